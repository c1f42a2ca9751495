"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a sports-science and wearables team ranking workouts
per athlete and training block across load models and coaches (its cases, ids ``u34j_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each athlete and training block (``ath:cyc-017/2026-base2``) is a query and each workout of the
team's library a document (``wo:threshold-2x20``); the runs are a fitness-fatigue (impulse-response) model's, an HRV
readiness model's, the coaches' and a machine-learned planner's rankings, scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, weighted by each planner's record, and judged against the block's test results (2 a
gain at the block's FTP or time-trial test, 1 maintained, 0 no gain).  The mistakes and odd files: the field's own
files given where runs or qrels are read (a Garmin FIT activity, a TCX file, a GPX track with Garmin's
TrackPointExtension, Strava's API answers and bulk export, a Polar HRM file, a Zwift workout, Apple Health's
export.xml, TrainingPeaks' workouts export), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_FITNESS = ("45 Unseen inputs: a thirty-fourth bar, a sports-science and wearables team ranking workouts "
                        "per athlete and training block across load models and coaches (FIT, TCX, GPX, Strava, Polar "
                        "HRM, Zwift, Apple Health, TrainingPeaks)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fitness_fatigue', 'hrv_readiness', 'coaches', 'ml_planner'],
    items=['wo:threshold-2x20', 'wo:sweet-spot-3x15', 'wo:vo2max-5x4', 'wo:over-unders-4x9', 'wo:tempo-3x20',
           'wo:sprints-8x15s', 'wo:endurance-z2-180', 'wo:recovery-z1-45'],
    queries=['ath:cyc-017/2026-base2', 'ath:cyc-017/2026-build1', 'ath:cyc-023/2026-base2', 'ath:cyc-023/2026-build1',
             'ath:tri-041/2026-base2', 'ath:tri-041/2026-build1'],
    suffix='/indoor', generator='prescriptions', judgements='adaptations') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "prescriptions", "workouts.run")

_RECS3 = ["fitness_fatigue", "hrv_readiness", "coaches"]
_OUT = ("workouts.run",)
_ONE_RUN = ("ath:cyc-017/2026-base2 Q0 wo:threshold-2x20 1 0.91 hrv_readiness\nath:cyc-017/2026-base2 Q0 "
            "wo:sweet-spot-3x15 2 0.77 hrv_readiness\n")


# the team's files, as the head units, watches, platforms and apps write them (a few lines)
def _fit() -> bytes:
    """A FIT activity file from a bike computer: the 14-byte header (its size, protocol 2.0, profile 21.40, the data's
    size, '.FIT', the header's CRC), a file_id definition and message (type 4: activity, manufacturer 1: Garmin), a
    record definition and two records (timestamp, heart rate, cadence, power), then the file's CRC."""
    table = (0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401, 0xA001, 0x6C00, 0x7800, 0xB401,
             0x5000, 0x9C01, 0x8801, 0x4400)

    def crc(data: bytes) -> int:
        c = 0
        for byte in data:
            for nibble in (byte & 0xF, byte >> 4):
                c = ((c >> 4) & 0x0FFF) ^ table[c & 0xF] ^ table[nibble]
        return c

    t = 1164434531  # 2026-11-24 06:02:11 UTC, in seconds since the FIT epoch (1989-12-31)
    data = (struct.pack("<BBBHB", 0x40, 0, 0, 0, 5) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84, 3, 4, 0x8C,
                                                              4, 4, 0x86])
            + struct.pack("<BBHHII", 0x00, 4, 1, 3121, 3391042217, t)
            + struct.pack("<BBBHB", 0x41, 0, 0, 20, 4) + bytes([253, 4, 0x86, 3, 1, 0x02, 4, 1, 0x02, 7, 2, 0x84])
            + struct.pack("<BIBBH", 0x01, t, 98, 78, 142) + struct.pack("<BIBBH", 0x01, t + 1, 101, 82, 188))
    header = struct.pack("<BBHI4s", 14, 0x20, 2140, len(data), b".FIT")
    body = header + struct.pack("<H", crc(header)) + data
    return body + struct.pack("<H", crc(body))


