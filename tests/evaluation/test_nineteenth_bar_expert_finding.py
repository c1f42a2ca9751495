"""Issue 45's nineteenth bar, an enterprise expert-finding team (scripts/reliability_bars/nineteenth_experts.py): a
fault class of evaluation.

* One id written as a number on one side and as text on the other: qrels read by ``pd.read_csv`` (employee numbers
  ``000417`` become 417), a run frame read so, a fused run of int ids, a run's int topic ids against the qrels'
  ``052``: trec_eval compares the texts, and the run's ``417`` never met the qrels' ``000417``, so ``rankagg.evaluate``
  gave 0 (or left a topic out of the mean) without a word.  Every door of evaluation now refuses such a pair,
  naming both forms (:mod:`rankagg.evaluation.id_forms`); ids of one kind on each side that agree as text (int
  ``52`` and ``'52'``) are evaluated as before.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, Callable

import pandas as pd
import pytest

import rankagg

PEOPLE = ["000417", "0042", "001093"]  # employee numbers as the HR system writes them
QRELS_TEXT = "CE-012 0 000417 2\nCE-012 0 0042 1\nCE-012 0 001093 0\n"
RUN_TEXT = "".join(f"CE-012 Q0 {p} {i} {9.0 - i} m2\n" for i, p in enumerate(PEOPLE, 1))


def _read_csv(text: str, names: list[str]) -> pd.DataFrame:
    return pd.read_csv(io.StringIO(text), sep=" ", names=names)  # its default: the numbers' zeros dropped


def _qrels_frame() -> pd.DataFrame:
    return _read_csv(QRELS_TEXT, ["query_id", "iteration", "doc_id", "relevance"])


def _run_frame() -> pd.DataFrame:
    return _read_csv(RUN_TEXT, ["qid", "Q0", "docid", "rank", "score", "tag"])[["qid", "docid", "score"]]


def _file(tmp: Path, name: str, text: str) -> str:
    (tmp / name).write_text(text)
    return str(tmp / name)


def _fused_ints() -> Any:
    m = pd.DataFrame({"qid": ["CE-012"] * 2, "docid": [417, 42], "score": [3e-7, 2e-7]})
    return rankagg.fuse({"m2": m, "profile": m.iloc[::-1]}, method="rrf")


#: (run, qrels) pairs where one side's ids are numbers and the other writes one of them with a leading zero
CLASHES: dict[str, Callable[[Path], tuple[Any, Any]]] = {
    "dict run, qrels frame of numbers": lambda t: ({"CE-012": {p: 9.0 - i for i, p in enumerate(PEOPLE)}},
                                                   _qrels_frame()),
    "run file, qrels frame of numbers": lambda t: (_file(t, "m2.run", RUN_TEXT), _qrels_frame()),
    "run frame of numbers, qrels file": lambda t: (_run_frame(), _file(t, "q.txt", QRELS_TEXT)),
    "run frame of numbers, qrels dict": lambda t: (_run_frame(), {"CE-012": {"000417": 2, "0042": 1}}),
    "fused run of numbers, qrels dict": lambda t: (_fused_ints(), {"CE-012": {"000417": 2}}),
    "int topic ids, qrels '052'": lambda t: (pd.DataFrame({"qid": [52, 55], "docid": ["a", "b"], "score": [1.0, 2.0]}),
                                             {"052": {"a": 1}, "55": {"b": 1}}),
    "signed text, run of numbers": lambda t: ({"7": {4: 1.0, 5: 0.5}}, {"7": {"+4": 1}}),
    "a list of runs, the second clashing": lambda t: ([{"CE-012": {"000417": 1.0}}, _run_frame()],
                                                      {"CE-012": {"000417": 2, "0042": 1}}),
}


@pytest.mark.parametrize("pair", CLASHES)
def test_a_number_written_as_text_elsewhere_is_refused(pair: str, tmp_path: Path) -> None:
    run, qrels = CLASHES[pair](tmp_path)
    with pytest.raises(ValueError) as got:
        rankagg.evaluate(run, qrels, ["AP", "nDCG@10"])
    message = str(got.value)
    assert "is a number where" in message and "leading zeros" in message, message
    shown = {"int topic ids, qrels '052'": ("52", "'052'"), "signed text, run of numbers": ("4", "'+4'")}
    number, text = shown.get(pair, ("417", "'000417'"))
    assert f" {number} is a number" in message and f"has {text}" in message, message


def test_the_same_pairs_as_text_are_the_answer(tmp_path: Path) -> None:
    """Read as text (dtype=str), the run and qrels agree: 000417 (grade 2) first, 0042 (1) second: AP 1, nDCG 1."""
    qrels = pd.read_csv(io.StringIO(QRELS_TEXT), sep=" ", names=["query_id", "iteration", "doc_id", "relevance"],
                        dtype={"doc_id": str})
    got = rankagg.evaluate(_file(tmp_path, "m2.run", RUN_TEXT), qrels, ["AP", "nDCG@10", "P@1"])
    assert got == pytest.approx({"AP": 1.0, "nDCG@10": 1.0, "P@1": 1.0})


AGREEING: dict[str, tuple[Any, Any, float]] = {
    # ids of one kind on each side, equal as text: one id, evaluated as trec_eval would the files
    "int topics, text '52'": (pd.DataFrame({"qid": [52, 52], "docid": ["a", "b"], "score": [2.0, 1.0]}),
                              {"52": {"b": 1}}, 0.5),
    "int people, text '417'": ({"q": {417: 2.0, 42: 1.0}}, {"q": {"417": 1}}, 1.0),
    "text zeros, int 417 not judged": ({"q": {"000417": 2.0, "9": 1.0}}, {"q": {9: 1}}, 0.5),
    "ints both sides": ({"q": {417: 2.0, 42: 1.0}}, {"q": {42: 1}}, 0.5),
}


@pytest.mark.parametrize("pair", AGREEING)
def test_ids_that_agree_as_text_are_evaluated(pair: str) -> None:
    run, qrels, ap = AGREEING[pair]
    assert rankagg.evaluate(run, qrels, ["AP"])["AP"] == pytest.approx(ap)


def _bigint_table(tmp: Path) -> str:
    """A Spark job's run table: the employee numbers as int64 (their zeros gone)."""
    pd.DataFrame({"q_id": ["CE-012"] * 3, "doc_id": [417, 42, 1093], "score": [0.9, 0.7, 0.4],
                  "run": ["graph-walk"] * 3}).to_parquet(tmp / "people.parquet", index=False)
    return str(tmp / "people.parquet")


