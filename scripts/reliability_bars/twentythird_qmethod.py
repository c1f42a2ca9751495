"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a psychology group's Q-methodology sorts (its cases, ids ``u23e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The group's day (PQMethod, KADE, Ken-Q, R's qmethod): each participant sorts 30-60 statements into a forced
quasi-normal grid, -4 (most disagree) to +4 (most agree), so exact ties are there by design (ten statements at 0, two
at +4).  A study (or a condition of instruction) is a query, a participant a ranker, a statement an item (``S01``,
a number, or its whole text with commas, quotes and Unicode), the grid value its score (higher is better).  They fuse
the sorts into a consensus ordering with Borda, RRF and CombSUM, weight participants by their factor loadings for
per-factor orderings, compare the consensus with a factor array (SciPy's Spearman / Kendall), and write it back as a
run, a table or Parquet.  The mistakes and odd files: PQMethod's own files given as runs (the ``.DAT`` of fixed-width
sorts, the ``.STA`` statements, the ``.LIS`` listing), a sort written by grid position (``-4: 12, 31``), a grid sheet
whose columns are the positions -4..+4, KADE's and Ken-Q's wide exports, outputs named for PQMethod, JASP, jamovi,
SPSS or Qualtrics files, a negative loading as a weight, a skipped statement as NaN, the grid value in a ``rank``
column.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending: a grid's tied statements placed by their ids), Borda, RRF and min-max CombSUM
from references.RANKED_LISTS, the house tie rule from references.HOUSE_AGREEMENT; PrefLib tie classes at their best
place as docs/preferences.md states; tables of lists by hand."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM

TWENTYTHIRD_QMETHOD = "45 Unseen inputs: a twenty-third bar, a psychology group's Q-methodology sorts"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''#: the forced quasi-normal grids: how many statements each column -4..+4 holds
GRIDS = {30: [2, 2, 3, 4, 8, 4, 3, 2, 2], 40: [2, 3, 4, 6, 10, 6, 4, 3, 2], 60: [3, 4, 6, 9, 16, 9, 6, 4, 3]}
def sid(i):
    return 'S%02d' % (i + 1)
def participants(k):
    return ['P%02d' % (j + 1) for j in range(k)]
def qsorts(k=20, n=40, seed=3, ids=sid, study='climate', skip=None):
    """{participant: {study: {statement: grid value -4..+4}}}: a shared view plus each one's noise, placed into the
    forced grid from -4 upwards; ``skip``: {participant: how many statements at the end they left unsorted}"""
    g = lcg(seed)
    view = [next(g) for _ in range(n)]
    out = {}
    for p in participants(k):
        latent = [0.6 * view[i] + 0.4 * next(g) for i in range(n)]
        order = sorted(range(n), key=lambda i: latent[i])
        vals, at = {}, 0
        for col, count in zip(range(-4, 5), GRIDS[n]):
            for i in order[at:at + count]:
                vals[ids(i)] = col
            at += count
        for i in range(n - (skip or {}).get(p, 0), n):
            vals.pop(ids(i), None)
        out[p] = {study: vals}
    return out
''' + PER_QUERY + r'''def run_text(run, tag, fmt='%d'):
    out = []
    for q, p in run.items():
        out += [('%s Q0 %s %d ' + fmt + ' %s') % (q, d, i, p[d], tag) for i, d in enumerate(desc_order(p), 1)]
    return '\n'.join(out) + '\n'
def loadings(k, seed=7):
    g = lcg(seed)
    return {p: round(0.35 + 0.5 * next(g), 2) for p in participants(k)}
