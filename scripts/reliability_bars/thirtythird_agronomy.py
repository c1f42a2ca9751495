"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a precision agriculture advisory ranking seed hybrids
per management zone, field and season across yield models and agronomists (its cases, ids ``u33d_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each field and season (``fld:IA-Story/NW40/2026``) is a query and each hybrid in a management zone a
document (``hyb:P1185AM@z1``); the runs are the yield model's, the soil productivity model's, the NDVI model's and the
agronomists' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
model's record, and judged against the on-farm strip trials (2 out-yielded the check by 5 bu/ac or more, 1 above the
check, 0 at or below it).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
ISOXML TASKDATA.XML, a prescription shapefile's .dbf, John Deere Operations Center's API JSON, a Climate FieldView yield
export, an Ag Leader SMS text export, a soil test lab report, SSURGO's mapunit table, a Sentinel-2 NDVI GeoTIFF and its
product metadata), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_AGRONOMY = ("45 Unseen inputs: a thirty-third bar, a precision agriculture advisory ranking seed hybrids "
                        "per management zone, field and season across yield models and agronomists (ISOXML, dBase "
                        ".dbf, John Deere Operations Center, Climate FieldView, Ag Leader SMS, soil test reports, "
                        "SSURGO, GeoTIFF, Sentinel-2)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['yield_model', 'soil_model', 'ndvi_model', 'agronomists'],
    items=['hyb:P1185AM@z1', 'hyb:DKC62-70RIB@z1', 'hyb:P0720Q@z2', 'hyb:DKC58-06RIB@z2', 'hyb:NK1082-3111@z3',
           'hyb:G10D21-5122@z1', 'hyb:LC1296VT2PRIB@z3', 'hyb:W7238RIB@z2'],
    queries=['fld:IA-Story/NW40/2026', 'fld:IA-Story/Home80/2026', 'fld:IA-Boone/Creek/2026',
             'fld:IL-McLean/South160/2026', 'fld:NE-Hall/Pivot3/2026', 'fld:MN-Renville/East40/2026'],
    suffix='/replant', generator='hybrids', judgements='strip_trials') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "hybrids", "hybrids.run")

_RECS3 = ["yield_model", "soil_model", "ndvi_model"]
_OUT = ("hybrids.run",)
_ONE_RUN = ("fld:IA-Story/NW40/2026 Q0 hyb:P1185AM@z1 1 0.91 yield_model\nfld:IA-Story/NW40/2026 Q0 "
            "hyb:DKC62-70RIB@z1 2 0.77 yield_model\n")
# the team's files, as the farm management software, displays, APIs, labs and satellites write them (a few lines)
_ISOXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<ISO11783_TaskData VersionMajor="4" VersionMinor="3" '
           'ManagementSoftwareManufacturer="Prairie Agronomy" ManagementSoftwareVersion="2.4.1" '
           'DataTransferOrigin="1">\n<CTR A="CTR1" B="Prairie Acres LLC"/>\n<FRM A="FRM1" B="Home Farm" I="CTR1"/>\n'
           '<PFD A="PFD1" C="NW40" D="161874" E="CTR1" F="FRM1"/>\n<PDT A="PDT1" B="P1185AM"/>\n'
           '<TSK A="TSK1" B="Plant NW40 2026" C="CTR1" D="FRM1" E="PFD1" G="1"/>\n</ISO11783_TaskData>\n')


def _rx_dbf() -> bytes:
    """A variable-rate prescription shapefile's .dbf: a dBase III header (0x03, the date as yy mm dd from 1900, the
    record count, the header and record lengths), three field descriptors (ZONE N4, HYBRID C16, RATE N8), the 0x0D
    terminator, two records and the 0x1A end."""
    fields = [(b"ZONE", b"N", 4, 0), (b"HYBRID", b"C", 16, 0), (b"RATE", b"N", 8, 0)]
    head = struct.pack("<BBBBIHH20x", 0x03, 126, 3, 15, 2, 32 + 32 * len(fields) + 1,
                       1 + sum(f[2] for f in fields))
    desc = b"".join(struct.pack("<11sc4xBB14x", n, t, ln, dec) for n, t, ln, dec in fields)
    rows = b"".join(b" " + z.rjust(4) + h.ljust(16) + r.rjust(8)
                    for z, h, r in ((b"1", b"P1185AM", b"36000"), (b"2", b"DKC62-70RIB", b"32000")))
    return head + desc + b"\x0d" + rows + b"\x1a"


