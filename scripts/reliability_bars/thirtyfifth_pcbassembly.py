"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, an electronics contract manufacturer's PCB assembly
line team ranking placements per board lot and side across inspection stages (its cases, ids ``u35a_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each board, lot and side (``pcba:CTRL-R3/lot-2611A/top``) is a query and each placement a document
by its reference designator and package (``ref:U7/LQFP-48``); the runs are solder paste inspection's (SPI), automated
optical inspection's (AOI), automated X-ray inspection's (AXI) and the line engineers' rankings of the placements
likeliest to be defective, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted
by each stage's record, and judged against what in-circuit and functional test found and rework fixed (2 a defect
reworked, 1 a marginal joint touched up, 0 no defect).  The mistakes and odd files: the field's own files given where
runs or qrels are read (a Gerber RS-274X layer, an Excellon drill file, an IPC-2581 assembly file, an Eagle board,
Altium's pick and place file, JLCPCB's placement (CPL) table, Eagle's mount file, an ODB++ archive, an IPC-CFX
inspection message; a SPICE netlist, an IPC-D-356 netlist, a KiCad board and JLCPCB's BOM as judgements), and outputs
named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import io
import tarfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_PCBASSEMBLY = ("45 Unseen inputs: a thirty-fifth bar, an electronics contract manufacturer's PCB assembly "
                           "line team ranking placements per board lot and side across SPI, AOI, X-ray and engineers "
                           "(Gerber, Excellon, IPC-2581, Eagle, Altium, JLCPCB, ODB++, IPC-CFX, SPICE, IPC-D-356, "
                           "KiCad)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['spi', 'aoi', 'axi', 'line_engineers'],
    items=['ref:U7/LQFP-48', 'ref:U12/BGA-256', 'ref:J3/USB-C-16P', 'ref:Q2/SOT-23', 'ref:C41/0402', 'ref:R17/0201',
           'ref:L1/1210', 'ref:D5/SOD-123'],
    queries=['pcba:CTRL-R3/lot-2611A/top', 'pcba:CTRL-R3/lot-2611A/bot', 'pcba:PSU-48V-R2/lot-2611B/top',
             'pcba:PSU-48V-R2/lot-2611B/bot', 'pcba:IOX-8-R1/lot-2611C/top', 'pcba:IOX-8-R1/lot-2611C/bot'],
    suffix='/rework', generator='defect_sites', judgements='reworked') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "defect_sites", "defects.run")

_RECS3 = ["spi", "aoi", "axi"]
_OUT = ("defects.run",)
_ONE_RUN = ("pcba:CTRL-R3/lot-2611A/top Q0 ref:U7/LQFP-48 1 0.91 aoi\npcba:CTRL-R3/lot-2611A/top Q0 "
            "ref:U12/BGA-256 2 0.77 aoi\n")
# the team's files, as the CAD tools, the CAM station, the assembly house and the inspection machines write them (a
# few lines)
# a Gerber X2 copper layer as KiCad 8 plots it: TF file attributes, the format, apertures, a pad flashed, M02
_GERBER = ("%TF.GenerationSoftware,KiCad,Pcbnew,8.0.5*%\n%TF.CreationDate,2026-11-20T10:12:44+01:00*%\n"
           "%TF.ProjectId,ctrl-r3,6374726c-2d72-4300-8000-000000000000,R3*%\n%TF.SameCoordinates,Original*%\n"
           "%TF.FileFunction,Copper,L1,Top*%\n%TF.FilePolarity,Positive*%\n%FSLAX46Y46*%\n"
           "G04 Gerber Fmt 4.6, Leading zero omitted, Abs format (unit mm)*\n"
           "G04 Created by KiCad (PCBNEW 8.0.5) date 2026-11-20 10:12:44*\n%MOMM*%\n%LPD*%\nG01*\n"
           "G04 APERTURE LIST*\n%TA.AperFunction,SMDPad,CuDef*%\n%ADD10R,0.300000X1.475000*%\n%TD*%\n"
           "G04 APERTURE END LIST*\nD10*\n%TO.C,U7*%\n%TO.P,U7,1,PB9*%\nX116837500Y-87420000D03*\n%TD*%\nM02*\n")
