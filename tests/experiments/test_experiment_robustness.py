"""The experiment runner and the result readers under abuse (issue 27, class 7).

* an interrupted ``rankagg experiment run --jobs 2`` leaves no worker behind (SIGTERM, SIGINT);
* two labels that make the same result file are refused at plan time;
* result files are validated on read, the error naming the file (hypothesis: malformed JSON);
* labels are escaped for Markdown, HTML and matplotlib mathtext (hypothesis: generated labels);
* result files follow the umask.
"""

from __future__ import annotations

import html
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.experiments.resolved_cell import resolve_cell
from rankagg.experiments.results import read_record, validate_record, write_record
from rankagg.experiments.experiment_file import load_experiment
from rankagg.experiments.runner import plan

ROOT = Path(__file__).resolve().parents[2]

# a few slow cells on a generated setting (no data needed): RRF over a long grid of k on "junk"
_SLOW = """
name = "slow"
datasets = ["junk"]
results = "out"
{rows}
"""
_ROW = """
[[rows]]
label = "RRF {i}"
method = "rrf"
grid = {{k = [{ks}]}}
"""


def _children(pid: int) -> set[int]:
    out: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out |= {int(c) for c in (task / "children").read_text().split()}
        except OSError:
            continue
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_an_interrupted_parallel_run_leaves_no_worker(tmp_path, sig):
    ks = ", ".join(str(k) for k in range(1, 400))
    exp = tmp_path / "experiments" / "slow.toml"
    exp.parent.mkdir()
    exp.write_text(_SLOW.format(rows="".join(_ROW.format(i=i, ks=ks) for i in range(6))))
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "rankagg.cli", "experiment", "run", str(exp), "--jobs", "2"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        workers: set[int] = set()
        deadline = time.monotonic() + 120
        while len(workers) < 2 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
            workers = _children(proc.pid)
        assert len(workers) >= 2, "the run did not start two workers"
        time.sleep(1.0)  # the workers are inside their first cell
        proc.send_signal(sig)  # the parent only, as `kill` does
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 128 + sig, err
        deadline = time.monotonic() + 30
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [w for w in workers if _alive(w)], "workers outlived the interrupted run"
        written = sorted(p.name for p in (tmp_path / "out").glob("*")) if (tmp_path / "out").exists() else []
        assert not [n for n in written if n.endswith(".tmp")], written  # no half-written result
        time.sleep(1.0)
        again = sorted(p.name for p in (tmp_path / "out").glob("*")) if (tmp_path / "out").exists() else []
        assert again == written  # nothing writes after the run is gone
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_labels_that_make_one_file_name_are_refused_at_plan_time(tmp_path):
    exp = tmp_path / "experiments" / "twins.toml"
    exp.parent.mkdir()
    exp.write_text('name = "twins"\ndatasets = ["junk"]\n'
                   '[[rows]]\nlabel = "RRF k=60"\nmethod = "rrf(k=60)"\n'
                   '[[rows]]\nlabel = "RRF (k=60)"\nmethod = "rrf(k=60)"\n')
    with pytest.raises(ValueError, match=r"'RRF k=60' and 'RRF \(k=60\)' would share the result file junk__rrf-k-60\.json"):
        plan(load_experiment(exp))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=12),
                min_size=2, max_size=5, unique=True))
