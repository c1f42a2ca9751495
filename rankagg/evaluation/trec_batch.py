"""Many TREC runs against one qrels at once: the qrels read once, the runs parsed in parallel, every measure
computed in one pass over all runs and queries.

The engine of ``rankagg evaluate --qrels Q RUN...`` and ``rankagg.evaluate``.  It ranks each run as
trec_eval does (:data:`rankagg.evaluation.trec_numpy.ORDER`: score as a double descending, then docid
descending; only the run's judged queries, in sorted order) and puts the judged lines of every run, with
each query's number of lines, into one :class:`~rankagg.evaluation.trec_numpy.Ranked` whose "queries" are
the (run, query) pairs, so that each NumPy kernel of the registry runs once for all runs, on a few percent
of the lines; the judgements are the qrels' repeated once per run (:class:`TiledJudgements`).  A query's
values are those of :func:`~rankagg.evaluation.trec_numpy.evaluate_numpy` on that run alone, bit for bit:
every sum is over one (run, query) segment.  Runs loaded as ``{qid: {docid: score}}`` give only their
judged lines (:mod:`rankagg.evaluation.trec_loaded`).

Files are read by the readers fusion uses (:func:`rankagg.io._run_text._read_run_columns`: pyarrow's
parser, each file in a worker thread, the GIL released while parsing and decompressing), their docids
looked up in the qrels by their per-file dictionary (pyarrow's hash lookup), and the strings compared only
for the lines whose scores tie (the tie rule's docid order).  A measure the NumPy provider does not
compute (``infAP``) comes from pytrec_eval, one run at a time, given each line's place in
that order as its score (:mod:`rankagg.evaluation.pytrec_values`).
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from itertools import repeat
from typing import Any, Callable, Collection, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure
from rankagg.evaluation.trec_numpy import Judgements, Ranked

__all__ = ["QrelsTable", "RunLines", "TiledJudgements", "run_lines_from_columns",
           "read_run_lines", "evaluate_lines", "evaluate_run_paths"]

#: lines of runs evaluated together: a batch's arrays take about 60 bytes a line
BATCH_LINES = 8_000_000
#: the largest (judged query, judged document) table looked up directly (4 bytes a pair)
DENSE_PAIRS = 1 << 25


def _workers() -> int:
    return max(1, min(4, os.cpu_count() or 1))


class QrelsTable:
    """The qrels, indexed once for every run: the judged queries (sorted, as trec_eval prints them), the
    judged documents, each (query, document) pair's grade, and the :class:`Judgements`.

    ``qrels``: columns ``qid, docid`` (strings) and ``rel`` (integers), checked
    (:func:`rankagg.evaluation.inputs.check_eval_columns` or the qrels reader)."""

    def __init__(self, qrels: Mapping[str, Any]) -> None:
        grade = np.asarray(qrels["rel"], dtype=np.float64)
        codes = getattr(qrels, "codes", None)  # a Checked's distinct strings and codes: not computed twice
        if codes is not None:
            self.qids, qi = _sorted_codes(codes[0], codes[1])
            self.docids, di = _sorted_codes(codes[2], codes[3])
        else:
            self.qids, qi = np.unique(np.asarray(qrels["qid"]).astype(str), return_inverse=True)
            self.docids, di = np.unique(np.asarray(qrels["docid"]).astype(str), return_inverse=True)
        qi, di = np.asarray(qi, dtype=np.int64).ravel(), np.asarray(di, dtype=np.int64).ravel()
        self.n_queries = len(self.qids)
        self.n_docs = max(len(self.docids), 1)
        self.query_index = {q: i for i, q in enumerate(self.qids.tolist())}
        key = qi * self.n_docs + di
        order = np.argsort(key, kind="stable")
        self.keys, self.grades = key[order], grade[order]
        # a dense table of the pairs when it is small (a few judged queries): one index per line, no search
        self._dense: NDArray[np.int32] | None = None
        if self.n_queries * self.n_docs <= DENSE_PAIRS:
            self._dense = np.full(self.n_queries * self.n_docs, -1, dtype=np.int32)
            self._dense[self.keys] = np.arange(len(self.keys), dtype=np.int32)
        self.judgements = Judgements(qi, grade, self.n_queries)
        self._doc_index: dict[str, int] | None = None
        self._doc_arrow: Any = None
        self._judged_lists: tuple[list[list[str]], NDArray[np.int64]] | None = None
        self._judged_index: list[dict[str, int]] | None = None

    def query_codes(self, names: Sequence[str]) -> NDArray[np.int64]:
        """Each name's index among the judged queries (-1: not judged)."""
        get = self.query_index.get
        return np.fromiter((get(q, -1) for q in names), dtype=np.int64, count=len(names))

    def doc_codes(self, names: Any) -> NDArray[np.int64]:
        """Each docid's index among the judged documents (-1: judged for no query); ``names`` a list of
        strings or a pyarrow string array (looked up in C)."""
        if _is_arrow(names):
            import pyarrow as pa
            import pyarrow.compute as pc

            if self._doc_arrow is None:
                self._doc_arrow = _arrow_strings(self.docids.tolist())
            found = pc.index_in(names.cast(pa.large_string()), value_set=self._doc_arrow)
            codes = _arrow_ints(found, np.int32)
            if found.null_count:  # not in the qrels; the validity bitmap read as bits (fill_null imports pandas)
                valid = np.unpackbits(np.frombuffer(found.buffers()[0], dtype=np.uint8), bitorder="little")
                codes[valid[found.offset:found.offset + len(found)] == 0] = -1
            return codes
        if isinstance(names, np.ndarray) and names.dtype.kind == "U":  # compared in C
            if not len(self.docids) or not len(names):
                return np.full(len(names), -1, dtype=np.int64)
            at = np.minimum(np.searchsorted(self.docids, names), len(self.docids) - 1)
            return np.where(self.docids[at] == names, at, -1).astype(np.int64)
        if self._doc_index is None:
            self._doc_index = {d: i for i, d in enumerate(self.docids.tolist())}
        return np.fromiter(map(self._doc_index.get, names, repeat(-1)), dtype=np.int64, count=len(names))

    def judged_lists(self) -> tuple[list[list[str]], NDArray[np.int64]]:
        """Each judged query's judged docids (a list, in code point order) and where its pairs start in
        ``keys`` / ``grades`` (``n_queries + 1`` bounds), built once."""
        if self._judged_lists is None:
            qi, di = np.divmod(self.keys, self.n_docs)
            bounds = np.searchsorted(qi, np.arange(self.n_queries + 1))
            names, at = self.docids[di].tolist(), bounds.tolist()
            self._judged_lists = ([names[a:b] for a, b in zip(at[:-1], at[1:])], bounds.astype(np.int64))
        return self._judged_lists

    def judged_index(self) -> list[dict[str, int]]:
        """Each judged query's judged docids, each mapped to its pair's place in ``keys`` / ``grades``, built
        once (a run's lines looked up in their query's: :mod:`rankagg.evaluation.trec_loaded`)."""
        if self._judged_index is None:
            lists, bounds = self.judged_lists()
            at = bounds.tolist()
            self._judged_index = [dict(zip(names, range(a, b))) for names, a, b in zip(lists, at[:-1], at[1:])]
        return self._judged_index

    def grade_of(self, qi: NDArray[np.int64], di: NDArray[np.int64]) -> tuple[NDArray[np.float64], NDArray[np.bool_]]:
        """The grade of each (judged query, document) pair (0 when unjudged) and whether it is judged."""
        key = qi * self.n_docs + di
        if not len(self.keys):
            return np.zeros(len(key)), np.zeros(len(key), dtype=bool)
        if self._dense is not None:
            at = np.where(di >= 0, self._dense[np.maximum(key, 0)], -1)
            found = at >= 0
        else:
            at = np.minimum(np.searchsorted(self.keys, key), len(self.keys) - 1)
            found = (di >= 0) & (self.keys[at] == key)
        return np.where(found, self.grades[at], 0.0), found


