"""``tune``'s selection family (greedy forward ensemble selection, Caruana et al. 2004): hand-computed steps,
an exhaustive reference, the incremental evaluation against the full one, determinism."""

import itertools

import numpy as np
import pandas as pd
import pytest

from rankagg.experiments.tune_search import (FAMILIES, SELECTION_STEPS, Evaluator, fit_family,
                                             forward_selection)


def _from_target(target):
    t = np.asarray(target, dtype=np.float64)

    def value(base, j):
        w = base.copy()
        w[j] += 1.0
        return -float(((w - t) ** 2).sum())

    return value


def test_forward_selection_hand_computed():
    # target (2, 1, 0), value -(squared distance): step 1 adds run 0 (-2; run 1 gives -4, run 2 -6); step 2
    # ties (2,0,0) and (1,1,0) at -1 and takes the lower index, run 0; step 3 reaches (2,1,0) = 0; steps 4 and
    # 5 only lose (-1, then -2), so the weights after step 3 are returned
    w, steps = forward_selection(_from_target([2, 1, 0]), 3, 5)
    assert w.tolist() == [2.0, 1.0, 0.0] and steps == 3
    # one step: the best single run
    w, steps = forward_selection(_from_target([2, 1, 0]), 3, 1)
    assert w.tolist() == [1.0, 0.0, 0.0] and steps == 1
    # a library without run 0: only runs 1 and 2 are ever chosen; (0,1,0) = -5 is the best it reaches
    w, steps = forward_selection(_from_target([2, 1, 0]), 3, 4, library=np.array([1, 2]))
    assert w.tolist() == [0.0, 1.0, 0.0] and steps == 1


@pytest.mark.parametrize("seed", range(6))
def test_forward_selection_is_optimal_on_separable_concave_values_exhaustive_reference(seed):
    # value = sum_r g_r(w_r) with decreasing increments: greedy forward selection is optimal among integer weight
    # vectors of total at most `steps` (the exhaustive search below)
    rng = np.random.default_rng(seed)
    n, steps = 3, 5
    inc = -np.sort(-rng.normal(size=(n, steps)), axis=1)  # per run, decreasing increments
    g = np.concatenate([np.zeros((n, 1)), np.cumsum(inc, axis=1)], axis=1)

    def total(w):
        return float(sum(g[r, int(w[r])] for r in range(n)))

    def value(base, j):
        w = base.copy()
        w[j] += 1.0
        return total(w)

    w, _ = forward_selection(value, n, steps)
    best = max(total(np.array(c)) for c in itertools.product(range(steps + 1), repeat=n) if 1 <= sum(c) <= steps)
    assert total(w) == pytest.approx(best, abs=1e-12)


def _problem(n_q=12, seed=0):
    """runs good, good2 (each sees half of the relevant documents well), noise, bad (reverse relevance)."""
    from rankagg.io.frame import from_dataframe

    rng = np.random.default_rng(seed)
    rows, qrels = [], []
    for q in range(n_q):
        rel = rng.random(30) < 0.3
        qrels += [(f"q{q}", f"d{d}", 1) for d in np.flatnonzero(rel)]
        half = np.arange(30) % 2 == 0
        latent = rel + 0.5 * rng.standard_normal(30)
        for name, s in (("good", latent + 2.0 * (rel & half)), ("good2", latent + 2.0 * (rel & ~half)),
                        ("noise", rng.standard_normal(30)), ("bad", -latent)):
            order = np.argsort(-s)[:20]
            rows += [(f"q{q}", f"d{d}", name, float(20 - r)) for r, d in enumerate(order)]
    data = from_dataframe(pd.DataFrame(rows, columns=["qid", "docid", "ranker", "score"]), rank=None, label=None)
    return data, pd.DataFrame(qrels, columns=["qid", "docid", "rel"])


def test_incremental_and_sparse_evaluation_equal_the_full_one():
    from rankagg.experiments.tune_objective import TrecObjective
    from rankagg.methods.registry import make_method

    data, qrels = _problem()
    ev = Evaluator(data, "rrf", TrecObjective(data, qrels, "nDCG@5"))
    rng = np.random.default_rng(3)
    for k in (1.0, 60.0):
        for _ in range(5):
            base = rng.integers(0, 3, size=data.n_rankers).astype(np.float64)
            for j in range(data.n_rankers):
                w = base.copy()
                w[j] += 1.0
                full = ev.objective.per_query(make_method("rrf", k=k, weights=list(w)).score(data))
                assert ev.plus_one({"k": k}, base, j) == pytest.approx(full, abs=1e-12)
                assert ev.scores({"k": k}, w) == pytest.approx(make_method("rrf", k=k, weights=list(w)).score(data),
                                                               rel=1e-12)


def test_selection_family_matches_a_plain_reimplementation_and_skips_the_worse_half():
    from rankagg.experiments.tune_objective import TrecObjective

    data, qrels = _problem()
    obj = TrecObjective(data, qrels, "nDCG@5")
    ev = Evaluator(data, "rrf", obj)
    quality = np.stack([obj.of_ranker(j) for j in range(data.n_rankers)], axis=1)
    train = np.zeros(data.n_queries, dtype=bool)
    train[:8] = True
    grid = {"k": [1, 10, 60]}
    params, w, choice = fit_family("selection", ev, train, grid, {"k": 60.0}, quality)
    p_params, _, _ = fit_family("params", ev, train, grid, {"k": 60.0}, quality)
    assert params == p_params and choice["k"] == params["k"] and 1 <= choice["steps"] <= SELECTION_STEPS
    # the reference: the same greedy steps, every candidate scored from scratch, over the best half by quality
    q = quality[train].mean(axis=0)
    library = sorted(np.argsort(-q, kind="stable")[:2].tolist())
    cur, best = np.zeros(data.n_rankers), (-np.inf, None)
    for _ in range(SELECTION_STEPS):
        vals = []
        for j in library:
            c = cur.copy()
            c[j] += 1.0
            vals.append(float(ev(params, c)[train].mean()))
        cur = cur.copy()
        cur[library[int(np.argmax(vals))]] += 1.0
        if max(vals) > best[0] + 1e-12:
            best = (max(vals), cur)
    assert w.tolist() == best[1].tolist()
    names = list(data.ranker_names)
    assert w[names.index("bad")] == 0 and w[names.index("noise")] == 0  # outside the library: never chosen
    # the first step is the best single run of the library; later steps are kept only when they do better
    singles = [float(ev(params, np.eye(data.n_rankers)[j])[train].mean()) for j in library]
    assert float(ev(params, w)[train].mean()) >= max(singles) - 1e-12


def test_tune_with_the_selection_family_is_deterministic():
    import warnings

    from rankagg.experiments.tune import tune

    assert "selection" in FAMILIES
    data, qrels = _problem(n_q=15, seed=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a, b = (tune(data, qrels, measure="nDCG@5", seed=4) for _ in range(2))
    assert a.weights == b.weights and a.params == b.params and a.family == b.family
    assert a.cv_estimate == b.cv_estimate and a.gain_ci == b.gain_ci and a.family_cv == b.family_cv
    assert set(a.family_cv) == set(FAMILIES) | {"pooled"}  # issue 47: the learner weighed on the same folds