# an Excellon drill file as KiCad 8 writes it: M48, ';' comments with X2 attributes, tools, '%', hits, M30
_EXCELLON = ("M48\n; DRILL file {KiCad 8.0.5} date 2026-11-20T10:12:51+0100\n"
             "; FORMAT={-:-/ absolute / metric / decimal}\n; #@! TF.CreationDate,2026-11-20T10:12:51+01:00\n"
             "; #@! TF.GenerationSoftware,Kicad,Pcbnew,8.0.5\n; #@! TF.FileFunction,Plated,1,4,PTH\nFMAT,2\nMETRIC\n"
             "; #@! TA.AperFunction,Plated,PTH,ViaDrill\nT1C0.300\n; #@! TA.AperFunction,Plated,PTH,ComponentDrill\n"
             "T2C1.000\n%\nG90\nG05\nT1\nX102.5Y-78.25\nX104.0Y-78.25\nT2\nX98.3Y-70.1\nX100.84Y-70.1\nM30\n")
_IPC2581 = ('<?xml version="1.0" encoding="UTF-8"?>\n<IPC-2581 revision="C" xmlns="http://webstds.ipc.org/2581" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <Content roleRef="Owner">\n'
            '    <FunctionMode mode="ASSEMBLY" level="3"/>\n    <StepRef name="ctrl-r3"/>\n    <LayerRef name="TOP"/>\n'
            '    <BomRef name="ctrl-r3_BOM"/>\n  </Content>\n  <LogisticHeader>\n'
            '    <Role id="Owner" roleFunction="SENDER"/>\n    <Enterprise id="ACME" code="NONE"/>\n'
            '    <Person name="pcb" enterpriseRef="ACME" roleRef="Owner"/>\n  </LogisticHeader>\n'
            '  <Bom name="ctrl-r3_BOM">\n    <BomHeader assembly="ctrl-r3" revision="R3"/>\n'
            '    <BomItem OEMDesignNumberRef="STM32G474CET6" quantity="1" category="ELECTRICAL">\n'
            '      <RefDes name="U7" packageRef="LQFP-48_7x7mm_P0.5mm" populate="true" layerRef="TOP"/>\n'
            '    </BomItem>\n  </Bom>\n</IPC-2581>\n')
_EAGLE_BRD = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE eagle SYSTEM "eagle.dtd">\n<eagle version="9.6.2">\n'
              '<drawing>\n<settings>\n<setting alwaysvectorfont="no"/>\n<setting verticaltext="up"/>\n</settings>\n'
              '<grid distance="0.1" unitdist="inch" unit="inch" style="lines" multiple="1" display="no" '
              'altdistance="0.01" altunitdist="inch" altunit="inch"/>\n<layers>\n'
              '<layer number="1" name="Top" color="4" fill="1" visible="yes" active="yes"/>\n</layers>\n<board>\n'
              '<elements>\n<element name="U7" library="ST" package="LQFP48" value="STM32G474CET6" x="120.65" '
              'y="90.17" rot="R90"/>\n</elements>\n</board>\n</drawing>\n</eagle>\n')
# Altium's pick and place file (CSV): a preamble of the design's information, then the quoted header and rows
_ALTIUM_PNP = ('Altium Designer Pick and Place Locations\n'
               'C:\\Projects\\CTRL-R3\\Project Outputs for CTRL-R3\\Pick_Place_for_CTRL-R3.csv\n\n'
               + "=" * 120 + '\nFile Design Information:\n\nDate:       20/11/26\nTime:       10:14\n'
               'Revision:   Not in VersionControl\nVariant:    No variations\nUnits used: mm\n\n'
               '"Designator","Comment","Layer","Footprint","Center-X(mm)","Center-Y(mm)","Rotation","Description"\n'
               '"U7","STM32G474CET6","TopLayer","LQFP48_7X7","120.6500","90.1700","90","MCU, 32-bit ARM Cortex-M4"\n'
               '"C41","100n","TopLayer","CAPC1005X55N","112.2750","84.5000","90","Capacitor, MLCC X7R 16V"\n')
# JLCPCB's placement (CPL) table
_JLC_CPL = ("Designator,Mid X,Mid Y,Layer,Rotation\nU7,120.65mm,90.17mm,Top,90\nC41,112.275mm,84.5mm,Top,90\n"
            "R17,108.71mm,84.5mm,Top,270\nQ2,131.45mm,77.98mm,Bottom,180\n")
