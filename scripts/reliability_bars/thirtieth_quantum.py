"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a quantum-computing benchmarking team's ranking of devices, compilers and transpiler passes across circuits (OpenQASM 2/3, Quil, Qiskit result and calibration files, QPY, Metriq, Cirq JSON) (its cases, ids ``u30b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each benchmark circuit (``qft_16``, ``ghz_27``, ``QV64``, MQT Bench's ``dj_indep_qiskit_10``) is a
query and each device or backend (``ibm_torino``, ``ibm_fez``, ``ionq_aria``, ``rigetti_ankaa-2``,
``quantinuum_h1-1``) or compiler setting (``qiskit_opt3``, ``tket_full_peephole``) a document; the runs are the
benchmark repetitions or metrics (Hellinger fidelity 0-1, success probability, a negated two-qubit gate count, since
fewer is better).  The rankings are fused with Borda, Kemeny (five devices), RRF, CombSUM and CombMNZ and judged
against last quarter's device grades.  The mistakes and odd files: the field's own files given where runs or qrels are
read (OpenQASM 2 and 3, Quil, a Qiskit Result JSON with its counts, IBM's calibration CSV, a backend properties JSON,
QPY binary, Cirq JSON, a Metriq-gym result, Braket's task result JSON, a pytest-benchmark JSON from benchpress),
scores in the field's forms ('98.2%', '152.3us', '0.982±0.004', a complex amplitude), ids with blanks, a weight for
a retired device's run, and the fused order named for the field's formats (``.qasm``, ``.qpy``, ``.quil``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five devices."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

THIRTIETH_QUANTUM = "45 Unseen inputs: a thirtieth bar, a quantum-computing benchmarking team's ranking of devices, compilers and transpiler passes across circuits (OpenQASM 2/3, Quil, Qiskit result and calibration files, QPY, Metriq, Cirq JSON)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''REPS = ['rep%02d' % i for i in range(1, 9)]
DEVICES = ['ibm_torino', 'ibm_fez', 'ionq_aria', 'rigetti_ankaa-2', 'quantinuum_h1-1']
COMPILERS = ['qiskit_opt3', 'qiskit_opt1', 'tket_full_peephole', 'bqskit_l3', 'staq_o2']
QUALITY = {'ibm_torino': 0.81, 'ibm_fez': 0.78, 'ionq_aria': 0.86, 'rigetti_ankaa-2': 0.62, 'quantinuum_h1-1': 0.93,
           'qiskit_opt3': 0.80, 'qiskit_opt1': 0.64, 'tket_full_peephole': 0.83, 'bqskit_l3': 0.77, 'staq_o2': 0.70}
CIRCUITS = ['qft_16', 'ghz_27', 'QV64', 'dj_indep_qiskit_10', 'grover-noancilla_indep_qiskit_5', 'qaoa_indep_tket_8',
            'wstate_nativegates_ibm_qiskit_opt3_12', 'ae_indep_qiskit_7']
def circuit(k):
    return CIRCUITS[k % len(CIRCUITS)] + ('' if k < len(CIRCUITS) else '_v%d' % (k // len(CIRCUITS)))
def ratings(listeners=REPS, n_q=8, seed=3, items=DEVICES, drop=None, names=circuit, noise=1.0, kind='fidelity'):
    """{repetition: {circuit: {device: score}}}: Hellinger fidelities in 0-1 (rounded to 4 digits, so they tie), or
    a negated two-qubit gate count (kind='neg_2q': fewer gates is better); ``drop``: {run: share of devices it lacks}"""
    g = lcg(seed)
    out = {}
    for li in listeners:
        out[li] = {}
        for k in range(n_q):
            p = {}
            for s in items:
                u, v = next(g), next(g)
                if v < (drop or {}).get(li, 0.0):
                    continue
                if kind == 'neg_2q':
                    p[s] = -int(round(40 + 120 * (1 - QUALITY[s]) + noise * 30 * (u - 0.5)))
                else:
                    p[s] = round(max(0.0, min(1.0, QUALITY[s] + noise * 0.2 * (u - 0.5))), 2)
            if p:
                out[li][names(k)] = p
    return out
def device_grades(n_q=8, names=circuit):
    """last quarter's grades: 3 quantinuum, 2 ionq and torino, 1 fez, 0 rigetti"""
    g = {'quantinuum_h1-1': 3, 'ionq_aria': 2, 'ibm_torino': 2, 'ibm_fez': 1, 'rigetti_ankaa-2': 0}
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
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "ratings", "order.run")

_R4 = ["rep01", "rep02", "rep03", "rep04"]
_RUNS4 = [f"{r}.run" for r in _R4]
_OUT = ("order.run",)
_ONE_RUN = ("qft_16 Q0 quantinuum_h1-1 1 0.93 rep01\nqft_16 Q0 ionq_aria 2 0.86 rep01\nqft_16 Q0 ibm_torino 3 0.81 rep01\n"
            "qft_16 Q0 ibm_fez 4 0.78 rep01\nqft_16 Q0 rigetti_ankaa-2 5 0.62 rep01\n")

# the team's files, as their tools write them (a few rows)
_QASM2 = ('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[5];\ncreg c[5];\nh q[0];\ncx q[0],q[1];\ncx q[1],q[2];\n'
          'cx q[2],q[3];\ncx q[3],q[4];\nbarrier q[0],q[1],q[2],q[3],q[4];\nmeasure q -> c;\n')
_QASM2_COMMENT = ('// Benchmark was created by MQT Bench on 2024-03-19\n// For more information about MQT Bench, please '
                  'visit https://www.cda.cit.tum.de/mqtbench/\n// MQT Bench version: 1.1.0\n// Qiskit version: 1.0.2\n\n'
                  'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[10];\ncreg meas[10];\nu2(0,0) q[0];\n')
_QASM3 = ('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[5] q;\nbit[5] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\n'
          'c = measure q;\n')
_QUIL = "DECLARE ro BIT[2]\nH 0\nCNOT 0 1\nMEASURE 0 ro[0]\nMEASURE 1 ro[1]\n"
_RESULT = json.dumps({
    "backend_name": "ibm_torino", "backend_version": "1.2.4", "qobj_id": "", "job_id": "cx8r4mz9pqa0008g1v2g",
    "success": True, "date": "2026-12-02T08:14:55+00:00", "status": "COMPLETED",
    "results": [{"shots": 1024, "success": True, "meas_level": 2, "status": "DONE",
                 "data": {"counts": {"0x0": 512, "0x3": 498, "0x1": 8, "0x2": 6}},
                 "header": {"name": "ghz_2", "memory_slots": 2}}]}, indent=1) + "\n"
_CALIB = ("Qubit,T1 (us),T2 (us),Frequency (GHz),Anharmonicity (GHz),Readout assignment error ,Prob meas0 prep1 ,"
          "Prob meas1 prep0 ,Readout length (ns),ID error ,Z-axis rotation (rz) error ,\u221ax (sx) error ,Pauli-X error ,"
          "CZ error ,Gate time (ns),Operational\n"
          "0,152.31,98.12,4.8121,-0.31044,0.0124,0.0148,0.01,1560,0.000213,0,0.000213,0.000213,"
          "\"0_1:0.00312;0_15:0.00401\",\"0_1:84;0_15:84\",true\n"
          "1,201.8,140.6,4.7212,-0.31207,0.0091,0.0102,0.008,1560,0.000188,0,0.000188,0.000188,"
          "\"1_0:0.00312;1_2:0.00275\",\"1_0:84;1_2:84\",true\n")
_PROPS = json.dumps({
    "backend_name": "ibm_torino", "backend_version": "1.0.9", "last_update_date": "2026-12-02T07:12:33+00:00",
    "qubits": [[{"date": "2026-12-02T05:41:12+00:00", "name": "T1", "unit": "us", "value": 152.31},
                {"date": "2026-12-02T06:02:40+00:00", "name": "T2", "unit": "us", "value": 98.12},
                {"date": "2026-12-02T07:12:33+00:00", "name": "readout_error", "unit": "", "value": 0.0124}]],
    "gates": [{"gate": "cz", "qubits": [0, 1], "name": "cz0_1",
               "parameters": [{"date": "2026-12-02T07:00:10+00:00", "name": "gate_error", "unit": "", "value": 0.00312}]}],
    "general": []}, indent=1) + "\n"
# QPY (qiskit.qpy.dump): 'QISKIT', the QPY version, Qiskit's major, minor, patch, the circuit count, the encoding
_QPY = (b"QISKIT" + bytes([12, 1, 3, 1]) + struct.pack(">Q", 1) + b"p"
        + struct.pack(">HQIIIQ", 5, 0, 2, 2, 0, 7) + b"ghz_2" + b"\x00" * 16)
_CIRQ = json.dumps({"cirq_type": "Circuit", "moments": [
    {"cirq_type": "Moment", "operations": [{"cirq_type": "GateOperation", "gate": {
        "cirq_type": "HPowGate", "exponent": 1.0, "global_shift": 0.0}, "qubits": [{"cirq_type": "LineQubit", "x": 0}]}]},
    {"cirq_type": "Moment", "operations": [{"cirq_type": "GateOperation", "gate": {
        "cirq_type": "CXPowGate", "exponent": 1.0, "global_shift": 0.0},
        "qubits": [{"cirq_type": "LineQubit", "x": 0}, {"cirq_type": "LineQubit", "x": 1}]}]}]}, indent=2) + "\n"
_METRIQ = json.dumps({
    "app_version": "0.3.1", "timestamp": "2026-12-02T09:41:07.512334", "suite_id": None,
    "job_type": "Quantum Volume", "platform": {"provider": "ibm", "device": "ibm_torino"},
    "results": {"num_qubits": 6, "confidence_pass": True, "trial_count": 100, "mean_hop": 0.712,
                "quantum_volume": 64}}, indent=2) + "\n"
_BRAKET = json.dumps({
    "braketSchemaHeader": {"name": "braket.task_result.gate_model_task_result", "version": "1"},
    "measurements": [[0, 0], [1, 1], [1, 1], [0, 0]], "measuredQubits": [0, 1],
    "taskMetadata": {"braketSchemaHeader": {"name": "braket.task_result.task_metadata", "version": "1"},
                     "id": "arn:aws:braket:us-east-1:123456789012:quantum-task/5e3b1c2a-9f0d-4c7e-8a1b-2d3c4e5f6a7b",
                     "shots": 4, "deviceId": "arn:aws:braket:us-east-1::device/qpu/ionq/Aria-1"},
    "additionalMetadata": {"action": {"braketSchemaHeader": {"name": "braket.ir.openqasm.program", "version": "1"},
                                      "source": "OPENQASM 3;\nqubit[2] q;\nh q[0];\ncnot q[0], q[1];"}}}, indent=1) + "\n"
# benchpress runs through pytest-benchmark: its --benchmark-json file
_BENCHPRESS = json.dumps({
    "machine_info": {"node": "bench01", "processor": "x86_64", "python_version": "3.11.9"},
    "commit_info": {"id": "4f1c2e0", "branch": "main"},
    "benchmarks": [{"group": "QFT", "name": "test_QFT_100_transpile[qiskit]", "fullname":
                    "benchpress/qiskit_gym/test_qft.py::TestWorkoutsQFT::test_QFT_100_transpile",
                    "stats": {"min": 1.84, "max": 2.11, "mean": 1.93, "rounds": 5},
                    "extra_info": {"gate_count_2q": 9702, "depth_2q": 393}}],
    "datetime": "2026-12-02T09:12:44.120311", "version": "4.0.0"}, indent=2) + "\n"
# mitiq's ZNE over scale factors, as its example scripts write it to CSV
_COUNTS = json.dumps({"00": 498, "11": 512, "01": 7, "10": 7}) + "\n"


def thirtieth_bar_quantum_cases() -> list[Case]:
    G = THIRTIETH_QUANTUM
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u30b_borda_fidelity_reps", "rankagg.fuse({repetition: {circuit: {device: Hellinger fidelity}}}, "
        "method='borda'): 8 repetitions, 8 MQT Bench circuits, five devices, fidelities to 2 digits that tie",
        "import rankagg\nR = ratings()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points, each list ranked by trec_eval's rule (a tie by the id "
            "descending: docs/conventions.md)"))
    cases.append(ok(
        "u30b_rrf_compilers", "rankagg.fuse(..., method='rrf') of transpiler settings (qiskit_opt3, "
        "tket_full_peephole, bqskit_l3, ...) ranked per circuit by success probability",
        "import rankagg\nR = ratings(seed=7, items=COMPILERS)\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r)"))
    cases.append(ok(
        "u30b_borda_negated_2q_counts", "rankagg.fuse(..., method='borda') of two-qubit gate counts negated (fewer "
        "gates is better, so the team writes -count as the score)",
        "import rankagg\nR = ratings(seed=9, items=COMPILERS, kind='neg_2q')\n"
        "assert all(s < 0 for run in R.values() for p in run.values() for s in p.values())\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: higher scores rank first, negative scores are numbers like any"))
    cases.append(ok(
        "u30b_kemeny_five_devices", "rankagg.fuse(..., method='kemeny') of 6 repetitions' orders of five devices: "
        "the consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = ratings(listeners=REPS[:6], n_q=4, seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(DEVICES))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: the order of least total Kendall distance, by brute force over 5! orders"))
    cases.append(ok(
        "u30b_combsum_offline_device", "rankagg.fuse(..., method='combsum'): ibm_fez was down for maintenance, so "
        "some repetitions lack it (partial lists)",
        "import rankagg\nR = ratings(seed=13, drop={'rep02': 0.3, 'rep05': 0.4})\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="CombSUM over min-max scores (Fox & Shaw 1994); a missing device adds nothing"))
    cases.append(ok(
        "u30b_weighted_rrf_metrics", "rankagg.Fuser('rrf', weights=...) over three metrics (hellinger 2, "
        "success_prob 1, neg_2q 0.5) per circuit",
        "import rankagg\nW = {'hellinger': 2.0, 'success_prob': 1.0, 'neg_2q': 0.5}\n"
        "R = ratings(listeners=list(W), seed=17)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u30b_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score) of fidelities, method='combmnz', "
        "the frame as pandas reads the benchmark table",
        "import rankagg, pandas as pd\nR = ratings(seed=19, drop={'rep03': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u30b_evaluate_device_grades", "rankagg.evaluate(fused device order, last quarter's grades, ['nDCG@3', 'AP', "
        "'P@2'])",
        "import rankagg\nR = ratings(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = device_grades()\n"
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
        "u30b_braket_arn_ids", "rankagg.fuse(..., method='rrf') where the devices are Braket ARNs "
        "(arn:aws:braket:us-east-1::device/qpu/ionq/Aria-1): colons and slashes in a token",
        "import rankagg\nA = {'ionq_aria': 'arn:aws:braket:us-east-1::device/qpu/ionq/Aria-1', "
        "'rigetti_ankaa-2': 'arn:aws:braket:us-west-1::device/qpu/rigetti/Ankaa-2', "
        "'quantinuum_h1-1': 'arn:aws:braket:us-east-1::device/qpu/quantinuum/H1-1', "
        "'ibm_torino': 'ibm_torino', 'ibm_fez': 'ibm_fez'}\n"
        "R = {r: {q: {A[d]: s for d, s in p.items()} for q, p in run.items()} for r, run in ratings(seed=23).items()}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="an id is any token without blanks (trec_eval splits at whitespace only)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u30b_cli_rrf_rep_runs", "rankagg fuse rep01.run ... rep04.run --method rrf -o order.run: one run per "
        "repetition, fidelities, circuits as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", f"listeners={_R4}, seed=31"),
        setup=_runs_setup(f"listeners={_R4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u30b_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "long-shot repetitions count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "rep01 2\nrep02 2\nrep03 1\nrep04 0.5\n"},
        _cli_check("borda", f"listeners={_R4}, seed=33", "{'rep01': 2, 'rep02': 2, 'rep03': 1, 'rep04': 0.5}"),
        setup=_runs_setup(f"listeners={_R4}, seed=33"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u30b_cli_combsum_depth_3_neg2q", "rankagg fuse ... --method combsum --depth 3: the three best compilers "
        "per circuit by negated two-qubit counts (negative scores)",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "order.run"], None,
        _cli_check("combsum", f"listeners={_R4}, seed=35, items=COMPILERS, kind='neg_2q'", depth=3),
        setup=_runs_setup(f"listeners={_R4}, seed=35, items=COMPILERS, kind='neg_2q'"),
        why="rankagg methods combsum over min-max scores; --depth 3; negative scores are numbers"))
    cases.append(cli_ok(
        "u30b_cli_gz_runs_parquet", "rankagg fuse rep01.run.gz rep02.run.gz rep03.run.gz --method rrf -o "
        "order.parquet: gzipped runs, a Parquet table out",
        ["fuse", "rep01.run.gz", "rep02.run.gz", "rep03.run.gz", "--method", "rrf", "-o", "order.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = ratings(listeners=['rep01', 'rep02', 'rep03'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in ratings(listeners=['rep01', 'rep02', 'rep03'], seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u30b_cli_evaluate_grades", "rankagg evaluate order.run --qrels devices.qrels -m ndcg_cut.3 -m map: the "
        "fused device order against last quarter's grades (0-3)",
        ["evaluate", "order.run", "--qrels", "devices.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = device_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = ratings(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('devices.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in device_grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u30b_cli_error_rate_exponents", "rankagg fuse a.run b.run --method rrf: scores written as 1 - error rate in "
        "exponent form (9.988e-01, 1.2e-3 kept as written)",
        ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"a.run": "QV64 Q0 quantinuum_h1-1 1 9.988e-01 a\nQV64 Q0 ionq_aria 2 9.61e-01 a\nQV64 Q0 ibm_torino 3 1.2e-3 a\n",
         "b.run": "QV64 Q0 ionq_aria 1 9.9E-01 b\nQV64 Q0 ibm_torino 2 8.5e-01 b\nQV64 Q0 quantinuum_h1-1 3 8e-1 b\n"},
        lambda out, folder: _report(
            "R = {'a': {'QV64': {'quantinuum_h1-1': 0.9988, 'ionq_aria': 0.961, 'ibm_torino': 0.0012}}, "
            "'b': {'QV64': {'ionq_aria': 0.99, 'ibm_torino': 0.85, 'quantinuum_h1-1': 0.8}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/order.run').read()), refs))\n", folder),
        why="trec_eval reads scores with atof (exponents are numbers); RRF by rank"))

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    tool_files = [
        ("u30b_qasm2_as_run", "an OpenQASM 2 circuit (OPENQASM 2.0; include \"qelib1.inc\"; qreg q[5];)",
         "ghz_5.qasm", _QASM2, "OpenQASM", "ghz_5.qasm:1"),
        ("u30b_qasm2_mqtbench_as_run", "an MQT Bench OpenQASM 2 file (its '// Benchmark was created by MQT Bench' "
         "comment lines first)", "dj_indep_qiskit_10.qasm", _QASM2_COMMENT, "OpenQASM", "dj_indep_qiskit_10.qasm:"),
        ("u30b_qasm3_as_run", "an OpenQASM 3 circuit (OPENQASM 3.0; qubit[5] q;)", "ghz_5.qasm3", _QASM3, "OpenQASM",
         "ghz_5.qasm3:1"),
        ("u30b_quil_as_run", "a Quil program (DECLARE ro BIT[2], H 0, CNOT 0 1, MEASURE 0 ro[0])", "bell.quil",
         _QUIL, "Quil", "bell.quil:1"),
        ("u30b_qiskit_result_as_run", "a Qiskit Result JSON (backend_name, results with counts {'0x0': 512})",
         "job_cx8r4mz9.json", _RESULT, "Qiskit", "job_cx8r4mz9.json"),
        ("u30b_ibm_calibration_csv_as_run", "IBM's backend calibration CSV (Qubit, T1 (us), T2 (us), Frequency "
         "(GHz), ...)", "ibm_torino_calibrations_2026-12-02T07_12_33Z.csv", _CALIB, "calibration",
         "ibm_torino_calibrations_2026-12-02T07_12_33Z.csv:1"),
        ("u30b_backend_properties_as_run", "a backend properties JSON (backend_name, last_update_date, qubits, "
         "gates)", "ibm_torino_properties.json", _PROPS, "properties", "ibm_torino_properties.json"),
        ("u30b_cirq_json_as_run", "a Cirq JSON circuit (cirq_type: Circuit, moments)", "bell_cirq.json", _CIRQ,
         "Cirq", "bell_cirq.json"),
        ("u30b_metriq_gym_as_run", "a Metriq-gym job result (app_version, job_type 'Quantum Volume', platform, "
         "results)", "qv_ibm_torino.json", _METRIQ, "Metriq", "qv_ibm_torino.json"),
        ("u30b_braket_result_as_run", "an Amazon Braket task result (braketSchemaHeader, measurements, taskMetadata)",
         "results.json", _BRAKET, "Braket", "results.json"),
        ("u30b_benchpress_json_as_run", "benchpress's pytest-benchmark JSON (machine_info, commit_info, benchmarks)",
         "benchpress_qiskit.json", _BENCHPRESS, "benchmark", "benchpress_qiskit.json"),
        ("u30b_counts_json_as_run", "a counts dictionary saved from result.get_counts() ({'00': 498, '11': 512})",
         "ghz_2_counts.json", _COUNTS, "counts", "ghz_2_counts.json"),
    ]
    binaries = [
        ("u30b_qpy_as_run", "a QPY file from qiskit.qpy.dump (magic 'QISKIT')", "ghz_2.qpy", _QPY, "QPY"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a QASM statement's one or two, Quil's two or "
                "three, a JSON document's one); the file is the quantum tool's, named by what it is (a field count "
                "says nothing the team can act on)")
    binary_why = "QPY is a binary circuit serialization, no TREC line (trec_eval reads garbage); named by what it is"
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} rep01.run -o order.run: {what} given as a run",
            ["fuse", name, "rep01.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "rep01.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))
    cases.append(cli_bad(
        "u30b_qasm2_gz_as_run", "rankagg fuse ghz_5.qasm.gz rep01.run: a gzipped OpenQASM 2 circuit given as a run",
        ["fuse", "ghz_5.qasm.gz", "rep01.run", "--method", "rrf", "-o", "order.run"], {"rep01.run": _ONE_RUN},
        "ghz_5.qasm.gz:1", "OpenQASM", setup=reference_setup(
            _REF, "import gzip\nopen(P('ghz_5.qasm.gz'), 'wb').write(gzip.compress(%r.encode(), mtime=0))\n" % _QASM2),
        why=text_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u30b_qasm2_as_qrels", "ghz_5.qasm", _QASM2, "OpenQASM"),
            ("u30b_quil_as_qrels", "bell.quil", _QUIL, "Quil"),
            ("u30b_calibration_csv_as_qrels", "ibm_torino_calibrations.csv", _CALIB, "calibration"),
            ("u30b_qiskit_result_as_qrels", "job_cx8r4mz9.json", _RESULT, "Qiskit")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate rep01.run --qrels {name}: the quantum tool's file given as the judgements",
            ["evaluate", "rep01.run", "--qrels", name], {"rep01.run": _ONE_RUN, name: content},
            name + (":1" if not name.endswith(".json") else ""), tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the quantum "
                            "tool's, named by what it is"))

    # --- the team's in-memory shapes -----------------------------------------------------------------------------------
    cases.append(bad(
        "u30b_api_calibration_frame", "rankagg.fuse(pd.read_csv(calibration CSV), method='borda'): IBM's calibration "
        "table as a frame", "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('ibm_torino_calibrations.csv'), method='borda')\n",
        "calibration", files={"ibm_torino_calibrations.csv": _CALIB},
        why="README: a frame of runs has qid, docid, score (and run) columns; a per-qubit calibration table is told "
            "so"))
    cases.append(bad(
        "u30b_api_qiskit_result_dict", "rankagg.fuse(result.to_dict(), method='rrf'): a Qiskit Result as a plain dict",
        "import rankagg, json\nrankagg.fuse(json.load(open('job.json')), method='rrf')\n",
        "Qiskit", files={"job.json": _RESULT},
        why="README: runs are {run: {query: {doc: score}}}; a Qiskit Result's keys (backend_name, results) are told"))
    cases.append(bad(
        "u30b_api_counts_dict", "rankagg.fuse({'ghz_2': result.get_counts()}, method='borda'): measurement counts "
        "keyed by a circuit, one level short of runs",
        "import rankagg\nrankagg.fuse({'ghz_2': {'00': 498, '11': 512, '01': 7, '10': 7}}, method='borda')\n",
        "ghz_2", why="README: runs are {run: {query: {doc: score}}}; a run whose values are numbers, not "
                     "{doc: score}, is refused naming it"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    for cid, what, line, where in [
            ("u30b_fidelity_percent", "a fidelity written '98.2%'", "qft_16 Q0 ionq_aria 2 86.1% rep02\n", "rep02.run:2"),
            ("u30b_t1_with_unit", "a T1 written with its unit, '152.3us'", "qft_16 Q0 ionq_aria 2 152.3us rep02\n",
             "rep02.run:2"),
            ("u30b_fidelity_plus_minus", "a fidelity with its error bar, '0.982±0.004'",
             "qft_16 Q0 ionq_aria 2 0.861±0.004 rep02\n", "rep02.run:2"),
            ("u30b_complex_amplitude", "an amplitude written as Python prints a complex, '(0.707+0.707j)'",
             "qft_16 Q0 ionq_aria 2 (0.707+0.707j) rep02\n", "rep02.run:2"),
            ("u30b_circuit_with_blank", "a circuit named 'qft 16' (a blank) in the first field",
             "qft 16 Q0 ionq_aria 2 0.86 rep02\n", "rep02.run:2")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse rep01.run rep02.run: {what}",
            ["fuse", "rep01.run", "rep02.run", "--method", "rrf", "-o", "order.run"],
            {"rep01.run": _ONE_RUN, "rep02.run": "qft_16 Q0 quantinuum_h1-1 1 0.95 rep02\n" + line}, where,
            why="trec_eval's atof reads '86.1%' as 86.1 and '(0.7' as 0 (a wrong ranking); docs/conventions.md: a "
                "score is strtod on the whole token, a bad line refused at its line (a blank makes seven fields)"))
    cases.append(bad(
        "u30b_api_device_with_blank", "rankagg.fuse({...{'IBM Torino': 0.81}}): a device keyed by its display name",
        "import rankagg\nR = ratings(listeners=['rep01', 'rep02'], n_q=2)\n"
        "R['rep02']['qft_16']['IBM Torino'] = 0.81\nrankagg.fuse(R, method='borda')\n", "IBM Torino",
        why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u30b_api_weight_retired_device_run", "rankagg.fuse(runs, method='rrf', weights={..., 'rep09': 2}): a weight "
        "left for a repetition dropped when ibm_sherbrooke retired",
        "import rankagg\nR = ratings(listeners=['rep01', 'rep02', 'rep03'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'rep01': 1.0, 'rep02': 1.0, 'rep03': 1.0, 'rep09': 2.0})\n", "rep09",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(bad(
        "u30b_api_failed_job_nan", "rankagg.fuse(frame) where a job failed on one device (its fidelity NaN in the "
        "table)", "import rankagg, pandas as pd\nR = ratings(listeners=['rep01', 'rep02'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))

    # --- the consensus written under a quantum format's name ---------------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u30b_out_qasm", ["-o", "order.qasm"], "order.qasm", "an OpenQASM circuit", ("OpenQASM",)),
            ("u30b_out_qpy", ["-o", "order.qpy"], "order.qpy", "a QPY circuit", ("QPY",)),
            ("u30b_out_quil_gz_upper", ["-o", "ORDER.QUIL.gz"], "ORDER.QUIL.gz", "a Quil program, upper case, gzipped",
             ("Quil",)),
            ("u30b_explain_qasm", ["-o", "order.run", "--explain", "why.qasm"], "why.qasm", "--explain as OpenQASM",
             ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse rep01.run rep02.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines "
            "under that name are read by no tool that opens it",
            ["fuse", "rep01.run", "rep02.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "order.run"), setup=_runs_setup("listeners=['rep01', 'rep02'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u30b_out_qv64_stays_free", "rankagg fuse rep01.run rep02.run --method borda -o order.qv64: a suffix of the "
        "team's own (the benchmark's name) is a run's name and is written",
        ["fuse", "rep01.run", "rep02.run", "--method", "borda", "-o", "order.qv64"], None,
        _cli_check("borda", "listeners=['rep01', 'rep02'], seed=45", output="order.qv64"),
        setup=_runs_setup("listeners=['rep01', 'rep02'], seed=45"),
        why="docs/conventions.md: a run's name is free unless a format claims it; Borda n - r + 1"))
    cases.append(cli_ok(
        "u30b_run_with_quantum_words_stays_free", "rankagg fuse a.run b.run: a legal TREC run whose tag is 'OPENQASM' "
        "and whose docs are 'CNOT' and 'MEASURE' (a compiler study's pass names)",
        ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"a.run": "qft_16 Q0 CNOT 1 0.9 OPENQASM\nqft_16 Q0 MEASURE 2 0.5 OPENQASM\n",
         "b.run": "qft_16 Q0 MEASURE 1 0.8 quil\nqft_16 Q0 CNOT 2 0.7 quil\n"},
        lambda out, folder: _report(
            "R = {'a': {'qft_16': {'CNOT': 0.9, 'MEASURE': 0.5}}, 'b': {'qft_16': {'MEASURE': 0.8, 'CNOT': 0.7}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/order.run').read()), refs))\n", folder),
        why="trec_eval accepts six-field lines whatever the words; rankagg must never claim a legal run"))
    return cases
