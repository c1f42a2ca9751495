"""The contract every registered method keeps (issue 15), and the regression tests of its bugs 1-5.

The check suite (:mod:`rankagg.checks`) runs over :func:`list_methods`, so a new method is
covered with no edit here.  Real-data checks use MQ2008-agg, sampled.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.checks import (
    check_environment_independence,
    check_method,
    check_save_load_fresh_process,
    contract_data,
)
from rankagg.checks.subprocesses import _child_env
from rankagg.data.rankings import Rankings, comparable_scores, consensus_order
from rankagg.data.validation import InvalidParameterError, InvalidStateError
from rankagg.methods.registry import list_methods, make_method, method_class
from rankagg.models import ModelFileError, load_model, model_to_dict, save_model

METHODS = list_methods()


# ---------------------------------------------------------------- the check suite
@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("name", METHODS)
def test_method_contract(name):
    check_method(name)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_save_load_in_a_fresh_process_every_method(tmp_path):
    check_save_load_fresh_process(METHODS, workdir=tmp_path)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_outputs_independent_of_hash_seed_numba_and_blas_threads():
    check_environment_independence(METHODS)


# ---------------------------------------------------------------- bug 1: trained ULARA / Mallows-EM
_FUSE = """
import sys
import numpy as np
from rankagg.io.datasets import load_letor_agg
from rankagg.models import load_model
f = load_letor_agg("MQ2008-agg", sys.argv[2]).fold(1)
np.save(sys.argv[3], load_model(sys.argv[1]).aggregate(f.test))
"""


@pytest.mark.data
@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("spec", ["mallows_em(max_iter=5)"])  # ulara: through the CLI below
def test_bug1_trained_unsupervised_model_is_used_after_load(spec, mq2008, letor_dir, tmp_path):
    fold = mq2008.fold(1)
    model = make_method(spec).fit(fold.train)
    path = save_model(model, tmp_path / "m.json")
    out = tmp_path / "scores.npy"
    subprocess.run([sys.executable, "-c", _FUSE, str(path), str(letor_dir), str(out)], check=True, env=_child_env(), timeout=300)
    fresh = np.load(out)
    assert np.array_equal(fresh, model.aggregate(fold.test))
    # the trained weights matter: learning on the scored queries instead gives another output
    assert not np.array_equal(fresh, make_method(spec).aggregate(fold.test))
    # NaN weights in the file are refused, naming the file and the attribute
    doc = json.loads(path.read_text())
    attr = "weights_" if spec == "ulara" else "theta_"
    doc["fitted"][attr]["__ndarray__"][0] = float("nan")
    path.write_text(json.dumps(doc))
    with pytest.raises(InvalidStateError, match=rf"m\.json.*{attr}.*finite"):
        load_model(path)


@pytest.mark.data
def test_bug1_cli_train_then_fuse_uses_the_trained_ulara(mq2008, letor_dir, tmp_path):
    """The issue's reproduction: ``rankagg train --method ulara -o m.json && rankagg fuse --model m.json``."""
    cli = [sys.executable, "-m", "rankagg.cli"]
    model_file, out = tmp_path / "m.json", tmp_path / "fused.txt"
    run = dict(check=True, env=_child_env(), timeout=300, capture_output=True, text=True)
    subprocess.run([*cli, "train", "--dataset", "MQ2008-agg", "--method", "ulara", "--data-dir", str(letor_dir), "-o", str(model_file)], **run)
    test_file = letor_dir / "letor4-agg" / "MQ2008-agg" / "S5.txt.gz"  # fold 1's test subset
    subprocess.run([*cli, "fuse", "--model", str(model_file), "--letor", str(test_file), "-o", str(out)], **run)
    fused = np.loadtxt(out)
    fold = mq2008.fold(1)
    trained = make_method("ulara").fit(fold.train).aggregate(fold.test)
    assert np.array_equal(fused, trained)
    assert np.count_nonzero(fused != make_method("ulara").aggregate(fold.test)) > 1000  # the issue: 1,684 of 2,874 differ
    doc = json.loads(model_file.read_text())
    doc["fitted"]["weights_"]["__ndarray__"] = [float("nan")] * len(doc["fitted"]["weights_"]["__ndarray__"])
    model_file.write_text(json.dumps(doc))
    bad = subprocess.run([*cli, "fuse", "--model", str(model_file), "--letor", str(test_file), "-o", str(out)],
                         env=_child_env(), timeout=300, capture_output=True, text=True)
    assert bad.returncode != 0 and "m.json" in bad.stderr and "weights_" in bad.stderr


