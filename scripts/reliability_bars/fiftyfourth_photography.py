"""Issue 45's fifty-fourth bar of scripts/reliability_matrix.py, a camera club's competition secretary and an
international salon's judging panel ranking images and entrants per section, round and salon (its cases, ids
``u54a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each salon section or club round (``sal:2026-nsi/nature``, ``club:harrow-cc/league-r3-pdi``) is a
query and each image or entrant a document (``img:N-0142/heron-strike``, ``ent:okafor-m/harrow-cc``); the runs are
the judging panel's scores, a sharpness metric computed on the entries, an aesthetic model's (NIMA) scores and the
club selectors' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each source's record, and judged against the salon's results (2 award, 1 acceptance, 0 not accepted).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a Lightroom Classic XMP sidecar, a
Lightroom Classic catalogue, a Canon CR2 raw file, ExifTool's CSV, JSON and tab-separated table output, the judges'
score sheet typed as text, a Photo Mechanic code replacement file, exiv2's metadata listing, NIMA's predictions), and
outputs named for the field's files (a catalogue, a sidecar, raw files).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import sqlite3
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFOURTH_PHOTOGRAPHY = ("45 Unseen inputs: a fifty-fourth bar, a camera club's competition secretary and an "
                           "international salon's judging panel ranking images and entrants per section, round and "
                           "salon (Lightroom Classic XMP and catalogues, CR2 raw files, ExifTool CSV/JSON/table, "
                           "judges' score sheets, Photo Mechanic, exiv2, NIMA)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges', 'sharpness', 'nima_aesthetic', 'selectors'],
    items=['img:N-0142/heron-strike', 'img:N-0157/otter-at-dusk', 'img:OC-0311/buttermere-dawn',
           'ent:okafor-m/harrow-cc', 'img:M-0208/station-steps', 'ent:lindqvist-a/solna-fk',
           'img:OC-0364/harbour-lights', 'ent:reyes-j/cebu-photo-soc'],
    queries=['sal:2026-nsi/nature', 'sal:2026-nsi/open-colour', 'sal:2026-nsi/monochrome',
             'club:harrow-cc/league-r3-pdi', 'club:harrow-cc/league-r3-prints', 'club:harrow-cc/set-subject-water'],
    suffix='/rejudge', generator='salon', judgements='acceptances') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "salon", "salon.run")

_RECS3 = ["judges", "sharpness", "nima_aesthetic"]
_OUT = ("salon.run",)
_ONE_RUN = ("sal:2026-nsi/nature Q0 img:N-0142/heron-strike 1 0.93 judges\nsal:2026-nsi/nature Q0 "
            "img:N-0157/otter-at-dusk 2 0.81 judges\n")
# the team's files, as the photo software, cameras and competition tools write them (a few lines)
# a Lightroom Classic XMP sidecar (Adobe XMP: x:xmpmeta, rdf:RDF, rdf:Description with xmp:Rating, crs: settings)
_XMP = ('<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 7.0-c000 1.000000, 0000/00/00-00:00:00        ">\n'
        ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        '  <rdf:Description rdf:about=""\n'
        '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"\n'
        '    xmlns:dc="http://purl.org/dc/elements/1.1/"\n'
        '    xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/"\n'
        '   xmp:Rating="4"\n'
        '   xmp:Label="Green"\n'
        '   xmp:CreatorTool="Adobe Photoshop Lightroom Classic 14.0 (Windows)"\n'
        '   crs:Version="17.0"\n'
        '   crs:ProcessVersion="15.4"\n'
        '   crs:Exposure2012="+0.35"\n'
        '   crs:Clarity2012="+12">\n'
        '   <dc:title>\n    <rdf:Alt>\n     <rdf:li xml:lang="x-default">Heron Strike</rdf:li>\n    </rdf:Alt>\n'
        '   </dc:title>\n  </rdf:Description>\n </rdf:RDF>\n</x:xmpmeta>\n')


def _lrcat() -> bytes:
    """A Lightroom Classic catalogue: an SQLite 3 database ('SQLite format 3' header) with Lightroom's tables
    Adobe_images (rating, pick, colorLabels, captureTime, rootFile) and AgLibraryFile (baseName, extension)."""
    con = sqlite3.connect(":memory:")
    con.executescript(
        "CREATE TABLE Adobe_variablesTable (id_local INTEGER PRIMARY KEY, id_global UNIQUE NOT NULL, name, type, "
        "value NOT NULL DEFAULT '');\n"
        "CREATE TABLE AgLibraryFile (id_local INTEGER PRIMARY KEY, id_global UNIQUE NOT NULL, baseName NOT NULL "
        "DEFAULT '', extension NOT NULL DEFAULT '', folder INTEGER NOT NULL DEFAULT 0, idx_filename NOT NULL "
        "DEFAULT '');\n"
        "CREATE TABLE Adobe_images (id_local INTEGER PRIMARY KEY, id_global UNIQUE NOT NULL, captureTime, "
        "colorLabels NOT NULL DEFAULT '', fileFormat NOT NULL DEFAULT 'unset', pick NOT NULL DEFAULT 0, rating, "
        "rootFile INTEGER NOT NULL DEFAULT 0);\n"
        "INSERT INTO Adobe_variablesTable VALUES (1, 'A1B2C3D4-0001', 'Adobe_DBVersion', NULL, '1400005');\n"
        "INSERT INTO AgLibraryFile VALUES (21, 'F0A1-21', 'N-0142_heron-strike', 'CR2', 3, "
        "'N-0142_heron-strike.CR2');\n"
        "INSERT INTO AgLibraryFile VALUES (22, 'F0A1-22', 'N-0157_otter-at-dusk', 'CR2', 3, "
        "'N-0157_otter-at-dusk.CR2');\n"
        "INSERT INTO Adobe_images VALUES (31, 'C9E2-31', '2026-09-14T06:12:44.51', 'Green', 'RAW', 1, 4, 21);\n"
        "INSERT INTO Adobe_images VALUES (32, 'C9E2-32', '2026-09-14T19:40:02.17', '', 'RAW', 0, 3, 22);\n")
    data = con.serialize()
    con.close()
    return bytes(data)


def _cr2() -> bytes:
    """A Canon CR2 raw file's start: the TIFF header 'II*\\0' with IFD0 at 16, 'CR', major version 2, minor 0, the
    RAW IFD's offset, then IFD0 (ImageWidth, ImageLength, Make 'Canon', Model) and its strings."""
    make, model = b"Canon\x00", b"Canon EOS 5D Mark IV\x00"
    n = 4
    strings = 16 + 2 + 12 * n + 4
    entries = (struct.pack("<HHII", 0x0100, 3, 1, 6720) + struct.pack("<HHII", 0x0101, 3, 1, 4480)
               + struct.pack("<HHII", 0x010F, 2, len(make), strings)
               + struct.pack("<HHII", 0x0110, 2, len(model), strings + len(make)))
    header = b"II*\x00" + struct.pack("<I", 16) + b"CR\x02\x00" + struct.pack("<I", 0)
    return header + struct.pack("<H", n) + entries + struct.pack("<I", 0) + make + model


