"""No name from an experiment file or a result places a file outside its folder (issue 45 item 6).

Each place that builds a path from such a name (rankagg/experiments/paths.py says which) gets generated
adversarial names: it either refuses them, naming the key and the value, or builds a path inside its folder.
End to end: an experiment whose dataset is named ``../../../escaped`` used to write its cell's result beside
the repository's ``results/``; it is now refused before any cell runs, and nothing is written."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.experiments.paths import NAME_MAX, name_under, path_under, plain_name
from rankagg.experiments.render_tables import _costs
from rankagg.experiments.report_figures import figure_path
from rankagg.experiments.results import result_path
from rankagg.experiments.experiment_file import load_experiment

#: names that leave a folder, or that no file system takes
from rankagg.experiments.runner import plan, run_experiments
ESCAPES = ["../x", "a/../../b", "/etc/passwd", "..", ".", "", "a\0b", "a\\..\\..\\b", "C:x", "C:\\x", "\\\\host\\share",
           "x/", "./x", "x" * (NAME_MAX + 1), "é" * 128, "~/x", "a//b"]
PARTS = st.sampled_from(["..", ".", "a", "b c", "", "C:", "~", "x" * 40])
JOINED = st.builds(lambda parts, sep, lead: lead + sep.join(parts), st.lists(PARTS, min_size=1, max_size=5),
                   st.sampled_from(["/", "\\"]), st.sampled_from(["", "/", "\\", "C:"]))
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
NAMES = st.one_of(st.sampled_from(ESCAPES), JOINED, TEXT, st.text(st.sampled_from("ab./\\\0"), min_size=1, max_size=12),
                  st.integers(240, 300).map(lambda n: "n" * n))
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _inside(folder: Path, path: Path) -> bool:
    """The brute-force reference: the path, links followed, is a file directly in the folder."""
    return path.resolve().parent == folder.resolve() and len(os.fsencode(path.name)) <= NAME_MAX


def _toml(value) -> str:
    """A TOML string or array of strings (JSON's, with DEL escaped and no surrogate pairs)."""
    return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")


def _experiment(tmp: Path, *, name: str = "t", results: str | None = None, datasets: str = '["junk"]',
                row: str = "") -> Path:
    folder = tmp / "experiments"
    folder.mkdir(exist_ok=True)
    path = folder / "t.toml"
    lines = [f"name = {_toml(name)}", f"datasets = {datasets}"]
    if results is not None:
        lines.append(f"results = {_toml(results)}")
    lines += ["[[rows]]", 'label = "Borda"', 'method = "borda"', row]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _refused_or_inside(build, check_inside, key: str) -> None:
    try:
        built = build()
    except ValueError as exc:
        assert key in str(exc), str(exc)
        return
    check_inside(built)


@pytest.mark.parametrize("name", ESCAPES)
def test_each_escape_is_refused_naming_the_key(tmp_path, name):
    with pytest.raises(ValueError, match=r"^the key: "):
        name_under(tmp_path, name, "the key")


def test_plain_names_are_kept():
    for name in ("mq2007__rrf-k-60.json", "MQ2007-agg+25", "trec-covid-r5", "a b", "é" * 127, "x" * NAME_MAX, "..a", "a.."):
        assert plain_name(name, "k") == name
    assert path_under(Path("/r"), "results/experiments/x/", "k") == Path("/r/results/experiments/x")


@SETTINGS
@given(NAMES)
def test_name_under_refuses_or_stays_inside(tmp_path, name):
    _refused_or_inside(lambda: name_under(tmp_path, name, "the key"), lambda p: _inside(tmp_path, p), "the key")


def test_a_link_out_of_the_folder_is_refused(tmp_path):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "out").symlink_to(tmp_path)
    with pytest.raises(ValueError, match="outside"):
        name_under(tmp_path / "in", "out", "k")
    with pytest.raises(ValueError, match="outside"):
        path_under(tmp_path / "in", "out/x", "k")


@SETTINGS
@given(NAMES)
def test_an_experiments_name(tmp_path, name):
    path = _experiment(tmp_path, name=name)
    _refused_or_inside(lambda: load_experiment(path).results,
                       lambda r: r.resolve().is_relative_to((tmp_path / "results").resolve()), ": name")


