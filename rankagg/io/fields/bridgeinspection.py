"""A state department of transportation's bridge program's rehabilitation priority review files, its bridge
inspectors', load rating engineers' and asset managers' (issue 45's hundred-and-eleventh bar, u111b_): the FHWA
National Bridge Inventory's fixed-width record files and delimited files (also read as a frame), NBE element data
XML files as a bridge management system exports them for FHWA, SAP2000 text models (.$2k, .s2k), OpenSees Tcl models,
and the program's typed rating sheets, ballots and vote tallies, which name a repair option by its NBI structure number
and the option (NBI-040123000017/deck-overlay) on every line.  (A LAS point cloud and the pipeline's GeoJSON, as a
file or loaded in Python, are named by the older readers; outputs named .$2k, .s2k, .las or .tcl are the output
names' to refuse; an OpenSees recorder's .out, bare numbers, says nothing of what it is and is left to them too.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a repair option as the program types it: 'NBI-', the structure number (item 8, the state's code in front: digits,
#: perhaps letters), '/', then the option (deck-overlay, scour-countermeasure): the literal 'NBI-' and the option
#: after the number are the field's token, where a structure number alone is any id
_OPTION = r"NBI-[0-9][0-9A-Z]{4,16}/[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w./-])"
#: an NBI condition rating (items 58 to 62: 0 to 9, N not applicable)
_COND = r"[0-9N]"
#: the program committee's decisions as the asset manager types them (fund, defer, do nothing): every tally line holds
#: one, which lets the catalogue skip a run's head that holds none
_DECISION = r"(?:fund(?:ed)?|defer(?:red)?|(?:do-)?nothing|hold)(?![\w-])"
#: an inspector's rating sheet's line: inspector, date, repair option, deck, superstructure and substructure ratings,
#: the load rating factor, priority
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_OPTION}[ \t]+{_COND}[ \t]+{_COND}[ \t]+{_COND}[ \t]+"
           r"\d{1,2}\.\d{1,3}[ \t]+[0-9][ \t]*\r?")
#: a committee member's ballot's line: member, program year (FY2027) or month, place (never a qrels' 0), repair option,
#: district (D4)
_BALLOT = (rf"{NAME_FIELD}[ \t]+(?:FY\d{{2}}(?:\d\d)?|\d{{4}}(?:-\d\d)?)[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_OPTION}"
           r"[ \t]+[Dd]\d{1,2}[ \t]*\r?")
#: the committee's vote tally's line: repair option, state code (never a run's Q0 nor a qrels' 0), the fund, defer
#: and do-nothing votes, the decision
_TALLY = rf"{_OPTION}[ \t]+(?!0[ \t])\d{{1,2}}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: the NBI's fixed-width record (the Recording and Coding Guide's 432 columns), told by its items at their columns
#: from the file's start: state code and region (1-3), structure number (4-18), inventory route (19-27), district
#: (28-29), county (30-32), place (33-37), ..., latitude (130-137), longitude (138-146), ..., year built (157-160),
#: ..., ADT (165-170), ..., the five condition ratings (259-263), then the record on to scour critical (375): digits
#: alone at one width are any table's, so the widths of several items together are what tell it
_NBI_RECORD = (r"\A\d{3}[0-9A-Za-z .-]{15}[0-9A-Z ]{9}[0-9 ]{2}\d{3}[0-9 ]{5}[^\n]{92}[0-9 ]{8}[0-9 ]{9}[^\n]{10}"
               r"(?:1[6-9]|20)\d\d[^\n]{4}[0-9 ]{6}[^\n]{88}[0-9N]{5}[^\n]{112,}$")


def _nbi_example() -> str:
    """One NBI record at its columns (a made-up bridge): the declaration's example."""
    line = [" "] * 432
    for start, text in ((1, "423"), (4, "000040123000017"), (19, "131000081"), (28, "04"), (30, "069"),
                        (33, "00000"), (38, "LACKAWANNA RIVER"), (63, "I-81 NB"), (81, "0.4 MI N OF SR 6"),
                        (130, "41243150"), (138, "075392210"), (157, "1962"), (165, "048210"), (259, "4566N"),
                        (264, "1325"), (287, "0826"), (375, "5")):
        line[start - 1:start - 1 + len(text)] = list(text)
    return "".join(line) + "\n"


#: an NBE element data file's records as a BMS writes them for FHWA, CRLF line ends
_NBE = ("<FHWAED>\r\n<STATE>42</STATE>\r\n<STRUCNUM>000040123000017</STRUCNUM>\r\n<EN>12</EN>\r\n"
        "<TOTALQTY>41560</TOTALQTY>\r\n<CS1>28120</CS1>\r\n<CS2>9840</CS2>\r\n<CS3>3600</CS3>\r\n<CS4>0</CS4>\r\n"
        "</FHWAED>\r\n")

