"""The readers and writers the registry declares (:data:`rankagg.io.formats.FORMATS`), one pair per format.

Each reader yields raw blocks (:class:`~rankagg.io.blocks.Block`: columns by role, and how to build the
block's result); the registry applies the rules to them (:func:`rankagg.io.formats.read`).  The result of
a block of runs is the long rows ``run, q_id, doc_id, score`` (a DataFrame: the core data of every runs
format); of qrels ``q_id, doc_id, rel``; of rankings a :class:`~rankagg.data.rankings.Rankings`; of weights
``{name: weight}``; of comparisons and PrefLib their readers' objects.  The writers take those results, so
that what a writer writes the registry reads back (``tests/io/test_registry_door.py``).  The fast paths of
``rankagg fuse`` (the compiled run parser, the streaming blocks) read through the same rules: they are the
declared readers' own (:mod:`rankagg.io.trec`, :func:`rankagg.io.formats.run_batches`).
"""

from __future__ import annotations

import json
import math
import os
from typing import TYPE_CHECKING, Any, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._lazy import LazyModule
from rankagg.io.atomic import atomic_output, atomic_write_text
from rankagg.io.text_input import BLANKS, read_text, strict_float, text_lines
from rankagg.io._errors import InputFormatError
from rankagg.io.blocks import Block, Checked
from rankagg.io.consensus_output import write_consensus_table  # noqa: F401  (its home before; in __all__)
from rankagg.io.rules import check_ids, check_written_ids, frame_row, frame_rows, keys_once, named_runs, shown
from rankagg.io.run_weights import (WeightItems, sourced_weights, weight_line_fields, weight_number,
    weights_line_fault)

if TYPE_CHECKING:
    import pandas as pd
else:  # pandas on first use: `rankagg evaluate` reads its qrels here and never needs it (1.5 s of start-up)
    pd = LazyModule("pandas")

__all__ = ["RUN_COLUMNS", "trec_blocks", "write_trec_rows", "run_table_blocks", "write_fused_table",
           "write_table_rows", "frame_blocks", "rows_to_frame", "arrow_blocks", "rows_to_arrow", "ranx_blocks",
           "rows_to_ranx", "mapping_blocks", "rows_to_mapping", "qrels_blocks", "write_qrels_rows",
           "letor_blocks", "write_letor_rankings", "rankings_table_blocks", "rankings_batches",
           "rankings_items", "rankings_size", "write_consensus_table", "write_rankings_table", "weights_blocks",
           "read_weights_items", "write_weights", "comparison_blocks", "preflib_blocks", "write_election"]

#: the core data of a runs format: one row per (run, query, document)
RUN_COLUMNS = ["run", "q_id", "doc_id", "score"]


def _rows(c: Checked, run: str, q: str, d: str, s: str) -> pd.DataFrame:
    return pd.DataFrame({"run": c.strings(run), "q_id": c.strings(q), "doc_id": c.strings(d),
                         "score": c.numbers[s]})


def _run_block(source: str, run: Any, q: Any, d: Any, s: Any, row_of: Any) -> Block:
    return Block(source, ids={"q_id": q, "doc_id": d}, names={"run": run}, scores={"score": s},
                 unique=("run", "q_id", "doc_id"), row_of=row_of, what="document",
                 build=lambda c: _rows(c, "run", "q_id", "doc_id", "score"))


# ------------------------------------------------------------------ TREC run text
def trec_blocks(path: str | os.PathLike) -> Iterator[Block]:
    """One TREC run file (the text reader: its parser, its line numbers), its tag the run's name."""
    from rankagg.io._run_text import read_run_checked
    from rankagg.io.run_names import peek_tag

    cols = read_run_checked(path)
    tag = peek_tag(path) or os.path.basename(os.fspath(path))  # the tag of its first line, as runs are named
    n = len(cols["score"])
    yield _run_block(os.fspath(path), np.full(n, tag, dtype=object), cols["qid"], cols["docid"], cols["score"], None)


