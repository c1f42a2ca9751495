"""Reference snippets shared by the bars' API cases (their preludes), each independent of rankagg's code.

``RANKED_LISTS``: a list of ``{id: score}`` ranked by trec_eval's rule (score descending, then the id descending as
bytes: docs/conventions.md); Borda's ``n - r + 1`` points with ``(n - k + 1) / 2`` for each of a list's missing ids
(``rankagg methods borda``); RRF's ``sum w / (k + r)`` (Cormack et al. 2009); CombSUM of min-max scores (docs/conventions.md: a list of equal
scores counts 1 for each); each returns the scores and, for the
house tie rule, how many lists returned each id and its best place.

``HOUSE_AGREEMENT``: ``agree`` tells whether a fused list (``[(docid, score)]``, best first) is a reference's top
``depth`` (``(scores, lists returning each id, best place)``) in a right order: scores within a tolerance, equal scores
by the house tie rule of docs/conventions.md (more lists, then the best place, then the smaller id), nothing better cut,
and the written scores read back by trec_eval's rule (``trec_order``: score descending, then the id descending as
bytes) in the written order; ``report`` prints ``same`` or what differs.

``TREC_MEASURES``: trec_eval's nDCG@k, AP, P@k and RR of an order against ``{id: grade}`` (grades above 0
relevant), and ``measures``, their means over the queries judged and in the run (``-c``: every judged query).

``VERDICT_HELPERS``: how a case reports: ``cli`` runs the command in a subprocess; ``wrong`` prints what differs and
exits 0 (a silent fault); ``right`` prints OK; ``named`` and ``passthrough`` pass an allowed refusal on."""

from __future__ import annotations

__all__ = ["HOUSE_AGREEMENT", "LISTS_BY_QUERY", "PER_QUERY", "RANKED_LISTS", "SEEDED_UNIFORM", "TREC_MEASURES", "VERDICT_HELPERS",
           "STANDARD_REFERENCE", "RUN_TEXT", "FRAME_ROWS", "reference_namespace"]

#: a seeded stream of uniform floats in [0, 1) the bars' data snippets draw from: a 64-bit linear congruential
#: generator (Knuth's MMIX constants), its top 53 bits as a double, the same numbers in every Python without NumPy
SEEDED_UNIFORM = """def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield (x >> 11) / 2 ** 53
"""

#: the runs of a bar's data snippets ({run: {query: {doc: score}}}) regrouped by query ({query: {run: {doc: score}}}),
#: the queries sorted, a run only where it holds the query
PER_QUERY = """def per_query(runs):
    qs = sorted({q for run in runs.values() for q in run})
    return {q: {name: run[q] for name, run in runs.items() if q in run} for q in qs}
"""

RANKED_LISTS = """
def desc_order(p):
    return sorted(p, key=lambda d: (float(p[d]), str(d).encode()), reverse=True)
def positions(p):
    return {d: r for r, d in enumerate(desc_order(p), 1)}
def borda_ref(models, w=None):
    allids = set().union(*[set(p) for p in models.values()])
    n = len(allids)
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        pos, k = positions(p), len(p)
        for d in allids:
            if d in pos:
                sc[d] = sc.get(d, 0.0) + wm * (n - pos[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
            else:
                sc[d] = sc.get(d, 0.0) + wm * (n - k + 1) / 2
    return sc, cnt, best
def rrf_ref(models, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + wm / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
def combsum_minmax_ref(models, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        lo, hi = min(p.values()), max(p.values())
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + wm * (1.0 if hi == lo else (p[d] - lo) / (hi - lo))
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
"""[1:]

#: a snippet's command: ``cli(*args)`` runs ``rankagg ARGS`` and gives the finished process, or exits with the
#: command's code and its message on stderr (the case's verdict is then the command's own)
CLI_OR_EXIT = r'''
def cli(*args):
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    if p.returncode:
        sys.stderr.write(p.stderr)
        sys.exit(p.returncode)
    return p
'''[1:]

VERDICT_HELPERS = r'''
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr
def wrong(*what):
    print('WRONG:', *[str(w)[:300] for w in what])
    sys.exit(0)
def right():
    print('OK')
    sys.exit(0)
def named(err, names):
    return any(n in err for n in names)
def passthrough(rc, err):
    sys.stderr.write(err if err.endswith('\n') else err + '\n')
    sys.exit(rc)
'''[1:]

HOUSE_AGREEMENT = r'''
def trec_order(s):
    return sorted(s, key=lambda d: (s[d], d.encode()), reverse=True)
def agree(rows, ref, depth=None, written=True):
    """'' when rows [(docid, score)] (best first) are the reference's top ``depth`` in a right order; else why not"""
    sc, cnt, best = ref
    want = min(len(sc), depth or len(sc))
    got = [d for d, _ in rows]
    if len(got) != want or len(set(got)) != want or not set(got) <= set(sc):
        return 'ids: %d written, %d expected, e.g. %r' % (len(got), want, sorted(set(got) ^ set(sc), key=str)[:3])
    tol = 1e-4 if written else 1e-9
    for d, s in rows:
        if abs(s - sc[d]) > tol * max(1.0, abs(sc[d])):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for a, b in zip(got, got[1:]):
        x, y = sc[a], sc[b]
        if abs(x - y) <= 2.0 ** -40 * max(abs(x), abs(y)):
            if (-cnt[a], best[a], a) > (-cnt[b], best[b], b):
                return 'tie %r before %r against the house rule' % (a, b)
        elif x < y:
            return '%r (%r) before %r (%r)' % (a, x, b, y)
    if want < len(sc):
        left = max(sc[d] for d in set(sc) - set(got))
        cut = sc[got[-1]]
        if left > cut + 1e-12 * abs(cut) + 1e-300:  # abs: a negative cut (mean rank's -places) tied is no better
            return 'a better document was cut: %r' % left
    if written and trec_order(dict(rows)) != got:
        return 'the written scores read back in another order (trec_eval rule)'
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
'''[1:]

