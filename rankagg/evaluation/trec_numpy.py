"""The NumPy trec provider: trec_eval's rules, vectorised over every query at once.

Used by ``rankagg.evaluate`` / ``rankagg evaluate`` (for the measures pytrec_eval
does not compute, or every measure when it is not installed),
:func:`rankagg.evaluation.measures.trec_measures` and tune's
:class:`~rankagg.experiments.tune_objective.TrecObjective`.  A kernel of the
registry (``MeasureDef.numpy``) takes a :class:`Ranked` (the retrieved documents
of every query, grouped by query in rank order), the query's
:class:`Judgements` and the parsed :class:`~rankagg.evaluation.registry.Measure`,
and returns one value per query.  Sums over a query's documents are NumPy's
pairwise sums of the query's values (:func:`segment_sum`), so that the values are
bit for bit those of a per-query ``np.sum`` (how the committed TREC results of the
protocol were computed).  A :class:`Ranked` may hold only the judged documents and
each query's number of lines (:func:`sparse`): the kernels give the same bits.

trec_eval's rules: a document is relevant when its grade is >= 1 (grades are
integers); negative grades are non-relevant and gain nothing; unjudged
documents count 0; nDCG's gain is the grade, its discount ``log2(rank + 1)`` and
its ideal ranking every judged document of the query, retrieved or not; ``P@k``
divides by ``k`` however many documents were retrieved; AP, R and Rprec divide by
every relevant document of the qrels.  A run is ranked as trec_eval ranks it
(:func:`ranked_from_columns`): by its score, descending, then by docid descending
(:data:`ORDER`); only the run's queries that have judgements are evaluated, in
sorted order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation import libm
from rankagg.evaluation.registry import Measure

__all__ = ["Ranked", "sparse", "Judgements", "ranked_from_columns", "evaluate_numpy", "segment_sum", "KERNELS",
           "ORDER"]

#: the order in which every evaluation path ranks a run's lines (docs/conventions.md, "Scores"): NIST trec_eval
#: 10.0's (form_res_rels.c), which reads each score as a double (the readers' value of its text) and sorts by
#: it descending, -0.0 tied with 0.0, a tie broken by the docid descending (strcmp: code point order)
ORDER = "score as a double, descending; then docid descending"


def _leaf_sums(x: NDArray[np.float64], starts: NDArray[np.int64], lens: NDArray[np.int64]) -> NDArray[np.float64]:
    """NumPy's pairwise sum of segments of at most 128 values: sequential below 8, else 8 interleaved partial
    sums over the first multiple of 8 values, combined as a tree, then the rest one by one."""
    out = np.zeros(len(starts))
    small = lens < 8
    if small.any():
        s, n = starts[small], lens[small]
        acc = np.zeros(len(s))
        for i in range(int(n.max(initial=0))):
            m = n > i
            acc[m] = acc[m] + x[s[m] + i]
        out[small] = acc
    mid = lens >= 8
    if mid.any():
        s, n = starts[mid], lens[mid]
        r = [x[s + j] for j in range(8)]
        full = n - n % 8
        for i in range(8, int(full.max()), 8):
            m = full > i
            if m.all():  # every segment has this block (the halves of long lists: most)
                for j in range(8):
                    r[j] = r[j] + x[s + i + j]
                continue
            for j in range(8):
                r[j][m] = r[j][m] + x[s[m] + i + j]
        res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
        for t in range(7):
            m = n % 8 > t
            res[m] = res[m] + x[s[m] + full[m] + t]
        out[mid] = res
    return out


def _pairwise(x: NDArray[np.float64], starts: NDArray[np.int64], lens: NDArray[np.int64]) -> NDArray[np.float64]:
    """``np.sum(x[s:s + n])`` of every segment, bit for bit, vectorised over segments: NumPy's pairwise
    summation (sequential below 8 values, 8 interleaved partial sums up to 128, halves above).  The segments
    longer than 128 are split into their tree's leaves first, level by level; every leaf of every level is
    summed in one pass (:func:`_leaf_sums`), and the halves added back up the tree (the same additions)."""
    level_s, level_n, split = [np.asarray(starts, dtype=np.int64)], [np.asarray(lens, dtype=np.int64)], []
    while True:
        s, n = level_s[-1], level_n[-1]
        big = np.flatnonzero(n > 128)
        if not len(big):
            break
        half = n[big] // 2 - (n[big] // 2) % 8
        split.append(big)  # the next level: these nodes' first halves, then their second halves
        level_s.append(np.concatenate([s[big], s[big] + half]))
        level_n.append(np.concatenate([half, n[big] - half]))
    all_n = np.concatenate(level_n)
    values = np.zeros(len(all_n))
    leaf = np.flatnonzero(all_n <= 128)
    values[leaf] = _leaf_sums(x, np.concatenate(level_s)[leaf], all_n[leaf])
    at = np.zeros(len(level_n) + 1, dtype=np.int64)
    np.cumsum([len(n) for n in level_n], out=at[1:])
    for depth in range(len(split) - 1, -1, -1):  # deepest first: a node is its first half + its second half
        big, kids = split[depth], values[at[depth + 1]:at[depth + 2]]
        values[at[depth] + big] = kids[:len(big)] + kids[len(big):]
    return values[:len(level_n[0])]


def segment_sum(values: NDArray[np.float64], qidx: NDArray[np.int64], n_queries: int) -> NDArray[np.float64]:
    """The sum of ``values`` of each query (``qidx`` sorted), as ``np.sum`` of the query's values gives it: the
    same bits as a per-query loop (the committed trec results were computed so)."""
    lens = np.bincount(qidx, minlength=n_queries).astype(np.int64)
    return _pairwise(np.asarray(values, dtype=np.float64), np.searchsorted(qidx, np.arange(n_queries)), lens)


@dataclass(frozen=True)
class Ranked:
    """Retrieved documents of ``n_queries`` queries, grouped by query (``qidx``) in rank order (``rank`` from 1),
    with their qrels grade (unjudged: 0) and whether they are judged.

    With ``lines`` (each query's number of retrieved documents) it holds only the judged documents: every
    kernel reads the unjudged ones only through their count, and gives the same values, bit for bit, as on
    every line (:func:`sparse`; the many-runs engine evaluates so, on a few percent of the lines)."""

    n_queries: int
    qidx: NDArray[np.int64]
    rank: NDArray[np.int64]
    grade: NDArray[np.float64]
    judged: NDArray[np.bool_]
    lines: NDArray[np.int64] | None = None


def sparse(r: Ranked) -> Ranked:
    """``r`` (every line) as its judged lines and each query's number of lines: the kernels' values, bit for bit."""
    if r.lines is not None:
        return r
    keep = np.flatnonzero(r.judged)
    return Ranked(r.n_queries, r.qidx[keep], r.rank[keep], r.grade[keep], r.judged[keep],
                  np.bincount(r.qidx, minlength=r.n_queries).astype(np.int64))


def _first_of_query(r: Ranked) -> NDArray[np.int64]:
    """The place, in ``r``'s arrays, of the first line of each line's query (the lines grouped by query)."""
    if r.lines is None:  # every line: the query's first is ``rank - 1`` places above
        return np.arange(len(r.rank)) - r.rank + 1
    counts = np.bincount(r.qidx, minlength=r.n_queries)
    return (np.cumsum(counts) - counts)[r.qidx]  # the lines of the queries before


def _retrieved_within(r: Ranked, k: int | None) -> NDArray[np.int64]:
    """Each query's number of lines ranked ``<= k`` (every line when ``k`` is None) of a sparse ``r``."""
    assert r.lines is not None
    return np.minimum(r.lines, k) if k else r.lines


def _sum_of_lines(r: Ranked, value: NDArray[np.float64], cut: NDArray[np.bool_], k: int | None) -> NDArray[np.float64]:
    """Per query, the sum of ``value`` (given on ``r``'s lines, selected by ``cut``) over its lines ranked ``<= k``,
    an unjudged line of a sparse ``r`` counting 0: :func:`segment_sum` of every such line's value, zeros in place
    (a pairwise sum's bits depend on where the zeros are)."""
    if r.lines is None:
        return segment_sum(value, r.qidx[cut], r.n_queries)
    lens = _retrieved_within(r, k)
    starts = np.zeros(r.n_queries, dtype=np.int64)
    np.cumsum(lens[:-1], out=starts[1:])
    dense = np.zeros(int(lens.sum()))
    dense[starts[r.qidx[cut]] + r.rank[cut] - 1] = value
    return _pairwise(dense, starts, lens)


class Judgements:
    """Every judged grade of each query (``qi``: query index), for the ideal rankings and relevant counts."""

    def __init__(self, qi: NDArray[np.int64], grade: NDArray[np.float64], n_queries: int) -> None:
        qi = np.asarray(qi, dtype=np.int64)
        grade = np.asarray(grade, dtype=np.float64)
        ordered = len(qi) < 2 or bool(np.all((qi[1:] > qi[:-1]) | ((qi[1:] == qi[:-1]) & (grade[1:] <= grade[:-1]))))
        o = np.arange(len(qi)) if ordered else np.lexsort((-grade, qi))  # in order already when repeated per run
        self.qi, self.grade, self.n_queries = qi[o], grade[o], n_queries
        self.pos = np.arange(len(self.qi)) - np.searchsorted(self.qi, self.qi)  # 0-based place in the ideal list
        self.n_rel = np.bincount(qi, weights=(grade > 0), minlength=n_queries)
        self.n_nonrel = np.bincount(qi, weights=(grade == 0), minlength=n_queries)  # judged non-relevant (bpref)
        self._ideal: dict[int | None, NDArray[np.float64]] = {}

    def relevant(self, rel: int = 1) -> NDArray[np.float64]:
        """Each query's judged documents of grade >= ``rel`` (trec_eval's num_rel at ``-l rel``)."""
        if rel == 1:
            return np.asarray(self.n_rel, dtype=np.float64)
        return np.bincount(self.qi, weights=self.grade >= rel, minlength=self.n_queries).astype(np.float64)

    def nonrelevant(self, rel: int = 1) -> NDArray[np.float64]:
        """Each query's judged documents of grade 0 .. ``rel - 1`` (bpref's non-relevant at ``-l rel``)."""
        if rel == 1:
            return np.asarray(self.n_nonrel, dtype=np.float64)
        nonrel = (self.grade >= 0) & (self.grade < rel)
        return np.bincount(self.qi, weights=nonrel, minlength=self.n_queries).astype(np.float64)

    def ideal_dcg(self, k: int | None) -> NDArray[np.float64]:
        """The ideal DCG of each query at cutoff ``k`` (None: every judged relevant document)."""
        if k not in self._ideal:
            keep = (self.pos < k) if k else np.ones(len(self.pos), dtype=bool)  # zeros too: the sum's bits
            gain = np.where(self.grade[keep] > 0, self.grade[keep], 0.0) / libm.on_integers(math.log2, self.pos[keep] + 2)
            self._ideal[k] = segment_sum(gain, self.qi[keep], self.n_queries)
        return self._ideal[k]


def level(m: Measure) -> int:
    """The grade from which a document is relevant: the measure's ``rel`` (trec_eval's ``-l``), else 1."""
    return int(dict(m.params).get("rel", 1))


def _cut(r: Ranked, m: Measure) -> NDArray[np.bool_]:
    return r.rank <= m.cutoff if m.cutoff else np.ones(len(r.rank), dtype=bool)


def _ratio(num: NDArray[Any], den: NDArray[Any]) -> NDArray[np.float64]:
    return np.divide(num, den, out=np.zeros(len(num)), where=den > 0)


def ndcg(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    cut = _cut(r, m)
    # log2 by the C library, not NumPy's AVX-512 kernel (rankagg.evaluation.libm): the same bits on every machine
    gain = np.where(r.grade[cut] > 0, r.grade[cut], 0.0) / libm.on_integers(math.log2, r.rank[cut] + 1)  # negative grades gain nothing
    return _ratio(_sum_of_lines(r, gain, cut, m.cutoff), j.ideal_dcg(m.cutoff))


def precision(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    assert m.cutoff is not None  # the registry requires P's cutoff
    return np.bincount(r.qidx, weights=_cut(r, m) & (r.grade >= level(m)), minlength=r.n_queries) / m.cutoff


def recall(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    return _ratio(np.bincount(r.qidx, weights=_cut(r, m) & (r.grade >= level(m)), minlength=r.n_queries),
                  j.relevant(level(m)))


def reciprocal_rank(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    hit = np.flatnonzero(_cut(r, m) & (r.grade >= level(m)))
    q = r.qidx[hit]  # grouped by query
    starts = np.flatnonzero(np.r_[True, q[1:] != q[:-1]]) if len(q) else np.zeros(0, dtype=np.int64)
    out = np.zeros(r.n_queries)
    out[q[starts]] = 1.0 / np.minimum.reduceat(r.rank[hit], starts).astype(np.float64)
    return out


def average_precision(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    isrel = r.grade >= level(m)
    cum = np.cumsum(isrel)  # items grouped by query, in rank order
    before = np.r_[0, cum][_first_of_query(r)]
    prec = (cum - before) / r.rank
    hit = isrel & _cut(r, m)
    return _ratio(segment_sum(prec[hit], r.qidx[hit], r.n_queries), j.relevant(level(m)))


def r_precision(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    n_rel = j.relevant(level(m))
    hits = (r.grade >= level(m)) & (r.rank <= n_rel[r.qidx])
    return _ratio(np.bincount(r.qidx, weights=hits, minlength=r.n_queries), n_rel)


def bpref(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """trec_eval's bpref (m_bpref.c; Buckley & Voorhees, SIGIR 2004, Sec. 4): over the query's R relevant
    documents, ``1 - min(n, R) / min(N, R)`` at each retrieved relevant one (1 when ``n = 0``), ``n`` the judged
    non-relevant documents retrieved above it and ``N`` those of the qrels; divided by R.  Unjudged
    documents and negative grades count for neither side (trec_eval reads grades below 0 as not pooled)."""
    rel = level(m)
    nonrel = r.judged & (r.grade >= 0) & (r.grade < rel)
    cum = np.cumsum(nonrel)  # items grouped by query, in rank order: the count above, within the query
    above = cum - np.r_[0, cum][_first_of_query(r)]
    hit = r.grade >= rel
    n_rel = j.relevant(rel)
    big_r, big_n = n_rel[r.qidx[hit]], j.nonrelevant(rel)[r.qidx[hit]]
    n = above[hit].astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        term = np.where(n > 0, 1.0 - np.minimum(n, big_r) / np.minimum(big_n, big_r), 1.0)
    return _ratio(segment_sum(term, r.qidx[hit], r.n_queries), n_rel)


def rbp(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """Moffat & Zobel's RBP; binary (grade >= rel) or, ``graded=1``, gain = grade / the highest grade judged
    (negative grades count 0), which reproduces the TREC-COVID leaderboards' ``rbp_p5`` with p = 0.5."""
    p = float(m.param("p"))
    if m.param("graded"):
        top = float(j.grade.max()) if len(j.grade) else 0.0
        gain = _cut(r, m) * (np.maximum(r.grade, 0.0) / top if top > 0 else 0.0) * libm.powers_of(p, r.rank - 1)
    else:
        gain = (_cut(r, m) & (r.grade >= m.param("rel"))) * libm.powers_of(p, r.rank - 1)
    return np.asarray((1.0 - p) * np.bincount(r.qidx, weights=gain, minlength=r.n_queries), dtype=np.float64)


def judged(r: Ranked, j: Judgements, m: Measure) -> NDArray[np.float64]:
    """ir_measures' Judged@k: judged documents among the first k, divided by k, or by the number retrieved
    when fewer (every retrieved document without a cutoff)."""
    cut = _cut(r, m)
    retrieved = (np.bincount(r.qidx, weights=cut, minlength=r.n_queries) if r.lines is None
                 else _retrieved_within(r, m.cutoff).astype(np.float64))
    return _ratio(np.bincount(r.qidx, weights=cut & r.judged, minlength=r.n_queries), retrieved)


KERNELS = {"nDCG": ndcg, "P": precision, "R": recall, "RR": reciprocal_rank, "AP": average_precision,
           "Rprec": r_precision, "Bpref": bpref, "RBP": rbp, "Judged": judged}


def _codes(*columns: NDArray) -> tuple[NDArray[np.object_], list[NDArray[np.int64]]]:
    """Sorted unique strings of the columns, and each column as indices into them (string order = strcmp's)."""
    allv = np.concatenate([np.asarray(c, dtype=object) for c in columns]) if columns else np.zeros(0, dtype=object)
    # fixed-width unicode sorts in C, four times faster than Python strings, in the same (code point) order
    uniq, inv = np.unique(np.asarray(allv.tolist(), dtype=str) if len(allv) else allv, return_inverse=True)
    out, start = [], 0
    for c in columns:
        out.append(inv[start:start + len(c)].astype(np.int64))
        start += len(c)
    return uniq, out


def places_in_order(qid: NDArray, docid: NDArray, score: NDArray[np.float64]) -> NDArray[np.float64]:
    """Each line's rank in its query by :data:`ORDER`, negated (-1.0 for the first line): distinct integers,
    exact in single precision up to 2^24 lines a query, so that an evaluator that reads scores as float32
    (pytrec_eval, which bundles trec_eval 9) ranks the lines in :data:`ORDER` when given them as scores."""
    _, (qc,) = _codes(np.asarray(qid, dtype=object))
    _, (dc,) = _codes(np.asarray(docid, dtype=object))
    order = np.lexsort((-dc, -np.asarray(score, dtype=np.float64), qc))
    q_sorted = qc[order]
    first = np.searchsorted(q_sorted, q_sorted)  # q_sorted ascends: each line's query starts here
    out = np.empty(len(order))
    out[order] = -(np.arange(len(order)) - first + 1.0)
    return out


def ranked_from_columns(run: Mapping[str, Any], qrels: Mapping[str, Any]) -> tuple[list[str], Ranked, Judgements]:
    """trec_eval's view of a run (columns ``qid, docid, score``) against qrels (``qid, docid, rel``, integer
    grades): the evaluated qids (the run's judged queries, sorted), the ranked lists and the judgements.
    Inputs are assumed valid (:mod:`rankagg.evaluation.inputs` checks them)."""
    rq = np.asarray([str(x) for x in np.asarray(run["qid"]).tolist()], dtype=object)
    rd = np.asarray([str(x) for x in np.asarray(run["docid"]).tolist()], dtype=object)
    rs = np.asarray(run["score"], dtype=np.float64)
    qq = np.asarray([str(x) for x in np.asarray(qrels["qid"]).tolist()], dtype=object)
    qd = np.asarray([str(x) for x in np.asarray(qrels["docid"]).tolist()], dtype=object)
    qg = np.asarray(qrels["rel"], dtype=np.float64)
    quniq, (rqc, qqc) = _codes(rq, qq)
    keep = np.isin(rqc, qqc)
    rqc, rd, rs = rqc[keep], rd[keep], rs[keep]
    evaluated = np.unique(rqc)
    _, (rdc, qdc) = _codes(rd, qd)
    order = np.lexsort((-rdc, -rs, rqc))  # ORDER: doubles compared as doubles, -0.0 == 0.0
    rqc, rdc = rqc[order], rdc[order]
    qidx = np.searchsorted(evaluated, rqc)
    rank = np.arange(len(qidx)) - np.searchsorted(qidx, qidx) + 1
    n_docs = max(int(rdc.max(initial=-1)), int(qdc.max(initial=-1))) + 1
    qkey = qqc * n_docs + qdc
    qo = np.argsort(qkey, kind="stable")
    rkey = rqc * n_docs + rdc
    at = np.minimum(np.searchsorted(qkey[qo], rkey), max(len(qo) - 1, 0))
    found = (qkey[qo][at] == rkey) if len(qo) else np.zeros(len(rkey), dtype=bool)
    grade = np.where(found, qg[qo][at] if len(qo) else 0.0, 0.0)
    in_eval = np.isin(qqc, evaluated)
    judgements = Judgements(np.searchsorted(evaluated, qqc[in_eval]), qg[in_eval], len(evaluated))
    ranked = Ranked(len(evaluated), qidx.astype(np.int64), rank.astype(np.int64), grade.astype(np.float64), found)
    return [str(x) for x in quniq[evaluated].tolist()], ranked, judgements


def evaluate_numpy(run: Mapping[str, Any], qrels: Mapping[str, Any], measures: Sequence[Measure]
                   ) -> tuple[list[str], dict[str, NDArray[np.float64]]]:
    """The evaluated qids and each measure's per-query values (keyed by its spelling), all by this provider."""
    qids, ranked, judgements = ranked_from_columns(run, qrels)
    out = {}
    for m in measures:
        kernel = m.definition.numpy
        if kernel is None:
            raise ValueError(f"measure {m.name!r}: the NumPy trec provider does not compute it")
        out[m.name] = np.asarray(kernel(ranked, judgements, m), dtype=np.float64)
    return qids, out
