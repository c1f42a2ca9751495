"""``rankagg.fuse(runs)``: runs fused, and given back, in the form they came in.

``fuse`` takes the runs in whatever form they are at hand and returns the fused
run in the same form:

* a mapping ``name -> {qid: {docid: score}}`` (or a sequence of such dicts) ->
  ``{qid: {docid: fused score}}``;
* a long DataFrame with one row per (query, document, run) -> a DataFrame with
  the same query / document column names plus ``score`` (fused) and ``rank``
  (consensus rank).  Column names of ranx (``q_id, doc_id``), PyTerrier
  (``qid, docno``) and ir_measures (``query_id``) are accepted; the run is told
  by a ``ranker`` / ``run`` / ``name`` / ``system`` / ``tag`` column, or one such frame per run without it,
  ``{name: frame}`` or a list (:mod:`rankagg.io.named_frames`);
* ranx ``Run`` objects (a sequence, or a mapping name -> Run) -> a ranx ``Run``;
* ir_measures' rows: ``{name: [ScoredDoc, ...]}`` (lists or iterators, as ``ir_measures.read_trec_run`` gives
  them) -> ``{qid: {docid: fused score}}``;
* a long Arrow table (as the DataFrame) -> an Arrow table;
* PyTerrier result frames (``qid, docno, score``, ranks from 0; :mod:`rankagg.io.pyterrier_frames`): one,
  a list or ``{name: frame}`` -> a PyTerrier result frame ``qid, [query,] docno, score, rank`` (ranks from 0,
  each query's rows in rank order), which a PyTerrier pipeline takes on (:mod:`rankagg.api.pyterrier`).

Every form is read by the same rules (:mod:`rankagg.io.rules`; :data:`rankagg.io.formats.FORMATS`).

Ranks of each input run come from its scores by the trec_eval rule (score
descending, then docid descending).  The fused score is the method's own score
(higher is better); ties are ordered by the house tie rule
(:func:`rankagg.data.rankings.consensus_order`), which the DataFrame's ``rank``
column records.  Each form keeps the exact scores and is marked as rankagg's result
(:mod:`rankagg.io.fused_runs`), so that ``rankagg.evaluate`` measures it in that order, as its written
run; ``rankagg.api.as_written`` gives it the written run's scores for the tools that read scores only.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TYPE_CHECKING, Any, Mapping, Sequence, cast

import numpy as np

from rankagg._settings import check_settings
from rankagg.data.rankings import Rankings, consensus_order
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import method_class, parse_spec
from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD, DEPTH_NOT_GIVEN
from rankagg.api.frame_index import index_as_columns
from rankagg.api.fusion_spec import check_depth, make_fusion, weights_for_runs
from rankagg.io.fused_runs import RANX_MARK, FusedQuery, FusedRun, mark_frame
from rankagg.io.named_frames import stacked_frames

if TYPE_CHECKING:
    import pandas as pd

# pandas and the frame readers are imported where they are used: ``rankagg fuse`` on TREC files imports
# none of them (tests/cli/test_cli.py)

__all__ = ["fuse", "to_rankings"]


def _long_from_dicts(named: Sequence[tuple[str, Mapping]]) -> pd.DataFrame:
    from rankagg.io.frame import mappings_frame

    return mappings_frame(list(named))


def from_mappings(long: pd.DataFrame) -> Rankings:
    """The runs given as mappings (dicts, ranx Runs) read by the rules of every form, a refused value named by
    its run, query and document: the row of the long frame they were laid out in is no place the caller knows."""
    from rankagg.io import InputFormatError
    from rankagg.io.frame import from_dataframe

    try:
        return from_dataframe(long, rank=None, label=None, source="runs", runs=list(long["ranker"].cat.categories))
    except InputFormatError as exc:
        at = re.match(r"runs: row (\d+): (.*)", str(exc), re.DOTALL)
        if at is None:
            raise
        row = long.iloc[int(at.group(1))]
        raise InputFormatError("runs", None, f"run {row['ranker']!r}, query {row['qid']!r}, document {row['docid']!r}: "
                               f"{at.group(2)}") from None


def to_rankings(runs: Any, source: str = "dataframe") -> tuple[Rankings, str, dict[str, Any]]:
    """``runs`` as :class:`Rankings`, with the kind of input (``dict``, ``frame``, ``ranx``) and what is
    needed to give the result back in that form; ``source`` names a frame in messages."""
    from rankagg.io.frame import check_columns_once, find_column, from_dataframe, missing_columns
    from rankagg.io.wide_frames import wide_as_long

    if isinstance(runs, Rankings):
        return runs, "rankings", {}
    from rankagg.io.formats import which

    fmt = which(runs, "runs")  # the registry: which in-process form (or file) runs are
    if fmt is not None and fmt.name == "pyterrier":
        return _pyterrier_rankings(runs, fmt)
    if fmt is not None and fmt.name == "arrow-stream":  # polars, DuckDB, ...: the Arrow table it exports
        from rankagg.io.arrow_stream import arrow_stream_table

        library = type(runs).__module__.split(".")[0]
        data, _, cols = to_rankings(arrow_stream_table(runs), f"{library} {type(runs).__name__}")
        return data, "arrow-stream", {**cols, "library": library}
    if fmt is not None and fmt.name == "arrow":  # read as the DataFrame it converts to, given back as Arrow
        from rankagg.io.frame import arrow_frame

        label = "Arrow table" if source == "dataframe" else source  # a polars table's messages name it
        data, _, cols = to_rankings(arrow_frame(runs, label), label)
        return data, "arrow", cols
    if fmt is not None and fmt.name == "pandas":
        from rankagg.io.fused_runs import written_run

        runs = written_run(runs)  # a fused frame given a run column: its written scores, in its consensus order
        runs = wide_as_long(index_as_columns(runs, source), source)  # df.set_index("qid"): the query is in the index
        if len(runs) == 0:  # rows: an Arrow table's frame holds only the columns a role reads, maybe none
            raise ValueError(f"the {'Arrow table' if source == 'Arrow table' else 'DataFrame'} of runs has no rows")
        check_columns_once(source, runs.columns)
        cols = {role: find_column(runs, role, None, source) for role in ("qid", "docid", "ranker")}
        missing = [r for r, c in cols.items() if c is None]
        if missing:
            raise ValueError(missing_columns(source, missing, runs))
        found = {role: cast(str, c) for role, c in cols.items()}  # none is None (checked above)
        # ranks come from the scores by the trec_eval rule, as for a run file (trec_eval never reads the rank
        # column): a rank column is read only when there is no score
        rank = None if "score" in runs.columns else "rank"
        data = from_dataframe(runs, qid=found["qid"], docid=found["docid"], ranker=found["ranker"], rank=rank,
                              source=source)
        return data, "frame", {**cols, "ints": {r: _integer_ids(runs[found[r]]) for r in ("qid", "docid")}}
    stacked = stacked_frames(runs, index_as_columns)  # {name: table} of a long table's names (PyTerrier's above)
    if stacked is not None:  # given back as the tables' library: pandas, Arrow, polars...
        data, kind, cols = to_rankings(stacked.frame, source)
        return data, stacked.kind or kind, {**cols, "library": stacked.library}
    if isinstance(runs, Mapping) or (isinstance(runs, Sequence) and not isinstance(runs, (str, bytes))):
        from rankagg.io.rules import named_runs

        from rankagg.io.fused_runs import written_run

        named = named_runs(runs)  # the registry's one naming rule: {1: a, "1": b} refused, repeats told apart
        # a run that is rankagg.fuse's result is read as its written run, as `rankagg fuse` reads the fused file:
        # in its consensus order, exact ties included (by its scores alone, ties would go by docid)
        named = [(n, written_run(_namedtuple_run(n, v))) for n, v in named]
    else:
        raise ValueError("runs must be a mapping name -> run, a sequence of runs or a long table (pandas, or one "
                         "exporting the Arrow C stream: pyarrow, polars, DuckDB), got "
                         f"{type(runs).__module__}.{type(runs).__name__}" + (" (collect() it first)" if hasattr(runs, "collect") else ""))
    if not named:
        raise ValueError("no runs given")
    kind = "ranx" if fmt is not None and fmt.name == "ranx" else "dict"
    if kind == "ranx":
        named = [(n, v if isinstance(v, Mapping) else v.to_dict()) for n, v in named]  # a marked Run: its dict
    long = _long_from_dicts(named)
    if long.empty:
        raise ValueError("all runs are empty")
    data = from_mappings(long)  # the rules first: an id they refuse is named by its run, query and document
    ints = {r: _integer_ids(long[r]) for r in ("qid", "docid")} if kind == "dict" else {}  # ranx's ids are str
    return data, kind, {"runs": [n for n, _ in named], "ints": ints}  # runs: their order, for weights given in it


def _integer_ids(column: Any) -> Any:
    """The dtype integer ids came in (``object``: Python or NumPy ints in an object column), or None: the
    result gives them back so (the rules compare and write them as their decimals), as the Fuser gives an
    engine's int ids back, so that a user's ``fused[7]`` or a merge on an int64 column finds them."""
    import pandas as pd

    from rankagg.io.rules import is_integer_id

    dtype = column.dtype
    if pd.api.types.is_integer_dtype(dtype) and not pd.api.types.is_bool_dtype(dtype):
        return dtype
    if dtype == object:
        values = pd.unique(column)
        if len(values) and all(map(is_integer_id, values)):
            return object
    return None


def _ids_back(texts: np.ndarray, dtype: Any) -> Any:
    """Ids the rules made text given back in the integer ``dtype`` they came in (None: as text)."""
    if dtype is None:
        return texts
    ints = [int(t) for t in texts.tolist()]
    if dtype is object:
        return np.array(ints, dtype=object)
    if isinstance(dtype, np.dtype):  # NumPy's own: pd.array wraps uint64's top values through int64
        return np.array(ints, dtype=dtype)
    import pandas as pd

    return pd.array(ints, dtype=dtype)


def _namedtuple_run(name: str, run: Any) -> Any:
    """A run given as ir_measures' ``ScoredDoc`` rows (a list or an iterator) as its mapping; any other run as it is."""
    from rankagg.io.namedtuple_rows import namedtuple_rows, rows_as_mapping

    rows, run = namedtuple_rows(run, "score", f"run {name!r}")
    return run if rows is None else rows_as_mapping(rows, f"run {name!r}")


