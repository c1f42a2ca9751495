"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a drone survey and inspection company ranking flights
and photogrammetry processing configurations per site (its cases, ids ``u37i_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each site and survey date (``site:quarry-north/2026-11-24``) is a query and each flight or processing
configuration a document (``flt:m3e-01/DJI_202611241015_001``, ``proc:metashape/high@flt-001``); the runs are the
ground control check's (GCP RMSE), the image overlap check's, a machine-learned coverage model's and the survey
leads' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
check's record, and judged against what the clients accepted (2 accepted as delivered, 1 accepted after rework, 0
reflown).  The mistakes and odd files: the field's own files given where runs or qrels are read (a DJI .SRT telemetry
subtitle, an ArduPilot dataflash text log, a MAVLink telemetry log, a QGroundControl .plan, a Litchi mission, a KML
flight path, Agisoft Metashape's cameras XML and markers reference, OpenDroneMap's gcp_list.txt, a QGC WPL waypoint
file), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_DRONES = ("45 Unseen inputs: a thirty-seventh bar, a drone survey and inspection company ranking "
                        "flights and photogrammetry processing configurations per site (DJI .SRT, ArduPilot, MAVLink, "
                        "QGroundControl, Litchi, KML, Agisoft Metashape, OpenDroneMap, QGC WPL)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['gcp_rmse', 'overlap_qc', 'coverage_ml', 'survey_leads'],
    items=['flt:m3e-01/DJI_202611241015_001', 'flt:m3e-02/DJI_202611241042_002', 'flt:p4rtk-03/DJI_202611241108_003',
           'flt:m30t-04/DJI_202611241131_004', 'proc:metashape/high@flt-001', 'proc:pix4d/fast@flt-002',
           'proc:odm/ultra@flt-003', 'flt:hexa-05/00000042.BIN'],
    queries=['site:quarry-north/2026-11-24', 'site:a14-bridge-07/2026-11-24', 'site:solar-farm-hx/2026-11-24',
             'site:landfill-cell3/2026-11-24', 'site:rail-cutting-km42/2026-11-24', 'site:tower-ts118/2026-11-24'],
    suffix='/reflight', generator='flights', judgements='deliverables') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "flights", "flights.run")

_RECS3 = ["gcp_rmse", "overlap_qc", "coverage_ml"]
_OUT = ("flights.run",)
_ONE_RUN = ("site:quarry-north/2026-11-24 Q0 flt:m3e-01/DJI_202611241015_001 1 0.91 survey_leads\n"
            "site:quarry-north/2026-11-24 Q0 flt:m3e-02/DJI_202611241042_002 2 0.77 survey_leads\n"
            "site:quarry-north/2026-11-24 Q0 proc:metashape/high@flt-001 3 0.52 survey_leads\n")
# the team's files, as the aircraft, the ground stations, the mission planners and the photogrammetry tools write them
_SRT = ('1\n00:00:00,000 --> 00:00:00,033\n<font size="28">FrameCnt: 1, DiffTime: 33ms\n2026-11-24 10:15:12.345\n'
        '[iso: 100] [shutter: 1/1000.0] [fnum: 2.8] [ev: 0] [color_md: default] [focal_len: 24.00] '
        '[latitude: 52.203114] [longitude: 0.119472] [rel_alt: 80.000 abs_alt: 112.345] [ct: 5500] </font>\n\n'
        '2\n00:00:00,033 --> 00:00:00,066\n<font size="28">FrameCnt: 2, DiffTime: 33ms\n2026-11-24 10:15:12.378\n'
        '[iso: 100] [shutter: 1/1000.0] [fnum: 2.8] [ev: 0] [color_md: default] [focal_len: 24.00] '
        '[latitude: 52.203115] [longitude: 0.119474] [rel_alt: 80.010 abs_alt: 112.355] [ct: 5500] </font>\n\n')
_ARDU_LOG = ("FMT, 128, 89, FMT, BBnNZ, Type,Length,Name,Format,Columns\n"
             "FMT, 129, 31, PARM, QNf, TimeUS,Name,Value\n"
             "FMT, 130, 75, MSG, QZ, TimeUS,Message\n"
             "MSG, 31790044, ArduCopter V4.5.7 (2a3dc4b7)\n"
             "MSG, 31790101, Frame: HEXA/X\n"
             "PARM, 31785012, SYSID_THISMAV, 1\n"
             "PARM, 31785020, WPNAV_SPEED, 800\n")


