"""The certified top-k, ``Fuser.top`` (issue 51 item 1): whatever it reads, its answer is the full Fuser's first
``k`` bit for bit (scores and the house tie rule's order), by the compiled proof and by the Python one; it
stops early only when the bounds prove it; it says how it ended and how much it read."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.fuser import Fuser
from rankagg.fuser import topk as topk_module

CERTIFIED = ["rrf", "rrf(k=1)", "rrf(k=5)", "dowdall", "isr", "combsum", "combsum(norm='minmax')",
             "combsum(norm='max')", "combsum(norm='none')", "combmnz", "combmnz(norm='none')"]
NOT_CERTIFIED = ["borda", "combmax", "combsum(norm='zscore')", "combanz"]
POOL = [f"d{i}" for i in range(30)] + ["D", "é", "文書"]
#: few distinct values: equal scores and equal fused scores are common; near-ties within the tie tolerance
SCORES = [0.0, 1.0, 1.0 - 2.0 ** -45, 0.5, 0.25, 2.0, -1.0, 0.1, 0.2, 0.30000000000000004, 3.0, 3.0 + 2.0 ** -44]


@st.composite
def requests(draw, max_lists: int = 4):
    m = draw(st.integers(1, max_lists))
    lists = {}
    for j in range(m):
        ids = draw(st.lists(st.sampled_from(POOL), unique=True, max_size=25))
        scores = sorted((draw(st.sampled_from(SCORES)) for _ in ids), reverse=True)
        lists[f"L{j}"] = dict(zip(ids, scores))  # best first; equal scores in any docid order
    return lists


def full_top(spec: str, lists, k: int, **kwargs):
    return Fuser(spec, depth=k, **kwargs)(lists)


def as_form(lists, form: str):
    if form == "dict":
        return lists
    if form == "pairs":
        return {n: (list(d), list(d.values())) for n, d in lists.items()}
    if form == "arrays":
        return {n: (np.array(list(d), dtype=object), np.array(list(d.values()))) for n, d in lists.items()}
    return {n: iter(list(d.items())) for n, d in lists.items()}  # iterators of (docid, score)


def assert_same(got, want):
    assert [(d, s.hex()) for d, s in got] == [(d, float(s).hex()) for d, s in want]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests(), st.sampled_from(CERTIFIED), st.integers(1, 40), st.sampled_from(["dict", "pairs", "arrays"]),
       st.booleans())
def test_top_is_the_full_first_k(lists, spec, k, form, python):
    """Ties, equal and near-equal fused scores, short and empty lists, k beyond the documents: the same bits."""
    fuser = Fuser(spec)
    if python:
        fuser._native = None
    want = full_top(spec, lists, k)
    if python:
        saved, topk_module._native = topk_module._native, None
        try:
            got = fuser.top(as_form(lists, form), k)
        finally:
            topk_module._native = saved
    else:
        got = fuser.top(as_form(lists, form), k)
    assert_same(got.items, want)
    assert got.status in ("proven", "exhausted") and got.certified
    negative = any(s < 0 for d in lists.values() for s in d.values())
    assert got.reason is None or (spec == "combmnz(norm='none')" and negative and "negative" in got.reason)
    total = sum(len(d) for d in lists.values())
    assert got.share is not None and sum(got.read.values()) <= total + 2 * len(lists)
    if got.status == "proven":
        assert any(got.read[n] < len(d) for n, d in lists.items())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests(max_lists=3), st.integers(1, 12), st.data())
def test_weights_windows_and_iterators(lists, k, data):
    """Weighted RRF and CombSUM, a window, iterators (CombSUM of raw scores with stated bounds)."""
    names = list(lists)
    weights = {n: data.draw(st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0])) for n in names}
    if not any(weights.values()):
        weights[names[0]] = 1.0
    window = data.draw(st.one_of(st.none(), st.integers(1, 10)))
    for spec in ("rrf", "combsum(norm='none')", "combsum"):
        want = full_top(spec, lists, k, weights=weights, window=window)
        got = Fuser(spec, weights=weights, window=window).top(lists, k)
        assert_same(got.items, want)
    bounds = {n: (-1.0, 3.0 + 2.0 ** -44) for n in names}
    got = Fuser("combsum(norm='none')").top(as_form(lists, "iter"), k, score_bounds=bounds)
    assert_same(got.items, full_top("combsum(norm='none')", lists, k))
    assert got.reason is None
    ranked = {n: list(d) for n, d in lists.items()}  # docids alone: ranks by position
    assert_same(Fuser("rrf").top({n: iter(v) for n, v in ranked.items()}, k).items, full_top("rrf", ranked, k))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(st.sampled_from(POOL), unique=True, max_size=20), min_size=8, max_size=10),
       st.integers(1, 15))
def test_eight_lists_and_more(ranked, k):
    """From 8 lists the sums are NumPy's pairwise replay: the proof's bounds and exact scores use it too."""
    lists = {f"L{j}": ids for j, ids in enumerate(ranked)}
    for python in (False, True):
        fuser = Fuser("rrf")
        saved = topk_module._native
        if python:
            topk_module._native = None
        try:
            got = fuser.top(lists, k)
        finally:
            topk_module._native = saved
        assert_same(got.items, full_top("rrf", lists, k))


@pytest.mark.parametrize("spec", NOT_CERTIFIED)
def test_what_it_cannot_certify_is_read_to_the_end(spec):
    lists = {"a": {"x": 3.0, "y": 2.0, "z": 1.0}, "b": {"y": 5.0, "w": 4.0}}
    got = Fuser(spec).top(lists, 2)
    assert got.status == "exhausted" and got.reason and got.read == {"a": 3, "b": 2} and got.share == 1.0
    assert_same(got.items, full_top(spec, lists, 2))


def test_hand_computed_stop():
    """Two equal lists of 100: RRF's first document is proven after the first block of 16 entries: the
    first scores 2/61; a document read in neither list scores at most 2/77, one read in one list at most
    1/(60 + r) + 1/77 < 2/61; the gap exceeds the tie tolerance."""
    ids = [f"doc{i:03d}" for i in range(100)]
    lists = {"a": dict(zip(ids, np.linspace(1, 0, 100).tolist())), "b": list(ids)}
    for form in (lists, {"a": lists["a"], "b": iter(ids)}):
        got = Fuser("rrf").top(form, 1)
        assert got.status == "proven" and got.read == {"a": 16, "b": 16} and got.rounds == 1
        assert got.items == [("doc000", 1 / 61 + 1 / 61)]
    native = Fuser("rrf").top({"a": lists["a"], "b": dict.fromkeys(ids, 1.0)}, 1)  # b: all tied, read whole
    assert native.items == full_top("rrf", {"a": lists["a"], "b": dict.fromkeys(ids, 1.0)}, 1)


def test_ties_at_the_boundary_go_by_the_house_rule():
    """y and z score exactly alike; the tie rule (more lists, best rank, then docid) puts y first, and a
    document that ties the k-th only through near-equal scores (within 2^-40 of the larger) is read before
    the answer is given."""
    lists = {"a": {"z": 2.0, "y": 1.0, "q": 0.5}, "b": {"y": 2.0, "z": 1.0}}
    assert Fuser("rrf").top(lists, 1).items == [("y", 1 / 61 + 1 / 62)] == full_top("rrf", lists, 1)
    near = {"a": {"b1": 1.0, **{f"f{i}": 0.5 for i in range(40)}, "a9": 0.5 - 2.0 ** -44},
            "b": {"a9": 0.5, **{f"g{i}": 0.0 for i in range(40)}}}
    want = full_top("combsum(norm='none')", near, 2)
    got = Fuser("combsum(norm='none')").top(near, 2)
    assert_same(got.items, want)
    assert got.items[0][0] == "a9"  # 1 - 2^-44 and b1's 1.0 tie within the tolerance: a9 is in more lists


@pytest.mark.parametrize("form", ["dict", "pairs"])
def test_an_unread_near_tie_wins_the_boundary(form):
    """y's second entry is unread after the first block and y's bound is below z's score, but within the tie
    tolerance: y ties z, and wins (both in two lists, both with a first rank, docid 'y' < 'z').  A cut that
    asked only for a bound below the k-th score would answer z; the cut must clear the tolerance."""
    e = 2.0 ** -52
    a = {"y": 0.5, "z": 0.5 - 2.0 ** -46, **{f"f{i:02d}": 0.0 for i in range(40)}}
    b = {"z": 0.5, **{f"g{i:02d}": 0.5 - 2.0 ** -45 - i * e for i in range(41)}, "y": 0.5 - 2.0 ** -45 - 50 * e,
         **{f"h{i:02d}": 0.0 for i in range(40)}}
    lists = {"a": a, "b": b}
    want = full_top("combsum(norm='none')", lists, 1)
    assert want[0][0] == "y"
    got = Fuser("combsum(norm='none')").top(as_form(lists, form), 1)
    assert_same(got.items, want)
    assert got.read["b"] > 42  # read past y's entry in b


def test_errors_name_the_list():
    f = Fuser("rrf")
    with pytest.raises(ValueError, match="list 'a'.*sorted best first"):
        f.top({"a": {"x": 1.0, "y": 2.0}}, 1)
    with pytest.raises(ValueError, match="list 'a': docid 'x' appears twice"):
        f.top({"a": ["x", "y", "x"]}, 5)
    with pytest.raises(ValueError, match="list 'a': docid 'x y'"):
        f.top({"a": {"x y": 1.0}}, 1)
    with pytest.raises(ValueError, match="below the stated lowest score"):
        Fuser("combsum(norm='none')").top({"a": iter([("x", 1.0), ("y", -5.0)])}, 1, score_bounds={"a": (0, 1)})
    with pytest.raises(ValueError, match="k must be an integer >= 1"):
        f.top({"a": ["x"]}, 0)
    with pytest.raises(ValueError, match="weights: unknown list"):
        Fuser("rrf", weights={"c": 1.0}).top({"a": ["x"]}, 1)


def test_iterators_without_bounds_and_budget():
    """An iterator's lowest score is unknown: CombSUM of raw scores says so and reads it all; a budget stops
    reading and says the answer is not certified."""
    pairs = [(f"d{i}", float(100 - i)) for i in range(100)]
    got = Fuser("combsum(norm='none')").top({"a": iter(pairs), "b": iter(pairs[::-1][::-1])}, 3)
    assert got.status == "exhausted" and "score_bounds" in got.reason and got.share == 1.0
    assert got.items == full_top("combsum(norm='none')", {"a": dict(pairs), "b": dict(pairs)}, 3)
    lists = {"a": [f"x{i}" for i in range(500)], "b": [f"y{i}" for i in range(500)]}
    cut = Fuser("rrf").top(lists, 3, budget=40)
    assert cut.status == "budget" and not cut.certified and sum(cut.read.values()) >= 40
    assert math.isclose(cut.share, sum(cut.read.values()) / 1000)


@pytest.mark.parametrize("python", [False, True])
def test_a_proof_that_looked_at_every_entry_is_exhausted(python):
    """CombSUM's min-max needs each list's last entry: with 16 read and the 17th looked at, every entry was seen,
    so the answer is "exhausted", not "proven" (hypothesis found it: proven with read 17 of 17)."""
    lists = {"L0": {"d0": 1.0, **{f"z{i:02d}": 0.0 for i in range(16)}}}
    fuser = Fuser("combsum")
    saved = topk_module._native
    if python:
        fuser._native, topk_module._native = None, None
    try:
        got = fuser.top(lists, 1)
    finally:
        topk_module._native = saved
    assert got.items == [("d0", 1.0)] and got.read == {"L0": 17} and got.status == "exhausted" and got.certified
