"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a retrieval-augmented generation team's fusion of
retrievers' segment rankings and its evaluation files (TREC RAG 2024 runs and nuggets, MS MARCO v2.1 segments, BEIR
corpora, RankLLM requests, ragas and RAGChecker results) (its cases, ids ``u30k_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each topic of TREC RAG 2024 (``2024-105741``) is a query and each segment of MS MARCO v2.1 a document
(``msmarco_v2.1_doc_29_677149#3_1637600``: a '#' inside the id, which is no comment there); the runs are the
retrievers (BM25, SPLADE, a dense retriever, a RankLLM re-ranker), scores in [0, 1] at four decimals.  The lists are
fused with RRF, Borda and CombSUM, weighted by each retriever's nDCG on last year's topics, and judged against the
assessors' (and UMBRELA's) grades (2 highly relevant, 1 relevant, 0 not).  The mistakes and odd files: the field's
own files given where runs or qrels are read (a TREC RAG generation run, AutoNuggetizer's nuggets, the MS MARCO v2.1
segmented corpus, a BEIR corpus, RankLLM's request file, ragas' results, RAGChecker's input), and outputs named for
the field's index files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTIETH_RAG = ("45 Unseen inputs: a thirtieth bar, a retrieval-augmented generation team's fusion of retrievers' "
                 "segment rankings (TREC RAG 2024, MS MARCO v2.1 segments, BEIR, RankLLM, ragas, RAGChecker)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['bm25', 'splade_v3', 'arctic_embed', 'rankzephyr']
RESOURCES = ['msmarco_v2.1_doc_29_677149#3_1637600', 'msmarco_v2.1_doc_13_1647729#1_3617397',
             'msmarco_v2.1_doc_05_1234#0_0', 'msmarco_v2.1_doc_44_98765#12_40001',
             'msmarco_v2.1_doc_00_1#1_2', 'msmarco_v2.1_doc_58_424242#7_77',
             'msmarco_v2.1_doc_31_31#0_31', 'msmarco_v2.1_doc_17_171717#2_1700']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def topic(k):
    return '2024-%d' % (105741 + 37 * k)
def retrieved(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{retriever: {topic: {segment: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the segments
    a retriever did not return for a topic"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][topic(k)] = p
    return out
def graded(n_q=6):
    """the assessors' grades: 2 (highly relevant) for two segments, 1 (relevant) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {topic(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "retrieved", "segments.run")

_RECS3 = ["bm25", "splade_v3", "arctic_embed"]
_OUT = ("segments.run",)
_ONE_RUN = ("2024-105741 Q0 msmarco_v2.1_doc_29_677149#3_1637600 1 0.91 bm25\n"
            "2024-105741 Q0 msmarco_v2.1_doc_13_1647729#1_3617397 2 0.77 bm25\n")
# the team's files, as their tools write them (a few lines)
_RAG_RUN = ('{"run_id": "team_rag_fused", "topic_id": "2024-105741", "topic": "how do rank fusion methods work", '
            '"references": ["msmarco_v2.1_doc_29_677149#3_1637600", "msmarco_v2.1_doc_13_1647729#1_3617397"], '
            '"response_length": 152, "answer": [{"text": "Rank fusion combines ranked lists.", "citations": [0, 1]}]}\n')
_NUGGETS = ('{"qid": "2024-105741", "query": "how do rank fusion methods work", "nuggets": [{"text": "RRF sums '
            'reciprocal ranks", "importance": "vital"}, {"text": "CombSUM adds scores", "importance": "okay"}]}\n')
_SEGMENTS = ('{"docid": "msmarco_v2.1_doc_29_677149#3_1637600", "url": "https://example.org/fusion", "title": '
             '"Rank fusion", "headings": "Rank fusion\\nMethods", "segment": "Reciprocal rank fusion ...", '
             '"start_char": 1637600, "end_char": 1639210}\n')
_BEIR = ('{"_id": "MED-10", "title": "Statin Use and Breast Cancer Survival", "text": "Recent studies have '
         'suggested ...", "metadata": {}}\n{"_id": "MED-14", "title": "", "text": "..."}\n')
_RANKLLM = ('{"query": {"text": "how do rank fusion methods work", "qid": "2024-105741"}, "candidates": [{"docid": '
            '"msmarco_v2.1_doc_29_677149#3_1637600", "score": 14.2, "doc": {"segment": "..."}}]}\n')
_RAGAS = ("user_input,retrieved_contexts,response,reference,faithfulness,answer_relevancy,context_precision\n"
          "how do rank fusion methods work,\"['Reciprocal rank fusion ...']\",Rank fusion combines lists.,"
          "RRF sums reciprocal ranks.,1.0,0.93,0.8333333333\n")
_RAGCHECKER = ('{"results": [{"query_id": "2024-105741", "query": "how do rank fusion methods work", "gt_answer": '
               '"RRF sums reciprocal ranks.", "response": "Rank fusion combines lists.", "retrieved_context": '
               '[{"doc_id": "msmarco_v2.1_doc_29_677149#3_1637600", "text": "..."}]}]}\n')


def thirtieth_bar_rag_cases() -> list[Case]:
    G = THIRTIETH_RAG
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="retrieved", judgements="graded", runs=_RECS3, stem="segments", outputs=_OUT,
        item="segment", rounded="arctic_embed",
        weights="{'bm25': 0.5, 'splade_v3': 1.0, 'arctic_embed': 1.0, 'rankzephyr': 2.0}",
        lone_query="R['rankzephyr']['2024-999999'] = {'msmarco_v2.1_doc_99_9#9_9': 1.0, "
                   "'msmarco_v2.1_doc_29_677149#3_1637600': 0.5}\n",
        trust="splade_v3 2\nbm25 0.5\narctic_embed 1\n",
        trust_dict="{'splade_v3': 2, 'bm25': 0.5, 'arctic_embed': 1}",
        texts={
            "rrf": ("u30k_rrf_retrievers",
                    "rankagg.fuse({retriever: {topic: {segment: score}}}, method='rrf'): four retrievers, six TREC "
                    "RAG topics, MS MARCO v2.1 segment ids with '#' ('msmarco_v2.1_doc_29_677149#3_1637600')"),
            "borda": ("u30k_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): each retriever misses some segments of a topic"),
            "combsum": ("u30k_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the dense retriever's scores at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u30k_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per topic: the RankLLM re-ranker counts 2, BM25 0.5"),
            "frame": ("u30k_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rankings as the team's "
                      "pipeline logs them, a row per topic, segment and retriever"),
            "evaluate": ("u30k_evaluate_graded",
                         "rankagg.evaluate(fused ranking, the assessors' grades, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the highly relevant segments"),
            "lone": ("u30k_one_retriever_topic",
                     "rankagg.fuse(..., method='rrf'): a topic only the re-ranker answered (the others timed out) "
                     "beside topics every retriever covers"),
            "cli_rrf": ("u30k_cli_rrf_runs",
                        "rankagg fuse bm25.run splade_v3.run arctic_embed.run --method rrf -o segments.run: one run per "
                        "retriever, segment ids with '#'"),
            "cli_borda": ("u30k_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: SPLADE counts "
                          "double)"),
            "cli_combsum": ("u30k_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four segments the generator reads"),
            "cli_evaluate": ("u30k_cli_evaluate_graded_qrels",
                             "rankagg evaluate segments.run --qrels graded.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the assessors' grades (0-2)"),
            "cli_parquet": ("u30k_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o segments.parquet: gzipped runs from the retrieval "
                            "job, a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u30k_rag_generation_run_as_run", "a TREC RAG 2024 generation run (run_id, topic_id, references, answer "
         "with citations: JSON lines)", "team_rag_fused.jsonl", _RAG_RUN, "TREC RAG", "team_rag_fused.jsonl"),
        ("u30k_nuggets_as_run", "AutoNuggetizer's nuggets for TREC RAG (qid, query, nuggets with importance)",
         "nuggets.jsonl", _NUGGETS, "TREC RAG", "nuggets.jsonl"),
        ("u30k_msmarco_segments_as_run", "the MS MARCO v2.1 segmented corpus (docid, url, title, headings, segment, "
         "start_char, end_char)", "msmarco_v2.1_doc_segmented_29.json", _SEGMENTS, "MS MARCO",
         "msmarco_v2.1_doc_segmented_29.json"),
        ("u30k_beir_corpus_as_run", "a BEIR corpus (corpus.jsonl: _id, title, text)", "corpus.jsonl", _BEIR,
         "BEIR", "corpus.jsonl"),
        ("u30k_rankllm_requests_as_run", "RankLLM's request file (query, candidates with docid and score)",
         "retrieve_results_rag24.jsonl", _RANKLLM, "RankLLM", "retrieve_results_rag24.jsonl"),
        ("u30k_ragas_as_run", "ragas' results (user_input, retrieved_contexts, response, reference, faithfulness, "
         "...)", "ragas_results.csv", _RAGAS, "ragas", "ragas_results.csv:1"),
        ("u30k_ragchecker_as_run", "RAGChecker's input (results: query_id, gt_answer, response, retrieved_context)",
         "ragchecker_input.json", _RAGCHECKER, "RAGChecker", "ragchecker_input.json")],
        one_run=("bm25.run", _ONE_RUN), stem="segments",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a generic JSON or table note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u30k_nuggets_as_qrels", "nuggets.jsonl", _NUGGETS, "TREC RAG"),
        ("u30k_ragas_as_qrels", "ragas_results.csv", _RAGAS, "ragas"),
        ("u30k_rag_generation_run_as_qrels", "team_rag_fused.jsonl", _RAG_RUN, "TREC RAG")],
        one_run=("bm25.run", _ONE_RUN))

    # --- outputs named for the field's index files --------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u30k_out_faiss", "segments.faiss", "a FAISS index"),
        ("u30k_out_annoy", "segments.ann", "an Annoy index"),
        ("u30k_out_hnsw", "segments.hnsw", "an HNSW index")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
