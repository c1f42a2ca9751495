"""One BLAS thread around the linear algebra whose result must not depend on the machine.

OpenBLAS splits a matrix product or factorisation into blocks by thread count, so the
same ``np.linalg.svd`` or batched ``@`` gives different last bits with 1 or 2 threads
(measured: the SVD features of MQ2008-agg fold 1 with ``OMP_NUM_THREADS`` 1 and 2).
The house promise is the same output bit for bit on every machine, and the per-query
matrices are small enough that one thread is also the faster choice.
"""

from __future__ import annotations

from threadpoolctl import threadpool_limits

__all__ = ["single_thread_blas"]


def single_thread_blas() -> threadpool_limits:
    """Context manager: BLAS (and the LAPACK above it) on one thread inside the block."""
    return threadpool_limits(limits=1, user_api="blas")
