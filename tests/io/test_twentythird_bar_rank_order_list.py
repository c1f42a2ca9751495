"""Issue 45's twenty-third bar, a residency program's interview committee fusing its faculty's scores into the NRMP
rank order list.  Two fault classes:

* the ROL written under the name of an office tool that reads no TREC line (``-o rol.msg``, Outlook's message;
  ``rol.one``, a OneNote section; ``--explain why.one``) was TREC lines with exit 0 (u23f_out_outlook_msg,
  u23f_out_onenote_page, u23f_explain_onenote);
* a document given where runs, judgements or lists are read (last year's ROL printed to PDF, an RTF draft) was
  refused as "a NUL byte", "expected 6 fields" or "holds JSON", never as the document it is (u23f_in_rol_pdf,
  u23f_in_text_pdf, u23f_in_rtf, u23f_in_pdf_alone, u23f_in_rtf_qrels).

The members are generated: each name as a user types it, each document's header in its forms (line ends, versions),
at every door (runs, qrels, a lone file, the Python API); and text that starts alike but is no document keeps its
reading."""

from __future__ import annotations

import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

OFFICE_NAMES = [".msg", ".oft", ".pst", ".ost", ".emlx", ".one", ".vsdx", ".gdoc", ".gslides", ".mht", ".mhtml",
                ".webarchive"]
SPELLINGS = [lambda s: f"rol{s}", lambda s: f"ROL_2027{s.upper()}", lambda s: f"rol{s}.gz"]


@pytest.mark.parametrize("suffix", OFFICE_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_rol_under_an_office_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")


@pytest.mark.parametrize("name", ["rol.run", "rol.txt", "rol.nrmp", "msg.run", "one.run", "rol.msgs.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_PDF_BODY = b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"
#: (a document's first bytes, what the message names): PDFs of each version and line end, with and without the
#: binary comment line writers add, RTF as Word and WordPad write it, PostScript
DOCUMENTS = [(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + _PDF_BODY, "PDF"), (b"%PDF-1.4\n" + _PDF_BODY, "PDF"),
             (b"%PDF-1.3\r\n" + _PDF_BODY, "PDF"), (b"%PDF-2.0\r%\xe2\xe3\xcf\xd3\r" + _PDF_BODY, "PDF"),
             (b"%PDF-1.5 \n" + bytes(40) + _PDF_BODY, "PDF"),
             (b"{\\rtf1\\ansi\\ansicpg1252\\deff0 {\\fonttbl {\\f0 Calibri;}}\n1. 00871234\\par\n}\n", "RTF"),
             (b"{\\rtf1 {\\fonttbl\\f0\\fswiss Helvetica;}\\f0\\pard 1. 00871234\\par\n}\n", "RTF"),
             (b"{\\rtf1\r\n{\\fonttbl {\\f0 Arial;}}\r\n}\r\n", "RTF"),
             (b"%!PS-Adobe-3.0\n%%Title: rol.ps\n%%Pages: 1\nshowpage\n", "PostScript")]
RUN = "categorical Q0 01234567 1 5 PD_Ahmed\ncategorical Q0 00871234 2 4 PD_Ahmed\n"


@pytest.mark.parametrize("data,what", DOCUMENTS)
def test_a_document_is_told_by_its_first_bytes(tmp_path, data, what):
    path = tmp_path / "rol"
    path.write_bytes(data)
    found = container_of(str(path))
    assert found is not None and what in found and "a document holds no ranking" in found


@pytest.mark.parametrize("data,what", DOCUMENTS)
@pytest.mark.parametrize("door", ["beside a run", "alone", "as qrels", "alone to a table"])
@pytest.mark.parametrize("name", ["rol_2026.pdf", "rol_2026.txt", "rol_2026.lst", "rol_2026.csv"])
def test_the_commands_name_a_document_at_every_door(tmp_path, capsys, data, what, door, name):
    doc = tmp_path / name
    doc.write_bytes(data)
    run = tmp_path / "PD_Ahmed.run"
    run.write_text(RUN, encoding="utf-8")
    out = tmp_path / ("rol.tsv" if door == "alone to a table" else "rol.run")
    argv = {"beside a run": ["fuse", str(run), str(doc), "-o", str(out), "--quiet"],
            "alone": ["fuse", str(doc), "--method", "borda", "-o", str(out), "--quiet"],
            "alone to a table": ["fuse", str(doc), "--method", "borda", "-o", str(out), "--quiet"],
            "as qrels": ["evaluate", "--qrels", str(doc), str(run)]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and what in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize("data,what", DOCUMENTS)
def test_the_api_names_a_document(tmp_path, data, what):
    doc = tmp_path / "rol.pdf"
    doc.write_bytes(data)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse([str(doc)], method="borda")


#: text that starts as a document does but is none: a TREC line whose query is '%PDF-1.7', a JSON run, a header
#: word; each keeps the reading it had
NOT_DOCUMENTS = [b"%PDF-1.7 Q0 00871234 1 5 PD_Ahmed\n", b'{"categorical": {"00871234": 5}}\n',
                 b"{\\rtfx Q0 00871234 1 5 PD_Ahmed\n", b"%PDF-notes Q0 d 1 1 t\n", b"%!PS Q0 d 1 1 t\n"]


@pytest.mark.parametrize("data", NOT_DOCUMENTS)
def test_text_that_starts_alike_is_no_document(tmp_path, data):
    path = tmp_path / "x.run"
    path.write_bytes(data)
    assert container_of(str(path)) is None