#: what a form is called where it gives its runs no order (a sequence of weights is then refused)
_FORM_NAMES = {"frame": "a long DataFrame", "arrow": "a long Arrow table", "arrow-stream": "a long table",
               "pyterrier": "one PyTerrier frame"}


def _is_path(x: Any) -> bool:
    return isinstance(x, (str, bytes)) or hasattr(x, "__fspath__")


_DEPTH_NOT_GIVEN = DEPTH_NOT_GIVEN  # told apart from the same number given (_check_depth_is_clear)


def _check_depth_is_clear(method: Any, depth: Any) -> None:
    """``fuse(runs, "pseudo_qrels", depth=10)`` cut the output at 10 while the method kept its own ``depth``
    (its pool) at the default: a method with a parameter of that name takes it in its spec, and ``depth=`` is
    then the output's without doubt."""
    if depth is _DEPTH_NOT_GIVEN or not isinstance(method, str):
        return
    try:
        name, spec_params = parse_spec(method)
    except ValueError:
        return  # not a registry spec (a comparison method's name): its own entry says what is wrong
    if "depth" in method_class(name).param_constraints and "depth" not in spec_params:
        raise ValueError(f"rankagg.fuse: depth={depth!r} cuts the fused output, and {name} has a parameter depth of its "
                         f"own (left at its default): give that one in the spec, e.g. method=\"{name}(depth=...)\", "
                         "and depth= is then the output's")


