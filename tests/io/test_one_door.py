"""Issue 45 item 1: every file goes through one door.

* No Parquet call site outside ``rankagg/io/`` (the run table's one reader, :mod:`rankagg.io.run_table`, and the
  registry's writers are the only code that touches Parquet): counted in the source, by its syntax tree.
* Every other place outside ``rankagg/io/`` that opens a file itself is listed below with the reason it is not
  an input of the registry's kinds (runs, qrels, rankings, weights, comparisons, preferences): rankagg's own
  temporary and cache files, configs, images.  A new one fails this test until it is routed through the
  registry (:mod:`rankagg.io.formats`) or given its reason here.
* Model files go in and out through the model registry (:mod:`rankagg.io.models`) only: outside ``rankagg/io/``
  no module opens, ``np.load``s, ``np.savez``s or ``json.load(s)``s a model (the scan counts those calls too, and
  no reason in JUSTIFIED may be a model file), and every entry point that reads or writes a model (``load_model``,
  ``save_model``, ``read_fusion_model``, ``Fuser.from_model``, ``Calibration.load`` / ``save``, ``rankagg tune``,
  ``train``, ``calibrate``, ``fuse --model``) opens the model file from ``rankagg/io/`` alone, which an audit
  hook on every ``open`` checks while they run.
* The entry points that used to read files themselves ask the registry: ``rankagg evaluate`` (qrels through
  :func:`rankagg.io.formats.read`, a Parquet table named as one), ``rankagg fuse --explain`` (the Fuser's file
  input: a Parquet run table is read as one), the report's run tags.
"""

from __future__ import annotations

import ast
import collections
import os
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.source_trees import source_nodes

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "rankagg"

#: calls and imports that touch Parquet
PARQUET_CALLS = {"read_parquet", "to_parquet", "ParquetFile", "ParquetWriter", "ParquetDataset", "write_to_dataset",
                 "open_parquet", "parquet_files"}
PARQUET_MODULES = ("pyarrow.parquet", "pyarrow.dataset")
#: calls that open a file
OPENING_CALLS = {"open", "read_text", "read_bytes", "read_csv", "read_json", "read_table", "loadtxt", "genfromtxt",
                 "fromfile", "ZipFile", "GzipFile"}
#: calls that parse or write a document or an array archive (a model's JSON or NPZ), by their module
DOCUMENT_CALLS = {("json", "load"), ("json", "loads"), ("np", "load"), ("numpy", "load"), ("np", "savez"),
                  ("numpy", "savez"), ("np", "savez_compressed"), ("numpy", "savez_compressed")}
#: what a reason in JUSTIFIED may not be: a model file goes through rankagg.io.models
MODEL_WORDS = ("model file", "model document", "read_model", "save_model", "load_model", "rankagg-model",
               "rankagg-fusion", "rankagg-calibration", "calibration model", "fusion model")

