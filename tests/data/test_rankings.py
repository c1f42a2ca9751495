import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings, consensus_order, consensus_scores, ranks_from_scores

NAN = np.nan


def small():
    # q1: 3 items, q2: 2 items; 2 rankers
    return Rankings(
        offsets=np.array([0, 3, 5]),
        ranks=np.array([[5, NAN], [2, 1], [9, 3], [NAN, NAN], [7, 2]], dtype=float),
        qids=["q1", "q2"],
        docids=["a", "b", "c", "x", "y"],
        ranker_names=("A", "B"),
        labels=[0, 1, 2, 0, 1],
    )


def test_shape_and_derived():
    d = small()
    assert (d.n_queries, d.n_items, d.n_rankers) == (2, 5, 2)
    assert d.sizes.tolist() == [3, 2]
    assert d.query_of_item.tolist() == [0, 0, 0, 1, 1]
    assert d.n_ranked_by.tolist() == [1, 2, 2, 0, 2]
    assert d.list_lengths().tolist() == [[3, 2], [1, 1]]


def test_local_ranks_compact_gaps_per_query():
    d = small()
    loc = d.local_ranks()
    # ranker A in q1: raw 5, 2, 9 -> 2, 1, 3 ; q2: raw 7 -> 1
    np.testing.assert_array_equal(loc[:, 0], [2, 1, 3, NAN, 1])
    np.testing.assert_array_equal(loc[:, 1], [NAN, 1, 2, NAN, 1])


def test_local_ranks_equal_raw_positions_share_min_rank():
    d = Rankings(offsets=[0, 3], ranks=[[4], [4], [9]], qids=["q"], docids=["a", "b", "c"], ranker_names=("A",))
    np.testing.assert_array_equal(d.local_ranks()[:, 0], [1, 1, 3])


def test_arrays_are_read_only():
    d = small()
    with pytest.raises(ValueError):
        d.ranks[0, 0] = 1.0


@pytest.mark.parametrize(
    "kwargs, match",
    [
        (dict(ranks=[[0.0]]), "ranks must be >= 1"),
        (dict(ranks=[[-2.0]]), "ranks must be >= 1"),
        (dict(offsets=[0, 2]), "offsets"),
        (dict(ranker_names=("A", "B")), "ranker names"),
        (dict(scores=[[np.inf]]), "finite"),
        (dict(scores=[[NAN]]), "NaN at the same places"),
    ],
)
def test_invalid_construction(kwargs, match):
    base = dict(offsets=[0, 1], ranks=[[1.0]], qids=["q"], docids=["d"], ranker_names=("A",))
    base.update(kwargs)
    with pytest.raises(ValueError, match=match):
        Rankings(**base)


def test_select_and_concatenate_roundtrip():
    d = small()
    parts = [d.select_queries([0]), d.select_queries([1])]
    back = Rankings.concatenate(parts)
    np.testing.assert_array_equal(back.ranks, d.ranks)
    assert back.docids.tolist() == d.docids.tolist()
    rev = d.select_queries([1, 0])
    assert rev.qids.tolist() == ["q2", "q1"]
    assert rev.docids.tolist() == ["x", "y", "a", "b", "c"]
    assert d.select_rankers([1]).ranker_names == ("B",)


def test_empty_query_allowed():
    d = Rankings(offsets=[0, 0, 1], ranks=[[1.0]], qids=["empty", "q"], docids=["d"], ranker_names=("A",))
    assert d.sizes.tolist() == [0, 1]
    assert consensus_scores(d, np.array([0.5])).tolist() == [1.0]


def test_consensus_tie_rule():
    d = small()
    # all tied: q1 -> b (2 rankers, best 1), c (2 rankers, best 2), a (1 ranker); q2 -> y (ranked), x (never ranked)
    order = consensus_order(d, np.zeros(5))
    assert d.docids[order].tolist() == ["b", "c", "a", "y", "x"]
    # scores decide first; NaN sorts last
    order = consensus_order(d, np.array([3.0, 1.0, NAN, 5.0, 4.0]))
    assert d.docids[order].tolist() == ["a", "b", "c", "x", "y"]
    s = consensus_scores(d, np.zeros(5))
    assert s.tolist() == [1.0, 3.0, 2.0, 1.0, 2.0]


def test_consensus_tie_rule_falls_back_to_docid():
    d = Rankings(offsets=[0, 3], ranks=[[1, NAN], [NAN, 1], [2, 2]], qids=["q"], docids=["m", "k", "z"], ranker_names=("A", "B"))
    # m and k: one ranker each, best rank 1 -> docid order k < m; z has two rankers -> first
    assert d.docids[consensus_order(d, np.zeros(3))].tolist() == ["z", "k", "m"]