# Eagle's mount file (mountsmd.ulp, .mnt): 'name x y rotation value package', six fields a line
_EAGLE_MNT = ("C41 112.28 84.50  90 100n C0402\nR17 108.71 84.50 270 4k7 R0201\n"
              "U7 120.65 90.17  90 STM32G474CET6 LQFP48\nQ2 131.45 77.98 180 BSS138 SOT23\n")


def _odb() -> bytes:
    """An ODB++ job as the CAM station exports it: a gzipped tar of the job's folders, matrix/matrix and misc/info."""
    files = {"ctrl-r3/matrix/matrix": "STEP {\n   COL=1\n   NAME=PCB\n}\n\nLAYER {\n   ROW=1\n   CONTEXT=BOARD\n"
                                      "   TYPE=COMPONENT\n   NAME=COMP_+_TOP\n   POLARITY=POSITIVE\n   START_NAME=\n"
                                      "   END_NAME=\n   OLD_NAME=\n}\n\nLAYER {\n   ROW=2\n   CONTEXT=BOARD\n"
                                      "   TYPE=SOLDER_PASTE\n   NAME=SPT\n   POLARITY=POSITIVE\n   START_NAME=\n"
                                      "   END_NAME=\n   OLD_NAME=\n}\n",
             "ctrl-r3/misc/info": "UPDATE_DATE=20261120.101455\nJOB_NAME=ctrl-r3\nODB_VERSION_MAJOR=8\n"
                                  "ODB_VERSION_MINOR=1\nODB_SOURCE=KiCad EDA 8.0.5\nCREATION_DATE=20261120.101455\n"
                                  "UNITS=MM\n"}
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name, text in files.items():
            data = text.encode("ascii")
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), 1795168495, 0o644
            tar.addfile(info, io.BytesIO(data))
    return gzip.compress(buf.getvalue(), mtime=0)


# an IPC-CFX message from the AOI (CFX.Production.TestAndInspection.UnitsInspected), saved from the broker
_CFX = ('{"MessageName": "CFX.Production.TestAndInspection.UnitsInspected", "Version": "1.7", "TimeStamp": '
        '"2026-11-27T08:14:03.12+01:00", "UniqueID": "5f2a9c41-0d3e-4b7a-8e21-6c4f0b9a7d13", "Source": '
        '"CFX.L2.AOI-01", "Target": null, "RequestID": null, "MessageBody": {"$type": '
        '"CFX.Production.TestAndInspection.UnitsInspected, CFX", "TransactionId": "b7e1c0f2-4a8d-4c3e-9f10-2d6a5e8b'
        '1c47", "InspectionMethod": "AOI", "RecipeName": "CTRL-R3_TOP", "InspectedUnits": [{"UnitIdentifier": '
        '"PNL2611A0042", "UnitPositionNumber": 1, "OverallResult": "Failed", "Inspections": [{"InspectionName": '
        '"SOLDER_JOINT", "Result": "Failed", "DefectsFound": [{"DefectCode": "BRIDGE", "ComponentOfInterest": '
        '{"ReferenceDesignator": "U7"}}]}]}]}}\n')
# the judgements' mistakes: KiCad 8's SPICE netlist (element lines of four fields), its IPC-D-356 netlist (fixed
# columns), its board file, JLCPCB's BOM (four columns)
_SPICE = ('.title KiCad schematic\n.include "/home/eng/ctrl-r3/spice/LMR36015.lib"\n'
          "XU3 /VIN /EN /SW /BOOT /FB 0 LMR36015\nR17 /FB 0 10k\nR18 /3V3 /FB 31.6k\nC41 /3V3 0 100n\nL1 /SW /3V3 10u\n"
          "V1 /VIN 0 DC 24\n.tran 1u 5m\n.end\n")


def _d356(code: str, net: str, ref: str, pin: str, fields: str) -> str:
    """An IPC-D-356 record in its fixed columns, as KiCad writes it: the code, the net in 14, the reference in 6, '-'
    and the pin in 4 (blank for a via), a midpoint flag, then the hole, access, position and size fields."""
    return f"{code}{net:<14}   {ref:<6}{'-' if pin else ' '}{pin:<4}{fields}\n"


