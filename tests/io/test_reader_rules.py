"""Issue 33 item 3: one reader per format, one set of rules (``rankagg/io/formats.py``, ``rankagg/io/rules.py``).

Each class of bad input is generated and given to every reader of the registry (TREC text, gzip, a Parquet
file, a Parquet folder, pandas, Arrow, Python mappings): each gives a clean ``ValueError`` naming the file
(or the object read), or, where the class cannot be written in that form, nothing is asked of it.  On
generated valid input (ids and scores of every accepted type) every reader gives the same fused output,
the files the same bytes."""

from __future__ import annotations

import gzip
import math
import re
import tempfile
from pathlib import Path
from typing import Any, Callable

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

import rankagg  # noqa: E402
from rankagg.api import fuse_files  # noqa: E402
from rankagg.io.formats import FORMATS, format_of, is_parquet, parquet_output  # noqa: E402
from rankagg.io.parquet_writer import trec_runs_to_parquet  # noqa: E402
from rankagg.io.rules import MAX_ID_CHARS, check_ids, check_scores  # noqa: E402

Row = tuple[str, Any, Any, Any]  # run, q_id, doc_id, score as given
GOOD: list[Row] = [("a", "1", "d1", 3.0), ("a", "1", "d2", 2.0), ("a", "2", "d3", 1.5), ("b", "1", "d2", 5.0),
                   ("b", "1", "d3", 4.0), ("b", "2", "d1", 1.0)]


# ------------------------------------------------------------------ one writer per reader of the registry
def _text(rows: list[Row]) -> dict[str, str]:
    runs: dict[str, str] = {}
    for r, q, d, s in rows:
        runs[r] = runs.get(r, "") + f"{q} Q0 {d} 0 {s} {r}\n"
    return runs


def _as_trec(rows: list[Row], folder: Path) -> list[str]:
    paths = []
    for r, text in _text(rows).items():
        (folder / f"{r}.run").write_text(text, encoding="utf-8")
        paths.append(str(folder / f"{r}.run"))
    return paths


def _as_gzip(rows: list[Row], folder: Path) -> list[str]:
    paths = []
    for r, text in _text(rows).items():
        with gzip.open(folder / f"{r}.run.gz", "wb") as fh:
            fh.write(text.encode("utf-8"))
        paths.append(str(folder / f"{r}.run.gz"))
    return paths


def _arrow(rows: list[Row]) -> Any:
    """The long table; a score column holding a string is a string column (as a CSV import makes it)."""
    cols = list(zip(*rows)) if rows else [[], [], [], []]
    scores = list(cols[3])
    if any(isinstance(v, str) for v in scores):
        scores = [v if isinstance(v, str) else repr(v) for v in scores]
    return pa.table({"q_id": pa.array(list(cols[1])), "doc_id": pa.array(list(cols[2])),
                     "score": pa.array(scores), "run": pa.array(list(cols[0]))})


def _as_parquet(rows: list[Row], folder: Path) -> list[str]:
    pq.write_table(_arrow(rows), folder / "runs.parquet")
    return [str(folder / "runs.parquet")]


def _as_folder(rows: list[Row], folder: Path) -> list[str]:
    """A folder of two part files (the rows cut in the middle of a query)."""
    (folder / "t").mkdir()
    half = len(rows) // 2
    pq.write_table(_arrow(rows[:half]), folder / "t" / "part-00000.parquet")
    pq.write_table(_arrow(rows[half:]), folder / "t" / "part-00001.parquet")
    return [str(folder / "t")]


def _as_frame(rows: list[Row], folder: Path) -> Any:
    return pd.DataFrame({"q_id": pd.Series([r[1] for r in rows], dtype=object),
                         "doc_id": pd.Series([r[2] for r in rows], dtype=object),
                         "score": pd.Series([r[3] for r in rows], dtype=object), "run": [r[0] for r in rows]})


