"""Issue 18: bad input never gives a silent wrong answer.

One test per row of the failure matrix (``docs/reliability.md``), in process where that is
enough, plus the fast subset of ``scripts/reliability_matrix.py`` run the way a user runs
rankagg (a subprocess per case), and the interruption tests (SIGINT inside a compiled numba
kernel, SIGTERM while an output is being written).
"""

from __future__ import annotations

import fcntl
import gzip
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from rankagg.cli import main
from rankagg.data.rankings import Rankings
from rankagg.io import InputFormatError, from_dataframe, read_letor, read_qrels, read_trec_run, write_letor
from rankagg.io.atomic import atomic_output, atomic_write_text
from rankagg.methods.registry import make_method, parse_spec, parse_value

ROOT = Path(__file__).resolve().parents[2]
RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 a 1 2.0 t\n"
LETOR = "0 qid:10 1:3 2:NULL #docid = A\n2 qid:10 1:1 2:5 #docid = B\n"


def _matrix(*args: str) -> subprocess.CompletedProcess:
    """``scripts/reliability_matrix.py`` run as a user runs it (tests import no script)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "reliability_matrix.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=1800)


FAST_ROWS = ("--fast", "--claims", "--check-why", "--self-check", "--reuse", "pages", "--no-write")


@pytest.fixture(scope="session")
def checks_and_fast_rows(tmp_path_factory, request) -> subprocess.CompletedProcess:
    """The matrix's three checks and its fast rows, asked together, the other rows read back from the pages (its
    cases, built in seconds, are built once): each test below reads its own part of what it printed.  Asked once a
    suite: xdist's workers share the first one's answer through a file of the run's temporary folder, locked while
    it runs (each worker had run the matrix for the tests it drew: 40 and 56 s of one clean-clone suite)."""
    if not hasattr(request.config, "workerinput"):
        return _matrix(*FAST_ROWS)
    shared = tmp_path_factory.getbasetemp().parent / "reliability-fast-rows.json"
    with open(shared.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not shared.exists():
            out = _matrix(*FAST_ROWS)
            shared.write_text(json.dumps({"returncode": out.returncode, "stdout": out.stdout, "stderr": out.stderr}))
        kept = json.loads(shared.read_text())
    return subprocess.CompletedProcess(FAST_ROWS, kept["returncode"], kept["stdout"], kept["stderr"])


def small(**kw) -> dict:
    return {**dict(offsets=[0, 2], ranks=[[1.0], [2.0]], qids=["q"], docids=["a", "b"], ranker_names=("R",)), **kw}


# ------------------------------------------------------------------ the matrix itself
def test_matrix_fast_rows(checks_and_fast_rows):
    """Every row of the fast subset is clean or a documented rule (the script's line of the rows it ran lists none
    that is not): the rows outside issue 45's bars marked fast (its 176 rows in four shards were the suite's longest
    tests)."""
    out = checks_and_fast_rows
    ran = re.search(r"^(\d+) rows run; not clean or rule: \[\]$", out.stdout, re.M)
    assert ran and int(ran.group(1)) > 20, out.stdout[-4000:] + out.stderr[-2000:]


def test_matrix_classifies_a_silent_and_a_raw_row(checks_and_fast_rows):
    """The classifier itself: exit 0 on bad input is silent, a traceback is raw, and a word the message holds only
    inside the case's file name is not named (vague), while the file and line are (clean)."""
    out = checks_and_fast_rows
    assert ("silent case: silent; raw case: raw; a word only in the file name: vague; "
            "the file and line: clean") in out.stdout, out.stdout + out.stderr


def test_no_declaration_claims_a_file_its_case_does_not_name(checks_and_fast_rows):
    """Issue 45: a field's declaration claims none of the bars' files but those whose cases ask for its tool by name:
    no rule row's file, no file of a case that names no tool (Kaldi's segments had claimed u27f's OBJ mesh, found
    only by comparing the pages), none whose case names another tool; and the check has claims to check."""
    out = checks_and_fast_rows
    claimed = re.search(r"^(\d+) of the cases' files are claimed by a declaration; wrongly: 0$", out.stdout, re.M)
    assert claimed and int(claimed.group(1)) > 0, out.stdout[-4000:] + out.stderr[-2000:]


