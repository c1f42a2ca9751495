"""Every method whose class declares a per-query formula (the ``fuser`` tag, read from the registry, so a new
one is covered with no edit): the Fuser equals the batch path on generated lists.  (A module of its own:
tests/test_fuser.py stays importable without loading every family, which its numba test relies on.)"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.fuser import SUPPORTED_METHODS, Fuser
from rankagg.methods.registry import method_class
from tests.test_fuser import _batch, _same


@st.composite
def _lists(draw):
    """1..9 lists of 1..8 documents from a pool of 12: scores with ties (halves in -1.5..1.5) or docids only,
    and weights (None, or one per list from 0, 0.5, 1, 3, the first list's weight 1)."""
    n_lists, scored = draw(st.integers(1, 9)), draw(st.booleans())
    lists = {}
    for j in range(n_lists):
        docs = [f"d{d:02d}" for d in draw(st.lists(st.integers(0, 11), min_size=1, max_size=8, unique=True))]
        sc = draw(st.lists(st.integers(-3, 3), min_size=len(docs), max_size=len(docs)))
        lists[f"L{j}"] = {d: x / 2 for d, x in zip(docs, sc)} if scored else docs
    w = draw(st.none() | st.lists(st.sampled_from([0.0, 0.5, 1.0, 3.0]), min_size=n_lists, max_size=n_lists))
    return lists, scored, None if w is None else {n: (1.0 if j == 0 else x) for j, (n, x) in enumerate(zip(lists, w))}


@pytest.mark.parametrize("name", SUPPORTED_METHODS)
@settings(max_examples=40)
@given(query=_lists())
def test_every_fuser_tagged_method_equals_batch_on_generated_lists(name, query):
    """Every method whose class declares a per-query formula (the registry's, so a new one is covered), at its
    defaults: the Fuser's order and scores, plain and explained, are the batch path's bit for bit."""
    lists, scored, weights = query
    if "weights" not in method_class(name).defaults:
        weights = None
    want, _ = _batch(lists, name, weights, scores=scored)
    fuser = Fuser(name, weights=weights)
    _same(fuser(lists), want)
    _same([(e["docid"], e["score"]) for e in fuser.explain(lists)], want)
