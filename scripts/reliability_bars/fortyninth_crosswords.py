"""Issue 45's forty-ninth bar of scripts/reliability_matrix.py, a crossword tournament's scoring team and a puzzle
editor's test-solving panel ranking solvers per puzzle, division and tournament across puzzle software and
tournament exports (its cases, ids ``u49a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each puzzle and division (``acpt26:p5/div-a``) is a query and each solver, by badge number, a
document (``solver:0412/ada-quill``); the runs are the ACPT-formula scores of the judges' room (10 a correct word, 25
a full minute early, 25 off a wrong letter, 150 for a clean grid), the online division's solve times, the
test-solvers' difficulty-adjusted ratings and the word-list scores of each solver's fill, all scaled to [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the final
standings after the appeals (2 podium or finals, 1 top of the division, 0 the rest).  The mistakes and odd files:
the field's own files given where runs or qrels are read (an Across Lite .puz, an ipuz document, a Crossword Compiler
JPZ, plain and zipped, a Crossfire word list and Spread the Wordlist's, an xd file, the ACPT-style scoring
spreadsheet, an online leaderboard, the standings typed as text, the test-solve log and the difficulty ratings), and
outputs named for the puzzle files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYNINTH_CROSSWORDS = ("45 Unseen inputs: a forty-ninth bar, a crossword tournament's scoring team and a puzzle "
                         "editor's test-solving panel ranking solvers per puzzle, division and tournament (Across "
                         "Lite .puz, ipuz, JPZ, Crossfire and Spread the Wordlist word lists, xd, ACPT scoring "
                         "sheets, online leaderboards, results typed as text)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['acpt_scoring', 'online_times', 'test_solvers', 'fill_scores'],
    items=['solver:0412/ada-quill', 'solver:0077/ben-okafor', 'solver:0233/chen-li', 'solver:0519/dora-vasquez',
           'solver:0141/eli-marsh', 'solver:0608/fay-ng', 'solver:0390/gus-iyer', 'solver:0725/hana-sato'],
    queries=['acpt26:p1/div-a', 'acpt26:p5/div-a', 'acpt26:p7-final/div-b', 'lollapuzzoola:p3/express',
             'test-solve:sat-0314/panel', 'acpt26:overall/rookie'],
    suffix='/rescored', generator='solves', judgements='final_standings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "solves", "standings.run")

_RECS3 = ["acpt_scoring", "online_times", "test_solvers"]
_OUT = ("standings.run",)
_ONE_RUN = ("acpt26:p1/div-a Q0 solver:0412/ada-quill 1 0.91 online_times\nacpt26:p1/div-a Q0 "
            "solver:0077/ben-okafor 2 0.77 online_times\n")


# --- the team's files, as the puzzle software, tournament exports and people write them (a few lines) ---------------
def _cksum(data: bytes, c: int = 0) -> int:
    """Across Lite's checksum: rotate right one bit, add the byte (16 bits)."""
    for b in data:
        c = ((c >> 1) | 0x8000) if c & 1 else c >> 1
        c = (c + b) & 0xFFFF
    return c


def _puz() -> bytes:
    """An Across Lite .puz (version 1.3): the 0x34-byte header ('ACROSS&DOWN\\0' at 0x02, the CIB, masked and global
    checksums), the solution and the empty grid, then NUL-terminated title, author, copyright, clues and notes.  A 3x3
    practice grid (CAT / ORE / WET), its clues in number order, across before down."""
    w, h = 3, 3
    solution, grid = b"CATOREWET", b"---------"
    title, author, copyright_ = b"ACPT 2026 Warm-up", b"R. Calder / ed. M. Ostrow", b"(c) 2026 Tournament Committee"
    clues = [b"Tabby, e.g.", b"Holstein", b"Forms of 'be'", b"Vietnamese New Year",
             b"Mined rock", b"Damp"]
    notes = b"Division A, puzzle 1"
    cib = struct.pack("<BBHHH", w, h, len(clues), 0x0001, 0)
    c_cib = _cksum(cib)
    c_sol, c_grid = _cksum(solution), _cksum(grid)
    part = 0
    for s in (title, author, copyright_):
        part = _cksum(s + b"\0", part)
    for s in clues:
        part = _cksum(s, part)
    part = _cksum(notes + b"\0", part)
    glob = _cksum(grid, _cksum(solution, c_cib))
    for s in (title, author, copyright_):
        glob = _cksum(s + b"\0", glob)
    for s in clues:
        glob = _cksum(s, glob)
    glob = _cksum(notes + b"\0", glob)
    low = bytes([ord("I") ^ (c_cib & 0xFF), ord("C") ^ (c_sol & 0xFF), ord("H") ^ (c_grid & 0xFF),
                 ord("E") ^ (part & 0xFF)])
    high = bytes([ord("A") ^ (c_cib >> 8), ord("T") ^ (c_sol >> 8), ord("E") ^ (c_grid >> 8), ord("D") ^ (part >> 8)])
    header = (struct.pack("<H", glob) + b"ACROSS&DOWN\0" + struct.pack("<H", c_cib) + low + high + b"1.3\0"
              + b"\0\0" + b"\0\0" + b"\0" * 12 + cib)
    assert len(header) == 0x34
    return (header + solution + grid + title + b"\0" + author + b"\0" + copyright_ + b"\0"
            + b"".join(c + b"\0" for c in clues) + notes + b"\0")


