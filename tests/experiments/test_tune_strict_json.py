"""A model ``rankagg tune`` writes is strict JSON (RFC 8259 has no NaN or Infinity): a summary value that was
not estimated (the nested estimate of a search that has none, an interval on too few queries) is ``null``,
and ``rankagg fuse --model`` applies the file.  Found by the sixth bar (u6f): ``tune --search coordinate
--folds 2`` wrote ``"nested_estimate": NaN``, which ``jq``, JavaScript's ``JSON.parse`` and Go refuse."""

from __future__ import annotations

import json

import numpy as np
import pytest

from rankagg.cli import main
from rankagg.data.model_documents import finite_or_null


def _strict(text: str) -> dict:
    def refuse(token: str) -> None:
        raise ValueError(f"not JSON: {token}")

    return json.loads(text, parse_constant=refuse)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """3 runs of 6 documents over 3 queries, one relevant document each: every estimate is on very few queries."""
    folder = tmp_path_factory.mktemp("tiny")
    rng = np.random.default_rng(7)
    for name in "abc":
        lines = [f"{q} Q0 d{d} {r + 1} {10 - r} {name}" for q in (1, 2, 3)
                 for r, d in enumerate(rng.permutation(10)[:6])]
        (folder / f"{name}.run").write_text("\n".join(lines) + "\n")
    (folder / "q.txt").write_text("".join(f"{q} 0 d{d} {g}\n" for q in (1, 2, 3) for d, g in ((q, 1), (q + 3, 0))))
    return folder


@pytest.mark.parametrize("options", [["--search", "coordinate", "--folds", "2"], ["--search", "random", "--folds", "2"],
                                     ["--search", "params", "--folds", "3"], ["--folds", "2"]],
                         ids=["coordinate", "random", "params", "nested"])
def test_a_tuned_model_is_strict_json_and_applies(tiny, tmp_path, options, capsys):
    runs = [str(tiny / f"{n}.run") for n in "abc"]
    model = tmp_path / "m.json"
    assert main(["tune", *runs, "--qrels", str(tiny / "q.txt"), "--method", "combsum", "--quiet",
                 "--if-no-gain", "tuned", *options, "-o", str(model)]) == 0
    doc = _strict(model.read_text())
    assert doc["format"] == "rankagg-fusion" and doc["cv_estimate"] is not None
    assert main(["fuse", *runs, "--model", str(model), "--quiet", "-o", str(tmp_path / "f.run")]) == 0
    assert (tmp_path / "f.run").read_text().startswith("1 Q0 ")


def test_finite_or_null_by_hand():
    value = {"a": float("nan"), "b": [1.5, float("inf"), np.float64(-np.inf)], "c": (np.float32(2.0), "x"),
             "d": {"e": None, "f": 3}}
    assert finite_or_null(value) == {"a": None, "b": [1.5, None, None], "c": [2.0, "x"], "d": {"e": None, "f": 3}}
