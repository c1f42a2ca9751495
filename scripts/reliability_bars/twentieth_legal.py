"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a legal-research team's case-law and statute retrievers (its cases, ids ``u20l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: three retrievers over case law and statutes (BM25 over judgments, a legal-BERT dense retriever with
cosine scores, a citation-network ranker with PageRank scores of 1e-12 to 1e-6) answer FIRE AILA's queries
(``AILA_Q1``: prior cases ``C1..C2914``, statutes ``S1..S197``), COLIEE's (``H27-1-1`` asking for civil-code
articles ``177``, ``177-2``; task 1's ``000123.txt`` case files), UK and Dutch collections (``2019_UKSC_12``,
``ECLI:NL:HR:2019:1234``), US statutes (``§1983``) and CAIL's Chinese case numbers (``（2019）京01民终1234号``).  The
team fuses them (RRF, Borda, CombSUM of min-max scores, weights, an input depth), evaluates with trec_eval's names and
rules (``-m map -m recall.100``, ``-l 2`` over AILA's graded 0-2 judgements, ``-c``, ``-q --json``) and reports.
The mistakes: a fact description pasted as the query id, ``Article 177`` with its blank in the qrels, COLIEE's Y/N
labels as grades, COLIEE's JSON label file as qrels, a neutral citation ``[2019] UKSC 12`` with blanks in a frame
written to a TREC run, a European decimal comma, a paragraph retriever returning one case twice, the run given as
the qrels, tags with ``:``, queries spelt ``aila_q1`` in the qrels.

The references (``_REF``) are computed here, never with rankagg's code: RRF, Borda and CombSUM of min-max scores from
``references.RANKED_LISTS``, the house tie rule from ``HOUSE_AGREEMENT``, trec_eval's AP, P@k, nDCG@k (linear gains,
as trec_eval's ndcg_cut), recall@k and R-precision at a relevance level by hand, and pytrec_eval where it applies."""

from __future__ import annotations

from .case import Case, reference_setup, snippet_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES

TWENTIETH_LEGAL = "45 Unseen inputs: a twentieth bar, a legal-research team's case-law and statute retrievers"

_HEAD = r'''
import gzip, io, json, math, os, subprocess, sys
import numpy as np
import pandas as pd
import rankagg
'''[1:]

_TOOLS = r'''
def pool_of(kind, n, seed):
    rng = np.random.default_rng(seed)
    if kind == 'aila':
        pool = ['C%d' % i for i in range(1, 2915)] + ['S%d' % i for i in range(1, 198)]
    elif kind == 'uk':
        pool = ['%d_UKSC_%d' % (y, k) for y in range(2009, 2024) for k in range(1, 80)]
    elif kind == 'ecli':
        pool = ['ECLI:NL:HR:%d:%d' % (y, k) for y in range(2010, 2024) for k in range(1, 400)]
    elif kind == 'cail':
        pool = ['（%d）京01民终%d号' % (y, k) for y in range(2015, 2022) for k in range(1, 500)]
    elif kind == 'usc':
        pool = ['§%d' % k for k in range(1, 3000)]
    elif kind == 'coliee':
        pool = ['%06d.txt' % k for k in range(1, 4000)]
    else:
        pool = [str(k) for k in range(1, 1100)] + ['%d-2' % k for k in range(1, 400)]
    return [str(x) for x in rng.choice(pool, n, replace=False)]
def retriever(qids, depth, seed, scale, pools):
    """{q: {doc: score}}: 'bm25' 5..40, 'dense' cosines -0.2..0.95, 'pagerank' 1e-12..1e-6"""
    rng = np.random.default_rng(seed)
    out = {}
    for q in qids:
        docs = [str(d) for d in rng.choice(pools[q], min(depth, len(pools[q])), replace=False)]
        if scale == 'bm25':
            s = np.round(rng.uniform(5, 40, len(docs)), 4)
        elif scale == 'dense':
            s = np.round(rng.uniform(-0.2, 0.95, len(docs)), 6)
        else:
            s = 10 ** rng.uniform(-12, -6, len(docs))
        out[q] = {d: float(x) for d, x in zip(docs, s)}
    return out
def legal_day(kind='aila', nq=6, seed=0, depths=(1000, 100, 20), prefix='AILA_Q'):
    """three retrievers' runs over one pool per query, and graded 0-2 judgements of some of the pool"""
    rng = np.random.default_rng(seed + 99)
    qids = ['%s%d' % (prefix, i) for i in range(1, nq + 1)]
    pools = {q: pool_of(kind, 1200, seed + i) for i, q in enumerate(qids)}
    runs = {'bm25': retriever(qids, depths[0], seed + 1, 'bm25', pools),
            'legalbert': retriever(qids, depths[1], seed + 2, 'dense', pools),
            'citation': retriever(qids, depths[2], seed + 3, 'pagerank', pools)}
    qrels = {}
    for q in qids:
        judged = [str(d) for d in rng.choice(pools[q], 60, replace=False)]
        qrels[q] = {d: int(g) for d, g in zip(judged, rng.choice([0, 0, 1, 2], 60))}
    return runs, qrels
def trec_lines(run, tag):
    out = []
    for q, p in run.items():
        for r, d in enumerate(desc_order(p), 1):
            out.append('%s Q0 %s %d %r %s\n' % (q, d, r, p[d], tag))
    return ''.join(out)
def write_run(path, run, tag):
    text = trec_lines(run, tag)
    if path.endswith('.gz'):
        with gzip.open(path, 'wt', encoding='utf-8') as f:
            f.write(text)
    else:
        open(path, 'w', encoding='utf-8').write(text)
def write_qrels(path, qrels, it='0'):
    open(path, 'w', encoding='utf-8').write(''.join('%s %s %s %d\n' % (q, it, d, g) for q, j in qrels.items() for d, g in j.items()))
def per_query_ref(runs, fn, **kw):
    qs = set().union(*[set(r) for r in runs.values()])
    return {q: fn({m: r[q] for m, r in runs.items() if r.get(q)}, **kw) for q in qs}
def order_of(p):
    return desc_order(p)
def level_grades(grades, level):
    return {d: (g if g >= level else 0) for d, g in grades.items()}
def recall(order, grades, k):
    nrel = sum(1 for g in grades.values() if g > 0)
    return sum(1 for d in order[:k] if grades.get(d, 0) > 0) / nrel if nrel else 0.0
def rprec(order, grades):
    nrel = sum(1 for g in grades.values() if g > 0)
    return sum(1 for d in order[:nrel] if grades.get(d, 0) > 0) / nrel if nrel else 0.0
def judged_means(run, qrels, fns, complete=False, order=order_of):
    qs = [q for q in qrels if complete or q in run]
    return {name: sum(f(order(run.get(q, {})), qrels[q]) for q in qs) / len(qs) for name, f in fns.items()}
def eval_json(*args):
    """{run file: measures}: evaluate --json of one run answers its measures alone, so they are put under its name"""
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', *args, '--json'], capture_output=True, text=True)
    if r.returncode:
        sys.stderr.write(r.stderr)
        sys.exit(r.returncode)
    js = json.loads(r.stdout)
    files = [a for i, a in enumerate(args) if a.endswith(('.run', '.parquet', '.gz')) and args[i - 1] != '--qrels']
    return {files[0]: js} if len(files) == 1 else js
def set_counts(order, grades, level=1):
    ret = len(order)
    rel_ret = sum(1 for d in order if grades.get(d, 0) >= level)
    n_rel = sum(1 for g in grades.values() if g >= level)
    return ret, rel_ret, n_rel
def close_all(got, want, tol=1e-9):
    bad = [(k, got.get(k), v) for k, v in want.items() if got.get(k) is None or abs(got[k] - v) > tol]
    return '' if not bad else 'measures differ (got, expected): %r' % bad[:3]
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    if r.returncode:
        sys.stderr.write(r.stderr)
        sys.exit(r.returncode)
    return r
def fused_file(path):
    return read_run(open(path, encoding='utf-8').read())
'''[1:]

_REF = _HEAD + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + _TOOLS

_RUN = "AILA_Q1 Q0 C1 1 23.5 bm25\nAILA_Q1 Q0 C7 2 21.25 bm25\nAILA_Q1 Q0 S45 3 19.0 bm25\nAILA_Q2 Q0 C12 1 30.0 bm25\n"
_DENSE = "AILA_Q1 Q0 C7 1 0.91 legalbert\nAILA_Q1 Q0 C1 2 0.88 legalbert\nAILA_Q2 Q0 C3 1 0.75 legalbert\n"
_QRELS = "AILA_Q1 Q0 C1 1\nAILA_Q1 Q0 C7 2\nAILA_Q1 Q0 S45 0\nAILA_Q2 Q0 C12 1\n"


def twentieth_bar_legal_cases() -> list[Case]:
    G = TWENTIETH_LEGAL
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    def cli_bad(id: str, what: str, argv: list[str], *mention: str, why: str, files: dict | None = None,
                setup=None, outputs: tuple[str, ...] = ("fused.run",)) -> Case:
        return Case(id, G, what, argv=argv, files=files or {}, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=60, why=why, setup=setup)

    day = "runs, qrels = legal_day({a})\n"
    files3 = ("for m, r in runs.items():\n    write_run(m + '.run', r, m)\nwrite_qrels('aila.qrels', qrels)\n")
    return [
        # ------------------------------------------------------------ fusing the three retrievers
        ok("u20l_rrf_three_retrievers_cli", "AILA's ten queries: BM25 (1000 deep), legal-BERT (100) and the citation "
           "ranker (20, PageRank 1e-12..1e-6) fused by rrf from the command line: every query equals Cormack's RRF",
           day.format(a="nq=10, seed=1") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="Cormack et al. 2009: sum 1 / (60 + r); docs/conventions.md: ranks by score, ties by the house rule"),
        ok("u20l_combsum_minmax_pagerank", "CombSUM of min-max scores over BM25, cosines and PageRank values of "
           "1e-12..1e-6: the tiny PageRank scores are normalised like the others, not lost",
           day.format(a="nq=5, seed=2") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'combsum', '--param', 'norm=minmax', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, combsum_minmax_ref), depth=1000))\n",
           why="docs/conventions.md: CombSUM of min-max scores, (s - min) / (max - min) per list"),
        ok("u20l_borda_1000_vs_20", "Borda over a 1000-deep BM25 run and a 20-deep citation run: a case the short "
           "list lacks shares its remaining points (rankagg methods borda)",
           day.format(a="nq=4, seed=3, depths=(1000, 20, 20)") + "runs.pop('legalbert')\n" +
           "for m, r in runs.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'bm25.run', 'citation.run', '--method', 'borda', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, borda_ref), depth=1000))\n",
           why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 to each of a list's missing ids"),
        ok("u20l_weights_tags_with_colons", "runs tagged 'bm25:k1=1.2' and 'legal-bert:v2' weighed 2 and 1.5 from a "
           "weights file: weighted RRF by hand",
           day.format(a="nq=4, seed=4") +
           "tags = {'bm25': 'bm25:k1=1.2', 'legalbert': 'legal-bert:v2', 'citation': 'citation'}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, tags[m])\n"
           "open('w.txt', 'w').write('bm25:k1=1.2 2\\nlegal-bert:v2 1.5\\n')\n"
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '--weights', 'w.txt', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref, w={'bm25': 2.0, 'legalbert': 1.5}), depth=1000))\n",
           why="docs/trec.md: a weights file of 'NAME WEIGHT' lines names runs by tag; any character but a blank"),
        ok("u20l_input_depth_20", "--input-depth 20 to give BM25's 1000 and legal-BERT's 100 the citation ranker's "
           "depth: RRF over each run's first 20 only",
           day.format(a="nq=4, seed=5") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '--input-depth', '20', '-o', 'fused.run', '--quiet')\n"
           "cut = {m: {q: {d: p[d] for d in desc_order(p)[:20]} for q, p in r.items()} for m, r in runs.items()}\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(cut, rrf_ref), depth=1000))\n",
           why="rankagg fuse --help: --input-depth keeps each run's first N documents per query before fusing"),
        ok("u20l_ecli_ids_rrf_depth", "Dutch Supreme Court ids (ECLI:NL:HR:2019:1234, colons) as docids, ECLI "
           "query ids too, fused to depth 50",
           day.format(a="kind='ecli', nq=4, seed=6, prefix='ECLI:NL:PHR:2020:'") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '--depth', '50', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=50))\n",
           why="docs/trec.md: an id is any text without an ASCII blank; --depth writes the first N per query"),
        ok("u20l_cail_chinese_ids_rrf", "CAIL's Chinese case numbers （2019）京01民终1234号 (full-width brackets) as "
           "docids in gzip runs: RRF by hand",
           day.format(a="kind='cail', nq=3, seed=7, prefix='CAIL2019_'") +
           "for m, r in runs.items():\n    write_run(m + '.run.gz', r, m)\n"
           "cli('fuse', 'bm25.run.gz', 'legalbert.run.gz', 'citation.run.gz', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/conventions.md: ids are UTF-8 text compared as bytes; docs/trec.md: plain or gzip runs"),
        ok("u20l_usc_section_sign_api", "US Code sections '§1983' as docids, the three runs as dicts to rankagg.fuse "
           "(rrf): the fused dict equals RRF by hand",
           day.format(a="kind='usc', nq=3, seed=8, prefix='US_Q'") +
           "out = rankagg.fuse(runs, 'rrf')\n"
           "rows = {q: sorted(p.items(), key=lambda x: -x[1]) for q, p in out.items()}\n"
           "report(agree_all(rows, per_query_ref(runs, rrf_ref), depth=1000, written=False))\n",
           why="docs/trec.md: rankagg.fuse takes dicts and returns {qid: {docid: score}}"),
        ok("u20l_parquet_long_table_coliee", "COLIEE task 3 runs (queries H27-1-1, articles '177', '177-2') as one "
           "long Parquet table q_id doc_id score run: RRF by hand",
           day.format(a="kind='articles', nq=5, seed=9, prefix='H27-1-'") +
           "rows = [(q, d, s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('runs.parquet')\n"
           "cli('fuse', 'runs.parquet', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/trec.md: one long Parquet table q_id doc_id score run is read as those runs"),
        ok("u20l_articles_as_int_parquet", "the same table written by a notebook whose article column became "
           "integers (177, not '177'): fused as the ids' text",
           day.format(a="kind='articles', nq=3, seed=10, prefix='R01-'") +
           "runs = {m: {q: {d: s for d, s in p.items() if '-' not in d} for q, p in r.items()} for m, r in runs.items()}\n"
           "rows = [(q, int(d), s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('runs.parquet')\n"
           "cli('fuse', 'runs.parquet', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/trec.md: a Parquet run table's ids are read as text (an integer id is its decimal text)"),
        ok("u20l_empty_citation_run", "the citation ranker crashed and wrote an empty file: fusing it with the other "
           "two equals RRF of those two",
           day.format(a="nq=3, seed=11") + files3 + "open('citation.run', 'w').close()\nruns.pop('citation')\n"
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/conventions.md: empty files give empty rankings"),
        ok("u20l_pagerank_ties_house_rule", "the citation ranker gives 30 cases the same PageRank 1.5e-9 and BM25 "
           "another order: RRF's ties broken by the house rule, the written run reads back in its order",
           day.format(a="nq=2, seed=12, depths=(60, 30, 30)") + "runs.pop('legalbert')\n"
           "runs['citation'] = {q: {d: 1.5e-9 for d in p} for q, p in runs['citation'].items()}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'bm25.run', 'citation.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/conventions.md: equal scores rank by docid descending (trec_eval); fused ties by the house rule"),
        ok("u20l_scores_rank_column", "--scores rank: the team's leaderboard wants n - rank + 1 in the score column; "
           "the order is RRF's",
           day.format(a="nq=3, seed=13") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '--scores', 'rank', '-o', 'fused.run', '--quiet')\n"
           "got = fused_file('fused.run')\nref = per_query_ref(runs, rrf_ref)\nmsg = ''\n"
           "for q, rows in got.items():\n    n = len(rows)\n"
           "    if [s for _, s in rows] != [float(n - i) for i in range(n)]:\n        msg = msg or '%s: scores %r' % (q, [s for _, s in rows][:3])\n"
           "    sc = ref[q][0]\n    if any(sc[a] < sc[b] - 1e-12 for (a, _), (b, _) in zip(rows, rows[1:])):\n"
           "        msg = msg or '%s: not in RRF order' % q\n"
           "    if len(rows) != min(1000, len(sc)):\n        msg = msg or '%s: %d rows, %d expected' % (q, len(rows), min(1000, len(sc)))\nreport(msg)\n",
           why="rankagg fuse --help: --scores rank writes n - rank + 1"),
        # ------------------------------------------------------------ evaluating as the tracks report
        ok("u20l_map_recall100_trec_names", "trec_eval's names the tracks report, -m map -m recall.100 -m P.10, on "
           "the three runs against AILA's graded 0-2 qrels: each equals trec_eval's rule by hand",
           day.format(a="nq=8, seed=14") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', 'citation.run', '-m', 'map', '-m', 'recall.100', '-m', 'P.10')\n"
           "msg = ''\nfor m in runs:\n"
           "    want = judged_means(runs[m], qrels, {'AP': ap, 'R@100': lambda o, g: recall(o, g, 100), 'P@10': lambda o, g: prec(o, g, 10)})\n"
           "    msg = msg or close_all(js[m + '.run'], want)\nreport(msg)\n",
           why="trec_eval: map, recall_100, P_10 count grades above 0 relevant; the mean over judged queries in the run"),
        ok("u20l_level2_highly_relevant", "-l 2: AILA's highly relevant precedents only (grade 2) for AP, R@100 "
           "and Rprec; one query has no grade-2 precedent (it counts 0)",
           day.format(a="nq=8, seed=15") + "qrels['AILA_Q3'] = {d: min(g, 1) for d, g in qrels['AILA_Q3'].items()}\n" + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', '-l', '2', '--measures', 'AP', 'R@100', 'Rprec')\n"
           "msg = ''\nfor m in ('bm25', 'legalbert'):\n    lq = {q: level_grades(g, 2) for q, g in qrels.items()}\n"
           "    lq['AILA_Q3'] = {d: 0 for d in lq['AILA_Q3']}\n"
           "    qs = [q for q in lq if q in runs[m]]\n"
           "    want = {k: sum(f(order_of(runs[m][q]), lq[q]) for q in qs) / len(qs) for k, f in (('AP(rel=2)', ap), ('R(rel=2)@100', lambda o, g: recall(o, g, 100)), ('Rprec(rel=2)', rprec))}\n"
           "    msg = msg or close_all(js[m + '.run'], want)\nreport(msg)\n",
           why="trec_eval -l 2: grade 2 relevant; a judged query without a grade-2 document counts 0 in the mean"),
        ok("u20l_ndcg10_graded", "nDCG@10 with AILA's grades 1 and 2 as gains (trec_eval's ndcg_cut: linear gains)",
           day.format(a="nq=8, seed=16") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', 'citation.run', '-m', 'ndcg_cut.10')\n"
           "msg = ''\nfor m in runs:\n    want = judged_means(runs[m], qrels, {'nDCG@10': lambda o, g: ndcg(o, g, 10)})\n"
           "    msg = msg or close_all(js[m + '.run'], want)\nreport(msg)\n",
           why="trec_eval ndcg_cut: gain = the grade, discount log2(rank + 1), ideal from the judged grades"),
        ok("u20l_complete_missing_queries", "-c: the citation ranker returned nothing for three of eight queries; "
           "those count as finding nothing in its mean",
           day.format(a="nq=8, seed=17") + "for q in ('AILA_Q2', 'AILA_Q5', 'AILA_Q7'):\n    runs['citation'].pop(q)\n" + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'citation.run', '-c', '--measures', 'AP', 'R@100')\n"
           "want = judged_means(runs['citation'], qrels, {'AP': ap, 'R@100': lambda o, g: recall(o, g, 100)}, complete=True)\n"
           "report(close_all(js['citation.run'], want))\n",
           why="trec_eval -c: every judged query, one the run lacks valued as a ranking that finds nothing"),
        ok("u20l_query_case_retrieved", "prior-case retrieval whose run lists the query case itself first "
           "(AILA_Q1 retrieving 'AILA_Q1'): rankagg, like trec_eval, scores the run as given (the case is unjudged, "
           "so not relevant)",
           "open('r.run', 'w').write('AILA_Q1 Q0 AILA_Q1 1 99.0 bm25\\nAILA_Q1 Q0 C1 2 23.5 bm25\\nAILA_Q1 Q0 C7 3 21.0 bm25\\n')\n"
           "open('q.qrels', 'w').write('AILA_Q1 0 C1 1\\nAILA_Q1 0 C7 2\\n')\n"
           "js = eval_json('--qrels', 'q.qrels', 'r.run', '--measures', 'AP', 'P@1', 'RR')\n"
           "o = ['AILA_Q1', 'C1', 'C7']; g = {'C1': 1, 'C7': 2}\n"
           "report(close_all(js['r.run'], {'AP': ap(o, g), 'P@1': 0.0, 'RR': 0.5}))\n",
           why="trec_eval scores every line of a run; excluding the query case is the track's rule, applied by the team"),
        ok("u20l_per_query_json", "-q --json per query for the legal-BERT run: each query's AP and P@5 by hand",
           day.format(a="nq=6, seed=18") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'legalbert.run', '-q', '--measures', 'AP', 'P@5')\n"
           "pq = js['legalbert.run']['per_query']\nmsg = ''\n"
           "for q in qrels:\n    o = order_of(runs['legalbert'][q])\n"
           "    msg = msg or close_all(pq.get(q, {}), {'AP': ap(o, qrels[q]), 'P@5': prec(o, qrels[q], 5)})\nreport(msg)\n",
           why="trec_eval -q: per-query values"),
        ok("u20l_aila_qrels_q0_iteration", "AILA's released qrels write 'Q0' in the iteration column "
           "('AILA_Q1 Q0 C1 1'): trec_eval ignores that column, so the measures are the usual ones",
           day.format(a="nq=5, seed=19") + files3 + "write_qrels('aila.qrels', qrels, it='Q0')\n"
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', '--measures', 'AP', 'P@10')\n"
           "report(close_all(js['bm25.run'], judged_means(runs['bm25'], qrels, {'AP': ap, 'P@10': lambda o, g: prec(o, g, 10)})))\n",
           why="trec_eval's qrels reader reads the iteration field as text and ignores it"),
        ok("u20l_coliee_txt_ids_zeros", "COLIEE task 1's case files as ids ('000123.txt', leading zeros) in run and "
           "qrels: AP and R@100 by hand (the ids kept as text)",
           day.format(a="kind='coliee', nq=5, seed=20, prefix='00000'") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', '--measures', 'AP', 'R@100')\nmsg = ''\n"
           "for m in ('bm25', 'legalbert'):\n    msg = msg or close_all(js[m + '.run'], judged_means(runs[m], qrels, {'AP': ap, 'R@100': lambda o, g: recall(o, g, 100)}))\nreport(msg)\n",
           why="docs/conventions.md: ids are text; trec_eval compares them with strcmp"),
        ok("u20l_cail_tie_order_bytes", "CAIL run with four cases tied at 0.5 (Chinese ids and ASCII ids): trec_eval "
           "orders ties by the docid descending as bytes; P@2 and AP follow that order",
           "ids = ['（2019）京01民终12号', '（2019）京01民终3号', 'C100', '（2018）沪02刑初7号']\n"
           "open('r.run', 'w', encoding='utf-8').write(''.join('CAIL_1 Q0 %s %d 0.5 bm25\\n' % (d, i + 1) for i, d in enumerate(ids)))\n"
           "open('q.qrels', 'w', encoding='utf-8').write('CAIL_1 0 %s 1\\nCAIL_1 0 C100 1\\n' % ids[1])\n"
           "o = sorted(ids, key=lambda d: d.encode(), reverse=True)\ng = {ids[1]: 1, 'C100': 1}\n"
           "js = eval_json('--qrels', 'q.qrels', 'r.run', '--measures', 'AP', 'P@2', 'RR')\n"
           "report(close_all(js['r.run'], {'AP': ap(o, g), 'P@2': prec(o, g, 2), 'RR': rr(o, g)}))\n",
           why="docs/conventions.md: a tie broken by the docid descending (strcmp's byte order), as trec_eval"),
        ok("u20l_pytrec_eval_agrees", "bpref and recall_1000 of the three runs, against pytrec_eval on the same "
           "dicts (distinct scores, so float32 cannot tie them)",
           "import pytrec_eval\n" + day.format(a="nq=6, seed=21") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', 'citation.run', '-m', 'bpref', '-m', 'recall.1000')\nmsg = ''\n"
           "for m, r in runs.items():\n    ev = pytrec_eval.RelevanceEvaluator(qrels, {'bpref', 'recall.1000'})\n"
           "    res = ev.evaluate({q: p for q, p in r.items() if q in qrels})\n"
           "    want = {'Bpref': np.mean([v['bpref'] for v in res.values()]), 'R@1000': np.mean([v['recall_1000'] for v in res.values()])}\n"
           "    msg = msg or close_all(js[m + '.run'], want, tol=1e-6)\nreport(msg)\n",
           why="docs/trec.md: rankagg's Bpref held equal to pytrec_eval's; recall_1000 is trec_eval's"),
        ok("u20l_fused_parquet_evaluated", "the fused run written as Parquet (-o fused.parquet) then evaluated: the "
           "same AP and R@100 as the TREC text of the same fusion",
           day.format(a="nq=5, seed=22") + files3 +
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\n"
           "cli('fuse', 'bm25.run', 'legalbert.run', 'citation.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "a = eval_json('--qrels', 'aila.qrels', 'fused.parquet', '--measures', 'AP', 'R@100')['fused.parquet']\n"
           "f = {q: dict(v) for q, v in fused_file('fused.run').items()}\n"
           "report(close_all(a, judged_means(f, qrels, {'AP': ap, 'R@100': lambda o, g: recall(o, g, 100)})))\n",
           why="docs/trec.md: a Parquet run table of one run is evaluated as its TREC text would be"),
        ok("u20l_api_evaluate_frames", "rankagg.evaluate with the run as a DataFrame (qid, docid, score) and the qrels "
           "as a DataFrame read with dtype=str (grades as text '0', '1', '2'): AP and nDCG@10 by hand",
           day.format(a="nq=5, seed=23") +
           "run = pd.DataFrame([(q, d, s) for q, p in runs['bm25'].items() for d, s in p.items()], columns=['qid', 'docid', 'score'])\n"
           "qr = pd.DataFrame([(q, d, str(g)) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
           "v = rankagg.evaluate(run, qr, ['AP', 'nDCG@10'])\nv = {str(k): float(x) for k, x in v.items()}\n"
           "report(close_all(v, judged_means(runs['bm25'], qrels, {'AP': ap, 'nDCG@10': lambda o, g: ndcg(o, g, 10)})))\n",
           why="docs/trec.md: a grade given as text is read as the qrels file's grade"),
        ok("u20l_two_citations_one_case", "the same judgment under its neutral citation '2019_UKSC_12' (BM25) and its "
           "report citation '[2019]_AC_1' (legal-BERT): rankagg keeps two ids, as trec_eval would; RRF by hand",
           "runs = {'bm25': {'UK_Q1': {'2019_UKSC_12': 20.0, '2018_UKSC_3': 18.0, '2017_UKSC_9': 11.0}},\n"
           "        'legalbert': {'UK_Q1': {'[2019]_AC_1': 0.9, '2018_UKSC_3': 0.7}}}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'bm25.run', 'legalbert.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, rrf_ref), depth=1000))\n",
           why="docs/conventions.md: ids are exact strings; merging citations is the team's mapping, not a fuser's"),
        ok("u20l_api_fuse_then_evaluate", "in a notebook: rankagg.fuse of the three runs (rrf) then rankagg.evaluate "
           "of the result on the qrels dict: AP and R@100 of the fused order by hand",
           day.format(a="nq=5, seed=24") +
           "fused = rankagg.fuse(runs, 'rrf')\nv = rankagg.evaluate(fused, qrels, ['AP', 'R@100'])\n"
           "v = {str(k): float(x) for k, x in v.items()}\n"
           "report(close_all(v, judged_means(fused, qrels, {'AP': ap, 'R@100': lambda o, g: recall(o, g, 100)}, order=list)))\n",
           why="docs/conventions.md: rankagg.evaluate measures fuse's marked result as its written run (the consensus order)"),
        ok("u20l_negative_cosines_combsum", "legal-BERT's cosines all negative for an off-topic query (-0.31..-0.02) "
           "beside BM25: CombSUM of min-max scores by hand",
           "runs = {'bm25': {'AILA_Q9': {'C1': 12.0, 'C2': 9.5, 'C3': 4.0, 'S4': 2.5}},\n"
           "        'legalbert': {'AILA_Q9': {'C2': -0.02, 'C3': -0.11, 'S4': -0.31, 'C5': -0.2}}}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'bm25.run', 'legalbert.run', '--method', 'combsum', '--param', 'norm=minmax', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(runs, combsum_minmax_ref), depth=1000))\n",
           why="docs/conventions.md: min-max scaling per list, whatever the sign"),
        ok("u20l_set_measures_trec_legal", "a TREC Legal-style production (the set each retriever returns, 20 to "
           "1000 documents) scored by trec_eval's set measures -m set_P -m set_recall -m set_F: by hand",
           day.format(a="nq=6, seed=25") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', 'citation.run', '-m', 'set_P', '-m', 'set_recall', '-m', 'set_F')\n"
           "def sp(o, g):\n    ret, rr_, n = set_counts(o, g)\n    return rr_ / ret if ret else 0.0\n"
           "def sr(o, g):\n    ret, rr_, n = set_counts(o, g)\n    return rr_ / n if n else 0.0\n"
           "def sf(o, g):\n    p, r = sp(o, g), sr(o, g)\n    return 2 * p * r / (p + r) if p + r else 0.0\n"
           "msg = ''\nfor m in runs:\n    msg = msg or close_all(js[m + '.run'], judged_means(runs[m], qrels, {'SetP': sp, 'SetR': sr, 'SetF': sf}))\nreport(msg)\n",
           why="trec_eval's set_P (relevant retrieved / retrieved), set_recall (/ relevant), set_F (beta 1): m_set_P.c, m_set_recall.c, m_set_F.c"),
        ok("u20l_set_measures_level2", "the same production at -l 2 (highly relevant only): set_P and set_recall "
           "by hand, as trec_eval -l 2 computes them",
           day.format(a="nq=6, seed=26") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', '-l', '2', '-m', 'set_P', '-m', 'set_recall')\n"
           "def sp(o, g):\n    ret, rr_, n = set_counts(o, g, 2)\n    return rr_ / ret if ret else 0.0\n"
           "def sr(o, g):\n    ret, rr_, n = set_counts(o, g, 2)\n    return rr_ / n if n else 0.0\n"
           "msg = ''\nfor m in ('bm25', 'legalbert'):\n    got = {k.replace('(rel=2)', ''): v for k, v in js[m + '.run'].items()}\n"
           "    msg = msg or close_all(got, judged_means(runs[m], qrels, {'SetP': sp, 'SetR': sr}))\nreport(msg)\n",
           why="trec_eval -l 2 counts grade 2 and above relevant in every measure, set_P and set_recall included"),
        ok("u20l_api_set_names", "rankagg.evaluate(run, qrels, ['set_P', 'set_recall', 'P@20']) in a notebook, "
           "trec_eval's names: by hand",
           day.format(a="nq=4, seed=27") +
           "v = rankagg.evaluate(runs['citation'], qrels, ['set_P', 'set_recall', 'P@20'])\n"
           "v = {str(k): float(x) for k, x in v.items()}\n"
           "def sp(o, g):\n    ret, rr_, n = set_counts(o, g)\n    return rr_ / ret if ret else 0.0\n"
           "def sr(o, g):\n    ret, rr_, n = set_counts(o, g)\n    return rr_ / n if n else 0.0\n"
           "want = judged_means(runs['citation'], qrels, {'SetP': sp, 'SetR': sr, 'P@20': lambda o, g: prec(o, g, 20)})\n"
           "report(close_all({'SetP': v.get('set_P', v.get('SetP')), 'SetR': v.get('set_recall', v.get('SetR')), 'P@20': v.get('P@20')}, want))\n",
           why="docs/trec.md: trec_eval's own names are read too; set_P and set_recall are trec_eval's"),
        ok("u20l_input_depth_ties_at_cut", "--input-depth 10 where the citation ranker's PageRank ties straddle the "
           "cut (ranks 8-14 share 2.5e-10): the ten kept are trec_eval's first ten (ties by docid descending)",
           "cit = {'AILA_Q1': {**{'C%d' % k: 1e-9 * (20 - k) for k in range(1, 8)}, **{'C%d' % k: 2.5e-10 for k in (31, 45, 102, 7000, 88, 9, 450)}}}\n"
           "bm = {'AILA_Q1': {'C%d' % k: 40.0 - k * 0.5 for k in (9, 88, 3, 31, 5000, 12)}}\n"
           "runs = {'bm25': bm, 'citation': cit}\nfor m, r in runs.items():\n    write_run(m + '.run', r, m)\n"
           "cli('fuse', 'bm25.run', 'citation.run', '--method', 'rrf', '--input-depth', '10', '-o', 'fused.run', '--quiet')\n"
           "cut = {m: {q: {d: p[d] for d in desc_order(p)[:10]} for q, p in r.items()} for m, r in runs.items()}\n"
           "report(agree_all(fused_file('fused.run'), per_query_ref(cut, rrf_ref), depth=1000))\n",
           why="docs/conventions.md: --input-depth N cuts each run's first N in trec_eval's order (score, then docid descending)"),
        ok("u20l_gm_map_zero_ap_floor", "gm_map (trec_eval's geometric MAP, the robustness figure) of the citation "
           "ranker, which finds nothing relevant for most queries: each AP floored at 1e-5, by hand",
           day.format(a="nq=8, seed=28") + files3 +
           "js = eval_json('--qrels', 'aila.qrels', 'citation.run', '-m', 'gm_map', '-m', 'map')\n"
           "aps = [ap(order_of(runs['citation'][q]), qrels[q]) for q in qrels if q in runs['citation']]\n"
           "want = {'GMAP': math.exp(sum(math.log(max(a, 1e-5)) for a in aps) / len(aps)), 'AP': sum(aps) / len(aps)}\n"
           "report(close_all(js['citation.run'], want))\n",
           why="trec_eval m_gm_map.c: exp of the mean of log(max(AP, 0.00001)) over the queries"),
        ok("u20l_report_holm_marks", "rankagg report of an AP evaluation (-q --json) of BM25, legal-BERT and a "
           "run that puts each query's precedents first, baseline bm25: the marks are the paired t-tests' by SciPy, "
           "Holm-adjusted over the two comparisons",
           "from scipy.stats import ttest_rel\n" + day.format(a="nq=10, seed=29") + "runs.pop('citation')\n"
           "runs['oracle'] = {q: {**{d: 100.0 + k for k, d in enumerate(sorted(d for d, g in qrels[q].items() if g > 0)[:4 + i % 5])}, **p} for i, (q, p) in enumerate(runs['bm25'].items())}\n"
           "for m, r in runs.items():\n    write_run(m + '.run', r, m)\nwrite_qrels('aila.qrels', qrels)\n"
           "r = cli('evaluate', '--qrels', 'aila.qrels', 'bm25.run', 'legalbert.run', 'oracle.run', '--measures', 'AP', '-q', '--json')\n"
           "open('ev.json', 'w').write(r.stdout)\n"
           "cli('report', 'ev.json', '--baseline', 'bm25.run', '--measures', 'AP', '--no-figures', '-o', 'rep.md')\n"
           "table = {l.split('|')[1].strip(): l.split('|')[2] for l in open('rep.md', encoding='utf-8') if l.startswith('| ') and not l.startswith('| Method')}\n"
           "base = [ap(order_of(runs['bm25'][q]), qrels[q]) for q in sorted(qrels)]\nps, diffs = {}, {}\n"
           "for m in ('legalbert', 'oracle'):\n    x = [ap(order_of(runs[m][q]), qrels[q]) for q in sorted(qrels)]\n"
           "    ps[m] = ttest_rel(x, base).pvalue\n    diffs[m] = sum(x) / len(x) - sum(base) / len(base)\n"
           "order = sorted(ps, key=ps.get)\nadj, run_max = {}, 0.0\n"
           "for i, m in enumerate(order):\n    run_max = max(run_max, min(1.0, (len(order) - i) * ps[m]))\n    adj[m] = run_max\n"
           "msg = ''\nfor m in ('legalbert', 'oracle'):\n    cell = table.get(m, '')\n"
           "    want = ('\u25b2' if diffs[m] > 0 else '\u25bc') if adj[m] < 0.05 else ''\n"
           "    got = '\u25b2' if '\u25b2' in cell else '\u25bc' if '\u25bc' in cell else ''\n"
           "    if got != want:\n        msg = msg or '%s: mark %r, expected %r (Holm p %.4g)' % (m, got, want, adj[m])\n"
           "if adj['oracle'] >= 0.05:\n    msg = msg or 'the oracle run should differ (p %r)' % adj['oracle']\nreport(msg)\n",
           why="rankagg report --help: paired two-sided t-test over the queries, Holm-adjusted over the table's tests"),
        Case("u20l_methods_rrf_citation", G, "'rankagg methods rrf' to cite the method in the paper: names Cormack",
             argv=["methods", "rrf"], expect="ok", check=lambda out, folder: "Cormack" in out and "k" in out,
             memory_gb=4.0, timeout=60, fast=True, why="rankagg methods NAME: one method with its parameters and citation"),
    ] + _mistakes(G, bad, cli_bad)