_DEERE = ('{"links": [{"@type": "Link", "rel": "self", "uri": "https://partnerapi.deere.com/platform/organizations/'
          '412345/fields"}, {"@type": "Link", "rel": "nextPage", "uri": "https://partnerapi.deere.com/platform/'
          'organizations/412345/fields;start=10;count=10"}], "total": 37, "values": [{"@type": "Field", "name": '
          '"NW40", "archived": false, "id": "5d7c9e2a-1b3f-4e8a-9c21-0f6b2d4e8a13", "links": [{"@type": "Link", '
          '"rel": "self", "uri": "https://partnerapi.deere.com/platform/organizations/412345/fields/'
          '5d7c9e2a-1b3f-4e8a-9c21-0f6b2d4e8a13"}, {"@type": "Link", "rel": "boundaries", "uri": '
          '"https://partnerapi.deere.com/platform/organizations/412345/fields/5d7c9e2a-1b3f-4e8a-9c21-0f6b2d4e8a13/'
          'boundaries"}]}]}\n')
_FIELDVIEW = ("Client,Farm,Field,Crop,Variety,Harvest Date,Area (ac),Yld Vol(Dry)(bu/ac),Moisture(%),"
              "Total Vol(Dry)(bu)\n"
              "Prairie Acres LLC,Home Farm,NW40,Corn,P1185AM,2026-10-08,21.4,231.6,17.2,4956.2\n"
              "Prairie Acres LLC,Home Farm,NW40,Corn,DKC62-70RIB,2026-10-08,18.9,224.9,17.9,4250.6\n")
# Ag Leader SMS's text export of six chosen attributes, tab-separated: each point's line has six fields, the fourth
# an integer and the fifth a number (a run line's shape)
_SMS = ("Longitude\tLatitude\tField\tObj. Id\tYld Vol(Dry)(bu/ac)\tProduct\n"
        "-93.6210060\t41.9915420\tNW40\t1\t212.36\tP1185AM\n-93.6209875\t41.9915431\tNW40\t2\t218.04\tP1185AM\n"
        "-93.6209690\t41.9915442\tNW40\t3\t221.77\tP1185AM\n")
# the same export of four attributes (a qrels line's shape)
_SMS_XY = ("Longitude\tLatitude\tYld Vol(Dry)(bu/ac)\tMoisture(%)\n-93.6210060\t41.9915420\t212.36\t17.7\n"
           "-93.6209875\t41.9915431\t218.04\t17.6\n")
_SOIL_LAB = ("Ward Laboratories Inc.,4007 Cherry Ave,Kearney NE 68848,(308) 234-2418\n"
             "Report No.,26-301-0412,Date Received,10/28/2026,Date Reported,11/02/2026\n"
             "Grower,Prairie Acres LLC,Field,NW40\n"
             "Lab No,Sample ID,Depth (in),1:1 Soil pH,WDRF Buffer pH,Organic Matter LOI %,Nitrate-N ppm N,"
             "Mehlich P-III ppm P,Potassium ppm K,Sulfate-S ppm S,Zinc ppm Zn,CEC me/100g\n"
             "61234,Z1-01,0-8,6.4,6.9,3.8,12.4,28,185,9.2,1.45,22.4\n"
             "61235,Z1-02,0-8,6.1,6.8,4.1,10.1,34,201,8.7,1.61,24.0\n")
# SSURGO's tabular/mapunit.txt: no header, pipe-delimited, quoted text, 24 columns (musym ... lkey, mukey)
_SSURGO = ('"L138B"|"Clarion loam, Bemis moraine, 2 to 6 percent slopes"|"Consociation"||2140|||||||'
           '"All areas are prime farmland"|||||"Order 2"|88|||||"410342"|"2765537"\n'
           '"L55"|"Nicollet loam, 1 to 3 percent slopes"|"Consociation"||1865|||||||'
           '"All areas are prime farmland"|||||"Order 2"|91|||||"410342"|"2765586"\n')


