"""The command line's Student t tail (rankagg/evaluation/student_t.py) against SciPy and hand-computed values."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rankagg.evaluation.student_t import betainc, paired_t, t_two_sided

stats = pytest.importorskip("scipy.stats")
special = pytest.importorskip("scipy.special")


def test_hand_computed_tails():
    # df = 1 is the Cauchy distribution: P(|T| >= t) = 1 - 2 atan(t) / pi; df = 2: 1 - t / sqrt(2 + t^2)
    for t in (0.0, 1e-9, 0.3, 1.0, 2.5, 40.0):  # tiny t too, where SciPy's stdtr rounds the tail to 1
        assert t_two_sided(t, 1) == pytest.approx(1 - 2 * math.atan(t) / math.pi, rel=1e-13, abs=1e-300)
        assert t_two_sided(-t, 2) == pytest.approx(1 - t / math.sqrt(2 + t * t), rel=1e-13, abs=1e-300)
    assert t_two_sided(0.0, 7) == 1.0 and t_two_sided(math.inf, 7) == 0.0
    assert math.isnan(t_two_sided(1.0, 0)) and math.isnan(t_two_sided(math.nan, 3))
    # I_x(1, 1) = x; I_x(a, 1) = x^a
    assert betainc(1.0, 1.0, 0.37) == pytest.approx(0.37, rel=1e-14)
    assert betainc(2.5, 1.0, 0.6) == pytest.approx(0.6 ** 2.5, rel=1e-14)


@settings(max_examples=300, deadline=None)
@given(st.floats(1e-3, 60) | st.floats(-60, -1e-3), st.integers(1, 400))  # below, SciPy loses digits
def test_tail_equals_scipy(t, df):
    want = 2 * special.stdtr(df, -abs(t))
    got = t_two_sided(t, df)
    assert got == pytest.approx(want, rel=1e-11, abs=1e-290)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.floats(0, 1), min_size=2, max_size=60), st.integers(0, 2**32 - 1))
@example([0.0, 0.0, 2.2e-311], 0)  # found by hypothesis: scipy's t and p are NaN there, and so are ours
def test_paired_t_equals_scipy_ttest_rel(a, seed):
    b = np.random.default_rng(seed).permutation(np.asarray(a))
    t, p, diff = paired_t(a, b)
    if np.all(np.asarray(a) - b == 0):
        assert (t, p, diff) == (0.0, 1.0, 0.0)
        return
    ref = stats.ttest_rel(a, b)
    assert diff == pytest.approx(float(np.mean(np.asarray(a) - b)))
    if np.isfinite(ref.statistic):
        assert t == pytest.approx(ref.statistic, rel=1e-12)
        assert p == pytest.approx(ref.pvalue, rel=1e-10, abs=1e-290)
    elif np.isnan(ref.statistic):  # 0 / 0: differences that cancel to a mean of 0 with a variance that underflows
        assert np.isnan(t) and np.isnan(p)
    else:
        assert not np.isfinite(t) and p == 0.0
