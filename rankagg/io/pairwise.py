"""Pairwise comparisons as input: a long table ``(query, item_a, item_b, outcome, weight?, count?, judge?)``.

One row says how ``item_a`` fared against ``item_b`` in query ``query``: ``outcome`` is ``win`` (``item_a``
won), ``loss`` (``item_b`` won) or ``tie``; ``count`` (a positive integer, default 1) repeats the row and
``weight`` (a positive number, default 1) scales it; ``judge`` names who compared (an LLM judge, a crowd
worker), for bootstrap intervals over judges.  ``query`` may be left out (one query, ``"1"``).  Column
names are case-insensitive; ``qid`` is accepted for ``query``, ``a`` / ``b`` for the items.

Readers: CSV (``.csv``), TSV (``.tsv``, ``.txt``), JSON lines (``.jsonl``, ``.ndjson``) and Parquet
(``.parquet``), plain or gzip-compressed (``.gz``) for the text ones; :func:`comparisons_from_frame` takes
a DataFrame or a list of dicts.  Every error names the file and the 1-based line (the header is line 1
of a CSV; a Parquet file's rows count from 1): an unknown item (when ``items`` lists the known ones), an
item compared with itself, an outcome that is not win, loss or tie, a count that is not a positive integer,
a weight that is not a positive number, a missing column.

:func:`comparison_matrices` turns them into the per-query pairwise matrices the pairwise methods read
(the layout of :mod:`rankagg.methods.pairwise_kernels`: query ``q``'s ``n x n`` block at
``[moff[q], moff[q+1])``): ``W[i, j]`` = weight of wins of ``i`` over ``j``, ``T[i, j]`` = weight of ties
between them, ``Y = W + T / 2`` (a tie is half a win each way: the binary Volkovs §2.1 matrix of rankings
with a tie) and ``C = W + W^T + T`` (weight of comparisons of the pair).  Items of a query are in string
order (the docid step of the house tie rule: comparisons have no ranks).
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._common import InputFormatError, read_text

__all__ = ["Comparisons", "ComparisonMatrices", "OUTCOMES", "read_comparisons", "comparisons_from_frame",
           "comparison_matrices"]

#: outcome word -> score of item_a (1 win, 0 loss, 1/2 tie)
OUTCOMES = {"win": 1.0, "loss": 0.0, "tie": 0.5}
_ALIASES = {"query": ("query", "qid"), "item_a": ("item_a", "a"), "item_b": ("item_b", "b"),
            "outcome": ("outcome",), "weight": ("weight",), "count": ("count",), "judge": ("judge",)}
DEFAULT_QUERY = "1"


@dataclass
class Comparisons:
    """Pairwise comparisons, one entry per input row (``weight`` already multiplied by ``count``)."""

    qids: NDArray[np.str_]
    item_a: NDArray[np.str_]
    item_b: NDArray[np.str_]
    outcome: NDArray[np.float64]  # score of item_a: 1 win, 0 loss, 0.5 tie
    weight: NDArray[np.float64]
    judge: NDArray[np.str_] | None = None
    source: str = "<comparisons>"

    def __len__(self) -> int:
        return len(self.qids)


@dataclass
class ComparisonMatrices:
    """Per-query pairwise matrices of :func:`comparison_matrices` (flat, the pairwise kernels' layout)."""

    qids: list[str]
    items: list[list[str]]
    offsets: NDArray[np.int64]
    moff: NDArray[np.int64]
    W: NDArray[np.float64]
    T: NDArray[np.float64]

    @property
    def Y(self) -> NDArray[np.float64]:
        return self.W + 0.5 * self.T

    @property
    def C(self) -> NDArray[np.float64]:
        out = self.W + self.T
        for q in range(len(self.qids)):
            n = len(self.items[q])
            blk = self.W[self.moff[q]:self.moff[q + 1]].reshape(n, n)
            out[self.moff[q]:self.moff[q + 1]] += blk.T.ravel()
        return out

    def block(self, name: str, q: int) -> NDArray[np.float64]:
        """Query ``q``'s ``n x n`` matrix ``name`` (W, T, Y or C)."""
        n = len(self.items[q])
        flat = getattr(self, name)
        return flat[self.moff[q]:self.moff[q + 1]].reshape(n, n)


def _column_map(header: Sequence[str], path: str) -> dict[str, str]:
    lower = {str(h).strip().lower(): str(h) for h in header}
    found = {}
    for role, names in _ALIASES.items():
        for name in names:
            if name in lower:
                found[role] = lower[name]
                break
    missing = [r for r in ("item_a", "item_b", "outcome") if r not in found]
    if missing:
        raise InputFormatError(path, 1, f"missing column {missing[0]!r} (columns: {', '.join(map(str, header))}; "
                                        "expected query, item_a, item_b, outcome and optional weight, count, judge)")
    return found


def _parse_rows(rows: Iterable[tuple[int, Mapping[str, Any]]], cols: dict[str, str], path: str,
                items: Iterable[str] | Mapping[str, Iterable[str]] | None) -> Comparisons:
    known_all = set(map(str, items)) if items is not None and not isinstance(items, Mapping) else None
    known_by_q = {str(q): set(map(str, v)) for q, v in items.items()} if isinstance(items, Mapping) else None
    qids, a_s, b_s, outs, weights, judges = [], [], [], [], [], []
    for line, row in rows:
        def get(role: str, default: Any = None) -> Any:
            v = row.get(cols[role]) if role in cols else None
            return default if v is None or (isinstance(v, str) and v.strip() == "") else v
        q = str(get("query", DEFAULT_QUERY)).strip()
        a, b = get("item_a"), get("item_b")
        if a is None or b is None:
            raise InputFormatError(path, line, f"empty {'item_a' if a is None else 'item_b'}")
        a, b = str(a).strip(), str(b).strip()
        if a == b:
            raise InputFormatError(path, line, f"item {a!r} compared with itself")
        for it in (a, b):
            known = known_by_q.get(q) if known_by_q is not None else known_all
            if known is not None and it not in known:
                raise InputFormatError(path, line, f"unknown item {it!r} in query {q!r} (not among the "
                                                   f"{len(known)} items given)")
        word = str(get("outcome", "")).strip().lower()
        if word not in OUTCOMES:
            raise InputFormatError(path, line, f"outcome {get('outcome')!r} is not win, loss or tie")
        count = get("count", 1)
        try:
            c = float(count)
            ok = math.isfinite(c) and c == int(c) and c >= 1 and not isinstance(count, bool)
        except (TypeError, ValueError):
            ok = False
        if not ok:
            raise InputFormatError(path, line, f"count {count!r} is not a positive integer")
        weight = get("weight", 1.0)
        try:
            w = float(weight)
            wok = math.isfinite(w) and w > 0 and not isinstance(weight, bool)
        except (TypeError, ValueError):
            wok = False
        if not wok:
            raise InputFormatError(path, line, f"weight {weight!r} is not a positive number")
        qids.append(q)
        a_s.append(a)
        b_s.append(b)
        outs.append(OUTCOMES[word])
        weights.append(w * c)
        if "judge" in cols:
            judges.append(str(get("judge", "")).strip())
    return Comparisons(np.array(qids, dtype=str), np.array(a_s, dtype=str), np.array(b_s, dtype=str),
                       np.array(outs, dtype=np.float64), np.array(weights, dtype=np.float64),
                       np.array(judges, dtype=str) if "judge" in cols else None, path)


def _kind(path: str) -> str:
    name = path.lower()
    if name.endswith(".gz"):
        name = name[:-3]
    for suffix, kind in ((".csv", "csv"), (".tsv", "tsv"), (".txt", "tsv"), (".jsonl", "jsonl"),
                         (".ndjson", "jsonl"), (".parquet", "parquet")):
        if name.endswith(suffix):
            return kind
    raise InputFormatError(path, None, "unknown comparison file type (expected .csv, .tsv, .jsonl or .parquet)")


def read_comparisons(path: str | os.PathLike, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None,
                     kind: str | None = None) -> Comparisons:
    """Read a comparison table (module docstring); ``items``: the known items (all queries, or per query).

    ``kind`` (csv, tsv, jsonl, parquet) overrides the file name's suffix.
    """
    p = os.fspath(path)
    kind = kind or _kind(p)
    if kind == "parquet":
        import pyarrow.parquet as pq

        try:
            table = pq.read_table(p)
        except Exception as exc:  # pyarrow's errors: not a Parquet file, a missing file
            raise InputFormatError(p, None, f"cannot read as Parquet: {exc}") from None
        cols = _column_map(table.column_names, p)
        return _parse_rows(enumerate(table.to_pylist(), start=1), cols, p, items)
    text = read_text(p)
    if kind == "jsonl":
        records: list[tuple[int, Mapping[str, Any]]] = []
        for line, raw in enumerate(text.splitlines(), start=1):
            if raw.strip():
                try:
                    rec = json.loads(raw)
                except json.JSONDecodeError as exc:
                    raise InputFormatError(p, line, f"not JSON: {exc.msg}") from None
                if not isinstance(rec, dict):
                    raise InputFormatError(p, line, "expected a JSON object per line")
                records.append((line, rec))
        if not records:
            raise InputFormatError(p, None, "no comparisons")
        header = list(dict.fromkeys(k for _, r in records for k in r))
        return _parse_rows(records, _column_map(header, p), p, items)
    reader = csv.reader(io.StringIO(text), delimiter="\t" if kind == "tsv" else ",")
    rows = [r for r in reader]
    if not rows:
        raise InputFormatError(p, None, "no comparisons")
    header = rows[0]
    cols = _column_map(header, p)
    body = []
    for line, r in enumerate(rows[1:], start=2):
        if not any(c.strip() for c in r):
            continue
        if len(r) != len(header):
            raise InputFormatError(p, line, f"{len(r)} fields, the header has {len(header)}")
        body.append((line, dict(zip(header, r))))
    return _parse_rows(body, cols, p, items)


def comparisons_from_frame(frame: Any, *, items: Iterable[str] | Mapping[str, Iterable[str]] | None = None,
                           source: str = "<comparisons>") -> Comparisons:
    """Comparisons from a DataFrame or a sequence of dicts (errors name the row, from 1)."""
    records = frame.to_dict("records") if hasattr(frame, "to_dict") else list(frame)
    header = list(dict.fromkeys(k for r in records for k in r))
    return _parse_rows(enumerate(records, start=1), _column_map(header, source), source, items)


def comparison_matrices(comps: Comparisons, weight: NDArray[np.float64] | None = None,
                        items: Mapping[str, Sequence[str]] | None = None) -> ComparisonMatrices:
    """Per-query win and tie matrices (module docstring); ``weight`` replaces the rows' weights (a bootstrap),
    ``items`` fixes each query's items (else those compared, in string order)."""
    w = comps.weight if weight is None else np.asarray(weight, dtype=np.float64)
    qids = sorted(set(comps.qids.tolist())) if items is None else list(items)
    q_index = {q: k for k, q in enumerate(qids)}
    names: list[list[str]] = []
    for q in qids:
        if items is not None:
            names.append(list(items[q]))
        else:
            sel = comps.qids == q
            names.append(sorted(set(comps.item_a[sel].tolist()) | set(comps.item_b[sel].tolist())))
    sizes = np.array([len(n) for n in names], dtype=np.int64)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    moff = np.concatenate([[0], np.cumsum(sizes * sizes)]).astype(np.int64)
    pos = {(q, it): k for q, nm in zip(qids, names) for k, it in enumerate(nm)}
    qk = np.array([q_index[q] for q in comps.qids.tolist()], dtype=np.int64)
    ia = np.array([pos[(q, it)] for q, it in zip(comps.qids.tolist(), comps.item_a.tolist())], dtype=np.int64)
    ib = np.array([pos[(q, it)] for q, it in zip(comps.qids.tolist(), comps.item_b.tolist())], dtype=np.int64)
    n = sizes[qk]
    W = np.zeros(int(moff[-1]))
    T = np.zeros(int(moff[-1]))
    win = comps.outcome == 1.0
    loss = comps.outcome == 0.0
    tie = ~win & ~loss
    np.add.at(W, moff[qk[win]] + ia[win] * n[win] + ib[win], w[win])
    np.add.at(W, moff[qk[loss]] + ib[loss] * n[loss] + ia[loss], w[loss])
    np.add.at(T, moff[qk[tie]] + ia[tie] * n[tie] + ib[tie], w[tie])
    np.add.at(T, moff[qk[tie]] + ib[tie] * n[tie] + ia[tie], w[tie])
    return ComparisonMatrices(qids, names, offsets, moff, W, T)
