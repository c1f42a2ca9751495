"""Local worker processes: the ``"process"`` backend (``rankagg experiment run --jobs N``).

The same interface as :class:`~rankagg.backends.distributed.SerialBackend` and
:class:`~rankagg.backends.distributed.DaskBackend` (``map``, ``imap_unordered``,
``share``, ``close``, a context manager), on a :class:`multiprocessing.pool.Pool`.

Workers never outlive the parent:

* they are forked into the parent's process group (a terminal's Ctrl-C reaches them too);
* each asks the kernel (Linux ``prctl(PR_SET_PDEATHSIG)``) for SIGTERM when its parent
  dies, however it dies: SIGKILL included, or the CLI's SIGTERM handler, which exits at
  once (:func:`rankagg.io.signals.exit_on_signal`);
* a worker that finds its parent already gone (it died between the fork and the
  ``prctl``) exits;
* leaving the ``with`` block on an error terminates the pool instead of waiting for
  the queued work.

A worker's SIGTERM/SIGINT handler is the CLI's (inherited through the fork): it
removes the worker's unfinished output files and exits.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
from typing import Any, Callable, Iterable, Iterator

from rankagg.backends.chunks import _concat_scores, query_chunks, select_chunk
from rankagg.backends.method_shipping import _aggregate_chunk, _prepare, method_state

__all__ = ["ProcessBackend"]

_PR_SET_PDEATHSIG = 1


def _die_with_parent(parent: int) -> None:
    """Pool initializer: SIGTERM this worker when its parent dies."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the prctl took effect
        os._exit(128 + signal.SIGTERM)


def _call(packed: tuple[Callable, tuple, Any]) -> Any:
    fn, args, item = packed
    return fn(*args, item)


class ProcessBackend:
    """``jobs`` worker processes on this machine; results equal the serial path's (each task is deterministic)."""

    name = "process"

    def __init__(self, jobs: int = 2) -> None:
        if int(jobs) < 1:
            raise ValueError(f"jobs must be >= 1, got {jobs!r}")
        self.jobs = int(jobs)
        # fork: the workers are the parent's children, in its process group, with its signal handlers
        ctx = multiprocessing.get_context("fork")
        self._pool = ctx.Pool(self.jobs, initializer=_die_with_parent, initargs=(os.getpid(),))

    @property
    def n_workers(self) -> int:
        return self.jobs

    def share(self, obj: Any) -> Any:
        """An object every task receives (a forked worker gets it by pickling, once per task)."""
        return obj

    def map(self, fn: Callable, items: Iterable, *args: Any) -> list:
        """``[fn(*args, it) for it in items]`` on the workers, order kept."""
        return self._pool.map(_call, [(fn, args, it) for it in items], chunksize=1)

    def imap_unordered(self, fn: Callable, items: Iterable, *args: Any) -> Iterator:
        """``fn(*args, it)`` for every item, yielded as each finishes."""
        return self._pool.imap_unordered(_call, [(fn, args, it) for it in items], chunksize=1)

    def aggregate(self, method: Any, data: Any, *, chunk_queries: int | None = None) -> Any:
        """``method.aggregate(data)``, its chunks of whole queries scored on the workers: the same scores as the
        serial path (``aggregate(..., backend="process")`` was an AttributeError).  A method whose parameters are
        estimated across queries (not ``per_query``) is scored whole, in one task, as on the other backends."""
        m = _prepare(method)
        if data.n_queries == 0:
            return m.aggregate(data)
        if not m.get_tags().per_query:
            return self.map(_aggregate_chunk, [data], method_state(m))[0]
        chunks = query_chunks(data, chunk_queries) if chunk_queries is not None else \
            query_chunks(data, n_chunks=min(data.n_queries, 4 * self.jobs))
        return _concat_scores(data, self.map(_aggregate_chunk, [select_chunk(data, ix) for ix in chunks], method_state(m)))

    def close(self) -> None:
        self._pool.close()
        self._pool.join()

    def terminate(self) -> None:
        self._pool.terminate()
        self._pool.join()

    def __enter__(self) -> "ProcessBackend":
        return self

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        if exc_type is None:
            self.close()
        else:  # an error or an interruption: the queued work is not wanted
            self.terminate()
