"""Ψ_TF: CP (Candecomp/Parafac) features of the item × item × ranker preference tensor.

St.Agg (Niu et al., UAI 2013, §4.3.3 Stage I (3)): for each query, the tensor
``T`` with ``T(:, :, k) = P_k`` (ranker ``k``'s pairwise preference matrix,
Volkovs et al. 2012 §2.1, :func:`rankagg.features.pairwise.pairwise_matrices`) is
factorised as ``T ≈ Σ_{j=1..p} λ_j U_{:,j} ∘ V_{:,j} ∘ W_{:,j}`` and item ``i`` is
represented by ``Ψ_TF(i) = [U(i, :), V(i, :)]``.

The decomposition is a plain alternating least squares (Kolda & Bader 2009,
§3.4) written in numpy: deterministic (HOSVD initialisation: leading left
singular vectors of each unfolding), no random state, fixed number of sweeps.
Each factor column is normalised to unit length (the scale goes to ``λ``),
``U`` and ``V`` columns are multiplied by ``λ^{1/2}`` so that features of
strong components weigh more, and signs are fixed so that every ``U`` column
sums to a non-negative value (CP is unique only up to scale and sign).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.features.pairwise import pairwise_matrices

__all__ = ["cp_als", "cp_features"]


def _khatri_rao(a: NDArray, b: NDArray) -> NDArray:
    """Column-wise Kronecker product: (I*J, R) from (I, R) and (J, R)."""
    return (a[:, None, :] * b[None, :, :]).reshape(-1, a.shape[1])


def cp_als(tensor: NDArray[np.float64], rank: int = 2, n_iter: int = 30) -> tuple[NDArray, NDArray, NDArray, NDArray]:
    """CP decomposition of a 3-way tensor by ALS: returns ``(lam, U, V, W)``.

    ``tensor ≈ Σ_j lam[j] U[:, j] ∘ V[:, j] ∘ W[:, j]`` with unit-norm columns.
    """
    t = np.asarray(tensor, dtype=np.float64)
    if t.ndim != 3:
        raise ValueError(f"cp_als needs a 3-way tensor, got shape {t.shape}")
    if rank < 1:
        raise ValueError(f"rank must be >= 1, got {rank}")
    dims = t.shape
    unf = [np.moveaxis(t, m, 0).reshape(dims[m], -1) for m in range(3)]
    factors = []
    for m in range(3):
        u, _, _ = np.linalg.svd(unf[m], full_matrices=False)
        f = np.zeros((dims[m], rank))
        k = min(rank, u.shape[1])
        f[:, :k] = u[:, :k]
        if k < rank:  # deterministic filler for tiny modes
            f[:, k:] = 1.0 / np.sqrt(dims[m])
        factors.append(f)
    eps = 1e-12
    for _ in range(n_iter):
        for m in range(3):
            o = [factors[x] for x in range(3) if x != m]
            # mode-m unfolding of moveaxis(t, m, 0) has the other modes in order (first, second)
            kr = _khatri_rao(o[0], o[1])
            gram = (o[0].T @ o[0]) * (o[1].T @ o[1])
            factors[m] = np.linalg.solve(gram + eps * np.eye(rank), (unf[m] @ kr).T).T
    lam = np.ones(rank)
    for m in range(3):
        nrm = np.linalg.norm(factors[m], axis=0)
        nrm = np.where(nrm > 0, nrm, 1.0)
        factors[m] = factors[m] / nrm
        lam = lam * nrm
    return lam, factors[0], factors[1], factors[2]


def cp_features(
    data: Rankings, rank: int = 2, *, transform: str = "logdiff", unranked: str = "below", positions: str = "raw", n_iter: int = 30
) -> NDArray[np.float64]:
    """``Ψ_TF`` for every item: ``(n_items, 2 * rank)`` = ``[U(i, :), V(i, :)]`` of its query's CP model."""
    ranks = data.ranks if positions == "raw" else data.local_ranks()
    out = np.zeros((data.n_items, 2 * rank))
    for sl in data.query_slices():
        n = sl.stop - sl.start
        if n == 0:
            continue
        y = pairwise_matrices(ranks[sl], transform, unranked)  # (K, n, n)
        t = np.transpose(y, (1, 2, 0))  # item x item x ranker
        if not np.any(t):
            continue
        lam, u, v, _ = cp_als(t, rank, n_iter)
        sign = np.where(u.sum(axis=0) < 0, -1.0, 1.0)
        w = np.sqrt(np.abs(lam)) * sign
        out[sl, :rank] = u * w
        out[sl, rank:] = v * w * np.sign(lam)
    return out
