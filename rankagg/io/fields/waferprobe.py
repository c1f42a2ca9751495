"""A semiconductor fab's wafer sort and yield team's files (issue 45's thirty-sixth bar, u36a_): STDF V4 datalogs and
their ATDF text form, KLARF defect files, SEMI G85 XML wafer maps, SINF wafer maps, a foundry's WAT parametric data,
the yield system's wafer sort die tables and the probe cards' records."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_STDF_WHAT = ("an STDF V4 datalog (Standard Test Data Format: the tester's binary records, FAR, MIR, WIR, PIR, PTR, "
              "PRR, ...: a wafer's dies, their tests and bins)")

WAFERPROBE = Field(
    team="a semiconductor fab's wafer sort and yield team's files (u36a_)",
    advice="give each yield signal's ranking of a lot's dies (the sort bins' yield model's, the WAT outliers', the "
           "inline defect inspections', the failure analysis engineers') as a run, a lot and probe insertion a query "
           "and each die a document by its wafer and map coordinates (die:W03/x05y-02), the score higher for the more "
           "suspect: 'LOT/INSERTION Q0 DIE RANK SCORE SIGNAL'; what failure analysis found is the qrels, "
           "'LOT/INSERTION 0 DIE GRADE'",
    files=(
        # FAR first: REC_LEN 2, REC_TYP 0, REC_SUB 10, then CPU_TYPE (2: little-endian, 1: big-endian), STDF_VER 4
        FieldFile(_STDF_WHAT, b"\x02\x00\x00\x0a\x02\x04" + b"\x3c\x00\x01\x0a" + b"\x11\x7a\x6f\x69" * 2 + b"\x03",
                  0, magic=b"\x02\x00\x00\x0a\x02\x04", outputs=(".stdf",)),
        FieldFile(_STDF_WHAT, b"\x00\x02\x00\x0a\x01\x04" + b"\x00\x3c\x01\x0a" + b"\x69\x6f\x7a\x11" * 2 + b"\x03",
                  0, magic=b"\x00\x02\x00\x0a\x01\x04"),
        FieldFile("an ATDF datalog (STDF's ASCII form: 'FAR:A|4|2|U', then MIR:, WIR:, PIR:, PTR:, PRR: records, "
                  "'|'-separated fields)", "FAR:A|4|2|U\nATR:10:02:11 3-DEC-2026|stdf2atdf 4.1\n"
                  "MIR:K7B209.1|J750|PROBE_CP1|pr3|A|10:02:11 3-DEC-2026|10:15:40 3-DEC-2026|op2|P|1\n", 1,
                  line=r"\AFAR:A\|\d\|\d(?:\|[A-Z]?)?[ \t\r]*\n[A-Z]{3}:", outputs=(".atd", ".atdf")),
        FieldFile("a KLARF defect file (KLA's Results File: FileVersion, LotID, WaferID, DefectRecordSpec, "
                  "DefectList: an inspection's defects on a wafer)", 'FileVersion 1 1;\nFileTimestamp 12-03-26 '
                  '10:21:07;\nInspectionStationID "KLA" "2835" "TOOL3";\nSampleType WAFER;\nLotID "K7B209.1";\n', 1,
                  line=r"\A\s*(?:FileVersion \d+ \d+;|Record FileRecord\b)", outputs=(".klarf",)),
        FieldFile("a SEMI G85 XML wafer map (Map in http://www.semi.org, its FormatRevision: Device, Bin, Data and "
                  "its Rows of bin codes)", '<?xml version="1.0" encoding="UTF-8"?>\n<Map xmlns="http://www.semi.org" '
                  'FormatRevision="SEMI G85 0703" SubstrateType="Wafer" SubstrateId="K7B209-03">\n  <Device '
                  'BinType="Decimal" NullBin="255" Rows="2" Columns="3"/>\n</Map>\n', 2, root="Map", marks=("G85",)),
        FieldFile("a SEMI G85 XML wafer map set (Maps, each Map a wafer's in http://www.semi.org, its FormatRevision: "
                  "Device, Bin, Data and its Rows of bin codes)", '<?xml version="1.0"?>\n<Maps>\n  <Map xmlns="'
                  'http://www.semi.org" FormatRevision="G85-0703">\n    <Device BinType="Ascii" NullBin="."/>\n'
                  '  </Map>\n</Maps>\n', 2, root="Maps", marks=("G85",)),
        FieldFile("a SINF wafer map (the prober's Simplified INF: DEVICE:, LOT:, WAFER:, FNLOC:, ROWRDC:, COLCT:, "
                  "BCEQU:, then RowData: a row of hex bin codes per line)", "DEVICE:QX118\nLOT:K7B209.1\n"
                  "WAFER:K7B209-03\nFNLOC:0\nROWRDC:3\nCOLCT:4\nBCEQU:01 02\nRowData:__ 01 01 __\n"
                  "RowData:01 02 01 01\nRowData:__ 01 01 __\n", 1,
                  line=r"\ADEVICE:[^\n]*\n(?:[A-Z]+:[^\n]*\n)+", marks=("BCEQU:",), outputs=(".sinf",)),
        FieldFile("a foundry's WAT parametric data (wafer acceptance test, PCM: '#' lines naming the WAT data, then "
                  "a row per wafer and test site and a column per parameter)", "#WAT DATA,FAB8,TECH C40LP\n"
                  "#LOT K7B209.1,PROGRAM C40LP_WAT_V3\nLOT_ID,WAFER_ID,SITE_ID,X,Y,VTLIN_N,IDSAT_N\n"
                  "K7B209.1,03,1,0,4,0.4412,612.8\n", 1,
                  line=r"\A#[ \t]*WAT\b[^\n]*\n(?:#[^\n]*\n)*[^#\n][^\n]*\bWAFER"),
        FieldFile("a foundry's WAT parametric data (wafer acceptance test, PCM: LOT_ID, WAFER_ID, SITE_ID, X, Y and a "
                  "column per parameter)", "LOT_ID,WAFER_ID,SITE_ID,X,Y,VTLIN_N,IDSAT_N,RS_NW\n"
                  "K7B209.1,03,1,0,4,0.4412,612.8,402.1\nK7B209.1,03,2,3,-2,0.4398,618.0,399.7\n", 1,
                  columns=("LOT_ID", "WAFER_ID", "SITE_ID", "X", "Y")),
        FieldFile("a yield system's wafer sort die table (a row per die: its wafer, X, Y, HBIN and SBIN, the hard and "
                  "soft bins the prober's test gave it)", "LOT_ID,WAFER_ID,X,Y,HBIN,SBIN,SITE\n"
                  "K7B209.1,03,4,-1,1,1,0\nK7B209.1,03,5,-1,6,640,1\n", 1, columns=("HBIN", "SBIN")),
        FieldFile("a probe card's record (a card management system's JSON: probe_card_id, its device and prober, "
                  "touchdowns and their limit, cleans, planarity checks, events)",
                  '{"probe_card_id": "PC-QX118-B01", "device": "QX118", "touchdowns": 90211, '
                  '"touchdown_limit": 750000, "events": []}\n', 1, keys=("probe_card_id", "touchdowns")),
    ))