def _x25(data: bytes) -> int:
    """MAVLink's checksum (CRC-16/MCRF4XX, X.25's polynomial, initial 0xFFFF)."""
    crc = 0xFFFF
    for byte in data:
        tmp = (byte ^ crc) & 0xFF
        tmp = (tmp ^ (tmp << 4)) & 0xFF
        crc = ((crc >> 8) ^ (tmp << 8) ^ (tmp << 3) ^ (tmp >> 4)) & 0xFFFF
    return crc


def _tlog() -> bytes:
    """A MAVLink telemetry log (.tlog) as Mission Planner and QGroundControl write it: each packet after its 8-byte
    big-endian Unix time in microseconds; here two MAVLink 1 HEARTBEATs (0xFE, 9 bytes, message 0, CRC extra 50)."""
    out = b""
    for seq, t in enumerate((1795515312345000, 1795515313345000)):
        # custom_mode 5 (LOITER), type 13 (hexarotor), autopilot 3 (ArduPilot), base_mode, system_status 4 (active)
        payload = struct.pack("<IBBBBB", 5, 13, 3, 0x59, 4, 3)
        body = bytes([9, seq, 1, 1, 0]) + payload
        out += struct.pack(">Q", t) + b"\xfe" + body + struct.pack("<H", _x25(body + bytes([50])))
    return out


_TLOG = _tlog()
_PLAN = ('{\n    "fileType": "Plan",\n    "geoFence": {\n        "circles": [\n        ],\n        "polygons": [\n'
         '        ],\n        "version": 2\n    },\n    "groundStation": "QGroundControl",\n    "mission": {\n'
         '        "cruiseSpeed": 15,\n        "firmwareType": 3,\n        "globalPlanAltitudeMode": 1,\n'
         '        "hoverSpeed": 5,\n        "items": [\n            {\n                "AMSLAltAboveTerrain": null,\n'
         '                "Altitude": 80,\n                "AltitudeMode": 1,\n                "autoContinue": true,\n'
         '                "command": 22,\n                "doJumpId": 1,\n                "frame": 3,\n'
         '                "params": [\n                    15,\n                    0,\n                    0,\n'
         '                    null,\n                    52.203114,\n                    0.119472,\n'
         '                    80\n                ],\n                "type": "SimpleItem"\n            }\n'
         '        ],\n        "plannedHomePosition": [\n            52.203114,\n            0.119472,\n'
         '            32\n        ],\n        "vehicleType": 2,\n        "version": 2\n    },\n'
         '    "rallyPoints": {\n        "points": [\n        ],\n        "version": 2\n    },\n    "version": 1\n}\n')
_LITCHI = ("latitude,longitude,altitude(m),heading(deg),curvesize(m),rotationdir,gimbalmode,gimbalpitchangle,"
           + ",".join(f"actiontype{k},actionparam{k}" for k in range(1, 16))
           + ",altitudemode,speed(m/s),poi_latitude,poi_longitude,poi_altitude(m),poi_altitudemode,"
             "photo_timeinterval,photo_distinterval\n"
           + "52.203114,0.119472,80,90,0,0,2,-90,1,0" + ",-1,0" * 14 + ",0,8,0,0,0,0,-1,12\n"
           + "52.203390,0.119801,80,90,0.2,0,2,-90,1,0" + ",-1,0" * 14 + ",0,8,0,0,0,0,-1,12\n")
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2" '
        'xmlns:gx="http://www.google.com/kml/ext/2.2">\n<Document>\n  <name>DJI_202611241015_001</name>\n'
        '  <Placemark>\n    <name>Flight path</name>\n    <LineString>\n      <altitudeMode>absolute</altitudeMode>\n'
        '      <coordinates>0.119472,52.203114,112.345 0.119801,52.203390,112.401 0.120133,52.203668,112.398'
        '</coordinates>\n    </LineString>\n  </Placemark>\n</Document>\n</kml>\n')
_CAMERAS_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<document version="1.5.0">\n'
                '  <chunk label="quarry-north 2026-11-24" enabled="true">\n    <sensors next_id="1">\n'
                '      <sensor id="0" label="M3E (12.29mm)" type="frame">\n'
                '        <resolution width="5280" height="3956"/>\n'
                '        <property name="pixel_width" value="3.3000000000000002e-03"/>\n'
                '        <property name="pixel_height" value="3.3000000000000002e-03"/>\n'
                '        <property name="focal_length" value="1.2290000000000001e+01"/>\n'
                '        <calibration type="frame" class="adjusted">\n'
                '          <resolution width="5280" height="3956"/>\n          <f>3713.2918</f>\n'
                '          <cx>7.1203</cx>\n          <cy>-21.8117</cy>\n          <k1>-0.1123</k1>\n'
                '        </calibration>\n      </sensor>\n    </sensors>\n'
                '    <cameras next_id="1" next_group_id="0">\n'
                '      <camera id="0" sensor_id="0" label="DJI_20261124101512_0001_V">\n'
                '        <transform>0.99 0.01 -0.02 302198.1 -0.01 0.99 0.03 5786513.4 0.02 -0.03 0.99 112.3 0 0 0 1'
                '</transform>\n      </camera>\n    </cameras>\n  </chunk>\n</document>\n')
