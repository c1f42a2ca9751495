"""Writing rankagg Parquet datasets (the layout of :mod:`rankagg.io.parquet`): from rankings, streamed in
batches (:func:`write_parquet`), and converted from other formats.

Conversions: :func:`letor_to_parquet` (LETOR 4.0 aggregation files) and
:func:`trec_runs_to_parquet` (TREC run files + optional qrels).

Requires ``pyarrow`` (``pip install 'rankagg[dask]'``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np
import pandas as pd

from rankagg.data.rankings import Rankings, ranks_from_scores
from rankagg.io._qrels_text import read_qrels
from rankagg.io._run_text import read_run_frame
from rankagg.io.letor import read_letor
from rankagg.io.parquet import SCHEMA_VERSION, _RANK, _SCORE, _pa, _rebatch
from rankagg.io.rules import check_written_ids
from rankagg.io.run_table import META
from rankagg.io.run_names import peek_run_names

__all__ = ["write_parquet", "letor_to_parquet", "trec_runs_to_parquet", "read_trec_run"]


# ---------------------------------------------------------------- writing
def _table(data: Rankings, rank_int: bool):
    pa, _ = _pa()
    cols: dict[str, Any] = {
        "qid": pa.array(np.repeat(data.qids, data.sizes)),
        "docid": pa.array(data.docids),
    }
    if data.labels is not None:
        cols["label"] = pa.array(data.labels.astype(np.int32))
    for j, name in enumerate(data.ranker_names):
        col = data.ranks[:, j]
        mask = np.isnan(col)
        if rank_int:
            cols[_RANK + name] = pa.array(np.where(mask, 0, col).astype(np.int32), mask=mask)
        else:
            cols[_RANK + name] = pa.array(col, mask=mask)
    if data.scores is not None:
        for j, name in enumerate(data.ranker_names):
            col = data.scores[:, j]
            cols[_SCORE + name] = pa.array(col, mask=np.isnan(col))
    return pa.table(cols)


def _integer_ranks(data: Rankings) -> bool:
    r = data.ranks[~np.isnan(data.ranks)]
    return bool(r.size == 0 or (np.all(r == np.floor(r)) and r.max() < 2**31))


def write_parquet(
    data: Rankings | Iterable[Rankings],
    path: str | os.PathLike,
    *,
    queries_per_file: int = 100_000,
    row_group_queries: int = 10_000,
    compression: str = "zstd",
    rank_dtype: str = "auto",
) -> dict[str, Any]:
    """Write rankings (one :class:`Rankings` or a stream of batches) as a Parquet dataset.

    Streaming: batches are written as they come, so a generator of batches
    writes a dataset larger than memory.  Every batch must have the same
    rankers and the same optional columns as the first.

    Parameters
    ----------
    path
        Output folder (created; must not already hold a rankagg dataset).
    queries_per_file, row_group_queries
        Whole queries per file and per row group.
    rank_dtype
        ``"auto"`` (int32 when the first batch's ranks are all integers, else
        float64), ``"int32"`` or ``"float64"``.

    Returns
    -------
    The metadata written to ``_rankagg.json``.
    """
    pa, pq = _pa()
    if queries_per_file < 1 or row_group_queries < 1:
        raise ValueError("queries_per_file and row_group_queries must be >= 1")
    if rank_dtype not in ("auto", "int32", "float64"):
        raise ValueError(f"rank_dtype must be 'auto', 'int32' or 'float64', got {rank_dtype!r}")
    out = Path(path)
    if (out / META).exists():
        raise FileExistsError(f"{out} already holds a rankagg Parquet dataset; remove it first")
    out.mkdir(parents=True, exist_ok=True)
    batches = iter([data]) if isinstance(data, Rankings) else iter(data)
    meta: dict[str, Any] | None = None
    writer = None
    files: list[dict[str, Any]] = []
    in_file = 0
    schema = None
    rank_int = True
    try:
        for batch in _rebatch(batches, row_group_queries):
            if meta is None:
                rank_int = _integer_ranks(batch) if rank_dtype == "auto" else rank_dtype == "int32"
                meta = {
                    "format": "rankagg-parquet",
                    "version": SCHEMA_VERSION,
                    "ranker_names": list(batch.ranker_names),
                    "has_scores": batch.scores is not None,
                    "has_labels": batch.labels is not None,
                    "rank_dtype": "int32" if rank_int else "float64",
                    "n_queries": 0,
                    "n_items": 0,
                }
            elif list(batch.ranker_names) != meta["ranker_names"] or (batch.scores is not None) != meta["has_scores"] or (
                batch.labels is not None
            ) != meta["has_labels"]:
                raise ValueError("all batches must have the same rankers, scores and labels as the first")
            if rank_int and not _integer_ranks(batch):
                raise ValueError("rank_dtype int32 but a batch has non-integer ranks; use rank_dtype='float64'")
            check_written_ids(batch.qids, batch.docids, batch.query_of_item, "dataset")
            table = _table(batch, rank_int)
            if writer is None or in_file >= queries_per_file:
                if writer is not None:
                    writer.close()
                name = f"part-{len(files):05d}.parquet"
                schema = table.schema
                writer = pq.ParquetWriter(out / name, schema, compression=compression)
                files.append({"path": name, "n_queries": 0, "n_items": 0})
                in_file = 0
            writer.write_table(table.cast(schema), row_group_size=max(table.num_rows, 1))
            files[-1]["n_queries"] += batch.n_queries
            files[-1]["n_items"] += batch.n_items
            meta["n_queries"] += batch.n_queries
            meta["n_items"] += batch.n_items
            in_file += batch.n_queries
    finally:
        if writer is not None:
            writer.close()
    if meta is None:
        raise ValueError("nothing to write: no batches")
    meta["files"] = files
    (out / META).write_text(json.dumps(meta, indent=2))
    return meta


# ---------------------------------------------------------------- converters
def letor_to_parquet(paths: Sequence[str | os.PathLike] | str | os.PathLike, out: str | os.PathLike, **kw: Any) -> dict[str, Any]:
    """Convert LETOR 4.0 aggregation files (e.g. S1..S5.txt) to one Parquet dataset, in that order."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    return write_parquet((read_letor(p) for p in paths), out, **kw)