def test_planned_result_paths_are_unique_or_refused(labels):
    """Whatever the labels, plan either gives every cell its own file or refuses."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        exp = Path(tmp) / "experiments" / "x.toml"
        exp.parent.mkdir()
        rows = "".join(f"[[rows]]\nlabel = {json.dumps(lab, ensure_ascii=False)}\nmethod = \"borda\"\n" for lab in labels)
        exp.write_text(f'name = "x"\ndatasets = ["junk"]\n{rows}')
        try:
            cells = plan(load_experiment(exp))
        except ValueError as exc:
            assert "would share the result file" in str(exc)
            return
        assert len({c.path for c in cells}) == len(cells) == len(labels)


def _record() -> dict:
    from rankagg.experiments.resolved_cell import CellSpec  # noqa: F401 (the record's spec_hash comes from one)

    cell = resolve_cell("junk", "borda", grid={})
    return {
        "schema": "rankagg-results/2", "kind": "protocol", "spec_hash": cell.hash, "dataset": "junk", "method": "borda",
        "spec": "borda", "label": "Borda", "supervision": "unsupervised", "fixed": {}, "grid": {}, "grid_size": 1,
        "select_by": "NDCG@10", "seeds": [], "measures_version": 2, "params": [{}],
        "folds": [{"fold": 1, "params": {}, "validation": {}, "grid_validation": {}, "test": {"NDCG@10": 0.5},
                   "fit_seconds": 0.0, "aggregate_seconds": 0.0}],
        "test": {"NDCG@10": 0.5}, "per_query": {"qids": ["1", "2"], "NDCG@10": [0.4, 0.6]},
        "versions": {}, "wall_seconds": 0.1,
    }


def test_a_well_formed_record_reads_back(tmp_path):
    path = write_record(_record(), tmp_path / "a.json")
    assert read_record(path)["label"] == "Borda"


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                     max_leaves=8)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(sorted(_record())), value=_json, drop=st.booleans())
def test_a_malformed_record_is_an_error_naming_the_file(tmp_path, key, value, drop):
    """A key removed or replaced by any JSON value: either still valid, or a ValueError naming the file."""
    rec = _record()
    if drop:
        del rec[key]
    else:
        rec[key] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    from rankagg.experiments.report_data import load_results

    try:  # the runner's reader: valid, or an error naming the file
        read_record(path)
    except ValueError as exc:
        assert str(path) in str(exc)
    else:
        validate_record(rec)
    try:  # `rankagg report` also reads looser records (no schema: evaluate's output), never a raw exception
        load_results([path])
    except ValueError as exc:
        assert str(path) in str(exc)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=40) | st.binary(max_size=40).map(lambda b: b.decode("latin-1")))
def test_any_file_content_reads_or_is_an_error_naming_the_file(tmp_path, text):
    path = tmp_path / "any.json"
    path.write_text(text, encoding="utf-8")
    for read in (read_record, lambda p: __import__("rankagg.experiments.report_data", fromlist=["x"]).load_results([p])):
        try:
            read(path)
        except ValueError as exc:
            assert str(path) in str(exc)


_labels = st.text(st.characters(max_codepoint=0x2FF, blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30) | st.sampled_from(
    ["$\\frac", "$", "a$b$c$", "\\", "$x^$", "<script>", "a|b", "**x**", "`x`", "[x](y)", "a\\$b", "_x_", "$\\\\$"])


@settings(max_examples=60, deadline=None)
@given(label=_labels)
def test_labels_are_escaped_for_every_output(label):
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import cbook
    from matplotlib.figure import Figure

    from rankagg.experiments.report_data import md_escape, mpl_escape

    md = md_escape(label)
    assert "<" not in md and ">" not in md and "\n" not in md  # no raw HTML, one table line
    bare = re.sub(r"\\.", "", md)  # what is left once the escaped characters are removed
    assert not set(bare) & set("|`*[]$_~\\"), md  # no Markdown mark acts
    assert "<" not in html.escape(label) and html.unescape(html.escape(label)) == label
    shown = mpl_escape(label)
    assert not cbook.is_math_text(shown)  # drawn as plain text
    fig = Figure()
    ax = fig.add_subplot()
    ax.set_title(shown)
    ax.plot([0, 1], [0, 1], label=shown)
    ax.legend()
    fig.savefig(io.BytesIO(), format="png")  # mathtext is parsed when drawn: must not raise


def test_result_files_follow_the_umask(tmp_path):
    old = os.umask(0o027)
    try:
        path = write_record(_record(), tmp_path / "r.json")
    finally:
        os.umask(old)
    assert (path.stat().st_mode & 0o777) == 0o640


def test_scripts_holds_at_most_ten_tools_and_every_study_runs_from_the_cli(monkeypatch):
    """Issue 26: scripts/ keeps at most 10 tools; the studies run behind `rankagg experiment study`.  Issue 33: they
    live in the repository's studies/, outside the installed package.  Issue 46: the package never imports them;
    the command runs `python -m studies` in a process of its own."""
    import importlib
    import sys

    from rankagg.experiments.commands import run_study_process

    monkeypatch.chdir(ROOT)
    monkeypatch.syspath_prepend(str(ROOT))
    from studies import STUDIES, run_study

    assert not (ROOT / "rankagg" / "experiments" / "studies").exists()

    assert len([p for p in (ROOT / "scripts").iterdir() if p.is_file()]) <= 10
    assert len(STUDIES) >= 15
    for name in STUDIES:
        importlib.import_module(f"studies.{name}")  # imports without running
    with pytest.raises(ValueError, match="unknown study 'nope'"):
        run_study("nope")
    assert run_study("mallows_synthetic", ["--help"]) == 0
    loaded = set(sys.modules)
    assert run_study_process("mallows_synthetic", ["--help"]) == 0
    assert run_study_process("nope", []) == 2
    assert not any(m == "studies" or m.startswith("studies.") for m in set(sys.modules) - loaded)


@settings(max_examples=200, deadline=None)
@given(label=_labels)
def test_a_rendered_table_label_stays_one_cell(label):
    """`rankagg experiment render` writes labels into Markdown tables: one cell, no raw HTML, plain labels unchanged."""
    from rankagg.experiments.results import table_cell

    cell = table_cell(label)
    assert "\n" not in cell and "<" not in cell and ">" not in cell
    assert "|" not in cell.replace("\\|", "")  # every pipe escaped: the row keeps its columns
    if not set(label) & set("|<>&\r\n"):
        assert cell == label
