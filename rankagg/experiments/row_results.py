"""What the rendered tables and claims share: each row's result on a dataset, and the significance marks.

:func:`row_result` finds a row's result file (schema 2, else its declared
legacy file); :func:`paired_rows` tests two rows on their common test queries
(a paired two-sided t-test); :func:`holm_marks` turns a block's tests into the
marks ``▲`` / ``▼`` (with the baseline's superscript when there are several)
after Holm's correction over every test of the block, at level :data:`ALPHA`.
The tables are in :mod:`rankagg.experiments.render_tables`, the claims and
selections in :mod:`rankagg.experiments.render_claims`, the marker blocks that
hold them in :mod:`rankagg.experiments.render`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from rankagg.evaluation.measures import holm, paired_t_test
from rankagg.experiments.results import is_legacy, lacking_measures, read_record, result_path, supervision_of
from rankagg.experiments.experiment_file import Experiment, Row
from rankagg.methods.registry import method_class

__all__ = ["ALPHA", "BETTER", "WORSE", "SUPERSCRIPTS", "KIND_LABELS", "RowResult", "row_result", "paired_rows",
           "row_supervision", "holm_marks", "ordered_rows"]

ALPHA = 0.05
BETTER, WORSE = "▲", "▼"
SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"
KIND_LABELS = {"unsupervised": "unsup.", "supervised": "sup.", "learns-from-test": "test-unl."}


@dataclass
class RowResult:
    row: Row
    record: dict[str, Any] | None
    legacy: bool

    @property
    def label(self) -> str:
        return self.row.label

    def per_query(self, measure: str) -> tuple[np.ndarray, np.ndarray] | None:
        if self.record is None or self.legacy:
            return None
        pq = self.record["per_query"]
        return np.asarray(pq["qids"]), np.asarray(pq[measure], dtype=float)


def row_result(exp: Experiment, row: Row, dataset: str) -> RowResult:
    """The row's schema-2 result if it exists, else its declared legacy file, else nothing."""
    path = result_path(exp.results, dataset, row.label)
    if path.exists():
        rec = read_record(path, legacy=True)  # a schema-2 file is validated on read
        if not is_legacy(rec):
            lacking = lacking_measures(rec, exp.required_measures(dataset))
            if lacking:  # written when the experiment kept fewer measures: its tables would miss them
                raise ValueError(f"{path}: holds no {', '.join(lacking)} (test mean and per query), which {exp.path} "
                                 f"keeps; the result was written when it kept fewer measures: rerun it with "
                                 f"rankagg experiment run {exp.path} (status: stale)")
            return RowResult(row, rec, False)
    legacy = row.legacy.get(dataset)
    if legacy is not None and legacy.exists():
        return RowResult(row, read_record(legacy, legacy=True), True)
    return RowResult(row, None, False)


def paired_rows(a: RowResult, b: RowResult, measure: str):
    pa, pb = a.per_query(measure), b.per_query(measure)
    if pa is None or pb is None:
        return None
    common, ia, ib = np.intersect1d(pa[0], pb[0], return_indices=True)
    if len(common) < 2:
        return None
    return paired_t_test(pa[1][ia], pb[1][ib])


def row_supervision(rr: RowResult) -> str:
    if rr.record is not None and "supervision" in rr.record:
        return rr.record["supervision"]
    return supervision_of(method_class(rr.row.method))


def holm_marks(tests: Sequence[tuple[Any, int, Any]], n_base: int) -> dict[Any, str]:
    """``cell key -> "▲"/"▼"`` (with the baseline's superscript when there are several) for the tests
    ``(cell key, baseline index, t-test result)`` significant after Holm's correction over all of them."""
    adjusted = holm([t.pvalue for *_, t in tests]) if tests else []
    marks: dict[Any, str] = {}
    for (key, j, t), p in zip(tests, adjusted):
        if p < ALPHA and t.mean_difference != 0:
            sym = BETTER if t.mean_difference > 0 else WORSE
            marks[key] = marks.get(key, "") + sym + (SUPERSCRIPTS[j] if n_base > 1 else "")
    return marks


def ordered_rows(exp: Experiment, dataset: str | None = None) -> list[Row]:
    """Rows of one group together, groups in order of first appearance, declared order within a group."""
    declared = [r for r in exp.rows if dataset is None or r.datasets is None or dataset in r.datasets]
    first: dict[str, int] = {}
    for i, r in enumerate(declared):
        first.setdefault(r.group, i)
    return sorted(declared, key=lambda r: first[r.group])