# ------------------------------------------------------------------ files
def test_gzip_truncated_corrupt_and_bad_header_name_the_file(tmp_path):
    good = gzip.compress((RUN * 30).encode())
    for name, raw in [("t.gz", good[:-20]), ("c.gz", good[:12] + bytes(20) + good[32:]), ("h.gz", b"\x1f\x8b\x00xx")]:
        p = tmp_path / name
        p.write_bytes(raw)
        with pytest.raises(InputFormatError, match=rf"{name}: corrupt or truncated gzip"):
            read_trec_run(p)


def test_directory_as_input_or_output(tmp_path, capsys):
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "d").mkdir()
    with pytest.raises(InputFormatError, match="is a directory"):
        read_trec_run(tmp_path / "d")
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "borda", "-o", str(tmp_path / "d")]) == 2
    assert "is a directory" in capsys.readouterr().err


def test_bom_is_dropped(tmp_path):
    from rankagg.io import InputFormatWarning

    p = tmp_path / "a.run"
    p.write_bytes(("\ufeff" + RUN).encode())
    with pytest.warns(InputFormatWarning, match="a.run: UTF-8 byte-order mark"):
        assert read_trec_run(p).qids.tolist() == ["1", "2"]
    q = tmp_path / "q.txt"
    q.write_bytes("\ufeff1 0 a 1\n".encode())
    with pytest.warns(InputFormatWarning, match="q.txt: UTF-8 byte-order mark"):
        assert read_qrels(q)["qid"].tolist() == ["1"]


@pytest.mark.parametrize("mask", [0o000, 0o022, 0o077, 0o002])  # a new output; one written over: test_seventh_bar_environment
def test_outputs_follow_the_umask(tmp_path, mask):
    old = os.umask(mask)
    try:
        atomic_write_text(tmp_path / "o.txt", "x\n")
    finally:
        os.umask(old)
    assert (tmp_path / "o.txt").stat().st_mode & 0o777 == 0o666 & ~mask


def test_atomic_output_leaves_nothing_on_error(tmp_path):
    (tmp_path / "o.txt").write_text("old\n")
    with pytest.raises(RuntimeError):
        with atomic_output(tmp_path / "o.txt") as fh:
            fh.write(b"half")
            raise RuntimeError("boom")
    assert (tmp_path / "o.txt").read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["o.txt"]


def test_report_writes_atomically(tmp_path, monkeypatch):
    from rankagg.experiments import report

    calls = []
    monkeypatch.setattr(report, "atomic_write_text", lambda path, text: calls.append(path) or Path(path).write_text(text))
    r = tmp_path / "r.json"
    r.write_text(json.dumps({"dataset": "D", "method": "borda", "test": {"MAP": 0.5}}))
    report.build_report([r], tmp_path / "rep.md", measures=["MAP"], figures=False)
    assert calls == [tmp_path / "rep.md"]


def test_npz_model_into_a_new_folder(tmp_path):
    from rankagg.io.synthetic import make_metasearch
    from rankagg.models import load_model, save_model

    m = make_method("best_input").fit(make_metasearch(n_queries=6, random_state=0))
    for suffix in (".npz", ".json"):
        path = save_model(m, tmp_path / f"new{suffix}" / f"m{suffix}")
        assert path.exists() and type(load_model(path)) is type(m)


# ------------------------------------------------------------------ LETOR
@pytest.mark.parametrize("label", ["5", "-1", "3", "99999999999999999999", "1.0", "x"])
def test_letor_label_outside_0_2_names_file_and_line(tmp_path, label):
    p = tmp_path / "f.txt"
    p.write_text(LETOR.replace("2 qid:10", f"{label} qid:10"))
    with pytest.raises(InputFormatError, match=r"f\.txt:2: label"):
        read_letor(p)


def test_letor_max_label_none_accepts_more_grades(tmp_path):
    p = tmp_path / "f.txt"
    p.write_text(LETOR.replace("2 qid:10", "4 qid:10"))
    assert read_letor(p, max_label=None).labels.tolist() == [0, 4]