#: each file opening outside rankagg/io, and why it is not an input the registry reads
JUSTIFIED = {
    ("rankagg/_numba_cache.py", "os.open"): "a probe file the numba cache creates to test that its folder is writable",
    ("rankagg/data/model_documents.py", "json.loads"): "parses text it is handed, never a file (the envelope's JSON "
                                                      "rules; the files are opened in rankagg/io)",
    ("rankagg/_settings.py", "open"): "the machine's memory (/proc/meminfo, the cgroup's limit), for the memory limit",
    ("rankagg/backends/dask_fuse.py", "Path(folder) / _TOKEN.read_text"): "the token of its own scratch folder",
    ("rankagg/backends/dask_fuse.py", "gzip.GzipFile"): "writes the fused output (gzip by name), atomically",
    ("rankagg/backends/dask_fuse.py", "open"): "its workers' own partition outputs (runs: formats.which decides)",
    ("rankagg/backends/dask_fuse.py", "os.open"): "its workers' own partition outputs, joined into the output",
    ("rankagg/checks/faces.py", "out.read_bytes"): "the outputs the face checks wrote, compared byte for byte",
    ("rankagg/checks/faces.py", "p.read_text"): "the face check's own generated runs, made into a table by formats.write",
    ("rankagg/checks/subprocesses.py", "out.read_text"): "the JSON its own child process wrote",
    ("rankagg/checks/subprocesses.py", "np.savez"): "the check's test rankings, handed to its own child process",
    ("rankagg/checks/subprocesses.py", "json.loads"): "the JSON its own child process wrote (scores, not a model)",
    ("rankagg/cli.py", "os.open"): "/dev/null, to silence standard output after a closed pipe",
    ("rankagg/_process.py", "os.open"): "/dev/null, to mute a standard error that cannot be written (a full device)",
    ("rankagg/experiments/browser.py", "Image.open"): "a screenshot the report check took",
    ("rankagg/experiments/demo.py", "source.read_text"): "the packaged demo config (TOML)",
    ("rankagg/engines/table.py", "path.read_text"): "docs/engines.md, whose generated dialect table it rewrites",
    ("rankagg/experiments/render.py", "p.read_text"): "a docs page it rewrites (the generated section)",
    ("rankagg/experiments/report.py", "p.read_bytes"): "the report's own figures, embedded as base64",
    ("rankagg/experiments/report_figures.py", "drawn.read_bytes"): "a figure the report just drew in its temporary "
                                                                   "folder, moved into place atomically",
    ("rankagg/experiments/report_data.py", "json.loads"): "an in-memory result's JSON (ProtocolResult.to_json), no "
                                                         "file (result files: io.model_files.read_json_file)",
    ("rankagg/features/feature_cache.py", "np.load"): "its own cache (allow_pickle=False, validated, rebuilt on doubt)",
    ("rankagg/features/feature_cache.py", "np.savez"): "its own cache, written to a temporary file and renamed",
    ("rankagg/methods/registry.py", "src.read_text"): "rankagg's own source, for the registered names",
    ("rankagg/stream/run.py", "gzip.GzipFile"): "writes the fused output (gzip by name), atomically",
    ("rankagg/stream/source.py", "np.load"): "its own spilled blocks (allow_pickle=False)",
    ("rankagg/stream/source.py", "np.savez"): "its own spilled blocks, in its own scratch folder",
}


