"""Issue 45's fifteenth bar, a federated search engineer's day (scripts/reliability_bars/fifteenth_federated.py has
the cases): the one fault class it found, generated over its members.

* A UTF-8 byte-order mark that begins a line after the file's first (``cat`` of shard files that each start with
  one: .NET and Windows tools write it) was read as part of that line's qid, as trec_eval reads it: the joined
  file's second part became another query, ``'\\ufeffq1'`` beside ``q1``, invisibly (``rankagg fuse`` wrote a
  query of that name; ``rankagg evaluate`` averaged over it).  The mark at the file's start is dropped (a rule of
  every input); one at a later line's start is now refused naming the file and line, by the one byte rule of TREC
  text (``rankagg.io._trec_text.refuse_nul``), on every path that reads it: the whole-file reader, the streamed
  blocks and the external partition of ``rankagg fuse``, ``rankagg.fuse`` of paths, ``rankagg evaluate``'s runs
  and qrels, plain, gzip members and CRLF.
"""

from __future__ import annotations

import gzip
import random

import pytest

import rankagg
from rankagg.cli import main

MARK = "\ufeff"


def _shard(s: int, queries=("q1", "q2", "q3"), seed: int = 0) -> str:
    """One shard's run: disjoint docids, 4 hits a query, its own score scale."""
    rng = random.Random(seed * 10 + s)
    return "".join(f"{q} Q0 doc{s}{i} {i + 1} {round(rng.uniform(10 * s, 10 * s + 9), 3)!r} bm25\n"
                   for q in queries for i in range(4))


def _joined(n_shards: int, eol: str) -> tuple[str, list[int]]:
    """``cat`` of ``n_shards`` shard files that each begin with the mark: the text and the 1-based lines where a
    mark begins (the first file's is the file's own mark)."""
    parts = [MARK + _shard(s).replace("\n", eol) for s in range(n_shards)]
    starts, line = [], 1
    for p in parts:
        starts.append(line)
        line += p.count("\n")
    return "".join(parts), starts


def _write(path, text: str, form: str) -> None:
    if form == "gz-members":  # each shard gzipped on its node, then cat: one gzip member a shard
        chunks = text.split(MARK)[1:]
        path.write_bytes(b"".join(gzip.compress((MARK + c).encode(), mtime=0) for c in chunks))
    else:
        path.write_bytes(text.encode())


def _ungrouped(text: str, seed: int = 3) -> str:
    """The joined lines shuffled (the mark kept at its line's start): the external partition's input."""
    lines = text.splitlines(keepends=True)
    head, rest = lines[0], lines[1:]
    random.Random(seed).shuffle(rest)
    return head + "".join(rest)


ENTRIES = ["fuse", "fuse-streamed", "fuse-ungrouped-streamed", "api-fuse", "evaluate-run", "evaluate-qrels"]
FORMS = ["plain", "gz-members", "crlf"]


