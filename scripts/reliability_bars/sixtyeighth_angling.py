"""Issue 45's sixty-eighth bar of scripts/reliability_matrix.py, a bass fishing team trail's weigh-in director and a
club's anglers, ranking teams and anglers per tournament day, event and season (angler of the year points) from the
weigh-in weights, the big bass, the penalties (dead fish, late check-in) and the catch-photo-release lengths (its
cases, ids ``u68b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each tournament day, event, big-bass pot or season ranking (``day:2025-06-14/potomac/day1``, the
date, the water then the day; ``event:...`` a whole event, ``bigbass:...`` the day's big-bass pot, ``season:2025/aoy``
the angler-of-the-year race) is a query and each team a document (``team:2025/ptt-014``, the season, then the trail
and the boat number); the runs are the weigh-in scale (the day's five-fish limit less the dead-fish and late
penalties), the catch-photo-release app (the kayak and co-angler lengths), the big bass and the AOY points table,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the scale weighted highest
(the bag on the scale decides the day), and judged against the final standings (2 a cheque, 1 a team in the top
half, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (the spots
as a Garmin handheld writes GPX, as Humminbird writes its .hwr waypoints, a Lowrance sonar log, the river's gauge as
USGS Water Services answers it, the AOY points as an Excel workbook, the day's results saved from Excel as CSV, the
weigh-in sheet, the AOY points and the CPR lengths as typed), and outputs named for the field's files (Lowrance's
USR, Humminbird's HWR, a GPX for the plotters, GPSBabel's GeoJSON).  (Left out, as they could not be checked: the
catch-photo-release apps' exports (TourneyX, iAngler Tournament), of which no sample, CSV or JSON, was found; the
tournament management systems' and the trails' results pages, each site its own markup, none seen byte for byte;
weigh-in scale printouts, whose printer and layout no source showed; a Garmin chartplotter's own GPX header (only its
creator, 'ECHOMAP UHD2 93sv', was seen), so the GPX is a Garmin handheld's; Humminbird's sonar recordings (.DAT and
.SON), documented by PING-Mapper but left for the Lowrance log.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import math
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYEIGHTH_ANGLING = ("45 Unseen inputs: a sixty-eighth bar, a bass team trail's weigh-in director and a club's "
                       "anglers ranking teams per tournament day, event and season (AOY points) from weigh-in "
                       "weights, big bass, penalties and catch-photo-release lengths (Garmin GPX waypoints, "
                       "Humminbird HWR waypoints, Lowrance SL2 sonar logs, USGS gauge answers, AOY workbooks, results "
                       "CSVs, weigh-in sheets, AOY points and CPR lengths as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['weigh_in_scale', 'cpr_app', 'big_bass', 'aoy_points'],
    items=['team:2025/ptt-014', 'team:2025/ptt-031', 'team:2025/ptt-008', 'team:2025/ptt-022', 'team:2025/ptt-005',
           'team:2025/ptt-017', 'team:2025/ptt-026', 'team:2025/ptt-040'],
    queries=['day:2025-06-14/potomac/day1', 'event:2025-06-14/potomac-open', 'day:2025-06-15/potomac/day2',
             'bigbass:2025-06-14/potomac', 'event:2025-05-17/chickamauga-qualifier', 'season:2025/aoy'],
    suffix='/after-penalties', generator='weigh_in_results', judgements='final_standings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "weigh_in_results", "tournament_standings.run")

_RECS3 = ["weigh_in_scale", "cpr_app", "big_bass"]
_OUT = ("tournament_standings.run",)
_ONE_RUN = ("day:2025-06-14/potomac/day1 Q0 team:2025/ptt-014 1 0.9412 weigh_in_scale\n"
            "day:2025-06-14/potomac/day1 Q0 team:2025/ptt-031 2 0.8876 weigh_in_scale\n")


# the team's files, as Garmin, Humminbird, Lowrance, USGS, Excel and the weigh-in table write them
# the anglers' spots as a Garmin handheld writes them (Garmin/GPX/Waypoints_DD-MMM-YY.gpx): one line with no line break,
# the prolog with standalone="no" and a space before '?>', the gpx element with Garmin's namespaces, creator (the
# model) and version 1.1 and the schema locations a GPSMAP 62st writes (TrackStatsExtension among them), metadata
# linking 'Garmin International' with the time, then each wpt with its time, name and symbol; the layout of the
# GPSMAP 62st's and eTrex 10's files as public projects keep them (a tracker's export template, a waypoint parser's
# tests)
_GPX_HEAD = (
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?><gpx xmlns="http://www.topografix.com/GPX/1/1" '
    'xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" '
    'xmlns:wptx1="http://www.garmin.com/xmlschemas/WaypointExtension/v1" '
    'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" creator="GPSMAP 62st" version="1.1" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
    'http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 '
    'http://www8.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackStatsExtension/v1 '
    'http://www8.garmin.com/xmlschemas/TrackStatsExtension.xsd http://www.garmin.com/xmlschemas/WaypointExtension/v1 '
    'http://www8.garmin.com/xmlschemas/WaypointExtensionv1.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 '
    'http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd"><metadata><link href="http://www.garmin.com">'
    '<text>Garmin International</text></link><time>2025-06-14T19:02:11Z</time></metadata>')
_SPOTS = [("38.797412", "-77.036218", "2025-06-14T11:42:07Z", "LEDGE 014", "Flag, Blue"),
          ("38.781905", "-77.028844", "2025-06-14T13:05:52Z", "GRASS EDGE", "Flag, Blue"),
          ("38.792260", "-77.040571", "2025-06-14T10:14:33Z", "SMOOTS RAMP", "Boat Ramp")]
_GPX = _GPX_HEAD + "".join(f'<wpt lat="{lat}" lon="{lon}"><time>{t}</time><name>{n}</name><sym>{s}</sym></wpt>'
                           for lat, lon, t, n, s in _SPOTS) + "</gpx>"
_GPX_NAME = "Waypoints_14-JUN-25.gpx"


def _humminbird_hwr() -> bytes:
    """The spots as a Humminbird unit exports its waypoints (.hwr; GPSBabel's humminbird format, its reader and
    writer): records of 36 bytes, big-endian, each opened by the waypoint signature 02 02 00 24 (format 2, version
    2, record length 36), then the number, a zero word, the status (1, permanent), the icon (3 fish, 11 rock, 20
    ramp), the depth in centimetres, the time (a time_t, UTC), east and north on the unit's Mercator over the
    International 1924 ellipsoid (east = longitude / 180 x 20038297; north from the geocentric latitude by the
    inverse Gudermannian, times 6378388) and the name in 12 bytes, zero-padded; no file header."""
    def north(lat: float) -> int:
        geocentric = math.atan(0.9966349016452 ** 2 * math.tan(math.radians(lat)))
        return round(math.log(math.tan(math.pi / 4 + geocentric / 2)) * 6378388.0)

    spots = [(0, 3, 457, 1749901327, 38.797412, -77.036218, b"LEDGE 014"),
             (1, 12, 183, 1749906352, 38.781905, -77.028844, b"GRASS EDGE"),
             (2, 20, 0, 1749896073, 38.792260, -77.040571, b"SMOOTS RAMP")]
    return b"".join(struct.pack(">IHHBBHIii12s", 0x02020024, num, 0, 1, icon, depth, when,
                                round(lon / 180.0 * 20038297.0), north(lat), name)
                    for num, icon, depth, when, lat, lon, name in spots)


_HWR = _humminbird_hwr()
_HWR_NAME = "potomac_spots.hwr"


def _lowrance_sl2() -> bytes:
    """A Lowrance sonar log (.sl2, HDS and Elite units; the layout kmpm/node-sl2format and opensounder's
    sounder-log-formats document, after the OpenStreetMap wiki's SL2 page): an 8-byte header of little-endian shorts
    (format 2 for SL2, version 0 as an HDS writes it, block size 3200, a zero), then frames of a 144-byte header (the
    frame's offset in the file and the last offsets of each channel, the block size, the last block's size, the
    channel (0, primary sonar), the sounding's size, the frame index, the upper and lower limits, the frequency (0,
    200 kHz), the depth and keel depth in feet, the GPS speed in knots, the water temperature in Celsius, the
    position in Lowrance's Mercator (radians times 6356752.3142), the water speed, course, altitude and heading, the
    validity flags, the time) and the sounding; one frame, its sounding shortened to 64 bytes."""
    header = struct.pack("<HHHH", 2, 0, 3200, 0)
    sounding = bytes(min(255, 8 * i) for i in range(64))
    lat, lon = 38.797412, -77.036218
    frame = bytearray(144)
    struct.pack_into("<7I", frame, 0, 8, 8, 0, 0, 0, 0, 0)
    struct.pack_into("<HHHHI2f", frame, 28, 144 + len(sounding), 0, 0, len(sounding), 0, 0.0, 40.0)
    frame[50] = 0
    struct.pack_into("<2f", frame, 64, 14.6, 0.0)
    struct.pack_into("<2f2i4f", frame, 100, 0.4, 27.3, round(math.radians(lon) * 6356752.3142),
                     round(math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) * 6356752.3142), 0.4, 3.02,
                     6.5, 3.05)
    struct.pack_into("<H", frame, 132, 0x02BE)
    struct.pack_into("<I", frame, 140, 1000)
    return header + bytes(frame) + sounding


_SL2 = _lowrance_sl2()
_SL2_NAME = "Sonar0003.sl2"

# the river's gauge on the morning of the weigh-in, as USGS Water Services answers it (GET waterservices.usgs.gov/
# nwis/iv/?format=json&sites=01646500&parameterCd=00065; the director checks it before calling the launch): one line
# of JSON, WaterML's JAXB element (name, declaredType, scope, value: queryInfo with the query's URL, criteria and
# notes, then timeSeries: sourceInfo, variable, values), the stray ' ,' before "nil" as the service writes it; the
# layout of a 2025 answer a public project keeps verbatim, gage height's variable (00065, 45807202, 'Gage height, ft')
# as other kept answers show it; the site's coordinates and codes are as recalled, not checked
_USGS = (
    '{"name":"ns1:timeSeriesResponseType","declaredType":"org.cuahsi.waterml.TimeSeriesResponseType","scope":"javax.'
    'xml.bind.JAXBElement$GlobalScope","value":{"queryInfo":{"queryURL":"http://waterservices.usgs.gov/nwis/iv/format'
    '=json&sites=01646500&parameterCd=00065","criteria":{"locationParam":"[ALL:01646500]","variableParam":"[00065]","p'
    'arameter":[]},"note":[{"value":"[ALL:01646500]","title":"filter:sites"},{"value":"[mode=LATEST, modifiedSince=nu'
    'll]","title":"filter:timeRange"},{"value":"methodIds=[ALL]","title":"filter:methodId"},{"value":"2025-06-14T09:5'
    '2:31.118Z","title":"requestDT"},{"value":"3f0c2b10-4903-11f0-9a41-2cea7f5e5ede","title":"requestId"},{"value":"P'
    'rovisional data are subject to revision. Go to http://waterdata.usgs.gov/nwis/help/?provisional for more inform'
    'ation.","title":"disclaimer"},{"value":"sdas01","title":"server"}]},"timeSeries":[{"sourceInfo":{"siteName":"PO'
    'TOMAC RIVER NEAR WASH, DC LITTLE FALLS PUMP STA","siteCode":[{"value":"01646500","network":"NWIS","agencyCode":'
    '"USGS"}],"timeZoneInfo":{"defaultTimeZone":{"zoneOffset":"-05:00","zoneAbbreviation":"EST"},"daylightSavingsTime'
    'Zone":{"zoneOffset":"-04:00","zoneAbbreviation":"EDT"},"siteUsesDaylightSavingsTime":true},"geoLocation":{"geogL'
    'ocation":{"srs":"EPSG:4326","latitude":38.94977778,"longitude":-77.12763889},"localSiteXY":[]},"note":[],"siteTy'
    'pe":[],"siteProperty":[{"value":"ST","name":"siteTypeCd"},{"value":"02070008","name":"hucCd"},{"value":"24","nam'
    'e":"stateCd"},{"value":"24031","name":"countyCd"}]},"variable":{"variableCode":[{"value":"00065","network":"NWIS'
    '","vocabulary":"NWIS:UnitValues","variableID":45807202,"default":true}],"variableName":"Gage height, ft","variab'
    'leDescription":"Gage height, feet","valueType":"Derived Value","unit":{"unitCode":"ft"},"options":{"option":[{"n'
    'ame":"Statistic","optionCode":"00000"}]},"note":[],"noDataValue":-999999.0,"variableProperty":[],"oid":"45807202'
    '"},"values":[{"value":[{"value":"4.18","qualifiers":["P"],"dateTime":"2025-06-14T05:45:00.000-04:00"}],"qualifie'
    'r":[{"qualifierCode":"P","qualifierDescription":"Provisional data subject to revision.","qualifierID":0,"network'
    '":"NWIS","vocabulary":"uv_rmk_cd"}],"qualityControlLevel":[],"method":[{"methodDescription":"","methodID":69927}'
    '],"source":[],"offset":[],"sample":[],"censorCode":[]}],"name":"USGS:01646500:00065:00000"}]} ,"nil":false,"glo'
    'balScope":true,"typeSubstituted":false}')
_USGS_NAME = "01646500_gage.json"

# the AOY points table as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes (50 4B 03
# 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names
# [Content_Types].xml, the first part of an OOXML package, deflated (the sources the sixty-seventh bar's results
# workbook cites); the empty extra field could not be checked; the rest of the package left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _aoy_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _aoy_xlsx()
_XLSX_NAME = "ptt_2025_aoy_points.xlsx"

# the day's results, kept in Excel at the weigh-in table and saved as 'CSV UTF-8 (Comma delimited)': the byte order
# mark Excel writes first, then place, boat, team, fish weighed, dead fish, the scale's weight, the penalty (a quarter
# pound a dead fish, a pound a minute late), the big bass and the total, rows ended by CRLF
_RESULTS_CSV = ("\ufeffPlace,Boat,Team,Fish,Dead,Weight,Penalty,Big Bass,Total\r\n"
                "1,14,Harlan / Ruiz,5,0,17.42,0.00,5.08,17.42\r\n"
                "2,31,Okafor / Lindqvist,5,1,16.97,0.25,4.61,16.72\r\n"
                "3,8,Tran / Beaumont,5,0,15.80,0.00,3.94,15.80\r\n"
                "4,22,Delgado / Price,4,0,14.11,1.00,6.23,13.11\r\n")
_RESULTS_CSV_NAME = "ptt_2025-06-14_day1_results.csv"
# the weigh-in sheet as the director types it from the scale: boat, team, fish, weight, big bass and dead fish: six
# fields a line
_WEIGH_IN = ("14 Harlan/Ruiz 5 17.42 5.08 0\n31 Okafor/Lindqvist 5 16.97 4.61 1\n8 Tran/Beaumont 5 15.80 3.94 0\n"
             "22 Delgado/Price 4 14.11 6.23 0\n5 Walsh/Moreno 5 13.62 3.40 0\n17 Kline/Osei 3 9.87 4.02 2\n")
# the AOY points as the club's secretary types them: angler, event, place and points: four fields a line
_AOY = ("Harlan 2025-06-14 1 300\nRuiz 2025-06-14 1 300\nOkafor 2025-06-14 2 299\nTran 2025-05-17 1 300\n"
        "Delgado 2025-05-17 3 298\nWalsh 2025-05-17 6 295\n")
# the co-anglers' catch-photo-release lengths as typed from the judged photos: angler, fish, inches (to the quarter)
# and the photo's time: four fields a line
_CPR = ("ruiz 1 18.25 07:42\nruiz 2 16.50 09:15\nlindqvist 1 19.75 08:03\nbeaumont 1 15.25 10:41\n"
        "price 1 21.00 12:18\nprice 2 14.75 13:02\n")


def sixtyeighth_bar_angling_cases() -> list[Case]:
    G = SIXTYEIGHTH_ANGLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="weigh_in_results", judgements="final_standings", runs=_RECS3,
        stem="tournament_standings", outputs=_OUT, item="team", rounded="cpr_app",
        weights="{'weigh_in_scale': 2.0, 'cpr_app': 1.0, 'big_bass': 0.5, 'aoy_points': 1.5}",
        lone_query="R['cpr_app']['day:2025-06-14/potomac/kayak-division'] = "
                   "{'team:2025/ptt-031': 0.9, 'team:2025/ptt-040': 0.4}\n",
        trust="weigh_in_scale 2\ncpr_app 1\nbig_bass 1\n",
        trust_dict="{'weigh_in_scale': 2, 'cpr_app': 1, 'big_bass': 1}",
        texts={
            "rrf": ("u68b_rrf_weigh_in_results",
                    "rankagg.fuse({source: {day, event or season: {team: score}}}, method='rrf'): weigh-in scale, "
                    "CPR app, big bass and AOY points, six rankings ('day:2025-06-14/potomac/day1'), teams as "
                    "'team:2025/ptt-014'"),
            "borda": ("u68b_borda_team_zeroed",
                      "rankagg.fuse(..., method='borda'): a team that zeroed or checked in late has no score from "
                      "some sources"),
            "combsum": ("u68b_combsum_rounded_cpr_lengths",
                        "rankagg.fuse(..., method='combsum'): the CPR app's lengths judged to the quarter inch, "
                        "scored at one decimal (many ties), beside the scale and the big bass"),
            "fuser": ("u68b_weighted_fuser_weigh_in_scale",
                      "rankagg.Fuser('rrf', weights=...) per day and event: the weigh-in scale counts 2, as the bag "
                      "on the scale decides the day"),
            "frame": ("u68b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the director's sheet, a row "
                      "per day, team and source"),
            "evaluate": ("u68b_evaluate_final_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the teams in the cheques first"),
            "lone": ("u68b_cpr_only_kayak_division",
                     "rankagg.fuse(..., method='rrf'): the kayak division, which only the CPR app ranks, beside days "
                     "every source covers"),
            "cli_rrf": ("u68b_cli_rrf_runs",
                        "rankagg fuse weigh_in_scale.run cpr_app.run big_bass.run --method rrf -o "
                        "tournament_standings.run: one run per source, days and events as queries"),
            "cli_borda": ("u68b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the weigh-in scale "
                          "counts double)"),
            "cli_combsum": ("u68b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams the director calls to the "
                            "stage for the cheques"),
            "cli_evaluate": ("u68b_cli_evaluate_final_standings_qrels",
                             "rankagg evaluate tournament_standings.run --qrels final_standings.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the final standings (0-2)"),
            "cli_parquet": ("u68b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o tournament_standings.parquet: gzipped runs from "
                            "the scoring scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u68b_garmin_gpx_as_run", "the spots as a Garmin handheld writes them (GPX 1.1 on one line, creator "
         "'GPSMAP 62st', metadata, wpt with time, name and sym)", _GPX_NAME, _GPX, "GPX", f"{_GPX_NAME}:1"),
        ("u68b_humminbird_hwr_as_run", "the spots as a Humminbird unit exports its waypoints (.hwr: 36-byte "
         "big-endian records opened by 02 02 00 24)", _HWR_NAME, _HWR, "Humminbird", _HWR_NAME),
        ("u68b_lowrance_sl2_as_run", "a Lowrance sonar log (.sl2: the header 02 00 00 00 80 0C 00 00, then a frame of "
         "a 144-byte header and its sounding)", _SL2_NAME, _SL2, "Lowrance", _SL2_NAME),
        ("u68b_usgs_gauge_json_as_run", "the river's gauge as USGS Water Services answers it (name ns1:"
         "timeSeriesResponseType, declaredType, scope, value: queryInfo, timeSeries)", _USGS_NAME, _USGS, "USGS",
         f"{_USGS_NAME}:1"),
        ("u68b_aoy_xlsx_as_run", "the AOY points table as Excel saves it (a ZIP: PK 03 04 14 00 06 00 08 00, "
         "[Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u68b_results_csv_as_run", "the day's results saved from Excel as CSV UTF-8 (Place, Boat, Team, Fish, Dead, "
         "Weight, Penalty, Big Bass, Total)", _RESULTS_CSV_NAME, _RESULTS_CSV, "weigh-in results",
         f"{_RESULTS_CSV_NAME}:1"),
        ("u68b_weigh_in_sheet_as_run", "the weigh-in sheet as typed (six fields a line: boat, team, fish, weight, big "
         "bass, dead fish)", "weigh_in_sheet_day1.txt", _WEIGH_IN, "weigh-in sheet", "weigh_in_sheet_day1.txt:1"),
        ("u68b_aoy_points_as_run", "the AOY points as typed (four fields a line: angler, event, place, points)",
         "aoy_points_2025.txt", _AOY, "AOY points", "aoy_points_2025.txt:1"),
        ("u68b_cpr_lengths_as_run", "the co-anglers' CPR lengths as typed (four fields a line: angler, fish, inches, "
         "time)", "cpr_lengths_day1.txt", _CPR, "CPR lengths", "cpr_lengths_day1.txt:1")],
        one_run=("weigh_in_scale.run", _ONE_RUN), stem="tournament_standings",
        text_why="trec_eval refuses a line of other than six fields, and a weigh-in sheet's six are a boat, a team, "
                 "a count, a weight, a big bass and dead fish, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; waypoints, a sonar log or a workbook read as lines give no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u68b_aoy_points_as_qrels", "aoy_points_2025.txt", _AOY, "AOY points"),
        ("u68b_cpr_lengths_as_qrels", "cpr_lengths_day1.txt", _CPR, "CPR lengths"),
        ("u68b_weigh_in_sheet_as_qrels", "weigh_in_sheet_day1.txt", _WEIGH_IN, "weigh-in sheet"),
        ("u68b_garmin_gpx_as_qrels", _GPX_NAME, _GPX, "GPX")],
        one_run=("weigh_in_scale.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u68b_out_lowrance_usr", "tournament_standings.usr", "a Lowrance user data file (waypoints, routes, trails)"),
        ("u68b_out_humminbird_hwr", "tournament_standings.hwr", "a Humminbird waypoints and routes file"),
        ("u68b_out_gpx", "tournament_standings.gpx", "a GPX file for the plotters"),
        ("u68b_out_gpsbabel_geojson_json", "tournament_waypoints.json", "GPSBabel's GeoJSON ('-o geojson', whose "
         "files it names .json)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=68"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u68b_api_usgs_gauge_dict",
            "rankagg.fuse(json.load(01646500_gage.json)): the river's gauge as USGS Water Services answers it, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.json')), method='rrf')\n",
            "USGS", why="a run maps a query to {document: score}; a USGS answer is a WaterML time-series response: "
            "the query's info, then each series' site, variable and values",
            files={"g.json": _USGS}),
        bad("u68b_api_results_frame",
            "rankagg.fuse(pd.read_csv(ptt_2025-06-14_day1_results.csv)): the day's results saved from Excel "
            "(Place, Boat, Team, Fish, Dead, Weight, Penalty, Big Bass, Total) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "weigh-in results", why="a table of runs has qid, docid, run and score columns; a results sheet has a "
            "team per row, its fish, weights, penalty and total per column",
            files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
