"""Issue 45's sixtieth bar of scripts/reliability_matrix.py, a dog agility club's trial secretary and a national kennel
club's results team ranking dog-and-handler teams per class, trial and season by faults, course time and qualifying
points (its cases, ids ``u60b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each class of a trial (``event:2025031614/ExB-STD-20``, the AKC event number, then the class and its
jump height) is a query and each dog-and-handler team a document (``akc:DN61204503/rook`` for an AKC registration,
``armband:204/ex-std-20`` for the trial's armband); the runs are the trial management program's results (faults then
time), the electronic timing's course times, the scribe sheets' faults and the club's season qualifying points, scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each source is trusted,
and judged against the national team selection (2 selected, 1 reserve, 0 not selected).  The mistakes and odd files: the
field's own files given where runs or qrels are read (an ALGE Timy's RS232 log of start and finish impulses, a FAST
trial file (FileMaker Pro 12), a run video (MP4) and its ffprobe metadata, a handler's Agility Record Book, the
DogAgilityCompetition controller's run results export, the score sheet, the running order and the season standings as
typed), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTIETH_AGILITY = ("45 Unseen inputs: a sixtieth bar, a dog agility club's trial secretary and a national kennel "
                    "club's results team ranking dog-and-handler teams per class, trial and season by faults, course "
                    "time and qualifying points (ALGE timing logs, FAST trial files, run videos and their metadata, "
                    "Agility Record Books, competition controller exports, score sheets, running orders, standings)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['trial_results', 'electronic_timing', 'scribe_faults', 'season_points'],
    items=['akc:DN61204503/rook', 'akc:SS30917706/pip', 'armband:204/ex-std-20', 'kc:AX01947502/bramble',
           'armband:117/ex-jww-16', 'akc:MA01234501/zip', 'kc:AY00312604/fern', 'armband:309/nov-std-12'],
    queries=['event:2025031614/ExB-STD-20', 'event:2025031614/ExB-JWW-20', 'event:2025031615/ExB-STD-16',
             'event:2025031615/ExB-JWW-16', 'event:2025031615/Premier-JWW-24', 'season:2025/tryouts-20'],
    suffix='/rerun', generator='class_runs', judgements='team_selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "class_runs", "standings.run")

_RECS3 = ["trial_results", "electronic_timing", "scribe_faults"]
_OUT = ("standings.run",)
_ONE_RUN = ("event:2025031614/ExB-STD-20 Q0 akc:DN61204503/rook 1 0.9184 trial_results\nevent:2025031614/ExB-STD-20 "
            "Q0 armband:204/ex-std-20 2 0.7731 trial_results\n")
# the team's files, as the timers, the trial programs, the video volunteers and the club's secretary write them
# an ALGE Timy (Timy3) log, its RS232 strings as a capture keeps them: yNNNNxCCCxHH:MM:SS.zhtqxGGRRRR(CR), y the info
# character (blank), the start number (the armband) right-aligned in four with no leading zeros, the channel in three
# (c0 the start, c1 the finish), the time of day to 1/10,000 s, the group (00) and the rank (blank for an impulse), each
# string ended by a CR: four fields a line, a number first and fourth
_TIMY = ("  204 c0  10:14:23.1234 00    \r  204 c1  10:15:01.5334 00    \r  117 c0  10:15:40.0871 00    \r"
         "  117 c1  10:16:19.9591 00    \r  309 c0  10:17:02.4417 00    \r")


def _fast_fmp12() -> bytes:
    """A FAST (Freeware Agility Secretary Tool) trial file, a FileMaker Pro 12 database (.fmp12): its 4096-byte header
    sector, the 15-byte magic 00 01 00 00 00 02 00 01 00 05 00 02 00 02 C0, 'HBAM7', the sector size 00 00 10 00, then
    at 0x200 the block with 'HBAM2125JAN11' and the creator's Pascal string 'Pro 12.0' at offset 541."""
    sector = bytearray(4096)
    sector[0:24] = bytes.fromhex("0001000000020001000500020002c0") + b"HBAM7" + bytes.fromhex("00001000")
    sector[0x200:0x228] = (bytes.fromhex("0000000000000001001e000e00") + b"HBAM2125JAN11" + b"\xc1\x02\x48\x08"
                           + b"Pro 12.0" + b"\xc0\xc0")
    return bytes(sector)


