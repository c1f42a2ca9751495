"""Writing TREC runs (``qid Q0 docid rank score tag``): the consensus in the house tie rule's order.

Writing (:func:`write_trec_run`) puts the method's own fused score in the score
column; :func:`trec_scores` explains how trec_eval's order is kept equal to the
file's order on exact ties.
"""

from __future__ import annotations

import os
from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings, order_by_tie_rule, segment_ids
from rankagg.data.tie_rule import candidates_of_first
from rankagg.io.atomic import atomic_write_text

__all__ = ["write_trec_run", "format_trec_run", "trec_run_columns", "trec_scores"]


def _key64(x: NDArray[np.float64]) -> NDArray[np.int64]:
    """Doubles -> integers with the same order, consecutive doubles -> consecutive integers, and -0.0 -> the
    key of +0.0 (they compare equal)."""
    b = np.asarray(x, dtype=np.float64).view(np.int64)
    k = b ^ ((b >> 63) & np.int64(0x7FFFFFFFFFFFFFFF))
    return k + (k < 0)


def _unkey64(k: NDArray[np.int64]) -> NDArray[np.float64]:
    k = k - (k < 0)
    return np.asarray(k ^ ((k >> 63) & np.int64(0x7FFFFFFFFFFFFFFF)), dtype=np.int64).view(np.float64)


def _key32(x: NDArray[np.float64]) -> NDArray[np.int64]:
    """float32 values -> integers as :func:`_key64` maps doubles."""
    b = np.asarray(x, dtype=np.float32).view(np.int32).astype(np.int64)
    k = b ^ ((b >> 31) & np.int64(0x7FFFFFFF))
    return k + (k < 0)


def _unkey32(k: NDArray[np.int64]) -> NDArray[np.float64]:
    k = k - (k < 0)
    b = k ^ ((k >> 31) & np.int64(0x7FFFFFFF))
    return b.astype(np.int32).view(np.float32).astype(np.float64)


_F32MAX = float(np.finfo(np.float32).max)
_K32, _K64 = int(_key32(np.array([_F32MAX]))[0]), int(_key64(np.array([_F32MAX]))[0])  # float32's top, 2 ways


def _write_key(x: NDArray[np.float64]) -> NDArray[np.int64]:
    """Finite doubles -> the steps :func:`trec_scores` counts in, as integers in the same order: float32 steps
    within float32's range (a reader that stores float32 tells them apart), double steps beyond it (where
    float32 has only infinity, and trec_eval 10.0 reads doubles)."""
    k64 = _key64(x)
    return np.where(x > _F32MAX, k64 - _K64 + _K32,
                    np.where(x < -_F32MAX, k64 + _K64 - _K32, _key32(np.clip(x, -_F32MAX, _F32MAX))))


def _unwrite_key(k: NDArray[np.int64]) -> NDArray[np.float64]:
    inside = np.abs(k) <= _K32
    return np.where(inside, _unkey32(np.where(inside, k, 0)),
                    _unkey64(np.where(k > 0, k + _K64 - _K32, k - _K64 + _K32)))


def _running_min_by_query(v: NDArray[np.int64], qidx: NDArray[np.int64]) -> NDArray[np.int64]:
    """The running minimum of ``v`` within each query (``qidx``: non-decreasing), vectorised: only the queries
    where it differs from ``v`` (some value above its predecessor) are computed, as dense ranks (``v`` spans
    all 64 bits, the ranks fewer than the lines), each such query's ranks shifted below every earlier one's so
    that one running minimum never carries a value across queries."""
    out = v.copy()
    rises = np.flatnonzero((v[1:] > v[:-1]) & (qidx[1:] == qidx[:-1])) + 1
    if not len(rises):
        return out
    computed = np.zeros(int(qidx[-1]) + 1, dtype=bool)
    computed[qidx[rises]] = True
    rows = np.flatnonzero(computed[qidx])
    by_value = np.argsort(v[rows], kind="stable")  # dense ranks by a sort (np.unique would import numpy.ma)
    ordered = v[rows][by_value]
    new = np.ones(len(ordered), dtype=bool)
    new[1:] = ordered[1:] != ordered[:-1]
    rank = np.empty(len(rows), dtype=np.int64)
    rank[by_value] = np.cumsum(new) - 1
    q = qidx[rows]
    place = np.cumsum(np.r_[0, q[1:] != q[:-1]])  # 0, 1, ... for the queries computed
    shift = place * np.int64(len(rows))
    out[rows] = ordered[new][np.minimum.accumulate(rank - shift) + shift]
    return out