def write_trec_rows(rows: pd.DataFrame, path: str | os.PathLike) -> None:
    """One run's rows as a TREC run file (``q Q0 d rank score run``; ``.gz``: compressed), scores written so
    that they read back exactly (the shortest text of the double), atomically."""
    runs = pd.unique(rows["run"])
    if len(runs) != 1:
        raise ValueError(f"a TREC run file holds one run; these rows hold {len(runs)}")
    q, d = rows["q_id"].to_numpy(dtype=object), rows["doc_id"].to_numpy(dtype=object)
    check_written_ids(q, d, np.arange(len(q)), str(runs[0]), text=True)
    rank = rows.groupby("q_id", sort=False).cumcount().to_numpy() + 1
    text = "".join(f"{a} Q0 {b} {r} {s!r} {runs[0]}\n"
                   for a, b, r, s in zip(q.tolist(), d.tolist(), rank.tolist(), rows["score"].astype(float).tolist()))
    atomic_write_text(path, text)


# ------------------------------------------------------------------ the Parquet run table
def run_table_blocks(path: Any, roles: Sequence[str] | None = None) -> Iterator[Block]:
    """The Parquet run table's blocks (:func:`rankagg.io.run_table.table_blocks`; ``path`` a path or its
    :class:`~rankagg.io.run_table.RunTable`), each built as long rows, or, with ``roles`` (the columns the
    streaming path asks for), as the :class:`~rankagg.io.run_table.RunBatch` of codes the streaming reads."""
    from rankagg.io.run_table import RunTable, run_table, table_blocks

    table = path if isinstance(path, RunTable) else run_table(path)
    if roles is not None:
        yield from table_blocks(table, roles)
        return
    for block in table_blocks(table):
        build = block.build
        assert build is not None  # the run table's blocks build a RunBatch

        def rows(c: Checked, build: Any = build) -> pd.DataFrame:
            b = build(c)
            # a table without scores gives its ranks, which the DataFrame reader orders by (ties kept)
            order = {"rank": b.rank} if b.rank is not None else {"score": b.score}
            return pd.DataFrame({"run": np.asarray(b.run_names, dtype=object)[b.run_codes],
                                 "q_id": np.asarray(b.qid_names, dtype=object)[b.qid_codes],
                                 "doc_id": np.asarray(b.docid.to_pylist(), dtype=object), **order})

        block.build = rows
        yield block


def write_fused_table(output: str | os.PathLike, blocks: Iterator[tuple[Any, NDArray[np.float64]]], *, tag: str,
                      depth: int | None, score_column: str = "fused", inputs: Sequence[str | os.PathLike] = ()) -> None:
    """Write fused blocks (``(runs, scores)``, as the fusion gives them) as a Parquet run table ``q_id, doc_id,
    score, run, rank`` (the lines of the TREC run: same scores, ranks and order; the fused run's tag in
    ``run``), atomically, never over an input."""
    from rankagg.io.run_table import pyarrow
    from rankagg.io.trec_writer import trec_run_columns

    pa, pq = pyarrow()
    schema = pa.schema([("q_id", pa.string()), ("doc_id", pa.string()), ("score", pa.float64()),
                        ("run", pa.string()), ("rank", pa.int64())])
    with atomic_output(output, inputs=inputs) as fh:
        writer = pq.ParquetWriter(fh, schema, compression="zstd")
        try:
            for data, scores in blocks:
                qidx, docids, rank, written = trec_run_columns(data, scores, tag=tag, depth=depth,
                                                               score_column=score_column, text=False)
                writer.write_table(pa.table({
                    "q_id": pa.array(np.asarray(data.qids)[qidx].tolist(), type=pa.string()),
                    "doc_id": pa.array(np.asarray(docids).tolist(), type=pa.string()),
                    "score": pa.array(written), "run": pa.array([tag] * len(rank), type=pa.string()),
                    "rank": pa.array(rank.astype(np.int64))}, schema=schema))
        finally:
            writer.close()


