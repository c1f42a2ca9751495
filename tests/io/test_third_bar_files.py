"""Issue 45's third bar, files and commands (``scripts/reliability_matrix.py --only u3f_``): each class of fault
the bar found, generated over every entry point its root fix serves.

* Parquet folders (``rankagg.io.run_table.parquet_files``, the one listing of every Parquet reader): files named
  ``.*`` or ``_*`` are not parts (as Arrow, Spark and Hive read a folder); a subfolder of parts (nested, hive
  ``key=value/``) is refused naming it, never left out; ``_rankagg.json`` names files beside it only; an id column
  holds one type over every part.  Generated over every format of the registry that reads a folder.
* Weights files (``rankagg.io.run_weights``): a negative weight, a name no run has and weights that are all 0 are
  refused naming the file and its line, for every form of weights file (``NAME W``, ``NAME=W``, JSON), and the
  model file for a model's weights.
* A zero-byte ``*.gz`` (``rankagg.io.guard.check_input_path``): refused for every input option of every command.
* Result records given to ``rankagg report``: every measure of the registry is checked against its range.
* Experiment files: every typed key refuses a value of another type, naming the file and the key.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("pyarrow")

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from rankagg.api import fuse_files  # noqa: E402
from rankagg.api.fusion_spec import read_weights  # noqa: E402
from rankagg.cli import main  # noqa: E402
from rankagg.evaluation.registry import definitions  # noqa: E402
from rankagg.experiments import experiment_file  # noqa: E402
from rankagg.experiments.experiment_file import load_experiment  # noqa: E402
from rankagg.experiments.report_data import load_results  # noqa: E402
from rankagg.io._errors import InputFormatError  # noqa: E402
from rankagg.io.formats import FORMATS, recognise  # noqa: E402
from rankagg.io.run_table import META  # noqa: E402
from tests.cli.test_process_guards import _argv, _id, input_options  # noqa: E402
from tests.io.test_registry_door import PLAIN, _read_all, core, same  # noqa: E402

RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"


# ------------------------------------------------------------------ Parquet folders
def _part_files(fmt, tmp: Path) -> list[Path]:
    """The Parquet part file(s) a format's writer writes for the plain sample (one file, or a folder's parts)."""
    out = tmp / "written" / fmt.targets[0]
    out.parent.mkdir()
    fmt.write(core(fmt, PLAIN, [3.0, 2.0, 1.0]), out)
    return sorted(out.glob("*.parquet")) if out.is_dir() else [out]


def _folder_formats() -> list[str]:
    """The registry's formats that read a folder of Parquet parts: those that recognise their writer's part files
    copied into a folder."""
    names = []
    for name, fmt in FORMATS.items():
        if fmt.writer is None or not fmt.targets or fmt.targets[0] == "":
            continue
        with tempfile.TemporaryDirectory() as t:
            try:
                parts = _part_files(fmt, Path(t))
            except Exception:  # noqa: BLE001 - a writer of another kind of file
                continue
            if not parts or parts[0].read_bytes()[:4] != b"PAR1":
                continue
            folder = Path(t) / "table"
            folder.mkdir()
            for p in parts:
                shutil.copy(p, folder / p.name)
            if fmt.recognise(folder) is None:
                names.append(name)
    return names


FOLDER_FORMATS = _folder_formats()


def test_the_folder_formats_are_found():
    assert {"parquet", "rankings-parquet"} <= set(FOLDER_FORMATS)  # not vacuous


def _table_folder(fmt, tmp: Path) -> tuple[Path, list[Path]]:
    folder = tmp / "table"
    folder.mkdir()
    parts = _part_files(fmt, tmp)
    for p in parts:
        shutil.copy(p, folder / p.name)
    return folder, parts


@pytest.mark.parametrize("hidden", [".copy.parquet", "_temporary.parquet", ".p.parquet.crc", "_SUCCESS"])
@pytest.mark.parametrize("name", FOLDER_FORMATS)
def test_files_named_dot_or_underscore_are_not_parts(name, hidden, tmp_path):
    fmt = FORMATS[name]
    folder, parts = _table_folder(fmt, tmp_path)
    want = _read_all(fmt, folder)
    shutil.copy(parts[0], folder / hidden)  # read as a part, its rows would be there twice (or refused)
    assert recognise(folder, fmt.kind) is fmt
    same(fmt.kind, _read_all(fmt, folder), want)


@pytest.mark.parametrize("sub", ["more", "run=x", "q_id=1/deeper"])
@pytest.mark.parametrize("name", FOLDER_FORMATS)
def test_a_subfolder_of_parts_is_refused_naming_it(name, sub, tmp_path):
    fmt = FORMATS[name]
    folder, parts = _table_folder(fmt, tmp_path)
    (folder / sub).mkdir(parents=True)
    shutil.copy(parts[0], folder / sub / "p.parquet")
    (folder / "notes").mkdir()  # a subfolder without parts is no part of the table, and no fault
    if name == "parquet" and "=" in sub:  # the run table reads hive partitions, never with parts beside them
        with pytest.raises(InputFormatError, match=rf"a part file beside the hive partitions {sub.split('/')[0]}/") as exc:
            _read_all(fmt, folder)
        assert str(exc.value).startswith(f"{folder / parts[0].name}:")
        return
    with pytest.raises(InputFormatError, match="nested or hive-partitioned|no hive partition") as exc:
        _read_all(fmt, folder)
    assert str(exc.value).startswith(f"{folder / sub.split('/')[0]}:")


@pytest.mark.parametrize("name", FOLDER_FORMATS)
def test_only_hive_folders_are_still_a_table_whose_reader_names_them(name, tmp_path):
    fmt = FORMATS[name]
    parts = _part_files(fmt, tmp_path)
    (tmp_path / "table" / "run=x").mkdir(parents=True)
    shutil.copy(parts[0], tmp_path / "table" / "run=x" / "p.parquet")
    try:  # was "is a directory, not a regular file": recognised as the table, or refused naming the subfolder
        assert recognise(tmp_path / "table", fmt.kind) is fmt
    except InputFormatError as exc:
        assert "run=x: a folder of part files" in str(exc)
    if name != "parquet":
        with pytest.raises(InputFormatError, match="run=x: a folder of part files"):
            _read_all(fmt, tmp_path / "table")
        return
    # the run table reads a hive partition's key as a column (tests/fuzz/test_table_hive.py): here the part's
    # own run column says otherwise, so it is refused naming the file and row; where they agree it is read
    with pytest.raises(InputFormatError, match=r"run=x/p\.parquet:1: run '.*' in a file of the hive partition run=x"):
        _read_all(fmt, tmp_path / "table")
    import pyarrow.compute as pc

    rows = pq.read_table(parts[0])
    run = rows.column("run")[0].as_py()
    one = rows.filter(pc.equal(rows.column("run"), run))  # the rows of one run, in its partition run=<run>
    shutil.rmtree(tmp_path / "table" / "run=x")
    (tmp_path / "table" / f"run={run}").mkdir()
    pq.write_table(one, tmp_path / "table" / f"run={run}" / "p.parquet")
    pq.write_table(one, tmp_path / "one.parquet")
    same(fmt.kind, _read_all(fmt, tmp_path / "table"), _read_all(fmt, tmp_path / "one.parquet"))


@pytest.mark.parametrize("listed", ["../x.parquet", "/tmp/x.parquet", "sub/x.parquet", "..", "a\\b.parquet"])
@pytest.mark.parametrize("name", FOLDER_FORMATS)
def test_the_description_names_files_beside_it_only(name, listed, tmp_path):
    fmt = FORMATS[name]
    folder, parts = _table_folder(fmt, tmp_path)
    shutil.copy(parts[0], tmp_path / "x.parquet")
    written = tmp_path / "written" / fmt.targets[0] / META  # the writer's own description, when it writes one
    meta = json.loads(written.read_text()) if written.is_file() else {}
    meta["files"] = [{"path": p.name} for p in parts] + [{"path": listed}]
    (folder / META).write_text(json.dumps(meta))
    with pytest.raises(InputFormatError, match="not a file of the folder") as exc:
        _read_all(fmt, folder)
    assert str(exc.value).startswith(f"{folder / META}:")


@pytest.mark.parametrize("drop", ["ranker_names", "has_scores", "has_labels"])
def test_a_dataset_description_without_a_key_is_refused_naming_it(drop, tmp_path):
    """A stranger's _rankagg.json without a key the reader takes (was a bare KeyError)."""
    fmt = FORMATS["rankings-parquet"]
    _part_files(fmt, tmp_path)
    folder = tmp_path / "written" / fmt.targets[0]
    meta = json.loads((folder / META).read_text())
    del meta[drop]
    (folder / META).write_text(json.dumps(meta))
    with pytest.raises(InputFormatError, match="not a rankagg dataset description") as exc:
        _read_all(fmt, folder)
    assert str(exc.value).startswith(f"{folder / META}:")


