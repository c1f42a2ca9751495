"""The order statistics of Robust Rank Aggregation, as R's RobustRankAggreg 1.2.1 computes them, over arrays.

Kolde, Laur, Adler & Vilo, *Robust rank aggregation for gene list integration and meta-analysis*,
Bioinformatics 28(4), 2012 (below: Kolde §n).  Every function takes the normalised rank matrix ``rmat``
(items x lists, values in (0, 1], NaN where a list does not rank the item: R's ``rankMatrix``) and works on
all items at once; the loops are over the lists (at most a few dozen), never over the items.  Each function
names the R function it reproduces, whose order of floating-point operations it keeps where the result
depends on it (Stuart's alternating sums, R's long-double means), so that scores and orders equal R's.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from scipy.special import betainc, betaincinv, gammaln, xlog1py, xlogy

from rankagg.methods.significance._r_math import r_pnorm, r_pow

__all__ = ["beta_scores", "threshold_beta_scores", "rho_scores", "stuart_scores", "r_mean", "r_median",
           "R_FACTORIAL"]


def _r_factorials(n: int) -> NDArray[np.float64]:
    """R's ``factorial(0:n)`` (``gamma(x + 1)``): a running product up to 49!, as R's ``gammafn`` computes
    integers up to 50; above, the log-gamma route R takes (``exp(lgamma)`` differs from the product in the
    last bits, and Stuart's alternating sums depend on those bits only within 1e-15)."""
    out = np.ones(n + 1)
    acc = 1.0
    for i in range(1, n + 1):
        acc *= i
        out[i] = acc if i < 50 else float(np.exp(gammaln(i + 1.0)))
    return out


R_FACTORIAL = _r_factorials(170)


def beta_scores(rmat: NDArray[np.float64]) -> tuple[NDArray[np.float64], NDArray[np.int64]]:
    """R's ``betaScores`` for every row: ``beta[i, k-1] = P(r_(k) <= x_(k))`` for the ``k``-th smallest of the
    ``n_i`` normalised ranks of item ``i`` under the null of uniform ranks, the Beta(k, n-k+1) distribution
    function (Kolde §2.2, Eq. 1 and the lemma after it).  ``beta`` is NaN past ``n_i``; ``n_i`` is returned too.
    Ranks above 1 (a list longer than ``N``) count as 1, as ``pbeta`` reads them."""
    x = np.sort(rmat, axis=1)  # NaN last, as sort(r, na.last = TRUE)
    n = np.sum(~np.isnan(rmat), axis=1)
    k = np.arange(1, rmat.shape[1] + 1, dtype=np.float64)[None, :]
    valid = k <= n[:, None]
    b = np.where(valid, n[:, None] - k + 1.0, 1.0)
    out = betainc(np.broadcast_to(k, x.shape), b, np.clip(np.where(valid, x, 0.0), 0.0, 1.0))
    out[~valid] = np.nan
    return out, n.astype(np.int64)


def threshold_beta_scores(rmat: NDArray[np.float64], sigma: NDArray[np.float64]) -> tuple[NDArray[np.float64], NDArray[np.int64]]:
    """R's ``rhoScores(r, topCutoff = sigma)`` before the correction: ``thresholdBetaScore`` (Kolde §2.4,
    lists cut at the top): list ``j`` ranks only its top ``sigma_j`` share of the items, an item it does not
    rank sits beyond the cut (R: a normalised rank of exactly 1 becomes unknown), and ``beta_k`` is the
    probability, under the null, that at least ``k`` of the ``n`` lists place the item at ``x_(k)`` or better,
    by the recursion over the lists whose cut lies below ``x_(k)``.

    ``sigma`` holds one cut per list (R requires as many as an item has ranks, so a row with a NaN is refused
    as R refuses it); a rank above its list's cut is refused, as R refuses it."""
    n_items, m = rmat.shape
    sigma = np.asarray(sigma, dtype=np.float64)
    if sigma.shape != (m,):
        raise ValueError(f"top_cutoff: {sigma.size} cut(s) for {m} lists; give one per list")
    if np.any(sigma < 0) or np.any(sigma > 1):
        raise ValueError("top_cutoff: every cut must be in [0, 1]")
    if np.isnan(rmat).any():
        raise ValueError("top_cutoff needs every list to place every item (R: 'The length of sigma does not match n'); "
                         "an item a cut list does not return takes the normalised rank 1 (full=False)")
    r = np.where(rmat == 1.0, np.nan, rmat)
    over = ~np.isnan(r) & (r > sigma[None, :])
    if over.any():
        i, j = np.argwhere(over)[0]
        raise ValueError(f"top_cutoff: item {i + 1} has the normalised rank {float(rmat[i, j])!r} in list {j + 1}, "
                         f"beyond that list's cut {float(sigma[j])!r} (R: 'Elements of r must be smaller than elements of sigma')")
    x = np.sort(r, axis=1)
    have = np.sum(~np.isnan(r), axis=1)
    s = np.sort(sigma)[::-1]  # sigma sorted decreasing
    beta = np.ones((n_items, m))
    for k in range(1, m + 1):
        xk = x[:, k - 1]
        live = k <= have
        plain = live & (s[m - 1] >= np.where(live, xk, 0.0))
        beta[plain, k - 1] = betainc(k, m + 1 - k, xk[plain])
        rest = np.flatnonzero(live & ~plain)
        if rest.size == 0:
            continue
        xr = xk[rest]
        n0 = np.sum(s[None, :] >= xr[:, None], axis=1)  # which(sigma < x)[1] - 1, sigma decreasing
        B = np.zeros((rest.size, k + 1))
        B[:, 0] = 1.0
        i = np.arange(1, k + 1, dtype=np.float64)[None, :]
        init = (i <= n0[:, None]) & (n0[:, None] > 0)
        a_shape = np.broadcast_to(i, init.shape)
        b_shape = np.where(init, n0[:, None] + 1.0 - i, 1.0)
        B[:, 1:] = np.where(init, betainc(a_shape, b_shape, np.broadcast_to(xr[:, None], init.shape)), 0.0)
        for j in range(1, m + 1):  # z_j = sigma[n0 + j], for j up to n - n0
            step = j <= m - n0
            z = s[np.minimum(n0 + j - 1, m - 1)][:, None]
            nxt = (1.0 - z) * B[:, 1:] + z * B[:, :-1]
            B[:, 1:] = np.where(step[:, None], nxt, B[:, 1:])
        beta[rest, k - 1] = B[:, k]
    return beta, np.full(n_items, m, dtype=np.int64)


def rho_scores(rmat: NDArray[np.float64], top_cutoff: NDArray[np.float64] | None = None,
               exact: bool = False) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.int64]]:
    """R's ``rhoScores`` for every row: ``(rho, p, n)``.  ``rho = min_k beta_k`` (Kolde §2.2, Eq. 2) and its
    p-value ``p = min(rho * n, 1)``, the Bonferroni correction over the ``n`` order statistics (Kolde §2.3,
    R's ``correctBetaPvalues``), or with ``exact`` the exact distribution of ``rho`` under the null
    (Kolde §2.3, R's ``correctBetaPvaluesExact``: one minus Stuart's probability that every ``r_(k)`` lies
    above the ``rho``-quantile of its Beta).  ``n`` counts the lists that rank the item (with ``top_cutoff``:
    every list).  An item no list ranks (possible with ``full=True`` only; R gives NaN) gets ``rho = p = 1``."""
    if top_cutoff is None:
        beta, n = beta_scores(rmat)
    else:
        beta, n = threshold_beta_scores(rmat, np.broadcast_to(np.asarray(top_cutoff, dtype=np.float64), (rmat.shape[1],)))
    none = n == 0
    rho = np.ones(len(n))
    if (~none).any():
        rho[~none] = np.nanmin(beta[~none], axis=1)
    if exact:
        p = _exact_rho_pvalues(rho, n)
    else:
        p = np.minimum(rho * n, 1.0)
    p[none] = 1.0
    return rho, p, n


