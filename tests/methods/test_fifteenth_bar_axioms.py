"""Issue 45's fifteenth bar (a methods auditor's axioms, ``scripts/reliability_bars/fifteenth_axioms.py``): the fault
classes it found, each generated over its members.

* A fitted model applied to a Rankings whose ranker columns are its trained rankers in another order scored each
  column with the weight learned for the ranker at that position (u15a_fitted_models_map_rankers_by_name); the
  columns are now matched by name when they only permute the trained names, and other inputs keep meeting the
  model by position (a LETOR fold; the count check of test_contract's bug 5).
* Symmetric profiles whose documents must tie (anonymous and neutral methods) came out in an order decided by
  rounding noise, not by the tie rule (u15a_tie_rule_condorcet_paradox_every_method): MAIC's item scores summed the
  same place weights in another order per item, and its curve fit amplified the last bit to 1e-11; Thurstone's and
  SVP's centred strengths of exactly 0 came out as +-1e-17, below the tie rule's relative scale.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from rankagg.checks.harness import contract_data
from rankagg.data.rankings import Rankings
from rankagg.methods.registry import make_method

# fitted methods cheap enough to fit per test (rankagg_sup and mallows_em with few iterations)
FITTED = ["best_input", "rags_top", "rags_bottom", "rankagg_sup(max_iter=3)", "ulara", "mallows_em(max_iter=3)"]


@pytest.fixture(scope="module")
def split():
    data = contract_data(3, n_queries=10, n_items=7, n_rankers=4)
    return data.select_queries(np.arange(6)), data.select_queries(np.arange(6, 10))


@pytest.mark.parametrize("spec", FITTED)
def test_fitted_model_meets_permuted_columns_by_name(spec, split):
    """Every permutation of the trained rankers' columns gives the scores of the training order, bit for bit."""
    train, test = split
    model = make_method(spec).fit(train, train)
    ref = model.aggregate(test)
    for perm in itertools.permutations(range(test.n_rankers)):
        if list(perm) == list(range(test.n_rankers)):
            continue
        np.testing.assert_array_equal(model.aggregate(test.select_rankers(list(perm))), ref, err_msg=f"{spec} {perm}")


@pytest.mark.parametrize("spec", FITTED[:3])
def test_fitted_model_other_names_stay_positional(spec, split):
    """Columns under names the model does not know are met by position, as before (a LETOR fold's rankers)."""
    train, test = split
    model = make_method(spec).fit(train, train)
    renamed = Rankings(offsets=test.offsets, ranks=test.ranks, qids=test.qids, docids=test.docids,
                       ranker_names=tuple(f"x{j}" for j in range(test.n_rankers)), scores=test.scores,
                       labels=test.labels)
    np.testing.assert_array_equal(model.aggregate(renamed), model.aggregate(test))


def _latin_square_runs(n: int, shift: int) -> tuple[dict, list[str]]:
    """A cyclic Latin square of n rankings over n documents: each document at each place once, so a neutral and
    anonymous method scores every document alike; the names are drawn so that neither the first ranker's list nor
    the rows' order matches the docid order."""
    docs = [f"d{(k * 7 + shift) % 10}{k}" for k in range(n)]
    runs = {f"r{(j + shift) % n}": {"q": {docs[(i + j) % n]: float(n - i) for i in range(n)}} for j in range(n)}
    return runs, sorted(docs)


@pytest.mark.parametrize("method", ["maic", "thurstone", "svp", "bradley_terry", "mpm", "maic(ranked=False)",
                                    "thurstone(alpha=0)", "svp(transform='diff')"])
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_symmetric_profile_ties_go_to_the_tie_rule(method, n):
    """docs/conventions.md: ties are broken by more rankers, then best local rank, then the smaller docid; on a
    Latin square all three are equal but the docid, so the consensus is the docids in order."""
    import rankagg

    for shift in range(3):
        runs, want = _latin_square_runs(n, shift)
        got = list(rankagg.fuse(runs, method, depth=None)["q"])
        assert got == want, (method, n, shift, got)