_FIT = _fit()
_TCX = ('<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase xsi:schemaLocation="http://www.garmin.com/'
        'xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd" '
        'xmlns:ns5="http://www.garmin.com/xmlschemas/ActivityGoals/v1" xmlns:ns3="http://www.garmin.com/xmlschemas/'
        'ActivityExtension/v2" xmlns:ns2="http://www.garmin.com/xmlschemas/UserProfile/v2" xmlns="http://www.garmin.'
        'com/xmlschemas/TrainingCenterDatabase/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xmlns:ns4="http://www.garmin.com/xmlschemas/ProfileExtension/v1">\n'
        '  <Activities>\n    <Activity Sport="Biking">\n      <Id>2026-11-24T06:02:11.000Z</Id>\n'
        '      <Lap StartTime="2026-11-24T06:02:11.000Z">\n        <TotalTimeSeconds>5652.0</TotalTimeSeconds>\n'
        '        <DistanceMeters>48301.9</DistanceMeters>\n        <Calories>1251</Calories>\n'
        '        <AverageHeartRateBpm>\n          <Value>142</Value>\n        </AverageHeartRateBpm>\n'
        '        <Intensity>Active</Intensity>\n        <TriggerMethod>Manual</TriggerMethod>\n        <Track>\n'
        '          <Trackpoint>\n            <Time>2026-11-24T06:02:11.000Z</Time>\n'
        '            <HeartRateBpm>\n              <Value>98</Value>\n            </HeartRateBpm>\n'
        '            <Cadence>78</Cadence>\n            <Extensions>\n              <ns3:TPX>\n'
        '                <ns3:Watts>142</ns3:Watts>\n              </ns3:TPX>\n            </Extensions>\n'
        '          </Trackpoint>\n        </Track>\n      </Lap>\n    </Activity>\n  </Activities>\n'
        '</TrainingCenterDatabase>\n')
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/'
        'XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/'
        'gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.'
        'xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/'
        'TrackPointExtensionv1.xsd" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://'
        'www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/'
        'GpxExtensions/v3">\n <metadata>\n  <time>2026-11-24T06:02:11Z</time>\n </metadata>\n <trk>\n'
        '  <name>Threshold 2x20</name>\n  <type>1</type>\n  <trkseg>\n   <trkpt lat="47.3769010" lon="8.5417000">\n'
        '    <ele>408.2</ele>\n    <time>2026-11-24T06:02:11Z</time>\n    <extensions>\n'
        '     <gpxtpx:TrackPointExtension>\n      <gpxtpx:hr>98</gpxtpx:hr>\n      <gpxtpx:cad>78</gpxtpx:cad>\n'
        '     </gpxtpx:TrackPointExtension>\n    </extensions>\n   </trkpt>\n  </trkseg>\n </trk>\n</gpx>\n')
_STRAVA = ('[{"resource_state":2,"athlete":{"id":48211907,"resource_state":1},"name":"Threshold 2x20",'
           '"distance":48301.9,"moving_time":5652,"elapsed_time":6012,"total_elevation_gain":412.0,"type":"Ride",'
           '"sport_type":"Ride","workout_type":null,"id":16482201937,"start_date":"2026-11-24T06:02:11Z",'
           '"start_date_local":"2026-11-24T07:02:11Z","timezone":"(GMT+01:00) Europe/Zurich","utc_offset":3600.0,'
           '"trainer":false,"commute":false,"manual":false,"private":false,"average_speed":8.546,"max_speed":15.2,'
           '"average_cadence":88.4,"average_watts":231.4,"weighted_average_watts":248,"kilojoules":1307.9,'
           '"device_watts":true,"has_heartrate":true,"average_heartrate":142.1,"max_heartrate":171.0,'
           '"suffer_score":87.0}]\n')
_STREAMS = ('{"time":{"data":[0,1,2,3,4],"series_type":"distance","original_size":5,"resolution":"high"},'
            '"distance":{"data":[0.0,4.2,9.1,14.3,19.8],"series_type":"distance","original_size":5,'
            '"resolution":"high"},"heartrate":{"data":[98,101,104,108,111],"series_type":"distance",'
            '"original_size":5,"resolution":"high"},"watts":{"data":[142,188,231,240,236],"series_type":"distance",'
            '"original_size":5,"resolution":"high"}}\n')