def _exact_rho_pvalues(rho: NDArray[np.float64], n: NDArray[np.int64]) -> NDArray[np.float64]:
    """R's ``correctBetaPvaluesExact(rho, k = n)``, ``1 - stuart(1 - qbeta(rho, 1:n, n - 1:n + 1))``: the chance
    under the null that some ``r_(k)`` falls at or below the ``rho``-quantile ``b_k`` of its Beta.  It is taken
    as the sum of positive terms :func:`_first_crossings`, not as one minus Stuart's Q: for a small p-value Q is
    within rounding of 1 and ``1 - Q`` keeps no digit (R gives 6e-11, or a negative value, where the p-value is
    1e-31; the doubles gave 0).  Where R's digits are right the two agree to about 1e-15."""
    out = np.ones(len(rho))
    sizes = np.unique(n[n > 0])
    work = sum(float(np.count_nonzero(n == size)) * float(size) ** 3 / 6.0 for size in sizes)
    if work > EXACT_MAX_WORK:
        raise ValueError(f"rra(exact=True) of {len(rho)} items over up to {int(sizes.max())} lists needs {work:.2g} "
                         f"steps (at most {EXACT_MAX_WORK:.0e}); use fewer lists, or exact=False (the Bonferroni "
                         "p-value, R's default)")
    for size in sizes:
        rows = np.flatnonzero(n == size)
        out[rows] = _first_crossings(_beta_quantiles(rho[rows], int(size)))
    return out


