"""``first_by_tie_rule`` (the first ``m`` of each query without ordering every item) against the whole order
of :func:`order_by_tie_rule` it stands for: the same items, on generated queries built to hit its edges
(near-tie runs across the ``m``-th score, chains of rounding-level gaps, equal scores decided by rankers,
best rank and docid, NaN and infinite scores, negative scores whose magnitude sets the scale, empty, small and
large queries)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rankagg.data.tie_rule import TIE_TOLERANCE, first_by_tie_rule, first_by_tie_rule_without, order_by_tie_rule


def whole_order_first(offsets, scores, n_ranked_by, best_rank, docids, m):
    order = order_by_tie_rule(offsets, scores, n_ranked_by, best_rank, docids)
    query = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))[order]
    position = np.arange(len(order)) - offsets[query] + 1
    first = np.zeros(len(scores), dtype=bool)
    first[order[position <= m]] = True
    return first


@st.composite
def queries(draw):
    m = draw(st.integers(1, 6))
    sizes = draw(st.lists(st.integers(0, 60), min_size=1, max_size=5))
    scores, n_ranked_by, best_rank = [], [], []
    for size in sizes:
        base = draw(st.sampled_from([1.0, 0.5, 1e-3, 100.0]))
        kind = draw(st.sampled_from(["spread", "few values", "chain", "negative scale", "odd values"]))
        for i in range(size):
            if kind == "spread":
                v = base * draw(st.integers(0, 40)) / 40
            elif kind == "few values":
                v = base * draw(st.sampled_from([0.0, 0.25, 0.5]))
            elif kind == "chain":  # steps of about the tolerance: near-tie runs that chain across the m-th score
                v = base * (1.0 - draw(st.integers(0, 12)) * draw(st.sampled_from([0.5, 0.9, 1.1])) * TIE_TOLERANCE)
            elif kind == "negative scale":
                v = -1e6 if i == 0 else base * draw(st.integers(0, 5)) * (1 + draw(st.integers(0, 3)) * TIE_TOLERANCE)
            else:
                v = draw(st.sampled_from([np.nan, np.inf, -np.inf, base, 0.0]))
            scores.append(v)
            n_ranked_by.append(draw(st.integers(0, 3)))
            best_rank.append(draw(st.sampled_from([1.0, 2.0, 5.0, np.nan, np.inf])))
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    n = int(offsets[-1])
    docids = np.array([f"d{draw(st.integers(0, 9))}{i}" for i in range(n)], dtype=str) if n else np.zeros(0, dtype=str)
    return offsets, np.array(scores, dtype=np.float64), np.array(n_ranked_by), np.array(best_rank), docids, m


def every_kind(m: int, seed: int):
    """A case of :func:`queries`' shape made without drawing: one query of 60 items of each kind (each on
    another base), an empty query and one of 3 items, so that every kind of query is met however few the drawn
    examples are."""
    rng = np.random.default_rng(seed)
    kinds = [("spread", 1.0), ("few values", 0.5), ("chain", 1e-3), ("negative scale", 100.0), ("odd values", 1.0)]
    sizes = [60] * len(kinds) + [0, 3]
    scores = []
    for (kind, base), size in zip(kinds + [("spread", 1.0), ("chain", 1.0)], sizes):
        for i in range(size):
            if kind == "spread":
                v = base * rng.integers(0, 41) / 40
            elif kind == "few values":
                v = base * rng.choice([0.0, 0.25, 0.5])
            elif kind == "chain":
                v = base * (1.0 - rng.integers(0, 13) * rng.choice([0.5, 0.9, 1.1]) * TIE_TOLERANCE)
            elif kind == "negative scale":
                v = -1e6 if i == 0 else base * rng.integers(0, 6) * (1 + rng.integers(0, 4) * TIE_TOLERANCE)
            else:
                v = rng.choice([np.nan, np.inf, -np.inf, base, 0.0])
            scores.append(float(v))
    n = len(scores)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    docids = np.array([f"d{rng.integers(0, 10)}{i}" for i in range(n)], dtype=str)
    return (offsets, np.array(scores), rng.integers(0, 4, n), rng.choice([1.0, 2.0, 5.0, np.nan, np.inf], n), docids, m)


# 150 drawn examples (400 before: 15 CPU s, most of it drawing the items one by one) with every kind of query
# given whole, at the smallest m, a middle one and the largest
@settings(max_examples=150, deadline=None)
@given(queries())
@example(every_kind(1, 0))
@example(every_kind(3, 1))
@example(every_kind(6, 2))
def test_the_same_first_m_as_the_whole_order(case):
    offsets, scores, n_ranked_by, best_rank, docids, m = case
    got = first_by_tie_rule(offsets, scores, n_ranked_by, best_rank, docids, m)
    np.testing.assert_array_equal(got, whole_order_first(offsets, scores, n_ranked_by, best_rank, docids, m))


def test_by_hand():
    # one query of 12 items (more than 4 m for m = 2): 0.9 first; 0.8 twice, the tie decided by more rankers
    scores = np.array([0.1] * 9 + [0.8, 0.9, 0.8])
    n_ranked_by = np.array([1] * 9 + [1, 1, 2])
    best = np.ones(12)
    docids = np.array([f"d{i:02d}" for i in range(12)])
    first = first_by_tie_rule(np.array([0, 12]), scores, n_ranked_by, best, docids, 2)
    assert np.flatnonzero(first).tolist() == [10, 11]
    # a score a rounding below 0.8 ties with it and wins by its docid: d00 < d09
    scores[0] = 0.8 * (1 - TIE_TOLERANCE / 4)
    n_ranked_by[[0, 9, 11]] = 1
    first = first_by_tie_rule(np.array([0, 12]), scores, n_ranked_by, best, docids, 2)
    assert np.flatnonzero(first).tolist() == [0, 10]


@pytest.mark.parametrize("m", [0, -1])
def test_no_first_items_for_m_below_one(m):
    assert not first_by_tie_rule(np.array([0, 3]), np.ones(3), np.ones(3), np.ones(3), np.array(["a", "b", "c"]),
                                 m).any()


def per_group_reference(offsets, scores, n_ranked_by, best_rank, docids, m, item, group, less, n_groups):
    """Column g: the first m of scores less group g's entries, one group at a time (the definition)."""
    out = np.zeros((len(scores), n_groups), dtype=bool)
    for g in range(n_groups):
        mine = np.zeros(len(scores))
        mine[item[group == g]] = less[group == g]
        out[:, g] = whole_order_first(offsets, scores - mine, n_ranked_by, best_rank, docids, m)
    return out


