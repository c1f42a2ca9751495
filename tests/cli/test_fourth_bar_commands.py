"""Issue 45's fourth bar (commands, options and outputs), its fault classes generated over what they apply to:

* an output that names an open descriptor (``/dev/stdout``, ``/proc/self/fd/1``, a symlink to one): every output
  option of every command is refused before any work, and a write through one never replaces the file behind it;
* an option a command would not read with its arguments (``train RUN... --fold 3``): refused by name, from a truth
  table written here from the commands' help, for every mode of each command;
* a method parameter given twice with two values: every registered method's every parameter, in the spec and as a
  keyword, and every entry point that meets a spec and parameters;
* experiment files of the wrong shape, and their values and measures, checked at load.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rankagg.api.commands import OUTPUT_OPTIONS, check_command_files
from rankagg.cli import main
from rankagg.cli_commands import OPTION_USES, refuse_unused_options
from rankagg.cli_parser import build_parser
from rankagg.io.atomic import atomic_write_text
from rankagg.io.output_guard import descriptor_path
from rankagg.methods.registry import list_methods, make_method, method_class

ROOT = Path(__file__).resolve().parents[2]
RUN_A = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
RUN_B = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"


def _cli(args: list[str], cwd: Path, **kwargs) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "rankagg.cli", *args], cwd=cwd, env=env, text=True, **kwargs)


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    """Every subcommand's parser (``experiment run`` as ``experiment run``), from the parser itself."""
    def subs(p: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                return dict(a.choices)
        return {}

    found: dict[str, argparse.ArgumentParser] = {}
    for name, p in subs(build_parser(["report"])).items():
        found[name] = p
        found.update({f"{name} {m}": q for m, q in subs(p).items()})
    return found


def _output_options() -> list:
    """(command, dest, flag) for every output option (:data:`OUTPUT_OPTIONS`) of every subcommand."""
    out = []
    for command, p in _subcommands().items():
        for a in p._actions:
            if a.dest in OUTPUT_OPTIONS and a.option_strings:
                out.append(pytest.param(command, a.dest, OUTPUT_OPTIONS[a.dest], id=f"{command} {a.option_strings[-1]}"))
    return out


# ----------------------------------------------------------------- outputs through a descriptor
def _descriptor_spellings(tmp: Path) -> list[str]:
    (tmp / "to_stdout").symlink_to("/proc/self/fd/1")
    (tmp / "fds").symlink_to("/proc/self/fd")
    (tmp / "chain").symlink_to(tmp / "to_stdout")
    (tmp / "dev").symlink_to("/dev")
    return ["/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/fd/1", "/dev/fd/3", "/proc/self/fd/2",
            f"/proc/{os.getpid()}/fd/1", "/proc/thread-self/fd/1", "/proc/self/task/1/fd/1", str(tmp / "to_stdout"),
            str(tmp / "fds" / "1"), str(tmp / "chain"), str(tmp / "dev" / "stdout"), "/dev/../dev/stdout"]


def test_output_options_are_found():
    found = {p.values[0] for p in _output_options()}
    assert {"fuse", "tune", "train", "calibrate", "report"} <= found, found


@pytest.mark.parametrize("command, dest, flag", _output_options())
def test_every_output_option_refuses_a_descriptor_before_any_work(tmp_path, command, dest, flag):
    for spelling in _descriptor_spellings(tmp_path):
        with pytest.raises(ValueError, match="open file descriptor") as caught:
            check_command_files(command.split()[0], {dest: spelling})
        assert f"{flag} {spelling}" in str(caught.value)
    # a file, and a symlink to a file, are written as before
    (tmp_path / "real.out").write_text("x")
    (tmp_path / "link.out").symlink_to(tmp_path / "real.out")
    for fine in (tmp_path / "new.out", tmp_path / "link.out", tmp_path / "missing" / "sub" / "x.out"):
        check_command_files(command.split()[0], {dest: str(fine)})


def test_every_writer_refuses_a_descriptor(tmp_path):
    """The writers' own guard (atomic_output), for the API's writers too: nothing is written.  Only the
    spellings under tmp_path: were the guard gone, a write would replace no file outside it."""
    for spelling in [s for s in _descriptor_spellings(tmp_path) if s.startswith(str(tmp_path)) and "dev" not in s]:
        with pytest.raises(ValueError, match="open file descriptor"):
            atomic_write_text(spelling, "x\n")


def _chain(tmp: Path, hops: list[str]) -> tuple[str, bool]:
    """A chain of symlinks l0 -> l1 -> ... -> the last hop; whether a hop names a descriptor (by hand)."""
    names = [str(tmp / f"l{i}") for i in range(len(hops))]
    for i, hop in enumerate(hops):
        target = {"file": str(tmp / "plain.txt"), "fd": "/proc/self/fd/1", "devout": "/dev/stdout",
                  "next": names[i + 1] if i + 1 < len(names) else str(tmp / "plain.txt"),
                  "dir": str(tmp / "sub")}[hop]
        os.symlink(target, names[i])
    return names[0], any(h in ("fd", "devout") for h in hops[: hops.index("file") + 1 if "file" in hops else None])


@pytest.mark.parametrize("hops", [["file"], ["next", "file"], ["next", "next", "fd"], ["next", "devout"], ["fd"],
                                  ["next", "next", "next", "file"], ["devout"]])
def test_descriptor_path_follows_every_link(tmp_path, hops):
    (tmp_path / "plain.txt").write_text("x")
    start, through = _chain(tmp_path, hops)
    assert (descriptor_path(start) is not None) == through
    assert descriptor_path(str(tmp_path / "plain.txt")) is None
    assert descriptor_path("/proc/self/cwd/x") is None  # /proc/self, not a descriptor
    assert descriptor_path("/proc/self/fdinfo/1") is None


def test_fuse_to_dev_stdout_keeps_what_the_stream_holds(tmp_path):
    """fuse -o /dev/stdout with stdout a file: refused, and the file keeps the header and footer around it
    (before: the file was replaced by the run, the shell's lines lost)."""
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    with open(tmp_path / "all.txt", "w") as f:
        f.write("header\n")
        f.flush()
        r = _cli(["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "/dev/stdout"], tmp_path, stdout=f,
                 stderr=subprocess.PIPE)
        f.write("footer\n")
    assert r.returncode == 2 and "-o /dev/stdout: names an open file descriptor" in r.stderr
    assert (tmp_path / "all.txt").read_text() == "header\nfooter\n"


@pytest.mark.parametrize("command", [["calibrate", "--method", "rrf"], ["tune", "--method", "rrf", "--folds", "2"]])
def test_model_to_a_link_to_stdout_keeps_the_link(tmp_path, command):
    """A model written to a symlink to /proc/self/fd/1 (stdout a file): before, the file was replaced, the model
    failed to read back through the link and the link was removed."""
    for r in "xyz":
        (tmp_path / f"{r}.run").write_text("".join(f"{q} Q0 d{(q + i + ord(r)) % 6} {i + 1} {9 - i} {r}\n"
                                                   for q in range(1, 7) for i in range(4)))
    (tmp_path / "q.txt").write_text("".join(f"{q} 0 d{q % 6} 1\n{q} 0 d{(q + 1) % 6} 1\n" for q in range(1, 7)))
    (tmp_path / "out").symlink_to("/proc/self/fd/1")
    with open(tmp_path / "log.txt", "w") as f:
        r = _cli([command[0], "x.run", "y.run", "z.run", "--qrels", "q.txt", *command[1:], "-o", "out"], tmp_path,
                 stdout=f, stderr=subprocess.PIPE)
    assert r.returncode == 2 and "-o out (a link to /proc/self/fd/1)" in r.stderr
    assert (tmp_path / "out").is_symlink() and (tmp_path / "log.txt").read_text() == ""


# ----------------------------------------------------------------- options a command would not read
#: by hand, from each command's --help: the options of OPTION_USES that each mode of the command reads
READS = {
    ("train", "runs"): {"measure", "folds", "input_depth", "seed"},
    ("train", "dataset"): {"fold", "data_dir"},
    **{("tune", s): set() for s in ("nested", "params")},
    ("tune", "coordinate"): {"step", "max_settings"},
    ("tune", "grid"): {"step", "max_settings"},
    ("tune", "random"): {"step", "trials", "max_settings"},
    ("benchmark", "local"): set(),
    ("benchmark", "dask"): {"scheduler"},
}
MODES = {
    ("train", "runs"): ["train", "x.run", "--qrels", "q.txt", "-o", "m.json"],
    ("train", "dataset"): ["train", "--dataset", "MQ2008-agg", "--method", "pooled", "-o", "m.json"],
    **{("tune", s): ["tune", "x.run", "--qrels", "q.txt", "--search", s, "-o", "m.json"]
       for s in ("nested", "params", "coordinate", "grid", "random")},
    **{("benchmark", b): ["benchmark", "--dataset", "MQ2008-agg", "--backend", b] for b in ("local", "dask")},
}
VALUES = {"fold": "2", "data_dir": "d", "measure": "P@5", "folds": "3", "input_depth": "5", "seed": "1", "step": "0.5",
          "trials": "3", "max_settings": "100", "scheduler": "tcp://127.0.0.1:9"}


def test_the_truth_table_covers_every_declared_option():
    for command, uses in OPTION_USES.items():
        modes = [m for c, m in READS if c == command]
        assert modes, command
        parser = _subcommands()[command]
        dests = {a.dest for a in parser._actions}
        assert set(uses) <= dests, set(uses) - dests  # no typo in the table
        assert set(uses) == set(VALUES) & set(uses) and set().union(*(READS[command, m] for m in modes)) <= set(uses)


@pytest.mark.parametrize("mode", list(MODES), ids=lambda m: " ".join(m))
def test_an_option_is_refused_exactly_where_its_command_would_not_read_it(mode):
    command = mode[0]
    for dest in OPTION_USES[command]:
        flag = "--" + dest.replace("_", "-")
        args = build_parser().parse_args([*MODES[mode], flag, VALUES[dest]])
        if dest in READS[mode]:
            refuse_unused_options(args)
        else:
            with pytest.raises(ValueError, match=f"^{flag} applies to .* only: this rankagg {command} would not read it"):
                refuse_unused_options(args)
    refuse_unused_options(build_parser().parse_args(MODES[mode]))  # defaults are not given


def test_measure_is_not_read_without_the_held_out_estimate():
    args = build_parser().parse_args([*MODES["train", "runs"], "--folds", "0", "--measure", "P@5"])
    with pytest.raises(ValueError, match="--measure applies to"):
        refuse_unused_options(args)


def test_the_command_line_refuses_before_any_work(tmp_path, capsys, monkeypatch):
    (tmp_path / "x.run").write_text(RUN_A)
    (tmp_path / "q.txt").write_text("1 0 a 1\n")
    monkeypatch.chdir(tmp_path)  # restored after the test: os.chdir left the worker in this folder
    assert main(["train", "x.run", "--qrels", "q.txt", "--fold", "3", "-o", "m.json"]) == 2
    assert "rankagg train: error: --fold applies to a LETOR --dataset only" in capsys.readouterr().err
    assert not (tmp_path / "m.json").exists()


# ----------------------------------------------------------------- a parameter given twice
def _parameters() -> list:
    out = []
    for name in list_methods():
        for key, default in method_class(name).defaults.items():
            out.append(pytest.param(name, key, default, id=f"{name}.{key}"))
    return out


@pytest.mark.parametrize("name, key, default", _parameters())
def test_a_parameter_in_the_spec_and_as_a_keyword(name, key, default):
    """Two values: refused naming the parameter, before the method is built; one value: accepted."""
    spec = f"{name}({key}={default!r})"
    other = "another value" if default != "another value" else "a third value"
    with pytest.raises(ValueError, match=f"{key} given twice with two values"):
        make_method(spec, **{key: other})
    if isinstance(default, (bool, int, float, str)) or default is None:
        assert make_method(spec, **{key: default}).get_params() == make_method(name, **{key: default}).get_params()


def _entry_points(tmp: Path) -> dict:
    import rankagg
    from rankagg.api.fusion_spec import make_fusion
    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.resolved_cell import resolve_cell
    from rankagg.fuser import Fuser

    (tmp / "m.json").write_text('{"format": "rankagg-fusion", "method": "rrf", "params": {"k": 1.0}, "weights": null}')
    (tmp / "e.toml").write_text('name = "e"\ndatasets = ["MQ2008-agg"]\n[[rows]]\nlabel = "a"\nmethod = "rrf(k=1)"\n'
                                'fixed = {k = 100}\n')
    runs = {"a": {"1": {"x": 2.0, "y": 1.0}}, "b": {"1": {"y": 2.0}}}
    return {
        "rankagg.fuse": lambda: rankagg.fuse(runs, "rrf(k=1)", k=100),
        "Fuser": lambda: Fuser("rrf(k=1)", k=100),
        "a fusion model and params": lambda: make_fusion(params={"k": 100}, model=str(tmp / "m.json")),
        "a cell's spec and params": lambda: resolve_cell("MQ2008-agg", "rrf(k=1)", {"k": 100}),
        "an experiment row's spec and fixed": lambda: load_experiment(tmp / "e.toml"),
    }


@pytest.mark.parametrize("entry", ["rankagg.fuse", "Fuser", "a fusion model and params", "a cell's spec and params",
                                   "an experiment row's spec and fixed"])
def test_every_entry_point_refuses_a_parameter_given_twice(tmp_path, entry):
    with pytest.raises(ValueError, match="k given twice with two values"):
        _entry_points(tmp_path)[entry]()


@pytest.mark.parametrize("command", [["fuse", "a.run", "b.run", "-o", "o.run"],
                                     ["calibrate", "a.run", "b.run", "--qrels", "q.txt", "-o", "m.json"]])
def test_the_commands_refuse_a_parameter_given_twice(tmp_path, capsys, command, monkeypatch):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    (tmp_path / "q.txt").write_text("1 0 a 1\n2 0 d 1\n")
    monkeypatch.chdir(tmp_path)  # restored after the test: os.chdir left the worker in this folder
    assert main([*command, "--method", "rrf(k=1)", "--param", "k=100"]) == 2
    assert "rrf(k=1): k given twice with two values (k=1 there and k=100 as a parameter)" in capsys.readouterr().err
    assert not (tmp_path / command[-1]).exists()


# ----------------------------------------------------------------- experiment files
HEAD = 'name = "e"\ndatasets = ["MQ2008-agg"]\n'
ROW = '[[rows]]\nlabel = "a"\nmethod = "rrf"\n'


@pytest.mark.parametrize("key", ["rows", "selections", "claims"])
@pytest.mark.parametrize("value", ["1", '"x"', "[1]", '["x"]', "{a = 1}", "[[1]]", "[{a = 1}, 2]"])
def test_an_array_of_tables_of_the_wrong_shape(tmp_path, key, value):
    from rankagg.experiments.experiment_file import load_experiment

    p = tmp_path / "e.toml"
    p.write_text(f"{key} = {value}\n" + HEAD + ("" if key == "rows" else ROW))
    with pytest.raises(ValueError, match=rf"e.toml: {key} must be an array of tables"):
        load_experiment(p)


@pytest.mark.parametrize("fixed, grid, said", [('{k = "abc"}', "{}", "fixed"), ("{k = -1}", "{}", "fixed"),
                                               ("{}", "{k = [1, -1]}", "grid.k = -1"),
                                               ('{}', '{k = [1, "x"]}', "grid.k = 'x'")])
def test_values_are_checked_at_load(tmp_path, fixed, grid, said):
    from rankagg.experiments.experiment_file import load_experiment

    p = tmp_path / "e.toml"
    p.write_text(HEAD + ROW + f"fixed = {fixed}\ngrid = {grid}\n")
    with pytest.raises(ValueError, match=rf"rows\[0\]: {said}: rrf: parameter k"):
        load_experiment(p)


def test_measures_are_those_of_the_datasets(tmp_path):
    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.settings import setting_measures
    from rankagg.evaluation.registry import family_measures

    for key in ("measures", "stored_measures"):
        p = tmp_path / "e.toml"
        p.write_text(f'{key} = ["NDCG@10", "MAP", "BOGUS"]\n' + HEAD + ROW)
        with pytest.raises(ValueError, match=r"measures \['BOGUS'\] are not measures of MQ2008-agg"):
            load_experiment(p)
    every = list(setting_measures("MQ2008-agg") or family_measures("letor"))
    p.write_text(f"measures = {json.dumps(every)}\n" + HEAD + ROW)
    assert load_experiment(p).measures == tuple(every)


def test_every_committed_experiment_still_loads():
    from rankagg.experiments.experiment_file import load_experiment

    files = sorted((ROOT / "experiments").glob("*.toml"))
    assert files
    for f in files:
        load_experiment(f)


# ----------------------------------------------------------------- warnings beside a machine-readable stdout
def test_a_warning_is_one_line_and_stdout_stays_json(tmp_path):
    (tmp_path / "a.run").write_text("\ufeff" + RUN_A)
    (tmp_path / "q.txt").write_text("1 0 a 1\n")
    r = _cli(["evaluate", "--qrels", "q.txt", "a.run", "--json"], tmp_path, capture_output=True)
    assert r.returncode == 0 and json.loads(r.stdout)["P@5"] == pytest.approx(0.2)
    assert r.stderr.splitlines() == ["rankagg evaluate: warning: a.run: UTF-8 byte-order mark at the start dropped; "
                                     "trec_eval would read it as part of the first qid (InputFormatWarning)"]


# ----------------------------------------------------------------- the feature cache's folder
def _cache_folders(tmp: Path) -> dict[str, bool]:
    """RANKAGG_FEATURE_CACHE values -> whether a cache can live there (by hand)."""
    (tmp / "file").write_text("x")
    (tmp / "folder").mkdir()
    return {str(tmp / "folder"): True, str(tmp / "new" / "sub"): True, "": True, "/proc/nope": False,
            "/proc/self/nope": False, "/sys/nope/x": False, str(tmp / "file"): False, str(tmp / "file" / "x"): False}


def test_the_cache_folder_is_checked_with_the_settings(tmp_path, monkeypatch):
    from rankagg._settings import check_settings

    for value, fine in _cache_folders(tmp_path).items():
        monkeypatch.setenv("RANKAGG_FEATURE_CACHE", value)
        if fine:
            check_settings()
        else:
            with pytest.raises(ValueError, match="RANKAGG_FEATURE_CACHE="):
                check_settings()
    assert not (tmp_path / "new").exists()  # checked, not made


def _small_rankings(seed: int = 0):
    import numpy as np
    from rankagg.data.rankings import Rankings

    rng = np.random.default_rng(seed)
    ranks = np.vstack([np.stack([rng.permutation(6) + 1.0 for _ in range(3)], axis=1) for _ in range(2)])
    return Rankings(offsets=np.array([0, 6, 12]), ranks=ranks, qids=["q0", "q1"], docids=[f"d{i}" for i in range(12)],
                    ranker_names=["r0", "r1", "r2"])


@pytest.mark.parametrize("damage", [b"", b"PK\x03\x04 cut", b"not a zip at all", None])
def test_a_damaged_cache_file_is_computed_again(tmp_path, damage):
    """Each way a cache file can be left (empty, cut, another file, another spec's): the same features, a
    warning naming the file for the damaged ones, and the file rewritten whole."""
    import numpy as np
    from rankagg.features.feature_cache import FeatureCache

    data = _small_rankings()
    want = FeatureCache(tmp_path).get(data, "svd", transform="diff", rank=1)
    (f,) = tmp_path.glob("features-*.npz")
    if damage is None:  # a cache file of another spec under this name: read as empty, no warning
        np.savez(f, __spec__=np.array("another spec"))
        got = FeatureCache(tmp_path).get(data, "svd", transform="diff", rank=1)
    else:
        f.write_bytes(damage)
        with pytest.warns(RuntimeWarning, match=f"RANKAGG_FEATURE_CACHE: {f}: not a readable cache file"):
            got = FeatureCache(tmp_path).get(data, "svd", transform="diff", rank=1)
    assert got.tobytes() == want.tobytes()
    assert FeatureCache(tmp_path).get(data, "svd", transform="diff", rank=1).tobytes() == want.tobytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == [f.name]  # no temporary file left


def test_cache_writers_never_share_a_temporary_file(tmp_path, monkeypatch):
    """Two writers of one cache file: each through a temporary file of its own (one fixed '.tmp.npz' was
    renamed into place by one process while another still wrote it)."""
    import numpy as np
    from rankagg.features import feature_cache

    made: list[str] = []
    real = feature_cache.tempfile.mkstemp

    def spy(*args, **kwargs):
        fd, name = real(*args, **kwargs)
        made.append(name)
        return fd, name

    monkeypatch.setattr(feature_cache.tempfile, "mkstemp", spy)
    for seed in range(2):  # two processes' data: each misses, each writes
        feature_cache.FeatureCache(tmp_path).get(_small_rankings(seed), "borda")
    assert len(made) == 2 and made[0] != made[1] and all(Path(m).parent == tmp_path for m in made)
    assert len(list(tmp_path.glob("features-*.npz"))) == 1 and not list(tmp_path.glob("*.tmp.npz"))
    np.load(next(tmp_path.glob("features-*.npz")))


def test_an_unwritable_cache_is_named(tmp_path):
    from rankagg.features.feature_cache import FeatureCache

    (tmp_path / "file").write_text("x")
    with pytest.raises(ValueError, match=r"RANKAGG_FEATURE_CACHE=.*file/sub.*: cannot write"):
        FeatureCache(tmp_path / "file" / "sub").get(_small_rankings(), "borda")


# ----------------------------------------------------------------- experiment run's filters
@pytest.mark.parametrize("options, said", [({"datasets": ["MQ2007-agg"]}, "--dataset MQ2007-agg: not a dataset of"),
                                            ({"datasets": ["MQ2008-agg", "x"]}, "--dataset x: not a dataset of"),
                                            ({"only": "nomatch"}, "--only 'nomatch' matches no row label"),
                                            ({"only": ""}, None), ({"only": "A"}, None), ({"datasets": ["MQ2008-agg"]}, None)])
def test_experiment_run_filters_select_something(tmp_path, options, said):
    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.runner import _check_filters

    p = tmp_path / "e.toml"
    p.write_text(HEAD + ROW)
    args = {"only": None, "datasets": None, **options}
    if said is None:
        _check_filters([load_experiment(p)], args["only"], args["datasets"])
    else:
        with pytest.raises(ValueError, match=said):
            _check_filters([load_experiment(p)], args["only"], args["datasets"])


# ----------------------------------------------------------------- report's figures: all placed, or none
def _report_results(folder: Path) -> list[Path]:
    """Records drawing every figure kind: NDCG@k curves, per-query differences, win/loss, robustness, weights."""
    rec = {"dataset": "D1", "params": [{}] * 5, "select_by": "NDCG@10", "grid_size": 1, "folds": []}
    out = []
    for label, pq in (("Base", [0.2, 0.4, 0.3, 0.5, 0.1, 0.6]), ("Better", [0.3, 0.5, 0.3, 0.6, 0.2, 0.5])):
        r = {**rec, "label": label, "method": label.lower(), "test": {f"NDCG@{k}": 0.3 + 0.01 * k for k in range(1, 11)},
             "per_query": {"qids": [f"q{i}" for i in range(6)], "NDCG@10": pq}}
        out.append(folder / f"{label}.json")
        out[-1].write_text(json.dumps(r))
    extra = {"rob.json": {"schema": "rankagg-results/1", "kind": "robustness", "dataset": "D1", "label": "RRF",
                          "robustness": {"x_name": "n", "x": [2, 4], "values": [0.1, 0.2]}},
             "w.json": {"schema": "rankagg-results/1", "kind": "weights", "dataset": "D1", "label": "L",
                        "weights": {"rankers": ["a", "b"], "values": [[0.4, 0.6]]}}}
    for name, r in extra.items():
        out.append(folder / name)
        out[-1].write_text(json.dumps(r))
    return out


def test_every_figure_kind_is_placed_or_none_is(tmp_path):
    pytest.importorskip("matplotlib")
    from rankagg.experiments.report import build_report

    inputs = _report_results(tmp_path)
    build_report(inputs, tmp_path / "ok" / "r.md", baseline="Base")
    names = sorted(p.name for p in (tmp_path / "ok" / "r_figures").iterdir())
    assert [n.split("__")[0] for n in names] == ["ndcg_at_k", "perquery_diff", "robustness", "weights", "winloss"]
    for i, name in enumerate(names):  # a folder under each figure's name in turn: refused naming it, nothing written
        out = tmp_path / f"case{i}" / "r.md"
        (out.parent / "r_figures" / name).mkdir(parents=True)
        with pytest.raises(ValueError, match=f"r_figures/{name}: is a directory"):
            build_report(inputs, out, baseline="Base")
        assert sorted(p.name for p in (out.parent / "r_figures").iterdir()) == [name] and not out.exists()


@pytest.mark.parametrize("value, fine", [("0", False), ("-1", False), ("+0", False), ("1", True), ("2", True), ("", True),
                                         ("abc", False), ("2.5", False)])  # Numba read text as unset, warning with a traceback
def test_numba_threads_are_checked_with_the_settings(monkeypatch, value, fine):
    from rankagg._settings import check_settings

    monkeypatch.setenv("NUMBA_NUM_THREADS", value)
    if fine:
        check_settings()
    else:
        with pytest.raises(ValueError, match=re.escape(f"NUMBA_NUM_THREADS='{value}': expected an integer >= 1")):
            check_settings()
