"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, an LLM listwise reranker's permutations (its cases, ids ``u16l_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import io
import itertools
import json
import math
import random
import zlib

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401

SIXTEENTH_LISTWISE = "45 Unseen inputs: a sixteenth bar, an LLM listwise reranker's permutations"

# The reranker engineer's references, independent of rankagg's code.  An LLM's answer "[3] > [1] > [2]" is a list of
# passage ids best first (``parse``); ``rrf_ref`` is sum w / (k + r) over the lists that hold the id; ``borda_ref`` is
# ``rankagg methods borda`` (n - r + 1 points over the n ids some list holds, (n - k + 1) / 2 for an id a list of k
# lacks); ``agree`` compares a fused list with a reference: same ids, scores within 1e-9, order by score and, among
# equal scores, the house rule (more lists, then best place, then the smaller id); ``kemeny_cost`` counts the
# pairs a consensus order puts against each list (pairs with an id a list lacks count nothing: unranked='none');
# ``ndcg`` is trec_eval's ndcg_cut (gain = grade, discount log2(i + 1), the ideal from the judged grades).
_K = """
import itertools, json, math, re, sys
import numpy as np
import pandas as pd
import rankagg
from rankagg import Fuser
TOL = 1e-9
def plain(x):
    return x.item() if hasattr(x, 'item') else x
def parse(text, window):
    return [window[int(m) - 1] for m in re.findall(r'\\[(\\d+)\\]', text)]
def mid(i):
    return 'msmarco_passage_%02d_%d' % (i % 7, 1000 + 37 * i)
def noisy(truth, rng, swaps=6, keep=None):
    p = list(truth)
    for _ in range(swaps):
        i = int(rng.integers(0, len(p) - 1))
        p[i], p[i + 1] = p[i + 1], p[i]
    if keep is not None:
        p = [d for d in p if d in keep]
    return p
def rrf_ref(lists, w=None, k=60.0):
    sc, cnt, best = {}, {}, {}
    for m, l in lists.items():
        wm = (w or {}).get(m, 1.0)
        for r, d in enumerate(l, 1):
            sc[d] = sc.get(d, 0.0) + wm / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 9), r)
    return sc, cnt, best
def borda_ref(lists):
    allids = set().union(*[set(l) for l in lists.values()])
    n = len(allids)
    sc, cnt, best = {d: 0.0 for d in allids}, {}, {}
    for m, l in lists.items():
        pos = {d: r for r, d in enumerate(l, 1)}
        for d in allids:
            if d in pos:
                sc[d] += n - pos[d] + 1
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 9), pos[d])
            else:
                sc[d] += (n - len(l) + 1) / 2
    return sc, cnt, best
def close(a, b):
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
            continue
        ka, kb = (-cnt[a], best[a]), (-cnt[b], best[b])
        if ka > kb or (ka == kb and str(a) > str(b)):
            return 'tie %r before %r against the house rule' % (a, b)
    return ''
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for l in lists:
        for i in range(len(l)):
            for j in range(i + 1, len(l)):
                if pos[l[i]] > pos[l[j]]:
                    cost += 1
    return cost
def kemeny_min(items, lists):
    items = list(items)
    idx = {d: i for i, d in enumerate(items)}
    n = len(items)
    pref = np.zeros((n, n))
    for l in lists:
        for i in range(len(l)):
            for j in range(i + 1, len(l)):
                pref[idx[l[i]], idx[l[j]]] += 1
    best = None
    for p in itertools.permutations(range(n)):
        c = sum(pref[p[j], p[i]] for i in range(n) for j in range(i + 1, n))
        best = c if best is None or c < best else best
    return best
def milp_opt(items, lists):
    # the linear ordering integer programme: x_ij = 1 when i goes before j (i < j), the 3-cycles forbidden
    from scipy.optimize import milp, LinearConstraint, Bounds
    from scipy.sparse import lil_matrix
    n = len(items)
    idx = {d: i for i, d in enumerate(items)}
    W = np.zeros((n, n))
    for l in lists:
        for i in range(len(l)):
            for j in range(i + 1, len(l)):
                W[idx[l[i]], idx[l[j]]] += 1
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    pi = {p: k for k, p in enumerate(pairs)}
    c = np.array([W[j, i] - W[i, j] for i, j in pairs])
    const = sum(W[i, j] for i, j in pairs)
    triples = list(itertools.combinations(range(n), 3))
    A = lil_matrix((2 * len(triples), len(pairs)))
    lo, hi = [], []
    for r, (i, j, k) in enumerate(triples):
        A[2 * r, pi[(i, j)]] = 1; A[2 * r, pi[(j, k)]] = 1; A[2 * r, pi[(i, k)]] = -1
        A[2 * r + 1, pi[(i, j)]] = -1; A[2 * r + 1, pi[(j, k)]] = -1; A[2 * r + 1, pi[(i, k)]] = 1
        lo += [0, -1]; hi += [1, 0]
    res = milp(c, constraints=LinearConstraint(A.tocsr(), lo, hi), integrality=np.ones(len(pairs)), bounds=Bounds(0, 1))
    return round(res.fun + const)
def ndcg(ranked, grades, k=10):
    dcg = sum(grades.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:k]) if grades.get(d, 0) > 0)
    ideal = sorted((g for g in grades.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
"""[1:]


def _mid(i: int) -> str:
    return "msmarco_passage_%02d_%d" % (i % 7, 1000 + 37 * i)


def _noisy(truth: list, rng: random.Random, swaps: int = 6, keep: set | None = None) -> list:
    p = list(truth)
    for _ in range(swaps):
        i = rng.randrange(len(p) - 1)
        p[i], p[i + 1] = p[i + 1], p[i]
    return [d for d in p if keep is None or d in keep]


def _run_lines(name: str, lists: dict, score: str = "inv", rank0: int = 1) -> str:
    """A run file as a RankGPT script writes it: per query the permutation, rank column = place, score column
    1/rank ("inv"), 0 ("zero", the scripts that leave it constant) or -rank ("neg")."""
    out = []
    for q, l in lists.items():
        for r, d in enumerate(l, rank0):
            s = {"inv": repr(1.0 / (r - rank0 + 1)), "zero": "0", "neg": str(-(r - rank0 + 1))}[score]
            out.append(f"{q} Q0 {d} {r} {s} {name}\n")
    return "".join(out)


def _read_run(path) -> dict:
    runs: dict = {}
    for line in open(path).read().splitlines():
        q, _, d, _, s, _ = line.split()
        runs.setdefault(q, []).append((d, float(s)))
    return runs


def _cli_check(per_query_lists: dict, method: str, weights: dict | None = None, depth: int | None = None,
               out: str = "fused.run"):
    """The fused run against the RRF / Borda reference over the lists (query -> name -> ids best first)."""

    def check(stdout: str, folder) -> bool:
        got = _read_run(folder / out)
        if set(got) != set(per_query_lists):
            return False
        for q, lists in per_query_lists.items():
            allids = set().union(*[set(v) for v in lists.values()])
            n = len(allids)
            sc: dict = {}
            for m, lst in lists.items():
                w = (weights or {}).get(m, 1.0)
                pos = {d: r for r, d in enumerate(lst, 1)}
                for d in allids:
                    if method == "borda":
                        sc[d] = sc.get(d, 0.0) + w * ((n - pos[d] + 1) if d in pos else (n - len(lst) + 1) / 2)
                    elif d in pos:
                        sc[d] = sc.get(d, 0.0) + w / (60.0 + pos[d])
            want = sorted(sc, key=lambda d: -sc[d])[: depth or len(sc)]
            rows = got[q]
            if len(rows) != len(want) or {d for d, _ in rows} - set(sc):
                return False
            if depth and min(sc[d] for d, _ in rows) < sc[want[-1]] - 1e-9:
                return False
            for (a, _), (b, _) in zip(rows, rows[1:]):
                if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                    return False
            if not all(abs(s - sc[d]) <= 1e-6 * max(1.0, abs(sc[d])) for d, s in rows):
                return False
        return True

    return check