@st.composite
def sums_less_a_term(draw):
    """Scores that are sums of non-negative terms, one term per (group, item) entry, and entries to take out
    (the leave-one-out consensus), with terms equal across groups and near the m-th sum to make ties;
    sometimes a negative or infinite term, which takes the group-by-group path."""
    m = draw(st.integers(1, 5))
    n_groups = draw(st.integers(1, 5))
    sizes = draw(st.lists(st.integers(0, 40), min_size=1, max_size=4))
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    n = int(offsets[-1])
    step = draw(st.sampled_from([1.0, 1 / 3, TIE_TOLERANCE, 1e-3]))
    terms = np.zeros((n, n_groups))
    for i in range(n):
        for g in range(n_groups):
            if draw(st.booleans()):
                terms[i, g] = draw(st.integers(0, 6)) * step + draw(st.sampled_from([0.0, 0.5, 1 / (10 + i)]))
    odd = draw(st.sampled_from(["none", "none", "negative", "infinite"]))
    if odd != "none" and n:
        terms[draw(st.integers(0, n - 1)), draw(st.integers(0, n_groups - 1))] = -0.5 if odd == "negative" else np.inf
    item, group = np.nonzero(terms)
    less = terms[item, group]
    scores = terms.sum(axis=1)
    n_ranked_by = (terms != 0).sum(axis=1)
    best_rank = np.array([draw(st.sampled_from([1.0, 2.0, 7.0])) for _ in range(n)])
    docids = np.array([f"d{draw(st.integers(0, 5))}{i}" for i in range(n)], dtype=str) if n else np.zeros(0, str)
    return offsets, scores, n_ranked_by, best_rank, docids, m, item, group, less, n_groups


