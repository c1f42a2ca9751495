"""Export refuses every engine parameter outside the engine's documented range, with the engine's parameter
name and limit in the message (generated values: non-integers, zero, negatives, past the top, NaN, inf),
and accepts every integer inside it; windows are refused, not dropped, where the engine has none; a
list named twice and negative weights are refused everywhere."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.engines import PRESETS, export_request
from rankagg.engines.limits import INTEGER_LIMITS
from rankagg.methods.registry import make_method

#: a rankagg fusion each engine can express (so only the parameter under test can be refused)
FUSION = {
    "elasticsearch_rrf": ("rrf", {}), "opensearch_rrf": ("rrf", {}), "mongodb_rank_fusion": ("rrf", {}),
    "milvus_rrf": ("rrf", {}), "lancedb_rrf": ("rrf", {}), "qdrant_rrf": ("rrf", {}),
    "weaviate_ranked": ("rrf", {"k": 59.0}),  # Weaviate's FusionRanked: weight / (60 + i), i from 0
    "qdrant_dbsf": ("combsum", {"norm": "dbsf"}), "elasticsearch_linear": ("combsum", {"norm": "minmax"}),
    "opensearch_normalization": ("combsum", {"norm": "minmax_bounds", "combine": "arithmetic_mean"}),
    "weaviate_relative_score": ("combsum", {"norm": "minmax"}), "milvus_weighted": ("combsum", {"norm": "arctan"}),
    "mongodb_score_fusion": ("combsum", {"norm": "sigmoid", "combine": "list_mean"}),
    "esql_fuse_rrf": ("rrf", {}), "esql_fuse_linear": ("combsum", {"norm": "minmax"}),
    "opensearch_hybrid_fusion": ("rrf", {}), "cosmosdb_rrf": ("rrf", {}), "ydb_hybrid_rank": ("rrf", {}),
    "ydb_hybrid_rank_linear": ("combsum", {"norm": "minmax"}), "paradedb_rrf": ("rrf", {}),
    "manticore_rrf": ("rrf", {}), "vespa_global_phase": ("rrf", {}), "upstash_rrf": ("rrf", {}),
    "turbopuffer_rrf": ("rrf", {}), "lancedb_mrr": ("rrf", {"k": 0.0}),
    "weaviate_multi_target": ("combsum", {"norm": "minmax"}),
}
LISTS = ["bm25", "dense"]


def test_every_engine_has_an_expressible_fusion():
    assert set(FUSION) == set(PRESETS)
    for engine, (method, params) in FUSION.items():
        assert export_request(engine, method, params, None, LISTS)


def _export(engine, what, value):
    method, params = FUSION[engine]
    if what == "k":  # the engine's k; Qdrant counts positions from 0, so rankagg's k is one less
        return export_request(engine, method, {**params, "k": value - (engine == "qdrant_rrf")}, None, LISTS)
    return export_request(engine, method, params, None, LISTS, window=value)


def _values(low, high):
    inside = st.integers(low, high if high is not None else 10**6)
    outside = [st.integers(max_value=low - 1),
               st.floats(allow_nan=True, allow_infinity=True).filter(lambda x: not (math.isfinite(x) and x == int(x))),
               inside.map(lambda x: x + 0.5)]
    if high is not None:
        outside.append(st.integers(min_value=high + 1))
    return inside, st.one_of(outside)


@pytest.mark.parametrize(("engine", "what"), sorted(INTEGER_LIMITS))
@settings(max_examples=40)
@given(data=st.data())
def test_integer_parameters_in_the_engines_range(engine, what, data):
    param, low, high = INTEGER_LIMITS[engine, what]
    inside, outside = _values(low, high)
    ok = data.draw(inside)
    _export(engine, what, ok)
    bad = data.draw(outside)
    with pytest.raises(ValueError) as err:
        _export(engine, what, bad)
    method, params = FUSION[engine]
    rankagg_k = bad - (engine == "qdrant_rrf") if what == "k" else None
    try:
        if what == "k":
            make_method(method, **{**params, "k": rankagg_k})
    except ValueError:
        return  # rankagg's own method refused the value first (e.g. k < 0), with its own message
    top = INTEGER_LIMITS[engine, what][2]
    limit = f"an integer >= {low}" if top is None else f"an integer in [{low}, {top}]"
    assert param in str(err.value) and limit in str(err.value) and engine in str(err.value)


@pytest.mark.parametrize("engine", sorted(e for e in PRESETS if (e, "window") not in INTEGER_LIMITS))
def test_engines_without_a_window_refuse_one(engine):
    method, params = FUSION[engine]
    with pytest.raises(ValueError, match="no per-list window"):
        export_request(engine, method, params, None, LISTS, window=10)


@pytest.mark.parametrize("engine", sorted(PRESETS))
def test_names_twice_and_negative_weights_refused_everywhere(engine):
    method, params = FUSION[engine]
    with pytest.raises(ValueError, match="bm25 given twice"):
        export_request(engine, method, params, None, ["bm25", "bm25"])
    with pytest.raises(ValueError, match=">= 0"):
        export_request(engine, method, params, {"dense": -0.5}, LISTS)
    with pytest.raises(ValueError, match=">= 0"):
        export_request(engine, method, params, {"dense": math.nan}, LISTS)


def test_engine_specific_limits():
    with pytest.raises(ValueError, match=r"WeightedRanker's weights must be in \[0, 1\]"):
        export_request("milvus_weighted", "combsum", {"norm": "arctan"}, {"dense": 2.0}, LISTS)
    with pytest.raises(ValueError, match="two or more retrievers"):
        export_request("elasticsearch_rrf", "rrf", {}, None, ["bm25"])
    # the window goes where the engine reads it
    assert export_request("qdrant_rrf", "rrf", {}, None, LISTS, window=7)["prefetch"] == \
        [{"query": "<list bm25>", "limit": 7}, {"query": "<list dense>", "limit": 7}]
    assert export_request("milvus_rrf", "rrf", {}, None, LISTS, window=7)["requests"][1] == \
        {"anns_field": "<list dense>", "limit": 7}
    assert export_request("mongodb_rank_fusion", "rrf", {}, None, LISTS, window=7)["$rankFusion"]["input"][
        "pipelines"]["bm25"] == ["<list bm25>", {"$limit": 7}]
    # the presets take the engine's limits too
    from rankagg.engines import preset

    with pytest.raises(ValueError, match=r"rank_constant must be an integer in \[1, 2147483647\], got 2.5"):
        preset("elasticsearch_rrf", rank_constant=2.5)
    with pytest.raises(ValueError, match=r"RRFRanker k must be an integer in \[1, 16383\]"):
        preset("milvus_rrf", k=16384)