_LRCAT = _lrcat()
_CR2 = _cr2()
# ExifTool's -csv output (exiftool -csv -FileName -Rating -Model -LensModel -ISO -ExposureTime -FNumber ...): a
# SourceFile column first, then one column per tag
_EXIFTOOL_CSV = ("SourceFile,FileName,Rating,Model,LensModel,ISO,ExposureTime,FNumber\n"
                 "entries/N-0142_heron-strike.CR2,N-0142_heron-strike.CR2,4,Canon EOS 5D Mark IV,"
                 "EF100-400mm f/4.5-5.6L IS II USM,800,1/2000,5.6\n"
                 "entries/N-0157_otter-at-dusk.CR2,N-0157_otter-at-dusk.CR2,3,Canon EOS 5D Mark IV,"
                 "EF100-400mm f/4.5-5.6L IS II USM,3200,1/500,5.6\n")
# ExifTool's -j output: a JSON array with an object per file, SourceFile first
_EXIFTOOL_JSON = ('[{\n  "SourceFile": "entries/N-0142_heron-strike.CR2",\n  "FileName": "N-0142_heron-strike.CR2",\n'
                  '  "Rating": 4,\n  "Model": "Canon EOS 5D Mark IV",\n  "ISO": 800,\n  "ExposureTime": "1/2000",\n'
                  '  "FNumber": 5.6\n},\n{\n  "SourceFile": "entries/N-0157_otter-at-dusk.CR2",\n'
                  '  "FileName": "N-0157_otter-at-dusk.CR2",\n  "Rating": 3,\n  "Model": "Canon EOS 5D Mark IV",\n'
                  '  "ISO": 3200,\n  "ExposureTime": "1/500",\n  "FNumber": 5.6\n}]\n')
# ExifTool's -T (table) output: exiftool -T -FileName -Rating -ImageSize -ISO -FNumber -ExposureTime, a tab-separated
# line of values per file, no header: six fields, the fifth a number
_EXIFTOOL_TABLE = ("N-0142_heron-strike.CR2\t4\t6720x4480\t800\t5.6\t1/2000\n"
                   "N-0157_otter-at-dusk.CR2\t3\t6720x4480\t3200\t5.6\t1/500\n"
                   "OC-0311_buttermere-dawn.CR2\t5\t6720x4480\t100\t11.0\t1/8\n")
