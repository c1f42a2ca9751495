"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a driver-assistance team's ranking of perception and
planning builds per scenario across test drives and simulators (its cases, ids ``u31h_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each scenario of the release's catalogue (``cut-in/A9-0001``) is a query and each candidate build a
document (``adas-4.2.1+rc3``); the runs are the evaluations the team compares (CARLA's driving score, the replay of
recorded drives, the proving ground's score, the safety drivers' ratings), scores in [0, 1] at four decimals.  The
lists are fused with RRF, Borda and CombSUM, weighted by how well each predicted last release's field issues, and
judged against the release board's verdicts (2 ship, 1 ship with restrictions, 0 hold).  The mistakes and odd files:
the field's own files given where runs or qrels are read (a Vector DBC database, an ASC log, a SocketCAN candump log,
a PEAK trace, a BLF and an MDF4 recording, OpenSCENARIO and OpenDRIVE files, an AUTOSAR ARXML, an ASAM A2L, CARLA's
leaderboard results), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_AUTOMOTIVE = ("45 Unseen inputs: a thirty-first bar, a driver-assistance team's ranking of perception "
                          "stacks per scenario across test drives (Vector DBC and ASC logs, BLF, MDF4, OpenSCENARIO, "
                          "OpenDRIVE, CARLA leaderboard results)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['carla_ds', 'replay', 'proving_ground', 'safety_drivers'],
    items=['adas-4.2.1+rc3', 'adas-4.2.0', 'adas-4.1.7', 'adas-4.3.0-beta1', 'adas-4.2.1+rc2', 'adas-4.0.9',
             'adas-4.1.7+hotfix', 'adas-3.9.12'],
    queries=['cut-in/A9-0001', 'cut-out/A9-0002', 'pedestrian/urban-0003', 'merge/ramp-0004', 'stop-and-go/jam-0005',
             'roundabout/urban-0006'],
    suffix='-night', generator='scores', judgements='verdicts') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "scores", "builds.run")

_RECS3 = ["carla_ds", "replay", "proving_ground"]
_OUT = ("builds.run",)
_ONE_RUN = ("cut-in/A9-0001 Q0 adas-4.2.1+rc3 1 0.91 carla_ds\ncut-in/A9-0001 Q0 adas-4.2.0 2 0.77 carla_ds\n"
            "cut-in/A9-0001 Q0 adas-4.1.7 3 0.52 carla_ds\n")
# the team's files, as their tools write them (a few lines)
_DBC = ('VERSION ""\n\n\nNS_ : \n\tNS_DESC_\n\tCM_\n\tBA_DEF_\n\nBS_:\n\nBU_: ADAS_ECU GATEWAY\n\n\n'
        'BO_ 256 ObjectList_Header: 8 ADAS_ECU\n SG_ NumObjects : 0|8@1+ (1,0) [0|255] "" GATEWAY\n'
        ' SG_ CycleCounter : 8|16@1+ (1,0) [0|65535] "" GATEWAY\n')
_ASC = ("date Thu Nov 27 10:00:00.000 am 2026\nbase hex  timestamps absolute\ninternal events logged\n"
        "// version 13.0.0\nBegin TriggerBlock Thu Nov 27 10:00:00.000 am 2026\n   0.000000 Start of measurement\n"
        "   0.001250 1  100             Rx   d 8 01 02 03 04 05 06 07 08  Length = 231910 BitCount = 120 ID = 256\n")
_CANDUMP = ("(1764237600.123456) can0 100#0102030405060708\n(1764237600.124001) can0 101#1122334455667788\n"
            "(1764237600.125112) can1 18FEF100#FFFF3C00FFFFFFFF\n")
_TRC = (";$FILEVERSION=2.1\n;$STARTTIME=45988.4166666667\n;$COLUMNS=N,O,T,B,I,d,R,L,D\n;\n"
        ";   C:\\Users\\adas\\drive_0042.trc\n;   Start time: 27.11.2026 10:00:00.000.0\n"
        "      1         0.125 DT 1      0100 Rx -  8    01 02 03 04 05 06 07 08\n")
# a BLF file's first bytes: 'LOGG', the header's size (144), the application id, its version, ...
_BLF = b"LOGG\x90\x00\x00\x00\x01\x00\x00\x00\x0d\x00\x00\x00" + b"\x00" * 32
# an MDF4 file's identification block: 'MDF     ', the version '4.10    ', the program '', then the version number
_MF4 = b"MDF     4.10    amdfx1.0" + b"\x00" * 4 + (410).to_bytes(2, "little") + b"\x00" * 30
_XOSC = ('<?xml version="1.0" encoding="UTF-8"?>\n<OpenSCENARIO>\n'
         '  <FileHeader revMajor="1" revMinor="2" date="2026-11-27T10:00:00" description="Cut-in on A9" '
         'author="ADAS team"/>\n  <ParameterDeclarations/>\n</OpenSCENARIO>\n')
