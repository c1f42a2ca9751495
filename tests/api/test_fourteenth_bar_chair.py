"""Issue 45's fourteenth bar, a conference program chair's day (``u14c_`` in scripts/reliability_matrix.py): its two
fault classes, generated over their members.

1. **An election's anonymous ballots read in file order.**  The same reviewers' ballots with their PrefLib lines in
   another order gave other last bits (geomean, mallows_em, RRF: sums in another order): the PrefLib door called
   ``fit`` and ``score`` itself instead of the one entry every other face calls (``Aggregator.fuse``: the rankers in
   their canonical order), and the voters were named ``v1..vN`` by their line, so even that order followed the
   file.  Now ``rankagg.api.preferences.fuse_preflib`` fuses through ``Aggregator.fuse`` and
   ``rankagg.io.preflib.election_to_rankings`` names the voters by their ballots' content (columns still in file
   order), so a file whose lines are permuted gives the same bits.
2. **One name for several rankers, weighted by name.**  ``Rankings`` whose ``ranker_names`` repeat a name (two
   reviewers both called ``alice``, or ``1`` and ``"1"``) fused with ``weights={'alice': 2}`` weighed both columns
   silently.  ``rankagg.methods.ranker_sums.ranker_weights`` (the one place a mapping of weights meets the rankers)
   refuses such a name, naming it and how many rankers share it; a sequence of weights, or a weight for a name
   that only one ranker has, is taken as before.
3. **A sequence of weights left in place while the columns moved.**  ``weights=[1.0, 2.0, 1.0]`` (one per ranker, in
   the data's order) met the rankers after ``canonical_input`` had sorted them by name, so the senior reviewer's
   weight went to another reviewer (``u14c_rankings_weights_sequence_order``, found while fixing class 2).
   ``Aggregator.canonical_score`` puts the sequence in the columns' canonical order with them.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from rankagg.api.preferences import fuse_preflib
from rankagg.data.rankings import Rankings
from rankagg.io.preflib import election_to_rankings, read_preflib
from rankagg.methods.ranker_order import canonical_ranker_order
from rankagg.methods.registry import make_method


def _ballots(seed: int, n: int) -> list[list[list[int]]]:
    """Partial ballots with ties (3..min(8, n) papers each), as a program committee's reviewers give them."""
    rng = random.Random(seed)
    out = []
    for _ in range(rng.randint(4, 9)):
        chosen = rng.sample(range(1, n + 1), rng.randint(3, min(8, n)))
        classes: list[list[int]] = []
        for p in chosen:
            if classes and rng.random() < 0.3:
                classes[-1].append(p)
            else:
                classes.append([p])
        out.append([sorted(c) for c in classes])
    return out


def _toi(ballots: list, n: int) -> str:
    """A .toi file, one line per ballot in the given order (repeated ballots merged, their count summed)."""
    counts: dict = {}
    for b in ballots:
        key = tuple(tuple(c) for c in b)
        counts[key] = counts.get(key, 0) + 1
    head = ["# FILE NAME: t.toi", "# TITLE: t", "# DATA TYPE: toi", f"# NUMBER ALTERNATIVES: {n}",
            f"# NUMBER VOTERS: {len(ballots)}", f"# NUMBER UNIQUE ORDERS: {len(counts)}",
            *(f"# ALTERNATIVE NAME {i}: P{i:02d}" for i in range(1, n + 1))]
    body = [f"{c}: " + ",".join(str(k[0]) if len(k) == 1 else "{" + ",".join(map(str, k)) + "}" for k in key)
            for key, c in counts.items()]
    return "\n".join(head + body) + "\n"


def _two_orders(tmp_path, seed: int, n: int):
    """The same election written twice, the second with its ballot lines shuffled."""
    ballots = _ballots(seed, n)
    shuffled = ballots[:]
    random.Random(seed + 1).shuffle(shuffled)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, b = tmp_path / "a" / "t.toi", tmp_path / "b" / "t.toi"
    a.write_text(_toi(ballots, n))
    b.write_text(_toi(shuffled, n))
    return a, b