def _ndvi_geotiff() -> bytes:
    """A Sentinel-2 NDVI GeoTIFF: 'II*\\0', one IFD (4 x 4 float32 pixels), the GeoTIFF tags (ModelPixelScale 10 m,
    ModelTiepoint, GeoKeyDirectory: projected, pixel is area, EPSG 32615) and GDAL's nodata, then the pixels."""
    scale, tie, nodata = 194, 218, 298
    keys = [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, 32615]
    data = nodata + 6
    tags = [(256, 3, 1, 4), (257, 3, 1, 4), (258, 3, 1, 32), (259, 3, 1, 1), (262, 3, 1, 1), (273, 4, 1, data),
            (277, 3, 1, 1), (278, 3, 1, 4), (279, 4, 1, 64), (284, 3, 1, 1), (339, 3, 1, 3),
            (33550, 12, 3, scale), (33922, 12, 6, tie), (34735, 3, len(keys), scale + 24 + 48), (42113, 2, 6, nodata)]
    ifd = struct.pack("<H", len(tags)) + b"".join(
        struct.pack("<HHIHH", t, k, n, v, 0) if k == 3 and n == 1 else struct.pack("<HHII", t, k, n, v)
        for t, k, n, v in tags) + struct.pack("<I", 0)
    pixels = [0.81, 0.79, 0.84, 0.86, 0.77, 0.80, 0.83, 0.85, 0.62, 0.71, 0.78, 0.82, 0.58, 0.66, 0.74, 0.80]
    return (b"II*\x00" + struct.pack("<I", 8) + ifd + struct.pack("<3d", 10.0, 10.0, 0.0)
            + struct.pack("<6d", 0.0, 0.0, 0.0, 446200.0, 4649800.0, 0.0) + struct.pack(f"<{len(keys)}H", *keys)
            + b"-9999\x00" + struct.pack("<16f", *pixels))


_S2_MTD = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<n1:Level-2A_User_Product '
           'xmlns:n1="https://psd-14.sentinel2.eo.esa.int/PSD/User_Product_Level-2A.xsd" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="https://psd-14.sentinel2.eo.'
           'esa.int/PSD/User_Product_Level-2A.xsd">\n  <n1:General_Info>\n    <Product_Info>\n'
           '      <PRODUCT_START_TIME>2026-07-14T16:58:51.024Z</PRODUCT_START_TIME>\n'
           '      <PRODUCT_STOP_TIME>2026-07-14T16:58:51.024Z</PRODUCT_STOP_TIME>\n'
           '      <PRODUCT_URI>S2B_MSIL2A_20260714T165849_N0511_R069_T15TVG_20260714T213015.SAFE</PRODUCT_URI>\n'
           '      <PROCESSING_LEVEL>Level-2A</PROCESSING_LEVEL>\n      <PRODUCT_TYPE>S2MSI2A</PRODUCT_TYPE>\n'
           '    </Product_Info>\n  </n1:General_Info>\n</n1:Level-2A_User_Product>\n')