def _sorted_codes(uniques: list[str], codes: NDArray[np.int64]) -> tuple[NDArray[np.str_], NDArray[np.int64]]:
    """Distinct strings put in code point order, and the codes renumbered to match."""
    strings = np.asarray(uniques, dtype=str)
    order = np.argsort(strings, kind="stable")
    place = np.empty(len(order), dtype=np.int64)
    place[order] = np.arange(len(order))
    return strings[order], place[codes]


def _is_arrow(x: Any) -> bool:
    return type(x).__module__.startswith("pyarrow")


def _arrow_strings(strings: list[str]) -> Any:
    """A pyarrow string array of ``strings``, built from its buffers (``pa.array`` looks for pandas objects and
    imports pandas, half a second of a command's start-up)."""
    import pyarrow as pa

    encoded = [s.encode("utf-8") for s in strings]
    offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
    np.cumsum([len(b) for b in encoded], out=offsets[1:])
    return pa.LargeStringArray.from_buffers(len(encoded), pa.py_buffer(offsets), pa.py_buffer(b"".join(encoded)))


def _arrow_ints(arr: Any, dtype: type) -> NDArray[np.int64]:
    """A null-free pyarrow integer array as int64, read from its buffer (``Array.to_numpy`` imports pandas,
    which a worker thread must not start importing)."""
    from rankagg.io._trec_text import _numeric

    return _numeric(arr, np.dtype(dtype)).astype(np.int64)


