"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a city traffic engineering department ranking
intersections and signal timing plans per corridor across detectors and simulations (its cases, ids ``u37h_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each corridor and period (``corr:broadway/am-peak``) is a query and each intersection or timing plan
a document (``int:1042/broadway@5th-ave``, ``plan:am-p2/cyc120@1042``); the runs are the loop detectors' delay
estimates, a SUMO simulation's, ATSPM's arrivals on green and the signal engineers' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the
before-and-after field studies (2 delay cut, 1 unchanged, 0 worse).  The mistakes and odd files: the field's own
files given where runs or qrels are read (a SUMO network and trip information, a Synchro UTDF file, ATSPM's
high-resolution controller events, a Vissim vehicle record, a TMDD detector message, a GTFS-realtime feed, a Highway
Capacity Software report, a detector count export, a Waze for Cities feed), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_TRAFFIC = ("45 Unseen inputs: a thirty-seventh bar, a city traffic engineering department ranking "
                         "intersections and signal timing plans per corridor across detectors and simulations (SUMO, "
                         "Synchro UTDF, ATSPM, Vissim, TMDD, GTFS-realtime, HCS, detector counts, Waze)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['detectors', 'sumo_sim', 'atspm_aog', 'engineers'],
    items=['int:1042/broadway@5th-ave', 'int:1043/broadway@7th-ave', 'int:1051/broadway@main-st',
           'plan:am-p2/cyc120@1042', 'plan:am-p3/cyc110@1043', 'plan:am-p4/cyc130@1051',
           'int:1060/broadway@i-5-ramps', 'plan:free/cyc0@1060'],
    queries=['corr:broadway/am-peak', 'corr:broadway/pm-peak', 'corr:mlk-blvd/am-peak', 'corr:sr-99-frontage/pm-peak',
             'corr:harbor-dr/midday', 'corr:university-ave/sat-midday'],
    suffix='/incident', generator='signals', judgements='before_after') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "signals", "signals.run")

_RECS3 = ["detectors", "sumo_sim", "atspm_aog"]
_OUT = ("signals.run",)
_ONE_RUN = ("corr:broadway/am-peak Q0 int:1042/broadway@5th-ave 1 0.91 atspm_aog\ncorr:broadway/am-peak Q0 "
            "int:1043/broadway@7th-ave 2 0.77 atspm_aog\n")
# the team's files, as the simulators, controllers, detectors and feeds write them (a few lines)
_SUMO_NET = ('<?xml version="1.0" encoding="UTF-8"?>\n\n'
             '<!-- generated on 2026-11-24 09:12:03 by Eclipse SUMO netconvert '
             'Version 1.21.0\n-->\n\n<net version="1.20" junctionCornerDetail="5" limitTurnSpeed="5.50" '
             'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
             'xsi:noNamespaceSchemaLocation="http://sumo.dlr.de/xsd/net_file.xsd">\n\n'
             '    <location netOffset="-551234.56,-4182345.67" convBoundary="0.00,0.00,2410.35,1820.12" '
             'origBoundary="-122.170000,37.430000,-122.140000,37.450000" projParameter="+proj=utm +zone=10 '
             '+ellps=WGS84 +datum=WGS84 +units=m +no_defs"/>\n\n'
             '    <tlLogic id="1042" type="static" programID="am-p2" offset="34">\n'
             '        <phase duration="42" state="GGrrrrGGrrrr"/>\n'
             '        <phase duration="4"  state="yyrrrryyrrrr"/>\n'
             '    </tlLogic>\n</net>\n')
_SUMO_TRIPINFO = ('<?xml version="1.0" encoding="UTF-8"?>\n\n'
                  '<!-- generated on 2026-11-24 09:40:55 by Eclipse SUMO sumo '
                  'Version 1.21.0\n-->\n\n<tripinfos xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                  'xsi:noNamespaceSchemaLocation="http://sumo.dlr.de/xsd/tripinfo_file.xsd">\n'
                  '    <tripinfo id="veh0" depart="0.00" departLane="e12_0" departPos="5.10" departSpeed="0.00" '
                  'departDelay="0.00" arrival="142.00" arrivalLane="e48_1" arrivalPos="212.40" arrivalSpeed="11.82" '
                  'duration="142.00" routeLength="1480.22" waitingTime="38.00" waitingCount="3" stopTime="0.00" '
                  'timeLoss="61.37" rerouteNo="0" devices="tripinfo_veh0" vType="DEFAULT_VEHTYPE" speedFactor="1.04" '
                  'vaporized=""/>\n</tripinfos>\n')