def sums_of_each_oddity(m: int, step: float, odd: str):
    """A case of :func:`sums_less_a_term`'s shape made without drawing: 4 groups, queries of 40, 0 and 7 items."""
    sizes, n_groups = [40, 0, 7], 4
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    n = int(offsets[-1])
    rng = np.random.default_rng(len(odd) + m)
    terms = np.zeros((n, n_groups))
    for i in range(n):
        for g in range(n_groups):
            if rng.integers(0, 2):
                terms[i, g] = rng.integers(0, 7) * step + [0.0, 0.5, 1 / (10 + i)][rng.integers(0, 3)]
    if odd != "none":
        terms[5, 2] = -0.5 if odd == "negative" else np.inf
    item, group = np.nonzero(terms)
    docids = np.array([f"d{rng.integers(0, 6)}{i}" for i in range(n)], dtype=str)
    return (offsets, terms.sum(axis=1), (terms != 0).sum(axis=1), rng.choice([1.0, 2.0, 7.0], n), docids, m, item,
            group, terms[item, group], n_groups)


# 100 drawn examples (200 before) with each oddity (none, a negative term, an infinite one) given whole, near-tie
# steps among them
@settings(max_examples=100, deadline=None)
@given(sums_less_a_term())
@example(sums_of_each_oddity(2, TIE_TOLERANCE, "none"))
@example(sums_of_each_oddity(1, 1 / 3, "negative"))
@example(sums_of_each_oddity(5, 1e-3, "infinite"))
@example(sums_of_each_oddity(3, 1.0, "none"))
def test_without_a_group_is_its_first_m_group_by_group(case):
    with np.errstate(invalid="ignore"):
        expected = per_group_reference(*case)
        got = first_by_tie_rule_without(*case)
    np.testing.assert_array_equal(got, expected)


def test_without_by_hand():
    # one query of 12 items, m = 1; item 11 leads with 3.0, all of it ranker 0's, so without ranker 0 the lead
    # is item 10's 2.0; without ranker 1 (0.5 of item 10's) item 11 still leads
    scores = np.array([0.1] * 10 + [2.0, 3.0])
    item, group, less = np.array([11, 10]), np.array([0, 1]), np.array([3.0, 0.5])
    args = (np.array([0, 12]), scores, np.ones(12), np.ones(12), np.array([f"d{i:02d}" for i in range(12)]), 1)
    got = first_by_tie_rule_without(*args, item, group, less, 2)
    assert np.flatnonzero(got[:, 0]).tolist() == [10] and np.flatnonzero(got[:, 1]).tolist() == [11]


def test_without_keeps_the_near_ties_of_a_lowered_top():
    # m = 1: item 0 leads with 1.0, 0.5 of it group 0's.  Without group 0 it scores 0.5, and item 1, a rounding
    # below 0.5 (half the tie tolerance), ties with it and wins on more rankers: item 1 lies below the m-th
    # score less the largest term, and only the near-tie margin keeps it in view
    scores = np.array([1.0, 0.5 * (1 - TIE_TOLERANCE / 2)] + [0.01] * 8)
    n_ranked_by = np.array([1, 3] + [1] * 8)
    args = (np.array([0, 10]), scores, n_ranked_by, np.ones(10), np.array([f"d{i}" for i in range(10)]), 1)
    got = first_by_tie_rule_without(*args, np.array([0]), np.array([0]), np.array([0.5]), 1)
    assert np.flatnonzero(got[:, 0]).tolist() == [1]
    assert np.array_equal(got, per_group_reference(*args, np.array([0]), np.array([0]), np.array([0.5]), 1))
