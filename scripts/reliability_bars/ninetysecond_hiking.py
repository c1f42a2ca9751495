"""Issue 45's ninety-second bar of scripts/reliability_matrix.py, a hiking club's trail committee and its guidebook
editors, ranking trails and routes per region, season, difficulty and members' poll from members' ratings, GPS tracks'
statistics, trail reports and the committee's votes (its cases, ids ``u92b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: a region's season, a difficulty grade, a members' poll or a route's ratings is a query
(``region:allgaeu/2024/summer`` a region's summer; ``grade:sac/T3/allgaeu`` the routes of one SAC grade;
``poll:members/2024/autumn`` the members' poll; ``route:komoot/1467730198/ratings`` the ratings of one Komoot tour)
and each trail a document (``trail:osm/relation/2140861``, the id space, then the OpenStreetMap hiking relation); the
runs are the members' ratings, the GPS tracks' statistics, the committee's votes and the trail reports, turned to
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the members' ratings weighted highest
(every member walks and rates the club's tours), and judged against the committee's verdicts (2 a trail for the
guidebook's cover routes, 1 a trail kept in the guidebook, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (Komoot's tours as its API answers them, a tour as Komoot's GPX export, a
route planned as GPX 1.1, a KML drawn in Google Earth, a Garmin watch's FIT activity, OpenStreetMap's hiking
relations as the Overpass API answers them, the guidebook's map (PNG) and draft (PDF) from the same folder, and a
member's rating sheet, a committee ballot and the vote tally as typed), and outputs named for the field's files (a
GPX track, a FIT course, a KML and a saved Overpass answer).
(Left out, as they could not be checked byte for byte: AllTrails' and Wikiloc's downloads and any CSV export of a
hiking platform (no stored file or documentation shows their columns or headers); Komoot's own tour exports beyond
its GPX (none stored); KMZ (a zip of a KML: nothing a check could add here).  So the API case given as a pandas frame
is a frame of Komoot's tours answer (pandas.DataFrame of its records), not a frame read from a CSV: no hiking
platform's CSV could be checked.)  Komoot's tours answer is HAL JSON as api.komoot.de/v007/users/{id}/tours/ sends
it: _embedded.tours, each tour's keys as clients declare them (id, type, name, source, status, date, kcal_active,
kcal_resting, start_point lat/lng/alt, distance, duration, elevation_up, elevation_down, sport, changed_at, ...),
then _links and page (number, size, totalElements, totalPages); key order and compact spacing assumed.  Komoot's GPX
starts <?xml version='1.0' encoding='UTF-8'?> (single quotes), gpx version="1.1" creator="https://www.komoot.de" with
the topografix namespace and schemaLocation, metadata name and author link komoot text/html, then trk trkseg trkpt
ele time (as stored copies of its export show).  The Overpass answer (out:json, out tags) keeps the server's layout:
two-space header, "elements": [ then a blank line, each element unindented, a blank line and "  ]".  The KML is
Google Earth's: the four namespaces, Document, tab-indented.  The FIT file follows the FIT SDK's layout: the 14-byte
header (size 14, protocol 0x20, profile version, data size, ".FIT", header CRC), definition and data messages
(file_id: activity, Garmin; session: sport hiking 17, elapsed time, distance, ascent, descent), the file CRC (FIT's
CRC-16).  The PNG is a signature, IHDR, IDAT and IEND with their CRC-32s; the PDF a %PDF-1.7 header, binary comment,
catalog, pages, page, xref and trailer.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSECOND_HIKING = ("45 Unseen inputs: a ninety-second bar, a hiking club's trail committee and guidebook editors "
                       "ranking trails and routes per region, season, difficulty and members' poll from members' "
                       "ratings, GPS tracks' statistics, trail reports and the committee's votes (Komoot's API "
                       "answers and GPX, GPX routes, KML, FIT activities, Overpass answers, the guidebook's maps and "
                       "drafts, and rating sheets, ballots and tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['member_ratings', 'gps_track_stats', 'committee_votes', 'trail_reports'],
    items=['trail:osm/relation/2140861', 'trail:osm/relation/1538414', 'trail:osm/relation/3245197',
           'trail:osm/relation/87342', 'trail:osm/relation/5569128', 'trail:osm/relation/1127456',
           'trail:osm/relation/4450981', 'trail:osm/relation/309845'],
    queries=['region:allgaeu/2024/summer', 'grade:sac/T3/allgaeu', 'poll:members/2024/autumn',
             'route:komoot/1467730198/ratings', 'region:bregenzerwald/2024/autumn', 'grade:sac/T2/family'],
    suffix='/revised', generator='trail_ranking', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "trail_ranking", "trail_ranking.run")

_RECS3 = ["member_ratings", "gps_track_stats", "committee_votes"]
_OUT = ("trail_ranking.run",)
_ONE_RUN = ("region:allgaeu/2024/summer Q0 trail:osm/relation/2140861 1 0.9412 member_ratings\n"
            "region:allgaeu/2024/summer Q0 trail:osm/relation/1538414 2 0.8873 member_ratings\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as Komoot, the Overpass API, GPS devices and Google Earth write them, and as typed
# Komoot's tours (api.komoot.de/v007/users/{id}/tours/): HAL JSON, _embedded.tours, _links, page; compact
def _tour(tid: int, name: str, kind: str, dist: float, secs: int, up: float, down: float, lat: float,
          lng: float, alt: float) -> dict:
    return {"id": tid, "type": kind, "name": name, "source": "api", "status": "public",
            "date": "2024-07-13T07:42:18.000+02:00", "kcal_active": 1874, "kcal_resting": 412,
            "start_point": {"lat": lat, "lng": lng, "alt": alt}, "distance": dist, "duration": secs,
            "elevation_up": up, "elevation_down": down, "sport": "hike",
            "changed_at": "2024-07-14T18:03:51.000+02:00",
            "_links": {"self": {"href": f"https://api.komoot.de/v007/tours/{tid}"},
                       "coordinates": {"href": f"https://api.komoot.de/v007/tours/{tid}/coordinates"}}}


_KOMOOT = _compact({"_embedded": {"tours": [
    _tour(1467730198, "Nagelfluhkette Gratweg", "tour_recorded", 14872.3, 21840, 1108.4, 1112.9, 47.5524, 10.0718,
          1041.0),
    _tour(1467812209, "Hochgrat Rundtour", "tour_planned", 11205.8, 17460, 862.0, 862.0, 47.5031, 10.0589, 856.0)]},
    "_links": {"self": {"href": "https://api.komoot.de/v007/users/1284475912/tours/?page=0&limit=2"}},
    "page": {"size": 2, "totalElements": 148, "totalPages": 74, "number": 0}})
_KOMOOT_NAME = "komoot_tours.json"

# a tour as Komoot's GPX export writes it (single-quoted XML declaration, creator komoot, author link, trk)
_KOMOOT_GPX = ("<?xml version='1.0' encoding='UTF-8'?>\n"
               '<gpx version="1.1" creator="https://www.komoot.de" xmlns="http://www.topografix.com/GPX/1/1" '
               'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/'
               'GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
               "  <metadata>\n    <name>Nagelfluhkette Gratweg</name>\n    <author>\n"
               '      <link href="https://www.komoot.de">\n        <text>komoot</text>\n'
               "        <type>text/html</type>\n      </link>\n    </author>\n  </metadata>\n"
               "  <trk>\n    <name>Nagelfluhkette Gratweg</name>\n    <trkseg>\n"
               '      <trkpt lat="47.552403" lon="10.071822">\n        <ele>1041.000000</ele>\n'
               "        <time>2024-07-13T05:42:18.000Z</time>\n      </trkpt>\n"
               '      <trkpt lat="47.552611" lon="10.072304">\n        <ele>1046.500000</ele>\n'
               "        <time>2024-07-13T05:42:41.000Z</time>\n      </trkpt>\n"
               "    </trkseg>\n  </trk>\n</gpx>\n")
_KOMOOT_GPX_NAME = "Nagelfluhkette_Gratweg.gpx"

# a route planned by the guidebook's editors, GPX 1.1 with rte and rtept (the topografix schema's route)
_ROUTE_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<gpx version="1.1" creator="Trail committee" xmlns="http://www.topografix.com/GPX/1/1" '
              'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
              'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
              "  <metadata>\n    <name>Guidebook route 14: Hochgrat</name>\n"
              "    <time>2024-03-02T16:20:00Z</time>\n  </metadata>\n"
              "  <rte>\n    <name>Hochgrat Rundtour</name>\n"
              '    <rtept lat="47.503100" lon="10.058900">\n      <ele>856</ele>\n      <name>Talstation</name>\n'
              "    </rtept>\n"
              '    <rtept lat="47.494200" lon="10.074500">\n      <ele>1834</ele>\n      <name>Hochgrat</name>\n'
              "    </rtept>\n  </rte>\n</gpx>\n")
_ROUTE_GPX_NAME = "route14_hochgrat.gpx"

# a route drawn in Google Earth and saved as KML (its four namespaces, Document, tab-indented)
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2" '
        'xmlns:kml="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">\n'
        "<Document>\n\t<name>Gottesackerplateau.kml</name>\n\t<Placemark>\n\t\t<name>Gottesackerplateau</name>\n"
        "\t\t<LineString>\n\t\t\t<tessellate>1</tessellate>\n\t\t\t<coordinates>\n"
        "\t\t\t\t10.16041,47.35482,0 10.16512,47.35107,0 10.17228,47.34763,0 \n\t\t\t</coordinates>\n"
        "\t\t</LineString>\n\t</Placemark>\n</Document>\n</kml>\n")
_KML_NAME = "Gottesackerplateau.kml"

# OpenStreetMap's hiking relations as the Overpass API answers [out:json]; relation[route=hiking](bbox); out tags;
# the server's own layout (header indented by two, each element unindented between blank lines)
_OVERPASS = ('{\n  "version": 0.6,\n  "generator": "Overpass API 0.7.62.5 1bd436f1",\n  "osm3s": {\n'
             '    "timestamp_osm_base": "2024-07-15T06:12:31Z",\n'
             '    "copyright": "The data included in this document is from www.openstreetmap.org. '
             'The data is made available under ODbL."\n  },\n  "elements": [\n\n'
             '{\n  "type": "relation",\n  "id": 2140861,\n  "tags": {\n    "name": "Nagelfluhkette Gratweg",\n'
             '    "network": "rwn",\n    "osmc:symbol": "red:white:red_bar",\n    "ref": "7",\n'
             '    "route": "hiking",\n    "sac_scale": "mountain_hiking",\n    "type": "route"\n  }\n},\n'
             '{\n  "type": "relation",\n  "id": 1538414,\n  "tags": {\n    "name": "Hochgrat Rundweg",\n'
             '    "network": "lwn",\n    "route": "hiking",\n    "type": "route"\n  }\n}\n\n  ]\n}\n')
_OVERPASS_NAME = "hiking_relations_allgaeu.json"

_FIT_CRC_TABLE = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
                  0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def _fit_crc(data: bytes) -> int:
    """The FIT SDK's CRC-16, a nibble at a time."""
    crc = 0
    for byte in data:
        for nibble in (byte & 0xF, (byte >> 4) & 0xF):
            tmp = _FIT_CRC_TABLE[crc & 0xF]
            crc = ((crc >> 4) & 0x0FFF) ^ tmp ^ _FIT_CRC_TABLE[nibble]
    return crc


