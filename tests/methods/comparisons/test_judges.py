"""Issue 49 item 5 and issue 50 item 4: judge-aware Bradley-Terry, the bootstrap's unit and its warnings, the
batched refit of the redraws, integer rank intervals, exact Kemeny's objective and bound on comparisons."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from scipy import optimize, stats

from benchmarks.bench_judges import coverage, simulate
from rankagg.data.comparisons import Comparisons, comparison_matrices
from rankagg.methods.comparisons.aggregate import aggregate_comparisons
from rankagg.methods.comparisons.bootstrap import MIN_UNITS, FewUnitsWarning, redraw_counts, widening
from rankagg.methods.comparisons.fit import RELIABILITY_SD
from rankagg.methods.comparisons.rules import davidson


def _comps(n_judges: int, per_judge: int = 30, seed: int = 0) -> Comparisons:
    return simulate(np.random.default_rng(seed), n_items=4, n_judges=n_judges, per_judge=per_judge)[0]


# ------------------------------------------------------------------ the unit redrawn, and when to warn
def test_three_judges_warn_and_ten_do_not():
    with pytest.warns(FewUnitsWarning, match=r"redraws 3 judges; an interval over fewer than 10 cannot be trusted"):
        r = aggregate_comparisons(_comps(3), "davidson", bootstrap=20)
    assert r.extra["by"] == "judges" and r.extra["units"] == 3
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        r = aggregate_comparisons(_comps(MIN_UNITS), "davidson", bootstrap=20)
    assert r.extra["by"] == "judges" and r.extra["units"] == MIN_UNITS


def test_comparisons_are_redrawn_alone_only_without_judges():
    comps = _comps(12)
    with pytest.warns(FewUnitsWarning, match="one judge's comparisons are not independent"):
        r = aggregate_comparisons(comps, "davidson", bootstrap=10, by="comparisons")
    assert r.extra["by"] == "comparisons" and r.extra["units"] == len(comps)
    comps.judge = None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert aggregate_comparisons(comps, "davidson", bootstrap=10).extra["by"] == "comparisons"
    with pytest.raises(ValueError, match="no judge column"):
        aggregate_comparisons(comps, "davidson", bootstrap=10, by="judges")
    one = _comps(1)
    with pytest.raises(ValueError, match="needs at least 2 judges"):
        aggregate_comparisons(one, "davidson", bootstrap=10)


def test_the_widening_is_students_over_the_normal_quantile():
    # hand values: t_{2, .975} = 4.302653, z = 1.959964; sqrt(3 / 2)
    assert widening(3, 0.95) == pytest.approx(4.302653 / 1.959964 * math.sqrt(1.5), rel=1e-6)
    assert widening(10, 0.95) == pytest.approx(2.262157 / 1.959964 * math.sqrt(10 / 9), rel=1e-6)
    assert 1.0 < widening(10_000, 0.95) < 1.001
    # with it, the percentile interval of a mean over U normal units covers at the nominal level
    z = stats.norm.ppf(0.975)
    for units in (3, 5, 10):
        c = widening(units, 0.95) * z * math.sqrt((units - 1) / units)
        assert 2 * stats.t.cdf(c, units - 1) - 1 == pytest.approx(0.95, abs=1e-9)


# ------------------------------------------------------------------ the batched refit = one fit per redraw
@pytest.mark.parametrize("spec,ties", [("davidson", "davidson"), ("arena", "half"), ("davidson(alpha=0.3)", "davidson")])
def test_the_batched_bootstrap_equals_a_fit_per_redraw(spec, ties):
    comps = _comps(12, seed=4)
    res = aggregate_comparisons(comps, spec, bootstrap=30, random_state=9)
    judges, unit = np.unique(comps.judge, return_inverse=True)
    counts = redraw_counts(np.random.default_rng(9), 30, len(judges))
    alpha = 0.3 if "alpha" in spec else 0.0
    full = res.scores[0]
    boot = []
    for b in range(30):  # the reference: each redraw's matrices built and fitted alone, from zero
        mats = comparison_matrices(comps, weight=comps.weight * counts[b][unit], items={"1": res.items[0]})
        theta, _ = davidson(mats.block("W", 0), mats.block("T", 0), alpha=alpha, ties=ties)
        boot.append(1000 + 400 / math.log(10) * theta if spec == "arena" else theta)
    boot = full + widening(len(judges), 0.95) * (np.array(boot) - full)
    np.testing.assert_allclose(res.score_low[0], np.percentile(boot, 2.5, axis=0), atol=1e-6)
    np.testing.assert_allclose(res.score_high[0], np.percentile(boot, 97.5, axis=0), atol=1e-6)
    assert res.rank_low[0].dtype.kind == "i" and res.rank_high[0].dtype.kind == "i"  # integers, not 5.025
    ranks = np.argsort(np.argsort(-boot, axis=1, kind="stable"), axis=1) + 1
    assert res.rank_low[0].tolist() == np.percentile(ranks, 2.5, axis=0, method="lower").astype(int).tolist()
    assert res.rank_high[0].tolist() == np.percentile(ranks, 97.5, axis=0, method="higher").astype(int).tolist()


# ------------------------------------------------------------------ the judge-aware model
def _reference_fit(comps: Comparisons):
    """The judge-aware likelihood written from Davidson's formula row by row, with the N(0, 1) prior of the log
    discriminations, maximised by SciPy from a generic start; theta on the average judge's scale."""
    items = sorted(set(comps.item_a) | set(comps.item_b))
    judges = sorted(set(comps.judge))
    ia = np.array([items.index(x) for x in comps.item_a])
    ib = np.array([items.index(x) for x in comps.item_b])
    jk = np.array([judges.index(x) for x in comps.judge])
    n, K = len(items), len(judges)

    def minus_ll(x):
        theta = np.append(x[:n - 1], -x[:n - 1].sum())
        lam, beta = x[n - 1:n - 1 + K], x[n - 1 + K:]
        u = 0.5 * np.exp(beta[jk]) * (theta[ia] - theta[ib])
        log_z = np.logaddexp(np.logaddexp(u, -u), lam[jk])
        ll = np.where(comps.outcome == 1.0, u, np.where(comps.outcome == 0.0, -u, lam[jk])) - log_z
        return -(ll.sum() - 0.5 * (beta ** 2).sum() / RELIABILITY_SD ** 2)

    x = optimize.minimize(minus_ll, np.zeros(n - 1 + 2 * K), method="BFGS", options={"gtol": 1e-10}).x
    theta = np.append(x[:n - 1], -x[:n - 1].sum())
    a = np.exp(x[n - 1 + K:])
    weight = np.bincount(jk, minlength=K)
    mean_a = (weight * a).sum() / weight.sum()
    return items, judges, theta * mean_a, a / mean_a, np.exp(x[n - 1:n - 1 + K])


