"""Issue 45's twenty-sixth bar: the retrosynthesis planners' JSON answers given where a run or qrels go were told by
their name ("its name ends in .json, a JSON table's") or as JSON in general, not by what they are (u26b_aizynth_*_json,
u26b_askcos_json_as_run, u26b_ibmrxn_json_as_run).  The members: AiZynthFinder's output table and route trees,
ASKCOS's tree builder result and IBM RXN's retrosynthesis answer, compact or indented, under several names, at both
doors through the command; a run saved as JSON by ranx keeps its note."""

from __future__ import annotations

import json

import pytest

from rankagg.cli import main
from rankagg.io.json_documents import json_shape

_TREE = {"type": "mol", "smiles": "CC(=O)Nc1ccc(O)cc1", "is_chemical": True, "in_stock": False, "children": [
    {"type": "reaction", "smiles": "CC(=O)Nc1ccc(O)cc1>>CC(=O)Cl.Nc1ccc(O)cc1", "is_reaction": True,
     "metadata": {"policy_probability": 0.93}, "children": [
         {"type": "mol", "smiles": "CC(=O)Cl", "is_chemical": True, "in_stock": True}]}],
    "scores": {"state score": 0.9947, "number of reactions": 1}}
DOCUMENTS = [
    ({"schema": {"fields": [{"name": "target"}], "primaryKey": ["index"]},
      "data": [{"index": 0, "target": "CC(=O)Nc1ccc(O)cc1", "is_solved": True, "top_score": 0.99,
                "number_of_steps": 1, "trees": [_TREE]}]}, "AiZynthFinder"),
    ({"target": {"0": "CC(=O)Nc1ccc(O)cc1"}, "is_solved": {"0": True}, "top_score": {"0": 0.99}}, "AiZynthFinder"),
    ([_TREE], "AiZynthFinder"),
    (_TREE, "AiZynthFinder"),
    ({"request": {"smiles": "CC(=O)Nc1ccc(O)cc1"}, "output": [{"smiles": "CC(=O)Nc1ccc(O)cc1", "ppg": 0.0, "children": [
        {"smiles": "CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1", "plausibility": 0.99, "template_score": 0.18}]}],
      "stats": {"total_paths": 5}}, "ASKCOS"),
    ({"payload": {"sequences": [{"sequenceId": "6a1f", "confidence": 0.98, "tree": {"smiles": "CC(=O)Nc1ccc(O)cc1"}}]},
      "status": "SUCCESS"}, "IBM RXN"),
]


@pytest.mark.parametrize("doc,what", DOCUMENTS)
@pytest.mark.parametrize("indent", [None, 2])
def test_a_planners_json_answer_is_named_compact_or_indented(doc, what, indent):
    assert what in (json_shape(json.dumps(doc, indent=indent) + "\n") or "")


@pytest.mark.parametrize("doc,what", DOCUMENTS)
@pytest.mark.parametrize("name,door", [("output.json", "fuse"), ("routes.txt", "fuse"), ("bench.json", "evaluate"),
                                       ("bench.txt", "evaluate")])
def test_a_planners_json_answer_is_named_through_the_command(tmp_path, capsys, doc, what, name, door):
    path, run, out = tmp_path / name, tmp_path / "aizynth.run", tmp_path / "routes.run"
    path.write_text(json.dumps(doc) + "\n")
    run.write_text("CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.99 aizynth\n")
    argv = (["fuse", str(path), str(run), "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and what in err and not out.exists()


def test_a_run_saved_as_json_keeps_its_note():
    assert json_shape(json.dumps({"CC(=O)Nc1ccc(O)cc1": {"CC(=O)Cl.Nc1ccc(O)cc1": 0.99}})) is None
