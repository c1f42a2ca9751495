"""TREC run files (``qid Q0 docid rank score tag``) and qrels (``qid 0 docid rel``).

Several run files are read into one :class:`~rankagg.data.rankings.Rankings`, one ranker
per file.  Ranks come from scores by the trec_eval rule (score descending, then
docid descending) unless ``trust_rank=True``, which orders each list by its rank
column instead.  Plain or gzip (recognised by its magic bytes); a UTF-8 byte-order
mark is dropped.

Reading is vectorised (:mod:`rankagg.io._trec_text`: pyarrow or pandas' C parser,
every strict check as an array expression, faults reported with file and line by
the line-by-line reader).

Writing a run is :mod:`rankagg.io.trec_writer` (:func:`~rankagg.io.trec_writer.write_trec_run` puts the
method's own fused score in the score column; :func:`~rankagg.io.trec_writer.trec_scores` explains how
trec_eval's order is kept equal to the file's order on exact ties).
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.io._codes import dictionary_keys, docid_ranks, merge_threads, pair_codes, sorted_codes
from rankagg.io.comment_lines import commented_run, no_run_lines
from rankagg.io.signals import block_handled_signals
from rankagg.io.run_names import run_names
from rankagg.io._run_text import _parse_run_lines, _read_run_columns
from rankagg.io._text_columns import _factorize, _has_duplicate, file_codes
from rankagg.io.rank_scores import refuse_rising_scores

__all__ = [
    "read_trec_run",
    "read_trec_runs",
    "read_trec_entries",
    "rank_run_columns",
    "entries_from_ranked",
    "qrels_labels",
    "run_summary",
]


def _list_order(group: NDArray[np.int64], keys: Sequence[NDArray | Callable[[NDArray[np.int64]], NDArray]]
                ) -> NDArray[np.int64]:
    """``np.lexsort((*reversed(keys), group))``: the entries by (run, query) block, then by ``keys`` (most
    significant first), ties kept in file order.

    Run files usually come as contiguous (run, query) blocks already ordered by the
    first key (score descending, or the rank column), with a few exact ties on it;
    then only those ties are sorted, by the other keys.  Otherwise, one lexsort.
    A key after the first may be a function of the entries' positions, returning
    their keys: it is asked for the tied entries only (or for all, in a lexsort).
    """
    n = len(group)
    same = group[1:] == group[:-1]
    first = np.asarray(keys[0])
    if n < 2 or n - int(same.sum()) != int(np.count_nonzero(np.bincount(group))) or bool(np.any(same & (first[1:] < first[:-1]))):
        everything = np.arange(n)
        return np.lexsort((*(k(everything) if callable(k) else k for k in reversed(keys)), group))
    order = np.arange(n)
    tied = np.zeros(n, dtype=bool)
    tied[1:] = same & (first[1:] == first[:-1])
    if tied.any():
        in_run = tied.copy()
        in_run[:-1] |= tied[1:]
        pos = np.flatnonzero(in_run)
        run_id = np.cumsum(~tied)[pos]
        order[pos] = pos[np.lexsort((*(k(pos) if callable(k) else k[pos] for k in reversed(keys[1:])), run_id))]
    return order


def _list_ranks(path: str | os.PathLike, trust_rank: bool, scores_read: bool = False) -> dict[str, Any]:
    """One run file read, checked and ranked: each line's rank in its list (trec_eval's order, or the rank
    column's with ``trust_rank``).  Runs in a worker thread, one file each, so that the per-file work of
    many files uses every core; codes are the file's own (:func:`file_codes`)."""
    cols = _read_run_columns(path, trust_rank, coded=True)
    return rank_run_columns(path, cols, trust_rank, scores_read=scores_read)


