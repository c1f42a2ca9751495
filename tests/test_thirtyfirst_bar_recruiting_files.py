"""Issue 45's thirty-first bar (u31e_*_as_run, u31e_*_as_qrels, u31e_api_*): a recruiting team's files given as a
run or as qrels were told a field count or a generic header or JSON note; JSON Resume, a Europass CV, ESCO's and
O*NET's tables, Greenhouse's and Lever's answers, LinkedIn's connections export and Codility's reports are now named
at both doors, plain and gzipped, and at the API."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.recruiting_shapes import recruiting_columns, recruiting_document, recruiting_head, recruiting_shape
from tests.door_files import named_through_the_api

RESUME = ('{"basics": {"name": "Ana Silva", "label": "Engineer"}, "work": [{"name": "Acme"}], "education": [], '
          '"skills": []}\n')
GREENHOUSE = ('[{"id": 69306314, "candidate_id": 57683957, "prospect": false, "applied_at": "2026-11-02T10:00:00Z", '
              '"jobs": [], "status": "active", "current_stage": {"id": 3, "name": "Onsite"}}]\n')
LEVER = ('{"data": [{"id": "250d", "name": "Ana", "headline": "x", "stage": "new", "confidentiality": '
         '"non-confidential", "stageChanges": []}], "hasNext": false}\n')
FILES = {
    "resume.json": (RESUME, "JSON Resume", 1),
    "europass.xml": ('<?xml version="1.0"?>\n<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" '
                     'locale="en">\n</SkillsPassport>\n', "Europass", 2),
    "skills_en.csv": ("conceptType,conceptUri,skillType,reuseLevel,preferredLabel\nKnowledgeSkillCompetence,"
                      "http://data.europa.eu/esco/skill/1,skill/competence,sector-specific,manage staff\n", "ESCO", 1),
    "Skills.txt": ("O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\n15-1252.00\t2.A.1.a\tReading\t"
                   "IM\t4.00\n", "O*NET", 1),
    "applications.json": (GREENHOUSE, "Greenhouse", 1),
    "opportunities.json": (LEVER, "Lever", 1),
    "Connections.csv": ('Notes:\n"When exporting your connection data, you may notice that some of the email '
                        'addresses are missing."\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected '
                        'On\nAna,Silva,https://www.linkedin.com/in/a,,Acme,Engineer,02 Nov 2026\n', "LinkedIn", 1),
    "codility.csv": ("Candidate,Email,Test,Total score,Max score,Similarity check\nAna,a@x.org,Go,260,300,none\n",
                     "Codility", 1),
}
RUN = "eng/backend Q0 app:58213 1 0.91 model\neng/backend Q0 app:58190 2 0.77 model\n"
QRELS = "eng/backend 0 app:58213 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "ROLE Q0 APPLICATION")


@pytest.mark.parametrize("text", [RUN, QRELS, "Candidate Q0 Test 1 0.5 score\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert recruiting_shape("x.run", text.splitlines()) is None and recruiting_head(text) is None


@pytest.mark.parametrize("text", [
    "Notes:\nbuy milk\n",  # a note that is no LinkedIn export
    "Candidate,Score\nAna,0.9\n",  # a candidates' table without Codility's columns
    "conceptUri,preferredLabel\nx,y\n",
    '<?xml version="1.0"?>\n<SkillsPassport>\n</SkillsPassport>\n',  # no Europass namespace
])
def test_near_misses_are_left_to_others(text):
    assert recruiting_shape("x.csv", text.splitlines()) is None and recruiting_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"basics": 1.0}}, [{"q1": {"d": 1.0}}], {"basics": {"q1": 1.0}, "work": {}},
                                 {"data": [], "hasNext": {"d": 1.0}}])
def test_runs_are_no_recruiting_documents(obj):
    assert recruiting_document(obj) is None


def test_json_that_is_no_such_document_is_not_named_so():
    shape = json_shape('{"q1": {"basics": 1.0, "work": 0.5}, "q2": {"candidate_id": 1.0, "applied_at": 0.5}}')
    assert shape is None or ("JSON Resume" not in shape and "Greenhouse" not in shape)


@pytest.mark.parametrize("text, what", [(RESUME, "JSON Resume"), (GREENHOUSE, "Greenhouse"), (LEVER, "Lever")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


@pytest.mark.parametrize("columns, what", [(["Candidate", "Email", "Test", "Similarity check"], "Codility"),
                                           (["conceptType", "conceptUri", "preferredLabel"], "ESCO"),
                                           (["O*NET-SOC Code", "Element ID"], "O\\*NET")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert recruiting_columns(["qid", "docid", "run", "score"]) is None
