"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, an online-evaluation team's interleaving and click-log preferences (its cases, ids ``u19k_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: six rankers (``prod-v12.3``, ``cand_A``, ``cand_B``, ``exp-ltr-7``, ...) meet in team-draft
interleaving experiments; the experiment platform exports one row per interleaved impression that got a click
(``date, query, ranker_a, ranker_b, winner`` with ``tie`` rows), or per-day win counts of each pair (``ranker_a,
ranker_b, wins_a, wins_b, ties``), or the raw click log (``session_id, query, doc, position, clicked``), or the A/B
dashboard's metrics per day (abandonment rate: lower is better).  The team turns them into comparisons (``query,
item_a, item_b, outcome, count``: docs/preferences.md), days as queries, and asks for Bradley-Terry with Davidson's
ties, arena ratings, Copeland, wins, exact Kemeny, bootstrap intervals over user buckets; on two million impressions.
The mistakes: the exports given as they are (control/treatment, baseline/candidate, win counts, click logs, in CSV,
JSON lines, Parquet and frames), ranker names with blanks, timestamps with a blank, a trailing 'Total' row, counts
with thousands separators, team labels ``A``/``B`` as winners, probabilistic interleaving's fractional credits.

The references below (``_REF``) are computed here, never with rankagg's code: Davidson's likelihood (Davidson 1970:
``P(i beats j) = pi_i / (pi_i + pi_j + nu sqrt(pi_i pi_j))``, its tie the ``nu`` term) and the logistic
Bradley-Terry with a tie as half a win each way (arena-rank's), both maximised by SciPy; wins with ties half
(``borda_wins``); Copeland's majority wins minus losses (a tie half each way, a pair never compared nothing); Kemeny's
cost by brute force over every order; choix's ``rank_centrality``; skip-above preferences from clicks (Joachims
2002: a clicked document beats each unclicked one shown above it)."""

from __future__ import annotations

import json

from .references import CLI_OR_EXIT
from .case import Case, reference_setup, snippet_cases, command_cases_files_optional

NINETEENTH_CLICKS = "45 Unseen inputs: a nineteenth bar, an online-evaluation team's interleaving and click-log preferences"

_REF = r'''
import itertools, json, math, os, subprocess, sys
import numpy as np
import pandas as pd
from scipy.optimize import minimize
import rankagg
RANKERS = ['prod-v12.3', 'cand_A', 'cand_B', 'exp-ltr-7', 'exp-ce-2', 'cand_D']
STRENGTH = dict(zip(RANKERS, [0.0, 0.35, -0.2, 0.6, 0.1, -0.5]))
def interleaving_log(n, seed=0, days=3, rankers=RANKERS, tie=0.3, pairs=None):
    """the platform's export: one row per interleaved impression with a click (winner a ranker's name or 'tie')"""
    rng = np.random.default_rng(seed)
    rows = []
    for k in range(n):
        a, b = pairs[k % len(pairs)] if pairs else rng.choice(rankers, 2, replace=False)
        d = STRENGTH.get(str(a), 0.0) - STRENGTH.get(str(b), 0.0)
        u = rng.random()
        w = 'tie' if u < tie else (str(a) if rng.random() < 1 / (1 + math.exp(-d)) else str(b))
        rows.append({'date': '2026-11-%02d' % (24 + k % days), 'query': 'q%03d' % rng.integers(500),
                     'ranker_a': str(a), 'ranker_b': str(b), 'winner': w, 'bucket': 'u%02d' % (k % 40)})
    return pd.DataFrame(rows)
def to_comparisons(log, query='date'):
    """the team's conversion: one comparison per row, outcome from the winner"""
    out = np.where(log['winner'] == log['ranker_a'], 'win', np.where(log['winner'] == log['ranker_b'], 'loss', 'tie'))
    return pd.DataFrame({'query': log[query], 'item_a': log['ranker_a'], 'item_b': log['ranker_b'], 'outcome': out})
def rows_of(frame):
    w = frame['count'] if 'count' in frame else frame['weight'] if 'weight' in frame else [1.0] * len(frame)
    return [(str(q), str(a), str(b), str(o), float(c)) for q, a, b, o, c in
            zip(frame['query'], frame['item_a'], frame['item_b'], frame['outcome'], w)]
def _by_query(rows):
    out = {}
    for r in rows:
        out.setdefault(r[0], []).append(r[1:])
    return out
def _indexed(rs):
    """a query's items (sorted) and each row's item_a and item_b positions among them, and its weight"""
    items = sorted({r[0] for r in rs} | {r[1] for r in rs})
    ix = {d: i for i, d in enumerate(items)}
    return items, np.array([ix[r[0]] for r in rs]), np.array([ix[r[1]] for r in rs]), np.array([r[3] for r in rs])
def davidson_ref(rows):
    """{query: {item: centred theta}}: Davidson's ties, maximum likelihood by BFGS"""
    ref = {}
    for q, rs in _by_query(rows).items():
        items, A, B, W = _indexed(rs)
        O = np.array([r[2] for r in rs])
        def nll(x):
            th = np.concatenate([[0.0], x[:-1]]); lnu = x[-1]
            ta, tb = th[A], th[B]
            lt = lnu + (ta + tb) / 2
            m = np.maximum(np.maximum(ta, tb), lt)
            lden = m + np.log(np.exp(ta - m) + np.exp(tb - m) + np.exp(lt - m))
            num = np.where(O == 'win', ta, np.where(O == 'loss', tb, lt))
            return -np.sum(W * (num - lden)) / W.sum()
        r = minimize(nll, np.zeros(len(items)), method='BFGS', options={'gtol': 1e-11, 'maxiter': 10000})
        th = np.concatenate([[0.0], r.x[:-1]])
        ref[q] = dict(zip(items, th - th.mean()))
    return ref
