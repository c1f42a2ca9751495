"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a light-microscopy imaging core ranking segmentation
models per dataset and field of view across instance-matching scores, boundary scores, the core's staff and the
users' votes (its cases, ids ``u36f_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later session,
before any of its recognisers existed.)

The team's day: each dataset, date and field of view (``ds:U2OS-DAPI/2026-11-25/well-B03``) is a query and each
segmentation model a document by its tool and weights (``seg:stardist/2D_versatile_fluo``); the runs are the F1 at
IoU 0.5 against the annotated masks, the boundary F1, the core staff's marks and the users' votes, scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against how
the curated segmentations fared (2 used as they came, 1 used after manual correction, 0 rejected).  The mistakes and
odd files: the field's own files given where runs or qrels are read (OME-XML, TrackMate's XML, CellProfiler's
measurements, ImageJ's Results table, an OME-Zarr zarr.json, an OME-TIFF, a Zeiss CZI, rapidSTORM's localisations,
a bioimage.io rdf.yaml; MTrackJ's tracks and an ImageJ ROI as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_MICROSCOPY = ("45 Unseen inputs: a thirty-sixth bar, a light-microscopy imaging core ranking "
                          "segmentation models per dataset and field of view across IoU F1, boundary F1, core staff "
                          "and users (OME-XML, TrackMate, CellProfiler, ImageJ, OME-Zarr, OME-TIFF, CZI, rapidSTORM, "
                          "bioimage.io, MTrackJ)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['iou_f1', 'boundary_f1', 'core_staff', 'user_votes'],
    items=['seg:cellpose/cyto3', 'seg:stardist/2D_versatile_fluo', 'seg:cellpose/nuclei', 'seg:micro-sam/vit_b_lm',
           'seg:stardist/2D_paper_dsb2018', 'seg:omnipose/bact_fluor_omni', 'seg:ilastik/pixel-class-v7',
           'seg:mesmer/tissuenet-1.1'],
    queries=['ds:HeLa-H2B-GFP/2026-11-24/pos03', 'ds:HeLa-H2B-GFP/2026-11-24/pos07',
             'ds:U2OS-DAPI/2026-11-25/well-B03', 'ds:U2OS-DAPI/2026-11-25/well-C05',
             'ds:organoid-LGR5/2026-11-26/zstack01', 'ds:zebrafish-kdrl/2026-11-27/tile12'],
    suffix='/deconvolved', generator='segmentations', judgements='curated') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "segmentations", "models.run")

_RECS3 = ["iou_f1", "boundary_f1", "core_staff"]
_OUT = ("models.run",)
_ONE_RUN = ("ds:HeLa-H2B-GFP/2026-11-24/pos03 Q0 seg:cellpose/cyto3 1 0.91 core_staff\n"
            "ds:HeLa-H2B-GFP/2026-11-24/pos03 Q0 seg:stardist/2D_versatile_fluo 2 0.77 core_staff\n")
# the team's files, as the microscopes, Bio-Formats, Fiji and the analysis tools write them (a few lines)
_OME_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<OME xmlns="http://www.openmicroscopy.org/Schemas/OME/2016-06" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Creator="OME Bio-Formats 7.3.1" '
            'xsi:schemaLocation="http://www.openmicroscopy.org/Schemas/OME/2016-06 '
            'http://www.openmicroscopy.org/Schemas/OME/2016-06/ome.xsd">\n'
            '  <Instrument ID="Instrument:0">\n'
            '    <Objective ID="Objective:0:0" LensNA="1.4" NominalMagnification="63.0"/>\n  </Instrument>\n'
            '  <Image ID="Image:0" Name="HeLa_pos03">\n'
            '    <Pixels BigEndian="false" DimensionOrder="XYCZT" ID="Pixels:0" PhysicalSizeX="0.103" '
            'PhysicalSizeXUnit="µm" PhysicalSizeY="0.103" PhysicalSizeYUnit="µm" SizeC="2" SizeT="48" SizeX="1024" '
            'SizeY="1024" SizeZ="1" Type="uint16">\n'
            '      <Channel ID="Channel:0:0" Name="H2B-GFP" SamplesPerPixel="1"/>\n'
            '      <TiffData FirstC="0" FirstT="0" FirstZ="0" IFD="0" PlaneCount="1"/>\n'
            '    </Pixels>\n  </Image>\n</OME>\n')
