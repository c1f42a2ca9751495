"""Issue 45's ninety-ninth bar of scripts/reliability_matrix.py, a regional avalanche forecasting centre's
forecasters, ranking forecast zones, slopes and avalanche problems per day, elevation band, season and forecasters'
vote from danger ratings, snowpack tests, weather station data and the forecasters' votes (its cases, ids ``u99a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each forecast day, elevation band, season or vote (``day:2026-02-14/salt-lake``, the date, then the
forecast region; ``band:2026-02-14/salt-lake/above-treeline``; ``season:2025-26/persistent-slab``;
``vote:2026-02-14/am-briefing``) is a query and each zone, slope or problem a document (``zone:salt-lake/
big-cottonwood``, ``slope:salt-lake/cardiff-fork/ne-38``, the region, the drainage, then aspect and steepness;
``problem:provo/wind-slab/ntl``); the runs are the danger ratings, the snowpack tests, the weather stations' loading
and the forecasters' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
the forecasters' votes weighted highest (the lead forecaster signs off on the vote), and judged against the observed
avalanche activity (2 avalanches observed or triggered, 1 shooting cracks or collapsing, 0 otherwise).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a CAAML v6 bulletin as JSON and as XML, a
SMET station file, a SNOWPACK .pro profile, an NRCS SNOTEL report CSV, a GPX track of a field day, a field photo
(JPEG), and the forecasters' ballot, the danger rating sheet and the vote tally as the forecasters type them), and
outputs named for the field's files (a SMET .smet, a SNOWPACK .sno, a GPX .gpx, a CAAML bulletin _CAAMLv6.xml).
(Checked: CAAML v6's JSON bulletin keys (bulletins, bulletinID, lang, publicationTime, validTime startTime/endTime,
source provider, regions, dangerRatings mainValue/elevation lowerBound upperBound/validTimePeriod, avalancheProblems
problemType/elevation/aspects/avalancheSize/snowpackStability/frequency, tendency tendencyType) and its enums
(low ... very_high; wind_drifted_snow, persistent_weak_layers ...) from the caaml-bulletin-eaws repository's
6.0 JSON schema and its examples, 'regionID' in regions as ALBINA's bulletins and their readers' fixtures carry it;
CAAML v6's XML (root 'bulletins' in http://caaml.org/Schemas/V6.0/Profiles/BulletinEAWS, schemaLocation
.../BulletinEAWS/v6.0/xml/CAAMLv6_BulletinEAWS.xsd, bulletin bulletinID= lang=, region id=, dangerRating,
avalancheProblem, aspect, elevation uom="m") from the same repository's 2019-01-16 example and albina-server's
CaamlVersion (its file suffixes _CAAMLv6.xml and _CAAMLv6.json); SMET 1.1 ('SMET 1.1 ASCII', [HEADER], station_id,
station_name, latitude, longitude, altitude, nodata, tz, fields = timestamp TA RH VW DW ISWR PSUM HS, [DATA]) from
MeteoIO's docs and scripts writing it; SNOWPACK's .pro ([STATION_PARAMETERS] StationName= ... SlopeAzi=, [HEADER]
with the '#date, Snowpack DEFAULT version ... run by' line and 0500,Date / 0501,nElems,height ... codes, [DATA],
'0500,DD.MM.YYYY HH:MM:SS') from UAC-Snowpack's profiles and .pro parsers; the NRCS report generator's CSV (comment
lines opened by '#', then 'Date,Snow Water Equivalent (in) Start of Day Values,Snow Depth (in) Start of Day Values,
Precipitation Accumulation (in) Start of Day Values,Air Temperature Maximum (degF), ...') from scripts reading
wcc.sc.egov.usda.gov/reportGenerator/view_csv answers; the wording of its '#' warning block and the station's
elevation are from memory, not checked; GPX 1.1 (namespace http://www.topografix.com/GPX/1/1, trk/trkseg/trkpt lat
lon, ele, time) is common knowledge; JPEG's SOI and an Exif APP1 (FF D8, FF E1, length, 'Exif\\0\\0', a little-endian
TIFF header 'II*\\0' and IFD0 with Make and Model) from the Exif/TIFF specification as remembered.  The region ids
(US-UT-...) and all values are illustrative.  Left out, as they could not be checked in the time: avalanche.org's
API answers (map-layer GeoJSON, forecast JSON), avalanche.ca's and SLF's own APIs, SnowPilot's CAAML snow profile
export (CAAML v5/v6 SnowProfile), SNOWPACK's .haz and .met outputs; the forecasters' ballot, the danger rating sheet
and the vote tally are typed here as the forecasters write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYNINTH_AVALANCHE = ("45 Unseen inputs: a ninety-ninth bar, a regional avalanche forecasting centre ranking "
                         "forecast zones, slopes and problems per day, elevation band, season and forecasters' vote "
                         "from danger ratings, snowpack tests, weather station data and the forecasters' votes "
                         "(CAAML v6 bulletins as JSON and XML, SMET station files, SNOWPACK .pro profiles, NRCS "
                         "SNOTEL report CSVs, GPX tracks, field photos, ballots, danger rating sheets and vote "
                         "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['danger_ratings', 'snowpack_tests', 'station_data', 'forecaster_votes'],
    items=['zone:salt-lake/big-cottonwood', 'zone:salt-lake/little-cottonwood', 'slope:salt-lake/cardiff-fork/ne-38',
           'slope:ogden/ben-lomond/n-40', 'problem:salt-lake/persistent-slab/atl', 'problem:provo/wind-slab/ntl',
           'zone:provo/timpanogos', 'slope:uintas/bald-mountain/e-35'],
    queries=['day:2026-02-14/salt-lake', 'band:2026-02-14/salt-lake/above-treeline', 'season:2025-26/persistent-slab',
             'vote:2026-02-14/am-briefing', 'day:2026-02-15/provo', 'band:2026-02-15/ogden/near-treeline'],
    suffix='/pm-update', generator='avalanche_scores', judgements='observed_avalanches'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "avalanche_scores", "zone_rankings.run")

_RECS3 = ["danger_ratings", "snowpack_tests", "forecaster_votes"]
_OUT = ("zone_rankings.run",)
_ONE_RUN = ("day:2026-02-14/salt-lake Q0 zone:salt-lake/big-cottonwood 1 0.9214 forecaster_votes\n"
            "day:2026-02-14/salt-lake Q0 slope:salt-lake/cardiff-fork/ne-38 2 0.8766 forecaster_votes\n")


# the team's files, as the bulletin software, MeteoIO, SNOWPACK, the NRCS, the GPS apps, the phones and the forecasters
# write them
# a CAAML v6 bulletin as the centre's API answers it (JSON, compact): one bulletin, its regions, two danger ratings
# split at treeline, two avalanche problems, the tendency; the ids and values illustrative
_CAAML_JSON = json.dumps({"bulletins": [{
    "bulletinID": "7c1e5a93-2f4b-4d18-9a6e-0b3d8f2c6e41", "lang": "en",
    "publicationTime": "2026-02-14T13:30:00Z",
    "validTime": {"startTime": "2026-02-14T14:00:00Z", "endTime": "2026-02-15T14:00:00Z"},
    "source": {"provider": {"name": "Wasatch Regional Avalanche Centre", "website": "https://avalanche.example.org"}},
    "regions": [{"regionID": "US-UT-SLC-01", "name": "Salt Lake - Big Cottonwood"},
                {"regionID": "US-UT-SLC-02", "name": "Salt Lake - Little Cottonwood"}],
    "dangerRatings": [{"mainValue": "considerable", "elevation": {"lowerBound": "treeline"},
                       "validTimePeriod": "all_day"},
                      {"mainValue": "moderate", "elevation": {"upperBound": "treeline"}, "validTimePeriod": "all_day"}],
    "avalancheProblems": [{"problemType": "persistent_weak_layers", "elevation": {"lowerBound": "2600"},
                           "aspects": ["NW", "N", "NE", "E"], "validTimePeriod": "all_day", "avalancheSize": 3,
                           "snowpackStability": "poor", "frequency": "some"},
                          {"problemType": "wind_drifted_snow", "elevation": {"lowerBound": "2900"},
                           "aspects": ["N", "NE", "E", "SE"], "validTimePeriod": "all_day", "avalancheSize": 2,
                           "snowpackStability": "fair", "frequency": "few"}],
    "highlights": "Human-triggered slab avalanches failing on buried facets remain likely on northerly slopes.",
    "tendency": {"tendencyType": "steady",
                 "validTime": {"startTime": "2026-02-15T14:00:00Z", "endTime": "2026-02-16T14:00:00Z"}}}]},
    separators=(",", ":"))
_CAAML_JSON_NAME = "2026-02-14_en_CAAMLv6.json"

# the same bulletin as CAAML v6 XML, as ALBINA's server writes it: the declaration, the root on line 2, two-space
# indentation (the root's attributes wrapped here only to keep the source's lines short: the file has them on one line)
_CAAML_XML = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
              '<bulletins xmlns="http://caaml.org/Schemas/V6.0/Profiles/BulletinEAWS" '
              'xmlns:gml="http://www.opengis.net/gml" xmlns:xlink="http://www.w3.org/1999/xlink" '
              'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
              'xsi:schemaLocation="http://caaml.org/Schemas/V6.0/Profiles/BulletinEAWS '
              'http://caaml.org/Schemas/BulletinEAWS/v6.0/xml/CAAMLv6_BulletinEAWS.xsd">\n'
              '  <bulletin bulletinID="7c1e5a93-2f4b-4d18-9a6e-0b3d8f2c6e41" lang="en">\n'
              "    <publicationTime>2026-02-14T13:30:00Z</publicationTime>\n"
              "    <validTime>\n"
              "      <startTime>2026-02-14T14:00:00Z</startTime>\n"
              "      <endTime>2026-02-15T14:00:00Z</endTime>\n"
              "    </validTime>\n"
              '    <region id="US-UT-SLC-01">\n'
              "      <name>Salt Lake - Big Cottonwood</name>\n"
              "    </region>\n"
              "    <dangerRating>\n"
              "      <mainValue>considerable</mainValue>\n"
              '      <elevation uom="m">\n'
              "        <lowerBound>treeline</lowerBound>\n"
              "      </elevation>\n"
              "      <validTimePeriod>all_day</validTimePeriod>\n"
              "    </dangerRating>\n"
              "    <avalancheProblem>\n"
              "      <problemType>persistent_weak_layers</problemType>\n"
              '      <elevation uom="m">\n'
              "        <lowerBound>2600</lowerBound>\n"
              "      </elevation>\n"
              "      <aspect>N</aspect>\n"
              "      <aspect>NE</aspect>\n"
              "      <validTimePeriod>all_day</validTimePeriod>\n"
              "      <avalancheSize>3</avalancheSize>\n"
              "      <snowpackStability>poor</snowpackStability>\n"
              "      <frequency>some</frequency>\n"
              "    </avalancheProblem>\n"
              "  </bulletin>\n"
              "</bulletins>\n")
_CAAML_XML_NAME = "2026-02-14_en_CAAMLv6.xml"

# a SMET 1.1 station file as MeteoIO writes it: the signature line, the header's keys aligned, the fields, then the
# data (TA in K, RH as a fraction, HS in m); the station illustrative
_SMET = ("SMET 1.1 ASCII\n"
         "[HEADER]\n"
         "station_id       = ATW2\n"
         "station_name     = Atwater Study Plot\n"
         "latitude         = 40.5915\n"
         "longitude        = -111.6378\n"
         "altitude         = 2684\n"
         "nodata           = -999\n"
         "tz               = -7\n"
         "fields           = timestamp TA RH VW DW ISWR PSUM HS\n"
         "[DATA]\n"
         "2026-02-14T05:00:00   263.45   0.91    4.2  285      0   0.6   1.742\n"
         "2026-02-14T06:00:00   263.10   0.93    5.8  290      0   1.1   1.755\n"
         "2026-02-14T07:00:00   262.85   0.94    7.1  295     12   0.9   1.768\n")
_SMET_NAME = "ATW2.smet"

# a SNOWPACK profile (.pro) as SNOWPACK writes it: the station's parameters, the header of codes (its '#' line the run
# SNOWPACK made), [DATA], then a block per date: 0500 the date, 0501-0503 heights, densities, temperatures per element
_PRO = ("[STATION_PARAMETERS]\n"
        "StationName= ATW2\n"
        "Latitude= 40.59150000\n"
        "Longitude= -111.63780000\n"
        "Altitude= 2684\n"
        "SlopeAngle= 38.00\n"
        "SlopeAzi= 45.00\n"
        "\n"
        "[HEADER]\n"
        '#2026-02-14T06:12:03, Snowpack DEFAULT version 3.7.0 run by "forecast" (research mode)\n'
        "0500,Date\n"
        "0501,nElems,height [> 0: top, < 0: bottom of elem.] (cm)\n"
        "0502,nElems,element density (kg m-3)\n"
        "0503,nElems,element temperature (degC)\n"
        "\n"
        "[DATA]\n"
        "0500,14.02.2026 06:00:00\n"
        "0501,3,42.10,88.35,121.60\n"
        "0502,3,281.4,214.7,98.2\n"
        "0503,3,-1.8,-4.6,-9.3\n")
_PRO_NAME = "ATW2_NE38.pro"

# an NRCS report generator CSV (customSingleStationReport, daily): the '#' block (its wording from memory), then the
# header of the elements asked for, a row per day; the station's line illustrative
_SNOTEL_CSV = ("#------------------------------------------------- WARNING "
               "--------------------------------------------\n"
               "#\n"
               "# The data you have obtained from this automated Natural Resources Conservation Service\n"
               "# database are subject to revision regardless of indicated Quality Assurance level.\n"
               "#\n"
               "# Snowbird (766)\n"
               "# Utah  SNOTEL Site - 9177 ft\n"
               "# Reported as: Start of Day Values\n"
               "#\n"
               "Date,Snow Water Equivalent (in) Start of Day Values,Snow Depth (in) Start of Day Values,"
               "Precipitation Accumulation (in) Start of Day Values,Air Temperature Maximum (degF),"
               "Air Temperature Minimum (degF),Air Temperature Average (degF)\n"
               "2026-02-12,17.4,71,24.8,28,9,17\n"
               "2026-02-13,18.1,79,25.6,24,6,14\n"
               "2026-02-14,19.3,92,26.9,21,3,11\n")
_SNOTEL_NAME = "766_UT_SNTL_daily.csv"

# a GPX 1.1 track of a field day, as the GPS app exports it: the declaration, the root on line 2 (its attributes on one
# line in the file), a track of a few points; creator and points illustrative
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="CalTopo" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        "  <trk>\n"
        "    <name>Cardiff Fork field day 2026-02-14</name>\n"
        "    <trkseg>\n"
        '      <trkpt lat="40.612341" lon="-111.658420"><ele>2451.3</ele><time>2026-02-14T15:02:11Z</time></trkpt>\n'
        '      <trkpt lat="40.610982" lon="-111.657105"><ele>2488.9</ele><time>2026-02-14T15:09:47Z</time></trkpt>\n'
        '      <trkpt lat="40.609570" lon="-111.655871"><ele>2530.4</ele><time>2026-02-14T15:18:02Z</time></trkpt>\n'
        "    </trkseg>\n"
        "  </trk>\n"
        "</gpx>\n")
_GPX_NAME = "2026-02-14_cardiff_fork.gpx"


# a field photo (a crown, a pit wall) as the phone saves it: SOI, then an Exif APP1 segment (its length, 'Exif\0\0',
# a little-endian TIFF header and IFD0 with Make and Model, ASCII), the rest of the file left out
def _field_photo() -> bytes:
    make, model = b"Apple\x00", b"iPhone 15 Pro\x00"
    start = 8 + 2 + 2 * 12 + 4
    ifd = (struct.pack("<H", 2) + struct.pack("<HHII", 0x010F, 2, len(make), start)
           + struct.pack("<HHII", 0x0110, 2, len(model), start + len(make)) + struct.pack("<I", 0))
    app1 = b"Exif\x00\x00" + b"II*\x00" + struct.pack("<I", 8) + ifd + make + model
    return b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1


_JPEG = _field_photo()
_JPEG_NAME = "IMG_4821.JPG"

# the forecasters' ballot for the morning briefing as typed: forecaster, place, zone, problem: four fields a line
_BALLOT = ("mk 1 big-cottonwood persistent-slab\nmk 2 little-cottonwood wind-slab\n"
           "mk 3 timpanogos wind-slab\nmk 4 ben-lomond persistent-slab\n")
# the danger rating sheet as typed per region and band: date, region, band, rating (1-5), problem, confidence: six
# fields a line
_RATING_SHEET = ("2026-02-14 salt-lake atl 3 persistent-slab high\n2026-02-14 salt-lake ntl 3 persistent-slab fair\n"
                 "2026-02-14 salt-lake btl 2 wind-slab fair\n2026-02-14 provo atl 3 wind-slab low\n")
# the vote tally of the briefing as typed: briefing, region-band, voters, votes for moderate, considerable, high: six
# fields a line
_VOTE_TALLY = ("am-0214 salt-lake-atl 7 0 5 2\nam-0214 salt-lake-ntl 7 1 6 0\n"
               "am-0214 salt-lake-btl 7 5 2 0\nam-0214 provo-atl 6 2 4 0\n")


def ninetyninth_bar_avalanche_cases() -> list[Case]:
    G = NINETYNINTH_AVALANCHE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="avalanche_scores", judgements="observed_avalanches", runs=_RECS3,
        stem="zone_rankings", outputs=_OUT, item="zone", rounded="danger_ratings",
        weights="{'danger_ratings': 1.0, 'snowpack_tests': 1.5, 'station_data': 0.5, 'forecaster_votes': 2.0}",
        lone_query="R['station_data']['day:2026-02-14/skyline'] = "
                   "{'zone:provo/timpanogos': 0.8, 'slope:uintas/bald-mountain/e-35': 0.3}\n",
        trust="danger_ratings 1\nsnowpack_tests 1\nforecaster_votes 2\n",
        trust_dict="{'danger_ratings': 1, 'snowpack_tests': 1, 'forecaster_votes': 2}",
        texts={
            "rrf": ("u99a_rrf_avalanche_scores",
                    "rankagg.fuse({source: {day, band, season or vote: {zone: score}}}, method='rrf'): the danger "
                    "ratings, snowpack tests, station data and forecasters' votes, six rankings "
                    "('day:2026-02-14/salt-lake'), zones as 'zone:salt-lake/big-cottonwood'"),
            "borda": ("u99a_borda_zone_not_observed_by_all",
                      "rankagg.fuse(..., method='borda'): a slope no one dug a pit on and no station covers, so "
                      "some sources have no score for it"),
            "combsum": ("u99a_combsum_rounded_danger_ratings",
                        "rankagg.fuse(..., method='combsum'): the danger ratings at one decimal (many ties), beside "
                        "the snowpack tests and the forecasters' votes"),
            "fuser": ("u99a_weighted_fuser_forecaster_votes",
                      "rankagg.Fuser('rrf', weights=...) per day and band: the forecasters' votes count 2, as the "
                      "lead forecaster signs off on the vote"),
            "frame": ("u99a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the centre's sheet, a row "
                      "per day, zone and source"),
            "evaluate": ("u99a_evaluate_observed_avalanches",
                         "rankagg.evaluate(fused ranking, the observed avalanches, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the zones that avalanched first"),
            "lone": ("u99a_skyline_only_station_data",
                     "rankagg.fuse(..., method='rrf'): the Skyline region, no field team out, only the weather "
                     "stations cover, beside regions every source covers"),
            "cli_rrf": ("u99a_cli_rrf_runs",
                        "rankagg fuse danger_ratings.run snowpack_tests.run forecaster_votes.run --method rrf -o "
                        "zone_rankings.run: one run per source, days and bands as queries"),
            "cli_borda": ("u99a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the forecasters' "
                          "votes count double)"),
            "cli_combsum": ("u99a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four zones a bulletin names per day"),
            "cli_evaluate": ("u99a_cli_evaluate_observed_avalanches_qrels",
                             "rankagg evaluate zone_rankings.run --qrels observed_avalanches.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the observed avalanche activity (0-2)"),
            "cli_parquet": ("u99a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o zone_rankings.parquet: gzipped runs from the "
                            "centre's scripts, a Parquet table for the forecasters' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u99a_caaml_json_as_run", "a CAAML v6 bulletin as JSON (bulletins, bulletinID, validTime, regions, "
         "dangerRatings, avalancheProblems)", _CAAML_JSON_NAME, _CAAML_JSON, "CAAML", f"{_CAAML_JSON_NAME}:1"),
        ("u99a_caaml_xml_as_run", "a CAAML v6 bulletin as XML (bulletins, bulletin, region, dangerRating, "
         "avalancheProblem)", _CAAML_XML_NAME, _CAAML_XML, "CAAML", named_at(_CAAML_XML_NAME, _CAAML_XML)),
        ("u99a_smet_as_run", "a SMET station file ('SMET 1.1 ASCII', [HEADER], fields = timestamp TA RH ..., [DATA])",
         _SMET_NAME, _SMET, "SMET", named_at(_SMET_NAME, _SMET)),
        ("u99a_snowpack_pro_as_run", "a SNOWPACK profile (.pro: [STATION_PARAMETERS], [HEADER] 0500,Date ..., "
         "[DATA])", _PRO_NAME, _PRO, "SNOWPACK", named_at(_PRO_NAME, _PRO)),
        ("u99a_snotel_csv_as_run", "an NRCS SNOTEL report CSV ('#' block, Date, Snow Water Equivalent (in) Start of "
         "Day Values, ...)", _SNOTEL_NAME, _SNOTEL_CSV, "SNOTEL", named_at(_SNOTEL_NAME, _SNOTEL_CSV)),
        ("u99a_gpx_track_as_run", "a GPX track of a field day (gpx, trk, trkseg, trkpt lat lon, ele, time)",
         _GPX_NAME, _GPX, "GPX", named_at(_GPX_NAME, _GPX)),
        ("u99a_field_photo_jpeg_as_run", "a field photo (JPEG: FF D8, an Exif APP1 segment)", _JPEG_NAME, _JPEG,
         "JPEG", _JPEG_NAME),
        ("u99a_ballot_as_run", "the forecasters' ballot as typed for the briefing (four fields a line: forecaster, "
         "place, zone, problem)", "ballot_mk_0214.txt", _BALLOT, "ballot", "ballot_mk_0214.txt:1"),
        ("u99a_danger_rating_sheet_as_run", "the danger rating sheet as typed (six fields a line: date, region, band, "
         "rating, problem, confidence)", "danger_ratings_0214.txt", _RATING_SHEET, "danger rating sheet",
         "danger_ratings_0214.txt:1"),
        ("u99a_vote_tally_as_run", "the briefing's vote tally as typed (six fields a line: briefing, region-band, "
         "voters, moderate, considerable, high)", "vote_tally_am_0214.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_am_0214.txt:1")],
        one_run=("forecaster_votes.run", _ONE_RUN), stem="zone_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a danger rating sheet's six are a date, a "
                 "region, a band, a rating, a problem and a confidence, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a JPEG photo read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u99a_danger_rating_sheet_as_qrels", "danger_ratings_0214.txt", _RATING_SHEET, "danger rating sheet"),
        ("u99a_vote_tally_as_qrels", "vote_tally_am_0214.txt", _VOTE_TALLY, "vote tally"),
        ("u99a_snotel_csv_as_qrels", _SNOTEL_NAME, _SNOTEL_CSV, "SNOTEL"),
        ("u99a_smet_as_qrels", _SMET_NAME, _SMET, "SMET")],
        one_run=("forecaster_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u99a_out_smet", "ATW2_ranked.smet", "a SMET station file"),
        ("u99a_out_snowpack_sno", "ATW2_NE38.sno", "a SNOWPACK snow file"),
        ("u99a_out_gpx", "2026-02-15_field_plan.gpx", "a GPX track"),
        ("u99a_out_caaml_xml", "2026-02-15_en_CAAMLv6.xml", "a CAAML v6 bulletin")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=99"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u99a_api_caaml_bulletin_dict",
            "rankagg.fuse(json.load(2026-02-14_en_CAAMLv6.json)): a CAAML v6 bulletin, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "CAAML", why="a run maps a query to {document: score}; a CAAML bulletin is a list of bulletins (their "
            "ids, valid times, regions, danger ratings per elevation and avalanche problems)",
            files={"r.json": _CAAML_JSON}),
        bad("u99a_api_snotel_frame",
            "rankagg.fuse(pd.read_csv(766_UT_SNTL_daily.csv, comment='#')): an NRCS SNOTEL report (Date, Snow Water "
            "Equivalent (in) Start of Day Values, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', comment='#'), method='borda')\n",
            "SNOTEL", why="a table of runs has qid, docid, run and score columns; a SNOTEL report has a day a row "
            "(the date, snow water equivalent, snow depth, precipitation and air temperatures of one station)",
            files={"r.csv": _SNOTEL_CSV}),
    ]
    return cases