@SETTINGS
@given(NAMES)
def test_an_experiments_results_folder(tmp_path, name):
    path = _experiment(tmp_path, results=name)
    _refused_or_inside(lambda: load_experiment(path).results,
                       lambda r: r.resolve().is_relative_to(tmp_path.resolve()) and r.resolve() != tmp_path.resolve(),
                       ": results")


@SETTINGS
@given(NAMES)
def test_an_experiments_dataset(tmp_path, name):
    path = _experiment(tmp_path, datasets=_toml(["junk", name]))

    def check(cells):
        assert all(_inside(load_experiment(path).results, c.path) for c in cells)

    _refused_or_inside(lambda: plan(load_experiment(path)), check, "datasets[1]")


@SETTINGS
@given(NAMES)
def test_a_rows_datasets(tmp_path, name):
    path = _experiment(tmp_path, row=f"datasets = {_toml([name])}")
    _refused_or_inside(lambda: plan(load_experiment(path)), lambda cells: cells == [], "rows[0]: datasets[0]")


@SETTINGS
@given(NAMES)
def test_a_rows_legacy_file(tmp_path, name):
    path = _experiment(tmp_path, row=f"legacy = {{ junk = {_toml(name)} }}")
    _refused_or_inside(lambda: load_experiment(path).rows[0].legacy["junk"],
                       lambda p: p.resolve().is_relative_to(tmp_path.resolve()), "rows[0]: legacy.junk")


@SETTINGS
@given(NAMES, TEXT)
def test_a_result_file(tmp_path, dataset, label):
    _refused_or_inside(lambda: result_path(tmp_path, dataset, label), lambda p: _inside(tmp_path, p), "dataset")


@SETTINGS
@given(NAMES)
def test_the_costs_file_of_an_experiment_built_in_code(tmp_path, name):
    """An Experiment made without its file (no check at load): the costs file is still joined by the helper."""
    exp = dataclasses.replace(load_experiment(_experiment(tmp_path)), name=name)
    _refused_or_inside(lambda: _costs(exp), lambda rows: rows == {}, ": name")


@SETTINGS
@given(NAMES, NAMES)
def test_a_figure_of_the_report(tmp_path, label, dataset):
    """Figure names come from result files: always a file in the figures folder (slugs), never refused."""
    assert _inside(tmp_path, figure_path(tmp_path, "weights", label, dataset))


def test_two_long_figure_names_stay_apart(tmp_path):
    a, b = figure_path(tmp_path, "winloss", "x" * 300 + "a"), figure_path(tmp_path, "winloss", "x" * 300 + "b")
    assert a != b and len(a.name) < NAME_MAX


def _tiny_letor(folder: Path) -> Path:
    """Five LETOR subsets of 3 queries x 4 documents x 3 rankers (the data folder itself is the dataset)."""
    folder.mkdir()
    for s in range(1, 6):
        lines = [f"{(d + q) % 3} qid:{s}{q} " + " ".join(f"{k + 1}:{(d + k + q) % 4 + 1}" for k in range(3))
                 + f" #docid = G{s}{q}-{d}" for q in range(3) for d in range(4)]
        (folder / f"S{s}.txt").write_text("\n".join(lines) + "\n")
    return folder


def test_a_dataset_named_to_escape_writes_nothing(tmp_path):
    """The issue's case: ``datasets = ["../../../escaped"]`` read from a LETOR folder (the data folder itself is
    one) wrote ``escaped__borda.json`` beside ``results/``.  Now the file is refused, naming the key, and the
    run writes nothing."""
    data = _tiny_letor(tmp_path / "data")
    path = _experiment(tmp_path, datasets='["../../../escaped"]')
    before = sorted(p for p in tmp_path.rglob("*"))
    with pytest.raises(ValueError, match=r"t\.toml: datasets\[0\]: '\.\./\.\./\.\./escaped' .*path separator"):
        run_experiments([path], data_dir=str(data), progress=lambda m: None)
    assert sorted(p for p in tmp_path.rglob("*")) == before
    assert not (tmp_path / "escaped__borda.json").exists()
