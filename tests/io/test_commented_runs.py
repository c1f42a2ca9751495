"""A run among others whose every line is a run line with a query id that begins with '#' (a ticket ``#4512``, a
Slack channel ``#team-payments``): trec_eval 10.0 skips such lines as comments, so the run joined the fusion empty
and its ranker was dropped with exit 0, while the same file alone was refused (u25b's report, issue 45).  Every door
that reads run files refuses it naming the file, its first line and the reason; a run of other comments is still an
empty run, as before."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api import fuse_files
from rankagg.cli import main

OTHER = "INC-1 Q0 10.0.0.1 1 9.0 abuse\nINC-1 Q0 10.0.0.2 2 8.0 abuse\n"


def _hidden(qid: str, tag: str = "vt") -> str:
    return f"{qid} Q0 10.0.0.1 1 9.0 {tag}\n{qid} Q0 10.0.0.9 2 7.5 {tag}\n"


def _write(path: Path, text: str) -> Path:
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if path.name.endswith(".gz") else text.encode())
    return path


QIDS = ["#4512", "#team-payments", "#INC-1", "##", "#\u00e9quipe"]


@pytest.mark.parametrize("qid", QIDS)
@pytest.mark.parametrize("name", ["vt.run", "vt.run.gz"])
@pytest.mark.parametrize("first", [True, False])
def test_the_command_refuses_a_run_of_hash_queries_among_others(tmp_path, capsys, qid, name, first):
    hidden, other = _write(tmp_path / name, _hidden(qid)), _write(tmp_path / "abuse.run", OTHER)
    out = tmp_path / "fused.run"
    runs = [hidden, other] if first else [other, hidden]
    assert main(["fuse", *map(str, runs), "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and "a query id cannot begin with '#'" in err and not out.exists()


@pytest.mark.parametrize("stream", [False, True])
@given(qid=st.text(st.characters(blacklist_categories=("Z", "C")), min_size=1, max_size=12).map("#".__add__))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_files_api_refuses_it_on_both_paths(tmp_path, stream, qid):
    hidden = _write(tmp_path / "vt.run", _hidden(qid))
    other = _write(tmp_path / "abuse.run", OTHER)
    out = tmp_path / "fused.run"
    with pytest.raises(ValueError, match=r"no run line in .*vt\.run, which is one of the runs: .*vt\.run:1: "):
        fuse_files([other, hidden], out, method="rrf", stream=stream)
    assert not out.exists()


def test_rankagg_fuse_given_paths_refuses_it(tmp_path):
    hidden, other = _write(tmp_path / "vt.run", _hidden("#4512")), _write(tmp_path / "abuse.run", OTHER)
    with pytest.raises(ValueError, match="a query id cannot begin with '#'"):
        rankagg.fuse([str(other), str(hidden)], method="borda")


def test_on_dask_too(tmp_path):
    pytest.importorskip("distributed")
    hidden, other = _write(tmp_path / "vt.run", _hidden("#4512")), _write(tmp_path / "abuse.run", OTHER)
    out, scratch = tmp_path / "fused.run", tmp_path / "scratch"
    scratch.mkdir()
    with pytest.raises(ValueError, match=r"vt\.run:1: '#4512 Q0 10\.0\.0\.1 1 9\.0 vt'"):
        fuse_files([other, hidden], out, method="rrf", backend="dask", scratch=scratch)
    assert not out.exists()


@pytest.mark.parametrize("comments", [
    "# bm25 run, nothing retrieved for this topic set\n",  # a note
    "# qid Q0 docid rank score tag\n",  # a header written as a comment: no rank, no score
    "#\n#\n",
    "# 1 Q0 d 1 9.0 t\n",  # a mark, then a run line: '#' alone is the comment's mark, no query id
])
def test_a_run_of_other_comments_is_an_empty_run_as_before(tmp_path, comments):
    empty, other = _write(tmp_path / "empty.run", comments), _write(tmp_path / "abuse.run", OTHER)
    out = tmp_path / "fused.run"
    assert main(["fuse", str(other), str(empty), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    assert [ln.split()[2] for ln in out.read_text().splitlines()] == ["10.0.0.1", "10.0.0.2"]


#: a ResMed AirSense's SD card's Identification.tgt: '#KEY value' lines, every one a comment to trec_eval
RESMED_TGT = ("#IMF 0001\n#VIR 0064\n#RIR 0064\n#PVR 0064\n#SRN 23201234567\n#SID SX567-0401\n"
              "#PNA AirSense_10_AutoSet\n#PCD 37028\n#MID 0024\n")


@pytest.mark.parametrize("name", ["Identification.tgt", "tech_b.run.gz"])
@pytest.mark.parametrize("door", ["fuse", "qrels", "weights"])
def test_a_declared_field_file_of_comments_only_is_named_not_read_empty(tmp_path, capsys, name, door):
    """A file of '#' lines only was an empty run among others (u37d_resmed_tgt_as_run fused with exit 0); the doors
    now ask the fields' declarations of it too, and name a ResMed Identification.tgt at its first line."""
    tgt, other = _write(tmp_path / name, RESMED_TGT), _write(tmp_path / "abuse.run", OTHER)
    out = tmp_path / "fused.run"
    argv = {"fuse": ["fuse", str(tgt), str(other), "--method", "rrf", "--quiet", "-o", str(out)],
            "qrels": ["evaluate", str(other), "--qrels", str(tgt)],
            "weights": ["fuse", str(other), "--method", "rrf", "--weights", str(tgt), "--quiet", "-o", str(out)]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and "ResMed SD card's Identification.tgt" in err and not out.exists(), err
