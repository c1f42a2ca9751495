"""Issue 45's eighteenth bar, an ML benchmark maintainer's leaderboards (scripts/reliability_bars/eighteenth_leaderboards.py):
four fault classes.

* **A mark for an empty cell read as an item**: a table of lists (each task's models best first) whose shorter
  columns end in a person's mark for 'not run' (``—``, ``-``, ``n/a``, ``null``, ``None``) ranked the mark as a model
  in every column it padded, silently; :data:`rankagg.io.gene_lists.EMPTY_MARKS` refuses it at its line, in any case,
  in every table and one-list file (after the columns of places, where a dash marks an unplaced institution).
* **A table of values per row told to give ids**: a wide model x task table of decimal scores was refused at its line
  but told only to 'give one column of ids per list'; the refusal now says it is a table of values and gives the
  door that takes it (rankagg.fuse, a long table), as docs/genes.md does.
* **A JSON table of scores refused without its line**: an MTEB result, lm-evaluation-harness's results, a
  leaderboard's records or a long JSON-lines table given to ``rankagg fuse`` was told only which readers it is not;
  the reason (:func:`rankagg.io.recognisers._trec_text`) is now at the file's first line and says where runs and scores go.
* **{task: {model: score}} given to rankagg.fuse**: the models were named as queries ('query 'meta-llama/...':
  expected {docid: score}, got float'); :func:`rankagg.io.frame.mappings_frame` now says the run is one list without
  its query level.
"""

from __future__ import annotations

import gzip
import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.io import InputFormatError
from rankagg.io.formats import read

MODELS = ["Qwen/Qwen2.5-7B-Instruct", "google/gemma-2-9b-it", "meta-llama/Llama-3.1-8B-Instruct",
          "mistralai/Mixtral-8x7B-v0.1", "01-ai/Yi-1.5-34B", "tiiuae/falcon-40b"]
MARKS = ["—", "-", "--", "–", "−", "n/a", "N/a", "N.A.", "n.a.", "null", "NULL", "None", "NONE", "none"]


def _write(folder, name: str, text: str) -> str:
    data = text.encode("utf-8")
    (folder / name).write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    return str(folder / name)


def _table(columns: dict[str, list[str]], sep: str) -> str:
    rows = [sep.join(columns)]
    for i in range(max(len(c) for c in columns.values())):
        rows.append(sep.join(c[i] if i < len(c) else "" for c in columns.values()))
    return "\n".join(rows) + "\n"


# ---------------------------------------------------------------------------------------------- marks of empty cells
@pytest.mark.parametrize("name", ["lists.csv", "lists.tsv", "lists.csv.gz"])
@pytest.mark.parametrize("mark", MARKS)
def test_a_mark_padding_a_table_of_lists_is_refused_at_its_line(tmp_path, name, mark):
    # MMLU ran every model; GSM8K one fewer, its last cell the mark (line 5: header, then rows 2-5)
    columns = {"MMLU": MODELS[:4], "GSM8K": [MODELS[1], MODELS[0], MODELS[3], mark]}
    path = _write(tmp_path, name, _table(columns, "\t" if ".tsv" in name else ","))
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    message = str(err.value)
    assert message.startswith(f"{path}:5: {mark!r} in list 'GSM8K' marks an empty cell"), message


@pytest.mark.parametrize("mark", ["—", "n/a", "None"])
def test_a_mark_in_a_one_list_file_is_refused_at_its_line(tmp_path, mark):
    path = _write(tmp_path, "gsm8k.grp", "#GSM8K\n" + "\n".join(MODELS[:3] + [mark]) + "\n")
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    assert str(err.value).startswith(f"{path}:5: {mark!r} in list 'GSM8K' marks an empty cell"), str(err.value)


