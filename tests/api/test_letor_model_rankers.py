"""``rankagg fuse --letor`` meets a model's or a weights file's names with the file's rankers as ``rankagg fuse``
meets them with runs (issue 45, seventh bar, ``u7c_trec_model_on_letor``): a model tuned on TREC runs a, b, c
applied to a LETOR file of rankers R1, R2 was refused as "weights: unknown ranker(s) a, b, c", naming neither the
model nor the file its weights came from.  Generated over where weights come from and how they miss."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rankagg.cli import main

LETOR = ("2 qid:1 1:1 2:2 #docid = d1\n"
         "0 qid:1 1:2 2:1 #docid = d2\n"
         "1 qid:1 1:3 2:NULL #docid = d3\n")


def _model(folder: Path, weights: dict[str, float]) -> str:
    path = folder / "m.json"
    path.write_text(json.dumps({"format": "rankagg-fusion", "method": "borda", "params": {}, "weights": weights,
                                "tuned_for": "NDCG@10"}))
    return str(path)


CASES = {  # where the weights come from -> (their names, the text the message must hold)
    "model of other runs": ("model", {"a": 1.0, "b": 2.0, "c": 1.0}, r"m\.json: the model was tuned on the runs a, b, c"),
    "model lacking a ranker": ("model", {"R1": 1.0}, r"m\.json: the model was tuned on the runs R1, not on R2"),
    "weights file misspelt": ("file", {"R1": 1.0, "R3": 2.0}, r"w\.txt:2: unknown run name\(s\) R3"),
    "weights all zero": ("file", {"R1": 0.0, "R2": 0.0}, r"w\.txt: every weight is 0"),
}


@pytest.mark.parametrize("case", CASES)
def test_letor_weights_that_miss_the_rankers_are_refused_naming_their_file(tmp_path: Path, case: str,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    where, weights, message = CASES[case]
    letor = tmp_path / "l.txt"
    letor.write_text(LETOR)
    if where == "model":
        source = ["--model", _model(tmp_path, weights)]
    else:
        (tmp_path / "w.txt").write_text("".join(f"{k} {v}\n" for k, v in weights.items()))
        source = ["--method", "borda", "--weights", str(tmp_path / "w.txt")]
    assert main(["fuse", "--letor", str(letor), *source, "-o", str(tmp_path / "out.txt")]) == 2
    import re

    assert re.search(message, capsys.readouterr().err)
    assert not (tmp_path / "out.txt").exists()


def test_a_model_of_the_file_s_rankers_fuses(tmp_path: Path) -> None:
    letor = tmp_path / "l.txt"
    letor.write_text(LETOR)
    assert main(["fuse", "--letor", str(letor), "--model", _model(tmp_path, {"R1": 1.0, "R2": 3.0}),
                 "-o", str(tmp_path / "out.txt"), "--quiet"]) == 0
    scores = [float(x) for x in (tmp_path / "out.txt").read_text().split()]
    assert len(scores) == 3 and scores[1] > scores[0]  # R2, weighted 3, puts d2 first
