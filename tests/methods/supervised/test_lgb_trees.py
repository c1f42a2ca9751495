"""LambdaMART's trees read by rankagg alone (issue 45 item 6, issue 47 item 4).

* rankagg's evaluation of a parsed model equals LightGBM's ``Booster.predict`` bit for bit, on models with
  every missing type (None, Zero, NaN), both default directions and the ``inf`` threshold of a missing-value
  split, on values at, just beside and far from every threshold, NaN, infinities, zeros and values LightGBM
  drops as zero;
* hand-made defects are refused with the tree, key and line; a declared size is refused before allocating;
* ``test_lgb_mutants.py``: a seeded loop of mutants of a real model text (lines deleted, doubled, blank or
  swapped, blanks around keys, foreign characters, huge numbers, cycles, indices out of range, bad leaf
  counts, truncation, NaN thresholds, digit edits, edited values): each is refused with a message naming
  where, or evaluated as LightGBM evaluates it;
* ``rankagg train`` -> ``rankagg fuse --model`` on a model whose text holds ``threshold=inf``.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from rankagg.exceptions import ProblemTooLargeError
from rankagg.methods.supervised.lgb_text import parse_lgb_model
from rankagg.methods.supervised.lgb_trees import ZERO_THRESHOLD, predict_trees

lgb = pytest.importorskip("lightgbm")

N_FEATURES = 5
#: LightGBM settings that give each missing type: NaN (the default, with NaN in the data), Zero, None
CONFIGS = {
    "nan": {"num_leaves": 7},
    "zero": {"num_leaves": 31, "zero_as_missing": True},
    "none": {"num_leaves": 15, "use_missing": False},
    "coarse": {"num_leaves": 4, "max_bin": 7, "min_data_in_leaf": 1},
}


def _features(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.normal(size=(n, N_FEATURES))
    x[rng.random(n) < 0.3, 0] = np.nan  # a missing-value split of column 0 has the threshold inf
    x[rng.random(n) < 0.3, 1] = 0.0
    x[:, 2] = np.round(2 * x[:, 2])  # many ties at the thresholds
    x[rng.random(n) < 0.1, 3] = np.nan
    return x


@lru_cache(maxsize=None)
def _model(config: str) -> str:
    rng = np.random.default_rng(0)
    x = _features(rng, 2000)
    y = (2 * np.isnan(x[:, 0]) + (x[:, 2] > 0) + (x[:, 1] == 0) + (rng.random(2000) < 0.2)).astype(int)
    params = {"objective": "lambdarank", "verbosity": -1, "num_threads": 1, "deterministic": True,
              "min_data_in_leaf": 5, "seed": 0, **CONFIGS[config]}
    booster = lgb.train(params, lgb.Dataset(x, label=y, group=[20] * 100), num_boost_round=12)
    return booster.model_to_string()


def _probe(text: str, seed: int = 1) -> np.ndarray:
    """Rows that sit on, beside and between the model's thresholds, and every special value."""
    rng = np.random.default_rng(seed)
    trees = parse_lgb_model(text)
    finite = trees.threshold[np.isfinite(trees.threshold)]
    near = np.concatenate([finite, np.nextafter(finite, np.inf), np.nextafter(finite, -np.inf)])
    special = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-36, -1e-36, ZERO_THRESHOLD, -ZERO_THRESHOLD,
                        np.nextafter(ZERO_THRESHOLD, 1), np.nextafter(-ZERO_THRESHOLD, -1), 5e-324, 1e308])
    pool = np.concatenate([near, special, rng.normal(size=50)])
    return np.vstack([rng.choice(pool, size=(3000, N_FEATURES)), _features(rng, 500)])


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_rankagg_evaluates_the_trees_as_lightgbm_predicts_bit_for_bit(config):
    text = _model(config)
    booster = lgb.Booster(model_str=text)  # the test's own model: LightGBM's reading as the reference
    trees = parse_lgb_model(text)
    x = _probe(text)
    for k in (0, 1, 5, trees.n_trees, trees.n_trees + 3):
        ours = predict_trees(trees, x, k)
        theirs = booster.predict(x, num_iteration=k, num_threads=1)
        assert ours.tobytes() == theirs.tobytes(), f"{config}, {k} trees: {np.abs(ours - theirs).max()}"


def test_the_models_cover_every_missing_type_and_the_inf_threshold():
    parsed = [parse_lgb_model(_model(c)) for c in CONFIGS]
    assert {int(m) for t in parsed for m in t.missing_type} == {0, 1, 2}
    assert {bool(d) for t in parsed for d in t.default_left} == {False, True}
    assert re.search(r"^threshold=(.* )?inf( |$)", _model("nan"), re.M)  # issue 47's split
    assert any(np.isinf(t.threshold).any() for t in parsed)


