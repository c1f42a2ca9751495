"""TREC text whose parsed lines would take more than the memory limit is refused before they are built, naming
the file, the estimate and RANKAGG_MEMORY_LIMIT_GB (issue 45 item 5, "limits before allocation").  The ids are
fixed-width arrays, 4 bytes a character of the longest id on every line: a 31 MB qrels file with one docid of
20,000 characters asked NumPy for 74.5 GiB ("out of memory", or on a large machine the memory itself).  Generated
over the readers of run and qrels text and the column holding the long id; the same file with short ids reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from rankagg.cli import main
from rankagg.exceptions import ProblemTooLargeError
from rankagg.io._qrels_text import read_qrels_columns
from rankagg.io._run_text import read_run_checked

LIMIT_GB = "0.01"  # 10.7 MB: 2,000 lines with a 1,000-character id estimate 16 MB; with short ids 0.6 MB


def _lines(kind: str, long_in: str | None) -> str:
    rows = []
    for i in range(2000):
        q, d = str(i // 100), f"doc{i}"
        if i == 7 and long_in == "qid":
            q = "q" * 1000
        if i == 7 and long_in == "docid":
            d = "d" * 1000
        rows.append(f"{q} Q0 {d} {i % 100 + 1} {100 - i % 100} t\n" if kind == "run" else f"{q} 0 {d} {i % 3}\n")
    return "".join(rows)


READERS = {"run": read_run_checked, "qrels": read_qrels_columns}


@pytest.mark.parametrize("kind", READERS)
@pytest.mark.parametrize("long_in", ["qid", "docid"])
def test_a_long_id_that_would_fill_memory_is_refused_naming_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                     kind: str, long_in: str) -> None:
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", LIMIT_GB)
    path = tmp_path / f"{kind}.txt"
    path.write_text(_lines(kind, long_in))
    with pytest.raises(ProblemTooLargeError, match=rf"{kind}\.txt: its 2,000 lines.*\b1,000\b.*RANKAGG_MEMORY_LIMIT_GB"):
        READERS[kind](path)


@pytest.mark.parametrize("kind", READERS)
def test_the_same_lines_with_short_ids_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", LIMIT_GB)
    path = tmp_path / f"{kind}.txt"
    path.write_text(_lines(kind, None))
    assert len(READERS[kind](path)["qid"]) == 2000


@pytest.mark.parametrize("command", ["fuse", "evaluate"])
def test_the_commands_refuse_it_with_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str], command: str) -> None:
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", LIMIT_GB)
    run, qrels = tmp_path / "a.run", tmp_path / "q.txt"
    run.write_text(_lines("run", "docid" if command == "fuse" else None))
    qrels.write_text(_lines("qrels", "docid" if command == "evaluate" else None))
    args = ["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / "f.run")] if command == "fuse" else \
        ["evaluate", str(run), "--qrels", str(qrels)]
    assert main(args) == 2
    bad = run if command == "fuse" else qrels
    assert f"{bad}: its 2,000 lines" in capsys.readouterr().err
    assert not (tmp_path / "f.run").exists()
