"""Issue 45's thirty-first bar (u31o_*_as_run, u31o_*_as_qrels, u31o_api_*): a legal research team's files given as a
run or as qrels were told a field count or a generic header or JSON note, and a list of case citations 'a trn
transcript file' (each line's '(1994)' read as an utterance id); CourtListener's answers and bulk opinions, Caselaw
Access Project cases, Akoma Ntoso and USLM documents, COLIEE's labels and citation lists are now named at both doors,
plain and gzipped, and at the API (COLIEE's labels given as qrels are told how to make them qrels)."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.legal_shapes import (legal_citations, legal_columns, legal_document, legal_head, legal_json,
                                     legal_shape)
from rankagg.io.speech_shapes import speech_shape
from tests.door_files import named_through_the_api

COURTLISTENER = ('{"count": 1342, "next": null, "previous": null, "results": [{"absolute_url": "/opinion/1/x/", '
                 '"caseName": "Campbell v. Acuff-Rose Music, Inc.", "court": "scotus", "dateFiled": "1994-03-07"}]}\n')
CAP = ('{"id": 12345, "name": "Campbell v. Acuff-Rose Music, Inc.", "name_abbreviation": "Campbell v. Acuff-Rose", '
       '"decision_date": "1994-03-07", "citations": [], "casebody": {}}\n')
COLIEE = '{"001.txt": ["014.txt", "231.txt"], "002.txt": ["117.txt"]}\n'
CITATIONS = ("Campbell v. Acuff-Rose Music, Inc., 510 U.S. 569 (1994)\n"
             "Authors Guild v. Google, Inc., 804 F.3d 202 (2d Cir. 2015)\n"
             "eBay Inc. v. MercExchange, L.L.C., 547 U.S. 388, 391 (2006)\n")
FILES = {
    "search.json": (COURTLISTENER, "CourtListener", 1),
    "opinions.csv": ("id,date_created,plain_text,html_with_citations,cluster_id\n1,2016-02-16,We are,,112962\n",
                     "CourtListener", 1),
    "12345.json": (CAP, "Caselaw Access Project", 1),
    "act.xml": ('<?xml version="1.0"?>\n<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">\n'
                '<act name="act"/>\n</akomaNtoso>\n', "Akoma Ntoso", 2),
    "usc17.xml": ('<?xml version="1.0"?>\n<uscDoc xmlns="http://xml.house.gov/schemas/uslm/1.0" '
                  'identifier="/us/usc/t17">\n</uscDoc>\n', "USLM", 2),
    "train_labels.json": (COLIEE, "COLIEE", 1),
    "authorities.txt": (CITATIONS, "case citations", 1),
}
RUN = "q-14/fair-use Q0 cap:12345 1 0.91 bm25\nq-14/fair-use Q0 cap:12190 2 0.77 bm25\n"
QRELS = "q-14/fair-use 0 cap:12345 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    message = named_through_the_api(tmp_path, FILES, name, door, gz, RUN)
    assert "QUESTION Q0 AUTHORITY" in message or "COLIEE" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "plain_text Q0 cluster_id 1 0.5 html_with_citations\n"])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert legal_shape("x.run", lines) is None and legal_head(text) is None and legal_citations(lines) is None


@pytest.mark.parametrize("text", [
    "i want to go home (spk1-utt001)\nyes please (spk1-utt002)\n",  # sclite's trn lines stay sclite's
    "we met in 1994 (1994)\n",  # a year in parentheses without a reporter's citation before it
    "Campbell v. Acuff-Rose Music, Inc., 510 U.S. 569 (1994)\nsee also the memo\n",  # one citation among prose
    "<akomaNtosoX/>\n",
    '<?xml version="1.0"?>\n<uscDoc identifier="x">\n</uscDoc>\n',  # no USLM namespace
])
def test_near_misses_are_left_to_others(text):
    lines = text.splitlines()
    assert legal_shape("x.txt", lines) is None and legal_head(text) is None and legal_citations(lines) is None


def test_sclite_trn_files_are_still_named_so():
    assert "trn transcript" in speech_shape(["i want to go home (spk1-utt001)", "yes please (spk1-utt002)"])


@pytest.mark.parametrize("obj", [{"q1": {"d1": 1.0}}, {"results": [{"q": {"d": 1.0}}]}, {},
                                 {"001.txt": {"014.txt": 1}}, {"001.txt": ["a", 2]}])
def test_runs_and_qrels_are_no_legal_documents(obj):
    assert legal_document(obj) is None


def test_json_that_is_no_such_document_is_not_named_so():
    shape = json_shape('{"q1": {"caseName": 1.0, "name_abbreviation": 0.5}, "q2": {"001.txt": 1.0}}')
    assert shape is None or ("CourtListener" not in shape and "Caselaw" not in shape and "COLIEE" not in shape)
    assert legal_json('{"001.txt": {"014.txt": 1}}') is None  # qrels of case files are qrels


@pytest.mark.parametrize("text, what", [(COURTLISTENER, "CourtListener"), (CAP, "Caselaw Access Project"),
                                        (COLIEE, "COLIEE")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


def test_coliee_labels_given_as_qrels_are_told_how_to_make_qrels():
    with pytest.raises(ValueError, match=r"COLIEE.*\{case: \{noticed: 1"):
        rankagg.evaluate({"001.txt": {"014.txt": 0.9}}, json.loads(COLIEE), ["P@2"])
    labels = json.loads(COLIEE)  # the advice, followed, evaluates
    qrels = {case: {noticed: 1 for noticed in cases} for case, cases in labels.items()}
    assert rankagg.evaluate({"001.txt": {"014.txt": 0.9, "999.txt": 0.5}}, qrels, ["P@2"]) == {"P@2": 0.5}


def test_frames_are_named():
    frame = pd.DataFrame([["1", "x", "y", "2"]], columns=["id", "plain_text", "html_with_citations", "cluster_id"])
    with pytest.raises(ValueError, match="CourtListener"):
        rankagg.fuse(frame, method="rrf")
    assert legal_columns(["qid", "docid", "run", "score"]) is None
