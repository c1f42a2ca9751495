"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a digital pathology lab ranking slide regions (tiles)
per slide across detection models and pathologists (its cases, ids ``u33b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each whole slide image (``TCGA-A2-A0T2-01Z-00-DX1``) is a query and each tile a document by its
magnification and grid cell (``tile:40x/c045-r118``); the runs are a tumour classifier's, HoVer-Net's nuclear density,
CLAM's attention and the pathologists' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each ranker's record, and judged against the consensus annotation of three pathologists (2
tumour, 1 suspicious, 0 benign).  The mistakes and odd files: the field's own files given where runs or qrels are read
(QuPath's GeoJSON and measurements, ASAP's XML, Aperio ImageScope's XML, HALO's object data, a CAMELYON16 submission,
CAMELYON17's stage labels, an Aperio .svs, HoVer-Net's JSON, a DICOM whole slide image, YOLO's detections), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_PATHOLOGY = ("45 Unseen inputs: a thirty-third bar, a digital pathology lab ranking slide regions (tiles) "
                         "per slide across detection models and pathologists (QuPath, GeoJSON, ASAP, Aperio, HALO, "
                         "CAMELYON16/17, HoVer-Net, DICOM, YOLO)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tumour_cnn', 'hovernet_density', 'clam_attention', 'pathologists'],
    items=['tile:40x/c045-r118', 'tile:40x/c046-r118', 'tile:40x/c112-r064', 'tile:40x/c113-r065',
           'tile:40x/c087-r201', 'tile:40x/c021-r090', 'tile:40x/c150-r033', 'tile:40x/c099-r140'],
    queries=['TCGA-A2-A0T2-01Z-00-DX1', 'TCGA-BH-A0BG-01Z-00-DX1', 'TCGA-E2-A1L7-01Z-00-DX1',
             'TCGA-AO-A0J6-01Z-00-DX1', 'TCGA-C8-A12V-01Z-00-DX1', 'TCGA-D8-A1XK-01Z-00-DX1'],
    suffix='/recut', generator='tiles', judgements='consensus') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tiles", "tiles.run")

_RECS3 = ["tumour_cnn", "hovernet_density", "clam_attention"]
_OUT = ("tiles.run",)
_ONE_RUN = ("TCGA-A2-A0T2-01Z-00-DX1 Q0 tile:40x/c045-r118 1 0.91 clam_attention\nTCGA-A2-A0T2-01Z-00-DX1 Q0 "
            "tile:40x/c046-r118 2 0.77 clam_attention\n")
# the team's files, as the viewers, image analysis tools, models and scanners write them (a few lines)
_GEOJSON = ('{"type": "FeatureCollection", "features": [{"type": "Feature", '
            '"id": "6f1c2c1e-5b1a-4f7e-9a0d-2b7e0c4d8a31", "geometry": {"type": "Polygon", "coordinates": '
            '[[[46080, 121856], [46592, 121856], [46592, 122368], '
            '[46080, 122368], [46080, 121856]]]}, "properties": {"objectType": "annotation", "classification": '
            '{"name": "Tumor", "color": [200, 0, 0]}, "isLocked": false}}]}\n')
_ASAP = ('<?xml version="1.0"?>\n<ASAP_Annotations>\n\t<Annotations>\n'
         '\t\t<Annotation Name="Annotation 0" Type="Polygon" PartOfGroup="Tumor" Color="#F4FA58">\n'
         '\t\t\t<Coordinates>\n\t\t\t\t<Coordinate Order="0" X="46123.4" Y="121901.2" />\n'
         '\t\t\t\t<Coordinate Order="1" X="46571.9" Y="121920.7" />\n\t\t\t\t<Coordinate Order="2" X="46540.3" '
         'Y="122344.8" />\n\t\t\t</Coordinates>\n\t\t</Annotation>\n\t</Annotations>\n\t<AnnotationGroups>\n'
         '\t\t<Group Name="Tumor" PartOfGroup="None" Color="#ff0000">\n\t\t\t<Attributes />\n\t\t</Group>\n'
         '\t</AnnotationGroups>\n</ASAP_Annotations>\n')