@pytest.mark.parametrize("n_shards", [2, 3])
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("entry", ENTRIES)
def test_a_mark_that_begins_a_later_line_is_refused_naming_it(tmp_path, monkeypatch, capsys, entry, form, n_shards):
    text, starts = _joined(n_shards, "\r\n" if form == "crlf" else "\n")
    name = "bm25.run.gz" if form == "gz-members" else "bm25.run"
    path = tmp_path / name
    if entry == "fuse-ungrouped-streamed":
        text = _ungrouped(text)
        starts = [1] + [i for i, ln in enumerate(text.splitlines(), 1) if ln.startswith(MARK) and i > 1]
        # shuffled lines are no longer one gzip member a shard: the whole text is one member
        path.write_bytes(gzip.compress(text.encode(), mtime=0) if form == "gz-members" else text.encode())
    else:
        _write(path, text, form)
    want = f"{name}:{starts[1]}"
    other = tmp_path / "dense.run"
    other.write_text("".join(f"q{q} Q0 doc0{i} {i} {1 - i / 10} dense\n" for q in (1, 2, 3) for i in range(1, 4)))
    qrels = tmp_path / "qrels.txt"
    qrels.write_text("".join(f"q{q} 0 doc0{i} 1\n" for q in (1, 2, 3) for i in range(4)))
    out = tmp_path / "out.run"
    if entry.startswith("fuse"):
        chosen = []
        if entry.endswith("streamed"):  # a limit of 1 KB: the streamed path, in blocks of a few lines
            import rankagg.stream.run as stream_run

            monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.000001")
            decide = stream_run.use_stream
            monkeypatch.setattr(stream_run, "use_stream", lambda *a, **k: chosen.append(decide(*a, **k)) or chosen[-1])
        assert main(["fuse", str(path), str(other), "--method", "rrf", "-o", str(out), "--quiet"]) == 2
        assert chosen == ([True] if entry.endswith("streamed") else [])
        assert want in capsys.readouterr().err
        assert not out.exists()
        return
    if entry == "api-fuse":
        with pytest.raises(ValueError, match=want.replace(".", r"\.")):
            rankagg.fuse([str(path), str(other)], "rrf")
        return
    if entry == "evaluate-run":
        with pytest.raises(ValueError, match=want.replace(".", r"\.")):
            rankagg.evaluate(str(path), str(qrels), ["AP"])
        return
    # qrels joined from the assessors' files of each shard, each with its mark
    qtext = "".join(MARK + "".join(f"q{q} 0 doc{s}{i} {i % 2}\n" for q in (1, 2, 3) for i in range(4))
                    for s in range(n_shards)).replace("\n", "\r\n" if form == "crlf" else "\n")
    qname = "qrels.txt.gz" if form == "gz-members" else "qrels.txt"
    _write(tmp_path / qname, qtext, form)
    with pytest.raises(ValueError, match=rf"{qname.replace('.', chr(92) + '.')}:13\b"):
        rankagg.evaluate(str(other), str(tmp_path / qname), ["AP"])


@pytest.mark.parametrize("form", FORMS)
def test_the_files_own_mark_and_a_mark_inside_a_line_are_read(tmp_path, form):
    """The class's edge: the mark at the file's start is dropped (one shard alone), and a mark that does not begin a
    line is part of its token, as trec_eval reads it (a docid ``doc\\ufeff1`` is a docid, not a joined file)."""
    text = MARK + _shard(0).replace("doc01 ", f"doc0{MARK}1 ")
    text = text.replace("\n", "\r\n") if form == "crlf" else text
    path = tmp_path / ("one.run.gz" if form == "gz-members" else "one.run")
    _write(path, text, form)
    with pytest.warns(Warning, match="byte-order mark at the start dropped"):
        fused = rankagg.fuse([str(path)], "rrf", depth=None)
    assert sorted(fused) == ["q1", "q2", "q3"]
    assert all(f"doc0{MARK}1" in fused[q] for q in fused)


@pytest.mark.parametrize("first_line", [2, 13, 10_001])
def test_a_streamed_piece_that_starts_with_a_mark_is_refused_at_its_line(tmp_path, first_line):
    """The streaming readers cut a file into pieces of whole lines; a piece that starts at a later line's mark (the
    cut fell just before a joined file's start) is refused at that line, as the whole file is."""
    from rankagg.io._errors import InputFormatError
    from rankagg.stream.text import chunk_columns

    path = tmp_path / "bm25.run"
    path.write_text(_shard(0))
    piece = (MARK + _shard(1)).encode()
    with pytest.raises(InputFormatError, match=rf"bm25\.run:{first_line}:"):
        chunk_columns(path, piece, first_line, False)


