"""Issue 45's fifth bar (workflows, state and processes), its fault classes generated over what they apply to:

* an output inside an input folder, beside the files that folder is read from (``fuse tbl -o tbl/o.parquet``): the
  guard, for every suffix a writer writes, and the fusion entry points;
* two experiment files whose cells of different specs would write one result file;
* the runs' argument order changing what ``train`` and ``tune`` learn (features and draws by ranker position);
* a tuned model applied to runs it never saw, or without the input depth it was tuned at, on every face that
  applies a model (``fuse_files`` in memory and streamed, ``--explain``, ``Fuser.from_model``);
* a setting read only on some inputs (``RANKAGG_INFLATER``), a feature cache of another version, results of two
  measure versions in one report, and the input identity check's cost in the number of inputs.
"""

from __future__ import annotations

import itertools
import json
import warnings
from pathlib import Path

import numpy as np
import pytest

RUN_A = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
RUN_B = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"
RUN_C = "1 Q0 c 1 9.0 v\n1 Q0 b 2 8.0 v\n2 Q0 e 1 2.0 v\n2 Q0 a 2 1.0 v\n"


def _runs(folder: Path, **texts: str) -> list[str]:
    out = []
    for name, text in texts.items():
        (folder / f"{name}.run").write_text(text)
        out.append(str(folder / f"{name}.run"))
    return out


# ------------------------------------------------------------------ an output inside an input folder
WRITTEN_SUFFIXES = (".run", ".gz", ".parquet", ".json", ".jsonl", ".md", ".html")


@pytest.mark.parametrize("suffix", WRITTEN_SUFFIXES)
def test_output_beside_a_folders_parts_is_refused(tmp_path, suffix):
    """Hand-made: a folder input holding a part of the output's kind refuses the output inside it (at any depth of
    its own folder), names the folder; a folder holding only other kinds, and a hidden name, are accepted."""
    from rankagg.io.output_guard import check_output_path

    folder = tmp_path / "in"
    (folder / "sub").mkdir(parents=True)
    (folder / f"part0{suffix}").write_text("x")
    (folder / "sub" / f"part1{suffix}").write_text("x")
    for out in (folder / f"o{suffix}", folder / "sub" / f"o{suffix}"):
        with pytest.raises(ValueError, match="inside the input folder"):
            check_output_path(out, [folder], param="-o")
    other = ".txt" if suffix != ".txt" else ".csv"
    assert check_output_path(folder / f"o{other}", [folder]) is not None  # not read with the folder
    assert check_output_path(folder / f".o{suffix}", [folder]) is not None  # hidden: no folder reader takes it
    assert check_output_path(tmp_path / f"o{suffix}", [folder]) is not None  # beside the folder, not in it


