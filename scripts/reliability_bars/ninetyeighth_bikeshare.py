"""Issue 45's ninety-eighth bar of scripts/reliability_matrix.py, a city bike-share operator's rebalancing and station
planning team, ranking stations and docks per district, hour, month and planning-committee vote from trips, empty and
full minutes, rebalancing moves and riders' survey ratings (its cases, ids ``u98a_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each district, hour, month or committee vote (``district:2026-05/midtown-east``, the month, then the
district; ``hour:2026-05/08``; ``vote:2026/expansion-round-2``) is a query and each station or dock a document
(``station:manhattan/6140.05``, the borough, then the station's short name as the GBFS feed gives it;
``dock:manhattan/6140.05/17``, a dock of it); the runs are the trip counts, the empty and full minutes, the rebalancing
moves and the riders' survey ratings, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, the trips weighted highest, and judged against the planning committee's votes (2 approved, 1 deferred or
shortlisted, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
Citi Bike and a Capital Bikeshare monthly trip data CSV, the GBFS feeds gbfs.json, station_information.json and
station_status.json, an OpenStreetMap PBF extract (binary), a Qualtrics survey export (CSV), a map screenshot (PNG,
binary), the committee's ballot and vote tally and the planners' rating sheet as typed), and outputs named for the
field's files (an .osm.pbf extract, an .osm XML file, a .geojson layer, a GBFS station_status.json).
(Checked: the trip data columns (ride_id, rideable_type, started_at, ended_at, start_station_name, start_station_id,
end_station_name, end_station_id, start_lat, start_lng, end_lat, end_lng, member_casual) from several loaders of Citi
Bike's and Divvy's files and Divvy's README; the Lyft systems' quoted form ('"ride_id","rideable_type",...', quoted
strings, empty station fields for dockless e-bikes) from Divvy's real files quoted in exercises and a Rust reader's
comment, taken here for Capital Bikeshare (same operator, same export; not checked on a Capital Bikeshare file
itself); Citi Bike's unquoted header and millisecond timestamps ('%Y-%m-%d %H:%M:%S%.3f', as a reader of its files
parses them) are from memory and that reader, the file names ('202605-citibike-tripdata.csv') from download scripts;
GBFS (MobilityData/gbfs's gbfs.md): gbfs.json's last_updated, ttl, version, data.en.feeds[name, url];
station_information's station_id, name, short_name, lat, lon, region_id, capacity, rental_methods;
station_status's station_id, num_bikes_available, num_bikes_disabled, num_docks_available, num_docks_disabled,
is_installed, is_renting, is_returning, last_reported (OpenTripPlanner's and others' mappings); the brief's 'gbf.json'
is GBFS's gbfs.json (the discovery file); the feed URLs and Citi Bike's UUID station ids are illustrative, the Lyft
extensions (legacy_id, num_ebikes_available, eightd_*) left out; the OSM PBF layout (a 4-byte big-endian BlobHeader
length, BlobHeader type 'OSMHeader' (1) and datasize (3), a Blob with raw_size (2) and zlib_data (3), the
HeaderBlock's bbox (1, nanodegrees, sint64), required_features 'OsmSchema-V0.6' and 'DenseNodes' (4) and
writingprogram (16)) from fileformat.proto and osmformat.proto as the osmpbf readers carry them; the Qualtrics CSV's
three header rows (the export tags StartDate ... UserLanguage, the labels 'Start Date' ... 'User Language', the
ImportId JSON row '{"ImportId":"startDate","timeZone":...}') from a project that imports real Qualtrics exports and
Qualtrics' 'Understanding your dataset' page it quotes; quoting every field is from memory, not checked; the PNG
signature, IHDR and IEND chunks with their CRCs are the PNG specification's, the macOS screenshot file name is from
memory.  Left out, as they could not be checked here: the operators' rebalancing (van move) exports, Lyft's and PBSC's
back-office station reports, SurveyMonkey's export, GTFS (the team does not use it); the committee's ballot and vote
tally and the planners' rating sheet are typed here as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYEIGHTH_BIKESHARE = ("45 Unseen inputs: a ninety-eighth bar, a city bike-share operator's rebalancing and station "
                          "planning team ranking stations and docks per district, hour, month and committee vote from "
                          "trips, empty and full minutes, rebalancing moves and riders' survey ratings (Citi Bike's "
                          "and Capital Bikeshare's trip data CSVs, GBFS feeds, an OpenStreetMap PBF extract, a "
                          "Qualtrics export, a map screenshot, committee ballots, vote tallies and rating sheets as "
                          "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['trip_demand', 'empty_full_minutes', 'rebalancing_moves', 'rider_survey'],
    items=['station:manhattan/6140.05', 'station:manhattan/6432.09', 'station:manhattan/5905.14',
           'station:brooklyn/4846.01', 'station:brooklyn/4404.05', 'station:queens/6779.04',
           'station:bronx/8085.02', 'dock:manhattan/6140.05/17'],
    queries=['district:2026-05/midtown-east', 'hour:2026-05/08', 'month:2026-05/brooklyn',
             'vote:2026/expansion-round-2', 'district:2026-05/harlem', 'hour:2026-05/18'],
    suffix='/weekend', generator='station_scores', judgements='committee_votes'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "station_scores", "station_rankings.run")

_RECS3 = ["trip_demand", "empty_full_minutes", "rebalancing_moves"]
_OUT = ("station_rankings.run",)
_ONE_RUN = ("district:2026-05/midtown-east Q0 station:manhattan/6140.05 1 0.9274 trip_demand\n"
            "district:2026-05/midtown-east Q0 station:manhattan/6432.09 2 0.8815 trip_demand\n")


# the team's files, as the operators, GBFS, osmium, Qualtrics, the screenshot tool and the team write them
# Citi Bike's monthly trip data (202605-citibike-tripdata.csv, from the tripdata bucket): the thirteen columns
# unquoted, timestamps to the millisecond, stations by their short names
_CITIBIKE_CSV = (
    "ride_id,rideable_type,started_at,ended_at,start_station_name,start_station_id,end_station_name,end_station_id,"
    "start_lat,start_lng,end_lat,end_lng,member_casual\n"
    "3F1A9C0E72B4D815,classic_bike,2026-05-14 08:02:41.118,2026-05-14 08:14:09.532,W 52 St & 11 Ave,6926.01,"
    "E 47 St & 2 Ave,6498.10,40.767272,-73.993928,40.753231,-73.970325,member\n"
    "A07C55E1B9D2436F,electric_bike,2026-05-14 08:05:13.904,2026-05-14 08:21:57.260,Broadway & W 60 St,7023.04,"
    "Lafayette St & E 8 St,5788.13,40.769155,-73.981918,40.730207,-73.991026,casual\n"
    "9B2E4F7D01C86A53,classic_bike,2026-05-14 08:07:22.675,2026-05-14 08:19:48.031,E 47 St & 2 Ave,6498.10,"
    "W 52 St & 11 Ave,6926.01,40.753231,-73.970325,40.767272,-73.993928,member\n")
_CITIBIKE_NAME = "202605-citibike-tripdata.csv"

# Capital Bikeshare's monthly trip data (202605-capitalbikeshare-tripdata.csv): the same thirteen columns, quoted as
# Lyft's systems write them, a dockless e-bike trip with its station fields empty
_CABI_CSV = (
    '"ride_id","rideable_type","started_at","ended_at","start_station_name","start_station_id","end_station_name",'
    '"end_station_id","start_lat","start_lng","end_lat","end_lng","member_casual"\n'
    '"5D8E20B7C41F9A36","classic_bike","2026-05-14 07:58:12","2026-05-14 08:09:47","14th & V St NW","31101",'
    '"Eastern Market Metro / Pennsylvania Ave & 8th St SE","31613",38.917764,-77.032096,38.884,-76.995397,"member"\n'
    '"E17A4C93B06D2F58","electric_bike","2026-05-14 08:03:55","2026-05-14 08:25:02",,,,,38.9,-77.04,38.92,-77.03,'
    '"casual"\n')
_CABI_NAME = "202605-capitalbikeshare-tripdata.csv"

# GBFS v2.3 feeds as the operator publishes them: compact JSON, last_updated, ttl, version, data
_FEED = "https://gbfs.example-bikeshare.nyc/gbfs/2.3/en/"
_GBFS = json.dumps({
    "last_updated": 1778745600, "ttl": 60, "version": "2.3",
    "data": {"en": {"feeds": [{"name": n, "url": f"{_FEED}{n}.json"} for n in
                              ("gbfs_versions", "system_information", "station_information", "station_status",
                               "system_regions", "system_pricing_plans", "system_alerts")]}}}, separators=(",", ":"))
_GBFS_NAME = "gbfs.json"
_STATION_INFORMATION = json.dumps({
    "last_updated": 1778745600, "ttl": 60, "version": "2.3",
    "data": {"stations": [
        {"station_id": "66db237e-0aca-11e7-82f6-3863bb44ef7c", "name": "W 52 St & 11 Ave", "short_name": "6926.01",
         "lat": 40.767272, "lon": -73.993928, "region_id": "71", "capacity": 55,
         "rental_methods": ["KEY", "CREDITCARD"]},
        {"station_id": "66dc0e99-0aca-11e7-82f6-3863bb44ef7c", "name": "E 47 St & 2 Ave", "short_name": "6498.10",
         "lat": 40.753231, "lon": -73.970325, "region_id": "71", "capacity": 39,
         "rental_methods": ["KEY", "CREDITCARD"]}]}}, separators=(",", ":"))
_STATION_INFORMATION_NAME = "station_information.json"
_STATION_STATUS = json.dumps({
    "last_updated": 1778745662, "ttl": 60, "version": "2.3",
    "data": {"stations": [
        {"station_id": "66db237e-0aca-11e7-82f6-3863bb44ef7c", "num_bikes_available": 0, "num_bikes_disabled": 2,
         "num_docks_available": 53, "num_docks_disabled": 0, "is_installed": True, "is_renting": True,
         "is_returning": True, "last_reported": 1778745590},
        {"station_id": "66dc0e99-0aca-11e7-82f6-3863bb44ef7c", "num_bikes_available": 38, "num_bikes_disabled": 1,
         "num_docks_available": 0, "num_docks_disabled": 0, "is_installed": True, "is_renting": True,
         "is_returning": True, "last_reported": 1778745601}]}}, separators=(",", ":"))
_STATION_STATUS_NAME = "station_status.json"


# an OpenStreetMap extract of the service area (osmium extract, .osm.pbf): the BlobHeader's length (four bytes, big
# endian), the BlobHeader (type 'OSMHeader', datasize), then the Blob (raw_size, zlib_data) holding the HeaderBlock:
# the bbox in nanodegrees, the required features, the writing program; the data blocks left out
def _varint(n: int) -> bytes:
    out = b""
    while True:
        byte, n = n & 0x7F, n >> 7
        if n:
            out += bytes([byte | 0x80])
        else:
            return out + bytes([byte])


def _zigzag(n: int) -> int:
    return (n << 1) ^ (n >> 63)


def _field(tag: int, wire: int, value: bytes | int) -> bytes:
    key = _varint((tag << 3) | wire)
    return key + (_varint(value) if isinstance(value, int) else _varint(len(value)) + value)


def _osm_pbf() -> bytes:
    bbox = b"".join(_field(t, 0, _zigzag(v)) for t, v in
                    ((1, -74_030_000_000), (2, -73_900_000_000), (3, 40_885_000_000), (4, 40_680_000_000)))
    header = (_field(1, 2, bbox) + _field(4, 2, b"OsmSchema-V0.6") + _field(4, 2, b"DenseNodes")
              + _field(16, 2, b"osmium/1.16.0"))
    blob = _field(2, 0, len(header)) + _field(3, 2, zlib.compress(header))
    blob_header = _field(1, 2, b"OSMHeader") + _field(3, 0, len(blob))
    return struct.pack(">I", len(blob_header)) + blob_header + blob


_OSM_PBF = _osm_pbf()
_OSM_PBF_NAME = "manhattan-service-area-260501.osm.pbf"

# Qualtrics' export (Data & Analysis > Export > CSV): three header rows (the export tags, the labels and question
# texts, the ImportIds), then a response a row; every field quoted
_QUALTRICS_CSV = (
    '"StartDate","EndDate","Status","IPAddress","Progress","Duration (in seconds)","Finished","RecordedDate",'
    '"ResponseId","RecipientLastName","RecipientFirstName","RecipientEmail","ExternalReference","LocationLatitude",'
    '"LocationLongitude","DistributionChannel","UserLanguage","Q1","Q2_1","Q3"\n'
    '"Start Date","End Date","Response Type","IP Address","Progress","Duration (in seconds)","Finished",'
    '"Recorded Date","Response ID","Recipient Last Name","Recipient First Name","Recipient Email",'
    '"External Data Reference","Location Latitude","Location Longitude","Distribution Channel","User Language",'
    '"Which station do you start most trips from?","How often was it empty when you arrived? - Rating",'
    '"What would you change about this station?"\n'
    '"{""ImportId"":""startDate"",""timeZone"":""America/New_York""}",'
    '"{""ImportId"":""endDate"",""timeZone"":""America/New_York""}","{""ImportId"":""status""}",'
    '"{""ImportId"":""ipAddress""}","{""ImportId"":""progress""}","{""ImportId"":""duration""}",'
    '"{""ImportId"":""finished""}","{""ImportId"":""recordedDate"",""timeZone"":""America/New_York""}",'
    '"{""ImportId"":""_recordId""}","{""ImportId"":""recipientLastName""}","{""ImportId"":""recipientFirstName""}",'
    '"{""ImportId"":""recipientEmail""}","{""ImportId"":""externalDataReference""}",'
    '"{""ImportId"":""locationLatitude""}","{""ImportId"":""locationLongitude""}",'
    '"{""ImportId"":""distributionChannel""}","{""ImportId"":""userLanguage""}","{""ImportId"":""QID1""}",'
    '"{""ImportId"":""QID2_1""}","{""ImportId"":""QID3_TEXT""}"\n'
    '"2026-05-14 08:31:02","2026-05-14 08:33:47","0","","100","165","1","2026-05-14 08:33:48","R_3kVq8ZpL2mXw1Ta",'
    '"","","","","40.7612","-73.9776","anonymous","EN","W 52 St & 11 Ave","4","More docks, it is full by 8:30"\n')
_QUALTRICS_NAME = "Rider+Station+Survey+May+2026_May+20,+2026_09.12.csv"


# a map screenshot of the morning's empty stations (PNG, as the screenshot tool writes it): the signature, the IHDR
# (1280 x 800, 8-bit RGBA), one IDAT of blank rows, the IEND, each chunk with its CRC
def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _map_png() -> bytes:
    width, height = 1280, 800
    rows = (b"\x00" + b"\xff" * (width * 4)) * height
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(rows, 9)) + _chunk(b"IEND", b""))


_PNG = _map_png()
_PNG_NAME = "Screenshot 2026-05-14 at 08.42.17.png"

# a committee member's ballot as typed for the vote: member, place, station short name, station: four fields a line
_BALLOT = ("okafor 1 6926.01 w52-st-11-ave\nokafor 2 6498.10 e47-st-2-ave\n"
           "okafor 3 4846.01 fulton-st-clermont-ave\nokafor 4 8085.02 grand-concourse-e-161-st\n")
# the committee's vote tally as the secretary types it: round, station short name, yes, no, abstain, share of yes:
# six fields a line
_TALLY = ("R2 6926.01 9 2 1 0.75\nR2 6498.10 7 4 1 0.58\nR2 4846.01 6 5 1 0.50\nR2 8085.02 10 1 1 0.83\n")
# the planners' rating sheet as typed from the site visits: planner's initials, station short name, district,
# access, safety, overall: six fields a line
_RATING_SHEET = ("kd 6926.01 hells-kitchen 4 5 4.5\nkd 6498.10 midtown-east 3 4 3.5\n"
                 "ml 4846.01 fort-greene 5 4 4.5\nml 8085.02 concourse 4 3 3.5\nts 6779.04 astoria 3 5 4.0\n")


def ninetyeighth_bar_bikeshare_cases() -> list[Case]:
    G = NINETYEIGHTH_BIKESHARE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="station_scores", judgements="committee_votes", runs=_RECS3,
        stem="station_rankings", outputs=_OUT, item="station", rounded="rider_survey",
        weights="{'trip_demand': 2.0, 'empty_full_minutes': 1.5, 'rebalancing_moves': 1.0, 'rider_survey': 0.5}",
        lone_query="R['rider_survey']['district:2026-05/governors-island'] = "
                   "{'station:manhattan/5905.14': 0.9, 'dock:manhattan/6140.05/17': 0.4}\n",
        trust="trip_demand 2\nempty_full_minutes 1\nrebalancing_moves 1\n",
        trust_dict="{'trip_demand': 2, 'empty_full_minutes': 1, 'rebalancing_moves': 1}",
        texts={
            "rrf": ("u98a_rrf_station_scores",
                    "rankagg.fuse({source: {district, hour, month or vote: {station: score}}}, method='rrf'): the "
                    "trip counts, the empty and full minutes, the rebalancing moves and the survey ratings, six "
                    "rankings ('district:2026-05/midtown-east'), stations as 'station:manhattan/6140.05'"),
            "borda": ("u98a_borda_station_missing_from_sources",
                      "rankagg.fuse(..., method='borda'): a station opened mid-month that the survey never asked "
                      "about and the vans never served, so some sources have no score for it"),
            "combsum": ("u98a_combsum_rounded_survey_ratings",
                        "rankagg.fuse(..., method='combsum'): the riders' survey ratings as averages at one decimal "
                        "(many ties), beside the trip counts and the empty and full minutes"),
            "fuser": ("u98a_weighted_fuser_trip_demand",
                      "rankagg.Fuser('rrf', weights=...) per district and hour: the trip counts count 2, the survey "
                      "a half, as the planning manual says"),
            "frame": ("u98a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row per "
                      "district, station and source"),
            "evaluate": ("u98a_evaluate_committee_votes",
                         "rankagg.evaluate(fused ranking, the committee's votes, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the stations the committee approved first"),
            "lone": ("u98a_pilot_district_only_survey",
                     "rankagg.fuse(..., method='rrf'): the Governors Island pilot, which only the riders' survey "
                     "covers, beside districts every source covers"),
            "cli_rrf": ("u98a_cli_rrf_runs",
                        "rankagg fuse trip_demand.run empty_full_minutes.run rebalancing_moves.run --method rrf -o "
                        "station_rankings.run: one run per source, districts, hours and votes as queries"),
            "cli_borda": ("u98a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the trip counts "
                          "count double)"),
            "cli_combsum": ("u98a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four stations a van can serve per "
                            "district and hour"),
            "cli_evaluate": ("u98a_cli_evaluate_committee_votes_qrels",
                             "rankagg evaluate station_rankings.run --qrels committee_votes.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's votes (0-2)"),
            "cli_parquet": ("u98a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o station_rankings.parquet: gzipped runs from the "
                            "team's nightly scripts, a Parquet table for the planners' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u98a_citibike_tripdata_csv_as_run", "Citi Bike's monthly trip data (ride_id, rideable_type, started_at, "
         "ended_at, start_station_name, ... member_casual)", _CITIBIKE_NAME, _CITIBIKE_CSV, "Citi Bike",
         named_at(_CITIBIKE_NAME, _CITIBIKE_CSV)),
        ("u98a_gbfs_json_as_run", "a GBFS discovery file, gbfs.json (last_updated, ttl, version, data.en.feeds)",
         _GBFS_NAME, _GBFS, "GBFS", f"{_GBFS_NAME}:1"),
        ("u98a_gbfs_station_information_as_run", "a GBFS station_information.json (station_id, name, short_name, "
         "lat, lon, region_id, capacity)", _STATION_INFORMATION_NAME, _STATION_INFORMATION, "GBFS",
         f"{_STATION_INFORMATION_NAME}:1"),
        ("u98a_gbfs_station_status_as_run", "a GBFS station_status.json (station_id, num_bikes_available, "
         "num_docks_available, is_renting, last_reported)", _STATION_STATUS_NAME, _STATION_STATUS, "GBFS",
         f"{_STATION_STATUS_NAME}:1"),
        ("u98a_osm_pbf_as_run", "an OpenStreetMap extract of the service area (.osm.pbf: BlobHeader 'OSMHeader', "
         "zlib HeaderBlock)", _OSM_PBF_NAME, _OSM_PBF, "OpenStreetMap", _OSM_PBF_NAME),
        ("u98a_qualtrics_csv_as_run", "the riders' survey as Qualtrics exports it (three header rows: StartDate, "
         "... UserLanguage, Q1; labels; ImportIds)", _QUALTRICS_NAME, _QUALTRICS_CSV, "Qualtrics",
         named_at(_QUALTRICS_NAME, _QUALTRICS_CSV)),
        ("u98a_map_screenshot_png_as_run", "a map screenshot of the morning's empty stations (PNG: signature, IHDR "
         "1280 x 800 RGBA)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u98a_committee_ballot_as_run", "a committee member's ballot as typed (four fields a line: member, place, "
         "station short name, station)", "ballot_okafor_round2.txt", _BALLOT, "committee ballot",
         "ballot_okafor_round2.txt:1"),
        ("u98a_vote_tally_as_run", "the committee's vote tally as typed (six fields a line: round, station, yes, "
         "no, abstain, share)", "vote_tally_round2.txt", _TALLY, "vote tally", "vote_tally_round2.txt:1"),
        ("u98a_rating_sheet_as_run", "the planners' rating sheet as typed from the site visits (six fields a line: "
         "planner, station, district, access, safety, overall)", "site_ratings_may.txt", _RATING_SHEET,
         "rating sheet", "site_ratings_may.txt:1")],
        one_run=("trip_demand.run", _ONE_RUN), stem="station_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a round, a station, "
                 "three counts and a share, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an OpenStreetMap PBF extract or a PNG screenshot read as lines gives no "
                   "ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u98a_committee_ballot_as_qrels", "ballot_okafor_round2.txt", _BALLOT, "committee ballot"),
        ("u98a_vote_tally_as_qrels", "vote_tally_round2.txt", _TALLY, "vote tally"),
        ("u98a_capitalbikeshare_tripdata_csv_as_qrels", _CABI_NAME, _CABI_CSV, "Capital Bikeshare"),
        ("u98a_qualtrics_csv_as_qrels", _QUALTRICS_NAME, _QUALTRICS_CSV, "Qualtrics")],
        one_run=("trip_demand.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u98a_out_osm_pbf", "rebalancing_plan.osm.pbf", "an OpenStreetMap PBF extract"),
        ("u98a_out_osm_xml", "proposed_stations.osm", "an OpenStreetMap XML file"),
        ("u98a_out_geojson", "station_rankings.geojson", "a GeoJSON layer"),
        ("u98a_out_gbfs_station_status_json", "station_status.json", "a GBFS station_status feed")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=98"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u98a_api_gbfs_station_status_dict",
            "rankagg.fuse(json.load(station_status.json)): a GBFS station_status feed, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "GBFS", why="a run maps a query to {document: score}; a GBFS station_status feed is the system's state "
            "at one moment (last_updated, ttl, version, and per station its bikes and docks available)",
            files={"r.json": _STATION_STATUS}),
        bad("u98a_api_citibike_frame",
            "rankagg.fuse(pd.read_csv(202605-citibike-tripdata.csv)): Citi Bike's trip data (ride_id, rideable_type, "
            "started_at, ... member_casual) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Citi Bike", why="a table of runs has qid, docid, run and score columns; a trip data file has a trip a "
            "row (its ride id, bike type, start and end times, stations and coordinates, member or casual)",
            files={"r.csv": _CITIBIKE_CSV}),
    ]
    return cases
