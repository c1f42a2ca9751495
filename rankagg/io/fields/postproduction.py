"""A film and TV post-production team's files (issue 45's thirty-fifth bar, u35d_): CMX3600 EDLs, Final Cut Pro's
FCPXML, Avid Log Exchange files, MXF clips, TTML subtitles (EBU-TT-D, IMSC), DaVinci Resolve's Edit Index,
OpenTimelineIO timelines, Avid's marker lists, AAF files and EBU STL subtitles.  (SubRip and WebVTT are told by an
older recogniser, a transcript's timed text: rankagg.io's ASR readings.)"""

from __future__ import annotations

import struct
import uuid

from rankagg.io.fields.declaration import Field, FieldFile

#: a compound file's signature, which every AAF file (structured storage) starts with
_CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: the AAF signatures a compound file's header carries as its class id (AAF's 4 KB and 512-byte sector files)
_AAF_4K = uuid.UUID("0d010201-0200-0000-060e-2b3403020101").bytes_le
_AAF_512 = uuid.UUID("42464141-000d-4d4f-060e-2b34010101ff").bytes_le


def _cfb_header(clsid: bytes, major: int, shift: int) -> bytes:
    """A compound file's header: its signature, class id, version, byte order, sector sizes, then the counts."""
    return (_CFB + clsid + struct.pack("<HHHHH6s", 0x3E, major, 0xFFFE, shift, 6, b"\x00" * 6)
            + struct.pack("<9I", 0, 1, 1, 0, 4096, 0xFFFFFFFE, 0, 0xFFFFFFFE, 0)).ljust(512, b"\xff")


#: an MXF clip's header partition pack (SMPTE 377: closed and complete, MXF 1.3, KAG 1, OP1a), key, length, value
_MXF_PACK = (struct.pack(">HHIQQQQQIQI", 1, 3, 1, 0, 0, 0, 1048576, 0, 0, 0, 1)
             + bytes.fromhex("060e2b34040101010d01020101010900") + struct.pack(">II", 1, 16)
             + bytes.fromhex("060e2b34040101030d01030102106001"))
_MXF = bytes.fromhex("060e2b34020501010d01020101020400") + b"\x83" + len(_MXF_PACK).to_bytes(3, "big") + _MXF_PACK


def _ebu_stl_gsi(dfc: bytes) -> bytes:
    """An EBU STL file's GSI block (EBU Tech 3264): code page, disk format code ``dfc``, display standard, character
    table, language, titles, dates, counts, then the rest of its 1024 bytes."""
    return (b"437" + dfc + b"0" + b"00" + b"0F" + b"HARBOUR LIGHTS".ljust(32) + b"PILOT".ljust(32)
            + b"HARBOUR LIGHTS".ljust(32) + b"PILOT".ljust(32) + b"SUBS DEPT".ljust(32) + b"".ljust(48)
            + b"250314250314" + b"01" + b"00412" + b"00410" + b"001" + b"38" + b"11" + b"1"
            + b"10000000" + b"10000102" + b"1" + b"1" + b"FRA").ljust(1024, b" ")