def _preflib(kind: str, names: list, orders: list[tuple[int, list]], title: str = "psc") -> str:
    head = [f"# FILE NAME: {title}.{kind}", f"# TITLE: {title}", f"# DATA TYPE: {kind}",
            f"# NUMBER ALTERNATIVES: {len(names)}", f"# NUMBER VOTERS: {sum(c for c, _ in orders)}",
            f"# NUMBER UNIQUE ORDERS: {len(orders)}"]
    head += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, 1)]
    body = [f"{c}: " + ",".join(str(a) for a in o) for c, o in orders]
    return "\n".join(head + body) + "\n"


def _kemeny_check(names: list, orders: list[tuple[int, list]], out: str):
    """The written consensus is Kemeny-optimal: its disagreements with the voters equal the brute-force minimum."""

    def check(stdout: str, folder) -> bool:
        lists = [[names[a - 1] for a in o] for c, o in orders for _ in range(c)]
        rows = _read_run(folder / out)
        if len(rows) != 1:
            return False
        order = [d for d, _ in next(iter(rows.values()))]
        if sorted(order) != sorted(names):
            return False
        n = len(names)
        idx = {d: i for i, d in enumerate(names)}
        pref = [[0] * n for _ in range(n)]
        for lst in lists:
            for i in range(len(lst)):
                for j in range(i + 1, len(lst)):
                    pref[idx[lst[i]]][idx[lst[j]]] += 1
        best = min(sum(pref[p[j]][p[i]] for i in range(n) for j in range(i + 1, n))
                   for p in itertools.permutations(range(n)))
        o = [idx[d] for d in order]
        cost = sum(pref[o[j]][o[i]] for i in range(n) for j in range(i + 1, n))
        return cost == best

    return check


def _borda_soi_check(names: list, orders: list[tuple[int, list]], out: str):
    def check(stdout: str, folder) -> bool:
        lists = {f"v{k}": [names[a - 1] for a in o] for k, (c, o) in enumerate(
            [(1, o) for c, o in orders for _ in range(c)])}
        return _cli_check({"psc": lists}, "borda", out=out)(stdout, folder)

    return check


def _eval_check(run_lists: dict, qrels: dict, name: str):
    """rankagg evaluate --json of one run against trec_eval's ndcg_cut.10 computed here."""

    def check(stdout: str, folder) -> bool:
        vals = []
        for q, grades in qrels.items():
            if q not in run_lists:
                continue
            ranked = run_lists[q]
            dcg = sum(grades.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:10]) if grades.get(d, 0) > 0)
            ideal = sorted((g for g in grades.values() if g > 0), reverse=True)[:10]
            idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
            vals.append(dcg / idcg if idcg else 0.0)
        want = sum(vals) / len(vals)
        got = json.loads(stdout)
        got = got.get(name, got)
        return abs(float(got["nDCG@10"]) - want) < 1e-9

    return check


