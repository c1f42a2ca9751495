"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a chess-engine testing team's tournament results (its cases,
ids ``u20c_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The team's day (CCRL / fishtest / cutechess-cli style): engines play gauntlets and round robins at two time controls
(``blitz``, ``40/15``); each game is ``White, Black, Result`` with the PGN results ``1-0``, ``0-1``, ``1/2-1/2`` (``*``
for a game not finished).  The engines' names are what the tools print: ``Stockfish 16``, ``Komodo 14.1 (x64)``; as
ids ``Stockfish_16``, ``Komodo_14.1_(x64)``, ``Ethereal_14.25``.  They turn the games into rankagg's comparison table
(``query, item_a, item_b, outcome``: White as item_a, draws as ``tie``), rank with ``arena`` (Bradley-Terry on the Elo
scale, ties half a win), ``davidson``, ``borda_wins`` (points) and ``rank_centrality``, and check the result against
Bradley-Terry by hand (Hunter's MM iteration, draws as half a win each way), the Elo formula of a two-engine match
(``400 log10(p / (1 - p))``) and choix.  The mistakes and odd files: a PGN file given as is, cutechess's result table
and crosstable, a games CSV with ``white, black, result`` columns, W/D/L count tables, ``1-0`` or ``½`` as an outcome,
an engine name with blanks, an engine playing itself (a typo), an engine that lost every game (Bradley-Terry's
maximum does not exist), two pools that never met, 100k games, the games file saved by Excel (BOM, CRLF).

The references (``_REF``) are computed here, never with rankagg's code."""

from __future__ import annotations

import csv
import gzip
import math
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases_files_optional, pandas_setup, snippet_cases
from .references import SEEDED_UNIFORM, reference_namespace

TWENTIETH_CHESS = "45 Unseen inputs: a twentieth bar, a chess-engine testing team's tournament results"

_REF = r'''
import csv, io, itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''def games(elo, rounds, seed=1, tc='blitz', draw=0.4, white_adv=30.0, pairs=None):
    """[(tc, white, black, result)]: each pair plays ``rounds`` games each colour (an Elo model, draws ``draw``)"""
    g = lcg(seed)
    out = []
    names = list(elo)
    for a, b in (pairs or [(a, b) for a, b in itertools.combinations(names, 2)]):
        for r in range(rounds):
            for w, bl in ((a, b), (b, a)):
                p = 1 / (1 + 10 ** ((elo[bl] - elo[w] - white_adv) / 400))
                u, v = next(g), next(g)
                res = '1/2-1/2' if u < draw else ('1-0' if v < p else '0-1')
                out.append((tc, w, bl, res))
    return out
OUTCOME = {'1-0': 'win', '0-1': 'loss', '1/2-1/2': 'tie'}
POINTS = {'1-0': (1.0, 0.0), '0-1': (0.0, 1.0), '1/2-1/2': (0.5, 0.5)}
def comparisons_csv(gs, sep=',', eol='\n', header=('query', 'item_a', 'item_b', 'outcome')):
    return sep.join(header) + eol + ''.join(sep.join((q, w, b, OUTCOME[r])) + eol for q, w, b, r in gs)
def points(gs, weights=None):
    """{tc: {engine: points}} (a win 1, a draw 1/2)"""
    out = {}
    for k, (q, w, b, r) in enumerate(gs):
        pw, pb = POINTS[r]
        f = 1.0 if weights is None else weights[k]
        d = out.setdefault(q, {})
        d[w] = d.get(w, 0.0) + f * pw
        d[b] = d.get(b, 0.0) + f * pb
    return out
def bt_mm(gs, iters=20000, tol=1e-14):
    """{tc: {engine: theta}} centred: Bradley-Terry's MLE with a draw half a win each way, by Hunter's (2004) MM
    iteration p_i = W_i / sum_j n_ij / (p_i + p_j); engines that never score are left out (no finite maximum)"""
    out = {}
    for q in sorted({g[0] for g in gs}):
        sub = [g for g in gs if g[0] == q]
        pts = points(sub)[q]
        keep = sorted(e for e, s in pts.items() if s > 0)
        n = {}
        for _, w, b, r in sub:
            if w in keep and b in keep:
                n[(w, b)] = n.get((w, b), 0) + 1
                n[(b, w)] = n.get((b, w), 0) + 1
        W = points([g for g in sub if g[1] in keep and g[2] in keep])[q]
        p = {e: 1.0 for e in keep}
        for _ in range(iters):
            new = {}
            for i in keep:
                den = sum(n.get((i, j), 0) / (p[i] + p[j]) for j in keep if j != i)
                new[i] = W[i] / den
            gm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
            new = {e: v / gm for e, v in new.items()}
            done = max(abs(math.log(new[e]) - math.log(p[e])) for e in keep) < tol
            p = new
            if done:
                break
        th = {e: math.log(v) for e, v in p.items()}
        m = sum(th.values()) / len(th)
        out[q] = {e: v - m for e, v in th.items()}
    return out
def elo_of(theta):
    return {q: {e: 400 / math.log(10) * v for e, v in t.items()} for q, t in theta.items()}
def read_table(path):
    """{query: [(item, score, rank)]} of a fused table (.csv/.tsv) or run"""
    text = open(path, encoding='utf-8').read()
    out = {}
    if path.endswith(('.csv', '.tsv')):
        rows = list(csv.DictReader(io.StringIO(text), delimiter='\t' if path.endswith('.tsv') else ','))
        for r in rows:
            out.setdefault(r['query'], []).append((r['item'], float(r['score']), int(r['rank'])))
    else:
        for line in text.splitlines():
            q, _, d, r, s, _ = line.split()
            out.setdefault(q, []).append((d, float(s), int(r)))
    return {q: sorted(v, key=lambda x: x[2]) for q, v in out.items()}
def compare(got, ref, tol=1e-4, centred=False, strict_order=True):
    """'' when every query's items and scores agree (within tol) and the ranks follow the scores"""
    if set(got) != set(ref):
        return 'queries %r, expected %r' % (sorted(got), sorted(ref))
    for q, lst in got.items():
        if sorted(d for d, _, _ in lst) != sorted(ref[q]):
            return '%s: items %r, expected %r' % (q, sorted(d for d, _, _ in lst), sorted(ref[q]))
        sc = {d: s for d, s, _ in lst}
        if centred:
            m = sum(sc.values()) / len(sc)
            sc = {d: s - m for d, s in sc.items()}
        for d, s in sc.items():
            if abs(s - ref[q][d]) > tol * max(1.0, abs(ref[q][d])):
                return '%s %s: %r, expected %r' % (q, d, s, ref[q][d])
        order = [d for d, _, _ in lst]
        for a, b in zip(order, order[1:]):
            if strict_order and ref[q][a] < ref[q][b]:
                return '%s: %s (%r) before %s (%r)' % (q, a, ref[q][a], b, ref[q][b])
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
'''

_NS = reference_namespace(_REF, "twentieth_chess._REF")
games: Callable[..., list] = _NS["games"]
comparisons_csv: Callable[..., str] = _NS["comparisons_csv"]
points: Callable[..., dict] = _NS["points"]
bt_mm: Callable[..., dict] = _NS["bt_mm"]
elo_of: Callable[..., dict] = _NS["elo_of"]
read_table: Callable[[str], dict] = _NS["read_table"]
compare: Callable[..., str] = _NS["compare"]
OUTCOME: dict = _NS["OUTCOME"]

#: CCRL-like ratings of the engines (the model the games are drawn from; the references use the games only)
_ELO = {"Stockfish_16": 3630, "Komodo_14.1_(x64)": 3420, "Dragon_3.3": 3560, "Berserk_13": 3590,
        "Ethereal_14.25": 3470, "Koivisto_9.0": 3510}
_RR = games(_ELO, 6, seed=20)  # a double round robin x 6: 15 pairs x 12 games = 180 games
_RR2 = _RR + games({k: v - 40 * (i % 3) for i, (k, v) in enumerate(_ELO.items())}, 4, seed=21, tc="40/15")
_RR_CSV = comparisons_csv(_RR)


def _check(name: str, ref: dict, tol: float = 1e-4, centred: bool = False, extra: Callable[[dict], bool] | None = None
           ) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        got = read_table(str(folder / name))
        return compare(got, ref, tol=tol, centred=centred) == "" and (extra is None or extra(got))

    return check


def _pgn(gs: list, names: dict[str, str] | None = None, unfinished: int = 0) -> str:
    """The games as cutechess-cli's -pgnout writes them (tag pairs, a blank line, the moves ending with the result)."""
    out = []
    for k, (q, w, b, r) in enumerate(gs):
        res = "*" if k < unfinished else r
        out.append(f'[Event "{q} gauntlet"]\n[Site "fishtest-worker-07"]\n[Date "2026.11.30"]\n[Round "{k + 1}"]\n'
                   f'[White "{(names or {}).get(w, w)}"]\n[Black "{(names or {}).get(b, b)}"]\n[Result "{res}"]\n'
                   f'[TimeControl "40/900"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 {res}\n\n')
    return "".join(out)


_BLANK_NAMES = {"Stockfish_16": "Stockfish 16", "Komodo_14.1_(x64)": "Komodo 14.1 (x64)", "Dragon_3.3": "Dragon 3.3"}


def twentieth_bar_chess_cases() -> list[Case]:
    G = TWENTIETH_CHESS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    cli_ok, cli_bad = command_cases_files_optional(G, outputs=())

    c: list[Case] = []
    bt_rr = bt_mm(_RR)
    elo_rr = elo_of(bt_rr)
    pts_rr = points(_RR)
    # ---------------------------------------------------------------- correct use, checked answers
    c.append(cli_ok("u20c_rr_points_borda_wins", "a 6-engine double round robin (180 games, White as item_a, draws "
                    "as tie) ranked by borda_wins: each engine's score is its tournament points (a win 1, a draw 1/2)",
                    ["fuse", "rr.csv", "--method", "borda_wins", "-o", "points.csv"], _check("points.csv", pts_rr,
                    tol=1e-12), files={"rr.csv": _RR_CSV}, fast=True,
                    why="docs/preferences.md: borda_wins counts wins, ties half (the crosstable's points)"))
    c.append(cli_ok("u20c_rr_arena_elo_mm", "the round robin ranked by arena: Elo-scale Bradley-Terry ratings "
                    "(1000 + 400/ln10 theta, centred) equal Hunter's MM fit with draws as half a win each way",
                    ["fuse", "rr.csv", "--method", "arena", "-o", "elo.csv"],
                    _check("elo.csv", elo_rr, tol=1e-4, centred=True), files={"rr.csv": _RR_CSV},
                    why="docs/preferences.md: arena is Bradley-Terry as arena-rank fits it, a tie one battle of "
                        "outcome 1/2, ratings 1000 + 400/ln10 theta centred; MM: Hunter, Ann. Statist. 2004"))
    match = [("match", "Stockfish_16", "Komodo_14.1_(x64)", r) for r in ["1-0"] * 28 + ["0-1"] * 11 +
             ["1/2-1/2"] * 11] + [("match", "Komodo_14.1_(x64)", "Stockfish_16", r) for r in
                                  ["0-1"] * 27 + ["1-0"] * 9 + ["1/2-1/2"] * 14]
    p = (55 + 12.5) / 100  # Stockfish's score fraction: 55 wins, 25 draws of 100
    diff = 400 * math.log10(p / (1 - p))
    c.append(cli_ok("u20c_match_elo_formula", "a 100-game Stockfish-Komodo match (55 wins, 25 draws, 20 losses: "
                    "67.5%): arena's two ratings differ by 400 log10(0.675/0.325) = 127.0 Elo, centred on 1000",
                    ["fuse", "match.csv", "--method", "arena", "-o", "match.tsv"],
                    _check("match.tsv", {"match": {"Stockfish_16": 1000 + diff / 2, "Komodo_14.1_(x64)": 1000 - diff / 2}},
                           tol=1e-6), files={"match.csv": comparisons_csv(match)},
                    why="the Elo formula of a two-player match: the rating difference of score p is 400 log10(p/(1-p)),"
                        " Bradley-Terry's MLE on the Elo scale; docs/preferences.md centres arena's ratings on 1000"))
    both = bt_mm(_RR2)
    c.append(cli_ok("u20c_two_time_controls_queries", "blitz and 40/15 games in one file, the time control as "
                    "query: one rating list per time control, each equal to its own MM fit",
                    ["fuse", "ccrl.csv", "--method", "arena", "-o", "lists.csv"],
                    _check("lists.csv", elo_of(both), tol=1e-4, centred=True), files={"ccrl.csv": comparisons_csv(_RR2)},
                    why="docs/preferences.md: query groups the comparisons; each query is fitted on its own"))
    counts: dict[tuple[str, str, str], int] = {}
    for q, w, b, r in _RR:
        counts[(w, b, OUTCOME[r])] = counts.get((w, b, OUTCOME[r]), 0) + 1
    wdl = "query,item_a,item_b,outcome,count\n" + "".join(f"blitz,{w},{b},{o},{n}\n" for (w, b, o), n in counts.items())
    c.append(cli_ok("u20c_wdl_count_rows_arena", "the round robin kept as W/D/L counts per colour and pairing (a "
                    "count column, one row per outcome): arena's ratings equal the game-by-game MM fit",
                    ["fuse", "wdl.csv", "--method", "arena", "-o", "elo.csv"],
                    _check("elo.csv", elo_rr, tol=1e-4, centred=True), files={"wdl.csv": wdl},
                    why="docs/preferences.md: count repeats the row (a row of count c is c comparisons)"))
    c.append(cli_ok("u20c_excel_bom_crlf_points", "the games table saved by Excel as 'CSV UTF-8' (a BOM, CRLF line "
                    "ends): the points are the same as the plain file's",
                    ["fuse", "games.csv", "--method", "borda_wins", "-o", "points.tsv"],
                    _check("points.tsv", pts_rr, tol=1e-12),
                    files={"games.csv": ("\ufeff" + comparisons_csv(_RR, eol="\r\n")).encode("utf-8")},
                    why="docs/preferences.md: a table is read as its reader reads it; a BOM and CRLF are no part "
                        "of a value (docs/conventions.md)"))
    c.append(cli_ok("u20c_tsv_davidson_points_order", "the round robin as a TSV ranked by davidson (the default "
                    "rule): in a balanced round robin Davidson's order is the points order (wins + draws/2 are its "
                    "sufficient statistics)", ["fuse", "rr.tsv", "-o", "dav.csv"],
                    lambda out, folder: [d for d, _, _ in read_table(str(folder / "dav.csv"))["blitz"]] ==
                    sorted(pts_rr["blitz"], key=lambda e: -pts_rr["blitz"][e]),
                    files={"rr.tsv": comparisons_csv(_RR, sep="\t")},
                    why="Davidson 1970: P(i beats j) = pi_i / (pi_i + pi_j + nu sqrt(pi_i pi_j)): pi_i's exponent "
                        "is wins + ties/2, so a schedule where every pair meets equally often ranks by points"))
    battles = "".join('{"model_a": "%s", "model_b": "%s", "winner": "%s", "judge": "worker-%02d"}\n' % (
        w, b, {"1-0": "model_a", "0-1": "model_b", "1/2-1/2": "tie"}[r], k % 12) for k, (q, w, b, r) in enumerate(_RR))
    c.append(cli_ok("u20c_battles_by_worker_default", "the games as a battle file (model_a = White, winner "
                    "model_a/model_b/tie, judge = the fishtest worker of 12) fused with no method: arena with "
                    "intervals over the workers; the ratings equal the MM fit and each lies in its interval",
                    ["fuse", "battles.jsonl", "-o", "board.csv"],
                    lambda out, folder: _board_ok(folder / "board.csv", elo_of(bt_mm([("1",) + g[1:] for g in _RR]))),
                    files={"battles.jsonl": battles},
                    why="docs/preferences.md: a battle file is ranked by arena with 100 bootstrap redraws of the "
                        "voters (judge); the ratings are Bradley-Terry's"))
    c.append(cli_ok("u20c_parquet_games_arena", "the games as a Parquet table written by pandas (query, item_a, "
                    "item_b, outcome): arena's ratings equal the MM fit",
                    ["fuse", "games.parquet", "--method", "arena", "-o", "elo.csv"],
                    _check("elo.csv", elo_rr, tol=1e-4, centred=True),
                    setup=pandas_setup("import io\npd.read_csv(io.StringIO(%r)).to_parquet(folder / 'games.parquet')"
                                       % _RR_CSV),
                    why="docs/preferences.md: comparison tables are read from Parquet too"))
    top3 = sorted(elo_rr["blitz"], key=lambda e: -elo_rr["blitz"][e])[:3]
    c.append(cli_ok("u20c_top3_run_depth", "the top 3 of the rating list as a TREC run (--depth 3): three lines, in "
                    "the MM fit's order", ["fuse", "rr.csv", "--method", "arena", "--depth", "3", "-o", "top3.run"],
                    lambda out, folder: [d for d, _, _ in read_table(str(folder / "top3.run"))["blitz"]] == top3,
                    files={"rr.csv": _RR_CSV},
                    why="docs/preferences.md: --depth applies to a table written as a TREC run"))
    mirror = [(q, b, w, {"1-0": "0-1", "0-1": "1-0"}.get(r, r)) for q, w, b, r in _RR]
    c.append(cli_ok("u20c_colour_swapped_same_ratings", "the same games written Black first (item_a = Black, each "
                    "result read from Black's side): colour is ignored, so the ratings equal the MM fit",
                    ["fuse", "black_first.csv", "--method", "arena", "-o", "elo.csv"],
                    _check("elo.csv", elo_rr, tol=1e-4, centred=True), files={"black_first.csv": comparisons_csv(mirror)},
                    why="Bradley-Terry without an order effect: a game of i against j is the same whichever is "
                        "item_a (docs/preferences.md: loss means item_b won)"))
    patzer = _RR + [("blitz", w, b, r) for e in _ELO for w, b, r in (("Patzer_0.1", e, "0-1"), (e, "Patzer_0.1", "1-0"))]
    c.append(cli_ok("u20c_engine_lost_every_game_warns", "a gauntlet where Patzer_0.1 lost all 12 of its games: "
                    "arena warns that its rating does not exist, ranks it last and keeps the order of the others "
                    "(their games among themselves: the MM fit without Patzer)",
                    ["fuse", "gauntlet.csv", "--method", "arena", "-o", "elo.csv"],
                    lambda out, folder: _others_order(folder / "elo.csv", "Patzer_0.1", bt_rr["blitz"]),
                    files={"gauntlet.csv": comparisons_csv(patzer)}, warns="Patzer_0.1",
                    why="docs/preferences.md: a group that never wins has no finite maximum; rankagg warns naming "
                        "it and 'the order within the data is still meaningful': the others' order is their "
                        "conditional MLE (Ford 1957)"))
    c.append(cli_ok("u20c_lost_every_game_davidson_penalised", "the same gauntlet by davidson(alpha=0.01): finite "
                    "scores, Patzer last, the others in the order of their own games' fit",
                    ["fuse", "gauntlet.csv", "--method", "davidson(alpha=0.01)", "-o", "dav.csv"],
                    lambda out, folder: _others_order(folder / "dav.csv", "Patzer_0.1", bt_rr["blitz"], finite=True),
                    files={"gauntlet.csv": comparisons_csv(patzer)},
                    why="docs/preferences.md: davidson(alpha=0.01) gives unique finite scores; a balanced round "
                        "robin among the others keeps their points order"))
    pool_a = games({"Stockfish_16": 3630, "Berserk_13": 3590, "Dragon_3.3": 3560}, 8, seed=5)
    pool_b = games({"Igel_3.5.0": 3400, "rofChade_3.0": 3350, "Minic_3.40": 3300}, 8, seed=6)
    c.append(cli_ok("u20c_two_pools_never_met_warns", "two testing pools that never played each other in one file: "
                    "arena warns that the offset between the pools is arbitrary, naming them; within each pool "
                    "the ratings differ as that pool's MM fit says",
                    ["fuse", "pools.csv", "--method", "arena", "-o", "elo.csv"],
                    lambda out, folder: _pools_ok(folder / "elo.csv", [bt_mm(pool_a), bt_mm(pool_b)]),
                    files={"pools.csv": comparisons_csv(pool_a + pool_b)}, warns="never compared",
                    why="docs/preferences.md: two groups never compared: the offset between their scores is "
                        "arbitrary and rankagg warns naming the items"))
    big_elo = {f"sf_dev_{i:03d}": 3500 + 9 * i for i in range(16)}
    c.append(ok("u20c_100k_games_points_and_elo", "100,000 games of 16 Stockfish dev builds (fishtest's volume) as a "
                "CSV: borda_wins equals the points and arena's ratings the MM fit",
                "gs = games(%r, 417, seed=9)[:100000]\n" % big_elo +
                "open('big.csv', 'w').write(comparisons_csv(gs))\n"
                "for m, out in (('borda_wins', 'p.csv'), ('arena', 'e.csv')):\n"
                "    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'big.csv', '--method', m, '-o', out],"
                " capture_output=True, text=True)\n"
                "    if r.returncode:\n        sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "report(compare(read_table('p.csv'), points(gs), tol=1e-12) or "
                "compare(read_table('e.csv'), elo_of(bt_mm(gs, tol=1e-12)), tol=1e-3, centred=True))\n",
                why="docs/preferences.md: comparisons fill the pairwise matrix directly (volume: no per-game loop "
                    "beyond the reader)", timeout=240))
    c.append(ok("u20c_api_frame_arena", "rankagg.fuse on a pandas DataFrame of the games (query, item_a, item_b, "
                "outcome) with method='arena': the table's ratings equal the MM fit",
                "import pandas as pd, rankagg\n"
                "gs = games(%r, 6, seed=20)\n" % _ELO +
                "df = pd.read_csv(io.StringIO(comparisons_csv(gs)))\n"
                "t = rankagg.fuse(df, method='arena')\n"
                "got = {}\n"
                "for q, d, s, r in zip(t['query'], t['item'], t['score'], t['rank']):\n"
                "    got.setdefault(str(q), []).append((str(d), float(s), int(r)))\n"
                "report(compare(got, elo_of(bt_mm(gs)), tol=1e-4, centred=True))\n",
                why="docs/preferences.md: rankagg.fuse takes comparisons held in memory and returns "
                    "fuse_comparisons's table"))
    dev = {"sf_dev_20261130": 3640, **{k: v for k, v in list(_ELO.items())[:5]}}
    gauntlet = games(dev, 10, seed=31, pairs=[("sf_dev_20261130", e) for e in list(_ELO)[:5]]) + \
        games({k: v for k, v in list(_ELO.items())[:3]}, 2, seed=32)
    c.append(cli_ok("u20c_gauntlet_unbalanced_elo", "a fishtest gauntlet: the new dev build plays 20 games against "
                    "each of 5 references, the references only 4 among three of them (an unbalanced schedule, where "
                    "points are no rating): arena's ratings equal the MM fit",
                    ["fuse", "gauntlet.csv", "--method", "arena", "-o", "elo.csv"],
                    _check("elo.csv", elo_of(bt_mm(gauntlet)), tol=1e-4, centred=True),
                    files={"gauntlet.csv": comparisons_csv(gauntlet)},
                    why="Bradley-Terry's MLE (Hunter 2004's MM) on any connected schedule; docs/preferences.md"))
    case_names = [("blitz", "Stockfish_16", "stockfish_16", "1-0"), ("blitz", "stockfish_16", "Ethereal_14.25", "1/2-1/2"),
                  ("blitz", "Ethereal_14.25", "Stockfish_16", "0-1"), ("blitz", "Stockfish_16", "Ethereal_14.25", "1-0")]
    c.append(cli_ok("u20c_engine_ids_case_sensitive", "one engine written 'Stockfish_16' and 'stockfish_16' by two "
                    "workers: ids are exact, so both stand in the table with their own points",
                    ["fuse", "mixed.csv", "--method", "borda_wins", "-o", "points.csv"],
                    _check("points.csv", points(case_names), tol=1e-12), files={"mixed.csv": comparisons_csv(case_names)},
                    why="docs/conventions.md: ids are compared as bytes, as trec_eval compares them (no case folding)"))
    weights = [3.0 if k % 5 == 0 else 1.0 for k in range(len(_RR))]
    weighted = "query,item_a,item_b,outcome,weight\n" + "".join(
        f"{q},{w},{b},{OUTCOME[r]},{wt:g}\n" for (q, w, b, r), wt in zip(_RR, weights))
    c.append(cli_ok("u20c_weighted_long_tc_points", "games of the longer control counted 3 times (a weight column): "
                    "borda_wins gives the weighted points", ["fuse", "w.csv", "--method", "borda_wins", "-o", "p.csv"],
                    _check("p.csv", points(_RR, weights), tol=1e-12), files={"w.csv": weighted},
                    why="docs/preferences.md: weight scales the row"))
    ccrl = [("ccrl", "Stockfish_16", "Dragon_3.3", "1-0"), ("ccrl", "Dragon_3.3", "Stockfish_16", "1/2-1/2"),
            ("ccrl", "Stockfish_16", "Ethereal_14.25", "1-0"), ("ccrl", "Ethereal_14.25", "Stockfish_16", "0-1"),
            ("ccrl", "Dragon_3.3", "Ethereal_14.25", "1-0"), ("ccrl", "Ethereal_14.25", "Dragon_3.3", "1/2-1/2"),
            ("ccrl", "Ethereal_14.25", "Igel_3.5.0", "1-0"), ("ccrl", "Igel_3.5.0", "Ethereal_14.25", "1-0"),
            ("ccrl", "Igel_3.5.0", "Dragon_3.3", "0-1"), ("ccrl", "Dragon_3.3", "Igel_3.5.0", "1/2-1/2"),
            ("ccrl", "Stockfish_16", "Igel_3.5.0", "1/2-1/2"), ("ccrl", "Igel_3.5.0", "Stockfish_16", "0-1")]
    published = ["Stockfish_16", "Dragon_3.3", "Igel_3.5.0", "Ethereal_14.25"]  # points 5, 3.5, 2, 1.5
    c.append(cli_ok("u20c_small_set_published_order", "a hand-checkable double round robin of 4 engines (points 5, "
                    "3.5, 2, 1.5): the arena order, read from a TREC run, is the published CCRL order",
                    ["fuse", "ccrl.csv", "--method", "arena", "-o", "ccrl.run"],
                    lambda out, folder: [d for d, _, _ in read_table(str(folder / "ccrl.run"))["ccrl"]] == published,
                    files={"ccrl.csv": comparisons_csv(ccrl)},
                    why="a balanced round robin: Bradley-Terry ranks by points (Zermelo 1929); trec_eval reads the "
                        "run's lines in the written order (docs/preferences.md)"))
    c.append(cli_ok("u20c_gzipped_games_points", "the games table gzipped by the test server (games.csv.gz)",
                    ["fuse", "games.csv.gz", "--method", "borda_wins", "-o", "points.csv"],
                    _check("points.csv", pts_rr, tol=1e-12), files={"games.csv.gz": gzip.compress(_RR_CSV.encode(), mtime=0)},
                    why="docs/preferences.md: plain or gzip-compressed (.gz) for the text ones"))
    # ---------------------------------------------------------------- the files they bring as is, and their mistakes
    pgn = _pgn(_RR[:24], _BLANK_NAMES)
    c.append(cli_bad("u20c_pgn_file_as_is", "cutechess-cli's -pgnout file (games.pgn: tag pairs White, Black, "
                     "Result) given to fuse as is", ["fuse", "games.pgn", "-o", "elo.csv"], "games.pgn:1", "PGN",
                     files={"games.pgn": pgn}, outputs=("elo.csv",),
                     why="rankagg reads no PGN; the message must say what the file is (a PGN game file) and how to "
                         "make comparisons of it, not that it 'holds JSON'"))
    c.append(cli_bad("u20c_pgn_gz_arena", "the PGN gzipped (games.pgn.gz) with --method arena",
                     ["fuse", "games.pgn.gz", "--method", "arena", "-o", "elo.csv"], "games.pgn.gz", "PGN",
                     files={"games.pgn.gz": gzip.compress(pgn.encode(), mtime=0)}, outputs=("elo.csv",),
                     why="the same PGN, compressed: named as PGN at the comparison rule's door"))
    c.append(cli_bad("u20c_pgn_evaluate", "the PGN given to evaluate as a run beside qrels",
                     ["evaluate", "--qrels", "q.qrels", "games.pgn"], "games.pgn:1", "PGN",
                     files={"games.pgn": pgn, "q.qrels": "blitz 0 Stockfish_16 1\n"},
                     why="the runs' door names a PGN file for what it is"))
    games_csv = "white,black,result\n" + "".join(f"{w},{b},{r}\n" for q, w, b, r in _RR[:30])
    c.append(cli_bad("u20c_games_csv_white_black_result", "a games CSV as pgn-extract writes it (white, black, "
                     "result with 1-0, 0-1, 1/2-1/2)", ["fuse", "games.csv", "-o", "elo.csv"], "games.csv:1", "outcome",
                     files={"games.csv": games_csv}, outputs=("elo.csv",),
                     why="read as ranked gene lists it ranked the results '1-0' and '1/2-1/2' as items (exit 0): "
                         "a wrong answer; the header is a table of games"))
    tags = "Event\tSite\tDate\tRound\tWhite\tBlack\tResult\n" + "".join(
        f"{q} gauntlet\tfishtest\t2026.11.30\t{k + 1}\t{w}\t{b}\t{r}\n" for k, (q, w, b, r) in enumerate(_RR[:30]))
    c.append(cli_bad("u20c_games_tsv_pgn_tags", "a TSV of the PGN's seven tag roster columns (Event, Site, Date, "
                     "Round, White, Black, Result) with --method borda", ["fuse", "games.tsv", "--method", "borda",
                     "-o", "out.run"], "games.tsv:1", "outcome", files={"games.tsv": tags}, outputs=("out.run",),
                     why="a table of games is no table of lists: ranking its cells is a wrong answer"))
    c.append(cli_bad("u20c_games_jsonl_white_black", "the games as JSON lines {white, black, result}",
                     ["fuse", "games.jsonl", "--method", "arena", "-o", "elo.csv"], "games.jsonl", "outcome",
                     files={"games.jsonl": "".join('{"white": "%s", "black": "%s", "result": "%s"}\n' % g[1:]
                                                   for g in _RR[:20])}, outputs=("elo.csv",),
                     why="docs/preferences.md: a comparison rule names each input and why it is not one"))
    c.append(bad("u20c_games_frame_api", "rankagg.fuse on a DataFrame of games (White, Black, Result columns)",
                 "import pandas as pd, rankagg\n"
                 "gs = games(%r, 2, seed=3)\n" % _ELO +
                 "df = pd.DataFrame([g[1:] for g in gs], columns=['White', 'Black', 'Result'])\n"
                 "rankagg.fuse(df, method='arena')\n", "White", "outcome",
                 why="docs/preferences.md: rankagg.fuse takes comparisons with an outcome column; a games frame is "
                     "named for what it is"))
    wdl_table = ("white,black,wins,losses,draws\nStockfish_16,Komodo_14.1_(x64),30,10,60\n"
                 "Dragon_3.3,Komodo_14.1_(x64),22,15,63\n")
    c.append(cli_bad("u20c_wdl_table_white_black", "the team's W/L/D sheet (white, black, wins, losses, draws)",
                     ["fuse", "wdl.csv", "-o", "elo.csv"], "wdl.csv:1", "count", files={"wdl.csv": wdl_table},
                     outputs=("elo.csv",),
                     why="read as gene lists it ranked 30, 10 and 60 as items (exit 0); a table of win counts is "
                         "written as comparison rows with a count"))
    c.append(cli_bad("u20c_games_csv_two_game_match", "a two-game match kept as white, black, result "
                     "(Stockfish_16 won with White, drew with Black)", ["fuse", "match.csv", "-o", "out.csv"],
                     "match.csv:1", "outcome", files={"match.csv": "white,black,result\nStockfish_16,Komodo_14.1_(x64),"
                     "1-0\nKomodo_14.1_(x64),Stockfish_16,1/2-1/2\n"}, outputs=("out.csv",),
                     why="read as three gene lists it ranked '1-0' and '1/2-1/2' beside the engines: a wrong answer"))
    c.append(cli_bad("u20c_wdl_one_pairing_row", "one pairing's W/L/D line (white, black, wins, losses, draws) after "
                     "a 100-game match", ["fuse", "wdl.csv", "-o", "out.csv"], "wdl.csv:1", "count",
                     files={"wdl.csv": "white,black,wins,losses,draws\nStockfish_16,Komodo_14.1_(x64),30,10,60\n"},
                     outputs=("out.csv",),
                     why="read as five one-item gene lists it ranked 30, 10 and 60 as items: a wrong answer"))
    cutechess = ("Rank Name                          Elo     +/-   Games   Score    Draw\n"
                 "   1 Stockfish 16                  112      25     400   65.5%   41.0%\n"
                 "   2 Berserk 13                     31      24     400   54.4%   44.5%\n"
                 "   3 Komodo 14.1 (x64)             -143     27     400   30.4%   38.2%\n")
    c.append(cli_bad("u20c_cutechess_result_table", "cutechess-cli's end-of-match rating table saved as results.txt "
                     "and given to fuse", ["fuse", "results.txt", "-o", "elo.run"], "results.txt:1", "rating",
                     files={"results.txt": cutechess}, outputs=("elo.run",),
                     why="a table of ratings is neither games nor a run: named for what it is at its header"))
    cross = ("Engine,Stockfish_16,Dragon_3.3,Ethereal_14.25\nStockfish_16,,1½,2\nDragon_3.3,½,,1½\n"
             "Ethereal_14.25,0,½,\n")
    c.append(cli_bad("u20c_crosstable_unicode_halves", "a round-robin crosstable (the diagonal blank, cells of "
                     "points with Unicode ½) given to fuse", ["fuse", "cross.csv", "-o", "elo.csv"], "cross.csv:",
                     "crosstable", files={"cross.csv": cross}, outputs=("elo.csv",),
                     why="a crosstable is a square of points, not ranked lists; its message must say so"))
    bad_rows = {
        "u20c_outcome_pgn_result": ("1-0", "the PGN result '1-0' written in the outcome column"),
        "u20c_outcome_unicode_half": ("½-½", "a draw written '½-½' (the crosstable's Unicode half)"),
        "u20c_outcome_numeric_half": ("0.5", "a draw written as White's score 0.5"),
        "u20c_outcome_unfinished_star": ("*", "a game not finished, its PGN result '*' kept"),
    }
    for cid, (word, what) in bad_rows.items():
        rows = _RR_CSV.splitlines(keepends=True)
        q, w, b, _ = rows[7].rstrip("\n").split(",")
        rows[7] = f"{q},{w},{b},{word}\n"
        c.append(cli_bad(cid, what + " (line 8 of the comparison table)", ["fuse", "rr.csv", "--method", "arena",
                         "-o", "elo.csv"], "rr.csv:8", word, files={"rr.csv": "".join(rows)}, outputs=("elo.csv",),
                         why="docs/preferences.md: an outcome that is not win, loss or tie is refused at its line"))
    rows = _RR_CSV.splitlines(keepends=True)
    rows[4] = "blitz,Komodo 14.1 (x64),Stockfish_16,loss\n"
    c.append(cli_bad("u20c_engine_name_with_blanks", "an engine named as cutechess prints it, 'Komodo 14.1 (x64)', "
                     "on line 5", ["fuse", "rr.csv", "--method", "arena", "-o", "elo.csv"], "rr.csv:5", "Komodo",
                     files={"rr.csv": "".join(rows)}, outputs=("elo.csv",),
                     why="docs/preferences.md: the items of a comparison table are ids, a blank in one is refused"))
    rows = _RR_CSV.splitlines(keepends=True)
    rows[10] = "blitz,Dragon_3.3,Dragon_3.3,tie\n"
    c.append(cli_bad("u20c_engine_plays_itself", "a copy-paste slip: Dragon_3.3 against Dragon_3.3 on line 11",
                     ["fuse", "rr.csv", "--method", "borda_wins", "-o", "p.csv"], "rr.csv:11", "Dragon_3.3",
                     files={"rr.csv": "".join(rows)}, outputs=("p.csv",),
                     why="docs/preferences.md: an item compared with itself is refused at its line"))
    rows = _RR_CSV.splitlines(keepends=True)
    rows[6] = "blitz,Berserk_13,Koivisto_9.0,\n"
    c.append(cli_bad("u20c_outcome_empty_game_running", "a game still running, its outcome cell empty (line 7)",
                     ["fuse", "rr.csv", "--method", "arena", "-o", "elo.csv"], "rr.csv:7", "outcome",
                     files={"rr.csv": "".join(rows)}, outputs=("elo.csv",),
                     why="docs/preferences.md: outcome is win, loss or tie; an empty one is no outcome"))
    c.append(cli_bad("u20c_result_column_win_words", "the comparison table with its verdict column named 'result' "
                     "(win/loss/tie words)", ["fuse", "res.csv", "--method", "arena", "-o", "elo.csv"], "res.csv",
                     "rename", "outcome", files={"res.csv": _RR_CSV.replace("outcome", "result", 1)}, outputs=("elo.csv",),
                     why="docs/preferences.md: the column is named outcome; a table of judgments under another name "
                         "is refused at its header saying which columns to rename"))
    c.append(cli_bad("u20c_output_named_pgn", "the rating list asked for as ratings.pgn",
                     ["fuse", "rr.csv", "--method", "arena", "-o", "ratings.pgn"], "ratings.pgn",
                     files={"rr.csv": _RR_CSV}, outputs=("ratings.pgn",),
                     why="docs/preferences.md: an output named for another format is refused: no PGN reader reads "
                         "TREC lines (as .json, .xlsx)"))
    c.append(cli_ok("u20c_bootstrap_games_intervals", "--bootstrap 60 --bootstrap-by comparisons on the round robin "
                    "(no worker column): ratings equal the MM fit, each inside its interval, rank intervals whole "
                    "numbers", ["fuse", "rr.csv", "--method", "arena", "--bootstrap", "60", "--bootstrap-by",
                    "comparisons", "-o", "board.csv"],
                    lambda out, folder: _board_ok(folder / "board.csv", {"1": elo_rr["blitz"]}, query="blitz"),
                    files={"rr.csv": _RR_CSV},
                    why="docs/preferences.md: a bootstrap redraws the comparisons one by one when no judges are "
                        "named; rank intervals are ranks some redraw gave (integers)"))
    c.append(bad("u20c_api_items_typo", "fuse_comparisons with the registered engines (items=) and a game of "
                  "'Stockfish16' (a typo) on line 5",
                  "from rankagg.api.preferences import fuse_comparisons\n"
                  "gs = games(%r, 2, seed=4)\n" % _ELO +
                  "text = comparisons_csv(gs).splitlines(keepends=True)\n"
                  "text[4] = 'blitz,Stockfish16,Dragon_3.3,win\\n'\n"
                  "open('t.csv', 'w').write(''.join(text))\n"
                  "fuse_comparisons('t.csv', 'arena', items=%r)\n" % sorted(_ELO), "t.csv:5", "Stockfish16",
                  why="docs/preferences.md: an item outside items= is refused with the file and line"))
    c.append(cli_bad("u20c_weights_option_refused", "--weights Stockfish_16=2 on a comparison table (an option of "
                     "runs)", ["fuse", "rr.csv", "--method", "arena", "--weights", "Stockfish_16=2", "-o", "elo.csv"],
                     "--weights", files={"rr.csv": _RR_CSV}, outputs=("elo.csv",),
                     why="docs/preferences.md: options that apply to runs only are refused by name"))
    return c


def _board_ok(path: Path, ref: dict, query: str = "1") -> bool:
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    if not rows or "score_low" not in rows[0] or any(r["query"] != query for r in rows):
        return False
    got = {"1": [(r["item"], float(r["score"]), int(r["rank"])) for r in rows]}
    if compare(got, ref, tol=1e-4, centred=True):
        return False
    return all(float(r["score_low"]) <= float(r["score"]) <= float(r["score_high"]) for r in rows)


def _others_order(path: Path, loser: str, theta: dict, finite: bool = False) -> bool:
    got = read_table(str(path))["blitz"]
    order = [d for d, _, _ in got]
    if order[-1] != loser:
        return False
    if finite and not all(math.isfinite(s) for _, s, _ in got):
        return False
    scores = {d: s for d, s, _ in got}
    rest = order[:-1]
    want = sorted(theta, key=lambda e: -theta[e])
    # the order of the others, and no tie among them where their own games separate them
    return rest == want and all(scores[a] > scores[b] for a, b in zip(rest, rest[1:]))


def _pools_ok(path: Path, fits: list[dict]) -> bool:
    got = {d: s for d, s, _ in read_table(str(path))["blitz"]}
    k = 400 / math.log(10)
    for fit in fits:
        th = fit["blitz"]
        names = sorted(th)
        for a in names:
            for b in names:
                if abs((got[a] - got[b]) - k * (th[a] - th[b])) > 1e-3:
                    return False
    return True