ID_COLUMNS = ["q_id", "doc_id", "run"]


@pytest.mark.parametrize("first_int", [True, False])
@pytest.mark.parametrize("column", ID_COLUMNS)
def test_an_id_column_holds_one_type_over_the_parts(column, first_int, tmp_path):
    """The run table: q_id 1 (int64) in one part and '1' in another were one query, '01' and 1 two."""
    def part(rows: dict, as_int: bool) -> pa.Table:
        cols = dict(rows)
        if as_int:
            cols[column] = pa.array([int(v) for v in rows[column]], pa.int64())
        return pa.table(cols)

    a = {"q_id": ["1", "1"], "doc_id": ["10", "11"], "score": [2.0, 1.0], "run": ["7", "7"]}
    b = {"q_id": ["1", "2"], "doc_id": ["12", "10"], "score": [5.0, 4.0], "run": ["8", "8"]}
    folder = tmp_path / "t"
    folder.mkdir()
    pq.write_table(part(a, first_int), folder / "p0.parquet")
    pq.write_table(part(b, not first_int), folder / "p1.parquet")
    with pytest.raises(InputFormatError, match=f"column {column} holds") as exc:
        _read_all(FORMATS["parquet"], folder)
    assert str(exc.value).startswith(f"{folder / 'p1.parquet'}:")
    pq.write_table(part(b, first_int), folder / "p1.parquet")  # the same type in both: read
    assert len(_read_all(FORMATS["parquet"], folder)) == 4