# a Polar HRM file from a cycling computer: [Params] (SMode 111111100: speed, cadence, altitude, power and the power
# balance and pedalling index recorded), [Note], then [HRData] -- six tab-separated columns, like a TREC run's
_HRM = ("[Params]\nVersion=106\nMonitor=22\nSMode=111111100\nDate=20261124\nStartTime=07:02:11.0\n"
        "Length=01:34:12.0\nInterval=1\nUpper1=0\nLower1=0\nUpper2=0\nLower2=0\nUpper3=180\nLower3=170\n"
        "Timer1=00:00:00.0\nTimer2=00:00:00.0\nTimer3=00:00:00.0\nActiveLimit=0\nMaxHR=188\nRestHR=46\n"
        "StartDelay=0\nVO2max=61\nWeight=64\n\n[Note]\nThreshold 2x20\n\n[HRData]\n"
        "98\t0\t0\t408\t0\t0\n101\t182\t78\t408\t142\t12850\n104\t301\t86\t409\t231\t12851\n")
# the same from a running watch (SMode 111000000: speed, cadence, altitude): four columns, like a qrels line
_HRM_RUN = ("[Params]\nVersion=106\nMonitor=33\nSMode=111000000\nDate=20261122\nStartTime=08:15:40.0\n"
            "Length=00:52:06.0\nInterval=1\nMaxHR=191\nRestHR=44\nVO2max=63\nWeight=58\n\n[HRData]\n"
            "121\t98\t82\t412\n138\t121\t86\t413\n142\t128\t86\t412\n")
_ZWO = ("<workout_file>\n    <author>Coach Maren</author>\n    <name>Over-unders 4x9</name>\n"
        "    <description>4 x 9 min alternating 2 min at 95% and 1 min at 105% FTP</description>\n"
        "    <sportType>bike</sportType>\n    <tags>\n        <tag name=\"THRESHOLD\"/>\n    </tags>\n"
        "    <workout>\n        <Warmup Duration=\"600\" PowerLow=\"0.40\" PowerHigh=\"0.75\" pace=\"0\"/>\n"
        "        <IntervalsT Repeat=\"3\" OnDuration=\"120\" OffDuration=\"60\" OnPower=\"0.95\" OffPower=\"1.05\" "
        "pace=\"0\"/>\n        <SteadyState Duration=\"300\" Power=\"0.55\" pace=\"0\"/>\n"
        "        <Cooldown Duration=\"600\" PowerLow=\"0.70\" PowerHigh=\"0.40\" pace=\"0\"/>\n    </workout>\n"
        "</workout_file>\n")
# Apple Health's export.xml: the declaration, a DOCTYPE whose internal DTD opens with the export's version in a
# comment, then the root HealthData on line 13
_APPLE = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!-- HealthKit Export Version: 14 -->\n'
          '<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|'
          'VisionPrescription)*)>\n<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n<!ELEMENT ExportDate EMPTY>\n'
          '<!ATTLIST ExportDate\n  value CDATA #REQUIRED\n>\n]>\n<HealthData locale="en_CH">\n'
          ' <ExportDate value="2026-11-27 08:00:00 +0100"/>\n'
          ' <Me HKCharacteristicTypeIdentifierDateOfBirth="1996-04-02" HKCharacteristicTypeIdentifierBiologicalSex='
          '"HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" '
          'HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" '
          'HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>\n'
          ' <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Apple Watch" '
          'sourceVersion="11.1" unit="ms" creationDate="2026-11-24 06:41:09 +0100" startDate="2026-11-24 06:40:03 '
          '+0100" endDate="2026-11-24 06:41:08 +0100" value="71.2"/>\n'
          ' <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="94.2" durationUnit="min" '
          'sourceName="Zwift" sourceVersion="1.76.0" creationDate="2026-11-24 08:37:02 +0100" startDate="2026-11-24 '
          '07:02:11 +0100" endDate="2026-11-24 08:36:23 +0100"/>\n</HealthData>\n')
