"""A national hydrographic office's survey-planning cell's files, its hydrographic surveyors' (who process the
multibeam surveys) and chart-adequacy panel's (who ranks survey areas and ENC cells for resurvey per charting region,
survey season and adequacy review) (issue 45's hundred-and-seventeenth bar, u117b_): S-57 ENC cells (.000, ISO 8211)
and their exchange sets' CATALOG.031, Kongsberg raw files (.kmall, .all), Teledyne Reson 7k files (.s7k), GSF files,
NCEI's GEODAS sounding files (.xyz, also read as a frame), NCEI's ISO 19115-2 survey metadata (XML), CARIS sound
velocity files (.svp), BAGs (HDF5), NCEI's NOS hydrographic survey map service answers (ArcGIS REST, JSON, as saved and
loaded in Python), and the cell's typed grade sheets, ballots and vote tallies, which name an ENC cell by its cell name
(US5MA11M), a survey by its registry number (H13385) or a survey's BAG, a project's sheet, NCEI's or a neighbouring
office's entry on every line.  (Outputs named .bag and .gsf are the output names' to refuse: a .bag is a ROS
recording's name too.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a cell or survey as the office names it: an ENC cell by its cell name (the producer's two characters, the usage
#: band 1 to 6, five characters: US5MA11M, chs:CA476135 over the border), a survey by its registry number (a letter
#: and five digits: H13385, W00612, hsmdb:H11501 as NCEI's database holds it), perhaps one of its BAGs
#: (H13385_MB_1m_MLLW_1of3), or a project's sheet (OPR-B370-TJ-26/sheet-3).  No name, date or number has these shapes
_ITEM = (r"(?:(?:chs:)?[A-Z0-9]{2}[1-6][A-Z0-9]{5}|(?:hsmdb:)?[A-Z]\d{5}(?:_\w+)?"
         r"|OPR-[A-Z]\d{3}-[A-Z]{2,3}-\d\d(?:/sheet-\d{1,3})?)(?![\w.:/-])")
#: a project as the office numbers it (OPR-B370-TJ-26: the region's letter and number, the ship's letters, the year)
_PROJECT = r"OPR-[A-Z]\d{3}-[A-Z]{2,3}-\d\d(?![\w.:/-])"
#: a review on the sheets (HSD-adequacy/2026-03): a letter first, never a run's Q0 nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the panel's decisions and proposals as typed: every tally line holds one, so that a run's head holding none is not
#: searched
_DECISION = r"(?:[Rr]esurvey(?:ed)?|[Ww]atch(?:-?list(?:ed)?)?|[Aa]dequate)(?![\w-])"
#: a surveyor's grade sheet's line: surveyor, date, perhaps the project, cell or survey, grade (A to D), then the TVU
#: at 95% and the coverage (one to three numbers), perhaps the QC flag
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d(?:[ \t]+{_PROJECT})?[ \t]+{_ITEM}[ \t]+[A-Da-d][+-]?"
          r"(?:[ \t]+-?\d*\.?\d+%?){1,3}(?:[ \t]+[^\W\d_][\w-]*)?[ \t]*\r?")
#: a panel member's ballot's line: member, review (never a run's Q0 nor a qrels' 0), place (never 0), cell or survey,
#: perhaps the proposed action
_BALLOT = (rf"{NAME_FIELD}[ \t]+(?!0[ \t]){_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_ITEM}(?:[ \t]+{_DECISION})?"
           r"[ \t]*\r?")
#: the panel's vote tally's line: cell or survey, review, the resurvey, watch and adequate votes, the decision
_TALLY = rf"{_ITEM}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: an ISO 8211 data descriptive record's leader (S-57's encapsulation): the record's length (five digits), the
#: interchange level, 'LE1 ', the field control length '09', the fields' base address, the extended character set and
#: the entry map (the sizes of a directory entry's length, position and tag)
_ISO8211_DDR = r"\A\d{5}[1-3]LE1 09\d{5}[ !]{3}\d{4}"

HYDROGRAPHY = Field(
    team="a national hydrographic office's survey-planning cell, its hydrographic surveyors and chart-adequacy panel "
         "(u117b_)",
    advice="give each source's ranking of a charting region's, a ship's survey season's or an adequacy review's ENC "
           "cells, surveys and survey areas (the CATZOC and survey-age scores, the total vertical uncertainty, the "
           "traffic density, the surveyors' grades, the panel's votes) as a run, the region, season or review a query "
           "(region:Northeast/Massachusetts-Bay, season:2026/Thomas-Jefferson, review:HSD-adequacy/2026-03) and each "
           "cell, survey or area a document (US5MA11M, H13385, H13385_MB_1m_MLLW_1of3, OPR-B370-TJ-26/sheet-3), the "
           "score higher for the one to resurvey first: 'REGION Q0 CELL RANK SCORE SOURCE'; the panel's decisions are "
           "the qrels, 'REGION 0 CELL GRADE' (2 resurvey next season, 1 watch list, 0 adequate as charted)",
    files=(
        # ISO 8211 with binary subfields: read as lines it had been 'a NUL byte' (u117b_s57_enc_cell_as_run); the data
        # set records' tags (DSID, DSSI) in the DDR's field tree tell a cell (or its update) from its catalogue
        FieldFile("an S-57 ENC cell (.000, ISO 8211: the DDR leader, the '0000' field tree '0001DSIDDSIDDSSI...', the "
                  "data set records DSID, DSSI and DSPM, then the feature records, M_QUAL's CATZOC among them, and "
                  "the vectors; GDAL, OpenCPN and the chart producers' tools open it)",
                  b"008883LE1 0900137 ! 55040000000710000000010004300071DSID0016500114DSSI0011300279DSPM0013000392"
                  b"\x1e0000;&   US5MA11M.000\x1f0001DSIDDSIDDSSI0001DSPM0001FRIDFRIDFOIDFRIDATTF\x1e0500;&   "
                  b"ISO 8211 Record Identifier\x1f\x1f(b12)\x1e1600;&   Data set identification field\x1f", 0,
                  # no output suffix: digits alone name a run as often (fused.000, run.1), so no catalogue holds one
                  # (tests/io/test_output_name_nets.py); u117b_out_s57_enc_000 is left silent by that rule
                  magic=b"LE1 09", magic_at=6, line=_ISO8211_DDR, marks=("DSID", "DSSI")),
        # the same encapsulation, a CATD record per file of the exchange set (u117b_s57_catalog_031_as_qrels: 'a
        # header line' before)
        FieldFile("an S-57 exchange set's catalogue (CATALOG.031, ISO 8211: a CATD record per file of the set, its "
                  "path, long name, implementation BIN, ASC or TXT, bounds and CRC; ENC viewers and the chart "
                  "producers' tools read it to load the set's cells)",
                  b"002623LE1 0900067 ! 55040000000300000000010004300030CATD0012200073\x1e0000;&   CATALOG.031\x1f"
                  b"0001CATD\x1e0500;&   ISO 8211 Record Identifier\x1f\x1f(b12)\x1e1600;&   Catalogue Directory "
                  b"field\x1fRCNM!RCID!FILE!LFIL!VOLM!IMPL!SLAT!WLON!NLAT!ELON!CRCS!COMT\x1f", 0,
                  magic=b"LE1 09", magic_at=6, line=_ISO8211_DDR, marks=("CATD",)),
        # SIS opens every .kmall with the installation parameters' datagram: its length, then '#IIP'
        FieldFile("a Kongsberg raw file (.kmall: binary datagrams, each its length, type and time, '#IIP' with the "
                  "installation text 'OSCV:...,EMXV:EM2040P,...' first, then '#IOP', '#SPO' positions, '#MRZ' "
                  "soundings; SIS writes it, MB-System, CARIS and Kongsberg's kmall readers read it)",
                  b"B\x02\x00\x00#IIP\x01\x00\xf8\x07eq\xb5i\x00\x00\x00\x00*\x02\x00\x00\x00\x00"
                  b"OSCV:Empty,EMXV:EM2040P,\nPU_0,\nSN=53011,\n", 0,
                  magic=b"#IIP", magic_at=4, outputs=(".kmall",)),
        # the installation datagram (STX, 'I') first, its text 'KEY=value,' items after the 16 bytes of its header
        FieldFile("a Kongsberg raw file (.all: binary datagrams, each its length, STX, type, EM model, date and time, "
                  "ended by ETX and a checksum; the installation parameters 'I' with 'WLZ=...,SMH=...,S1Z=...' first, "
                  "then positions 'P', depths, attitude; SIS writes it, MB-System, CARIS and pyall read it)",
                  b":\x01\x00\x00\x02I\xf8\x07\xda%5\x01\x88j\x1e\x03\x00\x00\xc9\x00\x00\x00"
                  b"WLZ=-0.312,SMH=201,STC=0,S1Z=1.652,S1X=0.412,", 0,
                  magic=b"\x02I", magic_at=4,
                  line=r"\A[\x00-\xff]{4}\x02I[\x00-\xff]{16}(?:[A-Z][A-Z0-9]{2}=[^,\x00]*,){2}"),
        # the data record frame: version, offset 60, then the sync pattern 0x0000FFFF
        FieldFile("a Teledyne Reson 7k file (.s7k: records in the 7k data record frame, version 5, offset 60, sync "
                  "pattern 0x0000FFFF, size, 7k time, record type (7200 the file header, 7000 settings, 7027 "
                  "detections), device, then the data and a checksum; the SeaBat's 7k software writes it, PDS, "
                  "CARIS and MB-System read it)",
                  b"\x05\x00<\x00\xff\xff\x00\x00\x86\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xea\x07I\x00"
                  b"\x00\x00\xa0@\x0e \x00\x00 \x1c\x00\x00\xd5\x1b\x00\x00", 0,
                  magic=b"\xff\xff\x00\x00", magic_at=4, line=r"\A[\x01-\x09]\x00<\x00"),
        # the header record (GSF_RECORD_HEADER, 1) first: its size and identifier big-endian, then the version string
        FieldFile("a Generic Sensor Format file (GSF, .gsf: big-endian records, each its size and identifier, the "
                  "header record 'GSF-v03.09' first, then comments, swath bathymetry pings, sound velocity profiles "
                  "and attitude; GSFlib writes and reads it, MB-System and CARIS read it)",
                  b"\x00\x00\x00\x0c\x00\x00\x00\x01GSF-v03.09\x00\x00\x00\x00\x00\\\x00\x00\x00\x06", 0,
                  magic=b"GSF-v", magic_at=8),
        # an HDF5 file, which the containers named only so (u117b_bag_as_qrels): its root group's heap of names holds
        # BAG_root
        FieldFile("a Bathymetry Attributed Grid (BAG, .bag: an HDF5 file whose group BAG_root holds the ISO 19115-2 "
                  "metadata with bag:BAG_DataIdentification, the elevation and uncertainty grids and the tracking "
                  "list; GDAL, CARIS, QPS and the BAG library read it)",
                  b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00" + b"\x00" * 52
                  + b"HEAP\x00\x00\x00\x00p" + b"\x00" * 23 + b"BAG_root\x00\x00\x00\x00\x00\x00\x00\x00metadata", 0,
                  magic=b"\x89HDF\r\n\x1a\n", marks=("BAG_root",)),
        FieldFile("a CARIS sound velocity file (.svp: '[SVP_VERSION_2]', the file's name, a 'Section' line per cast "
                  "(year-day, time, latitude and longitude), then depth and sound speed pairs; CARIS HIPS and Sound "
                  "Speed Manager read it to correct the soundings)",
                  "[SVP_VERSION_2]\r\nTJ_2026-073_cast04.svp\r\nSection 2026-073 14:21:48 42:20:20.47 -70:58:13.30\r\n"
                  "0.512000 1478.214000\r\n2.048000 1478.196000\r\n", 1,
                  line=r"\A\[SVP_VERSION_\d\][ \t]*\r?$"),
        # GEODAS's header in its own words; the file's and a frame's read with pd.read_csv (u117b_api_geodas_xyz_frame)
        FieldFile("NCEI's GEODAS sounding file of a survey (XYZ, .xyz: the header 'survey_id,lat,lon,depth', then a "
                  "sounding a line, its survey, latitude, longitude and depth positive down; CUDEM, GDAL and GIS "
                  "tools read it)",
                  "survey_id,lat,lon,depth\nH13385,42.33902,-70.97036,11.4\nH13385,42.33917,-70.97011,11.7\n", 1,
                  columns=("survey_id", "lat", "lon", "depth")),
        # ISO 19115-2 is any agency's: a record that names a survey by its registry number is a survey's
        FieldFile("NCEI's ISO 19115-2 metadata of a hydrographic survey (XML: gmi:MI_Metadata, its fileIdentifier, "
                  "dateStamp, MD_ReferenceSystem codes, the title and bounding box, the distribution formats "
                  "GEODAS_XYZ and BAG with their URLs, as NCEI's WAF serves it; NCEI's catalogue and CUDEM read it)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<gmi:MI_Metadata xmlns:gmi="http://www.isotc211.org/2005/gmi" '
                  'xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco">\n'
                  "  <gmd:fileIdentifier>\n    <gco:CharacterString>H13385</gco:CharacterString>\n"
                  "  </gmd:fileIdentifier>\n", 2,
                  root="MI_Metadata",
                  marks=("isotc211.org/2005/gmi", r"^[ \t]*<gco:CharacterString>[^<\n]*\b[A-Z]\d{5}\b")),
        # ArcGIS's envelope is any map service's: the NOS hydrographic survey layer's fields under fieldAliases
        FieldFile("an ArcGIS REST query answer of NCEI's NOS hydrographic survey map service (JSON, as "
                  "gis.ngdc.noaa.gov/arcgis/rest/services/web_mercator/nos_hydro_dynamic/MapServer/0/query answers: "
                  "displayFieldName, fieldAliases, fields, features of attributes SURVEY_ID, the survey's dates, "
                  "LOCALITY, PLATFORM, BAGS_EXIST, DOWNLOAD_URL: surveys, no ranking)",
                  '{\n "displayFieldName" : "SURVEY_ID",\n "fieldAliases" : {\n  "SURVEY_ID" : "Survey ID",\n'
                  '  "LOCALITY" : "Locality",\n  "BAGS_EXIST" : "BAGS_EXIST",\n  "DOWNLOAD_URL" : "Download URL"\n'
                  ' },\n "fields" : [],\n "features" : []\n}\n', 1,
                  keys=("fieldAliases", "displayFieldName", "fields", "features", "SURVEY_ID", "BAGS_EXIST")),
        FieldFile("a hydrographic surveyor's grade sheet typed as text (surveyor, date, project, cell or survey, "
                  "grade A to D, TVU at 95%, coverage, QC flag)",
                  "mdelgado 2026-03-14 OPR-B370-TJ-26 H13385 A 0.31 100 ok\n"
                  "mdelgado 2026-03-14 OPR-B370-TJ-26 US5MA11M B 0.52 87 holidays\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a chart-adequacy panel member's ballot typed as text (member, review, place, cell or survey, "
                  "proposed action)",
                  "okafor HSD-adequacy/2026-03 1 US5MA11M resurvey\nokafor HSD-adequacy/2026-03 2 US4MA13M resurvey\n",
                  1, line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a chart-adequacy panel's vote tally typed as text (cell or survey, review, resurvey, watch and "
                  "adequate votes, decision)",
                  "US5MA11M HSD-adequacy/2026-03 8 1 0 resurvey\nUS4MA13M HSD-adequacy/2026-03 6 3 0 resurvey\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
