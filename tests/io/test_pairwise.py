"""Reading pairwise comparisons (rankagg.io.pairwise): the formats, the matrices, the clean errors."""

from __future__ import annotations

import json

import numpy as np
import pytest

from rankagg.io._errors import InputFormatError
from rankagg.io.pairwise import comparison_matrices, comparisons_from_frame, read_comparisons

ROWS = [
    {"query": "q1", "item_a": "A", "item_b": "B", "outcome": "win", "judge": "j1"},
    {"query": "q1", "item_a": "B", "item_b": "C", "outcome": "tie", "judge": "j2", "count": 2},
    {"query": "q1", "item_a": "C", "item_b": "A", "outcome": "loss", "judge": "j2", "weight": 0.5},
    {"query": "q2", "item_a": "X", "item_b": "Y", "outcome": "WIN", "judge": "j1"},
]


def _write_csv(path, rows, sep=","):
    cols = ["query", "item_a", "item_b", "outcome", "judge", "count", "weight"]
    lines = [sep.join(cols)] + [sep.join(str(r.get(c, "")) for c in cols) for r in rows]
    path.write_text("\n".join(lines) + "\n")
    return path


def _write(tmp_path, kind, rows):
    if kind == "csv":
        return _write_csv(tmp_path / "c.csv", rows)
    if kind == "tsv":
        return _write_csv(tmp_path / "c.tsv", rows, "\t")
    if kind == "jsonl":
        p = tmp_path / "c.jsonl"
        p.write_text("".join(json.dumps(r) + "\n" for r in rows))
        return p
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    cols = ["query", "item_a", "item_b", "outcome", "judge", "count", "weight"]
    table = pa.table({c: [r.get(c) for r in rows] for c in cols})
    pq.write_table(table, tmp_path / "c.parquet")
    return tmp_path / "c.parquet"


@pytest.mark.parametrize("kind", ["csv", "tsv", "jsonl", "parquet"])
def test_every_format_gives_the_same_matrices(tmp_path, kind):
    comps = read_comparisons(_write(tmp_path, kind, ROWS))
    assert len(comps) == 4 and comps.judge is not None and comps.judge.tolist() == ["j1", "j2", "j2", "j1"]
    mats = comparison_matrices(comps)
    assert mats.qids == ["q1", "q2"] and mats.items == [["A", "B", "C"], ["X", "Y"]]
    W, T = mats.block("W", 0), mats.block("T", 0)
    # A beat B once; C lost to A with weight 0.5; B and C tied twice
    assert W.tolist() == [[0, 1, 0.5], [0, 0, 0], [0, 0, 0]]
    assert T.tolist() == [[0, 0, 0], [0, 0, 2], [0, 2, 0]]
    assert mats.block("Y", 0).tolist() == [[0, 1, 0.5], [0, 0, 1], [0, 1, 0]]
    assert mats.block("C", 0).tolist() == [[0, 1, 0.5], [1, 0, 2], [0.5, 2, 0]]
    assert mats.block("W", 1).tolist() == [[0, 1], [0, 0]]


def test_query_column_is_optional_and_aliases_are_read(tmp_path):
    p = tmp_path / "c.csv"
    p.write_text("A,B,Outcome\nx,y,win\n")
    comps = read_comparisons(p)
    assert comps.qids.tolist() == ["1"] and comps.item_a.tolist() == ["x"]


@pytest.mark.parametrize("kind", ["csv", "jsonl", "parquet"])
@pytest.mark.parametrize("bad, message", [
    ({"item_b": "B"}, "item 'B' compared with itself"),
    ({"outcome": "draw"}, "outcome 'draw' is not win, loss or tie"),
    ({"count": 2.5}, "count .*2.5.* is not a positive integer"),
    ({"count": 0}, "count .*0.* is not a positive integer"),
    ({"weight": -1}, "weight .*-1.* is not a positive number"),
    ({"item_b": "Z"}, "unknown item 'Z' in query 'q1'"),
])
def test_bad_rows_name_the_file_and_line(tmp_path, kind, bad, message):
    rows = [dict(ROWS[0]), dict(ROWS[1], **bad)]
    path = _write(tmp_path, kind, rows)
    with pytest.raises(InputFormatError, match=message) as err:
        read_comparisons(path, items={"q1": ["A", "B", "C"]})
    assert err.value.line == (3 if kind == "csv" else 2)  # the CSV header is line 1; rows count from 1 otherwise
    assert err.value.path == str(path)


def test_missing_column_and_unknown_suffix(tmp_path):
    p = tmp_path / "c.csv"
    p.write_text("query,item_a,item_b\nq,a,b\n")
    with pytest.raises(InputFormatError, match="missing column 'outcome'"):
        read_comparisons(p)
    q = tmp_path / "c.xlsx"
    q.write_text("x")
    with pytest.raises(InputFormatError, match="unknown comparison file type"):
        read_comparisons(q)


def test_from_frame_and_global_items():
    comps = comparisons_from_frame(ROWS[:1], items=["A", "B"])
    assert comps.outcome.tolist() == [1.0]
    with pytest.raises(InputFormatError, match="<comparisons>: row 0: unknown item 'B'"):
        comparisons_from_frame(ROWS[:1], items=["A"])


def test_bootstrap_weights_replace_the_rows_weights():
    comps = comparisons_from_frame(ROWS)
    mats = comparison_matrices(comps, weight=np.array([2.0, 0.0, 0.0, 1.0]))
    assert mats.block("W", 0)[0, 1] == 2.0 and mats.block("T", 0).sum() == 0.0