@pytest.mark.parametrize("streamed", [False, True])
def test_a_second_mark_at_the_files_start_is_read_as_text_and_not_written(tmp_path, monkeypatch, capsys, streamed):
    """The edge the readers leave as it was (tests/fuzz/test_text_regressions.py pins it): two marks at the file's
    start, the first dropped, the second read into the first qid as trec_eval reads it, on both paths; the fused
    run is then refused before writing, naming that qid, since its first line would read back without the mark."""
    if streamed:
        monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.000001")
    path = tmp_path / "r.run"
    path.write_text(MARK + MARK + _shard(0))
    out = tmp_path / "o.run"
    assert main(["fuse", str(path), "--method", "rrf", "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "byte-order mark at the start dropped" in err and repr(MARK + "q1") in err and not out.exists()


def _rows(qids):
    import pandas as pd

    return pd.DataFrame({"q_id": qids, "doc_id": [f"d{i}" for i in range(len(qids))], "score": 1.0,
                         "rel": 1, "run": "r"})


@pytest.mark.parametrize("at", [0, 1, 2])
@pytest.mark.parametrize("writer", ["fuse-table", "trec-rows", "qrels-rows"])
def test_no_writer_writes_a_query_id_that_begins_with_a_mark(tmp_path, capsys, writer, at):
    """The writers' half (``rankagg.io.rules.check_written_ids``): a query id held in memory or in a Parquet table
    that begins with U+FEFF would read back without it on the first line, and be refused on a later one."""
    from rankagg.io.format_io import write_qrels_rows, write_trec_rows

    qids = ["q1", "q2", "q3"]
    qids[at] = MARK + qids[at]
    out = tmp_path / "out.txt"
    if writer == "fuse-table":
        pytest.importorskip("pyarrow")
        _rows(qids)[["q_id", "doc_id", "score", "run"]].to_parquet(tmp_path / "t.parquet", index=False)
        assert main(["fuse", str(tmp_path / "t.parquet"), "--method", "rrf", "-o", str(out), "--quiet"]) == 2
        assert repr(qids[at]) in capsys.readouterr().err
    else:
        write = write_trec_rows if writer == "trec-rows" else write_qrels_rows
        with pytest.raises(ValueError, match="byte-order mark"):
            write(_rows(qids), out)
    assert not out.exists()


@pytest.mark.parametrize("gz", [False, True])
def test_a_grouped_streamed_block_that_starts_at_the_mark_is_refused(tmp_path, monkeypatch, capsys, gz):
    """Shards that answered different queries, joined: the file stays grouped by query, so the streamed reader cuts
    it into byte ranges of whole queries (the path beside the external partition); a range that starts exactly at
    the mark is the piece test above."""
    import rankagg.stream.run as stream_run

    text = MARK + _shard(0) + MARK + _shard(1, queries=("q4", "q5", "q6"))
    path = tmp_path / ("j.run.gz" if gz else "j.run")
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.000001")
    chosen: list = []
    decide = stream_run.use_stream
    monkeypatch.setattr(stream_run, "use_stream", lambda *a, **k: chosen.append(decide(*a, **k)) or chosen[-1])
    out = tmp_path / "o.run"
    assert main(["fuse", str(path), "--method", "rrf", "-o", str(out), "--quiet"]) == 2
    assert chosen == [True] and f"{path.name}:13:" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("folder", [False, True])
def test_a_run_table_given_to_aggregate_parquet_is_told_its_door(tmp_path, folder):
    """A shard's Parquet run table (q_id, doc_id, score, run) handed to ``aggregate_parquet``, which reads rankings
    datasets: refused naming it, with the doors that fuse it; and those doors fuse it (RRF by hand)."""
    pytest.importorskip("pyarrow")
    import pandas as pd

    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io import InputFormatError

    rows = pd.DataFrame({"q_id": ["1", "1", "2"], "doc_id": ["a", "b", "a"], "score": [2.0, 1.0, 1.0],
                         "run": ["x", "x", "x"]})
    path = tmp_path / ("t" if folder else "t.parquet")
    if folder:
        path.mkdir()
        rows.to_parquet(path / "part-00000.parquet", index=False)
    else:
        rows.to_parquet(path, index=False)
    with pytest.raises(InputFormatError, match=r"it is a Parquet run table .*rankagg\.fuse\(path, method\)"):
        aggregate_parquet("rrf", path, tmp_path / "o.run")
    assert not (tmp_path / "o.run").exists()
    assert rankagg.fuse(str(path), "rrf") == {"1": {"a": 1 / 61, "b": 1 / 62}, "2": {"a": 1 / 61}}
