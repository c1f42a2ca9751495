"""Issue 45's forty-fourth bar of scripts/reliability_matrix.py, a cycling club's race office and a team's performance
analysts ranking riders per stage, race and season across race timing, results services and ride data (its cases,
ids ``u44b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each classification of a stage or race (``gc:tds-2026/s03``, the general classification after the
third stage of the Tour de Suisse; ``kom:...`` the mountains, ``points:...`` the points, ``race:omloop-2026`` a one-day
race, ``track:wc-hk-2026/sprint-qual`` the track sprint's qualifying) is a query and each rider, named by bib and
name as the start list gives them (``bib:011/pogacar-tadej``), a document; the runs are the race timing's stage
times and gaps (bonus seconds taken off), the analysts' GC model, their power model from the riders' head units and
the directeurs' own ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted
by each source's record, and judged against the commissaires' official classifications (2 podium or jersey, 1 top
ten, 0 further back, DNF, OTL or DSQ).  The mistakes and odd files: the field's own files given where runs or qrels
are read (a Garmin FIT activity and an SRM power file from the head units, a TCX and a GPX export, a Strava activity
and a segment leaderboard, a Golden Cheetah ride, a TrainingPeaks workouts export, the UCI rankings CSV, the
commissaires' finish-line judge sheet and the track sprint's qualifying times, a time-gap sheet), and outputs named
for the field's files.

The formats, as checked: FIT's 14-byte header (size, protocol 0x20, profile, data size, ``.FIT``, CRC) and its
definition and data messages (Garmin's FIT protocol, docs.rs fitparser / fit-sdk-rust); SRM's ``SRM7`` header, marker,
block and version-7 record layout (GoldenCheetah's SrmRideFile.cpp); TCX's TrainingCenterDatabase v2 (Activities,
Activity Sport, Id, Lap StartTime, Track, Trackpoint); GPX 1.1 with Garmin's TrackPointExtension; Strava's API v3
DetailedActivity and SegmentLeaderboard JSON; Golden Cheetah's JSON ride file (RIDE, STARTTIME, RECINTSECS,
DEVICETYPE, IDENTIFIER, TAGS, SAMPLES); TrainingPeaks' workouts CSV (Title, WorkoutType, WorkoutDescription,
PlannedDuration, ...).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFOURTH_CYCLING = ("45 Unseen inputs: a forty-fourth bar, a cycling club's race office and a team's performance "
                       "analysts ranking riders per stage, race and season across race timing, results services and "
                       "ride data (FIT, SRM, TCX, GPX, Strava, Golden Cheetah, TrainingPeaks, UCI rankings, judge "
                       "sheets, sprint qualifying, time gaps)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['stage_times', 'gc_model', 'power_model', 'directeurs'],
    items=['bib:011/pogacar-tadej', 'bib:021/vingegaard-jonas', 'bib:001/evenepoel-remco', 'bib:064/roglic-primoz',
           'bib:033/ayuso-juan', 'bib:115/pidcock-tom', 'bib:047/van-aert-wout', 'bib:128/martinez-lenny'],
    queries=['gc:tds-2026/s03', 'stage:tds-2026/s03', 'points:tds-2026/s03', 'kom:tds-2026/s03', 'race:omloop-2026',
             'track:wc-hk-2026/sprint-qual'],
    suffix='/neutralised', generator='riders', judgements='commissaires') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "riders", "riders.run")

_RECS3 = ["stage_times", "gc_model", "power_model"]
_OUT = ("riders.run",)
_ONE_RUN = ("gc:tds-2026/s03 Q0 bib:011/pogacar-tadej 1 0.93 gc_model\ngc:tds-2026/s03 Q0 "
            "bib:021/vingegaard-jonas 2 0.81 gc_model\n")


# the team's files, as the head units, services and the race office write them (a few lines)
def _fit_crc(data: bytes) -> int:
    """FIT's CRC-16 (the protocol's nibble table), over the header's first 12 bytes or the whole file."""
    table = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
    crc = 0
    for byte in data:
        tmp = table[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ table[byte & 0xF]
        tmp = table[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ table[(byte >> 4) & 0xF]
    return crc


def _fit() -> bytes:
    """A Garmin FIT activity's start: the 14-byte header (protocol 2.0, profile 21.158, '.FIT'), a definition message
    for file_id (global message 0: type, manufacturer, product, time_created) and its data message (type 4 activity,
    manufacturer 1 Garmin, product 3570 an Edge, time_created in FIT seconds since 1989-12-31), then the file CRC."""
    definition = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 4) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84,
                                                                         4, 4, 0x86])
    data = bytes([0x00]) + struct.pack("<BHHI", 4, 1, 3570, 1150017120)
    records = definition + data
    header = struct.pack("<BBHI4s", 14, 0x20, 21158, len(records), b".FIT")
    header += struct.pack("<H", _fit_crc(header))
    body = header + records
    return body + struct.pack("<H", _fit_crc(body))


