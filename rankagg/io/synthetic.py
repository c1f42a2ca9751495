"""Synthetic aggregation problems with a known truth (no download needed).

:func:`make_metasearch` draws a meta-search problem: each query has ``n_items``
documents with graded relevance; each ranker sees the latent relevance through
its own Gaussian noise (a Thurstonian judge), returns only its top ``top_k``
documents, and a number of rankers are spammers (pure noise).  Everything is
vectorised over queries, so it scales to millions of queries.
"""

from __future__ import annotations

import numpy as np

from rankagg.data.rankings import Rankings, segment_ids

__all__ = [
    "make_metasearch",
    "make_mallows",
    "iter_mallows",
    "mallows_positions",
    "add_random_rankers",
    "make_trec_like",
    "split_subsets",
]


def make_metasearch(
    n_queries: int = 200,
    n_items: int = 50,
    n_rankers: int = 8,
    *,
    noise: float | np.ndarray | tuple[float, float] = (0.5, 3.0),
    top_k: int | None = 20,
    n_spammers: int = 2,
    grades: tuple[float, ...] = (0.70, 0.22, 0.08),
    random_state: int | np.random.Generator = 0,
    junk_full_length: bool = False,
) -> Rankings:
    """A synthetic meta-search problem with graded labels.

    Parameters
    ----------
    n_queries, n_items, n_rankers
        Sizes; every query has ``n_items`` candidates.
    noise
        Per-ranker standard deviation of the Gaussian noise added to the latent
        relevance: a scalar, an array of ``n_rankers`` values, or a ``(low, high)``
        range spread evenly over the non-spammer rankers (best ranker first).
    top_k
        Each ranker returns only its best ``top_k`` items (``None``: full lists).
    n_spammers
        The last ``n_spammers`` rankers rank at random.
    grades
        Probabilities of labels 0, 1, 2, ...
    random_state
        Seed or Generator; same seed, same problem.
    junk_full_length
        The spammers return full lists (every item) while the other rankers stop
        at ``top_k``: junk that covers more items than any honest ranker.  The
        random draws are the same as with ``False``.

    Returns
    -------
    Rankings with ``ranks`` (1 = best, NaN beyond top_k), ``scores`` (the noisy
    scores of the returned items) and ``labels``.
    """
    if n_queries < 0 or n_items < 1 or n_rankers < 1:
        raise ValueError("n_queries >= 0, n_items >= 1 and n_rankers >= 1 are required")
    if not 0 <= n_spammers <= n_rankers:
        raise ValueError("n_spammers must be between 0 and n_rankers")
    if top_k is not None and top_k < 1:
        raise ValueError("top_k must be >= 1 or None")
    rng = random_state if isinstance(random_state, np.random.Generator) else np.random.default_rng(random_state)
    p = np.asarray(grades, dtype=float)
    p = p / p.sum()
    n_total = n_queries * n_items
    labels = rng.choice(len(p), size=n_total, p=p)
    latent = labels + rng.normal(0.0, 0.35, size=n_total)

    n_good = n_rankers - n_spammers
    if isinstance(noise, tuple):
        sd = np.linspace(noise[0], noise[1], max(n_good, 1))[:n_good]
    else:
        sd = np.broadcast_to(np.asarray(noise, dtype=float), (n_rankers,))[:n_good]
    scores = np.empty((n_total, n_rankers))
    scores[:, :n_good] = latent[:, None] + rng.normal(size=(n_total, n_good)) * sd[None, :]
    scores[:, n_good:] = rng.normal(size=(n_total, n_spammers))

    # ranks within each query: argsort of argsort on a (n_queries, n_items, K) view
    cube = scores.reshape(n_queries, n_items, n_rankers)
    order = np.argsort(-cube, axis=1, kind="stable")
    positions = np.empty_like(order)
    np.put_along_axis(positions, order, np.arange(1, n_items + 1)[None, :, None], axis=1)
    ranks = positions.reshape(n_total, n_rankers).astype(np.float64)
    if top_k is not None:
        cut = ranks > top_k
        if junk_full_length:
            cut[:, n_good:] = False
        ranks[cut] = np.nan
        scores[cut] = np.nan
    offsets = np.arange(n_queries + 1, dtype=np.int64) * n_items
    width = len(str(max(n_items - 1, 1)))
    qids = np.array([f"q{i}" for i in range(n_queries)])
    docids = np.tile(np.array([f"d{j:0{width}d}" for j in range(n_items)]), n_queries)
    names = tuple(f"R{i + 1}" for i in range(n_good)) + tuple(f"spam{i + 1}" for i in range(n_spammers))
    return Rankings(
        offsets=offsets, ranks=ranks, qids=qids, docids=docids, ranker_names=names, scores=scores, labels=labels
    )