# ---------------------------------------------------------------- bug 5: ranker count
@pytest.mark.parametrize("name", ["ulara", "mallows_em", "best_input"])
def test_bug5_fitted_models_check_the_ranker_count(name):
    data = contract_data(0, n_rankers=6)
    model = make_method(name, **({"max_iter": 3} if name == "mallows_em" else {})).fit(data, data)
    with pytest.raises(ValueError, match="trained on 6 rankers but the input has 5"):
        model.aggregate(data.select_rankers(np.arange(5)))


@pytest.mark.data
def test_bug5_model_trained_on_25_rankers_refuses_21(mq2008, tmp_path):
    fold = mq2008.fold(1)
    path = save_model(make_method("ulara").fit(fold.train), tmp_path / "ulara.json")
    with pytest.raises(ValueError, match="trained on 25 rankers but the input has 21"):
        load_model(path).aggregate(fold.test.select_rankers(np.arange(21)))


# ---------------------------------------------------------------- bug 4: malformed model files
def _fit(name, **params):
    data = contract_data(1)
    return make_method(name, **params).fit(data, data)


def _doc(model):
    return json.loads(json.dumps(model_to_dict(model), allow_nan=True))


def _expect_refused(tmp_path, doc, *words):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc, allow_nan=True))
    with pytest.raises(ValueError) as info:
        load_model(path)
    msg = str(info.value)
    assert "bad.json" in msg, msg
    for w in words:
        assert w in msg, msg


@pytest.mark.parametrize(
    ("name", "attr"),
    [("rags_top", "weights_"), ("rags_bottom", "weights_"), ("rankagg_sup", "coef_"), ("cps", "theta_"), ("ulara", "weights_")],
)
@pytest.mark.parametrize("value", [float("nan"), float("inf")])
def test_bug4_nan_or_inf_weights_are_refused(tmp_path, name, attr, value):
    params = {"max_iter": 5} if name in ("rankagg_sup", "cps") else {}
    doc = _doc(_fit(name, **params))
    doc["fitted"][attr]["__ndarray__"][0] = value
    _expect_refused(tmp_path, doc, attr, "finite")


@pytest.mark.parametrize("bad", [-1, 5, 1.0, True, "0"])
def test_bug4_best_input_ranker_index_checked(tmp_path, bad):
    doc = _doc(_fit("best_input"))
    doc["fitted"]["ranker_"] = bad
    _expect_refused(tmp_path, doc, "ranker_")


def test_bug4_wrong_dtype_shape_and_nesting_are_refused(tmp_path):
    good = _doc(_fit("rags_top"))
    w = good["fitted"]["weights_"]
    cases = [
        ({**w, "dtype": "<U3", "__ndarray__": ["a"] * len(w["__ndarray__"])}, "weights_"),  # strings
        ({**w, "shape": [1, 3]}, "weights_"),  # does not reshape
        ({**w, "shape": [len(w["__ndarray__"])]}, "weights_"),  # 1-D where 2-D is declared
        ({**w, "__ndarray__": [[1.0, 2.0], [3.0]]}, "weights_"),  # ragged nesting
        ("not an array", "weights_"),
        ({"__dict__": {"a": 1}}, "weights_"),
    ]
    for value, word in cases:
        doc = json.loads(json.dumps(good))
        doc["fitted"]["weights_"] = value
        _expect_refused(tmp_path, doc, word)
    doc = json.loads(json.dumps(good))
    doc["fitted"]["band_edges_"] = [[[[0.0]]]]
    _expect_refused(tmp_path, doc, "band_edges_")
    doc["fitted"]["band_edges_"] = "DEEP"
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(doc).replace('"DEEP"', "[" * 100_000 + "0" + "]" * 100_000))
    with pytest.raises(ValueError, match="deep.json"):  # not a RecursionError
        load_model(path)
    doc = json.loads(json.dumps(good))
    doc["trained_on"]["n_rankers"] = 3  # weights for 5 rankers
    _expect_refused(tmp_path, doc, "weights_", "n_rankers")
    _expect_refused(tmp_path, ["not", "a", "model"])
    _expect_refused(tmp_path, {**good, "fitted": []})


