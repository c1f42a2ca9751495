"""Gene lists in, significance out: Robust Rank Aggregation and its family from Python and ``rankagg fuse``.

* :func:`significance`: per query a table ``query, rank, item, score, p_value, q_value`` (and the method's
  extra columns) in the method's order, for ranked lists (R's ``glist``: ``{name: [item, ...]}``), gene-list
  files, or any :class:`~rankagg.data.rankings.Rankings`;
* :func:`aggregate_ranks`: R RobustRankAggreg's ``aggregateRanks`` itself (``Name, Score``, R's order), from
  ``glist`` or a normalised rank matrix ``rmat``, with R's method names;
* :func:`read_gene_lists`, :func:`gene_list_inputs` and :func:`fuse_gene_list_files` (``rankagg fuse`` on
  gene-list files, ``-o`` a ``.csv``, ``.tsv`` or ``.parquet`` table).

The methods are the registry's (``rankagg methods`` marks those that give p-values); a method without
p-values gives its score and rank only.  docs/genes.md shows a worked example.
"""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.api.gene_list_inputs import gene_list_inputs
from rankagg.io.formats import read
from rankagg.io.gene_lists import GeneLists, gene_lists_to_rankings
from rankagg.io.significance_table import TABLE_SUFFIXES, write_significance_table
from rankagg.methods.registry import list_methods, make_method, method_class, method_family

__all__ = ["significance", "aggregate_ranks", "read_gene_lists", "gene_list_inputs", "fuse_gene_list_files",
           "GENE_LIST_METHOD"]

#: the method of a gene-list job when none is named: Robust Rank Aggregation
GENE_LIST_METHOD = "rra"


def read_gene_lists(paths: str | os.PathLike | Sequence[str | os.PathLike]) -> GeneLists:
    """The lists of one or more gene-list files (a table of lists, or one list per file; formats ``gene-lists``
    and ``gene-list``), in the order given; a list name given twice is refused, naming both files."""
    many = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    out = GeneLists()
    where: dict[str, str] = {}
    for path in many:
        for lists in read(path, kind="gene_lists"):
            for name, items in lists.items():
                if name in out:
                    raise ValueError(f"the list {name!r} is given twice: in {where[name]} and {os.fspath(path)}")
                out[name] = items
                where[name] = os.fspath(path)
    return out


def _rankings(lists: Any) -> Rankings:
    if isinstance(lists, Rankings):
        return lists
    if isinstance(lists, (str, os.PathLike)) or (isinstance(lists, (list, tuple)) and lists
                                                 and all(isinstance(p, (str, os.PathLike)) for p in lists)):
        source = os.fspath(lists) if isinstance(lists, (str, os.PathLike)) else ", ".join(map(os.fspath, lists))
        return gene_lists_to_rankings(read_gene_lists(lists), source=source)
    if isinstance(lists, Mapping):
        return gene_lists_to_rankings(lists)
    raise TypeError(f"expected ranked lists {{name: [item, ...]}}, gene-list files or a Rankings, got {type(lists).__name__}")


def significance(lists: Any, method: str = GENE_LIST_METHOD, **params: Any) -> pd.DataFrame:
    """Per query of ``lists`` (``{name: [item, ...]}`` best first, gene-list file(s), or a Rankings), every item
    with the method's ``score`` (its statistic: RRA's rho, Stuart's Q, the mean normalised rank...), ``p_value``
    and ``q_value`` (Benjamini-Hochberg within the query), ``rank`` in the method's order (p-value ascending,
    ties in first appearance: R's order), and the method's extra columns.  A method without p-values (a
    registry method outside the significance family, or R's min / median / geom.mean) gives ``score`` (for a
    fusion method its fused score, higher = better, ranked by the house tie rule) and ``rank`` only."""
    data = _rankings(lists)
    m = make_method(method, **params)
    qids = np.asarray(data.qids)[data.query_of_item]
    significance_of = getattr(m, "significance", None)
    if significance_of is None:
        scores = np.asarray(m.fuse(data)[1], dtype=np.float64)
        order = consensus_order(data, scores)
        frame = {"query": qids[order], "item": np.asarray(data.docids)[order], "score": scores[order]}
    else:
        sig = significance_of(data)
        order = sig.order
        frame = {"query": qids[order], "item": np.asarray(data.docids)[order], "score": sig.statistic[order]}
        if sig.p_value is not None and sig.q_value is not None:
            frame["p_value"] = sig.p_value[order]
            frame["q_value"] = sig.q_value[order]
        for column, values in sig.extra.items():
            frame[column] = np.asarray(values)[order]
    table = pd.DataFrame(frame)
    table.insert(1, "rank", table.groupby("query", sort=False).cumcount().to_numpy() + 1)
    return table