_PUZ = _puz()
# ipuz (ipuz.org/crossword): version, kind, dimensions, puzzle (numbers, '#' blocks), solution, clues by direction
_IPUZ = ('{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"], "title": "ACPT 2026 Puzzle 5", '
         '"author": "R. Calder", "editor": "M. Ostrow", "copyright": "(c) 2026 Tournament Committee", '
         '"dimensions": {"width": 3, "height": 3}, "block": "#", "empty": 0, '
         '"puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]], '
         '"solution": [["C", "A", "T"], ["O", "R", "E"], ["W", "E", "T"]], '
         '"clues": {"Across": [[1, "Tabby, e.g."], [4, "Mined rock"], [5, "Damp"]], '
         '"Down": [[1, "Holstein"], [2, "Forms of \'be\'"], [3, "Vietnamese New Year"]]}}\n')
# Crossword Compiler's JPZ: crossword-compiler-applet, rectangular-puzzle, metadata, crossword, grid, cell, word, clues
_JPZ = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<crossword-compiler-applet xmlns="http://crossword.info/xml/crossword-compiler">\n'
        '<rectangular-puzzle xmlns="http://crossword.info/xml/rectangular-puzzle" '
        'alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ">\n'
        '<metadata>\n<title>ACPT 2026 Puzzle 7 (Final, B)</title>\n<creator>R. Calder</creator>\n'
        '<copyright>(c) 2026 Tournament Committee</copyright>\n<description></description>\n</metadata>\n'
        '<crossword>\n<grid width="3" height="3">\n<grid-look numbering-scheme="normal"/>\n'
        '<cell x="1" y="1" solution="C" number="1"></cell>\n<cell x="2" y="1" solution="A" number="2"></cell>\n'
        '<cell x="3" y="1" solution="T" number="3"></cell>\n</grid>\n'
        '<word id="1" x="1-3" y="1"></word>\n<word id="4" x="1" y="1-3"></word>\n'
        '<clues ordering="normal"><title><b>Across</b></title>\n'
        '<clue word="1" number="1">Tabby, e.g.</clue>\n</clues>\n'
        '<clues ordering="normal"><title><b>Down</b></title>\n<clue word="4" number="1">Holstein</clue>\n</clues>\n'
        '</crossword>\n</rectangular-puzzle>\n</crossword-compiler-applet>\n')


