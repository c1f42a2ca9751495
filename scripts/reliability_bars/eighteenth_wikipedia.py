"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an open-domain QA team's Wikipedia passage retrievers (its cases, ids ``u18w_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import json

from .case import Case, command_cases
from .references import RANKED_LISTS, VERDICT_HELPERS

EIGHTEENTH_WIKIPEDIA = "45 Unseen inputs: an eighteenth bar, an open-domain QA team's Wikipedia passage retrievers"

# The team's day: Natural Questions / TriviaQA questions answered over the Wikipedia passages of DPR's
# psgs_w100 (ids 'wiki:12345' in Pyserini's DPR index, KILT's 'title#3' passage ids) and KILT's pages (ids are
# titles, written with '_' for blanks in TREC lines: 'Paris_(mythology)', 'Zürich', 'Washington,_D.C.', 'Ǎ').  Three
# retrievers (Pyserini BM25, DPR multi, ColBERT v2) give 100 passages a question, 3610 questions on NQ test.  What
# they ask: the fused top 20 / 100 (RRF, CombSUM), DPR's top-k accuracy (trec_eval's success.k over qrels built from
# has_answer), KILT's page-level R-precision (Rprec).  The references are independent of rankagg: ``desc_order``
# (references.py) ranks a list as trec_eval does, score descending then docid descending as UTF-8 bytes; RRF is
# Cormack's sum 1/(k + r); CombSUM sums min-max normalised scores (docs/conventions.md); ``agree`` holds a fused list
# to a reference with the house tie rule (more lists, better best place, smaller id as text); success@k is 1 when a
# relevant passage is in the top k; Rprec counts the relevant among the first R, R the number judged relevant.
_PRELUDE = "import gzip, json, math, os, random, subprocess, sys\n" + RANKED_LISTS + VERDICT_HELPERS + r'''
TITLES = ["Paris_(mythology)", "Zürich", "Zurich", "\u01cd", "A\u030c", "O'Brien", "Washington,_D.C.", "Smith_&_Wesson",
          "C++", "AC/DC", "100%_(song)", "Łódź", "東京", "Ελλάδα", "Apple", "apple", "Apple_Inc.", '"Weird_Al"_Yankovic',
          "Æsir", "ß", "SS", "Über", "Hamlet", "Hamlet_(1996_film)", "Ω", "İstanbul", "Café_de_Flore", "Talk:Paris",
          "Frankenstein;_or,_The_Modern_Prometheus", "Mary_Shelley", "Σ", "σ", "ς", "Kraków", "São_Paulo"]
def title_pool(n=0):
    return TITLES + ['Page_%d_(disambiguation)' % i for i in range(n)]
def wiki_pool(n):
    return ['wiki:%d' % (1 + i * 7919 % 21015324) for i in range(n)]
def retriever(nq, k, seed, pool, lo=0.0, hi=100.0, digits=4, qfmt='%d'):
    rnd = random.Random(seed)
    run = {}
    for q in range(nq):
        run[qfmt % q] = {d: round(rnd.uniform(lo, hi), digits) for d in rnd.sample(pool, k)}
    return run
def write_run(path, run, tag, fmt=repr):
    with open(path, 'w', encoding='utf-8') as f:
        for q, p in run.items():
            for r, d in enumerate(desc_order(p), 1):
                f.write('%s Q0 %s %d %s %s\n' % (q, d, r, fmt(p[d]), tag))
def read_run(path):
    out = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            q, _, d, r, s, t = line.split()
            out.setdefault(q, []).append((d, float(s)))
    return out
def write_qrels(path, qrels):
    with open(path, 'w', encoding='utf-8') as f:
        for q, rel in qrels.items():
            for d, g in rel.items():
                f.write('%s 0 %s %d\n' % (q, d, g))
def has_answer_qrels(runs, seed, share=0.1):
    """qrels from DPR's has_answer: a passage holds the answer with chance ``share``; each question gets one at least"""
    rnd = random.Random(seed)
    qrels = {}
    for run in runs:
        for q, p in run.items():
            for d in p:
                if rnd.random() < share:
                    qrels.setdefault(q, {})[d] = 1
    for q in runs[0]:
        if q not in qrels:
            qrels[q] = {rnd.choice(sorted(runs[0][q])): 1}
    return qrels
combsum_ref = combsum_minmax_ref
def agree(got, ref, tol=1e-9):
    sc, cnt, best = ref
    got = [(d, float(s)) for d, s in got]
    if len(got) != len(sc) or set(d for d, _ in got) != set(sc):
        return 'ids differ: %d fused, %d expected; %r' % (len(got), len(sc), sorted(set(d for d, _ in got) ^ set(sc))[:4])
    for d, s in got:
        if not close(s, sc[d], tol):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] and not close(sc[a], sc[b]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if abs(sc[a] - sc[b]) > 2.0 ** -40 * max(abs(sc[a]), abs(sc[b])):
            continue
        ka, kb = (-cnt[a], best[a]), (-cnt[b], best[b])
        if ka > kb or (ka == kb and a > b):
            return 'tie %r before %r against the house rule' % (a, b)
    return ''
def per_query(runs, ref_of, queries=None):
    for q in (queries if queries is not None else sorted(set().union(*runs.values()))):
        yield q, ref_of({m: r[q] for m, r in runs.items() if q in r})
def check_fused_file(path, runs, ref_of, tol=1e-5, depth=None, queries=None):
    got = read_run(path)
    for q, ref in per_query(runs, ref_of, queries):
        if depth is not None:
            sc, cnt, best = ref
            keep = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))[:depth]
            ref = ({d: sc[d] for d in keep}, cnt, best)
        msg = agree(got.get(q, []), ref, tol)
        if msg:
            wrong('query %s: %s' % (q, msg))
def success_at(p, rel, k):
    return 1.0 if any(rel.get(d, 0) > 0 for d in desc_order(p)[:k]) else 0.0
def rprec(p, rel):
    R = sum(1 for g in rel.values() if g > 0)
    return sum(1 for d in desc_order(p)[:R] if rel.get(d, 0) > 0) / R if R else 0.0
def mean_over(run, qrels, f, complete=False):
    qs = [q for q in qrels if complete or q in run]
    return sum(f(run.get(q, {}), qrels[q]) for q in qs) / len(qs)
def eval_json(*args):
    rc, out, err = cli('evaluate', *args, '--json')
    if rc:
        passthrough(rc, err)
    return json.loads(out)
def ck(rc, err):
    if rc:
        passthrough(rc, err)
'''[1:]

# DPR's retrieval JSON (DPR/dense_retriever.py's save_results) and KILT's JSONL (Pyserini's --output-format kilt,
# KILT's gold files): what the team has on disk before any TREC line exists
_DPR_JSON = json.dumps([{"question": "who wrote frankenstein", "answers": ["Mary Shelley"], "ctxs": [
    {"id": "wiki:1234", "title": "Mary Shelley", "text": "Mary Wollstonecraft Shelley ...", "score": "81.2034",
     "has_answer": True},
    {"id": "wiki:98", "title": "Frankenstein", "text": "Frankenstein; or, The Modern ...", "score": "80.1177",
     "has_answer": False}]}], indent=4, ensure_ascii=False)