def _fit_activity() -> bytes:
    """A hike as a Garmin watch records it (.fit, the FIT SDK's layout): the 14-byte header (header size 14, protocol
    version 0x20, profile version 21.32 as uint16 LE, the data's size as uint32 LE, '.FIT', the header's CRC), a
    definition message (0x40, reserved, little-endian, global 0 file_id: type, manufacturer, product, serial number,
    time created) and its data message (activity 4, Garmin 1), a definition and data message of session (global 18:
    timestamp, sport 17 hiking, total elapsed time in ms, total distance in cm, total ascent and descent in m), then
    the file's CRC."""
    created = 1089783738  # 2024-07-13T05:42:18Z in seconds since 1989-12-31T00:00:00Z
    fid = (struct.pack("<BBBHB", 0x40, 0, 0, 0, 5)
           + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84, 3, 4, 0x8C, 4, 4, 0x86])
           + struct.pack("<BBHHII", 0x00, 4, 1, 3290, 3391845127, created))
    session = (struct.pack("<BBBHB", 0x41, 0, 0, 18, 6)
               + bytes([253, 4, 0x86, 5, 1, 0x00, 7, 4, 0x86, 9, 4, 0x86, 22, 2, 0x84, 23, 2, 0x84])
               + struct.pack("<BIBIIHH", 0x01, created + 21840, 17, 21840000, 1487230, 1108, 1113))
    data = fid + session
    head = struct.pack("<BBHI4s", 14, 0x20, 2132, len(data), b".FIT")
    head += struct.pack("<H", _fit_crc(head))
    body = head + data
    return body + struct.pack("<H", _fit_crc(body))


