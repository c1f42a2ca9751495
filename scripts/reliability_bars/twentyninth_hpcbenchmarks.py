"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an HPC benchmarking team's ranking of machines and configurations across benchmark suites (SPEC CPU result files, MLPerf, HPL and STREAM outputs, Phoronix Test Suite, TOP500 lists) (its cases, ids ``u29c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each benchmark or workload (``505.mcf_r``, ``resnet50-offline``, ``HPL_N180000``, ``stream_triad``)
is a query and each machine or configuration (``epyc9654_2s_ddr5``, ``xeon8480_hbm``, ``grace_hopper_gh200``,
``a64fx_fx700``, ``m2ultra_mac``) a document; the runs are the measurement campaigns (the lab's own runs, the
vendor's published results, a cloud rerun, a second lab).  Scores are rates (SPEC ratios, GFLOPS, MB/s, samples per
second: higher is better), written as C's printf writes them ('1.8220e+04').  The campaigns are fused with RRF, Borda,
CombSUM, CombMNZ and Kemeny (five machines) and the fused order judged against the procurement committee's grades.
The mistakes and odd files: the field's own files given where runs or qrels are read (a SPEC CPU 2017 raw result
file .rsf, its CSV and text reports, MLPerf's mlperf_log_summary.txt and accuracy JSON, HPL.out, STREAM's output,
Phoronix Test Suite's composite.xml, a TOP500 list as CSV and XLSX, hyperfine's JSON and CSV exports, Google
Benchmark's JSON, perf stat's output and its -x CSV), scores in the field's forms ('12,345.6', '123.4 GB/s'), ids
with blanks ('HPL N=180000'), a weight for a campaign not given, and the fused order named for the field's formats
(``.rsf``, ``HPL.dat``, ``composite.xml``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM/CombMNZ from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five machines."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_HPCBENCHMARKS = "45 Unseen inputs: a twenty-ninth bar, an HPC benchmarking team's ranking of machines and configurations across benchmark suites (SPEC CPU result files, MLPerf, HPL and STREAM outputs, Phoronix Test Suite, TOP500 lists)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''CAMPAIGNS = ['lab_a', 'vendor', 'cloud', 'lab_b', 'rerun_2', 'rerun_3']
MACHINES = ['epyc9654_2s_ddr5', 'xeon8480_hbm', 'grace_hopper_gh200', 'a64fx_fx700', 'm2ultra_mac']
SPEED = {'epyc9654_2s_ddr5': 1.00, 'xeon8480_hbm': 0.93, 'grace_hopper_gh200': 0.88, 'a64fx_fx700': 0.55,
         'm2ultra_mac': 0.41}
BENCH = ['505.mcf_r', '519.lbm_r', '525.x264_r', 'resnet50-offline', 'bert-99-server', 'HPL_N180000',
         'stream_triad', 'hpcg_104']
BASE = {'505.mcf_r': 8.2, '519.lbm_r': 31.0, '525.x264_r': 19.5, 'resnet50-offline': 41235.6,
        'bert-99-server': 3120.0, 'HPL_N180000': 18220.0, 'stream_triad': 312345.6, 'hpcg_104': 412.7}
def bench(k):
    return BENCH[k % len(BENCH)] if k < len(BENCH) else BENCH[k % len(BENCH)] + '_%d' % (k // len(BENCH))
def results(campaigns=CAMPAIGNS[:4], n_q=8, seed=3, noise=1.0, drop=None):
    """{campaign: {benchmark: {machine: rate}}}: higher is better, each campaign's measurement within noise of the
    machine's speed (close machines swap); ``drop``: {campaign: share of machines a campaign did not measure}"""
    g = lcg(seed)
    out = {}
    for c in campaigns:
        out[c] = {}
        for k in range(n_q):
            p = {}
            for m in MACHINES:
                u, v = next(g), next(g)
                if v < (drop or {}).get(c, 0.0) and m != 'epyc9654_2s_ddr5':
                    continue
                p[m] = float('%.6g' % (BASE[BENCH[k % len(BENCH)]] * (SPEED[m] + noise * 0.2 * (u - 0.5))))
            out[c][bench(k)] = p
    return out
def grades(n_q=8):
    """the procurement committee's grades: 3 the EPYC, 2 the Xeon and the GH200, 1 the A64FX, 0 the Mac"""
    g = {'epyc9654_2s_ddr5': 3, 'xeon8480_hbm': 2, 'grace_hopper_gh200': 2, 'a64fx_fx700': 1, 'm2ultra_mac': 0}
    return {bench(k): dict(g) for k in range(n_q)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "results", "order.run")

_C4 = ["lab_a", "vendor", "cloud", "lab_b"]
_RUNS4 = [f"{c}.run" for c in _C4]
_OUT = ("order.run",)
_ONE_RUN = ("HPL_N180000 Q0 epyc9654_2s_ddr5 1 1.8220e+04 lab_a\nHPL_N180000 Q0 xeon8480_hbm 2 1.6950e+04 lab_a\n"
            "HPL_N180000 Q0 grace_hopper_gh200 3 1.6010e+04 lab_a\nHPL_N180000 Q0 a64fx_fx700 4 1.0021e+04 lab_a\n")

# the team's files, as their tools write them (a few rows)
_RSF = ("# Invocation command line:\n"
        "# /opt/cpu2017/bin/harness/runcpu --configfile epyc9654.cfg --tune base --copies 384 intrate\n"
        "# output_root was not used for this run\n"
        "############################################################################\n"
        "spec.cpu2017.action: validate\n"
        "spec.cpu2017.basepeak: 0\n"
        "spec.cpu2017.benchmark: 505.mcf_r\n"
        "spec.cpu2017.hw_cpu_name: AMD EPYC 9654\n"
        "spec.cpu2017.results.505_mcf_r.base.000.ratio: 8.23\n"
        "spec.cpu2017.results.505_mcf_r.base.000.reported_time: 196.351\n"
        "spec.cpu2017.results.505_mcf_r.base.000.selected: 1\n")
_SPEC_CSV = ('valid,1\n"SPEC CPU(R)2017 Integer Rate Result"\n\n"Full Results Table"\n\n'
             'Benchmark,"Base # Copies","Est. Base Run Time","Est. Base Ratio","Base Selected","Base Status",'
             '"Peak # Copies","Est. Peak Run Time","Est. Peak Ratio","Peak Selected","Peak Status"\n'
             '500.perlbench_r,384,589.122,1038.16,1,S,,,,,\n505.mcf_r,384,503.119,1233.99,1,S,,,,,\n')
_SPEC_TXT = ("##############################################################################\n"
             "#   INVALID RUN -- INVALID RUN -- INVALID RUN -- INVALID RUN -- INVALID RUN  #\n"
             "##############################################################################\n"
             "                             SPEC(R) CPU2017 Integer Rate Result\n"
             "                  Copyright 2017-2026 Standard Performance Evaluation Corporation\n"
             "Supermicro AS-2125HS-TNR (AMD EPYC 9654)                     SPECrate(R)2017_int_base =  1120\n"
             "                                                             SPECrate(R)2017_int_peak = Not Run\n")
_MLPERF_SUMMARY = ("================================================\n"
                   "MLPerf Results Summary\n"
                   "================================================\n"
                   "SUT name : PySUT\nScenario : Offline\nMode     : PerformanceOnly\n"
                   "Samples per second: 41235.6\nResult is : VALID\n"
                   "  Min duration satisfied : Yes\n  Min queries satisfied : Yes\n")
_MLPERF_ACCURACY = ('[\n{"seq_id" : 0, "qsl_idx" : 412, "data" : "0000000000000040"},\n'
                    '{"seq_id" : 1, "qsl_idx" : 96, "data" : "00000000000000C2"}\n]\n')
_HPL_OUT = ("================================================================================\n"
            "HPLinpack 2.3  --  High-Performance Linpack benchmark  --   December 2, 2018\n"
            "Written by A. Petitet and R. Clint Whaley,  Innovative Computing Laboratory, UTK\n"
            "================================================================================\n\n"
            "An explanation of the input/output parameters follows:\n"
            "T/V    : Wall time / encoded variant.\nN      : The order of the coefficient matrix A.\n\n"
            "================================================================================\n"
            "T/V                N    NB     P     Q               Time                 Gflops\n"
            "--------------------------------------------------------------------------------\n"
            "WR11C2R4      180000   384     8     8            2134.56             1.8220e+04\n")
_HPL_TABLE_ONLY = ("T/V                N    NB     P     Q               Time                 Gflops\n"
                   "--------------------------------------------------------------------------------\n"
                   "WR11C2R4      180000   384     8     8            2134.56             1.8220e+04\n"
                   "WR11C2R4      180000   256     8     8            2201.02             1.7670e+04\n")
_STREAM = ("-------------------------------------------------------------\n"
           "STREAM version $Revision: 5.10 $\n"
           "-------------------------------------------------------------\n"
           "This system uses 8 bytes per array element.\n"
           "-------------------------------------------------------------\n"
           "Function    Best Rate MB/s  Avg time     Min time     Max time\n"
           "Copy:          312345.6     0.052345     0.051234     0.053456\n"
           "Scale:         301234.5     0.054321     0.053123     0.055678\n"
           "Add:           330123.4     0.074321     0.072689     0.076543\n"
           "Triad:         331234.5     0.074012     0.072456     0.075321\n")
_STREAM_TABLE = ("Function    Best Rate MB/s  Avg time     Min time     Max time\n"
                 "Copy:          312345.6     0.052345     0.051234     0.053456\n"
                 "Triad:         331234.5     0.074012     0.072456     0.075321\n")
_PTS_XML = ('<?xml version="1.0"?>\n<!--Phoronix Test Suite v10.8.4-->\n<PhoronixTestSuite>\n'
            '  <Generated>\n    <Title>epyc9654 vs xeon8480</Title>\n'
            '    <LastModified>2026-11-30 10:02:11</LastModified>\n  </Generated>\n'
            '  <Result>\n    <Identifier>pts/stream-1.3.4</Identifier>\n    <Title>Stream</Title>\n'
            '    <Scale>MB/s</Scale>\n    <Proportion>HIB</Proportion>\n    <Data>\n'
            '      <Entry>\n        <Identifier>epyc9654_2s_ddr5</Identifier>\n        <Value>312345.6</Value>\n'
            '      </Entry>\n    </Data>\n  </Result>\n</PhoronixTestSuite>\n')
_TOP500_CSV = ("Rank,Previous Rank,First Appeared,Name,Computer,Site,Manufacturer,Country,Year,Segment,"
               "Total Cores,Accelerator/Co-Processor Cores,Rmax [TFlop/s],Rpeak [TFlop/s],Nmax,Nhalf,"
               "HPCG [TFlop/s],Power (kW),Energy Efficiency [GFlops/Watts]\n"
               "1,1,2024,El Capitan,\"HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A\","
               "DOE/NNSA/LLNL,HPE,United States,2024,Research,11039616,9988224,1742000.00,2746380.00,,,17406.00,"
               "29581,58.89\n")
_HYPERFINE_JSON = ('{\n  "results": [\n    {\n      "command": "./stream_c.exe",\n      "mean": 0.52178,\n'
                   '      "stddev": 0.01234,\n      "median": 0.51987,\n      "user": 3.98123,\n'
                   '      "system": 0.12345,\n      "min": 0.50712,\n      "max": 0.54321,\n'
                   '      "times": [0.50712, 0.51987, 0.54321],\n      "exit_codes": [0, 0, 0]\n    }\n  ]\n}\n')
_HYPERFINE_CSV = ("command,mean,stddev,median,user,system,min,max\n"
                  "./stream_c.exe,0.52178,0.01234,0.51987,3.98123,0.12345,0.50712,0.54321\n"
                  "./stream_omp.exe,0.13102,0.00456,0.13011,4.01234,0.13456,0.12567,0.13987\n")
_GBENCH_JSON = ('{\n  "context": {\n    "date": "2026-11-30T10:02:11+00:00",\n    "host_name": "epyc9654-n01",\n'
                '    "executable": "./bench_copy",\n    "num_cpus": 192,\n    "mhz_per_cpu": 3700,\n'
                '    "cpu_scaling_enabled": false,\n    "library_build_type": "release"\n  },\n'
                '  "benchmarks": [\n    {\n      "name": "BM_Copy/1024",\n      "run_name": "BM_Copy/1024",\n'
                '      "run_type": "iteration",\n      "iterations": 8912345,\n      "real_time": 78.12,\n'
                '      "cpu_time": 78.09,\n      "time_unit": "ns",\n      "bytes_per_second": 1.31e+10\n'
                '    }\n  ]\n}\n')
_PERF_STAT = ("\n Performance counter stats for './stream_c.exe':\n\n"
              "         12,345.67 msec task-clock                #    1.000 CPUs utilized\n"
              "               123      context-switches          #    9.963 /sec\n"
              "    45,678,901,234      cycles                    #    3.700 GHz\n"
              "    56,789,012,345      instructions              #    1.24  insn per cycle\n\n"
              "      12.345678901 seconds time elapsed\n")
_PERF_CSV = ("12345.67,msec,task-clock,12345670000,100.00,1.000,CPUs utilized\n"
             "45678901234,,cycles,12345670000,100.00,3.700,GHz\n"
             "56789012345,,instructions,12345670000,100.00,1.24,insn per cycle\n")


def _xlsx() -> bytes:
    """a TOP500 list as the site's XLSX (a zip with the workbook parts; the cells need not be read)"""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in [
                ("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.'
                 'openxmlformats.org/package/2006/content-types"/>'),
                ("xl/workbook.xml", '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.'
                 'openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="TOP500" sheetId="1"/></sheets>'
                 '</workbook>'),
                ("xl/worksheets/sheet1.xml", '<?xml version="1.0" encoding="UTF-8"?><worksheet/>')]:
            info = zipfile.ZipInfo(name, date_time=(2026, 11, 1, 0, 0, 0))
            z.writestr(info, text)
    return buf.getvalue()


_TOP500_XLSX = _xlsx()


def twentyninth_bar_hpcbenchmarks_cases() -> list[Case]:
    G = TWENTYNINTH_HPCBENCHMARKS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29c_rrf_campaigns", "rankagg.fuse({campaign: {benchmark: {machine: rate}}}, method='rrf'): four "
        "measurement campaigns, eight workloads (SPEC, MLPerf, HPL, STREAM, HPCG), five machines",
        "import rankagg\nR = results()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r); each campaign's list ranked by rate, higher better"))
    cases.append(ok(
        "u29c_borda_close_machines", "rankagg.fuse(..., method='borda'): the Xeon and the GH200 within noise of "
        "each other, their order swapping between campaigns",
        "import rankagg\nR = results(seed=5, noise=2.0)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points per list"))
    cases.append(ok(
        "u29c_combsum_mixed_units", "rankagg.fuse(..., method='combsum'): SPEC ratios (~8) beside STREAM MB/s "
        "(~3e5) and MLPerf samples/s: min-max normalised per list before summing",
        "import rankagg\nR = results(seed=7)\nres = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: combsum over min-max normalised scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29c_kemeny_five_machines", "rankagg.fuse(..., method='kemeny'): six campaigns' orders of the five "
        "machines; the consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = results(campaigns=CAMPAIGNS, n_q=4, seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(MACHINES))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959, by brute force over 5! orders"))
    cases.append(ok(
        "u29c_partial_campaigns_borda", "rankagg.fuse(..., method='borda'): the cloud rerun lacked the A64FX and the "
        "Mac on some workloads (no such instance types)",
        "import rankagg\nR = results(seed=15, drop={'cloud': 0.5, 'lab_b': 0.3})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each machine a list lacks"))
    cases.append(ok(
        "u29c_weighted_rrf_fuser", "rankagg.Fuser('rrf', weights=...): the lab's own runs count 2, the vendor's "
        "published numbers 0.5",
        "import rankagg\nW = {'lab_a': 2.0, 'vendor': 0.5, 'cloud': 1.0, 'lab_b': 1.0}\n"
        "R = results(seed=17)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29c_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results "
        "table as pandas reads the team's spreadsheet",
        "import rankagg, pandas as pd\nR = results(seed=19, drop={'vendor': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29c_evaluate_procurement_grades", "rankagg.evaluate(fused order, committee grades, ['nDCG@3', 'AP', "
        "'P@2'])",
        "import rankagg\nR = results(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.2 (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29c_cli_rrf_campaign_runs", "rankagg fuse lab_a.run vendor.run cloud.run lab_b.run --method rrf: scores "
        "as printf's %.6g writes them (1.82200e+04 style among them)",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", "seed=31"),
        setup=_runs_setup("seed=31"), why="Cormack et al. 2009; TREC lines ranked by score"))
    cases.append(cli_ok(
        "u29c_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "lab_a 2\nvendor 0.5\ncloud 1\nlab_b 1\n"},
        _cli_check("borda", "seed=33", "{'lab_a': 2, 'vendor': 0.5, 'cloud': 1, 'lab_b': 1}"),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29c_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3: the top three machines per "
        "workload for the procurement report",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "order.run"], None,
        _cli_check("combsum", "seed=35, drop={'cloud': 0.4}", depth=3),
        setup=_runs_setup("seed=35, drop={'cloud': 0.4}"), why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u29c_cli_sci_notation_gz", "rankagg fuse *.run.gz --method rrf: gzipped runs whose scores are written "
        "'%.4e' as HPL prints GFLOPS (1.8220e+04)",
        ["fuse", "lab_a.run.gz", "vendor.run.gz", "cloud.run.gz", "--method", "rrf", "-o", "order.run"], None,
        _cli_check("rrf", "campaigns=['lab_a', 'vendor', 'cloud'], seed=37"),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in results(campaigns=['lab_a', 'vendor', 'cloud'], seed=37).items():\n"
                              "    lines = ['%s Q0 %s %d %.4e %s' % (q, d, i, p[d], t) for q, p in run.items() "
                              "for i, d in enumerate(trec_order(p), 1)]\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(('\\n'.join(lines) + '\\n')"
                              ".encode(), mtime=0))\n"),
        why="trec_eval reads a score with atof, '1.8220e+04' is 18220; RRF reads ranks from the scores. Note: the "
            "reference reads the unrounded rates; %.4e keeps every order here (distinct in 5 digits)"))
    cases.append(cli_ok(
        "u29c_cli_evaluate_grades", "rankagg evaluate order.run --qrels grades.qrels -m ndcg_cut.3 -m map",
        ["evaluate", "order.run", "--qrels", "grades.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = results(seed=39, noise=3.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('grades.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u29c_run_named_hpl_stays_free", "rankagg fuse HPL.run STREAM.run --method borda: runs whose file names and "
        "tags are the field's words ('HPL', 'STREAM'), ids like 'WR11C2R4'",
        ["fuse", "HPL.run", "STREAM.run", "--method", "borda", "-o", "order.run"], None,
        _cli_check("borda", "campaigns=['HPL', 'STREAM'], seed=45"),
        setup=_runs_setup("campaigns=['HPL', 'STREAM'], seed=45"),
        why="legal TREC runs: trec_eval accepts them; names never make a run a tool's file"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u29c_spec_rsf_as_run", "a SPEC CPU 2017 raw result file (.rsf: '# Invocation command line', "
         "'spec.cpu2017.*: value' lines)", "CPU2017.001.intrate.rsf", _RSF, "SPEC", "CPU2017.001.intrate.rsf:"),
        ("u29c_spec_csv_as_run", "SPEC CPU 2017's CSV report (valid,1 / Full Results Table)",
         "CPU2017.001.intrate.csv", _SPEC_CSV, "SPEC", "CPU2017.001.intrate.csv:1"),
        ("u29c_spec_txt_as_run", "SPEC CPU 2017's text report (SPEC(R) CPU2017 Integer Rate Result)",
         "CPU2017.001.intrate.txt", _SPEC_TXT, "SPEC", "CPU2017.001.intrate.txt:"),
        ("u29c_mlperf_summary_as_run", "MLPerf's mlperf_log_summary.txt (MLPerf Results Summary, Samples per "
         "second)", "mlperf_log_summary.txt", _MLPERF_SUMMARY, "MLPerf", "mlperf_log_summary.txt:1"),
        ("u29c_mlperf_accuracy_json_as_run", "MLPerf's mlperf_log_accuracy.json (seq_id, qsl_idx, data)",
         "mlperf_log_accuracy.json", _MLPERF_ACCURACY, "MLPerf", "mlperf_log_accuracy.json"),
        ("u29c_hpl_out_as_run", "HPL's HPL.out (the HPLinpack banner, the T/V N NB P Q Time Gflops table)",
         "HPL.out", _HPL_OUT, "HPL", "HPL.out:1"),
        ("u29c_hpl_table_only_as_run", "HPL's result table alone, grepped out of HPL.out (T/V N NB P Q Time "
         "Gflops)", "hpl_results.txt", _HPL_TABLE_ONLY, "HPL", "hpl_results.txt:1"),
        ("u29c_stream_out_as_run", "STREAM's output (STREAM version $Revision, Function Best Rate MB/s)",
         "stream.out", _STREAM, "STREAM", "stream.out:1"),
        ("u29c_stream_table_as_run", "STREAM's rate table alone (Function Best Rate MB/s, Copy:, Triad:)",
         "stream_rates.txt", _STREAM_TABLE, "STREAM", "stream_rates.txt:1"),
        ("u29c_pts_composite_xml_as_run", "Phoronix Test Suite's composite.xml", "composite.xml", _PTS_XML,
         "Phoronix", "composite.xml:"),
        ("u29c_top500_csv_as_run", "a TOP500 list as CSV (Rank, ..., Rmax [TFlop/s], Rpeak [TFlop/s])",
         "TOP500_202611.csv", _TOP500_CSV, "TOP500", "TOP500_202611.csv:1"),
        ("u29c_hyperfine_json_as_run", "hyperfine's --export-json (results: command, mean, stddev, times)",
         "hyperfine.json", _HYPERFINE_JSON, "hyperfine", "hyperfine.json"),
        ("u29c_hyperfine_csv_as_run", "hyperfine's --export-csv (command,mean,stddev,median,user,system,min,max)",
         "hyperfine.csv", _HYPERFINE_CSV, "hyperfine", "hyperfine.csv:1"),
        ("u29c_gbench_json_as_run", "Google Benchmark's --benchmark_out JSON (context, benchmarks)",
         "bench_copy.json", _GBENCH_JSON, "Google Benchmark", "bench_copy.json"),
        ("u29c_perf_stat_as_run", "perf stat's report (Performance counter stats for ...)", "perf_stat.txt",
         _PERF_STAT, "perf", "perf_stat.txt:"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (an .rsf's 'key: value', HPL's seven columns, "
                "STREAM's five, a CSV's one); the file is the benchmark tool's, named by what it is (a field count "
                "says nothing the team can act on)")
    for cid, what, name, content, tool, where in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} lab_a.run -o order.run: {what} given as a run",
            ["fuse", name, "lab_a.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "lab_a.run": _ONE_RUN}, where, tool, why=text_why))
    cases.append(cli_bad(
        "u29c_top500_xlsx_as_run", "rankagg fuse TOP500_202611.xlsx lab_a.run: the TOP500 list as the site's XLSX",
        ["fuse", "TOP500_202611.xlsx", "lab_a.run", "--method", "rrf", "-o", "order.run"],
        {"TOP500_202611.xlsx": _TOP500_XLSX, "lab_a.run": _ONE_RUN}, "TOP500_202611.xlsx", "Excel",
        why="a zip holds no TREC line; named as an Excel workbook, with what to give instead"))
    cases.append(cli_bad(
        "u29c_hpl_out_gz_as_run", "rankagg fuse HPL.out.gz lab_a.run: HPL.out gzipped by the job script",
        ["fuse", "HPL.out.gz", "lab_a.run", "--method", "rrf", "-o", "order.run"],
        None, "HPL.out.gz:1", "HPL",
        setup=reference_setup(_REF, "import gzip\nopen(P('HPL.out.gz'), 'wb').write(gzip.compress(%r.encode(), "
                              "mtime=0))\nopen(P('lab_a.run'), 'w').write(%r)\n" % (_HPL_OUT, _ONE_RUN)),
        why=text_why + "; gzipped runs are read through gzip (docs/conventions.md)"))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29c_spec_rsf_as_qrels", "CPU2017.001.intrate.rsf", _RSF, "SPEC"),
            ("u29c_hpl_out_as_qrels", "HPL.out", _HPL_OUT, "HPL"),
            ("u29c_stream_table_as_qrels", "stream_rates.txt", _STREAM_TABLE, "STREAM"),
            ("u29c_perf_stat_csv_as_qrels", "perf_stat.csv", _PERF_CSV, "perf")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate lab_a.run --qrels {name}: the benchmark tool's file given as the judgements",
            ["evaluate", "lab_a.run", "--qrels", name], {"lab_a.run": _ONE_RUN, name: content}, f"{name}:", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the benchmark "
                            "tool's, named by what it is, with how to write the grades as qrels"))

    # --- the team's in-memory shapes --------------------------------------------------------------------------------
    cases.append(bad(
        "u29c_api_top500_frame", "rankagg.fuse(pd.read_csv('TOP500_202611.csv'), method='borda'): the TOP500 list "
        "as a frame", "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('TOP500_202611.csv'), method='borda')\n",
        "TOP500", files={"TOP500_202611.csv": _TOP500_CSV},
        why="README: a frame of runs has qid, docid, score (and run) columns; the TOP500 list's columns told so"))
    cases.append(bad(
        "u29c_api_gbench_dict", "rankagg.fuse(json.load(open('bench_copy.json')), method='rrf'): Google "
        "Benchmark's JSON as loaded",
        "import rankagg, json\nrankagg.fuse(json.load(open('bench_copy.json')), method='rrf')\n",
        "Google Benchmark", files={"bench_copy.json": _GBENCH_JSON},
        why="a dict of runs maps run -> query -> doc -> score; 'context' and 'benchmarks' are Google Benchmark's"))
    cases.append(bad(
        "u29c_api_hyperfine_frame", "rankagg.fuse(pd.read_csv('hyperfine.csv'), method='borda'): hyperfine's CSV "
        "as a frame", "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('hyperfine.csv'), method='borda')\n",
        "hyperfine", files={"hyperfine.csv": _HYPERFINE_CSV},
        why="README: a frame of runs has qid, docid, score columns; hyperfine's columns told so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u29c_score_thousands_comma", "rankagg fuse lab_a.run lab_b.run: a rate written with a thousands "
        "separator, '12,345.6'", ["fuse", "lab_a.run", "lab_b.run", "--method", "rrf", "-o", "order.run"],
        {"lab_a.run": _ONE_RUN, "lab_b.run": "HPL_N180000 Q0 epyc9654_2s_ddr5 1 18,220.0 lab_b\n"
                                             "HPL_N180000 Q0 xeon8480_hbm 2 16,950.0 lab_b\n"},
        "lab_b.run:1", why="trec_eval's atof reads '18,220.0' as 18; a score is strtod on the whole token"))
    cases.append(cli_bad(
        "u29c_score_with_unit", "rankagg fuse lab_a.run lab_b.run: a STREAM rate pasted with its unit, '312345.6 "
        "MB/s'", ["fuse", "lab_a.run", "lab_b.run", "--method", "rrf", "-o", "order.run"],
        {"lab_a.run": _ONE_RUN, "lab_b.run": "stream_triad Q0 epyc9654_2s_ddr5 1 312345.6 MB/s lab_b\n"},
        "lab_b.run:1", why="trec_eval: seven fields, refused at its line"))
    cases.append(cli_bad(
        "u29c_score_unit_glued", "rankagg fuse lab_a.run lab_b.run: a rate with its unit glued on, '123.4GB/s'",
        ["fuse", "lab_a.run", "lab_b.run", "--method", "rrf", "-o", "order.run"],
        {"lab_a.run": _ONE_RUN, "lab_b.run": "stream_triad Q0 epyc9654_2s_ddr5 1 123.4GB/s lab_b\n"
                                             "stream_triad Q0 xeon8480_hbm 2 118.9GB/s lab_b\n"},
        "lab_b.run:1", why="trec_eval's atof reads 123.4 and drops the unit; a score is strtod on the whole token"))
    cases.append(cli_bad(
        "u29c_query_with_blank", "rankagg fuse lab_a.run lab_b.run: a workload named 'HPL N=180000' (a blank)",
        ["fuse", "lab_a.run", "lab_b.run", "--method", "rrf", "-o", "order.run"],
        {"lab_a.run": _ONE_RUN, "lab_b.run": "HPL_N180000 Q0 xeon8480_hbm 1 16950 lab_b\n"
                                             "HPL N=180000 Q0 epyc9654_2s_ddr5 1 18220 lab_b\n"},
        "lab_b.run:2", why="trec_eval splits fields at blanks: seven fields, refused at its line"))
    cases.append(bad(
        "u29c_api_machine_with_blank", "rankagg.fuse({...: {'AMD EPYC 9654': ...}}): a machine keyed by its "
        "marketing name", "import rankagg\nR = results(campaigns=['lab_a', 'vendor'], n_q=2)\n"
        "R['vendor']['505.mcf_r']['AMD EPYC 9654'] = 8.9\nrankagg.fuse(R, method='borda')\n", "AMD EPYC 9654",
        why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u29c_api_weight_missing_campaign", "rankagg.fuse(R, method='rrf', weights={..., 'rerun_3': 2}): a weight "
        "left for a campaign not given", "import rankagg\nR = results(campaigns=['lab_a', 'vendor'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'lab_a': 1.0, 'vendor': 1.0, 'rerun_3': 2.0})\n", "rerun_3",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(bad(
        "u29c_api_failed_run_nan", "rankagg.fuse(frame) where a benchmark failed on one machine (an empty cell "
        "read as NaN)", "import rankagg, pandas as pd\nR = results(campaigns=['lab_a', 'vendor'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN) is refused as one"))
    cases.append(cli_bad(
        "u29c_cli_weights_unknown_campaign", "rankagg fuse lab_a.run vendor.run --weights lab_a=1,spec_org=2: a "
        "weight for a run not given",
        ["fuse", "lab_a.run", "vendor.run", "--method", "rrf", "--weights", "lab_a=1,spec_org=2", "-o", "order.run"],
        None, "spec_org", setup=_runs_setup("campaigns=['lab_a', 'vendor'], n_q=3"),
        why="docs/reliability.md: weights that name no run are refused naming them"))

    # --- the fused order written under a benchmark format's name ---------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u29c_out_rsf", ["-o", "order.rsf"], "order.rsf", "a SPEC raw result file", ("SPEC",)),
            ("u29c_out_hpl_dat", ["-o", "HPL.dat"], "HPL.dat", "HPL's input file", ("HPL",)),
            ("u29c_out_composite_xml", ["-o", "composite.xml"], "composite.xml", "Phoronix's result file", ()),
            ("u29c_explain_rsf", ["-o", "order.run", "--explain", "why.rsf"], "why.rsf", "--explain as an .rsf",
             ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse lab_a.run vendor.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines "
            "under that name are read by no tool that opens it",
            ["fuse", "lab_a.run", "vendor.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "order.run"), setup=_runs_setup("campaigns=['lab_a', 'vendor'], seed=47"),
            why="issue 45: every output reads back; an output must not be named like an input format of the field"))
    return cases
