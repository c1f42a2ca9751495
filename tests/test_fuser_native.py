"""The compiled kernel of rankagg.Fuser (``rankagg._fuse_native``, issue 35 item 2): on every request it
either returns the Python path's answer bit for bit, in the same order, or declines (and the Python path
answers, or raises its error).  Under CI=true the kernel must have been built: its absence fails."""

from __future__ import annotations

import math
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.fuser import Fuser

try:
    import rankagg._fuse_native as native
except ImportError:  # pragma: no cover - an install without a C compiler
    native = None

if native is None:
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("rankagg._fuse_native is not importable under CI=true: the C build failed "
                             "(setup.py builds it at `pip install -e .`; .ci/run installs gcc)")
    pytest.skip("rankagg._fuse_native is not built (no C compiler at install)", allow_module_level=True)

SPECS = ["rrf", "rrf(k=1)", "rrf(k=2147483648)", "isr", "dowdall", "combsum(norm='minmax')", "combsum(norm='max')",
         "combsum(norm='none')", "combsum", "combmnz(norm='minmax')", "combmnz(norm='max')", "combmnz(norm='none')"]
#: docids of each str kind (1, 2 and 4 bytes a character) that sort differently by bytes and by code points
POOL = ["d1", "d2", "d10", "D", "é", "éa", "ÿ", "Ā", "文", "文書", "𝔘", "𝔘x", "a" * 20, "z", "~"]
SCORES = [0.0, 1.0, 1.0, 2.5, -1.0, -2.5, 0.1, 0.2, 0.30000000000000004, 1e-300, 1e300, -1e300, 1.7e308, -1.7e308]


def python_path(spec: str, **kwargs) -> Fuser:
    """A fuser that never calls the kernel."""
    f = Fuser(spec, **kwargs)
    f._native = None
    return f


def bits(out):
    """The answer with each score's exact bits (``-0.0`` is not ``0.0`` here)."""
    return [(d, s.hex()) for d, s in out]


def outcome(f: Fuser, lists):
    try:
        return "ok", bits(f(lists))
    except Exception as e:  # the same error class and message on both paths
        return type(e).__name__, str(e)


def check(spec: str, lists, **kwargs):
    """Both paths' outcomes; returns whether the kernel answered (did not decline), None for a fuser that
    cannot be made (every weight 0, weights for a method without)."""
    try:
        kernel, python = Fuser(spec, **kwargs), python_path(spec, **kwargs)
    except (ValueError, TypeError):
        return None
    assert kernel._native is not None, spec
    assert outcome(kernel, lists) == outcome(python, lists), (spec, kwargs, lists)
    return kernel._native(lists) is not None


scores = st.one_of(st.sampled_from(SCORES), st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False))
one_list = st.dictionaries(st.sampled_from(POOL), scores, max_size=len(POOL))
requests = st.dictionaries(st.sampled_from([f"L{j}" for j in range(12)]), one_list, min_size=1, max_size=12)
weight = st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0, 1e-300, 1e300])


@pytest.mark.filterwarnings("ignore:invalid value:RuntimeWarning")  # the Python path's max of 0 / 0
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec=st.sampled_from(SPECS), lists=requests, window=st.one_of(st.none(), st.integers(1, 6)),
       depth=st.one_of(st.none(), st.integers(1, 6)), weights=st.one_of(st.none(), st.dictionaries(
           st.sampled_from([f"L{j}" for j in range(4)]), weight, max_size=4)))
def test_the_kernel_is_the_python_path_bit_for_bit(spec, lists, window, depth, weights):
    if weights is not None:  # only names of the request (an unknown name: both refuse it, tested below)
        weights = {k: v for k, v in weights.items() if k in lists}
    check(spec, lists, window=window, depth=depth, weights=weights)


@settings(max_examples=200, deadline=None)
@given(spec=st.sampled_from(SPECS), n_lists=st.integers(1, 12), seed=st.integers(0, 2**32 - 1),
       weighted=st.booleans())
def test_many_documents_in_many_lists(spec, n_lists, seed, weighted):
    """Lists of 0..60 documents from a pool of 80 with few distinct scores: long tie runs, documents in up
    to 12 lists (the pairwise sums from 8 lists on)."""
    import random

    rng = random.Random(seed)
    lists = {f"L{j}": {f"doc{d}": rng.choice([0.5, 1.0, 2.0, rng.random()]) for d in rng.sample(range(80), rng.randint(0, 60))}
             for j in range(n_lists)}
    weights = {f"L{j}": rng.choice([0.0, 0.25, 1.0, 7.0]) for j in range(n_lists) if rng.random() < 0.5} if weighted else None
    check(spec, lists, weights=weights)


