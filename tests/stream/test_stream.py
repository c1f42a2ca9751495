"""Streaming fuse (rankagg.stream, issue 25): the bytes equal the in-memory path's on any workload, files
not grouped by query go through the partition on disk (removed at the end, on errors and on signals), faults
are named with their line in the file, and methods that need every query say so before reading."""

from __future__ import annotations

import gzip
import os
import random
from pathlib import Path
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg.stream.source as source
from rankagg.api import fuse_files
from rankagg.defaults import DEFAULT_METHOD
from rankagg.io._errors import InputFormatError
from rankagg.stream.text import FileScan, estimate_lines, scan_file, text_size

#: every positional and score method, the quality-weighted ones (the default among them: two passes and a
#: fusing pass) and a few pairwise ones
METHODS = ["rrf", "borda", "combsum", "combmnz", "combanz", "combmax", "combmin", "combmed", "combmnz_rank", "dowdall",
           "geomean", "isr", "log_isr", "mean_rank", "median_rank", "combsum(norm='zmuv')",
           "combsum(norm='rank')", "pseudo_qrels(fusion='combsum', unranked='zero', power=1.0)", "agreement", DEFAULT_METHOD,
           "pseudo_qrels(scope='blend')", "pseudo_qrels(scope='query')", "copeland", "mc4"]
QIDS = ["1", "2", "10", "q7", "3b", "x" * 11, "\u00fc5", "20"]


def _write(path: Path, lines: list[str], gz: bool) -> Path:
    text = "".join(lines)
    if gz:
        path = path.with_name(path.name + ".gz")
        path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    else:
        path.write_text(text, encoding="utf-8")
    return path


@st.composite
def workloads(draw):
    """Run files: grouped or not, query orders that differ between files, ragged lists, ties, queries some
    runs lack, empty files, tabs or spaces, blank lines, gzip."""
    n_files = draw(st.integers(1, 4))
    qids = draw(st.lists(st.sampled_from(QIDS), min_size=1, max_size=6, unique=True))
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    files = []
    for f in range(n_files):
        mine = [q for q in qids if rnd.random() < 0.8]
        if draw(st.booleans()):
            rnd.shuffle(mine)
        sep = rnd.choice([" ", "\t"])
        lines = []
        falling = rnd.random() < 0.5  # scores that fall along the rank column: trust_rank reads them for every method
        for q in mine:
            docs = rnd.sample(range(15), rnd.randint(1, 9))
            scores = [rnd.choice([1.0, 2.0, 2.5]) if rnd.random() < 0.5 else round(rnd.uniform(-3, 3), 3) for _ in docs]
            for r, (d, score) in enumerate(zip(docs, sorted(scores, reverse=True) if falling else scores)):
                lines.append(sep.join([q, "Q0", f"d{d}", str(r + 1), repr(score), f"run{f}"]) + "\n")
        grouped = draw(st.booleans())
        if not grouped:
            rnd.shuffle(lines)
        if lines and rnd.random() < 0.3:
            lines.insert(rnd.randrange(len(lines)), "\n")
        files.append((lines, rnd.random() < 0.3))
    return files


def _materialise(folder: Path, files) -> list[Path]:
    return [_write(folder / f"r{i}.run", lines, gz) for i, (lines, gz) in enumerate(files)]


def _same_bytes(folder: Path, paths: list[Path], spec: str, block_lines: int, **kw) -> None:
    for written in ("m.run", "s.run"):  # an earlier method's
        (folder / written).unlink(missing_ok=True)
    try:
        fuse_files(paths, folder / "m.run", method=spec, stream=False, **kw)
    except InputFormatError as exc:
        # a score above the one ranked before it, read with trust_rank by a method of scores
        # (tests/io/test_sixteenth_bar_docking.py): the streamed reader refuses it too, writing nothing
        assert kw.get("trust_rank") and "(ranked before it at line" in str(exc), exc
        with mock.patch.object(source, "BLOCK_LINES", block_lines), \
                pytest.raises(InputFormatError, match="ranked before"):
            fuse_files(paths, folder / "s.run", method=spec, stream=True, **kw)
        assert not (folder / "s.run").exists()
        return
    with mock.patch.object(source, "BLOCK_LINES", block_lines):
        fuse_files(paths, folder / "s.run", method=spec, stream=True, **kw)
    assert (folder / "s.run").read_bytes() == (folder / "m.run").read_bytes(), spec


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(workloads(), st.lists(st.sampled_from(METHODS[:-1]), min_size=1, max_size=3, unique=True), st.integers(1, 40),
       st.sampled_from([None, 1, 3]), st.sampled_from([1000, 2, 5]), st.booleans())
