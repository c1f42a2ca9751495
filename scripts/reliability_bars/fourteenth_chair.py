"""Issue 45's fourteenth bar, a conference program chair's day (its cases, registered in the matrix's ``cases()``):
reviewers who each rank only the few submissions they were assigned (partial lists of 3-8 out of 20-60, unevenly
overlapping), some with ties, one with a single item, a paper nobody ranked, a conflict of interest left out, the
same reviewer given twice; the consensus by the papers' methods (Mallows top-k EM, CPS, RAGS, Kemeny exact and its
bucket consensus, Borda with partial lists, Condorcet / Copeland, the comparison-table rules), determinism under
seeds, and tables to paste into a report.  The right answers come from outside the code: brute force over
permutations and weak orders (and a subset DP for Kemeny's objective), the formulas as ``rankagg methods`` and
docs/preferences.md, docs/rags.md, docs/mallows.md state them, and numpy's least squares for RAGS' weights."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401


FOURTEENTH_CHAIR = "45 Unseen inputs: a fourteenth bar, a conference program chair's day"

# The chair's helpers, independent of rankagg: shared by the CLI cases' checks (run here) and the API snippets.
# A ballot is a list of tie classes of alternative numbers, best first ([[3], [1, 5], [2]]: 3, then 1 and 5 equal,
# then 2); an alternative a ballot does not name is unranked by that reviewer.
_H = r'''
import csv, io, itertools, json, math, random
def make_ballots(seed, n, n_rev, kmin, kmax, tie_p=0.0, never=(), single=0):
    rng = random.Random(seed)
    strength = {p: rng.gauss(0, 1) for p in range(1, n + 1)}
    pool = [p for p in range(1, n + 1) if p not in never]
    out = []
    for r in range(n_rev):
        k = 1 if r < single else rng.randint(kmin, kmax)
        chosen = rng.sample(pool, k)
        chosen.sort(key=lambda p: -(strength[p] + rng.gauss(0, 0.8)))
        classes = []
        for p in chosen:
            if classes and rng.random() < tie_p:
                classes[-1].append(p)
            else:
                classes.append([p])
        out.append([sorted(c) for c in classes])
    return out
def preflib(ballots, n, kind, title='track', names=None):
    counts = {}
    for b in ballots:
        key = tuple(tuple(c) for c in b)
        counts[key] = counts.get(key, 0) + 1
    lines = [f'# FILE NAME: {title}.{kind}', f'# TITLE: {title}', f'# DATA TYPE: {kind}',
             f'# NUMBER ALTERNATIVES: {n}', f'# NUMBER VOTERS: {len(ballots)}',
             f'# NUMBER UNIQUE ORDERS: {len(counts)}']
    for i in range(1, n + 1):
        lines.append(f'# ALTERNATIVE NAME {i}: ' + (names[i - 1] if names else f'P{i:02d}'))
    for key, c in counts.items():
        parts = [str(cl[0]) if len(cl) == 1 else '{' + ','.join(map(str, cl)) + '}' for cl in key]
        lines.append(f'{c}: ' + ','.join(parts))
    return '\n'.join(lines) + '\n'
def name(p):
    return f'P{p:02d}'
def ranked_set(ballots):
    return sorted({p for b in ballots for c in b for p in c})
def positions(b):
    # competition positions: a class takes the best place of its members (2,{1,3},4: 1 and 3 second, 4 fourth)
    pos, r = {}, 1
    for c in b:
        for p in c:
            pos[p] = r
        r += len(c)
    return pos
def borda(ballots, cands, unranked='share'):
    n = len(cands)
    sc = {p: 0.0 for p in cands}
    for b in ballots:
        pos = positions(b)
        k = len(pos)
        for p in cands:
            if p in pos:
                sc[p] += n - pos[p] + 1
            elif unranked == 'share':
                sc[p] += (n - k + 1) / 2
            elif unranked == 'bottom':
                sc[p] += n - k
    return sc
def prefs(ballots, items, unranked='none', tie=0.0):
    # Y[a, b]: weight of reviewers preferring a to b; tie: what a reviewer's tie adds each way
    Y = {(a, b): 0.0 for a in items for b in items if a != b}
    for b in ballots:
        pos = positions(b)
        for a in items:
            for c in items:
                if a == c:
                    continue
                if a in pos and c in pos:
                    if pos[a] < pos[c]:
                        Y[a, c] += 1
                    elif pos[a] == pos[c]:
                        Y[a, c] += tie
                elif unranked == 'below' and a in pos:
                    Y[a, c] += 1
    return Y
def cost(order, Y):
    return sum(Y[order[j], order[i]] for i in range(len(order)) for j in range(i + 1, len(order)))
def dp_min(items, Y):
    # min over all orders of cost: f(S) = min over v in S (v last) of f(S - v) + sum_{u in S - v} Y[v, u]
    items = list(items)
    m = len(items)
    f = [0.0] * (1 << m)
    for S in range(1, 1 << m):
        best = None
        for vi in range(m):
            if S >> vi & 1:
                R = S & ~(1 << vi)
                add = sum(Y[items[vi], items[ui]] for ui in range(m) if R >> ui & 1)
                v = f[R] + add
                best = v if best is None or v < best else best
        f[S] = best
    return f[(1 << m) - 1]
def brute_min(items, Y):
    return min(cost(list(p), Y) for p in itertools.permutations(items))
def copeland(Y, items):
    return {a: sum((Y[a, b] > Y[b, a]) - (Y[b, a] > Y[a, b]) for b in items if b != a) for a in items}
def weak_orders(items):
    items = list(items)
    if not items:
        yield []
        return
    for r in range(1, len(items) + 1):
        for first in itertools.combinations(items, r):
            rest = [x for x in items if x not in first]
            for tail in weak_orders(rest):
                yield [list(first)] + tail
def snell(weak, ballots, unranked='none'):
    # Kemeny & Snell: a tie against a strict preference costs 1, the reverse preference 2
    lvl = {p: i for i, c in enumerate(weak) for p in c}
    items = list(lvl)
    tot = 0
    for b in ballots:
        pos = positions(b)
        for x, y in itertools.combinations(items, 2):
            if x in pos and y in pos:
                v = (pos[x] > pos[y]) - (pos[x] < pos[y])
            elif unranked == 'below' and (x in pos) != (y in pos):
                v = -1 if x in pos else 1
            else:
                continue
            c = (lvl[x] > lvl[y]) - (lvl[x] < lvl[y])
            tot += 0 if v == c else (2 if v * c == -1 else 1)
    return tot
def read_table(path):
    text = open(path, encoding='utf-8', newline='').read()
    if str(path).endswith('.jsonl'):
        return [json.loads(l) for l in text.splitlines() if l.strip()]
    return list(csv.DictReader(io.StringIO(text), delimiter='\t' if str(path).endswith('.tsv') else ','))
def read_run(path):
    rows = [l.split() for l in open(path, encoding='utf-8') if l.strip()]
    return [(r[0], r[2], int(r[3]), float(r[4])) for r in rows]
def better_move(o, Y):
    # a single item's move that lowers the cost of the order o, or None (o is then locally optimal)
    c = cost(o, Y)
    for i in range(len(o)):
        for j in range(len(o)):
            if i != j:
                p = o[:i] + o[i + 1:]
                p.insert(j, o[i])
                if cost(p, Y) < c - 1e-9:
                    return o[i], j
    return None
def weak_of(sc, items):
    # the weak order a score column shows: tied scores share a bucket
    return [[p for p in items if sc[p] == v] for v in sorted({sc[p] for p in items}, reverse=True)]
def extends(order, sc, tol=1e-9):
    # order is a linear extension of the scores (non-increasing)
    return all(sc[order[i]] >= sc[order[i + 1]] - tol * max(1.0, abs(sc[order[i]])) for i in range(len(order) - 1))
'''
_NS: dict = {}
exec(compile(_H, "<u14c helpers>", "exec"), _NS)
mb = _NS["make_ballots"]
pl = _NS["preflib"]
nm = _NS["name"]


def _say(ok: bool, why: str) -> bool:
    if not ok:
        print("u14c check:", why)
    return bool(ok)


# ---------------------------------------------------------------- the chair's tracks (deterministic)
def _track(seed: int, n: int, n_rev: int, kmin: int, kmax: int, kind: str, title: str, **kw):
    """A track of ``n`` papers: its ballots and their PrefLib text."""
    ballots = mb(seed, n, n_rev, kmin, kmax, **kw)
    return n, ballots, pl(ballots, n, kind, title)


# track A: 20 papers, 10 reviewers with 3-8 each and ties; P20 nobody ranked; reviewer 0 ranked a single paper
A_N, A_B, A_TOI = _track(1401, 20, 10, 3, 8, "toi", "trackA", tie_p=0.25, never=(20,), single=1)
# track S: 7 papers, 9 reviewers with 3-5 each, strict (soi), for brute force
S_N, S_B, S_SOI = _track(1402, 7, 9, 3, 5, "soi", "trackS")
# track T: 7 papers, 9 reviewers with 3-6 each and ties (toi), for brute force
T_N, T_B, T_TOI = _track(1403, 7, 9, 3, 6, "toi", "trackT", tie_p=0.35)
# track W: 6 papers, 8 reviewers with ties, for the bucket consensus's brute force over weak orders
W_N, W_B, W_TOI = _track(1404, 6, 8, 3, 6, "toi", "trackW", tie_p=0.4)
# the same with every ballot completed into a .toc (unranked papers tied last) and one all-tied ballot
W2_B = [b + ([[p for p in range(1, W_N + 1) if p not in {x for c in b for x in c}]]
             if len({x for c in b for x in c}) < W_N else []) for b in W_B] + [[list(range(1, W_N + 1))]]
W2_TOC = pl(W2_B, W_N, "toc", "trackW2")
# track L: 40 papers, 14 reviewers with 4-7 each (sparse), P40 nobody ranked
L_N, L_B, L_SOI = _track(1405, 40, 14, 4, 7, "soi", "trackL", never=(40,))
# track X: 60 papers, 20 reviewers with 3-8 each
X_N, X_B, X_SOI = _track(1410, 60, 20, 3, 8, "soi", "trackX")
# track Y: 30 papers, 12 reviewers with 3-7 each and ties (toi), for the bucket consensus at a chair's size
Y_N, Y_B, Y_TOI = _track(1412, 30, 12, 3, 7, "toi", "trackY", tie_p=0.3)
# track C: a transitive strict majority over 6 papers, every pair compared
C_B = [[[1], [2], [3], [4]], [[2], [3], [5], [6]], [[1], [4], [5], [6]], [[1], [3], [2], [6]], [[4], [5], [6]],
       [[1], [2], [5]], [[3], [4], [6]], [[2], [4], [6], [5]], [[1], [2], [3], [4], [5], [6]]]
C_SOI = pl(C_B, 6, "soi", "trackC")


def _table_order(folder, out):
    rows = _NS["read_table"](folder / out)
    return rows, [r["item"] for r in sorted(rows, key=lambda r: int(r["rank"]))]


def _check_borda(out, ballots, n, unranked, cands_mode, never):
    def check(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, out)
        cands = list(range(1, n + 1)) if cands_mode == "query" else _NS["ranked_set"](ballots)
        sc = {nm(p): v for p, v in _NS["borda"](ballots, cands, unranked).items()}
        got = {r["item"]: float(r["score"]) for r in rows}
        if len(rows) != n:
            return _say(False, f"{len(rows)} rows for {n} papers")
        nobody = {nm(p) for p in range(1, n + 1)} - {nm(p) for p in _NS["ranked_set"](ballots)}
        if cands_mode != "query" and set(order[len(order) - len(nobody):]) != nobody:
            return _say(False, f"nobody ranked {sorted(nobody)}, but they are not last: {order[-4:]}")
        bad = [(d, got[d], v) for d, v in sc.items() if abs(got[d] - v) > 1e-9 * max(1, abs(v))]
        if bad:
            return _say(False, f"scores differ from the formula: {bad[:4]}")
        return _say(_NS["extends"]([d for d in order if d in sc], sc), f"order {order} against {sc}")
    return check


def _check_kemeny_order(out, ballots, n, unranked, objective=True, brute=True, local=False):
    def check(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, out)
        items = _NS["ranked_set"](ballots)
        Y = _NS["prefs"](ballots, items, unranked)
        ids = {nm(p): p for p in range(1, n + 1)}
        o = [ids[d] for d in order if ids[d] in items]
        c = _NS["cost"](o, Y)
        best = _NS["brute_min"](items, Y) if brute else (_NS["dp_min"](items, Y) if len(items) <= 14 else None)
        if best is not None and abs(c - best) > 1e-9:
            return _say(False, f"the order costs {c}, the optimum is {best}: {order}")
        if local and _NS["better_move"](o, Y):
            return _say(False, f"moving (paper, place) {_NS['better_move'](o, Y)} lowers the cost {c}")
        if objective:
            ob, lb = float(rows[0]["objective"]), float(rows[0]["lower_bound"])
            if abs(ob - c) > 1e-6 or abs(lb - ob) > 1e-6:
                return _say(False, f"objective {ob}, lower bound {lb}, the order's cost {c}")
        missing = [d for d in ids if d not in order]
        return _say(not missing, f"papers missing from the table: {missing}")
    return check


def _check_buckets(out, ballots, n, unranked):
    def check(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, out)
        ids = {nm(p): p for p in range(1, n + 1)}
        items = _NS["ranked_set"](ballots)
        best = min(_NS["snell"](w, ballots, unranked) for w in _NS["weak_orders"](items))
        sc = {ids[r["item"]]: float(r["score"]) for r in rows if ids[r["item"]] in items}
        weak = _NS["weak_of"](sc, items)
        got = _NS["snell"](weak, ballots, unranked)
        if got != best:
            return _say(False, f"the weak order {weak} costs {got}, the optimum is {best}")
        ob = float(rows[0]["objective"])
        return _say(abs(ob - best) < 1e-6, f"objective {ob}, brute force {best}")
    return check


def _check_copeland(out, ballots, n, unranked):
    def check(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, out)
        # unranked=none: a paper nobody ranked has no pair (it goes last, below every score); unranked=below: every
        # declared paper is below each reviewer's list, so it is in every reviewer's pairs
        items = _NS["ranked_set"](ballots) if unranked == "none" else list(range(1, n + 1))
        Y = _NS["prefs"](ballots, items, unranked, tie=0.5)
        ranked = set(_NS["ranked_set"](ballots))
        # a paper nobody ranked gets one score below every other (docs/preferences.md), whatever its losses
        sc = {nm(p): v for p, v in _NS["copeland"](Y, items).items() if p in ranked}
        got = {r["item"]: float(r["score"]) for r in rows}
        bad = [(d, got.get(d), v) for d, v in sc.items() if got.get(d) is None or abs(got[d] - v) > 1e-9]
        if bad:
            return _say(False, f"Copeland scores differ from wins - losses: {bad[:5]}")
        never = {nm(p) for p in range(1, n + 1)} - set(sc)
        if set(order[len(sc):]) != never or any(got[d] >= min(sc.values()) for d in never):
            return _say(False, f"a paper nobody ranked is not last, below every score: {order[-4:]}")
        return _say(_NS["extends"]([d for d in order if d in sc], sc), f"order {order}")
    return check


def _kemeny60(stdout: str, folder) -> bool:
    rows, order = _table_order(folder, "out.csv")
    if len(rows) != X_N:
        return _say(False, f"{len(rows)} rows for {X_N} papers")
    items = _NS["ranked_set"](X_B)
    Y = _NS["prefs"](X_B, items, "none")
    o = [int(d[1:]) for d in order if int(d[1:]) in items]
    c = _NS["cost"](o, Y)
    ob, lb = float(rows[0]["objective"]), float(rows[0]["lower_bound"])
    if abs(ob - c) > 1e-6 or lb > ob + 1e-6:
        return _say(False, f"objective {ob}, lower bound {lb}, the order's cost {c}")
    move = _NS["better_move"](o, Y)
    return _say(move is None, f"moving (paper, place) {move} lowers the cost {c}")


def _bucketsA(stdout: str, folder, ballots=A_B, n=A_N) -> bool:
    A_B = ballots  # noqa: N806  (the track checked: A by default, Y for u14c_toi_buckets30)
    rows, order = _table_order(folder, "out.csv")
    items = _NS["ranked_set"](A_B)
    sc = {int(r["item"][1:]): float(r["score"]) for r in rows}
    if set(sc) != set(range(1, n + 1)):
        return _say(False, f"papers {sorted(sc)}")
    w = _NS["weak_of"](sc, items)
    c = _NS["snell"](w, A_B)
    ob, lb = float(rows[0]["objective"]), float(rows[0]["lower_bound"])
    if abs(ob - c) > 1e-6 or lb > ob + 1e-6:
        return _say(False, f"objective {ob}, lower bound {lb}, the weak order's distance {c}: {w}")
    if abs(ob - lb) < 1e-6:
        for p in items:
            rest = [[x for x in b if x != p] for b in w]
            rest = [b for b in rest if b]
            for k in range(len(rest)):
                for cand in (rest[:k] + [rest[k] + [p]] + rest[k + 1:], rest[:k] + [[p]] + rest[k:]):
                    if _NS["snell"](cand, A_B) < c:
                        return _say(False, f"moving P{p} lowers the distance {c}: {cand}")
    return True


def _trec(rows):
    return "".join(f"{q} Q0 {d} {i + 1} {s} {t}\n" for q, t, lst in rows for i, (d, s) in enumerate(lst))


def fourteenth_bar_chair_cases() -> list[Case]:
    """Issue 45's fourteenth bar: a program chair or hiring-panel lead whose reviewers rank only their assigned
    submissions.  PrefLib ``.soi`` / ``.toi`` files (one line per distinct ballot, ties in braces) through
    ``rankagg fuse``; reviewers' run files; ``Rankings`` with ``NaN`` and tied ranks through the API;
    comparison tables with a judge per reviewer.  Every expected value is computed here, by brute force or by
    the formula the docs state, never by rankagg."""
    G = FOURTEENTH_CHAIR

    def cli(id: str, what: str, argv: list[str], files: dict, check, why: str, timeout: float = 180) -> Case:
        return Case(id, G, what, argv=argv, files=files, expect="ok", check=check, memory_gb=4.0, timeout=timeout,
                    why=why)

    def tcli(id: str, what: str, file: str, text: str, method: str, out: str, check, why: str,
             timeout: float = 180) -> Case:
        return cli(id, what, ["fuse", file, "--method", method, "-o", out], {file: text}, check, why, timeout)

    cli_bad = command_cases(G, outputs=())[1]

    ok, bad = snippet_cases(G, _H, ok_timeout=180)

    cases: list[Case] = []
    # ---------------------------------------------------------------- Borda with partial lists and ties
    cases += [
        tcli("u14c_toi_borda_share", "track A (20 papers, 10 reviewers ranking 1-8 each, ties in braces, P20 ranked "
            "by nobody) fused by Borda into a CSV table: each score is sum over reviewers of n - pos + 1 (pos: the "
            "class's best place, 2,{1,3},4 gives 4 the fourth place), a paper a reviewer of k did not rank gets "
            "(n - k + 1) / 2, n the papers someone ranked; P20 last", "trackA.toi", A_TOI, "borda", "out.csv",
            _check_borda("out.csv", A_B, A_N, "share", "ranked", 20),
            "accepted: rankagg methods borda and docs/preferences.md (ties share the best place)"),
        tcli("u14c_toi_borda_bottom", "track A by borda(unranked=bottom): a paper a reviewer of k did not rank is tied "
            "at place k + 1 (n - k points): each score is that formula's", "trackA.toi", A_TOI, "borda(unranked=bottom)", "out.tsv",
            _check_borda("out.tsv", A_B, A_N, "bottom", "ranked", 20), "accepted: rankagg methods borda"),
        tcli("u14c_toi_borda_ignore_query", "track A by borda(unranked=ignore, n_candidates=query): n is all 20 "
            "papers (P20 included), an unranked paper gets 0 from that reviewer: each score is the formula's", "trackA.toi", A_TOI, "borda(unranked=ignore, n_candidates=query)", "out.csv",
            _check_borda("out.csv", A_B, A_N, "ignore", "query", 20),
            "accepted: rankagg methods borda (n_candidates=query: all the query's documents)"),
        tcli("u14c_toi_borda_trec_scores", "track A by Borda written as a TREC run for the report's appendix: "
            "the lines' order is the formula's (a linear extension), the scores the formula's to float32 "
            "precision, ranks 1..20, P20 last", "trackA.toi", A_TOI, "borda", "consensus.run",
            None, "accepted: docs/preferences.md (a table written as a TREC run, tied scores nudged)"),
    ]

    def _trec_borda(stdout: str, folder) -> bool:
        rows = _NS["read_run"](folder / "consensus.run")
        sc = {nm(p): v for p, v in _NS["borda"](A_B, _NS["ranked_set"](A_B), "share").items()}
        order = [d for _, d, _, _ in rows]
        if [r for _, _, r, _ in rows] != list(range(1, 21)) or set(order[len(sc):]) != {"P11", "P18", "P20"}:
            return _say(False, f"ranks or the papers nobody ranked (P11, P18, P20) not last: {rows[-4:]}")
        bad = [(d, s, sc[d]) for _, d, _, s in rows if d in sc and abs(s - sc[d]) > 1e-5 * max(1, sc[d])]
        return _say(not bad and _NS["extends"]([d for d in order if d in sc], sc), f"scores {bad[:4]} order {order}")
    cases[-1].check = _trec_borda

    # ---------------------------------------------------------------- Kemeny exact and buckets, brute force
    cases += [
        cli("u14c_soi_kemeny_exact_bruteforce", "track S (7 papers, 9 reviewers ranking 3-5 each, strict) by the "
            "elections' default kemeny(solver=exact): the order's disagreement count (pairs a reviewer ranked "
            "both of, the other way) is the minimum over all 5040 orders, objective = lower_bound = that minimum",
            ["fuse", "trackS.soi", "-o", "out.csv"], {"trackS.soi": S_SOI},
            _check_kemeny_order("out.csv", S_B, S_N, "none"), "accepted: docs/preferences.md (exact Kemeny with a proof)"),
        tcli("u14c_soi_kemeny_below_bruteforce", "track S by kemeny(solver=exact, unranked=below) (a paper a "
            "reviewer did not rank counts below the reviewer's list): the order's cost is the brute-force minimum "
            "with those pairs counted", "trackS.soi", S_SOI, "kemeny(solver=exact, unranked=below)", "out.csv",
            _check_kemeny_order("out.csv", S_B, S_N, "below", objective=False),
            "accepted: rankagg methods kemeny (unranked=below)"),
        tcli("u14c_toi_kemeny_exact_ties_bruteforce", "track T (7 papers, ties 'these two are equal') by "
            "kemeny(solver=exact): the order is optimal by brute force (a reviewer's tie costs the same either "
            "way), and objective equals lower_bound", "trackT.toi", T_TOI, "kemeny(solver=exact)", "out.tsv",
            _check_kemeny_order("out.tsv", T_B, T_N, "none"), "accepted: docs/preferences.md"),
        tcli("u14c_toi_kemeny_buckets_bruteforce", "track W (6 papers, 8 reviewers, ties) by "
            "kemeny(consensus=buckets): the weak order read from the score column (tied papers share a score) "
            "has the least Kemeny-Snell distance over all 4683 weak orders (tie against strict 1, reverse 2), and "
            "the objective column is that distance", "trackW.toi", W_TOI, "kemeny(consensus=buckets)", "out.csv",
            _check_buckets("out.csv", W_B, W_N, "none"), "accepted: docs/preferences.md (bucket orders)"),
        tcli("u14c_toi_buckets_all_tied_reviewer", "track W plus a panel member who says all six candidates are "
            "equal (1: {1,2,3,4,5,6}) by kemeny(consensus=buckets): that ballot costs 1 per pair the consensus "
            "separates; the weak order is optimal over all 4683 by brute force", "trackW2.toc", W2_TOC, "kemeny(consensus=buckets)", "out.csv",
            _check_buckets("out.csv", W2_B, W_N, "none"),
            "accepted: docs/preferences.md (bucket orders; the voters' ties counted as ties)"),
        tcli("u14c_toi_kemeny_buckets_tracks", "track T (7 papers) by kemeny(consensus=buckets, solver=exact) "
            "into a TSV: the weak order of the score column is optimal over all 47293 weak orders", "trackT.toi", T_TOI, "kemeny(consensus=buckets)", "buckets.tsv",
            _check_buckets("buckets.tsv", T_B, T_N, "none"),
            "accepted: docs/preferences.md (bucket orders)", timeout=240),
        tcli("u14c_soi_kemeny_sparse40", "track L (40 papers, 14 reviewers ranking 4-7 each, P40 nobody's) by "
            "kemeny(solver=exact) within its time: objective = lower_bound = the order's cost, no single paper's "
            "move lowers the cost, P40 present (last)", "trackL.soi", L_SOI, "kemeny(solver=exact)", "out.csv",
            _check_kemeny_order("out.csv", L_B, L_N, "none", brute=False, local=True),
            "accepted: docs/preferences.md", timeout=240),
    ]

    cases += [
        tcli("u14c_soi_kemeny60_time_limit", "track X (60 papers, 20 reviewers ranking 3-8 each) by "
            "kemeny(solver=exact, time_limit=10): every paper in the table, the objective column is the order's "
            "cost, the lower bound at most that, and no single paper's move lowers the cost (the local search's "
            "order when the limit stops the proof)", "trackX.soi", X_SOI, "kemeny(solver=exact, time_limit=10)", "out.csv",
            _kemeny60, "accepted: docs/preferences.md (limits)", timeout=240),
        cli("u14c_toi_buckets_trackA", "track A (20 papers, ties, partial) by kemeny(consensus=buckets): the "
            "objective column is the Kemeny-Snell distance of the weak order the scores show, and when proven "
            "(objective = lower_bound) no paper moved to another bucket or a bucket of its own lowers it",
            ["fuse", "trackA.toi", "--method", "kemeny(consensus=buckets)", "-o", "out.csv"], {"trackA.toi": A_TOI},
            _bucketsA, "accepted: docs/preferences.md (bucket orders)", timeout=240),
        tcli("u14c_toi_buckets30", "track Y (30 papers, 12 reviewers ranking 3-7 each, ties) by "
            "kemeny(consensus=buckets): every paper in the table, the objective column is the Kemeny-Snell distance "
            "of the weak order the scores show, and when proven no single paper's move lowers it", "trackY.toi", Y_TOI, "kemeny(consensus=buckets)", "out.csv",
            lambda out, folder: _bucketsA(out, folder, Y_B, Y_N), "accepted: docs/preferences.md (bucket orders)",
            timeout=300),
    ]
    # ---------------------------------------------------------------- Copeland / Condorcet
    cases += [
        tcli("u14c_toi_copeland_formula", "track A by copeland into a CSV: each paper's score is its pairwise "
            "majority wins minus losses over the reviewers who ranked both (ties no preference), P20 (nobody's) "
            "last with a score below every other", "trackA.toi", A_TOI, "copeland", "out.csv",
            _check_copeland("out.csv", A_B, A_N, "none"), "accepted: rankagg methods copeland"),
        tcli("u14c_soi_copeland_below_sparse", "track L (40 papers) by copeland(unranked=below): wins minus "
            "losses with a reviewer's ranked papers above the papers it did not rank", "trackL.soi", L_SOI, "copeland(unranked=below)", "out.csv",
            _check_copeland("out.csv", L_B, L_N, "below"), "accepted: rankagg methods copeland"),
    ]
    def _wins(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        items = _NS["ranked_set"](A_B)
        Y = _NS["prefs"](A_B, items, "none", tie=0.5)
        sc = {nm(a): float(sum(Y[a, b] > Y[b, a] for b in items if b != a)) for a in items}
        got = {r["item"]: float(r["score"]) for r in rows}
        bad = [(d, got.get(d), v) for d, v in sc.items() if got.get(d) is None or abs(got[d] - v) > 1e-9]
        return _say(not bad and set(order[len(sc):]) == {"P11", "P18", "P20"}, f"wins {bad[:5]} order {order}")
    cases += [
        tcli("u14c_toi_condorcet_wins_formula", "track A by condorcet(rule=wins): each paper's score is its number "
            "of pairwise majority wins over the papers it meets (reviewers who ranked both), the papers nobody "
            "ranked last", "trackA.toi", A_TOI, "condorcet(rule=wins)", "out.csv",
            _wins, "accepted: rankagg methods condorcet (rule=wins)"),
    ]
    methods_c = ["condorcet", "copeland", "kemeny(solver=exact)", "kemeny", "mc4", "mclk"]
    cases += [
        ok("u14c_majority_transitive_all_methods", "track C: 9 reviewers' partial lists over 6 papers whose pairwise "
           "majority is strict and transitive on every pair (P1>P2>...>P6): condorcet, copeland, kemeny (exact "
           "and local), mc4, mclk give that order (a Condorcet order), each one",
           f"open('trackC.soi', 'w').write({C_SOI!r})\nimport rankagg\nbad = []\n"
           f"for m in {methods_c!r}:\n"
           "    got = list(rankagg.fuse(['trackC.soi'], m)['trackC'])\n"
           "    if got != [name(p) for p in range(1, 7)]:\n        bad.append((m, got))\n"
           "Y = prefs(" + repr(C_B) + ", list(range(1, 7)))\n"
           "assert all(Y[a, b] > Y[b, a] for a in range(1, 7) for b in range(a + 1, 7))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: every Condorcet-consistent rule gives the majority's order when it is a total order"),
        ok("u14c_condorcet_winner_sparse", "track A with a paper every reviewer put first (P07 added at the top of "
           "every list): it beats every paper it meets, so condorcet, copeland, kemeny(solver=exact) and mc4 put "
           "it first",
           "B = make_ballots(1401, 20, 10, 3, 8, tie_p=0.25, never=(20,), single=1)\n"
           "B = [[[7]] + [[p for p in c if p != 7] for c in b if [p for p in c if p != 7]] for b in B]\n"
           "open('trackA.toi', 'w').write(preflib(B, 20, 'toi', 'trackA'))\nimport rankagg\nbad = []\n"
           "for m in ['condorcet', 'copeland', 'kemeny(solver=exact)', 'mc4', 'kemeny']:\n"
           "    got = list(rankagg.fuse(['trackA.toi'], m)['trackA'])\n"
           "    if got[0] != 'P07':\n        bad.append((m, got[:3]))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: a Condorcet winner comes first (rankagg methods condorcet, Kemeny's optimality)"),
    ]
    # ---------------------------------------------------------------- nobody ranked it, one item, no items
    cases += [
        ok("u14c_nobody_ranked_last_everywhere", "track A's P20 (declared, ranked by nobody) is in every method's "
           "result, last: borda, copeland, condorcet, kemeny, geomean, median_rank, mc4, mallows_em, rrf",
           f"open('trackA.toi', 'w').write({A_TOI!r})\nimport rankagg\nbad = []\n"
           "for m in ['borda', 'copeland', 'condorcet', 'kemeny', 'geomean', 'median_rank', 'mc4', 'mallows_em', 'rrf']:\n"
           "    got = list(rankagg.fuse(['trackA.toi'], m, depth=None)['trackA'])\n"
           "    if len(got) != 20 or got[-1] != 'P20':\n        bad.append((m, len(got), got[-2:]))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: docs/preferences.md (an alternative no voter ranked comes last)", timeout=300),
        ok("u14c_single_item_reviewer_no_pairs", "a reviewer who ranked one paper says nothing about any pair: "
           "track S with and without three one-paper reviewers gives kemeny(solver=exact) orders of the same (optimal) "
           "cost and the same Copeland scores (orders of tied scores may differ: the house rule counts rankers)",
           "B = make_ballots(1402, 7, 9, 3, 5)\nB2 = B + [[[3]], [[6]], [[3]]]\n"
           "open('a.soi', 'w').write(preflib(B, 7, 'soi', 'a'))\nopen('b.soi', 'w').write(preflib(B2, 7, 'soi', 'b'))\n"
           "import rankagg\nbad = []\nY = prefs(B, ranked_set(B))\nbest = brute_min(ranked_set(B), Y)\n"
           "for f in ('a', 'b'):\n"
           "    o = [int(d[1:]) for d in rankagg.fuse([f + '.soi'], 'kemeny(solver=exact)')[f]]\n"
           "    if cost(o, Y) != best:\n        bad.append(('kemeny', f, o, cost(o, Y), best))\n"
           "x = rankagg.fuse(['a.soi'], 'copeland')['a']\ny = rankagg.fuse(['b.soi'], 'copeland')['b']\n"
           "if dict(x) != dict(y):\n    bad.append(('copeland', list(x.items()), list(y.items())))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: a one-item list holds no pair (unranked=none)"),
        ok("u14c_one_reviewer_every_method", "a track where only one panel member ranked (6 of 8 candidates: "
           "3, 1, {5, 6} equal, 2, 8): every method's consensus is that ballot (the tie either way), the two "
           "candidates nobody ranked last: borda, copeland, condorcet, kemeny, kemeny exact and buckets, geomean, "
           "median_rank, mc4, mallows_em, rrf",
           "B = [[[3], [1], [5, 6], [2], [8]]]\nopen('one.toi', 'w').write(preflib(B, 8, 'toi', 'one'))\nimport rankagg\n"
           "pos = positions(B[0])\nsc = {name(p): -pos.get(p, 99) for p in range(1, 9)}\nbad = []\n"
           "for m in ['borda', 'copeland', 'condorcet', 'kemeny', 'kemeny(solver=exact)', 'kemeny(consensus=buckets)', 'geomean', 'median_rank', 'mc4', 'mallows_em', 'rrf']:\n"
           "    got = list(rankagg.fuse(['one.toi'], m, depth=None)['one'])\n"
           "    if len(got) != 8 or not extends(got, sc):\n        bad.append((m, got))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: one ballot is its own consensus under every rule", timeout=300),
        ok("u14c_mallows_empty_reviewer", "mallows_em on Rankings with and without a reviewer who ranked nothing "
           "in the track (a column of NaN; docs/mallows.md: such a ranker is left out of that query's M-step): "
           "the same scores",
           "import numpy as np\nfrom rankagg.data.rankings import Rankings\nfrom rankagg.methods.registry import make_method\n"
           "B = make_ballots(1411, 9, 6, 3, 6, tie_p=0.2)\n"
           "def R(bs, extra):\n    m = np.full((9, len(bs) + extra), np.nan)\n"
           "    for j, b in enumerate(bs):\n        for p, r in positions(b).items():\n            m[p - 1, j] = r\n"
           "    return Rankings(offsets=np.array([0, 9]), ranks=m, qids=np.array(['track']), docids=np.array([name(p) for p in range(1, 10)]),"
           " ranker_names=tuple(f'rev{j}' for j in range(len(bs) + extra)))\n"
           "a = make_method('mallows_em').aggregate(R(B, 0))\nb = make_method('mallows_em').aggregate(R(B, 1))\n"
           "print('same' if np.allclose(a, b, rtol=1e-12, atol=0) and list(np.argsort(-a, kind='stable')) == list(np.argsort(-b, kind='stable')) else f'differs {a.tolist()} {b.tolist()}')",
           "accepted: docs/mallows.md (a ranker that returned nothing is left out)"),
        ok("u14c_empty_reviewer_rankings", "Rankings with a reviewer who ranked nothing in the track (a column of "
           "NaN): copeland, kemeny, condorcet give the same scores as without that reviewer; borda and geomean "
           "the same order (its share is the same for every paper)",
           "import numpy as np\nfrom rankagg.data.rankings import Rankings\nfrom rankagg.methods.registry import make_method\n"
           "B = make_ballots(1402, 7, 6, 3, 5)\n"
           "def R(bs, extra):\n    m = np.full((7, len(bs) + extra), np.nan)\n"
           "    for j, b in enumerate(bs):\n        for p, r in positions(b).items():\n            m[p - 1, j] = r\n"
           "    return Rankings(offsets=np.array([0, 7]), ranks=m, qids=np.array(['track']), docids=np.array([name(p) for p in range(1, 8)]),"
           " ranker_names=tuple(f'rev{j}' for j in range(len(bs) + extra)))\n"
           "x, y = R(B, 0), R(B, 1)\nbad = []\n"
           "for m in ['copeland', 'kemeny', 'condorcet', 'borda', 'geomean']:\n"
           "    a = make_method(m).aggregate(x)\n    b = make_method(m).aggregate(y)\n"
           "    oa, ob = list(np.argsort(-a, kind='stable')), list(np.argsort(-b, kind='stable'))\n"
           "    if oa != ob or (m in ('copeland', 'kemeny', 'condorcet') and not np.array_equal(a, b)):\n"
           "        bad.append((m, a.tolist(), b.tolist()))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: a reviewer with an empty list holds no pair and favours no paper"),
    ]
    # ---------------------------------------------------------------- reviewers given twice, determinism
    run_a = _trec([("trackR", "alice", [("P01", 3.0), ("P04", 2.0), ("P02", 1.0)])])
    run_b = _trec([("trackR", "bob", [("P02", 4.0), ("P03", 3.0), ("P01", 2.0), ("P05", 1.0)])])
    run_c = _trec([("trackR", "carol", [("P04", 3.0), ("P05", 2.0), ("P03", 1.0)])])
    cases += [
        bad("u14c_rankings_reviewer_named_twice_weights", "Rankings whose ranker_names are ('alice', 'bob', "
            "'alice') fused by borda(weights={'alice': 2.0}): refused naming alice (which alice weighs 2?)",
            "import numpy as np\nfrom rankagg.data.rankings import Rankings\nfrom rankagg.methods.registry import make_method\n"
            "m = np.array([[1, 2, np.nan], [2, 1, 1], [np.nan, 3, 2]], dtype=float)\n"
            "d = Rankings(offsets=np.array([0, 3]), ranks=m, qids=np.array(['t']), docids=np.array(['P1', 'P2', 'P3']), ranker_names=('alice', 'bob', 'alice'))\n"
            "print(make_method('borda', weights={'alice': 2.0}).aggregate(d))",
            "alice", why="refused: one name for two rankers makes a weight by name ambiguous"),
        ok("u14c_rankings_weights_sequence_order", "Rankings of three reviewers ('tanaka', 'adams', 'baker', in "
           "that column order) fused by rrf, borda and combsum with weights=[1.0, 2.0, 1.0] (the senior reviewer "
           "adams, second, weighs 2): each score is the weighted formula with adams' weight 2, the same as "
           "weights={'adams': 2.0}",
           "import numpy as np\nfrom rankagg.data.rankings import Rankings\nfrom rankagg.methods.registry import make_method\n"
           "ranks = np.array([[1, 2, np.nan], [2, 1, 1], [np.nan, 3, 2], [3, np.nan, 3], [4, 4, np.nan]], dtype=float)\n"
           "d = Rankings(offsets=np.array([0, 5]), ranks=ranks, qids=np.array(['t']), docids=np.array(['P1', 'P2', 'P3', 'P4', 'P5']), ranker_names=('tanaka', 'adams', 'baker'))\n"
           "w = [1.0, 2.0, 1.0]\nrrf = [sum(w[j] / (60 + ranks[i, j]) for j in range(3) if ranks[i, j] == ranks[i, j]) for i in range(5)]\n"
           "bad = []\nfor m, ref in (('rrf', rrf), ('borda', None), ('combsum', None)):\n"
           "    seq = make_method(m, weights=w).fuse(d)[1]\n    named = make_method(m, weights={'adams': 2.0}).fuse(d)[1]\n"
           "    if not np.allclose(seq, named, rtol=1e-12) or (ref is not None and not np.allclose(seq, ref, rtol=1e-12)):\n"
           "        bad.append((m, seq.tolist(), named.tolist(), ref))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: a sequence of weights is one per ranker in the data's order (rankagg.methods.ranker_sums)"),
        ok("u14c_reorder_reviewer_lines_same", "track A's reviewer lines in reverse order (the same election): "
           "borda, copeland, kemeny(solver=exact), geomean and mallows_em give the same order and scores",
           "B = make_ballots(1401, 20, 10, 3, 8, tie_p=0.25, never=(20,), single=1)\n"
           "open('x.toi', 'w').write(preflib(B, 20, 'toi', 'x'))\nopen('y.toi', 'w').write(preflib(B[::-1], 20, 'toi', 'y'))\n"
           "import rankagg\nbad = []\n"
           "for m in ['borda', 'copeland', 'kemeny(solver=exact)', 'geomean', 'mallows_em']:\n"
           "    a = rankagg.fuse(['x.toi'], m, depth=None)['x']\n    b = rankagg.fuse(['y.toi'], m, depth=None)['y']\n"
           "    if list(a.items()) != list(b.items()):\n        bad.append((m, list(a.items())[:4], list(b.items())[:4]))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: docs/conventions.md (reordering the rankers changes no bit)", timeout=300),
        ok("u14c_mallows_sampling_seed", "mallows_em(estimator=sampling, inference=sampling, random_state=11) on "
           "track A twice in one process and once in a fresh process with another PYTHONHASHSEED: the same "
           "scores, bit for bit",
           f"open('trackA.toi', 'w').write({A_TOI!r})\nimport rankagg, subprocess, sys, os\n"
           "m = 'mallows_em(estimator=sampling, inference=sampling, random_state=11)'\n"
           "a = rankagg.fuse(['trackA.toi'], m, depth=None)['trackA']\nb = rankagg.fuse(['trackA.toi'], m, depth=None)['trackA']\n"
           "code = 'import rankagg, json; r = rankagg.fuse([\"trackA.toi\"], %r, depth=None)[\"trackA\"]; print(json.dumps([[d, float(s).hex()] for d, s in r.items()]))' % m\n"
           "out = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED='123'))\n"
           "c = json.loads(out.stdout)\nx = [[d, float(s).hex()] for d, s in a.items()]\n"
           "ok = list(a.items()) == list(b.items()) and x == c\n"
           "print('same' if ok else f'differs {x[:4]} {c[:4]} {out.stderr[-300:]}')",
           "accepted: docs/conventions.md (same input and random_state, same output)", timeout=300),
        ok("u14c_mallows_prefix_lists", "Mallows top-k EM on reviewers whose lists are prefixes of one order "
           "(top 3, 5, 8, 4, 6 of P1..P10): every list is at top-k distance 0 from that order; the consensus "
           "(weighted Borda and sampling inference) is that order on the papers listed",
           "import rankagg\nB = [[[p] for p in range(1, k + 1)] for k in (3, 5, 8, 4, 6)]\n"
           "open('pre.soi', 'w').write(preflib(B, 10, 'soi', 'pre'))\nbad = []\n"
           "for m in ['mallows_em', 'mallows_em(inference=sampling, random_state=2)']:\n"
           "    got = list(rankagg.fuse(['pre.soi'], m, depth=None)['pre'])\n"
           "    if got[:8] != [name(p) for p in range(1, 9)]:\n        bad.append((m, got))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: docs/mallows.md (top-k lists, Definition 1)", timeout=300),
    ]
    # ---------------------------------------------------------------- RAGS: geomean, top-k / bottom-k imputation
    geo_ref = (
        "def geo(cols, n):\n"
        "    # RAGS §4.2 top-k: listed papers keep their places (ties averaged), the rest (k+1+n)/2; sum log(R/(n+1))\n"
        "    s = {p: 0.0 for p in range(1, n + 1)}\n"
        "    for b in cols:\n"
        "        k = sum(len(c) for c in b)\n        R, r = {}, 1\n"
        "        for c in b:\n            for p in c:\n                R[p] = r + (len(c) - 1) / 2\n            r += len(c)\n"
        "        for p in s:\n            s[p] += math.log(R.get(p, (k + 1 + n) / 2) / (n + 1))\n"
        "    return s\n")
    rank_mat = (
        "import numpy as np\nfrom rankagg.data.rankings import Rankings\nfrom rankagg.methods.registry import make_method\n"
        "def R(qs, labels=None):\n"
        "    # qs: list of (qid, n, ballots); ranks as competition places, ties equal\n"
        "    nr = max(len(b) for _, _, b in qs)\n    rows, off, docs = [], [0], []\n"
        "    for q, n, bs in qs:\n"
        "        m = np.full((n, nr), np.nan)\n"
        "        for j, b in enumerate(bs):\n            for p, r in positions(b).items():\n                m[p - 1, j] = r\n"
        "        rows.append(m)\n        off.append(off[-1] + n)\n        docs += [f'{q}-{name(p)}' for p in range(1, n + 1)]\n"
        "    return Rankings(offsets=np.array(off), ranks=np.vstack(rows), qids=np.array([q for q, _, _ in qs]), docids=np.array(docs),"
        " ranker_names=tuple(f'rev{j}' for j in range(nr)), labels=None if labels is None else np.array(labels))\n")
    cases += [
        ok("u14c_geomean_ties_partial", "geomean on a 12-paper track: 6 reviewers ranking 3-7 each with ties, "
           "given as Rankings (tied places equal, NaN unranked): the order is RAGS-top's, ties averaged, an "
           "unlisted paper (k+1+n)/2, n all 12 papers, sum of log(R/(n+1)) ascending",
           rank_mat + geo_ref + "B = make_ballots(1406, 12, 6, 3, 7, tie_p=0.3)\n"
           "s = geo(B, 12)\ngot = make_method('geomean').aggregate(R([('t', 12, B)]))\n"
           "order = [int(i) + 1 for i in np.argsort(-got, kind='stable')]\n"
           "ok = extends(order, {p: -v for p, v in s.items()}, 1e-9)\n"
           "print('same' if ok else f'differs {order} {sorted(s.items(), key=lambda x: x[1])}')",
           "accepted: rankagg methods geomean, docs/rags.md"),
        ok("u14c_geomean_two_tracks", "geomean on Rankings of two tracks (12 and 25 papers, the same 6 reviewers, "
           "ties and partial lists): each track's order is RAGS-top's formula with its own n",
           rank_mat + geo_ref + "B1 = make_ballots(1413, 12, 6, 3, 7, tie_p=0.3)\nB2 = make_ballots(1414, 25, 6, 3, 8, tie_p=0.3)\n"
           "got = make_method('geomean').aggregate(R([('t1', 12, B1), ('t2', 25, B2)]))\nbad = []\n"
           "for lo, n, B in ((0, 12, B1), (12, 25, B2)):\n"
           "    s = geo(B, n)\n    g = got[lo:lo + n]\n"
           "    order = [int(i) + 1 for i in np.argsort(-g, kind='stable')]\n"
           "    if not extends(order, {p: -v for p, v in s.items()}, 1e-9):\n        bad.append((n, order))\n"
           "print('same' if not bad else f'differs {bad}')",
           "accepted: docs/rags.md (n: the documents of the query)"),
        ok("u14c_geomean_toi_file", "geomean of track A read from the .toi file: the order is RAGS-top's formula "
           "with n = 20 (the declared papers, P20 included); P20 last",
           f"open('trackA.toi', 'w').write({A_TOI!r})\nimport rankagg\n" + geo_ref +
           f"s = geo({A_B!r}, 20)\n"
           "got = list(rankagg.fuse(['trackA.toi'], 'geomean', depth=None)['trackA'])\n"
           "order = [int(d[1:]) for d in got]\n"
           "print('same' if extends(order, {p: -v for p, v in s.items()}, 1e-9) and order[-1] == 20 else f'differs {order}')",
           "accepted: rankagg methods geomean (n: the documents of the query)"),
        ok("u14c_rags_top_lstsq_weights", "rags_top fitted on last year's two tracks (labels: accept 2, weak 1, "
           "reject 0) with partial, tied reviewer lists: its weights are numpy's least squares of the labels' "
           "log normalised ranks (ties averaged, higher grade better) on the reviewers' imputed log normalised "
           "ranks (no intercept); this year's order is the weighted sum of log ranks, ascending",
           rank_mat +
           "def lognorm(b, n):\n    k = sum(len(c) for c in b)\n    R, r = {}, 1\n"
           "    for c in b:\n        for p in c:\n            R[p] = r + (len(c) - 1) / 2\n        r += len(c)\n"
           "    return [math.log(R.get(p, (k + 1 + n) / 2) / (n + 1)) for p in range(1, n + 1)]\n"
           "def labranks(lab):\n    n = len(lab)\n    out = []\n"
           "    for x in lab:\n        better = sum(y > x for y in lab)\n        same = sum(y == x for y in lab)\n"
           "        out.append(math.log((better + (same + 1) / 2) / (n + 1)))\n    return out\n"
           "rng = random.Random(7)\nq1 = make_ballots(21, 14, 5, 4, 8, tie_p=0.2)\nq2 = make_ballots(22, 16, 5, 4, 8, tie_p=0.2)\n"
           "lab1 = [rng.choice([0, 0, 1, 2]) for _ in range(14)]\nlab2 = [rng.choice([0, 0, 1, 2]) for _ in range(16)]\n"
           "X = np.array([[lognorm(b, n)[i] for b in bs] for n, bs in ((14, q1), (16, q2)) for i in range(n)])\n"
           "y = np.array(labranks(lab1) + labranks(lab2))\nw = np.linalg.lstsq(X, y, rcond=None)[0]\n"
           "m = make_method('rags_top').fit(R([('a', 14, q1), ('b', 16, q2)], lab1 + lab2))\n"
           "got = m.influence()['bands'][0]['weights']\ngw = np.array([got[f'rev{j}'] for j in range(5)])\n"
           "q3 = make_ballots(23, 12, 5, 3, 7, tie_p=0.2)\nsc = m.aggregate(R([('c', 12, q3)]))\n"
           "ref = {p + 1: -float(np.dot(w, [lognorm(b, 12)[p] for b in q3])) for p in range(12)}\n"
           "order = [int(i) + 1 for i in np.argsort(-sc, kind='stable')]\n"
           "ok = np.allclose(gw, w, rtol=1e-6, atol=1e-9) and extends(order, ref, 1e-9)\n"
           "print('same' if ok else f'differs weights {gw} vs {w}; order {order}')",
           "accepted: docs/rags.md §4.1 (least squares, no intercept) and §4.2 (top-k imputation)"),
        ok("u14c_rags_bottom_worst_first", "reviewers who name the weakest submissions ('these 3 are the "
           "worst', worst first) aggregated by rags_bottom(order=worst_first, weights=none): listed papers take "
           "places n..n-k+1, the rest (n-k+1)/2; the order is the geometric mean's, ascending",
           rank_mat +
           "B = make_ballots(1407, 10, 5, 2, 4)\n"
           "def lb(b, n):\n    flat = [p for c in b for p in c]\n    k = len(flat)\n"
           "    R = {p: n - i for i, p in enumerate(flat)}\n"
           "    return {p: math.log(R.get(p, (n - k + 1) / 2) / (n + 1)) for p in range(1, n + 1)}\n"
           "s = {p: sum(lb(b, 10)[p] for b in B) for p in range(1, 11)}\n"
           "sc = make_method('rags_bottom', order='worst_first', weights='none').aggregate(R([('t', 10, B)]))\n"
           "order = [int(i) + 1 for i in np.argsort(-sc, kind='stable')]\n"
           "print('same' if extends(order, {p: -v for p, v in s.items()}, 1e-9) else f'differs {order} {sorted(s, key=s.get)}')",
           "accepted: docs/rags.md (RAGS-bottom imputation, order=worst_first)"),
    ]
    # ---------------------------------------------------------------- CPS
    cases += [
        ok("u14c_cps_seed_determinism", "cps(truth=random, random_state=3) fitted on last year's labelled tracks "
           "(partial reviewer lists, unranked=average) twice, and applied to this year's track: the same theta "
           "and the same scores, bit for bit",
           rank_mat +
           "rng = random.Random(5)\nq1 = make_ballots(31, 8, 4, 3, 6)\nq2 = make_ballots(32, 9, 4, 3, 6)\n"
           "lab = [rng.choice([0, 1, 2]) for _ in range(17)]\ntrain = R([('a', 8, q1), ('b', 9, q2)], lab)\n"
           "test = R([('c', 8, make_ballots(33, 8, 4, 3, 6))])\nouts = []\n"
           "for _ in range(2):\n    m = make_method('cps', truth='random', random_state=3).fit(train)\n"
           "    outs.append((np.asarray(getattr(m, 'theta_', 0.0)).tobytes(), np.asarray(m.aggregate(test)).tobytes()))\n"
           "print('same' if outs[0] == outs[1] else 'differs')",
           "accepted: docs/conventions.md (determinism under random_state)"),
        ok("u14c_cps_unanimous_reviewers", "CPS fitted on last year's tracks where the reviewers agree with the "
           "decisions, applied to a track where all 4 reviewers give the same full order of 7 papers: the "
           "consensus is that order",
           rank_mat +
           "def agree(n, k, seed):\n    rng = random.Random(seed)\n    out = []\n"
           "    for _ in range(4):\n        s = sorted(rng.sample(range(1, n + 1), k))\n        out.append([[p] for p in s])\n    return out\n"
           "q1, q2 = agree(8, 5, 1), agree(9, 6, 2)\nlab = [8 - i for i in range(8)] + [9 - i for i in range(9)]\n"
           "lab = [min(2, x // 3) for x in lab]\n"
           "m = make_method('cps').fit(R([('a', 8, q1), ('b', 9, q2)], lab))\n"
           "perm = [4, 1, 6, 2, 7, 3, 5]\nsc = m.aggregate(R([('c', 7, [[[p] for p in perm]] * 4)]))\n"
           "order = [int(i) + 1 for i in np.argsort(-sc, kind='stable')]\n"
           "print('same' if order == perm else f'differs {order} theta {getattr(m, \"theta_\", None)}')",
           "accepted: CPS (Qin et al. Eq. 8) puts the common order first when the weights are positive"),
    ]
    # ---------------------------------------------------------------- comparison tables with a judge per reviewer
    def _pairs_csv(ballots, tie_rows=True):
        lines = ["query,item_a,item_b,outcome,judge"]
        for j, b in enumerate(ballots):
            pos = _NS["positions"](b)
            items = sorted(pos)
            for x in range(len(items)):
                for y in range(x + 1, len(items)):
                    a, c = items[x], items[y]
                    o = "win" if pos[a] < pos[c] else ("loss" if pos[a] > pos[c] else "tie")
                    if o == "tie" and not tie_rows:
                        continue
                    lines.append(f"trackT,{nm(a)},{nm(c)},{o},rev{j}")
        return "\n".join(lines) + "\n"
    T_CSV = _pairs_csv(T_B)
    W_CSV = _pairs_csv(W_B).replace("trackT,", "trackW,")
    # the senior reviewer rev0's comparisons weigh 2
    TW_CSV = "\n".join([ln + (",weight" if i == 0 else (",2.0" if ln.endswith(",rev0") else ",1.0"))
                        for i, ln in enumerate(T_CSV.splitlines())]) + "\n"

    def _cmp_weighted(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        items = _NS["ranked_set"](T_B)
        Y = {k: 0.0 for k in _NS["prefs"](T_B, items)}
        for j, b in enumerate(T_B):
            w = 2.0 if j == 0 else 1.0
            for k, v in _NS["prefs"]([b], items, "none", tie=0.5).items():
                Y[k] += w * v
        o = [int(d[1:]) for d in order]
        c, best = _NS["cost"](o, Y), _NS["brute_min"](items, Y)
        return _say(abs(c - best) < 1e-9, f"weighted: cost {c} best {best} {order}")

    def _cmp_buckets(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        items = _NS["ranked_set"](W_B)
        best = min(_NS["snell"](w, W_B) for w in _NS["weak_orders"](items))
        weak = _NS["weak_of"]({int(r["item"][1:]): float(r["score"]) for r in rows}, items)
        got = _NS["snell"](weak, W_B)
        return _say(got == best, f"comparisons' buckets {weak} cost {got}, the optimum {best}")

    def _borda_wins(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        sc: dict = {}
        for b in T_B:
            pos = _NS["positions"](b)
            for a in pos:
                for c in pos:
                    if a != c:
                        sc[nm(a)] = sc.get(nm(a), 0.0) + (1.0 if pos[a] < pos[c] else 0.5 if pos[a] == pos[c] else 0.0)
        got = {r["item"]: float(r["score"]) for r in rows}
        bad = [(d, got.get(d), v) for d, v in sc.items() if got.get(d) is None or abs(got[d] - v) > 1e-9]
        return _say(not bad and _NS["extends"](order, sc), f"borda_wins {bad[:4]} order {order}")

    def _cmp_kemeny(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        items = _NS["ranked_set"](T_B)
        Y = _NS["prefs"](T_B, items, "none", tie=0.5)
        o = [int(d[1:]) for d in order]
        c, best = _NS["cost"](o, Y), _NS["brute_min"](items, Y)
        ob, lb = float(rows[0]["objective"]), float(rows[0]["lower_bound"])
        return _say(abs(c - best) < 1e-9 and abs(ob - lb) < 1e-6, f"cost {c} best {best} objective {ob} bound {lb}")

    def _cmp_copeland(stdout: str, folder) -> bool:
        rows, order = _table_order(folder, "out.csv")
        items = _NS["ranked_set"](T_B)
        sc = {nm(p): v for p, v in _NS["copeland"](_NS["prefs"](T_B, items, "none", tie=0.5), items).items()}
        got = {r["item"]: float(r["score"]) for r in rows}
        bad = [(d, got.get(d), v) for d, v in sc.items() if got.get(d) is None or abs(got[d] - v) > 1e-9]
        return _say(not bad, f"copeland on comparisons {bad[:5]}")

    cases += [
        tcli("u14c_cmp_borda_wins_reviewers", "track T's reviewer lists expanded to one comparison per pair a "
            "reviewer ranked (judge = reviewer, ties as tie rows) fused by borda_wins: each paper's wins plus half "
            "its ties", "pairs.csv", T_CSV, "borda_wins", "out.csv",
            _borda_wins, "accepted: docs/preferences.md (borda_wins: wins, ties half)"),
        tcli("u14c_cmp_kemeny_exact_reviewers", "the same comparison table by kemeny(solver=exact): the order is "
            "optimal by brute force over 5040 orders (a tie row half each way), objective = lower_bound", "pairs.csv", T_CSV, "kemeny(solver=exact)", "out.csv",
            _cmp_kemeny, "accepted: docs/preferences.md (exact Kemeny on comparisons)"),
        tcli("u14c_cmp_copeland_reviewers", "the same comparison table by copeland: wins minus losses of the "
            "pairwise majority over the reviewers' comparisons", "pairs.csv", T_CSV, "copeland", "out.csv",
            _cmp_copeland,
            "accepted: rankagg methods copeland (comparison tables)"),
        tcli("u14c_cmp_weighted_senior_kemeny", "track T's comparison table with a weight column (the senior "
            "reviewer rev0's rows weigh 2.0) by kemeny(solver=exact): the order is optimal by brute force with "
            "rev0's preferences counted twice", "pairs.csv", TW_CSV, "kemeny(solver=exact)", "out.csv",
            _cmp_weighted,
            "accepted: docs/preferences.md (a weight per comparison)"),
        cli("u14c_cmp_buckets_reviewers", "track W's reviewer lists as a comparison table (tie rows) by "
            "kemeny(consensus=buckets): a tie row is the reviewer's tie; the weak order of the scores is optimal "
            "over all 4683 weak orders under Kemeny-Snell", ["fuse", "pairs.csv", "--method",
                                                             "kemeny(consensus=buckets)", "-o", "out.csv"],
            {"pairs.csv": W_CSV}, _cmp_buckets, "accepted: docs/preferences.md (bucket orders on comparisons)"),
        ok("u14c_cmp_vs_preflib_same_kemeny", "the chair's two routes to one answer: track T as a .toi election "
           "and as its comparison table give kemeny(solver=exact) orders that are both optimal by brute force",
           f"open('trackT.toi', 'w').write({T_TOI!r})\nopen('pairs.csv', 'w').write({T_CSV!r})\nimport rankagg\n"
           "a = list(rankagg.fuse(['trackT.toi'], 'kemeny(solver=exact)')['trackT'])\n"
           "b = list(rankagg.fuse(['pairs.csv'], 'kemeny(solver=exact)')['trackT'])\n"
           f"B = {T_B!r}\nitems = ranked_set(B)\nY = prefs(B, items)\nbest = brute_min(items, Y)\n"
           "ca, cb = cost([int(d[1:]) for d in a], Y), cost([int(d[1:]) for d in b], Y)\n"
           "print('same' if ca == best and cb == best and len(a) == len(b) == len(items) else f'differs {a} {ca} {b} {cb} best {best}')",
           "accepted: docs/preferences.md (rankings and comparisons meet in one pairwise matrix)"),
    ]
    # ---------------------------------------------------------------- outputs for the report
    def _jsonl(stdout: str, folder) -> bool:
        rows = _NS["read_table"](folder / "out.jsonl")
        sc = {nm(p): v for p, v in _NS["borda"](A_B, _NS["ranked_set"](A_B), "share").items()}
        order = [r["item"] for r in rows]
        ranks = [int(r["rank"]) for r in rows]
        bad = [(r["item"], r["score"]) for r in rows if r["item"] in sc and abs(float(r["score"]) - sc[r["item"]]) > 1e-9]
        return _say(ranks == list(range(1, 21)) and not bad and order[-1] == "P20", f"jsonl {rows[:3]} {bad[:3]}")

    def _depth(stdout: str, folder) -> bool:
        rows = _NS["read_table"](folder / "top5.csv")
        sc = {nm(p): v for p, v in _NS["borda"](A_B, _NS["ranked_set"](A_B), "share").items()}
        top = sorted(sc.values(), reverse=True)[:5]
        got = sorted((float(r["score"]) for r in rows), reverse=True)
        return _say(len(rows) == 5 and all(abs(a - b) < 1e-9 for a, b in zip(got, top)), f"top 5 {rows}")

    TWO_A = pl(S_B, S_N, "soi", "main")
    TWO_B = pl(mb(1408, 9, 7, 3, 5), 9, "soi", "workshop")

    def _two(stdout: str, folder) -> bool:
        rows = _NS["read_table"](folder / "both.csv")
        qs = {r["query"] for r in rows}
        by = {}
        for q, b, n in (("main", S_B, S_N), ("workshop", mb(1408, 9, 7, 3, 5), 9)):
            sc = {nm(p): v for p, v in _NS["borda"](b, _NS["ranked_set"](b), "share").items()}
            got = {r["item"]: float(r["score"]) for r in rows if r["query"] == q}
            by[q] = all(abs(got.get(d, -1) - v) < 1e-9 for d, v in sc.items())
        return _say(qs == {"main", "workshop"} and all(by.values()), f"queries {qs} per track {by}")

    cases += [
        tcli("u14c_jsonl_report", "track A by Borda to JSON lines: one object per paper with the formula's score "
            "and ranks 1..20 in order, P20 last", "trackA.toi", A_TOI, "borda", "out.jsonl",
            _jsonl,
            "accepted: docs/preferences.md (outputs)"),
        cli("u14c_two_tracks_one_table", "the main track and the workshop (two .soi files) fused together by "
            "Borda into one CSV: each track is its own query with its own n and scores",
            ["fuse", "main.soi", "workshop.soi", "--method", "borda", "-o", "both.csv"],
            {"main.soi": TWO_A, "workshop.soi": TWO_B}, _two, "accepted: docs/preferences.md (an election is one query)"),
    ]
    # ---------------------------------------------------------------- runs: reviewers as run files
    def _runs_kemeny(stdout: str, folder) -> bool:
        rows = _NS["read_run"](folder / "out.run")
        order = [int(d[1:]) for _, d, _, _ in rows]
        items = sorted(order)
        Y = _NS["prefs"](RB, items, "none")
        c, best = _NS["cost"](order, Y), _NS["dp_min"](items, Y)
        return _say(abs(c - best) < 1e-9, f"cost {c} best {best} {order}")
    RB = mb(1409, 11, 8, 3, 6)
    runs = {f"rev{j}.run": _trec([("track", f"rev{j}", [(nm(p), float(10 - i)) for i, c in enumerate(b) for p in c])])
            for j, b in enumerate(RB)}
    tie_runs = {"r1.run": "t Q0 P1 1 3 r1\nt Q0 P2 2 2 r1\nt Q0 P3 2 2 r1\nt Q0 P4 4 1 r1\n",
                "r2.run": "t Q0 P4 1 9 r2\nt Q0 P1 2 8 r2\n"}

    def _tie_rank(stdout: str, folder) -> bool:
        rows = _NS["read_run"](folder / "out.run")
        s = {d: v for _, d, _, v in rows}
        # n = 4; r1's repeated rank 2 on tied scores is a tie, both at place 2 (docs/conventions.md --trust-rank;
        # decided by the lead in this bar's session, tests/io/test_trust_rank_ties.py): P1 4, P2 3, P3 3, P4 1;
        # r2 (k = 2): P4 4, P1 3, P2 and P3 share (4 - 2 + 1) / 2
        want = {"P1": 7.0, "P2": 4.5, "P3": 4.5, "P4": 5.0}
        return _say(all(abs(s[d] - v) < 1e-5 * v for d, v in want.items()), f"scores {s} want {want}")

    cases += [
        cli("u14c_runs_kemeny_dp", "8 reviewers' run files (one track, 11 papers, 3-6 each) by kemeny (its DP up "
            "to 12 items): the written order's disagreement count is the minimum over all orders (a subset DP)",
            ["fuse", *sorted(runs), "--method", "kemeny", "-o", "out.run"], runs, _runs_kemeny,
            "accepted: rankagg methods kemeny (exact DP up to exact_max)"),
        cli("u14c_runs_trust_rank_tie", "a reviewer's run that says P2 and P3 are equal (both rank 2, the same "
            "score) read with --trust-rank and fused by Borda: the repeated rank is a tie, both at place 2 "
            "(the rule decided in this session; was broken by docid): P2 4.5, P3 4.5, P1 7, P4 5",
            ["fuse", "r1.run", "r2.run", "--trust-rank", "--method", "borda", "-o", "out.run"], tie_runs, _tie_rank,
            "accepted: a repeated rank on tied scores is a tie at its class's best place (docs/conventions.md --trust-rank)"),
    ]
    # ---------------------------------------------------------------- bad input: refused at its line
    soi_head = ("# FILE NAME: bad.soi\n# TITLE: bad\n# DATA TYPE: soi\n# NUMBER ALTERNATIVES: 5\n# NUMBER VOTERS: 3\n"
                "# NUMBER UNIQUE ORDERS: 3\n" + "".join(f"# ALTERNATIVE NAME {i}: P{i:02d}\n" for i in range(1, 6)))
    coi_b = [[[p for p in c if p != 7] for c in b if [p for p in c if p != 7]] for b in A_B]
    COI = "".join(ln + "\n" for ln in pl(coi_b, A_N, "toi", "coi").splitlines()
                  if ln != "# ALTERNATIVE NAME 7: P07").replace("NUMBER ALTERNATIVES: 20", "NUMBER ALTERNATIVES: 19")
    toi_head = soi_head.replace("bad.soi", "bad.toi").replace("DATA TYPE: soi", "DATA TYPE: toi")
    cases += [
        cli_bad("u14c_toi_paper_tied_and_ranked", "a ballot with P02 both ranked and in a tie class (1: 2,{3,2},4): "
                "refused naming bad.toi and its line 12",
                ["fuse", "bad.toi", "--method", "kemeny(solver=exact)", "-o", "o.csv"],
                {"bad.toi": toi_head + "1: 2,{3,2},4\n1: 1,3\n1: 5,4\n"}, "bad.toi:12", outputs=("o.csv",),
                why="refused: a paper in two places of one ballot"),
        cli_bad("u14c_toi_empty_tie_in_middle", "a ballot with an empty tie class between two papers (1: 1,{},2): "
                "refused naming bad.toi and line 13",
                ["fuse", "bad.toi", "--method", "borda", "-o", "o.csv"],
                {"bad.toi": toi_head + "1: 3,4\n1: 1,{},2\n1: 5\n"}, "bad.toi:13", outputs=("o.csv",),
                why="refused: docs/preferences.md (an empty item)"),
        cli_bad("u14c_coi_paper_cut_from_header", "the chair cuts the conflicted paper P07 from track A: its name "
                "line and every ballot's mention removed and NUMBER ALTERNATIVES set to 19, but the papers keep their "
                "numbers (8..20): paper 20 is beyond the 19 declared, refused naming coi.toi and 20, not read as "
                "another election", ["fuse", "coi.toi", "--method", "borda", "-o", "o.csv"],
                {"coi.toi": COI}, "coi.toi", "20", outputs=("o.csv",),
                why="refused: an alternative beyond NUMBER ALTERNATIVES (preflibtools' sanity check)"),
        bad("u14c_rags_top_fit_without_labels", "rags_top fitted on this year's reviewer lists, which have no "
            "labels: refused naming labels",
            rank_mat + "make_method('rags_top').fit(R([('t', 6, make_ballots(41, 6, 3, 2, 4))]))",
            "labels", why="refused: RAGS' least squares needs the labels (supervised)"),
        bad("u14c_mallows_theta_min_positive", "mallows_em(theta_min=0.5) (the chair's guess that theta is a "
            "positive concentration): refused naming theta_min (the model's theta <= 0, docs/mallows.md)",
            "from rankagg.methods.registry import make_method\nmake_method('mallows_em', theta_min=0.5)",
            "theta_min", why="refused: docs/mallows.md (theta <= 0, the model's constraint)"),
    ]
    return cases