#: a written run read back per query, and HOUSE_AGREEMENT's ``agree`` over every query (with HOUSE_AGREEMENT before it)
RUN_AGREEMENT = r'''
def read_run(text):
    rows = {}
    for line in text.splitlines():
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((d, float(s)))
    return rows
def agree_all(rows, refs, depth=None, written=True):
    """written=False: a result in memory, exact ties kept in the consensus order (docs/conventions.md)"""
    if set(rows) != set(refs):
        return 'queries differ: %r' % sorted(set(rows) ^ set(refs))[:4]
    for q in refs:
        msg = agree(rows[q], refs[q], depth, written)
        if msg:
            return '%s: %s' % (q, msg)
    return ''
'''[1:]

TREC_MEASURES = r'''
import math
def ndcg(order, grades, k):
    dcg = sum(grades.get(d, 0) / math.log2(i + 2) for i, d in enumerate(order[:k]) if grades.get(d, 0) > 0)
    ideal = sorted((g for g in grades.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0

def ap(order, grades):
    nrel = sum(1 for g in grades.values() if g > 0)
    hits, tot = 0, 0.0
    for i, d in enumerate(order, 1):
        if grades.get(d, 0) > 0:
            hits += 1; tot += hits / i
    return tot / nrel if nrel else 0.0

def prec(order, grades, k):
    return sum(1 for d in order[:k] if grades.get(d, 0) > 0) / k

def rr(order, grades):
    return next((1.0 / i for i, d in enumerate(order, 1) if grades.get(d, 0) > 0), 0.0)

def measures(order_by_q, qrels, complete=False):
    """trec_eval's means over the queries judged and in the run (-c: every judged query)."""
    qs = [q for q in qrels if complete or q in order_by_q]
    per = {q: {"nDCG@10": ndcg(order_by_q.get(q, []), qrels[q], 10), "AP": ap(order_by_q.get(q, []), qrels[q]),
               "P@5": prec(order_by_q.get(q, []), qrels[q], 5), "RR": rr(order_by_q.get(q, []), qrels[q])} for q in qs}
    return {m: sum(v[m] for v in per.values()) / len(per) for m in ("nDCG@10", "AP", "P@5", "RR")}, per
'''[1:]


#: a bar's lists given per query and ranker as {id: score or rank}: CombMNZ over min-max CombSUM (RANKED_LISTS'),
#: RRF over the rank column (1 is best), each query fused apart, and a reference's order by the house tie rule (score,
#: then more rankers, then the better best place, then the id); two bars had copies of it
LISTS_BY_QUERY = r'''
def combmnz_ref(models, w=None):
    sc, cnt, best = combsum_minmax_ref(models, w)
    return {d: sc[d] * cnt[d] for d in sc}, cnt, best
def by_query(runs, fn, **kw):
    """{query: fn({ranker: its list})}: a ranker without the query has no list of it"""
    qs = sorted({q for r in runs.values() for q in r})
    return {q: fn({n: r[q] for n, r in runs.items() if r.get(q)}, **kw) for q in qs}
def rank_positions(lst):
    """{id: place} of a list ordered by its rank column (1 is best)"""
    return {d: r for r, d in enumerate(sorted(lst, key=lst.get), 1)}
def rrf_ranks(models, k=60.0):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        for d, r in rank_positions(p).items():
            sc[d] = sc.get(d, 0.0) + 1.0 / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
def fused_order(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
'''

#: the preludes most bars join for their snippets, with the modules they use: the reference fusions, the house order,
#: runs read back, trec_eval's measures, the verdict helpers and per-query lists
STANDARD_REFERENCE = ("import json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT
                      + TREC_MEASURES + VERDICT_HELPERS + LISTS_BY_QUERY)


def reference_namespace(prelude: str, label: str) -> dict:
    """The names ``prelude`` defines, run in this process as the cases' snippets run it (``label`` names it in a
    traceback), for the checks a bar makes here on the cases' outputs."""
    namespace: dict = {}
    exec(compile(prelude, label, "exec"), namespace)
    return namespace

#: a run as TREC lines, each query's documents by score then id descending (trec_eval's order), scores by repr
RUN_TEXT = r"""def run_text(run, tag):
    out = []
    for q, p in run.items():
        out += ['%s Q0 %s %d %r %s' % (q, d, i, p[d], tag) for i, d in enumerate(desc_order(p), 1)]
    return '\n'.join(out) + '\n'
"""

#: runs {name: {qid: {docid: score}}} as the rows (qid, docid, run, score) of a long frame
FRAME_ROWS = r"""def frame_rows(runs):
    return [(q, d, m, s) for m, run in runs.items() for q, p in run.items() for d, s in p.items()]
"""