def test_streaming_writes_the_in_memory_bytes(tmp_path_factory, files, methods, block_lines, input_depth, depth,
                                              trust_rank):
    folder = tmp_path_factory.mktemp("w")
    paths = _materialise(folder, files)
    if not any(lines for lines, _ in files):
        with pytest.raises(ValueError, match="all run files are empty"):
            fuse_files(paths, folder / "s.run", method="rrf", stream=True)
        return
    for spec in methods:
        _same_bytes(folder, paths, spec, block_lines, trust_rank=trust_rank, input_depth=input_depth, depth=depth)


def _mixed_workload(folder: Path) -> list[Path]:
    """Four runs: grouped in one query order, grouped in another, not grouped (gzip), and empty."""
    rnd = random.Random(7)
    qids = [str(q) for q in range(1, 13)]

    def lines(order: list[str], tag: str) -> list[str]:
        return [f"{q} Q0 d{d} {r + 1} {rnd.choice([1.0, 2.0, round(rnd.random(), 2)])} {tag}\n" for q in order
                if rnd.random() < 0.85 for r, d in enumerate(rnd.sample(range(40), rnd.randint(1, 25)))]

    mixed = lines(qids, "c")
    rnd.shuffle(mixed)
    return [_write(folder / "a.run", lines(qids, "a"), False), _write(folder / "b.run", lines(sorted(qids), "b"), False),
            _write(folder / "c.run", mixed, True), _write(folder / "d.run", [], False)]


@pytest.mark.parametrize("threaded_from", [None, 0], ids=["small input in this thread", "threads forced"])
@pytest.mark.parametrize("spec", METHODS)
def test_every_streamed_method_writes_the_in_memory_bytes(tmp_path, monkeypatch, spec, threaded_from):
    if threaded_from is not None:  # the pool's path, which a small input no longer takes by itself
        monkeypatch.setattr(source, "THREADED_FROM_BYTES", threaded_from)
    _same_bytes(tmp_path, _mixed_workload(tmp_path), spec, 30, depth=10)


def test_a_small_input_is_read_in_this_thread_a_large_one_in_threads(tmp_path, monkeypatch):
    """Under THREADED_FROM_BYTES of input the passes start no thread (a pool per pass cost more than it overlapped on
    small runs); at or above it they read the next block in a pool; the bytes written are the same."""
    pools: list[int] = []
    pool = source._pool

    def counted(workers: int):
        pools.append(workers)
        return pool(workers)

    monkeypatch.setattr(source, "_pool", counted)
    monkeypatch.setattr(source, "BLOCK_LINES", 30)
    paths = _mixed_workload(tmp_path)
    size = sum(p.stat().st_size for p in paths)
    fuse_files(paths, tmp_path / "small.run", method="rrf", stream=True)
    assert pools == []
    monkeypatch.setattr(source, "THREADED_FROM_BYTES", size)
    fuse_files(paths, tmp_path / "large.run", method="rrf", stream=True)
    assert pools and (tmp_path / "large.run").read_bytes() == (tmp_path / "small.run").read_bytes()


def test_gzip_output_and_summary_equal(tmp_path):
    rnd = random.Random(3)
    files = [([f"{q} Q0 d{d} {r} {rnd.random():.3f} t{f}\n" for q in ("1", "2", "3") for r, d in
               enumerate(rnd.sample(range(30), 20))], False) for f in range(3)]
    paths = _materialise(tmp_path, files)
    a = fuse_files(paths, tmp_path / "m.run.gz", method="combsum", stream=False)
    with mock.patch.object(source, "BLOCK_LINES", 25):
        b = fuse_files(paths, tmp_path / "s.run.gz", method="combsum", stream=True)
    assert (tmp_path / "m.run.gz").read_bytes() == (tmp_path / "s.run.gz").read_bytes()
    assert a.summary == b.summary


def test_a_streamed_job_says_how_far_it_is(tmp_path):
    """Progress on every block (the CLI's transient line on stderr; none with --quiet): queries and blocks so far."""
    rnd = random.Random(5)
    files = [([f"{q} Q0 d{d} {r} {rnd.random():.3f} t{f}\n" for q in ("1", "2", "3", "4") for r, d in
               enumerate(rnd.sample(range(30), 20))], False) for f in range(2)]
    said: list[str] = []
    with mock.patch.object(source, "BLOCK_LINES", 25):
        fuse_files(_materialise(tmp_path, files), tmp_path / "s.run", method="rrf", stream=True, reading=said.append)
    fused = [m for m in said if m.startswith("fused ")]
    assert len(fused) >= 2 and fused[-1].startswith("fused 4 queries (")


