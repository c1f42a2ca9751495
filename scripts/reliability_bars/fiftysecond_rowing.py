"""Issue 45's fifty-second bar of scripts/reliability_matrix.py, a national rowing federation's selectors and a club's
head coach ranking crews and athletes per piece, regatta and season across ergometers, boat speed meters and regatta
results (its cases, ids ``u52b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each selection question (a boat class and the selection event, ``sel:m8+/spring-trials``) is a query
and each athlete or crew a document (``ath:okafor-k/hwm``, ``crew:m4-/trials-a``); the runs are the 2k erg test
(splits and prognostic percentages against the gold-medal standard), the seat-racing margins, the SpeedCoach
on-the-water pieces and the selectors' own rankings, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by how well each source has predicted the final crews, and judged against the crews named
at the end of the season (2 in the A boat, 1 spare, 0 not selected).  The mistakes and odd files: the field's own
files given where runs or qrels are read (a Concept2 Logbook season CSV, the Logbook's stroke data CSV of an ErgData
piece, an NK SpeedCoach session CSV with its preamble, a RowPro CSV export, a FIT file from a rowing computer, a
Time-Team results page, a regatta results PDF, the coach's seat-racing sheet and erg test typed as text, whose lines
have six fields with a number fifth, the regatta placings typed four fields a line), the Concept2 Logbook API's JSON
and the Logbook's CSV given to the Python API, and outputs named for the field's files (.fit, .tcx, .gpx,
.peach-data).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSECOND_ROWING = ("45 Unseen inputs: a fifty-second bar, a national rowing federation's selectors and a club's "
                      "head coach ranking crews and athletes per piece, regatta and season (Concept2 Logbook CSV and "
                      "API JSON, ErgData stroke data, NK SpeedCoach, RowPro, FIT, Time-Team, regatta PDFs, "
                      "seat-racing sheets and erg tests typed as text)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['erg_2k', 'seat_racing', 'speedcoach_otw', 'selectors'],
    items=['ath:okafor-k/hwm', 'ath:brandt-j/hwm', 'crew:m4-/trials-a', 'ath:nakamura-t/lwm', 'crew:m2-/okafor+brandt',
           'ath:lindqvist-e/hwm', 'crew:m4-/trials-b', 'ath:reyes-m/u23'],
    queries=['sel:m8+/spring-trials', 'sel:m4-/seat-race-wk3', 'sel:m2-/national-trials', 'sel:m1x/2k-erg-dec',
             'sel:lm2x/regatta-season', 'sel:m8+/henley-crew'],
    suffix='/re-test', generator='selection', judgements='final_crews') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "selection", "selection.run")

_RECS3 = ["erg_2k", "seat_racing", "speedcoach_otw"]
_OUT = ("selection.run",)
_ONE_RUN = ("sel:m4-/seat-race-wk3 Q0 ath:okafor-k/hwm 1 0.88 seat_racing\nsel:m4-/seat-race-wk3 Q0 "
            "ath:brandt-j/hwm 2 0.71 seat_racing\n")

# the team's files, as the Logbook, the apps, the boat speed meters and the results services write them (a few lines)
# the Concept2 Logbook's season export (log.concept2.com, History, Export CSV): its 23-column header
_C2_SEASON = ('"Log ID",Date,Description,"Work Time (Formatted)","Work Time (Seconds)","Rest Time (Formatted)",'
              '"Rest Time (Seconds)","Work Distance","Rest Distance","Stroke Rate/Cadence","Stroke Count",Pace,'
              '"Avg Watts",Cal/Hour,"Total Cal","Avg Heart Rate","Drag Factor",Age,Weight,Type,Ranked,Comments,'
              '"Date Entered"\n'
              '91234567,"2026-11-24 07:42:00",2000m,6:04.2,364.2,,,2000,,32,194,1:31.0,464,1897,192,181,112,24,'
              '94.0,RowErg,Yes,"Dec 2k test",2026-11-24\n'
              '91230012,"2026-11-22 08:10:00","3x2000m/5:00r",21:03.6,1263.6,10:00.0,600.0,6000,1180,28,590,'
              '1:45.3,300,1332,467,164,112,24,94.0,RowErg,No,"UT1 pieces",2026-11-22\n')
# the Logbook's stroke data export of one workout rowed with ErgData (its header as the site writes it)
_C2_STROKES = ('"Stroke Number","Time (seconds)","Distance (meters)","Pace (seconds per 500m","Stroke Rate",'
               '"Heart Rate"\n"1","1.8","9.0","101.3","38","142"\n"2","3.6","18.0","92.4","41","146"\n'
               '"3","5.4","28.0","90.1","40","151"\n"4","7.3","38.0","90.6","36","155"\n')
# an NK SpeedCoach GPS session export (NK LiNK Logbook): the preamble of session, device and oarlock information,
# then the Session Summary, Interval Summaries and Per-Stroke Data tables, each with a units line
_NK = ("Session Information:,,,,Device Information:,,,,Oarlock Information:,,,,Oarlock Settings:,,,,\n"
       "Name:,JustGo-20261124,,,Name:,M8+ Stroke,,,Firmware:,---,,,Boat ID:,---,,,\n"
       "Start Time:,11/24/26 06:58am,,,Model:,SpeedCoach GPS Pro,,,,,,,Seat Number:,---,,,\n"
       "Type:,Just Go,,,Serial:,2291543,,,,,,,Port Starboard:,---,,,\n"
       "System of Units:,Meters/Split500,,,Firmware Version:,2.21,,,,,,,Oar Length:,---,,,\n"
       "Speed Input:,GPS,,,Profile Version:,0.02,,,,,,,Inboard Length:,---,,,\n"
       ",,,,Hardware Version:,Rev 11,,,,,,,,,,,\n,,,,,,,,,,,,,,,,\n"
       "Session Summary:,,,,,,,,,,,,,,,,\n"
       "Total Intervals,Total Distance (GPS),Total Distance (IMP),Total Elapsed Time,Avg Split (GPS),"
       "Avg Speed (GPS),Avg Split (IMP),Avg Speed (IMP),Avg Stroke Rate,Total Strokes,Distance/Stroke (GPS),,,,,,\n"
       "(Interval),(Meters),(Meters),(HH:MM:SS.tenths),(/500),(M/S),(/500),(M/S),(SPM),(Strokes),(Meters),,,,,,\n"
       "1,2000.4,0,05:41.9,01:25.5,5.85,00:00.0,0,38,217,9.22,,,,,,\n,,,,,,,,,,,,,,,,\n"
       "Per-Stroke Data:,,,,,,,,,,,,,,,,\n"
       "Interval,Distance (GPS),Distance (IMP),Elapsed Time,Split (GPS),Speed (GPS),Split (IMP),Speed (IMP),"
       "Stroke Rate,Total Strokes,Distance/Stroke (GPS),,,,,,\n"
       "(Interval),(Meters),(Meters),(HH:MM:SS.tenths),(/500),(M/S),(/500),(M/S),(SPM),(Strokes),(Meters),,,,,,\n"
       "1,6.2,0,00:02.1,02:49.4,2.95,00:00.0,0,41,1,6.2,,,,,,\n"
       "1,14.9,0,00:03.6,01:56.0,4.31,00:00.0,0,44,2,8.7,,,,,,\n")
# a RowPro CSV export: its blocks (the file, the rower, the colours, the session summary, the samples), each with its
# header and a blank line between
_ROWPRO = ("Date,Comment,Password,ID,Version,RowfileId,Rowfile_Id\n11/24/2026 00:00:00,,\"\",\"512\",,,0\n\n"
           "Type,Name,BirthDate,Gender,Weight,C2UID,Rowfile_Id\n\"1\",\"Kofi Okafor\",3/2/2002 00:00:00,\"M\",94,0,\n\n"
           "Hair,skin,shirt,shorts,boat,oar,Rowfile_Id\n-1651032,-138040,-15761168,-1,-8355712,\"CVK.jpg\",\n\n"
           "Date,TotalTime,TotalDistance,AvgPace,Unit,Origin,TotalCals,DutyCycle,Type,Format,Slide,Session_Id,"
           "Rowfile_Id,AvgHR,LastHR,Offset\n11/24/2026 07:42:00,364200,2000,0.09105,1,1,192,33,6,\"2,000 meters\","
           "False,0,,181,194,1\n\nOffset,Session_Id\n\n"
           "Time,Distance,Pace,Watts,Cals,SPM,HR,DutyCycle,Rowfile_Id\n"
           "1803,9.01,0.1013,269.4,0.21,38,142,0.3333333,\n3605,18.2,0.0924,354.9,0.52,41,146,0.3333333,\n")


def _fit_crc(data: bytes) -> int:
    """The FIT protocol's CRC-16 (the SDK's nibble table)."""
    table = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
    crc = 0
    for byte in data:
        tmp = table[crc & 0xF]
        crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ table[byte & 0xF]
        tmp = table[crc & 0xF]
        crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ table[(byte >> 4) & 0xF]
    return crc


def _fit() -> bytes:
    """A FIT activity file: the 14-byte header (protocol 2.0, profile 21.94, '.FIT', its CRC), a definition and a
    data message of file_id (type activity, manufacturer concept2, product, serial number, time created), the file's
    CRC."""
    definition = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 5) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84,
                                                                        3, 4, 0x8C, 4, 4, 0x86])
    data = bytes([0x00]) + struct.pack("<BHHII", 4, 40, 1, 430012345, 1132990920)
    records = definition + data
    header = struct.pack("<BBHI4s", 14, 0x20, 2194, len(records), b".FIT")
    header += struct.pack("<H", _fit_crc(header))
    body = header + records
    return body + struct.pack("<H", _fit_crc(body))


_FIT = _fit()


def _pdf() -> bytes:
    """A one-page PDF of a regatta's results (the results service's print): '%PDF-1.7', catalog, pages, page, content
    stream, xref table and trailer."""
    text = b"BT /F1 11 Tf 50 800 Td (Men's Eight - Final A - Official Results) Tj ET\n"
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(text) + text + b"endstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for i, obj in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return out


_PDF = _pdf()
# a Time-Team results page (regatta.time-team.nl/<regatta>/<year>/results/...), saved from the browser
_TIMETEAM = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
             '<title>Holland Beker 2026 - Results - Time-Team</title>\n</head>\n<body>\n'
             '<h1>Holland Beker 2026</h1>\n<h2>M8+ Men\'s Eight - Final A</h2>\n<table class="timeteam">\n'
             '<tr><th>Pos</th><th>Lane</th><th>Crew</th><th>500m</th><th>1000m</th><th>1500m</th><th>Finish</th>'
             '</tr>\n<tr><td>1</td><td>3</td><td>National Squad M8+</td><td>1:21.84</td><td>2:47.02</td>'
             '<td>4:12.55</td><td>5:36.91</td></tr>\n<tr><td>2</td><td>4</td><td>Nereus</td><td>1:22.10</td>'
             '<td>2:48.31</td><td>4:14.90</td><td>5:40.22</td></tr>\n</table>\n</body>\n</html>\n')
# the head coach's seat-racing sheet, typed: six fields a line (race, date, boat A, boat B, margin s, switched pair)
_SEAT_RACING = ("race date boat_a boat_b margin_s switched\n"
                "SR1 2026-11-21 M4-A M4-B 1.8 okafor/brandt\nSR2 2026-11-21 M4-A M4-B -0.6 brandt/lindqvist\n"
                "SR3 2026-11-22 M4-A M4-B 2.4 okafor/reyes\n")
# the selectors' December erg test, typed: six fields a line (athlete, category, date, test, 500m split s, rate)
_ERG_TEST = ("athlete cat date test split_s rate\nokafor-k HWM 2026-12-05 2k 91.05 32\n"
             "brandt-j HWM 2026-12-05 2k 91.62 33\nnakamura-t LWM 2026-12-05 2k 94.40 34\n")
# the season's regatta placings, typed four fields a line (regatta, event, crew, place)
_PLACINGS = ("regatta event crew place\nhollandbeker2026 M8+ national-squad 1\nhollandbeker2026 M8+ nereus 2\n"
             "henley2026 grand-challenge-cup national-squad 1\n")
# the Concept2 Logbook API's results (GET /api/users/me/results): data and meta.pagination
_C2_API = ('{"data": [{"id": 91234567, "user_id": 1432987, "date": "2026-11-24 07:42:00", "timezone": '
           '"Europe/London", "date_utc": "2026-11-24 07:42:00", "distance": 2000, "type": "rower", "time": 3642, '
           '"time_formatted": "6:04.2", "workout_type": "FixedDistanceSplits", "source": "ErgData iOS", '
           '"weight_class": "H", "verified": true, "ranked": true, "comments": "Dec 2k test", "stroke_data": true, '
           '"stroke_rate": 32, "stroke_count": 194, "drag_factor": 112, "calories_total": 192, "heart_rate": '
           '{"average": 181, "max": 194}, "workout": {"splits": [{"type": "distance", "time": 905, "distance": 500, '
           '"stroke_rate": 34}, {"type": "distance", "time": 919, "distance": 500, "stroke_rate": 31}]}}], '
           '"meta": {"pagination": {"total": 1, "count": 1, "per_page": 50, "current_page": 1, "total_pages": 1, '
           '"links": []}}}\n')


def fiftysecond_bar_rowing_cases() -> list[Case]:
    G = FIFTYSECOND_ROWING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="selection", judgements="final_crews", runs=_RECS3, stem="selection", outputs=_OUT,
        item="athlete or crew", rounded="speedcoach_otw",
        weights="{'erg_2k': 1.0, 'seat_racing': 2.0, 'speedcoach_otw': 0.5, 'selectors': 1.5}",
        lone_query="R['selectors']['sel:w1x/pr1-para'] = {'ath:hale-s/pr1': 0.9, 'ath:moreau-c/pr1': 0.4}\n",
        trust="seat_racing 2\nerg_2k 1\nspeedcoach_otw 0.5\n",
        trust_dict="{'seat_racing': 2, 'erg_2k': 1, 'speedcoach_otw': 0.5}",
        texts={
            "rrf": ("u52b_rrf_selection_sources",
                    "rankagg.fuse({source: {selection: {athlete or crew: score}}}, method='rrf'): four sources, six "
                    "selection questions ('sel:m8+/spring-trials'), athletes as 'ath:okafor-k/hwm'"),
            "borda": ("u52b_borda_unraced_athletes",
                      "rankagg.fuse(..., method='borda'): the 2k erg test has no score for an athlete who was ill "
                      "on test day"),
            "combsum": ("u52b_combsum_rounded_speedcoach",
                        "rankagg.fuse(..., method='combsum'): the SpeedCoach pieces' score at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u52b_weighted_fuser_seat_racing",
                      "rankagg.Fuser('rrf', weights=...) per selection: seat racing counts 2, the SpeedCoach 0.5"),
            "frame": ("u52b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the selectors' sheet, a row "
                      "per selection, athlete or crew and source"),
            "evaluate": ("u52b_evaluate_final_crews",
                         "rankagg.evaluate(fused ranking, the final crews, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the athletes who made the A boat"),
            "lone": ("u52b_one_source_para_selection",
                     "rankagg.fuse(..., method='rrf'): a para single only the selectors ranked (no erg standard, no "
                     "seat racing) beside selections every source covers"),
            "cli_rrf": ("u52b_cli_rrf_runs",
                        "rankagg fuse erg_2k.run seat_racing.run speedcoach_otw.run --method rrf -o selection.run: "
                        "one run per source, selections as queries"),
            "cli_borda": ("u52b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: seat racing counts "
                          "double)"),
            "cli_combsum": ("u52b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four seats of a coxless four per "
                            "selection"),
            "cli_evaluate": ("u52b_cli_evaluate_final_crews_qrels",
                             "rankagg evaluate selection.run --qrels final_crews.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the final crews (0-2)"),
            "cli_parquet": ("u52b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o selection.parquet: gzipped runs from the "
                            "federation's nightly jobs, a Parquet table for the selectors' dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    rows = [
        ("u52b_c2_logbook_csv_as_run", "the Concept2 Logbook's season export (\"Log ID\", Date, Description, "
         "\"Work Time (Formatted)\", ...)", "concept2-season-2027.csv", _C2_SEASON, "Concept2"),
        ("u52b_c2_stroke_data_as_run", "the Concept2 Logbook's stroke data of an ErgData piece (\"Stroke Number\", "
         "\"Time (seconds)\", \"Distance (meters)\", ...)", "91234567_strokes.csv", _C2_STROKES, "Concept2"),
        ("u52b_speedcoach_csv_as_run", "an NK SpeedCoach session export (Session Information:, Device Information:, "
         "then Session Summary:, Per-Stroke Data:)", "SpdCoach 2291543 20261124 0658AM.csv", _NK, "SpeedCoach"),
        ("u52b_rowpro_csv_as_run", "a RowPro CSV export (Date,Comment,Password,ID,...; the rower; the session; "
         "Time,Distance,Pace,Watts samples)", "RowPro_2k_20261124.csv", _ROWPRO, "RowPro"),
        ("u52b_fit_as_run", "a FIT activity from a rowing computer (14-byte header, '.FIT', file_id)",
         "2026-11-24-0658.fit", _FIT, "FIT"),
        ("u52b_timeteam_html_as_run", "a Time-Team results page saved from the browser (html, a results table)",
         "hollandbeker2026_M8+_FA.html", _TIMETEAM, "Time-Team"),
        ("u52b_results_pdf_as_run", "a regatta's official results as a PDF (%PDF-1.7)",
         "Results_M8+_FinalA.pdf", _PDF, "PDF"),
        ("u52b_seat_racing_sheet_as_run", "the head coach's seat-racing sheet typed as text (six fields a line: race, "
         "date, boat A, boat B, margin, switched pair)", "seat_racing_wk3.txt", _SEAT_RACING, "seat racing"),
        ("u52b_erg_test_as_run", "the December erg test typed as text (six fields a line: athlete, category, date, "
         "test, split, rate)", "erg_test_dec.txt", _ERG_TEST, "erg test"),
        ("u52b_c2_api_json_as_run", "the Concept2 Logbook API's results (data, meta.pagination)",
         "results_me.json", _C2_API, "Concept2")]
    cases += files_as_runs(cli_bad, [
        (cid, what, name, content, tool, name if isinstance(content, bytes) else named_at(name, content))
        for cid, what, name, content, tool in rows],
        one_run=("seat_racing.run", _ONE_RUN), stem="selection",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT activity or a PDF read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u52b_placings_as_qrels", "placings_2026.txt", _PLACINGS, "placings"),
        ("u52b_c2_logbook_as_qrels", "concept2-season-2027.csv", _C2_SEASON, "Concept2"),
        ("u52b_speedcoach_as_qrels", "SpdCoach 2291543 20261124 0658AM.csv", _NK, "SpeedCoach"),
        ("u52b_timeteam_as_qrels", "hollandbeker2026_M8+_FA.html", _TIMETEAM, "Time-Team")],
        one_run=("seat_racing.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u52b_out_fit", "selection.fit", "a FIT activity"),
        ("u52b_out_tcx", "selection.tcx", "a TCX workout for the Concept2 Logbook upload"),
        ("u52b_out_gpx", "selection.gpx", "a GPX track of an on-the-water piece"),
        ("u52b_out_peach", "selection.peach-data", "a Peach PowerLine session")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=52"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u52b_api_c2_results_dict",
            "rankagg.fuse(json.load(results_me.json)): the Concept2 Logbook API's results loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "Concept2", why="a run maps a query to {document: score}; the Logbook's 'data' is a list of workouts and "
            "'meta' its pagination", files={"r.json": _C2_API}),
        bad("u52b_api_c2_logbook_frame",
            "rankagg.fuse(pd.read_csv(concept2-season-2027.csv)): the Concept2 Logbook's season export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "Concept2", why="a table of runs has qid, docid, run and score columns; the Logbook's has a workout per "
            "row", files={"s.csv": _C2_SEASON}),
    ]
    return cases