def sixteenth_bar_listwise_cases() -> list[Case]:
    G = SIXTEENTH_LISTWISE

    ok, bad = snippet_cases(G, _K)

    cli_ok, cli_bad = command_cases(G)

    # three prompts' reranked top-20 of a BM25 top-100, 4 TREC DL queries (int-like qids), as run files
    rng = random.Random(16)
    qids = ["1037496", "1110199", "1121402", "47923"]
    bm25 = {q: [_mid(i + 200 * k) for i in range(100)] for k, q in enumerate(qids)}
    prompts = {}
    for name, sw in (("gpt4o", 5), ("llama3", 12), ("qwen", 20)):
        prompts[name] = {q: _noisy(bm25[q][:20], rng, swaps=sw) for q in qids}
    runs_inv = {f"{m}.run": _run_lines(m, ls) for m, ls in prompts.items()}
    bm25_run = "".join(f"{q} Q0 {d} {r} {30.0 - 0.25 * r:.4f} bm25\n" for q in qids for r, d in enumerate(bm25[q], 1))
    per_q = {q: {m: prompts[m][q] for m in prompts} for q in qids}
    per_q_bm = {q: {**per_q[q], "bm25": bm25[q]} for q in qids}
    per_q_bm20 = {q: {**per_q[q], "bm25": bm25[q][:20]} for q in qids}
    runs_neg = {f"{m}.run": _run_lines(m, ls, "neg") for m, ls in prompts.items()}
    bm20_run = "".join(f"{q} Q0 {d} {r} {-r} bm25\n" for q in qids for r, d in enumerate(bm25[q][:20], 1))
    # windows of 20, step 10, from the back of the BM25 top-60 (RankGPT's sliding order), each window's answer a list
    windows = {}
    for q in qids[:2]:
        for w, start in enumerate(range(40, -1, -10)):
            win = bm25[q][start:start + 20]
            windows.setdefault(f"win{w}", {})[q] = _noisy(win, rng, swaps=8)
    per_q_win = {q: {w: windows[w][q] for w in windows} for q in qids[:2]}
    # permutation self-consistency: 12 sampled orders of 7 passages (some repeated), as a PrefLib .soc
    psc_names = [_mid(900 + i) for i in range(7)]
    samples = [_noisy(list(range(1, 8)), rng, swaps=4) for _ in range(12)]
    soc_orders: list[tuple[int, list]] = []
    for s in samples:
        for k, (c, o) in enumerate(soc_orders):
            if o == s:
                soc_orders[k] = (c + 1, o)
                break
        else:
            soc_orders.append((1, s))
    soi_orders = [(c, [a for a in o if a != (k % 7) + 1]) for k, (c, o) in enumerate(soc_orders)]
    # TREC DL style qrels, grades 0-3, for the four queries; passages beyond the top-20 judged too
    qrels = {q: {bm25[q][i]: (3 - (i % 4)) if i % 3 else 0 for i in range(0, 40, 2)} for q in qids}
    qrels_txt = "".join(f"{q} 0 {d} {g}\n" for q, gr in qrels.items() for d, g in gr.items())

    cases = [
        # -- the per-query service: Fuser over the prompts' permutations and the BM25 fallback
        ok("u16l_fuser_rrf_prompts_bm25", "Fuser('rrf') of three prompts' parsed permutations ('[3] > [1] > ...' "
           "of a 20-passage window) and the BM25 top-100 as a docid -> score dict",
           "rng = np.random.default_rng(1)\nwin = [mid(i) for i in range(100)]\nbm = {d: 30.0 - 0.1 * i for i, d in enumerate(win)}\n"
           "L = {}\nfor name in ('gpt4o', 'llama3', 'qwen'):\n    p = noisy(list(range(1, 21)), rng)\n"
           "    L[name] = parse(' > '.join('[%d]' % x for x in p), win[:20])\n"
           "got = Fuser('rrf')({**L, 'bm25': bm})\nref = rrf_ref({**L, 'bm25': win})\nreport(agree(got, ref))\n",
           why="README: Fuser lists are docid lists best first or docid -> score; rrf = sum 1 / (60 + r)", fast=True),
        ok("u16l_fuser_borda_omitted_ids", "Fuser('borda') of LLM permutations that each omit 2-4 of the 20 "
           "candidates (the model forgot them)",
           "rng = np.random.default_rng(2)\nwin = [mid(i) for i in range(20)]\nL = {}\n"
           "for k, name in enumerate(('gpt4o', 'llama3', 'qwen', 'mistral')):\n"
           "    drop = set(rng.choice(20, 2 + k % 3, replace=False).tolist())\n"
           "    L[name] = [win[i] for i in noisy(list(range(20)), rng) if i not in drop]\n"
           "report(agree(Fuser('borda')(L), borda_ref(L)))\n",
           why="rankagg methods borda: unranked='share' gives an omitted id (n - k + 1) / 2 points"),
        ok("u16l_fuser_weighted_fallback", "Fuser('rrf', weights=...) with BM25 weighted 0.3 and the best prompt 1.5",
           "rng = np.random.default_rng(3)\nwin = [mid(i) for i in range(50)]\nbm = {d: 12.0 - 0.2 * i for i, d in enumerate(win)}\n"
           "L = {'gpt4o': noisy(win[:20], rng), 'llama3': noisy(win[:20], rng, swaps=15)}\nw = {'bm25': 0.3, 'gpt4o': 1.5}\n"
           "got = Fuser('rrf', weights=w)({**L, 'bm25': bm})\nreport(agree(got, rrf_ref({**L, 'bm25': win}, w)))\n",
           why="README / docs/conventions.md: weights by list name, unnamed lists weigh 1"),
        ok("u16l_fuser_unparsable_answer", "one model's answer had no '[n]' at all (parsed to []): the others "
           "and BM25 fused as if it were absent",
           "rng = np.random.default_rng(4)\nwin = [mid(i) for i in range(30)]\n"
           "L = {'gpt4o': noisy(win[:20], rng), 'llama3': parse('I cannot rank these passages.', win), 'bm25': win}\n"
           "got = Fuser('rrf')(L)\nref = rrf_ref({k: v for k, v in L.items() if v})\nreport(agree(got, ref))\n",
           why="an empty list returns nothing: rrf sums over the lists that hold the id"),
        ok("u16l_fuser_hallucinated_id", "an LLM answer holding a passage id that is not among the candidates "
           "(msmarco_passage_99_1): fused as a document only that list returned",
           "rng = np.random.default_rng(5)\nwin = [mid(i) for i in range(20)]\n"
           "L = {'gpt4o': noisy(win, rng)[:10] + ['msmarco_passage_99_1'], 'bm25': win}\n"
           "report(agree(Fuser('rrf')(L), rrf_ref(L)))\n",
           why="a fusion method fuses what the lists hold; no list is checked against another's ids"),
        ok("u16l_fuser_top10_exact", "Fuser('rrf').top(lists, 10) over 3 permutations and BM25's 100: the same "
           "10 as the full fusion and the reference",
           "rng = np.random.default_rng(6)\nwin = [mid(i) for i in range(100)]\n"
           "L = {n: noisy(win[:20], rng, swaps=10) for n in ('a', 'b', 'c')}\nL['bm25'] = win\n"
           "f = Fuser('rrf')\nt = f.top(L, 10)\nfull = f(L)\nref = rrf_ref(L)\n"
           "top = sorted(ref[0], key=lambda d: -ref[0][d])[:10]\n"
           "report('' if [d for d, _ in t.items] == [d for d, _ in full[:10]] and set(d for d, _ in t.items) == set(top) "
           "else 'top %r full %r' % (t.items[:3], full[:3]))\n",
           why="README: Fuser.top proves the fused top-k, bit for bit the full answer"),
        ok("u16l_fuser_int_window_ids", "a window's permutation kept as the LLM's own numbers (ints 1..20) in "
           "both lists: ids come back as ints, fused as rrf",
           "rng = np.random.default_rng(7)\nL = {'a': noisy(list(range(1, 21)), rng), 'b': noisy(list(range(1, 21)), rng, swaps=12)}\n"
           "got = Fuser('rrf')(L)\nmsg = agree(got, rrf_ref(L))\n"
           "report(msg or ('' if all(type(d) is int for d, _ in got) else 'ids changed type'))\n",
           why="README: Fuser lists of docids; int ids stay ints"),
        ok("u16l_fuser_explain_sums", "Fuser('rrf').explain(lists): each document's contributions add up to its "
           "fused score and each rank is its place in the list",
           "rng = np.random.default_rng(8)\nwin = [mid(i) for i in range(20)]\n"
           "L = {'gpt4o': noisy(win, rng)[:15], 'llama3': noisy(win, rng, swaps=9)}\nf = Fuser('rrf')\n"
           "ex = f.explain(L)\nfused = dict(f(L))\nmsg = ''\n"
           "tot = {}\nfor row in ex:\n    d = row['docid']\n"
           "    for lst, e in row['lists'].items():\n"
           "        if e['contribution'] is None:\n            continue\n"
           "        tot[d] = tot.get(d, 0.0) + float(e['contribution'])\n"
           "        if L[lst].index(d) + 1 != e['rank']:\n            msg = msg or 'rank of %r in %r: %r' % (d, lst, e['rank'])\n"
           "ref = rrf_ref(L)[0]\nfor d, s in ref.items():\n"
           "    if not close(tot.get(d, -1), s) or not close(fused[d], s):\n        msg = msg or '%r: %r %r %r' % (d, tot.get(d), fused[d], s)\n"
           "report(msg)\n",
           why="README: explain gives per document and list the rank, weight and contribution"),
        # -- batch: permutation self-consistency over sampled permutations, many queries
        ok("u16l_fuse_psc_borda_queries", "rankagg.fuse of 20 sampled permutations (score = -place) for 5 TREC DL "
           "queries of 20 passages: Borda per query",
           "rng = np.random.default_rng(9)\nQ = ['1037496', '1110199', '1121402', '47923', '833860']\n"
           "truth = {q: [mid(i + 50 * k) for i in range(20)] for k, q in enumerate(Q)}\n"
           "S = {'s%02d' % s: {q: noisy(truth[q], rng, swaps=10) for q in Q} for s in range(20)}\n"
           "runs = {s: {q: {d: -float(r) for r, d in enumerate(l, 1)} for q, l in qs.items()} for s, qs in S.items()}\n"
           "out = rankagg.fuse(runs, 'borda', depth=None)\nmsg = ''\n"
           "for q in Q:\n    msg = msg or agree(list(out[q].items()), borda_ref({s: S[s][q] for s in S}))\nreport(msg)\n",
           why="rankagg methods borda over complete permutations: sum of n - r + 1"),
        ok("u16l_fuse_psc_kemeny_optimal", "rankagg.fuse(..., 'kemeny') of 15 sampled permutations of 7 passages "
           "(3 queries): each consensus has the brute-force minimum of disagreeing pairs",
           "rng = np.random.default_rng(10)\nQ = ['19335', '47923', '87181']\nmsg = ''\n"
           "truth = {q: [mid(i + 10 * k) for i in range(7)] for k, q in enumerate(Q)}\n"
           "S = {'s%02d' % s: {q: noisy(truth[q], rng, swaps=5) for q in Q} for s in range(15)}\n"
           "runs = {s: {q: {d: 1.0 / r for r, d in enumerate(l, 1)} for q, l in qs.items()} for s, qs in S.items()}\n"
           "out = rankagg.fuse(runs, 'kemeny', depth=None)\n"
           "for q in Q:\n    lists = [S[s][q] for s in S]\n    order = list(out[q])\n"
           "    c, m = kemeny_cost(order, lists), kemeny_min(truth[q], lists)\n"
           "    msg = msg or ('' if c == m and len(order) == 7 else '%s: cost %d, minimum %d' % (q, c, m))\nreport(msg)\n",
           why="rankagg methods kemeny: exact (DP) up to 12 documents, the Kendall objective (Kemeny 1959)"),
        ok("u16l_fuse_kemeny_partial_samples", "kemeny of sampled permutations that each omit an id "
           "(unranked='none': pairs with it give no preference): brute-force minimum",
           "rng = np.random.default_rng(11)\ntruth = [mid(i) for i in range(8)]\n"
           "S = {}\nfor s in range(11):\n    l = noisy(truth, rng, swaps=5)\n    del l[int(rng.integers(0, 8))]\n    S['s%02d' % s] = l\n"
           "runs = {s: {'q1': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "order = list(rankagg.fuse(runs, 'kemeny', depth=None)['q1'])\n"
           "c, m = kemeny_cost(order, list(S.values())), kemeny_min(truth, list(S.values()))\n"
           "report('' if c == m and sorted(order) == sorted(truth) else 'cost %d, minimum %d' % (c, m))\n",
           why="rankagg methods kemeny: unranked='none', pairs with an item a ranker did not return give no preference"),
        ok("u16l_fuse_mean_rank_samples", "mean_rank of 9 complete sampled permutations: fused order by the mean "
           "place ascending",
           "rng = np.random.default_rng(12)\ntruth = [mid(i) for i in range(20)]\n"
           "S = {'s%d' % s: noisy(truth, rng, swaps=12) for s in range(9)}\n"
           "runs = {s: {'1037496': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "got = list(rankagg.fuse(runs, 'mean_rank', depth=None)['1037496'])\n"
           "mean = {d: sum(l.index(d) + 1 for l in S.values()) / 9 for d in truth}\n"
           "bad = [(a, b) for a, b in zip(got, got[1:]) if mean[a] > mean[b] + 1e-9]\n"
           "report('' if len(got) == 20 and not bad else repr(bad[:2]))\n",
           why="rankagg methods mean_rank: the mean rank over the rankers, lower is better"),
        ok("u16l_fuse_sliding_windows_rrf", "each sliding window's answer (20 passages, step 10, 5 windows over the "
           "BM25 top-60) as its own ranker, fused with rrf for two queries",
           "rng = np.random.default_rng(13)\nQ = ['1037496', '1110199']\nmsg = ''\n"
           "bm = {q: [mid(i + 100 * k) for i in range(60)] for k, q in enumerate(Q)}\n"
           "W = {'win%d' % w: {q: noisy(bm[q][s:s + 20], rng, swaps=8) for q in Q} for w, s in enumerate(range(40, -1, -10))}\n"
           "runs = {w: {q: {d: 1.0 / r for r, d in enumerate(l, 1)} for q, l in qs.items()} for w, qs in W.items()}\n"
           "out = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "for q in Q:\n    msg = msg or agree(list(out[q].items()), rrf_ref({w: W[w][q] for w in W}))\nreport(msg)\n",
           why="rrf: sum over the lists that hold the id of 1 / (60 + its place in that list)"),
        ok("u16l_fuse_int_qids_back", "runs keyed by MS MARCO qids as ints (json.loads of the reranker's output): "
           "the fused mapping keyed by the same ints",
           "rng = np.random.default_rng(14)\nQ = [1037496, 1110199, 47923]\n"
           "S = {n: {q: noisy([mid(i) for i in range(20)], rng) for q in Q} for n in ('a', 'b')}\n"
           "runs = json.loads(json.dumps({n: {str(q): {d: -r for r, d in enumerate(l, 1)} for q, l in qs.items()} for n, qs in S.items()}))\n"
           "runs = {n: {int(q): v for q, v in qs.items()} for n, qs in runs.items()}\n"
           "out = rankagg.fuse(runs, 'rrf', depth=None)\nmsg = '' if sorted(out) == sorted(Q) and all(type(q) is int for q in out) else 'qids %r' % list(out)\n"
           "for q in Q:\n    msg = msg or agree(list(out[q].items()), rrf_ref({n: S[n][q] for n in S}))\nreport(msg)\n",
           why="docs/reliability.md: integer ids are given back in their type"),
        # -- the JSONL export through pandas: a long frame with a rank column and no score
        ok("u16l_frame_rank_from_jsonl", "the reranker's JSONL (qid, model, ranking list) exploded by pandas into "
           "q_id, doc_id, rank, run (no score column): rrf against brute force",
           "rng = np.random.default_rng(15)\nrows = []\nQ = ['1037496', '1110199', '1121402']\nS = {}\n"
           "for m in ('gpt4o', 'llama3', 'qwen'):\n    for q in Q:\n        S[(m, q)] = noisy([mid(i) for i in range(20)], rng, swaps=10)\n"
           "        rows.append({'qid': q, 'model': m, 'ranking': S[(m, q)]})\n"
           "with open('out.jsonl', 'w') as f:\n    for r in rows:\n        f.write(json.dumps(r) + '\\n')\n"
           "df = pd.read_json('out.jsonl', lines=True, dtype={'qid': str}).explode('ranking')\n"
           "df['rank'] = df.groupby(['qid', 'model']).cumcount() + 1\n"
           "df = df.rename(columns={'qid': 'q_id', 'ranking': 'doc_id', 'model': 'run'})\n"
           "out = rankagg.fuse(df, 'rrf', depth=None)\nmsg = ''\n"
           "for q in Q:\n    o = out[out.q_id.astype(str) == q].sort_values('rank')\n"
           "    msg = msg or agree(list(zip(o.doc_id, o.score)), rrf_ref({m: S[(m, q)] for m in ('gpt4o', 'llama3', 'qwen')}))\n"
           "report(msg)\n",
           why="docs/conventions.md: a DataFrame's rank column is read when it has no score column"),
        ok("u16l_frame_rank_ties_topk", "a top-k list with ties in its rank column (1, 2, 2, 4, 5): the tied "
           "passages both at place 2 in rrf",
           "df = pd.DataFrame({'q_id': ['q1'] * 9, 'doc_id': ['a', 'b', 'c', 'd', 'e', 'c', 'a', 'e', 'b'],\n"
           "                   'rank': [1, 2, 2, 4, 5, 1, 2, 3, 4], 'run': ['gpt'] * 5 + ['llama'] * 4})\n"
           "out = rankagg.fuse(df, 'rrf', depth=None).sort_values('rank')\n"
           "sc = {'a': 1 / 61 + 1 / 62, 'b': 1 / 62 + 1 / 64, 'c': 1 / 62 + 1 / 61, 'd': 1 / 64, 'e': 1 / 65 + 1 / 63}\n"
           "got = dict(zip(out.doc_id, out.score))\n"
           "report('' if set(got) == set(sc) and all(close(got[d], sc[d]) for d in sc) else repr(got))\n",
           why="docs/conventions.md: a repeated rank is a tie, each document at the best place of its class (1 1 1 4)"),
        # -- the other consensus rules of self-consistency, and the other doors of the long table
        ok("u16l_fuse_copeland_perms", "copeland over 9 complete sampled permutations of 10 passages: the order "
           "follows pairwise majority wins minus losses",
           "rng = np.random.default_rng(21)\ntruth = [mid(i) for i in range(10)]\n"
           "S = {'s%d' % s: noisy(truth, rng, swaps=10) for s in range(9)}\n"
           "runs = {s: {'47923': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "got = list(rankagg.fuse(runs, 'copeland', depth=None)['47923'])\n"
           "cop = {d: 0 for d in truth}\nfor a in truth:\n    for b in truth:\n"
           "        if a != b:\n            w = sum(l.index(a) < l.index(b) for l in S.values())\n"
           "            cop[a] += (w > 4.5) - (w < 4.5)\n"
           "bad = [(a, b) for a, b in zip(got, got[1:]) if cop[a] < cop[b]]\n"
           "report('' if sorted(got) == sorted(truth) and not bad else repr(bad[:2]))\n",
           why="rankagg methods copeland: pairwise majority wins minus losses (Copeland 1951)"),
        ok("u16l_fuse_median_rank_perms", "median_rank of 5 complete sampled permutations (odd: one median): "
           "fused by the median place ascending",
           "rng = np.random.default_rng(22)\ntruth = [mid(i) for i in range(15)]\n"
           "S = {'s%d' % s: noisy(truth, rng, swaps=14) for s in range(5)}\n"
           "runs = {s: {'q': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "got = list(rankagg.fuse(runs, 'median_rank', depth=None)['q'])\n"
           "med = {d: sorted(l.index(d) + 1 for l in S.values())[2] for d in truth}\n"
           "bad = [(a, b) for a, b in zip(got, got[1:]) if med[a] > med[b]]\n"
           "report('' if sorted(got) == sorted(truth) and not bad else repr(bad[:2]))\n",
           why="rankagg methods median_rank: the median rank over the rankers, lower is better (Fagin et al. 2003)"),
        ok("u16l_fuse_condorcet_majority", "condorcet of 7 permutations whose pairwise majority is a strict order "
           "(each a few adjacent swaps of the truth): the majority order",
           "truth = [mid(i) for i in range(12)]\nS = {}\n"
           "for s in range(7):\n    l = list(truth)\n    i = 2 * (s % 5)\n    l[i], l[i + 1] = l[i + 1], l[i]\n    S['s%d' % s] = l\n"
           "runs = {s: {'q': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "got = list(rankagg.fuse(runs, 'condorcet', depth=None)['q'])\n"
           "maj = lambda a, b: sum(l.index(a) < l.index(b) for l in S.values()) > 3.5\n"
           "want = sorted(truth, key=lambda d: -sum(maj(d, e) for e in truth if e != d))\n"
           "ok_maj = all(maj(want[i], want[j]) for i in range(12) for j in range(i + 1, 12))\n"
           "report('' if ok_maj and got == want else 'got %r want %r' % (got[:4], want[:4]))\n",
           why="Montague & Aslam 2002: Condorcet-fuse sorts by the pairwise majority, which here is transitive"),
        ok("u16l_fuse_kemeny_exact_20", "kemeny(solver=exact) of 10 sampled permutations of 20 passages: its "
           "disagreements equal the optimum of a linear ordering integer programme (scipy.optimize.milp)",
           "rng = np.random.default_rng(23)\ntruth = [mid(i) for i in range(20)]\n"
           "S = {'s%d' % s: noisy(truth, rng, swaps=25) for s in range(10)}\n"
           "runs = {s: {'q': {d: -float(r) for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "order = list(rankagg.fuse(runs, 'kemeny(solver=exact)', depth=None)['q'])\n"
           "best = milp_opt(truth, list(S.values()))\ncost = kemeny_cost(order, list(S.values()))\n"
           "report('' if cost == best and sorted(order) == sorted(truth) else 'cost %d, optimum %d' % (cost, best))\n",
           why="Kemeny 1959: the order with the fewest disagreeing pairs; docs/preferences.md: solver=exact proves it",
           timeout=180),
        ok("u16l_fuser_depth_10", "Fuser('rrf', depth=10) of three prompts and BM25's 100: the reference's first 10",
           "rng = np.random.default_rng(24)\nwin = [mid(i) for i in range(100)]\n"
           "L = {n: noisy(win[:20], rng, swaps=9) for n in ('a', 'b', 'c')}\nL['bm25'] = win\n"
           "got = Fuser('rrf', depth=10)(L)\nsc = rrf_ref(L)\nfull = sorted(sc[0], key=lambda d: -sc[0][d])\n"
           "report('' if len(got) == 10 and [d for d, _ in got] == full[:10] and all(close(v, sc[0][d]) for d, v in got) else repr(got[:3]))\n",
           why="help(rankagg.Fuser): depth keeps the first depth fused documents"),
        ok("u16l_evaluate_complete_missing_query", "the reranker failed on one of 3 judged queries (absent from the "
           "run): nDCG@10 over the 2 run queries, and with complete=True over 3 (the missing one 0)",
           "Q = ['1037496', '1110199', '47923']\nqrels = {q: {mid(i + 10 * k): (i % 4) for i in range(8)} for k, q in enumerate(Q)}\n"
           "run = {q: {mid(i + 10 * k): -float(i) for i in range(8)[::-1]} for k, q in enumerate(Q[:2])}\n"
           "a = rankagg.evaluate(run, qrels, ['nDCG@10'])['nDCG@10']\n"
           "b = rankagg.evaluate(run, qrels, ['nDCG@10'], complete=True)['nDCG@10']\n"
           "v = [ndcg(sorted(run[q], key=lambda d: -run[q][d]), qrels[q]) for q in Q[:2]]\n"
           "report('' if abs(a - sum(v) / 2) < 1e-12 and abs(b - sum(v) / 3) < 1e-12 else 'got %r %r want %r %r' % (a, b, sum(v) / 2, sum(v) / 3))\n",
           why="trec_eval: the queries of both; -c (complete=True) every judged query, a missing one valued 0"),
        ok("u16l_frame_rank_gapped", "a long frame whose ranks have gaps (1, 3, 7: hallucinated ids dropped after "
           "ranking): rrf from the places 1, 2, 3",
           "df = pd.DataFrame({'q_id': ['q'] * 6, 'doc_id': ['a', 'b', 'c', 'c', 'a', 'b'], 'rank': [1, 3, 7, 1, 2, 3],\n"
           "                   'run': ['gpt'] * 3 + ['llama'] * 3})\n"
           "out = rankagg.fuse(df, 'rrf', depth=None)\n"
           "report(agree(list(zip(out.doc_id, out.score)), rrf_ref({'gpt': ['a', 'b', 'c'], 'llama': ['c', 'a', 'b']})))\n",
           why="docs/conventions.md: the rank column orders the list (places are counted, as --input-depth counts them)"),
        ok("u16l_arrow_rank_table", "the same long table as a pyarrow Table (q_id, doc_id, rank, run; no score): "
           "rrf against brute force",
           "import pyarrow as pa\nrng = np.random.default_rng(25)\nQ = ['1037496', '47923']\n"
           "S = {(m, q): noisy([mid(i) for i in range(20)], rng, swaps=9) for m in ('gpt4o', 'qwen') for q in Q}\n"
           "rows = [(q, d, r, m) for (m, q), l in S.items() for r, d in enumerate(l, 1)]\n"
           "t = pa.table({'q_id': [r[0] for r in rows], 'doc_id': [r[1] for r in rows], 'rank': [r[2] for r in rows], 'run': [r[3] for r in rows]})\n"
           "out = rankagg.fuse(t, 'rrf', depth=None).to_pandas()\nmsg = ''\n"
           "for q in Q:\n    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = msg or agree(list(zip(o.doc_id, o.score)), rrf_ref({m: S[(m, q)] for m in ('gpt4o', 'qwen')}))\nreport(msg)\n",
           why="docs/conventions.md: an Arrow table's rank column is read when it has no score column"),
        ok("u16l_parquet_rank_path_api", "the same long table saved with DataFrame.to_parquet and given as its path "
           "to rankagg.fuse: rrf against brute force",
           "rng = np.random.default_rng(26)\nQ = ['1037496', '47923']\n"
           "S = {(m, q): noisy([mid(i) for i in range(20)], rng, swaps=9) for m in ('gpt4o', 'qwen') for q in Q}\n"
           "rows = [(q, d, r, m) for (m, q), l in S.items() for r, d in enumerate(l, 1)]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run']).to_parquet('perms.parquet', index=False)\n"
           "out = rankagg.fuse('perms.parquet', 'rrf', depth=None)\nmsg = ''\n"
           "for q in Q:\n    got = out[q] if isinstance(out, dict) else None\n"
           "    if got is None:\n        o = out[out.q_id.astype(str) == q].sort_values('rank')\n        got = dict(zip(o.doc_id, o.score))\n"
           "    msg = msg or agree(list(got.items()), rrf_ref({m: S[(m, q)] for m in ('gpt4o', 'qwen')}))\nreport(msg)\n",
           why="one door for every file: the table read as its DataFrame and its Arrow table are read (rank column, "
               "no score)"),
        ok("u16l_polars_rank_frame", "the long table as a polars DataFrame (rank, no score) fused with borda",
           "import polars as pl\nrng = np.random.default_rng(27)\n"
           "S = {m: noisy([mid(i) for i in range(12)], rng, swaps=7) for m in ('gpt4o', 'llama3', 'qwen')}\n"
           "S['qwen'] = S['qwen'][:9]\nrows = [('47923', d, r, m) for m, l in S.items() for r, d in enumerate(l, 1)]\n"
           "t = pl.DataFrame(rows, schema=['q_id', 'doc_id', 'rank', 'run'], orient='row')\n"
           "out = rankagg.fuse(t, 'borda', depth=None).to_pandas().sort_values('rank')\n"
           "report(agree(list(zip(out.doc_id, out.score)), borda_ref(S)))\n",
           why="README: polars tables are a form rankagg.fuse takes; borda shares (n - k + 1) / 2"),
        bad("u16l_evaluate_permutation_lists", "rankagg.evaluate given {qid: permutation list} (no scores) for the "
            "reranking", "print(rankagg.evaluate({'1037496': [mid(3), mid(1), mid(2)]}, {'1037496': {mid(1): 3}}, ['nDCG@10']))\n",
            "run", why="help(rankagg.evaluate): a run is qid -> docid -> score; a list is refused naming the parameter"),
        bad("u16l_fuser_output_fed_back", "a Fuser's output [(docid, score), ...] fed back as a list of a second "
            "fusion", "f = Fuser('rrf')\nprev = f({'a': [mid(1), mid(2)], 'b': [mid(2), mid(3)]})\n"
            "print(f({'prev': prev, 'bm25': [mid(i) for i in range(5)]}))\n", "prev", "tuple",
            why="a Fuser list is docids or docid -> score; pairs as docids are refused naming the list"),
        ok("u16l_fuse_kemeny_exact_max_20", "kemeny(exact_max=20) so that a whole 20-passage window is solved by the "
           "DP: 10 samples, the integer programme's optimum, within the time limit",
           "rng = np.random.default_rng(28)\ntruth = [mid(i) for i in range(20)]\n"
           "S = {'s%d' % s: noisy(truth, rng, swaps=30) for s in range(10)}\n"
           "runs = {s: {'q': {d: 1.0 / r for r, d in enumerate(l, 1)}} for s, l in S.items()}\n"
           "order = list(rankagg.fuse(runs, 'kemeny(exact_max=20)', depth=None)['q'])\n"
           "best = milp_opt(truth, list(S.values()))\ncost = kemeny_cost(order, list(S.values()))\n"
           "report('' if cost == best and sorted(order) == sorted(truth) else 'cost %d, optimum %d' % (cost, best))\n",
           why="rankagg methods kemeny: exact_max <= 20, the DP is exact up to it", timeout=180),
        bad("u16l_fuser_kemeny_service", "Fuser('kemeny') for self-consistency per query in the service",
            "print(Fuser('kemeny')({'s1': [mid(1), mid(2)], 's2': [mid(2), mid(1)]}))\n", "kemeny",
            why="README: the Fuser takes the methods it lists; another is refused naming it (rankagg.fuse for it)"),
        bad("u16l_mallows_weights", "rankagg.fuse(samples, 'mallows_em', weights=...) with each prompt's accuracy "
            "as its weight", "runs = {s: {'q': {mid(i): -float((i * (s + 3)) % 7) - i / 10 for i in range(7)}} for s in range(4)}\n"
            "print(rankagg.fuse({'s%d' % k: v for k, v in runs.items()}, 'mallows_em', weights={'s0': 0.9, 's1': 0.7}))\n",
            "weights", "mallows_em", why="rankagg methods mallows_em lists no weights; dropping them is a wrong result"),
        bad("u16l_evaluate_args_swapped", "rankagg.evaluate(qrels, fused) with the arguments swapped: the fused "
            "scores read as grades", "fused = {'1037496': {mid(1): 0.0328, mid(2): 0.0161}}\nqrels = {'1037496': {mid(1): 3, mid(2): 0}}\n"
            "print(rankagg.evaluate(qrels, fused, ['nDCG@10']))\n", "qrels", "0.0328",
            why="trec_eval reads a grade as an integer; a fused score is none (refused naming it)"),
        bad("u16l_fuse_perm_list_value", "rankagg.fuse given a query's permutation as a list of docids (the Fuser's "
            "form) instead of docid -> score",
            "print(rankagg.fuse({'gpt4o': {'1037496': ['d3', 'd1', 'd2']}, 'bm25': {'1037496': {'d1': 3.0, 'd2': 2.0, 'd3': 1.0}}}, 'rrf'))\n",
            "gpt4o", "1037496", why="help(rankagg.fuse): a run maps qid -> docid -> score; a list is refused by name"),
        bad("u16l_fuser_none_from_parse", "a parsed permutation holding None where the model wrote '[25]' outside "
            "a window of 20 (window.get)",
            "win = {i + 1: mid(i) for i in range(20)}\nperm = [win.get(n) for n in (3, 1, 25, 2)]\n"
            "print(Fuser('rrf')({'gpt4o': perm, 'bm25': list(win.values())}))\n", "gpt4o", "None",
            why="an id must be text or an int; None refused naming the list"),
        ok("u16l_evaluate_ndcg10_graded", "rankagg.evaluate of the fused reranking against TREC DL qrels of grade "
           "0-3 (unjudged hallucinated ids in the run): nDCG@10 = trec_eval's ndcg_cut.10",
           "rng = np.random.default_rng(17)\nQ = ['1037496', '1110199', '47923']\n"
           "bm = {q: [mid(i + 30 * k) for i in range(30)] for k, q in enumerate(Q)}\n"
           "qrels = {q: {bm[q][i]: int((i * 7) % 4) for i in range(0, 30, 2)} for q in Q}\n"
           "S = {n: {q: noisy(bm[q][:20], rng, swaps=10) + ['msmarco_passage_99_%d' % k] for k, q in enumerate(Q)} for n in ('a', 'b')}\n"
           "runs = {n: {q: {d: -float(r) for r, d in enumerate(l, 1)} for q, l in qs.items()} for n, qs in S.items()}\n"
           "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@10'])['nDCG@10']\n"
           "want = sum(ndcg(list(fused[q]), qrels[q]) for q in Q) / 3\n"
           "report('' if abs(got - want) < 1e-9 else 'got %r want %r' % (got, want))\n",
           why="trec_eval ndcg_cut.10: gain = grade, log2 discount, the ideal from the qrels; unjudged = 0"),
        ok("u16l_evaluate_vs_pytrec_eval", "the fused reranking's per-query nDCG@10 against pytrec_eval's "
           "ndcg_cut_10 on rankagg.api.as_written(result)",
           "import pytrec_eval\nfrom rankagg.api import as_written\nrng = np.random.default_rng(18)\n"
           "Q = ['19335', '47923', '87181', '104861']\nbm = {q: [mid(i + 40 * k) for i in range(40)] for k, q in enumerate(Q)}\n"
           "qrels = {q: {bm[q][i]: int((i * 5 + k) % 4) for i in range(0, 40, 3)} for k, q in enumerate(Q)}\n"
           "S = {n: {q: noisy(bm[q][:20], rng, swaps=12) for q in Q} for n in ('a', 'b', 'c')}\n"
           "runs = {n: {q: {d: -float(r) for r, d in enumerate(l, 1)} for q, l in qs.items()} for n, qs in S.items()}\n"
           "runs['bm25'] = {q: {d: 20.0 - 0.3 * r for r, d in enumerate(bm[q])} for q in Q}\n"
           "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
           "pq = rankagg.evaluate(fused, qrels, ['nDCG@10'], per_query=True)\n"
           "ev = pytrec_eval.RelevanceEvaluator(qrels, {'ndcg_cut'}).evaluate({q: dict(v) for q, v in as_written(fused).items()})\n"
           "bad = [q for q in Q if abs(float(pq.loc[q, 'nDCG@10']) - ev[q]['ndcg_cut_10']) > 1e-6]\n"
           "report('' if not bad else repr(bad))\n",
           why="docs/conventions.md: as_written gives the scores every reader ranks in rankagg's order; pytrec_eval "
               "stores float32 (1e-6)"),
    ]

    soc = _preflib("soc", psc_names, soc_orders)
    soi = _preflib("soi", psc_names, soi_orders)
    big_bm25 = "".join(f"{q} Q0 {_mid(5000 + i + 1000 * k)} {i + 1} {40.0 - 0.01 * i:.3f} bm25\n"
                       for k, q in enumerate(qids) for i in range(1000))
    # a BM25 of 1000, then the prompts rerank the first 20 (different ids from the big list: its own ids)
    big_lists = {q: [_mid(5000 + i + 1000 * k) for i in range(1000)] for k, q in enumerate(qids)}
    big_prompts = {m: {q: _noisy(big_lists[q][:20], random.Random(zlib.crc32(m.encode()) % 97 + k), swaps=7)
                       for k, q in enumerate(qids)} for m in ("gpt4o", "llama3")}
    big_runs = {f"{m}.run": _run_lines(m, ls) for m, ls in big_prompts.items()}
    per_q_big = {q: {**{m: big_prompts[m][q] for m in big_prompts}, "bm25": big_lists[q][:100]} for q in qids}
    fused_lists = {}
    for q in qids:
        sc: dict = {}
        for m in prompts:
            for r, d in enumerate(prompts[m][q], 1):
                sc[d] = sc.get(d, 0.0) + 1 / (60 + r)
        fused_lists[q] = sorted(sc, key=lambda d: (-sc[d], d))
    fused_run = "".join(f"{q} Q0 {d} {r} {100 - r} rrf\n" for q in qids for r, d in enumerate(fused_lists[q], 1))

    cases += [
        # -- the command line on RankGPT-style run files
        cli_ok("u16l_cli_rrf_inverse_rank_runs", "three prompts' runs whose score column is 1/rank (the "
               "permutation's place), rrf", ["fuse", "--method", "rrf", *runs_inv, "-o", "fused.run", "--quiet"],
               runs_inv, _cli_check(per_q, "rrf"), why="docs/conventions.md: ranked by score, then docid"),
        cli_ok("u16l_cli_bm25_fallback_weights", "the prompts' runs and BM25's top-100 with --weights bm25=0.3, "
               "rrf", ["fuse", "--method", "rrf", "--weights", "bm25=0.3", *runs_inv, "bm25.run", "-o", "fused.run",
                       "--quiet"], {**runs_inv, "bm25.run": bm25_run},
               _cli_check(per_q_bm, "rrf", {"bm25": 0.3}), why="--weights NAME=W: the run's tag"),
        cli_ok("u16l_cli_input_depth_bm25", "BM25's 1000 with two prompts' top-20, --input-depth 100: BM25 cut "
               "to its first 100 before rrf", ["fuse", "--method", "rrf", "--input-depth", "100", *big_runs,
                                                "bm25.run", "-o", "fused.run", "--quiet"],
               {**big_runs, "bm25.run": big_bm25}, _cli_check(per_q_big, "rrf"),
               why="--input-depth N keeps each run's first N documents per query before fusing"),
        cli_ok("u16l_cli_depth_10", "the fused reranking written at --depth 10 (the nDCG@10 cut)",
               ["fuse", "--method", "rrf", "--depth", "10", *runs_inv, "bm25.run", "-o", "fused.run", "--quiet"],
               {**runs_inv, "bm25.run": bm25_run}, _cli_check(per_q_bm, "rrf", depth=10),
               why="--depth writes at most this many documents per query"),
        cli_ok("u16l_cli_sliding_window_runs", "five window runs (one per window position) fused with rrf",
               ["fuse", "--method", "rrf", *[f"{w}.run" for w in windows], "-o", "fused.run", "--quiet"],
               {f"{w}.run": _run_lines(w, ls) for w, ls in windows.items()}, _cli_check(per_q_win, "rrf"),
               why="rrf over partial overlapping lists: each list's own places"),
        cli_ok("u16l_cli_gz_runs_borda", "gzipped prompts' runs with BM25's top-20 (neg-rank scores), borda",
               ["fuse", "--method", "borda", "g.run.gz", "l.run.gz", "q.run.gz", "bm.run", "-o", "fused.run",
                "--quiet"], {**{f"{k}.run.gz": gzip.compress(runs_neg[f"{m}.run"].encode(), mtime=0)
                               for k, m in (("g", "gpt4o"), ("l", "llama3"), ("q", "qwen"))},
                            "bm.run": bm20_run}, _cli_check(per_q_bm20, "borda"), why="runs may be gzipped (trec_eval reads the text)"),
        cli_ok("u16l_cli_parquet_rank_table", "one Parquet table q_id, doc_id, rank, run (no score) of the three "
               "prompts, rrf", ["fuse", "--method", "rrf", "perms.parquet", "-o", "fused.run", "--quiet"],
               {"perms.parquet": _parquet_bytes(prompts)}, _cli_check(per_q, "rrf"), why="rankagg fuse --help: one Parquet table; a rank column read without scores"),
        cli_ok("u16l_cli_parquet_rank_ties", "a Parquet table (rank, no score) whose gpt4o list ties two passages "
               "(ranks 1 2 2 4): the tie at place 2, as the DataFrame door reads it",
               ["fuse", "--method", "rrf", "t.parquet", "-o", "fused.run", "--quiet"],
               {"t.parquet": _parquet_rows([("q1", "a", 1, "gpt4o"), ("q1", "b", 2, "gpt4o"), ("q1", "c", 2, "gpt4o"),
                                            ("q1", "d", 4, "gpt4o"), ("q1", "c", 1, "qwen"), ("q1", "a", 2, "qwen")])},
               lambda out, folder: _tie_scores(folder, {"a": 1 / 61 + 1 / 62, "b": 1 / 62, "c": 1 / 62 + 1 / 61,
                                                        "d": 1 / 64}),
               why="docs/conventions.md: a repeated rank is a tie at the best place of its class (a DataFrame rank "
                   "column); one door for every file"),
        cli_ok("u16l_cli_explain_contributions", "--explain e.jsonl of rrf over the prompts and BM25: each document's "
               "contributions add up to its fused score, each rank its place",
               ["fuse", "--method", "rrf", *runs_inv, "bm25.run", "--explain", "e.jsonl", "-o", "fused.run", "--quiet"],
               {**runs_inv, "bm25.run": bm25_run}, _explain_check(per_q_bm),
               why="rankagg fuse --help: --explain gives each list's rank, weight and contribution"),
        cli_ok("u16l_cli_evaluate_per_query", "rankagg evaluate -q --json of BM25 and the fused run: each query's "
               "nDCG@10 equals trec_eval's ndcg_cut.10", ["evaluate", "--qrels", "qrels.txt", "bm25.run", "fused.run",
                                                         "-q", "--json", "--measures", "nDCG@10"],
               {"qrels.txt": qrels_txt, "fused.run": fused_run, "bm25.run": bm25_run},
               _per_query_check({"bm25.run": bm25, "fused.run": fused_lists}, qrels),
               why="trec_eval -q: per-query values; ndcg_cut.10 with gain = grade"),
        cli_ok("u16l_cli_evaluate_ndcg10", "rankagg evaluate --json of an RRF-fused run against TREC DL qrels "
               "('qid 0 docid grade', grades 0-3)", ["evaluate", "--qrels", "qrels.txt", "fused.run", "--measures",
                                                   "nDCG@10", "--json"],
               {"qrels.txt": qrels_txt, "fused.run": fused_run}, _eval_check(fused_lists, qrels, "fused.run"),
               why="trec_eval ndcg_cut.10: gain = grade, log2 discount"),
        cli_ok("u16l_cli_soc_kemeny_default", "12 sampled permutations of 7 passages as a PrefLib .soc: the default "
               "method (kemeny, exact) is optimal", ["fuse", "psc.soc", "-o", "k.run", "--quiet"], {"psc.soc": soc},
               _kemeny_check(psc_names, soc_orders, "k.run"),
               why="docs/preferences.md: an election's default method is kemeny(solver=exact), a proof"),
        cli_ok("u16l_cli_soi_borda", "the samples with one passage omitted each (.soi), borda", [
            "fuse", "psc.soi", "--method", "borda", "-o", "b.run", "--quiet"], {"psc.soi": soi},
               _borda_soi_check(psc_names, soi_orders, "b.run"),
               why="docs/preferences.md: left-out alternatives are unranked; borda shares (n - k + 1) / 2"),
        # -- the reranker's mistakes in files
        cli_bad("u16l_cli_jsonl_output_name", "the fused reranking asked for as fused.jsonl",
                ["fuse", "--method", "rrf", *runs_inv, "-o", "fused.jsonl"], runs_inv, "fused.jsonl",
                outputs=("fused.jsonl",), why="docs/conventions.md: a .jsonl output name is refused (TREC lines)"),
    ]
    return cases


