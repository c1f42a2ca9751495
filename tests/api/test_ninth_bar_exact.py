"""Issue 45's ninth bar (exact answers by brute force): its two fault classes, generated over their members.

1. ``rankagg methods NAME`` did not state the method's tie rule (``u9k_methods_kemeny_states``,
   ``u9k_methods_cps_states``): every method's page now has a ``ties:`` line, the house rule every output's equal
   scores go through, and, for the methods that break ties inside their estimate (docs/methods.md "Names inside
   an estimate", the CPS models' argmax), that rule too (``Aggregator.ties``).
2. A PrefLib alternative no voter ranked got no score (NaN) from the pairwise methods, so the table written by
   ``rankagg fuse`` had an empty score cell and ``rankagg.fuse`` returned NaN (``u9k_kemeny_buckets_edges``): it
   now gets one score strictly below every voted alternative's, and comes last, with every pairwise method.
   Each method's order of the voted alternatives is held to brute force where it is an optimum (Kemeny).
"""

from __future__ import annotations

import csv
import itertools
import math

import numpy as np
import pytest

import rankagg
from rankagg.api.commands import describe_one_method
from rankagg.api.preferences import fuse_preflib
from rankagg.methods.pairwise_base import PairwiseAggregator
from rankagg.methods.registry import list_methods, method_class

#: the house rule in docs/conventions.md's words
HOUSE = "more rankers that returned the item, then its best local rank, then the smaller docid"
#: the methods whose estimate breaks ties itself (docs/methods.md "Names inside an estimate"; docs/cps.md)
ESTIMATE_TIES = ("condorcet", "kemeny", "mclk", "dibra", "mallows_em", "cps", "mallows_exact", "mallapp")

ELECTION = """# FILE NAME: e.soi
# TITLE: e
# DATA TYPE: soi
# NUMBER ALTERNATIVES: 5
# NUMBER VOTERS: 5
# NUMBER UNIQUE ORDERS: 4
# ALTERNATIVE NAME 1: a
# ALTERNATIVE NAME 2: b
# ALTERNATIVE NAME 3: c
# ALTERNATIVE NAME 4: y
# ALTERNATIVE NAME 5: z
2: 1,2,3
1: 1,3,2
1: 2,3,1
1: 2,1
"""
#: the voters' positions of a, b, c (y and z: in no vote), one row per voter
VOTES = [(1, 2, 3), (1, 2, 3), (1, 3, 2), (3, 1, 2), (2, 1, None)]

PAIRWISE = sorted(n for n in list_methods() if issubclass(method_class(n), PairwiseAggregator))
SPECS = PAIRWISE + ["kemeny(solver=exact)", "kemeny(consensus=buckets)"]


@pytest.mark.parametrize("name", list_methods())
def test_every_methods_page_states_its_tie_rule(name):
    """Class 1: the page states the house rule, and a method that breaks ties in its estimate says how."""
    text = describe_one_method(name)["text"]
    lines = [line for line in text.splitlines() if line.startswith("ties: ")]
    assert len(lines) == 1 and HOUSE in lines[0], text
    assert ("inside the estimate: " in lines[0]) == (name in ESTIMATE_TIES), lines[0]


@pytest.fixture(scope="module")
def election(tmp_path_factory):
    path = tmp_path_factory.mktemp("u9k") / "e.soi"
    path.write_text(ELECTION)
    return path


def _kemeny_optimum() -> float:
    """Brute force over the orders of a, b, c: the least number of voters' pairs put the other way."""
    best = math.inf
    for order in itertools.permutations(range(3)):
        cost = 0
        for x, y in itertools.combinations(order, 2):  # x above y
            cost += sum(1 for v in VOTES if v[x] is not None and v[y] is not None and v[y] < v[x])
        best = min(best, cost)
    return best


@pytest.mark.parametrize("spec", SPECS)
def test_alternatives_in_no_vote_get_a_score_below_the_rest(spec, election):
    """Class 2: every row has a finite score, the unvoted alternatives last (tied, in name order) and below every
    voted one; the exact Kemeny objective is brute force's."""
    table = fuse_preflib(election, spec)
    scores = table["score"].to_numpy(dtype=float)
    assert np.isfinite(scores).all(), table
    assert table["item"].tolist()[-2:] == ["y", "z"], table
    assert scores[-1] == scores[-2] < scores[:-2].min(), table
    if spec.startswith("kemeny") and "buckets" not in spec:
        assert float(table["objective"].iloc[0]) == _kemeny_optimum()


@pytest.mark.parametrize("spec", ["kemeny(solver=exact)", "copeland"])
def test_the_faces_give_the_same_finite_scores(spec, election, tmp_path):
    """The same rule at ``rankagg.fuse`` and in the TSV ``rankagg fuse`` writes (the case's face)."""
    from rankagg.cli import main

    fused = rankagg.fuse(str(election), spec, depth=None)["e"]
    assert all(math.isfinite(v) for v in fused.values()) and list(fused)[-2:] == ["y", "z"]
    out = tmp_path / "e.tsv"
    assert main(["fuse", str(election), "--method", spec, "--quiet", "-o", str(out)]) == 0
    rows = list(csv.DictReader(out.open(), delimiter="\t"))
    assert [float(r["score"]) for r in rows] == pytest.approx(list(fused.values()))
