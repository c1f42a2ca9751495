"""Issue 45's fifth bar (answers against independent references), the methods' half: each answer is computed a
second time here, independently of rankagg's code, on the partial lists that break the peers (unequal depths, a
document in one list only, a run without a query, a constant run, a one-document run, negative scores):

* Dwork et al.'s Markov chains MC1-MC4 (WWW 2001, §4.3), built entry by entry from their definitions and solved
  as an eigenvector;
* Bradley-Terry against choix's penalised MLE, Thurstone case V against scipy's BFGS on the same objective,
  Copeland's wins minus losses and Kemeny's optimum by brute force, over the pairs the lists state
  (``unranked='none'`` and ``'below'``);
* the Comb family taken over the lists that returned the item (Fox & Shaw; ``unranked='ignore'``) and with the
  documented default ``unranked='bottom'``, by a small NumPy re-implementation;
* the rank statistics' and the normalisations' documented conventions, by hand (the arithmetic in comments);
* the weights' contract (issue 26, :class:`~rankagg.methods.tags.MethodTags`): a method that does not declare
  ``weights_not_copies`` ranks a run of weight 2 as the run given twice, on lists where a factor of the number of
  rankers that returned the item tells the two apart (the fault this bar found: ISR, log-ISR and Qdrant's
  position weighting did not declare it; tests/api/test_fuse_files.py's three runs could not tell).

The bar's cases (``scripts/reliability_matrix.py``, prefix ``u5a_``) run the same references (and ranx, R) in
their own processes; these are the cheap in-process guards.
"""

from __future__ import annotations

import itertools
import math
import warnings

import numpy as np
import pytest

import rankagg

FULL = [list("abcde"), list("bacde"), list("cabed"), list("abdce"), list("edcba")]
PARTIAL = [list("abcd"), list("ce"), list("bfa"), list("dab"), list("fe")]


def _runs(lists):
    return {f"r{k}": {"1": {d: float(len(l) - p) for p, d in enumerate(l)}} for k, l in enumerate(lists)}


def _fused(lists, spec):
    docs = sorted({d for lst in lists for d in lst})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = rankagg.fuse(_runs(lists), spec, depth=None)["1"]
    return docs, np.array([got[d] for d in docs])


def _chain(name, lists, docs):
    """The transition matrix of Dwork et al.'s MC1-MC4 with a 0.05 uniform jump, from the definitions."""
    n = len(docs)
    P = np.zeros((n, n))
    for i, p in enumerate(docs):
        holding = [lst for lst in lists if p in lst]
        if name == "mc1":  # uniform over the multiset of documents at or above P in the lists holding P
            above = [q for lst in holding for q in lst[:lst.index(p) + 1]]
            for q in above:
                P[i, docs.index(q)] += 1 / len(above)
        elif name == "mc2":  # a list holding P, then a document at or above P in it
            for lst in holding:
                for q in lst[:lst.index(p) + 1]:
                    P[i, docs.index(q)] += 1 / len(holding) / (lst.index(p) + 1)
        elif name == "mc3":  # a list holding P, a document Q of it; move if Q is above P
            for lst in holding:
                for q in lst:
                    P[i, docs.index(q) if lst.index(q) < lst.index(p) else i] += 1 / len(holding) / len(lst)
        else:  # Q uniform; move if a majority of the lists ranking both put Q above P
            for j, q in enumerate(docs):
                both = [lst for lst in lists if p in lst and q in lst]
                up = i != j and both and 2 * sum(lst.index(q) < lst.index(p) for lst in both) > len(both)
                P[i, j if up else i] += 1 / n
    return 0.95 * P + 0.05 / n


@pytest.mark.parametrize("lists", [FULL, PARTIAL[:4]], ids=["full", "partial"])
@pytest.mark.parametrize("name", ["mc1", "mc2", "mc3", "mc4"])
def test_markov_chains_are_dwork_chains(name, lists):
    docs, got = _fused(lists, name)
    w, v = np.linalg.eig(_chain(name, lists, docs).T)
    pi = np.real(v[:, np.argmin(abs(w - 1))])
    np.testing.assert_allclose(got, pi / pi.sum(), rtol=0, atol=1e-12)


def _pairs(lists, docs, unranked):
    idx = {d: i for i, d in enumerate(docs)}
    return [(idx[lst[i]], idx[m]) for lst in lists for i in range(len(lst))
            for m in lst[i + 1:] + ([d for d in docs if d not in lst] if unranked == "below" else [])]


def _centred(x):
    return x - x.mean()


@pytest.mark.parametrize("unranked", ["none", "below"])
def test_bradley_terry_is_choix_map(unranked):
    choix = pytest.importorskip("choix")
    docs, got = _fused(PARTIAL, f"bradley_terry(alpha=1.0, tol=1e-12, unranked='{unranked}')")
    # rankagg's penalty (alpha/2)||s||^2 is choix's alpha * ||s||^2 with alpha halved
    want = choix.opt_pairwise(len(docs), _pairs(PARTIAL, docs, unranked), alpha=0.5)
    np.testing.assert_allclose(_centred(got), _centred(want), atol=1e-6)