_IPC_D356 = ("P  CODE 00\nP  UNITS CUST 0\nP  arrayDim   N\n"
             + _d356("317", "GND", "VIA", "", "MD0118PA00X+040354Y-030906X0236Y0000R000S3")
             + _d356("317", "/USB_VBUS", "J3", "A4", " D0256PA00X+038701Y-027598X0394Y0000R000S0")
             + _d356("327", "+3V3", "U7", "1", "       A01X+046000Y-034417X0118Y0581R090S2")
             + _d356("327", "/FB", "R17", "1", "       A01X+042799Y-033268X0126Y0110R270S2") + "999\n")
_KICAD_PCB = ('(kicad_pcb\n\t(version 20240108)\n\t(generator "pcbnew")\n\t(generator_version "8.0")\n\t(general\n'
              '\t\t(thickness 1.6)\n\t\t(legacy_teardrops no)\n\t)\n\t(paper "A4")\n\t(layers\n\t\t(0 "F.Cu" signal)\n'
              '\t\t(31 "B.Cu" signal)\n\t\t(37 "F.SilkS" user "F.Silkscreen")\n\t)\n\t(net 0 "")\n\t(net 1 "GND")\n'
              '\t(net 2 "+3V3")\n)\n')
_JLC_BOM = ('Comment,Designator,Footprint,JLCPCB Part #\n100n,"C12,C13,C41",C_0402_1005Metric,C1525\n'
            '4k7,"R17,R18",R_0201_0603Metric,C270275\nSTM32G474CET6,U7,LQFP-48_7x7mm_P0.5mm,C451234\n')


