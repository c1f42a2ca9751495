"""Golden tests of the engines' normalisations, combinations and presets (each from the engine's documented
formula, worked example or unit test), exports, and every method that claims a peer's (ranx's) definition."""

from __future__ import annotations

import math

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.engines import PRESETS, export_request, preset
from rankagg.fuser import Fuser
from rankagg.methods.engine_norms import normalise_list
from rankagg.methods.registry import make_method


def _scores(fused):
    return dict(fused)


# ------------------------------------------------------------ Qdrant
def test_qdrant_rrf_unit_test_example():
    # qdrant lib/segment/src/common/reciprocal_rank_fusion.rs, test_rrf_scoring (k = 2, positions from 0)
    lists = {"a": ["2", "1"], "b": ["1", "2", "3"], "c": ["5", "3", "1"]}
    got = preset("qdrant_rrf", k=2)(lists)
    assert [d for d, _ in got] == ["1", "2", "3", "5"]
    for (d, s), want in zip(got, [1.0833334, 0.8333334, 0.5833334, 0.5]):
        assert s == pytest.approx(want, rel=1e-6)
    # test_rrf_scoring_zero_weight and the 3:1 weighting (weights stretch positions: 1 / ((pos + 1) / w + k - 1))
    z = _scores(preset("qdrant_rrf", k=2, weights={"a": 1.0, "b": 0.0})({"a": ["1"], "b": ["2"]}))
    assert z == {"1": 0.5, "2": 0.0}
    w = preset("qdrant_rrf", k=2, weights={"a": 3.0, "b": 1.0})({"a": ["1", "2"], "b": ["2", "1"]})
    assert w[0][0] == "2" and w[0][1] > w[1][1]
    assert dict(w)["2"] == 1 / (2 / 3 + 1) + 1 / (1 + 1)
    # Qdrant's k = 61 is Cormack's k = 60; its weights are absolute: (1, 2) is not (2, 4)
    q = {"a": ["x", "y", "z"], "b": ["z", "y"]}
    assert preset("qdrant_rrf", k=61)(q) == Fuser("rrf", k=60)(q)
    r12 = preset("qdrant_rrf", k=61, weights={"a": 1.0, "b": 2.0})(q)
    r24 = preset("qdrant_rrf", k=61, weights={"a": 2.0, "b": 4.0})(q)
    assert dict(r12) != dict(r24)


def test_qdrant_dbsf_formula():
    # distr_norm: mean and sample variance (n - 1), limits mean -/+ 3 sd, (s - low) / (high - low), unclipped
    np.testing.assert_allclose(normalise_list(np.array([3.0, 2.0, 1.0]), "dbsf"), [4 / 6, 3 / 6, 2 / 6], rtol=1e-15)
    assert normalise_list(np.array([7.0]), "dbsf").tolist() == [0.5]
    assert normalise_list(np.array([2.0, 2.0]), "dbsf").tolist() == [0.5, 0.5]
    x = np.array([10.0, 4.0, 3.5, 1.0])
    mu, sd = x.mean(), x.std(ddof=1)
    np.testing.assert_allclose(normalise_list(x, "dbsf"), (x - (mu - 3 * sd)) / (6 * sd), rtol=1e-14)
    got = _scores(preset("qdrant_dbsf")({"a": {"x": 3.0, "y": 2.0, "z": 1.0}, "b": {"z": 5.0, "w": 1.0}}))
    sd_b = math.sqrt(8.0)
    assert got["z"] == pytest.approx(2 / 6 + (5 - (3 - 3 * sd_b)) / (6 * sd_b))
    assert got["y"] == pytest.approx(0.5)