def place_borda(sorts):
    """Borda with a tie class at its best place (docs/preferences.md): n - place + 1, place = 1 + how many are above"""
    ids = sorted(set().union(*[set(v) for v in sorts.values()]))
    n = len(ids)
    sc, cnt, best = {}, {}, {}
    for v in sorts.values():
        for d in ids:
            if d not in v:  # a statement the participant left out shares the places below their sort
                sc[d] = sc.get(d, 0) + (n - len(v) + 1) / 2
                continue
            place = 1 + sum(1 for e in v if v[e] > v[d])
            sc[d] = sc.get(d, 0) + n - place + 1
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 9), place)
    return sc, cnt, best
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: a PQMethod project's files: the .DAT (a header of 3-wide numbers, the grid's lowest and highest column and its
#: counts, then one fixed-width sort per line: 10 characters of name, 2 per statement), the .STA (a statement a line)
#: and the .LIS listing (qmethod's import.pqmethod reads the .DAT so)
_DAT = ("  0  3  9 climate policy attitudes\n -2  2  1  2  3  2  1\n"
        "P01       -2-1-1 0 0 0 1 1 2\nP02        2 1-1 0 0-1 1 0-2\nP03        0-1 2 1-2 0-1 1 0\n")
_STA = ("Public transport should be free for everyone\nCarbon taxes hurt the poor more than the rich\n"
        "I trust climate scientists\nMy town should ban cars from the centre\nFlying less is my duty\n")
_LIS = ("PQMethod2.35 climate policy attitudes                                       PAGE    1\n"
        "Path and Project Name: C:\\PQMethod\\projects/climate                         Dec 01 26\n\n"
        "Correlation Matrix Between Sorts\n\n SORTS      1   2   3\n  1 P01   100  42  -7\n")
#: a sort typed by grid position, the statements in each column
_BY_POSITION = "-4: 12, 31\n-3: 5, 8, 22\n-2: 3, 9, 14, 27\n-1: 1, 2, 6, 7, 30\n0: 4, 10, 11\n"

_SORT_RUNS = [f"P{j:02d}.run" for j in range(1, 9)]


def _runs_setup(k: int = 8, n: int = 40, seed: int = 3, fmt: str = "%d", code: str = ""):
    """each participant's sort as a TREC run (the study as the query, the grid value as the score)"""
    return reference_setup(_REF, f"R = qsorts({k}, {n}, {seed})\n"
                           "for p, run in R.items():\n"
                           f"    open(P(p + '.run'), 'w').write(run_text(run, p, {fmt!r}))\n" + code)


