"""Issue 45's seventy-sixth bar of scripts/reliability_matrix.py, a sim racing league's stewards and statisticians,
ranking drivers per race, split and season (iRacing, Assetto Corsa Competizione, rFactor 2 leagues) from race
results, lap times, incident points and iRating (its cases, ids ``u76b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each race, split or season standings (``race:2026s1/r04-spa``, the season, then the round;
``split:2026s1/r04-spa/split-2``; ``season:2026s1/gt3-pro``) is a query and each driver a document
(``driver:iracing/482913``, the sim, then its member id: iRacing's customer id, a Steam id for ACC, the league's
licence for rFactor 2); the runs are the race results, the lap times, the incident points and the iRating model,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the race results weighted
highest (the sporting code ranks by classification first), and judged against the stewards' final classification
(2 podium, 1 points finish, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or
qrels are read (ACC's server results JSON, ACC's entrylist.json, rFactor 2's results XML, iRacing's data API result
(JSON) and its results CSV export, an iRacing telemetry file (IBT, binary), a MoTeC i2 log (LD, binary), the
stewards' penalty log, the lap time sheet and the power rankings as the league types them), and outputs named for
the field's files (an IBT, a MoTeC .ld, an rFactor 2 replay .Vcr, an ACC results ..._R.json).
(Checked: ACC's results keys (trackName, sessionIndex, raceWeekendIndex, metaData, serverName, sessionType,
sessionResult with bestlap, bestSplits, isWetSession, type, leaderBoardLines (car with carId, raceNumber, carModel,
cupCategory, teamName, nationality, carGuid, teamGuid, drivers; currentDriver; currentDriverIndex; timing with
lastLap, lastSplits, bestLap, bestSplits, totalTime, lapCount, lastSplitId; missingMandatoryPitstop;
driverTotalTimes), laps, penalties, post_race_penalties) and their order from a real Misano result pasted into
armandoiglesias/resultReader (model/data.js) and the readers of simdesk and SimResults (mauserrifle/simresults,
AssettoCorsaCompetizione.php); the file name YYMMDD_HHMMSS_R.json from accservermanager's issue 28; the results are
written in UTF-8 here, though SimResults also decodes UTF-16 results (the server's encoding of results is not
checked).  ACC's entrylist.json: UTF-16 LE (the server admin handbook, quoted in accweb issue 91: configuration
files are UTF16-LE), written with a BOM as entry list generators do; its keys (entries, drivers, firstName,
lastName, shortName, driverCategory, playerID, raceNumber, forcedCarModel, overrideDriverInfo, isServerAdmin,
defaultGridPosition, ballastKg, restrictor, forceEntryList) from memory of the handbook, not checked one by one.
rFactor 2's results XML ('<?xml version="1.0" encoding="utf-8"?>', rFactorXML version 1.0, RaceResults, Setting,
ServerName, TrackVenue, TrackCourse, TrackEvent, DateTime, TimeString, TrackLength, GameVersion, a Race element with
Driver elements: Name, CarType, CarClass, CarNumber, TeamName, isPlayer, Position, ClassPosition, Lap num/p/et/s1..s3,
BestLapTime, FinishTime, Laps, Pitstops, FinishStatus) and its file name (2026_07_18_20_45_52-32P1.xml, R1 for the
race) from several results readers' fixtures (srlmgr's LMU importer, LMU replay tools); two-space indentation not
checked.  iRacing's results CSV export: the summary block ("Start Time","Track","Series","Season Year","Season
Quarter","Rookie Season","Race Week","Strength of Field","Special Event Type"), a blank line, then "Fin Pos","Car
ID",...,"Agg Pts","AI", every field quoted, from srlmgr's iRacing importer tests; the file's name is the league's.
iRacing's data API result (results/get, through its link): subsession_id, series_name, start_time, track,
event_strength_of_field, session_results (simsession_number, simsession_name, results: cust_id, display_name,
finish_position, starting_position, laps_complete, incidents, best_lap_time and average_lap in 1/10000 s,
oldi_rating, newi_rating, old_sub_level, new_sub_level, ...) from several clients' models and a documented
participant; trimmed here.  The IBT: irsdk_header (ver 2, status, tickRate 60, sessionInfoUpdate, sessionInfoLen,
sessionInfoOffset, numVars, varHeaderOffset, numBuf, bufLen, two pad ints, four varBufs of tickCount, bufOffset and
two pads: 112 bytes), then irsdk_diskSubHeader (time_t sessionStartDate, double start and end times, int lap and
record counts: 32 bytes), then the var headers (type, offset, count, countAsTime and 3 pad bytes, name[32],
desc[64], unit[32]) from the iRacing SDK's structs as SharpRacer, irsdk-rs and node readers mirror them.  MoTeC's
.ld header (0x40 marker, the channel meta, channel data and event pointers, 1 / 0x4240 / 0xF, serial, 'ADL',
version 420, 0xADB0, channel count, date dd/mm/yyyy, time, driver, vehicle, venue, the pro logging word 0xC81A4,
short comment; 1762 bytes, then the vehicle at 1762, the event at 8180, the channel metas at 11336) from gotzl's
ldparser and a writer's constants; the serial and the 0x4240 / 0xF / 0xADB0 words as writers put them, their
meaning unknown.  The .Vcr suffix of rFactor 2's replays from lordp/rFactor2-VCR-format.  Left out, as they could
not be checked: SimGrid's, Race Control's and league sites' standings CSV exports, SimResults' own exports, iRacing's
replay (.rpy) header, Gran Turismo's lobby results (no export file), rFactor 2's replay bytes (its header text not
checked); the penalty log, the lap time sheet and the power rankings are typed here as the stewards write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYSIXTH_SIMRACING = ("45 Unseen inputs: a seventy-sixth bar, a sim racing league's stewards and statisticians "
                          "ranking drivers per race, split and season from race results, lap times, incident points "
                          "and iRating (ACC's results JSON and entrylist, rFactor 2's results XML, iRacing's data API "
                          "JSON, results CSV and IBT telemetry, MoTeC .ld logs, penalty logs, lap time sheets and "
                          "power rankings as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['race_results', 'lap_times', 'incident_points', 'irating_model'],
    items=['driver:iracing/482913', 'driver:iracing/377104', 'driver:iracing/512660', 'driver:iracing/298451',
           'driver:acc/S76561198047123395', 'driver:acc/S76561198113650872', 'driver:rf2/SRL-0027',
           'driver:rf2/SRL-0091'],
    queries=['race:2026s1/r04-spa', 'split:2026s1/r04-spa/split-2', 'season:2026s1/gt3-pro',
             'race:2026s1/r05-monza', 'split:2026s1/r05-monza/split-1', 'season:2026s1/gt4-am'],
    suffix='/reserve-drivers', generator='league_scores', judgements='stewards_classification'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "league_scores", "league_rankings.run")

_RECS3 = ["race_results", "lap_times", "incident_points"]
_OUT = ("league_rankings.run",)
_ONE_RUN = ("race:2026s1/r04-spa Q0 driver:iracing/482913 1 0.9418 race_results\n"
            "race:2026s1/r04-spa Q0 driver:iracing/377104 2 0.8873 race_results\n")


# the team's files, as ACC's server, rFactor 2, iRacing, MoTeC and the stewards write them
# ACC's server results (results/YYMMDD_HHMMSS_R.json): the keys in a real result's order, times in milliseconds;
# two cars of the grid, two laps, one penalty
_ACC_RESULTS = json.dumps({
    "trackName": "spa", "sessionIndex": 2, "raceWeekendIndex": 0, "metaData": "spa",
    "serverName": "SRL GT3 Pro | Round 4 Spa | discord.gg/srl", "sessionType": "R",
    "sessionResult": {
        "bestlap": 137912, "bestSplits": [42105, 59318, 36489], "isWetSession": 0, "type": 1,
        "leaderBoardLines": [
            {"car": {"carId": 1012, "raceNumber": 27, "carModel": 30, "cupCategory": 0, "teamName": "Vistula Racing",
                     "nationality": 0, "carGuid": -1, "teamGuid": -1,
                     "drivers": [{"firstName": "Marek", "lastName": "Kowalski", "shortName": "KOW",
                                  "playerId": "S76561198047123395"}]},
             "currentDriver": {"firstName": "Marek", "lastName": "Kowalski", "shortName": "KOW",
                               "playerId": "S76561198047123395"},
             "currentDriverIndex": 0,
             "timing": {"lastLap": 139204, "lastSplits": [42611, 59870, 36723], "bestLap": 137912,
                        "bestSplits": [42105, 59318, 36489], "totalTime": 3062815, "lapCount": 22,
                        "lastSplitId": 0},
             "missingMandatoryPitstop": 0, "driverTotalTimes": [3062815.0]},
            {"car": {"carId": 1004, "raceNumber": 91, "carModel": 34, "cupCategory": 0, "teamName": "Loire GT",
                     "nationality": 0, "carGuid": -1, "teamGuid": -1,
                     "drivers": [{"firstName": "Julien", "lastName": "Moreau", "shortName": "MOR",
                                  "playerId": "S76561198113650872"}]},
             "currentDriver": {"firstName": "Julien", "lastName": "Moreau", "shortName": "MOR",
                               "playerId": "S76561198113650872"},
             "currentDriverIndex": 0,
             "timing": {"lastLap": 138871, "lastSplits": [42388, 59702, 36781], "bestLap": 138104,
                        "bestSplits": [42233, 59405, 36466], "totalTime": 3065290, "lapCount": 22,
                        "lastSplitId": 0},
             "missingMandatoryPitstop": 0, "driverTotalTimes": [3065290.0]}]},
    "laps": [{"carId": 1012, "driverIndex": 0, "laptime": 144870, "isValidForBest": True,
              "splits": [47013, 60911, 36946]},
             {"carId": 1004, "driverIndex": 0, "laptime": 145592, "isValidForBest": True,
              "splits": [47520, 61104, 36968]}],
    "penalties": [{"carId": 1004, "driverIndex": 0, "reason": "Cutting", "penalty": "DriveThrough",
                   "penaltyValue": 3, "violationInLap": 0, "clearedInLap": 1}],
    "post_race_penalties": []}, indent=4)
_ACC_RESULTS_NAME = "260214_203512_R.json"

# ACC's entry list (cfg/entrylist.json), UTF-16 LE with a BOM as the server reads it: the grid the stewards set
# from the last round's classification (grid slots, success ballast)
_ENTRYLIST_TEXT = json.dumps({
    "entries": [
        {"drivers": [{"firstName": "Marek", "lastName": "Kowalski", "shortName": "KOW", "driverCategory": 2,
                      "playerID": "S76561198047123395"}],
         "raceNumber": 27, "forcedCarModel": -1, "overrideDriverInfo": 1, "isServerAdmin": 0,
         "defaultGridPosition": 1, "ballastKg": 15, "restrictor": 0},
        {"drivers": [{"firstName": "Julien", "lastName": "Moreau", "shortName": "MOR", "driverCategory": 2,
                      "playerID": "S76561198113650872"}],
         "raceNumber": 91, "forcedCarModel": -1, "overrideDriverInfo": 1, "isServerAdmin": 0,
         "defaultGridPosition": 2, "ballastKg": 10, "restrictor": 0}],
    "forceEntryList": 1}, indent=4)
_ENTRYLIST = b"\xff\xfe" + _ENTRYLIST_TEXT.encode("utf-16-le")
_ENTRYLIST_NAME = "entrylist.json"

# rFactor 2's results file (UserData/Log/Results/<date>-<n>R1.xml): the prolog, the root on line 2
_RF2_XML = ('<?xml version="1.0" encoding="utf-8"?>\n'
            '<rFactorXML version="1.0">\n'
            "  <RaceResults>\n"
            "    <Setting>Multiplayer</Setting>\n"
            "    <ServerName>SRL Endurance | Round 4</ServerName>\n"
            "    <TrackVenue>Spa-Francorchamps</TrackVenue>\n"
            "    <TrackCourse>Spa-Francorchamps 2022</TrackCourse>\n"
            "    <TrackEvent>Spa-Francorchamps 2022</TrackEvent>\n"
            "    <DateTime>1771099533</DateTime>\n"
            "    <TimeString>2026/02/14 21:05:33</TimeString>\n"
            "    <TrackLength>7004.0</TrackLength>\n"
            "    <GameVersion>1.1146</GameVersion>\n"
            "    <Race>\n"
            "      <DateTime>1771101012</DateTime>\n"
            "      <TimeString>2026/02/14 21:30:12</TimeString>\n"
            "      <Laps>2147483647</Laps>\n"
            "      <Minutes>60</Minutes>\n"
            "      <Driver>\n"
            "        <Name>Marek Kowalski</Name>\n"
            "        <CarType>BMW M4 GT3</CarType>\n"
            "        <CarClass>GT3</CarClass>\n"
            "        <CarNumber>27</CarNumber>\n"
            "        <TeamName>Vistula Racing</TeamName>\n"
            "        <isPlayer>0</isPlayer>\n"
            "        <Position>1</Position>\n"
            "        <ClassPosition>1</ClassPosition>\n"
            '        <Lap num="1" p="1" et="146.512" s1="47.201" s2="61.034" s3="38.277">146.512</Lap>\n'
            "        <BestLapTime>138.044</BestLapTime>\n"
            "        <FinishTime>3614.208</FinishTime>\n"
            "        <Laps>26</Laps>\n"
            "        <Pitstops>1</Pitstops>\n"
            "        <FinishStatus>Finished Normally</FinishStatus>\n"
            "      </Driver>\n"
            "    </Race>\n"
            "  </RaceResults>\n"
            "</rFactorXML>\n")
_RF2_NAME = "2026_02_14_21_05_33-48R1.xml"

# iRacing's data API result (results/get, the JSON its link gives): compact, trimmed to its best-known keys; lap
# times in 1/10000 s
_IRACING_API = json.dumps({
    "subsession_id": 81234567, "season_id": 5210, "season_name": "SRL GT3 Pro 2026 Season 1",
    "series_name": "SRL GT3 Pro", "start_time": "2026-02-14T20:00:00Z", "end_time": "2026-02-14T21:02:41Z",
    "track": {"track_id": 163, "track_name": "Circuit de Spa-Francorchamps", "config_name": "Grand Prix Pits"},
    "event_strength_of_field": 3187,
    "session_results": [{"simsession_number": 0, "simsession_type": 6, "simsession_type_name": "Race",
                         "simsession_name": "RACE", "results": [
                             {"cust_id": 482913, "display_name": "Marek Kowalski", "finish_position": 0,
                              "starting_position": 1, "laps_complete": 22, "incidents": 2, "best_lap_time": 1379120,
                              "average_lap": 1392188, "reason_out": "Running", "oldi_rating": 3412,
                              "newi_rating": 3468, "old_license_level": 20, "new_license_level": 20,
                              "old_sub_level": 321, "new_sub_level": 334, "car_name": "BMW M4 GT3",
                              "league_points": 25},
                             {"cust_id": 377104, "display_name": "Julien Moreau", "finish_position": 1,
                              "starting_position": 0, "laps_complete": 22, "incidents": 4, "best_lap_time": 1381040,
                              "average_lap": 1393313, "reason_out": "Running", "oldi_rating": 3520,
                              "newi_rating": 3511, "old_license_level": 20, "new_license_level": 20,
                              "old_sub_level": 288, "new_sub_level": 279, "car_name": "Porsche 911 GT3 R (992)",
                              "league_points": 18}]}]}, separators=(",", ":"))
_IRACING_API_NAME = "subsession_81234567.json"

# iRacing's results CSV export (the results page's export): the summary block, a blank line, then a row per driver,
# every field quoted
_IRACING_CSV = (
    '"Start Time","Track","Series","Season Year","Season Quarter","Rookie Season","Race Week","Strength of Field",'
    '"Special Event Type"\n'
    '"2026-02-14T20:00:00Z","Circuit de Spa-Francorchamps","SRL GT3 Pro","2026","1","N/A","4","3187",""\n'
    "\n"
    '"Fin Pos","Car ID","Car","Car Class ID","Car Class","Team ID","Cust ID","Name","Start Pos","Car #","Out ID",'
    '"Out","Interval","Laps Led","Qualify Time","Average Lap Time","Fastest Lap Time","Fast Lap#","Laps Comp","Inc",'
    '"Pts","Club Pts","Div","Club ID","Club","Old iRating","New iRating","Old License Level","Old License Sub-Level",'
    '"New License Level","New License Sub-Level","Series Name","Max Fuel Fill%","Weight Penalty (KG)","Agg Pts","AI"\n'
    '"1","132","BMW M4 GT3","2708","GT3 Class","482913","482913","Marek Kowalski","2","27","0","Running","-00.000",'
    '"14","","2:19.218","2:17.912","9","22","2","25","","1","0","","3412","3468","20","321","20","334","SRL GT3 Pro",'
    '"100","0","25","0"\n'
    '"2","169","Porsche 911 GT3 R (992)","2708","GT3 Class","377104","377104","Julien Moreau","1","91","0",'
    '"Running","2.475","8","","2:19.331","2:18.104","11","22","4","18","","1","0","","3520","3511","20","288","20",'
    '"279","SRL GT3 Pro","100","0","18","0"\n')
_IRACING_CSV_NAME = "srl_gt3pro_r04_spa_results.csv"


# an iRacing telemetry file (.ibt): irsdk_header (ver 2, status 1, 60 Hz, the session info's length and offset, 284
# variables whose headers start at 144, one buffer), irsdk_diskSubHeader at 112, then the first variable's header
# (SessionTime, a double); the session info YAML and the samples left out
def _ibt() -> bytes:
    num_vars, info_len, buf_len = 284, 21_873, 1_093
    info_off = 144 + num_vars * 144
    head = struct.pack("<10i2i", 2, 1, 60, 1, info_len, info_off, num_vars, 144, 1, buf_len, 0, 0)
    bufs = struct.pack("<4i", 0, info_off + info_len, 0, 0) + bytes(48)
    sub = struct.pack("<qddii", 1_771_099_533, 1_479.35, 4_611.72, 23, 187_942)
    var = (struct.pack("<3i?3x", 5, 0, 1, False) + b"SessionTime".ljust(32, b"\0")
           + b"Seconds since session start".ljust(64, b"\0") + b"s".ljust(32, b"\0"))
    return head + bufs + sub + var


_IBT = _ibt()
_IBT_NAME = "bmwm4gt3_spa 2026-02-14 21-24-53.ibt"


# a MoTeC i2 log (.ld) as telemetry exporters write it for ACC: the header (the 0x40 marker, the channel meta, data
# and event pointers, the device words, 'ADL', the channel count, date, time, driver, vehicle, venue, the pro logging
# word, the short comment), 1762 bytes; the vehicle, event and channels left out
def _motec_ld() -> bytes:
    fmt = "<I4xII20xI24xHHHI8sHHI4x16s16x16s16x64s64s64x64s64x1024xI66x64s126x"
    n = 87
    return struct.pack(fmt, 0x40, 11_336, 11_336 + n * 124, 8_180, 1, 0x4240, 0xF, 0x1F44, b"ADL", 420, 0xADB0, n,
                       b"14/02/2026", b"21:24:53", b"Marek Kowalski", b"bmw_m4_gt3", b"spa", 0xC81A4,
                       b"R04 race stint 1")


_LD = _motec_ld()
_LD_NAME = "spa-bmw_m4_gt3-kowalski-R04.ld"

# the stewards' penalty log as typed after the incident reviews: round, lap, car number, driver, penalty, reason: six
# fields a line
_PENALTY_LOG = ("R04 12 27 kowalski +5s track-limits\nR04 17 8 lindqvist DT unsafe-rejoin\n"
                "R04 23 91 moreau +10s causing-collision\nR04 29 27 kowalski WARN blue-flags\n")
# the lap time sheet as the statistician types it from the replays: driver, round, lap, time: four fields a line
_LAP_SHEET = ("kowalski R04 9 2:17.912\nmoreau R04 11 2:18.104\nlindqvist R04 7 2:18.377\n"
              "haddad R04 14 2:18.951\n")
# the week's power rankings as the league posts them: week, rank, driver, iRating, safety rating, season points: six
# fields a line
_POWER_RANKINGS = ("W06 1 kowalski 3468 A3.34 148\nW06 2 moreau 3511 A2.79 139\nW06 3 lindqvist 3290 A4.02 121\n"
                   "W06 4 haddad 3105 B3.87 104\n")


def seventysixth_bar_simracing_cases() -> list[Case]:
    G = SEVENTYSIXTH_SIMRACING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="league_scores", judgements="stewards_classification", runs=_RECS3,
        stem="league_rankings", outputs=_OUT, item="driver", rounded="incident_points",
        weights="{'race_results': 2.0, 'lap_times': 1.0, 'incident_points': 0.5, 'irating_model': 1.0}",
        lone_query="R['lap_times']['hotlap:2026s1/nordschleife-tt'] = "
                   "{'driver:iracing/298451': 0.9, 'driver:rf2/SRL-0091': 0.4}\n",
        trust="race_results 2\nlap_times 1\nincident_points 1\n",
        trust_dict="{'race_results': 2, 'lap_times': 1, 'incident_points': 1}",
        texts={
            "rrf": ("u76b_rrf_league_scores",
                    "rankagg.fuse({source: {race, split or season: {driver: score}}}, method='rrf'): the race "
                    "results, the lap times, the incident points and the iRating model, six rankings "
                    "('race:2026s1/r04-spa'), drivers as 'driver:iracing/482913'"),
            "borda": ("u76b_borda_reserve_driver_missing",
                      "rankagg.fuse(..., method='borda'): a reserve driver who raced one split only, so some "
                      "sources have no score for them"),
            "combsum": ("u76b_combsum_rounded_incident_points",
                        "rankagg.fuse(..., method='combsum'): the incident points at one decimal (many ties), "
                        "beside the race results and the lap times"),
            "fuser": ("u76b_weighted_fuser_race_results",
                      "rankagg.Fuser('rrf', weights=...) per race and season: the race results count 2, as the "
                      "sporting code ranks by classification first"),
            "frame": ("u76b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statisticians' sheet, a "
                      "row per race, driver and source"),
            "evaluate": ("u76b_evaluate_stewards_classification",
                         "rankagg.evaluate(fused ranking, the stewards' classification, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the podium first"),
            "lone": ("u76b_hotlap_only_lap_times",
                     "rankagg.fuse(..., method='rrf'): the Nordschleife time trial, only the lap times cover, "
                     "beside races every source covers"),
            "cli_rrf": ("u76b_cli_rrf_runs",
                        "rankagg fuse race_results.run lap_times.run incident_points.run --method rrf -o "
                        "league_rankings.run: one run per source, races and seasons as queries"),
            "cli_borda": ("u76b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the race results "
                          "count double)"),
            "cli_combsum": ("u76b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four per split who move up"),
            "cli_evaluate": ("u76b_cli_evaluate_stewards_qrels",
                             "rankagg evaluate league_rankings.run --qrels stewards_classification.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the stewards' classification (0-2)"),
            "cli_parquet": ("u76b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league_rankings.parquet: gzipped runs from the "
                            "league's scripts, a Parquet table for the statisticians' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u76b_acc_results_json_as_run", "ACC's server results (sessionType, trackName, sessionResult, "
         "leaderBoardLines, laps, penalties)", _ACC_RESULTS_NAME, _ACC_RESULTS, "ACC",
         f"{_ACC_RESULTS_NAME}:1"),
        ("u76b_acc_entrylist_as_run", "ACC's entrylist.json (UTF-16 LE: entries, drivers, raceNumber, "
         "defaultGridPosition, ballastKg)", _ENTRYLIST_NAME, _ENTRYLIST, "entrylist", f"{_ENTRYLIST_NAME}:1"),
        ("u76b_rfactor2_results_xml_as_run", "rFactor 2's results XML (rFactorXML, RaceResults, Race, Driver, "
         "Position, BestLapTime)", _RF2_NAME, _RF2_XML, "rFactor", named_at(_RF2_NAME, _RF2_XML)),
        ("u76b_iracing_api_json_as_run", "iRacing's data API result (subsession_id, session_results, cust_id, "
         "finish_position, incidents, oldi_rating, newi_rating)", _IRACING_API_NAME, _IRACING_API, "iRacing",
         f"{_IRACING_API_NAME}:1"),
        ("u76b_iracing_results_csv_as_run", "iRacing's results CSV export (Start Time, Track, Series, ...; then "
         "Fin Pos, Car ID, ..., Inc, Old iRating, New iRating)", _IRACING_CSV_NAME, _IRACING_CSV, "iRacing",
         named_at(_IRACING_CSV_NAME, _IRACING_CSV)),
        ("u76b_iracing_ibt_as_run", "an iRacing telemetry file (IBT: irsdk_header ver 2, 60 Hz, disk sub-header, "
         "var headers)", _IBT_NAME, _IBT, "IBT", _IBT_NAME),
        ("u76b_motec_ld_as_run", "a MoTeC i2 log (.ld: 0x40 marker, pointers, 'ADL', driver, vehicle, venue)",
         _LD_NAME, _LD, "MoTeC", _LD_NAME),
        ("u76b_penalty_log_as_run", "the stewards' penalty log as typed (six fields a line: round, lap, car, "
         "driver, penalty, reason)", "penalties_r04.txt", _PENALTY_LOG, "penalty log", "penalties_r04.txt:1"),
        ("u76b_lap_time_sheet_as_run", "the lap time sheet as typed (four fields a line: driver, round, lap, "
         "time)", "fastest_laps_r04.txt", _LAP_SHEET, "lap time", "fastest_laps_r04.txt:1"),
        ("u76b_power_rankings_as_run", "the week's power rankings as posted (six fields a line: week, rank, "
         "driver, iRating, safety rating, points)", "power_rankings_w06.txt", _POWER_RANKINGS, "power ranking",
         "power_rankings_w06.txt:1")],
        one_run=("race_results.run", _ONE_RUN), stem="league_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a penalty log's six are a round, a lap, a "
                 "car, a driver, a penalty and a reason, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an IBT or a MoTeC log read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u76b_lap_time_sheet_as_qrels", "fastest_laps_r04.txt", _LAP_SHEET, "lap time"),
        ("u76b_penalty_log_as_qrels", "penalties_r04.txt", _PENALTY_LOG, "penalty log"),
        ("u76b_power_rankings_as_qrels", "power_rankings_w06.txt", _POWER_RANKINGS, "power ranking"),
        ("u76b_iracing_results_csv_as_qrels", _IRACING_CSV_NAME, _IRACING_CSV, "iRacing")],
        one_run=("race_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u76b_out_ibt", "league_r04 2026-02-14 21-24-53.ibt", "an iRacing telemetry file"),
        ("u76b_out_motec_ld", "league_r04-spa.ld", "a MoTeC i2 log"),
        ("u76b_out_rfactor2_vcr", "R04_Spa_Race.Vcr", "an rFactor 2 replay"),
        ("u76b_out_acc_results_json", "260214_213000_R.json", "ACC's server results")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=76"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u76b_api_iracing_result_dict",
            "rankagg.fuse(json.load(subsession_81234567.json)): iRacing's data API result, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "iRacing", why="a run maps a query to {document: score}; a data API result is one subsession's record "
            "(its series, track, strength of field and session_results with each driver's finish, incidents and "
            "iRating)",
            files={"r.json": _IRACING_API}),
        bad("u76b_api_iracing_csv_frame",
            "rankagg.fuse(pd.read_csv(results.csv, skiprows=3)): iRacing's results CSV export (Fin Pos, Car ID, ... "
            "Inc, Old iRating, New iRating) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', skiprows=3), method='borda')\n",
            "iRacing", why="a table of runs has qid, docid, run and score columns; an iRacing results export has a "
            "driver a row (finish and start positions, car, laps, incidents, iRating and licence before and after)",
            files={"r.csv": _IRACING_CSV}),
    ]
    return cases
