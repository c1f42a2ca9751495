"""The report of TREC runs labels runs by tag and says which were tuned on judgments (issue 36): a run fused by
a model (``rankagg fuse --model``, fitted on judgments) is tagged ``rankagg-<method>-tuned``."""

from __future__ import annotations

import json

from rankagg.api import fuse_files
from rankagg.experiments.report import table_caption
from rankagg.experiments.report_data import load_results


def _run(path, tag, docs):
    path.write_text("".join(f"1 Q0 {d} {i + 1} {10 - i} {tag}\n" for i, d in enumerate(docs)))
    return path


def test_fused_by_a_model_is_tagged_tuned_and_the_report_says_so(tmp_path):
    a = _run(tmp_path / "a.run", "bm25", ["x", "y", "z"])
    b = _run(tmp_path / "b.run", "dense", ["y", "z", "w"])
    model = tmp_path / "fusion.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 10}, "weights": None}))
    fuse_files([str(a), str(b)], str(tmp_path / "tuned.run"), model=str(model))
    fuse_files([str(a), str(b)], str(tmp_path / "plain.run"), method="rrf")
    assert (tmp_path / "tuned.run").read_text().split()[5] == "rankagg-rrf-tuned"
    assert (tmp_path / "plain.run").read_text().split()[5] == "rankagg-rrf"

    runs = ["a.run", "b.run", "tuned.run", "plain.run"]
    evaluation = tmp_path / "eval.json"  # rankagg evaluate --json: keyed by the run files as given
    evaluation.write_text(json.dumps({r: {"nDCG@10": 0.1 * (i + 1)} for i, r in enumerate(runs)}))
    entries = load_results([evaluation]).entries
    assert [e.label for e in entries] == ["bm25", "dense", "rankagg-rrf-tuned", "rankagg-rrf"]
    assert [e.tuned for e in entries] == [False, False, True, False]
    caption = table_caption(entries)
    assert "Tuned on judgments" in caption and "rankagg-rrf-tuned;" in caption
    assert "Nothing was tuned" not in caption

    evaluation.write_text(json.dumps({r: {"nDCG@10": 0.5} for r in runs[:2]}))
    untuned = load_results([evaluation]).entries
    assert "No run carries the tag" in table_caption(untuned)
    # run files not at hand: labelled by file name, as before
    evaluation.write_text(json.dumps({"elsewhere/x.run": {"nDCG@10": 0.5}, "elsewhere/y.run": {"nDCG@10": 0.4}}))
    assert [e.label for e in load_results([evaluation]).entries] == ["x.run", "y.run"]
