"""Issue 45's forty-first bar of scripts/reliability_matrix.py, a sailing club's race committee and a class
association ranking boats per race and per series across scoring programs, rating systems and trackers (its cases,
ids ``u41a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each race (``race:spring-series/r3``) is a query and each boat, by sail number and name, a document
(``sail:GBR-1234/jupiter``); the runs are the race committee's finishing places, the PHRF time-on-distance corrected
times, the ORC time-on-time corrected times and the tracker's predicted finishes, scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the jury's final
results after protests (2 podium, 1 top half, 0 the rest, DNF/DSQ/OCS among them).  The mistakes and odd files: the
field's own files given where runs or qrels are read (a Sailwave series file, Manage2Sail's ISAF XRR results, an ORC
rating JSON and an ORC RMS download, an Expedition log, NMEA 0183 sentences, a tracker's GPX track, a Garmin FIT
file, the race officer's finish sheet and the fleet's PHRF list), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
from functools import reduce

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFIRST_SAILING = ("45 Unseen inputs: a forty-first bar, a sailing club's race committee and a class association "
                      "ranking boats per race and per series (Sailwave, ISAF XRR, ORC, Expedition, NMEA 0183, GPX, "
                      "FIT, finish sheets, PHRF)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['rc_finish', 'phrf_tod', 'orc_tot', 'tracker'],
    items=['sail:GBR-1234/jupiter', 'sail:USA-60123/rascal', 'sail:NED-877/vrijheid', 'sail:GBR-1502/black-dog',
           'sail:IRL-2210/fusion', 'sail:FRA-39001/ar-men', 'sail:GBR-44/cracker', 'sail:AUS-15/kookaburra'],
    queries=['race:spring-series/r1', 'race:spring-series/r2', 'race:spring-series/r3', 'race:wednesday-nights/r7',
             'race:round-the-island/2026', 'race:j109-nationals/r4'],
    suffix='/resail', generator='boats', judgements='jury_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "boats", "results.run")

_RECS3 = ["rc_finish", "phrf_tod", "orc_tot"]
_OUT = ("results.run",)
_ONE_RUN = ("race:spring-series/r1 Q0 sail:GBR-1234/jupiter 1 0.93 orc_tot\nrace:spring-series/r1 Q0 "
            "sail:USA-60123/rascal 2 0.81 orc_tot\n")
# the team's files, as the scoring programs, rating offices, instruments and trackers write them (a few lines)
# Sailwave's series file (.blw): CSV lines of four quoted fields: name, value, competitor id, race id
_BLW = ('"sername","Spring Series 2026","",""\n"servenue","Royal Harbour Yacht Club","",""\n'
        '"compsailno","GBR-1234","1",""\n"compboat","Jupiter","1",""\n"compclass","J/109","1",""\n'
        '"comphelmname","A. Marsh","1",""\n"comprating","1003","1",""\n"compsailno","GBR-1502","2",""\n'
        '"compboat","Black Dog","2",""\n"rpos","1","1","3"\n"rele","1:32:05","1","3"\n"rcor","1:32:22","1","3"\n'
        '"rpts","1","1","3"\n"rcod","DSQ","2","3"\n"rpts","9","2","3"\n')
# Manage2Sail's results as World Sailing's ISAF XRR (SailingXRR 1.3: Person, Boat, Team, Event, Race, Division)
_XRR = ('<?xml version="1.0" encoding="utf-8"?>\n'
        '<SailingXRR xsi:noNamespaceSchemaLocation="http://www.sailing.org/uploads/xml/sailingXRR_v1.3.xsd" '
        'Type="SailingXRR" Version="1.3" Date="2026-05-17" Time="18:02:41" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
        '\t<Person PersonID="p001" FamilyName="Marsh" GivenName="Alex" NOC="GBR" IFPersonID="GBRAM88"/>\n'
        '\t<Boat BoatID="b001" SailNumber="GBR 1234" BoatName="Jupiter"/>\n'
        '\t<Team TeamID="t001" BoatID="b001" NOC="GBR" TeamName="Jupiter" Gender="Open">\n'
        '\t\t<Crew PersonID="p001" Position="S"/>\n\t</Team>\n'
        '\t<Event EventID="e01" Title="J/109 National Championship 2026" IFEventID="IFRGT-52231">\n'
        '\t\t<Race RaceID="r004" RaceNumber="4" RaceName="Race 4" RaceStartDate="2026-05-17" '
        'RaceStartTime="11:05:00" RaceStatus="final"/>\n'
        '\t\t<Division DivisionID="d01" Title="J/109" IFClassID="J109" Gender="Open">\n'
        '\t\t\t<RaceResult RaceID="r004" TeamID="t001" RacePoints="1"/>\n'
        '\t\t\t<SeriesResult TeamID="t001" TotalPoints="14" NetPoints="9" Rank="1"/>\n'
        '\t\t</Division>\n\t</Event>\n</SailingXRR>\n')
# ORC's rating data (data.orc.org, DownRMS as JSON): an "rms" list of certificates
_ORC_JSON = json.dumps({"rms": [{
    "NatAuth": "GBR", "BIN": "GB12340", "CertNo": "GB12340", "RefNo": "03920001AB7", "SailNo": "GBR 1234",
    "YachtName": "JUPITER", "Class": "J/109", "Builder": "J/BOATS", "Designer": "R. JOHNSTONE", "C_Type": "CLUB",
    "Family": "ORC", "Division": "C", "IssueDate": "2026-03-02T10:14:22.510Z", "LOA": 10.72, "IMSL": 8.812,
    "Draft": 2.1, "MB": 3.48, "CDL": 8.401, "GPH": 641.3, "OSN": 618.0, "TMF_Offshore": 0.9556,
    "TN_Offshore_Low": 0.8021, "TN_Offshore_Medium": 1.0247, "TN_Offshore_High": 1.1386,
    "TN_Inshore_Low": 0.6342, "TN_Inshore_Medium": 0.8405, "TN_Inshore_High": 0.9497}]}) + "\n"
# ORC's RMS download (DownRMS, fixed-width): a header line of column names, then a certificate a line
_ORC_RMS = ("NATCERTN.FILE_ID SAILNUMB    NAME                    TYPE              BUILDER           "
            "DESIGNER          YEAR C_Type   LOA    IMSL   DRAFT  BMAX   DSPL   GPH    TMF    OSN\n"
            "GBR12340GB12340  GBR 1234    JUPITER                 J/109             J/BOATS           "
            "R. JOHNSTONE      2003 CLUB     10.720  8.812  2.100  3.480  5216 641.3 0.9556 618.0\n")
# Expedition's log: '!Boat,Utc,...' channel names, '!boat,0,1,...' their numbers, the version, then sparse rows
# of boat, Utc (an OLE date), then channel, value pairs
_EXPEDITION = ("!Boat,Utc,BSP,AWA,AWS,TWA,TWS,TWD,HDG,Lat,Lon,COG,SOG\n!boat,0,1,2,3,4,5,6,13,48,49,50,51\n"
               "!v12.5.1\n0,46159.459722,1,6.81,2,-31.35,3,13.67,4,-42.1,5,10.2\n"
               "0,46159.459734,1,6.84,48,50.763721,49,-1.297654,50,176.2,51,6.91\n")


def _nmea(body: str) -> str:
    """An NMEA 0183 sentence: '$', the body, '*' and the XOR of the body's characters in two hex digits."""
    return "$%s*%02X" % (body, reduce(lambda a, c: a ^ ord(c), body, 0))