# ------------------------------------------------------------------ weights
WEIGHT_FORMS = {
    "lines": lambda w: "".join(f"{k} {v!r}\n" for k, v in w.items()),
    "equals": lambda w: "# weights\n" + "".join(f"{k}={v!r}\n" for k, v in w.items()),
    "json": lambda w: json.dumps(w),
}


def _where(form: str, path: Path, line: int) -> str:
    """Where an error about the weights file's entry on ``line`` (counted among the entries) points."""
    if form == "json":
        return f"{path}: "
    return f"{path}:{line + (1 if form == 'equals' else 0)}: "


def _fuse(tmp: Path, weights_file: Path) -> None:
    (tmp / "a.run").write_text(RUN)
    (tmp / "b.run").write_text(RUN2)
    fuse_files([tmp / "a.run", tmp / "b.run"], tmp / "o.run", method="combsum", weights=read_weights(str(weights_file)))


@pytest.mark.parametrize("form", WEIGHT_FORMS)
@pytest.mark.parametrize("fault,weights,line,says", [
    ("negative", {"t": 1.0, "u": -1.0}, 2, "is negative"),
    ("negative zero point", {"t": -0.5, "u": 1.0}, 1, "is negative"),
    ("unknown run", {"t": 1.0, "zz": 2.0}, 2, "unknown run name(s) zz"),
    ("path for a name", {"./a.run": 1.0}, 1, "unknown run name(s) ./a.run"),
    ("all zero", {"t": 0.0, "u": 0.0}, None, "every weight is 0"),
])
def test_a_weights_file_fault_names_the_file_and_line(form, fault, weights, line, says, tmp_path):
    path = tmp_path / ("w.json" if form == "json" else "w.txt")
    path.write_text(WEIGHT_FORMS[form](weights))
    with pytest.raises(ValueError) as exc:
        _fuse(tmp_path, path)
    text = str(exc.value)
    assert says in text
    assert text.startswith(_where(form, path, line) if line is not None else f"{path}: "), text
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("form", WEIGHT_FORMS)
def test_a_weight_of_zero_leaves_a_run_out(form, tmp_path):
    """Hand-computed: combsum (min-max per list) with run t weighing 0 ranks u's top document first per query."""
    path = tmp_path / ("w.json" if form == "json" else "w.txt")
    path.write_text(WEIGHT_FORMS[form]({"t": 0.0, "u": 1.0}))
    _fuse(tmp_path, path)
    rows = [line.split() for line in (tmp_path / "o.run").read_text().splitlines()]
    assert [r[2] for r in rows if r[3] == "1"] == ["b", "d"]
    assert all(abs(float(r[4])) < 1e-30 for r in rows if r[3] != "1")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.floats(allow_nan=False, allow_infinity=False, max_value=1e100, min_value=-1e100), line=st.integers(1, 3))