def test_the_judge_aware_fit_equals_the_likelihood_written_out():
    comps = _comps(5, per_judge=40, seed=2)
    items, judges, theta, a, nu = _reference_fit(comps)
    res = aggregate_comparisons(comps, "davidson(judges=True)")
    assert res.items[0] == items and res.extra["judges"] == judges
    np.testing.assert_allclose(res.scores[0], theta, atol=1e-5)
    np.testing.assert_allclose(res.extra["discrimination"][0], a, atol=1e-5)
    np.testing.assert_allclose(res.extra["judge_nu"][0], nu, atol=1e-5)
    table = res.judge_table()
    assert table["judge"].tolist() == judges and np.allclose(table["discrimination"], a, atol=1e-5)


def test_known_reliabilities_are_recovered():
    """Four unbiased judges of reliabilities 0.25, 0.75, 1.25, 1.75 (mean 1), 3000 comparisons each."""
    rng = np.random.default_rng(11)
    theta = np.array([0.9, 0.3, -0.2, -1.0])
    a = np.array([0.25, 0.75, 1.25, 1.75])
    k = np.repeat(np.arange(4), 3000)
    i = rng.integers(0, 4, len(k))
    j = (i + rng.integers(1, 4, len(k))) % 4
    u = 0.5 * a[k] * (theta[i] - theta[j])
    draw = rng.random(len(k)) * (np.exp(u) + np.exp(-u) + 0.5)
    outcome = np.where(draw < np.exp(u), 1.0, np.where(draw < np.exp(u) + np.exp(-u), 0.0, 0.5))
    names = np.array(["s0", "s1", "s2", "s3"])
    comps = Comparisons(np.full(len(k), "1"), names[i], names[j], outcome, np.ones(len(k)),
                        np.array([f"j{x}" for x in k]))
    res = aggregate_comparisons(comps, "davidson(judges=True)")
    np.testing.assert_allclose(res.extra["discrimination"][0], a, atol=0.08)
    np.testing.assert_allclose(res.scores[0], theta - theta.mean(), atol=0.08)
    # one discrimination for all judges shrinks the scores: the unreliable judge's noise reads as closeness
    plain = aggregate_comparisons(comps, "davidson")
    assert np.ptp(plain.scores[0]) / np.ptp(theta) < 0.95 < np.ptp(res.scores[0]) / np.ptp(theta)


def test_intervals_cover_the_true_scores_of_simulated_judges():
    """Judges of known bias and reliability (benchmarks/bench_judges.py; results/bench_judges.md has 100
    draws per setting): the 95% intervals by judges hold the true score in at least 93% of the draws' items."""
    out = coverage(30, seed=7, bootstrap=100, n_items=5, n_judges=12, per_judge=80)
    assert out["intervals"] == 150
    assert out["coverage"] >= 0.93, out


# ------------------------------------------------------------------ exact Kemeny reports its proof on comparisons
def test_exact_kemeny_on_comparisons_reports_objective_and_bound(tmp_path):
    from rankagg.cli import main

    path = tmp_path / "c.csv"
    path.write_text("query,item_a,item_b,outcome\nq,A,B,win\nq,A,C,win\nq,C,A,loss\nq,B,C,tie\nq,C,B,win\n"
                    "q,B,A,win\n")
    assert main(["fuse", str(path), "--method", "kemeny(solver=exact)", "-o", str(tmp_path / "k.csv")]) == 0
    text = (tmp_path / "k.csv").read_text().splitlines()
    assert text[0] == "query,item,score,rank,objective,lower_bound"
    # A > C > B disagrees with B > A once and with the B-C tie half: 1.5, proven
    assert [line.split(",")[1] for line in text[1:]] == ["A", "C", "B"]
    assert all(line.endswith(",1.5,1.5") for line in text[1:])


def test_a_judge_layer_per_judge_over_the_memory_limit_is_refused(monkeypatch):
    from rankagg.exceptions import ProblemTooLargeError

    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.00001")  # 10.7 kB: 40 judges x 16 cells x 16 arrays = 80 kB
    with pytest.raises(ProblemTooLargeError, match="40 judges' matrices of 16 cells"):
        aggregate_comparisons(_comps(40), "davidson(judges=True)")