def _r_method(method: str) -> str:
    """The registered method R's ``aggregateRanks(method = ...)`` names (its ``r_method``)."""
    for name in list_methods():
        if method_family(name) == "significance" and getattr(method_class(name), "r_method", None) == method:
            return name
    raise ValueError(f"method should be one of 'min', 'geom.mean', 'mean', 'median', 'stuart' or 'RRA' "
                     f"(R's names), got {method!r}")


def aggregate_ranks(glist: Mapping[str, Sequence[Any]] | None = None, *, rmat: Any = None, N: int | None = None,
                    method: str = "RRA", full: bool = False, exact: bool = False,
                    top_cutoff: Any = None) -> pd.DataFrame:
    """R RobustRankAggreg's ``aggregateRanks(glist, rmat, N, method, full, exact, topCutoff)``: a frame
    ``Name, Score`` in R's order (Score ascending, ties in row order), Score being R's (RRA: the corrected
    p-value of rho; mean: its p-value; stuart: Q; min, median, geom.mean: the statistic).  ``rmat``: a
    normalised rank matrix (a DataFrame indexed by item, one column per list, NaN = unknown), used as given
    (``N`` and ``full`` then do not apply, as in R)."""
    name = _r_method(method)
    params: dict[str, Any] = {"exact": exact, "top_cutoff": top_cutoff} if name == "rra" else {}
    if rmat is None:
        if glist is None:
            raise ValueError("give glist (ranked lists) or rmat (a normalised rank matrix)")
        data = gene_lists_to_rankings(glist)
        sig = make_method(name, N=N, full=full, **params).significance(data)
        items = np.asarray(data.docids)
    else:
        frame = rmat if isinstance(rmat, pd.DataFrame) else pd.DataFrame(np.asarray(rmat, dtype=np.float64))
        values = frame.to_numpy(dtype=np.float64)
        bad = np.isfinite(values) | np.isnan(values)
        if not bad.all() or (values[~np.isnan(values)] <= 0).any():
            raise ValueError("rmat: normalised ranks are finite and > 0 (NaN where a list does not rank the item)")
        sig = make_method(name, **params).significance_of_matrix(values, [str(c) for c in frame.columns])
        items = np.asarray([str(i) for i in frame.index], dtype=object)
    score = sig.p_value if sig.p_value is not None else sig.statistic
    return pd.DataFrame({"Name": items[sig.order], "Score": score[sig.order]})


def fuse_gene_list_files(paths: Sequence[str | os.PathLike], output: str | os.PathLike, *, method: str | None = None,
                         params: Mapping[str, Any] | None = None) -> pd.DataFrame:
    """``rankagg fuse`` on gene-list files: the :func:`significance` table written to ``output`` (``.csv``,
    ``.tsv``, ``.parquet``; ``.gz`` compresses text), atomically, never over an input; returns the table."""
    name = os.fsdecode(os.fspath(output)).lower().removesuffix(".gz")
    if not name.endswith(TABLE_SUFFIXES) and os.fsdecode(os.fspath(output)) != "-":
        # the inputs' kind was recognised from their names and first lines: say which files were taken as gene
        # lists, or a file of another layout (PyFLAGR's Query,Voter,Item,Score CSV) is refused for its -o alone
        # read them first: the kind was told from a name and a first line, and a file that is no table of lists
        # (an expert's 'Rank,Player,Team' sheet, a long CSV of rows) is refused at its own line, not for its -o
        read_gene_lists(paths)
        said = [os.fsdecode(os.fspath(p)) for p in paths]
        inputs = ", ".join(said[:3]) + (f" and {len(said) - 3} more" if len(said) > 3 else "")
        raise ValueError(f"-o: {inputs} {'was' if len(said) == 1 else 'were'} read as ranked gene lists (docs/genes.md), "
                         f"whose fusion is a significance table; a significance table is written as "
                         f"{' / '.join(TABLE_SUFFIXES)}; got {os.fspath(output)}")
    table = significance(list(paths), method or GENE_LIST_METHOD, **dict(params or {}))
    write_significance_table(table, output, inputs=paths)
    return table