def test_bug4_garbage_lightgbm_model_refused(tmp_path):
    pytest.importorskip("lightgbm")
    doc = _doc(_fit("lambdamart", n_estimators=3, min_data_in_leaf=2, methods=["borda"]))
    doc["fitted"]["model_str_"] = "tree\nthis is not a LightGBM model"
    _expect_refused(tmp_path, doc, "model_str_", "LightGBM")


def test_bug4_unreadable_files_refused(tmp_path):
    model = _fit("best_input")
    npz = save_model(model, tmp_path / "m.npz")
    assert load_model(npz).ranker_ == model.ranker_
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"this is not a zip archive")
    with pytest.raises(ValueError, match="bad.npz"):
        load_model(bad)
    with zipfile.ZipFile(tmp_path / "empty.npz", "w") as z:
        z.writestr("x.txt", "hello")
    with pytest.raises(ValueError, match="empty.npz"):
        load_model(tmp_path / "empty.npz")
    np.save(tmp_path / "array.npy", np.zeros(3))
    (tmp_path / "array.npy").rename(tmp_path / "array.npz")
    with pytest.raises(ValueError, match="array.npz"):
        load_model(tmp_path / "array.npz")
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(ModelFileError, match="bad.json"):
        load_model(tmp_path / "bad.json")


def test_state_round_trip_and_copy_validate():
    model = _fit("rags_top")
    twin = model.copy()
    assert twin is not model and np.array_equal(twin.weights_, model.weights_)
    state = model.get_state()
    state["weights_"] = np.full_like(state["weights_"], np.nan)
    with pytest.raises(InvalidStateError, match="rags_top.*weights_"):
        make_method("rags_top").set_state(state)
    with pytest.raises(InvalidStateError, match="lacks"):
        make_method("rags_top").set_state({"weights_": model.weights_})


# ---------------------------------------------------------------- declarative parameters
@pytest.mark.parametrize(
    ("name", "key", "value"),
    [("rrf", "k", True), ("rrf", "k", 1e309), ("rrf", "k", float("inf")), ("rrf", "k", float("nan")), ("rrf", "k", "60"),
     ("thurstone", "max_iter", 1e9), ("thurstone", "max_iter", True), ("borda", "unranked", "sometimes"),
     ("kemeny", "exact_max", 21), ("cps", "n_truth", 0), ("lr_agg", "combined", 1)],
)
def test_parameters_are_validated_declaratively(name, key, value):
    with pytest.raises(InvalidParameterError) as info:
        make_method(name, **{key: value})
    assert isinstance(info.value, ValueError)
    assert str(info.value).startswith(f"{name}: parameter {key} must be")


# ---------------------------------------------------------------- bug 2: order of the inputs
_UNSUPERVISED = [n for n in METHODS if not method_class(n).supervised]


