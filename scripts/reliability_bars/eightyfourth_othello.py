"""Issue 45's eighty-fourth bar of scripts/reliability_matrix.py, a national Othello federation's ratings committee and
a club's tournament director, ranking players per round, tournament and season from game results, disc counts, ratings
and engine analyses (its cases, ids ``u84a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each round, tournament or season (``round:2026/nl-open/r3``, the year, the event, then the round;
``tournament:2026/dutch-championship``; ``season:2026/grand-prix``) is a query and each player a document
(``player:NL/0412``, the federation, then its membership number); the runs are the disc counts from the result sheets,
the federation's ratings, Edax's analyses of the games and the TD's standings, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the ratings weighted highest (the committee's rules rank a
season by rating first), and judged against the committee's rankings (2 qualified for the national final, 1 reserve,
0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a WTHOR games file
(.wtb, binary) and its players' and tournaments' files (WTHOR.JOU, WTHOR.TRN, binary), a GGS game record (GGF), Edax's
-solve table, the eOthello games dataset (CSV) and the same games as a notebook's JSON, the TD's typed result sheet,
pairings and standings), and outputs named for the field's files (a .wtb, a .ggf, a WTHOR.JOU, the eOthello dataset's
othello_dataset.csv).
(Checked: WTHOR's 16-byte header (century, year, month, day; N1 u32 little-endian, the games; N2 u16, the names; the
games' year u16; board size 8; game type 0; the depth of the theoretical score, 22 by custom; a reserved byte) and the
68-byte game record (tournament, black and white player numbers as u16, black's discs, the theoretical score, 60 moves
as column + 10 * row, a1 = 11, zeros after the last) from NBoard's ThorHeader and ThorGame8 (weltyc/nboard), Edax's
base.h, a wtb_to_csv.py (E-Kohei/Othello) and a Rust wthor crate, whose Jou and Trn read names of 20 and 26 bytes
(NUL-terminated) after a header with N1 0, N2 the count and the year 0; GGS's GGF ('(;GM[Othello]PC[GGS/os]
DT[...]PB[...]PW[...]RB[...]RW[...]TI[05:00//02:00]TY[8]RE[+0.000]BO[8 -------- ... *]B[d3//0.01]...;)', passes as
PA, RE the disc difference from Black's side) from NBoard's GgfGameTest and engines' parsers; Edax's -solve table
(' # | depth|score|       time   |  nodes (N)  |   N/s    | principal variation', its rule, then
'  1|   14   +18 ...') from Edax's main.c header strings and its users' captured output; the eOthello games
dataset's header 'eOthello_game_id,winner,game_moves' and a real row (game 1050515, winner -1, moves as one
lowercase string) from its users' loaders.  The games are replayed here: 1050515 ends 18-46 with two passes, the
second game 25-34 with one square empty.  The JSON is that CSV as pandas' to_json(orient='records') writes it:
eOthello's own API and export could not be checked, nor could Othello Quest's, nor the World Othello Federation's
ratings list (an HTML page), so they are left out.  The Edax rows are the first three of Edax's fforum-1-19 problems
as a user captured them (the problem file's name here the team's own); the player names, ids and ratings are the
team's own; the result sheet, pairings and standings are typed here as the TD types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFOURTH_OTHELLO = ("45 Unseen inputs: an eighty-fourth bar, a national Othello federation's ratings committee "
                        "and a club's tournament director ranking players per round, tournament and season from game "
                        "results, disc counts, ratings and engine analyses (WTHOR's .wtb, .JOU and .TRN, GGS's GGF "
                        "records, Edax's -solve table, the eOthello games dataset as CSV and JSON, result sheets, "
                        "pairings and standings as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['disc_counts', 'federation_ratings', 'edax_analysis', 'td_standings'],
    items=['player:NL/0412', 'player:NL/0133', 'player:BE/0057', 'player:NL/0871', 'player:DE/1204',
           'player:NL/0299', 'player:GB/0316', 'player:NL/1050'],
    queries=['round:2026/nl-open/r3', 'tournament:2026/nl-open', 'season:2026/grand-prix',
             'tournament:2026/dutch-championship', 'round:2026/dutch-championship/final', 'season:2026/club-league'],
    suffix='/replayed', generator='othello_scores', judgements='committee_rankings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "othello_scores", "othello_rankings.run")

_RECS3 = ["disc_counts", "federation_ratings", "edax_analysis"]
_OUT = ("othello_rankings.run",)
_ONE_RUN = ("round:2026/nl-open/r3 Q0 player:NL/0412 1 0.9312 disc_counts\n"
            "round:2026/nl-open/r3 Q0 player:NL/0133 2 0.8847 disc_counts\n")


# the team's files, as WTHOR, GGS, Edax, the eOthello dataset, a notebook and the TD write them
# two real games, replayed here: eOthello's 1050515 (18-46, passes before h7 and h5) and a game NBoard's bug list
# quotes (25-34, one square left empty)
_GAME_1 = ("d3c5f6f5e6e3d6f7b6d7e2c6d8c4e7c3f4c8c7d2d1a6b3f3b8f8b5f2e8a8b4b7a7a5g3f1g4g5h6a4g6e1b2c1c2h3h4g2g7h2h1a1g1"
           "b1a2a3h7h8g8h5")
_GAME_2 = ("f5f4e3f6e6c5g5d3d6f7g6e7c6d7f3c4f8h6b5e8c7g8d8c8c2a6c3h5b4a3b6g3g4h4a5a4b7c1b3d2f2e2b8a8a7g7e1d1b1g2h1b2"
           "h3g1h2")


def _moves(game: str) -> list[str]:
    return [game[i:i + 2] for i in range(0, len(game), 2)]


# a WTHOR games file (WTH_2026.wtb): the 16-byte header (created 2026-03-02, one game, N2 0, the games' year 2026,
# board 8, games, depth 22, reserved 0), then the 68-byte record: tournament 5, black 1201, white 877, black's 18
# discs, theoretical 18, the 60 moves as column + 10 * row
def _wthor_wtb() -> bytes:
    header = bytes([20, 26, 3, 2]) + struct.pack("<IHHBBBB", 1, 0, 2026, 8, 0, 22, 0)
    moves = bytes((ord(m[0]) - 96) + 10 * int(m[1]) for m in _moves(_GAME_1))
    return header + struct.pack("<HHHBB", 5, 1201, 877, 18, 18) + moves.ljust(60, b"\0")


# WTHOR's names files: the same header with N1 0, N2 the number of names, the year 0; then a NUL-padded name per
# record, 20 bytes for a player (WTHOR.JOU), 26 for a tournament (WTHOR.TRN)
def _wthor_names(names: list[str], size: int) -> bytes:
    header = bytes([20, 26, 3, 2]) + struct.pack("<IHHBBBB", 0, len(names), 0, 0, 0, 0, 0)
    return header + b"".join(n.encode("latin-1").ljust(size, b"\0") for n in names)


_WTB = _wthor_wtb()
_WTB_NAME = "WTH_2026.wtb"
_JOU = _wthor_names(["Verhoeven Jan", "Kato Hiroshi", "Lambert Sophie", "Okafor Daniel"], 20)
_JOU_NAME = "WTHOR.JOU"
_TRN = _wthor_names(["Dutch Open", "Dutch Championship", "Grand Prix Utrecht", "Club League Leiden"], 26)
_TRN_NAME = "WTHOR.TRN"


# a GGS game record (GGF) as the club's night on GGS saves it: one game a line, the moves lowercase with their
# seconds ('//12.41'), a pass as PA, RE black's disc difference
def _ggf() -> str:
    out, black = [], True
    rest = _moves(_GAME_1)
    passes = {"h7", "h5"}  # replayed: the side to move passes before these
    for i, m in enumerate(rest):
        if m in passes:
            out.append(f"{'B' if black else 'W'}[PA//0.01]")
            black = not black
        out.append(f"{'B' if black else 'W'}[{m}//{(i * 37) % 900 / 100 + 0.5:.2f}]")
        black = not black
    return ("(;GM[Othello]PC[GGS/os]DT[2026.03.01_20:14:52.CET]PB[jverhoeven]PW[hkato]RB[2087.44]RW[2131.90]"
            "TI[05:00//02:00]TY[8]RE[-28.000]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- "
            "-------- *]" + "".join(out) + ";)\n")


_GGF = _ggf()
_GGF_NAME = "club_night_0301.ggf"

# Edax's -solve table over a problem file (the rows fforum-1-19's first three, as a user captured them)
_EDAX = (" # | depth|score|       time   |  nodes (N)  |   N/s    | principal variation\n"
         "---+------+-----+--------------+-------------+----------+---------------------\n"
         "  1|   14   +18        0:00.003         93479   31159667 g8 H7 a8 A6 a4 A7 b6\n"
         "  2|   14   +10        0:00.001         32852   32852000 a4 B7 a3 A2 b8 A7 g7\n"
         "  3|   14   +02        0:00.003        156099   52033000 d1 G1 b8 C1 g3 A8 g2\n"
         "---+------+-----+--------------+-------------+----------+---------------------\n"
         "nl-open-r3.obf: 282430 nodes in  0:00.007\n")
_EDAX_NAME = "edax_solve_nl_open_r3.txt"

# the eOthello games dataset (othello_dataset.csv): the game's id, the winner (1 black, -1 white, 0 a draw), the moves
_EOTHELLO_CSV = f"eOthello_game_id,winner,game_moves\n1050515,-1,{_GAME_1}\n1050742,-1,{_GAME_2}\n"
_EOTHELLO_NAME = "othello_dataset.csv"

# the same games as the committee's notebook saves them, pandas' to_json(orient='records'): compact, one array
_EOTHELLO_JSON = json.dumps([{"eOthello_game_id": 1050515, "winner": -1, "game_moves": _GAME_1},
                             {"eOthello_game_id": 1050742, "winner": -1, "game_moves": _GAME_2}],
                            separators=(",", ":"))
_EOTHELLO_JSON_NAME = "eothello_games.json"

# the TD's result sheet as typed from the score slips: round, table, black, white, black's discs, white's discs: six
# fields a line
_RESULT_SHEET = ("3 1 NL-0412 NL-0133 38 26\n3 2 BE-0057 NL-0871 29 35\n3 3 DE-1204 NL-0299 33 31\n"
                 "3 4 GB-0316 NL-1050 18 46\n")
# the TD's pairings for the next round as typed for the wall: round, table, black, white: four fields a line
_PAIRINGS = "4 1 NL-0871 NL-0412\n4 2 NL-0133 DE-1204\n4 3 NL-1050 BE-0057\n4 4 NL-0299 GB-0316\n"
# the standings after a round as the TD types them: place, player, points, Brightwell, discs, games: six fields a line
_STANDINGS = ("1 NL-0412 3 97.0 112 3\n2 NL-0871 3 95.5 109 3\n3 DE-1204 2 64.0 101 3\n4 NL-1050 2 61.5 118 3\n")


def eightyfourth_bar_othello_cases() -> list[Case]:
    G = EIGHTYFOURTH_OTHELLO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="othello_scores", judgements="committee_rankings", runs=_RECS3,
        stem="othello_rankings", outputs=_OUT, item="player", rounded="edax_analysis",
        weights="{'disc_counts': 1.0, 'federation_ratings': 2.0, 'edax_analysis': 0.5, 'td_standings': 1.5}",
        lone_query="R['td_standings']['tournament:2026/club-blitz'] = "
                   "{'player:NL/0299': 0.9, 'player:NL/1050': 0.4}\n",
        trust="disc_counts 1\nfederation_ratings 2\nedax_analysis 1\n",
        trust_dict="{'disc_counts': 1, 'federation_ratings': 2, 'edax_analysis': 1}",
        texts={
            "rrf": ("u84a_rrf_othello_scores",
                    "rankagg.fuse({source: {round, tournament or season: {player: score}}}, method='rrf'): the disc "
                    "counts, the federation's ratings, Edax's analyses and the TD's standings, six rankings "
                    "('round:2026/nl-open/r3'), players as 'player:NL/0412'"),
            "borda": ("u84a_borda_player_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a newcomer the federation has not rated yet and whose games "
                      "Edax did not analyse, so some sources have no score for them"),
            "combsum": ("u84a_combsum_rounded_edax_analysis",
                        "rankagg.fuse(..., method='combsum'): Edax's analyses in whole discs, at one decimal (many "
                        "ties), beside the disc counts and the federation's ratings"),
            "fuser": ("u84a_weighted_fuser_federation_ratings",
                      "rankagg.Fuser('rrf', weights=...) per round and season: the federation's ratings count 2, as "
                      "the committee's rules rank a season by rating first"),
            "frame": ("u84a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per tournament, player and source"),
            "evaluate": ("u84a_evaluate_committee_rankings",
                         "rankagg.evaluate(fused ranking, the committee's rankings, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the players qualified for the national final first"),
            "lone": ("u84a_club_blitz_only_td_standings",
                     "rankagg.fuse(..., method='rrf'): the club's blitz night, unrated, only the TD's standings "
                     "cover, beside tournaments every source covers"),
            "cli_rrf": ("u84a_cli_rrf_runs",
                        "rankagg fuse disc_counts.run federation_ratings.run edax_analysis.run --method rrf -o "
                        "othello_rankings.run: one run per source, rounds, tournaments and seasons as queries"),
            "cli_borda": ("u84a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the federation's "
                          "ratings count double)"),
            "cli_combsum": ("u84a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players qualified per tournament"),
            "cli_evaluate": ("u84a_cli_evaluate_committee_rankings_qrels",
                             "rankagg evaluate othello_rankings.run --qrels committee_rankings.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's rankings (0-2)"),
            "cli_parquet": ("u84a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o othello_rankings.parquet: gzipped runs from the "
                            "committee's scripts, a Parquet table for the ratings officer's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u84a_wthor_wtb_as_run", "a WTHOR games file (.wtb: 16-byte header, 68-byte games: tournament, players, "
         "black's discs, theoretical score, 60 moves)", _WTB_NAME, _WTB, "WTHOR", _WTB_NAME),
        ("u84a_wthor_jou_as_run", "WTHOR's players file (WTHOR.JOU: the header, then 20-byte names)", _JOU_NAME, _JOU,
         "WTHOR", _JOU_NAME),
        ("u84a_wthor_trn_as_run", "WTHOR's tournaments file (WTHOR.TRN: the header, then 26-byte names)", _TRN_NAME,
         _TRN, "WTHOR", _TRN_NAME),
        ("u84a_ggs_ggf_as_run", "a GGS game record (GGF: (;GM[Othello]PC[GGS/os]... BO[8 ...]B[d3//0.50]...;))",
         _GGF_NAME, _GGF, "GGF", named_at(_GGF_NAME, _GGF)),
        ("u84a_edax_solve_as_run", "Edax's -solve table (# | depth|score| time | nodes (N) | N/s | principal "
         "variation)", _EDAX_NAME, _EDAX, "Edax", named_at(_EDAX_NAME, _EDAX)),
        ("u84a_eothello_csv_as_run", "the eOthello games dataset (eOthello_game_id, winner, game_moves)",
         _EOTHELLO_NAME, _EOTHELLO_CSV, "eOthello", named_at(_EOTHELLO_NAME, _EOTHELLO_CSV)),
        ("u84a_eothello_json_as_run", "the eOthello games as the committee's notebook saves them (JSON records: "
         "eOthello_game_id, winner, game_moves)", _EOTHELLO_JSON_NAME, _EOTHELLO_JSON, "eOthello",
         f"{_EOTHELLO_JSON_NAME}:1"),
        ("u84a_result_sheet_as_run", "the TD's result sheet as typed (six fields a line: round, table, black, white, "
         "black's discs, white's discs)", "results_nl_open_r3.txt", _RESULT_SHEET, "result sheet",
         "results_nl_open_r3.txt:1"),
        ("u84a_pairings_as_run", "the TD's pairings as typed (four fields a line: round, table, black, white)",
         "pairings_nl_open_r4.txt", _PAIRINGS, "pairings", "pairings_nl_open_r4.txt:1"),
        ("u84a_standings_as_run", "the TD's standings as typed (six fields a line: place, player, points, "
         "Brightwell, discs, games)", "standings_nl_open_r3.txt", _STANDINGS, "standings",
         "standings_nl_open_r3.txt:1")],
        one_run=("disc_counts.run", _ONE_RUN), stem="othello_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a result sheet's six are a round, a table, "
                 "two players and their discs, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a WTHOR file read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u84a_pairings_as_qrels", "pairings_nl_open_r4.txt", _PAIRINGS, "pairings"),
        ("u84a_result_sheet_as_qrels", "results_nl_open_r3.txt", _RESULT_SHEET, "result sheet"),
        ("u84a_ggs_ggf_as_qrels", _GGF_NAME, _GGF, "GGF"),
        ("u84a_eothello_csv_as_qrels", _EOTHELLO_NAME, _EOTHELLO_CSV, "eOthello")],
        one_run=("disc_counts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u84a_out_wthor_wtb", "WTH_2026.wtb", "a WTHOR games file"),
        ("u84a_out_ggs_ggf", "season_final.ggf", "a GGS game record (GGF)"),
        ("u84a_out_wthor_jou", "WTHOR.JOU", "WTHOR's players file"),
        ("u84a_out_eothello_dataset_csv", "othello_dataset.csv", "the eOthello games dataset")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=84"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u84a_api_eothello_json_list",
            "rankagg.fuse(json.load(eothello_games.json)): the eOthello games as the notebook saved them, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "eOthello", why="a run maps a query to {document: score}; the eOthello games are a list of records, a "
            "game each (its id, the winner and the moves as one string)",
            files={"r.json": _EOTHELLO_JSON}),
        bad("u84a_api_eothello_frame",
            "rankagg.fuse(pd.read_csv(othello_dataset.csv)): the eOthello games dataset (eOthello_game_id, winner, "
            "game_moves) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "eOthello", why="a table of runs has qid, docid, run and score columns; the eOthello dataset has a game a "
            "row (its id, the winner as 1, -1 or 0, the moves as one string)",
            files={"r.csv": _EOTHELLO_CSV}),
    ]
    return cases