_IMAGESCOPE = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<Annotations MicronsPerPixel="0.252100">\n'
               '<Annotation Id="1" Name="" ReadOnly="0" NameReadOnly="0" LineColorReadOnly="0" Incremental="0" '
               'Type="4" LineColor="65280" Visible="1" Selected="1" MarkupImagePath="" MacroName="">\n'
               '<Attributes>\n<Attribute Name="Description" Id="0" Value=""/>\n</Attributes>\n<Regions>\n'
               '<Region Id="1" Type="0" Zoom="0.5" Selected="0" ImageLocation="" ImageFocus="-1" Length="2048.0" '
               'Area="262144.0" LengthMicrons="516.3" AreaMicrons="16660.1" Text="tumor" NegativeROA="0" '
               'InputRegionId="0" Analyze="1" DisplayId="1">\n<Attributes/>\n<Vertices>\n'
               '<Vertex X="46080" Y="121856" Z="0"/>\n<Vertex X="46592" Y="121856" Z="0"/>\n'
               '<Vertex X="46592" Y="122368" Z="0"/>\n<Vertex X="46080" Y="122368" Z="0"/>\n</Vertices>\n'
               '</Region>\n</Regions>\n<Plots/>\n</Annotation>\n</Annotations>\n')
_HALO = ("Image Location,Analysis Region,Algorithm Name,Object Id,XMin,XMax,YMin,YMax,Tumor Classification,"
         "DAB Positive Classification,Nucleus Area (\u00b5m\u00b2),Nucleus OD\n"
         "\\\\halo-srv\\slides\\TCGA-A2-A0T2-01Z-00-DX1.svs,Layer 1,Multiplex IHC v3.1.4,0,46102,46131,121870,121899,"
         "1,1,38.2108,0.4127\n"
         "\\\\halo-srv\\slides\\TCGA-A2-A0T2-01Z-00-DX1.svs,Layer 1,Multiplex IHC v3.1.4,1,46140,46163,121881,121905,"
         "1,0,29.8841,0.2216\n")
# a CAMELYON16 lesion submission: a CSV of 'Confidence, X, Y' lines (level-0 pixels), no header
_CAMELYON16 = "0.9873,46240,121792\n0.9410,46512,122048\n0.6132,112896,64512\n0.2207,87040,201216\n"
_CAMELYON17 = ("patient,stage\npatient_100.zip,pN1\npatient_100_node_0.tif,negative\npatient_100_node_1.tif,micro\n"
               "patient_100_node_2.tif,macro\npatient_100_node_3.tif,negative\npatient_100_node_4.tif,itc\n")


def _svs() -> bytes:
    """An Aperio .svs: a little-endian TIFF ('II*\\0', the first IFD at 8) whose ImageDescription (tag 270) begins
    'Aperio Image Library', the level-0 size, the tiles and 'AppMag = 40|...|MPP = 0.2521'."""
    desc = (b"Aperio Image Library v12.0.15 \r\n92160x66048 [0,100 92000x65848] (240x240) JPEG/RGB Q=70|AppMag = 40"
            b"|StripeWidth = 1000|ScanScope ID = SS45012|Filename = TCGA-A2-A0T2-01Z-00-DX1|Date = 11/26/26|"
            b"Time = 09:12:44|Time Zone = GMT+01:00|MPP = 0.2521|Left = 25.691574|Top = 23.449873|"
            b"ImageID = 1004486|OriginalWidth = 92160|Originalheight = 66048|ICC Profile = ScanScope v1\x00")
    entries = [(256, 4, 1, 92160), (257, 4, 1, 66048), (258, 3, 1, 8), (259, 3, 1, 7), (262, 3, 1, 2),
               (270, 2, len(desc), 8 + 2 + 9 * 12 + 4), (277, 3, 1, 3), (322, 3, 1, 240), (323, 3, 1, 240)]
    ifd = struct.pack("<H", len(entries)) + b"".join(
        struct.pack("<HHI", tag, typ, count) + (struct.pack("<HH", value, 0) if typ == 3 else struct.pack("<I", value))
        for tag, typ, count, value in entries) + struct.pack("<I", 0)
    return b"II*\x00" + struct.pack("<I", 8) + ifd + desc


def _dicom_wsi() -> bytes:
    """A DICOM whole slide image: the 128-byte preamble, 'DICM', its meta group (explicit VR little endian) naming
    VL Whole Slide Microscopy Image Storage and JPEG baseline."""
    def ui(element: int, uid: str) -> bytes:
        value = uid.encode("ascii") + (b"\x00" if len(uid) % 2 else b"")
        return struct.pack("<HH", 0x0002, element) + b"UI" + struct.pack("<H", len(value)) + value
    group = (b"\x02\x00\x01\x00OB\x00\x00" + struct.pack("<I", 2) + b"\x00\x01"
             + ui(0x0002, "1.2.840.10008.5.1.4.1.1.77.1.6") + ui(0x0003, "1.2.826.0.1.3680043.10.511.3.57021")
             + ui(0x0010, "1.2.840.10008.1.2.4.50"))
    return b"\x00" * 128 + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00" + struct.pack("<I", len(group)) + group


