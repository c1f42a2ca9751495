"""Issue 45's thirtieth bar (u30k_*_as_run, u30k_*_as_qrels, u30k_out_*): a retrieval-augmented generation team's
files given as a run or as qrels were told a generic JSON or table note ("its name ends in .jsonl, a JSON table's,
..., no outcome column"); a TREC RAG generation run and its nuggets, the MS MARCO v2.1 corpora, a BEIR corpus and
queries file, RankLLM's requests, RAGChecker's input and ragas' results are now named at both doors, plain and
gzipped; a run of segment ids holding '#' stays read; outputs named for a vector index are refused."""

import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.rag_shapes import rag_shape
from tests.door_files import refusal_through_the_api, refused_output

FILES = {
    "rag_run.jsonl": ('{"run_id": "r", "topic_id": "2024-105741", "topic": "t", "references": ["a#1_2"], '
                      '"response_length": 5, "answer": [{"text": "x", "citations": [0]}]}\n', "TREC RAG generation"),
    "nuggets.jsonl": ('{"qid": "2024-105741", "query": "t", "nuggets": [{"text": "x", "importance": "vital"}]}\n',
                      "TREC RAG nuggets"),
    "segments.json": ('{"docid": "a#1_2", "url": "u", "title": "t", "headings": "h", "segment": "s", '
                      '"start_char": 1, "end_char": 2}\n', "MS MARCO v2.1 segmented"),
    "docs.json": ('{"docid": "msmarco_v2.1_doc_00_1", "url": "u", "title": "t", "headings": "h", "body": "b"}\n',
                  "MS MARCO v2.1 document"),
    "corpus.jsonl": ('{"_id": "MED-10", "title": "Statins", "text": "Recent studies"}\n', "BEIR corpus"),
    "queries.jsonl": ('{"_id": "PLAIN-3", "text": "breast cancer", "metadata": {}}\n', "BEIR queries"),
    "requests.jsonl": ('{"query": {"text": "t", "qid": "2024-105741"}, "candidates": [{"docid": "a#1_2", '
                       '"score": 14.2, "doc": {}}]}\n', "RankLLM"),
    "ragchecker.json": ('{"results": [{"query_id": "1", "query": "t", "gt_answer": "g", "response": "r", '
                        '"retrieved_context": []}]}\n', "RAGChecker"),
    "ragas.csv": ("user_input,retrieved_contexts,response,reference,faithfulness,answer_relevancy\n"
                  "q,\"['c']\",r,g,1.0,0.93\n", "ragas"),
    "ragas_old.csv": ("question,contexts,answer,ground_truth,context_precision,context_recall\nq,\"['c']\",a,g,1,1\n",
                      "ragas"),
}
RUN = ("2024-105741 Q0 msmarco_v2.1_doc_29_677149#3_1637600 1 0.91 bm25\n"
       "2024-105741 Q0 msmarco_v2.1_doc_13_1647729#1_3617397 2 0.77 bm25\n")
QRELS = "2024-105741 0 msmarco_v2.1_doc_29_677149#3_1637600 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "TOPIC Q0 SEGMENT" in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "user_input Q0 retrieved_contexts 1 2.0 faithfulness\n",  # a run whose ids are ragas' column names
    "question 0 contexts 1\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert rag_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "question,answer\nq,a\n",  # a QA table without contexts or a metric
    "user_input,retrieved_contexts,response\nq,c,r\n",  # ragas' input, no metric yet: another table
])
def test_other_tables_are_left_to_others(text):
    assert rag_shape("x.csv", text.splitlines()) is None


@pytest.mark.parametrize("text", ['{"q1": {"_id": 1.0, "title": 0.5, "text": 0.2}}',  # a run whose docids are keys
                                  '{"run_id": "r", "topic_id": "t"}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    assert json_shape(text) is None or "BEIR" not in json_shape(text) and "TREC RAG" not in json_shape(text)


def test_a_run_of_segment_ids_with_a_hash_is_read(tmp_path):
    run, qrels = tmp_path / "bm25.run", tmp_path / "graded.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out, what", [("s.faiss", "FAISS"), ("s.ann", "Annoy"), ("s.hnsw", "HNSW"),
                                       ("s.usearch", "USearch"), ("S.FAISS.gz", "FAISS")])
def test_outputs_named_for_a_vector_index_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