# ------------------------------------------------------------ OpenSearch
def test_opensearch_min_max_bounds_documented_formulas():
    x = np.array([1.0, 0.6, 0.2])  # min 0.2, max 1.0
    nb = normalise_list(x, "minmax_bounds")  # plain min_max: a 0 becomes 0.001
    np.testing.assert_allclose(nb, [1.0, 0.5, 0.001])
    # lower bound apply 0.5: below it, (s - min) / (max - min); above, (s - lb) / (max - lb)
    apply_lo = normalise_list(x, "minmax_bounds", (("apply", 0.5), None))
    np.testing.assert_allclose(apply_lo, [1.0, (0.6 - 0.5) / 0.5, 0.001])
    # lower bound clip 0.5: below it, the floor
    np.testing.assert_allclose(normalise_list(x, "minmax_bounds", (("clip", 0.5), None)), [1.0, 0.2, 0.001])
    # upper bound clip 0.8: above it 1.0, else (s - min) / (ub - min)
    np.testing.assert_allclose(normalise_list(x, "minmax_bounds", (None, ("clip", 0.8))), [1.0, 0.4 / 0.6, 0.001])
    # upper bound apply 0.8: below it (s - min) / (ub - min), above (s - min) / (max - min)
    np.testing.assert_allclose(normalise_list(x, "minmax_bounds", (None, ("apply", 0.8))), [1.0, 0.4 / 0.6, 0.001])
    # ignore: the standard formula
    np.testing.assert_array_equal(normalise_list(x, "minmax_bounds", (("ignore", 0.5), ("ignore", 0.8))), nb)
    assert normalise_list(np.array([3.0, 3.0]), "minmax_bounds").tolist() == [1.0, 1.0]


def test_opensearch_combinations_and_l2():
    np.testing.assert_allclose(normalise_list(np.array([4.0, 3.0]), "l2"), [0.8, 0.6])
    lists = {"a": {"x": 4.0, "y": 3.0}, "b": {"y": 0.6, "z": 0.8}}
    w = {"a": 0.3, "b": 0.7}  # the documentation's example weights
    ar = _scores(preset("opensearch_normalization", technique="l2", combination="arithmetic_mean", weights=w)(lists))
    # arithmetic mean: a list that did not return the document counts as 0 with its weight
    assert ar["x"] == pytest.approx(0.3 * 0.8 / 1.0)
    assert ar["y"] == pytest.approx((0.3 * 0.6 + 0.7 * 0.6) / 1.0)
    ge = _scores(preset("opensearch_normalization", technique="l2", combination="geometric_mean", weights=w)(lists))
    assert ge["x"] == pytest.approx(0.8)  # only positive scores, weights renormalised over them
    assert ge["y"] == pytest.approx(math.exp((0.3 * math.log(0.6) + 0.7 * math.log(0.6)) / 1.0))
    ha = _scores(preset("opensearch_normalization", technique="l2", combination="harmonic_mean", weights=w)(lists))
    assert ha["z"] == pytest.approx(0.8) and ha["y"] == pytest.approx(1.0 / (0.3 / 0.6 + 0.7 / 0.6))
    # the batch path gives the same
    data = Rankings(offsets=[0, 3], ranks=[[1, np.nan], [2, 2], [np.nan, 1]], qids=["q"], docids=["x", "y", "z"],
                    ranker_names=("a", "b"), scores=[[4.0, np.nan], [3.0, 0.6], [np.nan, 0.8]])
    s = make_method("combsum", norm="l2", combine="harmonic_mean", weights=w).score(data)
    assert s.tolist() == [ha["x"], ha["y"], ha["z"]]


def test_opensearch_and_elasticsearch_rrf_rank_from_one():
    got = _scores(preset("elasticsearch_rrf", rank_constant=1)({"a": ["x", "y"], "b": ["y"]}))
    assert got == {"x": 1 / 2, "y": 1 / 3 + 1 / 2}
    assert preset("opensearch_rrf", rank_constant=60)({"a": ["x"]}) == [("x", 1 / 61)]
    win = preset("elasticsearch_rrf", rank_window_size=1)({"a": ["x", "y"], "b": ["z", "y"]})
    assert sorted(d for d, _ in win) == ["x", "z"]


def test_elasticsearch_linear_normalizers():
    lists = {"a": {"x": 3.0, "y": 4.0}, "b": {"x": 1.0, "y": 3.0, "z": 5.0}}
    l2 = _scores(preset("elasticsearch_linear", normalizer="l2_norm", weights={"a": 2.0})(lists))
    assert l2["y"] == pytest.approx(2 * 0.8 + 3 / math.sqrt(35))
    mm = _scores(preset("elasticsearch_linear", normalizer="minmax")(lists))
    assert mm == {"x": 0.0, "y": 1.0 + 0.5, "z": 1.0}