BRIDGEINSPECTION = Field(
    team="a state department of transportation's bridge program's rehabilitation priority review, its bridge "
         "inspectors, load rating engineers and asset managers (u111b_)",
    advice="give each source's ranking of a district's month's, a month's watch list's or a program year's work "
           "type's repair options (the NBI condition ratings, the element condition states, the load rating "
           "factors, the deterioration forecasts, the engineers' votes) as a run, the district's month a query "
           "(district:2026-11/d4) and each repair option a document (bridge:NBI-040123000017/deck-overlay), the "
           "score higher for the repair to fund first: 'DISTRICT Q0 OPTION RANK SCORE SOURCE'; the program "
           "committee's decisions are the qrels, 'DISTRICT 0 OPTION GRADE' (2 fund, 1 defer, 0 do nothing)",
    files=(
        FieldFile("an FHWA National Bridge Inventory (NBI) fixed-width record file (the Recording and Coding Guide's "
                  "432-column record a bridge: state code, structure number, inventory route, district, county, "
                  "features intersected, facility carried, location, latitude, longitude, year built, ADT, the "
                  "condition ratings of items 58 to 62 in columns 259-263, the load ratings, the inspection date)",
                  _nbi_example(), 1, line=_NBI_RECORD),
        # FHWA's delimited NBI file names its columns by item and number: the structure number's and the deck
        # rating's are the inventory's own
        FieldFile("an FHWA National Bridge Inventory (NBI) delimited file (STATE_CODE_001, STRUCTURE_NUMBER_008, "
                  "RECORD_TYPE_005A, ..., DECK_COND_058, SUPERSTRUCTURE_COND_059, SUBSTRUCTURE_COND_060, "
                  "OPERATING_RATING_064, ... columns, text quoted with \"'\", a bridge a row)",
                  "STATE_CODE_001,STRUCTURE_NUMBER_008,RECORD_TYPE_005A,DECK_COND_058,SUPERSTRUCTURE_COND_059\n"
                  "42,000040123000017,1,4,5\n", 1,
                  columns=("STRUCTURE_NUMBER_008", "STATE_CODE_001")),
        # the NBE element data file's root, as a BMS's export writer spells it and as FHWA's published files do
        FieldFile("an NBE element data XML file (the National Bridge Elements a bridge management system exports "
                  "for FHWA: <FHWAElement>, then <FHWAED> records of STATE, STRUCNUM, EN, EPN, TOTALQTY and the "
                  "condition state quantities CS1 to CS4)",
                  '<?xml version="1.0" encoding="UTF-8"?>\r\n<FHWAElement>\r\n' + _NBE + "</FHWAElement>\r\n", 2,
                  root="FHWAElement"),
        FieldFile("an NBE element data XML file (the National Bridge Elements as FHWA publishes them: <FHWAELEMENT>, "
                  "then <FHWAED> records of STATE, STRUCNUM, EN, EPN, TOTALQTY and the condition state quantities "
                  "CS1 to CS4)",
                  '<?xml version="1.0" encoding="UTF-8"?>\r\n<FHWAELEMENT>\r\n' + _NBE + "</FHWAELEMENT>\r\n", 2,
                  root="FHWAELEMENT"),
        # SAP2000 (and CSiBridge, its bridge product) writes its text model as 'File ... was saved on', then the
        # PROGRAM CONTROL table naming the program
        FieldFile("a SAP2000 text model (.$2k or .s2k, the tables SAP2000 or CSiBridge exports as text: 'File ... "
                  "was saved on ...', 'TABLE:  \"PROGRAM CONTROL\"' with ProgramName=SAP2000, then tables such as "
                  "JOINT COORDINATES and CONNECTIVITY - FRAME of Key=Value fields, 'END TABLE DATA')",
                  "File C:\\Bridges\\D4\\I-81_over_Lackawanna.$2k was saved on 10/14/26 at 15:02:37\n\n"
                  'TABLE:  "PROGRAM CONTROL"\n   ProgramName=SAP2000   Version=26.1.0   ProgLevel=Ultimate   '
                  'CurrUnits="Kip, in, F"\n', 1,
                  line=r'\A(?:File [^\n]* was saved on [^\n]*\n(?:[ \t]*\n)*)?TABLE:[ \t]+"PROGRAM CONTROL"[ \t]*$',
                  marks=(r"^[ \t]*ProgramName=(?:SAP2000|CSiBridge)\b",)),
        # an OpenSees script opens its model with 'model BasicBuilder' (or 'basic') and the dimensions, after
        # comments, a wipe and the variables it sets: the door names the script from its first line
        FieldFile("an OpenSees Tcl model (a script OpenSees sources: 'model BasicBuilder -ndm 2 -ndf 3', node, fix, "
                  "geomTransf, element, recorder, pattern, then the analysis and analyze)",
                  "# I-81 NB over Lackawanna River, span 2 (kip, in, s)\nwipe\nmodel BasicBuilder -ndm 2 -ndf 3\n"
                  "node 1 0.0 0.0\nnode 2 555.0 0.0\n", 1,
                  line=r"\A(?:[ \t]*(?:#[^\n]*|wipe(?:Analysis)?[ \t;]*|(?:set|puts|source|logFile|file|package)"
                       r"[ \t][^\n]*)?\n){0,39}[ \t]*model[ \t]+(?:[Bb]asic(?:Builder)?)[ \t]+-ndm[ \t]+[123]\b"),
        FieldFile("a bridge inspector's rating sheet typed as text (inspector, date, repair option as NBI structure "
                  "number and option, deck, superstructure and substructure ratings, load rating factor, priority)",
                  "okafor 2026-11-04 NBI-040123000017/deck-overlay 4 5 6 0.92 5\n"
                  "okafor 2026-11-04 NBI-040123000017/deck-replacement 4 5 6 0.92 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a bridge program committee member's ballot typed as text (member, program year, place, repair "
                  "option as NBI structure number and option, district)",
                  "reyes FY2027 1 NBI-040123000017/deck-overlay D4\n"
                  "reyes FY2027 2 NBI-040118000342/scour-countermeasure D4\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a bridge program committee's vote tally typed as text (repair option as NBI structure number and "
                  "option, state code, fund, defer and do-nothing votes, decision)",
                  "NBI-040123000017/deck-overlay 42 6 1 0 fund\nNBI-040118000342/scour-countermeasure 42 5 2 0 fund\n",
                  1, line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
