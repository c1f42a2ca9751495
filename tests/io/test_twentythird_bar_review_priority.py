"""Issue 45's twenty-third bar, a litigation-support team fusing technology-assisted review rankings.  Two fault
classes:

* the priority order written under a review platform's name (``-o priority.opt``, ``.lfp``, ``.pst``, ``.msg``)
  was TREC lines with exit 0 (u23a_out_*_name), while ``.dat`` stays a run's common name (docs/conventions.md);
* an e-discovery file given where a run or the qrels go was refused by a field count, as "not valid UTF-8 text",
  as an Excel workbook or as UTF-16 text: Concordance / Relativity DAT load files (UTF-8 with or without a BOM,
  DC4, pilcrow or comma separators, Windows-1252), Opticon, IPRO and Summation load files, an e-mail, an Outlook
  message and store (u23a_dat_bom_as_run, u23a_opt_as_run, u23a_msg_as_run, u23a_pst_as_run, ...).

The members are generated: each name as a user types it, each file at both doors and under names of its own and
neutral ones, and files of other shapes that must keep their old reading."""

from __future__ import annotations

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

PLATFORM_NAMES = [".opt", ".lfp", ".dii", ".pst", ".ost", ".msg", ".nsf", ".olm"]
SPELLINGS = [lambda s: f"priority{s}", lambda s: f"PRIORITY{s.upper()}", lambda s: f"priority{s}.gz"]