_MARKERS = ("# Markers\n#Label,X/East,Y/North,Z/Altitude,Error_(m),X_error,Y_error,Z_error,X_est,Y_est,Z_est\n"
            "gcp01,302198.123,5786513.456,32.105,0.018,0.009,-0.011,0.012,302198.132,5786513.445,32.117\n"
            "gcp02,302341.870,5786602.012,33.480,0.021,-0.012,0.014,-0.010,302341.858,5786602.026,33.470\n")
# OpenDroneMap's gcp_list.txt: the projection, then 'geo_x geo_y geo_z im_x im_y image_name' (six fields) per line
_GCP_LIST = ("EPSG:32631\n"
             "302198.123 5786513.456 32.105 2512.5 1788.0 DJI_20261124101512_0001_V.JPG\n"
             "302198.123 5786513.456 32.105 2498.0 1102.5 DJI_20261124101514_0002_V.JPG\n"
             "302341.870 5786602.012 33.480 1650.5 2201.0 DJI_20261124101531_0011_V.JPG\n")
_WPL = ("QGC WPL 110\n"
        "0\t1\t0\t16\t0\t0\t0\t0\t52.203114\t0.119472\t32.000000\t1\n"
        "1\t0\t3\t22\t0.000000\t0.000000\t0.000000\t0.000000\t52.203114\t0.119472\t80.000000\t1\n"
        "2\t0\t3\t16\t0.000000\t0.000000\t0.000000\t0.000000\t52.203390\t0.119801\t80.000000\t1\n")


