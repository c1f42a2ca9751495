"""TREC run files (``qid Q0 docid rank score tag``) and qrels (``qid 0 docid rel``).

Several run files are read into one :class:`~rankagg.data.rankings.Rankings`, one ranker
per file.  Ranks come from scores by the trec_eval rule (score descending, then
docid descending) unless ``trust_rank=True``, which orders each list by its rank
column instead.  Plain or gzip.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.io._common import InputFormatError, atomic_write_text, read_text
from rankagg.io.frame import _assemble, consensus_frame

__all__ = ["read_trec_run", "read_trec_runs", "read_qrels", "write_trec_run", "qrels_labels"]


def _parse_run(path: str | os.PathLike) -> tuple[pd.DataFrame, str]:
    text = read_text(path)
    qids, docids, ranks, scores, tags = [], [], [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        f = line.split()
        if len(f) != 6:
            raise InputFormatError(path, n, f"expected 6 fields 'qid Q0 docid rank score tag', found {len(f)}")
        q, _, d, rk, sc, tag = f
        try:
            rv = int(rk)
        except ValueError:
            raise InputFormatError(path, n, f"rank {rk!r} is not an integer") from None
        if rv < 0:
            raise InputFormatError(path, n, f"rank {rv} is negative")
        try:
            sv = float(sc)
        except ValueError:
            raise InputFormatError(path, n, f"score {sc!r} is not a number") from None
        if not np.isfinite(sv):
            raise InputFormatError(path, n, f"score {sc!r} is not finite")
        key = (q, d)
        if key in seen:
            raise InputFormatError(path, n, f"document {d} appears twice for query {q} (first at line {seen[key]})")
        seen[key] = n
        qids.append(q)
        docids.append(d)
        ranks.append(rv)
        scores.append(sv)
        tags.append(tag)
    frame = pd.DataFrame({"qid": qids, "docid": docids, "trec_rank": ranks, "score": scores})
    return frame, (tags[0] if tags else Path(path).name)


def read_trec_runs(paths: Sequence[str | os.PathLike], *, trust_rank: bool = False, names: Sequence[str] | None = None) -> Rankings:
    """Read several TREC runs (one ranker each) into one :class:`Rankings`.

    Items of a query are the union of the documents the runs returned for it.
    Ranker names are the runs' tags (the file name when tags repeat), or ``names``.
    An empty run file contributes a ranker that ranked nothing.
    """
    if not paths:
        raise ValueError("no run files given")
    frames, tags = [], []
    for p in paths:
        frame, tag = _parse_run(p)
        frames.append(frame)
        tags.append(tag)
    if names is not None:
        if len(names) != len(paths):
            raise ValueError("one name per run file expected")
        tags = list(names)
    elif len(set(tags)) != len(tags):
        tags = [Path(p).name for p in paths]
        if len(set(tags)) != len(tags):
            tags = [f"{t}#{i + 1}" for i, t in enumerate(tags)]
    for f, t in zip(frames, tags):
        f["ranker"] = t
        if trust_rank and len(f):
            # order by the rank column; ties in it fall back to the trec_eval rule
            order = f.sort_values(["qid", "trec_rank", "score", "docid"], ascending=[True, True, False, False], kind="stable").index
            f.loc[order, "rank"] = (f.loc[order].groupby("qid").cumcount() + 1).astype(np.float64).to_numpy()
    long = pd.concat(frames, ignore_index=True)
    if long.empty:
        raise ValueError(f"all run files are empty: {', '.join(map(str, paths))}")
    rankers = pd.Index(tags)
    long["ranker"] = pd.Categorical(long["ranker"], categories=rankers)
    data = _assemble(long.assign(ranker=long["ranker"].astype(str)), trust_rank, True, None, "runs")
    if data.ranker_names != tuple(tags):
        # keep every file as a ranker, even empty ones, in the given order
        idx = [data.ranker_names.index(t) if t in data.ranker_names else -1 for t in tags]
        ranks = np.column_stack([data.ranks[:, j] if j >= 0 else np.full(data.n_items, np.nan) for j in idx])
        assert data.scores is not None  # runs always carry scores
        scores = np.column_stack([data.scores[:, j] if j >= 0 else np.full(data.n_items, np.nan) for j in idx])
        data = Rankings(offsets=data.offsets, ranks=ranks, qids=data.qids, docids=data.docids, ranker_names=tuple(tags), scores=scores)
    return data


def read_trec_run(path: str | os.PathLike, *, trust_rank: bool = False) -> Rankings:
    """One TREC run as a one-ranker :class:`Rankings`."""
    return read_trec_runs([path], trust_rank=trust_rank)


def read_qrels(path: str | os.PathLike) -> pd.DataFrame:
    """TREC qrels ``qid iter docid rel`` as a DataFrame ``qid, docid, rel``."""
    text = read_text(path)
    qids, docids, rels = [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        f = line.split()
        if len(f) != 4:
            raise InputFormatError(path, n, f"expected 4 fields 'qid iter docid rel', found {len(f)}")
        try:
            rel = int(f[3])
        except ValueError:
            raise InputFormatError(path, n, f"relevance {f[3]!r} is not an integer") from None
        if not -(2**63) <= rel < 2**63:
            raise InputFormatError(path, n, f"relevance {f[3]} is out of range")
        key = (f[0], f[2])
        if key in seen:
            raise InputFormatError(path, n, f"document {f[2]} judged twice for query {f[0]} (first at line {seen[key]})")
        seen[key] = n
        qids.append(f[0])
        docids.append(f[2])
        rels.append(rel)
    return pd.DataFrame({"qid": qids, "docid": docids, "rel": np.asarray(rels, dtype=np.int64)})


def qrels_labels(data: Rankings, qrels: pd.DataFrame) -> NDArray[np.int64]:
    """Labels of ``data``'s items from qrels (unjudged = 0)."""
    key = pd.DataFrame({"qid": data.qids[data.query_of_item], "docid": data.docids})
    merged = key.merge(qrels[["qid", "docid", "rel"]], on=["qid", "docid"], how="left")
    return merged["rel"].fillna(0).astype(np.int64).to_numpy()


def write_trec_run(
    path: str | os.PathLike,
    data: Rankings,
    scores: NDArray[np.float64],
    *,
    tag: str = "rankagg",
    inputs: Sequence[str | os.PathLike] = (),
    depth: int | None = None,
) -> None:
    """Write the consensus as a TREC run, atomically, never over an input file.

    Ranks follow the house tie rule; the score column holds distinct values that
    decrease with the rank (``n - rank + 1``), so trec_eval's own tie rule never
    reorders the list.
    """
    if any(c.isspace() for c in tag) or not tag:
        raise ValueError("the run tag must be a non-empty word without spaces")
    frame = consensus_frame(data, scores, method_scores=False)
    if depth is not None:
        frame = frame[frame["rank"] <= depth]
    lines = [
        f"{q} Q0 {d} {r} {s:.6f} {tag}\n"
        for q, d, r, s in zip(frame["qid"], frame["docid"], frame["rank"], frame["score"])
    ]
    atomic_write_text(path, "".join(lines), inputs=inputs)
