"""Issue 45's fifty-third bar of scripts/reliability_matrix.py, a pinball league's scorekeepers and a national ranking
(IFPA-style) committee ranking players per machine, league night, tournament and season (its cases, ids ``u53b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session before any of its recognisers existed.)

The team's day: each machine on a league night, each night, tournament and season (``mach:medieval-madness/s14-wk07``,
``night:tnf-s14/wk07``, ``tourn:ifpa-88421/main``) is a query and each player, named by IFPA number and initials
(``ifpa:48121/KME``), a document; the runs are the raw scores (scaled), the normalised game points (7/5/3/1 a
four-player group), the WPPR points and the Elo-style ratings, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each source's record, and judged against the committee's qualification
grades (2 A-division finals, 1 B-division finals, 0 not qualified).  The mistakes and odd files: the field's own files
given where runs or qrels are read (Match Play Events' API games, the IFPA API's rankings, hi2txt's high-score table,
a MAME input recording (.inp), a Visual Pinball table (.vpx), MAME's -listxml, the MAME hiscore plugin's hiscore.dat,
the league's standings and score sheets typed as text), and outputs named for the field's files (.inp, .nv, .hi,
.vpx).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYTHIRD_PINBALL = ("45 Unseen inputs: a fifty-third bar, a pinball league's scorekeepers and a national ranking "
                      "committee ranking players per machine, league night, tournament and season (Match Play "
                      "Events, IFPA API, hi2txt, MAME .inp, Visual Pinball .vpx, MAME -listxml, hiscore.dat, "
                      "standings and score sheets typed as text)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['raw_scores', 'game_points', 'wppr', 'elo_ratings'],
    items=['ifpa:48121/KME', 'ifpa:16004/ZAC', 'ifpa:27530/RLS', 'ifpa:61207/JJP', 'ifpa:9213/WOZ',
           'ifpa:73385/TNF', 'ifpa:102447/BOB', 'ifpa:130058/ELI'],
    queries=['mach:medieval-madness/s14-wk07', 'mach:attack-from-mars/s14-wk07', 'night:tnf-s14/wk07',
             'tourn:ifpa-88421/main', 'season:tnf-s14/div-a', 'mach:godzilla-premium/s14-wk07'],
    suffix='/rescored', generator='standings', judgements='qualification') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["raw_scores", "game_points", "wppr"]
_OUT = ("standings.run",)
_ONE_RUN = ("mach:medieval-madness/s14-wk07 Q0 ifpa:48121/KME 1 0.91 game_points\nmach:medieval-madness/s14-wk07 Q0 "
            "ifpa:16004/ZAC 2 0.77 game_points\n")

# the team's files, as the league and tournament software, the emulators and the scorekeepers write them (a few lines)
# Match Play Events' API (app.matchplay.events/api/tournaments/{id}/games): a 'data' envelope of games, each with
# slot-aligned playerIds, userIds, resultPositions, resultPoints (strings) and resultScores
_MATCHPLAY_GAMES = (
    '{"data": [{"gameId": 7696295, "roundId": 1154935, "tournamentId": 258562, "arenaId": 133517, "bankId": null, '
    '"challengeId": null, "index": 0, "set": 0, "playerIdAdvantage": 162405, "scorekeeperId": 9024, '
    '"status": "completed", "startedAt": "2026-11-24T03:51:18.000000Z", "duration": 609, "bye": false, '
    '"playerIds": [162405, 251302, 251311, 162377], "userIds": [9024, 8988, null, 9101], '
    '"resultPositions": [251302, 162405, 162377, 251311], "resultPoints": ["7.00", "5.00", "3.00", "1.00"], '
    '"resultScores": [48213450, 61877020, 12903110, 30455870], "resultCountMismatch": false, "scorbitId": null, '
    '"scorbitLog": null, "scorbitVerified": false}]}\n')
# the IFPA API's rankings (v1 /rankings): a 'rankings' list, every value a string
_IFPA_RANKINGS = (
    '{"rankings": [{"player_id": "48121", "age": "", "first_name": "Kim", "last_name": "Meyer", '
    '"country_name": "United States", "country_code": "US", "city": "Portland", "wppr_points": "1318.52", '
    '"current_wppr_rank": "1", "last_month_rank": "2", "rating_value": "1893.41", "efficiency_percent": "41.30", '
    '"event_count": "142", "best_finish": "1", "best_finish_position": "1", "best_tournament_id": "88421"}, '
    '{"player_id": "16004", "age": "", "first_name": "Zoe", "last_name": "Acosta", "country_name": "United States", '
    '"country_code": "US", "city": "Seattle", "wppr_points": "1204.17", "current_wppr_rank": "2", '
    '"last_month_rank": "1", "rating_value": "1871.06", "efficiency_percent": "39.84", "event_count": "131", '
    '"best_finish": "1", "best_finish_position": "1", "best_tournament_id": "86102"}]}\n')
# hi2txt's table of a MAME high-score file (hi2txt -r dkong.hi): a 'RANK|SCORE|NAME' header, then '|' rows
_HI2TXT = "RANK|SCORE|NAME\n1|1247700|WOS\n2|1218000|SCG\n3|1170500|RLS\n4|1064500|KME\n5|1002600|ZAC\n"
# a typed four-field night sheet (machine, player, score, game points): four fields a line, a number fourth
_NIGHT_SHEET = ("Game Player Score Pts\nMM KME 61877020 7\nMM ZAC 48213450 5\nMM JJP 30455870 3\nMM RLS 12903110 1\n"
                "AFM ZAC 3120445210 7\nAFM KME 2011873330 5\n")


def _mame_inp() -> bytes:
    """A MAME input recording (-record dkong.inp): the 0x40-byte header ('MAMEINP\\0', the base time as a
    little-endian 64-bit integer, major version 3 and minor 0, two reserved bytes, the 12-byte system name, the
    32-byte application description), then the zlib-compressed frames (seconds, attoseconds, speed, the ports)."""
    header = (b"MAMEINP\x00" + struct.pack("<Q", 1795503600) + bytes([3, 0, 0, 0]) + b"dkong".ljust(12, b"\x00")
              + b"MAME 0.270 (mame0270)".ljust(32, b"\x00"))
    frames = b"".join(struct.pack("<IQI", 0, n * 16666666666666667, 10000) + struct.pack("<II", 0xFF, 0) * 6
                      for n in range(4))
    return header + zlib.compress(frames)


def _vpx() -> bytes:
    """A Visual Pinball X table (.vpx), a compound file (OLE2): the 512-byte header (magic D0 CF 11 E0 A1 B1 1A E1,
    version 3, byte order FFFE, 512-byte sectors, 64-byte mini sectors, one FAT sector, the directory at sector 1),
    the FAT, then the directory (Root Entry, the 'GameStg' and 'TableInfo' storages)."""
    free, end, fat_sec = 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFD
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(16) + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6)
              + bytes(6) + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 0x1000, end, 0, end, 0)
              + struct.pack("<I", 0) + struct.pack("<I", free) * 108)
    fat = struct.pack("<II", fat_sec, end) + struct.pack("<I", free) * 126

    def entry(name: str, kind: int, left: int, right: int, child: int) -> bytes:
        raw = (name + "\x00").encode("utf-16-le")
        return (raw.ljust(64, b"\x00") + struct.pack("<HBB", len(raw), kind, 1) + struct.pack("<III", left, right,
                child) + bytes(16) + bytes(4) + bytes(16) + struct.pack("<IQ", end if kind == 5 else 0, 0))
    directory = (entry("Root Entry", 5, free, free, 1) + entry("GameStg", 1, free, 2, free)
                 + entry("TableInfo", 1, free, free, free) + entry("", 0, free, free, free))
    return header + fat + directory


_MAME_INP = _mame_inp()
_VPX = _vpx()
# MAME -listxml: an XML declaration, the internal DTD, then 'mame' and its machines
_LISTXML = ('<?xml version="1.0"?>\n<!DOCTYPE mame [\n<!ELEMENT mame (machine+)>\n'
            '\t<!ATTLIST mame build CDATA #IMPLIED>\n\t<!ATTLIST mame debug (yes|no) "no">\n'
            '\t<!ATTLIST mame mameconfig CDATA #REQUIRED>\n'
            '\t<!ELEMENT machine (description, year?, manufacturer?)>\n'
            '\t\t<!ATTLIST machine name CDATA #REQUIRED>\n\t\t<!ATTLIST machine sourcefile CDATA #IMPLIED>\n'
            '\t\t<!ELEMENT description (#PCDATA)>\n\t\t<!ELEMENT year (#PCDATA)>\n'
            '\t\t<!ELEMENT manufacturer (#PCDATA)>\n]>\n\n'
            '<mame build="0.270 (mame0270)" debug="no" mameconfig="10">\n'
            '\t<machine name="dkong" sourcefile="nintendo/dkong.cpp">\n'
            '\t\t<description>Donkey Kong (US set 1)</description>\n\t\t<year>1981</year>\n'
            '\t\t<manufacturer>Nintendo of America</manufacturer>\n\t</machine>\n</mame>\n')
# the MAME hiscore plugin's hiscore.dat: ';' comments, the sets' names ending in ':', '@:cpu,space,address,length,
# start byte,end byte' ranges
_HISCORE_DAT = (";\n; hiscore.dat for the MAME hiscore plugin\n;\n; Donkey Kong\ndkong:\ndkongo:\ndkongj:\n"
                "@:maincpu,program,6b1d,1,00,00\n@:maincpu,program,6100,aa,00,94\n\n; Galaga\ngalaga:\n"
                "@:maincpu,program,8a4c,18,18,04\n")
# the league's season standings typed by the scorekeeper: six fields a line (position, player, IFPA number, nights
# played, league points, points a night), so every row but the header passes for a TREC run line
_STANDINGS = ("Pos Player IFPA# Nights Points Avg\n1 KME 48121 7 412.5 58.93\n2 ZAC 16004 7 398.0 56.86\n"
              "3 RLS 27530 6 351.5 58.58\n4 JJP 61207 7 344.0 49.14\n")
# a league night's score sheet typed from the paper: week, group, machine, player, score, game points
_SCORE_SHEET = ("Wk Grp Game Player Score Pts\n7 G3 MM KME 61877020 7\n7 G3 MM ZAC 48213450 5\n"
                "7 G3 MM JJP 30455870 3\n7 G3 MM RLS 12903110 1\n")


def fiftythird_bar_pinball_cases() -> list[Case]:
    G = FIFTYTHIRD_PINBALL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="qualification", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player", rounded="game_points",
        weights="{'raw_scores': 1.0, 'game_points': 2.0, 'wppr': 1.5, 'elo_ratings': 0.5}",
        lone_query="R['elo_ratings']['mach:jaws-premium/new-install'] = {'ifpa:48121/KME': 0.9, "
                   "'ifpa:16004/ZAC': 0.4}\n",
        trust="game_points 2\nraw_scores 1\nwppr 1.5\n",
        trust_dict="{'game_points': 2, 'raw_scores': 1, 'wppr': 1.5}",
        texts={
            "rrf": ("u53b_rrf_sources",
                    "rankagg.fuse({source: {machine, night or event: {player: score}}}, method='rrf'): four "
                    "sources, six queries ('mach:medieval-madness/s14-wk07'), players as 'ifpa:48121/KME'"),
            "borda": ("u53b_borda_unscored_players",
                      "rankagg.fuse(..., method='borda'): the raw scores have no entry for a player who missed the "
                      "night or whose game was voided by a malfunction"),
            "combsum": ("u53b_combsum_rounded_game_points",
                        "rankagg.fuse(..., method='combsum'): the game points at one decimal (7/5/3/1 a group: many "
                        "ties) beside the others"),
            "fuser": ("u53b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per query: game points count 2, the Elo ratings 0.5"),
            "frame": ("u53b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per query, player and source"),
            "evaluate": ("u53b_evaluate_qualification",
                         "rankagg.evaluate(fused ranking, the committee's finals qualification, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the A-division finalists first"),
            "lone": ("u53b_one_source_machine",
                     "rankagg.fuse(..., method='rrf'): a machine only the Elo ratings ranked (Jaws, installed this "
                     "week, no league scores yet) beside queries every source covers"),
            "cli_rrf": ("u53b_cli_rrf_runs",
                        "rankagg fuse raw_scores.run game_points.run wppr.run --method rrf -o standings.run: one "
                        "run per source, machines, nights and events as queries"),
            "cli_borda": ("u53b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: game points count "
                          "double)"),
            "cli_combsum": ("u53b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players a finals group seats"),
            "cli_evaluate": ("u53b_cli_evaluate_qualification_qrels",
                             "rankagg evaluate standings.run --qrels qualification.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the committee's finals qualification (0-2)"),
            "cli_parquet": ("u53b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the "
                            "league's nightly jobs, a Parquet table for the standings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u53b_matchplay_games_as_run", "Match Play Events' API games (a 'data' envelope: gameId, playerIds, "
         "resultPositions, resultPoints, resultScores)", "tnf_s14_wk07_games.json", _MATCHPLAY_GAMES, "Match Play",
         "tnf_s14_wk07_games.json:1"),
        ("u53b_ifpa_rankings_as_run", "the IFPA API's rankings (rankings: player_id, wppr_points, current_wppr_rank, "
         "rating_value, ...)", "ifpa_rankings.json", _IFPA_RANKINGS, "IFPA", "ifpa_rankings.json:1"),
        ("u53b_hi2txt_as_run", "hi2txt's high-score table ('RANK|SCORE|NAME', then '|' rows)", "dkong_hiscores.txt",
         _HI2TXT, "hi2txt", "dkong_hiscores.txt:1"),
        ("u53b_mame_inp_as_run", "a MAME input recording (.inp: MAMEINP header, system 'dkong', zlib frames)",
         "dkong_1247700.inp", _MAME_INP, "MAME", "dkong_1247700.inp"),
        ("u53b_vpx_as_run", "a Visual Pinball X table (.vpx: a compound file with GameStg and TableInfo)",
         "Medieval Madness (Williams 1997).vpx", _VPX, "Visual Pinball", "Medieval Madness (Williams 1997).vpx"),
        ("u53b_mame_listxml_as_run", "MAME's -listxml (an internal DTD, then mame and its machines)",
         "mame0270.xml", _LISTXML, "MAME", named_at("mame0270.xml", _LISTXML)),
        ("u53b_hiscore_dat_as_run", "the MAME hiscore plugin's hiscore.dat (';' comments, 'dkong:' set names, "
         "'@:maincpu,program,...' ranges)", "hiscore.dat", _HISCORE_DAT, "hiscore.dat", "hiscore.dat:1"),
        ("u53b_standings_as_run", "the league's season standings typed as text (six fields a line: position, "
         "player, IFPA number, nights, points, average)", "tnf_s14_standings.txt", _STANDINGS, "standings",
         "tnf_s14_standings.txt:1"),
        ("u53b_score_sheet_as_run", "a league night's score sheet typed as text (six fields a line: week, group, "
         "machine, player, score, game points)", "tnf_s14_wk07_scores.txt", _SCORE_SHEET, "score sheet",
         "tnf_s14_wk07_scores.txt:1")],
        one_run=("game_points.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the league can act on)",
        binary_why="trec_eval reads text; an emulator's recording or a table file read as lines gives no ranking: "
                   "named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u53b_hi2txt_as_qrels", "dkong_hiscores.txt", _HI2TXT, "hi2txt"),
        ("u53b_matchplay_games_as_qrels", "tnf_s14_wk07_games.json", _MATCHPLAY_GAMES, "Match Play"),
        ("u53b_night_sheet_as_qrels", "tnf_s14_wk07_points.txt", _NIGHT_SHEET, "score sheet"),
        ("u53b_ifpa_rankings_as_qrels", "ifpa_rankings.json", _IFPA_RANKINGS, "IFPA")],
        one_run=("game_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u53b_out_inp", "standings.inp", "a MAME input recording"),
        ("u53b_out_nv", "standings.nv", "an NVRAM file (MAME, PinMAME)"),
        ("u53b_out_hi", "standings.hi", "a MAME high-score file"),
        ("u53b_out_vpx", "standings.vpx", "a Visual Pinball table")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u53b_api_ifpa_rankings_dict",
            "rankagg.fuse(json.load(ifpa_rankings.json)): the IFPA API's rankings loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "IFPA", why="a run maps a query to {document: score}; the IFPA's 'rankings' is a list of players, each "
            "value a string", files={"r.json": _IFPA_RANKINGS}),
        bad("u53b_api_hi2txt_frame",
            "rankagg.fuse(pd.read_csv(dkong_hiscores.txt, sep='|')): hi2txt's high-score table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('h.txt', sep='|'), method='borda')\n",
            "hi2txt", why="a table of runs has qid, docid, run and score columns; hi2txt's has RANK, SCORE and NAME, "
            "a high score per row", files={"h.txt": _HI2TXT}),
    ]
    return cases
