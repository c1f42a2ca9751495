"""Preference inputs at the front door: pairwise comparison tables and PrefLib elections (docs/preferences.md).

``rankagg fuse`` and :func:`rankagg.api.fuse` hand a list of input files here when they are all of one of
these kinds (:func:`preference_kind`):

* **comparisons**: a ``.csv`` / ``.tsv`` / ``.jsonl`` / ``.parquet`` table (``.gz`` for the text ones) with
  an ``outcome`` column (:mod:`rankagg.io.pairwise`); aggregated by :func:`fuse_comparisons` (default
  ``davidson``: Bradley-Terry with Davidson's ties), with bootstrap intervals over comparisons or judges;
* **PrefLib**: ``.soc`` / ``.soi`` / ``.toc`` / ``.toi`` files (:mod:`rankagg.io.preflib`), one query per
  file (the query id is the file name without its suffix), the voters as rankers; aggregated by any
  registry method (:func:`fuse_preflib`, default ``kemeny(solver=exact)``: the Kemeny consensus with its
  proof).

The result is a table, one row per (query, item), best first: ``query, item, score, rank`` (and
``score_low, score_high, rank_low, rank_high`` with a bootstrap).  :func:`write_table` writes it as CSV,
TSV or JSON lines (by the output's suffix), or as a TREC run (any other name: ``query Q0 item rank score
tag``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from rankagg.io._common import InputFormatError, atomic_write_text, read_text

__all__ = ["preference_kind", "preference_inputs", "fuse_comparisons", "fuse_preflib", "fuse_preference_files",
           "write_table", "DEFAULT_COMPARISON_METHOD", "DEFAULT_PREFLIB_METHOD"]

DEFAULT_COMPARISON_METHOD = "davidson"
DEFAULT_PREFLIB_METHOD = "kemeny(solver=exact)"
PREFLIB_SUFFIXES = (".soc", ".soi", ".toc", ".toi")
TABLE_SUFFIXES = (".csv", ".tsv", ".jsonl", ".ndjson", ".parquet")


def _suffix(path: str | os.PathLike) -> str:
    name = os.fspath(path).lower()
    return Path(name[:-3] if name.endswith(".gz") else name).suffix


def _has_outcome_column(path: str | os.PathLike, suffix: str) -> bool:
    try:
        if suffix == ".parquet":
            import pyarrow.parquet as pq

            names = pq.read_schema(os.fspath(path)).names
        else:
            first = read_text(path).lstrip().split("\n", 1)[0]
            names = list(json.loads(first)) if suffix in (".jsonl", ".ndjson") else \
                first.replace("\t", ",").split(",")
    except (OSError, ValueError, Exception):  # unreadable here: the run readers give their own error
        return False
    return "outcome" in {str(n).strip().lower() for n in names}


def preference_kind(path: str | os.PathLike) -> str | None:
    """``"preflib"``, ``"comparisons"`` or None (a run file or another input)."""
    suffix = _suffix(path)
    if suffix in PREFLIB_SUFFIXES:
        return "preflib"
    if suffix in TABLE_SUFFIXES and os.path.isfile(path) and _has_outcome_column(path, suffix):
        return "comparisons"
    return None


def preference_inputs(paths: Sequence[str | os.PathLike]) -> str | None:
    """The one preference kind of all ``paths``, or None when none is a preference file; mixing is an error."""
    kinds = [preference_kind(p) for p in paths]
    if not paths or all(k is None for k in kinds):
        return None
    if len(set(kinds)) > 1:
        named = ", ".join(f"{os.fspath(p)} ({k or 'a run'})" for p, k in zip(paths, kinds))
        raise ValueError(f"the inputs mix kinds: {named}; fuse comparisons, PrefLib elections and runs separately")
    return kinds[0]


def fuse_comparisons(source: Any, method: str = DEFAULT_COMPARISON_METHOD, *, bootstrap: int = 0,
                     by: str = "comparisons", level: float = 0.95, random_state: int = 0,
                     items: Iterable[str] | Mapping[str, Iterable[str]] | None = None):
    """Aggregate comparisons (file path(s), a DataFrame, a list of dicts or :class:`Comparisons`) into a table.

    ``method``: ``davidson``, ``rank_centrality``, ``borda_wins`` or any registry method that reads only the
    pairwise matrix (``rankagg methods`` marks them); ``bootstrap``, ``by``, ``level``: percentile
    intervals (:func:`rankagg.methods.comparisons.aggregate.aggregate_comparisons`); ``items``: the known
    items (an item outside them is an error).
    """
    from rankagg.io.pairwise import Comparisons, comparisons_from_frame, read_comparisons
    from rankagg.methods import aggregate_comparisons

    if isinstance(source, Comparisons):
        comps = source
    elif isinstance(source, (str, os.PathLike)):
        comps = read_comparisons(source, items=items)
    elif isinstance(source, Sequence) and source and all(isinstance(s, (str, os.PathLike)) for s in source):
        parts = [read_comparisons(s, items=items) for s in source]
        comps = parts[0] if len(parts) == 1 else _concatenate(parts)
    else:
        comps = comparisons_from_frame(source, items=items)
    result = aggregate_comparisons(comps, method, bootstrap=bootstrap, by=by, level=level, random_state=random_state)
    return result.to_frame()


def _concatenate(parts):
    from rankagg.io.pairwise import Comparisons

    judges = None if any(p.judge is None for p in parts) else np.concatenate([p.judge for p in parts])
    return Comparisons(*(np.concatenate([getattr(p, f) for p in parts])
                         for f in ("qids", "item_a", "item_b", "outcome", "weight")), judges, parts[0].source)


def fuse_preflib(paths: str | os.PathLike | Sequence[str | os.PathLike], method: str = DEFAULT_PREFLIB_METHOD,
                 **params: Any):
    """Aggregate PrefLib elections (one query per file, named by the file's stem) with a registry method."""
    import pandas as pd

    from rankagg.data.rankings import consensus_order
    from rankagg.io.preflib import election_to_rankings, read_preflib
    from rankagg.methods.registry import make_method

    frames = []
    for path in [paths] if isinstance(paths, (str, os.PathLike)) else list(paths):
        stem = Path(os.fspath(path)).name.split(".")[0]
        data = election_to_rankings(read_preflib(path), qid=stem)
        m = make_method(method, **params)
        if m.supervised:
            raise ValueError(f"{method}: a supervised method needs training data; PrefLib elections have no labels")
        m.fit(data)
        scores = m.score(data)
        order = consensus_order(data, scores)
        rank = np.empty(len(order), dtype=np.int64)
        rank[order] = np.arange(1, len(order) + 1)
        frame = pd.DataFrame({"query": stem, "item": data.docids, "score": scores, "rank": rank})
        for attr in ("objective_", "lower_bound_"):
            if getattr(m, attr, None) is not None:
                frame[attr.rstrip("_")] = float(np.asarray(getattr(m, attr))[0])
        frames.append(frame.sort_values("rank", kind="stable"))
    return pd.concat(frames, ignore_index=True)


def write_table(table, output: str | os.PathLike, *, tag: str = "rankagg", depth: int | None = None) -> None:
    """Write the table as CSV / TSV / JSON lines by suffix, else as a TREC run (``query Q0 item rank score tag``)."""
    if depth is not None:
        table = table[table["rank"] <= depth]
    suffix = _suffix(output)
    if suffix in (".csv", ".tsv"):
        text = table.to_csv(index=False, sep="," if suffix == ".csv" else "\t", lineterminator="\n")
    elif suffix in (".jsonl", ".ndjson"):
        text = table.to_json(orient="records", lines=True)
    else:
        text = "".join(f"{q} Q0 {it} {int(r)} {s!r} {tag}\n"
                       for q, it, r, s in zip(table["query"], table["item"], table["rank"], table["score"]))
    atomic_write_text(output, text if text.endswith("\n") else text + "\n")


def fuse_preference_files(paths: Sequence[str | os.PathLike], output: str | os.PathLike | None = None, *,
                          method: str | None = None, params: Mapping[str, Any] | None = None, bootstrap: int = 0,
                          by: str = "comparisons", level: float = 0.95, depth: int | None = None,
                          tag: str | None = None):
    """``rankagg fuse`` on comparison or PrefLib files: the table, written to ``output`` when given."""
    kind = preference_inputs(paths)
    if kind is None:
        raise InputFormatError(os.fspath(paths[0]) if paths else "<none>", None,
                               "not a comparison table (no outcome column) nor a PrefLib file")
    if kind == "comparisons":
        spec = _with_params(method or DEFAULT_COMPARISON_METHOD, params)
        table = fuse_comparisons(list(paths), spec, bootstrap=bootstrap, by=by, level=level)
    else:
        if bootstrap:
            raise ValueError("--bootstrap applies to comparison tables, not to PrefLib elections")
        table = fuse_preflib(list(paths), method or DEFAULT_PREFLIB_METHOD, **dict(params or {}))
    if output is not None:
        write_table(table, output, tag=tag or f"rankagg-{(method or table.attrs.get('method', kind)).split('(')[0]}",
                    depth=depth)
    return table


def _with_params(spec: str, params: Mapping[str, Any] | None) -> str:
    if not params:
        return spec
    from rankagg.methods.registry import parse_spec

    name, given = parse_spec(spec)
    merged = {**given, **params}
    return f"{name}({', '.join(f'{k}={v!r}' for k, v in merged.items())})"