def _srm() -> bytes:
    """An SRM power file (SRM7): the magic, days since 1880, wheel circumference, recording interval 1/1 s, one block,
    no markers, a comment; marker 0 (the athlete's name, 255 bytes, active, start, end, averages); the block header
    (hundredths of a second since midnight, chunks); zero offset, slope, data count; then version-7 records (watts,
    cadence, heart rate, speed in mm/s, altitude, temperature in tenths)."""
    comment = b"TdS 2026 stage 3"
    head = b"SRM7" + struct.pack("<HHBBHHBB", 53486, 2096, 1, 1, 1, 0, 0, len(comment) + 1) + comment.ljust(70, b"\0")
    marker = b"Tadej Pogacar".ljust(255, b"\0") + struct.pack("<BHHHHHHH", 1, 1, 3, 312, 142, 91, 11800, 0)
    block = struct.pack("<iH", 3312000, 3)
    cal = struct.pack("<HHHB", 1632, 6112, 3, 0)
    rows = b"".join(struct.pack("<HBBiih", w, c, h, v, 412, 215) for w, c, h, v in
                    [(298, 90, 140, 11650), (315, 92, 142, 11820), (323, 93, 144, 11930)])
    return head + marker + block + cal + rows


_FIT = _fit()
_SRM = _srm()
_TCX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<TrainingCenterDatabase xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 '
        'http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd" '
        'xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" '
        'xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
        '  <Activities>\n    <Activity Sport="Biking">\n      <Id>2026-06-10T12:12:00.000Z</Id>\n'
        '      <Lap StartTime="2026-06-10T12:12:00.000Z">\n        <TotalTimeSeconds>15118.0</TotalTimeSeconds>\n'
        '        <DistanceMeters>177400.0</DistanceMeters>\n        <MaximumSpeed>21.48</MaximumSpeed>\n'
        '        <Calories>4380</Calories>\n        <Intensity>Active</Intensity>\n'
        '        <TriggerMethod>Manual</TriggerMethod>\n        <Track>\n          <Trackpoint>\n'
        '            <Time>2026-06-10T12:12:01.000Z</Time>\n            <Position>\n'
        '              <LatitudeDegrees>46.8182</LatitudeDegrees>\n'
        '              <LongitudeDegrees>8.2275</LongitudeDegrees>\n            </Position>\n'
        '            <AltitudeMeters>412.0</AltitudeMeters>\n            <DistanceMeters>0.0</DistanceMeters>\n'
        '            <HeartRateBpm><Value>118</Value></HeartRateBpm>\n            <Cadence>88</Cadence>\n'
        '            <Extensions><ns3:TPX><ns3:Speed>11.65</ns3:Speed><ns3:Watts>298</ns3:Watts></ns3:TPX>'
        '</Extensions>\n          </Trackpoint>\n        </Track>\n      </Lap>\n'
        '      <Creator xsi:type="Device_t">\n        <Name>Edge 540</Name>\n      </Creator>\n'
        '    </Activity>\n  </Activities>\n</TrainingCenterDatabase>\n')
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd '
        'http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd '
        'http://www.garmin.com/xmlschemas/TrackPointExtension/v1 '
        'http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" version="1.1" '
        'xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
        'xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">\n'
        ' <metadata>\n  <time>2026-06-10T12:12:00Z</time>\n </metadata>\n'
        ' <trk>\n  <name>TdS 2026 - Stage 3</name>\n  <type>cycling</type>\n  <trkseg>\n'
        '   <trkpt lat="46.8182000" lon="8.2275000">\n    <ele>412.0</ele>\n    <time>2026-06-10T12:12:01Z</time>\n'
        '    <extensions>\n     <power>298</power>\n     <gpxtpx:TrackPointExtension>\n'
        '      <gpxtpx:atemp>21</gpxtpx:atemp>\n      <gpxtpx:hr>118</gpxtpx:hr>\n      <gpxtpx:cad>88</gpxtpx:cad>\n'
        '     </gpxtpx:TrackPointExtension>\n    </extensions>\n   </trkpt>\n  </trkseg>\n </trk>\n</gpx>\n')