def rank_run_columns(path: str | os.PathLike, cols: dict[str, Any], trust_rank: bool,
                     fault: Callable[[], Any] | None = None, *, scores_read: bool = False) -> dict[str, Any]:
    """The lines of whole lists of one run (``cols`` as :func:`_read_run_columns` gives them: a file, or
    any part of it holding every line of its queries), checked and ranked.  On a document twice in a
    list (or, with ``trust_rank``, a rank twice with different scores) ``fault()`` raises the error
    naming the line (default: the line reader over ``cols["raw"]``).  ``scores_read``: the method fused reads
    the scores, which with ``trust_rank`` must then not rise along the rank column (:mod:`rankagg.io.rank_scores`)."""
    if fault is None:
        def fault() -> None:
            _parse_run_lines(path, cols["raw"], trust_rank)  # raises with the line of the second occurrence
    qid, q_local, n_q = file_codes(cols["qid"])
    docid, d_local, n_d = file_codes(cols["docid"])
    d_keys = dictionary_keys(docid)  # sorted here, in the reading thread: the merge only merges them
    score = np.asarray(cols["score"], dtype=np.float64)

    def docid_descending(at: NDArray[np.int64]) -> NDArray[np.int64]:
        return -docid_ranks(docid, d_local, at, d_keys)

    keys: tuple = (np.asarray(cols["rank"], dtype=np.int64), -score, docid_descending) if trust_rank \
        else (-score, docid_descending)
    order = _list_order(q_local, keys)
    q_sorted = q_local[order]
    if trust_rank and len(order) > 1:
        # a rank repeated in a list is a tie the file declares (ranks 1 1 3) only if the scores tie too
        r_sorted, s_sorted = keys[0][order], score[order]
        if bool(np.any((q_sorted[1:] == q_sorted[:-1]) & (r_sorted[1:] == r_sorted[:-1])
                       & (s_sorted[1:] != s_sorted[:-1]))):
            fault()
            raise ValueError(f"{path}: a rank given twice for one query with different scores")  # pragma: no cover
        if scores_read:
            refuse_rising_scores(path, cols, order, q_sorted)
    start = np.ones(len(order), dtype=bool)
    start[1:] = q_sorted[1:] != q_sorted[:-1]
    pos = np.arange(len(order))
    first = np.maximum.accumulate(np.where(start, pos, 0))
    rank = np.empty(len(order), dtype=np.float64)
    rank[order] = pos - first + 1
    position = rank
    if trust_rank and len(order) > 1:
        # a tie the file declares (ranks 1 1 1 4 on tied scores) stays a tie: each document of it takes the best
        # place of its class, as a PrefLib tie class does (docs/preferences.md), so that no pairwise method reads
        # a preference the judge did not give; --input-depth still cuts by place in the list (``position``)
        tied = ~start
        tied[1:] &= r_sorted[1:] == r_sorted[:-1]
        if tied.any():
            position = rank.copy()
            rank[order] = np.maximum.accumulate(np.where(tied, 0, pos)) - first + 1
    # as many distinct docids as lines (each document once in the file, as in LETOR): no pair can repeat
    if n_d < len(d_local) and _has_duplicate(q_local * max(n_d, 1) + d_local, n_q * max(n_d, 1)):
        # a document twice for one query: the line reader names the line
        fault()
        raise ValueError(f"{path}: a document appears twice for one query")  # pragma: no cover
    return {"qid": qid, "docid": docid, "rank": rank, "score": score, "tag": cols["tag"], "docid_keys": d_keys,
            "position": position}


def _ranker_names(paths: Sequence[str | os.PathLike], tags: list[str], names: Sequence[str] | None) -> list[str]:
    if names is not None:
        if len(names) != len(paths):
            raise ValueError("one name per run file expected")
        return [str(n) for n in names]
    return run_names(paths, tags)


def read_trec_entries(
    paths: Sequence[str | os.PathLike],
    *,
    trust_rank: bool = False,
    names: Sequence[str] | None = None,
    input_depth: int | None = None,
    progress: Callable[[str], None] | None = None,
    keep_scores: bool = True,
    scores_read: bool = False,
) -> RunEntries:
    """Read several TREC runs (one ranker each) as :class:`RunEntries` (no rank matrix;
    :func:`read_trec_runs` builds the :class:`Rankings`).

    Items of a query are the union of the documents the runs returned for it
    (sorted by docid); queries keep their first-appearance order.  Ranker names
    are the runs' tags (the file name when tags repeat), or ``names``.  An empty
    run file contributes a ranker that ranked nothing.  ``input_depth`` keeps
    only each run's first ``input_depth`` documents per query (after ordering).
    ``progress`` (optional) is called with a short message after each file.
    ``keep_scores=False`` leaves out the scores (for methods that read ranks
    only; halves the memory of the rank matrix).  ``scores_read``: the caller's method reads the scores,
    so with ``trust_rank`` a list whose score rises along its rank column is refused naming the line
    (:mod:`rankagg.io.rank_scores`).
    """
    if not paths:
        raise ValueError("no run files given")
    if input_depth is not None and (isinstance(input_depth, bool) or int(input_depth) != input_depth or input_depth < 1):
        raise ValueError(f"input_depth must be an integer >= 1, got {input_depth!r}")
    runs = []
    # files are parsed and ranked in a few threads (the parsers and NumPy release the GIL); errors surface
    # in file order
    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1)), initializer=block_handled_signals) as pool:
        for i, (p, run) in enumerate(zip(paths, pool.map(lambda p: _list_ranks(p, trust_rank, scores_read), paths))):
            runs.append(run)
            if progress is not None:
                progress(f"read {i + 1}/{len(paths)} runs ({Path(p).name}: {len(run['rank'])} lines)")
    tags = _ranker_names(paths, [r["tag"] for r in runs], names)
    if sum(len(r["rank"]) for r in runs) == 0:
        raise ValueError(no_run_lines(paths))
    if (hidden := commented_run(paths, [len(r["rank"]) for r in runs])) is not None:
        raise ValueError(hidden)
    return entries_from_ranked(runs, tags, input_depth=input_depth, keep_scores=keep_scores)


