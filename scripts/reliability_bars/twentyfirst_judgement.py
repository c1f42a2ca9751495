"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an exam board's comparative judgement of student scripts (its cases, ids ``u21e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The board's day (No More Marking / ACJ style): teachers see two scripts side by side and say which is the better piece
of writing; each judgement is exported as ``Judge, Left, Right, Chosen, Time`` (or ``Winner`` as ``Left``/``Right``,
or ``Chosen, Not chosen``).  The script ids are what the tools write: ``S-0042``, candidate numbers with leading zeros
(``000123``), scanned files (``2023_Y6_Writing_0042.pdf``); the judges are teachers, named with their accents.  The
board writes the judgements as rankagg's comparison table (``query, item_a, item_b, outcome, judge``: the task as
query, Left as item_a, ``win`` when Left was chosen), scales them with ``arena`` (Bradley-Terry, the Rasch pairs model
the tools fit) and its own reporting scale, ``borda_wins`` (wins), ``rank_centrality`` and ``bradley_terry``, takes
intervals by redrawing the teachers, and compares the scaled order with the rubric marks (as a second ranked list, and
as graded judgements for nDCG).  The mistakes and odd files: the tools' exports given as they are, a timed-out
judgement (empty verdict), ``Left`` as an outcome, a script that won every comparison, two schools never judged
against each other, 2000 scripts x 20 judgements, the results table or the marks given as input, an Excel name for the
moderation meeting's order.

The references are the twentieth bar's (Hunter's MM fit of Bradley-Terry, points, the table reader) and choix, computed
from the judgements, never with rankagg's code."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases_files_optional, pandas_setup, snippet_cases
from .references import RANKED_LISTS, TREC_MEASURES, reference_namespace
from .twentieth_chess import _REF as _CHESS_REF, _check  # the same table reader and comparison

TWENTYFIRST_JUDGEMENT = "45 Unseen inputs: a twenty-first bar, an exam board's comparative judgement of student scripts"

#: the judgements (after the twentieth bar's references: lcg, bt_mm, points, read_table, compare, elo_of)
_REF = _CHESS_REF + r'''
def cj(ids, rounds, seed=1, judges=('J01',), task='Y6_Writing', sd=1.0):
    """[(task, judge, left, right, verdict)]: each round pairs every script with another (a random matching), the
    verdict 'Left' or 'Right' drawn from Bradley-Terry with abilities N(0, sd)"""
    g = lcg(seed)
    ids = list(ids)
    ab = {}
    for s in ids:
        u, v = max(next(g), 1e-12), next(g)
        ab[s] = sd * math.sqrt(-2 * math.log(u)) * math.cos(2 * math.pi * v)
    out = []
    k = 0
    for _ in range(rounds):
        perm = sorted(ids, key=lambda s: next(g))
        for a, b in zip(perm[0::2], perm[1::2]):
            p = 1 / (1 + math.exp(ab[b] - ab[a]))
            out.append((task, judges[k % len(judges)], a, b, 'Left' if next(g) < p else 'Right'))
            k += 1
    return out
def as_games(js):
    return [(t, l, r, '1-0' if v == 'Left' else '0-1') for t, _, l, r, v in js]
def cj_csv(js, judge=True, query=True, sep=','):
    head = (['query'] if query else []) + ['item_a', 'item_b', 'outcome'] + (['judge'] if judge else [])
    rows = [sep.join(head)]
    for t, j, l, r, v in js:
        rows.append(sep.join(([t] if query else []) + [l, r, 'win' if v == 'Left' else 'loss'] + ([j] if judge else [])))
    return '\n'.join(rows) + '\n'
def wins(js):
    return points(as_games(js))
def bt_np(js, tol=1e-12):
    """{task: {script: theta}} centred: Bradley-Terry's MLE by Hunter's MM iteration, vectorised (every script must
    have won once)"""
    import numpy as np
    out = {}
    for t in sorted({j[0] for j in js}):
        sub = [j for j in js if j[0] == t]
        ids = sorted({x for j in sub for x in (j[2], j[3])})
        ix = {s: i for i, s in enumerate(ids)}
        w = np.array([ix[j[2]] if j[4] == 'Left' else ix[j[3]] for j in sub])
        l = np.array([ix[j[3]] if j[4] == 'Left' else ix[j[2]] for j in sub])
        n = len(ids)
        won = np.bincount(w, minlength=n).astype(float)
        p = np.ones(n)
        for _ in range(200000):
            s = 1.0 / (p[w] + p[l])
            new = won / (np.bincount(w, s, n) + np.bincount(l, s, n))
            new /= np.exp(np.log(new).mean())
            done = np.max(np.abs(np.log(new) - np.log(p))) < tol
            p = new
            if done:
                break
        th = np.log(p) - np.log(p).mean()
        out[t] = {s: float(th[ix[s]]) for s in ids}
    return out
def order_of(ref):
    return sorted(ref, key=lambda d: -ref[d])
'''

