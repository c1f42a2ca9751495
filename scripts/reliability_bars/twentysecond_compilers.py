"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a compiler team's ranking of build configurations across benchmarks (its cases,
ids ``u22d_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The team's day: build configurations (compiler, version, flags, autotuner candidates) are timed on a benchmark suite
(SPEC CPU 2017's ``505.mcf_r`` ..., Polybench's kernels, their own microbenchmarks), ten runs each; a benchmark ranks
the configurations by their median runtime (lower is better, so the score is ``-seconds``) or by SPEC's ratio (higher
is better); a benchmark is a ranker, a configuration an item, the suite one query (or, for autotuners, a benchmark is
a query and each tuner a ranker).  Configurations are named as the team's scripts name them (``gcc13-O3+lto``,
``clang17-O3-march=native``, ``-O2`` the baseline, ranked like any other).  They fuse with Borda, RRF, the mean rank,
RAGS' geometric mean and Kemeny, check the tuner's ranking against the exhaustive search's best configuration
(qrels), and write the consensus back.  The mistakes and odd files: hyperfine's JSON and CSV exports, the raw results
CSV, SPEC's result CSV and perf's files given as input or named as the output, a failed build's ``NaN`` or ``ERROR``,
a timeout's ``inf``, ten repeated runs left in a frame, speedups (``1.23x``) or times with units (``12.3ms``) pasted
where configuration names belong, whole command lines with their blanks as ids.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda and RRF from references.RANKED_LISTS, the mean place and RAGS' geometric
mean of normalised places written out, Kemeny by brute force over every order."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES

TWENTYSECOND_COMPILERS = "45 Unseen inputs: a twenty-second bar, a compiler team's ranking of build configurations across benchmarks"

