"""rankagg.data.ranks.query_ranks: the one grouped rank routine (hand-computed and against scipy per query)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import rankdata

from rankagg.data.ranks import query_ranks
from rankagg.data.rankings import ranks_from_scores


def test_hand_computed_average_and_ordinal():
    values = np.array([3.0, 1.0, np.nan, 1.0, 7.0, 5.0, 6.0])
    query = np.array([0, 0, 0, 0, 1, 1, 1])
    np.testing.assert_array_equal(query_ranks(values, query), [3, 1.5, np.nan, 1.5, 3, 1, 2])
    np.testing.assert_array_equal(query_ranks(values, query, ties="ordinal"), [3, 1, np.nan, 2, 3, 1, 2])
    # ties broken by the key first, then by row
    key = np.array([0, 9, 0, 2, 0, 0, 0])
    np.testing.assert_array_equal(query_ranks(values, query, ties="ordinal", tiebreak=key), [3, 2, np.nan, 1, 3, 1, 2])
    with pytest.raises(ValueError, match="ties"):
        query_ranks(values, query, ties="dense")


def test_ranks_from_scores_is_the_trec_eval_rule():
    # score descending, then docid descending
    r = ranks_from_scores(np.array([1.0, 2.0, 2.0, np.nan]), np.array([0, 4]), np.array(["a", "b", "c", "d"]))
    np.testing.assert_array_equal(r, [3, 2, 1, np.nan])


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 4), min_size=1, max_size=30),
    st.integers(0, 3),
    st.randoms(use_true_random=False),
)
def test_average_ranks_equal_scipy_per_query(raw, n_queries, rnd):
    values = np.array(raw, dtype=np.float64)
    values[[rnd.random() < 0.2 for _ in raw]] = np.nan
    query = np.array([rnd.randrange(n_queries + 1) for _ in raw])
    got = query_ranks(values, query)
    for q in np.unique(query):
        rows = np.flatnonzero((query == q) & ~np.isnan(values))
        if rows.size:
            np.testing.assert_array_equal(got[rows], rankdata(values[rows], method="average"))
    assert np.array_equal(np.isnan(got), np.isnan(values))
