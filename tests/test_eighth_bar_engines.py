"""Issue 45's eighth bar, search engines and the Fuser (scripts/reliability_matrix.py, ``u8e_``): the four fault
classes it found, each generated over its members.

1. An engine's integer ids (Qdrant's unsigned 64-bit point ids, Milvus's int64 primary keys, LanceDB's uint64
   ``_rowid``) came back from the Fuser as their decimal text, which the engine that gave them does not take
   back (Qdrant parses a str id as a UUID).  They are fused as text (the readers' rule, trec_eval's order) and
   handed back as the ints they were, on every face: the call (compiled and NumPy paths), ``explain`` and
   ``top`` (mappings, pairs, sequences, iterators).
2. ``weaviate_ranked`` scored rank r as ``1 / (60 + r)`` from rank 1; Weaviate's ``FusionRanked``
   (weaviate/weaviate ``usecases/traverser/hybrid/hybrid_fusion.go``, since February 2024) scores the object at
   0-based position ``i`` ``weight / (i + 60)``: ``rrf(k=59)``.
3. Presets ranked with weights their engine refuses (Milvus's ``WeightedRanker`` takes weights in [0, 1],
   OpenSearch's processors weights in [0, 1] summing to 1, Qdrant's ``Fusion.DBSF`` none), which their exports
   and two other presets already refused.
4. ``elasticsearch_linear``'s ``minmax`` gave a list whose scores span less than 1e-6 its 0-to-1 spread;
   Elasticsearch's ``MinMaxScoreNormalizer`` gives every document 1.0 there (``EPSILON = 1e-6f``).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg import Fuser
from rankagg.engines import export_request, preset
from rankagg.fuser import score_from_explanation

# ------------------------------------------------------------ 1. an engine's int ids come back as ints
QDRANT = [2**64 - 1, 2**64 - 2, 2**63, 2**63 + 1, 7]  # unsigned 64-bit point ids
MILVUS = [2**62, 2**62 + 1, 2**62 + 2, 2**53 + 1]  # int64 keys beyond float64's integers
ROWID = [2**32, 2**32 + 3, 2**33 + 1, 5]  # LanceDB _rowid: fragment << 32 | offset
KINDS = {"qdrant": (QDRANT, np.uint64), "milvus": (MILVUS, np.int64), "lancedb": (ROWID, np.uint64)}
SPECS = ["rrf", "combsum", "combsum(norm='zscore')", "borda", "combmed"]  # compiled kernel, NumPy paths


def _forms(ids: list[int], dtype: type) -> dict[str, dict]:
    """One request in each form an engine's client gives (a list's scores descend along it)."""
    a, b = ids, ids[::-1][: max(2, len(ids) - 1)]
    sa = [float(len(a) - i) for i in range(len(a))]
    sb = [0.5 / (i + 1) for i in range(len(b))]
    return {
        "dict": {"a": dict(zip(a, sa)), "b": dict(zip(b, sb))},
        "pair": {"a": (list(a), sa), "b": (list(b), sb)},
        "numpy": {"a": (np.array(a, dtype=dtype), np.array(sa)), "b": (np.array(b, dtype=dtype), np.array(sb))},
        "sequence": {"a": list(a), "b": list(b)},
    }


def _as_text(lists: dict) -> dict:
    def one(v):
        if isinstance(v, dict):
            return {str(d): s for d, s in v.items()}
        if isinstance(v, tuple):
            return ([str(int(d)) for d in v[0]], list(v[1]))
        return [str(d) for d in v]
    return {n: one(v) for n, v in lists.items()}


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("form", ["dict", "pair", "numpy", "sequence"])
@pytest.mark.parametrize("spec", SPECS)
def test_an_engines_int_ids_come_back_as_the_ints_it_gave(kind, form, spec):
    ids, dtype = KINDS[kind]
    lists = _forms(ids, dtype)[form]
    if form == "sequence" and spec in ("combsum(norm='zscore')",):
        lists = {n: {d: float(-r) for r, d in enumerate(v)} for n, v in lists.items()}  # zscore reads scores
    text = Fuser(spec)(_as_text(lists))
    got = Fuser(spec)(lists)
    assert got == [(int(d), s) for d, s in text]  # the text ids' fusion (order and scores), the ids as given
    assert all(type(d) is int for d, _ in got) and {d for d, _ in got} <= set(ids)
    ex = Fuser(spec).explain(lists)
    assert [(e["docid"], e["score"]) for e in ex] == got
    assert all(type(e["docid"]) is int and score_from_explanation(e) == e["score"] for e in ex)


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("spec", ["rrf", "combsum", "borda"])  # certified (compiled, NumPy) and read to the end
@pytest.mark.parametrize("iterate", [False, True])
def test_top_hands_back_an_engines_int_ids(kind, spec, iterate):
    ids, dtype = KINDS[kind]
    lists = _forms(ids, dtype)["dict"]
    full = Fuser(spec)(lists)
    given_lists = {n: iter(list(v.items())) for n, v in lists.items()} if iterate else lists
    top = Fuser(spec).top(given_lists, 2)
    assert list(top.items) == full[:2] and all(type(d) is int for d, _ in top.items)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.integers(0, 2**64 - 1), unique=True, max_size=6), min_size=1, max_size=3))
def test_generated_uint64_ids_round_trip(raw):
    lists = {f"L{j}": (np.array(ids, dtype=np.uint64), np.arange(len(ids), 0, -1.0)) for j, ids in enumerate(raw)}
    got = Fuser("rrf")(lists)
    assert {d for d, _ in got} == {d for ids in raw for d in ids} and all(type(d) is int for d, _ in got)


def test_text_ids_stay_text():
    assert Fuser("rrf")({"a": {"7": 1.0, "007": 0.5}}) == [("7", 1 / 61), ("007", 1 / 62)]


# ------------------------------------------------------------ 2. Weaviate's rankedFusion: weight / (60 + i), i from 0
@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("abcdefgh"), unique=True, max_size=6),
       st.lists(st.sampled_from("abcdefgh"), unique=True, max_size=6), st.floats(0.0, 1.0))
def test_weaviate_ranked_is_fusion_ranked(kw, vec, alpha):
    want: dict[str, float] = {}
    for w, leg in ((1.0 - alpha), kw), (alpha, vec):
        for i, d in enumerate(leg):
            want[d] = want.get(d, 0.0) + w / (i + 60)  # FusionRanked, before its float32 cast
    got = dict(preset("weaviate_ranked", alpha=alpha)({"keyword": list(kw), "vector": list(vec)}))
    assert got.keys() == want.keys()
    assert all(math.isclose(got[d], want[d], rel_tol=1e-12, abs_tol=1e-300) for d in want)


def test_weaviate_ranked_exports_rrf_59_only():
    legs = ["bm25", "dense"]
    assert export_request("weaviate_ranked", "rrf", {"k": 59.0}, {"bm25": 1, "dense": 3}, legs)["hybrid"]["alpha"] == 0.75
    with pytest.raises(ValueError, match="its rank constant is 59"):
        export_request("weaviate_ranked", "rrf", {"k": 60.0}, None, legs)


def test_weaviate_relative_score_gives_a_flat_leg_its_weight():
    """FusionRelativeScore: 'If all scores are identical min and max are the same => just set score to the weight'."""
    got = dict(preset("weaviate_relative_score", alpha=0.75)({"keyword": {"x": 5.0, "y": 1.0},
                                                              "vector": {"x": 0.8, "z": 0.8}}))
    assert got == {"x": 0.25 + 0.75, "y": 0.0, "z": 0.75}


# ------------------------------------------------------------ 3. a preset's weights by its engine's rule
# (preset, its other parameters, weights, whether the engine takes them): Milvus WeightedRanker [0, 1];
# OpenSearch's processors [0, 1] summing to 1 (neural-search ScoreCombinationUtil); Qdrant Fusion.DBSF none
WEIGHTS = [
    ("milvus_weighted", {}, {"a": 0.5, "b": 1.0}, True),
    ("milvus_weighted", {}, {"a": 2.0, "b": 1.0}, False),
    ("milvus_weighted", {"norm_score": False}, {"a": 1.5}, False),
    ("opensearch_rrf", {}, {"a": 0.3, "b": 0.7}, True),
    ("opensearch_rrf", {}, {"a": 2.0, "b": 2.0}, False),
    ("opensearch_normalization", {}, {"a": 0.4, "b": 0.6}, True),
    ("opensearch_normalization", {"combination": "geometric_mean"}, {"a": 0.7, "b": 0.7}, False),
    ("opensearch_normalization", {"technique": "l2"}, {"a": 1.2, "b": -0.2}, False),
    ("opensearch_hybrid_fusion", {}, {"a": 0.7, "b": 0.7}, False),
    ("qdrant_dbsf", {}, {"a": 1.0, "b": 1.0}, True),
    ("qdrant_dbsf", {}, {"a": 2.0}, False),
]


@pytest.mark.parametrize("engine, params, weights, takes", WEIGHTS)
def test_a_preset_ranks_only_with_weights_its_engine_takes(engine, params, weights, takes):
    lists = {"a": {"x": 3.0, "y": 1.0}, "b": {"y": 2.0, "z": 0.5}}
    if takes:
        assert len(preset(engine, weights=weights, **params)(lists)) == 3
    else:
        with pytest.raises(ValueError, match=f"{engine}: .*weights"):
            preset(engine, weights=weights, **params)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(0.0, 3.0), min_size=2, max_size=2))
def test_milvus_weighted_preset_takes_what_its_export_takes(w):
    """One rule for both faces: the preset fuses with exactly the weights the WeightedRanker export takes."""
    weights = {"a": w[0], "b": w[1]}
    try:
        export_request("milvus_weighted", "combsum", {"norm": "arctan"}, weights, ["a", "b"])
        exports = True
    except ValueError:
        exports = False
    try:
        preset("milvus_weighted", weights=weights)({"a": {"x": 1.0}, "b": {"x": 0.5}})
        fuses = True
    except ValueError:  # at build (a weight beyond 1) or at the call (every weight 0)
        fuses = False
    assert fuses == exports


# ------------------------------------------------------------ 4. Elasticsearch's minmax: EPSILON 1e-6
@settings(max_examples=80, deadline=None)
@given(st.floats(-5.0, 50.0), st.lists(st.floats(0.0, 3e-6), min_size=1, max_size=5, unique=True))
def test_elasticsearch_minmax_is_min_max_score_normalizer(base, steps):
    a = {f"d{i}": base + s for i, s in enumerate(steps)}
    lo, hi = min(a.values()), max(a.values())
    want = {d: 1.0 if abs(hi - lo) < 1e-6 else (s - lo) / (hi - lo) for d, s in a.items()}
    got = dict(preset("elasticsearch_linear", normalizer="minmax")({"a": a}))
    assert got.keys() == want.keys() and all(math.isclose(got[d], want[d], abs_tol=1e-12) for d in want)
    # the export still writes Elasticsearch's "minmax" for it (and for rankagg's own minmax, tuned before)
    for norm in ("es_minmax", "minmax"):
        body = export_request("elasticsearch_linear", "combsum", {"norm": norm}, None, ["a", "b"])
        assert {r["normalizer"] for r in body["retriever"]["linear"]["retrievers"]} == {"minmax"}


def test_tune_for_weaviate_ranked_keeps_one_run_at_its_constant():
    """``--if-fusion-hurts best_input`` ships one run as RRF: at Weaviate's fixed 59 it is expressible (one run
    ranks alike at any rank constant)."""
    from rankagg.engines.tuning import engine_search, fit_to_engine
    from rankagg.experiments.tune import TuneResult

    space = engine_search("weaviate_ranked", ["bm25", "dense"], None, "nested", may_keep_one_run=True)
    best = TuneResult(method="rrf", measure="nDCG@10", params={"k": 60.0}, weights={"bm25": 1.0, "dense": 0.0},
                      cv_estimate=0.5, cv_default=0.5, train_score=0.5, kept="best_input")
    assert fit_to_engine(best, space, tuned_method=False).params["k"] == 59.0
