"""Issue 45's seventeenth bar, a clinical-trial matching team (scripts/reliability_bars/seventeenth_trials.py): the
fault classes it found.

* A table of runs or qrels whose query and document columns carry the team's own names (``patient_id``,
  ``trial_id``) was refused without naming them: "needs query, document and score columns", or, for a
  ``{name: frame}`` run, "expected {qid: {docid: score}}, got DataFrame" (as if frames were not read at all); an
  Arrow or polars table's message listed only the columns the conversion kept.  Every door now names the columns
  the table has (:func:`rankagg.io.frame.missing_columns`).
* ``rankagg calibrate --rel 3`` on 0/1/2 qrels was refused without naming ``--rel`` / ``rel``.
"""

from __future__ import annotations

from typing import Any, Callable

import pandas as pd
import pyarrow as pa
import pytest

import rankagg
from rankagg.fuser.calibration import fit_calibration

# the names a trial-matching notebook gives its columns; none is a name rankagg reads for a query or a document
NAMINGS = [("patient_id", "trial_id"), ("topic", "nct_id"), ("patient", "trial"), ("Patient ID", "NCT")]


def _frame(q: str, d: str, value: str = "score") -> pd.DataFrame:
    return pd.DataFrame({q: ["1", "1", "2"], d: ["NCT00000001", "NCT00000002", "NCT00000001"], value: [2.0, 1.0, 0.5]})


def _long(q: str, d: str) -> pd.DataFrame:
    return pd.concat([_frame(q, d).assign(run=r) for r in ("bm25", "neural")], ignore_index=True)


QRELS = {"1": {"NCT00000001": 2, "NCT00000002": 1}, "2": {"NCT00000001": 0}}
RUN = {"1": {"NCT00000001": 2.0, "NCT00000002": 1.0}, "2": {"NCT00000001": 0.5}}

DOORS: dict[str, Callable[[str, str], Any]] = {
    "evaluate a run frame": lambda q, d: rankagg.evaluate(_frame(q, d), QRELS, ["P@10"]),
    "evaluate a qrels frame": lambda q, d: rankagg.evaluate(RUN, _frame(q, d, "label"), ["P@10"]),
    "evaluate an Arrow run": lambda q, d: rankagg.evaluate(pa.Table.from_pandas(_frame(q, d)), QRELS, ["P@10"]),
    "fuse a long frame": lambda q, d: rankagg.fuse(_long(q, d), "rrf"),
    "fuse a long Arrow table": lambda q, d: rankagg.fuse(pa.Table.from_pandas(_long(q, d)), "rrf"),
    "fuse {name: frame}": lambda q, d: rankagg.fuse({"bm25": _frame(q, d), "neural": _frame(q, d)}, "rrf"),
    "fuse a list of frames": lambda q, d: rankagg.fuse([_frame(q, d), _frame(q, d)], "rrf"),
}


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("q, d", NAMINGS)
def test_unread_id_columns_are_named(door: str, q: str, d: str) -> None:
    with pytest.raises(ValueError) as info:
        DOORS[door](q, d)
    message = str(info.value)
    assert "\n" not in message
    held = message.split("; it has ", 1)[1].split(", ")  # the columns the table has, as the user wrote them
    assert q in held and d in held, message


@pytest.mark.parametrize("rel", [3, 4, 7])
def test_calibration_level_above_every_grade_names_rel(rel: int) -> None:
    fused = {"1": [("a", 3.0), ("b", 2.0), ("c", 1.0)], "2": [("a", 2.0), ("d", 1.0)]}
    qrels = {"1": {"a": 2, "b": 1, "c": 0}, "2": {"a": 0, "d": 2}}
    with pytest.raises(ValueError, match=f"rel \\(--rel\\) = {rel}: .*found no document judged {rel} or above"):
        fit_calibration(fused, qrels, rel=rel)


def test_calibration_every_document_relevant_names_rel() -> None:
    with pytest.raises(ValueError, match="rel \\(--rel\\) = 1: .*found only documents judged 1 or above"):
        fit_calibration({"1": [("a", 2.0), ("b", 1.0)]}, {"1": {"a": 2, "b": 1}}, rel=1)
