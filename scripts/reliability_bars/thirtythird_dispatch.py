"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, an emergency communications centre's analysts ranking
station and unit recommendations per incident type and district across response-time models and dispatch supervisors
(its cases, ids ``u33g_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each district and incident type (``dist:04/STRUCTURE-FIRE``) is a query and each unit a document by
its call sign and station (``unit:E12@st12``); the runs are the road network's drive-time model's, the AVL feed's
live ETAs, a coverage model's and the dispatch supervisors' rankings, scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, weighted by each model's record, and judged against the after-action review of who
arrived (2 first due on scene within the standard, 1 arrived within the standard, 0 late or cancelled).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a NEMSIS v3.5 EMSDataSet, an NFIRS 5.0
export, a CAP 1.2 alert, the CAD's incident export, NENA i3 log events, the AVL's NMEA sentences, a station coverage
GeoJSON, a pcap of the radio traffic, the response plan's runcards), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_DISPATCH = ("45 Unseen inputs: a thirty-third bar, an emergency communications centre's analysts ranking "
                        "station and unit recommendations per incident type and district across response-time models "
                        "and dispatch supervisors (NEMSIS, NFIRS, CAP, CAD, NENA i3, NMEA, GeoJSON, pcap, runcards)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['drive_time', 'avl_eta', 'coverage_model', 'supervisors'],
    items=['unit:E12@st12', 'unit:M7@st07', 'unit:L3@st03', 'unit:E5@st05', 'unit:M21@st21', 'unit:BC2@st02',
           'unit:R1@st01', 'unit:E18@st18'],
    queries=['dist:04/STRUCTURE-FIRE', 'dist:04/CARDIAC-ARREST', 'dist:07/MVC-ENTRAPMENT', 'dist:07/STRUCTURE-FIRE',
             'dist:11/HAZMAT', 'dist:11/CARDIAC-ARREST'],
    suffix='/night', generator='recommendations', judgements='arrivals') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "recommendations", "recommendations.run")

_RECS3 = ["drive_time", "avl_eta", "coverage_model"]
_OUT = ("recommendations.run",)
_ONE_RUN = ("dist:04/STRUCTURE-FIRE Q0 unit:E12@st12 1 0.91 avl_eta\ndist:04/STRUCTURE-FIRE Q0 unit:L3@st03 2 0.77 "
            "avl_eta\ndist:04/STRUCTURE-FIRE Q0 unit:E5@st05 3 0.52 avl_eta\n")
# the team's files, as the ePCR, the CAD, the call handling and radio systems write them (a few lines)
_NEMSIS = ('<?xml version="1.0" encoding="UTF-8"?>\n<EMSDataSet xmlns="http://www.nemsis.org" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.nemsis.org '
           'https://nemsis.org/media/nemsis_v3/release-3.5.0/XSDs/NEMSIS_XSDs/EMSDataSet_v3.xsd">\n'
           '  <Header>\n    <DemographicGroup>\n      <dAgency.01>350012</dAgency.01>\n'
           '      <dAgency.02>350012</dAgency.02>\n      <dAgency.04>36</dAgency.04>\n    </DemographicGroup>\n'
           '    <PatientCareReport UUID="6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f">\n'
           '      <eRecord>\n        <eRecord.01>PCR-2026-1127-0042</eRecord.01>\n      </eRecord>\n'
           '      <eResponse>\n        <eResponse.03>F26112700042</eResponse.03>\n'
           '        <eResponse.13>M7</eResponse.13>\n        <eResponse.14>MEDIC 7</eResponse.14>\n'
           '      </eResponse>\n      <eTimes>\n        <eTimes.01>2026-11-27T08:00:12-05:00</eTimes.01>\n'
           '        <eTimes.03>2026-11-27T08:01:05-05:00</eTimes.03>\n'
           '        <eTimes.06>2026-11-27T08:06:40-05:00</eTimes.06>\n      </eTimes>\n'
           '    </PatientCareReport>\n  </Header>\n</EMSDataSet>\n')
