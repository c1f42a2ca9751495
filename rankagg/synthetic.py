"""Synthetic aggregation problems with a known truth (no download needed).

:func:`make_metasearch` draws a meta-search problem: each query has ``n_items``
documents with graded relevance; each ranker sees the latent relevance through
its own Gaussian noise (a Thurstonian judge), returns only its top ``top_k``
documents, and a number of rankers are spammers (pure noise).  Everything is
vectorised over queries, so it scales to millions of queries.
"""

from __future__ import annotations

import numpy as np

from .data import Rankings

__all__ = ["make_metasearch"]


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
    ranks = np.empty_like(order)
    np.put_along_axis(ranks, order, np.arange(1, n_items + 1)[None, :, None], axis=1)
    ranks = ranks.reshape(n_total, n_rankers).astype(np.float64)
    if top_k is not None:
        cut = ranks > top_k
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
