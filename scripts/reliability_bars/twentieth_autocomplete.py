"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a query-autocomplete team's suggestion rankers (its cases, ids ``u20q_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: for each typed prefix (``new y``, ``c+``, ``2024``, ``東京``, the empty prefix) three suggestion rankers
answer: the most-popular completion (``mpc``: counts from the query log, many ties), a neural language model
(``nlm``: log-probabilities, negative, higher is better) and a personalised history ranker (``personal``: recency
weights, often fewer than ten suggestions or none).  Suggestions are full query strings, blanks and all: the team
percent-encodes them into TREC-safe ids (``new%20york``) or joins words with ``_``, fuses the three lists per prefix
(RRF, Borda, CombSUM, the per-prefix :class:`rankagg.Fuser` of the serving path, ``--depth 10``), and evaluates the
fused lists by the MRR of the submitted query (one relevant item per prefix: RR@10 and Success@1, trec_eval's
means), on a few hundred prefixes and on 300,000.  The mistakes: the raw JSON-lines export given as it is, a
suggestion with a blank or a tab left unencoded (in a run line, a qrels line, a frame, the Fuser), the empty prefix
exported as ``''`` or null, prefixes that pandas reads as missing or as numbers (``nan``, ``null``, ``NA``, ``2024``
beside ``02024``), a ranker padding its short list with empty strings or nulls.

The references below (``_REF``) are independent of rankagg's code: RRF, Borda and CombSUM of min-max scores per
prefix (``references.RANKED_LISTS``), the house tie rule's agreement (``references.HOUSE_AGREEMENT``), and RR@k and
Success@k by trec_eval's rule (the run's scores sorted descending, ties by the docid descending as bytes; the mean
over the prefixes both judged and in the run)."""

from __future__ import annotations

from .case import Case, pandas_setup, snippet_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, CLI_OR_EXIT

TWENTIETH_AUTOCOMPLETE = "45 Unseen inputs: a twentieth bar, a query-autocomplete team's suggestion rankers"

_REF = r'''
import json, math, os, subprocess, sys, unicodedata
from urllib.parse import quote, unquote
import numpy as np
import pandas as pd
import rankagg
WORDS = ['new', 'york', 'times', 'year', 'c++', 'tutorial', "what's", 'weather', 'café', 'near', 'me', '東京',
         '天気', '🍕', 'pizza', '2024', 'olympics', 'python', 'list', 'comprehension', '"quoted"', 'how', 'to',
         'tie', 'a', 'bow', 'vs', 'san', 'francisco', 'giants']
def enc(q):
    """the team's TREC-safe id of a query string: percent-encoding (every blank becomes %20)"""
    return quote(q, safe='')
def qac(n, seed=0, ident=enc, personal_share=0.4, depth=10):
    """{ranker: {prefix id: {suggestion id: score}}} and {prefix id: submitted suggestion id}"""
    rng = np.random.default_rng(seed)
    mpc, nlm, per, log = {}, {}, {}, {}
    for i in range(n):
        w = [WORDS[j] for j in rng.choice(len(WORDS), 3, replace=False)]
        prefix = ident(w[0][:max(1, len(w[0]) - 1)] + '~%d' % i)
        pool = [ident(' '.join([w[0]] + [WORDS[j] for j in rng.choice(len(WORDS), 1 + k % 3, replace=False)]) + ' %d' % k)
                for k in range(16)]
        pop = rng.zipf(1.6, 16).astype(float)
        top = list(np.argsort(-pop, kind='stable')[:depth])
        mpc[prefix] = {pool[k]: float(pop[k]) for k in top}
        m = rng.choice(16, int(rng.integers(3, depth + 1)), replace=False)
        nlm[prefix] = {pool[k]: float(-np.round(rng.exponential(2.0) + 0.01, 4)) for k in m}
        if rng.random() < personal_share:
            h = rng.choice(16, int(rng.integers(1, 5)), replace=False)
            per[prefix] = {pool[k]: float(np.round(rng.random(), 3)) for k in h}
        log[prefix] = pool[int(rng.choice(16, p=pop / pop.sum()))]
    return {'mpc': mpc, 'nlm': nlm, 'personal': per}, log
def write_run(path, run, tag):
    with open(path, 'w', encoding='utf-8') as f:
        for q, p in run.items():
            for r, d in enumerate(sorted(p, key=lambda d: (p[d], d.encode()), reverse=True), 1):
                f.write('%s Q0 %s %d %r %s\n' % (q, d, r, p[d], tag))
def write_qrels(path, log):
    with open(path, 'w', encoding='utf-8') as f:
        for q, d in log.items():
            f.write('%s 0 %s 1\n' % (q, d))
def per_prefix(rankers):
    """{prefix: {ranker: its list}}, only the rankers that returned something for the prefix"""
    out = {}
    for m, run in rankers.items():
        for q, p in run.items():
            if p:
                out.setdefault(q, {})[m] = p
    return out
def refs_of(rankers, ref, **kw):
    return {q: ref(models, **kw) for q, models in per_prefix(rankers).items()}
def read_run(path):
    rows = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((d, float(s)))
    return rows
def rows_of(fused):
    """a fused {qid: {docid: score}} (best first) as {qid: [(docid, score)]}"""
    return {q: list(p.items()) for q, p in fused.items()}
def agree_all(rows, refs, depth=None, written=True):
    if set(rows) != set(refs):
        return 'prefixes differ: %r' % sorted(set(rows) ^ set(refs))[:4]
    for q in refs:
        msg = agree(rows[q], refs[q], depth, written)
        if msg:
            return '%s: %s' % (q, msg)
    return ''
def rr_success(run_rows, log, k=10):
    """trec_eval's RR@k and Success@1 over the prefixes judged and in the run (scores descending, ties by docid
    descending as bytes)"""
    rr, s1 = [], []
    for q, rows in run_rows.items():
        if q not in log:
            continue
        sc = dict(rows)
        order = sorted(sc, key=lambda d: (sc[d], d.encode()), reverse=True)[:k]
        r = next((i for i, d in enumerate(order, 1) if d == log[q]), None)
        rr.append(1.0 / r if r else 0.0)
        s1.append(1.0 if r == 1 else 0.0)
    return sum(rr) / len(rr), sum(s1) / len(s1)
