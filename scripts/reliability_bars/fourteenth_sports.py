"""Issue 45's fourteenth bar of scripts/reliability_matrix.py, a sports analyst's day (its cases, registered in its
``cases()``): weekly top-25 polls (the AP rule: 25 points for first .. 1 for 25th, a Borda count on truncated
ballots, first-place votes counted apart), computer rankings combined, round-robin and Swiss match results rated
by Bradley-Terry, Davidson and Elo-scaled ratings, Copeland and Kemeny over results, and the names teams really
have.  Every right answer is decided outside rankagg: the poll points summed by hand in the case, brute force over
every order, the likelihood written out and maximised by SciPy in the case, choix, preflibtools, and the docs'
own words (``rankagg methods NAME``, docs/preferences.md, docs/conventions.md)."""

from __future__ import annotations

import csv
import inspect
import io
import json
import math
import random
import signal  # noqa: F401  (a case's signal names)
import urllib.parse
from pathlib import Path
from typing import Callable

from .case import Case, stdout_has, command_cases  # noqa: F401


FOURTEENTH_SPORTS = "45 Unseen inputs: a fourteenth bar, a sports analyst's day"

# Teams as a poll's voters write them in a run file (no blanks there: a TREC id has none), with the characters
# real names carry: '&', apostrophes, points, brackets, accents, an okina (a letter, not white space).
TEAMS = ["Georgia", "Michigan", "Texas", "Ohio_State", "Oregon", "Texas_A&M", "St._Mary's", "Notre_Dame",
         "Ole_Miss", "Penn_State", "Alabama", "Miami_(FL)", "Miami_(OH)", "LSU", "USC", "Clemson", "Tennessee",
         "Oklahoma", "Florida_State", "Utah", "Kansas_State", "Louisville", "Iowa_State", "BYU", "Missouri",
         "SMU", "Boise_State", "Army", "Navy", "Hawaiʻi", "Atlético", "São_Paulo"]


def ballots(seed: int, voters: int, teams: list[str] = TEAMS, top: int = 25, noise: float = 3.0,
            short: dict[int, int] | None = None) -> list[list[str]]:
    """Each voter's top-``top`` ballot: the teams in their list order blurred by Gaussian noise (a real poll's
    spread), voter ``v`` cut to ``short[v]`` teams when given."""
    out = []
    for v in range(voters):
        rng = random.Random(seed * 1000 + v)
        key = {t: i + rng.gauss(0, noise) for i, t in enumerate(teams)}
        out.append(sorted(teams, key=lambda t: key[t])[: (short or {}).get(v, top)])
    return out


def ap_points(bals: list[list[str]], top: int = 25) -> tuple[dict, dict, dict, dict]:
    """The AP rule by hand: ``top + 1 - r`` points for place ``r``; also first-place votes, ballots naming the
    team, and its best place (the house tie rule's keys, ``rankagg methods borda``: 'more rankers that
    returned the item, then its best local rank, then the smaller docid')."""
    pts, fpv, cnt, best = {}, {}, {}, {}
    for b in bals:
        for r, t in enumerate(b, 1):
            pts[t] = pts.get(t, 0) + (top + 1 - r)
            cnt[t] = cnt.get(t, 0) + 1
            best[t] = min(best.get(t, r), r)
        fpv[b[0]] = fpv.get(b[0], 0) + 1
    return pts, fpv, cnt, best


def house(score: dict, cnt: dict, best: dict) -> list[str]:
    """Higher score first; exact ties by more ballots, then the best place, then the smaller id (code points)."""
    return sorted(score, key=lambda t: (-score[t], -cnt[t], best[t], t))


def trec(per_query: dict[str, list[str]], tag: str, top: int = 25, score=None) -> str:
    """A ballot file: one query per week, rank r, score ``top + 1 - r`` (or ``score(r)``)."""
    lines = []
    for q, b in per_query.items():
        for r, t in enumerate(b, 1):
            lines.append(f"{q} Q0 {t} {r} {score(r) if score else top + 1 - r} {tag}\n")
    return "".join(lines)


def pct(name: str) -> str:
    """A PrefLib name's id as docs/preferences.md states it: '%' and each blank (any Unicode white space)
    percent-encoded as UTF-8, every other character kept."""
    return "".join(urllib.parse.quote(ch, safe="") if ch == "%" or ch.isspace() else ch for ch in name)


def read_run(path: Path) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, int, float]]] = {}
    for ln in path.read_text(encoding="utf-8").splitlines():
        f = ln.split()
        assert len(f) == 6, ln
        out.setdefault(f[0], []).append((f[2], int(f[3]), float(f[4])))
    return {q: [(d, s) for d, _, s in sorted(v, key=lambda x: x[1])] for q, v in out.items()}


def read_table(path: Path) -> list[dict]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))


def names_scored(table: str, want) -> Callable[[str, Path], str]:
    """A check: the table ``table``'s score by name is ``want()`` (a dict), exactly."""
    def check(out: str, folder: Path) -> str:
        got = {r["name"]: float(r["score"]) for r in read_table(folder / table)}
        w = want()
        return "" if got == w else f"{got} where the rule gives {w}"
    return check


def run_matches(got: list[tuple[str, float]], order: list[str], score: dict, rel: float = 1e-6) -> str:
    """'' when ``got`` (a written run's query: (docid, score) in rank order) is ``order`` with ``score`` (written
    scores may be nudged down a few float32 steps on ties: docs/conventions.md)."""
    ids = [d for d, _ in got]
    if ids != order:
        return f"order {ids[:12]} where the points give {order[:12]}"
    bad = [(d, s, score[d]) for d, s in got if abs(s - score[d]) > rel * max(1.0, abs(score[d]))]
    return f"scores {bad[:4]}" if bad else ""


def checked(fn):
    """A check that prints why it failed (the matrix shows the case's output only)."""
    def check(out: str, folder: Path) -> bool:
        try:
            why = fn(out, folder)
        except Exception as exc:  # noqa: BLE001  (a malformed output is a wrong answer, said)
            why = f"{type(exc).__name__}: {exc}"
        if why:
            print(f"u14s check: {why}")
        return not why
    return check


# The in-process helpers (a case's snippet runs in its own process): the same hand rules, and the likelihoods
# written out and maximised by SciPy.
_U14S = '''
import csv, io, itertools, json, math, random, sys, urllib.parse
import numpy as np
import rankagg
def say(why):
    print('same' if not why else 'differs: ' + str(why))
def ap(bals, top=25):
    pts, cnt, best = {}, {}, {}
    for b in bals:
        for r, t in enumerate(b, 1):
            pts[t] = pts.get(t, 0) + (top + 1 - r); cnt[t] = cnt.get(t, 0) + 1; best[t] = min(best.get(t, r), r)
    return pts, cnt, best
def exact(got, order, score):
    ids = list(got)
    if ids != order:
        return f'order {ids[:10]} where the points give {order[:10]}'
    bad = [(d, got[d], score[d]) for d in ids if got[d] != score[d]]
    return f'scores {bad[:4]}' if bad else ''
def tally(rows):
    # rows (a, b, outcome): Y[a][b] = wins of a over b, a tie half each way (docs/preferences.md)
    Y = {}
    for a, b, o in rows:
        Y.setdefault(a, {}); Y.setdefault(b, {})
        wa = {'win': 1.0, 'loss': 0.0, 'tie': 0.5}[o]
        Y[a][b] = Y[a].get(b, 0.0) + wa
        Y[b][a] = Y[b].get(a, 0.0) + 1.0 - wa
    return Y
def table(rows, query='league'):
    return 'query,item_a,item_b,outcome\\n' + ''.join(f'{query},{a},{b},{o}\\n' for a, b, o in rows)
def bt_mle(rows, teams):
    # Bradley-Terry, a tie one game of outcome 1/2 (arena-rank's likelihood), no penalty: theta centred
    from scipy.optimize import minimize
    ix = {t: i for i, t in enumerate(teams)}
    A = np.array([ix[a] for a, b, o in rows]); B = np.array([ix[b] for a, b, o in rows])
    y = np.array([{'win': 1.0, 'loss': 0.0, 'tie': 0.5}[o] for a, b, o in rows])
    def f(th):
        d = th[A] - th[B]
        return -(y * -np.logaddexp(0, -d) + (1 - y) * -np.logaddexp(0, d)).sum()
    th = minimize(f, np.zeros(len(teams)), method='BFGS', options={'gtol': 1e-12, 'maxiter': 10000}).x
    return dict(zip(teams, th - th.mean()))
def davidson_mle(rows, teams):
    # Davidson (JASA 1970): P(a beats b) = pa / (pa + pb + nu sqrt(pa pb)), P(tie) = nu sqrt(pa pb) / (...)
    from scipy.optimize import minimize
    ix = {t: i for i, t in enumerate(teams)}
    def f(x):
        th, lnu = x[:-1], x[-1]
        s = 0.0
        for a, b, o in rows:
            ta, tb = th[ix[a]], th[ix[b]]
            den = np.logaddexp(np.logaddexp(ta, tb), lnu + (ta + tb) / 2)
            s += {'win': ta, 'loss': tb, 'tie': lnu + (ta + tb) / 2}[o] - den
        return -s
    x = minimize(f, np.zeros(len(teams) + 1), method='BFGS', options={'gtol': 1e-10, 'maxiter': 10000}).x
    return dict(zip(teams, x[:-1] - x[:-1].mean()))
def season(rows, method, query='bundesliga'):
    # the results as a comparison CSV, fitted by fuse_comparisons; the table, {item: score}, the teams, the warnings
    import warnings
    from rankagg.api.preferences import fuse_comparisons
    open('season.csv', 'w', encoding='utf-8').write(table(rows, query))
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        t = fuse_comparisons('season.csv', method)
    teams = sorted({a for a, _, _ in rows} | {b for _, b, _ in rows})
    return t, dict(zip(t['item'], t['score'])), teams, [str(x.message) for x in w]
def centred(d):
    m = sum(d.values()) / len(d)
    return {k: v - m for k, v in d.items()}
def close(got, ref, tol):
    g, r = centred(got), centred(ref)
    bad = [(t, round(g[t], 6), round(r[t], 6)) for t in r if abs(g[t] - r[t]) > tol]
    return f'scores off by more than {tol}: {bad[:4]}' if bad else ''
''' + f"TEAMS = {TEAMS!r}\n" + inspect.getsource(ballots) + inspect.getsource(house)