def _table(folder: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = [line.split() for line in (RUN_A + RUN_B).splitlines()]
    folder.mkdir()
    pq.write_table(pa.table({"q_id": [r[0] for r in rows], "doc_id": [r[2] for r in rows],
                             "score": [float(r[4]) for r in rows], "run": [r[5] for r in rows]}), folder / "part0.parquet")


@pytest.mark.parametrize("stream", [False, True])
def test_fusion_into_its_input_table_is_refused(tmp_path, stream):
    from rankagg.api import fuse_files

    _table(tmp_path / "tbl")
    with pytest.raises(ValueError, match="inside the input folder"):
        fuse_files([tmp_path / "tbl"], tmp_path / "tbl" / "o.parquet", method="rrf", stream=stream)
    assert sorted(p.name for p in (tmp_path / "tbl").iterdir()) == ["part0.parquet"]
    fuse_files([tmp_path / "tbl"], tmp_path / "o.parquet", method="rrf", stream=stream)  # elsewhere: written


def test_cli_explain_into_its_input_table_is_refused(tmp_path, monkeypatch):
    from rankagg.cli import main

    _table(tmp_path / "tbl")
    monkeypatch.chdir(tmp_path)
    try:
        rc = main(["fuse", "tbl", "--method", "rrf", "--quiet", "--explain", "tbl/e.parquet", "-o", "o.run"])
    except SystemExit as exc:
        rc = exc.code
    assert rc == 2
    assert not (tmp_path / "o.run").exists() and not (tmp_path / "tbl" / "e.parquet").exists()


# ------------------------------------------------------------------ experiments writing one result file
EXPERIMENT = ('name = "{name}"\ntitle = "t"\ndatasets = ["MQ2008-small"]\nselect_by = "MeanNDCG"\n[[rows]]\n'
              'label = "{label}"\nmethod = "{method}"\nfixed = {{}}\ngrid = {{}}\n')


@pytest.mark.parametrize("second, refused", [
    ({"name": "e1", "label": "b", "method": "borda"}, True),  # one result file, two specs
    ({"name": "e1", "label": "b", "method": "rrf(k=1)"}, True),
    ({"name": "e1", "label": "b", "method": "rrf"}, False),  # the same cell twice: one result either way
    ({"name": "e2", "label": "b", "method": "borda"}, False),  # another experiment's folder
    ({"name": "e1", "label": "c", "method": "borda"}, False),  # another row's file
])
def test_two_experiment_files_sharing_a_result(tmp_path, monkeypatch, second, refused):
    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.runner import plan_experiments
    from rankagg.experiments.status import status_lines

    monkeypatch.chdir(tmp_path)
    (tmp_path / "e.toml").write_text(EXPERIMENT.format(name="e1", label="b", method="rrf"))
    (tmp_path / "f.toml").write_text(EXPERIMENT.format(**second))
    exps = [load_experiment("e.toml"), load_experiment("f.toml")]
    if refused:
        for call in (lambda: plan_experiments(exps), lambda: status_lines(["e.toml", "f.toml"])):
            with pytest.raises(ValueError, match=r"e\.toml and f\.toml: row 'b'"):
                call()
    else:
        assert [len(p) for p in plan_experiments(exps)] == [1, 1]


# ------------------------------------------------------------------ the runs' order is not an input of learning
def test_judged_runs_are_read_in_name_order(tmp_path):
    """Every order of the arguments gives the same data: rankers by name (tags; file names when tags repeat)."""
    from rankagg.experiments.train_runs import read_judged_runs

    class Quiet:
        def __call__(self, *a, **k):
            pass

        def done(self):
            pass

    paths = _runs(tmp_path, a=RUN_A, b=RUN_B, c=RUN_C)
    (tmp_path / "q.txt").write_text("1 0 a 1\n1 0 c 2\n2 0 d 1\n")
    seen = set()
    for order in itertools.permutations(paths):
        data, _ = read_judged_runs("test", list(order), str(tmp_path / "q.txt"), str(tmp_path / "m.json"), None,
                                   lambda m: None, Quiet())
        seen.add((tuple(data.ranker_names), data.ranks.tobytes(), tuple(map(str, data.docids))))
    assert len(seen) == 1 and next(iter(seen))[0] == ("t", "u", "v")


# ------------------------------------------------------------------ a tuned model meets its runs
MODEL = {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 1.0}, "weights": {"t": 1.0, "u": 3.0}}


def _model(folder: Path, **extra) -> str:
    (folder / "m.json").write_text(json.dumps({**MODEL, **extra}))
    return str(folder / "m.json")


@pytest.mark.parametrize("stream", [False, True])
def test_tuned_model_refuses_a_run_it_never_saw(tmp_path, stream):
    from rankagg.api import fuse_files

    paths = _runs(tmp_path, a=RUN_A, b=RUN_B, c=RUN_C)
    with pytest.raises(ValueError, match=r"m\.json: the model was tuned on the runs t, u, not on v"):
        fuse_files(paths, tmp_path / "o.run", model=_model(tmp_path, tuned_for="nDCG@10"), stream=stream)
    assert not (tmp_path / "o.run").exists()
    # --weights (not a model) keep their rule: a run they do not name weighs 1
    fuse_files(paths, tmp_path / "o.run", method="rrf", weights={"t": 1.0, "u": 3.0}, stream=stream)


def _fused(path: Path) -> list[tuple[str, str, str]]:
    return [(r[0], r[2], r[4]) for r in (line.split() for line in path.read_text().splitlines())]