_NMEA = "\r\n".join(_nmea(b) for b in [
    "GPRMC,113205.00,A,5045.8233,N,00117.8592,W,6.91,176.2,170526,1.2,W,A",
    "IIVHW,,T,,M,6.81,N,12.61,K", "IIMWV,328.7,R,13.67,N,A", "IIMWV,317.9,T,10.20,N,A",
    "GPGGA,113206.00,5045.8221,N,00117.8590,W,1,09,0.9,2.1,M,47.3,M,,"]) + "\r\n"
# a tracker's track exported as GPX 1.1
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        '  <metadata><time>2026-05-17T11:05:00Z</time></metadata>\n'
        '  <trk><name>Spring Series R3 - Jupiter</name><trkseg>\n'
        '    <trkpt lat="50.763721" lon="-1.297654"><time>2026-05-17T11:05:00Z</time></trkpt>\n'
        '    <trkpt lat="50.763102" lon="-1.297612"><time>2026-05-17T11:05:05Z</time></trkpt>\n'
        '  </trkseg></trk>\n</gpx>\n')

_FIT_CRC = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401, 0xA001, 0x6C00, 0x7800, 0xB401,
            0x5000, 0x9C01, 0x8801, 0x4400]


def _fit_crc(data: bytes) -> int:
    crc = 0
    for byte in data:
        for nib in (byte & 0xF, byte >> 4):
            tmp = _FIT_CRC[crc & 0xF]
            crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ _FIT_CRC[nib]
    return crc