# Strava's API v3 DetailedActivity (GET /activities/{id}), as the analysts' sync script saves it
_STRAVA_ACTIVITY = ('{"resource_state": 3, "athlete": {"id": 31415926, "resource_state": 1}, "name": "TdS 2026 - '
                    'Stage 3", "distance": 177412.3, "moving_time": 15102, "elapsed_time": 15530, '
                    '"total_elevation_gain": 2844.0, "type": "Ride", "sport_type": "Ride", "workout_type": 11, '
                    '"id": 14798561234, "start_date": "2026-06-10T10:12:00Z", "start_date_local": '
                    '"2026-06-10T12:12:00Z", "timezone": "(GMT+01:00) Europe/Zurich", "utc_offset": 7200.0, '
                    '"achievement_count": 14, "kudos_count": 2210, "trainer": false, "commute": false, '
                    '"manual": false, "private": false, "average_speed": 11.747, "max_speed": 21.48, '
                    '"average_cadence": 88.4, "average_watts": 312.6, "weighted_average_watts": 341, '
                    '"kilojoules": 4720.9, "device_watts": true, "has_heartrate": true, "average_heartrate": 142.1, '
                    '"max_heartrate": 182.0, "max_watts": 1184, "elev_high": 2106.4, "elev_low": 411.8, '
                    '"suffer_score": 287.0, "device_name": "Garmin Edge 540"}\n')
# Strava's API v3 SegmentLeaderboard (GET /segments/{id}/leaderboard): effort and entry counts, KOM type, entries
_STRAVA_LEADERBOARD = ('{"effort_count": 48211, "entry_count": 31877, "kom_type": "kom", "entries": ['
                       '{"athlete_name": "Tadej P.", "elapsed_time": 1462, "moving_time": 1462, "start_date": '
                       '"2026-06-10T13:58:11Z", "start_date_local": "2026-06-10T15:58:11Z", "rank": 1}, '
                       '{"athlete_name": "Jonas V.", "elapsed_time": 1469, "moving_time": 1469, "start_date": '
                       '"2026-06-10T13:58:09Z", "start_date_local": "2026-06-10T15:58:09Z", "rank": 2}, '
                       '{"athlete_name": "Juan A.", "elapsed_time": 1491, "moving_time": 1488, "start_date": '
                       '"2026-06-10T13:57:52Z", "start_date_local": "2026-06-10T15:57:52Z", "rank": 3}]}\n')
