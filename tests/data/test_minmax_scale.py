"""The one min-max (:func:`rankagg.data.minmax.minmax_scale`) against its formula written out: ``(x - lo) / (hi - lo)``
where ``hi > lo``, else 1, every term halved first where ``hi - lo`` overflows; bit for bit, with constant lists,
spans beyond the floats, NaN (a document a list did not rank) and scalar bounds."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.minmax import minmax_scale


def formula(x, lo, hi):
    """The min-max as it was first written (every array step, whatever the input)."""
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        span = hi - lo
        big = np.isinf(span) & np.isfinite(lo) & np.isfinite(hi)
        if np.any(big):
            half = np.where(big, 0.5, 1.0)
            x, lo, hi = x * half, lo * half, hi * half
            span = hi - lo
        return np.where(span > 0, (x - lo) / np.where(span > 0, span, 1.0), 1.0)


values = st.one_of(st.sampled_from([0.0, -0.0, 1.0, -1.0, 1e308, -1e308, 1.7e308, -1.7e308, 5e-324, np.nan]),
                   st.floats(-1e6, 1e6, allow_nan=False))


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(values, values, values), min_size=1, max_size=8), st.booleans())
def test_minmax_scale_is_its_formula_bit_for_bit(rows, scalar_bounds):
    x, a, b = (np.array(c, dtype=np.float64) for c in zip(*rows))
    lo, hi = np.fmin(a, b), np.fmax(a, b)
    if scalar_bounds:  # one list: its bounds as NumPy scalars
        lo, hi = np.float64(lo[0]), np.float64(hi[0])
    got, expected = minmax_scale(x, lo, hi), formula(x, lo, hi)
    assert got.shape == expected.shape
    assert [v.hex() for v in np.asarray(got, dtype=np.float64).ravel().tolist()] == \
        [v.hex() for v in np.asarray(expected, dtype=np.float64).ravel().tolist()]


def test_hand_computed():
    x = np.array([1.0, 3.0, 2.0, 5.0, 5.0])
    lo = np.array([1.0, 1.0, 1.0, 5.0, 5.0])
    hi = np.array([3.0, 3.0, 3.0, 5.0, 5.0])
    assert minmax_scale(x, lo, hi).tolist() == [0.0, 1.0, 0.5, 1.0, 1.0]  # a constant list scores 1
    assert minmax_scale(np.array([-1e308, 1e308]), -1e308, 1e308).tolist() == [0.0, 1.0]  # halved, not NaN
