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
* ranx ``Run`` objects (a sequence, or a mapping name -> Run) -> a ranx ``Run``.

Ranks of each input run come from its scores by the trec_eval rule (score
descending, then docid descending).  The fused score is the method's own score
(higher is better); ties are ordered by the house tie rule
(:func:`rankagg.data.rankings.consensus_order`), which the DataFrame's ``rank``
column records.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence, cast

import numpy as np
import pandas as pd

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.evaluation.trec_eval import evaluate_run
from rankagg.io.frame import find_column, from_dataframe
from rankagg.io.trec import read_qrels, read_trec_run
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method

__all__ = ["fuse", "evaluate", "to_rankings"]


def _is_ranx_run(x: Any) -> bool:
    return type(x).__name__ == "Run" and type(x).__module__.startswith("ranx")


def _long_from_dicts(named: Sequence[tuple[str, Mapping]]) -> pd.DataFrame:
    qid: list[str] = []
    doc: list[str] = []
    run: list[str] = []
    score: list[Any] = []
    for name, dct in named:
        if not isinstance(dct, Mapping):
            raise ValueError(f"run {name!r}: expected {{qid: {{docid: score}}}}, got {type(dct).__name__}")
        for q, docs in dct.items():
            if not isinstance(docs, Mapping):
                raise ValueError(f"run {name!r}, query {q!r}: expected {{docid: score}}, got {type(docs).__name__}")
            qid.extend([str(q)] * len(docs))
            doc.extend(map(str, docs.keys()))
            score.extend(docs.values())
            run.extend([name] * len(docs))
    names = [n for n, _ in named]
    return pd.DataFrame({"qid": qid, "docid": doc, "score": np.asarray(score, dtype=np.float64),
                         "ranker": pd.Categorical(run, categories=names)})


def to_rankings(runs: Any) -> tuple[Rankings, str, dict[str, Any]]:
    """``runs`` as :class:`Rankings`, with the kind of input (``dict``, ``frame``, ``ranx``) and what is
    needed to give the result back in that form."""
    if isinstance(runs, Rankings):
        return runs, "rankings", {}
    if isinstance(runs, pd.DataFrame):
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
    kind = "ranx" if all(_is_ranx_run(v) for _, v in named) else "dict"
    if kind == "ranx":
        named = [(n, v.to_dict()) for n, v in named]
    long = _long_from_dicts(named)
    if long.empty:
        raise ValueError("all runs are empty")
    return from_dataframe(long, rank=None, label=None, source="runs"), kind, {}


def fuse(runs: Any, method: str | Aggregator = "rrf", weights: Mapping[str, float] | Sequence[float] | None = None,
         *, depth: int | None = None, **params: Any) -> Any:
    """Fuse ``runs`` with ``method`` (registry name or spec, or an Aggregator) and return the same kind.

    ``weights`` maps run names to weights (for the methods that take weights);
    ``depth`` keeps the first ``depth`` fused documents per query; other keyword
    arguments are the method's parameters, e.g. ``fuse(runs, "rrf", k=20)``.
    """
    data, kind, cols = to_rankings(runs)
    if isinstance(method, Aggregator):
        if params or weights is not None:
            raise ValueError("give parameters and weights to the Aggregator itself")
        m = method
    else:
        if weights is not None:
            params["weights"] = weights
        m = make_method(method, **params)
        if m.supervised:
            raise ValueError(f"{m.name} is supervised: fit it first and pass the fitted Aggregator")
    if depth is not None and (isinstance(depth, bool) or int(depth) != depth or depth < 1):
        raise ValueError(f"depth must be an integer >= 1, got {depth!r}")
    m._check_fitted()
    m._check_rankers(data)
    scores = np.asarray(m.score(data), dtype=np.float64)
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    rank = np.arange(data.n_items) - data.offsets[qidx] + 1
    if depth is not None:
        keep = rank <= depth
        order, qidx, rank = order[keep], qidx[keep], rank[keep]
    qids, docids, fused = data.qids[qidx], data.docids[order], scores[order]
    if kind in ("frame", "rankings"):
        return pd.DataFrame({cols.get("qid", "qid"): qids, cols.get("docid", "docid"): docids,
                             "score": fused, "rank": rank})
    out: dict[str, dict[str, float]] = {}
    for q, d, s in zip(qids.tolist(), docids.tolist(), fused.tolist()):
        out.setdefault(q, {})[d] = s
    if kind == "ranx":
        from ranx import Run  # type: ignore[import-untyped]  # optional dependency; present since ranx Runs were given

        return Run(out, name=m.name)
    return out


def _as_frame(x: Any, value: str, what: str) -> pd.DataFrame:
    if isinstance(x, (str, bytes)) or hasattr(x, "__fspath__"):
        if value == "rel":
            return read_qrels(x)
        data = read_trec_run(x)
        assert data.scores is not None  # read_trec_run keeps the scores
        return pd.DataFrame({"qid": data.qids[data.query_of_item], "docid": data.docids, "score": data.scores[:, 0]})
    if type(x).__module__.startswith("ranx"):
        x = x.to_dict()
    if isinstance(x, pd.DataFrame):
        q, d = find_column(x, "qid", None), find_column(x, "docid", None)
        v = find_column(x, "label" if value == "rel" else "score", None)
        if q is None or d is None or v is None:
            raise ValueError(f"{what} DataFrame needs query, document and {value} columns")
        return pd.DataFrame({"qid": x[q].astype(str), "docid": x[d].astype(str), value: x[v].to_numpy()})
    if isinstance(x, Mapping):
        rows = [(str(q), str(d), v) for q, docs in x.items() for d, v in docs.items()]
        return pd.DataFrame(rows, columns=["qid", "docid", value])
    raise ValueError(f"{what} must be a path, a DataFrame, a dict {{qid: {{docid: value}}}} or a ranx object")


def evaluate(run: Any, qrels: Any, measures: Sequence[str] = ("nDCG@10",), *, per_query: bool = False) -> Any:
    """Evaluate ``run`` against ``qrels`` under trec_eval conventions (ir_measures names).

    ``run`` / ``qrels``: a file path, a DataFrame, ``{qid: {docid: score / rel}}`` or
    ranx ``Run`` / ``Qrels``.  Returns ``{measure: mean}``, or with ``per_query``
    a DataFrame indexed by qid.  Needs ir_measures (``pip install 'rankagg[bench]'``)
    except for ``RBP(p=...)``.
    """
    if isinstance(measures, str):
        measures = [measures]
    table = evaluate_run(_as_frame(run, "score", "run"), _as_frame(qrels, "rel", "qrels"), list(measures))
    if per_query:
        return table
    return {m: float(table[m].mean()) if len(table) else float("nan") for m in measures}