def rr_order(run, log, k=10):
    """RR@k and Success@1 of lists taken in their given order (a fused result, best first)"""
    return rr_success({q: [(d, -i) for i, d in enumerate(p)] for q, p in run.items()}, log, k)
def _walk(obj, keys=False):
    """(key, value) pairs of every nested dict, depth first"""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield (k, v)
            yield from _walk(v, keys)
    elif isinstance(obj, list):
        for v in obj:
            yield from _walk(v, keys)
#CLI_OR_EXIT
'''[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT) + RANKED_LISTS + HOUSE_AGREEMENT

_RUN_A = "new%20y Q0 new%20york 1 412 mpc\nnew%20y Q0 new%20year 2 120 mpc\nnew%20y Q0 new%20yorker 3 64 mpc\n"
_RUN_B = "new%20y Q0 new%20york%20times 1 -0.21 nlm\nnew%20y Q0 new%20york 2 -0.9 nlm\n"


def twentieth_bar_autocomplete_cases() -> list[Case]:
    G = TWENTIETH_AUTOCOMPLETE
    ok, bad = snippet_cases(G, _REF, ok_timeout=120, bad_timeout=60)

    def cli_bad(id: str, what: str, argv: list[str], *mention: str, why: str, files: dict | None = None,
                outputs: tuple[str, ...] = ("fused.run",)) -> Case:
        return Case(id, G, what, argv=argv, files=files or {}, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=60, why=why)

    return [
        # ------------------------------------------------------------ the day's fusions, checked by hand
        ok("u20q_rrf_three_rankers_dicts", "400 prefixes, mpc counts (ties), nlm log-probabilities and the personal "
           "ranker (40% of prefixes), suggestions percent-encoded: rankagg.fuse rrf equals sum 1 / (60 + r) per prefix",
           "rk, log = qac(400, seed=1)\nout = rankagg.fuse(rk, method='rrf')\n"
           "report(agree_all(rows_of(out), refs_of(rk, rrf_ref), written=False))\n",
           why="Cormack et al. 2009: RRF sum 1 / (k + r), k = 60; ranks by trec_eval's rule (docs/conventions.md)"),
        ok("u20q_combsum_logprob_beside_counts", "CombSUM (min-max) over counts and negative log-probabilities: "
           "each list scaled to [0, 1] with its best 1, a one-suggestion list counting 1",
           "rk, log = qac(300, seed=2)\nout = rankagg.fuse(rk, method='combsum')\n"
           "report(agree_all(rows_of(out), refs_of(rk, combsum_minmax_ref), written=False))\n",
           why="docs/conventions.md: min-max per list, higher is better whatever the sign; a list of equal scores "
               "counts 1 each"),
        ok("u20q_borda_full_lists", "Borda over the three rankers where every prefix has all three lists (personal "
           "ranker on every prefix): n - r + 1 points, a missing suggestion (n - k + 1) / 2",
           "rk, log = qac(250, seed=3, personal_share=1.0)\nout = rankagg.fuse(rk, method='borda')\n"
           "report(agree_all(rows_of(out), refs_of(rk, borda_ref), written=False))\n",
           why="rankagg methods borda: n - r + 1, unranked share (n - k + 1) / 2 (Aslam & Montague 2001)"),
        ok("u20q_weighted_personal_rrf", "the personal ranker weighted 2, nlm 0.5: weighted RRF by hand",
           "rk, log = qac(300, seed=4)\nw = {'mpc': 1.0, 'nlm': 0.5, 'personal': 2.0}\n"
           "out = rankagg.fuse(rk, method='rrf', weights=w)\n"
           "report(agree_all(rows_of(out), refs_of(rk, rrf_ref, w=w), written=False))\n",
           why="README: weights multiply each run's contribution; RRF sum w / (60 + r)"),
        ok("u20q_ranker_returns_nothing", "the personal ranker answers {} for most prefixes (a cold user): its "
           "empty lists change nothing; rrf equals the reference over the rankers that answered",
           "rk, log = qac(300, seed=5)\nrk['personal'] = {q: rk['personal'].get(q, {}) for q in rk['mpc']}\n"
           "out = rankagg.fuse(rk, method='rrf')\n"
           "report(agree_all(rows_of(out), refs_of(rk, rrf_ref), written=False))\n",
           why="RRF: a list contributes only through the items it ranks; an empty list ranks none"),
        ok("u20q_trec_files_cli_rrf_depth10", "the three rankers written as TREC run files (percent-encoded ids), "
           "fused from the command line with --depth 10: each prefix's reference top ten, scores read back in order",
           "rk, log = qac(400, seed=6)\nfor m, run in rk.items():\n    write_run(m + '.run', run, m)\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '--depth', '10', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run('fused.run'), refs_of(rk, rrf_ref), depth=10))\n",
           why="Cormack et al. 2009; --depth 10 writes each prefix's ten best (rankagg fuse --help)"),
        ok("u20q_percent_encoded_round_trip", "suggestions with blanks, quotes, c++, what's, CJK and emoji "
           "percent-encoded, fused and written: unquoting the written ids gives back exactly the typed query strings",
           "texts = ['new york', 'new york ', 'New York', 'c++ tutorial', \"what's up\", '\"quoted\" query', '東京 天気', "
           "'🍕 near me', 'tab\\there', 'café', unicodedata.normalize('NFD', 'café')]\n"
           "a = {'new y': {t: float(len(texts) - i) for i, t in enumerate(texts)}}\nb = {'new y': {t: -0.1 * i for i, t in enumerate(reversed(texts))}}\n"
           "E = lambda run: {enc(q): {enc(t): s for t, s in p.items()} for q, p in run.items()}\n"
           "write_run('a.run', E(a), 'mpc')\nwrite_run('b.run', E(b), 'nlm')\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\nrows = read_run('fused.run')\n"
           "got = {unquote(q): {unquote(d) for d, _ in r} for q, r in rows.items()}\n"
           "msg = agree_all(rows, refs_of({'a': E(a), 'b': E(b)}, rrf_ref))\n"
           "report(msg or ('' if got == {'new y': set(texts)} else 'round trip: %r' % got))\n",
           why="an id is any non-blank text (docs/reliability.md): percent-encoded ids are written byte for byte, "
               "11 distinct strings give 11 suggestions"),
        ok("u20q_case_and_trailing_variants_apart", "'new_york', 'New_York', 'NEW_YORK' and 'new_york_' from "
           "different rankers: four suggestions (ids compared as written), rrf by hand",
           "a = {'ny': {'new_york': 5.0, 'New_York': 4.0, 'nyc': 1.0}}\nb = {'ny': {'NEW_YORK': -0.2, 'new_york_': -0.4, 'new_york': -1.0}}\n"
           "out = rankagg.fuse({'mpc': a, 'nlm': b}, method='rrf')\n"
           "report(agree_all(rows_of(out), refs_of({'mpc': a, 'nlm': b}, rrf_ref), written=False))\n",
           why="docs/conventions.md: ids are exact strings, as trec_eval compares them"),
        ok("u20q_mrr_at_10_submitted_log", "the fused run evaluated against the submitted-query log (one relevant "
           "suggestion per prefix): evaluate's RR@10 and Success@1 equal trec_eval's rule by hand",
           "rk, log = qac(400, seed=7)\nfor m, run in rk.items():\n    write_run(m + '.run', run, m)\nwrite_qrels('log.qrels', log)\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '--depth', '10', '-o', 'fused.run', '--quiet')\n"
           "p = cli('evaluate', '--qrels', 'log.qrels', 'fused.run', '--measures', 'MRR@10', 'success@1', '--json')\n"
           "got = json.loads(p.stdout)\nwant = rr_success(read_run('fused.run'), log)\n"
           "flat = json.dumps(got)\nvals = [v for k, v in _walk(got) if k in ('RR@10', 'Success@1')]\n"
           "report('' if len(vals) == 2 and all(abs(a - b) < 1e-4 for a, b in zip(vals, want)) else 'got %s, want %r' % (flat[:300], want))\n",
           why="trec_eval: recip_rank over the top k by score, ties by docid descending; the mean over the queries in "
               "both run and qrels"),
        ok("u20q_mrr_each_ranker_vs_fused", "per ranker and fused, MRR@10 from rankagg.evaluate on dicts equals "
           "the hand computation (the personal ranker judged only on the prefixes it answered; the fused result in "
           "its own order, ties by the house rule)",
           "rk, log = qac(300, seed=8)\nout = rankagg.fuse(rk, method='rrf')\nmsg = ''\n"
           "for name, run in list(rk.items()) + [('fused', out)]:\n"
           "    run = {q: p for q, p in run.items() if p}\n"
           "    got = rankagg.evaluate(run, {q: {d: 1} for q, d in log.items()}, ['RR@10', 'Success@1'])\n"
           "    want = rr_order(run, log) if name == 'fused' else rr_success(rows_of(run), log)\n"
           "    if abs(got['RR@10'] - want[0]) > 1e-9 or abs(got['Success@1'] - want[1]) > 1e-9:\n"
           "        msg = msg or '%s: %r, want %r' % (name, got, want)\nreport(msg)\n",
           why="trec_eval: RR@10, Success@1; queries judged and in the run; README: a fused result is evaluated in "
               "rankagg's tie order (the order it is written in)"),
        ok("u20q_mrr_complete_unanswered_prefixes", "prefixes in the log that no ranker answered: evaluate -c "
           "counts each as 0, without -c they are left out (trec_eval's -c)",
           "rk, log = qac(200, seed=9)\nfor m, run in rk.items():\n    write_run(m + '.run', run, m)\n"
           "log2 = dict(log)\nfor i in range(50):\n    log2['unanswered~%d' % i] = 'x%d' % i\nwrite_qrels('log.qrels', log2)\n"
           "cli('fuse', 'mpc.run', 'nlm.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "a = json.loads(cli('evaluate', '--qrels', 'log.qrels', 'fused.run', '--measures', 'MRR@10', '--json').stdout)\n"
           "c = json.loads(cli('evaluate', '--qrels', 'log.qrels', 'fused.run', '--measures', 'MRR@10', '--json', '-c').stdout)\n"
           "w = rr_success(read_run('fused.run'), log2)[0]\nva = [v for k, v in _walk(a) if k == 'RR@10']\nvc = [v for k, v in _walk(c) if k == 'RR@10']\n"
           "report('' if va and vc and abs(va[0] - w) < 1e-4 and abs(vc[0] - w * 200 / 250) < 1e-4 else 'got %r %r, want %r %r' % (va, vc, w, w * 0.8))\n",
           why="trec_eval -c: every judged query, one the run lacks valued 0"),
        ok("u20q_evaluate_mpc_ties_docid_desc", "the MPC ranker alone (many equal counts) evaluated: a tie between "
           "the submitted suggestion and another is broken by docid descending, as trec_eval does",
           "rk, log = qac(300, seed=10)\nwrite_run('mpc.run', rk['mpc'], 'mpc')\n"
           "with open('mpc.run', 'w') as f:\n    for q, p in rk['mpc'].items():\n"
           "        for r, d in enumerate(sorted(p), 1):\n            f.write('%s Q0 %s %d %d mpc\\n' % (q, d, r, int(p[d])))\n"
           "write_qrels('log.qrels', log)\n"
           "p = cli('evaluate', '--qrels', 'log.qrels', 'mpc.run', '--measures', 'recip_rank', 'success@1', '--json')\n"
           "got = [v for k, v in _walk(json.loads(p.stdout)) if k in ('RR', 'Success@1')]\n"
           "want = rr_success(read_run('mpc.run'), log, k=10 ** 9)\n"
           "report('' if len(got) == 2 and all(abs(a - b) < 1e-4 for a, b in zip(got, want)) else 'got %r, want %r' % (got, want))\n",
           why="trec_eval ignores the rank column: score descending, ties by docid descending (docs/conventions.md)"),
        ok("u20q_pandas_long_frame_from_jsonl", "the JSON-lines export ({prefix, ranker, suggestions, scores}) "
           "exploded by pandas into a long frame (qid, docid, score, run): rankagg.fuse rrf by hand",
           "rk, log = qac(200, seed=11)\n"
           "with open('sugg.jsonl', 'w', encoding='utf-8') as f:\n    for m, run in rk.items():\n        for q, p in run.items():\n"
           "            f.write(json.dumps({'prefix': q, 'ranker': m, 'suggestions': list(p), 'scores': list(p.values())}, ensure_ascii=False) + '\\n')\n"
           "j = pd.read_json('sugg.jsonl', lines=True, dtype={'prefix': str})\nlong = j.explode(['suggestions', 'scores'])\n"
           "long = long.dropna(subset=['suggestions']).rename(columns={'prefix': 'qid', 'suggestions': 'docid', 'scores': 'score', 'ranker': 'run'})\n"
           "long['score'] = long['score'].astype(float)\nout = rankagg.fuse(long[['qid', 'docid', 'score', 'run']], method='rrf')\n"
           "rows = {}\nfor q, d, s in zip(out['qid'], out['docid'], out['score']):\n    rows.setdefault(str(q), []).append((str(d), float(s)))\n"
           "report(agree_all(rows, refs_of(rk, rrf_ref), written=False))\n",
           why="README: rankagg.fuse takes a long DataFrame (qid, docid, score, run)"),
        ok("u20q_parquet_long_table_cli", "the three rankers in one Parquet table (q_id, doc_id, score, run), "
           "fused from the command line to a Parquet output: rrf by hand, ids intact",
           "rk, log = qac(300, seed=12)\n"
           "rows = [(q, d, s, m) for m, run in rk.items() for q, p in run.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('s.parquet', index=False)\n"
           "cli('fuse', 's.parquet', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\nt = pd.read_parquet('fused.parquet')\n"
           "qc = 'qid' if 'qid' in t else 'q_id'\ndc = 'docid' if 'docid' in t else 'doc_id'\nt = t.sort_values([qc, 'rank'])\n"
           "got = {}\nfor q, d, s in zip(t[qc], t[dc], t['score']):\n    got.setdefault(str(q), []).append((str(d), float(s)))\n"
           "report(agree_all(got, refs_of(rk, rrf_ref)))\n",
           why="rankagg fuse --help: one Parquet table q_id doc_id score run; -o .parquet a table"),
        ok("u20q_arrow_dictionary_ids", "a pyarrow table whose qid and docid columns are dictionary-encoded "
           "large strings (the serving logs' Arrow export): rankagg.fuse combsum by hand",
           "import pyarrow as pa\nrk, log = qac(200, seed=13)\n"
           "rows = [(q, d, s, m) for m, run in rk.items() for q, p in run.items() for d, s in p.items()]\n"
           "t = pa.table({'qid': pa.array([r[0] for r in rows], pa.large_string()).dictionary_encode(),\n"
           "              'docid': pa.array([r[1] for r in rows], pa.large_string()).dictionary_encode(),\n"
           "              'score': [r[2] for r in rows], 'run': [r[3] for r in rows]})\n"
           "out = rankagg.fuse(t, method='combsum')\nout = out.to_pandas() if hasattr(out, 'to_pandas') else out\n"
           "got = {}\nfor q, d, s in zip(out['qid'], out['docid'], out['score']):\n    got.setdefault(str(q), []).append((str(d), float(s)))\n"
           "report(agree_all(got, refs_of(rk, combsum_minmax_ref), written=False))\n",
           why="README: rankagg.fuse takes Arrow tables; dictionary encoding is a storage detail"),
        ok("u20q_fuser_per_prefix_serving", "the serving path: rankagg.Fuser('rrf') called per prefix with the "
           "three lists (mpc and nlm as dicts, the personal ranker as a list best first) equals the reference",
           "rk, log = qac(300, seed=14)\nF = rankagg.Fuser('rrf')\nmsg = ''\n"
           "for q, models in per_prefix(rk).items():\n"
           "    lists = {m: (sorted(p, key=lambda d: (p[d], d.encode()), reverse=True) if m == 'personal' else p) for m, p in models.items()}\n"
           "    msg = msg or agree(F(lists), rrf_ref(models), None, False)\nreport(msg)\n",
           why="rankagg.Fuser: a list may be a sequence of docids best first; RRF by Cormack et al. 2009"),
        ok("u20q_fuser_top10_matches_reference", "Fuser.top(lists, 10) per prefix (the ten suggestions shown), each "
           "list given best first as top() asks: the reference's top ten in the house order",
           "rk, log = qac(300, seed=15)\nF = rankagg.Fuser('rrf')\nmsg = ''\n"
           "for q, models in per_prefix(rk).items():\n"
           "    best_first = {m: dict(sorted(p.items(), key=lambda x: (x[1], x[0].encode()), reverse=True)) for m, p in models.items()}\n"
           "    t = F.top(best_first, 10)\n"
           "    msg = msg or agree(list(t.items), rrf_ref(models), 10, False)\nreport(msg)\n",
           why="rankagg.Fuser.top: the k best of the full fusion"),
        ok("u20q_fuser_combsum_logprob", "Fuser('combsum') per prefix on counts beside log-probabilities equals "
           "CombSUM of min-max by hand",
           "rk, log = qac(300, seed=16)\nF = rankagg.Fuser('combsum')\nmsg = ''\n"
           "for q, models in per_prefix(rk).items():\n    msg = msg or agree(F(models), combsum_minmax_ref(models), None, False)\nreport(msg)\n",
           why="docs/conventions.md: min-max per list; a list of equal scores counts 1"),
        ok("u20q_word_prefixes_pandas_reads_as_missing", "prefixes typed 'nan', 'NA', 'null', 'None', 'NaN', "
           "'inf', 'true', '2024', '02024', '1e3' as TREC run and qrels ids: fused and evaluated as written, each "
           "prefix its own query (MRR by hand)",
           "P = ['nan', 'NA', 'null', 'None', 'NaN', 'inf', 'true', '2024', '02024', '1e3', 'n/a', '-']\n"
           "a = {p: {p + '_x': 3.0, p + '_y': 2.0, p + '_z': 1.0} for p in P}\nb = {p: {p + '_y': -0.1, p + '_z': -0.5} for p in P}\n"
           "write_run('a.run', a, 'mpc')\nwrite_run('b.run', b, 'nlm')\nlog = {p: p + '_z' for p in P}\nwrite_qrels('log.qrels', log)\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\nrows = read_run('fused.run')\n"
           "msg = agree_all(rows, refs_of({'a': a, 'b': b}, rrf_ref))\n"
           "g = json.loads(cli('evaluate', '--qrels', 'log.qrels', 'fused.run', '--measures', 'RR', '-q', '--json').stdout)\n"
           "keys = {str(k) for k, v in _walk(g, keys=True)}\n"
           "report(msg or ('' if set(P) <= keys else 'per-prefix keys lost: %r' % sorted(set(P) - keys)))\n",
           why="trec_eval reads ids as text: 'nan' and '02024' are query ids, never a missing value or 2024"),
        ok("u20q_frame_word_prefixes", "the same word prefixes in a pandas frame (object strings) given to "
           "rankagg.fuse and rankagg.evaluate: no prefix becomes missing or a number; RR per prefix by hand",
           "P = ['nan', 'NA', 'null', 'None', 'inf', 'true', '2024', '02024', '1e3']\n"
           "rows = [(p, p + s, sc, m) for p in P for m, sc0 in (('mpc', 3.0), ('nlm', -0.1)) for s, sc in zip(('_x', '_y'), (sc0, sc0 - 1))]\n"
           "df = pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run'])\nout = rankagg.fuse(df, method='rrf')\n"
           "qs = sorted({str(q) for q in out['qid']})\n"
           "per = rankagg.evaluate(out, {p: {p + '_y': 1} for p in P}, ['RR'], per_query=True)\n"
           "got = {str(k): float(v) for k, v in per['RR'].items()}\n"
           "report('' if qs == sorted(P) and got == {p: 0.5 for p in P} else 'prefixes %r, RR %r' % (qs, got))\n",
           why="ids are text (docs/conventions.md); RR: x and y tie in RRF, the house order puts x (ranked first by both) first"),
        ok("u20q_cjk_emoji_prefixes_raw", "raw UTF-8 prefixes and suggestions without blanks (東京, 🍕, ü, Ω): "
           "fused from TREC files, evaluated per prefix: RR@10 by hand, ids byte for byte",
           "P = ['東', '東京', '🍕', 'über', 'Ωmega', 'ñ']\n"
           "a = {p: {p + '天気': 9.0, p + '駅': 5.0, p + '🍕': 1.0} for p in P}\nb = {p: {p + '駅': -0.3, p + 'ラーメン': -1.1} for p in P}\n"
           "write_run('a.run', a, 'mpc')\nwrite_run('b.run', b, 'nlm')\nlog = {p: p + 'ラーメン' for p in P}\nwrite_qrels('log.qrels', log)\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\nrows = read_run('fused.run')\n"
           "g = json.loads(cli('evaluate', '--qrels', 'log.qrels', 'fused.run', '--measures', 'RR@10', '--json').stdout)\n"
           "v = [x for k, x in _walk(g) if k == 'RR@10']\nw = rr_success(rows, log)[0]\n"
           "report(agree_all(rows, refs_of({'a': a, 'b': b}, rrf_ref)) or ('' if v and abs(v[0] - w) < 1e-4 else 'RR@10 %r, want %r' % (v, w)))\n",
           why="trec_eval compares ids as bytes; a UTF-8 id without ASCII blanks is one field"),
        ok("u20q_explain_contributions_sum", "fuse --explain for the fused suggestions: per suggestion, each "
           "ranker's contribution is w / (60 + r) and they sum to the written score",
           "rk, log = qac(60, seed=17)\nfor m, run in rk.items():\n    write_run(m + '.run', run, m)\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '-o', 'fused.run', '--explain', 'ex.jsonl', '--quiet')\n"
           "ref = refs_of(rk, rrf_ref)\nmsg = ''\nn = 0\n"
           "for line in open('ex.jsonl', encoding='utf-8'):\n    e = json.loads(line)\n    n += 1\n"
           "    s = json.dumps(e)\n    q = e.get('qid', e.get('query'))\n    d = e.get('docid', e.get('doc'))\n"
           "    if q is None or d is None or str(d) not in ref[str(q)][0]:\n        msg = msg or 'unknown row %s' % s[:200]\n        continue\n"
           "    contrib = [v for k, v in _walk(e) if k == 'contribution']\n"
           "    if abs(sum(c for c in contrib if c is not None) - ref[str(q)][0][str(d)]) > 1e-9:\n        msg = msg or 'contributions of %s/%s: %r' % (q, d, contrib)\n"
           "want = sum(len(r[0]) for r in ref.values())\nreport(msg or ('' if n == want else '%d explanations, want %d' % (n, want)))\n",
           why="rankagg fuse --help: --explain writes each list's contribution per fused document"),
        ok("u20q_quoted_queries_parquet_roundtrip", "suggestion ids holding quotes, commas, backslashes and '%' "
           "('\"quoted\"', 'a,b', 'c:\\\\x', '100%_cotton') fused to a Parquet table: pandas reads the same ids back",
           "ids = ['\"quoted\"', 'a,b', 'c:\\\\x', '100%_cotton', \"what's\", 'c++', '<b>', 'x;y']\n"
           "a = {'q': {d: float(10 - i) for i, d in enumerate(ids)}}\nb = {'q': {d: -0.5 * i for i, d in enumerate(reversed(ids))}}\n"
           "write_run('a.run', a, 'mpc')\nwrite_run('b.run', b, 'nlm')\n"
           "cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\nt = pd.read_parquet('fused.parquet')\n"
           "dc = 'docid' if 'docid' in t else 'doc_id'\nt = t.sort_values('rank')\n"
           "report(agree([(str(d), float(s)) for d, s in zip(t[dc], t['score'])], rrf_ref({'a': a['q'], 'b': b['q']})))\n",
           why="an id is any non-blank text; a Parquet table holds it as written"),
        ok("u20q_volume_300k_prefixes", "300,000 prefixes x 10 suggestions from mpc and nlm (6 million lines, "
           "two 200 MB runs), fused --depth 10 from the command line: the written prefixes and 2,000 sampled "
           "prefixes' lists equal the reference",
           "rng = np.random.default_rng(18)\nn = 300_000\nQ = np.char.add('p~', np.arange(n).astype(str))\n"
           "A = rng.integers(0, 15, (n, 10))\nA = np.argsort(rng.random((n, 15)), axis=1)[:, :10]\nB = np.argsort(rng.random((n, 15)), axis=1)[:, :10]\n"
           "ca = np.sort(rng.zipf(1.5, (n, 10)), axis=1)[:, ::-1]\nlb = -np.sort(np.round(rng.exponential(2.0, (n, 10)), 3), axis=1)\n"
           "def dump(path, S, X, tag):\n    with open(path, 'w') as f:\n        for r in range(10):\n"
           "            f.write(''.join('%s Q0 %s~s%d %d %r %s\\n' % (q, q, int(s), r + 1, float(x), tag) for q, s, x in zip(Q, S[:, r], X[:, r])))\n"
           "dump('mpc.run', A, ca, 'mpc')\ndump('nlm.run', B, lb, 'nlm')\n"
           "cli('fuse', 'mpc.run', 'nlm.run', '--method', 'rrf', '--depth', '10', '-o', 'fused.run', '--quiet')\n"
           "rows = {}\nfor line in open('fused.run'):\n    q, _, d, _, s, _ = line.split()\n    rows.setdefault(q, []).append((d, float(s)))\n"
           "msg = '' if len(rows) == n else '%d prefixes written, want %d' % (len(rows), n)\n"
           "for i in rng.choice(n, 2000, replace=False):\n    q = Q[i]\n"
           "    ma = {'%s~s%d' % (q, s): float(x) for s, x in zip(A[i], ca[i])}\n    mb = {'%s~s%d' % (q, s): float(x) for s, x in zip(B[i], lb[i])}\n"
           "    msg = msg or agree(rows[q], rrf_ref({'a': ma, 'b': mb}), 10)\nreport(msg)\n",
           why="Cormack et al. 2009; the bar's limit: within the memory limit and the time", timeout=240),
        ok("u20q_empty_prefix_underscore", "the empty prefix (the zero-prefix suggestions shown on focus) written "
           "as the id '_' by the team's convention beside 'a' and 'b' prefixes: three queries, rrf by hand",
           "a = {'_': {'weather': 9.0, 'news': 8.0}, 'a': {'amazon': 5.0, 'apple': 4.0}}\n"
           "b = {'_': {'news': -0.1, 'maps': -0.2}, 'a': {'apple': -0.3}}\n"
           "out = rankagg.fuse({'mpc': a, 'nlm': b}, method='rrf')\n"
           "report(agree_all(rows_of(out), refs_of({'mpc': a, 'nlm': b}, rrf_ref), written=False))\n",
           why="an id is any non-blank text: '_' is one"),
        ok("u20q_empty_personal_run_file", "the personal ranker's export is a 0-byte file that day (no user "
           "history): fused beside mpc and nlm, the answer is RRF over mpc and nlm by hand",
           "rk, log = qac(150, seed=20)\nwrite_run('mpc.run', rk['mpc'], 'mpc')\nwrite_run('nlm.run', rk['nlm'], 'nlm')\n"
           "open('personal.run', 'w').close()\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run('fused.run'), refs_of({'mpc': rk['mpc'], 'nlm': rk['nlm']}, rrf_ref)))\n",
           why="docs/conventions.md: a run given by name with nothing in it (an empty run file) is one; it ranks nothing"),
        ok("u20q_personal_tag_per_user", "the personal ranker writes the user's id as each line's tag (user0, "
           "user1, user2): still one ranker per file (trec_eval reads the tag of no line but the first); rrf of the "
           "three files by hand",
           "rk, log = qac(150, seed=21)\nwrite_run('mpc.run', rk['mpc'], 'mpc')\nwrite_run('nlm.run', rk['nlm'], 'nlm')\n"
           "write_run('personal.run', rk['personal'], 'personal')\n"
           "lines = open('personal.run', encoding='utf-8').read().splitlines()\n"
           "open('personal.run', 'w', encoding='utf-8').write(''.join(l.rsplit(' ', 1)[0] + ' user%d\\n' % (i % 3) for i, l in enumerate(lines)))\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run('fused.run'), refs_of(rk, rrf_ref)))\n",
           why="trec_eval ignores the tag column (its runid is the first line's); a run is a file"),
        ok("u20q_input_depth_ties_at_cut", "mpc counts tied across its 10th and 11th places, --input-depth 10: each "
           "list cut after its ten first by trec_eval's order (count descending, then the id descending), then "
           "RRF by hand",
           "rk, log = qac(200, seed=22, depth=14)\n"
           "for q, p in rk['mpc'].items():\n    o = sorted(p, key=lambda d: (p[d], d.encode()), reverse=True)\n"
           "    for d in o[8:12]:\n        p[d] = p[o[9]]\n"
           "for m, run in rk.items():\n    write_run(m + '.run', run, m)\n"
           "cut = {m: {q: {d: p[d] for d in sorted(p, key=lambda d: (p[d], d.encode()), reverse=True)[:10]} for q, p in run.items()} for m, run in rk.items()}\n"
           "cli('fuse', 'mpc.run', 'nlm.run', 'personal.run', '--method', 'rrf', '--input-depth', '10', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_run('fused.run'), refs_of(cut, rrf_ref)))\n",
           why="docs/conventions.md: --input-depth N cuts each run first, runs ranked by score then docno (trec_eval's rule)"),
        ok("u20q_hashtag_prefixes_parquet_output", "hashtag prefixes ('#', '#tbt', '#100daysofcode') and a "
           "prefix behind a pasted byte-order mark in the Parquet table of suggestions, fused to -o fused.parquet: "
           "RRF by hand, each prefix as written (a Parquet cell is no line a reader could skip as a comment)",
           "P = ['#', '#tbt', '#100daysofcode', '\\ufeffnew_y', 'ny']\n"
           "a = {p: {p + '_a': 40.0, p + '_b': 12.0, p + '_c': 3.0} for p in P}\nb = {p: {p + '_b': -0.1, p + '_d': -0.7} for p in P}\n"
           "rows = [(q, d, s, m) for m, run in (('mpc', a), ('nlm', b)) for q, p in run.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('s.parquet', index=False)\n"
           "cli('fuse', 's.parquet', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\nt = pd.read_parquet('fused.parquet').sort_values(['q_id', 'rank'])\n"
           "got = {}\nfor q, d, s in zip(t['q_id'], t['doc_id'], t['score']):\n    got.setdefault(str(q), []).append((str(d), float(s)))\n"
           "report(agree_all(got, refs_of({'mpc': a, 'nlm': b}, rrf_ref)))\n",
           why="the input table held these prefixes and was read; a table output holds any id the id rule allows "
               "(docs/reliability.md: the '#' rule is a TREC text line's)"),
        # ------------------------------------------------------------ the day's mistakes
        bad("u20q_fuser_blank_suggestion", "the serving code gives Fuser a suggestion unencoded ('new york'): "
            "refused naming the list and the suggestion",
            "F = rankagg.Fuser('rrf')\nF({'mpc': ['new_york', 'new year'], 'nlm': ['new_year']})\n", "mpc", "new year",
            why="docs/reliability.md: one id rule on every path (a blank is no part of an id)"),
        bad("u20q_fuser_tab_suggestion", "a suggestion holding a tab (pasted from a TSV export) in the nlm dict: "
            "refused naming the list and the suggestion",
            "F = rankagg.Fuser('combsum')\nF({'mpc': {'a': 1.0}, 'nlm': {'new\\tyork': -0.2, 'a': -1.0}})\n", "nlm",
            "new\\tyork", why="docs/reliability.md: a tab is an ASCII blank"),
        bad("u20q_dict_prefix_with_blank", "rankagg.fuse of dicts keyed by the raw prefix 'new y': refused naming "
            "the run and the prefix",
            "rankagg.fuse({'mpc': {'new y': {'new_york': 3.0}}, 'nlm': {'new y': {'new_york': -0.2}}}, method='rrf')\n",
            "mpc", "new y", why="a TREC line could not hold the qid (docs/reliability.md)"),
        bad("u20q_frame_empty_prefix", "a long frame whose zero-prefix rows have qid '' (the empty prefix as "
            "exported): refused naming the row",
            "df = pd.DataFrame({'qid': ['a', 'a', '', ''], 'docid': ['amazon', 'apple', 'weather', 'news'], "
            "'score': [5.0, 4.0, 9.0, 8.0], 'run': 'mpc'})\nrankagg.fuse(df, method='rrf')\n", "row 2",
            why="an empty id has no TREC line (docs/reliability.md)"),
        bad("u20q_frame_null_prefix", "the empty prefix exported as null (None) in a long frame: refused naming "
            "the row", "df = pd.DataFrame({'qid': ['a', None], 'docid': ['amazon', 'weather'], 'score': [5.0, 9.0], 'run': 'mpc'})\n"
            "rankagg.fuse(df, method='rrf')\n", "row 1", why="a missing qid is no query"),
        bad("u20q_frame_padded_empty_suggestion", "the personal ranker pads its short list to ten with '' "
            "suggestions: refused naming the row",
            "rows = [('ny', 'nyc', 3.0, 'personal'), ('ny', 'nyt', 2.0, 'personal'), ('ny', '', 1.0, 'personal'), ('ny', 'nyc', -0.1, 'nlm')]\n"
            "rankagg.fuse(pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run']), method='rrf')\n", "row 2",
            why="an empty id has no TREC line"),
        bad("u20q_frame_blank_suggestion_row", "a long frame of raw suggestions ('new york times' at row 4, the "
            "others encoded): refused naming the row and the suggestion",
            "rows = [('ny', 'new_york', 3.0, 'mpc'), ('ny', 'new_year', 2.0, 'mpc'), ('ny', 'new_york', -0.1, 'nlm'), "
            "('ny', 'new_yorker', -0.4, 'nlm'), ('ny', 'new york times', -0.9, 'nlm')]\n"
            "rankagg.fuse(pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run']), method='rrf')\n", "row 4",
            "new york times", why="a TREC line could not hold it (docs/reliability.md)"),
        bad("u20q_parquet_null_padding", "the Parquet export pads short lists with null suggestions: refused "
            "naming the file and row",
            "pd.DataFrame({'q_id': ['ny'] * 4, 'doc_id': ['nyc', 'nyt', None, None], 'score': [4.0, 3.0, 2.0, 1.0], "
            "'run': 'personal'}).to_parquet('p.parquet', index=False)\n"
            "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'p.parquet', '-o', 'fused.run'], capture_output=True, text=True)\n"
            "sys.stderr.write(r.stderr)\nsys.exit(r.returncode)\n", "p.parquet", "doc_id",
            outputs=("fused.run",), why="a null id is no suggestion"),
        bad("u20q_duplicate_suggestion_after_lowercase", "nlm's list holds 'new_york' twice for one prefix (its "
            "beam returned 'New_York' and 'new_york', lower-cased by the team): refused naming the row",
            "rows = [('ny', 'new_york', -0.1, 'nlm'), ('ny', 'new_york', -0.3, 'nlm'), ('ny', 'nyc', -1.0, 'nlm')]\n"
            "rankagg.fuse(pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run']), method='rrf')\n", "row 1",
            "new_york", why="docs/conventions.md: a document twice in one list is refused (its rank would be ambiguous)"),
        cli_bad("u20q_quoted_suggestion_in_run", "a run line whose suggestion was written in quotes, blanks "
                "inside ('\"new york\"'): 7 fields, refused at its line",
                ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "fused.run"], "b.run:2",
                files={"a.run": _RUN_A, "b.run": 'new%20y Q0 new%20year 1 -0.1 nlm\nnew%20y Q0 "new york" 2 -0.5 nlm\n'},
                why="trec_eval reads 7 fields and takes 'new as the docid: a wrong answer"),
        cli_bad("u20q_qrels_blank_submitted_query", "the submitted-query log written as qrels with the raw query "
                "('ny 0 new york times 1'): refused at its line",
                ["evaluate", "--qrels", "log.qrels", "a.run", "--measures", "MRR@10"], "log.qrels:2",
                files={"a.run": _RUN_A, "log.qrels": "new%20y 0 new%20york 1\nny 0 new york times 1\n"},
                why="trec_eval reads 6 fields: the relevance would be 'times'", outputs=()),
        cli_bad("u20q_raw_jsonl_export", "the suggestion service's JSON-lines export ({prefix, suggestions}) "
                "given to fuse as it is: refused naming the file and its first line",
                ["fuse", "mpc.jsonl", "-o", "fused.run"], "mpc.jsonl:1",
                files={"mpc.jsonl": '{"prefix": "new y", "suggestions": ["new york", "new year", "new yorker"]}\n'
                       '{"prefix": "c+", "suggestions": ["c++ tutorial", "c+ grade"]}\n'},
                why="no rankagg input has this shape; a list of strings has no scores"),
        Case("u20q_explain_hashtag_prefix_to_trec", G, "the suggestions' Parquet table (a hashtag prefix '#tbt' "
             "among others) fused to -o fused.run with --explain ex.jsonl: the run is refused naming '#tbt' (trec_eval "
             "skips a line starting with '#'), and the explanations of that run are not left behind",
             argv=["fuse", "s.parquet", "--method", "rrf", "-o", "fused.run", "--explain", "ex.jsonl"],
             setup=pandas_setup("pd.DataFrame({'q_id': ['ny', 'ny', '#tbt', '#tbt', 'ny'], 'doc_id': ['nyc', 'nyt', "
                                "'#tbt_2024', '#tbt_pics', 'nyc'], 'score': [9.0, 4.0, 3.0, 1.0, -0.1], 'run': ['mpc', "
                                "'mpc', 'mpc', 'mpc', 'nlm']}).to_parquet(folder / 's.parquet', index=False)\n"),
             mention=("#tbt",), outputs=("fused.run", "ex.jsonl"), memory_gb=4.0, timeout=60,
             why="docs/reliability.md: an error exit writes nothing; trec_eval 10.0 skips a '#' line as a comment"),
        cli_bad("u20q_explain_tag_with_blank", "--tag 'qac fused' (the team's label, a blank inside) with --explain "
                "ex.jsonl: refused naming the tag, and neither the run nor the explanations written",
                ["fuse", "a.run", "b.run", "--method", "rrf", "--tag", "qac fused", "-o", "fused.run", "--explain",
                 "ex.jsonl"], "qac fused", files={"a.run": _RUN_A, "b.run": _RUN_B}, outputs=("fused.run", "ex.jsonl"),
                why="a tag with a blank would make a seven-field line; an error exit writes nothing"),
        cli_bad("u20q_output_jsonl", "fused suggestions asked as -o fused.jsonl for the serving cache: refused "
                "naming -o, nothing written",
                ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "fused.jsonl"], "fused.jsonl",
                files={"a.run": _RUN_A, "b.run": _RUN_B}, outputs=("fused.jsonl",),
                why="a .jsonl name would hold TREC lines no JSON reader reads"),
        cli_bad("u20q_depth_zero", "--depth 0 (meant: no cut): refused naming --depth",
                ["fuse", "a.run", "b.run", "--method", "rrf", "--depth", "0", "-o", "fused.run"], "--depth",
                files={"a.run": _RUN_A, "b.run": _RUN_B}, why="a depth of 0 writes nothing"),
        cli_bad("u20q_logprob_minus_inf", "the nlm run scores an impossible completion log(0) = -inf: refused at "
                "its line", ["fuse", "a.run", "b.run", "--method", "combsum", "-o", "fused.run"], "b.run:2",
                files={"a.run": _RUN_A, "b.run": "new%20y Q0 new%20york 1 -0.21 nlm\nnew%20y Q0 new%20year 2 -inf nlm\n"},
                why="docs/reliability.md: a score must be finite (min-max of a list holding inf is NaN)"),
        bad("u20q_evaluate_measure_twice", "evaluate asked for MRR@10 and recip_rank@10 (the same measure "
            "spelled twice): refused naming the measure",
            "rankagg.evaluate({'ny': {'nyc': 2.0, 'nyt': 1.0}}, {'ny': {'nyt': 1}}, ['MRR@10', 'recip_rank@10'])\n",
            "recip_rank@10", why="one measure asked twice is an error in the request (docs/names.md)"),
        bad("u20q_weights_unknown_ranker", "rrf weights naming 'personalised' when the ranker is 'personal': "
            "refused naming the weight",
            "rk, log = qac(20, seed=19)\nrankagg.fuse(rk, method='rrf', weights={'mpc': 1.0, 'nlm': 1.0, 'personalised': 2.0})\n",
            "personalised", why="a weight of no ranker would be silently dropped"),
        bad("u20q_fuser_prefix_lists_as_batch", "the per-prefix dict {ranker: [suggestions best first]} given "
            "to rankagg.fuse instead of Fuser: refused naming the ranker",
            "rankagg.fuse({'mpc': {'ny': ['nyc', 'nyt']}, 'nlm': {'ny': ['nyt', 'nyc']}}, method='rrf')\n", "mpc",
            why="rankagg.fuse reads {run: {query: {docid: score}}}; a list has no scores"),
    ]