def _run_check(expr: str, output: str = "consensus.run", seed: int = 3, k: int = 8, n: int = 40, depth=None):
    code = _REF + (f"R = qsorts({k}, {n}, {seed})\nrefs = {{q: {expr} for q, l in per_query(R).items()}}\n"
                   f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


def _table_check(name: str, expr: str, lists: str):
    """a written table (query, rank, item, score) agrees with ``expr`` over ``lists`` ({participant: {id: score}})"""
    def check(out: str, folder: Path) -> bool:
        rows = [r.split("\t") for r in (folder / name).read_text().splitlines()[1:]]
        code = _REF + (f"l = {lists}\nreport(agree([(r[2], float(r[3])) for r in ROWS], {expr}, written=False))\n")
        return _run_report(code, {"ROWS": rows})
    return check


def _lists_csv(k: int, n: int, seed: int) -> str:
    """participants as columns, each sort's statements best first (+4 first, a column's ties by trec_eval's rule)"""
    return reference_setup(_REF, f"R = qsorts({k}, {n}, {seed})\n"
                           "cols = {p: desc_order(v['climate']) for p, v in R.items()}\n"
                           "rows = [','.join(cols)] + [','.join(c[i] for c in cols.values()) for i in range(" + str(n)
                           + ")]\nopen(P('sorts.csv'), 'w').write('\\n'.join(rows) + '\\n')\n")


_OUT = ("consensus.run",)


def twentythird_bar_qmethod_cases() -> list[Case]:
    G = TWENTYTHIRD_QMETHOD
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    def api_ok(cid: str, what: str, setup_code: str, call: str, ref: str, why: str, **kw) -> None:
        cases.append(ok(cid, what, "import rankagg\n" + setup_code + f"res = {call}\n"
                        f"refs = {{q: {ref} for q, l in per_query(R).items()}}\n"
                        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
                        why=why, **kw))

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    api_ok("u23e_borda_forced_grid", "rankagg.fuse({participant: {study: {S01: -4..+4}}}, method='borda'): 20 sorts "
           "of 40 statements into the forced grid (10 tied at 0, 2 at +4 in every sort)",
           "R = qsorts(20, 40, 3)\n", "rankagg.fuse(R, method='borda')", "borda_ref(l)",
           "rankagg methods borda: n - r + 1, r by trec_eval's rule (score, then the id descending: "
           "docs/conventions.md 'Ranks from scores')", fast=True)
    api_ok("u23e_rrf_forced_grid", "rankagg.fuse(..., method='rrf'): 25 sorts of 30 statements",
           "R = qsorts(25, 30, 5)\n", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
           "Cormack et al. 2009: sum 1 / (60 + r), r by trec_eval's rule")
    api_ok("u23e_combsum_grid_values", "rankagg.fuse(..., method='combsum'): the grid values min-max scaled "
           "((v + 4) / 8) and summed: the mean grid value's order", "R = qsorts(15, 40, 9)\n",
           "rankagg.fuse(R, method='combsum')", "combsum_minmax_ref(l)",
           "rankagg methods combsum: sum of min-max scores (Fox & Shaw 1994); references.RANKED_LISTS")
    api_ok("u23e_loadings_weighted_borda", "rankagg.fuse(..., method='borda', weights=loadings): each flagged "
           "participant weighted by their loading on factor 1 (0.35-0.85)", "R = qsorts(12, 40, 11)\n"
           "W = loadings(12)\n", "rankagg.fuse(R, method='borda', weights=W)", "borda_ref(l, W)",
           "rankagg methods borda: weighted n - r + 1 points (weights per ranker)")
    api_ok("u23e_partial_sorts_borda", "rankagg.fuse(..., method='borda'): two participants left 4 and 7 "
           "statements unsorted (ran out of time)", "R = qsorts(10, 40, 13, skip={'P03': 4, 'P08': 7})\n",
           "rankagg.fuse(R, method='borda')", "borda_ref(l)",
           "rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing statement")
    cases.append(bad(
        "u23e_statement_text_ids", "rankagg.fuse(..., method='rrf'): statements named by their whole text, with "
        "blanks, commas, quotes and accents (\"It's my duty, n° 22\"): no TREC token, refused naming the statement",
        "import rankagg\nT = [\"It's my duty, n° %d\" % i for i in range(30)]\n"
        "R = qsorts(9, 30, 15, ids=lambda i: T[i])\nrankagg.fuse(R, method='rrf')\n", "It's my duty, n° ",
        why="rankagg/io/rules.py id_fault: an id is one token of a TREC line (every output is written through it); "
            "number the statements and keep their text beside"))
    api_ok("u23e_statement_unicode_ids_rrf", "rankagg.fuse(..., method='rrf'): statements named by a short code "
           "with commas, quotes and Unicode but no blank ('Ökologie:«Verzicht»,7', 'Cars\"must\"go—now')",
           "T = ['Cars\"must\"go—now,é%d' % i if i % 3 == 0 else \"duty,n°%d\" % i "
           "if i % 3 == 1 else 'Ökologie:«Verzicht»%d' % i for i in range(30)]\n"
           "R = qsorts(9, 30, 15, ids=lambda i: T[i])\n", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
           "docs/conventions.md: an id is text, compared by its UTF-8 bytes; Cormack et al. 2009")
    api_ok("u23e_two_conditions_borda", "rankagg.fuse(..., method='borda'): two conditions of instruction ('as is', "
           "'should be') as two queries per participant",
           "A = qsorts(10, 30, 17, study='as_is')\nB = qsorts(10, 30, 19, study='should_be')\n"
           "R = {p: {**A[p], **B[p]} for p in A}\n", "rankagg.fuse(R, method='borda')", "borda_ref(l)",
           "rankagg methods borda, each query fused apart")
    api_ok("u23e_volume_500x60", "rankagg.fuse(..., method='borda'): 500 participants x 60 statements (an "
           "online Q study)", "R = qsorts(500, 60, 21)\n", "rankagg.fuse(R, method='borda')", "borda_ref(l)",
           "rankagg methods borda; references.RANKED_LISTS", timeout=240)
    cases.append(ok(
        "u23e_frame_long_borda", "rankagg.fuse(DataFrame study, statement, participant, value renamed qid, docid, "
        "run, score): R's melt of the sorts, a frame back",
        "import rankagg, pandas as pd\nR = qsorts(14, 40, 23)\n"
        "df = pd.DataFrame([(q, d, p, v) for p, r in R.items() for q, s in r.items() for d, v in s.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\nres = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "report(agree_all(rows, {q: borda_ref(l) for q, l in per_query(R).items()}, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods borda"))
    cases.append(ok(
        "u23e_frame_rank_tie_classes", "rankagg.fuse(DataFrame with a rank column, no score): each grid column as a "
        "tie class at its best place (+4's two statements 1, +3's three 3, ...)",
        "import rankagg, pandas as pd\nR = qsorts(8, 30, 25)\nrows = []\n"
        "for p, r in R.items():\n    v = r['climate']\n"
        "    rows += [('climate', d, p, 1 + sum(1 for e in v if v[e] > v[d])) for d in v]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\nres = rankagg.fuse(df, method='borda')\n"
        "got = [(d, s) for d, s in zip(res.sort_values('rank')['docid'], res.sort_values('rank')['score'])]\n"
        "report(agree(got, place_borda({p: r['climate'] for p, r in R.items()}), written=False))\n",
        why="docs/conventions.md: a repeated rank is a tie at the best place of its class; Borda n - place + 1"))
    cases.append(ok(
        "u23e_fuser_per_factor", "rankagg.Fuser('borda', weights=loadings) per factor: the participants flagged on "
        "factor 1 and those on factor 2, each factor's ordering apart",
        "import rankagg\nR = qsorts(12, 40, 27)\nW = loadings(12, 9)\nf1 = participants(12)[:7]\n"
        "f2 = participants(12)[7:]\nmsg = ''\n"
        "for group in (f1, f2):\n    lists = {p: R[p]['climate'] for p in group}\n"
        "    w = {p: W[p] for p in group}\n"
        "    msg = msg or agree(list(rankagg.Fuser('borda', weights=w)(lists)), borda_ref(lists, w), "
        "written=False)\nreport(msg)\n",
        why="README's Fuser; rankagg methods borda, weighted"))
    cases.append(ok(
        "u23e_spearman_kendall_consensus", "SciPy's spearmanr and kendalltau of rankagg's Borda consensus against "
        "the reference Borda scores: 1.0 both (tau-b counts the tied statements)",
        "import rankagg\nfrom scipy.stats import kendalltau, spearmanr\nR = qsorts(16, 40, 29)\n"
        "res = rankagg.fuse(R, method='borda')['climate']\nsc = borda_ref(per_query(R)['climate'])[0]\n"
        "ids = sorted(sc)\nrho = spearmanr([res[d] for d in ids], [sc[d] for d in ids]).statistic\n"
        "tau = kendalltau([res[d] for d in ids], [sc[d] for d in ids]).statistic\n"
        "report('' if abs(rho - 1) < 1e-12 and abs(tau - 1) < 1e-12 else 'rho %r tau %r' % (rho, tau))\n",
        why="SciPy: rho = tau-b = 1 for two score vectors of the same order with the same ties"))

    # --- the command line: one run per participant, a table of sorts, a PrefLib file ----------------------------
    cases.append(cli_ok(
        "u23e_cli_borda_sort_runs", "rankagg fuse P01.run ... P08.run --method borda -o consensus.run: each sort "
        "exported as a run, the grid value as its score",
        ["fuse", *_SORT_RUNS, "--method", "borda", "-o", "consensus.run"], None, _run_check("borda_ref(l)"),
        setup=_runs_setup(), why="rankagg methods borda; trec_eval's order of tied grid values (docs/conventions.md)"))
    cases.append(cli_ok(
        "u23e_cli_signed_scores", "rankagg fuse ... --method rrf: KADE writes the grid values signed ('+4', '+3', "
        "'0', '-4')", ["fuse", *_SORT_RUNS, "--method", "rrf", "-o", "consensus.run"], None,
        _run_check("rrf_ref(l)", seed=31), setup=_runs_setup(seed=31, fmt="%+d"),
        why="trec_eval reads a score with atof: '+4' is 4; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u23e_cli_weights_loadings_file", "rankagg fuse ... --method borda --weights loadings.txt: 'P01 0.71' lines, "
        "each participant's loading on the factor",
        ["fuse", *_SORT_RUNS, "--method", "borda", "--weights", "loadings.txt", "-o", "consensus.run"], None,
        _run_check("borda_ref(l, loadings(8))", seed=33),
        setup=_runs_setup(seed=33, code="open(P('loadings.txt'), 'w').write(''.join('%s %r\\n' % kv for kv in "
                                        "loadings(8).items()))\n"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u23e_cli_depth_top_statements", "rankagg fuse ... --method borda --depth 5: the five statements the group "
        "agrees with most, for the paper's table", ["fuse", *_SORT_RUNS, "--method", "borda", "--depth", "5", "-o",
                                                     "consensus.run"], None,
        _run_check("borda_ref(l)", seed=35, depth=5), setup=_runs_setup(seed=35),
        why="rankagg fuse --help: --depth writes at most 5 per query; nothing better cut"))
    cases.append(cli_ok(
        "u23e_cli_parquet_out", "rankagg fuse ... --method combsum -o consensus.parquet: for the R analysis",
        ["fuse", *_SORT_RUNS, "--method", "combsum", "-o", "consensus.parquet"], None,
        lambda out, folder: _parquet_agrees(folder),
        setup=_runs_setup(seed=37), why="rankagg fuse --help: .parquet a Parquet table; min-max CombSUM"))
    cases.append(cli_ok(
        "u23e_cli_lists_table_borda", "rankagg fuse sorts.csv --method borda -o consensus.tsv: one column per "
        "participant, statements S01..S40 best first (+4 to -4)",
        ["fuse", "sorts.csv", "--method", "borda", "-o", "consensus.tsv"], None,
        _table_check("consensus.tsv", "borda_ref(l)", "{p: {d: -i for i, d in enumerate(desc_order(v['climate']))} "
                     "for p, v in qsorts(10, 40, 39).items()}"),
        setup=_lists_csv(10, 40, 39), why="docs/genes.md: a column per list, best first; rankagg methods borda"))
    cases.append(cli_ok(
        "u23e_cli_preflib_toi_skipped", "rankagg fuse sorts.toi --method borda: the sorts as a PrefLib .toi, each grid "
        "column a tie class, two participants' skipped statements left out",
        ["fuse", "sorts.toi", "--method", "borda", "-o", "consensus.run"], None,
        lambda out, folder: _run_report(_REF + (
            "S = {p: r['climate'] for p, r in qsorts(6, 30, 41, skip={'P02': 3, 'P05': 6}).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), {'sorts': place_borda(S)}))\n"),
            {"FOLDER": str(folder)}),
        setup=reference_setup(_REF, "S = {p: r['climate'] for p, r in qsorts(6, 30, 41, skip={'P02': 3, 'P05': 6}).items()}\n"
                              "ids = sorted(S['P01'])\n"
                              "head = ['# FILE NAME: sorts.toi', '# TITLE: Q-sorts', '# DATA TYPE: toi', "
                              "'# MODIFICATION TYPE: original', '# RELATES TO: ', '# RELATED FILES: ', "
                              "'# PUBLICATION DATE: 2026-12-01', '# MODIFICATION DATE: 2026-12-01', "
                              "'# NUMBER ALTERNATIVES: 30', '# NUMBER VOTERS: 6', '# NUMBER UNIQUE ORDERS: 6']\n"
                              "head += ['# ALTERNATIVE NAME %d: %s' % (i + 1, d) for i, d in enumerate(ids)]\n"
                              "for v in S.values():\n"
                              "    cls = [[str(ids.index(d) + 1) for d in ids if v.get(d) == c] for c in range(4, -5, -1)]\n"
                              "    head.append('1: ' + ','.join(c[0] if len(c) == 1 else '{' + ','.join(c) + '}' "
                              "for c in cls if c))\n"
                              "open(P('sorts.toi'), 'w').write('\\n'.join(head) + '\\n')\n"),
        why="docs/preferences.md: tied alternatives share the best rank of their class, the left-out ones unranked; "
            "Borda n - place + 1, a ballot's missing (n - k + 1) / 2 (rankagg methods borda, unranked='share')"))
    cases.append(Case(
        "u23e_methods_borda", G, "rankagg methods borda: what Borda does with a sort's ties and missing statements",
        argv=["methods", "borda"], expect="ok", check=stdout_has("borda"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: every method described by rankagg methods NAME", fast=True))

    # --- PQMethod's own files and a sort typed by position, given as runs --------------------------------------
    for cid, name, data, what in (
            ("u23e_in_pqmethod_dat", "study.dat", _DAT, "PQMethod's data file (fixed-width sorts)"),
            ("u23e_in_pqmethod_dat_upper", "CLIMATE.DAT", _DAT, "PQMethod's data file under its DOS name"),
            ("u23e_in_pqmethod_sta", "study.sta", _STA, "PQMethod's statements file"),
            ("u23e_in_pqmethod_lis", "study.lis", _LIS, "PQMethod's listing (its analysis output)"),
            ("u23e_in_sort_by_position", "sort_P01.txt", _BY_POSITION, "a sort typed by grid position "
                                                                       "('-4: 12, 31')")):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} P01.run: {what} given as a run",
            ["fuse", name, "P01.run", "--method", "borda", "-o", "consensus.run"], {name: data}, f"{name}:1",
            "Q-sort" if name.endswith(".txt") else "PQMethod", setup=_runs_setup(), why="no run reader reads it; the refusal names the file, its line and the "
                                          "Q-methodology file it is (not a TREC field count)"))
    cases.append(cli_bad(
        "u23e_in_pqmethod_dat_alone", "rankagg fuse study.dat: the PQMethod project's .DAT alone",
        ["fuse", "study.dat", "-o", "consensus.run"], {"study.dat": _DAT}, "study.dat:1", "PQMethod",
        why="qmethod's import.pqmethod reads the .DAT's sorts; rankagg reads runs: name the tool"))

    # --- grid sheets and wide exports given as tables of lists --------------------------------------------------
    cases.append(cli_bad(
        "u23e_grid_columns_csv", "rankagg fuse grid.csv: one sort's grid sheet, a column per position -4..+4 "
        "holding the statement numbers placed there", ["fuse", "grid.csv", "--method", "borda", "-o",
                                                        "consensus.tsv"],
        {"grid.csv": "-4,-3,-2,-1,0,1,2,3,4\n12,31,5,7,1,2,3,4,9\n,8,6,10,11,13,14,15,\n"}, "grid.csv:1",
        outputs=("consensus.tsv",),
        why="read as lists, each grid column would be a ranker and its statements ranked within it"))
    cases.append(cli_bad(
        "u23e_grid_columns_signed_tsv", "rankagg fuse grid.tsv: the grid sheet with signed headings '-3' .. '+3' "
        "and statement codes", ["fuse", "grid.tsv", "--method", "borda", "-o", "consensus.tsv"],
        {"grid.tsv": "-3\t-2\t-1\t0\t+1\t+2\t+3\nS12\tS05\tS07\tS01\tS02\tS03\tS09\n\tS08\tS06\tS10\tS11\tS13\t\n"
                     "\t\tS14\tS15\tS16\t\t\n"}, "grid.tsv:1", outputs=("consensus.tsv",),
        why="a column per grid position is one sort, not a list per column"))
    cases.append(bad(
        "u23e_grid_columns_frame", "rankagg.fuse(DataFrame with columns '-2'..'2'): the grid sheet read with pandas",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame({'-2': ['S1', 'S6'], '-1': ['S2', 'S7'], '0': ['S3', 'S8'], '1': ['S4', 'S9'], "
        "'2': ['S5', 'S10']})\nrankagg.fuse(df, method='borda')\n", "-2",
        why="docs/conventions.md: a frame's columns are named in every refusal"))
    cases.append(cli_bad(
        "u23e_kade_wide_export", "rankagg fuse kade.csv: KADE's export, one row per participant, a column per "
        "statement holding its grid value", ["fuse", "kade.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"kade.csv": "participant,S01,S02,S03,S04,S05,S06,S07,S08,S09\nP01,-2,-1,-1,0,0,0,1,1,2\n"
                     "P02,2,1,-1,0,0,-1,1,0,-2\nP03,0,-1,2,1,-2,0,-1,1,0\n"}, "kade.csv:2",
        outputs=("consensus.tsv",), why="docs/genes.md: a table of values per row is refused at its first line"))
    cases.append(cli_bad(
        "u23e_kenq_by_statement", "rankagg fuse kenq.csv: Ken-Q's sorts by statement (statement, P01, P02, ...)",
        ["fuse", "kenq.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"kenq.csv": "statement,P01,P02,P03\nS01,-2,2,0\nS02,-1,1,-1\nS03,-1,-1,2\nS04,0,0,1\nS05,0,0,-2\n"},
        "kenq.csv:2", outputs=("consensus.tsv",),
        why="docs/genes.md: whole-number values beside a list of names are refused at the first line"))
    cases.append(cli_bad(
        "u23e_lists_statement_numbers", "rankagg fuse sorts.csv: participants' columns of statement numbers 1..5 "
        "best first, each a permutation", ["fuse", "sorts.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sorts.csv": "P01,P02,P03\n3,1,3\n1,3,2\n2,2,4\n4,4,1\n5,5,5\n"}, "sorts.csv:2",
        outputs=("consensus.tsv",),
        why="docs/genes.md: a column holding 1 to m each once is read as places, refused at its line"))
    cases.append(cli_bad(
        "u23e_lists_statement_twice", "rankagg fuse sorts.csv: a typo puts S07 twice in P02's column",
        ["fuse", "sorts.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sorts.csv": "P01,P02\nS03,S07\nS07,S01\nS01,S07\nS02,S02\n"}, "sorts.csv:4",
        outputs=("consensus.tsv",), why="docs/genes.md: a gene given twice in a list is refused at its line"))

    # --- outputs named for the group's other tools --------------------------------------------------------------
    for cid, name, what in (
            ("u23e_out_pqmethod_sta", "study.sta", "PQMethod's statements file (Statistica's data too)"),
            ("u23e_out_pqmethod_lis", "study.lis", "PQMethod's listing"),
            ("u23e_out_jasp", "consensus.jasp", "a JASP analysis file"),
            ("u23e_out_jamovi", "consensus.omv", "a jamovi file"),
            ("u23e_out_spss_output", "consensus.spv", "SPSS's output viewer file"),
            ("u23e_out_qualtrics_qsf", "survey.qsf", "a Qualtrics survey file")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o {name}: {what}; TREC lines under its name",
            ["fuse", "P01.run", "P02.run", "--method", "borda", "-o", name], None, name, outputs=(name,),
            setup=_runs_setup(), why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is "
                                     "refused (its tool reads no TREC lines)"))

    # --- the mistakes of a day's analysis ------------------------------------------------------------------------
    cases.append(cli_bad(
        "u23e_weights_per_factor_json", "rankagg fuse ... --weights loadings.json: both factors' loadings in one "
        "file ({'f1': {'P01': 0.71, ...}, 'f2': {...}})", ["fuse", "P01.run", "P02.run", "--method", "borda",
                                                            "--weights", "loadings.json", "-o", "consensus.run"],
        {"loadings.json": '{"f1": {"P01": 0.71, "P02": 0.44}, "f2": {"P01": 0.12, "P02": 0.66}}'}, "loadings.json",
        setup=_runs_setup(), why="rankagg fuse --help: a JSON object of run names to weights; one factor per fusion"))
    cases.append(ok(
        "u23e_broken_grid_borda", "rankagg.fuse(..., method='borda'): two sorts break the grid (four statements at "
        "+4, none at -4: the paper form let them): still rankings with ties, fused as given",
        "import rankagg\nR = qsorts(8, 30, 53)\n"
        "for p in ('P02', 'P06'):\n    s = R[p]['climate']\n"
        "    for d in sorted(s)[:4]:\n        s[d] = 4\n    for d in [d for d in s if s[d] == -4]:\n        s[d] = -3\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, "
        "{q: borda_ref(l) for q, l in per_query(R).items()}, written=False))\n",
        why="rankagg methods borda: a list is a ranking by its scores; no grid is assumed"))
    cases.append(ok(
        "u23e_dict_text_grid_values", "rankagg.fuse({participant: {study: {S01: '+4'}}}): the grid values as text "
        "('+4', '-1', '0'), as a CSV read with dtype=str gives them: ordered as numbers",
        "import rankagg\nR = qsorts(9, 30, 49)\n"
        "T = {p: {q: {d: '%+d' % v for d, v in s.items()} for q, s in r.items()} for p, r in R.items()}\n"
        "res = rankagg.fuse(T, method='borda')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, "
        "{q: borda_ref(l) for q, l in per_query(R).items()}, written=False))\n",
        why="docs/conventions.md: a score is read as the double nearest its text (trec_eval's atof: '+4' is 4)"))
    cases.append(ok(
        "u23e_bipolar_sort_reversed", "rankagg.fuse(..., method='borda'): a participant loading negatively has "
        "their sort reversed (values negated) before the factor's consensus, as PQMethod flags a bipolar factor",
        "import rankagg\nR = qsorts(7, 40, 51)\n"
        "R['P04'] = {q: {d: -v for d, v in s.items()} for q, s in R['P04'].items()}\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, "
        "{q: borda_ref(l) for q, l in per_query(R).items()}, written=False))\n",
        why="rankagg methods borda over the reversed sort; trec_eval's order of the negated ties"))
    cases.append(bad(
        "u23e_frame_grid_as_rank", "rankagg.fuse(DataFrame with the grid value -4..+4 in a column named 'rank')",
        "import rankagg, pandas as pd\nR = qsorts(6, 30, 45)\n"
        "df = pd.DataFrame([(q, d, p, v) for p, r in R.items() for q, s in r.items() for d, v in s.items()], "
        "columns=['qid', 'docid', 'run', 'rank'])\nrankagg.fuse(df, method='borda')\n", "rank",
        why="docs/conventions.md: a rank is a positive integer; read as ranks -4 would be the best place"))
    cases.append(bad(
        "u23e_fuse_list_of_sorts", "rankagg.fuse([sort1, sort2]): the sorts as a list of dicts, not named by "
        "participant", "import rankagg\nR = qsorts(3, 30, 47)\nrankagg.fuse([R[p]['climate'] for p in R], "
        "method='borda')\n", "list",
        why="README: rankagg.fuse takes {name: run}; a bare list is refused naming what it got"))
    return cases


def _parquet_agrees(folder: Path) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "consensus.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = _REF + ("R = qsorts(8, 40, 37)\nrefs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
                   "rows = {}\nfor q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\n"
                   "report(agree_all(rows, refs))\n")
    return _run_report(code, {"ROWS": rows})


def _run_report(code: str, scope: dict) -> bool:
    return prints_same(code, scope)
