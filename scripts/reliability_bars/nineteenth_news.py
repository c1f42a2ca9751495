"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a news-recommendation team's click-based rankers (MIND impressions) (its cases, ids ``u19n_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, snippet_cases, command_cases_files_optional
from .references import HOUSE_AGREEMENT, RANKED_LISTS, CLI_OR_EXIT

NINETEENTH_NEWS = "45 Unseen inputs: a nineteenth bar, a news-recommendation team's click-based rankers (MIND impressions)"

# The team's day: MIND's behaviors.tsv (impression id, user 'U8125', time '11/15/2019 8:55:22 AM', a history of news
# ids that may be blank, and the impression's candidates with their click labels in one field 'N55689-1 N35729-0'),
# four click-prediction models scoring every candidate of an impression (NRMS and LSTUR: probabilities; a popularity
# baseline: integer click counts with many ties; a recency baseline: negative ages in seconds), fused per impression
# (the impression id is the query) and measured as the MIND leaderboard does (AUC, MRR, nDCG@5, nDCG@10 per
# impression, then averaged), and the leaderboard's prediction.txt ('1 [3,1,2]': a rank per candidate, in the
# impression's order).  The references below are independent of rankagg's code: ``RANKED_LISTS`` and
# ``HOUSE_AGREEMENT`` (references.py: trec_eval's order, Borda, RRF, CombSUM of min-max, the house tie rule);
# ``mind_ndcg`` and ``mind_mrr`` are MIND's evaluate.py (dcg of 2^label - 1 over log2(i + 2), the ideal from the
# labels; MRR the sum of label / rank over the clicked, divided by the clicks) on trec_eval's order of the scores
# (docs/conventions.md: score descending, a tie by the docid descending); ``trec_rr`` trec_eval's recip_rank (1 / the
# first clicked rank); ``trec_ap`` its AP over the clicked candidates.
_REF = RANKED_LISTS + HOUSE_AGREEMENT + r'''
import json, math, os, subprocess, sys
import numpy as np
import pandas as pd
import rankagg
MODELS = ('nrms', 'lstur', 'pop', 'recency')
def impressions(n, seed=0, lo=2, hi=40, clicks='some'):
    """[(impression id, user, time, history, [(news id, label)])]: MIND's behaviors rows"""
    rng = np.random.default_rng(seed)
    pool = np.arange(10000, 10000 + max(8 * hi, 2000))
    out = []
    for i in range(n):
        m = int(rng.integers(lo, hi + 1))
        ids = ['N%d' % x for x in rng.choice(pool, m, replace=False)]
        if clicks == 'one':
            lab = [0] * m
            lab[int(rng.integers(m))] = 1
        elif clicks == 'all':
            lab = [1] * m
        else:
            lab = [int(x) for x in rng.random(m) < 0.15]
            if not any(lab):
                lab[int(rng.integers(m))] = 1
        h = int(rng.integers(12))
        hour = int(rng.integers(1, 13))
        t = '11/%d/2019 %d:%02d:%02d %s' % (9 + i % 7, hour, rng.integers(60), rng.integers(60), 'AM' if i % 2 else 'PM')
        hist = ' '.join('N%d' % x for x in rng.choice(pool, h, replace=False))
        out.append((str(1 + i), 'U%d' % rng.integers(1, 90000), t, hist, list(zip(ids, lab))))
    return out
def behaviors_text(imps):
    return ''.join('%s\t%s\t%s\t%s\t%s\n' % (i, u, t, h, ' '.join('%s-%d' % c for c in cands)) for i, u, t, h, cands in imps)
def labels(imps):
    return {i: dict(cands) for i, _, _, _, cands in imps}
def write_qrels(path, imps):
    with open(path, 'w', encoding='utf-8') as f:
        for i, _, _, _, cands in imps:
            for n, l in cands:
                f.write('%s 0 %s %d\n' % (i, n, l))
def scores(imps, seed=1, models=MODELS):
    """{model: {impression: {news id: score}}}: NRMS / LSTUR probabilities, popularity counts, negative ages"""
    rng = np.random.default_rng(seed)
    pop_of = {}
    out = {m: {} for m in models}
    for i, _, _, _, cands in imps:
        lab = np.array([l for _, l in cands], float)
        ids = [n for n, _ in cands]
        for m, sep in (('nrms', 1.5), ('lstur', 1.0)):
            z = sep * lab + rng.normal(0, 1, len(ids))
            out[m][i] = {n: float(1 / (1 + math.exp(-v))) for n, v in zip(ids, z)}
        out['pop'][i] = {n: pop_of.setdefault(n, int(rng.integers(0, 30))) for n in ids}
        out['recency'][i] = {n: -float(int(rng.integers(1, 48)) * 3600) for n in ids}
    return {m: out[m] for m in models}
def long_frame(sc):
    rows = [(i, n, m, s) for m, by in sc.items() for i, p in by.items() for n, s in p.items()]
    return pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])
def write_run(path, by_imp, tag):
    with open(path, 'w', encoding='utf-8') as f:
        for i, p in by_imp.items():
            for r, n in enumerate(desc_order(p), 1):
                f.write('%s Q0 %s %d %r %s\n' % (i, n, r, p[n], tag))
def read_trec(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def frame_by_q(out):
    out = out.sort_values(['qid', 'rank'])
    return {str(q): list(zip(g['docid'], g['score'])) for q, g in out.groupby('qid', sort=False)}
def per_imp(sc, i):
    return {m: by[i] for m, by in sc.items() if i in by}
def agree_all(got, sc, ref, depth=None, written=False, **kw):
    """'' when every impression's fused list agrees with the reference over the models that scored it"""
    imps = sorted(set().union(*[set(by) for by in sc.values()]), key=str)
    if set(map(str, got)) != set(map(str, imps)):
        return 'impressions: %d fused, %d expected' % (len(got), len(imps))
    for i in imps:
        msg = agree(got[str(i)], ref(per_imp(sc, i), **kw), depth=depth, written=written)
        if msg:
            return 'impression %s: %s' % (i, msg)
    return ''
def mind_ndcg(order, lab, k):
    y = [lab.get(d, 0) for d in order[:k]]
    dcg = sum((2 ** g - 1) / math.log2(j + 2) for j, g in enumerate(y))
    ideal = sorted(lab.values(), reverse=True)[:k]
    best = sum((2 ** g - 1) / math.log2(j + 2) for j, g in enumerate(ideal))
    return dcg / best
def mind_mrr(order, lab):
    y = [lab.get(d, 0) for d in order]
    return sum(g / (j + 1) for j, g in enumerate(y)) / sum(y)
def trec_rr(order, lab):
    return next((1.0 / j for j, d in enumerate(order, 1) if lab.get(d, 0) > 0), 0.0)
def trec_ap(order, lab):
    rel = sum(1 for g in lab.values() if g > 0)
    hits, tot = 0, 0.0
    for j, d in enumerate(order, 1):
        if lab.get(d, 0) > 0:
            hits += 1
            tot += hits / j
    return tot / rel if rel else 0.0
def mean_of(fn, by_imp, lab, *a):
    vals = [fn(desc_order(by_imp[i]), lab[i], *a) for i in lab if i in by_imp]
    return sum(vals) / len(vals)
def house_order(ref):
    """a reference's ids in the house order of docs/conventions.md: score, more lists, the best place, the smaller id"""
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
def same_values(got, want, tol=1e-9):
    bad = [(k, got.get(k), v) for k, v in want.items() if got.get(k) is None or abs(got[k] - v) > tol * max(1.0, abs(v))]
    return '' if not bad else 'measure %s: %r, expected %r' % bad[0]
#CLI_OR_EXIT
'''[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

# the leaderboard's prediction.txt: a rank per candidate in the impression's order (brackets, commas, no blank)
_PREDICTION = "1 [3,1,2,4]\n2 [2,1]\n3 [1,3,2]\n"
# behaviors.tsv rows as MIND ships them (a blank history on the second row: two tabs in a row)
_BEHAVIORS = ("1\tU13740\t11/11/2019 9:05:58 AM\tN55189 N42782 N34694 N45794\tN55689-1 N35729-0 N20678-0 N39317-0\n"
              "2\tU91836\t11/12/2019 6:11:30 PM\t\tN20678-0 N39317-0 N58114-0 N20495-1\n"
              "3\tU73700\t11/14/2019 7:01:48 AM\tN10732 N25792\tN50014-0 N23877-1 N35389-0\n")
_NRMS_RUN = ("1 Q0 N55689 1 0.8231 nrms\n1 Q0 N35729 2 0.4410 nrms\n1 Q0 N20678 3 0.1021 nrms\n1 Q0 N39317 4 0.0893 nrms\n"
             "2 Q0 N20495 1 0.7132 nrms\n2 Q0 N58114 2 0.3019 nrms\n2 Q0 N20678 3 0.2201 nrms\n2 Q0 N39317 4 0.0012 nrms\n"
             "3 Q0 N23877 1 0.9120 nrms\n3 Q0 N35389 2 0.3311 nrms\n3 Q0 N50014 3 0.0101 nrms\n")
_QRELS = ("1 0 N55689 1\n1 0 N35729 0\n1 0 N20678 0\n1 0 N39317 0\n2 0 N20678 0\n2 0 N39317 0\n2 0 N58114 0\n"
          "2 0 N20495 1\n3 0 N50014 0\n3 0 N23877 1\n3 0 N35389 0\n")



def nineteenth_bar_news_cases() -> list[Case]:
    G = NINETEENTH_NEWS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    cli_bad = command_cases_files_optional(G)[1]

    runs4 = ("imps = impressions(60, seed={s}, hi=40)\nsc = scores(imps, seed={s})\n"
             "for m in MODELS:\n    write_run(m + '.run', sc[m], m)\n")
    return [
        # ------------------------------------------------------------ measuring one model as the leaderboard does
        ok("u19n_eval_ndcg5_ndcg10_mind", "NRMS's scores of 300 impressions (2-40 candidates, ~15% clicked) as a long "
           "frame, the clicks as qrels (clicked 1, shown and not clicked 0): nDCG@5 and nDCG@10 are MIND's means of "
           "per-impression nDCG",
           "imps = impressions(300, seed=1)\nsc = scores(imps, seed=1)\nlab = labels(imps)\n"
           "run = long_frame({'nrms': sc['nrms']}).drop(columns='run')\n"
           "q = pd.DataFrame([(i, n, l) for i, p in lab.items() for n, l in p.items()], columns=['qid', 'docid', 'label'])\n"
           "got = rankagg.evaluate(run, q, ['nDCG@5', 'nDCG@10'])\n"
           "report(same_values(got, {'nDCG@5': mean_of(mind_ndcg, sc['nrms'], lab, 5), 'nDCG@10': mean_of(mind_ndcg, sc['nrms'], lab, 10)}))\n",
           why="MIND's evaluate.py: gains 2^y - 1 over log2(i + 2), the ideal from the labels; for 0/1 labels this is "
               "trec_eval's ndcg_cut (docs/names.md), the mean over the impressions"),
        ok("u19n_eval_rr_one_click_is_mind_mrr", "impressions with exactly one click each: trec_eval's RR equals "
           "MIND's MRR (the clicked item's 1 / rank)",
           "imps = impressions(200, seed=2, clicks='one')\nsc = scores(imps, seed=2)\nlab = labels(imps)\n"
           "got = rankagg.evaluate(sc['lstur'], lab, ['RR'])\n"
           "report(same_values(got, {'RR': mean_of(mind_mrr, sc['lstur'], lab)}))\n",
           why="MIND's mrr_score is sum(y / rank) / sum(y): with one click, 1 / its rank, trec_eval's recip_rank"),
        ok("u19n_eval_mrr_name_is_trec_rr", "'MRR' asked of impressions with several clicks: rankagg's value is "
           "trec_eval's RR (1 / the first click's rank; docs/names.md), not MIND's mean over every click",
           "imps = impressions(200, seed=3)\nsc = scores(imps, seed=3)\nlab = labels(imps)\n"
           "got = rankagg.evaluate(sc['nrms'], lab, ['MRR'])\nkey = next(iter(got))\n"
           "assert any(sum(p.values()) > 1 for p in lab.values())\n"
           "report(same_values({'RR': got[key]}, {'RR': mean_of(trec_rr, sc['nrms'], lab)}))\n",
           why="docs/names.md: mean_reciprocal_rank / ranx's mrr is RR, trec_eval's recip_rank"),
        ok("u19n_eval_ap_per_query_mean", "per_query=True over 150 impressions: each impression's AP and nDCG@10 by "
           "hand, and the mean of the per-impression column is the overall value",
           "imps = impressions(150, seed=4)\nsc = scores(imps, seed=4)\nlab = labels(imps)\n"
           "pq = rankagg.evaluate(sc['nrms'], lab, ['AP', 'nDCG@10'], per_query=True)\nallv = rankagg.evaluate(sc['nrms'], lab, ['AP', 'nDCG@10'])\n"
           "msg = ''\nfor i in lab:\n    o = desc_order(sc['nrms'][i])\n"
           "    msg = msg or same_values({'AP': float(pq.loc[i, 'AP']), 'nDCG@10': float(pq.loc[i, 'nDCG@10'])}, {'AP': trec_ap(o, lab[i]), 'nDCG@10': mind_ndcg(o, lab[i], 10)})\n"
           "msg = msg or same_values(allv, {'AP': float(pq['AP'].mean()), 'nDCG@10': float(pq['nDCG@10'].mean())})\nreport(msg)\n",
           why="trec_eval -q: a value per query; the all line is their mean"),
        ok("u19n_eval_popularity_ties_trec_order", "the popularity baseline (integer click counts, many ties inside "
           "an impression) measured: nDCG@10 and AP follow trec_eval's order of ties (docid descending)",
           "imps = impressions(200, seed=5, hi=60)\nsc = scores(imps, seed=5)\nlab = labels(imps)\n"
           "assert any(len(set(p.values())) < len(p) for p in sc['pop'].values())\n"
           "got = rankagg.evaluate(sc['pop'], lab, ['nDCG@10', 'AP'])\n"
           "report(same_values(got, {'nDCG@10': mean_of(mind_ndcg, sc['pop'], lab, 10), 'AP': mean_of(trec_ap, sc['pop'], lab)}))\n",
           why="docs/conventions.md: a tie in scores broken by the docid descending (trec_eval)"),
        ok("u19n_eval_recency_negative_ages", "the recency baseline's scores are negative ages in seconds "
           "(-3600 ... -169200, ties): nDCG@5 and RR by hand",
           "imps = impressions(200, seed=6)\nsc = scores(imps, seed=6)\nlab = labels(imps)\n"
           "got = rankagg.evaluate(sc['recency'], lab, ['nDCG@5', 'RR'])\n"
           "report(same_values(got, {'nDCG@5': mean_of(mind_ndcg, sc['recency'], lab, 5), 'RR': mean_of(trec_rr, sc['recency'], lab)}))\n",
           why="docs/conventions.md: scores are doubles of any sign, ordered descending"),
        ok("u19n_eval_all_clicked_one", "impressions where every candidate was clicked (a user who opened them all): "
           "nDCG@10, AP and RR are 1 whatever the model's order",
           "imps = impressions(50, seed=7, clicks='all')\nsc = scores(imps, seed=7)\nlab = labels(imps)\n"
           "report(same_values(rankagg.evaluate(sc['nrms'], lab, ['nDCG@10', 'AP', 'RR']), {'nDCG@10': 1.0, 'AP': 1.0, 'RR': 1.0}))\n",
           why="MIND's ndcg of an all-ones label vector is 1; trec_eval's AP and RR likewise"),
        ok("u19n_eval_tiny_probabilities", "NRMS probabilities squeezed near 1e-8 (sigmoid of very negative logits), "
           "two candidates one double apart: nDCG@10 as the doubles order them",
           "imps = impressions(100, seed=8)\nsc = scores(imps, seed=8)\nlab = labels(imps)\n"
           "tiny = {i: {n: 1e-8 * (1 + s * 1e-6) for n, s in p.items()} for i, p in sc['nrms'].items()}\n"
           "i0 = next(iter(tiny))\nns = list(tiny[i0])\ntiny[i0][ns[1]] = np.nextafter(tiny[i0][ns[0]], 1.0)\n"
           "report(same_values(rankagg.evaluate(tiny, lab, ['nDCG@10', 'AP']), {'nDCG@10': mean_of(mind_ndcg, tiny, lab, 10), 'AP': mean_of(trec_ap, tiny, lab)}))\n",
           why="docs/conventions.md: a score is the double nearest its text; near-ties one double apart keep their order"),
        ok("u19n_eval_history_items_in_run", "the run also scores the user's history items (a join on the wrong "
           "column): they are unjudged, so not clicked, and count as such in nDCG@10",
           "imps = impressions(100, seed=9)\nsc = scores(imps, seed=9)\nlab = labels(imps)\nrun = {}\n"
           "for i, _, _, h, _ in imps:\n    run[i] = dict(sc['nrms'][i])\n    for j, n in enumerate(h.split()):\n        run[i].setdefault(n, 0.99 - j * 1e-3)\n"
           "report(same_values(rankagg.evaluate(run, lab, ['nDCG@10']), {'nDCG@10': mean_of(mind_ndcg, run, lab, 10)}))\n",
           why="trec_eval: a retrieved document the qrels do not judge is not relevant"),
        ok("u19n_cli_evaluate_json", "rankagg evaluate nrms.run --qrels qrels.txt --measures nDCG@5 nDCG@10 RR --json "
           "(files written from behaviors): the JSON's values are MIND's means",
           "imps = impressions(250, seed=10)\nsc = scores(imps, seed=10)\nlab = labels(imps)\nwrite_run('nrms.run', sc['nrms'], 'nrms')\nwrite_qrels('qrels.txt', imps)\n"
           "p = cli('evaluate', 'nrms.run', '--qrels', 'qrels.txt', '--measures', 'nDCG@5', 'nDCG@10', 'RR', '--json')\n"
           "js = json.loads(p.stdout)\nflat = {}\ndef walk(o):\n    if isinstance(o, dict):\n        for k, v in o.items():\n"
           "            if isinstance(v, (int, float)) and k in ('nDCG@5', 'nDCG@10', 'RR'):\n                flat[k] = float(v)\n            else:\n                walk(v)\n"
           "    elif isinstance(o, list):\n        for v in o:\n            walk(v)\nwalk(js)\n"
           "report(same_values(flat, {'nDCG@5': mean_of(mind_ndcg, sc['nrms'], lab, 5), 'nDCG@10': mean_of(mind_ndcg, sc['nrms'], lab, 10), 'RR': mean_of(trec_rr, sc['nrms'], lab)}, tol=1e-6))\n",
           why="MIND's evaluate.py on trec_eval's order; --json holds the all line's values"),
        ok("u19n_cli_evaluate_per_query", "rankagg evaluate -q -m ndcg_cut.5: a line per impression whose value is "
           "that impression's nDCG@5",
           "imps = impressions(80, seed=11)\nsc = scores(imps, seed=11)\nlab = labels(imps)\nwrite_run('lstur.run', sc['lstur'], 'lstur')\nwrite_qrels('qrels.txt', imps)\n"
           "p = cli('evaluate', 'lstur.run', '--qrels', 'qrels.txt', '-m', 'ndcg_cut.5', '-q')\nseen = {}\n"
           "for line in p.stdout.splitlines():\n    f = line.split()\n    if len(f) == 3 and f[1] in lab:\n        seen[f[1]] = float(f[2])\n"
           "want = {i: mind_ndcg(desc_order(sc['lstur'][i]), lab[i], 5) for i in lab}\n"
           "report('' if set(seen) == set(want) and all(abs(seen[i] - want[i]) < 1e-4 for i in want) else 'per impression: %d lines, e.g. %r' % (len(seen), sorted(seen.items())[:2]))\n",
           why="trec_eval -q prints 'measure qid value' for each query (4 decimals)"),
        # ------------------------------------------------------------ fusing the four models per impression
        ok("u19n_fuse_rrf_four_models_frame", "the four models' scores of 120 impressions in one long frame (qid the "
           "impression id): rrf per impression equals Cormack's RRF by hand",
           "imps = impressions(120, seed=12)\nsc = scores(imps, seed=12)\nout = rankagg.fuse(long_frame(sc), 'rrf')\n"
           "report(agree_all(frame_by_q(out), sc, rrf_ref))\n",
           why="Cormack et al. 2009: sum 1 / (60 + r), r from trec_eval's order of each model's scores"),
        ok("u19n_fuse_borda_popularity_ties", "borda over the four models, the popularity baseline full of ties: each "
           "model's ranks by trec_eval's order, n - r + 1 points",
           "imps = impressions(100, seed=13, hi=60)\nsc = scores(imps, seed=13)\nout = rankagg.fuse(long_frame(sc), 'borda')\n"
           "report(agree_all(frame_by_q(out), sc, borda_ref))\n",
           why="rankagg methods borda; docs/conventions.md: ranks from scores, a tie by docid descending"),
        ok("u19n_fuse_combsum_minmax_scales", "combsum(norm='minmax') over probabilities, click counts and negative "
           "ages (four scales): each model min-max per impression, summed",
           "imps = impressions(100, seed=14)\nsc = scores(imps, seed=14)\nout = rankagg.fuse(long_frame(sc), 'combsum', norm='minmax')\n"
           "report(agree_all(frame_by_q(out), sc, combsum_minmax_ref))\n",
           why="docs/conventions.md: min-max per list, a list of equal scores counts 1 for each"),
        ok("u19n_fuse_rrf_weights", "rrf with the team's weights (nrms 2, lstur 1.5, pop 0.5, recency 0.25)",
           "imps = impressions(100, seed=15)\nsc = scores(imps, seed=15)\nW = {'nrms': 2.0, 'lstur': 1.5, 'pop': 0.5, 'recency': 0.25}\n"
           "out = rankagg.fuse(long_frame(sc), 'rrf', weights=W)\nreport(agree_all(frame_by_q(out), sc, rrf_ref, w=W))\n",
           why="weighted RRF: sum w / (60 + r) (rankagg methods rrf)"),
        ok("u19n_fuse_lstur_cold_users", "LSTUR skipped the cold-start users' impressions (a third of them): rrf of "
           "those impressions is over the three models that scored them",
           "imps = impressions(120, seed=16)\nsc = scores(imps, seed=16)\n"
           "sc['lstur'] = {i: p for j, (i, p) in enumerate(sc['lstur'].items()) if j % 3}\n"
           "out = rankagg.fuse(long_frame(sc), 'rrf')\nreport(agree_all(frame_by_q(out), sc, rrf_ref))\n",
           why="Cormack et al. 2009: a model that ranked nothing for a query adds nothing"),
        ok("u19n_fuse_int_impression_ids", "impression ids as int64 (pd.read_csv of behaviors.tsv gives them so): the "
           "fused frame's qids are the same impressions, each list RRF by hand",
           "imps = impressions(80, seed=17)\nsc = scores(imps, seed=17)\nlf = long_frame(sc)\nlf['qid'] = lf['qid'].astype('int64')\n"
           "out = rankagg.fuse(lf, 'rrf')\nmsg = '' if set(out['qid'].astype(str)) == set(sc['nrms']) else 'qids %r' % sorted(set(out['qid']))[:3]\n"
           "report(msg or agree_all(frame_by_q(out), sc, rrf_ref))\n",
           why="docs/conventions.md: ids are str or all int; rankagg.fuse gives the frame's ids back"),
        ok("u19n_fuser_one_impression", "Fuser('rrf') on one impression's {model: {news id: score}} (the serving "
           "path), and its explain(): each model's rank of every candidate is trec_eval's",
           "imps = impressions(1, seed=18, lo=30, hi=30)\nsc = scores(imps, seed=18)\nlists = per_imp(sc, '1')\nfu = rankagg.Fuser('rrf')\n"
           "msg = agree([(str(d), float(s)) for d, s in fu(lists)], rrf_ref(lists), written=False)\n"
           "for row in fu.explain(lists):\n    for m, p in lists.items():\n        if row['lists'][m]['rank'] != positions(p)[row['docid']]:\n"
           "            msg = msg or '%s in %s: rank %r, expected %r' % (row['docid'], m, row['lists'][m]['rank'], positions(p)[row['docid']])\nreport(msg)\n",
           why="README: the Fuser takes {name: {docid: score}}; ranks from scores by trec_eval's order"),
        ok("u19n_fuse_then_evaluate_frame", "rrf of the four models, then the fused frame evaluated against the clicks: "
           "nDCG@10 of the reference RRF order",
           "imps = impressions(150, seed=19)\nsc = scores(imps, seed=19)\nlab = labels(imps)\nout = rankagg.fuse(long_frame(sc), 'rrf')\n"
           "fused = {i: rrf_ref(per_imp(sc, i))[0] for i in lab}\n"
           "got = rankagg.evaluate(out[['qid', 'docid', 'score']], lab, ['nDCG@10'])\n"
           "report(same_values(got, {'nDCG@10': mean_of(mind_ndcg, fused, lab, 10)}, tol=1e-6))\n",
           why="the fused frame's scores order each impression as RRF does; MIND's nDCG@10 on that order"),
        ok("u19n_prediction_ranks_borda", "two leaderboard submissions (prediction.txt: '1 [3,1,2]', a rank per "
           "candidate in the impression's order) turned into a long frame with a rank column: borda by hand",
           "imps = impressions(60, seed=20)\nsc = scores(imps, seed=20)\nrows = []\nref = {}\n"
           "for m in ('nrms', 'lstur'):\n    lines = []\n    for i, _, _, _, cands in imps:\n        pos = positions(sc[m][i])\n"
           "        lines.append('%s [%s]' % (i, ','.join(str(pos[n]) for n, _ in cands)))\n"
           "    open(m + '_prediction.txt', 'w').write('\\n'.join(lines) + '\\n')\n"
           "    for line in open(m + '_prediction.txt'):\n        i, ranks = line.split(' ', 1)\n        ranks = json.loads(ranks)\n"
           "        cands = [n for n, _ in labels(imps)[i].items()]\n        rows += [(i, n, m, r) for n, r in zip(cands, ranks)]\n"
           "lf = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\nout = rankagg.fuse(lf, 'borda')\n"
           "report(agree_all(frame_by_q(out), {m: sc[m] for m in ('nrms', 'lstur')}, borda_ref))\n",
           why="docs/conventions.md: a frame's rank column is read when it has no score column; MIND's ranks are a "
               "permutation of 1..n"),
        # ------------------------------------------------------------ the command line
        ok("u19n_cli_fuse_rrf_runs", "rankagg fuse nrms.run lstur.run pop.run recency.run --method rrf: every "
           "impression's fused list, read back, is RRF by hand",
           runs4.format(s=21) + "cli('fuse', *[m + '.run' for m in MODELS], '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_trec('fused.run'), sc, rrf_ref, written=True))\n",
           why="Cormack et al. 2009; docs/conventions.md: written as distinct scores in the house order"),
        ok("u19n_cli_fuse_combsum_tiny_written", "combsum(norm='none') of NRMS and LSTUR probabilities near 1e-8 "
           "(sums that differ in the 9th digit): the fused run's written scores read back in the fused order",
           "imps = impressions(60, seed=22)\nsc = scores(imps, seed=22, models=('nrms', 'lstur', 'pop', 'recency'))\n"
           "sc = {m: {i: {n: 1e-8 * (1 + s * 1e-7) for n, s in p.items()} for i, p in sc[m].items()} for m in ('nrms', 'lstur')}\n"
           "for m in sc:\n    write_run(m + '.run', sc[m], m)\n"
           "cli('fuse', 'nrms.run', 'lstur.run', '--method', \"combsum(norm='none')\", '-o', 'fused.run', '--quiet')\n"
           "def ref(models):\n    s, c, b = {}, {}, {}\n    for p in models.values():\n        for d, r in positions(p).items():\n"
           "            s[d] = s.get(d, 0.0) + p[d]; c[d] = c.get(d, 0) + 1; b[d] = min(b.get(d, 10 ** 9), r)\n    return s, c, b\n"
           "got = read_trec('fused.run')\nmsg = ''\nfor i in sc['nrms']:\n    order = [d for d, _ in got[i]]\n    want = sorted(ref(per_imp(sc, i))[0].items(), key=lambda x: (-x[1], x[0]))\n"
           "    if order != [d for d, _ in want]:\n        msg = msg or 'impression %s: order %r, expected %r' % (i, order[:4], [d for d, _ in want][:4])\n"
           "    if trec_order(dict(got[i])) != order:\n        msg = msg or 'impression %s: written scores read back in another order' % i\nreport(msg)\n",
           why="docs/conventions.md: every output is written as distinct scores, so no evaluator's tie rule decides"),
        ok("u19n_cli_fuse_parquet_long", "the four models as one long Parquet table (q_id, doc_id, score, run), "
           "rankagg fuse --method borda -o fused.parquet: borda by hand",
           "imps = impressions(80, seed=23)\nsc = scores(imps, seed=23)\n"
           "long_frame(sc).rename(columns={'qid': 'q_id', 'docid': 'doc_id'}).to_parquet('scores.parquet', index=False)\n"
           "cli('fuse', 'scores.parquet', '--method', 'borda', '-o', 'fused.parquet', '--quiet')\nout = pd.read_parquet('fused.parquet')\n"
           "qc = 'q_id' if 'q_id' in out else 'qid'\ndc = 'doc_id' if 'doc_id' in out else 'docid'\n"
           "out = out.rename(columns={qc: 'qid', dc: 'docid'})\nif 'rank' not in out:\n    out['rank'] = out.groupby('qid')['score'].rank(ascending=False, method='first')\n"
           "report(agree_all(frame_by_q(out), sc, borda_ref, written=True))\n",
           why="docs/conventions.md: a long Parquet run table q_id doc_id score run; borda by hand, written as distinct "
               "scores in the house order"),
        ok("u19n_cli_fuse_depth_10", "impressions of up to 300 candidates fused with --depth 10 (the slate shown): "
           "each impression's first 10 are RRF's top 10",
           "imps = impressions(40, seed=24, lo=50, hi=300)\nsc = scores(imps, seed=24)\nfor m in MODELS:\n    write_run(m + '.run', sc[m], m)\n"
           "cli('fuse', *[m + '.run' for m in MODELS], '--method', 'rrf', '--depth', '10', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_trec('fused.run'), sc, rrf_ref, depth=10, written=True))\n",
           why="rankagg fuse --depth: at most this many documents per query, the best by the fused order"),
        ok("u19n_cli_weights_file", "a weights file (JSON {model: weight}) for the four runs' tags: weighted rrf by hand",
           runs4.format(s=25) + "W = {'nrms': 3.0, 'lstur': 2.0, 'pop': 1.0, 'recency': 0.5}\njson.dump(W, open('weights.json', 'w'))\n"
           "cli('fuse', *[m + '.run' for m in MODELS], '--method', 'rrf', '--weights', 'weights.json', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_trec('fused.run'), sc, rrf_ref, written=True, w=W))\n",
           why="rankagg fuse --weights: a JSON object by run name (the run's tag)"),
        ok("u19n_cli_trust_rank_prediction", "the ranks of prediction.txt written as TREC lines with the score 0 "
           "everywhere (the team has no scores): --trust-rank fuses by the rank column, borda by hand",
           "imps = impressions(60, seed=26)\nsc = scores(imps, seed=26)\n"
           "for m in ('nrms', 'lstur'):\n    with open(m + '.run', 'w') as f:\n        for i, p in sc[m].items():\n"
           "            for n, r in sorted(positions(p).items()):\n                f.write('%s Q0 %s %d 0 %s\\n' % (i, n, r, m))\n"
           "cli('fuse', 'nrms.run', 'lstur.run', '--method', 'borda', '--trust-rank', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_trec('fused.run'), {m: sc[m] for m in ('nrms', 'lstur')}, borda_ref, written=True))\n",
           why="docs/trec.md: --trust-rank orders each list by its rank column"),
        ok("u19n_cli_fuse_then_evaluate", "rankagg fuse (rrf) then rankagg evaluate --json of the fused run: nDCG@5 "
           "and nDCG@10 of the RRF order by hand",
           runs4.format(s=27) + "write_qrels('qrels.txt', imps)\nlab = labels(imps)\n"
           "cli('fuse', *[m + '.run' for m in MODELS], '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "p = cli('evaluate', 'fused.run', '--qrels', 'qrels.txt', '--measures', 'nDCG@5', 'nDCG@10', '--json')\n"
           "orders = {i: house_order(rrf_ref(per_imp(sc, i))) for i in lab}\n"
           "want = {k: sum(mind_ndcg(orders[i], lab[i], c) for i in lab) / len(lab) for k, c in (('nDCG@5', 5), ('nDCG@10', 10))}\n"
           "txt = p.stdout\nflat = {k: float(v) for k, v in __import__('re').findall(r'\"(nDCG@(?:5|10))\": *([0-9.eE+-]+)', txt)}\n"
           "report(same_values(flat, want, tol=1e-6))\n",
           why="docs/conventions.md: the fused run is written as distinct scores in the house order (RRF's ties by more "
               "lists, the best place, the smaller id); MIND's nDCG on that order"),
        ok("u19n_volume_73k_evaluate", "MIND-small's dev volume: 73,152 impressions (2-70 candidates, 2.6M lines): "
           "rankagg evaluate nDCG@10 and RR of NRMS against the hand means",
           "imps = impressions(73152, seed=28, hi=70)\nlab = labels(imps)\nrng = np.random.default_rng(28)\nsc = {}\n"
           "for i, p in lab.items():\n    ids = list(p)\n    z = rng.normal(0, 1, len(ids)) + 1.5 * np.array([p[n] for n in ids])\n    sc[i] = dict(zip(ids, z.tolist()))\n"
           "write_run('nrms.run', sc, 'nrms')\nwrite_qrels('qrels.txt', imps)\n"
           "p = cli('evaluate', 'nrms.run', '--qrels', 'qrels.txt', '--measures', 'nDCG@10', 'RR', '--json')\n"
           "flat = {k: float(v) for k, v in __import__('re').findall(r'\"(nDCG@10|RR)\": *([0-9.eE+-]+)', p.stdout)}\n"
           "report(same_values(flat, {'nDCG@10': mean_of(mind_ndcg, sc, lab, 10), 'RR': mean_of(trec_rr, sc, lab)}, tol=1e-6))\n",
           why="MIND's evaluate.py means (on trec_eval's order); within the time and memory limits", timeout=240),
        ok("u19n_volume_fuse_15k", "15,000 impressions x four models (2.1M run lines): rankagg fuse rrf, every "
           "impression RRF by hand",
           "imps = impressions(15000, seed=29, hi=70)\nsc = scores(imps, seed=29)\nfor m in MODELS:\n    write_run(m + '.run', sc[m], m)\n"
           "cli('fuse', *[m + '.run' for m in MODELS], '--method', 'rrf', '-o', 'fused.run', '--quiet')\n"
           "report(agree_all(read_trec('fused.run'), sc, rrf_ref, written=True))\n",
           why="Cormack et al. 2009, at MIND's volume within the time and memory limits", timeout=240),
        # ------------------------------------------------------------ MIND's own files at rankagg's doors
        cli_bad("u19n_fuse_behaviors_tsv", "behaviors.tsv itself given to rankagg fuse (the team's first try)",
                ["fuse", "behaviors.tsv", "--method", "rrf", "-o", "fused.run"], "behaviors.tsv:1", "MIND",
                files={"behaviors.tsv": _BEHAVIORS}, fast=True,
                why="docs/conventions.md: bad input gets an error naming the file and line; a file of another tool's "
                    "shape is named as what it is (rankagg/io/foreign_shapes.py), here MIND's impression log"),
        cli_bad("u19n_fuse_behaviors_tsv_csv_out", "behaviors.tsv given to rankagg fuse with -o fused.csv (so the "
                "table-of-lists door reads it)", ["fuse", "behaviors.tsv", "-o", "fused.csv"], "behaviors.tsv:1", "MIND",
                files={"behaviors.tsv": _BEHAVIORS}, outputs=("fused.csv",),
                why="its first line is no header but an impression: the message names line 1 and MIND's log, not a "
                    "column named after a timestamp"),
        cli_bad("u19n_eval_qrels_behaviors", "behaviors.tsv given as --qrels (the clicks are in it)",
                ["evaluate", "nrms.run", "--qrels", "behaviors.tsv"], "behaviors.tsv:1", "MIND",
                files={"behaviors.tsv": _BEHAVIORS, "nrms.run": _NRMS_RUN}, outputs=(),
                why="trec_eval refuses the line; the message names MIND's log and how its labels become qrels lines"),
        cli_bad("u19n_eval_run_behaviors", "behaviors.tsv given as the run to evaluate",
                ["evaluate", "behaviors.tsv", "--qrels", "qrels.txt"], "behaviors.tsv:1", "MIND",
                files={"behaviors.tsv": _BEHAVIORS, "qrels.txt": _QRELS}, outputs=(),
                why="no TREC run: named as MIND's impression log at its first line"),
        cli_bad("u19n_fuse_prediction_txt", "the leaderboard's prediction.txt ('1 [3,1,2,4]') given to rankagg fuse",
                ["fuse", "prediction.txt", "--method", "rrf", "-o", "fused.run"], "prediction.txt:1", "MIND",
                files={"prediction.txt": _PREDICTION},
                why="a rank per candidate without the candidates' ids: no run; named as MIND's submission format"),
        cli_bad("u19n_fuse_run_and_prediction", "nrms.run and a model's prediction.txt fused together",
                ["fuse", "nrms.run", "lstur_prediction.txt", "--method", "rrf", "-o", "fused.run"],
                "lstur_prediction.txt:1", "MIND", files={"nrms.run": _NRMS_RUN, "lstur_prediction.txt": _PREDICTION},
                why="the ranks cannot be joined to news ids without behaviors.tsv: refused at its line, named"),
        cli_bad("u19n_eval_prediction_as_run", "prediction.txt evaluated against qrels made from behaviors",
                ["evaluate", "prediction.txt", "--qrels", "qrels.txt"], "prediction.txt:1", "MIND",
                files={"prediction.txt": _PREDICTION, "qrels.txt": _QRELS}, outputs=(),
                why="MIND's submission holds no news ids; refused at line 1, named as what it is"),
        cli_bad("u19n_eval_prediction_as_qrels", "prediction.txt given as --qrels by mistake (swapped arguments)",
                ["evaluate", "nrms.run", "--qrels", "prediction.txt"], "prediction.txt:1", "MIND",
                files={"prediction.txt": _PREDICTION, "nrms.run": _NRMS_RUN}, outputs=(),
                why="no qrels lines: refused at line 1, named as MIND's submission"),
        bad("u19n_api_fuse_behaviors_path", "rankagg.fuse('behaviors.tsv', 'rrf') in a notebook",
            "rankagg.fuse('behaviors.tsv', 'rrf')\n", "behaviors.tsv:1", "MIND", files={"behaviors.tsv": _BEHAVIORS},
            why="the API's file door is the CLI's: the same named refusal"),
        bad("u19n_api_evaluate_behaviors_qrels", "rankagg.evaluate(run, 'behaviors.tsv') in a notebook",
            "rankagg.evaluate('nrms.run', 'behaviors.tsv', ['nDCG@10'])\n", "behaviors.tsv:1", "MIND",
            files={"behaviors.tsv": _BEHAVIORS, "nrms.run": _NRMS_RUN},
            why="the API's qrels door is the CLI's: the same named refusal"),
        # ------------------------------------------------------------ the team's other mistakes
        cli_bad("u19n_eval_measure_auc", "rankagg evaluate -m AUC (MIND's first measure)",
                ["evaluate", "nrms.run", "--qrels", "qrels.txt", "--measures", "AUC", "nDCG@10"], "AUC",
                files={"nrms.run": _NRMS_RUN, "qrels.txt": _QRELS}, outputs=(),
                why="AUC is no trec_eval measure: refused naming it and the measures there are"),
        cli_bad("u19n_eval_qrels_by_user", "qrels keyed by the user id (U13740) while the run is keyed by impression "
                "id", ["evaluate", "nrms.run", "--qrels", "qrels.txt"], "qrels.txt",
                files={"nrms.run": _NRMS_RUN, "qrels.txt": _QRELS.replace("1 0 ", "U13740 0 ").replace("2 0 ", "U91836 0 ").replace("3 0 ", "U73700 0 ")},
                outputs=(), why="README: qrels that share no query with the run are an error"),
        bad("u19n_qrels_frame_mind_columns", "the clicks as a frame with MIND's names (impression_id, news_id, "
            "clicked)", "q = pd.DataFrame({'impression_id': [1, 1], 'news_id': ['N55689', 'N35729'], 'clicked': [1, 0]})\n"
            "rankagg.evaluate({'1': {'N55689': 0.8, 'N35729': 0.4}}, q, ['nDCG@10'])\n", "impression_id", "qid",
            why="a frame's missing columns are named with those it has (rankagg/io/missing_columns.py)"),
        bad("u19n_rank_zero_based_argsort", "ranks from np.argsort (0-based: the best candidate is 0) in the frame's "
            "rank column", "lf = pd.DataFrame({'qid': ['1'] * 3, 'docid': ['N1', 'N2', 'N3'], 'run': 'nrms', 'rank': [0, 2, 1]})\n"
            "rankagg.fuse(pd.concat([lf, lf.assign(run='lstur', rank=[1, 0, 2])]), 'borda')\n", "rank", "0",
            why="docs/conventions.md: each rank a positive integer"),
        bad("u19n_fuser_score_arrays", "Fuser('rrf') given each model's scores as an array in the impression's "
            "candidate order (no ids)", "rankagg.Fuser('rrf')({'nrms': np.array([0.82, 0.44, 0.10]), 'lstur': np.array([0.61, 0.70, 0.05])})\n",
            "nrms", "0.82", why="a list of floats is no list of ids: refused naming the list and the value"),
        bad("u19n_evaluate_score_lists", "rankagg.evaluate of MIND's eval-loop dicts ({impression: [scores]}, "
            "{impression: [labels]})", "rankagg.evaluate({'1': [0.8, 0.4, 0.1]}, {'1': [1, 0, 0]}, ['nDCG@10'])\n",
            "run", "list", why="README: a run is {qid: {docid: score}}"),
        bad("u19n_qrels_bool_clicks", "clicks as booleans (label == '1') in the qrels frame",
            "q = pd.DataFrame({'qid': ['1', '1'], 'docid': ['N1', 'N2'], 'label': [True, False]})\n"
            "rankagg.evaluate({'1': {'N1': 0.8, 'N2': 0.4}}, q, ['nDCG@10'])\n", "True", "astype(int)",
            why="a grade is an integer (trec_eval); a bool is refused with how to make grades of it"),
        bad("u19n_frame_labelled_ids_list_cells", "one row per impression with the candidates and the scores as "
            "list cells (the eval loop's frame)", "lf = pd.DataFrame({'qid': ['1', '2'], 'docid': [['N1', 'N2'], ['N3', 'N4']], "
            "'score': [[0.9, 0.1], [0.3, 0.4]], 'run': 'nrms'})\nrankagg.fuse(lf, 'rrf')\n", "row 0", "docid",
            why="a docid is a str or an int: refused naming the row and the column"),
        cli_bad("u19n_run_comma_decimals_adressa", "an Adressa team's run written with Norwegian decimal commas "
                "('0,8231')", ["fuse", "nrms.run", "lstur.run", "--method", "rrf", "-o", "fused.run"], "nrms.run:1",
                files={"nrms.run": _NRMS_RUN.replace("0.", "0,"), "lstur.run": _NRMS_RUN.replace("nrms", "lstur")},
                why="docs/conventions.md: a non-numeric score is refused naming the file and line (trec_eval's atof "
                    "would read 0 and tie every candidate)"),
    ]
