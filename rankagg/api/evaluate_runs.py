"""``rankagg.evaluate(run, qrels, measures)``: a run (or several) in any form at hand, evaluated under
trec_eval conventions."""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence

import numpy as np

from rankagg._settings import check_settings
from rankagg.api.frame_index import index_as_columns
from rankagg.io.comment_lines import no_lines_note, query_sample

# pandas and the evaluator are imported where they are used

__all__ = ["evaluate"]


def _queries_of(columns: Any) -> list[Any]:
    """The query ids of evaluation columns, or of a TREC run file's lines (read again: only for an error)."""
    if isinstance(columns, Mapping):  # a mapping's checked columns make their qid column when asked
        return np.asarray((columns.columns() if hasattr(columns, "columns") else columns)["qid"]).tolist()
    from rankagg.io._run_text import read_run_checked  # the run file's reader, only on this error path

    return np.asarray(read_run_checked(columns)["qid"]).tolist()


def _eval_columns(x: Any, value: str, what: str) -> Any:
    """``x`` (a path, a DataFrame, ``{qid: {docid: value}}`` or a ranx object) as the evaluation's columns, or
    a run file's path as given (the evaluation reads TREC text with the fast reader).  Which format a path
    is, the registry says: qrels text, or a run as TREC text or a table holding one run."""
    if isinstance(x, (str, bytes)) or hasattr(x, "__fspath__"):
        from rankagg.io.formats import FORMATS, reader_for

        path = os.fspath(x) if not isinstance(x, bytes) else x.decode()
        fmt = reader_for(path, "qrels" if value == "rel" else "runs")
        if fmt is FORMATS["qrels"]:
            return next(fmt.read(path, columns=True))  # through the registry's rules
        if fmt is FORMATS["trec"]:
            return path
        import pandas as pd

        from rankagg.evaluation.table_runs import table_scores  # with pandas, for a table only (the fuse import cost)
        from rankagg.io.run_table_ids import integer_id_columns

        rows = pd.concat(list(fmt.read(path)), ignore_index=True)
        if rows["run"].nunique() > 1:
            raise ValueError(f"{path}: holds {rows['run'].nunique()} runs; evaluate one run at a time")
        numbers = integer_id_columns(path) if fmt is FORMATS["parquet"] else (False, False)
        return {role: rows[c].to_numpy(dtype=str) if not n else np.asarray([int(x) for x in rows[c]], dtype=object)
                for role, c, n in (("qid", "q_id", numbers[0]), ("docid", "doc_id", numbers[1]))} | \
            {"score": table_scores(rows, path)}  # integer ids as the numbers they were (evaluation.id_forms)
    from rankagg.io.fused_runs import fused_columns, marked_arrow_frame, written_run

    framed = marked_arrow_frame(x)  # rankagg.fuse's Arrow table: its frame holds the mark
    x = x if framed is None else framed
    cols = fused_columns(x)  # a fused frame (a comparison or PrefLib table too) names its columns' roles itself
    x = written_run(x)  # rankagg.fuse's result: measured as its written run, in rankagg's order of exact ties
    if cols is not None and value != "rel":  # its other columns (an election's 'name') are no run's
        return {"qid": x[cols["qid"]], "docid": x[cols["docid"]], "score": x[cols["score"]].to_numpy()}
    if type(x).__module__.startswith("ranx"):
        x = x.to_dict()
    if hasattr(type(x), "__arrow_c_stream__") and type(x).__module__.split(".")[0] != "pandas":  # before the rows:
        from rankagg.io.arrow_stream import arrow_stream_table  # a stream of batches is no ir_measures rows iterator
        from rankagg.io.frame import arrow_frame

        x = arrow_frame(arrow_stream_table(x, what), f"{what} {type(x).__module__.split('.')[0]} {type(x).__name__}")
    from rankagg.io.namedtuple_rows import namedtuple_rows

    rows, x = namedtuple_rows(x, value, what)  # ir_measures' ScoredDoc / Qrel rows: read as their frame
    x = x if rows is None else rows
    if isinstance(x, Mapping):
        from rankagg.evaluation.inputs import mapping_columns

        return mapping_columns(x, value, what)
    import pandas as pd

    from rankagg.io.frame import check_columns_once, find_column, missing_columns

    if isinstance(x, pd.DataFrame):
        x = index_as_columns(x, f"{what} DataFrame")  # df.set_index("qid"): the query is in the index
        check_columns_once(f"{what} DataFrame", x.columns)  # which 'score' of two would be a guess
        q, d = find_column(x, "qid", None), find_column(x, "docid", None)
        v = find_column(x, "label" if value == "rel" else "score", None)
        absent = [role for role, c in (("qid", q), ("docid", d), ("label" if value == "rel" else "score", v)) if c is None]
        if absent:
            raise ValueError(missing_columns(f"{what} DataFrame", absent, x))
        ranker = find_column(x, "ranker", None) if value != "rel" else None
        if ranker is not None and x[ranker].nunique(dropna=False) > 1:  # as a run table of several runs is refused
            raise ValueError(f"{what} DataFrame: its {ranker!r} column holds {x[ranker].nunique(dropna=False)} runs; "
                             "evaluate one run at a time")
        return {"qid": x[q], "docid": x[d], value: x[v].to_numpy()}
    raise ValueError(f"{what} must be a path, a DataFrame (pandas, or a table exporting the Arrow C stream: pyarrow, "
                     f"polars, ...), a dict {{qid: {{docid: value}}}}, a ranx object or "
                     f"ir_measures rows ({'Qrel' if value == 'rel' else 'ScoredDoc'} namedtuples)")


