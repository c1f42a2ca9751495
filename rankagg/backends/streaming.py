"""Streaming aggregation over a rankings dataset: an executor, batch by batch, bounded memory.

The registry (:mod:`rankagg.io.formats`) reads the input (a Parquet dataset through
:func:`rankagg.io.parquet.iter_parquet`, the rules applied to every row group) and
yields whole-query batches; this module runs a method over them in process or on a Dask cluster
(:class:`~rankagg.backends.distributed.DaskBackend`, a few batches in flight)
and writes or returns the scores in dataset order.  Requires ``pyarrow``
(``pip install 'rankagg[dask]'``).
"""

from __future__ import annotations

import os
from collections import deque
from typing import Any, Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.backends.distributed import DaskBackend, get_backend
from rankagg.backends.method_shipping import _prepare
from rankagg.data.rankings import Rankings
from rankagg.io.format_io import rankings_batches, rankings_items, rankings_size, write_consensus_table
from rankagg.io.output_guard import check_output_path

__all__ = ["aggregate_parquet"]


def aggregate_parquet(
    method: Any,
    path: str | os.PathLike,
    out: str | os.PathLike | None = None,
    *,
    batch_queries: int = 10_000,
    backend: Any = "local",
    **backend_kw: Any,
) -> NDArray[np.float64] | dict[str, Any]:
    """Aggregate a Parquet dataset batch by batch with bounded memory.

    ``out=None`` returns the consensus scores of all items (float64, dataset
    order); otherwise writes ``qid, docid, score`` Parquet to ``out`` (a ``.parquet`` name; any other is a TREC
    run, ``rankagg-<method>``, as ``rankagg fuse -o`` writes one) and returns ``{"n_queries", "n_items", "path"}``.  ``backend="dask"`` (or a
    :class:`~rankagg.backends.distributed.DaskBackend`) scores the batches on the workers,
    a few batches in flight at a time.  Output is the same on every backend.
    """
    m = _prepare(method)
    if out is not None:  # before any batch is read: never the dataset's own part, never a device
        check_output_path(out, [path])
    be = get_backend(backend, **backend_kw)
    own = isinstance(backend, str)  # a backend given as an object is the caller's to close (a ProcessBackend was closed)
    try:
        # on Dask the workers compute the derived caches (shipping them would double the transfer)
        batches = rankings_batches(path, batch_queries=batch_queries, labels=False,
                                   prime=not isinstance(be, DaskBackend))
        if not m.get_tags().per_query:
            # parameters estimated across queries (own_items' run weights, Mallows-EM's dispersions): each batch
            # would learn its own and the scores would depend on batch_queries, so the dataset is one batch, in
            # memory, as `rankagg fuse` loads such a method's runs
            _check_whole(path, m)
            pairs = _whole(batches, be, m)
        elif isinstance(be, DaskBackend):
            # the batches are read on the driver and their scores come back in order
            pairs = _zip_meta(batches, be, m)
        else:
            pairs = ((b, m.aggregate(b)) for b in batches)
        if out is None:
            total = rankings_items(path)
            if total is None:
                return np.concatenate([s for _, s in pairs])
            # filled in place: peak memory is the result plus one batch, not twice the result
            result = np.empty(int(total))
            at = 0
            for _, s in pairs:
                result[at : at + len(s)] = s
                at += len(s)
            if at != total:
                raise ValueError(f"{path}: _rankagg.json says {total} items, the files hold {at}")
            return result
        return write_consensus_table(out, pairs, inputs=[path], tag=f"rankagg-{m.name}")
    finally:
        if own:
            be.close()


#: bytes per item and ranker of a method given the whole dataset: the ranks, scores, local ranks and the method's
#: working arrays (own_items on 120,000 items x 10 rankers peaked 391 MB above the same call on 5 queries)
_WHOLE_BYTES_PER_ENTRY = 320


def _check_whole(path: str | os.PathLike, m: Any) -> None:
    """Refuse, before reading, a dataset whose whole would pass ``RANKAGG_MEMORY_LIMIT_GB`` for a method that learns
    from every query (it read everything and went on past the limit: u14p_memory_limit_aggregate_global_measured);
    the size from the files' metadata (rows and rankers), no row read."""
    from rankagg._settings import check_memory

    rows, rankers = rankings_size(path)
    rankers = max(1, rankers)
    check_memory(os.fspath(path), rows * (rankers * _WHOLE_BYTES_PER_ENTRY + 256),
                 f"{m.name} learns from every query, so the whole dataset ({rows} rows x {rankers} rankers) in memory",
                 "aggregate with a per-query method (rrf, combsum, ...), which streams, or raise the limit")


def _whole(batches: Iterator[Rankings], be: Any, method: Any) -> Iterator[tuple[Rankings, NDArray[np.float64]]]:
    """Every batch joined into one, scored once (on the backend: one task for the whole)."""
    parts = [b for b in batches if b.n_queries]
    if not parts:
        return
    whole = parts[0] if len(parts) == 1 else Rankings.concatenate(parts)
    yield whole, (be.aggregate(method, whole) if isinstance(be, DaskBackend) else method.aggregate(whole))


def _zip_meta(batches: Iterator[Rankings], be, method) -> Iterator[tuple[Rankings, NDArray[np.float64]]]:
    """Send batches to the workers, yield (batch-without-ranks, scores) in order."""
    keep: deque = deque()

    def feed() -> Iterator[Rankings]:
        for b in batches:
            # the driver keeps only what the output needs, not the rank matrix
            keep.append(Rankings(offsets=b.offsets, ranks=np.ones((b.n_items, 1)), qids=b.qids, docids=b.docids, ranker_names=("_",)))
            yield b

    for s in be.aggregate_batches(method, feed()):
        yield keep.popleft(), s
