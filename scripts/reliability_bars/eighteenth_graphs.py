"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, a knowledge-graph completion researcher's entity rankings from several embedding models (its cases, ids ``u18g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .case import Case, snippet_cases
from .references import RANKED_LISTS, VERDICT_HELPERS

EIGHTEENTH_GRAPHS = "45 Unseen inputs: an eighteenth bar, a knowledge-graph completion researcher's entity rankings from several embedding models"

# The researcher's day: link prediction on FB15k-237 (Freebase MIDs '/m/0d05w3', relations '/people/person/nationality'),
# WN18RR (synset offsets '00001740', leading zeros that are part of the id), Wikidata5M (QIDs 'Q30') and OGB wikikg2
# (one true tail against 500 sampled negatives).  A query is a triple with its tail missing, written without blanks
# ('/m/02mjmr|/people/person/nationality|?', 'Q42|P27|?', '?|P27|Q30' for head prediction); each model (TransE: a
# negated L1 distance; RotatE: gamma minus a distance; ComplEx: a logit of any sign; a GNN: a sigmoid rounded to three
# decimals, so ties) ranks the candidate entities; the filtered setting removes the other known true tails before
# ranking.  One true entity per query (binary qrels): MRR is trec_eval's recip_rank, Hits@k its success_k.
# The references are independent of rankagg: ``desc_order`` (references.RANKED_LISTS) ranks a list as trec_eval does
# (score descending, a tie by the id descending as bytes); ``rr_ref`` and ``hits_ref`` are 1 / (place of the first
# relevant entity) and [that place <= k] over it; ``minmax_ref`` is CombSUM of min-max scores (docs/conventions.md: a
# list of equal scores gives 1, an absent entity 0); ``agree`` holds a fused list to a reference under the house tie
# rule (more lists, then best place, then the smaller id as text: docs/conventions.md).
_KG = RANKED_LISTS + """
import json, math, os, subprocess, sys
import numpy as np
""" + VERDICT_HELPERS + r'''
MODELS = ('transe', 'rotate', 'complex', 'gnn')
def mids(n, seed):
    rng = np.random.default_rng(seed)
    abc = np.array(list('0123456789bcdfghjklmnpqrstvwxyz_'))
    out = set()
    while len(out) < n:
        out.add('/m/0' + ''.join(rng.choice(abc, int(rng.integers(4, 7)))))
    return sorted(out)
def qids_wikidata(n, seed):
    rng = np.random.default_rng(seed)
    return ['Q%d' % q for q in rng.choice(100000, n, replace=False) + 1]
def model_scores(model, n, rng):
    if model == 'transe':
        return -np.abs(rng.normal(6.0, 2.0, n))
    if model == 'rotate':
        return 9.0 - np.abs(rng.normal(7.0, 2.0, n))
    if model == 'complex':
        return rng.normal(0.0, 3.0, n)
    return np.round(1.0 / (1.0 + np.exp(-rng.normal(0.0, 2.5, n))), 3)
def kg_day(queries, entities, seed, models=MODELS, k=None, truth_boost=1.5):
    """{model: {query: {entity: score}}} and {query: true entity}: each model scores k candidates (all when None),
    the true tail among them, pushed up by truth_boost standard deviations."""
    rng = np.random.default_rng(seed)
    truth = {q: entities[int(rng.integers(len(entities)))] for q in queries}
    runs = {}
    for m in models:
        runs[m] = {}
        for q in queries:
            cand = list(entities) if k is None else list(rng.choice(entities, k, replace=False))
            if truth[q] not in cand:
                cand[0] = truth[q]
            s = model_scores(m, len(cand), rng)
            i = cand.index(truth[q])
            s[i] = s[i] + truth_boost * (float(np.std(s)) or 1.0) * rng.random()
            if m == 'gnn':
                s = np.round(s, 3)
            runs[m][q] = {e: float(v) for e, v in zip(cand, s)}
    return runs, truth
def run_text(by_q, tag, rank_from=1):
    lines = []
    for q, p in by_q.items():
        for r, d in enumerate(desc_order(p), rank_from):
            lines.append('%s Q0 %s %d %r %s' % (q, d, r, p[d], tag))
    return '\n'.join(lines) + '\n'
def qrels_text(truth, extra=None):
    lines = ['%s 0 %s 1' % (q, t) for q, t in truth.items()]
    for q, ds in (extra or {}).items():
        lines += ['%s 0 %s 1' % (q, d) for d in ds]
    return '\n'.join(lines) + '\n'
def write(name, text):
    with open(name, 'w', encoding='utf-8') as f:
        f.write(text)
def write_day(runs, truth, suffix='.run'):
    for m, by_q in runs.items():
        write(m + suffix, run_text(by_q, m))
    write('qrels.txt', qrels_text(truth))
def read_run(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def place(p, rel):
    for r, d in enumerate(desc_order(p), 1):
        if d in rel:
            return r
    return None
def rr_ref(p, rel):
    r = place(p, rel)
    return 0.0 if r is None else 1.0 / r
def hits_ref(p, rel, k):
    r = place(p, rel)
    return 1.0 if r is not None and r <= k else 0.0
def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)
minmax_ref = combsum_minmax_ref
def per_query(runs, q):
    return {m: by_q[q] for m, by_q in runs.items() if q in by_q}
def agree(got, ref, depth=None, tol=1e-9):
    sc, cnt, best = ref
    got = [(str(d), float(s)) for d, s in got]
    want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], str(d)))
    if depth is not None:
        want = want[:depth]
    if len(got) != len(want):
        return '%d fused, %d expected' % (len(got), len(want))
    for (d, s), e in zip(got, want):
        if d != str(e):
            if d in sc and close(sc[d], sc[e]):
                continue
            return 'got %r (%r) where %r (%r) belongs' % (d, s, e, sc[e])
        if not close(s, sc[e], tol):
            return 'score of %r: %r, expected %r' % (d, s, sc[e])
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
def fused_file_agree(path, runs, ref_of, depth=None):
    # the file's exact ties are lowered by a few float32 steps so that every reader keeps the file's order
    # (docs/conventions.md, "TREC runs"): the written scores agree to 1e-5 relative, the order exactly
    got = read_run(path)
    if set(got) != set(q for by_q in runs.values() for q in by_q):
        return 'queries %r' % sorted(got)[:5]
    for q, rows in got.items():
        msg = agree(rows, ref_of(per_query(runs, q)), depth, tol=1e-5)
        if msg:
            return 'query %s: %s' % (q, msg)
    return ''
def ok_cli(*args):
    rc, out, err = cli(*args)
    if rc:
        passthrough(rc, err)
    return out
'''[1:]