def _integer_queries(run: Any, columns: Any) -> bool:
    """Whether an in-process run's query ids are all integers (a dict's keys, a frame's query column)."""
    if isinstance(run, Mapping):
        from rankagg.io.rules import is_integer_id

        return bool(run) and all(map(is_integer_id, run))
    q = columns.get("qid") if isinstance(columns, Mapping) else None
    if q is None or not hasattr(q, "dtype"):
        return False
    from rankagg.api.fuse_forms import _integer_ids

    return hasattr(q, "unique") and _integer_ids(q) is not None


def _empty_queries(run: Any) -> list[str]:
    """The queries a ``{qid: {docid: score}}`` run declares with nothing retrieved (ids as text: an int is its
    decimal text); none for the other forms, whose rows cannot declare a query without a document."""
    if not isinstance(run, Mapping):
        return []
    return [q if isinstance(q, str) else str(q) for q, d in run.items()
            if isinstance(d, Mapping) and not len(d) and isinstance(q, (str, int)) and not isinstance(q, bool)]


def evaluate(run: Any, qrels: Any, measures: Sequence[Any] = ("nDCG@10",), *, per_query: bool = False,
             complete: bool = False) -> Any:
    """Evaluate ``run`` against ``qrels`` under trec_eval conventions (ir_measures names), as ``rankagg evaluate``.

    ``run`` / ``qrels``: a file path, a DataFrame, ``{qid: {docid: score / rel}}``,
    ranx ``Run`` / ``Qrels``, or ir_measures' rows (a list or iterator of ``ScoredDoc`` / ``Qrel``).  Measures (strings, trec_eval's names and list form ``P.5,10``, ``official``, or
    ir_measures objects such as ``nDCG@10``, ``AP(rel=2)``) are parsed by the registry
    (:mod:`rankagg.evaluation.registry`) and keyed by its one spelling (``ndcg@10`` is
    ``nDCG@10``); each sums up over the queries as trec_eval's ``all`` line does (a mean; trec_eval's counts
    ``num_ret``... a sum, ``gm_map`` a geometric mean); the run and qrels are checked by the validator ``rankagg evaluate``
    uses (:mod:`rankagg.evaluation.inputs`: finite scores, integer grades, no document
    twice).  Returns ``{measure: mean}``, or with ``per_query`` a DataFrame indexed by
    qid.  Qrels that share no query with the run are an error.  With ``complete`` (trec_eval ``-c``) every
    judged query is evaluated, one the run lacks as a ranking that finds nothing
    (:mod:`rankagg.evaluation.complete`): the mean is over all the judged queries.

    ``run`` may be a list (or tuple) of runs, each in any of these forms: the qrels are then
    checked and indexed once and every measure computed once for all the runs
    (:mod:`rankagg.evaluation.trec_batch`); the result is a list, one entry per run.
    """
    check_settings()
    from rankagg.evaluation.registry import parse_measures
    from rankagg.evaluation.trec_eval import evaluate_many

    if not isinstance(per_query, (bool, np.bool_)):  # per_query='no' was true, silently
        raise ValueError(f"per_query must be True or False, got {per_query!r}")
    if not isinstance(complete, (bool, np.bool_)):
        raise ValueError(f"complete must be True or False, got {complete!r}")
    parsed = parse_measures(measures, "trec", "measures")  # before any input is read
    from rankagg.io.namedtuple_rows import namedtuple_rows

    # ir_measures' shapes: a list (or iterator) of ScoredDoc rows is one run, not a list of runs
    rows, run = namedtuple_rows(run, "score", "run")
    several = rows is None and isinstance(run, (list, tuple))
    runs = list(run) if several else [run if rows is None else rows]
    qrels_rows, qrels = namedtuple_rows(qrels, "rel", "qrels")
    qrels = qrels if qrels_rows is None else qrels_rows
    names = [f"run {i}" if several else "run" for i in range(len(runs))]
    columns = [_eval_columns(r, "score", n) for r, n in zip(runs, names)]
    qrels_columns = _eval_columns(qrels, "rel", "qrels")
    got = evaluate_many(columns, qrels_columns, parsed, run_names=names, complete=bool(complete),
                        empty_queries=[_empty_queries(r) for r in runs])
    out = []
    for name, (qids, values) in zip(names, got):
        if not qids:  # the files by name, as the command says them
            r = runs[names.index(name)]
            said_run = f"{name} {os.fspath(r)}" if isinstance(r, (str, os.PathLike)) else name
            said_qrels = f"qrels {os.fspath(qrels)}" if isinstance(qrels, (str, os.PathLike)) else \
                "the qrels" if several else "qrels"
            notes = [no_lines_note(r), no_lines_note(qrels, qrels=True)]  # a file of comment lines only
            held = (f" ({name} queries: {query_sample(_queries_of(columns[names.index(name)])) or 'none'}; judged "
                    f"queries: {query_sample(_queries_of(qrels_columns))})")  # which ids, as the command says them
            raise ValueError(f"{said_run} and {said_qrels} share no query{held}: every measure would be undefined"
                             + "".join(f" ({n})" for n in notes if n))
        if per_query:
            import pandas as pd

            index: list[Any] = list(qids)
            at = names.index(name)  # the run read by the rules (evaluate_many): its ids are ids
            if _integer_queries(runs[at], columns[at]) and all(q.isascii() and q.lstrip("-").isdigit() for q in qids):
                index = [int(q) for q in qids]  # the run's int query ids given back as ints, as rankagg.fuse does
            out.append(pd.DataFrame(values, index=pd.Index(index, name="qid"), columns=list(values), dtype=float))
        else:
            out.append({m.name: m.summary(values[m.name]) for m in parsed})  # a mean, or trec_eval's sum or gm
    return out if several else out[0]
