"""Issue 45's ninth bar, refusals that point to the right place: a bad value of a Parquet table is found where
the message says.

A Parquet file has no lines.  Its readers said a bad row as ``t.parquet:3``, the row counted from 1, in the form
every other reader gives a line; pandas, pyarrow, Polars and DuckDB number rows from 0, so a user reading
``t.parquet:3`` as their row 3 looked at the row after the bad one (u9l_parquet_comparisons_null_row2,
u9l_parquet_runs_null_docid_row3, u9l_parquet_folder_part_row1), and a missing item did not say its column.  The
root: a table row is a :class:`rankagg.io._errors.TableRow`, and :class:`InputFormatError` says what the number
is and the row as pandas counts it, for every Parquet reader (the run table, a file or a folder of parts; the
comparison and battle tables; the LETOR dataset).

Generated: each reader x each kind of bad value x a bad row at the start, the middle and the end.  The reference
is pandas: the row the message names (``row i in pandas``) is the row of ``pd.read_parquet`` holding the bad
value, and ``NAME:i+1`` keeps the form the other messages of the file use.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any, Callable

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import rankagg
from rankagg.io import InputFormatError
from rankagg.io.battles import read_battles
from rankagg.io.pairwise import read_comparisons

N = 7  # rows of each table; the bad row is one of ROWS (0-based, as pandas counts)
ROWS = (0, 3, N - 1)


def _runs(bad: int, column: str, value: Any) -> dict[str, list[Any]]:
    cols: dict[str, list[Any]] = {"q_id": ["1"] * N, "doc_id": [f"d{i}" for i in range(N)],
                                  "score": [float(N - i) for i in range(N)], "run": ["t"] * N}
    cols[column][bad] = value
    return cols


def _comparisons(bad: int, column: str, value: Any) -> dict[str, list[Any]]:
    cols: dict[str, list[Any]] = {"query": ["q"] * N, "item_a": [f"s{i}" for i in range(N)],
                                  "item_b": [f"s{i + 1}" for i in range(N)], "outcome": ["win", "loss", "tie"] * 2 + ["win"]}
    cols[column][bad] = value
    return cols


def _battles(bad: int, column: str, value: Any) -> dict[str, list[Any]]:
    cols: dict[str, list[Any]] = {"model_a": [f"m{i}" for i in range(N)], "model_b": [f"m{i + 1}" for i in range(N)],
                                  "winner": ["model_a", "model_b", "tie"] * 2 + ["tie (bothbad)"]}
    cols[column][bad] = value
    return cols


def _fuse(path: Path) -> Any:
    return rankagg.fuse(str(path), method="rrf")


#: (reader, table maker, bad column, bad value, what the message says of it)
CASES = [
    ("run table", _runs, "doc_id", None, "doc_id is null", _fuse),
    ("run table", _runs, "q_id", None, "q_id is null", _fuse),
    ("run table", _runs, "doc_id", "d 1", "holds a blank", _fuse),
    ("run table", _runs, "doc_id", "", "is empty", _fuse),
    ("run table", _runs, "score", math.nan, "not finite", _fuse),
    ("run table", _runs, "score", math.inf, "not finite", _fuse),
    ("comparisons", _comparisons, "item_a", None, "is missing", read_comparisons),
    ("comparisons", _comparisons, "item_b", None, "is missing", read_comparisons),
    ("comparisons", _comparisons, "item_b", "s 9", "holds a blank", read_comparisons),
    ("comparisons", _comparisons, "outcome", "draw", "draw", read_comparisons),
    ("battles", _battles, "winner", "bogus", "bogus", read_battles),
    ("battles", _battles, "model_b", None, "is missing", read_battles),
]


def _refusal(read: Callable[[Path], Any], path: Path) -> str:
    with pytest.raises(InputFormatError) as err:
        read(path)
    return str(err.value)


def _said_row(message: str, name: str) -> tuple[int, int]:
    """The row the message gives as ``NAME:k`` and the one it gives as pandas' (``row i in pandas``)."""
    k = re.search(re.escape(name) + r":(\d+):", message)
    i = re.search(r"row (\d+) in pandas", message)
    assert k and i, message
    return int(k.group(1)), int(i.group(1))