def entries_from_ranked(runs: list[dict[str, Any]], tags: Sequence[str], *, input_depth: int | None = None,
                        keep_scores: bool = True) -> RunEntries:
    """:class:`RunEntries` from ranked runs (:func:`rank_run_columns`, one per ranker, in ranker order;
    the list is emptied as it is read): queries in first-appearance order over the runs, items of a
    query sorted by docid.  The lines of any set of whole queries give those queries' entries as
    :func:`read_trec_entries` gives them for all (the streaming reader relies on it)."""
    sizes = np.array([len(r["rank"]) for r in runs], dtype=np.int64)
    threads = merge_threads(int(sizes.sum()))
    ranker = np.repeat(np.arange(len(runs), dtype=np.int64), sizes)
    q_code, q_uniques, _ = _factorize([r["qid"] for r in runs])
    # docids numbered in string order (d_code: each line's docid's position in it), when it can
    in_order = sorted_codes([r["docid"] for r in runs], [r.get("docid_keys") for r in runs], threads)
    if in_order is not None:
        d_code, d_uniques = in_order
    else:
        d_code, unsorted, d_sorted = _factorize([r["docid"] for r in runs])
        d_code = d_sorted[d_code]
        d_uniques = np.empty_like(unsorted)
        d_uniques[d_sorted] = unsorted
    rank = np.concatenate([r["rank"] for r in runs])
    score = np.concatenate([r["score"] for r in runs]) if keep_scores else None
    # cut by the place in the list (differs from the rank only in a tie that --trust-rank read: rank_run_columns)
    keep = np.concatenate([r.get("position", r["rank"]) for r in runs]) <= input_depth if input_depth is not None \
        else None
    runs.clear()  # the parsed columns
    n_q = len(q_uniques)
    n_docs = max(len(d_uniques), 1)
    if keep is not None:
        ranker, q_code, d_code, rank = ranker[keep], q_code[keep], d_code[keep], rank[keep]
        score = score[keep] if score is not None else None
    # items: the (query, document) pairs, numbered by query and then docid
    item_uniq, rows = pair_codes(q_code, d_code, n_q, n_docs, threads)
    item_q, item_doc = np.divmod(item_uniq, n_docs)
    offsets = np.zeros(n_q + 1, dtype=np.int64)
    np.cumsum(np.bincount(item_q, minlength=n_q), out=offsets[1:])
    return RunEntries(offsets=offsets, qids=q_uniques, docids=d_uniques[item_doc], ranker_names=tuple(tags),
                      item=rows.astype(np.int64, copy=False), ranker=ranker, rank=rank, score=score)


def read_trec_runs(paths: Sequence[str | os.PathLike], **options: Any) -> Rankings:
    """Read several TREC runs (one ranker each) into one :class:`Rankings`:
    ``read_trec_entries(paths, **options).to_rankings()`` (options and items as
    described there)."""
    return read_trec_entries(paths, **options).to_rankings()


def read_trec_run(path: str | os.PathLike, *, trust_rank: bool = False, input_depth: int | None = None) -> Rankings:
    """One TREC run as a one-ranker :class:`Rankings`."""
    return read_trec_runs([path], trust_rank=trust_rank, input_depth=input_depth)


def run_summary(data: Rankings | RunEntries) -> str:
    """One line saying what was read: runs, queries, documents, shortest and longest list."""
    if isinstance(data, RunEntries):
        lengths = data.list_lengths().astype(np.float64)
    elif data.n_items:
        # TREC lists are ranked 1..k, so a list's length is its largest local rank
        nonempty_q = data.offsets[:-1][data.sizes > 0]
        lengths = np.fmax.reduceat(data.local_ranks(), nonempty_q, axis=0)  # fmax skips NaN
    else:
        lengths = np.zeros(0)
    nonempty = lengths[np.nan_to_num(lengths) > 0]
    lo = int(nonempty.min()) if nonempty.size else 0
    hi = int(nonempty.max()) if nonempty.size else 0
    return (f"{data.n_rankers} runs, {data.n_queries} queries, {data.n_items} documents "
            f"(up to {int(data.sizes.max()) if data.n_queries else 0} per query), lists of {lo} to {hi}")


def qrels_labels(data: Rankings, qrels: pd.DataFrame) -> NDArray[np.int64]:
    """Labels of ``data``'s items from qrels (unjudged = 0)."""
    import pandas as pd  # not needed to fuse, so not imported by the module (start-up time)

    key = pd.DataFrame({"qid": data.qids[data.query_of_item], "docid": data.docids})
    merged = key.merge(qrels[["qid", "docid", "rel"]], on=["qid", "docid"], how="left")
    return merged["rel"].fillna(0).astype(np.int64).to_numpy()
