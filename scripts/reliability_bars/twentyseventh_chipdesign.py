"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a chip design team's ranking of timing-critical paths and design configurations across static timing tools and ML predictors (Verilog, SDC, Liberty, DEF, VCD) (its cases, ids ``u27b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each design block and corner (``core_top/ss_0p72v_125c``) is a query, each timing path
(``path/u_alu/reg_17/D``) or design configuration (``cfg_util0.70_clk1.25``) a document, and the runs are static
timing tools and ML predictors: OpenSTA (slacks to 2 decimals: ties are common), a commercial STA report converted
(4 decimals), an ML timing predictor and a congestion predictor.  Slacks are in ns, mostly negative, the worst path
the most negative; since rankagg reads higher as better, the team writes each path's criticality, ``-slack``, as its
score (or is told which way a file of raw slacks was read).  The runs are fused per corner with Borda, RRF and
CombMNZ, cut to the 50 worst paths, and judged against sign-off (a violating path 1, a critical one 2) with P@10 and
nDCG@20.  The mistakes and odd files: the team's own files given where runs or qrels are read (a Verilog netlist, SDC
constraints, a Liberty library, LEF and DEF, SPEF parasitics, a VCD waveform, a GDSII stream, OpenSTA's
``report_checks`` text, OpenROAD's metrics JSON, a Tcl script), slacks with their unit, escaped Verilog names with
their closing blank, and the fused worst paths named for an EDA format (``.lib``, ``.lef``, ``.def``, ``.spef``,
``.sdc``, ``.vcd``, ``.gds``, ``.saif``, ``.upf``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's P@k and nDCG@k (linear gains) from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_CHIPDESIGN = "45 Unseen inputs: a twenty-seventh bar, a chip design team's ranking of timing-critical paths and design configurations across static timing tools and ML predictors (Verilog, SDC, Liberty, DEF, VCD)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TOOLS = ['opensta', 'pt_conv', 'timing_gnn', 'congestion_pred']
BLOCKS = ['core_top', 'l2_cache', 'noc_router', 'fpu']
CORNERS = ['ss_0p72v_125c', 'tt_0p80v_25c', 'ff_0p88v_m40c']
UNITS = ['alu', 'lsu', 'dec', 'rob']
def corner(k):
    return '%s/%s' % (BLOCKS[k % 4], CORNERS[(k // 4) % 3])
def path(k, i):
    return 'path/u_%s/reg_%d/D' % (UNITS[k % 4], 3 + 7 * i)
def paths(tools=TOOLS, n_q=8, n=14, seed=3, drop=None, cut=None, signal=0.2, ids=path, names=corner):
    """{tool: {corner: {path: criticality}}}, criticality = -slack in ns (the worst path highest); paths 0 and 1 are
    sign-off's critical ones, 2 to 4 violate; OpenSTA's slacks to 2 decimals (ties), the converted report's to 4;
    ``drop``: {tool: share of paths it does not report}; ``cut``: {tool: paths it reports (its worst)}"""
    g = lcg(seed)
    out = {}
    for e in tools:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                slack = 0.12 - 0.3 * u - (signal if i < 2 else (signal / 2 if i < 5 else 0.0)) + 0.004 * i
                slack = round(slack, 2 if e == 'opensta' else 4 if e == 'pt_conv' else 6)
                p[ids(k, i)] = round(-slack, 6) + 0.0
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def signoff(n_q=8, ids=path, names=corner):
    """sign-off's judgements: paths 0 and 1 critical (2), 2 to 4 violating (1), 5 to 9 met (0)"""
    return {names(k): dict([(ids(k, i), 2 if i < 2 else 1 if i < 5 else 0) for i in range(10)]) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "paths", "worst.run", report_prelude=_REF + TREC_MEASURES)


_RUNS = [f"{e}.run" for e in ("opensta", "pt_conv", "timing_gnn", "congestion_pred")]
_OUT = ("worst.run",)
_ONE_RUN = ("core_top/ss_0p72v_125c Q0 path/u_alu/reg_17/D 1 0.061 opensta\n"
            "core_top/ss_0p72v_125c Q0 path/u_alu/reg_24/D 2 0.042 opensta\n")
_QRELS = ("core_top/ss_0p72v_125c 0 path/u_alu/reg_17/D 2\n"
          "core_top/ss_0p72v_125c 0 path/u_alu/reg_24/D 1\n")

# the team's files, as their tools write them (a few lines each)
_VERILOG = ("// Generated by Yosys 0.38 (git sha1 543faed9c8)\n\n"
            "module core_top(clk, rst_n, a, b, y);\n  input clk;\n  input rst_n;\n  input [31:0] a;\n"
            "  input [31:0] b;\n  output y;\n  wire _000_;\n"
            "  DFFR_X1 \\u_alu/reg_17  (.D(_000_), .CK(clk), .RN(rst_n), .Q(y));\nendmodule\n")
_SDC = ("# Synopsys Design Constraints for core_top, corner ss_0p72v_125c\ncurrent_design core_top\n"
        "create_clock -name clk -period 1.25 [get_ports clk]\nset_clock_uncertainty 0.05 [get_clocks clk]\n"
        "set_input_delay 0.2 -clock clk [all_inputs]\nset_output_delay 0.2 -clock clk [all_outputs]\n")
_LIBERTY = ("/* Liberty generated by SiliconSmart 2023.09 */\nlibrary (core_ss_0p72v_125c) {\n"
            "  delay_model : table_lookup ;\n  time_unit : \"1ns\" ;\n  voltage_unit : \"1V\" ;\n"
            "  nom_voltage : 0.72 ;\n  nom_temperature : 125 ;\n  cell (DFFR_X1) {\n    area : 5.32 ;\n  }\n}\n")
_LEF = ("VERSION 5.8 ;\nBUSBITCHARS \"[]\" ;\nDIVIDERCHAR \"/\" ;\nUNITS\n  DATABASE MICRONS 1000 ;\nEND UNITS\n"
        "MACRO sram_32x1024\n  CLASS BLOCK ;\n  SIZE 120.5 BY 80.2 ;\nEND sram_32x1024\nEND LIBRARY\n")
_DEF = ("VERSION 5.8 ;\nDIVIDERCHAR \"/\" ;\nBUSBITCHARS \"[]\" ;\nDESIGN core_top ;\nUNITS DISTANCE MICRONS 1000 ;\n"
        "DIEAREA ( 0 0 ) ( 500000 500000 ) ;\nCOMPONENTS 2 ;\n- u_alu/reg_17 DFFR_X1 + PLACED ( 10000 20000 ) N ;\n"
        "- u_alu/reg_24 DFFR_X1 + PLACED ( 12000 20000 ) N ;\nEND COMPONENTS\nEND DESIGN\n")
_SPEF = ("*SPEF \"IEEE 1481-1998\"\n*DESIGN \"core_top\"\n*DATE \"Tue Dec  1 14:02:11 2026\"\n*VENDOR \"OpenROAD\"\n"
         "*PROGRAM \"OpenRCX\"\n*VERSION \"1.0\"\n*DESIGN_FLOW \"NETLIST_TYPE_VERILOG\"\n*DIVIDER /\n*DELIMITER :\n"
         "*BUS_DELIMITER [ ]\n*T_UNIT 1 NS\n*C_UNIT 1 FF\n*R_UNIT 1 OHM\n*L_UNIT 1 HENRY\n")
_VCD = ("$date\n\tTue Dec  1 14:02:11 2026\n$end\n$version\n\tIcarus Verilog\n$end\n$timescale\n\t1ps\n$end\n"
        "$scope module tb $end\n$var wire 1 ! clk $end\n$upscope $end\n$enddefinitions $end\n#0\n0!\n#500\n1!\n")
_STA_REPORT = ("Startpoint: u_alu/reg_03 (rising edge-triggered flip-flop clocked by clk)\n"
               "Endpoint: u_alu/reg_17 (rising edge-triggered flip-flop clocked by clk)\nPath Group: clk\n"
               "Path Type: max\n\n  Delay    Time   Description\n"
               "---------------------------------------------------------\n"
               "   0.00    0.00   clock clk (rise edge)\n   0.00    0.00   clock network delay (ideal)\n"
               "   0.00    0.00 ^ u_alu/reg_03/CK (DFFR_X1)\n   0.35    0.35 v u_alu/reg_03/Q (DFFR_X1)\n"
               "   0.92    1.27 ^ u_alu/reg_17/D (DFFR_X1)\n           1.27   data arrival time\n\n"
               "   1.25    1.25   clock clk (rise edge)\n  -0.04    1.21   library setup time\n"
               "           1.21   data required time\n"
               "---------------------------------------------------------\n"
               "           1.21   data required time\n          -1.27   data arrival time\n"
               "---------------------------------------------------------\n          -0.06   slack (VIOLATED)\n\n")
_METRICS = json.dumps({"run__flow__generate_date": "2026-12-01 14:02", "run__flow__design": "core_top",
                       "run__flow__platform": "sky130hd", "floorplan__design__instance__count__stdcell": 48213,
                       "globalroute__timing__setup__ws": -0.061, "finish__timing__setup__ws": -0.058,
                       "finish__timing__setup__tns": -1.732, "finish__design__instance__utilization": 0.702},
                      indent=4) + "\n"
_TCL = ("read_liberty ss_0p72v_125c.lib\nread_verilog core_top.v\nlink_design core_top\nread_sdc core_top.sdc\n"
        "report_checks -path_delay max -group_count 50 -digits 3\n")


def _gds_record(kind: int, datatype: int, data: bytes = b"") -> bytes:
    return struct.pack(">HBB", 4 + len(data), kind, datatype) + data


# a GDSII stream as KLayout writes it: HEADER (version 600), BGNLIB (dates), LIBNAME, UNITS, then a structure
_GDS = (_gds_record(0x00, 0x02, struct.pack(">h", 600))
        + _gds_record(0x01, 0x02, struct.pack(">12h", 2026, 12, 1, 14, 2, 11, 2026, 12, 1, 14, 2, 11))
        + _gds_record(0x02, 0x06, b"core_top") + _gds_record(0x03, 0x05, bytes.fromhex("3e4189374bc6a7f0394a2b7f00000000"))
        + _gds_record(0x05, 0x02, struct.pack(">12h", 2026, 12, 1, 14, 2, 11, 2026, 12, 1, 14, 2, 11))
        + _gds_record(0x06, 0x06, b"core_top") + _gds_record(0x07, 0x00) + _gds_record(0x04, 0x00))


def twentyseventh_bar_chipdesign_cases() -> list[Case]:
    G = TWENTYSEVENTH_CHIPDESIGN
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27b_rrf_four_tools_dict", "rankagg.fuse({tool: {block/corner: {path: -slack}}}, method='rrf'): OpenSTA "
        "(slacks to 2 decimals: ties), the converted commercial report, the ML timing and congestion predictors over "
        "8 corners of 14 paths, each path's criticality (-slack in ns) as its score",
        "import rankagg\nR = paths()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27b_borda_sta_worst_only", "rankagg.fuse(..., method='borda'): OpenSTA reports its 6 worst paths per corner "
        "(report_checks -group_count), the converted report misses a third; Borda shares the missing ones' points",
        "import rankagg\nR = paths(seed=5, cut={'opensta': 6}, drop={'pt_conv': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each path a list lacks"))
    cases.append(ok(
        "u27b_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ of the tools' "
        "criticalities (negative for paths that meet timing), the congestion predictor missing half of the paths",
        "import rankagg, pandas as pd\nR = paths(seed=7, drop={'congestion_pred': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u27b_fuser_weighted_rrf_per_corner", "rankagg.Fuser('rrf', weights=...) per corner, as the sign-off script "
        "fuses before ECO: OpenSTA 2, the converted report 1.5, the timing predictor 1, congestion 0.5",
        "import rankagg\nW = {'opensta': 2.0, 'pt_conv': 1.5, 'timing_gnn': 1.0, 'congestion_pred': 0.5}\n"
        "R = paths(seed=9, cut={'opensta': 6})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27b_evaluate_signoff_p10_ndcg20", "rankagg.evaluate(rrf result, sign-off judgements, ['P@10', "
        "'nDCG@20']): violating paths 1, critical ones 2",
        "import rankagg\nR = paths(seed=13, signal=0.08)\nres = rankagg.fuse(R, method='rrf')\nqrels = signoff()\n"
        "got = rankagg.evaluate(res, qrels, ['P@10', 'nDCG@20'])\n"
        "orders = {q: fused_order(rrf_ref(l)) for q, l in per_query(R).items()}\n"
        "want = {'P@10': sum(prec(o, qrels[q], 10) for q, o in orders.items()) / len(orders),\n"
        "        'nDCG@20': sum(ndcg(o, qrels[q], 20) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@20'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@k and nDCG@k with linear gains (references.TREC_MEASURES); the fused order by the house "
            "tie rule"))
    cases.append(ok(
        "u27b_opensta_ties_by_hand", "rankagg.fuse({'opensta': ..., 'pt_conv': ...}, method='borda') of one corner's "
        "four paths, two of them at slack -0.06 in both tools (OpenSTA's 2 decimals, the report's too): the tie "
        "ordered by path id descending, as trec_eval orders it, Borda points by hand",
        "import rankagg\nq = 'core_top/ss_0p72v_125c'\n"
        "a, b, c, d = ['path/u_alu/reg_%d/D' % i for i in (17, 24, 31, 38)]\n"
        "S = {a: 0.06, b: 0.06, c: 0.02, d: -0.05}\nP = {a: 0.06, b: 0.06, c: -0.11, d: 0.01}\n"
        "res = rankagg.fuse({'opensta': {q: S}, 'pt_conv': {q: P}}, method='borda')[q]\n"
        "# opensta: b a c d -> 4 3 2 1; pt_conv: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u27b_volume_corners_top50", "rankagg.fuse: 600 block/corner queries x 200 paths x 4 tools (480,000 slacks), "
        "method='rrf', depth=50: the 50 worst paths of each corner",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['blk_%03d/%s' % (k // 3, CORNERS[k % 3]) for k in range(600)]\n"
        "runs = {e: {} for e in TOOLS}\n"
        "for q in qs:\n"
        "    ps = ['path/u_blk/reg_%d/D' % i for i in range(200)]\n"
        "    base = rng.normal(0.0, 0.1, 200)\n"
        "    for e in TOOLS:\n"
        "        runs[e][q] = dict(zip(ps, np.round(base + rng.normal(0.0, 0.05, 200), 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=50)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in TOOLS:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:50]\n"
        "    got = res[q]\n"
        "    if len(got) != 50 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 50 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u27b_config_ppa_combsum_weighted", "rankagg.fuse(frame, method='combsum', weights=...): design "
        "configurations (cfg_util0.70_clk1.25) per block ranked by three PPA predictors' figures of merit "
        "(higher is better), weighted",
        "import rankagg, pandas as pd\n"
        "W = {'ppa_gnn': 2.0, 'ppa_xgb': 1.0, 'autotuner': 0.5}\ng = lcg(31)\nrows = []\nR = {e: {} for e in W}\n"
        "for b in BLOCKS:\n"
        "    for e in W:\n"
        "        R[e][b] = {'cfg_util%.2f_clk%.2f' % (u, c): round(next(g) * 10 - 5, 3) "
        "for u in (0.6, 0.65, 0.7, 0.75) for c in (1.0, 1.25, 1.5)}\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "got = {q: list(zip(g2.sort_values('rank')['docid'], g2.sort_values('rank')['score'])) "
        "for q, g2 in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md); ids with dots are tokens"))
    cases.append(ok(
        "u27b_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the tools' paths as Arrow "
        "(from the Parquet the flow's collector writes), RRF",
        "import rankagg, pyarrow as pa\nR = paths(seed=19, cut={'opensta': 6})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u27b_evaluate_each_tool_qrels_frame", "rankagg.evaluate(each tool's run as a dict, sign-off as a DataFrame "
        "qid, docid, rel) with P@10 and nDCG@20: which tool sign-off agrees with",
        "import rankagg, pandas as pd\nR = paths(seed=41, signal=0.1, cut={'opensta': 6})\nqrels = signoff()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['P@10', 'nDCG@20'])\n"
        "    o = {q: desc_order(p) for q, p in run.items()}\n"
        "    want = {'P@10': sum(prec(o[q], qrels[q], 10) for q in o) / len(o),\n"
        "            'nDCG@20': sum(ndcg(o[q], qrels[q], 20) for q in o) / len(o)}\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27b_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): the order each ML predictor listed its "
        "paths in (no score column), RRF over those ranks",
        "import rankagg, pandas as pd\nR = paths(tools=['timing_gnn', 'congestion_pred', 'pt_conv'], seed=15, "
        "cut={'pt_conv': 6})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u27b_corner_only_opensta", "rankagg.fuse(..., method='rrf'): a hold-time corner only OpenSTA was run on "
        "(the predictors model setup only), beside eight every tool covers",
        "import rankagg\nR = paths(seed=45)\nR['opensta']['core_top/ff_0p88v_m40c_hold'] = "
        "{'path/u_alu/reg_3/D': 0.02, 'path/u_alu/reg_10/D': -0.01, 'path/u_alu/reg_17/D': -0.01}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27b_cli_rrf_four_runs", "rankagg fuse opensta.run pt_conv.run timing_gnn.run congestion_pred.run --method "
        "rrf -o worst.run: one run per tool, corners and paths with their slashes",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "worst.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27b_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "last tape-out's correlation with sign-off)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt",
                                                       "-o", "worst.run"],
        {"weights.txt": "opensta 2\npt_conv 1.5\ntiming_gnn 1\ncongestion_pred 0.5\n"},
        _cli_check("borda", "seed=25, cut={'opensta': 6}", "{'opensta': 2, 'pt_conv': 1.5, 'timing_gnn': 1, "
                   "'congestion_pred': 0.5}"),
        setup=_runs_setup("seed=25, cut={'opensta': 6}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27b_cli_combmnz_depth_50", "rankagg fuse ... --method combmnz --depth 50: 70 paths per corner, the "
        "predictors missing some; the 50 worst paths go to the ECO list",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "50", "-o", "worst.run"], None,
        _cli_check("combmnz", "seed=27, n=70, drop={'timing_gnn': 0.3, 'congestion_pred': 0.4}", depth=50),
        setup=_runs_setup("seed=27, n=70, drop={'timing_gnn': 0.3, 'congestion_pred': 0.4}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the path; --depth 50"))
    cases.append(cli_ok(
        "u27b_cli_input_depth_rrf", "rankagg fuse ... --method rrf --input-depth 5: each tool's 5 worst paths only",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "worst.run"], None,
        _cli_check("rrf", "seed=29, cut={t: 5 for t in TOOLS}"), setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (its first N by score)"))
    cases.append(cli_ok(
        "u27b_cli_evaluate_signoff", "rankagg evaluate timing_gnn.run --qrels signoff.qrels --measures P@10 nDCG@20 "
        "--json: the timing predictor against sign-off (critical 2, violating 1)",
        ["evaluate", "timing_gnn.run", "--qrels", "signoff.qrels", "--measures", "P@10", "nDCG@20", "--json"], None,
        lambda out, folder: _report(
            "R = paths(seed=31, signal=0.1)['timing_gnn']\nqrels = signoff()\ngot = json.loads(%r)\n"
            "o = {q: desc_order(p) for q, p in R.items()}\n"
            "want = {'P@10': sum(prec(o[q], qrels[q], 10) for q in o) / len(o),\n"
            "        'nDCG@20': sum(ndcg(o[q], qrels[q], 20) for q in o) / len(o)}\n"
            "report('' if all(abs(got[m] - want[m]) < 1e-4 for m in want) else '%%r vs %%r' %% (got, want))\n" % out,
            folder),
        setup=_runs_setup("seed=31, signal=0.1",
                          "open(P('signoff.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                          "for q, j in signoff().items() for d, g in j.items()))\n"),
        why="trec_eval's P@10 and nDCG@20 (linear gains; references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u27b_cli_raw_slacks_rise", "rankagg fuse opensta.run pt_conv.run --method rrf: the converted report's run "
        "written with raw slacks, worst (most negative) first: the score rises down every list",
        ["fuse", "opensta.run", "pt_conv.run", "--method", "rrf", "-o", "worst.run"], None,
        lambda out, folder: _report(
            "R = paths(tools=['opensta', 'pt_conv'], seed=33)\n"
            "R['pt_conv'] = {q: {d: -s + 0.0 for d, s in p.items()} for q, p in R['pt_conv'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/worst.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = paths(tools=['opensta', 'pt_conv'], seed=33)\n"
                              "open(P('opensta.run'), 'w').write(run_text(R['opensta'], 'opensta'))\n"
                              "up = {q: {d: -s + 0.0 for d, s in p.items()} for q, p in R['pt_conv'].items()}\n"
                              "lines = ['%s Q0 %s %d %r pt_conv' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('pt_conv.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="pt_conv.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with a "
            "warning naming the file, so the team knows to write -slack"))
    cases.append(cli_ok(
        "u27b_cli_out_one_letter_v", "rankagg fuse ... -o worst.v: a one-letter suffix (Verilog's) stays a run's "
        "name", ["fuse", *_RUNS, "--method", "rrf", "-o", "worst.v"], None,
        _cli_check("rrf", "seed=35", output="worst.v"), setup=_runs_setup("seed=35"),
        why="docs/conventions.md: a run's common names stay free, one letter among them (run.a, a.s); no catalogue "
            "name is one letter"))
    cases.append(cli_ok(
        "u27b_cli_gzipped_runs", "rankagg fuse opensta.run.gz timing_gnn.run.gz --method borda: the flow gzips its "
        "outputs", ["fuse", "opensta.run.gz", "timing_gnn.run.gz", "--method", "borda", "-o", "worst.run"], None,
        _cli_check("borda", "tools=['opensta', 'timing_gnn'], seed=37"),
        setup=reference_setup(_REF, "import gzip\nfor t, run in paths(tools=['opensta', 'timing_gnn'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode()))\n"),
        why="rankagg fuse --help: runs plain or gzip; Borda n - r + 1"))
    cases.append(cli_ok(
        "u27b_cli_trust_rank_sta_order", "rankagg fuse opensta.run timing_gnn.run --method rrf --trust-rank: "
        "OpenSTA's path order (report_checks' group order) in the rank column, the slack beside it not always "
        "falling along it",
        ["fuse", "opensta.run", "timing_gnn.run", "--method", "rrf", "--trust-rank", "-o", "worst.run"],
        {"opensta.run": "core_top/ss Q0 path/u_alu/reg_17/D 1 0.06 opensta\n"
                        "core_top/ss Q0 path/u_alu/reg_24/D 2 0.08 opensta\n"
                        "core_top/ss Q0 path/u_alu/reg_31/D 3 0.01 opensta\n"
                        "l2_cache/ss Q0 path/u_lsu/reg_3/D 1 0.12 opensta\n"
                        "l2_cache/ss Q0 path/u_lsu/reg_10/D 2 0.15 opensta\n",
         "timing_gnn.run": "core_top/ss Q0 path/u_alu/reg_31/D 1 0.09 timing_gnn\n"
                           "core_top/ss Q0 path/u_alu/reg_17/D 2 0.05 timing_gnn\n"
                           "core_top/ss Q0 path/u_alu/reg_24/D 3 0.04 timing_gnn\n"
                           "l2_cache/ss Q0 path/u_lsu/reg_10/D 1 0.2 timing_gnn\n"
                           "l2_cache/ss Q0 path/u_lsu/reg_3/D 2 0.1 timing_gnn\n"},
        lambda out, folder: _report(
            "ranks = {'opensta': {'core_top/ss': {'path/u_alu/reg_17/D': 1, 'path/u_alu/reg_24/D': 2, "
            "'path/u_alu/reg_31/D': 3}, 'l2_cache/ss': {'path/u_lsu/reg_3/D': 1, 'path/u_lsu/reg_10/D': 2}}, "
            "'timing_gnn': {'core_top/ss': {'path/u_alu/reg_31/D': 1, 'path/u_alu/reg_17/D': 2, "
            "'path/u_alu/reg_24/D': 3}, 'l2_cache/ss': {'path/u_lsu/reg_10/D': 1, 'path/u_lsu/reg_3/D': 2}}}\n"
            "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/worst.run').read()), refs))\n", folder),
        why="docs/conventions.md: --trust-rank orders by the rank column; RRF reads no scores, so they may rise along "
            "it; Cormack et al. 2009 over the given ranks"))

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    tool_files = [
        ("u27b_verilog_as_run", "a gate-level netlist written by Yosys (// Generated by Yosys, module ... endmodule)",
         "core_top.v", _VERILOG, "Verilog"),
        ("u27b_sdc_as_run", "the corner's SDC constraints (# comment, current_design, create_clock -period 1.25)",
         "core_top.sdc", _SDC, "SDC"),
        ("u27b_liberty_as_run", "the corner's Liberty library (/* ... */, library (core_ss_0p72v_125c) {)",
         "ss_0p72v_125c.lib", _LIBERTY, "Liberty"),
        ("u27b_lef_as_run", "the SRAM macro's LEF (VERSION 5.8 ;, BUSBITCHARS, UNITS, MACRO)", "sram_32x1024.lef",
         _LEF, "LEF"),
        ("u27b_def_as_run", "the placed design's DEF (VERSION 5.8 ;, DESIGN core_top ;, COMPONENTS)", "core_top.def",
         _DEF, "DEF"),
        ("u27b_spef_as_run", "OpenRCX's parasitics (*SPEF \"IEEE 1481-1998\", *DESIGN, *T_UNIT)", "core_top.spef",
         _SPEF, "SPEF"),
        ("u27b_vcd_as_run", "the testbench's waveform ($date, $version, $timescale, $var, #0)", "core_top.vcd", _VCD,
         "VCD"),
        ("u27b_sta_report_as_run", "OpenSTA's report_checks text (Startpoint:, Endpoint:, Path Group:, ... slack "
         "(VIOLATED))", "core_top_ss.rpt", _STA_REPORT, "timing report"),
        ("u27b_openroad_metrics_as_run", "OpenROAD-flow-scripts' metrics JSON (run__flow__design, "
         "finish__timing__setup__ws)", "metrics.json", _METRICS, "OpenROAD"),
        ("u27b_tcl_script_as_run", "the OpenSTA Tcl script that wrote the report (read_liberty, read_verilog, "
         "report_checks)", "sta.tcl", _TCL, "Tcl"),
    ]
    binaries = [
        ("u27b_gdsii_as_run", "the block's GDSII stream (HEADER 600, BGNLIB, LIBNAME: binary records)",
         "core_top.gds", _GDS, "GDSII"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a netlist's comment, a constraint's two, a "
                "library's six with a word for a score); the file is the design flow's, named by what it is (a field "
                "count says nothing the team can act on)")
    binary_why = ("a binary layout holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, tool in tool_files + binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} opensta.run -o worst.run: {what} given as a run",
            ["fuse", name, "opensta.run", "--method", "rrf", "-o", "worst.run"],
            {name: content, "opensta.run": _ONE_RUN}, name, tool,
            why=binary_why if isinstance(content, bytes) else text_why))
    cases.append(cli_bad(
        "u27b_liberty_gz_as_run", "rankagg fuse ss_0p72v_125c.lib.gz opensta.run: the vendor's gzipped Liberty "
        "library given as a run", ["fuse", "ss_0p72v_125c.lib.gz", "opensta.run", "--method", "rrf", "-o",
                                   "worst.run"], None, "ss_0p72v_125c.lib.gz", "Liberty",
        setup=lambda folder: ((folder / "ss_0p72v_125c.lib.gz").write_bytes(__import__("gzip").compress(
            _LIBERTY.encode())), (folder / "opensta.run").write_text(_ONE_RUN)),
        why="a gzipped file is read as its text (docs/conventions.md); the library is named as it is plain"))

    cases.append(cli_bad(
        "u27b_gdsii_gz_as_run", "rankagg fuse core_top.gds.gz opensta.run: the block's GDSII stream as the flow "
        "stores it, gzipped, given as a run", ["fuse", "core_top.gds.gz", "opensta.run", "--method", "rrf", "-o",
                                               "worst.run"], None, "core_top.gds.gz", "GDSII",
        setup=lambda folder: ((folder / "core_top.gds.gz").write_bytes(__import__("gzip").compress(_GDS)),
                              (folder / "opensta.run").write_text(_ONE_RUN)),
        why="a gzipped file is read as what it holds (docs/conventions.md); a binary layout holds no TREC line"))
    cases.append(bad(
        "u27b_api_openroad_metrics_parsed", "rankagg.fuse({'openroad': json.load(open('metrics.json')), 'opensta': "
        "...}): OpenROAD-flow-scripts' metrics parsed and given as a run", "import rankagg\nR = paths(n_q=2)\n"
        "rankagg.fuse({'openroad': json.loads(open('metrics.json').read()), 'opensta': R['opensta']}, method='rrf')\n",
        "openroad", "OpenROAD", files={"metrics.json": _METRICS},
        why="a run is {query: {path: score}}; the metrics' values are numbers, named for what the document is"))

    # --- the files given as the judgements ---------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u27b_sta_report_as_qrels", "core_top_ss.rpt", _STA_REPORT, "timing report"),
            ("u27b_def_as_qrels", "core_top.def", _DEF, "DEF"),
            ("u27b_metrics_as_qrels", "metrics.json", _METRICS, "OpenROAD"),
            ("u27b_sdc_as_qrels", "core_top.sdc", _SDC, "SDC"),
            ("u27b_vcd_as_qrels", "core_top.vcd", _VCD, "VCD")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate opensta.run --qrels {name}: the design flow's file picked instead of "
            "signoff.qrels", ["evaluate", "opensta.run", "--qrels", name], {"opensta.run": _ONE_RUN, name: content},
            name, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the flow's, named by what it "
                "is, with how to write sign-off's violations as qrels"))
    cases.append(cli_bad(
        "u27b_sdc_as_weights", "rankagg fuse ... --weights core_top.sdc: the constraints file given where the tools' "
        "weights are read", ["fuse", "opensta.run", "timing_gnn.run", "--method", "rrf", "--weights", "core_top.sdc",
                             "-o", "worst.run"],
        {"core_top.sdc": _SDC}, "core_top.sdc", "SDC", setup=_runs_setup("tools=['opensta', 'timing_gnn'], n_q=2"),
        why="a weights file is 'NAME W' lines or a JSON object (rankagg fuse --help); the file is SDC, named so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27b_slack_with_unit", "rankagg fuse opensta.run pt_conv.run: the converter kept the unit on the slack "
        "('0.061ns')", ["fuse", "opensta.run", "pt_conv.run", "--method", "rrf", "-o", "worst.run"],
        {"opensta.run": _ONE_RUN,
         "pt_conv.run": "core_top/ss_0p72v_125c Q0 path/u_alu/reg_17/D 1 0.0612 pt_conv\n"
                        "core_top/ss_0p72v_125c Q0 path/u_alu/reg_24/D 2 0.0407ns pt_conv\n"},
        "pt_conv.run:2", "0.0407ns",
        why="trec_eval's atof would read 0.0407 and drop the unit silently; docs/conventions.md: scores follow strtod on "
            "the whole token, a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u27b_violated_word_as_score", "rankagg fuse opensta.run pt_conv.run: the converter wrote the report's "
        "'VIOLATED' where the slack goes", ["fuse", "opensta.run", "pt_conv.run", "--method", "rrf", "-o",
                                            "worst.run"],
        {"opensta.run": _ONE_RUN,
         "pt_conv.run": "core_top/ss_0p72v_125c Q0 path/u_alu/reg_17/D 1 VIOLATED pt_conv\n"},
        "pt_conv.run:1", "VIOLATED",
        why="docs/conventions.md: a non-numeric score is refused at its line (trec_eval's atof would read 0)"))
    cases.append(cli_bad(
        "u27b_escaped_verilog_name", "rankagg fuse opensta.run timing_gnn.run: a path named by its escaped Verilog "
        "identifier, whose closing blank is part of it ('path/\\u_alu/reg[17] /D')",
        ["fuse", "opensta.run", "timing_gnn.run", "--method", "rrf", "-o", "worst.run"],
        {"opensta.run": _ONE_RUN,
         "timing_gnn.run": "core_top/ss_0p72v_125c Q0 path/u_alu/reg_17/D 1 0.05 timing_gnn\n"
                           "core_top/ss_0p72v_125c Q0 path/\\u_alu/reg[17] /D 2 0.04 timing_gnn\n"},
        "timing_gnn.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(bad(
        "u27b_api_path_with_blank", "rankagg.fuse({'timing_gnn': {corner: {'path/\\\\u_alu/reg[17] /D': ...}}}): an "
        "escaped Verilog name, its blank kept, as a path id in memory",
        "import rankagg\nR = paths(tools=['opensta', 'timing_gnn'], n_q=2)\n"
        "R['timing_gnn']['core_top/ss_0p72v_125c']['path/\\\\u_alu/reg[17] /D'] = 0.3\n"
        "rankagg.fuse(R, method='rrf')\n", "reg[17] /D",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27b_api_nan_slack", "rankagg.fuse(R, method='combmnz'): the timing predictor gave NaN for a path it could "
        "not embed (an unroutable net)",
        "import rankagg\nR = paths(n_q=2)\nR['timing_gnn']['core_top/ss_0p72v_125c']['path/u_alu/reg_3/D'] = "
        "float('nan')\nrankagg.fuse(R, method='combmnz')\n", "path/u_alu/reg_3/D",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))
    cases.append(bad(
        "u27b_api_weight_misspelt_tool", "rankagg.fuse(R, method='rrf', weights={'opensta': 2, 'timing_gcn': 1}): a "
        "tool's name misspelt in the weights",
        "import rankagg\nR = paths(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'opensta': 2.0, 'timing_gcn': 1.0})\n", "timing_gcn",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u27b_cli_negative_weight", "rankagg fuse ... --weights weights.txt: a negative weight for the congestion "
        "predictor ('congestion_pred -0.5', meant to demote it)",
        ["fuse", "opensta.run", "congestion_pred.run", "--method", "rrf", "--weights", "weights.txt", "-o",
         "worst.run"],
        {"weights.txt": "opensta 2\ncongestion_pred -0.5\n"}, "weights.txt:2", "congestion_pred",
        setup=_runs_setup("tools=['opensta', 'congestion_pred'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; a negative one is refused naming the file and line"))
    cases.append(cli_bad(
        "u27b_qrels_grade_word", "rankagg evaluate opensta.run --qrels signoff.qrels: sign-off's grade written as "
        "the report's word ('VIOLATED')", ["evaluate", "opensta.run", "--qrels", "signoff.qrels"],
        {"opensta.run": _ONE_RUN, "signoff.qrels": "core_top/ss_0p72v_125c 0 path/u_alu/reg_17/D 2\n"
                                                   "core_top/ss_0p72v_125c 0 path/u_alu/reg_24/D VIOLATED\n"},
        "signoff.qrels:2", outputs=(),
        why="docs/reliability.md: grades follow strtol on the whole token (trec_eval's atol would read 0)"))

    # --- the worst paths written under an EDA format's name ----------------------------------------------------------
    for cid, out_name, what, named in [
            ("u27b_out_lib", "worst.lib", "a Liberty library", ("Liberty",)),
            ("u27b_out_lef", "worst.lef", "a LEF file", ("LEF",)),
            ("u27b_out_def", "worst.def", "a DEF file", ("DEF",)),
            ("u27b_out_spef", "worst.spef", "SPEF parasitics", ("SPEF",)),
            ("u27b_out_sdc", "worst.sdc", "SDC constraints", ("SDC",)),
            ("u27b_out_vcd", "worst.vcd", "a VCD waveform", ("VCD",)),
            ("u27b_out_gds", "worst.gds", "a GDSII stream", ("GDSII",)),
            ("u27b_out_saif", "worst.saif", "switching activity (SAIF)", ("SAIF",)),
            ("u27b_out_upf", "worst.upf", "a power intent file (UPF)", ("UPF",)),
            ("u27b_out_lib_gz", "worst.lib.gz", "a gzipped Liberty library", ("Liberty",)),
            ("u27b_out_oas", "worst.oas", "an OASIS layout", ("OASIS",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse opensta.run timing_gnn.run --method rrf -o {out_name}: {what}; TREC lines under that "
            "name are read by no tool that opens it", ["fuse", "opensta.run", "timing_gnn.run", "--method", "rrf",
                                                        "-o", out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("tools=['opensta', 'timing_gnn'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    for cid, out_name, named in [("u27b_explain_spef", "why.spef", "SPEF"), ("u27b_explain_lef", "why.lef", "LEF")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o worst.run --explain {out_name}: the explanation named for an EDA format",
            ["fuse", "opensta.run", "timing_gnn.run", "--method", "rrf", "-o", "worst.run", "--explain", out_name],
            None, out_name, named, outputs=("worst.run", out_name),
            setup=_runs_setup("tools=['opensta', 'timing_gnn'], seed=47"),
            why="docs/conventions.md: --explain's JSON lines may take a JSON name; every name is checked before "
                "anything is read or written"))
    return cases