def fuse(runs: Any, method: str | Aggregator = DEFAULT_METHOD, weights: Mapping[str, float] | Sequence[float] | None = None,
         *, depth: int | None = _DEPTH_NOT_GIVEN, backend: str = "local", scheduler: Any = None, **params: Any) -> Any:
    """Fuse ``runs`` with ``method`` (registry name or spec, or an Aggregator) and return the same kind.

    ``runs`` may also be TREC run files (a path or a sequence of paths, read as
    ``rankagg fuse`` reads them; the result is ``{qid: {docid: fused score}}``), pairwise comparison
    tables or PrefLib elections (:mod:`rankagg.api.preferences`; the default method is then theirs:
    ``davidson`` or ``kemeny(solver=exact)``).  Comparisons held in memory (a DataFrame, Arrow or polars table or a
    list of records with an ``outcome`` column, or arena battles' ``model_a, model_b, winner``) are fused as their
    files are and come back as ``fuse_comparisons``'s table.
    ``weights`` maps run names to weights (for the methods that take weights; a run
    it does not name weighs 1); ``depth`` keeps the first ``depth`` fused documents
    per query (``None``: all); other keyword arguments are the method's parameters,
    e.g. ``fuse(runs, "rrf", k=20)``.  The default method and depth are the
    command line's.  ``backend="dask"`` (run files only; ``scheduler``: an address
    or a ``distributed.Client``, None for a local cluster) has the workers read,
    partition and fuse the files: the same result (:mod:`rankagg.backends.dask_fuse`).
    """
    check_settings()  # RANKAGG_MEMORY_LIMIT_GB='2GB' was ignored here when no problem was large enough to ask
    _check_depth_is_clear(method, depth)
    if backend not in ("local", "dask"):
        raise ValueError(f"backend must be 'local' or 'dask', got {backend!r}")
    if scheduler is not None and backend != "dask":  # was ignored for run files: the job ran here, silently
        raise ValueError("a scheduler is for backend='dask' (run files); give backend='dask' or no scheduler")
    if _is_path(runs) or (isinstance(runs, Sequence) and runs and all(_is_path(r) for r in runs)):
        paths = [os.fsdecode(p) if isinstance(p, bytes) else p for p in ([runs] if _is_path(runs) else runs)]
        from rankagg.api.preferences import fuse_preference_files, preference_inputs

        if preference_inputs(paths, method if isinstance(method, str) else None):  # comparisons or PrefLib elections
            spec = _preference_spec(os.fspath(paths[0]), method, weights, backend, depth)
            table = _first(fuse_preference_files(paths, method=spec, params=params), depth)
            # each query in the table's rank order, marked: rankagg.evaluate reads its ties as the written run
            return FusedRun((q, FusedQuery(zip(g["item"].tolist(), g["score"].astype(float).tolist())))
                            for q, g in table.groupby("query", sort=False))
        from rankagg.io.formats import table_input
        from rankagg.io.run_names import peek_run_names

        table = table_input(paths)
        names = peek_run_names(paths) if table is None else None  # the registry recognises each file, whatever fuses
        if not isinstance(method, Aggregator):
            weights = weights_for_runs(weights, names, "the run files" if table is None else f"run table {paths[0]}")
        m = _aggregator(method, params, weights) if isinstance(method, Aggregator) else \
            make_fusion(method, params=params, weights=weights)
        if backend == "dask":
            from rankagg.backends.dask_fuse import fuse_dict_dask

            check_depth(depth)
            fused = fuse_dict_dask(paths, m, depth=depth, scheduler=scheduler)  # in the consensus order
            return FusedRun((q, FusedQuery(docs)) for q, docs in fused.items())
        check_depth(depth)
        from rankagg.stream.run import fused_blocks  # large inputs are read block of queries by block

        result = FusedRun()
        for data, scores in fused_blocks(paths, m):
            result.update(_as_dict(data, scores, depth))
        return result
    from rankagg.api.preferences import comparison_form, fuse_comparison_form

    held = comparison_form(runs)
    if held is not None:  # comparisons in memory, fused as their files are; a table back, as fuse_comparisons gives
        spec = _preference_spec(f"the {held} given", method, weights, backend, depth)
        return _first(fuse_comparison_form(runs, held, spec, params), depth)
    if backend != "local" or scheduler is not None:
        raise ValueError("backend='dask' fuses run files (paths); in-memory runs are fused locally")
    data, kind, cols = to_rankings(runs)
    if kind != "rankings" and not isinstance(method, Aggregator):  # Rankings: its rankers' order is the order
        weights = weights_for_runs(weights, cols.get("runs"), _FORM_NAMES.get(kind, "the runs"))
    m = _aggregator(method, params, weights) if isinstance(method, Aggregator) else \
        make_fusion(method, params=params, weights=weights)
    data, scores = m.fuse(data)  # fitted, its rankers matched by name, the contract path (methods.fitted)
    check_depth(depth)
    if kind in ("dict", "ranx"):
        out = _as_dict(data, scores, depth, cols.get("ints", {}))
        if kind == "ranx":
            from ranx import Run  # type: ignore[import-untyped]  # optional dependency; present since ranx Runs were given

            run = Run(out, name=m.name)  # ranx sorts it again, ties its own way: the order is kept beside it
            setattr(run, RANX_MARK, out)
            return run
        return out
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    rank = np.arange(data.n_items) - data.offsets[qidx] + 1
    if depth is not None:
        keep = rank <= depth
        order, qidx, rank = order[keep], qidx[keep], rank[keep]
    import pandas as pd

    ints = cols.get("ints", {})
    frame = pd.DataFrame({cols.get("qid", "qid"): _ids_back(data.qids[qidx], ints.get("qid")),
                          cols.get("docid", "docid"): _ids_back(data.docids[order], ints.get("docid")),
                          "score": scores[order], "rank": rank})
    mark_frame(frame, cols.get("qid", "qid"), cols.get("docid", "docid"))  # read in its rank order (fused_runs)
    if kind == "pyterrier":
        return _pyterrier_frame(frame, cols)
    if kind in ("arrow", "arrow-stream"):
        import pyarrow as pa

        table = pa.Table.from_pandas(frame, preserve_index=False)
        # given back in the library it came from when that library reads Arrow tables (polars.from_arrow)
        back = getattr(sys.modules.get(cols.get("library", "")), "from_arrow", None) if kind == "arrow-stream" else None
        return table if back is None else back(table)
    return frame


