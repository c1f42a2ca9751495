"""Every preset's declaration (:class:`~rankagg.engines.dialect.Dialect`): the engine's formula in rankagg's
spelling, its rank origin, how it orders ties, its parameter ranges, what the engine explains, the page its
formula was read from, whether a test runs the engine here, and what ``rankagg tune --engine`` searches.
docs/engines.md's dialect table is generated from these (:func:`rankagg.engines.table.dialect_table`)."""

from __future__ import annotations

from typing import Any, Callable

from rankagg.engines import apis, classic, query_languages
from rankagg.engines.dialect import Dialect, Fusion, TuneSpace

__all__ = ["DIALECTS"]

_FUNCTIONS: dict[str, tuple[Callable[..., Any], Callable[[Fusion], dict[str, Any]]]] = {
    **classic.FUNCTIONS, **query_languages.FUNCTIONS, **apis.FUNCTIONS}
REAL = "tests/test_engines_real.py::"
HOUSE = "equal fused scores in the house order here; the engine's order of them is not documented"


def _d(name: str, engine: str, formula: str, origin: str, ties: str, ranges: str, explain: str, doc: str,
       tune: TuneSpace, running: str = "") -> Dialect:
    build, export = _FUNCTIONS[name]
    return Dialect(name=name, engine=engine, formula=formula, rank_origin=origin, ties=ties, ranges=ranges,
                   explain=explain, doc=doc, build=build, export=export, tune=tune, running=running)


RRF = TuneSpace("rrf")
RRF_EQUAL = TuneSpace("rrf", weights="equal")
RRF60 = TuneSpace("rrf(k=60.0)")
MINMAX_SUM = TuneSpace("combsum(norm='minmax')")
OS_MEAN = TuneSpace("combsum(norm='minmax_bounds', combine='arithmetic_mean')", weights="sum1")