@pytest.mark.parametrize("stream", [False, True])
def test_tuned_input_depth_is_applied(tmp_path, stream):
    """A model tuned with --input-depth 1 fuses each run's first document, as fuse --input-depth 1 with its
    parameters and weights does; another input depth is refused; the model's file records it when tune writes it."""
    from rankagg.api import fuse_files

    paths = _runs(tmp_path, a=RUN_A, b=RUN_B)
    model = _model(tmp_path, input_depth=1)
    fuse_files(paths, tmp_path / "m.run", model=model, stream=stream, tag="x")
    fuse_files(paths, tmp_path / "s.run", method="rrf", params={"k": 1.0}, weights=MODEL["weights"], input_depth=1,
               stream=stream, tag="x")
    assert _fused(tmp_path / "m.run") == _fused(tmp_path / "s.run")
    # hand-computed: query 1 keeps a (t, rank 1) and b (u, rank 1): b = 3/2, a = 1/2
    assert [d for q, d, _ in _fused(tmp_path / "m.run") if q == "1"] == ["b", "a"]
    with pytest.raises(ValueError, match="input_depth 2: .*m.json was tuned on each run's first 1 documents"):
        fuse_files(paths, tmp_path / "x.run", model=model, input_depth=2, stream=stream)


def test_tuned_input_depth_on_every_face(tmp_path):
    from rankagg.api.commands import explain_fusion
    from rankagg.api import fuse_files
    from rankagg.fuser import Fuser

    paths = _runs(tmp_path, a=RUN_A, b=RUN_B)
    model = _model(tmp_path, input_depth=1)
    fuse_files(paths, tmp_path / "m.run", model=model, tag="x")
    explain_fusion(paths, tmp_path / "e.jsonl", model=model)
    explained = [(e["qid"], e["docid"]) for e in map(json.loads, (tmp_path / "e.jsonl").read_text().splitlines())]
    assert explained == [(q, d) for q, d, _ in _fused(tmp_path / "m.run")]
    lists = {"t": {"a": 3.0, "b": 2.0, "c": 1.0}, "u": {"b": 3.0, "a": 2.0}}
    assert [d for d, _ in Fuser.from_model(model)(lists)] == ["b", "a"]


def test_trained_model_with_explain_names_the_option(tmp_path):
    from rankagg.api.commands import explain_fusion
    from rankagg.io.synthetic import make_metasearch
    from rankagg.methods.registry import make_method
    from rankagg.models import save_model

    save_model(make_method("best_input").fit(make_metasearch(n_queries=4, random_state=0)), tmp_path / "t.json")
    with pytest.raises(ValueError, match=r"--explain .*--model .*t\.json is a trained model"):
        explain_fusion(_runs(tmp_path, a=RUN_A), tmp_path / "e.jsonl", model=str(tmp_path / "t.json"))


def test_tune_writes_its_input_depth(tmp_path):
    from rankagg.experiments.tune_cli import run_tune

    runs = [tmp_path / f"{r}.run" for r in "xyz"]
    for i, p in enumerate(runs):
        docs = ["a", "b", "c", "d", "e"][i:] + ["a", "b", "c", "d", "e"][:i]
        p.write_text("".join(f"{q} Q0 {d} {j + 1} {10 - j} {p.stem}\n" for q in range(1, 7) for j, d in enumerate(docs)))
    (tmp_path / "q.txt").write_text("".join(f"{q} 0 {d} {g}\n" for q in range(1, 7) for d, g in (("a", 1), ("c", 2))))

    class Quiet:
        def __call__(self, *a, **k):
            pass

        def done(self):
            pass

    run_tune([str(p) for p in runs], qrels=str(tmp_path / "q.txt"), output=str(tmp_path / "m.json"), method="rrf",
             measure="nDCG@10", search="params", folds=2, trials=3, step=0.5, max_settings=100, if_no_gain="tuned",
             if_fusion_hurts="fuse", depth=1000, input_depth=2, seed=0, progress=lambda m: None, reading=Quiet())
    assert json.loads((tmp_path / "m.json").read_text())["input_depth"] == 2