def thirtyseventh_bar_drones_cases() -> list[Case]:
    G = THIRTYSEVENTH_DRONES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="flights", judgements="deliverables", runs=_RECS3, stem="flights", outputs=_OUT,
        item="flights", rounded="gcp_rmse",
        weights="{'gcp_rmse': 2.0, 'overlap_qc': 1.0, 'coverage_ml': 0.5, 'survey_leads': 1.5}",
        lone_query="R['survey_leads']['site:wind-turbine-wt09/2026-11-24'] = "
                   "{'flt:m30t-04/DJI_202611241402_009': 0.9, 'flt:m30t-04/DJI_202611241418_010': 0.4}\n",
        trust="gcp_rmse 2\noverlap_qc 1\ncoverage_ml 0.5\n",
        trust_dict="{'gcp_rmse': 2, 'overlap_qc': 1, 'coverage_ml': 0.5}",
        texts={
            "rrf": ("u37i_rrf_checks",
                    "rankagg.fuse({check: {site/date: {flight: score}}}, method='rrf'): four checks, six sites "
                    "('site:quarry-north/2026-11-24'), flights and processing runs ('flt:m3e-01/DJI_...')"),
            "borda": ("u37i_borda_unchecked_flights",
                      "rankagg.fuse(..., method='borda'): the GCP check has no score for flights with no GCP in "
                      "view"),
            "combsum": ("u37i_combsum_rounded_rmse",
                        "rankagg.fuse(..., method='combsum'): the GCP RMSE score at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u37i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per site: the GCP check counts 2, the coverage model 0.5"),
            "frame": ("u37i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the QA sheet, a row per "
                      "site, flight and check"),
            "evaluate": ("u37i_evaluate_deliverables",
                         "rankagg.evaluate(fused ranking, what the clients accepted, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the flights delivered without a reflight"),
            "lone": ("u37i_one_check_site",
                     "rankagg.fuse(..., method='rrf'): a site only the survey leads ranked (a wind turbine "
                     "inspection) beside sites every check covers"),
            "cli_rrf": ("u37i_cli_rrf_runs",
                        "rankagg fuse gcp_rmse.run overlap_qc.run coverage_ml.run --method rrf -o flights.run: one "
                        "run per check, sites as queries"),
            "cli_borda": ("u37i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the GCP check counts "
                          "double)"),
            "cli_combsum": ("u37i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four flights a site's deliverable is "
                            "built from"),
            "cli_evaluate": ("u37i_cli_evaluate_deliverables_qrels",
                             "rankagg evaluate flights.run --qrels deliverables.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the clients accepted (0-2)"),
            "cli_parquet": ("u37i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o flights.parquet: gzipped runs from the processing "
                            "servers, a Parquet table for the operations dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37i_dji_srt_as_run", "a DJI .SRT telemetry subtitle (cue number, timing, '<font size=\"28\">FrameCnt: ..., "
         "DiffTime: ...', time, [iso: ...] [latitude: ...] ...)", "DJI_20261124101512_0001_V.SRT", _SRT, "DJI",
         "DJI_20261124101512_0001_V.SRT:3"),
        ("u37i_ardupilot_log_as_run", "an ArduPilot dataflash log in text (FMT lines, then MSG and PARM rows)",
         "00000042.log", _ARDU_LOG, "ArduPilot", "00000042.log:1"),
        ("u37i_mavlink_tlog_as_run", "a MAVLink telemetry log (.tlog: 8-byte timestamps, then 0xFE packets)",
         "2026-11-24_10-15-12.tlog", _TLOG, "MAVLink", "2026-11-24_10-15-12.tlog"),
        ("u37i_qgc_plan_as_run", "a QGroundControl mission plan (.plan: fileType Plan, geoFence, groundStation, "
         "mission, rallyPoints)", "quarry-north.plan", _PLAN, "QGroundControl", "quarry-north.plan:1"),
        ("u37i_litchi_csv_as_run", "a Litchi mission (latitude, longitude, altitude(m), heading(deg), ..., "
         "actiontype1, actionparam1, ...)", "quarry-north_litchi.csv", _LITCHI, "Litchi",
         "quarry-north_litchi.csv:1"),
        ("u37i_kml_path_as_run", "a KML flight path (kml in the OGC KML 2.2 namespace, Document, Placemark, "
         "LineString)", "DJI_202611241015_001.kml", _KML, "KML", "DJI_202611241015_001.kml:2"),
        ("u37i_metashape_cameras_as_run", "Agisoft Metashape's cameras XML (document version 1.5.0, chunk, sensors, "
         "calibration, cameras)", "cameras.xml", _CAMERAS_XML, "Metashape", "cameras.xml:2"),
        ("u37i_metashape_markers_as_run", "Agisoft Metashape's markers reference ('# Markers', then '#Label,X/East,"
         "Y/North,Z/Altitude,Error_(m),...')", "markers.csv", _MARKERS, "Metashape", "markers.csv:2"),
        ("u37i_odm_gcp_list_as_run", "OpenDroneMap's gcp_list.txt (a projection line, then 'geo_x geo_y geo_z im_x "
         "im_y image_name': six fields)", "gcp_list.txt", _GCP_LIST, "OpenDroneMap", "gcp_list.txt:1")],
        one_run=("survey_leads.run", _ONE_RUN), stem="flights",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary telemetry log read as lines gives no ranking: named by its "
                   "packets' bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37i_odm_gcp_list_as_qrels", "gcp_list.txt", _GCP_LIST, "OpenDroneMap"),
        ("u37i_metashape_markers_as_qrels", "markers.csv", _MARKERS, "Metashape"),
        ("u37i_qgc_wpl_as_qrels", "quarry-north.waypoints", _WPL, "QGC WPL"),
        ("u37i_litchi_as_qrels", "quarry-north_litchi.csv", _LITCHI, "Litchi")],
        one_run=("survey_leads.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37i_out_kmz", "flights.kmz", "a Google Earth KMZ"),
        ("u37i_out_plan", "flights.plan", "a QGroundControl mission plan"),
        ("u37i_out_tlog", "flights.tlog", "a MAVLink telemetry log"),
        ("u37i_out_ulg", "flights.ulg", "a PX4 ULog flight log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37i_api_qgc_plan_dict",
            "rankagg.fuse(json.load(quarry-north.plan)): a QGroundControl mission plan loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.plan')), method='rrf')\n",
            "QGroundControl", why="a run maps a query to {document: score}; a .plan's 'fileType' is text and "
            "'mission' holds a list of items", files={"p.plan": _PLAN}),
        bad("u37i_api_litchi_frame",
            "rankagg.fuse(pd.read_csv(quarry-north_litchi.csv)): a Litchi mission given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "Litchi", why="a table of runs has qid, docid, run and score columns; a Litchi mission's has a waypoint "
            "per row", files={"l.csv": _LITCHI}),
    ]
    return cases