def write_table_rows(rows: pd.DataFrame, path: str | os.PathLike) -> None:
    """Rows as a long Parquet run table ``q_id, doc_id, score, run`` (atomically)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    check_written_ids(rows["q_id"].to_numpy(dtype=object), rows["doc_id"].to_numpy(dtype=object),
                      np.arange(len(rows)), "table")
    table = pa.table({"q_id": pa.array(rows["q_id"].astype(str).tolist(), type=pa.string()),
                      "doc_id": pa.array(rows["doc_id"].astype(str).tolist(), type=pa.string()),
                      "score": pa.array(rows["score"].to_numpy(dtype=np.float64)),
                      "run": pa.array(rows["run"].astype(str).tolist(), type=pa.string())})
    with atomic_output(path) as fh:
        pq.write_table(table, fh)


# ------------------------------------------------------------------ in-process forms
def frame_blocks(frame: pd.DataFrame, source: str = "dataframe") -> Iterator[Block]:
    from rankagg.io.frame import find_column, missing_columns

    cols = {role: find_column(frame, role, None, source) for role in ("qid", "docid", "ranker", "score")}
    missing = [r for r, c in cols.items() if c is None]
    if missing:
        raise ValueError(missing_columns(source, missing, frame))
    yield _run_block(source, frame[cols["ranker"]].to_numpy(dtype=object), frame[cols["qid"]].to_numpy(dtype=object),
                     frame[cols["docid"]].to_numpy(dtype=object), frame[cols["score"]].to_numpy(dtype=object),
                     frame_rows(frame.index))


def rows_to_frame(rows: pd.DataFrame, target: Any = None) -> pd.DataFrame:
    return rows[RUN_COLUMNS].reset_index(drop=True)


def arrow_blocks(table: Any) -> Iterator[Block]:
    from rankagg.io.frame import arrow_frame

    yield from frame_blocks(arrow_frame(table), "Arrow table")


def rows_to_arrow(rows: pd.DataFrame, target: Any = None) -> Any:
    import pyarrow as pa

    return pa.Table.from_pandas(rows[RUN_COLUMNS].reset_index(drop=True), preserve_index=False)


def mapping_blocks(runs: Any) -> Iterator[Block]:
    from rankagg.io.frame import mappings_frame

    frame = mappings_frame(named_runs(runs))  # one naming rule for every form (rankagg.io.rules.named_runs)
    yield _run_block("runs", frame["ranker"].astype(object).to_numpy(), frame["qid"].to_numpy(dtype=object),
                     frame["docid"].to_numpy(dtype=object), frame["score"].to_numpy(dtype=object), frame_row)


def ranx_blocks(runs: Any) -> Iterator[Block]:
    from collections.abc import Mapping

    named = named_runs(runs if isinstance(runs, (Mapping, list, tuple)) else [runs])
    yield from mapping_blocks({name: r.to_dict() for name, r in named})  # names made distinct by named_runs


def rows_to_ranx(rows: pd.DataFrame, target: Any = None) -> dict[str, Any]:
    """Rows as ``{name: ranx.Run}`` (ranx is optional: an ImportError says so)."""
    from ranx import Run  # type: ignore[import-untyped]

    return {name: Run(run, name=name) for name, run in rows_to_mapping(rows).items()}


def rows_to_mapping(rows: pd.DataFrame, target: Any = None) -> dict[str, dict[str, dict[str, float]]]:
    out: dict[str, dict[str, dict[str, float]]] = {}
    for (run, q), part in rows.groupby(["run", "q_id"], sort=False):
        out.setdefault(str(run), {})[str(q)] = dict(zip(part["doc_id"].tolist(), part["score"].astype(float).tolist()))
    return out


# ------------------------------------------------------------------ qrels
def qrels_blocks(path: str | os.PathLike, columns: bool = False) -> Iterator[Block]:
    """Qrels as rows ``q_id, doc_id, rel``; ``columns``: as ``{"qid", "docid", "rel"}`` arrays (``rankagg evaluate``)."""
    from rankagg.io._qrels_text import read_qrels_columns

    cols = read_qrels_columns(path)
    rel = np.asarray(cols["rel"], dtype=np.int64)

    def build(c: Checked) -> Any:  # str arrays: object ones would be hashed through pandas, which evaluate never loads
        q, d = (np.asarray(c.texts[k], dtype=str)[c.codes[k]] for k in ("q_id", "doc_id"))
        return {"qid": q, "docid": d, "rel": rel} if columns else pd.DataFrame({"q_id": q, "doc_id": d, "rel": rel})

    yield Block(os.fspath(path), ids={"q_id": cols["qid"], "doc_id": cols["docid"]}, unique=("q_id", "doc_id"),
                what="judgement", build=build)


def write_qrels_rows(rows: pd.DataFrame, path: str | os.PathLike) -> None:
    q, d = rows["q_id"].to_numpy(dtype=object), rows["doc_id"].to_numpy(dtype=object)
    check_written_ids(q, d, np.arange(len(q)), "qrels", text=True)
    atomic_write_text(path, "".join(f"{a} 0 {b} {int(r)}\n" for a, b, r in zip(q.tolist(), d.tolist(),
                                                                              rows["rel"].tolist())))


# ------------------------------------------------------------------ rankings: LETOR text and its Parquet dataset
def _rankings_block(source: str, data: Any, row_of: Any = None) -> Block:
    names = list(data.ranker_names)
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InputFormatError(source, None, f"ranker {twice[0]!r} given twice; each ranker once")
    ranks = {f"rank of {name}": data.ranks[:, j] for j, name in enumerate(names)}  # NaN: not ranked
    return Block(source, ids={"q_id": np.repeat(np.asarray(data.qids, dtype=object), data.sizes),
                              "doc_id": np.asarray(data.docids, dtype=object)}, counts=ranks, nullable=tuple(ranks),
                 unique=("q_id", "doc_id"), what="document", row_of=row_of, build=lambda c: data)


def letor_blocks(path: str | os.PathLike) -> Iterator[Block]:
    from rankagg.io.letor import read_letor

    yield _rankings_block(os.fspath(path), read_letor(path))


def write_letor_rankings(data: Any, path: str | os.PathLike) -> None:
    from rankagg.io.letor import write_letor

    write_letor(path, data)


def rankings_table_blocks(path: str | os.PathLike, **options: Any) -> Iterator[Block]:
    """A rankings dataset in Parquet (:func:`rankagg.io.parquet.dataset_blocks`: a block per row group)."""
    from rankagg.io.parquet import dataset_blocks

    yield from dataset_blocks(path, **options)


def rankings_batches(path: str | os.PathLike, *, batch_queries: int | None = 10_000, labels: bool = True,
                     prime: bool = True) -> Iterator[Any]:
    """Whole-query :class:`~rankagg.data.rankings.Rankings` batches of a rankings input: a Parquet dataset
    streamed (:func:`rankagg.io.parquet.iter_parquet`, through the registry's rules), a LETOR file read whole."""
    from rankagg.io.formats import FORMATS, recognise

    fmt = recognise(path, "rankings")
    if fmt is FORMATS["rankings-parquet"]:
        from rankagg.io.parquet import iter_parquet

        yield from iter_parquet(path, batch_queries=batch_queries, labels=labels, prime=prime)
        return
    yield from fmt.read(path)  # a LETOR file: one batch, read whole (its reader has no blocks of queries)


def rankings_items(path: str | os.PathLike) -> int | None:
    """The number of items a rankings input declares (a dataset's ``_rankagg.json``), or None."""
    from rankagg.io.formats import FORMATS, recognise

    if recognise(path, "rankings") is not FORMATS["rankings-parquet"]:
        return None
    from rankagg.io.parquet import parquet_info

    total = parquet_info(path).get("n_items")
    return None if total is None else int(total)


def rankings_size(path: str | os.PathLike) -> tuple[int, int]:
    """(rows, rankers) of a Parquet rankings dataset from its files' metadata and description, no row read: what a
    caller that loads it whole weighs against ``RANKAGG_MEMORY_LIMIT_GB`` before reading."""
    from rankagg.io.parquet import parquet_info
    from rankagg.io.run_table import open_parquet, parquet_files

    rows = sum(open_parquet(f).metadata.num_rows for f in parquet_files(path))
    return rows, len(parquet_info(path).get("ranker_names") or ())


def write_rankings_table(data: Any, path: str | os.PathLike) -> None:
    from rankagg.io.parquet_writer import write_parquet

    write_parquet(data, path)


# ------------------------------------------------------------------ weights
def read_weights_items(path: str | os.PathLike) -> list[tuple[str, Any, int | None]]:
    """A weights file as (name, weight, line) triples, as written: a JSON object (line None), or ``NAME W`` /
    ``NAME=W`` lines (``#`` comments and blank lines skipped); a JSON key given twice is refused naming the file."""
    spec = os.fspath(path)
    text = read_text(spec)  # the one text opener: gzip, BOM, encoding errors naming the file and line
    if text.lstrip(BLANKS + "\n").startswith("{"):
        try:
            obj = json.loads(text, object_pairs_hook=keys_once)
        except (json.JSONDecodeError, RecursionError) as exc:  # RecursionError: nested past Python's stack
            raise ValueError(f"{spec}: not valid JSON ({exc})") from None
        except ValueError as exc:  # a key given twice (the rule of every JSON record, rules.keys_once)
            raise ValueError(f"{spec}: {exc}") from None
        if not isinstance(obj, dict):  # pragma: no cover - a text starting with "{" decodes to a dict
            raise ValueError(f"{spec}: expected a JSON object name -> weight")
        return [(k, v, None) for k, v in obj.items()]
    items = WeightItems()  # and the comment lines that read as 'NAME W' (a tag may start with '#')
    for n, line in enumerate(text_lines(text), start=1):  # not splitlines: U+2028, NEL... end no line here
        parts = weight_line_fields(line)  # the ASCII blanks only (a no-break space is part of a name), a name's '='
        if not parts or parts[0].startswith("#"):
            items.comment(parts, n)  # a comment line that reads as 'NAME W' is kept aside (WeightItems)
            continue
        if len(parts) != 2:
            raise ValueError(weights_line_fault(spec, text, n, line))
        items.append((parts[0], parts[1], n))
    return items


def weights_blocks(path: str | os.PathLike) -> Iterator[Block]:
    items = read_weights_items(path)
    if not items:  # a file that weighs no run is a mistake (a wrong or truncated file), not "every run weighs 1"
        raise ValueError(f"{os.fspath(path)}: no weights given (the file names no run); leave out --weights to "
                         "weigh every run 1")
    names = [str(k) for k, _, _ in items]
    lines = [line for _, _, line in items]
    values = []
    for k, v, line in items:
        try:
            values.append(weight_number(k, v))
        except ValueError as exc:
            raise InputFormatError(os.fspath(path), line, str(exc)) from None
        if not math.isfinite(values[-1]):  # a JSON file has no line to name: the run does (json.dump writes NaN)
            raise InputFormatError(os.fspath(path), line, f"weight of {shown(k)} is not finite: {shown(v)}")
    yield Block(os.fspath(path), names={"run": np.asarray(names, dtype=object)}, scores={"weight": np.asarray(values)},
                unique=("run",), what="weight", row_of=(lambda i: lines[i]) if lines[0] is not None else None,
                build=lambda c: sourced_weights(path, c.strings("run").tolist(), c.numbers["weight"].tolist(), lines,
                                                getattr(items, "commented", None)))


def write_weights(weights: dict[str, float], path: str | os.PathLike) -> None:
    names = check_ids(os.fspath(path), "run", [str(k) for k in weights], names=True)  # the reader's name rule
    sourced_weights(path, names, [float(v) for v in weights.values()], [None] * len(weights))
    atomic_write_text(path, json.dumps({str(k): float(v) for k, v in weights.items()}, indent=1) + "\n")


# ------------------------------------------------------------------ comparisons and PrefLib (their own readers)
def comparison_blocks(path: str | os.PathLike, **options: Any) -> Iterator[Block]:
    from rankagg.io.pairwise import read_comparisons

    comps = read_comparisons(path, **options)
    yield Block(os.fspath(path), names={"query": np.asarray(comps.qids, dtype=object),
                                        "item_a": np.asarray(comps.item_a, dtype=object),
                                        "item_b": np.asarray(comps.item_b, dtype=object)},
                scores={"outcome": comps.outcome, "weight": comps.weight}, build=lambda c: comps)


def preflib_blocks(path: str | os.PathLike, **options: Any) -> Iterator[Block]:
    from rankagg.io.preflib import read_preflib

    election = read_preflib(path, **options)
    names = list(election.alternatives.values())
    yield Block(os.fspath(path), names={"alternative": np.asarray(names, dtype=object)},
                counts={"count": np.asarray([c for c, _ in election.orders], dtype=np.float64)},
                build=lambda c: election)


def write_election(election: Any, path: str | os.PathLike) -> None:
    from rankagg.io.preflib import write_preflib

    write_preflib(election, path)