@pytest.mark.parametrize("suffix", PLATFORM_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_review_platforms_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")


@pytest.mark.parametrize("name", ["priority.dat", "priority.run", "opt_fused.run", "msg.txt", "pst-priority.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


def _dat(rows, sep="\x14", quote="\u00fe"):
    return "".join(sep.join(f"{quote}{v}{quote}" for v in r) + "\r\n" for r in rows)


_ROWS = [["BEGDOC", "ENDDOC", "Score"], ["ABC0001234", "ABC0001236", "97"], ["ABC0001237", "ABC0001237", "0"]]
#: (file bytes, what the note names): each file as the team's tools write it
LOAD_FILES = [
    (("\ufeff" + _dat(_ROWS)).encode("utf-8"), "Concordance"),
    (_dat(_ROWS).encode("utf-8"), "Concordance"),
    (_dat(_ROWS, sep="\u00b6").encode("utf-8"), "Concordance"),
    (_dat(_ROWS, sep=",").encode("utf-8"), "Concordance"),
    (_dat([["BEGDOC", "Notes"], ["ABC0001234", "line one\u00aeline two"]]).encode("utf-8"), "Concordance"),
    (b"ABC0001234,VOL001,IMAGES\\001\\ABC0001234.tif,Y,,,3\r\nABC0001235,VOL001,IMAGES\\001\\ABC0001235.tif,,,,\r\n",
     "Opticon"),
    (b"SMITH 000123,VOL01,D:\\IMG\\SMITH000123.TIF,Y,,,1\r\n", "Opticon"),
    (b"IM,ABC0001234,D,0,@VOL001;IMAGES\\001;ABC0001234.tif;2\r\nIM,ABC0001235,,0,@VOL001;IMAGES\\001;ABC0001235.tif;2\r\n",
     "IPRO"),
    (b"; Record 1\r\n@T ABC0001234\r\n@C ENDDOC ABC0001236\r\n", "Summation"),
    (b"@T ABC0001234\r\n@D @I\\IMAGES\\001\\\r\n", "Summation"),
    (b"From: a.jones@corp.example\r\nTo: b.smith@corp.example\r\nSubject: Q3 pricing\r\n\r\nSee.\r\n", "e-mail"),
    (b"Received: from mail.corp.example\r\n\tby mx.corp.example; Tue, 3 Mar 2020\r\nFrom: a@corp.example\r\n",
     "e-mail"),
    (b"From a.jones@corp.example Tue Mar  3 10:12:00 2020\nFrom: a.jones@corp.example\nSubject: pricing\n", "e-mail"),
]


@pytest.mark.parametrize("content,what", LOAD_FILES)
@pytest.mark.parametrize("name", ["export.dat", "data"])
@pytest.mark.parametrize("door", [run_shape, qrels_shape])
def test_a_load_file_or_mail_is_named_at_both_doors(tmp_path, content, what, name, door):
    path = tmp_path / name
    path.write_bytes(content)
    shape = door(str(path))
    assert shape is not None and shape.line == 1 and what in shape.reason


@pytest.mark.parametrize("content,what", LOAD_FILES)
@pytest.mark.parametrize("command", ["fuse", "evaluate"])
def test_the_commands_name_it_at_its_line(tmp_path, capsys, content, what, command):
    err = _refusal(tmp_path, capsys, "export.dat", content, command)
    assert "export.dat:1:" in err and what in err


def _refusal(tmp_path, capsys, name: str, content: bytes, command: str) -> str:
    """The one-line message of ``rankagg fuse NAME svm.run`` or ``rankagg evaluate --qrels NAME svm.run``, which
    must exit 2 and write nothing."""
    path = tmp_path / name
    path.write_bytes(content)
    run = tmp_path / "svm.run"
    run.write_text("ISSUE-01_Pricing Q0 ABC0001234 1 97 svm\n", encoding="utf-8")
    out = tmp_path / "priority.run"
    args = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if command == "fuse"
            else ["evaluate", "--qrels", str(path), str(run)])
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and not out.exists()
    return err


_OLE2 = bytes.fromhex("d0cf11e0a1b11ae1") + bytes(24) + b"\x3e\x00\x03\x00\xfe\xff" + bytes(450)
#: (bytes, a file name, what the note names): Outlook's natives and a DAT saved in Windows-1252
BINARY = [
    (_OLE2 + "__substg1.0_0037001F".encode("utf-16-le"), "ABC0001234.msg", "Outlook message"),
    (_OLE2 + "__substg1.0_0037001F".encode("utf-16-le"), "native_0001", "Outlook message"),
    (_OLE2 + "__properties_version1.0".encode("utf-16-le"), "item.bin", "Outlook message"),
    (_OLE2, "ABC0001234.MSG", "Outlook message"),
    (b"!BDN\x4e\x4e\x2f\x3cSM\x17\x00\x13\x00" + bytes(500), "custodian.pst", "Outlook data file"),
    (b"!BDN\x4e\x4e\x2f\x3cSM\x0e\x00\x13\x00" + bytes(500), "offline", "Outlook data file"),
    (_dat(_ROWS).encode("cp1252"), "coding.dat", "Windows-1252"),
    (_dat(_ROWS, sep="\u00b6").encode("cp1252"), "export.txt", "Windows-1252"),
    (b"\xef\xbb\xbf" + _dat(_ROWS).encode("cp1252"), "coding.dat", "Windows-1252"),
]


@pytest.mark.parametrize("content,name,what", BINARY)
def test_outlook_natives_and_a_cp1252_dat_are_named(tmp_path, content, name, what):
    path = tmp_path / name
    path.write_bytes(content)
    assert what in (container_of(str(path)) or "")


@pytest.mark.parametrize("content,name,what", BINARY)
@pytest.mark.parametrize("command", ["fuse", "evaluate"])
def test_the_commands_name_binary_ones(tmp_path, capsys, content, name, what, command):
    err = _refusal(tmp_path, capsys, name, content, command)
    assert name in err and what in err


def test_an_excel_97_workbook_is_still_a_workbook(tmp_path):
    path = tmp_path / "coding.xls"
    path.write_bytes(_OLE2 + "Workbook".encode("utf-16-le"))
    assert "Excel 97-2003" in (container_of(str(path)) or "")


#: files that look like a load file at a glance and keep their reading: TREC runs and qrels with Bates numbers,
#: a comma table, a run whose docids hold a thorn
NOT_LOAD_FILES = ["ISSUE-01 Q0 ABC0001234 1 97 svm\nISSUE-01 Q0 ABC0001235 2 80 svm\n",
                  "ISSUE-01 0 ABC0001234 1\nISSUE-01 0 ABC0001235 0\n",
                  "q1 Q0 \u00feABC\u00fe 1 2.5 bm25\n", "Subject 0 d1 1\n", "From 0 d1 1\n",
                  "@T 0 d1 1\n", "IM 0 ABC0001234 1\n"]


@pytest.mark.parametrize("text", NOT_LOAD_FILES)
@pytest.mark.parametrize("door", [run_shape, qrels_shape])
def test_other_files_are_not_taken_for_load_files(tmp_path, text, door):
    path = tmp_path / "a.txt"
    path.write_text(text, encoding="utf-8")
    shape = door(str(path))
    assert shape is None or not any(w in shape.reason for w in ("Concordance", "Opticon", "IPRO", "Summation",
                                                                 "e-mail"))