def _zipped_jpz() -> bytes:
    """The JPZ as Crossword Compiler's applet export ships it: a zip archive (PK\\x03\\x04) holding the XML."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("acpt26_p7_final_b.xml", date_time=(2026, 3, 14, 9, 0, 0)), _JPZ)
    return buf.getvalue()


_JPZ_ZIP = _zipped_jpz()
# Crossfire's dictionary: one 'WORD;score' a line, upper case, scores 1-100 (50 the default)
_CROSSFIRE_DICT = "AAH;50\nABACI;40\nACAI;60\nACPT;25\nADA;50\nADIEU;55\nAERIE;45\nAGITA;60\nNATICK;70\n"
# Spread the Wordlist: 'word;score' lines, lower case, scores 0-60
_STWL = "aaa;25\naah;50\naahed;30\naaron;50\nabaci;25\nacai;50\nacpt;50\nnatick;50\n"
# the xd format (century-arcade/xd): 'Key: value' headers, two blank lines, the grid, two blank lines, 'A1. clue ~ ANS'
_XD = ("Title: ACPT 2026 Puzzle 1\nAuthor: R. Calder\nEditor: M. Ostrow\nCopyright: 2026 Tournament Committee\n"
       "Date: 2026-03-13\n\n\nCAT\nORE\nWET\n\n\nA1. Tabby, e.g. ~ CAT\nA4. Mined rock ~ ORE\nA5. Damp ~ WET\n\n"
       "D1. Holstein ~ COW\nD2. Forms of 'be' ~ ARE\nD3. Vietnamese New Year ~ TET\n")
# the ACPT-style scoring spreadsheet (judges' room export): a solver per row, each puzzle's score, the total
_ACPT_SHEET = ("Rank,Badge,Name,Division,P1,P2,P3,P4,P5,P6,P7,Total\n"
               "1,0412,Ada Quill,A,1505,1680,1830,1555,2140,1720,1985,12415\n"
               "2,0077,Ben Okafor,A,1480,1655,1805,1530,2065,1695,1960,12190\n"
               "3,0233,Chen Li,A,1455,1630,1780,1505,1990,1670,1935,11965\n")
# an online division's leaderboard export (CSV)
_BOARD_CSV = ("rank,username,puzzle,solve_time,errors,checks,reveals,score\n"
              "1,adaq,p3-express,4:12,0,0,0,1780\n2,benok,p3-express,4:38,0,0,0,1755\n"
              "3,chenli,p3-express,5:02,1,0,0,1705\n")
_BOARD_JSON = ('{"puzzle": "p3-express", "event": "Lollapuzzoola 19 at home", "leaderboard": [{"rank": 1, '
               '"username": "adaq", "solveTime": 252, "errors": 0, "checks": 0, "reveals": 0, "score": 1780}, '
               '{"rank": 2, "username": "benok", "solveTime": 278, "errors": 0, "checks": 0, "reveals": 0, '
               '"score": 1755}]}\n')
# the final standings typed as text: six fields a line (rank, solver, division, clean grids, score, city)
_STANDINGS = ("Rank Solver Div Clean Score City\n1 Ada_Quill A 7 12415 Brooklyn\n2 Ben_Okafor A 7 12190 Oakland\n"
              "3 Chen_Li A 6 11965 Toronto\n")
# the editor's test-solve log: six fields a line (puzzle, solver, date, errors, seconds, difficulty 1-5)
_TESTSOLVE = ("puzzle solver date errors seconds difficulty\nsat-0314 rachel 2026-03-10 0 1412 4\n"
              "sat-0314 omar 2026-03-10 2 1865 5\nsat-0314 june 2026-03-11 0 1190 4\n")
# the panel's difficulty ratings: four fields a line (puzzle, solver, seconds, rating)
_RATINGS = ("puzzle solver seconds rating\nsat-0314 rachel 1412 4\nsat-0314 omar 1865 5\nsat-0314 june 1190 4\n")


def fortyninth_bar_crosswords_cases() -> list[Case]:
    G = FORTYNINTH_CROSSWORDS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="solves", judgements="final_standings", runs=_RECS3, stem="standings", outputs=_OUT,
        item="solver", rounded="test_solvers",
        weights="{'acpt_scoring': 2.0, 'online_times': 1.0, 'test_solvers': 0.5, 'fill_scores': 0.5}",
        lone_query="R['acpt_scoring']['acpt26:p8-playoff/div-c'] = {'solver:0901/ivy-roth': 0.9, "
                   "'solver:0933/jon-park': 0.4}\n",
        trust="acpt_scoring 2\nonline_times 1\ntest_solvers 0.5\n",
        trust_dict="{'acpt_scoring': 2, 'online_times': 1, 'test_solvers': 0.5}",
        texts={
            "rrf": ("u49a_rrf_scoring_sources",
                    "rankagg.fuse({source: {puzzle/division: {solver: score}}}, method='rrf'): four sources, six "
                    "puzzles and divisions ('acpt26:p5/div-a'), solvers as 'solver:0412/ada-quill'"),
            "borda": ("u49a_borda_unfinished_grids",
                      "rankagg.fuse(..., method='borda'): the online times have no score for a solver who never "
                      "submitted the grid"),
            "combsum": ("u49a_combsum_rounded_test_ratings",
                        "rankagg.fuse(..., method='combsum'): the test-solvers' difficulty-adjusted ratings at one "
                        "decimal (many ties) beside the others"),
            "fuser": ("u49a_weighted_fuser_judges_room",
                      "rankagg.Fuser('rrf', weights=...) per puzzle: the judges' ACPT scores count 2, the test-solve "
                      "ratings and the fill scores 0.5"),
            "frame": ("u49a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scoring team's sheet, a "
                      "row per puzzle, solver and source"),
            "evaluate": ("u49a_evaluate_final_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the finalists first"),
            "lone": ("u49a_one_source_playoff",
                     "rankagg.fuse(..., method='rrf'): a playoff only the judges' room scored (division C, on paper, "
                     "no online times) beside puzzles every source covers"),
            "cli_rrf": ("u49a_cli_rrf_runs",
                        "rankagg fuse acpt_scoring.run online_times.run test_solvers.run --method rrf -o "
                        "standings.run: one run per source, puzzles and divisions as queries"),
            "cli_borda": ("u49a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' room "
                          "counts double)"),
            "cli_combsum": ("u49a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four solvers per puzzle the stage "
                            "announcer calls up"),
            "cli_evaluate": ("u49a_cli_evaluate_final_standings_qrels",
                             "rankagg evaluate standings.run --qrels final_standings.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the standings after the appeals (0-2)"),
            "cli_parquet": ("u49a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the scoring "
                            "laptops, a Parquet table for the results board")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u49a_across_lite_puz_as_run", "an Across Lite puzzle (.puz: a checksum, 'ACROSS&DOWN\\0', version 1.3, "
         "the grid, NUL-terminated clues)", "acpt26_p1.puz", _PUZ, "Across Lite", "acpt26_p1.puz"),
        ("u49a_ipuz_as_run", "an ipuz puzzle (JSON: version http://ipuz.org/v2, kind crossword#1, dimensions, "
         "puzzle, solution, clues)", "acpt26_p5.ipuz", _IPUZ, "ipuz", "acpt26_p5.ipuz:1"),
        ("u49a_jpz_as_run", "a Crossword Compiler JPZ (crossword-compiler-applet, rectangular-puzzle, metadata, "
         "grid, cells, words, clues)", "acpt26_p7_final_b.jpz", _JPZ, "JPZ", "acpt26_p7_final_b.jpz:2"),
        ("u49a_zipped_jpz_as_run", "a zipped JPZ (a zip archive holding the Crossword Compiler XML)",
         "acpt26_p7_final_b_applet.jpz", _JPZ_ZIP, "JPZ", "acpt26_p7_final_b_applet.jpz"),
        ("u49a_crossfire_dict_as_run", "a Crossfire word list ('WORD;score' lines)", "crossfire_dict.txt",
         _CROSSFIRE_DICT, "word list", "crossfire_dict.txt:1"),
        ("u49a_xd_as_run", "an xd crossword ('Title:', 'Author:' headers, the grid, 'A1. clue ~ ANSWER' lines)",
         "acpt26_p1.xd", _XD, "xd", "acpt26_p1.xd:1"),
        ("u49a_acpt_sheet_as_run", "the ACPT-style scoring spreadsheet (Rank, Badge, Name, Division, P1-P7, Total)",
         "acpt26_scores.csv", _ACPT_SHEET, "ACPT", "acpt26_scores.csv:1"),
        ("u49a_leaderboard_json_as_run", "an online division's leaderboard (JSON: puzzle, event, leaderboard with "
         "rank, username, solveTime, errors, score)", "p3_express_leaderboard.json", _BOARD_JSON, "leaderboard",
         "p3_express_leaderboard.json:1"),
        ("u49a_standings_text_as_run", "the final standings typed as text (six fields a line: rank, solver, "
         "division, clean grids, score, city)", "final_standings.txt", _STANDINGS, "standings",
         "final_standings.txt:1"),
        ("u49a_testsolve_log_as_run", "the editor's test-solve log (six fields a line: puzzle, solver, date, "
         "errors, seconds, difficulty)", "testsolve_sat-0314.txt", _TESTSOLVE, "test-solve",
         "testsolve_sat-0314.txt:1")],
        one_run=("online_times.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary puzzle file read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u49a_difficulty_ratings_as_qrels", "difficulty_ratings.txt", _RATINGS, "difficulty ratings"),
        ("u49a_wordlist_as_qrels", "spreadthewordlist.dict", _STWL, "word list"),
        ("u49a_acpt_sheet_as_qrels", "acpt26_scores.csv", _ACPT_SHEET, "ACPT"),
        ("u49a_leaderboard_csv_as_qrels", "p3_express_leaderboard.csv", _BOARD_CSV, "leaderboard")],
        one_run=("online_times.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u49a_out_puz", "standings.puz", "an Across Lite puzzle"),
        ("u49a_out_ipuz", "standings.ipuz", "an ipuz puzzle"),
        ("u49a_out_jpz", "standings.jpz", "a Crossword Compiler JPZ"),
        ("u49a_out_xd", "standings.xd", "an xd crossword")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u49a_api_ipuz_dict",
            "rankagg.fuse(json.load(acpt26_p5.ipuz)): an ipuz puzzle loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.ipuz')), method='rrf')\n",
            "ipuz", why="a run maps a query to {document: score}; an ipuz document's 'version' and 'title' are text, "
            "'puzzle' and 'solution' lists of rows", files={"p.ipuz": _IPUZ}),
        bad("u49a_api_acpt_sheet_frame",
            "rankagg.fuse(pd.read_csv(acpt26_scores.csv)): the ACPT-style scoring spreadsheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "ACPT", why="a table of runs has qid, docid, run and score columns; the scoring sheet has a solver per row "
            "and a column per puzzle", files={"s.csv": _ACPT_SHEET}),
    ]
    return cases
