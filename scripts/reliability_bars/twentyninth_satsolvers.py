"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec job CSVs, PAR-2 scores, DRAT proofs) (its cases, ids ``u29a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each benchmark instance (``sat2024/hardware-verification/6s133``) is a query and each solver or
configuration (``kissat_4.0.1``, ``cadical_2.1``, ``minisat_2.2``, ``cryptominisat_5.11``, ``glucose_4.2``) a
document; the runs are repeated campaigns under different random seeds.  A solver's score is its PAR-2 runtime
negated (lower is better, so the team negates it: a timeout at 5000 s counts 10000 and every timed-out solver ties
at -10000).  The seeds' rankings are fused with Borda, RRF, CombSUM, Kemeny (five solvers) and head-to-head
comparisons (who solved faster: Copeland), and the fused order judged against the competition's grades.  The
mistakes and odd files: the field's own files given where runs, qrels or comparisons are read (a DIMACS CNF, plain,
gzipped and xz-compressed as the competitions ship them, an SMT-LIB 2 script, a solver's DIMACS output, a StarExec
job-info CSV, a SAT competition results CSV, DRAT proofs in text and binary, an LRAT proof, a BenchExec result XML
and table, runsolver's watcher log and values file, GNU time's -v report), scores in the field's forms ('TIMEOUT',
'5000+', '12.3s', an infinite PAR-2), solver ids with blanks, and the fused order named for the field's formats
(``.cnf``, ``.smt2``, ``.drat``, ``.lrat``, ``.wcnf``, ``.opb``, ``.aig``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five solvers, Copeland by hand."""

from __future__ import annotations

import gzip
import lzma

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_SATSOLVERS = "45 Unseen inputs: a twenty-ninth bar, an automated-reasoning team's ranking of SAT/SMT solvers and configurations across competition benchmarks (DIMACS CNF, SMT-LIB 2, StarExec job CSVs, PAR-2 scores, DRAT proofs)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''SEEDS = ['seed%d' % i for i in range(1, 9)]
SOLVERS = ['kissat_4.0.1', 'cadical_2.1', 'minisat_2.2', 'cryptominisat_5.11', 'glucose_4.2']
SPEED = {'kissat_4.0.1': 0.35, 'cadical_2.1': 0.45, 'minisat_2.2': 1.6, 'cryptominisat_5.11': 0.9, 'glucose_4.2': 1.1}
FAMILIES = ['hardware-verification', 'cryptography', 'scheduling', 'planning']
TIMEOUT = 5000.0
def inst(k):
    return 'sat2024/%s/%s%03d' % (FAMILIES[k % 4], 'bmc6s' if k % 4 == 0 else 'inst', 133 + 7 * k)
def results(seeds=SEEDS, n_q=8, seed=3, drop=None, names=inst, noise=1.0):
    """{seed run: {instance: {solver: -PAR-2}}}: a runtime over 5000 s is a timeout, counted 10000 (PAR-2), so
    timed-out solvers tie; ``drop``: {run: share of the solvers a run lacks (not run on that instance)}"""
    g = lcg(seed)
    out = {}
    for r in seeds:
        out[r] = {}
        for k in range(n_q):
            hard = 300.0 * (1 + k % 5) ** 2
            p = {}
            for s in SOLVERS:
                u, v = next(g), next(g)
                if v < (drop or {}).get(r, 0.0) and s != 'kissat_4.0.1':
                    continue
                t = round(hard * SPEED[s] * (0.4 + noise * 1.2 * u), 2)
                p[s] = -(2 * TIMEOUT if t > TIMEOUT else t)
            out[r][names(k)] = p
    return out
def grades(n_q=8, names=inst):
    """the competition's grades: 3 the gold medal, 2 silver and bronze, 1 the fourth, 0 the last"""
    g = {'kissat_4.0.1': 3, 'cadical_2.1': 2, 'cryptominisat_5.11': 2, 'glucose_4.2': 1, 'minisat_2.2': 0}
    return {names(k): dict(g) for k in range(n_q)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
def head_to_head(runs):
    """per instance and seed, each pair of solvers: who was faster ('tie' when both timed out or ran equally)"""
    out = []
    for r, run in runs.items():
        for q, p in run.items():
            for a, b in itertools.combinations(sorted(p), 2):
                out.append((q, a, b, 'win' if p[a] > p[b] else ('loss' if p[a] < p[b] else 'tie')))
    return out
def copeland_ref(records):
    """wins minus losses of pairwise majorities, a tie counting half each way"""
    y = {}
    for a, b, o in records:
        w = {'win': (1.0, 0.0), 'loss': (0.0, 1.0), 'tie': (0.5, 0.5)}[o]
        y[(a, b)] = y.get((a, b), 0.0) + w[0]
        y[(b, a)] = y.get((b, a), 0.0) + w[1]
    items = sorted({x for a, b, _ in records for x in (a, b)})
    sc = {i: 0.0 for i in items}
    for a in items:
        for b in items:
            if a != b and (a, b) in y:
                sc[a] += (y[(a, b)] > y[(b, a)]) - (y[(a, b)] < y[(b, a)])
    return sc
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "results", "ranking.run")

_S4 = ["seed1", "seed2", "seed3", "seed4"]
_RUNS4 = [f"{s}.run" for s in _S4]
_OUT = ("ranking.run",)
_Q = "sat2024/hardware-verification/bmc6s133"
_ONE_RUN = (f"{_Q} Q0 kissat_4.0.1 1 -41.2 seed1\n{_Q} Q0 cadical_2.1 2 -57.9 seed1\n"
            f"{_Q} Q0 cryptominisat_5.11 3 -301.5 seed1\n{_Q} Q0 glucose_4.2 4 -880.03 seed1\n"
            f"{_Q} Q0 minisat_2.2 5 -10000 seed1\n")

# the team's files, as their tools write them (a few rows)
_CNF = ("c Generated by the bmc front end, 6s133 (HWMCC'17), 250 variables\nc\np cnf 250 1065\n"
        "1 -2 3 0\n-1 2 0\n4 -5 -6 0\n-3 5 0\n")
_SMT2 = ("(set-info :smt-lib-version 2.6)\n(set-info :status unsat)\n(set-logic QF_BV)\n"
         "(declare-fun x () (_ BitVec 32))\n(declare-fun y () (_ BitVec 32))\n"
         "(assert (bvult (bvadd x y) x))\n(assert (bvult x #x0000000a))\n(check-sat)\n(exit)\n")
_SOLVER_OUT = ("c ---- [ banner ] ----\nc\nc Kissat SAT Solver\nc Version 4.0.1\nc\ns SATISFIABLE\n"
               "v 1 -2 3 -4 5 -6 7 8 -9 10\nv -11 12 0\nc exit 10\n")
_STAREXEC = ("pair id,benchmark,benchmark id,solver,solver id,configuration,configuration id,status,cpu time,"
             "wallclock time,memory usage,result,expected\n"
             "281390011,6s133.cnf,5501223,kissat,38801,default,61220,complete,41.18,41.2,812340,SAT,SAT\n"
             "281390012,6s133.cnf,5501223,CaDiCaL,38802,default,61221,complete,57.86,57.9,903221,SAT,SAT\n"
             "281390013,6s133.cnf,5501223,MiniSat,38803,default,61222,timeout (wallclock),5000.1,5000.1,101233,"
             "--,SAT\n")
_SATCOMP = ("benchmark,solver,configuration,status,time,result,verifier result\n"
            "6s133.cnf.xz,kissat-4.0.1,default,complete,41.2,SAT,SAT-VERIFIED\n"
            "6s133.cnf.xz,cadical-2.1,default,complete,57.9,SAT,SAT-VERIFIED\n"
            "6s133.cnf.xz,minisat-2.2,default,timeout,5000,UNKNOWN,--\n")
_DRAT = "-2 0\nd 1 2 -3 0\n1 -3 0\nd -1 2 0\n0\n"
_DRAT_BIN = b"a\x05\x07\x00d\x02\x04\x07\x00a\x03\x00a\x00"
_LRAT = "4 -2 0 1 2 0\n4 d 1 2 0\n5 1 -3 0 4 3 0\n6 0 5 4 0\n"
_BENCHEXEC_XML = ('<?xml version="1.0" ?>\n<!DOCTYPE result PUBLIC "+//IDN sosy-lab.org//DTD BenchExec result 3.0//EN"'
                  ' "https://www.sosy-lab.org/benchexec/result-3.0.dtd">\n'
                  '<result benchmarkname="sat2024" date="2026-11-30 10:02:11 UTC" starttime="2026-11-30T10:02:11Z" '
                  'tool="CaDiCaL" toolmodule="benchexec.tools.cadical" version="2.1.0" timelimit="5000 s" '
                  'memlimit="8000 MB" cpuCores="1">\n'
                  '  <run files="[../sat2024/6s133.cnf]" name="../sat2024/6s133.cnf">\n'
                  '    <column title="status" value="true"/>\n    <column title="cputime" value="57.86s"/>\n'
                  '    <column title="walltime" value="57.9s"/>\n  </run>\n</result>\n')
_BENCHEXEC_TABLE = ("tool\tCaDiCaL 2.1.0\tCaDiCaL 2.1.0\tKissat 4.0.1\tKissat 4.0.1\n"
                    "run set\tsat.default\tsat.default\tsat.default\tsat.default\n"
                    "sat2024/\tstatus\tcputime (s)\tstatus\tcputime (s)\n"
                    "6s133.cnf\ttrue\t57.86\ttrue\t41.18\n")
_VALUES = ("# WCTIME: wall clock time in seconds\nWCTIME=41.2009\n# CPUTIME: CPU time in seconds (USERTIME+SYSTEMTIME)\n"
           "CPUTIME=41.18\n# USERTIME: CPU time spent in user mode in seconds\nUSERTIME=40.95\n"
           "# TIMEOUT: did the solver exceed the time limit?\nTIMEOUT=false\n# MEMOUT: did the solver exceed the "
           "memory limit?\nMEMOUT=false\n")
_GNU_TIME = ('\tCommand being timed: "kissat 6s133.cnf"\n\tUser time (seconds): 40.95\n\tSystem time (seconds): 0.23\n'
             "\tPercent of CPU this job got: 99%\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:41.20\n"
             "\tMaximum resident set size (kbytes): 812340\n\tExit status: 10\n")


def twentyninth_bar_satsolvers_cases() -> list[Case]:
    G = TWENTYNINTH_SATSOLVERS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29a_borda_negated_par2", "rankagg.fuse({seed: {instance: {solver: -PAR-2}}}, method='borda'): 8 seeds, 8 "
        "SAT 2024 instances, five solvers, timeouts tied at -10000",
        "import rankagg\nR = results()\n"
        "assert any(list(p.values()).count(-10000.0) > 1 for run in R.values() for p in run.values())\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points; the negated PAR-2 ranked by trec_eval's rule (ties by the id "
            "descending: docs/conventions.md)"))
    cases.append(ok(
        "u29a_rrf_seeds", "rankagg.fuse(..., method='rrf') of the eight seeds' negated PAR-2",
        "import rankagg\nR = results(seed=7)\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r)"))
    cases.append(ok(
        "u29a_combsum_all_timeout", "rankagg.fuse(..., method='combsum'): on some instances every solver of a seed "
        "timed out (a flat list of -10000)",
        "import rankagg\nR = results(seed=9)\n"
        "for q in list(R['seed2'])[:3]:\n    R['seed2'][q] = {s: -10000.0 for s in SOLVERS}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: under minmax a list whose scores are all equal gives each document 1"))
    cases.append(ok(
        "u29a_kemeny_five_solvers", "rankagg.fuse(..., method='kemeny') of 6 seeds' orders of the five solvers: the "
        "consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = results(seeds=SEEDS[:6], n_q=4, seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(SOLVERS))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959 by brute force over 5! orders (timeouts' ties as trec_eval orders them)"))
    cases.append(ok(
        "u29a_partial_borda", "rankagg.fuse(..., method='borda'): some seeds did not run every solver on every "
        "instance (a StarExec queue cut short)",
        "import rankagg\nR = results(seed=15, drop={'seed2': 0.4, 'seed5': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each solver a list lacks"))
    cases.append(ok(
        "u29a_weighted_rrf_clusters", "rankagg.Fuser('rrf', weights=...) over three clusters (the reference cluster "
        "2, StarExec 1, a laptop 0.5), per instance",
        "import rankagg\nW = {'reference': 2.0, 'starexec': 1.0, 'laptop': 0.5}\n"
        "R = results(seeds=list(W), seed=17)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29a_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score) of negated PAR-2, "
        "method='combmnz'",
        "import rankagg, pandas as pd\nR = results(seed=19, drop={'seed3': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29a_evaluate_against_medals", "rankagg.evaluate(fused order, the competition's grades, ['nDCG@3', 'AP', "
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
    cases.append(ok(
        "u29a_head_to_head_copeland", "rankagg.fuse(records query, item_a, item_b, outcome, method='copeland'): who "
        "solved faster, per instance and seed (both timed out: a tie)",
        "import rankagg\nrec = head_to_head(results(seeds=SEEDS[:3], n_q=4, seed=23))\n"
        "res = rankagg.fuse([{'query': q, 'item_a': a, 'item_b': b, 'outcome': o} for q, a, b, o in rec], "
        "method='copeland')\n"
        "want = {(q, i): s for q in sorted({r[0] for r in rec}) "
        "for i, s in copeland_ref([(a, b, o) for x, a, b, o in rec if x == q]).items()}\n"
        "got = dict(zip(zip(res['query'], res['item']), res['score']))\n"
        "report('' if got == want else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: each query (instance) ranked apart, a tie half each way; Copeland 1951: majority "
            "wins minus losses over the seeds"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29a_cli_rrf_seed_runs", "rankagg fuse seed1.run ... seed4.run --method rrf -o ranking.run: one run per "
        "seed, negated PAR-2 scores, instances with '/' as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "ranking.run"], None, _cli_check("rrf", f"seeds={_S4}, seed=31"),
        setup=_runs_setup(f"seeds={_S4}, seed=31"),
        why="Cormack et al. 2009; negative scores are legal TREC scores, ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29a_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt (the reference "
        "cluster's seeds count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "ranking.run"],
        {"weights.txt": "seed1 2\nseed2 2\nseed3 1\nseed4 0.5\n"},
        _cli_check("borda", f"seeds={_S4}, seed=33", "{'seed1': 2, 'seed2': 2, 'seed3': 1, 'seed4': 0.5}"),
        setup=_runs_setup(f"seeds={_S4}, seed=33"),
        why="rankagg fuse --help: 'NAME W' lines; Borda n - r + 1 times the weight"))
    cases.append(cli_ok(
        "u29a_cli_combsum_gz_runs", "rankagg fuse seed1.run.gz seed2.run.gz --method combsum: gzipped runs as the "
        "cluster's archive keeps them",
        ["fuse", "seed1.run.gz", "seed2.run.gz", "--method", "combsum", "-o", "ranking.run"], None,
        _cli_check("combsum", "seeds=['seed1', 'seed2'], seed=35"),
        setup=_runs_setup("seeds=['seed1', 'seed2'], seed=35",
                          "import gzip\nfor t in RUNS:\n    open(P(t + '.run.gz'), 'wb').write(gzip.compress("
                          "open(P(t + '.run'), 'rb').read(), mtime=0))\n"),
        why="docs: gzipped runs are read; CombSUM of min-max scores"))
    cases.append(cli_ok(
        "u29a_cli_run_tag_cnf_stays_free", "rankagg fuse seed1.run cnf.run: a legal TREC run whose tag is 'cnf' and "
        "whose ids are 'p' and 'c' look-alikes stays accepted",
        ["fuse", "seed1.run", "cnf.run", "--method", "rrf", "-o", "ranking.run"],
        {"seed1.run": "p Q0 c 1 3 seed1\np Q0 cnf 2 2 seed1\n", "cnf.run": "p Q0 cnf 1 250 cnf\np Q0 c 2 10 cnf\n"},
        lambda out, folder: [l.split()[2] for l in (folder / "ranking.run").read_text().splitlines()] == ["cnf", "c"]
        or [l.split()[2] for l in (folder / "ranking.run").read_text().splitlines()] == ["c", "cnf"],
        why="trec_eval reads both (six fields, numeric rank and score): a field's word as an id is no file of it"))
    cases.append(cli_ok(
        "u29a_cli_numbers_run_stays_free", "rankagg fuse a.run b.run: runs whose every field is a number (like a "
        "clause line '1 2 3 4 5 0') stay accepted",
        ["fuse", "a.run", "b.run", "--method", "borda", "-o", "ranking.run"],
        {"a.run": "1 2 3 4 5 0\n1 2 7 5 4 0\n", "b.run": "1 0 7 1 9 1\n1 0 3 2 8 1\n"},
        lambda out, folder: sorted(l.split()[2] for l in (folder / "ranking.run").read_text().splitlines())
        == ["3", "7"],
        why="trec_eval accepts a run of numbers (query 1, docs 3 and 7): never claimed as DIMACS"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u29a_dimacs_cnf_as_run", "a DIMACS CNF instance ('c' comments, 'p cnf 250 1065', clauses ending 0)",
         "6s133.cnf", _CNF, "DIMACS", "6s133.cnf:1"),
        ("u29a_smtlib2_as_run", "an SMT-LIB 2 script ((set-logic QF_BV) ... (check-sat))", "bv_0042.smt2", _SMT2,
         "SMT-LIB", "bv_0042.smt2:1"),
        ("u29a_solver_output_as_run", "a SAT solver's DIMACS output ('c' lines, 's SATISFIABLE', 'v' model)",
         "kissat_6s133.out", _SOLVER_OUT, "SAT solver", "kissat_6s133.out:1"),
        ("u29a_starexec_csv_as_run", "a StarExec job-info CSV (pair id, benchmark, solver, configuration, status, "
         "cpu time, wallclock time, result)", "Job12345_info.csv", _STAREXEC, "StarExec", "Job12345_info.csv:1"),
        ("u29a_satcomp_results_as_run", "a SAT competition results CSV (benchmark, solver, configuration, status, "
         "time, result, verifier result)", "main_track_results.csv", _SATCOMP, "SAT competition",
         "main_track_results.csv:1"),
        ("u29a_drat_text_as_run", "a DRAT proof in text ('d' deletions, clauses ending 0)", "6s133.drat", _DRAT,
         "DRAT", "6s133.drat:1"),
        ("u29a_lrat_as_run", "an LRAT proof (clause ids and hints)", "6s133.lrat", _LRAT, "LRAT", "6s133.lrat:1"),
        ("u29a_benchexec_xml_as_run", "a BenchExec result XML (<result ... tool=\"CaDiCaL\">)",
         "cadical.2026-11-30_1002.results.sat.xml", _BENCHEXEC_XML, "BenchExec",
         "cadical.2026-11-30_1002.results.sat.xml:3"),
        ("u29a_benchexec_table_as_run", "a BenchExec table-generator CSV (tool, run set, status, cputime rows)",
         "results.table.csv", _BENCHEXEC_TABLE, "BenchExec", "results.table.csv:1"),
        ("u29a_runsolver_values_as_run", "runsolver's -v values file (WCTIME=, CPUTIME=, TIMEOUT=)", "values.out",
         _VALUES, "runsolver", "values.out:2"),
        ("u29a_gnu_time_as_run", "GNU time -v's report (Command being timed, User time, ...)", "time_6s133.txt",
         _GNU_TIME, "time", "time_6s133.txt:1"),
    ]
    binaries = [
        ("u29a_drat_binary_as_run", "a binary DRAT proof ('a'/'d' bytes, variable-length literals)",
         "6s133.drat.bin", _DRAT_BIN, "DRAT"),
        ("u29a_cnf_gz_as_run", "a gzipped DIMACS CNF (.cnf.gz, as competition benchmarks ship)", "6s133.cnf.gz",
         gzip.compress(_CNF.encode(), mtime=0), "DIMACS"),
        ("u29a_cnf_xz_as_run", "an xz-compressed DIMACS CNF (.cnf.xz, the SAT competitions' own packing)",
         "6s133.cnf.xz", lzma.compress(_CNF.encode()), "xz"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a 'c' comment's many, 'p cnf' four, a CSV's "
                "one, an s-expression's two); the file is the solver tool's, named by what it is (a field count says "
                "nothing the team can act on)")
    binary_why = ("a proof or a compressed instance holds no TREC line (trec_eval reads garbage); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} seed1.run -o ranking.run: {what} given as a run",
            ["fuse", name, "seed1.run", "--method", "rrf", "-o", "ranking.run"],
            {name: content, "seed1.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29a_starexec_csv_as_qrels", "Job12345_info.csv", _STAREXEC, "StarExec"),
            ("u29a_dimacs_cnf_as_qrels", "6s133.cnf", _CNF, "DIMACS"),
            ("u29a_smtlib2_as_qrels", "bv_0042.smt2", _SMT2, "SMT-LIB"),
            ("u29a_cnf_gz_as_qrels", "6s133.cnf.gz", gzip.compress(_CNF.encode(), mtime=0), "DIMACS")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate seed1.run --qrels {name}: the solver field's file given as the judgements",
            ["evaluate", "seed1.run", "--qrels", name], {"seed1.run": _ONE_RUN, name: content},
            name if isinstance(content, bytes) else f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the solver "
                            "field's, named by what it is, with how to write the grades as qrels"))
    cases.append(cli_bad(
        "u29a_status_word_qrels", "rankagg evaluate seed1.run --qrels status.qrels: the result status as the "
        "relevance ('SAT', 'UNSAT', 'UNKNOWN')",
        ["evaluate", "seed1.run", "--qrels", "status.qrels"],
        {"seed1.run": _ONE_RUN, "status.qrels": f"{_Q} 0 kissat_4.0.1 SAT\n{_Q} 0 minisat_2.2 UNKNOWN\n"},
        "status.qrels:1", outputs=(),
        why="trec_eval's atoi reads 'SAT' as 0 (judged not relevant): a silent wrong grade; a relevance is an integer"))

    # --- the StarExec table where frames or comparisons are read -----------------------------------------------------
    cases.append(bad(
        "u29a_api_starexec_frame", "rankagg.fuse(pd.read_csv('Job12345_info.csv'), method='borda'): StarExec's "
        "job info as a frame", "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('Job12345_info.csv'), "
        "method='borda')\n", "StarExec", files={"Job12345_info.csv": _STAREXEC},
        why="README: a frame of runs has qid, docid, score (and run) columns; StarExec's columns are told so"))
    cases.append(cli_bad(
        "u29a_cli_starexec_as_comparisons", "rankagg fuse Job12345_info.csv --method copeland -o ranking.csv: "
        "StarExec's job info given as the comparison table",
        ["fuse", "Job12345_info.csv", "--method", "copeland", "-o", "ranking.csv"], {"Job12345_info.csv": _STAREXEC},
        "Job12345_info.csv", "StarExec", outputs=("ranking.csv",),
        why="docs/preferences.md: a comparison table names item_a, item_b and outcome; a job's pairs are not "
            "comparisons"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    for cid, what, line, why in [
            ("u29a_timeout_word_score", "a timeout written 'TIMEOUT' in the score column", f"{_Q} Q0 minisat_2.2 5 "
             "TIMEOUT seed2", "trec_eval's atof reads 'TIMEOUT' as 0, above every negated runtime: a silent wrong "
             "order; a non-numeric score is refused at its line"),
            ("u29a_timeout_plus_score", "a timeout written '-5000+' (the limit and a plus)", f"{_Q} Q0 minisat_2.2 5 "
             "-5000+ seed2", "trec_eval's atof reads -5000; docs/conventions.md: strtod on the whole token"),
            ("u29a_infinite_par2_score", "an unsolved instance given '-inf' (an infinite PAR score)", f"{_Q} Q0 "
             "minisat_2.2 5 -inf seed2", "docs/conventions.md: an infinite score is refused")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse seed1.run seed2.run: {what}",
            ["fuse", "seed1.run", "seed2.run", "--method", "rrf", "-o", "ranking.run"],
            {"seed1.run": _ONE_RUN, "seed2.run": f"{_Q} Q0 cadical_2.1 1 -50.1 seed2\n{line}\n"},
            "seed2.run:2", why=why))
    cases.append(bad(
        "u29a_api_status_score", "rankagg.fuse({seed: {instance: {solver: 'UNSAT'}}}): the result status left in "
        "place of the time",
        "import rankagg\nR = results(seeds=['seed1', 'seed2'], n_q=2)\nR['seed2'][inst(1)]['minisat_2.2'] = 'UNKNOWN'\n"
        "rankagg.fuse(R, method='borda')\n", "UNKNOWN",
        why="docs/conventions.md: a non-numeric score is refused naming it"))
    cases.append(bad(
        "u29a_api_memout_nan", "rankagg.fuse(frame) where a memout left the time empty (NaN from pandas)",
        "import rankagg, pandas as pd\nR = results(seeds=['seed1', 'seed2'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN) is refused as one"))
    cases.append(bad(
        "u29a_api_config_with_blank", "rankagg.fuse(...) with a solver keyed 'z3_4.13 smt.arith.solver=6'",
        "import rankagg\nR = results(seeds=['seed1', 'seed2'], n_q=2)\n"
        "R['seed2'][inst(0)]['z3_4.13 smt.arith.solver=6'] = -12.5\nrankagg.fuse(R, method='borda')\n",
        "z3_4.13 smt.arith.solver=6", why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u29a_api_weight_for_solver", "rankagg.fuse(runs, method='rrf', weights={'kissat_4.0.1': 2}): a weight "
        "meant for a solver, given where the runs' weights go",
        "import rankagg\nR = results(seeds=['seed1', 'seed2'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'seed1': 1.0, 'seed2': 1.0, 'kissat_4.0.1': 2.0})\n", "kissat_4.0.1",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(cli_bad(
        "u29a_cli_method_par2", "rankagg fuse ... --method par2: PAR-2 asked for as a fusion method",
        ["fuse", "seed1.run", "seed2.run", "--method", "par2", "-o", "ranking.run"], None, "par2",
        setup=_runs_setup("seeds=['seed1', 'seed2'], n_q=3"),
        why="rankagg methods: no such method; the scores must be negated PAR-2 themselves"))

    # --- the consensus written under a solver field format's name ----------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u29a_out_cnf", ["-o", "ranking.cnf"], "ranking.cnf", "a DIMACS CNF", ("DIMACS",)),
            ("u29a_out_cnf_xz_upper", ["-o", "RANKING.CNF.XZ"], "RANKING.CNF.XZ", "an xz-packed CNF, upper case", ()),
            ("u29a_out_smt2", ["-o", "ranking.smt2"], "ranking.smt2", "an SMT-LIB 2 script", ("SMT-LIB",)),
            ("u29a_out_drat", ["-o", "ranking.drat"], "ranking.drat", "a DRAT proof", ("DRAT",)),
            ("u29a_out_lrat", ["-o", "ranking.lrat"], "ranking.lrat", "an LRAT proof", ("LRAT",)),
            ("u29a_out_aig", ["-o", "ranking.aig"], "ranking.aig", "an AIGER circuit", ("AIGER",)),
            ("u29a_explain_smt2", ["-o", "ranking.run", "--explain", "why.smt2"], "why.smt2",
             "--explain as SMT-LIB 2", ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse seed1.run seed2.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines "
            "under that name are read by no tool that opens it",
            ["fuse", "seed1.run", "seed2.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "ranking.run"), setup=_runs_setup("seeds=['seed1', 'seed2'], seed=45"),
            why="issue 45: every output reads back; a solver would parse the ranking as an instance or proof"))
    return cases