def test_the_kernel_answers_the_common_request():
    """The kernel is used, not declined, on the requests of its scope (else every test above could pass with a
    kernel that declines everything)."""
    lists = {"bm25": {"d1": 12.1, "d2": 9.5, "d3": 9.5}, "dense": {"d2": 0.9, "d4": 0.8},
             "sparse": {"d3": 3.0, "d1": 2.0, "d5": 1.0}}
    for spec in SPECS:
        for weights in (None, {"dense": 2.0}):
            assert check(spec, lists, weights=weights) is not False, spec
    many = {f"L{j}": {f"d{(j * 7 + i) % 30}": float(i % 5) for i in range(20)} for j in range(9)}
    for spec in SPECS:
        assert check(spec, many), spec


def test_hand_computed():
    """RRF (k = 60) and CombSUM of minmax scores on three lists, by hand."""
    lists = {"a": {"x": 3.0, "y": 2.0, "z": 1.0}, "b": {"y": 5.0, "x": 4.0}, "c": {"z": 0.5, "w": 0.5}}
    # ranks: a: x1 y2 z3; b: y1 x2; c: z1 w2 (equal scores: docid descending, so z before w)
    rrf = Fuser("rrf", k=60)(lists)
    assert rrf == [("x", 1 / 61 + 1 / 62), ("y", 1 / 62 + 1 / 61), ("z", 1 / 61 + 1 / 63), ("w", 1 / 62)]
    # x and y tie (a + b commute): more lists tie, best rank ties (1), docid: x first
    assert [d for d, _ in rrf] == ["x", "y", "z", "w"]
    comb = Fuser("combsum", norm="minmax")(lists)
    # a: x 1, y 0.5, z 0; b: y 1, x 0; c: constant list -> 1 each
    # x, z, w tie at 1: x and z in 2 lists first, both with best rank 1 (x in a, z in c), so by docid
    assert comb == [("y", 1.5), ("x", 1.0), ("z", 1.0), ("w", 1.0)]
    mnz = Fuser("combmnz", norm="minmax")(lists)
    assert mnz == [("y", 3.0), ("x", 2.0), ("z", 2.0), ("w", 1.0)]
    assert Fuser("rrf", k=60, depth=2, window=1)(lists) == [("x", 1 / 61), ("y", 1 / 61)]


def test_three_values_sorted_then_added_and_pairwise_from_eight_lists():
    """Below 8 lists three values are sorted and added from 0; from 8 on NumPy's pairwise sum of the row."""
    vals = [0.1, 0.2, 0.30000000000000004]
    lists = {f"L{j}": {"d": v, "e": 0.0} for j, v in enumerate(vals)}
    out = dict(Fuser("combsum", norm="none")(lists))
    assert out["d"] == (0.0 + 0.1) + 0.2 + 0.30000000000000004
    lists = {f"L{j}": {"d": 1.0 + j / 3.0, "e": -1e-3 * j} for j in range(20)}
    check("combsum(norm='none')", lists)
    check("combmnz(norm='none')", lists)


def test_rrf_with_its_largest_k_ties_equal_rank_sums():
    """k = 2**31 (RRF's largest): z1 (ranks 1 and 4) and a2 (2 and 3) have points within the tie rule's 2**-40
    of each other, so the tie rule puts z1 (best rank 1) first, where docid order alone gives a2; g1 and g2 (one
    list each) follow by their ranks."""
    lists = {"a": {"z1": 2.0, "a2": 1.0}, "b": {"g1": 4.0, "g2": 3.0, "a2": 2.0, "z1": 1.0}}
    out = Fuser("rrf", k=2**31)(lists)
    assert [d for d, _ in out] == ["z1", "a2", "g1", "g2"]
    check("rrf(k=2147483648)", lists)


BAD = [
    {"a": {"": 1.0}},
    {"a": {"x y": 1.0}},
    {"a": {"x\n": 1.0}},
    {"a": {"x\u000b": 1.0}},
    {"a": {"x": 1.0}, "b": {"y": math.nan}},
    {"a": {"x": 1.0}, "b": {"y": math.inf}},
    {"a": {"x": -math.inf}},
    {"a": {1: 1.0, 2: 0.5}},
    {"a": {1: 1.0}, "b": {"1": 0.5}},
    {"a": {"x": 1}},
    {"a": {"x": True}},
    {"a": {"x": "1.0"}},
    {"a": {"x": 1.0, "y": 2}},
    {"a": ["x", "y"]},
    {"a": (["x"], [1.0])},
    {"a": {"x": 1.0}, "b": {}},
    {"a": {}},
    {},
    {"a": {"x" * 5000: 1.0}},
    {"a": {"x": 1.0, "w x": 2.0}},  # past the window of 1: still refused
]


@pytest.mark.parametrize("lists", BAD, ids=range(len(BAD)))
@pytest.mark.parametrize("spec", ["rrf", "combsum", "combmnz(norm='max')"])
def test_bad_or_unusual_input_same_error_or_answer(spec, lists):
    for window in (None, 1):
        check(spec, lists, window=window)
        check(spec, lists, window=window, weights={"a": 2.0})
        check(spec, lists, window=window, weights={"zz": 2.0})  # an unknown list: the Python path's error


