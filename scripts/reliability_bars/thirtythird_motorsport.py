"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a race team's strategy group ranking setup changes per
circuit and session across simulators and engineers' models (its cases, ids ``u33c_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead,
in a later session, before any of its recognisers existed.)

The team's day: each circuit, season and session (``spa/2026/FP2``) is a query and each setup change a document
(``chg:rwing+1deg``); the runs are the lap simulation's, the driver-in-the-loop simulator's, the tyre model's and the
race engineers' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each model's record, and judged against what the changes gave on track (2 found lap time, 1 improved the balance, 0
neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (a MoTeC i2 CSV export,
a MoTeC .ld log and its .ldx, FastF1's laps table, the Ergast / Jolpica API's JSON, Al Kamel's timing and scoring CSV,
a Pi Toolbox ASCII export, an AiM RaceStudio CSV, a Pacejka .tir tyre file, rFactor 2's results XML), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_MOTORSPORT = ("45 Unseen inputs: a thirty-third bar, a race team's strategy group ranking setup changes "
                          "per circuit and session across simulators and engineers' models (MoTeC, FastF1, Ergast, "
                          "Al Kamel, Pi Toolbox, AiM, Pacejka .tir, rFactor 2)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['lap_sim', 'driver_in_loop', 'tyre_model', 'engineers'],
    items=['chg:rwing+1deg', 'chg:farb-1click', 'chg:rh-rear-2mm', 'chg:diff-entry+1', 'chg:brake-bias+0.5',
           'chg:camber-fl-0.2deg', 'chg:toe-rear+0.05deg', 'chg:tyre-p-front-0.3psi'],
    queries=['spa/2026/FP2', 'monza/2026/FP2', 'silverstone/2026/FP3', 'suzuka/2026/FP2', 'zandvoort/2026/FP1',
             'interlagos/2026/FP1'],
    suffix='/wet', generator='setup_changes', judgements='track_gains') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "setup_changes", "setups.run")

_RECS3 = ["lap_sim", "driver_in_loop", "tyre_model"]
_OUT = ("setups.run",)
_ONE_RUN = ("spa/2026/FP2 Q0 chg:rwing+1deg 1 0.91 lap_sim\nspa/2026/FP2 Q0 chg:farb-1click 2 0.77 lap_sim\n"
            "spa/2026/FP2 Q0 chg:rh-rear-2mm 3 0.52 lap_sim\n")
# the team's files, as the loggers, timing systems, simulators and analysis tools write them (a few lines)
_MOTEC_CSV = ('"Format","MoTeC CSV File",,,"Workbook","Spa FP2.ldx"\n"Venue","Spa-Francorchamps",,,"Worksheet","Lap"\n'
              '"Vehicle","Car 7",,,"Vehicle Desc",""\n"Driver","K. Laine",,,"Engine ID",""\n"Device","ADL3"\n'
              '"Comment","FP2 run 3, rear wing +1",,,"Session","FP2"\n'
              '"Log Date","17/07/2026",,,"Origin Time","0.000","s"\n"Log Time","17:22:41",,,"Start Time","0.000","s"\n'
              '"Sample Rate","100.000","Hz",,"End Time","111.204","s"\n'
              '"Duration","111.204","s",,"Start Distance","0","m"\n"Range","Lap 7",,,"End Distance","7004","m"\n'
              '"Beacon Markers","111.204 "\n\n\n'
              '"Time","Distance","Ground Speed","Engine RPM","Throttle Pos","Brake Pres Front","Steered Angle"\n'
              '"s","m","km/h","rpm","%","bar","deg"\n\n\n'
              '"0.000","0","212.4","11250","100.0","0.0","-1.2"\n"0.010","0.6","212.6","11262","100.0","0.0","-1.2"\n')