# Golden Cheetah's own ride file (.json): RIDE with STARTTIME, RECINTSECS, DEVICETYPE, IDENTIFIER, TAGS, SAMPLES
_GOLDEN_CHEETAH = ('{\n"RIDE":{\n\t"STARTTIME":"2026/06/10 10:12:00 UTC ",\n\t"RECINTSECS":1,\n'
                   '\t"DEVICETYPE":"Garmin FIT ",\n\t"IDENTIFIER":" ",\n\t"TAGS":{\n\t\t"Athlete":"Tadej Pogacar ",\n'
                   '\t\t"Data":"TDSPHC-A-LTE------- ",\n\t\t"Device":"Garmin Edge 540 ",\n'
                   '\t\t"File Format":"FIT ",\n\t\t"Filename":"2026_06_10_12_12_00.json ",\n\t\t"Sport":"Bike ",\n'
                   '\t\t"Workout Code":"Race "\n\t},\n\t"SAMPLES":[\n'
                   '\t\t{ "SECS":0, "KM":0, "WATTS":298, "CAD":90, "KPH":41.94, "HR":140, "ALT":412, '
                   '"LAT":46.8182, "LON":8.2275 },\n'
                   '\t\t{ "SECS":1, "KM":0.01182, "WATTS":315, "CAD":92, "KPH":42.552, "HR":142, "ALT":412.2, '
                   '"LAT":46.81829, "LON":8.22761 }\n\t]\n}\n}\n')
# TrainingPeaks' workouts export (Settings > Export Data > Workouts summary CSV)
_TRAININGPEAKS = ("Title,WorkoutType,WorkoutDescription,PlannedDuration,PlannedDistanceInMeters,WorkoutDay,"
                  "CoachComments,DistanceInMeters,PowerAverage,PowerMax,Energy,AthleteComments,TimeTotalInHours,"
                  "VelocityAverage,VelocityMax,CadenceAverage,CadenceMax,HeartRateAverage,HeartRateMax,TorqueAverage,"
                  "TorqueMax,IF,TSS,HRZone1Minutes,HRZone2Minutes,HRZone3Minutes,HRZone4Minutes,HRZone5Minutes,"
                  "PWRZone1Minutes,PWRZone2Minutes,PWRZone3Minutes,PWRZone4Minutes,PWRZone5Minutes,Rpe,Feeling\n"
                  '"TdS 2026 Stage 3",Bike,"Race: Tour de Suisse stage 3",4.25,177000,2026-06-10,"Stay covered '
                  'until the last climb",177412,312,1184,4721,"Legs good on the Albula",4.195,11.75,21.48,88,131,'
                  "142,182,33.8,118.2,0.86,312,22,61,74,69,26,38,44,71,81,18,8,4\n"
                  '"Recovery spin",Bike,"Z1 60 min",1,30000,2026-06-11,,29120,148,231,533,,1.01,8.01,11.2,86,104,'
                  "108,121,16.4,41,0.52,27,49,11,0,0,0,52,8,0,0,0,2,5\n")
# the UCI rankings download (the UCI World Ranking, men elite, as the ranking page exports it)
_UCI_RANKING = ("Rank,Name,Nationality,Team,Age,Points\n1,POGAČAR Tadej,SLO,UAE TEAM EMIRATES XRG,27,11680\n"
                "2,VINGEGAARD HANSEN Jonas,DEN,TEAM VISMA | LEASE A BIKE,29,5248\n"
                "3,EVENEPOEL Remco,BEL,SOUDAL QUICK-STEP,26,4912\n4,ROGLIČ Primož,SLO,RED BULL - BORA - HANSGROHE,"
                "36,3805\n")
# the commissaires' finish-line judge sheet, typed up by the race office: place, bib, rider, team code, gap in
# seconds, bonus seconds (10, 6, 4 on the line): six fields a line, a number fifth
_JUDGE_SHEET = ("Pl Bib Rider Team Gap Bonus\n1 11 POGACAR UAD 0 10\n2 21 VINGEGAARD TVL 0 6\n3 1 EVENEPOEL SOQ 4 4\n"
                "4 64 ROGLIC RBH 4 0\n5 33 AYUSO UAD 11 0\n")
# the track World Cup's flying 200 m qualifying, as the timing board prints it: rank, bib, rider, nation, time,
# speed km/h (no header line)
_SPRINT_QUAL = ("1 12 LAVREYSEN NED 9.088 79.225\n2 3 RICHARDSON AUS 9.174 78.483\n3 27 HOOGLAND NED 9.198 78.278\n"
                "4 8 CARLIN GBR 9.256 77.787\n")