def bt_half_ref(rows):
    """{query: {item: centred theta}}: logistic Bradley-Terry, a tie one comparison of outcome 1/2"""
    ref = {}
    for q, rs in _by_query(rows).items():
        items, A, B, W = _indexed(rs)
        Y = np.array([{'win': 1.0, 'loss': 0.0, 'tie': 0.5}[r[2]] for r in rs])
        def nll(x):
            th = np.concatenate([[0.0], x]); d = th[A] - th[B]
            return -np.sum(W * (Y * -np.logaddexp(0, -d) + (1 - Y) * -np.logaddexp(0, d))) / W.sum()
        r = minimize(nll, np.zeros(len(items) - 1), method='BFGS', options={'gtol': 1e-11, 'maxiter': 10000})
        th = np.concatenate([[0.0], r.x])
        ref[q] = dict(zip(items, th - th.mean()))
    return ref
def wins_ref(rows):
    ref = {}
    for q, a, b, o, c in rows:
        s = ref.setdefault(q, {}); s.setdefault(a, 0.0); s.setdefault(b, 0.0)
        if o == 'win': s[a] += c
        elif o == 'loss': s[b] += c
        else: s[a] += c / 2; s[b] += c / 2
    return ref
def pair_weights(rows):
    """{query: {(i, j): weight of i preferred to j}}, a tie half each way"""
    Y = {}
    for q, a, b, o, c in rows:
        y = Y.setdefault(q, {})
        if o in ('win', 'tie'):
            y[(a, b)] = y.get((a, b), 0.0) + (c if o == 'win' else c / 2)
        if o in ('loss', 'tie'):
            y[(b, a)] = y.get((b, a), 0.0) + (c if o == 'loss' else c / 2)
        y.setdefault((a, b), y.get((a, b), 0.0)); y.setdefault((b, a), y.get((b, a), 0.0))
    return Y
def copeland_ref(rows):
    ref = {}
    for q, y in pair_weights(rows).items():
        s = ref.setdefault(q, {})
        for (a, b), w in y.items():
            s.setdefault(a, 0.0); s.setdefault(b, 0.0)
            if a < b and w != y[(b, a)]:
                s[a] += 1 if w > y[(b, a)] else -1
                s[b] += 1 if w < y[(b, a)] else -1
    return ref
def kemeny_cost(order, y):
    pos = {d: i for i, d in enumerate(order)}
    return sum(w for (a, b), w in y.items() if pos[a] > pos[b])
def skip_above(clicks):
    """Joachims' skip-above: per (session, query), each clicked doc beats each unclicked doc shown above it"""
    rows = []
    for (s, q), g in clicks.groupby(['session_id', 'query'], sort=False):
        g = g.sort_values('position')
        for _, c in g[g['clicked'] == 1].iterrows():
            for _, k in g[(g['clicked'] == 0) & (g['position'] < c['position'])].iterrows():
                rows.append((str(q), str(c['doc']), str(k['doc']), 'win', 1.0))
    return rows
def click_log(n_sessions, seed=0, queries=('q1', 'q2', 'q3'), docs=8):
    rng = np.random.default_rng(seed)
    rel = {q: rng.random(docs) for q in queries}
    out = []
    for s in range(n_sessions):
        q = queries[s % len(queries)]
        order = rng.permutation(docs)
        for p, d in enumerate(order[:6], 1):
            click = int(rng.random() < rel[q][d] * 0.8 / p ** 0.5)
            out.append({'session_id': 's%05d' % s, 'query': q, 'doc': 'doc-%02d' % d, 'position': p, 'clicked': click})
    return pd.DataFrame(out)
def got_of(frame):
    out = {}
    for q, d, s, r in zip(frame['query'], frame['item'], frame['score'], frame['rank']):
        out.setdefault(str(q), []).append((str(d), float(s), int(r)))
    return {q: sorted(v, key=lambda x: x[2]) for q, v in out.items()}
def read_run(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        q, _, d, r, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s), int(r)))
    return out
def compare(got, ref, tol=1e-4, centred=False, order_only=False):
    """'' when every query's items and scores (within tol) agree and the order follows the scores"""
    if set(got) != set(ref):
        return 'queries %r, expected %r' % (sorted(got)[:3], sorted(ref)[:3])
    for q, lst in got.items():
        if {d for d, _, _ in lst} != set(ref[q]):
            return '%s: items %r, expected %r' % (q, sorted(d for d, _, _ in lst), sorted(ref[q]))
        sc = {d: s for d, s, _ in lst}
        if centred:
            m = sum(sc.values()) / len(sc)
            sc = {d: s - m for d, s in sc.items()}
        for d, s in sc.items():
            if not order_only and abs(s - ref[q][d]) > tol * max(1.0, abs(ref[q][d])):
                return '%s %s: %r, expected %r' % (q, d, s, ref[q][d])
        order = [d for d, _, _ in lst]
        for a, b in zip(order, order[1:]):
            if ref[q][a] < ref[q][b] - tol * max(1.0, abs(ref[q][b])):
                return '%s: %s (%r) before %s (%r)' % (q, a, ref[q][a], b, ref[q][b])
    return ''
