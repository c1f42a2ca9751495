"""Issue 45's fifty-fourth bar of scripts/reliability_matrix.py, a shogi federation's ratings office and a
computer-shogi tournament's organisers ranking players and engines per round, tournament and season across shogi and
xiangqi software (its cases, ids ``u54b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.
case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session, before any recogniser of its
files existed.)

The team's day: each round, tournament or season (``rd:wcsc36/round-3``, ``season:jsa-2026/autumn``) is a query and
each player or engine a document (``pl:fujita-ryo/6-dan``, ``eng:suisho10/nnue@8t``); the runs are the office's Elo
ratings, the engines' evaluations of the moves played (an accuracy score per player), the tournament points and the
Glicko ratings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against the season's promotions (2 promoted or prize, 1 kept the class, 0 relegated).
The mistakes and odd files: the field's own files given where runs or qrels are read (a KIF and a KI2 game record,
a CSA protocol file and a floodgate game, a USI engine log, a xiangqi PGN in WXF and in ICCS notation, an XQF binary
game, Ordo's rating list CSV, a JSON Kifu Format document, a file of xiangqi FEN positions and one of shogi SFEN
positions, a rating list and a cross-table typed as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFOURTH_SHOGI = ("45 Unseen inputs: a fifty-fourth bar, a shogi federation's ratings office and a computer-shogi "
                     "tournament's organisers ranking players and engines per round, tournament and season (KIF, KI2, "
                     "CSA, floodgate, USI, SFEN, xiangqi PGN/WXF/ICCS, FEN, XQF, Ordo, JKF, typed rating lists and "
                     "cross-tables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['elo_ratings', 'engine_evals', 'tourney_points', 'glicko'],
    items=['pl:fujita-ryo/6-dan', 'eng:suisho10/nnue@8t', 'pl:sato-mei/4-dan', 'eng:yaneuraou-8.30/halfkp',
           'pl:chen-wei/xq-master', 'eng:pikafish-2025/nnue', 'pl:tanaka-kenji/3-dan', 'eng:gikou2/kpp'],
    queries=['rd:wcsc36/round-3', 'rd:jsa-meijin-c2/round-7', 'trn:floodgate-300-10F/2026-11',
             'season:jsa-2026/autumn', 'rd:xq-city-open/round-5', 'trn:ryuo-qual/block-4'],
    suffix='/playoff', generator='standings', judgements='promotions') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["elo_ratings", "engine_evals", "tourney_points"]
_OUT = ("standings.run",)
_ONE_RUN = ("rd:wcsc36/round-3 Q0 eng:suisho10/nnue@8t 1 0.93 tourney_points\nrd:wcsc36/round-3 Q0 "
            "pl:fujita-ryo/6-dan 2 0.71 tourney_points\n")
# the team's files, as the kifu editors, servers, engines and rating programs write them (a few lines)
# KIF (Kakinoki's format, kakinoki.o.oo7.jp/kif_format.html): header '名前：値' lines, the move table's title line,
# numbered moves with the source square in brackets and the times; '.kifu' is the UTF-8 spelling
_KIF = ("#KIF version=2.0 encoding=UTF-8\n# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n"
        "開始日時：2026/11/24 10:00:00\n終了日時：2026/11/24 16:42:10\n棋戦：第36回世界コンピュータ将棋選手権 一次予選\n"
        "持ち時間：各15分+10秒\n手合割：平手\n先手：水匠10\n後手：やねうら王\n"
        "手数----指手---------消費時間--\n   1 ２六歩(27)   ( 0:04/00:00:04)\n   2 ８四歩(83)   ( 0:03/00:00:03)\n"
        "   3 ２五歩(26)   ( 0:05/00:00:09)\n   4 ８五歩(84)   ( 0:02/00:00:05)\n   5 投了\nまで4手で後手の勝ち\n")
# KI2: the same header, moves written '▲７六歩 △３四歩' several to a line, no times
_KI2 = ("開始日時：2026/11/23 10:00\n棋戦：名人戦C級2組順位戦 7回戦\n手合割：平手\n先手：藤田 亮 六段\n"
        "後手：佐藤 芽衣 四段\n\n▲７六歩    △３四歩    ▲２六歩    △４四歩    ▲４八銀    △４二飛\n"
        "▲６八玉    △６二玉    ▲７八玉    △７二玉\nまで10手で中断\n")
# CSA standard file (Computer Shogi Association, version 2.2): 'V2.2', 'N+'/'N-' names, '$' game information, the
# position ('PI', the side to move), moves '+7776FU' with 'T' times, '%TORYO'
_CSA = ("V2.2\nN+Suisho10\nN-YaneuraOu\n$EVENT:WCSC36 round 3\n$SITE:Kawasaki\n$START_TIME:2026/11/24 10:00:00\n"
        "$TIME_LIMIT:00:15+10\n$OPENING:YOKOFUDORI\nPI\n+\n+2726FU\nT4\n-8384FU\nT3\n+2625FU\nT5\n-8485FU\nT2\n"
        "%TORYO\nT1\n")
# a floodgate game as its archive serves it (V2, the CSA names, Max_Moves, the game id, 'rating', 'summary')
_FLOODGATE = ("V2\nN+suisho10_8t\nN-YaneuraOu-8.30\n'Max_Moves:320\n'Increment:2\n"
              "$EVENT:wdoor+floodgate-300-10F+suisho10_8t+YaneuraOu-8.30+20261124090003\n"
              "$START_TIME:2026/11/24 09:00:03\nPI\n+\n"
              "'rating:suisho10_8t+a3f0c1e2d4b59687:YaneuraOu-8.30+0b1c2d3e4f506172\n"
              "'black_rate:suisho10_8t+a3f0c1e2d4b59687:4521.0\n'white_rate:YaneuraOu-8.30+0b1c2d3e4f506172:4388.0\n"
              "+7776FU\nT2\n'** 54 -3334FU +2726FU\n-3334FU\nT1\n%TORYO\n"
              "'summary:toryo:suisho10_8t win:YaneuraOu-8.30 lose\n'$END_TIME:2026/11/24 09:21:40\n")
# a USI session as the engine's log records it: the GUI's commands and the engine's answers
_USI_LOG = ("usi\nid name YaneuraOu NNUE 8.30 64AVX2\nid author yaneurao\n"
            "option name Threads type spin default 4 min 1 max 1024\n"
            "option name USI_Hash type spin default 1024 min 1 max 33554432\nusiok\nisready\nreadyok\n"
            "usinewgame\nposition startpos moves 2g2f 8c8d\ngo btime 281000 wtime 290000 binc 2000 winc 2000\n"
            "info depth 22 seldepth 30 score cp 63 nodes 18234012 nps 9117006 hashfull 212 time 2000 pv 2f2e 8d8e\n"
            "bestmove 2f2e ponder 8d8e\n")
# a xiangqi game in PGN with WXF notation (the WXF's PGN for Chinese chess: [Game "Chinese Chess"], [Format "WXF"])
_PGN_WXF = ('[Game "Chinese Chess"]\n[Event "City Open"]\n[Round "5"]\n[Date "2026.11.22"]\n[Red "Chen Wei"]\n'
            '[Black "Liu Yang"]\n[Result "1-0"]\n[Format "WXF"]\n\n1. C2=5 H8+7 2. H2+3 R9=8 3. R1=2 H2+3\n'
            '4. P7+1 P7+1 1-0\n')
_PGN_ICCS = ('[Game "Chinese Chess"]\n[Event "City Open"]\n[Round "5"]\n[Red "Chen Wei"]\n[Black "Liu Yang"]\n'
             '[Result "1-0"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7\n2. H0-G2 I9-H9\n3. I0-H0 B9-C7\n1-0\n')


def _xqf() -> bytes:
    """An XQF game (XQStudio's binary: 'XQ' then the version, unencrypted at version 10; the 32 pieces' squares as
    column * 10 + row from offset 16; Pascal strings for the title, event, date, site, red and black; the moves
    from 0x400, four bytes each, the first the root)."""
    head = b"XQ" + bytes([10, 0]) + b"\x00" * 12
    red = [0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83]
    black = [9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86]
    body = bytearray(head + bytes(red + black) + struct.pack("<HBBHH", 0, 0, 1, 3, 0x400))
    body += b"\x00" * (0x50 - len(body))
    for offset, text in ((0x50, "City Open R5"), (0xD0, "City Open"), (0x110, "2026.11.22"), (0x120, "Hall 2"),
                         (0x130, "Chen Wei"), (0x140, "Liu Yang")):
        body[offset:offset + 1 + len(text)] = bytes([len(text)]) + text.encode()
    body += b"\x00" * (0x400 - len(body))
    return bytes(body) + bytes([0x18, 0x20, 0xF0, 0]) + bytes([72, 42, 0xF0, 0]) + bytes([79, 67, 0x00, 0])


_XQF = _xqf()
# Ordo's rating list as CSV (ordo -c): its quoted header, then a row per engine
_ORDO = ('"#","PLAYER","RATING","ERROR","POINTS","PLAYED","(%)","CFS(%)"\n'
         '1,"suisho10_8t",4521.0,18.2,312.50,400,78.13,99\n2,"YaneuraOu-8.30",4388.0,17.6,271.00,400,67.75,97\n'
         '3,"Gikou2",3904.5,"-",140.50,400,35.13,"-"\n')
# JSON Kifu Format (JKF): header, initial, moves (an empty first move, then from/to/color/piece)
_JKF = ('{"header": {"先手": "水匠10", "後手": "やねうら王", "棋戦": "WCSC36 一次予選", "開始日時": "2026/11/24 10:00:00"}, '
        '"initial": {"preset": "HIRATE"}, "moves": [{}, {"move": {"from": {"x": 2, "y": 7}, "to": {"x": 2, "y": 6}, '
        '"color": 0, "piece": "FU"}, "time": {"now": {"m": 0, "s": 4}, "total": {"h": 0, "m": 0, "s": 4}}}, '
        '{"move": {"from": {"x": 8, "y": 3}, "to": {"x": 8, "y": 4}, "color": 1, "piece": "FU"}}, '
        '{"special": "TORYO"}]}\n')
# xiangqi FEN (the WXF's and UCCI's: board, side, '-', '-', half-move clock, move number): six fields a line
_FEN = ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n"
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n")
# shogi SFEN positions (USI's: board, side, hand, move number): four fields a line
_SFEN = ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"
         "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2\n"
         "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1\n")
# the office's rating list typed as text: six fields a line (rank, player, dan, rating, games, change)
_RATINGS = ("rank player dan rating games change\n1 Fujita_Ryo 6-dan 2104 41 +18\n2 Sato_Mei 4-dan 1987 38 +25\n"
            "3 Tanaka_Kenji 3-dan 1875 32 -7\n")
# the round-robin cross-table typed by the arbiter
_CROSS = ("No Player          Rating  R1   R2   R3   Pts\n 1 Fujita_Ryo      2104    +3w  =2b  +4w  2.5\n"
          " 2 Sato_Mei        1987    +4b  =1w  +3b  2.5\n 3 Tanaka_Kenji    1875    -1b  +4w  -2w  1.0\n")


def fiftyfourth_bar_shogi_cases() -> list[Case]:
    G = FIFTYFOURTH_SHOGI
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="promotions", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player or engine", rounded="tourney_points",
        weights="{'elo_ratings': 1.0, 'engine_evals': 0.5, 'tourney_points': 2.0, 'glicko': 1.5}",
        lone_query="R['tourney_points']['rd:shinjin-o/round-1'] = {'pl:ito-haru/2-dan': 0.9, "
                   "'pl:mori-aoi/1-dan': 0.4}\n",
        trust="tourney_points 2\nelo_ratings 1\nengine_evals 0.5\n",
        trust_dict="{'tourney_points': 2, 'elo_ratings': 1, 'engine_evals': 0.5}",
        texts={
            "rrf": ("u54b_rrf_rating_sources",
                    "rankagg.fuse({source: {round/season: {player or engine: score}}}, method='rrf'): four sources, "
                    "six rounds and seasons ('rd:wcsc36/round-3'), players as 'pl:fujita-ryo/6-dan'"),
            "borda": ("u54b_borda_unrated_players",
                      "rankagg.fuse(..., method='borda'): the Elo list has no rating for a player in a first season"),
            "combsum": ("u54b_combsum_half_point_ties",
                        "rankagg.fuse(..., method='combsum'): the tournament points at one decimal (half points, "
                        "many ties) beside the ratings"),
            "fuser": ("u54b_weighted_fuser_points",
                      "rankagg.Fuser('rrf', weights=...) per round: the tournament points count 2, the engines' "
                      "move evaluations 0.5"),
            "frame": ("u54b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ratings office's sheet, a "
                      "row per round, player or engine and source"),
            "evaluate": ("u54b_evaluate_promotions",
                         "rankagg.evaluate(fused ranking, the season's promotions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the players promoted"),
            "lone": ("u54b_one_source_round",
                     "rankagg.fuse(..., method='rrf'): a round only the tournament points cover (the Shinjin-O "
                     "first round, players without ratings yet) beside rounds every source covers"),
            "cli_rrf": ("u54b_cli_rrf_runs",
                        "rankagg fuse elo_ratings.run engine_evals.run tourney_points.run --method rrf -o "
                        "standings.run: one run per source, rounds and seasons as queries"),
            "cli_borda": ("u54b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the points count "
                          "double)"),
            "cli_combsum": ("u54b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players a round's prize list "
                            "names"),
            "cli_evaluate": ("u54b_cli_evaluate_promotions_qrels",
                             "rankagg evaluate standings.run --qrels promotions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the season's promotions (0-2)"),
            "cli_parquet": ("u54b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the rating "
                            "jobs, a Parquet table for the federation's site")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u54b_kif_as_run", "a KIF game record (#KIF version=2.0, Kifu for Windows' line, 開始日時, 手合割, the "
         "手数----指手 table)", "wcsc36_r3_suisho-yaneuraou.kifu", _KIF, "KIF",
         "wcsc36_r3_suisho-yaneuraou.kifu:1"),
        ("u54b_ki2_as_run", "a KI2 game record (開始日時, 棋戦, 先手, 後手, then '▲７六歩 △３四歩' moves)",
         "meijin_c2_r7_fujita-sato.ki2", _KI2, "KI2", "meijin_c2_r7_fujita-sato.ki2:1"),
        ("u54b_csa_as_run", "a CSA standard game file (V2.2, N+, N-, $EVENT, PI, '+2726FU' moves, %TORYO)",
         "wcsc36_r3_suisho-yaneuraou.csa", _CSA, "CSA", "wcsc36_r3_suisho-yaneuraou.csa:1"),
        ("u54b_usi_log_as_run", "a USI engine log (usi, id name, option, usiok, position, go, info ... score cp, "
         "bestmove)", "yaneuraou_usi.log", _USI_LOG, "USI", "yaneuraou_usi.log:1"),
        ("u54b_pgn_wxf_as_run", "a xiangqi PGN game in WXF notation ([Game \"Chinese Chess\"], [Format \"WXF\"], "
         "'C2=5 H8+7')", "city_open_r5_chen-liu.pgn", _PGN_WXF, "PGN", "city_open_r5_chen-liu.pgn:1"),
        ("u54b_xqf_as_run", "an XQF xiangqi game (XQStudio's binary: 'XQ', version 10, the pieces' squares, the "
         "move tree)", "city_open_r5_chen-liu.xqf", _XQF, "XQF", "city_open_r5_chen-liu.xqf"),
        ("u54b_ordo_csv_as_run", "Ordo's rating list as CSV (\"#\",\"PLAYER\",\"RATING\",\"ERROR\",\"POINTS\","
         "\"PLAYED\",\"(%)\",\"CFS(%)\")", "floodgate_ordo_2026-11.csv", _ORDO, "Ordo",
         "floodgate_ordo_2026-11.csv:1"),
        ("u54b_jkf_as_run", "a JSON Kifu Format game (header, initial, moves with from, to, color, piece)",
         "wcsc36_r3_suisho-yaneuraou.jkf", _JKF, "JKF", "wcsc36_r3_suisho-yaneuraou.jkf:1"),
        ("u54b_xiangqi_fen_as_run", "xiangqi FEN positions (six fields a line: board, side, -, -, half-move clock, "
         "move number)", "city_open_openings.fen", _FEN, "FEN", "city_open_openings.fen:1"),
        ("u54b_rating_list_as_run", "the office's rating list typed as text (six fields a line: rank, player, dan, "
         "rating, games, change)", "ratings_2026-autumn.txt", _RATINGS, "rating list",
         "ratings_2026-autumn.txt:1")],
        one_run=("tourney_points.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an XQF game read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u54b_floodgate_csa_as_qrels", "wdoor+floodgate-300-10F+suisho10_8t+YaneuraOu-8.30+20261124090003.csa",
         _FLOODGATE, "CSA"),
        ("u54b_sfen_as_qrels", "ryuo_qual_b4_positions.sfen", _SFEN, "SFEN"),
        ("u54b_cross_table_as_qrels", "xq_city_open_crosstable.txt", _CROSS, "cross-table"),
        ("u54b_pgn_iccs_as_qrels", "city_open_r5_chen-liu_iccs.pgn", _PGN_ICCS, "PGN")],
        one_run=("tourney_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u54b_out_kif", "standings.kif", "a KIF game record"),
        ("u54b_out_csa", "standings.csa", "a CSA game file"),
        ("u54b_out_pgn", "standings.pgn", "a xiangqi PGN game"),
        ("u54b_out_xqf", "standings.xqf", "an XQF xiangqi game")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u54b_api_jkf_dict",
            "rankagg.fuse(json.load(wcsc36_r3_suisho-yaneuraou.jkf)): a JSON Kifu Format game loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.jkf', encoding='utf-8')), method='rrf')\n",
            "JKF", why="a run maps a query to {document: score}; JKF's 'moves' is a list of moves and 'header' text",
            files={"g.jkf": _JKF}),
        bad("u54b_api_ordo_frame",
            "rankagg.fuse(pd.read_csv(floodgate_ordo_2026-11.csv)): Ordo's rating list given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('o.csv'), method='borda')\n",
            "Ordo", why="a table of runs has qid, docid, run and score columns; Ordo's has an engine per row "
            "(PLAYER, RATING, ERROR, POINTS)", files={"o.csv": _ORDO}),
    ]
    return cases
