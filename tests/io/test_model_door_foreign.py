"""A field tool's own JSON given where a rankagg model is read (``fuse --model``, ``rankagg.models.load_model``) was
told only "not a rankagg model file (format=None ...)" (a record-linkage team's Splink model given to ``--model``,
reported by the u27d helper); the model door now asks the fields' recognisers of parsed documents what the file holds,
as the run doors do.  Generated: every kind of document those recognisers name, each at the command and the API; a
JSON object that is no tool's keeps the model door's message alone."""

from __future__ import annotations

import json

import pytest

from rankagg.cli import main
from rankagg.io.json_documents import document_shape
from rankagg.io.models import read_model

#: (a tool's document, a word of what the model door must say it holds)
DOCUMENTS = [
    ({"link_type": "dedupe_only", "probability_two_random_records_match": 1e-4,
      "comparisons": [{"output_column_name": "first_name", "comparison_levels": []}]}, "Splink"),
    ({"persons": [{"id": "P1", "names": [{"nameForms": [{"fullText": "Mary O'Brien"}]}]}]}, "GEDCOM X"),
    ({"run__flow__design": "core_top", "finish__timing__setup__ws": -0.058}, "OpenROAD"),
    ({"resourceType": "Bundle", "entry": []}, "FHIR"),
    ({"@context": "http://iiif.io/api/presentation/3/context.json", "type": "Manifest", "items": []}, "IIIF"),
    ({"text": " a transcript", "segments": [{"text": " a transcript", "avg_logprob": -0.2}], "language": "en"},
     "Whisper"),
]


@pytest.mark.parametrize("doc,word", DOCUMENTS, ids=[d[1] for d in DOCUMENTS])
def test_the_recognisers_know_each_document(doc, word):
    said = document_shape(doc)
    assert said is not None and word in said, said


@pytest.mark.parametrize("doc,word", DOCUMENTS, ids=[d[1] for d in DOCUMENTS])
def test_fuse_model_names_what_the_file_holds(tmp_path, capsys, doc, word):
    model = tmp_path / "model.json"
    model.write_text(json.dumps(doc))
    run = tmp_path / "a.run"
    run.write_text("1 Q0 d1 1 2.0 a\n1 Q0 d2 2 1.0 a\n")
    out = tmp_path / "fused.run"
    assert main(["fuse", str(run), "--model", str(model), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{model}: not a rankagg model file" in err and "the file holds" in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("doc,word", DOCUMENTS, ids=[d[1] for d in DOCUMENTS])
def test_the_api_says_it_too(tmp_path, doc, word):
    model = tmp_path / "model.json"
    model.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="the file holds") as info:
        read_model(model)
    assert word in str(info.value)


@pytest.mark.parametrize("doc", [{"format": None}, {"weights": {"bm25": 1.0}}, {"format": "rankagg-modle"},
                                 {"format": []}, {"format": {"name": "rankagg-fusion"}}])  # a format of any JSON type
def test_an_object_of_no_tool_keeps_the_door_message_alone(tmp_path, doc):
    model = tmp_path / "model.json"
    model.write_text(json.dumps(doc))
    with pytest.raises(ValueError) as info:
        read_model(model)
    assert "not a rankagg model file" in str(info.value) and "the file holds" not in str(info.value)