def _run_video_mp4() -> bytes:
    """A run's video as the club's video volunteer cuts it with ffmpeg (an ISO base media file): the ftyp box (32
    bytes: major brand isom, minor version 512, compatible isom iso2 avc1 mp41), an 8-byte free box, then the mdat box
    whose first sample begins with the H.264 SEI NAL unit x264 writes (length 0x2ae, type 06, payload type 05)."""
    ftyp = struct.pack(">I4s4sI", 32, b"ftyp", b"isom", 512) + b"isomiso2avc1mp41"
    sample = b"\x00\x00\x02\xae\x06\x05\xff\xff"
    return ftyp + struct.pack(">I4s", 8, b"free") + struct.pack(">I4s", 8 + len(sample), b"mdat") + sample


_FMP12 = _fast_fmp12()
_MP4 = _run_video_mp4()
# ffprobe -v quiet -print_format json -show_format of that video (ffmpeg 5.1): the format object, four-space indents,
# nb_streams, nb_programs, format_name, format_long_name, start_time, duration, size, bit_rate, probe_score and the tags
_FFPROBE = ('{\n    "format": {\n        "filename": "ring1_run204_ExB-JWW-20.mp4",\n        "nb_streams": 2,\n'
            '        "nb_programs": 0,\n        "format_name": "mov,mp4,m4a,3gp,3g2,mj2",\n'
            '        "format_long_name": "QuickTime / MOV",\n        "start_time": "0.000000",\n'
            '        "duration": "41.240000",\n        "size": "52410773",\n        "bit_rate": "10166978",\n'
            '        "probe_score": 100,\n        "tags": {\n            "major_brand": "isom",\n'
            '            "minor_version": "512",\n            "compatible_brands": "isomiso2avc1mp41",\n'
            '            "encoder": "Lavf59.27.100"\n        }\n    }\n}\n')
# a handler's Agility Record Book (.arb, David Connet's ARB, file version 15.7): the XML declaration, AgilityBook with
# Book, os, platform, timestamp and ver, tab indents and attributes in byte order, the Configuration (cut short here),
# a Dog with its RegNum and a Trial whose Run has Judge, Handler, ByTime (CourseFaults, SCT, Time, Yards) and Placement
_ARB = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<AgilityBook Book="15.7" os="Windows 11 (build 26100)" platform="win64" timestamp="2025-05-18 20:41:07" '
        'ver="4.0.3.131">\n'
        '\t<Configuration version="74"/>\n'
        '\t<Dog CallName="Rook" DOB="2019-04-02">\n'
        "\t\t<RegisteredName>Whitfield's Rook Takes Queen</RegisteredName>\n"
        '\t\t<Breed>Border Collie</Breed>\n'
        '\t\t<RegNum Height="20" Number="DN61204503" Venue="AKC" isReceived="y"/>\n'
        '\t\t<Trial Date="2025-05-17" Verified="y">\n'
        '\t\t\t<Location>Harrisburg, PA</Location>\n'
        '\t\t\t<Club Venue="AKC">Keystone Agility Club</Club>\n'
        '\t\t\t<Run Date="2025-05-17" Division="Regular" Event="JWW" Height="20" Level="Master">\n'
        '\t\t\t\t<Judge>Maria Alvarez</Judge>\n'
        '\t\t\t\t<Handler>Sarah Whitfield</Handler>\n'
        '\t\t\t\t<ByTime CourseFaults="0" SCT="44" Time="38.41" Yards="162"/>\n'
        '\t\t\t\t<Placement DogsQd="31" InClass="48" Place="1" Q="Q"/>\n'
        '\t\t\t</Run>\n\t\t</Trial>\n\t</Dog>\n</AgilityBook>\n')
# the DogAgilityCompetition controller's run results export (its AutoExports AgilityRun_yyyyMMdd_HHmmss.csv): the
# twelve columns, times in seconds at three decimals, IsEliminated as False or True, the placement empty when none;
# comma-separated (en-US), CRLF lines, no byte order mark
_DAC = ("CompetitorNumber,HandlerName,DogName,CountryCode,IntermediateTime1,IntermediateTime2,IntermediateTime3,"
        "FinishTime,FaultCount,RefusalCount,IsEliminated,Placement\r\n"
        "204,Sarah Whitfield,Rook,US,17.482,,,38.410,0,0,False,1\r\n"
        "117,Tom Okafor,Pip,US,18.031,,,39.872,1,0,False,3\r\n"
        "309,Dana Lindqvist,Zip,US,16.950,,,39.115,0,0,False,2\r\n"
        "412,Claire Moreau,Fern,US,19.604,,,,0,3,True,\r\n")
