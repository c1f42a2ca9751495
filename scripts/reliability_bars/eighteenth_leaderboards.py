"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an ML benchmark maintainer aggregating model leaderboards across tasks (its cases, ids ``u18l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, reference_setup, snippet_cases, stdout_has, command_cases_files_optional
from .references import RANKED_LISTS, CLI_OR_EXIT

EIGHTEENTH_LEADERBOARDS = "45 Unseen inputs: an eighteenth bar, an ML benchmark maintainer aggregating model leaderboards across tasks"

# The maintainer's day: a leaderboard is a wide table of models (Hugging Face ids such as
# 'meta-llama/Llama-3.1-8B-Instruct', with slashes and dots) by tasks (accuracy in %, F1 in 0-1, perplexity and
# latency where lower is better, '—' or 'N/A' where a model was not run), and one overall ranking is wanted: the Open
# LLM Leaderboard's 'average rank', HELM's mean win rate, Borda, RRF, Kemeny.  Each task is a ranker of the models
# (one query, 'overall').  The references below are independent of rankagg's code: ``RANKED_LISTS`` (references.py:
# trec_eval's order, Borda's n - r + 1 with (n - k + 1) / 2 for a task's missing model, Cormack's RRF); ``places``
# gives competition ranks (1 2 2 4: a tie at the best place of its class, docs/conventions.md's rank column);
# ``borda_places`` Borda's points from such places; ``win_rate`` HELM's mean win rate (per task the share of the other
# models a model beats, a tie half, averaged over the tasks it ran); ``kemeny_cost`` the number of (task, pair)
# disagreements of an order (Kemeny 1959), ``copeland`` wins minus losses of the pairwise majorities (Copeland 1951);
# ``agree`` holds a fused [(model, score)] to a reference (ids, scores to 1e-9, the order: score, then the house rule
# of docs/conventions.md: more tasks, best place, the smaller id).
_REF = RANKED_LISTS + r'''
import itertools, json, math, os, subprocess, sys
import numpy as np
import pandas as pd
import rankagg
ORGS = ['meta-llama', 'mistralai', 'Qwen', 'google', 'microsoft', '01-ai', 'tiiuae', 'allenai', 'CohereForAI', 'deepseek-ai']
def model_ids(n, seed=0):
    rng = np.random.default_rng(seed)
    return ['%s/%s-%d.%dB-v0.%d' % (ORGS[i % len(ORGS)], ['Llama', 'Mixtral', 'Qwen2.5', 'gemma', 'Phi', 'Yi'][i % 6],
            1 + i // 6, int(rng.integers(10)), i) for i in range(n)]
def board(n_models, n_tasks, seed=1, missing=0.0, decimals=None):
    """task -> {model: score}: accuracy-like scores in %, a model's skill shared over the tasks"""
    rng = np.random.default_rng(seed)
    models = model_ids(n_models, seed)
    skill = rng.normal(0, 8, n_models)
    out = {}
    for t in range(n_tasks):
        s = 55 + skill + rng.normal(0, 6, n_models)
        if decimals is not None:
            s = np.round(s, decimals)
        keep = rng.random(n_models) >= missing
        keep[:2] = True
        out['task%02d' % t] = {m: float(v) for m, v, k in zip(models, s, keep) if k}
    return out
def long_frame(b, q='overall'):
    rows = [(q, m, t, v) for t, p in b.items() for m, v in p.items()]
    return pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])
def places(p, lower_better=False):
    """competition ranks of one task's scores: 1 + the models strictly better"""
    return {m: 1 + sum(1 for x in p.values() if (x < v if lower_better else x > v)) for m, v in p.items()}
def borda_places(pl_by_task, w=None):
    allids = set().union(*[set(p) for p in pl_by_task.values()])
    n = len(allids)
    sc, cnt, best = {}, {}, {}
    for t, pl in pl_by_task.items():
        wt = (w or {}).get(t, 1.0)
        for d in allids:
            if d in pl:
                sc[d] = sc.get(d, 0.0) + wt * (n - pl[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pl[d])
            else:
                sc[d] = sc.get(d, 0.0) + wt * (n - len(pl) + 1) / 2
    return sc, cnt, best
def win_rate(b):
    acc = {}
    for t, p in b.items():
        for m, v in p.items():
            if len(p) < 2:
                continue
            wins = sum(1.0 if v > x else 0.5 if v == x else 0.0 for o, x in p.items() if o != m)
            acc.setdefault(m, []).append(wins / (len(p) - 1))
    return {m: sum(v) / len(v) for m, v in acc.items()}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for pl in lists:
        for a, b2 in itertools.combinations(pl, 2):
            if pl[a] == pl[b2]:
                continue
            better, worse = (a, b2) if pl[a] < pl[b2] else (b2, a)
            cost += pos[better] > pos[worse]
    return cost
def copeland(pl_by_task):
    ids = sorted(set().union(*[set(p) for p in pl_by_task.values()]))
    sc = {d: 0.0 for d in ids}
    for a, b2 in itertools.combinations(ids, 2):
        fa = sum(1 for pl in pl_by_task.values() if a in pl and b2 in pl and pl[a] < pl[b2])
        fb = sum(1 for pl in pl_by_task.values() if a in pl and b2 in pl and pl[b2] < pl[a])
        if fa != fb:
            sc[a] += 1 if fa > fb else -1
            sc[b2] += 1 if fb > fa else -1
    return sc
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def agree(got, ref, tol=1e-9, scores=True):
    sc, cnt, best = ref
    got = [(str(d), float(s)) for d, s in got]
    if len(got) != len(sc) or set(d for d, _ in got) != set(sc):
        return 'models differ: %d fused, %d expected' % (len(got), len(sc))
    for d, s in got:
        if scores and not close(s, sc[d], tol):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b2, _) in zip(got, got[1:]):
        if sc[a] < sc[b2] and not close(sc[a], sc[b2]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b2, sc[b2])
        if not close(sc[a], sc[b2], 1e-12):
            continue
        ka, kb = (-cnt.get(a, 0), best.get(a, 10 ** 12)), (-cnt.get(b2, 0), best.get(b2, 10 ** 12))
        if ka > kb or (ka == kb and a > b2):
            return 'tie %r before %r against the house rule' % (a, b2)
    return ''
def frame_pairs(out, q='overall'):
    o = out[out['qid'] == q].sort_values('rank')
    return list(zip(o['docid'], o['score']))
#CLI_OR_EXIT
def read_trec(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def write_run(path, p, tag, q='overall', lower_better=False):
    order = sorted(p, key=lambda m: (p[m], m), reverse=not lower_better)
    with open(path, 'w', encoding='utf-8') as f:
        for r, m in enumerate(order, 1):
            f.write('%s Q0 %s %d %r %s\n' % (q, m, r, p[m], tag))
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
'''[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

# the Open LLM Leaderboard v2's CSV as the maintainer downloads it (its heading emoji and all), and a plain wide board
_OPEN_LLM_CSV = (
    "T,Model,Average ⬆️,IFEval,BBH,MATH Lvl 5,GPQA,MUSR,MMLU-PRO,#Params (B)\n"
    "🟢,meta-llama/Llama-3.1-8B-Instruct,23.76,78.56,29.89,17.15,2.35,8.41,30.68,8.03\n"
    "💬,Qwen/Qwen2.5-7B-Instruct,26.94,75.85,34.89,0.0,5.48,8.45,36.52,7.62\n"
    "🔶,google/gemma-2-9b-it,28.86,74.36,42.14,0.23,14.77,9.74,31.95,9.24\n"
    "🟢,mistralai/Mixtral-8x7B-v0.1,19.66,23.26,30.40,9.37,9.40,10.38,35.25,46.70\n")
_WIDE_CSV = (
    "model,MMLU,GSM8K,HellaSwag,TruthfulQA\n"
    "meta-llama/Llama-3.1-8B-Instruct,68.4,84.5,80.1,55.0\n"
    "mistralai/Mixtral-8x7B-v0.1,70.6,58.4,86.7,46.8\n"
    "Qwen/Qwen2.5-7B-Instruct,74.2,91.6,80.2,64.7\n"
    "google/gemma-2-9b-it,72.3,76.7,81.9,60.1\n")
# a table of lists: each task's models best first, a task run on fewer models padded with the maintainer's mark
_LISTS = ("MMLU,GSM8K,ARC-Challenge\n"
          "Qwen/Qwen2.5-7B-Instruct,Qwen/Qwen2.5-7B-Instruct,google/gemma-2-9b-it\n"
          "google/gemma-2-9b-it,meta-llama/Llama-3.1-8B-Instruct,Qwen/Qwen2.5-7B-Instruct\n"
          "meta-llama/Llama-3.1-8B-Instruct,mistralai/Mixtral-8x7B-v0.1,meta-llama/Llama-3.1-8B-Instruct\n"
          "mistralai/Mixtral-8x7B-v0.1,{pad},{pad}\n")
_MTEB_JSON = ('{"dataset_revision": "0fd18e25b25c072e09e0d92ab615fda904d66300", "mteb_dataset_name": '
              '"Banking77Classification", "mteb_version": "1.1.1", "test": {"accuracy": 0.8056, "f1": 0.8001, '
              '"evaluation_time": 12.3, "main_score": 0.8056}}\n')
_MTEB_LONG = ('{"model": "intfloat/e5-large-v2", "task": "Banking77Classification", "main_score": 0.8056}\n'
              '{"model": "BAAI/bge-large-en-v1.5", "task": "Banking77Classification", "main_score": 0.8766}\n'
              '{"model": "intfloat/e5-large-v2", "task": "STSBenchmark", "main_score": 0.8543}\n'
              '{"model": "BAAI/bge-large-en-v1.5", "task": "STSBenchmark", "main_score": 0.8752}\n')
_LM_EVAL_JSON = ('{\n  "results": {\n    "arc_challenge": {"acc,none": 0.5315, "acc_stderr,none": 0.0146, '
                 '"acc_norm,none": 0.5657, "alias": "arc_challenge"},\n    "hellaswag": {"acc,none": 0.6, '
                 '"acc_norm,none": 0.79, "alias": "hellaswag"}\n  },\n  "config": {"model": "hf", "model_args": '
                 '"pretrained=meta-llama/Llama-3.1-8B-Instruct"}\n}\n')
_HF_RECORDS_JSON = ('[{"fullname": "meta-llama/Llama-3.1-8B-Instruct", "Average \\u2b06\\ufe0f": 23.76, "IFEval": 78.56, '
                    '"BBH": 29.89}, {"fullname": "Qwen/Qwen2.5-7B-Instruct", "Average \\u2b06\\ufe0f": 26.94, '
                    '"IFEval": 75.85, "BBH": 34.89}]\n')



def eighteenth_bar_leaderboards_cases() -> list[Case]:
    G = EIGHTEENTH_LEADERBOARDS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    cli_bad = command_cases_files_optional(G, outputs=("overall.csv",))[1]

    pads = {"em_dash": "—", "hyphen": "-", "n_a_lower": "n/a", "null": "null", "none": "None"}
    return [
        # ------------------------------------------------------------ the board as a long frame (melt) into rankagg.fuse
        ok("u18l_melt_borda_average_rank", "the wide CSV read with pandas and melted to a long frame (qid 'overall', "
           "HF ids as docid, the task as run): borda equals n - r + 1 by hand, and its order is the board's "
           "ascending average rank (Open LLM Leaderboard's column)",
           "b = board(12, 8, seed=3)\nwide = pd.DataFrame(b)\nwide.index.name = 'model'\nwide.reset_index().to_csv('board.csv', index=False)\n"
           "w = pd.read_csv('board.csv')\nlong = w.melt(id_vars='model', var_name='run', value_name='score').rename(columns={'model': 'docid'})\n"
           "long['qid'] = 'overall'\nout = rankagg.fuse(long, 'borda')\ngot = frame_pairs(out)\n"
           "avg = {m: sum(places(p)[m] for p in b.values()) / len(b) for m in b['task00']}\n"
           "msg = agree(got, borda_ref(b))\nif not msg and [d for d, _ in got] != sorted(avg, key=lambda m: (avg[m], m)):\n"
           "    msg = 'order is not the average rank: %r' % [d for d, _ in got][:4]\nreport(msg)\n",
           why="rankagg methods borda: n - r + 1 points; with every model on every task the Borda sum is "
               "T (n + 1) - the sum of ranks, so its order is the average rank's"),
        ok("u18l_borda_is_mean_win_rate", "HELM's mean win rate on a complete board of 15 models x 10 tasks: Borda's "
           "score is T + (n - 1) T x the win rate, for every model",
           "b = board(15, 10, seed=4)\nout = rankagg.fuse(long_frame(b), 'borda')\nwr = win_rate(b)\nT, n = 10, 15\n"
           "msg = agree(frame_pairs(out), ({m: T + (n - 1) * T * wr[m] for m in wr}, {m: T for m in wr}, "
           "{m: min(positions(p)[m] for p in b.values()) for m in wr}))\nreport(msg)\n",
           why="HELM (Liang et al. 2022) mean win rate = mean over scenarios of wins / (n - 1); without ties Borda's "
               "n - r + 1 is wins + 1 per task"),
        ok("u18l_missing_models_borda_share", "a board where 30% of the (model, task) cells were not run (rows left "
           "out of the long frame): borda shares a task's remaining points among the models it lacks",
           "b = board(14, 9, seed=5, missing=0.3)\nout = rankagg.fuse(long_frame(b), 'borda')\nreport(agree(frame_pairs(out), borda_ref(b)))\n",
           why="rankagg methods borda: unranked='share', (n - k + 1) / 2 each (references.borda_ref)"),
        ok("u18l_missing_models_rrf", "the same partial board fused with rrf (k=60): sum 1 / (60 + r) over the tasks "
           "a model ran",
           "b = board(14, 9, seed=5, missing=0.3)\nout = rankagg.fuse(long_frame(b), 'rrf')\nreport(agree(frame_pairs(out), rrf_ref(b)))\n",
           why="Cormack et al. 2009; a task that did not run a model gives it nothing"),
        ok("u18l_lower_is_better_negated", "accuracy in %, F1 in 0-1, perplexity and latency negated (lower is "
           "better): combsum(norm='minmax') equals min-max by hand, each task's best model 1",
           "b = board(10, 4, seed=6)\nrng = np.random.default_rng(6)\nms = list(b['task00'])\n"
           "b['f1'] = {m: v / 100 for m, v in b['task01'].items()}\n"
           "ppl = {m: float(x) for m, x in zip(ms, rng.uniform(4, 12, len(ms)))}\nlat = {m: float(x) for m, x in zip(ms, rng.uniform(20, 300, len(ms)))}\n"
           "b['wikitext_ppl'] = {m: -v for m, v in ppl.items()}\nb['latency_ms'] = {m: -v for m, v in lat.items()}\n"
           "ref = {}\nfor t, p in b.items():\n    lo, hi = min(p.values()), max(p.values())\n"
           "    for m, v in p.items():\n        ref[m] = ref.get(m, 0.0) + (v - lo) / (hi - lo)\n"
           "out = rankagg.fuse(long_frame(b), 'combsum', norm='minmax')\n"
           "report(agree(frame_pairs(out), (ref, {m: len(b) for m in ref}, {m: min(positions(p)[m] for p in b.values()) for m in ref})))\n",
           why="docs/conventions.md: min-max (s - min) / (max - min) per list, summed; a negated lower-is-better "
               "score ranks as its task does"),
        ok("u18l_percent_or_fraction_same", "the same accuracy task given in % and in 0-1: combsum(norm='minmax') of "
           "the board gives each model the same scores and order either way",
           "b = board(9, 5, seed=7)\nc = dict(b)\nc['task02'] = {m: v / 100 for m, v in b['task02'].items()}\n"
           "x = frame_pairs(rankagg.fuse(long_frame(b), 'combsum', norm='minmax'))\n"
           "y = frame_pairs(rankagg.fuse(long_frame(c), 'combsum', norm='minmax'))\n"
           "msg = '' if [d for d, _ in x] == [d for d, _ in y] and all(close(s, t) for (_, s), (_, t) in zip(x, y)) else 'differs %r %r' % (x[:2], y[:2])\nreport(msg)\n",
           why="min-max normalisation is invariant to a positive scale of a list (docs/conventions.md)"),
        ok("u18l_average_column_list_mean", "the leaderboard's 'Average' column: combsum(norm='none', "
           "combine='list_mean') of a complete board is each model's mean score over the tasks",
           "b = board(11, 6, seed=8)\nref = {m: sum(p[m] for p in b.values()) / len(b) for m in b['task00']}\n"
           "out = rankagg.fuse(long_frame(b), 'combsum', norm='none', combine='list_mean')\n"
           "report(agree(frame_pairs(out), (ref, {m: 6 for m in ref}, {m: min(positions(p)[m] for p in b.values()) for m in ref})))\n",
           why="docs/engines.md: list_mean is sum w * norm(s) / lists (MongoDB's avg); norm none keeps the scores"),
        ok("u18l_weights_by_category", "weights per task category (reasoning tasks 2, knowledge 1, safety 0.5): "
           "weighted borda equals the weighted points by hand",
           "b = board(10, 6, seed=9)\nW = {'task00': 2, 'task01': 2, 'task02': 1, 'task03': 1, 'task04': 0.5, 'task05': 0.5}\n"
           "out = rankagg.fuse(long_frame(b), 'borda', weights=W)\nreport(agree(frame_pairs(out), borda_ref(b, w=W)))\n",
           why="rankagg methods borda: weights multiply each ranker's points"),
        ok("u18l_rank_column_competition_ties", "scores rounded to one decimal tie; the maintainer gives each task's "
           "competition ranks (1 2 2 4, pandas rank(method='min')) in a rank column: borda gives tied models the "
           "points of their best place",
           "b = board(12, 6, seed=10, decimals=0)\nlf = long_frame(b)\n"
           "lf['rank'] = lf.groupby('run')['score'].rank(ascending=False, method='min').astype(int)\n"
           "pl = {t: places(p) for t, p in b.items()}\n"
           "assert any(len(set(p.values())) < len(p) for p in pl.values())  # the board has ties\n"
           "out = rankagg.fuse(lf.drop(columns='score'), 'borda')\nreport(agree(frame_pairs(out), borda_places(pl)))\n",
           why="docs/conventions.md: a repeated rank is a tie at the best place of its class"),
        ok("u18l_copeland_tied_places", "Copeland's wins minus losses over the tasks' tied places (rank column), a "
           "model missing from some tasks: each pair's majority by hand",
           "b = board(9, 7, seed=11, missing=0.2, decimals=0)\nlf = long_frame(b)\n"
           "lf['rank'] = lf.groupby('run')['score'].rank(ascending=False, method='min').astype(int)\n"
           "pl = {t: places(p) for t, p in b.items()}\nref = copeland(pl)\n"
           "out = rankagg.fuse(lf.drop(columns='score'), 'copeland')\n"
           "got = dict(frame_pairs(out))\nmsg = ''\nfor m in ref:\n    if not close(got.get(m, float('nan')), ref[m]):\n        msg = msg or '%s: %r, expected %r' % (m, got.get(m), ref[m])\n"
           "order = [d for d, _ in frame_pairs(out)]\nif not msg and any(ref[a] < ref[c] for a, c in zip(order, order[1:])):\n    msg = 'not by score'\nreport(msg)\n",
           why="rankagg methods copeland: majority wins minus losses, unranked='none' (a pair with a missing model "
               "or a tie gives no preference)"),
        ok("u18l_kemeny_exact_bruteforce", "exact Kemeny over 7 models and 9 tasks (a long frame): its order's "
           "disagreements equal the least over all 5040 orders",
           "b = board(7, 9, seed=12)\nout = rankagg.fuse(long_frame(b), 'kemeny', solver='exact')\norder = [d for d, _ in frame_pairs(out)]\n"
           "lists = [positions(p) for p in b.values()]\nbest = min(kemeny_cost(o, lists) for o in itertools.permutations(list(b['task00'])))\n"
           "got = kemeny_cost(order, lists)\nreport('' if got == best else 'cost %d, least %d' % (got, best))\n",
           why="Kemeny 1959: the order with the fewest pairwise disagreements; brute force over 7!"),
        ok("u18l_kemeny_100x60_exact", "100 models x 60 tasks, exact Kemeny: no order of the tasks' own or Borda's "
           "has fewer disagreements, and no swap of two neighbours lowers them",
           "b = board(100, 60, seed=13)\nout = rankagg.fuse(long_frame(b), 'kemeny', solver='exact')\norder = [d for d, _ in frame_pairs(out)]\n"
           "lists = [positions(p) for p in b.values()]\nmine = kemeny_cost(order, lists)\n"
           "bo = sorted(borda_ref(b)[0].items(), key=lambda x: -x[1])\nothers = [kemeny_cost([d for d, _ in bo], lists)] + [kemeny_cost(desc_order(p), lists) for p in list(b.values())[:5]]\n"
           "msg = '' if all(mine <= o for o in others) else 'cost %d above %d' % (mine, min(others))\n"
           "P = np.array([[sum(1 for l in lists if l[a] < l[c]) for c in order] for a in order])\n"
           "for i in range(len(order) - 1):\n    if P[i + 1, i] > P[i, i + 1]:\n        msg = msg or 'swapping %s and %s lowers the cost' % (order[i], order[i + 1])\nreport(msg)\n",
           why="docs/preferences.md: kemeny(solver=exact) proves the optimum; an optimum is below any other order "
               "and locally optimal (Dwork et al. 2001)", timeout=240),
        ok("u18l_big_board_borda_frame", "the full board the maintainer keeps: 100 models x 60 tasks with 15% not "
           "run, borda on the long frame against the hand points",
           "b = board(100, 60, seed=14, missing=0.15)\nout = rankagg.fuse(long_frame(b), 'borda')\nreport(agree(frame_pairs(out), borda_ref(b)))\n",
           why="rankagg methods borda (references.borda_ref)"),
        ok("u18l_same_model_two_names", "a model submitted twice under two names with identical scores on every task: "
           "both ranked, as trec_eval's order of equal scores (id descending) gives their points",
           "b = board(8, 5, seed=15)\nfor p in b.values():\n    p['meta-llama/Llama-3.1-8B-Instruct-dup'] = p[next(iter(p))]\n"
           "out = rankagg.fuse(long_frame(b), 'borda')\nreport(agree(frame_pairs(out), borda_ref(b)))\n",
           why="docs/conventions.md: ranks from scores, a tie broken by the docid descending (trec_eval)"),
        ok("u18l_constant_task_minmax", "a task where every model scores 25.0 (chance): combsum(norm='minmax') gives "
           "each 1 there, so the order is the other tasks' and each score 1 more",
           "b = board(10, 5, seed=16)\nc = dict(b)\nc['chance'] = {m: 25.0 for m in b['task00']}\n"
           "x = frame_pairs(rankagg.fuse(long_frame(b), 'combsum', norm='minmax'))\ny = frame_pairs(rankagg.fuse(long_frame(c), 'combsum', norm='minmax'))\n"
           "msg = '' if [d for d, _ in x] == [d for d, _ in y] and all(close(s + 1, t) for (_, s), (_, t) in zip(x, y)) else 'differs %r %r' % (x[:2], y[:2])\nreport(msg)\n",
           why="docs/conventions.md: a list whose scores are all equal gives each of its documents 1 under minmax"),
        ok("u18l_constant_task_rank_ties_borda", "the chance-level task given as ranks all 1 (every model tied): "
           "borda's order is the other tasks' and each model gets n more points",
           "b = board(10, 5, seed=17)\nlf = long_frame(b)\nlf['rank'] = lf.groupby('run')['score'].rank(ascending=False, method='min').astype(int)\n"
           "extra = pd.DataFrame({'qid': 'overall', 'docid': list(b['task00']), 'run': 'chance', 'rank': 1})\n"
           "x = frame_pairs(rankagg.fuse(lf.drop(columns='score'), 'borda'))\ny = frame_pairs(rankagg.fuse(pd.concat([lf.drop(columns='score'), extra]), 'borda'))\n"
           "msg = '' if [d for d, _ in x] == [d for d, _ in y] and all(close(s + 10, t) for (_, s), (_, t) in zip(x, y)) else 'differs %r %r' % (x[:2], y[:2])\nreport(msg)\n",
           why="docs/conventions.md: a repeated rank is a tie at the best place; 10 models tied at place 1 get 10 each"),
        ok("u18l_fuser_wide_to_dict", "Fuser('borda') on the wide frame's to_dict() ({task: {model: score}}) and its "
           "explain(): the points by hand and each task's place of every model",
           "b = board(10, 6, seed=18)\nW = pd.DataFrame(b)\nfu = rankagg.Fuser('borda')\nlists = W.to_dict()\ngot = fu(lists)\n"
           "msg = agree(got, borda_ref(b))\nex = fu.explain(lists)\n"
           "for row in ex:\n    for t, p in b.items():\n        if row['lists'][t]['rank'] != positions(p)[row['docid']]:\n"
           "            msg = msg or '%s on %s: rank %r, expected %r' % (row['docid'], t, row['lists'][t]['rank'], positions(p)[row['docid']])\n"
           "report(msg)\n",
           why="README: the Fuser takes docid -> score mappings; borda by hand"),
        ok("u18l_fuser_id_lists_rrf", "Fuser('rrf') on each task's model ids best first (plain lists, partial): RRF "
           "by hand", "b = board(12, 7, seed=19, missing=0.25)\nlists = {t: desc_order(p) for t, p in b.items()}\n"
           "report(agree(rankagg.Fuser('rrf')(lists), rrf_ref(b)))\n",
           why="README: a list of docids best first; Cormack et al. 2009"),
        ok("u18l_polars_long_csv_borda", "the long CSV (qid, docid, run, score) read with polars.read_csv: "
           "rankagg.fuse gives a polars frame with the hand Borda points",
           "import polars as pl\nb = board(10, 5, seed=20, missing=0.2)\nlong_frame(b).to_csv('long.csv', index=False)\n"
           "out = rankagg.fuse(pl.read_csv('long.csv'), 'borda')\n"
           "if type(out).__module__.split('.')[0] != 'polars':\n    report('not polars: %s' % type(out))\nelse:\n    report(agree(frame_pairs(out.to_pandas()), borda_ref(b)))\n",
           why="README: polars in, polars out; borda by hand"),
        ok("u18l_arrow_rrf_weights", "an Arrow table of the board, rrf with weights per task given as a pandas Series",
           "import pyarrow as pa\nb = board(10, 4, seed=21)\nW = {'task00': 3.0, 'task01': 1.0, 'task02': 0.5, 'task03': 1.0}\n"
           "out = rankagg.fuse(pa.Table.from_pandas(long_frame(b), preserve_index=False), 'rrf', weights=pd.Series(W))\n"
           "report(agree(frame_pairs(out.to_pandas()), rrf_ref(b, w=W)))\n",
           why="docs/conventions.md: weights keyed by run name; weighted RRF sum w / (60 + r)"),
        # ------------------------------------------------------------ the command line
        ok("u18l_cli_runs_per_task_borda", "one TREC run per task written from the board (HF ids as docids, the "
           "same tag in every file): rankagg fuse --method borda equals the hand points",
           "b = board(10, 5, seed=22)\nfor t, p in b.items():\n    write_run(t + '.run', p, 'open-llm')\n"
           "cli('fuse', *[t + '.run' for t in b], '--method', 'borda', '-o', 'overall.run', '--quiet')\n"
           "report(agree(read_trec('overall.run')['overall'], borda_ref(b), tol=1e-6))\n",
           why="docs/conventions.md: ranker names are the file names when tags repeat; borda by hand"),
        ok("u18l_cli_depth_top5_rrf", "the overall top 5 only (--depth 5) of the runs per task, rrf",
           "b = board(15, 6, seed=23, missing=0.2)\nfor t, p in b.items():\n    write_run(t + '.run', p, t)\n"
           "cli('fuse', *[t + '.run' for t in b], '--method', 'rrf', '--depth', '5', '-o', 'top5.run', '--quiet')\n"
           "got = read_trec('top5.run')['overall']\nsc, cnt, best = rrf_ref(b)\nref_top = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))[:5]\n"
           "report('' if [d for d, _ in got] == ref_top else 'top 5 %r, expected %r' % ([d for d, _ in got], ref_top))\n",
           why="rankagg fuse --depth: at most N documents per query; RRF by hand"),
        ok("u18l_cli_weights_file_tasks", "a weights file ('NAME W' lines, one per task tag) for borda over the runs",
           "b = board(9, 4, seed=24)\nfor t, p in b.items():\n    write_run(t + '.run', p, t)\nW = {'task00': 2.0, 'task01': 0.5, 'task02': 1.0, 'task03': 3.0}\n"
           "open('weights.txt', 'w').write(''.join('%s %s\\n' % kv for kv in W.items()))\n"
           "cli('fuse', *[t + '.run' for t in b], '--method', 'borda', '--weights', 'weights.txt', '-o', 'w.run', '--quiet')\n"
           "report(agree(read_trec('w.run')['overall'], borda_ref(b, w=W), tol=1e-6))\n",
           why="rankagg fuse --weights FILE: 'NAME W' lines; weighted Borda by hand"),
        ok("u18l_cli_trust_rank_perplexity", "a perplexity run written best first (lowest perplexity rank 1, scores "
           "rising) beside accuracy runs, fused with --trust-rank: lower perplexity ranks higher",
           "b = board(8, 3, seed=25)\nrng = np.random.default_rng(25)\nppl = {m: float(x) for m, x in zip(b['task00'], rng.uniform(4, 12, 8))}\n"
           "for t, p in b.items():\n    write_run(t + '.run', p, t)\nwrite_run('ppl.run', ppl, 'wikitext', lower_better=True)\n"
           "cli('fuse', *[t + '.run' for t in b], 'ppl.run', '--trust-rank', '--method', 'borda', '-o', 'tr.run', '--quiet')\n"
           "c = dict(b)\nc['wikitext'] = {m: -v for m, v in ppl.items()}\nreport(agree(read_trec('tr.run')['overall'], borda_ref(c), tol=1e-6))\n",
           why="docs/conventions.md: --trust-rank orders each list by its rank column"),
        ok("u18l_average_over_tasks_run", "the average over the tasks each model ran (a partial board): "
           "combanz(norm='none', unranked='ignore') is each model's mean score over its own tasks",
           "b = board(12, 8, seed=26, missing=0.3)\nacc = {}\nfor p in b.values():\n    for m, v in p.items():\n        acc.setdefault(m, []).append(v)\n"
           "ref = {m: sum(v) / len(v) for m, v in acc.items()}\n"
           "out = rankagg.fuse(long_frame(b), 'combanz', norm='none', unranked='ignore')\n"
           "report(agree(frame_pairs(out), (ref, {m: len(v) for m, v in acc.items()}, {m: min(positions(p)[m] for p in b.values() if m in p) for m in ref})))\n",
           why="rankagg methods combanz: the mean normalised score; unranked='ignore' leaves a list that did not "
               "return the item out of the mean (Fox & Shaw's, ranx's anz)"),
        ok("u18l_cli_lists_table_borda", "each task's ranking as a column of HF ids best first (a table of lists, "
           "shorter columns ending in empty cells): borda from the command line",
           "open('lists.csv', 'w').write(" + repr(_LISTS.replace("{pad}", "")) + ")\n"
           "cli('fuse', 'lists.csv', '--method', 'borda', '-o', 'overall.csv', '--quiet')\nt = pd.read_csv('overall.csv')\n"
           "b = {'MMLU': ['Qwen/Qwen2.5-7B-Instruct', 'google/gemma-2-9b-it', 'meta-llama/Llama-3.1-8B-Instruct', 'mistralai/Mixtral-8x7B-v0.1'],\n"
           "     'GSM8K': ['Qwen/Qwen2.5-7B-Instruct', 'meta-llama/Llama-3.1-8B-Instruct', 'mistralai/Mixtral-8x7B-v0.1'],\n"
           "     'ARC': ['google/gemma-2-9b-it', 'Qwen/Qwen2.5-7B-Instruct', 'meta-llama/Llama-3.1-8B-Instruct']}\n"
           "ref = borda_ref({k: {m: -i for i, m in enumerate(v)} for k, v in b.items()})\n"
           "report(agree(list(zip(t['item'], t['score'])), ref))\n",
           why="docs/genes.md: a table with one column per list, the best first, shorter lists ending with empty "
               "cells; borda by hand"),
        ok("u18l_cli_lists_rra_pvalues", "RRA over the tasks' columns of HF ids: each model's p-value min(n rho, 1) "
           "by SciPy's Beta (Kolde et al. 2012)",
           "from scipy.stats import beta\nb = board(12, 6, seed=27)\ncols = {t: desc_order(p) for t, p in b.items()}\n"
           "pd.DataFrame(cols).to_csv('lists.csv', index=False)\ncli('fuse', 'lists.csv', '-o', 'rra.csv', '--quiet')\nt = pd.read_csv('rra.csv')\n"
           "N = 12\nmsg = ''\nfor m in b['task00']:\n    r = sorted((c.index(m) + 1) / N for c in cols.values())\n    n = len(r)\n"
           "    rho = min(beta.cdf(x, k, n - k + 1) for k, x in enumerate(r, 1))\n    p = min(n * rho, 1.0)\n"
           "    got = float(t.loc[t['item'] == m, 'p_value'].iloc[0])\n    if not close(got, p, 1e-9):\n        msg = msg or '%s: %r, expected %r' % (m, got, p)\nreport(msg)\n",
           why="docs/genes.md: rho the least Beta(k, n - k + 1) probability, p = min(n rho, 1)"),
        Case("u18l_methods_borda_missing", G, "rankagg methods borda: which treatment of a model a task did not run "
             "(the maintainer asks before choosing)", argv=["methods", "borda"], expect="ok",
             check=lambda out, folder: "unranked" in out and "share" in out and "bottom" in out, memory_gb=4.0,
             timeout=60, fast=True, why="rankagg methods NAME describes one method: borda's unranked parameter"),
        # ------------------------------------------------------------ the maintainer's mistakes and odd files
        cli_bad("u18l_wide_scores_csv", "the wide model x task CSV of scores given to rankagg fuse as it is",
                ["fuse", "board.csv", "-o", "overall.csv"], "board.csv:2", "rankagg.fuse", files={"board.csv": _WIDE_CSV},
                why="docs/genes.md: a table of values per row is no table of lists; give it as a long table (qid, "
                    "docid, run, score) to rankagg.fuse"),
        cli_bad("u18l_open_llm_export_csv", "the Open LLM Leaderboard's CSV (type emoji, 'Average ⬆️', '#Params (B)') "
                "given to rankagg fuse", ["fuse", "open_llm.csv", "-o", "overall.csv"], "open_llm.csv:2", "rankagg.fuse",
                files={"open_llm.csv": _OPEN_LLM_CSV},
                why="docs/genes.md: a spreadsheet's scores per row are a table of values, given as a long table"),
        cli_bad("u18l_wide_scores_na_dash", "the wide CSV with '—' and 'N/A' where a model was not run",
                ["fuse", "board.csv", "-o", "overall.csv"], "board.csv:", files={
                    "board.csv": _WIDE_CSV.replace("58.4", "—").replace("64.7", "N/A")},
                why="docs/genes.md: missing values and columns of statistics are refused at their line"),
        cli_bad("u18l_long_csv_task_model_score", "a long CSV 'task,model,score' (one row per model and task) given "
                "to rankagg fuse", ["fuse", "scores.csv", "-o", "overall.csv"], "scores.csv:1", "rankagg.fuse",
                files={"scores.csv": "task,model,score\nMMLU,meta-llama/Llama-3.1-8B-Instruct,68.4\n"
                       "MMLU,mistralai/Mixtral-8x7B-v0.1,70.6\nGSM8K,meta-llama/Llama-3.1-8B-Instruct,84.5\n"
                       "GSM8K,mistralai/Mixtral-8x7B-v0.1,58.4\n"},
                why="docs/genes.md: a long table read as lists is named as one, with the door that takes it (at its "
                    "header, line 1, since the runs' recogniser tells a long table by its shape: u18c)"),
        cli_bad("u18l_mteb_result_json", "an MTEB result file (one task's scores of one model, JSON) given to "
                "rankagg fuse", ["fuse", "Banking77Classification.json", "-o", "overall.csv"],
                "Banking77Classification.json:1", "rankagg.fuse", files={"Banking77Classification.json": _MTEB_JSON},
                why="docs/conventions.md: bad input gets an error naming the file and line; a table of scores is "
                    "given to rankagg.fuse as a long table"),
        cli_bad("u18l_mteb_long_jsonl", "MTEB-style long results as JSON lines (model, task, main_score)",
                ["fuse", "results.jsonl", "-o", "overall.csv"], "results.jsonl:1", "rankagg.fuse",
                files={"results.jsonl": _MTEB_LONG},
                why="a long table of scores: refused at its first record, pointing to rankagg.fuse's long frame"),
        cli_bad("u18l_lm_eval_results_json", "lm-evaluation-harness's results JSON (results -> task -> 'acc,none')",
                ["fuse", "results.json", "-o", "overall.run"], "results.json:1", "rankagg.fuse",
                files={"results.json": _LM_EVAL_JSON}, outputs=("overall.run",),
                why="a harness's JSON of scores is no run: refused naming the file and line, and where such scores go"),
        cli_bad("u18l_hf_records_json", "the leaderboard dataset exported as JSON records (fullname, Average, task "
                "columns)", ["fuse", "open_llm.json", "-o", "overall.csv"], "open_llm.json:1", "rankagg.fuse",
                files={"open_llm.json": _HF_RECORDS_JSON},
                why="a table of scores per model saved as JSON records: refused at line 1 with the long-table door"),
        *[cli_bad(f"u18l_lists_pad_{key}", f"a table of lists whose two shorter task columns end in {pad!r} "
                  "(the maintainer's mark for 'not run', one cell each)", ["fuse", "lists.csv", "--method", "borda", "-o", "overall.csv"],
                  "lists.csv:5", repr(pad), files={"lists.csv": _LISTS.replace("{pad}", pad)},
                  why="docs/genes.md: cells that would be ranked but are a missing value are refused at their line "
                      "(read, the mark is ranked as a model in every padded column)")
          for key, pad in pads.items()],
        bad("u18l_melt_nan_score", "the melted frame keeps NaN where a model was not run (pandas melt does)",
            "import io\nw = pd.read_csv(io.StringIO(" + repr(_WIDE_CSV.replace("58.4", "")) + "))\n"
            "lf = w.melt(id_vars='model', var_name='run', value_name='score').rename(columns={'model': 'docid'}).assign(qid='overall')\n"
            "rankagg.fuse(lf, 'borda')\n", "row 5", "score",
            why="docs/conventions.md: a NaN score is refused naming its row"),
        bad("u18l_frame_plus_minus_score", "scores kept as the paper prints them, '71.3 ± 0.4', in the long frame",
            "lf = long_frame(board(5, 2, seed=30)).astype({'score': object})\nlf.loc[3, 'score'] = '71.3 ± 0.4'\nrankagg.fuse(lf, 'borda')\n",
            "row 3", "71.3 ± 0.4", why="docs/conventions.md: a score is a number; refused naming the row and value"),
        bad("u18l_rank_method_average", "ranks from pandas rank(method='average') (tied models at 2.5) in the rank "
            "column", "lf = long_frame(board(6, 2, seed=31, decimals=0))\nlf.loc[lf.run == 'task00', 'score'] = [70, 68, 68, 65, 60, 55]\n"
            "lf['rank'] = lf.groupby('run')['score'].rank(ascending=False, method='average')\nrankagg.fuse(lf.drop(columns='score'), 'borda')\n",
            "rank", "2.5", why="docs/conventions.md: each rank a positive integer, a repeated rank a tie"),
        bad("u18l_fuser_to_dict_nan", "Fuser('borda') on the wide frame's to_dict() where a cell is NaN (not run)",
            "b = board(5, 3, seed=32)\nW = pd.DataFrame(b)\nW.iloc[2, 1] = float('nan')\nrankagg.Fuser('borda')(W.to_dict())\n",
            "task01", "nan", why="the Fuser: scores are finite numbers; refused naming the list and the document"),
        bad("u18l_fuse_to_dict_no_query", "rankagg.fuse of the wide frame's to_dict() ({task: {model: score}}, no "
            "query level)", "b = board(5, 3, seed=33)\nrankagg.fuse(pd.DataFrame(b).to_dict(), 'borda')\n",
            "task00", "{qid: {docid: score}}", why="README: rankagg.fuse takes {run: {qid: {docid: score}}}"),
        bad("u18l_resubmission_duplicate_row", "a model's resubmission appended to the long frame (the same model "
            "twice in one task)", "lf = long_frame(board(6, 2, seed=34))\nlf = pd.concat([lf, lf.iloc[[2]].assign(score=99.0)], ignore_index=True)\n"
            "rankagg.fuse(lf, 'borda')\n", "row", why="docs/conventions.md: a document twice in one list is refused"),
        cli_bad("u18l_trec_score_percent", "a run per task written with scores as '71.3%'",
                ["fuse", "mmlu.run", "gsm8k.run", "--method", "borda", "-o", "overall.run"], "mmlu.run:2",
                files={"mmlu.run": "overall Q0 Qwen/Qwen2.5-7B-Instruct 1 74.2 mmlu\noverall Q0 google/gemma-2-9b-it 2 72.3% mmlu\n",
                       "gsm8k.run": "overall Q0 Qwen/Qwen2.5-7B-Instruct 1 91.6 gsm8k\n"}, outputs=("overall.run",),
                why="docs/conventions.md: a non-numeric score is refused naming the file and line (trec_eval's atof "
                    "would read 72.3 and drop the sign silently: a wrong answer if it were '72.3e')"),
        cli_bad("u18l_trec_score_na", "a run per task where a model not run was written with the score 'N/A'",
                ["fuse", "mmlu.run", "gsm8k.run", "--method", "borda", "-o", "overall.run"], "gsm8k.run:2",
                files={"mmlu.run": "overall Q0 Qwen/Qwen2.5-7B-Instruct 1 74.2 mmlu\noverall Q0 google/gemma-2-9b-it 2 72.3 mmlu\n",
                       "gsm8k.run": "overall Q0 Qwen/Qwen2.5-7B-Instruct 1 91.6 gsm8k\noverall Q0 google/gemma-2-9b-it 2 N/A gsm8k\n"},
                outputs=("overall.run",), why="docs/conventions.md: a non-numeric score is refused naming the file and line"),
        cli_bad("u18l_wide_parquet", "the wide board saved to Parquet (model + one column per task) given to rankagg "
                "fuse", ["fuse", "board.parquet", "-o", "overall.parquet"], "board.parquet", "run",
                setup=reference_setup(_REF, "pd.DataFrame(board(6, 3, seed=35)).rename_axis('model').reset_index().to_parquet(P('board.parquet'))\n"),
                outputs=("overall.parquet",),
                why="docs/conventions.md: a Parquet run table is long (q_id, doc_id, score or rank, run); the missing "
                    "columns are named"),
    ]