_NS = reference_namespace(_REF, "twentyfirst_judgement._REF")
cj: Callable[..., list] = _NS["cj"]
as_games: Callable[[list], list] = _NS["as_games"]
cj_csv: Callable[..., str] = _NS["cj_csv"]
wins: Callable[[list], dict] = _NS["wins"]
bt_np: Callable[..., dict] = _NS["bt_np"]
elo_of: Callable[[dict], dict] = _NS["elo_of"]
read_table: Callable[[str], dict] = _NS["read_table"]
compare: Callable[..., str] = _NS["compare"]

_TEACHERS = ("Mme Lefèvre", "Mr Ó Súilleabháin", "Señora Núñez", "Herr Müller", "Ms Ng", "Mr Adébáyọ̀", "Mrs Brontë",
             "Mr Øyvind", "Ms Zoë Smith", "Mr Đặng", "Mrs Çelik", "Ms Łucja")
_Y6_IDS = [f"S-{k:04d}" for k in range(1, 31)]
_Y6 = cj(_Y6_IDS, 20, seed=21, judges=_TEACHERS[:8], sd=0.8)  # 30 scripts x 20 judgements = 300 comparisons
_Y2 = cj([f"S-{k:04d}" for k in range(101, 121)], 16, seed=22, judges=_TEACHERS[8:], task="Y2_Writing", sd=0.6)
_Y6_CSV = cj_csv(_Y6)
_BT_Y6 = bt_np((_Y6))
_ELO_Y6 = elo_of(_BT_Y6)
_WINS_Y6 = wins(_Y6)
# the references need a finite maximum: every script won and lost at least once
assert all(0 < w < 20 for w in _WINS_Y6["Y6_Writing"].values()) and len(_BT_Y6["Y6_Writing"]) == 30


def _renamed(ref: dict, names: dict[str, str], query: str | None = None) -> dict:
    return {(query or q): {names.get(d, d): s for d, s in v.items()} for q, v in ref.items()}


def _first_then(path: Path, query: str, first: str, theta: dict, finite: bool = False) -> bool:
    """``first`` heads the order and the others follow their own comparisons' fit (strictly)."""
    got = read_table(str(path))[query]
    order = [d for d, _, _ in got]
    scores = {d: s for d, s, _ in got}
    if order[0] != first or (finite and not all(math.isfinite(s) for s in scores.values())):
        return False
    rest = order[1:]
    return rest == sorted(theta, key=lambda e: -theta[e]) and all(scores[a] > scores[b] for a, b in zip(rest, rest[1:]))


def _bootstrap_ok(path: Path, ref: dict) -> bool:
    import csv  # the check's own reader of the board's table

    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    if not rows or "score_low" not in rows[0]:
        return False
    got = {"Y6_Writing": [(r["item"], float(r["score"]), int(r["rank"])) for r in rows]}
    if compare(got, ref, tol=1e-4, centred=True):
        return False
    return all(float(r["score_low"]) <= float(r["score"]) <= float(r["score_high"]) and
               int(r["rank_low"]) <= int(r["rank"]) <= int(r["rank_high"]) for r in rows)


def _export(js: list, head: str, row: Callable[[tuple], str]) -> str:
    return head + "\n" + "".join(row(j) + "\n" for j in js)


