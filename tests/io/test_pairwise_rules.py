"""Comparison tables through the one set of input rules (rankagg.io.rules), generated per format and per fault.

Each fault family is a value that the rules refuse (an id that is missing, empty, holds a blank, is bytes,
a list, a float; a count or a weight outside the numbers rule or its range), put at a drawn row of a drawn
valid table, written in every format that can hold it: the reader must refuse it naming the file and the
line where that row starts.  Valid tables read the same in every format, and a quote that runs a field over
lines is refused, never merged into one item (issue 45).
"""

from __future__ import annotations

import json
import math
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.data.comparisons import comparison_matrices
from rankagg.exceptions import ProblemTooLargeError
from rankagg.io._errors import InputFormatError
from rankagg.io.pairwise import read_comparisons, table_columns

COLUMNS = ["query", "item_a", "item_b", "outcome", "count", "weight", "judge"]
FORMATS = ["csv", "tsv", "jsonl", "parquet"]
TEXT = ("csv", "tsv")
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
#: each (format, column, bad value) is its own parametrized case, so a few tables around it suffice: 122 cases
#: of 25 examples each wrote and read 3,050 tables (118 s, the suite's fifth file by time)
EACH_RULE = settings(SETTINGS, max_examples=8)


def write_table(path_base, kind: str, rows: list[dict]) -> str:
    """Write ``rows`` (raw values; None = an empty cell / a null) in ``kind``; returns the path."""
    path = f"{path_base}.{kind}"
    if kind in TEXT:
        sep = "," if kind == "csv" else "\t"
        lines = [sep.join(COLUMNS)] + [sep.join("" if r.get(c) is None else str(r[c]) for c in COLUMNS) for r in rows]
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write("\n".join(lines) + "\n")
    elif kind == "jsonl":
        with open(path, "w", encoding="utf-8") as f:
            for r in rows:
                f.write("{" + ", ".join(f"{json.dumps(c)}: {_json_value(r.get(c))}" for c in COLUMNS) + "}\n")
    else:
        import pyarrow as pa
        import pyarrow.parquet as pq

        pq.write_table(pa.table({c: pa.array([r.get(c) for r in rows]) for c in COLUMNS}), path)
    return path


def _one_arrow_type(values, others) -> bool:
    """Whether Arrow keeps ``values`` in the type of ``others`` (it turns ``['0', b'x']`` into binary)."""
    import pyarrow as pa

    try:
        kind = pa.array(values).type
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        return False
    usual = pa.array(others).type
    return usual == pa.null() or kind == usual or (pa.types.is_integer(usual) and pa.types.is_floating(kind))


def _json_value(v) -> str:
    if isinstance(v, float) and math.isnan(v):
        return "NaN"
    if isinstance(v, bytes):
        return json.dumps(v.decode())
    return json.dumps(v)


names = st.text(alphabet="abcdefghXYZ0123456789-_.", min_size=1, max_size=6)


@st.composite
def valid_rows(draw, min_size: int = 1):
    n_items = draw(st.integers(2, 6))
    items = draw(st.lists(names, min_size=n_items, max_size=n_items, unique=True))
    rows = []
    for _ in range(draw(st.integers(min_size, 12))):
        a, b = draw(st.permutations(items))[:2]
        rows.append({"query": draw(st.sampled_from(["q1", "q2"])), "item_a": a, "item_b": b,
                     "outcome": draw(st.sampled_from(["win", "loss", "tie", "WIN"])),
                     "count": draw(st.sampled_from([None, 1, 2, 7])), "weight": draw(st.sampled_from([None, 0.5, 1.0, 3.0])),
                     "judge": draw(st.sampled_from(["j1", "j2"]))})
    return rows