POSTPRODUCTION = Field(
    team="a film and TV post-production team's files (u35d_)",
    advice="give each ranking of a scene's takes (the script supervisor's circled takes, dailies QC's focus and "
           "exposure checks, the assistant editor's, the director's) as a run, an episode and scene a query and each "
           "take a document (take:T2@C014C007), the score higher for the better take: 'EPISODE/SCENE Q0 TAKE RANK "
           "SCORE RANKER'; the takes the locked cut used are the qrels, 'EPISODE/SCENE 0 TAKE GRADE' (2 in the cut, "
           "1 a pickup or an alternate, 0 unused)",
    files=(
        FieldFile("a CMX3600 EDL (an edit decision list: TITLE, FCM, then events: event number, reel, track, "
                  "transition, source in and out, record in and out; comments and M2 speed changes)",
                  "TITLE: PROMO_30S_V3\nFCM: DROP FRAME\n\n"
                  "001  C014C007 V     C        10:41:12;04 10:41:15;20 00:59:58;00 01:00:01;16\n"
                  "* FROM CLIP NAME: C014C007_250314_XN2Q.MXF\n", 1,
                  line=r"\ATITLE:[^\n]*\n(?:[^\n]*\n){0,8}?\d{3,6} +\S+ +\S+ +\S+(?: +\d{3})? +"
                       r"(?:\d\d:\d\d:\d\d[:;.]\d\d +){3}\d\d:\d\d:\d\d[:;.]\d\d", outputs=(".edl",)),
        FieldFile("Final Cut Pro's FCPXML (fcpxml: resources with formats and assets, library, event, project, "
                  "sequence, spine of clips)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE fcpxml>\n\n<fcpxml version="1.10">\n'
                  '    <resources>\n        <format id="r1" frameDuration="1/25s" width="3840" height="2160"/>\n'
                  '    </resources>\n    <library/>\n</fcpxml>\n', 4, root="fcpxml", outputs=(".fcpxml",)),
        FieldFile("an Avid Log Exchange file (ALE: a Heading with FIELD_DELIM, VIDEO_FORMAT and FPS, then Column and "
                  "Data, a clip per tab-separated row)",
                  "Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t2160\nFPS\t25\n\nColumn\nName\tTracks\tStart\tEnd\tTape\n"
                  "\nData\nC014C007_250314_XN2Q\tVA1A2\t10:41:08:00\t10:41:40:12\tC014\n", 1,
                  line=r"\AHeading[ \t]*\n(?:[^\n]*\n){0,8}?FIELD_DELIM\t", outputs=(".ale",)),
        FieldFile("an MXF clip (Material Exchange Format, SMPTE 377: a header partition pack, 06 0E 2B 34 ..., its "
                  "operational pattern and essence containers, then the metadata and the essence)", _MXF, 0,
                  magic=bytes.fromhex("060e2b34020501010d0102010102"), outputs=(".mxf",)),
        FieldFile("a TTML subtitle document (W3C's Timed Text Markup Language, as EBU-TT-D and IMSC profile it: tt, "
                  "head with styling and layout, body of timed p elements)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tt xmlns="http://www.w3.org/ns/ttml" '
                  'xmlns:tts="http://www.w3.org/ns/ttml#styling" xml:lang="fr">\n  <body>\n    <div>\n'
                  '      <p begin="00:00:01.200" end="00:00:03.000">On y va.</p>\n    </div>\n  </body>\n</tt>\n', 2,
                  root="tt", marks=("http://www.w3.org/ns/ttml",), outputs=(".ttml", ".dfxp")),
        FieldFile("DaVinci Resolve's Edit Index (a timeline's edits exported as CSV: #, Reel, Match, V, C, Dur, "
                  "Source In, Source Out, Record In, Record Out, Name, ..., Color, Notes)",
                  "#,Reel,Match,V,C,Dur,Source In,Source Out,Record In,Record Out,Name,Color,Notes\n"
                  "1,C014C007,Full,V1,Cut,00:00:03:16,10:41:12:04,10:41:15:20,00:59:58:00,01:00:01:16,"
                  "C014C007_250314_XN2Q.mxf,Blue,\n", 1,
                  columns=("Reel", "Match", "Source In", "Source Out", "Record In", "Record Out")),
        FieldFile("an OpenTimelineIO timeline (.otio: JSON, its OTIO_SCHEMA 'Timeline.1', name, global_start_time, "
                  "tracks: a Stack of Tracks of Clips and Gaps)",
                  '{\n    "OTIO_SCHEMA": "Timeline.1",\n    "metadata": {},\n    "name": "PROMO_30S_V3",\n'
                  '    "global_start_time": null,\n    "tracks": {\n        "OTIO_SCHEMA": "Stack.1",\n'
                  '        "children": []\n    }\n}\n', 1, keys=("OTIO_SCHEMA", "tracks"), outputs=(".otio", ".otioz")),
        FieldFile("an Avid Media Composer marker list (the Markers window's export: user, timecode, track, colour, "
                  "comment, duration a tab-separated line)",
                  "assist_ed\t00:59:58:12\tV1\tred\tsoft focus on the push-in\t1\n"
                  "assist_ed\t01:00:00:03\tA1\tyellow\tmic bump\t1\n", 1,
                  line=r"^[^\t\n]+\t\d\d:\d\d:\d\d[:;]\d\d\t(?:V\d+|A\d+|TC\d*)\t"
                       r"(?i:red|green|blue|cyan|magenta|yellow|black|white)\t[^\t\n]*(?:\t\d+)?$", lookalike=True),
        FieldFile("an AAF file (Advanced Authoring Format, an Avid or Pro Tools sequence: a compound file of 4 KB "
                  "sectors whose header carries AAF's signature; its objects: Header, ContentStorage, Mobs)",
                  _cfb_header(_AAF_4K, 4, 12), 0, magic=_AAF_4K, magic_at=8, marks=(_CFB.decode("latin-1"),),
                  outputs=(".aaf",)),
        FieldFile("an AAF file (Advanced Authoring Format, an Avid or Pro Tools sequence: a compound file of 512-byte "
                  "sectors whose header carries AAF's signature; its objects: Header, ContentStorage, Mobs)",
                  _cfb_header(_AAF_512, 3, 9), 0, magic=_AAF_512, magic_at=8, marks=(_CFB.decode("latin-1"),)),
        FieldFile("an EBU STL subtitle file (EBU Tech 3264, 25 frames a second: a 1024-byte GSI block, 'STL25.01', "
                  "its titles and counts, then 128-byte TTI blocks of timed text)", _ebu_stl_gsi(b"STL25.01"), 0,
                  magic=b"STL25.01", magic_at=3),
        FieldFile("an EBU STL subtitle file (EBU Tech 3264, 30 frames a second: a 1024-byte GSI block, 'STL30.01', "
                  "its titles and counts, then 128-byte TTI blocks of timed text)", _ebu_stl_gsi(b"STL30.01"), 0,
                  magic=b"STL30.01", magic_at=3),
    ))
