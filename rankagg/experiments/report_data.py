"""Result sets of the report: protocol results and ``rankagg evaluate --json`` output loaded
into entries with per-query values, and the paired significance marks between two entries."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from rankagg.evaluation.measures import paired_t_test, randomization_test

__all__ = ["SCHEMA", "MAX_SERIES", "BETTER", "WORSE", "Entry", "ResultSet", "load_results", "significance", "result_record", "slug"]

SCHEMA = "rankagg-results/1"
#: at most this many series in one figure panel (the baseline included)
MAX_SERIES = 8
#: dataset name given to ``rankagg evaluate --json`` outputs
EVALUATED = "evaluated runs"
DEFAULT_MEASURES = ("P@1", "P@5", "P@10", "NDCG@1", "NDCG@5", "NDCG@10", "MAP")
BETTER, WORSE = "▲", "▼"


def slug(text: str) -> str:
    """File-name-safe form of a label (``"St.Agg_RRF (Eq. 11)"`` -> ``"st-agg_rrf-eq-11"``)."""
    s = re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-").lower()
    return s or "result"


def result_record(result, label: str | None = None, **extra: Any) -> dict[str, Any]:
    """A :class:`~rankagg.experiments.protocol.ProtocolResult` as a schema record with its label.

    This is :meth:`ProtocolResult.to_dict` (``rankagg-results/2``: per-query values of
    every measure included) plus any ``extra`` keys.
    """
    rec = json.loads(result.to_json(label))
    rec.update(extra)
    return rec


def _evaluate_entry(rec: dict[str, Any], path: Path) -> "Entry":
    """An entry from ``rankagg evaluate --json`` output: measure means and optional ``per_query`` {qid: {measure: v}}."""
    test = {k: float(v) for k, v in rec.items() if k != "per_query"}
    per_query = qids = None
    pq = rec.get("per_query")
    if pq:
        qids = np.asarray(list(pq), dtype=str)
        measures = sorted({m for row in pq.values() for m in row})
        per_query = {m: np.asarray([float(pq[q].get(m, np.nan)) for q in pq]) for m in measures}
    return Entry(path=str(path), label=path.stem, dataset=EVALUATED, method=path.stem, test=test,
                 per_query=per_query, qids=qids, raw=rec)


def _is_evaluate_output(rec: dict[str, Any]) -> bool:
    keys = [k for k in rec if k != "per_query"]
    return bool(keys) and "schema" not in rec and all(
        isinstance(rec[k], (int, float)) and not isinstance(rec[k], bool) for k in keys)


# ---------------------------------------------------------------- loading
@dataclass
class Entry:
    path: str
    label: str
    dataset: str
    method: str
    test: dict[str, float]
    per_query: dict[str, np.ndarray] | None
    qids: np.ndarray | None
    raw: dict[str, Any] = field(repr=False)


@dataclass
class ResultSet:
    entries: list[Entry]
    robustness: list[dict[str, Any]]
    weights: list[dict[str, Any]]
    benchmarks: list[dict[str, Any]]

    def datasets(self) -> list[str]:
        seen: list[str] = []
        for e in self.entries:
            if e.dataset not in seen:
                seen.append(e.dataset)
        return seen


def _json_files(paths: Iterable[str | os.PathLike]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            out.append(p)
        else:
            raise FileNotFoundError(f"no result file or folder {p}")
    return out


def load_results(paths: Iterable[str | os.PathLike]) -> ResultSet:
    """Read result JSON files and folders of them (``*.json``)."""
    entries, robust, weights, bench = [], [], [], []
    files = _json_files(paths)
    if not files:
        raise ValueError("no result files found")
    for f in files:
        try:
            rec = json.loads(f.read_text())
        except json.JSONDecodeError as exc:
            raise ValueError(f"{f}: not valid JSON ({exc})") from None
        if not isinstance(rec, dict):
            raise ValueError(f"{f}: a result file holds one JSON object")
        if _is_evaluate_output(rec):
            entries.append(_evaluate_entry(rec, f))
            continue
        schema = rec.get("schema", SCHEMA)
        if not str(schema).startswith("rankagg-results/"):
            raise ValueError(f"{f}: unknown schema {schema!r}")
        kind = rec.get("kind", "protocol" if "test" in rec else None)
        if kind == "benchmark":
            bench.append({**rec, "_path": str(f)})
            continue
        if "robustness" in rec:
            robust.append({**rec, "_path": str(f)})
        if "weights" in rec:
            weights.append({**rec, "_path": str(f)})
        if kind != "protocol":
            if kind is None and not ("robustness" in rec or "weights" in rec):
                raise ValueError(f"{f}: neither a protocol result (no 'test') nor a known kind")
            continue
        for key in ("dataset", "method", "test"):
            if key not in rec:
                raise ValueError(f"{f}: protocol result without {key!r}")
        if not isinstance(rec["test"], dict) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in rec["test"].values()):
            raise ValueError(f"{f}: 'test' must map measure names to numbers, got {json.dumps(rec['test'])[:80]}")
        pq = rec.get("per_query")
        per_query = qids = None
        if pq:
            qids = np.asarray(pq.get("qids", []), dtype=str)
            per_query = {k: np.asarray(v, dtype=float) for k, v in pq.items() if k != "qids"}
        entries.append(
            Entry(
                path=str(f),
                label=str(rec.get("label") or rec["method"]),
                dataset=str(rec["dataset"]),
                method=str(rec["method"]),
                test={k: float(v) for k, v in rec["test"].items()},
                per_query=per_query,
                qids=qids,
                raw=rec,
            )
        )
    return ResultSet(entries, robust, weights, bench)


# ---------------------------------------------------------------- significance
def _aligned(a: Entry, b: Entry, measure: str) -> tuple[np.ndarray, np.ndarray] | None:
    if a.per_query is None or b.per_query is None or measure not in a.per_query or measure not in b.per_query:
        return None
    if a.qids is not None and b.qids is not None and len(a.qids) and len(b.qids):
        common, ia, ib = np.intersect1d(a.qids, b.qids, return_indices=True)
        if len(common) == 0:
            return None
        return a.per_query[measure][ia], b.per_query[measure][ib]
    if len(a.per_query[measure]) != len(b.per_query[measure]):
        return None
    return a.per_query[measure], b.per_query[measure]


def significance(a: Entry, b: Entry, measure: str, *, test: str = "t", alpha: float = 0.05) -> str:
    """``▲`` / ``▼`` when ``a`` is significantly better / worse than ``b`` on ``measure``, else ``""``."""
    pair = _aligned(a, b, measure)
    if pair is None:
        return ""
    x, y = pair
    res = paired_t_test(x, y) if test == "t" else randomization_test(x, y, n_resamples=2000, random_state=0)
    if res.pvalue < alpha and res.mean_difference != 0:
        return BETTER if res.mean_difference > 0 else WORSE
    return ""


def _find_baseline(entries: Sequence[Entry], baseline: str | None) -> Entry | None:
    if baseline is None:
        return None
    for e in entries:
        if baseline in (e.label, e.method):
            return e
    return None