@settings(max_examples=60, deadline=None, database=None)
@given(hnp.arrays(np.float64, (8, N_FEATURES), elements=st.floats(allow_nan=True, allow_infinity=True,
                                                                      allow_subnormal=True)))
def test_any_float_rows_match_lightgbm(x):
    text = _model("zero")
    assert predict_trees(parse_lgb_model(text), x).tobytes() == \
        _booster("zero").predict(x, num_threads=1).tobytes()


@lru_cache(maxsize=None)
def _booster(config: str):
    return lgb.Booster(model_str=_model(config))


def test_the_data_must_have_the_model_s_features():
    trees = parse_lgb_model(_model("nan"))
    with pytest.raises(ValueError, match="read 5 features, the data has 4"):
        predict_trees(trees, np.zeros((3, 4)))


# ------------------------------------------------------------------ hand-made defects
def _first_tree_line(text: str, key: str) -> str:
    return re.search(rf"^{key}=.*$", text, re.M).group()


def _edit_line(text: str, key: str, value: str) -> str:
    line = _first_tree_line(text, key)
    return text.replace(line, f"{key}={value}", 1)


def _fix_sizes(text: str) -> str:
    """``tree_sizes`` recomputed from the blocks, in bytes as LightGBM counts them (a careful tamperer)."""
    starts = [m.start() for m in re.finditer(r"^Tree=", text, re.M)]
    end = text.find("end of trees")
    if not starts or end < starts[-1]:
        return text
    sizes = [len(text[a:b].encode()) for a, b in zip(starts, [*starts[1:], end])]
    return re.sub(r"^tree_sizes=.*$", "tree_sizes=" + " ".join(map(str, sizes)), text, count=1, flags=re.M)


def _children(text: str) -> tuple[list[str], list[str]]:
    return _first_tree_line(text, "left_child")[11:].split(" "), _first_tree_line(text, "right_child")[12:].split(" ")


