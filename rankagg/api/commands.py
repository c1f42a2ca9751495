"""The jobs behind the ``rankagg`` subcommands that are not experiments: the one door the CLI goes through.

``rankagg/cli.py`` parses arguments, calls these (or :mod:`rankagg.api`'s ``fuse_files``,
``make_fusion``, ``read_weights``, or the experiment commands) and prints; it imports
nothing else of the package (``tests/test_layers.py``).  Each function checks its
parameters where they enter, before reading any data.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Mapping, Sequence

from rankagg.io._common import check_output_path, exit_on_signal

__all__ = ["method_rows", "parse_params", "fuse_letor", "evaluate_command", "benchmark", "train", "explain_fusion",
           "check_output_path", "exit_on_signal"]


def method_rows() -> list[dict[str, Any]]:
    """Every registered method: name, summary, supervised, parameters (default, doc, grid), citation."""
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
    data = read_letor(path)
    write_scores(output, fusion.aggregate(data), inputs=[path])
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
    from rankagg.stream.evaluate import evaluate_run_file

    return run(**options, evaluator=evaluate_run_file)


def benchmark(dataset: str, method: str, params: Mapping[str, Any], *, select_by: str, backend: str = "local",
              scheduler: str | None = None, data_dir: str | None = None,
              progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """``rankagg benchmark``: the five-fold protocol of one method (local or on Dask), as a result dict."""
    from rankagg.experiments.protocol import run_protocol
    from rankagg.experiments.settings import setting_measures
    from rankagg.evaluation.measures import ALL_MEASURES

    measures = setting_measures(dataset) or ALL_MEASURES
    if select_by not in measures:  # before any work, for both backends
        raise ValueError(f"--select-by {select_by!r} is not a measure; choose one of {', '.join(measures)}")
    if backend == "dask":
        from rankagg.backends.distributed import run_protocol_distributed  # optional extra

        result = run_protocol_distributed(dataset, method, dict(params), scheduler=scheduler, data_dir=data_dir,
                                          select_by=select_by)
    else:
        result = run_protocol(dataset, method, dict(params), data_dir=data_dir, select_by=select_by, progress=progress)
    return result.to_dict()


def train(dataset: str, method: str, output: str | os.PathLike, *, fold: int = 1, data_dir: str | None = None,
          params: Mapping[str, Any] | None = None) -> str:
    """``rankagg train``: fit a supervised method on one fold, save it (JSON or NPZ); returns a summary."""
    from rankagg.models import save_model, train_model

    m = train_model(dataset, method, fold=fold, data_dir=data_dir, **dict(params or {}))
    save_model(m, output)
    return f"trained {m!r} on fold {fold} of {dataset} -> {output}"