def read_trec_run(path: str | os.PathLike) -> pd.DataFrame:
    """A TREC run file (``qid Q0 docid rank score tag``) as a DataFrame ``qid, docid, score``, read by the
    TREC text reader (:func:`rankagg.io._run_text.read_run_frame`: its rules, its messages)."""
    return read_run_frame(path)[["qid", "docid", "score"]].astype({"score": np.float64})


def trec_runs_to_parquet(
    runs: Sequence[str | os.PathLike],
    out: str | os.PathLike,
    *,
    qrels: str | os.PathLike | None = None,
    names: Sequence[str] | None = None,
    **kw: Any,
) -> dict[str, Any]:
    """Convert TREC run files (one ranker each) and optional qrels to a Parquet dataset.

    The items of a query are the union of the documents the runs returned
    (sorted by docid); queries are sorted by qid.  Ranks follow the trec_eval
    rule (score descending, then docid descending;
    :func:`rankagg.data.rankings.ranks_from_scores`); the run's rank column is ignored,
    as trec_eval does.  Unjudged documents get label 0.  The runs are joined in
    memory (one long table); the output is written in row groups.  The runs are named as ``rankagg fuse``
    names the files (``names``: others).
    """
    if not runs:
        raise ValueError("no runs given")
    # the runs' names are the ones every other face gives these files (their tags, or file names when tags repeat:
    # rankagg.io.run_names), so weights or a model keyed by them apply to the folder too; it was the file names
    names = list(names) if names is not None else peek_run_names(runs)
    if len(names) != len(runs) or len(set(names)) != len(names):
        raise ValueError("one distinct name per run expected")
    frames = []
    for j, r in enumerate(runs):
        df = read_trec_run(r)
        df["ranker"] = j
        frames.append(df)
    long = pd.concat(frames, ignore_index=True)
    long = long.sort_values(["qid", "docid"], kind="stable")
    keys = long[["qid", "docid"]].drop_duplicates().reset_index(drop=True)
    item = pd.MultiIndex.from_frame(keys).get_indexer(pd.MultiIndex.from_frame(long[["qid", "docid"]]))
    scores = np.full((len(keys), len(runs)), np.nan)
    scores[item, long["ranker"].to_numpy()] = long["score"].to_numpy()
    qcodes, qids = pd.factorize(keys["qid"], sort=True)
    sizes = np.bincount(qcodes, minlength=len(qids))
    offsets = np.zeros(len(qids) + 1, dtype=np.int64)
    np.cumsum(sizes, out=offsets[1:])
    docids = keys["docid"].to_numpy().astype(str)
    ranks = ranks_from_scores(scores, offsets, docids)
    labels = None
    if qrels is not None:
        q = read_qrels(qrels)  # the TREC qrels reader: its rules, its messages
        rel = q.set_index(["qid", "docid"])["rel"]
        labels = rel.reindex(pd.MultiIndex.from_frame(keys)).fillna(0).to_numpy().astype(np.int64)
        labels = np.maximum(labels, 0)
    data = Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=np.asarray(qids).astype(str),
        docids=docids,
        ranker_names=tuple(names),
        scores=scores,
        labels=labels,
    )
    return write_parquet(data, out, **kw)