def _is_bad(frame: pd.DataFrame, i: int, column: str, value: Any) -> bool:
    got = frame[column].iloc[i]
    if value is None:
        return got is None or (isinstance(got, float) and math.isnan(got))
    return bool(got == value) or (isinstance(value, float) and math.isnan(value) and math.isnan(got))


@pytest.mark.parametrize("bad", ROWS)
@pytest.mark.parametrize("reader,make,column,value,said,read", CASES, ids=[f"{c[0]}-{c[2]}-{c[3]!r}" for c in CASES])
def test_a_bad_parquet_row_is_said_where_pandas_finds_it(reader, make, column, value, said, read, bad, tmp_path):
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table(make(bad, column, value)), path)
    message = _refusal(read, path)
    assert said in message, message
    k, i = _said_row(message, "t.parquet")
    assert (k, i) == (bad + 1, bad), message
    assert _is_bad(pd.read_parquet(path), i, column, value)  # the reference: pandas' row i holds the bad value
    if reader == "comparisons" and value is None:
        assert f"(column {column})" in message


@pytest.mark.parametrize("bad", (0, 2))
def test_a_folder_names_the_part_and_its_own_row(bad, tmp_path):
    """A run table of two part files: the bad row is said in its part file, counted in that file."""
    folder = tmp_path / "runs"
    folder.mkdir()
    pq.write_table(pa.table(_runs(0, "run", "t")), folder / "part-0.parquet")
    second = _runs(bad, "doc_id", None)
    second["run"] = ["u"] * N
    pq.write_table(pa.table(second), folder / "part-1.parquet")
    message = _refusal(_fuse, folder)
    k, i = _said_row(message, "part-1.parquet")
    assert (k, i) == (bad + 1, bad), message
    assert _is_bad(pd.read_parquet(folder / "part-1.parquet"), i, "doc_id", None)


def test_a_duplicate_names_the_second_row(tmp_path):
    """A document twice in one query's list: the row of its second appearance."""
    cols = _runs(0, "run", "t")
    cols["doc_id"][5] = cols["doc_id"][2]
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table(cols), path)
    message = _refusal(_fuse, path)
    assert "appears twice" in message
    assert _said_row(message, "t.parquet") == (6, 5), message


@pytest.mark.parametrize("first,second", [(0, 1), (0, N - 1), (2, 5), (N - 2, N - 1)])
@pytest.mark.parametrize("kind", ["run table", "battles"])
def test_a_duplicates_first_copy_is_a_row_not_a_line(kind, first, second, tmp_path):
    """The first copy of a duplicate is said as the table's own place is (``row k``, counted as ``NAME:k``), not
    ``line k``: the note says a Parquet file has no lines, and "first at line 3" sent a reader to a line."""
    if kind == "run table":
        cols, column, read = _runs(0, "run", "t"), "doc_id", _fuse
    else:
        cols, column, read = _battles(0, "winner", "tie"), "id", read_battles
        cols["id"] = [f"b{i}" for i in range(N)]
    cols[column][second] = cols[column][first]
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table(cols), path)
    message = _refusal(read, path)
    assert "appears twice" in message and _said_row(message, "t.parquet") == (second + 1, second), message
    assert f"(first at row {first + 1})" in message and "line" not in message.split("(a Parquet file")[0], message


@pytest.mark.parametrize("bad", (0, 4))
def test_the_letor_dataset_says_its_row_too(bad, tmp_path):
    """The LETOR-style dataset that ``trec_runs_to_parquet`` writes, read by ``iter_parquet``."""
    from rankagg.io.parquet import iter_parquet
    from rankagg.io.parquet_writer import trec_runs_to_parquet

    for name, tag in (("a.run", "t"), ("b.run", "u")):
        (tmp_path / name).write_text("".join(f"{q} Q0 d{d} {d + 1} {9 - d}.0 {tag}\n" for q in (1, 2) for d in range(5)))
    trec_runs_to_parquet([tmp_path / "a.run", tmp_path / "b.run"], tmp_path / "ds")
    part = next((tmp_path / "ds").glob("*.parquet"))
    table = pq.read_table(part)
    docids = table.column("docid").to_pylist()
    docids[bad] = None
    pq.write_table(table.set_column(table.schema.get_field_index("docid"), "docid",
                                    pa.array(docids, type=table.schema.field("docid").type)), part)
    message = _refusal(lambda p: list(iter_parquet(p)), tmp_path / "ds")
    assert _said_row(message, part.name) == (bad + 1, bad), message
    assert _is_bad(pd.read_parquet(part), bad, "docid", None)


