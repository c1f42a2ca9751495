"""Issue 45's thirtieth bar (u30b_*_as_run, u30b_*_as_qrels, u30b_api_*, u30b_out_*): a quantum-computing
benchmarking team's files given as a run or as qrels were told a field count, 'a JSON table's' or 'NUL bytes';
OpenQASM 2 and 3 programs (MQT Bench's too), Quil programs, IBM Quantum's calibration CSV, a Qiskit Result and a
backend properties JSON, a counts dictionary, Cirq JSON, a Metriq-gym result, a Braket task result, benchpress's
pytest-benchmark JSON and QPY are now named for their format or tool at both doors, plain and gzipped, as loaded
objects and frames too; ``-o`` under .qpy or .quil is refused; runs and qrels that look like them stay read."""

from __future__ import annotations

import json

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.quantum_shapes import quantum_binary, quantum_shape
from tests.door_files import refusal_through_the_api

CALIBRATION = ("Qubit,T1 (us),T2 (us),Frequency (GHz),Anharmonicity (GHz),Readout assignment error ,Prob meas0 prep1 ,"
               "Prob meas1 prep0 ,Readout length (ns),ID error ,CZ error ,Gate time (ns),Operational\n"
               "0,152.31,98.12,4.8121,-0.31044,0.0124,0.0148,0.01,1560,0.000213,\"0_1:0.00312\",\"0_1:84\",true\n")
RESULT = {"backend_name": "ibm_torino", "backend_version": "1.2.4", "job_id": "cx8r4mz9", "success": True,
          "results": [{"shots": 1024, "success": True, "data": {"counts": {"0x0": 512, "0x3": 512}}}]}
PROPERTIES = {"backend_name": "ibm_torino", "backend_version": "1.0.9", "last_update_date": "2026-12-02T07:12:33Z",
              "qubits": [[{"name": "T1", "unit": "us", "value": 152.3}]], "gates": [], "general": []}
FILES = {
    "ghz_5.qasm": ('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[5];\ncreg c[5];\nh q[0];\n', "OpenQASM 2"),
    "dj_indep_qiskit_10.qasm": ("// Benchmark was created by MQT Bench on 2024-03-19\n// MQT Bench version: 1.1.0\n\n"
                                'OPENQASM 2.0;\ninclude "qelib1.inc";\n', "MQT Bench"),
    "ghz_5.qasm3": ('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[5] q;\nbit[5] c;\n', "OpenQASM 3"),
    "bell.quil": ("DECLARE ro BIT[2]\nH 0\nCNOT 0 1\nMEASURE 0 ro[0]\n", "Quil"),
    "gates.txt": ("H 0\nCNOT 0 1\nRX(pi/2) 1\n", "Quil"),
    "ibm_torino_calibrations.csv": (CALIBRATION, "calibration CSV"),
    "job.json": (json.dumps(RESULT, indent=1), "Qiskit Result"),
    "props.json": (json.dumps(PROPERTIES), "backend properties"),
    "counts.json": ('{"00": 498, "11": 512, "01": 7}\n', "counts dictionary"),
    "cirq.json": ('{\n  "cirq_type": "Circuit",\n  "moments": []\n}\n', "Cirq JSON"),
    "qv.json": ('{"app_version": "0.3.1", "timestamp": "2026-12-02", "platform": {"provider": "ibm", "device": '
                '"ibm_torino"}, "job_type": "Quantum Volume", "results": {"quantum_volume": 64}}\n', "Metriq-gym"),
    "results.json": ('{"braketSchemaHeader": {"name": "braket.task_result.gate_model_task_result", "version": "1"}, '
                     '"measurements": [[0, 0]], "measuredQubits": [0, 1]}\n', "Braket"),
    "bench.json": ('{"machine_info": {"node": "b"}, "commit_info": {"id": "4f1c"}, "benchmarks": []}\n',
                   "pytest-benchmark"),
}
QPY = b"QISKIT" + bytes([12, 1, 3, 1]) + (1).to_bytes(8, "big") + b"p" + b"\x00" * 40
RUN = "qft_16 Q0 quantinuum_h1-1 1 0.93 rep01\nqft_16 Q0 ionq_aria 2 0.86 rep01\n"
QRELS = "qft_16 0 quantinuum_h1-1 3\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert name in message and what in message and "CIRCUIT Q0 DEVICE" in message, message


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_qpy_file_is_named(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "ghz_2.qpy", QPY, RUN, door)
    assert "ghz_2.qpy" in message and "QPY" in message and "NUL" not in message, message


@pytest.mark.parametrize("obj,what", [(RESULT, "Qiskit Result"), (PROPERTIES, "backend properties")])
def test_a_loaded_qiskit_document_is_named(obj, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(obj, method="rrf")


def test_a_calibration_frame_is_named(tmp_path):
    path = tmp_path / "cal.csv"
    path.write_text(CALIBRATION)
    with pytest.raises(ValueError, match="calibration CSV"):
        rankagg.fuse(pd.read_csv(path), method="borda")


@pytest.mark.parametrize("text", [RUN, QRELS, "OPENQASM Q0 CNOT 1 0.9 qasm\n", "H 0 1 1\nCNOT 0 2 1\n",
                                  "DECLARE Q0 ro 1 2 BIT\n", "qreg Q0 q 1 1 t\n", "MEASURE 0 ro 1\n",
                                  "Qubit 0 T1 1\n", "H 0 CNOT 1 0.5 quil\nH 0 X 2 0.4 quil\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert quantum_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("head", [b"QISK", b"qiskit results\n", b"QISKIT"])
def test_other_bytes_are_no_qpy(head):
    assert quantum_binary(head) is None


@pytest.mark.parametrize("run", ["OPENQASM Q0 CNOT 1 0.9 qasm\nOPENQASM Q0 MEASURE 2 0.5 qasm\n",
                                 "H 0 CNOT 1 0.5 quil\nH 0 X 2 0.4 quil\n"])
def test_look_alike_runs_are_read(tmp_path, run):
    path = tmp_path / "look.run"
    path.write_text(run)
    assert len(rankagg.fuse([str(path), str(path)], method="rrf")) == 1


def test_a_qrels_file_of_gate_words_is_read(tmp_path):
    run, qrels = tmp_path / "s.run", tmp_path / "x.qrels"
    run.write_text("H 0 1 1 3.0 t\n")
    qrels.write_text("H 0 1 1\nCNOT 0 2 1\n")
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("suffix,word", [(".qpy", "QPY"), (".quil", "Quil")])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_circuit_format_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, case, gz):
    run = tmp_path / "rep01.run"
    run.write_text(RUN)
    out = tmp_path / ("order" + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()