@pytest.mark.data
@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("name", _UNSUPERVISED)
def test_bug2_reordering_real_rankers_changes_no_bit(name, mq2008):
    """The issue's six (stagg_bc, stagg, stagg_rrf, geomean, plackett_luce, mallows_em) and every other
    unsupervised method: reversed or shuffled MQ2008-agg rankers give the same bits (sampled queries)."""
    data = mq2008.all.select_queries(np.arange(0, mq2008.all.n_queries, 60))
    ref, raw = _aggregate_and_raw(name, data)
    rng = np.random.default_rng(2)
    for perm in (np.arange(data.n_rankers)[::-1], rng.permutation(data.n_rankers)):
        got, got_raw = _aggregate_and_raw(name, data.select_rankers(perm))
        assert np.array_equal(got, ref)
        # the raw scores too (not only their order): the root fix, not the tie quantisation
        assert np.array_equal(got_raw, raw, equal_nan=True)


def _aggregate_and_raw(name: str, data: Rankings) -> tuple[np.ndarray, np.ndarray]:
    """A fresh method's ``aggregate(data)`` and ``canonical_score(data)``: the raw scores are those ``aggregate``
    computed on its way (its one ``canonical_score`` call, on ``data`` itself, copied as it returned), not a
    second fit (MAIC's: 1.1 CPU s each); a method whose ``aggregate`` calls it otherwise gets a fresh call."""
    from unittest import mock

    cls = type(make_method(name))
    real, seen = cls.canonical_score, []

    def spy(self, given):
        out = real(self, given)
        seen.append((given, np.array(out, copy=True)))
        return out

    with mock.patch.object(cls, "canonical_score", spy):
        agg = make_method(name).aggregate(data)
    if len(seen) == 1 and seen[0][0] is data:
        return agg, seen[0][1]
    return agg, make_method(name).canonical_score(data)


# ---------------------------------------------------------------- bug 3: rounding and the tie rule
def _example(ranks):
    ranks = np.asarray(ranks, dtype=np.float64)
    n = ranks.shape[0]
    return Rankings(offsets=np.array([0, n]), ranks=ranks, qids=["q"], docids=[f"d{i}" for i in range(n)],
                    ranker_names=tuple(f"R{j}" for j in range(ranks.shape[1])))


def test_bug3_minimal_example_duplicated_runs_keep_the_order():
    nan = np.nan
    data = _example([[1, nan], [2, nan], [5, 2], [3, nan], [4, nan], [6, 1], [nan, nan]])
    twice = data.select_rankers([0, 1, 0, 1])
    for name in ("combsum", "combmnz"):
        once, dup = make_method(name).score(data), make_method(name).score(twice)
        # the raw sums really differ by rounding (the bug's cause) ...
        factor = 2.0 if name == "combsum" else 4.0
        assert not np.array_equal(dup, factor * once)
        # ... yet the consensus is the same
        assert np.array_equal(make_method(name).aggregate(data), make_method(name).aggregate(twice)), name


def test_bug3_equal_up_to_rounding_compare_equal():
    s = np.array([1.0, 0.9999999999999998, 0.5, np.nan, 0.5000000000000001, 0.25])
    c = comparable_scores(np.array([0, 6]), s)
    assert c[0] == c[1] and c[2] == c[4] and np.isnan(c[3])
    assert c[0] > c[2] > c[5]
    # the tie rule (not the rounding) decides: d0/d1 tie, broken by docid
    data = _example(np.array([[1.0], [2.0], [3.0], [np.nan], [4.0], [5.0]]))
    order = consensus_order(data, s)
    assert order[:2].tolist() == [0, 1]
    assert consensus_order(data, s[[1, 0, 2, 3, 4, 5]])[:2].tolist() == [0, 1]


def test_bug3_quantisation_is_relative_to_the_scores_and_order_free():
    rng = np.random.default_rng(0)
    s = rng.normal(size=40) * 1e6
    offsets = np.array([0, 20, 40])
    c = comparable_scores(offsets, s)
    assert np.array_equal(c, s)  # distinct scores are left alone
    s2 = s.copy()
    s2[1] = s2[0] * (1 + 2.0 ** -50)
    c2 = comparable_scores(offsets, s2)
    assert c2[0] == c2[1]
    perm = np.concatenate([rng.permutation(20), 20 + rng.permutation(20)])
    assert np.array_equal(comparable_scores(offsets, s2[perm]), c2[perm])