# (column, bad value, formats that can hold it, what the message says)
FAULTS = [
    ("count", "1e308", TEXT, "outside"), ("count", 1e308, ("jsonl", "parquet"), "outside"),
    ("count", "1_000", TEXT, "as trec_eval reads one"), ("count", "\u0661\u0660", TEXT + ("jsonl",), "as trec_eval"),
    ("count", "1_5", TEXT, "as trec_eval reads one"), ("count", "nan", TEXT, "as trec_eval reads one"),
    ("count", 0, FORMATS, "outside"), ("count", -2, FORMATS, "outside"), ("count", 2.5, FORMATS, "not whole"),
    ("count", "9" * 400, TEXT, "not a positive integer"), ("count", 2**60, ("jsonl", "parquet"), "outside"),
    ("count", True, ("jsonl", "parquet"), "not a positive integer"),
    ("weight", 0, FORMATS, "outside"), ("weight", -1.5, FORMATS, "outside"), ("weight", "1e-300", TEXT, "outside"),
    ("weight", "inf", TEXT, "as trec_eval reads one"), ("weight", 1e200, ("jsonl", "parquet"), "outside"),
    ("query", None, FORMATS, "query"), ("query", "a b", FORMATS, "blank"),
    ("item_a", None, FORMATS, "missing|empty"), ("item_a", float("nan"), ("jsonl",), "missing"),
    ("item_a", "x y", FORMATS, "blank"), ("item_b", "", TEXT, "empty"), ("item_a", b"x", ("parquet",), "bytes"),
    ("item_a", ["x"], ("jsonl", "parquet"), "list"), ("item_b", 1.5, ("jsonl",), "float"),
    ("item_a", True, ("jsonl", "parquet"), "bool"), ("judge", None, FORMATS, "judge"),
]
CASES = [(kind, col, bad, says) for col, bad, kinds, says in FAULTS for kind in kinds]


@pytest.mark.parametrize("kind, column, bad, says", CASES, ids=[f"{k}-{c}-{b!r}"[:40] for k, c, b, _ in CASES])
@EACH_RULE
@given(rows=valid_rows(), data=st.data())
def test_each_rule_is_applied_to_each_format(tmp_path, kind, column, bad, says, rows, data):
    at = data.draw(st.integers(0, len(rows) - 1))
    rows = [dict(r) for r in rows]
    rows[at][column] = bad
    others = [r[column] for k, r in enumerate(rows) if k != at]
    if kind == "parquet" and not _one_arrow_type([r[column] for r in rows], others):
        at = 0  # a Parquet column has one type: the bad value's type in every row, refused at the first
        for r in rows:
            r[column] = bad
    path = write_table(tmp_path / "t", kind, rows)
    with pytest.raises(InputFormatError, match=says) as err:
        read_comparisons(path)
    assert err.value.path == path
    assert err.value.line == at + (2 if kind in TEXT else 1)  # the CSV header is line 1; otherwise rows from 1


@SETTINGS
@given(rows=valid_rows())
def test_valid_tables_read_the_same_in_every_format(tmp_path, rows):
    read = [read_comparisons(write_table(tmp_path / "t", kind, rows)) for kind in FORMATS]
    first = read[0]
    assert len(first) == len(rows)
    for other in read[1:]:
        for field in ("qids", "item_a", "item_b", "outcome", "weight", "judge"):
            np.testing.assert_array_equal(getattr(other, field), getattr(first, field))
    expected = [(r["count"] or 1) * (r["weight"] or 1.0) for r in rows]
    np.testing.assert_allclose(first.weight, expected)


@pytest.mark.parametrize("text", ["3", "3.0", "3e0", " 3 ", "+3", "30e-1"])
def test_counts_in_trec_eval_number_syntax(tmp_path, text):
    path = tmp_path / "c.csv"
    path.write_text(f"query,item_a,item_b,outcome,count\nq,a,b,win,{text}\n")
    assert read_comparisons(path).weight.tolist() == [3.0]