@pytest.mark.parametrize("unranked", ["none", "below"])
def test_thurstone_is_the_penalised_probit_mle(unranked):
    from scipy.optimize import minimize
    from scipy.stats import norm

    docs, got = _fused(PARTIAL, f"thurstone(alpha=1.0, tol=1e-12, unranked='{unranked}')")
    n = len(docs)
    Y = np.zeros((n, n))
    for a, b in _pairs(PARTIAL, docs, unranked):
        Y[a, b] += 1
    want = minimize(lambda s: -(Y * norm.logcdf(s[:, None] - s[None, :])).sum() + 0.5 * (s @ s), np.zeros(n),
                    method="BFGS", options={"gtol": 1e-10}).x
    np.testing.assert_allclose(_centred(got), _centred(want), atol=1e-6)


def test_plackett_luce_is_choix_mle_on_partial_orders():
    choix = pytest.importorskip("choix")
    lists = [list("abcde"), list("cab"), list("eb"), list("dbca"), list("bacde")]
    docs, got = _fused(lists, "plackett_luce(alpha=0.0, unranked='none', tol=1e-13, max_iter=100000)")
    want = choix.ilsr_rankings(len(docs), [[docs.index(d) for d in lst] for lst in lists], tol=1e-13)
    np.testing.assert_allclose(_centred(got), _centred(want), atol=1e-6)


@pytest.mark.parametrize("unranked", ["none", "below"])
def test_copeland_and_kemeny_over_the_stated_pairs(unranked):
    docs, _ = _fused(PARTIAL, "borda")
    n = len(docs)
    Y = np.zeros((n, n))
    for a, b in _pairs(PARTIAL, docs, unranked):
        Y[a, b] += 1
    wins = [sum(int(Y[i, j] > Y[j, i]) - int(Y[i, j] < Y[j, i]) for j in range(n) if j != i) for i in range(n)]
    assert list(_fused(PARTIAL, f"copeland(unranked='{unranked}')")[1]) == wins

    def cost(order):
        return sum(Y[b, a] for i, a in enumerate(order) for b in order[i + 1:])

    k = _fused(PARTIAL, f"kemeny(solver='exact', unranked='{unranked}')")[1]
    assert cost(list(np.argsort(-k, kind="stable"))) == min(cost(p) for p in itertools.permutations(range(n)))


# the Comb family by a NumPy re-implementation: min-max per list (a constant list gives 1), then Fox & Shaw's
# statistics over the lists that returned the item ('ignore'), or over every list that returned something for the
# query with the list's lowest normalised value for the items it did not return ('bottom': 0, except for the constant
# list E and the one-document list D, whose lowest is 1 - so D and E say nothing under 'bottom', as documented)
COMB = {"combanz": np.mean, "combmin": np.min, "combmed": np.median}
SCORES = {"A": {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.5}, "B": {"c": 9.0, "e": 4.0}, "C": {"b": 0.7, "f": 0.2, "a": -0.1},
          "D": {"e": 5.0}, "E": {"a": 2.0, "f": 2.0}}


def _minmax(run):
    lo, hi = min(run.values()), max(run.values())
    return {d: (s - lo) / (hi - lo) if hi > lo else 1.0 for d, s in run.items()}


@pytest.mark.parametrize("unranked", ["ignore", "bottom"])
@pytest.mark.parametrize("method", sorted(COMB))
def test_comb_over_returned_by_hand(method, unranked):
    norm = {name: _minmax(run) for name, run in SCORES.items()}
    docs = sorted({d for run in SCORES.values() for d in run})
    want = [COMB[method]([norm[r].get(d, min(norm[r].values())) for r in norm if d in norm[r] or unranked == "bottom"])
            for d in docs]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = rankagg.fuse({k: {"1": v} for k, v in SCORES.items()}, f"{method}(unranked='{unranked}')", depth=None)["1"]
    np.testing.assert_allclose([got[d] for d in docs], want, rtol=1e-12, atol=1e-15)


def test_combmnz_counts_lists_that_returned_the_item():
    # minmax: A = (y 4, x 1) -> y 1, x 0; B = (x 9, z 5, y 1) -> x 1, z .5, y 0.  x = (0 + 1) * 2 lists = 2,
    # y = (1 + 0) * 2 = 2, z = .5 * 1 (a 0 after min-max still counts: the list returned it, as ranx counts)
    got = rankagg.fuse({"A": {"1": {"y": 4.0, "x": 1.0}}, "B": {"1": {"x": 9.0, "z": 5.0, "y": 1.0}}}, "combmnz", depth=None)["1"]
    assert dict(got) == {"x": 2.0, "y": 2.0, "z": 0.5}


