"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a methods auditor's day (its cases, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401


FIFTEENTH_AXIOMS = "45 Unseen inputs: a fifteenth bar, a methods auditor's axioms"

# The auditor's references, independent of rankagg's code: profiles are drawn by ``random.Random(seed)`` in the case;
# ``runs_of`` turns {ranker: [docs, best first]} into rankagg.fuse's {ranker: {qid: {doc: score}}} (scores n - i, or
# a given strictly increasing transform of them); ``order`` is a result's consensus order (a mapping's insertion
# order: docs/conventions.md); ``prefer`` counts, for each ordered pair, the rankers placing a above b (pairs with a
# document a list left out give no preference: the pairwise methods' unranked='none'); ``kemeny_best`` minimises the
# Kendall objective by enumerating every order (``kemeny_dp`` by the subset DP, for n up to 14); ``house`` is
# docs/conventions.md's tie rule (more rankers, then best local rank, then the smaller docid).
_U15 = """
import itertools, math, random, sys, os, subprocess, json
import numpy as np
import rankagg
from rankagg import Fuser
TOL = 2.0 ** -40
POSITIONAL = ['rrf', 'borda', 'dowdall', 'isr', 'log_isr', 'combmnz_rank']
COMB = ['combsum', 'combmnz', 'combmax', 'combmin', 'combmed', 'combanz']
STATS = ['mean_rank', 'median_rank', 'geomean', 'rra', 'rra_mean', 'rra_median', 'rra_min', 'rra_geom_mean', 'stuart',
         'vote_counting', 'maic']
PAIRWISE = ['copeland', 'condorcet', 'kemeny', 'mclk', 'bradley_terry', 'thurstone', 'mpm', 'svp', 'plackett_luce']
MARKOV = ['mc1', 'mc2', 'mc3', 'mc4']
STAGG = ['stagg', 'stagg_bc', 'stagg_rrf']
LEARNED = ['mallows_em', 'ulara', 'dibra', 'agreement', 'own_items', 'pseudo_qrels', 'self_train']
ALL = POSITIONAL + COMB + STATS + PAIRWISE + MARKOV + STAGG + LEARNED
bad = []
def runs_of(profile, q='q1', tf=None, into=None):
    runs = into if into is not None else {}
    for r, lst in profile.items():
        f = (tf or {}).get(r, lambda x: x) if isinstance(tf, dict) else (tf or (lambda x: x))
        runs.setdefault(r, {})[q] = {d: float(f(float(len(lst) - i))) for i, d in enumerate(lst)}
    return runs
def multi(profiles, tf=None):
    runs = {}
    for q, p in profiles.items():
        runs_of(p, q, tf, runs)
    return runs
def fz(runs, m, **kw):
    return rankagg.fuse(runs, m, **kw)
def order(res, q='q1'):
    return [str(d) for d in res[q]]
def attempt(m, fn):
    try:
        return fn()
    except Exception as exc:
        bad.append(f'{m}: {type(exc).__name__}: {str(exc)[:160]}')
        return None
def prefer(profile, items):
    P = {(a, b): 0 for a in items for b in items if a != b}
    for lst in profile.values():
        pos = {d: i for i, d in enumerate(lst)}
        for a, b in P:
            if a in pos and b in pos and pos[a] < pos[b]:
                P[a, b] += 1
    return P
def kendall_cost(o, P):
    return sum(P[o[j], o[i]] for i in range(len(o)) for j in range(i + 1, len(o)))
def kemeny_best(profile, items):
    P = prefer(profile, items)
    costs = {p: kendall_cost(p, P) for p in itertools.permutations(sorted(items))}
    least = min(costs.values())
    return least, [list(p) for p, c in costs.items() if c == least]
def kemeny_dp(P, items):
    items = list(items); n = len(items)
    best = {0: 0}
    for mask in range(1 << n):
        if mask not in best:
            continue
        for x in range(n):
            if mask >> x & 1:
                continue
            add = sum(P[items[y], items[x]] for y in range(n) if not (mask >> y & 1) and y != x)
            m2 = mask | 1 << x
            if best[mask] + add < best.get(m2, 1 << 60):
                best[m2] = best[mask] + add
    return best[(1 << n) - 1]
def majority_wins(P, items):
    return {a: sum(1 for b in items if b != a and P[a, b] > P[b, a]) - sum(1 for b in items if b != a and P[b, a] > P[a, b])
            for a in items}
def cw(P, items):
    w = [a for a in items if all(P[a, b] > P[b, a] for b in items if b != a)]
    return w[0] if w else None
def cl(P, items):
    w = [a for a in items if all(P[a, b] < P[b, a] for b in items if b != a)]
    return w[0] if w else None
def shuffled(rng, items):
    o = list(items); rng.shuffle(o); return o
def not_lowered(m, a, b, moved):
    # monotonicity: each query's raised document is not placed lower after the raise
    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))
    for q, d in (moved.items() if ra is not None and rb is not None else []):
        if order(rb, q).index(d) > order(ra, q).index(d):
            bad.append(f'{m} {q}: raising {d} moved it from place {order(ra, q).index(d) + 1} to {order(rb, q).index(d) + 1}')
def verdict():
    print('same' if not bad else 'differs: ' + ' | '.join(bad[:8]) + (f' (+{len(bad) - 8} more)' if len(bad) > 8 else ''))
"""[1:]

_SUP = """
from rankagg.data.rankings import Rankings
from rankagg.methods.registry import make_method
def build(queries, names, labels):
    offs = [0]; ranks = []; qids = []; docids = []; labs = []
    for q, prof in queries.items():
        docs = sorted({d for l in prof.values() for d in l})
        for d in docs:
            ranks.append([prof[r].index(d) + 1 if d in prof[r] else np.nan for r in names])
            docids.append(d); labs.append(labels[q][d])
        offs.append(offs[-1] + len(docs)); qids.append(q)
    return Rankings(offsets=np.array(offs, dtype=np.int64), ranks=np.array(ranks, dtype=float), qids=np.array(qids),
                    docids=np.array(docids), ranker_names=tuple(names), labels=np.array(labs, dtype=np.int64))
def synth(seed, n_q=30, n_d=10, names=('good', 'mid', 'bad', 'noise'), noise=(0.3, 1.0, 2.0, 5.0)):
    rng = random.Random(seed); qs = {}; labels = {}
    for qi in range(n_q):
        docs = [f'q{qi}d{i}' for i in range(n_d)]
        lab = {d: rng.choice([0, 0, 1, 2]) for d in docs}
        if not any(lab.values()):
            lab[docs[0]] = 2
        qs[f'q{qi}'] = {r: sorted(docs, key=lambda d: -(lab[d] + rng.gauss(0, nz))) for r, nz in zip(names, noise)}
        labels[f'q{qi}'] = lab
    return qs, labels
def orders_of(R, scores):
    out = {}
    for k, sl in enumerate(R.query_slices()):
        ids = [str(x) for x in R.docids[sl]]; sc = np.asarray(scores)[sl]
        out[str(R.qids[k])] = [ids[i] for i in sorted(range(len(ids)), key=lambda i: -sc[i])]
    return out
"""

_CMP = """
import pandas as pd
def table_scores(t):
    return {str(q): dict(zip(g['item'].astype(str), g['score'])) for q, g in t.groupby('query', sort=False)}
def table_order(t):
    return {str(q): list(g.sort_values('rank')['item'].astype(str)) for q, g in t.groupby('query', sort=False)}
INV = {'win': 'loss', 'loss': 'win', 'tie': 'tie'}
# two queries of comparisons: each pair of 5 items judged twice (balanced), majority cycles and ties, by judges j0..j3
rng = random.Random(50)
rows = []
for q in ['q1', 'q2']:
    items = [f'{q}i{k}' for k in range(5)]
    for a, b in itertools.combinations(items, 2):
        for t in range(2):
            o = rng.choice(['win', 'win', 'loss', 'loss', 'tie'])
            rows.append({'query': q, 'item_a': a, 'item_b': b, 'outcome': o, 'judge': f'j{(len(rows)) % 4}'})
RULES = ['davidson', 'arena', 'rank_centrality', 'borda_wins', 'bradley_terry', 'thurstone', 'copeland', 'mc4', 'mpm', 'svp',
         'kemeny', 'condorcet']
"""


