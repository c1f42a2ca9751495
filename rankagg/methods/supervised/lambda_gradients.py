"""RankAgg_F's LambdaRank gradients (Volkovs, Larochelle & Zemel, CIKM 2012; Niu et al., UAI 2013, §5.2).

For the deterministic ranking of the scores ``f``, each pair ``y_i > y_j`` pushes
with ``λ_ij = |ΔF_ij| / (1 + exp(f_i - f_j))``, ``ΔF`` the exact change of NDCG,
ERR or RBP when swapping the two items.  :func:`_lambda_nb` computes the
gradient and the current measure for every query in one compiled pass.
"""

from __future__ import annotations

import math

import numba
import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, check_param
from rankagg.methods.supervised.graded_objectives import OBJECTIVE_CODES, OBJECTIVES, RBP_P, err_scale, graded_labels, ndcg_norms

__all__ = ["lambda_gradient"]


@numba.njit(cache=True)
def _lambda_nb(offsets, f, y, qnorm, code, err_top):
    total = 0.0
    grad = np.zeros(f.shape[0])
    for q in range(offsets.shape[0] - 1):
        lo = offsets[q]
        n = offsets[q + 1] - lo
        if n < 2:
            continue
        fq = f[lo:lo + n]
        order = np.argsort(-fq, kind="mergesort")
        pos = np.empty(n, dtype=np.int64)  # 0-based position of each item
        for k in range(n):
            pos[order[k]] = k
        yq = y[lo:lo + n]
        # per-position quantities for ERR
        rp = np.empty(n)
        cp = np.empty(n)
        S = np.empty(n)
        cum = 1.0
        acc = 0.0
        for k in range(n):
            rp[k] = (2.0 ** yq[order[k]] - 1.0) / err_top
            cp[k] = cum
            acc += cum * rp[k] / (k + 1.0)
            S[k] = acc
            cum *= 1.0 - rp[k]
        for i in range(n):
            a = pos[i]
            if code == 0:
                total += (2.0 ** yq[i] - 1.0) / math.log2(a + 2.0) * qnorm[q]
            elif code == 2:
                total += (1.0 - RBP_P) * yq[i] * RBP_P ** a
        if code == 1:
            total += S[n - 1]
        for i in range(n):
            for j in range(n):
                if yq[i] <= yq[j]:
                    continue
                a, b = pos[i], pos[j]
                if code == 0:
                    gi, gj = 2.0 ** yq[i] - 1.0, 2.0 ** yq[j] - 1.0
                    delta = abs(gi - gj) * abs(1.0 / math.log2(a + 2.0) - 1.0 / math.log2(b + 2.0)) * qnorm[q]
                elif code == 2:
                    delta = (1.0 - RBP_P) * abs(yq[i] - yq[j]) * abs(RBP_P ** a - RBP_P ** b)
                else:
                    lo_, hi_ = min(a, b), max(a, b)
                    ra, rb = rp[lo_], rp[hi_]
                    ratio = (1.0 - rb) / (1.0 - ra)
                    mid = S[hi_ - 1] - S[lo_] if hi_ > lo_ + 1 else 0.0
                    delta = abs(cp[lo_] * (rb - ra) / (lo_ + 1.0) + (ratio - 1.0) * mid
                                + cp[hi_] * ra * ratio / (hi_ + 1.0) - cp[hi_] * rb / (hi_ + 1.0))
                x = fq[i] - fq[j]
                if x > 50.0:
                    x = 50.0
                elif x < -50.0:
                    x = -50.0
                lam = delta / (1.0 + math.exp(x))
                grad[lo + i] += lam
                grad[lo + j] -= lam
    return total, grad


def lambda_gradient(data: Rankings, f: NDArray, objective: str):
    """LambdaRank gradient (Volkovs et al. 2012's RankAgg) and the current metric sum."""
    check_param("objective", objective, Options(OBJECTIVES))
    labels = graded_labels(data)
    y = labels.astype(np.float64)
    return _lambda_nb(data.offsets, np.asarray(f, dtype=np.float64), y, ndcg_norms(data, labels), OBJECTIVE_CODES[objective],
                      err_scale(labels))