def _cases():
    t = _model("nan")
    left, right = _children(t)
    n_leaves = int(_first_tree_line(t, "num_leaves")[11:])
    return [
        ("tree_sizes edited", t.replace("tree_sizes=", "tree_sizes=1", 1), r"header: tree_sizes\[0\]"),
        ("a cycle", _fix_sizes(_edit_line(t, "left_child", " ".join(["0", *left[1:]]))),
         r"tree 0, line \d+: left_child of node 0 is 0: not a tree"),
        ("a leaf twice", _fix_sizes(_edit_line(t, "right_child", " ".join([*right[:-1], left[-1]]))),
         r"tree 0, line \d+: (left_child and right_child: some node or leaf has no parent or two|.*not a tree)"),
        ("a leaf out of range", _fix_sizes(_edit_line(t, "right_child", " ".join([*right[:-1], str(-n_leaves - 1)]))),
         r"tree 0, line \d+: right_child of node \d+ is -\d+: not a tree"),
        ("a feature out of range", _edit_line(t, "split_feature", " ".join(["5"] + _first_tree_line(t, "split_feature")[14:].split(" ")[1:])),
         r"tree 0, line \d+: split_feature holds a value outside 0..4"),
        ("num_leaves 10^9", _fix_sizes(_edit_line(t, "num_leaves", "1000000000")),
         r"tree 0, line \d+: num_leaves 1000000000 out of range \(1 to 131072\)"),
        ("num_leaves -3", _fix_sizes(_edit_line(t, "num_leaves", "-3")), r"num_leaves -3 out of range"),
        ("a NaN threshold", _fix_sizes(t.replace("threshold=inf", "threshold=nan", 1)),
         r"tree 0, line \d+: threshold holds a value that is not a number as LightGBM writes it"),
        ("a huge leaf value", _fix_sizes(re.sub(r"^leaf_value=\S+", "leaf_value=1e999", t, count=1, flags=re.M)),
         r"leaf_value holds '1e999', not finite"),
        ("a categorical split", _fix_sizes(_edit_line(t, "num_cat", "1")), r"num_cat is not 0: categorical"),
        ("a categorical flag", _fix_sizes(re.sub(r"^decision_type=\d+", "decision_type=1", t, count=1, flags=re.M)),
         r"decision_type holds a value outside"),
        ("a blank inside a tree", _fix_sizes(t.replace("\nnum_cat=", "\n\nnum_cat=", 1)),
         r"tree 0, line \d+: a blank line is not a key=value line"),
        ("a blank before a key", _fix_sizes(t.replace("\nnum_cat=", "\n num_cat=", 1)), r"' num_cat=0' is not a key=value"),
        ("a blank before =", _fix_sizes(t.replace("\nnum_cat=", "\nnum_cat =", 1)), r"'num_cat =0' is not a key=value"),
        ("two blanks between values", _fix_sizes(t.replace("\nleft_child=", "\nleft_child= ", 1)),
         r"left_child has \d+ values, expected|left_child holds a value"),
        ("a key twice", _fix_sizes(t.replace("\nnum_cat=0", "\nnum_cat=0\nnum_cat=0", 1)), r"num_cat given twice"),
        ("a CR", _fix_sizes(t.replace("\nnum_cat=0", "\nnum_cat=0\r", 1)), r"num_cat (holds a value|has)|character '\\r'"),
        ("a non-ASCII name", _fix_sizes(t.replace("Column_0", "Colümn_0", 1)), r"line 8: character 'ü'"),
        ("truncated", t[: len(t) // 2], r"header: tree_sizes\[\d+\] = \d+: (out of range|tree \d+ does not end)"),
        ("no end of trees", t.replace("end of trees", "end of tree"), r"is not 'end of trees' after the 12 trees"),
        ("binary objective", t.replace("objective=lambdarank", "objective=binary sigmoid:1"),
         r"header: objective 'binary sigmoid:1': rankagg applies lambdarank models only"),
        ("two classes", t.replace("num_class=1", "num_class=2"), r"header: not a one-class model"),
        ("a header key with a blank", t.replace("\nnum_class=", "\nnum_class =", 1), r"header, line 3"),
        ("fewer feature names", t.replace("Column_4", "", 1), r"feature_names does not hold"),
        ("not text", b"tree", r"a LightGBM model is text"),
        ("empty", "", r"no tree"),
    ]


@pytest.mark.parametrize("case", range(len(_cases())), ids=[c[0] for c in _cases()])
def test_defects_are_refused_naming_where(case):
    _, text, message = _cases()[case]
    with pytest.raises(ValueError, match=message):
        parse_lgb_model(text)


def test_declared_sizes_are_refused_before_allocating(monkeypatch):
    """131072 leaves declared in each of 200 trees (the text is small): the memory limit refuses it before the
    arrays exist; the limit is the one of every method (RANKAGG_MEMORY_LIMIT_GB)."""
    t = _model("nan")
    head, rest = t.split("\nTree=0\n", 1)
    block = "Tree={i}\nnum_leaves=131072\n" + rest[rest.index("num_cat="):rest.index("\nTree=1\n") + 1]
    blocks = [block.format(i=i) for i in range(200)]
    text = _fix_sizes(head + "\n" + "".join(blocks) + "end of trees\n")
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "1")
    with pytest.raises(ProblemTooLargeError, match=r"a LightGBM model of 26214400 leaves needs .* GiB.*"
                                                   r"RANKAGG_MEMORY_LIMIT_GB"):
        parse_lgb_model(text)


# ------------------------------------------------------------------ train -> fuse (issue 47)
def _runs_with_a_partial_run(folder: Path, seed: int) -> tuple[list[str], str]:
    """A run that lists the relevant documents and a few others (NaN ranks for the rest: missing values) and two
    runs of noise."""
    rng = np.random.default_rng(seed)
    # train reads runs in name order: "a_partial" keeps the partial run first, where LightGBM's missing-value split
    # (an inf threshold) comes from
    runs: dict[str, list[str]] = {"a_partial": [], "noise1": [], "noise2": []}
    qrels = []
    for q in range(16):
        rel = rng.random(30) < 0.3
        listed = rel | (rng.random(30) < 0.2)
        runs["a_partial"] += [f"q{q} Q0 d{i:02d} {r + 1} {100 - r} a_partial"
                            for r, i in enumerate(rng.permutation(np.flatnonzero(listed)))]
        for name in ("noise1", "noise2"):
            runs[name] += [f"q{q} Q0 d{i:02d} {r + 1} {100 - r} {name}" for r, i in enumerate(rng.permutation(30))]
        qrels += [f"q{q} 0 d{i:02d} {int(rel[i])}" for i in range(30)]
    paths = []
    for name, lines in runs.items():
        (folder / f"{name}.run").write_text("\n".join(lines) + "\n")
        paths.append(str(folder / f"{name}.run"))
    (folder / "qrels.txt").write_text("\n".join(qrels) + "\n")
    return paths, str(folder / "qrels.txt")


def test_train_writes_a_model_with_an_inf_threshold_that_fuse_applies(tmp_path, capsys):
    from rankagg.cli import main
    from rankagg.io import read_trec_runs
    from rankagg.methods.supervised.lambdamart import stacked_features
    from rankagg.models import load_model

    runs, qrels = _runs_with_a_partial_run(tmp_path, seed=7)
    model = tmp_path / "m.json"
    spec = "lambdamart(methods=['borda', 'rrf'], n_estimators=20, min_data_in_leaf=3, early_stopping=5)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "0", "--quiet", "-o", str(model)]) == 0
    assert "apply with: rankagg fuse" in capsys.readouterr().out
    text = json.loads(model.read_text())["fitted"]["model_str_"]
    assert re.search(r"^threshold=(.* )?inf( |$)", text, re.M), "the data no longer gives an inf threshold"
    fused = tmp_path / "fused.run"
    assert main(["fuse", *runs, "--model", str(model), "-o", str(fused)]) == 0
    assert len(fused.read_text().splitlines()) == 16 * 30
    # the scores fuse ranks by are LightGBM's, bit for bit
    m = load_model(model)
    data = read_trec_runs(runs).select_rankers(list(range(3)))
    x, _ = stacked_features(data, m.methods_)
    assert m.score(data).tobytes() == lgb.Booster(model_str=text).predict(x, num_threads=1).tobytes()


def test_applying_a_model_never_calls_lightgbm(tmp_path, monkeypatch):
    """Loading and scoring read the text with rankagg's parser only: LightGBM's loader is out of reach."""
    from rankagg.methods.registry import make_method
    from rankagg.models import load_model, save_model

    from tests.methods.supervised.test_lragg import synthetic  # tests/ is on sys.path under pytest

    m = make_method("lambdamart", methods=["borda"], n_estimators=5, early_stopping=3, min_data_in_leaf=5)
    m.fit(synthetic(seed=0), synthetic(seed=1))
    path = save_model(m, tmp_path / "m.json")
    expected = m.score(synthetic(seed=2))

    def refuse(*args, **kwargs):
        raise AssertionError("LightGBM was asked to read a model")

    monkeypatch.setattr(lgb, "Booster", refuse)
    assert load_model(path).score(synthetic(seed=2)).tobytes() == expected.tobytes()


def test_train_prints_no_apply_with_for_a_model_that_does_not_read_back(tmp_path, capsys, monkeypatch):
    """The model's document is read back before it is written: a refusal stops train before "apply with"."""
    from rankagg.cli import main
    from rankagg.methods.supervised import lgb_text

    def refuse(self, value, ctx):
        raise ValueError("refused for the test")

    monkeypatch.setattr(lgb_text.LgbModelText, "coerce", refuse)  # the loader's check; fit's reading stays
    runs, qrels = _runs_with_a_partial_run(tmp_path, seed=7)
    model = tmp_path / "m.json"
    spec = "lambdamart(methods=['borda'], n_estimators=5, min_data_in_leaf=3, early_stopping=3)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "0", "--quiet", "-o", str(model)]) == 2
    out, err = capsys.readouterr()
    assert "apply with" not in out and "not written" in err and "refused for the test" in err
    assert not model.exists()


def test_train_with_its_rule_ships_an_inf_threshold_model_that_applies_and_a_tampered_one_is_refused(tmp_path, capsys):
    """Issue 47: ``rankagg train`` with its held-out estimate and rule (default --folds) writes the LightGBM model
    with a missing-value split's ``inf`` threshold, ``fuse --model`` applies it; the same file with that
    threshold's token or a tree's structure tampered with is refused, naming the file."""
    from rankagg.cli import main

    runs, qrels = _runs_with_a_partial_run(tmp_path, seed=7)
    model = tmp_path / "m.json"
    spec = "lambdamart(methods=['borda', 'rrf'], n_estimators=20, min_data_in_leaf=3, early_stopping=5)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "4", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "expected gain over the label-free default" in out and "fitted on" in out, out
    doc = json.loads(model.read_text())
    text = doc["fitted"]["model_str_"]
    assert re.search(r"^threshold=(.* )?inf( |$)", text, re.M), "the data no longer gives an inf threshold"
    fused = tmp_path / "fused.run"
    assert main(["fuse", *runs, "--model", str(model), "--quiet", "-o", str(fused)]) == 0
    assert len(fused.read_text().splitlines()) == 16 * 30
    line = re.search(r"^threshold=(.* )?inf( |$).*$", text, re.M).group(0)
    for tampered in (text.replace(line, line.replace("inf", "infinity!", 1), 1),  # not a number LightGBM writes
                     text.replace("left_child=", "left_child=7 ", 1)):  # a child out of the tree
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({**doc, "fitted": {**doc["fitted"], "model_str_": tampered}}))
        assert main(["fuse", *runs, "--model", str(bad), "--quiet", "-o", str(tmp_path / "x.run")]) == 2
        err = capsys.readouterr().err
        assert str(bad) in err, err