# the judge's score sheet as the scribe table types it up: class, armband, dog, course faults, time, Q or NQ: six fields
# a line, numbers fourth and fifth
_SCORE_SHEET = ("ExB-JWW-20 204 rook 0 38.41 Q\nExB-JWW-20 117 pip 5 39.87 NQ\nExB-JWW-20 309 zip 0 39.12 Q\n"
                "ExB-JWW-20 412 fern 15 47.90 NQ\n")
# the class's running order as the secretary types it for the gate steward: class, jump height, place in the order,
# armband: four fields a line, a number fourth
_RUNNING_ORDER = "ExB-STD 20 1 204\nExB-STD 20 2 117\nExB-STD 20 3 309\nExB-STD 16 1 412\nExB-STD 16 2 388\n"
# the club's season standings as the results team types them: place, team, jump height, qualifying points: four fields
_STANDINGS = "1 rook-whitfield 20 412\n2 zip-lindqvist 20 388\n3 pip-okafor 20 351\n1 fern-moreau 16 205\n"


def sixtieth_bar_agility_cases() -> list[Case]:
    G = SIXTIETH_AGILITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="class_runs", judgements="team_selection", runs=_RECS3, stem="standings", outputs=_OUT,
        item="team", rounded="scribe_faults",
        weights="{'trial_results': 2.0, 'electronic_timing': 1.0, 'scribe_faults': 0.5, 'season_points': 1.5}",
        lone_query="R['season_points']['event:club-fun-match/gamblers'] = {'akc:DN61204503/rook': 0.9, "
                   "'armband:117/ex-jww-16': 0.4}\n",
        trust="trial_results 2\nelectronic_timing 1\nscribe_faults 0.5\n",
        trust_dict="{'trial_results': 2, 'electronic_timing': 1, 'scribe_faults': 0.5}",
        texts={
            "rrf": ("u60b_rrf_class_sources",
                    "rankagg.fuse({source: {class of a trial: {team: score}}}, method='rrf'): four sources, six "
                    "classes ('event:2025031614/ExB-STD-20'), teams as 'akc:DN61204503/rook'"),
            "borda": ("u60b_borda_absent_teams",
                      "rankagg.fuse(..., method='borda'): the trial results have none for a team that was absent "
                      "or scratched from the class"),
            "combsum": ("u60b_combsum_rounded_scribe_faults",
                        "rankagg.fuse(..., method='combsum'): the scribe sheets' fault scores at one decimal (many "
                        "ties, faults come in fives) beside the others"),
            "fuser": ("u60b_weighted_fuser_trial_results",
                      "rankagg.Fuser('rrf', weights=...) per class: the trial results count 2, the scribe sheets' "
                      "faults 0.5"),
            "frame": ("u60b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results team's season "
                      "sheet, a row per class, team and source"),
            "evaluate": ("u60b_evaluate_team_selection",
                         "rankagg.evaluate(fused ranking, the national team selection, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the teams the selectors picked"),
            "lone": ("u60b_one_source_fun_match",
                     "rankagg.fuse(..., method='rrf'): a club fun match only the season points ranked (no timing, "
                     "no scribe sheets) beside classes every source covers"),
            "cli_rrf": ("u60b_cli_rrf_runs",
                        "rankagg fuse trial_results.run electronic_timing.run scribe_faults.run --method rrf -o "
                        "standings.run: one run per source, classes of trials as queries"),
            "cli_borda": ("u60b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the trial results "
                          "count double)"),
            "cli_combsum": ("u60b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four placements a class ribbons"),
            "cli_evaluate": ("u60b_cli_evaluate_selection_qrels",
                             "rankagg evaluate standings.run --qrels team_selection.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the national team selection (0-2)"),
            "cli_parquet": ("u60b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the results "
                            "team's nightly jobs, a Parquet table for the kennel club's standings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u60b_alge_timy_log_as_run", "an ALGE Timy's RS232 log (start and finish impulses: armband, channel c0 or "
         "c1, time of day, group; four fields a line, CR-ended)", "ring1_timy_20250517.txt", _TIMY, "ALGE",
         "ring1_timy_20250517.txt:1"),
        ("u60b_fast_fmp12_as_run", "a FAST trial file, a FileMaker Pro 12 database (00 01 00 00 ... C0 'HBAM7')",
         "KAC_AKC_trial_2025-05.fmp12", _FMP12, "FileMaker", "KAC_AKC_trial_2025-05.fmp12"),
        ("u60b_run_video_mp4_as_run", "a run's video cut with ffmpeg, an MP4 (ftyp box, brand isom)",
         "ring1_run204_ExB-JWW-20.mp4", _MP4, "MP4", "ring1_run204_ExB-JWW-20.mp4"),
        ("u60b_ffprobe_json_as_run", "the run video's ffprobe metadata (-print_format json -show_format: format with "
         "duration, size, bit_rate, tags)", "ring1_run204_probe.json", _FFPROBE, "ffprobe",
         "ring1_run204_probe.json:1"),
        ("u60b_agility_record_book_as_run", "a handler's Agility Record Book (.arb: AgilityBook, Dog, Trial, Run with "
         "ByTime and Placement)", "rook_whitfield.arb", _ARB, "Agility Record Book", "rook_whitfield.arb:2"),
        ("u60b_dac_export_as_run", "the DogAgilityCompetition controller's run results export (CompetitorNumber, "
         "HandlerName, DogName, ..., FinishTime, FaultCount, RefusalCount, IsEliminated, Placement)",
         "AgilityRun_20250517_141502.csv", _DAC, "DogAgilityCompetition", "AgilityRun_20250517_141502.csv:1"),
        ("u60b_score_sheet_as_run", "the judge's score sheet as typed (six fields a line: class, armband, dog, course "
         "faults, time, Q or NQ)", "exb_jww20_score_sheet.txt", _SCORE_SHEET, "score sheet",
         "exb_jww20_score_sheet.txt:1"),
        ("u60b_running_order_as_run", "the class's running order as typed (four fields a line: class, jump height, "
         "place in the order, armband)", "exb_std_running_order.txt", _RUNNING_ORDER, "running order",
         "exb_std_running_order.txt:1"),
        ("u60b_season_standings_as_run", "the club's season standings as typed (four fields a line: place, team, "
         "jump height, qualifying points)", "season_standings_2025.txt", _STANDINGS, "season standings",
         "season_standings_2025.txt:1")],
        one_run=("trial_results.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FileMaker database or an MP4 video read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u60b_running_order_as_qrels", "exb_std_running_order.txt", _RUNNING_ORDER, "running order"),
        ("u60b_season_standings_as_qrels", "season_standings_2025.txt", _STANDINGS, "season standings"),
        ("u60b_alge_timy_log_as_qrels", "ring1_timy_20250517.txt", _TIMY, "ALGE"),
        ("u60b_dac_export_as_qrels", "AgilityRun_20250517_141502.csv", _DAC, "DogAgilityCompetition")],
        one_run=("trial_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u60b_out_agl", "standings.agl", "a Clean Run Course Designer course file"),
        ("u60b_out_arb", "standings.arb", "an Agility Record Book file"),
        ("u60b_out_fmp12", "standings.fmp12", "a FAST trial file (FileMaker Pro 12)"),
        ("u60b_out_agilityrun_csv", "AgilityRun_20250517_141502.csv",
         "the DogAgilityCompetition controller's run results export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=60"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u60b_api_ffprobe_dict",
            "rankagg.fuse(json.load(ring1_run204_probe.json)): a run video's ffprobe metadata loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "ffprobe", why="a run maps a query to {document: score}; ffprobe's 'format' maps its keys to strings, "
            "numbers and a dict of tags", files={"p.json": _FFPROBE}),
        bad("u60b_api_dac_export_frame",
            "rankagg.fuse(pd.read_csv(AgilityRun_20250517_141502.csv)): the DogAgilityCompetition controller's run "
            "results export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.csv'), method='borda')\n",
            "DogAgilityCompetition", why="a table of runs has qid, docid, run and score columns; the export has a "
            "competitor's times, faults and placement per row", files={"a.csv": _DAC}),
    ]
    return cases