def fifteenth_bar_axioms_cases() -> list[Case]:
    """Issue 45's fifteenth bar: a methods auditor's day.  For each method family ``rankagg methods`` registers,
    the properties the docs or the method's paper promise, and the classic axioms where the method's definition
    forces them: unanimity and Pareto, Condorcet winner / loser / Smith-set consistency (Copeland, Kemeny,
    Condorcet-fuse, MCLK, MC4), neutrality and anonymity, Borda's reversal symmetry, homogeneity, monotonicity,
    Kemeny against brute force, the documented tie rule on every method, a weight of 2 against a duplicated ranker
    for the linear methods, invariance of rank-based methods under monotone score transforms, seeds.  Every
    reference is computed inside the case by brute force from the axiom's statement; a method is held only to what
    its definition or docs make it satisfy (Borda is not Condorcet-consistent: no case asks it)."""
    G = FIFTEENTH_AXIOMS

    def ok(id: str, what: str, code: str, why: str, timeout: float = 240) -> Case:
        return Case(id, G, what, code=_U15 + code + "verdict()\n", expect="ok", check=stdout_has("same"),
                    memory_gb=4.0, timeout=timeout, why=why)


    cases = [
        # ------------------------------------------------------------------ unanimity and Pareto
        ok("u15a_unanimous_first_partial_lists", "partial lists of lengths 3-7 over 8 documents on 4 queries, one "
           "document first in every list and the rest in disagreement: it is the consensus's first for every "
           "unsupervised method (MC1-MC4 included: it is their chains' sink)",
           "rng = random.Random(4)\n"
           "profiles = {}; tops = {}\n"
           "for qi in range(4):\n"
           "    docs = [f'q{qi}d{i}' for i in range(8)]\n"
           "    top = docs[rng.randrange(8)]; tops[f'q{qi}'] = top\n"
           "    rest = [d for d in docs if d != top]\n"
           "    profiles[f'q{qi}'] = {r: [top] + shuffled(rng, rest)[:rng.randrange(2, 7)] for r in ['r1', 'r2', 'r3', 'r4', 'r5']}\n"
           "runs = multi(profiles)\n"
           "for m in [x for x in ALL if x not in ('svp', 'self_train')]:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q in (profiles if res is not None else []):\n"
           "        if order(res, q)[0] != tops[q]:\n"
           "            bad.append(f'{m} {q}: first {order(res, q)[0]} where every list starts with {tops[q]}')\n",
           "a document every list ranks first has the best points, normalised score, rank statistic and votes, beats "
           "every other in every list (pairwise, Plackett-Luce with unranked=below), and is the sink of Dwork et al.'s "
           "MC1-MC4 (WWW 2001 §4.3): with teleport 0.05 and 8 documents its stationary mass 1 / (1 + 0.05 x 7) = 0.74 "
           "exceeds the rest together"),
        # ------------------------------------------------------------------ Condorcet
        ok("u15a_condorcet_winner_first", "40 random profiles of 7 full rankings of 5 documents: where a Condorcet "
           "winner exists (by brute-force majority counts) Kemeny's default solver, Condorcet-fuse started from Copeland "
           "and its 'wins' rule, MCLK and MC4 put it first",
           "rng = random.Random(5)\n"
           "profiles = {}\n"
           "for qi in range(40):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(7)}\n"
           "runs = multi(profiles)\n"
           "wins = {q: cw(prefer(p, sorted(p['r0'])), sorted(p['r0'])) for q, p in profiles.items()}\n"
           "assert sum(w is not None for w in wins.values()) >= 10\n"
           "for m in ['kemeny', 'condorcet(start=copeland)', 'condorcet(rule=wins)', 'mclk', 'mc4', 'mc4(teleport=0.15)']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, w in (wins.items() if res is not None else []):\n"
           "        if w is not None and order(res, q)[0] != w:\n"
           "            bad.append(f'{m} {q}: first {order(res, q)[0]}, Condorcet winner {w}')\n",
           "Kemeny (Condorcet-consistent), Condorcet-fuse (Montague & Aslam "
           "§3: the winner wins every comparison of the sort, whatever the start; 'wins': n - 1 only for the winner), MCLK (Dwork et al. §4.2: local Kemenization satisfies "
           "the extended Condorcet criterion) and MC4 (§4.3: the winner is the chain's sink; with teleport 0.05 and 5 "
           "documents its mass 1 / 1.2 exceeds the others')"),
        ok("u15a_condorcet_winner_first_partial_below", "30 profiles of 5 partial lists (3-6 of 6 documents) with "
           "unranked='below': the Condorcet winner under 'an unranked document counts below the list' is first for "
           "copeland, kemeny, condorcet, mclk and mc4 given unranked='below', and a Condorcet loser last (but in MC4)",
           "rng = random.Random(6)\n"
           "def prefer_below(profile, items):\n"
           "    P = {(a, b): 0 for a in items for b in items if a != b}\n"
           "    for lst in profile.values():\n"
           "        pos = {d: i for i, d in enumerate(lst)}\n"
           "        for a, b in P:\n"
           "            if a in pos and (b not in pos or pos[a] < pos[b]):\n"
           "                P[a, b] += 1\n"
           "    return P\n"
           "profiles = {}\n"
           "for qi in range(30):\n"
           "    docs = [f'q{qi}d{i}' for i in range(6)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs)[:rng.randrange(3, 7)] for j in range(5)}\n"
           "runs = multi(profiles)\n"
           "wins = {}; loss = {}\n"
           "for q, p in profiles.items():\n"
           "    items = sorted({d for l in p.values() for d in l})\n"
           "    wins[q] = cw(prefer_below(p, items), items); loss[q] = cl(prefer_below(p, items), items)\n"
           "assert sum(w is not None for w in wins.values()) >= 8\n"
           "for m in ['copeland', 'kemeny', 'condorcet', 'mclk', 'mc4']:\n"
           "    spec = m + \"(unranked='below')\"\n"
           "    res = attempt(spec, lambda: fz(runs, spec))\n"
           "    for q, w in (wins.items() if res is not None else []):\n"
           "        if w is not None and order(res, q)[0] != w:\n"
           "            bad.append(f'{spec} {q}: first {order(res, q)[0]}, Condorcet winner {w}')\n"
           "    for q, w in (loss.items() if res is not None and m != 'mc4' else []):\n"
           "        if w is not None and order(res, q)[-1] != w:\n"
           "            bad.append(f'{spec} {q}: last {order(res, q)[-1]}, Condorcet loser {w}')\n",
           "`rankagg methods copeland`: unranked='below' makes an unranked document count below the ranker's list; the "
           "majority relation is then the brute-force one computed here, and the methods are Condorcet-consistent on "
           "it (as in the full-list case)"),
        ok("u15a_condorcet_loser_last", "40 profiles of 7 full rankings of 5 documents: a Condorcet loser is last under "
           "Kemeny's default solver, Condorcet-fuse started from Copeland and its 'wins' rule, MCLK and MC4",
           "rng = random.Random(7)\n"
           "profiles = {}\n"
           "for qi in range(40):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(7)}\n"
           "runs = multi(profiles)\n"
           "loss = {q: cl(prefer(p, sorted(p['r0'])), sorted(p['r0'])) for q, p in profiles.items()}\n"
           "assert sum(w is not None for w in loss.values()) >= 10\n"
           "for m in ['kemeny', 'condorcet(start=copeland)', 'condorcet(rule=wins)', 'mclk', 'mc4']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, w in (loss.items() if res is not None else []):\n"
           "        if w is not None and order(res, q)[-1] != w:\n"
           "            bad.append(f'{m} {q}: last {order(res, q)[-1]}, Condorcet loser {w}')\n",
           "the loser loses every majority contest: Copeland -(n - 1), Kemeny improves by moving it down, the sort "
           "places it after everything it is compared with, and a locally Kemeny order has no adjacent pair against "
           "the majority; 'wins' gives the loser 0, alone; MC4 (Dwork et al. §4.3): only the uniform jump enters the "
           "loser (every document beats it), so its mass alpha / (n - 1 + alpha) is below every other's"),
        ok("u15a_smith_set_above_the_rest", "a top set {a, b, c} in a majority cycle, each beating each of d, e, f "
           "3-0 (20 queries, the bottom three shuffled per ranker): the extended Condorcet criterion puts the cycle's "
           "three first under Copeland, Kemeny, Condorcet-fuse and MCLK",
           "rng = random.Random(8)\n"
           "profiles = {}; tops = {}\n"
           "for qi in range(20):\n"
           "    a, b, c, d, e, f = [f'q{qi}{x}' for x in 'uvwxyz']\n"
           "    top = shuffled(rng, [a, b, c])\n"
           "    rot = [top, top[1:] + top[:1], top[2:] + top[:2]]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': rot[j] + shuffled(rng, [d, e, f]) for j in range(3)}\n"
           "    tops[f'q{qi}'] = {a, b, c}\n"
           "runs = multi(profiles)\n"
           "for m in ['copeland', 'kemeny', 'condorcet', 'condorcet(start=copeland)', 'mclk']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q in (profiles if res is not None else []):\n"
           "        if set(order(res, q)[:3]) != tops[q]:\n"
           "            bad.append(f'{m} {q}: {order(res, q)} with the Smith set {sorted(tops[q])}')\n",
           "extended Condorcet criterion (Truchon 1998; Dwork et al. WWW 2001 §4.2, which show local Kemenization "
           "satisfies it): if every member of C beats every member of C' by majority, C comes first; Kemeny orders "
           "satisfy it, Copeland's scores separate C (>= |C'| - |C| + 1) from C' (<= |C'| - |C| - 1), and a merge sort "
           "whose every cross comparison puts C first leaves C first"),
        ok("u15a_borda_winner_never_condorcet_loser", "60 profiles of 5 full rankings of 4 documents: Borda, mean rank "
           "and CombMNZ_rank never put a Condorcet loser first nor a Condorcet winner last, and rank a Condorcet "
           "winner above a Condorcet loser",
           "rng = random.Random(10)\n"
           "profiles = {}\n"
           "for qi in range(60):\n"
           "    docs = [f'q{qi}d{i}' for i in range(4)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "runs = multi(profiles)\n"
           "for m in ['borda', 'mean_rank', 'combmnz_rank']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, p in (profiles.items() if res is not None else []):\n"
           "        items = sorted(p['r0']); P = prefer(p, items); o = order(res, q)\n"
           "        w, l = cw(P, items), cl(P, items)\n"
           "        if (l is not None and o[0] == l) or (w is not None and o[-1] == w) or (w and l and o.index(w) > o.index(l)):\n"
           "            bad.append(f'{m} {q}: {o} with Condorcet winner {w}, loser {l}')\n",
           "Borda's score is sum_x P[a, x]: a Condorcet winner's exceeds m (n - 1) / 2, a loser's is below it "
           "(Fishburn & Gehrlein 1976), so neither can be ranked against the other; mean rank is Borda, and "
           "CombMNZ_rank with full lists is Borda times the same count (this is not Condorcet consistency, which Borda "
           "lacks and no case asks)"),
        # ------------------------------------------------------------------ reversal symmetry and homogeneity
        ok("u15a_reversal_symmetry", "40 profiles of 5 full rankings of 5 documents, then every ranking reversed: "
           "Borda's order reverses with scores m (n + 1) - s, Copeland's scores negate, mean rank reverses, CombSUM with "
           "norm='borda' reverses, and a unique Kemeny optimum reverses",
           "rng = random.Random(15)\n"
           "profiles = {}\n"
           "for qi in range(40):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "rev = {q: {r: l[::-1] for r, l in p.items()} for q, p in profiles.items()}\n"
           "a, b = multi(profiles), multi(rev)\n"
           "for m in ['borda', 'copeland', 'mean_rank', \"combsum(norm='borda')\", 'kemeny']:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q, p in profiles.items():\n"
           "        sa = sorted(ra[q].values())\n"
           "        if m == 'kemeny':\n"
           "            if len(kemeny_best(p, sorted(p['r0']))[1]) != 1:\n"
           "                continue\n"
           "        elif any(abs(x - y) <= 1e-9 * max(1, abs(x)) for x, y in zip(sa, sa[1:])):\n"
           "            continue\n"
           "        if order(rb, q) != order(ra, q)[::-1]:\n"
           "            bad.append(f'{m} {q}: {order(ra, q)} reversed is {order(rb, q)}')\n"
           "        if m == 'borda' and any(abs(rb[q][d] - (5 * 6 - ra[q][d])) > 1e-9 for d in ra[q]):\n"
           "            bad.append(f'borda {q}: reversed scores {dict(rb[q])} where m (n + 1) - s gives {[(d, 30 - v) for d, v in ra[q].items()]}')\n"
           "        if m == 'copeland' and any(abs(rb[q][d] + ra[q][d]) > 1e-9 for d in ra[q]):\n"
           "            bad.append(f'copeland {q}: reversed scores {dict(rb[q])} are not the negated {dict(ra[q])}')\n",
           "reversal symmetry (Saari): Borda's points n - r + 1 become r, so each score becomes m (n + 1) - s; "
           "every majority flips, so Copeland's wins minus losses negate and the Kendall cost of an order equals that "
           "of its reverse under the reversed profile; only profiles without tied scores (or with a unique Kemeny "
           "optimum) are compared, so no tie rule enters"),
        ok("u15a_homogeneity_every_ranker_twice", "20 queries of 4 partial lists, then every run given twice (the copy "
           "under another name): the consensus order is the same for the methods whose score scales or is unchanged "
           "when every ranker is duplicated",
           "rng = random.Random(16)\n"
           "profiles = {}\n"
           "for qi in range(20):\n"
           "    docs = [f'q{qi}d{i}' for i in range(7)]\n"
           "    profiles[f'q{qi}'] = {r: shuffled(rng, docs)[:rng.randrange(4, 8)] for r in ['r1', 'r2', 'r3']}\n"
           "a = multi(profiles)\n"
           "b = dict(a); b.update({r + '_copy': v for r, v in a.items()})\n"
           "for m in ['rrf', 'borda', 'dowdall', 'isr', 'combsum', 'combmnz', 'combmax', 'combmin', 'combmed', 'combanz',\n"
           "          'mean_rank', 'median_rank', 'geomean', 'rra_min', 'rra_median', 'rra_geom_mean', 'rra_mean',\n"
           "          'copeland', 'kemeny', 'condorcet', 'mclk', 'mc1', 'mc2', 'mc3', 'mc4', 'stagg_bc', 'stagg_rrf', 'stagg',\n"
           "          'vote_counting', 'combmnz_rank', \"kemeny(consensus='buckets')\"]:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q in profiles:\n"
           "        if order(ra, q) != order(rb, q):\n"
           "            bad.append(f'{m} {q}: {order(ra, q)} became {order(rb, q)}')\n",
           "homogeneity: sums of points or normalised scores double (CombMNZ, ISR: both factors double, x4), means, "
           "medians, extremes and geometric means of the rankers' values are unchanged, every majority and every "
           "Markov transition probability is unchanged (MC1-MC4 pick lists and documents in proportion), St.Agg "
           "averages over rankers, the tie rule's counts all double, and the mean rank's p-value is monotone in the "
           "mean for a fixed number of lists; the rules with a prior or a p-value over order statistics are left out"),
        # ------------------------------------------------------------------ monotonicity
        ok("u15a_monotone_raise_positional", "30 queries of 5 full rankings of 6 documents; in each, one ranker's "
           "document at a random place swaps with the one above it: that document's consensus position does not get "
           "worse under the positional, rank-statistic, Copeland and minmax-Comb methods",
           "rng = random.Random(17)\n"
           "profiles = {}; raised = {}; moved = {}\n"
           "for qi in range(30):\n"
           "    docs = [f'q{qi}d{i}' for i in range(6)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    r = f'r{rng.randrange(5)}'; i = rng.randrange(1, 6)\n"
           "    new = dict(prof); o = list(prof[r]); o[i - 1], o[i] = o[i], o[i - 1]; new[r] = o\n"
           "    profiles[f'q{qi}'] = prof; raised[f'q{qi}'] = new; moved[f'q{qi}'] = o[i - 1]\n"
           "a, b = multi(profiles), multi(raised)\n"
           "for m in ['borda', 'rrf', 'dowdall', 'isr', 'log_isr', 'combmnz_rank', 'mean_rank', 'median_rank', 'geomean',\n"
           "          'rra_min', 'rra_median', 'rra_mean', 'rra_geom_mean', 'rra', 'stuart', 'copeland',\n"
           "          'combsum', 'combmnz', 'combmax', 'combmin', 'combmed', 'combanz']:\n"
           "    not_lowered(m, a, b, moved)\n",
           "monotonicity: the swap raises d's points, normalised score (its score rises inside the list's range, so "
           "min-max is unchanged), rank statistics, majority record and best rank, lowers only the swapped "
           "document's, and leaves every other document's unchanged; d cannot fall behind anyone it was ahead of"),
        ok("u15a_monotone_kemeny_and_stagg", "30 queries: one ranker raises a document d over its neighbour c where "
           "the unique Kemeny order already has d above c: the Kemeny order is unchanged; and St.Agg's three variants "
           "do not move the raised document down",
           "rng = random.Random(18)\n"
           "profiles = {}; raised = {}; moved = {}; best = {}\n"
           "while len(profiles) < 30:\n"
           "    qi = len(profiles)\n"
           "    docs = [f'q{qi}d{i}' for i in range(6)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    c, opts = kemeny_best(prof, docs)\n"
           "    if len(opts) != 1:\n"
           "        continue\n"
           "    cands = [(r, i) for r, l in prof.items() for i in range(1, 6) if opts[0].index(l[i]) < opts[0].index(l[i - 1])]\n"
           "    if not cands:\n"
           "        continue\n"
           "    r, i = cands[rng.randrange(len(cands))]\n"
           "    new = dict(prof); o = list(prof[r]); o[i - 1], o[i] = o[i], o[i - 1]; new[r] = o\n"
           "    q = f'q{qi}'; profiles[q] = prof; raised[q] = new; moved[q] = o[i - 1]; best[q] = opts[0]\n"
           "a, b = multi(profiles), multi(raised)\n"
           "rb = attempt('kemeny', lambda: fz(b, 'kemeny'))\n"
           "for q in (profiles if rb is not None else []):\n"
           "    if order(rb, q) != best[q]:\n"
           "        bad.append(f'kemeny {q}: {order(rb, q)} after the raise, where {best[q]} stays the unique optimum')\n"
           "for m in STAGG:\n"
           "    not_lowered(m, a, b, moved)\n",
           "Kemeny: the raise lowers the cost of every order with d above c by one and raises the others' by one, so "
           "a unique optimum with d above c stays the unique optimum; St.Agg (Niu et al. §4.2): the raise increases "
           "p(d beats x) for every x and decreases every p(x beats d), so d's rank distribution dominates the old one "
           "and its expected utility (decreasing in rank) rises while every other document's does not"),
        # ------------------------------------------------------------------ Kemeny against brute force
        ok("u15a_kemeny_exact_solver_n14", "3 queries of 9 rankings over 14 documents (above exact_max, so the "
           "proof goes through SCCs and the integer programme), and 2 queries of 7 partial lists over 13 documents with "
           "unranked='below': kemeny(solver='exact') costs the subset-DP minimum",
           "rng = random.Random(20)\n"
           "profiles = {}\n"
           "for qi in range(3):\n"
           "    base = [f'q{qi}d{i:02d}' for i in range(14)]\n"
           "    prof = {}\n"
           "    for j in range(9):\n"
           "        o = list(base)\n"
           "        for _ in range(40):\n"
           "            i = rng.randrange(13); o[i], o[i + 1] = o[i + 1], o[i]\n"
           "        prof[f'r{j}'] = o\n"
           "    profiles[f'q{qi}'] = prof\n"
           "part = {f'p{qi}': {f'r{j}': shuffled(rng, [f'p{qi}d{i:02d}' for i in range(13)])[:rng.randrange(7, 14)] for j in range(7)} for qi in range(2)}\n"
           "def pref_below(p, items):\n"
           "    P = {(a, b): 0 for a in items for b in items if a != b}\n"
           "    for lst in p.values():\n"
           "        pos = {d: i for i, d in enumerate(lst)}\n"
           "        for a, b in P:\n"
           "            if a in pos and (b not in pos or pos[a] < pos[b]):\n"
           "                P[a, b] += 1\n"
           "    return P\n"
           "rp = attempt('kemeny below', lambda: fz(multi(part), \"kemeny(solver='exact', unranked='below')\"))\n"
           "for q, p in (part.items() if rp is not None else []):\n"
           "    items = sorted({d for l in p.values() for d in l}); P = pref_below(p, items)\n"
           "    got = kendall_cost(order(rp, q), P); least = kemeny_dp(P, items)\n"
           "    if got != least:\n"
           "        bad.append(f'below {q}: cost {got} where the optimum costs {least}')\n"
           "res = attempt('kemeny', lambda: fz(multi(profiles), \"kemeny(solver='exact')\"))\n"
           "for q, p in (profiles.items() if res is not None else []):\n"
           "    items = sorted(p['r0']); P = prefer(p, items)\n"
           "    got = kendall_cost(order(res, q), P); least = kemeny_dp(P, items)\n"
           "    if got != least:\n"
           "        bad.append(f'{q}: cost {got} where the optimum costs {least}')\n",
           "`rankagg methods kemeny`: solver=exact is 'exact for every query with a proof'; the subset DP here is "
           "exact for any n (Held-Karp over the Kendall cost)", timeout=300),
        ok("u15a_kemeny_borda_consistency_union", "two electorates (4 and 5 rankings of 6 documents) with the same "
           "unique Kemeny order and the same strict Borda order: their union has that Kemeny order and that Borda "
           "order (20 queries); RRF and Dowdall likewise where both electorates agree",
           "rng = random.Random(22)\n"
           "parts = {}\n"
           "while len(parts) < 20:\n"
           "    qi = len(parts)\n"
           "    base = shuffled(rng, [f'q{qi}d{i}' for i in range(6)])\n"
           "    def near(k, tag):\n"
           "        out = {}\n"
           "        for j in range(k):\n"
           "            o = list(base)\n"
           "            for _ in range(4):\n"
           "                i = rng.randrange(5); o[i], o[i + 1] = o[i + 1], o[i]\n"
           "            out[f'{tag}{j}'] = o\n"
           "        return out\n"
           "    e1, e2 = near(4, 'a'), near(5, 'b')\n"
           "    k1, k2 = kemeny_best(e1, base)[1], kemeny_best(e2, base)[1]\n"
           "    def bsc(e):\n"
           "        s = {d: 0 for d in base}\n"
           "        for l in e.values():\n"
           "            for i, d in enumerate(l):\n"
           "                s[d] += 6 - i\n"
           "        return s\n"
           "    b1, b2 = bsc(e1), bsc(e2)\n"
           "    o1, o2 = sorted(base, key=lambda d: -b1[d]), sorted(base, key=lambda d: -b2[d])\n"
           "    strict = len(set(b1.values())) == 6 and len(set(b2.values())) == 6\n"
           "    if len(k1) == 1 and k1 == k2 and strict and o1 == o2:\n"
           "        parts[f'q{qi}'] = ({**e1, **e2}, k1[0], o1)\n"
           "runs = multi({q: v[0] for q, v in parts.items()})\n"
           "rk = attempt('kemeny', lambda: fz(runs, 'kemeny')); rbo = attempt('borda', lambda: fz(runs, 'borda'))\n"
           "for m, pt in [('rrf', lambda i: 1 / (61 + i)), ('dowdall', lambda i: 1 / (1 + i))]:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, (u, k, bo) in (parts.items() if res is not None else []):\n"
           "        halves = [{r: l for r, l in u.items() if r[0] == h} for h in 'ab']\n"
           "        sc = [{d: sum(pt(l.index(d)) for l in e.values()) for d in k} for e in halves]\n"
           "        o1, o2 = (sorted(k, key=lambda d: -x[d]) for x in sc)\n"
           "        if o1 == o2 and all(len(set(x.values())) == len(k) for x in sc) and order(res, q) != o1:\n"
           "            bad.append(f'{m} {q}: {order(res, q)} where both electorates give {o1}')\n"
           "for q, (u, k, bo) in (parts.items() if rk is not None and rbo is not None else []):\n"
           "    if order(rk, q) != k:\n"
           "        bad.append(f'kemeny {q}: {order(rk, q)} where both electorates give {k}')\n"
           "    if order(rbo, q) != bo:\n"
           "        bad.append(f'borda {q}: {order(rbo, q)} where both electorates give {bo}')\n",
           "consistency (Young & Levenglick 1978 for Kemeny's rule; Young 1975 for scoring rules): the union's Kendall "
           "cost is the sum of the two, minimised uniquely by the order both minimise uniquely; Borda scores add"),
        # ------------------------------------------------------------------ the documented tie rule
        ok("u15a_tie_rule_condorcet_paradox_every_method", "three rankers in a Condorcet cycle (a Latin square of "
           "n1, n2, n3, the first ranker by name starting with n3), and a 4-item cyclic Latin square: every document is "
           "returned by all and ranked first once, so every neutral method ties them and the tie rule (smaller docid "
           "first) decides: n1, n2, n3 for every method (Condorcet-fuse: any rotation of the cycle)",
           "p1 = {'r1': ['n3', 'n1', 'n2'], 'r2': ['n1', 'n2', 'n3'], 'r3': ['n2', 'n3', 'n1']}\n"
           "p2 = {'r1': ['m4', 'm1', 'm2', 'm3'], 'r2': ['m3', 'm4', 'm1', 'm2'], 'r3': ['m2', 'm3', 'm4', 'm1'], 'r4': ['m1', 'm2', 'm3', 'm4']}\n"
           "run1, run2 = multi({'q1': p1}), multi({'q2': p2})\n"
           "c2, opts2 = kemeny_best(p2, ['m1', 'm2', 'm3', 'm4'])\n"
           "assert ['m1', 'm2', 'm3', 'm4'] in opts2\n"
           "for m in ALL:\n"
           "    res1 = attempt(m, lambda: fz(run1, m)); res2 = attempt(m, lambda: fz(run2, m))\n"
           "    if res1 is None or res2 is None:\n"
           "        continue\n"
           "    o1, o2 = order(res1, 'q1'), order(res2, 'q2')\n"
           "    if m == 'condorcet':\n"
           "        if o1 not in (['n1', 'n2', 'n3'], ['n2', 'n3', 'n1'], ['n3', 'n1', 'n2']):\n"
           "            bad.append(f'condorcet q1: {o1} is no Hamiltonian path of the majority cycle')\n"
           "        continue\n"
           "    if o1 != ['n1', 'n2', 'n3']:\n"
           "        bad.append(f'{m} q1: {o1} where the tie rule gives n1, n2, n3')\n"
           "    if o2 != ['m1', 'm2', 'm3', 'm4'] and m not in ('dibra', 'mallows_em'):\n"
           "        bad.append(f'{m} q2: {o2} where the tie rule gives m1 .. m4')\n",
           "docs/conventions.md: ties in a method's scores are broken by more rankers, then best local rank, then the "
           "smaller docid, and every output goes through it; both profiles are invariant under a cyclic renaming of "
           "items with a cyclic renaming of rankers, so every neutral and anonymous method scores them equally (up to "
           "rounding, which docs/methods.md says the rule absorbs); Kemeny's optimal orders include the house order, "
           "which 'the one nearest the house order' then is; the name-using methods start from the house order, the "
           "fourth ranker's own list in q2 (where DIBRA's and Mallows EM's weights, set by names, are not asked); "
           "each profile is fused alone, so the symmetry holds across the call"),
        ok("u15a_tie_rule_more_rankers_then_best_rank", "constructed exact ties: Dowdall / ISR / RRF k=0 give a "
           "document 2nd in two lists the same score as one 1st in one list (more rankers wins); Borda, mean and "
           "median rank, Copeland, Kemeny, Condorcet, CombSUM(borda), CombMNZ_rank, rra_mean, rra_median, MC4 and the "
           "pairwise models tie all four documents of two reversed lists (best local rank, then docid); CombSUM and "
           "CombMNZ with norm='none' tie 1 + 1 with 2 (more rankers)",
           "p1 = {'r1': ['aa', 'zz', 'x1'], 'r2': ['x2', 'zz', 'x3']}\n"
           "p2 = {'r1': ['zz', 'aa', 'y', 'x'], 'r2': ['x', 'y', 'aa', 'zz']}\n"
           "r1, r2 = multi({'q1': p1}), multi({'q1': p2})\n"
           "r3 = {'r1': {'q1': {'aa': 2.0, 'zz': 1.0, 'x1': 0.5}}, 'r2': {'q1': {'x2': 3.0, 'zz': 1.0}}}\n"
           "for m, want in [(\"combsum(norm='none')\", ['x2', 'zz', 'aa', 'x1']), (\"combmnz(norm='none')\", ['zz', 'x2', 'aa', 'x1'])]:\n"
           "    res = attempt(m, lambda: fz(r3, m))\n"
           "    if res is not None and order(res) != want:\n"
           "        bad.append(f'{m}: {order(res)} where the tie rule gives {want}')\n"
           "for m in ['dowdall', 'isr', 'rrf(k=0)']:\n"
           "    res = attempt(m, lambda: fz(r1, m))\n"
           "    if res is not None and order(res) != ['zz', 'aa', 'x2', 'x1', 'x3']:\n"
           "        bad.append(f'{m}: {order(res)} where the tie rule gives zz, aa, x2, x1, x3')\n"
           "for m in ['borda', 'mean_rank', 'median_rank', 'copeland', 'kemeny', 'condorcet', \"combsum(norm='borda')\",\n"
           "          'combmnz_rank', 'rra_mean', 'rra_median', 'mc4', 'bradley_terry', 'thurstone', 'mpm', 'svp']:\n"
           "    res = attempt(m, lambda: fz(r2, m))\n"
           "    if res is not None and order(res) != ['x', 'zz', 'aa', 'y']:\n"
           "        bad.append(f'{m}: {order(res)} where the tie rule gives x, zz, aa, y')\n",
           "Dowdall 1/2 + 1/2 = 1/1, ISR 2 (1/4 + 1/4) = 1 x 1; with two reversed lists of 4 every document has "
           "Borda 5, mean and median rank 2.5, every pair 1-1 (Copeland 0, every order Kemeny-optimal, no majority "
           "move in MC4, equal pairwise strengths); docs/conventions.md: more rankers, then best local rank (x and zz "
           "have 1, aa and y 2), then the smaller docid"),
        # ------------------------------------------------------------------ rank methods under monotone transforms
        ok("u15a_rank_methods_ignore_monotone_transforms", "4 runs of partial lists on 3 queries, then each run's "
           "scores mapped by its own strictly increasing, nonlinear function (exp(s / 3), s^3 + 5, 1000 + s / 1000, "
           "log s): the methods defined on ranks that carry no ranks-only tag (mean / median rank, RAGS's geometric "
           "mean, St.Agg, the learners on Borda / RRF, Comb with a rank norm) return the same scores, bit for bit",
           "rng = random.Random(25)\n"
           "a = {}\n"
           "for r in ['bm25', 'dense', 'splade', 'colbert']:\n"
           "    a[r] = {}\n"
           "    for qi in range(3):\n"
           "        docs = shuffled(rng, [f'q{qi}d{i}' for i in range(8)])[:rng.randrange(4, 9)]\n"
           "        a[r][f'q{qi}'] = {d: rng.uniform(1, 30) for d in docs}\n"
           "tf = {'bm25': lambda s: math.exp(s / 3), 'dense': lambda s: s ** 3 + 5, 'splade': lambda s: 1000 + s / 1000, 'colbert': math.log}\n"
           "b = {r: {q: {d: tf[r](s) for d, s in v.items()} for q, v in x.items()} for r, x in a.items()}\n"
           "for m in (['mean_rank', 'median_rank', 'geomean'] + STAGG + ['mallows_em', 'ulara', 'dibra', \"agreement(fusion='borda')\",\n"
           "          \"pseudo_qrels(fusion='rrf')\", \"combsum(norm='rank')\", \"combsum(norm='borda')\", \"combmnz(norm='reciprocal')\",\n"
           "          \"combmax(norm='rank')\", \"combmed(norm='borda')\"]):\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q in ra:\n"
           "        if list(ra[q].items()) != list(rb[q].items()):\n"
           "            bad.append(f'{m} {q}: {list(ra[q].items())[:2]} became {list(rb[q].items())[:2]}')\n",
           "docs/methods.md: the 'ranks-only' tag means the method 'does not read the input scores'; ranks come from "
           "the scores' order (docs/conventions.md) and no transform here changes an order; mean/median rank, RAGS's "
           "geometric mean, St.Agg, Mallows EM, ULARA, DIBRA and Comb with a rank-based norm are defined on ranks too"),
        # ------------------------------------------------------------------ seeds
        ok("u15a_seed_supervised_methods", "supervised methods fitted twice on the same labelled queries with the same "
           "random_state give the same scores bit for bit (lr_agg, mallapp, lambdamart), and "
           "the stochastic ones (lr_agg's random initialisation, mallapp's sampled gradients, lambdamart's bagging) "
           "give other scores with another random_state",
           _SUP +
           "qs, labels = synth(29)\n"
           "R = build(qs, ['good', 'mid', 'bad', 'noise'], labels)\n"
           "tr, va, te = R.select_queries(list(range(16))), R.select_queries(list(range(16, 22))), R.select_queries(list(range(22, 30)))\n"
           "def fitrun(spec):\n"
           "    return np.asarray(make_method(spec).fit(tr, va).aggregate(te.without_labels()), dtype=float)\n"
           "for base, differs in [('lr_agg(n_iter=20, random_state={})', True),\n"
           "                      ('mallapp(n_iter=5, random_state={})', True),\n"
           "                      ('lambdamart(n_estimators=20, min_data_in_leaf=3, early_stopping=5, methods=[\"borda\", \"rrf\"], random_state={})', True)]:\n"
           "    a = attempt(base, lambda: fitrun(base.format(5))); b = attempt(base, lambda: fitrun(base.format(5)))\n"
           "    if a is not None and b is not None and a.tobytes() != b.tobytes():\n"
           "        bad.append(f'{base.format(5)}: two fits with one seed differ')\n"
           "    if differs:\n"
           "        c = attempt(base, lambda: fitrun(base.format(6)))\n"
           "        if a is not None and c is not None and a.tobytes() == c.tobytes():\n"
           "            bad.append(f'{base}: seeds 5 and 6 give the same bits')\n",
           "docs/conventions.md 'Determinism' (same input and random_state, same output, bit for bit); lr_agg's "
           "init_scale draws the initial weights, mallapp samples by MCMC (n_samples, burn_in), LightGBM's bagging_fraction "
           "0.8 and feature_fraction 0.7 draw with the seed: a seed that changes nothing is not used", timeout=300),
        # ------------------------------------------------------------------ supervised: where an axiom makes sense
        ok("u15a_supervised_unanimous_test_query", "supervised methods trained on labelled synthetic queries (4 rankers "
           "of different noise), then applied to test queries where all four rankers give the same order: best_input, "
           "cps, mallows_exact, mallapp and RAGS with nonnegative (nnls) weights return that order",
           _SUP +
           "qs, labels = synth(30)\n"
           "names = ['good', 'mid', 'bad', 'noise']\n"
           "R = build(qs, names, labels)\n"
           "tr, va = R.select_queries(list(range(20))), R.select_queries(list(range(20, 30)))\n"
           "rng = random.Random(31)\n"
           "tq = {}; tl = {}\n"
           "for qi in range(5):\n"
           "    docs = shuffled(rng, [f't{qi}d{i}' for i in range(8)])\n"
           "    tq[f't{qi}'] = {r: docs for r in names}; tl[f't{qi}'] = {d: 0 for d in docs}\n"
           "T = build(tq, names, tl).without_labels()\n"
           "for spec in ['best_input', 'cps', 'mallows_exact', 'mallapp(n_iter=10)', \"rags_top(weights='nnls')\", \"rags_bottom(weights='nnls')\"]:\n"
           "    got = attempt(spec, lambda: orders_of(T, make_method(spec).fit(tr, va).aggregate(T)))\n"
           "    for q in (tq if got is not None else []):\n"
           "        if got[q] != tq[q]['good']:\n"
           "            bad.append(f'{spec} {q}: {got[q]} where every ranker gives {tq[q][\"good\"]}')\n",
           "unanimity where the model forces it: best_input returns one ranker's order; CPS (Qin et al. 2010) and "
           "the Mallows models put most mass on the permutation closest to every ranker when the dispersions are "
           "nonnegative (a ranker that agrees with the labels gets theta > 0), and RAGS with nnls weights is a "
           "nonnegative combination of identical rank vectors; a score tie goes to the best local rank "
           "(docs/conventions.md), which is that order", timeout=300),
        ok("u15a_fitted_models_map_rankers_by_name", "models fitted on rankers (good, mid, bad, noise) applied to test "
           "queries whose columns come in another order (noise, good, bad, mid; same names): each document's score is "
           "the same as with the training order (best_input, rags_top, cps, rankagg_sup, lambdamart)",
           _SUP +
           "qs, labels = synth(33)\n"
           "R = build(qs, ['good', 'mid', 'bad', 'noise'], labels)\n"
           "tr, va, te = R.select_queries(list(range(16))), R.select_queries(list(range(16, 22))), R.select_queries(list(range(22, 30))).without_labels()\n"
           "tp = te.select_rankers([3, 0, 2, 1])\n"
           "assert tp.ranker_names == ('noise', 'good', 'bad', 'mid')\n"
           "for spec in ['best_input', 'rags_top', 'cps', 'rankagg_sup(max_iter=10)',\n"
           "             'lambdamart(n_estimators=20, min_data_in_leaf=3, early_stopping=5, methods=[\"borda\", \"rrf\"])']:\n"
           "    def both():\n"
           "        mdl = make_method(spec).fit(tr, va)\n"
           "        return np.asarray(mdl.aggregate(te), dtype=float), np.asarray(mdl.aggregate(tp), dtype=float)\n"
           "    try:\n"
           "        r = both()\n"
           "    except ValueError as exc:\n"
           "        r = None\n"
           "        if 'ranker' not in str(exc) and 'order' not in str(exc):\n"
           "            bad.append(f'{spec}: {exc}')\n"
           "    except Exception as exc:\n"
           "        r = None; bad.append(f'{spec}: {type(exc).__name__}: {exc}')\n"
           "    if r is not None and not np.allclose(r[0], r[1], rtol=1e-9, atol=1e-12):\n"
           "        bad.append(f'{spec}: scores change with the column order ({np.abs(r[0] - r[1]).max():.3g})')\n",
           "a fitted model holds a weight or choice per named ranker (docs/conventions.md: ranker names = run tags); "
           "the same rankers in another column order are the same input, so the scores must follow the names (or a "
           "clear refusal), never the positions"),
        # ------------------------------------------------------------------ definitions against brute force
        ok("u15a_adjacent_pairs_follow_the_majority", "random profiles with majority cycles (7 rankers, 8 documents, "
           "partial lists) and 20-document queries beyond Kemeny's exact_max: every adjacent pair of Condorcet-fuse's, "
           "MCLK's and Kemeny's (local search) output agrees with its majority or ties",
           "rng = random.Random(39)\n"
           "profiles = {}\n"
           "for qi in range(16):\n"
           "    docs = [f'q{qi}d{i:02d}' for i in range(8 if qi < 12 else 20)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs)[:rng.randrange(len(docs) // 2, len(docs) + 1)] for j in range(7)}\n"
           "runs = multi(profiles)\n"
           "for m in ['condorcet', 'condorcet(start=copeland)', 'mclk', \"mclk(base='borda')\", \"mclk(base='rrf')\", 'kemeny']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, p in (profiles.items() if res is not None else []):\n"
           "        o = order(res, q); P = prefer(p, o)\n"
           "        viol = [(a, b, P[a, b], P[b, a]) for a, b in zip(o, o[1:]) if P[b, a] > P[a, b]]\n"
           "        if viol:\n"
           "            bad.append(f'{m} {q}: adjacent pairs against the majority {viol[:2]}')\n",
           "Montague & Aslam §3: Condorcet-fuse sorts by the majority comparator, so its output is a Hamiltonian path "
           "of the Condorcet graph (a merge sort places each element next to one it beat or tied); Dwork et al. §4.2: "
           "local Kemenization leaves no adjacent pair against the majority, and Kemeny's local search (moves) ends "
           "in such an order; unranked='none': a pair counts in the lists ranking both"),
        # ------------------------------------------------------------------ more axioms
        ok("u15a_participation_scoring_rules", "40 profiles of 5 full rankings of 5 documents; a sixth ranker who puts a "
           "above b joins: if the consensus had a above b it still does, under Borda, RRF, Dowdall, ISR, mean rank and "
           "CombSUM(borda) (scoring rules satisfy participation)",
           "rng = random.Random(40)\n"
           "before, after, pairs = {}, {}, {}\n"
           "for qi in range(40):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    new = shuffled(rng, docs)\n"
           "    before[f'q{qi}'] = prof; after[f'q{qi}'] = {**prof, 'r9': new}\n"
           "    pairs[f'q{qi}'] = [(a, b) for i, a in enumerate(new) for b in new[i + 1:]]\n"
           "a, b = multi(before), multi(after)\n"
           "for m in ['borda', 'rrf', 'dowdall', 'isr', 'mean_rank', \"combsum(norm='borda')\"]:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q, ps in pairs.items():\n"
           "        oa, ob = order(ra, q), order(rb, q)\n"
           "        sa = ra[q]\n"
           "        flips = [(x, y) for x, y in ps if oa.index(x) < oa.index(y) and ob.index(x) > ob.index(y)\n"
           "                 and abs(sa[x] - sa[y]) > 1e-9 * max(1, abs(sa[x]))]\n"
           "        if flips:\n"
           "            bad.append(f'{m} {q}: a new ranker with {flips[0][0]} above {flips[0][1]} flipped them')\n",
           "a scoring rule adds the new ballot's points, which are larger for a than for b, so a strict lead of a over "
           "b grows (Young 1975: scoring rules are consistent and satisfy participation); ties before are left out "
           "(the tie rule's counts change)"),
        ok("u15a_cancellation_reversed_pair", "40 profiles of 5 full rankings of 5 documents, then a ranking and its "
           "reverse added: Borda, mean rank, CombSUM(borda) and Copeland keep their order (where no score tied) and a "
           "unique Kemeny order stays",
           "rng = random.Random(41)\n"
           "before, after = {}, {}\n"
           "for qi in range(40):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    x = shuffled(rng, docs)\n"
           "    before[f'q{qi}'] = prof; after[f'q{qi}'] = {**prof, 'r8': x, 'r9': x[::-1]}\n"
           "a, b = multi(before), multi(after)\n"
           "for m in ['borda', 'mean_rank', \"combsum(norm='borda')\", 'copeland', 'kemeny']:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q, p in before.items():\n"
           "        if m == 'kemeny':\n"
           "            if len(kemeny_best(p, sorted(p['r0']))[1]) != 1:\n"
           "                continue\n"
           "        else:\n"
           "            sv = sorted(ra[q].values())\n"
           "            if any(abs(u - v) <= 1e-9 * max(1, abs(u)) for u, v in zip(sv, sv[1:])):\n"
           "                continue\n"
           "        if order(ra, q) != order(rb, q):\n"
           "            bad.append(f'{m} {q}: {order(ra, q)} became {order(rb, q)} after a ranking and its reverse')\n",
           "cancellation (Young 1974): a ranking and its reverse give every document n + 1 Borda points together and "
           "every pair one vote each way, so Borda differences, every majority and every Kendall cost difference "
           "are unchanged"),
        ok("u15a_kemeny_local_iia", "30 profiles of 5 rankings of 6 documents with a unique Kemeny order: the "
           "order's last document removed from every ranking leaves the other five in the same order (and the first "
           "removed likewise)",
           "rng = random.Random(42)\n"
           "profs = {}; best = {}\n"
           "while len(profs) < 30:\n"
           "    qi = len(profs)\n"
           "    docs = [f'q{qi}d{i}' for i in range(6)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    c, opts = kemeny_best(prof, docs)\n"
           "    if len(opts) == 1:\n"
           "        profs[f'q{qi}'] = prof; best[f'q{qi}'] = opts[0]\n"
           "for cut, name in ((-1, 'last'), (0, 'first')):\n"
           "    red = {q: {r: [d for d in l if d != best[q][cut]] for r, l in p.items()} for q, p in profs.items()}\n"
           "    res = attempt('kemeny', lambda: fz(multi(red), 'kemeny'))\n"
           "    for q in (profs if res is not None else []):\n"
           "        want = [d for d in best[q] if d != best[q][cut]]\n"
           "        if order(res, q) != want:\n"
           "            bad.append(f'{q} without its {name}: {order(res, q)} where {want} stays the unique optimum')\n",
           "local independence of irrelevant alternatives (Young 1995): removing the top or bottom document of the "
           "Kemeny order removes a constant from every remaining order's cost, so the rest of a unique optimum stays "
           "the unique optimum"),
        ok("u15a_same_statistic_two_names", "full rankings of 7 documents by 5 rankers on 12 queries: statistics that "
           "are one statistic under two names give one order: Borda = mean rank = rra_mean (mean normalised rank), "
           "median_rank = rra_median, geomean = rra_geom_mean, rra_min = best rank",
           "rng = random.Random(43)\n"
           "profiles = {}\n"
           "for qi in range(12):\n"
           "    docs = [f'q{qi}d{i}' for i in range(7)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "runs = multi(profiles)\n"
           "res = {m: attempt(m, lambda: fz(runs, m)) for m in ['borda', 'mean_rank', 'rra_mean', 'median_rank', 'rra_median',\n"
           "                                                    'geomean', 'rra_geom_mean', 'rra_min']}\n"
           "def stat(p, f):\n"
           "    return {d: f(sorted(l.index(d) + 1 for l in p.values())) for d in p['r0']}\n"
           "refs = {'borda': lambda v: -sum(v), 'median_rank': lambda v: -v[len(v) // 2], 'geomean': lambda v: -sum(map(math.log, v)),\n"
           "        'rra_min': lambda v: -v[0]}\n"
           "groups = [('borda', ['mean_rank', 'rra_mean']), ('median_rank', ['rra_median']), ('geomean', ['rra_geom_mean']), ('rra_min', [])]\n"
           "for head, same in groups:\n"
           "    for m in [head] + same:\n"
           "        if res[m] is None:\n"
           "            continue\n"
           "        for q, p in profiles.items():\n"
           "            s = stat(p, refs[head])\n"
           "            o = order(res[m], q)\n"
           "            got = res[m][q]\n"
           "            bad_pairs = [(x, y) for i, x in enumerate(o) for y in o[i + 1:] if s[x] < s[y] - 1e-9\n"
           "                         and abs(got[x] - got[y]) > 1e-9 * max(1, abs(got[x]))]\n"
           "            if bad_pairs:\n"
           "                bad.append(f'{m} {q}: {bad_pairs[0][0]} above {bad_pairs[0][1]} against the {head} statistic')\n",
           "`rankagg methods`: mean_rank is the mean rank (Borda's points are n + 1 minus it), rra_mean / rra_median / "
           "rra_geom_mean / rra_min are R's mean / median / geometric mean / min of the normalised ranks r / N (N fixed "
           "in a query: the same order), median_rank Fagin et al.'s median rank, geomean RAGS's geometric mean of "
           "normalised ranks; an odd number of rankers makes the median one value; ties are left to the tie rule"),
        ok("u15a_round_robin_models_follow_wins", "full rankings (every pair compared by every ranker, a balanced round "
           "robin) of 6 documents by 5 rankers on 15 queries: Bradley-Terry and Thurstone (any alpha) order by total "
           "pairwise wins, i.e. by Borda score, wherever those differ",
           "rng = random.Random(44)\n"
           "profiles = {}\n"
           "for qi in range(15):\n"
           "    docs = [f'q{qi}d{i}' for i in range(6)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "runs = multi(profiles)\n"
           "for m in ['bradley_terry', 'thurstone', 'bradley_terry(alpha=10)', 'thurstone(alpha=0.1)']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, p in (profiles.items() if res is not None else []):\n"
           "        P = prefer(p, p['r0']); w = {a: sum(P[a, b] for b in p['r0'] if b != a) for a in p['r0']}\n"
           "        o = order(res, q)\n"
           "        viol = [(x, y) for i, x in enumerate(o) for y in o[i + 1:] if w[x] < w[y]]\n"
           "        if viol:\n"
           "            bad.append(f'{m} {q}: {viol[0][0]} ({w[viol[0][0]]} wins) above {viol[0][1]} ({w[viol[0][1]]} wins)')\n",
           "Zermelo 1929 / Ford 1957: with every pair compared equally often, the likelihood equations are sum_j m "
           "F(s_i - s_j) = W_i (minus alpha s_i with the ridge), whose left side rises with s_i, so s_i > s_k whenever "
           "W_i > W_k for any increasing F (logistic: Bradley-Terry, Phi: Thurstone) and any alpha >= 0"),
        ok("u15a_reversal_symmetry_pairwise_models", "30 profiles of 5 full rankings of 5 documents reversed: "
           "Bradley-Terry and Thurstone reverse their order with the centred scores negated",
           "rng = random.Random(45)\n"
           "profiles = {}\n"
           "for qi in range(30):\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "rev = {q: {r: l[::-1] for r, l in p.items()} for q, p in profiles.items()}\n"
           "a, b = multi(profiles), multi(rev)\n"
           "for m in ['bradley_terry', 'thurstone']:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q in profiles:\n"
           "        ca = {d: v - sum(ra[q].values()) / 5 for d, v in ra[q].items()}\n"
           "        cb = {d: v - sum(rb[q].values()) / 5 for d, v in rb[q].items()}\n"
           "        if any(abs(ca[d] + cb[d]) > 1e-6 for d in ca):\n"
           "            bad.append(f'{m} {q}: centred scores {ca} and reversed {cb} are not opposite')\n"
           "        sv = sorted(ra[q].values())\n"
           "        if all(v - u > 1e-6 for u, v in zip(sv, sv[1:])) and order(rb, q) != order(ra, q)[::-1]:\n"
           "            bad.append(f'{m} {q}: {order(ra, q)} reversed gives {order(rb, q)}')\n",
           "both models are symmetric in the two sides of a comparison (P(i beats j) = F(s_i - s_j), F(-x) = 1 - F(x)) "
           "with a symmetric Gaussian prior: reversing every ranking swaps every win and loss, and -s maximises the "
           "new posterior"),
        ok("u15a_rra_exact_and_bonferroni_agree", "gene-style lists on 4 queries: rra(exact=True) and the default "
           "Bonferroni rra order the items whose Bonferroni p is below 1 alike, and the exact p is never larger",
           "rng = random.Random(46)\n"
           "profiles = {}\n"
           "for qi in range(4):\n"
           "    genes = [f'g{qi}_{i:02d}' for i in range(30)]\n"
           "    sig = genes[:4]\n"
           "    profiles[f'q{qi}'] = {f'study{j}': sig[:rng.randrange(2, 5)] + shuffled(rng, genes[4:])[:rng.randrange(6, 20)] for j in range(6)}\n"
           "    for r, l in profiles[f'q{qi}'].items():\n"
           "        rng.shuffle(l)\n"
           "runs = multi(profiles)\n"
           "rb = attempt('rra', lambda: fz(runs, 'rra')); rx = attempt('rra(exact=True)', lambda: fz(runs, 'rra(exact=True)'))\n"
           "for q in (profiles if rb is not None and rx is not None else []):\n"
           "    low = [d for d in rb[q] if rb[q][d] > 1e-12]\n"
           "    if [d for d in order(rx, q) if d in low] != [d for d in order(rb, q) if d in low]:\n"
           "        bad.append(f'{q}: exact {[d for d in order(rx, q) if d in low][:5]} vs Bonferroni {low[:5]}')\n"
           "    worse = [d for d in rb[q] if rx[q][d] < rb[q][d] - 1e-9]\n"
           "    if worse:\n"
           "        bad.append(f'{q}: exact -log10 p below Bonferroni for {worse[:3]}')\n",
           "`rankagg methods rra`: exact=False gives p = min(n rho, 1) (Bonferroni), exact=True the exact p-value of "
           "rho (Kolde et al. §2.3); both are increasing in rho, and the exact p <= n rho by the union bound; the "
           "fused score is -log10 p (higher is better)"),
        ok("u15a_large_k_limits", "full rankings on 10 queries: RRF with k = 1e6 orders as Borda (1 / (k + r) is "
           "affine in r to first order), and St.Agg with utility rrf and C = 1e6 orders as St.Agg with the Borda utility "
           "(same pairwise model), wherever the Borda-side scores differ by more than 1e-9 relative",
           "rng = random.Random(47)\n"
           "profiles = {}\n"
           "for qi in range(10):\n"
           "    docs = [f'q{qi}d{i}' for i in range(7)]\n"
           "    profiles[f'q{qi}'] = {f'r{j}': shuffled(rng, docs) for j in range(4)}\n"
           "runs = multi(profiles)\n"
           "for lim, ref in [('rrf(k=1000000)', 'borda'), (\"stagg(utility='rrf', c=1000000)\", \"stagg(utility='borda')\")]:\n"
           "    ra = attempt(lim, lambda: fz(runs, lim)); rr = attempt(ref, lambda: fz(runs, ref))\n"
           "    if ra is None or rr is None:\n"
           "        continue\n"
           "    for q in profiles:\n"
           "        s = rr[q]; o = order(ra, q)\n"
           "        viol = [(x, y) for i, x in enumerate(o) for y in o[i + 1:] if s[y] - s[x] > 1e-6 * max(1, abs(s[x]))]\n"
           "        if viol:\n"
           "            bad.append(f'{lim} {q}: {viol[0][0]} above {viol[0][1]} where {ref} says otherwise')\n",
           "1 / (k + r) = 1 / k - r / k^2 + O(r^2 / k^3): for k = 1e6 and r <= 7 the second-order term is 1e-6 of the "
           "first-order differences, so the order is Borda's wherever Borda's sums differ; likewise St.Agg's expected "
           "utility (Niu et al. Eq. 8-13) with u(r) = 1 / (r + C) against u(r) = n - r"),
        ok("u15a_unanimity_any_weights", "three runs with the same order (different score scales) weighted 0.3, 5 and "
           "1.7: every weighted method returns that order",
           "rng = random.Random(48)\n"
           "base = {f'q{qi}': shuffled(rng, [f'q{qi}d{i}' for i in range(8)]) for qi in range(3)}\n"
           "runs = {}\n"
           "for r, f in [('bm25', lambda x: x), ('dense', lambda x: x / 100), ('splade', lambda x: 2 ** x)]:\n"
           "    for q, o in base.items():\n"
           "        runs.setdefault(r, {})[q] = {d: f(float(8 - i)) for i, d in enumerate(o)}\n"
           "w = {'bm25': 0.3, 'dense': 5.0, 'splade': 1.7}\n"
           "for m in ['rrf', 'borda', 'isr', 'log_isr'] + COMB + [\"combsum(norm='zscore')\", \"combmnz(norm='dbsf')\", \"rrf(weighting='position')\"]:\n"
           "    res = attempt(m, lambda: fz(runs, m, weights=w))\n"
           "    for q, o in (base.items() if res is not None else []):\n"
           "        if order(res, q) != o:\n"
           "            bad.append(f'{m} {q}: {order(res, q)} where every run gives {o}')\n",
           "each method sums, maximises, minimises or takes a median of positive multiples of per-run contributions "
           "that all decrease along the common order (`rankagg methods`: weights multiply each ranker's points or "
           "normalised score; weighting='position' is Qdrant's 1 / (k + rank / w), decreasing in rank too)"),
        ok("u15a_letor_gapped_ranks", "LETOR-style rank features: the same queries with ranks 1, 2, 3, ... and with "
           "ranks 3r + 7 (gapped, as LETOR rank values are): every rank-based method with positions='local' and every "
           "pairwise one (raw ranks, compared only by order) gives the same scores",
           _SUP +
           "qs, labels = synth(49, n_q=6, n_d=8)\n"
           "names = ['good', 'mid', 'bad', 'noise']\n"
           "R = build(qs, names, labels).without_labels()\n"
           "G = R.with_ranks(np.where(np.isnan(R.ranks), np.nan, 3 * R.ranks + 7))\n"
           "for m in POSITIONAL + ['mean_rank', 'median_rank', 'geomean'] + STAGG + ['copeland', 'condorcet', 'kemeny', 'mclk',\n"
           "          'bradley_terry', 'thurstone', 'plackett_luce'] + MARKOV:\n"
           "    def both():\n"
           "        a = np.asarray(make_method(m).aggregate(R), dtype=float); b = np.asarray(make_method(m).aggregate(G), dtype=float)\n"
           "        return a, b\n"
           "    r = attempt(m, both)\n"
           "    if r is not None and not np.array_equal(r[0], r[1]):\n"
           "        bad.append(f'{m}: gapped ranks change the scores (first differences {np.flatnonzero(r[0] != r[1])[:4]})')\n",
           "`rankagg methods`: positions='local' compacts each list to 1..k within the query (so 3r + 7 gives the same "
           "local ranks), and the pairwise methods with positions='raw' and transform='binary' read only which of two "
           "ranks is smaller; Plackett-Luce reads only the order within each list"),
        # ------------------------------------------------------------------ the comparisons and PrefLib faces
        ok("u15a_comparisons_every_row_twice", "a comparison table (2 queries, each pair of 5 items judged twice, "
           "cycles and ties) and the same table with every row twice: the majority methods keep their order and the "
           "maximum-likelihood rules (davidson, arena, bradley_terry(alpha=0), thurstone(alpha=0)) their scores",
           _CMP +
           "rows2 = rows + [dict(r) for r in rows]\n"
           "for m in ['copeland', 'mc4', 'kemeny', 'condorcet', 'borda_wins', 'davidson', 'arena', 'bradley_terry(alpha=0)', 'thurstone(alpha=0)']:\n"
           "    ta = attempt(m, lambda: rankagg.fuse(rows, m)); tb = attempt(m, lambda: rankagg.fuse(rows2, m))\n"
           "    if ta is None or tb is None:\n"
           "        continue\n"
           "    oa, ob = table_order(ta), table_order(tb)\n"
           "    sa, sb = table_scores(ta), table_scores(tb)\n"
           "    for q in oa:\n"
           "        if oa[q] != ob[q]:\n"
           "            bad.append(f'{m} {q}: {oa[q]} became {ob[q]} with every row twice')\n"
           "        elif m in ('davidson', 'arena', 'bradley_terry(alpha=0)', 'thurstone(alpha=0)', 'mc4') and any(abs(sa[q][d] - sb[q][d]) > 1e-6 * max(1, abs(sa[q][d])) for d in sa[q]):\n"
           "            bad.append(f'{m} {q}: scores {sa[q]} became {sb[q]}')\n",
           "homogeneity on comparisons: every majority and MC4 transition is unchanged, borda_wins doubles, and a "
           "likelihood over rows doubled is the square of the old one with the same maximiser (docs/preferences.md: "
           "davidson with alpha = 0 and arena are unpenalised MLEs; the table has cycles in every split, so the "
           "maximum is finite)"),
        ok("u15a_rankings_vs_their_comparisons", "10 queries of 5 full rankings of 5 documents (transitive majority, "
           "unique Kemeny order), fused as rankings and as the comparison table a user derives from them (one 'win' "
           "row per ranker and pair): copeland, mc4 and bradley_terry / thurstone give the same scores, kemeny and "
           "condorcet the same order",
           _CMP +
           "rng = random.Random(51)\n"
           "profiles = {}\n"
           "while len(profiles) < 10:\n"
           "    qi = len(profiles)\n"
           "    base = shuffled(rng, [f'q{qi}d{i}' for i in range(5)])\n"
           "    prof = {}\n"
           "    for j in range(5):\n"
           "        o = list(base)\n"
           "        for _ in range(3):\n"
           "            i = rng.randrange(4); o[i], o[i + 1] = o[i + 1], o[i]\n"
           "        prof[f'r{j}'] = o\n"
           "    items = sorted(base); w = majority_wins(prefer(prof, items), items)\n"
           "    if sorted(w.values()) == [-4, -2, 0, 2, 4] and len(kemeny_best(prof, items)[1]) == 1:\n"
           "        profiles[f'q{qi}'] = prof\n"
           "runs = multi(profiles)\n"
           "crow = [{'query': q, 'item_a': a, 'item_b': b, 'outcome': 'win', 'judge': r}\n"
           "        for q, p in profiles.items() for r, l in p.items() for i, a in enumerate(l) for b in l[i + 1:]]\n"
           "for m in ['copeland', 'mc4', 'bradley_terry', 'thurstone', 'kemeny', 'condorcet']:\n"
           "    ra = attempt(m, lambda: fz(runs, m)); tb = attempt(m, lambda: rankagg.fuse(crow, m))\n"
           "    if ra is None or tb is None:\n"
           "        continue\n"
           "    sb, ob = table_scores(tb), table_order(tb)\n"
           "    for q in profiles:\n"
           "        if order(ra, q) != ob[q]:\n"
           "            bad.append(f'{m} {q}: rankings give {order(ra, q)}, their comparisons {ob[q]}')\n"
           "        elif m not in ('kemeny', 'condorcet') and any(abs(ra[q][d] - sb[q][d]) > 1e-6 * max(1, abs(ra[q][d])) for d in ra[q]):\n"
           "            bad.append(f'{m} {q}: scores {dict(ra[q])} vs {sb[q]}')\n",
           "`rankagg methods`: these methods 'accept comparisons' and work on the rankers' pairwise preferences "
           "(transform='binary', unranked='none': one preference per ranker and pair); the table holds exactly those "
           "preferences, so the pairwise counts, chains and likelihoods are the same; the profiles leave no tie or "
           "cycle for a start order to decide"),
        ok("u15a_comparisons_rename_items", "the comparison table with every item renamed by a map that reverses "
           "their string order: each item's score is unchanged under davidson, arena, rank_centrality, borda_wins, "
           "bradley_terry, thurstone, copeland, mc4, mpm and svp",
           _CMP +
           "ren = {}\n"
           "for r in rows:\n"
           "    for x in (r['item_a'], r['item_b']):\n"
           "        ren[x] = x[:2] + 'z' + str(9 - int(x[-1]))\n"
           "rows_r = [{**r, 'item_a': ren[r['item_a']], 'item_b': ren[r['item_b']]} for r in rows]\n"
           "for m in [x for x in RULES if x not in ('kemeny', 'condorcet')]:\n"
           "    ta = attempt(m, lambda: rankagg.fuse(rows, m)); tb = attempt(m, lambda: rankagg.fuse(rows_r, m))\n"
           "    if ta is None or tb is None:\n"
           "        continue\n"
           "    sa, sb = table_scores(ta), table_scores(tb)\n"
           "    for q in sa:\n"
           "        diffs = [(d, sa[q][d], sb[q][ren[d]]) for d in sa[q] if abs(sa[q][d] - sb[q][ren[d]]) > 1e-9 * max(1, abs(sa[q][d]))]\n"
           "        if diffs:\n"
           "            bad.append(f'{m} {q}: scores change with the names {diffs[:2]}')\n",
           "neutrality: docs/methods.md names condorcet, kemeny, mclk, dibra and mallows_em as the only methods whose "
           "scores may depend on a document's name; the comparison rules' models (Davidson, Bradley-Terry, Negahban et "
           "al.'s chain, wins) are symmetric in the items"),
        ok("u15a_comparisons_outcomes_inverted", "the comparison table with every win and loss exchanged (ties kept): "
           "davidson, bradley_terry and thurstone negate their centred scores, and they, arena, copeland and "
           "borda_wins (each pair judged equally often) reverse their order",
           _CMP +
           "rows_i = [{**r, 'outcome': INV[r['outcome']]} for r in rows]\n"
           "for m in ['davidson', 'bradley_terry', 'thurstone', 'arena', 'copeland', 'borda_wins']:\n"
           "    ta = attempt(m, lambda: rankagg.fuse(rows, m)); tb = attempt(m, lambda: rankagg.fuse(rows_i, m))\n"
           "    if ta is None or tb is None:\n"
           "        continue\n"
           "    sa, sb = table_scores(ta), table_scores(tb); oa, ob = table_order(ta), table_order(tb)\n"
           "    for q in sa:\n"
           "        ca = {d: v - sum(sa[q].values()) / len(sa[q]) for d, v in sa[q].items()}\n"
           "        cb = {d: v - sum(sb[q].values()) / len(sb[q]) for d, v in sb[q].items()}\n"
           "        if m in ('davidson', 'bradley_terry', 'thurstone') and any(abs(ca[d] + cb[d]) > 1e-6 for d in ca):\n"
           "            bad.append(f'{m} {q}: centred scores {ca} and inverted {cb} are not opposite')\n"
           "        sv = sorted(sa[q].values())\n"
           "        if all(v - u > 1e-6 * max(1, abs(v)) for u, v in zip(sv, sv[1:])) and ob[q] != oa[q][::-1]:\n"
           "            bad.append(f'{m} {q}: {oa[q]} inverted gives {ob[q]}')\n",
           "each model is symmetric in a comparison's sides (Davidson 1970 Eq. 2.1, Bradley-Terry, Thurstone: "
           "P(win) = F(d), P(loss) = F(-d), the tie term even in d; docs/preferences.md: davidson and arena unpenalised, "
           "arena's ratings an increasing map of centred theta); Copeland's majorities flip; borda_wins = wins + ties / 2 "
           "becomes the comparisons' count minus itself"),
        ok("u15a_judges_renamed", "the comparison table with its four judges renamed (j0 -> j2 -> j1 -> j3 -> j0): "
           "davidson(judges=True) (a discrimination per judge), davidson and bradley_terry give the same item scores",
           _CMP +
           "jm = {'j0': 'j2', 'j2': 'j1', 'j1': 'j3', 'j3': 'j0'}\n"
           "rows_j = [{**r, 'judge': jm[r['judge']]} for r in rows]\n"
           "for m in ['davidson(judges=True)', 'davidson(alpha=0.01)', 'bradley_terry']:\n"
           "    ta = attempt(m, lambda: rankagg.fuse(rows, m)); tb = attempt(m, lambda: rankagg.fuse(rows_j, m))\n"
           "    if ta is None or tb is None:\n"
           "        continue\n"
           "    sa, sb = table_scores(ta), table_scores(tb)\n"
           "    for q in sa:\n"
           "        if any(abs(sa[q][d] - sb[q][d]) > 1e-6 * max(1, abs(sa[q][d])) for d in sa[q]):\n"
           "            bad.append(f'{m} {q}: {sa[q]} became {sb[q]} with the judges renamed')\n",
           "anonymity of judges: docs/preferences.md, davidson(judges=True) fits 'each judge's discrimination a_k' "
           "from that judge's comparisons; a judge's name is a label, so renaming permutes the a_k and leaves theta"),
        ok("u15a_preflib_counts_are_voters", "a PrefLib .soc of 4 distinct orders of 5 alternatives with counts 3, 2, "
           "2, 1 against the same 8 voters given as 8 runs: every method that reads both gives the same order and "
           "scores within 1e-9",
           "names = ['ash', 'birch', 'cedar', 'elm', 'fir']\n"
           "ballots = [(3, ['cedar', 'ash', 'fir', 'birch', 'elm']), (2, ['ash', 'birch', 'cedar', 'elm', 'fir']),\n"
           "           (2, ['fir', 'elm', 'ash', 'cedar', 'birch']), (1, ['birch', 'fir', 'elm', 'ash', 'cedar'])]\n"
           "num = {n: k + 1 for k, n in enumerate(names)}\n"
           "head = ['# FILE NAME: trees.soc', '# TITLE: trees', '# DATA TYPE: soc', '# NUMBER ALTERNATIVES: 5',\n"
           "        '# NUMBER VOTERS: 8', '# NUMBER UNIQUE ORDERS: 4'] + [f'# ALTERNATIVE NAME {num[n]}: {n}' for n in names]\n"
           "open('trees.soc', 'w').write('\\n'.join(head + [f'{c}: ' + ','.join(str(num[x]) for x in o) for c, o in ballots]) + '\\n')\n"
           "prof = {}\n"
           "for k, (c, o) in enumerate(ballots):\n"
           "    for j in range(c):\n"
           "        prof[f'v{k}{j}'] = o\n"
           "runs = multi({'trees': prof})\n"
           "for m in POSITIONAL + STATS + PAIRWISE + MARKOV + STAGG + ['mallows_em', 'ulara', 'dibra']:\n"
           "    try:\n"
           "        ta = fz('trees.soc', m)\n"
           "    except ValueError as exc:\n"
           "        print('note:', m, 'refuses the election:', str(exc)[:100]); continue\n"
           "    except Exception as exc:\n"
           "        bad.append(f'{m}: {type(exc).__name__}: {exc}'); continue\n"
           "    rb = attempt(m, lambda: fz(runs, m))\n"
           "    if rb is None:\n"
           "        continue\n"
           "    a = ta[next(iter(ta))]; b = rb['trees']\n"
           "    if [str(d) for d in a] != [str(d) for d in b] or any(abs(a[d] - b[d]) > 1e-9 * max(1, abs(b[d])) for d in b):\n"
           "        bad.append(f'{m}: the election gives {dict(a)}, its voters as runs {dict(b)}')\n",
           "PrefLib's format: a line 'c: order' is c voters casting that order (preflib.org, data types soc); docs: "
           "rankagg.fuse reads PrefLib elections as rankings, so each counted order is c rankers and every method "
           "gives what it gives those rankers"),
        # ------------------------------------------------------------------ learners and fitted models
        ok("u15a_learners_every_query_twice", "6 queries of 4 partial lists, then the same 6 under new query ids "
           "added: the label-free learners (Mallows EM, ULARA, DIBRA, agreement, pseudo_qrels) give each original "
           "query the same order",
           "rng = random.Random(52)\n"
           "names = ['bm25', 'dense', 'splade', 'colbert']\n"
           "profiles = {}\n"
           "for qi in range(6):\n"
           "    base = [f'q{qi}d{i}' for i in range(10)]\n"
           "    prof = {}\n"
           "    for k, r in enumerate(names):\n"
           "        o = list(base)\n"
           "        for _ in range(2 + 4 * k):\n"
           "            i = rng.randrange(9); o[i], o[i + 1] = o[i + 1], o[i]\n"
           "        prof[r] = o[:rng.randrange(6, 11)]\n"
           "    profiles[f'q{qi}'] = prof\n"
           "a = multi(profiles)\n"
           "b = multi({**profiles, **{q + 'copy': p for q, p in profiles.items()}})\n"
           "for m in ['mallows_em', 'ulara', 'dibra', 'agreement', 'pseudo_qrels']:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q in profiles:\n"
           "        if order(ra, q) != order(rb, q) or order(rb, q) != order(rb, q + 'copy'):\n"
           "            bad.append(f'{m} {q}: {order(ra, q)} became {order(rb, q)} / copy {order(rb, q + \"copy\")}')\n",
           "each learner's weight estimate is a mean (or a likelihood product) over the queries it is given "
           "(Klementiev et al. §3 EM; ULARA's gradient relative to its mean; DIBRA's distances; Wu & Crestani's and "
           "Soboroff's per-ranker qualities averaged over queries): a sample given twice has the same mean and maximiser"),
        ok("u15a_zero_learning_is_plain_borda", "full rankings on 8 queries: the learners with learning switched off "
           "by their documented value (ulara lam=0, agreement power=0, pseudo_qrels power=0) order as plain Borda",
           "rng = random.Random(53)\n"
           "profiles = {}\n"
           "for qi in range(8):\n"
           "    docs = [f'q{qi}d{i}' for i in range(7)]\n"
           "    profiles[f'q{qi}'] = {r: shuffled(rng, docs) for r in ['bm25', 'dense', 'splade', 'colbert']}\n"
           "runs = multi(profiles)\n"
           "rb = attempt('borda', lambda: fz(runs, 'borda'))\n"
           "for m in ['ulara(lam=0)', 'agreement(power=0)', 'pseudo_qrels(power=0)']:\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q in (profiles if res is not None and rb is not None else []):\n"
           "        if order(res, q) != order(rb, q):\n"
           "            bad.append(f'{m} {q}: {order(res, q)} where Borda gives {order(rb, q)}')\n",
           "`rankagg methods ulara`: lam 'learning rate ... (0 = unweighted)', a weighted Borda; agreement / "
           "pseudo_qrels: 'weight = quality ** power (0 = unweighted)' with fusion='borda'; with full lists every "
           "Borda variant (share, bottom, cut-offs at the list length) gives n - r + 1, and equal weights give Borda"),
        ok("u15a_fitted_models_neutral_on_test_names", "models fitted once, applied to test queries and to the same "
           "queries with every docid renamed (reverse string order): the same order, renamed (cps, mallows_exact, "
           "rags_top, lr_agg, rankagg_sup, stagg_sup, lambdamart)",
           _SUP +
           "qs, labels = synth(54)\n"
           "names = ['good', 'mid', 'bad', 'noise']\n"
           "R = build(qs, names, labels)\n"
           "tr, va = R.select_queries(list(range(20))), R.select_queries(list(range(20, 30)))\n"
           "tq, tl = synth(55, n_q=5)\n"
           "tq = {'t' + q: p for q, p in tq.items()}; tl = {'t' + q: v for q, v in tl.items()}\n"
           "ren = {d: d.split('d')[0] + 'z' + str(99 - int(d.split('d')[1])) for p in tq.values() for d in p['good']}\n"
           "T = build(tq, names, tl).without_labels()\n"
           "U = build({q: {r: [ren[d] for d in l] for r, l in p.items()} for q, p in tq.items()}, names,\n"
           "          {q: {ren[d]: v for d, v in lab.items()} for q, lab in tl.items()}).without_labels()\n"
           "for spec in ['cps', 'mallows_exact', 'rags_top', 'lr_agg(n_iter=20)', 'rankagg_sup(max_iter=10)', 'stagg_sup(max_iter=10)',\n"
           "             'lambdamart(n_estimators=20, min_data_in_leaf=3, early_stopping=5, methods=[\"borda\", \"rrf\"])']:\n"
           "    def both():\n"
           "        mdl = make_method(spec).fit(tr, va)\n"
           "        return orders_of(T, mdl.aggregate(T)), orders_of(U, mdl.aggregate(U))\n"
           "    r = attempt(spec, both)\n"
           "    for q in (tq if r is not None else []):\n"
           "        if [ren[d] for d in r[0][q]] != r[1][q]:\n"
           "            bad.append(f'{spec} {q}: {r[0][q][:4]} renamed is not {r[1][q][:4]}')\n",
           "docs/methods.md: only condorcet, kemeny, mclk, dibra and mallows_em use names inside their estimate; a "
           "fitted model scores a test document from its ranks (features of the rankers), so a test docid is a label "
           "and renaming the test documents renames the output; synthetic ranks with continuous noise leave no ties", timeout=300),
        ok("u15a_mle_models_homogeneous", "full rankings of 5 documents by 5 rankers (majority cycles, every "
           "document beaten and beating) on 10 queries, then every ranker twice: the unpenalised MLEs "
           "(plackett_luce(alpha=0), bradley_terry(alpha=0), thurstone(alpha=0)) keep their scores",
           "rng = random.Random(56)\n"
           "profiles = {}\n"
           "while len(profiles) < 10:\n"
           "    qi = len(profiles)\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    P = prefer(prof, docs)\n"
           "    if cw(P, docs) is None and cl(P, docs) is None and all(0 < sum(P[a, b] for b in docs if b != a) < 20 for a in docs):\n"
           "        profiles[f'q{qi}'] = prof\n"
           "a = multi(profiles)\n"
           "b = dict(a); b.update({r + '_copy': v for r, v in a.items()})\n"
           "for m in [\"plackett_luce(alpha=0, unranked='none', tol=1e-12, max_iter=100000)\", 'bradley_terry(alpha=0, tol=1e-12)', 'thurstone(alpha=0, tol=1e-12)']:\n"
           "    ra = attempt(m, lambda: fz(a, m)); rb = attempt(m, lambda: fz(b, m))\n"
           "    if ra is None or rb is None:\n"
           "        continue\n"
           "    for q in profiles:\n"
           "        x = sorted(ra[q])[0]\n"
           "        if any(abs((ra[q][d] - ra[q][x]) - (rb[q][d] - rb[q][x])) > 1e-5 for d in ra[q]):\n"
           "            bad.append(f'{m} {q}: {dict(ra[q])} became {dict(rb[q])} with every ranker twice')\n",
           "the likelihood of a profile given twice is the square of its likelihood, with the same maximiser "
           "(`rankagg methods`: alpha = 0 is plain maximum likelihood); the profiles have a finite maximum (no Condorcet "
           "winner or loser, every document both wins and loses)"),
        ok("u15a_fuser_face_axioms", "the per-query rankagg.Fuser (the methods docs/methods.md tags fuser=points or "
           "fuser=comb) on 20 random sets of 4 full lists of 6: renaming the lists' keys changes no score beyond "
           "rounding, giving each list twice keeps the order, and Fuser('borda') reverses with reversed lists",
           "rng = random.Random(57)\n"
           "sets = []\n"
           "for k in range(20):\n"
           "    docs = [f'p{i}' for i in range(6)]\n"
           "    sets.append({n: shuffled(rng, docs) for n in ['bm25', 'dense', 'splade', 'colbert']})\n"
           "perm = {'bm25': 'splade', 'dense': 'bm25', 'splade': 'colbert', 'colbert': 'dense'}\n"
           "for m in ['rrf', 'borda', 'dowdall', 'isr', 'log_isr', 'combmnz_rank'] + COMB:\n"
           "    try:\n"
           "        f = Fuser(m)\n"
           "    except ValueError as exc:\n"
           "        print('note:', m, 'has no Fuser:', exc); continue\n"
           "    for k, L in enumerate(sets):\n"
           "        a = attempt(m, lambda: f(L))\n"
           "        b = attempt(m, lambda: f({perm[n]: l for n, l in L.items()}))\n"
           "        c = attempt(m, lambda: f({**L, **{n + '2': l for n, l in L.items()}}))\n"
           "        if a is None or b is None or c is None:\n"
           "            break\n"
           "        da, db = dict(a), dict(b)\n"
           "        if [d for d, _ in a] != [d for d, _ in b] or any(abs(da[d] - db[d]) > 1e-9 * max(1, abs(da[d])) for d in da):\n"
           "            bad.append(f'{m} set {k}: renamed lists {list(b)[:3]} vs {list(a)[:3]}')\n"
           "        sv = sorted(da.values())\n"
           "        if all(v - u > 1e-9 * max(1, abs(v)) for u, v in zip(sv, sv[1:])) and [d for d, _ in a] != [d for d, _ in c]:\n"
           "            bad.append(f'{m} set {k}: lists twice {[d for d, _ in c]} vs {[d for d, _ in a]}')\n"
           "        if m == 'borda':\n"
           "            r = attempt(m, lambda: f({n: l[::-1] for n, l in L.items()}))\n"
           "            if r is not None and all(v - u > 1e-9 for u, v in zip(sv, sv[1:])) and [d for d, _ in r] != [d for d, _ in a][::-1]:\n"
           "                bad.append(f'borda set {k}: reversed lists give {[d for d, _ in r]}')\n",
           "rankagg.Fuser computes the same methods per query (docs/methods.md tags); the formulas are symmetric in "
           "the lists (anonymity), invariant in order when every list is doubled (homogeneity), and Borda's points "
           "n - r + 1 become r under reversal; docs/conventions.md: reordering or renaming inputs changes an order only "
           "through the tie rule, which no strict score difference here reaches"),
        ok("u15a_comparisons_condorcet_winner_and_loser", "comparison tables of 6 queries (each pair of 5 items "
           "judged by 3 judges, a planted item that wins 2 of 3 against each other, and one that loses 2 of 3): "
           "copeland, kemeny, condorcet and mc4 put the Condorcet winner first, and all but mc4 the loser last",
           _CMP +
           "rng = random.Random(58)\n"
           "crow = []; cwin = {}; close = {}\n"
           "for qi in range(6):\n"
           "    q = f'c{qi}'; items = shuffled(rng, [f'{q}x{k}' for k in range(5)])\n"
           "    w, l = items[0], items[-1]; cwin[q] = w; close[q] = l\n"
           "    for a, b in itertools.combinations(items, 2):\n"
           "        if a == w or b == l:\n"
           "            outs = shuffled(rng, ['win', 'win', 'loss'])\n"
           "        else:\n"
           "            outs = [rng.choice(['win', 'loss', 'tie']) for _ in range(3)]\n"
           "        for t, o in enumerate(outs):\n"
           "            crow.append({'query': q, 'item_a': a, 'item_b': b, 'outcome': o, 'judge': f'j{t}'} if rng.random() < 0.5 else\n"
           "                        {'query': q, 'item_a': b, 'item_b': a, 'outcome': INV[o], 'judge': f'j{t}'})\n"
           "for m in ['copeland', 'kemeny', 'condorcet', 'mc4']:\n"
           "    t = attempt(m, lambda: rankagg.fuse(crow, m))\n"
           "    if t is None:\n"
           "        continue\n"
           "    o = table_order(t)\n"
           "    for q in cwin:\n"
           "        if o[q][0] != cwin[q]:\n"
           "            bad.append(f'{m} {q}: first {o[q][0]}, Condorcet winner {cwin[q]}')\n"
           "        if m != 'mc4' and o[q][-1] != close[q]:\n"
           "            bad.append(f'{m} {q}: last {o[q][-1]}, Condorcet loser {close[q]}')\n",
           "docs/preferences.md: the methods marked 'accepts comparisons' fuse a comparison table's pairwise "
           "preferences (a row is one judgement, either side first); Copeland, Kemeny and Condorcet-fuse are "
           "Condorcet-consistent and put a Condorcet loser last, MC4's chain sinks into the winner (Dwork et al. §4.3; "
           "5 items, teleport 0.05)"),
        ok("u15a_fitted_on_training_twice", "supervised models fitted on labelled queries and on the same queries "
           "given twice (copies under new query ids): best_input, rags_top and cps give the same test scores",
           _SUP +
           "qs, labels = synth(59, n_q=20)\n"
           "names = ['good', 'mid', 'bad', 'noise']\n"
           "R = build(qs, names, labels)\n"
           "tr = R.select_queries(list(range(14))); te = R.select_queries(list(range(14, 20))).without_labels()\n"
           "q2 = {**{q: qs[q] for q in list(qs)[:14]}, **{q + 'c': {r: [d + 'c' for d in l] for r, l in qs[q].items()} for q in list(qs)[:14]}}\n"
           "l2 = {**{q: labels[q] for q in list(qs)[:14]}, **{q + 'c': {d + 'c': v for d, v in labels[q].items()} for q in list(qs)[:14]}}\n"
           "tr2 = build(q2, names, l2)\n"
           "for spec in ['best_input', 'rags_top', 'cps']:\n"
           "    r = attempt(spec, lambda: (orders_of(te, make_method(spec).fit(tr).aggregate(te)), orders_of(te, make_method(spec).fit(tr2).aggregate(te))))\n"
           "    for q in (r[0] if r is not None else []):\n"
           "        if r[0][q] != r[1][q]:\n"
           "            bad.append(f'{spec} {q}: {r[0][q][:4]} became {r[1][q][:4]} with the training queries twice')\n",
           "homogeneity of the estimators: best_input's mean NDCG@10 per ranker, RAGS's least squares (rows twice: "
           "the same normal equations up to a factor 2) and CPS's likelihood (squared, alpha = 0: the same maximiser) "
           "do not change when every training query is given twice", timeout=300),
        ok("u15a_kemeny_buckets_reversal", "20 profiles of 5 full rankings of 5 documents whose optimal bucket order "
           "is unique (all 541 weak orders enumerated): kemeny(consensus='buckets') of the reversed rankings is the "
           "reversed bucket order",
           "rng = random.Random(60)\n"
           "def weak_orders(items):\n"
           "    if not items:\n"
           "        yield []\n"
           "        return\n"
           "    for w in weak_orders(items[1:]):\n"
           "        for i in range(len(w)):\n"
           "            yield w[:i] + [w[i] | {items[0]}] + w[i + 1:]\n"
           "        for i in range(len(w) + 1):\n"
           "            yield w[:i] + [{items[0]}] + w[i:]\n"
           "def ks(w, prof, items):\n"
           "    lvl = {d: k for k, b in enumerate(w) for d in b}; tot = 0\n"
           "    for l in prof.values():\n"
           "        for a, b in itertools.combinations(items, 2):\n"
           "            tot += abs(((lvl[a] > lvl[b]) - (lvl[a] < lvl[b])) - ((l.index(a) > l.index(b)) - (l.index(a) < l.index(b))))\n"
           "    return tot\n"
           "profiles = {}; best = {}\n"
           "while len(profiles) < 20:\n"
           "    qi = len(profiles)\n"
           "    docs = [f'q{qi}d{i}' for i in range(5)]\n"
           "    prof = {f'r{j}': shuffled(rng, docs) for j in range(5)}\n"
           "    costs = [(ks(w, prof, docs), w) for w in weak_orders(docs)]\n"
           "    least = min(c for c, _ in costs); opt = [w for c, w in costs if c == least]\n"
           "    if len(opt) == 1:\n"
           "        profiles[f'q{qi}'] = prof; best[f'q{qi}'] = opt[0]\n"
           "rev = {q: {r: l[::-1] for r, l in p.items()} for q, p in profiles.items()}\n"
           "res = attempt('buckets', lambda: fz(multi(rev), \"kemeny(consensus='buckets')\"))\n"
           "for q in (profiles if res is not None else []):\n"
           "    sc = res[q]; levels = sorted(set(sc.values()), reverse=True)\n"
           "    got = [{d for d in sc if sc[d] == v} for v in levels]\n"
           "    if got != best[q][::-1]:\n"
           "        bad.append(f'{q}: reversed profile gives {got}, the reversed optimum is {best[q][::-1]}')\n",
           "the Kemeny-Snell distance of a weak order to a ranking equals that of the reversed weak order to the "
           "reversed ranking, so the unique optimum of the reversed profile is the reversed optimum; `rankagg methods "
           "kemeny`: consensus='buckets' is exact with a proof, and rankagg.fuse keeps its exact ties as equal scores"),
        ok("u15a_pareto_non_default_parameters", "8 queries of 5 rankers near a hidden order (3 adjacent swaps "
           "each): unanimous pairs are kept at parameters other than the defaults the seventh bar's Pareto cases "
           "used: pairwise transforms diff / logdiff, the learners' other fusions, St.Agg's other pairwise models and "
           "utilities, Mallows EM's abs weights",
           "rng = random.Random(61)\n"
           "profiles = {}\n"
           "for qi in range(8):\n"
           "    base = [f'q{qi}d{i}' for i in range(6)]\n"
           "    prof = {}\n"
           "    for r in ['r1', 'r2', 'r3', 'r4', 'r5']:\n"
           "        o = list(base)\n"
           "        for _ in range(3):\n"
           "            i = rng.randrange(5); o[i], o[i + 1] = o[i + 1], o[i]\n"
           "        prof[r] = o\n"
           "    profiles[f'q{qi}'] = prof\n"
           "runs = multi(profiles)\n"
           "specs = [f\"{m}(transform='{t}')\" for m in ['copeland', 'kemeny', 'bradley_terry', 'thurstone'] for t in ['diff', 'logdiff']]\n"
           "specs += [f\"{m}(fusion='{f}')\" for m in ['dibra', 'agreement'] for f in ['rrf', 'isr', 'combmnz']]\n"
           "specs += [f\"stagg(pairwise='{p}', utility='{u}')\" for p in ['eq11', 'linear', 'binary'] for u in ['borda', 'dcg', 'rbp']]\n"
           "specs += [\"mallows_em(borda_weights='abs')\", \"mallows_em(distance='kendall')\", \"ulara(update='printed')\"]\n"
           "for m in specs:\n"
           "    if 'rbp' in m:\n"
           "        m = m[:-1] + ', c=0.8)'\n"
           "    res = attempt(m, lambda: fz(runs, m))\n"
           "    for q, p in (profiles.items() if res is not None else []):\n"
           "        o = order(res, q); P = prefer(p, o)\n"
           "        viol = [(a, b) for (a, b), c in P.items() if c == len(p) and o.index(a) > o.index(b)]\n"
           "        if viol:\n"
           "            bad.append(f'{m} {q}: unanimous pairs reversed {viol[:3]}')\n",
           "Pareto by exchange holds for any pairwise weight monotone in the positions (Volkovs §2.1: diff and logdiff "
           "weigh a preference by a difference that is larger for a than for b against every third item), for "
           "Borda / RRF / ISR / CombMNZ fusions with nonnegative learned weights, for St.Agg's pairwise models and "
           "utilities that decrease with the rank (Niu et al. §4.2), and for a weighted Borda with |theta| weights"),
        ok("u15a_long_lists_majority_bruteforce", "2 queries of 5 partial lists (120-300 of 300 documents, a planted "
           "document first in four lists): Copeland's scores equal wins minus losses counted by brute force, and "
           "Condorcet-fuse puts the Condorcet winner first with every adjacent pair following its majority (the "
           "long-list paths without an n x n matrix)",
           "rng = random.Random(62)\n"
           "profiles = {}; wins = {}\n"
           "for qi in range(2):\n"
           "    docs = [f'q{qi}d{i:03d}' for i in range(300)]\n"
           "    top = docs[17 + qi]\n"
           "    prof = {}\n"
           "    for j in range(5):\n"
           "        rest = shuffled(rng, [d for d in docs if d != top])\n"
           "        k = rng.randrange(120, 301)\n"
           "        prof[f'r{j}'] = ([top] + rest)[:k] if j < 4 else (rest[:150] + [top] + rest[150:])[:k]\n"
           "    profiles[f'q{qi}'] = prof\n"
           "runs = multi(profiles)\n"
           "rc = attempt('copeland', lambda: fz(runs, 'copeland', depth=None))\n"
           "rf = attempt('condorcet', lambda: fz(runs, 'condorcet', depth=None))\n"
           "for q, p in profiles.items():\n"
           "    items = sorted({d for l in p.values() for d in l})\n"
           "    pos = [{d: i for i, d in enumerate(l)} for l in p.values()]\n"
           "    def maj(a, b):\n"
           "        x = sum(1 for ps in pos if a in ps and b in ps and ps[a] < ps[b]); y = sum(1 for ps in pos if a in ps and b in ps and ps[b] < ps[a])\n"
           "        return (x > y) - (x < y)\n"
           "    if rc is not None:\n"
           "        wl = {a: 0 for a in items}\n"
           "        for a, b in itertools.combinations(items, 2):\n"
           "            m = maj(a, b); wl[a] += m; wl[b] -= m\n"
           "        diffs = [(d, rc[q][d], wl[d]) for d in items if abs(rc[q][d] - wl[d]) > 1e-9]\n"
           "        if diffs:\n"
           "            bad.append(f'copeland {q}: {len(diffs)} scores differ, e.g. {diffs[:2]}')\n"
           "    if rf is not None:\n"
           "        o = order(rf, q)\n"
           "        top = [d for d in items if all(maj(d, b) > 0 for b in items if b != d)]\n"
           "        if top and o[0] != top[0]:\n"
           "            bad.append(f'condorcet {q}: first {o[0]}, Condorcet winner {top[0]}')\n"
           "        against = [(a, b) for a, b in zip(o, o[1:]) if maj(a, b) < 0]\n"
           "        if against:\n"
           "            bad.append(f'condorcet {q}: {len(against)} adjacent pairs against the majority, e.g. {against[:2]}')\n",
           "docs/conventions.md: 'Condorcet and Copeland run without any n x n matrix' on long lists; the rules are the "
           "same (Copeland 1951: wins minus losses; Montague & Aslam §3: a sort by the majority comparator, a Hamiltonian "
           "path led by a Condorcet winner); unranked='none': a pair counts in the lists holding both", timeout=300),
    ]
    return cases
