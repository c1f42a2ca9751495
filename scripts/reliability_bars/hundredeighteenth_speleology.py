"""Issue 45's hundred-and-eighteenth bar of scripts/reliability_matrix.py, a national caving association's cave survey
and conservation committee, the surveyors who reduce the clubs' and expeditions' survey data and the committee that
ranks caves and survey passages for the next expedition's resurvey and for access and conservation measures, per karst
area, expedition and review, from the loop-closure errors, the BCRA survey grades, the survey age, the surveyors' grades
and the committee's votes (its cases, ids ``u118a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The committee's review: each karst area, each expedition and each review (``area:1623/Loser-Plateau``,
``expedition:Austria-2025/Loser``, ``review:resurvey/2026``, and the committee's home work in the Dales,
``area:YD/Ease-Gill``, ``expedition:Dales-2025/Ease-Gill``, ``review:access-conservation/2026``) is a query and each
cave or survey passage a document, as the surveyors name them: a cave by its Kataster area and number as the
expedition's cave slugs write it (``1623-161``, ``1623-204``), a survey passage by its Survex survey prefix
(``1623.161.dtime``, ``easegill.lancaster.wretched_rabbit``), a loop-closure traverse by the stations at its two ends as
cavern's .err names them (``traverse:1623.204.rhino.7-1623.204.rhino.15``), a Therion survey by its name and parents
(``therion:hobbit@pippikin.easegill``), a Compass survey by its data file and survey name (``compass:EASEGILL.DAT/WR``)
and a partner club's Visual Topo file by its cave (``vtopo:Gouffre-Berger``); on the typed sheets the bare slug or
prefix.  The runs are the loop-closure errors, the BCRA survey grades, the survey age, the surveyors' grades (A to D)
and the committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the
surveyors' grades weighted highest, and judged against the committee's decisions (2 resurvey on the next expedition or
access and conservation measures now, 1 on the watch list, a partial resurvey, 0 left as surveyed).  The mistakes and
odd files: the field's own files given where runs or qrels are read (a Survex data file dtime.svx, cavern's binary
1623.3d and its loop-closure statistics 1623.err, survexport's station positions as 1623.pos, as 1623.csv and its legs
as 1623.json, a Therion survey file pippikin.th, a Compass survey data file EASEGILL.DAT and its project file
EASEGILL.MAK, a Visual Topo file berger.tro, and a surveyor's grade sheet, a committee member's ballot and the
committee's vote tally as the committee types them), and outputs named for the field's files (a Survex .3d, a Compass
plot file .plt, a Therion 3D model .lox and a Therion scrap drawing .th2).  (Checked: the .svx against Survex's data
file manual (datafile.rst, read: ';' comments, '*begin'/'*end' with the survey's name, '*title "Mission Impossible"',
'*date 1987.07.27' (year, month, day, '.' between), '*team "Nick Proctor" compass clino tape', '*ref' (quoted when it
holds spaces), '*data normal from to tape compass clino' and readings like '1 2 10.23 106 -02', and the 1623 area's
'*declination auto 36670.37 83317.43 1903.97' quoted from cavern's log); the plumbed leg's 'up' is from memory; the
survey, the team and the readings are ours. The cave slugs' form from an expedition handbook's cave-entry page (read: a
caveslug 'Typically the same as the filebase (e.g. 1623-195)', the Kataster area 'always 1623 or 1626', the area's
border 'not too far beyond the Stone Bridge', file names in lower case like 2014-mf-03.svx).  The .3d against the format
specification for version 8 (3dformat.htm, read: 'Survex 3D Image File' and 'v8' each followed by a linefeed, the title,
coordinate system and separator separated by zero bytes and ended by a linefeed, the timestamp as '@' and a Unix time, a
file-wide flags byte, then the items: 0x00 style normal (STOP when the style is already normal), 0x0f MOVE, 0x11 DATE as
days since 1900, 0x1f ERROR (legs, length, E, H and V, 4-byte little-endian), 0x40-0x7f LINE (0x20: label unchanged),
0x80-0xff LABEL with the station flags (0x02 underground, 0x04 entrance, 0x08 exported), coordinates as 4-byte
little-endian centimetres, and a label as one byte of bytes to delete (high nibble) and to add (low nibble) or a zero
byte and two counts) and the img library's writer (img.c, read: the title, then a zero byte and the coordinate system,
the '@%ld' timestamp, the flags byte; and its reader, which takes a 0x00 first as setting the style); the coordinate
system is the Totes Gebirge PROJ string of the manual's '*cs out custom' example (read), the stations, legs and the
traverse's errors ours.  The .err against sorterr's parser (sorterr.c, read: four-line paragraphs separated by blank
lines, the two ends' names with ' - ' between, 'Original length   2.97m (  1 legs), moved   0.04m ( 0.04m/leg). Error
1.19%', E on a line by itself, 'H: 0.224749 V: 0.215352') and cavern's manual (cavern.rst, read: the statistics of each
traverse in a loop, E, H and V as numbers of standard deviations); the field widths beyond that example are inferred,
the traverses ours.  The .pos and the CSV against Survex's writer (pos.cc, read: the heading '( Easting, Northing,
Altitude )', then '(%8.2f, %8.2f, %8.2f ) %s' sorted by name; the CSV's header from the messages Easting, Northing,
Altitude and Station Name with ',' between, then '%.2f,%.2f,%.2f,' and the name, quoted only when it holds a comma, a
quote or a line end) and a test's expected file (lollipop.pos, read); the stations ours.  The JSON against the writer
(json.cc, read: '{"bounds":[six numbers],' a linefeed, '"traverses":[' a linefeed, each traverse a list of [x,z,y]
points at two decimals, '],' and a linefeed between traverses, ']}' at the end); the points ours.  The .th against
Therion's sample (samples/basics/rabbit.th, read: 'encoding  iso8859-2', 'survey rabbit -title "Rabbit Cave"',
'centreline', 'date 1997.08.10', 'team "Martin Budaj"', 'data normal from to compass clino tape', 'fix 15 20 40 646.23',
'endcentreline', 'endsurvey rabbit') and the sample's thconfig (read: 'source rabbit.th', 'export model -output
rabbit.lox'); the nested survey, the 'utf-8' encoding and the readings are ours.  The Compass .DAT against Survex's test
files (lrud.dat and backread.dat, read: the cave's name, 'SURVEY NAME: PASSAGEWAY', 'SURVEY DATE: 1 1 1901' (month, day,
year) with an optional '  COMMENT:', 'SURVEY TEAM:' and the team on the next line, 'DECLINATION:    0.00  FORMAT:
DMMDLRUDLAD' (and 'CORRECTIONS: 0.00 0.00 0.00'), the column header 'FROM TO LENGTH BEARING INC LEFT UP DOWN RIGHT FLAGS
COMMENTS' between blank lines, the shots right-aligned), a Perl reader (Compass.pm, read: each survey a page ended by a
form feed, ^Z as the end) and two Python readers' docstrings (read: lengths always in feet and degrees, a fixed column
order whatever the FORMAT); the FORMAT letters we give, the '#|L#' flag field, the CR LF line ends and leaving out the
^Z are from memory, the surveys ours.  The .MAK against Survex's test projects (utm.mak and fixfeet.mak, read: '/'
comment lines, '@1314000.0,5428000.0,50.0,-60,0.0;' (base location: easting, northing, elevation, UTM zone,
convergence), '&WGS 1984;', '$-60;', '#backread.dat,' then 'C1 [m,1313799.91,5427953.18,30];') and Survex's Compass page
(compass.rst, read: '#FILE2.DAT,A22,A16;' link stations); UTM zone 30 for the Dales and the coordinates are ours.  The
.tro against a Visual Topo reader's sample and parser (CaveSurvey's VisualTopo.js, read: 'Version 5.02', 'Trou
ISO12,489.327,4931.100,239,UTM32' (name, x and y in km, altitude, projection), 'Entree 0', 'Couleur 0,0,0', 'Param Deca
Deg Clino Deg 0.0000 Dir,Dir,Dir Inc 0,0,0', shots as from, to, length, bearing, clino and four passage dimensions ('*'
when unmeasured) then 'N I', and a '[Configuration 5.02]' section); the projection code 'UTM31', the CR LF line ends and
the column widths (measured on the sample) are guesses, the shots ours.  The output suffixes: .3d (cavern's output, read
by aven, survexport and dump3d), .plt (the Compass plot file survexport --plt writes, compass.rst, read), .lox
(Therion's 3D model, 'export model -output rabbit.lox', read) and .th2 (Therion's scrap drawings,
samples/basics/rabbit.th2, read).  Left out, as they could not be checked here or kept the bar at ten formats:
PocketTopo's .top (its binary layout was not read), the UK regional cave registries' exports (no public layout found),
Walls .srv and .wpj (Survex's test files were read, but ten formats were enough), Therion's thconfig as an input and the
.th2 as an input.  The grade sheet, the ballot and the vote tally are typed here as the committee's surveyors, its
members and its chair type them; the slugs, prefixes and names are in the forms the surveyors use, which cave or passage
each names and every value given for it is not claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import datetime
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDEIGHTEENTH_SPELEOLOGY = ("45 Unseen inputs: a hundred-and-eighteenth bar, a national caving association's cave "
                                "survey and conservation committee (the surveyors who reduce the survey data and the "
                                "committee that ranks caves and survey passages) ranking caves and survey passages "
                                "per karst area, expedition and review for the next expedition's resurvey and for "
                                "access and conservation measures from the loop-closure errors, the BCRA survey "
                                "grades, the survey age, the surveyors' grades and the committee's votes (Survex .svx "
                                "data, .3d (binary), .err and .pos files, survexport CSV and JSON, Therion .th files, "
                                "Compass .dat and .mak files, Visual Topo .tro files, surveyors' grade sheets, "
                                "committee ballots and vote tallies as typed)")

_CAVE = "1623-161"
_CAVE2 = "1623-204"
_SURVEY = "1623.161.dtime"
_TRAV = "traverse:1623.204.rhino.7-1623.204.rhino.15"
_THERION = "therion:hobbit@pippikin.easegill"
_COMPASS = "compass:EASEGILL.DAT/WR"
_VTOPO = "vtopo:Gouffre-Berger"
_DALES = "easegill.lancaster.wretched_rabbit"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['loop_closure', 'bcra_grades', 'survey_age', 'surveyor_grades', 'committee_votes'],
    items=[_CAVE, _CAVE2, _SURVEY, _TRAV, _THERION, _COMPASS, _VTOPO, _DALES],
    queries=['area:1623/Loser-Plateau', 'expedition:Austria-2025/Loser', 'review:resurvey/2026',
             'area:YD/Ease-Gill', 'expedition:Dales-2025/Ease-Gill', 'review:access-conservation/2026'],
    suffix='/reprocessed', generator='cave_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "cave_scores", "resurvey.run")

_RECS3 = ["loop_closure", "surveyor_grades", "committee_votes"]
_OUT = ("resurvey.run",)
_ONE_RUN = (f"area:1623/Loser-Plateau Q0 {_CAVE} 1 0.9312 committee_votes\n"
            f"area:1623/Loser-Plateau Q0 {_CAVE2} 2 0.8467 committee_votes\n")


# the committee's files, as Survex, Therion, Compass and Visual Topo write them
# a Survex data file: one trip's survey of a passage, in a *begin/*end block named for the survey
_SVX = ("; 1623-161 Kaninchenhoehle: Dreamtime, resurveyed on the 2025 expedition\n"
        "*begin dtime\n"
        "*title \"Dreamtime\"\n"
        "*date 2025.07.24\n"
        "*team \"Hannah Price\" notes\n"
        "*team \"Owen Blake\" compass clino tape\n"
        "*ref \"2025#14\"\n"
        "\n"
        "*data normal from to tape compass clino\n"
        "1 2 5.42 225 -32\n"
        "2 3 1.58 352 -11\n"
        "3 4 2.27 018 +02\n"
        "4 5 2.54 340 -05\n"
        "5 6 4.38 351 +01\n"
        "6 7 3.25 012 +09 ; boulder choke, stn on wedged block\n"
        "7 8 0.80 - up\n"
        "8 9 4.70 028 -13\n"
        "\n"
        "*end dtime\n")
_SVX_NAME = "dtime.svx"

# the coordinate system of the Totes Gebirge, as the Survex manual's '*cs out custom' example gives it
_CS_1623 = ("+proj=tmerc +lat_0=0 +lon_0=13d20 +k=1 +x_0=0 +y_0=-5200000 +ellps=bessel "
            "+towgs84=577.326,90.129,463.919,5.137,1.474,5.297,2.4232")
# cavern's stations and legs of one traverse: (station, x, y, z in metres, flags)
_3D_STATIONS = [("1623.204.rhino.7", 36512.40, 83140.22, 1741.05, 0x02),
                ("1623.204.rhino.8", 36515.71, 83138.96, 1738.47, 0x02),
                ("1623.204.rhino.9", 36519.83, 83141.35, 1735.90, 0x02 | 0x08),
                ("1623.204.rhino.15", 36524.12, 83146.80, 1731.62, 0x02)]


def _v8_label(old: str, new: str) -> bytes:
    """A .3d v8 label: bytes to delete from the current label, then the bytes to add."""
    keep = 0
    while keep < min(len(old), len(new)) and old[keep] == new[keep]:
        keep += 1
    delete, add = len(old) - keep, new[keep:].encode("utf-8")
    if (delete or add) and delete < 16 and len(add) < 16:
        return bytes([delete << 4 | len(add)]) + add
    return bytes([0, delete, len(add)]) + add


def _cm(x: float, y: float, z: float) -> bytes:
    return struct.pack("<iii", round(x * 100), round(y * 100), round(z * 100))


# a Survex .3d file, format version 8: header, then items (date, style, a traverse, its error, the stations), 0x00
def _survex_3d() -> bytes:
    out = b"Survex 3D Image File\nv8\n" + "Kaninchenh\u00f6hle and Steinschlagschacht".encode("utf-8")
    out += b"\0" + _CS_1623.encode("ascii") + b"\n@1760371200\n" + b"\x00"
    out += b"\x11" + struct.pack("<H", (datetime.date(2025, 7, 27) - datetime.date(1900, 1, 1)).days)
    out += b"\x00"  # style: normal (tape, compass and clino)
    label = ""
    first = _3D_STATIONS[0]
    out += b"\x0f" + _cm(*first[1:4])
    for i, (_, x, y, z, _) in enumerate(_3D_STATIONS[1:]):
        if i == 0:
            out += b"\x40" + _v8_label(label, "1623.204.rhino") + _cm(x, y, z)
            label = "1623.204.rhino"
        else:
            out += b"\x60" + _cm(x, y, z)  # 0x20: the leg is in the same survey
    out += b"\x1f" + struct.pack("<iiiii", 3, 1104, 212, 187, 96)
    for name, x, y, z, flags in _3D_STATIONS:
        out += bytes([0x80 | flags]) + _v8_label(label, name) + _cm(x, y, z)
        label = name
    return out + b"\x00"


_3D = _survex_3d()
_3D_NAME = "1623.3d"


# cavern's .err file: four lines a traverse (ends, lengths and moves, E, H and V), a blank line after each
def _err_paragraph(ends: str, length: float, legs: int, moved: float, e: float, h: float, v: float) -> str:
    return (f"{ends}\n"
            f"Original length {length:6.2f}m ({legs:3d} legs), moved {moved:6.2f}m ({moved / legs:5.2f}m/leg). "
            f"Error {100 * moved / length:6.2f}%\n"
            f"{e:.6f}\n"
            f"H: {h:.6f} V: {v:.6f}\n"
            "\n")


_ERR = (_err_paragraph("1623.204.rhino.7 - 1623.204.rhino.15", 11.04, 3, 0.32, 2.118734, 1.874102, 0.962260)
        + _err_paragraph("1623.161.dtime.1 - 1623.161.dtime.9", 24.94, 8, 0.41, 1.402931, 0.831207, 1.655018)
        + _err_paragraph("1623.161.entrance.6 - 1623.161.dtime.1", 7.31, 2, 0.04, 0.222332, 0.224749, 0.215352)
        + _err_paragraph("1623.204.rhino.15 - 1623.204.gardeners.2", 38.62, 11, 0.19, 0.389515, 0.401866, 0.118530))
_ERR_NAME = "1623.err"

# survexport's station positions: the .pos heading, then '(%8.2f, %8.2f, %8.2f ) name' sorted by name
_POS_STATIONS = [("1623.161.dtime.1", 36598.11, 83301.64, 1852.33), ("1623.161.dtime.2", 36594.21, 83297.74, 1849.46),
                 ("1623.161.dtime.10", 36606.93, 83325.07, 1836.80), ("1623.204.rhino.7", 36512.40, 83140.22, 1741.05),
                 ("1623.204.rhino.15", 36524.12, 83146.80, 1731.62)]
_POS = "( Easting, Northing, Altitude )\n" + "".join(f"({x:8.2f}, {y:8.2f}, {z:8.2f} ) {name}\n"
                                                      for name, x, y, z in _POS_STATIONS)
_POS_NAME = "1623.pos"
# the same stations as survexport --csv writes them
_CSV = "Easting,Northing,Altitude,Station Name\n" + "".join(f"{x:.2f},{y:.2f},{z:.2f},{name}\n"
                                                            for name, x, y, z in _POS_STATIONS)
_CSV_NAME = "1623.csv"


# survexport --json: the bounds, then the traverses' points as [x, z, y]
def _survex_json() -> str:
    points = [(x, y, z) for _, x, y, z, _ in _3D_STATIONS]
    other = [(36598.11, 83301.64, 1852.33), (36594.21, 83297.74, 1849.46), (36596.48, 83298.61, 1848.05)]
    xs, ys, zs = zip(*(points + other))
    out = (f"{{\"bounds\":[{min(xs):.2f},{min(zs):.2f},{min(ys):.2f},{max(xs):.2f},{max(zs):.2f},{max(ys):.2f}],\n"
           "\"traverses\":[\n")
    segments = []
    for seg in (points, other):
        segments.append("[" + ",".join(f"[{x:.2f},{z:.2f},{y:.2f}]" for x, y, z in seg))
    return out + "],\n".join(segments) + "]\n]}\n"


_JSON = _survex_json()
_JSON_NAME = "1623.json"

# a Therion survey file: a survey nested in the cave's, its centreline as a Therion user types it
_TH = ("encoding  utf-8\n"
       "\n"
       "survey pippikin -title \"Pippikin Pot\"\n"
       "\n"
       "  survey hobbit -title \"The Hobbit\"\n"
       "\n"
       "    centreline\n"
       "\n"
       "      date 2025.03.15\n"
       "      team \"Hannah Price\"\n"
       "      team \"Dave Corless\"\n"
       "\n"
       "      data normal from to compass clino tape\n"
       "\n"
       "         0     1   112      -4      3.41\n"
       "         1     2   087       2      5.06\n"
       "         2     3   131     -11      2.77\n"
       "         3     4   095       0      6.12\n"
       "\n"
       "    endcentreline\n"
       "\n"
       "  endsurvey hobbit\n"
       "\n"
       "endsurvey pippikin\n")
_TH_NAME = "pippikin.th"


# a Compass survey data file: a page per survey (cave, name, date, team, declination and format, header, shots),
# each ended by a form feed; lengths in feet
def _compass_shot(frm: str, to: str, length: float, bearing: float, inc: float, lrud: tuple, flags: str = "",
                  comment: str = "") -> str:
    left, up, down, right = lrud
    line = (f"{frm:>8s} {to:>8s} {length:8.2f} {bearing:8.2f} {inc:8.2f} {left:8.2f} {up:8.2f} {down:8.2f} "
            f"{right:8.2f}")
    if flags:
        line += f" {flags}"
    if comment:
        line += f" {comment}"
    return line + "\r\n"


_DAT_HEADER = ("    FROM       TO   LENGTH  BEARING      INC     LEFT       UP     DOWN    RIGHT   FLAGS  COMMENTS\r\n")
_DAT = ("Ease Gill Cave System\r\n"
        "SURVEY NAME: WR\r\n"
        "SURVEY DATE: 9 20 2025  COMMENT:Wretched Rabbit entrance series resurvey\r\n"
        "SURVEY TEAM:\r\n"
        "H. Price, O. Blake, D. Corless\r\n"
        "DECLINATION:   -1.20  FORMAT: DDDDLUDRLADN  CORRECTIONS:  0.00 0.00 0.00\r\n"
        "\r\n" + _DAT_HEADER + "\r\n"
        + _compass_shot("WR1", "WR2", 21.33, 204.50, -38.00, (1.50, 6.00, 2.00, 3.00))
        + _compass_shot("WR2", "WR3", 14.80, 172.00, -12.50, (2.00, 4.50, 1.00, 2.50))
        + _compass_shot("WR3", "WR4", 9.65, 221.00, -61.00, (3.00, 12.00, 0.00, 3.50), "#|L#", "climb, rope fixed")
        + _compass_shot("WR4", "WR5", 32.10, 188.50, -4.00, (4.00, 8.00, 1.50, 5.00))
        + "\x0c\r\n"
        + "Ease Gill Cave System\r\n"
        "SURVEY NAME: LH\r\n"
        "SURVEY DATE: 9 21 2025  COMMENT:Lancaster Hole link\r\n"
        "SURVEY TEAM:\r\n"
        "O. Blake, H. Price\r\n"
        "DECLINATION:   -1.20  FORMAT: DDDDLUDRLADN  CORRECTIONS:  0.00 0.00 0.00\r\n"
        "\r\n" + _DAT_HEADER + "\r\n"
        + _compass_shot("WR5", "LH1", 18.44, 96.00, 3.50, (2.50, 5.00, 1.00, 2.00))
        + _compass_shot("LH1", "LH2", 25.72, 104.50, -1.00, (6.00, 15.00, 2.00, 4.00))
        + "\x0c\r\n")
_DAT_NAME = "EASEGILL.DAT"

# a Compass project file: a comment, the base location, datum and UTM zone, the data file and a fixed station
_MAK = ("/ Ease Gill Cave System, 2025 resurvey\r\n"
        "@529318.400,6006874.100,362.000,30,0.000;\r\n"
        "&WGS 1984;\r\n"
        "$30;\r\n"
        "#EASEGILL.DAT,\r\n"
        "WR1 [m,529318.40,6006874.10,362.00];\r\n")
_MAK_NAME = "EASEGILL.MAK"


# a Visual Topo file: version, cave and entrance, colour, the parameters line, then the shots, then the configuration
def _tro_shot(frm: str, to: str, length: float, bearing: float, clino: float, dims: tuple) -> str:
    cells = "".join(f"{d:7.2f}" if isinstance(d, float) else f"{d:>7s}" for d in dims)
    return f"{frm:<11s}{to:<22s}{length:8.2f}{bearing:8.2f}{clino:8.2f}{cells} N I\r\n"


_TRO = ("Version 5.02\r\n"
        "\r\n"
        "Trou Gouffre Berger,707.812,5009.954,1460,UTM31\r\n"
        "Entree B0\r\n"
        "Couleur 0,0,0\r\n"
        "\r\n"
        "Param Deca Deg Clino Deg 0.0000 Dir,Dir,Dir Inc 0,0,0\r\n"
        "\r\n"
        + _tro_shot("B0", "B0", 0.0, 0.0, 0.0, (0.60, 0.40, 1.20, 0.30))
        + _tro_shot("B0", "B1", 6.12, 214.0, -71.0, (0.80, 0.50, 3.00, 0.00))
        + _tro_shot("B1", "B2", 3.47, 188.5, -12.0, (0.40, 0.60, 2.10, 0.20))
        + _tro_shot("B2", "B3", 11.30, 201.0, -84.0, ("*", "*", "*", "*"))
        + _tro_shot("B3", "B4", 4.85, 176.0, -8.5, ("*", "*", "*", "*"))
        + "\r\n"
        "[Configuration 5.02]\r\n"
        "\r\n"
        "Visual Topo=0,1,-1,-1,0,0,135,193,1215,839\r\n"
        "Options=1,1\r\n")
_TRO_NAME = "berger.tro"

# a surveyor's grade sheet as typed after the expedition: surveyor, date, expedition, survey or cave, BCRA grade,
# surveyor's grade (A-D), misclosure (%), legs resurveyed: eight fields a line
_GRADE_SHEET = (f"hprice 2025-09-14 Austria-2025 {_SURVEY} 5 A 1.64 8\n"
                f"hprice 2025-09-14 Austria-2025 {_CAVE2} 5 B 2.90 3\n"
                "hprice 2025-09-14 Austria-2025 1623.161.entrance 3 C 0.55 2\n"
                f"hprice 2025-09-14 Austria-2025 {_CAVE} 5 A 0.98 41\n"
                "hprice 2025-09-14 Austria-2025 1623.204.gardeners 2 D 0.49 11\n")
# a committee member's ballot for the review, as typed: member, review, place, cave or passage, proposed measure
_BALLOT = (f"oblake resurvey/2026 1 {_CAVE2} resurvey\n"
           f"oblake resurvey/2026 2 {_SURVEY} resurvey\n"
           f"oblake resurvey/2026 3 {_CAVE} watch\n"
           f"oblake resurvey/2026 4 {_DALES} leave\n")
# the committee's vote tally as its chair types it: cave or passage, review, resurvey, watch and leave votes, decision:
# six fields a line
_VOTE_TALLY = (f"{_CAVE2} resurvey/2026 9 1 0 resurvey\n"
               f"{_SURVEY} resurvey/2026 7 2 1 resurvey\n"
               f"{_CAVE} resurvey/2026 2 7 1 watch\n"
               f"{_DALES} resurvey/2026 0 2 8 leave\n")


def hundredeighteenth_bar_speleology_cases() -> list[Case]:
    G = HUNDREDEIGHTEENTH_SPELEOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="cave_scores", judgements="committee_decisions", runs=_RECS3,
        stem="resurvey", outputs=_OUT, item="cave or passage", rounded="surveyor_grades",
        weights="{'surveyor_grades': 2.0, 'loop_closure': 1.5, 'committee_votes': 1.0, 'survey_age': 0.5}",
        lone_query="R['loop_closure']['area:1626/Stone-Bridge'] = {'1626-359': 0.9, '1626-361': 0.4}\n",
        trust="surveyor_grades 2\nloop_closure 1\ncommittee_votes 1\n",
        trust_dict="{'surveyor_grades': 2, 'loop_closure': 1, 'committee_votes': 1}",
        texts={
            "rrf": ("u118a_rrf_cave_scores",
                    "rankagg.fuse({source: {area, expedition or review: {cave or passage: score}}}, method='rrf'): "
                    "the loop-closure errors, BCRA survey grades, survey age, the surveyors' grades and the "
                    "committee's votes, six rankings ('area:1623/Loser-Plateau', 'expedition:Austria-2025/Loser'), "
                    f"caves by Kataster slug ('{_CAVE}', '{_CAVE2}'), passages by Survex prefix ('{_SURVEY}', "
                    f"'{_DALES}'), a loop-closure traverse ('{_TRAV}'), a Therion survey ('{_THERION}'), a Compass "
                    f"survey ('{_COMPASS}') and a partner club's Visual Topo cave ('{_VTOPO}')"),
            "borda": ("u118a_borda_passage_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): passages surveyed this summer, not yet in a closed loop, "
                      "graded or voted on, so some sources have no score for them"),
            "combsum": ("u118a_combsum_rounded_surveyor_grades",
                        "rankagg.fuse(..., method='combsum'): the surveyors' A to D grades turned to scores at one "
                        "decimal (many ties), beside the loop-closure errors and the votes"),
            "fuser": ("u118a_weighted_fuser_surveyor_grades",
                      "rankagg.Fuser('rrf', weights=...) per area, expedition and review: the surveyors' grades "
                      "count 2, the loop-closure errors 1.5, the committee's votes 1 and the survey age 0.5, as the "
                      "committee's rules put the reduction surveyors' reading of the notes first"),
            "frame": ("u118a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's resurvey "
                      "tracker, a row per area or expedition, cave or passage and source"),
            "evaluate": ("u118a_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the caves and passages the committee sent for resurvey or "
                         "conservation measures first"),
            "lone": ("u118a_new_area_only_loop_closure",
                     "rankagg.fuse(..., method='rrf'): a karst area taken on this year (1626, beyond the Stone Bridge) "
                     "that only the loop-closure errors cover so far (no grades, survey age or votes), beside areas, "
                     "expeditions and reviews every source covers"),
            "cli_rrf": ("u118a_cli_rrf_runs",
                        "rankagg fuse loop_closure.run surveyor_grades.run committee_votes.run --method rrf -o "
                        "resurvey.run: one run per source, areas, expeditions and reviews as queries"),
            "cli_borda": ("u118a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the surveyors' "
                          "grades count double)"),
            "cli_combsum": ("u118a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four caves or passages per area the "
                            "next expedition's survey teams can take on"),
            "cli_evaluate": ("u118a_cli_evaluate_committee_qrels",
                             "rankagg evaluate resurvey.run --qrels committee_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the committee's decisions (2 resurvey or conservation "
                             "measures, 1 watch list, 0 left as surveyed)"),
            "cli_parquet": ("u118a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o resurvey.parquet: gzipped runs from the "
                            "association's nightly reprocessing of the survey archive, a Parquet table for the "
                            "committee's dashboard")})

    # --- the committee's files given where runs are read: named by their format or tool ------------------------------
    cases += files_as_runs(cli_bad, [
        ("u118a_survex_svx_as_run", "a Survex data file, dtime.svx ('*begin dtime', '*title', '*date 2025.07.24', "
         "'*team \"...\" notes', '*data normal from to tape compass clino', legs like '1 2 5.42 225 -32', "
         "'*end dtime')", _SVX_NAME, _SVX, "Survex", f"{_SVX_NAME}:1"),
        ("u118a_survex_3d_as_run", "cavern's processed survey, 1623.3d (binary: 'Survex 3D Image File', 'v8', the "
         "title and a PROJ string, '@' and a Unix time, then a date, a traverse's MOVE and LINE items, its ERROR "
         "and the stations' LABEL items)", _3D_NAME, _3D, "Survex", _3D_NAME),
        ("u118a_survex_err_as_run", "cavern's loop-closure statistics, 1623.err (four lines a traverse: "
         "'1623.204.rhino.7 - 1623.204.rhino.15', 'Original length  11.04m (  3 legs), moved ...', E, 'H: ... V: "
         "...', then a blank line)", _ERR_NAME, _ERR, "Survex", f"{_ERR_NAME}:1"),
        ("u118a_survexport_csv_as_run", "survexport's station positions as CSV, 1623.csv ('Easting,Northing,"
         "Altitude,Station Name', then '36598.11,83301.64,1852.33,1623.161.dtime.1')", _CSV_NAME, _CSV, "Survex",
         f"{_CSV_NAME}:1"),
        ("u118a_therion_th_as_run", "a Therion survey file, pippikin.th ('encoding  utf-8', 'survey pippikin "
         "-title ...', a nested 'survey hobbit', 'centreline', 'data normal from to compass clino tape', "
         "'endcentreline', 'endsurvey')", _TH_NAME, _TH, "Therion", f"{_TH_NAME}:1"),
        ("u118a_compass_dat_as_run", "a Compass survey data file, EASEGILL.DAT (the cave's name, 'SURVEY NAME: WR', "
         "'SURVEY DATE: 9 20 2025', 'SURVEY TEAM:', 'DECLINATION: ... FORMAT: ...', the 'FROM TO LENGTH BEARING "
         "INC LEFT UP DOWN RIGHT FLAGS COMMENTS' header, shots in feet, a form feed after each survey; CR LF)",
         _DAT_NAME, _DAT, "Compass", f"{_DAT_NAME}:1"),
        ("u118a_visual_topo_tro_as_run", "a Visual Topo file, berger.tro ('Version 5.02', 'Trou Gouffre Berger,"
         "707.812,5009.954,1460,UTM31', 'Entree B0', 'Param Deca Deg Clino Deg ...', shots ending 'N I', "
         "'[Configuration 5.02]'; CR LF)", _TRO_NAME, _TRO, "Visual Topo", f"{_TRO_NAME}:1"),
        ("u118a_surveyor_grade_sheet_as_run", "a surveyor's grade sheet as typed (eight fields a line: surveyor, "
         "date, expedition, survey or cave, BCRA grade, surveyor's grade A-D, misclosure, legs resurveyed)",
         "grades_hprice_Austria-2025.txt", _GRADE_SHEET, "grade sheet", "grades_hprice_Austria-2025.txt:1"),
        ("u118a_committee_ballot_as_run", "a committee member's ballot for the review as typed (five fields a line: "
         "member, review, place, cave or passage, proposed measure)", "ballot_oblake_resurvey-2026.txt", _BALLOT,
         "ballot", "ballot_oblake_resurvey-2026.txt:1"),
        ("u118a_committee_vote_tally_as_run", "the committee's vote tally as its chair types it (six fields a line: "
         "cave or passage, review, resurvey, watch and leave votes, decision)", "vote_tally_resurvey-2026.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_resurvey-2026.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="resurvey",
        text_why="trec_eval refuses a line of other than six fields, and the six of a vote tally (a cave, a review, "
                 "three vote counts and a decision) are not a run's; a survey data file's legs (from, to, tape, "
                 "compass, clino) or a CSV of station positions is no ranking; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the committee can act on)",
        binary_why="trec_eval reads text; a Survex .3d read as lines gives no ranking (aven, survexport or dump3d "
                   "open it): named by what it is")

    # --- the judgements the committee gives -------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u118a_committee_vote_tally_as_qrels", "vote_tally_resurvey-2026.txt", _VOTE_TALLY, "vote tally"),
        ("u118a_survex_pos_as_qrels", _POS_NAME, _POS, "Survex"),
        ("u118a_compass_mak_as_qrels", _MAK_NAME, _MAK, "Compass"),
        ("u118a_survexport_json_as_qrels", _JSON_NAME, _JSON, "Survex")],
        one_run=("committee_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u118a_committee_vote_tally_as_qrels": "the committee's vote tally as typed, six fields a line",
            "u118a_survex_pos_as_qrels": "Survex station positions, 1623.pos ('( Easting, Northing, Altitude )', "
                                         "then '(36598.11, 83301.64,  1852.33 ) 1623.161.dtime.1', sorted by name)",
            "u118a_compass_mak_as_qrels": "a Compass project file, EASEGILL.MAK ('/' comment, '@529318.400,"
                                          "6006874.100,362.000,30,0.000;', '&WGS 1984;', '$30;', "
                                          "'#EASEGILL.DAT,' and a fixed station; CR LF)",
            "u118a_survexport_json_as_qrels": "survexport's JSON, 1623.json ('{\"bounds\":[...],', '\"traverses\":[', "
                                              "traverses as lists of [x,z,y] points)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files -------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u118a_out_survex_3d", "Loser-2026_resurvey.3d", "a Survex processed survey (.3d, as cavern writes it and "
         "aven, survexport and dump3d open it)"),
        ("u118a_out_compass_plt", "Loser-2026_resurvey.plt", "a Compass plot file (.plt, as Compass and "
         "survexport --plt write it and aven reads it)"),
        ("u118a_out_therion_lox", "Loser-2026_resurvey.lox", "a Therion 3D model (.lox, as 'export model' writes "
         "it and Loch opens it)"),
        ("u118a_out_therion_th2", "Loser-2026_resurvey.th2", "a Therion scrap drawing (.th2, as xtherion edits it "
         "and therion reads it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=118"))

    # --- the committee's documents and tables given to the API -------------------------------------------------------
    cases += [
        bad("u118a_api_survexport_json_dict",
            "rankagg.fuse(json.load(1623.json)): survexport --json's legs of the 1623 survey, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Survex", why="a run maps a query to {document: score}; survexport's JSON holds the survey's bounds (six "
            "numbers) and its traverses, lists of [x, z, y] points, no query and no ranking",
            files={"r.json": _JSON}),
        bad("u118a_api_survexport_csv_frame",
            "rankagg.fuse(pd.read_csv(1623.csv)): survexport's station positions (Easting, Northing, Altitude, "
            "Station Name columns) given as runs",
            "import pandas as pd, rankagg\n"
            "rankagg.fuse(pd.read_csv('1623.csv'), method='borda')\n",
            "Survex", why="a table of runs has qid, docid, run and score columns; a station table has a survey "
            "station a row (its easting, northing, altitude and full name), no query, run or score",
            files={"1623.csv": _CSV}),
    ]
    return cases
