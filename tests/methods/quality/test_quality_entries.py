"""The quality family from run entries (no rank matrix), and the cap on a ranker's share of the weight."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.entries import RunEntries
from rankagg.methods.quality.core import capped_shares
from rankagg.methods.registry import make_method


def _bits(x):
    return np.asarray(x, dtype=np.float64).view(np.uint64)


@st.composite
def run_entries(draw):
    """Entries of 1-4 queries, 1-9 rankers with ragged lists (some empty), docids that tie the tie rule's keys."""
    n_queries = draw(st.integers(1, 4))
    n_rankers = draw(st.integers(1, 9))
    seed = draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    offsets, docids, qids, item, ranker, rank = [0], [], [], [], [], []
    for q in range(n_queries):
        n = int(rng.integers(1, 30))
        base = offsets[-1]
        docids += [f"d{j:02d}" for j in range(n)]
        qids.append(f"q{q}")
        returned = np.zeros(n, dtype=bool)
        for r in range(n_rankers):
            k = int(rng.integers(0, n + 1))
            chosen = rng.choice(n, k, replace=False)
            returned[chosen] = True
            item += (base + chosen).tolist()
            ranker += [r] * k
            rank += list(range(1, k + 1))
        if not returned.all():  # every item is returned by some ranker (as a reader gives them)
            missing = np.flatnonzero(~returned)
            r = int(rng.integers(0, n_rankers))
            have = {i - base for i, rr in zip(item, ranker) if rr == r and base <= i < base + n}
            extra = [m for m in missing.tolist() if m not in have]
            start = len(have) + 1
            item += [base + m for m in extra]
            ranker += [r] * len(extra)
            rank += list(range(start, start + len(extra)))
        offsets.append(base + n)
    return RunEntries(offsets=np.array(offsets, dtype=np.int64), qids=np.array(qids), docids=np.array(docids),
                      ranker_names=tuple(f"r{j}" for j in range(n_rankers)), item=np.array(item, dtype=np.int64),
                      ranker=np.array(ranker, dtype=np.int64), rank=np.array(rank, dtype=np.float64))


SPECS = st.sampled_from([
    "pseudo_qrels(fusion='rrf', unranked='zero', rrf_k={k}, power={p}, saturate={s}, n_iter={n}, scope='{scope}', "
    "max_share={c}, top_m={m})".format(k=k, p=p, s=s, n=n, scope=scope, c=c, m=m)
    for k, p, s, n, scope, c, m in [
        (10, 1.0, 0.2, 1, "global", 2.0, 10), (7, 2.0, 0.0, 2, "global", 0.0, 3), (60, 4.0, 0.5, 3, "query", 1.5, 1),
        (0.5, 1.0, 0.3, 2, "blend", 2.0, 5), (1, 0.0, 0.0, 1, "global", 0.0, 10)]
] + ["pseudo_qrels(fusion='isr', unranked='zero', power=2.0, saturate=0.25, max_share=3.0)",
      "pseudo_qrels(fusion='rrf', unranked='zero', rrf_k=10, power=1.0, saturate=0.2, saturate_quantile=0.75, "
      "n_iter=1, max_share=2.0, chance='subtract')",
      "pseudo_qrels(fusion='rrf', unranked='zero', power=1.0, n_iter=2, scope='blend', chance='subtract', top_m=3)",
      # leave-one-out: each ranker scored against the consensus without its own points
      "pseudo_qrels(fusion='rrf', unranked='zero', rrf_k=10, power=1.0, saturate=0.15, saturate_quantile=0.9, "
      "n_iter=1, max_share=2.0, chance='subtract', leave_one_out=True)",
      "pseudo_qrels(fusion='isr', unranked='zero', power=2.0, n_iter=2, scope='query', top_m=3, leave_one_out=True)"])


@settings(max_examples=100, deadline=None)
@given(entries=run_entries(), spec=SPECS)
def test_score_entries_equals_the_rank_matrix_path_bit_for_bit(entries, spec):
    m = make_method(spec)
    assert m.get_tags().score_entries and not m.get_tags().reads_scores
    data = entries.to_rankings()
    assert np.array_equal(_bits(m.score_entries(entries)), _bits(m.canonical_score(data)))
    assert np.array_equal(m.estimate(entries)["weights"], m.estimate(data)["weights"])


def test_only_rank_points_with_nothing_for_unreturned_items_score_entries():
    assert make_method("pseudo_qrels(fusion='rrf', unranked='zero')").get_tags().score_entries
    for spec in ("pseudo_qrels", "pseudo_qrels(fusion='rrf', unranked='bottom')",
                 "pseudo_qrels(fusion='combsum', unranked='zero')", "agreement(fusion='rrf', unranked='zero')"):
        assert not make_method(spec).get_tags().score_entries, spec
    assert make_method("pseudo_qrels(fusion='combsum', unranked='zero')").get_tags().reads_scores


def test_capped_shares_by_hand():
    # mean 1; the largest weight 3 over a cap of 2 gives t = (3 - 2) / (3 - 1) = 1/2: (w + 1) / 2
    w = np.array([[3.0, 0.5, 0.5, 0.0], [1.0, 1.0, 1.0, 1.0]])
    out = capped_shares(w, 2.0)
    np.testing.assert_allclose(out[0], [2.0, 0.75, 0.75, 0.5])
    np.testing.assert_array_equal(out[1], w[1])
    np.testing.assert_array_equal(capped_shares(w, 0.0), w)
    with pytest.raises(ValueError, match="max_share"):
        capped_shares(w, 0.5)


@settings(max_examples=200, deadline=None)
@given(raw=st.lists(st.floats(0, 100), min_size=1, max_size=12), cap=st.floats(1.0, 6.0))
def test_capped_shares_bounds_every_share_and_shrinks_the_least(raw, cap):
    w = np.array(raw)
    w = np.ones_like(w) if w.sum() == 0 else w * len(w) / w.sum()
    out = capped_shares(w[None, :], cap)[0]
    assert out.max() <= cap * (1 + 1e-12) and out.mean() == pytest.approx(1.0)
    if w.max() <= cap:
        np.testing.assert_array_equal(out, w)
    else:  # the least shrink: the largest weight lands on the cap
        assert out.max() == pytest.approx(cap)


def test_the_default_on_one_query_gives_no_list_more_than_twice_its_equal_share():
    """A list of genes, a single search: one query of three lists, one of them far from the others, which a
    quality estimated on that query alone would weigh (nearly) to zero."""
    from rankagg.defaults import DEFAULT_METHOD

    rng = np.random.default_rng(3)
    n = 40
    lists = [np.arange(n), np.arange(n), rng.permutation(n)[:10], np.arange(n)[::-1]]
    item = np.concatenate(lists)
    entries = RunEntries(offsets=np.array([0, n]), qids=np.array(["q"]), docids=np.array([f"g{i}" for i in range(n)]),
                         ranker_names=("a", "b", "c", "d"), item=item.astype(np.int64),
                         ranker=np.repeat(np.arange(4), [len(x) for x in lists]).astype(np.int64),
                         rank=np.concatenate([np.arange(1, len(x) + 1) for x in lists]).astype(np.float64))
    m = make_method(DEFAULT_METHOD)
    w = m.estimate(entries)["weights"][0]
    assert w.max() / w.sum() <= 2 / len(w) + 1e-12
