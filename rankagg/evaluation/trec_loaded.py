"""Runs loaded as ``{qid: {docid: score}}`` ranked as trec_eval ranks them, reading only what the measures read
(``rankagg.evaluate`` of loaded runs: issue 35).

Every trec measure reads a query's lines only through its judged documents' ranks and grades and its number of
lines (:class:`~rankagg.evaluation.trec_numpy.Ranked` with ``lines``).  So the lines are never put in order:
each judged document of a query is looked up in the run's dict of that query (C-level ``dict.get`` over the
qrels' lists, one pass for the whole run), and its rank counted -- 1 + the lines of its query before it in
trec_eval's order (a higher score, as a double, or the same score and a larger docid: strcmp's order) --
by a binary search among the query's scores, the docids compared only within a score tie (vectorised over
every tie of the run).  The same ranks and grades as :func:`~rankagg.evaluation.trec_batch.run_lines_from_columns`
gives the judged lines, bit for bit.

With the compiled kernel (``rankagg/_native/eval/module.c``, built at install) the lookup goes the other way: each line
of a judged query is looked up in the small dict of that query's judged docids, in C (one pass over the run's
entries, near in memory, instead of a cache miss in a large dict per judged document), and its rank counted the
same way among the keys of every line, in the run's order of queries (no line moved when the lists are in score
order), each tie's docids sorted once in C: the same ranks and grades (tests/evaluation/test_eval_native.py).
"""

from __future__ import annotations

from itertools import chain, repeat
from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.inputs import check_eval_columns
from rankagg.evaluation.trec_batch import QrelsTable, RunLines, run_lines_from_columns

try:  # built at install (setup.py); without it each judged document is looked up in Python (the same ranks)
    import rankagg._eval_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler
    _native = None  # type: ignore[assignment]

__all__ = ["run_lines_from_checked", "run_lines_from_mapping"]


def _descending_key(slot: NDArray[np.int64], score: NDArray[np.float64]) -> NDArray[np.complex128]:
    """(``slot``, score descending) as one value that sorts, searches and compares as the pair: the complex
    number ``slot - score * 1j``, which NumPy orders by its real part, then its imaginary part
    (:data:`~rankagg.evaluation.trec_numpy.ORDER`: the score as a double; -0.0 and 0.0 compare equal, so they
    tie).  A double needs all 64 bits of an integer key, so the slot cannot share one."""
    key = np.empty(len(slot), dtype=np.complex128)
    key.real = slot
    key.imag = np.negative(score)
    return key


def _ranges(starts: NDArray[np.int64], lens: NDArray[np.int64]) -> NDArray[np.int64]:
    """The concatenated ranges ``starts[i] .. starts[i] + lens[i] - 1``."""
    total = int(lens.sum())
    ends = np.cumsum(lens)
    return np.arange(total, dtype=np.int64) + np.repeat(starts - (ends - lens), lens)


def _larger_docids_in_ties(first: NDArray[np.int64], last: NDArray[np.int64], names: NDArray[np.str_],
                           line_of: NDArray[np.int64], docids: list[str]) -> NDArray[np.int64]:
    """For judged documents (``names``) whose score ties other lines (``first:last``: the tie's places in score
    order, ``first`` ascending; ``line_of`` each place's line of the run, ``docids`` each line's docid), the
    number of lines of the tie with a larger docid (code point order: strcmp's on UTF-8, as NumPy compares
    strings); each tie's docids gathered once, however many judged documents it holds, and compared in C."""
    starts_tie = np.r_[True, first[1:] != first[:-1]]  # ``first`` ascends: the judged documents of a tie are adjacent
    at, which = np.flatnonzero(starts_tie), np.cumsum(starts_tie) - 1
    tie_first = first[at]
    tie_len = last[at] - tie_first
    gathered = np.asarray(list(map(docids.__getitem__, line_of[_ranges(tie_first, tie_len)].tolist())), dtype=str)
    tie_start = np.cumsum(tie_len) - tie_len  # where each tie's docids are in ``gathered``
    lens = last - first
    larger = gathered[_ranges(tie_start[which], lens)] > np.repeat(names, lens)
    return np.add.reduceat(larger.astype(np.int64), np.cumsum(lens) - lens)