def _as_arrow(rows: list[Row], folder: Path) -> Any:
    return _arrow(rows)


def _as_mapping(rows: list[Row], folder: Path) -> Any:
    runs: dict[str, dict] = {}
    for r, q, d, s in rows:
        runs.setdefault(r, {}).setdefault(q, {})[d] = s
    return runs


READERS: dict[str, Callable[[list[Row], Path], Any]] = {
    "trec": _as_trec, "gzip": _as_gzip, "parquet": _as_parquet, "parquet folder": _as_folder, "pandas": _as_frame,
    "arrow": _as_arrow, "mapping": _as_mapping}
FILES = ("trec", "gzip", "parquet", "parquet folder")
TEXT = ("trec", "gzip")


def test_the_registry_names_every_reader():
    assert {"trec", "parquet", "pandas", "arrow", "mapping"} <= {f.name for f in FORMATS.values() if f.kind == "runs"}
    with tempfile.TemporaryDirectory() as tmp:
        seen = {name: format_of(make(GOOD, Path(tmp) / name.replace(" ", "_")) if name not in FILES else
                                make(GOOD, _mk(Path(tmp) / name.replace(" ", "_")))[0])
                for name, make in READERS.items()}
    assert seen == {"trec": "trec", "gzip": "trec", "parquet": "parquet", "parquet folder": "parquet",
                    "pandas": "pandas", "arrow": "arrow", "mapping": "mapping"}
    assert parquet_output("x.PARQUET") and not parquet_output("x.run")
    import importlib

    for f in FORMATS.values():  # each names a reader that exists
        module, _, name = f.reader.rpartition(".")
        assert callable(getattr(importlib.import_module(module), name)), f


def _mk(p: Path) -> Path:
    p.mkdir(parents=True, exist_ok=True)
    return p


def _fuse(reader: str, rows: list[Row], folder: Path, method: str = "rrf") -> Any:
    return rankagg.fuse(READERS[reader](rows, _mk(folder)), method, depth=None)


# ------------------------------------------------------------------ each bad class, every reader
def _replace(i: int, value: Any, at: int = 2) -> list[Row]:
    rows = [list(r) for r in GOOD]
    rows[i][at] = value
    return [tuple(r) for r in rows]  # type: ignore[misc]


