"""Kemeny's local search has a work budget (issue 45, "Left on 45": on 20,000 documents it had no guard; each
pass costs n^2 pair steps, so max_iter=100 passes at 20,000 documents were hours).

The budget, ``SEARCH_PAIR_STEPS`` pair steps a query, is counted, not timed: the search makes at most
``min(max_iter, budget // n^2)`` passes (at least one), so the order is the same on every run and equals the
order of the unbudgeted search run for that many passes (the reference here: the same method with
``max_iter`` set to the cap and an unlimited budget).  A query the budget stops is reported unconverged with a
warning naming max_iter and the budget.  The budget is shrunk here so that small queries reach it.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import rankagg.methods.kemeny.kemeny as kemeny_module
from rankagg.exceptions import ConvergenceWarning
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.registry import make_method


def _aggregate(data, max_iter: int):
    m = make_method("kemeny", exact_max=0, max_iter=max_iter)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = m.aggregate(data)
    return out, m, [str(w.message) for w in caught if issubclass(w.category, ConvergenceWarning)]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("passes", [1, 2, 3])
def test_the_budget_caps_the_passes_and_nothing_else(seed, passes, monkeypatch):
    data = make_metasearch(n_queries=3, n_items=30, n_rankers=6, random_state=seed, noise=(3.0, 6.0))
    n = int(data.sizes.max())
    reference, ref_method, _ = _aggregate(data, passes)  # the default budget is far above 3 passes of 30^2
    monkeypatch.setattr(kemeny_module, "SEARCH_PAIR_STEPS", passes * n * n + n * n - 1)  # passes whole passes
    budgeted, method, messages = _aggregate(data, 100)
    assert np.array_equal(budgeted, reference)  # bit for bit: the same passes, the same order
    assert np.array_equal(method.n_iter_, ref_method.n_iter_)
    stopped = ~np.asarray(method.converged_)
    assert np.array_equal(stopped, ~np.asarray(ref_method.converged_))
    assert bool(stopped.any()) == any("work budget" in s and "max_iter=100" in s for s in messages)
    again, _, _ = _aggregate(data, 100)
    assert np.array_equal(again, budgeted)


def test_the_default_budget_leaves_small_queries_to_max_iter():
    data = make_metasearch(n_queries=2, n_items=40, n_rankers=5, random_state=7, noise=(3.0, 6.0))
    assert kemeny_module.SEARCH_PAIR_STEPS // (40 * 40) > 100
    out, method, messages = _aggregate(data, 100)
    assert not any("work budget" in s for s in messages)
    assert np.asarray(method.converged_).all()
