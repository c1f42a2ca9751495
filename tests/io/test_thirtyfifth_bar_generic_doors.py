"""Issue 45's thirty-fifth bar, the generic fixes it asked for (no one field's declaration):

- the fields' declarations are asked before the older readings, at the text, binary and frame doors, so that a
  declaration corrects an older reading's wrong answer (an Excellon drill file had been told a G-code program);
  ``scripts/reliability_matrix.py --claims`` (tests/package/test_reliability.py) guards the other way, that no
  declaration claims another bar's file;
- a declared binary file is told gzipped too (an ODB++ job's .tgz had been told a tar archive:
  tests/io/test_field_catalogue.py gives every binary example gzipped);
- a table of six numbers a line is told in fixed-width columns too, its lines opened by blanks (IMOD's transforms,
  u35i_imod_xf_as_run, had been fused as a run without a word);
- a compound file (OLE2) whose streams are no Office document's is named by its streams, not "an Excel 97-2003
  workbook" (an AAF edit had been: u35d_aaf_as_qrels);
- a brace or bracket below '#' lines opens no JSON document (a SIE file's '#VER' lines, then its transactions' '{',
  had been told "holds JSON such as BEIR's results")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rankagg.io.binary_containers import container_of
from rankagg.io.field_catalogue import declared_files
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.manufacturing_shapes import manufacturing_shape
from tests.door_files import refusal_through_the_api

RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"
NUMBERS_WHAT = next(f.what for field, f in declared_files() if field.team.startswith("any tool's numbers"))
#: what a file of numbers whose lines would parse as a run's may be told (YOLO's detections are told as themselves)
LOOKALIKES = [f.what for _, f in declared_files() if f.lookalike]


def test_a_declaration_answers_before_an_older_reading(tmp_path):
    """The Excellon drill file: the older G-code reading (u31p_) still claims it, and the doors name Excellon."""
    excellon = next(f for _, f in declared_files() if f.what.startswith("an Excellon drill file"))
    assert isinstance(excellon.example, str)
    assert "G-code" in (manufacturing_shape("board.drl", excellon.example.splitlines()[:2]) or "")
    for door in ("run", "qrels"):
        message = refusal_through_the_api(tmp_path, "board.drl", excellon.example.encode(), RUN, door)
        assert excellon.what in message and "G-code" not in message, message


_FRACTION = st.floats(-999, 999, allow_nan=False).map(lambda x: f"{x:.7f}")
_ANY = st.one_of(_FRACTION, st.integers(-99999, 99999).map(str))


@settings(max_examples=80, deadline=None)
@given(rows=st.lists(st.tuples(_ANY, _FRACTION, _ANY, _FRACTION, _ANY, _ANY), min_size=1, max_size=4),
       width=st.integers(0, 14), tabs=st.booleans())
def test_six_numbers_a_line_in_fixed_width_columns_are_told(tmp_path_factory, rows, width, tabs):
    """Right-aligned in columns (IMOD's '%12.7f' transforms) or opened by a tab, a line of six numbers whose second
    and fourth are fractions, where a run has 'Q0' and a whole rank, is told at line 1: a table of numbers, or a
    field's file of six numbers a line (YOLO's detections, when its first is a class and the rest in [0, 1])."""
    sep = "\t" if tabs else " "
    text = "".join((sep if tabs else "") + sep.join(cell.rjust(width) if not tabs else cell for cell in row) + "\n"
                   for row in rows)
    path = tmp_path_factory.mktemp("numbers") / "ts_012.xf"
    path.write_text(text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and any(w in shape.reason for w in LOOKALIKES), (text, shape)


@pytest.mark.parametrize("line", ["   q1 Q0 d1 1 0.5 run", "\t12 Q0 7 3 0.25 bm25", "  1 0 doc 1", "   3 0.5 d 1"])
def test_a_run_or_qrels_line_opened_by_blanks_is_no_table_of_numbers(tmp_path, line):
    """trec_eval reads a line opened by blanks: a run's 'Q0' or qrels' iteration column is no fraction."""
    path = tmp_path / "given.run"
    path.write_text(line + "\n" + line + "\n")
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or NUMBERS_WHAT not in shape.reason, shape


_COMMENT = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=20).map(lambda t: "#" + t)


@settings(max_examples=60, deadline=None)
@given(comments=st.lists(_COMMENT, min_size=1, max_size=4), blanks=st.integers(0, 2),
       opening=st.sampled_from(["{", "[", "{}", "{ #TRANS 5010 {} 42000.00", "[1, 2]"]))
def test_a_brace_below_comment_lines_opens_no_json_document(tmp_path_factory, comments, blanks, opening):
    path = tmp_path_factory.mktemp("sie") / "ledger.se"
    path.write_text("\n".join(comments) + "\n" * (blanks + 1) + opening + "\n   #TRANS 1930 {} -1.00\n}\n")
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or "JSON" not in shape.reason, shape


@pytest.mark.parametrize("blanks", [0, 1, 3])
def test_json_below_blank_lines_is_still_json(tmp_path, blanks):
    path = tmp_path / "results.txt"
    path.write_text("\n" * blanks + '{"q1": {"d1": 2.5}}\n')
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == blanks + 1 and "holds JSON" in shape.reason, shape


def _compound_file(streams: list[str]) -> bytes:
    """A compound file's head: its 512-byte header (sectors of 512 bytes, the directory at sector 0), then the
    directory's sector, the root entry and the ``streams``, each entry's name UTF-16LE with its length at 64."""
    header = bytearray(512)
    header[:8] = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    header[0x1E:0x20], header[0x30:0x34] = (9).to_bytes(2, "little"), bytes(4)
    entries = b""
    for name in ["Root Entry", *streams]:
        raw = (name + "\0").encode("utf-16-le")
        entries += raw.ljust(64, b"\0") + len(raw).to_bytes(2, "little") + bytes(62)
    return bytes(header) + entries.ljust(512, b"\0")


_STREAM = st.text(st.characters(min_codepoint=48, max_codepoint=122), min_size=1, max_size=20)


@settings(max_examples=40, deadline=None)
@given(streams=st.lists(_STREAM, min_size=1, max_size=3))
def test_a_compound_file_of_other_streams_is_named_by_them(tmp_path_factory, streams):
    path = tmp_path_factory.mktemp("cfb") / "edit.bin"
    path.write_bytes(_compound_file(streams))
    said = container_of(str(path)) or ""
    office = {"Workbook", "Book", "WordDocument"} & set(streams)
    assert ("Excel 97-2003" in said) == bool(office) and (office or all(n in said for n in streams[:5])), said


@pytest.mark.parametrize("stream", ["Workbook", "Book", "WordDocument"])
def test_an_office_compound_file_is_still_a_workbook_or_document(tmp_path, stream):
    path = tmp_path / "scores.xls"
    path.write_bytes(_compound_file(["\x05SummaryInformation", stream]))
    assert "Excel 97-2003" in (container_of(str(path)) or "")
