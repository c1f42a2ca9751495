"""Hive-partitioned Parquet run tables (``q_id=1/part-0.parquet``), as pandas' ``to_parquet(partition_cols=...)``
and Arrow's ``write_dataset(partitioning='hive')`` write them: read by the one run-table reader, each partition key
a column of every row below its folder.  Generated tables, partitioned by one or two of their columns by either
writer, read as the same rows as the table written whole (the reference reads that one), through the registry and
``rankagg.fuse``; and each way a partitioned folder can contradict itself, refused naming the file or folder."""

from __future__ import annotations

import math

import pandas as pd
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings, strategies as st

from rankagg.io import formats
from rankagg.io._errors import InputFormatError
from tests.fuzz.reference_table import run_parts

IDS = st.sampled_from(["1", "2", "q/3", "50%", "é", "a=b", "x.y"])
ROW = st.tuples(st.sampled_from(["bm25", "rm3", "run 1"]), IDS, st.sampled_from(["d1", "d2", "d3", "d4"]),
                st.floats(-1e6, 1e6, allow_nan=False, width=32))


def _table(rows: list[tuple]) -> pa.Table:
    seen, kept = set(), []
    for r in rows:
        if r[:3] not in seen:
            seen.add(r[:3])
            kept.append(r)
    return pa.table({"run": [r[0] for r in kept], "q_id": [r[1] for r in kept], "doc_id": [r[2] for r in kept],
                     "score": [float(r[3]) for r in kept]})


def _sums(rows: list[tuple]) -> dict:
    out: dict = {}
    for _, q, d, s in rows:
        out.setdefault(q, {}).setdefault(d, []).append(s)
    return {q: {d: math.fsum(v) for d, v in docs.items()} for q, docs in out.items()}


@settings(max_examples=25, derandomize=True, deadline=None)
@given(rows=st.lists(ROW, min_size=1, max_size=12), keys=st.sampled_from([["q_id"], ["run"], ["run", "q_id"]]),
       writer=st.sampled_from(["pandas", "arrow"]), int_ids=st.booleans())
def test_a_hive_partitioned_table_reads_as_the_table_written_whole(tmp_path_factory, rows, keys, writer, int_ids):
    import rankagg

    t = _table(rows)
    if int_ids:  # integer query ids: the partition's text is their decimal
        t = t.set_column(1, "q_id", pa.array([sum(map(ord, q)) for q in t.column("q_id").to_pylist()]))
    folder = tmp_path_factory.mktemp("hive") / "table"
    if writer == "pandas":
        t.to_pandas().to_parquet(folder, partition_cols=keys)
    else:
        ds.write_dataset(t, folder, format="parquet", partitioning=keys, partitioning_flavor="hive")
    ref = run_parts([("table", {c: t.column(c).to_pylist() for c in t.column_names})])
    assert ref.content is not None, ref.why
    got = pd.concat(list(formats.read(str(folder))))
    assert sorted(zip(got["run"].map(str), got["q_id"].map(str), got["doc_id"].map(str), got["score"])) == ref.content
    fused = rankagg.fuse(str(folder), "combsum(norm='none')")
    want = _sums(ref.content)
    assert {q: set(d) for q, d in fused.items()} == {q: set(d) for q, d in want.items()}
    assert all(fused[q][d] == pytest.approx(s, rel=1e-12) for q, docs in want.items() for d, s in docs.items())


def _part(folder, rel: str, **cols) -> None:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    base = {"run": ["r"], "doc_id": ["d"], "score": [1.0]}
    pq.write_table(pa.table({**base, **cols}), path)


@pytest.mark.parametrize("layout,message", [
    ({"q_id=1/p.parquet": {"q_id": ["2"]}}, r"q_id=1/p\.parquet:1: q_id '2' in a file of the hive partition q_id=1"),
    ({"q_id=1/p.parquet": {}, "run=r/p.parquet": {"q_id": ["1"]}}, r"hive partitions of the keys q_id, run side by side"),
    ({"q_id=1/p.parquet": {}, "p.parquet": {"q_id": ["1"]}}, r"p\.parquet: a part file beside the hive partitions"),
    ({"q_id=1/q_id=2/p.parquet": {}}, r"the partition key q_id twice in one path"),
    ({"q_id=__HIVE_DEFAULT_PARTITION__/p.parquet": {}}, r"a hive partition of a missing q_id"),
    ({"q_id=/p.parquet": {}}, r"q_id '' is empty"),
    ({"nested/p.parquet": {"q_id": ["1"]}}, r"nested: a folder of part files inside a Parquet run table"),
])
def test_a_hive_folder_that_contradicts_itself_is_refused_naming_it(tmp_path, layout, message):
    for rel, cols in layout.items():
        _part(tmp_path / "t", rel, **cols)
    with pytest.raises(InputFormatError, match=message):
        list(formats.read(str(tmp_path / "t")))


def test_a_key_in_the_path_and_the_file_that_agree_is_read_once(tmp_path):
    _part(tmp_path / "t", "q_id=7/p.parquet", q_id=pa.array([7], pa.int64()))
    rows = pd.concat(list(formats.read(str(tmp_path / "t"))))
    assert rows[["q_id", "doc_id"]].values.tolist() == [["7", "d"]]


def test_other_parquet_readers_still_refuse_hive_folders(tmp_path):
    """Only the run table reads a partition key as a column; the rankings dataset reader would drop it."""
    from rankagg.io.run_table import parquet_files

    _part(tmp_path / "t", "q_id=1/p.parquet")
    with pytest.raises(InputFormatError, match="a folder of part files inside"):
        parquet_files(tmp_path / "t")