# the salon's judges' score sheet typed up by the panel's scorer: section, entry, the three judges' scores (1-5) and
# the total; six fields a line, the fifth a number
_SCORE_SHEET = ("section entry judge_a judge_b judge_c total\nNature N-0142 5 5 4 14\nNature N-0157 4 3 4 11\n"
                "Nature N-0163 2 3 3 8\n")
# a Photo Mechanic code replacement file: tab-separated, a code then its replacements; '//' lines are comments
_PM_CODES = ("// Harrow CC league 2026-27: entrant codes for captions\n"
             "okm\tMaria Okafor ARPS\tHarrow Camera Club\n"
             "lia\tAnna Lindqvist EFIAP\tSolna Fotoklubb\n"
             "rej\tJun Reyes\tCebu Photographic Society\n")
# exiv2 -pa (print all, interpreted values): key, type, count, value; four fields a line here
_EXIV2 = ("Exif.Image.Make                              Ascii       6  Canon\n"
          "Exif.Image.XResolution                       Rational    1  72\n"
          "Exif.Image.YResolution                       Rational    1  72\n"
          "Exif.Photo.ISOSpeedRatings                   Short       1  800\n"
          "Exif.Photo.PixelXDimension                   Long        1  6720\n")
# NIMA's predictions (idealo image-quality-assessment's evaluater.predict): a JSON list of image_id and
# mean_score_prediction (1-10)
_NIMA = ('[\n  {\n    "image_id": "N-0142_heron-strike",\n    "mean_score_prediction": 5.8312474\n  },\n'
         '  {\n    "image_id": "N-0157_otter-at-dusk",\n    "mean_score_prediction": 5.2184091\n  }\n]\n')


