"""The compiled TREC run parser (``rankagg._read_native``, issue 35 item 3) against the general parser it
stands in front of: on every text it either gives the same columns (the same strings on every line, the
same score bits, the same tag) or declines, and then the reader's answer, or its error naming the line, is
the one it gives without the compiled parser.  Under CI=true the parser must have been built."""

from __future__ import annotations

import os
import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg.io._run_native as run_native
from rankagg.io._errors import InputFormatError
from rankagg.io._run_text import _read_run_columns
from rankagg.io._trec_text import RUN_FIELDS, _parse_spaced
from tests.conftest import _trec_covid_dir

native = run_native._native
if native is None:
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("rankagg._read_native is not importable under CI=true: the C build failed")
    pytest.skip("rankagg._read_native is not built (no C compiler at install)", allow_module_level=True)


def _lines(col) -> list[str]:
    """Each line's string of a dictionary-encoded column."""
    out = []
    for chunk in col.chunks:
        strings = chunk.dictionary.to_pylist()
        out += [strings[i] for i in chunk.indices.to_pylist()]
    return out


def general_columns(text: bytes, delimiter: str):
    return _parse_spaced(text, RUN_FIELDS, {"score": "float64"}, ("qid", "docid"), delimiter)


def assert_same_columns(text: bytes, delimiter: str) -> None:
    coded = run_native.native_run_coded(text, delimiter)
    want = general_columns(text, delimiter)
    assert coded is not None and want is not None
    got = {**coded, "qid": coded["qid"].arrow(), "docid": coded["docid"].arrow()}
    for k in ("qid", "docid"):  # the codes and strings as they are, and as pyarrow's column made of them
        assert coded[k].codes.tolist() == got[k].chunk(0).indices.to_pylist()
        assert coded[k].strings() == got[k].chunk(0).dictionary.to_pylist()
    assert _lines(got["qid"]) == _lines(want["qid"])
    assert _lines(got["docid"]) == _lines(want["docid"])
    np.testing.assert_array_equal(got["score"].view(np.int64), want["score"].view(np.int64))
    assert got["tag"] == want["tag"].chunk(0)[0].as_py()
    # first-appearance codes, as the CSV reader's dictionary encoding gives them
    assert got["qid"].chunk(0).indices.to_pylist() == want["qid"].chunk(0).indices.to_pylist()
    assert got["docid"].chunk(0).dictionary.to_pylist() == want["docid"].chunk(0).dictionary.to_pylist()


def _read(path, raw: bytes, with_native: bool):
    """``_read_run_columns`` of ``raw``: its columns as plain lists, or its error's text."""
    with pytest.MonkeyPatch.context() as m:
        if not with_native:
            m.setattr(run_native, "_native", None)
        try:
            cols = _read_run_columns(path, raw=raw)
        except InputFormatError as exc:
            return ("error", str(exc))
    strings = [list(map(str, np.asarray(cols[k]).tolist())) if not hasattr(cols[k], "chunks") else _lines(cols[k])
               for k in ("qid", "docid")]
    return strings, np.asarray(cols["score"]).view(np.int64).tolist(), cols["tag"]


IDS = st.text(alphabet="abcXYZ0189-_.:/", min_size=1, max_size=40)
SCORE_TOKENS = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.integers(-(2**70), 2**70).map(str),
    st.builds(lambda d, p, e: (d[:p] + "." + d[p:] if p is not None else d) + e,
              st.text(alphabet="0123456789", min_size=1, max_size=24),
              st.one_of(st.none(), st.integers(0, 24)),
              st.sampled_from(["", "e5", "E-7", "e+22", "e-30", "e308", "e-320"])),
)


