"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a Kaggle ensembler's rank averaging (its cases,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are
the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401
from .references import RANKED_LISTS


FIFTEENTH_ENSEMBLER = "45 Unseen inputs: a fifteenth bar, a Kaggle ensembler's rank averaging"

# The ensembler's references, independent of rankagg's code: a submission is ``{id: prediction}`` (one query, 'all',
# or one per session); ``desc_order`` ranks it as docs/conventions.md says every form is ranked (prediction
# descending, then the id descending as bytes: trec_eval's rule); ``borda_ref`` is ``rankagg methods borda`` (n - r + 1
# points, a list of k sharing (n - k + 1) / 2 for an id it lacks), which on complete submissions without ties is
# the competition habit ``sum_m w_m * scipy.stats.rankdata(pred_m)`` (checked against SciPy itself below);
# ``rrf_ref`` is ``sum w / (k + r)``; ``agree`` compares a fused list with a reference: the same ids, the scores
# within 1e-9, the order by score and, among equal scores, by the house rule of ``rankagg methods`` (more lists that
# returned the id, then its best place; the id itself only for text ids).
_K = ("""
import functools, io, json, math, os, sys
import numpy as np
import pandas as pd
import rankagg
from rankagg import Fuser
from scipy.stats import rankdata
TOL = 1e-9
def plain(x):
    return x.item() if hasattr(x, 'item') else x
""" + RANKED_LISTS + """def close(a, b):
    return abs(a - b) <= TOL * max(1.0, abs(a), abs(b))
def agree(got, ref, scores=True):
    sc, cnt, best = ref
    got = [(plain(d), float(s)) for d, s in got]
    if len(got) != len(sc) or set(d for d, _ in got) != set(sc):
        return 'ids differ: %d fused, %d expected, e.g. %r' % (len(got), len(sc), sorted(set(d for d, _ in got) ^ set(sc), key=str)[:3])
    if scores:
        for d, s in got:
            if not close(s, sc[d]):
                return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] and not close(sc[a], sc[b]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if abs(sc[a] - sc[b]) > 2.0 ** -40 * max(abs(sc[a]), abs(sc[b])):
            continue  # the house rule decides only within 2^-40 relative (rankagg methods: ties)
        ka, kb = (-cnt[a], best[a]), (-cnt[b], best[b])
        if ka > kb or (ka == kb and isinstance(a, str) and isinstance(b, str) and a > b):
            return 'tie %r before %r against the house rule' % (a, b)
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
def subs(n, models=('lgb', 'xgb', 'cat'), seed=0, ids=None):
    rng = np.random.default_rng(seed)
    ids = ids if ids is not None else ['id%06d' % i for i in range(n)]
    base = rng.normal(size=n)
    return {m: dict(zip(ids, (1 / (1 + np.exp(-(base + rng.normal(scale=1.0, size=n))))).tolist())) for m in models}
def one(models):
    return {m: {'all': p} for m, p in models.items()}
""")[1:]


def _trec(name: str, pred: dict, qid: str = "0") -> str:
    """A submission as a TREC run of one query, as an ensembler converts it (rank column = line number)."""
    return "".join(f"{qid} Q0 {d} {i} {s} {name}\n" for i, (d, s) in enumerate(pred.items(), 1))


def _gen(n: int, seed: int) -> dict:
    """Distinct predictions for ids id00000..., deterministic (LCG), written with repr."""
    x, out = seed, {}
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        out[f"id{i:05d}"] = repr((x >> 11) / 2 ** 53)
    return out


def _parse_trec(path) -> list[tuple[str, str, float]]:
    rows = []
    for line in open(path).read().splitlines():
        q, _, d, _, s, _ = line.split()
        rows.append((q, d, float(s)))
    return rows


def _cli_agree(models: dict, method: str, weights: dict | None = None, n_out: int | None = None):
    """A check of a fused run file against the Borda / RRF reference, computed here in Python."""

    def pos(p):
        o = sorted(p, key=lambda d: (float(p[d]), d.encode()), reverse=True)
        return {d: r for r, d in enumerate(o, 1)}

    def check(out: str, folder) -> bool:
        rows = _parse_trec(folder / "fused.run")
        allids = set().union(*[set(p) for p in models.values()])
        n = len(allids)
        sc: dict[str, float] = {}
        for m, p in models.items():
            w = (weights or {}).get(m, 1.0)
            ps = pos(p)
            for d in allids:
                if method == "borda":
                    sc[d] = sc.get(d, 0.0) + w * ((n - ps[d] + 1) if d in ps else (n - len(p) + 1) / 2)
                elif d in ps:
                    sc[d] = sc.get(d, 0.0) + w / (60.0 + ps[d])
        want = n if n_out is None else n_out
        if len(rows) != want or len({d for _, d, _ in rows}) != want:
            return False
        got = [d for _, d, _ in rows]
        for a, b in zip(got, got[1:]):
            if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                return False
        # the written scores are the fused ones except where lowered to keep exact ties apart
        return all(abs(s - sc[d]) <= 1e-6 * max(1.0, abs(sc[d])) for _, d, s in rows)

    return check