# ---------------------------------------------------------------------------
# Mallows-noised experts (issue 9): scalable, streamed in batches
# ---------------------------------------------------------------------------
import numba as _nb  # noqa: E402



@_nb.njit(cache=True)
def _mallows_place(u, phi, out):  # pragma: no cover - compiled
    """Inversion draws from uniforms, then item j (truth order) takes the ``v``-th free slot."""
    n_perm, n = u.shape
    taken = np.zeros(n, dtype=np.bool_)
    for p in range(n_perm):
        ph = phi[p]
        lph = np.log(ph) if ph < 1.0 else 0.0
        taken[:] = False
        first = 0
        for j in range(n):
            m = n - j  # v takes values 0..m-1
            if ph < 1.0:
                want = int(np.floor(np.log1p(-u[p, j] * (1.0 - ph**m)) / lph))
            else:
                want = int(np.floor(u[p, j] * m))
            if want > m - 1:
                want = m - 1
            if want < 0:
                want = 0
            k = first
            c = 0
            while True:
                if not taken[k]:
                    if c == want:
                        break
                    c += 1
                k += 1
            taken[k] = True
            out[p, j] = k
            while first < n and taken[first]:
                first += 1


def mallows_positions(n_perm: int, n_items: int, phi: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """``n_perm`` draws from Mallows(identity, phi) under Kendall's tau, as 0-based positions.

    ``out[p, j]`` is the position of the ``j``-th item of the reference order in
    draw ``p``.  Exact sampler: the inversion vector ``V_j`` (later items placed
    before item ``j``) has independent truncated geometric laws
    ``P(V_j = v) ∝ phi^v`` on ``0..n-1-j`` (Fligner & Verducci 1986; the
    repeated insertion model of Doignon, Pekeč & Regenwetter 2004), and
    ``P(pi) ∝ phi^{d_K(pi, id)}``.  ``phi`` is one dispersion per draw in
    ``(0, 1]`` (1 = uniformly random ranking).
    """
    phi = np.ascontiguousarray(np.broadcast_to(np.asarray(phi, dtype=np.float64), (n_perm,)))
    if np.any((phi <= 0) | (phi > 1)):
        raise ValueError("phi must lie in (0, 1]")
    u = rng.random((n_perm, n_items))
    out = np.empty((n_perm, n_items), dtype=np.int64)
    _mallows_place(u, phi, out)
    return out


def iter_mallows(
    n_queries: int = 1000,
    n_items: int = 100,
    n_rankers: int = 20,
    *,
    batch_queries: int = 10_000,
    phi: float | np.ndarray | tuple[float, float] = (0.5, 0.95),
    top_k: int | None = None,
    n_spammers: int = 0,
    relevant: tuple[float, ...] = (0.05, 0.15),
    with_scores: bool = False,
    random_state: int = 0,
    prime: bool = True,
):
    """Stream a large synthetic aggregation problem: Mallows-noised experts around a known truth.

    Each query has ``n_items`` documents and a random true order; the top
    ``relevant[0]`` fraction of that order gets label 2, the next
    ``relevant[1]`` label 1, the rest 0.  Expert ``r`` ranks the documents by a
    draw from Mallows(truth, ``phi_r``) (Kendall's tau; see
    :func:`mallows_positions`), keeps only its top ``top_k`` (``None``: full
    lists), and the last ``n_spammers`` experts rank uniformly at random
    (``phi = 1``).  ``phi``: a scalar, one value per non-spammer, or a
    ``(best, worst)`` range spread evenly over them.

    Yields :class:`~rankagg.data.rankings.Rankings` batches of ``batch_queries`` queries
    (the last may be smaller).  Batch ``b`` draws from the ``b``-th stream of
    ``SeedSequence(random_state).spawn``, so the same ``(random_state,
    batch_queries)`` gives the same data however it is consumed, and memory is
    bounded by one batch.  ``prime`` fills each batch's local-rank cache
    (:meth:`Rankings.local_ranks`); turn it off when the batches
    only go to disk.
    """
    if n_queries < 0 or n_items < 1 or n_rankers < 1 or batch_queries < 1:
        raise ValueError("n_queries >= 0, n_items >= 1, n_rankers >= 1 and batch_queries >= 1 are required")
    if not 0 <= n_spammers <= n_rankers:
        raise ValueError("n_spammers must be between 0 and n_rankers")
    if top_k is not None and top_k < 1:
        raise ValueError("top_k must be >= 1 or None")
    n_good = n_rankers - n_spammers
    if isinstance(phi, tuple):
        phis = np.linspace(phi[0], phi[1], max(n_good, 1))[:n_good]
    else:
        phis = np.broadcast_to(np.asarray(phi, dtype=float), (n_good,)) if np.ndim(phi) == 0 else np.asarray(phi, dtype=float)
        if phis.shape != (n_good,):
            raise ValueError(f"phi must be a scalar, a (best, worst) tuple or {n_good} values")
    phis = np.concatenate([phis, np.ones(n_spammers)])
    if np.any((phis <= 0) | (phis > 1)):
        raise ValueError("phi must lie in (0, 1]")
    cut = np.cumsum(np.asarray(relevant, dtype=float)) * n_items
    width_d = len(str(max(n_items - 1, 1)))
    width_q = len(str(max(n_queries - 1, 1)))
    doc_names = np.array([f"d{j:0{width_d}d}" for j in range(n_items)])
    names = tuple(f"M{i + 1}" for i in range(n_good)) + tuple(f"spam{i + 1}" for i in range(n_spammers))
    n_batches = (n_queries + batch_queries - 1) // batch_queries
    seeds = np.random.SeedSequence(random_state).spawn(n_batches)
    for b in range(n_batches):
        rng = np.random.default_rng(seeds[b])
        q0 = b * batch_queries
        nq = min(batch_queries, n_queries - q0)
        # truth[q, t] = item at true position t
        truth = np.argsort(rng.random((nq, n_items)), axis=1)
        labels = np.zeros((nq, n_items), dtype=np.int64)
        tpos = np.arange(n_items)
        grade = np.zeros(n_items, dtype=np.int64)
        for g, c in enumerate(cut):
            grade[tpos < np.floor(c + 1e-9)] += 1
        np.put_along_axis(labels, truth, grade[None, :], axis=1)
        pos = mallows_positions(nq * n_rankers, n_items, np.repeat(phis[None, :], nq, axis=0).ravel(), rng)
        pos = pos.reshape(nq, n_rankers, n_items)  # pos[q, r, t]: expert r's position of the t-th true item
        cube = np.empty((nq, n_items, n_rankers), dtype=np.float64)
        # cube[q, truth[q, t], r] = pos[q, r, t] + 1
        qi = np.repeat(np.arange(nq), n_items)
        it = truth.ravel()
        cube[qi, it, :] = pos.transpose(0, 2, 1).reshape(nq * n_items, n_rankers) + 1.0
        ranks = cube.reshape(nq * n_items, n_rankers)
        if top_k is not None:
            ranks[ranks > top_k] = np.nan
        scores = None
        if with_scores:
            scores = np.where(np.isnan(ranks), np.nan, 1.0 / ranks)
        batch = Rankings(
            offsets=np.arange(nq + 1, dtype=np.int64) * n_items,
            ranks=ranks,
            qids=np.array([f"q{q:0{width_q}d}" for q in range(q0, q0 + nq)]),
            docids=np.tile(doc_names, nq),
            ranker_names=names,
            scores=scores,
            labels=labels.ravel(),
        )
        if prime:
            batch.local_ranks()
        yield batch


def make_mallows(n_queries: int = 1000, n_items: int = 100, n_rankers: int = 20, **kw) -> Rankings:
    """:func:`iter_mallows` in memory, as one :class:`~rankagg.data.rankings.Rankings`."""
    parts = list(iter_mallows(n_queries, n_items, n_rankers, **kw))
    if not parts:
        raise ValueError("n_queries must be >= 1")
    return parts[0] if len(parts) == 1 else Rankings.concatenate(parts)


# ---------------------------------------------------------------------------
# Robustness settings of issue 17: random rankers of real length, TREC-like runs
# ---------------------------------------------------------------------------
def _random_lists(
    offsets: np.ndarray, lengths: np.ndarray, rng: np.random.Generator
) -> np.ndarray:
    """``(n_items, m)`` ranks of ``m`` uniformly random lists, list ``j`` of query ``q`` ``lengths[q, j]`` long.

    Every list is a uniformly random subset of the query's items in uniformly
    random order (positions 1..length, NaN elsewhere).
    """
    n_items = int(offsets[-1])
    m = lengths.shape[1]
    qi = segment_ids(offsets)
    keys = rng.random((n_items, m))
    out = np.empty((n_items, m))
    for j in range(m):
        order = np.lexsort((keys[:, j], qi))
        pos = np.empty(n_items)
        pos[order] = np.arange(n_items) - offsets[qi[order]] + 1.0
        out[:, j] = np.where(pos <= lengths[qi, j], pos, np.nan)
    return out


def add_random_rankers(data: Rankings, n_random: int, *, random_state: int | np.random.Generator = 0) -> Rankings:
    """``data`` with ``n_random`` uniformly random rankers appended (named ``rand1``, ...).

    A random ranker's list for a query is as long as the list of a real ranker
    of that query drawn uniformly (so the lengths follow the real rankers'
    length distribution, query by query, rather than covering every item), and
    holds a uniformly random subset of the query's items in random order.
    Scores are dropped (ranks only); labels are kept.  Same seed, same output.
    """
    if n_random < 0:
        raise ValueError(f"n_random must be >= 0, got {n_random}")
    if data.n_rankers < 1:
        raise ValueError("data needs at least one real ranker to sample list lengths from")
    rng = random_state if isinstance(random_state, np.random.Generator) else np.random.default_rng(random_state)
    real = data.list_lengths()
    pick = rng.integers(0, data.n_rankers, size=(data.n_queries, n_random))
    lengths = np.take_along_axis(real, pick, axis=1)
    extra = _random_lists(data.offsets, lengths, rng)
    names = tuple(data.ranker_names) + tuple(f"rand{i + 1}" for i in range(n_random))
    return data.with_ranks(np.concatenate([data.ranks, extra], axis=1), names)


def make_trec_like(
    n_queries: int = 50,
    n_docs: int = 400,
    n_runs: int = 30,
    *,
    n_random: int = 4,
    noise: tuple[float, float] = (0.6, 4.0),
    n_teams: int = 8,
    team_share: float = 0.5,
    depths: tuple[float, ...] = (0.05, 0.1, 0.25, 0.5, 1.0),
    rel_rate: tuple[float, float] = (0.01, 0.15),
    random_state: int | np.random.Generator = 0,
) -> Rankings:
    """TREC-like runs: many of mixed quality, some near-random, long ragged lists, graded qrels.

    Each query has ``n_docs`` pooled documents; its share of relevant ones is
    drawn uniformly in ``rel_rate`` (hard and easy topics), a third of them
    highly relevant (label 2), the rest label 1.  The latent relevance is the
    label plus N(0, 0.5).  Run ``r`` scores ``latent + sd_r * noise``, ``sd_r``
    spread evenly over ``noise`` (best run first); its noise mixes a component
    shared with the other runs of its team (``n_teams`` teams, share
    ``team_share`` of the variance: correlated runs agree with each other,
    not only with the truth) and its own.  The last ``n_random`` runs are
    near-random (``sd = 50``).  Run ``r`` returns its top ``depth`` documents,
    ``depth = d_r * n_docs * U(0.5, 1)`` per query, ``d_r`` drawn from
    ``depths`` (ragged lists, from a few to all documents).  Deterministic in
    ``random_state``.
    """
    if n_queries < 1 or n_docs < 2 or n_runs < 2 or not 0 <= n_random < n_runs or n_teams < 1:
        raise ValueError("need n_queries >= 1, n_docs >= 2, n_runs >= 2, 0 <= n_random < n_runs, n_teams >= 1")
    if not 0.0 <= team_share <= 1.0:
        raise ValueError(f"team_share must lie in [0, 1], got {team_share}")
    rng = random_state if isinstance(random_state, np.random.Generator) else np.random.default_rng(random_state)
    n_total = n_queries * n_docs
    rate = rng.uniform(rel_rate[0], rel_rate[1], size=n_queries)
    u = rng.random(n_total)
    q_rate = np.repeat(rate, n_docs)
    labels = np.where(u < q_rate / 3.0, 2, np.where(u < q_rate, 1, 0)).astype(np.int64)
    latent = labels + rng.normal(0.0, 0.5, size=n_total)
    n_good = n_runs - n_random
    sd = np.concatenate([np.linspace(noise[0], noise[1], n_good), np.full(n_random, 50.0)])
    team = rng.integers(0, n_teams, size=n_runs)
    shared = rng.normal(size=(n_total, n_teams))[:, team]
    own = rng.normal(size=(n_total, n_runs))
    scores = latent[:, None] + sd[None, :] * (np.sqrt(team_share) * shared + np.sqrt(1.0 - team_share) * own)
    cube = scores.reshape(n_queries, n_docs, n_runs)
    order = np.argsort(-cube, axis=1, kind="stable")
    rank_cube = np.empty_like(order)
    np.put_along_axis(rank_cube, order, np.arange(1, n_docs + 1)[None, :, None], axis=1)
    ranks = rank_cube.reshape(n_total, n_runs).astype(np.float64)
    d_run = np.asarray(depths, dtype=float)[rng.integers(0, len(depths), size=n_runs)]
    depth = np.maximum(np.round(d_run[None, :] * n_docs * rng.uniform(0.5, 1.0, size=(n_queries, n_runs))), 1.0)
    cut = ranks > np.repeat(depth, n_docs, axis=0)
    ranks[cut] = np.nan
    scores[cut] = np.nan
    width_d = len(str(n_docs - 1))
    width_q = len(str(max(n_queries - 1, 1)))
    names = tuple(f"run{i + 1:02d}" for i in range(n_good)) + tuple(f"noise{i + 1}" for i in range(n_random))
    return Rankings(
        offsets=np.arange(n_queries + 1, dtype=np.int64) * n_docs,
        ranks=ranks,
        qids=np.array([f"t{q:0{width_q}d}" for q in range(n_queries)]),
        docids=np.tile(np.array([f"doc{j:0{width_d}d}" for j in range(n_docs)]), n_queries),
        ranker_names=names,
        scores=scores,
        labels=labels,
    )


def split_subsets(data: Rankings, n_subsets: int = 5) -> tuple[Rankings, ...]:
    """Queries cut into ``n_subsets`` consecutive, near-equal subsets (the S1..S5 of a five-fold protocol)."""
    if not 1 <= n_subsets <= data.n_queries:
        raise ValueError(f"n_subsets must be in 1..{data.n_queries}, got {n_subsets}")
    bounds = np.linspace(0, data.n_queries, n_subsets + 1).round().astype(np.int64)
    return tuple(data.select_queries(np.arange(a, b)) for a, b in zip(bounds[:-1], bounds[1:]))
