"""A type foundry's font QA team's files (issue 45's thirty-sixth bar, u36e_): fontTools' ttx dumps and table
listings, UFO sources (their .glif glyphs and metainfo.plist), designspace documents, the font binaries (OpenType with
CFF outlines, TrueType, collections, WOFF and WOFF2), pdfTeX/dvips font maps, FontBakery's JSON reports, Adobe's
Latin character sets, AFDKO's GlyphOrderAndAliasDB and feature files, AFM metrics, FontForge's .sfd sources and Glyphs
sources (whose first line '{' opens no JSON document: rankagg.io.json_documents.json_document)."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile


def _sfnt(version: bytes, tags: tuple[bytes, ...]) -> bytes:
    """An sfnt font's first bytes: its version ('OTTO', 0x00010000), numTables and the binary search fields, then a
    table record (tag, checksum, offset, length) per table."""
    out = version + struct.pack(">HHHH", len(tags), 16 * len(tags), 0, 0)
    offset = 12 + 16 * len(tags)
    for tag in tags:
        out += tag + struct.pack(">III", 0, offset, 32)
        offset += 32
    return out + b"\x00" * 32 * len(tags)


#: a WOFF2 header: 'wOF2', the flavor, the length, numTables, reserved, totalSfntSize, totalCompressedSize, the
#: version and the metadata's and private data's offsets and lengths (0: none)
_WOFF2 = b"wOF2" + b"\x00\x01\x00\x00" + struct.pack(">IHHIIHHIIIII", 1184, 4, 0, 2048, 1024, 1, 0, 0, 0, 0, 0, 0)
#: a WOFF (1.0) header: 'wOFF', the flavor, the length, numTables, reserved, totalSfntSize, the version and the
#: metadata's and private data's offsets and lengths, then a table directory entry
_WOFF = (b"wOFF" + b"OTTO" + struct.pack(">IHHIHHIIIII", 1604, 1, 0, 2400, 1, 0, 0, 0, 0, 0, 0)
         + b"CFF " + struct.pack(">IIII", 64, 1540, 2304, 0x1234ABCD))

TYPEFOUNDRY = Field(
    team="a type foundry's font QA team's files (u36e_)",
    advice="give each source's ranking of a family's candidate builds per style and script (FontBakery's share of "
           "checks passed, diffenator's, the proofers' marks, the shaping tests' pass rates) as a run, a family, "
           "style and script a query and each build a document (build:v2.004+g1a2b3c4), the score higher for the "
           "better build: 'FAMILY/STYLE/SCRIPT Q0 BUILD RANK SCORE SOURCE'; how the releases went is the qrels, "
           "'FAMILY/STYLE/SCRIPT 0 BUILD GRADE' (2 shipped with no bug report, 1 shipped after a hotfix, 0 withdrawn)",
    files=(
        FieldFile("a ttx XML dump of a font (fontTools' ttx: ttFont, its GlyphOrder, then an element per table: head, "
                  "hhea, cmap, GSUB, ...)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<ttFont sfntVersion="OTTO" ttLibVersion="4.47">\n\n'
                  '  <GlyphOrder>\n    <GlyphID id="0" name=".notdef"/>\n    <GlyphID id="1" name="space"/>\n'
                  '  </GlyphOrder>\n\n  <maxp>\n    <tableVersion value="0x5000"/>\n    <numGlyphs value="312"/>\n'
                  '  </maxp>\n\n</ttFont>\n', 2, root="ttFont"),  # .ttx is Trados' (u24c_)
        FieldFile("a UFO glyph file (.glif, GLIF: one glyph of a UFO font source, its name, advance, unicodes and "
                  "outline's contours)",
                  "<?xml version='1.0' encoding='UTF-8'?>\n<glyph name=\"B\" format=\"2\">\n"
                  "  <advance width=\"610\"/>\n  <unicode hex=\"0042\"/>\n  <outline>\n    <contour>\n"
                  "      <point x=\"80\" y=\"0\" type=\"line\"/>\n      <point x=\"80\" y=\"700\" type=\"line\"/>\n"
                  "    </contour>\n  </outline>\n</glyph>\n", 2, root="glyph", marks=("format=",)),
        FieldFile("a UFO font source's metainfo.plist (the Unified Font Object's folder: its creator and "
                  "formatVersion, beside fontinfo.plist and the glyphs' .glif files)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                  '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
                  '  <key>creator</key>\n  <string>com.github.fonttools.ufoLib</string>\n'
                  '  <key>formatVersion</key>\n  <integer>3</integer>\n</dict>\n</plist>\n', 3, root="plist",
                  marks=("<key>creator</key>", "<key>formatVersion</key>"), outputs=(".ufo",)),
        FieldFile("a designspace document (fontTools' and fontmake's .designspace: a variable family's axes, its "
                  "sources' UFOs and locations, its instances)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<designspace format="4.1">\n  <axes>\n'
                  '    <axis tag="wdth" name="Width" minimum="75" maximum="100" default="100"/>\n  </axes>\n'
                  '  <sources>\n    <source filename="Test-Condensed.ufo" familyname="Test" stylename="Condensed">\n'
                  '      <location><dimension name="Width" xvalue="75"/></location>\n    </source>\n  </sources>\n'
                  '</designspace>\n', 2, root="designspace", outputs=(".designspace",)),
        FieldFile("an OpenType font with CFF outlines (.otf: the sfnt header 'OTTO', its table records, CFF or CFF2, "
                  "cmap, head, GSUB, ...)", _sfnt(b"OTTO", (b"CFF ", b"OS/2", b"cmap", b"head", b"hmtx")), 0,
                  magic=b"OTTO\x00", marks=("CFF", "head", "cmap"), outputs=(".otf",)),
        FieldFile("a TrueType font (.ttf, OpenType with TrueType outlines: the sfnt version 0x00010000, its table "
                  "records, glyf, loca, head, cmap, ...)",
                  _sfnt(b"\x00\x01\x00\x00", (b"OS/2", b"cmap", b"glyf", b"head", b"loca")), 0,
                  magic=b"\x00\x01\x00\x00\x00", marks=("glyf", "head", "cmap"), outputs=(".ttf",)),
        FieldFile("an OpenType font collection (.ttc or .otc: 'ttcf', its version, the number of fonts and each "
                  "font's offset)", b"ttcf\x00\x02\x00\x00" + struct.pack(">IIII", 2, 20, 268, 0)
                  + _sfnt(b"OTTO", (b"CFF ", b"cmap", b"head")), 0, magic=b"ttcf\x00", outputs=(".ttc", ".otc")),
        FieldFile("a WOFF2 web font (.woff2: 'wOF2', the flavor, then the Brotli-compressed tables)", _WOFF2, 0,
                  magic=b"wOF2", outputs=(".woff2",)),
        FieldFile("a WOFF web font (.woff: 'wOFF', the flavor, then the zlib-compressed tables)", _WOFF, 0,
                  magic=b"wOFF", outputs=(".woff",)),
        FieldFile("a pdfTeX/dvips font map (.map: a line per TeX font, its TFM name, its PostScript name, "
                  "\"... ReEncodeFont\", <encoding.enc and <fontfile: which font file and encoding TeX uses)",
                  "% test.map, written by otftotfm\n"
                  'TestSerif-Regular--base TestSerif-Regular " AutoEnc_ab12cd ReEncodeFont " <[a_ab12cd.enc '
                  "<TestSerif-Regular.otf\nptmr8r Times-Roman \"TeXBase1Encoding ReEncodeFont\" <8r.enc "
                  "<utmr8a.pfb\n", 2,
                  line=r'^[\w.+-]+[ \t]+[\w.+-]+(?:[ \t]+"[^"\n]*")?(?:[ \t]+<\[?[\w.+-]+\.enc)?[ \t]+<[<\[]?'
                       r"[\w.+-]+\.(?:pfb|pfa|otf|ttf|ttc)[ \t]*$"),
        FieldFile("FontBakery's JSON report (fontbakery check-... --json: the result's counts of PASS, WARN, FAIL, "
                  "..., then its sections, their checks and logs)",
                  '{\n  "result": {\n    "ERROR": 0,\n    "FAIL": 1,\n    "FATAL": 0,\n    "INFO": 4,\n'
                  '    "PASS": 97,\n    "SKIP": 30,\n    "WARN": 3\n  },\n  "sections": [\n    {\n'
                  '      "key": ["<Section: Universal>", null, null],\n      "result": {"FAIL": 1, "PASS": 97},\n'
                  '      "checks": []\n    }\n  ]\n}\n', 1, keys=("result", "sections", "PASS", "FAIL")),
        FieldFile("an Adobe Latin character set (Adobe's adobe-latin-charsets: Unicode, Character, Glyph name, "
                  "Character name, tab-separated: a character per row)",
                  "Unicode\tCharacter\tGlyph name\tCharacter name\n0020\t&#x0020;\tspace\tSPACE\n"
                  "00C5\t&#x00C5;\tAring\tLATIN CAPITAL LETTER A WITH RING ABOVE\n", 1,
                  columns=("Unicode", "Character", "Glyph name")),
        FieldFile("AFDKO's GlyphOrderAndAliasDB (GOADB: a line per glyph, its final name, its working name and an "
                  "optional Unicode override, tab-separated)",
                  ".notdef\t.notdef\nspace\tspace\tuni0020\nAring\tAring\tuni00C5\nf_f_i\tf_f_i\n", 1,
                  line=r"\A\.notdef[ \t]+\.notdef[ \t]*$|^[A-Za-z_.][\w.-]*\t[A-Za-z_.][\w.-]*\t"
                       r"(?:uni[0-9A-F]{4}|u[0-9A-F]{4,6})(?:,(?:uni[0-9A-F]{4}|u[0-9A-F]{4,6}))*[ \t]*$"),
        FieldFile("ttx's table listing of a font (ttx -l: 'Listing table info for ...', then a line per table: "
                  "tag, checksum, length, offset)",
                  'Listing table info for "Test-Regular.ttf":\n    tag     checksum    length    offset\n'
                  "    ----  ----------  --------  --------\n    DSIG  0x00000001         8     61236\n"
                  "    GDEF  0x0A2B0C4E       172     39476\n", 1, line=r'\AListing table info for "[^"\n]*":'),
        FieldFile("an AFM file (Adobe Font Metrics: StartFontMetrics, the font's info, then its character metrics "
                  "and kerning pairs)",
                  "StartFontMetrics 4.1\nComment Copyright 2026 Test Foundry\nFontName Test-Regular\n"
                  "FamilyName Test\nStartCharMetrics 1\nC 32 ; WX 250 ; N space ; B 0 0 0 0 ;\nEndCharMetrics\n"
                  "EndFontMetrics\n", 1, line=r"\AStartFontMetrics[ \t]+\d", outputs=(".afm",)),
        FieldFile("a FontForge source (.sfd, FontForge's Spline Font Database: 'SplineFontDB:', the font's info, "
                  "then StartChar ... EndChar per glyph)",
                  "SplineFontDB: 3.2\nFontName: Test-Regular\nFullName: Test Regular\nFamilyName: Test\n"
                  "Ascent: 800\nDescent: 200\nBeginChars: 65536 0\nEndChars\nEndSplineFont\n", 1,
                  line=r"\ASplineFontDB:[ \t]*\d", outputs=(".sfd",)),
        FieldFile("an OpenType feature file (.fea, the feature file syntax AFDKO and fontmake compile: languagesystem "
                  "statements, feature and lookup blocks of substitutions and positionings)",
                  "languagesystem DFLT dflt;\nlanguagesystem latn dflt;\n\nfeature liga {\n    sub f i by f_i;\n"
                  "} liga;\n", 1,
                  line=r"^(?:languagesystem[ \t]+\w+[ \t]+\w+[ \t]*;|feature[ \t]+\w{3,4}[ \t]*\{|"
                       r"lookup[ \t]+\w+[ \t]*(?:useExtension[ \t]*)?\{)", outputs=(".fea",)),
        FieldFile("a Glyphs source (.glyphs: Glyphs.app's OpenStep property list, '{', then .appVersion, "
                  ".formatVersion, familyName, fontMaster, glyphs, ...: bare keys, not JSON)",
                  '{\n.appVersion = "1342";\nfamilyName = "Source Serif";\nfontMaster = (\n{\nid = master01;\n}\n);\n'
                  'unitsPerEm = 1000;\n}\n', 2, line=r'(?<=\A\{\n)\.appVersion = "?\d+"?;', outputs=(".glyphs",)),
    ))