# ------------------------------------------------------------ MongoDB, Milvus, Weaviate
def test_mongodb_rank_fusion_score_details_example():
    # MongoDB docs (hybrid search RRF tutorial): weights 0.5, value = sum of weight * 1 / (60 + rank)
    lists = {"fullText": ["s", "iv", "t", "v"], "vector": ["iv", "a", "b", "c", "v"]}
    got = _scores(preset("mongodb_rank_fusion", weights={"fullText": 0.5, "vector": 0.5})(lists))
    assert got["iv"] == pytest.approx(0.01626123744050767, rel=1e-15)
    assert got["v"] == pytest.approx(0.015504807692307693, rel=1e-15)


def test_mongodb_sigmoid_milvus_arctan_weaviate_alpha():
    x = np.array([2.0, 0.0, -1.0])
    np.testing.assert_allclose(normalise_list(x, "sigmoid"), 1 / (1 + np.exp(-x)))
    np.testing.assert_allclose(normalise_list(x, "arctan"), 0.5 + np.arctan(x) / np.pi)
    got = _scores(preset("mongodb_score_fusion", normalization="sigmoid", weights={"a": 2.0})({"a": {"x": 0.0}, "b": {"x": 0.0, "y": 1.0}}))
    assert got["x"] == pytest.approx((2 * 0.5 + 0.5) / 2)  # MongoDB's avg over the 2 pipelines
    assert got["y"] == pytest.approx((0.0 + 1 / (1 + np.exp(-1.0))) / 2)  # not returned by a: 0
    mv = _scores(preset("milvus_weighted", weights={"a": 0.7, "b": 0.3})({"a": {"x": 1.0}, "b": {"x": 0.0}}))
    assert mv["x"] == pytest.approx(0.7 * 0.75 + 0.3 * 0.5)
    rel = _scores(preset("weaviate_relative_score", alpha=0.75)({"keyword": {"x": 2.0, "y": 1.0}, "vector": {"y": 0.9, "x": 0.5}}))
    assert rel == {"x": 0.25, "y": 0.75}


# ------------------------------------------------------------ export
def test_exports():
    lists = ["bm25", "dense"]
    es = export_request("elasticsearch_rrf", "rrf", {"k": 20}, {"dense": 2.0}, lists, window=100)
    assert es == {"retriever": {"rrf": {"retrievers": [{"retriever": "<list bm25>", "weight": 1.0},
                                                       {"retriever": "<list dense>", "weight": 2.0}],
                                        "rank_constant": 20.0, "rank_window_size": 100}}}
    q = export_request("qdrant_rrf", "rrf", {"k": 60}, None, lists)
    assert q["query"] == {"rrf": {"k": 61.0}}
    with pytest.raises(ValueError, match="weighting='position'"):
        export_request("qdrant_rrf", "rrf", {"k": 60}, {"dense": 2.0}, lists)
    assert export_request("qdrant_rrf", "rrf", {"k": 60, "weighting": "position"}, {"dense": 2.0}, lists)["query"] == \
        {"rrf": {"k": 61.0, "weights": [1.0, 2.0]}}
    os_ = export_request("opensearch_normalization", "combsum",
                         {"norm": "minmax_bounds", "combine": "geometric_mean",
                          "bounds": {"bm25": {"lower": {"mode": "clip", "min_score": 0.5}}}}, {"dense": 3.0}, lists)
    proc = os_["phase_results_processors"][0]["normalization-processor"]
    assert proc["combination"] == {"technique": "geometric_mean", "parameters": {"weights": [0.25, 0.75]}}
    assert proc["normalization"]["parameters"]["lower_bounds"] == [{"mode": "clip", "min_score": 0.5}, {"mode": "ignore"}]
    assert export_request("mongodb_rank_fusion", "rrf", {}, None, lists)["$rankFusion"]["combination"] == \
        {"weights": {"bm25": 1.0, "dense": 1.0}}
    with pytest.raises(ValueError, match="rank constant is 60"):
        export_request("mongodb_rank_fusion", "rrf", {"k": 10}, None, lists)
    with pytest.raises(ValueError, match="cannot express"):
        export_request("elasticsearch_linear", "combsum", {"norm": "dbsf"}, None, lists)
    assert export_request("weaviate_relative_score", "combsum", {"norm": "minmax"}, {"bm25": 1, "dense": 3}, lists)[
        "hybrid"]["alpha"] == 0.75
    assert export_request("milvus_weighted", "combsum", {"norm": "arctan"}, {"bm25": 0.2}, lists) == \
        {"ranker": {"strategy": "weighted", "params": {"weights": [0.2, 1.0], "norm_score": True}}}