_XODR = ('<?xml version="1.0" standalone="yes"?>\n<OpenDRIVE>\n'
         '  <header revMajor="1" revMinor="6" name="A9_segment" version="1.00" north="0" south="0" east="0" '
         'west="0"/>\n  <road name="A9" length="1200.0" id="1" junction="-1"/>\n</OpenDRIVE>\n')
_ARXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<AUTOSAR xmlns="http://autosar.org/schema/r4.0" '
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <AR-PACKAGES><AR-PACKAGE><SHORT-NAME>ADAS'
          '</SHORT-NAME></AR-PACKAGE></AR-PACKAGES>\n</AUTOSAR>\n')
_A2L = ('ASAP2_VERSION 1 71\n/begin PROJECT ADAS_ECU "driver assistance ECU"\n  /begin MODULE CCP "calibration"\n'
        '    /begin CHARACTERISTIC TTC_Threshold "" VALUE 0x80010000 RL_FLOAT32 0 NO_COMPU_METHOD 0 10\n'
        '    /end CHARACTERISTIC\n  /end MODULE\n/end PROJECT\n')
_CARLA = ('{\n    "_checkpoint": {\n        "global_record": {"index": -1, "route_id": -1, "status": "Completed", '
          '"infractions": {"collisions_layout": 0.0}, "scores_mean": {"score_composed": 71.3, "score_route": 88.1, '
          '"score_penalty": 0.81}},\n        "progress": [10, 10],\n        "records": [{"index": 0, "route_id": '
          '"RouteScenario_0", "status": "Completed", "scores": {"score_composed": 71.3}}]\n    },\n'
          '    "entry_status": "Finished",\n    "eligible": true,\n    "sensors": ["carla_camera"],\n'
          '    "values": ["71.300", "88.100", "0.810"],\n    "labels": ["Avg. driving score", "Avg. route completion",'
          ' "Avg. infraction penalty"]\n}\n')


