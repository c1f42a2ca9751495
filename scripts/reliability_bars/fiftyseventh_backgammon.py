"""Issue 45's fifty-seventh bar of scripts/reliability_matrix.py, a backgammon club's tournament director and a
federation's ratings team ranking players per match, tournament and season across backgammon software (its cases, ids
``u57b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a persona session, before any of its recognisers existed.)

The team's day: each event and flight (``evt:club-monthly-2026-11/open``) is a query and each player entry or match
a document (``plr:fibs/alice_t``, ``match:r2-m03/11pt``); the runs are the match results (points won over points
played), the FIBS-style ratings, GNU Backgammon's performance ratings (PR, lower errors scored higher) and eXtreme
Gammon's error rates, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against the federation's season standings (2 qualified for the final, 1 in the
consolation flight, 0 out).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
Jellyfish .mat match file, GNU Backgammon's SGF (GM[6]), its HTML and text analysis exports, an eXtreme Gammon .xg
binary and its text export, a FIBS CLIP log, the director's typed results and ratings ledger, whose lines have six
fields with a number fifth), and outputs named for the field's files (.mat, .sgf, .xg, .xgp).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSEVENTH_BACKGAMMON = ("45 Unseen inputs: a fifty-seventh bar, a backgammon club's tournament director and a "
                           "federation's ratings team ranking players per match, tournament and season (Jellyfish "
                           ".mat, GNU Backgammon SGF and exports, eXtreme Gammon .xg and text, FIBS, typed results "
                           "and ratings, Challonge)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['match_results', 'fibs_ratings', 'gnubg_pr', 'xg_error_rate'],
    items=['plr:fibs/alice_t', 'plr:usbgf/bob-k', 'plr:bmab/carla_m', 'match:r2-m03/11pt', 'plr:fibs/dmitri_v',
           'match:r3-m01/13pt', 'plr:club/eve-h', 'match:cons-m02/7pt'],
    queries=['evt:club-monthly-2026-11/open', 'evt:club-monthly-2026-11/intermediate', 'evt:season-2026/open',
             'evt:regional-cup-2026/championship', 'evt:chouette-night-2026-11/money', 'evt:online-league-s4/div1'],
    suffix='/playoff', generator='standings', judgements='season_final') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["match_results", "fibs_ratings", "gnubg_pr"]
_OUT = ("standings.run",)
_ONE_RUN = ("evt:club-monthly-2026-11/open Q0 plr:fibs/alice_t 1 0.88 gnubg_pr\nevt:club-monthly-2026-11/open Q0 "
            "plr:usbgf/bob-k 2 0.74 gnubg_pr\n")
# the team's files, as the backgammon programs, servers and the director write them (a few lines)
# Jellyfish's match file: ' N point match', ' Game n', the score line, then numbered moves in two columns
_MAT = (" 11 point match\n\n Game 1\n alice_t : 0                          bob-k : 0\n"
        "  1)                                  31: 8/5 6/5\n"
        "  2) 52: 13/11 13/8                   64: 24/18 13/9\n"
        "  3) 62: 24/18* 13/11                 43: 25/21 13/10\n"
        "  4)  Doubles => 2                     Takes\n"
        "  5) 55: 8/3(2) 6/1*(2)               21: \n"
        "                                      Wins 2 points\n")
# GNU Backgammon's SGF (sgf.c SaveGame: the fixed header '(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:...]', MI[length..])
_SGF = ("(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:11][game:0][ws:0][bs:0][wtime:0][btime:0]"
        "[wtimeouts:0][btimeouts:0]PW[alice_t]PB[bob-k]RU[Crawford]DT[2026-11-21]EV[Club monthly November]\n"
        ";B[31hefe]\n;W[52lnlq]\n;B[64rxjn]\n)\n")
# GNU Backgammon's HTML export (export match html): XHTML, a generator meta naming the program and version
_GNUBG_HTML = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
               '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'
               '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n<head>\n'
               '<meta name="generator" content="GNU Backgammon 1.07.001" />\n'
               '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
               '<title>alice_t versus bob-k, 11 point match (game 1, move 1)</title>\n</head>\n<body>\n'
               '<h1>alice_t versus bob-k, 11 point match (game 1, move 1)</h1>\n'
               '<table class="gnustatistics">\n<tr><th>Player</th><th>alice_t</th><th>bob-k</th></tr>\n'
               '<tr><td>Error rate mEMG (MWC)</td><td>-4.1 ( -0.312%)</td><td>-7.9 ( -0.598%)</td></tr>\n'
               '</table>\n</body>\n</html>\n')
# GNU Backgammon's match statistics as text (show statistics match / the text export's statistics block)
_GNUBG_STATS = ("Player                                  alice_t                   bob-k\n\n"
                "Checkerplay statistics\n\n"
                "Total moves                             24                        23\n"
                "Unforced moves                          21                        20\n"
                "Moves marked doubtful                   2                         3\n"
                "Moves marked bad                        0                         1\n"
                "Error rate mEMG (MWC)                   -4.1   ( -0.312%)         -7.9   ( -0.598%)\n"
                "Chequerplay rating                      World class               Expert\n\n"
                "Overall statistics\n\n"
                "Snowie error rate                       -2.0   ( +0.000%)         -3.9   ( +0.000%)\n")


def _utf16(text: str, chars: int) -> bytes:
    return text.encode("utf-16-le").ljust(chars * 2, b"\0")


def _xg_file() -> bytes:
    """An eXtreme Gammon .xg file: the RichGameFormat header (magic 'RGMH', $484D4752 little-endian; version 1,
    header size 8232, thumbnail offset and size, a game GUID, then GameName, SaveName, LevelName, Comments as 1024
    UTF-16 characters each), then the start of the zlib-compressed archive."""
    head = b"RGMH" + struct.pack("<IIqI", 1, 8232, 0, 0) + bytes(range(16))
    head += _utf16("alice_t - bob-k, 11 pt", 1024) + _utf16("ClubMonthly_R1_M01", 1024) + _utf16("", 1024)
    head += _utf16("Club monthly November, round 1", 1024)
    return head + zlib.compress(b"\0" * 2560)


_XG = _xg_file()
# eXtreme Gammon's text export of a position (Copy position / export as text): XGID line, board, analysis, version
_XG_TEXT = ("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:11:10\n\n"
            "X:alice_t   O:bob-k\n"
            "Score is X:0 O:0 11 pt.(s) match.\n"
            " +13-14-15-16-17-18------19-20-21-22-23-24-+\n"
            " | X           O    |   | O              X |\n"
            " +12-11-10--9--8--7-------6--5--4--3--2--1-+\n"
            "Pip count  X: 167  O: 167 X-O: 0-0/11\nCube: 1\nX to play 52\n\n"
            "    1. XG Roller++ 13/11 13/8                  eq:+0.012\n"
            "      Player:   50.12% (G:13.21% B:0.61%)\n"
            "      Opponent: 49.88% (G:12.98% B:0.55%)\n\n"
            "eXtreme Gammon Version: 2.19.211.pre-release, MET: Kazaross XG2\n")
# a FIBS session log as a client records it: CLIP messages (1 welcome, 5 who info, 6 end of who) and a board: line
_FIBS_LOG = ("1 alice_t 1795500000 host-81-2-3-4.example.net\n"
             "5 alice_t - - 1 0 1712.38 2345 3 1795500000 host-81-2-3-4.example.net GNU_Backgammon_1.07 -\n"
             "5 bob-k - - 1 0 1650.02 987 41 1795499712 dsl-22-9.example.org JavaFIBS_2001 -\n6\n"
             "board:You:bob-k:11:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:3:1:0:0:1:1:1:0:1:-1:"
             "0:25:0:0:0:0:2:0:0:0\n")
# the director's typed results: round, match, winner, loser, winner's points, loser's points (six fields a line)
_RESULTS = ("R1 M01 alice_t bob-k 11 7\nR1 M02 carla_m dmitri_v 11 9\nR1 M03 eve-h frank_o 11 4\n"
            "R2 M01 alice_t carla_m 11 10\n")
# the club's ratings ledger after each match, FIBS formula: date, player, opponent, W/L, change, new rating
_LEDGER = ("2026-11-21 alice_t bob-k W 6.42 1718.80\n2026-11-21 bob-k alice_t L -6.42 1643.60\n"
           "2026-11-21 carla_m dmitri_v W 5.11 1588.34\n2026-11-21 dmitri_v carla_m L -5.11 1602.77\n")
# the bracket as typed on the club's noticeboard: round, winner, loser, score (four fields a line)
_BRACKET = "R1 alice_t bob-k 11-7\nR1 carla_m dmitri_v 11-9\nR2 alice_t carla_m 11-10\nF alice_t eve-h 11-6\n"
# Challonge's API answer for a tournament (GET /v1/tournaments/{id}.json?include_participants=1&include_matches=1)
_CHALLONGE = ('{"tournament": {"id": 14420573, "name": "Club Monthly November 2026", "url": "bgclub_nov26", '
              '"tournament_type": "double elimination", "state": "complete", "game_name": "Backgammon", '
              '"started_at": "2026-11-21T10:02:11.000+01:00", "completed_at": "2026-11-21T19:48:40.000+01:00", '
              '"participants_count": 8, "participants": [{"participant": {"id": 224101, "name": "alice_t", "seed": 1, '
              '"final_rank": 1}}, {"participant": {"id": 224102, "name": "bob-k", "seed": 2, "final_rank": 3}}], '
              '"matches": [{"match": {"id": 30112201, "round": 1, "player1_id": 224101, "player2_id": 224102, '
              '"winner_id": 224101, "loser_id": 224102, "scores_csv": "11-7", "state": "complete"}}]}}\n')
# the club's match results sheet as exported from its spreadsheet
_RESULTS_CSV = ("Date,Event,Round,Match,Player 1,Player 2,Length,Score 1,Score 2,Winner\n"
                "2026-11-21,Club monthly November,1,1,alice_t,bob-k,11,11,7,alice_t\n"
                "2026-11-21,Club monthly November,1,2,carla_m,dmitri_v,11,11,9,carla_m\n")


def fiftyseventh_bar_backgammon_cases() -> list[Case]:
    G = FIFTYSEVENTH_BACKGAMMON
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="season_final", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player or match", rounded="fibs_ratings",
        weights="{'match_results': 1.0, 'fibs_ratings': 0.5, 'gnubg_pr': 2.0, 'xg_error_rate': 1.5}",
        lone_query="R['xg_error_rate']['evt:newcomers-2026-11/novice'] = {'plr:club/gina-p': 0.9, "
                   "'plr:club/hugo-r': 0.4}\n",
        trust="gnubg_pr 2\nmatch_results 1\nfibs_ratings 0.5\n",
        trust_dict="{'gnubg_pr': 2, 'match_results': 1, 'fibs_ratings': 0.5}",
        texts={
            "rrf": ("u57b_rrf_results_ratings_pr",
                    "rankagg.fuse({source: {event/flight: {player or match: score}}}, method='rrf'): four sources, "
                    "six events ('evt:club-monthly-2026-11/open'), players as 'plr:fibs/alice_t'"),
            "borda": ("u57b_borda_unanalysed_matches",
                      "rankagg.fuse(..., method='borda'): the match results have no score for a player whose match "
                      "was not played (a walkover)"),
            "combsum": ("u57b_combsum_rounded_fibs_ratings",
                        "rankagg.fuse(..., method='combsum'): the FIBS-style ratings scaled to one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u57b_weighted_fuser_pr_counts_double",
                      "rankagg.Fuser('rrf', weights=...) per event: GNU Backgammon's PR counts 2, the FIBS ratings "
                      "0.5"),
            "frame": ("u57b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ratings team's sheet, a "
                      "row per event, player or match and source"),
            "evaluate": ("u57b_evaluate_season_final",
                         "rankagg.evaluate(fused ranking, the season standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the players who qualified for the final"),
            "lone": ("u57b_one_source_newcomers_event",
                     "rankagg.fuse(..., method='rrf'): an event only eXtreme Gammon analysed (the newcomers' night, "
                     "no ratings yet) beside events every source covers"),
            "cli_rrf": ("u57b_cli_rrf_runs",
                        "rankagg fuse match_results.run fibs_ratings.run gnubg_pr.run --method rrf -o standings.run: "
                        "one run per source, events as queries"),
            "cli_borda": ("u57b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the PR counts "
                          "double)"),
            "cli_combsum": ("u57b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players a flight sends to the "
                            "season final"),
            "cli_evaluate": ("u57b_cli_evaluate_season_final_qrels",
                             "rankagg evaluate standings.run --qrels season_final.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the season standings (0-2)"),
            "cli_parquet": ("u57b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the ratings "
                            "team's nightly jobs, a Parquet table for the federation's site")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u57b_jellyfish_mat_as_run", "a Jellyfish match file (' 11 point match', ' Game 1', the score line, "
         "numbered moves)", "alice_t-bob-k_11p.mat", _MAT, "Jellyfish", "alice_t-bob-k_11p.mat:1"),
        ("u57b_gnubg_sgf_as_run", "GNU Backgammon's SGF ('(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:...]MI[length:11]')",
         "alice_t-bob-k_11p.sgf", _SGF, "GNU Backgammon", "alice_t-bob-k_11p.sgf:1"),
        ("u57b_gnubg_html_as_run", "GNU Backgammon's HTML export (XHTML, generator 'GNU Backgammon 1.07.001', "
         "statistics table)", "alice_t-bob-k_11p.html", _GNUBG_HTML, "GNU Backgammon", "alice_t-bob-k_11p.html:1"),
        ("u57b_gnubg_stats_text_as_run", "GNU Backgammon's match statistics as text (Player, Checkerplay statistics, "
         "Error rate mEMG (MWC), Snowie error rate)", "alice_t-bob-k_stats.txt", _GNUBG_STATS, "GNU Backgammon",
         "alice_t-bob-k_stats.txt:1"),
        ("u57b_xg_binary_as_run", "an eXtreme Gammon match file (.xg: RichGameFormat header 'RGMH', then a zlib "
         "archive)", "ClubMonthly_R1_M01.xg", _XG, "eXtreme Gammon", "ClubMonthly_R1_M01.xg"),
        ("u57b_xg_text_export_as_run", "eXtreme Gammon's text export of a position (XGID=, board, XG Roller++ "
         "analysis, 'eXtreme Gammon Version:')", "r1m01_move3.txt", _XG_TEXT, "eXtreme Gammon", "r1m01_move3.txt:1"),
        ("u57b_fibs_clip_log_as_run", "a FIBS session log (CLIP messages: 1 welcome, 5 who info, 6, a board: line)",
         "fibs_session_2026-11-20.log", _FIBS_LOG, "FIBS", "fibs_session_2026-11-20.log:1"),
        ("u57b_typed_results_as_run", "the director's typed match results (six fields a line: round, match, winner, "
         "loser, points, points)", "results_nov.txt", _RESULTS, "match results", "results_nov.txt:1"),
        ("u57b_ratings_ledger_as_run", "the club's ratings ledger (six fields a line: date, player, opponent, W/L, "
         "rating change, new rating)", "ratings_ledger_nov.txt", _LEDGER, "ratings", "ratings_ledger_nov.txt:1"),
        ("u57b_challonge_json_as_run", "Challonge's tournament JSON (tournament, participants, matches, scores_csv)",
         "bgclub_nov26.json", _CHALLONGE, "Challonge", "bgclub_nov26.json:1")],
        one_run=("gnubg_pr.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an eXtreme Gammon binary read as lines gives no ranking: named by its "
                   "header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u57b_bracket_as_qrels", "bracket_nov.txt", _BRACKET, "bracket"),
        ("u57b_typed_results_as_qrels", "results_nov.txt", _RESULTS, "match results"),
        ("u57b_jellyfish_mat_as_qrels", "alice_t-bob-k_11p.mat", _MAT, "Jellyfish"),
        ("u57b_ratings_ledger_as_qrels", "ratings_ledger_nov.txt", _LEDGER, "ratings")],
        one_run=("gnubg_pr.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u57b_out_mat", "standings.mat", "a Jellyfish match file"),
        ("u57b_out_sgf", "standings.sgf", "a GNU Backgammon SGF match"),
        ("u57b_out_xg", "standings.xg", "an eXtreme Gammon match file"),
        ("u57b_out_xgp", "standings.xgp", "an eXtreme Gammon position file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u57b_api_challonge_dict",
            "rankagg.fuse(json.load(bgclub_nov26.json)): Challonge's tournament JSON loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "Challonge", why="a run maps a query to {document: score}; Challonge's 'tournament' holds text, numbers "
            "and lists of participants and matches", files={"t.json": _CHALLONGE}),
        bad("u57b_api_results_frame",
            "rankagg.fuse(pd.read_csv(results_nov.csv)): the club's match results sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "match results", why="a table of runs has qid, docid, run and score columns; the results sheet has a "
            "match per row (players, length, scores, winner)", files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
