"""A water utility's network operations and asset management files (issue 45's thirty-eighth bar, u38a_): EPANET's
input files, reports and binary outputs, EPA SWMM's input files and binary outputs, InfoWorks' network CSV exports
and tables, the SCADA historian's recorded values through PI Web API, an ArcGIS water main layer's table and Maximo's
work orders as its integration framework publishes them.  (An Esri shapefile is the older bars' reading, which names
it already; outputs named .inp or .net are left as they are: .inp is Abaqus', Gaussian's and many solvers' input
too, .net Pajek's networks and SPICE's netlists, so neither name is the field's own.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: blank lines and ';' comments above an input file's first section (WNTR writes '; Filename: ...' lines there)
_PREAMBLE = r"(?:[ \t]*(?:;[^\n]*)?\n)*"
#: the sections EPA's input files open with (both EPANET's and SWMM's: each is told by what only it holds)
_OPENING = r"\[(?:TITLE|OPTIONS|JUNCTIONS|RESERVOIRS|TANKS|PIPES|RAINGAGES|SUBCATCHMENTS)\][ \t]*$"
#: a line of the head at its start, then whatever says which model the file is (a lookahead, lines taken lazily)
_LATER = r"(?:[^\n]*\n)*?[ \t]*"

#: EPANET's sections SWMM has none of, or the [JUNCTIONS] columns EPANET's editor writes (';ID Elev Demand
#: Pattern'; WNTR: 'Elevation'): a [PIPES] line has six fields, a junction four, so the opening is asked first
_EPANET_INP = (rf"\A(?={_PREAMBLE}{_OPENING})(?={_LATER}(?:\[(?:RESERVOIRS|TANKS|PIPES|VALVES|EMITTERS|DEMANDS|"
               r"ENERGY|REACTIONS)\][ \t]*$|;ID[ \t]+Elev(?:ation)?[ \t]+Demand\b))")
#: SWMM's own: the notes line and column headers its editor writes (';;'), its FLOW_UNITS option, the sections
#: EPANET has none of
_SWMM_INP = (rf"\A(?={_PREAMBLE}{_OPENING})(?={_LATER}(?:;;Project Title/Notes|;;Name[ \t]+Elevation[ \t]+MaxDepth\b|"
             r"FLOW_UNITS[ \t]+(?:CFS|GPM|MGD|CMS|LPS|MLD)\b|\[(?:RAINGAGES|SUBCATCHMENTS|SUBAREAS|OUTFALLS|CONDUITS|"
             r"XSECTIONS|TIMESERIES)\][ \t]*$))")

WATERUTILITY = Field(
    team="a water utility's network operations files (u38a_)",
    advice="give each source's ranking of a district's mains and pressure zones (the hydraulic model's risk scores, "
           "SCADA's night-flow and pressure anomalies, the leak loggers' noise scores, the asset engineers' condition "
           "ranking) as a run, a district and programme a query and each main or pressure zone a document "
           "(main:WM-10442/ci-150mm-1931@elm-st, pz:north-hill-high/prv-12), the score higher for the more urgent: "
           "'DISTRICT/PROGRAMME Q0 MAIN RANK SCORE SOURCE'; the break history and condition assessments are the "
           "qrels, 'DISTRICT/PROGRAMME 0 MAIN GRADE' (2 broke or found leaking within the year, 1 degraded, 0 sound)",
    files=(
        FieldFile("an EPANET input file (.inp: the hydraulic model's network in sections, [TITLE], [JUNCTIONS] "
                  "ID Elev Demand Pattern, [RESERVOIRS], [TANKS], [PIPES] ID Node1 Node2 Length Diameter Roughness, "
                  "..., [END])",
                  "[TITLE]\n EPANET Example Network 1\n\n[JUNCTIONS]\n;ID              \tElev        \tDemand      "
                  "\tPattern         \n 10              \t710         \t0           \t                \t;\n"
                  " 11              \t710         \t150         \t                \t;\n\n[PIPES]\n"
                  ";ID              \tNode1           \tNode2           \tLength      \tDiameter    \tRoughness   \n"
                  " 10              \t10              \t11              \t10530       \t18          \t100         \n",
                  1, line=_EPANET_INP, lookalike=True),
        FieldFile("an EPA SWMM input file (.inp: the Storm Water Management Model's sewer or drainage network in "
                  "sections, [TITLE] ;;Project Title/Notes, [OPTIONS] FLOW_UNITS, [SUBCATCHMENTS], [JUNCTIONS] Name "
                  "Elevation MaxDepth ..., [CONDUITS], [XSECTIONS], ...)",
                  "[TITLE]\n;;Project Title/Notes\nExample 1\n\n[OPTIONS]\n;;Option             Value\n"
                  "FLOW_UNITS           CFS\nINFILTRATION         HORTON\n\n[JUNCTIONS]\n"
                  ";;Name           Elevation  MaxDepth   InitDepth  SurDepth   Aponded   \n"
                  "9                1000       3          0          0          0         \n", 1,
                  line=_SWMM_INP, lookalike=True),
        # the report EPANET writes: 'Page 1' and the date (EPANET 2.2; 2.0 opens with the logo), then its logo box
        FieldFile("an EPANET report file (.rpt: Page 1, the E P A N E T logo, the title, the input summary, then node "
                  "and link results)",
                  "  Page 1                                    Mon Mar 02 10:15:27 2026\n\n"
                  "  ******************************************************************\n"
                  "  *                           E P A N E T                          *\n"
                  "  *                   Hydraulic and Water Quality                  *\n"
                  "  *                   Analysis for Pipe Networks                   *\n"
                  "  *                         Version 2.2                            *\n"
                  "  ******************************************************************\n", 1,
                  line=r"\A(?:[ \t]*Page 1\b[^\n]*\n)?(?:[ \t]*\n)*[ \t]*\*{20,}[ \t]*\n[ \t]*\*[ \t]+E P A N E T[ \t]+"
                       r"\*[ \t]*$"),
        # the prolog's magic number (516114521, little-endian) and a version 2.x (20012, 20200, ...: 0x4E00-0x4FFF)
        FieldFile("EPANET's binary output file (.out: the prolog, magic number 516114521, the version and the "
                  "network's counts, then the energy use, the results per period and the epilog)",
                  b"YH\xc3\x1e\xe8N\x00\x00\x0b\x00\x00\x00\x01\x00\x00\x00\x0d\x00\x00\x00\x01\x00\x00\x00"
                  + b"\x00" * 36 + b"EPANET Example Network 1".ljust(80, b"\x00"), 0,
                  magic=b"YH\xc3\x1e", line=r"\AYH\xc3\x1e[\x00-\xff][NO]\x00\x00"),
        # SWMM 5's opening records: the identifying number 516114522, then its engine's version (5.0.022 to 5.2.x)
        FieldFile("SWMM 5's binary output file (.out: EPA SWMM's results, the identifying number 516114522, the "
                  "version, flow units and the counts of subcatchments, nodes, links and pollutants, then the object "
                  "IDs)",
                  b"ZH\xc3\x1e\x21\xcb\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00"
                  b"\x00\x00\x00\x00\x01\x00\x00\x00" + b"1" + b"\x02\x00\x00\x00" + b"J1", 0,
                  magic=b"ZH\xc3\x1e", line=r"\AZH\xc3\x1e[\x00-\xff][\xc3-\xcf]\x00\x00"),
        # InfoWorks' CSV network format: a data type delimiter, four stars and a table's name (wn_: WS Pro's, hw_:
        # ICM's), then the section's compulsory header record of field names
        FieldFile("an InfoWorks network CSV export (InfoWorks WS Pro's or ICM's: '**** wn_pipe', a data type "
                  "delimiter naming the table, then its header record, us_node_id, ds_node_id, link_suffix, ...)",
                  "**** wn_node\nnode_id,x,y,z\nJ-4410,512004.1,181227.5,212.5\n**** wn_pipe\n"
                  "us_node_id,ds_node_id,link_suffix,asset_id,length,diameter\nJ-4410,J-4411,1,WM-10457,388.5,150\n",
                  1, line=r"^\*{4}[ \t]*(?:wn|hw)_[a-z][a-z0-9_]*[ \t]*\n[ \t]*\"?[a-z][a-z0-9_]*\"?,"),
        # a link's key in InfoWorks (WS Pro and ICM): its upstream and downstream nodes and a suffix
        FieldFile("an InfoWorks network table (InfoWorks WS Pro's or ICM's links exported a table a file: a pipe a "
                  "row, keyed by us_node_id, ds_node_id and link_suffix)",
                  "us_node_id,ds_node_id,link_suffix,asset_id,length,diameter,material\n"
                  "J-4410,J-4411,1,WM-10457,388.5,150,CI\n", 1,
                  columns=("us_node_id", "ds_node_id", "link_suffix")),
        # PI Web API's streams/{webId}/recorded (and interpolated, plot): Items of timed values with their flags
        FieldFile("a SCADA historian's values through PI Web API (OSIsoft/AVEVA PI's recorded or interpolated values: "
                  "Links, Items of Timestamp, Value, UnitsAbbreviation, Good, Questionable, Substituted, Annotated)",
                  '{"Links": {}, "Items": [{"Timestamp": "2026-03-02T03:00:00Z", "Value": 61.82, '
                  '"UnitsAbbreviation": "psi", "Good": true, "Questionable": false, "Substituted": false, '
                  '"Annotated": false}], "UnitsAbbreviation": "psi"}\n', 1,
                  keys=("Items", "Timestamp", "Value", "Good", "Questionable", "Substituted")),
        # Esri's Local Government Information Model: FACILITYID, INSTALLDATE and LIFECYCLESTATUS on every asset
        FieldFile("an ArcGIS water utility layer's table (a GIS export of Esri's Local Government Information Model "
                  "mains, valves or hydrants: OBJECTID, FACILITYID, INSTALLDATE, LIFECYCLESTATUS, DIAMETER, "
                  "MATERIAL, ...)",
                  "OBJECTID,FACILITYID,INSTALLDATE,LIFECYCLESTATUS,DIAMETER,MATERIAL,PRESSUREZONE,Shape_Length\n"
                  "1,WM-20001,1955/05/01 00:00:00,Active,8,CI,Zone 2,412.9\n", 1,
                  columns=("facilityid", "installdate", "lifecyclestatus", "diameter", "material")),
        # Maximo's integration framework (MIF): a publish channel's message, its root Publish + the object structure
        FieldFile("Maximo work orders as its integration framework publishes them (IBM Maximo's PublishMXWO message, "
                  "namespace http://www.ibm.com/maximo: MXWOSet, WORKORDER records with WONUM, ASSETNUM, STATUS)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<PublishMXWO xmlns="http://www.ibm.com/maximo" '
                  'creationDateTime="2026-03-02T08:00:00-05:00" transLanguage="EN" baseLanguage="EN" '
                  'messageID="1" maximoVersion="7 6" event="0">\n  <MXWOSet>\n    <WORKORDER>\n'
                  '      <WONUM>1001</WONUM>\n      <STATUS>WAPPR</STATUS>\n    </WORKORDER>\n  </MXWOSet>\n'
                  '</PublishMXWO>\n', 2, root="PublishMXWO", marks=("http://www.ibm.com/maximo", "<MXWOSet")),
        FieldFile("Maximo work orders as its integration framework synchronises them (IBM Maximo's SyncMXWO message, "
                  "namespace http://www.ibm.com/maximo: MXWOSet, WORKORDER records with WONUM, ASSETNUM, STATUS)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<SyncMXWO xmlns="http://www.ibm.com/maximo">\n'
                  '  <MXWOSet>\n    <WORKORDER action="AddChange">\n      <WONUM>1001</WONUM>\n'
                  '      <SITEID>WATER</SITEID>\n    </WORKORDER>\n  </MXWOSet>\n</SyncMXWO>\n', 2,
                  root="SyncMXWO", marks=("http://www.ibm.com/maximo", "<MXWOSet")),
    ))