_TRACKMATE = ('<?xml version="1.0" encoding="UTF-8"?>\n<TrackMate version="7.11.1">\n'
              '  <Log>TrackMate v7.11.1 started on:\n2026-11-24 - 16:02:11\n</Log>\n'
              '  <Model spatialunits="µm" timeunits="min">\n    <FeatureDeclarations>\n      <SpotFeatures>\n'
              '        <Feature feature="QUALITY" name="Quality" shortname="Quality" dimension="QUALITY" '
              'isint="false" />\n      </SpotFeatures>\n    </FeatureDeclarations>\n'
              '    <AllSpots nspots="2">\n      <SpotsInFrame frame="0">\n'
              '        <Spot ID="1021" name="ID1021" QUALITY="12.713" POSITION_T="0.0" FRAME="0" '
              'POSITION_X="26.41" POSITION_Y="31.02" POSITION_Z="0.0" RADIUS="2.5" VISIBILITY="1" />\n'
              '        <Spot ID="1022" name="ID1022" QUALITY="9.108" POSITION_T="0.0" FRAME="0" '
              'POSITION_X="48.77" POSITION_Y="12.95" POSITION_Z="0.0" RADIUS="2.5" VISIBILITY="1" />\n'
              '      </SpotsInFrame>\n    </AllSpots>\n  </Model>\n</TrackMate>\n')
_CELLPROFILER = ("ImageNumber,ObjectNumber,AreaShape_Area,AreaShape_Center_X,AreaShape_Center_Y,AreaShape_Eccentricity,"
                 "Intensity_IntegratedIntensity_DNA,Intensity_MeanIntensity_DNA,Location_Center_X,Location_Center_Y,"
                 "Number_Object_Number\n1,1,412.0,101.23,55.87,0.6102,38.2144,0.0927,101.23,55.87,1\n"
                 "1,2,388.0,240.61,61.04,0.4417,35.9012,0.0925,240.61,61.04,2\n"
                 "1,3,455.0,37.92,130.55,0.7208,44.0761,0.0968,37.92,130.55,3\n")
# ImageJ's Results table saved as CSV: an unnamed first column of row numbers
_IMAGEJ_RESULTS = (" ,Area,Mean,Min,Max,X,Y\n1,4.372,1523.338,1102,2088,10.437,5.754\n"
                   "2,3.918,1487.120,1064,1975,24.781,6.302\n3,4.830,1610.507,1133,2240,3.906,13.447\n")
_ZARR_JSON = ('{\n  "zarr_format": 3,\n  "node_type": "group",\n  "attributes": {\n    "ome": {\n'
              '      "version": "0.5",\n      "multiscales": [\n        {\n          "name": "HeLa_pos03",\n'
              '          "axes": [\n            {"name": "c", "type": "channel"},\n'
              '            {"name": "y", "type": "space", "unit": "micrometer"},\n'
              '            {"name": "x", "type": "space", "unit": "micrometer"}\n          ],\n'
              '          "datasets": [\n            {"path": "0", "coordinateTransformations": [{"type": "scale", '
              '"scale": [1.0, 0.103, 0.103]}]}\n          ]\n        }\n      ]\n    }\n  }\n}\n')


def _ome_tiff() -> bytes:
    """An OME-TIFF: a little-endian TIFF ('II*\\0') whose first IFD's ImageDescription holds the OME-XML, then a 4x4
    16-bit plane."""
    desc = ('<?xml version="1.0" encoding="UTF-8"?><OME xmlns="http://www.openmicroscopy.org/Schemas/OME/2016-06" '
            'UUID="urn:uuid:4f0a2c1e-9b7d-4e3a-8c21-6d5e4f3a2b10"><Image ID="Image:0" Name="HeLa_pos03"><Pixels '
            'DimensionOrder="XYCZT" ID="Pixels:0" SizeC="1" SizeT="1" SizeX="4" SizeY="4" SizeZ="1" Type="uint16">'
            '<TiffData IFD="0" PlaneCount="1"/></Pixels></Image></OME>').encode() + b"\x00"
    entries = [(256, 3, 4), (257, 3, 4), (258, 3, 16), (259, 3, 1), (262, 3, 1), (270, 2, None), (273, 4, None),
               (277, 3, 1), (278, 3, 4), (279, 4, 32)]
    desc_at = 8 + 2 + 12 * len(entries) + 4
    pixels_at = desc_at + len(desc)
    ifd = struct.pack("<H", len(entries))
    for tag, kind, value in entries:
        if tag == 270:
            ifd += struct.pack("<HHII", tag, kind, len(desc), desc_at)
        elif tag == 273:
            ifd += struct.pack("<HHII", tag, kind, 1, pixels_at)
        elif kind == 3:
            ifd += struct.pack("<HHIHH", tag, kind, 1, value, 0)
        else:
            ifd += struct.pack("<HHII", tag, kind, 1, value)
    return b"II" + struct.pack("<HI", 42, 8) + ifd + struct.pack("<I", 0) + desc + struct.pack("<16H", *range(
        1100, 1116))