def fifteenth_bar_ensembler_cases() -> list[Case]:
    G = FIFTEENTH_ENSEMBLER

    ok, bad = snippet_cases(G, _K)

    cli_ok, cli_bad = command_cases(G)

    # the competition's CSV submissions (id, prediction), as pandas' to_csv writes them
    lgb, xgb = _gen(40, 11), _gen(40, 12)
    csv_lgb = "id,prediction\n" + "".join(f"{i + 100000},{v}\n" for i, v in enumerate(lgb.values()))
    csv_xgb = "id,prediction\n" + "".join(f"{i + 100000},{v}\n" for i, v in enumerate(xgb.values()))
    csv_int = "id,prediction\n" + "".join(f"{100000 + i},{(i * 37) % 101 + 3}\n" for i in range(40))
    tsv_sci = "id\tprediction\n" + "".join(f"{100000 + i}\t{(i % 9) + 1}e-{(i // 9) + 2:02d}\n" for i in range(40))
    # one-query TREC runs of the submissions (the awk conversion)
    m3 = {"lgb": _gen(300, 1), "xgb": _gen(300, 2), "cat": _gen(300, 3)}
    runs3 = {f"{m}.run": _trec(m, p) for m, p in m3.items()}
    big = {m: _gen(10000, 20 + i) for i, m in enumerate(("lgb", "xgb", "cat"))}
    runs_big = {f"{m}.run": _trec(m, p) for m, p in big.items()}
    sci = {"lgb": {"a": "1e-05", "b": "2.5E-04", "c": "3e-1", "d": ".5", "e": "5.", "f": "+0.25", "g": "-1.5e+00",
                   "h": "9e-05", "i": "1.0e-4"},
           "xgb": {"a": "0.9", "b": "8E-1", "c": "7.0e-01", "d": "6e-01", "e": "0.5", "f": "4e-1", "g": "3.0E-01",
                   "h": "0.2", "i": "1e-01"}}
    shuffled = {m: dict(sorted(p.items(), key=lambda kv: kv[0][::-1])) for m, p in m3.items()}

    return [
        # -- rank averaging by the Python API, one query for the whole submission
        ok("u15k_borda_is_scipy_rank_average", "3 submissions of 10^4 distinct probabilities: borda (depth=None) "
           "against sum of scipy.stats.rankdata",
           "S = subs(10000)\nres = rankagg.fuse(one(S), 'borda', depth=None)['all']\n"
           "ids = list(S['lgb'])\nra = sum(rankdata([S[m][i] for i in ids]) for m in S)\n"
           "ref = borda_ref(S)\nmsg = agree(list(res.items()), ref)\n"
           "if not msg and any(abs(ref[0][i] - r) > 1e-9 for i, r in zip(ids, ra)):\n    msg = 'reference is not scipy'\n"
           "report(msg)\n",
           why="Borda's n - r + 1 over complete lists without ties is the sum of ascending ranks (SciPy)"),
        ok("u15k_borda_cv_weights", "weighted rank average with weights = CV AUCs (0.8123, 0.7991, 0.8310)",
           "S = subs(5000, seed=1)\nw = {'lgb': 0.8123, 'xgb': 0.7991, 'cat': 0.8310}\n"
           "res = rankagg.fuse(one(S), 'borda', weights=w, depth=None)['all']\n"
           "ids = list(S['lgb'])\nra = sum(w[m] * rankdata([S[m][i] for i in ids]) for m in S)\n"
           "ref = borda_ref(S, w)\nmsg = agree(list(res.items()), ref)\n"
           "if not msg and any(abs(ref[0][i] - r) > 1e-6 for i, r in zip(ids, ra)):\n    msg = 'reference is not scipy'\n"
           "report(msg)\n", why="borda takes weights: each ranker's points times its weight (rankagg methods borda)"),
        ok("u15k_rrf_one_query_1e5", "RRF of 3 submissions x 10^5 rows in one query, depth=None, against brute force",
           "S = subs(100000, seed=2)\nres = rankagg.fuse(one(S), 'rrf', depth=None)['all']\n"
           "report(agree(list(res.items()), rrf_ref(S)))\n", why="rrf: sum 1 / (60 + r)", timeout=180),
        ok("u15k_logit_invariance", "probabilities and their logits (negative scores) give the same rank fusion "
           "(borda, rrf, mean_rank)",
           "S = subs(3000, seed=3)\nL = {m: {d: math.log(p / (1 - p)) for d, p in q.items()} for m, q in S.items()}\n"
           "msg = ''\nfor meth in ('borda', 'rrf', 'mean_rank'):\n"
           "    a = rankagg.fuse(one(S), meth, depth=None)['all']\n    b = rankagg.fuse(one(L), meth, depth=None)['all']\n"
           "    if list(a.items()) != list(b.items()):\n        msg += meth + ' '\nreport(msg)\n",
           why="rank fusion reads only each list's order (monotone transforms keep it)"),
        ok("u15k_mean_rank_order", "mean_rank of complete submissions: the fused order is the ascending mean place",
           "S = subs(2000, seed=4)\nres = rankagg.fuse(one(S), 'mean_rank', depth=None)['all']\n"
           "P = {m: positions(p) for m, p in S.items()}\nmean = {d: sum(P[m][d] for m in S) / 3 for d in S['lgb']}\n"
           "got = list(res)\nbad = [(a, b) for a, b in zip(got, got[1:]) if mean[a] > mean[b] + 1e-9]\n"
           "report('' if len(got) == 2000 and not bad else repr(bad[:2]) + ' %d ids' % len(got))\n",
           why="rankagg methods mean_rank: mean rank over the rankers, lower is better, listed best first"),
        ok("u15k_clipped_ties", "a submission clipped to [0.0, 1.0] (30% exact 0.0, 10% exact 1.0) in a borda rank "
           "average: the ties ranked by the documented rule (id descending)",
           "S = subs(2000, seed=5)\nids = list(S['lgb'])\n"
           "for j, d in enumerate(ids):\n    S['xgb'][d] = 0.0 if j % 10 < 3 else (1.0 if j % 10 == 3 else S['xgb'][d])\n"
           "res = rankagg.fuse(one(S), 'borda', depth=None)['all']\nreport(agree(list(res.items()), borda_ref(S)))\n",
           why="docs/conventions.md: ranks from scores, equal scores by the id descending (trec_eval), in every form"),
        ok("u15k_negated_loss_zero", "a lower-is-better model given as -loss: -0.0 and 0.0 tie (id decides), "
           "fused with borda",
           "S = subs(200, seed=6)\nloss = {d: abs(math.log(p)) for d, p in S['cat'].items()}\nids = list(loss)\n"
           "loss[ids[3]] = 0.0\nloss[ids[7]] = 0.0\nS['cat'] = {d: -v for d, v in loss.items()}\nS['cat'][ids[3]] = 0.0\n"
           "res = rankagg.fuse(one(S), 'borda', depth=None)['all']\nreport(agree(list(res.items()), borda_ref(S)))\n",
           why="docs/conventions.md: -0.0 tied with 0.0, a tie broken by the id descending"),
        ok("u15k_one_ulp_apart", "predictions 1.0, 1 - 2^-53, 1 - 2^-52 keep their order (one double apart)",
           "S = subs(50, seed=7)\nids = list(S['lgb'])\nS['lgb'][ids[0]] = 1 - 2 ** -52\nS['lgb'][ids[1]] = 1.0\n"
           "S['lgb'][ids[2]] = 1 - 2 ** -53\nS = {'lgb': S['lgb']}\n"
           "res = rankagg.fuse(one(S), 'borda', depth=None)['all']\nreport(agree(list(res.items()), borda_ref(S)))\n",
           why="docs/conventions.md: near-ties one double apart keep their order"),
        ok("u15k_float32_predictions", "submissions held as float32 arrays (zip(ids, arr)) fused with rrf",
           "S = subs(3000, seed=8)\nF = {m: dict(zip(p, np.asarray(list(p.values()), dtype=np.float32))) for m, p in S.items()}\n"
           "R = {m: {d: float(v) for d, v in p.items()} for m, p in F.items()}\n"
           "res = rankagg.fuse(one(F), 'rrf', depth=None)['all']\nreport(agree(list(res.items()), rrf_ref(R)))\n",
           why="scores are doubles: a float32 value is its double"),
        bad("u15k_series_as_list", "a submission as a pandas Series (sub.set_index('id').prediction) given as a "
            "query's list",
            "S = subs(1000, seed=9)\nT = {m: {'all': pd.Series(p)} for m, p in S.items()}\n"
            "print(rankagg.fuse(T, 'borda', depth=None))\n", "lgb", "Series",
            why="a Series is no documented list form of runs (weights only); refused naming the run and the type"),
        bad("u15k_series_duplicate_id", "a submission Series whose id 'id000005' appears twice (a row written twice)",
            "S = subs(100, seed=10)\ns = pd.Series(S['lgb'])\ns = pd.concat([s, s.iloc[[5]] * 0.5])\n"
            "T = one(S)\nT['lgb'] = {'all': s}\nprint(rankagg.fuse(T, 'borda', depth=None))\n", "lgb", "Series",
            why="a document twice in one list is an error in every form (docs/reliability.md); a dict keeps one"),
        bad("u15k_series_nan_fold", "a submission Series with NaN predictions from a failed fold",
            "S = subs(100, seed=11)\ns = pd.Series(S['xgb'])\ns.iloc[40:60] = np.nan\n"
            "T = one(S)\nT['xgb'] = {'all': s}\nprint(rankagg.fuse(T, 'rrf', depth=None))\n", "xgb", "Series",
            why="a score must be finite (docs/reliability.md), naming the run, query and document"),
        bad("u15k_logit_of_clipped_one", "logits computed from a clipped 1.0 (log(p / (1 - p)) = inf via numpy)",
            "S = subs(100, seed=12)\nids = list(S['cat'])\nS['cat'][ids[9]] = 1.0\n"
            "with np.errstate(divide='ignore'):\n    L = {d: float(np.log(np.float64(p) / (1 - np.float64(p)))) for d, p in S['cat'].items()}\n"
            "S['cat'] = L\nprint(rankagg.fuse(one(S), 'borda', depth=None))\n", "cat", "id000009",
            why="a score must be finite (docs/reliability.md)"),
        ok("u15k_rows_in_other_orders", "the three submissions' rows in three different orders: the same fusion",
           "S = subs(2000, seed=13)\nrng = np.random.default_rng(0)\n"
           "T = {m: dict((k, p[k]) for k in rng.permutation(list(p))) for m, p in S.items()}\n"
           "a = rankagg.fuse(one(S), 'borda', depth=None)['all']\nb = rankagg.fuse(one(T), 'borda', depth=None)['all']\n"
           "report('' if list(a.items()) == list(b.items()) else 'order of rows changed the fusion')\n",
           why="docs/conventions.md: determinism; a list's order is its scores'"),
        ok("u15k_missing_id_share", "one submission lacks 3 of 1000 ids: borda shares the remaining points",
           "S = subs(1000, seed=14)\nfor d in ['id000010', 'id000500', 'id000999']:\n    del S['xgb'][d]\n"
           "res = rankagg.fuse(one(S), 'borda', depth=None)['all']\nreport(agree(list(res.items()), borda_ref(S)))\n",
           why="rankagg methods borda: unranked='share' gives (n - k + 1) / 2"),
        ok("u15k_missing_id_mean_rank", "one submission lacks an id: mean_rank counts it at place k + 1 "
           "(unranked='bottom')",
           "S = subs(500, seed=15)\ndel S['cat']['id000000']\nres = rankagg.fuse(one(S), 'mean_rank', depth=None)['all']\n"
           "P = {m: positions(p) for m, p in S.items()}\n"
           "mean = {d: sum(P[m].get(d, len(S[m]) + 1) for m in S) / 3 for d in S['lgb']}\n"
           "got = list(res)\nbad = [(a, b) for a, b in zip(got, got[1:]) if mean[a] > mean[b] + 1e-9]\n"
           "report('' if len(got) == 500 and not bad else repr(bad[:2]))\n",
           why="rankagg methods mean_rank: unranked='bottom' is position k + 1"),
        bad("u15k_int_and_text_ids", "one submission keyed by int ids (read by pandas), another by their text",
            "ids = list(range(1000, 1300))\nS = subs(300, seed=16, ids=ids)\nS['xgb'] = {str(d): p for d, p in S['xgb'].items()}\n"
            "print(rankagg.fuse(one(S), 'borda', depth=None))\n", "xgb", "1000",
            why="docs/reliability.md: an id column holds one type; mixing str and int is refused naming it"),
        ok("u15k_numpy_int_ids", "submissions keyed by numpy.int64 ids (dict(zip(df.id.values, df.prediction)))",
           "ids = np.arange(5000, 5400)\nS = subs(400, seed=17, ids=list(ids))\n"
           "res = rankagg.fuse(one(S), 'rrf', depth=None)['all']\n"
           "R = {m: {int(d): p for d, p in q.items()} for m, q in S.items()}\nreport(agree(list(res.items()), rrf_ref(R)))\n",
           why="a numpy integer is an integer id"),
        bad("u15k_mean_rank_weights", "weights from CV scores given to mean_rank (which takes none)",
            "S = subs(100, seed=18)\nprint(rankagg.fuse(one(S), 'mean_rank', weights={'lgb': 0.9, 'xgb': 0.1, 'cat': 0.5}))\n",
            "weights", why="rankagg methods mean_rank lists no weights; dropping them silently is a wrong result"),
        ok("u15k_default_depth", "rankagg.fuse of a 5000-row submission with the default depth: the first 1000 "
           "fused ids (documented), the best ones",
           "S = subs(5000, seed=19)\nres = rankagg.fuse(one(S), 'borda')['all']\nref = borda_ref(S)\n"
           "top = sorted(ref[0], key=lambda d: -ref[0][d])[:1000]\n"
           "report('' if len(res) == 1000 and set(res) == set(top) else '%d ids' % len(res))\n",
           why="help(rankagg.fuse): depth keeps the first depth fused documents per query, default 1000"),
        ok("u15k_combsum_minmax_logits", "CombSUM (min-max) of logit submissions against brute force",
           "S = subs(1000, seed=20)\nL = {m: {d: math.log(p / (1 - p)) for d, p in q.items()} for m, q in S.items()}\n"
           "res = rankagg.fuse(one(L), \"combsum(norm='minmax')\", depth=None)['all']\nsc, cnt, best = {}, {}, {}\n"
           "for m, q in L.items():\n    lo, hi = min(q.values()), max(q.values())\n    P = positions(q)\n"
           "    for d, v in q.items():\n        sc[d] = sc.get(d, 0.0) + (v - lo) / (hi - lo)\n"
           "        cnt[d] = cnt.get(d, 0) + 1\n        best[d] = min(best.get(d, 10 ** 9), P[d])\n"
           "report(agree(list(res.items()), (sc, cnt, best)))\n", why="rankagg methods combsum: sum of min-max scores"),
        # -- ranking competitions: one query per session, a long DataFrame
        ok("u15k_sessions_long_frame", "a long DataFrame of 3 models x 200 sessions x 20 items (int ids): rrf per "
           "session against brute force",
           "rng = np.random.default_rng(21)\nrows = []\nfor m in ('lgb', 'xgb', 'cat'):\n    for s in range(200):\n"
           "        for it in range(20):\n            rows.append((s, 1000 + it, float(rng.random()), m))\n"
           "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "out = rankagg.fuse(df, 'rrf', depth=None)\nmsg = ''\n"
           "for s in range(200):\n    sub = df[df.q_id == s]\n"
           "    M = {m: dict(zip(g.doc_id, g.score)) for m, g in sub.groupby('run')}\n"
           "    o = out[out.q_id == s].sort_values('rank')\n"
           "    msg = msg or agree(list(zip(o.doc_id, o.score)), rrf_ref(M))\nreport(msg)\n",
           why="docs/reliability.md: a long DataFrame, one list per (q_id, run)"),
        ok("u15k_sessions_missing_in_one_model", "sessions a failed fold left out of one model's frame: fused from "
           "the other two",
           "rng = np.random.default_rng(22)\nrows = []\nfor m in ('lgb', 'xgb', 'cat'):\n    for s in range(60):\n"
           "        if m == 'cat' and s % 3 == 0:\n            continue\n"
           "        for it in range(15):\n            rows.append(('s%03d' % s, 'i%02d' % it, float(rng.random()), m))\n"
           "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "out = rankagg.fuse(df, 'borda', depth=None)\nmsg = ''\n"
           "for s in sorted(set(df.q_id)):\n    sub = df[df.q_id == s]\n"
           "    M = {m: dict(zip(g.doc_id, g.score)) for m, g in sub.groupby('run')}\n"
           "    o = out[out.q_id == s].sort_values('rank')\n"
           "    ref = borda_ref(M)\n    g = list(zip(o.doc_id, o.score))\n    off = {round(s - ref[0][d], 9) for d, s in g}\n"
           "    msg = msg or agree(g, ref, scores=False) or ('' if len(off) == 1 else 'offsets %r' % off)\nreport(msg)\n",
           why="a query a run lacks is fused from the runs that have it; borda's share for a run with no list "
               "there is one constant of the query (documented: (n - k + 1) / 2, k = 0), order unchanged"),
        ok("u15k_long_frame_int_dtypes_back", "a long frame of int64 session and item ids: the fused frame gives "
           "them back as int64",
           "rng = np.random.default_rng(23)\n"
           "df = pd.DataFrame({'q_id': np.repeat(np.arange(5), 8).tolist() * 2, 'doc_id': list(range(8)) * 10,\n"
           "                   'score': rng.random(80), 'run': ['a'] * 40 + ['b'] * 40})\n"
           "out = rankagg.fuse(df, 'rrf', depth=None)\n"
           "report('' if str(out.q_id.dtype) == 'int64' and str(out.doc_id.dtype) == 'int64' and len(out) == 40 else str(out.dtypes.to_dict()))\n",
           why="docs/reliability.md: integer ids are given back in their dtype"),
        ok("u15k_long_frame_one_query_1e4", "a long frame of 3 submissions x 10^4 rows, q_id 'all' for every row: "
           "borda against scipy's rank sums",
           "S = subs(10000, seed=28)\nids = list(S['lgb'])\n"
           "df = pd.DataFrame({'q_id': 'all', 'doc_id': ids * 3, 'score': [S[m][d] for m in S for d in ids],\n"
           "                   'run': [m for m in S for _ in ids]})\n"
           "out = rankagg.fuse(df, 'borda', depth=None).sort_values('rank')\n"
           "ra = dict(zip(ids, sum(rankdata([S[m][i] for i in ids]) for m in S)))\nref = borda_ref(S)\n"
           "msg = agree(list(zip(out.doc_id, out.score)), ref)\n"
           "report(msg or ('' if all(abs(ref[0][d] - ra[d]) < 1e-9 for d in ids) else 'reference is not scipy'))\n",
           why="a long frame: one list per (q_id, run); borda over complete lists without ties is the rank sum",
           timeout=180),
        ok("u15k_mean_rank_ignore_missing", "mean_rank(unranked='ignore') with ids missing from one submission: "
           "averaged over the submissions that have them",
           "S = subs(400, seed=29)\nfor d in ['id000001', 'id000002', 'id000300']:\n    del S['xgb'][d]\n"
           "res = rankagg.fuse(one(S), \"mean_rank(unranked='ignore')\", depth=None)['all']\n"
           "P = {m: positions(p) for m, p in S.items()}\n"
           "mean = {d: np.mean([P[m][d] for m in S if d in P[m]]) for d in S['lgb']}\n"
           "got = list(res)\nbad = [(a, b) for a, b in zip(got, got[1:]) if mean[a] > mean[b] + 1e-9]\n"
           "report('' if len(got) == 400 and not bad else repr(bad[:2]))\n",
           why="rankagg methods mean_rank: 'ignore' averages over the rankers that ranked the item"),
        bad("u15k_long_frame_nan_score", "a long frame whose row 5 has a NaN prediction (failed fold)",
            "df = pd.DataFrame({'q_id': ['u1'] * 8, 'doc_id': list('abcdabcd'), 'score': [0.9, 0.5, 0.1, 0.3, 0.2, np.nan, 0.4, 0.6],\n"
            "                   'run': ['lgb'] * 4 + ['xgb'] * 4})\nprint(rankagg.fuse(df, 'borda'))\n", "row 5",
            why="a score must be finite (docs/reliability.md), naming the object and its 0-based row"),
        ok("u15k_constant_baseline_combsum", "a constant baseline submission (every prediction 0.5) in a min-max "
           "CombSUM with a real one",
           "S = subs(800, seed=27, models=('lgb',))\nS['base'] = {d: 0.5 for d in S['lgb']}\n"
           "res = rankagg.fuse(one(S), \"combsum(norm='minmax')\", depth=None)['all']\n"
           "q = S['lgb']\nlo, hi = min(q.values()), max(q.values())\nP = positions(q)\nPb = positions(S['base'])\n"
           "sc = {d: (v - lo) / (hi - lo) + 1.0 for d, v in q.items()}\n"
           "report(agree(list(res.items()), (sc, {d: 2 for d in q}, {d: min(P[d], Pb[d]) for d in q})))\n",
           why="docs/conventions.md: a list whose scores are all equal gives each of its documents 1 under minmax"),
        ok("u15k_long_frame_text_scientific", "a long frame read with dtype=str: scores '1e-04', '9e-05', '2.5E-05' "
           "ordered as numbers",
           "df = pd.DataFrame({'q_id': ['u1'] * 6, 'doc_id': list('abcabc'),\n"
           "                   'score': ['1e-04', '9e-05', '2.5E-05', '3e-06', '1.5e-04', '8e-05'], 'run': ['a'] * 3 + ['b'] * 3})\n"
           "out = rankagg.fuse(df, 'borda', depth=None).sort_values('rank')\n"
           "M = {'a': {'a': 1e-04, 'b': 9e-05, 'c': 2.5e-05}, 'b': {'a': 3e-06, 'b': 1.5e-04, 'c': 8e-05}}\n"
           "report(agree(list(zip(out.doc_id, out.score)), borda_ref(M)))\n",
           why="docs/reliability.md: a score given as a string is read by trec_eval's rule (atof)"),
        bad("u15k_long_frame_kaggle_columns", "a long frame with the competition's names id, prediction, model",
            "df = pd.DataFrame({'id': [1, 2, 3, 1, 2, 3], 'prediction': [0.9, 0.5, 0.1, 0.3, 0.2, 0.6], 'model': ['a'] * 3 + ['b'] * 3})\n"
            "print(rankagg.fuse(df, 'borda'))\n", "qid", "docid",
            why="no column is a query, a document or a score by rankagg's names; a guess would fuse something else"),
        bad("u15k_wide_frame", "the merged submissions frame (id, lgb, xgb, cat: one column per model)",
            "df = pd.DataFrame({'id': [1, 2, 3, 4], 'lgb': [0.9, 0.5, 0.1, 0.3], 'xgb': [0.2, 0.6, 0.4, 0.8], 'cat': [0.1, 0.2, 0.3, 0.4]})\n"
            "print(rankagg.fuse(df, 'borda'))\n", "qid", "docid",
            why="a wide frame is no form rankagg.fuse documents; it must not be read as something else"),
        bad("u15k_long_frame_no_query", "a long frame of one competition (doc_id, score, run) with no query column",
            "df = pd.DataFrame({'doc_id': [1, 2, 3, 1, 2, 3], 'score': [0.9, 0.5, 0.1, 0.3, 0.2, 0.6], 'run': ['a'] * 3 + ['b'] * 3})\n"
            "print(rankagg.fuse(df, 'borda'))\n", "q_id",
            why="a run table's rows are q_id, doc_id, score, run (docs/architecture.md); the missing one named"),
        # -- the Fuser, one query
        ok("u15k_fuser_int_ids", "Fuser('borda') of three submissions keyed by int ids: ids back as ints, scores "
           "the rank sums",
           "S = subs(2000, seed=24, ids=list(range(2000)))\ngot = Fuser('borda')(S)\n"
           "report(agree(got, borda_ref(S)) or ('' if all(type(d) is int for d, _ in got) else 'ids changed type'))\n",
           why="README: Fuser lists are docid -> score mappings; int ids stay ints"),
        bad("u15k_fuser_series", "Fuser('rrf') of submissions given as pandas Series (index = id)",
            "S = subs(1500, seed=25)\nprint(Fuser('rrf')({m: pd.Series(p) for m, p in S.items()}))\n", "lgb", "Series",
            why="a Series is no documented list form of the Fuser; refused naming the list and the type"),
        bad("u15k_fuser_series_duplicate", "Fuser('rrf') of a Series whose index repeats id000003",
            "S = subs(50, seed=26)\ns = pd.Series(S['lgb'])\ns = pd.concat([s, s.iloc[[3]]])\n"
            "print(Fuser('rrf')({'lgb': s, 'xgb': S['xgb']}))\n", "lgb", "Series",
            why="a document twice in one list is an error in every form"),
        # -- the command line on converted submissions
        cli_ok("u15k_cli_scientific_scores", "TREC runs of one query whose scores are 1e-05, 2.5E-04, .5, 5., +0.25, "
               "-1.5e+00: fused in numeric order",
               ["fuse", "--method", "borda", "lgb.run", "xgb.run", "-o", "fused.run", "--quiet"],
               {"lgb.run": _trec("lgb", sci["lgb"]), "xgb.run": _trec("xgb", sci["xgb"])},
               _cli_agree(sci, "borda"), why="atof reads these forms (trec_eval); ranks by the numbers"),
        cli_ok("u15k_cli_depth_all_1e4", "3 one-query runs of 10^4 rows fused with --depth 10000 (every row back)",
               ["fuse", "--method", "borda", "--depth", "10000", *runs_big, "-o", "fused.run", "--quiet"],
               runs_big, _cli_agree(big, "borda"), why="--depth caps the written documents per query", timeout=180),
        cli_ok("u15k_cli_weights_file_scientific", "--weights FILE of CV scores in scientific notation "
               "(lgb 8.123e-01)", ["fuse", "--method", "borda", "--weights", "w.txt", "--depth", "300", *runs3,
                                   "-o", "fused.run", "--quiet"],
               {**runs3, "w.txt": "lgb 8.123e-01\nxgb 7.991E-01\ncat 0.8310\n"},
               _cli_agree(m3, "borda", {"lgb": 0.8123, "xgb": 0.7991, "cat": 0.8310}),
               why="--weights: a file of 'NAME W' lines"),
        cli_ok("u15k_cli_shuffled_lines", "one-query runs whose lines are in id order, not score order (rank column "
               "= line number)", ["fuse", "--method", "rrf", "--depth", "300", *runs3, "-o", "fused.run", "--quiet"],
               {f"{m}.run": _trec(m, p) for m, p in shuffled.items()}, _cli_agree(m3, "rrf"),
               why="docs/conventions.md: ranked by score then docno; the rank column is not read"),
        cli_ok("u15k_cli_constant_ties_docid", "a one-query run whose 50 predictions are all 0.0 beside a real "
               "one, borda: the constant run ranks by docno descending", ["fuse", "--method", "borda", "--depth", "50",
                                                                         "lgb.run", "zero.run", "-o", "fused.run", "--quiet"],
               {"lgb.run": _trec("lgb", _gen(50, 5)), "zero.run": _trec("zero", {d: "0.0" for d in _gen(50, 5)})},
               _cli_agree({"lgb": _gen(50, 5), "zero": {d: "0.0" for d in _gen(50, 5)}}, "borda"),
               why="docs/conventions.md: ranks from scores, a tie broken by the docid descending (trec_eval)"),
        cli_ok("u15k_cli_parquet_out", "one-query rrf written as fused.parquet and read by pandas",
               ["fuse", "--method", "rrf", "--depth", "300", *runs3, "-o", "fused.parquet", "--quiet"], runs3,
               lambda out, folder: _parquet_agree(folder, m3), why="-o .parquet: a Parquet run table"),
        cli_bad("u15k_cli_csv_submissions", "rankagg fuse sub_lgb.csv sub_xgb.csv (id,prediction with float "
                "predictions)", ["fuse", "sub_lgb.csv", "sub_xgb.csv", "-o", "fused.tsv"],
                {"sub_lgb.csv": csv_lgb, "sub_xgb.csv": csv_xgb}, "sub_lgb.csv", outputs=("fused.tsv",),
                why="docs/genes.md: a list of numbers with a decimal among them is refused at its line"),
        cli_bad("u15k_cli_csv_int_predictions", "a submission id,prediction whose predictions are whole numbers "
                "(counts), given to rankagg fuse", ["fuse", "sub.csv", "sub2.csv", "-o", "fused.tsv"],
                {"sub.csv": csv_int, "sub2.csv": csv_int.replace("prediction", "pred")}, "sub.csv",
                outputs=("fused.tsv",),
                why="a two-column table of id and prediction is a submission, not two ranked lists of genes"),
        cli_bad("u15k_cli_one_csv_int_predictions", "one submission id,prediction (whole-number predictions: "
                "counts) given alone to rankagg fuse", ["fuse", "sub.csv", "-o", "fused.tsv"], {"sub.csv": csv_int},
                "sub.csv", outputs=("fused.tsv",),
                why="read as two gene lists, the ids and the predictions would be ranked together as genes (100000 "
                    "beside 3): a submission's columns are no ranked lists"),
        cli_bad("u15k_cli_tsv_scientific_predictions", "a submission id<TAB>prediction whose predictions are 3e-05, "
                "1e-02 (no decimal point)", ["fuse", "sub.tsv", "sub2.tsv", "-o", "fused.tsv"],
                {"sub.tsv": tsv_sci, "sub2.tsv": tsv_sci}, "sub.tsv", outputs=("fused.tsv",),
                why="docs/genes.md: a list of numbers is a statistics column, refused; 3e-05 is a number"),
        ok("u15k_mean_rank_scores_descend", "mean_rank's fused scores written as the submission's predictions: "
           "higher is better, in the fused order",
           "S = subs(1000, seed=30)\nres = rankagg.fuse(one(S), 'mean_rank', depth=None)['all']\n"
           "v = list(res.values())\nP = {m: positions(p) for m, p in S.items()}\n"
           "mean = {d: sum(P[m][d] for m in S) / 3 for d in S['lgb']}\n"
           "worse = [(a, b) for a, b in zip(res, list(res)[1:]) if mean[a] < mean[b] - 1e-9 and res[a] <= res[b]]\n"
           "report('' if all(x >= y for x, y in zip(v, v[1:])) and not worse else 'scores rise along the order')\n",
           why="rankagg fuse --help: the score column is the method's fused score, higher is better"),
        ok("u15k_hm_article_lists", "H&M-style submissions (customer -> 12 article ids best first, leading zeros) "
           "fused per customer with Fuser('rrf')",
           "rng = np.random.default_rng(31)\narts = ['0%09d' % (706016001 + i) for i in range(40)]\n"
           "subs_ = {m: {c: list(rng.choice(arts, 12, replace=False)) for c in range(50)} for m in ('als', 'gbdt', 'pop')}\n"
           "fu = Fuser('rrf')\nmsg = ''\nfor c in range(50):\n"
           "    L = {m: subs_[m][c] for m in subs_}\n    sc, cnt, best = {}, {}, {}\n"
           "    for m, l in L.items():\n        for r, d in enumerate(l, 1):\n"
           "            sc[d] = sc.get(d, 0.0) + 1 / (60 + r)\n            cnt[d] = cnt.get(d, 0) + 1\n"
           "            best[d] = min(best.get(d, 99), r)\n"
           "    msg = msg or agree(fu(L), (sc, cnt, best))\nreport(msg)\n",
           why="README: the Fuser takes docid lists best first; rrf = sum 1 / (60 + r); ids are text ('0706016001')"),
        cli_bad("u15k_cli_hm_submission_csv", "an H&M submission customer_id,prediction (12 article ids in one cell, "
                "space-separated) given to rankagg fuse", ["fuse", "sub.csv", "-o", "fused.tsv"],
                {"sub.csv": "customer_id,prediction\n" + "".join(
                    f"{c:064x},{' '.join('0%09d' % (706016001 + (c * 7 + j) % 40) for j in range(12))}\n"
                    for c in range(30))}, "sub.csv", outputs=("fused.tsv",),
                why="docs/genes.md: a blank inside a gene name is refused at its line; the cell is a list"),
        cli_bad("u15k_cli_nan_text_score", "a converted submission whose failed fold wrote 'NaN' predictions",
                ["fuse", "--method", "borda", "lgb.run", "xgb.run", "-o", "fused.run"],
                {"lgb.run": "0 Q0 a 1 0.9 lgb\n0 Q0 b 2 NaN lgb\n", "xgb.run": "0 Q0 a 1 0.9 xgb\n0 Q0 b 2 0.1 xgb\n"},
                "lgb.run:2", why="docs/conventions.md: a NaN score is refused naming the file and line"),
    ]


def _parquet_agree(folder, models) -> bool:
    import pandas as pd

    df = pd.read_parquet(folder / "fused.parquet")
    if len(df) != 300:
        return False
    cols = {c.lower(): c for c in df.columns}
    d = df[cols.get("doc_id", cols.get("docno", "doc_id"))].astype(str).tolist()
    s = df[cols["score"]].astype(float).tolist()
    rows = list(zip(d, s))
    order = sorted(range(len(rows)), key=lambda i: -rows[i][1]) if "rank" not in cols else \
        sorted(range(len(rows)), key=lambda i: df[cols["rank"]].iloc[i])
    sc: dict[str, float] = {}
    for p in models.values():
        o = sorted(p, key=lambda x: (float(p[x]), x.encode()), reverse=True)
        for r, x in enumerate(o, 1):
            sc[x] = sc.get(x, 0.0) + 1 / (60.0 + r)
    got = [rows[i][0] for i in order]
    if set(got) != set(sc):
        return False
    return all(sc[a] >= sc[b] - 1e-9 for a, b in zip(got, got[1:])) and \
        all(abs(sc[x] - v) <= 1e-6 for x, v in rows)