def thirtyfifth_bar_pcbassembly_cases() -> list[Case]:
    G = THIRTYFIFTH_PCBASSEMBLY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="defect_sites", judgements="reworked", runs=_RECS3, stem="defects", outputs=_OUT,
        item="placements", rounded="aoi",
        weights="{'spi': 1.0, 'aoi': 1.5, 'axi': 2.0, 'line_engineers': 0.5}",
        lone_query="R['line_engineers']['pcba:RFM-915-R0/proto-01/top'] = {'ref:U1/QFN-32': 0.9, "
                   "'ref:Y1/3225': 0.4}\n",
        trust="axi 2\naoi 1.5\nspi 1\n",
        trust_dict="{'axi': 2, 'aoi': 1.5, 'spi': 1}",
        texts={
            "rrf": ("u35a_rrf_inspections",
                    "rankagg.fuse({stage: {board/lot/side: {placement: score}}}, method='rrf'): SPI, AOI, X-ray and "
                    "the engineers, six board sides ('pcba:CTRL-R3/lot-2611A/top'), placements as ref:U7/LQFP-48"),
            "borda": ("u35a_borda_unscored_placements",
                      "rankagg.fuse(..., method='borda'): X-ray did not score the placements outside its BGA and QFN "
                      "program"),
            "combsum": ("u35a_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): AOI's defect confidence at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u35a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per board side: X-ray counts 2, the engineers 0.5"),
            "frame": ("u35a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the MES's defect sheet, a row "
                      "per board side, placement and stage"),
            "evaluate": ("u35a_evaluate_reworked",
                         "rankagg.evaluate(fused ranking, what test found and rework fixed, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the joints that failed"),
            "lone": ("u35a_one_stage_board",
                     "rankagg.fuse(..., method='rrf'): a prototype board only the engineers ranked (no inspection "
                     "program yet) beside boards every stage covers"),
            "cli_rrf": ("u35a_cli_rrf_runs",
                        "rankagg fuse spi.run aoi.run axi.run --method rrf -o defects.run: one run per inspection "
                        "stage, board sides as queries"),
            "cli_borda": ("u35a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: X-ray counts double)"),
            "cli_combsum": ("u35a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four placements the rework station takes "
                            "per panel"),
            "cli_evaluate": ("u35a_cli_evaluate_reworked_qrels",
                             "rankagg evaluate defects.run --qrels reworked.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what test found and rework fixed (0-2)"),
            "cli_parquet": ("u35a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o defects.parquet: gzipped runs from the line's "
                            "machines, a Parquet table for the yield dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35a_gerber_as_run", "a Gerber X2 copper layer (RS-274X: %TF attributes, %FSLAX46Y46*%, apertures, D03 "
         "flashes, M02)", "ctrl-r3-F_Cu.gtl", _GERBER, "Gerber", "ctrl-r3-F_Cu.gtl:1"),
        ("u35a_excellon_as_run", "an Excellon drill file (M48, ';' comments, METRIC, T1C0.300 tools, '%', hits, M30)",
         "ctrl-r3-PTH.drl", _EXCELLON, "Excellon", "ctrl-r3-PTH.drl:1"),
        ("u35a_ipc2581_as_run", "an IPC-2581 assembly file (IPC-2581 revision C: Content, LogisticHeader, Bom)",
         "ctrl-r3.xml", _IPC2581, "IPC-2581", "ctrl-r3.xml:2"),
        ("u35a_eagle_brd_as_run", "an Eagle board (eagle.dtd: eagle, drawing, settings, layers, board, elements)",
         "ctrl-r3.brd", _EAGLE_BRD, "Eagle", "ctrl-r3.brd:3"),
        ("u35a_altium_pnp_as_run", "Altium's pick and place file ('Altium Designer Pick and Place Locations', the "
         "design's information, then \"Designator\",\"Comment\",\"Layer\",...)", "Pick_Place_for_CTRL-R3.csv",
         _ALTIUM_PNP, "Altium", "Pick_Place_for_CTRL-R3.csv:1"),
        ("u35a_jlcpcb_cpl_as_run", "JLCPCB's placement table (CPL: Designator, Mid X, Mid Y, Layer, Rotation)",
         "ctrl-r3_cpl.csv", _JLC_CPL, "JLCPCB", "ctrl-r3_cpl.csv:1"),
        ("u35a_eagle_mnt_as_run", "Eagle's mount file (mountsmd.ulp: 'name x y rotation value package', six fields "
         "a line)", "ctrl-r3.mnt", _EAGLE_MNT, "Eagle", "ctrl-r3.mnt:1"),
        ("u35a_odb_tgz_as_run", "an ODB++ job archive (a gzipped tar: ctrl-r3/matrix/matrix, ctrl-r3/misc/info)",
         "ctrl-r3.tgz", _odb(), "ODB++", "ctrl-r3.tgz"),
        ("u35a_cfx_as_run", "an IPC-CFX message from the AOI (MessageName CFX.Production.TestAndInspection."
         "UnitsInspected, Version, ..., MessageBody)", "aoi_units_inspected.json", _CFX, "CFX",
         "aoi_units_inspected.json:1")],
        one_run=("aoi.run", _ONE_RUN), stem="defects",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary archive read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35a_spice_as_qrels", "ctrl-r3.cir", _SPICE, "SPICE"),
        ("u35a_ipc_d356_as_qrels", "ctrl-r3.d356", _IPC_D356, "IPC-D-356"),
        ("u35a_kicad_pcb_as_qrels", "ctrl-r3.kicad_pcb", _KICAD_PCB, "KiCad"),
        ("u35a_jlcpcb_bom_as_qrels", "ctrl-r3_bom.csv", _JLC_BOM, "JLCPCB")],
        one_run=("aoi.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35a_out_gbr", "defects.gbr", "a Gerber file"),
        ("u35a_out_drl", "defects.drl", "an Excellon drill file"),
        ("u35a_out_kicad_pcb", "defects.kicad_pcb", "a KiCad board"),
        ("u35a_out_cir", "defects.cir", "a SPICE netlist")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35a_api_cfx_dict",
            "rankagg.fuse(json.load(aoi_units_inspected.json)): the AOI's IPC-CFX message loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json')), method='rrf')\n",
            "CFX", why="a run maps a query to {document: score}; a CFX message's 'MessageName' is text and "
            "'MessageBody' a message", files={"c.json": _CFX}),
        bad("u35a_api_jlcpcb_cpl_frame",
            "rankagg.fuse(pd.read_csv(ctrl-r3_cpl.csv)): JLCPCB's placement table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "JLCPCB", why="a table of runs has qid, docid, run and score columns; a CPL has a placement per row",
            files={"p.csv": _JLC_CPL}),
    ]
    return cases
