"""Issue 45's sixteenth bar (a security team's remediation queues), the class of u16v_slack_channel_groups_run and
u16v_slack_channel_groups_qrels: asset groups named after Slack channels ('#team-payments') make run and qrels
files whose every line begins with '#', which NIST trec_eval 10.0 skips as comment lines (a run's line whose first
non-blank byte is '#', a qrels line whose first byte is).  Nothing is left to read, and every door said so
wrongly: "all run files are empty", "empty qrels file", "share no query".  Members: such files in every form a
reader takes (plain, indented, between blank lines, CRLF, after a byte-order mark, gzip) through every door
that reads them (rankagg.fuse, fuse_files streaming, rankagg fuse / calibrate / evaluate, rankagg.evaluate);
the message must name the file, the first comment line's number (counted here) and the '#'."""

from __future__ import annotations

import gzip

import pytest

import rankagg
from rankagg.api import fuse_files
from rankagg.cli import main

GOOD_RUN = "payments Q0 CVE-2024-3094 1 10.0 cvss\n"
GOOD_QRELS = "payments 0 CVE-2024-3094 1\n"


def _form(kind: str, qrels: bool) -> tuple[bytes, int]:
    """The comment-only file's bytes in one form, and the number of its first comment line."""
    if qrels:
        lines = ["#team-payments 0 CVE-2024-3094 1\n", "#team-web 0 CVE-2023-4863 2\n"]
    else:
        lines = ["#team-payments Q0 CVE-2024-3094 1 10.0 cvss\n", "#team-web Q0 CVE-2023-4863 1 8.8 cvss\n"]
    first = 1
    if kind == "blank_lines":
        lines = ["\n", "  \n"] + [ln + "\n" for ln in lines]
        first = 3
    elif kind == "indented" and not qrels:  # a run's comment may follow blanks; a qrels one may not
        lines = ["  \t" + ln for ln in lines]
    elif kind == "crlf":
        lines = [ln.replace("\n", "\r\n") for ln in lines]
    text = "".join(lines).encode()
    if kind == "bom":
        text = b"\xef\xbb\xbf" + text
    if kind == "gzip":
        text = gzip.compress(text, mtime=0)
    return text, first


FORMS = ("plain", "blank_lines", "indented", "crlf", "bom", "gzip")


def _said(text: str, name: str, first: int) -> None:
    assert f"{name}:{first}:" in text and "'#'" in text, text
    assert "empty" not in text, text


@pytest.mark.filterwarnings("ignore:.*byte-order mark at the start dropped")
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("door", ("fuse", "fuse_files_stream", "cli_fuse", "cli_calibrate", "cli_evaluate",
                                  "evaluate"))
def test_a_run_of_comment_lines_only_is_named_as_such(tmp_path, capsys, form, door):
    raw, first = _form(form, qrels=False)
    name = "channels.run.gz" if form == "gzip" else "channels.run"
    (tmp_path / name).write_bytes(raw)
    (tmp_path / "exploited.qrels").write_text(GOOD_QRELS)
    run, qrels, out = str(tmp_path / name), str(tmp_path / "exploited.qrels"), str(tmp_path / "queue.run")
    if door.startswith("cli_"):
        argv = {"cli_fuse": ["fuse", run, "--method", "rrf", "-o", out],
                "cli_calibrate": ["calibrate", run, "--qrels", qrels, "-o", str(tmp_path / "cal.json")],
                "cli_evaluate": ["evaluate", "--qrels", qrels, run, "--measures", "R@10"]}[door]
        assert main(argv) == 2
        _said(capsys.readouterr().err, run, first)
    else:
        with pytest.raises(ValueError) as err:
            if door == "fuse":
                rankagg.fuse([run], "rrf")
            elif door == "fuse_files_stream":
                fuse_files([run], out, method="rrf", stream=True)
            else:
                rankagg.evaluate(run, qrels, ["R@10"])
        _said(str(err.value), run, first)
    assert not (tmp_path / "queue.run").exists()


@pytest.mark.filterwarnings("ignore:.*byte-order mark at the start dropped")
@pytest.mark.parametrize("form", [f for f in FORMS if f != "indented"])
@pytest.mark.parametrize("door", ("cli_evaluate", "evaluate"))
def test_qrels_of_comment_lines_only_are_named_as_such(tmp_path, capsys, form, door):
    raw, first = _form(form, qrels=True)
    name = "channels.qrels.gz" if form == "gzip" else "channels.qrels"
    (tmp_path / name).write_bytes(raw)
    (tmp_path / "cvss.run").write_text(GOOD_RUN)
    run, qrels = str(tmp_path / "cvss.run"), str(tmp_path / name)
    if door == "cli_evaluate":
        assert main(["evaluate", "--qrels", qrels, run, "--measures", "R@10"]) == 2
        _said(capsys.readouterr().err, qrels, first)
    else:
        with pytest.raises(ValueError) as err:
            rankagg.evaluate(run, qrels, ["R@10"])
        _said(str(err.value), qrels, first)


def test_an_empty_run_is_still_called_empty(tmp_path):
    (tmp_path / "kev.run").write_text("")
    with pytest.raises(ValueError, match="empty"):
        rankagg.fuse([str(tmp_path / "kev.run")], "rrf")


def test_comment_lines_beside_run_lines_are_skipped_as_trec_eval_skips_them(tmp_path):
    """The note is only for files with nothing else: here the '#team-web' group is left out, as trec_eval does."""
    (tmp_path / "cvss.run").write_text("#team-web Q0 CVE-2023-4863 1 8.8 cvss\n" + GOOD_RUN)
    assert rankagg.fuse([str(tmp_path / "cvss.run")], "rrf", depth=None) == {"payments": {"CVE-2024-3094": 1 / 61}}
