"""Issue 45's sixty-second bar of scripts/reliability_matrix.py, a powerlifting federation's records officer and a meet
director's scoring table ranking lifters per flight, weight class and meet by totals and DOTS, IPF GL and Wilks points
(its cases, ids ``u62b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each flight, weight class, best-lifter award or ranking of the meet
(``m:usapl/OH-2025-03/class:MR-O-83``, the meet as OpenPowerlifting's meet path, then the flight or class) is a query
and each lifter a document (``opl:u/marekkowalski`` for a lifter's OpenPowerlifting page, ``lot:A/12`` for a flight and
lot number, ``openlifter:entry/5004`` for OpenLifter's registration, ``liftingcast:lifter/l7q2m9`` for LiftingCast's);
the runs are the DOTS, IPF GL and Wilks points and the totals, scores in [0, 1] at four decimals.  They are fused with
RRF, Borda and CombSUM, weighted by how much each formula is trusted, and judged against the official placings (2 placed
first or second, 1 placed, 0 bombed out or disqualified).  The mistakes and odd files: the field's own files given where
runs or qrels are read (OpenPowerlifting's bulk CSV, a meet folder's entries.csv, the bulk download's ZIP archive,
OpenLifter's .openlifter save file and its OpenPowerlifting export, the federation's records table as ProLifter reads
it, the referees' light sheet, the weigh-in list and the attempt cards as typed), and outputs named for the field's
files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYSECOND_POWERLIFTING = ("45 Unseen inputs: a sixty-second bar, a powerlifting federation's records officer and a "
                            "meet director's scoring table ranking lifters per flight, weight class and meet by totals "
                            "and DOTS, IPF GL and Wilks points (OpenPowerlifting's bulk CSV, meet folders and ZIP "
                            "download, OpenLifter's save files and exports, records tables, light sheets, weigh-in "
                            "lists, attempt cards)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['dots_points', 'ipf_gl_points', 'wilks_points', 'total_kg'],
    items=['opl:u/dianareyes', 'opl:u/marekkowalski', 'opl:u/tomasfiala', 'lot:A/12', 'opl:u/kevinosei',
           'openlifter:entry/5004', 'lot:B/03', 'liftingcast:lifter/l7q2m9'],
    queries=['m:usapl/OH-2025-03/flight:A', 'm:usapl/OH-2025-03/class:MR-O-83', 'm:usapl/OH-2025-03/class:FR-O-63',
             'm:usapl/OH-2025-03/best-lifter:raw', 'm:usapl/OH-2025-03/flight:B', 'rankings:usapl/2025/raw/83'],
    suffix='/rescored', generator='meet_scores', judgements='official_placings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "meet_scores", "placings.run")

_RECS3 = ["dots_points", "ipf_gl_points", "wilks_points"]
_OUT = ("placings.run",)
_ONE_RUN = ("m:usapl/OH-2025-03/class:MR-O-83 Q0 opl:u/marekkowalski 1 0.9184 dots_points\n"
            "m:usapl/OH-2025-03/class:MR-O-83 Q0 opl:u/tomasfiala 2 0.7731 dots_points\n")
# the team's files, as OpenPowerlifting's data build, Info-ZIP, OpenLifter and the scoring table's volunteers write them
# OpenPowerlifting's bulk CSV (openpowerlifting-YYYY-MM-DD-HASH.csv in the data download), as its checker's
# make_onefile_csv writes it: the Rust csv crate with QuoteStyle::Never and LF lines, the 42 columns of ExportRow (Name,
# Sex, Event, Equipment, Age, AgeClass, BirthYearClass, Division, BodyweightKg, WeightClassKg, four attempts and the
# best of each lift, TotalKg, Place, Dots, Wilks, Glossbrenner, Goodlift, Tested, Country, State, Federation,
# ParentFederation, Date, MeetCountry, MeetState, MeetTown, MeetName, Sanctioned), a missed attempt negative, points at
# two decimals (computed here with crates/coefficients' formulas, checked against a published row: M, B, 100.7 kg, 180
# kg gives 110.46, 109.24, 104.33, 82.19)
_OPL_COLUMNS = ("Name,Sex,Event,Equipment,Age,AgeClass,BirthYearClass,Division,BodyweightKg,WeightClassKg,Squat1Kg,"
                "Squat2Kg,Squat3Kg,Squat4Kg,Best3SquatKg,Bench1Kg,Bench2Kg,Bench3Kg,Bench4Kg,Best3BenchKg,Deadlift1Kg,"
                "Deadlift2Kg,Deadlift3Kg,Deadlift4Kg,Best3DeadliftKg,TotalKg,Place,Dots,Wilks,Glossbrenner,Goodlift,"
                "Tested,Country,State,Federation,ParentFederation,Date,MeetCountry,MeetState,MeetTown,MeetName,"
                "Sanctioned\n")
_OPL_ROWS = ("Diana Reyes,F,SBD,Raw,31,24-34,24-39,FR-O,62.4,63,142.5,150,155,,155,77.5,82.5,-85,,82.5,155,165,-172.5,,"
             "165,402.5,1,435.43,435.42,384.53,88.61,Yes,USA,OH,USAPL,,2025-03-15,USA,OH,Columbus,"
             "Buckeye Spring Classic,Yes\n"
             "Marek Kowalski,M,SBD,Raw,27,24-34,24-39,MR-O,82.35,83,180,190,-197.5,,190,120,-127.5,127.5,,127.5,230,"
             "242.5,250,,250,567.5,1,384.82,380.59,366.23,78.87,Yes,USA,OH,USAPL,,2025-03-15,USA,OH,Columbus,"
             "Buckeye Spring Classic,Yes\n"
             "Tomas Fiala,M,SBD,Raw,24,24-34,24-39,MR-O,81.9,83,175,-185,185,,185,115,-120,-120,,115,225,240,-247.5,,"
             "240,540,2,367.31,363.34,349.72,75.26,Yes,USA,OH,USAPL,,2025-03-15,USA,OH,Columbus,"
             "Buckeye Spring Classic,Yes\n")
_OPL_BULK = _OPL_COLUMNS + _OPL_ROWS
# a meet folder's entries.csv in OpenPowerlifting's data repository (meet-data/FED/FOLDER/entries.csv), its columns as
# the folders' own (Place, Name, Sex, BirthDate, Age, Equipment, Division, BodyweightKg, WeightClassKg, three attempts
# and the best of each lift, TotalKg, Event), a disqualified lifter's place DQ and his three missed squats negative
_ENTRIES = ("Place,Name,Sex,BirthDate,Age,Equipment,Division,BodyweightKg,WeightClassKg,Squat1Kg,Squat2Kg,Squat3Kg,"
            "Best3SquatKg,Bench1Kg,Bench2Kg,Bench3Kg,Best3BenchKg,Deadlift1Kg,Deadlift2Kg,Deadlift3Kg,"
            "Best3DeadliftKg,TotalKg,Event\n"
            "1,Diana Reyes,F,,31,Raw,FR-O,62.4,63,142.5,150,155,155,77.5,82.5,-85,82.5,155,165,-172.5,165,402.5,SBD\n"
            "1,Marek Kowalski,M,,27,Raw,MR-O,82.35,83,180,190,-197.5,190,120,-127.5,127.5,127.5,230,242.5,250,250,"
            "567.5,SBD\n"
            "2,Tomas Fiala,M,,24,Raw,MR-O,81.9,83,175,-185,185,185,115,-120,-120,115,225,240,-247.5,240,540,SBD\n"
            "DQ,Kevin Osei,M,,29,Raw,MR-O,82.9,83,-200,-200,-200,-200,,,,,,,,,,SBD\n")


def _opl_zip() -> bytes:
    """OpenPowerlifting's data download (openpowerlifting-latest.zip) as Info-ZIP's ``zip -r`` writes a folder: the
    folder's local file header first ('PK\\x03\\x04', version 1.0 needed, stored, sizes 0), then the CSV's (version 2.0,
    deflated), each with the DOS time and date, the CRC-32, the sizes, the name and Info-ZIP's extra fields 'UT'
    (0x5455: flags 3, modification and access times) and 'ux' (0x7875: version 1, a 4-byte uid and gid), per PKWARE's
    APPNOTE; the CSV's deflate stream holds the bulk CSV's header and first rows.  (The headers are APPNOTE's and
    Info-ZIP's; how OpenPowerlifting's own build zips its folder was not seen.)"""
    folder = "openpowerlifting-2025-05-12-7d08e04b/"
    stamp = 1747010590  # 2025-05-12 00:43:10 UTC
    dos_time, dos_date = (0 << 11) | (43 << 5) | (10 // 2), ((2025 - 1980) << 9) | (5 << 5) | 12
    extra = (struct.pack("<HHBII", 0x5455, 9, 3, stamp, stamp)
             + struct.pack("<HHBBIBI", 0x7875, 11, 1, 4, 1000, 4, 1000))

    def local(name: str, version: int, method: int, raw: bytes, stored: bytes) -> bytes:
        head = struct.pack("<4sHHHHHIIIHH", b"PK\x03\x04", version, 0, method, dos_time, dos_date, zlib.crc32(raw),
                           len(stored), len(raw), len(name), len(extra))
        return head + name.encode() + extra + stored

    csv = _OPL_BULK.encode()
    deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = deflate.compress(csv) + deflate.flush()
    return local(folder, 10, 0, b"", b"") + local(folder + "openpowerlifting-2025-05-12-7d08e04b.csv", 20, 8, csv, body)


_ZIP = _opl_zip()
# OpenLifter's save file (Home > Save to File: the meet's name, spaces as '-', then '.openlifter'): JSON.stringify of
# its Redux store, no spaces, keys in the reducers' order (versions, language, meet, registration, lifting) and
# redux-persist's '_persist' last; the meet's keys as meetReducer's initial state, an entry's as newDefaultEntry (each
# lift's five attempts in kg and their status: 1 good, -1 no lift, 0 not taken), numbers as JavaScript prints them
_PLATES = ('[{"weightKg":50,"pairCount":0,"color":"#2AB003"},{"weightKg":25,"pairCount":8,"color":"#FF0000"},'
           '{"weightKg":20,"pairCount":1,"color":"#4990E2"},{"weightKg":15,"pairCount":1,"color":"#FFEF2A"},'
           '{"weightKg":10,"pairCount":1,"color":"#2AB003"},{"weightKg":5,"pairCount":1,"color":"#000000"},'
           '{"weightKg":2.5,"pairCount":1,"color":"#000000"},{"weightKg":2,"pairCount":0,"color":"#4990E2"},'
           '{"weightKg":1.5,"pairCount":0,"color":"#FFEF2A"},{"weightKg":1.25,"pairCount":1,"color":"#000000"},'
           '{"weightKg":1,"pairCount":1,"color":"#4990E2"},{"weightKg":0.75,"pairCount":1,"color":"#FF0000"},'
           '{"weightKg":0.5,"pairCount":1,"color":"#2AB003"},{"weightKg":0.25,"pairCount":1,"color":"#4990E2"}]')
_OPENLIFTER = ('{"versions":{"stateVersion":"0","releaseVersion":"1.4"},"language":"en","meet":{"name":'
               '"Buckeye Spring Classic","country":"USA","state":"OH","city":"Columbus","federation":"USAPL",'
               '"date":"2025-03-15","lengthDays":1,"platformsOnDays":[1],"divisions":["Open"],'
               '"weightClassesKgMen":[59,66,74,83,93,105,120],"weightClassesKgWomen":[47,52,57,63,69,76,84],'
               '"weightClassesKgMx":[],"formula":"Dots","ageCoefficients":"None","combineSleevesAndWraps":false,'
               '"combineSingleAndMulti":false,"allow4thAttempts":true,"inKg":true,"showAlternateUnits":true,'
               '"squatBarAndCollarsWeightKg":25,"benchBarAndCollarsWeightKg":25,"deadliftBarAndCollarsWeightKg":25,'
               '"plates":' + _PLATES + '},"registration":{"nextEntryId":5002,"entries":[{"id":5000,"day":1,'
               '"platform":1,"flight":"A","name":"Marek Kowalski","sex":"M","birthDate":"1997-06-02","age":0,'
               '"country":"USA","state":"OH","intendedWeightClassKg":"83","equipment":"Sleeves","divisions":["Open"],'
               '"events":["SBD"],"lot":7,"memberId":"","paid":true,"team":"","guest":false,"notes":"",'
               '"bodyweightKg":82.35,"squatRackInfo":"11","benchRackInfo":"7/3","squatKg":[180,190,197.5,0,0],'
               '"benchKg":[120,127.5,127.5,0,0],"deadliftKg":[230,242.5,250,0,0],"squatStatus":[1,1,-1,0,0],'
               '"benchStatus":[1,-1,1,0,0],"deadliftStatus":[1,1,1,0,0],"points":0,"place":null},{"id":5001,"day":1,'
               '"platform":1,"flight":"A","name":"Diana Reyes","sex":"F","birthDate":"1993-09-14","age":0,'
               '"country":"USA","state":"OH","intendedWeightClassKg":"63","equipment":"Sleeves","divisions":["Open"],'
               '"events":["SBD"],"lot":12,"memberId":"","paid":true,"team":"","guest":false,"notes":"",'
               '"bodyweightKg":62.4,"squatRackInfo":"8","benchRackInfo":"5/2","squatKg":[142.5,150,155,0,0],'
               '"benchKg":[77.5,82.5,85,0,0],"deadliftKg":[155,165,172.5,0,0],"squatStatus":[1,1,1,0,0],'
               '"benchStatus":[1,1,-1,0,0],"deadliftStatus":[1,1,-1,0,0],"points":0,"place":null}],'
               '"lookup":{"5000":0,"5001":1}},"lifting":{"day":1,"platform":1,"flight":"A","lift":"D",'
               '"overrideAttempt":null,"overrideEntryId":null,"columnDivisionWidthPx":90},'
               '"_persist":{"version":-1,"rehydrated":true}}')
# OpenLifter's Results > Export for OpenPowerlifting (MEET-NAME.opl.csv; LiftingCast's OPL export has the suffix too):
# its first line 'OPL Format v1 (OpenLifter VERSION),Submit by email:,issues@openpowerlifting.org', a blank line, the
# meet's CSV (Federation, Date, MeetCountry, MeetState, MeetTown, MeetName, Formula; the date behind an apostrophe), a
# blank line, then the entries with their empty columns removed (Instagram, the fourth attempts, Team), commas and
# quotes dropped from fields, a missed attempt's kilos negative, Points at two decimals
_OPL_EXPORT = ("OPL Format v1 (OpenLifter 1.4),Submit by email:,issues@openpowerlifting.org\n\n"
               "Federation,Date,MeetCountry,MeetState,MeetTown,MeetName,Formula\n"
               "USAPL,'2025-03-15,USA,OH,Columbus,Buckeye Spring Classic,Dots\n\n"
               "Place,Name,Sex,BirthDate,Age,Country,State,Equipment,Division,Lot,BodyweightKg,WeightClassKg,Squat1Kg,"
               "Squat2Kg,Squat3Kg,Best3SquatKg,Bench1Kg,Bench2Kg,Bench3Kg,Best3BenchKg,Deadlift1Kg,Deadlift2Kg,"
               "Deadlift3Kg,Best3DeadliftKg,TotalKg,Points,Event\n"
               "1,Diana Reyes,F,'1993-09-14,31,USA,OH,Sleeves,Open,12,62.4,63,142.5,150,155,155,77.5,82.5,-85,82.5,"
               "155,165,-172.5,165,402.5,435.43,SBD\n"
               "1,Marek Kowalski,M,'1997-06-02,27,USA,OH,Sleeves,Open,7,82.35,83,180,190,-197.5,190,120,-127.5,127.5,"
               "127.5,230,242.5,250,250,567.5,384.82,SBD\n")
# the federation's records table as the records officer keeps it for ProLifter's record checking (Records.csv in the
# app's settings folder: Gender, Move, AgeGroup, Class, RecordWeight, Name, Nationality, RecordDate, RecordLocation, as
# ProLifter's documentation lists them; the values as the officer fills them in)
_RECORDS = ("Gender,Move,AgeGroup,Class,RecordWeight,Name,Nationality,RecordDate,RecordLocation\n"
            "Male,Squat,Open,83,262.5,Andre Whitfield,USA,2023-10-21,Cincinnati\n"
            "Male,Bench,Open,83,182.5,Luis Carrera,USA,2024-04-13,Dayton\n"
            "Male,Deadlift,Open,83,317.5,Andre Whitfield,USA,2024-10-19,Columbus\n"
            "Female,Total,Open,63,487.5,Hannah Lindqvist,USA,2024-06-08,Toledo\n")
# the referees' light sheet as the scoring table types it up: flight, lifter, lift, attempt, kilos, the three lights
# (left, head, right; W white, R red): six fields a line, numbers fourth and fifth
_LIGHTS = ("A kowalski SQ 1 180 WWW\nA kowalski SQ 2 190 WWW\nA kowalski SQ 3 197.5 RWR\nA fiala SQ 1 175 WWW\n"
           "A fiala SQ 2 185 WRR\n")
# the weigh-in list as typed at the scale: lot, lifter, bodyweight (kg, two decimals), class: four fields a line,
# numbers first, third and fourth
_WEIGHIN = "7 kowalski 82.35 83\n3 fiala 81.90 83\n15 osei 82.90 83\n12 reyes 62.40 63\n"
# the attempt cards as the table typed them in: lifter, lift, attempt, declared kilos: four fields, numbers third and
# fourth
_ATTEMPTS = "kowalski SQ 1 180\nkowalski BP 1 120\nkowalski DL 1 230\nfiala SQ 1 175\nfiala BP 1 115\n"


def sixtysecond_bar_powerlifting_cases() -> list[Case]:
    G = SIXTYSECOND_POWERLIFTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="meet_scores", judgements="official_placings", runs=_RECS3, stem="placings", outputs=_OUT,
        item="lifter", rounded="total_kg",
        weights="{'ipf_gl_points': 2.0, 'dots_points': 1.5, 'wilks_points': 0.5, 'total_kg': 1.0}",
        lone_query="R['total_kg']['m:usapl/OH-2025-03/push-pull:MR-O'] = "
                   "{'opl:u/kevinosei': 0.9, 'lot:B/03': 0.4}\n",
        trust="ipf_gl_points 2\ndots_points 1.5\nwilks_points 0.5\n",
        trust_dict="{'ipf_gl_points': 2, 'dots_points': 1.5, 'wilks_points': 0.5}",
        texts={
            "rrf": ("u62b_rrf_flight_formulas",
                    "rankagg.fuse({formula: {flight or class: {lifter: score}}}, method='rrf'): four scores, six "
                    "flights, classes and rankings ('m:usapl/OH-2025-03/class:MR-O-83'), lifters as "
                    "'opl:u/marekkowalski'"),
            "borda": ("u62b_borda_bombed_out_lifters",
                      "rankagg.fuse(..., method='borda'): a lifter who bombed out of the squat has no total, so no "
                      "points in some formulas"),
            "combsum": ("u62b_combsum_rounded_totals",
                        "rankagg.fuse(..., method='combsum'): the totals as the scoring table rounds them (one "
                        "decimal, many ties) beside the points"),
            "fuser": ("u62b_weighted_fuser_ipf_gl",
                      "rankagg.Fuser('rrf', weights=...) per class: the IPF GL points count 2, Wilks 0.5"),
            "frame": ("u62b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scoring table's sheet, "
                      "a row per class, lifter and formula"),
            "evaluate": ("u62b_evaluate_official_placings",
                         "rankagg.evaluate(fused ranking, the official placings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the lifters the meet placed"),
            "lone": ("u62b_one_source_push_pull",
                     "rankagg.fuse(..., method='rrf'): a push-pull division only the totals sheet ranks (no points "
                     "formula scored it) beside classes every formula covers"),
            "cli_rrf": ("u62b_cli_rrf_runs",
                        "rankagg fuse dots_points.run ipf_gl_points.run wilks_points.run --method rrf -o "
                        "placings.run: one run per formula, flights and classes as queries"),
            "cli_borda": ("u62b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: IPF GL counts "
                          "double)"),
            "cli_combsum": ("u62b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four lifters a class sends to the "
                            "podium and the best-lifter award"),
            "cli_evaluate": ("u62b_cli_evaluate_placings_qrels",
                             "rankagg evaluate placings.run --qrels official_placings.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the official placings (0-2)"),
            "cli_parquet": ("u62b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o placings.parquet: gzipped runs from the records "
                            "officer's scripts, a Parquet table for the federation's rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u62b_opl_bulk_csv_as_run", "OpenPowerlifting's bulk CSV (Name, Sex, Event, Equipment, Age, ..., TotalKg, "
         "Place, Dots, Wilks, Glossbrenner, Goodlift, ..., MeetName, Sanctioned)",
         "openpowerlifting-2025-05-12-7d08e04b.csv", _OPL_BULK, "OpenPowerlifting",
         "openpowerlifting-2025-05-12-7d08e04b.csv:1"),
        ("u62b_opl_entries_csv_as_run", "a meet folder's entries.csv from OpenPowerlifting's data (Place, Name, Sex, "
         "BirthDate, Age, Equipment, Division, BodyweightKg, WeightClassKg, attempts, TotalKg, Event)", "entries.csv",
         _ENTRIES, "OpenPowerlifting", "entries.csv:1"),
        ("u62b_opl_zip_as_run", "OpenPowerlifting's data download, a ZIP archive ('PK\\x03\\x04', Info-ZIP's "
         "extra fields) holding the bulk CSV", "openpowerlifting-latest.zip", _ZIP, "ZIP",
         "openpowerlifting-latest.zip"),
        ("u62b_openlifter_save_as_run", "OpenLifter's save file (.openlifter: its Redux store as JSON, versions, "
         "language, meet, registration, lifting)", "Buckeye-Spring-Classic.openlifter", _OPENLIFTER, "OpenLifter",
         "Buckeye-Spring-Classic.openlifter:1"),
        ("u62b_openlifter_opl_export_as_run", "OpenLifter's export for OpenPowerlifting ('OPL Format v1 (OpenLifter "
         "1.4)', the meet's CSV, then the entries)", "Buckeye-Spring-Classic.opl.csv", _OPL_EXPORT, "OpenLifter",
         "Buckeye-Spring-Classic.opl.csv:1"),
        ("u62b_records_table_as_run", "the federation's records table as ProLifter reads it (Records.csv: Gender, "
         "Move, AgeGroup, Class, RecordWeight, Name, Nationality, RecordDate, RecordLocation)", "Records.csv",
         _RECORDS, "records", "Records.csv:1"),
        ("u62b_light_sheet_as_run", "the referees' light sheet as typed (six fields a line: flight, lifter, lift, "
         "attempt, kilos, lights)", "flight_A_light_sheet.txt", _LIGHTS, "light sheet",
         "flight_A_light_sheet.txt:1"),
        ("u62b_weighin_list_as_run", "the weigh-in list as typed (four fields a line: lot, lifter, bodyweight, "
         "class)", "weighin_day1.txt", _WEIGHIN, "weigh-in", "weighin_day1.txt:1"),
        ("u62b_attempt_cards_as_run", "the attempt cards as typed (four fields a line: lifter, lift, attempt, "
         "kilos)", "attempt_cards_flight_A.txt", _ATTEMPTS, "attempt card", "attempt_cards_flight_A.txt:1")],
        one_run=("dots_points.run", _ONE_RUN), stem="placings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a ZIP archive read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u62b_weighin_list_as_qrels", "weighin_day1.txt", _WEIGHIN, "weigh-in"),
        ("u62b_attempt_cards_as_qrels", "attempt_cards_flight_A.txt", _ATTEMPTS, "attempt card"),
        ("u62b_opl_entries_csv_as_qrels", "entries.csv", _ENTRIES, "OpenPowerlifting"),
        ("u62b_records_table_as_qrels", "Records.csv", _RECORDS, "records")],
        one_run=("dots_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u62b_out_openlifter", "Buckeye-Spring-Classic.openlifter", "OpenLifter's save file"),
        ("u62b_out_platform_export", "Buckeye-Spring-Classic-Day-1-Platform-1.export.openlifter",
         "OpenLifter's platform export, merged into the main laptop's meet"),
        ("u62b_out_usapl_csv", "Buckeye-Spring-Classic.USAPL.csv", "OpenLifter's export for USAPL"),
        ("u62b_out_opl_csv", "Buckeye-Spring-Classic.opl.csv",
         "OpenLifter's export for OpenPowerlifting (OPL Format v1)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=62"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u62b_api_openlifter_dict",
            "rankagg.fuse(json.load(Buckeye-Spring-Classic.openlifter)): OpenLifter's save file loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.openlifter')), method='rrf')\n",
            "OpenLifter", why="a run maps a query to {document: score}; OpenLifter's save maps versions, language, "
            "meet, registration and lifting to the meet's setup, its entries and the lifting page's state",
            files={"m.openlifter": _OPENLIFTER}),
        bad("u62b_api_opl_bulk_frame",
            "rankagg.fuse(pd.read_csv(openpowerlifting-2025-05-12-7d08e04b.csv)): OpenPowerlifting's bulk CSV (Name, "
            "Sex, Event, ..., Dots, Wilks, Glossbrenner, Goodlift, ..., MeetName) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('o.csv'), method='borda')\n",
            "OpenPowerlifting", why="a table of runs has qid, docid, run and score columns; OpenPowerlifting's CSV has "
            "a lifter's attempts, total, place and points at one meet per row", files={"o.csv": _OPL_BULK}),
    ]
    return cases
