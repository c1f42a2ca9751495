"""One-liners for the common job: ``rankagg.fuse(runs)`` and ``rankagg.evaluate(run, qrels, measures)``.

``fuse`` takes the runs in whatever form they are at hand and returns the fused
run in the same form:

* a mapping ``name -> {qid: {docid: score}}`` (or a sequence of such dicts) ->
  ``{qid: {docid: fused score}}``;
* a long DataFrame with one row per (query, document, run) -> a DataFrame with
  the same query / document column names plus ``score`` (fused) and ``rank``
  (consensus rank).  Column names of ranx (``q_id, doc_id``), PyTerrier
  (``qid, docno``) and ir_measures (``query_id``) are accepted; the run is told
  by a ``ranker`` / ``run`` / ``name`` / ``system`` / ``tag`` column;
* ranx ``Run`` objects (a sequence, or a mapping name -> Run) -> a ranx ``Run``;
* a long Arrow table (as the DataFrame) -> an Arrow table.

Every form is read by the same rules (:mod:`rankagg.io.rules`; :data:`rankagg.io.formats.FORMATS`).

Ranks of each input run come from its scores by the trec_eval rule (score
descending, then docid descending).  The fused score is the method's own score
(higher is better); ties are ordered by the house tie rule
(:func:`rankagg.data.rankings.consensus_order`), which the DataFrame's ``rank``
column records.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence, cast

import numpy as np

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.methods.base import Aggregator
from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD
from rankagg.io.run_names import select_input_runs
from rankagg.methods.registry import make_method

if TYPE_CHECKING:
    import pandas as pd

# pandas, the frame readers and the evaluator are imported where they are used: ``rankagg fuse`` on TREC
# files goes through this module and imports none of them (tests/cli/test_cli.py)

__all__ = ["fuse", "fuse_files", "evaluate", "to_rankings", "make_fusion", "read_weights", "select_input_runs",
           "FuseFilesResult", "DEFAULT_METHOD", "DEFAULT_DEPTH"]


def _long_from_dicts(named: Sequence[tuple[str, Mapping]]) -> pd.DataFrame:
    from rankagg.io.frame import mappings_frame

    return mappings_frame(list(named))


def to_rankings(runs: Any) -> tuple[Rankings, str, dict[str, Any]]:
    """``runs`` as :class:`Rankings`, with the kind of input (``dict``, ``frame``, ``ranx``) and what is
    needed to give the result back in that form."""
    import pandas as pd

    from rankagg.io.frame import find_column, from_dataframe

    if isinstance(runs, Rankings):
        return runs, "rankings", {}
    from rankagg.io.formats import which

    fmt = which(runs, "runs")  # the registry: which in-process form (or file) runs are
    if fmt is not None and fmt.name == "arrow":  # read as the DataFrame it converts to, given back as Arrow
        from rankagg.io.frame import arrow_frame

        data, _, cols = to_rankings(arrow_frame(runs))
        return data, "arrow", cols
    if fmt is not None and fmt.name == "pandas":
        if runs.empty:
            raise ValueError("the DataFrame of runs has no rows")  # as a dict of empty runs is refused
        cols = {role: find_column(runs, role, None) for role in ("qid", "docid", "ranker")}
        missing = [r for r, c in cols.items() if c is None]
        if missing:
            raise ValueError(f"the DataFrame needs columns for {', '.join(missing)} (e.g. q_id/qid, doc_id/docno, run)")
        found = {role: cast(str, c) for role, c in cols.items()}  # none is None (checked above)
        return from_dataframe(runs, qid=found["qid"], docid=found["docid"], ranker=found["ranker"]), "frame", cols
    if isinstance(runs, Mapping):
        named = [(str(k), v) for k, v in runs.items()]
    elif isinstance(runs, Sequence) and not isinstance(runs, (str, bytes)):
        named = [(getattr(v, "name", None) or f"run{i + 1}", v) for i, v in enumerate(runs)]
        if len({n for n, _ in named}) != len(named):
            named = [(f"{n}#{i + 1}", v) for i, (n, v) in enumerate(named)]
    else:
        raise ValueError(f"runs must be a mapping name -> run, a sequence of runs or a DataFrame, got {type(runs).__name__}")
    if not named:
        raise ValueError("no runs given")
    kind = "ranx" if fmt is not None and fmt.name == "ranx" else "dict"
    if kind == "ranx":
        named = [(n, v.to_dict()) for n, v in named]
    long = _long_from_dicts(named)
    if long.empty:
        raise ValueError("all runs are empty")
    return from_dataframe(long, rank=None, label=None, source="runs"), kind, {}


def _is_path(x: Any) -> bool:
    return isinstance(x, (str, bytes)) or hasattr(x, "__fspath__")


def fuse(runs: Any, method: str | Aggregator = DEFAULT_METHOD, weights: Mapping[str, float] | Sequence[float] | None = None,
         *, depth: int | None = DEFAULT_DEPTH, backend: str = "local", scheduler: Any = None, **params: Any) -> Any:
    """Fuse ``runs`` with ``method`` (registry name or spec, or an Aggregator) and return the same kind.

    ``runs`` may also be TREC run files (a path or a sequence of paths, read as
    ``rankagg fuse`` reads them; the result is ``{qid: {docid: fused score}}``), pairwise comparison
    tables or PrefLib elections (:mod:`rankagg.api.preferences`; the default method is then theirs:
    ``davidson`` or ``kemeny(solver=exact)``).
    ``weights`` maps run names to weights (for the methods that take weights; a run
    it does not name weighs 1); ``depth`` keeps the first ``depth`` fused documents
    per query (``None``: all); other keyword arguments are the method's parameters,
    e.g. ``fuse(runs, "rrf", k=20)``.  The default method and depth are the
    command line's.  ``backend="dask"`` (run files only; ``scheduler``: an address
    or a ``distributed.Client``, None for a local cluster) has the workers read,
    partition and fuse the files: the same result (:mod:`rankagg.backends.dask_fuse`).
    """
    if backend not in ("local", "dask"):
        raise ValueError(f"backend must be 'local' or 'dask', got {backend!r}")
    if _is_path(runs) or (isinstance(runs, Sequence) and runs and all(_is_path(r) for r in runs)):
        paths = [runs] if _is_path(runs) else list(runs)
        from rankagg.api.preferences import fuse_preference_files, preference_inputs

        if preference_inputs(paths, method if isinstance(method, str) else None):  # comparisons or PrefLib elections
            if weights is not None or backend != "local":
                raise ValueError("weights and backend='dask' apply to runs, not to comparisons or PrefLib elections")
            spec = None if method is DEFAULT_METHOD else method
            table = fuse_preference_files(paths, method=spec if isinstance(spec, str) or spec is None else None,
                                          params=params, depth=depth)
            return {q: dict(zip(g["item"], g["score"])) for q, g in table.groupby("query", sort=False)}
        m = _aggregator(method, params, weights) if isinstance(method, Aggregator) else \
            make_fusion(method, params=params, weights=weights)
        if backend == "dask":
            from rankagg.backends.dask_fuse import fuse_dict_dask

            _check_depth(depth)
            return fuse_dict_dask(paths, m, depth=depth, scheduler=scheduler)
        _check_depth(depth)
        from rankagg.stream.run import fused_blocks  # large inputs are read block of queries by block

        result: dict[str, dict[str, float]] = {}
        for data, scores in fused_blocks(paths, m):
            result.update(_as_dict(data, scores, depth))
        return result
    if backend != "local" or scheduler is not None:
        raise ValueError("backend='dask' fuses run files (paths); in-memory runs are fused locally")
    data, kind, cols = to_rankings(runs)
    m = _aggregator(method, params, weights) if isinstance(method, Aggregator) else \
        make_fusion(method, params=params, weights=weights)
    data, scores = m.fuse(data)  # fitted, its rankers matched by name, the contract path (methods.fitted)
    _check_depth(depth)
    if kind in ("dict", "ranx"):
        out = _as_dict(data, scores, depth)
        if kind == "ranx":
            from ranx import Run  # type: ignore[import-untyped]  # optional dependency; present since ranx Runs were given

            return Run(out, name=m.name)
        return out
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    rank = np.arange(data.n_items) - data.offsets[qidx] + 1
    if depth is not None:
        keep = rank <= depth
        order, qidx, rank = order[keep], qidx[keep], rank[keep]
    import pandas as pd

    frame = pd.DataFrame({cols.get("qid", "qid"): data.qids[qidx], cols.get("docid", "docid"): data.docids[order],
                          "score": scores[order], "rank": rank})
    if kind == "arrow":
        import pyarrow as pa

        return pa.Table.from_pandas(frame, preserve_index=False)
    return frame


def _as_dict(data: Any, scores: np.ndarray, depth: int | None) -> dict[str, dict[str, float]]:
    """``{qid: {docid: fused score}}`` in consensus order, the first ``depth`` per query."""
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    if depth is not None:
        keep = np.arange(data.n_items) - data.offsets[qidx] + 1 <= depth
        order, qidx = order[keep], qidx[keep]
    out: dict[str, dict[str, float]] = {}
    for q, d, s in zip(data.qids[qidx].tolist(), data.docids[order].tolist(), scores[order].tolist()):
        out.setdefault(q, {})[d] = s
    return out


def _check_depth(depth: Any) -> None:
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, (int, np.integer)) or depth < 1):
        raise ValueError(f"depth must be an integer >= 1, got {depth!r}")


def _aggregator(method: Aggregator, params: Mapping[str, Any], weights: Any) -> Aggregator:
    if params or weights is not None:
        raise ValueError("give parameters and weights to the Aggregator itself")
    return method


# ----------------------------------------------------------------- fusing run files
def make_fusion(method: str | None = None, *, params: Mapping[str, Any] | None = None,
                weights: Mapping[str, float] | Sequence[float] | None = None, model: str | os.PathLike | None = None
                ) -> Aggregator:
    """The fusion a job applies: ``method`` (spec, default :data:`DEFAULT_METHOD`) with ``params`` and
    ``weights``, or a ``model`` file (a fusion tuned by ``rankagg tune``, or a model saved by ``rankagg
    train``).  Every parameter is checked here, before any run is read."""
    params = dict(params or {})
    if model is not None:
        if method:
            raise ValueError("give either a method or a model, not both")
        from rankagg.models import load_model, read_fusion_model

        fusion = read_fusion_model(model)
        if fusion is None:
            if weights is not None or params:
                raise ValueError(f"{model}: a trained model takes no weights or parameters")
            return cast(Aggregator, load_model(model))
        if weights is not None and fusion["weights"] is not None:
            raise ValueError(f"{model} holds weights already; give either the model's weights or --weights, not both")
        params = {**fusion["params"], **params}
        method, weights = fusion["method"], weights if weights is not None else fusion["weights"]
    spec = method or DEFAULT_METHOD
    if weights is not None:
        if "weights" in params or "weights=" in spec.replace(" ", ""):
            raise ValueError(f"weights given twice: in {spec!r} / its parameters and as weights; give them once")
        params["weights"] = weights
    try:
        m = make_method(spec, **params)
    except ValueError as exc:
        if model is None:
            raise
        raise ValueError(f"{model}: {exc}") from None  # the fusion a model file holds: name the file

    if m.supervised:
        raise ValueError(f"{m.name} is supervised: train it first (rankagg train ... -o model.json) and pass --model")
    return m


def read_weights(spec: str | None) -> dict[str, float] | None:
    """``--weights``: ``NAME=W,NAME=W`` or a file (JSON object, or ``NAME W`` / ``NAME=W`` lines)."""
    if spec is None:
        return None
    if os.path.isfile(spec):
        from rankagg.io.formats import reader_for

        return dict(next(reader_for(spec, "weights").read(spec)))  # the registry: the rules, the file and line
    items = []
    for part in spec.split(","):
        if "=" not in part:
            raise ValueError(f"--weights expects NAME=W,NAME=W,... or a file, got {part!r}")
        k, v = part.split("=", 1)
        items.append((k.strip(), v.strip()))
    where = "--weights"
    from rankagg.io.text_input import strict_float

    if not items:
        raise ValueError(f"{where}: no weights given")
    out: dict[str, float] = {}
    for k, v in items:
        try:  # JSON numbers as they are; text as C reads the whole token ('1_0' is not 10)
            w = float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else strict_float(v)
        except (TypeError, ValueError):
            raise ValueError(f"{where}: weight of {k!r} is not a number: {v!r}") from None
        if k in out:
            raise ValueError(f"{where}: {k!r} given twice")
        out[str(k)] = w
    return out


@dataclass
class FuseFilesResult:
    """What :func:`fuse_files` read and wrote."""

    method: Aggregator
    summary: str
    output: str
    skipped: list[str] = field(default_factory=list)


def _read_entries(paths: Sequence[str | os.PathLike], m: Aggregator, *, trust_rank: bool, input_depth: int | None,
                  reading: Callable[[str], None] | None, names: Sequence[str] | None = None) -> Any:
    from rankagg.io.trec import read_trec_entries

    return read_trec_entries(paths, trust_rank=trust_rank, input_depth=input_depth, progress=reading, names=names,
                             keep_scores=m.get_tags().reads_scores)


def _fused(m: Aggregator, entries: Any) -> tuple[Any, np.ndarray]:
    """The runs the method fuses (the entries themselves for the methods that sum over lines, else the
    rank matrix) and its fused scores by the contract path: checked, and independent of the order of the
    runs (canonical ranker order)."""
    from rankagg.stream.fuse import contract_scores

    return contract_scores(m, entries)


def fuse_files(paths: Sequence[str | os.PathLike], output: str | os.PathLike, *, method: str | None = None,
               params: Mapping[str, Any] | None = None, weights: Mapping[str, float] | None = None,
               model: str | os.PathLike | None = None, trust_rank: bool = False, input_depth: int | None = None,
               depth: int = DEFAULT_DEPTH, tag: str | None = None, score_column: str = "fused",
               notice: Callable[[str], None] | None = None, reading: Callable[[str], None] | None = None,
               backend: str = "local", scheduler: Any = None, scratch: str | os.PathLike | None = None,
               stream: bool | None = None) -> FuseFilesResult:
    """``rankagg fuse``: read TREC runs, fuse them, write a TREC run.

    In this order, so that a mistake costs no reading: the fusion is built and its
    parameters checked (:func:`make_fusion`); the inputs are chosen
    (:func:`select_input_runs`: never the output, never a run ``rankagg fuse``
    wrote); the runs are named from their first lines
    (:mod:`rankagg.io.run_names`) and the weights matched to those names; then the
    runs are read, fused and written (atomically, never over an input).  The
    output's tag is ``tag``, by default ``rankagg-<method>``, or ``rankagg-<method>-tuned`` when a ``model``
    (fitted on judgments by ``rankagg tune`` or ``train``) fuses, so that a report can say so.

    The runs are read and fused block of queries by block (:mod:`rankagg.stream`: memory bounded whatever
    the number of queries), except small inputs (``stream=None``: automatic; ``False`` forces the
    in-memory path, ``True`` the streaming one) and the methods that learn from all the queries at once,
    which say so, and how much memory it takes, through ``notice`` before reading.  The output is the
    same, byte for byte, on both paths.

    ``backend="dask"`` fuses on a Dask cluster (``scheduler``: its address or a
    ``distributed.Client``; None starts a local cluster of 2 workers), the
    workers reading the files and partitioning them under ``scratch``, a folder
    every worker sees: the same output bytes (:mod:`rankagg.backends.dask_fuse`).
    """
    from rankagg.io.run_names import fused_tag, peek_run_names
    from rankagg.io.trec import run_summary
    from rankagg.io.trec_writer import write_trec_run

    _check_depth(depth)
    if not paths:
        raise ValueError("no run files given")
    m = make_fusion(method, params=params, weights=weights, model=model)
    out_tag = tag or fused_tag(m.name, tuned=model is not None)
    if backend not in ("local", "dask"):
        raise ValueError(f"backend must be 'local' or 'dask', got {backend!r}")
    if backend != "dask" and (scheduler is not None or scratch is not None):
        raise ValueError("a scheduler or a scratch folder is for backend 'dask' (--backend dask)")
    if backend == "dask":
        from rankagg.backends.dask_fuse import check_distributable

        check_distributable(m)  # before reading anything
    skipped: list[str] = []

    def note(message: str) -> None:
        skipped.append(message)
        if notice is not None:
            notice(message)

    kept = select_input_runs(paths, output, note)
    from rankagg.io.formats import table_input, table_run_names, writer_for
    from rankagg.stream.fuse import write_run_in_parts
    from rankagg.stream.run import fuse_stream, in_memory_notice, joins_parts, splits_by_query, use_stream, write_fused

    table = table_input(kept)  # the registry: a table input's runs are the values of its run column
    names = table_run_names(table) if table is not None else peek_run_names(kept)
    text_output = writer_for(output).fused_writer is None  # the registry: TREC text, formatted here
    given = getattr(m, "weights", None)
    if isinstance(given, Mapping):
        unknown = [str(k) for k in given if str(k) not in set(names)]
        if unknown:
            raise ValueError(f"weights: unknown run name(s) {', '.join(unknown)}; the runs are {', '.join(names)} "
                             "(tags, or file names when tags repeat)")
    if backend == "dask":
        from rankagg.backends.dask_fuse import fuse_files_dask

        summary = fuse_files_dask(kept, output, m, names=names, tag=out_tag, depth=depth,
                                  score_column=score_column, trust_rank=trust_rank, input_depth=input_depth,
                                  scheduler=scheduler, scratch=scratch, reading=reading)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped)
    how = use_stream(m, kept, stream if table is None else None)
    if how is None and notice is not None:
        notice(in_memory_notice(m, kept))
    if how is True or table is not None:
        summary = fuse_stream(kept, output, m, names=names, tag=out_tag,
                              trust_rank=trust_rank, input_depth=input_depth, depth=depth,
                              score_column=score_column, inputs=[*kept, *([model] if model is not None else [])],
                              reading=reading)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped)
    entries = _read_entries(kept, m, trust_rank=trust_rank, input_depth=input_depth, reading=reading, names=names)
    summary = run_summary(entries)
    joined = joins_parts(m)
    if text_output and (splits_by_query(m) or joined):  # fused and formatted a part per core
        write_run_in_parts(output, m, entries, tag=out_tag, depth=depth, score_column=score_column,
                           inputs=[*kept, *([model] if model is not None else [])], joined=joined)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped)
    data, scores = _fused(m, entries)
    if not text_output:
        write_fused(output, iter([(data, scores)]), tag=out_tag, depth=depth,
                    score_column=score_column, inputs=[*kept, *([model] if model is not None else [])])
    else:
        write_trec_run(output, data, scores, tag=out_tag, depth=depth,
                       score_column=score_column, inputs=[*kept, *([model] if model is not None else [])])
    return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped)


def _eval_columns(x: Any, value: str, what: str) -> Any:
    """``x`` (a path, a DataFrame, ``{qid: {docid: value}}`` or a ranx object) as the evaluation's columns, or
    a run file's path as given (the evaluation reads TREC text with the fast reader).  Which format a path
    is, the registry says: qrels text, or a run as TREC text or a table holding one run."""
    if isinstance(x, (str, bytes)) or hasattr(x, "__fspath__"):
        from rankagg.io.formats import FORMATS, reader_for

        path = os.fspath(x) if not isinstance(x, bytes) else x.decode()
        fmt = reader_for(path, "qrels" if value == "rel" else "runs")
        if fmt is FORMATS["qrels"]:
            from rankagg.io._qrels_text import read_qrels_columns

            return read_qrels_columns(path)
        if fmt is FORMATS["trec"]:
            return path
        import pandas as pd

        rows = pd.concat(list(fmt.read(path)), ignore_index=True)
        if rows["run"].nunique() > 1:
            raise ValueError(f"{path}: holds {rows['run'].nunique()} runs; evaluate one run at a time")
        return {"qid": rows["q_id"].to_numpy(dtype=str), "docid": rows["doc_id"].to_numpy(dtype=str),
                "score": rows["score"].to_numpy(dtype=np.float64)}
    if type(x).__module__.startswith("ranx"):
        x = x.to_dict()
    if isinstance(x, Mapping):
        from rankagg.evaluation.inputs import mapping_columns

        return mapping_columns(x, value, what)
    import pandas as pd

    from rankagg.io.frame import find_column

    if isinstance(x, pd.DataFrame):
        q, d = find_column(x, "qid", None), find_column(x, "docid", None)
        v = find_column(x, "label" if value == "rel" else "score", None)
        if q is None or d is None or v is None:
            raise ValueError(f"{what} DataFrame needs query, document and {value} columns")
        return {"qid": x[q], "docid": x[d], value: x[v].to_numpy()}
    raise ValueError(f"{what} must be a path, a DataFrame, a dict {{qid: {{docid: value}}}} or a ranx object")


def evaluate(run: Any, qrels: Any, measures: Sequence[str] = ("nDCG@10",), *, per_query: bool = False) -> Any:
    """Evaluate ``run`` against ``qrels`` under trec_eval conventions (ir_measures names), as ``rankagg evaluate``.

    ``run`` / ``qrels``: a file path, a DataFrame, ``{qid: {docid: score / rel}}`` or
    ranx ``Run`` / ``Qrels``.  Measures are parsed by the registry
    (:mod:`rankagg.evaluation.registry`) and keyed by its one spelling (``ndcg@10`` is
    ``nDCG@10``); the run and qrels are checked by the validator ``rankagg evaluate``
    uses (:mod:`rankagg.evaluation.inputs`: finite scores, integer grades, no document
    twice).  Returns ``{measure: mean}``, or with ``per_query`` a DataFrame indexed by
    qid.  Qrels that share no query with the run are an error.

    ``run`` may be a list (or tuple) of runs, each in any of these forms: the qrels are then
    checked and indexed once and every measure computed once for all the runs
    (:mod:`rankagg.evaluation.trec_batch`); the result is a list, one entry per run.
    """
    from rankagg.evaluation.registry import parse_measures
    from rankagg.evaluation.trec_eval import evaluate_many

    parsed = parse_measures(measures, "trec", "measures")  # before any input is read
    several = isinstance(run, (list, tuple))
    runs = list(run) if several else [run]
    names = [f"run {i}" if several else "run" for i in range(len(runs))]
    got = evaluate_many([_eval_columns(r, "score", n) for r, n in zip(runs, names)],
                        _eval_columns(qrels, "rel", "qrels"), parsed, run_names=names)
    out = []
    for name, (qids, values) in zip(names, got):
        if not qids:
            raise ValueError(f"{'run and qrels' if not several else name + ' and the qrels'} share no query: "
                             "every measure would be undefined")
        if per_query:
            import pandas as pd

            out.append(pd.DataFrame(values, index=pd.Index(qids, name="qid"), columns=list(values), dtype=float))
        else:
            out.append({m.name: float(np.mean(values[m.name])) for m in parsed})
    return out if several else out[0]
