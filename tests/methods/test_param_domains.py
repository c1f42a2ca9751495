"""Every parameter of every method, given values from the edges of its type: a clear error naming the
parameter, or an answer of finite scores (a probe of 3,003 settings found 57 faults: 10**400 and 2**63 as
counts an ``OverflowError``, ``teleport=1e-320`` a ``ZeroDivisionError``, ``mclk(base='x')`` an error naming no
parameter, ``rra(top_cutoff=nan)`` every item tied at -0.0, ``svp(lr=1e308)`` and ``ulara(lam=1e308)`` NaN
scores sorted as if unranked).  Generated from the registry's declarations: a new method or parameter is
covered without a line here."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.data.validation import AnyOf, Integer, Real
from rankagg.exceptions import InvalidParameterError
from rankagg.methods.registry import list_methods, make_method, method_class, method_tags

EDGES = [-1, 0, -0.0, 1e308, -1e308, 5e-324, 1e-320, float("inf"), float("nan"), True, "x", None, [1], {"a": 1},
         2**53, 2**53 + 1, 2**63, 10**400]
SETTINGS = [(name, param) for name in list_methods() for param in method_class(name).param_constraints
            if param != "method"]  # a parameter called method is given in the spec only (fuse(method=...))


def _frame() -> pd.DataFrame:
    rng = np.random.default_rng(0)
    rows = [(q, d, r, 10.0 - r + rng.random(), run) for run in "abc" for q in ("1", "2")
            for r, d in enumerate(rng.permutation([f"d{i}" for i in range(8)])[:6], 1)]
    return pd.DataFrame(rows, columns=["qid", "docid", "rank", "score", "run"])


@pytest.mark.parametrize("name, param", SETTINGS)
def test_an_edge_value_is_accepted_or_refused_naming_the_parameter(name, param):
    for value in EDGES:
        try:
            make_method(name, **{param: value})
        except InvalidParameterError as exc:
            assert param in str(exc) and "\n" not in str(exc) and len(str(exc)) < 400, (value, str(exc))
        except ValueError as exc:  # a method's own cross-parameter check
            assert param in str(exc) or name in str(exc), (value, str(exc))


NUMERIC = [(name, param) for name, param in SETTINGS
           if not make_method(name).supervised and not method_tags(name).slow_fit
           and isinstance(method_class(name).param_constraints[param], (Real, Integer, AnyOf))]
FRAME = _frame()


@pytest.mark.parametrize("name, param", NUMERIC)
def test_an_accepted_edge_value_scores_finitely_or_is_refused(name, param):
    """Real parameters at 1e308, -1e308 and the denormals, integer ones at -1, 0 and the largest below the
    iteration-sized ones (2**53 for an iteration limit would run as long as asked): finite scores, or a
    ValueError naming the method."""
    constraint = method_class(name).param_constraints[param]
    values = [-1, 0, 1, 3] if isinstance(constraint, Integer) else [1e308, -1e308, 5e-324, 1e-320, 1.0, 0.5]
    for value in values:
        if not constraint.check(value):
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                out = rankagg.fuse(FRAME, method=name, **{param: value})
            except ValueError as exc:
                assert name in str(exc), (value, str(exc))
                continue
        assert np.isfinite(out["score"].to_numpy(dtype=float)).all() or math.isnan(value), (value, out.head())


# rankagg.fuse fuses with unsupervised methods (a supervised one needs a model, and meets its runs by name)
WITH_DEPTH = [n for n in list_methods() if "depth" in method_class(n).param_constraints and not make_method(n).supervised]


@pytest.mark.parametrize("name", WITH_DEPTH)
def test_the_output_depth_and_a_method_s_own_depth_are_never_confused(name):
    """``rankagg.fuse(runs, "pseudo_qrels", depth=10)`` cut the output at 10 and left the method's own depth at
    its default, silently: refused unless the spec sets the method's (then depth= is the output's)."""
    with pytest.raises(ValueError, match=f"{name} has a parameter depth of its own"):
        rankagg.fuse(FRAME, name, depth=3)
    default = make_method(name).params["depth"]
    out = rankagg.fuse(FRAME, f"{name}(depth={default})", depth=3)
    assert out.groupby("qid").size().max() == 3
    whole = rankagg.fuse(FRAME, name)
    assert out[["qid", "docid"]].values.tolist() == whole.groupby("qid", sort=False).head(3)[["qid", "docid"]].values.tolist()
