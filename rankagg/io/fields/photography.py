"""A camera club's competition secretary's and an international salon's judging panel's files (issue 45's
fifty-fourth bar, u54a_): XMP sidecars, Lightroom Classic catalogues, Canon raw images, ExifTool's CSV, JSON and tab
output, exiv2's tag listings, Photo Mechanic's code replacements, NIMA's predictions, and score sheets typed as
text."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: ExifTool -T's line: an image's file name, then a tab and a value per tag
_EXIFTOOL_T = r"(?i:[^\t\n]+\.(?:cr2|cr3|nef|arw|dng|jpe?g|tiff?|orf|raf|rw2|pef|heic))\t[^\n]*"

PHOTOGRAPHY = Field(
    team="a camera club's competition secretary and an international salon's judging panel (u54a_)",
    advice="give each source's ranking of a section's images or entrants (the judges' scores, a sharpness metric, "
           "an aesthetic model's score, the selectors' picks) as a run, a salon's section or a league round a query "
           "(sal:2026-nsi/nature) and each image or entrant a document (img:N-0142/heron-strike), the score higher "
           "for the stronger image: 'SECTION Q0 IMAGE RANK SCORE SOURCE'; the acceptances and awards are the "
           "qrels, 'SECTION 0 IMAGE GRADE'",
    files=(
        FieldFile("an XMP sidecar (x:xmpmeta: rdf:Description with xmp:Rating and Camera Raw settings, as Lightroom "
                  "writes it)",
                  '<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 7.0">\n <rdf:RDF xmlns:rdf="http://'
                  'www.w3.org/1999/02/22-rdf-syntax-ns#">\n', 1,
                  root="xmpmeta"),
        FieldFile("a Lightroom Classic catalogue (.lrcat: an SQLite database of Adobe_images and AgLibrary tables)",
                  b"SQLite format 3\x00\x10\x00\x01\x01\x00@  \x00\x00\x00\x07" + b"\x00" * 76
                  + b"CREATE TABLE AgLibraryFile (id_local INTEGER PRIMARY KEY)", 0,
                  magic=b"SQLite format 3\x00", marks=("AgLibrary",), outputs=(".lrcat",)),
        FieldFile("a Canon raw image (CR2: a TIFF whose header says 'CR', version 2)",
                  b"II*\x00\x10\x00\x00\x00CR\x02\x00\x00\x00\x00\x00\x04\x00\x00\x01\x03\x00", 0,
                  magic=b"II*\x00", line=r"\AII\*\x00[\x00-\xff]{4}CR\x02", outputs=(".cr2",)),
        FieldFile("a Canon raw image (CR3: an ISO media file of brand 'crx ')",
                  b"\x00\x00\x00\x18ftypcrx \x00\x00\x00\x01crx isom", 0,
                  magic=b"ftypcrx ", magic_at=4, outputs=(".cr3",)),
        FieldFile("ExifTool's CSV output (-csv: SourceFile, then a column per tag)",
                  "SourceFile,FileName,Rating,Model,ISO\nentries/N-0142_heron-strike.CR2,N-0142_heron-strike.CR2,4,"
                  "Canon EOS 5D Mark IV,800\n", 1,
                  # its first column, always: a bare 'SourceFile' cell elsewhere is any list's item
                  line=r"\ASourceFile,"),
        FieldFile("ExifTool's JSON output (-j: a record per image, SourceFile and a key per tag)",
                  '[{\n  "SourceFile": "entries/N-0142_heron-strike.CR2",\n  "Rating": 4\n}]\n', 1,
                  keys=("SourceFile",)),
        FieldFile("ExifTool's tab-separated output (-T: an image's file name, then a value per tag; six fields that "
                  "pass for a TREC run's)",
                  "N-0142_heron-strike.CR2\t4\t6720x4480\t800\t5.6\t1/2000\n"
                  "N-0157_otter-at-dusk.CR2\t3\t6720x4480\t3200\t5.6\t1/500\n", 1,
                  line=rf"\A{_EXIFTOOL_T}\r?\n{_EXIFTOOL_T}$", lookalike=True),
        FieldFile("exiv2's tag listing (exiv2 -pa: a key such as Exif.Image.Make, its type, its count, its value)",
                  "Exif.Image.Make                              Ascii       6  Canon\n"
                  "Exif.Image.XResolution                       Rational    1  72\n", 1,
                  line=r"^(?:Exif|Iptc|Xmp)\.[A-Za-z0-9]+\.[A-Za-z0-9.:/\[\]-]+[ \t]+[A-Za-z]+[ \t]+\d+[ \t]",
                  lookalike=True),
        FieldFile("a Photo Mechanic code replacement file (a '//' comment, then a code, a tab and its replacements)",
                  "// Harrow CC league codes\nokm\tMaria Okafor ARPS\tHarrow Camera Club\n", 1,
                  line=r"\A//[^\n]*\n(?://[^\n]*\n)*[^\t\n/][^\t\n]*\t[^\t\n]+"),
        FieldFile("NIMA's predictions (a record per image: image_id, mean_score_prediction)",
                  '[\n  {\n    "image_id": "N-0142_heron-strike",\n    "mean_score_prediction": 5.8312474\n  }\n]\n', 1,
                  keys=("image_id", "mean_score_prediction")),
        FieldFile("a photographic salon's score sheet typed as text (section, entry, each judge's score, total; six "
                  "fields a line that pass for a TREC run's)",
                  "section entry judge_a judge_b judge_c total\nNature N-0142 5 5 4 14\n", 1,
                  columns=("section", "entry", "judge_a", "judge_b", "total"), lookalike=True),
    ))