def _fit() -> bytes:
    """A Garmin FIT activity file: the 14-byte header ('.FIT' at byte 8, its CRC), a file_id definition message
    (global 0: type, manufacturer, product, time_created) and its data message, then the file's CRC."""
    definition = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 4) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84,
                                                                          4, 4, 0x86])
    data = bytes([0x00, 4]) + struct.pack("<HHI", 1, 3113, 1116327900)
    body = definition + data
    header = struct.pack("<BBHI4s", 14, 0x20, 2194, len(body), b".FIT")
    header += struct.pack("<H", _fit_crc(header))
    return header + body + struct.pack("<H", _fit_crc(header + body))


_FIT = _fit()
# the race officer's finish sheet typed up: six fields a line (race, sail number, class, finish time, elapsed
# seconds, code)
_FINISH_SHEET = ("race sail_no class finish elapsed_s code\nR3 GBR-1234 J/109 12:37:05 5525 FIN\n"
                 "R3 GBR-1502 J/109 12:38:41 5621 FIN\nR3 NED-877 J/109 12:41:10 5770 DSQ\n")
# the fleet's PHRF list as the handicapper prints it: sail number, yacht, design, fleet, rating (seconds a mile),
# sail plan
_PHRF = ("USA-60123 Rascal J/105 PHRF-A 81 SPIN\nUSA-1717 Windward-Passage Farr-40 PHRF-A 30 SPIN\n"
         "USA-5562 Blue-Note C&C-99 PHRF-B 117 SPIN\nUSA-201 Old-Salt Catalina-30 PHRF-C 186 NFS\n")
# the finish recorder's sheet: four fields a line (race, sail number, finish time, place)
_FINISH_RECORD = "R3 GBR-1234 12:37:05 1\nR3 GBR-1502 12:38:41 2\nR3 IRL-2210 12:39:58 3\nR3 NED-877 12:41:10 4\n"