# Synchro's UTDF combined CSV: '[Section]' lines, each with a title line and a RECORDNAME or INTID header
_UTDF = ("[Network]\nNetwork Settings\nRECORDNAME,DATA\nMetric,0\nyellowTime,3.5\nallRedTime,1.0\nWalk,7.0\n"
         "DontWalk,11.0\nHV,0.02\nPHF,0.92\nDefWidth,12\nDefFlow,1900\n\n[Nodes]\nNode Data\n"
         "INTID,TYPE,X,Y,Z,DESCRIPTION,CBD,Inside Radius,Outside Radius,Roundabout Lanes,Circle Speed\n"
         "1042,0,1250,2310,0,Broadway & 5th Ave,,,,,\n1043,0,1250,2970,0,Broadway & 7th Ave,,,,,\n")
# ATSPM's high-resolution controller event log (Indiana hi-res enumerations: 1 phase begin green, 8 begin yellow,
# 10 begin red clearance, 82 detector on), as its export writes it
_ATSPM = ("SignalID,Timestamp,EventCode,EventParam\n1042,2026-11-24 07:00:00.100,1,2\n"
          "1042,2026-11-24 07:00:00.100,1,6\n1042,2026-11-24 07:00:03.400,82,5\n1042,2026-11-24 07:00:42.100,8,2\n"
          "1042,2026-11-24 07:00:46.100,10,2\n")
# a Vissim vehicle record (.fzp): '$VISION', '*' comment lines naming the network and the attributes, then
# '$VEHICLE:' and ';'-separated rows
_FZP = ("$VISION\n* File: C:\\Projects\\Broadway\\broadway_am.inpx\n* Comment: AM peak, existing timing\n"
        "* Date: 24.11.2026 09:40:12\n* PTV Vissim: 2024.00-05 [256117]\n* \n* Table: Vehicles In Network\n* \n"
        "* SIMSEC: SimSec, Simulation second (Simulation time [s]) [s]\n* NO: No, Number\n"
        "* LANE\\LINK\\NO: Lane\\Link\\Number\n* LANE\\INDEX: Lane\\Index\n* POS: Pos, Position\n"
        "* SPEED: Speed\n* \n$VEHICLE:SIMSEC;NO;LANE\\LINK\\NO;LANE\\INDEX;POS;SPEED\n"
        "0.10;1;10042;1;0.00;48.20\n0.10;2;10042;2;0.00;47.61\n0.20;1;10042;1;1.34;48.22\n")
_TMDD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<tmdd:detectorDataMsg xmlns:tmdd="http://www.tmdd.org/303/messages">\n'
         '  <detector-data-item>\n    <organization-information>\n      <organization-id>CITY-TE</organization-id>\n'
         '    </organization-information>\n    <detector-list>\n      <detector-data-detail>\n'
         '        <station-id>BWY-1042-N</station-id>\n        <detector-id>BWY-1042-N-L1</detector-id>\n'
         '        <detection-time-stamp><date>20261124</date><time>070500</time></detection-time-stamp>\n'
         '        <vehicle-count>42</vehicle-count>\n        <vehicle-occupancy>18</vehicle-occupancy>\n'
         '        <vehicle-speed>41</vehicle-speed>\n      </detector-data-detail>\n    </detector-list>\n'
         '  </detector-data-item>\n</tmdd:detectorDataMsg>\n')


def _pb_varint(n: int) -> bytes:
    out = b""
    while True:
        byte, n = n & 0x7F, n >> 7
        out += bytes([byte | (0x80 if n else 0)])
        if not n:
            return out


def _pb(field: int, value: bytes | str | int) -> bytes:
    """One protobuf field: a varint (wire type 0) for an int, else length-delimited (wire type 2)."""
    if isinstance(value, int):
        return _pb_varint(field << 3) + _pb_varint(value)
    data = value.encode() if isinstance(value, str) else value
    return _pb_varint(field << 3 | 2) + _pb_varint(len(data)) + data


def _gtfs_rt() -> bytes:
    """A GTFS-realtime FeedMessage: a FeedHeader (gtfs_realtime_version '2.0', FULL_DATASET, a timestamp) and one
    vehicle position (trip, position as fixed32 floats, timestamp, vehicle)."""
    header = _pb(1, "2.0") + _pb(2, 0) + _pb(3, 1795503600)
    position = b"\x0d" + struct.pack("<f", 37.4461) + b"\x15" + struct.pack("<f", -122.1607) + b"\x1d" + struct.pack(
        "<f", 172.0)
    vehicle = (_pb(1, _pb(1, "BWY_AM_0712") + _pb(5, "22")) + _pb(2, position) + _pb(5, 1795503598)
               + _pb(8, _pb(1, "4127")))
    return _pb(1, header) + _pb(2, _pb(1, "v-4127") + _pb(4, vehicle))