_NFIRS = ("STATE^FDID^INC_DATE^INC_NO^EXP_NO^VERSION^DEPT_STA^INC_TYPE^ADD_WILD^AID^ALARM^ARRIVAL^INC_CONT^LU_CLEAR^"
          "SHIFT^ALARMS^DISTRICT^ACT_TAK1^ACT_TAK2^ACT_TAK3^APP_MOD^SUP_APP^EMS_APP^OTH_APP^SUP_PER^EMS_PER^OTH_PER^"
          "RESOU_AID^PROP_LOSS^CONT_LOSS^PROP_VAL^CONT_VAL^FF_DEATH^OTH_DEATH^FF_INJ^OTH_INJ^DET_ALERT^HAZ_REL^"
          "MIXED_USE^PROP_USE^CENSUS\n"
          "NY^31004^11272026^2600042^0^5.0^012^111^N^N^112720260800^112720260805^112720260842^112720261015^B^1^04^"
          "11^86^^N^4^1^0^18^4^0^N^25000^5000^250000^40000^0^0^0^0^U^N^NN^419^0036.02\n"
          "NY^31004^11272026^2600043^0^5.0^007^321^N^N^112720260812^112720260818^^112720260855^B^1^07^32^^^N^0^1^"
          "0^0^3^0^N^^^^^0^0^0^0^U^N^NN^419^0041.00\n")
_CAP = ('<?xml version="1.0" encoding="UTF-8"?>\n<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">\n'
        '  <identifier>ECC-2026-11-27-0042</identifier>\n  <sender>ecc@county.example.gov</sender>\n'
        '  <sent>2026-11-27T08:12:00-05:00</sent>\n  <status>Actual</status>\n  <msgType>Alert</msgType>\n'
        '  <scope>Public</scope>\n  <info>\n    <category>Fire</category>\n    <event>Structure Fire</event>\n'
        '    <urgency>Immediate</urgency>\n    <severity>Severe</severity>\n    <certainty>Observed</certainty>\n'
        '    <headline>Working structure fire in District 4: avoid Elm St</headline>\n'
        '    <area>\n      <areaDesc>District 4, Elm St between 4th and 6th Ave</areaDesc>\n'
        '      <circle>40.7128,-74.0060 0.5</circle>\n    </area>\n  </info>\n</alert>\n')
_CAD = ("IncidentNumber,CallReceived,Dispatched,EnRoute,OnScene,Unit,Priority,IncidentType,District,Address\n"
        "F26112700042,2026-11-27 08:00:12,2026-11-27 08:01:05,2026-11-27 08:01:48,2026-11-27 08:05:31,E12,1,"
        "STRUCTURE-FIRE,04,412 ELM ST\n"
        "F26112700042,2026-11-27 08:00:12,2026-11-27 08:01:05,2026-11-27 08:02:10,2026-11-27 08:07:02,L3,1,"
        "STRUCTURE-FIRE,04,412 ELM ST\n"
        "E26112700043,2026-11-27 08:11:40,2026-11-27 08:12:15,2026-11-27 08:12:51,2026-11-27 08:18:09,M7,1,"
        "CARDIAC-ARREST,04,88 OAK AVE APT 3\n")
_NENA = ('{"logEventType": "CallStartLogEvent", "timestamp": "2026-11-27T08:00:12.118-05:00", "elementId": '
         '"bcf1.county.example.gov", "agencyId": "psap.county.example.gov", "agencyAgentId": '
         '"ct1042@psap.county.example.gov", "agencyPositionId": "pos07.psap.county.example.gov", "callId": '
         '"urn:emergency:uid:callid:a56e556d871:bcf1.county.example.gov", "incidentId": '
         '"urn:emergency:uid:incidentid:a57d4c33f0b:psap.county.example.gov", "direction": "incoming"}\n'
         '{"logEventType": "CallEndLogEvent", "timestamp": "2026-11-27T08:01:31.540-05:00", "elementId": '
         '"bcf1.county.example.gov", "agencyId": "psap.county.example.gov", "agencyAgentId": '
         '"ct1042@psap.county.example.gov", "agencyPositionId": "pos07.psap.county.example.gov", "callId": '
         '"urn:emergency:uid:callid:a56e556d871:bcf1.county.example.gov", "incidentId": '
         '"urn:emergency:uid:incidentid:a57d4c33f0b:psap.county.example.gov", "direction": "incoming"}\n')
_NMEA = ("$GPRMC,080012.00,A,4042.7680,N,07400.3600,W,012.4,087.5,271126,,,A*46\n"
         "$GPGGA,080012.00,4042.7680,N,07400.3600,W,1,09,0.9,12.3,M,-34.2,M,,*60\n"
         "$GPRMC,080013.00,A,4042.7712,N,07400.3311,W,013.1,088.0,271126,,,A*46\n"
         "$GPGGA,080013.00,4042.7712,N,07400.3311,W,1,09,0.9,12.4,M,-34.2,M,,*69\n")