_TP = ("Title,WorkoutType,WorkoutDescription,PlannedDuration,PlannedDistanceInMeters,WorkoutDay,CoachComments,"
       "DistanceInMeters,PowerAverage,PowerMax,Energy,AthleteComments,TimeTotalInHours,VelocityAverage,VelocityMax,"
       "CadenceAverage,CadenceMax,HeartRateAverage,HeartRateMax,TorqueAverage,TorqueMax,IF,TSS,"
       + "".join(f"HRZone{k}Minutes," for k in range(1, 11)) + "".join(f"PWRZone{k}Minutes," for k in range(1, 11))
       + "Rpe,Feeling\n"
       '"Threshold 2x20",Bike,"2 x 20 min at 95-100% FTP, 5 min easy between",1.5,,2026-11-24,"Hold 255-265 W",'
       "48301.9,231,612,1308,\"Legs good, second block harder\",1.57,8.546,15.2,88,112,142,171,26.1,74.3,0.87,"
       "118.4,4,21,38,29,2,,,,,,6,19,24,30,12,3,0,,,,7,4\n"
       '"Endurance Z2",Bike,"3 h steady, fuel 60 g/h",3,,2026-11-25,,,,,,,,,,,,,,,,,,'
       + "," * 20 + ",\n")
_STRAVA_CSV = ("Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
               "Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,"
               "Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss,"
               "Elevation Low,Elevation High\n"
               '16482201937,"Nov 24, 2026, 6:02:11 AM",Threshold 2x20,Ride,"2 x 20 min at 95-100% FTP",6012,48.30,'
               "171.0,87,false,,Canyon Aeroad,activities/16482201937.fit.gz,58.0,7.8,6012.0,5652.0,48301.9,15.2,"
               "8.546,412.0,405.0,402.6,688.4\n")