# FB15k-237: 24 tail queries over 300 candidate MIDs, four models each scoring 120 of them
_FB = ("ents = mids(300, 1)\nrels = ['/people/person/nationality', '/film/film/genre', '/location/location/contains', "
       "'/music/artist/origin']\nheads = mids(24, 2)\n"
       "queries = ['%s|%s|?' % (h, rels[i % 4]) for i, h in enumerate(heads)]\n"
       "runs, truth = kg_day(queries, ents, seed=3, k=120)\n")
# WN18RR: synset offsets with leading zeros, 16 queries over 200 candidates
_WN = ("rng0 = np.random.default_rng(5)\nsyn = sorted(set('%08d' % x for x in rng0.choice(10 ** 6, 240, replace=False)))[:200]\n"
       "wrel = ['_hypernym', '_member_meronym', '_derivationally_related_form', '_also_see']\n"
       "queries = ['%s|%s|?' % (syn[i * 7], wrel[i % 4]) for i in range(16)]\n"
       "runs, truth = kg_day(queries, syn, seed=6, k=80)\n")


def _files(code: str):
    """A setup that writes the case's files: ``code`` runs with ``write(name, text)`` and ``np.save(name, ...)``
    relative to the case's folder."""

    def setup(folder: Path) -> None:
        import numpy as np  # only the setups of two cases need it, and the matrix imports every bar

        def write(name: str, text: str) -> None:
            (folder / name).write_text(text, encoding="utf-8")

        class _Np:
            random = np.random

            @staticmethod
            def save(name: str, array) -> None:
                np.save(folder / name, array)

        exec(code, {"write": write, "np": _Np})

    return setup


