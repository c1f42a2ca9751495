"""What a format says of a file is asked once a job of the file as it stands (rankagg.io.formats.Format.reason,
files_asked_once): a fusion job asks the door of each run once, not four times; within a job, a file rewritten,
replaced or touched is asked again; outside a job, and for anything that is not a regular file (an object, a folder,
a pipe), every question is asked anew."""

from __future__ import annotations

import dataclasses
import os
from collections import Counter

import pytest

from rankagg.cli import main
from rankagg.io import formats
from rankagg.io.formats import FORMATS, files_asked_once, recognise, which

RUN = "1 Q0 d1 1 2.5 a\n1 Q0 d2 2 1.5 a\n2 Q0 d3 1 0.5 a\n"


@pytest.fixture
def counted(monkeypatch):
    """The TREC format's recogniser, counting the paths it is asked of."""
    asked: Counter[str] = Counter()
    trec = FORMATS["trec"]

    def counting(obj):
        asked[os.fspath(obj) if isinstance(obj, (str, os.PathLike)) else type(obj).__name__] += 1
        return trec.recognise(obj)

    monkeypatch.setitem(FORMATS, "trec", dataclasses.replace(trec, recognise=counting))
    return asked


def test_a_fusion_job_asks_each_run_file_once(tmp_path, counted):
    runs = [tmp_path / "a.run", tmp_path / "b.run"]
    for k, run in enumerate(runs):
        run.write_text(RUN.replace(" a\n", f" r{k}\n"))
    out = tmp_path / "fused.run"
    assert main(["fuse", *map(str, runs), "-o", str(out), "--method", "rrf", "--quiet"]) == 0
    assert out.read_text().count("\n") == 3
    assert {p: counted[p] for p in map(str, runs)} == {str(runs[0]): 1, str(runs[1]): 1}


def test_within_a_job_a_file_rewritten_replaced_or_touched_is_asked_again(tmp_path, counted):
    run = tmp_path / "a.run"
    run.write_text(RUN)
    with files_asked_once():
        assert recognise(run).name == "trec" and which(run).name == "trec"
        assert counted[str(run)] == 1
        run.write_text('{"not": "a run"}\n')  # rewritten: another size
        with pytest.raises(ValueError, match="a.run"):
            recognise(run)
        assert counted[str(run)] == 2
        run.write_text(RUN)
        which(run)
        st = os.stat(run)
        run.write_text(RUN.replace("Q0", "Q1"))
        os.utime(run, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))  # the same size, touched
        which(run)
        other = tmp_path / "b.run"
        other.write_text(RUN)
        os.replace(other, run)  # replaced: another inode
        which(run)
        assert counted[str(run)] == 5
    assert formats._REASONS is None


def test_outside_a_job_every_question_is_asked_anew(tmp_path, counted):
    """A file rewritten within one clock tick at the same size keeps its times: nothing is kept past a job."""
    run = tmp_path / "a.run"
    run.write_text(RUN)
    which(run)
    recognise(run)
    assert counted[str(run)] == 2 and formats._REASONS is None


def test_what_is_not_a_regular_file_is_asked_every_time(tmp_path, counted):
    with files_asked_once():
        for obj in (tmp_path, tmp_path / "missing.run", {"a": {"1": {"d": 1.0}}}):
            for _ in range(2):
                which(obj)
        assert formats._REASONS == {}
    assert counted[str(tmp_path)] == counted[str(tmp_path / "missing.run")] == counted["dict"] == 2
    fifo = tmp_path / "pipe"  # refused before any format is asked (rankagg.io.guard); never kept
    os.mkfifo(fifo)
    assert formats._file_key(fifo) is None and formats._file_key(tmp_path) is None
