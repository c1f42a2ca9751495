"""The command line, run in-process."""

import json

import numpy as np
import pytest

from rankagg.cli import main
from rankagg.evaluation.measures import LETOR_MEASURES

RUN_A = "q1 Q0 d1 1 3.0 A\nq1 Q0 d2 2 2.0 A\nq1 Q0 d3 3 1.0 A\n"
RUN_B = "q1 Q0 d3 1 3.0 B\nq1 Q0 d2 2 2.0 B\n"
LETOR = (
    "2 qid:1 1:1 2:NULL #docid = A\n"
    "0 qid:1 1:2 2:1 #docid = B\n"
    "1 qid:1 1:NULL 2:2 #docid = C\n"
)


def test_methods_lists_registry(capsys):
    assert main(["methods", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    names = {r["name"] for r in rows}
    assert {"borda", "rrf", "combsum", "combmnz", "combmax", "combmin", "combmed", "combanz", "combmnz_rank",
            "mean_rank", "median_rank", "dowdall", "geomean", "best_input"} <= names
    rrf = next(r for r in rows if r["name"] == "rrf")
    assert rrf["params"]["k"]["default"] == 60.0 and rrf["citation"]
    assert rrf["tags"]["linear"] == "sum" and rrf["tags"]["reads_scores"] is False
    assert next(r for r in rows if r["name"] == "mallows_em")["tags"]["learns_from_test"] is True
    assert main(["methods"]) == 0
    assert "rrf" in capsys.readouterr().out


def test_fuse_trec_runs(tmp_path, capsys):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    out = tmp_path / "fused.run"
    rc = main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", "rrf", "--param", "k=1", "-o", str(out)])
    assert rc == 0
    lines = [ln.split() for ln in out.read_text().splitlines()]
    # k=1: d3 1/4+1/2, d1 1/2, d2 1/3+1/3
    assert [ln[2] for ln in lines] == ["d3", "d2", "d1"]
    assert {ln[5] for ln in lines} == {"rankagg-rrf"}


def test_fuse_refuses_to_overwrite_input(tmp_path, capsys):
    (tmp_path / "a.run").write_text(RUN_A)
    rc = main(["fuse", str(tmp_path / "a.run"), "--method", "borda", "-o", str(tmp_path / "a.run")])
    assert rc == 2
    assert "refusing to overwrite" in capsys.readouterr().err
    assert (tmp_path / "a.run").read_text() == RUN_A


def test_fuse_and_evaluate_letor(tmp_path, capsys):
    f = tmp_path / "f.txt"
    f.write_text(LETOR)
    s = tmp_path / "scores.txt"
    assert main(["fuse", "--letor", str(f), "--method", "borda", "-o", str(s)]) == 0
    assert len(s.read_text().splitlines()) == 3
    capsys.readouterr()
    assert main(["evaluate", "--letor", str(f), str(s), "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert set(LETOR_MEASURES) <= set(res)
    assert all(isinstance(res[m], float) for m in LETOR_MEASURES)
    assert main(["evaluate", "--letor", str(f), str(s), "--per-query"]) == 0
    out = capsys.readouterr().out
    assert "MeanNDCG" in out and "NDCG@10" in out


def test_evaluate_qrels(tmp_path, capsys):
    (tmp_path / "run").write_text(RUN_A)
    (tmp_path / "qrels").write_text("q1 0 d2 1\nq1 0 d3 2\n")
    assert main(["evaluate", "--qrels", str(tmp_path / "qrels"), str(tmp_path / "run"), "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["RR"] == pytest.approx(0.5)
    assert res["P@5"] == pytest.approx(0.4)


def test_errors_go_to_stderr_with_status_2(tmp_path, capsys):
    (tmp_path / "bad.run").write_text("q1 Q0 d1 1 nan A\n")
    rc = main(["fuse", str(tmp_path / "bad.run"), "--method", "rrf", "-o", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert rc == 2 and "bad.run:1" in err and "not finite" in err
    assert main(["fuse", str(tmp_path / "bad.run"), "--method", "nosuch", "-o", str(tmp_path / "o")]) == 2
    assert "unknown method 'nosuch'" in capsys.readouterr().err
    assert main(["benchmark", "--dataset", "MQ2008-agg", "--method", "rrf", "--data-dir", str(tmp_path / "missing")]) == 2


def test_benchmark_json_shape(letor_dir, capsys):
    rc = main(["benchmark", "--dataset", "MQ2008-agg", "--method", "rrf", "--param", "k=60", "--data-dir", str(letor_dir), "--json", "--quiet"])
    assert rc == 0
    res = json.loads(capsys.readouterr().out)
    assert {"dataset", "method", "params", "seconds", "test"} <= set(res)
    want = [f"NDCG@{k}" for k in range(1, 11)] + [f"P@{k}" for k in range(1, 11)] + ["MAP", "MeanNDCG", "ERR", "RBP"]
    assert set(want) <= set(res["test"])
    assert res["test"]["NDCG@1"] == pytest.approx(0.3754, abs=1.5e-4)
    assert len(res["params"]) == 5


def test_demo_runs(capsys):
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "| borda |" in out and "paired randomization test" in out


def test_train_then_fuse_with_model(letor_dir, tmp_path, capsys):
    model = tmp_path / "model.json"
    assert main(["train", "--dataset", "MQ2008-agg", "--method", "best_input", "--data-dir", str(letor_dir), "-o", str(model)]) == 0
    doc = json.loads(model.read_text())
    assert doc["name"] == "best_input" and doc["trained_on"]["n_rankers"] == 25
    # a LETOR file with the same 25 rankers
    src = letor_dir / "letor4-agg" / "MQ2008-agg" / "S1.txt.gz"
    out = tmp_path / "scores.txt"
    assert main(["fuse", "--model", str(model), "--letor", str(src), "-o", str(out)]) == 0
    assert len(out.read_text().splitlines()) > 0
    # runs with another number of rankers are refused with a clear message
    (tmp_path / "a.run").write_text(RUN_A)
    capsys.readouterr()
    assert main(["fuse", "--model", str(model), str(tmp_path / "a.run"), "-o", str(tmp_path / "o.run")]) == 2
    assert "trained on 25 rankers" in capsys.readouterr().err


@pytest.mark.parametrize("how", ["module", "console script"])
def test_command_as_a_process_flushes_and_exits_with_the_status(tmp_path, how):
    """fuse and evaluate end with a fast exit (rankagg.cli.run): the output file, everything printed to a
    pipe and the exit status must be those of main(); other commands exit normally."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    if how == "module":
        cmd = [sys.executable, "-m", "rankagg.cli"]
    else:
        exe = shutil.which("rankagg", path=str(Path(sys.executable).parent))
        assert exe, "the rankagg console script is installed beside the interpreter"
        cmd = [exe]
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    (tmp_path / "qrels").write_text("q1 0 d3 2\nq1 0 d1 1\n")
    out = tmp_path / "fused.run"

    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # buffered pipes, as usual

    def rankagg(*args):
        return subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=120, env=env)

    fused = rankagg("fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", "rrf", "-o", str(out))
    assert fused.returncode == 0, fused.stderr
    assert [ln.split()[2] for ln in out.read_text().splitlines()] == ["d3", "d2", "d1"]
    assert "read 2 runs, 1 queries" in fused.stderr  # the summary line reached the pipe
    ev = rankagg("evaluate", "--qrels", str(tmp_path / "qrels"), str(out), "--measures", "nDCG@10", "AP", "P@5")
    assert ev.returncode == 0, ev.stderr
    assert len(ev.stdout.strip().splitlines()) >= 3 and "AP" in ev.stdout
    (tmp_path / "bad.run").write_text("q1 Q0 d1 1 3.0 A\nq1 Q0 d1 2 2.0 A\n")
    bad = rankagg("fuse", str(tmp_path / "bad.run"), "--method", "rrf", "-o", str(tmp_path / "x.run"))
    assert bad.returncode == 2 and "bad.run:2" in bad.stderr
    assert not (tmp_path / "x.run").exists()
    listed = rankagg("methods")
    assert listed.returncode == 0 and "rrf" in listed.stdout