class TiledJudgements(Judgements):
    """One :class:`Judgements` repeated for ``n`` runs: query ``r * n_queries + q`` is query ``q`` of run ``r``
    (every per-query array as :class:`Judgements` computes it on the repeated qrels; the ideal DCGs, the
    costly part, computed once and repeated: a segment's sum does not depend on the others)."""

    def __init__(self, base: Judgements, n: int) -> None:
        # the arrays Judgements.__init__ computes on the repeated qrels, repeated: base's are in (query, grade
        # descending) order already, and each per-query count is a sum over that query's own grades
        offset = np.repeat(np.arange(n, dtype=np.int64) * base.n_queries, len(base.qi))
        self.qi, self.grade, self.n_queries = np.tile(base.qi, n) + offset, np.tile(base.grade, n), base.n_queries * n
        self.pos, self.n_rel, self.n_nonrel = np.tile(base.pos, n), np.tile(base.n_rel, n), np.tile(base.n_nonrel, n)
        self._ideal: dict[int | None, NDArray[np.float64]] = {}
        self.base, self._n = base, n

    def ideal_dcg(self, k: int | None) -> NDArray[np.float64]:
        if k not in self._ideal:
            self._ideal[k] = np.tile(self.base.ideal_dcg(k), self._n)
        return self._ideal[k]


@dataclass
class RunLines:
    """One run as trec_eval sees it: its lines of judged queries grouped by query (``qi``: index among the
    qrels' queries, ascending) in rank order, with their grade; ``queries``: the judged queries it has.  With
    ``lines``, only its judged lines (:func:`~rankagg.evaluation.trec_numpy.sparse`)."""

    name: str
    qi: NDArray[np.int64]
    rank: NDArray[np.int64]
    grade: NDArray[np.float64]
    judged: NDArray[np.bool_]
    queries: NDArray[np.int64]
    run_qids: list[str]  # every qid of the run (for a message when none is judged)
    columns: Callable[[], dict[str, NDArray]] | None = None  # the run as string columns (pytrec_eval's measures)
    lines: NDArray[np.int64] | None = None  # with only the judged lines: each of ``queries``' number of lines


def _string_keys(strings: Any, codes: NDArray[np.int64]) -> NDArray[np.int64]:
    """The code point order of the strings ``strings[codes]`` as integers: each string's place in that order
    (equal strings get distinct places; the caller compares strings of one query, which are distinct)."""
    if _is_arrow(strings):
        import pyarrow.compute as pc

        # sorted in C on the UTF-8 bytes, whose order is the code points' (strcmp's, trec_eval's)
        import pyarrow as pa

        at = np.ascontiguousarray(codes, dtype=np.int64)  # as an arrow array from its buffer: no pandas check
        indices = pa.Array.from_buffers(pa.int64(), len(at), [None, pa.py_buffer(at)])
        order = _arrow_ints(pc.sort_indices(strings.take(indices)), np.uint64)
    else:
        picked = [strings[i] for i in codes.tolist()] if isinstance(strings, list) else np.asarray(
            strings, dtype=object)[codes].tolist()
        order = np.argsort(np.asarray(picked, dtype=str), kind="stable")
    keys = np.empty(len(order), dtype=np.int64)
    keys[order] = np.arange(len(order))
    return keys


