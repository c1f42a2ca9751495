"""Preference inputs at the front door: pairwise comparison tables and PrefLib elections (docs/preferences.md).

``rankagg fuse`` and :func:`rankagg.api.fuse` hand a list of input files here when they are all of one of
these kinds (:func:`preference_kind`):

* **comparisons**: a ``.csv`` / ``.tsv`` / ``.jsonl`` / ``.parquet`` table (``.gz`` for the text ones) with
  an ``outcome`` column (:mod:`rankagg.io.pairwise`), or an arena battle table ``model_a, model_b, winner``
  (also ``.json``; :mod:`rankagg.io.battles`); aggregated by :func:`fuse_comparisons` (default ``davidson``:
  Bradley-Terry with Davidson's ties; for battle files ``arena`` with 100 bootstrap redraws), with bootstrap
  intervals over the judges (when named) or the comparisons;
* **PrefLib**: ``.soc`` / ``.soi`` / ``.toc`` / ``.toi`` files (:mod:`rankagg.io.preflib`), one query per
  file (the query id is the file name without its suffix), the voters as rankers; aggregated by any
  registry method (:func:`fuse_preflib`, default ``kemeny(solver=exact)``: the Kemeny consensus with its
  proof).

The kind is recognised by the suffix and, for a table, by its header read as its reader reads it (a
header quoted as R writes it too); a table that cannot be read gives its reader's error, and a comparison
rule asked of inputs that are not comparison tables says why each one is not (:func:`preference_inputs`).
Options that apply to runs only (``--explain``, ``--weights``, ``--input-depth``, ``--backend dask``, ...)
are refused by name (:func:`fuse_preference_files`), as are two elections that would be one query (two
files named ``e1.soc``).

The result is a table, one row per (query, item), best first: ``query, item, score, rank`` (and
``score_low, score_high, rank_low, rank_high`` with a bootstrap, the rank bounds integers; exact Kemeny's
``objective`` and ``lower_bound`` for comparisons and elections alike; ``name`` for an election), marked as
rankagg's result (:mod:`rankagg.io.fused_runs`: ``rankagg.evaluate`` and ``as_written`` read it as its written
run; ``rankagg.fuse`` gives it as ``{query: {item: score}}`` in that order, cut at ``depth``).  ``item`` is always an id a TREC line can hold: a comparison's item as
read (the id rule refuses the rest at read), an alternative's name with ``%`` and blanks percent-encoded
(:func:`rankagg.io.rules.trec_safe_id`; PrefLib names may hold blanks).  :func:`write_table` writes it as
CSV, TSV, JSON lines or Parquet (by the output's suffix), or as a TREC run (any other name) through the run writer
(:func:`rankagg.io.trec_writer.write_trec_run`: the same tie nudges, so trec_eval reads the table's order).
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from rankagg.defaults import DEPTH_NOT_GIVEN
from rankagg.io._errors import InputFormatError
from rankagg.io.atomic import atomic_write_text
from rankagg.io.fused_runs import mark_frame
from rankagg.io.output_names import OTHER_FORMATS, foreign_output
from rankagg.io.preference_kinds import PREFLIB_SUFFIXES, kind_named, not_comparisons, preference_kind, table_suffix
from rankagg.io.rules import id_fault, records_of

__all__ = ["preference_kind", "preference_inputs", "fuse_comparisons", "read_comparison_file", "fuse_preflib",
           "fuse_preference_files", "comparison_form", "fuse_comparison_form",
           "write_table", "election_query", "DEFAULT_COMPARISON_METHOD", "DEFAULT_PREFLIB_METHOD"]

DEFAULT_COMPARISON_METHOD = "davidson"
DEFAULT_PREFLIB_METHOD = "kemeny(solver=exact)"
#: battle files (``model_a, model_b, winner``) are a leaderboard: arena-rank's Bradley-Terry on LMArena's scale,
#: with bootstrap intervals (arena-rank's default number of redraws) unless ``bootstrap`` is given
DEFAULT_BATTLE_METHOD = "arena"
DEFAULT_BATTLE_BOOTSTRAP = 100
#: the names written as a table (every row of the order); any other name gets a TREC run
_TABLE_SUFFIXES = (".csv", ".tsv", ".jsonl", ".ndjson", ".parquet")


def preference_inputs(paths: Sequence[str | os.PathLike], method: str | None = None) -> str | None:
    """The one preference kind of all ``paths``, or None when none is a preference file; mixing is an error.
    ``method``: when it names a rule of comparison data (davidson, rank_centrality, borda_wins) and the
    inputs are not comparison tables, the error says why each one is not (not "unknown method")."""
    kinds = [preference_kind(p) for p in paths]
    if not paths or all(k is None for k in kinds):
        from rankagg.methods import COMPARISON_RULES

        if method is not None and method.split("(")[0].strip() in COMPARISON_RULES and paths:
            why = "; ".join(f"{os.fspath(p)}: {not_comparisons(p)}" for p in paths)
            raise InputFormatError(os.fspath(paths[0]), None, f"{method} aggregates comparison tables (.csv, .tsv, "
                                   f".jsonl or .parquet with an outcome column), and no input is one: {why}")
        return None
    if len(set(kinds)) > 1:
        named = ", ".join(kind_named(p, k) for p, k in zip(paths, kinds))
        raise ValueError(f"the inputs mix kinds: {named}; fuse comparisons, PrefLib elections and runs separately")
    return kinds[0]


def fuse_comparisons(source: Any, method: str = DEFAULT_COMPARISON_METHOD, *, bootstrap: int = 0,
                     by: str = "auto", level: float = 0.95, random_state: int = 0,
                     items: Iterable[str] | Mapping[str, Iterable[str]] | None = None):
    """Aggregate comparisons (file path(s), a DataFrame, a list of dicts or :class:`Comparisons`) into a table.

    ``method``: ``davidson``, ``rank_centrality``, ``borda_wins`` or any registry method that reads only the
    pairwise matrix (``rankagg methods`` marks them); ``bootstrap``, ``by``, ``level``: percentile
    intervals (:func:`rankagg.methods.comparisons.aggregate.aggregate_comparisons`); ``items``: the known
    items (an item outside them is an error; one no comparison names is listed last, below every other).
    """
    from rankagg.io.battles import battles_from_frame
    from rankagg.io.pairwise import Comparisons, comparisons_from_frame
    from rankagg.methods import aggregate_comparisons

    _check_resampling(bootstrap, random_state, items)
    if isinstance(source, Comparisons):
        comps = source
    elif isinstance(source, (str, os.PathLike)):
        comps = read_comparison_file(source, items=items)
    elif isinstance(source, Sequence) and source and all(isinstance(s, (str, os.PathLike)) for s in source):
        parts = [read_comparison_file(s, items=items) for s in source]
        comps = parts[0] if len(parts) == 1 else _concatenate(parts)
    else:  # a DataFrame, an Arrow table or records (a generator too): their rows, each column once
        records = records_of(source, "comparisons")
        comps = (battles_from_frame if _battle_records(records) else comparisons_from_frame)(records, items=items)
    result = aggregate_comparisons(comps, method, bootstrap=bootstrap, by=by, level=level, random_state=random_state)
    return mark_frame(result.to_frame(), "query", "item")  # rankagg.evaluate and as_written read it as written


def comparison_form(runs: Any) -> str | None:
    """``"comparisons"`` or ``"battles"`` when ``rankagg.fuse`` is handed comparisons held in memory (a DataFrame,
    Arrow or polars table, or a list of records, with an ``outcome`` column, or the battle columns ``model_a,
    model_b, winner``), which no run form has; else None.  Such a table was read as a malformed run ("needs
    columns for qid, docid, ranker"), though its files are fused as comparisons."""
    if type(runs).__name__ == "LazyFrame":  # its columns cost a schema resolution; the run door tells it to collect
        return None
    names = getattr(runs, "column_names", None)
    if names is None and hasattr(runs, "columns") and not isinstance(runs, Mapping):
        names = list(runs.columns)
    if names is None and isinstance(runs, Sequence) and not isinstance(runs, (str, bytes)) and runs \
            and isinstance(runs[0], Mapping):
        names = [k for k, v in runs[0].items() if not isinstance(v, Mapping)]  # a run's values are mappings
    cols = {str(n) for n in names or ()}
    if "outcome" in cols:
        return "comparisons"
    return "battles" if {"model_a", "model_b", "winner"} <= cols else None


def fuse_comparison_form(runs: Any, kind: str, method: str | None, params: Mapping[str, Any] | None):
    """``rankagg.fuse`` of comparisons in memory (:func:`comparison_form`): :func:`fuse_comparisons` with the
    defaults its files get (``davidson``; battles: ``arena`` with its bootstrap redraws)."""
    battles = kind == "battles"
    spec = _with_params(method or (DEFAULT_BATTLE_METHOD if battles else DEFAULT_COMPARISON_METHOD), params)
    try:
        return fuse_comparisons(runs, spec, bootstrap=DEFAULT_BATTLE_BOOTSTRAP if battles else 0)
    except ValueError as exc:  # records were read as battles: say so, as one who meant them as runs would not know
        if not battles:
            raise
        raise ValueError(f"runs: arena battles (records of model_a, model_b and winner, as Chatbot Arena's): {exc}") \
            from None


def _check_resampling(bootstrap: Any, random_state: Any, items: Any) -> None:
    """The API's own parameters, before any reading: ``bootstrap`` and ``random_state`` integers >= 0 (NumPy's
    too; 1.5 raised TypeError, a seed of -1 numpy's bare message), ``items`` a collection of names (a string's
    letters were taken for the items)."""
    for name, value in (("bootstrap", bootstrap), ("random_state", random_state)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
            raise ValueError(f"{name} must be an integer >= 0, got {value!r}")
    if isinstance(items, (str, bytes)):
        raise ValueError(f"items must be a collection of item names (or query -> names), not one string: {items!r}")


def read_comparison_file(path: str | os.PathLike, *, items: Any = None):
    """The comparisons of a comparison table or an arena battle table, read by the format the registry
    recognises (:data:`rankagg.io.formats.FORMATS`: ``battles`` or ``comparisons``), through its rules."""
    from rankagg.io.formats import recognise

    fmt = recognise(path, "comparisons")
    return next(iter(fmt.read(path, **({"items": items} if items is not None else {}))))


def _battle_records(source: Any) -> bool:
    """Whether a DataFrame or a list of dicts holds battles (model_a, model_b, winner) rather than comparisons."""
    columns = list(source.columns) if hasattr(source, "columns") else \
        list(source[0]) if isinstance(source, Sequence) and source and isinstance(source[0], Mapping) else []
    return {"model_a", "model_b", "winner"} <= {str(c).strip().lower() for c in columns}


def _concatenate(parts):
    from rankagg.io.pairwise import Comparisons

    judges = None if any(p.judge is None for p in parts) else np.concatenate([p.judge for p in parts])
    known: dict[str, tuple[str, ...]] | None = None
    if any(p.known is not None for p in parts):
        known = {}
        for p in parts:
            for q, names in (p.known or {}).items():
                known[q] = tuple(sorted(set(known.get(q, ())) | set(names)))
    count = None if all(p.count is None for p in parts) else np.concatenate(
        [p.count if p.count is not None else np.ones(len(p)) for p in parts])
    return Comparisons(*(np.concatenate([getattr(p, f) for p in parts])
                         for f in ("qids", "item_a", "item_b", "outcome", "weight")),
                       judges, " + ".join(dict.fromkeys(p.source for p in parts)), count, known)


def election_query(path: str | os.PathLike) -> str:
    """An election's query id: its file name without ``.gz`` and the PrefLib suffix (``e1.v2.soc`` ->
    ``e1.v2``), refused (naming the file) when a TREC line could not hold it."""
    name = Path(os.fspath(path)).name
    name = name[:-3] if name.lower().endswith(".gz") else name
    stem = name[:-4] if name.lower().endswith(PREFLIB_SUFFIXES) else name
    fault = id_fault(stem)
    if fault is not None:
        raise InputFormatError(os.fspath(path), None, f"its name gives the query id {stem!r}, which {fault}")
    return stem


def fuse_preflib(paths: str | os.PathLike | Sequence[str | os.PathLike], method: str = DEFAULT_PREFLIB_METHOD,
                 **params: Any):
    """Aggregate PrefLib elections (one query per file, named by :func:`election_query`) with a registry method.
    Two files that give one query id (``a/e1.soc`` and ``b/e1.soc``) are refused, naming both."""
    import pandas as pd

    from rankagg.data.rankings import consensus_order
    from rankagg.io.preflib import election_to_rankings, read_preflib
    from rankagg.io.rules import check_ids, trec_safe_id
    from rankagg.methods.registry import make_method

    files = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    first: dict[str, str] = {}
    for path in files:
        q = election_query(path)
        if q in first:
            raise InputFormatError(os.fspath(path), None, f"gives the query id {q!r}, as {first[q]} does: rename one "
                                                          "(an election is one query, named by its file)")
        first[q] = os.fspath(path)
    frames = []
    for path, stem in zip(files, first):
        election = read_preflib(path)
        data = election_to_rankings(election, qid=stem)
        ids = check_ids(os.fspath(path), "alternative name", [trec_safe_id(n) for n in data.docids.tolist()])
        m = make_method(method, **params)
        if m.supervised:
            raise ValueError(f"{method}: a supervised method needs training data; PrefLib elections have no labels")
        # the one entry every face calls (Aggregator.fuse): the rankers in their canonical order, so that the order
        # of the file's lines (anonymous voters) changes no bit of the output (u14c_reorder_reviewer_lines_same)
        data, scores = m.fuse(data)
        order = consensus_order(data, scores)
        scores = _unvoted_below(scores, np.asarray(data.n_ranked_by) == 0)
        rank = np.empty(len(order), dtype=np.int64)
        rank[order] = np.arange(1, len(order) + 1)
        frame = pd.DataFrame({"query": stem, "item": ids, "score": scores, "rank": rank, "name": data.docids})
        for attr in ("objective_", "lower_bound_"):
            if getattr(m, attr, None) is not None:
                frame[attr.rstrip("_")] = float(np.asarray(getattr(m, attr))[0])
        frames.append(frame.sort_values("rank", kind="stable"))
    return mark_frame(pd.concat(frames, ignore_index=True), "query", "item")  # read as its written run


def _unvoted_below(scores, unvoted):
    """A method's scores with the alternatives no voter ranked (``unvoted``) that it left without a score (NaN: no
    evidence, which the pairwise methods give and ``consensus_order`` puts last) given one score, strictly below
    every other alternative's: a table row without a score is read by no tool in the order the table shows, and
    ``rankagg.fuse`` returned NaN."""
    from rankagg.data.comparisons import score_below

    scores = np.asarray(scores, dtype=np.float64)
    unvoted = unvoted & ~np.isfinite(scores)
    if not unvoted.any():
        return scores
    out = scores.copy()
    out[unvoted] = score_below(scores[~unvoted])
    return out


def _table_rankings(table):
    """The table as the run writer's input: one query per ``query`` (first-appearance order), its items, and
    one ranker whose ranks are the table's ``rank``, so that the house tie rule keeps the table's order
    wherever the scores tie."""
    from rankagg.data.rankings import Rankings

    first = {q: k for k, q in reversed(list(enumerate(table["query"].astype(str).tolist())))}
    qids = sorted(first, key=first.get)
    q_of = {q: k for k, q in enumerate(qids)}
    q_code = np.array([q_of[q] for q in table["query"].astype(str).tolist()], dtype=np.int64)
    rank = table["rank"].to_numpy(dtype=np.float64)
    order = np.lexsort((rank, q_code))
    offsets = np.zeros(len(qids) + 1, dtype=np.int64)
    np.cumsum(np.bincount(q_code, minlength=len(qids)), out=offsets[1:])
    data = Rankings(offsets=offsets, ranks=rank[order][:, None], qids=np.array(qids, dtype=str),
                    docids=table["item"].astype(str).to_numpy()[order], ranker_names=("table",))
    return data, table["score"].to_numpy(dtype=np.float64)[order]


def write_table(table, output: str | os.PathLike, *, tag: str = "rankagg", depth: int | None = None,
                inputs: Sequence[str | os.PathLike] = (), score_column: str = "fused") -> None:
    """Write the table as CSV / TSV / JSON lines / Parquet by suffix, else as a TREC run through the run writer
    (:func:`rankagg.io.trec_writer.write_trec_run`: its id and tag checks, its tie nudges, ``score_column``);
    atomically, never over one of ``inputs``.  A ``.parquet`` name gets the table in Parquet, as pandas, R and
    DuckDB read a file of that name (a TREC run under it was unreadable to all of them)."""
    suffix = table_suffix(output)
    # the run default (1000, TREC's) cuts a TREC run; a table is the whole order unless --depth is given: 2000
    # scripts written to order.csv had lost their last 1000 without a word (u21e_)
    if depth is not None and not (depth is DEPTH_NOT_GIVEN and suffix in _TABLE_SUFFIXES):
        table = table[table["rank"] <= depth]  # the table's own ranks: the order it is written in
    if suffix == ".parquet":
        _write_parquet_table(table, output, inputs, score_column)
        return
    if suffix not in (".csv", ".tsv", ".jsonl", ".ndjson"):
        from rankagg.io.trec_writer import write_trec_run

        check_table_output(output)
        data, scores = _table_rankings(table)
        write_trec_run(output, data, scores, tag=tag, inputs=inputs, score_column=score_column)
        return
    if score_column != "fused":
        raise ValueError(f"--scores {score_column} applies to TREC run outputs; a {suffix} table has a rank column")
    if suffix in (".csv", ".tsv"):
        text = table.to_csv(index=False, sep="," if suffix == ".csv" else "\t", lineterminator="\n")
    else:
        text = _json_lines(table)
    atomic_write_text(output, text if text.endswith("\n") else text + "\n", inputs=inputs)


def check_table_output(output: str | os.PathLike) -> None:
    """A name that is no table's (:func:`write_table`) gets a TREC run; one of another table or document format
    (``.json``, ``.xlsx``: :data:`rankagg.io.output_names.FOREIGN_OUTPUTS`) is refused, not given TREC lines."""
    from rankagg.io.formats import check_text_output

    if foreign_output(output, (".parquet.gz",), media_types=False):  # refused before any work, not when the table is written
        raise ValueError(f"-o {os.fspath(output)}: .parquet.gz names {OTHER_FORMATS['.parquet.gz']}")
    if table_suffix(output) not in _TABLE_SUFFIXES:
        check_text_output(output, "the table (as a TREC run under any other name)",
                          "name it .csv, .tsv, .jsonl or .parquet for a table, or .run for a TREC run")


def _json_lines(table) -> str:
    """One JSON object per row, every number as its shortest repr (pandas' ``to_json`` rounds to 10 digits:
    74.01122405806304 was written 74.0112240581, and two scores apart in the 11th digit read back tied), and a
    value JSON has no number for (NaN, an unbounded interval's infinity) as null (RFC 8259)."""
    columns = [str(c) for c in table.columns]
    values = [table[c].tolist() for c in table.columns]
    return "".join(json.dumps({c: None if isinstance(v, float) and not math.isfinite(v) else v
                               for c, v in zip(columns, row)}, ensure_ascii=False, allow_nan=False,
                              separators=(",", ":")) + "\n"
                   for row in zip(*values))


def _write_parquet_table(table, output: str | os.PathLike, inputs: Sequence[str | os.PathLike], score_column: str
                         ) -> None:
    """The table as one Parquet file (its columns and rows as the CSV has them); Parquet compresses inside, so a
    ``.parquet.gz`` name, which no Parquet reader opens, is refused."""
    from rankagg.io.significance_table import write_frame_parquet

    if os.fspath(output).lower().endswith(".gz"):
        raise ValueError(f"-o {os.fspath(output)}: a Parquet table is compressed inside; name it .parquet (no .gz)")
    if score_column != "fused":
        raise ValueError(f"--scores {score_column} applies to TREC run outputs; a .parquet table has a rank column")
    write_frame_parquet(table, output, inputs=inputs)


def fuse_preference_files(paths: Sequence[str | os.PathLike], output: str | os.PathLike | None = None, *,
                          method: str | None = None, params: Mapping[str, Any] | None = None,
                          bootstrap: int | None = None, by: str = "auto", level: float = 0.95, depth: int | None = None,
                          tag: str | None = None, score_column: str = "fused",
                          run_options: Mapping[str, Any] | None = None):
    """``rankagg fuse`` on comparison or PrefLib files: the table, written to ``output`` when given.
    ``run_options``: the run-only options given (option -> value: ``--explain``, ``--weights``,
    ``--input-depth``, ``--backend dask``, ...), each refused by name when set; ``tag`` is checked by the id rule before any work."""
    if method is not None and not method.strip():  # '' was the default method, silently
        raise ValueError(f"method {method!r} names no method; give a method's name or spec, or None for the default")
    kind = preference_inputs(paths)
    if kind is None:
        raise InputFormatError(os.fspath(paths[0]) if paths else "<none>", None,
                               "not a comparison table (no outcome column) nor a PrefLib file")
    label = "comparison tables" if kind == "comparisons" else "PrefLib elections"
    for option, value in (run_options or {}).items():
        if value not in (None, False, "", (), []):
            raise ValueError(f"{option} applies to runs, not to {label} (docs/preferences.md)")
    if tag is not None and id_fault(tag) is not None:
        raise ValueError(f"--tag {tag!r} {id_fault(tag)}: a TREC line could not hold it")
    if output is not None:
        check_table_output(output)  # before the work
    if kind == "comparisons":
        from rankagg.io.battles import is_battle_table

        battles = all(is_battle_table(p) for p in paths)  # a leaderboard: arena's ratings, with intervals
        spec = _with_params(method or (DEFAULT_BATTLE_METHOD if battles else DEFAULT_COMPARISON_METHOD), params)
        if bootstrap is None:
            bootstrap = DEFAULT_BATTLE_BOOTSTRAP if battles else 0
        table = fuse_comparisons(list(paths), spec, bootstrap=bootstrap, by=by, level=level)
    else:
        if bootstrap:
            raise ValueError("--bootstrap applies to comparison tables, not to PrefLib elections")
        spec = method or DEFAULT_PREFLIB_METHOD
        table = fuse_preflib(list(paths), spec, **dict(params or {}))
    if output is not None:  # the default tag names the method that ran, defaults included (--help's rankagg-<method>)
        write_table(table, output, tag=tag or f"rankagg-{spec.split('(')[0].strip()}",
                    depth=depth, inputs=paths, score_column=score_column)
    return table


def _with_params(spec: str, params: Mapping[str, Any] | None) -> str:
    if not params:
        return spec
    from rankagg.methods import COMPARISON_RULES
    from rankagg.methods.registry import check_given_once, parse_spec

    # a comparison rule's name is not the registry's: read its syntax only (its parameters are checked where it runs)
    name, given = parse_spec(spec, resolve=spec.split("(")[0].strip() not in COMPARISON_RULES)
    check_given_once(spec, given, dict(params), "as a parameter")  # two values of one parameter: which would win?
    merged = {**given, **params}
    return f"{name}({', '.join(f'{k}={v!r}' for k, v in merged.items())})"