#: the most steps (items x lists^3 / 6) the exact p-values of rho may take: 20,000 items over 50 lists, ~20 s
EXACT_MAX_WORK = 5e8


def _beta_quantiles(rho: NDArray[np.float64], size: int) -> NDArray[np.float64]:
    """R's ``qbeta(rho, 1:size, size - 1:size + 1)`` per row.  SciPy's ``betaincinv`` gives NaN for some ``k``
    below about ``rho = 1e-200`` (R does not); there the quantile is found by bisection on its logarithm against
    ``betainc``, which keeps its relative accuracy down to the smallest doubles."""
    k = np.broadcast_to(np.arange(1, size + 1, dtype=np.float64)[None, :], (rho.size, size))
    target = np.broadcast_to(rho[:, None], k.shape)
    q = betaincinv(k, size - k + 1.0, target)
    lost = np.isnan(q) & (target > 0.0)
    if lost.any():
        a, t = k[lost], target[lost]
        lo, hi = np.full(a.shape, np.log(np.nextafter(0.0, 1.0))), np.zeros(a.shape)
        for _ in range(64):  # the log-interval of 745 halved 64 times: below one unit in the last place
            mid = 0.5 * (lo + hi)
            below = betainc(a, size - a + 1.0, np.exp(mid)) < t
            lo, hi = np.where(below, mid, lo), np.where(below, hi, mid)
        q[lost] = np.exp(hi)
    return q


def _first_crossings(b: NDArray[np.float64]) -> NDArray[np.float64]:
    """``P(U_(k) <= b_k for some k)`` for ``n`` uniforms, per row of ``b`` (``n`` columns, ascending), as a sum of
    positive terms: the chance that the first ``k`` with ``U_(k) <= b_k`` is ``k``, summed over ``k``.  With
    ``N(t)`` the number of uniforms at most ``t``, ``h_k(m) = P(N(b_k) = m, no crossing up to k)`` (``m < k``);
    given ``N(b_{k-1}) = m``, the other ``n - m`` uniforms fall in ``(b_{k-1}, b_k]`` each with chance
    ``(b_k - b_{k-1}) / (1 - b_{k-1})``, so the first crossing at ``k`` is a binomial tail (``betainc``, accurate
    for small values) and ``h_k`` a binomial convolution.  No term cancels, so a p-value of 1e-300 keeps its
    digits.  ``O(n^3)`` per row."""
    rows, n = b.shape
    h = np.zeros((rows, n))
    h[:, 0] = 1.0
    last = np.zeros(rows)
    total = np.zeros(rows)
    for k in range(1, n + 1):
        with np.errstate(divide="ignore", invalid="ignore"):
            share = np.clip(np.where(last < 1.0, (b[:, k - 1] - last) / (1.0 - last), 1.0), 0.0, 1.0)
        nxt = np.zeros((rows, n))
        for m in range(k):
            left = n - m
            total += h[:, m] * betainc(k - m, left - (k - m) + 1.0, share)
            if k < n:
                j = np.arange(k - m, dtype=np.float64)[None, :]
                log_pmf = (gammaln(left + 1.0) - gammaln(j + 1.0) - gammaln(left - j + 1.0)
                           + xlogy(j, share[:, None]) + xlog1py(left - j, -share[:, None]))
                nxt[:, m:k] += h[:, m][:, None] * np.exp(log_pmf)
        h = nxt
        last = b[:, k - 1]
    return np.minimum(total, 1.0)