def thirtyfirst_bar_automotive_cases() -> list[Case]:
    G = THIRTYFIRST_AUTOMOTIVE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="scores", judgements="verdicts", runs=_RECS3, stem="builds", outputs=_OUT,
        item="build", rounded="proving_ground",
        weights="{'carla_ds': 1.0, 'replay': 2.0, 'proving_ground': 1.0, 'safety_drivers': 0.5}",
        lone_query="R['safety_drivers']['snow/alpine-0099'] = {'adas-4.2.1+rc3': 0.7, 'adas-4.1.7': 0.4}\n",
        trust="replay 2\nproving_ground 0.5\ncarla_ds 1\n",
        trust_dict="{'replay': 2, 'proving_ground': 0.5, 'carla_ds': 1}",
        texts={
            "rrf": ("u31h_rrf_evaluations",
                    "rankagg.fuse({evaluation: {scenario: {build: score}}}, method='rrf'): four evaluations, six "
                    "scenarios ('cut-in/A9-0001'), builds by version ('adas-4.2.1+rc3': a '+' inside the id)"),
            "borda": ("u31h_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): an evaluation did not run some builds on a scenario"),
            "combsum": ("u31h_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the proving ground's scores at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u31h_weighted_fuser_field_issues",
                      "rankagg.Fuser('rrf', weights=...) per scenario: the replay counts 2, the safety drivers 0.5"),
            "frame": ("u31h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the release "
                      "dashboard's table holds them, a row per scenario, build and evaluation"),
            "evaluate": ("u31h_evaluate_release_board",
                         "rankagg.evaluate(fused ranking, release board verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the builds the board ships"),
            "lone": ("u31h_one_evaluation_scenario",
                     "rankagg.fuse(..., method='rrf'): a scenario only the safety drivers rated (snow in the Alps) "
                     "beside scenarios every evaluation covers"),
            "cli_rrf": ("u31h_cli_rrf_runs",
                        "rankagg fuse carla_ds.run replay.run proving_ground.run --method rrf -o builds.run: one run "
                        "per evaluation, scenarios as queries"),
            "cli_borda": ("u31h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the replay counts "
                          "double)"),
            "cli_combsum": ("u31h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four builds a release candidate list "
                            "holds"),
            "cli_evaluate": ("u31h_cli_evaluate_board_qrels",
                             "rankagg evaluate builds.run --qrels verdicts.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the release board's verdicts (0-2)"),
            "cli_parquet": ("u31h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o builds.parquet: gzipped runs from the nightly "
                            "simulation, a Parquet table for the release dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u31h_dbc_as_run", "a Vector CAN database (VERSION, NS_, BU_, BO_ and SG_ lines)", "adas_objects.dbc.txt",
         _DBC, "DBC", "adas_objects.dbc.txt:1"),
        ("u31h_asc_log_as_run", "a Vector ASC log (date, base hex timestamps absolute, Begin TriggerBlock, frames)",
         "drive_0042.asc.txt", _ASC, "ASC", "drive_0042.asc.txt:1"),
        ("u31h_candump_as_run", "a SocketCAN candump log ((time) can0 ID#DATA)", "drive_0042.log", _CANDUMP,
         "candump", "drive_0042.log:1"),
        ("u31h_pcan_trc_as_run", "a PEAK PCAN-View trace (;$FILEVERSION=2.1, ;$COLUMNS, frames)", "drive_0042.trc",
         _TRC, "PCAN", "drive_0042.trc:1"),
        ("u31h_blf_as_run", "a Vector BLF recording (binary: 'LOGG')", "drive_0042.blf", _BLF, "BLF",
         "drive_0042.blf"),
        ("u31h_mf4_as_run", "an ASAM MDF4 recording (binary: 'MDF     4.10')", "drive_0042.mf4.bin", _MF4, "MDF",
         "drive_0042.mf4.bin"),
        ("u31h_openscenario_as_run", "an OpenSCENARIO file (OpenSCENARIO, FileHeader revMajor=1 revMinor=2)",
         "cut_in_A9.xml", _XOSC, "OpenSCENARIO", "cut_in_A9.xml:2"),
        ("u31h_opendrive_as_run", "an OpenDRIVE road network (OpenDRIVE, header revMajor=1 revMinor=6, road)",
         "A9_segment.xml", _XODR, "OpenDRIVE", "A9_segment.xml:2"),
        ("u31h_arxml_as_run", "an AUTOSAR ARXML (AUTOSAR xmlns=http://autosar.org/schema/r4.0, AR-PACKAGES)",
         "adas_system.arxml.xml", _ARXML, "AUTOSAR", "adas_system.arxml.xml:2"),
        ("u31h_a2l_as_run", "an ASAM MCD-2 MC (A2L) description (ASAP2_VERSION, /begin PROJECT)", "adas_ecu.a2l.txt",
         _A2L, "A2L", "adas_ecu.a2l.txt:1"),
        ("u31h_carla_results_as_run", "CARLA leaderboard results (_checkpoint, entry_status, values, labels)",
         "simulation_results.json", _CARLA, "CARLA", "simulation_results.json:1")],
        one_run=("carla_ds.run", _ONE_RUN), stem="builds",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary recording read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31h_dbc_as_qrels", "adas_objects.dbc.txt", _DBC, "DBC"),
        ("u31h_candump_as_qrels", "drive_0042.log", _CANDUMP, "candump"),
        ("u31h_carla_results_as_qrels", "simulation_results.json", _CARLA, "CARLA"),
        ("u31h_a2l_as_qrels", "adas_ecu.a2l.txt", _A2L, "A2L"),
        ("u31h_trc_as_qrels", "drive_0042.trc", _TRC, "PCAN")],
        one_run=("carla_ds.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31h_out_blf", "builds.blf", "a Vector BLF recording"),
        ("u31h_out_xosc", "cut_in.xosc", "an OpenSCENARIO file"),
        ("u31h_out_xodr", "builds.xodr", "an OpenDRIVE road network"),
        ("u31h_out_arxml", "builds.arxml", "an AUTOSAR description"),
        ("u31h_out_a2l", "builds.a2l", "an ASAM A2L description")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31h_api_carla_results_dict",
            "rankagg.fuse(json.load(simulation_results.json)): CARLA's results loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "CARLA", why="a run maps a query to {document: score}; CARLA's 'entry_status' is text and 'values' a list",
            files={"r.json": _CARLA}),
        bad("u31h_api_carla_records_frame",
            "rankagg.fuse(pd.json_normalize(results['_checkpoint']['records'])): CARLA's route records as a frame",
            "import json, pandas as pd, rankagg\nr = json.load(open('r.json'))\n"
            "rankagg.fuse(pd.json_normalize(r['_checkpoint']['records']), method='borda')\n",
            "CARLA", why="a table of runs has qid, docid, run and score columns; CARLA's records are routes' scores",
            files={"r.json": _CARLA}),
        bad("u31h_api_candump_frame",
            "rankagg.fuse(pd.read_csv(candump log, sep=' ', names=['time', 'interface', 'frame'])): CAN frames as "
            "runs",
            "import pandas as pd, rankagg\nf = pd.read_csv('c.log', sep=' ', names=['time', 'interface', 'frame'])\n"
            "rankagg.fuse(f, method='rrf')\n",
            "qid", why="a table of runs has qid, docid, run and score columns; the frame's columns are named",
            files={"c.log": _CANDUMP}),
    ]
    return cases