def run_lines_from_columns(name: str, q_codes: NDArray[np.int64], q_names: Any, d_codes: NDArray[np.int64],
                           d_names: Any, score: NDArray[np.float64], table: QrelsTable,
                           columns: Callable[[], dict[str, NDArray]] | None = None, *, names_sorted: bool = False
                           ) -> RunLines:
    """:class:`RunLines` of a run given as coded columns: ``q_codes`` index ``q_names`` (its distinct qids),
    ``d_codes`` index ``d_names`` (its distinct docids: a list, an array or a pyarrow string array; with
    ``names_sorted`` in code point order, so that a code is the docid's place in that order); each
    (qid, docid) pair at most once (checked by the caller)."""
    from rankagg.io.trec import _list_order

    run_qids = q_names.to_pylist() if _is_arrow(q_names) else [str(q) for q in q_names]
    qmap = table.query_codes(run_qids)
    qi_all = qmap[q_codes] if len(q_codes) else np.zeros(0, dtype=np.int64)
    keep = np.flatnonzero(qi_all >= 0)
    qi, d = qi_all[keep], d_codes[keep]
    descending = -np.asarray(score, dtype=np.float64)[keep]  # trec_numpy.ORDER: the double, -0.0 == 0.0

    def docid_descending(at: NDArray[np.int64]) -> NDArray[np.int64]:
        return -d[at] if names_sorted else -_string_keys(d_names, d[at])

    order = _list_order(qi, (descending, docid_descending))
    qi_o = qi[order]
    if len(order) and not bool(np.all(qi_o[1:] >= qi_o[:-1])):  # lists in file order: put the queries in order
        order = order[np.argsort(qi_o, kind="stable")]
        qi_o = qi[order]
    start = np.ones(len(order), dtype=bool)
    start[1:] = qi_o[1:] != qi_o[:-1]
    pos = np.arange(len(order))
    rank = pos - np.maximum.accumulate(np.where(start, pos, 0)) + 1
    grade, judged = table.grade_of(qi_o, table.doc_codes(d_names)[d[order]])
    return RunLines(name, qi_o, rank.astype(np.int64), grade, judged, qi_o[start], run_qids, columns)


def read_run_lines(path: str, table: QrelsTable) -> RunLines:
    """One run file read (the fast reader; a faulty line is named with its file and line number) and ranked."""
    from rankagg.io._run_text import _parse_run_lines, _read_run_columns
    from rankagg.io._text_columns import _has_duplicate, file_codes

    cols = _read_run_columns(path)
    qcol, q_codes, n_q = file_codes(cols["qid"])
    dcol, d_codes, n_d = file_codes(cols["docid"])
    if n_d < len(d_codes) and _has_duplicate(q_codes * max(n_d, 1) + d_codes, n_q * max(n_d, 1)):
        _parse_run_lines(path, cols["raw"])  # raises naming the line of the second occurrence
        raise ValueError(f"{path}: a document appears twice for one query")  # pragma: no cover
    q_names = _dictionary(qcol)
    d_names = _dictionary(dcol)
    score = np.asarray(cols["score"], dtype=np.float64)

    def columns() -> dict[str, NDArray]:
        strings = np.asarray(d_names.to_pylist() if _is_arrow(d_names) else d_names, dtype=object)
        return {"qid": np.asarray(q_names, dtype=object)[q_codes], "docid": strings[d_codes], "score": score}

    return run_lines_from_columns(path, q_codes, q_names, d_codes, d_names, score, table, columns,
                                  names_sorted=not _is_arrow(d_names))


def _dictionary(col: Any) -> Any:
    """The distinct strings of a column :func:`~rankagg.io._text_columns.file_codes` coded (a pyarrow array, or a
    list when the file was read by the line reader)."""
    if _is_arrow(col):
        return col.chunk(0).dictionary if col.num_chunks else []
    return np.unique(np.asarray(col, dtype=object).astype(str))  # file_codes' codes of a plain column: sorted


def _batches(runs: Iterator[RunLines], limit: int) -> Iterator[list[RunLines]]:
    batch: list[RunLines] = []
    lines = 0
    for r in runs:
        batch.append(r)
        lines += len(r.qi)
        if lines >= limit:
            yield batch
            batch, lines = [], 0
    if batch:
        yield batch