def test_letor_rank_1e20_refused_and_2_53_round_trips(tmp_path):
    p = tmp_path / "f.txt"
    p.write_text(LETOR.replace("1:1 ", "1:1e20 "))
    with pytest.raises(InputFormatError, match=r"f\.txt:2: rank .* 2\*\*53"):
        read_letor(p)
    d = Rankings(**small(ranks=[[2.0**53], [np.nan]]))
    write_letor(tmp_path / "o.txt", d)
    np.testing.assert_array_equal(read_letor(tmp_path / "o.txt").ranks, d.ranks)
    with pytest.raises(ValueError, match="2\\*\\*53"):
        write_letor(tmp_path / "o2.txt", Rankings(**small(ranks=[[1e20], [1.0]])))
    with pytest.raises(ValueError, match="integer ranks"):
        write_letor(tmp_path / "o3.txt", Rankings(**small(ranks=[[1.5], [1.0]])))


# ------------------------------------------------------------------ Rankings and frames
def test_rankings_refuses_a_docid_twice_in_one_query():
    with pytest.raises(ValueError, match="'a' appears twice in query 'q'"):
        Rankings(**{**small(), "docids": ["a", "a"]})
    # the same docid in two queries is fine, and unsorted distinct docids too
    Rankings(offsets=[0, 1, 2], ranks=[[1.0], [1.0]], qids=["q", "r"], docids=["a", "a"], ranker_names=("R",))
    Rankings(**{**small(), "docids": ["b", "a"]})


@pytest.mark.parametrize("labels", [[np.nan, 0], [1.7, 0], ["1", "0"], [np.inf, 0]])
def test_rankings_refuses_non_integer_labels(labels):
    with pytest.raises(ValueError, match="labels must be integers"):
        Rankings(**small(labels=labels))


def test_rankings_accepts_whole_float_labels():
    assert Rankings(**small(labels=[1.0, 2.0])).labels.tolist() == [1, 2]


def test_from_dataframe_refuses_conflicting_labels():
    df = pd.DataFrame({"qid": ["q", "q"], "docid": ["a", "a"], "ranker": ["r1", "r2"], "rank": [1, 1], "label": [0, 2]})
    with pytest.raises(ValueError, match="contradicts label"):
        from_dataframe(df)
    df["label"] = [2, 2]
    assert from_dataframe(df).labels.tolist() == [2]


# ------------------------------------------------------------------ specs and parameters
@pytest.mark.parametrize(
    "spec, message",
    [
        ("rrf(k=", "is not valid"),
        ("rrf(**{'k': 1})", "'\\*\\*' is not allowed"),
        ("rrf(k=1e309)", "k=1e309 is out of the range of a float"),
        ("rrf(60)", "name\\(key=value"),
        ("rrf(k=1, k=2)", "k given twice"),
        ("rrf(k=__import__('os'))", "is not a value"),
        ("rrf(k=1+1)", "is not a value"),
    ],
)
def test_spec_errors_name_the_spec(spec, message):
    with pytest.raises(ValueError, match=message) as err:
        parse_spec(spec)
    assert "<ast." not in str(err.value)


def test_spec_bare_words_are_strings():
    assert parse_spec("combmnz(norm=minmax)") == ("combmnz", {"norm": "minmax"})
    assert parse_spec("x(a=nan, b=True, c=false, d=[1, w], e=-2.5)", resolve=False) == ("x", {"a": "nan", "b": True, "c": False, "d": [1, "w"], "e": -2.5})
    assert make_method("combmnz(norm=minmax)").params["norm"] == "minmax"
    with pytest.raises(ValueError, match="k must be a finite number"):
        make_method("rrf(k=nan)")


def test_param_values():
    assert [parse_value(t) for t in ("60", "0.5", "true", "minmax", "a b", "[1, 2]")] == [60, 0.5, True, "minmax", "a b", [1, 2]]
    with pytest.raises(ValueError, match="range of a float"):
        parse_value("1e309")


@pytest.mark.parametrize("spec", ["rrf(k=True)", "thurstone(max_iter=1e9)"])
def test_parameter_types_checked(spec):
    with pytest.raises(ValueError):
        make_method(spec)