@pytest.mark.parametrize("item", ["Llama-3-8B", "gene-1", "n/a-like", "None2", "null_model", "-x", "N.A.C"])
def test_ids_holding_a_mark_are_read(tmp_path, item):
    path = _write(tmp_path, "lists.csv", _table({"MMLU": MODELS[:3] + [item], "GSM8K": [item] + MODELS[:2]}, ","))
    (lists,) = list(read(path, kind="gene_lists"))
    assert lists["MMLU"][-1] == item and lists["GSM8K"][0] == item


# ---------------------------------------------------------------------------------------------- a table of values
@settings(max_examples=25, deadline=None)
@given(n_models=st.integers(2, 6), n_tasks=st.integers(1, 4), seed=st.integers(0, 10 ** 6))
def test_a_wide_table_of_scores_names_the_long_table(n_models, n_tasks, seed):
    rng = np.random.default_rng(seed)
    rows = ["model," + ",".join(f"task{t}" for t in range(n_tasks))]
    for m in MODELS[:n_models]:
        rows.append(m + "," + ",".join(f"{x:.1f}" for x in rng.uniform(20, 90, n_tasks)))
    with tempfile.TemporaryDirectory() as folder:
        path = _write(Path(folder), "board.csv", "\n".join(rows) + "\n")
        with pytest.raises(InputFormatError) as err:
            list(read(path, kind="gene_lists"))
    message = str(err.value)
    assert message.startswith(f"{path}:2: list 'task0' holds only numbers"), message
    assert "a table of values: give it to rankagg.fuse as a long table" in message and "\n" not in message


# ---------------------------------------------------------------------------------------------- JSON tables of scores
_JSON_FILES = {
    "mteb.json": json.dumps({"mteb_dataset_name": "Banking77Classification", "test": {"accuracy": 0.8056,
                                                                                     "main_score": 0.8056}}) + "\n",
    "lm_eval.json": "\n" + json.dumps({"results": {"arc_challenge": {"acc,none": 0.53}}}, indent=2) + "\n",
    "records.json": json.dumps([{"fullname": m, "IFEval": 70.0 + i, "BBH": 30.0 - i} for i, m in enumerate(MODELS)]),
    "long.jsonl": "".join(json.dumps({"model": m, "task": "STS", "main_score": 0.8}) + "\n" for m in MODELS),
    "long.ndjson": "".join(json.dumps({"model": m, "task": "STS", "score": 0.8}) + "\n" for m in MODELS),
    "long.jsonl.gz": "\n\n" + "".join(json.dumps({"model": m, "task": "STS", "score": 0.8}) + "\n" for m in MODELS),
}


@pytest.mark.parametrize("name", sorted(_JSON_FILES))
def test_a_json_table_of_scores_is_refused_at_its_first_line(tmp_path, name):
    text = _JSON_FILES[name]
    path = _write(tmp_path, name, text)
    first = next(i for i, line in enumerate(text.split("\n"), 1) if line.strip())
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="runs"))
    message = str(err.value)
    assert message.startswith(f"{path}:{first}: not a runs input rankagg reads"), message
    assert "as a long table, a row per item and ranker (columns qid, docid, run, score)" in message


# ---------------------------------------------------------------------------------------------- {task: {model: score}}
@pytest.mark.parametrize("score", [68.4, 68, np.float64(68.4), np.int64(68), np.float32(0.5)])
def test_a_run_of_one_list_without_its_query_is_named_so(score):
    with pytest.raises(ValueError) as err:
        rankagg.fuse({"MMLU": {MODELS[0]: score, MODELS[1]: 70.6}, "GSM8K": {MODELS[0]: 84.5}}, "borda")
    message = str(err.value)
    assert message.startswith("run 'MMLU' maps ids to numbers"), message
    assert "a {docid: score} list without its query" in message


def test_a_run_mixing_queries_and_numbers_keeps_the_query_message():
    with pytest.raises(ValueError, match=r"run 'MMLU', query 'c': expected \{docid: score\}, got int"):
        rankagg.fuse({"MMLU": {"q1": {MODELS[0]: 1.0}, "c": 2}}, "borda")
