"""MongoDB's ``$scoreFusion`` (combination ``avg``), simulated stage by stage as the server builds it
(``document_source_score_fusion.cpp``): each pipeline's rows get ``name_score = weight * normalised score``;
``$group`` by document takes, per pipeline, ``$max`` of ``$ifNull: [name_score, 0]`` over the document's rows
(every other pipeline's row gives 0); the score is ``$avg`` of the pipelines' fields.  The preset divided by the
sum of the weights (OpenSearch's arithmetic mean) instead: the twelfth bar's u12h_mongodb_score_fusion_avg."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.engines import export_request, preset

NORMS = {"none": lambda x: x, "sigmoid": lambda x: 1.0 / (1.0 + math.exp(-x))}


def mongo_avg(lists, weights, normalization):
    rows = []  # the $unionWith of every pipeline: (doc, {field: weighted score})
    for name, docs in lists.items():
        for d, s in docs.items():
            rows.append((d, {name: weights.get(name, 1.0) * NORMS[normalization](s)}))
    grouped = {}
    for d, fields in rows:
        g = grouped.setdefault(d, {n: -math.inf for n in lists})
        for n in lists:
            g[n] = max(g[n], fields.get(n, 0.0))  # $max of $ifNull: [name_score, 0]
    return {d: sum(g.values()) / len(lists) for d, g in grouped.items()}


docs = st.sampled_from([f"d{i}" for i in range(6)])
scores = st.integers(-20, 20).map(lambda x: x / 4)


@pytest.mark.parametrize("normalization", sorted(NORMS))
@settings(max_examples=40, deadline=None)
@given(lists=st.dictionaries(st.sampled_from(["a", "b", "c"]), st.dictionaries(docs, scores, min_size=1, max_size=5),
                             min_size=1, max_size=3),
       w=st.lists(st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0]), min_size=3, max_size=3))
def test_the_preset_is_the_servers_avg(normalization, lists, w):
    weights = dict(zip(["a", "b", "c"], w))
    weights = {n: x for n, x in weights.items() if n in lists}
    if not any(weights.values()):
        weights = None
    got = dict(preset("mongodb_score_fusion", normalization=normalization, weights=weights)(lists))
    want = mongo_avg(lists, weights or {}, normalization)
    assert set(got) == set(want)
    for d in want:
        assert got[d] == pytest.approx(want[d], rel=1e-12, abs=1e-15), (d, got, want)


def test_hand_computed_and_the_export_says_avg():
    """x: a 2 * 0.5, b 0.5: (1.0 + 0.5) / 2; y only in b: (0 + 0.7) / 2; z only in a with -1 (none): -2 / 2
    (one row: $max keeps it); w in a (-1) and b (1): a's field is max(-2, 0) = 0, so (0 + 1) / 2."""
    lists = {"a": {"x": 0.5, "z": -1.0, "w": -1.0}, "b": {"x": 0.5, "y": 0.7, "w": 1.0}}
    got = dict(preset("mongodb_score_fusion", weights={"a": 2.0})(lists))
    assert got == pytest.approx({"x": 0.75, "y": 0.35, "z": -1.0, "w": 0.5})
    req = export_request("mongodb_score_fusion", "combsum", {"norm": "none", "combine": "list_mean"}, {"a": 2.0},
                         list(lists), None)
    assert req["$scoreFusion"]["combination"] == {"weights": {"a": 2.0, "b": 1.0}, "method": "avg"}
