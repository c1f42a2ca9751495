"""A :class:`~rankagg.data.rankings.Rankings` as the lists :class:`rankagg.fuser.Fuser` takes, one query at a
time, in the order the reader ranked them (``rankagg fuse --explain`` and calibrated fusion go through here)."""

from __future__ import annotations

from typing import Any, Iterator

import numpy as np

__all__ = ["Ranked", "query_lists"]


class Ranked(tuple):
    """``(ids, scores)`` already best first, ranked as it stands: neither by score nor its ties by docid.  A run
    read with ``trust_rank`` is ordered by its rank column, which its scores may contradict (``rankagg fuse
    --trust-rank``); ranked by score here, its explanation and its calibrated fusion were of another order."""

    __slots__ = ()


def query_lists(data: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """Per query of a :class:`~rankagg.data.rankings.Rankings`, its qid and the lists the ``Fuser`` takes: each
    ranker's documents best first (by local rank), as docids or :class:`Ranked` ``(ids, scores)`` when the data
    has scores: the reader's order (trec_eval's, or the rank column's with ``trust_rank``) is the order fused,
    as the batch path fuses it."""
    local = data.local_ranks()
    for q, (a, b) in enumerate(zip(data.offsets[:-1].tolist(), data.offsets[1:].tolist())):
        lists: dict[str, Any] = {}
        for j, name in enumerate(data.ranker_names):
            rows = a + np.flatnonzero(~np.isnan(local[a:b, j]))
            rows = rows[np.argsort(local[rows, j], kind="stable")]
            tied = np.flatnonzero(np.diff(local[rows, j]) == 0)
            if tied.size:  # a tie the rank column declares (``trust_rank``): a Fuser's list is a strict order
                raise ValueError(f"run {str(name)!r}, query {str(data.qids[q])!r}: documents "
                                 f"{str(data.docids[rows[tied[0]]])!r} and {str(data.docids[rows[tied[0] + 1]])!r} share rank {int(local[rows[tied[0]], j])} (a tie "
                                 "read with --trust-rank), and --explain and calibrated fusion take strict lists: "
                                 "fuse without them, or without --trust-rank")
            ids = data.docids[rows].tolist()
            lists[name] = ids if data.scores is None else Ranked((ids, data.scores[rows, j].tolist()))
        yield str(data.qids[q]), lists