def twentyfirst_bar_judgement_cases() -> list[Case]:
    G = TWENTYFIRST_JUDGEMENT
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)

    cli_ok, cli_bad = command_cases_files_optional(G, outputs=("order.csv",))

    c: list[Case] = []
    y6 = {"y6.csv": _Y6_CSV}
    # ---------------------------------------------------------------- correct use, checked answers
    c.append(cli_ok("u21e_y6_wins_borda_wins", "30 Year 6 scripts x 20 judgements by 8 teachers (300 comparisons, "
                    "Left as item_a) ranked by borda_wins: each script's score is its number of wins",
                    ["fuse", "y6.csv", "--method", "borda_wins", "-o", "wins.csv"],
                    _check("wins.csv", _WINS_Y6, tol=1e-12), files=y6, fast=True,
                    why="docs/preferences.md: borda_wins counts wins, ties half"))
    c.append(cli_ok("u21e_y6_arena_equals_mm", "the Year 6 judgements scaled by arena: the ratings equal Hunter's MM "
                    "fit of Bradley-Terry on the Elo scale (1000 + 400/ln10 theta, centred)",
                    ["fuse", "y6.csv", "--method", "arena", "-o", "scaled.csv"],
                    _check("scaled.csv", _ELO_Y6, tol=1e-4, centred=True), files=y6,
                    why="docs/preferences.md: arena is Bradley-Terry, ratings 1000 + 400/ln10 theta centred; Hunter, "
                        "Ann. Statist. 2004 (MM converges to the MLE)"))
    scale50 = {q: {d: 50 + 10 * t for d, t in v.items()} for q, v in _BT_Y6.items()}
    c.append(cli_ok("u21e_reporting_scale_50_10", "the board's reporting scale (mean 50, 10 points per logit): "
                    "arena(scale=10, base=e, init_rating=50) gives 50 + 10 theta of the MM fit",
                    ["fuse", "y6.csv", "--method", f"arena(scale=10,base={math.e!r},init_rating=50)", "-o",
                     "scaled.tsv"], _check("scaled.tsv", scale50, tol=1e-5), files=y6,
                    why="rankagg methods arena: ratings init_rating + scale / ln(base) * theta, theta centred"))
    c.append(ok("u21e_rank_centrality_order_choix", "rank_centrality of the Year 6 judgements orders the scripts as "
                "choix.rank_centrality does (the winner-loser pairs of the same judgements)",
                "import choix, numpy as np\n"
                "js = cj(['S-%04d' % k for k in range(1, 31)], 20, seed=21, sd=0.8)\n"
                "open('y6.csv', 'w').write(cj_csv(js))\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'y6.csv', '--method', "
                "'rank_centrality', '-o', 'rc.csv'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "ids = sorted({x for _, _, a, b, _ in js for x in (a, b)})\n"
                "ix = {s: i for i, s in enumerate(ids)}\n"
                "data = [(ix[a], ix[b]) if v == 'Left' else (ix[b], ix[a]) for _, _, a, b, v in js]\n"
                "p = choix.rank_centrality(len(ids), data)\n"
                "ref = {'Y6_Writing': {s: float(p[ix[s]]) for s in ids}}\n"
                "got = read_table('rc.csv')\n"
                "order = [d for d, _, _ in got['Y6_Writing']]\n"
                "want = order_of(ref['Y6_Writing'])\n"
                "report('' if order == want else 'order %r, choix %r' % (order[:5], want[:5]))\n",
                why="docs/preferences.md: rank centrality equals choix's rank_centrality (Negahban, Oh & Shah 2017)"))
    c.append(ok("u21e_bradley_terry_order_choix", "the registry's bradley_terry(alpha=0) (its plain MLE) on the Year 6 "
                "judgements orders the scripts as choix's maximum-likelihood Bradley-Terry (opt_pairwise, no penalty)",
                "import choix, numpy as np\n"
                "js = cj(['S-%04d' % k for k in range(1, 31)], 20, seed=21, sd=0.8)\n"
                "open('y6.csv', 'w').write(cj_csv(js))\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'y6.csv', '--method', "
                "'bradley_terry(alpha=0)', '-o', 'bt.csv'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "ids = sorted({x for _, _, a, b, _ in js for x in (a, b)})\n"
                "ix = {s: i for i, s in enumerate(ids)}\n"
                "data = [(ix[a], ix[b]) if v == 'Left' else (ix[b], ix[a]) for _, _, a, b, v in js]\n"
                "p = choix.opt_pairwise(len(ids), data, alpha=0.0, tol=1e-10)\n"
                "ref = {s: float(p[ix[s]]) for s in ids}\n"
                "order = [d for d, _, _ in read_table('bt.csv')['Y6_Writing']]\n"
                "want = order_of(ref)\n"
                "report('' if order == want else 'order %r, choix %r' % (order[:5], want[:5]))\n",
                why="docs/preferences.md: bradley_terry reads the matrix of comparisons; Bradley-Terry equals choix's "
                    "opt_pairwise (tests/methods/comparisons/)"))
    zeros = {s: f"{int(s[2:]) + 122:06d}" for s in _Y6_IDS}  # S-0001 -> 000123
    js0 = [(t, j, zeros[a], zeros[b], v) for t, j, a, b, v in _Y6]
    c.append(cli_ok("u21e_candidate_numbers_leading_zeros", "candidate numbers with leading zeros (000123 ...) as "
                    "script ids, the order written as a TREC run: every id keeps its zeros, scores are the wins",
                    ["fuse", "cand.csv", "--method", "borda_wins", "-o", "order.run"],
                    _check("order.run", _renamed(_WINS_Y6, zeros), tol=1e-6), files={"cand.csv": cj_csv(js0)},
                    why="docs/preferences.md: ids are strings or all integers (a run's tied wins nudged apart, 1e-7); an id is the text written (a CSV "
                        "cell 000123 is the id 000123, as trec_eval compares ids as strings)"))
    pdfs = {s: f"2023_Y6_Writing_{s[2:]}.pdf" for s in _Y6_IDS}
    c.append(cli_ok("u21e_scanned_pdf_names_as_ids", "scripts identified by their scanned file's name "
                    "(2023_Y6_Writing_0042.pdf), arena to a TREC run: the ratings equal the MM fit under those ids",
                    ["fuse", "pdfs.csv", "--method", "arena", "-o", "scaled.run"],
                    _check("scaled.run", elo_of(_renamed(_BT_Y6, pdfs)), tol=1e-4, centred=True),
                    files={"pdfs.csv": cj_csv([(t, j, pdfs[a], pdfs[b], v) for t, j, a, b, v in _Y6])},
                    why="docs/preferences.md: an id is any text without blanks; a name ending in .pdf is an id"))
    c.append(cli_ok("u21e_pooled_without_judge_same", "the same judgements without their judge column (one pooled "
                    "table): arena's ratings are the same MM fit (the judge only matters to a bootstrap)",
                    ["fuse", "pooled.csv", "--method", "arena", "-o", "scaled.csv"],
                    _check("scaled.csv", _ELO_Y6, tol=1e-4, centred=True),
                    files={"pooled.csv": cj_csv(_Y6, judge=False)},
                    why="docs/preferences.md: judge is optional; arena's likelihood has no judge term"))
    c.append(cli_ok("u21e_bootstrap_by_teachers", "12 teachers judge the Year 6 scripts (accented names as judge "
                    "ids), arena with 100 redraws of the teachers: the ratings equal the MM fit, each inside its "
                    "interval, each rank inside its rank interval",
                    ["fuse", "y6t.csv", "--method", "arena", "--bootstrap", "100", "-o", "board.csv"],
                    lambda out, folder: _bootstrap_ok(folder / "board.csv", _ELO_Y6),
                    files={"y6t.csv": cj_csv([(t, _TEACHERS[k % 12], a, b, v) for k, (t, _, a, b, v) in
                                              enumerate(_Y6)])}, timeout=180,
                    why="docs/preferences.md: --bootstrap redraws the judges when the table names them; the score is "
                        "the full sample's fit"))
    rep = _Y6 + [("Y6_Writing", "Mme Lefèvre", "S-0001", "S-0002", "Left"),
                 ("Y6_Writing", "Herr Müller", "S-0001", "S-0002", "Right")]
    c.append(cli_ok("u21e_same_pair_opposite_verdicts", "a pair judged twice with opposite verdicts (moderation "
                    "re-judged it): both judgements count, the ratings equal the MM fit of all 302",
                    ["fuse", "rep.csv", "--method", "arena", "-o", "scaled.csv"],
                    _check("scaled.csv", elo_of(bt_np((rep))), tol=1e-4, centred=True),
                    files={"rep.csv": cj_csv(rep)},
                    why="docs/preferences.md: every row is a comparison; a repeated pair is not a duplicate"))
    counts: dict[tuple, int] = {}
    for t, _, a, b, v in _Y6:
        counts[(t, a, b, v)] = counts.get((t, a, b, v), 0) + 1
    cnt_csv = "query,item_a,item_b,outcome,count\n" + "".join(
        f"{t},{a},{b},{'win' if v == 'Left' else 'loss'},{n}\n" for (t, a, b, v), n in counts.items())
    c.append(cli_ok("u21e_count_rows_borda_wins", "the judgements kept as counts per pair and verdict (a count column):"
                    " borda_wins equals the wins of the row-per-judgement file",
                    ["fuse", "counts.csv", "--method", "borda_wins", "-o", "wins.csv"],
                    _check("wins.csv", _WINS_Y6, tol=1e-12), files={"counts.csv": cnt_csv},
                    why="docs/preferences.md: a row of count c is c comparisons"))
    both = _Y6 + _Y2
    c.append(cli_ok("u21e_two_tasks_two_orders", "Year 6 and Year 2 writing tasks in one export, the task as query: "
                    "one scaled order per task, each its own MM fit",
                    ["fuse", "tasks.csv", "--method", "arena", "-o", "scaled.csv"],
                    _check("scaled.csv", elo_of(bt_np((both))), tol=1e-4, centred=True),
                    files={"tasks.csv": cj_csv(both)},
                    why="docs/preferences.md: query groups the comparisons; each query is fitted on its own"))
    star = _Y6 + [("Y6_Writing", "Ms Ng", "S-0099", s, "Left") for s in _Y6_IDS[:10]] + \
        [("Y6_Writing", "Ms Ng", s, "S-0099", "Right") for s in _Y6_IDS[10:20]]
    c.append(cli_ok("u21e_script_won_every_comparison_warns", "script S-0099 won all 20 of its comparisons: arena "
                    "warns that its rating does not exist naming it, ranks it first, and the others keep the order "
                    "of their own comparisons' fit",
                    ["fuse", "star.csv", "--method", "arena", "-o", "scaled.csv"],
                    lambda out, folder: _first_then(folder / "scaled.csv", "Y6_Writing", "S-0099",
                                                    _BT_Y6["Y6_Writing"]),
                    files={"star.csv": cj_csv(star)}, warns="S-0099",
                    why="docs/preferences.md: a group that never loses has no finite maximum; rankagg warns naming "
                        "it and the order within the data still means something (Ford 1957)"))
    c.append(cli_ok("u21e_won_every_comparison_davidson_alpha", "the same export by davidson(alpha=0.01): finite "
                    "scores, S-0099 first, the others in their own fit's order",
                    ["fuse", "star.csv", "--method", "davidson(alpha=0.01)", "-o", "scaled.csv"],
                    lambda out, folder: _first_then(folder / "scaled.csv", "Y6_Writing", "S-0099",
                                                    _BT_Y6["Y6_Writing"], finite=True),
                    files={"star.csv": cj_csv(star)},
                    why="docs/preferences.md: davidson(alpha=0.01) gives unique finite scores"))
    school_b = cj([f"B-{k:04d}" for k in range(1, 11)], 12, seed=23, judges=("Mr Đặng",))
    c.append(cli_ok("u21e_two_schools_never_compared_warns", "two schools' scripts judged only within each school, "
                    "in one task: arena warns the offset between them is arbitrary (naming a script), and within "
                    "each school the ratings differ as that school's MM fit says",
                    ["fuse", "schools.csv", "--method", "arena", "-o", "scaled.csv"],
                    lambda out, folder: _within_groups(folder / "scaled.csv", [_Y6, school_b]),
                    files={"schools.csv": cj_csv(_Y6 + school_b)}, warns="B-00",
                    why="docs/preferences.md: when two groups are never compared, the offset between their scores is "
                        "arbitrary; rankagg warns naming the items"))
    c.append(ok("u21e_api_fuse_frame_wins", "rankagg.fuse(DataFrame) of the judgements (query, item_a, item_b, "
                "outcome, judge) in a notebook: the table's scores by borda_wins are the wins",
                "import io, pandas as pd, rankagg\n"
                "js = cj(['S-%04d' % k for k in range(1, 31)], 20, seed=21, sd=0.8)\n"
                "t = rankagg.fuse(pd.read_csv(io.StringIO(cj_csv(js)), dtype=str), method='borda_wins')\n"
                "got = {}\n"
                "for r in t.itertuples():\n"
                "    got.setdefault(str(r.query), []).append((r.item, float(r.score), int(r.rank)))\n"
                "report(compare(got, wins(js), tol=1e-12))\n",
                why="docs/preferences.md: rankagg.fuse takes comparisons held in memory and returns fuse_comparisons's"
                    " table"))
    c.append(ok("u21e_api_fuse_comparisons_parquet_arena", "fuse_comparisons of the judgements saved as Parquet by "
                "pandas, arena: the ratings equal the MM fit",
                "import io, pandas as pd\n"
                "from rankagg.api.preferences import fuse_comparisons\n"
                "js = cj(['S-%04d' % k for k in range(1, 31)], 20, seed=21, sd=0.8)\n"
                "pd.read_csv(io.StringIO(cj_csv(js)), dtype=str).to_parquet('y6.parquet')\n"
                "t = fuse_comparisons('y6.parquet', 'arena')\n"
                "got = {}\n"
                "for r in t.itertuples():\n"
                "    got.setdefault(str(r.query), []).append((r.item, float(r.score), int(r.rank)))\n"
                "report(compare(got, elo_of(bt_np((js))), tol=1e-4, centred=True))\n",
                why="docs/preferences.md: comparison tables are read from Parquet; arena is Bradley-Terry"))
    c.append(ok("u21e_volume_2000_scripts_wins", "a national moderation sample: 2000 scripts x 20 judgements "
                "(20,000 comparisons by 60 teachers) ranked by borda_wins in under the timeout: the wins",
                "ids = ['%06d' % (100000 + k) for k in range(2000)]\n"
                "js = cj(ids, 20, seed=24, judges=['T%02d' % k for k in range(60)])\n"
                "open('big.csv', 'w').write(cj_csv(js))\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'big.csv', '--method', "
                "'borda_wins', '-o', 'wins.csv'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "report(compare(read_table('wins.csv'), wins(js), tol=1e-12))\n", timeout=240,
                why="docs/preferences.md: borda_wins counts wins; docs/scale.md: tables of this size fit in memory"))
    c.append(ok("u21e_volume_2000_scripts_arena_mm", "the 2000 scripts scaled by arena (a connected design, every "
                "script won and lost): ratings equal a vectorised MM fit to 1e-3 Elo points",
                "ids = ['%06d' % (100000 + k) for k in range(2000)]\n"
                "js = cj(ids, 20, seed=24, judges=['T%02d' % k for k in range(60)], sd=0.3)\n"
                "open('big.csv', 'w').write(cj_csv(js))\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'big.csv', '--method', "
                "'arena', '-o', 'elo.csv'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "w = wins(js)['Y6_Writing']\n"
                "if min(w.values()) == 0 or max(w.values()) == 20: report('design has no MLE'); sys.exit(0)\n"
                "ref = elo_of(bt_np(js))\n"
                "report(compare(read_table('elo.csv'), ref, tol=1e-6, centred=True, strict_order=False))\n",
                timeout=240,
                why="Hunter 2004: MM converges to Bradley-Terry's MLE; docs/preferences.md: arena's ratings are "
                    "1000 + 400/ln10 theta centred"))
    # the rubric marks beside the scaled order
    marks = {s: min(20, max(4, round(14 + 3 * _BT_Y6["Y6_Writing"][s]))) for s in _Y6_IDS}
    cj_run = "".join(f"Y6_Writing Q0 {s} {r} {_ELO_Y6['Y6_Writing'][s] + 1000:.6f} cj\n"
                     for r, s in enumerate(sorted(_Y6_IDS, key=lambda s: -_ELO_Y6["Y6_Writing"][s]), 1))
    marks_run = "".join(f"Y6_Writing Q0 {s} 0 {marks[s]} rubric\n" for s in _Y6_IDS)
    c.append(ok("u21e_cj_and_rubric_marks_borda", "the scaled order and the rubric marks (many scripts tied at 14/20) "
                "fused by Borda: equal marks ranked by trec_eval's rule; the fused scores equal Borda's by hand",
                RANKED_LISTS +
                "import rankagg\n"
                f"cj = {json.dumps({s: _ELO_Y6['Y6_Writing'][s] + 1000 for s in _Y6_IDS})}\n"
                f"mk = {json.dumps(marks)}\n"
                f"open('cj.run', 'w').write({cj_run!r})\n"
                f"open('marks.run', 'w').write({marks_run!r})\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'cj.run', 'marks.run', '--method', "
                "'borda', '-o', 'both.run'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "sc, _, _ = borda_ref({'cj': {k: float(v) for k, v in cj.items()}, 'mk': {k: float(v) for k, v in "
                "mk.items()}})\n"
                "got = read_table('both.run')\n"
                "report(compare(got, {'Y6_Writing': sc}, tol=1e-6))\n",
                why="rankagg methods borda: n - r + 1 points; docs/conventions.md: a run's equal scores are ranked by "
                    "trec_eval's rule (the id descending)"))
    marks_qrels = "".join(f"Y6_Writing 0 {s} {marks[s]}\n" for s in _Y6_IDS)
    order = sorted(_Y6_IDS, key=lambda s: -_ELO_Y6["Y6_Writing"][s])
    c.append(ok("u21e_marks_as_grades_ndcg", "the rubric marks as graded judgements (qrels, grade = mark): "
                "evaluate's nDCG@10 and AP of the scaled order equal trec_eval's formulas by hand",
                TREC_MEASURES +
                f"open('cj.run', 'w').write({cj_run!r})\n"
                f"open('marks.qrels', 'w').write({marks_qrels!r})\n"
                f"mk = {json.dumps(marks)}\n"
                f"order = {json.dumps(order)}\n"
                "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', 'cj.run', '--qrels', "
                "'marks.qrels', '--measures', 'nDCG@10', 'AP', '--json'], capture_output=True, text=True)\n"
                "if r.returncode: sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
                "got = json.loads(r.stdout)\n"
                "want = {'nDCG@10': ndcg(order, mk, 10), 'AP': ap(order, mk)}\n"
                "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else '%r, expected %r' % (got, want))\n",
                why="docs/trec.md: nDCG reads the grades (gain = grade, log2 discount), AP counts grades above 0 as "
                    "relevant (trec_eval)"))
    top10 = order_of_elo = sorted(_Y6_IDS, key=lambda s: -_ELO_Y6["Y6_Writing"][s])[:10]
    del order_of_elo
    c.append(cli_ok("u21e_top10_for_moderation_run", "the top 10 scripts for the moderation meeting (--depth 10, a "
                    "TREC run): ten lines in the MM fit's order",
                    ["fuse", "y6.csv", "--method", "arena", "--depth", "10", "-o", "top10.run"],
                    lambda out, folder: [d for d, _, _ in read_table(str(folder / "top10.run"))["Y6_Writing"]] == top10,
                    files=y6, why="docs/preferences.md: --depth applies to a table written as a TREC run"))
    c.append(cli_ok("u21e_jsonl_export_arena", "the judgements as JSON lines (item_a, item_b, outcome, judge with "
                    "accents, no query): one order, query 1, equal to the MM fit",
                    ["fuse", "y6.jsonl", "--method", "arena", "-o", "scaled.csv"],
                    _check("scaled.csv", _renamed(_ELO_Y6, {}, query="1"), tol=1e-4, centred=True),
                    files={"y6.jsonl": "".join(json.dumps({"item_a": a, "item_b": b, "outcome": "win" if v == "Left"
                                                           else "loss", "judge": j}, ensure_ascii=False) + "\n"
                                               for _, j, a, b, v in _Y6)},
                    why="docs/preferences.md: a comparison table without a query column is query 1; JSON lines read"))
    c.append(cli_ok("u21e_tsv_ranks_for_meeting", "the scaled order as a TSV for the meeting: ranks 1..30 once each, "
                    "following the scores, the scores equal the MM fit",
                    ["fuse", "y6.csv", "--method", "arena", "-o", "order.tsv"],
                    _check("order.tsv", _ELO_Y6, tol=1e-4, centred=True,
                           extra=lambda got: [r for _, _, r in got["Y6_Writing"]] == list(range(1, 31))),
                    files=y6, why="docs/preferences.md: the output table has query, item, score, rank"))
    # ---------------------------------------------------------------- the tools' exports given as they are
    def v_id(j: tuple) -> str:
        return j[2] if j[4] == "Left" else j[3]

    def other(j: tuple) -> str:
        return j[3] if j[4] == "Left" else j[2]

    ten = _Y6[:40]
    exports = [
        ("u21e_export_left_right_chosen", "judgements.csv", "Judge,Left,Right,Chosen,Time",
         lambda j: f"{j[1].split()[-1]},{j[2]},{j[3]},{v_id(j)},34", "No More Marking's judgement export (Judge, "
         "Left, Right, Chosen, Time; the chosen script's id)"),
        ("u21e_export_chosen_not_chosen", "decisions.csv", "Judge,Chosen,Not chosen,Time taken",
         lambda j: f"{j[1].split()[-1]},{v_id(j)},{other(j)},21", "a decisions export naming the chosen and the not "
         "chosen script (Judge, Chosen, Not chosen, Time taken)"),
        ("u21e_export_left_script_right_script", "acj.csv", "judge,left_script,right_script,chosen",
         lambda j: f"{j[1].split()[-1]},{j[2]},{j[3]},{v_id(j)}", "an ACJ export (judge, left_script, right_script, "
         "chosen)"),
        ("u21e_export_first_second_decision", "pairs.csv", "judge,first_script,second_script,decision",
         lambda j: f"{j[1].split()[-1]},{j[2]},{j[3]},{'first' if j[4] == 'Left' else 'second'}",
         "a pairs export (judge, first_script, second_script, decision first/second)"),
        ("u21e_export_candidate_numbers", "cands.csv", "Judge,Left Candidate,Right Candidate,Chosen Candidate",
         lambda j: f"{j[1].split()[-1]},{zeros[j[2]]},{zeros[j[3]]},{zeros[v_id(j)]}", "an export by candidate "
         "number (Judge, Left Candidate, Right Candidate, Chosen Candidate; 000123)"),
        ("u21e_export_winner_id_loser_id", "wl.csv", "judge,winner_id,loser_id",
         lambda j: f"{j[1].split()[-1]},{v_id(j)},{other(j)}", "a winner/loser export (judge, winner_id, loser_id)"),
        ("u21e_export_better_worse", "bw.csv", "judge,better,worse",
         lambda j: f"{j[1].split()[-1]},{v_id(j)},{other(j)}", "a better/worse export (judge, better, worse)"),
        ("u21e_export_winning_losing_script", "wls.csv", "judge,winning_script,losing_script",
         lambda j: f"{j[1].split()[-1]},{v_id(j)},{other(j)}", "an export of winning and losing scripts"),
    ]
    for cid, name, head, row, what in exports:
        c.append(cli_bad(cid, what + " given to fuse as it is: refused at its header, saying how to write "
                         "item_a, item_b and outcome", ["fuse", name, "-o", "order.csv"], f"{name}:1", "item_a",
                         files={name: _export(ten, head, row)},
                         why="docs/preferences.md: a table of pairwise judgments in another tool's shape is refused at "
                             "its header, saying which columns to rename and how to write outcome (not read as lists)"))
    rows = [{"Judge": j[1], "Left": j[2], "Right": j[3], "Chosen": v_id(j), "Time": 30} for j in ten]
    c.append(cli_bad("u21e_export_chosen_jsonl", "the Left/Right/Chosen export as JSON lines: refused at its first "
                     "line saying how to write the comparisons", ["fuse", "judgements.jsonl", "-o", "order.csv"],
                     "judgements.jsonl:1", "item_a",
                     files={"judgements.jsonl": "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)},
                     why="docs/preferences.md: the same tables as JSON lines, Parquet or a frame are named the same way"))
    c.append(cli_bad("u21e_export_chosen_parquet", "the Left/Right/Chosen export saved as Parquet: refused naming the "
                     "file and how to write the comparisons", ["fuse", "judgements.parquet", "-o", "order.csv"],
                     "judgements.parquet", "item_a",
                     setup=pandas_setup(f"pd.DataFrame({rows!r}).to_parquet(folder / 'judgements.parquet')"),
                     why="docs/preferences.md: the same tables as JSON lines, Parquet or a frame are named the same way"))
    c.append(bad("u21e_export_chosen_frame_api", "the decisions export loaded with pandas and given to rankagg.fuse: "
                 "refused saying how to write the comparisons",
                 "import pandas as pd, rankagg\n"
                 f"df = pd.DataFrame({[{'Judge': r['Judge'], 'Chosen': r['Chosen'], 'Not chosen': r['Left'] if r['Chosen'] == r['Right'] else r['Right']} for r in rows]!r})\n"
                 "rankagg.fuse(df)\n", "item_a",
                 why="docs/preferences.md: the same tables as JSON lines, Parquet or a frame are named the same way"))
    # ---------------------------------------------------------------- mistakes inside the comparison table
    c.append(cli_bad("u21e_outcome_left_right_words", "the tool's Left/Right copied into outcome: refused at the "
                     "first such line, naming outcome",
                     ["fuse", "cj.csv", "-o", "order.csv"], "cj.csv:2", "outcome",
                     files={"cj.csv": "item_a,item_b,outcome,judge\nS-0001,S-0002,Left,J01\nS-0002,S-0003,Right,J01\n"},
                     why="docs/preferences.md: outcome is win, loss or tie; a guess of Left's meaning would be a "
                         "silent wrong answer"))
    c.append(cli_bad("u21e_timed_out_empty_verdict", "a judge timed out (an empty verdict) in the third judgement: "
                     "refused at that line", ["fuse", "cj.csv", "--method", "arena", "-o", "order.csv"], "cj.csv:4",
                     files={"cj.csv": "query,item_a,item_b,outcome,judge\nY6,S-0001,S-0002,win,J01\n"
                                      "Y6,S-0002,S-0003,loss,J01\nY6,S-0003,S-0001,,J02\nY6,S-0001,S-0003,win,J02\n"},
                     why="docs/preferences.md: outcome is win, loss or tie; an empty one is no comparison to count"))
    c.append(cli_bad("u21e_anonymous_judge_empty", "a judgement whose judge cell is empty (a guest marker): refused at "
                     "its line", ["fuse", "cj.csv", "--method", "arena", "--bootstrap", "20", "-o", "order.csv"],
                     "cj.csv:3", "judge",
                     files={"cj.csv": "item_a,item_b,outcome,judge\nS-0001,S-0002,win,Mme Lefèvre\n"
                                      "S-0002,S-0003,win,\nS-0003,S-0001,loss,Herr Müller\n"},
                     why="docs/preferences.md: judge is a name, not missing"))
    c.append(cli_bad("u21e_misfit_judge_weight_zero", "a misfitting judge's judgements given weight 0 to drop them: "
                     "refused at the line (a weight is in [1e-100, 1e100]; drop the rows instead)",
                     ["fuse", "cj.csv", "--method", "arena", "-o", "order.csv"], "cj.csv:3", "weight",
                     files={"cj.csv": "item_a,item_b,outcome,judge,weight\nS-0001,S-0002,win,J01,1\n"
                                      "S-0002,S-0003,win,J07,0\nS-0003,S-0001,loss,J01,1\n"},
                     why="docs/preferences.md: a weight is in [1e-100, 1e100]"))
    c.append(cli_bad("u21e_mixed_int_and_text_ids_jsonl", "candidate numbers written as JSON numbers in some lines and "
                     "as zero-padded strings in others: refused at the line (123 and '000123' would be two scripts)",
                     ["fuse", "cj.jsonl", "-o", "order.csv"], "cj.jsonl:2", "item_a",
                     files={"cj.jsonl": '{"item_a": "000123", "item_b": "000124", "outcome": "win"}\n'
                                        '{"item_a": 124, "item_b": "000125", "outcome": "loss"}\n'},
                     why="docs/preferences.md: ids are one type per column (strings, or all integers)"))
    c.append(cli_bad("u21e_bootstrap_one_teacher", "a pilot judged by one teacher, with --bootstrap: refused naming the "
                     "teacher", ["fuse", "pilot.csv", "--method", "arena", "--bootstrap", "50", "-o", "order.csv"],
                     "pilot.csv", "Mme Lefèvre",
                     files={"pilot.csv": cj_csv(cj(_Y6_IDS[:8], 4, seed=25, judges=("Mme Lefèvre",)))},
                     why="docs/preferences.md: a bootstrap by judges over data naming one judge is refused, naming it"))
    c.append(cli_bad("u21e_results_table_as_input", "No More Marking's results table (Script ID, Scaled Score, Infit, "
                     "Standard Error, Judgements) given to fuse: refused at its header",
                     ["fuse", "results.csv", "-o", "order.csv"], "results.csv:1",
                     files={"results.csv": "Script ID,Scaled Score,Infit,Standard Error,Judgements\n" + "".join(
                         f"{s},{50 + 10 * _BT_Y6['Y6_Writing'][s]:.1f},0.9{k % 10},3.1,20\n"
                         for k, s in enumerate(_Y6_IDS))},
                     why="docs/preferences.md: inputs are comparison tables or runs; a results table is neither"))
    c.append(cli_bad("u21e_bootstrap_by_judges_no_judge", "--bootstrap-by judges on the pooled table without a judge "
                     "column: refused, saying the table has no judge column",
                     ["fuse", "pooled.csv", "--method", "arena", "--bootstrap", "20", "--bootstrap-by", "judges", "-o",
                      "order.csv"], "pooled.csv", "judge", files={"pooled.csv": cj_csv(_Y6, judge=False)},
                     why="docs/preferences.md: a bootstrap by judges redraws the judges the table names"))
    c.append(cli_bad("u21e_order_for_meeting_xlsx", "the order written for the moderation meeting as order.xlsx: "
                     "refused naming -o (a text table is no spreadsheet)",
                     ["fuse", "y6.csv", "--method", "arena", "-o", "order.xlsx"], "order.xlsx", files=y6,
                     outputs=("order.xlsx",),
                     why="rankagg/io/output_names.py: a spreadsheet's name is refused for a text table"))
    c.append(cli_bad("u21e_self_overwrite_export", "the order written over the judgements file itself (-o y6.csv): "
                     "refused, the judgements kept", ["fuse", "y6.csv", "--method", "arena", "-o", "y6.csv"],
                     "y6.csv", files=y6, outputs=(),
                     why="docs/conventions.md: an output never overwrites an input"))
    c.append(cli_bad("u21e_winner_column_named_winner", "rankagg's item columns but the verdict column kept as "
                     "Winner (win/loss values): refused at the header saying to rename it outcome",
                     ["fuse", "cj.csv", "-o", "order.csv"], "cj.csv:1", "outcome",
                     files={"cj.csv": "query,item_a,item_b,Winner,judge\nY6,S-0001,S-0002,win,J01\n"},
                     why="docs/preferences.md: a comparison table has an outcome column"))
    return c


def _within_groups(path: Path, groups: list[list]) -> bool:
    got = read_table(str(path))["Y6_Writing"]
    scores = {d: s for d, s, _ in got}
    for js in groups:
        ref = elo_of(bt_np((js)))["Y6_Writing"]
        ids = sorted(ref)
        if not all(d in scores for d in ids):
            return False
        base_got, base_ref = scores[ids[0]], ref[ids[0]]
        if any(abs((scores[d] - base_got) - (ref[d] - base_ref)) > 1e-3 for d in ids):
            return False
    return True