def test_the_sign_of_any_weight_decides_hypothesis(tmp_path, value, line):
    """Any finite weight: below 0 refused at its line, else read as it is."""
    names = ["t", "u", "v"]
    weights = {n: (value if i + 1 == line else 1.0) for i, n in enumerate(names)}
    path = tmp_path / "w.txt"
    path.write_text(WEIGHT_FORMS["lines"](weights))
    if value < 0:
        with pytest.raises(ValueError, match=f"^{path}:{line}: weight"):
            read_weights(str(path))
    else:
        assert read_weights(str(path)) == weights


def test_a_models_weights_are_named_by_the_model_file(tmp_path):
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    model = tmp_path / "m.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": {"zz": 1, "u": 1},
                                 "tuned_for": "nDCG@10"}))
    with pytest.raises(ValueError, match=re.escape(f"{model}: the model was tuned on the runs zz, u, not on t")):
        fuse_files([tmp_path / "a.run", tmp_path / "b.run"], tmp_path / "o.run", model=model)


# ------------------------------------------------------------------ a zero-byte .gz, for every input option
@pytest.mark.parametrize("words,action", [pytest.param(w, a, id=_id(w, a)) for w, a in input_options()])
def test_a_zero_byte_gz_is_refused_for_every_input_option(tmp_path, monkeypatch, capsys, words, action):
    from rankagg.api.commands import INPUT_OPTIONS

    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text("1 0 a 1\n2 0 a 1\n")
    (tmp_path / "x.gz").write_bytes(b"")
    code = main(_argv(words, action, "x.gz"))
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"{INPUT_OPTIONS[action.dest]} x.gz: is empty, not gzip data" in err, err
    assert "Traceback" not in err and not (tmp_path / "out.txt").exists()


def test_a_zero_byte_file_not_named_gz_is_still_an_empty_file(tmp_path):
    """The rule is about gzip's name only: an empty run beside another is read as before (a run without lines)."""
    (tmp_path / "a.run").write_text("")
    (tmp_path / "b.run").write_text(RUN2)
    fuse_files([tmp_path / "a.run", tmp_path / "b.run"], tmp_path / "o.run", method="rrf")
    assert (tmp_path / "o.run").read_text()


# ------------------------------------------------------------------ result records given to report
def _spelt(d) -> str:
    if d.cutoff == "required":
        return d.name + ("@0.5" if d.cutoff_kind is float else "@5")
    return d.name


MEASURES = [(family, d) for family in ("trec", "letor") for d in definitions(family)]


@pytest.mark.parametrize("value", [1.5, -0.25, 0.0, 0.5, 1.0, 1200.0])
@pytest.mark.parametrize("family,d", [pytest.param(f, d, id=f"{f}-{d.name}") for f, d in MEASURES])
def test_every_measure_of_a_record_is_in_its_range(family, d, value, tmp_path):
    name = _spelt(d)
    record = {name: value, **({"MeanNDCG": 0.5} if family == "letor" and name != "MeanNDCG" else {})}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    inside = value >= 0 and (d.at_most is None or value <= d.at_most)
    if inside:
        assert load_results([path]).entries[0].test[name] == value
    else:
        with pytest.raises(ValueError, match=f"^{path}: {name.replace('(', '[(]').replace(')', '[)]')} = "):
            load_results([path])


def test_the_bounds_are_declared_where_the_measures_are():
    """Hand-checked: the counts and graded RBP (gain up to 2^2 - 1 per document) have no upper bound; every
    other measure is a proportion."""
    unbounded = {(f, d.name) for f, d in MEASURES if d.at_most is None}
    assert unbounded == {("trec", "NumQ"), ("trec", "NumRet"), ("trec", "NumRel"), ("trec", "NumNonRelJudgedRet"),
                         ("letor", "RBP")}


