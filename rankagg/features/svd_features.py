"""The SVD features of Volkovs, Larochelle & Zemel (CIKM 2012) §4.1, Eq. 2-3, with a deterministic convention.

:func:`svd_features` -- rank-``p`` truncated SVD ``Y_k ~ U_k Sigma_k V_k'`` of
each expert's pairwise matrix (§2.1, :mod:`rankagg.features.pairwise`) and per
item ``[U_k(i, :), diag(Sigma_k), V_k(i, :)]``, concatenated over experts
(``3 p`` columns per expert).  ``groups`` generalises the experts: the matrices
of the rankers of one group are summed first, which gives the "combined" model
(one group of all rankers, ``Y_tot``, Fig. 3) and the crowdsourcing hybrid (§5,
Eq. 5: own groups for frequent experts, one pooled group for the rest).  The
learners read them through the per-query cache, :mod:`rankagg.features.feature_cache`.

Deterministic SVD convention
----------------------------
Singular vectors are defined up to sign, and a basis of a repeated singular
value is arbitrary.  For features to mean the same thing in every query:

1. components are ordered by decreasing singular value (LAPACK order);
2. each pair ``(u, v)`` is flipped so that ``sum(u) > 0``; when
   ``|sum(u)|`` is negligible, so that ``sum(v) > 0``; when both are, so that
   ``sum(u**3) + sum(v**3) > 0`` (all three keys are invariant to reordering
   the documents, so the features are equivariant: permuting documents permutes
   the feature rows);
3. entries of documents whose row (for ``u``) or column (for ``v``) of the
   matrix is all zero -- unranked documents, the last document of a list -- are
   exactly 0 (numerically they are ~1e-17);
4. a component whose singular value is negligible (``<= 1e-10 * max(1, sigma_1)``,
   e.g. an expert that ranked fewer than two documents) gets ``u = v = 0``;
   so do components past the matrix size when ``p > n``.

For the leading component of a non-negative matrix (every ``Y_k``), ``u`` and
``v`` are non-negative up to sign, so rule 2 makes them non-negative.  Exactly
repeated leading singular values (possible for binary matrices of tiny lists)
leave the basis to LAPACK, which is deterministic for a given input;
:func:`svd_degeneracy` counts how often it happens.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg._blas import single_thread_blas
from rankagg._settings import check_memory
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.features.pairwise import TRANSFORMS, pairwise_matrices
from rankagg.features.ranker_features import check_ranker_groups

__all__ = ["svd_features", "svd_degeneracy"]

_SVD_CHUNK_BYTES = 64 * 2**20


def _rank_matrix(data: Rankings, positions: str) -> NDArray[np.float64]:
    check_param("positions", positions, Options("raw", "local"))
    return data.ranks if positions == "raw" else data.local_ranks()



def _group_matrices(y: NDArray[np.float64], groups: list[NDArray[np.int64]] | None) -> NDArray[np.float64]:
    if groups is None:
        return y
    return np.stack([y[g].sum(axis=0) for g in groups])


def _canonical_svd(mats: NDArray[np.float64], rank: int) -> tuple[NDArray, NDArray, NDArray]:
    """Batched truncated SVD with the module's sign/zero convention.

    ``mats``: (B, n, n).  Returns ``u`` (B, n, p), ``s`` (B, p), ``v`` (B, n, p).
    """
    b, n, _ = mats.shape
    p = rank
    u_out = np.zeros((b, n, p))
    v_out = np.zeros((b, n, p))
    s_out = np.zeros((b, p))
    if n == 0 or b == 0:
        return u_out, s_out, v_out
    with single_thread_blas():  # the same bits whatever the machine's thread count
        if p == 1 and not np.any(mats < 0):
            u, s, v = _leading_singular_nonneg(mats)
        else:
            u, s, vt = np.linalg.svd(mats, full_matrices=False)
            u = u[:, :, :p]
            v = np.swapaxes(vt[:, :p, :], 1, 2)
            s = s[:, :p]
    q = min(p, n)
    scale = np.maximum(1.0, s[:, :1])
    live = s > 1e-10 * scale  # (B, q)
    tol = 1e-8 * np.sqrt(n)
    su = u.sum(axis=1)
    sv = v.sum(axis=1)
    s3 = (u**3).sum(axis=1) + (v**3).sum(axis=1)
    sign = np.where(np.abs(su) > tol, np.sign(su), np.where(np.abs(sv) > tol, np.sign(sv), np.where(s3 < 0, -1.0, 1.0)))
    sign = np.where(sign == 0, 1.0, sign) * live
    # exact zeros for documents with an all-zero row (u) / column (v), e.g. unranked ones
    row_live = np.any(mats != 0, axis=2)[:, :, None]
    col_live = np.any(mats != 0, axis=1)[:, :, None]
    u_out[:, :, :q] = np.where(row_live, u * sign[:, None, :], 0.0)
    v_out[:, :, :q] = np.where(col_live, v * sign[:, None, :], 0.0)
    s_out[:, :q] = s * live
    return u_out, s_out, v_out


def _leading_singular_nonneg(mats: NDArray[np.float64], max_iter: int = 300, tol: float = 1e-12) -> tuple[NDArray, NDArray, NDArray]:
    """Leading singular triplet of non-negative matrices by power iteration on ``Y'Y``.

    Starts from the all-ones vector (not orthogonal to the non-negative Perron
    vector, and invariant to reordering the documents).  A matrix is accepted
    when the estimated distance to the limit, ``step * rho / (1 - rho)`` with
    ``rho`` the observed contraction of the steps, is below ``tol``; the rest
    (slow convergence: nearly tied leading singular values) fall back to LAPACK.
    About 5x faster than a full batched SVD for the paper's ``p = 1``.
    """
    b, n, _ = mats.shape
    g = np.swapaxes(mats, 1, 2) @ mats
    v = np.full((b, n), 1.0 / np.sqrt(n))
    prev_step = np.full(b, np.inf)
    done = np.zeros(b, dtype=bool)
    active = np.arange(b)
    for _ in range(max_iter):
        ga, va = g[active], v[active]
        w = np.einsum("bij,bj->bi", ga, va)
        norm = np.linalg.norm(w, axis=1)
        zero = norm <= 1e-300
        w = np.where(zero[:, None], 0.0, w / np.where(zero, 1.0, norm)[:, None])
        step = np.linalg.norm(w - va, axis=1)
        prev = prev_step[active]
        rho = np.clip(step / np.where(np.isfinite(prev), prev, 1.0), 0.0, 0.999)
        conv = zero | (step <= tol) | (np.isfinite(prev) & (rho < 0.99) & (step * rho / (1.0 - rho) <= tol))
        v[active] = w
        prev_step[active] = step
        done[active[conv]] = True
        active = active[~conv]
        if active.size == 0:
            break
    if active.size:
        _, _, vt = np.linalg.svd(mats[active], full_matrices=False)
        v[active] = vt[:, 0, :]
    yv = np.einsum("bij,bj->bi", mats, v)
    s = np.linalg.norm(yv, axis=1)
    u = np.where(s[:, None] > 1e-300, yv / np.where(s > 1e-300, s, 1.0)[:, None], 0.0)
    return u[:, :, None], s[:, None], v[:, :, None]


def svd_features(
    data: Rankings,
    transform: str = "logdiff",
    rank: int = 1,
    unranked: str = "none",
    positions: str = "raw",
    groups: Sequence[Sequence[int]] | None = None,
) -> NDArray[np.float64]:
    """Volkovs et al. (2012) SVD features, Eq. 2-3.

    Parameters
    ----------
    transform : 'binary' | 'diff' | 'logdiff'
        Pairwise transform of §2.1 (LR-I, LR-R, LR-logR).
    rank : int
        SVD rank ``p`` (the paper picks 1 by cross-validation).
    unranked : 'none' | 'below'
        ``'none'`` (the paper): a missing rank gives no preference.
    positions : 'raw' | 'local'
        LETOR rank values (the paper) or compacted 1..k ranks.
    groups : list of lists of ranker indices, optional
        Sum the matrices within each group before the SVD (default: one group
        per ranker; ``[range(K)]`` is the "combined" ``Y_tot`` model).

    Returns
    -------
    ``(n_items, n_groups * 3 * rank)``; block ``g`` is ``[U(i, :p), diag(S)[:p], V(i, :p)]``.
    """
    check_param("transform", transform, Options(TRANSFORMS))
    check_param("unranked", unranked, Options("none", "below"))
    if not isinstance(rank, (int, np.integer)) or isinstance(rank, bool) or rank < 1:
        raise ValueError(f"rank must be a positive integer, got {rank!r}")
    rank = int(rank)
    ranks = _rank_matrix(data, positions)
    gl = None if groups is None else check_ranker_groups(groups, data.n_rankers)
    n_groups = data.n_rankers if gl is None else len(gl)
    p = rank
    # the rank sizes the output, not the input: a model file's svd_rank of 2**63 reached NumPy's "Maximum allowed
    # dimension exceeded"; the memory guard refuses it naming the features and the limit
    # (in integers, capped: a rank of 10**40 has no float product)
    check_memory("svd_features", float(min(8 * data.n_items * n_groups * 3 * p, 10 ** 300)), f"the rank-{p} SVD features")
    out = np.zeros((data.n_items, n_groups, 3, p))
    sizes = data.sizes
    starts = data.offsets[:-1]
    for n in np.unique(sizes):
        n = int(n)
        if n == 0:
            continue
        qs = np.flatnonzero(sizes == n)
        per_chunk = max(1, _SVD_CHUNK_BYTES // (n_groups * n * n * 8))
        for c0 in range(0, len(qs), per_chunk):
            chunk = qs[c0 : c0 + per_chunk]
            # each query's documents by docid: the sums of the power iteration and of LAPACK then run in one order
            # whatever order the runs were read in, so permuting documents permutes the features bit for bit (a
            # trained lr_agg gave other last digits, and orders, for the same runs given as b a instead of a b)
            rows = np.concatenate([starts[q] + np.argsort(data.docids[starts[q] : starts[q] + n], kind="stable")
                                   for q in chunk])
            mats = np.stack(
                [_group_matrices(pairwise_matrices(ranks[rows[i * n : (i + 1) * n]], transform, unranked), gl)
                 for i in range(len(chunk))]
            )  # (Q, G, n, n)
            u, s, v = _canonical_svd(mats.reshape(-1, n, n), p)
            u = u.reshape(len(chunk), n_groups, n, p)
            v = v.reshape(len(chunk), n_groups, n, p)
            s = s.reshape(len(chunk), n_groups, p)
            out[rows, :, 0, :] = np.swapaxes(u, 1, 2).reshape(-1, n_groups, p)
            out[rows, :, 1, :] = np.repeat(s, n, axis=0)
            out[rows, :, 2, :] = np.swapaxes(v, 1, 2).reshape(-1, n_groups, p)
    return out.reshape(data.n_items, n_groups * 3 * p)


def svd_degeneracy(data: Rankings, transform: str = "logdiff", unranked: str = "none", positions: str = "raw", rtol: float = 1e-9) -> float:
    """Fraction of (query, expert) matrices whose two leading singular values are tied (non-zero)."""
    ranks = _rank_matrix(data, positions)
    tied = total = 0
    sizes, starts = data.sizes, data.offsets[:-1]
    for n in np.unique(sizes):
        n = int(n)
        if n < 2:
            continue
        qs = np.flatnonzero(sizes == n)
        y = np.concatenate([pairwise_matrices(ranks[starts[q] : starts[q] + n], transform, unranked) for q in qs])
        s = np.linalg.svd(y, compute_uv=False)
        nz = s[:, 0] > 1e-10
        tied += int(np.sum(nz & (s[:, 0] - s[:, 1] <= rtol * s[:, 0])))
        total += int(np.sum(nz))
    return tied / max(total, 1)
