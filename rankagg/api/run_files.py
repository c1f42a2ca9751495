"""``rankagg fuse`` on run files (:func:`fuse_files`): read TREC runs (or a run table), fuse them, write a run."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from rankagg.methods.base import Aggregator
from rankagg.defaults import DEFAULT_DEPTH, DEPTH_NOT_GIVEN
from rankagg.io.formats import asking_files_once
from rankagg.io.gene_list_kind import list_taken_for_run, shaped_input
from rankagg.io.rules import id_fault
from rankagg.io.run_names import select_input_runs
from rankagg.io.run_weights import check_run_weights
from rankagg.api.fusion_spec import check_depth, make_fusion, weights_for_runs, weights_name_every_run

__all__ = ["fuse_files", "FuseFilesResult", "model_input_depth", "model_output_depth"]


@dataclass
class FuseFilesResult:
    """What :func:`fuse_files` read and wrote."""

    method: Aggregator
    summary: str
    output: str
    skipped: list[str] = field(default_factory=list)
    #: the documents written per query at most: the depth given, a tuned model's, or :data:`DEFAULT_DEPTH`
    depth: int | None = DEFAULT_DEPTH


def _read_entries(paths: Sequence[str | os.PathLike], m: Aggregator, *, trust_rank: bool, input_depth: int | None,
                  reading: Callable[[str], None] | None, names: Sequence[str] | None = None) -> Any:
    from rankagg.io.trec import read_trec_entries

    reads = m.get_tags().reads_scores
    return read_trec_entries(paths, trust_rank=trust_rank, input_depth=input_depth, progress=reading, names=names,
                             keep_scores=reads, scores_read=reads)


def _fused(m: Aggregator, entries: Any) -> tuple[Any, np.ndarray]:
    """The runs the method fuses (the entries themselves for the methods that sum over lines, else the
    rank matrix) and its fused scores by the contract path: checked, and independent of the order of the
    runs (canonical ranker order)."""
    from rankagg.stream.fuse import contract_scores

    return contract_scores(m, entries)


def model_input_depth(model: str | os.PathLike | None, input_depth: int | None) -> int | None:
    """The input depth a model was learnt at (``rankagg train`` or ``tune --input-depth``: a fitted method's
    trees and a fusion's weights and held-out estimate are of each run's first N documents) applies where none
    is given, whatever kind of model the file holds (:func:`rankagg.methods.state.input_depth_of`).  Another
    one given is refused."""
    if model is None:
        return input_depth
    from rankagg.exceptions import ModelFileError
    from rankagg.methods.state import applied_input_depth, input_depth_of
    from rankagg.models import read_model_document

    try:
        learnt = input_depth_of(read_model_document(model)[0])
    except ModelFileError as exc:
        text = str(exc)
        raise ModelFileError(text if text.startswith(os.fspath(model)) else f"{os.fspath(model)}: {text}") from None
    return applied_input_depth(learnt, input_depth, os.fspath(model))


def model_output_depth(model: str | os.PathLike | None, depth: int | None) -> int | None:
    """The output depth: ``depth`` where given; where not (:data:`DEPTH_NOT_GIVEN`), the depth a model from
    ``rankagg tune --depth N`` was tuned at (its estimate, and the ``tuned_for`` measure it maximised, are of the
    first N fused documents per query: written deeper, the run would score otherwise than its model says), else
    :data:`DEFAULT_DEPTH`."""
    if depth is not DEPTH_NOT_GIVEN or model is None:
        return depth
    from rankagg.models import read_fusion_model

    fusion = read_fusion_model(model)  # None: a trained model, which records no output depth
    return depth if fusion is None or fusion["depth"] is None else fusion["depth"]


@asking_files_once  # each run is asked by the door four times (its name, the output, a table, its reader)
def fuse_files(paths: Sequence[str | os.PathLike], output: str | os.PathLike, *, method: str | None = None,
               params: Mapping[str, Any] | None = None, weights: Mapping[str, float] | Sequence[float] | None = None,
               model: str | os.PathLike | None = None, trust_rank: bool = False, input_depth: int | None = None,
               depth: int | None = DEPTH_NOT_GIVEN, tag: str | None = None, score_column: str = "fused",
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

    check_depth(depth)
    check_depth(input_depth, "input_depth")  # the streaming and Dask readers took -1 as "read nothing"
    input_depth = model_input_depth(model, input_depth)
    depth = model_output_depth(model, depth)
    if isinstance(paths, (str, bytes, os.PathLike)):
        paths = [paths]  # one run file, as rankagg.fuse takes it (not its name's characters)
    paths = [os.fsdecode(p) if isinstance(p, bytes) else p for p in paths]  # a bytes path is a path
    if not paths:
        raise ValueError("no run files given")
    m = make_fusion(method, params=params, weights=weights, model=model)
    out_tag = tag if tag is not None else fused_tag(m.name, tuned=model is not None)
    why = id_fault(out_tag) if isinstance(out_tag, str) else f"is a {type(out_tag).__name__}, not text"
    if why is not None:  # '' was the default tag, silently; checked before any run is read
        raise ValueError(f"tag {out_tag!r} {why}: the run tag is one token of every line written")
    if backend not in ("local", "dask"):
        raise ValueError(f"backend must be 'local' or 'dask', got {backend!r}")
    if backend != "dask" and (scheduler is not None or scratch is not None):
        dask_only = " and ".join(f"--{n} {v}" for n, v in (("scheduler", scheduler), ("scratch", scratch)) if v is not None)
        raise ValueError(f"{dask_only}: for --backend dask (backend='dask') only, not backend {backend!r}")
    if backend == "dask":
        from rankagg.backends.dask_fuse import check_distributable

        check_distributable(m)  # before reading anything
    skipped: list[str] = []

    def note(message: str) -> None:
        skipped.append(message)
        if notice is not None:
            notice(message)

    kept = select_input_runs(paths, output, note)
    from rankagg.io.formats import run_table, table_input, writer_for
    from rankagg.stream.fuse import write_run_in_parts
    from rankagg.stream.run import fuse_stream, in_memory_notice, joins_parts, splits_by_query, use_stream, write_fused

    table = table_input(kept)  # the registry: a table input's runs are the values of its run column
    layout = run_table(table) if table is not None else None  # its parts and their footers, read once a command
    if layout is not None:  # a table's run names from its scan (imported only for tables: text runs load no Parquet)
        from rankagg.stream.parquet import table_runs

        names = table_runs(layout)
    else:
        names = peek_run_names(kept)  # its first look, kept for the stream
    if weights is not None and not isinstance(weights, Mapping):  # in the runs' order: met by name from here on
        weights = weights_for_runs(weights, names if table is None else None,
                                   "the run files" if table is None else f"run table {kept[0]}")
        m = make_fusion(method, params=params, weights=weights, model=model)
    try:
        text_output = writer_for(output).fused_writer is None  # the registry: TREC text, formatted here
    except ValueError as exc:  # the inputs named too: a file meant as another kind (gene lists) was taken for a run
        shown = ", ".join(os.fspath(p) for p in kept[:3]) + (", ..." if len(kept) > 3 else "")
        # and the line that made it one, or the line of another tool's file (a Pabulib file: u23d_pb_ordinal_as_run)
        why = next((w for w in map(list_taken_for_run, kept) if w is not None), None) or shaped_input(kept)
        raise ValueError(f"{exc} (the inputs were taken for runs: {shown})" + (f"; {why}" if why else "")) from None
    given = getattr(m, "weights", None)
    if isinstance(given, Mapping):  # named where they came from: the weights file and line, the model, --weights
        source = model if weights is None and model is not None else None
        check_run_weights(weights if isinstance(weights, Mapping) else given, names,
                          "weights" if source is None else source,
                          every_run=source is not None and weights_name_every_run(source))
    if backend == "dask":
        from rankagg.backends.dask_fuse import fuse_files_dask

        summary = fuse_files_dask(kept, output, m, names=names, tag=out_tag, depth=depth,
                                  score_column=score_column, trust_rank=trust_rank, input_depth=input_depth,
                                  scheduler=scheduler, scratch=scratch, reading=reading)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped, depth=depth)
    how = use_stream(m, kept, stream if table is None else None)
    if how is None and notice is not None:
        notice(in_memory_notice(m, kept))
    if how is True or table is not None:
        summary = fuse_stream(kept, output, m, names=names, tag=out_tag,
                              trust_rank=trust_rank, input_depth=input_depth, depth=depth,
                              score_column=score_column, inputs=[*kept, *([model] if model is not None else [])],
                              reading=reading, layout=layout)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped, depth=depth)
    entries = _read_entries(kept, m, trust_rank=trust_rank, input_depth=input_depth, reading=reading, names=names)
    summary = run_summary(entries)
    joined = joins_parts(m)
    if text_output and (splits_by_query(m) or joined):  # fused and formatted a part per core
        write_run_in_parts(output, m, entries, tag=out_tag, depth=depth, score_column=score_column,
                           inputs=[*kept, *([model] if model is not None else [])], joined=joined)
        return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped, depth=depth)
    data, scores = _fused(m, entries)
    if not text_output:
        write_fused(output, iter([(data, scores)]), tag=out_tag, depth=depth,
                    score_column=score_column, inputs=[*kept, *([model] if model is not None else [])])
    else:
        write_trec_run(output, data, scores, tag=out_tag, depth=depth,
                       score_column=score_column, inputs=[*kept, *([model] if model is not None else [])])
    return FuseFilesResult(method=m, summary=summary, output=str(output), skipped=skipped, depth=depth)
