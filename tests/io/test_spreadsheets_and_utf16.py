"""Two classes of vague refusals routed from issue 45's eighteenth bar, at every door that reads a file:

* a spreadsheet given as a run, qrels or weights (pandas' ``to_excel`` through openpyxl, Excel's own order of members,
  LibreOffice's ``.ods``, an Excel 97-2003 ``.xls``) was "a zip archive ... unzip it" (which gives XML, no table) or "a
  NUL byte": :func:`rankagg.io.binary_containers.container_of` now names the spreadsheet and says how pandas reads it
  (and the advice is checked: the frame pandas reads fuses and evaluates);
* a run or qrels saved as UTF-16 or UTF-32 (PowerShell's ``>``, Excel's "Unicode Text") was "a NUL byte: trec_eval
  reads a field only up to it" at the line of the first NUL: the TREC reader now says the file is UTF-16 or UTF-32 text
  at line 1 and to save it as UTF-8 (a stray NUL further on is still the NUL rule's, at its line).

A spreadsheet named ``.csv`` or ``.tsv`` had been opened as a comparison table ("not valid UTF-8 text"): the
comparison and gene-table recognisers ask :func:`~rankagg.io.binary_containers.container_of` first."""

from __future__ import annotations

import io
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main

RUN = "q1 Q0 d1 1 2.0 bm25\nq1 Q0 d2 2 1.0 bm25\n"
QRELS = "q1 0 d1 1\nq1 0 d3 0\n"
FRAME = pd.DataFrame({"qid": ["q1", "q1", "q2"], "docid": ["d1", "d2", "d1"], "score": [2.0, 1.0, 0.5]})