_DATA = r'''
import itertools, json, math, statistics, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''CONFIGS = ['-O2', 'gcc13-O3', 'gcc13-O3+lto', 'gcc13-Ofast-march=native', 'clang17-O2', 'clang17-O3',
           'clang17-O3-march=native', 'clang17-O3+lto+pgo', 'icx-O3-xHost', 'gcc13-Os', 'clang17-O3-funroll-loops',
           'aocc4-O3-zen4']
SPEC = ['500.perlbench_r', '502.gcc_r', '505.mcf_r', '519.lbm_r', '520.omnetpp_r', '523.xalancbmk_r', '525.x264_r',
        '531.deepsjeng_r']
POLY = ['2mm', '3mm', 'adi', 'atax', 'bicg', 'cholesky', 'correlation', 'covariance', 'deriche', 'doitgen',
        'durbin', 'fdtd-2d', 'floyd-warshall', 'gemm', 'gemver', 'gesummv', 'gramschmidt', 'heat-3d', 'jacobi-1d',
        'jacobi-2d', 'lu', 'ludcmp', 'mvt', 'nussinov', 'seidel-2d', 'symm', 'syr2k', 'syrk', 'trisolv', 'trmm']
def timings(configs=CONFIGS, benches=SPEC, runs=10, seed=7, decimals=None):
    """[(benchmark, config, run, seconds)]: a config's speed times a benchmark's size, with noise per run"""
    g = lcg(seed)
    speed = {c: 0.7 + 0.6 * next(g) for c in configs}
    rows = []
    for b in benches:
        size = 1 + 99 * next(g)
        for c in configs:
            for r in range(runs):
                t = size * speed[c] * (1 + 0.08 * next(g))
                rows.append((b, c, r, round(t, decimals) if decimals else t))
    return rows
def medians(rows):
    """{benchmark: {config: median seconds}}"""
    by = {}
    for b, c, r, t in rows:
        by.setdefault(b, {}).setdefault(c, []).append(t)
    return {b: {c: statistics.median(ts) for c, ts in m.items()} for b, m in by.items()}
def as_runs(meds, query='suite'):
    """{benchmark: {query: {config: -seconds}}}: a benchmark ranks the configs, faster is better"""
    return {b: {query: {c: -t for c, t in m.items()}} for b, m in meds.items()}
def mean_place_ref(lists):
    """-(mean place), a config a list lacks at k + 1 (rankagg methods mean_rank)"""
    allids = set().union(*[set(p) for p in lists.values()])
    places, cnt, best = {d: [] for d in allids}, {}, {}
    for p in lists.values():
        pos = positions(p)
        for d in allids:
            places[d].append(pos.get(d, len(p) + 1))
            if d in pos:
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
    return {d: -statistics.fmean(v) for d, v in places.items()}, cnt, best
def geomean_ref(lists):
    """RAGS Theorem 2: -(sum of log(R / (n + 1))), R the place (top-k imputation (k + 1 + n) / 2)"""
    allids = set().union(*[set(p) for p in lists.values()])
    n = len(allids)
    sc, cnt, best = {d: 0.0 for d in allids}, {}, {}
    for p in lists.values():
        pos, k = positions(p), len(p)
        for d in allids:
            sc[d] -= math.log(pos.get(d, (k + 1 + n) / 2) / (n + 1))
            if d in pos:
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
    return sc, cnt, best
def order_of(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-round(sc[d], 9), -cnt[d], best[d], d))
def run_text(run, tag):
    return ''.join('%s Q0 %s %d %r %s\n' % (q, d, i, p[d], tag) for q, p in run.items()
                   for i, d in enumerate(desc_order(p), 1))
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + _DATA

#: perf record's file: the magic 'PERFILE2', then the header's sizes
_PERF_DATA = b"PERFILE2" + (104).to_bytes(8, "little") + (136).to_bytes(8, "little") + bytes(88)
_HYPERFINE_JSON = ('{"results": [{"command": "./bench-gcc13-O3", "mean": 0.1234, "stddev": 0.0021, "median": 0.1229, '
                   '"user": 0.118, "system": 0.004, "min": 0.1207, "max": 0.1290, "times": [0.1229, 0.1207, 0.1290], '
                   '"exit_codes": [0, 0, 0]}, {"command": "./bench-clang17-O3", "mean": 0.1171, "stddev": 0.0018, '
                   '"median": 0.1168, "user": 0.112, "system": 0.004, "min": 0.1150, "max": 0.1199, "times": '
                   '[0.1168, 0.1150, 0.1199], "exit_codes": [0, 0, 0]}]}\n')
_HYPERFINE_CSV = ("command,mean,stddev,median,user,system,min,max\n./bench-gcc13-O3,0.1234,0.0021,0.1229,0.118,0.004,"
                  "0.1207,0.1290\n./bench-clang17-O3,0.1171,0.0018,0.1168,0.112,0.004,0.1150,0.1199\n"
                  "./bench-icx-O3,0.1302,0.0030,0.1299,0.125,0.005,0.1270,0.1351\n")
_RESULTS_CSV = ("benchmark,config,run,time_s,cycles,instructions\n505.mcf_r,gcc13-O3,0,2.311,7394112000,9123004111\n"
                "505.mcf_r,gcc13-O3,1,2.298,7353600000,9123004110\n505.mcf_r,clang17-O3,0,2.190,7008000000,"
                "8990331202\n505.mcf_r,clang17-O3,1,2.204,7052800000,8990331199\n519.lbm_r,gcc13-O3,0,3.870,"
                "12384000000,15002331000\n519.lbm_r,clang17-O3,0,3.912,12518400000,15100220000\n")
_SPEC_CSV = ("valid,1\n\"SPEC CPU(R)2017 Integer Rate Result\"\n\nFull Results Table\n\nBenchmark,\"Base # Copies\","
             "\"Base Run Time\",\"Base Ratio\",\"Base Selected\",\"Base Status\"\n500.perlbench_r,1,402.3,3.96,1,S\n"
             "502.gcc_r,1,310.9,4.55,1,S\n505.mcf_r,1,355.2,4.55,1,S\n")
_FOLDED = ("bench-gcc13-O3;main;spmv;__memmove_avx_unaligned 120\nbench-gcc13-O3;main;spmv 4410\n"
           "bench-gcc13-O3;main;init_matrix 301\n")
#: a table of lists: one column per benchmark, the configurations fastest first (configs' flags, the baseline -O2)
_LIST_TABLE = ("505.mcf_r,519.lbm_r,525.x264_r,531.deepsjeng_r\n"
               "clang17-O3+lto,gcc13-Ofast-march=native,clang17-O3+lto,gcc13-O3\n"
               "gcc13-O3,clang17-O3+lto,gcc13-Ofast-march=native,clang17-O3+lto\n"
               "-O2,gcc13-O3,gcc13-O3,-O2\n"
               "gcc13-Ofast-march=native,-O2,-O2,gcc13-Ofast-march=native\n")


def _runs_setup(code: str = "", seed: int = 7):
    """one run file per SPEC benchmark (query 'suite', score -median seconds), written with the references"""
    return reference_setup(_REF, f"RUNS = as_runs(medians(timings(seed={seed})))\n"
                           "for b, run in RUNS.items():\n"
                           "    open(P(b + '.run'), 'w').write(run_text(run, b))\n" + code)


_BENCH_FILES = [b + ".run" for b in ("500.perlbench_r", "502.gcc_r", "505.mcf_r", "519.lbm_r", "520.omnetpp_r",
                                      "523.xalancbmk_r", "525.x264_r", "531.deepsjeng_r")]


def _run_report(code: str, scope: dict) -> bool:
    return prints_same(code, scope)


def _cli_check(ref: str, output: str = "fused.run", depth: int | None = None):
    """the written run against ``ref`` (an expression of the references giving {query: reference})"""
    code = _REF + (f"refs = {ref}\nrows = read_run(open(FOLDER + '/{output}').read())\n"
                   f"report(agree_all(rows, refs, depth={depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


def _tsv_items(folder: Path, name: str) -> list[str]:
    return [ln.split("\t")[2] for ln in (folder / name).read_text().splitlines()[1:]]


def twentysecond_bar_compilers_cases() -> list[Case]:
    G = TWENTYSECOND_COMPILERS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=("fused.run",), ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked by hand ------------------------------------------------------------------------
    cases.append(ok(
        "u22d_borda_median_runtimes", "rankagg.fuse({benchmark: {'suite': {config: -median seconds}}}, 'borda'): "
        "12 configs x 8 SPEC benchmarks, the median of 10 runs each, the baseline -O2 ranked like any other",
        "import rankagg\nR = as_runs(medians(timings()))\nres = rankagg.fuse(R, method='borda')\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="rankagg methods borda: n - r + 1 points; positions by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u22d_rrf_spec_ratios", "rankagg.fuse(..., 'rrf', k=60): SPEC ratios (reference time / time, higher is "
        "better) as the scores",
        "import rankagg\nM = medians(timings(seed=3))\n"
        "R = {b: {'suite': {c: 100.0 / t for c, t in m.items()}} for b, m in M.items()}\n"
        "res = rankagg.fuse(R, method='rrf', k=60)\n"
        "report(agree(list(res['suite'].items()), rrf_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); a ratio's order is the time's reversed"))
    cases.append(ok(
        "u22d_mean_rank_polybench", "rankagg.fuse(..., 'mean_rank'): 30 Polybench kernels rank the 12 configs",
        "import rankagg\nR = as_runs(medians(timings(benches=POLY, seed=11)))\n"
        "res = rankagg.fuse(R, method='mean_rank')\n"
        "report(agree(list(res['suite'].items()), mean_place_ref({b: r['suite'] for b, r in R.items()}), "
        "written=False))\n",
        why="rankagg methods mean_rank: the mean place over the rankers"))
    cases.append(ok(
        "u22d_geomean_rags_order", "rankagg.fuse(..., 'geomean'): RAGS' geometric mean of normalised places, the "
        "order checked against sum log(R / (n + 1)) by hand",
        "import rankagg\nR = as_runs(medians(timings(benches=POLY[:12], seed=5)))\n"
        "res = rankagg.fuse(R, method='geomean')\n"
        "want = order_of(geomean_ref({b: r['suite'] for b, r in R.items()}))\n"
        "got = list(res['suite'])\n"
        "report('' if got == want else 'order %r, expected %r' % (got[:5], want[:5]))\n",
        why="rankagg methods geomean: sum_r log(R_r / (n + 1)) ascending (Bedő & Ong, Theorem 2)"))
    cases.append(ok(
        "u22d_ties_within_noise", "rankagg.fuse(..., 'borda'): times rounded to 0.1 s, so configs tie within noise "
        "on several benchmarks",
        "import rankagg\nR = as_runs(medians(timings(seed=19, decimals=1)))\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="docs/conventions.md: tied scores in a list are placed by trec_eval's rule (id descending)"))
    cases.append(ok(
        "u22d_failed_builds_absent", "rankagg.fuse(..., 'borda'): icx failed to build on three benchmarks and aocc "
        "on one, so their lists lack them (shorter lists)",
        "import rankagg\nR = as_runs(medians(timings(seed=23)))\n"
        "for b in ['502.gcc_r', '520.omnetpp_r', '523.xalancbmk_r']: del R[b]['suite']['icx-O3-xHost']\n"
        "del R['525.x264_r']['suite']['aocc4-O3-zen4']\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="rankagg methods borda: a list's missing id gets (n - k + 1) / 2"))
    cases.append(ok(
        "u22d_long_frame_benchmarks", "rankagg.fuse(DataFrame qid, docid, run, score): the medians as a long frame "
        "(run = benchmark), a frame back",
        "import rankagg, pandas as pd\nR = as_runs(medians(timings(seed=29)))\n"
        "df = pd.DataFrame([(q, c, b, s) for b, run in R.items() for q, p in run.items() for c, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='borda').sort_values('rank')\n"
        "report(agree(list(zip(res['docid'], res['score'])), borda_ref({b: r['suite'] for b, r in R.items()}), "
        "written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods borda"))
    cases.append(ok(
        "u22d_arrow_table_rrf", "rankagg.fuse(pyarrow.Table qid, docid, run, score, 'rrf'): the team's Arrow table",
        "import rankagg, pyarrow as pa\nR = as_runs(medians(timings(seed=31)))\n"
        "rows = [(q, c, b, s) for b, run in R.items() for q, p in run.items() for c, s in p.items()]\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [r[3] for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf').to_pandas().sort_values('rank')\n"
        "report(agree(list(zip(res['docid'], res['score'])), rrf_ref({b: r['suite'] for b, r in R.items()}), "
        "written=False))\n",
        why="README: an Arrow table in, the same kind back; RRF k=60"))
    cases.append(ok(
        "u22d_volume_500x40x10", "rankagg.fuse: 500 configs x 40 benchmarks x 10 runs (200,000 timings, medians "
        "taken by the team), 'borda', within seconds",
        "import rankagg\nC = ['cfg%03d-O%d%s' % (i, i % 4, '+lto' if i % 3 else '') for i in range(500)]\n"
        "R = as_runs(medians(timings(C, ['bench%02d' % i for i in range(40)], seed=37)))\n"
        "res = rankagg.fuse(R, method='borda', depth=None)\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="rankagg methods borda; depth=None keeps every config", timeout=240))
    cases.append(ok(
        "u22d_tuners_benchmarks_as_queries", "rankagg.fuse({tuner: {benchmark: {candidate: predicted speedup}}}, "
        "'rrf'): three autotuners rank 20 candidates per benchmark, each benchmark fused apart",
        "import rankagg\ng = lcg(41)\nT = {t: {b: {'cand%02d' % i: round(0.8 + 0.6 * next(g), 3) for i in range(20)} "
        "for b in POLY[:6]} for t in ['opentuner', 'ytopt', 'random-search']}\n"
        "res = rankagg.fuse(T, method='rrf')\n"
        "refs = {b: rrf_ref({t: T[t][b] for t in T}) for b in POLY[:6]}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009, per query; ties at three decimals by trec_eval's rule"))
    cases.append(ok(
        "u22d_weights_fp_suite", "rankagg.fuse(..., 'borda', weights={fp benchmark: 2}): the floating-point "
        "benchmarks weigh twice",
        "import rankagg\nR = as_runs(medians(timings(seed=43)))\nW = {'519.lbm_r': 2.0, '531.deepsjeng_r': 0.5}\n"
        "res = rankagg.fuse(R, method='borda', weights=W)\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}, W), "
        "written=False))\n",
        why="rankagg methods borda: points times the ranker's weight; an unnamed run weighs 1"))
    cases.append(ok(
        "u22d_api_run_paths", "rankagg.fuse([benchmark run files], 'borda'): the CI's run files fused from a "
        "notebook, {query: {config: score}} back",
        "import rankagg\nR = as_runs(medians(timings(seed=47)))\n"
        "for b, run in R.items(): open(b + '.run', 'w').write(run_text(run, b))\n"
        "res = rankagg.fuse([b + '.run' for b in R], method='borda')\n"
        "report(agree(list(res['suite'].items()), borda_ref({b: r['suite'] for b, r in R.items()}), written=False))\n",
        why="rankagg.fuse's docstring: run files are read as rankagg fuse reads them; rankagg methods borda"))
    cases.append(ok(
        "u22d_evaluate_exhaustive_best", "rankagg.evaluate(tuner ranking, qrels = the exhaustive search's best "
        "config per benchmark, ['RR', 'P@5', 'nDCG@10'])",
        "import rankagg\ng = lcg(53)\n"
        "run = {b: {'cand%02d' % i: round(next(g), 4) for i in range(25)} for b in POLY[:8]}\n"
        "qrels = {b: {'cand%02d' % int(25 * next(g)): 1} for b in POLY[:8]}\n"
        "got = rankagg.evaluate(run, qrels, ['RR', 'P@5', 'nDCG@10'])\n"
        "want, _ = measures({b: desc_order(p) for b, p in run.items()}, qrels)\n"
        "report('' if all(close(float(got[m]), want[m], 1e-6) for m in ('RR', 'P@5', 'nDCG@10')) "
        "else 'got %r, expected %r' % (got, want))\n",
        why="trec_eval's recip_rank, P_5, ndcg_cut_10 over the judged queries (references.TREC_MEASURES)"))

    # --- the command line --------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u22d_cli_benchmark_runs_borda", "rankagg fuse 500.perlbench_r.run ... 531.deepsjeng_r.run --method borda "
        "-o fused.run: one run per benchmark, score -median seconds",
        ["fuse", *_BENCH_FILES, "--method", "borda", "-o", "fused.run"], None,
        _cli_check("{'suite': borda_ref({b: r['suite'] for b, r in as_runs(medians(timings())).items()})}"),
        setup=_runs_setup(), why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u22d_cli_weights_json", "rankagg fuse ... --method rrf --weights weights.json (the fp benchmarks weigh 2)",
        ["fuse", *_BENCH_FILES, "--method", "rrf", "--weights", "weights.json", "-o", "fused.run"],
        {"weights.json": '{"519.lbm_r": 2, "531.deepsjeng_r": 2}'},
        _cli_check("{'suite': rrf_ref({b: r['suite'] for b, r in as_runs(medians(timings())).items()}, "
                   "w={'519.lbm_r': 2, '531.deepsjeng_r': 2})}"),
        setup=_runs_setup(), why="rankagg fuse --help: --weights FILE, a JSON object of run tags"))
    cases.append(cli_ok(
        "u22d_cli_parquet_in_out", "rankagg fuse timings.parquet (q_id, doc_id, score, run) --method mean_rank -o "
        "ranking.parquet",
        ["fuse", "timings.parquet", "--method", "mean_rank", "-o", "ranking.parquet"], None,
        lambda out, folder: _run_report(_REF + (
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/ranking.parquet')\n"
            "t = t.sort_values(['q_id', 'rank'])\n"
            "rows = {q: list(zip(g['doc_id'], g['score'])) for q, g in t.groupby('q_id')}\n"
            "refs = {'suite': mean_place_ref({b: r['suite'] for b, r in as_runs(medians(timings(seed=59))).items()})}\n"
            "report(agree_all(rows, refs, written=False))\n"), {"FOLDER": str(folder)}),
        setup=reference_setup(_REF, "import pandas as pd\nR = as_runs(medians(timings(seed=59)))\n"
                              "pd.DataFrame([(q, c, s, b) for b, run in R.items() for q, p in run.items() "
                              "for c, s in p.items()], columns=['q_id', 'doc_id', 'score', 'run'])"
                              ".to_parquet(P('timings.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out"))
    cases.append(cli_ok(
        "u22d_cli_tuners_depth", "rankagg fuse opentuner.run ytopt.run --method rrf --depth 5: each benchmark's "
        "best five candidates",
        ["fuse", "opentuner.run", "ytopt.run", "--method", "rrf", "--depth", "5", "-o", "fused.run"], None,
        _cli_check_tuners(),
        setup=reference_setup(_REF, "g = lcg(61)\nT = {t: {b: {'cand%02d' % i: round(0.8 + 0.6 * next(g), 3) "
                              "for i in range(20)} for b in POLY[:6]} for t in ['opentuner', 'ytopt']}\n"
                              "for t, run in T.items(): open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="RRF per query; --depth writes at most 5 per query"))
    cases.append(cli_ok(
        "u22d_cli_list_table_flags", "rankagg fuse fastest.csv --method borda -o consensus.tsv: one column per "
        "benchmark, the configs fastest first (-O2, gcc13-Ofast-march=native: a leading dash and '=')",
        ["fuse", "fastest.csv", "--method", "borda", "-o", "consensus.tsv"], {"fastest.csv": _LIST_TABLE},
        lambda out, folder: _tsv_items(folder, "consensus.tsv")
        == ["clang17-O3+lto", "gcc13-O3", "gcc13-Ofast-march=native", "-O2"],
        why="by hand: Borda points clang17-O3+lto 15, gcc13-O3 12, gcc13-Ofast-march=native 10, -O2 9 "
            "(docs/genes.md table of lists)"))
    cases.append(cli_ok(
        "u22d_cli_evaluate_tuner", "rankagg evaluate --qrels best.qrels tuner.run -m recip_rank -m P.1: the "
        "exhaustive search's best config per benchmark",
        ["evaluate", "--qrels", "best.qrels", "tuner.run", "-m", "recip_rank", "-m", "P.1", "--json"],
        {"tuner.run": "2mm Q0 cand07 1 0.93 tuner\n2mm Q0 cand02 2 0.91 tuner\n2mm Q0 cand11 3 0.90 tuner\n"
                      "gemm Q0 cand04 1 0.88 tuner\ngemm Q0 cand09 2 0.81 tuner\ngemm Q0 cand01 3 0.80 tuner\n"
                      "lu Q0 cand03 1 0.97 tuner\nlu Q0 cand05 2 0.95 tuner\n",
         "best.qrels": "2mm 0 cand02 1\ngemm 0 cand04 1\nlu 0 cand08 1\n"},
        lambda out, folder: _mean_measure(out, "RR", 0.5) and _mean_measure(out, "P@1", 1 / 3),
        why="by hand: RR 1/2, 1, 0 (cand08 never returned): mean 0.5; P@1 1/3"))
    cases.append(Case(
        "u22d_methods_geomean", G, "rankagg methods geomean: what RAGS' geometric mean is",
        argv=["methods", "geomean"], expect="ok", check=stdout_has("Bed"), memory_gb=4.0, timeout=60,
        why="docs/rags.md: geomean is Bedő & Ong's Theorem 2", fast=True))

    # --- the mistakes and odd files ----------------------------------------------------------------------------
    for ext, name in [("perf", "ranking.perf"), ("data", "perf.data"), ("folded", "configs.folded"),
                      ("profdata", "merged.profdata"), ("ll", "best_config.ll")]:
        cases.append(cli_bad(
            f"u22d_output_{ext}", f"rankagg fuse ... -o {name}: a perf / LLVM file's name for the fused run",
            ["fuse", *_BENCH_FILES[:3], "--method", "borda", "-o", name], None, name, outputs=(name,),
            setup=_runs_setup(), why="docs/conventions.md: another format's output name is refused (no perf or "
                                     "LLVM tool reads TREC lines)"))
    cases.append(cli_bad(
        "u22d_output_hyperfine_json", "rankagg fuse ... -o hyperfine_ranked.json",
        ["fuse", *_BENCH_FILES[:3], "-o", "hyperfine_ranked.json"], None, "hyperfine_ranked.json",
        outputs=("hyperfine_ranked.json",), setup=_runs_setup(),
        why="docs/conventions.md: a .json name would hold TREC lines: refused"))
    cases.append(cli_bad(
        "u22d_list_output_flamegraph_svg", "rankagg fuse fastest.csv -o flamegraph.svg: the table of lists' "
        "consensus under an image's name",
        ["fuse", "fastest.csv", "--method", "borda", "-o", "flamegraph.svg"], {"fastest.csv": _LIST_TABLE},
        "flamegraph.svg", outputs=("flamegraph.svg",), why="docs/conventions.md: the same holds for the other outputs"))
    cases.append(cli_bad(
        "u22d_input_hyperfine_json", "rankagg fuse hyperfine_O3.json: hyperfine's --export-json given as a run",
        ["fuse", "hyperfine_O3.json", "-o", "fused.run"], {"hyperfine_O3.json": _HYPERFINE_JSON},
        "hyperfine_O3.json", why="no reader takes hyperfine's JSON; the refusal names the file"))
    cases.append(cli_bad(
        "u22d_input_hyperfine_csv", "rankagg fuse hyperfine_O3.csv -o consensus.tsv: hyperfine's --export-csv "
        "(command, mean, stddev, ...) given as a table of lists",
        ["fuse", "hyperfine_O3.csv", "-o", "consensus.tsv"], {"hyperfine_O3.csv": _HYPERFINE_CSV},
        "hyperfine_O3.csv:", outputs=("consensus.tsv",),
        why="docs/genes.md: a list whose every item is a number with a decimal is refused at its line"))
    cases.append(cli_bad(
        "u22d_input_results_csv", "rankagg fuse results.csv: the raw results (benchmark, config, run, time_s, "
        "cycles, instructions)", ["fuse", "results.csv", "-o", "consensus.tsv"], {"results.csv": _RESULTS_CSV},
        "results.csv:", outputs=("consensus.tsv",),
        why="a long table of measurements is no table of lists: refused at its line"))
    cases.append(cli_bad(
        "u22d_input_spec_result_csv", "rankagg fuse CPU2017.001.intrate.csv: SPEC's result CSV given as is",
        ["fuse", "CPU2017.001.intrate.csv", "-o", "consensus.tsv"], {"CPU2017.001.intrate.csv": _SPEC_CSV},
        "CPU2017.001.intrate.csv", outputs=("consensus.tsv",),
        why="SPEC's report is no table of lists: the refusal names the file"))
    cases.append(cli_bad(
        "u22d_input_perf_data", "rankagg fuse perf.data 505.mcf_r.run: perf record's binary file given by mistake",
        ["fuse", "perf.data", "505.mcf_r.run", "-o", "fused.run"], {"perf.data": _PERF_DATA}, "perf.data",
        setup=_runs_setup(), why="no run reader reads perf's binary file; the refusal names the file"))
    cases.append(cli_bad(
        "u22d_input_folded_stacks", "rankagg fuse gcc13-O3.folded 505.mcf_r.run: stackcollapse-perf's output given "
        "as a run", ["fuse", "gcc13-O3.folded", "505.mcf_r.run", "-o", "fused.run"],
        {"gcc13-O3.folded": _FOLDED}, "gcc13-O3.folded:1", setup=_runs_setup(),
        why="trec_eval: six fields a line; a folded stack line has two"))
    cases.append(cli_bad(
        "u22d_run_error_score", "rankagg fuse: a failed build written as 'ERROR' in the score column at line 3",
        ["fuse", "505.mcf_r.run", "519.lbm_r.run", "-o", "fused.run"],
        {"505.mcf_r.run": "suite Q0 clang17-O3 1 -2.190 505.mcf_r\nsuite Q0 gcc13-O3 2 -2.305 505.mcf_r\n"
                          "suite Q0 icx-O3-xHost 3 ERROR 505.mcf_r\n",
         "519.lbm_r.run": "suite Q0 gcc13-O3 1 -3.870 519.lbm_r\nsuite Q0 clang17-O3 2 -3.912 519.lbm_r\n"},
        "505.mcf_r.run:3", why="trec_eval's atof would read 0 and rank the failed build first: not a number"))
    cases.append(cli_bad(
        "u22d_run_seconds_unit", "rankagg fuse: a score written with its unit ('-2.305s') at line 2",
        ["fuse", "505.mcf_r.run", "519.lbm_r.run", "-o", "fused.run"],
        {"505.mcf_r.run": "suite Q0 clang17-O3 1 -2.190s 505.mcf_r\nsuite Q0 gcc13-O3 2 -2.305s 505.mcf_r\n",
         "519.lbm_r.run": "suite Q0 gcc13-O3 1 -3.870 519.lbm_r\nsuite Q0 clang17-O3 2 -3.912 519.lbm_r\n"},
        "505.mcf_r.run:1", why="trec_eval's atof would read -2.19 and drop the unit silently; a score is a number"))
    cases.append(cli_bad(
        "u22d_list_table_speedups", "rankagg fuse speedups.csv: the speedup columns (1.23x) pasted where the "
        "config names belong", ["fuse", "speedups.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"speedups.csv": "505.mcf_r,519.lbm_r,525.x264_r\n1.23x,1.10x,1.31x\n1.05x,1.23x,1.12x\n0.98x,0.97x,1.01x\n"},
        "speedups.csv:2", outputs=("consensus.tsv",),
        why="docs/genes.md: a column of values read as items is refused at its line (as '87%' is)"))
    cases.append(cli_bad(
        "u22d_list_table_times_units", "rankagg fuse times.csv: the median times with their unit (12.3ms) pasted "
        "where the config names belong", ["fuse", "times.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"times.csv": "2mm,gemm,lu\n12.3ms,8.1ms,40.2ms\n13.0ms,8.4ms,41.7ms\n15.9ms,9.9ms,44.0ms\n"},
        "times.csv:2", outputs=("consensus.tsv",),
        why="docs/genes.md: a column of values read as items is refused at its line"))
    cases.append(cli_bad(
        "u22d_list_table_command_lines", "rankagg fuse fastest_cmds.csv: whole command lines as the configs "
        "('clang -O3 -march=native -flto', blanks inside a cell)",
        ["fuse", "fastest_cmds.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"fastest_cmds.csv": "505.mcf_r,519.lbm_r\nclang -O3 -flto,gcc -Ofast -march=native\n"
                             "gcc -O2,clang -O3 -flto\ngcc -Ofast -march=native,gcc -O2\n"},
        "fastest_cmds.csv:2", "holds a blank", outputs=("consensus.tsv",),
        why="docs/genes.md: a blank inside a name is refused with the file and line (u21r's names: 'holds a "
            "blank'); the cell is one configuration, not a ranking in one cell"))
    cases.append(cli_bad(
        "u22d_qrels_best_csv", "rankagg evaluate --qrels best_configs.csv tuner.run: the exhaustive search's best "
        "configs as a CSV (benchmark, best_config)",
        ["evaluate", "--qrels", "best_configs.csv", "tuner.run"],
        {"best_configs.csv": "benchmark,best_config\n2mm,cand02\ngemm,cand04\n",
         "tuner.run": "2mm Q0 cand07 1 0.93 tuner\n2mm Q0 cand02 2 0.91 tuner\n"},
        "best_configs.csv", why="trec_eval: qrels lines are 'qid iter docno rel'; a CSV heading is no such line",
        fast=True))

    # --- the API's mistakes ----------------------------------------------------------------------------------
    cases.append(bad(
        "u22d_api_speedup_frame", "rankagg.fuse(DataFrame): the score column holds speedups as text ('1.08x')",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([('suite', 'gcc13-O3', '505.mcf_r', '1.00x'), "
        "('suite', 'clang17-O3', '505.mcf_r', '1.08x'), "
        "('suite', 'gcc13-O3', '519.lbm_r', '1.00x'), ('suite', 'clang17-O3', '519.lbm_r', '0.97x')], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "rankagg.fuse(df, method='borda')\n", "score",
        why="a score is a number: a column of '1.08x' is refused naming the column"))
    cases.append(cli_ok(
        "u22d_cli_mean_rank_failed_builds", "rankagg fuse *.run --method mean_rank: icx failed to build on three "
        "benchmarks (its lines absent there)",
        ["fuse", *_BENCH_FILES, "--method", "mean_rank", "-o", "fused.run"], None,
        _cli_check("{'suite': mean_place_ref({b: {c: s for c, s in r['suite'].items() if not (c == 'icx-O3-xHost' "
                   "and b in ('502.gcc_r', '520.omnetpp_r', '523.xalancbmk_r'))} "
                   "for b, r in as_runs(medians(timings(seed=67))).items()})}"),
        setup=_runs_setup("for b in ('502.gcc_r', '520.omnetpp_r', '523.xalancbmk_r'):\n"
                          "    t = open(P(b + '.run')).read().splitlines(True)\n"
                          "    open(P(b + '.run'), 'w').write(''.join(l for l in t if 'icx-O3-xHost' not in l))\n",
                          seed=67),
        why="rankagg methods mean_rank: a config a list lacks counts at k + 1"))
    cases.append(bad(
        "u22d_api_frame_repeated_runs", "rankagg.fuse(DataFrame): the ten runs left as ten rows per benchmark and "
        "config (the median never taken)",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([('suite', c, b, -t) for b, c, r, t in timings(runs=10)], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "rankagg.fuse(df, method='borda')\n", "500.perlbench_r", "twice",
        why="trec_eval refuses a docno twice in a query's list; the lists would be ten times too long"))
    cases.append(bad(
        "u22d_api_results_frame", "rankagg.fuse(DataFrame benchmark, config, run, time_s): the results frame as is",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame(timings(runs=2), columns=['benchmark', 'config', 'run', 'time_s'])\n"
        "rankagg.fuse(df, method='borda')\n", "time_s",
        why="README: a long frame has qid, docid, score (or rank) and run; the refusal names the frame's columns"))
    cases.append(bad(
        "u22d_api_hyperfine_path", "rankagg.fuse('hyperfine_O3.json'): hyperfine's export given as a path",
        "import rankagg\nrankagg.fuse(['hyperfine_O3.json'], method='borda')\n", "hyperfine_O3.json",
        files={"hyperfine_O3.json": _HYPERFINE_JSON}, why="no reader takes hyperfine's JSON; the error names the file"))
    cases.append(bad(
        "u22d_api_command_line_ids", "rankagg.fuse({benchmark: {'suite': {'clang -O3 -flto': -1.2, ...}}}): whole "
        "command lines as the config ids",
        "import rankagg\nR = {'505.mcf_r': {'suite': {'clang -O3 -flto': -2.19, 'gcc -O2': -2.41}}, "
        "'519.lbm_r': {'suite': {'clang -O3 -flto': -3.91, 'gcc -O2': -3.87}}}\n"
        "rankagg.fuse(R, method='borda')\n", "clang -O3 -flto",
        why="docs/architecture.md: an id is a token (a TREC line could not hold a blank): refused naming it"))
    cases.append(bad(
        "u22d_api_speedup_strings", "rankagg.fuse({benchmark: {'suite': {config: '1.23x'}}}): speedups as "
        "strings with their 'x'",
        "import rankagg\nR = {'505.mcf_r': {'suite': {'gcc13-O3': '1.00x', 'clang17-O3': '1.08x'}}, "
        "'519.lbm_r': {'suite': {'gcc13-O3': '1.00x', 'clang17-O3': '0.97x'}}}\n"
        "rankagg.fuse(R, method='borda')\n", "505.mcf_r",
        why="a score is a number: '1.08x' is refused naming the run"))
    return cases


def _cli_check_tuners():
    return _cli_check("(lambda g: (lambda T: {b: rrf_ref({t: T[t][b] for t in T}) for b in POLY[:6]})("
                      "{t: {b: {'cand%02d' % i: round(0.8 + 0.6 * next(g), 3) for i in range(20)} for b in POLY[:6]} "
                      "for t in ['opentuner', 'ytopt']}))(lcg(61))", depth=5)


def _mean_measure(out: str, name: str, value: float) -> bool:
    """the mean of ``name`` in ``rankagg evaluate --json``'s output is ``value``"""
    import json

    try:
        data = json.loads(out)
    except ValueError:
        return False
    found = []

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == name and isinstance(v, (int, float)):
                    found.append(float(v))
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(data)
    return bool(found) and abs(found[0] - value) < 1e-9
