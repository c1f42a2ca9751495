"""A quantum-computing benchmarking team's files where a run or the judgements are read (issue 45's thirtieth bar,
u30b_*_as_run, u30b_*_as_qrels, u30b_api_*): told a field count ("expected 6 fields, found 2" for an OpenQASM
circuit), "a JSON table's" for a Qiskit Result or "NUL bytes ... UTF-16" for a QPY file, each is named at its first
lines (or bytes) for the format or tool that writes it, with what to give instead: OpenQASM 2 and 3 programs (MQT
Bench's too, its '//' comments first), Quil programs, IBM Quantum's calibration CSV, a Qiskit Result and a backend
properties JSON, a counts dictionary, QPY, Cirq JSON, a Metriq-gym result, an Amazon Braket task result and
benchpress's pytest-benchmark JSON.  Only a first line that is no TREC line is asked about (a run whose tag is
'OPENQASM' or whose documents are 'CNOT' and 'MEASURE' stays a run: tests/test_thirtieth_bar_quantum_files.py)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "QUANTUM_JSON", "quantum_binary", "quantum_columns", "quantum_document", "quantum_json",
           "quantum_shape"]

#: what to do with a quantum benchmark's files: each repetition's (or metric's) scores per circuit are a run
AS_RUN = ("give each repetition (or metric) as a run, each circuit or benchmark a query (qft_16, QV64) and each device, "
          "backend or compiler setting a document (no blank: ibm_torino, qiskit_opt3), the score higher for the "
          "better (a fidelity or success probability; a gate count or depth negated), a plain number: "
          "'CIRCUIT Q0 DEVICE RANK SCORE TAG'; a reference ranking's grades are the qrels, 'CIRCUIT 0 DEVICE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no devices; "
_QASM = ("an OpenQASM {v} program (a quantum circuit: 'OPENQASM {v}.0;', includes, register declarations and gates, "
         "which Qiskit, tket and the QPUs' compilers read)")
_QUIL = "a Quil program (Rigetti's quantum instruction language: DECLARE ro BIT[n], gates on qubits, MEASURE)"
#: a Quil program's gates on qubit indices (one or two), as pyQuil prints them: 'H 0', 'CNOT 0 1', 'RX(pi/2) 3'
_QUIL_GATE = compiled(r"^(?:I|H|X|Y|Z|S|T|CNOT|CZ|CCNOT|SWAP|ISWAP|CSWAP|PSWAP|XY|CPHASE\d*|PHASE|RX|RY|RZ)"
                      r"(?:\([^)]*\))?(?:\s+\d+){1,2}$")
#: each file by a pattern of one of its first lines: what it is
_LINES = (
    (compiled(r"^OPENQASM\s+2(?:\.\d+)?\s*;"), _QASM.format(v=2)),
    (compiled(r"^OPENQASM\s+3(?:\.\d+)?\s*;"), _QASM.format(v=3)),
    (compiled(r"^include\s+\"(?:qelib1|stdgates)\.inc\"\s*;$"), _QASM.format(v="2 or 3")),
    (compiled(r"^(?:qreg|creg)\s+\w+\[\d+\]\s*;$|^(?:qubit|bit)\[\d+\]\s+\w+\s*;$"), _QASM.format(v="2 or 3")),
    (compiled(r"^// Benchmark (?:was )?created by MQT Bench"), "an MQT Bench circuit (OpenQASM, its '//' header "
                                                                 "comments first)"),
    (compiled(r"^DECLARE\s+\w+\s+(?:BIT|REAL|OCTET|INTEGER)(?:\[\d+\])?$|^(?:DEFGATE|DEFCIRCUIT)\s+\w+|"
              r"^MEASURE\s+\d+(?:\s+\w+\[\d+\])?$"), _QUIL),
)
_CALIBRATION = ("IBM Quantum's backend calibration CSV (Qubit, T1 (us), T2 (us), Frequency (GHz), Readout assignment "
                "error, gate errors per qubit)")


def _columns(line: str) -> set[str]:
    return {c.strip(" \"'").lower() for c in line.split(",")}


def quantum_shape(name: str, lines: Sequence[str]) -> str | None:
    """What quantum-benchmark file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:3]
    if not head or run_or_qrels_line(head[0]):  # a TREC run or qrels line first is theirs, whatever its words
        return None
    for pattern, what in _LINES:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    if all(_QUIL_GATE.match(ln) for ln in head[:2]) and len(head) > 1:
        return f"is {_QUIL}, " + _NOT_LINES + AS_RUN
    if _calibration(_columns(head[0])):
        return f"is {_CALIBRATION}, " + _NOT_LINES + AS_RUN
    return None


