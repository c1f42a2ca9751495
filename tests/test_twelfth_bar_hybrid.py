"""Issue 45's twelfth bar, a hybrid-search engineer's day (scripts/reliability_matrix.py, ``u12h_``): the fault
classes it found, each generated over its members.

1. A retriever that returned nothing, handed over as an empty sequence (``[]``, ``()``, an empty NumPy array),
   was read as a list of docids *without scores*: a scored request then became a rank-only one, so CombSUM
   with a score normalisation (min-max, z-score, ...) refused it ("give scores for every list or for none"),
   CombSUM's ``auto`` silently switched from min-max to Borda, and ParadeDB's and Weaviate's transformed
   fusers refused it ("give a mapping").  A list holding nothing has a score for each of its documents: it is
   read as either form, as an empty iterator already was (``fuser.sources``), and answers as ``{}`` does, on
   every door (the call, ``explain``, ``top``).  A query where no list returned anything answers ``[]`` for
   every normalisation (the z-score and sum block functions reduced over no documents).
2. ``milvus_weighted`` read every leg as an inner product (``0.5 + arctan(s) / pi``); Milvus normalises an L2
   leg's distance as ``1 - 2 arctan(d) / pi`` and a COSINE leg's similarity as ``(1 + s) / 2`` (measured on
   Milvus Lite 3.2 / pymilvus 3.0, ``hybrid_search`` with ``WeightedRanker(norm_score=True)``), so a hybrid
   request with an L2 field ranked the farthest documents first.  The preset takes Milvus's ``metric_type``
   per leg; ``milvus_rrf`` takes it too (an L2 leg ranks by ascending distance).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from rankagg import Fuser
from rankagg.engines import PRESETS, preset

BM25 = {"d1": 14.2, "d2": 11.7, "d3": 11.7, "d4": 9.03, "d5": -0.5}

# ------------------------------------------------------------ 1. a list that returned nothing, in every form
EMPTY_FORMS = {
    "list": [],
    "tuple": (),
    "ndarray": np.array([]),
    "str ndarray": np.array([], dtype=str),
    "pair of lists": ([], []),
    "pair of arrays": (np.array([], dtype=str), np.array([], dtype=np.float32)),
    "dict": {},
}
NORMS = ["auto", "minmax", "zscore", "sum", "max", "rank", "borda", "reciprocal", "l2", "dbsf", "sigmoid",
         "arctan", "none", "es_minmax"]
FUSERS = [Fuser("rrf"), Fuser("borda"), Fuser("isr"), Fuser("combmnz"), Fuser("combmed"), Fuser("combanz"),
          Fuser("combsum", norm="minmax", weights={"bm25": 0.3, "dense": 0.7})]
FUSERS += [Fuser("combsum", norm=n) for n in NORMS]


@pytest.mark.parametrize("form", list(EMPTY_FORMS))
def test_an_empty_list_answers_as_no_list(form: str) -> None:
    """Every fusion of BM25 and a dense list that returned nothing equals the fusion of BM25 with ``{}`` (an empty
    mapping, read as a scored list all along), on the call, ``explain`` and ``top``."""
    empty = EMPTY_FORMS[form]
    for f in FUSERS:
        want = f({"bm25": BM25, "dense": {}})
        assert f({"bm25": BM25, "dense": empty}) == want, f
        assert [(e["docid"], e["score"]) for e in f.explain({"bm25": BM25, "dense": empty})] == want, f
        assert list(f.top({"bm25": BM25, "dense": empty}, 3).items) == want[:3], f


@pytest.mark.parametrize("form", list(EMPTY_FORMS))
def test_a_query_no_list_answers(form: str) -> None:
    """Both retrievers empty (a query with no match): ``[]`` from every fusion and door, never a refusal."""
    empty = EMPTY_FORMS[form]
    for f in FUSERS:
        assert f({"bm25": empty, "dense": []}) == [], f
        assert f.explain({"bm25": {}, "dense": empty}) == [], f
        assert list(f.top({"bm25": empty, "dense": {}}, 10).items) == [], f


def test_an_empty_list_keeps_auto_on_scores() -> None:
    """CombSUM's ``auto`` is min-max when the lists carry scores: an empty sequence beside a scored list keeps it
    min-max (it used to turn the request into Borda's), by hand."""
    got = dict(Fuser("combsum")({"bm25": BM25, "dense": []}))
    lo, hi = min(BM25.values()), max(BM25.values())
    assert got == {d: pytest.approx((s - lo) / (hi - lo), rel=1e-15, abs=1e-300) for d, s in BM25.items()}


@pytest.mark.parametrize("form", [f for f in EMPTY_FORMS if f != "dict"])
def test_every_preset_reads_an_empty_list(form: str) -> None:
    """Each preset at its defaults (Weaviate's and LanceDB's two-leg presets named by their legs) answers an
    empty leg as ``{}``; ParadeDB's and Weaviate's transformed fusers too (they took only mappings)."""
    empty = EMPTY_FORMS[form]
    legs = {"weaviate_ranked": ("keyword", "vector"), "weaviate_relative_score": ("keyword", "vector"),
            "lancedb_mrr": ("vector", "fts")}
    for name in PRESETS:
        if name == "weaviate_multi_target":  # every target gives a distance to every document: no empty leg
            continue
        a, b = legs.get(name, ("bm25", "dense"))
        f = preset(name)
        assert f({a: BM25, b: empty}) == f({a: BM25, b: {}}), name
        assert f({a: {}, b: empty}) == [], name


# ------------------------------------------------------------ 2. Milvus's normalisation per metric_type
def _milvus_norm(metric: str, s: float) -> float:
    """Milvus's WeightedRanker(norm_score=True) per metric (measured on Milvus Lite: see the module docstring)."""
    if metric == "L2":
        return 1 - 2 * math.atan(s) / math.pi
    if metric == "COSINE":
        return (1 + s) / 2
    return 0.5 + math.atan(s) / math.pi


LEGS = {"a": {"x": 0.25, "y": 1.5, "z": 3.0, "w": 0.75}, "b": {"y": 0.9, "w": -0.4, "v": 0.1, "x": 0.35}}


@pytest.mark.parametrize("ma", ["L2", "IP", "COSINE"])
@pytest.mark.parametrize("mb", ["L2", "IP", "COSINE"])
@pytest.mark.parametrize("weights", [{"a": 0.3, "b": 0.7}, {"a": 1.0, "b": 0.0}, None])
def test_milvus_weighted_per_metric(ma: str, mb: str, weights: dict | None) -> None:
    """sum w * norm_metric(s) by hand for every pair of metrics, in the order of those sums (a missed leg adds
    nothing); an L2 leg's closest document is its best."""
    metrics = {"a": ma, "b": mb}
    lists = {n: ({d: abs(s) for d, s in v.items()} if metrics[n] == "L2" else v) for n, v in LEGS.items()}
    hand: dict[str, float] = {}
    for n, v in lists.items():
        w = 1.0 if weights is None else weights[n]
        for d, s in v.items():
            hand[d] = hand.get(d, 0.0) + w * _milvus_norm(metrics[n], s)
    got = preset("milvus_weighted", weights=weights, metric_type=metrics)(lists)
    assert {d: s for d, s in got} == {d: pytest.approx(s, rel=1e-12, abs=1e-15) for d, s in hand.items()}
    assert all(hand[a] >= hand[b] - 1e-12 for (a, _), (b, _) in zip(got, got[1:]))


def test_milvus_metric_type_one_for_all_and_default() -> None:
    """A single metric names every leg; the default (and 'IP') is the inner product's arctan, bit for bit the
    preset without it; a metric Milvus does not define, or a leg the mapping does not name, is refused."""
    lists = {"a": {"x": 0.5, "y": 2.0}, "b": {"y": 0.25, "z": 1.0}}
    assert preset("milvus_weighted", metric_type="IP")(lists) == preset("milvus_weighted")(lists)
    assert (preset("milvus_weighted", metric_type="L2")(lists)
            == preset("milvus_weighted", metric_type={"a": "L2", "b": "L2"})(lists))
    with pytest.raises(ValueError, match="metric_type"):
        preset("milvus_weighted", metric_type="HAMMING")
    with pytest.raises(ValueError, match="metric_type"):
        preset("milvus_weighted", metric_type={"a": "L2"})(lists)


@pytest.mark.parametrize("metric", ["L2", "IP", "COSINE"])
def test_milvus_rrf_l2_ranks_by_ascending_distance(metric: str) -> None:
    """RRFRanker's rank of an L2 leg is by ascending distance (1 / (k + rank), ranks from 1); IP and COSINE by
    descending similarity."""
    lists = {"a": {"x": 0.25, "y": 1.5, "z": 3.0}, "b": {"z": 0.9, "y": 0.4}}
    got = dict(preset("milvus_rrf", k=60, metric_type={"a": metric, "b": "IP"})(lists))
    order_a = sorted(lists["a"], key=lists["a"].get, reverse=metric != "L2")
    hand = {d: 1 / (60 + order_a.index(d) + 1) for d in lists["a"]}
    for r, d in enumerate(sorted(lists["b"], key=lists["b"].get, reverse=True)):
        hand[d] += 1 / (60 + r + 1)
    assert got == {d: pytest.approx(s, rel=1e-15) for d, s in hand.items()}


# ------------------------------------------------------------ aside: a sigmoid past the doubles is quiet
@pytest.mark.parametrize("s", [-1000.0, -710.0, -1e308])
def test_sigmoid_of_large_negative_scores_is_zero_without_a_warning(s: float) -> None:
    """MongoDB's sigmoid of a cross-encoder's logit below -709: e^-s overflows to inf and 1 / (1 + inf) is the
    exact 0; no RuntimeWarning on a request path (u12h_norm_sigmoid_extremes printed NumPy's overflow)."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = dict(Fuser("combsum", norm="sigmoid")({"ce": {"a": s, "b": 0.0}}))
    assert got == {"a": 0.0, "b": 0.5}