def evaluate_lines(runs: Sequence[RunLines], table: QrelsTable, measures: Sequence[Measure],
                   pytrec: Collection[str] = ()) -> list[tuple[list[str], dict[str, NDArray[np.float64]]]]:
    """Per run, its evaluated qids (sorted) and each measure's value on them: every NumPy kernel once for all
    the runs (the (run, query) pairs as the queries), the other measures (and those named in ``pytrec``) by
    pytrec_eval run by run."""
    n_q, n = table.n_queries, len(runs)
    vectorised = [m for m in measures if m.definition.numpy is not None and m.name not in pytrec]
    values: dict[str, NDArray[np.float64]] = {}
    if vectorised and n:
        ranked = _judged_lines(runs, n_q)
        judgements = TiledJudgements(table.judgements, n) if n > 1 else table.judgements
        for m in vectorised:
            kernel = m.definition.numpy
            assert kernel is not None
            values[m.name] = np.asarray(kernel(ranked, judgements, m), dtype=np.float64).reshape(n, n_q)
    others = [m for m in measures if m not in vectorised]
    names, vectorised_names = [m.name for m in measures], [m.name for m in vectorised]  # a property: spelt once
    qrels: dict[str, NDArray] | None = None
    out = []
    for i, r in enumerate(runs):
        qids = table.qids[r.queries].tolist()
        got = {name: values[name][i, r.queries] for name in vectorised_names}
        if others and len(r.queries):
            from rankagg.evaluation.pytrec_values import pytrec_values

            if r.columns is None:
                raise ValueError(f"{r.name}: the measures {', '.join(m.name for m in others)} need the run's columns")
            qrels = _qrels_columns(table) if qrels is None else qrels
            per = pytrec_values(r.columns(), qrels, others)
            for m in others:
                got[m.name] = np.nan_to_num(np.array([float(per[m.name].get(q, 0.0)) for q in qids]), nan=0.0)
        out.append((qids, {name: got.get(name, np.zeros(0)) for name in names}))
    return out


def _judged_lines(runs: Sequence[RunLines], n_q: int) -> Ranked:
    """The judged lines of every run as one sparse :class:`Ranked` whose queries are the (run, query) pairs
    (query ``i * n_q + q``: query ``q`` of run ``i``): the kernels read the unjudged lines only through each
    query's number of lines, on a few percent of the lines, to the same bits."""
    qi, rank, grade, lines = [], [], [], np.zeros(len(runs) * n_q, dtype=np.int64)
    for i, r in enumerate(runs):
        if r.lines is None:  # every line: its judged ones, and each query's count
            keep = np.flatnonzero(r.judged)
            lines[i * n_q + r.queries] = np.bincount(r.qi, minlength=n_q)[r.queries]
            qi.append(r.qi[keep] + i * n_q)
            rank.append(r.rank[keep])
            grade.append(r.grade[keep])
        else:
            lines[i * n_q + r.queries] = r.lines
            qi.append(r.qi + i * n_q)
            rank.append(r.rank)
            grade.append(r.grade)
    seg = np.concatenate(qi)
    return Ranked(len(runs) * n_q, seg, np.concatenate(rank), np.concatenate(grade), np.ones(len(seg), dtype=bool),
                  lines)


def _qrels_columns(table: QrelsTable) -> dict[str, NDArray]:
    qi, di = np.divmod(table.keys, table.n_docs)
    return {"qid": table.qids[qi], "docid": table.docids[di], "rel": table.grades}  # cast by pytrec_values


def evaluate_run_paths(paths: Sequence[str], table: QrelsTable, measures: Sequence[Measure], *,
                       batch_lines: int = BATCH_LINES, check: Callable[[RunLines], Exception | None] | None = None
                       ) -> list[tuple[list[str], dict[str, NDArray[np.float64]]]]:
    """:func:`evaluate_lines` of run files, parsed in a few threads.  Errors surface in file order: a file's
    reading error, or ``check(lines)`` (raised unless None) for a run that has no judged query."""
    def checked(runs: Iterator[RunLines]) -> Iterator[RunLines]:
        for r in runs:
            refused = check(r) if check is not None and not len(r.queries) else None
            if refused is not None:
                raise refused
            yield r

    try:  # imported here, once: two threads importing one module at the same time can see it half made
        import pyarrow.compute  # noqa: F401
    except ImportError:  # pragma: no cover - pyarrow is a dependency; the readers then use pandas
        pass
    from rankagg.io.signals import block_handled_signals

    out: list[tuple[list[str], dict[str, NDArray[np.float64]]]] = []
    with ThreadPoolExecutor(max_workers=_workers(), initializer=block_handled_signals) as pool:
        for batch in _batches(checked(pool.map(lambda p: read_run_lines(p, table), paths)), batch_lines):
            out.extend(evaluate_lines(batch, table, measures))
    return out