def _preference_spec(source: str, method: Any, weights: Any, backend: str, depth: Any) -> str | None:
    """The method spec for comparisons or PrefLib elections (None: their default), the run-only arguments refused."""
    if weights is not None or backend != "local":
        raise ValueError("weights and backend='dask' apply to runs, not to comparisons or PrefLib elections")
    spec = None if method is DEFAULT_METHOD else method
    if spec is not None and not isinstance(spec, str):  # never dropped for the default: say so
        raise ValueError(f"{source}: comparison tables and PrefLib elections are aggregated by a method named by "
                         f"its spec (e.g. 'davidson', 'kemeny(solver=exact)'), not by a {type(spec).__name__} object")
    check_depth(depth)
    return spec


def _first(table: Any, depth: int | None) -> Any:
    """The first ``depth`` items per query of a preference table, as for runs (was ignored: every item)."""
    return table if depth is None else table[table["rank"] <= depth]


def _pyterrier_rankings(runs: Any, fmt: Any) -> tuple[Rankings, str, dict[str, Any]]:
    """PyTerrier result frames read by the registry (their rules: :mod:`rankagg.io.pyterrier_frames`), each run's
    ranks from its scores by the trec_eval rule, as for the run files PyTerrier writes from them."""
    import pandas as pd

    from rankagg.io.frame import from_dataframe
    from rankagg.io.pyterrier_columns import named_frames
    from rankagg.io.pyterrier_frames import queries_of

    rows = pd.concat(list(fmt.read(runs)), ignore_index=True)
    if rows.empty:
        raise ValueError("the PyTerrier frames have no rows")
    names = list(dict.fromkeys(rows["run"].tolist())) if not isinstance(runs, (Mapping, list, tuple)) else \
        [n for n, _ in named_frames(runs)]
    rows["run"] = pd.Categorical(rows["run"], categories=names)  # a run that retrieved nothing is still a run
    data = from_dataframe(rows, qid="q_id", docid="doc_id", ranker="run", rank=None, label=None,
                          source="PyTerrier frames", runs=names)
    return data, "pyterrier", {"qid": "qid", "docid": "docno", "queries": queries_of(runs),
                               "runs": names if isinstance(runs, (Mapping, list, tuple)) else None}