def _calls(path: Path) -> list[tuple[str, str]]:
    """Every call and import of ``path`` as ``(kind, what)``: ``("call", "base.name")``, ``("import", module)``."""
    found = []
    for node in source_nodes(path):
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name):
                found.append(("call", f.id))
            elif isinstance(f, ast.Attribute):
                found.append(("call", f"{ast.unparse(f.value)}.{f.attr}"))
        elif isinstance(node, ast.Import):
            found += [("import", a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [("import", node.module), *[("import", f"{node.module}.{a.name}") for a in node.names]]
    return found


def _modules(inside_io: bool) -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if (p.relative_to(PACKAGE).parts[0] == "io") == inside_io]


def _parquet_sites(paths: list[Path]) -> list[str]:
    sites = []
    for p in paths:
        for kind, what in _calls(p):
            name = what.rsplit(".", 1)[-1]
            if (kind == "call" and name in PARQUET_CALLS) or (kind == "import" and what.startswith(PARQUET_MODULES)) \
                    or (kind == "import" and what == "pyarrow.parquet"):
                sites.append(f"{p.relative_to(ROOT)}: {what}")
    return sites


def test_the_parquet_call_sites_outside_io_are_none():
    assert _parquet_sites(_modules(inside_io=False)) == []
    assert len(_parquet_sites(_modules(inside_io=True))) >= 3  # the scan finds them where they are (not vacuous)


def _openings() -> dict[tuple[str, str], int]:
    got: dict[tuple[str, str], int] = collections.Counter()
    for p in _modules(inside_io=False):
        for kind, what in _calls(p):
            base, _, name = what.rpartition(".")
            if kind == "call" and (name in OPENING_CALLS or (base, name) in DOCUMENT_CALLS):
                got[(str(p.relative_to(ROOT)), what)] += 1
    return got


def test_every_file_opened_outside_io_is_routed_or_justified():
    found = _openings()
    unexplained = sorted(set(found) - set(JUSTIFIED))
    assert not unexplained, (f"files opened outside rankagg/io without the registry: {unexplained}; read them through "
                             "rankagg.io.formats, or give the reason in JUSTIFIED")
    stale = sorted(set(JUSTIFIED) - set(found))
    assert not stale, f"JUSTIFIED lists openings that are gone: {stale}"


def test_no_model_file_is_opened_or_parsed_outside_io():
    """A model's JSON or NPZ is read and written by rankagg.io.models alone: no reason outside io may be a model
    file, and the model modules outside io (rankagg/models.py, the methods' state, the calibration) make no
    opening or document call at all."""
    modelish = sorted(k for k, why in JUSTIFIED.items() if any(w in why.lower() for w in MODEL_WORDS))
    assert not modelish, f"model files opened outside rankagg/io: {modelish}; read them through rankagg.io.models"
    holders = ("rankagg/models.py", "rankagg/methods/state.py", "rankagg/fuser/calibration.py",
               "rankagg/fuser/calibration_files.py", "rankagg/methods/supervised/nested_state.py",
               "rankagg/experiments/tune_cli.py", "rankagg/experiments/train_runs.py")
    found = sorted(k for k in _openings() if k[0] in holders)
    assert not found, f"model code outside rankagg/io opens or parses files itself: {found}"
    inside = [what for p in _modules(inside_io=True) if p.name in ("models.py", "model_files.py")
              for kind, what in _calls(p) if kind == "call"]
    assert "np.load" in inside and "open_input" in inside  # the scan sees the one reader (not vacuous)


def _runs(tmp_path: Path) -> tuple[list[Path], Path]:
    import pandas as pd

    from rankagg.io import formats

    paths = []
    for tag, docs in (("t", "ab"), ("u", "ba")):
        p = tmp_path / f"{tag}.run"
        p.write_text("".join(f"1 Q0 {d} {i + 1} {2 - i} {tag}\n" for i, d in enumerate(docs)))
        paths.append(p)
    rows = pd.concat([pd.concat(list(formats.read(p, "trec"))) for p in paths], ignore_index=True)
    table = tmp_path / "t.parquet"
    formats.write(rows, table)
    return paths, table


def test_explain_reads_a_parquet_run_table_through_the_registry(tmp_path):
    """``rankagg fuse t.parquet --explain``: was read by the text parser ('t.parquet:2: a NUL byte')."""
    from rankagg.fuser import explain_files

    paths, table = _runs(tmp_path)
    assert explain_files(paths, tmp_path / "text.jsonl", "rrf") == 2
    assert explain_files([table], tmp_path / "table.jsonl", "rrf") == 2
    assert (tmp_path / "text.jsonl").read_text() == (tmp_path / "table.jsonl").read_text()
    with pytest.raises(ValueError, match="t.parquet: a Parquet run table is read as it is; input_depth apply"):
        explain_files([table], tmp_path / "x.jsonl", "rrf", input_depth=1)
    assert not (tmp_path / "x.jsonl").exists()


def test_evaluate_names_a_parquet_table_given_as_a_run_or_as_qrels(tmp_path):
    from rankagg.evaluation.files import evaluate_trec_files

    paths, table = _runs(tmp_path)
    qrels = tmp_path / "qrels"
    qrels.write_text("1 0 a 1\n1 0 b 0\n")
    assert evaluate_trec_files(qrels, paths, ["P@1"])[0].values["P@1"].tolist() == [1.0]
    with pytest.raises(ValueError, match=r"rankagg evaluate reads TREC run text.*t\.parquet is a Parquet run table"):
        evaluate_trec_files(qrels, [table], ["P@1"])
    with pytest.raises(ValueError, match=r"t\.parquet: not a qrels input rankagg reads \(qrels: is a Parquet file"):
        evaluate_trec_files(table, paths, ["P@1"])


def test_evaluate_reads_its_qrels_through_the_registrys_rules(tmp_path, monkeypatch):
    from rankagg.evaluation.files import evaluate_trec_files
    from rankagg.io import formats

    paths, _ = _runs(tmp_path)
    qrels = tmp_path / "qrels"
    qrels.write_text("1 0 a 1\n1 0 b 0\n")
    calls = []
    real = formats.check_block
    monkeypatch.setattr(formats, "check_block", lambda b: calls.append(b.source) or real(b))
    evaluate_trec_files(qrels, paths, ["P@1"])
    assert calls == [str(qrels)]


def test_every_qrels_reader_goes_through_the_registry(tmp_path, monkeypatch):
    """``read_qrels`` (tune, train, the experiments) and ``rankagg.evaluate`` read qrels through the rules' one place."""
    import rankagg
    from rankagg.io import formats, read_qrels

    paths, _ = _runs(tmp_path)
    qrels = tmp_path / "qrels"
    qrels.write_text("1 0 a 1\n1 0 b 0\n")
    calls = []
    real = formats.check_block
    monkeypatch.setattr(formats, "check_block", lambda b: calls.append(b.source) or real(b))
    got = read_qrels(qrels)
    assert got.columns.tolist() == ["qid", "docid", "rel"] and got["rel"].tolist() == [1, 0]
    rankagg.evaluate(str(paths[0]), str(qrels), ["P@1"])
    assert calls == [str(qrels)] * 2


# ------------------------------------------------------------------ model files: opened from rankagg/io alone
_MODEL_FOLDERS: list[str] = []  # the folders watched while a test runs (audit hooks stay for the process)
_OPENERS: list[tuple[str, str]] = []


def _audit(event: str, args: tuple) -> None:
    if event != "open" or not _MODEL_FOLDERS or not isinstance(args[0], (str, bytes, os.PathLike)):
        return
    path = os.path.realpath(os.fsdecode(args[0]))
    if not any(path.startswith(folder + os.sep) for folder in _MODEL_FOLDERS):
        return
    frame = sys._getframe(1)
    package = str(PACKAGE.resolve()) + os.sep
    while frame is not None and not os.path.realpath(frame.f_code.co_filename).startswith(package):
        frame = frame.f_back  # the standard library's, NumPy's and pathlib's frames: the caller in rankagg is wanted
    who = "not rankagg" if frame is None else str(Path(os.path.realpath(frame.f_code.co_filename)).relative_to(ROOT))
    _OPENERS.append((who, os.path.basename(path)))


def _small_runs(folder: Path) -> tuple[list[str], str]:
    rng = np.random.default_rng(5)
    pool = [f"doc{i}" for i in range(30)]
    runs = []
    for tag in ("a", "b"):
        p = folder / f"{tag}.run"
        p.write_text("".join(f"{q} Q0 {d} {r} {100 - r} {tag}\n" for q in "1234"
                             for r, d in enumerate(rng.permutation(pool)[:20].tolist(), 1)))
        runs.append(str(p))
    qrels = folder / "qrels.txt"
    qrels.write_text("".join(f"{q} 0 doc{i} {int(i < 10)}\n" for q in "1234" for i in range(30)))
    return runs, str(qrels)


def test_every_model_entry_point_opens_model_files_from_io_only(tmp_path, capsys):
    """An audit hook sees every ``open`` (Python's, ``os.open``, NumPy's, pathlib's) of a file in the models
    folder while the entry points that read and write models run; each must come from rankagg/io (the model
    registry's envelope, the atomic writer).  Before the model registry, rankagg/models.py opened them."""
    from rankagg.api import make_fusion
    from rankagg.cli import main
    from rankagg.fuser import Fuser
    from rankagg.fuser.calibration import Calibration
    from rankagg.io.synthetic import make_metasearch
    from rankagg.methods.registry import make_method
    from rankagg.models import load_model, read_fusion_model, save_model

    models = tmp_path / "models"
    models.mkdir()
    runs, qrels = _small_runs(tmp_path)
    if not getattr(sys, "_rankagg_model_audit", False):
        sys.addaudithook(_audit)
        sys._rankagg_model_audit = True  # type: ignore[attr-defined]
    _OPENERS.clear()
    _MODEL_FOLDERS.append(str(models.resolve()))
    try:
        fitted = make_method("best_input").fit(make_metasearch(n_queries=4, random_state=0))
        for name in ("m.json", "m.npz"):
            save_model(fitted, models / name)
            assert load_model(models / name).ranker_ == fitted.ranker_
        assert main(["calibrate", *runs, "--qrels", qrels, "--depth", "10", "-o", str(models / "cal.json")]) == 0
        assert read_fusion_model(models / "cal.json")["method"] == "rrf"
        assert Fuser.from_model(models / "cal.json")._calibration is not None
        cal = Calibration.load(models / "cal.json")
        cal.save(models / "map.json")
        assert Calibration.load(models / "map.json") == cal
        assert make_fusion(model=models / "cal.json").name == "rrf"
        assert main(["fuse", *runs, "--model", str(models / "cal.json"), "-o", str(tmp_path / "o.run")]) == 0
        assert main(["tune", *runs, "--qrels", qrels, "--search", "grid", "--folds", "2",
                     "-o", str(models / "tuned.json")]) == 0
        assert main(["fuse", *runs, "--model", str(models / "tuned.json"), "-o", str(tmp_path / "t.run")]) == 0
    finally:
        _MODEL_FOLDERS.clear()
    capsys.readouterr()
    opened = {name for _, name in _OPENERS}
    assert {"m.json", "m.npz", "cal.json", "map.json", "tuned.json"} <= opened, opened  # the hook saw them
    outside = sorted({(who, name) for who, name in _OPENERS if not who.startswith("rankagg/io/")})
    assert not outside, f"model files opened outside rankagg/io: {outside}"