@pytest.mark.parametrize("door", ["rankagg evaluate", "rankagg.evaluate, qrels file", "rankagg.evaluate, qrels dict"])
def test_a_parquet_table_of_integer_ids_beside_zeros_is_refused(door: str, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from rankagg.cli import main

    table, qrels = _bigint_table(tmp_path), _file(tmp_path, "q.txt", QRELS_TEXT)
    if door == "rankagg evaluate":
        assert main(["evaluate", "--qrels", qrels, table, "--measures", "AP"]) == 2
        message = capsys.readouterr().err
    else:
        with pytest.raises(ValueError) as got:
            rankagg.evaluate(table, qrels if door.endswith("file") else {"CE-012": {"000417": 2}}, ["AP"])
        message = str(got.value)
    assert "document id 417 is a number where" in message and "'000417'" in message, message


def test_a_parquet_table_of_integer_ids_beside_the_same_decimals_is_evaluated(tmp_path: Path) -> None:
    """417 and 42 judged 2 and 1, ranked first and second: AP 1 (trec_eval on the table written as text)."""
    got = rankagg.evaluate(_bigint_table(tmp_path), _file(tmp_path, "q.txt", "CE-012 0 417 2\nCE-012 0 42 1\n"), ["AP"])
    assert got["AP"] == pytest.approx(1.0)