def _mistakes(G: str, bad, cli_bad) -> list[Case]:
    runs = {"bm25.run": _RUN, "legalbert.run": _DENSE}
    return [
        cli_bad("u20l_fact_description_as_qid", "the query's fact description pasted where AILA_Q3's id belongs "
                "(the run writer took the wrong column)",
                ["fuse", "bm25.run", "legalbert.run", "-o", "fused.run"], "bm25.run:5",
                files={**runs, "bm25.run": _RUN + "The appellant was convicted under Section 302 IPC Q0 C9 1 12.0 bm25\n"},
                why="trec_eval: a run line has six fields; this one has eleven"),
        cli_bad("u20l_article_blank_qrels", "COLIEE's label 'Article 177' copied into the qrels with its blank",
                ["evaluate", "--qrels", "coliee.qrels", "bm25.run"], "coliee.qrels:2",
                files={**runs, "coliee.qrels": "AILA_Q1 0 C1 1\nH27-1-1 0 Article 177 1\n"}, outputs=(),
                why="trec_eval: a qrels line has four fields; an id cannot hold a blank"),
        cli_bad("u20l_coliee_yn_labels", "COLIEE task 4's entailment labels Y/N used as grades",
                ["evaluate", "--qrels", "coliee.qrels", "bm25.run"], "coliee.qrels:1", "Y",
                files={**runs, "coliee.qrels": "AILA_Q1 0 C1 Y\nAILA_Q1 0 C7 N\n"}, outputs=(),
                why="trec_eval reads a grade as an integer; Y would be read as 0 by atoi: a wrong answer"),
        cli_bad("u20l_coliee_json_labels_qrels", "COLIEE task 1's label file (JSON {query case: [noticed cases]}) "
                "given as qrels", ["evaluate", "--qrels", "task1_train_labels.json", "bm25.run"],
                "task1_train_labels.json", "JSON",
                files={**runs, "task1_train_labels.json": '{"000001.txt": ["000123.txt", "000456.txt"]}\n'}, outputs=(),
                why="docs/conventions.md: qrels of another layout are named for what they are, with what to do"),
        cli_bad("u20l_decimal_comma_score", "a European teammate's BM25 export with decimal commas ('23,5')",
                ["fuse", "bm25.run", "legalbert.run", "-o", "fused.run"], "bm25.run:2",
                files={**runs, "bm25.run": "AILA_Q1 Q0 C1 1 24.0 bm25\nAILA_Q1 Q0 C7 2 23,5 bm25\n"},
                why="atof would read '23,5' as 23: the order would be wrong; docs/conventions.md: a non-numeric score is refused"),
        cli_bad("u20l_paragraph_retriever_dup", "a paragraph-level BM25 returns case C7 twice for AILA_Q1 "
                "(two of its paragraphs)", ["fuse", "bm25.run", "legalbert.run", "-o", "fused.run"], "bm25.run:3", "C7",
                files={**runs, "bm25.run": "AILA_Q1 Q0 C7 1 24.0 bm25\nAILA_Q1 Q0 C1 2 22.0 bm25\nAILA_Q1 Q0 C7 3 19.5 bm25\n"},
                why="docs/conventions.md: a document twice in one list is refused naming the line (trec_eval 10 stops)"),
        cli_bad("u20l_run_given_as_qrels", "the arguments swapped: the legal-BERT run given as --qrels",
                ["evaluate", "--qrels", "legalbert.run", "bm25.run"], "legalbert.run:1", files=runs, outputs=(),
                why="trec_eval: a qrels line has four fields; a run's six is another file"),
        cli_bad("u20l_citation_ranker_nan", "the citation ranker writes 'nan' for a case outside the citation graph",
                ["fuse", "bm25.run", "citation.run", "-o", "fused.run"], "citation.run:2",
                files={**runs, "citation.run": "AILA_Q1 Q0 C1 1 3.2e-09 citation\nAILA_Q1 Q0 C99 2 nan citation\n"},
                why="docs/conventions.md: a NaN score is refused naming the line"),
        cli_bad("u20l_neutral_citation_blank_run", "a run written by a script that kept the neutral citation "
                "'[2019] UKSC 12' with its blanks", ["fuse", "bm25.run", "legalbert.run", "-o", "fused.run"], "bm25.run:2",
                files={**runs, "bm25.run": "UK_Q1 Q0 2018_UKSC_3 1 20.0 bm25\nUK_Q1 Q0 [2019] UKSC 12 2 18.0 bm25\n"},
                why="trec_eval: six fields; the id's blanks make eight"),
        cli_bad("u20l_lowercase_qids_qrels", "the qrels spell the queries 'aila_q1', the runs 'AILA_Q1'",
                ["evaluate", "--qrels", "aila.qrels", "bm25.run"], "aila.qrels", "bm25.run",
                files={**runs, "aila.qrels": "aila_q1 0 C1 1\naila_q2 0 C12 1\n"}, outputs=(),
                why="trec_eval 10.0 stops at a judged query the run lacks; no query in common leaves every measure undefined"),
        cli_bad("u20l_weights_unknown_tag", "--weights names 'legal_bert' but the run is tagged 'legalbert'",
                ["fuse", "bm25.run", "legalbert.run", "--method", "rrf", "--weights", "legal_bert=2", "-o", "fused.run"], "legal_bert",
                files=runs, why="docs/trec.md: a name that matches no run is an error before any file is read"),
        cli_bad("u20l_output_csv_refused", "-o fused.csv for the team's spreadsheet", ["fuse", "bm25.run",
                "legalbert.run", "-o", "fused.csv"], "fused.csv", files=runs, outputs=("fused.csv",),
                why="rankagg fuse --help: a .csv name, which would hold TREC lines, is refused"),
        cli_bad("u20l_level_not_integer", "-l 1.5 (meaning 'partly relevant and above')",
                ["evaluate", "--qrels", "aila.qrels", "bm25.run", "-l", "1.5"], "-l", files={**runs, "aila.qrels": _QRELS},
                outputs=(), why="trec_eval's -l is an integer relevance level"),
        cli_bad("u20l_unknown_measure_recall100", "-m recal.100 (a typo of trec_eval's recall.100)",
                ["evaluate", "--qrels", "aila.qrels", "bm25.run", "-m", "recal.100"], "recal.100",
                files={**runs, "aila.qrels": _QRELS}, outputs=(), why="a measure no registry knows is named"),
        cli_bad("u20l_qrels_grade_decimal", "a crowd-sourced AILA grade averaged to 1.5",
                ["evaluate", "--qrels", "aila.qrels", "bm25.run"], "aila.qrels:2",
                files={**runs, "aila.qrels": "AILA_Q1 0 C1 1\nAILA_Q1 0 C7 1.5\n"}, outputs=(),
                why="docs/trec.md: a grade is an integer or an integral decimal; 1.5 would be read as 1 by atoi"),
        bad("u20l_api_frame_blank_citation", "rankagg.fuse of frames whose docids are '347 U.S. 483' and "
            "'Brown v. Board of Education', then the result written as a TREC run by Fuser",
            "a = pd.DataFrame({'qid': ['US_Q1'] * 2, 'docid': ['347 U.S. 483', '163 U.S. 537'], 'score': [3.0, 2.0]})\n"
            "b = pd.DataFrame({'qid': ['US_Q1'] * 2, 'docid': ['Brown v. Board of Education', '347 U.S. 483'], 'score': [0.9, 0.5]})\n"
            "rankagg.fuse({'bm25': a, 'legalbert': b}, 'rrf')\n", "347 U.S. 483",
            why="docs/trec.md: an id cannot hold a blank (a TREC line could not hold it)"),
        bad("u20l_api_qrels_dict_grade_yes", "rankagg.evaluate with qrels from a COLIEE JSON turned into a dict of "
            "'yes' labels", "rankagg.evaluate({'H27-1-1': {'177': 2.0, '178': 1.0}}, {'H27-1-1': {'177': 'yes'}}, ['AP'])\n",
            "H27-1-1", "177", why="docs/trec.md: a grade given as text is an integer; other text refused naming query and document"),
        bad("u20l_api_run_int_score_strings", "rankagg.fuse of a dict run whose PageRank scores are strings '1.2e-09' "
            "from a JSON API, one of them 'N/A'",
            "rankagg.fuse({'bm25': {'AILA_Q1': {'C1': 2.0, 'C2': 1.0}}, 'citation': {'AILA_Q1': {'C1': '1.2e-09', 'C2': 'N/A'}}}, 'rrf')\n",
            "citation", "C2", why="docs/conventions.md: a missing or non-numeric score is refused, naming it"),
    ]