def _czi() -> bytes:
    """A Zeiss CZI file: the 'ZISRAWFILE' segment (its header: version 1.0, the GUIDs, the directory's and the
    metadata's positions), then the 'ZISRAWMETADATA' segment with its ImageDocument XML."""
    guid = bytes.fromhex("5c3b1e0a7d9f4a2b8e6c1d0f2a3b4c5d")
    xml = ("<ImageDocument><Metadata><Information><Image><SizeX>1024</SizeX><SizeY>1024</SizeY><SizeC>2</SizeC>"
           "<PixelType>Gray16</PixelType></Image></Information></Metadata></ImageDocument>").encode()
    head = (struct.pack("<iiii", 1, 0, 0, 0) + guid + guid + struct.pack("<i", 0) + struct.pack("<qq", 0, 544)
            + struct.pack("<i", 0) + struct.pack("<q", 0))
    meta = struct.pack("<ii", len(xml), 0).ljust(256, b"\x00") + xml
    return (b"ZISRAWFILE".ljust(16, b"\x00") + struct.pack("<qq", 512, 512) + head.ljust(512, b"\x00")
            + b"ZISRAWMETADATA".ljust(16, b"\x00") + struct.pack("<qq", len(meta), len(meta)) + meta)


# rapidSTORM's localisations: a '# <localizations ...>' line naming the fields, then one localisation a line
_FIELD = ('<field identifier="{}" syntax="floating point with . for decimals and optional scientific e-notation" '
          'semantic="{}" unit="{}" />')
_RAPIDSTORM = ('# <localizations insequence="true" repetitions="variable">'
               + _FIELD.format("Position-0-0", "position in sample space in X", "nanometer")
               + _FIELD.format("Position-1-0", "position in sample space in Y", "nanometer")
               + '<field identifier="ImageNumber-0-0" syntax="integer" semantic="frame number" unit="frame" />'
               + _FIELD.format("Amplitude-0-0", "emission strength", "A/D count")
               + _FIELD.format("PSFWidth-0-0", "PSF FWHM in X", "nanometer")
               + _FIELD.format("PSFWidth-1-0", "PSF FWHM in Y", "nanometer")
               + '</localizations>\n'
               "2135.4 12034.9 0 5230.12 298.3 301.7\n8871.2 4410.6 0 3120.55 305.1 296.4\n"
               "15022.8 9931.3 1 4477.90 301.9 299.2\n")
_RAPIDSTORM_4 = ('# <localizations insequence="true" repetitions="variable">'
                 + _FIELD.format("Position-0-0", "position in sample space in X", "nanometer")
                 + _FIELD.format("Position-1-0", "position in sample space in Y", "nanometer")
                 + '<field identifier="ImageNumber-0-0" syntax="integer" semantic="frame number" unit="frame" />'
                 + _FIELD.format("Amplitude-0-0", "emission strength", "A/D count")
                 + '</localizations>\n'
                 "2135.4 12034.9 0 5230.12\n8871.2 4410.6 0 3120.55\n15022.8 9931.3 1 4477.90\n")
# a bioimage.io model's resource description (rdf.yaml, format 0.5)
_RDF = ("format_version: 0.5.3\ntype: model\nname: HeLa H2B nuclei StarDist\n"
        "description: StarDist 2D model fine-tuned on H2B-GFP nuclei in HeLa time-lapses\nauthors:\n"
        "  - name: Imaging Core\ncite:\n"
        "  - text: Schmidt et al. Cell Detection with Star-convex Polygons. MICCAI 2018\n"
        "    doi: 10.1007/978-3-030-00934-2_30\nlicense: MIT\ninputs:\n  - id: raw\n    axes:\n      - type: batch\n"
        "      - type: space\n        id: y\n        size: 256\n")