def test_canonical_ranker_order_is_by_name_then_content_and_chunk_stable():
    from rankagg.methods.ranker_order import canonical_ranker_order

    data = contract_data(3)
    perm = np.array([3, 0, 4, 1, 2])
    shuffled = data.select_rankers(perm)
    a = data.select_rankers(canonical_ranker_order(data))
    b = shuffled.select_rankers(canonical_ranker_order(shuffled))
    assert a.ranker_names == data.ranker_names  # R1..R4, spam1: already in natural order
    names = ("run10", "run2", "Run1", "run1", "run02")
    named = data.with_ranks(data.ranks, ranker_names=names)
    assert [names[j] for j in canonical_ranker_order(named)] == ["Run1", "run1", "run02", "run2", "run10"]
    assert np.array_equal(a.ranks, b.ranks, equal_nan=True)
    # the same order for any subset of the queries (what chunked backends rely on)
    part = shuffled.select_queries([2, 5])
    assert [part.ranker_names[j] for j in canonical_ranker_order(part)] == list(a.ranker_names)
    # rankers sharing a name are ordered by content
    same = data.with_ranks(data.ranks, ranker_names=["R"] * data.n_rankers)
    c = same.select_rankers(canonical_ranker_order(same))
    d = same.select_rankers(perm)
    assert np.array_equal(c.ranks, d.select_rankers(canonical_ranker_order(d)).ranks, equal_nan=True)


# ---------------------------------------------------------------- bug 4, fuzzed
_FUZZ_MODELS = {}


def _fuzz_model(name):
    if name not in _FUZZ_MODELS:
        params = {"cps": {"max_iter": 5}, "rankagg_sup": {"max_iter": 5}, "lr_agg": {"n_iter": 3}, "mallows_em": {"max_iter": 3},
                  "lambdamart": {"n_estimators": 3, "min_data_in_leaf": 2, "methods": ["borda"]}}.get(name, {})
        _FUZZ_MODELS[name] = _doc(_fit(name, **params))
    return _FUZZ_MODELS[name]


def _leaves(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node[:3]):
            yield from _leaves(v, (*path, i))


_JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["__ndarray__", "dtype", "shape", "__scalar__", "__dict__", "x"]), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=150, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["rags_top", "best_input", "ulara", "mallows_em", "lr_agg", "cps", "rankagg_sup", "lambdamart"]), st.integers(0, 10**6), _JUNK)
def test_bug4_any_corrupted_model_document_gives_a_value_error(name, pick, junk):
    """Replace any node of a valid model document by junk: loading (and then fusing) either works
    or raises a ValueError; never TypeError, IndexError, KeyError or RecursionError."""
    from rankagg.models import model_from_dict

    doc = json.loads(json.dumps(_fuzz_model(name)))
    paths = [p for p in _leaves(doc) if p]
    path = paths[pick % len(paths)]
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = junk
    try:
        model = model_from_dict(doc)
    except ValueError:
        return
    try:
        model.aggregate(_split_test())
    except ValueError:
        pass


@pytest.mark.parametrize("name", ["rags_top", "best_input", "ulara", "mallows_em", "lr_agg", "cps", "rankagg_sup",
                                  "lambdamart"])
@pytest.mark.parametrize("junk", [0, 2.5, -1, [], [[]]])
def test_every_node_of_a_model_set_to_a_number_or_an_empty_list_is_refused_or_used(name, junk):
    """bug4's property on every node, not a random one: a fitted array edited to one number (lr_agg's
    ``"coef_": 0`` reached its scoring as an IndexError) or to an empty list gives a ValueError, at load or at
    use, never another error."""
    from rankagg.models import model_from_dict

    original = _fuzz_model(name)
    for path in [p for p in _leaves(original) if p]:
        doc = json.loads(json.dumps(original))
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = junk
        try:
            model_from_dict(doc).aggregate(_split_test())
        except ValueError:
            pass


def _split_test():
    from rankagg.checks.harness import _split

    return _split(contract_data(1))[2]