def test_beyond_the_floats_refused_alike():
    """max of -1e308 over 1e-10 and sums past 1.8e308: the Python path's errors."""
    check("combsum(norm='max')", {"a": {"x": 1e-10, "y": -1e308}})
    check("combsum(norm='none')", {"a": {"x": 1.7e308}, "b": {"x": 1.7e308}})
    check("combmnz(norm='none')", {"a": {"x": 1e308}, "b": {"x": 1e307}})
    check("combsum(norm='none')", {"a": {"x": 1e300}}, weights={"a": 1e300})
    check("combsum(norm='minmax')", {"a": {"x": 1.7e308, "y": -1.7e308, "z": 0.0}})


@pytest.mark.filterwarnings("ignore:invalid value:RuntimeWarning")
def test_negative_zero():
    """-0.0 scores: kept as the Python path keeps them (or declined where NumPy's minimum could pick either)."""
    for spec in SPECS:
        check(spec, {"a": {"x": -0.0, "y": 0.0, "z": -1.0}, "b": {"x": 0.0}})
        check(spec, {"a": {"x": -0.0}, "b": {"y": 1.0}}, weights={"a": 0.0, "b": 1.0})
        check(spec, {"a": {"x": -1.0, "y": -2.0}, "b": {"y": 1.0}}, weights={"a": 0.0, "b": 1.0})
        # from 8 lists a document's one value is added to 0.0 (sorted_sums): -0.0 becomes 0.0
        check(spec, {"a": {"x": -1.0}, **{f"b{j}": {"y": 1.0} for j in range(8)}}, weights={"a": 0.0, "b0": 1.0})


def test_no_leak_in_many_calls():
    """100,000 calls (answers and declines) keep the memory Python allocates flat."""
    import tracemalloc

    f = Fuser("combsum", norm="minmax", weights={"b": 2.0})
    ok = {"a": {f"d{i}": float(i % 7) for i in range(30)}, "b": {f"d{i}": 1.0 / (i + 1) for i in range(0, 60, 2)}}
    declined = {"a": {"x": 1.0, "y": math.nan}}
    for _ in range(1000):  # warm-up
        f(ok)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i in range(100_000):
            f._native(declined if i % 10 == 0 else ok)
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert after - before < 50_000


def test_explain_and_other_forms_take_the_python_path():
    lists = {"a": {"x": 1.0, "y": 2.0}, "b": {"x": 3.0}}
    f = Fuser("rrf")
    assert [e["docid"] for e in f(lists, explain=True)] == [d for d, _ in f(lists)]
    assert f._native({"a": ["x", "y"]}) is None
    assert f._native({"a": {"x": 1}}) is None
    assert Fuser("combsum", norm="zscore")._native is None
    assert Fuser("combmax")._native is None


#: scores that tie exactly or within the tie rule's tolerance (2^-40 of the larger of two neighbours), and ones that do not
TIED = [0.0, 1.0, 2.0, 1.0 + 2.0 ** -45, 1.0 - 2.0 ** -45, 2.0 - 2.0 ** -44, 3.0]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec=st.sampled_from(["rrf(k=2147483648)", "rrf", "dowdall", "combsum(norm='none')", "combsum(norm='minmax')",
                             "combmnz(norm='none')"]),
       lists=st.dictionaries(st.sampled_from([f"L{j}" for j in range(10)]),
                             st.dictionaries(st.sampled_from(POOL), st.sampled_from(TIED), min_size=1,
                                             max_size=len(POOL)), min_size=1, max_size=10),
       seed=st.integers(0, 2**32 - 1))
def test_the_kernels_tie_rule_is_the_specification_bit_for_bit(spec, lists, seed):
    """The kernel is the one compiled copy of the house tie rule: its order of its own fused scores is
    ``rankagg.data.tie_rule.order_by_tie_rule``'s (the specification), with each document's number of lists and
    best rank counted here from the lists (ranked by trec_eval's rule), the documents given to the
    specification in a random order."""
    import numpy as np

    from rankagg.data.tie_rule import order_by_tie_rule

    out = Fuser(spec)._native(lists)
    if out is None:  # declined: the Python path answers (test_the_kernel_is_the_python_path_bit_for_bit)
        return
    count: dict[str, int] = {}
    best: dict[str, float] = {}
    for scores in lists.values():
        ranked = sorted(scores, key=lambda d: (scores[d], d), reverse=True)  # score, then docid, descending
        for r, d in enumerate(ranked, 1):
            count[d] = count.get(d, 0) + 1
            best[d] = min(best.get(d, math.inf), r)
    docs = [d for d, _ in out]
    perm = np.random.default_rng(seed).permutation(len(docs))
    shuffled = [docs[i] for i in perm]
    order = order_by_tie_rule(np.array([0, len(docs)]), np.array([s for _, s in out])[perm],
                              np.array([count[d] for d in shuffled]), np.array([best[d] for d in shuffled]),
                              np.array(shuffled))
    assert [shuffled[i] for i in order.tolist()] == docs