@pytest.mark.parametrize("spec, runs, want", [
    # a constant list: min-max 1 for each (rankagg.data.minmax.minmax_scale); B = (3, 2) -> 1, 0
    ("combsum", {"A": {"a": 1.0, "b": 1.0, "c": 1.0}, "B": {"b": 3.0, "d": 2.0}}, {"a": 1.0, "b": 2.0, "c": 1.0, "d": 0.0}),
    # z-score of a constant list is 0; B = (3, 2): mean 2.5, sd .5 -> 1, -1
    ("combsum(norm='zscore')", {"A": {"a": 7.0, "b": 7.0}, "B": {"b": 3.0, "d": 2.0}}, {"a": 0.0, "b": 1.0, "d": -1.0}),
    # one document: its list's best (1); B = (2, 1, .5) -> 1, 1/3, 0
    ("combsum", {"A": {"a": 5.0}, "B": {"a": 2.0, "b": 1.0, "c": 0.5}}, {"a": 2.0, "b": 1 / 3, "c": 0.0}),
    # max norm leaves a list whose largest score is <= 0 as it is; B = (4, 2) -> 1, .5
    ("combsum(norm='max')", {"A": {"a": -1.0, "b": -2.0}, "B": {"b": 4.0, "c": 2.0}}, {"a": -1.0, "b": -1.0, "c": 0.5}),
    # RRF ranks from 1 in trec_eval's order: A's tie b, a goes docid descending: b 1/61, a 1/62 + 1/61 (B first), c 1/62
    ("rrf", {"A": {"a": 2.0, "b": 2.0}, "B": {"a": 5.0, "c": 4.0}}, {"a": 1 / 62 + 1 / 61, "b": 1 / 61, "c": 1 / 62}),
])
def test_documented_conventions_by_hand(spec, runs, want):
    got = rankagg.fuse({k: {"1": v} for k, v in runs.items()}, spec, depth=None)["1"]
    assert set(got) == set(want)
    np.testing.assert_allclose([got[d] for d in sorted(want)], [want[d] for d in sorted(want)], rtol=1e-15, atol=0)


def test_borda_run_without_the_query_shares_its_points():
    # query 2: candidates w x y z (n = 4); A: x 4, y 3, w 2, z unranked (4 - 3 + 1)/2 = 1; B: y 4, z 3, x and w share
    # (2 + 1)/2; C has no list for query 2: every candidate gets (4 + 3 + 2 + 1)/4 = 2.5
    runs = {"A": {"1": {"a": 1.0}, "2": {"x": 2.0, "y": 1.0, "w": 0.1}}, "B": {"1": {"a": 2.0}, "2": {"y": 5.0, "z": -1.0}},
            "C": {"1": {"b": 0.7}}}
    got = rankagg.fuse(runs, "borda", depth=None)["2"]
    assert dict(got) == {"x": 4 + 1.5 + 2.5, "y": 3 + 4 + 2.5, "w": 2 + 1.5 + 2.5, "z": 1 + 3 + 2.5}


def test_rank_statistics_by_their_definitions():
    lists = [list("abcd"), list("ce"), list("bfa")]
    docs = sorted({d for lst in lists for d in lst})
    n = len(docs)

    def pos(lst, d):
        return lst.index(d) + 1 if d in lst else None

    want = {
        "mean_rank": [-np.mean([pos(lst, d) or len(lst) + 1 for lst in lists]) for d in docs],
        "median_rank": [-np.median([pos(lst, d) or len(lst) + 1 for lst in lists]) for d in docs],
        "median_rank(unranked='ignore')": [-np.median([pos(lst, d) for lst in lists if d in lst]) for d in docs],
        "geomean": [-sum(math.log((pos(lst, d) or (len(lst) + 1 + n) / 2) / (n + 1)) for lst in lists) for d in docs],
        "combmnz_rank": [sum(d in lst for lst in lists) * sum(len(lst) + 1 - pos(lst, d) for lst in lists if d in lst)
                         for d in docs],
    }
    for spec, w in want.items():
        np.testing.assert_allclose(_fused(lists, spec)[1], w, rtol=1e-12, atol=0, err_msg=spec)


def _weighted_specs() -> list[str]:
    from rankagg.methods.registry import list_methods, method_class

    specs = [n for n in list_methods() if not method_class(n).supervised and "weights" in method_class(n).defaults]
    return specs + ["rrf(weighting='position')", "combmnz(factor='weights')", "log_isr(sigma=1)"]


@pytest.mark.parametrize("spec", _weighted_specs())
def test_weight_two_is_two_copies_unless_declared(spec):
    from rankagg.methods.registry import make_method

    if make_method(spec).get_tags().weights_not_copies:
        pytest.skip(f"{spec}: {make_method(spec).get_tags().weights_not_copies}")
    # x is A's only first; y is B's first and C's second; v B's second and C's first: a count factor n_d sees A's copy
    # (x: 1 list weighted twice, or 2 lists), a sum of points does not
    lists = {"A": {"x": 3.0, "w": 1.0}, "B": {"y": 3.0, "v": 2.0}, "C": {"v": 3.0, "y": 2.0, "u": 1.0}}
    runs = {name: {"1": docs} for name, docs in lists.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        weighted = rankagg.fuse(runs, spec, depth=None, weights={"A": 2.0, "B": 1.0, "C": 1.0})["1"]
        copies = rankagg.fuse({**runs, "A2": runs["A"]}, spec, depth=None)["1"]
    assert list(weighted) == list(copies)