@pytest.mark.parametrize("seed", range(40))
def test_voters_canonical_whatever_the_line_order(tmp_path, seed):
    """The rank matrix in the methods' canonical ranker order is the same for every order of the lines."""
    a, b = _two_orders(tmp_path, seed, 6 + seed % 9)
    da, db = election_to_rankings(read_preflib(a)), election_to_rankings(read_preflib(b))
    ca = da.ranks[:, canonical_ranker_order(da)]
    cb = db.ranks[:, canonical_ranker_order(db)]
    assert np.array_equal(ca, cb, equal_nan=True)
    assert sorted(da.ranker_names) == sorted(db.ranker_names) and len(set(da.ranker_names)) == da.n_rankers


@pytest.mark.parametrize("method", ["geomean", "rrf", "mallows_em", "dowdall", "stagg_bc", "copeland"])
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_fused_bits_whatever_the_line_order(tmp_path, method, seed):
    """Every score of the table, bit for bit, and its order: the same for the election with its lines shuffled."""
    a, b = _two_orders(tmp_path, seed, 14)
    ta, tb = fuse_preflib([a], method), fuse_preflib([b], method)
    assert ta["item"].tolist() == tb["item"].tolist()
    assert ta["score"].to_numpy().tobytes() == tb["score"].to_numpy().tobytes()


def _rankings(names: tuple) -> Rankings:
    ranks = np.array([[1, 2, np.nan, 1], [2, 1, 1, np.nan], [np.nan, 3, 2, 2], [3, np.nan, 3, 3]], dtype=float)
    k = len(names)
    return Rankings(offsets=np.array([0, 4]), ranks=ranks[:, :k], qids=np.array(["track"]),
                    docids=np.array(["P1", "P2", "P3", "P4"]), ranker_names=names)


SHARED = [(("alice", "bob", "alice"), "alice", 2), (("alice", "alice", "alice"), "alice", 3),
          ((1, "1", "bob"), "1", 2), (("r", "s", "r", "s"), "s", 2)]
WEIGHTED = ["borda", "rrf", "combsum", "combmnz", "combmax", "isr", "log_isr"]


@pytest.mark.parametrize("method", WEIGHTED)
@pytest.mark.parametrize("names, shared, count", SHARED)
def test_weight_for_a_shared_name_refused(method, names, shared, count):
    data = _rankings(names)
    with pytest.raises(ValueError, match=f"'{shared}' names {count} rankers"):
        make_method(method, weights={shared: 2.0}).aggregate(data)


@pytest.mark.parametrize("method", WEIGHTED)
def test_weights_still_taken(method):
    """A name only one ranker has (beside a shared one), and a sequence of weights, are taken as before."""
    data = _rankings(("alice", "bob", "alice"))
    by_name = make_method(method, weights={"bob": 2.0}).aggregate(data)
    by_place = make_method(method, weights=[1.0, 2.0, 1.0]).aggregate(data)
    assert np.array_equal(by_name, by_place)


@pytest.mark.parametrize("method", WEIGHTED)
@pytest.mark.parametrize("names", [("zed", "alice", "bob"), ("c", "b", "a"), ("r10", "r2", "r1"), ("b", "a", "b")])
def test_weight_sequence_stays_with_its_ranker(method, names):
    """One weight per ranker in the data's order: the scores of the mapping that names each ranker's weight, and of
    the data scored in its given order (``score``, no canonical reorder)."""
    data = _rankings(names)
    w = [float(x) for x in np.random.default_rng(sum(map(ord, "".join(names)))).uniform(0.5, 3.0, 3)]
    seq = make_method(method, weights=w).fuse(data)[1]
    assert np.allclose(seq, make_method(method, weights=w).score(data), rtol=1e-12, atol=0)
    if len(set(names)) == len(names):
        assert np.allclose(seq, make_method(method, weights=dict(zip(names, w))).fuse(data)[1], rtol=1e-12, atol=0)
