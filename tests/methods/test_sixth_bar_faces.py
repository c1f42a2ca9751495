"""Issue 45's sixth bar (one method through every face): a run has one name on every face.

``rankagg fuse`` names a run file by its tag (its file name when tags repeat or a file has none; distinguishing
path suffixes when file names repeat too: :func:`rankagg.io.run_names.peek_run_names`), and weights, models and
``--explain`` meet runs by those names.  The folder :func:`~rankagg.io.parquet_writer.trec_runs_to_parquet`
writes from the same files is a face of them (a Parquet run table for ``rankagg fuse FOLDER``,
``rankagg.fuse(FOLDER)`` and ``aggregate_parquet``): it named its runs by file name, so weights keyed as every
other face keys them were refused there, and two files of one name (in two folders) could not be converted.

The shapes of a run set are generated (unique tags, repeated tags, a run without a line, one file name in two
folders, both); for each, every name the files get is a name the converted folder takes, and the folder fuses to
the files' fusion, query by query, bit for bit, for methods of each weighting rule.  A run that returned nothing
is a ``score:<run>`` column without a score: it is a run of the folder as the empty file is one of the files (its
name was in the folder's batches but not among its runs: ``KeyError`` from the streaming partition)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("pyarrow")

import rankagg  # noqa: E402
from rankagg.backends.streaming import aggregate_parquet  # noqa: E402
from rankagg.cli import main  # noqa: E402
from rankagg.io.parquet_writer import trec_runs_to_parquet  # noqa: E402
from rankagg.io.run_names import peek_run_names  # noqa: E402
from rankagg.methods.registry import make_method  # noqa: E402

RUNS = ["1 Q0 a 1 9 {t}\n1 Q0 b 2 8 {t}\n1 Q0 c 3 7 {t}\n2 Q0 x 1 5 {t}\n2 Q0 y 2 4 {t}\n",
        "1 Q0 c 1 3 {t}\n1 Q0 d 2 2 {t}\n1 Q0 a 3 1.5 {t}\n2 Q0 y 1 1 {t}\n",
        "10 Q0 x 1 2 {t}\n1 Q0 d 1 0.5 {t}\n1 Q0 a 2 0.25 {t}\n"]
#: run-set shapes: (relative path, tag) per run; None: a file without a line
SHAPES = {
    "unique tags": [("a.run", "A"), ("b.run", "B"), ("c.run", "C")],
    "repeated tags": [("a.run", "T"), ("b.run", "T"), ("c.run", "C")],
    "an empty run": [("a.run", "A"), ("b.run", "B"), ("e.run", None)],
    "one file name in two folders": [("x/a.run", "X"), ("y/a.run", "Y"), ("c.run", "C")],
    "one file name and one tag": [("x/a.run", "T"), ("y/a.run", "T"), ("c.run", "C")],
}
METHODS = ["rrf(k=5)", "combsum(norm='zscore')", "isr", "combmnz(norm='max')"]


def _write(folder: Path, shape: str) -> list[str]:
    paths = []
    for j, (rel, tag) in enumerate(SHAPES[shape]):
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("" if tag is None else RUNS[j].format(t=tag))
        paths.append(str(path))
    return paths


def _same_queries(got: dict, want: dict) -> bool:
    """Query by query, the same documents in the same order with the same scores (the folder lists its queries
    sorted by qid, the files in first appearance: docs/scale.md)."""
    return got.keys() == want.keys() and all(list(got[q].items()) == list(want[q].items()) for q in want)


@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_converted_folder_names_its_runs_as_the_files_are_named(shape, tmp_path):
    paths = _write(tmp_path, shape)
    names = peek_run_names(paths)
    trec_runs_to_parquet(paths, tmp_path / "wide")
    weights = {n: float(j + 2) for j, n in enumerate(names)}  # every run weighted, each by the name the files give it
    for method in METHODS:
        files = rankagg.fuse(paths, method, weights=weights, depth=None)
        folder = rankagg.fuse(str(tmp_path / "wide"), method, weights=weights, depth=None)
        assert _same_queries(folder, files), (shape, method)


def test_the_command_line_weighs_the_converted_folder_as_the_files(tmp_path):
    paths = _write(tmp_path, "repeated tags")
    trec_runs_to_parquet(paths, tmp_path / "wide")
    weights = ["--weights", "a.run=3,c.run=0.5"]  # tags repeat: every run is named by its file name
    outs = {}
    for name, inputs in (("files", paths), ("folder", [str(tmp_path / "wide")])):
        out = tmp_path / f"{name}.run"
        assert main(["fuse", *inputs, "--method", "rrf(k=5)", *weights, "--quiet", "-o", str(out)]) == 0
        outs[name] = sorted(out.read_text().splitlines(), key=lambda line: (line.split()[0], int(line.split()[3])))
    assert outs["folder"] == outs["files"]


def test_aggregate_parquet_on_the_converted_folder_takes_the_files_names(tmp_path):
    paths = _write(tmp_path, "unique tags")
    trec_runs_to_parquet(paths, tmp_path / "wide")
    weights = {"A": 2.0, "B": 0.5}
    files = rankagg.fuse(paths, "rrf(k=5)", weights=weights, depth=None)
    aggregate_parquet(make_method("rrf(k=5)").with_params(weights=weights), tmp_path / "wide", tmp_path / "agg.parquet")
    import pandas as pd

    table = pd.read_parquet(tmp_path / "agg.parquet")
    for q, want in files.items():
        rows = table[table.qid == q]
        assert rows.sort_values("score", ascending=False, kind="stable").docid.tolist() == list(want)  # its scores: the order


@settings(max_examples=12, deadline=None, database=None)
@given(weights=st.lists(st.sampled_from([0.0, 0.25, 1.0, 3.0]), min_size=3, max_size=3),
       method=st.sampled_from(METHODS), shape=st.sampled_from(list(SHAPES)))
def test_any_weights_by_name_fuse_the_folder_as_the_files(tmp_path_factory, weights, method, shape):
    folder = tmp_path_factory.mktemp("runs")
    paths = _write(folder, shape)
    by_name = dict(zip(peek_run_names(paths), weights))
    trec_runs_to_parquet(paths, folder / "wide")
    got = []
    for runs in (paths, str(folder / "wide")):
        try:
            got.append(rankagg.fuse(runs, method, weights=by_name, depth=None))
        except ValueError as exc:  # every weight 0: refused on both faces alike
            got.append(str(exc))
    assert got[0] == got[1] if isinstance(got[0], str) else _same_queries(got[1], got[0])


# ------------------------------------------------------------------ rankagg methods SPEC: the faces it has
def _specs() -> list[str]:
    """Every unsupervised method at its defaults, and the specs whose parameters change how it streams."""
    from rankagg.methods.registry import list_methods, method_class

    named = [n for n in list_methods() if not method_class(n).supervised]
    return named + ["agreement(scope='query')", "pseudo_qrels(scope='query')", "agreement(scope='blend')"]


def test_rankagg_methods_lists_the_faces_the_commands_use(tmp_path, monkeypatch):
    """For every unsupervised method (and the specs whose parameters change how it streams), ``rankagg methods
    SPEC`` says "streamed" when ``rankagg fuse`` streams the spec (the threshold forced to 0: it says "not
    streamed" otherwise, before reading), and "split across workers" when ``--backend dask`` takes it (its check,
    before any work); the Fuser when the Fuser builds it.  It read the class's tags at the defaults: own_items,
    the default method, streamed in passes and was described as batch only."""
    import rankagg.stream.run as run
    from rankagg.api import fuse_files
    from rankagg.api.commands import describe_one_method
    from rankagg.backends.dask_fuse import check_distributable
    from rankagg.fuser import Fuser
    from rankagg.methods.registry import parse_spec

    paths = _write(tmp_path, "unique tags")
    monkeypatch.setattr(run, "FUSE_STREAM_MIN_BYTES", 0)
    wrong = []
    for spec in _specs():
        faces = " | ".join(describe_one_method(spec)["faces"])
        said: list[str] = []
        fuse_files(paths, tmp_path / "o.run", method=spec, notice=said.append)
        streamed = not any("not streamed" in s for s in said)
        try:
            check_distributable(make_method(spec))
            split = True
        except ValueError:
            split = False
        try:
            name, params = parse_spec(spec)
            Fuser(name, **params)
            fuser = True
        except ValueError:
            fuser = False
        says = ("streamed" in faces, "split across workers" in faces and "not split" not in faces, "rankagg.Fuser" in faces)
        if says != (streamed, split, fuser):
            wrong.append(f"{spec}: says streamed, split, Fuser = {says}; does {(streamed, split, fuser)}")
    assert not wrong, wrong
