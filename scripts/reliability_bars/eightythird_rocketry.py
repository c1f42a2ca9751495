"""Issue 45's eighty-third bar of scripts/reliability_matrix.py, a model rocketry club's contest directors and a
national student rocketry challenge's scoring team, ranking teams' flights per qualification round, contest event and
season from altitudes, flight durations, scores and judges' rankings (its cases, ids ``u83a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
by a persona session, before any of its recognisers existed.)

The team's day: each qualification round, contest event or season (``round:2026/tarc/qualifier-1``, the year, the
contest, then the round; ``event:2026/nar/a-streamer-duration``; ``season:2026/club-cup``) is a query and each flight a
document (``flight:2026/tarc/4412-1``, the year, the contest, then the team's or flier's number and the flight); the
runs are the official altimeters' altitudes, the timers' flight durations, the judges' rankings and the simulations'
predictions, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the altimeters
weighted highest (the rules score the official altimeter's reading), and judged against the contest's results (2
placed, 1 qualified, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (an OpenRocket design (.ork, a ZIP holding rocket.ork), a RockSim design (.rkt, XML), a RASP motor file (.eng) and
a RockSim engine file (.rse) as thrustcurve.org serves them, thrustcurve.org's search answer (JSON), an AltOS flight
export (CSV) from a TeleMetrum, and the contest's flight log, event score sheet and season standings as the scoring
team types them), and outputs named for the field's files (.ork, .eng, .rse and an AltOS-named .csv).
(Checked: the .ork's inner document ('<?xml version='1.0' encoding='utf-8'?>', then '<openrocket version="1.x"
creator="OpenRocket ...">', <rocket>, <name>, <subcomponents>, <stage>) from OpenRocket files kept in rocketry teams'
repositories and importers that unzip the .ork and read 'rocket.ork' (RocketPy's example reads it so); the ZIP around
it is built here with Python's zipfile (its magic PK 03 04 and the entry name are right; the flags and the data
descriptor OpenRocket's Java writer sets were not checked).  RockSim's .rkt ('<RockSimDocument>', <FileVersion>4,
<DesignInformation>, <RocketDesign>, <Name>, <StageCount>, <Stage3Parts>, <NoseCone>, <BodyTube>) from a team's real
.rkt; no XML prolog, as that file has none.  RASP .eng (';' comments, then 'C6 18 70 0-3-5-7 .0108 .0231 E': code,
diameter and length in mm, delays, propellant and total mass in kg, maker; then 'time thrust' pairs ending at zero
thrust) from thrustcurve.org's RASP format page and parsers' tests; the sample values are illustrative.  RockSim's .rse
('<engine-database>', <engine-list>, <engine mfg= code= Type= dia= len= initWt= propWt= delays= ...>, <comments>,
<data>, <eng-data t= f= m= cg=>) from .rse writers and readers (OpenRocket's RockSimMotorLoader as described by a port);
thrustcurve.org's /api/v1/search answer (criteria [{name, value, matches}], matches, results [{motorId, manufacturer,
manufacturerAbbrev, designation, commonName, impulseClass, diameter, length, type, avgThrustN, maxThrustN,
totImpulseNs, burnTimeS, dataFiles, infoUrl, totalWeightG, propWeightG, delays, caseInfo, propInfo, sparky,
updatedOn}]) from its API's own definition (thrustcurve3's config/api_v1.yml), the values its examples; AltOS's CSV
(a '#'-led header 'version,serial,flight,call,time,clock,rssi,lqi,state,state_name,acceleration,pressure,altitude,
height,accel_speed,baro_speed,temperature,battery_voltage,drogue_voltage,main_voltage', rows as '%s, %d, %d, %s,
%8.2f, ...', pressure in mBar) from AltosCSV.java (Keith Packard's altoslib_4), and its file names
('2020-10-10-serial-2378-flight-0021.csv') from teams' scripts; left out: the comment lines AltOS may write before the
header (their text not checked) and that version's tail (an advanced-sensor header, a trailing comma on each row).
Left out, as their bytes or columns could not be checked: Eggtimer's, Featherweight's (Raven, Blue Raven),
PerfectFlite's (StratoLogger, DataCap) and Jolly Logic's (AltimeterThree) exports, OpenRocket's simulation CSV export
and NAR's contest software's files; the .rse's and .eng's sample values are illustrative; the flight log, the score
sheet and the standings are typed here as the scoring team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYTHIRD_ROCKETRY = ("45 Unseen inputs: an eighty-third bar, a model rocketry club's contest directors and a "
                        "student rocketry challenge's scoring team ranking flights per qualification round, contest "
                        "event and season from altitudes, durations, scores and judges' rankings (OpenRocket's .ork, "
                        "RockSim's .rkt and .rse, RASP .eng motor files, thrustcurve.org's JSON, AltOS flight CSVs, "
                        "flight logs, score sheets and standings as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['altimeter_altitudes', 'duration_timers', 'judges_rankings', 'sim_predictions'],
    items=['flight:2026/tarc/4412-1', 'flight:2026/tarc/4412-2', 'flight:2026/tarc/3087-1',
           'flight:2026/tarc/5120-2', 'flight:2026/nar/98765-a-sd-1', 'flight:2026/nar/101244-a-sd-2',
           'flight:2026/nar/87310-b-egg-1', 'flight:2026/club/jr-017-1'],
    queries=['round:2026/tarc/qualifier-1', 'event:2026/nar/a-streamer-duration', 'season:2026/club-cup',
             'event:2026/nar/b-eggloft-altitude', 'round:2026/tarc/national-finals',
             'event:2026/nar/half-a-parachute-duration'],
    suffix='/reflights', generator='flight_scores', judgements='contest_results'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "flight_scores", "contest_rankings.run")

_RECS3 = ["altimeter_altitudes", "duration_timers", "judges_rankings"]
_OUT = ("contest_rankings.run",)
_ONE_RUN = ("round:2026/tarc/qualifier-1 Q0 flight:2026/tarc/4412-1 1 0.9247 altimeter_altitudes\n"
            "round:2026/tarc/qualifier-1 Q0 flight:2026/tarc/3087-1 2 0.8713 altimeter_altitudes\n")


# the team's files, as OpenRocket, RockSim, thrustcurve.org, AltOS and the scoring team write them
# an OpenRocket design (.ork): a ZIP holding one XML document, rocket.ork; the prolog, then the root <openrocket>
_ORK_XML = ("<?xml version='1.0' encoding='utf-8'?>\n"
            '<openrocket version="1.9" creator="OpenRocket 23.09">\n'
            "  <rocket>\n"
            "    <name>Eggspress 4412</name>\n"
            "    <subcomponents>\n"
            "      <stage>\n"
            "        <name>Sustainer</name>\n"
            "        <subcomponents>\n"
            "          <nosecone>\n"
            "            <name>Nose cone</name>\n"
            "            <length>0.2</length>\n"
            "            <shape>ogive</shape>\n"
            "          </nosecone>\n"
            "        </subcomponents>\n"
            "      </stage>\n"
            "    </subcomponents>\n"
            "  </rocket>\n"
            "</openrocket>\n")


def _openrocket_ork() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo("rocket.ork", (2026, 4, 18, 20, 14, 6))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, _ORK_XML)
    return buf.getvalue()


_ORK = _openrocket_ork()
_ORK_NAME = "Eggspress_4412_v3.ork"

# a RockSim design (.rkt): XML, no prolog, the root <RockSimDocument> on line 1, four-space indentation
_RKT = ("<RockSimDocument>\n"
        "    <FileVersion>4</FileVersion>\n"
        "    <DesignInformation>\n"
        "        <RocketDesign>\n"
        "            <Name>Eggspress 4412</Name>\n"
        "            <StageCount>1</StageCount>\n"
        "            <Stage3Parts>\n"
        "                <NoseCone>\n"
        "                    <Name>Nose cone</Name>\n"
        "                    <Material>Polystyrene PS</Material>\n"
        "                </NoseCone>\n"
        "                <BodyTube>\n"
        "                    <Name>BT-60 egg capsule</Name>\n"
        "                    <Material>Cardboard</Material>\n"
        "                </BodyTube>\n"
        "            </Stage3Parts>\n"
        "            <Stage2Parts/>\n"
        "            <Stage1Parts/>\n"
        "        </RocketDesign>\n"
        "    </DesignInformation>\n"
        "</RockSimDocument>\n")
_RKT_NAME = "Eggspress_4412.rkt"

# a RASP motor file (.eng) as thrustcurve.org serves it: ';' comments, the seven-field header, 'time thrust' pairs
_ENG = ("; Estes C6 from NAR cert data\n"
        "C6 18 70 0-3-5-7 .0108 .0231 E\n"
        "   0.031 0.946\n   0.092 4.826\n   0.139 9.936\n   0.192 14.090\n   0.209 11.446\n"
        "   0.270 7.381\n   0.500 5.310\n   1.000 4.711\n   1.500 4.500\n   1.860 0.000\n")
_ENG_NAME = "Estes_C6.eng"

# a RockSim engine file (.rse): <engine-database>, <engine-list>, one <engine> with its attributes, <data> samples
_RSE = ('<engine-database>\n'
        '  <engine-list>\n'
        '    <engine mfg="Estes" code="C6" Type="single-use" dia="18." len="70." initWt="23.1" propWt="10.8" '
        'delays="0,3,5,7" auto-calc-mass="1" auto-calc-cg="1" avgThrust="4.7" peakThrust="14.09" throatDia="0." '
        'exitDia="0." Itot="8.8" burn-time="1.86" massFrac="46.75" Isp="83.1" tDiv="10" tStep="-1." tFix="1" '
        'FDiv="10" FStep="-1." FFix="1" mDiv="10" mStep="-1." mFix="1" cgDiv="10" cgStep="-1." cgFix="1">\n'
        '      <comments>Estes C6 from NAR cert data</comments>\n'
        '      <data>\n'
        '        <eng-data t="0.0" f="0.0" m="23.1" cg="35."/>\n'
        '        <eng-data t="0.192" f="14.09" m="21.9" cg="35."/>\n'
        '        <eng-data t="1.86" f="0.0" m="12.3" cg="35."/>\n'
        '      </data>\n'
        '    </engine>\n'
        '  </engine-list>\n'
        '</engine-database>\n')
_RSE_NAME = "Estes_C6.rse"

# thrustcurve.org's search answer (POST /api/v1/search.json): criteria, matches, results; compact; its examples' values
_THRUSTCURVE = json.dumps({
    "criteria": [{"name": "commonName", "value": "C6", "matches": 3}], "matches": 3,
    "results": [{"motorId": "5f4294d20002310000000015", "manufacturer": "Estes Industries",
                 "manufacturerAbbrev": "Estes", "designation": "C6", "commonName": "C6", "impulseClass": "C",
                 "diameter": 18, "length": 70, "type": "SU", "avgThrustN": 4.7, "maxThrustN": 14.1,
                 "totImpulseNs": 8.8, "burnTimeS": 1.9, "dataFiles": 3,
                 "infoUrl": "https://nar.org/SandT/pdf/Estes/C6.pdf", "totalWeightG": 24, "propWeightG": 11,
                 "delays": "0,3,5,7", "caseInfo": "", "propInfo": "", "sparky": False, "updatedOn": "2014-12-02"}]},
    separators=(",", ":"))
_THRUSTCURVE_NAME = "thrustcurve_search_C6.json"

# an AltOS flight export (TeleMetrum, CSV): the '#'-led header, then rows as AltosCSV's printf formats write them
_ALTOS_CSV = (
    "#version,serial,flight,call,time,clock,rssi,lqi,state,state_name,acceleration,pressure,altitude,height,"
    "accel_speed,baro_speed,temperature,battery_voltage,drogue_voltage,main_voltage\n"
    "5, 3418, 7, N0CALL,    -0.50,   412.36,    0,   0,2,     pad,    0.12,    998.71,  212.40,    0.00,"
    "    0.00,    0.00, 18.4, 3.98, 3.71, 3.70\n"
    "5, 3418, 7, N0CALL,     0.00,   412.86,    0,   0,3,   boost,  146.20,    998.69,  212.57,    0.17,"
    "    0.35,    0.35, 18.4, 3.97, 3.71, 3.70\n"
    "5, 3418, 7, N0CALL,     6.25,   419.11,    0,   0,5,   coast,  -11.80,    961.12,  532.10,  319.70,"
    "   48.30,   48.30, 17.9, 3.96, 3.71, 3.70\n")
_ALTOS_NAME = "2026-04-18-serial-3418-flight-0007.csv"

# the contest's flight log as the scoring team types it at the range head: team, flight, altitude (ft), duration (s),
# egg (ok/cracked), score: six fields a line
_FLIGHT_LOG = ("4412 1 812 41.6 ok 14.4\n4412 2 798 42.3 ok 9.2\n3087 1 835 39.1 ok 41.4\n"
               "5120 2 770 44.8 cracked DQ\n")
# an event's score sheet as typed from the timers' cards: event, NAR number, flight, result: four fields a line
_SCORE_SHEET = ("A-SD 98765 1 62.4\nA-SD 101244 1 58.0\nA-SD 98765 2 71.9\nA-SD 87310 1 DQ\n")
# the season standings as the club types them: place, flier, section, contests flown, points, class: six fields a line
_STANDINGS = ("1 98765 NAR-512 6 1432 C\n2 101244 NAR-512 5 1210 C\n3 87310 NAR-644 6 1188 B\n"
              "4 jr-017 CLUB 4 960 A\n")


def eightythird_bar_rocketry_cases() -> list[Case]:
    G = EIGHTYTHIRD_ROCKETRY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="flight_scores", judgements="contest_results", runs=_RECS3,
        stem="contest_rankings", outputs=_OUT, item="flight", rounded="duration_timers",
        weights="{'altimeter_altitudes': 2.0, 'duration_timers': 1.0, 'judges_rankings': 1.5, 'sim_predictions': 0.5}",
        lone_query="R['sim_predictions']['event:2026/nar/g-rocket-glider-duration'] = "
                   "{'flight:2026/club/jr-017-1': 0.9, 'flight:2026/nar/87310-b-egg-1': 0.4}\n",
        trust="altimeter_altitudes 2\nduration_timers 1\njudges_rankings 1\n",
        trust_dict="{'altimeter_altitudes': 2, 'duration_timers': 1, 'judges_rankings': 1}",
        texts={
            "rrf": ("u83a_rrf_flight_scores",
                    "rankagg.fuse({source: {round, event or season: {flight: score}}}, method='rrf'): the "
                    "altimeters' altitudes, the timers' durations, the judges' rankings and the simulations' "
                    "predictions, six rankings ('round:2026/tarc/qualifier-1'), flights as 'flight:2026/tarc/4412-1'"),
            "borda": ("u83a_borda_flight_not_timed_by_all",
                      "rankagg.fuse(..., method='borda'): a reflight one timer missed and the judges never ranked, "
                      "so some sources have no score for it"),
            "combsum": ("u83a_combsum_rounded_durations",
                        "rankagg.fuse(..., method='combsum'): the timers' durations rounded to whole seconds (many "
                        "ties), beside the altimeters' altitudes and the judges' rankings"),
            "fuser": ("u83a_weighted_fuser_altimeters",
                      "rankagg.Fuser('rrf', weights=...) per round and event: the altimeters count 2, as the rules "
                      "score the official altimeter's reading"),
            "frame": ("u83a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scoring team's sheet, a "
                      "row per round, flight and source"),
            "evaluate": ("u83a_evaluate_contest_results",
                         "rankagg.evaluate(fused ranking, the contest's results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the placed flights first"),
            "lone": ("u83a_glider_event_only_sim_predictions",
                     "rankagg.fuse(..., method='rrf'): the rocket glider event, flown by few, only the simulations' "
                     "predictions cover, beside rounds every source covers"),
            "cli_rrf": ("u83a_cli_rrf_runs",
                        "rankagg fuse altimeter_altitudes.run duration_timers.run judges_rankings.run --method rrf "
                        "-o contest_rankings.run: one run per source, rounds and events as queries"),
            "cli_borda": ("u83a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the altimeters count "
                          "double)"),
            "cli_combsum": ("u83a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four flights placed per event"),
            "cli_evaluate": ("u83a_cli_evaluate_contest_results_qrels",
                             "rankagg evaluate contest_rankings.run --qrels contest_results.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the contest's results (0-2)"),
            "cli_parquet": ("u83a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o contest_rankings.parquet: gzipped runs from the "
                            "scoring team's scripts, a Parquet table for the directors' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u83a_openrocket_ork_as_run", "an OpenRocket design (.ork: a ZIP, PK 03 04, holding rocket.ork, "
         "<openrocket version=... creator=...>)", _ORK_NAME, _ORK, "OpenRocket", _ORK_NAME),
        ("u83a_rocksim_rkt_as_run", "a RockSim design (.rkt: RockSimDocument, FileVersion, DesignInformation, "
         "RocketDesign)", _RKT_NAME, _RKT, "RockSim", named_at(_RKT_NAME, _RKT)),
        ("u83a_rasp_eng_as_run", "a RASP motor file from thrustcurve.org (.eng: ';' comments, 'C6 18 70 0-3-5-7 "
         ".0108 .0231 E', time and thrust pairs)", _ENG_NAME, _ENG, "RASP", named_at(_ENG_NAME, _ENG)),
        ("u83a_rocksim_rse_as_run", "a RockSim engine file (.rse: engine-database, engine-list, engine mfg= code=, "
         "eng-data t= f= m=)", _RSE_NAME, _RSE, "RSE", named_at(_RSE_NAME, _RSE)),
        ("u83a_thrustcurve_json_as_run", "thrustcurve.org's motor search answer (criteria, matches, results: motorId, "
         "designation, impulseClass, ... totImpulseNs)", _THRUSTCURVE_NAME, _THRUSTCURVE, "ThrustCurve",
         f"{_THRUSTCURVE_NAME}:1"),
        ("u83a_altos_csv_as_run", "an AltOS flight export from a TeleMetrum (#version,serial,flight,call,time, ... "
         "state_name, ... height, accel_speed, baro_speed)", _ALTOS_NAME, _ALTOS_CSV, "AltOS",
         named_at(_ALTOS_NAME, _ALTOS_CSV)),
        ("u83a_flight_log_as_run", "the contest's flight log as typed at the range head (six fields a line: team, "
         "flight, altitude, duration, egg, score)", "tarc_q1_flightlog.txt", _FLIGHT_LOG, "flight log",
         "tarc_q1_flightlog.txt:1"),
        ("u83a_score_sheet_as_run", "an event's score sheet as typed from the timers' cards (four fields a line: "
         "event, NAR number, flight, result)", "a_sd_scoresheet.txt", _SCORE_SHEET, "score sheet",
         "a_sd_scoresheet.txt:1"),
        ("u83a_standings_as_run", "the season standings as the club types them (six fields a line: place, flier, "
         "section, contests, points, class)", "club_cup_standings.txt", _STANDINGS, "standings",
         "club_cup_standings.txt:1")],
        one_run=("altimeter_altitudes.run", _ONE_RUN), stem="contest_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a flight log's six are a team, a flight, an "
                 "altitude, a duration, the egg's state and a score, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an OpenRocket design (a ZIP) read as lines gives no ranking: named by what "
                   "it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u83a_score_sheet_as_qrels", "a_sd_scoresheet.txt", _SCORE_SHEET, "score sheet"),
        ("u83a_standings_as_qrels", "club_cup_standings.txt", _STANDINGS, "standings"),
        ("u83a_flight_log_as_qrels", "tarc_q1_flightlog.txt", _FLIGHT_LOG, "flight log"),
        ("u83a_altos_csv_as_qrels", _ALTOS_NAME, _ALTOS_CSV, "AltOS")],
        one_run=("altimeter_altitudes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u83a_out_openrocket_ork", "Finalists_2026.ork", "an OpenRocket design"),
        ("u83a_out_rasp_eng", "Contest_C6.eng", "a RASP motor file"),
        ("u83a_out_rocksim_rse", "Contest_C6.rse", "a RockSim engine file"),
        ("u83a_out_altos_csv", "2026-05-16-serial-3418-flight-0008.csv", "an AltOS flight export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=83"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u83a_api_thrustcurve_search_dict",
            "rankagg.fuse(json.load(thrustcurve_search_C6.json)): thrustcurve.org's motor search answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ThrustCurve", why="a run maps a query to {document: score}; a motor search answer is the search's "
            "criteria, its match count and the motors found (ids, designations, impulse classes, thrusts, weights)",
            files={"r.json": _THRUSTCURVE}),
        bad("u83a_api_altos_frame",
            "rankagg.fuse(pd.read_csv(2026-04-18-serial-3418-flight-0007.csv)): an AltOS flight export (version, "
            "serial, flight, ... height, accel_speed, baro_speed) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "AltOS", why="a table of runs has qid, docid, run and score columns; an AltOS flight export has a sample a "
            "row (the flight computer's serial and flight number, the time, the flight state, pressure, altitude, "
            "height, speeds and voltages)",
            files={"r.csv": _ALTOS_CSV}),
    ]
    return cases