@pytest.mark.parametrize("kind", TEXT)
@SETTINGS
@given(rows=valid_rows(min_size=3), data=st.data())
def test_a_stray_quote_never_merges_rows(tmp_path, kind, rows, data):
    """A quote opening a field (never closed, or closed lines later) is refused at the line where the row
    starts; it is never read as fewer comparisons than the file has rows."""
    at = data.draw(st.integers(0, len(rows) - 1))
    column = data.draw(st.sampled_from(["query", "item_a", "item_b", "outcome", "judge"]))
    rows = [dict(r) for r in rows]
    rows[at][column] = '"' + str(rows[at][column])
    path = write_table(tmp_path / "t", kind, rows)
    with pytest.raises(InputFormatError) as err:
        read_comparisons(path)
    assert err.value.line == at + 2 and err.value.path == path


@pytest.mark.parametrize("header", [
    '"query","item_a","item_b","outcome"',  # R's write.csv(row.names = FALSE)
    '"","query","item_a","item_b","outcome"',  # R's write.csv: a row-name column
    "Query,Item_A,Item_B,OUTCOME", "qid,a,b,outcome",
])
def test_headers_as_tools_write_them(tmp_path, header):
    path = tmp_path / "c.csv"
    extra = '"1",' if header.startswith('"",') else ""
    path.write_text(f"{header}\n{extra}q,x,y,win\n")
    assert "outcome" in {c.lower() for c in table_columns(path)}
    comps = read_comparisons(path)
    assert comps.item_a.tolist() == ["x"] and comps.qids.tolist() == ["q"]


def test_a_role_given_by_two_columns_is_refused(tmp_path):
    path = tmp_path / "c.csv"
    path.write_text("query,qid,item_a,item_b,outcome\nq,r,x,y,win\n")
    with pytest.raises(InputFormatError, match="both give query"):
        read_comparisons(path)


@pytest.mark.parametrize("cut", [0.1, 0.5, 0.9, 0.99])
def test_a_truncated_parquet_table_says_so(tmp_path, cut):
    path = write_table(tmp_path / "t", "parquet", [{"item_a": "a", "item_b": "b", "outcome": "win"}])
    raw = open(path, "rb").read()
    open(path, "wb").write(raw[: int(len(raw) * cut)])
    for read in (read_comparisons, table_columns):
        with pytest.raises(InputFormatError, match="cannot read as Parquet") as err:
            read(path)
        assert err.value.path == path


@pytest.mark.parametrize("digits", [4001, 5000, 100_000])
def test_long_json_numbers_are_refused_not_overflowed(tmp_path, digits):
    path = tmp_path / "c.jsonl"
    path.write_text('{"item_a": "a", "item_b": "b", "outcome": "win"}\n'
                    '{"item_a": "a", "item_b": "b", "outcome": "win", "count": ' + "9" * digits + "}\n")
    with pytest.raises(InputFormatError, match=f"a number of {digits} digits") as err:
        read_comparisons(path)
    assert err.value.line == 2


@SETTINGS
@given(n_items=st.integers(200, 3000))
def test_matrices_over_the_memory_limit_are_refused_before_allocating(tmp_path, monkeypatch, n_items):
    """n distinct items in one query: (4 + 16) n^2 doubles, refused over the limit naming the file."""
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.005")
    path = tmp_path / "wide.csv"
    path.write_text("item_a,item_b,outcome\n" + "".join(f"i{2 * k},i{2 * k + 1},win\n" for k in range(n_items // 2)))
    comps = read_comparisons(path)
    need = 8.0 * 20 * (2 * (n_items // 2)) ** 2
    if need > 0.005 * 2**30:
        with pytest.raises(ProblemTooLargeError, match=re.escape(f"{path}: building the pairwise matrices")
                           + r".*over the 0.005 GiB limit \(RANKAGG_MEMORY_LIMIT_GB\)"):
            comparison_matrices(comps)
    else:
        assert comparison_matrices(comps).W.size == (2 * (n_items // 2)) ** 2