_SVS = _svs()
_DCM = _dicom_wsi()
_QUPATH_TSV = ("Image\tName\tClass\tParent\tROI\tCentroid X \u00b5m\tCentroid Y \u00b5m\tNucleus: Area\t"
               "Nucleus: Perimeter\tNucleus: Hematoxylin OD mean\tCell: Area\n"
               "TCGA-A2-A0T2-01Z-00-DX1.svs\t\tTumor\tTumor\tPolygon\t11631.4\t30726.8\t38.21\t23.87\t0.4127\t81.55\n"
               "TCGA-A2-A0T2-01Z-00-DX1.svs\t\tStroma\tTumor\tPolygon\t11642.9\t30731.2\t29.88\t20.14\t0.2216\t64.02\n")
_HOVERNET = ('{"mag": 40, "nuc": {"1": {"bbox": [[121870, 46102], [121899, 46131]], "centroid": [46116.5, 121884.2], '
             '"contour": [[46105, 121872], [46128, 121871], [46130, 121896], [46104, 121897]], "type_prob": 0.9134, '
             '"type": 1}, "2": {"bbox": [[121881, 46140], [121905, 46163]], "centroid": [46151.2, 121893.0], '
             '"contour": [[46141, 121883], [46161, 121882], [46162, 121904], [46140, 121903]], "type_prob": 0.7702, '
             '"type": 2}}}\n')
# YOLO's detections of mitotic figures in a tile (save_txt with save_conf): class, x and y of the centre, width and
# height (normalised), confidence: six fields a line
_YOLO = ("0 0.4531 0.3887 0.0547 0.0586 0.9132\n0 0.7012 0.6240 0.0469 0.0508 0.8127\n"
         "0 0.1289 0.8516 0.0430 0.0449 0.4410\n")