#: class -> (rows, the readers that can hold it, a fragment of the message)
BAD: dict[str, tuple[list[Row], tuple[str, ...], str]] = {
    "score with an underscore": (_replace(1, "1_5", 3), tuple(READERS), r"1_5"),
    "score in Arabic-Indic digits": (_replace(1, "١٠", 3), tuple(READERS), r"١٠"),
    "score nan": (_replace(1, "nan", 3), tuple(READERS), r"nan"),
    "score inf": (_replace(1, float("inf"), 3), tuple(READERS), r"inf"),
    "scores bool": ([(r, q, d, i % 2 == 0) for i, (r, q, d, s) in enumerate(GOOD)], ("parquet", "parquet folder", "pandas", "arrow", "mapping"), r"True"),
    "docid with a blank": (_replace(1, "d 2"), tuple(READERS), r"d 2|fields"),
    "docid with a tab": (_replace(1, "d\t2"), tuple(READERS), r"d\\t2|fields"),
    "docid with a newline": (_replace(1, "d\n2"), tuple(READERS), r"d\\n2|fields"),
    "empty docid": (_replace(1, ""), tuple(READERS), r"''|fields"),
    "empty run name": (_replace(1, "", 0), ("parquet", "parquet folder", "pandas", "arrow", "mapping"), r"''"),
    "float qids": ([(r, float(q), d, s) for r, q, d, s in GOOD], ("parquet", "parquet folder", "pandas", "arrow",
                                                                   "mapping"), r"float"),
    "None docid": (_replace(1, None), ("parquet", "parquet folder", "pandas", "arrow", "mapping"),
                   r"null|missing"),
    "NaN docid": (_replace(1, float("nan")), ("pandas", "mapping"), r"missing"),
    "bytes docids": ([(r, q, d.encode(), s) for r, q, d, s in GOOD], ("parquet", "parquet folder", "pandas",
                                                                       "arrow", "mapping"), r"bytes"),
    "bool docids": ([(r, q, i % 2 == 0, s) for i, (r, q, d, s) in enumerate(GOOD)],
                    ("parquet", "parquet folder", "pandas", "arrow", "mapping"), r"bool"),
    "docids mixing str and int": (_replace(1, 1), ("pandas", "mapping"), r"mixes str and int"),
    "a document twice in a list": (GOOD[:2] + [("a", "1", "d1", 0.5)] + GOOD[2:],
                                   ("trec", "gzip", "parquet", "parquet folder", "pandas", "arrow"), r"twice"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_every_reader_refuses_each_bad_class_naming_the_source(case, tmp_path):
    rows, readers, fragment = BAD[case]
    assert readers, case
    for reader in readers:
        folder = tmp_path / reader.replace(" ", "_")
        given_input = READERS[reader](rows, _mk(folder))
        with pytest.raises(ValueError, match=fragment) as info:
            rankagg.fuse(given_input, "rrf", depth=None)
        message = str(info.value)
        if reader in FILES:  # the file (the part file in a folder) and its line or row
            assert str(folder) in message, (case, reader, message)
        else:
            assert message.startswith(("runs", "dataframe", "Arrow table")), (case, reader, message)


def test_text_readers_read_a_float_looking_qid_as_its_text(tmp_path):
    """``1.0`` in a TREC file is the token '1.0', as trec_eval reads it: the correct answer, not an error."""
    rows = [(r, f"{q}.0", d, s) for r, q, d, s in GOOD]
    for reader in TEXT:
        assert set(_fuse(reader, rows, tmp_path / reader)) == {"1.0", "2.0"}


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty"])
def test_a_damaged_parquet_file_is_refused_naming_it(tmp_path, damage):
    path = Path(_as_parquet(GOOD, _mk(tmp_path / "f"))[0])
    raw = path.read_bytes()
    path.write_bytes({"truncated": raw[: len(raw) // 2] + b"PAR1", "garbage": b"PAR1" + b"\x00" * 64 + b"PAR1",
                      "empty": b"PAR1"}[damage])
    for target in (path, path.parent):  # the file, and the folder holding it
        with pytest.raises(ValueError, match="not a readable Parquet file") as info:
            fuse_files([str(target)], tmp_path / "o.run", method="rrf")
        assert str(path) in str(info.value)
    assert not (tmp_path / "o.run").exists()


def test_the_rules_name_the_row_and_cap_the_id_length():
    with pytest.raises(ValueError, match=r"^t:7: doc_id 'x y' holds a blank"):
        check_ids("t", "doc_id", ["a", "x y"], lambda i: 6 + i)
    with pytest.raises(ValueError, match="longer than"):
        check_ids("t", "doc_id", ["a" * (MAX_ID_CHARS + 1)])
    assert check_ids("t", "q_id", [3, 12]) == ["3", "12"]
    assert check_scores("t", ["1", "-2.5e1", ".5", 7]).tolist() == [1.0, -25.0, 0.5, 7.0]
    for bad in ("1_0", "0x10", "١", " 1", "1e", "", "infinity"):
        with pytest.raises(ValueError):
            check_scores("t", [bad])


# ------------------------------------------------------------------ the writers
def test_the_writers_refuse_an_id_that_would_not_read_back(tmp_path):
    import numpy as np

    from rankagg.data.rankings import Rankings
    from rankagg.io.parquet_writer import write_parquet
    from rankagg.io.trec_writer import write_trec_run
    from rankagg.io.formats import writer_for

    for q, d in (("q1", "a b"), ("q1", ""), ("q 1", "a"), ("q1", "a\nb")):
        data = Rankings(offsets=np.array([0, 2]), ranks=np.array([[1.0], [2.0]]), qids=np.array([q]),
                        docids=np.array([d, "c"]), ranker_names=("x",), scores=np.array([[2.0], [1.0]]))
        what = re.escape(f"document id {d!r} of query {q!r}" if q == "q1" else f"query id {q!r}")
        with pytest.raises(ValueError, match=f"{what}.*would not read back"):
            write_trec_run(tmp_path / "o.run", data, np.array([2.0, 1.0]))
        with pytest.raises(ValueError, match=f"{what}.*would not read back"):
            writer_for(tmp_path / "o.parquet").write_fused(tmp_path / "o.parquet", iter([(data, np.array([2.0, 1.0]))]),
                                                           tag="t", depth=None)
        with pytest.raises(ValueError, match="would not read back"):
            write_parquet(data, tmp_path / f"ds{len(d)}{len(q)}")
    assert not (tmp_path / "o.run").exists() and not (tmp_path / "o.parquet").exists()


# ------------------------------------------------------------------ one answer from every reader
def _rows(draw: Any) -> list[Row]:
    """Runs with ids of one type per column (str or int; qids sorted as text, every query in the first run, so
    the order of first appearance is the sorted order the converted folder keeps) and int, float or numeric
    string scores (a Parquet or Arrow score column holding a string is all strings)."""
    int_q, int_d = draw(st.booleans()), draw(st.booleans())
    n_q = draw(st.integers(1, 3))
    qids: list[Any] = list(range(1, n_q + 1)) if int_q else [f"q{i}" for i in range(1, n_q + 1)]
    docs: list[Any] = list(range(10, 16)) if int_d else ["a", "b", "B", "é", "d-1", "x.y"]
    score = st.one_of(st.integers(-3, 3), st.sampled_from([0.5, -1.25, 2.0, 1e-3]),
                      st.sampled_from(["1.5", "-2", "3e-1", "+.25"]))
    rows: list[Row] = []
    for j in range(draw(st.integers(1, 3))):
        for q in qids:
            chosen = draw(st.lists(st.sampled_from(docs), min_size=1 if j == 0 else 0, max_size=4, unique=True))
            rows += [(f"r{j}", q, d, draw(score)) for d in chosen]
    return rows


def _as_dict(got: Any) -> dict:
    if isinstance(got, dict):
        return got
    frame = got.to_pandas() if hasattr(got, "to_pandas") else got
    out: dict = {}
    for q, d, v in zip(frame["q_id"], frame["doc_id"], frame["score"]):
        out.setdefault(q, {})[d] = v
    return out


@settings(max_examples=12, deadline=None, database=None)
@given(data=st.data(), method=st.sampled_from(["rrf", "combsum(norm=minmax)"]))
def test_every_reader_gives_the_same_fused_output(data, method):
    rows = data.draw(st.composite(lambda draw: _rows(draw))())
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        outputs = {}
        for reader in FILES:
            paths = READERS[reader](rows, _mk(root / reader.replace(" ", "_")))
            fuse_files(paths, root / f"{reader}.out", method=method, depth=1000)
            outputs[reader] = (root / f"{reader}.out").read_bytes()
        runs = _as_trec(rows, _mk(root / "converted"))
        trec_runs_to_parquet(runs, root / "converted" / "ds", names=[Path(p).stem for p in runs])
        assert is_parquet(root / "converted" / "ds")
        fuse_files([str(root / "converted" / "ds")], root / "converted.out", method=method, depth=1000)
        outputs["trec_runs_to_parquet folder"] = (root / "converted.out").read_bytes()
        assert len(set(outputs.values())) == 1, {k: v[:200] for k, v in outputs.items()}
        want = _as_dict(_fuse("trec", rows, root / "t2", method))
        for reader in ("parquet", "parquet folder", "pandas", "arrow", "mapping"):
            got = {str(q): {str(d): v for d, v in docs.items()}
                   for q, docs in _as_dict(_fuse(reader, rows, root / f"m_{reader.replace(' ', '_')}", method)).items()}
            assert list(got) == list(want), reader
            for q in want:
                assert list(got[q].items()) == list(want[q].items()), (reader, q)
                assert all(math.isfinite(v) for v in got[q].values())


def test_the_command_line_fuses_a_parquet_folder_and_refuses_any_other_folder(tmp_path, capsys):
    from rankagg.cli import main

    runs = _as_trec(GOOD, _mk(tmp_path / "runs"))
    trec_runs_to_parquet(runs, tmp_path / "ds")
    assert main(["fuse", str(tmp_path / "ds"), "-o", str(tmp_path / "folder.run"), "--method", "rrf"]) == 0
    assert main(["fuse", *runs, "-o", str(tmp_path / "files.run"), "--method", "rrf"]) == 0
    assert (tmp_path / "folder.run").read_bytes() == (tmp_path / "files.run").read_bytes()
    capsys.readouterr()
    assert main(["fuse", str(tmp_path / "runs"), "-o", str(tmp_path / "x.run"), "--method", "rrf"]) != 0
    assert "is a directory" in capsys.readouterr().err


@settings(max_examples=150, deadline=None, database=None)
@given(token=st.text(alphabet="0123456789+-.eE_ianfINF١x", min_size=1, max_size=6))
def test_a_string_score_is_read_as_the_text_reader_reads_the_token(token):
    """The numbers rule is one rule: a score token the TREC text reader accepts, with its value, is the score
    :func:`check_scores` accepts from a string column, and a token it refuses is refused."""
    from rankagg.io.trec import read_trec_run

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "a.run"
        path.write_text(f"1 Q0 d {0} {token} t\n", encoding="utf-8")
        try:
            text = float(read_trec_run(path).scores[0, 0])
        except ValueError:
            text = None
    try:
        column = float(check_scores("t", [token])[0])
    except ValueError:
        column = None
    assert text == column, token


def test_a_dataset_without_scores_or_with_a_damaged_description_is_refused_naming_it(tmp_path):
    import numpy as np

    from rankagg.data.rankings import Rankings
    from rankagg.io.parquet import read_parquet
    from rankagg.io.parquet_writer import write_parquet

    data = Rankings(offsets=np.array([0, 2]), ranks=np.array([[1.0], [2.0]]), qids=np.array(["q1"]),
                    docids=np.array(["a", "c"]), ranker_names=("x",))
    write_parquet(data, tmp_path / "ranks")
    with pytest.raises(ValueError, match="part-00000.parquet: a rankagg dataset without score columns"):
        fuse_files([str(tmp_path / "ranks")], tmp_path / "o.run", method="rrf")
    (tmp_path / "ranks" / "_rankagg.json").write_text("{not json")
    for read in (lambda: read_parquet(tmp_path / "ranks"),
                 lambda: fuse_files([str(tmp_path / "ranks")], tmp_path / "o.run", method="rrf")):
        with pytest.raises(ValueError, match=r"_rankagg\.json: not a rankagg dataset description"):
            read()


def test_a_run_name_may_hold_blanks_but_not_be_empty(tmp_path):
    """A run's name is on no line (it meets weights and models by name): ``BM25 + RM3`` is read."""
    rows = [("BM25 + RM3" if r == "a" else r, q, d, s) for r, q, d, s in GOOD]
    want = _fuse("mapping", GOOD, tmp_path / "m0")
    for reader in ("parquet", "parquet folder", "pandas", "arrow", "mapping"):
        got = _as_dict(_fuse(reader, rows, tmp_path / reader.replace(" ", "_")))
        assert {str(q): {str(d): v for d, v in docs.items()} for q, docs in got.items()} == want, reader
