"""Issue 45's fifteenth bar (a recall-oriented screening reviewer's day): the class it found, paired comparisons
made over fewer than two shared queries.

``rankagg evaluate`` prints, below the table of several runs, the first run against each other run: the mean
difference over the queries both hold and a paired t-test, Holm-adjusted.  A pilot ranker screened on one topic the
fusion holds (or none) gave "+0.0000 p=1 0 queries no significant difference", and its impossible tests were counted
in Holm's m, inflating every other comparison's p-value (reliability matrix: ``u15e_eval_pilot_run_too_few_shared_
topics``, ``u15e_eval_holm_ignores_untestable_comparison``).  The references: R's ``t.test`` refuses a paired test
of fewer than two pairs ("not enough 'x' observations") and scipy's ``ttest_rel`` gives NaN; R's
``p.adjust(method="holm")`` leaves an NA as NA and out of m (values below from R 4, checked when written); the
report (``rankagg/experiments/report_data.paired_test``) already left such a comparison untested.
"""

from __future__ import annotations

import contextlib
import io
import math
import random

import numpy as np
import pytest
from scipy.stats import ttest_rel

from rankagg.cli import main
from rankagg.evaluation.measures import holm
from rankagg.evaluation.student_t import paired_t

NAN = math.nan


def r_holm(p: list[float]) -> list[float]:
    """R's p.adjust(p, "holm"): m is the number of non-NA p-values; an NA stays NA."""
    ok = [i for i, x in enumerate(p) if not math.isnan(x)]
    out, running = [NAN] * len(p), 0.0
    for k, i in enumerate(sorted(ok, key=lambda i: p[i])):
        running = max(running, min(1.0, (len(ok) - k) * p[i]))
        out[i] = running
    return out


def same(a: list[float], b: list[float]) -> bool:
    return len(a) == len(b) and all((math.isnan(x) and math.isnan(y)) or math.isclose(x, y, rel_tol=1e-12)
                                    for x, y in zip(a, b))


# R 4: print(p.adjust(c(...), "holm"))
R_VALUES = [([0.01, NAN, 0.02], [0.02, NAN, 0.02]),
            ([NAN, 0.01, 0.04, 0.03], [NAN, 0.03, 0.06, 0.06]),
            ([NAN, NAN], [NAN, NAN]),
            ([0.2, NAN, 0.01, NAN, 0.5], [0.4, NAN, 0.03, NAN, 0.5])]


@pytest.mark.parametrize("p, want", R_VALUES)
def test_holm_leaves_missing_tests_out_as_r_does(p, want):
    assert same(holm(p), want)


@pytest.mark.parametrize("seed", range(40))
def test_holm_equals_r_rule_on_generated_lists(seed):
    rnd = random.Random(seed)
    p = [NAN if rnd.random() < 0.3 else rnd.choice([rnd.random(), rnd.random() / 100, 1.0]) for _ in
         range(rnd.randint(0, 9))]
    assert same(holm(p), r_holm(p))


@pytest.mark.parametrize("n", [0, 1])
def test_paired_t_of_fewer_than_two_pairs_is_no_test(n):
    a, b = [0.7, 0.2][:n], [0.1, 0.1][:n]
    t, p, diff = paired_t(a, b)
    assert math.isnan(t) and math.isnan(p)
    assert (math.isnan(diff) if n == 0 else diff == pytest.approx(0.6))


@pytest.mark.parametrize("seed", range(10))
def test_paired_t_of_two_or_more_pairs_is_scipys(seed):
    rnd = np.random.default_rng(seed)
    n = int(rnd.integers(2, 12))
    a, b = rnd.random(n), rnd.random(n)
    t, p, diff = paired_t(a, b)
    ref = ttest_rel(a, b)
    assert t == pytest.approx(ref.statistic, rel=1e-12) and p == pytest.approx(ref.pvalue, rel=1e-9)


TOPICS = ["t1", "t2", "t3", "t4"]


def _run(path, topics, seed, tag):
    rnd = random.Random(seed)
    lines = []
    for t in topics:
        docs = [f"d{i}" for i in range(30)]
        rnd.shuffle(docs)
        lines += [f"{t} Q0 {d} {r + 1} {30 - r} {tag}\n" for r, d in enumerate(docs)]
    path.write_text("".join(lines))


def _values(path, qrels):
    import pytrec_eval
    run = {}
    for line in path.read_text().splitlines():
        q, _, d, _, s, _ = line.split()
        run.setdefault(q, {})[d] = float(s)
    return pytrec_eval.RelevanceEvaluator(qrels, {"map"}).evaluate(run)


@pytest.mark.parametrize("shared", [0, 1, 2, 3])
def test_evaluate_comparisons_with_pilots_sharing_few_topics(tmp_path, shared):
    """The first run (4 topics) against a full run (4 topics) and a pilot sharing ``shared`` of them: a pilot
    sharing fewer than 2 gets no p-value and no verdict, and the tests that exist are Holm-adjusted over their
    own number, as R's p.adjust does with an NA."""
    qrels = {t: {f"d{i}": int(i % 3 == 0) for i in range(30)} for t in TOPICS + ["t5", "t6"]}
    (tmp_path / "q.txt").write_text("".join(f"{t} 0 {d} {g}\n" for t, gs in qrels.items() for d, g in gs.items()))
    _run(tmp_path / "fused.run", TOPICS, 1, "fused")
    _run(tmp_path / "full.run", TOPICS, 2, "full")
    _run(tmp_path / "pilot.run", TOPICS[:shared] + ["t5", "t6"], 3, "pilot")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main(["evaluate", "--qrels", str(tmp_path / "q.txt"), *(str(tmp_path / n) for n in
                                                                     ("fused.run", "full.run", "pilot.run")),
                   "-m", "map"])
    assert rc in (0, None)
    rows = {ln.split("\t")[0][2:].rsplit("/", 1)[-1]: ln.split("\t") for ln in out.getvalue().splitlines()
            if ln.startswith("# ") and "\t" in ln}
    a, full, pilot = (_values(tmp_path / n, qrels) for n in ("fused.run", "full.run", "pilot.run"))
    raw = [ttest_rel([a[t]["map"] for t in TOPICS], [full[t]["map"] for t in TOPICS]).pvalue]
    common = [t for t in TOPICS if t in pilot]
    raw.append(ttest_rel([a[t]["map"] for t in common], [pilot[t]["map"] for t in common]).pvalue
               if shared >= 2 else NAN)
    want = r_holm(raw)
    assert float(rows["full.run"][3][2:]) == pytest.approx(float(f"{want[0]:.3g}"))
    line = rows["pilot.run"]
    if shared < 2:
        assert line[3] == "p=n/a" and "no test" in line[5] and "significant" not in line[5]
        assert line[2] == ("n/a" if shared == 0 else f"{a[common[0]]['map'] - pilot[common[0]]['map']:+.4f}")
    else:
        assert float(line[3][2:]) == pytest.approx(float(f"{want[1]:.3g}"))
    n_tests = sum(not math.isnan(x) for x in raw)
    assert f"Holm over {n_tests} tests" in out.getvalue()