def trec_scores(scores: NDArray[np.float64], offsets: NDArray[np.int64], *,
                floor: float | None = None) -> NDArray[np.float64]:
    """The score column to write: the fused ``scores`` (given in consensus order), changed only where a
    reader would otherwise reorder the lines.

    trec_eval re-sorts a run by score descending and breaks ties by docno
    descending, which would undo rankagg's tie rule.  NIST trec_eval 10.0 reads
    each score as a double (docs/conventions.md, "Scores"), but trec_eval 9 and
    pytrec_eval (ir_measures' default) store it as float32, where two doubles
    closer than about 6e-8 (relative) tie.  So the written scores decrease
    strictly in both: each value is kept as the exact double when it is below the
    previous line's one step (:func:`_write_key`: one float32 ulp within float32's
    range, one double ulp beyond it), and otherwise replaced by the number one
    step below the previous line's: ``out[t] = min(score[t], out[t-1] - 1 step)``.
    Exact ties, float32 near-ties and NaN (no score, last) are the only lines that
    change, each by a few steps at most per tied neighbour; +inf is written as the
    largest double, the floor is the lowest.  Values are written with ``repr``
    (the shortest decimal that reads back as the same double), so the readers'
    order is exactly the file's order (beyond float32's range, a float32 reader
    has only infinity: there, only double readers can keep it).

    ``floor`` (scores that may not go below it, such as probabilities and 0): a
    line is also kept at least as many steps above ``floor`` as there are lines
    below it in its query, ``out[t] = max(out[t], floor + (n - 1 - t) steps)``.
    Both bounds decrease strictly, so their maximum does; only a block tied at
    (or a few steps above) the floor moves up, each line by at most its count of
    lines below (at ``floor=0``: multiples of float32's smallest denormal).
    """
    s = np.array(scores, dtype=np.float64)
    fmax = float(np.finfo(np.float64).max)
    bad = np.isnan(s) | (s == -np.inf)
    key = _write_key(np.where(bad, 0.0, np.minimum(s, fmax)))
    unscored = _write_key(np.array([fmax]))[0] + 1  # above every key: a line without a score
    key[bad] = unscored
    offsets = np.asarray(offsets, dtype=np.int64)
    qidx = segment_ids(offsets)
    t = np.arange(len(s), dtype=np.int64) - offsets[qidx]
    seg = key.copy()
    firsts = offsets[:-1][np.diff(offsets) > 0]
    seg[firsts] = np.where(seg[firsts] == unscored, 0, seg[firsts])  # a query's first line unscored: 0.0
    # out[t] = min(key[t], out[t-1] - 1)  <=>  out[t] + t = running minimum of key[t] + t, per query (no
    # overflow: |key| < 2^63 - 2^52, t < 2^52)
    out = _running_min_by_query(seg + t, qidx) - t
    out = np.maximum(out, _write_key(np.array([-fmax]))[0])
    if floor is not None:
        if np.any(s[~bad] < floor):
            raise ValueError(f"a score below the floor {floor!r}")
        below = (offsets[qidx + 1] - offsets[qidx]) - 1 - t  # lines below this one in its query
        out = np.maximum(out, _write_key(np.array([float(floor)]))[0] + below)
    return np.where((out == key) & np.isfinite(s), s, _unwrite_key(out))


def _format_lines(qids: NDArray, docids: NDArray, rank: NDArray[np.int64], scores: list[str], tag: str) -> str:
    """``qid Q0 docid rank score tag`` lines, joined column-wise in C (str.join over zipped columns;
    pyarrow's CSV writer would import pandas, which costs more than the join)."""
    cols = (qids.tolist(), ["Q0"] * len(rank), docids.tolist(), list(map(str, rank.tolist())), scores, [tag] * len(rank))
    return "\n".join(map(" ".join, zip(*cols))) + ("\n" if len(rank) else "")


def _format_floats(x: NDArray[np.float64]) -> list[str]:
    return list(map(float.__repr__, x.tolist()))