def run_lines_from_mapping(name: str, checked: Any, table: QrelsTable) -> RunLines:
    """The judged lines (:class:`RunLines` with ``lines``) of a run checked from ``{qid: {docid: score}}``
    (:func:`~rankagg.evaluation.inputs.checked_run_mapping`; its scores finite, so NaN marks a judged document
    the query did not retrieve).  With the compiled kernel, each line looked up among its query's judged
    documents (:func:`_judged_by_line`), else each judged document in its query's dict."""
    q_names, _, docids, _ = checked.codes
    docs = checked.by_query
    qmap = table.query_codes(q_names)
    sizes = np.fromiter(map(len, docs), dtype=np.int64, count=len(docs))
    starts = np.zeros(len(docs) + 1, dtype=np.int64)
    np.cumsum(sizes, out=starts[1:])
    run_q = np.flatnonzero(qmap >= 0)
    run_q = run_q[np.argsort(qmap[run_q], kind="stable")]  # its judged queries, in the qrels' (sorted) order
    judged_q = qmap[run_q]
    by_line = _judged_by_line(docs, qmap, table)
    if by_line is not None:
        ranks = _ranks_of_lines(checked, qmap, sizes, starts, run_q, table, *by_line)
        return RunLines(name, *ranks, np.ones(len(ranks[1]), dtype=bool), judged_q, list(q_names), checked.columns,
                        lines=sizes[run_q])
    lists, bounds = table.judged_lists()
    n_judged = bounds[judged_q + 1] - bounds[judged_q]
    # each judged document's score in its query's dict (NaN: not retrieved), in one C-level pass
    gets = [docs[k].get for k in run_q.tolist()]
    looked = chain.from_iterable(map(map, gets, [lists[q] for q in judged_q.tolist()], repeat(repeat(np.nan))))
    got = np.fromiter(looked, dtype=np.float64, count=int(n_judged.sum()))
    found = np.flatnonzero(~np.isnan(got))
    pair = _ranges(bounds[judged_q], n_judged)[found]  # its place among the qrels' pairs
    j_slot = np.repeat(np.arange(len(run_q), dtype=np.int64), n_judged)[found]
    # every line of the run's judged queries, in trec_eval's order by score: sorted keys
    out_sizes = sizes[run_q]
    out_start = np.zeros(len(run_q), dtype=np.int64)
    np.cumsum(out_sizes[:-1], out=out_start[1:])
    line_at = _ranges(starts[run_q], out_sizes)  # each such line's place in the run
    key = _descending_key(np.repeat(np.arange(len(run_q), dtype=np.int64), out_sizes),
                          np.asarray(checked["score"], dtype=np.float64)[line_at])
    if not bool(np.all(key[1:] >= key[:-1])):  # a run's lists are in score order, mostly
        by_key = np.argsort(key, kind="stable")
        key, line_at = key[by_key], line_at[by_key]
    j_key = _descending_key(j_slot, got[found])
    by_j = np.argsort(j_key, kind="stable")  # searched in order: each search starts where the last ended
    j_key, j_slot, pair = j_key[by_j], j_slot[by_j], pair[by_j]
    first = np.searchsorted(key, j_key, side="left")
    rank = first - out_start[j_slot] + 1
    tie = np.flatnonzero(key[np.minimum(first + 1, len(key) - 1)] == j_key)
    tie = tie[first[tie] + 1 < len(key)]  # another line has the same key
    if len(tie):  # the larger docids of the tie come first
        names = table.docids[table.keys[pair[tie]] % table.n_docs]
        last = np.searchsorted(key, j_key[tie], side="right")
        rank[tie] += _larger_docids_in_ties(first[tie], last, names, line_at, docids)
        order = np.argsort(out_start[j_slot] + rank, kind="stable")  # by query, then rank
        j_slot, rank, pair = j_slot[order], rank[order], pair[order]
    return RunLines(name, judged_q[j_slot], rank, table.grades[pair], np.ones(len(rank), dtype=bool),
                    judged_q, list(q_names), checked.columns, lines=out_sizes)