_KILT_LINE = json.dumps({"id": "-8877013593467446405", "input": "where is zürich located",
                         "output": [{"answer": "Switzerland", "provenance": [
                             {"wikipedia_id": "31717", "title": "Zürich", "start_paragraph_id": 1,
                              "end_paragraph_id": 1}]}]}, ensure_ascii=False)


def _ok_check(out: str, folder) -> bool:
    return out.strip().endswith("OK") and "WRONG" not in out


def eighteenth_bar_wikipedia_cases() -> list[Case]:
    G = EIGHTEENTH_WIKIPEDIA

    def ok(id: str, what: str, code: str, why: str, timeout: float = 120, files: dict | None = None,
           fast: bool = False) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, expect="ok", check=_ok_check, memory_gb=4.0, timeout=timeout,
                    why=why, files=files or {}, fast=fast)

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None,
            timeout: float = 60) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, mention=mention, memory_gb=4.0, timeout=timeout, why=why,
                    files=files or {}, outputs=("fused.run",))

    cli_bad = command_cases(G)[1]

    three = ("pool = title_pool(300)\nbm25 = retriever(30, 20, 1, pool, 0, 40)\ndpr = retriever(30, 20, 2, pool, 60, 90)\n"
             "colbert = retriever(30, 20, 3, pool, 10, 30, digits=6)\n"
             "write_run('bm25.run', bm25, 'Anserini')\nwrite_run('dpr.run', dpr, 'dpr-multi')\n"
             "write_run('colbert.run', colbert, 'colbert-v2')\nruns = {'Anserini': bm25, 'dpr-multi': dpr, 'colbert-v2': colbert}\n")
    big = ("pool = wiki_pool(40000)\nNQ = 3610\nbm25 = retriever(NQ, 100, 11, pool, 5, 45)\n"
           "dpr = retriever(NQ, 100, 12, pool, 70, 85)\ncolbert = retriever(NQ, 100, 13, pool, 15, 30)\n"
           "write_run('bm25.run', bm25, 'bm25-flat')\nwrite_run('dpr.run', dpr, 'dpr-multi')\n"
           "write_run('colbert.run', colbert, 'colbert-v2')\nruns = {'bm25-flat': bm25, 'dpr-multi': dpr, 'colbert-v2': colbert}\n")
    run_a = "0 Q0 Zürich 1 81.2 dpr\n0 Q0 Paris_(mythology) 2 80.1 dpr\n1 Q0 Ǎ 1 77.0 dpr\n1 Q0 O'Brien 2 70.5 dpr\n"
    run_b = "0 Q0 Paris_(mythology) 1 12.5 bm25\n0 Q0 Zurich 2 11.0 bm25\n1 Q0 O'Brien 1 9.5 bm25\n"
    qrels = "0 0 Zürich 1\n0 0 Paris_(mythology) 0\n1 0 O'Brien 1\n"

    return [
        # ------------------------------------------------------------------ fusing the three retrievers
        ok("u18w_cli_rrf_wikipedia_titles", "Pyserini BM25, DPR and ColBERT runs over KILT page titles ('Zürich' and "
           "'Zurich', 'Ǎ' precomposed and 'A'+U+030C, 'Σ σ ς', 'ß' and 'SS', quotes, commas, parentheses, '&', '/'): "
           "rankagg fuse --method rrf equals Cormack's RRF by hand, every id's bytes kept",
           three + "ck(*cli('fuse', 'bm25.run', 'dpr.run', 'colbert.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', runs, rrf_ref)\nright()\n",
           why="Cormack et al. 2009 sum 1/(60 + r); trec_eval compares ids as bytes (docs/conventions.md)"),
        ok("u18w_cli_combsum_scientific_scores", "DPR's inner products written in scientific notation ('8.1203e+01'), "
           "BM25 as '1.25E1', ColBERT with a '+' sign: CombSUM(min-max) equals the hand sum of normalised scores",
           three + "write_run('bm25.run', bm25, 'Anserini', fmt=lambda s: '%.6E' % s)\n"
           "write_run('dpr.run', dpr, 'dpr-multi', fmt=lambda s: '%.10e' % s)\n"
           "write_run('colbert.run', colbert, 'colbert-v2', fmt=lambda s: '+%r' % s)\n"
           "ck(*cli('fuse', 'bm25.run', 'dpr.run', 'colbert.run', '--method', 'combsum', '--param', 'norm=minmax', "
           "'--quiet', '-o', 'fused.run')[::2])\ncheck_fused_file('fused.run', runs, combsum_ref)\nright()\n",
           why="docs/conventions.md: a score is the double nearest its text (atof reads 1.25E1 and +3.5); min-max CombSUM"),
        ok("u18w_cli_float16_ties_byte_order", "a DPR run exported through float16 (scores '80.06', '80.06', '79.94' "
           "repeat, exact ties) over titles 'Zürich', 'Zurich', 'Ǎ', 'ß', 'Ω', '東京': RRF ranks each tie by docid "
           "descending as UTF-8 bytes before fusing, as trec_eval",
           "import numpy as np\npool = title_pool(40)\nrnd = random.Random(5)\n"
           "dpr = {str(q): {d: float(np.float16(rnd.choice([80.06, 79.94, 79.9, 80.1]))) for d in rnd.sample(pool, 25)} for q in range(20)}\n"
           "bm25 = retriever(20, 25, 6, pool, 0, 30)\n"
           "write_run('dpr.run', dpr, 'dpr', fmt=lambda s: str(np.float16(s)))\nwrite_run('bm25.run', bm25, 'bm25')\n"
           "dpr = {q: {d: float(str(np.float16(s))) for d, s in p.items()} for q, p in dpr.items()}\n"
           "ck(*cli('fuse', 'dpr.run', 'bm25.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', {'dpr': dpr, 'bm25': bm25}, rrf_ref)\nright()\n",
           why="docs/conventions.md: ties by docid descending (strcmp byte order, the code points' on UTF-8)"),
        ok("u18w_cli_kilt_passage_hash_ids", "KILT passage ids 'Paris_(mythology)#3', 'Zürich#12', '#'-bearing ids "
           "from two retrievers (and a '#' right after the tag): RRF by hand; no line is taken for a comment",
           "pool = ['%s#%d' % (t, i) for t in title_pool(20) for i in (0, 3, 12)]\n"
           "a = retriever(15, 20, 7, pool, 0, 50)\nb = retriever(15, 20, 8, pool, 50, 90)\n"
           "write_run('a.run', a, 'bm25#v2')\nwrite_run('b.run', b, 'dpr#nq')\n"
           "ck(*cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', {'a': a, 'b': b}, rrf_ref)\nright()\n",
           why="trec_eval skips only a line whose first non-blank byte is '#'; a '#' inside a field is part of it"),
        ok("u18w_cli_weights_file_by_tag", "weights in a file by run tag (Anserini 0.3, dpr-multi 1.0, colbert-v2 "
           "0.7): weighted RRF by hand over the title runs",
           three + "open('w.txt', 'w').write('Anserini 0.3\\ndpr-multi 1.0\\ncolbert-v2 0.7\\n')\n"
           "W = {'Anserini': 0.3, 'dpr-multi': 1.0, 'colbert-v2': 0.7}\n"
           "ck(*cli('fuse', 'bm25.run', 'dpr.run', 'colbert.run', '--method', 'rrf', '--weights', 'w.txt', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', runs, lambda m: rrf_ref(m, w=W))\nright()\n",
           why="docs/trec.md: --weights FILE of 'NAME W' lines keyed by run tag; weighted RRF sum w/(60 + r)"),
        ok("u18w_cli_input_depth_and_depth", "--input-depth 20 (each retriever's top 20 of 100 passages) and --depth "
           "10 (the reader's top 10): RRF by hand over the cut lists, the ten best kept",
           "pool = wiki_pool(2000)\nbm25 = retriever(25, 100, 21, pool, 5, 40)\ndpr = retriever(25, 100, 22, pool, 70, 85)\n"
           "write_run('bm25.run', bm25, 'bm25')\nwrite_run('dpr.run', dpr, 'dpr')\n"
           "cut = lambda r: {q: {d: p[d] for d in desc_order(p)[:20]} for q, p in r.items()}\n"
           "ck(*cli('fuse', 'bm25.run', 'dpr.run', '--method', 'rrf', '--input-depth', '20', '--depth', '10', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', {'bm25': cut(bm25), 'dpr': cut(dpr)}, rrf_ref, depth=10)\nright()\n",
           why="docs/conventions.md: --input-depth cuts each run first, --depth writes the best N"),
        ok("u18w_cli_explain_unicode_titles", "--explain over title ids ('東京', 'Łódź', '\"Weird_Al\"_Yankovic', "
           "'O'Brien'): each JSON line names the document by its exact title and its contributions sum to its RRF score",
           three + "ck(*cli('fuse', 'bm25.run', 'dpr.run', '--method', 'rrf', '--explain', 'why.jsonl', '--quiet', '-o', 'fused.run')[::2])\n"
           "ref = {q: r for q, r in per_query({'Anserini': bm25, 'dpr-multi': dpr}, rrf_ref)}\nseen = 0\n"
           "for line in open('why.jsonl', encoding='utf-8'):\n    e = json.loads(line)\n"
           "    q = str(e.get('qid', e.get('query')))\n    d = e.get('docid', e.get('doc_id', e.get('document')))\n"
           "    if d not in ref[q][0]:\n        wrong('unknown id in explain', d)\n"
           "    parts = e.get('lists', e.get('runs', e.get('contributions')))\n"
           "    total = sum(x.get('contribution') or 0.0 for x in (parts.values() if isinstance(parts, dict) else parts))\n"
           "    if not close(total, ref[q][0][d], 1e-9):\n        wrong('contributions of', d, total, ref[q][0][d])\n"
           "    seen += 1\nif seen != sum(len(r[0]) for r in ref.values()):\n    wrong('explained', seen)\nright()\n",
           why="rankagg fuse --help: --explain gives each list's contribution per fused document; RRF by hand"),
        ok("u18w_cli_parquet_in_out_titles", "the three retrievers as one long Parquet table (q_id doc_id score run, "
           "title ids with non-ASCII) fused to a Parquet output: read back with pandas, RRF by hand",
           three + "import pandas as pd\nrows = [(q, d, s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('runs.parquet', index=False)\n"
           "ck(*cli('fuse', 'runs.parquet', '--method', 'rrf', '--quiet', '-o', 'fused.parquet')[::2])\n"
           "out = pd.read_parquet('fused.parquet')\nq_col = 'q_id' if 'q_id' in out else 'query_id'\n"
           "for q, ref in per_query(runs, rrf_ref):\n    o = out[out[q_col].astype(str) == q]\n"
           "    o = o.sort_values('rank') if 'rank' in o else o\n"
           "    msg = agree(list(zip(o['doc_id'], o['score'])), ref, 1e-5)\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="README: a long Parquet table q_id doc_id score run is a run input, -o x.parquet a Parquet table"),
        ok("u18w_volume_nq_test_rrf", "NQ test's volume: 3610 questions x 100 passages x 3 retrievers (1.08 M lines, "
           "'wiki:N' ids): rankagg fuse --method rrf within the memory limit, 60 sampled questions equal RRF by hand",
           big + "ck(*cli('fuse', 'bm25.run', 'dpr.run', 'colbert.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "qs = random.Random(3).sample(sorted(bm25), 60)\ncheck_fused_file('fused.run', runs, rrf_ref, queries=qs)\n"
           "n = sum(1 for _ in open('fused.run'))\nexpect = sum(min(1000, len(set(bm25[q]) | set(dpr[q]) | set(colbert[q]))) for q in bm25)\n"
           "if n != expect:\n    wrong('lines', n, expect)\nright()\n", timeout=240,
           why="docs/scale.md and README: runs read a block of queries at a time; RRF by hand on a sample"),
        ok("u18w_volume_success_at_k", "the three NQ-test runs evaluated in one call with -m success.1,5,20,100 "
           "against qrels from has_answer: each run's values equal DPR's top-k accuracy by hand",
           big + "qrels = has_answer_qrels([bm25, dpr, colbert], 9, share=0.03)\nwrite_qrels('qrels.txt', qrels)\n"
           "rc, out, err = cli('evaluate', '--qrels', 'qrels.txt', 'bm25.run', 'dpr.run', 'colbert.run', "
           "'-m', 'success.1,5,20,100', '--json')\nck(rc, err)\ngot = json.loads(out)\n"
           "per_run = got if 'bm25.run' in json.dumps(got) else None\n"
           "for name, run in (('bm25', bm25), ('dpr', dpr), ('colbert', colbert)):\n"
           "    block = next((v for k, v in got.items() if name in k), None) if isinstance(got, dict) else None\n"
           "    if block is None:\n        wrong('no block for', name, list(got)[:5])\n"
           "    for k in (1, 5, 20, 100):\n        want = mean_over(run, qrels, lambda p, r: success_at(p, r, k))\n"
           "        have = block.get('Success@%d' % k, block.get('success_%d' % k))\n"
           "        if have is None or not close(have, want, 1e-6):\n            wrong(name, k, have, want)\nright()\n",
           timeout=240, why="trec_eval's success.k: 1 when a relevant document is in the top k, the mean over queries; "
           "DPR's top-k accuracy with has_answer as relevance"),
        # ------------------------------------------------------------------ evaluating as DPR and KILT report
        ok("u18w_eval_success_dpr_topk", "DPR's retriever accuracy: -m success.1,5,20 on a DPR run with qrels from "
           "has_answer (1) and the rest judged 0, against the hand top-k accuracy",
           "pool = wiki_pool(500)\ndpr = retriever(40, 50, 31, pool, 60, 90)\nwrite_run('dpr.run', dpr, 'dpr')\n"
           "qrels = has_answer_qrels([dpr], 32, share=0.05)\n"
           "for q, p in dpr.items():\n    for d in p:\n        qrels[q].setdefault(d, 0)\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'dpr.run', '-m', 'success.1,5,20')\n"
           "for k in (1, 5, 20):\n    want = mean_over(dpr, qrels, lambda p, r: success_at(p, r, k))\n"
           "    if not close(got['Success@%d' % k], want, 1e-9):\n        wrong(k, got, want)\nright()\n",
           why="trec_eval success.k (10.0's m_success.c); DPR reports top-k accuracy the same way"),
        ok("u18w_eval_rprec_page_level", "KILT's page-level R-precision: gold pages from provenance (1-3 a question, "
           "titles with commas and parentheses), a page run: -m Rprec equals the hand mean R-precision",
           "pool = title_pool(200)\nrun = retriever(30, 30, 41, pool, 0, 20)\nrnd = random.Random(42)\n"
           "qrels = {q: {d: 1 for d in rnd.sample(sorted(p), rnd.randint(1, 3))} for q, p in run.items()}\n"
           "for q in list(qrels)[::3]:\n    qrels[q][rnd.choice(pool)] = 1\n"
           "write_run('pages.run', run, 'bm25')\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'pages.run', '-m', 'Rprec')\n"
           "want = mean_over(run, qrels, rprec)\nif not close(got['Rprec'], want, 1e-9):\n    wrong(got, want)\nright()\n",
           why="KILT (Petroni et al. 2021): R-precision over provenance pages; trec_eval's Rprec"),
        ok("u18w_eval_complete_skipped_questions", "a DPR run that skipped 6 of 30 questions (empty question text): "
           "-c counts them as finding nothing, success.20 over all 30 questions as DPR's accuracy does",
           "pool = wiki_pool(300)\ndpr = retriever(30, 40, 51, pool, 60, 90)\nqrels = has_answer_qrels([dpr], 52)\n"
           "for q in ['3', '7', '11', '19', '23', '29']:\n    del dpr[q]\n"
           "write_run('dpr.run', dpr, 'dpr')\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'dpr.run', '-m', 'success.20', '-c')\n"
           "want = mean_over(dpr, qrels, lambda p, r: success_at(p, r, 20), complete=True)\n"
           "if not close(got['Success@20'], want, 1e-9):\n    wrong(got, want)\nright()\n",
           why="docs/trec.md: -c evaluates every judged query, one the run lacks as a ranking that finds nothing"),
        ok("u18w_eval_case_only_titles", "page qrels 'Apple' and 'Σ' against a run that returns 'apple', 'APPLE' and "
           "'σ', 'ς': trec_eval compares bytes, so only the exact title counts (success.1 and Rprec by hand)",
           "run = {'0': {'apple': 9.0, 'Apple': 8.0, 'Apple_Inc.': 7.0}, '1': {'σ': 5.0, 'ς': 4.0, 'Σ': 3.0}, "
           "'2': {'ß': 2.0, 'SS': 1.0}}\nqrels = {'0': {'Apple': 1}, '1': {'Σ': 1}, '2': {'SS': 1}}\n"
           "write_run('r.run', run, 'bm25')\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'r.run', '-m', 'success.1', '-m', 'Rprec')\n"
           "for m, f in (('Success@1', lambda p, r: success_at(p, r, 1)), ('Rprec', rprec)):\n"
           "    if not close(got[m], mean_over(run, qrels, f), 1e-9):\n        wrong(m, got)\nright()\n",
           why="trec_eval compares docnos with strcmp: 'apple' is not 'Apple'"),
        ok("u18w_eval_tied_scores_titles", "a run whose every score ties (a float16 export saturating at 65504) over "
           "non-ASCII titles: success.1 and P.3 follow trec_eval's docid-descending byte order",
           "pool = title_pool(0)\nrnd = random.Random(61)\n"
           "run = {str(q): {d: 65504.0 for d in rnd.sample(pool, 10)} for q in range(20)}\n"
           "qrels = {q: {rnd.choice(sorted(p)): 1} for q, p in run.items()}\nwrite_run('r.run', run, 'dpr')\n"
           "write_qrels('qrels.txt', qrels)\ngot = eval_json('--qrels', 'qrels.txt', 'r.run', '-m', 'success.1', '-m', 'P.3')\n"
           "p3 = lambda p, r: sum(1 for d in desc_order(p)[:3] if r.get(d, 0) > 0) / 3\n"
           "for m, f in (('Success@1', lambda p, r: success_at(p, r, 1)), ('P@3', p3)):\n"
           "    if not close(got[m], mean_over(run, qrels, f), 1e-9):\n        wrong(m, got[m], mean_over(run, qrels, f))\nright()\n",
           why="docs/conventions.md: a tie broken by the docid descending (strcmp's byte order)"),
        ok("u18w_eval_fused_run_success", "fuse BM25 + DPR, then evaluate the fused run's success.5 and success.20 "
           "against has_answer qrels: equal to the hand accuracy of the hand RRF ranking",
           three + "qrels = has_answer_qrels([bm25, dpr], 71, share=0.08)\nwrite_qrels('qrels.txt', qrels)\n"
           "ck(*cli('fuse', 'bm25.run', 'dpr.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "fused = {}\nfor q, (sc, cnt, best) in per_query({'a': bm25, 'b': dpr}, rrf_ref):\n"
           "    order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
           "    fused[q] = {d: float(len(order) - i) for i, d in enumerate(order)}\n"
           "got = eval_json('--qrels', 'qrels.txt', 'fused.run', '-m', 'success.5,20')\n"
           "for k in (5, 20):\n    want = mean_over(fused, qrels, lambda p, r: success_at(p, r, k))\n"
           "    if not close(got['Success@%d' % k], want, 1e-9):\n        wrong(k, got, want)\nright()\n",
           why="docs/conventions.md: a written fused run is read by trec_eval in the file's order; success.k by hand"),
        ok("u18w_eval_qrels_q0_iteration", "qrels written like a run's lines, 'Q0' in the iteration column "
           "('12 Q0 wiki:345 1'): trec_eval ignores that column; success.20 and recall.20 equal the hand values",
           "pool = wiki_pool(400)\nrun = retriever(30, 40, 141, pool, 60, 90)\nqrels = has_answer_qrels([run], 142)\n"
           "write_run('dpr.run', run, 'dpr')\n"
           "open('qrels.txt', 'w').write(''.join('%s Q0 %s %d\\n' % (q, d, g) for q, r in qrels.items() for d, g in r.items()))\n"
           "got = eval_json('--qrels', 'qrels.txt', 'dpr.run', '-m', 'success.20', '-m', 'recall.20')\n"
           "rec = lambda p, r: sum(1 for d in desc_order(p)[:20] if r.get(d, 0) > 0) / sum(1 for g in r.values() if g > 0)\n"
           "for m, f in (('Success@20', lambda p, r: success_at(p, r, 20)), ('R@20', rec)):\n"
           "    if not close(got[m], mean_over(run, qrels, f), 1e-9):\n        wrong(m, got)\nright()\n",
           why="trec_eval's qrels reader ignores the second field (docs/trec.md's qrels 'qid iter docid rel')"),
        ok("u18w_eval_success_printed_names", "-m success_20 and -m success (trec_eval's printed name pasted back, "
           "and the bare measure: trec_eval's cutoffs 1, 5, 10): every value equals the hand top-k accuracy",
           "pool = wiki_pool(300)\nrun = retriever(30, 40, 151, pool, 60, 90)\nqrels = has_answer_qrels([run], 152)\n"
           "write_run('dpr.run', run, 'dpr')\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'dpr.run', '-m', 'success_20', '-m', 'success')\n"
           "for k in (1, 5, 10, 20):\n    want = mean_over(run, qrels, lambda p, r: success_at(p, r, k))\n"
           "    if not close(got.get('Success@%d' % k, -1.0), want, 1e-9):\n        wrong(k, got, want)\nright()\n",
           why="docs/trec.md: trec_eval's names are read too; trec_eval's success has cutoffs 1, 5, 10"),
        ok("u18w_kilt_int64_qids_cli", "KILT's NQ ids as question ids ('-8877013593467446405', "
           "'5225754983651766092', 19 digits, signed): the fused run and evaluate -q --json keep each id's text "
           "exactly (no double rounding), RRF and success.1 by hand",
           "rnd = random.Random(161)\nqs = [str(rnd.randrange(-2 ** 63, 2 ** 63)) for _ in range(12)] + ['-8877013593467446405', '-8877013593467446404']\n"
           "pool = title_pool(60)\nbm25 = {q: p for q, p in zip(qs, retriever(len(qs), 15, 162, pool, 0, 30).values())}\n"
           "dpr = {q: p for q, p in zip(qs, retriever(len(qs), 15, 163, pool, 60, 90).values())}\n"
           "write_run('bm25.run', bm25, 'bm25')\nwrite_run('dpr.run', dpr, 'dpr')\n"
           "qrels = has_answer_qrels([bm25], 164, share=0.2)\nwrite_qrels('qrels.txt', qrels)\n"
           "ck(*cli('fuse', 'bm25.run', 'dpr.run', '--method', 'rrf', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', {'bm25': bm25, 'dpr': dpr}, rrf_ref)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'bm25.run', '-m', 'success.1', '-q')\n"
           "if set(got['per_query']) != set(qs):\n    wrong('qids', sorted(set(got['per_query']) ^ set(qs))[:4])\n"
           "for q in qs:\n    if got['per_query'][q]['Success@1'] != success_at(bm25[q], qrels[q], 1):\n        wrong(q, got['per_query'][q])\nright()\n",
           why="trec_eval reads a qid as text; a 19-digit id read as a double would merge neighbours"),
        ok("u18w_api_frame_kilt_int64_qids", "a long DataFrame whose q_id is KILT's int64 ids (neighbours "
           "-8877013593467446405 and ...404 among them): rankagg.fuse keeps them int64 and distinct, RRF by hand",
           "import numpy as np, pandas as pd, rankagg\nqs = [-8877013593467446405, -8877013593467446404, 5225754983651766092, 2 ** 63 - 1]\n"
           "pool = wiki_pool(200)\nruns = {m: {q: p for q, p in zip(qs, retriever(4, 20, s, pool, lo, hi).values())} "
           "for m, s, lo, hi in (('bm25', 171, 0, 30), ('dpr', 172, 60, 90))}\n"
           "rows = [(q, d, s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "frame = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).astype({'q_id': np.int64})\n"
           "out = rankagg.fuse(frame, 'rrf', depth=None)\nif out.q_id.dtype != np.int64:\n    wrong('q_id dtype', out.q_id.dtype)\n"
           "for q in qs:\n    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = agree(list(zip(o.doc_id, o.score)), rrf_ref({m: r[q] for m, r in runs.items()}))\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="README: rankagg.fuse returns what it was given; int64 ids stay integers"),
        ok("u18w_pyserini_same_tag_weights", "two Pyserini runs both tagged 'Anserini' (BM25 flat and BM25+RM3): "
           "named by file, weighted by file name (--weights bm25-flat.run=0.3,bm25-rm3.run=1), RRF by hand",
           "pool = title_pool(100)\nflat = retriever(20, 30, 181, pool, 0, 30)\nrm3 = retriever(20, 30, 182, pool, 0, 35)\n"
           "write_run('bm25-flat.run', flat, 'Anserini')\nwrite_run('bm25-rm3.run', rm3, 'Anserini')\n"
           "ck(*cli('fuse', 'bm25-flat.run', 'bm25-rm3.run', '--method', 'rrf', '--weights', "
           "'bm25-flat.run=0.3,bm25-rm3.run=1', '--quiet', '-o', 'fused.run')[::2])\n"
           "check_fused_file('fused.run', {'f': flat, 'r': rm3}, lambda m: rrf_ref(m, w={'f': 0.3, 'r': 1.0}))\nright()\n",
           why="docs/conventions.md: ranker names are the run tags, file names when tags repeat"),
        ok("u18w_eval_success_unanswerable_questions", "NQ questions none of whose retrieved passages has the "
           "answer (every passage judged 0): DPR counts them as failures; success.5 and success.20 over every judged "
           "question, those included, equal the hand accuracy",
           "pool = wiki_pool(400)\nrun = retriever(30, 40, 201, pool, 60, 90)\nqrels = has_answer_qrels([run], 202)\n"
           "for q in ('2', '5', '17', '28'):\n    qrels[q] = {d: 0 for d in run[q]}\n"
           "for q, p in run.items():\n    for d in p:\n        qrels[q].setdefault(d, 0)\n"
           "write_run('dpr.run', run, 'dpr')\nwrite_qrels('qrels.txt', qrels)\n"
           "got = eval_json('--qrels', 'qrels.txt', 'dpr.run', '-m', 'success.5,20')\n"
           "for k in (5, 20):\n    want = mean_over(run, qrels, lambda p, r: success_at(p, r, k))\n"
           "    if not close(got['Success@%d' % k], want, 1e-9):\n        wrong(k, got, want)\nright()\n",
           why="trec_eval evaluates a judged query with no relevant document (its success 0); DPR's accuracy counts "
           "every question"),
        ok("u18w_eval_level_has_answer_grades", "graded qrels (2 = gold provenance page, 1 = has_answer passage only): "
           "-l 2 -m success.5 counts only grade 2, -m success.5 both",
           "pool = title_pool(100)\nrun = retriever(25, 20, 81, pool, 0, 30)\nrnd = random.Random(82)\n"
           "qrels = {q: {d: rnd.choice([1, 1, 2]) for d in rnd.sample(sorted(p), 3)} for q, p in run.items()}\n"
           "write_run('r.run', run, 'bm25')\nwrite_qrels('qrels.txt', qrels)\n"
           "g2 = eval_json('--qrels', 'qrels.txt', 'r.run', '-m', 'success.5', '-l', '2')\n"
           "g1 = eval_json('--qrels', 'qrels.txt', 'r.run', '-m', 'success.5')\n"
           "w2 = mean_over(run, {q: {d: int(g >= 2) for d, g in r.items()} for q, r in qrels.items()}, lambda p, r: success_at(p, r, 5))\n"
           "w1 = mean_over(run, qrels, lambda p, r: success_at(p, r, 5))\n"
           "v2 = next(v for k, v in g2.items() if k.startswith('Success') and k.endswith('@5'))\n"
           "if not (close(v2, w2, 1e-9) and close(g1['Success@5'], w1, 1e-9)):\n    wrong(g2, w2, g1, w1)\nright()\n",
           why="docs/trec.md: -l LEVEL, measures that count relevant documents count those judged LEVEL or above"),
        # ------------------------------------------------------------------ the Python API in the notebook
        ok("u18w_api_fuser_dpr_ctxs", "per question, the Fuser on DPR's ctxs turned into (ids, scores) arrays "
           "(NumPy str_ 'wiki:N', float32 inner products) and BM25's {id: score}: RRF by hand, ids as str",
           "import numpy as np, rankagg\npool = wiki_pool(400)\ndpr = retriever(20, 30, 91, pool, 60, 90)\n"
           "bm25 = retriever(20, 30, 92, pool, 0, 30)\nfu = rankagg.Fuser('rrf')\n"
           "for q in dpr:\n    ids = np.array(desc_order(dpr[q]))\n    sc = np.array([dpr[q][d] for d in ids], dtype=np.float32)\n"
           "    got = fu({'dpr': (ids, sc), 'bm25': bm25[q]})\n"
           "    if not all(type(d) is str for d, _ in got):\n        wrong('id type', type(got[0][0]))\n"
           "    ref = rrf_ref({'dpr': {d: float(s) for d, s in zip(ids.tolist(), sc)}, 'bm25': bm25[q]})\n"
           "    msg = agree([(str(d), s) for d, s in got], ref)\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="README: the Fuser takes (ids, scores) and {docid: score}; RRF by hand"),
        ok("u18w_api_fuse_evaluate_titles", "rankagg.fuse of {run: {qid: {title: score}}} dicts (BM25, DPR) then "
           "rankagg.evaluate(fused, page qrels, ['Success@5', 'Rprec']): both equal the hand values",
           "import rankagg\npool = title_pool(150)\nbm25 = retriever(25, 20, 101, pool, 0, 30)\n"
           "dpr = retriever(25, 20, 102, pool, 60, 90)\nrnd = random.Random(103)\n"
           "qrels = {q: {d: 1 for d in rnd.sample(sorted(set(bm25[q]) | set(dpr[q])), 2)} for q in bm25}\n"
           "fused = rankagg.fuse({'bm25': bm25, 'dpr': dpr}, method='rrf')\n"
           "for q, ref in per_query({'bm25': bm25, 'dpr': dpr}, rrf_ref):\n    msg = agree(list(fused[q].items()), ref)\n"
           "    if msg:\n        wrong(q, msg)\nres = rankagg.evaluate(fused, qrels, ['Success@5', 'Rprec'])\n"
           "order = {q: {d: float(len(fused[q]) - i) for i, d in enumerate(fused[q])} for q in fused}\n"
           "for m, f in (('Success@5', lambda p, r: success_at(p, r, 5)), ('Rprec', rprec)):\n"
           "    want = mean_over(order, qrels, f)\n    have = res[m] if m in res else res.get(m.replace('@', '_'))\n"
           "    if have is None or not close(float(have), want, 1e-9):\n        wrong(m, res, want)\nright()\n",
           why="README: rankagg.fuse then rankagg.evaluate with rankagg's tie order; success and Rprec by hand"),
        bad("u18w_api_qrels_frame_bool_has_answer", "qrels as a pandas frame straight from DPR's JSON (query_id, "
            "doc_id, relevance = has_answer, a bool column) given to rankagg.evaluate",
            "import pandas as pd, rankagg\npool = wiki_pool(300)\ndpr = retriever(20, 30, 111, pool, 60, 90)\n"
            "qrels = has_answer_qrels([dpr], 112, share=0.1)\n"
            "rows = [(q, d, bool(qrels[q].get(d, 0))) for q, p in dpr.items() for d in p]\n"
            "frame = pd.DataFrame(rows, columns=['query_id', 'doc_id', 'relevance'])\n"
            "print(rankagg.evaluate(dpr, frame, ['Success@5', 'P@10']))\n", "qrels", "for query 0",
            why="rankagg's in-process rule (rankagg.io.rules.number_value; u3o_evaluate_bool_grade): a bool is no "
            "grade trec_eval reads; refused naming the query and document, so the user writes 1 and 0"),
        ok("u18w_api_frame_long_dpr_passages", "a long DataFrame of the three retrievers (q_id, doc_id 'wiki:N', "
           "score, run) built from DPR JSON: rankagg.fuse(frame, 'combsum', norm='minmax') equals the hand CombSUM",
           "import pandas as pd, rankagg\npool = wiki_pool(800)\n"
           "runs = {'bm25': retriever(15, 40, 121, pool, 0, 30), 'dpr': retriever(15, 40, 122, pool, 60, 90), "
           "'colbert': retriever(15, 40, 123, pool, 10, 20)}\n"
           "rows = [(q, d, s, m) for m, r in runs.items() for q, p in r.items() for d, s in p.items()]\n"
           "frame = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "out = rankagg.fuse(frame, 'combsum', norm='minmax', depth=None)\n"
           "for q, ref in per_query(runs, combsum_ref):\n    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = agree(list(zip(o.doc_id, o.score)), ref)\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="README: a long DataFrame in, a frame out; min-max CombSUM by hand"),
        ok("u18w_report_title_tags", "evaluate --json -q of runs tagged 'Anserini' and 'dpr-multi' over title ids, "
           "then rankagg report to HTML: the page names both runs (by tag) and the measure",
           three + "qrels = has_answer_qrels([bm25, dpr], 131)\nwrite_qrels('qrels.txt', qrels)\n"
           "rc, out, err = cli('evaluate', '--qrels', 'qrels.txt', 'bm25.run', 'dpr.run', '-m', 'success.5', '-m', 'Rprec', '-q', '--json')\n"
           "ck(rc, err)\nopen('eval.json', 'w').write(out)\n"
           "ck(*cli('report', 'eval.json', '--baseline', 'bm25.run', '-o', 'report.html')[::2])\n"
           "html = open('report.html', encoding='utf-8').read()\n"
           "if not all(x in html for x in ('Anserini', 'dpr-multi', 'Rprec')):\n    wrong('report lacks a run or Rprec')\nright()\n",
           why="docs/report.md: one HTML page with every measure and run"),
        # ------------------------------------------------------------------ the team's mistakes
        cli_bad("u18w_dpr_json_given_to_fuse", "DPR's retrieval JSON (dense_retriever.py's output: question, answers, "
                "ctxs) given to rankagg fuse as a run", ["fuse", "nq-test-dpr.json", "bm25.run", "-o", "fused.run"],
                {"nq-test-dpr.json": _DPR_JSON, "bm25.run": run_b}, "nq-test-dpr.json",
                why="no reader of rankagg reads DPR's JSON; the file must be named (issue 45: the reason it was not read)"),
        cli_bad("u18w_kilt_jsonl_given_as_run", "Pyserini's --output-format kilt (KILT JSONL with provenance) given to "
                "rankagg fuse as a run", ["fuse", "bm25.kilt.jsonl", "dpr.run", "-o", "fused.run"],
                {"bm25.kilt.jsonl": _KILT_LINE + "\n" + _KILT_LINE.replace("-8877", "-1234") + "\n", "dpr.run": run_a},
                "bm25.kilt.jsonl", why="KILT JSONL is no TREC run; the file must be named"),
        cli_bad("u18w_kilt_jsonl_given_as_qrels", "KILT's gold file (nq-dev-kilt.jsonl) given as --qrels to "
                "rankagg evaluate", ["evaluate", "--qrels", "nq-dev-kilt.jsonl", "dpr.run", "-m", "Rprec"],
                {"nq-dev-kilt.jsonl": _KILT_LINE + "\n", "dpr.run": run_a}, "nq-dev-kilt.jsonl",
                why="trec_eval refuses a qrels line of one field; the file must be named", outputs=(), fast=True),
        cli_bad("u18w_psgs_tsv_given_as_run", "DPR's passage collection psgs_w100.tsv (id, text, title with a header) "
                "given as a run", ["fuse", "psgs_w100.tsv", "dpr.run", "-o", "fused.run"],
                {"psgs_w100.tsv": "id\ttext\ttitle\n1\t\"Aaron Aaron ( or ; \"\"Ahärôn\"\") is ...\"\tAaron\n"
                 "2\tGod at Sinai granted Aaron the priesthood\tAaron\n", "dpr.run": run_a}, "psgs_w100.tsv",
                why="a table with a header is no TREC run; trec_eval refuses its first line"),
        cli_bad("u18w_title_with_blank_run", "a BM25 run whose page title kept its blank ('Paris (mythology)' written "
                "without '_'): seven fields on line 4", ["fuse", "bm25.run", "dpr.run", "-o", "fused.run"],
                {"bm25.run": run_b + "1 Q0 Paris (mythology) 2 8.0 bm25\n", "dpr.run": run_a}, "bm25.run:4",
                why="trec_eval reads six fields; a seventh would shift the score: refused naming the line", fast=True),
        cli_bad("u18w_title_with_blank_qrels", "page qrels written from KILT titles with blanks ('Washington, D.C.')",
                ["evaluate", "--qrels", "qrels.txt", "dpr.run", "-m", "Rprec"],
                {"qrels.txt": qrels + "1 0 Washington, D.C. 1\n", "dpr.run": run_a}, "qrels.txt:4",
                why="trec_eval reads four qrels fields; a fifth is a format error", outputs=()),
        cli_bad("u18w_fuse_page_run_duplicate_title", "the same page-level run with a repeated title given to fuse",
                ["fuse", "pages.run", "bm25.run", "-o", "fused.run"],
                {"pages.run": "0 Q0 Zürich 1 81.2 dpr\n0 Q0 Zürich#3 2 80.1 dpr\n0 Q0 Zürich 3 79.0 dpr\n",
                 "bm25.run": run_b}, "pages.run:3", why="docs/conventions.md: a document twice in one list is refused"),
        cli_bad("u18w_has_answer_as_score", "a DPR run written with has_answer in the score column ('True', 'False') "
                "by a conversion script", ["fuse", "dpr.run", "bm25.run", "-o", "fused.run"],
                {"dpr.run": "0 Q0 Zürich 1 True dpr\n0 Q0 Ǎ 2 False dpr\n", "bm25.run": run_b}, "dpr.run:1",
                why="trec_eval's atof reads 'True' as 0, every list a tie: a wrong answer; a non-numeric score is refused"),
        cli_bad("u18w_qrels_has_answer_true", "qrels written from has_answer with Python's str(bool): '1 0 wiki:12 True'",
                ["evaluate", "--qrels", "qrels.txt", "dpr.run", "-m", "success.5"],
                {"qrels.txt": "0 0 Zürich True\n0 0 Ǎ False\n", "dpr.run": run_a}, "qrels.txt:1",
                why="trec_eval's grade is an integer; 'True' would be read as 0 by atoi: a wrong answer", outputs=(),
                fast=True),
        cli_bad("u18w_measure_success_zero", "-m success.0 (a cutoff of zero passages)",
                ["evaluate", "--qrels", "qrels.txt", "dpr.run", "-m", "success.0"],
                {"qrels.txt": qrels, "dpr.run": run_a}, "success.0",
                why="a top-0 accuracy is no measure; the cutoff must be positive", outputs=()),
        cli_bad("u18w_weights_short_names", "--weights dpr=1,bm25=0.3 when the runs are tagged 'dpr-multi' and "
                "'Anserini' (names from the paper, not the files)",
                ["fuse", "dpr.run", "bm25.run", "--method", "rrf", "--weights", "dpr=1,bm25=0.3", "-o", "fused.run"],
                {"dpr.run": run_a.replace(" dpr\n", " dpr-multi\n"), "bm25.run": run_b.replace(" bm25\n", " Anserini\n")},
                "dpr", why="a weight for no run would be dropped: the fusion would not be the one asked for"),
        bad("u18w_api_frame_dpr_columns", "a frame flattened from DPR's JSON (question, ctx_id, title, score, "
            "has_answer) given to rankagg.fuse as is",
            "import pandas as pd, rankagg\nframe = pd.DataFrame({'question': ['who wrote frankenstein'] * 2, "
            "'ctx_id': ['wiki:1234', 'wiki:98'], 'title': ['Mary Shelley', 'Frankenstein'], 'score': [81.2, 80.1], "
            "'has_answer': [True, False]})\nrankagg.fuse(frame, 'rrf')\n", "ctx_id",
            why="no column is a query id or a document id by name; the refusal names the frame's columns"),
        bad("u18w_api_fuser_h5py_bytes_ids", "DPR ids read back from an HDF5 index with h5py (a NumPy bytes array "
            "b'wiki:1') given to the Fuser with their float32 scores",
            "import numpy as np, rankagg\nids = np.array([b'wiki:1', b'wiki:2', 'Z\u00fcrich'.encode()])\n"
            "print(rankagg.Fuser('rrf')({'dpr': (ids, np.array([3.0, 2.0, 1.0], dtype=np.float32)), 'bm25': {'wiki:2': 1.0}}))\n",
            "dpr", why="docs/conventions.md: docids are str or all int; bytes have no one text (decode them)"),
        bad("u18w_model_dev_runs_to_test_runs", "tune on NQ dev's two runs both tagged 'Anserini' (named by file), then "
            "apply the model to NQ test's runs (other file names)",
            "pool = wiki_pool(500)\nfor split, seed in (('dev', 211), ('test', 213)):\n"
            "    write_run('nq-%s-bm25.run' % split, retriever(30, 30, seed, pool, 0, 30), 'Anserini')\n"
            "    write_run('nq-%s-rm3.run' % split, retriever(30, 30, seed + 1, pool, 0, 30), 'Anserini')\n"
            "dev = retriever(30, 30, 211, pool, 0, 30)\nwrite_qrels('qrels-dev.txt', has_answer_qrels([dev], 215))\n"
            "ck(*cli('tune', 'nq-dev-bm25.run', 'nq-dev-rm3.run', '--qrels', 'qrels-dev.txt', '--method', 'rrf', "
            "'--measure', 'Success@20', '-o', 'dev-model.json')[::2])\n"
            "rc, out, err = cli('fuse', 'nq-test-bm25.run', 'nq-test-rm3.run', '--model', 'dev-model.json', '-o', 'fused.run')\n"
            "passthrough(rc, err)\n", "dev-model.json", timeout=180,
            why="the model's weights are keyed by the names it was tuned on; other names would be fused unweighted"),
        bad("u18w_api_qrels_has_answer_column", "a qrels frame with DPR's column names (qid, docid, has_answer) given "
            "to rankagg.evaluate",
            "import pandas as pd, rankagg\nrankagg.evaluate({'0': {'wiki:1': 2.0}}, pd.DataFrame({'qid': ['0'], 'docid': ['wiki:1'], "
            "'has_answer': [1]}), ['Success@1'])\n", "has_answer",
            why="no column is a grade by name; the refusal names the frame's columns"),
        bad("u18w_api_fuse_dpr_json_loaded", "DPR's retrieval JSON loaded with json.load (a list of {question, answers, "
            "ctxs}) given to rankagg.fuse", "import rankagg\nrankagg.fuse(json.loads(open('nq-test-dpr.json').read()), 'rrf')\n",
            "question", why="a DPR record is no run {qid: {docid: score}}: the refusal names what it read",
            files={"nq-test-dpr.json": _DPR_JSON}),
        bad("u18w_api_fuser_ctx_dicts", "the Fuser given DPR's ctxs as they are (a list of {id, title, text, score, "
            "has_answer} dicts) for the run 'dpr'",
            "import rankagg\nctxs = [{'id': 'wiki:1234', 'title': 'Mary Shelley', 'text': '...', 'score': '81.2', "
            "'has_answer': True}, {'id': 'wiki:98', 'title': 'Frankenstein', 'text': '...', 'score': '80.1', "
            "'has_answer': False}]\nrankagg.Fuser('rrf')({'dpr': ctxs, 'bm25': {'wiki:98': 12.0}})\n", "dpr",
            why="a dict is no document id: read as ids, the list would be fused as the dicts' text"),
        bad("u18w_api_frame_mixed_qid_types", "two retrievers' frames concatenated: BM25's q_id are ints (12), DPR's "
            "zero-padded strings ('0012') read from a CSV with dtype=str",
            "import pandas as pd, rankagg\na = pd.DataFrame({'q_id': [12, 12], 'doc_id': ['Zürich', 'Ǎ'], 'score': [3.0, 2.0], 'run': 'bm25'})\n"
            "b = pd.DataFrame({'q_id': ['0012', '0012'], 'doc_id': ['Ǎ', 'Zürich'], 'score': [80.0, 79.0], 'run': 'dpr'})\n"
            "print(rankagg.fuse(pd.concat([a, b], ignore_index=True), 'rrf'))\n", "q_id",
            why="12 and '0012' are one question to the user and two to trec_eval: refusing names the column"),
        bad("u18w_api_evaluate_qrels_str_bool", "rankagg.evaluate with qrels read from a CSV export where has_answer "
            "became the text 'True' / 'False'",
            "import rankagg\nrankagg.evaluate({'0': {'Zürich': 2.0, 'Ǎ': 1.0}}, {'0': {'Zürich': 'True', 'Ǎ': 'False'}}, ['Success@1'])\n",
            "Zürich", why="docs/trec.md: a text grade other than an integer is refused, naming the query and document"),
        bad("u18w_api_fuse_empty_ctx_id", "a DPR ctx whose id is '' (a passage missing from the id map) in the "
            "dict given to rankagg.fuse",
            "import rankagg\nrankagg.fuse({'dpr': {'q7': {'wiki:1': 3.0, '': 2.0}}, 'bm25': {'q7': {'wiki:1': 1.0}}}, 'rrf')\n",
            "q7", why="formats.RULES: an empty id is refused, named by its run and query"),
        bad("u18w_api_fuse_nan_score_numpy", "a DPR score that is NaN (a float16 overflow of inf - inf) in a long "
            "frame given to rankagg.fuse",
            "import numpy as np, pandas as pd, rankagg\nf = pd.DataFrame({'q_id': ['q1'] * 3, 'doc_id': ['Zürich', 'Ǎ', 'Ω'], "
            "'score': np.array([80.0, np.nan, 79.0], dtype=np.float16), 'run': 'dpr'})\nrankagg.fuse(f, 'rrf')\n",
            "score", why="docs/conventions.md: a NaN score is refused; where it would rank is undefined"),
        cli_bad("u18w_run_qids_zero_padded_vs_qrels", "a Pyserini run with question ids zero-padded ('0012') "
                "evaluated against qrels whose ids are '12': no question in common",
                ["evaluate", "--qrels", "qrels.txt", "dpr.run", "-m", "success.20"],
                {"qrels.txt": "12 0 Zürich 1\n13 0 Ǎ 1\n", "dpr.run": "0012 Q0 Zürich 1 3.0 dpr\n0013 Q0 Ǎ 1 2.0 dpr\n"},
                "dpr.run", why="trec_eval 10.0 finds no query in common; a mean over no query would be a made-up 0",
                outputs=()),
    ]