def thirtythird_bar_pathology_cases() -> list[Case]:
    G = THIRTYTHIRD_PATHOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tiles", judgements="consensus", runs=_RECS3, stem="tiles", outputs=_OUT,
        item="tiles", rounded="tumour_cnn",
        weights="{'tumour_cnn': 1.0, 'hovernet_density': 0.5, 'clam_attention': 1.5, 'pathologists': 2.0}",
        lone_query="R['pathologists']['TCGA-A7-A0CE-01Z-00-DX1'] = {'tile:40x/c061-r077': 0.9, "
                   "'tile:40x/c062-r077': 0.4}\n",
        trust="clam_attention 1.5\ntumour_cnn 1\nhovernet_density 0.5\n",
        trust_dict="{'clam_attention': 1.5, 'tumour_cnn': 1, 'hovernet_density': 0.5}",
        texts={
            "rrf": ("u33b_rrf_rankers",
                    "rankagg.fuse({ranker: {slide: {tile: score}}}, method='rrf'): three models and the "
                    "pathologists, six slides ('TCGA-A2-A0T2-01Z-00-DX1'), tiles by grid cell ('tile:40x/c045-r118')"),
            "borda": ("u33b_borda_unscored_tiles",
                      "rankagg.fuse(..., method='borda'): HoVer-Net has no score for the tiles its tissue mask "
                      "dropped"),
            "combsum": ("u33b_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the tumour classifier's probabilities at one decimal "
                        "(many ties) beside the others"),
            "fuser": ("u33b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per slide: the pathologists count 2, HoVer-Net's density "
                      "0.5"),
            "frame": ("u33b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's review sheet, a "
                      "row per slide, tile and ranker"),
            "evaluate": ("u33b_evaluate_consensus",
                         "rankagg.evaluate(fused ranking, the pathologists' consensus annotation, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the tumour tiles first"),
            "lone": ("u33b_one_ranker_slide",
                     "rankagg.fuse(..., method='rrf'): a slide only the pathologists ranked (a consult case) beside "
                     "slides every model covers"),
            "cli_rrf": ("u33b_cli_rrf_runs",
                        "rankagg fuse tumour_cnn.run hovernet_density.run clam_attention.run --method rrf -o "
                        "tiles.run: one run per model, slides as queries"),
            "cli_borda": ("u33b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: CLAM counts 1.5, "
                          "HoVer-Net half)"),
            "cli_combsum": ("u33b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four tiles a pathologist reviews per "
                            "slide"),
            "cli_evaluate": ("u33b_cli_evaluate_consensus_qrels",
                             "rankagg evaluate tiles.run --qrels consensus.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the consensus annotation (0-2)"),
            "cli_parquet": ("u33b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o tiles.parquet: gzipped runs from the GPU server, a "
                            "Parquet table for the slide viewer's overlay")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33b_qupath_geojson_as_run", "QuPath's GeoJSON export (a FeatureCollection of annotations with a "
         "classification)", "TCGA-A2-A0T2-01Z-00-DX1.geojson", _GEOJSON, "GeoJSON",
         "TCGA-A2-A0T2-01Z-00-DX1.geojson:1"),
        ("u33b_asap_xml_as_run", "ASAP's annotations (ASAP_Annotations, Annotation, Coordinates, AnnotationGroups)",
         "tumor_042.xml", _ASAP, "ASAP", "tumor_042.xml:2"),
        ("u33b_imagescope_xml_as_run", "Aperio ImageScope's annotations (Annotations MicronsPerPixel=..., Regions, "
         "Vertices)", "TCGA-A2-A0T2-01Z-00-DX1.xml", _IMAGESCOPE, "Aperio", "TCGA-A2-A0T2-01Z-00-DX1.xml:2"),
        ("u33b_halo_objects_as_run", "HALO's object data (Image Location, Analysis Region, Algorithm Name, Object Id, "
         "XMin, ...)", "object_data.csv", _HALO, "HALO", "object_data.csv:1"),
        ("u33b_camelyon16_as_run", "a CAMELYON16 lesion submission ('Confidence, X, Y' lines, no header)",
         "Test_001.csv", _CAMELYON16, "CAMELYON16", "Test_001.csv:1"),
        ("u33b_svs_as_run", "an Aperio slide (.svs: a TIFF, 'II*', whose ImageDescription is 'Aperio Image "
         "Library ...')", "TCGA-A2-A0T2-01Z-00-DX1.svs", _SVS, "Aperio", "TCGA-A2-A0T2-01Z-00-DX1.svs"),
        ("u33b_hovernet_json_as_run", "HoVer-Net's nuclei (mag, nuc: bbox, centroid, contour, type_prob, type)",
         "TCGA-A2-A0T2-01Z-00-DX1.json", _HOVERNET, "HoVer-Net", "TCGA-A2-A0T2-01Z-00-DX1.json:1"),
        ("u33b_dicom_wsi_as_run", "a DICOM whole slide image (128-byte preamble, 'DICM', VL Whole Slide Microscopy)",
         "TCGA-A2-A0T2-01Z-00-DX1.dcm", _DCM, "DICOM", "TCGA-A2-A0T2-01Z-00-DX1.dcm"),
        ("u33b_yolo_txt_as_run", "YOLO's detections with confidences (class, x, y, w, h, conf: six fields a line)",
         "tile_c045_r118.txt", _YOLO, "YOLO", "tile_c045_r118.txt:1")],
        one_run=("clam_attention.run", _ONE_RUN), stem="tiles",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a slide image read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33b_camelyon17_as_qrels", "stage_labels.csv", _CAMELYON17, "CAMELYON17"),
        ("u33b_qupath_tsv_as_qrels", "measurements.tsv", _QUPATH_TSV, "QuPath"),
        ("u33b_camelyon16_as_qrels", "Test_001.csv", _CAMELYON16, "CAMELYON16"),
        ("u33b_yolo_as_qrels", "tile_c045_r118.txt", _YOLO, "YOLO")],
        one_run=("clam_attention.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33b_out_svs", "tiles.svs", "an Aperio slide"),
        ("u33b_out_ndpi", "tiles.ndpi", "a Hamamatsu slide"),
        ("u33b_out_mrxs", "tiles.mrxs", "a 3DHISTECH MIRAX slide"),
        ("u33b_out_dcm", "tiles.dcm", "a DICOM file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33b_api_hovernet_dict",
            "rankagg.fuse(json.load(TCGA-A2-A0T2-01Z-00-DX1.json)): HoVer-Net's nuclei loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('h.json')), method='rrf')\n",
            "HoVer-Net", why="a run maps a query to {document: score}; HoVer-Net's 'mag' is a number and 'nuc' maps "
            "nuclei to their outlines", files={"h.json": _HOVERNET}),
        bad("u33b_api_halo_frame",
            "rankagg.fuse(pd.read_csv(object_data.csv)): HALO's object data given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('o.csv'), method='borda')\n",
            "HALO", why="a table of runs has qid, docid, run and score columns; HALO's has a cell per row",
            files={"o.csv": _HALO}),
    ]
    return cases