_GEOJSON = ('{\n"type": "FeatureCollection",\n"name": "station_coverage",\n"crs": { "type": "name", "properties": '
            '{ "name": "urn:ogc:def:crs:OGC:1.3:CRS84" } },\n"features": [\n'
            '{ "type": "Feature", "properties": { "STATION": "ST12", "UNITS": "E12 M12", "DRIVE_MIN": 4 }, '
            '"geometry": { "type": "Polygon", "coordinates": [ [ [ -74.0121, 40.7052 ], [ -73.9987, 40.7052 ], '
            '[ -73.9987, 40.7163 ], [ -74.0121, 40.7163 ], [ -74.0121, 40.7052 ] ] ] } }\n]\n}\n')
# the response plan's runcards, as the CAD prints them: a preamble, then ZONE CALLTYPE UNIT ORDER ETA_MIN PLAN, six
# fields a line (a TREC run's count)
_RUNCARD = ("; exported 2026-11-27 06:00 by cadadmin\n; district 04, all shifts\n"
            "ZONE  CALLTYPE  UNIT  ORDER  ETA_MIN  PLAN\n"
            "0412  STRUC     E12   1      4.2      SF-1ALM\n"
            "0412  STRUC     E5    2      6.8      SF-1ALM\n"
            "0412  STRUC     L3    3      7.1      SF-1ALM\n"
            "0412  STRUC     BC2   4      9.5      SF-1ALM\n")


def _pcap() -> bytes:
    """A pcap of the radio traffic (RoIP: RTP over UDP): the little-endian global header (magic d4 c3 b2 a1, version
    2.4, snaplen 65535, Ethernet), one record header and one packet, a G.711 u-law voice frame."""
    rtp = struct.pack(">BBHII", 0x80, 0x00, 4211, 160 * 4211, 0x1A2B3C4D) + b"\xff" * 160
    udp = struct.pack(">HHHH", 5004, 5004, 8 + len(rtp), 0) + rtp
    ip = bytearray(struct.pack(">BBHHHBBH4s4s", 0x45, 0xB8, 20 + len(udp), 0x1F2E, 0, 64, 17, 0,
                               bytes([10, 40, 1, 21]), bytes([239, 10, 4, 1])))
    s = sum(struct.unpack(">10H", bytes(ip)))
    s = (s & 0xFFFF) + (s >> 16)
    ip[10:12] = struct.pack(">H", ~((s & 0xFFFF) + (s >> 16)) & 0xFFFF)
    frame = b"\x01\x00\x5e\x0a\x04\x01" + b"\x00\x1b\x21\x3c\x4d\x5e" + b"\x08\x00" + bytes(ip) + udp
    return (b"\xd4\xc3\xb2\xa1" + struct.pack("<HHiIII", 2, 4, 0, 0, 65535, 1)
            + struct.pack("<IIII", 1795766412, 118000, len(frame), len(frame)) + frame)