def test_make_method_refuses_infinite_k():
    with pytest.raises(ValueError):
        make_method("rrf", k=float("inf"))


# ------------------------------------------------------------------ CLI
def _cli(capsys, *argv) -> tuple[int, str]:
    try:
        rc = main(list(argv))
    except SystemExit as exc:  # argparse
        rc = exc.code
    return rc, capsys.readouterr().err


@pytest.mark.parametrize("depth", ["0", "-1", "x"])
def test_depth_must_be_positive(tmp_path, capsys, depth):
    (tmp_path / "a.run").write_text(RUN)
    rc, err = _cli(capsys, "fuse", str(tmp_path / "a.run"), "--method", "borda", "--depth", depth, "-o", str(tmp_path / "o.run"))
    assert rc == 2 and "--depth" in err and not (tmp_path / "o.run").exists()


def test_select_by_checked_before_any_work(capsys, monkeypatch):
    import rankagg.experiments.protocol as protocol  # imported first: it binds load_letor_agg by name

    monkeypatch.setattr(protocol, "load_letor_agg", lambda *a, **k: pytest.fail("loaded data before checking --select-by"))
    rc, err = _cli(capsys, "benchmark", "--dataset", "MQ2008-agg", "--method", "borda", "--select-by", "FOO")
    assert rc == 2 and "'FOO' is not a measure" in err
    with pytest.raises(ValueError, match="'FOO' is not a measure"):
        protocol.run_protocol("MQ2008-agg", "borda", select_by="FOO")


def test_unreachable_dask_scheduler_fails_fast():
    pytest.importorskip("distributed")
    from rankagg.backends.distributed import CONNECT_TIMEOUT, DaskBackend

    assert CONNECT_TIMEOUT <= 5  # Dask's own default wait is 30 s
    with pytest.raises(OSError, match="cannot reach the Dask scheduler tcp://127.0.0.1:9"):
        DaskBackend("tcp://127.0.0.1:9")


def test_report_refuses_unknown_measure_and_bad_test(tmp_path, capsys):
    r = tmp_path / "r.json"
    r.write_text(json.dumps({"dataset": "D", "method": "borda", "test": {"MAP": 0.5}}))
    rc, err = _cli(capsys, "report", str(r), "-o", str(tmp_path / "rep.md"), "--measures", "FOO", "--no-figures")
    assert rc == 2 and "FOO" in err
    r.write_text(json.dumps({"dataset": "D", "method": "borda", "test": [1]}))
    rc, err = _cli(capsys, "report", str(r), "-o", str(tmp_path / "rep.md"), "--no-figures")
    assert rc == 2 and "'test' must map measure names to numbers" in err
    assert not (tmp_path / "rep.md").exists()


def test_empty_qrels_and_huge_relevance(tmp_path, capsys):
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text("")
    rc, err = _cli(capsys, "evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "a.run"))
    assert rc == 2 and "no judgements" in err
    (tmp_path / "q.txt").write_text("1 0 a 99999999999999999999\n")
    rc, err = _cli(capsys, "evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "a.run"))
    assert rc == 2 and "q.txt:1: relevance" in err


def test_trec_rank_0_read_and_ordered_by_score(tmp_path):
    """trec_eval never reads the rank column: a run numbered from 0 is read (issue 23; it was refused)."""
    (tmp_path / "a.run").write_text("1 Q0 a 0 3.0 t\n1 Q0 b 1 4.0 t\n")
    assert read_trec_run(tmp_path / "a.run").ranks[:, 0].tolist() == [2, 1]


def test_npz_model_that_is_not_a_zip(tmp_path):
    from rankagg.models import load_model

    (tmp_path / "m.npz").write_bytes(b"not a zip")
    with pytest.raises(ValueError, match="m.npz"):
        load_model(tmp_path / "m.npz")


# ------------------------------------------------------------------ interruption
KERNEL_SCRIPT = """
import os, signal, sys, threading
import numpy as np
from numba import njit
from rankagg.io.atomic import atomic_output
from rankagg.io.signals import exit_on_signal

@njit
def kernel(n):
    s = 0.0
    for i in range(n):
        s += (i %% 7) * 1e-9
    a = np.zeros(3)
    a[0] = s
    return a, a.copy(), s

kernel(10)
exit_on_signal('case')
with atomic_output('out.txt') as fh:
    fh.write(b'partial')
    threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.%s)).start()
    for _ in range(1000):
        x, y, s = kernel(10**9)  # tuple of arrays boxed after the kernel: where a raise segfaulted
print('finished without the signal')
"""


@pytest.mark.parametrize("sig, code", [("SIGINT", 130), ("SIGTERM", 143)])
def test_signal_inside_a_numba_kernel_exits_cleanly(tmp_path, sig, code):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", KERNEL_SCRIPT % sig], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == code, proc.stderr
    assert f"interrupted by {sig}" in proc.stderr and "Traceback" not in proc.stderr
    assert list(tmp_path.iterdir()) == []  # the temporary file is gone, no output


def test_cli_restores_signal_handlers(tmp_path):
    before = signal.getsignal(signal.SIGINT)
    (tmp_path / "a.run").write_text(RUN)
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "borda", "-o", str(tmp_path / "o.run")]) == 0
    assert signal.getsignal(signal.SIGINT) is before