def _motec_ld() -> bytes:
    """A MoTeC .ld log's header as i2 reads it: the 0x40 marker, the channel and event pointers, the device ('ADL'),
    its serial and version, the channel count, the date and time, driver, vehicle, venue and the short comment."""
    head = struct.pack("<I4xII20xI24xHHHI8sHHI4x16s16x16s16x64s64s64x64s64x1024xI66x64s126x",
                       0x40, 0x3448, 0x5A30, 0x06E2, 1, 0x4240, 0xF, 12007, b"ADL", 420, 0xADB0, 84,
                       b"17/07/2026", b"17:22:41", b"K. Laine", b"Car 7", b"Spa-Francorchamps", 0xC81A4,
                       b"FP2 run 3, rear wing +1")
    event = struct.pack("<64s64s1024sH", b"Belgian GP", b"FP2", b"", 0x0B1E)
    return head + event + b"\x00" * 64


_FASTF1 = (",Time,Driver,DriverNumber,LapTime,LapNumber,Stint,PitOutTime,PitInTime,Sector1Time,Sector2Time,"
           "Sector3Time,Sector1SessionTime,Sector2SessionTime,Sector3SessionTime,SpeedI1,SpeedI2,SpeedFL,SpeedST,"
           "IsPersonalBest,Compound,TyreLife,FreshTyre,Team,LapStartTime,LapStartDate,TrackStatus,Position,Deleted,"
           "DeletedReason,FastF1Generated,IsAccurate\n"
           "0,0 days 01:02:45.123000,VER,1,0 days 00:01:51.204000,7.0,2.0,,,0 days 00:00:31.456000,"
           "0 days 00:00:50.123000,0 days 00:00:29.625000,0 days 01:01:25.375000,0 days 01:02:15.498000,"
           "0 days 01:02:45.123000,292.0,211.0,287.0,318.0,True,MEDIUM,5.0,True,Red Bull Racing,"
           "0 days 01:00:53.919000,2026-07-17 15:04:12.345000,1,,False,,False,True\n"
           "1,0 days 01:02:53.687000,NOR,4,0 days 00:01:51.587000,6.0,2.0,,,0 days 00:00:31.602000,"
           "0 days 00:00:50.311000,0 days 00:00:29.674000,0 days 01:01:33.702000,0 days 01:02:24.013000,"
           "0 days 01:02:53.687000,290.0,213.0,286.0,316.0,True,MEDIUM,4.0,True,McLaren,"
           "0 days 01:01:02.100000,2026-07-17 15:04:20.526000,1,,False,,False,True\n")
_JOLPICA = ('{"MRData": {"xmlns": "", "series": "f1", "url": "https://api.jolpi.ca/ergast/f1/2026/13/laps/1/", '
            '"limit": "30", "offset": "0", "total": "20", "RaceTable": {"season": "2026", "round": "13", "lap": "1", '
            '"Races": [{"season": "2026", "round": "13", "url": "https://en.wikipedia.org/wiki/'
            '2026_Belgian_Grand_Prix", "raceName": "Belgian Grand Prix", "Circuit": {"circuitId": "spa", "url": '
            '"https://en.wikipedia.org/wiki/Circuit_de_Spa-Francorchamps", "circuitName": "Circuit de '
            'Spa-Francorchamps", "Location": {"lat": "50.4372", "long": "5.97139", "locality": "Spa", "country": '
            '"Belgium"}}, "date": "2026-07-19", "time": "13:00:00Z", "Laps": [{"number": "1", "Timings": '
            '[{"driverId": "max_verstappen", "position": "1", "time": "1:52.870"}, {"driverId": "norris", '
            '"position": "2", "time": "1:53.412"}]}]}]}}}\n')
_ALKAMEL = ("NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; "
            "S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;"
            "TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER\n"
            "7;1;1;2:08.612;0;;39.874;0;55.102;0;33.636;0;196.1;2:08.612;14:02:11.455;0:39.874;0:55.102;0:33.636;"
            ";K. KOBAYASHI;;HYPERCAR;;Toyota Gazoo Racing;Toyota\n"
            "7;1;2;2:05.977;2;;38.911;2;54.012;2;33.054;2;200.1;4:14.589;14:04:17.432;0:38.911;0:54.012;0:33.054;"
            "318.4;K. KOBAYASHI;;HYPERCAR;;Toyota Gazoo Racing;Toyota\n")