_MTRACKJ = ("MTrackJ 1.5.1 Data File\n"
            "Displaying true true true 1 2 0 4 100 4 0 0 0 2 1 12 0 false false false false\n"
            "Assembly 1 FF0000\nCluster 1 FF0000\nTrack 1 FF0000 true\nPoint 1 233.0 118.0 1.0 1.0 1.0\n"
            "Point 2 235.5 119.0 1.0 2.0 1.0\nPoint 3 238.0 121.5 1.0 3.0 1.0\nEnd of MTrackJ Data File\n")


def _imagej_roi() -> bytes:
    """An ImageJ ROI (.roi): 'Iout', version 228, a polygon's bounds and its four corners (big-endian)."""
    top, left, bottom, right = 288, 412, 318, 440
    header = (b"Iout" + struct.pack(">hbb", 228, 0, 0) + struct.pack(">hhhhh", top, left, bottom, right, 4)
              + struct.pack(">ffff", 0, 0, 0, 0) + struct.pack(">hiiihhbbhii", 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0))
    return header + struct.pack(">4h", 0, 28, 28, 0) + struct.pack(">4h", 0, 0, 30, 30)


def thirtysixth_bar_microscopy_cases() -> list[Case]:
    G = THIRTYSIXTH_MICROSCOPY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="segmentations", judgements="curated", runs=_RECS3, stem="models", outputs=_OUT,
        item="model", rounded="core_staff",
        weights="{'iou_f1': 2.0, 'boundary_f1': 1.0, 'core_staff': 1.5, 'user_votes': 0.5}",
        lone_query="R['user_votes']['ds:yeast-Nup49/2026-11-28/pos01'] = {'seg:cellpose/cyto3': 0.9, "
                   "'seg:omnipose/bact_fluor_omni': 0.4}\n",
        trust="iou_f1 2\ncore_staff 1.5\nboundary_f1 1\n",
        trust_dict="{'iou_f1': 2, 'core_staff': 1.5, 'boundary_f1': 1}",
        texts={
            "rrf": ("u36f_rrf_scores",
                    "rankagg.fuse({score: {dataset/date/field: {model: value}}}, method='rrf'): four scores, six "
                    "fields of view ('ds:U2OS-DAPI/2026-11-25/well-B03'), models as "
                    "'seg:stardist/2D_versatile_fluo'"),
            "borda": ("u36f_borda_unscored_models",
                      "rankagg.fuse(..., method='borda'): the boundary F1 is missing for the models whose masks "
                      "failed to export"),
            "combsum": ("u36f_combsum_rounded_staff",
                        "rankagg.fuse(..., method='combsum'): the core staff's marks in tenths (many ties) beside the "
                        "computed scores"),
            "fuser": ("u36f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per field of view: the IoU F1 counts 2, the users' votes "
                      "0.5"),
            "frame": ("u36f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the core's benchmark sheet, "
                      "a row per field of view, model and score"),
            "evaluate": ("u36f_evaluate_curated",
                         "rankagg.evaluate(fused ranking, how the curated segmentations fared, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the models whose masks were used as they came"),
            "lone": ("u36f_one_score_dataset",
                     "rankagg.fuse(..., method='rrf'): a dataset only the users voted on (yeast, no annotated masks "
                     "yet) beside the datasets every score covers"),
            "cli_rrf": ("u36f_cli_rrf_runs",
                        "rankagg fuse iou_f1.run boundary_f1.run core_staff.run --method rrf -o models.run: one run "
                        "per score, fields of view as queries"),
            "cli_borda": ("u36f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the IoU F1 counts "
                          "double)"),
            "cli_combsum": ("u36f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four models the core installs on the "
                            "analysis workstations"),
            "cli_evaluate": ("u36f_cli_evaluate_curated_qrels",
                             "rankagg evaluate models.run --qrels curated.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the curated segmentations (0-2)"),
            "cli_parquet": ("u36f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o models.parquet: gzipped runs from the cluster's "
                            "benchmark jobs, a Parquet table for the core's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36f_ome_xml_as_run", "an OME-XML document (OME xmlns=.../OME/2016-06, Instrument, Image, Pixels, Channel, "
         "TiffData)", "HeLa_pos03.ome.xml", _OME_XML, "OME-XML", "HeLa_pos03.ome.xml:2"),
        ("u36f_trackmate_xml_as_run", "TrackMate's XML (TrackMate version=..., Log, Model, FeatureDeclarations, "
         "AllSpots)", "HeLa_pos03_tracks.xml", _TRACKMATE, "TrackMate", "HeLa_pos03_tracks.xml:2"),
        ("u36f_cellprofiler_csv_as_run", "CellProfiler's per-object measurements (ImageNumber, ObjectNumber, "
         "AreaShape_Area, ..., Location_Center_X, ...)", "MyExpt_Nuclei.csv", _CELLPROFILER, "CellProfiler",
         "MyExpt_Nuclei.csv:1"),
        ("u36f_imagej_results_as_run", "ImageJ's Results table saved as CSV (' ', Area, Mean, Min, Max, X, Y)",
         "Results.csv", _IMAGEJ_RESULTS, "ImageJ", "Results.csv:1"),
        ("u36f_ome_zarr_as_run", "an OME-Zarr group's zarr.json (zarr_format 3, attributes.ome: version 0.5, "
         "multiscales, axes, datasets)", "zarr.json", _ZARR_JSON, "OME-Zarr", "zarr.json:1"),
        ("u36f_ome_tiff_as_run", "an OME-TIFF ('II*\\0', the OME-XML in the first IFD's ImageDescription)",
         "HeLa_pos03.ome.tif", _ome_tiff(), "OME-TIFF", "HeLa_pos03.ome.tif"),
        ("u36f_czi_as_run", "a Zeiss CZI file ('ZISRAWFILE' segment, then 'ZISRAWMETADATA')", "HeLa_pos03.czi",
         _czi(), "CZI", "HeLa_pos03.czi"),
        ("u36f_rapidstorm_as_run", "rapidSTORM's localisations ('# <localizations ...>' naming the fields, then x, "
         "y, frame, amplitude, PSF widths: six fields a line)", "pos03_localizations.txt", _RAPIDSTORM, "rapidSTORM",
         "pos03_localizations.txt:1"),
        ("u36f_bioimageio_rdf_as_run", "a bioimage.io model's rdf.yaml (format_version, type: model, name, authors, "
         "cite, inputs)", "rdf.yaml", _RDF, "bioimage.io", "rdf.yaml:1")],
        one_run=("core_staff.run", _ONE_RUN), stem="models",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an image file read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36f_rapidstorm_as_qrels", "pos03_localizations.txt", _RAPIDSTORM_4, "rapidSTORM"),
        ("u36f_mtrackj_as_qrels", "HeLa_pos03.mdf", _MTRACKJ, "MTrackJ"),
        ("u36f_cellprofiler_as_qrels", "MyExpt_Nuclei.csv", _CELLPROFILER, "CellProfiler"),
        ("u36f_imagej_roi_as_qrels", "0001-0303-0426.roi", _imagej_roi(), "ImageJ")],
        one_run=("core_staff.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36f_out_czi", "models.czi", "a Zeiss CZI image"),
        ("u36f_out_nd2", "models.nd2", "a Nikon ND2 image"),
        ("u36f_out_lif", "models.lif", "a Leica LIF project"),
        ("u36f_out_ims", "models.ims", "an Imaris file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=36"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36f_api_ome_zarr_dict",
            "rankagg.fuse(json.load(zarr.json)): an OME-Zarr group's metadata loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('z.json')), method='rrf')\n",
            "OME-Zarr", why="a run maps a query to {document: score}; zarr.json's 'zarr_format' is a number and "
            "'attributes' holds the image's multiscales", files={"z.json": _ZARR_JSON}),
        bad("u36f_api_cellprofiler_frame",
            "rankagg.fuse(pd.read_csv(MyExpt_Nuclei.csv)): CellProfiler's per-object measurements given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('n.csv'), method='borda')\n",
            "CellProfiler", why="a table of runs has qid, docid, run and score columns; CellProfiler's has an object "
            "per row and its measurements", files={"n.csv": _CELLPROFILER}),
    ]
    return cases
