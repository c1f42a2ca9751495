"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a recruiting team's candidate-matching rankers (its cases,
ids ``u21j_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The team's day (an HR-tech team beside Greenhouse / Lever / Workday): for each job opening (a requisition,
``REQ-2024-0042``, ``R_1234.5``, or the ATS's numeric job id ``1042``) four rankers order the applicants: a keyword
matcher over CVs (BM25-like scores), an embedding model (cosines), the ATS's 'fit score' (whole percentages, many
ties) and the recruiter's own shortlist (an order, no score).  Candidates are e-mail addresses (``jane.doe+1@...``,
``siobhán.obrien@example.ie``); one candidate applies to two openings.  They fuse the rankers (RRF, Borda, weights,
the first 50 of each list only), check the consensus against who was interviewed and hired (the ATS stage as a
grade: Hired 3 > Offer 2 > Onsite 1 > the rest 0; MRR of the hire is trec_eval's ``recip_rank`` at ``-l 3``;
nDCG@10 by stage), and write the fused shortlist back for the recruiters.  The mistakes and odd files: the ATS's CSV
export given as is (to fuse and as qrels), fit scores as percentages (``87%``) or letter grades (``B+``), candidates
named by their names (``O'Brien, Siobhán``), the stage names as grades, a duplicate application, an opening nobody
was hired for, qrels without the iteration column, a spreadsheet name for the output, 2000 openings x 300 applicants.

The references (``_REF`` with references.py's snippets) are computed here, never with rankagg's code."""

from __future__ import annotations

from .case import Case, command_cases, snippet_cases
from .references import CLI_OR_EXIT, HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES

TWENTYFIRST_RECRUITING = "45 Unseen inputs: a twenty-first bar, a recruiting team's candidate-matching rankers"

_REF = r'''
import csv, io, json, math, os, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''SURNAMES = ['doe', 'wei', 'obrien', 'garcia', 'nguyen', 'müller', 'okafor', 'sato', 'kowalski', 'silva']
STAGES = ['Applied', 'Phone Screen', 'Onsite', 'Offer', 'Hired', 'Rejected']
GRADE = {'Hired': 3, 'Offer': 2, 'Onsite': 1, 'Phone Screen': 0, 'Applied': 0, 'Rejected': 0}
def email(i):
    s = SURNAMES[i % len(SURNAMES)]
    return ('siobhán.obrien@example.ie' if i == 3 else 'jane.doe+%d@example.com' % i if i % 7 == 1
            else 'cand%05d.%s@example.com' % (i, s))
def openings(n_open, n_app, seed=1, pool=None, qids=None):
    """{'keyword', 'embedding', 'ats', 'recruiter'}: {qid: {candidate: score}} and stages {qid: {candidate: stage}};
    the recruiter's shortlist is an order (its score n - rank + 1), the ATS's fit a whole percentage (ties)"""
    g = lcg(seed)
    pool = pool or n_app * 2
    runs = {'keyword': {}, 'embedding': {}, 'ats': {}, 'recruiter': {}}
    stages = {}
    for j in range(n_open):
        q = qids[j] if qids else 'REQ-2026-%04d' % (j + 1)
        apps = sorted({email(int(next(g) * pool)) for _ in range(n_app * 3)})[:n_app]
        fit = {c: next(g) for c in apps}
        runs['keyword'][q] = {c: round(20 * (0.6 * fit[c] + 0.4 * next(g)), 2) for c in apps}
        runs['embedding'][q] = {c: round(0.2 + 0.7 * (0.5 * fit[c] + 0.5 * next(g)), 4) for c in apps}
        runs['ats'][q] = {c: int(100 * (0.7 * fit[c] + 0.3 * next(g))) for c in apps}
        short = sorted(apps, key=lambda c: -(fit[c] + 0.3 * next(g)))[:max(3, n_app // 4)]
        runs['recruiter'][q] = {c: float(len(short) - r) for r, c in enumerate(short)}
        best = sorted(apps, key=lambda c: -fit[c])
        st = {c: 'Rejected' for c in apps}
        for c in best[1:4]:
            st[c] = 'Onsite'
        if j % 4 != 3:  # every fourth opening: nobody hired (the offer declined)
            st[best[0]] = 'Hired'
            st[best[4]] = 'Offer'
        else:
            st[best[0]] = 'Offer'
        stages[q] = st
    return runs, stages
def run_text(run, tag):
    out = []
    for q, p in run.items():
        for r, d in enumerate(desc_order(p), 1):
            out.append('%s Q0 %s %d %s %s\n' % (q, d, r, repr(float(p[d])), tag))
    return ''.join(out)
def write_runs(runs, names=None, depth=None):
    paths = []
    for name in (names or runs):
        run = runs[name] if depth is None else {q: {d: p[d] for d in desc_order(p)[:depth]} for q, p in runs[name].items()}
        open(name + '.run', 'w', encoding='utf-8').write(run_text(run, name))
        paths.append(name + '.run')
    return paths
def qrels_text(stages):
    return ''.join('%s 0 %s %d\n' % (q, c, GRADE[s]) for q, st in stages.items() for c, s in st.items())
def grades_of(stages):
    return {q: {c: GRADE[s] for c, s in st.items()} for q, st in stages.items()}
def per_query(runs, f, **kw):
    qs = set().union(*[set(r) for r in runs.values()])
    return {q: f({m: r[q] for m, r in runs.items() if q in r}, **kw) for q in qs}
def rr_at(order, grades, level):
    return next((1.0 / i for i, d in enumerate(order, 1) if grades.get(d, 0) >= level), 0.0)
def read_eval(text):
    """{(run, measure, qid): value} of rankagg evaluate's tab-separated lines"""
    out = {}
    for line in text.splitlines():
        f = line.split('\t')
        if len(f) == 4 and not line.startswith('#'):
            out[(f[0], f[1], f[2])] = float(f[3])
        elif len(f) == 3 and not line.startswith('#'):
            out[('', f[0], f[1])] = float(f[2])
    return out
def first_diff(got, ref, tol=1e-4):
    for k, v in ref.items():
        if k not in got or abs(got[k] - v) > tol:
            return '%r: %r, expected %r' % (k, got.get(k), v)
    return ''
'''

_PRELUDE = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + "import subprocess, sys\n" + CLI_OR_EXIT + _REF

_ATS_CSV = ("Job ID,Requisition,Candidate ID,Candidate Name,Stage,Fit Score,Rank\n"
            "1042,REQ-2024-0042,c001,\"O'Brien, Siobhán\",Hired,87,1\n"
            "1042,REQ-2024-0042,c002,Jane Doe,Onsite,80,2\n"
            "1042,REQ-2024-0042,c003,Li Wei,Rejected,55,3\n"
            "1043,REQ-2024-0043,c004,Ann Lee,Offer,91,1\n"
            "1043,REQ-2024-0043,c001,\"O'Brien, Siobhán\",Applied,60,2\n"
            "1043,REQ-2024-0043,c005,Ola Nordmann,Rejected,44,3\n")
_ATS_NO_NAMES = "".join(",".join(f for k, f in enumerate(_split) if k != 3) + "\n" for _split in (
    [c for c in line.replace('"O\'Brien, Siobhán"', "OBrien").split(",")] for line in _ATS_CSV.splitlines()))
_KW_RUN = ("REQ-2024-0042 Q0 jane.doe+1@example.com 1 12.5 keyword\n"
           "REQ-2024-0042 Q0 siobhán.obrien@example.ie 2 11.0 keyword\n"
           "REQ-2024-0042 Q0 li.wei@example.com 3 7.5 keyword\n"
           "R_1234.5 Q0 ann.lee@example.com 1 9.0 keyword\n"
           "R_1234.5 Q0 jane.doe+1@example.com 2 3.0 keyword\n")
_EMB_RUN = ("REQ-2024-0042 Q0 li.wei@example.com 1 0.91 embedding\n"
            "REQ-2024-0042 Q0 jane.doe+1@example.com 2 0.85 embedding\n"
            "REQ-2024-0042 Q0 siobhán.obrien@example.ie 3 0.40 embedding\n"
            "R_1234.5 Q0 jane.doe+1@example.com 1 0.77 embedding\n"
            "R_1234.5 Q0 ann.lee@example.com 2 0.70 embedding\n")
_HIRES = ("REQ-2024-0042 0 jane.doe+1@example.com 3\n"
          "REQ-2024-0042 0 li.wei@example.com 1\n"
          "REQ-2024-0042 0 siobhán.obrien@example.ie 0\n"
          "R_1234.5 0 ann.lee@example.com 0\n"
          "R_1234.5 0 jane.doe+1@example.com 0\n")


def twentyfirst_bar_recruiting_cases() -> list[Case]:
    G = TWENTYFIRST_RECRUITING
    ok, bad = snippet_cases(G, _PRELUDE, ok_timeout=180, bad_timeout=60)
    cli_ok, cli_bad = command_cases(G, outputs=("fused.run",))
    c: list[Case] = []
    add = c.append
    small = {"kw.run": _KW_RUN, "emb.run": _EMB_RUN, "hires.qrels": _HIRES}

    # ---------------------------------------------------------------- correct use, checked answers
    add(ok("u21j_cli_rrf_four_rankers", "six openings x 40 applicants, the four rankers as TREC runs (keyword scores, "
           "cosines, the ATS's whole-percentage fit with ties, the recruiter's order as n - rank + 1), fused by RRF",
           "runs, st = openings(6, 40, seed=3)\npaths = write_runs(runs)\n"
           "cli('fuse', *paths, '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run(open('fused.run', encoding='utf-8').read()), per_query(runs, rrf_ref), 1000))\n",
           why="RRF sum 1 / (60 + r) (Cormack et al. 2009), ranks from scores by trec_eval's order, ties by the house "
               "rule (docs/conventions.md)"))
    add(ok("u21j_cli_borda_top10", "the recruiters' top 10 per opening by Borda over the four rankers (--depth 10)",
           "runs, st = openings(5, 60, seed=4)\npaths = write_runs(runs)\n"
           "cli('fuse', *paths, '--method', 'borda', '--depth', '10', '-o', 'top10.run', '--quiet')\n"
           "report(agree_all(read_run(open('top10.run', encoding='utf-8').read()), per_query(runs, borda_ref), 10))\n",
           why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for a list's missing ids; --depth keeps the "
               "first 10"))
    add(ok("u21j_cli_weights_recruiter_double", "the recruiter's shortlist weighted 2 (--weights recruiter=2, the run's "
           "tag), the other rankers 1, RRF",
           "runs, st = openings(4, 40, seed=5)\npaths = write_runs(runs)\n"
           "cli('fuse', *paths, '--method', 'rrf', '--weights', 'recruiter=2', '-o', 'w.run', '--quiet')\n"
           "ref = per_query(runs, rrf_ref, w={'recruiter': 2.0})\n"
           "report(agree_all(read_run(open('w.run', encoding='utf-8').read()), ref, 1000))\n",
           why="README: --weights by run name (its tag), unnamed runs weigh 1; RRF sum w / (60 + r)"))
    add(ok("u21j_cli_input_depth_50_fairness", "the fairness question: every ranker cut at its first 50 of 300 "
           "applicants (--input-depth 50) equals RRF of the lists truncated by hand, and the top 10 moves",
           "runs, st = openings(3, 300, seed=6)\npaths = write_runs(runs)\n"
           "cli('fuse', *paths, '--method', 'rrf', '--input-depth', '50', '-o', 'cut.run', '--quiet')\n"
           "cut = {m: {q: {d: p[d] for d in desc_order(p)[:50]} for q, p in r.items()} for m, r in runs.items()}\n"
           "report(agree_all(read_run(open('cut.run', encoding='utf-8').read()), per_query(cut, rrf_ref), 1000))\n",
           why="fuse --help: --input-depth keeps each run's first N documents per query before fusing"))
    add(ok("u21j_eval_mrr_of_hire_l3", "MRR of the hire: evaluate -m recip_rank -l 3 -q of the fused consensus against "
           "the stages as grades (Hired 3, Offer 2, Onsite 1); every fourth opening hired nobody and counts 0",
           "runs, st = openings(8, 40, seed=7)\npaths = write_runs(runs)\n"
           "open('stages.qrels', 'w', encoding='utf-8').write(qrels_text(st))\n"
           "cli('fuse', *paths, '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "rows = read_run(open('fused.run', encoding='utf-8').read())\n"
           "p = cli('evaluate', '--qrels', 'stages.qrels', 'fused.run', '-m', 'recip_rank', '-l', '3', '-q')\n"
           "g = grades_of(st)\n"
           "ref = {q: rr_at([d for d, _ in rows[q]], g[q], 3) for q in g}\n"
           "got = {k[2]: v for k, v in read_eval(p.stdout).items()}\n"
           "want = dict(ref, all=sum(ref.values()) / len(ref))\n"
           "msg = first_diff(got, want)\n"
           "report(msg or ('' if any(v == 0 for v in ref.values()) else 'no opening without a hire'))\n",
           why="trec_eval -l 3: relevant means grade >= 3; recip_rank of the first; a judged query with nothing "
               "relevant counts 0 in the mean"))
    add(ok("u21j_eval_ndcg10_by_stage", "nDCG@10 of each ranker and the consensus, the stages as graded gains, per "
           "opening and the mean",
           "runs, st = openings(6, 50, seed=8)\npaths = write_runs(runs, ['keyword', 'ats'])\n"
           "open('stages.qrels', 'w', encoding='utf-8').write(qrels_text(st))\n"
           "p = cli('evaluate', '--qrels', 'stages.qrels', *paths, '--measures', 'nDCG@10', '-q')\n"
           "g = grades_of(st)\nwant = {}\n"
           "for m in ('keyword', 'ats'):\n"
           "    per = {q: ndcg(desc_order(runs[m][q]), g[q], 10) for q in g}\n"
           "    want.update({(m + '.run', 'nDCG@10', q): v for q, v in per.items()})\n"
           "    want[(m + '.run', 'nDCG@10', 'all')] = sum(per.values()) / len(per)\n"
           "report(first_diff(read_eval(p.stdout), want))\n",
           why="trec_eval ndcg_cut.10 with grades as gains (TREC_MEASURES), ties in trec_eval's order"))
    add(ok("u21j_eval_complete_opening_not_ranked", "an opening judged in the ATS that the consensus never ranked: "
           "without -c it is left out of the mean, with -c it counts 0",
           "runs, st = openings(4, 30, seed=9)\npaths = write_runs(runs, ['keyword'])\n"
           "st2 = dict(st)\nst2['REQ-2026-0099'] = {'cand00001.doe@example.com': 'Hired'}\n"
           "open('stages.qrels', 'w', encoding='utf-8').write(qrels_text(st2))\n"
           "a = read_eval(cli('evaluate', '--qrels', 'stages.qrels', 'keyword.run', '-m', 'ndcg_cut.10').stdout)\n"
           "b = read_eval(cli('evaluate', '--qrels', 'stages.qrels', 'keyword.run', '-m', 'ndcg_cut.10', '-c').stdout)\n"
           "g = grades_of(st)\nper = [ndcg(desc_order(runs['keyword'][q]), g[q], 10) for q in g]\n"
           "va = [v for k, v in a.items() if k[-1] == 'all']\nvb = [v for k, v in b.items() if k[-1] == 'all']\n"
           "ok1 = len(va) == 1 and abs(va[0] - sum(per) / 4) < 1e-4\nok2 = len(vb) == 1 and abs(vb[0] - sum(per) / 5) < 1e-4\n"
           "report('' if ok1 and ok2 else 'without -c %r, with -c %r; expected %r and %r' % (va, vb, sum(per) / 4, sum(per) / 5))\n",
           why="trec_eval -c: every judged query, a query the run lacks valued 0 (rankagg evaluate --help)"))
    add(ok("u21j_api_fuse_dicts_evaluate", "in Python: rankagg.fuse of the four rankers as {qid: {candidate: score}} "
           "dicts, then rankagg.evaluate with RR(rel=3) and nDCG@10 against the stages",
           "import rankagg\nruns, st = openings(6, 40, seed=10)\n"
           "fused = rankagg.fuse(runs, method='rrf')\nrefs = per_query(runs, rrf_ref)\n"
           "msg = agree_all({q: list(v.items()) for q, v in fused.items()}, refs, 1000, written=False)\n"
           "res = rankagg.evaluate(fused, grades_of(st), ['RR(rel=3)', 'nDCG@10'])\n"
           "order = {q: [d for d, _ in sorted(v.items(), key=lambda kv: -kv[1])] for q, v in fused.items()}\n"
           "g = grades_of(st)\n"
           "rr3 = sum(rr_at(order[q], g[q], 3) for q in g) / len(g)\nnd = sum(ndcg(order[q], g[q], 10) for q in g) / len(g)\n"
           "msg = msg or ('' if abs(res['RR(rel=3)'] - rr3) < 1e-9 and abs(res['nDCG@10'] - nd) < 1e-9 else "
           "'evaluate %r, expected RR %r nDCG %r' % (res, rr3, nd))\nreport(msg)\n",
           why="README: rankagg.fuse returns what it was given; evaluate with trec_eval's conventions"))
    add(ok("u21j_api_ats_frame_long", "the ATS's pandas frame straight from its export, renamed to qid, docno, score, "
           "run (the four rankers in one long frame), fused by RRF",
           "import rankagg, pandas as pd\nruns, st = openings(5, 40, seed=11)\n"
           "rows = [(q, d, float(s), m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "frame = pd.DataFrame(rows, columns=['qid', 'docno', 'score', 'run'])\n"
           "out = rankagg.fuse(frame, method='rrf')\n"
           "got = {q: list(zip(g['docno'], g['score'].astype(float))) for q, g in out.groupby('qid', sort=False)}\n"
           "report(agree_all(got, per_query(runs, rrf_ref), 1000, written=False))\n",
           why="README: a long DataFrame is fused and returned as one; RRF by hand"))
    add(ok("u21j_api_fuser_shortlist_as_list", "per opening in a service: rankagg.Fuser('rrf') given the recruiter's "
           "shortlist as a plain list of ids best first beside the keyword and embedding score dicts",
           "import rankagg\nruns, st = openings(4, 30, seed=12)\nF = rankagg.Fuser('rrf')\nmsg = ''\n"
           "for q in runs['keyword']:\n"
           "    short = desc_order(runs['recruiter'][q])\n"
           "    got = F({'keyword': runs['keyword'][q], 'embedding': runs['embedding'][q], 'recruiter': short})\n"
           "    ref = rrf_ref({'keyword': runs['keyword'][q], 'embedding': runs['embedding'][q],\n"
           "                   'recruiter': {d: float(len(short) - i) for i, d in enumerate(short)}})\n"
           "    msg = msg or agree(list(got), ref, None, written=False)\n"
           "report(msg)\n",
           why="README: the Fuser takes docid -> score dicts and docid lists (best first); RRF by hand", fast=True))
    add(ok("u21j_api_fuser_explain_contributions", "why is this candidate first? Fuser.explain's contributions per "
           "list are 1 / (60 + r) of each list's rank, and they sum to the fused score",
           "import rankagg\nruns, st = openings(1, 25, seed=13)\nq = next(iter(runs['keyword']))\n"
           "lists = {m: r[q] for m, r in runs.items()}\nF = rankagg.Fuser('rrf')\n"
           "ex = F.explain(lists)\nfused = dict(F(lists))\npos = {m: positions(p) for m, p in lists.items()}\n"
           "msg = '' if len(ex) == len(fused) else 'explained %d of %d' % (len(ex), len(fused))\n"
           "for row in ex:\n"
           "    d, tot = row['docid'], 0.0\n"
           "    for m, part in row['lists'].items():\n"
           "        want = 1.0 / (60 + pos[m][d]) if d in pos[m] else None\n"
           "        got = part['contribution']\n"
           "        if (want is None) != (got is None) or (want is not None and abs(got - want) > 1e-12):\n"
           "            msg = msg or '%s %s: %r, expected %r' % (d, m, got, want)\n"
           "        tot += got or 0.0\n"
           "    if abs(tot - fused[d]) > 1e-12 or abs(row['score'] - fused[d]) > 1e-12:\n"
           "        msg = msg or '%s: contributions %r, fused %r' % (d, tot, fused[d])\n"
           "report(msg)\n",
           why="README: Fuser.explain gives per document and list the rank and contribution; RRF 1 / (k + r), k = 60"))
    add(ok("u21j_api_fuser_top10_of_300", "the recruiter's first page: Fuser.top(lists, 10) over 300 applicants is the "
           "reference's top 10",
           "import rankagg\nruns, st = openings(1, 300, seed=14)\nq = next(iter(runs['keyword']))\n"
           "lists = {m: {d: r[q][d] for d in desc_order(r[q])} for m, r in runs.items()}  # best first, as top reads\n"
           "top = rankagg.Fuser('rrf').top(lists, 10)\nitems = list(top.items)\n"
           "report(agree(items, rrf_ref(lists), 10, written=False))\n",
           why="README: Fuser.top proves the exact top k from prefixes, bit for bit the full answer"))
    add(ok("u21j_api_int_job_ids_frame", "numeric ATS ids: job ids and candidate ids as pandas int64 in the run frame, "
           "the qrels a dict keyed by their text; evaluate matches them",
           "import rankagg, pandas as pd\n"
           "run = pd.DataFrame({'qid': [1042, 1042, 1042, 1043, 1043], 'docno': [501, 502, 503, 504, 501],\n"
           "                    'score': [0.9, 0.8, 0.7, 0.6, 0.5]})\n"
           "qrels = {'1042': {'502': 3, '503': 1}, '1043': {'501': 2}}\n"
           "res = rankagg.evaluate(run, qrels, ['RR(rel=3)', 'nDCG@10'])\n"
           "g = {'1042': {'502': 3, '503': 1}, '1043': {'501': 2}}\n"
           "o = {'1042': ['501', '502', '503'], '1043': ['504', '501']}\n"
           "rr3 = (rr_at(o['1042'], g['1042'], 3) + rr_at(o['1043'], g['1043'], 3)) / 2\n"
           "nd = (ndcg(o['1042'], g['1042'], 10) + ndcg(o['1043'], g['1043'], 10)) / 2\n"
           "report('' if abs(res['RR(rel=3)'] - rr3) < 1e-12 and abs(res['nDCG@10'] - nd) < 1e-12 else '%r vs %r %r' % (res, rr3, nd))\n",
           why="docs/conventions.md: an id given as a number on one side matches its text on the other"))
    add(ok("u21j_cli_parquet_for_recruiters", "the fused shortlist written for the recruiters as Parquet "
           "(-o shortlist.parquet) and read back with pandas",
           "import pandas as pd\nruns, st = openings(4, 30, seed=15)\npaths = write_runs(runs)\n"
           "cli('fuse', *paths, '--method', 'rrf', '-o', 'shortlist.parquet', '--quiet')\n"
           "t = pd.read_parquet('shortlist.parquet')\n"
           "qc = next(c for c in t.columns if c in ('qid', 'q_id', 'query'))\n"
           "dc = next(c for c in t.columns if c in ('docno', 'doc_id', 'docid', 'item'))\n"
           "got = {q: list(zip(g[dc].astype(str), g['score'].astype(float))) for q, g in t.groupby(qc, sort=False)}\n"
           "report(agree_all(got, per_query(runs, rrf_ref), 1000))\n",
           why="fuse --help: .parquet writes a Parquet table of the fused run"))
    add(ok("u21j_cli_volume_2000_openings", "volume: 2000 openings x 300 applicants x 2 rankers (1.2 M run lines), RRF; "
           "every opening's 300 candidates written and 12 sampled openings equal the reference",
           "runs, st = openings(2000, 300, seed=16, pool=3000)\nkeep = {m: runs[m] for m in ('keyword', 'embedding')}\n"
           "paths = write_runs(keep)\n"
           "cli('fuse', *paths, '--method', 'rrf', '-o', 'big.run', '--quiet')\n"
           "rows = read_run(open('big.run', encoding='utf-8').read())\n"
           "sample = sorted(keep['keyword'])[::167]\n"
           "refs = {q: rrf_ref({m: r[q] for m, r in keep.items()}) for q in sample}\n"
           "msg = '' if len(rows) == 2000 and all(len(v) == 300 for v in rows.values()) else '%d openings' % len(rows)\n"
           "report(msg or agree_all({q: rows[q] for q in sample}, refs, 1000))\n",
           why="README: fuse streams a block of queries at a time; RRF by hand on a sample", timeout=240))
    add(ok("u21j_cli_emails_and_requisitions_bytes", "candidate ids with '+' and accents (siobhán.obrien@example.ie) "
           "and requisitions REQ-2024-0042 and R_1234.5 written back byte for byte, RRF by hand",
           "cli('fuse', 'kw.run', 'emb.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "text = open('fused.run', 'rb').read().decode('utf-8')\n"
           "runs = {}\nfor name in ('kw.run', 'emb.run'):\n"
           "    for line in open(name, encoding='utf-8'):\n"
           "        q, _, d, _, s, t = line.split()\n"
           "        runs.setdefault(t, {}).setdefault(q, {})[d] = float(s)\n"
           "report(agree_all(read_run(text), per_query(runs, rrf_ref), 1000))\n", files=small,
           why="docs/conventions.md: ids are compared and written as their bytes; RRF by hand"))
    add(ok("u21j_eval_one_candidate_two_openings", "one candidate (jane.doe+1@example.com) in two openings: hired in "
           "one, rejected in the other; per-opening RR(rel=3) and nDCG@10 of the keyword ranker",
           "p = cli('evaluate', '--qrels', 'hires.qrels', 'kw.run', '--measures', 'RR(rel=3)', 'nDCG@10', '-q')\n"
           "g = {'REQ-2024-0042': {'jane.doe+1@example.com': 3, 'li.wei@example.com': 1, 'siobhán.obrien@example.ie': 0},\n"
           "     'R_1234.5': {'ann.lee@example.com': 0, 'jane.doe+1@example.com': 0}}\n"
           "o = {'REQ-2024-0042': ['jane.doe+1@example.com', 'siobhán.obrien@example.ie', 'li.wei@example.com'],\n"
           "     'R_1234.5': ['ann.lee@example.com', 'jane.doe+1@example.com']}\n"
           "want = {}\nfor q in g:\n"
           "    want[('', 'RR(rel=3)', q)] = rr_at(o[q], g[q], 3)\n    want[('', 'nDCG@10', q)] = ndcg(o[q], g[q], 10)\n"
           "got = read_eval(p.stdout)\n"
           "report(first_diff({('',) + k[1:]: v for k, v in got.items()}, want))\n", files=small,
           why="trec_eval: each query judged on its own; a candidate's grade in one opening says nothing of another"))
    add(ok("u21j_api_qrels_frame_from_stages", "the hires as a qrels frame built from the ATS export (Stage mapped to "
           "a label column), evaluate of a run frame: AP and RR(rel=2) by hand",
           "import rankagg, pandas as pd\nruns, st = openings(3, 30, seed=17)\n"
           "qr = pd.DataFrame([(q, c, GRADE[s]) for q, d in st.items() for c, s in d.items()], columns=['qid', 'docno', 'label'])\n"
           "run = pd.DataFrame([(q, c, float(s)) for q, p in runs['embedding'].items() for c, s in p.items()],\n"
           "                   columns=['qid', 'docno', 'score'])\n"
           "res = rankagg.evaluate(run, qr, ['AP', 'RR(rel=2)'])\ng = grades_of(st)\n"
           "o = {q: desc_order(p) for q, p in runs['embedding'].items()}\n"
           "a = sum(ap(o[q], g[q]) for q in g) / len(g)\nr2 = sum(rr_at(o[q], g[q], 2) for q in g) / len(g)\n"
           "report('' if abs(res['AP'] - a) < 1e-12 and abs(res['RR(rel=2)'] - r2) < 1e-12 else '%r vs %r %r' % (res, a, r2))\n",
           why="trec_eval AP (relevant: grade > 0) and RR at rel >= 2; frames read as PyTerrier's"))
    add(ok("u21j_cli_wide_lists_one_opening", "one opening's three rankers as columns of candidate ids best first "
           "(keyword, embedding, recruiter) in a CSV, fused by RRF: the scores are RRF's by hand",
           "import csv\ncols = {'keyword': ['c001', 'c002', 'c003', 'c004'], 'embedding': ['c002', 'c001', 'c004', 'c003'],\n"
           "        'recruiter': ['c002', 'c003', 'c001']}\n"
           "with open('opening.csv', 'w', newline='') as f:\n"
           "    w = csv.writer(f)\n    w.writerow(list(cols))\n"
           "    for i in range(4):\n        w.writerow([v[i] if i < len(v) else '' for v in cols.values()])\n"
           "cli('fuse', 'opening.csv', '--method', 'rrf', '-o', 'consensus.csv', '--quiet')\n"
           "ref = {}\nfor v in cols.values():\n    for r, d in enumerate(v, 1):\n        ref[d] = ref.get(d, 0) + 1 / (60 + r)\n"
           "got = {r['item']: float(r['score']) for r in csv.DictReader(open('consensus.csv'))}\n"
           "msg = '' if set(got) == set(ref) and all(abs(got[d] - ref[d]) < 1e-9 for d in ref) else '%r vs %r' % (got, ref)\n"
           "report(msg)\n",
           why="docs/genes.md: a table of lists, one column per list best first; RRF 1 / (60 + r)"))

    add(ok("u21j_api_ats_rank_column_frame", "the ATS's own order: a long frame with a rank column (1 = best fit) "
           "and no score, beside the keyword scores, fused by RRF",
           "import rankagg, pandas as pd\nruns, st = openings(4, 30, seed=18)\nrows = []\n"
           "for q, p in runs['ats'].items():\n"
           "    rows += [(q, d, r, None, 'ats') for r, d in enumerate(desc_order(p), 1)]\n"
           "for q, p in runs['keyword'].items():\n"
           "    rows += [(q, d, r, p[d], 'keyword') for r, d in enumerate(desc_order(p), 1)]\n"
           "f = pd.DataFrame(rows, columns=['qid', 'docno', 'rank', 'score', 'run']).drop(columns='score')\n"
           "out = rankagg.fuse(f, method='rrf')\n"
           "got = {q: list(zip(g['docno'], g['score'].astype(float))) for q, g in out.groupby('qid', sort=False)}\n"
           "refs = per_query({'ats': runs['ats'], 'keyword': runs['keyword']}, rrf_ref)\n"
           "report(agree_all(got, refs, 1000, written=False))\n",
           why="docs/conventions.md: a rank column orders a list (rank 1 first); RRF by hand"))

    # ---------------------------------------------------------------- the team's mistakes and odd files
    ats = {"ats.csv": _ATS_CSV}
    add(cli_bad("u21j_ats_export_csv_as_run", "the ATS's CSV export (Job ID, Requisition, Candidate ID, Candidate "
                "Name, Stage, Fit Score, Rank) given to fuse as is: a long table, one row per opening and candidate",
                ["fuse", "ats.csv", "-o", "fused.run"], ats, "ats.csv:1", "Job ID", "long table",
                why="a row per (opening, candidate) is no table of ranked lists; the message must say what it is "
                    "(the job id repeating) rather than read the names column as rankings in one cell"))
    add(cli_bad("u21j_ats_export_no_names_csv", "the ATS export without the names column, to a consensus table "
                "(-o consensus.csv)", ["fuse", "ats.csv", "-o", "consensus.csv"], {"ats.csv": _ATS_NO_NAMES},
                "ats.csv:1", "Job ID", "long table", outputs=("consensus.csv",),
                why="read as gene lists, the fit scores and job ids would be ranked as candidates"))
    add(cli_bad("u21j_ats_export_as_qrels", "the ATS export given as qrels (--qrels ats.csv) to score a run",
                ["evaluate", "--qrels", "ats.csv", "kw.run"], dict(ats, **{"kw.run": _KW_RUN}), "ats.csv:1",
                "header", outputs=(),
                why="trec_eval refuses it; the header line of a judgements table must be named as one, as for "
                    "'qid,docid,rel' (not 'expected 4 fields, found 5')"))
    add(cli_bad("u21j_fit_percent_csv_silent", "the ATS's fit as percentages beside candidate ids "
                "(candidate_id,fit_score: c001,87%), fused as if a table of lists", ["fuse", "fit.csv", "-o",
                "consensus.csv"], {"fit.csv": "candidate_id,fit_score\nc001,87%\nc002,80%\nc003,55%\nc004,41%\n"},
                "fit.csv:2", "fit_score", outputs=("consensus.csv",), fast=True,
                why="'87%' is a score, not a candidate: ranked as items they would sit beside the candidates"))
    add(cli_bad("u21j_fit_grades_csv_silent", "the ATS's fit as letter grades (A, B+, B, C-) beside the candidates",
                ["fuse", "grades.csv", "-o", "consensus.csv"],
                {"grades.csv": "candidate,fit_grade\nc001,A\nc002,B+\nc003,B\nc004,C-\nc005,B+\n"},
                "grades.csv:2", "fit_grade", outputs=("consensus.csv",),
                why="letter grades are values of a candidate, not candidates: ranked as items they would be fused"))
    add(cli_bad("u21j_fit_percent_tsv_three_lists", "a TSV of the three rankers' lists with the ATS's percentage "
                "column in the middle", ["fuse", "lists.tsv", "-o", "consensus.csv"],
                {"lists.tsv": "keyword\tats_fit\trecruiter\nc001\t92%\tc002\nc002\t88.5%\tc001\nc003\t70%\tc003\n"},
                "lists.tsv:2", "ats_fit", outputs=("consensus.csv",),
                why="a column of percentages is a score per row, not a list of candidates"))
    add(cli_bad("u21j_names_shortlist_lst", "the recruiter's shortlist as a plain list of names (.lst), "
                "'O'Brien, Siobhán' first", ["fuse", "shortlist.lst", "-o", "consensus.csv"],
                {"shortlist.lst": "O'Brien, Siobhán\nJane Doe\nLi Wei\n"}, "shortlist.lst:1", "holds a blank",
                outputs=("consensus.csv",),
                why="an id holds no blank (docs/conventions.md); a person's name is not a ranking in one cell"))
    add(cli_bad("u21j_names_columns_csv", "the rankers' lists as columns of candidates' names in a CSV",
                ["fuse", "names.csv", "-o", "consensus.csv"],
                {"names.csv": "keyword,recruiter\nJane Doe,Li Wei\nLi Wei,Jane Doe\nAnn Lee,Ann Lee\n"},
                "names.csv:2", "holds a blank", outputs=("consensus.csv",),
                why="an id holds no blank; the cells are names, not blank-separated rankings"))
    add(bad("u21j_api_names_as_ids", "rankagg.fuse of dicts keyed by candidates' names ('O'Brien, Siobhán')",
            "import rankagg\nrankagg.fuse({'kw': {'R1': {\"O'Brien, Siobhán\": 2.0, 'Jane Doe': 1.0}},\n"
            "              'emb': {'R1': {'Jane Doe': 0.9}}}, 'rrf')\n", "O'Brien, Siobhán", "kw",
            why="docs/conventions.md: an id holds no blank (a TREC line could not hold it)"))
    add(bad("u21j_api_percent_scores_dict", "rankagg.fuse of the ATS's fit as '87%' strings",
            "import rankagg\nrankagg.fuse({'ats': {'R1': {'c1': '87%', 'c2': '55%'}}, 'kw': {'R1': {'c1': 1.0}}}, 'rrf')\n",
            "87%", "ats", why="a score is a number as trec_eval reads one"))
    add(bad("u21j_api_fuser_grade_scores", "Fuser given letter grades as scores", "import rankagg\n"
            "rankagg.Fuser('rrf')({'ats': {'c1': 'A', 'c2': 'B+'}, 'recruiter': ['c2', 'c1']})\n", "'A'", "ats",
            why="a score is a number"))
    add(cli_bad("u21j_percent_score_run_line", "the embedding run with one score written as a percentage",
                ["fuse", "kw.run", "emb.run", "-o", "fused.run"],
                {"kw.run": _KW_RUN, "emb.run": _EMB_RUN.replace(" 0.85 ", " 85% ")}, "emb.run:2",
                why="trec_eval reads the score with atof; '85%' is no number (the run would be misread)"))
    add(cli_bad("u21j_stage_names_in_qrels", "qrels holding the stage names (Hired, Onsite) instead of grades",
                ["evaluate", "--qrels", "stage.qrels", "kw.run"],
                {"kw.run": _KW_RUN, "stage.qrels": _HIRES.replace(" 3\n", " Hired\n").replace(" 1\n", " Onsite\n")},
                "stage.qrels:1", outputs=(), why="trec_eval reads a grade as an integer"))
    add(bad("u21j_api_qrels_frame_stage_column", "a qrels frame with the ATS's Stage column and no label",
            "import rankagg, pandas as pd\nrun = pd.DataFrame({'qid': ['R1'], 'docno': ['c1'], 'score': [1.0]})\n"
            "qr = pd.DataFrame({'qid': ['R1', 'R1'], 'docno': ['c1', 'c2'], 'Stage': ['Hired', 'Rejected']})\n"
            "rankagg.evaluate(run, qr, ['RR'])\n", "Stage", "label",
            why="the grade column must be named; the message names what it has"))
    add(bad("u21j_api_duplicate_application_frame", "an ATS frame holding one candidate twice in one opening",
            "import rankagg, pandas as pd\n"
            "f = pd.DataFrame({'qid': ['R1'] * 3, 'docno': ['c1', 'c1', 'c2'], 'score': [3.0, 2.0, 1.0], 'run': ['ats'] * 3})\n"
            "rankagg.fuse(f, 'rrf')\n", "row 1", "c1", why="a document twice in one query of one run is refused"))
    add(cli_bad("u21j_shortlist_lst_beside_runs", "the recruiter's shortlist (.lst of e-mails) given beside the TREC "
                "runs", ["fuse", "shortlist.lst", "kw.run", "-o", "fused.run"],
                {"shortlist.lst": "jane.doe+1@example.com\nli.wei@example.com\n", "kw.run": _KW_RUN},
                "shortlist.lst:1", why="a list without a query cannot be fused with runs; named at its first line"))
    add(bad("u21j_api_dict_of_shortlists", "rankagg.fuse given the recruiter's shortlists as {qid: [ids]}",
            "import rankagg\nrankagg.fuse({'kw': {'R1': {'c1': 3.0, 'c2': 1.0}}, 'recruiter': {'R1': ['c2', 'c1']}}, 'rrf')\n",
            "recruiter", "R1", why="a run is {qid: {docid: score}}; the run and query are named"))
    add(cli_bad("u21j_ats_parquet_columns", "the ATS export saved as Parquet with its own column names",
                ["fuse", "ats.parquet", "-o", "fused.run"], None, "ats.parquet", "Candidate ID",
                setup=_parquet_setup,
                why="a Parquet run table needs qid, docid, score, run: the message names the columns it has"))
    add(cli_bad("u21j_qrels_candidate_judged_twice", "qrels built from the ATS's rows per application: a candidate "
                "who applied twice to one opening judged Rejected (0) and then Hired (3)",
                ["evaluate", "--qrels", "dq.qrels", "kw.run"],
                {"kw.run": _KW_RUN, "dq.qrels": "REQ-2024-0042 0 jane.doe+1@example.com 0\n"
                 "REQ-2024-0042 0 li.wei@example.com 1\nREQ-2024-0042 0 jane.doe+1@example.com 3\n"},
                "dq.qrels:3", outputs=(),
                why="which grade counts depends on the order trec_eval sorts them: refused naming the second line"))
    add(bad("u21j_api_unscored_opening_nan", "an ATS frame where one opening's fit scores are not computed yet (NaN)",
            "import rankagg, pandas as pd\n"
            "f = pd.DataFrame({'qid': ['R1', 'R1', 'R2', 'R2'], 'docno': ['c1', 'c2', 'c1', 'c3'],\n"
            "                  'score': [0.9, 0.5, float('nan'), float('nan')], 'run': ['ats'] * 4})\n"
            "rankagg.fuse(f, 'rrf')\n", "row 2", "nan",
            why="docs/conventions.md: a NaN score is refused (trec_eval's order of NaN is undefined)"))
    add(bad("u21j_api_grades_in_score_frame", "an ATS frame whose score column holds letter grades (A, B+)",
            "import rankagg, pandas as pd\n"
            "f = pd.DataFrame({'qid': ['R1'] * 3, 'docno': ['c1', 'c2', 'c3'], 'score': ['A', 'B+', 'C'], 'run': ['ats'] * 3})\n"
            "rankagg.fuse(f, 'rrf')\n", "row 0", "'A'", why="a score is a number as trec_eval reads one"))
    add(cli_bad("u21j_output_numbers_for_recruiters", "the fused shortlist written for the Mac-using recruiters to "
                "shortlist.numbers", ["fuse", "kw.run", "emb.run", "-o", "shortlist.numbers"], small,
                "shortlist.numbers", outputs=("shortlist.numbers",),
                why="docs/conventions.md: a TREC run is never written under a spreadsheet's name"))
    add(cli_bad("u21j_output_csv_for_recruiters", "the fused shortlist of TREC runs written to shortlist.csv",
                ["fuse", "kw.run", "emb.run", "-o", "shortlist.csv"], small, "shortlist.csv",
                outputs=("shortlist.csv",), why="fuse --help: a .csv name, which would hold TREC lines, is refused"))
    add(cli_bad("u21j_weights_unknown_ranker", "--weights naming 'recruiter' where the runs are tagged keyword and "
                "embedding", ["fuse", "kw.run", "emb.run", "--method", "rrf", "--weights", "recruiter=2", "-o",
                "fused.run"], small, "recruiter",
                why="a weight for no run is a typo: silently weighing nothing would change nothing the user meant"))
    return c


def _parquet_setup(folder) -> None:  # type: ignore[no-untyped-def]
    import io

    import pandas as pd  # imported in the case's setup only: the matrix itself needs no pandas

    pd.read_csv(io.StringIO(_ATS_CSV), dtype=str).to_parquet(folder / "ats.parquet")
