"""The dialects added for issue 51 (ES|QL FUSE, OpenSearch fusion mode, Cosmos DB, YDB, Upstash, turbopuffer,
Manticore, ParadeDB, LanceDB MRR, Weaviate multi-target joins, Vespa global-phase): golden values from each
engine's documented formula or example, hand-computed to 1e-12; every preset's declaration; the exports and
their refusals (each names the parameter); and docs/engines.md's dialect table, generated from the
declarations."""

from __future__ import annotations

from pathlib import Path

import pytest

from rankagg.engines import PRESETS, export_request, preset
from rankagg.engines.catalogue import DIALECTS
from rankagg.engines.table import BEGIN, END, dialect_table
from rankagg.engines.transforms import sql_rank

ROOT = Path(__file__).resolve().parents[1]
A = {"x": 3.0, "y": 2.0, "z": 1.0}   # ranks x 1, y 2, z 3
B = {"y": 5.0, "w": 4.0}             # ranks y 1, w 2
LISTS = {"a": A, "b": B}


def _close(got, want):
    assert [d for d, _ in got] == list(want), got
    for d, s in got:
        assert s == pytest.approx(want[d], abs=1e-12, rel=0), (d, s, want[d])


def test_at_least_twenty_presets_each_declared():
    assert len(PRESETS) >= 20 and set(PRESETS) == set(DIALECTS)
    for name, d in DIALECTS.items():
        assert d.name == name and d.doc.startswith("https://")
        for field in (d.engine, d.formula, d.rank_origin, d.ties, d.ranges, d.explain):
            assert field.strip(), (name, d)
        assert d.tune.weights in ("free", "equal", "unit", "sum1")
        if d.running:
            path, test = d.running.split("::")
            assert f"def {test}(" in (ROOT / path).read_text(encoding="utf-8"), d.running


# ------------------------------------------------------------ golden values
def test_esql_fuse_rrf_and_linear():
    _close(preset("esql_fuse_rrf", rank_constant=10, weights={"a": 2.0, "b": 1.0})(LISTS),
           {"y": 2 / 12 + 1 / 11, "x": 2 / 11, "z": 2 / 13, "w": 1 / 12})
    # minmax per list (a: x 1, y 0.5, z 0; b: y 1, w 0), weighted sum; a list that missed the row adds nothing
    _close(preset("esql_fuse_linear", normalizer="minmax", weights={"a": 1.0, "b": 3.0})(LISTS),
           {"y": 0.5 + 3.0, "x": 1.0, "w": 0.0, "z": 0.0})
    _close(preset("esql_fuse_linear", weights={"a": 1.0, "b": 0.5})(LISTS), {"y": 4.5, "x": 3.0, "w": 2.0, "z": 1.0})
    with pytest.raises(ValueError, match="normalizer"):
        preset("esql_fuse_linear", normalizer="l2_norm")


def test_opensearch_fusion_mode():
    w = {"a": 0.25, "b": 0.75}
    _close(preset("opensearch_hybrid_fusion", combination="rrf", weights=w)(LISTS),
           {"y": 0.25 / 62 + 0.75 / 61, "w": 0.75 / 62, "x": 0.25 / 61, "z": 0.25 / 63})
    # min_max (a normalised 0 becomes 0.001), arithmetic mean over the weights summing to 1 (missing = 0)
    _close(preset("opensearch_hybrid_fusion", weights=w)(LISTS),
           {"y": 0.25 * 0.5 + 0.75, "x": 0.25, "w": 0.75 * 0.001, "z": 0.25 * 0.001})
    with pytest.raises(ValueError, match=r"weights must each be in \[0, 1\] and sum to 1"):
        preset("opensearch_hybrid_fusion", weights={"a": 1.0, "b": 3.0})
    with pytest.raises(ValueError, match=r"combination.rank_constant must be an integer in \[1, 10000\]"):
        preset("opensearch_hybrid_fusion", combination="rrf", rank_constant=10001)


def test_cosmosdb_rrf_weights_as_in_the_documented_example():
    # RRF(FullTextScore(...), VectorDistance(...), [2, 1]): the full-text score weighs twice the vector's
    _close(preset("cosmosdb_rrf", weights={"a": 2, "b": 1})(LISTS),
           {"y": 2 / 62 + 1 / 61, "x": 2 / 61, "z": 2 / 63, "w": 1 / 62})


