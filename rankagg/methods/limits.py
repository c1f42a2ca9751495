"""Resource limits of the methods: refuse, before allocating, work that would not fit in memory.

A core module (no estimator, no kernel): the pairwise base class and the
families that allocate per-query arrays call :func:`check_problem_size`.
"""

from __future__ import annotations

from rankagg._settings import memory_limit_bytes
from rankagg.exceptions import ProblemTooLargeError

__all__ = ["check_problem_size"]


def check_problem_size(method: str, n_bytes: float, what: str) -> None:
    """Refuse (before allocating) work that needs more than ``RANKAGG_MEMORY_LIMIT_GB`` (default 2) GiB.

    The message names the limit and the ways around it (shorter input lists, a
    positional method, a larger limit).
    """
    limit = memory_limit_bytes()  # a finite number > 0: nan, inf or text are refused naming the variable
    if n_bytes > limit:
        raise ProblemTooLargeError(
            f"{method}: {what} needs {n_bytes / 2**30:.1f} GiB, over the {limit / 2**30:.1f} GiB limit "
            f"(RANKAGG_MEMORY_LIMIT_GB). Cut the input lists (rankagg fuse --input-depth 100; "
            f"read_trec_runs(..., input_depth=100)), or use a positional method (rrf, borda, combsum)"
        )
