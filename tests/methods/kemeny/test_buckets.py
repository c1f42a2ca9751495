"""Exact bucket-order Kemeny (rankagg.methods.kemeny.buckets): brute force over every weak order, hand cases."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.methods.kemeny.buckets import bucket_cost, pair_counts, solve_buckets
from rankagg.methods.registry import make_method


def _weak_orders(n: int) -> np.ndarray:
    """Every bucket order of n items as bucket labels 0..b-1 (each label used): 4683 at n = 6, 47293 at n = 7."""
    labels = np.array(list(itertools.product(range(n), repeat=n)), dtype=np.int64)
    top = labels.max(axis=1)
    used = np.stack([(labels == k).any(axis=1) | (k > top) for k in range(n)], axis=1).all(axis=1)
    return labels[used]


def _brute(S: np.ndarray, E: np.ndarray) -> float:
    """The least Kemeny-Snell cost over every weak order, by the per-voter definition summed in S and E."""
    W = _weak_orders(S.shape[0])
    above = W[:, :, None] < W[:, None, :]
    tied = (W[:, :, None] == W[:, None, :]) & ~np.eye(S.shape[0], dtype=bool)
    cost = (above * (2 * S.T + E)).sum(axis=(1, 2)) + (tied * S).sum(axis=(1, 2))
    return float(cost.min())


def _profile(n: int, n_voters: int, seed: int, tie_p: float, missing_p: float) -> np.ndarray:
    """Voters' ranks (items x voters, 1 = best, NaN = unranked) with ties: ranks drawn from few levels."""
    rng = np.random.default_rng(seed)
    levels = max(1, int(round(n * (1 - tie_p))))
    r = rng.integers(1, levels + 1, size=(n, n_voters)).astype(float)
    r[rng.random(r.shape) < missing_p] = np.nan
    return r


def test_hand_computed_two_items():
    # 2 voters a>b, 1 voter b>a, 2 voters tie: a above b costs 2*1 + 2 = 4, tied 2 + 1 = 3, b above a 2*2 + 2 = 6
    S = np.array([[0, 2], [1, 0]], dtype=float)
    E = np.array([[0, 2], [2, 0]], dtype=float)
    cert = solve_buckets(S, E)
    assert cert.proven and cert.objective == 3.0 and cert.bucket.tolist() == [0, 0]
    assert bucket_cost(S, E, np.array([0, 1])) == 4.0 and bucket_cost(S, E, np.array([1, 0])) == 6.0


def test_pair_counts_count_ties_apart_from_preferences():
    r = np.array([[1, 1, np.nan], [1, 2, 1], [2, 2, 2]])  # items x voters
    S, E = pair_counts(r)
    assert S.tolist() == [[0, 1, 2], [0, 0, 2], [0, 0, 0]]  # d1 over d2: voters a and c; b ties them
    assert E.tolist() == [[0, 1, 0], [1, 0, 1], [0, 1, 0]]


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 7), st.integers(1, 6), st.integers(0, 10**6), st.sampled_from([0.0, 0.4, 0.8]),
       st.sampled_from([0.0, 0.2]))
def test_equals_brute_force_up_to_7(n, n_voters, seed, tie_p, missing_p):
    S, E = pair_counts(_profile(n, n_voters, seed, tie_p, missing_p))
    cert = solve_buckets(S, E)
    assert cert.proven and cert.lower_bound == cert.objective
    assert cert.objective == pytest.approx(_brute(S, E))
    assert cert.objective == pytest.approx(bucket_cost(S, E, cert.bucket))
    assert sorted(set(cert.bucket.tolist())) == list(range(cert.bucket.max() + 1))


def test_a_stopped_search_gives_the_copeland_buckets_every_run():
    S, E = pair_counts(_profile(40, 9, 3, 0.5, 0.1))
    runs = [solve_buckets(S, E, time_limit=1e-3) for _ in range(2)]
    assert runs[0].bucket.tolist() == runs[1].bucket.tolist()
    if not runs[0].proven:
        assert "Copeland" in runs[0].note and runs[0].lower_bound <= runs[0].objective


def test_the_method_ties_items_the_voters_tie():
    # 3 voters: two tie d0 and d1 on top of d2, one puts d1 > d0 > d2: the optimal buckets are {d0, d1} > {d2}
    ranks = np.array([[1, 1, 2], [1, 1, 1], [2, 2, 3]], dtype=float)
    data = Rankings(offsets=np.array([0, 3]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array(["d0", "d1", "d2"]), ranker_names=("a", "b", "c"))
    m = make_method("kemeny(consensus=buckets)")
    s = m.score(data)
    assert s[0] == s[1] > s[2]
    assert m.exact_[0] and m.gap_[0] == 0
    # tied: 2 ties + (d1>d0) 1 = cost 1; d0-d2 and d1-d2: every voter agrees: 0
    assert m.objective_[0] == 1.0