@pytest.mark.parametrize("value,refused", [(1.0000000000000004, False), (1 + 1e-6, True), (-1e-15, False)])
def test_rounding_is_not_out_of_range(value, refused, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"nDCG@1": value}))
    if refused:
        with pytest.raises(ValueError, match="outside its range"):
            load_results([path])
    else:
        assert load_results([path]).entries[0].test["nDCG@1"] == value


def test_a_per_query_value_out_of_range_is_refused(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"AP": 0.5, "per_query": {"1": {"AP": 0.5}, "2": {"AP": 1.5}}}))
    with pytest.raises(ValueError, match=r"per_query\['2'\]: AP = 1.5"):
        load_results([path])


def test_a_measure_the_registry_does_not_know_is_taken_as_it_is(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"my score": 7.5}))
    assert load_results([path]).entries[0].test["my score"] == 7.5


# ------------------------------------------------------------------ experiment files
EXPERIMENT = 'name = "e1"\n{top}datasets = ["MQ2008-small"]\n[[rows]]\nlabel = "b"\nmethod = "borda"\n{row}'
WRONG = {"text": [1, ["MAP"], True], "list": ["MAP", [1], {"a": 1}]}
TYPED = ([(k, "text", v) for k in experiment_file._TEXT_KEYS for v in WRONG["text"]]
         + [(k, "list", v) for k in experiment_file._TEXT_LISTS for v in WRONG["list"]]
         + [("seed", "seed", v) for v in (True, 1.5, -1, "1")])


def _toml(value) -> str:
    return json.dumps(value) if not isinstance(value, dict) else "{ " + ", ".join(f"{k} = {json.dumps(v)}" for k, v in value.items()) + " }"


@pytest.mark.parametrize("key,kind,value", TYPED)
def test_an_experiment_key_of_another_type_is_refused(key, kind, value, tmp_path):
    path = tmp_path / "e.toml"
    path.write_text(EXPERIMENT.format(top=f"{key} = {_toml(value)}\n", row=""))
    with pytest.raises(ValueError, match=f"^{path}: {key} must be"):
        load_experiment(path)


@pytest.mark.parametrize("key", list(experiment_file._ROW_TEXT_KEYS))
def test_a_row_key_of_another_type_is_refused(key, tmp_path):
    row = {"label": '"b"', "method": '"borda"', key: "3"}
    path = tmp_path / "e.toml"
    path.write_text('name = "e1"\ndatasets = ["MQ2008-small"]\n[[rows]]\n' + "".join(f"{k} = {v}\n" for k, v in row.items()))
    with pytest.raises(ValueError, match=rf"^{path}: rows\[0\]: {key} must be a text"):
        load_experiment(path)


@pytest.mark.parametrize("where", ["fixed = { k = 1e400 }", "fixed = { k = nan }", "grid = { k = [60, -inf] }"])
def test_a_parameter_that_is_not_finite_is_refused(where, tmp_path):
    path = tmp_path / "e.toml"
    path.write_text(EXPERIMENT.format(top="", row=where + "\n"))
    with pytest.raises(ValueError, match=rf"^{path}: rows\[0\]: (fixed|grid)\.k: .* is not a finite number"):
        load_experiment(path)


def test_the_repository_experiments_still_load():
    root = Path(__file__).resolve().parents[2] / "experiments"
    loaded = [load_experiment(p) for p in sorted(root.glob("*.toml"))]
    assert loaded and all(isinstance(e.measures, tuple) and all(isinstance(m, str) for m in e.measures) for e in loaded)


def test_the_matrix_holds_the_third_bar():
    """The cases live in the matrix, each run in its own process (``scripts/reliability_matrix.py --only u3f_``),
    a few in the fast subset the suite runs (``tests/package/test_reliability.py``)."""
    text = (Path(__file__).resolve().parents[2] / "scripts" / "reliability_matrix.py").read_text(encoding="utf-8")
    assert text.count('Case("u3f_') >= 50
    assert "c += third_bar_files_cases()" in text
