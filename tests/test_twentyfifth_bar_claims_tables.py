"""Issue 45's twenty-fifth bar, a fact-checking lab fusing CLEF CheckThat! check-worthiness and verified-claim
rankings.  The fault class: the task's own TSV files given where a run or qrels go were told by their shape, not by
name ("starts with a header ... a table", "a judgements table saved as text (BEIR's qrels/*.tsv ...)"): task 1's
submissions (with and without their header, gzipped too), its gold files of 2020-2023, task 2's input and verified
claims tables (u25e_submission_as_run, u25e_gold_2021_as_qrels, u25e_vclaims_as_qrels, ...).

The members are generated: each file's header in the column spellings the task used over the years, at a tab or a
comma, under the task's names and neutral ones, plain and gzipped, at the runs and the qrels doors; and near shapes
that must keep their reading (task 2's runs and gold are TREC lines)."""

from __future__ import annotations

import gzip
import itertools

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape

TWEET = "1235648554338791427"
#: (header cells, a row's cells): the task's files as the lab receives them
HEADERS = [
    (["topic_id", "tweet_id", "score", "run_id"], ["covid-19", TWEET, "0.8712", "Model_1"]),
    (["topic", "tweet_id", "class_label", "run_id"], ["COVID-19", TWEET, "1", "bertweet"]),
    (["topic_id", "tweet_id", "tweet_url", "tweet_text", "claim", "check_worthiness"],
     ["covid-19", TWEET, "http://www.twitter.com/user/status/" + TWEET, "Garlic water cures it", "1", "1"]),
    (["topic", "tweet_id", "tweet_url", "tweet_text", "class_label"],
     ["COVID-19", TWEET, "http://www.twitter.com/user/status/" + TWEET, "Got my first dose", "0"]),
    (["tweet_id", "tweet_text", "class_label"], [TWEET, "Got my first dose", "No"]),
    (["Sentence_id", "Text", "class_label"], ["30313", "And we have a trillion dollar deficit.", "Yes"]),
    (["sentence_id", "class_label", "run_id"], ["30313", "1", "Model_1"]),
    (["iclaim_id", "iclaim"], [TWEET, "The WHO declared a pandemic in 2019"]),
    (["vclaim_id", "title", "vclaim"], ["vclaim-sno-00003", "Did the WHO?", "The WHO declared a pandemic."]),
    (["vclaim_id", "vclaim"], ["vclaim-pol-0042", "The deficit is a trillion dollars."]),
]
NAMES = ["subtask1A_english.tsv", "dev_gold.tsv", "model.run", "data", "gold.txt.gz"]


def _write(path, text):
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if path.name.endswith(".gz") else text.encode())


@pytest.mark.parametrize("header,row", HEADERS)
@pytest.mark.parametrize("sep", ["\t", ","])
@pytest.mark.parametrize("name", NAMES)
def test_a_checkthat_table_is_named_at_the_runs_and_qrels_doors(tmp_path, header, row, sep, name):
    path = tmp_path / name
    _write(path, sep.join(header) + "\n" + sep.join(row) + "\n")
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "CheckThat!" in shape.reason


@pytest.mark.parametrize("topic,score,run_id", list(itertools.product(
    ["covid-19", "politics", "COVID-19"], ["0.8712", "-1.25", "3e-05", "1"], ["Model_1", "bertweet-large", "ours"])))
@pytest.mark.parametrize("sep", ["\t", " "])
def test_a_headerless_submission_is_named(tmp_path, topic, score, run_id, sep):
    path = tmp_path / "subtask1A_english.tsv"
    path.write_text("".join(sep.join([topic, str(int(TWEET) + i), score, run_id]) + "\n" for i in range(3)))
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "CheckThat!" in shape.reason


@pytest.mark.parametrize("name", ["subtask1A_english.tsv", "roberta.tsv.gz"])
def test_the_cli_names_a_submission_and_writes_nothing(tmp_path, capsys, name):
    path = tmp_path / name
    _write(path, f"covid-19\t{TWEET}\t0.87\tModel_1\ncovid-19\t1235648554338791428\t0.12\tModel_1\n")
    run = tmp_path / "svm.run"
    run.write_text(f"covid-19 Q0 {TWEET} 1 0.3 svm\n")
    out = tmp_path / "fused.run"
    assert main(["fuse", str(path), str(run), "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and "CheckThat!" in err and not out.exists()


@pytest.mark.parametrize("text", [
    f"covid-19 Q0 {TWEET} 1 0.8712 Model_1\n",  # a submission converted to TREC: a run
    "1235648554338791427 Q0 vclaim-sno-00003 1 21.4 bm25\n",  # task 2's run
    "20170512_Trump_NBC_holt_interview-12 Q0 vclaim-pol-0042 1 -0.3 monot5\n",
])
def test_task_runs_keep_their_reading(tmp_path, text):
    path = tmp_path / "subtask2A_english.tsv"
    path.write_text(text)
    assert run_shape(str(path)) is None


@pytest.mark.parametrize("text", [f"covid-19 0 {TWEET} 1\n", "1235648554338791427 0 vclaim-sno-00003 1\n",
                                  f"covid-19\t0\t{TWEET}\t0\n"])
def test_task_gold_qrels_keep_their_reading(tmp_path, text):
    path = tmp_path / "gold.tsv"
    path.write_text(text)
    assert qrels_shape(str(path)) is None
