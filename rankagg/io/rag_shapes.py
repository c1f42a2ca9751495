"""A retrieval-augmented generation team's files where a run or the judgements are read (issue 45's thirtieth bar,
u30k_): a TREC RAG generation run and its nuggets, the MS MARCO v2.1 corpora (segments and documents), a BEIR corpus
or queries file, RankLLM's request and response files, RAGChecker's input and ragas' results.  Told "its name ends
in .jsonl, a JSON table's, ..., no outcome column" or "starts with a header (...)", each is named for what it is,
with what to give instead: the runs TREC RAG's retrieval track asks for are TREC run lines."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "RAG_JSON", "rag_shape"]

#: what to do with a generation's or an evaluation's file: each retriever's ranking of the segments is a run
AS_RUN = ("give each retriever's ranking as a run, a topic a query and each segment a document (its id as "
          "given, msmarco_v2.1_doc_29_677149#3_1637600: a '#' inside an id is no comment), the score higher for the "
          "better segment: 'TOPIC Q0 SEGMENT RANK SCORE RETRIEVER' (TREC RAG's retrieval runs are these lines); the "
          "assessors' grades are the qrels, 'TOPIC 0 SEGMENT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

RAG_JSON = (
    (('"run_id"', '"topic_id"', '"references"', '"answer"'),
     "a TREC RAG generation run (run_id, topic_id, references, answer sentences with citations: JSON lines), "
     + _NOT_LINES + "its cited references per topic, in order, are a run's list; " + AS_RUN),
    (('"qid"', '"nuggets"', '"importance"'),
     "TREC RAG nuggets (AutoNuggetizer's: qid, query, nuggets with their importance), " + _NOT_LINES
     + "a nugget evaluation's input, no segment's grade; " + AS_RUN),
    (('"docid"', '"segment"', '"start_char"', '"end_char"'),
     "the MS MARCO v2.1 segmented corpus (docid, url, title, headings, segment, start_char, end_char: the texts, "
     "no ranking), " + _NOT_LINES + AS_RUN),
    (('"docid"', '"url"', '"headings"', '"body"'),
     "the MS MARCO v2.1 document corpus (docid, url, title, headings, body: the texts, no ranking), " + _NOT_LINES
     + AS_RUN),
    (('"query"', '"candidates"', '"docid"', '"score"'),
     "RankLLM's request or response file (a query and its candidates with docid and score: JSON lines), "
     + _NOT_LINES + "each line's candidates in order are a run's list for its qid; " + AS_RUN),
    (('"results"', '"gt_answer"', '"retrieved_context"'),
     "RAGChecker's input (results: query_id, query, gt_answer, response, retrieved_context), " + _NOT_LINES
     + "each query's retrieved_context in order is a run's list; " + AS_RUN),
    # BEIR's keys with their string values (json.dumps' spacing, or compact): a run whose documents are named _id,
    # title and text ({query: {"_id": 1.0, ...}}) is no corpus
    *((tuple(f'"{key}":{space}"' for key in keys), what) for space in (" ", "") for keys, what in (
        (("_id", "title", "text"), "a BEIR corpus (corpus.jsonl: _id, title, text: the documents, no ranking), "
                                   + _NOT_LINES + AS_RUN),
        (("_id", "text"), "a BEIR queries file (queries.jsonl: _id, text, metadata: the queries, no ranking), "
                          + _NOT_LINES + AS_RUN))),
)

#: ragas' results table: its question and contexts columns (the names since 0.2, or before) and a metric's
_RAGAS_COLUMNS = (("user_input", "question"), ("retrieved_contexts", "contexts"),
                  ("faithfulness", "answer_relevancy", "response_relevancy", "context_precision", "context_recall",
                   "llm_context_precision_with_reference", "factual_correctness"))


def rag_shape(name: str, lines: Sequence[str]) -> str | None:
    """What RAG evaluation table whose first lines are ``lines`` is (ragas' results), and what to give instead, or
    None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    cells = {c.strip().strip('"').lower() for c in re.split(r"[,\t]", head[0])}
    if all(cells & set(names) for names in _RAGAS_COLUMNS):
        return ("is ragas' results (user_input, retrieved_contexts, response, reference and its metrics: "
                "faithfulness, answer_relevancy, ...: a sample per row), " + _NOT_LINES + "its metrics score answers, "
                "not segments; " + AS_RUN)
    return None
