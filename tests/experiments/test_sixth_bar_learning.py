"""Issue 45's sixth bar, learning and models (``u6l_`` rows of docs/reliability.md): a model file edited by hand is
refused when it is read, naming the attribute (and, through the model registry, the file) -- never loaded as another
model (an element NumPy would convert: the text "0.5", ``true``, 2.5 under an integer dtype) nor refused only at use
(arrays that do not fit one another: an ``IndexError``, or an error that blames the data).

Generated: every dtype kind the model codec writes against every kind of JSON value; every method of the registry
that declares how its fitted arrays relate (``fitted_shapes``) against each of those arrays grown by one entry."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rankagg.exceptions import ModelFileError
from rankagg.methods.fitted_state import FittedState
from rankagg.methods.registry import list_methods, method_class
from rankagg.methods.state import _decode, model_from_dict, model_to_dict

# one encoded array per dtype the codec writes (``_encode``: a flat list of Python values), and a value of each
# JSON kind; the JSON kinds a dtype holds as they are, by JSON's own types: numbers (not true/false) in a float
# array, whole numbers written without a point in an integer array, true/false in a bool array, text in a text array
DTYPES = {"<f8": [0.5, 2], "<f4": [1.5, -3], "<i8": [3, -1], "<i4": [7, 0], "|u1": [200, 0], "|b1": [True, False],
          "str": ["a", "b"]}
JSON_VALUES = {"text number": "0.5", "true": True, "null": None, "fraction": 2.5, "whole": 1, "text": "x",
               "object": {"a": 1}}
HOLDS = {"<f8": {"fraction", "whole"}, "<f4": {"fraction", "whole"}, "<i8": {"whole"}, "<i4": {"whole"},
         "|u1": {"whole"}, "|b1": {"true"}, "str": {"text number", "text"}}


def _encoded(dtype: str, values: list) -> dict:
    return {"__ndarray__": values, "dtype": dtype, "shape": [len(values)]}


def test_an_encoded_array_holds_the_values_written():
    for dtype, values in DTYPES.items():
        got = _decode(_encoded(dtype, values), key="coef_")
        assert got.tolist() == values and got.shape == (2,), dtype


@pytest.mark.parametrize("dtype", sorted(DTYPES))
def test_an_element_of_another_kind_is_refused_naming_the_attribute(dtype):
    for kind, value in JSON_VALUES.items():
        doc = _encoded(dtype, [DTYPES[dtype][0], value])
        if kind in HOLDS[dtype]:
            assert _decode(doc, key="coef_")[1] == value
            continue
        with pytest.raises(ModelFileError, match=r"coef_\[1\]") as caught:
            _decode(doc, key="coef_")
        assert repr(value) in str(caught.value), (dtype, kind)


def test_an_encoded_scalar_is_checked_as_an_array_element():
    for dtype in ("<f8", "<i8", "|b1"):
        good = DTYPES[dtype][0]
        assert _decode({"__scalar__": good, "dtype": dtype}, key="n_iter_") == good
        for kind, value in JSON_VALUES.items():
            if kind not in HOLDS[dtype] and kind not in ("object",):
                with pytest.raises(ModelFileError, match="n_iter_"):
                    _decode({"__scalar__": value, "dtype": dtype}, key="n_iter_")


# ------------------------------------------------------------------ arrays that must fit one another
def _declares_shapes(name: str) -> bool:
    return method_class(name).fitted_shapes is not FittedState.fitted_shapes


# each method that declares its arrays' relations, with the settings that give its arrays every layout it writes
# (lr_agg: one network and several, with hidden units); fast settings, the models are tiny
SPECS = {"lr_agg": ["lr_agg(n_iter=3)", "lr_agg(n_iter=3, n_models=2, hidden=2)"], "rags_top": ["rags_top(n_bands=3)"],
         "rags_bottom": ["rags_bottom(n_bands=3)"], "rankagg_sup": ["rankagg_sup(max_iter=3)"],
         "stagg_sup": ["stagg_sup(max_iter=3)"], "pooled": ["pooled(learner='lambdamart(n_estimators=3)')"]}


@pytest.fixture(scope="module")
def judged_runs(tmp_path_factory):
    """Three runs of 6 topics (query sizes 6 to 11, so RAGS has bands) and graded qrels."""
    from rankagg.io import read_qrels, read_trec_runs

    rng = np.random.default_rng(5)
    folder = tmp_path_factory.mktemp("judged")
    for r in "abc":
        (folder / f"{r}.run").write_text("".join(f"{q} Q0 d{d} {i + 1} {20 - i} {r}\n" for q in range(1, 7)
                                                 for i, d in enumerate(rng.permutation(12)[: 5 + q])))
    (folder / "q.txt").write_text("".join(f"{q} 0 d{d} {rng.integers(0, 3)}\n" for q in range(1, 7) for d in range(8)))
    return read_trec_runs([str(folder / f"{r}.run") for r in "abc"]), read_qrels(str(folder / "q.txt"))


def test_the_methods_that_relate_their_arrays_are_listed():
    assert {n for n in list_methods() if _declares_shapes(n)} == set(SPECS)


def _grown(encoded: dict) -> dict:
    """The array one entry longer along its first axis (a row of zeros)."""
    shape = list(encoded["shape"])
    row = int(np.prod(shape[1:], dtype=np.int64))
    return {**encoded, "__ndarray__": list(encoded["__ndarray__"]) + [0.0] * row, "shape": [shape[0] + 1, *shape[1:]]}


@pytest.mark.parametrize("spec", [s for specs in SPECS.values() for s in specs])
def test_an_array_grown_by_one_entry_is_refused_at_load(spec, judged_runs):
    from rankagg.experiments.train_runs import fit_on_judged

    data, qrels = judged_runs
    model, _, _ = fit_on_judged(data, qrels, spec)
    doc = json.loads(json.dumps(model_to_dict(model)))
    assert np.array_equal(model_from_dict(json.loads(json.dumps(doc))).aggregate(data), model.aggregate(data))
    related = model.fitted_shapes(model.get_state())
    assert related, spec
    attributes = set(related) | {a for a, v in doc["fitted"].items() if isinstance(v, dict) and "__ndarray__" in v
                                 and a != "history_"}
    for attribute in sorted(attributes & set(doc["fitted"])):
        edited = json.loads(json.dumps(doc))
        edited["fitted"][attribute] = _grown(edited["fitted"][attribute])
        with pytest.raises(ValueError) as caught:
            model_from_dict(edited)
        named = [a for a in doc["fitted"] if a in str(caught.value)]
        assert named, (spec, attribute, str(caught.value))


def test_a_hand_edited_file_is_refused_naming_the_file_and_attribute(tmp_path: Path, judged_runs):
    from rankagg.experiments.train_runs import fit_on_judged
    from rankagg.models import load_model, save_model

    data, qrels = judged_runs
    model, _, _ = fit_on_judged(data, qrels, "rags_top(n_bands=3)")
    save_model(model, tmp_path / "m.json")
    doc = json.loads((tmp_path / "m.json").read_text())
    doc["fitted"]["weights_"]["dtype"] = "<i8"  # the float weights would be truncated to integers
    (tmp_path / "e.json").write_text(json.dumps(doc))
    with pytest.raises(ValueError, match=r"e\.json.*weights_\[0\]: -?\d.* in an array of dtype kind 'i'"):
        load_model(tmp_path / "e.json")


# ------------------------------------------------------------------ the LETOR folds a folder gives
def _letor_folds(folder: Path, replace: tuple[int, str] | None = None) -> None:
    """Five tiny subsets (2 queries each) in the official Fold layout; ``replace=(k, role)``: Fold k's role file
    holds another subset than the standard fold's (a split of one's own).  The vali files are gzipped (another kind
    than the test files, so they are compared by their queries, not by size)."""
    import gzip

    from rankagg.io.datasets import FOLDS

    subset = {i: "".join(f"{(q + d) % 3} qid:{10 * i + q} 1:{d + 1} 2:{3 - d} #docid = D{d} inc = 1 prob = 0.1\n"
                         for q in range(2) for d in range(3)) for i in range(1, 6)}
    for k, (train, vali, test) in enumerate(FOLDS, 1):
        (folder / f"Fold{k}").mkdir(parents=True)
        if replace == (k, "vali"):
            vali = test
        if replace == (k, "train"):
            train = (*train[:2], vali)
        (folder / f"Fold{k}" / "train.txt").write_text("".join(subset[i] for i in train))
        (folder / f"Fold{k}" / "vali.txt.gz").write_bytes(gzip.compress(subset[vali].encode(), mtime=0))
        (folder / f"Fold{k}" / "test.txt").write_text(subset[test])


def test_the_fold_layout_reads_as_its_subsets(tmp_path):
    from rankagg.io.datasets import load_letor_agg

    _letor_folds(tmp_path / "X")
    ds = load_letor_agg("X", tmp_path, cache=False)
    assert [sorted(set(s.qids.tolist())) for s in ds.subsets] == [[f"{10 * i}", f"{10 * i + 1}"] for i in range(1, 6)]


@pytest.mark.parametrize("role", ["train", "vali"])
def test_a_fold_file_of_another_split_is_refused_naming_it(tmp_path, role):
    from rankagg.io.datasets import load_letor_agg

    for fold in range(1, 6):
        _letor_folds(tmp_path / f"X{fold}" / "X", replace=(fold, role))
        name = f"Fold{fold}/{role}.txt" + (".gz" if role == "vali" else "")
        with pytest.raises(ValueError, match=rf"{name}: holds {6 if role == 'train' else 2} queries, 2 of them not in S"):
            load_letor_agg("X", tmp_path / f"X{fold}", cache=False)


# ------------------------------------------------------------------ tune --engine with a learner
def _supervised() -> list[str]:
    return sorted(n for n in list_methods() if method_class(n).supervised)


def test_tune_engine_with_a_supervised_method_is_refused_before_reading(tmp_path):
    # no engine runs a learnt model, nor the label-free default that train writes when learning does not ship, so
    # export_model would refuse what tune --engine wrote (its promise: an exported model always succeeds)
    from rankagg.engines import PRESETS
    from rankagg.experiments.tune_cli import run_tune

    pairs = [(m, "qdrant_rrf") for m in _supervised()] + [("pooled", e) for e in sorted(PRESETS)]
    for method, engine in pairs:
        with pytest.raises(ValueError, match=rf"--engine {engine} .*{method!r} is supervised"):
            run_tune([str(tmp_path / "no.run")], qrels=str(tmp_path / "no.txt"), output=str(tmp_path / "m.json"),
                     method=method, measure="nDCG@10", search="nested", folds=5, trials=60, step=0.1,
                     max_settings=20000, if_no_gain="default", if_fusion_hurts="fuse", depth=1000, input_depth=None,
                     seed=0, progress=lambda m: None, reading=None, engine=engine)
    assert len(pairs) > len(_supervised()) > 5 and not (tmp_path / "m.json").exists()
