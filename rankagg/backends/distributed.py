"""Where the work runs: in process (the default) or on a Dask cluster.

Every unsupervised rankagg method scores each query from that query's rows
only, so aggregation is embarrassingly parallel over queries: the
:class:`DaskBackend` cuts a :class:`~rankagg.data.rankings.Rankings` into contiguous
chunks of whole queries (:meth:`Rankings.select_queries`), runs
``method.aggregate`` on each chunk on a worker and concatenates the chunks'
scores in query order.  Kernels stay single-threaded pure functions and the
house tie rule (:func:`rankagg.data.rankings.consensus_scores`) only compares items of one
query, so the output is **bit-for-bit** the in-process output
(``tests/backends/test_backends.py`` checks it for every registered unsupervised method
on MQ2008-agg).

Supervised methods are fit on the driver (the training queries of a LETOR
fold fit in memory); their fitted state (:meth:`Aggregator.get_state`: arrays
and numbers) travels to the workers, which rebuild the method from its class
and hyper-parameters, install the state with the validating
:meth:`Aggregator.set_state` (the path model files take too) and score their
chunks.  Unsupervised models fitted on the driver (ULARA, Mallows-EM) ship
their learned weights the same way.  The five-fold protocol is
distributed by fold (:func:`rankagg.experiments.distributed.run_protocol_distributed`, above this
layer: backends import no experiment code): each fold runs :func:`rankagg.experiments.protocol.run_protocol`
(``folds=(k,)``) on a worker against a dataset scattered once to every worker,
so tuning, fitting and evaluation are the in-process code itself.

Point rankagg at a real cluster by its scheduler address::

    from rankagg.backends.distributed import DaskBackend
    from rankagg.experiments.distributed import run_protocol_distributed
    res = run_protocol_distributed("MQ2008-agg", "rrf", scheduler="tcp://10.0.0.5:8786",
                                   data_dir="/data/letor")
    with DaskBackend(scheduler="tcp://10.0.0.5:8786") as be:
        scores = be.aggregate("borda", rankings)

(start it with ``dask scheduler`` on one machine and ``dask worker
tcp://10.0.0.5:8786`` on the others; every worker needs ``pip install
rankagg[dask]``).  Without ``scheduler`` a :class:`distributed.LocalCluster`
with ``n_workers`` single-threaded worker processes is started and closed.

Beside this module: the in-process backend (:mod:`rankagg.backends.serial`), the method shipped to the
workers (:mod:`rankagg.backends.method_shipping`) and the queries cut into chunks
(:mod:`rankagg.backends.chunks`).
"""

from __future__ import annotations

import logging

from typing import Any, Callable, Iterable, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.backends.chunks import _concat_scores, query_chunks, select_chunk
from rankagg.backends.method_shipping import _aggregate_chunk, _prepare, method_from_state, method_state
from rankagg.backends.serial import SerialBackend
from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator

__all__ = [
    "BACKENDS",
    "DaskBackend",
    "get_backend",
    "aggregate",
]


def _require_distributed():
    try:
        import distributed  # noqa: F401
    except ImportError as exc:  # pragma: no cover - exercised without the extra
        raise ImportError(
            "the Dask backend requires dask.distributed: pip install 'rankagg[dask]'"
        ) from exc
    return distributed


# ---------------------------------------------------------------- backends
#: the backends' one vocabulary, as ``--backend`` and :func:`get_backend` name them (``fuse`` and ``benchmark``
#: offer ``local`` and ``dask``; the experiment runner picks ``process`` for ``--jobs N``)
BACKENDS = ("local", "process", "dask")


def _scratch_space() -> Any:
    from rankagg.io.unfinished import temporary_folder

    return temporary_folder("rankagg-daskwork-")


# seconds to wait for a scheduler address to answer (Dask's own default is 30 s)
CONNECT_TIMEOUT = 5