def _pyterrier_frame(frame: pd.DataFrame, cols: dict[str, Any]) -> pd.DataFrame:
    """The fused run as a PyTerrier result frame: ``qid, [query,] docno, score, rank``, ranks from 0."""
    frame["rank"] = frame["rank"] - 1  # PyTerrier's FIRST_RANK
    if cols["queries"]:
        frame.insert(1, "query", frame["qid"].map(cols["queries"]))
    return frame


def _as_dict(data: Any, scores: np.ndarray, depth: int | None, ints: Mapping[str, Any] | None = None) -> FusedRun:
    """``{qid: {docid: fused score}}`` in consensus order, the first ``depth`` per query, marked as rankagg's
    result (:class:`~rankagg.io.fused_runs.FusedRun`: ``rankagg.evaluate`` measures it in that order); ids that
    came in as integers (``ints``: :func:`_integer_ids` per role) as Python ints."""
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    if depth is not None:
        keep = np.arange(data.n_items) - data.offsets[qidx] + 1 <= depth
        order, qidx = order[keep], qidx[keep]
    out = FusedRun()
    qids, docids = data.qids[qidx].tolist(), data.docids[order].tolist()
    qids = list(map(int, qids)) if (ints or {}).get("qid") is not None else qids
    docids = list(map(int, docids)) if (ints or {}).get("docid") is not None else docids
    for q, d, s in zip(qids, docids, scores[order].tolist()):
        out.setdefault(q, FusedQuery())[d] = s
    return out


def _aggregator(method: Aggregator, params: Mapping[str, Any], weights: Any) -> Aggregator:
    if params or weights is not None:
        raise ValueError("give parameters and weights to the Aggregator itself")
    return method