def thirtythird_bar_dispatch_cases() -> list[Case]:
    G = THIRTYTHIRD_DISPATCH
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="recommendations", judgements="arrivals", runs=_RECS3, stem="recommendations",
        outputs=_OUT, item="unit", rounded="coverage_model",
        weights="{'drive_time': 1.0, 'avl_eta': 2.0, 'coverage_model': 0.5, 'supervisors': 1.5}",
        lone_query="R['supervisors']['dist:19/MUTUAL-AID'] = {'unit:E41@st41': 0.9, 'unit:M44@st44': 0.4}\n",
        trust="avl_eta 2\ndrive_time 1\ncoverage_model 0.5\n",
        trust_dict="{'avl_eta': 2, 'drive_time': 1, 'coverage_model': 0.5}",
        texts={
            "rrf": ("u33g_rrf_models",
                    "rankagg.fuse({model: {district/incident type: {unit: score}}}, method='rrf'): four models, six "
                    "districts and types ('dist:04/STRUCTURE-FIRE'), units by call sign and station "
                    "('unit:E12@st12')"),
            "borda": ("u33g_borda_units_off_avl",
                      "rankagg.fuse(..., method='borda'): the AVL has no ETA for the units whose modems were off"),
            "combsum": ("u33g_combsum_rounded_coverage",
                        "rankagg.fuse(..., method='combsum'): the coverage model at one decimal (many ties) beside "
                        "the drive times and ETAs"),
            "fuser": ("u33g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per district: the AVL's ETAs count 2, the coverage model "
                      "0.5"),
            "frame": ("u33g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' sheet, a row "
                      "per district and type, unit and model"),
            "evaluate": ("u33g_evaluate_arrivals",
                         "rankagg.evaluate(fused ranking, the after-action arrivals, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the units that arrived first"),
            "lone": ("u33g_one_model_district",
                     "rankagg.fuse(..., method='rrf'): a mutual-aid district only the supervisors ranked beside "
                     "districts every model covers"),
            "cli_rrf": ("u33g_cli_rrf_runs",
                        "rankagg fuse drive_time.run avl_eta.run coverage_model.run --method rrf -o "
                        "recommendations.run: one run per model, districts and types as queries"),
            "cli_borda": ("u33g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the AVL's ETAs count "
                          "double)"),
            "cli_combsum": ("u33g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four units a first alarm sends"),
            "cli_evaluate": ("u33g_cli_evaluate_arrival_qrels",
                             "rankagg evaluate recommendations.run --qrels arrivals.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against who arrived (0-2)"),
            "cli_parquet": ("u33g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o recommendations.parquet: gzipped runs from the "
                            "models' nightly jobs, a Parquet table for the deployment review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33g_nemsis_as_run", "a NEMSIS v3.5 EMSDataSet (Header, DemographicGroup, PatientCareReport, eTimes)",
         "ems_2026-11-27.xml", _NEMSIS, "NEMSIS", "ems_2026-11-27.xml:2"),
        ("u33g_nfirs_as_run", "an NFIRS 5.0 basic module export ('^'-separated: STATE^FDID^INC_DATE^INC_NO^...)",
         "basicincident.txt", _NFIRS, "NFIRS", "basicincident.txt:1"),
        ("u33g_cap_alert_as_run", "a CAP 1.2 alert (alert, identifier, sender, ..., info, area)",
         "alert-0042.xml", _CAP, "CAP", "alert-0042.xml:2"),
        ("u33g_cad_export_as_run", "the CAD's incident export (IncidentNumber, CallReceived, Dispatched, EnRoute, "
         "OnScene, Unit, Priority, ...)", "cad_incidents.csv", _CAD, "CAD", "cad_incidents.csv:1"),
        ("u33g_nena_i3_log_as_run", "NENA i3 log events, one JSON a line (logEventType, timestamp, elementId, "
         "agencyId, callId, incidentId)", "i3_log.jsonl", _NENA, "NENA i3", "i3_log.jsonl:1"),
        ("u33g_avl_nmea_as_run", "the AVL feed's NMEA sentences ($GPRMC, $GPGGA)", "avl_M7.nmea", _NMEA, "NMEA",
         "avl_M7.nmea:1"),
        ("u33g_coverage_geojson_as_run", "a station coverage GeoJSON (FeatureCollection of drive-time polygons)",
         "station_coverage.geojson", _GEOJSON, "GeoJSON", "station_coverage.geojson:1"),
        ("u33g_radio_pcap_as_run", "a pcap of the radio traffic (magic d4 c3 b2 a1, RTP voice over UDP)",
         "radio_ch3.pcap", _pcap(), "pcap", "radio_ch3.pcap"),
        ("u33g_runcard_as_run", "the response plan's runcards (a ';' preamble, then ZONE CALLTYPE UNIT ORDER ETA_MIN "
         "PLAN: six fields a line)", "runcards_d04.txt", _RUNCARD, "runcard", "runcards_d04.txt:3")],
        one_run=("avl_eta.run", _ONE_RUN), stem="recommendations",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a packet capture read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33g_runcard_as_qrels", "runcards_d04.txt", _RUNCARD, "runcard"),
        ("u33g_cad_export_as_qrels", "cad_incidents.csv", _CAD, "CAD"),
        ("u33g_nfirs_as_qrels", "basicincident.txt", _NFIRS, "NFIRS"),
        ("u33g_nemsis_as_qrels", "ems_2026-11-27.xml", _NEMSIS, "NEMSIS")],
        one_run=("avl_eta.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33g_out_pcap", "recommendations.pcap", "a packet capture"),
        ("u33g_out_geojson", "recommendations.geojson", "a GeoJSON layer"),
        ("u33g_out_nmea", "recommendations.nmea", "an NMEA log"),
        ("u33g_out_gdb", "recommendations.gdb", "an ESRI file geodatabase")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33g_api_geojson_dict",
            "rankagg.fuse(json.load(station_coverage.geojson)): the station coverage GeoJSON loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.geojson')), method='rrf')\n",
            "GeoJSON", why="a run maps a query to {document: score}; a GeoJSON FeatureCollection's 'type' is text and "
            "'features' a list", files={"s.geojson": _GEOJSON}),
        bad("u33g_api_cad_frame",
            "rankagg.fuse(pd.read_csv(cad_incidents.csv)): the CAD's incident export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "CAD", why="a table of runs has qid, docid, run and score columns; the CAD's has a unit's times per "
            "incident", files={"c.csv": _CAD}),
    ]
    return cases