def fortyfirst_bar_sailing_cases() -> list[Case]:
    G = FORTYFIRST_SAILING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="boats", judgements="jury_results", runs=_RECS3, stem="results", outputs=_OUT,
        item="boat", rounded="phrf_tod",
        weights="{'rc_finish': 1.0, 'phrf_tod': 0.5, 'orc_tot': 2.0, 'tracker': 1.5}",
        lone_query="R['tracker']['race:night-passage/2026'] = {'sail:GBR-44/cracker': 0.9, "
                   "'sail:AUS-15/kookaburra': 0.4}\n",
        trust="orc_tot 2\nrc_finish 1\nphrf_tod 0.5\n",
        trust_dict="{'orc_tot': 2, 'rc_finish': 1, 'phrf_tod': 0.5}",
        texts={
            "rrf": ("u41a_rrf_race_sources",
                    "rankagg.fuse({source: {race: {boat: score}}}, method='rrf'): four sources, six races "
                    "('race:spring-series/r3'), boats as 'sail:GBR-1234/jupiter'"),
            "borda": ("u41a_borda_unscored_boats",
                      "rankagg.fuse(..., method='borda'): the finish sheet has no score for boats that did not "
                      "finish (DNF, OCS)"),
            "combsum": ("u41a_combsum_rounded_phrf",
                        "rankagg.fuse(..., method='combsum'): the PHRF corrected times scored at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u41a_weighted_fuser_rating_record",
                      "rankagg.Fuser('rrf', weights=...) per race: ORC counts 2, PHRF 0.5"),
            "frame": ("u41a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the class association's "
                      "sheet, a row per race, boat and source"),
            "evaluate": ("u41a_evaluate_jury_results",
                         "rankagg.evaluate(fused ranking, the jury's final results, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the podium first"),
            "lone": ("u41a_one_source_race",
                     "rankagg.fuse(..., method='rrf'): a race only the tracker ranked (the night passage, no race "
                     "committee on the line) beside races every source covers"),
            "cli_rrf": ("u41a_cli_rrf_runs",
                        "rankagg fuse rc_finish.run phrf_tod.run orc_tot.run --method rrf -o results.run: one run "
                        "per source, races as queries"),
            "cli_borda": ("u41a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ORC counts double)"),
            "cli_combsum": ("u41a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the podium and the next boat per race"),
            "cli_evaluate": ("u41a_cli_evaluate_jury_qrels",
                             "rankagg evaluate results.run --qrels jury_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the jury's results (0-2)"),
            "cli_parquet": ("u41a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o results.parquet: gzipped runs from the scoring "
                            "office's jobs, a Parquet table for the class association's site")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u41a_sailwave_blw_as_run", "a Sailwave series file (.blw: quoted name, value, competitor, race fields: "
         "sername, compsailno, rpos, rcod)", "spring_series_2026.blw", _BLW, "Sailwave", "spring_series_2026.blw:1"),
        ("u41a_xrr_as_run", "Manage2Sail's results as ISAF XRR (SailingXRR 1.3: Person, Boat, Team, Event, "
         "Division, RaceResult)", "J109_Nationals_XRR.xml", _XRR, "XRR", "J109_Nationals_XRR.xml:2"),
        ("u41a_orc_json_as_run", "ORC's rating data as JSON (an 'rms' list of certificates: SailNo, YachtName, GPH, "
         "TN_Offshore_Low, ...)", "orc_GBR.json", _ORC_JSON, "ORC", "orc_GBR.json:1"),
        ("u41a_orc_rms_as_run", "ORC's RMS download (fixed width: NATCERTN.FILE_ID, SAILNUMB, NAME, ..., GPH)",
         "GBR.rms", _ORC_RMS, "ORC", "GBR.rms:1"),
        ("u41a_expedition_log_as_run", "an Expedition log ('!Boat,Utc,BSP,AWA,...', '!boat,0,1,2,...', sparse "
         "channel, value rows)", "log-2026May17.csv", _EXPEDITION, "Expedition", "log-2026May17.csv:1"),
        ("u41a_nmea_as_run", "the instruments' NMEA 0183 sentences ($GPRMC, $IIVHW, $IIMWV, $GPGGA with "
         "checksums)", "jupiter_2026-05-17.nmea", _NMEA, "NMEA", "jupiter_2026-05-17.nmea:1"),
        ("u41a_gpx_track_as_run", "a tracker's GPX 1.1 track (gpx, metadata, trk, trkseg, trkpt)",
         "spring_r3_jupiter.gpx", _GPX, "GPX", "spring_r3_jupiter.gpx:2"),
        ("u41a_fit_as_run", "a Garmin FIT activity file (the 14-byte header with '.FIT', a file_id message)",
         "2026-05-17-11-05-00.fit", _FIT, "FIT", "2026-05-17-11-05-00.fit"),
        ("u41a_finish_sheet_as_run", "the race officer's finish sheet (six fields a line: race, sail number, class, "
         "finish time, elapsed seconds, code)", "finish_sheet_R3.txt", _FINISH_SHEET, "finish sheet",
         "finish_sheet_R3.txt:1"),
        ("u41a_phrf_list_as_run", "the fleet's PHRF list (six fields a line: sail number, yacht, design, fleet, "
         "rating, sail plan)", "phrf_valid_list.txt", _PHRF, "PHRF", "phrf_valid_list.txt:1")],
        one_run=("orc_tot.run", _ONE_RUN), stem="results",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT file read as lines gives no ranking: named by its header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u41a_sailwave_blw_as_qrels", "spring_series_2026.blw", _BLW, "Sailwave"),
        ("u41a_finish_record_as_qrels", "finish_record_R3.txt", _FINISH_RECORD, "finish"),
        ("u41a_orc_json_as_qrels", "orc_GBR.json", _ORC_JSON, "ORC"),
        ("u41a_nmea_as_qrels", "jupiter_2026-05-17.nmea", _NMEA, "NMEA")],
        one_run=("orc_tot.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u41a_out_blw", "results.blw", "a Sailwave series file"),
        ("u41a_out_gpx", "results.gpx", "a GPX track"),
        ("u41a_out_fit", "results.fit", "a Garmin FIT file"),
        ("u41a_out_nmea", "results.nmea", "an NMEA 0183 log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u41a_api_orc_json_dict",
            "rankagg.fuse(json.load(orc_GBR.json)): ORC's rating data loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('o.json')), method='rrf')\n",
            "ORC", why="a run maps a query to {document: score}; ORC's 'rms' is a list of certificates",
            files={"o.json": _ORC_JSON}),
        bad("u41a_api_expedition_frame",
            "rankagg.fuse(pd.read_csv(log-2026May17.csv)): an Expedition log read with pandas given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('log.csv'), method='borda')\n",
            "Expedition", why="a table of runs has qid, docid, run and score columns; Expedition's has '!Boat', "
            "'Utc' and instrument channels", files={"log.csv": _EXPEDITION}),
    ]
    return cases