_FIT = _fit_activity()
_FIT_NAME = "Hike_2024-07-13.fit"


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _guidebook_map() -> bytes:
    """The guidebook's overview map saved beside the ranking (.png): the signature, IHDR (4 x 2 pixels, 8-bit RGB),
    IDAT (zlib, a filter byte per row), IEND."""
    rows = b"".join(b"\x00" + bytes([34, 139, 34] * 2 + [245, 245, 220] * 2) for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 2, 8, 2, 0, 0, 0))
            + _png_chunk(b"IDAT", zlib.compress(rows)) + _png_chunk(b"IEND", b""))


_PNG = _guidebook_map()
_PNG_NAME = "map_allgaeu_overview.png"


def _guidebook_draft() -> bytes:
    """The guidebook's chapter draft (.pdf): %PDF-1.7, the binary comment, catalog, pages, an empty page, the xref
    table with each object's offset, the trailer, startxref, %%EOF."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


_PDF = _guidebook_draft()
_PDF_NAME = "guidebook_2025_chapter3_draft.pdf"

# a member's rating sheet as typed: member, route, scenery, upkeep, difficulty felt, stars: six fields a line
_RATINGS = ("m0147 Nagelfluhkette 5 4 3 4.5\nm0147 Hochgrat 4 4 2 4.0\nm0147 Gottesacker 5 3 4 4.2\n"
            "m0147 Grünten 3 4 2 3.1\n")
# a committee member's ballot as typed: rank, route, region, points: four fields a line
_BALLOT = "1 Nagelfluhkette Allgaeu 10\n2 Gottesacker Kleinwalsertal 8\n3 Hochgrat Allgaeu 6\n4 Gruenten Allgaeu 4\n"
# the vote tally as typed after the committee's meeting: route, region, yes, no, abstain, points: six fields a line
_TALLY = ("Nagelfluhkette Allgaeu 9 1 1 54\nGottesacker Kleinwalsertal 8 2 1 47\nHochgrat Allgaeu 6 3 2 38\n"
          "Gruenten Allgaeu 4 5 2 21\n")


def ninetysecond_bar_hiking_cases() -> list[Case]:
    G = NINETYSECOND_HIKING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="trail_ranking", judgements="committee_verdicts", runs=_RECS3,
        stem="trail_ranking", outputs=_OUT, item="trail", rounded="member_ratings",
        weights="{'member_ratings': 2.0, 'gps_track_stats': 1.0, 'committee_votes': 1.5, 'trail_reports': 0.5}",
        lone_query="R['trail_reports']['region:tannheimertal/2024/winter'] = "
                   "{'trail:osm/relation/2140861': 0.9, 'trail:osm/relation/1538414': 0.4}\n",
        trust="member_ratings 2\ngps_track_stats 1\ncommittee_votes 1\n",
        trust_dict="{'member_ratings': 2, 'gps_track_stats': 1, 'committee_votes': 1}",
        texts={
            "rrf": ("u92b_rrf_trail_ranking",
                    "rankagg.fuse({source: {region, grade, poll or route: {trail: score}}}, method='rrf'): the "
                    "members' ratings, the GPS tracks' statistics, the committee's votes and the trail reports, six "
                    "rankings ('grade:sac/T3/allgaeu'), trails as 'trail:osm/relation/2140861'"),
            "borda": ("u92b_borda_trail_unrated",
                      "rankagg.fuse(..., method='borda'): a trail no member walked this season has no rating and no "
                      "GPS track"),
            "combsum": ("u92b_combsum_rounded_member_ratings",
                        "rankagg.fuse(..., method='combsum'): the members' star ratings kept to one decimal (many "
                        "ties) beside the GPS tracks' statistics and the committee's votes"),
            "fuser": ("u92b_weighted_fuser_member_ratings",
                      "rankagg.Fuser('rrf', weights=...) per region, season, grade and poll: the members' ratings "
                      "count 2, as every member walks and rates the club's tours"),
            "frame": ("u92b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per region, grade or poll, trail and source"),
            "evaluate": ("u92b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the guidebook's cover routes first"),
            "lone": ("u92b_trail_reports_only_winter_region",
                     "rankagg.fuse(..., method='rrf'): a winter region only the trail reports cover (no ratings, "
                     "no tracks), beside regions every source covers"),
            "cli_rrf": ("u92b_cli_rrf_runs",
                        "rankagg fuse member_ratings.run gps_track_stats.run committee_votes.run --method rrf -o "
                        "trail_ranking.run: one run per source, regions, grades and polls as queries"),
            "cli_borda": ("u92b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the members' "
                          "ratings count double)"),
            "cli_combsum": ("u92b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four routes a guidebook chapter shows "
                            "per region"),
            "cli_evaluate": ("u92b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate trail_ranking.run --qrels committee_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u92b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o trail_ranking.parquet: gzipped runs from the "
                            "committee's scripts, a Parquet table for the guidebook's editors")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u92b_komoot_tours_as_run", "a member's tours as Komoot's API answers them (HAL JSON: _embedded.tours id, "
         "type, name, ..., distance, duration, elevation_up, sport, then _links and page)", _KOMOOT_NAME, _KOMOOT,
         "Komoot", f"{_KOMOOT_NAME}:1"),
        ("u92b_komoot_gpx_as_run", "a tour as Komoot's GPX export writes it (GPX 1.1: creator komoot, metadata, "
         "trk trkseg trkpt ele time)", _KOMOOT_GPX_NAME, _KOMOOT_GPX, "GPX", f"{_KOMOOT_GPX_NAME}:1"),
        ("u92b_gpx_route_as_run", "a guidebook route planned as GPX 1.1 (rte, rtept with ele and name)",
         _ROUTE_GPX_NAME, _ROUTE_GPX, "GPX", f"{_ROUTE_GPX_NAME}:1"),
        ("u92b_kml_as_run", "a route drawn in Google Earth and saved as KML (kml 2.2, Document, Placemark, "
         "LineString coordinates)", _KML_NAME, _KML, "KML", f"{_KML_NAME}:1"),
        ("u92b_overpass_relations_as_run", "OpenStreetMap's hiking relations as the Overpass API answers them "
         "(JSON: version, generator, osm3s, elements of type relation with tags route=hiking)", _OVERPASS_NAME,
         _OVERPASS, "Overpass", f"{_OVERPASS_NAME}:1"),
        ("u92b_fit_activity_as_run", "a hike as a Garmin watch records it (.fit: the 14-byte header, '.FIT', "
         "file_id and session messages, CRC)", _FIT_NAME, _FIT, "FIT", _FIT_NAME),
        ("u92b_guidebook_map_png_as_run", "the guidebook's overview map from the same folder (PNG: signature, IHDR, "
         "IDAT, IEND)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u92b_guidebook_draft_pdf_as_run", "the guidebook's chapter draft from the same folder (PDF 1.7: catalog, "
         "pages, xref, trailer)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u92b_rating_sheet_as_run", "a member's rating sheet as typed (six fields a line: member, route, scenery, "
         "upkeep, difficulty felt, stars)", "ratings_m0147.txt", _RATINGS, "rating sheet", "ratings_m0147.txt:1"),
        ("u92b_ballot_as_run", "a committee member's ballot as typed (four fields a line: rank, route, region, "
         "points)", "ballot_committee2.txt", _BALLOT, "ballot", "ballot_committee2.txt:1"),
        ("u92b_vote_tally_as_run", "the committee's vote tally as typed (six fields a line: route, region, yes, "
         "no, abstain, points)", "vote_tally_2024.txt", _TALLY, "tally", "vote_tally_2024.txt:1")],
        one_run=("member_ratings.run", _ONE_RUN), stem="trail_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed rating's six are a member, a route, "
                 "three marks and the stars, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT activity, a PNG map or a PDF draft read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u92b_vote_tally_as_qrels", "vote_tally_2024.txt", _TALLY, "tally"),
        ("u92b_ballot_as_qrels", "ballot_committee2.txt", _BALLOT, "ballot"),
        ("u92b_overpass_relations_as_qrels", _OVERPASS_NAME, _OVERPASS, "Overpass"),
        ("u92b_komoot_gpx_as_qrels", _KOMOOT_GPX_NAME, _KOMOOT_GPX, "GPX")],
        one_run=("member_ratings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u92b_out_gpx_track", "guidebook_routes.gpx", "a GPX track (.gpx)"),
        ("u92b_out_fit_course", "Hochgrat_Rundtour.fit", "a FIT course for a Garmin watch (.fit)"),
        ("u92b_out_kml", "trail_ranking.kml", "a Google Earth KML (.kml)"),
        ("u92b_out_overpass_json", "hiking_relations.overpass.json", "a saved Overpass API answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=92"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u92b_api_komoot_tours_document",
            "rankagg.fuse(json.load(komoot_tours.json)): a member's tours as Komoot's API answers them, loaded in "
            "Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_KOMOOT_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Komoot", why="a run maps a query to {document: score}; Komoot's answer is HAL JSON, _embedded then "
            "tours, each a tour's id, type, name, distance, duration and elevation, then _links and page",
            files={_KOMOOT_NAME: _KOMOOT}),
        bad("u92b_api_komoot_tours_frame",
            "rankagg.fuse(pd.DataFrame(tours of komoot_tours.json)): a member's tours as Komoot's API answers them "
            "(id, type, name, source, status, date, ..., distance, duration, elevation_up, sport, ...) given as runs",
            "import json, pandas as pd, rankagg\n"
            f"rows = json.load(open('{_KOMOOT_NAME}', encoding='utf-8'))['_embedded']['tours']\n"
            "rankagg.fuse(pd.DataFrame(rows), method='borda')\n",
            "Komoot", why="a table of runs has qid, docid, run and score columns; Komoot's tours are a tour per row: "
            "its id, type, name, status, date, calories, start point, distance, duration, elevation and sport",
            files={_KOMOOT_NAME: _KOMOOT}),
    ]
    return cases