def test_every_preset_builds_and_exports_round_trip():
    # the presets over lists of scores (tests/test_engine_dialects.py builds every preset)
    for engine in sorted(set(PRESETS) - {"lancedb_mrr", "weaviate_multi_target"}):
        f = preset(engine) if not engine.startswith("weaviate") else preset(engine, keyword="bm25", vector="dense")
        assert f({"bm25": {"x": 1.0, "y": 0.5}, "dense": {"y": 0.9, "z": 0.1}})
    with pytest.raises(ValueError, match="unknown engine preset"):
        preset("solr")


# ------------------------------------------------------------ peers' definitions (ranx)
def _ranx_and_rankings(seed=0):
    ranx = pytest.importorskip("ranx")
    from rankagg.api import to_rankings

    rng = np.random.default_rng(seed)
    runs = {}
    for j in range(3):
        runs[f"r{j}"] = {q: {f"d{x}": float(s) for x, s in zip(rng.choice(30, 12, replace=False), rng.random(12))}
                         for q in ("q1", "q2")}
    data, _, _ = to_rankings(runs)
    return ranx, [ranx.Run(v, name=k) for k, v in runs.items()], data


@pytest.mark.parametrize("ranx_method, ranx_params, spec", [
    ("wsum", {"weights": [0.2, 0.5, 1.3]}, "combsum(norm='minmax')"),
    ("wmnz", {"weights": [0.2, 0.5, 1.3]}, "combmnz(norm='minmax', factor='weights')"),
    ("mnz", {}, "combmnz(norm='minmax')"),
    ("max", {}, "combmax(norm='minmax')"),
    ("rrf", {"k": 60}, "rrf"),
    ("isr", {}, "isr"),
    ("log_isr", {}, "log_isr"),
    ("logn_isr", {"sigma": 0.01}, "log_isr(sigma=0.01)"),
    ("bordafuse", {}, "borda"),
])
def test_methods_claiming_ranx_definitions(ranx_method, ranx_params, spec):
    ranx, runs, data = _ranx_and_rankings()
    norm = "min-max" if ranx_method in ("wsum", "wmnz", "mnz", "max") else None
    fused = ranx.fuse(runs, method=ranx_method, norm=norm, params=ranx_params or None)
    weights = ranx_params.get("weights")
    m = make_method(spec, **({"weights": dict(zip(data.ranker_names, weights))} if weights else {}))
    s = m.score(data)
    for i in range(data.n_items):
        q, doc = data.qids[data.query_of_item[i]], data.docids[i]
        assert s[i] == pytest.approx(fused.run[q][doc], rel=1e-12, abs=1e-12), (q, doc)


def test_weighted_combmnz_default_is_not_ranx_wmnz():
    ranx, runs, data = _ranx_and_rankings(1)
    w = [0.2, 0.5, 1.3]
    fused = ranx.fuse(runs, method="wmnz", norm="min-max", params={"weights": w})
    s = make_method("combmnz", norm="minmax", weights=dict(zip(data.ranker_names, w))).score(data)
    want = np.array([fused.run[data.qids[data.query_of_item[i]]][data.docids[i]] for i in range(data.n_items)])
    assert not np.allclose(s, want)


@pytest.mark.parametrize("ranx_norm, norm", [("max", "max"), ("min-max", "minmax"), ("zmuv", "zscore"),
                                             ("sum", "sum"), ("rank", "rank")])
def test_norms_claiming_ranx_definitions(ranx_norm, norm):
    ranx, runs, data = _ranx_and_rankings(2)
    fused = ranx.fuse(runs, method="sum", norm=ranx_norm)
    s = make_method("combsum", norm=norm).score(data)
    for i in range(data.n_items):
        q, doc = data.qids[data.query_of_item[i]], data.docids[i]
        assert s[i] == pytest.approx(fused.run[q][doc], rel=1e-9, abs=1e-12), (q, doc)
