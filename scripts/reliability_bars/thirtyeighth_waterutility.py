"""Issue 45's thirty-eighth bar of scripts/reliability_matrix.py, a municipal water utility's network operations and
asset management team ranking pipe mains for renewal and pressure zones for leak detection per district across
hydraulic models, SCADA, leak loggers and the asset engineers (its cases, ids ``u38a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each district and programme (``dist:north-hill/renewal-2027``, ``dist:old-town/leak-sweep-q1``) is
a query and each main or pressure zone a document (``main:WM-10442/ci-150mm-1931@elm-st``,
``pz:north-hill-high/prv-12``); the runs are the EPANET model's risk scores (pressure transients, velocity, fire-flow
shortfall), SCADA's night-flow and pressure anomalies from the historian, the acoustic leak loggers' noise scores and
the asset engineers' condition rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each source's record, and judged against the break history and the condition assessments
(2 broke or found leaking within the year, 1 degraded, 0 sound).  The mistakes and odd files: the field's own files
given where runs or qrels are read (an EPANET input file, its report and its binary output, an EPA SWMM input file and
binary output, an InfoWorks WS Pro CSV export, a PI Web API recorded-values document from the SCADA historian, an
ArcGIS water main table, an Esri shapefile of the mains, Maximo work orders), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYEIGHTH_WATERUTILITY = ("45 Unseen inputs: a thirty-eighth bar, a municipal water utility's network operations "
                             "and asset management team ranking pipe mains for renewal and pressure zones for leak "
                             "detection per district (EPANET, EPA SWMM, InfoWorks WS Pro, PI Web API, ArcGIS, "
                             "shapefiles, Maximo)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['epanet_model', 'scada_pressure', 'leak_loggers', 'asset_engineers'],
    items=['main:WM-10442/ci-150mm-1931@elm-st', 'main:WM-10457/ci-150mm-1928@oak-ave',
           'main:WM-11003/ac-200mm-1962@hill-rd', 'pz:north-hill-high/prv-12', 'main:WM-11018/dip-300mm-1978@river-rd',
           'pz:north-hill-low/prv-14', 'main:WM-12210/pvc-150mm-1994@mill-ln', 'pz:reservoir-3/gravity'],
    queries=['dist:north-hill/renewal-2027', 'dist:riverside/renewal-2027', 'dist:old-town/leak-sweep-q1',
             'dist:westgate/renewal-2027', 'dist:airport-ind/leak-sweep-q1', 'dist:harbor/renewal-2028'],
    suffix='/after-main-break', generator='mains', judgements='break_history') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "mains", "renewal.run")

_RECS3 = ["epanet_model", "scada_pressure", "leak_loggers"]
_OUT = ("renewal.run",)
_ONE_RUN = ("dist:north-hill/renewal-2027 Q0 main:WM-10442/ci-150mm-1931@elm-st 1 0.93 leak_loggers\n"
            "dist:north-hill/renewal-2027 Q0 main:WM-10457/ci-150mm-1928@oak-ave 2 0.71 leak_loggers\n")

# the team's files, as the modelling tools, the historian, the GIS and the CMMS write them (a few lines)
# an EPANET input file as the manual's input format gives it ([TITLE], [JUNCTIONS] ID Elev Demand Pattern, [PIPES]
# ID Node1 Node2 Length Diam. Roughness, minor loss and status dropped when 0 and OPEN): each pipe line six fields,
# the fifth the diameter
_EPANET_INP = ("[TITLE]\nNorth Hill DMA 7 - renewal screening model, 2026-11 calibration\n\n[JUNCTIONS]\n"
               ";ID      Elev    Demand  Pattern\n J-4410  212.5   3.2     RES\n J-4411  208.0   2.7     RES\n"
               " J-4412  199.4   4.1     COM\n\n[RESERVOIRS]\n;ID     Head\n R-3     268.0\n\n[PIPES]\n"
               ";ID         Node1   Node2   Length  Diam.  Roughness\n"
               ";----------------------------------------------------\n"
               " WM-10442   R-3     J-4410  412.0   150    85\n WM-10457   J-4410  J-4411  388.5   150    80\n"
               " WM-11003   J-4411  J-4412  501.2   200    110\n\n[END]\n")
# the junctions the AMI demand allocation wrote (ID Elev Demand Pattern, the patterns numbered as in Net1.inp):
# four fields a line, the last an integer
_EPANET_JUNCTIONS = ("[TITLE]\nNorth Hill DMA 7 - demands allocated from AMI reads, November 2026\n\n[JUNCTIONS]\n"
                     ";ID      Elev    Demand  Pattern\n J-4410  212.5   3.2     1\n J-4411  208.0   2.7     1\n"
                     " J-4412  199.4   4.1     2\n J-4413  196.0   0.8     2\n\n[END]\n")
# EPANET 2.2's report file: a page header, the banner, the title and the input summary, then node results
_EPANET_RPT = ("  Page 1                                    Tue Nov 24 09:12:03 2026\n\n"
               "  ******************************************************************\n"
               "  *                           E P A N E T                          *\n"
               "  *                   Hydraulic and Water Quality                  *\n"
               "  *                   Analysis for Pipe Networks                   *\n"
               "  *                         Version 2.2                            *\n"
               "  ******************************************************************\n\n"
               "  North Hill DMA 7 - renewal screening model, 2026-11 calibration\n\n"
               "      Input Data File ................... dma7_north_hill.inp\n"
               "      Number of Junctions................ 3\n      Number of Reservoirs............... 1\n"
               "      Number of Tanks ................... 0\n      Number of Pipes ................... 3\n\n"
               "  Node Results:\n  ----------------------------------------------\n"
               "                     Demand      Head  Pressure\n  Node                  GPM        ft       psi\n"
               "  ----------------------------------------------\n  J-4410               3.20    266.91     23.79\n"
               "  J-4411               2.70    262.40     23.57\n")


def _epanet_out() -> bytes:
    """The prolog of EPANET's binary output file: fifteen 4-byte integers (the magic number 516114521, version 20200,
    nodes, tanks, links, pumps, valves, quality option, trace node, flow units GPM, pressure units psi, statistics
    flag, report start, report step, duration), three 80-byte title lines, the input and report file names (260
    bytes each), the chemical's name and units (32 each), then the node IDs (32 each)."""
    ints = struct.pack("<15i", 516114521, 20200, 4, 1, 3, 0, 0, 0, 0, 1, 0, 0, 0, 3600, 86400)
    titles = b"".join(t.ljust(80, b"\0") for t in (b"North Hill DMA 7 - renewal screening model", b"", b""))
    names = b"dma7_north_hill.inp".ljust(260, b"\0") + b"dma7_north_hill.rpt".ljust(260, b"\0")
    chem = b"".ljust(32, b"\0") + b"".ljust(32, b"\0")
    ids = b"".join(n.ljust(32, b"\0") for n in (b"J-4410", b"J-4411", b"J-4412", b"R-3"))
    return ints + titles + names + chem + ids