@st.composite
def run_texts(draw):
    """A run of a few queries, lines of a query mostly together, ids long and short, scores of every form."""
    n = draw(st.integers(1, 60))
    qids = draw(st.lists(IDS, min_size=1, max_size=4))
    docids = draw(st.lists(IDS, min_size=1, max_size=30))
    lines = []
    for i in range(n):
        qid = qids[min(i * len(qids) // n, len(qids) - 1)] if draw(st.booleans()) else draw(st.sampled_from(qids))
        lines.append([qid, "Q0", draw(st.sampled_from(docids)), str(i + 1), draw(SCORE_TOKENS), draw(IDS)])
    delimiter = draw(st.sampled_from(["\t", " "]))
    blank = draw(st.sampled_from(["", "\n"]))  # empty lines between, and a last line without its newline
    text = (("\n" + blank).join(delimiter.join(f) for f in lines) + draw(st.sampled_from(["", "\n", "\n\n"])))
    return text.encode(), delimiter


@settings(max_examples=300, deadline=None)
@given(run_texts())
def test_the_compiled_parser_gives_the_general_parsers_columns(case):
    text, delimiter = case
    assert_same_columns(text, delimiter)


@settings(max_examples=500, deadline=None)
@given(SCORE_TOKENS, st.sampled_from(["", "-", "+"]))
def test_scores_are_read_as_python_reads_them(token, sign):
    token = sign + token if token[0] not in "+-" else token
    got = native.read_run(f"q\tQ0\td\t1\t{token}\tt\n".encode(), "\t")
    assert got is not None
    assert np.frombuffer(got[5], dtype=np.float64).view(np.int64)[0] == np.float64(float(token)).view(np.int64)


@pytest.mark.parametrize("token, value", [
    ("9007199254740993", 9007199254740992.0),  # 2^53 + 1: a tie, to the even 2^53
    ("9007199254740995", 9007199254740996.0),  # 2^53 + 3: a tie, to the even 2^53 + 4
    ("0.1", 0.1), ("-0", -0.0), ("-0.000", -0.0), (".5", 0.5), ("5.", 5.0), ("1E3", 1000.0), ("+2e-1", 0.2),
    ("0.07817809430712656", 0.07817809430712656), ("123456789012345678901234", 1.2345678901234568e23),
    ("2.2250738585072011e-308", 2.225073858507201e-308), ("4.9e-324", 5e-324), ("1e400", float("inf")),
])
def test_scores_by_hand(token, value):
    got = native.read_run(f"q\tQ0\td\t1\t{token}\tt\n".encode(), "\t")
    assert struct.pack("<d", np.frombuffer(got[5], dtype=np.float64)[0]) == struct.pack("<d", value)


FAULTS = {
    "five fields": b"1\tQ0\td1\t1\t2.5\n",
    "seven fields": b"1\tQ0\td1\t1\t2.5\tt\tx\n",
    "two tabs": b"1\tQ0\t\td1\t1\t2.5\tt\n",
    "leading tab": b"\t1\tQ0\td1\t1\t2.5\tt\n",
    "trailing tab": b"1\tQ0\td1\t1\t2.5\tt\t\n",
    "a letter in the score": b"1\tQ0\td1\t1\t2.5x\tt\n",
    "two points": b"1\tQ0\td1\t1\t1.2.3\tt\n",
    "exponent without digits": b"1\tQ0\td1\t1\t1e\tt\n",
    "a point alone": b"1\tQ0\td1\t1\t.\tt\n",
    "hexadecimal": b"1\tQ0\td1\t1\t0x1p3\tt\n",
    "underscore": b"1\tQ0\td1\t1\t1_0\tt\n",
    "infinity": b"1\tQ0\td1\t1\tinf\tt\n",
    "nan": b"1\tQ0\td1\t1\tnan\tt\n",
    "overflow": b"1\tQ0\td1\t1\t1e400\tt\n",
    "non-ASCII docid": "1\tQ0\tdé\t1\t2.5\tt\n".encode(),
    "a document twice": b"1\tQ0\td1\t1\t2.5\tt\n1\tQ0\td1\t2\t1.5\tt\n",
    "spaces and tabs mixed": b"1 Q0\td1\t1\t2.5\tt\n",
    "two spaces": b"1  Q0 d1 1 2.5 t\n",
    "CRLF": b"1\tQ0\td1\t1\t2.5\tt\r\n2\tQ0\td1\t1\t2.5\tt\r\n",
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_each_fault_class_reads_as_without_the_compiled_parser(tmp_path, fault):
    """A good line first, the fault second (or the whole file): the same columns or the same error, which
    names the file and the line."""
    path = tmp_path / "run.txt"
    raw = b"1\tQ0\td0\t1\t9.5\tt\n" + FAULTS[fault]
    assert _read(path, raw, True) == _read(path, raw, False)


def test_what_the_compiled_parser_declines():
    assert native.read_run(b"1\tQ0\td1\t1\t2.5\n", "\t") is None  # five fields
    assert native.read_run(b"1\tQ0\td1\t1\t2.5\tt\tx\n", "\t") is None  # seven
    assert native.read_run(b"1\tQ0\t\td1\t1\t2.5\tt\n", "\t") is None  # an empty field
    assert native.read_run(b"1\tQ0\td1\t1\t0x10\tt\n", "\t") is None  # not a decimal score
    assert run_native.native_run_coded("1\tQ0\tdé\t1\t2.5\tt\n".encode(), "\t") is None  # not ASCII
    assert native.read_run(b"\n\n", "\t")[0] == 0  # no line


def test_real_runs_are_read_the_same_with_and_without_the_compiled_parser():
    for path in sorted((_trec_covid_dir(3) / "runs").glob("*.gz"))[:6]:
        from rankagg.io._trec_text import _raw_bytes

        raw = _raw_bytes(path)
        assert _read(path, raw, True) == _read(path, raw, False)