def _zip(members: list[tuple[str, str]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in members:
            # OpenDocument stores its mimetype first and uncompressed, so its text follows the name in the head
            z.writestr(name, text, zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


def _pandas(engine: str):
    def write(path) -> None:
        FRAME.to_excel(path, index=False, engine=engine)
    return write


_TYPES = "[Content_Types].xml", '<?xml version="1.0"?><Types/>'
#: kind -> (its bytes or a writer, the words its refusal must say)
FILES = {
    "xlsx-openpyxl": (_pandas("openpyxl"), ("Excel workbook", "pandas.read_excel")),
    "ods-odfpy": (_pandas("odf"), ("OpenDocument spreadsheet", "engine='odf'")),
    # Excel's own order: the content types and the relations first, the workbook's folder after them
    "xlsx-excel-order": (_zip([_TYPES, ("_rels/.rels", "<Relationships/>"), ("docProps/app.xml", "<Properties/>"),
                               ("xl/workbook.xml", "<workbook/>")]), ("Excel workbook", "pandas.read_excel")),
    "docx": (_zip([_TYPES, ("_rels/.rels", "<Relationships/>"), ("word/document.xml", "<document/>")]),
             ("Word document", "holds no ranking")),
    "pptx": (_zip([_TYPES, ("ppt/presentation.xml", "<presentation/>")]), ("PowerPoint", "holds no ranking")),
    "xls-ole2": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + b"\x3e\x00\x03\x00\xfe\xff" + b"\x00" * 480,
                 ("Excel 97-2003", "engine='xlrd'")),
}
DOORS = {  # argv with {a} the spreadsheet, {r} a TREC run, {q} qrels, {o} the output
    "fuse": ["fuse", "{a}", "--method", "rrf", "-o", "{o}"],
    "fuse-beside-run": ["fuse", "{r}", "{a}", "--method", "rrf", "-o", "{o}"],
    "evaluate-run": ["evaluate", "--qrels", "{q}", "{a}", "--measures", "AP"],
    "evaluate-qrels": ["evaluate", "--qrels", "{a}", "{r}", "--measures", "AP"],
    "weights": ["fuse", "{r}", "--weights", "{a}", "-o", "{o}"],
}


def _write(kind: str, path) -> tuple[str, ...]:
    content, words = FILES[kind]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        content(path)
    return words


@pytest.mark.parametrize("name", ["runs.xlsx", "runs.csv", "lists.tsv"])  # Excel's 'Save as' may keep a text name
@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("kind", sorted(FILES))
def test_a_spreadsheet_is_named_at_every_door(tmp_path, capsys, door, kind, name):
    sheet = tmp_path / name
    words = _write(kind, sheet)
    (tmp_path / "bm25.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    out = tmp_path / "o.run"
    argv = [a.format(a=sheet, r=tmp_path / "bm25.run", q=tmp_path / "q.txt", o=out) for a in DOORS[door]]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    assert sheet.name in err and all(w in err for w in words), err
    assert "unzip" not in err and "NUL byte" not in err, err
    assert not out.exists()


@pytest.mark.parametrize("kind", ["xlsx-openpyxl", "ods-odfpy"])
def test_the_advice_works(tmp_path, kind):
    # what the refusal says to do: pandas reads the sheet, rankagg takes the frame (RRF and AP by hand)
    sheet = tmp_path / "bm25.sheet"
    _write(kind, sheet)
    with pytest.raises(ValueError, match="pandas.read_excel"):
        rankagg.fuse([str(sheet)], "rrf")
    frame = pd.read_excel(sheet, engine="odf" if kind.startswith("ods") else None, dtype={"qid": str, "docid": str})
    fused = rankagg.fuse({"bm25": frame, "dense": FRAME.assign(score=-FRAME["score"])}, "rrf")
    got = {(q, d): s for q, d, s in zip(fused["qid"], fused["docid"], fused["score"])}
    assert got == pytest.approx({("q1", "d1"): 1 / 61 + 1 / 62, ("q1", "d2"): 1 / 62 + 1 / 61, ("q2", "d1"): 2 / 61})
    qrels = pd.DataFrame({"qid": ["q1", "q1"], "docid": ["d1", "d3"], "rel": [1, 0]})
    # q1: d1 (relevant) first, d3 unretrieved judged 0: AP 1; q2 has no judgement, so no AP (trec_eval's rule)
    assert rankagg.evaluate(frame, qrels, ["AP"]) == {"AP": pytest.approx(1.0)}


def test_a_zip_of_text_and_a_zip_named_like_office_are_still_archives(tmp_path, capsys):
    # only a member whose name starts with the office folder tells a document: 'xl_notes.txt' or 'a/word/x' do not
    for members in ([("a.run", RUN)], [("xl_notes.txt", RUN), ("a/word/x.run", RUN)]):
        archive = tmp_path / "runs.zip"
        archive.write_bytes(_zip(members))
        assert main(["fuse", str(archive), "-o", str(tmp_path / "o.run")]) == 2
        err = capsys.readouterr().err
        assert "a ZIP archive" in err and "unzip" in err and "Excel" not in err and "Word" not in err, err


def _package_head(length: int) -> bytes:
    """The first member of an Office Open XML package as Excel writes it (its content types, deflated), and nothing
    after it: no member that tells the application, no central directory (a copy cut short)."""
    raw = b'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' + b"<Default/>" * length
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", raw)
    data = buffer.getvalue()
    return data[:data.index(b"PK\x01\x02")]


@pytest.mark.parametrize("name, said", [("recap.xlsx", "an Excel workbook (.xlsx)"),
                                        ("recap.XLSM", "an Excel workbook (.xlsx)"),
                                        ("notes.docx", "a Word document (.docx)"),
                                        ("deck.pptx", "a PowerPoint file (.pptx)"),
                                        ("recap.zip", ""), ("volume.bin", "")])
@pytest.mark.parametrize("door", ["fuse", "evaluate-qrels"])
@pytest.mark.parametrize("length", [1, 5000])
def test_a_package_cut_after_its_content_types_is_named_for_its_application(tmp_path, capsys, name, said, door,
                                                                             length):
    # u65b_recap_workbook_xlsx_as_run: only '[Content_Types].xml' in sight was "a ZIP archive ...: unzip it"
    package = tmp_path / name
    package.write_bytes(_package_head(length))
    (tmp_path / "bm25.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    argv = {"fuse": ["fuse", str(package), str(tmp_path / "bm25.run"), "-o", str(tmp_path / "o.run")],
            "evaluate-qrels": ["evaluate", "--qrels", str(package), str(tmp_path / "bm25.run")]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and not (tmp_path / "o.run").exists(), err
    if not said:  # no Office application's name: another tool's package (RESQML's, 3MF's), not called a document
        assert "Excel" not in err and "Word" not in err and "PowerPoint" not in err, err
        return
    assert said in err and "[Content_Types].xml" in err and "cut short" in err, err
    assert ("pandas.read_excel" in err) == ("Excel" in said), err


def test_a_whole_package_without_the_application_s_folder_is_no_workbook(tmp_path, capsys):
    # its central directory in sight and no xl/ member: not a workbook, whatever its name
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("media/a.bin", b"\0" * 64)
    package = tmp_path / "criteria.xlsx"
    package.write_bytes(buffer.getvalue())
    (tmp_path / "bm25.run").write_text(RUN)
    assert main(["fuse", str(package), str(tmp_path / "bm25.run"), "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    assert "ZIP archive" in err and "Excel" not in err, err


#: encoding -> the words of its refusal: its name, and "NUL" (what trec_eval would trip on)
WIDE = {"utf-16": "UTF-16", "utf-16-le": "UTF-16", "utf-16-be": "UTF-16", "utf-32": "UTF-32", "utf-32-le": "UTF-32"}


@pytest.mark.parametrize("door", ["fuse", "evaluate-run", "evaluate-qrels"])
@pytest.mark.parametrize("encoding", sorted(WIDE))
@pytest.mark.parametrize("crlf", [False, True])
def test_a_run_or_qrels_in_utf16_or_utf32_is_named_at_line_1(tmp_path, capsys, door, encoding, crlf):
    text = (RUN if door != "evaluate-qrels" else QRELS) * 3
    wide = tmp_path / ("wide.txt" if door == "evaluate-qrels" else "wide.run")
    wide.write_bytes(text.replace("\n", "\r\n" if crlf else "\n").encode(encoding))
    (tmp_path / "bm25.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    out = tmp_path / "o.run"
    argv = {"fuse": ["fuse", str(wide), str(tmp_path / "bm25.run"), "-o", str(out)],
            "evaluate-run": ["evaluate", "--qrels", str(tmp_path / "q.txt"), str(wide)],
            "evaluate-qrels": ["evaluate", "--qrels", str(wide), str(tmp_path / "bm25.run")]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    # without a byte-order mark UTF-16 and UTF-32 are told apart by no reader: both names are said
    assert f"{wide.name}:1:" in err and WIDE[encoding] in err and "NUL" in err and "UTF-8" in err, err
    assert not out.exists()


def test_a_stray_nul_is_still_named_at_its_line(tmp_path, capsys):
    run = tmp_path / "a.run"
    run.write_bytes(RUN.encode() + b"q1 Q0 d\x003 3 0.5 bm25\n")
    (tmp_path / "b.run").write_text(RUN)
    assert main(["fuse", str(run), str(tmp_path / "b.run"), "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    assert "a.run:3:" in err and "a NUL byte: trec_eval reads a field only up to it" in err and "UTF" not in err, err
