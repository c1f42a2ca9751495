"""The p-value methods score ``-log10(p)``: a gene with p = 1 (and a statistic of 0) scores 0, never -0.0, which a
run file then shows as ``-0`` and a byte comparison tells from 0 (the nineteenth note's left item)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io.gene_lists import gene_lists_to_rankings
from rankagg.methods.registry import make_method

SIGNIFICANCE = ["rra", "rra_min", "rra_median", "rra_geom_mean", "rra_mean", "stuart", "vote_counting"]
GENES = [f"g{i}" for i in range(9)]


def _no_negative_zero(scores):
    s = np.asarray(scores, dtype=np.float64)
    assert not np.any((s == 0.0) & np.signbit(s)), s


@pytest.mark.parametrize("name", SIGNIFICANCE)
def test_a_gene_every_list_ranks_last_scores_plus_zero(name):
    """g9 is last of every list of 9 (its p-value is 1 for the RRA family); its score is +0.0 where it is 0."""
    lists = {"a": GENES + ["g9"], "b": GENES[::-1] + ["g9"], "c": GENES[3:] + GENES[:3] + ["g9"]}
    _no_negative_zero(make_method(name).score(gene_lists_to_rankings(lists)))


@pytest.mark.parametrize("name", SIGNIFICANCE)
@settings(max_examples=25, deadline=None)
@given(orders=st.lists(st.permutations(GENES).map(lambda p: p[: len(p)]), min_size=1, max_size=4),
       cut=st.integers(1, len(GENES)))
def test_no_score_is_a_negative_zero(name, orders, cut):
    lists = {f"l{j}": list(o[:cut] if j else o) for j, o in enumerate(orders)}
    _no_negative_zero(make_method(name).score(gene_lists_to_rankings(lists)))