def thirtyfourth_bar_fitness_cases() -> list[Case]:
    G = THIRTYFOURTH_FITNESS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="prescriptions", judgements="adaptations", runs=_RECS3, stem="workouts", outputs=_OUT,
        item="workouts", rounded="coaches",
        weights="{'fitness_fatigue': 1.0, 'hrv_readiness': 1.5, 'coaches': 2.0, 'ml_planner': 0.5}",
        lone_query="R['ml_planner']['ath:run-052/2026-base1'] = {'wo:long-run-z2-120': 0.9, "
                   "'wo:strides-6x20s': 0.4}\n",
        trust="coaches 2\nhrv_readiness 1.5\nfitness_fatigue 1\n",
        trust_dict="{'coaches': 2, 'hrv_readiness': 1.5, 'fitness_fatigue': 1}",
        texts={
            "rrf": ("u34j_rrf_planners",
                    "rankagg.fuse({planner: {athlete/block: {workout: score}}}, method='rrf'): four planners, six "
                    "athletes' blocks ('ath:cyc-017/2026-base2'), workouts from the library ('wo:threshold-2x20')"),
            "borda": ("u34j_borda_unscored_workouts",
                      "rankagg.fuse(..., method='borda'): the HRV readiness model scores no workout on days without "
                      "a morning reading"),
            "combsum": ("u34j_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the coaches' ratings at one decimal (many ties) beside "
                        "the models"),
            "fuser": ("u34j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per block: the coaches count 2, the ML planner 0.5"),
            "frame": ("u34j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the planning sheet, a row per "
                      "athlete's block, workout and planner"),
            "evaluate": ("u34j_evaluate_adaptations",
                         "rankagg.evaluate(fused ranking, the blocks' test results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the workouts that raised FTP"),
            "lone": ("u34j_one_planner_athlete",
                     "rankagg.fuse(..., method='rrf'): a runner only the ML planner has plans for (onboarded this "
                     "week) beside blocks every planner covers"),
            "cli_rrf": ("u34j_cli_rrf_runs",
                        "rankagg fuse fitness_fatigue.run hrv_readiness.run coaches.run --method rrf -o workouts.run: "
                        "one run per planner, athletes' blocks as queries"),
            "cli_borda": ("u34j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the coaches count "
                          "double)"),
            "cli_combsum": ("u34j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four key sessions of the week"),
            "cli_evaluate": ("u34j_cli_evaluate_adaptation_qrels",
                             "rankagg evaluate workouts.run --qrels adaptations.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the blocks' test results (0-2)"),
            "cli_parquet": ("u34j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o workouts.parquet: gzipped runs from the planners' "
                            "nightly jobs, a Parquet table for the coaching dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34j_fit_as_run", "a Garmin FIT activity (a 14-byte header ending '.FIT', definition and data messages, a "
         "CRC)", "2026-11-24-07-02-11.fit", _FIT, "FIT", "2026-11-24-07-02-11.fit"),
        ("u34j_tcx_as_run", "a TCX activity (TrainingCenterDatabase, Activities, Lap, Track, Trackpoint)",
         "activity_16482201937.tcx", _TCX, "TCX", "activity_16482201937.tcx:2"),
        ("u34j_gpx_tpx_as_run", "a GPX track with Garmin's TrackPointExtension (gpx creator StravaGPX, trkpt, "
         "gpxtpx:hr, gpxtpx:cad)", "Threshold_2x20.gpx", _GPX, "GPX", "Threshold_2x20.gpx:2"),
        ("u34j_strava_json_as_run", "Strava's API answer for the athlete's activities (resource_state, athlete, name, "
         "distance, ..., average_watts)", "activities.json", _STRAVA, "Strava", "activities.json:1"),
        ("u34j_polar_hrm_as_run", "a Polar HRM file ([Params] with SMode, [Note], then [HRData]: six tab-separated "
         "columns)", "26112401.hrm", _HRM, "Polar", "26112401.hrm:1"),
        ("u34j_zwo_as_run", "a Zwift workout (.zwo: workout_file, author, name, sportType, workout: Warmup, "
         "IntervalsT, ...)", "over_unders_4x9.zwo", _ZWO, "Zwift", "over_unders_4x9.zwo:1"),
        ("u34j_apple_health_as_run", "Apple Health's export.xml (a DOCTYPE HealthData with its DTD and export version, "
         "then HealthData, Me, Record, Workout)", "export.xml", _APPLE, "Apple Health", "export.xml:13"),
        ("u34j_trainingpeaks_csv_as_run", "TrainingPeaks' workouts export (Title, WorkoutType, WorkoutDescription, "
         "..., TSS, HRZone1Minutes, ..., Rpe, Feeling)", "workouts.csv", _TP, "TrainingPeaks", "workouts.csv:1"),
        ("u34j_strava_activities_csv_as_run", "Strava's bulk export activities.csv (Activity ID, Activity Date, "
         "Activity Name, ..., Elevation High)", "activities.csv", _STRAVA_CSV, "Strava", "activities.csv:1")],
        one_run=("hrv_readiness.run", _ONE_RUN), stem="workouts",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT file read as lines gives no ranking: named by its header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34j_polar_hrm_run_as_qrels", "26112201.hrm", _HRM_RUN, "Polar"),
        ("u34j_trainingpeaks_as_qrels", "workouts.csv", _TP, "TrainingPeaks"),
        ("u34j_zwo_as_qrels", "over_unders_4x9.zwo", _ZWO, "Zwift"),
        ("u34j_fit_as_qrels", "2026-11-24-07-02-11.fit", _FIT, "FIT")],
        one_run=("hrv_readiness.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34j_out_fit", "workouts.fit", "a FIT activity file"),
        ("u34j_out_tcx", "workouts.tcx", "a TCX file"),
        ("u34j_out_zwo", "workouts.zwo", "a Zwift workout"),
        ("u34j_out_hrm", "workouts.hrm", "a Polar HRM file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34j_api_strava_streams_dict",
            "rankagg.fuse(json.load(streams.json)): Strava's activity streams loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "Strava", why="a run maps a query to {document: score}; Strava's streams map a stream type to its data, "
            "series_type, original_size and resolution", files={"s.json": _STREAMS}),
        bad("u34j_api_trainingpeaks_frame",
            "rankagg.fuse(pd.read_csv(workouts.csv)): TrainingPeaks' workouts export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('w.csv'), method='borda')\n",
            "TrainingPeaks", why="a table of runs has qid, docid, run and score columns; TrainingPeaks' has a workout "
            "per row", files={"w.csv": _TP}),
    ]
    return cases