def test_the_first_look_finds_each_query_run(tmp_path):
    """Hand-written: a blank line belongs to the run before it, a line may start with blanks, the last line
    may lack its newline, a qid of 8 bytes or more is compared whole, a tab separates like a space."""
    text = ("1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n\n  2 Q0 a 1 1 t\n2\tQ0 c 1 1 t\n"
            "longqid_1 Q0 x 1 1 t\nlongqid_2 Q0 x 1 1 t")
    p = tmp_path / "s.run"
    p.write_text(text)
    for size in (5, 17, 1 << 20):  # pieces cut anywhere
        scan = scan_file(p, size=size)
        assert scan.qids == ["1", "2", "longqid_1", "longqid_2"]
        assert scan.n_lines == [2, 2, 1, 1]
        assert scan.first_lines == [1, 4, 6, 7]
        assert scan.starts == [0, 27, 55, 76, len(text)]
        assert scan.grouped
    # query 1 again: not grouped, so the scan keeps one line count per query (first appearance), no positions
    p.write_text(text + "\n1 Q0 z 1 1 t\n2 Q0 y 1 1 t")
    for size in (5, 17, 1 << 20):
        scan = scan_file(p, size=size)
        assert not scan.grouped and scan.ungrouped
        assert (scan.qids, scan.n_lines, scan.starts, scan.first_lines) == (
            ["1", "2", "longqid_1", "longqid_2"], [3, 3, 1, 1], [], [])
        assert scan.total_lines == 8


def test_the_first_look_of_a_shuffled_file_grows_with_its_queries_not_its_lines(tmp_path):
    rnd = random.Random(1)
    lines = [f"q{q} Q0 d{d} 1 {rnd.random():.4f} u\n" for q in range(5) for d in range(400)]
    rnd.shuffle(lines)
    p = tmp_path / "shuffled.run"
    p.write_text("".join(lines))
    scan = scan_file(p, size=1024)
    assert not scan.grouped and len(scan.qids) == 5 and sorted(scan.n_lines) == [400] * 5
    assert scan.qids[0] == lines[0].split()[0]  # first appearance order


def test_the_first_look_reads_gzip_and_drops_the_bom(tmp_path):
    p = tmp_path / "b.run.gz"
    p.write_bytes(gzip.compress("\ufeffq1 Q0 a 1 1 t\nq2 Q0 a 1 1 t\n".encode()))
    with pytest.warns(UserWarning, match="byte-order mark"):
        scan = scan_file(p)
    assert (scan.qids, scan.starts, scan.grouped) == (["q1", "q2"], [0, 14, 28], True)
    assert text_size(p) == 31 and estimate_lines([p]) == 2


def _long_ungrouped(folder: Path, n_queries: int = 40, n_docs: int = 50) -> list[Path]:
    rnd = random.Random(0)
    lines = [f"{q} Q0 d{d} {r} {rnd.random():.4f} u\n" for q in range(n_queries) for r, d in
             enumerate(rnd.sample(range(400), n_docs))]
    rnd.shuffle(lines)
    grouped = [f"{q} Q0 d{d} {r} {rnd.random():.4f} g\n" for q in range(n_queries) for r, d in
               enumerate(rnd.sample(range(400), n_docs))]
    return [_write(folder / "g.run", grouped, False), _write(folder / "u.run", lines, False)]


def test_an_ungrouped_file_is_partitioned_in_a_folder_removed_at_the_end(tmp_path, monkeypatch):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr("tempfile.tempdir", None)
    paths = _long_ungrouped(tmp_path)
    seen: list[str] = []
    monkeypatch.setattr(source, "BLOCK_LINES", 500)
    fuse_files(paths, tmp_path / "s.run", method="rrf", stream=True, reading=seen.append)
    fuse_files(paths, tmp_path / "m.run", method="rrf", stream=False)
    assert (tmp_path / "s.run").read_bytes() == (tmp_path / "m.run").read_bytes()
    assert any("u.run" in s and "partitioned on disk" in s for s in seen)
    assert not any("g.run" in s and "partitioned" in s for s in seen)
    assert list(tmp.iterdir()) == []