#CLI_OR_EXIT
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
'''[1:].replace('#CLI_OR_EXIT\n', CLI_OR_EXIT)

_IL_HEADER = "date,query,{a},{b},winner\n"
_IL_ROWS = ("2026-11-28,q017,prod-v12.3,cand_B,prod-v12.3\n2026-11-28,q203,prod-v12.3,cand_B,tie\n"
            "2026-11-29,q017,prod-v12.3,cand_B,cand_B\n2026-11-29,q481,prod-v12.3,cand_B,cand_B\n")
_IL_ONE = "2026-11-28,q017,prod-v12.3,cand_B,cand_B\n"
_WINS = ("ranker_a,ranker_b,wins_a,wins_b,ties\nprod-v12.3,cand_A,1204,1351,402\nprod-v12.3,cand_B,1310,1187,388\n"
         "cand_A,cand_B,1402,1122,371\n")
_CLICKS = ("session_id,query,doc,position,clicked\ns00001,q017,doc-04,1,0\ns00001,q017,doc-11,2,1\n"
           "s00001,q017,doc-02,3,0\ns00002,q017,doc-04,1,1\ns00002,q017,doc-11,2,0\n")
_COMP = ("query,item_a,item_b,outcome,count\n2026-11-28,prod-v12.3,cand_A,win,1204\n2026-11-28,prod-v12.3,cand_A,loss,1351\n"
         "2026-11-28,prod-v12.3,cand_A,tie,402\n")



def nineteenth_bar_clicks_cases() -> list[Case]:
    G = NINETEENTH_CLICKS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    cli_ok, cli_bad = command_cases_files_optional(G, ok_timeout=90, outputs=("board.csv",))

    return [
        # ------------------------------------------------------------ interleaving outcomes, converted, fused
        ok("u19k_interleave_log_davidson", "3 days of team-draft outcomes (900 impressions, 6 rankers, 30% ties) "
           "converted with pandas (winner -> outcome), one query: davidson equals Davidson's likelihood maximised "
           "by SciPy", "log = interleaving_log(900, seed=1)\nc = to_comparisons(log).assign(query='all')\n"
           "out = rankagg.fuse(c, 'davidson')\nreport(compare(got_of(out), davidson_ref(rows_of(c))))\n",
           why="docs/preferences.md: Bradley-Terry with Davidson's ties (Davidson 1970), scores centred"),
        ok("u19k_days_as_queries_davidson", "the same log with each day as a query: one Davidson fit per day, each "
           "equal to SciPy's", "log = interleaving_log(900, seed=2)\nc = to_comparisons(log)\n"
           "out = rankagg.fuse(c, 'davidson')\nreport(compare(got_of(out), davidson_ref(rows_of(c))))\n",
           why="docs/preferences.md: a comparison table's query column gives one fit per query"),
        ok("u19k_arena_ratings_ties_half", "the log as arena battles (model_a, model_b, winner with tie) in JSON "
           "lines: arena's ratings are 1000 + 400 / ln 10 x the logistic Bradley-Terry theta (a tie half a win)",
           "log = interleaving_log(1200, seed=3)\nw = np.where(log.winner == log.ranker_a, 'model_a', np.where(log.winner == log.ranker_b, 'model_b', 'tie'))\n"
           "pd.DataFrame({'model_a': log.ranker_a, 'model_b': log.ranker_b, 'winner': w, 'tstamp': log.date}).to_json('battles.jsonl', orient='records', lines=True)\n"
           "cli('fuse', 'battles.jsonl', '--bootstrap', '0', '-o', 'board.csv', '--quiet')\nt = pd.read_csv('board.csv')\n"
           "c = to_comparisons(log).assign(query='1')\nref = {q: {d: 1000 + 400 / math.log(10) * v for d, v in r.items()} for q, r in bt_half_ref(rows_of(c)).items()}\n"
           "t['query'] = t['query'].astype(str)\nreport(compare(got_of(t), ref, tol=1e-5))\n",
           why="docs/preferences.md: arena is Bradley-Terry as arena-rank fits it, a tie one battle of outcome 1/2, "
               "ratings 1000 + 400 / ln 10 theta, theta centred"),
        ok("u19k_win_counts_borda_wins_cli", "the pairwise win-count table rewritten as comparisons with a count "
           "column (win, loss, tie rows per pair): borda_wins from the command line equals wins + ties / 2",
           "w = pd.read_csv(__import__('io').StringIO(" + repr(_WINS) + "))\nrows = []\n"
           "for _, r in w.iterrows():\n    for o, c in (('win', r.wins_a), ('loss', r.wins_b), ('tie', r.ties)):\n"
           "        rows.append({'query': 'week48', 'item_a': r.ranker_a, 'item_b': r.ranker_b, 'outcome': o, 'count': int(c)})\n"
           "c = pd.DataFrame(rows)\nc.to_csv('wins.csv', index=False)\ncli('fuse', 'wins.csv', '--method', 'borda_wins', '-o', 'board.csv', '--quiet')\n"
           "report(compare(got_of(pd.read_csv('board.csv')), wins_ref(rows_of(c)), tol=1e-12))\n",
           why="docs/preferences.md: borda_wins counts wins, ties half; count c is the row repeated c times"),
        ok("u19k_win_counts_davidson_counts", "the same win counts: davidson on the count rows equals Davidson's "
           "likelihood with each row weighted by its count",
           "w = pd.read_csv(__import__('io').StringIO(" + repr(_WINS) + "))\nrows = []\n"
           "for _, r in w.iterrows():\n    for o, c in (('win', r.wins_a), ('loss', r.wins_b), ('tie', r.ties)):\n"
           "        rows.append({'query': 'week48', 'item_a': r.ranker_a, 'item_b': r.ranker_b, 'outcome': o, 'count': int(c)})\n"
           "c = pd.DataFrame(rows)\nreport(compare(got_of(rankagg.fuse(c, 'davidson')), davidson_ref(rows_of(c))))\n",
           why="docs/preferences.md: count c is the row repeated c times"),
        ok("u19k_copeland_days_run", "a week of interleaving outcomes (days as queries) fused by copeland to a TREC "
           "run: each day's majority wins minus losses by hand",
           "log = interleaving_log(700, seed=4, days=7)\nc = to_comparisons(log)\nc.to_csv('week.csv', index=False)\n"
           "cli('fuse', 'week.csv', '--method', 'copeland', '-o', 'week.run', '--quiet')\n"
           "report(compare(read_run('week.run'), copeland_ref(rows_of(c)), tol=1e-6))\n",
           why="Copeland 1951: majority wins minus losses; docs/preferences.md: a tie half a vote each way; tied "
               "scores in a TREC run are nudged (so 1e-6)"),
        ok("u19k_copeland_never_met", "a ranker (cand_D) that met only prod-v12.3, never the others: Copeland gives "
           "it +-1 for that pair alone, a pair never compared counts nothing",
           "pairs = [('prod-v12.3', 'cand_A'), ('prod-v12.3', 'cand_B'), ('cand_A', 'cand_B'), ('cand_D', 'prod-v12.3')]\n"
           "c = to_comparisons(interleaving_log(400, seed=5, pairs=pairs)).assign(query='wk')\n"
           "report(compare(got_of(rankagg.fuse(c, 'copeland')), copeland_ref(rows_of(c)), tol=1e-9))\n",
           why="Copeland 1951; docs/preferences.md: comparisons fill the pairwise matrix, an uncompared pair is 0 "
               "both ways"),
        ok("u19k_kemeny_exact_bruteforce", "exact Kemeny on 6 rankers' interleaving outcomes (ties half): the cost "
           "of its order equals the least over all 720 orders, and the table's objective is that cost",
           "c = to_comparisons(interleaving_log(600, seed=6)).assign(query='all')\nc.to_csv('c.csv', index=False)\n"
           "cli('fuse', 'c.csv', '--method', 'kemeny(solver=exact)', '-o', 'k.csv', '--quiet')\nt = pd.read_csv('k.csv')\n"
           "y = pair_weights(rows_of(c))['all']\norder = list(t.sort_values('rank')['item'])\n"
           "best = min(kemeny_cost(o, y) for o in itertools.permutations(RANKERS))\ngot = kemeny_cost(order, y)\n"
           "msg = '' if abs(got - best) < 1e-9 else 'cost %r, least %r' % (got, best)\n"
           "if not msg and abs(float(t['objective'].iloc[0]) - best) > 1e-6:\n    msg = 'objective %r, least %r' % (t['objective'].iloc[0], best)\nreport(msg)\n",
           why="Kemeny 1959 (brute force); docs/preferences.md: a table output has the query's objective"),
        ok("u19k_rank_centrality_choix", "rank_centrality on one day's outcomes (ties dropped, choix's input) "
           "orders the rankers as choix.rank_centrality does",
           "import choix\nc = to_comparisons(interleaving_log(800, seed=7, tie=0.0)).assign(query='d')\n"
           "ix = {d: i for i, d in enumerate(RANKERS)}\n"
           "data = [(ix[a], ix[b]) if o == 'win' else (ix[b], ix[a]) for a, b, o in zip(c.item_a, c.item_b, c.outcome)]\n"
           "p = choix.rank_centrality(6, data, alpha=0.0)\nref = {'d': {d: float(p[ix[d]]) for d in RANKERS}}\n"
           "report(compare(got_of(rankagg.fuse(c, 'rank_centrality')), ref, order_only=True))\n",
           why="docs/preferences.md: rank_centrality equals choix's to 1e-6 (Negahban, Oh & Shah 2017)"),
        ok("u19k_weighted_by_impressions", "per-day outcomes weighted by the day's share of traffic (a weight "
           "column, not whole numbers): davidson equals the weighted likelihood",
           "c = to_comparisons(interleaving_log(500, seed=8))\nshare = {'2026-11-24': 0.7, '2026-11-25': 1.9, '2026-11-26': 0.45}\n"
           "c['weight'] = c['query'].map(share)\nc['query'] = 'all'\n"
           "report(compare(got_of(rankagg.fuse(c, 'davidson')), davidson_ref(rows_of(c))))\n",
           why="docs/preferences.md: weight is a positive number; Davidson's likelihood per unit of total weight"),
        ok("u19k_bucket_bootstrap_leader", "a clear leader (exp-ltr-7 wins 85% of its meetings) with 40 user "
           "buckets as judges, davidson with 200 bootstrap redraws by judges: its rank interval is 1-1 and every "
           "score lies in its interval",
           "log = interleaving_log(2400, seed=9, tie=0.1)\nlog.loc[log.ranker_a == 'exp-ltr-7', 'winner'] = np.where(np.random.default_rng(1).random((log.ranker_a == 'exp-ltr-7').sum()) < 0.85, 'exp-ltr-7', log.loc[log.ranker_a == 'exp-ltr-7', 'ranker_b'])\n"
           "log.loc[log.ranker_b == 'exp-ltr-7', 'winner'] = np.where(np.random.default_rng(2).random((log.ranker_b == 'exp-ltr-7').sum()) < 0.85, 'exp-ltr-7', log.loc[log.ranker_b == 'exp-ltr-7', 'ranker_a'])\n"
           "c = to_comparisons(log).assign(query='all', judge=log['bucket'])\nc.to_csv('c.csv', index=False)\n"
           "cli('fuse', 'c.csv', '--method', 'davidson', '--bootstrap', '200', '--bootstrap-by', 'judges', '-o', 'b.csv', '--quiet')\n"
           "t = pd.read_csv('b.csv')\ntop = t[t['item'] == 'exp-ltr-7'].iloc[0]\nmsg = ''\n"
           "if (top['rank_low'], top['rank_high']) != (1, 1):\n    msg = 'leader rank interval %r-%r' % (top['rank_low'], top['rank_high'])\n"
           "if not ((t.score_low <= t.score) & (t.score <= t.score_high)).all():\n    msg = msg or 'a score outside its interval'\n"
           "if not msg:\n    msg = compare(got_of(t), davidson_ref(rows_of(c)))\nreport(msg)\n",
           why="docs/preferences.md: a bootstrap redraws judges; a score lies within its percentile interval; a "
               "ranker that wins 85% is first in every redraw"),
        ok("u19k_tz_timestamp_query", "the hour of the experiment as the query, ISO 8601 with its offset "
           "('2026-11-28T10:00:00+01:00', no blank): read as an id, each hour's wins by hand",
           "log = interleaving_log(300, seed=10)\nlog['date'] = ['2026-11-28T%02d:00:00+01:00' % (k % 4) for k in range(len(log))]\n"
           "c = to_comparisons(log)\nc.to_csv('c.csv', index=False)\ncli('fuse', 'c.csv', '--method', 'borda_wins', '-o', 'h.run', '--quiet')\n"
           "report(compare(read_run('h.run'), wins_ref(rows_of(c)), tol=1e-6))\n",
           why="docs/preferences.md: query is an id (no blank): a timestamp without a blank is one"),
        ok("u19k_case_spelled_rankers_apart", "the same ranker spelled 'prod-v12.3' and 'Prod-v12.3' in one export: "
           "ids are compared as written (trec_eval's strcmp), so wins are counted for each spelling",
           "c = to_comparisons(interleaving_log(200, seed=11, rankers=['prod-v12.3', 'Prod-v12.3', 'cand_A'])).assign(query='d')\n"
           "report(compare(got_of(rankagg.fuse(c, 'borda_wins')), wins_ref(rows_of(c)), tol=1e-12))\n",
           why="docs/conventions.md: ids are exact strings, as trec_eval compares them"),
        ok("u19k_parquet_tz_column", "the export as Parquet with a tz-aware timestamp column and dictionary-encoded "
           "ranker names (BigQuery's): columns it does not read are left; davidson equals SciPy's",
           "import pyarrow as pa, pyarrow.parquet as pq\nlog = interleaving_log(600, seed=12)\nc = to_comparisons(log).assign(query='all')\n"
           "t = pa.Table.from_pandas(c.assign(ts=pd.to_datetime(log['date']).dt.tz_localize('Europe/Berlin')), preserve_index=False)\n"
           "t = t.set_column(1, 'item_a', t.column('item_a').dictionary_encode()).set_column(2, 'item_b', t.column('item_b').dictionary_encode())\n"
           "pq.write_table(t, 'c.parquet')\ncli('fuse', 'c.parquet', '-o', 'd.csv', '--quiet')\n"
           "report(compare(got_of(pd.read_csv('d.csv')), davidson_ref(rows_of(c))))\n",
           why="docs/preferences.md: a comparison table in Parquet; columns beside the named ones are not read"),
        ok("u19k_polars_frame_arena", "the log held as a polars frame of battles (model_a, model_b, winner): "
           "rankagg.fuse gives arena's ratings by hand",
           "import polars as pl\nlog = interleaving_log(800, seed=13)\nw = np.where(log.winner == log.ranker_a, 'model_a', np.where(log.winner == log.ranker_b, 'model_b', 'tie'))\n"
           "f = pl.DataFrame({'model_a': list(log.ranker_a), 'model_b': list(log.ranker_b), 'winner': list(w)})\n"
           "out = rankagg.fuse(f)\nout = out.to_pandas() if hasattr(out, 'to_pandas') else out\n"
           "c = to_comparisons(log).assign(query='1')\nref = {q: {d: 1000 + 400 / math.log(10) * v for d, v in r.items()} for q, r in bt_half_ref(rows_of(c)).items()}\n"
           "out['query'] = out['query'].astype(str)\nreport(compare(got_of(out), ref, tol=1e-5))\n",
           why="docs/preferences.md: rankagg.fuse takes a battle table held in memory (pandas, Arrow, polars)"),
        ok("u19k_gzip_bom_csv", "the comparisons CSV saved by Excel (UTF-8 BOM, CRLF) and gzipped: borda_wins by "
           "hand", "import gzip\nc = to_comparisons(interleaving_log(300, seed=14))\n"
           "gzip.open('c.csv.gz', 'wb').write(('\\ufeff' + c.to_csv(index=False, lineterminator='\\r\\n')).encode('utf-8'))\n"
           "cli('fuse', 'c.csv.gz', '--method', 'borda_wins', '-o', 'w.csv', '--quiet')\n"
           "report(compare(got_of(pd.read_csv('w.csv')), wins_ref(rows_of(c)), tol=1e-12))\n",
           why="docs/preferences.md: .csv.gz tables are read; a BOM and CRLF are no part of a name"),
        ok("u19k_clicks_skip_above_wins", "a click log of 600 sessions turned into skip-above preferences between "
           "documents (pandas), fused by borda_wins per query: wins by hand",
           "cl = click_log(600, seed=15)\nrows = skip_above(cl)\n"
           "c = pd.DataFrame(rows, columns=['query', 'item_a', 'item_b', 'outcome', 'count']).drop(columns='count')\n"
           "report(compare(got_of(rankagg.fuse(c, 'borda_wins')), wins_ref(rows_of(c)), tol=1e-12))\n",
           why="Joachims 2002 (skip-above); docs/preferences.md: borda_wins counts wins"),
        ok("u19k_clicks_skip_above_davidson_counts", "the same skip-above pairs aggregated with value_counts into a "
           "count column: davidson(alpha=0.01) order equals the unaggregated rows'",
           "cl = click_log(600, seed=16)\nc = pd.DataFrame(skip_above(cl), columns=['query', 'item_a', 'item_b', 'outcome', 'count']).drop(columns='count')\n"
           "g = c.value_counts().rename('count').reset_index()\n"
           "x = got_of(rankagg.fuse(c, 'davidson(alpha=0.01)'))\ny = got_of(rankagg.fuse(g, 'davidson(alpha=0.01)'))\n"
           "ref = {q: {d: s for d, s, _ in v} for q, v in x.items()}\nreport(compare(y, ref, tol=1e-6))\n",
           why="docs/preferences.md: a row of count c is the row repeated c times"),
        ok("u19k_ab_abandonment_lower_better", "the A/B dashboard's abandonment rate per day (lower is better) as a "
           "long frame, score = -rate, days as runs: borda equals n - r + 1 by hand with the lowest rate first",
           "rng = np.random.default_rng(17)\ndays = ['2026-11-%02d' % d for d in range(20, 30)]\n"
           "rate = {d: {r: float(np.round(0.2 + 0.01 * rng.normal() - 0.005 * STRENGTH[r], 4)) for r in RANKERS} for d in days}\n"
           "long = pd.DataFrame([(d, r, -v) for d, p in rate.items() for r, v in p.items()], columns=['run', 'docid', 'score']).assign(qid='abandonment')\n"
           "out = rankagg.fuse(long, 'borda')\nsc = {r: 0.0 for r in RANKERS}\n"
           "for d, p in rate.items():\n    o = sorted(p, key=lambda r: (-p[r], r.encode()), reverse=True)\n"
           "    for k, r in enumerate(o, 1):\n        sc[r] += 6 - k + 1\n"
           "got = {'abandonment': [(d, s, k) for k, (d, s) in enumerate(zip(out['docid'], out['score']), 1)]}\n"
           "report(compare(got, {'abandonment': sc}, tol=1e-12))\n",
           why="rankagg methods borda: n - r + 1; docs/conventions.md: a lower-is-better score negated ranks first"),
        ok("u19k_ab_wide_melt_rrf", "the dashboard's wide CSV (a row per day, a column per ranker, CTR in %) "
           "melted by pandas, rrf(k=60): sum 1 / (60 + r) by hand",
           "rng = np.random.default_rng(18)\nw = pd.DataFrame({r: np.round(30 + 2 * STRENGTH[r] + rng.normal(0, 1, 7), 2) for r in RANKERS})\n"
           "w.insert(0, 'day', ['2026-11-%02d' % d for d in range(24, 31)])\nw.to_csv('ab.csv', index=False)\n"
           "long = pd.read_csv('ab.csv').melt(id_vars='day', var_name='docid', value_name='score').rename(columns={'day': 'run'}).assign(qid='ctr')\n"
           "out = rankagg.fuse(long, 'rrf')\nsc = {r: 0.0 for r in RANKERS}\n"
           "for _, row in w.iterrows():\n    p = {r: float(row[r]) for r in RANKERS}\n    o = sorted(p, key=lambda r: (p[r], r.encode()), reverse=True)\n"
           "    for k, r in enumerate(o, 1):\n        sc[r] += 1 / (60 + k)\n"
           "got = {'ctr': [(d, s, k) for k, (d, s) in enumerate(zip(out['docid'], out['score']), 1)]}\n"
           "report(compare(got, {'ctr': sc}, tol=1e-12))\n",
           why="Cormack et al. 2009: RRF sum 1 / (k + r), k = 60"),
        ok("u19k_two_million_impressions", "two million impressions' outcomes (a 64 MB CSV, 7 days as queries) "
           "fused by borda_wins from the command line: wins by hand (NumPy)",
           "rng = np.random.default_rng(19)\nR = np.array(RANKERS)\nn = 2_000_000\na = rng.integers(0, 6, n)\nb = (a + rng.integers(1, 6, n)) % 6\n"
           "o = rng.choice(np.array(['win', 'loss', 'tie']), n, p=[0.35, 0.3, 0.35])\nday = rng.integers(0, 7, n)\n"
           "pd.DataFrame({'query': np.array(['2026-11-%02d' % d for d in range(24, 31)])[day], 'item_a': R[a], 'item_b': R[b], 'outcome': o}).to_csv('big.csv', index=False)\n"
           "cli('fuse', 'big.csv', '--method', 'borda_wins', '-o', 'w.csv', '--quiet')\n"
           "ref = {}\nfor d in range(7):\n    m = day == d\n    s = np.zeros(6)\n"
           "    np.add.at(s, a[m], np.where(o[m] == 'win', 1.0, np.where(o[m] == 'tie', 0.5, 0.0)))\n"
           "    np.add.at(s, b[m], np.where(o[m] == 'loss', 1.0, np.where(o[m] == 'tie', 0.5, 0.0)))\n"
           "    ref['2026-11-%02d' % (24 + d)] = dict(zip(RANKERS, s))\n"
           "report(compare(got_of(pd.read_csv('w.csv')), ref, tol=1e-12))\n",
           why="docs/preferences.md: borda_wins counts wins, ties half; the bar's limit: within 4 GB and seconds",
           timeout=240),
        ok("u19k_outcome_words_any_case", "outcomes written 'Win', 'LOSS', 'Tie ' by a second exporter: read as "
           "win, loss, tie (wins by hand)",
           "c = to_comparisons(interleaving_log(200, seed=20)).assign(query='d')\n"
           "spell = {'win': 'Win', 'loss': 'LOSS', 'tie': 'Tie '}\nc2 = c.assign(outcome=c.outcome.map(spell))\nc2.to_csv('c.csv', index=False)\n"
           "cli('fuse', 'c.csv', '--method', 'borda_wins', '-o', 'w.csv', '--quiet')\n"
           "report(compare(got_of(pd.read_csv('w.csv')), wins_ref(rows_of(c)), tol=1e-12))\n",
           why="rankagg reads outcome words in any case and drops ASCII blanks at a value's ends (docs/preferences.md)"),
        cli_ok("u19k_disconnected_copeland", "two experiments that never shared a ranker (prod vs cand_A; "
               "exp-ltr-7 vs exp-ce-2) fused by copeland: each winner +1, each loser -1, nothing across",
               ["fuse", "c.csv", "--method", "copeland", "-o", "c.run", "--quiet"],
               lambda out, folder: _two_groups(folder / "c.run"),
               files={"c.csv": "query,item_a,item_b,outcome,count\nwk,prod-v12.3,cand_A,loss,30\nwk,prod-v12.3,cand_A,win,12\n"
                      "wk,exp-ltr-7,exp-ce-2,win,25\nwk,exp-ltr-7,exp-ce-2,tie,9\n"},
               why="Copeland 1951: +1 for each majority won, -1 lost; a pair never compared counts nothing"),
        cli_ok("u19k_methods_davidson", "rankagg methods davidson: the team reads its tie parameter and penalty "
               "before choosing", ["methods", "davidson"], lambda out, folder: "alpha" in out and "tie" in out.lower(),
               why="rankagg methods NAME lists a rule's parameters (docs/preferences.md)", fast=True),
        # ------------------------------------------------------------ the platform's exports given as they are
        cli_bad("u19k_control_treatment_csv", "the interleaving export with control/treatment columns and a winner "
                "naming the ranker, given to rankagg fuse", ["fuse", "il.csv", "-o", "board.csv"], "il.csv:1",
                "item_a", "outcome", files={"il.csv": _IL_HEADER.format(a="control", b="treatment") + _IL_ROWS},
                why="docs/preferences.md: a table of pairwise judgments in another tool's shape is refused at its "
                    "header, saying which columns to rename and how to write outcome"),
        cli_bad("u19k_control_treatment_one_row", "the same export on a quiet day: one impression with a click "
                "(a one-row CSV)", ["fuse", "il.csv", "-o", "board.csv"], "il.csv:1", "item_a",
                files={"il.csv": _IL_HEADER.format(a="control", b="treatment") + _IL_ONE},
                why="docs/preferences.md: read as lists, the row's ranker names and date would be ranked as items"),
        cli_bad("u19k_baseline_candidate_csv", "an A/B interleaving export naming baseline and candidate",
                ["fuse", "il.csv", "-o", "board.csv"], "il.csv:1", "item_a",
                files={"il.csv": _IL_HEADER.format(a="baseline", b="candidate") + _IL_ROWS},
                why="docs/preferences.md: pairwise judgments in another tool's shape are refused at their header"),
        cli_bad("u19k_win_counts_table_csv", "the per-pair win-count table (ranker_a, ranker_b, wins_a, wins_b, ties) "
                "given to rankagg fuse", ["fuse", "wins.csv", "-o", "board.csv"], "wins.csv:1", "count",
                "item_a", files={"wins.csv": _WINS},
                why="docs/preferences.md: comparisons are rows with an outcome and an optional count; a win-count "
                    "table is told how to become one (a row per outcome, its count)"),
        cli_bad("u19k_win_counts_one_pair", "the win-count table of one A/B pair (one row)",
                ["fuse", "wins.csv", "-o", "board.csv"], "wins.csv:1", "count",
                files={"wins.csv": "ranker_a,ranker_b,wins_a,wins_b,ties\nprod-v12.3,cand_A,1204,1351,402\n"},
                why="read as lists, the names and counts of one row would be ranked as items"),
        cli_bad("u19k_interleave_jsonl", "the interleaving export as JSON lines (ranker_a, ranker_b, winner)",
                ["fuse", "il.jsonl", "-o", "board.csv"], "il.jsonl", "item_a", "outcome",
                files={"il.jsonl": "".join(json_line(r) for r in _IL_ROWS.splitlines())},
                why="docs/preferences.md: a table of pairwise judgments is told how to become a comparison table"),
        cli_bad("u19k_interleave_parquet", "the interleaving export as Parquet (ranker_a, ranker_b, winner)",
                ["fuse", "il.parquet", "-o", "board.csv"], "il.parquet", "item_a", "outcome",
                setup=reference_setup(_REF, "pd.read_csv(__import__('io').StringIO(" + repr(_IL_HEADER.format(a="ranker_a", b="ranker_b") + _IL_ROWS)
                                   + ")).to_parquet(P('il.parquet'))\n"),
                why="docs/preferences.md: a table of pairwise judgments is told how to become a comparison table"),
        bad("u19k_interleave_frame", "the interleaving log as a pandas frame (ranker_a, ranker_b, winner) given "
            "to rankagg.fuse", "rankagg.fuse(interleaving_log(50, seed=21))\n", "item_a", "outcome",
            why="docs/preferences.md: rankagg.fuse takes comparisons with an outcome column or battles; the "
                "frame's columns are named with how to write them"),
        bad("u19k_win_counts_records", "the win counts as a list of dicts (the platform's API returns JSON records) "
            "given to rankagg.fuse", "rankagg.fuse(pd.read_csv(__import__('io').StringIO(" + repr(_WINS) + ")).to_dict('records'))\n",
            "count", "item_a", why="docs/preferences.md: rankagg.fuse takes a list of records with an outcome column; "
                                    "win counts are told how to become one"),
        cli_bad("u19k_click_log_csv", "the raw click log (session_id, query, doc, position, clicked) given to "
                "rankagg fuse", ["fuse", "clicks.csv", "-o", "board.csv"], "clicks.csv:1", "click", "item_a",
                files={"clicks.csv": _CLICKS},
                why="a click log is impressions, not rankings: refused at its header, telling how clicks become "
                    "comparisons (docs/preferences.md)"),
        bad("u19k_click_log_frame", "the click log as a pandas frame given to rankagg.fuse",
            "rankagg.fuse(click_log(20, seed=22))\n", "click", "item_a",
            why="a click log is impressions, not a run: named with how clicks become comparisons"),
        cli_bad("u19k_click_log_parquet", "the click log as Parquet given to rankagg fuse",
                ["fuse", "clicks.parquet", "-o", "board.csv"], "clicks.parquet", "click", "item_a",
                setup=reference_setup(_REF, "click_log(20, seed=23).to_parquet(P('clicks.parquet'))\n"),
                why="a click log is impressions, not a run: named with how clicks become comparisons"),
        # ------------------------------------------------------------ mistakes inside a comparison table
        cli_bad("u19k_trailing_total_row", "the comparisons CSV from a spreadsheet with a trailing 'Total' row "
                "(empty items, the summed count)", ["fuse", "c.csv", "-o", "board.csv"], "c.csv:5",
                files={"c.csv": _COMP + "Total,,,,2957\n"},
                why="docs/preferences.md: an item is an id, not empty; refused at its line"),
        cli_bad("u19k_ranker_name_with_blank", "a ranker named 'cand_B (bm25+ce)' as the dashboard shows it",
                ["fuse", "c.csv", "-o", "board.csv"], "c.csv:3", "cand_B (bm25+ce)",
                files={"c.csv": "query,item_a,item_b,outcome\nd1,prod-v12.3,cand_A,win\nd1,prod-v12.3,cand_B (bm25+ce),tie\n"},
                why="docs/preferences.md: an id holds no blank (a TREC line could not hold it)"),
        cli_bad("u19k_timestamp_with_blank_query", "the hour as the query written '2026-11-28 10:00:00+01:00' (a "
                "blank between date and time)", ["fuse", "c.csv", "-o", "board.run"], "c.csv:2", "query",
                files={"c.csv": "query,item_a,item_b,outcome\n2026-11-28 10:00:00+01:00,prod-v12.3,cand_A,win\n"},
                outputs=("board.run",), why="docs/preferences.md: query is an id: no blank"),
        bad("u19k_parse_dates_query", "the log read with pd.read_csv(parse_dates=['date']) and the date column "
            "used as the query (pandas Timestamps)",
            "c = to_comparisons(interleaving_log(30, seed=24))\nc['query'] = pd.to_datetime(c['query'])\nrankagg.fuse(c)\n",
            "row 0", "query", why="docs/preferences.md: ids are strings or integers; a Timestamp is refused at its row"),
        cli_bad("u19k_count_zero_cross_table", "counts from a full cross-table of pairs, 0 where a pair never met",
                ["fuse", "c.csv", "-o", "board.csv"], "c.csv:4", "count",
                files={"c.csv": _COMP.replace(",402\n", ",0\n")},
                why="docs/preferences.md: a count is a whole number in [1, 2^53]"),
        cli_bad("u19k_count_thousands_separator", "counts exported with a thousands separator ('\"1,204\"')",
                ["fuse", "c.csv", "-o", "board.csv"], "c.csv:2", "1,204",
                files={"c.csv": _COMP.replace(",1204\n", ',"1,204"\n')},
                why="docs/preferences.md: counts are numbers as trec_eval reads them"),
        cli_bad("u19k_team_labels_winner", "team-draft's team labels 'A'/'B' as the battle winner",
                ["fuse", "b.csv", "-o", "board.csv"], "b.csv:2", "winner",
                files={"b.csv": "model_a,model_b,winner\nprod-v12.3,cand_A,A\nprod-v12.3,cand_A,tie\n"},
                why="docs/preferences.md: a winner outside model_a, model_b, tie, tie (bothbad) is refused at its line"),
        cli_bad("u19k_probabilistic_credit_outcome", "probabilistic interleaving's fractional credit (0.62) written "
                "as the outcome", ["fuse", "c.csv", "-o", "board.csv"], "c.csv:2", "outcome",
                files={"c.csv": "query,item_a,item_b,outcome\nd1,prod-v12.3,cand_A,0.62\n"},
                why="docs/preferences.md: outcome is win, loss or tie; a credit goes into weight"),
        cli_bad("u19k_bootstrap_by_judges_no_judge", "--bootstrap-by judges on comparisons without a judge column "
                "(the buckets were dropped)", ["fuse", "c.csv", "--bootstrap", "50", "--bootstrap-by", "judges",
                                               "-o", "board.csv"], "c.csv", "judge",
                files={"c.csv": _COMP},
                why="docs/preferences.md: a bootstrap by judges needs the judges; refused naming them"),
    ]


def json_line(csv_row: str) -> str:
    """A row of the interleaving export as the platform's JSON line."""
    date, query, a, b, winner = csv_row.split(",")
    return json.dumps({"date": date, "query": query, "ranker_a": a, "ranker_b": b, "winner": winner}) + "\n"


def _two_groups(path) -> bool:
    """The copeland run of two experiments that shared no ranker: the two winners at 1.0 above the two losers at
    -1.0, whichever order the ties are written in."""
    try:
        lines = [ln.split() for ln in path.read_text().splitlines()]
    except OSError:
        return False
    got = {ln[2]: float(ln[4]) for ln in lines}
    want = {"cand_A": 1.0, "exp-ltr-7": 1.0, "exp-ce-2": -1.0, "prod-v12.3": -1.0}
    # docs/preferences.md: tied scores are nudged (as for runs) so that trec_eval reads the lines in the table's order
    return set(got) == set(want) and all(abs(got[d] - w) <= 1e-6 for d, w in want.items()) and \
        [float(ln[4]) for ln in lines] == sorted((float(ln[4]) for ln in lines), reverse=True)
