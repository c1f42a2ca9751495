"""The jobs behind the ``rankagg`` subcommands that are not experiments: the one door the CLI goes through.

``rankagg/cli.py`` parses arguments, calls these (or :mod:`rankagg.api`'s ``fuse_files``,
``make_fusion``, ``read_weights``, or the experiment commands) and prints; it imports
nothing else of the package (``tests/package/test_layers.py``).  Each function checks its
parameters where they enter, before reading any data.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Callable, Mapping, Sequence

from rankagg.io.output_guard import check_output_path, check_outputs
from rankagg.io.signals import exit_on_signal
from rankagg.methods.limits import solver_progress

__all__ = ["method_rows", "parse_params", "fuse_letor", "evaluate_command", "benchmark", "train", "explain_fusion", "check_fuse_outputs",
           "check_output_path", "check_command_files", "exit_on_signal", "solver_progress"]

#: the options of a command that name files it reads (by their ``dest``), as the messages name them; the
#: options whose value may be a folder of such files; tests/cli/test_process_guards.py checks that every
#: option of every parser is either one of these or known not to name a file read
INPUT_OPTIONS = {"runs": "run", "qrels": "--qrels", "model": "--model", "weights": "--weights", "letor": "--letor",
                 "results": "results", "files": "file"}
FOLDER_INPUTS = {"results"}
OUTPUT_OPTIONS = {"output": "-o", "explain": "--explain"}
#: (command, option) pairs whose output may be standard output ('-'): the text outputs
STDOUT_OPTIONS = {("fuse", "output"), ("fuse", "explain")}
#: the one rule every method's equal scores go through (`rankagg.data.rankings.consensus_order`, docs/methods.md)
HOUSE_TIES = ("equal scores (within 2^-40 relative) go to the house rule: more rankers that returned the item, "
              "then its best local rank, then the smaller docid")


def _input_paths(options: Mapping[str, Any]) -> list[tuple[str, str, Any]]:
    """``(dest, option as named in messages, path)`` for every file the command reads, in argument order."""
    out: list[tuple[str, str, Any]] = []
    for name, flag in INPUT_OPTIONS.items():
        value = options.get(name)
        for v in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(v, (str, os.PathLike)):
                out.append((name, flag, v))
    return out


def _folder_files(name: str, folder: str | os.PathLike) -> list[str]:
    """The files a folder of results is read from (``rankagg report``): inputs the outputs are compared with by
    identity (``report d -o r.md`` with r.md a link to d/a.json replaced the result it read,
    u11h_report_output_symlink_into_folder).  A Parquet folder's parts are the output guard's own
    (:func:`rankagg.io.output_guard.check_not_input`)."""
    if name != "results":
        return []
    from rankagg.experiments.report_data import result_files

    return [str(p) for p in result_files([folder])]


def check_command_files(command: str, options: Mapping[str, Any]) -> None:
    """The file guards of every command, before any work: the settings (:func:`rankagg._settings.check_settings`);
    each input a regular file (:func:`rankagg.io.guard.check_input_path`: never a device, FIFO, socket or,
    except where a folder is expected, a directory) and given once (two names of one file, a symlink or a hard
    link, count as one); each output option (``-o``, ``--explain``) through
    :func:`rankagg.io.output_guard.check_output_path`, against every file the command reads (runs, qrels, model,
    weights file, LETOR files, results, experiment files) and against the other outputs; at most one output on
    standard output."""
    from rankagg._settings import check_settings
    from rankagg.io.unfinished import sweep_temporary_folders
    from rankagg.io.formats import FORMATS, which
    from rankagg.io.guard import check_input_path
    from rankagg.io.run_names import is_fused_output, peek_tag

    check_settings()
    sweep_temporary_folders()  # what processes killed by SIGKILL or the OOM killer left in TMPDIR
    named = _input_paths(options)
    # each input's identity (device, inode) once: comparing every pair (same_file) took 9 million stat calls and
    # minutes for 3,000 runs named on the command line
    seen: dict[tuple[int, int], tuple[int, str, Any]] = {}
    for i, (name, flag, path) in enumerate(named):
        # a folder of runs is one Parquet run table (rankagg.io.formats); any other folder is refused
        check_input_path(path, flag, folder=name in FOLDER_INPUTS or (name == "runs" and os.path.isdir(path)
                                                                       and which(path) is FORMATS["parquet"]))
        try:
            st = os.stat(path)
        except OSError:
            continue  # not there: its reader names it
        first, other_flag, other = seen.setdefault((st.st_dev, st.st_ino), (i, flag, path))
        if first != i:
            also = "" if os.fspath(other) == os.fspath(path) else f" ({other_flag} {os.fspath(other)})"
            raise ValueError(f"{flag} {os.fspath(path)}: given twice{also}; give each input once "
                             "(a symlink or hard link to a file is that file)")
    inputs = [path for name, _, path in named  # a run rankagg fuse wrote is not read (select_input_runs)
              if not (name == "runs" and os.path.isfile(path) and is_fused_output(peek_tag(path)))]
    inputs += [f for name, _, path in named if os.path.isdir(path) for f in _folder_files(name, path)]
    outputs = {flag: options[name] for name, flag in OUTPUT_OPTIONS.items() if isinstance(options.get(name), str)}
    on_stdout = [flag for flag, out in outputs.items() if out == "-"]
    if len(on_stdout) > 1:
        raise ValueError(f"{' and '.join(on_stdout)} both write to standard output ('-'): one of them must be a file")
    check_outputs(outputs, inputs, stdout=[OUTPUT_OPTIONS[name] for cmd, name in STDOUT_OPTIONS if cmd == command])
    if command in ("tune", "calibrate", "train") and isinstance(options.get("output"), str):
        from rankagg.io.models import check_model_name  # the model commands only: fuse's start-up stays light

        check_model_name(options["output"])  # before the work, not after minutes of tuning


def method_rows() -> list[dict[str, Any]]:
    """Every registered method: name, summary, supervised, parameters (default, doc, grid), capability
    tags (:class:`~rankagg.methods.base.MethodTags`, at the defaults), citation."""
    from rankagg.methods.registry import list_methods

    return [_method_row(name) for name in list_methods()]


def _method_row(name: str) -> dict[str, Any]:
    from rankagg.methods.pairwise_base import accepts_comparisons
    from rankagg.methods.registry import make_method, method_class, method_family, method_gives_p_values

    cls = method_class(name)
    doc = (cls.__doc__ or "").strip().splitlines()
    return {
        "name": name,
        "summary": doc[0] if doc else ("(a docstring, removed by python -OO)" if sys.flags.optimize >= 2 else ""),
        "family": method_family(name),
        "supervised": cls.supervised,
        "params": {k: {"default": v, "doc": cls.param_doc.get(k, ""), "tuned_over": cls.param_grid.get(k)}
                   for k, v in cls.defaults.items()},
        "tags": cls.class_tags().as_dict(),
        "accepts_comparisons": accepts_comparisons(make_method(name)),
        "p_values": method_gives_p_values(name),
        "citation": cls.citation,
    }


def _describe_rule(spec: str) -> dict[str, Any]:
    """``rankagg methods NAME`` for a rule of comparison data (:data:`rankagg.methods.comparisons.RULES`)."""
    from rankagg.methods import COMPARISON_RULE_PARAMETERS as RULES
    from rankagg.methods.registry import parse_spec

    name, fixed = parse_spec(spec, resolve=False)
    summary, citation, params = RULES[name]
    unknown = sorted(set(fixed) - set(params))
    if unknown:
        raise ValueError(f"{name}: unknown parameter {unknown[0]!r}")
    faces = ["comparison tables and arena battles: rankagg fuse FILE --method, rankagg.api.preferences."
             "fuse_comparisons (docs/preferences.md)"]
    row = {"name": name, "summary": summary, "family": "comparison rule", "supervised": False,
           "params": {k: {"default": d, "doc": doc, "tuned_over": None} for k, (d, doc) in params.items()},
           "tags": {}, "accepts_comparisons": True, "p_values": False, "citation": citation}
    lines = [f"{name}  (comparison rule; unsupervised; comparison tables only)", "", summary, "",
             f"paper: {citation or '-'}", "parameters:" if params else "parameters: none"]
    lines += [f"    {k} = {d!r}  {doc}" for k, (d, doc) in params.items()]
    lines += ["faces:", *(f"    {f}" for f in faces)]
    return {**row, "description": summary, "faces": faces, "ties": None, "text": "\n".join(lines)}


def describe_one_method(spec: str) -> dict[str, Any]:
    """``rankagg methods NAME`` (issue 50): one method's row of :func:`method_rows` (the name resolved as specs
    are: any case, other tools' names), its description, the faces it has, and ``text``, the row as printed."""
    import inspect

    from rankagg.methods import COMPARISON_RULES
    from rankagg.methods.registry import make_method, method_class, parse_spec

    from rankagg.stream.run import stream_mode

    if parse_spec(spec, resolve=False)[0] in COMPARISON_RULES:  # the listing names them: described, not unknown
        return _describe_rule(spec)
    m = make_method(spec)  # the registry's spec check, as fuse's: rrf(kk=1) or rrf(k=-1) is refused, not described
    name, fixed = parse_spec(spec)
    row = _method_row(name)
    # the faces from what decides them for this spec (its tags refined by its parameters, the streaming path's
    # stream_mode, which the Dask backend asks too), not from the class's tags: own_items, the default method,
    # is streamed in passes, and agreement(scope='query') block by block, where the tags said neither
    tags = m.get_tags()
    mode = stream_mode(m) if not m.supervised else ("block" if tags.per_query else None)  # a learner: its model
    faces = ["batch: rankagg.fuse, rankagg fuse --method, Aggregator.aggregate"]
    if tags.fuser:
        faces.append(f"per query: rankagg.Fuser ({tags.fuser})")
    if tags.score_entries:
        faces.append("run entries, without the rank matrix (rankagg fuse on TREC runs)")
    if mode == "block":
        faces.append("streamed block by block and split across workers (per query)")
    elif mode == "passes":
        faces.append("streamed in passes (its weights from every query, then the fusion); not split across workers")
    if row["accepts_comparisons"]:
        faces.append("comparison tables (docs/preferences.md)")
    if row["p_values"]:
        faces.append("significance table: item, score, p-value, BH q-value (rankagg fuse on gene lists; docs/genes.md)")
    if row["supervised"]:
        faces.append("trained: rankagg train / tune, then fuse --model")
    description = inspect.cleandoc(method_class(name).__doc__ or "") or (
        "(no description: the descriptions are the methods' docstrings, which Python -OO / PYTHONOPTIMIZE=2 "
        "removes; run without it, or read docs/methods.md)" if sys.flags.optimize >= 2 else "(no description)")
    lines = [f"{name}  (family {row['family']}; {'supervised' if row['supervised'] else 'unsupervised'}; "
             f"p-values: {'yes' if row['p_values'] else 'no'})", "", description, ""]
    if fixed:
        lines.insert(1, f"({spec} is {name} with {fixed})")
    lines.append(f"paper: {row['citation'] or '-'}")
    own = method_class(name).ties
    lines.append(f"ties: {HOUSE_TIES}" + (f"; inside the estimate: {own}" if own else "")
                 + ("; the significance table keeps R's order (ties in first appearance)" if row["p_values"] else ""))
    lines.append("parameters:" if row["params"] else "parameters: none")
    for k, p in row["params"].items():
        tuned = f"; tuned over {p['tuned_over']}" if p["tuned_over"] else ""
        lines.append(f"    {k} = {p['default']!r}  {p['doc']}{tuned}")
    lines.append("faces:")
    lines.extend(f"    {f}" for f in faces)
    return {**row, "description": description, "faces": faces, "ties": own, "text": "\n".join(lines)}


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
    """``rankagg fuse --letor``: one fused score per line of a LETOR aggregation file (or of a rankings dataset
    in Parquet: the registry reads either, :func:`rankagg.io.format_io.rankings_batches`); returns a summary."""
    from rankagg.api.fusion_spec import make_fusion, weights_name_every_run
    from rankagg.api.run_files import model_input_depth
    from rankagg.data.rankings import Rankings, consensus_scores
    from rankagg.io.format_io import rankings_batches
    from rankagg.io.formats import check_text_output
    from rankagg.io.output_names import FOREIGN_TO_SCORE_LINES
    from rankagg.io.letor import write_scores

    check_text_output(output, "one fused score per line", "give it another name (.txt, or .csv: one column)",
                      foreign=FOREIGN_TO_SCORE_LINES)  # before the work
    # the depth a model was learnt at, read as fuse --model reads it: a LETOR file's lists are read whole
    # (--input-depth applies to run files), so a model of each run's first N documents would fuse lists it never saw
    learnt = model_input_depth(model, None)
    if learnt is not None:
        raise ValueError(f"--model {model} was learnt on each run's first {learnt} documents "
                         f"(rankagg train/tune --input-depth {learnt}), and --letor {os.fspath(path)} is fused on "
                         "whole lists (--input-depth applies to run files): fuse run files with this model, or "
                         "train it without --input-depth")
    fusion = make_fusion(method, params=params, weights=weights, model=model)
    parts = list(rankings_batches(path, batch_queries=None, prime=False))
    if not parts:
        raise ValueError(f"{path}: no queries")
    data = parts[0] if len(parts) == 1 else Rankings.concatenate(parts)
    given = getattr(fusion, "weights", None)
    if isinstance(given, Mapping):  # named where they came from (the model, the weights file and line), as fuse does
        from rankagg.io.run_weights import check_run_weights

        source = model if weights is None and model is not None else None
        check_run_weights(weights if weights is not None else given, list(data.ranker_names),
                          "weights" if source is None else source,
                          every_run=source is not None and weights_name_every_run(source))
    data, scores = fusion.fuse(data)
    write_scores(output, consensus_scores(data, scores), inputs=[path, *([model] if model is not None else [])])
    return f"wrote {data.n_items} scores for {data.n_queries} queries to {output}"


