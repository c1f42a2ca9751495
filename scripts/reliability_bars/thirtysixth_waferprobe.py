"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a semiconductor fab's wafer sort and yield team ranking
dies for failure analysis per lot and probe insertion across yield signals (its cases, ids ``u36a_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each lot and probe insertion (``lot:N3A417.1/CP1``) is a query and each die a document by its wafer
and its coordinates on the map (``die:W07/x12y-03``); the runs are the sort bins' yield model, the WAT parametric
outliers, the inline defect inspections' and the failure analysis engineers' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each signal's record, and judged against what
failure analysis found (2 root cause, 1 contributing defect, 0 nothing found).  The mistakes and odd files: the
field's own files given where runs or qrels are read (an STDF V4 datalog, its ATDF text form, a KLARF defect file, a
SEMI E142 substrate map, a SEMI G85 XML map, a SINF wafer map, a foundry's WAT CSV, the yield system's die table, the
probe card's record), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_WAFERPROBE = ("45 Unseen inputs: a thirty-sixth bar, a fab's wafer sort and yield team ranking dies for "
                          "failure analysis per lot and probe insertion (STDF, ATDF, KLARF, SEMI E142, SEMI G85, "
                          "SINF, WAT, wafer sort die tables, probe card records)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['bin_yield', 'wat_outlier', 'inline_defects', 'fa_engineers'],
    items=['die:W07/x12y-03', 'die:W07/x-04y08', 'die:W13/x00y00', 'die:W13/x15y-11', 'die:W19/x-09y-06',
           'die:W02/x03y14', 'die:W24/x-16y01', 'die:W19/x07y-13'],
    queries=['lot:N3A417.1/CP1', 'lot:N3A418.1/CP1', 'lot:N3A421.1/CP1', 'lot:N3A417.1/CP2', 'lot:N3B002.1/CP1',
             'lot:N3B005.1/CP2'],
    suffix='/retest', generator='dies', judgements='root_causes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "dies", "dies.run")

_RECS3 = ["bin_yield", "wat_outlier", "inline_defects"]
_OUT = ("dies.run",)
_ONE_RUN = ("lot:N3A417.1/CP1 Q0 die:W07/x12y-03 1 0.91 bin_yield\nlot:N3A417.1/CP1 Q0 die:W07/x-04y08 2 0.77 "
            "bin_yield\nlot:N3A417.1/CP1 Q0 die:W13/x00y00 3 0.52 bin_yield\n")


# the team's files, as the testers, probers, inspection tools and the foundry write them (a few lines)
def _stdf() -> bytes:
    """An STDF V4 datalog as the tester writes it (CPU_TYPE 2: little-endian): each record a 4-byte header (REC_LEN,
    REC_TYP, REC_SUB), then FAR (0, 10: CPU_TYPE 2, STDF_VER 4), MIR, WIR, PIR, a PTR and a PRR."""
    def rec(typ: int, sub: int, data: bytes) -> bytes:
        return struct.pack("<HBB", len(data), typ, sub) + data

    def cn(text: str) -> bytes:
        return bytes([len(text)]) + text.encode("ascii")

    far = rec(0, 10, bytes([2, 4]))
    mir = rec(1, 10, struct.pack("<IIB", 1795766531, 1795767242, 1) + b"P  " + struct.pack("<H", 65535) + b" "
              + b"".join(cn(s) for s in ["N3A417.1", "TC7245", "prb07-tc", "93000", "TC7245_CP1", "v12", "",
                                         "jchen", "SmarTest", "7.4.2", "CP1", "25"]))
    wir = rec(2, 10, struct.pack("<BBI", 1, 255, 1795767242) + cn("N3A417-07"))
    pir = rec(5, 10, bytes([1, 1]))
    ptr = rec(15, 10, struct.pack("<IBBBBf", 1001, 1, 1, 0, 0, 0.4123) + cn("VTN_SVT_L30"))
    prr = rec(5, 20, struct.pack("<BBBHHHhhI", 1, 1, 0x08, 412, 7, 712, 12, -3, 843) + cn("1"))
    return far + mir + wir + pir + ptr + prr


_STDF = _stdf()
_ATDF = ("FAR:A|4|2|U\nMIR:N3A417.1|TC7245|TC7245_CP1|prb07-tc|93000|08:02:11 27-Nov-2026|08:14:02 27-Nov-2026|jchen|"
         "P|1\nWIR:1|08:14:02 27-Nov-2026|255|N3A417-07\nPIR:1|1\n")
_KLARF = ('FileVersion 1 2;\nFileTimestamp 11-27-26 08:14:02;\nInspectionStationID "KLA-TENCOR" "2367" "INSP07";\n'
          'SampleType WAFER;\nResultTimestamp 11-27-26 08:10:55;\nLotID "N3A417.1";\nSampleSize 1 300;\n'
          'DeviceID "TC7245";\nSetupID "M1_CMP_INSP" 11-27-26 07:58:12;\nStepID "M1CMP";\nWaferID "N3A417-07";\n'
          'Slot 7;\nDiePitch 4.2000000000e+03 3.8000000000e+03;\nDieOrigin 0.000000 0.000000;\n'
          'DefectRecordSpec 17 DEFECTID XREL YREL XINDEX YINDEX XSIZE YSIZE DEFECTAREA DSIZE CLASSNUMBER TEST '
          'CLUSTERNUMBER ROUGHBINNUMBER FINEBINNUMBER REVIEWSAMPLE IMAGECOUNT IMAGELIST;\nDefectList\n'
          ' 1 1523.400 2812.100 12 -3 0.850 0.620 0.410 0.740 21 1 0 3 0 1 0 0\n'
          ' 2 388.250 1204.700 -4 8 1.210 0.930 0.880 1.070 7 1 0 5 0 1 0 0;\n'
          'SummarySpec 5 TESTNO NDEFECT DEFDENSITY NDIE NDEFDIE;\nSummaryList\n 1 2 0.0031 512 2;\nEndOfFile;\n')
_E142 = ('<?xml version="1.0" encoding="UTF-8"?>\n<MapData xmlns="urn:semi-org:xsd.E142-1.V1005.SubstrateMap">\n'
         '  <Layouts>\n    <Layout LayoutId="WaferLayout" DefaultUnits="mm" TopLevel="true">\n'
         '      <Dimension X="1" Y="1"/>\n      <ChildLayouts><ChildLayout LayoutId="Devices"/></ChildLayouts>\n'
         '    </Layout>\n  </Layouts>\n  <Substrates>\n    <Substrate SubstrateType="Wafer" SubstrateId="N3A417-07">\n'
         '      <LotId>N3A417.1</LotId>\n    </Substrate>\n  </Substrates>\n  <SubstrateMaps>\n'
         '    <SubstrateMap SubstrateType="Wafer" SubstrateId="N3A417-07" LayoutSpecifier="WaferLayout/Devices" '
         'OriginLocation="LowerLeft" AxisDirection="UpRight">\n'
         '      <Overlay MapName="BinCodeMap" MapVersion="1">\n'
         '        <BinCodeMap BinType="Decimal" NullBin="255">\n'
         '          <BinDefinitions><BinDefinition BinCode="1" BinCount="480" BinQuality="Pass" '
         'BinDescription="Good"/></BinDefinitions>\n          <BinCode>255001001007001255</BinCode>\n'
         '        </BinCodeMap>\n      </Overlay>\n    </SubstrateMap>\n  </SubstrateMaps>\n</MapData>\n')
_G85 = ('<?xml version="1.0" encoding="UTF-8"?>\n<Maps>\n  <Map xmlns="http://www.semi.org" '
        'FormatRevision="SEMI G85 0703" SubstrateType="Wafer" SubstrateId="N3A417-07">\n'
        '    <Device ProductId="TC7245" LotId="N3A417.1" WaferSize="300" DeviceSizeX="4.2" DeviceSizeY="3.8" '
        'Orientation="0" OriginLocation="0" BinType="Decimal" NullBin="255" Rows="3" Columns="5">\n'
        '      <ReferenceDevice ReferenceDeviceX="2" ReferenceDeviceY="1"/>\n'
        '      <Bin BinCode="001" BinCount="12" BinQuality="Pass" BinDescription="Good"/>\n'
        '      <Bin BinCode="007" BinCount="1" BinQuality="Fail" BinDescription="IDDQ"/>\n'
        '      <Data MapName="Map" MapVersion="1">\n        <Row><![CDATA[255 001 001 001 255]]></Row>\n'
        '        <Row><![CDATA[001 001 007 001 001]]></Row>\n        <Row><![CDATA[255 001 001 001 255]]></Row>\n'
        '      </Data>\n    </Device>\n  </Map>\n</Maps>\n')
_SINF = ("DEVICE:TC7245\nLOT:N3A417.1\nWAFER:N3A417-07\nFNLOC:180\nROWRDC:5\nCOLCT:7\nBCEQU:01\nREFPX:-3\nREFPY:2\n"
         "DUTMS:MM\nXDIES:4.200\nYDIES:3.800\nRowData:__ __ 01 01 01 __ __\nRowData:__ 01 01 0C 01 01 __\n"
         "RowData:01 01 01 01 01 01 01\nRowData:__ 01 EF 01 01 01 __\nRowData:__ __ 01 01 01 __ __\n")
_WAT = ("#WAT DATA,FAB14,TECH N28HPC+\n#LOT N3A417.1,DATE 2026/11/24 21:07:33,PROGRAM T28HPCP_WAT_V12\n"
        "LOT_ID,WAFER_ID,SITE_ID,X,Y,VTN_SVT_L30,VTP_SVT_L30,IDSN_SVT_W1,IDSP_SVT_W1,RS_NPO,RS_PPO,RC_M1V1,BV_GOX\n"
        "N3A417.1,07,1,0,5,0.4123,-0.3981,812.4,-421.7,68.2,142.5,21.3,4.12\n"
        "N3A417.1,07,2,-4,-2,0.4087,-0.4012,820.1,-418.9,67.9,141.8,21.1,4.15\n"
        "N3A417.1,07,3,4,-2,0.4152,-0.3957,806.6,-424.2,68.7,143.1,21.6,4.10\n")
_SORT = ("LOT_ID,WAFER_ID,X,Y,HBIN,SBIN,SITE,TEST_T_MS\nN3A417.1,07,12,-3,7,712,2,843\nN3A417.1,07,-4,8,1,1,1,612\n"
         "N3A417.1,07,0,0,1,1,3,609\nN3A417.1,07,15,-11,4,402,4,221\n")
_PROBE_CARD = ('{"probe_card_id": "PC-TC7245-A03", "device": "TC7245", "prober": "P12XL-07", "pin_count": 2304, '
               '"touchdowns": 184522, "touchdown_limit": 500000, "since_clean": 412, "clean_interval": 500, '
               '"overdrive_um": 75, "last_pca": {"date": "2026-11-20", "planarity_um": 11.2, "alignment_um": 2.4}, '
               '"events": [{"ts": "2026-11-27T08:14:02.118Z", "event": "TOUCHDOWN_COUNT", "lot_id": "N3A417.1", '
               '"wafer_id": "N3A417-07"}, {"ts": "2026-11-27T08:14:09.530Z", "event": "ONLINE_CLEAN", '
               '"lot_id": "N3A417.1", "wafer_id": "N3A417-07"}]}\n')


def thirtysixth_bar_waferprobe_cases() -> list[Case]:
    G = THIRTYSIXTH_WAFERPROBE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="dies", judgements="root_causes", runs=_RECS3, stem="dies", outputs=_OUT,
        item="dies", rounded="inline_defects",
        weights="{'bin_yield': 1.0, 'wat_outlier': 0.5, 'inline_defects': 1.5, 'fa_engineers': 2.0}",
        lone_query="R['fa_engineers']['lot:N3C101.1/CP1'] = {'die:W01/x05y02': 0.9, 'die:W01/x-02y09': 0.4}\n",
        trust="inline_defects 1.5\nbin_yield 1\nwat_outlier 0.5\n",
        trust_dict="{'inline_defects': 1.5, 'bin_yield': 1, 'wat_outlier': 0.5}",
        texts={
            "rrf": ("u36a_rrf_yield_signals",
                    "rankagg.fuse({signal: {lot/insertion: {die: score}}}, method='rrf'): four signals, six lots "
                    "('lot:N3A417.1/CP1'), dies by wafer and map coordinates ('die:W07/x12y-03')"),
            "borda": ("u36a_borda_uninspected_dies",
                      "rankagg.fuse(..., method='borda'): the inline inspections sample a few wafers a lot, so most "
                      "dies have no defect score"),
            "combsum": ("u36a_combsum_rounded_densities",
                        "rankagg.fuse(..., method='combsum'): the defect densities at one decimal (many ties) beside "
                        "the sort and WAT scores"),
            "fuser": ("u36a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per lot: the FA engineers count 2, the WAT outliers 0.5"),
            "frame": ("u36a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the yield review sheet, a row "
                      "per lot, die and signal"),
            "evaluate": ("u36a_evaluate_root_causes",
                         "rankagg.evaluate(fused ranking, what failure analysis found, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the dies whose root cause was found"),
            "lone": ("u36a_one_signal_lot",
                     "rankagg.fuse(..., method='rrf'): an engineering lot only the FA engineers ranked (no sort data "
                     "yet) beside lots every signal covers"),
            "cli_rrf": ("u36a_cli_rrf_runs",
                        "rankagg fuse bin_yield.run wat_outlier.run inline_defects.run --method rrf -o dies.run: one "
                        "run per signal, lots as queries"),
            "cli_borda": ("u36a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the inline defects "
                          "count 1.5)"),
            "cli_combsum": ("u36a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four dies the FA lab can cross-section "
                            "this week"),
            "cli_evaluate": ("u36a_cli_evaluate_root_cause_qrels",
                             "rankagg evaluate dies.run --qrels root_causes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what failure analysis found (0-2)"),
            "cli_parquet": ("u36a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o dies.parquet: gzipped runs from the yield "
                            "system's nightly jobs, a Parquet table for the yield dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36a_stdf_as_run", "an STDF V4 datalog from the tester (FAR: CPU_TYPE 2, STDF_VER 4; MIR, WIR, PIR, PTR, "
         "PRR records)", "N3A417_W07_CP1.stdf", _STDF, "STDF", "N3A417_W07_CP1.stdf"),
        ("u36a_atdf_as_run", "an ATDF datalog, STDF's text form ('FAR:A|4|2|U', then MIR:, WIR:, PIR: records)",
         "N3A417_W07_CP1.atd", _ATDF, "ATDF", "N3A417_W07_CP1.atd:1"),
        ("u36a_klarf_as_run", "a KLARF 1.2 defect file from the inline inspection (FileVersion 1 2; ... "
         "DefectRecordSpec 17 ...; DefectList)", "N3A417-07_M1CMP.klarf", _KLARF, "KLARF",
         "N3A417-07_M1CMP.klarf:1"),
        ("u36a_e142_as_run", "a SEMI E142 substrate map (MapData in urn:semi-org:xsd.E142-1.V1005.SubstrateMap: "
         "Layouts, Substrates, SubstrateMaps, BinCodeMap)", "N3A417-07_map.xml", _E142, "E142",
         "N3A417-07_map.xml:2"),
        ("u36a_g85_as_run", "a SEMI G85 XML wafer map (Maps, Map FormatRevision='SEMI G85 0703', Device, Bin, Row)",
         "N3A417-07_g85.xml", _G85, "G85", "N3A417-07_g85.xml:2"),
        ("u36a_sinf_as_run", "a SINF wafer map (DEVICE:, LOT:, WAFER:, FNLOC:, ... BCEQU:, then RowData: hex bins)",
         "N3A417-07.sinf", _SINF, "SINF", "N3A417-07.sinf:1"),
        ("u36a_wat_csv_as_run", "a foundry's WAT parametric data ('#WAT DATA' preamble lines, then LOT_ID, "
         "WAFER_ID, SITE_ID, X, Y and a column per parameter)", "N3A417.1_WAT.csv", _WAT, "WAT",
         "N3A417.1_WAT.csv:1"),
        ("u36a_sort_die_table_as_run", "the yield system's wafer sort die table (LOT_ID, WAFER_ID, X, Y, HBIN, "
         "SBIN, SITE, TEST_T_MS)", "N3A417_CP1_dies.csv", _SORT, "wafer sort", "N3A417_CP1_dies.csv:1"),
        ("u36a_probe_card_json_as_run", "the probe card's record from the card management system (JSON: "
         "probe_card_id, device, prober, touchdowns, touchdown_limit, last_pca, events)", "PC-TC7245-A03.json",
         _PROBE_CARD, "probe card", "PC-TC7245-A03.json:1")],
        one_run=("bin_yield.run", _ONE_RUN), stem="dies",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary datalog read as lines gives no ranking: named by its record "
                   "header bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36a_klarf_as_qrels", "N3A417-07_M1CMP.klarf", _KLARF, "KLARF"),
        ("u36a_sort_die_table_as_qrels", "N3A417_CP1_dies.csv", _SORT, "wafer sort"),
        ("u36a_sinf_as_qrels", "N3A417-07.sinf", _SINF, "SINF"),
        ("u36a_stdf_as_qrels", "N3A417_W07_CP1.stdf", _STDF, "STDF")],
        one_run=("bin_yield.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36a_out_stdf", "dies.stdf", "an STDF datalog"),
        ("u36a_out_klarf", "dies.klarf", "a KLARF defect file"),
        ("u36a_out_sinf", "dies.sinf", "a SINF wafer map"),
        ("u36a_out_atdf", "dies.atd", "an ATDF datalog")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's tables given to the API ---------------------------------------------------------------------------
    cases += [
        bad("u36a_api_wat_frame",
            "rankagg.fuse(pd.read_csv(N3A417.1_WAT.csv, comment='#')): a foundry's WAT parametric data given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('w.csv', comment='#'), method='borda')\n",
            "WAT", why="a table of runs has qid, docid, run and score columns; WAT's has a row per wafer and test "
            "site and a column per parameter", files={"w.csv": _WAT}),
        bad("u36a_api_probe_card_dict",
            "rankagg.fuse(json.load(PC-TC7245-A03.json)): the probe card's record loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "probe card", why="a run maps a query to {document: score}; the probe card's 'device' is text, "
            "'touchdowns' a count and 'events' a list", files={"p.json": _PROBE_CARD}),
    ]
    return cases
