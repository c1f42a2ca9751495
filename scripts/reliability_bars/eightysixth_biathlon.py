"""Issue 45's eighty-sixth bar of scripts/reliability_matrix.py, a national biathlon federation's results office and its
team's coaches, ranking athletes per race, shooting stage, World Cup stop and season from ski times, shooting, range
times and World Cup points (its cases, ids ``u86a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each race, shooting stage, World Cup stop or season (``race:BT2526SWRLCP03SMSP``, the IBU's race id;
``stage:BT2526SWRLCP03SMSP/S1``, the race then the stage; ``stop:BT2526SWRLCP05``; ``season:2526/SMTS``, the season then
the cup) is a query and each athlete a document (``athlete:2526/BTNOR11207199501``, the season then the IBU id); the
runs are the ski times, the shooting results, the range times and the World Cup points, turned to scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, the shooting weighted highest (the coaches pick on the
range), and judged against the coaches' selections for the next stop (2 World Cup start, 1 reserve, 0 IBU Cup).  The
mistakes and odd files: the field's own files given where runs or qrels are read (the IBU datacenter's race results
and cup standings as its API answers them (JSON), a watch's FIT activity file (binary) and the same gzipped in a
Strava bulk export, a Strava GPX track, a Garmin TCX file, Garmin Connect's Activities.csv, the coaches' shooting card,
range log and start list as they type them), and outputs named for the field's files (.fit, .gpx, .tcx, .fit.gz).
(Checked: the IBU datacenter's API (biathlonresults.com/modules/sportapi/api): Results?RaceId= answers an object with
'Competition' (RaceId, Description, Location, StartTime) and 'Results', a row per athlete with StartOrder, ResultOrder,
IRM, IBUId, IsTeam, Name, ShortName, FamilyName, GivenName, Nat, Bib, Leg, Rank (a string), Rnk, Shootings
('1+1+0+0'), ShootingTotal, RunTime, TotalTime, WC, NC, NOC, StartTime, StartRow, StartLane, BibColor, Behind,
StartGroup, PursuitStartDistance, Result; CupResults?CupId= answers 'Rows' (Rank, ResultOrder, IBUId, Name, ShortName,
Nat, Score); race ids (BT2425SWRLCP01SWMS), cup ids (BT2425SWRLCP__SWTS) and IBU ids (BTGER21103199401) as the
biathlonresults package's example notebooks print them (prtkv/biathlonresults), the row keys from clients' models
(Abrissirba/Biathlon's IResult and ICupResult, a ClickHouse loader); the answers' other top-level keys, the values'
exact types (Bib, WC) and the winner's Behind are not checked, the values illustrative.  FIT's 14-byte header (size,
protocol, profile version LE, data size LE, '.FIT', header CRC) and its trailing CRC from fitparser's, fit-sdk-rust's
and f4r's docs; the file_id definition and data message (record header 0x40 / 0x00, base types 0x00, 0x84, 0x8C,
0x86) and the CRC's nibble table from memory of the FIT protocol, not checked here; the device file name
(YYYY-MM-DD-HH-MM-SS.fit) not checked.  Strava's bulk export (activities/ of .fit.gz, .gpx.gz, .tcx.gz and
activities.csv) from importers of it; Strava's GPX root (creator="StravaGPX", the attributes' order, metadata/time, trk
name and type 9 for a run) from a saved track parsed to JSON (cjpearson85/chat-app), the line breaks a guess.  Garmin
Connect's Activities.csv header (Activity Type, Date, Favorite, Title, Distance, ... Min Elevation, Max Elevation) from
an importer's example of a real export (Pacer), values quoted as there, '--' for none; its columns differ by activity
type and account (not checked for skiing, so a dryland run is used).  TCX (TrainingCenterDatabase v2: Activities /
Activity Sport / Id / Lap StartTime / TotalTimeSeconds / DistanceMeters / Track / Trackpoint) is from memory, not
checked.  Left out, as they could not be checked: SIUS's and Kurvinen's (Megalink's) electronic target exports, the
IBU datacenter's PDF and Excel downloads, the analytic results' other rows, Polar's and Suunto's exports; the shooting
card, range log and start list are typed here as the coaches write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSIXTH_BIATHLON = ("45 Unseen inputs: an eighty-sixth bar, a national biathlon federation's results office and "
                        "coaches ranking athletes per race, shooting stage, World Cup stop and season from ski times, "
                        "shooting, range times and World Cup points (the IBU datacenter's results and cup standings "
                        "(JSON), FIT activity files, plain and gzipped from a Strava export, GPX and TCX tracks, "
                        "Garmin Connect's Activities.csv, shooting cards, range logs and start lists as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ski_times', 'shooting_results', 'range_times', 'world_cup_points'],
    items=['athlete:2526/BTNOR11207199501', 'athlete:2526/BTNOR10503199801', 'athlete:2526/BTFRA12810199701',
           'athlete:2526/BTGER11909199601', 'athlete:2526/BTSWE10402200001', 'athlete:2526/BTNOR12701200201',
           'athlete:2526/BTITA11606199901', 'athlete:2526/BTNOR10911200301'],
    queries=['race:BT2526SWRLCP03SMSP', 'stage:BT2526SWRLCP03SMSP/S1', 'stop:BT2526SWRLCP05',
             'season:2526/SMTS', 'race:BT2526SWRLCP04SMPU', 'stage:BT2526SWRLCP05SMIN/P2'],
    suffix='/jury-revised', generator='biathlon_scores', judgements='coach_selections'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "biathlon_scores", "team_rankings.run")

_RECS3 = ["ski_times", "shooting_results", "range_times"]
_OUT = ("team_rankings.run",)
_ONE_RUN = ("race:BT2526SWRLCP03SMSP Q0 athlete:2526/BTNOR11207199501 1 0.9412 shooting_results\n"
            "race:BT2526SWRLCP03SMSP Q0 athlete:2526/BTNOR10503199801 2 0.8876 shooting_results\n")


# the team's files, as the IBU datacenter, the watches, Strava, Garmin Connect and the coaches write them
# the IBU datacenter's race results (GET .../sportapi/api/Results?RaceId=BT2526SWRLCP03SMSP), saved compact as the API
# answers: 'Competition', then 'Results', a row per athlete; the values illustrative
def _ibu_row(order, ibu, family, given, nat, bib, shootings, total, run, behind, wc):
    return {"StartOrder": bib, "ResultOrder": order, "IRM": None, "IBUId": ibu, "IsTeam": False,
            "Name": f"{family} {given}", "ShortName": f"{family} {given[0]}", "FamilyName": family,
            "GivenName": given, "Nat": nat, "Bib": str(bib), "Leg": None, "Rank": str(order), "Rnk": str(order),
            "Shootings": shootings, "ShootingTotal": str(sum(int(s) for s in shootings.split("+"))), "RunTime": run,
            "TotalTime": total, "WC": wc, "NC": wc, "NOC": None, "StartTime": None, "StartRow": 0, "StartLane": 0,
            "BibColor": None, "Behind": behind, "StartGroup": None, "PursuitStartDistance": 0, "Result": total}


_IBU_RESULTS = json.dumps({
    "Competition": {"RaceId": "BT2526SWRLCP03SMSP", "Description": "Men 10 km Sprint Competition",
                    "Location": "Biathlon Stadium Le Grand-Bornand", "StartTime": "2025-12-18T13:20:00Z"},
    "Results": [
        _ibu_row(1, "BTNOR11207199501", "BAKKEN", "Eirik", "NOR", 12, "0+0", "23:41.2", "22:38.5", "0.0", "90"),
        _ibu_row(2, "BTFRA12810199701", "MOREL", "Lucas", "FRA", 31, "0+1", "23:52.6", "22:31.0", "+11.4", "75"),
        _ibu_row(3, "BTNOR10503199801", "HAUGEN", "Sindre", "NOR", 7, "1+0", "24:03.9", "22:44.8", "+22.7", "60")]},
    separators=(",", ":"))
_IBU_RESULTS_NAME = "results_BT2526SWRLCP03SMSP.json"

# the IBU datacenter's cup standings (GET .../sportapi/api/CupResults?CupId=BT2526SWRLCP__SMTS): 'Rows', an athlete
# a row with the World Cup points as Score
_IBU_CUP = json.dumps({"Rows": [
    {"Rank": "1", "ResultOrder": 1, "IBUId": "BTNOR11207199501", "Name": "BAKKEN Eirik", "ShortName": "BAKKEN E",
     "Nat": "NOR", "Score": "412"},
    {"Rank": "2", "ResultOrder": 2, "IBUId": "BTFRA12810199701", "Name": "MOREL Lucas", "ShortName": "MOREL L",
     "Nat": "FRA", "Score": "371"},
    {"Rank": "3", "ResultOrder": 3, "IBUId": "BTNOR10503199801", "Name": "HAUGEN Sindre", "ShortName": "HAUGEN S",
     "Nat": "NOR", "Score": "355"}]}, separators=(",", ":"))
_IBU_CUP_NAME = "cupresults_BT2526SWRLCP__SMTS.json"


# a watch's FIT activity file: the 14-byte header (size 14, protocol 1.0, profile 20.93, the data size, '.FIT', its
# CRC), the file_id message's definition and data (type 4 activity, manufacturer 1 Garmin, a product, a serial, the
# time created in seconds since 1989-12-31), then the file's CRC; the rest of the activity left out
def _fit_crc(data: bytes, crc: int = 0) -> int:
    table = (0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400)
    for byte in data:
        for nibble in (byte & 0xF, byte >> 4):
            tmp = table[crc & 0xF]
            crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ table[nibble]
    return crc


def _activity_fit() -> bytes:
    definition = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 5) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84,
                                                                       3, 4, 0x8C, 4, 4, 0x86])
    message = bytes([0x00]) + struct.pack("<BHHII", 4, 1, 3290, 3_412_345_678, 1_136_903_462)
    records = definition + message
    head = struct.pack("<BBHI", 14, 0x10, 2093, len(records)) + b".FIT"
    head += struct.pack("<H", _fit_crc(head))
    return head + records + struct.pack("<H", _fit_crc(head + records))


_FIT = _activity_fit()
_FIT_NAME = "2026-01-09-14-31-02.fit"
# the same activity as Strava's bulk export holds it: activities/<id>.fit.gz
_FIT_GZ = gzip.compress(_FIT, mtime=0)
_FIT_GZ_NAME = "13042275981.fit.gz"

# a Strava GPX track (a dryland run at the summer camp): the prolog, the root with its namespaces on line 2
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd '
        'http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd '
        'http://www.garmin.com/xmlschemas/TrackPointExtension/v1 '
        'http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" version="1.1" '
        'xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
        'xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">\n'
        " <metadata>\n  <time>2025-08-14T07:12:40Z</time>\n </metadata>\n"
        " <trk>\n  <name>Morning Run</name>\n  <type>9</type>\n  <trkseg>\n"
        '   <trkpt lat="47.7436170" lon="12.6614030">\n    <ele>689.4</ele>\n    <time>2025-08-14T07:12:40Z</time>\n'
        "    <extensions>\n     <gpxtpx:TrackPointExtension>\n      <gpxtpx:hr>112</gpxtpx:hr>\n"
        "      <gpxtpx:cad>80</gpxtpx:cad>\n     </gpxtpx:TrackPointExtension>\n    </extensions>\n   </trkpt>\n"
        "  </trkseg>\n </trk>\n</gpx>\n")
_GPX_NAME = "Morning_Run.gpx"

# a Garmin TCX file (Training Center Database v2), a roller-ski session: the root on line 2, one lap, one trackpoint
_TCX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 '
        'http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">\n'
        "  <Activities>\n    <Activity Sport=\"Other\">\n      <Id>2025-09-03T08:05:11.000Z</Id>\n"
        '      <Lap StartTime="2025-09-03T08:05:11.000Z">\n        <TotalTimeSeconds>3712.0</TotalTimeSeconds>\n'
        "        <DistanceMeters>18420.0</DistanceMeters>\n        <Calories>912</Calories>\n"
        "        <Intensity>Active</Intensity>\n        <TriggerMethod>Manual</TriggerMethod>\n        <Track>\n"
        "          <Trackpoint>\n            <Time>2025-09-03T08:05:11.000Z</Time>\n"
        "            <AltitudeMeters>703.2</AltitudeMeters>\n            <DistanceMeters>0.0</DistanceMeters>\n"
        "            <HeartRateBpm>\n              <Value>104</Value>\n            </HeartRateBpm>\n"
        "          </Trackpoint>\n        </Track>\n      </Lap>\n    </Activity>\n  </Activities>\n"
        "</TrainingCenterDatabase>\n")
_TCX_NAME = "rollerski_2025-09-03.tcx"

# Garmin Connect's Activities.csv (Activities > Export CSV): its header as a real export's, the values quoted
_ACTIVITIES_CSV = (
    "Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Aerobic TE,Avg Run Cadence,"
    "Max Run Cadence,Avg Pace,Best Pace,Total Ascent,Total Descent,Avg Stride Length,Avg Vertical Ratio,"
    "Avg Vertical Oscillation,Avg Ground Contact Time,Avg GAP,Normalized Power® (NP®),Training Stress Score®,"
    "Avg Power,Max Power,Steps,Total Reps,Total Sets,Decompression,Best Lap Time,Number of Laps,Moving Time,"
    "Elapsed Time,Min Elevation,Max Elevation\n"
    'Running,2025-08-14 09:12:40,false,"Ruhpolding Running","12.41","868","01:02:15","148","181","3.4","166",'
    '"188","5:01","3:58","412","405","1.21","8.1","9.6","241","4:38","--","0.0","--","--","11,292","--","--",'
    '"No","03:41.2","13","01:01:50","01:03:07","689","1,012"\n'
    'Running,2025-08-12 16:40:05,false,"Ruhpolding Running","8.02","571","00:39:48","139","166","2.9","164",'
    '"180","4:58","4:12","188","190","1.19","8.0","9.4","244","4:49","--","0.0","--","--","7,210","--","--",'
    '"No","04:41.9","9","00:39:31","00:40:02","692","861"\n')
_ACTIVITIES_NAME = "Activities.csv"

# the coaches' shooting card as typed after a race: bib, stage, hits, misses, range time (s), penalty loops: six fields
_SHOOTING_CARD = ("12 P1 5 0 26.8 0\n12 S1 4 1 31.2 1\n31 P1 4 1 28.4 1\n31 S1 5 0 29.9 0\n7 P1 5 0 25.1 0\n"
                  "7 S1 4 1 30.6 1\n")
# the range log the range coach keeps in zeroing and in the race: clock time, lane, bib, hits: four fields a line
_RANGE_LOG = "14:36:12 07 12 5\n14:37:40 11 31 4\n14:38:05 03 7 5\n14:52:47 07 12 4\n"
# the start list as the office types it from the IBU's: bib, IBU id, family name, given name, nation, start time
_START_LIST = ("7 BTNOR10503199801 HAUGEN Sindre NOR 14:33:00\n12 BTNOR11207199501 BAKKEN Eirik NOR 14:35:30\n"
               "31 BTFRA12810199701 MOREL Lucas FRA 14:45:00\n44 BTNOR10911200301 LIEN Magnus NOR 14:51:30\n")


def eightysixth_bar_biathlon_cases() -> list[Case]:
    G = EIGHTYSIXTH_BIATHLON
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="biathlon_scores", judgements="coach_selections", runs=_RECS3,
        stem="team_rankings", outputs=_OUT, item="athlete", rounded="range_times",
        weights="{'ski_times': 1.0, 'shooting_results': 2.0, 'range_times': 0.5, 'world_cup_points': 1.5}",
        lone_query="R['range_times']['zeroing:BT2526SWRLCP03SMSP'] = "
                   "{'athlete:2526/BTNOR12701200201': 0.9, 'athlete:2526/BTNOR10911200301': 0.4}\n",
        trust="ski_times 1\nshooting_results 2\nrange_times 1\n",
        trust_dict="{'ski_times': 1, 'shooting_results': 2, 'range_times': 1}",
        texts={
            "rrf": ("u86a_rrf_biathlon_scores",
                    "rankagg.fuse({source: {race, stage, stop or season: {athlete: score}}}, method='rrf'): the ski "
                    "times, the shooting results, the range times and the World Cup points, six rankings "
                    "('race:BT2526SWRLCP03SMSP'), athletes as 'athlete:2526/BTNOR11207199501'"),
            "borda": ("u86a_borda_athlete_dnf_in_some_sources",
                      "rankagg.fuse(..., method='borda'): an athlete who did not finish (IRM DNF), so the ski times "
                      "and the World Cup points have no score for them while the shooting does"),
            "combsum": ("u86a_combsum_rounded_range_times",
                        "rankagg.fuse(..., method='combsum'): the range times at one decimal (many ties), beside the "
                        "ski times and the shooting results"),
            "fuser": ("u86a_weighted_fuser_shooting_results",
                      "rankagg.Fuser('rrf', weights=...) per race and stop: the shooting results count 2, as the "
                      "coaches pick on the range"),
            "frame": ("u86a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's sheet, "
                      "a row per race, athlete and source"),
            "evaluate": ("u86a_evaluate_coach_selections",
                         "rankagg.evaluate(fused ranking, the coaches' selections, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the athletes picked for the next World Cup stop first"),
            "lone": ("u86a_zeroing_only_range_times",
                     "rankagg.fuse(..., method='rrf'): the zeroing before the sprint, which only the range times "
                     "cover, beside races every source covers"),
            "cli_rrf": ("u86a_cli_rrf_runs",
                        "rankagg fuse ski_times.run shooting_results.run range_times.run --method rrf -o "
                        "team_rankings.run: one run per source, races and stages as queries"),
            "cli_borda": ("u86a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the shooting counts "
                          "double)"),
            "cli_combsum": ("u86a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four start places the nation has per "
                            "race"),
            "cli_evaluate": ("u86a_cli_evaluate_coach_selections_qrels",
                             "rankagg evaluate team_rankings.run --qrels coach_selections.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the coaches' selections (0-2)"),
            "cli_parquet": ("u86a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o team_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the coaches' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u86a_ibu_results_json_as_run", "the IBU datacenter's race results (Competition, Results: IBUId, Name, "
         "Nat, Bib, Rank, Shootings, ShootingTotal, TotalTime, Behind, ...)", _IBU_RESULTS_NAME, _IBU_RESULTS, "IBU",
         f"{_IBU_RESULTS_NAME}:1"),
        ("u86a_ibu_cupresults_json_as_run", "the IBU datacenter's World Cup standings (Rows: Rank, ResultOrder, "
         "IBUId, Name, ShortName, Nat, Score)", _IBU_CUP_NAME, _IBU_CUP, "IBU", f"{_IBU_CUP_NAME}:1"),
        ("u86a_fit_activity_as_run", "a watch's FIT activity file (14-byte header with '.FIT', a file_id message)",
         _FIT_NAME, _FIT, "FIT", _FIT_NAME),
        ("u86a_strava_fit_gz_as_run", "a FIT activity gzipped, as Strava's bulk export holds it (activities/"
         "<id>.fit.gz)", _FIT_GZ_NAME, _FIT_GZ, "FIT", _FIT_GZ_NAME),
        ("u86a_strava_gpx_as_run", "a Strava GPX track (gpx creator=\"StravaGPX\", metadata, trk, trkseg, trkpt)",
         _GPX_NAME, _GPX, "GPX", named_at(_GPX_NAME, _GPX)),
        ("u86a_garmin_tcx_as_run", "a Garmin TCX file (TrainingCenterDatabase, Activities, Activity, Lap, Track)",
         _TCX_NAME, _TCX, "TCX", named_at(_TCX_NAME, _TCX)),
        ("u86a_garmin_activities_csv_as_run", "Garmin Connect's Activities.csv (Activity Type, Date, Favorite, Title, "
         "Distance, ... Max Elevation)", _ACTIVITIES_NAME, _ACTIVITIES_CSV, "Garmin Connect",
         named_at(_ACTIVITIES_NAME, _ACTIVITIES_CSV)),
        ("u86a_shooting_card_as_run", "the coaches' shooting card as typed (six fields a line: bib, stage, hits, "
         "misses, range time, penalty loops)", "shooting_card_sprint.txt", _SHOOTING_CARD, "shooting card",
         "shooting_card_sprint.txt:1"),
        ("u86a_range_log_as_run", "the range coach's range log (four fields a line: clock time, lane, bib, hits)",
         "range_log_2025-12-18.txt", _RANGE_LOG, "range log", "range_log_2025-12-18.txt:1"),
        ("u86a_start_list_as_run", "the start list as the office types it (six fields a line: bib, IBU id, family "
         "name, given name, nation, start time)", "startlist_sprint.txt", _START_LIST, "start list",
         "startlist_sprint.txt:1")],
        one_run=("shooting_results.run", _ONE_RUN), stem="team_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a shooting card's six are a bib, a stage, "
                 "hits, misses, a range time and penalty loops, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT activity file read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u86a_range_log_as_qrels", "range_log_2025-12-18.txt", _RANGE_LOG, "range log"),
        ("u86a_shooting_card_as_qrels", "shooting_card_sprint.txt", _SHOOTING_CARD, "shooting card"),
        ("u86a_ibu_cupresults_json_as_qrels", _IBU_CUP_NAME, _IBU_CUP, "IBU"),
        ("u86a_garmin_activities_csv_as_qrels", _ACTIVITIES_NAME, _ACTIVITIES_CSV, "Garmin Connect")],
        one_run=("shooting_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u86a_out_fit", "Sprint_Ranking.fit", "a FIT activity file"),
        ("u86a_out_gpx", "Sprint_Ranking.gpx", "a GPX track"),
        ("u86a_out_tcx", "Sprint_Ranking.tcx", "a Garmin TCX file"),
        ("u86a_out_strava_fit_gz", "13042275982.fit.gz", "a gzipped FIT activity, as Strava's bulk export holds it")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=86"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u86a_api_ibu_cupresults_dict",
            "rankagg.fuse(json.load(cupresults_BT2526SWRLCP__SMTS.json)): the IBU datacenter's World Cup standings, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "IBU", why="a run maps a query to {document: score}; a CupResults answer is one cup's standings (Rows of "
            "rank, IBU id, name, nation and World Cup points)",
            files={"r.json": _IBU_CUP}),
        bad("u86a_api_garmin_activities_frame",
            "rankagg.fuse(pd.read_csv(Activities.csv)): Garmin Connect's activities export (Activity Type, Date, "
            "Title, Distance, Time, Avg HR, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Garmin Connect", why="a table of runs has qid, docid, run and score columns; Garmin Connect's "
            "Activities.csv has an activity a row (its type, date, title, distance, time, heart rate and pace)",
            files={"r.csv": _ACTIVITIES_CSV}),
    ]
    return cases