def _swmm_out() -> bytes:
    """The opening records of SWMM 5's binary output file (the identifying number 516114522, the engine's version,
    flow units CFS, subcatchments, nodes, links, pollutants) and the object ID names (a length, then the name)."""
    head = struct.pack("<7i", 516114522, 52001, 0, 1, 3, 2, 0)
    return head + b"".join(struct.pack("<i", len(n)) + n for n in (b"S-1", b"MH-2201", b"MH-2202", b"MH-2203",
                                                                     b"C-2201", b"C-2202"))


def _shapefile() -> bytes:
    """An Esri shapefile (.shp) of one water main: the 100-byte header (file code 9994 big-endian, the length in
    16-bit words, version 1000 and shape type 3 PolyLine little-endian, the bounding box), then one PolyLine record
    (a big-endian record header, then the shape type, box, one part of two points)."""
    box = struct.pack("<4d", 6146438.15, 1970091.31, 6146849.62, 1970212.77)
    content = struct.pack("<i", 3) + box + struct.pack("<3i", 1, 2, 0) + struct.pack(
        "<4d", 6146438.15, 1970091.31, 6146849.62, 1970212.77)
    record = struct.pack(">2i", 1, len(content) // 2) + content
    header = (struct.pack(">7i", 9994, 0, 0, 0, 0, 0, (100 + len(record)) // 2) + struct.pack("<2i", 1000, 3) + box
              + struct.pack("<4d", 0, 0, 0, 0))
    return header + record


_EPANET_OUT = _epanet_out()
_SWMM_OUT = _swmm_out()
_SHP = _shapefile()
# an EPA SWMM input file for the combined sewer ([TITLE] ;;Project Title/Notes, then [JUNCTIONS] Name Elevation
# MaxDepth InitDepth SurDepth Aponded): six fields a line, the fifth a number
_SWMM_INP = ("[TITLE]\n;;Project Title/Notes\nOld Town combined sewer - Elm St separation study\n\n[JUNCTIONS]\n"
             ";;Name           Elevation  MaxDepth   InitDepth  SurDepth   Aponded\n"
             ";;-------------- ---------- ---------- ---------- ---------- ----------\n"
             "MH-2201          96.4       8.5        0          2          0\n"
             "MH-2202          94.1       9.0        0          2          0\n"
             "MH-2203          91.8       9.5        0          2          0\n"
             "MH-2204          89.6       10.0       0          2          0\n")
# InfoWorks WS Pro's network CSV export: a '**** wn_pipe' data type delimiter, then the header record of field names
_INFOWORKS = ("**** wn_pipe\nus_node_id,ds_node_id,link_suffix,asset_id,length,diameter,material\n"
              "J-4410,J-4411,1,WM-10457,388.5,150,CI\nJ-4411,J-4412,1,WM-11003,501.2,200,AC\n"
              "R-3,J-4410,1,WM-10442,412.0,150,CI\n")
# the same pipes exported one table a file ('Export each table to a different file'): the table named by the file
_INFOWORKS_TABLE = ("us_node_id,ds_node_id,link_suffix,asset_id,length,diameter,material\n"
                    "J-4410,J-4411,1,WM-10457,388.5,150,CI\nJ-4411,J-4412,1,WM-11003,501.2,200,AC\n"
                    "R-3,J-4410,1,WM-10442,412.0,150,CI\n")
# the SCADA historian's recorded values of a pressure tag through PI Web API (GET streams/{webId}/recorded)
_PI = ('{"Links": {}, "Items": [{"Timestamp": "2026-11-24T03:00:00Z", "Value": 61.82, "UnitsAbbreviation": "psi", '
       '"Good": true, "Questionable": false, "Substituted": false, "Annotated": false}, {"Timestamp": '
       '"2026-11-24T03:15:00Z", "Value": 58.4, "UnitsAbbreviation": "psi", "Good": true, "Questionable": false, '
       '"Substituted": false, "Annotated": false}, {"Timestamp": "2026-11-24T03:30:00Z", "Value": 52.07, '
       '"UnitsAbbreviation": "psi", "Good": true, "Questionable": false, "Substituted": false, "Annotated": true}], '
       '"UnitsAbbreviation": "psi"}\n')
# the GIS water main layer (ArcGIS's utility data model fields) exported as a table
_GIS_MAINS = ("OBJECTID,FACILITYID,INSTALLDATE,LIFECYCLESTATUS,DIAMETER,MATERIAL,PRESSUREZONE,Shape_Length\n"
              "10442,WM-10442,1931/06/01 00:00:00,Active,6,CI,North Hill High,1351.7\n"
              "10457,WM-10457,1928/09/01 00:00:00,Active,6,CI,North Hill High,1274.6\n"
              "11003,WM-11003,1962/04/15 00:00:00,Active,8,AC,North Hill Low,1644.4\n")
# Maximo work orders as the integration framework publishes them (PublishMXWO, MXWOSet, WORKORDER)
_MAXIMO = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<PublishMXWO xmlns="http://www.ibm.com/maximo" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
           'creationDateTime="2026-11-24T08:02:11-05:00" transLanguage="EN" baseLanguage="EN" '
           'messageID="4112217018449278722207" maximoVersion="7 6 20230224-1444 V7613-344" event="0">\n'
           '  <MXWOSet>\n    <WORKORDER>\n      <WONUM>884213</WONUM>\n'
           '      <DESCRIPTION>Main break repair, 150mm CI, Elm St at 4th</DESCRIPTION>\n'
           '      <ASSETNUM>WM-10442</ASSETNUM>\n      <LOCATION>DMA7-NORTH-HILL</LOCATION>\n'
           '      <WORKTYPE>EM</WORKTYPE>\n      <STATUS>COMP</STATUS>\n'
           '      <REPORTDATE>2026-11-23T22:41:00-05:00</REPORTDATE>\n      <SITEID>WATER</SITEID>\n'
           '    </WORKORDER>\n  </MXWOSet>\n</PublishMXWO>\n')


def thirtyeighth_bar_waterutility_cases() -> list[Case]:
    G = THIRTYEIGHTH_WATERUTILITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="mains", judgements="break_history", runs=_RECS3, stem="renewal", outputs=_OUT,
        item="main or pressure zone", rounded="epanet_model",
        weights="{'epanet_model': 1.0, 'scada_pressure': 0.5, 'leak_loggers': 2.0, 'asset_engineers': 1.5}",
        lone_query="R['asset_engineers']['dist:lakeview-annex/renewal-2027'] = "
                   "{'main:WM-30017/ci-100mm-1949@shore-dr': 0.9, 'main:WM-30022/galv-50mm-1955@bay-ct': 0.4}\n",
        trust="leak_loggers 2\nepanet_model 1\nscada_pressure 0.5\n",
        trust_dict="{'leak_loggers': 2, 'epanet_model': 1, 'scada_pressure': 0.5}",
        texts={
            "rrf": ("u38a_rrf_sources",
                    "rankagg.fuse({source: {district/programme: {main or pressure zone: score}}}, method='rrf'): four "
                    "sources, six districts ('dist:north-hill/renewal-2027'), mains as "
                    "'main:WM-10442/ci-150mm-1931@elm-st'"),
            "borda": ("u38a_borda_unlogged_mains",
                      "rankagg.fuse(..., method='borda'): the leak loggers have no score for the mains no logger was "
                      "lifted onto"),
            "combsum": ("u38a_combsum_rounded_model",
                        "rankagg.fuse(..., method='combsum'): the EPANET model's risk score at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u38a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per district: the leak loggers count 2, SCADA's pressure "
                      "anomalies 0.5"),
            "frame": ("u38a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the capital programme's "
                      "sheet, a row per district, main or pressure zone and source"),
            "evaluate": ("u38a_evaluate_break_history",
                         "rankagg.evaluate(fused ranking, the break history and condition assessments, ['nDCG@5', "
                         "'AP', 'P@3']): does the fused ranking put first the mains that broke or were found leaking"),
            "lone": ("u38a_one_source_district",
                     "rankagg.fuse(..., method='rrf'): a district only the asset engineers ranked (Lakeview, annexed "
                     "this year, not yet in the model or on SCADA) beside districts every source covers"),
            "cli_rrf": ("u38a_cli_rrf_runs",
                        "rankagg fuse epanet_model.run scada_pressure.run leak_loggers.run --method rrf -o "
                        "renewal.run: one run per source, districts as queries"),
            "cli_borda": ("u38a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the leak loggers "
                          "count double)"),
            "cli_combsum": ("u38a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four mains a renewal crew can take per "
                            "district this season"),
            "cli_evaluate": ("u38a_cli_evaluate_break_history_qrels",
                             "rankagg evaluate renewal.run --qrels break_history.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the break history and condition assessments (0-2)"),
            "cli_parquet": ("u38a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o renewal.parquet: gzipped runs from the nightly "
                            "jobs, a Parquet table for the capital planning dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u38a_epanet_inp_as_run", "an EPANET input file ([TITLE], [JUNCTIONS], [PIPES] lines of six fields: ID, "
         "Node1, Node2, Length, Diam., Roughness)", "dma7_north_hill.inp", _EPANET_INP, "EPANET",
         "dma7_north_hill.inp:1"),
        ("u38a_epanet_rpt_as_run", "an EPANET 2.2 report file (Page 1, the E P A N E T banner, Input Data File, "
         "Node Results)", "dma7_north_hill.rpt", _EPANET_RPT, "EPANET", "dma7_north_hill.rpt:1"),
        ("u38a_epanet_out_as_run", "EPANET's binary output file (the magic number 516114521, version 20200, the "
         "prolog)", "dma7_north_hill.out", _EPANET_OUT, "EPANET", "dma7_north_hill.out"),
        ("u38a_swmm_inp_as_run", "an EPA SWMM input file ([TITLE], then [JUNCTIONS]: six fields a line, the fifth "
         "a number)", "old_town_cso.inp", _SWMM_INP, "SWMM", "old_town_cso.inp:1"),
        ("u38a_swmm_out_as_run", "SWMM 5's binary output file (the identifying number 516114522, the opening records, "
         "the object IDs)", "old_town_cso.out", _SWMM_OUT, "SWMM", "old_town_cso.out"),
        ("u38a_infoworks_csv_as_run", "an InfoWorks WS Pro network CSV export ('**** wn_pipe', then us_node_id, "
         "ds_node_id, link_suffix, ...)", "dma7_network.csv", _INFOWORKS, "InfoWorks", "dma7_network.csv:1"),
        ("u38a_pi_recorded_as_run", "the SCADA historian's recorded values through PI Web API (Links, Items: "
         "Timestamp, Value, UnitsAbbreviation, Good, ...)", "PT-4410_recorded.json", _PI, "PI Web API",
         "PT-4410_recorded.json:1"),
        ("u38a_gis_mains_as_run", "the GIS water main layer exported as a table (OBJECTID, FACILITYID, INSTALLDATE, "
         "LIFECYCLESTATUS, DIAMETER, ...)", "wPressurizedMain.csv", _GIS_MAINS, "GIS", "wPressurizedMain.csv:1"),
        ("u38a_shapefile_as_run", "an Esri shapefile of the mains (file code 9994, version 1000, PolyLine records)",
         "water_mains.shp", _SHP, "shapefile", "water_mains.shp"),
        ("u38a_maximo_workorders_as_run", "Maximo work orders as the integration framework publishes them "
         "(PublishMXWO, MXWOSet, WORKORDER, WONUM)", "PublishMXWO_884213.xml", _MAXIMO, "Maximo",
         "PublishMXWO_884213.xml:2")],
        one_run=("leak_loggers.run", _ONE_RUN), stem="renewal",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary model output or shapefile read as lines gives no ranking: named by "
                   "its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u38a_epanet_junctions_as_qrels", "dma7_junctions.inp", _EPANET_JUNCTIONS, "EPANET"),
        ("u38a_maximo_as_qrels", "PublishMXWO_884213.xml", _MAXIMO, "Maximo"),
        ("u38a_pi_recorded_as_qrels", "PT-4410_recorded.json", _PI, "PI Web API"),
        ("u38a_gis_mains_as_qrels", "wPressurizedMain.csv", _GIS_MAINS, "GIS")],
        one_run=("leak_loggers.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u38a_out_inp", "renewal.inp", "an EPANET input file"),
        ("u38a_out_rpt", "renewal.rpt", "an EPANET report file"),
        ("u38a_out_shp", "renewal.shp", "an Esri shapefile"),
        ("u38a_out_net", "renewal.net", "an EPANET 2.0 project file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u38a_api_pi_dict",
            "rankagg.fuse(json.load(PT-4410_recorded.json)): the historian's PI Web API recorded values loaded in "
            "Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "PI Web API", why="a run maps a query to {document: score}; PI Web API's 'Items' is a list of timestamped "
            "values and 'Links' an object of links", files={"p.json": _PI}),
        bad("u38a_api_infoworks_frame",
            "rankagg.fuse(pd.read_csv(dma7_pipe.csv)): InfoWorks WS Pro's pipe table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('dma7_pipe.csv'), method='borda')\n",
            "InfoWorks", why="a table of runs has qid, docid, run and score columns; InfoWorks' has a pipe per row "
            "(us_node_id, ds_node_id, link_suffix, ...)", files={"dma7_pipe.csv": _INFOWORKS_TABLE}),
    ]
    return cases