@pytest.mark.parametrize("threaded_from", [None, 0], ids=["small input in this thread", "threads forced"])
def test_a_fault_is_named_with_its_line_in_the_file_and_leaves_nothing(tmp_path, monkeypatch, threaded_from):
    if threaded_from is not None:
        monkeypatch.setattr(source, "THREADED_FROM_BYTES", threaded_from)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.setattr("tempfile.tempdir", None)
    monkeypatch.setattr(source, "BLOCK_LINES", 4)
    good = [f"{q} Q0 d{d} {d} 1.{d} t\n" for q in range(6) for d in range(5)]
    dup = good[:22] + ["4 Q0 d1 9 0.5 t\n"] + good[22:]  # line 23: d1 again for query 4 (first at line 22)
    bad = good[:26] + ["5 Q0 d9 1 x t\n"] + good[26:]  # line 27: a score that is not a number
    for lines, message in ((dup, r"r\.run:23: document d1 appears twice for query 4 \(first at line 22\)"),
                           (bad, r"r\.run:27: score 'x' is not a number")):
        for order in (lines, lines[::-1]):  # read directly, then through the partition (queries in reverse)
            p = _write(tmp_path / "r.run", order, False)
            other = _write(tmp_path / "o.run", good, False)
            with pytest.raises(InputFormatError) as memory:
                fuse_files([other, p], tmp_path / "m.run", method="rrf", stream=False)
            with pytest.raises(InputFormatError, match=message if order is lines else None) as streaming:
                fuse_files([other, p], tmp_path / "s.run", method="rrf", stream=True)
            assert str(streaming.value) == str(memory.value)
            assert not (tmp_path / "s.run").exists() and list(tmp.iterdir()) == []


def test_a_method_that_needs_every_query_says_so_before_reading(tmp_path):
    paths = _long_ungrouped(tmp_path, 5, 10)
    notes: list[str] = []
    fuse_files(paths, tmp_path / "out.run", method="ulara", notice=notes.append, reading=lambda m: notes.append("read"))
    assert "ulara learns from all the queries at once" in notes[0] and "M lines" in notes[0] and notes[1] == "read"
    with pytest.raises(ValueError, match="cannot be streamed"):
        fuse_files(paths, tmp_path / "out.run", method="ulara", stream=True)


def test_scan_counts_equal_the_parsers_lines(tmp_path):
    rnd = random.Random(1)
    lines = [f"{q}{rnd.choice([' ', chr(9), '  '])}Q0 d{d} 1 {d} t\n" for q in ("a", "bb", "a") for d in range(7)]
    p = _write(tmp_path / "x.run", lines, True)
    scan = scan_file(p, size=64)
    # "a" comes back: not grouped, so one line count per query
    assert isinstance(scan, FileScan) and scan.qids == ["a", "bb"] and scan.n_lines == [14, 7] and not scan.grouped
    assert scan.total_lines == int(np.sum(scan.n_lines)) == 21 and os.path.exists(p)


_INTERRUPTED_JOB = """
import sys
import time
import rankagg.stream.source as source
from rankagg.api import fuse_files
from rankagg.io.signals import exit_on_signal
if sys.argv[1] == "cli":
    exit_on_signal("rankagg fuse")  # what the command line installs
source.BLOCK_LINES = 500


def hold(message):
    # the runs are partitioned on disk and the job has not ended: say so, then wait here for the signal, so
    # that it cannot arrive after the job (a busy machine once let the whole job end before it was sent)
    if message.startswith("read 1/"):
        open(sys.argv[5], "w").close()
        for _ in range(1200):
            time.sleep(0.05)


fuse_files(sys.argv[2:4], sys.argv[4], method="rrf", stream=True, reading=hold)
"""


@pytest.mark.parametrize("how, sig, code", [("cli", "SIGINT", 130), ("cli", "SIGTERM", 143), ("api", "SIGTERM", 143),
                                             ("api", "SIGINT", -2)])  # Python's KeyboardInterrupt: with-blocks
def test_a_signal_removes_the_partition_folder_and_the_unfinished_output(tmp_path, how, sig, code):
    import signal
    import subprocess
    import sys
    import time
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    paths = _long_ungrouped(tmp_path, n_queries=400, n_docs=300)  # 240,000 lines, 480 blocks
    out = tmp_path / "out" / "fused.run"
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    ready = tmp_path / "partitioned"
    proc = subprocess.Popen([sys.executable, "-c", _INTERRUPTED_JOB, how, *map(str, paths), str(out), str(ready)],
                            env=env, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not ready.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.02)
    assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
    assert any(tmp.glob("rankagg-stream-*/*.arrow"))  # the signal comes with the runs partitioned on disk
    proc.send_signal(getattr(signal, sig))
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == code, err
    assert list(tmp.iterdir()) == [] and not out.exists()
    assert not out.parent.exists() or list(out.parent.iterdir()) == []