def test_ydb_hybrid_rank_modes():
    _close(preset("ydb_hybrid_rank", K=2.5)(LISTS), {"y": 1 / 4.5 + 1 / 3.5, "x": 1 / 3.5, "w": 1 / 4.5, "z": 1 / 5.5})
    _close(preset("ydb_hybrid_rank_linear", weights={"a": 2.0, "b": 1.0})(LISTS),
           {"y": 2.0, "x": 2.0, "w": 0.0, "z": 0.0})  # ties: more lists, better best rank
    _close(preset("ydb_hybrid_rank_linear", Normalize=False)(LISTS), {"y": 7.0, "w": 4.0, "x": 3.0, "z": 1.0})
    with pytest.raises(ValueError, match="K must be a number > 0"):
        preset("ydb_hybrid_rank", K=0)


def test_paradedb_documented_example_and_shared_ranks():
    # the docs: 5th in the text branch, 10th in the vector branch, k = 60, weights 1.0 and 0.7
    text = {f"t{i}": 100.0 - i for i in range(4)} | {"row": 50.0}
    vector = {f"v{i}": 100.0 - i for i in range(9)} | {"row": 50.0}
    got = dict(preset("paradedb_rrf", weights={"text": 1.0, "vector": 0.7})({"text": text, "vector": vector}))
    assert got["row"] == pytest.approx(1.0 / (60 + 5) + 0.7 / (60 + 10), abs=1e-12, rel=0)
    # RANK(): tied scores share the lowest rank and the next rank skips (1, 2, 2, 4)
    assert sql_rank({"p": 3.0, "q": 2.0, "r": 2.0, "s": 1.0}) == {"p": 1, "q": 2, "r": 2, "s": 4}
    _close(preset("paradedb_rrf", k=1)({"a": {"p": 3.0, "q": 2.0, "r": 2.0, "s": 1.0}}),
           {"p": 1 / 2, "r": 1 / 3, "q": 1 / 3, "s": 1 / 5})
    # LIMIT 2 keeps p and, of the tied q and r, r (the larger docid, trec_eval's order): both still rank 2
    assert sql_rank({"p": 3.0, "q": 2.0, "r": 2.0}, limit=2) == {"p": 1, "r": 2}
    terms = [e["lists"]["a"]["normalised"] for e in preset("paradedb_rrf", k=1).explain({"a": {"p": 3.0, "q": 2.0,
                                                                                              "r": 2.0}})]
    assert terms == [1 / 2, 1 / 3, 1 / 3]


def test_manticore_upstash_turbopuffer_vespa_rrf():
    want = {"y": 2 / 12 + 1 / 11, "x": 2 / 11, "z": 2 / 13, "w": 1 / 12}
    _close(preset("manticore_rrf", rank_constant=10, fusion_weights={"a": 2.0, "b": 1.0})(LISTS), want)
    _close(preset("upstash_rrf", rankConstant=10, weights={"a": 2.0, "b": 1.0})(LISTS), want)
    _close(preset("turbopuffer_rrf", k=10, weights={"a": 2.0, "b": 1.0})(LISTS), want)
    _close(preset("vespa_global_phase", k=10.0, weights={"a": 2.0, "b": 1.0})(LISTS), want)
    # Upstash: a retriever of weight 0 keeps its documents in the results, adding nothing to their score
    _close(preset("upstash_rrf", weights={"a": 1.0, "b": 0.0})(LISTS), {"x": 1 / 61, "y": 1 / 62, "z": 1 / 63,
                                                                        "w": 0.0})
    _close(preset("vespa_global_phase", function="normalize_linear")(LISTS), {"y": 1.5, "x": 1.0, "w": 0.0, "z": 0.0})
    with pytest.raises(ValueError, match=r"window must be an integer in \[1, 11000\]"):
        preset("upstash_rrf", window=11001)


def test_lancedb_mrr_formula_from_its_source():
    # rerank_hybrid: weight_vector / rank_vector + weight_fts / rank_fts, 0 where a search missed the row
    _close(preset("lancedb_mrr", weight_vector=0.3, weight_fts=0.7, vector="a", fts="b")(LISTS),
           {"y": 0.3 / 2 + 0.7, "w": 0.7 / 2, "x": 0.3, "z": 0.3 / 3})
    with pytest.raises(ValueError, match="sum to 1"):
        preset("lancedb_mrr", weight_vector=0.5, weight_fts=0.6)
    # rerank_multivector: the mean of 1 / rank over all the lists (a list that missed the row counts 0)
    from rankagg.engines.apis import lancedb_mrr_multivector

    got = lancedb_mrr_multivector(2)({"l0": A, "l1": B})
    _close(got, {"y": (1 / 2 + 1) / 2, "x": 1 / 2, "w": 1 / 4, "z": 1 / 6})


