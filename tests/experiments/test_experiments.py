"""The experiment runner, the results schema and the rendered tables (issue 16)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from rankagg.evaluation.measures import holm
from rankagg.experiments.render import render_command, render_text
from rankagg.experiments.results import (
    SCHEMA, dumps_record, is_legacy, read_record, supervision_of, validate_record,
)
from rankagg.experiments.experiment_file import load_experiment
from rankagg.experiments.runner import cell_status, plan, run_experiments
from rankagg.methods.registry import method_class

ROOT = Path(__file__).resolve().parents[2]


def test_holm_by_hand():
    # sorted p: 0.01*3 = 0.03; 0.03*2 = 0.06; 0.04*1 = 0.04 -> raised to the running max 0.06
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, 0.9]) == pytest.approx([1.0, 1.0])
    assert holm([]) == []


def test_supervision_kinds():
    assert supervision_of(method_class("rrf")) == "unsupervised"
    assert supervision_of(method_class("lr_agg")) == "supervised"
    assert supervision_of(method_class("mallows_em")) == "learns-from-test"
    assert supervision_of(method_class("ulara")) == "learns-from-test"


def _write_experiment(folder: Path, body: str) -> Path:
    (folder / "experiments").mkdir(exist_ok=True)
    p = folder / "experiments" / "tiny.toml"
    p.write_text(body)
    return p


TINY = """
name = "tiny"
datasets = ["MQ2008-agg"]
baselines = ["Borda"]
measures = ["NDCG@5", "MAP"]
[[rows]]
label = "Borda"
method = "borda"
[[rows]]
label = "RRF k tuned"
method = "rrf"
grid = { k = [10, 60] }
[[rows]]
label = "CombMIN"
method = "combmin(unranked='ignore')"
[[claims]]
dataset = "MQ2008-agg"
a = "CombMIN"
b = "Borda"
measure = "NDCG@5"
"""


@pytest.mark.parametrize(
    "bad, message",
    [
        ('name = "x"\ndatasets = ["D"]\nrows = []\nbogus = 1\n', "unknown keys"),
        ('name = "x"\ndatasets = ["D"]\n[[rows]]\nlabel = "a"\nmethod = "no_such_method"\n', "no_such_method"),
        ('name = "x"\ndatasets = ["D"]\nbaselines = ["zz"]\n[[rows]]\nlabel = "a"\nmethod = "rrf"\n', "not row labels"),
        ('name = "x"\ndatasets = ["D"]\n[[rows]]\nlabel = "a"\nmethod = "rrf"\nfixed = {k = 1}\ngrid = {k = [1]}\n',
         "both fixed and in the grid"),
        ('name = "x"\ndatasets = ["D"]\n[[rows]]\nlabel = "a"\nmethod = "rrf"\n[[rows]]\nlabel = "a"\nmethod = "rrf"\n',
         "used twice"),
    ],
)
def test_bad_experiment_files_name_the_problem(tmp_path, bad, message):
    p = _write_experiment(tmp_path, bad)
    with pytest.raises(ValueError, match=message) as err:
        load_experiment(p)
    assert str(p) in str(err.value)


def test_runner_writes_schema_resumes_and_renders(tmp_path, letor_dir):
    p = _write_experiment(tmp_path, TINY)
    ran = run_experiments([p], data_dir=str(letor_dir), progress=lambda m: None)
    assert len(ran) == 3
    cells = plan(load_experiment(p))
    assert [cell_status(c) for c in cells] == ["done"] * 3
    rec = read_record(cells[1].path)
    validate_record(rec)
    assert rec["grid"] == {"k": [10, 60]} and rec["supervision"] == "unsupervised"
    assert all(set(f["grid_validation"]) == {"{'k': 10}", "{'k': 60}"} for f in rec["folds"])
    # the chosen k is the validation argmax in every fold
    for f in rec["folds"]:
        best = max(f["grid_validation"], key=f["grid_validation"].get)
        assert best == repr({"k": f["params"]["k"]})
    # per-query values average to the reported fold means
    pq = rec["per_query"]
    assert len(pq["qids"]) == 784
    assert np.mean([f["test"]["MAP"] for f in rec["folds"]]) == pytest.approx(rec["test"]["MAP"])
    # resuming: nothing left to run
    assert run_experiments([p], data_dir=str(letor_dir), progress=lambda m: None) == []
    # a changed grid makes the cell stale and it is rerun
    p.write_text(TINY.replace("k = [10, 60]", "k = [10, 20]"))
    assert [cell_status(c) for c in plan(load_experiment(p))] == ["done", "stale", "done"]
    # rendering: CombMIN is far worse than Borda (marked), the claim is generated
    md = tmp_path / "t.md"
    md.write_text("x\n<!-- rankagg:table tiny MQ2008-agg -->\nOLDTEXT\n<!-- /rankagg:table -->\n"
                  "<!-- rankagg:claims tiny -->\n<!-- /rankagg:claims -->\ny\n")
    exps = {"tiny": load_experiment(p)}
    out = render_text(md.read_text(), exps)
    assert out.startswith("x\n") and out.endswith("y\n") and "OLDTEXT" not in out
    assert "0.2184▼" in out and "significantly lower" in out
    assert render_command([str(md)], experiments=str(tmp_path / "experiments")) == 0
    assert render_command([str(md)], experiments=str(tmp_path / "experiments"), check=True) == 0
    md.write_text(md.read_text().replace("0.2184", "0.9999"))
    assert render_command([str(md)], experiments=str(tmp_path / "experiments"), check=True) == 1


def test_the_command_line_unpacks_experiment_options(tmp_path, letor_dir, capsys):
    """``rankagg experiment run|status|render`` through rankagg.cli: the CLI parses, the jobs take plain values
    (issue 46: no argparse namespace below the command line)."""
    from rankagg.cli import main
    from rankagg.experiments.status import status_lines

    p = _write_experiment(tmp_path, TINY)
    assert main(["experiment", "run", str(p), "--data-dir", str(letor_dir), "--only", "Borda"]) == 0
    assert [cell_status(c) for c in plan(load_experiment(p))] == ["done", "missing", "missing"]
    capsys.readouterr()
    assert main(["experiment", "status", str(p)]) == 0
    assert capsys.readouterr().out == "\n".join(status_lines([str(p)])) + "\n"
    md = tmp_path / "t.md"
    md.write_text("<!-- rankagg:table tiny MQ2008-agg -->\nOLD\n<!-- /rankagg:table -->\n")
    experiments = str(tmp_path / "experiments")
    assert main(["experiment", "render", str(md), "--experiments", experiments, "--check"]) == 1
    assert md.read_text().count("OLD") == 1  # --check writes nothing
    assert main(["experiment", "render", str(md), "--experiments", experiments]) == 0
    assert "OLD" not in md.read_text()
    assert main(["experiment", "render", str(md), "--experiments", experiments, "--check"]) == 0


def test_committed_tables_match_the_results():
    """README and docs tables/claims are exactly what the committed results render."""
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    assert render_command([str(f) for f in files], experiments=str(ROOT / "experiments"), check=True) == 0


def test_a_per_query_value_that_is_not_a_number_is_refused_naming_it():
    """validate_record looks at the types of all per-query values at once and value by value only when one is
    not a plain number: text and booleans are still refused, naming the record and the measure; None, ints,
    floats and float subclasses (NumPy's) pass."""
    import copy

    rec = read_record(ROOT / "results" / "experiments" / "lragg" / "mq2007__bordacount.json")
    m = next(iter(rec["test"]))
    for bad in ("0.5", True):
        broken = copy.deepcopy(rec)
        broken["per_query"][m][-1] = bad
        with pytest.raises(ValueError, match=re.escape(f"here: a value of per_query[{m!r}] must be int or float")):
            validate_record(broken, "here")
    fine = copy.deepcopy(rec)
    fine["per_query"][m][:3] = [None, 1, np.float64(0.25)]
    validate_record(fine, "here")


def test_committed_results_use_the_schema():
    """Every result under results/<experiment>/ is schema 2 with per-query values; old files live in results/legacy."""
    exps = [load_experiment(p) for p in sorted((ROOT / "experiments").glob("*.toml"))]
    n = 0
    for exp in exps:
        for path in sorted(exp.results.glob("*.json")) if exp.results.exists() else []:
            validate_record(read_record(path), str(path))
            n += 1
    assert n > 0
    for path in (ROOT / "results" / "legacy").glob("*.json"):
        assert is_legacy(json.loads(path.read_text()))


def test_dumps_record_roundtrip():
    rec = {"schema": SCHEMA, "a": [1, 2], "per_query": {"qids": ["1", "2"], "MAP": [0.5, 0.25]}}
    assert json.loads(dumps_record(rec)) == rec
    assert json.loads(dumps_record({"a": 1})) == {"a": 1}


def test_one_resolved_cell_is_planned_run_and_hashed():
    """Issue 26 item 5: the runner's planned CellSpec is what the protocol runs; the record's hash is its hash,
    and run_protocol with a spec string is resolve_cell then run_cell_spec (the same record)."""
    from rankagg.experiments.protocol import run_cell_spec, run_protocol
    from rankagg.experiments.resolved_cell import CellSpec, resolve_cell
    from rankagg.experiments.settings import load_setting

    ds = load_setting("junk")
    cell = resolve_cell("junk", "rrf", {"k": 60}, grid={})
    assert isinstance(cell, CellSpec) and cell.method == "rrf" and dict(cell.fixed) == {"k": 60} and dict(cell.grid) == {}
    with pytest.raises(Exception):  # frozen: resolved once, never changed
        cell.select_by = "MAP"  # type: ignore[misc]
    direct = run_cell_spec(cell, ds, folds=(1, 2)).to_dict("x")
    via = run_protocol(ds, "rrf", {"k": 60}, grid={}, folds=(1, 2)).to_dict("x")
    assert direct["spec_hash"] == cell.hash == via["spec_hash"]
    assert direct["test"] == via["test"] and direct["per_query"] == via["per_query"]
    seeded = resolve_cell("junk", "mallows_em", seed=7)
    assert seeded.fixed["random_state"] == 7 and resolve_cell("junk", "rrf", seed=7).fixed == {}
    with pytest.raises(ValueError, match="both fixed and in the grid"):
        resolve_cell("junk", "rrf(k=60)", grid={"k": [10]})
    with pytest.raises(ValueError, match="'FOO' is not a measure of junk"):
        resolve_cell("junk", "rrf", select_by="FOO")


def test_the_process_backend_gives_the_serial_result():
    """One backend interface: the folds on two worker processes equal the in-process folds, bit for bit."""
    from rankagg.backends.distributed import get_backend
    from rankagg.experiments.protocol import run_protocol
    from rankagg.experiments.settings import load_setting

    ds = load_setting("junk")
    serial = run_protocol(ds, "rrf", grid={"k": [10, 60]})
    with get_backend("process", jobs=2) as be:
        parallel = run_protocol(ds, "rrf", grid={"k": [10, 60]}, backend=be)
        assert sorted(be.imap_unordered(pow, [1, 2, 3], 2)) == [2, 4, 8]
    assert parallel.extra["backend"] == "process"
    assert serial.to_dict()["folds"][0]["test"] == parallel.to_dict()["folds"][0]["test"]
    assert [f.params for f in serial.folds] == [f.params for f in parallel.folds]
    for a, b in zip(serial.folds, parallel.folds):
        for m in a.test_per_query:
            assert np.array_equal(a.test_per_query[m], b.test_per_query[m])
    with pytest.raises(ValueError, match="backend must be"):
        get_backend("threads")
