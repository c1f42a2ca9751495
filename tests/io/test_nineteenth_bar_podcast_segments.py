"""Issue 45's nineteenth bar, a spoken-content team's podcast segment retrievers
(scripts/reliability_bars/nineteenth_podcasts.py): the two fault classes it found.

* A refusal quoted the value it refused whole: an audio model's 768-dimension embedding written into a run's score
  column was printed as a 6 KB line, an hour's Google STT transcript picked as the ``--weights`` file as a line of
  850 KB.  Every value a refusal quotes from the data now goes through :func:`rankagg.io.rules.shown` (its ``repr``
  cut, with its length): run scores and ranks, qrels grades, weights files (text and JSON) and ``--weights``, LETOR
  labels and scores, the scores of frames and of ``rankagg.evaluate``'s mappings.
* ``rankagg.evaluate`` of a run (or qrels) whose values are sequences (``logits[i].tolist()``, a one-element array)
  stopped with NumPy's "could not broadcast input array from shape (2,1) into shape (2,)", naming nothing: NumPy
  stacked the values into a 2-D array that passed for numbers.  Each value is now one value, and the first that is no
  number is named with its query and document, as ``rankagg.fuse`` names it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.cli import main

SEG = "spotify:episode:000HP8n3hNIfglT2wSI2cA_120.0"
RUN = f"1 Q0 {SEG} 1 2.5 bm25\n1 Q0 spotify:episode:7Ec4pO8bZ8dW1vD_60.0 2 1.5 bm25\n"
#: values no reader reads as a number, each far longer than a line of a message
LONG_VALUES = {
    "embedding": json.dumps([round(i / 997, 6) for i in range(768)], separators=(",", ":")),
    "letters": "x" * 5000,
    "transcript": json.dumps({"results": [{"alternatives": [{"words": [
        {"startTime": f"{i / 2:.3f}s", "word": "podcast"} for i in range(300)]}]}]}, separators=(",", ":")),
}


def _cli_message(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse and some refusals exit; the others return the status
        code = exc.code
    assert code == 2
    return capsys.readouterr().err


def _run_score(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN + f"1 Q0 spotify:episode:B_0.0 3 {value} bm25\n", encoding="utf-8")
    return ["fuse", str(tmp / "a.run"), "-o", str(tmp / "o.run")]


def _run_rank(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN + f"1 Q0 spotify:episode:B_0.0 {value} 0.5 bm25\n", encoding="utf-8")
    return ["fuse", str(tmp / "a.run"), "--trust-rank", "-o", str(tmp / "o.run")]


def _qrels_grade(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN, encoding="utf-8")
    (tmp / "q.qrels").write_text(f"1 0 {SEG} 2\n1 0 spotify:episode:B_0.0 2\n1 0 spotify:episode:C_0.0 {value}\n",
                                 encoding="utf-8")
    return ["evaluate", "--qrels", str(tmp / "q.qrels"), str(tmp / "a.run")]


def _weights_text(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN, encoding="utf-8")
    (tmp / "w.txt").write_text(f"other 1\nbm25 {value}\n", encoding="utf-8")
    return ["fuse", str(tmp / "a.run"), "--method", "rrf", "--weights", str(tmp / "w.txt"), "-o", str(tmp / "o.run")]


def _weights_json(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN, encoding="utf-8")
    (tmp / "w.json").write_text(json.dumps({"bm25": json.loads(value) if value[0] in "[{" else value}),
                                encoding="utf-8")
    return ["fuse", str(tmp / "a.run"), "--method", "rrf", "--weights", str(tmp / "w.json"), "-o", str(tmp / "o.run")]


def _weights_option(tmp: Path, value: str) -> list[str]:
    (tmp / "a.run").write_text(RUN, encoding="utf-8")
    return ["fuse", str(tmp / "a.run"), "--method", "rrf", "--weights", "bm25=" + value.replace(",", ";"), "-o",
            str(tmp / "o.run")]


def _letor_label(tmp: Path, value: str) -> list[str]:
    (tmp / "f.txt").write_text(f"0 qid:1 1:1 2:2 #docid = {SEG}\n{value} qid:1 1:2 2:1 #docid = B_0.0\n",
                               encoding="utf-8")
    return ["fuse", "--letor", str(tmp / "f.txt"), "-o", str(tmp / "s.txt")]


#: each door that quotes a value it refuses: (build the files and the command, where the message must say it is)
DOORS: dict[str, tuple[Callable[[Path, str], list[str]], str]] = {
    "run score": (_run_score, "a.run:3"),
    "run rank (--trust-rank)": (_run_rank, "a.run:3"),
    "qrels grade": (_qrels_grade, "q.qrels:3"),
    "weights file line": (_weights_text, "w.txt:2"),
    "weights JSON value": (_weights_json, "w.json"),
    "--weights value": (_weights_option, "--weights"),
    "LETOR label": (_letor_label, "f.txt:2"),
}


def _readable(message: str, where: str, value: str) -> None:
    assert message.count("\n") <= 1 and len(message) < 400, (len(message), message[:200])
    assert where in message and "characters)" in message, message


@pytest.mark.parametrize("value", sorted(LONG_VALUES))
@pytest.mark.parametrize("door", sorted(DOORS))
def test_a_refused_long_value_is_quoted_cut(door: str, value: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    build, where = DOORS[door]
    text = LONG_VALUES[value]
    if door == "--weights value":
        text = text.replace(",", ";")  # the option splits at commas: the value stays one item
    message = _cli_message(capsys, build(tmp_path, LONG_VALUES[value]))
    _readable(message, where, text)
    read = json.loads(text) if door == "weights JSON value" and text[0] in "[{" else text  # JSON's value, parsed
    assert repr(read)[:20] in message  # its head is shown, so the user sees what was read


@pytest.mark.parametrize("value", sorted(LONG_VALUES))
def test_api_scores_refused_are_quoted_cut(value: str) -> None:
    text = LONG_VALUES[value]
    frame = pd.DataFrame({"qid": ["1", "1"], "docid": [SEG, "spotify:episode:B_0.0"], "score": [text, "1.0"]})
    with pytest.raises(ValueError) as frame_error:  # a frame's scores: the rule of every table (io.rules)
        rankagg.fuse({"audio": frame, "bm25": frame.assign(score=[1.0, 2.0])}, method="rrf")
    _readable(str(frame_error.value), "row 0", text)
    with pytest.raises(ValueError) as mapping_error:  # rankagg.evaluate's mappings
        rankagg.evaluate({"1": {SEG: text, "spotify:episode:B_0.0": 1.0}}, {"1": {SEG: 1}}, ["P@10"])
    _readable(str(mapping_error.value), SEG, text)


#: scores as a reranker's code leaves them: each value a sequence (one logit, a few, of several lengths)
SEQUENCES = {
    "one-element lists": [[2.31], [-0.42]],
    "one-element arrays": [np.array([2.31]), np.array([-0.42])],
    "five-element lists": [[0.1] * 5, [0.2] * 5],
    "ragged lists": [[0.1], [0.2, 0.3]],
    "a list after a number": [2.31, [-0.42]],
}


def _first_sequence(values: list) -> int:
    return next(i for i, v in enumerate(values) if not isinstance(v, (float, int)))


@pytest.mark.parametrize("form", ["dict", "frame"])
@pytest.mark.parametrize("values", sorted(SEQUENCES))
def test_evaluate_names_a_sequence_score(values: str, form: str) -> None:
    docs = [SEG, "spotify:episode:B_0.0"]
    vals = SEQUENCES[values]
    run: object = {"1": dict(zip(docs, vals))}
    if form == "frame":
        run = pd.DataFrame({"query_id": ["1", "1"], "doc_id": docs, "score": pd.Series(vals, dtype=object)})
    with pytest.raises(ValueError) as error:
        rankagg.evaluate(run, {"1": {SEG: 3}}, ["nDCG@30", "P@10"])
    message = str(error.value)
    assert "broadcast" not in message and "inhomogeneous" not in message, message
    assert docs[_first_sequence(vals)] in message and "query 1" in message and "score" in message, message


@pytest.mark.parametrize("values", sorted(SEQUENCES))
def test_evaluate_names_a_sequence_grade(values: str) -> None:
    docs = [SEG, "spotify:episode:B_0.0"]
    vals = [[3] if v == [2.31] else v for v in SEQUENCES[values]]  # grades: a float 2.31 is refused as no integer
    vals = [3 if isinstance(v, float) else v for v in vals]
    with pytest.raises(ValueError) as error:
        rankagg.evaluate({"1": {SEG: 2.0, "spotify:episode:B_0.0": 1.0}}, {"1": dict(zip(docs, vals))}, ["P@10"])
    message = str(error.value)
    assert "broadcast" not in message and docs[_first_sequence(vals)] in message and "query 1" in message, message


def test_numbers_still_evaluate_as_trec_eval() -> None:
    """The common case is unchanged: nDCG@30 of graded segments, by hand (gains the grades, log2 discount)."""
    run = {"1": {SEG: 2.31, "spotify:episode:B_0.0": -0.42, "spotify:episode:C_60.0": 0.5}}
    qrels = {"1": {SEG: 1, "spotify:episode:B_0.0": 3}}
    got = rankagg.evaluate(run, qrels, ["nDCG@30", "P@10"])
    dcg = 1 / np.log2(2) + 3 / np.log2(4)
    idcg = 3 / np.log2(2) + 1 / np.log2(3)
    assert dict(got)["nDCG@30"] == pytest.approx(dcg / idcg, rel=1e-12)
    assert dict(got)["P@10"] == pytest.approx(0.2, rel=1e-12)
