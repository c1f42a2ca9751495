"""``Fuser.top`` on weighted scores near the float range (issue 45, "Left on 45": it printed NumPy's
"overflow encountered in multiply" before its correct refusal).

The refusal depends on the overflow itself: a product or sum is refused when it rounds to infinity, exactly as
the full path (``Fuser.__call__``) refuses it, so the products are computed with NumPy's warnings off and
checked at once by value (a check of magnitudes before multiplying would differ from the full path at the
rounding boundary).  Generated: lists of huge and ordinary scores of both signs, weights that push some
products past the floats and some not, every k.  Each call runs with warnings as errors and gives the full
path's answer or its error, bit for bit, whether the lists come as mappings (the compiled kernel first) or as
``(ids, scores)`` pairs (the Python proof).
"""

from __future__ import annotations

import warnings

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rankagg.fuser import Fuser

SCORES = [1.7e308, 1e308, 9e307, 1e300, 5.0, 1.0, 0.0, -3.0, -1e308, -1.7e308]
POOL = ["a", "b", "c", "d", "e", "f"]


def _outcome(call):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a RuntimeWarning (overflow in multiply, add) fails the test
        try:
            return "ok", [(d, s.hex()) for d, s in call()]
        except ValueError as exc:
            return "ValueError", str(exc)


one_list = st.dictionaries(st.sampled_from(POOL), st.sampled_from(SCORES), min_size=1, max_size=6)
lists_strategy = st.dictionaries(st.sampled_from(["L1", "L2", "L3"]), one_list, min_size=1, max_size=3)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lists=lists_strategy, weights=st.lists(st.sampled_from([0.5, 1.0, 2.0, 10.0]), min_size=3, max_size=3),
       k=st.integers(1, 4), spec=st.sampled_from(["combsum", "combmnz"]), norm=st.sampled_from(["none", "max"]))
@example(lists={"L1": {"x": 1e308, "y": 1.0}, "L2": {"x": 1e308, "z": 2.0}}, weights=[10.0, 1.0, 1.0], k=1,
         spec="combsum", norm="none")  # the case of the report: refused, and no warning before
def test_top_gives_the_full_paths_answer_or_error_without_a_warning(lists, weights, k, spec, norm):
    best_first = {n: dict(sorted(v.items(), key=lambda kv: (-kv[1], kv[0]))) for n, v in lists.items()}
    fuser = Fuser(spec, norm=norm, weights=dict(zip(sorted(best_first), weights)))
    full = _outcome(lambda: fuser(best_first)[:k])
    assert _outcome(lambda: fuser.top(best_first, k).items) == full  # mappings: the kernel, or the Python proof
    pairs = {n: (list(v), list(v.values())) for n, v in best_first.items()}
    assert _outcome(lambda: fuser.top(pairs, k).items) == full  # pairs: the Python proof


def test_the_refusal_names_the_range():
    fuser = Fuser("combsum", norm="none", weights={"L1": 10.0, "L2": 1.0})
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(ValueError, match="beyond the float range"):
            fuser.top({"L1": {"x": 1e308, "y": 1.0}, "L2": {"x": 1e308, "z": 2.0}}, 1)
