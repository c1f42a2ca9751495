"""A missing score (NaN, None, pandas' NA, an Arrow or polars null) in a run given in memory: refused at its row or
document, as it was, and now said to be a missing value with what to do (routed from issue 45's eighteenth bar:
"score nan is not finite" told a pandas user nothing about the ``<NA>`` cell of a left join).  An infinite score is
still only "not finite" (no missing value: a model's overflow)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

import rankagg

QRELS = pd.DataFrame({"qid": ["q1"], "docid": ["d1"], "rel": [1]})
SCORES = [2.0, None, 0.5]  # the second row's score is missing


def _frames():
    base = {"qid": ["q1", "q1", "q2"], "docid": ["d1", "d2", "d1"]}
    yield "float64-nan", pd.DataFrame({**base, "score": np.array([2.0, np.nan, 0.5])})
    yield "Float64-NA", pd.DataFrame({**base, "score": pd.array(SCORES, dtype="Float64")})
    yield "object-None", pd.DataFrame({**base, "score": pd.array(SCORES, dtype="object")})
    yield "object-NA", pd.DataFrame({**base, "score": pd.array([2.0, pd.NA, 0.5], dtype="object")})
    yield "arrow-null", pa.table({**base, "score": pa.array(SCORES, pa.float64())})
    yield "polars-null", pl.DataFrame({**base, "score": SCORES})
    yield "mapping-nan", {"q1": {"d1": 2.0, "d2": math.nan}, "q2": {"d1": 0.5}}
    yield "mapping-None", {"q1": {"d1": 2.0, "d2": None}, "q2": {"d1": 0.5}}


FRAMES = dict(_frames())


@pytest.mark.parametrize("form", sorted(FRAMES))
def test_a_missing_score_is_said_missing_when_fused(form):
    good = {"q1": {"d1": 1.0, "d2": 2.0}, "q2": {"d1": 1.0}}
    run = FRAMES[form]
    with pytest.raises(ValueError) as caught:
        rankagg.fuse({"bm25": run, "dense": good} if form.startswith("mapping") else {"bm25": run}, "rrf")
    said = str(caught.value)
    assert "missing" in said, said  # Arrow and polars nulls were already said missing; pandas NaN and NA were not
    assert "bm25" in said and ("row 1" in said or "d2" in said), said


@pytest.mark.parametrize("form", sorted(FRAMES))
def test_a_missing_score_is_said_missing_when_evaluated(form):
    with pytest.raises(ValueError) as caught:
        rankagg.evaluate(FRAMES[form], QRELS, ["AP"])
    said = str(caught.value)
    assert "missing" in said and ("d2" in said or "row 1" in said), said


@pytest.mark.parametrize("value", [math.inf, -math.inf])
def test_an_infinite_score_is_not_said_missing(value):
    run = pd.DataFrame({"qid": ["q1", "q1"], "docid": ["d1", "d2"], "score": [1.0, value]})
    for call in (lambda: rankagg.fuse({"a": run}, "rrf"), lambda: rankagg.evaluate(run, QRELS, ["AP"])):
        with pytest.raises(ValueError, match="is not finite") as caught:
            call()
        assert "missing" not in str(caught.value)


def test_a_missing_grade_is_said_missing():
    qrels = pd.DataFrame({"qid": ["q1", "q1"], "docid": ["d1", "d2"], "rel": pd.array([1, None], dtype="Int64")})
    run = pd.DataFrame({"qid": ["q1"], "docid": ["d1"], "score": [1.0]})
    with pytest.raises(ValueError, match="missing value") as caught:
        rankagg.evaluate(run, qrels, ["AP"])
    assert "d2" in str(caught.value)