_GTFS_RT = _gtfs_rt()
_HCS = ("                         HCS7 Signalized Intersection Results Summary\n\n"
        "General Information                                   Intersection Information\n"
        "Agency          City Traffic Engineering              Duration, h         0.250\n"
        "Analyst         J. Ortega      Analysis Date 11/24/2026  Area Type      Other\n"
        "Jurisdiction    City           Time Period   AM Peak     PHF            0.92\n"
        "Urban Street    Broadway       Analysis Year 2026        Analysis Period 1> 7:00\n"
        "Intersection    Broadway & 5th Ave   File Name  BWY_1042_AM.xus\n")
# the city's detector count export: six fields a line (detector, date, time, volume, occupancy %, speed mph)
_DETECTORS = ("detector_id date time volume occupancy speed\nBWY-1042-N-L1 2026-11-24 07:00:00 38 16.2 42\n"
              "BWY-1042-N-L1 2026-11-24 07:05:00 42 18.3 41\nBWY-1042-N-L2 2026-11-24 07:00:00 35 14.9 43\n")
_WAZE = ('{"alerts": [{"country": "US", "city": "Palo Alto, CA", "reportRating": 3, "confidence": 1, "reliability": 7, '
         '"type": "JAM", "uuid": "3e8f2a10-5c7d-4b9e-a1f2-6d3c8b0e4f57", "roadType": 2, "magvar": 172, "subtype": '
         '"JAM_HEAVY_TRAFFIC", "street": "Broadway", "location": {"x": -122.160711, "y": 37.446153}, "pubMillis": '
         '1795503540000}], "jams": [{"country": "US", "city": "Palo Alto, CA", "level": 3, "line": [{"x": -122.1607, '
         '"y": 37.4461}, {"x": -122.1601, "y": 37.4489}], "speedKMH": 11.2, "length": 420, "turnType": "NONE", '
         '"uuid": 1871234567, "endNode": "7th Ave", "speed": 3.11, "roadType": 2, "delay": 94, "street": "Broadway", '
         '"pubMillis": 1795503480000}], "endTimeMillis": 1795503600000, "startTimeMillis": 1795503540000, '
         '"startTime": "2026-11-24 06:59:00:000", "endTime": "2026-11-24 07:00:00:000"}\n')