def stuart_scores(rmat: NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``stuart``: the Q statistic of Stuart et al., Science 302, 2003 (Kolde §2.3, Aerts et al.'s
    recursion), the probability under the null that the ``n`` order statistics of uniform ranks are at most the
    observed ones, ``P(U_(k) <= r_(k) for every k)``: ``V_0 = 1``,
    ``V_k = sum_{l=1..k} (-1)^(l+1) V_{k-l} r_(n-k+1)^l / l!``, ``Q = n! V_n``.  The sums are taken in R's order
    (``ones %*% (rev(v) * p / f)``: left to right from 0, the reference BLAS's ``dgemv``), as the alternating
    terms cancel and their order shows in the last digits.  Vectorised over the items that rank in the same
    number of lists.

    The alternating sums cancel: with 50 lists R's recursion gave Q = -775274, and beyond 170 lists ``n!`` is
    past the doubles (R: ``Inf``).  So the same recursion is run on the terms' absolute values, which bounds
    its rounding error; where that bound exceeds ``STUART_REL_ERROR`` of Q (or ``n > 170``), Q is computed by
    :func:`_stuart_by_counts` instead, a sum of positive terms (R's digits are kept wherever they are right)."""
    x = np.sort(rmat, axis=1)
    n = np.sum(~np.isnan(rmat), axis=1)
    out = np.full(len(n), np.nan)
    eps = np.finfo(np.float64).eps
    for size in np.unique(n):
        rows = np.flatnonzero(n == size)
        r = x[rows, :size]
        if size >= len(R_FACTORIAL):  # n! is past the doubles: no digit of the recursion is left
            out[rows] = _stuart_by_counts(r)
            continue
        v = np.ones((rows.size, size + 1))
        bound = np.ones((rows.size, size + 1))  # the recursion on |terms|: its rounding error is below ~k eps x this
        for k in range(1, size + 1):
            base = r[:, size - k]
            acc = np.zeros(rows.size)
            big = np.zeros(rows.size)
            for lag in range(1, k + 1):
                power = r_pow(base, lag) / R_FACTORIAL[lag]
                term = v[:, k - lag] * power
                acc = acc + term if lag % 2 == 1 else acc + (-term)
                big = big + bound[:, k - lag] * power
            v[:, k] = acc
            bound[:, k] = big
        q = R_FACTORIAL[size] * v[:, size]
        error = 4.0 * size * eps * R_FACTORIAL[size] * bound[:, size]
        lost = ~((error <= STUART_REL_ERROR * np.abs(q)) & (q >= 0.0) & (q <= 1.0))
        if lost.any():
            q[lost] = _stuart_by_counts(r[lost])
        out[rows] = q
    return out


#: the largest rounding error (relative to Q) for which R's alternating recursion is kept
STUART_REL_ERROR = 1e-6
#: the most multiply-adds the exact sum of positive terms may take (a few seconds)
STUART_MAX_WORK = 2e9


def _stuart_by_counts(r: NDArray[np.float64]) -> NDArray[np.float64]:
    """``P(U_(k) <= r_(k) for every k)`` for ``n`` uniforms, per row of ``r`` (ascending, ``n`` columns), as a sum
    of positive terms: with ``N(t)`` the number of uniforms at most ``t``, the event is ``N(r_(k)) >= k`` for every
    ``k``; between two thresholds the new points are binomial, so
    ``g_k(m) = sum_{m'} C(m, m') (r_(k) - r_(k-1))^(m - m') g_{k-1}(m')`` (``g_0 = [1, 0, ...]``, ``g_k(m) = 0``
    for ``m < k``) and ``Q = g_n(n)`` (``g_k(m) = m! f_k(m)``, ``f`` the multinomial path sums: every
    ``g_k(m) <= r_(k)^m``).  A threshold equal to the one before costs nothing (lists that miss the item, at rank
    1, are free); each other costs ``O(n^2)``, and the work is refused past :data:`STUART_MAX_WORK`."""
    r = np.atleast_2d(np.asarray(r, dtype=np.float64))
    rows, n = r.shape
    steps = np.count_nonzero(np.diff(np.concatenate([np.zeros((rows, 1)), r], axis=1), axis=1) > 0)
    if steps * float(n + 1) ** 2 > STUART_MAX_WORK:
        raise ValueError(f"Stuart's Q of {rows} items over {n} lists: R's recursion has no digit left there, and "
                         f"the exact sum needs {steps * float(n + 1) ** 2:.2g} operations (at most {STUART_MAX_WORK:.0e}); "
                         "use fewer lists, or rra with exact=False (its Bonferroni p-value)")
    m = np.arange(n + 1)
    gap = m[:, None] - m[None, :]  # m - m'
    below = gap >= 0
    gap = np.maximum(gap, 0)
    log_choose = np.where(below, gammaln(m + 1.0)[:, None] - gammaln(m + 1.0)[None, :] - gammaln(gap + 1.0), -np.inf)
    out = np.zeros(rows)
    for i in range(rows):
        g = np.zeros(n + 1)
        g[0] = 1.0
        last = 0.0
        for k in range(1, n + 1):
            step = float(r[i, k - 1]) - last
            if step > 0.0:
                with np.errstate(divide="ignore", invalid="ignore"):
                    g = np.exp(np.where(below, log_choose + gap * np.log(step), -np.inf)) @ g
                last = float(r[i, k - 1])
            g[:k] = 0.0
        out[i] = min(max(float(g[n]), 0.0), 1.0)
    return out


def r_mean(rmat: NDArray[np.float64]) -> tuple[NDArray[np.float64], NDArray[np.int64]]:
    """R's ``mean(x, na.rm = TRUE)`` for every row, bit for bit: a sum in long double left to right, divided,
    then one pass of refinement (``s += sum(x - s) / n``), rounded to double; and the count ``n``."""
    known = ~np.isnan(rmat)
    n = known.sum(axis=1)
    ld = np.longdouble
    s = np.zeros(rmat.shape[0], dtype=ld)
    vals = np.where(known, rmat, 0.0).astype(ld)
    for j in range(rmat.shape[1]):
        s = s + vals[:, j]
    nn = np.maximum(n, 1).astype(ld)
    s = s / nn
    t = np.zeros(rmat.shape[0], dtype=ld)
    for j in range(rmat.shape[1]):
        t = t + np.where(known[:, j], vals[:, j] - s, ld(0))
    finite = np.isfinite(s)
    s = np.where(finite, s + t / nn, s)
    out = s.astype(np.float64)
    out[n == 0] = np.nan
    return out, n.astype(np.int64)


def r_median(rmat: NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``median(x, na.rm = TRUE)`` for every row: the middle value, or ``mean`` of the two middle ones
    (R's long-double mean of two, :func:`r_mean`)."""
    x = np.sort(rmat, axis=1)
    n = np.sum(~np.isnan(rmat), axis=1)
    rows = np.arange(len(n))
    half = np.maximum((n + 1) // 2, 1)
    lo = x[rows, half - 1]
    hi = x[rows, np.minimum(half, rmat.shape[1] - 1)]
    pair, _ = r_mean(np.column_stack([lo, hi]))
    out = np.where(n % 2 == 1, lo, pair)
    out[n == 0] = np.nan
    return out


def r_mean_pvalues(rmat: NDArray[np.float64]) -> NDArray[np.float64]:
    """R's ``aggregateRanks(method = "mean")``: ``pnorm(mean, 0.5, sqrt(1/12/n))``, the normal approximation
    of the mean of ``n`` uniform normalised ranks (Kolde §3, the "mean" baseline)."""
    mean, n = r_mean(rmat)
    sd = np.sqrt(1.0 / 12.0 / np.maximum(n, 1))
    return r_pnorm(mean, 0.5, sd)