@pytest.mark.parametrize("bad", [0, -1, 1.5, "2", True])
def test_model_input_depth_is_validated(tmp_path, bad):
    from rankagg.models import read_fusion_model

    with pytest.raises(ValueError, match="input_depth"):
        read_fusion_model(_model(tmp_path, input_depth=bad))


# ------------------------------------------------------------------ settings, caches, results, many inputs
@pytest.mark.parametrize("value, ok", [("", True), ("isal", True), ("zlib", True), ("gzip", False), ("zlib ", False),
                                        ("ISAL", False)])
def test_inflater_setting_checked_before_any_work(monkeypatch, value, ok):
    from rankagg._settings import check_settings

    monkeypatch.setenv("RANKAGG_INFLATER", value)
    if ok:
        check_settings()
    else:
        with pytest.raises(ValueError, match=f"RANKAGG_INFLATER must be 'isal' or 'zlib', got {value!r}"):
            check_settings()


@pytest.mark.parametrize("family, spec", [("borda", {}), ("ranked", {}), ("svd", {"transform": "logdiff", "rank": 1})])
@pytest.mark.parametrize("damage", ["wider", "other values"])
def test_feature_cache_of_another_version_is_recomputed(tmp_path, family, spec, damage):
    from rankagg.features.feature_cache import FeatureCache
    from rankagg.io.synthetic import make_metasearch

    data = make_metasearch(n_queries=3, random_state=0)
    want = FeatureCache(tmp_path).get(data, family, **spec)
    for f in tmp_path.glob("features-*.npz"):  # as an older version wrote it: its spec, its blocks
        with np.load(f, allow_pickle=False) as z:
            blocks = {k: z[k] for k in z.files}
        np.savez(f, **{k: v if k == "__spec__" else (np.hstack([v, v]) if damage == "wider" else v + 1.0)
                       for k, v in blocks.items()})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = FeatureCache(tmp_path).get(data, family, **spec)
    assert np.array_equal(got, want)
    assert any("not this version's" in str(w.message) for w in caught)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # rewritten: the next reader takes it silently
        assert np.array_equal(FeatureCache(tmp_path).get(data, family, **spec), want)


@pytest.mark.parametrize("versions, refused", [((2, 2), False), ((None, 2), False), ((1, 2), True), ((2, "2"), True)])
def test_report_refuses_two_measure_versions(tmp_path, versions, refused):
    from rankagg.experiments.report_data import load_results

    for i, v in enumerate(versions):
        rec = {"dataset": "D1", "method": "borda", "label": f"r{i}", "test": {"NDCG@10": 0.5}}
        (tmp_path / f"r{i}.json").write_text(json.dumps(rec if v is None else {**rec, "measures_version": v}))
    if refused:
        with pytest.raises(ValueError, match=r"r1\.json: measures_version .* but .*r0\.json"):
            load_results([tmp_path])
    else:
        assert len(load_results([tmp_path]).entries) == 2


def test_input_identity_check_is_linear(tmp_path, monkeypatch):
    """check_command_files compares each input's identity once: the pairwise same_file took minutes for 3,000
    runs; it still refuses the same file given twice by any spelling."""
    import rankagg.io.output_guard as guard
    from rankagg.api.commands import check_command_files

    paths = _runs(tmp_path, **{f"r{i}": f"1 Q0 d 1 1.0 r{i}\n" for i in range(300)})
    calls = []
    real = guard.same_file
    monkeypatch.setattr(guard, "same_file", lambda a, b: calls.append(1) or real(a, b))
    check_command_files("fuse", {"runs": paths, "output": str(tmp_path / "o.run")})
    assert len(calls) <= 2 * len(paths)
    (tmp_path / "link.run").symlink_to(paths[0])
    for twice in (paths[0], str(tmp_path / "." / Path(paths[0]).name), str(tmp_path / "link.run")):
        with pytest.raises(ValueError, match="given twice"):
            check_command_files("fuse", {"runs": [*paths[:3], twice], "output": str(tmp_path / "o.run")})