def thirtyseventh_bar_traffic_cases() -> list[Case]:
    G = THIRTYSEVENTH_TRAFFIC
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="signals", judgements="before_after", runs=_RECS3, stem="signals", outputs=_OUT,
        item="intersection or plan", rounded="sumo_sim",
        weights="{'detectors': 1.0, 'sumo_sim': 0.5, 'atspm_aog': 2.0, 'engineers': 1.5}",
        lone_query="R['engineers']['corr:bridge-rd/am-peak'] = {'int:2001/bridge-rd@river-st': 0.9, "
                   "'int:2002/bridge-rd@mill-st': 0.4}\n",
        trust="atspm_aog 2\ndetectors 1\nsumo_sim 0.5\n",
        trust_dict="{'atspm_aog': 2, 'detectors': 1, 'sumo_sim': 0.5}",
        texts={
            "rrf": ("u37h_rrf_sources",
                    "rankagg.fuse({source: {corridor/period: {intersection or plan: score}}}, method='rrf'): four "
                    "sources, six corridors ('corr:broadway/am-peak'), intersections as 'int:1042/broadway@5th-ave'"),
            "borda": ("u37h_borda_unscored_intersections",
                      "rankagg.fuse(..., method='borda'): the loop detectors have no score where a loop is down"),
            "combsum": ("u37h_combsum_rounded_simulation",
                        "rankagg.fuse(..., method='combsum'): the SUMO simulation's delay score at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u37h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per corridor: ATSPM counts 2, the simulation 0.5"),
            "frame": ("u37h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the retiming programme's "
                      "sheet, a row per corridor, intersection or plan and source"),
            "evaluate": ("u37h_evaluate_before_after",
                         "rankagg.evaluate(fused ranking, the before-and-after studies, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the retimings that cut delay"),
            "lone": ("u37h_one_source_corridor",
                     "rankagg.fuse(..., method='rrf'): a corridor only the engineers ranked (Bridge Rd, opened this "
                     "month, no detectors yet) beside corridors every source covers"),
            "cli_rrf": ("u37h_cli_rrf_runs",
                        "rankagg fuse detectors.run sumo_sim.run atspm_aog.run --method rrf -o signals.run: one run "
                        "per source, corridors as queries"),
            "cli_borda": ("u37h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ATSPM counts double)"),
            "cli_combsum": ("u37h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four intersections a retiming crew "
                            "takes per corridor"),
            "cli_evaluate": ("u37h_cli_evaluate_before_after_qrels",
                             "rankagg evaluate signals.run --qrels before_after.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the before-and-after studies (0-2)"),
            "cli_parquet": ("u37h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o signals.parquet: gzipped runs from the traffic "
                            "management centre's jobs, a Parquet table for the corridor dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37h_sumo_net_as_run", "a SUMO network (net.xml: a netconvert comment, net, location, tlLogic)",
         "broadway.net.xml", _SUMO_NET, "SUMO", "broadway.net.xml:6"),
        ("u37h_utdf_as_run", "a Synchro UTDF combined file ([Network], Network Settings, RECORDNAME,DATA; [Nodes], "
         "INTID, ...)", "broadway_utdf.csv", _UTDF, "Synchro", "broadway_utdf.csv:1"),
        ("u37h_atspm_events_as_run", "ATSPM's high-resolution controller events (SignalID, Timestamp, EventCode, "
         "EventParam)", "ControllerEventLogs_1042_2026-11-24.csv", _ATSPM, "ATSPM",
         "ControllerEventLogs_1042_2026-11-24.csv:1"),
        ("u37h_vissim_fzp_as_run", "a Vissim vehicle record ($VISION, '*' comment lines, then $VEHICLE: and "
         "';'-separated rows)", "broadway_am_001.fzp", _FZP, "Vissim", "broadway_am_001.fzp:1"),
        ("u37h_tmdd_as_run", "a TMDD 3.03 detector data message (detectorDataMsg, detector-data-item, "
         "detector-data-detail)", "detectorDataMsg_0705.xml", _TMDD, "TMDD", "detectorDataMsg_0705.xml:2"),
        ("u37h_gtfs_rt_as_run", "a GTFS-realtime vehicle positions feed (a protobuf FeedMessage: FeedHeader "
         "'2.0', entities)", "VehiclePositions.pb", _GTFS_RT, "GTFS-realtime", "VehiclePositions.pb"),
        ("u37h_hcs_report_as_run", "a Highway Capacity Software report ('HCS7 Signalized Intersection Results "
         "Summary', General Information, ...)", "BWY_1042_AM.txt", _HCS, "HCS", "BWY_1042_AM.txt:1"),
        ("u37h_detector_counts_as_run", "the city's detector count export (six fields a line: detector, date, "
         "time, volume, occupancy, speed)", "detector_counts_2026-11-24.txt", _DETECTORS, "detector counts",
         "detector_counts_2026-11-24.txt:1"),
        ("u37h_waze_feed_as_run", "a Waze for Cities traffic feed (alerts, jams, endTimeMillis, startTimeMillis, "
         "startTime, endTime)", "waze_feed_0700.json", _WAZE, "Waze", "waze_feed_0700.json:1")],
        one_run=("atspm_aog.run", _ONE_RUN), stem="signals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a protobuf feed read as lines gives no ranking: named by its message")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37h_atspm_as_qrels", "ControllerEventLogs_1042_2026-11-24.csv", _ATSPM, "ATSPM"),
        ("u37h_sumo_tripinfo_as_qrels", "tripinfo.xml", _SUMO_TRIPINFO, "SUMO"),
        ("u37h_utdf_as_qrels", "broadway_utdf.csv", _UTDF, "Synchro"),
        ("u37h_detector_counts_as_qrels", "detector_counts_2026-11-24.txt", _DETECTORS, "detector counts")],
        one_run=("atspm_aog.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37h_out_syn", "signals.syn", "a Synchro file"),
        ("u37h_out_inpx", "signals.inpx", "a Vissim network"),
        ("u37h_out_fzp", "signals.fzp", "a Vissim vehicle record"),
        ("u37h_out_sumocfg", "signals.sumocfg", "a SUMO configuration")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37h_api_waze_dict",
            "rankagg.fuse(json.load(waze_feed_0700.json)): a Waze for Cities feed loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('w.json')), method='rrf')\n",
            "Waze", why="a run maps a query to {document: score}; Waze's 'alerts' and 'jams' are lists and "
            "'startTime' text", files={"w.json": _WAZE}),
        bad("u37h_api_atspm_frame",
            "rankagg.fuse(pd.read_csv(ControllerEventLogs_1042_2026-11-24.csv)): ATSPM's controller events given as "
            "runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='borda')\n",
            "ATSPM", why="a table of runs has qid, docid, run and score columns; ATSPM's has a controller event per "
            "row", files={"e.csv": _ATSPM}),
    ]
    return cases