# the race office's time-gap sheet for the GC: position, bib, team code, gap in seconds: four fields a line
_GAPS = ("Pos Bib Team Gap\n1 11 UAD 0\n2 21 TVL 18\n3 1 SOQ 42\n4 64 RBH 57\n5 33 UAD 71\n")


def fortyfourth_bar_cycling_cases() -> list[Case]:
    G = FORTYFOURTH_CYCLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="riders", judgements="commissaires", runs=_RECS3, stem="riders", outputs=_OUT,
        item="rider", rounded="gc_model",
        weights="{'stage_times': 2.0, 'gc_model': 0.5, 'power_model': 1.0, 'directeurs': 1.5}",
        lone_query="R['directeurs']['gc:tour-de-romandie-feminin-2026/s01'] = {'bib:201/vollering-demi': 0.9, "
                   "'bib:211/reusser-marlen': 0.4}\n",
        trust="stage_times 2\npower_model 1\ngc_model 0.5\n",
        trust_dict="{'stage_times': 2, 'power_model': 1, 'gc_model': 0.5}",
        texts={
            "rrf": ("u44b_rrf_classifications",
                    "rankagg.fuse({source: {classification: {rider: score}}}, method='rrf'): four sources, six "
                    "classifications ('gc:tds-2026/s03'), riders by bib as 'bib:011/pogacar-tadej'"),
            "borda": ("u44b_borda_dnf_riders",
                      "rankagg.fuse(..., method='borda'): the stage times have no score for a rider who abandoned "
                      "(DNF) or finished outside the time limit (OTL)"),
            "combsum": ("u44b_combsum_rounded_gc_model",
                        "rankagg.fuse(..., method='combsum'): the GC model's score at one decimal (many ties, like "
                        "riders given the same time in the bunch) beside the others"),
            "fuser": ("u44b_weighted_fuser_timing",
                      "rankagg.Fuser('rrf', weights=...) per classification: the official stage times count 2, the "
                      "GC model 0.5"),
            "frame": ("u44b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' season sheet, "
                      "a row per classification, rider and source"),
            "evaluate": ("u44b_evaluate_commissaires",
                         "rankagg.evaluate(fused ranking, the commissaires' official classifications, ['nDCG@5', "
                         "'AP', 'P@3']): does the fused ranking put the podium and the jerseys first"),
            "lone": ("u44b_one_source_classification",
                     "rankagg.fuse(..., method='rrf'): a women's stage only the directeurs ranked (no timing feed or "
                     "power files yet) beside classifications every source covers"),
            "cli_rrf": ("u44b_cli_rrf_runs",
                        "rankagg fuse stage_times.run gc_model.run power_model.run --method rrf -o riders.run: one "
                        "run per source, classifications as queries"),
            "cli_borda": ("u44b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the official stage "
                          "times count double)"),
            "cli_combsum": ("u44b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four riders a team protects per "
                            "classification"),
            "cli_evaluate": ("u44b_cli_evaluate_commissaires_qrels",
                             "rankagg evaluate riders.run --qrels commissaires.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the official classifications (0-2)"),
            "cli_parquet": ("u44b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o riders.parquet: gzipped runs from the analysts' "
                            "nightly jobs, a Parquet table for the team bus dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u44b_fit_activity_as_run", "a Garmin FIT activity from a head unit (14-byte header, '.FIT', file_id "
         "messages)", "2026-06-10-12-12-00.fit", _FIT, "FIT", "2026-06-10-12-12-00.fit"),
        ("u44b_srm_file_as_run", "an SRM power file (SRM7 header, marker, block, power records)",
         "POGACAR_2026-06-10.srm", _SRM, "SRM", "POGACAR_2026-06-10.srm"),
        ("u44b_tcx_as_run", "a TCX export (TrainingCenterDatabase, Activities, Activity Sport=\"Biking\", Lap, "
         "Trackpoint)", "tds_2026_stage3.tcx", _TCX, "TCX", "tds_2026_stage3.tcx:2"),
        ("u44b_gpx_as_run", "a GPX track exported from Strava (gpx 1.1, trk, trkseg, trkpt, TrackPointExtension)",
         "TdS_2026_Stage_3.gpx", _GPX, "GPX", "TdS_2026_Stage_3.gpx:2"),
        ("u44b_strava_activity_as_run", "a Strava activity (API v3 DetailedActivity: resource_state, athlete, "
         "distance, moving_time, sport_type, average_watts)", "activity_14798561234.json", _STRAVA_ACTIVITY,
         "Strava", "activity_14798561234.json:1"),
        ("u44b_golden_cheetah_as_run", "a Golden Cheetah ride file (RIDE, STARTTIME, RECINTSECS, DEVICETYPE, TAGS, "
         "SAMPLES)", "2026_06_10_12_12_00.json", _GOLDEN_CHEETAH, "Golden Cheetah", "2026_06_10_12_12_00.json:2"),
        ("u44b_trainingpeaks_as_run", "a TrainingPeaks workouts export (Title, WorkoutType, WorkoutDescription, "
         "PlannedDuration, ..., TSS, Rpe, Feeling)", "workouts.csv", _TRAININGPEAKS, "TrainingPeaks",
         "workouts.csv:1"),
        ("u44b_uci_ranking_as_run", "the UCI rankings CSV (Rank, Name, Nationality, Team, Age, Points)",
         "uci_ranking_men_elite.csv", _UCI_RANKING, "UCI", "uci_ranking_men_elite.csv:1"),
        ("u44b_judge_sheet_as_run", "the commissaires' finish-line judge sheet (six fields a line: place, bib, "
         "rider, team, gap, bonus seconds)", "judge_sheet_s03.txt", _JUDGE_SHEET, "judge sheet",
         "judge_sheet_s03.txt:1"),
        ("u44b_sprint_qualifying_as_run", "the track sprint's flying 200 m qualifying times (six fields a line: "
         "rank, bib, rider, nation, time, speed; no header)", "sprint_qual_200m.txt", _SPRINT_QUAL,
         "sprint qualifying", "sprint_qual_200m.txt:1")],
        one_run=("gc_model.run", _ONE_RUN), stem="riders",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a head unit's binary activity file read as lines gives no ranking: named "
                   "by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u44b_time_gaps_as_qrels", "gc_gaps_s03.txt", _GAPS, "time gaps"),
        ("u44b_uci_ranking_as_qrels", "uci_ranking_men_elite.csv", _UCI_RANKING, "UCI"),
        ("u44b_strava_leaderboard_as_qrels", "segment_leaderboard_albula.json", _STRAVA_LEADERBOARD, "Strava"),
        ("u44b_trainingpeaks_as_qrels", "workouts.csv", _TRAININGPEAKS, "TrainingPeaks")],
        one_run=("gc_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u44b_out_fit", "riders.fit", "a Garmin FIT file"),
        ("u44b_out_tcx", "riders.tcx", "a TCX export"),
        ("u44b_out_gpx", "riders.gpx", "a GPX track"),
        ("u44b_out_srm", "riders.srm", "an SRM power file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u44b_api_strava_leaderboard_dict",
            "rankagg.fuse(json.load(segment_leaderboard_albula.json)): a Strava segment leaderboard loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "Strava", why="a run maps a query to {document: score}; Strava's 'effort_count' is a number, 'kom_type' "
            "text and 'entries' a list", files={"s.json": _STRAVA_LEADERBOARD}),
        bad("u44b_api_uci_ranking_frame",
            "rankagg.fuse(pd.read_csv(uci_ranking_men_elite.csv)): the UCI rankings table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('u.csv'), method='borda')\n",
            "UCI", why="a table of runs has qid, docid, run and score columns; the UCI ranking's has a rider per row "
            "(Rank, Name, Nationality, Team, Age, Points)", files={"u.csv": _UCI_RANKING}),
    ]
    return cases
