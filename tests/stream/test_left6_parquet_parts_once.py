"""``rankagg fuse DIR`` reads each Parquet part's footer once a command (issue 45's fifth bar: a folder of 3000
one-row parts was opened 5 times a part, its footer parsed each time, and its q_id/run columns read twice).

Counted by wrapping ``pyarrow.parquet.ParquetFile``: every part is opened with its footer given after the first
time, and opened 3 times in all (the layout, the first look at q_id and run, the partition by query block); the
output is the bytes of the same rows fused from TREC text files (the other reader)."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from rankagg.api.run_files import fuse_files

PARTS = 24  # 8 queries x 3 runs, one row a part, runs interleaved as a writer flushing row by row leaves them


@pytest.fixture
def parts(tmp_path):
    folder = tmp_path / "parts"
    folder.mkdir()
    text: dict[str, list[str]] = {}
    for i in range(PARTS):
        q, run, doc, score = str(1 + i // 3), f"r{i % 3}", f"d{i % 5}", float(i % 4)
        pq.write_table(pa.table({"q_id": [q], "doc_id": [doc], "score": [score], "run": [run]}),
                       folder / f"part-{i:03d}.parquet")
        text.setdefault(run, []).append(f"{q} Q0 {doc} 1 {score!r} {run}")
    runs = []
    for run, lines in text.items():
        (tmp_path / f"{run}.run").write_text("\n".join(lines) + "\n")
        runs.append(str(tmp_path / f"{run}.run"))
    return folder, runs


def test_each_parts_footer_is_read_once_a_command(parts, tmp_path, monkeypatch):
    folder, runs = parts
    opened: list[tuple[str, bool]] = []
    original = pq.ParquetFile

    class Counted(original):  # type: ignore[misc, valid-type]
        def __init__(self, source, *args, **kwargs):
            opened.append((str(source), kwargs.get("metadata") is None))
            super().__init__(source, *args, **kwargs)

    monkeypatch.setattr(pq, "ParquetFile", Counted)
    fuse_files([str(folder)], tmp_path / "from_parts.run", method="rrf")
    files = sorted({path for path, _ in opened})
    assert len(files) == PARTS
    footers = [path for path, parsed in opened if parsed]
    assert sorted(footers) == files  # each footer parsed once (was 5 times a part)
    assert len(opened) == 3 * PARTS  # the layout, the first look, the partition (was 5 opens a part)
    monkeypatch.undo()
    fuse_files(runs, tmp_path / "from_text.run", method="rrf")
    assert (tmp_path / "from_parts.run").read_bytes() == (tmp_path / "from_text.run").read_bytes()