def _judged_by_line(docs: list[Mapping[str, Any]], qmap: NDArray[np.int64], table: QrelsTable
                    ) -> tuple[NDArray[np.int64], NDArray[np.int64]] | None:
    """Every judged line of the run (``docs``: each query's dict; ``qmap``: its judged query, -1 for none): its
    line number and its pair's place in the qrels, in line order, by ``rankagg._eval_native.judged_lines``
    (each line's docid looked up in the small dict of its query's judged documents, in C); None without the
    kernel or when it declines."""
    if _native is None:
        return None
    index = table.judged_index()
    got = _native.judged_lines(docs, [index[q] if q >= 0 else None for q in qmap.tolist()])
    if got is None:
        return None
    return np.frombuffer(got[0], dtype=np.int64), np.frombuffer(got[1], dtype=np.int64)


def _ranks_of_lines(checked: Any, qmap: NDArray[np.int64], sizes: NDArray[np.int64], starts: NDArray[np.int64],
                    run_q: NDArray[np.int64], table: QrelsTable, line: NDArray[np.int64], pair: NDArray[np.int64]
                    ) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]]:
    """The judged query, rank and grade of each judged line (``line``: its place in the run, ``pair``: in the
    qrels; in line order), grouped by query in the qrels' order (``run_q``: the run's judged queries so), each
    query's in rank order: the rank counted as :func:`run_lines_from_mapping` counts it, among the keys of
    every line of the run in the run's order of queries (no line moved when the lists are in score order)."""
    slot = np.repeat(np.arange(len(sizes), dtype=np.int64), sizes)
    key = _descending_key(slot, np.asarray(checked["score"], dtype=np.float64))
    line_at: NDArray[np.int64] | None = None  # each place's line: the identity while the keys are in order
    j_key, q = key[line], slot[line]
    if not bool(np.all(key[1:] >= key[:-1])):  # a run's lists are in score order, mostly
        line_at = np.argsort(key, kind="stable")
        key = key[line_at]
        by_j = np.argsort(j_key, kind="stable")  # the searched keys in order, so that a tie's are adjacent
        j_key, q, pair, line = j_key[by_j], q[by_j], pair[by_j], line[by_j]
    first = np.searchsorted(key, j_key, side="left")
    rank = first - starts[q] + 1
    tie = np.flatnonzero(key[np.minimum(first + 1, len(key) - 1)] == j_key)
    tie = tie[first[tie] + 1 < len(key)]  # another line has the same key
    if len(tie):  # the larger docids of the tie come first (each tie sorted once, in C); then by query, by rank
        last = np.searchsorted(key, j_key[tie], side="right")
        larger = _native.larger_in_ties(checked.codes[2], None if line_at is None else _int64(line_at),
                                        _int64(first[tie]), _int64(last), _int64(line[tie]))
        rank[tie] += np.frombuffer(larger, dtype=np.int64)
        out_start = np.zeros(len(sizes), dtype=np.int64)
        out_start[run_q] = np.cumsum(sizes[run_q]) - sizes[run_q]
        order = np.argsort(out_start[q] + rank, kind="stable")
    else:  # each query's lines in rank order already: the queries' blocks put in the qrels' order
        counts = np.bincount(q, minlength=len(sizes))
        order = _ranges((np.cumsum(counts) - counts)[run_q], counts[run_q])
    q, rank, pair = q[order], rank[order], pair[order]
    return qmap[q], rank, table.grades[pair]


def _int64(a: NDArray[Any]) -> NDArray[np.int64]:
    """``a`` as contiguous int64, as the kernel reads its buffers (no copy when it is already)."""
    return np.ascontiguousarray(a, dtype=np.int64)


def run_lines_from_checked(name: str, run: Mapping[str, Any], table: QrelsTable) -> RunLines:
    """:class:`RunLines` of a run's columns checked by :func:`~rankagg.evaluation.inputs.check_eval_columns`."""
    checked = check_eval_columns(run, name, "score")
    q_names, q_codes, d_names, d_codes = checked.codes
    if checked.by_query is not None:  # {qid: {docid: score}}: the judged documents' ranks counted
        return run_lines_from_mapping(name, checked, table)
    d_strings = checked.docid_strings if checked.docid_strings is not None else d_names  # looked up in C
    return run_lines_from_columns(name, q_codes, q_names, d_codes, d_strings, checked["score"], table, lambda: checked)
