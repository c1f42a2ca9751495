"""PyTerrier's result frames as a runs format of the registry (issue 50): ``pipeline.transform(topics)`` as it
comes, one frame, a list of them or ``{name: frame}``.

A PyTerrier result frame has a row per retrieved document with ``qid``, ``docno`` (the document's id),
``score`` and ``rank`` counted from 0 (PyTerrier's ``FIRST_RANK``), and often Terrier's internal ``docid``
number and the topic's ``query``.  The format is told by its columns: a DataFrame holding ``qid``, ``docno``
and ``score`` (:mod:`rankagg.io.pyterrier_columns`, the registry's recogniser, which imports no pandas).  Its rules, beside every runs reader's (:mod:`rankagg.io.rules`, applied by the registry):

* the document is ``docno``; ``docid``, when present, is Terrier's internal number and is not read;
* each run's ranks come from its scores by the trec_eval rule (score descending, then docid descending), as
  for the run file ``pt.io.write_results`` writes from the frame (trec_eval, and so ``rankagg fuse``, reads
  a file's scores, not its rank column): the frame and its file fuse to the same bytes;
* the ``rank`` column, when present, is checked, not used: ranks are whole numbers from 0 (PyTerrier's) or
  from 1, and a query's ranks order its scores (a document ranked above another never scores lower); documents
  of equal score may be in any order (PyTerrier ranks them in frame order, trec_eval by docid).  A rank that
  contradicts the scores is refused naming the row: fused by ranks it would give another answer than
  PyTerrier's own evaluation, which reads the scores;
* the run is named by the key of ``{name: frame}``, by ``run1``, ``run2``... in a list, and a single frame is
  one run (``run1``) unless it has a run column (``run``, ``name``, ``system``...: frames concatenated).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Iterator

import numpy as np

from rankagg.io.pyterrier_columns import named_frames
from rankagg.io.rules import frame_rows

if TYPE_CHECKING:
    import pandas as pd

    from rankagg.io.blocks import Block

# pandas is imported where it is used (the reader and writer are imported on first use, by the registry)

__all__ = ["check_ranks", "pyterrier_blocks", "rows_to_pyterrier",
           "queries_of"]



def _ranker_column(frame: pd.DataFrame) -> str | None:
    from rankagg.io.frame import find_column

    return find_column(frame, "ranker", None)


def _shown(value: Any) -> str:
    """A frame's value as Python writes it (``2``, ``1.5``, ``'x'``; not ``np.int64(2)``)."""
    return repr(value.item() if isinstance(value, np.generic) else value)


def check_ranks(frame: pd.DataFrame, source: str) -> None:
    """Refuse, naming the row, a ``rank`` that is not a whole number >= 0, or a query's ranks that contradict its
    scores (a document ranked above another that scores higher); ranks of equal scores may be in any order."""
    import pandas as pd

    if "rank" not in frame.columns or frame.empty:
        return
    rank = pd.to_numeric(frame["rank"], errors="coerce").to_numpy(dtype=np.float64)
    bad = np.flatnonzero(~np.isfinite(rank) | (rank < 0) | (rank != np.floor(rank)))
    if bad.size:
        i = int(bad[0])
        raise ValueError(f"{source}: row {i}: rank {_shown(frame['rank'].iloc[i])} is not a whole number from 0 "
                         "(PyTerrier's ranks count from 0)")
    score = pd.to_numeric(frame["score"], errors="coerce").to_numpy(dtype=np.float64)
    run = frame[_ranker_column(frame)].astype(str).to_numpy() if _ranker_column(frame) else np.zeros(len(frame))
    group = pd.factorize(pd.Series(list(zip(run.tolist(), frame["qid"].astype(str).tolist()))), sort=False)[0]
    order = np.lexsort((rank, group))  # each (run, query) by its ranks
    g, s = group[order], score[order]
    worse = np.flatnonzero((g[1:] == g[:-1]) & (s[1:] > s[:-1]))  # a score higher than the one ranked above
    if worse.size:
        above, below = int(order[worse[0]]), int(order[worse[0] + 1])
        raise ValueError(
            f"{source}: row {below}: document {frame['docno'].iloc[below]} of query {frame['qid'].iloc[below]} "
            f"is ranked {_shown(frame['rank'].iloc[below])}, after document {frame['docno'].iloc[above]} ranked "
            f"{_shown(frame['rank'].iloc[above])}, but scores higher ({float(s[worse[0] + 1])!r} > "
            f"{float(s[worse[0]])!r}): the ranks "
            "contradict the scores (PyTerrier ranks by score: pt.model.add_ranks)")


def pyterrier_blocks(obj: Any) -> Iterator[Block]:
    """One block of long rows ``run, q_id, doc_id, score`` per frame (its source names the run), after the
    frame's ranks are checked against its scores (:func:`check_ranks`)."""
    from rankagg.io.format_io import _run_block

    for name, frame in named_frames(obj):
        source = f"PyTerrier frame {name!r}"
        check_ranks(frame, source)
        ranker = _ranker_column(frame) if not isinstance(obj, (Mapping, list, tuple)) else None
        runs = frame[ranker].to_numpy(dtype=object) if ranker else np.full(len(frame), name, dtype=object)
        yield _run_block(source, runs, frame["qid"].to_numpy(dtype=object), frame["docno"].to_numpy(dtype=object),
                         frame["score"].to_numpy(dtype=object), frame_rows(frame.index))


def rows_to_pyterrier(rows: pd.DataFrame, target: Any = None) -> dict[str, pd.DataFrame]:
    """Long rows as ``{run: PyTerrier result frame}``: ``qid, docno, score, rank``, ranks from 0 by the trec_eval
    rule (score descending, then docno descending), each query's rows in rank order."""
    import pandas as pd

    out = {}
    for run, part in rows.groupby("run", sort=False):
        frame = pd.DataFrame({"qid": part["q_id"].astype(str).to_numpy(), "docno": part["doc_id"].astype(str).to_numpy(),
                              "score": part["score"].to_numpy(dtype=np.float64)})
        codes = pd.factorize(frame["qid"], sort=False)[0]
        doc_order = np.argsort(np.argsort(frame["docno"].to_numpy(dtype=str), kind="stable"), kind="stable")
        order = np.lexsort((-doc_order, -frame["score"].to_numpy(), codes))
        frame = frame.iloc[order].reset_index(drop=True)
        frame["rank"] = frame.groupby("qid", sort=False).cumcount().astype(np.int64)
        out[str(run)] = frame
    return out


def queries_of(obj: Any) -> dict[str, str]:
    """``{qid: query}`` from the frames' ``query`` column (the first frame that gives a query its text)."""
    out: dict[str, str] = {}
    for _, frame in named_frames(obj):
        if "query" in frame.columns:
            for q, text in zip(frame["qid"].astype(str).tolist(), frame["query"].tolist()):
                out.setdefault(q, text)
    return out
