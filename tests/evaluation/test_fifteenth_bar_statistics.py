"""Issue 45's fifteenth bar (a statistician reviewing a fusion paper's significance claims): the class it found, a
p-value below the smallest double printed as 0.

A run better than another on every one of thousands of topics has a paired t of order 100; its two-sided p is
positive but below 2.2e-308, so it computes as 0.0 (SciPy's ``ttest_rel`` too).  ``rankagg evaluate`` printed
"p=0" and ``rankagg report`` "Holm-adjusted p = 0" (reliability matrix: ``u15s_eval_underflowing_p_not_zero``,
``u15s_report_underflow_title``): a claim no test can support.  The reference: the p of a finite t is positive
(Student's t has unbounded support), and what a double cannot hold is printed as a bound, as R's ``format.pval``
prints "< 2.2e-16".  Only t = +-inf (every difference the same non-zero number) keeps SciPy's p = 0, its limit.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import re

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from scipy.stats import t as student, ttest_rel

from rankagg.cli import main
from rankagg.evaluation.measures import holm, paired_t_test
from rankagg.evaluation.student_t import p_text, paired_t, t_two_sided

SMALLEST_NORMAL = 2.2250738585072014e-308


def gains(n: int, step: int) -> tuple[np.ndarray, np.ndarray]:
    """A run better on every one of n topics by 0.1 or 0.1 * step (tenths, as P@10 gives)."""
    b = np.array([(2 + i % 5) / 10 for i in range(n)])
    a = b + np.array([0.1 if i % 2 else 0.1 * step for i in range(n)])
    return a, b


# (topics, the larger gain in tenths): every member's p underflows in SciPy, so each is in the class
MEMBERS = [(800, 2), (1000, 3), (3000, 2), (3000, 3), (20000, 4)]


@pytest.mark.parametrize("n, step", MEMBERS)
def test_underflowing_p_is_positive_and_printed_as_a_bound(n, step):
    a, b = gains(n, step)
    assert ttest_rel(a, b).pvalue == 0.0  # the reference underflows: a member of the class
    t, p, diff = paired_t(a, b)
    assert math.isfinite(t) and t > 0 and 0 < p < SMALLEST_NORMAL and diff > 0
    res = paired_t_test(a, b)  # the reports' test (SciPy)
    assert 0 < res.pvalue < SMALLEST_NORMAL
    assert p_text(p) == "p<2.23e-308" and p_text(res.pvalue, True) == "p < 2.23e-308"
    adj = holm([p, res.pvalue, 0.03])  # Holm's m * p of a bound stays a bound, never 0
    assert all(x > 0 for x in adj) and p_text(adj[0]).startswith("p<")


@settings(max_examples=50, deadline=None, derandomize=True)
@given(t=st.floats(1.0, 1e6), df=st.integers(1, 10 ** 6))
@example(t=1.0, df=581855)
def test_t_tail_positive_and_scipy_where_a_double_holds_it(t, df):
    want = 2 * student.sf(t, df)
    got = t_two_sided(t, df)
    assert got > 0
    if want >= SMALLEST_NORMAL:
        # the incomplete beta's continued fraction at a = df / 2 in the hundreds of thousands holds about 8 digits:
        # 1.0e-9 relative at t=1, df=581855 (a random draw failed rel=1e-9 here), the worst of 20,000 draws of t in
        # [1, 30] and df up to 1e6 1.5e-8; p-values print with 3 digits
        assert got == pytest.approx(want, rel=1e-7)
    else:
        assert p_text(got).startswith("p<")


def test_infinite_t_and_no_test_keep_their_values():
    assert t_two_sided(math.inf, 10) == 0.0  # every difference equal: SciPy's limit, unchanged
    assert p_text(0.0) == "p=0" and p_text(math.nan) == "p=n/a" and p_text(0.0123456) == "p=0.0123"
    assert p_text(1.0) == "p=1" and p_text(3e-300) == "p=3e-300"


def write_topics(folder, n: int) -> list[str]:
    qrels = "".join(f"{q} 0 r{i} 1\n" for q in range(1, n + 1) for i in range(10))
    (folder / "q.txt").write_text(qrels)
    for name, extra in (("a", True), ("b", False)):
        lines = []
        for q in range(1, n + 1):
            k = 5 + q % 5 - (0 if extra else 1 + q % 2)
            docs = [f"r{i}" for i in range(k)] + [f"x{name}{i}" for i in range(10 - k)]
            lines += [f"{q} Q0 {d} {r + 1} {10 - r} {name}\n" for r, d in enumerate(docs)]
        (folder / f"{name}.run").write_text("".join(lines))
    return [str(folder / "q.txt"), str(folder / "a.run"), str(folder / "b.run")]


def run_cli(argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return out.getvalue()


def test_evaluate_prints_a_bound_not_zero(tmp_path):
    q, a, b = write_topics(tmp_path, 3000)
    line = run_cli(["evaluate", "--qrels", q, a, b, "--measures", "P@10"]).splitlines()[-1]
    fields = line.split("\t")
    assert fields[3] == "p<2.23e-308" and fields[-1] == "better" and fields[4] == "3000 queries"


def test_report_title_is_a_bound_not_zero(tmp_path):
    a, b = gains(3000, 2)
    for name, v in (("base.json", a), ("b.json", b)):
        (tmp_path / name).write_text(json.dumps({"P@10": float(np.mean(v)),
                                                 "per_query": {str(i): {"P@10": float(x)} for i, x in enumerate(v)}}))
    out = tmp_path / "r.html"
    run_cli(["report", str(tmp_path / "base.json"), str(tmp_path / "b.json"), "-o", str(out), "--no-figures"])
    page = out.read_text()
    assert re.findall(r'title="Holm-adjusted ([^"]+)"', page) == ["p &lt; 2.23e-308"]
    assert "\u25bc" in "".join(re.findall(r"<td[^>]*>(.*?)</td>", page))