class DaskBackend:
    """Aggregation and protocol runs on a Dask cluster.

    Parameters
    ----------
    scheduler
        Address of a running scheduler (``"tcp://host:8786"``), or an existing
        :class:`distributed.Client`.  ``None`` starts a local cluster.
    n_workers
        Workers of the local cluster (one thread each).
    processes
        Local cluster with worker processes (default) or threads.
    """

    name = "dask"

    def __init__(self, scheduler: Any = None, *, n_workers: int = 2, processes: bool = True, memory_limit: str | int | None = "auto") -> None:
        distributed = _require_distributed()
        self._cluster = None
        self._workdir: Any = None
        self._own_client = True
        if isinstance(scheduler, distributed.Client):
            self.client = scheduler
            self._own_client = False
        elif scheduler is not None:
            try:
                self.client = distributed.Client(scheduler, timeout=CONNECT_TIMEOUT)
            except OSError as exc:  # TimeoutError included
                raise OSError(f"cannot reach the Dask scheduler {scheduler} within {CONNECT_TIMEOUT} s ({exc})") from None
        else:
            if int(n_workers) < 1:
                raise ValueError(f"n_workers must be >= 1, got {n_workers!r}")
            # the workers' scratch space and lock files in a folder of ours (dask-scratch-space/*.lock in TMPDIR was
            # left behind by every run): removed on close and by the CLI's signal handler, swept once its pid is gone
            self._workdir = _scratch_space()
            try:
                import dask

                scratch = str(self._workdir.__enter__())
                with dask.config.set({"temporary-directory": scratch}):  # the scheduler's too, not only the workers'
                    self._cluster = distributed.LocalCluster(
                        n_workers=int(n_workers),
                        threads_per_worker=1,
                        processes=processes,
                        dashboard_address=None,
                        memory_limit=memory_limit,
                        local_directory=scratch,
                        # a task's error reaches the user once, as the driver's message (the CLI's one line); the
                        # workers' logs repeated it with a traceback before it ("ERROR - Compute Failed"); a worker
                        # that dies still reaches the driver (KilledWorker), which names it
                        silence_logs=logging.CRITICAL,
                    )
                self.client = distributed.Client(self._cluster)
            except BaseException:
                self.close()
                raise

    # -------------------------------------------------------------- generic
    def map(self, fn: Callable, items: Iterable, *args: Any) -> list:
        """``[fn(*args, it) for it in items]`` on the cluster, order kept."""
        items = list(items)
        if not items:
            return []
        futures = self.client.map(fn, *[[a] * len(items) for a in args], items, pure=False)
        return self.client.gather(futures)

    def imap_unordered(self, fn: Callable, items: Iterable, *args: Any) -> Iterator:
        """``fn(*args, it)`` for every item on the cluster, yielded as each finishes."""
        from distributed import as_completed

        items = list(items)
        if not items:
            return iter(())
        futures = self.client.map(fn, *[[a] * len(items) for a in args], items, pure=False)
        return (f.result() for f in as_completed(futures))

    def share(self, obj: Any) -> Any:
        """``obj`` scattered once to every worker (tasks receive the object itself)."""
        [future] = self.client.scatter([obj], broadcast=True)
        return future

    @property
    def n_workers(self) -> int:
        return max(len(self.client.scheduler_info(n_workers=-1).get("workers", {})), 1)

    # -------------------------------------------------------------- aggregation
    def _chunks(self, data: Rankings, chunk_queries: int | None) -> list[NDArray[np.int64]]:
        """``data``'s queries in chunks of ``chunk_queries``, or by default four chunks a worker."""
        if chunk_queries is None:
            return query_chunks(data, n_chunks=min(data.n_queries, 4 * self.n_workers))
        return query_chunks(data, chunk_queries)

    def aggregate(
        self,
        method: Aggregator | str,
        data: Rankings,
        *,
        chunk_queries: int | None = None,
    ) -> NDArray[np.float64]:
        """Scores of ``method`` on ``data``, chunks of whole queries scored on the workers.

        Identical to ``method.aggregate(data)``.  Supervised methods must be
        fitted already (on the driver); their fitted state is sent along.
        """
        m = _prepare(method)
        spec = method_state(m)
        if data.n_queries == 0:
            return m.aggregate(data)
        chunks = self._chunks(data, chunk_queries)
        if not m.get_tags().per_query:
            # parameters estimated across queries: one task sees every query
            chunks = [np.arange(data.n_queries, dtype=np.int64)]
        [spec_f] = self.client.scatter([spec], broadcast=True)
        futures = [self.client.submit(_aggregate_chunk, spec_f, select_chunk(data, ix), pure=False) for ix in chunks]
        return _concat_scores(data, self.client.gather(futures))

    def aggregate_many(
        self,
        methods: Sequence[Aggregator | str],
        data: Rankings,
        *,
        chunk_queries: int | None = None,
    ) -> list[NDArray[np.float64]]:
        """Scores of several methods on ``data``: the chunks are scattered once and all
        (method, chunk) tasks run concurrently.  Each result equals ``method.aggregate(data)``."""
        prepared = [_prepare(m) for m in methods]
        specs = [method_state(m) for m in prepared]
        if data.n_queries == 0:
            return [method_from_state(sp).aggregate(data) for sp in specs]
        chunks = self._chunks(data, chunk_queries)
        parts = self.client.scatter([select_chunk(data, ix) for ix in chunks])
        whole = None
        futures = []
        for m, sp in zip(prepared, specs):
            if m.get_tags().per_query:
                futures.append([self.client.submit(_aggregate_chunk, sp, part, pure=False) for part in parts])
            else:  # parameters estimated across queries: one task sees every query
                if whole is None:
                    [whole] = self.client.scatter([data])
                futures.append([self.client.submit(_aggregate_chunk, sp, whole, pure=False)])
        return [_concat_scores(data, self.client.gather(fs)) for fs in futures]

    def aggregate_batches(
        self,
        method: Aggregator | str,
        batches: Iterable[Rankings],
        *,
        max_in_flight: int | None = None,
    ) -> Iterable[NDArray[np.float64]]:
        """Score a stream of batches (e.g. Parquet batches) on the workers, in order.

        At most ``max_in_flight`` batches (default ``2 * n_workers``) are on the
        cluster at once, so driver memory stays bounded.
        """
        m = _prepare(method)
        if not m.get_tags().per_query:
            raise ValueError(f"{m.name} estimates parameters across queries; it cannot score a stream of batches independently")
        spec = method_state(m)
        [spec_f] = self.client.scatter([spec], broadcast=True)
        limit = max_in_flight or 2 * self.n_workers
        pending: list = []
        for b in batches:
            pending.append(self.client.submit(_aggregate_chunk, spec_f, b, pure=False))
            if len(pending) >= limit:
                yield pending.pop(0).result()
        for f in pending:
            yield f.result()

    def close(self) -> None:
        if self._own_client and hasattr(self, "client"):
            self.client.close()
        if self._cluster is not None:
            self._cluster.close()
        if self._workdir is not None:
            self._workdir.__exit__(None, None, None)
            self._workdir = None

    def __enter__(self) -> "DaskBackend":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def get_backend(backend: Any = "local", **kw: Any):
    """The one backend interface (``map``, ``imap_unordered``, ``share``, ``close``), named as the CLI's
    ``--backend`` names it (:data:`BACKENDS`): ``"local"`` (default, in process; ``"serial"``, its old name, is
    the same), ``"process"`` (``jobs`` local worker processes,
    :class:`rankagg.backends.processes.ProcessBackend`), ``"dask"`` (keywords go to :class:`DaskBackend`),
    or an instance (returned as is).  The experiment runner, ``rankagg benchmark`` and the protocol use it."""
    if not isinstance(backend, str):
        return backend
    if backend in ("serial", "local"):
        return SerialBackend()
    if backend == "process":
        from rankagg.backends.processes import ProcessBackend

        return ProcessBackend(**kw)
    if backend == "dask":
        return DaskBackend(**kw)
    raise ValueError(f"backend must be one of {', '.join(map(repr, BACKENDS))}, got {backend!r}")


def aggregate(
    method: Aggregator | str,
    data: Rankings,
    *,
    backend: str | SerialBackend | DaskBackend = "local",
    chunk_queries: int | None = None,
    **backend_kw: Any,
) -> NDArray[np.float64]:
    """``method.aggregate(data)`` on the chosen backend (same output on every backend)."""
    own = isinstance(backend, str)  # a backend given as an object is the caller's to close (a ProcessBackend was closed)
    be = get_backend(backend, **backend_kw)
    try:
        return be.aggregate(method, data, chunk_queries=chunk_queries)
    finally:
        if own:
            be.close()
