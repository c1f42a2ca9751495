"""Resource limits of the methods: refuse, before allocating, work that would not fit in memory.

A core module (no estimator, no kernel): the pairwise base class and the
families that allocate per-query arrays call :func:`check_problem_size`; the readers call the same
check (:func:`rankagg._settings.check_memory`) naming their input.
"""

from __future__ import annotations

from rankagg._settings import check_memory

__all__ = ["check_problem_size"]


def check_problem_size(method: str, n_bytes: float, what: str) -> None:
    """Refuse (before allocating) work that needs more than ``RANKAGG_MEMORY_LIMIT_GB`` GiB (default: half the memory the process may use).

    The message names the limit and the ways around it (shorter input lists, a
    positional method, a larger limit).
    """
    check_memory(method, n_bytes, what,
                 "Cut the input lists (rankagg fuse --input-depth 100; read_trec_runs(..., input_depth=100)), "
                 "or use a positional method (rrf, borda, combsum)")