def _parquet_bytes(prompts: dict) -> bytes:
    """The prompts' permutations as one long Parquet table without scores, as pandas writes it from the JSONL."""
    import pandas as pd  # the matrix's own process imports pandas only for the cases that write a table

    rows = [(q, d, r, m) for m, qs in prompts.items() for q, lst in qs.items() for r, d in enumerate(lst, 1)]
    buf = io.BytesIO()
    pd.DataFrame(rows, columns=["q_id", "doc_id", "rank", "run"]).to_parquet(buf, index=False)
    return buf.getvalue()


def _parquet_rows(rows: list) -> bytes:
    import pandas as pd  # as in _parquet_bytes

    buf = io.BytesIO()
    pd.DataFrame(rows, columns=["q_id", "doc_id", "rank", "run"]).to_parquet(buf, index=False)
    return buf.getvalue()


def _tie_scores(folder, want: dict) -> bool:
    """The fused run holds the reference's documents in an order its scores allow; each written score is the
    reference's, or lowered (by less than 1e-6 relative) to keep an exact tie apart (docs/conventions.md)."""
    rows = next(iter(_read_run(folder / "fused.run").values()))
    if {d for d, _ in rows} != set(want) or len(rows) != len(want):
        return False
    order = [d for d, _ in rows]
    if any(want[a] < want[b] - 1e-12 for a, b in zip(order, order[1:])):
        return False
    return all(abs(s - want[d]) <= 1e-6 * want[d] for d, s in rows)


