"""The public API's own keywords (not the methods' parameters, tests/methods/test_param_domains.py), given values
from the edges of every type: an answer, or a ``ValueError`` whose one-line message names the keyword.  A probe
found ``Fuser(depth=2**63)`` an OverflowError, ``Fuser.top(score_bounds=1.5)`` an AttributeError,
``evaluate(run, qrels, 5)`` Python's "'int' object is not iterable", and ``evaluate(per_query='no')`` per query."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest

import rankagg
from rankagg.fuser import Fuser

EDGES = [-1, 0, -0.0, 1e308, 5e-324, math.inf, math.nan, True, "x", "", [1], {"a": 1}, 2**53, 2**63, 10**400, 1.5,
         np.int64(3), np.float64(2.0), None, b"x", object()]
LISTS = {"a": ["d1", "d2", "d3", "d4"], "b": {"d2": 3.0, "d5": 2.0, "d1": 1.0}, "c": (["d3", "d1"], [0.9, 0.1])}
RUN, QRELS = {"1": {"d1": 3.0, "d2": 2.0}}, {"1": {"d1": 1, "d3": 1}}
RUNS = {"a": RUN, "b": {"1": {"d2": 1.0, "d4": 0.5}}}

CALLS = {
    "window": lambda v: Fuser("rrf", window=v)(LISTS),
    "depth": lambda v: Fuser("rrf", depth=v)(LISTS),
    "min_score": lambda v: Fuser("rrf", min_score=v)(LISTS),
    "k": lambda v: Fuser("rrf").top(LISTS, v),
    "budget": lambda v: Fuser("rrf").top(LISTS, 2, budget=v),
    "score_bounds": lambda v: Fuser("combsum").top(LISTS, 2, score_bounds=v),
    "weights": lambda v: Fuser("rrf", weights={"a": v})(LISTS),
    "measures": lambda v: rankagg.evaluate(RUN, QRELS, v),
    "per_query": lambda v: rankagg.evaluate(RUN, QRELS, per_query=v),
    "backend": lambda v: rankagg.fuse(RUNS, "rrf", backend=v),
}


@pytest.mark.parametrize("keyword", list(CALLS))
def test_an_edge_value_of_an_api_keyword_is_answered_or_refused_naming_it(keyword):
    for value in EDGES:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                CALLS[keyword](value)
            except ValueError as exc:
                message = str(exc)
                assert keyword.split("_")[0] in message and "\n" not in message, (value, message)
                continue
        if keyword == "per_query":  # only the booleans: 'no' or 0 must not choose a form
            assert isinstance(value, bool), value