def write_trec_run(
    path: str | os.PathLike,
    data: Rankings | RunEntries,
    scores: NDArray[np.float64],
    *,
    tag: str = "rankagg",
    inputs: Sequence[str | os.PathLike] = (),
    depth: int | None = None,
    score_column: str = "fused",
) -> None:
    """Write the consensus as a TREC run, atomically, never over an input file.

    Lines follow the consensus order (house tie rule), ranks 1..n per query.
    ``score_column="fused"`` writes the method's own score (``scores``, higher is
    better), exact except on lines trec_eval would see as tied (exact ties, and
    near-ties for the readers that store float32), which are lowered by a few
    steps so that the readers' order equals the file's (:func:`trec_scores`);
    ``"rank"`` writes ``n - rank + 1``.
    ``depth`` keeps the first ``depth`` documents of each query.
    """
    atomic_write_text(path, format_trec_run(data, scores, tag=tag, depth=depth, score_column=score_column),
                      inputs=inputs, stdout=True)  # a run may go to standard output (-)


def format_trec_run(data: Rankings | RunEntries, scores: NDArray[np.float64], *, tag: str = "rankagg",
                    depth: int | None = None, score_column: str = "fused",
                    line_counts: NDArray[np.int64] | None = None) -> str:
    """The text :func:`write_trec_run` writes (options as there).  Each query's lines depend on that
    query alone, so the text of any set of whole queries is the same as in the whole run.
    ``line_counts`` (optional, one slot per query) receives the number of lines written per query."""
    qidx, docids, rank, written = trec_run_columns(data, scores, tag=tag, depth=depth, score_column=score_column)
    if line_counts is not None:
        line_counts[:] = np.bincount(qidx, minlength=data.n_queries)
    return _format_lines(data.qids[qidx], docids, rank, _format_floats(written), tag)


def trec_run_columns(data: Rankings | RunEntries, scores: NDArray[np.float64], *, tag: str = "rankagg",
                     depth: int | None = None, score_column: str = "fused", text: bool = True
                     ) -> tuple[NDArray[np.int64], NDArray, NDArray[np.int64], NDArray[np.float64]]:
    """The columns of the lines :func:`write_trec_run` writes: each line's query (index), docid, rank and
    score (options as there).  ``text=False``: the columns go to a table (Parquet), whose cells have no line
    to be a comment: a query id starting with ``#`` or a byte-order mark reads back there, as it was read."""
    from rankagg.io.rules import id_fault  # imported here as check_written_ids is (the writer's start-up cost)

    if id_fault(tag) is not None:  # the id rule's blanks: a no-break space is part of a token, as in every reader
        raise ValueError(f"the run tag must be a non-empty word without spaces; {tag!r} {id_fault(tag)}")
    if score_column not in ("fused", "rank"):
        raise ValueError(f"score_column must be 'fused' or 'rank', got {score_column!r}")
    if depth is not None and (isinstance(depth, bool) or int(depth) != depth or depth < 1):
        raise ValueError(f"depth must be an integer >= 1, got {depth!r}")
    scores = np.asarray(scores, dtype=np.float64)
    if scores.shape != (data.n_items,):
        raise ValueError(f"expected one score per item ({data.n_items}), got shape {scores.shape}")
    n_ranked, best = data.n_ranked_by, data.best_rank()
    offsets, docids = data.offsets, data.docids
    if depth is not None and data.n_queries and int(data.sizes.max()) > depth:
        # the first `depth` by the tie rule, near-ties at the cut included (a top of each query's sorted
        # scores, so the same neighbours): the cut run is the first `depth` lines of the uncut one
        keep = candidates_of_first(offsets, scores, int(depth), int(depth))
        rows = np.flatnonzero(keep)
        offsets = np.zeros(data.n_queries + 1, dtype=np.int64)
        np.cumsum(np.bincount(segment_ids(data.offsets)[rows], minlength=data.n_queries), out=offsets[1:])
        scores, n_ranked, best, docids = scores[rows], n_ranked[rows], best[rows], docids[rows]
    order = order_by_tie_rule(offsets, scores, n_ranked, best, docids)
    sizes = np.diff(offsets)
    qidx = segment_ids(offsets)[order]
    rank = np.arange(len(order)) - offsets[qidx] + 1
    if score_column == "fused":
        written = trec_scores(scores[order], offsets)
    else:
        written = (sizes[qidx] - rank + 1).astype(np.float64)
    if depth is not None:
        keep = rank <= depth
        order, qidx, rank, written = order[keep], qidx[keep], rank[keep], written[keep]
    from rankagg.io.rules import check_written_ids

    check_written_ids(data.qids, docids[order], qidx, tag, text=text)  # a line that would not read back is refused
    return qidx, docids[order], rank, written
