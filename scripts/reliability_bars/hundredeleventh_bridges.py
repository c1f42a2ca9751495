"""Issue 45's hundred-and-eleventh bar of scripts/reliability_matrix.py, a state bridge program's rehabilitation
priority review, the bridge inspectors, load rating engineers and asset managers of a state department of
transportation ranking bridges and their repair options per district, month and program year from NBI condition
ratings, element-level condition states, load rating factors, deterioration model forecasts and the engineers' votes
(its cases, ids ``u111b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The program's review: each district's month, each month's watch list and each program year's work type
(``district:2026-11/d4``, ``month:2026-10/scour-critical``, ``program:FY2027/deck-replacements``) is a query and each
repair option of a bridge a document, as the program writes it: the NBI structure number (item 8, with the state's
code in front), then the option (``bridge:NBI-040123000017/deck-overlay``); on the typed sheets the number and option
as one field (``NBI-040123000017/deck-overlay``).  The runs are NBI condition ratings, element condition states, load
rating factors, deterioration forecasts and the engineers' votes, turned to scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, the load rating factors weighted highest, and judged against the program
committee's decisions (2 fund, 1 defer, 0 do nothing).  The mistakes and odd files: the field's own files given where
runs or qrels are read (the FHWA NBI's fixed-width record file and its delimited file, an NBE element data XML file, a
SAP2000 text model (.$2k), an OpenSees Tcl model, a LAS point cloud of a deck (binary, 'LASF'), a GeoJSON of the
program's pipeline, and an inspector's rating sheet, a committee member's ballot and the committee's vote tally as the
program's staff type them), and outputs named for the field's files (a SAP2000 .$2k and .s2k, a LAS .las, an OpenSees
.tcl).  (Checked: the NBI fixed-width record from the Recording and Coding Guide's record format as a parser copies
it (EthanHolleman/RDBC, handler/R/nbi_format_dict.py: item 1 state code in columns 1-3, item 8 structure number 4-18,
item 5 inventory route 19-27, item 2 district 28-29, item 3 county 30-32, item 4 place 33-37, item 6A features
intersected 38-61, item 7 facility carried 63-80, item 9 location 81-105, items 16 and 17 latitude 130-137 and
longitude 138-146, item 27 year built 157-160, item 29 ADT 165-170, items 58-62 the condition ratings in 259-263, item
63 and 64 operating rating 264-267, item 90 inspection date 287-290, item 113 scour critical in 375, Washington
Headquarters Use from 390 on); the record is padded to 432 columns (the parser says 390-433: the exact length is not
settled here), the bridges' values are made up.  The NBI delimited file's header from a test that checked it against
FHWA's 2025AllRecordsDelimitedAllStates.txt (STATE_CODE_001,STRUCTURE_NUMBER_008,RECORD_TYPE_005A,...,
OPERATING_RATING_064,INV_RATING_METH_065,INVENTORY_RATING_066; quote character "'", every text field quoted here,
from memory of the file) and other readers of the file
(DECK_COND_058, SUPERSTRUCTURE_COND_059, SUBSTRUCTURE_COND_060, CHANNEL_COND_061, CULVERT_COND_062,
DATE_OF_INSPECT_090); the subset and order of columns here is a guess (the real file has over a hundred).  The NBE
element data XML from a state BMS's export writer found by string search (costasmano/normal's 4D methods: a '<?xml
version="1.0" encoding="UTF-8"?>' declaration, a root <FHWAElement>, then a <FHWAED> per element with STATE, STRUCNUM,
EN, EPN (for protective systems and defects), TOTALQTY and CS1 to CS4, CRLF line ends) and readers of FHWA's published
files, which open them the same way (a flat list of <FHWAED> records; those files spell the root <FHWAELEMENT>); the
element numbers (12 reinforced concrete deck, 107 steel girder, 515 steel protective coating, 1080 delamination) are
from memory of the AASHTO Manual for Bridge Element Inspection, not checked.  The SAP2000 text file from files and
writers found by string search: 'File C:\\...\\NAME.$2k was saved on 1/1/10 at 0:00:00', a blank line, then 'TABLE:
"PROGRAM CONTROL"' with '   ProgramName=SAP2000   Version=...   ProgLevel=...   CurrUnits="Kip, in, F"', then tables
of 'Key=Value' fields three spaces apart (JOINT COORDINATES with Joint, CoordSys, CoordType, XorR, Y, Z, SpecialJt,
GlobalX, GlobalY, GlobalZ), blank lines between tables and 'END TABLE DATA' at the end, CRLF line ends as a web
exporter writes them; the FRAME tables' field names are a guess.  The OpenSees Tcl model from OpenSees's own example
scripts and users' models found by code search ('model BasicBuilder -ndm 2 -ndf 3', 'node', 'fix', 'geomTransf
Linear', 'element elasticBeamColumn TAG I J A E Iz TRANSF', 'recorder Node -file NAME.out -time -node N -dof 1 2
disp', 'pattern Plain 1 Linear { load ... }', constraints, numberer, system, test, algorithm, integrator, analysis,
analyze); the span's numbers are made up.  The LAS point cloud from the ASPRS LAS 1.2 public header block as
nullstyle/lassloot's Go types and laspy's documentation lay it out ('LASF', file source ID, global encoding, the GUID,
version 1.2, the system identifier and generating software as 32 bytes each, the creation day and year, a header size
of 227, the offset to the points, the VLR count, point format 1 of 28 bytes, the point counts, then the scales,
offsets and the max and min of x, y and z as doubles), then point format 1 records (x, y, z as int32, intensity,
return byte, class, scan angle, user data, point source ID, GPS time); the software name and the points are made up.
The GeoJSON of the program's Python pipeline as RFC 7946 writes a FeatureCollection (type, features of type, geometry
(Point, [lon, lat]), properties), its properties named for the NBI delimited file's columns plus the pipeline's own
(a guess).  Left out, as they could not be checked here: an AASHTOWare BrM export (no stored file or writer), the
newer SNBI submission file (the specification names items BID01, BL01, BE01 to BCS04, but no stored file showed its
layout), an ETABS .e2k, and an OpenSees recorder's .out (bare numbers, nothing in it says what it is).  The rating
sheet, the ballot and the vote tally are typed here as the program's staff type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDELEVENTH_BRIDGES = ("45 Unseen inputs: a hundred-and-eleventh bar, a state department of transportation's "
                           "bridge program (bridge inspectors, load rating engineers and the asset managers who fund "
                           "repairs) ranking bridges and repair options per district, month and program year from "
                           "NBI condition ratings, element condition states, load rating factors, deterioration "
                           "forecasts and the engineers' votes (FHWA NBI fixed-width and delimited files, NBE element "
                           "data XML, SAP2000 text models (.$2k, .s2k), OpenSees Tcl models, LAS point clouds of "
                           "decks, the pipeline's GeoJSON, inspectors' rating sheets, members' ballots and the program "
                           "committee's vote tallies as typed)")

_OPTION = "NBI-040123000017/deck-overlay"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['nbi_condition', 'element_states', 'load_rating', 'deterioration_forecast', 'engineer_votes'],
    items=[f'bridge:{_OPTION}', 'bridge:NBI-040123000017/deck-replacement',
           'bridge:NBI-040118000342/scour-countermeasure', 'bridge:NBI-040207001105/bearing-replacement',
           'bridge:NBI-040311000058/superstructure-replacement', 'bridge:NBI-040311000058/joint-repair',
           'bridge:NBI-040402000911/painting', 'bridge:NBI-040207001105/do-nothing'],
    queries=['district:2026-11/d4', 'month:2026-10/scour-critical', 'program:FY2027/deck-replacements',
             'district:2026-11/d8', 'month:2026-11/posted-bridges', 'program:FY2027/bearing-and-joint'],
    suffix='/re-rated', generator='bridge_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "bridge_scores", "priorities.run")

_RECS3 = ["nbi_condition", "load_rating", "engineer_votes"]
_OUT = ("priorities.run",)
_ONE_RUN = (f"district:2026-11/d4 Q0 bridge:{_OPTION} 1 0.9127 engineer_votes\n"
            "district:2026-11/d4 Q0 bridge:NBI-040123000017/deck-replacement 2 0.8462 engineer_votes\n")


# the program's files, as FHWA's NBI, a BMS's NBE export, SAP2000, OpenSees, a LiDAR scanner and the staff write them
# the NBI fixed-width record file (one 432-column record a bridge): (first column, width, value) per item
def _nbi_record(fields: list[tuple[int, int, str]]) -> str:
    line = [" "] * 432
    for start, width, value in fields:
        text = value.rjust(width) if value.isdigit() else value.ljust(width)
        line[start - 1:start - 1 + width] = list(text[:width])
    return "".join(line)


_NBI_BRIDGES = [
    # structure number, route, district, county, features, facility, location, lat, lon, built, ADT, ratings 58-62,
    # operating rating method and rating, inspection date MMYY, scour critical (113)
    ("000040123000017", "131000081", "04", "069", "LACKAWANNA RIVER", "I-81 NB", "0.4 MI N OF SR 6",
     "41243150", "075392210", "1962", "048210", "45666", "1", "325", "0826", "5"),
    ("000040118000342", "131000084", "04", "069", "ROARING BROOK", "I-84 WB", "AT SR 435 INTERCHANGE",
     "41221470", "075351840", "1971", "027640", "66572", "1", "380", "0626", "3"),
    ("000040207001105", "141000006", "04", "127", "NORFOLK SOUTHERN RR", "US 6", "1.2 MI E OF CARBONDALE",
     "41340920", "075284460", "1958", "012380", "55685", "8", "274", "0926", "N"),
]
_NBI_FIXED = "".join(_nbi_record([
    (1, 3, "423"), (4, 15, sn), (19, 9, route), (28, 2, dist), (30, 3, county), (33, 5, "00000"),
    (38, 24, feat), (62, 1, " "), (63, 18, fac), (81, 25, loc), (106, 4, "9999"), (130, 8, lat), (138, 9, lon),
    (157, 4, built), (165, 6, adt), (171, 4, "2024"), (259, 5, ratings[:4] + "N"), (264, 1, meth), (265, 3, orat),
    (287, 4, insp), (291, 2, "24"), (375, 1, scour)])
    + "\n" for sn, route, dist, county, feat, fac, loc, lat, lon, built, adt, ratings, meth, orat, insp, scour
    in _NBI_BRIDGES)
_NBI_FIXED_NAME = "PA26.txt"

# the NBI delimited file: the 2025 file's first columns, then the condition and inspection items, quoted with "'"
_NBI_COLUMNS = ["STATE_CODE_001", "STRUCTURE_NUMBER_008", "RECORD_TYPE_005A", "ROUTE_PREFIX_005B",
                "SERVICE_LEVEL_005C", "ROUTE_NUMBER_005D", "DIRECTION_005E", "HIGHWAY_DISTRICT_002",
                "COUNTY_CODE_003", "PLACE_CODE_004", "FEATURES_DESC_006A", "CRITICAL_FACILITY_006B",
                "FACILITY_CARRIED_007", "LOCATION_009", "LAT_016", "LONG_017", "YEAR_BUILT_027", "ADT_029",
                "DECK_COND_058", "SUPERSTRUCTURE_COND_059", "SUBSTRUCTURE_COND_060", "CHANNEL_COND_061",
                "CULVERT_COND_062", "OPR_RATING_METH_063", "OPERATING_RATING_064", "INV_RATING_METH_065",
                "INVENTORY_RATING_066", "DATE_OF_INSPECT_090", "SCOUR_CRITICAL_113"]
_NBI_ROWS = [
    ["42", "000040123000017", "1", "1", "1", "00081", "1", "04", "069", "00000", "'LACKAWANNA RIVER'", "",
     "'I-81 NB'", "'0.4 MI N OF SR 6'", "41243150", "075392210", "1962", "48210", "4", "5", "6", "6", "N", "1",
     "32.5", "1", "19.4", "0826", "5"],
    ["42", "000040118000342", "1", "1", "1", "00084", "4", "04", "069", "00000", "'ROARING BROOK'", "",
     "'I-84 WB'", "'AT SR 435, INTERCHANGE'", "41221470", "075351840", "1971", "27640", "6", "6", "5", "7", "N",
     "1", "38.0", "1", "22.8", "0626", "3"],
    ["42", "000040207001105", "1", "2", "1", "00006", "0", "04", "127", "00000", "'NORFOLK SOUTHERN RR'", "",
     "'US 6'", "'1.2 MI E OF CARBONDALE'", "41340920", "075284460", "1958", "12380", "5", "5", "6", "8", "N", "8",
     "27.4", "8", "16.1", "0926", "N"]]
_NBI_DELIMITED = ",".join(_NBI_COLUMNS) + "\n" + "".join(",".join(r) + "\n" for r in _NBI_ROWS)
_NBI_DELIMITED_NAME = "PA26_delimited.txt"

# an NBE element data XML file as a BMS exports it for FHWA: declaration, <FHWAElement>, a <FHWAED> per element
_NBE_ELEMENTS = [("000040123000017", "12", "", "41560", "28120", "9840", "3600", "0"),
                 ("000040123000017", "1080", "12", "5210", "0", "3610", "1600", "0"),
                 ("000040123000017", "107", "", "2232", "1810", "322", "100", "0"),
                 ("000040123000017", "515", "107", "26800", "14200", "8100", "4500", "0"),
                 ("000040207001105", "12", "", "18720", "15400", "2620", "700", "0")]
_NBE_XML = ('<?xml version="1.0" encoding="UTF-8"?>\r\n<FHWAElement>\r\n'
            + "".join("<FHWAED>\r\n<STATE>42</STATE>\r\n<STRUCNUM>%s</STRUCNUM>\r\n<EN>%s</EN>\r\n%s"
                      "<TOTALQTY>%s</TOTALQTY>\r\n<CS1>%s</CS1>\r\n<CS2>%s</CS2>\r\n<CS3>%s</CS3>\r\n<CS4>%s</CS4>\r\n"
                      "</FHWAED>\r\n" % (sn, en, f"<EPN>{epn}</EPN>\r\n" if epn else "", q, c1, c2, c3, c4)
                      for sn, en, epn, q, c1, c2, c3, c4 in _NBE_ELEMENTS)
            + "</FHWAElement>")
_NBE_NAME = "PA26_NBE_elements.xml"

# a SAP2000 text model (.$2k): the 'File ... was saved on' line, PROGRAM CONTROL, then key=value tables, CRLF
_SAP_LINES = [
    "File C:\\Bridges\\D4\\040123000017\\I-81_over_Lackawanna.$2k was saved on 10/14/26 at 15:02:37",
    "",
    'TABLE:  "PROGRAM CONTROL"',
    '   ProgramName=SAP2000   Version=26.1.0   ProgLevel=Ultimate   CurrUnits="Kip, in, F"   '
    'SteelCode="AASHTO LRFD 2020"   ConcCode="AASHTO LRFD 2020"   RegenHinge=Yes',
    "",
    'TABLE:  "JOINT COORDINATES"']
_SAP_LINES += ["   Joint=%d   CoordSys=GLOBAL   CoordType=Cartesian   XorR=%g   Y=0   Z=0   SpecialJt=No   "
               "GlobalX=%g   GlobalY=0   GlobalZ=0" % (j, x, x) for j, x in ((1, 0), (2, 1110), (3, 2220))]
_SAP_LINES += ["", 'TABLE:  "CONNECTIVITY - FRAME"',
               "   Frame=1   JointI=1   JointJ=2   IsCurved=No   Length=1110   CentroidX=555   CentroidY=0   "
               "CentroidZ=0",
               "   Frame=2   JointI=2   JointJ=3   IsCurved=No   Length=1110   CentroidX=1665   CentroidY=0   "
               "CentroidZ=0",
               "", 'TABLE:  "FRAME SECTION ASSIGNMENTS"',
               "   Frame=1   SectionType=\"I/Wide Flange\"   AutoSelect=N.A.   AnalSect=PLATE-G54   "
               "MatProp=Default",
               "   Frame=2   SectionType=\"I/Wide Flange\"   AutoSelect=N.A.   AnalSect=PLATE-G54   "
               "MatProp=Default",
               "", "END TABLE DATA", ""]
_SAP2K = "\r\n".join(_SAP_LINES)
_SAP2K_NAME = "I-81_over_Lackawanna.$2k"

# an OpenSees Tcl model of one span: model, nodes, fixities, transformation, elements, a recorder, loads, analysis
_OPENSEES_TCL = """# I-81 NB over Lackawanna River, NBI 040123000017, span 2 (kip, in, s)
wipe
model BasicBuilder -ndm 2 -ndf 3
node 1 0.0 0.0
node 2 555.0 0.0
node 3 1110.0 0.0
fix 1 1 1 0
fix 3 0 1 0
geomTransf Linear 1
element elasticBeamColumn 1 1 2 182.4 29000.0 187640.0 1
element elasticBeamColumn 2 2 3 182.4 29000.0 187640.0 1
recorder Node -file span2_midspan.out -time -node 2 -dof 1 2 disp
pattern Plain 1 Linear {
    load 2 0.0 -72.0 0.0
}
constraints Plain
numberer RCM
system BandGeneral
test NormDispIncr 1.0e-8 6
algorithm Newton
integrator LoadControl 0.1
analysis Static
analyze 10
"""
_OPENSEES_NAME = "040123000017_span2.tcl"


# a LAS 1.2 point cloud of the deck: the 227-byte public header block, then point format 1 records (28 bytes)
def _las() -> bytes:
    points = [(4127.512, 2210.308, 312.041, 1812, 2), (4127.538, 2210.311, 312.036, 1790, 2),
              (4127.561, 2210.317, 312.029, 1844, 2), (4127.590, 2210.322, 312.047, 1766, 2)]
    scale, off = 0.001, (4100.0, 2200.0, 300.0)
    xs, ys, zs = ([p[i] for p in points] for i in range(3))
    head = b"LASF" + struct.pack("<HH", 0, 0) + struct.pack("<IHH8s", 0, 0, 0, b"\0" * 8)
    head += struct.pack("<BB", 1, 2) + b"OTHER".ljust(32, b"\0") + b"DeckScan 3.2 (mobile LiDAR)".ljust(32, b"\0")
    head += struct.pack("<HH", 287, 2026) + struct.pack("<HIIBHI", 227, 227, 0, 1, 28, len(points))
    head += struct.pack("<5I", len(points), 0, 0, 0, 0)
    head += struct.pack("<3d", scale, scale, scale) + struct.pack("<3d", *off)
    head += struct.pack("<6d", max(xs), min(xs), max(ys), min(ys), max(zs), min(zs))
    assert len(head) == 227
    body = b"".join(struct.pack("<iiiHBBbBHd", round((x - off[0]) / scale), round((y - off[1]) / scale),
                                round((z - off[2]) / scale), inten, 0b00001001, cls, 0, 0, 1, 371820.25 + k * 1e-4)
                    for k, (x, y, z, inten, cls) in enumerate(points))
    return head + body


_LAS = _las()
_LAS_NAME = "040123000017_deck_2026-10.las"

# the program pipeline's GeoJSON (RFC 7946): a FeatureCollection, a Point and the NBI items and scores per bridge
_GEOJSON = json.dumps({"type": "FeatureCollection", "features": [
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-75.66228, 41.41209]},
     "properties": {"STATE_CODE_001": "42", "STRUCTURE_NUMBER_008": "000040123000017", "DECK_COND_058": "4",
                    "SUPERSTRUCTURE_COND_059": "5", "SUBSTRUCTURE_COND_060": "6", "OPERATING_RATING_064": 32.5,
                    "health_index": 61.4, "deck_cs3_pct": 23.7, "forecast_deck_2031": 3}},
    {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-75.59273, 41.37263]},
     "properties": {"STATE_CODE_001": "42", "STRUCTURE_NUMBER_008": "000040118000342", "DECK_COND_058": "6",
                    "SUPERSTRUCTURE_COND_059": "6", "SUBSTRUCTURE_COND_060": "5", "OPERATING_RATING_064": 38.0,
                    "health_index": 78.2, "deck_cs3_pct": 4.1, "forecast_deck_2031": 5}}]}, indent=2) + "\n"
_GEOJSON_NAME = "d4_bridges_2026-11.geojson"

# an inspector's rating sheet as typed after the month's inspections: inspector, date, bridge/option, deck,
# superstructure and substructure ratings (0-9), the load rating factor, priority (1-5): eight fields a line
_RATING_SHEET = (f"okafor 2026-11-04 {_OPTION} 4 5 6 0.92 5\n"
                 "okafor 2026-11-04 NBI-040123000017/deck-replacement 4 5 6 0.92 4\n"
                 "okafor 2026-11-05 NBI-040118000342/scour-countermeasure 6 6 5 1.18 4\n"
                 "okafor 2026-11-05 NBI-040207001105/bearing-replacement 5 5 6 0.81 3\n"
                 "okafor 2026-11-06 NBI-040402000911/painting 7 6 7 1.34 2\n")
# a committee member's ballot as typed: member, program year, place, bridge/option, district: five fields
_BALLOT = (f"reyes FY2027 1 {_OPTION} D4\n"
           "reyes FY2027 2 NBI-040118000342/scour-countermeasure D4\n"
           "reyes FY2027 3 NBI-040311000058/superstructure-replacement D8\n"
           "reyes FY2027 4 NBI-040207001105/bearing-replacement D4\n")
# the program committee's vote tally as the asset manager types it: bridge/option, state code, fund, defer and
# do-nothing votes, decision: six fields a line
_VOTE_TALLY = (f"{_OPTION} 42 6 1 0 fund\nNBI-040118000342/scour-countermeasure 42 5 2 0 fund\n"
               "NBI-040207001105/bearing-replacement 42 2 4 1 defer\nNBI-040402000911/painting 42 0 2 5 nothing\n")


def hundredeleventh_bar_bridges_cases() -> list[Case]:
    G = HUNDREDELEVENTH_BRIDGES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="bridge_scores", judgements="committee_decisions", runs=_RECS3,
        stem="priorities", outputs=_OUT, item="repair option", rounded="element_states",
        weights="{'load_rating': 2.0, 'nbi_condition': 1.5, 'element_states': 1.0, 'deterioration_forecast': 1.0, "
                "'engineer_votes': 1.0}",
        lone_query="R['load_rating']['program:FY2027/posting-removals'] = "
                   "{'bridge:NBI-040123000017/deck-overlay': 0.9, 'bridge:NBI-040207001105/do-nothing': 0.3}\n",
        trust="load_rating 2\nnbi_condition 1\nengineer_votes 1\n",
        trust_dict="{'load_rating': 2, 'nbi_condition': 1, 'engineer_votes': 1}",
        texts={
            "rrf": ("u111b_rrf_bridge_scores",
                    "rankagg.fuse({source: {district, month or program: {repair option: score}}}, method='rrf'): NBI "
                    "condition ratings, element condition states, load rating factors, deterioration forecasts and "
                    "the engineers' votes, six rankings ('district:2026-11/d4'), options by NBI structure number "
                    f"and repair ('bridge:{_OPTION}')"),
            "borda": ("u111b_borda_option_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a repair option added after the month's inspections, "
                      "with no load rating run yet and no votes, so some sources have no score for it"),
            "combsum": ("u111b_combsum_rounded_element_states",
                        "rankagg.fuse(..., method='combsum'): element condition states as the inspectors round "
                        "them to one decimal (many ties), beside NBI condition ratings and the votes"),
            "fuser": ("u111b_weighted_fuser_load_rating",
                      "rankagg.Fuser('rrf', weights=...) per district, month and program year: load rating factors "
                      "count 2, NBI condition ratings 1.5, element states, forecasts and the votes 1, as a posted "
                      "bridge comes first"),
            "frame": ("u111b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the program's priority "
                      "workbook, a row per district, repair option and source"),
            "evaluate": ("u111b_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the funded repairs first"),
            "lone": ("u111b_posting_removals_only_load_rating",
                     "rankagg.fuse(..., method='rrf'): the FY2027 posting removals program, which only the load "
                     "rating factors cover so far (no forecast, no votes), beside districts, months and programs "
                     "every source covers"),
            "cli_rrf": ("u111b_cli_rrf_runs",
                        "rankagg fuse nbi_condition.run load_rating.run engineer_votes.run --method rrf -o "
                        "priorities.run: one run per source, districts, months and programs as queries"),
            "cli_borda": ("u111b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: load rating factors "
                          "count double)"),
            "cli_combsum": ("u111b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four repairs a district can let to "
                            "contract in one program year"),
            "cli_evaluate": ("u111b_cli_evaluate_committee_qrels",
                             "rankagg evaluate priorities.run --qrels committee_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the committee's decisions (2 fund, 1 defer, 0 do nothing)"),
            "cli_parquet": ("u111b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o priorities.parquet: gzipped runs from the nightly "
                            "deterioration pipeline, a Parquet table for the asset managers' dashboard")})

    # --- the program's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u111b_nbi_fixed_width_as_run", "an FHWA NBI fixed-width record file (a 432-column record per bridge: "
         "state code 423, structure number 000040123000017, route, district, county, 'LACKAWANNA RIVER', 'I-81 NB', "
         "latitude, longitude, year built, ADT, condition ratings 4566N in columns 259-263, the operating rating)",
         _NBI_FIXED_NAME, _NBI_FIXED, "NBI", named_at(_NBI_FIXED_NAME, _NBI_FIXED)),
        ("u111b_nbi_delimited_as_run", "an FHWA NBI delimited file (STATE_CODE_001,STRUCTURE_NUMBER_008,"
         "RECORD_TYPE_005A,... DECK_COND_058, SUPERSTRUCTURE_COND_059, OPERATING_RATING_064 columns, text quoted "
         "with ')", _NBI_DELIMITED_NAME, _NBI_DELIMITED, "NBI", named_at(_NBI_DELIMITED_NAME, _NBI_DELIMITED)),
        ("u111b_nbe_element_xml_as_run", "an NBE element data XML file as the BMS exports it for FHWA ('<?xml ...?>', "
         "<FHWAElement>, then <FHWAED> records of STATE, STRUCNUM, EN, EPN, TOTALQTY and CS1 to CS4)", _NBE_NAME,
         _NBE_XML, "NBE", named_at(_NBE_NAME, _NBE_XML)),
        ("u111b_sap2000_text_model_as_run", "a SAP2000 text model .$2k ('File ... was saved on 10/14/26 at "
         "15:02:37', 'TABLE:  \"PROGRAM CONTROL\"', '   ProgramName=SAP2000   Version=26.1.0 ...', JOINT "
         "COORDINATES and frame tables of Key=Value fields, 'END TABLE DATA')", _SAP2K_NAME, _SAP2K, "SAP2000",
         named_at(_SAP2K_NAME, _SAP2K)),
        ("u111b_opensees_tcl_model_as_run", "an OpenSees Tcl model of a span ('model BasicBuilder -ndm 2 -ndf 3', "
         "node, fix, geomTransf, 'element elasticBeamColumn', 'recorder Node -file ... disp', pattern, analyze)",
         _OPENSEES_NAME, _OPENSEES_TCL, "OpenSees", named_at(_OPENSEES_NAME, _OPENSEES_TCL)),
        ("u111b_las_deck_point_cloud_as_run", "a LAS point cloud of a deck from the mobile LiDAR survey (binary: "
         "'LASF', version 1.2, a 227-byte header, point format 1 records of 28 bytes)", _LAS_NAME, _LAS, "LAS",
         _LAS_NAME),
        ("u111b_pipeline_geojson_as_run", "the deterioration pipeline's GeoJSON (a FeatureCollection of Point "
         "features, properties STATE_CODE_001, STRUCTURE_NUMBER_008, DECK_COND_058, ..., health_index)",
         _GEOJSON_NAME, _GEOJSON, "GeoJSON", f"{_GEOJSON_NAME}:1"),
        ("u111b_inspector_rating_sheet_as_run", "a bridge inspector's rating sheet as typed (eight fields a line: "
         "inspector, date, NBI structure number and option, deck, superstructure and substructure ratings, load "
         "rating factor, priority)", "rating_sheet_okafor_2026-11.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_okafor_2026-11.txt:1"),
        ("u111b_member_ballot_as_run", "a program committee member's ballot as typed (five fields a line: member, "
         "program year, place, NBI structure number and option, district)", "ballot_reyes_FY2027.txt", _BALLOT,
         "ballot", "ballot_reyes_FY2027.txt:1"),
        ("u111b_committee_vote_tally_as_run", "the program committee's vote tally as the asset manager types it (six "
         "fields a line: NBI structure number and option, state code, fund, defer and do-nothing votes, decision)",
         "vote_tally_FY2027.txt", _VOTE_TALLY, "vote tally", "vote_tally_FY2027.txt:1")],
        one_run=("engineer_votes.run", _ONE_RUN), stem="priorities",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a bridge's option, "
                 "a state code, three vote counts and a decision, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the program can act on)",
        binary_why="trec_eval reads text; a LAS point cloud read as lines gives no ranking (LiDAR tools, laspy or "
                   "PDAL, open it): named by what it is")

    # --- the judgements the program gives -----------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u111b_member_ballot_as_qrels", "ballot_reyes_FY2027.txt", _BALLOT, "ballot"),
        ("u111b_committee_vote_tally_as_qrels", "vote_tally_FY2027.txt", _VOTE_TALLY, "vote tally"),
        ("u111b_nbe_element_xml_as_qrels", _NBE_NAME, _NBE_XML, "NBE"),
        ("u111b_nbi_delimited_as_qrels", _NBI_DELIMITED_NAME, _NBI_DELIMITED, "NBI")],
        one_run=("engineer_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u111b_member_ballot_as_qrels": "a program committee member's ballot as typed, five fields a line",
            "u111b_committee_vote_tally_as_qrels": "the program committee's vote tally as typed, six fields a line",
            "u111b_nbe_element_xml_as_qrels": "an NBE element data XML file of the district's element condition "
                                              "states",
            "u111b_nbi_delimited_as_qrels": "an FHWA NBI delimited file of the district's bridges"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u111b_out_sap2000_dollar2k", "I-81_over_Lackawanna.$2k", "a SAP2000 text model (.$2k, as SAP2000 exports "
         "and imports its tables)"),
        ("u111b_out_sap2000_s2k", "I-81_over_Lackawanna.s2k", "a SAP2000 text model (.s2k, the older name of the "
         "same text file)"),
        ("u111b_out_las_point_cloud", "040123000017_deck_2026-10.las", "a LAS point cloud (.las, as LiDAR tools "
         "and laspy open it)"),
        ("u111b_out_opensees_tcl", "040123000017_span2.tcl", "an OpenSees Tcl model (.tcl, as OpenSees sources it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=111"))

    # --- the program's documents and tables given to the API ----------------------------------------------------------
    cases += [
        bad("u111b_api_pipeline_geojson_dict",
            "rankagg.fuse(json.load(d4_bridges.geojson)): the deterioration pipeline's GeoJSON FeatureCollection, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.geojson', encoding='utf-8')), method='rrf')\n",
            "GeoJSON", why="a run maps a query to {document: score}; a GeoJSON FeatureCollection holds 'type' and "
            "'features', each a Point with the bridge's NBI items and the pipeline's health index as properties, "
            "no ranking",
            files={"r.geojson": _GEOJSON}),
        bad("u111b_api_nbi_delimited_frame",
            "rankagg.fuse(pd.read_csv(PA26_delimited.txt, quotechar=\"'\")): an FHWA NBI delimited file "
            "(STATE_CODE_001, STRUCTURE_NUMBER_008, ..., DECK_COND_058, OPERATING_RATING_064 columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.txt', quotechar=\"'\", dtype=str), "
            "method='borda')\n",
            "NBI", why="a table of runs has qid, docid, run and score columns; an NBI file has a record a bridge "
            "(state code, structure number, route, location, condition ratings, load ratings, inspection date), "
            "no query, document or score",
            files={"r.txt": _NBI_DELIMITED}),
    ]
    return cases