def test_ranks_from_scores_trec_eval_rule():
    offsets = np.array([0, 4])
    scores = np.array([1.0, 3.0, 3.0, NAN])
    ranks = ranks_from_scores(scores, offsets, np.array(["d1", "d2", "d3", "d4"]))
    # tie on 3.0 broken by docid descending: d3 before d2
    np.testing.assert_array_equal(ranks, [3, 2, 1, NAN])


def _min_ranks_reference(ranks, offsets):
    """Local ranks the slow way: scipy's 'min' rank of each (query, ranker) list's values."""
    from scipy.stats import rankdata

    out = np.full(ranks.shape, np.nan)
    for q in range(len(offsets) - 1):
        for r in range(ranks.shape[1]):
            col = ranks[offsets[q]:offsets[q + 1], r]
            ok = ~np.isnan(col)
            if ok.any():
                out[offsets[q] + np.flatnonzero(ok), r] = rankdata(col[ok], method="min")
    return out


@pytest.mark.parametrize("kind", ["distinct", "repeats", "fractions", "wide", "huge", "trec"])
@pytest.mark.parametrize("order", ["C", "F"])
def test_local_ranks_kernel_paths_equal_min_ranks(kind, order):
    """Values of a narrow span on distinct bits ``floor(v - min)`` are ranked through a bitmap, any
    other list (a repeat, two fractions on one bit, a span of 65,536 or more) by sorting: every path,
    on either memory layout, gives scipy's 'min' rank within each (query, ranker) list."""
    from rankagg.data.rankings import _compact_ranks

    rng = np.random.default_rng(sum(map(ord, kind + order)))
    sizes = rng.integers(0, 200, 12)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    n = int(offsets[-1])
    ranks = np.empty((n, 5))
    for q in range(len(sizes)):
        a, b = offsets[q], offsets[q + 1]
        for r in range(5):
            if kind == "trec":  # 1..k in some order
                col = rng.permutation(b - a) + 1.0
            elif kind == "repeats":
                col = rng.integers(1, 30, b - a).astype(float)
            else:
                col = rng.choice(np.arange(1, 4 * 200 + 1), b - a, replace=False).astype(float)
                if kind == "fractions" and b - a > 2:
                    col[0] += 0.5  # alone on its bit
                    col[1] = col[2] + 0.25 * rng.integers(-4, 4)  # maybe on col[2]'s bit, maybe equal
                elif kind == "wide" and b > a:
                    col[rng.integers(b - a)] += 70_000
                elif kind == "huge" and b - a > 2:
                    col[:3] = [2.0**60, 2.0**60 + 2.0**9, 2.0**60 + 2.0**8]
            ranks[a:b, r] = col
    ranks[rng.random(ranks.shape) < 0.3] = np.nan
    ranks = np.asarray(ranks, order=order)
    got = _compact_ranks(ranks, np.repeat(np.arange(len(sizes)), sizes), len(sizes), offsets)
    np.testing.assert_array_equal(got, _min_ranks_reference(ranks, offsets))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=5), st.data())
def test_written_letor_scores_are_read_by_the_letor_script_in_the_consensus_order(sizes, draw):
    """``fuse --letor`` writes :func:`consensus_scores`; Eval-Score-4.0 sorts each query's lines by score
    descending, keeping the file's order on ties (a stable sort, ``shared/data/README.md``).  The written
    scores have no ties, so that sort gives the consensus order whatever the method's own ties were."""
    offsets = np.cumsum([0] + sizes)
    n = int(offsets[-1])
    ranks = np.array(draw.draw(st.lists(st.sampled_from([1.0, 2.0, 3.0, NAN]), min_size=2 * n, max_size=2 * n)))
    d = Rankings(offsets=offsets, ranks=ranks.reshape(n, 2), qids=[f"q{i}" for i in range(len(sizes))],
                 docids=[f"d{i}" for i in range(n)], ranker_names=("A", "B"))
    method_scores = np.array(draw.draw(st.lists(st.sampled_from([0.0, 1.0, 0.5, NAN]), min_size=n, max_size=n)))
    written = consensus_scores(d, method_scores)
    script = np.concatenate([a + np.argsort(-written[a:b], kind="stable") for a, b in zip(offsets[:-1], offsets[1:])])
    assert script.tolist() == consensus_order(d, method_scores).tolist()
