"""Resource limits of the methods: refuse, before allocating, work that would not fit in memory.

A core module (no estimator, no kernel): the pairwise base class and the
families that allocate per-query arrays call :func:`check_problem_size`; the readers call the same
check (:func:`rankagg._settings.check_memory`) naming their input.  :func:`solver_progress` lets a caller
above the methods (the command line, through the API) see the stages of a long exact solve.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from typing import Callable, Iterator

from rankagg._settings import check_memory

__all__ = ["check_problem_size", "solver_progress", "current_progress"]

_PROGRESS: ContextVar[Callable[[str], None] | None] = ContextVar("solver_progress", default=None)


@contextlib.contextmanager
def solver_progress(progress: Callable[[str], None] | None) -> Iterator[None]:
    """Within the block, the exact solvers (``kemeny(solver=exact)``) report their stages to ``progress``
    (the CLI's stderr display): a long proof shows what it is doing instead of looking hung."""
    token = _PROGRESS.set(progress)
    try:
        yield
    finally:
        _PROGRESS.reset(token)


def current_progress() -> Callable[[str], None] | None:
    """The display set by :func:`solver_progress` (None outside one)."""
    return _PROGRESS.get()


def check_problem_size(method: str, n_bytes: float, what: str) -> None:
    """Refuse (before allocating) work that needs more than ``RANKAGG_MEMORY_LIMIT_GB`` GiB (default: half the memory the process may use).

    The message names the limit and the ways around it (shorter input lists, a
    positional method, a larger limit).
    """
    check_memory(method, n_bytes, what,
                 "Cut the input lists (rankagg fuse --input-depth 100; read_trec_runs(..., input_depth=100)), "
                 "or use a positional method (rrf, borda, combsum)")