def test_weaviate_multi_target_joins_on_distances():
    d = {"a": {"x": 0.2, "y": 0.5, "z": 0.9}, "b": {"x": 0.4, "y": 0.15, "z": 0.3}}
    _close(preset("weaviate_multi_target")(d), {"y": 0.15, "x": 0.2, "z": 0.3})  # minimum (the default)
    _close(preset("weaviate_multi_target", combination="sum")(d), {"x": 0.6, "y": 0.65, "z": 1.2})
    _close(preset("weaviate_multi_target", combination="average")(d), {"x": 0.3, "y": 0.325, "z": 0.6})
    _close(preset("weaviate_multi_target", combination="manualWeights", weights={"a": 2.0, "b": 1.0})(d),
           {"x": 0.8, "y": 1.15, "z": 2.1})
    # relativeScore: each target's distances min-max normalised (a: x 0, y 3/7, z 1; b: x 1, y 0, z 0.6), weighted
    _close(preset("weaviate_multi_target", combination="relativeScore", weights={"a": 0.5, "b": 0.5})(d),
           {"y": 0.5 * 3 / 7, "x": 0.5, "z": 0.8})
    explained = preset("weaviate_multi_target", combination="sum").explain(d)
    assert [(e["docid"], -e["score"]) for e in explained] == [("x", pytest.approx(0.6)), ("y", 0.65), ("z", 1.2)]
    with pytest.raises(ValueError, match="takes no weights"):
        preset("weaviate_multi_target", combination="sum", weights={"a": 1.0})
    with pytest.raises(ValueError, match="list 'b' has no distance for z"):
        preset("weaviate_multi_target")({"a": d["a"], "b": {"x": 0.4, "y": 0.1}})


# ------------------------------------------------------------ exports
def test_exports_write_the_engines_syntax():
    lists = ["bm25", "dense"]
    esql = export_request("esql_fuse_rrf", "rrf", {"k": 20}, {"dense": 2.0}, lists, window=50)
    assert esql["forks"] == {"fork1": "bm25", "fork2": "dense"}
    assert 'FUSE RRF WITH {"rank_constant": 20, "weights": {"fork1": 1.0, "fork2": 2.0}} | SORT _score DESC' in esql["esql"]
    assert "( <list bm25> | SORT _score DESC | LIMIT 50 )" in esql["esql"]
    assert export_request("cosmosdb_rrf", "rrf", {}, {"bm25": 2.0}, lists)["sql"].endswith(
        "ORDER BY RANK RRF(<list bm25>, <list dense>, [2.0, 1.0])")
    assert export_request("ydb_hybrid_rank", "rrf", {"k": 30}, None, lists, window=10)["yql"] == \
        'ORDER BY HybridRank(<list bm25>, <list dense>, "rrf" AS Mode, (1.0, 1.0) AS Weights, 30.0 AS K, (10, 10) AS Limits)'
    assert export_request("upstash_rrf", "rrf", {"k": 5}, None, lists, window=100)["$rrf"]["window"] == 100
    assert export_request("manticore_rrf", "rrf", {"k": 10}, {"dense": 0.5}, lists)["sql"].endswith(
        "OPTION fusion_method='rrf', rank_constant=10, fusion_weights=(1.0, 0.5)")
    assert export_request("vespa_global_phase", "rrf", {}, None, lists) == \
        {"global-phase": {"expression": "reciprocal_rank_fusion(<list bm25>, <list dense>)"}}
    os_ = export_request("opensearch_hybrid_fusion", "rrf", {"k": 40}, {"dense": 3.0}, lists)
    assert os_["query"]["hybrid"]["fusion"] == {"combination": {"technique": "rrf", "rank_constant": 40,
                                                                "parameters": {"weights": [0.25, 0.75]}}}
    mrr = export_request("lancedb_mrr", "rrf", {"k": 0}, {"bm25": 1.0, "dense": 3.0}, lists)
    assert (mrr["weight_vector"], mrr["weight_fts"]) == (0.25, 0.75)
    assert export_request("weaviate_multi_target", "combmax", {"norm": "none"}, None, lists) == \
        {"targetVectors": {"combination": "minimum", "targetVectors": lists}}
    assert export_request("weaviate_multi_target", "combsum", {"norm": "none"}, {"bm25": 2.0}, lists)[
        "targetVectors"] == {"combination": "manualWeights", "targetVectors": lists, "weights": {"bm25": 2.0, "dense": 1.0}}