def fiftyfourth_bar_photography_cases() -> list[Case]:
    G = FIFTYFOURTH_PHOTOGRAPHY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="salon", judgements="acceptances", runs=_RECS3, stem="salon", outputs=_OUT,
        item="image or entrant", rounded="nima_aesthetic",
        weights="{'judges': 2.0, 'sharpness': 0.5, 'nima_aesthetic': 1.0, 'selectors': 1.5}",
        lone_query="R['selectors']['club:harrow-cc/panel-of-six'] = {'ent:okafor-m/harrow-cc': 0.9, "
                   "'ent:patel-r/harrow-cc': 0.4}\n",
        trust="judges 2\nsharpness 0.5\nnima_aesthetic 1\n",
        trust_dict="{'judges': 2, 'sharpness': 0.5, 'nima_aesthetic': 1}",
        texts={
            "rrf": ("u54a_rrf_judges_metrics",
                    "rankagg.fuse({source: {section or round: {image or entrant: score}}}, method='rrf'): four "
                    "sources, six sections and rounds ('sal:2026-nsi/nature'), images as 'img:N-0142/heron-strike'"),
            "borda": ("u54a_borda_unscored_images",
                      "rankagg.fuse(..., method='borda'): the sharpness metric has no score for prints scanned too "
                      "late and for entrants (only images are measured)"),
            "combsum": ("u54a_combsum_rounded_aesthetic",
                        "rankagg.fuse(..., method='combsum'): the aesthetic model's score at one decimal (many ties) "
                        "beside the judges' and the metric's"),
            "fuser": ("u54a_weighted_fuser_panel",
                      "rankagg.Fuser('rrf', weights=...) per section: the judging panel counts 2, sharpness 0.5"),
            "frame": ("u54a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the competition "
                      "secretary's sheet, a row per section or round, image or entrant and source"),
            "evaluate": ("u54a_evaluate_acceptances",
                         "rankagg.evaluate(fused ranking, the salon's results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the awards and acceptances first"),
            "lone": ("u54a_one_source_round",
                     "rankagg.fuse(..., method='rrf'): a round only the club selectors ranked (the panel of six "
                     "for the inter-club battle, no judges, no metrics) beside rounds every source covers"),
            "cli_rrf": ("u54a_cli_rrf_runs",
                        "rankagg fuse judges.run sharpness.run nima_aesthetic.run --method rrf -o salon.run: one run "
                        "per source, sections and rounds as queries"),
            "cli_borda": ("u54a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges count "
                          "double)"),
            "cli_combsum": ("u54a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four images the club may enter per "
                            "section"),
            "cli_evaluate": ("u54a_cli_evaluate_acceptances_qrels",
                             "rankagg evaluate salon.run --qrels acceptances.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the salon's awards and acceptances (0-2)"),
            "cli_parquet": ("u54a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o salon.parquet: gzipped runs from the salon's "
                            "scoring laptop, a Parquet table for the results catalogue")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u54a_xmp_sidecar_as_run", "a Lightroom Classic XMP sidecar (x:xmpmeta, rdf:RDF, rdf:Description with "
         "xmp:Rating and crs: settings)", "N-0142_heron-strike.xmp", _XMP, "XMP", "N-0142_heron-strike.xmp:1"),
        ("u54a_lrcat_as_run", "a Lightroom Classic catalogue (an SQLite 3 database: Adobe_images, AgLibraryFile)",
         "Harrow_CC_2026.lrcat", _LRCAT, "Lightroom", "Harrow_CC_2026.lrcat"),
        ("u54a_cr2_raw_as_run", "a Canon CR2 raw file (TIFF header 'II*', 'CR' version 2, IFD0 Make 'Canon')",
         "N-0142_heron-strike.CR2", _CR2, "CR2", "N-0142_heron-strike.CR2"),
        ("u54a_exiftool_csv_as_run", "ExifTool's -csv output (SourceFile, FileName, Rating, Model, LensModel, ISO, "
         "ExposureTime, FNumber)", "exif_nature.csv", _EXIFTOOL_CSV, "ExifTool", "exif_nature.csv:1"),
        ("u54a_exiftool_json_as_run", "ExifTool's -j output (a JSON array, an object per file with SourceFile, "
         "Rating, Model, ISO, ...)", "exif_nature.json", _EXIFTOOL_JSON, "ExifTool", "exif_nature.json:1"),
        ("u54a_exiftool_table_as_run", "ExifTool's -T table output (a tab-separated line per file: file name, "
         "rating, image size, ISO, f-number, exposure time: six fields, the fifth a number)", "exif_nature.txt",
         _EXIFTOOL_TABLE, "ExifTool", "exif_nature.txt:1"),
        ("u54a_score_sheet_as_run", "the judges' score sheet typed as text (section, entry, three judges' scores, "
         "total: six fields a line, the fifth a number)", "nature_scores.txt", _SCORE_SHEET, "score sheet",
         "nature_scores.txt:1"),
        ("u54a_pm_code_replacements_as_run", "a Photo Mechanic code replacement file (tab-separated code and "
         "replacements, '//' comments)", "harrow_entrants_codes.txt", _PM_CODES, "Photo Mechanic",
         "harrow_entrants_codes.txt:1"),
        ("u54a_exiv2_listing_as_run", "exiv2 -pa's metadata listing (key, type, count, value)",
         "N-0142_exiv2.txt", _EXIV2, "exiv2", "N-0142_exiv2.txt:1"),
        ("u54a_nima_predictions_as_run", "NIMA's aesthetic predictions (a JSON list of image_id and "
         "mean_score_prediction)", "nima_aesthetic_nature.json", _NIMA, "NIMA", "nima_aesthetic_nature.json:1")],
        one_run=("judges.run", _ONE_RUN), stem="salon",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a catalogue or a raw file read as lines gives no ranking: named by its "
                   "header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u54a_score_sheet_as_qrels", "nature_scores.txt", _SCORE_SHEET, "score sheet"),
        ("u54a_exiv2_as_qrels", "N-0142_exiv2.txt", _EXIV2, "exiv2"),
        ("u54a_exiftool_csv_as_qrels", "exif_nature.csv", _EXIFTOOL_CSV, "ExifTool"),
        ("u54a_pm_codes_as_qrels", "harrow_entrants_codes.txt", _PM_CODES, "Photo Mechanic")],
        one_run=("judges.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u54a_out_lrcat", "salon.lrcat", "a Lightroom Classic catalogue"),
        ("u54a_out_xmp", "salon.xmp", "an XMP sidecar"),
        ("u54a_out_dng", "salon.dng", "a DNG raw file"),
        ("u54a_out_nef", "salon.nef", "a Nikon raw file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u54a_api_exiftool_json",
            "rankagg.fuse(json.load(exif_nature.json)): ExifTool's -j output loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('x.json')), method='rrf')\n",
            "ExifTool", why="a run maps a query to {document: score}; ExifTool's -j output is a list of objects per "
            "file with SourceFile", files={"x.json": _EXIFTOOL_JSON}),
        bad("u54a_api_exiftool_csv_frame",
            "rankagg.fuse(pd.read_csv(exif_nature.csv)): ExifTool's -csv output given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='borda')\n",
            "ExifTool", why="a table of runs has qid, docid, run and score columns; ExifTool's has a SourceFile and a "
            "column per tag", files={"e.csv": _EXIFTOOL_CSV}),
    ]
    return cases