_PI_TOOLBOX = ("PiToolboxVersionedASCIIDataSet\nVersion\t2\n\n{OutingInformation}\nCarName\tCar 7\n"
               "DriverName\tK. Laine\nTrackName\tSpa-Francorchamps\nFirstLapNumber\t0\n\n{ChannelBlock}\n"
               "Time\tvCar[kph]\tnEngine[rpm]\trThrottle[%]\tpBrakeF[bar]\tNGear\n"
               "0.000\t212.4\t11250\t100.0\t0.0\t6\n0.020\t212.9\t11274\t100.0\t0.0\t6\n"
               "0.040\t213.3\t11296\t100.0\t0.0\t6\n")
# the same tool's export of the tyre pressures: four columns, the last an integer (a qrels line's shape)
_PI_TOOLBOX_TPMS = ("PiToolboxVersionedASCIIDataSet\nVersion\t2\n\n{OutingInformation}\nCarName\tCar 7\n"
                    "FirstLapNumber\t0\n\n{ChannelBlock}\nTime\tpTyreFL[bar]\tpTyreFR[bar]\tNLap\n"
                    "0.00\t1.72\t1.74\t1\n0.50\t1.72\t1.74\t1\n1.00\t1.73\t1.75\t1\n")
_AIM = ('"Format","AiM CSV File"\n"Venue","Spa-Francorchamps"\n"Vehicle","Car 7"\n"User","K. Laine"\n'
        '"Data Source","AiM MXG 1.2"\n"Comment","FP2 run 3"\n"Date","Friday, July 17, 2026"\n"Time","5:22 PM"\n'
        '"Sample Rate","20"\n"Duration","1812.350"\n"Segment","Session"\n'
        '"Beacon Markers","137.415","248.619","359.823"\n"Segment Times","2:17.415","1:51.204","1:51.204"\n\n'
        '"Time","GPS Speed","RPM","Brake Press","Lateral Acc","Inline Acc"\n"s","km/h","rpm","bar","g","g"\n\n'
        '"0.000","212.4","11250","0.0","0.12","0.31"\n"0.050","212.9","11274","0.0","0.13","0.30"\n')
_TIR = ("[MDI_HEADER]\nFILE_TYPE                ='tir'\nFILE_VERSION             =3.0\n"
        "FILE_FORMAT              ='ASCII'\n"
        "! : TIRE_VERSION :      PAC2002\n! : COMMENT :           Front slick, medium compound, 2026 construction\n"
        "$-----------------------------------------------------------------units\n[UNITS]\n"
        "LENGTH                   ='meter'\nFORCE                    ='newton'\nANGLE                    ='radians'\n"
        "MASS                     ='kg'\nTIME                     ='second'\n"
        "$-----------------------------------------------------------------model\n[MODEL]\n"
        "PROPERTY_FILE_FORMAT     ='PAC2002'\nUSE_MODE                 = 14                   $Tyre use switch\n"
        "LONGVL                   = 16.7                 $Measurement speed\n"
        "TYRESIDE                 = 'LEFT'               $Mounted side of tyre at vehicle/test bench\n"
        "$-------------------------------------------------------------dimension\n[DIMENSION]\n"
        "UNLOADED_RADIUS          = 0.3645               $Free tyre radius\n"
        "WIDTH                    = 0.305                $Nominal section width of the tyre\n")
_LDX = ('<?xml version="1.0"?>\n<LDXFile Locale="English_United Kingdom.1252" DefaultLocale="C" Version="1.6">\n'
        ' <Layers>\n  <Layer>\n   <MarkerBlock>\n    <MarkerGroup Name="Beacons" Index="3">\n'
        '     <Marker Version="100" ClassName="BCN" Name="Manual.1" Flags="77" Time="111204000.000000"/>\n'
        '    </MarkerGroup>\n   </MarkerBlock>\n   <RangeBlock/>\n  </Layer>\n  <Details>\n'
        '   <String Id="Total Laps" Value="14"/>\n   <String Id="Fastest Time" Value="1:51.204"/>\n'
        '   <String Id="Fastest Lap" Value="7"/>\n  </Details>\n </Layers>\n</LDXFile>\n')
