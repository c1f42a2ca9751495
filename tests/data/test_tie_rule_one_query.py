"""The tie rule's one-query route (``rankagg.data.tie_rule._order_one_query``, the per-query Fuser's: one stable
sort of the tied items) against the general path of :func:`order_by_tie_rule` (two passes, any number of
queries), bit for bit: the general path is reached with the same query followed by an empty one."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rankagg.data.tie_rule import TIE_TOLERANCE, order_by_tie_rule


def general(scores, count, best, docids):
    """The two-pass path: one more (empty) query keeps the request off the one-query route."""
    n = len(scores)
    return order_by_tie_rule(np.array([0, n, n]), scores, count, best, np.asarray(docids))


def test_hand_computed_order():
    # scores 3, 2 (three near-ties), 1: the tied run ordered by more lists, then best rank, then docid
    near = 2.0 - 2.0 * TIE_TOLERANCE  # within the tolerance of 2.0 (x the larger of the two, 2.0)
    scores = np.array([2.0, 1.0, near, 2.0, 3.0])
    count = np.array([1, 3, 2, 2, 1])
    best = np.array([1.0, 1.0, 4.0, 2.0, 1.0])
    docids = ["e", "d", "c", "b", "a"]
    expected = [4, 3, 2, 0, 1]  # a (3.0); b (2 lists, best 2), c (2 lists, best 4), e (1 list); d (1.0)
    assert order_by_tie_rule(np.array([0, 5]), scores, count, best, docids).tolist() == expected
    assert general(scores, count, best, docids).tolist() == expected
    # the docid decides between equal counts and best ranks, by code points
    same = order_by_tie_rule(np.array([0, 3]), np.ones(3), np.ones(3), np.ones(3), ["b", "B", "a"])
    assert same.tolist() == [1, 2, 0]


@st.composite
def one_query(draw):
    n = draw(st.integers(1, 40))
    pool = draw(st.lists(st.sampled_from([0.0, -0.0, 1.0, 1.0 - 1e-13, 1.0 + 1e-13, 0.5, -2.0, 3e-300, 1e300,
                                          -1e300, 2.0 ** -40, 7.25]), min_size=1, max_size=6))
    scores = np.array([draw(st.sampled_from(pool)) if draw(st.booleans()) else
                       draw(st.floats(-1e6, 1e6, allow_nan=False)) for _ in range(n)])
    count = np.array(draw(st.lists(st.integers(1, 3), min_size=n, max_size=n)))
    best = np.array(draw(st.lists(st.sampled_from([1.0, 2.0, 3.0, np.nan, np.inf]), min_size=n, max_size=n)))
    docids = draw(st.lists(st.text("abAB09_", min_size=1, max_size=3), min_size=n, max_size=n, unique=True))
    return scores, count, best, docids


#: every member of the drawn pool in one query, each twice (signed zeros, near-ties a rounding apart on either
#: side of 1, the float extremes), with every count, every best rank (NaN: never ranked; inf) and docids that
#: differ in case only: the edges stay covered by these when the drawn examples are few
EDGE = (np.array([0.0, -0.0, 1.0, 1.0 - 1e-13, 1.0 + 1e-13, 0.5, -2.0, 3e-300, 1e300, -1e300, 2.0 ** -40, 7.25] * 2),
        np.array([1, 2, 3] * 8), np.array([1.0, 2.0, 3.0, np.nan, np.inf, 1.0] * 4),
        ["a", "A", "b", "B", "0", "9", "_", "aA", "Ab", "bb", "_0", "9_", "ab", "AB", "a0", "B9", "__", "00",
         "aB_", "A9b", "b0A", "B_9", "0aB", "9A_"])
# the same items in the reverse order: each tie is met the other way round
EDGE_REVERSED = tuple(x[::-1] for x in EDGE)


# 200 drawn examples (500 before: 6 CPU s, most of it drawing) with the edges given whole above
@settings(max_examples=200, deadline=None)
@given(one_query())
@example(EDGE)
@example(EDGE_REVERSED)
def test_the_one_query_route_is_the_general_order(case):
    scores, count, best, docids = case
    fast = order_by_tie_rule(np.array([0, len(scores)]), scores, count, best, docids)
    assert fast.dtype == np.int64
    assert fast.tolist() == general(scores, count, best, docids).tolist()
    # docids as an array (the batch callers) or a list (the Fuser) give one order
    assert fast.tolist() == order_by_tie_rule(np.array([0, len(scores)]), scores, count, best, np.array(docids)).tolist()


@settings(max_examples=150, deadline=None)
@given(one_query(), st.booleans())
@example(EDGE, False)
@example(EDGE, True)
@example(EDGE_REVERSED, True)
def test_both_walks_of_the_runs_give_the_general_order(case, integer_best):
    """The runs of near-ties are found by a walk over the links in Python (few links, the Fuser's) or by
    array steps (many): both give the general path's order, with float best ranks (NaN: never ranked) and
    with integer ones (the Fuser's, never NaN)."""
    from rankagg.data import tie_rule

    scores, count, best, docids = case
    if integer_best:
        best = np.where(np.isfinite(best), best, 9.0).astype(np.int64)
    expected = general(scores, count, best, docids).tolist()
    with pytest.MonkeyPatch.context() as mp:
        for few in (0, 10**9):  # every run by the arrays, every run by the walk
            mp.setattr(tie_rule, "_FEW_LINKS", few)
            assert order_by_tie_rule(np.array([0, len(scores)]), scores, count, best, docids).tolist() == expected
            assert tie_rule.order_finite_query(scores, count, best, docids).tolist() == expected  # the Fuser's entry


def test_runs_hand_computed():
    """Links at sorted positions 1, 2 and 5 (items 1-2-3 one run, 5-6 another): the walk and the arrays agree."""
    from rankagg.data.tie_rule import _run_arrays, _runs

    assert _runs([1, 2, 5]) == ([1, 2, 3, 5, 6], [1, 1, 1, 2, 2])
    link = np.zeros(7, dtype=bool)
    link[[1, 2, 5]] = True
    pos, run_id = _run_arrays(link)
    assert pos.tolist() == [1, 2, 3, 5, 6] and run_id.tolist() == [2, 2, 2, 4, 4]  # other numbers, the same runs
