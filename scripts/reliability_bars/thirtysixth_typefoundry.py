"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a type foundry's font QA team ranking the candidate
builds of a family per style and script across FontBakery, diffenator's rendering diffs, the proofers and the shaping
tests (its cases, ids ``u36e_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each family, style and script (``fam:Lora/Bold/cyrl``) is a query and each candidate build a document
by its version and commit (``build:v3.021-rc2+g4f2a9c1``); the runs are FontBakery's (the share of checks passed),
diffenator's (how little the rendering moved against the last release), the proofers' marks from the printed proofs
and the shaping tests' pass rates, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each source's record, and judged against how the releases went (2 shipped with no bug report, 1 shipped
after a hotfix, 0 withdrawn).  The mistakes and odd files: the field's own files given where runs or qrels are read
(a ttx XML dump, a UFO .glif, a .designspace, an OpenType CFF binary, a Glyphs 3 source, a pdfTeX/dvips font map,
FontBakery's JSON report, an Adobe Latin character set, AFDKO's GlyphOrderAndAliasDB; ttx's table listing, an AFM, a
FontForge .sfd and a feature file as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_TYPEFOUNDRY = ("45 Unseen inputs: a thirty-sixth bar, a type foundry's font QA team ranking a family's "
                           "builds per style and script across FontBakery, diffenator, proofers and shaping tests "
                           "(ttx, UFO, designspace, OpenType, Glyphs, font map, FontBakery, Adobe Latin, AFDKO, AFM, "
                           "FontForge, feature file)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fontbakery', 'diffenator', 'proofers', 'shaping_tests'],
    items=['build:v3.021-rc2+g4f2a9c1', 'build:v3.021-rc1+g9e8d7c6', 'build:v3.020+g1b2c3d4',
           'build:v3.021-b3+g5a6b7c8', 'build:v3.019+g0f1e2d3', 'build:v3.021-b2+g7c8d9e0',
           'build:v3.018+gaa1b2c3', 'build:v3.017+gd4e5f6a'],
    queries=['fam:Lora/Regular/latn', 'fam:Lora/Bold/latn', 'fam:Lora/Italic/latn', 'fam:Lora/Regular/cyrl',
             'fam:Lora/Bold/cyrl', 'fam:Lora/BoldItalic/cyrl'],
    suffix='/variable', generator='font_builds', judgements='releases') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "font_builds", "builds.run")

_RECS3 = ["fontbakery", "diffenator", "proofers"]
_OUT = ("builds.run",)
_ONE_RUN = ("fam:Lora/Regular/latn Q0 build:v3.021-rc2+g4f2a9c1 1 0.91 proofers\nfam:Lora/Regular/latn Q0 "
            "build:v3.021-rc1+g9e8d7c6 2 0.77 proofers\n")
# the team's files, as the font editors, build tools and checkers write them (a few lines)
_TTX = ('<?xml version="1.0" encoding="UTF-8"?>\n<ttFont sfntVersion="\\x00\\x01\\x00\\x00" ttLibVersion="4.53">\n\n'
        '  <GlyphOrder>\n    <!-- The \'id\' attribute is only for humans; it is ignored when parsed. -->\n'
        '    <GlyphID id="0" name=".notdef"/>\n    <GlyphID id="1" name="A"/>\n  </GlyphOrder>\n\n  <head>\n'
        '    <!-- Most of this table will be recalculated by the compiler -->\n    <tableVersion value="1.0"/>\n'
        '    <fontRevision value="3.021"/>\n    <checkSumAdjustment value="0x1b2c3d4e"/>\n'
        '    <magicNumber value="0x5f0f3cf5"/>\n    <flags value="00000000 00000011"/>\n'
        '    <unitsPerEm value="1000"/>\n  </head>\n\n</ttFont>\n')
_GLIF = ("<?xml version='1.0' encoding='UTF-8'?>\n<glyph name=\"a\" format=\"2\">\n  <advance width=\"532\"/>\n"
         "  <unicode hex=\"0061\"/>\n  <outline>\n    <contour>\n      <point x=\"412\" y=\"0\" type=\"line\"/>\n"
         "      <point x=\"482\" y=\"0\" type=\"line\"/>\n      <point x=\"482\" y=\"330\" type=\"line\"/>\n"
         "      <point x=\"412\" y=\"330\" type=\"line\"/>\n    </contour>\n  </outline>\n</glyph>\n")
_DESIGNSPACE = ("<?xml version='1.0' encoding='UTF-8'?>\n<designspace format=\"5.0\">\n  <axes>\n"
                "    <axis tag=\"wght\" name=\"Weight\" minimum=\"400\" maximum=\"700\" default=\"400\"/>\n  </axes>\n"
                "  <sources>\n    <source filename=\"Lora-Regular.ufo\" name=\"Lora Regular\" familyname=\"Lora\" "
                "stylename=\"Regular\">\n      <location>\n        <dimension name=\"Weight\" xvalue=\"400\"/>\n"
                "      </location>\n    </source>\n    <source filename=\"Lora-Bold.ufo\" name=\"Lora Bold\" "
                "familyname=\"Lora\" stylename=\"Bold\">\n      <location>\n"
                "        <dimension name=\"Weight\" xvalue=\"700\"/>\n      </location>\n    </source>\n  </sources>\n"
                "</designspace>\n")


def _otf() -> bytes:
    """An OpenType font with CFF outlines: the sfnt header ('OTTO', twelve tables), its table records, and a 'head'
    table with its magic number 0x5F0F3CF5."""
    tags = [b"CFF ", b"GDEF", b"GPOS", b"GSUB", b"OS/2", b"cmap", b"head", b"hhea", b"hmtx", b"maxp", b"name",
            b"post"]
    out = b"OTTO" + struct.pack(">HHHH", len(tags), 128, 3, len(tags) * 16 - 128)
    offset = 12 + 16 * len(tags)
    for tag in tags:
        length = 54 if tag == b"head" else 32
        out += tag + struct.pack(">III", 0x1A2B3C4D, offset, length)
        offset += (length + 3) // 4 * 4
    head = (struct.pack(">HHiII", 1, 0, 0x00030560, 0x1B2C3D4E, 0x5F0F3CF5) + struct.pack(">HH", 3, 1000)
            + b"\x00" * 16 + struct.pack(">hhhh", -165, -270, 1204, 1006) + b"\x00" * 10)
    for tag in tags:
        out += head[:54] + b"\x00\x00" if tag == b"head" else b"\x00" * 32
    return out


_GLYPHS = ('{\n.appVersion = "3260";\n.formatVersion = 3;\naxes = (\n{\nname = Weight;\ntag = wght;\n}\n);\n'
           'date = "2026-11-20 09:14:02 +0000";\nfamilyName = Lora;\nfontMaster = (\n{\naxesValues = (\n400\n);\n'
           'id = m01;\nname = Regular;\n}\n);\nunitsPerEm = 1000;\nversionMajor = 3;\nversionMinor = 21;\n}\n')
# a pdfTeX/dvips font map as autoinst and otftotfm write it: six whitespace-separated fields a line
_FONTMAP = ("% lora.map: font map for the Lora LaTeX package, written by autoinst (otftotfm 2.110)\n"
            'Lora-Regular-lf-ly1--base Lora-Regular "AutoEnc_3xq4cb ReEncodeFont" <[a_3xq4cb.enc <Lora-Regular.pfb\n'
            'Lora-Bold-lf-ly1--base Lora-Bold "AutoEnc_3xq4cb ReEncodeFont" <[a_3xq4cb.enc <Lora-Bold.pfb\n'
            'Lora-Italic-lf-ly1--base Lora-Italic "AutoEnc_3xq4cb ReEncodeFont" <[a_3xq4cb.enc <Lora-Italic.pfb\n')
_FONTBAKERY = ('{\n    "result": {\n        "ERROR": 0,\n        "FAIL": 2,\n        "FATAL": 0,\n        "INFO": 9,\n'
               '        "PASS": 118,\n        "SKIP": 41,\n        "WARN": 5\n    },\n    "sections": [\n        {\n'
               '            "checks": [\n                {\n'
               '                    "description": "Checking OS/2 achVendID.",\n'
               '                    "filename": "fonts/ttf/Lora-Regular.ttf",\n'
               '                    "key": [\n                        "<Section: Google Fonts>",\n'
               '                        "<FontBakeryCheck:com.google.fonts/check/vendor_id>",\n'
               '                        "((\'font\', 0),)"\n                    ],\n'
               '                    "logs": [\n                        {\n'
               '                            "message": "OS/2 VendorID value \'NONE\' is not yet recognized. '
               '[code: unknown]",\n                            "status": "WARN",\n'
               '                            "traceback": null\n                        }\n                    ],\n'
               '                    "result": "WARN"\n                }\n            ],\n'
               '            "key": [\n                "<Section: Google Fonts>",\n                null,\n'
               '                null\n            ],\n            "result": {\n                "PASS": 118,\n'
               '                "WARN": 5\n            }\n        }\n    ]\n}\n')
# Adobe's Latin character sets (adobe-type-tools/adobe-latin-charsets): tab-separated, a header line
_ADOBE_LATIN = ("Unicode\tCharacter\tGlyph name\tCharacter name\tAdded\n0041\t&#x0041;\tA\tLATIN CAPITAL LETTER A\n"
                "0100\t&#x0100;\tAmacron\tLATIN CAPITAL LETTER A WITH MACRON\t&bull;\n"
                "0101\t&#x0101;\tamacron\tLATIN SMALL LETTER A WITH MACRON\t&bull;\n"
                "0102\t&#x0102;\tAbreve\tLATIN CAPITAL LETTER A WITH BREVE\t&bull;\n")
# AFDKO's GlyphOrderAndAliasDB: the final name, the working name, an optional Unicode override, tab-separated
_GOADB = (".notdef\t.notdef\nspace\tspace\tuni0020\nA\tA\tuni0041\nAacute\tAacute\tuni00C1\n"
          "f_i\tf_i\tuniFB01\nuni0237\tdotlessj\tuni0237\n")
# ttx -l: the table listing of a font (four columns under a two-line header)
_TTX_LIST = ('Listing table info for "Lora-Regular.otf":\n    tag     checksum    length    offset\n'
             '    ----  ----------  --------  --------\n    CFF   0x9C3A1F02     81234      1052\n'
             '    GDEF  0x4A3B2C1D       488     82288\n    GPOS  0x7E21D0A4     35120     82776\n'
             '    GSUB  0x3C94B1E7      6418    117896\n')
_AFM = ("StartFontMetrics 4.1\nComment Generated by FontForge 20230101\nFontName Lora-Regular\nFullName Lora Regular\n"
        "FamilyName Lora\nWeight Regular\nItalicAngle 0\nIsFixedPitch false\nUnderlinePosition -150\n"
        "UnderlineThickness 50\nVersion 3.021\nEncodingScheme FontSpecific\nFontBBox -165 -270 1204 1006\n"
        "StartCharMetrics 2\nC 65 ; WX 652 ; N A ; B 12 0 640 700 ;\nC 86 ; WX 640 ; N V ; B 6 0 634 700 ;\n"
        "EndCharMetrics\nStartKernData\nStartKernPairs 2\nKPX A V -80\nKPX V A -80\nEndKernPairs\nEndKernData\n"
        "EndFontMetrics\n")
_SFD = ("SplineFontDB: 3.2\nFontName: Lora-Regular\nFullName: Lora Regular\nFamilyName: Lora\nWeight: Regular\n"
        "Version: 3.021\nItalicAngle: 0\nUnderlinePosition: -150\nUnderlineWidth: 50\nAscent: 1006\nDescent: 270\n"
        "LayerCount: 2\nLayer: 0 0 \"Back\" 1\nLayer: 1 0 \"Fore\" 0\nEncoding: UnicodeBmp\nBeginChars: 65539 1\n\n"
        "StartChar: l\nEncoding: 108 108 0\nWidth: 262\nFlags: W\nLayerCount: 2\nFore\nSplineSet\n48 0 m 1\n"
        " 214 0 l 1\n 214 740 l 1\n 48 740 l 1\n 48 0 l 1\nEndSplineSet\nEndChar\nEndChars\nEndSplineFont\n")
_FEA = ("# Lora: features, written by the build beside the designspace\nlanguagesystem DFLT dflt;\n"
        "languagesystem latn dflt;\nlanguagesystem latn TRK;\n\nfeature kern {\n    pos A V -80;\n    pos V A -80;\n"
        "    pos T o -60;\n} kern;\n")


def thirtysixth_bar_typefoundry_cases() -> list[Case]:
    G = THIRTYSIXTH_TYPEFOUNDRY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="font_builds", judgements="releases", runs=_RECS3, stem="builds", outputs=_OUT,
        item="build", rounded="proofers",
        weights="{'fontbakery': 1.0, 'diffenator': 1.5, 'proofers': 2.0, 'shaping_tests': 0.5}",
        lone_query="R['shaping_tests']['fam:Lora/Regular/grek'] = {'build:v3.022-a1+gb3c4d5e': 0.9, "
                   "'build:v3.021-rc2+g4f2a9c1': 0.4}\n",
        trust="proofers 2\ndiffenator 1.5\nfontbakery 1\n",
        trust_dict="{'proofers': 2, 'diffenator': 1.5, 'fontbakery': 1}",
        texts={
            "rrf": ("u36e_rrf_checks",
                    "rankagg.fuse({source: {family/style/script: {build: score}}}, method='rrf'): four sources, six "
                    "styles and scripts ('fam:Lora/Bold/cyrl'), builds as 'build:v3.021-rc2+g4f2a9c1'"),
            "borda": ("u36e_borda_unscored_builds",
                      "rankagg.fuse(..., method='borda'): diffenator has no score for the builds whose glyph sets "
                      "changed"),
            "combsum": ("u36e_combsum_rounded_proofs",
                        "rankagg.fuse(..., method='combsum'): the proofers' marks in tenths (many ties) beside the "
                        "tools' scores"),
            "fuser": ("u36e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per style and script: the proofers count 2, the shaping "
                      "tests 0.5"),
            "frame": ("u36e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the QA sheet, a row per "
                      "style, build and source"),
            "evaluate": ("u36e_evaluate_releases",
                         "rankagg.evaluate(fused ranking, how the releases went, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the builds that shipped with no bug report"),
            "lone": ("u36e_one_source_script",
                     "rankagg.fuse(..., method='rrf'): a script only the shaping tests ranked (Greek, drawn this "
                     "month) beside the styles every source covers"),
            "cli_rrf": ("u36e_cli_rrf_runs",
                        "rankagg fuse fontbakery.run diffenator.run proofers.run --method rrf -o builds.run: one run "
                        "per source, styles and scripts as queries"),
            "cli_borda": ("u36e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the proofers count "
                          "double)"),
            "cli_combsum": ("u36e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four builds that go to the next printed "
                            "proofing round"),
            "cli_evaluate": ("u36e_cli_evaluate_release_qrels",
                             "rankagg evaluate builds.run --qrels releases.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against how the releases went (0-2)"),
            "cli_parquet": ("u36e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o builds.parquet: gzipped runs from the font CI's "
                            "artifacts, a Parquet table for the release dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36e_ttx_dump_as_run", "a ttx XML dump of a font (ttFont sfntVersion=..., GlyphOrder, head, ...)",
         "Lora-Regular.ttx", _TTX, "ttx", "Lora-Regular.ttx:2"),
        ("u36e_ufo_glif_as_run", "a UFO glyph file (.glif: glyph name=... format=2, advance, unicode, outline)",
         "a.glif", _GLIF, "UFO", "a.glif:2"),
        ("u36e_designspace_as_run", "a designspace document (designspace format=5.0, axes, sources)",
         "Lora.designspace", _DESIGNSPACE, "designspace", "Lora.designspace:2"),
        ("u36e_otf_as_run", "an OpenType font with CFF outlines ('OTTO', table records, head's magic number)",
         "Lora-Regular.otf", _otf(), "OpenType", "Lora-Regular.otf"),
        ("u36e_glyphs_source_as_run", "a Glyphs 3 source (.glyphs: '{', .appVersion, .formatVersion = 3, axes, ...)",
         "Lora.glyphs", _GLYPHS, "Glyphs", "Lora.glyphs:2"),
        ("u36e_fontmap_as_run", "a pdfTeX/dvips font map ('%' comment, then TFM name, PostScript name, \"... "
         "ReEncodeFont\", <[encoding, <font: six fields a line)", "lora.map", _FONTMAP, "font map", "lora.map:2"),
        ("u36e_fontbakery_json_as_run", "FontBakery's JSON report (result counts, sections, checks, logs)",
         "fontbakery-report.json", _FONTBAKERY, "FontBakery", "fontbakery-report.json:1"),
        ("u36e_adobe_latin_as_run", "an Adobe Latin character set (Unicode, Character, Glyph name, Character name, "
         "Added: tab-separated)", "adobe-latin-3.txt", _ADOBE_LATIN, "Adobe Latin", "adobe-latin-3.txt:1"),
        ("u36e_goadb_as_run", "AFDKO's GlyphOrderAndAliasDB (final name, working name, Unicode override)",
         "GlyphOrderAndAliasDB", _GOADB, "AFDKO", "GlyphOrderAndAliasDB:1")],
        one_run=("proofers.run", _ONE_RUN), stem="builds",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a font binary read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36e_ttx_listing_as_qrels", "Lora-Regular.tables.txt", _TTX_LIST, "ttx"),
        ("u36e_afm_as_qrels", "Lora-Regular.afm", _AFM, "AFM"),
        ("u36e_sfd_as_qrels", "Lora-Regular.sfd", _SFD, "FontForge"),
        ("u36e_fea_as_qrels", "features.fea", _FEA, "feature file")],
        one_run=("proofers.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36e_out_otf", "builds.otf", "an OpenType font"),
        ("u36e_out_woff2", "builds.woff2", "a WOFF2 web font"),
        ("u36e_out_glyphs", "builds.glyphs", "a Glyphs source"),
        ("u36e_out_ufo", "builds.ufo", "a UFO font source")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=36"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36e_api_fontbakery_dict",
            "rankagg.fuse(json.load(fontbakery-report.json)): FontBakery's report loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('f.json')), method='rrf')\n",
            "FontBakery", why="a run maps a query to {document: score}; FontBakery's 'result' counts statuses and "
            "'sections' is a list", files={"f.json": _FONTBAKERY}),
        bad("u36e_api_adobe_latin_frame",
            "rankagg.fuse(pd.read_csv(adobe-latin-3.txt, sep='\\t')): an Adobe Latin character set given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.txt', sep='\\t'), method='borda')\n",
            "Adobe Latin", why="a table of runs has qid, docid, run and score columns; a character set has a "
            "character per row", files={"a.txt": _ADOBE_LATIN}),
    ]
    return cases
