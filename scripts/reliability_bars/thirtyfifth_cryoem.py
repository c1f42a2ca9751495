"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a cryo-electron microscopy facility ranking particle
classes and maps per collection session across class scores (its cases, ids ``u35i_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each microscope session and sample (``sess:krios-g4/2026-11-27/spike-6P``) is a query and each 2D or
3D class or map a document (``cls:J45/2D-017``, ``map:J102/nu-refine@2.9A``); the runs are RELION's class ranker's
scores, the classes' FSC resolution, their share of the particles and the microscopists' own picks of the classes to
keep, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each score's record,
and judged against what the classes became (2 kept and refined into the deposited map, 1 kept for refinement, 0
discarded as junk: ice, carbon edge, aggregates).  The mistakes and odd files: the field's own files given where runs or
qrels are read (RELION's class model, an MRC map, a cryoSPARC .cs dataset, an EMDB header, EPU's image metadata, IMOD's
transforms, CTFFIND's fit, crYOLO's config, Topaz's picks; SerialEM's .mdoc, an EMAN box file, an EMAN2 .lst and
RELION's particles as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import math
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_CRYOEM = ("45 Unseen inputs: a thirty-fifth bar, a cryo-electron microscopy facility ranking particle "
                      "classes and maps per collection session across class scores (RELION, MRC, cryoSPARC, EMDB, EPU, "
                      "IMOD, CTFFIND, crYOLO, Topaz, SerialEM, EMAN2)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['class_ranker', 'fsc_resolution', 'particle_share', 'microscopists'],
    items=['cls:J45/2D-017', 'cls:J45/2D-004', 'cls:J45/2D-031', 'cls:J88/3D-001', 'cls:J88/3D-003',
           'map:J102/nu-refine@2.9A', 'map:Class3D/job029/class002', 'map:J117/hetero-B@3.4A'],
    queries=['sess:krios-g4/2026-11-27/spike-6P', 'sess:krios-g4/2026-11-27/apoferritin',
             'sess:glacios-2/2026-11-26/gpcr-gs', 'sess:krios-g4/2026-11-26/ribosome-70S',
             'sess:arctica/2026-11-25/trpv1-nanodisc', 'sess:krios-g4/2026-11-25/aav9-capsid'],
    suffix='/tilt30', generator='particle_classes', judgements='kept_classes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "particle_classes", "classes.run")

_RECS3 = ["class_ranker", "fsc_resolution", "particle_share"]
_OUT = ("classes.run",)
_ONE_RUN = ("sess:krios-g4/2026-11-27/spike-6P Q0 cls:J45/2D-017 1 0.91 fsc_resolution\n"
            "sess:krios-g4/2026-11-27/spike-6P Q0 cls:J45/2D-004 2 0.77 fsc_resolution\n")
# the team's files, as the microscope's, the processing suites' and the archive's software write them (a few lines)
# RELION's model of a 2D classification (run_it025_model.star): '# version 30001', data_model_general's key-value pairs,
# then data_model_classes' loop, a row per class
_RELION_MODEL = ("\n# version 30001\n\ndata_model_general\n\n"
                 "_rlnReferenceDimensionality                        2\n"
                 "_rlnDataDimensionality                             2\n"
                 "_rlnOriginalImageSize                            256\n"
                 "_rlnCurrentResolution                       6.184000\n"
                 "_rlnCurrentImageSize                             128\n"
                 "_rlnPixelSize                               1.060000\n"
                 "_rlnNrClasses                                     50\n \n\n"
                 "# version 30001\n\ndata_model_classes\n\nloop_ \n_rlnReferenceImage #1 \n_rlnClassDistribution #2 \n"
                 "_rlnAccuracyRotations #3 \n_rlnAccuracyTranslationsAngst #4 \n_rlnEstimatedResolution #5 \n"
                 "_rlnOverallFourierCompleteness #6 \n_rlnClassPriorOffsetX #7 \n_rlnClassPriorOffsetY #8 \n"
                 "000001@Class2D/job045/run_it025_classes.mrcs     0.041230     2.350000     0.883000     6.184000 "
                 "    0.998543     0.000000     0.000000 \n"
                 "000002@Class2D/job045/run_it025_classes.mrcs     0.000912   999.000000   999.000000    27.136000 "
                 "    0.412870     0.000000     0.000000 \n"
                 "000003@Class2D/job045/run_it025_classes.mrcs     0.032714     2.800000     1.002000     6.771000 "
                 "    0.997120     0.000000     0.000000 \n \n")


def _mrc_map() -> bytes:
    """An MRC-2014 map as cryoSPARC exports it: the 1024-byte header (NX NY NZ, MODE 2, the cell in Angstroms, MAPC MAPR
    MAPS, DMIN DMAX DMEAN, ISPG 1, NVERSION 20140, the origin, 'MAP ' at byte 208, the machine stamp 'DD', RMS, no
    labels), then an 8x8x8 box of little-endian 32-bit floats."""
    n = 8
    box = [round(math.exp(-((x - 3.5) ** 2 + (y - 3.5) ** 2 + (z - 3.5) ** 2) / 6.0), 4)
           for z in range(n) for y in range(n) for x in range(n)]
    head = (struct.pack("<10i", n, n, n, 2, 0, 0, 0, n, n, n) + struct.pack("<6f", 8.48, 8.48, 8.48, 90.0, 90.0, 90.0)
            + struct.pack("<3i", 1, 2, 3) + struct.pack("<3f", min(box), max(box), sum(box) / len(box))
            + struct.pack("<2i", 1, 0) + b"\x00" * 12 + struct.pack("<i", 20140) + b"\x00" * 84
            + struct.pack("<3f", 0.0, 0.0, 0.0) + b"MAP " + b"DD\x00\x00" + struct.pack("<f", 0.2113)
            + struct.pack("<i", 0) + b"\x00" * 800)
    return head + struct.pack(f"<{len(box)}f", *box)


def _cryosparc_cs() -> bytes:
    """A cryoSPARC dataset (.cs): NumPy's .npy format ('\\x93NUMPY', version 1.0, the header's dict naming cryoSPARC's
    fields: uid, blob/path, blob/idx, blob/shape, blob/psize_A, alignments2D/class, alignments2D/class_posterior), then
    a record per particle."""
    path = b"J41/extract/FoilHole_31188420_Data_31176733_31176735_20261127_081245_fractions_particles.mrc"
    descr = (f"[('uid', '<u8'), ('blob/path', '|S{len(path)}'), ('blob/idx', '<u4'), ('blob/shape', '<u4', (2,)), "
             "('blob/psize_A', '<f4'), ('alignments2D/class', '<u4'), ('alignments2D/class_posterior', '<f4')]")
    header = "{'descr': %s, 'fortran_order': False, 'shape': (2,), }" % descr
    header += " " * (-(len(header) + 11) % 64) + "\n"
    rows = (struct.pack(f"<Q{len(path)}s3IfIf", 13297489145640893721, path, 0, 256, 256, 1.06, 17, 0.9871)
            + struct.pack(f"<Q{len(path)}s3IfIf", 4711852260991573390, path, 1, 256, 256, 1.06, 4, 0.6120))
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin-1") + rows


# an EMDB entry's header (emd-53217-v30.xml): emd emdb_id=..., admin, current_status, key_dates, title, map
_EMDB = ('<?xml version="1.0" encoding="UTF-8"?>\n<emd xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'emdb_id="EMD-53217" version="3.0.9.3" xsi:noNamespaceSchemaLocation="https://ftp.ebi.ac.uk/pub/databases/'
         'em_ebi/emdb_related/emdb-schemas/emdb_schemas/v3/v3_0_9_3/emdb.xsd">\n    <admin>\n'
         '        <current_status>\n            <code>REL</code>\n            <processing_site>PDBe</processing_site>\n'
         '        </current_status>\n        <key_dates>\n            <deposition>2026-09-14</deposition>\n'
         '            <header_release>2026-11-25</header_release>\n            <map_release>2026-11-25</map_release>\n'
         '            <update>2026-11-25</update>\n        </key_dates>\n'
         '        <title>SARS-CoV-2 spike glycoprotein (HexaPro), one RBD up</title>\n    </admin>\n'
         '    <map format="CCP4" size_kbytes="84376">\n        <file>emd_53217.map.gz</file>\n'
         '        <contour_list>\n            <contour primary="true">\n                <level>0.12</level>\n'
         '            </contour>\n        </contour_list>\n    </map>\n</emd>\n')
# EPU's metadata of one exposure (FoilHole_..._Data_....xml), one line as EPU's serializer writes it: MicroscopeImage in
# the Fei.SharedObjects data contract, CustomData's key-value pairs, microscopeData
_EPU = ('<MicroscopeImage xmlns="http://schemas.datacontract.org/2004/07/Fei.SharedObjects" '
        'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><name>Empty</name>'
        '<uniqueID>3f6d2c1e-8b4a-4e7f-9c2d-5a1b0e9f7c64</uniqueID>'
        '<CustomData xmlns:a="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><a:KeyValueOfstringanyType>'
        '<a:Key>AppliedDefocus</a:Key><a:Value i:type="b:double" xmlns:b="http://www.w3.org/2001/XMLSchema">-1.5E-06'
        '</a:Value></a:KeyValueOfstringanyType><a:KeyValueOfstringanyType><a:Key>DetectorCommercialName</a:Key>'
        '<a:Value i:type="b:string" xmlns:b="http://www.w3.org/2001/XMLSchema">Falcon 4i</a:Value>'
        '</a:KeyValueOfstringanyType></CustomData><microscopeData><acquisition><acquisitionDateTime>'
        '2026-11-27T08:12:45.1158288+00:00</acquisitionDateTime></acquisition><core><ApplicationSoftware>EPU'
        '</ApplicationSoftware><ApplicationSoftwareVersion>3.9.1.8206</ApplicationSoftwareVersion></core><gun>'
        '<AccelerationVoltage>300000</AccelerationVoltage></gun></microscopeData></MicroscopeImage>')
# IMOD's transforms of a tilt series (.xf, written as format(4f12.7,2f12.3)): A11 A12 A21 A22 DX DY, six fields a line
_IMOD_XF = ("   0.9998477  -0.0174524   0.0174524   0.9998477     -12.345       3.210\n"
            "   0.9997563  -0.0220768   0.0220768   0.9997563      -8.912       1.874\n"
            "   0.9996954  -0.0246729   0.0246729   0.9996954      -4.107       0.552\n"
            "   1.0000000   0.0000000   0.0000000   1.0000000       0.000       0.000\n")
# CTFFIND4's fit (diagnostic_output.txt): five '#' lines (version, input, optics, box, columns), then seven numbers
_CTFFIND = ("# Output from CTFFind version 4.1.14, run on 2026-11-27 08:14:02\n"
            "# Input file: MotionCorr/job002/Movies/FoilHole_31188420_Data_31176733_31176735_20261127_081245_fractions"
            ".mrc ; Number of micrographs: 1\n"
            "# Pixel size: 1.060 Angstroms ; acceleration voltage: 300.0 keV ; spherical aberration: 2.70 mm ; "
            "amplitude contrast: 0.10\n"
            "# Box size: 512 pixels ; min. res.: 30.0 Angstroms ; max. res.: 5.0 Angstroms ; min. def.: 5000.0 um; "
            "max. def. 50000.0 um\n"
            "# Columns: #1 - micrograph number; #2 - defocus 1 [Angstroms]; #3 - defocus 2; #4 - azimuth of "
            "astigmatism; #5 - additional phase shift [radians]; #6 - cross correlation; #7 - spacing (in Angstroms) "
            "up to which CTF rings were fit successfully\n"
            "1.000000 14872.518555 14410.273438 -41.837219 0.000000 0.187412 3.612884\n")
# crYOLO's configuration (config_cryolo.json), as its GUI writes it: model, train, valid, other
_CRYOLO = ('{\n    "model": {\n        "architecture": "PhosaurusNet",\n        "input_size": 1024,\n'
           '        "anchors": [\n            230,\n            230\n        ],\n        "max_box_per_image": 700,\n'
           '        "norm": "STANDARD",\n        "filter": [\n            0.1,\n            "filtered_tmp/"\n'
           '        ]\n    },\n    "train": {\n        "train_image_folder": "train_image/",\n'
           '        "train_annot_folder": "train_annot/",\n        "train_times": 10,\n'
           '        "pretrained_weights": "gmodel_phosnet_202005_N63_c17.h5",\n        "batch_size": 4,\n'
           '        "learning_rate": 0.0001,\n        "nb_epoch": 200,\n        "object_scale": 5.0,\n'
           '        "no_object_scale": 1.0,\n        "coord_scale": 1.0,\n        "class_scale": 1.0,\n'
           '        "saved_weights_name": "cryolo_model.h5",\n        "debug": true\n    },\n    "valid": {\n'
           '        "valid_image_folder": "",\n        "valid_annot_folder": "",\n        "valid_times": 1\n    },\n'
           '    "other": {\n        "log_path": "logs/"\n    }\n}\n')
# Topaz's picks (topaz extract): image_name, x_coord, y_coord, score, tab-separated, four fields a line
_TOPAZ = ("image_name\tx_coord\ty_coord\tscore\n"
          "FoilHole_31188420_Data_31176733_31176735_20261127_081245_fractions\t1852\t2210\t6.712094\n"
          "FoilHole_31188420_Data_31176733_31176735_20261127_081245_fractions\t3104\t846\t5.338471\n"
          "FoilHole_31188420_Data_31176733_31176735_20261127_081245_fractions\t2467\t1593\t-0.904126\n")
# the judgements' mistakes: SerialEM's .mdoc ('Key = value' lines, the '[T = SerialEM: ...]' title, '[ZValue = n]'
# sections), an EMAN box file ('x y w h', four fields), an EMAN2 .lst (#LSX, its line width, 'n<TAB>file<TAB>json'
# padded to it), RELION's particles (data_optics, then data_particles' loop: four columns)
_MDOC = ("PixelSpacing = 0.8332\nVoltage = 300\nImageFile = grid04_sq12.mrc\nImageSize = 5760 4092\nDataMode = 1\n\n"
         "[T = SerialEM: Digitized on Krios G4 K3                27-Nov-26  08:12:45    ]\n\n"
         "[T =     Tilt axis angle = 85.3, binning = 1  spot = 8  camera = 0]\n\n"
         "[ZValue = 0]\nTiltAngle = 0.00152588\nStagePosition = 112.35 -45.21\nStageZ = -12.84\n"
         "Magnification = 105000\n"
         "Intensity = 0.138765\nExposureDose = 50.12\nPixelSpacing = 0.8332\nSpotSize = 8\nDefocus = -1.48277\n"
         "ImageShift = 0.0138 -0.2051\nExposureTime = 2.5\nBinning = 0.5\nTargetDefocus = -1.5\n"
         "SubFramePath = X:\\krios\\2026-11-27\\spike-6P\\grid04_sq12_00001_0.0.tif\nNumSubFrames = 50\n"
         "DateTime = 27-Nov-26  08:12:51\nNavigatorLabel = 12-1\n\n")
_EMAN_BOX = "1726\t2084\t256\t256\n1904\t1011\t256\t256\n2631\t3310\t256\t256\n412\t2957\t256\t256\n"
_LST_ROWS = ['0\tparticles/FoilHole_31188420_Data_31176733_20261127_081245__ctf_flip.hdf\t{"class":17,"score":-0.8123}',
             '1\tparticles/FoilHole_31188420_Data_31176733_20261127_081245__ctf_flip.hdf\t{"class":4,"score":-0.7411}',
             '0\tparticles/FoilHole_31188433_Data_31176733_20261127_081310__ctf_flip.hdf\t{"class":17,"score":-0.8047}']
_LST_WIDTH = max(len(r) for r in _LST_ROWS) + 14
_EMAN2_LST = ("#LSX\n# This file is in fast LST format. All lines after the next line have exactly the number of "
              f"characters shown on the next line. This MUST be preserved if editing.\n# {_LST_WIDTH}\n"
              + "".join(r.ljust(_LST_WIDTH - 1) + "\n" for r in _LST_ROWS))
_RELION_PARTICLES = ("\n# version 30001\n\ndata_optics\n\nloop_ \n_rlnOpticsGroup #1 \n_rlnOpticsGroupName #2 \n"
                     "_rlnAmplitudeContrast #3 \n_rlnSphericalAberration #4 \n_rlnVoltage #5 \n_rlnImagePixelSize #6 \n"
                     "_rlnImageSize #7 \n_rlnImageDimensionality #8 \n"
                     "           1 opticsGroup1     0.100000     2.700000   300.000000     1.060000          256 "
                     "           2 \n \n\n# version 30001\n\ndata_particles\n\nloop_ \n_rlnImageName #1 \n"
                     "_rlnMicrographName #2 \n_rlnClassNumber #3 \n_rlnOpticsGroup #4 \n"
                     "000001@Extract/job012/Movies/FoilHole_31188420_Data_31176733_fractions.mrcs "
                     "MotionCorr/job002/Movies/FoilHole_31188420_Data_31176733_fractions.mrc           17 "
                     "           1 \n"
                     "000002@Extract/job012/Movies/FoilHole_31188420_Data_31176733_fractions.mrcs "
                     "MotionCorr/job002/Movies/FoilHole_31188420_Data_31176733_fractions.mrc            4 "
                     "           1 \n"
                     " \n")


def thirtyfifth_bar_cryoem_cases() -> list[Case]:
    G = THIRTYFIFTH_CRYOEM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="particle_classes", judgements="kept_classes", runs=_RECS3, stem="classes", outputs=_OUT,
        item="classes", rounded="particle_share",
        weights="{'class_ranker': 1.5, 'fsc_resolution': 2.0, 'particle_share': 0.5, 'microscopists': 1.0}",
        lone_query="R['microscopists']['sess:glacios-2/2026-11-28/screening-grid11'] = {'cls:J131/2D-002': 0.9, "
                   "'cls:J131/2D-009': 0.4}\n",
        trust="fsc_resolution 2\nclass_ranker 1.5\nparticle_share 0.5\n",
        trust_dict="{'fsc_resolution': 2, 'class_ranker': 1.5, 'particle_share': 0.5}",
        texts={
            "rrf": ("u35i_rrf_class_scores",
                    "rankagg.fuse({score: {session: {class or map: value}}}, method='rrf'): four class scores, six "
                    "sessions ('sess:krios-g4/2026-11-27/spike-6P'), classes as job/class ('cls:J45/2D-017')"),
            "borda": ("u35i_borda_unscored_classes",
                      "rankagg.fuse(..., method='borda'): the FSC has no resolution for the 2D classes never refined "
                      "in 3D"),
            "combsum": ("u35i_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): each class's share of the particles at one decimal "
                        "(many ties) beside the other scores"),
            "fuser": ("u35i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per session: the FSC resolution counts 2, the particle "
                      "share 0.5"),
            "frame": ("u35i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the facility's processing "
                      "sheet, a row per session, class and score"),
            "evaluate": ("u35i_evaluate_kept_classes",
                         "rankagg.evaluate(fused ranking, what the classes became, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the classes refined into the deposited map"),
            "lone": ("u35i_one_score_session",
                     "rankagg.fuse(..., method='rrf'): a screening grid only the microscopists ranked (no "
                     "classification run yet) beside sessions every score covers"),
            "cli_rrf": ("u35i_cli_rrf_runs",
                        "rankagg fuse class_ranker.run fsc_resolution.run particle_share.run --method rrf -o "
                        "classes.run: one run per score, sessions as queries"),
            "cli_borda": ("u35i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the FSC resolution "
                          "counts double)"),
            "cli_combsum": ("u35i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four classes taken on to 3D refinement"),
            "cli_evaluate": ("u35i_cli_evaluate_kept_qrels",
                             "rankagg evaluate classes.run --qrels kept_classes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the classes became (0-2)"),
            "cli_parquet": ("u35i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o classes.parquet: gzipped runs from the processing "
                            "cluster, a Parquet table for the facility's session report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35i_relion_model_star_as_run", "RELION's 2D classification model (run_it025_model.star: '# version 30001', "
         "data_model_general, then data_model_classes' loop of _rlnReferenceImage, _rlnClassDistribution, ...)",
         "run_it025_model.star", _RELION_MODEL, "RELION", "run_it025_model.star:4"),
        ("u35i_mrc_map_as_run", "an MRC map (a 1024-byte header: NX NY NZ, MODE 2, the cell, 'MAP ' at byte 208, the "
         "machine stamp; then 32-bit floats)", "cryosparc_P12_J102_006_volume_map_sharp.mrc", _mrc_map(), "MRC",
         "cryosparc_P12_J102_006_volume_map_sharp.mrc"),
        ("u35i_cryosparc_cs_as_run", "a cryoSPARC dataset (.cs: a NumPy .npy of uid, blob/path, blob/idx, ..., "
         "alignments2D/class)", "J45_020_particles.cs", _cryosparc_cs(), "cryoSPARC", "J45_020_particles.cs"),
        ("u35i_emdb_header_as_run", "an EMDB entry's header (emd emdb_id=EMD-53217: admin, current_status, key_dates, "
         "title, map)", "emd-53217-v30.xml", _EMDB, "EMDB", "emd-53217-v30.xml:2"),
        ("u35i_epu_xml_as_run", "EPU's metadata of an exposure (one line: MicroscopeImage xmlns=.../Fei.SharedObjects, "
         "CustomData, microscopeData)", "FoilHole_31188420_Data_31176733_31176735_20261127_081245.xml", _EPU, "EPU",
         "FoilHole_31188420_Data_31176733_31176735_20261127_081245.xml:1"),
        ("u35i_imod_xf_as_run", "IMOD's transforms of a tilt series (.xf: 'A11 A12 A21 A22 DX DY', six fields a line)",
         "ts_012.xf", _IMOD_XF, "IMOD", "ts_012.xf:1"),
        ("u35i_ctffind_as_run", "CTFFIND4's fit ('# Output from CTFFind version 4.1.14', the input, optics and box "
         "lines, '# Columns: ...', then the seven numbers)", "diagnostic_output.txt", _CTFFIND, "CTFFIND",
         "diagnostic_output.txt:1"),
        ("u35i_cryolo_config_as_run", "crYOLO's configuration (model: architecture PhosaurusNet, anchors, filter; "
         "train, valid, other)", "config_cryolo.json", _CRYOLO, "crYOLO", "config_cryolo.json:1"),
        ("u35i_topaz_picks_as_run", "Topaz's picks (image_name, x_coord, y_coord, score: four tab-separated fields a "
         "line)", "predicted_particles_all_upsampled.txt", _TOPAZ, "Topaz",
         "predicted_particles_all_upsampled.txt:1")],
        one_run=("fsc_resolution.run", _ONE_RUN), stem="classes",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary map or dataset read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35i_serialem_mdoc_as_qrels", "grid04_sq12.mrc.mdoc", _MDOC, "SerialEM"),
        ("u35i_eman_box_as_qrels", "FoilHole_31188420_Data_31176733_fractions.box", _EMAN_BOX, "EMAN"),
        ("u35i_eman2_lst_as_qrels", "spike_good__ctf_flip.lst", _EMAN2_LST, "EMAN2"),
        ("u35i_relion_particles_as_qrels", "particles.star", _RELION_PARTICLES, "RELION")],
        one_run=("fsc_resolution.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35i_out_star", "classes.star", "a RELION STAR file"),
        ("u35i_out_mrc", "classes.mrc", "an MRC map"),
        ("u35i_out_mrcs", "classes.mrcs", "an MRC particle stack"),
        ("u35i_out_cs", "classes.cs", "a cryoSPARC dataset")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35i_api_cryolo_config_dict",
            "rankagg.fuse(json.load(config_cryolo.json)): crYOLO's configuration loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json')), method='rrf')\n",
            "crYOLO", why="a run maps a query to {document: score}; crYOLO's configuration holds 'model', 'train', "
            "'valid' and 'other' sections of settings", files={"c.json": _CRYOLO}),
        bad("u35i_api_topaz_picks_frame",
            "rankagg.fuse(pd.read_csv(predicted_particles_all_upsampled.txt, sep='\\t')): Topaz's picks given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.txt', sep='\\t'), method='borda')\n",
            "Topaz", why="a table of runs has qid, docid, run and score columns; Topaz's has a micrograph, a "
            "particle's coordinates and its score per row", files={"t.txt": _TOPAZ}),
    ]
    return cases
