"""The jobs behind the ``rankagg`` subcommands that are not experiments: the one door the CLI goes through.

``rankagg/cli.py`` parses arguments, calls these (or :mod:`rankagg.api`'s ``fuse_files``,
``make_fusion``, ``read_weights``, or the experiment commands) and prints; it imports
nothing else of the package (``tests/package/test_layers.py``).  Each function checks its
parameters where they enter, before reading any data.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Mapping, Sequence

from rankagg.io._common import check_output_path, check_outputs, exit_on_signal

__all__ = ["method_rows", "parse_params", "fuse_letor", "evaluate_command", "benchmark", "train", "explain_fusion",
           "check_output_path", "check_command_files", "exit_on_signal"]

#: the options of a command that name files it reads, and those that name files it writes
INPUT_OPTIONS = ("runs", "qrels", "model", "weights", "letor", "results", "files")
OUTPUT_OPTIONS = {"output": "-o", "explain": "--explain"}
#: (command, option) pairs whose output may be standard output ('-'): the text outputs
STDOUT_OPTIONS = {("fuse", "output"), ("fuse", "explain")}


def check_command_files(command: str, options: Mapping[str, Any]) -> None:
    """The output guard of every command, before any work: each output option (``-o``, ``--explain``)
    through :func:`rankagg.io._common.check_output_path`, against every file the command reads (runs,
    qrels, model, weights file, LETOR files, results, experiment files) and against the other outputs."""
    from rankagg.io.run_names import is_fused_output, peek_tag

    inputs: list[Any] = []
    for name in INPUT_OPTIONS:
        value = options.get(name)
        if name == "runs" and isinstance(value, list):  # a run rankagg fuse wrote is not read (select_input_runs)
            value = [v for v in value if not (os.path.isfile(v) and is_fused_output(peek_tag(v)))]
        if isinstance(value, (list, tuple)):
            inputs += [v for v in value if isinstance(v, (str, os.PathLike))]
        elif isinstance(value, (str, os.PathLike)):
            inputs.append(value)
    outputs = {flag: options[name] for name, flag in OUTPUT_OPTIONS.items() if isinstance(options.get(name), str)}
    check_outputs(outputs, inputs, stdout=[OUTPUT_OPTIONS[name] for cmd, name in STDOUT_OPTIONS if cmd == command])


def method_rows() -> list[dict[str, Any]]:
    """Every registered method: name, summary, supervised, parameters (default, doc, grid), capability
    tags (:class:`~rankagg.methods.base.MethodTags`, at the defaults), citation."""
    from rankagg.methods.registry import list_methods, method_class

    rows: list[dict[str, Any]] = []
    for name in list_methods():
        cls = method_class(name)
        doc = (cls.__doc__ or "").strip().splitlines()
        rows.append({
            "name": name,
            "summary": doc[0] if doc else "",
            "supervised": cls.supervised,
            "params": {k: {"default": v, "doc": cls.param_doc.get(k, ""), "tuned_over": cls.param_grid.get(k)}
                       for k, v in cls.defaults.items()},
            "tags": cls.class_tags().as_dict(),
            "citation": cls.citation,
        })
    return rows


def parse_params(pairs: Sequence[str] | None) -> dict[str, Any]:
    """``--param KEY=VALUE`` pairs, values read as the method specs read them; a key given twice is an error."""
    from rankagg.methods.registry import parse_value

    out: dict[str, Any] = {}
    for p in pairs or []:
        if "=" not in p:
            raise ValueError(f"--param expects key=value, got {p!r}")
        k, v = p.split("=", 1)
        if k.strip() in out:
            raise ValueError(f"--param {k.strip()!r} given twice")
        out[k.strip()] = parse_value(v.strip())
    return out


def fuse_letor(path: str | os.PathLike, output: str | os.PathLike, *, method: str | None = None,
               params: Mapping[str, Any] | None = None, weights: Mapping[str, float] | None = None,
               model: str | os.PathLike | None = None) -> str:
    """``rankagg fuse --letor``: one fused score per line of a LETOR aggregation file; returns a summary."""
    from rankagg.api import make_fusion
    from rankagg.io.letor import read_letor, write_scores

    fusion = make_fusion(method, params=params, weights=weights, model=model)
    from rankagg.models import match_rankers

    data = match_rankers(fusion, read_letor(path))
    write_scores(output, fusion.aggregate(data), inputs=[path, *([model] if model is not None else [])])
    return f"wrote {data.n_items} scores for {data.n_queries} queries to {output}"


def explain_fusion(paths: Sequence[str | os.PathLike], output: str | os.PathLike, *, method: str | None = None,
                   **options: Any) -> int:
    """``rankagg fuse --explain FILE``: one JSON line per fused document (each list's rank, raw and normalised
    score, weight and contribution; :func:`rankagg.fuser_explain.explain_files`), for the methods the
    per-query :class:`rankagg.Fuser` supports; returns the number of lines written."""
    from rankagg.defaults import DEFAULT_METHOD
    from rankagg.fuser_explain import explain_files

    return explain_files(paths, output, method or DEFAULT_METHOD, **options)


def evaluate_command(**options: Any) -> str:
    """``rankagg evaluate``: :func:`rankagg.evaluation.files.evaluate_command` (its text output); each run is
    evaluated block of queries by block when it is large (:mod:`rankagg.stream.evaluate`: bounded memory,
    same numbers)."""
    from rankagg.evaluation.files import evaluate_command as run  # scipy only for --letor
    from rankagg.stream.evaluate import evaluate_run_file, wants_stream

    return run(**options, evaluator=evaluate_run_file, streamed=wants_stream)


def benchmark(dataset: str, method: str, params: Mapping[str, Any], *, select_by: str, backend: str = "local",
              scheduler: str | None = None, data_dir: str | None = None,
              progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """``rankagg benchmark``: the five-fold protocol of one method (local or on Dask), as a result dict."""
    from rankagg.experiments.protocol import run_protocol
    from rankagg.experiments.settings import setting_measures
    from rankagg.evaluation.registry import family_measures

    measures = setting_measures(dataset) or family_measures("letor")
    if select_by not in measures:  # before any work, for both backends
        raise ValueError(f"--select-by {select_by!r} is not a measure; choose one of {', '.join(measures)}")
    from rankagg.backends.distributed import get_backend  # the one backend interface (dask only when chosen)

    be = get_backend(backend, scheduler=scheduler) if backend == "dask" else get_backend(backend)
    try:
        result = run_protocol(dataset, method, dict(params), data_dir=data_dir, select_by=select_by,
                              progress=progress if be.name == "serial" else None, backend=be)
    finally:
        be.close()
    return result.to_dict()


def train(dataset: str, method: str, output: str | os.PathLike, *, fold: int = 1, data_dir: str | None = None,
          params: Mapping[str, Any] | None = None) -> str:
    """``rankagg train``: fit a supervised method on one fold, save it (JSON or NPZ); returns a summary."""
    from rankagg.models import save_model, train_model

    m = train_model(dataset, method, fold=fold, data_dir=data_dir, **dict(params or {}))
    save_model(m, output)
    return f"trained {m!r} on fold {fold} of {dataset} -> {output}"