def thirtythird_bar_agronomy_cases() -> list[Case]:
    G = THIRTYTHIRD_AGRONOMY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="hybrids", judgements="strip_trials", runs=_RECS3, stem="hybrids", outputs=_OUT,
        item="hybrids", rounded="soil_model",
        weights="{'yield_model': 1.5, 'soil_model': 1.0, 'ndvi_model': 0.5, 'agronomists': 2.0}",
        lone_query="R['agronomists']['fld:IA-Story/Rented120/2026'] = {'hyb:P1185AM@z1': 0.9, "
                   "'hyb:DKC62-70RIB@z2': 0.4}\n",
        trust="yield_model 2\nsoil_model 1\nndvi_model 0.5\n",
        trust_dict="{'yield_model': 2, 'soil_model': 1, 'ndvi_model': 0.5}",
        texts={
            "rrf": ("u33d_rrf_models",
                    "rankagg.fuse({model: {field/season: {hybrid@zone: score}}}, method='rrf'): four models, six "
                    "fields ('fld:IA-Story/NW40/2026'), hybrids per management zone ('hyb:P1185AM@z1')"),
            "borda": ("u33d_borda_unscored_hybrids",
                      "rankagg.fuse(..., method='borda'): the yield model has no score for hybrids without three "
                      "seasons of plots"),
            "combsum": ("u33d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the soil model's productivity index at one decimal "
                        "(many ties) beside the others"),
            "fuser": ("u33d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per field: the agronomists count 2, the NDVI model 0.5"),
            "frame": ("u33d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the seed plan, a row per "
                      "field, hybrid and model"),
            "evaluate": ("u33d_evaluate_strip_trials",
                         "rankagg.evaluate(fused ranking, the strip trials' harvest, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the hybrids that out-yielded the check"),
            "lone": ("u33d_one_model_field",
                     "rankagg.fuse(..., method='rrf'): a field only the agronomists ranked (newly rented, no yield "
                     "history) beside fields every model covers"),
            "cli_rrf": ("u33d_cli_rrf_runs",
                        "rankagg fuse yield_model.run soil_model.run ndvi_model.run --method rrf -o hybrids.run: one "
                        "run per model, fields as queries"),
            "cli_borda": ("u33d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the yield model "
                          "counts double)"),
            "cli_combsum": ("u33d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four hybrids the seed order takes per "
                            "field"),
            "cli_evaluate": ("u33d_cli_evaluate_strip_trial_qrels",
                             "rankagg evaluate hybrids.run --qrels strip_trials.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the strip trials (0-2)"),
            "cli_parquet": ("u33d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o hybrids.parquet: gzipped runs from the models' "
                            "cloud jobs, a Parquet table for the seed plan dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33d_isoxml_as_run", "an ISOXML task file (ISO 11783-10: ISO11783_TaskData, CTR, FRM, PFD, TSK)",
         "TASKDATA.XML", _ISOXML, "ISOXML", "TASKDATA.XML:2"),
        ("u33d_rx_dbf_as_run", "a prescription shapefile's .dbf (a dBase III header: 0x03, date, records, fields)",
         "NW40_rx.dbf", _rx_dbf(), "dBASE", "NW40_rx.dbf"),
        ("u33d_deere_json_as_run", "John Deere Operations Center's API answer (links, total, values of Field)",
         "fields.json", _DEERE, "John Deere", "fields.json:1"),
        ("u33d_fieldview_csv_as_run", "a Climate FieldView yield export (Client, Farm, Field, Crop, Variety, ..., "
         "Yld Vol(Dry)(bu/ac))", "NW40_yield_2026.csv", _FIELDVIEW, "FieldView", "NW40_yield_2026.csv:1"),
        ("u33d_sms_text_as_run", "an Ag Leader SMS text export (Longitude, Latitude, Field, Obj. Id, ...: six "
         "columns a row, like a run's)", "NW40_harvest.txt", _SMS, "SMS", "NW40_harvest.txt:1"),
        ("u33d_soil_lab_as_run", "a soil test lab report (the lab's preamble, then Lab No, Sample ID, Depth, pH, "
         "..., CEC)", "26-301-0412.csv", _SOIL_LAB, "soil test", "26-301-0412.csv:1"),
        ("u33d_ssurgo_mapunit_as_run", "SSURGO's mapunit table (tabular/mapunit.txt: pipe-delimited, musym, muname, "
         "..., mukey)", "mapunit.txt", _SSURGO, "SSURGO", "mapunit.txt:1"),
        ("u33d_ndvi_geotiff_as_run", "a Sentinel-2 NDVI GeoTIFF ('II*\\0', an IFD with the GeoKey tags)",
         "NW40_ndvi_20260714.tif", _ndvi_geotiff(), "GeoTIFF", "NW40_ndvi_20260714.tif"),
        ("u33d_s2_mtd_as_run", "a Sentinel-2 L2A product's metadata (MTD_MSIL2A.xml: n1:Level-2A_User_Product)",
         "MTD_MSIL2A.xml", _S2_MTD, "Sentinel-2", "MTD_MSIL2A.xml:2")],
        one_run=("yield_model.run", _ONE_RUN), stem="hybrids",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary table or raster read as lines gives no ranking: named by its "
                   "magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33d_sms_four_columns_as_qrels", "NW40_yield_points.txt", _SMS_XY, "SMS"),
        ("u33d_fieldview_as_qrels", "NW40_yield_2026.csv", _FIELDVIEW, "FieldView"),
        ("u33d_soil_lab_as_qrels", "26-301-0412.csv", _SOIL_LAB, "soil test"),
        ("u33d_ssurgo_as_qrels", "mapunit.txt", _SSURGO, "SSURGO")],
        one_run=("yield_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33d_out_shp", "hybrids.shp", "a shapefile"),
        ("u33d_out_dbf", "hybrids.dbf", "a shapefile's dBase table"),
        ("u33d_out_tif", "hybrids.tif", "a GeoTIFF")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33d_api_deere_dict",
            "rankagg.fuse(json.load(fields.json)): John Deere Operations Center's answer loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('f.json')), method='rrf')\n",
            "John Deere", why="a run maps a query to {document: score}; the API's 'links' and 'values' are lists and "
            "'total' a count", files={"f.json": _DEERE}),
        bad("u33d_api_fieldview_frame",
            "rankagg.fuse(pd.read_csv(NW40_yield_2026.csv)): a Climate FieldView yield export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('y.csv'), method='borda')\n",
            "FieldView", why="a table of runs has qid, docid, run and score columns; FieldView's has a variety per row",
            files={"y.csv": _FIELDVIEW}),
    ]
    return cases