@pytest.mark.parametrize("engine, method, params, weights, n_lists, window, message", [
    ("cosmosdb_rrf", "rrf", {"k": 10}, None, 2, None, "takes no rank constant"),
    ("cosmosdb_rrf", "rrf", {}, None, 2, 10, "takes no per-list window"),
    ("esql_fuse_rrf", "combsum", {}, None, 2, None, "RRF"),
    ("esql_fuse_linear", "combsum", {"norm": "l2"}, None, 2, None, "normalizer none | minmax"),
    ("opensearch_hybrid_fusion", "rrf", {"k": 10001}, None, 2, None, "combination.rank_constant"),
    ("opensearch_hybrid_fusion", "combsum", {"norm": "minmax"}, None, 2, None, "technique min_max"),
    ("upstash_rrf", "rrf", {}, None, 11, None, "2 to 10 retrievers"),
    ("upstash_rrf", "rrf", {}, None, 2, 11001, r"window must be an integer in \[1, 11000\]"),
    ("upstash_rrf", "rrf", {"k": 2.5}, None, 2, None, "rankConstant must be an integer"),
    ("manticore_rrf", "rrf", {"k": 0.5}, None, 2, None, "rank_constant must be an integer"),
    ("ydb_hybrid_rank", "rrf", {"k": 0.0}, None, 2, None, "K must be a number > 0"),
    ("ydb_hybrid_rank_linear", "combsum", {"norm": "zscore"}, None, 2, None, "min-max"),
    ("paradedb_rrf", "isr", {}, None, 2, None, "RRF"),
    ("turbopuffer_rrf", "combsum", {"norm": "minmax"}, None, 2, None, "RRF"),
    ("vespa_global_phase", "rrf", {}, None, 2, 100, "takes no per-list window"),
    ("vespa_global_phase", "combsum", {"norm": "zscore"}, None, 2, None, "normalize_linear"),
    ("lancedb_mrr", "rrf", {"k": 60}, None, 2, None, "rank constant is 0"),
    ("lancedb_mrr", "rrf", {"k": 0}, {"l0": 2.0}, 3, None, "rerank_multivector averages"),
    ("weaviate_multi_target", "combsum", {"norm": "zscore"}, None, 2, None, "a join of negated distances"),
    ("weaviate_multi_target", "combmax", {"norm": "none"}, {"l0": 2.0}, 2, None, "the minimum join takes no weights"),
])
def test_exports_refuse_what_the_engine_cannot_express(engine, method, params, weights, n_lists, window, message):
    with pytest.raises(ValueError, match=message):
        export_request(engine, method, params, weights, [f"l{j}" for j in range(n_lists)], window)


def test_every_preset_builds_and_its_tuned_space_exports():
    from rankagg.methods.registry import parse_spec

    lists = {"bm25": {"x": 1.0, "y": 0.5}, "dense": {"x": 0.2, "y": 0.9}}
    names = {"weaviate_ranked": {"keyword": "bm25", "vector": "dense"},
             "weaviate_relative_score": {"keyword": "bm25", "vector": "dense"},
             "lancedb_mrr": {"vector": "bm25", "fts": "dense"}}
    for name, d in DIALECTS.items():
        assert sorted(x for x, _ in preset(name, **names.get(name, {}))(lists)) == ["x", "y"]
        method, fixed = parse_spec(d.tune.method)
        weights = None if d.tune.weights == "equal" else {"bm25": 0.25, "dense": 1.0}
        assert export_request(name, method, fixed, weights, list(lists)), name


# ------------------------------------------------------------ the dialect table in docs/engines.md
def test_docs_dialect_table_is_generated_from_the_declarations():
    text = (ROOT / "docs" / "engines.md").read_text(encoding="utf-8")
    _, _, rest = text.partition(BEGIN + "\n")
    table, found, _ = rest.partition("\n" + END)
    assert found, "docs/engines.md lacks the dialect table's markers"
    assert table == dialect_table(), "run: python -m rankagg.engines.table docs/engines.md"
    assert table.count("\n| `") + 0 >= 19 and all(f"| `{n}` |" in table for n in DIALECTS)