def _explain_check(per_query_lists: dict):
    def check(stdout: str, folder) -> bool:
        seen = 0
        for line in open(folder / "e.jsonl"):
            rec = json.loads(line)
            lists = per_query_lists[rec["qid"]]
            total = 0.0
            for name, e in rec["lists"].items():
                lst = lists[name]
                if rec["docid"] in lst:
                    if e["rank"] != lst.index(rec["docid"]) + 1:
                        return False
                    total += e["contribution"]
                elif e["contribution"] is not None:
                    return False
            want = sum(1 / (60 + lst.index(rec["docid"]) + 1) for lst in lists.values() if rec["docid"] in lst)
            if abs(total - want) > 1e-12 or abs(rec["score"] - want) > 1e-12:
                return False
            seen += 1
        return seen == sum(len(set().union(*map(set, ls.values()))) for ls in per_query_lists.values())

    return check


def _per_query_check(runs: dict, qrels: dict):
    def check(stdout: str, folder) -> bool:
        got = json.loads(stdout)
        for name, lists in runs.items():
            for q, grades in qrels.items():
                ranked = lists[q]
                dcg = sum(grades.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:10]) if grades.get(d, 0) > 0)
                ideal = sorted((g for g in grades.values() if g > 0), reverse=True)[:10]
                want = dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
                if abs(got[name]["per_query"][q]["nDCG@10"] - want) > 1e-9:
                    return False
        return True

    return check