_ALL = [
    _d("elasticsearch_rrf", "Elasticsearch (rrf retriever)", "sum w / (rank_constant + rank)", "1", HOUSE,
       "rank_constant integer in [1, 2^31-1]; rank_window_size integer >= 1; 2+ retrievers; weights >= 0",
       "`explain: true`", "https://elastic.co/docs/reference/elasticsearch/rest-apis/reciprocal-rank-fusion", RRF),
    _d("elasticsearch_linear", "Elasticsearch (linear retriever)", "sum w * norm(s), normalizer none / minmax / l2_norm",
       "scores", HOUSE, "rank_window_size integer >= 1; weights >= 0", "`explain: true`",
       "https://elastic.co/docs/reference/elasticsearch/rest-apis/retrievers/linear-retriever", TuneSpace("combsum(norm='es_minmax')")),
    _d("opensearch_normalization", "OpenSearch (normalization-processor)",
       "min_max (bounds; 0 becomes 0.001) or l2, then arithmetic / geometric / harmonic mean with weights", "scores",
       "equal scores by `_id`", "weights in [0, 1] summing to 1; no window",
       "`hybrid_score_explanation` processor",
       "https://docs.opensearch.org/latest/search-plugins/search-pipelines/normalization-processor/", OS_MEAN),
    _d("opensearch_rrf", "OpenSearch (score-ranker-processor)", "sum w / (rank_constant + rank)", "1",
       "equal scores by `_id`", "rank_constant integer in [1, 10000]; weights in [0, 1] summing to 1; no window",
       "`hybrid_score_explanation` processor",
       "https://docs.opensearch.org/3.9/search-plugins/search-pipelines/score-ranker-processor/",
       TuneSpace("rrf", weights="sum1")),
    _d("qdrant_rrf", "Qdrant (Prefetch + Rrf)", "sum 1 / ((pos + 1) / w + k - 1) = rrf(k=k-1, weighting='position')",
       "0 (`pos`)", "not ordered by the engine", "rrf.k integer >= 1 (Fusion.RRF: k = 2); prefetch limit >= 1",
       "none", "https://github.com/qdrant/qdrant/blob/master/lib/segment/src/common/reciprocal_rank_fusion.rs",
       TuneSpace("rrf(weighting='position')"),
       REAL + "test_qdrant_rrf_equals_preset_fuser_and_export"),
    _d("qdrant_dbsf", "Qdrant (Fusion.DBSF)", "sum of (s - (mu - 3 sd)) / (6 sd), sample sd, unclipped", "scores",
       "not ordered by the engine", "no weights; prefetch limit >= 1", "none",
       "https://github.com/qdrant/qdrant/blob/master/lib/segment/src/common/score_fusion.rs",
       TuneSpace("combsum(norm='dbsf')", weights="equal"), REAL + "test_qdrant_dbsf_equals_preset_fuser_and_export"),
    _d("weaviate_ranked", "Weaviate (hybrid, rankedFusion)",
       "(1 - alpha) / (60 + i_kw) + alpha / (60 + i_vec) = rrf(k=59) with weights", "0 (`i`, FusionRanked's source)",
       HOUSE, "alpha in [0, 1]; two legs; no window", "`explainScore`",
       "https://github.com/weaviate/weaviate/blob/main/usecases/traverser/hybrid/hybrid_fusion.go",
       TuneSpace("rrf(k=59.0)")),
    _d("weaviate_relative_score", "Weaviate (hybrid, relativeScoreFusion)", "alpha-weighted sum of min-max scores",
       "scores", HOUSE, "alpha in [0, 1]; two legs; no window", "`explainScore`",
       "https://docs.weaviate.io/weaviate/search/hybrid", MINMAX_SUM),
    _d("milvus_weighted", "Milvus (WeightedRanker)", "sum w * (0.5 + arctan(s) / pi) (norm_score) or sum w * s; an L2 leg 1 - 2 arctan(d) / pi, "
       "COSINE (1 + s) / 2 (metric_type=)",
       "scores", HOUSE, "weights in [0, 1]; limit in [1, 16384]", "none", "https://milvus.io/docs/weighted-ranker.md",
       TuneSpace("combsum(norm='arctan')", weights="unit"),
       REAL + "test_milvus_weighted_ranker_equals_preset_fuser_and_export"),
    _d("milvus_rrf", "Milvus (RRFRanker)", "sum 1 / (k + rank)", "1", HOUSE,
       "k integer in [1, 16383]; no weights; limit in [1, 16384]", "none", "https://milvus.io/docs/rrf-ranker.md",
       RRF_EQUAL, REAL + "test_milvus_rrf_ranker_equals_preset_fuser_and_export"),
    _d("lancedb_rrf", "LanceDB (RRFReranker)", "sum 1 / (K + rank)", "1", HOUSE, "K integer >= 1; no weights",
       "`return_score='all'`", "https://docs.lancedb.com/reranking/rrf", RRF_EQUAL,
       REAL + "test_lancedb_rrf_reranker_equals_preset_fuser_and_export"),
    _d("mongodb_rank_fusion", "MongoDB ($rankFusion)", "sum w / (60 + rank)", "1", HOUSE,
       "rank constant 60 (fixed); weights >= 0; $limit >= 1", "`scoreDetails: true`",
       "https://www.mongodb.com/docs/atlas/atlas-vector-search/hybrid-search", RRF60),
    _d("mongodb_score_fusion", "MongoDB ($scoreFusion)", "sum w * norm(s) / lists (avg, 0 where not returned), normalization none / sigmoid / minMaxScaler",
       "scores", HOUSE, "weights >= 0; $limit >= 1", "`scoreDetails: true`",
       "https://www.mongodb.com/docs/manual/reference/operator/aggregation/scoreFusion/",
       TuneSpace("combsum(norm='minmax', combine='list_mean')")),
    _d("esql_fuse_rrf", "Elasticsearch ES|QL (FORK + FUSE RRF)", "sum w / (rank_constant + rank)", "1",
       "FUSE does not sort: the export's `SORT _score DESC` orders the rows, ties in any order",
       "rank_constant integer >= 1 (default 60); weights per FORK branch; LIMIT per branch",
       "branch scores stay columns (`_fork`)", "https://elastic.co/docs/reference/query-languages/esql/commands/fuse", RRF),
    _d("esql_fuse_linear", "Elasticsearch ES|QL (FORK + FUSE LINEAR)", "sum w * norm(s), normalizer none / minmax",
       "scores", "FUSE does not sort: the export's `SORT _score DESC` orders the rows, ties in any order",
       "weights per FORK branch; LIMIT per branch", "branch scores stay columns (`_fork`)",
       "https://elastic.co/docs/reference/query-languages/esql/commands/fuse", MINMAX_SUM),
    _d("opensearch_hybrid_fusion", "OpenSearch 3.10 (hybrid query, fusion mode)",
       "the normalization processor's techniques and means, or rrf: sum w / (rank_constant + rank)", "1 (rrf) or scores",
       "equal scores by `_id`", "weights in [0, 1] summing to 1; rank_constant integer in [1, 10000]; no window",
       "`hybrid_score_explanation` processor",
       "https://docs.opensearch.org/latest/vector-search/ai-search/hybrid-search/fusion-mode/", OS_MEAN),
    _d("cosmosdb_rrf", "Azure Cosmos DB (ORDER BY RANK RRF)", "sum w / (60 + rank)", "1 (not stated; as RRF)", HOUSE,
       "weights: an array of numbers (export: >= 0); no rank constant; no window", "none",
       "https://docs.azure.cn/en-us/cosmos-db/query/rrf", RRF60),
    _d("ydb_hybrid_rank", "YDB (HybridRank, mode rrf)", "sum w / (K + rank)", "1 (not stated; as RRF)", HOUSE,
       "K a number > 0 (default 60.0); weights default 1.0; Limits per branch", "none",
       "https://ydb.tech/docs/en/yql/reference/syntax/select/hybrid_search", RRF),
    _d("ydb_hybrid_rank_linear", "YDB (HybridRank, mode linear)", "sum w * minmax(s) (Normalize true) or sum w * s",
       "scores", HOUSE, "weights default 1.0; Limits per branch", "none",
       "https://ydb.tech/docs/en/yql/reference/syntax/select/hybrid_search", MINMAX_SUM),
    _d("paradedb_rrf", "ParadeDB (SQL, RANK())", "sum w / (k + RANK())", "1",
       "tied input scores share a rank (SQL RANK(), the next rank skips); output `ORDER BY score DESC`",
       "k any number > 0 (60 in the docs); weights any number (export: >= 0); LIMIT per branch",
       "the query's own columns", "https://docs.paradedb.com/documentation/hybrid/rrf", RRF,
       REAL + "test_postgresql_rank_rrf_equals_paradedb_preset_and_export"),
    _d("manticore_rrf", "Manticore (OPTION fusion_method='rrf')", "sum w / (rank_constant + rank)", "1", HOUSE,
       "rank_constant integer (default 60); fusion_weights; window_size (0 = automatic)",
       "`hybrid_score()`, `weight()`, `knn_dist()`", "https://manual.manticoresearch.com/Searching/Hybrid_search", RRF),
    _d("vespa_global_phase", "Vespa (global-phase)",
       "sum w * reciprocal_rank(x, k) = w / (k + rank), or sum w * normalize_linear(x)", "1", HOUSE,
       "k a number > 0 (default 60); every hit of the global phase has every feature", "match-features",
       "https://docs.vespa.ai/en/phased-ranking.html", RRF),
    _d("upstash_rrf", "Upstash ($rrf retriever)", "sum w / (rankConstant + rank)", "1", HOUSE,
       "rankConstant integer in [1, 2^31-1]; window in [1, 11000]; 2 to 10 retrievers; weights >= 0", "none",
       "https://upstash.com/docs/redis/search/retrievers/rrf", RRF),
    _d("turbopuffer_rrf", "turbopuffer (rank fusion in the client)", "sum w / (k + rank)", "1 (the guide's code)",
       HOUSE, "k > 0 (60); top_k per query", "the client's own", "https://turbopuffer.com/docs/hybrid", RRF),
    _d("lancedb_mrr", "LanceDB (MRRReranker)",
       "weight_vector / rank_vec + weight_fts / rank_fts = rrf(k=0) with weights; multivector: mean of 1 / rank",
       "1", HOUSE, "weights in [0, 1] summing to 1 (within 1e-6); no window", "`return_score='all'`",
       "https://github.com/lancedb/lancedb/blob/main/python/python/lancedb/rerankers/mrr.py",
       TuneSpace("rrf(k=0.0)", weights="sum1"), REAL + "test_lancedb_mrr_reranker_equals_preset_fuser_and_export"),
    _d("weaviate_multi_target", "Weaviate (multi-target vector join)",
       "distances: minimum, sum, average, manualWeights sum w * d, relativeScore sum w * minmax(d)",
       "distances (lower is better)", HOUSE, "weights for manualWeights and relativeScore; every target has every document",
       "`explainScore`", "https://docs.weaviate.io/weaviate/search/multi-vector", MINMAX_SUM),
]

#: preset name -> its declaration
DIALECTS: dict[str, Dialect] = {d.name: d for d in _ALL}