def test_a_text_file_still_says_its_line(tmp_path):
    """Only tables without lines get the row's words: a CSV's refusal stays ``t.csv:N:`` alone."""
    path = tmp_path / "t.csv"
    path.write_text("query,item_a,item_b,outcome\nq,a,b,win\nq,a,c,draw\n")
    message = _refusal(read_comparisons, path)
    assert re.search(r"t\.csv:3: outcome 'draw'", message) and "pandas" not in message, message


# ---------------------------------------------------------------- DataFrames whose index is not their positions
# The same class for in-process tables: a frame's bad row was said ``row 6`` (its position, as the docs say), and a
# frame sorted by score or concatenated prints other labels at its left: ``df.loc[6]`` was another row
# (u9l_api_fuse_sorted_frame_nan), or none (u9l_api_fuse_concat_frames_none_docid).  The root: the frame readers'
# ``row_of`` is :func:`rankagg.io.rules.frame_rows`, which gives the index label with the position.

def _long(bad: int, column: str, value: Any) -> pd.DataFrame:
    frame = pd.DataFrame({"run": ["t"] * 4 + ["u"] * 3, "qid": ["1"] * 7, "docid": list("abcdefg"),
                          "score": [7.0, 6, 5, 4, 3, 2, 1]})
    frame[column] = frame[column].astype(object)
    frame.iloc[bad, frame.columns.get_loc(column)] = value
    return frame


#: how users come by a frame whose index is not 0..n-1 (None: the default index, which needs no label)
INDEXES: dict[str, Callable[[pd.DataFrame], pd.DataFrame] | None] = {
    "default": None,
    "sorted": lambda f: f.sample(frac=1.0, random_state=3),
    "concatenated": lambda f: pd.concat([f.iloc[:4], f.iloc[4:].reset_index(drop=True)]),
    "text labels": lambda f: f.set_axis([f"r{i}" for i in range(len(f))]),
    "filtered": lambda f: f.iloc[[0, 2, 3, 4, 5, 6]].iloc[::-1],
}
BAD_VALUES = [("score", math.nan, "not finite"), ("docid", None, "is missing"), ("docid", "d 1", "holds a blank")]


def _fuse_frame(frame: pd.DataFrame) -> Any:
    return rankagg.fuse(frame, method="rrf")


def _fuse_pyterrier(frame: pd.DataFrame) -> Any:
    pt = frame.rename(columns={"docid": "docno"}).drop(columns="run")
    return rankagg.fuse({"bm25": pt, "dense": pd.DataFrame({"qid": ["1"], "docno": ["z"], "score": [1.0]})}, method="rrf")


@pytest.mark.parametrize("face", [_fuse_frame, _fuse_pyterrier], ids=["long frame", "PyTerrier frames"])
@pytest.mark.parametrize("column,value,said", BAD_VALUES, ids=[f"{c}-{v!r}" for c, v, _ in BAD_VALUES])
@pytest.mark.parametrize("index", list(INDEXES))
def test_a_bad_frame_row_is_said_where_df_loc_and_iloc_find_it(index, column, value, said, face):
    frame = _long(2, column, value)
    frame = INDEXES[index](frame) if INDEXES[index] is not None else frame
    pos = next(i for i in range(len(frame)) if _is_bad(frame, i, column, value))  # the reference: pandas' own rows
    with pytest.raises(InputFormatError) as err:
        face(frame)
    message = str(err.value)
    assert said in message and f"row {pos}:" in message, message
    if INDEXES[index] is None:
        assert "index label" not in message, message
    else:
        label = frame.index[pos]
        assert f"(index label {label.item() if hasattr(label, 'item') else label!r}; df.iloc[{pos}])" in message, message
        held = frame.loc[[label]]  # the reference: df.loc of the label said holds the bad row (with its namesakes)
        assert any(_is_bad(held, k, column, value) for k in range(len(held)))