_RFACTOR = ('<?xml version="1.0" encoding="utf-8"?>\n<rFactorXML version="1.0">\n<RaceResults>\n'
            '<Setting>Race Weekend</Setting>\n<PlayerFile>DIL_Laine</PlayerFile>\n<DateTime>1784301761</DateTime>\n'
            '<TimeString>2026/07/17 17:22:41</TimeString>\n<TrackVenue>Spa-Francorchamps</TrackVenue>\n'
            '<TrackCourse>Spa-Francorchamps 2026</TrackCourse>\n<TrackLength>7004.0</TrackLength>\n<Practice2>\n'
            '<Driver>\n<Name>K. Laine</Name>\n<CarNumber>7</CarNumber>\n'
            '<Lap num="7" p="1" et="812.4410" s1="31.4560" s2="50.1230" s3="29.6250" topspeed="318.0" fuel="0.61" '
            'twfl="0.97" twfr="0.97" twrl="0.96" twrr="0.96" fcompound="1,Medium" rcompound="1,Medium" '
            'fuelUsed="0.0125">111.2040</Lap>\n</Driver>\n</Practice2>\n</RaceResults>\n</rFactorXML>\n')


def thirtythird_bar_motorsport_cases() -> list[Case]:
    G = THIRTYTHIRD_MOTORSPORT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="setup_changes", judgements="track_gains", runs=_RECS3, stem="setups", outputs=_OUT,
        item="setup changes", rounded="driver_in_loop",
        weights="{'lap_sim': 1.5, 'driver_in_loop': 1.0, 'tyre_model': 0.5, 'engineers': 2.0}",
        lone_query="R['engineers']['madrid/2026/FP1'] = {'chg:rwing+1deg': 0.9, 'chg:rh-rear-2mm': 0.4}\n",
        trust="lap_sim 2\ndriver_in_loop 1\ntyre_model 0.5\n",
        trust_dict="{'lap_sim': 2, 'driver_in_loop': 1, 'tyre_model': 0.5}",
        texts={
            "rrf": ("u33c_rrf_models",
                    "rankagg.fuse({model: {circuit/season/session: {change: score}}}, method='rrf'): four models, "
                    "six sessions ('spa/2026/FP2'), setup changes ('chg:rwing+1deg')"),
            "borda": ("u33c_borda_unscored_changes",
                      "rankagg.fuse(..., method='borda'): the tyre model scores no aero change (wing, ride height)"),
            "combsum": ("u33c_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the driver-in-the-loop ratings at one decimal (many "
                        "ties) beside the models"),
            "fuser": ("u33c_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per session: the engineers count 2, the tyre model 0.5"),
            "frame": ("u33c_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the run plan sheet, a row "
                      "per session, change and model"),
            "evaluate": ("u33c_evaluate_track_gains",
                         "rankagg.evaluate(fused ranking, what the changes gave on track, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the changes that found lap time"),
            "lone": ("u33c_one_model_circuit",
                     "rankagg.fuse(..., method='rrf'): a new circuit only the engineers ranked (Madrid, no "
                     "simulator model yet) beside circuits every model covers"),
            "cli_rrf": ("u33c_cli_rrf_runs",
                        "rankagg fuse lap_sim.run driver_in_loop.run tyre_model.run --method rrf -o setups.run: one "
                        "run per model, sessions as queries"),
            "cli_borda": ("u33c_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the lap simulation "
                          "counts double)"),
            "cli_combsum": ("u33c_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four changes a practice session has "
                            "time to try"),
            "cli_evaluate": ("u33c_cli_evaluate_track_qrels",
                             "rankagg evaluate setups.run --qrels track_gains.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the changes gave on track (0-2)"),
            "cli_parquet": ("u33c_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o setups.parquet: gzipped runs from the simulation "
                            "cluster, a Parquet table for the strategy room")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33c_motec_csv_as_run", "a MoTeC i2 CSV export ('\"Format\",\"MoTeC CSV File\"' preamble, channels, units)",
         "spa_fp2_lap7.csv", _MOTEC_CSV, "MoTeC", "spa_fp2_lap7.csv:1"),
        ("u33c_motec_ld_as_run", "a MoTeC .ld log (the 0x40 marker, pointers, device 'ADL', date, driver, venue)",
         "spa_fp2_run3.ld", _motec_ld(), "MoTeC", "spa_fp2_run3.ld"),
        ("u33c_motec_ldx_as_run", "a MoTeC .ldx file (LDXFile, Layers, MarkerBlock, Details)", "spa_fp2_run3.ldx",
         _LDX, "MoTeC", "spa_fp2_run3.ldx:2"),
        ("u33c_fastf1_laps_as_run", "FastF1's laps table written with to_csv (Time, Driver, DriverNumber, LapTime, "
         "..., Compound, TyreLife)", "laps_spa_fp2.csv", _FASTF1, "FastF1", "laps_spa_fp2.csv:1"),
        ("u33c_jolpica_json_as_run", "the Ergast / Jolpica F1 API's answer (MRData, RaceTable, Races, Laps)",
         "laps_1.json", _JOLPICA, "Ergast", "laps_1.json:1"),
        ("u33c_alkamel_as_run", "Al Kamel's timing and scoring CSV (NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; "
         "...)", "23_Analysis_Race_Hour_1.CSV", _ALKAMEL, "Al Kamel", "23_Analysis_Race_Hour_1.CSV:1"),
        ("u33c_pi_toolbox_as_run", "a Pi Toolbox ASCII export (PiToolboxVersionedASCIIDataSet, {OutingInformation}, "
         "{ChannelBlock}: six columns a row, like a run's)", "spa_fp2_run3.txt", _PI_TOOLBOX, "Pi Toolbox",
         "spa_fp2_run3.txt:1"),
        ("u33c_tir_as_run", "a Pacejka tyre property file (.tir: [MDI_HEADER], FILE_TYPE='tir', [UNITS], [MODEL])",
         "front_medium_2026.tir", _TIR, "Pacejka", "front_medium_2026.tir:2"),
        ("u33c_rfactor_xml_as_run", "rFactor 2's results XML (rFactorXML, RaceResults, Practice2, Driver, Lap)",
         "2026_07_17_17_22_41-61P2.xml", _RFACTOR, "rFactor", "2026_07_17_17_22_41-61P2.xml:2")],
        one_run=("lap_sim.run", _ONE_RUN), stem="setups",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary log read as lines gives no ranking: named by its header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33c_pi_toolbox_tpms_as_qrels", "spa_fp2_tpms.txt", _PI_TOOLBOX_TPMS, "Pi Toolbox"),
        ("u33c_alkamel_as_qrels", "23_Analysis_Race_Hour_1.CSV", _ALKAMEL, "Al Kamel"),
        ("u33c_fastf1_laps_as_qrels", "laps_spa_fp2.csv", _FASTF1, "FastF1"),
        ("u33c_aim_csv_as_qrels", "spa_fp2_mxg.csv", _AIM, "AiM")],
        one_run=("lap_sim.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33c_out_ld", "setups.ld", "a MoTeC log"),
        ("u33c_out_ldx", "setups.ldx", "a MoTeC .ldx file"),
        ("u33c_out_tir", "setups.tir", "a Pacejka tyre file"),
        ("u33c_out_xrk", "setups.xrk", "an AiM RaceStudio log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33c_api_jolpica_dict",
            "rankagg.fuse(json.load(laps_1.json)): the Ergast / Jolpica API's answer loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "Ergast", why="a run maps a query to {document: score}; the API's answer has one key, 'MRData', whose "
            "'RaceTable' holds a list of races", files={"l.json": _JOLPICA}),
        bad("u33c_api_fastf1_frame",
            "rankagg.fuse(pd.read_csv(laps_spa_fp2.csv)): FastF1's laps table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "FastF1", why="a table of runs has qid, docid, run and score columns; FastF1's has a lap per row",
            files={"l.csv": _FASTF1}),
    ]
    return cases
