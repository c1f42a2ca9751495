"""Parquet runs in and out (issue 25 item 4): a long table ``q_id, doc_id, score, run`` fuses to the bytes of
the TREC files its rows make, without text; ``-o fused.parquet`` holds the lines of the TREC output."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

import rankagg.io.run_table as run_table  # noqa: E402
import rankagg.stream.parquet as tables  # noqa: E402
import rankagg.stream.source as source  # noqa: E402
from rankagg.api import fuse_files  # noqa: E402
from rankagg.cli import main  # noqa: E402
from rankagg.io._errors import InputFormatError  # noqa: E402

from rankagg.defaults import DEFAULT_METHOD as DEFAULT  # noqa: E402


def _rows(seed: int, shuffle: bool) -> list[tuple[str, str, float, str]]:
    rnd = random.Random(seed)
    rows = []
    for run in ("bm25", "dense", "splade", "rerank"):
        qids = rnd.sample(["1", "2", "3", "10", "q\u00e9"], rnd.randint(1, 5))
        for q in qids:
            for d in rnd.sample(range(60), rnd.randint(1, 30)):
                rows.append((q, f"d{d}", rnd.choice([1.0, 0.5, round(rnd.uniform(-2, 9), 4)]), run))
    if shuffle:
        rnd.shuffle(rows)
    return rows


def _table(path: Path, rows, names=("q_id", "doc_id", "score", "run"), row_group_size: int = 13) -> Path:
    cols = list(zip(*rows))
    pq.write_table(pa.table({names[0]: list(cols[0]), names[1]: list(cols[1]), names[2]: list(cols[2]),
                             names[3]: list(cols[3])}), path, row_group_size=row_group_size)
    return path


def _text_files(folder: Path, rows) -> list[Path]:
    """The TREC files the rows make: one per run, in order of first appearance, rows in table order."""
    paths = []
    for run in dict.fromkeys(r[3] for r in rows):
        p = folder / f"{run}.run"
        p.write_text("".join(f"{q} Q0 {d} 0 {s!r} {run}\n" for q, d, s, r in rows if r == run))
        paths.append(p)
    return paths


def _lines_of(table_path: Path) -> bytes:
    t = pq.read_table(table_path)
    assert t.column_names == ["q_id", "doc_id", "score", "run", "rank"]
    cols = [t.column(c).to_pylist() for c in ("q_id", "doc_id", "rank", "score", "run")]
    return "".join(f"{q} Q0 {d} {k} {s!r} {r}\n" for q, d, k, s, r in zip(*cols)).encode()


@pytest.mark.parametrize("shuffle", [False, True])
@pytest.mark.parametrize("spec", ["rrf", "combsum", "borda", DEFAULT, "ulara", "copeland"])
def test_a_table_fuses_to_the_bytes_of_its_text_files(tmp_path, spec, shuffle):
    rows = _rows(3, shuffle)
    table = _table(tmp_path / "runs.parquet", rows)
    text = _text_files(tmp_path, rows)
    fuse_files(text, tmp_path / "text.run", method=spec, depth=20, stream=False)
    with mock.patch.object(source, "BLOCK_LINES", 40):
        fuse_files([table], tmp_path / "table.run", method=spec, depth=20)
        fuse_files([table], tmp_path / "table.parquet", method=spec, depth=20)
    fuse_files(text, tmp_path / "text.parquet", method=spec, depth=20, stream=False)
    expected = (tmp_path / "text.run").read_bytes()
    assert (tmp_path / "table.run").read_bytes() == expected
    assert _lines_of(tmp_path / "table.parquet") == expected == _lines_of(tmp_path / "text.parquet")


def test_the_command_line_reads_and_writes_tables_with_other_column_names(tmp_path):
    rows = _rows(5, True)
    table = _table(tmp_path / "runs.pq", rows, names=("qid", "docno", "score", "system"))  # named by content
    text = _text_files(tmp_path, rows)
    assert main(["fuse", str(table), "-o", str(tmp_path / "a.parquet"), "--method", "rrf", "--quiet"]) == 0
    assert main(["fuse", *map(str, text), "-o", str(tmp_path / "b.run"), "--method", "rrf", "--quiet"]) == 0
    assert _lines_of(tmp_path / "a.parquet") == (tmp_path / "b.run").read_bytes()


def test_weights_name_the_runs_of_the_table(tmp_path):
    rows = _rows(2, False)
    table = _table(tmp_path / "runs.parquet", rows)
    text = _text_files(tmp_path, rows)
    fuse_files([table], tmp_path / "a.run", method="rrf", weights={"dense": 3.0})
    fuse_files(text, tmp_path / "b.run", method="rrf", weights={"dense": 3.0})
    assert (tmp_path / "a.run").read_bytes() == (tmp_path / "b.run").read_bytes()
    with pytest.raises(ValueError, match="unknown run name"):
        fuse_files([table], tmp_path / "c.run", method="rrf", weights={"bm26": 3.0})


def test_bad_tables_are_refused_naming_the_row(tmp_path):
    rows = _rows(1, False)
    nan = rows[:5] + [("1", "dx", float("nan"), "bm25")] + rows[5:]
    with pytest.raises(InputFormatError, match=r"runs\.parquet:6: score nan is not finite"):
        fuse_files([_table(tmp_path / "runs.parquet", nan)], tmp_path / "o.run", method="rrf")
    q, d, s, r = rows[3]
    dup = rows[:7] + [(q, d, 0.25, r)] + rows[7:]
    with pytest.raises(InputFormatError, match=rf"runs\.parquet:8: document {d} appears twice for query {q} "
                                               r"\(first at row 4\)"):
        fuse_files([_table(tmp_path / "runs.parquet", dup)], tmp_path / "o.run", method="rrf")
    pq.write_table(pa.table({"q_id": ["1", None], "doc_id": ["a", "b"], "score": [1.0, 2.0], "run": ["x", "x"]}),
                   tmp_path / "null.parquet")
    with pytest.raises(InputFormatError, match=r"null\.parquet:2: column q_id is null"):
        fuse_files([tmp_path / "null.parquet"], tmp_path / "o.run", method="rrf")
    pq.write_table(pa.table({"q_id": ["1"], "doc_id": ["a"], "value": [1.0], "run": ["x"]}), tmp_path / "cols.parquet")
    with pytest.raises(ValueError, match=r"needs the columns score \(score, or rank\); it has q_id, doc_id, value, "
                                         r"run"):
        fuse_files([tmp_path / "cols.parquet"], tmp_path / "o.run", method="rrf")
    text = _text_files(tmp_path, rows)
    with pytest.raises(ValueError, match="give one Parquet run table or TREC run files"):
        fuse_files([tmp_path / "runs.parquet", text[0]], tmp_path / "o.run", method="rrf")
    with pytest.raises(ValueError, match="a Parquet run table has none"):
        fuse_files([_table(tmp_path / "runs.parquet", rows)], tmp_path / "o.run", method="rrf", trust_rank=True)
    assert not (tmp_path / "o.run").exists()


def test_the_first_look_counts_each_runs_query_runs(tmp_path):
    rows = [("1", "a", 1.0, "x"), ("1", "b", 1.0, "y"), ("1", "c", 1.0, "x"), ("2", "a", 1.0, "x"),
            ("1", "d", 1.0, "y"), ("2", "b", 1.0, "y"), ("1", "e", 1.0, "x")]
    path = _table(tmp_path / "t.parquet", rows, row_group_size=2)
    with mock.patch.object(run_table, "_BATCH", 3):  # batches cut inside the runs
        scans = tables.scan_table(path, tables.table_columns(path))
    assert [(s.path.split(":")[-1], s.qids, s.n_lines) for s in scans] == [
        ("x", ["1", "2", "1"], [2, 1, 1]), ("y", ["1", "2"], [2, 1])]
    assert tables.table_runs(path) == ["x", "y"] and np.all([not scans[0].grouped, scans[1].grouped])