# ------------------------------------------------------------------ TREC files as trec_eval reads them (issue 23)
def test_legal_real_file_cases_read_as_pytrec_eval():
    """Each legal real-file case of the matrix: rankagg and pytrec_eval read the same file alike (the script exits 1
    on a case that is not a documented rule)."""
    pytest.importorskip("pytrec_eval")
    out = _matrix("--legal", "--no-write")
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]


def test_the_pages_are_written_again_from_their_own_rows(checks_and_fast_rows):
    """``--reuse pages`` (a machine without the --save file) reads every outcome back from the pages' rows: the pages
    it prints hold the same rows, the fast rows run again among them (all but their seconds, which vary)."""
    out = checks_and_fast_rows
    assert re.search(r"^[1-9]\d* rows run; ", out.stdout, re.M), out.stdout[-2000:] + out.stderr[-2000:]
    pages = [ROOT / "docs" / "reliability.md", *sorted((ROOT / "docs" / "reliability").glob("*-bar.md"))]

    def rows(text):
        found = [ln.split(" | ") for ln in text.splitlines() if ln.startswith("| ") and " | G" in ln[:14]]
        return sorted(" | ".join([*cells[:4], "(seconds)", *cells[5:]]) for cells in found)
    written = rows(out.stdout)
    assert len(written) > 6000 and written == rows("\n".join(p.read_text(encoding="utf-8") for p in pages))


def test_every_trec_refusal_says_why(checks_and_fast_rows):
    """Every TREC run and qrels row of the matrix says why it is refused (trec_eval fails too, or the result
    would be wrong) or accepted."""
    out = checks_and_fast_rows
    rows = re.search(r"^(\d+) rows; without a reason: \[\]$", out.stdout, re.M)
    assert rows and int(rows.group(1)) > 0, out.stdout[-4000:] + out.stderr[-2000:]


def test_byte_order_mark_warns_once_per_file(tmp_path):
    """A BOM is dropped (trec_eval would read it into the first qid): one warning naming the file, per file."""
    import warnings

    from rankagg.io import InputFormatWarning, read_trec_runs

    a, b = tmp_path / "a.run", tmp_path / "b.run"
    a.write_bytes(("\ufeff" + RUN).encode())
    b.write_bytes(("\ufeff" + RUN.replace(" t\n", " u\n")).encode())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        for _ in range(2):
            d = read_trec_runs([a, b])
    said = [str(w.message) for w in caught if issubclass(w.category, InputFormatWarning)]
    assert sorted(said) == sorted(f"{p}: UTF-8 byte-order mark at the start dropped; trec_eval would read it as part "
                                  "of the first qid" for p in (a, b))
    assert d.qids.tolist() == ["1", "2"]
    plain = tmp_path / "plain.run"
    plain.write_text(RUN)
    with warnings.catch_warnings():
        warnings.simplefilter("error", InputFormatWarning)
        read_trec_run(plain)  # no mark, no warning
