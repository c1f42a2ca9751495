"""Issue 45's ninety-second bar of scripts/reliability_matrix.py, a city's 311 service-request team and its council's
public-works committee, ranking service requests and neighbourhoods per category, district, week and budget round
from request counts, residents' upvotes, crews' severity ratings and the committee's votes (its cases, ids ``u92a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each category, district, week or budget round (``category:2026/potholes``, the year, then the
category; ``district:2026/ward-4``; ``week:2026-W07/streetlights``; ``budget:2026/round-2/paving``) is a query and each
service request a document (``sr:2026/potholes/0031842``, the year, the category it was filed under, then the 311
system's request number); the runs are the request counts, the residents' upvotes, the crews' severity ratings and the
committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the
crews' severity weighted highest (the public-works director's rule: safety first), and judged against the committee's
funding decisions (2 funded this round, 1 deferred to the next, 0 otherwise).  The mistakes and odd files: the field's
own files given where runs or qrels are read (an Open311 GeoReport v2 requests answer as JSON and as XML, SeeClickFix's
issues answer (JSON), the open data portal's 311 Service Requests export (CSV), a KML of the ward's open requests, a
point shapefile's main file (.shp, binary), a crew's field photo (JPEG with EXIF, binary), the crews' severity sheet,
a committee member's ballot and the committee clerk's vote tally as typed), and outputs named for the field's files (a
GeoJSON, a KML, a shapefile's .shp and its ArcGIS metadata .shp.xml).
(Checked: Open311 GeoReport v2's request keys (service_request_id, status, status_notes, service_name, service_code,
description, agency_responsible, service_notice, requested_datetime, updated_datetime, expected_datetime, address,
address_id, zipcode, lat, long, media_url) from mySociety's FixMyStreet Open311 spec page, the FIWARE Open311 data
model and Chicago's answer as saved by michaelkunc/broken_windows_chicago (charts/bubble.js), ISO 8601 times with an
offset; the XML form (prolog with encoding, a service_requests root, a request element per request) from the same
spec and Klarschiff-CitySDK's README; SeeClickFix's v2 issues answer (id, status 'Open', summary, description, rating
as a string, lat, lng, address, created_at, updated_at, acknowledged_at, closed_at, reporter, shortened_url, url,
comments_url, html_url, media; pagination metadata with page, per_page, pages, next_page, next_page_url,
previous_page, previous_page_url) from SeeClickFix/dev.seeclickfix.com (lib/resources.rb, v2/issues); the exact
wrapping of metadata ('pagination' inside it) follows resources.rb's PAGINATION_METADATA and may differ by API
version; NYC Open Data's 311 Service Requests CSV export, its 41 column names in order (Unique Key ... Latitude,
Longitude, Location), the 'MM/DD/YYYY hh:mm:ss AM' times and the quoted '(lat, lon)' Location, from a blog post
showing the raw export and from test fixtures of CSV readers (tuplex) quoting its header; the shapefile main file's
100-byte header (file code 9994 big-endian, five unused ints, the length in 16-bit words big-endian, version 1000 and
the shape type little-endian, then the bounding box as little-endian doubles) and its point records (number and
content length big-endian, shape type 1, X and Y) from ESRI's whitepaper as quoted by readers (pentaho-kettle's
ShapeFileHeader, Apache Sedona's ShapeFileConst); the JPEG's SOI, APP1 'Exif\\0\\0', the TIFF header 'II*\\0' with
IFD0 at offset 8 and 12-byte IFD entries (Make 0x010F, Model 0x0110, Orientation 0x0112, DateTime 0x0132, GPSInfo
0x8825, then the GPS IFD with GPSVersionID, GPSLatitudeRef, GPSLatitude as three RATIONALs, GPSLongitudeRef,
GPSLongitude) from Exif 2.2 as quoted by readers' notes and code; the ArcGIS .shp.xml metadata file beside a
shapefile from ArcGIS Runtime's ShapefileInfo docs and a Fiona issue (#566).  KML 2.2's root (namespace
http://www.opengis.net/kml/2.2, Document, Placemark, Point, 'lon,lat,alt' coordinates) and GeoJSON are common
knowledge, not re-checked; Google Earth's tab indentation is from memory.  Left out, as they could not be checked
here: Socrata SODA's JSON answer as served (field names follow the CSV's in snake case, but its types and quoting
were not seen), SeeClickFix's CSV export, Accela's and Salesforce 311's exports, Esri's Crowdsource Reporter exports,
and the severity sheet's, ballot's and tally's layouts, which are typed here as the crews and the clerk write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSECOND_CITYSERVICES = ("45 Unseen inputs: a ninety-second bar, a city's 311 service-request team and its "
                             "council's public-works committee ranking service requests and neighbourhoods per "
                             "category, district, week and budget round from request counts, residents' upvotes, "
                             "crews' severity ratings and the committee's votes (Open311 GeoReport v2 answers as JSON "
                             "and XML, SeeClickFix's issues JSON, the open data portal's 311 Service Requests CSV, "
                             "KML, a shapefile, field photos as JPEG with EXIF, severity sheets, committee ballots "
                             "and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['request_counts', 'resident_upvotes', 'crew_severity', 'committee_votes'],
    items=['sr:2026/potholes/0031842', 'sr:2026/potholes/0029117', 'sr:2026/streetlights/0030456',
           'sr:2026/streetlights/0027703', 'sr:2026/graffiti/0032210', 'sr:2026/sidewalks/0025981',
           'sr:2026/sidewalks/0031309', 'sr:2026/storm-drains/0028864'],
    queries=['category:2026/potholes', 'district:2026/ward-4', 'week:2026-W07/streetlights',
             'budget:2026/round-2/paving', 'district:2026/ward-9', 'category:2026/storm-drains'],
    suffix='/reopened', generator='service_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "service_scores", "service_priorities.run")

_RECS3 = ["request_counts", "resident_upvotes", "crew_severity"]
_OUT = ("service_priorities.run",)
_ONE_RUN = ("category:2026/potholes Q0 sr:2026/potholes/0031842 1 0.9214 crew_severity\n"
            "category:2026/potholes Q0 sr:2026/potholes/0029117 2 0.8763 crew_severity\n")


# the team's files, as the Open311 endpoint, SeeClickFix, the open data portal, Google Earth, the GIS desk, the crews'
# phones, the crews' supervisors and the committee clerk write them
# Open311 GeoReport v2 (GET requests.json): a JSON array, a request an object, the spec's keys in the spec's order;
# compact, as the endpoint serves it
_OPEN311 = json.dumps([
    {"service_request_id": "26-00031842", "status": "open", "status_notes": None, "service_name": "Pothole in Street",
     "service_code": "PHF", "description": "Deep pothole in the eastbound lane, cars swerving", "agency_responsible":
     "Department of Transportation", "service_notice": None, "requested_datetime": "2026-02-09T07:42:18-05:00",
     "updated_datetime": "2026-02-09T09:10:03-05:00", "expected_datetime": "2026-02-16T07:42:18-05:00", "address":
     "64 7TH AVE", "address_id": None, "zipcode": "11217", "lat": 40.6755294, "long": -73.9747461,
     "media_url": "https://311.example.gov/media/26-00031842.jpg"},
    {"service_request_id": "26-00030456", "status": "closed", "status_notes": "Lamp replaced",
     "service_name": "Street Light Out", "service_code": "SLO", "description": "Light out mid-block",
     "agency_responsible": "Department of Transportation", "service_notice": None,
     "requested_datetime": "2026-02-03T21:05:44-05:00", "updated_datetime": "2026-02-06T11:32:09-05:00",
     "expected_datetime": None, "address": "241 TAAFFE PL", "address_id": None, "zipcode": "11205",
     "lat": 40.69113738107441, "long": -73.95955540938948, "media_url": None}], separators=(",", ":"))
_OPEN311_NAME = "requests.json"

# the same endpoint asked for XML (GET requests.xml): the prolog with its encoding, the service_requests root on line 2
_OPEN311_XML = ('<?xml version="1.0" encoding="utf-8"?>\n'
                "<service_requests>\n"
                "  <request>\n"
                "    <service_request_id>26-00031842</service_request_id>\n"
                "    <status>open</status>\n"
                "    <status_notes/>\n"
                "    <service_name>Pothole in Street</service_name>\n"
                "    <service_code>PHF</service_code>\n"
                "    <description>Deep pothole in the eastbound lane, cars swerving</description>\n"
                "    <agency_responsible>Department of Transportation</agency_responsible>\n"
                "    <service_notice/>\n"
                "    <requested_datetime>2026-02-09T07:42:18-05:00</requested_datetime>\n"
                "    <updated_datetime>2026-02-09T09:10:03-05:00</updated_datetime>\n"
                "    <expected_datetime>2026-02-16T07:42:18-05:00</expected_datetime>\n"
                "    <address>64 7TH AVE</address>\n"
                "    <address_id/>\n"
                "    <zipcode>11217</zipcode>\n"
                "    <lat>40.6755294</lat>\n"
                "    <long>-73.9747461</long>\n"
                "    <media_url>https://311.example.gov/media/26-00031842.jpg</media_url>\n"
                "  </request>\n"
                "</service_requests>\n")
_OPEN311_XML_NAME = "requests.xml"

# SeeClickFix's issues answer (GET seeclickfix.com/api/v2/issues?place_url=...&per_page=2): the issues, then the
# pagination metadata; compact as served
_SEECLICKFIX = json.dumps({
    "issues": [
        {"id": 15520447, "status": "Open", "summary": "Pothole", "description": "Two deep holes by the bus stop",
         "rating": "7", "lat": 40.6755294, "lng": -73.9747461, "address": "64 7th Ave Brooklyn, NY 11217",
         "created_at": "2026-02-09T07:40:02-05:00", "updated_at": "2026-02-09T09:12:40-05:00",
         "acknowledged_at": "2026-02-09T09:12:40-05:00", "closed_at": None,
         "reporter": {"id": 2094417, "name": "parkslopebiker", "witty_title": "Street Smart", "civic_points": 40},
         "shortened_url": "http://scf.cm/i/15520447", "url": "https://seeclickfix.com/api/v2/issues/15520447",
         "comments_url": "https://seeclickfix.com/api/v2/issues/15520447/comments",
         "html_url": "https://seeclickfix.com/issues/15520447-pothole",
         "media": {"video_url": None, "image_full": None, "image_square_100x100": None}}],
    "metadata": {"pagination": {"page": 1, "per_page": 2, "pages": 57, "next_page": 2,
                                "next_page_url": "https://seeclickfix.com/api/v2/issues?page=2&per_page=2",
                                "previous_page": None, "previous_page_url": None}}}, separators=(",", ":"))
_SEECLICKFIX_NAME = "seeclickfix_issues_ward4.json"

# the open data portal's 311 Service Requests export (Export > CSV): the 41 columns in the portal's order, then a row
# per request, times as 'MM/DD/YYYY hh:mm:ss AM', the Location quoted
_NYC311_CSV = (
    "Unique Key,Created Date,Closed Date,Agency,Agency Name,Complaint Type,Descriptor,Location Type,Incident Zip,"
    "Incident Address,Street Name,Cross Street 1,Cross Street 2,Intersection Street 1,Intersection Street 2,Address "
    "Type,City,Landmark,Facility Type,Status,Due Date,Resolution Description,Resolution Action Updated Date,Community "
    "Board,BBL,Borough,X Coordinate (State Plane),Y Coordinate (State Plane),Open Data Channel Type,Park Facility "
    "Name,Park Borough,Vehicle Type,Taxi Company Borough,Taxi Pick Up Location,Bridge Highway Name,Bridge Highway "
    "Direction,Road Ramp,Bridge Highway Segment,Latitude,Longitude,Location\n"
    "61834207,02/09/2026 07:42:18 AM,,DOT,Department of Transportation,Street Condition,Pothole,,11217,64 7 AVENUE,"
    "7 AVENUE,LINCOLN PLACE,BERKELEY PLACE,,,ADDRESS,BROOKLYN,,N/A,In Progress,,The Department of Transportation "
    "inspected the condition and scheduled a repair.,02/09/2026 09:10:03 AM,06 BROOKLYN,3009517501,BROOKLYN,991255,"
    "185391,MOBILE,Unspecified,BROOKLYN,,,,,,,,40.6755294,-73.9747461,\"(40.6755294, -73.9747461)\"\n"
    "61790115,02/03/2026 09:05:44 PM,02/06/2026 11:32:09 AM,DOT,Department of Transportation,Street Light "
    "Condition,Street Light Out,,11205,241 TAAFFE PLACE,TAAFFE PLACE,WILLOUGHBY AVENUE,DEKALB AVENUE,,,ADDRESS,"
    "BROOKLYN,,N/A,Closed,,The Department of Transportation repaired the problem.,02/06/2026 11:32:09 AM,03 BROOKLYN,"
    "3019250001,BROOKLYN,995466,191079,ONLINE,Unspecified,BROOKLYN,,,,,,,,40.69113738107441,-73.95955540938948,"
    "\"(40.69113738107441, -73.95955540938948)\"\n")
_NYC311_NAME = "311_Service_Requests_from_2010_to_Present_20260210.csv"

# a KML of ward 4's open requests as Google Earth saves it: the prolog, the kml root on line 2, a Placemark a request
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<kml xmlns="http://www.opengis.net/kml/2.2">\n'
        "<Document>\n"
        "\t<name>Ward 4 open requests, week 7</name>\n"
        "\t<Placemark>\n"
        "\t\t<name>26-00031842 Pothole in Street</name>\n"
        "\t\t<description>64 7 AVENUE; 14 upvotes; crew severity 4</description>\n"
        "\t\t<Point>\n"
        "\t\t\t<coordinates>-73.9747461,40.6755294,0</coordinates>\n"
        "\t\t</Point>\n"
        "\t</Placemark>\n"
        "\t<Placemark>\n"
        "\t\t<name>26-00030456 Street Light Out</name>\n"
        "\t\t<description>241 TAAFFE PLACE; 3 upvotes; crew severity 2</description>\n"
        "\t\t<Point>\n"
        "\t\t\t<coordinates>-73.95955540938948,40.69113738107441,0</coordinates>\n"
        "\t\t</Point>\n"
        "\t</Placemark>\n"
        "</Document>\n"
        "</kml>\n")
_KML_NAME = "ward4_open_requests_W07.kml"


# a point shapefile's main file as the GIS desk exports the week's requests: the 100-byte header (file code 9994 and
# the length in 16-bit words big-endian, version 1000 and shape type 1 (Point) little-endian, the bounding box as
# little-endian doubles, Z and M ranges zero), then a record a request (number and content length big-endian, then
# shape type, X, Y little-endian); the .shx, .dbf and .prj beside it left out
def _requests_shp() -> bytes:
    points = [(-73.9747461, 40.6755294), (-73.95955540938948, 40.69113738107441)]
    records = b"".join(struct.pack(">ii", i, 10) + struct.pack("<idd", 1, x, y) for i, (x, y) in enumerate(points, 1))
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    header = (struct.pack(">7i", 9994, 0, 0, 0, 0, 0, (100 + len(records)) // 2)
              + struct.pack("<2i", 1000, 1) + struct.pack("<8d", min(xs), min(ys), max(xs), max(ys), 0, 0, 0, 0))
    return header + records


_SHP = _requests_shp()
_SHP_NAME = "requests_2026_W07.shp"


# a crew's field photo as the phone writes it: SOI, the APP1 segment ('Exif\0\0', a little-endian TIFF header, IFD0
# with Make, Model, Orientation, DateTime and the GPS IFD's offset, then the GPS IFD with the version, the latitude and
# longitude as three RATIONALs each and their refs); the image's own segments left out
def _field_photo() -> bytes:
    make, model, when = b"Apple\x00", b"iPhone 13\x00", b"2026:02:09 10:21:37\x00"
    ifd0_at, n0 = 8, 5
    data_at = ifd0_at + 2 + 12 * n0 + 4
    make_at, model_at, when_at = data_at, data_at + len(make), data_at + len(make) + len(model)
    gps_at = when_at + len(when)
    n1 = 5
    lat_at = gps_at + 2 + 12 * n1 + 4
    lon_at = lat_at + 24

    def entry(tag: int, typ: int, count: int, value: bytes) -> bytes:
        return struct.pack("<HHI", tag, typ, count) + value.ljust(4, b"\x00")

    ifd0 = (struct.pack("<H", n0) + entry(0x010F, 2, len(make), struct.pack("<I", make_at))
            + entry(0x0110, 2, len(model), struct.pack("<I", model_at)) + entry(0x0112, 3, 1, struct.pack("<H", 1))
            + entry(0x0132, 2, len(when), struct.pack("<I", when_at))
            + entry(0x8825, 4, 1, struct.pack("<I", gps_at)) + struct.pack("<I", 0))
    gps = (struct.pack("<H", n1) + entry(0x0000, 1, 4, bytes([2, 2, 0, 0])) + entry(0x0001, 2, 2, b"N\x00")
           + entry(0x0002, 5, 3, struct.pack("<I", lat_at)) + entry(0x0003, 2, 2, b"W\x00")
           + entry(0x0004, 5, 3, struct.pack("<I", lon_at)) + struct.pack("<I", 0))
    rationals = struct.pack("<6I", 40, 1, 40, 1, 3192, 100) + struct.pack("<6I", 73, 1, 58, 1, 2909, 100)
    tiff = b"II*\x00" + struct.pack("<I", ifd0_at) + ifd0 + make + model + when + gps + rationals
    app1 = b"Exif\x00\x00" + tiff
    return b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1


_JPEG = _field_photo()
_JPEG_NAME = "IMG_4821.JPG"

# the crews' severity sheet as the supervisor types it from the inspection forms: request number, crew, hazard,
# extent, traffic exposure, overall severity: six fields a line
_SEVERITY_SHEET = ("0031842 c4 4 3 5 4.0\n0029117 c4 3 4 4 3.5\n0030456 c2 2 1 3 2.0\n0032210 c7 1 2 2 1.5\n"
                   "0028864 c2 4 4 3 3.5\n")
# a committee member's ballot as typed for the budget round: member, place, request number, short name: four fields
_COMMITTEE_BALLOT = ("okafor 1 0031842 7th-ave-potholes\nokafor 2 0028864 dekalb-storm-drain\n"
                     "okafor 3 0025981 fulton-sidewalk\nokafor 4 0030456 taaffe-streetlight\n")
# the clerk's vote tally per budget line: round and line code, request number, ayes, noes, abstentions, share of the
# vote: six fields a line
_VOTE_TALLY = ("BR2-PAV 0031842 7 1 1 0.78\nBR2-PAV 0029117 5 3 1 0.56\nBR2-DRN 0028864 8 0 1 0.89\n"
               "BR2-SWK 0025981 4 4 1 0.44\n")


def ninetysecond_bar_cityservices_cases() -> list[Case]:
    G = NINETYSECOND_CITYSERVICES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="service_scores", judgements="committee_decisions", runs=_RECS3,
        stem="service_priorities", outputs=_OUT, item="request", rounded="resident_upvotes",
        weights="{'request_counts': 1.0, 'resident_upvotes': 0.5, 'crew_severity': 2.0, 'committee_votes': 1.5}",
        lone_query="R['crew_severity']['district:2026/ward-9/storm-cleanup'] = "
                   "{'sr:2026/storm-drains/0028864': 0.9, 'sr:2026/sidewalks/0031309': 0.4}\n",
        trust="request_counts 1\nresident_upvotes 1\ncrew_severity 2\n",
        trust_dict="{'request_counts': 1, 'resident_upvotes': 1, 'crew_severity': 2}",
        texts={
            "rrf": ("u92a_rrf_service_scores",
                    "rankagg.fuse({source: {category, district, week or round: {request: score}}}, method='rrf'): "
                    "request counts, residents' upvotes, crews' severity and the committee's votes, six rankings "
                    "('category:2026/potholes'), requests as 'sr:2026/potholes/0031842'"),
            "borda": ("u92a_borda_request_not_inspected",
                      "rankagg.fuse(..., method='borda'): a request filed late in the week no crew has inspected and "
                      "no resident upvoted yet, so some sources have no score for it"),
            "combsum": ("u92a_combsum_rounded_resident_upvotes",
                        "rankagg.fuse(..., method='combsum'): the residents' upvotes bucketed at one decimal (many "
                        "ties), beside the request counts and the crews' severity"),
            "fuser": ("u92a_weighted_fuser_crew_severity",
                      "rankagg.Fuser('rrf', weights=...) per district and budget round: the crews' severity counts "
                      "2, as the public-works director puts safety first"),
            "frame": ("u92a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the 311 team's sheet, a row "
                      "per category, request and source"),
            "evaluate": ("u92a_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the funded requests first"),
            "lone": ("u92a_storm_cleanup_only_crew_severity",
                     "rankagg.fuse(..., method='rrf'): ward 9's storm clean-up, which only the crews rated, beside "
                     "categories every source covers"),
            "cli_rrf": ("u92a_cli_rrf_runs",
                        "rankagg fuse request_counts.run resident_upvotes.run crew_severity.run --method rrf -o "
                        "service_priorities.run: one run per source, categories and districts as queries"),
            "cli_borda": ("u92a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the crews' severity "
                          "counts double)"),
            "cli_combsum": ("u92a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four requests a district's crew can "
                            "take on in a week"),
            "cli_evaluate": ("u92a_cli_evaluate_committee_decisions_qrels",
                             "rankagg evaluate service_priorities.run --qrels committee_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's funding decisions (0-2)"),
            "cli_parquet": ("u92a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o service_priorities.parquet: gzipped runs from the "
                            "311 team's nightly job, a Parquet table for the committee's analyst")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u92a_open311_requests_json_as_run", "an Open311 GeoReport v2 requests answer (JSON: service_request_id, "
         "status, service_name, service_code, ... lat, long, media_url)", _OPEN311_NAME, _OPEN311, "Open311",
         f"{_OPEN311_NAME}:1"),
        ("u92a_open311_requests_xml_as_run", "an Open311 GeoReport v2 requests answer (XML: service_requests, "
         "request, service_request_id, ...)", _OPEN311_XML_NAME, _OPEN311_XML, "Open311",
         named_at(_OPEN311_XML_NAME, _OPEN311_XML)),
        ("u92a_seeclickfix_issues_json_as_run", "SeeClickFix's v2 issues answer (issues: id, status, summary, rating, "
         "lat, lng, ... html_url; metadata: pagination)", _SEECLICKFIX_NAME, _SEECLICKFIX, "SeeClickFix",
         f"{_SEECLICKFIX_NAME}:1"),
        ("u92a_311_service_requests_csv_as_run", "the open data portal's 311 Service Requests export (Unique Key, "
         "Created Date, Closed Date, Agency, ... Latitude, Longitude, Location)", _NYC311_NAME, _NYC311_CSV,
         "311 Service Requests", named_at(_NYC311_NAME, _NYC311_CSV)),
        ("u92a_kml_as_run", "a KML of a ward's open requests (kml, Document, Placemark, Point, coordinates)",
         _KML_NAME, _KML, "KML", named_at(_KML_NAME, _KML)),
        ("u92a_shapefile_shp_as_run", "a point shapefile's main file (.shp: file code 9994, version 1000, shape type "
         "1, point records)", _SHP_NAME, _SHP, "shapefile", _SHP_NAME),
        ("u92a_field_photo_jpeg_as_run", "a crew's field photo (JPEG: FF D8, APP1 Exif with Make, Model, DateTime and "
         "GPS)", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u92a_severity_sheet_as_run", "the crews' severity sheet as typed (six fields a line: request number, crew, "
         "hazard, extent, traffic exposure, overall)", "severity_W07.txt", _SEVERITY_SHEET, "severity sheet",
         "severity_W07.txt:1"),
        ("u92a_committee_ballot_as_run", "a committee member's ballot as typed for the budget round (four fields a "
         "line: member, place, request number, short name)", "ballot_okafor_round2.txt", _COMMITTEE_BALLOT, "ballot",
         "ballot_okafor_round2.txt:1"),
        ("u92a_vote_tally_as_run", "the clerk's vote tally as typed (six fields a line: budget line, request number, "
         "ayes, noes, abstentions, share)", "vote_tally_round2.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_round2.txt:1")],
        one_run=("crew_severity.run", _ONE_RUN), stem="service_priorities",
        text_why="trec_eval refuses a line of other than six fields, and a severity sheet's six are a request number, "
                 "a crew, three marks and the overall, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a shapefile or a JPEG read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u92a_committee_ballot_as_qrels", "ballot_okafor_round2.txt", _COMMITTEE_BALLOT, "ballot"),
        ("u92a_vote_tally_as_qrels", "vote_tally_round2.txt", _VOTE_TALLY, "vote tally"),
        ("u92a_severity_sheet_as_qrels", "severity_W07.txt", _SEVERITY_SHEET, "severity sheet"),
        ("u92a_311_service_requests_csv_as_qrels", _NYC311_NAME, _NYC311_CSV, "311 Service Requests")],
        one_run=("crew_severity.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u92a_out_geojson", "ward_priorities_round2.geojson", "a GeoJSON file"),
        ("u92a_out_kml", "ranked_requests_W07.kml", "a KML file"),
        ("u92a_out_shp", "paving_priorities.shp", "a shapefile's main file"),
        ("u92a_out_shp_xml", "paving_priorities.shp.xml", "a shapefile's ArcGIS metadata (.shp.xml)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=92"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u92a_api_open311_requests_list",
            "rankagg.fuse(json.load(requests.json)): an Open311 GeoReport v2 requests answer, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Open311", why="a run maps a query to {document: score}; an Open311 requests answer is a list of service "
            "requests (their ids, status, service, times, address and coordinates)",
            files={"r.json": _OPEN311}),
        bad("u92a_api_311_service_requests_frame",
            "rankagg.fuse(pd.read_csv(311_Service_Requests_....csv)): the open data portal's 311 Service Requests "
            "export (Unique Key, Created Date, ... Location) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "311 Service Requests", why="a table of runs has qid, docid, run and score columns; a 311 Service Requests "
            "export has a request a row (its key, dates, agency, complaint type, address and coordinates)",
            files={"r.csv": _NYC311_CSV}),
    ]
    return cases