def check_fuse_outputs(output: str | os.PathLike | None, explain: str | os.PathLike | None) -> None:
    """``rankagg fuse``'s two outputs' names, before anything is read or written: the explanation is written
    before the run, so a run output refused after it left the explanation behind (an error exit that wrote half)."""
    from rankagg.io.formats import check_text_output, writer_for
    from rankagg.io.output_names import FOREIGN_TO_JSON_LINES

    if explain is not None:
        check_text_output(explain, "the explanation (JSON lines)", "name it .jsonl", option="--explain",
                          foreign=FOREIGN_TO_JSON_LINES)
    if output is not None:
        writer_for(output)


def explain_fusion(paths: Sequence[str | os.PathLike], output: str | os.PathLike, *, method: str | None = None,
                   **options: Any) -> int:
    """``rankagg fuse --explain FILE``: one JSON line per fused document (each list's rank, raw and normalised
    score, weight and contribution; :func:`rankagg.fuser.explain_files`), for the methods the
    per-query :class:`rankagg.Fuser` supports; returns the number of lines written."""
    from rankagg.api.run_files import model_input_depth, model_output_depth
    from rankagg.defaults import DEFAULT_METHOD
    from rankagg.fuser import SUPPORTED_METHODS, explain_files
    from rankagg.methods.registry import make_method

    spec = method or DEFAULT_METHOD
    model = options.get("model")
    if model is not None:
        from rankagg.models import read_fusion_model

        if read_fusion_model(model) is None:  # was "not a fusion model written by rankagg tune", naming no --explain
            raise ValueError(f"--explain explains a fusion computed query by query ({', '.join(SUPPORTED_METHODS)}); "
                             f"--model {os.fspath(model)} is a trained model, not one (fuse without --explain)")
        options["input_depth"] = model_input_depth(model, options.get("input_depth"))  # as the fusion applies them
        if "depth" in options:
            options["depth"] = model_output_depth(model, options["depth"])
    if model is None and make_method(spec, **dict(options.get("params") or {})).get_tags().fuser is None:
        # the default weighs each run by a quality estimated over every query: no one query's lists explain it
        raise ValueError(f"--explain explains a fusion computed query by query ({', '.join(SUPPORTED_METHODS)}); "
                         f"{'the default method, ' if method is None else ''}{spec}, is not one: pass --method, "
                         "e.g. --method 'rrf(k=10)'")
    return explain_files(paths, output, spec, **options)


