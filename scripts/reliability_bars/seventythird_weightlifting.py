"""Issue 45's seventy-third bar of scripts/reliability_matrix.py, a weightlifting federation's results office and a
club's coaches, ranking lifters per weight category, competition and season from snatch and clean & jerk attempts
(good and no lifts), totals, Sinclair and Robi points and body weights (its cases, ids ``u73a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each weight category of a competition, whole competition, Bundesliga round, session (OWLCMS's
group) or season list (``wettkampf:2025-11-15/bayerische-meisterschaft/M81``, the date, the competition then the
category; ``liga:2025-26/bundesliga-1/runde-3`` a team league's round, ``gruppe:...`` a session of the platform,
``saison:2025/sinclair-vereinsrangliste`` the club's season list) is a query and each lifter a document
(``heber:BVDG/104523``, the federation, then the lifter's licence number); the runs are OWLCMS's totals, the Sinclair
points, the Robi points and the snatch and clean & jerk ranks, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, OWLCMS's totals weighted highest (they decide the medals), and judged against the
category's medals (2 gold or silver, 1 bronze or fourth, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (OWLCMS's database export (JSON), OWLCMS's protocol sheet as an Excel 97
workbook (.xls), a meet's CSV from OpenWeightlifting's database, OpenWeightlifting's leaderboard API answer, the
coach's Sinclair list as an Excel workbook and as Excel's semicolon CSV, an attempt card, the start list and the
session's results as the marshals type them), and outputs named for the field's files (an OWLCMS database export, an
OWLCMS protocol .xls, an OpenWeightlifting meet CSV, the Sinclair workbook).  (Checked: OWLCMS's database export's
layout (Jackson's pretty printer: '"key" : value', two-space indent, '[ {' arrays) and keys (config, competition with
competitionName, federation, sinclairYear, protocolTemplateFileName; athletes with bodyWeight, snatch1Declaration,
snatch1ActualLift as strings, '-55' a no lift, total, sinclairRank, robiRank, team ...) from a file OWLCMS wrote, kept
in jflamy/owlcms4 (docs/ActivePresenter/Basic/owlcmsDatabase_2023-09-30_15h54.json, its name the export's pattern);
that OWLCMS writes protocol sheets as .xls from its templates (Protocol-A4.xls in owlcms/src/main/resources/
templates/protocol and the export's protocolTemplateFileName); the .xls's first bytes are the Compound File Binary
header of [MS-CFB] (magic D0 CF 11 E0 A1 B1 1A E1, version 3, FFFE, sector shift 9, mini sector shift 6, cutoff
4096); OpenWeightlifting's meet CSV header (event,date,gender,lifter,body_weight_(kg),snatch_lift_1 ... best_c&j,
total; negative numbers no lifts; LF) from euanwm/OpenWeightlifting (backend/database_root/AUS/1001.csv); its
leaderboard answer ({"size", "data": [Entry]}, Entry's keys event, date, gender, lifter_name, bodyweight, snatch_1 ...
sinclair, country, instagram, in struct order, compact as Go's encoder writes them) from its backend/structs/
structs.go.  Left out, as they could not be checked: the IWF's results (web pages only, no file or JSON found),
USA Weightlifting's Sport80 exports (only scrapers' own CSVs found), OWLCMS's registration and results workbooks
(.xlsx: the bytes Apache POI writes could not be read here), national federations' ranking spreadsheets; the
coach's Sinclair workbook and CSV columns are the coach's own (Excel's bytes as Office writes them, as the
seventy-second bar checked); OWLCMS's export is trimmed to a few of its keys, in their order; the .xls's sectors
beyond the header are left out.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYTHIRD_WEIGHTLIFTING = ("45 Unseen inputs: a seventy-third bar, a weightlifting federation's results office and "
                              "a club's coaches ranking lifters per weight category, competition and season from "
                              "attempts, totals, Sinclair and Robi points (OWLCMS database export JSON and protocol "
                              ".xls, OpenWeightlifting meet CSVs and leaderboard JSON, Sinclair workbooks and CSVs, "
                              "attempt cards, start lists and results sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['owlcms_totals', 'sinclair_points', 'robi_points', 'snatch_cj_ranks'],
    items=['heber:BVDG/104523', 'heber:BVDG/117208', 'heber:BVDG/102961', 'heber:BVDG/120044',
           'heber:BVDG/109315', 'heber:BVDG/114870', 'heber:BVDG/101736', 'heber:BVDG/123582'],
    queries=['wettkampf:2025-11-15/bayerische-meisterschaft/M81', 'wettkampf:2025-11-15/bayerische-meisterschaft',
             'liga:2025-26/bundesliga-1/runde-3', 'gruppe:2025-11-15/bayerische-meisterschaft/M1',
             'wettkampf:2025-12-06/landespokal/W64', 'saison:2025/sinclair-vereinsrangliste'],
    suffix='/a-gruppe', generator='weightlifting_scores', judgements='category_medals'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "weightlifting_scores", "category_rankings.run")

_RECS3 = ["owlcms_totals", "sinclair_points", "robi_points"]
_OUT = ("category_rankings.run",)
_ONE_RUN = ("wettkampf:2025-11-15/bayerische-meisterschaft/M81 Q0 heber:BVDG/104523 1 0.9275 owlcms_totals\n"
            "wettkampf:2025-11-15/bayerische-meisterschaft/M81 Q0 heber:BVDG/117208 2 0.8816 owlcms_totals\n")


# the team's files, as OWLCMS, OpenWeightlifting, Excel and the marshals write them
# OWLCMS's database export (Prepare Competition > Export Database): Jackson's pretty printer ('"key" : value', two
# spaces, '[ {' arrays), a competition's config, competition, ..., athletes; each attempt's declaration and actual
# lift as strings, '-129' a no lift; trimmed here to a few keys of each, in OWLCMS's order
def _owl_athlete(aid: int, bw: float, sn: tuple, cj: tuple, first: str, last: str, total: int, rank: int,
                 team: str) -> str:
    lifts = "".join(f'    "cleanJerk{i}ActualLift" : "{v}",\n    "cleanJerk{i}Declaration" : "{abs(v)}",\n'
                    for i, v in enumerate(cj, 1))
    snatches = "".join(f'    "snatch{i}ActualLift" : "{v}",\n    "snatch{i}Declaration" : "{abs(v)}",\n'
                       for i, v in enumerate(sn, 1))
    return (f'{{\n    "id" : {aid},\n    "category" : 1778403800977907000,\n    "bodyWeight" : {bw},\n' + lifts
            + f'    "firstName" : "{first}",\n    "gender" : "M",\n    "lastName" : "{last}",\n'
            f'    "robiRank" : null,\n    "sinclairRank" : {rank},\n' + snatches
            + f'    "team" : "{team}",\n    "total" : {total},\n    "club" : "{team}"\n  }}')


_OWLCMS_JSON = (
    '{\n  "config" : {\n    "id" : 1,\n    "defaultLocale" : "de",\n    "timeZone" : "Europe/Berlin"\n  },\n'
    '  "competition" : {\n    "id" : 1,\n    "competitionCity" : "Roding",\n'
    '    "competitionDate" : [ 2025, 11, 15 ],\n    "competitionName" : "Bayerische Meisterschaft 2025",\n'
    '    "federation" : "Bayerischer Gewichtheber- und Kraftsportverband",\n'
    '    "protocolTemplateFileName" : "Protocol-A4.xls",\n    "sinclairYear" : 2024\n  },\n'
    '  "athletes" : [ '
    + _owl_athlete(1778403801251294112, 80.42, (120, 125, -128), (152, 157, 160), "Maximilian", "Huber", 285, 1,
                   "TB 03 Roding")
    + ", "
    + _owl_athlete(1778468100446081792, 80.86, (118, -122, 122), (150, -155, -155), "Jonas", "Wagner", 272, 2,
                   "AC Mering")
    + ' ],\n  "records" : [ ]\n}').encode("utf-8")
_OWLCMS_JSON_NAME = "owlcmsDatabase_2025-11-15_17h42.json"


# OWLCMS's protocol sheet as an Excel 97-2003 workbook (.xls, from its Protocol-A4.xls template): a Compound File
# ([MS-CFB]): magic D0 CF 11 E0 A1 B1 1A E1, a zero CLSID, minor 0x003E, major 3, byte order FFFE, sector shift 9
# (512), mini sector shift 6, six reserved bytes, 0 directory sectors (version 3), one FAT sector, the directory at
# sector 1, cutoff 4096, no mini FAT, no DIFAT sector, then the 109 DIFAT slots (sector 0, the rest free); the
# sectors after the header left out
def _protocol_xls() -> bytes:
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(16)
              + struct.pack("<HHHHH", 0x003E, 0x0003, 0xFFFE, 9, 6) + bytes(6)
              + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 4096, 0xFFFFFFFE, 0, 0xFFFFFFFE, 0)
              + struct.pack("<I", 0) + b"\xff\xff\xff\xff" * 108)
    assert len(header) == 512
    return header


_XLS = _protocol_xls()
_XLS_NAME = "Protokoll_Bayerische_Meisterschaft_M1.xls"

# a meet's CSV from OpenWeightlifting's database (backend/database_root/<federation>/<n>.csv): its header, ','
# between fields, no quoting, body weight at two decimals, a no lift negative, LF
_OWL_CSV = ("event,date,gender,lifter,body_weight_(kg),snatch_lift_1,snatch_lift_2,snatch_lift_3,c&j_lift_1,"
            "c&j_lift_2,c&j_lift_3,best_snatch,best_c&j,total\n"
            "European Junior Championships,2025-10-18,male,Maximilian Huber,80.42,118,123,-127,150,155,-160,123,155,"
            "278\n"
            "European Junior Championships,2025-10-18,male,Jonas Wagner,80.86,115,-120,120,148,-153,153,120,153,273\n"
            "European Junior Championships,2025-10-18,male,Lukas Brandl,79.94,-112,112,116,140,145,-150,116,145,"
            "261\n").encode("utf-8")
_OWL_CSV_NAME = "1187.csv"

# OpenWeightlifting's leaderboard answer (POST /leaderboard): {"size": N, "data": [Entry]}, Entry's keys in the Go
# struct's order, compact as Go's encoding/json writes them
def _owl_entry(name: str, bw: float, lifts: tuple, sinclair: float) -> dict:
    keys = ("snatch_1", "snatch_2", "snatch_3", "cj_1", "cj_2", "cj_3", "best_snatch", "best_cj", "total")
    return {"event": "European Junior Championships", "date": "2025-10-18", "gender": "male", "lifter_name": name,
            "bodyweight": bw, **dict(zip(keys, lifts)), "sinclair": sinclair, "country": "IWF", "instagram": ""}


_OWL_LEADERBOARD = json.dumps({"size": 2, "data": [
    _owl_entry("Maximilian Huber", 80.42, (118, 123, -127, 150, 155, -160, 123, 155, 278), 334.61),
    _owl_entry("Jonas Wagner", 80.86, (115, -120, 120, 148, -153, 153, 120, 153, 273), 327.77)]},
    separators=(",", ":"))
_OWL_LEADERBOARD_NAME = "leaderboard_male_81.json"

# the coach's Sinclair list as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes
# (50 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names
# [Content_Types].xml, the first part of an OOXML package, deflated; the rest of the package left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _sinclair_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _sinclair_xlsx()
_XLSX_NAME = "Sinclair_Vereinsrangliste_2025.xlsx"

# the same list saved from a German Excel ('CSV (Trennzeichen-getrennt)'): Windows-1252, no byte order mark, ';'
# between fields, a decimal comma, rows ended by CRLF; the columns are the coach's own (place, name, first name,
# licence number, body weight, snatch, clean & jerk, total, Sinclair points)
_SINCLAIR_CSV = ("Platz;Name;Vorname;Startpass;Körpergewicht;Reißen;Stoßen;Zweikampf;Sinclair\r\n"
                 "1;Huber;Maximilian;104523;80,42;125;160;285;343,02\r\n"
                 "2;Wagner;Jonas;117208;80,86;122;150;272;326,58\r\n"
                 "3;Brandl;Lukas;102961;79,94;116;145;261;314,87\r\n"
                 "4;Schößler;Tobias;120044;88,71;121;148;269;311,40\r\n").encode("cp1252")
_SINCLAIR_CSV_NAME = "Sinclair_Vereinsrangliste_2025.csv"

# an attempt card as the marshal types it: start number, lifter, lift, the three attempts (a no lift negative): six
# fields a line
_ATTEMPT_CARD = ("14 huber snatch 120 125 -128\n14 huber cj 152 157 160\n"
                 "17 wagner snatch 118 -122 122\n17 wagner cj 150 -155 -155\n")
# the start list of a session as typed: lot, licence number, lifter, category: four fields a line
_START_LIST = ("3 104523 huber M81\n7 117208 wagner M81\n11 102961 brandl M81\n12 120044 schoessler M89\n"
               "15 109315 kellner M89\n")
# the session's results as typed from the protocol: place, lifter, body weight, best snatch, best clean & jerk,
# total: six fields a line
_RESULTS_SHEET = ("1 huber 80.42 125 160 285\n2 wagner 80.86 122 150 272\n3 brandl 79.94 116 145 261\n"
                  "4 kellner 80.63 0 141 0\n")


def seventythird_bar_weightlifting_cases() -> list[Case]:
    G = SEVENTYTHIRD_WEIGHTLIFTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="weightlifting_scores", judgements="category_medals", runs=_RECS3,
        stem="category_rankings", outputs=_OUT, item="lifter", rounded="sinclair_points",
        weights="{'owlcms_totals': 2.0, 'sinclair_points': 1.0, 'robi_points': 0.5, 'snatch_cj_ranks': 1.5}",
        lone_query="R['snatch_cj_ranks']['gruppe:2025-11-15/bayerische-meisterschaft/W2'] = "
                   "{'heber:BVDG/114870': 0.9, 'heber:BVDG/123582': 0.4}\n",
        trust="owlcms_totals 2\nsinclair_points 1\nrobi_points 1\n",
        trust_dict="{'owlcms_totals': 2, 'sinclair_points': 1, 'robi_points': 1}",
        texts={
            "rrf": ("u73a_rrf_weightlifting_scores",
                    "rankagg.fuse({source: {category, competition or season: {lifter: score}}}, method='rrf'): "
                    "OWLCMS's totals, Sinclair points, Robi points and snatch / clean & jerk ranks, six rankings "
                    "('wettkampf:2025-11-15/bayerische-meisterschaft/M81'), lifters as 'heber:BVDG/104523'"),
            "borda": ("u73a_borda_lifter_bombed_out",
                      "rankagg.fuse(..., method='borda'): a lifter who bombed out (three no lifts in the snatch) "
                      "has no total and no score from some sources"),
            "combsum": ("u73a_combsum_rounded_sinclair_points",
                        "rankagg.fuse(..., method='combsum'): the Sinclair points at one decimal (many ties), "
                        "beside OWLCMS's totals and the Robi points"),
            "fuser": ("u73a_weighted_fuser_owlcms_totals",
                      "rankagg.Fuser('rrf', weights=...) per category and competition: OWLCMS's totals count 2, "
                      "as the totals decide the medals"),
            "frame": ("u73a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's "
                      "sheet, a row per category, lifter and source"),
            "evaluate": ("u73a_evaluate_category_medals",
                         "rankagg.evaluate(fused ranking, the category's medals, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the medallists first"),
            "lone": ("u73a_session_only_snatch_cj_ranks",
                     "rankagg.fuse(..., method='rrf'): a session only the snatch / clean & jerk ranks cover, "
                     "beside categories every source covers"),
            "cli_rrf": ("u73a_cli_rrf_runs",
                        "rankagg fuse owlcms_totals.run sinclair_points.run robi_points.run --method rrf -o "
                        "category_rankings.run: one run per source, categories and competitions as queries"),
            "cli_borda": ("u73a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: OWLCMS's totals "
                          "count double)"),
            "cli_combsum": ("u73a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the three medallists and fourth place"),
            "cli_evaluate": ("u73a_cli_evaluate_category_medals_qrels",
                             "rankagg evaluate category_rankings.run --qrels category_medals.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the medals (0-2)"),
            "cli_parquet": ("u73a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o category_rankings.parquet: gzipped runs from "
                            "the results office's scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u73a_owlcms_database_json_as_run", "OWLCMS's database export (JSON: config, competition, athletes with "
         "bodyWeight, snatch1ActualLift, cleanJerk1Declaration, total, sinclairRank)", _OWLCMS_JSON_NAME,
         _OWLCMS_JSON, "OWLCMS", named_at(_OWLCMS_JSON_NAME, _OWLCMS_JSON)),
        ("u73a_owlcms_protocol_xls_as_run", "OWLCMS's protocol sheet as an Excel 97-2003 workbook (a Compound "
         "File: D0 CF 11 E0 A1 B1 1A E1)", _XLS_NAME, _XLS, "Excel", _XLS_NAME),
        ("u73a_openweightlifting_csv_as_run", "a meet's CSV from OpenWeightlifting's database (event, date, "
         "gender, lifter, body_weight_(kg), snatch_lift_1 ... best_c&j, total)", _OWL_CSV_NAME, _OWL_CSV,
         "OpenWeightlifting", named_at(_OWL_CSV_NAME, _OWL_CSV)),
        ("u73a_openweightlifting_leaderboard_json_as_run", "OpenWeightlifting's leaderboard answer (size, data "
         "rows of event, lifter_name, bodyweight, snatch_1 ... total, sinclair, country)", _OWL_LEADERBOARD_NAME,
         _OWL_LEADERBOARD, "OpenWeightlifting", f"{_OWL_LEADERBOARD_NAME}:1"),
        ("u73a_sinclair_xlsx_as_run", "the club's Sinclair list as Excel saves it (a ZIP: PK 03 04 14 00 06 00 "
         "08 00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u73a_sinclair_csv_as_run", "the Sinclair list saved from a German Excel as CSV (Windows-1252, ';', "
         "decimal comma: Platz, Name, Vorname, Startpass, Körpergewicht, Reißen, Stoßen, Zweikampf, Sinclair)",
         _SINCLAIR_CSV_NAME, _SINCLAIR_CSV, "Sinclair", named_at(_SINCLAIR_CSV_NAME, _SINCLAIR_CSV)),
        ("u73a_attempt_card_as_run", "an attempt card as the marshal types it (six fields a line: start number, "
         "lifter, lift, three attempts, a no lift negative)", "versuche_M81_huber_wagner.txt", _ATTEMPT_CARD,
         "attempt card", "versuche_M81_huber_wagner.txt:1"),
        ("u73a_start_list_as_run", "a session's start list as typed (four fields a line: lot, licence number, "
         "lifter, category)", "startliste_M1.txt", _START_LIST, "start list", "startliste_M1.txt:1"),
        ("u73a_results_sheet_as_run", "the session's results as typed (six fields a line: place, lifter, body "
         "weight, best snatch, best clean & jerk, total)", "ergebnisse_M81.txt", _RESULTS_SHEET, "results sheet",
         "ergebnisse_M81.txt:1")],
        one_run=("owlcms_totals.run", _ONE_RUN), stem="category_rankings",
        text_why="trec_eval refuses a line of other than six fields, and an attempt card's six are a start number, "
                 "a lifter, the lift and three attempts, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u73a_start_list_as_qrels", "startliste_M1.txt", _START_LIST, "start list"),
        ("u73a_attempt_card_as_qrels", "versuche_M81_huber_wagner.txt", _ATTEMPT_CARD, "attempt card"),
        ("u73a_openweightlifting_csv_as_qrels", _OWL_CSV_NAME, _OWL_CSV, "OpenWeightlifting"),
        ("u73a_sinclair_csv_as_qrels", _SINCLAIR_CSV_NAME, _SINCLAIR_CSV, "Sinclair")],
        one_run=("owlcms_totals.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u73a_out_owlcms_database_json", "owlcmsDatabase_2025-12-06_18h05.json", "an OWLCMS database export"),
        ("u73a_out_owlcms_protocol_xls", "Protokoll_Landespokal_W1.xls", "OWLCMS's protocol sheet (Excel 97)"),
        ("u73a_out_openweightlifting_csv", "1188.csv", "a meet's CSV for OpenWeightlifting's database"),
        ("u73a_out_sinclair_xlsx", "Sinclair_Vereinsrangliste_2026.xlsx", "the club's Sinclair workbook")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=73"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u73a_api_openweightlifting_leaderboard_dict",
            "rankagg.fuse(json.load(leaderboard_male_81.json)): OpenWeightlifting's leaderboard answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OpenWeightlifting", why="a run maps a query to {document: score}; a leaderboard answer is a size and a "
            "list of rows, each a lifter's meet with the body weight, six attempts, the total and Sinclair points",
            files={"r.json": _OWL_LEADERBOARD}),
        bad("u73a_api_openweightlifting_frame",
            "rankagg.fuse(pd.read_csv(1187.csv)): a meet's CSV from OpenWeightlifting's database (event, date, "
            "gender, lifter, body_weight_(kg), snatch_lift_1 ... total) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "OpenWeightlifting", why="a table of runs has qid, docid, run and score columns; an OpenWeightlifting "
            "meet has a lifter per row, the body weight, the six attempts and the best lifts and total per column",
            files={"r.csv": _OWL_CSV}),
    ]
    return cases