def fourteenth_bar_sports_cases() -> list[Case]:
    """Issue 45's fourteenth bar: a sports analyst's day.  Poll ballots as TREC runs (one file per voter, one
    query per week, score 26 - rank), as a Parquet table, as PrefLib ``.soi``/``.soc`` elections (names as
    written) and in memory; the AP poll's points by ``combsum(norm='none')``, first-place votes by ``dowdall`` on
    each ballot's first line, Borda's documented formula on truncated ballots, ties in the points and how they
    are broken; computer rankings combined by mean and median rank; match results as comparison tables and
    arena battle files (home and away legs, draws, repeated fixtures as ``count``, forfeits, byes, unbeaten
    teams, Swiss pools that never met) rated by ``davidson``, ``arena`` (Elo's scale), ``rank_centrality``,
    ``borda_wins`` (chess scoring), ``copeland`` and exact ``kemeny``."""
    G = FOURTEENTH_SPORTS

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 180, warns: str = "") -> Case:
        return Case(id, G, what, code=_U14S + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, warns=warns)

    def api_bad(id: str, what: str, code: str, *mention: str, why: str = "") -> Case:
        return Case(id, G, what, code=_U14S + code, mention=mention, memory_gb=4.0, timeout=120, why=why)

    def cli_ok(id: str, what: str, argv: list[str], files: dict, check, why: str, warns: str = "",
               timeout: float = 180) -> Case:
        return Case(id, G, what, argv=argv, files=files, expect="ok", check=checked(check), memory_gb=4.0,
                    timeout=timeout, why=why, warns=warns)

    cli_bad = command_cases(G, outputs=(), bad_timeout=120)[1]

    cases: list[Case] = []

    # ------------------------------------------------------------------ the AP poll from ballot files
    weeks = {"2024-W05": ballots(5, 12), "2024-W06": ballots(6, 12)}
    # voter 12 missed week 6 (no lines for it); voter 3 sent a 23-team ballot in week 5
    weeks["2024-W06"] = weeks["2024-W06"][:11]
    weeks["2024-W05"][2] = weeks["2024-W05"][2][:23]
    files = {f"voter{v + 1:02d}.run": trec({w: b[v] for w, b in weeks.items() if v < len(b)}, f"voter{v + 1:02d}")
             for v in range(12)}

    def ap_check(out: str, folder: Path, name: str = "top25.run", depth: int = 25) -> str:
        got = read_run(folder / name)
        for w, bals in weeks.items():
            pts, _, cnt, best = ap_points(bals)
            why = run_matches(got.get(w, []), house(pts, cnt, best)[:depth], pts)
            if why:
                return f"{w}: {why}"
        return "" if set(got) == set(weeks) else f"weeks {sorted(got)}"

    cases.append(cli_ok(
        "u14s_poll_ap_points_from_ballot_files", "12 voters' ballot files (one per voter, weeks 5 and 6 as queries, "
        "score 26 - place; voter 12 missed week 6, voter 3 sent 23 teams): rankagg fuse voter*.run --method "
        "\"combsum(norm='none')\" --depth 25 gives each week's top 25 with the AP points summed by hand, ties by "
        "the house rule", ["fuse", *files, "--method", "combsum(norm='none')", "--depth", "25", "--quiet", "-o",
                           "top25.run"],
        files, ap_check, "accepted: CombSUM of the raw scores is the AP rule's sum (an unranked team adds 0)"))

    def explain_check(out: str, folder: Path) -> str:
        why = ap_check(out, folder)
        if why:
            return why
        ex = [json.loads(ln) for ln in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines()]
        seen = {(e["qid"], e["docid"]): e for e in ex}
        for w, bals in weeks.items():
            pts, _, _, _ = ap_points(bals)
            for d, _ in read_run(folder / "top25.run")[w]:
                e = seen.get((w, d))
                if e is None:
                    return f"no explanation of {w} {d}"
                parts = [v["contribution"] for v in e["lists"].values() if v["contribution"] is not None]
                if sum(parts) != pts[d] or e["score"] != pts[d]:
                    return f"{w} {d}: score {e['score']}, contributions {parts} where the ballots give {pts[d]}"
                for v, b in enumerate(bals):
                    place = b.index(d) + 1 if d in b else None
                    got = e["lists"].get(f"voter{v + 1:02d}", {}).get("rank")
                    if got != place:
                        return f"{w} {d}: voter{v + 1:02d}'s rank {got} where the ballot has {place}"
        return ""

    cases.append(cli_ok(
        "u14s_poll_explain_each_voter", "the same 12 ballot files with --explain why.jsonl: for every team written, "
        "its explanation gives each voter's place on that week's ballot (none where left off) and contributions "
        "that sum to its AP points", ["fuse", *files, "--method", "combsum(norm='none')", "--depth", "25",
                                      "--explain", "why.jsonl", "--quiet", "-o", "top25.run"],
        files, explain_check, "accepted: rankagg fuse --help: --explain writes, per fused document, each list's "
        "rank, score, normalised score, weight and contribution"))

    # a season: 15 weeks of 62 voters, one file per voter; some voters' files appended out of order
    season_w = {f"2024-W{w:02d}": ballots(200 + w, 62) for w in range(1, 16)}

    def season_file(v: int) -> str:
        text = trec({w: b[v] for w, b in season_w.items()}, f"voter{v:02d}")
        if v % 7 == 3:  # week 1's first 10 lines written last: a query split over the file, as trec_eval allows
            lines = text.splitlines(True)
            text = "".join(lines[10:] + lines[:10])
        return text

    sfiles = {f"voter{v:02d}.run": season_file(v) for v in range(62)}

    def season_check(out: str, folder: Path) -> str:
        got = read_run(folder / "season.run")
        for w, bals in season_w.items():
            pts, _, cnt, best = ap_points(bals)
            why = run_matches(got.get(w, []), house(pts, cnt, best)[:25], pts)
            if why:
                return f"{w}: {why}"
        return ""

    cases.append(cli_ok(
        "u14s_poll_season_62_voters", "a season of polls: 15 weeks x 62 voters (the AP's panel), one file per "
        "voter, nine voters' files with week 1 split around the other weeks: combsum(norm='none') --depth 25 gives "
        "every week's top 25 with the AP points summed by hand", ["fuse", *sfiles, "--method", "combsum(norm='none')",
                                                                  "--depth", "25", "--quiet", "-o", "season.run"],
        sfiles, season_check, "accepted: docs/conventions.md: a query may be split over the file, as trec_eval "
        "reads it"))

    # first-place votes: each ballot's first line, and dowdall's 1/rank is 1 there
    def fpv_check(out: str, folder: Path) -> str:
        got = read_run(folder / "fpv.run")
        for w, bals in weeks.items():
            fpv: dict[str, int] = {}
            for b in bals:
                fpv[b[0]] = fpv.get(b[0], 0) + 1
            order = house(fpv, fpv, {t: 1 for t in fpv})
            why = run_matches(got.get(w, []), order, fpv)
            if why:
                return f"{w}: {why}"
        return ""

    cases.append(cli_ok(
        "u14s_poll_first_place_votes", "first-place votes counted apart, as the AP poll prints them: the same 12 "
        "ballot files, --input-depth 1 --method dowdall (1/rank, so 1 per ballot's first team): each week's "
        "teams with first-place votes, each scored its count", ["fuse", *files, "--input-depth", "1", "--method",
                                                                "dowdall", "--quiet", "-o", "fpv.run"],
        files, fpv_check, "accepted: dowdall is sum 1/rank (rankagg methods dowdall); the first place's 1/1 is 1"))

    # ballots whose score column is the place itself (1 = best), fused by their rank column
    w5 = ballots(15, 9)
    rk = {f"coach{v}.run": trec({"wk5": b}, f"coach{v}", score=lambda r: r) for v, b in enumerate(w5)}

    def trust_check(out: str, folder: Path) -> str:
        pts, _, cnt, best = ap_points(w5)
        n = len(pts)
        sc = {t: p + (n - 25) * len(w5) for t, p in pts.items()}
        return run_matches(read_run(folder / "coaches.run")["wk5"], house(sc, cnt, best), sc)

    cases.append(cli_ok(
        "u14s_poll_trust_rank_borda_bottom", "a coaches' poll whose files carry the place in both the rank and the "
        "score column (1 = best): --trust-rank --method 'borda(unranked=bottom)' gives each team n - r + 1 per "
        "ballot and n - 25 where left off (n: the teams named), i.e. the AP points + (n - 25) x voters",
        ["fuse", *rk, "--trust-rank", "--method", "borda(unranked=bottom)", "--quiet", "-o", "coaches.run"], rk,
        trust_check, "accepted: --trust-rank orders by the rank column (docs/conventions.md); Borda's formula as "
        "rankagg methods borda states it"))

    # a Parquet table of the poll: q_id doc_id score run
    def _poll_parquet(folder: Path) -> None:
        import pandas as pd
        rows = [{"q_id": w, "doc_id": t, "score": float(26 - r),
                 "run": f"v{v:02d}"} for w, bals in weeks.items() for v, b in enumerate(bals)
                for r, t in enumerate(b, 1)]
        pd.DataFrame(rows).to_parquet(folder / "poll.parquet", index=False)

    cases.append(Case(
        "u14s_poll_parquet_table", G, "the week-5 and week-6 ballots as one Parquet table (q_id, doc_id, score, "
        "run = the voter) with accented and '&' names: rankagg fuse poll.parquet --method \"combsum(norm='none')\" "
        "--depth 25 gives the AP points summed by hand", argv=["fuse", "poll.parquet", "--method",
                                                                "combsum(norm='none')", "--depth", "25", "--quiet",
                                                                "-o", "top25.run"],
        setup=_poll_parquet, expect="ok", check=checked(ap_check), memory_gb=4.0, timeout=180,
        why="accepted: the run table is one voter per 'run' value, as run files are"))

    # ------------------------------------------------------------------ the AP poll in memory
    cases.append(api_ok(
        "u14s_poll_tied_points_house_rule", "two tied totals, built by hand: 'Utah' and 'BYU' both 48 points, "
        "Utah on 2 ballots (25 + 23), BYU on 3 (20 + 16 + 12); 'Army' and 'Navy' both 40, Army with a first "
        "place (25 + 15), Navy (24 + 16): the tied pairs are ordered BYU above Utah (more ballots), then Army "
        "above Navy (the best place), the points exact",
        "places = {0: {'Utah': 1, 'Navy': 2, 'Georgia': 3, 'BYU': 6}, 1: {'Army': 1, 'Utah': 3, 'Georgia': 4, 'Navy': 10},\n"
        "          2: {'Georgia': 1, 'BYU': 10, 'Army': 11}, 3: {'Georgia': 1, 'Texas': 2, 'BYU': 14}}\n"
        "# points 26 - place: Utah 25 + 23 = 48, BYU 20 + 16 + 12 = 48, Army 25 + 15 = 40, Navy 24 + 16 = 40\n"
        "runs = {f'v{v}': {'W9': {t: 26 - p for t, p in pl.items()}} for v, pl in places.items()}\n"
        "got = rankagg.fuse(runs, 'combsum', norm='none', depth=None)['W9']\n"
        "pts, cnt, best = {}, {}, {}\n"
        "for pl in places.values():\n"
        "    for t, p in pl.items():\n"
        "        pts[t] = pts.get(t, 0) + 26 - p; cnt[t] = cnt.get(t, 0) + 1; best[t] = min(best.get(t, p), p)\n"
        "assert pts['Utah'] == pts['BYU'] == 48 and pts['Army'] == pts['Navy'] == 40, pts\n"
        "order = house(pts, cnt, best)\n"
        "assert order.index('BYU') < order.index('Utah') and order.index('Army') < order.index('Navy')\n"
        "say(exact(got, order, pts))",
        "accepted: the house tie rule (rankagg methods combsum: more rankers, then best local rank, then the "
        "smaller docid)"))

    cases.append(api_ok(
        "u14s_poll_fuser_borda_bottom_lists", "a live poll in a service: rankagg.Fuser('borda', "
        "unranked='bottom') on 12 ballots given as lists of team names best first (one of 22 teams): each team "
        "n - r + 1 per ballot, n - k where a ballot of k left it off (n: the teams named), i.e. the AP points + "
        "(n - 25) x 12 for full ballots, the short ballot by the formula, in the house order",
        f"teams = {TEAMS!r}\n"
        "bals = ballots(99, 12, teams, short={7: 22})\n"
        "got = dict(rankagg.Fuser('borda', unranked='bottom')({f'v{v:02d}': b for v, b in enumerate(bals)}))\n"
        "named = sorted({t for b in bals for t in b})\n"
        "n = len(named)\n"
        "sc = {t: sum(n - b.index(t) if t in b else n - len(b) for b in bals) for t in named}\n"
        "pts, cnt, best = ap(bals)\n"
        "say(exact(got, house(sc, cnt, best), sc))",
        "accepted: rankagg methods borda ('bottom': n - k); the Fuser takes docid lists (README)"))

    # ------------------------------------------------------------------ the poll as a PrefLib election
    def preflib(names: list[str], orders: list[tuple[int, list[int]]], kind: str = "soi", title: str = "poll",
                voters: int | None = None, unique: int | None = None) -> str:
        head = [f"# FILE NAME: {title}.{kind}", f"# TITLE: {title}", f"# DATA TYPE: {kind}",
                f"# NUMBER ALTERNATIVES: {len(names)}",
                f"# NUMBER VOTERS: {voters if voters is not None else sum(c for c, _ in orders)}",
                f"# NUMBER UNIQUE ORDERS: {unique if unique is not None else len(orders)}"]
        head += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, 1)]
        body = [f"{c}: " + ",".join(str(x) for x in o) for c, o in orders]
        return "\n".join(head + body) + "\n"

    real = ["Georgia", "Michigan", "Texas", "Ohio State", "Oregon", "Texas A&M", "St. Mary's", "Notre Dame",
            "Ole Miss", "Penn State", "Alabama", "Miami (FL)", "Miami (OH)", "LSU", "USC", "Clemson", "Tennessee",
            "Oklahoma", "Florida State", "Utah", "Kansas State", "Louisville", "Iowa State", "BYU", "Missouri",
            "SMU", "Boise State", "Army", "Navy", "Hawaiʻi", "Atlético Madrid", "São Paulo", "Brighton & Hove Albion"]
    pb = ballots(21, 10, real)
    idx = {n: i for i, n in enumerate(real, 1)}
    soi = preflib(real, [(1, [idx[t] for t in b]) for b in pb])

    def soi_check(out: str, folder: Path) -> str:
        rows = read_table(folder / "poll.csv")
        pts, _, cnt, best = ap_points(pb)
        n = len(pts)
        sc = {t: p + (n - 25) * len(pb) for t, p in pts.items()}
        item = {t: pct(t) for t in sc}
        by_item = house({item[t]: v for t, v in sc.items()}, {item[t]: v for t, v in cnt.items()},
                        {item[t]: v for t, v in best.items()})
        back = {v: k for k, v in item.items()}
        order = [back[i] for i in by_item]
        names = [r["name"] for r in rows]
        if names[: len(order)] != order:
            # the house rule's last key is the id (percent-encoded); same order here unless two names tie
            return f"names {names[:8]} where the points give {order[:8]}"
        for r in rows[: len(order)]:
            if float(r["score"]) != sc[r["name"]]:
                return f"{r['name']}: {r['score']} where Borda gives {sc[r['name']]}"
            if r["item"] != pct(r["name"]) or urllib.parse.unquote(r["item"]) != r["name"]:
                return f"item {r['item']!r} for name {r['name']!r}"
        return ""

    cases.append(cli_ok(
        "u14s_poll_soi_borda_bottom_names", "the poll as a PrefLib .soi with real names ('Texas A&M', 'St. "
        "Mary's', 'Miami (FL)', 'Hawaiʻi', 'Atlético Madrid', 'Brighton & Hove Albion'), 10 ballots of 25 of 33 "
        "teams: rankagg fuse poll.soi --method 'borda(unranked=bottom)' -o poll.csv gives each team its AP points + "
        "(n - 25) x 10 (n: the teams named), the names as written, the items their percent-encoding",
        ["fuse", "poll.soi", "--method", "borda(unranked=bottom)", "--quiet", "-o", "poll.csv"], {"poll.soi": soi},
        soi_check, "accepted: Borda's formula (rankagg methods borda) on a PrefLib election (docs/preferences.md: "
        "names are not ids)"))

    def nq_check(out: str, folder: Path) -> str:
        rows = read_table(folder / "pollq.csv")
        pts, _, _, _ = ap_points(pb)
        want = {t: p + (len(real) - 25) * len(pb) for t, p in pts.items()}
        got = {r["name"]: float(r["score"]) for r in rows if r["name"] in want}
        return "" if got == want else f"{sorted(got.items())[:4]} where n = 33 declared gives {sorted(want.items())[:4]}"

    cases.append(cli_ok(
        "u14s_poll_soi_n_candidates_query", "the same .soi (33 teams declared, fewer named) with "
        "'borda(unranked=bottom, n_candidates=query)': n is every team of the election, 33, so each named team "
        "totals its AP points + 8 x 10", ["fuse", "poll.soi", "--method",
                                          "borda(unranked=bottom, n_candidates=query)", "--quiet", "-o", "pollq.csv"],
        {"poll.soi": soi}, nq_check, "accepted: rankagg methods borda: n_candidates 'query' counts all of the "
        "query's documents (an election's every alternative: docs/preferences.md)"))

    cases.append(api_ok(
        "u14s_poll_frame_rank_column_borda", "the poll as a long DataFrame of places, no points (columns qid, "
        "docid, rank, run: week, team, place, voter): rankagg.fuse(frame, 'borda', unranked='bottom', depth=None) "
        "reads the places and gives each team its AP points + (n - 25) x voters",
        f"teams = {TEAMS!r}\n"
        "bals = ballots(88, 9, teams)\n"
        "import pandas as pd\n"
        "df = pd.DataFrame([(\'W7\', t, r, f\'voter{v}\') for v, b in enumerate(bals) for r, t in enumerate(b, 1)],\n"
        "                  columns=[\'qid\', \'docid\', \'rank\', \'run\']).sample(frac=1.0, random_state=3)\n"
        "got = rankagg.fuse(df, 'borda', unranked='bottom', depth=None)\n"
        "got = dict(zip(got.loc[got['qid'] == 'W7', 'docid'], got.loc[got['qid'] == 'W7', 'score']))\n"
        "pts, cnt, best = ap(bals)\n"
        "n = len(pts)\n"
        "sc = {t: p + (n - 25) * 9 for t, p in pts.items()}\n"
        "bad = [(t, got.get(t), v) for t, v in sc.items() if got.get(t) != v]\n"
        "say(bad and f'points {bad[:4]}')",
        "accepted: docs/conventions.md: a DataFrame's rank column is read when it has no score column"))

    def kemeny_lop_check(out: str, folder: Path) -> str:
        """The linear ordering programme with every 3-cycle row up front, solved by SciPy's HiGHS (not rankagg's
        lazy rows, reductions or search): its optimum against the cost of the order rankagg wrote."""
        import numpy as np
        from scipy.optimize import LinearConstraint, milp
        from scipy.sparse import lil_matrix
        m = len(real)
        Y = np.zeros((m, m))
        for b in pb:  # unranked='below': a listed team beats every team the ballot left off
            pos = {real.index(t): r for r, t in enumerate(b)}
            for i in range(m):
                for j in range(m):
                    if i != j and i in pos and (j not in pos or pos[i] < pos[j]):
                        Y[i, j] += 1
        pairs = [(i, j) for i in range(m) for j in range(m) if i != j]
        col = {p: k for k, p in enumerate(pairs)}
        rows = [[(col[(i, j)], 1), (col[(j, i)], 1)] for i in range(m) for j in range(i + 1, m)]
        lo = [1.0] * len(rows)
        hi = [1.0] * len(rows)
        for i in range(m):
            for j in range(m):
                for k in range(m):
                    if i < j and i < k and j != k:
                        rows.append([(col[(i, j)], 1), (col[(j, k)], 1), (col[(k, i)], 1)])
                        lo.append(-np.inf)
                        hi.append(2.0)
        A = lil_matrix((len(rows), len(pairs)))
        for r, row in enumerate(rows):
            for k, v in row:
                A[r, k] = v
        cost = np.array([Y[j, i] for i, j in pairs])  # i above j costs the ballots that put j above i
        res = milp(cost, constraints=LinearConstraint(A.tocsr(), lo, hi), integrality=np.ones(len(pairs)),
                   bounds=(0, 1))
        best = round(res.fun)
        order = [r["name"] for r in read_table(folder / "kem.csv")]
        pos = {real.index(t): k for k, t in enumerate(order)}
        got = sum(Y[j, i] for i in range(m) for j in range(m) if i != j and pos[i] < pos[j])
        return "" if round(got) == best else f"the written order disagrees with {got} preferences, the optimum {best}"

    cases.append(cli_ok(
        "u14s_poll_soi_kemeny_below_lop", "the 33-team, 10-ballot top-25 poll (.soi) by "
        "'kemeny(solver=exact, unranked=below)': the written order's Kendall cost (a listed team above every team "
        "its ballot left off) equals the optimum of the linear ordering programme with every 3-cycle row, solved "
        "by SciPy's HiGHS in the check", ["fuse", "poll.soi", "--method", "kemeny(solver=exact, unranked=below)",
                                          "--quiet", "-o", "kem.csv"], {"poll.soi": soi}, kemeny_lop_check,
        "accepted: Kemeny's rule (docs/preferences.md); the reference programme is independent of rankagg's",
        timeout=300))

    # names typed with blanks at their ends, as a spreadsheet export leaves them
    sp = preflib(["Texas A&M  ", "Miami (FL)\t", "Ole Miss", "St. Mary's "], [(2, [1, 2, 3]), (1, [4, 1]), (1, [3, 4, 2])],
                 title="spaces")

    def spaces_check(out: str, folder: Path) -> str:
        from preflibtools.instances import OrdinalInstance
        ref = OrdinalInstance()
        ref.parse_file(str(folder / "spaces.soi"))
        want = sorted(ref.alternatives_name.values())
        rows = read_table(folder / "spaces.csv")
        got = sorted(r["name"] for r in rows)
        if got != want:
            return f"names {got!r} where preflibtools reads {want!r}"
        bad = [r["item"] for r in rows if r["item"] != pct(r["name"])]
        return f"items {bad}" if bad else ""

    cases.append(cli_ok(
        "u14s_poll_soi_names_trailing_blanks", "a .soi whose alternative names end in blanks and a tab ('Texas A&M  ', "
        "'Miami (FL)<TAB>', 'St. Mary's '), as a spreadsheet export leaves them: the table's names are the names "
        "preflibtools reads (without the trailing blanks) and the items their encoding, never 'Texas%20A&M%20%20'",
        ["fuse", "spaces.soi", "--method", "borda", "--quiet", "-o", "spaces.csv"], {"spaces.soi": sp}, spaces_check,
        "accepted: docs/preferences.md: PrefLib files as preflibtools reads them"))

    tr = {f"v{v}.run": trec({"W8": b}, f"v{v}") for v, b in enumerate(ballots(71, 3))}
    tr["v1.run"] = tr["v1.run"].replace(" 10 16 v1", " T-10 16 v1", 1)
    cases.append(cli_bad(
        "u14s_poll_trust_rank_tie_notation", "ballots whose rank column uses the poll's tie notation ('T-10' on line "
        "10 of v1.run) fused with --trust-rank (order by the rank column): refused naming the file and line",
        ["fuse", *tr, "--trust-rank", "--method", "borda", "-o", "o.run"], tr, "v1.run:10", outputs=("o.run",),
        why="docs/conventions.md: --trust-rank orders by the rank column, integers of any sign"))

    # a short ballot under Borda's documented rule
    sb = [["Georgia", "Texas", "Oregon", "Utah"], ["Texas", "Georgia", "BYU"], ["Oregon", "BYU", "Georgia", "Texas", "Utah"]]
    sbn = ["Georgia", "Texas", "Oregon", "Utah", "BYU"]
    sbi = {n: i for i, n in enumerate(sbn, 1)}
    sb_soi = preflib(sbn, [(1, [sbi[t] for t in b]) for b in sb], title="short")

    def short_points() -> dict:
        n = 5
        sc = {t: 0.0 for t in sbn}
        for b in sb:
            for t in sbn:
                sc[t] += (n - b.index(t)) if t in b else (n - len(b))
        return sc

    cases.append(cli_ok(
        "u14s_poll_short_ballots_borda_bottom", "ballots of 4, 3 and 5 of 5 teams, 'borda(unranked=bottom)': a "
        "team a ballot of k left off gets n - k from it (5 - 3 = 2 from the 3-team ballot), a team at place r "
        "n - r + 1, the totals exact in the table",
        ["fuse", "short.soi", "--method", "borda(unranked=bottom)", "--quiet", "-o", "short.csv"],
        {"short.soi": sb_soi}, names_scored("short.csv", short_points), "accepted: rankagg methods borda: 'bottom — tied at position k + 1, "
        "i.e. n - k points'"))

    dup = preflib(sbn, [(1, [1, 2, 3]), (1, [2, 4, 2, 5]), (1, [3, 1])], title="dup")
    cases.append(cli_bad(
        "u14s_poll_soi_team_twice_in_ballot", "a .soi ballot naming team 2 twice ('1: 2,4,2,5', line 13): refused "
        "naming the file and line", ["fuse", "dup.soi", "--method", "borda", "-o", "dup.csv"], {"dup.soi": dup},
        "dup.soi:13", outputs=("dup.csv",),
        why="preflibtools' orders are orders: an alternative placed twice is no ballot"))

    unk = preflib(sbn, [(1, [1, 2, 3]), (1, [2, 4, 6]), (1, [3, 1])], title="unk")
    cases.append(cli_bad(
        "u14s_poll_soi_unknown_team_number", "a .soi ballot naming alternative 6 of 5 ('1: 2,4,6', line 13): "
        "refused naming the file and line", ["fuse", "unk.soi", "--method", "borda", "-o", "unk.csv"],
        {"unk.soi": unk}, "unk.soi:13", outputs=("unk.csv",),
        why="an alternative outside 1..NUMBER ALTERNATIVES has no name: the election is another than written"))

    # tied totals in a written table and a written run
    tn = ["Texas A&M", "St. Mary's", "Ole Miss", "Köln", "Atlético"]
    tb = [[1, 2, 3, 4, 5], [5, 1, 4, 3, 2], [2, 5, 1, 3, 4], [4, 3, 2, 5, 1]]
    tsoc = preflib(tn, [(1, o) for o in tb], kind="soc", title="tied")

    def tied_points() -> tuple[dict, dict, dict]:
        sc = {pct(t): 0 for t in tn}
        best = {pct(t): 9 for t in tn}
        for o in tb:
            for r, a in enumerate(o, 1):
                sc[pct(tn[a - 1])] += 6 - r
                best[pct(tn[a - 1])] = min(best[pct(tn[a - 1])], r)
        return sc, {t: 4 for t in sc}, best

    def tie_table_check(out: str, folder: Path) -> str:
        sc, cnt, best = tied_points()
        assert sc[pct("Texas A&M")] == sc[pct("St. Mary's")] == 13 and sc[pct("Ole Miss")] == sc[pct("Köln")] == 11
        rows = read_table(folder / "tied.csv")
        got = [(r["item"], float(r["score"])) for r in rows]
        want = [(t, float(sc[t])) for t in house(sc, cnt, best)]
        return "" if got == want else f"rows {got} where the points and the house rule give {want}"

    cases.append(cli_ok(
        "u14s_poll_tied_totals_table", "4 complete ballots of 5 teams where Texas A&M and St. Mary's both total "
        "13 Borda points (both first once: the smaller id, St.%20Mary's, first) and Ole Miss and Köln both 11 "
        "(Köln first once, Ole Miss second at best: Köln first): the table (-o tied.csv) gives each tied pair the "
        "same exact points, in the house rule's order", ["fuse", "tied.soc", "--method", "borda", "--quiet", "-o", "tied.csv"],
        {"tied.soc": tsoc}, tie_table_check, "accepted: a table holds the method's scores; the house tie rule "
        "(rankagg methods borda)"))

    def tie_run_check(out: str, folder: Path) -> str:
        sc, cnt, best = tied_points()
        lines = [ln.split() for ln in (folder / "tied.run").read_text(encoding="utf-8").splitlines()]
        order = [f[2] for f in sorted(lines, key=lambda f: int(f[3]))]
        if order != house(sc, cnt, best):
            return f"ranks {order} where the house rule gives {house(sc, cnt, best)}"
        # trec_eval's order: score descending, then docid descending (bytes)
        te = [f[2] for f in sorted(lines, key=lambda f: (-float(f[4]), [-b for b in f[2].encode()]))]
        return "" if te == order else f"trec_eval reads {te} where the file ranks {order}"

    cases.append(cli_ok(
        "u14s_poll_tied_totals_trec_order", "the same tied poll written as a TREC run (-o tied.run): trec_eval's "
        "order (score descending, then docid descending) is the file's rank order, which is the house rule's",
        ["fuse", "tied.soc", "--method", "borda", "--quiet", "-o", "tied.run"], {"tied.soc": tsoc}, tie_run_check,
        "accepted: docs/preferences.md: tied scores nudged as for runs, so trec_eval reads the lines in the "
        "table's order"))

    # a coach's ballot with a tie (.toi) and a truncated one
    toi = preflib(["Georgia", "Texas", "Oregon", "Utah", "BYU"], [(1, [1, 2, 3, 4, 5])], kind="toi", title="coach")
    toi = toi.replace("# NUMBER VOTERS: 1", "# NUMBER VOTERS: 3").replace("# NUMBER UNIQUE ORDERS: 1",
                                                                          "# NUMBER UNIQUE ORDERS: 3")
    toi += "1: 2,{3,1},5\n1: {4,5},2\n"

    # n - r + 1 for a class at best place r; n - k for a team a ballot of k left off (rankagg methods borda)
    toi_points = {"Georgia": 5 + 4 + 2, "Texas": 4 + 5 + 3, "Oregon": 3 + 4 + 2, "Utah": 2 + 1 + 5, "BYU": 1 + 2 + 5}

    cases.append(cli_ok(
        "u14s_poll_toi_tied_places", "three coaches (.toi): a full ballot, '2,{3,1},5' (Oregon and Georgia tied "
        "second, Utah left off) and '{4,5},2' (Utah and BYU tied first, Texas third): 'borda(unranked=bottom)' gives a "
        "tie class its best place's n - r + 1 and a team left off n - k (k: the teams the ballot ranks)",
        ["fuse", "coach.toi", "--method", "borda(unranked=bottom)", "--quiet", "-o", "coach.csv"],
        {"coach.toi": toi}, names_scored("coach.csv", lambda: toi_points), "accepted: docs/preferences.md (tied alternatives share the best rank of "
        "their class) and rankagg methods borda ('bottom' = n - k)"))

    # a declared team no voter ranked
    un = preflib(["Georgia", "Texas", "Hawaiʻi", "Oregon"], [(2, [1, 2, 4]), (1, [2, 4, 1])], title="unvoted")

    def unvoted_check(out: str, folder: Path) -> str:
        rows = read_table(folder / "unvoted.csv")
        names = [r["name"] for r in rows]
        if len(rows) != 4 or names[-1] != "Hawaiʻi":
            return f"rows {names}"
        sc = [float(r["score"]) for r in rows]
        return "" if all(math.isfinite(x) for x in sc) and sc[-1] < min(sc[:-1]) else f"scores {sc}"

    cases.append(cli_ok(
        "u14s_poll_unvoted_team_last", "a .soi declaring Hawaiʻi that no voter ranked, --method copeland: the "
        "table lists it last, with a finite score below every other (never an empty cell)",
        ["fuse", "unvoted.soi", "--method", "copeland", "--quiet", "-o", "unvoted.csv"], {"unvoted.soi": un},
        unvoted_check, "accepted: docs/preferences.md: an alternative no voter ranked comes last; where a method "
        "has no evidence for it it gets one score below every other"))

    # two weekly elections in one call: each file its own query, Borda's default rule ('share') per week
    wk_n = ["Georgia", "Texas", "Ohio State", "Texas A&M", "St. Mary's", "Atlético Madrid"]
    wk_b = {"week05": [[1, 2, 3, 4], [2, 1, 4], [4, 5, 1, 2, 3]], "week06": [[2, 1, 6], [1, 2, 3, 4, 5, 6], [6, 1]]}
    wk_files = {f"{w}.soi": preflib(wk_n, [(1, o) for o in b], title=w) for w, b in wk_b.items()}

    def weeks_check(out: str, folder: Path) -> str:
        rows = read_table(folder / "weeks.csv")
        for w, bals in wk_b.items():
            n = len({a for o in bals for a in o})  # n_candidates='ranked': the teams some ballot named
            want: dict[str, float] = {}
            for o in bals:
                for a in {a for o2 in bals for a in o2}:
                    want[wk_n[a - 1]] = want.get(wk_n[a - 1], 0.0) + (
                        n - o.index(a) if a in o else (n - len(o) + 1) / 2)
            got = {r["name"]: float(r["score"]) for r in rows if r["query"] == w}
            names = [r["name"] for r in rows if r["query"] == w]
            if names[len(want):] and set(names[:len(want)]) != set(want):
                return f"{w}: a team no ballot named ranked above a named one: {names}"
            got = {k: v for k, v in got.items() if k in want}
            if got != want:
                return f"{w}: {got} where the formula gives {want}"
        return "" if {r["query"] for r in rows} == set(wk_b) else f"queries {sorted({r['query'] for r in rows})}"

    cases.append(cli_ok(
        "u14s_poll_two_weekly_soi_files", "week05.soi and week06.soi fused in one call with --method borda (the "
        "default 'share' rule): one query per file, named by the file, each week's points n - r + 1 and "
        "(n - k + 1) / 2 for a team a ballot of k left off, n the teams named that week (a team named in the "
        "other week only is no candidate)", ["fuse", "week05.soi", "week06.soi", "--method", "borda", "--quiet",
                                             "-o", "weeks.csv"], wk_files, weeks_check,
        "accepted: rankagg methods borda (share; n_candidates='ranked'); docs/preferences.md: an election is one "
        "query named by its file"))

    cases.append(api_ok(
        "u14s_poll_api_fbs_size_soi", "an FBS-size poll as PrefLib: 134 teams with blanks and points in their "
        "names ('Univ. of X 17'), 62 voters (the AP's count) of 25 each: rankagg.fuse('ap.soi', 'borda', "
        "unranked='bottom', depth=None) gives every named team its AP points + (n - 25) x 62, keyed by the "
        "percent-encoded name, in the house order",
        "names = [f'Univ. of X {i}' for i in range(1, 135)]\n"
        "bals = ballots(62, 62, names, noise=6.0)\n"
        "ix = {n: i for i, n in enumerate(names, 1)}\n"
        "head = ['# FILE NAME: ap.soi', '# TITLE: ap', '# DATA TYPE: soi', '# NUMBER ALTERNATIVES: 134', '# NUMBER VOTERS: 62',\n"
        "        '# NUMBER UNIQUE ORDERS: 62'] + [f'# ALTERNATIVE NAME {i}: {n}' for n, i in ix.items()]\n"
        "open('ap.soi', 'w', encoding='utf-8').write('\\n'.join(head + ['1: ' + ','.join(str(ix[t]) for t in b) for b in bals]) + '\\n')\n"
        "got = rankagg.fuse('ap.soi', 'borda', unranked='bottom', depth=None)['ap']\n"
        "pts, cnt, best = ap(bals)\n"
        "n = len(pts)\n"
        "enc = lambda t: t.replace('%', '%25').replace(' ', '%20')\n"
        "sc = {enc(t): p + (n - 25) * 62 for t, p in pts.items()}\n"
        "order = house(sc, {enc(t): v for t, v in cnt.items()}, {enc(t): v for t, v in best.items()})\n"
        "say(exact({d: v for d, v in got.items() if d in sc}, order, sc) or (list(got)[:n] != order and 'unnamed teams among the named'))",
        "accepted: Borda's formula (rankagg methods borda); docs/preferences.md: names percent-encoded"))

    # voters' files that all carry one tag
    tagged = ballots(91, 3)
    tfiles = {f"ballot_{v}.run": trec({"W12": b}, "ap-poll") for v, b in enumerate(tagged)}

    def tag_check(out: str, folder: Path) -> str:
        pts, _, cnt, best = ap_points(tagged)
        return run_matches(read_run(folder / "tagged.run")["W12"], house(pts, cnt, best), pts)

    cases.append(cli_ok(
        "u14s_poll_ballot_files_one_tag", "three voters' ballot files exported by one tool, every line tagged "
        "'ap-poll': three voters (named by their files), --method \"combsum(norm='none')\" sums each team's points "
        "over the three ballots", ["fuse", *tfiles, "--method", "combsum(norm='none')", "--quiet", "-o",
                                   "tagged.run"], tfiles, tag_check,
        "accepted: docs/conventions.md: ranker names are the run tags, file names when tags repeat"))

    # a ballot with two teams given the same place and points
    tie_b = ballots(92, 4)
    tie_lines = {f"v{v}.run": trec({"W13": b}, f"v{v}") for v, b in enumerate(tie_b)}
    t10, t11 = tie_b[0][9], tie_b[0][10]
    tie_lines["v0.run"] = tie_lines["v0.run"].replace(f" {t11} 11 15 ", f" {t11} 10 16 ")

    def tie_ballot_check(out: str, folder: Path) -> str:
        pts, _, cnt, best = ap_points(tie_b)
        pts[t11] += 1  # voter 0 gave it 16, the 10th place's points
        got = dict(read_run(folder / "tieb.run")["W13"])
        bad = [(t, got.get(t), p) for t, p in pts.items() if abs(got.get(t, -1) - p) > 1e-6 * p]
        return f"points {bad[:4]}" if bad else ""

    cases.append(cli_ok(
        "u14s_poll_ballot_with_a_tied_place", f"a voter who put {t10} and {t11} both 10th with 16 points each "
        "(the AP forbids it; coaches' ballots have it): combsum(norm='none') adds the 16 points the file gives each",
        ["fuse", *tie_lines, "--method", "combsum(norm='none')", "--quiet", "-o", "tieb.run"], tie_lines,
        tie_ballot_check, "accepted: trec_eval reads the scores, not the rank column (docs/conventions.md)"))

    cases.append(api_ok(
        "u14s_poll_top25_cut_at_a_tie", "Miami_(FL) and Miami_(OH) tie for 25th (each one 25th place on one of "
        "two ballots, 1 point): rankagg.fuse(..., 'combsum', norm='none', depth=25) keeps the 24 teams above and "
        "Miami_(FL) (the house rule's smaller id), its 1 point exact",
        "top = [f'Team_{i:02d}' for i in range(24)]\n"
        "runs = {'v1': {'W14': {t: 25 - i for i, t in enumerate(top)} | {'Miami_(FL)': 1}},\n"
        "        'v2': {'W14': {t: 25 - i for i, t in enumerate(top)} | {'Miami_(OH)': 1}}}\n"
        "got = rankagg.fuse(runs, 'combsum', norm='none', depth=25)['W14']\n"
        "want = {t: 2 * (25 - i) for i, t in enumerate(top)} | {'Miami_(FL)': 1}\n"
        "say(exact(got, top + ['Miami_(FL)'], want))",
        "accepted: --depth / depth= writes the first N of the house order"))

    # ------------------------------------------------------------------ computer rankings combined
    from fractions import Fraction  # means and medians compared exactly: equal ones tie, as the 2^-40 rule makes them

    def by_places(run: str, lists: list[list[str]], stat) -> Callable[[str, Path], str]:
        """A check: the run's order is the teams by ``stat(places, n_listing)`` (higher first), where a list of k
        that left a team off places it at k + 1 (rankagg methods mean_rank), ties by the house rule."""
        def check(out: str, folder: Path) -> str:
            teams = {t for b in lists for t in b}
            per = {t: [b.index(t) + 1 if t in b else len(b) + 1 for b in lists] for t in teams}
            cnt = {t: sum(t in b for b in lists) for t in teams}
            best = {t: min(b.index(t) + 1 for b in lists if t in b) for t in teams}
            order = house({t: stat(per[t], cnt[t]) for t in teams}, cnt, best)
            got = [d for d, _ in read_run(folder / run)["final"]]
            return "" if got == order else f"order {got[:12]} where the places give {order[:12]}"
        return check

    names5 = ["sagarin", "massey", "billingsley", "colley", "wolfe"]
    comp = ballots(31, 5, TEAMS, noise=4.0)
    cfiles = {f"{name}.run": trec({"final": b}, name) for name, b in zip(names5, comp)}
    cases.append(cli_ok(
        "u14s_computers_median_rank", "five computer rankings (top 25 each of 32 teams), --method median_rank: "
        "teams by their median place (a team a computer left off at place 26), exact ties of the median by the "
        "house rule (more computers, then best place, then the smaller id)",
        ["fuse", *cfiles, "--method", "median_rank", "--quiet", "-o", "median.run"], cfiles,
        by_places("median.run", comp, lambda v, k: -sorted(v)[2]),
        "accepted: rankagg methods median_rank (unranked at position k + 1) and the house tie rule"))
    cases.append(cli_ok(
        "u14s_computers_mean_rank_ignore", "the five computers with --method 'mean_rank(unranked=ignore)': each "
        "team's mean over the computers that rank it (a team one computer put 3rd above a team all five put "
        "4th), ties by the house rule", ["fuse", *cfiles, "--method", "mean_rank(unranked=ignore)", "--quiet", "-o",
                                         "ignore.run"], cfiles,
        by_places("ignore.run", comp, lambda v, k: -Fraction(sum(r for r in v if r != 26), k)),
        "accepted: rankagg methods mean_rank: 'ignore' averages over the rankers that ranked the item only"))

    # computers that publish lists of different lengths: 'bottom' is each list's own k + 1
    uneq = [ballots(41, 1, noise=4.0, top=32)[0], ballots(42, 1, noise=4.0, top=25)[0],
            ballots(43, 1, noise=4.0, top=10)[0], ballots(44, 1, noise=4.0, top=25)[0]]
    ufiles = {f"{n}.run": trec({"final": b}, n, top=len(b)) for n, b in zip(names5, uneq)}
    cases.append(cli_ok(
        "u14s_computers_mean_rank_unequal_lengths", "four computers publishing 32, 25, 10 and 25 teams, --method "
        "mean_rank: a team a computer left off counts at that computer's k + 1 (33, 26, 11, 26), the mean over "
        "all four, ties by the house rule", ["fuse", *ufiles, "--method", "mean_rank", "--quiet", "-o", "uneq.run"],
        ufiles, by_places("uneq.run", uneq, lambda v, k: -Fraction(sum(v), len(v))),
        "accepted: rankagg methods mean_rank: 'position k + 1 of that ranker's list (k its length)'"))

    comp6 = ballots(33, 6, TEAMS, noise=4.0)
    c6files = {f"{name}.run": trec({"final": b}, name) for name, b in zip(names5 + ["anderson"], comp6)}
    cases.append(cli_ok(
        "u14s_computers_median_of_six", "six computer rankings (an even count), --method median_rank: the median "
        "of six places is the mean of the 3rd and 4th (numpy.median, R's median), ties by the house rule",
        ["fuse", *c6files, "--method", "median_rank", "--quiet", "-o", "median6.run"], c6files,
        by_places("median6.run", comp6, lambda v, k: -Fraction(sorted(v)[2] + sorted(v)[3], 2)),
        "accepted: the median of an even count as NumPy and R define it"))

    # the BCS composite from the command line: a weights file keyed by the voters' tags
    bcs = {"harris_O'Brien": ballots(60, 1)[0], "harris_Núñez": ballots(61, 1)[0], "coach_Saban": ballots(62, 1)[0],
           "coach_Smart": ballots(63, 1)[0], "comp_Massey": ballots(64, 1, noise=5)[0],
           "comp_Colley": ballots(65, 1, noise=5)[0]}
    bw = {n: 1 / (25 * 2) for n in bcs}
    bfiles = {f"{n}.run": trec({"final": b}, n) for n, b in bcs.items()}
    bfiles["weights.txt"] = "".join(f"{n} {w!r}\n" for n, w in bw.items())

    def bcs_check(out: str, folder: Path) -> str:
        share: dict[str, float] = {}
        for n, b in bcs.items():
            for r, t in enumerate(b, 1):
                share[t] = share.get(t, 0.0) + (26 - r) * bw[n]
        got = dict(read_run(folder / "bcs.run")["final"])
        bad = [(t, got.get(t), v) for t, v in share.items() if abs(got.get(t, -1) - v) > 1e-6 * v]
        return f"shares {bad[:4]}" if bad else ""

    cases.append(cli_ok(
        "u14s_bcs_weights_file_cli", "the BCS composite from the command line: six ballot files tagged "
        "harris_O'Brien, harris_Núñez, coach_Saban, coach_Smart, comp_Massey, comp_Colley and --weights "
        "weights.txt ('NAME W' lines, 1/50 each): each team's weighted points, summed by hand",
        ["fuse", *[f for f in bfiles if f.endswith(".run")], "--method", "combsum(norm='none')", "--weights",
         "weights.txt", "--quiet", "-o", "bcs.run"], bfiles, bcs_check,
        "accepted: rankagg fuse --weights: a file of 'NAME W' lines, names the run tags"))

    # computers that publish lists of different lengths: 'bottom' is each list's own k + 1
    cases.append(api_ok(
        "u14s_bcs_composite_weights", "a BCS-style composite in one call: two polls' voters (Harris 6, coaches 4) "
        "and 3 computers, rankagg.fuse(runs, 'combsum', norm='none', weights=w) with each voter's weight "
        "1 / (25 x the poll's voters) and each computer's 1 / (25 x 3): each team's mean share of the three "
        "components' maximum points, summed by hand",
        f"teams = {TEAMS!r}\n"
        "groups = {'harris': ballots(50, 6, teams), 'coaches': ballots(51, 4, teams), 'computer': ballots(52, 3, teams, noise=5.0)}\n"
        "runs, w, share = {}, {}, {}\n"
        "for g, bals in groups.items():\n"
        "    for v, b in enumerate(bals):\n"
        "        name = f'{g}-{v}'\n"
        "        runs[name] = {'final': {t: 26 - r for r, t in enumerate(b, 1)}}\n"
        "        w[name] = 1.0 / (25 * len(bals))\n"
        "        for r, t in enumerate(b, 1):\n"
        "            share[t] = share.get(t, 0.0) + (26 - r) * w[name]\n"
        "got = rankagg.fuse(runs, 'combsum', norm='none', weights=w, depth=None)['final']\n"
        "bad = [(t, got[t], share[t]) for t in share if abs(got[t] - share[t]) > 1e-12]\n"
        "order = sorted(share, key=lambda t: -share[t])\n"
        "ok_order = all(share[a] >= share[b] - 1e-12 for a, b in zip(list(got), list(got)[1:]))\n"
        "say((bad and f'scores {bad[:4]}') or (set(got) != set(share) and 'teams') or (not ok_order and f'order {list(got)[:8]} vs {order[:8]}'))",
        "accepted: weights multiply each ranker's normalised score (rankagg methods combsum)"))

    # ------------------------------------------------------------------ match results: comparison tables
    # home and away: Copeland over pairwise majorities, a split pair none
    legs = [("Atlético", "Köln", "win"), ("Köln", "Atlético", "win"), ("Atlético", "St._Pauli", "win"),
            ("St._Pauli", "Atlético", "tie"), ("Köln", "St._Pauli", "loss"), ("St._Pauli", "Köln", "tie"),
            ("Nottm_Forest", "Atlético", "loss"), ("Atlético", "Nottm_Forest", "tie"), ("Köln", "Nottm_Forest", "win"),
            ("Nottm_Forest", "Köln", "loss"), ("St._Pauli", "Nottm_Forest", "tie"), ("Nottm_Forest", "St._Pauli", "tie")]
    lcsv = "query,item_a,item_b,outcome\n" + "".join(f"2024-25,{a},{b},{o}\n" for a, b, o in legs)

    def cop_check(out: str, folder: Path) -> str:
        Y: dict = {}
        for a, b, o in legs:
            wa = {"win": 1.0, "tie": 0.5, "loss": 0.0}[o]
            Y[(a, b)] = Y.get((a, b), 0) + wa
            Y[(b, a)] = Y.get((b, a), 0) + 1 - wa
        teams = sorted({a for a, _, _ in legs})
        sc = {t: sum((Y.get((t, u), 0) > Y.get((u, t), 0)) - (Y.get((t, u), 0) < Y.get((u, t), 0)) for u in teams
                     if u != t) for t in teams}
        got = {r["item"]: float(r["score"]) for r in read_table(folder / "cop.csv")}
        return "" if got == sc else f"{got} where the head-to-heads give {sc}"

    cases.append(cli_ok(
        "u14s_home_away_copeland", "home and away legs of 4 clubs (Atlético and Köln each won at home: a split "
        "head-to-head), --method copeland -o cop.csv: each club's head-to-head majorities won minus lost, a split "
        "pair none", ["fuse", "legs.csv", "--method", "copeland", "--quiet", "-o", "cop.csv"], {"legs.csv": lcsv},
        cop_check, "accepted: rankagg methods copeland on comparisons (a tie half each way)"))

    # an unbeaten season with one draw (a finite maximum: the draw is half a loss) and one without (none)
    drew = [("Bayer_Leverkusen", "Köln", "win"), ("Köln", "Bayer_Leverkusen", "loss"),
            ("Bayer_Leverkusen", "St._Pauli", "tie"), ("St._Pauli", "Bayer_Leverkusen", "loss"),
            ("Köln", "St._Pauli", "win"), ("St._Pauli", "Köln", "win"),
            ("Hellas_Verona", "Bayer_Leverkusen", "loss"), ("Bayer_Leverkusen", "Hellas_Verona", "win"),
            ("Hellas_Verona", "Köln", "tie"), ("St._Pauli", "Hellas_Verona", "win"),
            ("Hellas_Verona", "St._Pauli", "loss"), ("Köln", "Hellas_Verona", "loss")]
    unbeaten = [(a, b, "win" if (a, b) == ("Bayer_Leverkusen", "St._Pauli") else o) for a, b, o in drew]

    cases.append(api_ok(
        "u14s_unbeaten_with_a_draw_arena_finite", "a season where Bayer_Leverkusen never lost but drew once "
        "(5 wins, 1 draw): under arena's likelihood a draw is half a win each way, so every split has a result "
        "across it both ways and the maximum is finite (Zermelo, Ford): the ratings equal 1000 + 400 / ln 10 x the "
        "SciPy maximum to 0.01, Leverkusen first, and no warning that a rating has no finite maximum",
        f"rows = {drew!r}\n"
        "t, got, teams, w = season(rows, 'arena')\n"
        "ref = {c: 1000 + 400 / math.log(10) * v for c, v in bt_mle(rows, teams).items()}\n"
        "said = [m for m in w if 'Leverkusen' in m]\n"
        "say(close(got, ref, 1e-2) or (list(t['item'])[0] != 'Bayer_Leverkusen' and 'not first') or (said and f'warned {said}'))",
        "accepted: docs/preferences.md ('When there is no maximum': a win or a tie across every split both ways)"))

    cases.append(api_ok(
        "u14s_unbeaten_team_penalised_finite", "the season with Leverkusen's draw made a win (6 wins, "
        "unbeaten and untied: no maximum without a penalty) fitted by davidson(alpha=0.01): every score "
        "finite, Bayer_Leverkusen first; the scores the penalised likelihood's maximum "
        "(SciPy on sum log-lik - 0.01 ||theta||^2 per unit weight or in total, whichever rankagg states), to 1e-4",
        f"rows = {unbeaten!r}\n"
        "t, got, teams, w = season(rows, 'davidson(alpha=0.01)')\n"
        "from scipy.optimize import minimize\n"
        "ix = {c: i for i, c in enumerate(teams)}\n"
        "def nll(x, per):\n"
        "    th, lnu = x[:-1], x[-1]; s = 0.0\n"
        "    for a, b, o in rows:\n"
        "        ta, tb = th[ix[a]], th[ix[b]]\n"
        "        den = np.logaddexp(np.logaddexp(ta, tb), lnu + (ta + tb) / 2)\n"
        "        s += {'win': ta, 'loss': tb, 'tie': lnu + (ta + tb) / 2}[o] - den\n"
        "    return -(s / len(rows) if per else s) + 0.01 * (th ** 2).sum()\n"
        "refs = [dict(zip(teams, minimize(nll, np.zeros(len(teams) + 1), args=(per,), method='BFGS', options={'gtol': 1e-11}).x[:-1])) for per in (True, False)]\n"
        "fin = all(math.isfinite(v) for v in got.values())\n"
        "why = min((close(got, r, 1e-4) for r in refs), key=len)\n"
        "say((not fin and f'scores {got}') or (list(t['item'])[0] != 'Bayer_Leverkusen' and f'first {list(t[\"item\"])[0]}') or why)",
        "accepted: rankagg methods davidson: alpha ||theta||^2 (choix's), unique finite scores"))

    laliga = [("Atlético", "Getafe", "win"), ("Getafe", "Atlético", "tie"), ("Atlético", "Celta", "win"),
              ("Celta", "Atlético", "win"), ("Getafe", "Celta", "tie"), ("Celta", "Getafe", "loss"),
              ("Real_Sociedad", "Atlético", "tie"), ("Atlético", "Real_Sociedad", "loss"), ("Real_Sociedad", "Getafe", "win"),
              ("Getafe", "Real_Sociedad", "tie"), ("Celta", "Real_Sociedad", "tie"), ("Real_Sociedad", "Celta", "loss")]
    two = [("Bundesliga", *r) for r in drew] + [("LaLiga", *r) for r in laliga]
    cases.append(api_ok(
        "u14s_two_leagues_davidson_per_league", "the Bundesliga and LaLiga in one results file (query = the league; "
        "the Bundesliga's draws are rare, LaLiga's frequent): davidson fits each league as its own problem, each "
        "league's scores equal to Davidson's likelihood of that league alone (its own tie rate) maximised by SciPy, "
        "to 1e-4",
        f"rows = {two!r}\n"
        "open('two.csv', 'w', encoding='utf-8').write('query,item_a,item_b,outcome\\n' + ''.join(f'{q},{a},{b},{o}\\n' for q, a, b, o in rows))\n"
        "from rankagg.api.preferences import fuse_comparisons\n"
        "t = fuse_comparisons('two.csv', 'davidson')\n"
        "why = ''\n"
        "for lg in ('Bundesliga', 'LaLiga'):\n"
        "    r = [(a, b, o) for q, a, b, o in rows if q == lg]\n"
        "    teams = sorted({a for a, _, _ in r} | {b for _, b, _ in r})\n"
        "    part = t[t['query'] == lg]\n"
        "    why = why or close(dict(zip(part['item'], part['score'])), davidson_mle(r, teams), 1e-4)\n"
        "say(why)",
        "accepted: docs/preferences.md: the per-query pairwise matrix; queries are separate problems, as TREC topics"))

    draws = [("Köln", "St._Pauli", "tie"), ("St._Pauli", "Hellas_Verona", "tie"), ("Hellas_Verona", "Köln", "tie"),
             ("St._Pauli", "Köln", "tie")]
    cases.append(api_ok(
        "u14s_all_draws_league", "a mini-league in which every match was drawn (4 draws among 3 clubs): davidson "
        "gives the three clubs one finite, equal score (Davidson's tie rate runs to infinity, the strengths stay "
        "level), arena gives each exactly 1000, borda_wins each club its half points (Köln 1.5, St._Pauli 1.5, Hellas_Verona 1), "
        "and no NaN anywhere",
        f"rows = {draws!r}\n"
        "out = {}\n"
        "for m in ('davidson', 'arena', 'borda_wins'):\n"
        "    t, got, teams, w = season(rows, m, 'friendlies')\n"
        "    out[m] = got\n"
        "d, a, b = out['davidson'], out['arena'], out['borda_wins']\n"
        "why = ''\n"
        "if not all(math.isfinite(v) for v in d.values()) or max(d.values()) - min(d.values()) > 1e-6: why = f'davidson {d}'\n"
        "elif any(abs(v - 1000) > 1e-6 for v in a.values()): why = f'arena {a}'\n"
        "elif b != {'Köln': 1.5, 'St._Pauli': 1.5, 'Hellas_Verona': 1.0}: why = f'borda_wins {b}'\n"
        "say(why)",
        "accepted: with equal results every strength is equal (the likelihood is symmetric); rankagg methods "
        "borda_wins: a tie counts half"))

    cup = [("Ajax", "PSV", "win"), ("PSV", "Feyenoord", "tie"), ("Feyenoord", "Ajax", "loss"), ("PSV", "Ajax", "win"),
           ("Twente", "Ajax", "loss"), ("Twente", "PSV", "win"), ("Feyenoord", "Twente", "win")]
    cases.append(api_ok(
        "u14s_cup_bootstrap_redraws_without_draws", "a cup of 7 ties with one draw, davidson with 60 bootstrap "
        "redraws of the matches (many redraws hold no draw, so their tie rate is 0): intervals around every "
        "score and no NumPy RuntimeWarning ('invalid value encountered') reaching the analyst",
        f"rows = {cup!r}\n"
        "open('cup.csv', 'w', encoding='utf-8').write(table(rows, 'knvb-beker'))\n"
        "from rankagg.api.preferences import fuse_comparisons\n"
        "import warnings\n"
        "with warnings.catch_warnings(record=True) as w:\n"
        "    warnings.simplefilter('always')\n"
        "    t = fuse_comparisons('cup.csv', 'davidson', bootstrap=60, by='comparisons')\n"
        "noise = [f'{x.category.__name__}: {x.message}' for x in w if issubclass(x.category, RuntimeWarning)]\n"
        "inside = ((t['score_low'] <= t['score']) & (t['score'] <= t['score_high'])).all()\n"
        "say((noise and f'warnings {noise}') or (not inside and 'a score outside its interval'))",
        "accepted: docs/preferences.md: intervals by redrawing the comparisons; a warning says something in words"))

    h2h = [("Ajax", "PSV", "win", 40), ("PSV", "Ajax", "win", 25), ("PSV", "Feyenoord", "tie", 30),
           ("Feyenoord", "Ajax", "win", 20), ("Ajax", "Feyenoord", "win", 35), ("Feyenoord", "PSV", "loss", 30)]
    cases.append(api_ok(
        "u14s_head_to_head_counts_bootstrap", "all-time head-to-head records as a table with a count column (Ajax "
        "beat PSV 40 times, ...: 180 matches in 6 rows) and the same 180 matches one row each: davidson with 400 "
        "bootstrap redraws of the matches gives intervals of the same width from both (within 25%), and both "
        "report 180 units redrawn, since a count is the row repeated",
        f"rows = {h2h!r}\n"
        "open('cnt.csv', 'w').write('query,item_a,item_b,outcome,count\\n' + ''.join(f'e,{a},{b},{o},{c}\\n' for a, b, o, c in rows))\n"
        "open('exp.csv', 'w').write('query,item_a,item_b,outcome\\n' + ''.join(f'e,{a},{b},{o}\\n' for a, b, o, c in rows for _ in range(c)))\n"
        "from rankagg.io.pairwise import read_comparisons\n"
        "from rankagg.methods import aggregate_comparisons\n"
        "r = {f: aggregate_comparisons(read_comparisons(f), 'davidson', bootstrap=400, by='comparisons') for f in ('cnt.csv', 'exp.csv')}\n"
        "wd = {f: np.array(x.score_high[0]) - np.array(x.score_low[0]) for f, x in r.items()}\n"
        "ratio = wd['cnt.csv'] / wd['exp.csv']\n"
        "units = {f: x.extra['units'] for f, x in r.items()}\n"
        "say((units != {'cnt.csv': 180, 'exp.csv': 180} and f'units {units}') or ((abs(np.log(ratio)) > np.log(1.25)).any() and f'widths {wd}'))",
        "accepted: docs/preferences.md: count is the row repeated; a bootstrap without judges redraws the "
        "comparisons one by one"))

    # ------------------------------------------------------------------ match results: bad rows
    cases.append(cli_bad(
        "u14s_forfeit_weight_zero", "a forfeit kept out of the ratings by weight 0 ('cup,Köln,St._Pauli,win,0', "
        "line 3): refused naming the file and line (a weight is in [1e-100, 1e100]), never read as weight 1",
        ["fuse", "cup.csv", "--method", "davidson", "-o", "cup.out.csv"],
        {"cup.csv": "query,item_a,item_b,outcome,weight\ncup,Atlético,Köln,win,1\ncup,Köln,St._Pauli,win,0\n"
                    "cup,St._Pauli,Atlético,loss,1\n"},
        "cup.csv:3", outputs=("cup.out.csv",), why="docs/preferences.md: a weight is in [1e-100, 1e100]"))

    e0 = "Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\nE0,16/08/2024,Man United,Fulham,1,0,H\nE0,17/08/2024,Ipswich,Liverpool,0,2,A\nE0,17/08/2024,Arsenal,Wolves,2,0,H\nE0,17/08/2024,Everton,Brighton,0,3,A\nE0,17/08/2024,Newcastle,Southampton,1,0,H\nE0,17/08/2024,Nott'm Forest,Bournemouth,1,1,D\nE0,24/08/2024,Brighton,Man United,2,1,H\nE0,24/08/2024,Fulham,Leicester,2,1,H\nE0,24/08/2024,Liverpool,Brentford,2,0,H\nE0,25/08/2024,Bournemouth,Newcastle,1,1,D\n"
    cases.append(cli_bad(
        "u14s_football_data_csv_davidson", "a season file as football-data.co.uk publishes it (Div, Date, HomeTeam, "
        "AwayTeam, FTHG, FTAG, FTR = H/D/A) given to --method davidson: refused naming the file and that its header "
        "has no outcome column, never read as some other kind of table",
        ["fuse", "E0.csv", "--method", "davidson", "-o", "e0.out.csv"], {"E0.csv": e0}, "E0.csv", "outcome",
        outputs=("e0.out.csv",), why="docs/preferences.md: a comparison rule asked of a table that is not a "
        "comparison table names the input and why ('its header has no outcome column')"))

    cases.append(cli_bad(
        "u14s_football_data_csv_default", "the same football-data.co.uk file fused without --method: refused naming "
        "the file (it is neither a comparison table, a battle file nor a table of ranked lists: its columns hold "
        "repeated team names, dates and goals), never a significance table of 'genes' such as 'Man United'",
        ["fuse", "E0.csv", "-o", "e0.out.csv"], {"E0.csv": e0}, "E0.csv", outputs=("e0.out.csv",),
        why="docs/genes.md: a gene given twice in a list, a blank inside one are refused with the file and line"))

    cases.append(cli_bad(
        "u14s_battles_winner_is_team_name", "match results as an arena battle file whose winner holds the winning "
        "team's name, as sports feeds give it ('winner': 'Atlético' on line 2): refused naming the file and line",
        ["fuse", "matches.jsonl", "-o", "lb.csv"],
        {"matches.jsonl": '{"model_a": "Köln", "model_b": "St._Pauli", "winner": "model_a"}\n'
                           '{"model_a": "Köln", "model_b": "Atlético", "winner": "Atlético"}\n'
                           '{"model_a": "Atlético", "model_b": "St._Pauli", "winner": "tie"}\n'},
        "matches.jsonl:2", outputs=("lb.csv",),
        why="docs/preferences.md: a winner outside the four words is refused at its line"))

    cases.append(cli_bad(
        "u14s_battles_same_match_twice", "one match scraped from both clubs' feeds: battle id '2024-08-24-BRI-MUN' "
        "on line 2 (Brighton as model_a, winner model_a) and again on line 4 with the sides swapped (Man_United "
        "as model_a, winner model_b): refused naming the file and line 4, never counted as two wins",
        ["fuse", "feed.jsonl", "-o", "lb.csv"],
        {"feed.jsonl": '{"id": "2024-08-17-ARS-WOL", "model_a": "Arsenal", "model_b": "Wolves", "winner": "model_a"}\n'
                       '{"id": "2024-08-24-BRI-MUN", "model_a": "Brighton", "model_b": "Man_United", "winner": "model_a"}\n'
                       '{"id": "2024-08-24-ARS-BRI", "model_a": "Arsenal", "model_b": "Brighton", "winner": "tie"}\n'
                       '{"id": "2024-08-24-BRI-MUN", "model_a": "Man_United", "model_b": "Brighton", "winner": "model_b"}\n'
                       '{"id": "2024-08-31-MUN-WOL", "model_a": "Man_United", "model_b": "Wolves", "winner": "tie"}\n'},
        "feed.jsonl:4", outputs=("lb.csv",), why="docs/preferences.md: a battle id given twice is refused at its line"))

    cases.append(cli_bad(
        "u14s_team_name_with_blank_in_table", "a results table typed with real names ('2024,Texas A&M,St. Mary's,"
        "win', line 2): refused naming the file and line (items of a comparison table are ids: a blank is refused)",
        ["fuse", "ncaa.csv", "--method", "davidson", "-o", "ncaa.out.csv"],
        {"ncaa.csv": "query,item_a,item_b,outcome\n2024,Texas A&M,St. Mary's,win\n2024,St. Mary's,Ole Miss,loss\n"},
        "ncaa.csv:2", outputs=("ncaa.out.csv",), why="docs/preferences.md: no blank in an id"))

    cases.append(api_ok(
        "u14s_known_entrant_without_a_match", "the four entrants registered (items=['Getafe', 'Celta', 'Sevilla', "
        "'Atlético']) after a first round in which Atlético has not played yet: davidson, borda_wins and copeland "
        "each give a table of all four, Atlético last with a finite score below every other (as an alternative "
        "no voter ranked in an election), or refuse naming Atlético; never a table of three",
        "open('liga.csv', 'w', encoding='utf-8').write('query,item_a,item_b,outcome\\nliga,Getafe,Celta,win\\n"
        "liga,Celta,Sevilla,tie\\nliga,Sevilla,Getafe,loss\\nliga,Celta,Getafe,win\\n')\n"
        "from rankagg.api.preferences import fuse_comparisons\n"
        "why = ''\n"
        "for m in ('davidson', 'borda_wins', 'copeland'):\n"
        "    try:\n"
        "        t = fuse_comparisons('liga.csv', m, items=['Getafe', 'Celta', 'Sevilla', 'Atlético'])\n"
        "    except ValueError as exc:\n"
        "        why = why or ('' if 'Atlético' in str(exc) else f'{m}: refused without naming Atlético: {exc}')\n"
        "        continue\n"
        "    items, sc = list(t['item']), list(t['score'])\n"
        "    if items[-1:] != ['Atlético'] or len(items) != 4 or not all(math.isfinite(v) for v in sc) or sc[-1] >= min(sc[:-1]):\n"
        "        why = why or f'{m}: table {list(zip(items, sc))}'\n"
        "say(why)",
        "accepted: docs/preferences.md gives an election's alternative no voter ranked the last place and one "
        "score below every other, never an empty cell; items= names the query's items"))

    cases.append(api_bad(
        "u14s_known_entrants_typo", "the entrants registered (items=) and a result with a typo ('Atletico' "
        "without its accent, line 3): fuse_comparisons(..., items=entrants) is refused naming the file and line",
        "open('liga.csv', 'w', encoding='utf-8').write('query,item_a,item_b,outcome\\nliga,Getafe,Atlético,loss\\n"
        "liga,Atletico,Celta,win\\n')\n"
        "from rankagg.api.preferences import fuse_comparisons\n"
        "t = fuse_comparisons('liga.csv', 'davidson', items=['Atlético', 'Getafe', 'Celta'])\n"
        "print('accepted:', t.to_dict('records'))", "liga.csv:3", "Atletico",
        why="docs/preferences.md: an item outside items= is refused with the file and line"))

    # ------------------------------------------------------------------ names that must come back as written
    odd = ["Atlético", "Köln", "Brighton_&_Hove_Albion", "St._Mary's", "Hawaiʻi", "\"Texas_A&M,College_Station\"",
           "Miami_(FL)"]
    item = [n.strip('"') for n in odd]
    oc = ["query,item_a,item_b,outcome"]
    for i in range(len(odd)):
        for j in range(i + 1, len(odd)):
            oc.append(f"ncaa,{odd[i]},{odd[j]},{'win' if (i + j) % 3 else 'tie'}")
            oc.append(f"ncaa,{odd[j]},{odd[i]},{'win' if (i * j) % 4 == 1 else 'loss'}")
    ocsv = "\n".join(oc) + "\n"

    def names_check(out: str, folder: Path) -> str:
        rows = read_table(folder / "names.out.csv")
        got = sorted(r["item"] for r in rows)
        return "" if got == sorted(item) else f"items {got} where the table has {sorted(item)}"

    cases.append(cli_ok(
        "u14s_names_csv_roundtrip", "results of 7 teams whose ids carry an accent, an umlaut, '&', an apostrophe, "
        "an okina, brackets and a quoted comma ('Texas_A&M,College_Station'): the output CSV, read by Python's "
        "csv module, gives back exactly those 7 ids", ["fuse", "names.csv", "--method", "borda_wins", "--quiet",
                                                       "-o", "names.out.csv"],
        {"names.csv": ocsv}, names_check, "accepted: ids without blanks are ids; a CSV writer quotes a comma"))

    def names_parquet_check(out: str, folder: Path) -> str:
        import pandas as pd
        got = sorted(str(x) for x in pd.read_parquet(folder / "names.parquet")["item"])
        return "" if got == sorted(item) else f"items {got}"

    cases.append(cli_ok(
        "u14s_names_parquet_output", "the same 7 teams' results written as a Parquet table (-o names.parquet): "
        "pandas reads back exactly the 7 ids, accents, okina, '&', apostrophe and comma included",
        ["fuse", "names.csv", "--method", "davidson(alpha=0.01)", "--quiet", "-o", "names.parquet"],
        {"names.csv": ocsv}, names_parquet_check, "accepted: a table output holds the items as read"))

    nick = ["The_\"Big_Red\"", "Ole_Miss", "Hawaiʻi", "St._Mary's"]
    ntsv = "query\titem_a\titem_b\toutcome\n" + "".join(
        f"nick\t{nick[i]}\t{nick[j]}\t{'win' if (i + j) % 2 else 'tie'}\n" for i in range(4) for j in range(4) if i != j)

    def nick_check(out: str, folder: Path) -> str:
        import pandas as pd
        a = sorted(str(x) for x in pd.read_csv(folder / "nick.out.tsv", sep="\t")["item"])
        b = sorted(r["item"] for r in csv.DictReader(io.StringIO((folder / "nick.out.tsv").read_text(encoding="utf-8"),
                                                                  newline=""), delimiter="\t"))
        return "" if a == b == sorted(nick) else f"pandas reads {a}, csv reads {b}, the input {sorted(nick)}"

    cases.append(cli_ok(
        "u14s_names_tsv_output_quotes", "a TSV of results whose first team's id holds double quotes (The_\"Big_Red\", "
        "unquoted in the TSV as written): the output TSV (-o nick.out.tsv) read by pandas and by Python's csv "
        "module gives back the 4 ids as read",
        ["fuse", "nick.tsv", "--method", "borda_wins", "--quiet", "-o", "nick.out.tsv"], {"nick.tsv": ntsv},
        nick_check, "accepted: an id is its characters; a table writer quotes what its readers would split"))

    return cases