def evaluate_command(*, trec_m: Sequence[str] = (), relevance_level: int | None = None, **options: Any) -> str:
    """``rankagg evaluate``: :func:`rankagg.evaluation.files.evaluate_command` (its text output); each run is
    evaluated block of queries by block when it is large (:mod:`rankagg.stream.evaluate`: bounded memory,
    same numbers).  ``trec_m``: trec_eval's ``-m`` values, after ``measures`` in the order given
    (:func:`~rankagg.evaluation.measure_forms.trec_m`); ``relevance_level``: trec_eval's ``-l``
    (:func:`~rankagg.evaluation.relevance_level.at_relevance_level`)."""
    from rankagg.evaluation.files import evaluate_command as run  # scipy only for --letor
    from rankagg.stream.evaluate import evaluate_run_file, wants_stream

    if trec_m:
        from rankagg.evaluation.measure_forms import trec_m as m_value

        options["measures"] = [*(options.get("measures") or []), *map(m_value, trec_m)]
    if relevance_level is not None:
        if options.get("letor"):
            raise ValueError("-l is trec_eval's relevance level, for --qrels (TREC runs); --letor prints the official "
                             "LETOR 4.0 measures")
        from rankagg.evaluation.registry import family_measures
        from rankagg.evaluation.relevance_level import at_relevance_level

        given = options.get("measures") or family_measures("trec")
        options["measures"] = [m.name for m in at_relevance_level(given, relevance_level)]
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
                              progress=progress if be.name == "local" else None, backend=be)
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


def describe_method(method: Any, shown: int = 5) -> str:
    """A configured method on one short line: its spec without the weights, then how many weights, their
    range and the ``shown`` largest (``fuse --model`` with 56 tuned weights printed 4 KB on one line)."""
    weights = (getattr(method, "params", None) or {}).get("weights")
    if not weights or not isinstance(weights, Mapping):  # RAGS's weights is the name of its fit ('lstsq')
        return repr(method)
    changed = {k: v for k, v in method.params.items() if k != "weights" and method.defaults.get(k) != v}
    spec = f"{method.name}({', '.join(f'{k}={v!r}' for k, v in sorted(changed.items()))})"
    ordered = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))
    top = ", ".join(f"{n}={w:.4g}" for n, w in ordered[:shown]) + (", ..." if len(ordered) > shown else "")
    zeros = sum(1 for w in weights.values() if w == 0)
    return (f"{spec} with {len(weights)} weights in [{ordered[-1][1]:.4g}, {ordered[0][1]:.4g}]"
            + (f", {zeros} of them 0" if zeros else "") + f" (largest: {top})")
