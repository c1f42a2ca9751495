"""MAIC (Li et al. 2020) and vote counting, against their definitions written out independently here."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.api.gene_lists import significance
from rankagg.methods.significance.vote_counting import votes_null_survival


def maic_unranked_reference(lists, categories=None, threshold=0.01, max_iterations=100):
    """The published algorithm, entity by entity and list by list (Li et al. 2020, Methods; the reference
    code's loop): scores start at 1, weights at 1; entities update, then lists; stop on a small change."""
    categories = categories or {name: name for name in lists}
    items = list(dict.fromkeys(g for v in lists.values() for g in v))
    weight = {name: 1.0 for name in lists}
    score = {g: 1.0 for g in items}

    def new_scores():
        out = {}
        for g in items:
            best = {}
            for name, v in lists.items():
                if g in v:
                    c = categories[name]
                    best[c] = max(best.get(c, 0.0), weight[name])
            out[g] = sum(best.values())
        return out

    delta, rounds = threshold + 1, 0
    while rounds < max_iterations and delta > threshold:
        rounds += 1
        score = new_scores()
        delta = 0.0
        for name, v in lists.items():
            new = math.sqrt(sum(score[g] for g in v) / len(v))
            delta = max(delta, abs(new - weight[name]))
            weight[name] = new
    return new_scores()


def test_maic_first_round_by_hand():
    """a = {x, y}, b = {x}: after one round x = 2, y = 1, so a weighs sqrt(3/2) and b sqrt(2); the final
    scores of a one-round run are x = sqrt(1.5) + sqrt(2), y = sqrt(1.5)."""
    t = significance({"a": ["x", "y"], "b": ["x"]}, "maic", ranked=False, max_iterations=1).set_index("item")
    assert t.loc["x", "score"] == pytest.approx(math.sqrt(1.5) + math.sqrt(2), rel=1e-15)
    assert t.loc["y", "score"] == pytest.approx(math.sqrt(1.5), rel=1e-15)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(3, 30), st.integers(0, 10 ** 6), st.booleans())
def test_maic_unranked_equals_the_published_loop(m, n, seed, with_categories):
    rng = np.random.default_rng(seed)
    lists = {f"l{j}": [f"g{i}" for i in rng.permutation(n)[: int(rng.integers(1, n + 1))]] for j in range(m)}
    cats = {name: f"c{j % 2}" for j, name in enumerate(lists)} if with_categories else None
    want = maic_unranked_reference(lists, cats)
    got = significance(lists, "maic", ranked=False, categories=cats).set_index("item")["score"]
    for g, v in want.items():
        assert got[g] == pytest.approx(v, rel=1e-12)


def test_maic_ranked_puts_the_consensus_first_and_weighs_agreeing_lists_more():
    rng = np.random.default_rng(4)
    genes = [f"g{i}" for i in range(300)]
    lists = {}
    for j in range(4):  # four top-30 lists share 10 genes near their top, a fifth is noise
        key = rng.random(300)
        key[:10] *= 0.05
        lists[f"study{j}"] = [genes[i] for i in np.argsort(key)[:30]]
    lists["noise"] = [genes[i] for i in rng.permutation(np.arange(10, 300))[:30]]
    t = significance(lists, "maic")
    assert set(t["item"].iloc[:10]) == set(genes[:10])
    weights = {name: significance({k: v for k, v in lists.items() if k != name}, "maic")["score"].sum()
               for name in ("study0", "noise")}
    assert weights["noise"] > weights["study0"]  # leaving out an agreeing list loses more than the noise


def test_vote_counting_null_by_enumeration():
    inclusion = np.array([0.1, 0.5, 0.25, 0.8])
    pmf = np.zeros(5)
    for picks in itertools.product([0, 1], repeat=4):
        pmf[sum(picks)] += np.prod([q if b else 1 - q for q, b in zip(inclusion, picks)])
    np.testing.assert_allclose(votes_null_survival(inclusion), np.cumsum(pmf[::-1])[::-1], rtol=1e-14)


def test_vote_counting_by_hand():
    """Three lists of 2 of the 4 items: each includes an item with probability 1/2; x is in all three:
    p = 1/8; y in two: p = P(X >= 2) = 4/8."""
    t = significance({"a": ["x", "y"], "b": ["y", "x"], "c": ["x", "w"]}, "vote_counting", N=4).set_index("item")
    assert t.loc["x", "score"] == 3 and t.loc["x", "p_value"] == pytest.approx(1 / 8)
    assert t.loc["y", "p_value"] == pytest.approx(4 / 8)
    top1 = significance({"a": ["x", "y"], "b": ["y", "x"], "c": ["x", "w"]}, "vote_counting", top=1, N=4)
    assert top1["item"].iloc[0] == "x" and top1["score"].iloc[0] == 2
