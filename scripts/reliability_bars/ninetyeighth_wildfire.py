"""Issue 45's ninety-eighth bar of scripts/reliability_matrix.py, a state wildfire agency's fire danger and resource
allocation team, ranking incidents per day, region and allocation-board vote from satellite hotspot detections, fire
weather indices, spread predictions, crew leaders' ratings and the board's votes (its cases, ids ``u98b_``, registered
in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a day's incidents, a region's incidents, an allocation vote is a query
(``day:2024-07-25/incidents`` the day's incidents to staff; ``region:calfire/northern/incidents`` a region's;
``vote:board/2024-07-25/allocation-07`` the incidents one board vote allocates crews among) and each incident a
document (``incident:wfigs/2024-CABTU-011931``, the id space, then the incident's unique fire identifier as WFIGS
writes it, year, state and unit, number); the runs are FIRMS's hotspot detections, the fire weather index, the spread
predictions and the crew leaders' ratings, turned to scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, FIRMS's hotspots weighted highest (every satellite pass over the state, the same for every
district), and judged against the allocation board's votes (2 an incident the board staffs first, 1 one it staffs,
0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (FIRMS's active
fire CSVs from VIIRS and MODIS, WFIGS's incident locations as NIFC's ArcGIS service answers them in GeoJSON, a
perimeter placemark saved by Google Earth as KML, a fire weather index grid in NetCDF, a spread prediction raster in
GeoTIFF, a crew's photo (JPEG with GPS EXIF) from the same folder, and the board's ballot, a vote tally and a crew
leader's rating sheet as typed), and outputs named for the field's files (Google Earth's .kml, a NetCDF grid's .nc,
NIFC's .geojson download, and FIRMS's 24-hour VIIRS file's own name, which ends in .csv).
(Left out, as they could not be checked byte for byte in the time given: the RAWS fire weather observations (fw13, the
WIMS exports: no stored file or layout was checked); ICS-209 exports (no stored export shows their columns); FIRMS's
archive download with its instrument and type columns (the 24-hour files were used, whose header is checked); the
crew leaders' sheets and the board's ballots as spreadsheets (no tool's sheet is a fixed format, so they are typed
here).)  FIRMS's CSVs have the headers of its active fire files, as stored clients and tests quote them (VIIRS:
latitude, longitude, bright_ti4, scan, track, acq_date, acq_time, satellite, confidence, version, bright_ti5, frp,
daynight, confidence as low/nominal/high, version 2.0NRT; MODIS: brightness and bright_t31 instead, satellite Terra or
Aqua, confidence 0-100, version 6.1NRT).  The GeoJSON is what an ArcGIS feature service's query answers with
f=geojson, compact (type FeatureCollection, features each type, id, geometry, properties, OBJECTID first), its
properties WFIGS's incident location fields as clients ask for them (IncidentName, IncidentTypeCategory, IrwinID,
POOState, UniqueFireIdentifier, ...).  The KML opens as Google Earth saves it (the XML declaration, then kml with the
kml/2.2, gx, kml and atom namespaces on line 2, Document, name).  The NetCDF file is classic format (CDF\\x01, numrecs,
the dimension, attribute and variable lists as the NetCDF classic format spec lays them out), checked by reading it
back with scipy.io.netcdf_file; the GeoTIFF a little-endian TIFF (II*\\0) whose one IFD holds a 2x2 float32 image and
ModelPixelScaleTag (33550), ModelTiepointTag (33922) and GeoKeyDirectoryTag (34735), checked with Pillow; the photo a
JPEG's SOI then APP1 Exif (a big-endian TIFF, Make, Model, the GPS IFD pointer 0x8825, GPSVersionID 2.3, latitude
and longitude as rationals), checked with Pillow's Exif reader.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYEIGHTH_WILDFIRE = ("45 Unseen inputs: a ninety-eighth bar, a state wildfire agency's fire danger and resource "
                         "allocation team ranking incidents per day, region and allocation-board vote from satellite "
                         "hotspots, fire weather indices, spread predictions, crew leaders' ratings and the board's "
                         "votes (FIRMS CSVs, NIFC's GeoJSON, KML, NetCDF, GeoTIFF, photos, and ballots, tallies and "
                         "rating sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['firms_hotspots', 'fire_weather_index', 'spread_predictions', 'crew_ratings'],
    items=['incident:wfigs/2024-CABTU-011931', 'incident:wfigs/2024-CALNU-009214', 'incident:wfigs/2024-CASHU-004410',
           'incident:wfigs/2024-CAMEU-007702', 'incident:wfigs/2024-CANEU-013358', 'incident:wfigs/2024-CATGU-005127',
           'incident:wfigs/2024-CASKU-006093', 'incident:wfigs/2024-CAHUU-002871'],
    queries=['day:2024-07-25/incidents', 'region:calfire/northern/incidents', 'vote:board/2024-07-25/allocation-07',
             'day:2024-07-26/incidents', 'region:calfire/southern/incidents', 'vote:board/2024-07-26/allocation-08'],
    suffix='/revised', generator='fire_danger_rankings', judgements='board_votes'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "fire_danger_rankings", "fire_danger_rankings.run")

_RECS3 = ["firms_hotspots", "fire_weather_index", "spread_predictions"]
_OUT = ("fire_danger_rankings.run",)
_ONE_RUN = ("day:2024-07-25/incidents Q0 incident:wfigs/2024-CABTU-011931 1 0.9412 firms_hotspots\n"
            "day:2024-07-25/incidents Q0 incident:wfigs/2024-CALNU-009214 2 0.8873 firms_hotspots\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as FIRMS, NIFC's service, Google Earth and the grids' tools write them, as typed
# FIRMS's 24-hour VIIRS (S-NPP, 375 m) active fire CSV for the contiguous US and Hawaii
_VIIRS = ("latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,confidence,version,bright_ti5,frp,"
          "daynight\n"
          "39.81246,-121.61873,367.21,0.39,0.36,2024-07-25,0936,N,high,2.0NRT,301.84,48.62,N\n"
          "39.80912,-121.62430,341.57,0.39,0.36,2024-07-25,0936,N,nominal,2.0NRT,296.11,17.35,N\n"
          "38.61402,-122.40917,329.90,0.42,0.37,2024-07-25,2048,N,nominal,2.0NRT,305.27,6.91,D\n"
          "40.55721,-122.61154,318.44,0.44,0.38,2024-07-25,2048,N,low,2.0NRT,303.02,3.18,D\n")
_VIIRS_NAME = "SUOMI_VIIRS_C2_USA_contiguous_and_Hawaii_24h.csv"

# FIRMS's 24-hour MODIS (Collection 6.1, 1 km) active fire CSV
_MODIS = ("latitude,longitude,brightness,scan,track,acq_date,acq_time,satellite,confidence,version,bright_t31,frp,"
          "daynight\n"
          "39.8117,-121.6201,352.4,1.0,1.0,2024-07-25,0612,Terra,91,6.1NRT,298.3,96.4,N\n"
          "38.6152,-122.4087,327.8,1.1,1.0,2024-07-25,2112,Aqua,72,6.1NRT,304.6,21.7,D\n"
          "40.5569,-122.6108,319.6,1.2,1.1,2024-07-25,2112,Aqua,48,6.1NRT,302.9,9.8,D\n")
_MODIS_NAME = "MODIS_C6_1_USA_contiguous_and_Hawaii_24h.csv"


# WFIGS's current incident locations as NIFC's ArcGIS feature service answers a query with f=geojson, compact
def _incident(oid: int, x: float, y: float, name: str, irwin: str, state: str, ufi: str, acres: float,
              contained: float | None) -> dict:
    return {"type": "Feature", "id": oid, "geometry": {"type": "Point", "coordinates": [x, y]}, "properties": {
        "OBJECTID": oid, "IncidentName": name, "IncidentSize": acres, "IncidentTypeCategory": "WF",
        "IrwinID": irwin, "PercentContained": contained, "FireDiscoveryDateTime": 1721854200000,
        "POOCounty": "Butte", "POOState": state, "UniqueFireIdentifier": ufi}}


_GEOJSON = _compact({"type": "FeatureCollection", "features": [
    _incident(1, -121.6187, 39.8125, "Ridge", "{7E2F5B1C-0A44-4D8E-9C61-2B3F0D9A4E17}", "US-CA", "2024-CABTU-011931",
              48212.0, 3.0),
    _incident(2, -122.4092, 38.6140, "Crest", "{A1C93D02-5F7B-4E21-8D3A-6C0B7E19F254}", "US-CA", "2024-CALNU-009214",
              1840.0, 22.0),
    _incident(3, -122.6115, 40.5572, "Gulch", "{C4D18E77-2B90-4F3C-A5E6-91D20B3C8F60}", "US-CA", "2024-CASHU-004410",
              312.0, None)]})
_GEOJSON_NAME = "WFIGS_Incident_Locations_Current.geojson"

# a perimeter placemark as Google Earth saves it (the declaration, then kml with its four namespaces on line 2)
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2" '
        'xmlns:kml="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">\n'
        '<Document>\n\t<name>ridge_perimeter_0725.kml</name>\n\t<Placemark>\n\t\t<name>Ridge 2024-07-25 2130</name>\n'
        '\t\t<Polygon>\n\t\t\t<tessellate>1</tessellate>\n\t\t\t<outerBoundaryIs>\n\t\t\t\t<LinearRing>\n'
        '\t\t\t\t\t<coordinates>\n\t\t\t\t\t\t-121.6412,39.8307,0 -121.5903,39.8299,0 -121.5951,39.7948,0 '
        '-121.6412,39.8307,0 \n\t\t\t\t\t</coordinates>\n\t\t\t\t</LinearRing>\n\t\t\t</outerBoundaryIs>\n'
        '\t\t</Polygon>\n\t</Placemark>\n</Document>\n</kml>\n')
_KML_NAME = "ridge_perimeter_0725.kml"


def _nc_name(name: str) -> bytes:
    data = name.encode("ascii")
    return struct.pack(">i", len(data)) + data + b"\0" * (-len(data) % 4)


def _nc_text_attr(name: str, value: str) -> bytes:
    data = value.encode("ascii")
    return _nc_name(name) + struct.pack(">ii", 2, len(data)) + data + b"\0" * (-len(data) % 4)  # NC_CHAR


def _netcdf_grid() -> bytes:
    """A day's fire weather index grid in NetCDF's classic format: 'CDF' 1, numrecs 0, the dimension list (NC_DIMENSION
    0x0A: lat 2, lon 2), the global attributes (NC_ATTRIBUTE 0x0C: title, Conventions), the variable list
    (NC_VARIABLE 0x0B: lat, lon and FWI, float, each its dimension ids, its attributes, type 5, vsize and begin),
    then the data."""
    dims = struct.pack(">ii", 0x0A, 2) + _nc_name("lat") + struct.pack(">i", 2) + _nc_name("lon") + struct.pack(">i", 2)
    gatts = (struct.pack(">ii", 0x0C, 2) + _nc_text_attr("title", "Fire Weather Index, 2024-07-25 13:00 PDT")
             + _nc_text_attr("Conventions", "CF-1.7"))
    specs = [("lat", [0], "degrees_north", [39.75, 39.85]), ("lon", [1], "degrees_east", [-121.65, -121.55]),
             ("FWI", [0, 1], "1", [38.2, 41.7, 29.5, 33.0])]

    def header(begins: list[int]) -> bytes:
        out = struct.pack(">ii", 0x0B, len(specs))
        for (name, dimids, units, values), begin in zip(specs, begins):
            out += (_nc_name(name) + struct.pack(">i", len(dimids)) + b"".join(struct.pack(">i", d) for d in dimids)
                    + struct.pack(">ii", 0x0C, 1) + _nc_text_attr("units", units)
                    + struct.pack(">iii", 5, 4 * len(values), begin))
        return b"CDF\x01" + struct.pack(">i", 0) + dims + gatts + out

    size = len(header([0, 0, 0]))
    begins, at = [], size
    for _, _, _, values in specs:
        begins.append(at)
        at += 4 * len(values)
    return header(begins) + b"".join(struct.pack(f">{len(v)}f", *v) for _, _, _, v in specs)


_NC = _netcdf_grid()
_NC_NAME = "fwi_20240725_1300.nc"


def _geotiff() -> bytes:
    """A spread prediction's 2x2 float32 raster as a GeoTIFF: 'II' 42 and the IFD's offset, then one IFD (its tags in
    ascending order: ImageWidth, ImageLength, BitsPerSample 32, Compression 1, PhotometricInterpretation 1,
    StripOffsets, SamplesPerPixel 1, RowsPerStrip, StripByteCounts, PlanarConfiguration 1, SampleFormat 3 (IEEE
    float), ModelPixelScaleTag, ModelTiepointTag, GeoKeyDirectoryTag: GTModelType geographic, GTRasterType
    PixelIsArea, GeographicType WGS 84), then the values the IFD points at and the pixels."""
    scale = struct.pack("<3d", 0.05, 0.05, 0.0)
    tiepoint = struct.pack("<6d", 0.0, 0.0, 0.0, -121.65, 39.85, 0.0)
    geokeys = struct.pack("<16H", 1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4326)
    pixels = struct.pack("<4f", 0.82, 0.64, 0.41, 0.17)
    count = 14
    extra = 8 + 2 + 12 * count + 4
    scale_at, tie_at = extra, extra + len(scale)
    keys_at = tie_at + len(tiepoint)
    pixels_at = keys_at + len(geokeys)
    entries = [(256, 3, 1, 2), (257, 3, 1, 2), (258, 3, 1, 32), (259, 3, 1, 1), (262, 3, 1, 1), (273, 4, 1, pixels_at),
               (277, 3, 1, 1), (278, 3, 1, 2), (279, 4, 1, len(pixels)), (284, 3, 1, 1), (339, 3, 1, 3),
               (33550, 12, 3, scale_at), (33922, 12, 6, tie_at), (34735, 3, 16, keys_at)]
    assert len(entries) == count
    ifd = struct.pack("<H", count)
    for tag, kind, n, value in entries:
        ifd += struct.pack("<HHI", tag, kind, n) + (struct.pack("<HH", value, 0) if kind == 3 and n == 1
                                                     else struct.pack("<I", value))
    return b"II*\x00" + struct.pack("<I", 8) + ifd + struct.pack("<I", 0) + scale + tiepoint + geokeys + pixels


_TIF = _geotiff()
_TIF_NAME = "ridge_spread_probability_24h.tif"


def _jpeg_gps() -> bytes:
    """A crew's photo as a camera writes its first bytes: SOI, then APP1 'Exif\\0\\0' and a big-endian TIFF ('MM' 42,
    IFD0 at 8) whose IFD0 holds Make, Model and the GPS IFD's pointer (0x8825), the GPS IFD GPSVersionID 2.3,
    GPSLatitudeRef N, GPSLatitude, GPSLongitudeRef W, GPSLongitude (three rationals each); then EOI."""
    make, model = b"Canon\0", b"Canon EOS R6\0"
    ifd0_at, n0 = 8, 3
    gps_at = ifd0_at + 2 + 12 * n0 + 4
    n1 = 5
    data_at = gps_at + 2 + 12 * n1 + 4
    make_at, model_at = data_at, data_at + len(make)
    lat_at = model_at + len(model)
    lon_at = lat_at + 24
    ifd0 = (struct.pack(">H", n0) + struct.pack(">HHII", 0x010F, 2, len(make), make_at)
            + struct.pack(">HHII", 0x0110, 2, len(model), model_at) + struct.pack(">HHII", 0x8825, 4, 1, gps_at)
            + struct.pack(">I", 0))
    gps = (struct.pack(">H", n1) + struct.pack(">HHI", 0x0000, 1, 4) + bytes([2, 3, 0, 0])
           + struct.pack(">HHI", 0x0001, 2, 2) + b"N\0\0\0" + struct.pack(">HHII", 0x0002, 5, 3, lat_at)
           + struct.pack(">HHI", 0x0003, 2, 2) + b"W\0\0\0" + struct.pack(">HHII", 0x0004, 5, 3, lon_at)
           + struct.pack(">I", 0))
    tiff = (b"MM\x00*" + struct.pack(">I", ifd0_at) + ifd0 + gps + make + model
            + struct.pack(">6I", 39, 1, 48, 1, 4512, 100) + struct.pack(">6I", 121, 1, 37, 1, 710, 100))
    app1 = b"Exif\0\0" + tiff
    return b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + b"\xff\xd9"


_JPG = _jpeg_gps()
_JPG_NAME = "IMG_4187.JPG"

# the allocation board's ballot as typed by a member: rank, incident, unit, crews asked, crews given, score: six fields
_BALLOT = ("1 2024-CABTU-011931 BTU 12 8 9.6\n2 2024-CALNU-009214 LNU 6 4 8.1\n3 2024-CASHU-004410 SHU 4 2 6.7\n"
           "4 2024-CAMEU-007702 MEU 3 1 5.2\n")
# the board's vote tally as typed by its clerk: incident, yes, no, abstain: four fields a line
_TALLY = "2024-CABTU-011931 7 1 1\n2024-CALNU-009214 6 2 1\n2024-CASHU-004410 4 4 1\n2024-CAMEU-007702 2 6 1\n"
# a crew leader's rating sheet as typed: crew, date, incident, chains of line, rating, leader: six fields
_RATINGS = ("Crew-4 2024-07-25 2024-CABTU-011931 42 4.5 Ramirez\nCrew-7 2024-07-25 2024-CALNU-009214 31 4.0 Okafor\n"
            "Crew-11 2024-07-25 2024-CASHU-004410 18 3.5 Lindqvist\nCrew-2 2024-07-25 2024-CAMEU-007702 12 3.0 Haas\n")


def ninetyeighth_bar_wildfire_cases() -> list[Case]:
    G = NINETYEIGHTH_WILDFIRE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="fire_danger_rankings", judgements="board_votes", runs=_RECS3,
        stem="fire_danger_rankings", outputs=_OUT, item="incident", rounded="crew_ratings",
        weights="{'firms_hotspots': 2.0, 'fire_weather_index': 1.0, 'spread_predictions': 1.5, "
                "'crew_ratings': 0.5}",
        lone_query="R['spread_predictions']['region:calfire/northern/overnight-spread'] = "
                   "{'incident:wfigs/2024-CABTU-011931': 0.9, 'incident:wfigs/2024-CALNU-009214': 0.4}\n",
        trust="firms_hotspots 2\nfire_weather_index 1\nspread_predictions 1\n",
        trust_dict="{'firms_hotspots': 2, 'fire_weather_index': 1, 'spread_predictions': 1}",
        texts={
            "rrf": ("u98b_rrf_fire_danger",
                    "rankagg.fuse({source: {day, region or vote: {incident: score}}}, method='rrf'): FIRMS's "
                    "hotspots, the fire weather index, the spread predictions and the crew leaders' ratings, six "
                    "rankings ('vote:board/2024-07-25/allocation-07'), incidents as "
                    "'incident:wfigs/2024-CABTU-011931'"),
            "borda": ("u98b_borda_incident_absent",
                      "rankagg.fuse(..., method='borda'): an incident no satellite passed over or no crew has "
                      "rated yet has no score from some sources"),
            "combsum": ("u98b_combsum_rounded_crew_ratings",
                        "rankagg.fuse(..., method='combsum'): the crew leaders' ratings kept to one decimal (many "
                        "ties) beside FIRMS's hotspots and the fire weather index"),
            "fuser": ("u98b_weighted_fuser_firms_hotspots",
                      "rankagg.Fuser('rrf', weights=...) per day, region and vote: FIRMS's hotspots count 2, as "
                      "every satellite pass covers every district alike"),
            "frame": ("u98b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row "
                      "per day, region or vote, incident and source"),
            "evaluate": ("u98b_evaluate_board_votes",
                         "rankagg.evaluate(fused ranking, the board's votes, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the incidents the board staffs first at the top"),
            "lone": ("u98b_spread_only_overnight_region",
                     "rankagg.fuse(..., method='rrf'): a region's overnight spread only the spread predictions "
                     "hold, beside days and votes every source covers"),
            "cli_rrf": ("u98b_cli_rrf_runs",
                        "rankagg fuse firms_hotspots.run fire_weather_index.run spread_predictions.run --method "
                        "rrf -o fire_danger_rankings.run: one run per source, days, regions and votes as queries"),
            "cli_borda": ("u98b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: FIRMS's hotspots "
                          "count double)"),
            "cli_combsum": ("u98b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four incidents the morning "
                            "briefing shows per region"),
            "cli_evaluate": ("u98b_cli_evaluate_board_votes_qrels",
                             "rankagg evaluate fire_danger_rankings.run --qrels board_votes.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the allocation board's votes (0-2)"),
            "cli_parquet": ("u98b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fire_danger_rankings.parquet: gzipped runs from "
                            "the team's scripts, a Parquet table for the board's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u98b_firms_viirs_csv_as_run", "a day's VIIRS hotspots as FIRMS's 24-hour active fire CSV (latitude, "
         "longitude, bright_ti4, scan, track, acq_date, acq_time, satellite, confidence, version, bright_ti5, frp, "
         "daynight)", _VIIRS_NAME, _VIIRS, "FIRMS", f"{_VIIRS_NAME}:1"),
        ("u98b_firms_modis_csv_as_run", "a day's MODIS hotspots as FIRMS's 24-hour active fire CSV (latitude, "
         "longitude, brightness, ..., bright_t31, frp, daynight)", _MODIS_NAME, _MODIS, "FIRMS", f"{_MODIS_NAME}:1"),
        ("u98b_wfigs_geojson_as_run", "WFIGS's incident locations as NIFC's ArcGIS service answers them (GeoJSON: "
         "a FeatureCollection, each feature's properties OBJECTID, IncidentName, ..., UniqueFireIdentifier)",
         _GEOJSON_NAME, _GEOJSON, "GeoJSON", f"{_GEOJSON_NAME}:1"),
        ("u98b_google_earth_kml_as_run", "a fire's perimeter as Google Earth saves it (KML: the declaration, kml "
         "with its namespaces, Document, Placemark, Polygon)", _KML_NAME, _KML, "KML", named_at(_KML_NAME, _KML)),
        ("u98b_netcdf_fwi_grid_as_run", "a day's fire weather index grid (NetCDF classic: CDF\\x01, the dimension, "
         "attribute and variable lists, then the data)", _NC_NAME, _NC, "NetCDF", _NC_NAME),
        ("u98b_geotiff_spread_as_run", "a spread prediction's raster (GeoTIFF: II*\\0, one IFD with the model "
         "pixel scale, tiepoint and GeoKey directory tags, float32 pixels)", _TIF_NAME, _TIF, "GeoTIFF", _TIF_NAME),
        ("u98b_jpeg_gps_photo_as_run", "a crew's photo of the fire line left in the day's folder (JPEG: SOI, APP1 "
         "Exif with a GPS IFD)", _JPG_NAME, _JPG, "JPEG", _JPG_NAME),
        ("u98b_board_ballot_as_run", "a board member's ballot as typed (six fields a line: rank, incident, unit, "
         "crews asked, crews given, score)", "ballot_member4.txt", _BALLOT, "ballot", "ballot_member4.txt:1"),
        ("u98b_vote_tally_as_run", "the board's vote tally as typed (four fields a line: incident, yes, no, "
         "abstain)", "tally_allocation07.txt", _TALLY, "tally", "tally_allocation07.txt:1"),
        ("u98b_crew_rating_sheet_as_run", "a crew leader's rating sheet as typed (six fields a line: crew, date, "
         "incident, chains of line, rating, leader)", "crew_ratings_0725.txt", _RATINGS, "rating sheet",
         "crew_ratings_0725.txt:1")],
        one_run=("firms_hotspots.run", _ONE_RUN), stem="fire_danger_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed ballot's six are a rank, an "
                 "incident, a unit, two crew counts and a score, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a NetCDF grid, a GeoTIFF raster or a JPEG photo read as lines gives no "
                   "ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u98b_vote_tally_as_qrels", "tally_allocation07.txt", _TALLY, "tally"),
        ("u98b_board_ballot_as_qrels", "ballot_member4.txt", _BALLOT, "ballot"),
        ("u98b_firms_viirs_csv_as_qrels", _VIIRS_NAME, _VIIRS, "FIRMS"),
        ("u98b_wfigs_geojson_as_qrels", _GEOJSON_NAME, _GEOJSON, "GeoJSON")],
        one_run=("firms_hotspots.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u98b_out_google_earth_kml", "fire_danger_0726.kml", "Google Earth's KML (.kml)"),
        ("u98b_out_netcdf_nc", "fire_danger_0726.nc", "a NetCDF grid (.nc)"),
        ("u98b_out_nifc_geojson", "WFIGS_Incident_Locations_Current.geojson", "NIFC's incident GeoJSON (.geojson)"),
        ("u98b_out_firms_viirs_csv", "SUOMI_VIIRS_C2_USA_contiguous_and_Hawaii_24h.csv",
         "FIRMS's 24-hour VIIRS active fire CSV (its own file name, ending in .csv)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=98"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u98b_api_wfigs_geojson_document",
            "rankagg.fuse(json.load(WFIGS_Incident_Locations_Current.geojson)): WFIGS's incident locations as NIFC's "
            "ArcGIS service answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_GEOJSON_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "GeoJSON", why="a run maps a query to {document: score}; a GeoJSON FeatureCollection is type and "
            "features, each an incident's point and its properties (name, size, containment, IrwinID)",
            files={_GEOJSON_NAME: _GEOJSON}),
        bad("u98b_api_firms_viirs_frame",
            "rankagg.fuse(pd.read_csv(SUOMI_VIIRS_C2_USA_contiguous_and_Hawaii_24h.csv)): a day's VIIRS hotspots "
            "as FIRMS's active fire CSV (latitude, longitude, bright_ti4, ..., frp, daynight) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_VIIRS_NAME}'), method='borda')\n",
            "FIRMS", why="a table of runs has qid, docid, run and score columns; FIRMS's CSV is a hotspot per row: "
            "its place, brightness temperatures, pixel size, pass time, satellite, confidence and fire radiative "
            "power",
            files={_VIIRS_NAME: _VIIRS}),
    ]
    return cases