def eighteenth_bar_graphs_cases() -> list[Case]:
    G = EIGHTEENTH_GRAPHS
    ok, bad = snippet_cases(G, _KG, ok_timeout=180, bad_timeout=60)

    def fast(case: Case) -> Case:  # in the test suite's subset: under 3 s (rankagg and NumPy imported, no file)
        return replace(case, fast=True)

    def cli_bad(id: str, what: str, argv: list[str], setup_code: str, *mention: str, why: str,
                outputs: tuple[str, ...] = ("fused.run",)) -> Case:
        return Case(id, G, what, argv=argv, setup=_files(setup_code), mention=mention, outputs=outputs,
                    memory_gb=4.0, timeout=60, why=why)

    return [
        # ------------------------------------------------------------------ FB15k-237: four models, run files
        ok("u18g_fb_cli_rrf_four_models", "FB15k-237 tail queries '/m/..|/people/person/nationality|?', four model "
           "runs (TransE negated distances, RotatE gamma - d, ComplEx logits, a GNN's rounded sigmoids) over MIDs: "
           "fuse --method rrf equals Cormack's RRF by hand",
           _FB + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', 'gnn.run', "
           "'--method', 'rrf', '-o', 'fused.run', '--quiet')\nreport(fused_file_agree('fused.run', runs, rrf_ref))\n",
           why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md)"),
        ok("u18g_fb_cli_combsum_minmax_scales", "the same four models on their own scales (negative distances, "
           "logits of both signs, probabilities): fuse --method combsum --param norm=minmax equals min-max CombSUM by hand",
           _FB + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', 'gnn.run', "
           "'--method', 'combsum', '--param', 'norm=minmax', '-o', 'fused.run', '--quiet')\n"
           "report(fused_file_agree('fused.run', runs, minmax_ref))\n",
           why="docs/conventions.md: min-max (s - min) / (max - min) per list, an absent entity contributes 0"),
        ok("u18g_fb_mrr_hits_each_model", "evaluate -m recip_rank -m success.1,3,10 of each model's run against the "
           "one true tail per query: filtered MRR and Hits@1/3/10 by hand",
           _FB + "write_day(runs, truth)\nmsg = ''\nfor m in MODELS:\n"
           "    got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', m + '.run', '-m', 'recip_rank', "
           "'-m', 'success.1,3,10', '--json'))\n"
           "    want = {'RR': mean(rr_ref(runs[m][q], {truth[q]}) for q in queries)}\n"
           "    for k in (1, 3, 10):\n        want['Success@%d' % k] = mean(hits_ref(runs[m][q], {truth[q]}, k) for q in queries)\n"
           "    for name, v in want.items():\n"
           "        if not close(got.get(name, -1), v):\n            msg = msg or '%s %s: %r, expected %r' % (m, name, got.get(name), v)\n"
           "report(msg)\n",
           why="trec_eval's recip_rank (1 / first relevant place) and success_k ([first relevant place <= k]), ties by "
               "docno descending"),
        ok("u18g_fb_per_query_rr_bars_and_qmarks", "evaluate -q -m recip_rank of the fused run: the per-query lines "
           "carry the triple-shaped qids ('/m/..|/film/film/genre|?') and each value is 1 / place of the true tail",
           _FB + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'complex.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "fused = {q: dict(rows) for q, rows in read_run('fused.run').items()}\n"
           "out = ok_cli('evaluate', '--qrels', 'qrels.txt', 'fused.run', '-m', 'recip_rank', '-q')\nmsg, seen = '', set()\n"
           "for line in out.splitlines():\n    name, q, v = line.split('\\t')\n    if q == 'all':\n        continue\n"
           "    seen.add(q)\n    want = rr_ref(fused[q], {truth[q]})\n"
           "    if abs(float(v) - want) > 5e-5:\n        msg = msg or '%s: %s, expected %.4f' % (q, v, want)\n"
           "if seen != set(queries):\n    msg = msg or 'queries printed: %d of %d' % (len(seen), len(queries))\nreport(msg)\n",
           why="trec_eval -q prints one line per query id as read; recip_rank by hand on the fused file's scores"),
        ok("u18g_hits10_is_p10_times_10", "one true tail per query: Success@10 equals 10 x P@10 query by query (the "
           "persona's question: Hits@10 = success@10 or P@10*10?), and both equal the count by hand",
           _FB + "write_day(runs, truth)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'rotate.run', '--measures', 'Success@10', 'P@10', '-q', '--json'))\n"
           "msg = ''\nfor q in queries:\n    h = hits_ref(runs['rotate'][q], {truth[q]}, 10)\n    pq = got['per_query'][q]\n"
           "    if not close(pq['Success@10'], h) or not close(10 * pq['P@10'], h):\n"
           "        msg = msg or '%s: %r, expected Success@10 = 10 P@10 = %r' % (q, pq, h)\nreport(msg)\n",
           why="trec_eval: success_10 = [a relevant in the first 10]; P_10 = relevant in the first 10 / 10; one relevant "
               "per query makes them equal up to the factor 10"),
        ok("u18g_mrr_name_on_the_cli", "--measures MRR (the field's name) is ir_measures' RR: the mean of 1 / place "
           "over the GNN run's queries, by hand",
           _FB + "write_day(runs, truth)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'gnn.run', '--measures', 'MRR', '--json'))\n"
           "want = mean(rr_ref(runs['gnn'][q], {truth[q]}) for q in queries)\n"
           "report('' if close(got.get('RR', -1), want) else '%r, expected RR %r' % (got, want))\n",
           why="docs/names.md: RR is trec_eval's recip_rank and ranx's mrr"),
        ok("u18g_fb_weights_gnn_double", "fuse --method rrf --weights gnn=2 (the GNN trusted twice): weighted RRF by hand",
           _FB + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', 'gnn.run', "
           "'--method', 'rrf', '--weights', 'gnn=2', '-o', 'fused.run', '--quiet')\n"
           "report(fused_file_agree('fused.run', runs, lambda p: rrf_ref(p, w={'gnn': 2.0})))\n",
           why="README: --weights NAME=W by run tag, unnamed runs weigh 1; weighted RRF sum w / (60 + r)"),
        ok("u18g_fb_depth10_then_hits", "fuse --depth 10 (only what Hits@10 reads), then evaluate Success@10 and RR "
           "of the cut run: RR of a true tail beyond place 10 is 0, by hand on the cut file",
           _FB + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', '--method', 'rrf', "
           "'--depth', '10', '-o', 'fused.run', '--quiet')\nfused = {q: dict(rows) for q, rows in read_run('fused.run').items()}\n"
           "msg = fused_file_agree('fused.run', {m: runs[m] for m in ('transe', 'rotate', 'complex')}, rrf_ref, depth=10)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'fused.run', '--measures', 'RR', 'Success@10', '--json'))\n"
           "want_rr = mean(rr_ref(fused[q], {truth[q]}) for q in queries)\nwant_h = mean(hits_ref(fused[q], {truth[q]}, 10) for q in queries)\n"
           "if not msg and not (close(got['RR'], want_rr) and close(got['Success@10'], want_h)):\n"
           "    msg = '%r, expected RR %r Success@10 %r' % (got, want_rr, want_h)\nreport(msg)\n",
           why="--depth writes the first 10 per query; trec_eval's recip_rank is 0 without a relevant retrieved"),
        ok("u18g_head_and_tail_directions", "head queries '?|P27|Q30' beside tail queries 'Q42|P27|?' (qids "
           "beginning with '?') over Wikidata QIDs: MRR over both directions by hand",
           "ents = qids_wikidata(150, 7)\nqueries = ['Q%d|P27|?' % (i * 13 + 42) for i in range(10)] + "
           "['?|P27|Q%d' % (i * 17 + 30) for i in range(10)]\nruns, truth = kg_day(queries, ents, seed=8, k=60, models=('transe', 'complex'))\n"
           "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'complex.run', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "msg = fused_file_agree('fused.run', runs, rrf_ref)\nfused = {q: dict(rows) for q, rows in read_run('fused.run').items()}\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'fused.run', '-m', 'recip_rank', '--json'))\n"
           "want = mean(rr_ref(fused[q], {truth[q]}) for q in queries)\n"
           "report(msg or ('' if close(got['RR'], want) else 'RR %r, expected %r' % (got['RR'], want)))\n",
           why="a qid is any blank-free token of the line (trec_eval); RRF and recip_rank by hand"),
        ok("u18g_qid_ties_bytes_order", "a GNN scoring Q9, Q10, Q76 and Q1000 the same 0.5: the tie is broken by the "
           "QID descending as bytes (Q9 > Q76 > Q1000 > Q10), so RR of Q76 is 1/2 and of Q10 is 1/4",
           "write('gnn.run', 'Q42|P27|? Q0 Q10 1 0.5 gnn\\nQ42|P27|? Q0 Q1000 2 0.5 gnn\\nQ42|P27|? Q0 Q76 3 0.5 gnn\\n"
           "Q42|P27|? Q0 Q9 4 0.5 gnn\\nQ5|P27|? Q0 Q10 1 0.5 gnn\\nQ5|P27|? Q0 Q1000 2 0.5 gnn\\nQ5|P27|? Q0 Q76 3 0.5 gnn\\n"
           "Q5|P27|? Q0 Q9 4 0.5 gnn\\n')\nwrite('qrels.txt', 'Q42|P27|? 0 Q76 1\\nQ5|P27|? 0 Q10 1\\n')\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'gnn.run', '-m', 'recip_rank', '-q', '--json'))\n"
           "pq = {q: v['RR'] for q, v in got['per_query'].items()}\n"
           "report('' if pq == {'Q42|P27|?': 0.5, 'Q5|P27|?': 0.25} else repr(pq))\n",
           why="trec_eval orders equal scores by docno descending (strcmp): 'Q9' > 'Q76' > 'Q1000' > 'Q10'"),
        ok("u18g_saturated_gnn_ties_realistic_bounds", "a GNN whose sigmoid saturates (most of 300 candidates at 1.0, "
           "the true tail among them): RR follows trec_eval's tie rule, and lies between the KGE field's pessimistic "
           "and optimistic reciprocal ranks",
           "ents = mids(300, 9)\nrng = np.random.default_rng(10)\nqueries = ['%s|/film/film/genre|?' % h for h in mids(12, 11)]\n"
           "runs = {'gnn': {}}\ntruth = {}\nfor q in queries:\n    s = np.where(rng.random(300) < 0.7, 1.0, np.round(rng.random(300), 3))\n"
           "    t = ents[int(rng.integers(300))]\n    truth[q] = t\n    s[ents.index(t)] = 1.0\n"
           "    runs['gnn'][q] = dict(zip(ents, s.tolist()))\nwrite_day(runs, truth)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'gnn.run', '-m', 'recip_rank', '-q', '--json'))\nmsg = ''\n"
           "for q in queries:\n    p = runs['gnn'][q]\n    v = got['per_query'][q]['RR']\n    want = rr_ref(p, {truth[q]})\n"
           "    opt = 1.0 / (1 + sum(1 for x in p.values() if x > p[truth[q]]))\n"
           "    pes = 1.0 / sum(1 for x in p.values() if x >= p[truth[q]])\n"
           "    if not close(v, want) or not (pes - 1e-12 <= v <= opt + 1e-12):\n"
           "        msg = msg or '%s: %r, expected %r in [%r, %r]' % (q, v, want, pes, opt)\nreport(msg)\n",
           why="docs/conventions.md: ties by docid descending (trec_eval), not the 'realistic' mean rank of PyKEEN; "
               "a tie rule gives a place between the optimistic and pessimistic ones"),
        ok("u18g_filtered_vs_raw_runs", "the filtered setting: a raw run ranking every candidate and a filtered run "
           "with the other known true tails removed (1-to-N relation /location/location/contains): each RR by hand, "
           "filtered >= raw on every query",
           _FB + "rng = np.random.default_rng(12)\nknown = {q: [d for d in rng.choice(list(runs['rotate'][q]), 6, replace=False) "
           "if d != truth[q]] for q in queries}\nraw = runs['rotate']\n"
           "filt = {q: {d: s for d, s in raw[q].items() if d not in known[q]} for q in queries}\n"
           "write('raw.run', run_text(raw, 'raw'))\nwrite('filt.run', run_text(filt, 'filtered'))\nwrite('qrels.txt', qrels_text(truth))\n"
           "a = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'raw.run', '-m', 'recip_rank', '-q', '--json'))['per_query']\n"
           "b = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'filt.run', '-m', 'recip_rank', '-q', '--json'))['per_query']\n"
           "msg = ''\nfor q in queries:\n    wr, wf = rr_ref(raw[q], {truth[q]}), rr_ref(filt[q], {truth[q]})\n"
           "    if not (close(a[q]['RR'], wr) and close(b[q]['RR'], wf) and b[q]['RR'] >= a[q]['RR']):\n"
           "        msg = msg or '%s: raw %r filtered %r, expected %r %r' % (q, a[q], b[q], wr, wf)\nreport(msg)\n",
           why="Bordes et al. 2013's filtered setting removes other true triples before ranking; recip_rank by hand"),
        ok("u18g_all_true_tails_judged", "qrels holding every true tail of a 1-to-N relation (3 per query): RR is the "
           "first one's place, Success@10 and AP by trec_eval's rules, by hand",
           _FB + "rng = np.random.default_rng(13)\nrel = {q: {truth[q]} | set(rng.choice(list(runs['complex'][q]), 2, replace=False)) for q in queries}\n"
           "write('complex.run', run_text(runs['complex'], 'complex'))\n"
           "write('qrels.txt', ''.join('%s 0 %s 1\\n' % (q, d) for q in queries for d in sorted(rel[q])))\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'complex.run', '--measures', 'RR', 'Success@10', 'AP', '--json'))\n"
           "def ap(p, r):\n    hits, tot = 0, 0.0\n    for i, d in enumerate(desc_order(p), 1):\n"
           "        if d in r:\n            hits += 1\n            tot += hits / i\n    return tot / len(r)\n"
           "want = {'RR': mean(rr_ref(runs['complex'][q], rel[q]) for q in queries), "
           "'Success@10': mean(hits_ref(runs['complex'][q], rel[q], 10) for q in queries), "
           "'AP': mean(ap(runs['complex'][q], rel[q]) for q in queries)}\n"
           "report('' if all(close(got[k], v) for k, v in want.items()) else '%r, expected %r' % (got, want))\n",
           why="trec_eval: recip_rank of the first relevant, success_10, map over every relevant"),
        # ------------------------------------------------------------------ measure names of the KG field
        bad("u18g_hits_at_10_name_cli", "evaluate --measures Hits@10 (the KG papers' name): refused, naming it and "
            "pointing at Success@10, the measure that counts it",
            _FB + "write_day(runs, truth)\npassthrough(*cli('evaluate', '--qrels', 'qrels.txt', 'transe.run', '--measures', 'Hits@10')[::2])\n",
            "Hits@10", "Success@10", why="README: an unknown measure name gets a 'did you mean'; trec_eval's success_10 is Hits@10"),
        fast(bad("u18g_hits_at_k_pykeen_name", "rankagg.evaluate(run, qrels, ['hits_at_10']) (PyKEEN's metric key): "
            "refused naming it and Success@10",
            "rankagg_eval = __import__('rankagg').evaluate\n"
            "rankagg_eval({'Q42|P27|?': {'Q30': 2.0, 'Q145': 1.0}}, {'Q42|P27|?': {'Q145': 1}}, ['hits_at_10'])\n",
            "hits_at_10", "Success@10", why="README: an unknown measure name gets a 'did you mean'")),
        bad("u18g_hits_short_name", "rankagg.evaluate with 'H@1' and 'MRR' (a results table's column heads): refused "
            "naming H@1 and Success@1",
            "import rankagg\nrankagg.evaluate({'Q42|P27|?': {'Q30': 2.0, 'Q145': 1.0}}, {'Q42|P27|?': {'Q145': 1}}, ['MRR', 'H@1'])\n",
            "H@1", "Success@1", why="README: an unknown measure name gets a 'did you mean'"),
        ok("u18g_success_list_form", "-m success (trec_eval's family alone) gives success_1, 5 and 10; by hand",
           _FB + "write_day(runs, truth)\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'transe.run', '-m', 'success', '--json'))\n"
           "want = {'Success@%d' % k: mean(hits_ref(runs['transe'][q], {truth[q]}, k) for q in queries) for k in (1, 5, 10)}\n"
           "report('' if set(got) == set(want) and all(close(got[k], v) for k, v in want.items()) else '%r, expected %r' % (got, want))\n",
           why="trec_eval -m success: success_1, success_5, success_10"),
        bad("u18g_mean_rank_name", "rankagg.evaluate with 'MR' (mean rank, the other KG number): refused naming MR",
            "import rankagg\nrankagg.evaluate({'Q42|P27|?': {'Q30': 2.0, 'Q145': 1.0}}, {'Q42|P27|?': {'Q145': 1}}, ['MR'])\n",
            "MR", why="trec_eval has no mean rank; a name it lacks is refused"),
        ok("u18g_rr_cutoff_10", "RR@10 (MRR@10 in the KG tables) of the ComplEx run: 1/place when within 10, else 0, by hand",
           _FB + "import rankagg\ngot = rankagg.evaluate(runs['complex'], {q: {truth[q]: 1} for q in queries}, ['RR@10', 'MRR'])\n"
           "w10 = mean(rr_ref(runs['complex'][q], {truth[q]}) if hits_ref(runs['complex'][q], {truth[q]}, 10) else 0.0 for q in queries)\n"
           "w = mean(rr_ref(runs['complex'][q], {truth[q]}) for q in queries)\n"
           "report('' if close(got['RR@10'], w10) and close(got['RR'], w) else '%r, expected %r %r' % (got, w10, w))\n",
           why="ir_measures: RR@10 counts only the first 10 places"),
        # ------------------------------------------------------------------ WN18RR: ids with leading zeros
        ok("u18g_wn18rr_cli_leading_zeros", "WN18RR synset offsets ('00001740') in qids and docids: fuse --method rrf "
           "keeps them as text, equal to RRF by hand",
           _WN + "write_day(runs, truth)\nok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', 'gnn.run', '--method', 'rrf', "
           "'-o', 'fused.run', '--quiet')\nreport(fused_file_agree('fused.run', runs, rrf_ref))\n",
           why="an id is a token of the line, kept as its text (trec_eval reads docnos as strings)"),
        ok("u18g_wn18rr_csv_dtype_str", "the WN18RR rankings as a CSV read with dtype=str (scores then as text): "
           "rankagg.evaluate RR and Success@3 against the qrels file, by hand",
           _WN + "import pandas as pd\nwrite_day(runs, truth)\n"
           "rows = ['q_id,doc_id,score'] + ['%s,%s,%r' % (q, d, s) for q, p in runs['rotate'].items() for d, s in p.items()]\n"
           "write('rotate.csv', '\\n'.join(rows) + '\\n')\nimport rankagg\n"
           "got = rankagg.evaluate(pd.read_csv('rotate.csv', dtype=str), 'qrels.txt', ['RR', 'Success@3'])\n"
           "w = {'RR': mean(rr_ref(runs['rotate'][q], {truth[q]}) for q in queries), "
           "'Success@3': mean(hits_ref(runs['rotate'][q], {truth[q]}, 3) for q in queries)}\n"
           "report('' if all(close(got[k], v) for k, v in w.items()) else '%r, expected %r' % (got, w))\n",
           why="docs/conventions.md: a text score is read as trec_eval reads one; ids are text"),
        ok("u18g_wn18rr_polars_fuse", "WN18RR rankings as polars frames per model (Utf8 ids with leading zeros, "
           "Float64 scores): rankagg.fuse({model: frame}, 'rrf') gives a polars frame equal to RRF by hand",
           _WN + "import polars as pl, rankagg\n"
           "frames = {m: pl.DataFrame({'q_id': [q for q in queries for _ in runs[m][q]], "
           "'doc_id': [d for q in queries for d in runs[m][q]], 'score': [s for q in queries for s in runs[m][q].values()]}) for m in MODELS}\n"
           "out = rankagg.fuse(frames, 'rrf', depth=None)\nmsg = '' if isinstance(out, pl.DataFrame) else 'not polars: %s' % type(out)\n"
           "if not msg:\n    for q in queries:\n        o = out.filter(pl.col('q_id') == q).sort('rank')\n"
           "        msg = msg or agree(list(zip(o['doc_id'].to_list(), o['score'].to_list())), rrf_ref(per_query(runs, q)))\nreport(msg)\n",
           why="README: rankagg.fuse returns what it was given (polars); RRF by hand"),
        # ------------------------------------------------------------------ Python API: dicts, arrays, frames
        ok("u18g_api_fuse_then_evaluate", "rankagg.fuse({model: {query: {entity: score}}}, 'rrf') then "
           "rankagg.evaluate(fused, qrels, ['RR', 'Success@10']): both by hand on the fused order",
           _FB + "import rankagg\nfused = rankagg.fuse(runs, 'rrf', depth=None)\nqr = {q: {truth[q]: 1} for q in queries}\n"
           "got = rankagg.evaluate(fused, qr, ['RR', 'Success@10'])\nmsg = ''\nrr, h = [], []\nfor q in queries:\n"
           "    ref = rrf_ref(per_query(runs, q))\n    msg = msg or agree(list(fused[q].items()), ref)\n"
           "    order = [d for d, _ in fused[q].items()]\n    r = order.index(truth[q]) + 1\n    rr.append(1.0 / r)\n    h.append(1.0 if r <= 10 else 0.0)\n"
           "if not msg and not (close(got['RR'], mean(rr)) and close(got['Success@10'], mean(h))):\n"
           "    msg = '%r, expected %r %r' % (got, mean(rr), mean(h))\nreport(msg)\n",
           why="docs/conventions.md: evaluate measures a fused result in its consensus order"),
        ok("u18g_fuser_score_matrix_rows", "score matrices saved with np.savez (queries x 2000 entities per model, "
           "TransE negated): Fuser('rrf') over each row's (entity ids, scores) equals RRF by hand",
           "ents = np.array(mids(2000, 14))\nrng = np.random.default_rng(15)\n"
           "np.savez('scores.npz', transe=-np.abs(rng.normal(6, 2, (8, 2000))), complex=rng.normal(0, 3, (8, 2000)), "
           "rotate=9 - np.abs(rng.normal(7, 2, (8, 2000))))\nimport rankagg\nz = np.load('scores.npz')\nfu = rankagg.Fuser('rrf')\nmsg = ''\n"
           "for q in range(8):\n    got = fu({m: (ents, z[m][q]) for m in z.files})\n"
           "    ref = rrf_ref({m: dict(zip(ents.tolist(), z[m][q].tolist())) for m in z.files})\n"
           "    msg = msg or agree(got, ref)\nreport(msg)\n",
           why="README: the Fuser takes (ids, scores) arrays; RRF by hand"),
        ok("u18g_fuser_float16_logits", "a GPU model's float16 logits (many equal after rounding) beside float32 "
           "distances, top-50 per query via argpartition: Fuser('combsum', norm='minmax') equals min-max CombSUM by "
           "hand on the exact float16 values",
           "ents = np.array(mids(800, 16))\nrng = np.random.default_rng(17)\nimport rankagg\nfu = rankagg.Fuser('combsum', norm='minmax')\nmsg = ''\n"
           "for q in range(10):\n    lo = rng.normal(0, 1, 800).astype(np.float16)\n    di = -np.abs(rng.normal(5, 1, 800)).astype(np.float32)\n"
           "    i1 = np.argpartition(-lo.astype(np.float64), 50)[:50]\n    i2 = np.argpartition(-di.astype(np.float64), 50)[:50]\n"
           "    got = fu({'complex': (ents[i1], lo[i1]), 'transe': (ents[i2], di[i2])})\n"
           "    ref = minmax_ref({'complex': dict(zip(ents[i1].tolist(), lo[i1].astype(float).tolist())), "
           "'transe': dict(zip(ents[i2].tolist(), di[i2].astype(float).tolist()))})\n    msg = msg or agree(got, ref)\nreport(msg)\n",
           why="docs/conventions.md: scores are doubles (a float16 is read as its exact double); min-max by hand"),
        ok("u18g_int_entity_indices", "every model gives int64 entity indices (0..n-1, a GNN's output) with qrels "
           "keyed by the same ints: RR and Success@10 by hand",
           "rng = np.random.default_rng(18)\nimport rankagg\nents = list(range(500))\n"
           "run = {}\nqr = {}\nfor q in range(15):\n    s = rng.normal(0, 1, 500)\n    run['%d|7|?' % q] = {int(e): float(v) for e, v in zip(ents, s)}\n"
           "    qr['%d|7|?' % q] = {int(rng.integers(500)): 1}\n"
           "got = rankagg.evaluate(run, qr, ['RR', 'Success@10'])\n"
           "w = {'RR': mean(rr_ref(run[q], set(qr[q])) for q in run), 'Success@10': mean(hits_ref(run[q], set(qr[q]), 10) for q in run)}\n"
           "report('' if all(close(got[k], v) for k, v in w.items()) else '%r, expected %r' % (got, w))\n",
           why="docs/conventions.md: docids are str or all int; an int id is its decimal text, ties by that text descending"),
        ok("u18g_ogb_wikikg2_pos_neg", "OGB wikikg2's evaluator arrays (y_pred_pos (n,), y_pred_neg (n, 500)) as a "
           "run of 'pos' and 'neg000'..'neg499': RR by trec_eval's rule, by hand (ties of rounded scores included)",
           "rng = np.random.default_rng(19)\nimport rankagg\npos = np.round(rng.normal(1, 1, 40), 1)\nneg = np.round(rng.normal(0, 1, (40, 500)), 1)\n"
           "run = {'t%d' % i: dict([('pos', float(pos[i]))] + [('neg%03d' % j, float(neg[i, j])) for j in range(500)]) for i in range(40)}\n"
           "qr = {q: {'pos': 1} for q in run}\ngot = rankagg.evaluate(run, qr, ['RR'], per_query=True)\n"
           "per = {str(k): float(v) for k, v in got['RR'].items()}\nmsg = ''\n"
           "for i in range(40):\n    q = 't%d' % i\n    want = 1.0 / (1 + int((neg[i] > pos[i]).sum()))\n"
           "    v = per.get(q, -1.0)\n"
           "    if not close(v, want):\n        msg = msg or '%s: %r, expected %r' % (q, v, want)\nreport(msg)\n",
           why="trec_eval breaks a tie by docno descending: 'pos' > 'neg...' as bytes, so a tied positive ranks first "
               "(OGB's optimistic rank)"),
        ok("u18g_arrow_table_eval", "a pyarrow table (q_id, doc_id, score; large_string ids, float32 scores) of the "
           "RotatE run: rankagg.evaluate RR by hand on the float32 values",
           _FB + "import pyarrow as pa, rankagg\nqs = [q for q in queries for _ in runs['rotate'][q]]\n"
           "ds = [d for q in queries for d in runs['rotate'][q]]\nsc = np.array([s for q in queries for s in runs['rotate'][q].values()], dtype=np.float32)\n"
           "t = pa.table({'q_id': pa.array(qs, pa.large_string()), 'doc_id': pa.array(ds, pa.large_string()), 'score': sc})\n"
           "got = rankagg.evaluate(t, {q: {truth[q]: 1} for q in queries}, ['RR'])\n"
           "f32 = {}\nfor q, d, s in zip(qs, ds, sc.astype(float).tolist()):\n    f32.setdefault(q, {})[d] = s\n"
           "want = mean(rr_ref(f32[q], {truth[q]}) for q in queries)\n"
           "report('' if close(got['RR'], want) else '%r, expected %r' % (got, want))\n",
           why="README: evaluate takes Arrow tables; a float32 score is read as its exact double"),
        ok("u18g_parquet_long_table_cli", "the four models as one long Parquet table (q_id, doc_id, score, run) "
           "written with pandas: fuse models.parquet --method rrf equals RRF by hand",
           _FB + "import pandas as pd\nrows = [(q, d, s, m) for m in MODELS for q in queries for d, s in runs[m][q].items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('models.parquet', index=False)\n"
           "ok_cli('fuse', 'models.parquet', '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(fused_file_agree('fused.run', runs, rrf_ref))\n",
           why="docs/trec.md: one long Parquet table q_id doc_id score run is read as those runs"),
        ok("u18g_pykeen_frames_renamed", "PyKEEN predict_target frames (tail_id, tail_label, score, in_training, "
           "in_testing), renamed to doc_id with a q_id added and the in_training rows dropped (filtered): "
           "rankagg.fuse of two models equals RRF by hand on the kept rows",
           _FB + "import pandas as pd, rankagg\nrng = np.random.default_rng(20)\nframes, kept = {}, {}\n"
           "for m in ('transe', 'rotate'):\n    parts = []\n    for q in queries:\n        p = runs[m][q]\n"
           "        f = pd.DataFrame({'tail_id': range(len(p)), 'tail_label': list(p), 'score': list(p.values()), "
           "'in_training': rng.random(len(p)) < 0.1, 'in_testing': [d == truth[q] for d in p]})\n"
           "        f.loc[f.in_testing, 'in_training'] = False\n        f = f[~f.in_training].rename(columns={'tail_label': 'doc_id'})\n"
           "        parts.append(f.assign(q_id=q)[['q_id', 'doc_id', 'score']])\n        kept.setdefault(m, {})[q] = dict(zip(f.doc_id, f.score))\n"
           "    frames[m] = pd.concat(parts, ignore_index=True)\n"
           "out = rankagg.fuse(frames, 'rrf', depth=None)\nmsg = ''\nfor q in queries:\n    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = msg or agree(list(zip(o.doc_id, o.score)), rrf_ref(per_query(kept, q)))\nreport(msg)\n",
           why="README: rankagg.fuse takes {name: DataFrame}; RRF by hand"),
        # ------------------------------------------------------------------ the volume of full candidate lists
        ok("u18g_volume_full_candidates_cli", "the full ranking of FB15k-237's 14,541 entities for 60 queries from three "
           "models (2.6 million lines): fuse --method rrf --depth 10 gives each query RRF's top 10 by hand, and "
           "evaluate -m recip_rank of the full TransE run equals 1 / place by hand",
           "rng = np.random.default_rng(21)\nn, nq = 14541, 60\nents = np.array(['/m/0%06x' % (i * 2654435761 % 16777216) for i in range(n)])\n"
           "qs = ['/m/0h%04d|/people/person/nationality|?' % i for i in range(nq)]\nS = {}\n"
           "for m in ('transe', 'rotate', 'complex'):\n    S[m] = rng.random((nq, n))\n"
           "    order = np.argsort(-S[m], axis=1, kind='stable')\n    with open(m + '.run', 'w') as f:\n"
           "        for i in range(nq):\n            o = order[i]\n"
           "            f.write(''.join('%s Q0 %s %d %r %s\\n' % (qs[i], e, r, s, m) for r, (e, s) in enumerate(zip(ents[o].tolist(), S[m][i, o].tolist()), 1)))\n"
           "truth = rng.integers(n, size=nq)\nwrite('qrels.txt', ''.join('%s 0 %s 1\\n' % (qs[i], ents[truth[i]]) for i in range(nq)))\n"
           "ok_cli('fuse', 'transe.run', 'rotate.run', 'complex.run', '--method', 'rrf', '--depth', '10', '-o', 'fused.run', '--quiet')\n"
           "got = read_run('fused.run')\nmsg = ''\nfor i in range(nq):\n"
           "    ranks = {m: np.empty(n) for m in S}\n    for m in S:\n        ranks[m][np.argsort(-S[m][i], kind='stable')] = np.arange(1, n + 1)\n"
           "    rrf = sum(1.0 / (60.0 + ranks[m]) for m in S)\n    top = np.sort(rrf)[::-1][:10]\n    rows = got.get(qs[i], [])\n"
           "    pos = {e: j for j, e in enumerate(ents.tolist())}\n"
           "    if len(rows) != 10 or any(not close(s, t) for (_, s), t in zip(rows, top)) or any(not close(rrf[pos[d]], s) for d, s in rows):\n"
           "        msg = msg or '%s: %r, expected scores %r' % (qs[i], rows[:3], top[:3])\n"
           "got = json.loads(ok_cli('evaluate', '--qrels', 'qrels.txt', 'transe.run', '-m', 'recip_rank', '--json'))\n"
           "want = float(np.mean([1.0 / (1 + int((S['transe'][i] > S['transe'][i, truth[i]]).sum())) for i in range(nq)]))\n"
           "if not msg and not close(got['RR'], want):\n    msg = 'RR %r, expected %r' % (got['RR'], want)\nreport(msg)\n",
           why="RRF by hand (sum 1 / (60 + r)); recip_rank = 1 / (1 + candidates scored higher), no ties in the scores",
           timeout=240),
        ok("u18g_arrow_tables_by_model", "one pyarrow table per model ({'transe': table, 'complex': table}, as "
           "pyarrow.parquet.read_table gives each model's export): rankagg.fuse gives an Arrow table equal to RRF by hand",
           _FB + "import pyarrow as pa, rankagg\n"
           "tables = {m: pa.table({'q_id': [q for q in queries for _ in runs[m][q]], 'doc_id': [d for q in queries for d in runs[m][q]], "
           "'score': [s for q in queries for s in runs[m][q].values()]}) for m in ('transe', 'complex')}\n"
           "out = rankagg.fuse(tables, 'rrf', depth=None)\nmsg = '' if isinstance(out, pa.Table) else 'not Arrow: %s' % type(out)\n"
           "if not msg:\n    o = out.to_pandas()\n    for q in queries:\n        g = o[o.q_id == q].sort_values('rank')\n"
           "        msg = msg or agree(list(zip(g.doc_id, g.score)), rrf_ref(per_query({m: runs[m] for m in tables}, q)))\nreport(msg)\n",
           why="README: rankagg.fuse returns what it was given (Arrow tables); {name: frame} is read as one run per frame"),
        bad("u18g_qrels_frame_missing_entity", "a qrels frame built from test triples whose tail failed to map to an "
            "entity (NaN in doc_id at one of 40 queries): refused naming that query",
            "import pandas as pd, rankagg\nqs = ['Q%d|P27|?' % i for i in range(40)]\n"
            "qr = pd.DataFrame({'query_id': qs, 'doc_id': ['Q%d' % (i + 100) for i in range(40)], 'relevance': 1})\n"
            "qr.loc[17, 'doc_id'] = None\nrankagg.evaluate({q: {'Q%d' % (i + 100): 1.0, 'Q1': 0.5} for i, q in enumerate(qs)}, qr, ['RR'])\n",
            "Q17|P27|?", why="a missing id is refused naming where it is (docs/conventions.md: bad input names its place)"),
        # ------------------------------------------------------------------ mistakes of the day
        bad("u18g_filtered_minus_inf_frame", "filtering by masking: scores[known] = -np.inf, then a long DataFrame "
            "to rankagg.fuse: refused naming the row and the score",
            "import pandas as pd, rankagg\nents = mids(50, 22)\nrng = np.random.default_rng(23)\ns = rng.normal(0, 3, 50)\ns[[4, 9]] = -np.inf\n"
            "f = pd.DataFrame({'q_id': 'Q42|P27|?', 'doc_id': ents, 'score': s, 'run': 'complex'})\n"
            "g = f.assign(score=rng.normal(0, 1, 50), run='transe')\nrankagg.fuse(pd.concat([f, g], ignore_index=True), 'rrf')\n",
            "row 4", "-inf", why="docs/conventions.md: a non-finite score is refused, naming where it is"),
        bad("u18g_filtered_minus_inf_fuser", "the same mask in a serving loop: Fuser('rrf') over (ents, scores) with "
            "-inf at the filtered entities: refused naming the list and the entity",
            "import rankagg\nents = np.array(mids(50, 22))\ns = np.random.default_rng(24).normal(0, 3, 50)\ns[7] = -np.inf\n"
            "rankagg.Fuser('rrf')({'complex': (ents, s), 'transe': (ents, -np.abs(s[::-1]) - 1)})\n",
            "complex", str("-inf"), why="docs/conventions.md: scores are finite doubles"),
        cli_bad("u18g_filtered_minus_inf_runfile", "a run file written from the masked scores ('-inf' at the filtered "
                "entities, ranked last): fuse refused naming the file and line",
                ["fuse", "complex.run", "transe.run", "--method", "rrf", "-o", "fused.run"],
                "write('complex.run', 'Q42|P27|? Q0 Q30 1 2.5 complex\\nQ42|P27|? Q0 Q145 2 1.25 complex\\n"
                "Q42|P27|? Q0 Q183 3 -inf complex\\n')\nwrite('transe.run', 'Q42|P27|? Q0 Q30 1 -3.5 transe\\nQ42|P27|? Q0 Q145 2 -4.0 transe\\n')\n",
                "complex.run:3", why="docs/conventions.md: a non-finite score in a TREC run is refused naming the line"),
        bad("u18g_qid_triple_with_blanks_frame", "qids written as Python tuples' text '(/m/02mjmr, "
            "/people/person/nationality, ?)' in a long frame: rankagg.fuse refused naming the row and the qid",
            "import pandas as pd, rankagg\nq = '(/m/02mjmr, /people/person/nationality, ?)'\n"
            "f = pd.DataFrame({'q_id': q, 'doc_id': ['/m/09c7w0', '/m/0d05w3', '/m/0f8l9c'], 'score': [1.0, 2.0, 0.5]})\n"
            "rankagg.fuse({'transe': f, 'complex': f.assign(score=[0.2, 0.1, 0.3])}, 'rrf')\n",
            "/people/person/nationality", "blank",
            why="a qid with a blank cannot be a TREC line's token; the refusal names it"),
        bad("u18g_qid_tuple_objects", "qids as real tuples ('/m/02mjmr', '/people/person/nationality') in a dict "
            "run (the researcher's triples as keys): rankagg.evaluate refused naming the query",
            "import rankagg\nq = ('/m/02mjmr', '/people/person/nationality')\n"
            "rankagg.evaluate({q: {'/m/09c7w0': 1.0, '/m/0d05w3': 2.0}}, {q: {'/m/09c7w0': 1}}, ['RR'])\n",
            "/m/02mjmr", why="a query id is text or an int (docs/conventions.md); a tuple is neither"),
        bad("u18g_wide_score_matrix_frame", "the score matrix as a wide DataFrame (queries x 14,541 entity columns): "
            "rankagg.evaluate refused in one line naming the columns it needs",
            "import pandas as pd, rankagg\nents = ['/m/0%06x' % i for i in range(14541)]\n"
            "W = pd.DataFrame(np.random.default_rng(25).random((3, 14541)), index=['a|r|?', 'b|r|?', 'c|r|?'], columns=ents)\n"
            "rankagg.evaluate(W, {'a|r|?': {ents[3]: 1}}, ['RR'])\n",
            "q_id", "doc_id", why="README: evaluate takes a long frame (q_id, doc_id, score)"),
        bad("u18g_pykeen_frame_as_is", "a PyKEEN predict_target frame given as it comes (tail_id, tail_label, score, "
            "in_training, in_testing): rankagg.fuse refused naming the columns it has and needs",
            "import pandas as pd, rankagg\npk = pd.DataFrame({'tail_id': [12, 7, 3], 'tail_label': ['/m/09c7w0', '/m/0d05w3', "
            "'/m/0f8l9c'], 'score': [-1.2, -3.4, -5.0], 'in_training': [False, True, False], 'in_testing': [False, False, True]})\n"
            "rankagg.fuse({'transe': pk, 'rotate': pk.assign(score=[-2.0, -1.0, -4.0])}, 'rrf')\n",
            "tail_label", "doc_id", why="io/missing_columns: a frame's columns are named in every refusal"),
        bad("u18g_mixed_entity_id_types", "the GNN's int64 entity indices fused with ComplEx's QIDs: refused naming "
            "both lists (the ids would never meet)",
            "import rankagg\nrankagg.Fuser('rrf')({'gnn': (np.array([3, 7, 12]), np.array([0.3, 0.2, 0.1])), "
            "'complex': {'Q30': 2.0, 'Q145': 1.0}})\n",
            "gnn", "complex", why="docs/conventions.md: docids are str or all int"),
        bad("u18g_bool_relevance_qrels", "qrels built from PyKEEN's in_testing column (relevance True/False): "
            "refused naming the query and the entity",
            "import pandas as pd, rankagg\nqr = pd.DataFrame({'query_id': ['Q42|P27|?'] * 2, 'doc_id': ['Q145', 'Q30'], 'relevance': [True, False]})\n"
            "rankagg.evaluate({'Q42|P27|?': {'Q145': 1.0, 'Q30': 2.0}}, qr, ['RR'])\n",
            "Q42|P27|?", "Q145", why="a qrels grade is an integer (trec_eval's rel); a bool is refused, naming the line"),
        cli_bad("u18g_dglke_predict_output", "DGL-KE's dglke_predict output (header 'head rel tail score', tab-separated) "
                "given to fuse as a run: refused naming the file and line",
                ["fuse", "dglke_result.tsv", "transe.run", "--method", "rrf", "-o", "fused.run"],
                "write('dglke_result.tsv', 'head\\trel\\ttail\\tscore\\n/m/02mjmr\\t/people/person/nationality\\t/m/09c7w0\\t-1.25\\n')\n"
                "write('transe.run', 'Q42|P27|? Q0 Q30 1 -3.5 transe\\n')\n",
                "dglke_result.tsv:1", why="trec_eval reads six fields; a four-field line is refused naming it"),
        cli_bad("u18g_triples_file_as_qrels", "FB15k-237's test.txt (head, relation, tail) given as --qrels: refused "
                "naming the file and line",
                ["evaluate", "--qrels", "test.txt", "transe.run", "-m", "recip_rank"],
                "write('test.txt', '/m/02mjmr\\t/people/person/nationality\\t/m/09c7w0\\n')\n"
                "write('transe.run', '/m/02mjmr|/people/person/nationality|? Q0 /m/09c7w0 1 -3.5 transe\\n')\n",
                "test.txt:1", why="trec_eval's qrels have four fields", outputs=()),
        cli_bad("u18g_relation_in_q0_column", "triples written as 'head relation tail rank score tag' (the relation "
                "in the Q0 column, which trec_eval skips): two relations of one head rank the same tail, a document "
                "twice in one query, refused naming the line",
                ["evaluate", "--qrels", "qrels.txt", "transe.run", "-m", "recip_rank"],
                "write('transe.run', '/m/02mjmr /people/person/nationality /m/09c7w0 1 -1.5 transe\\n"
                "/m/02mjmr /people/person/nationality /m/0d05w3 2 -2.5 transe\\n/m/02mjmr /film/film/genre /m/02kdv5l 1 -1.0 transe\\n"
                "/m/02mjmr /film/film/genre /m/09c7w0 2 -3.0 transe\\n')\nwrite('qrels.txt', '/m/02mjmr 0 /m/09c7w0 1\\n')\n",
                "transe.run:4", why="trec_eval reads the second field as an unused iteration: the qid is the head alone, "
                "and a document twice in one query is refused (docs/conventions.md)", outputs=()),
        fast(bad("u18g_tail_missing_for_query", "a qrels dict whose true tail is given as None (a missing test triple): "
            "refused naming the query",
            "import rankagg\nrankagg.evaluate({'Q42|P27|?': {'Q145': 1.0}}, {'Q42|P27|?': {None: 1}}, ['RR'])\n",
            "Q42|P27|?", why="a docid is text or an int; None is neither")),
    ]