# pseudo_qrels's own depth (its pool, default 20) is in the spec: depth=7 is then the output's without doubt
@pytest.mark.parametrize("spec", ["rrf", "pseudo_qrels(fusion='combsum', unranked='zero', power=1.0, depth=20)", "ulara",
                                  DEFAULT_METHOD])
def test_python_fuse_on_paths_streams_the_same_result(tmp_path, spec):
    import rankagg
    import rankagg.stream.run as run

    paths = _mixed_workload(tmp_path)
    with mock.patch.object(run, "FUSE_STREAM_MIN_BYTES", 1 << 40):
        whole = rankagg.fuse(paths, spec, depth=7)
    with mock.patch.object(run, "FUSE_STREAM_MIN_BYTES", 0), mock.patch.object(source, "BLOCK_LINES", 20):
        streamed = rankagg.fuse(paths, spec, depth=7)
    assert list(streamed) == list(whole)
    assert all(list(streamed[q].items()) == list(whole[q].items()) for q in whole)


@pytest.mark.data
@pytest.mark.parametrize("spec", ["rrf", "pseudo_qrels(fusion='combsum', unranked='zero', power=1.0)", DEFAULT_METHOD])
def test_the_real_runs_streamed_give_the_in_memory_bytes(trec_covid_dir, tmp_path, spec):
    """The 28 TREC-COVID round-5 runs (gzip, 1.18 M lines), in blocks of about 200,000 lines."""
    runs = sorted((trec_covid_dir / "runs").glob("*.gz"))
    fuse_files(runs, tmp_path / "m.run", method=spec, stream=False)
    with mock.patch.object(source, "BLOCK_LINES", 200_000):
        fuse_files(runs, tmp_path / "s.run", method=spec, stream=True)
    assert (tmp_path / "s.run").read_bytes() == (tmp_path / "m.run").read_bytes()


@pytest.mark.data
def test_round_3_streamed_with_a_quality_below_chance_gives_the_in_memory_bytes(tmp_path):
    """Issue 46: the streamed passes had their own weighting loop, which did not clip a mean quality below
    chance at 0; with pseudo_qrels(chance='subtract', scope='blend') TREC-COVID round 3 streamed differed from
    in memory on 999 of 40,000 lines (one query, up to 7.8e-7).  Now the same rounds run on every path."""
    from tests.conftest import _trec_covid_dir

    runs = sorted((_trec_covid_dir(3) / "runs").glob("*.gz"))
    spec = "pseudo_qrels(chance='subtract', scope='blend')"
    fuse_files(runs, tmp_path / "m.run", method=spec, stream=False)
    with mock.patch.object(source, "BLOCK_LINES", 200_000):
        fuse_files(runs, tmp_path / "s.run", method=spec, stream=True)
    assert (tmp_path / "s.run").read_bytes() == (tmp_path / "m.run").read_bytes()


def test_a_fuse_job_streams_from_256_mb_of_text_over_all_its_files(tmp_path, monkeypatch):
    """The threshold is on the files' text summed (gzip: the size its trailer records), 256 MB, not 64 MB (the
    evaluation's per-file threshold): just below, the runs are fused in memory; at it, streamed."""
    import rankagg.stream.run as run
    from rankagg.methods.registry import make_method

    # a memory limit above the in-memory path's need (5 x the text): below it, a smaller input streams too
    # (tests/io/test_fourteenth_bar_pipeline.py), which this test does not pin
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "64")

    assert run.FUSE_STREAM_MIN_BYTES == 256 << 20
    paths = []
    for i, size in enumerate((100 << 20, (156 << 20) - 1)):  # two gzip files whose trailers claim these sizes
        p = tmp_path / f"r{i}.gz"
        p.write_bytes(gzip.compress(b"1 Q0 d 1 1.0 t\n")[:-4] + size.to_bytes(4, "little"))
        paths.append(p)
    assert sum(text_size(p) for p in paths) == (256 << 20) - 1
    rrf = make_method("rrf")
    assert run.use_stream(rrf, paths) is False
    paths[1].write_bytes(paths[1].read_bytes()[:-4] + (156 << 20).to_bytes(4, "little"))
    assert run.use_stream(rrf, paths) is True
    assert run.use_stream(rrf, paths, stream=False) is False