def _calibration(cols: set[str]) -> bool:
    return "qubit" in cols and any(c.startswith(("t1 (", "t2 (")) for c in cols)


def quantum_columns(names: Sequence[object]) -> str | None:
    """What a frame of the column ``names`` is when it is IBM's calibration table (u30b_api_calibration_frame)."""
    if not _calibration({str(n).strip().strip("\"'").lower() for n in names}):
        return None
    return f"{_CALIBRATION}: " + _NOT_LINES + AS_RUN + "; as a frame: qid (the circuit), docid (the device), run and score"


#: the field's JSON documents: the keys their text holds, what they are
QUANTUM_JSON = (
    (('"backend_name"', '"results"', '"success"'),
     "a Qiskit Result (JSON: backend_name, job_id and results, each with its counts), no ranking: " + AS_RUN),
    (('"backend_name"', '"last_update_date"', '"qubits"'),
     "a Qiskit backend properties document (JSON: backend_name, last_update_date, qubits' T1, T2 and readout errors, "
     "gates' errors), no ranking: " + AS_RUN),
    (('"cirq_type"',), "a Cirq JSON document (cirq.to_json: cirq_type, moments and operations), no ranking: " + AS_RUN),
    (('"app_version"', '"job_type"', '"platform"'),
     "a Metriq-gym result (JSON: app_version, platform, job_type and results), one device's score: " + AS_RUN),
    (('"braketSchemaHeader"',), "an Amazon Braket task result (JSON: braketSchemaHeader, measurements, taskMetadata), "
                                "no ranking: " + AS_RUN),
    (('"machine_info"', '"commit_info"', '"benchmarks"'),
     "a pytest-benchmark JSON (benchpress's --benchmark-json: machine_info, commit_info, benchmarks with stats), "
     "no ranking: " + AS_RUN),
)
#: a counts dictionary (result.get_counts(), json.dump'ed): bitstrings or hex keys to shot counts
_COUNTS = compiled(r'^\s*\{\s*"(?:[01]+|0x[0-9a-fA-F]+)"\s*:\s*\d+\s*,\s*"(?:[01]+|0x[0-9a-fA-F]+)"\s*:\s*\d+')


def quantum_json(text: str) -> str | None:
    """What a JSON ``text`` is when it is a counts dictionary saved from Qiskit (u30b_counts_json_as_run), or None."""
    if _COUNTS.match(text) is None:
        return None
    return ("a measurement counts dictionary (JSON: bitstrings to shot counts, Qiskit's result.get_counts()), one "
            "circuit's outcomes, no ranking of devices: " + AS_RUN)


def quantum_document(obj: object) -> str | None:
    """What a Qiskit Result or backend properties loaded in Python (result.to_dict(), json.load) given as runs is,
    or None: its 'backend_name' is a str, where a run's queries hold mappings (u30b_api_qiskit_result_dict)."""
    if not isinstance(obj, dict) or not isinstance(obj.get("backend_name"), str):
        return None
    if isinstance(obj.get("results"), list):
        return QUANTUM_JSON[0][1]
    return QUANTUM_JSON[1][1] if isinstance(obj.get("qubits"), list) else None


def quantum_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a QPY file (qiskit.qpy.dump: 'QISKIT', then its version)."""
    if head[:6] != b"QISKIT" or len(head) < 10:
        return None
    return ("a QPY file (Qiskit's binary circuit serialization, qiskit.qpy.dump: magic 'QISKIT')", AS_RUN)
