"""Issue 45's thirty-first bar (u31m_*_as_run, u31m_*_as_qrels, u31m_api_*): a programme committee's files given as a
run or as qrels were told a field count or a generic header or JSON note; OpenReview's notes, HotCRP's export,
EasyChair's and CMT's exports, the ACL Anthology's XML, DBLP records, Semantic Scholar's and arXiv's answers and
affinity scores are now named at both doors, plain and gzipped, and at the API."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.peerreview_shapes import peerreview_columns, peerreview_document, peerreview_head, peerreview_shape
from tests.door_files import named_through_the_api

NOTES = ('{"notes": [{"id": "aBc", "forum": "aBc", "number": 1042, "invitations": ["X/-/Submission"], '
         '"content": {}}], "count": 1}\n')
HOTCRP = '[{"pid": 1042, "title": "Fusing rankings", "status": "submitted", "authors": [], "reviews": []}]\n'
FILES = {
    "notes.json": (NOTES, "OpenReview", 1),
    "hotcrp.json": (HOTCRP, "HotCRP", 1),
    "submission.csv": ("#,Authors,Title,Submitted,Decision\n1042,Ada L,Fusing rankings,2026-11-01,accept\n",
                       "EasyChair", 1),
    "Papers.txt": ("Paper ID\tCreated\tPaper Title\tTrack Name\tStatus\n1042\t11/1/2026\tFusing\tMain\tAccept\n", "CMT", 1),
    "2027.acl.xml": ('<?xml version="1.0"?>\n<collection id="2027.acl">\n<volume id="long"><paper id="1"/></volume>\n'
                     '</collection>\n', "ACL Anthology", 2),
    "dblp.xml": ('<?xml version="1.0"?>\n<dblp>\n<article key="journals/x/L27"><title>T</title></article>\n</dblp>\n',
                 "DBLP", 2),
    "s2.json": ('{"total": 1342, "offset": 0, "next": 10, "data": [{"paperId": "649d", "title": "T"}]}\n',
                "Semantic Scholar", 1),
    "arxiv.xml": ('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<link href="http://arxiv.org/'
                  'api/query?x" rel="self"/>\n</feed>\n', "arXiv", 2),
    "affinity.csv": ("paper_id,reviewer_email,score\n1042,r@example.org,0.87\n", "TPMS", 1),
}
RUN = "main/nlp Q0 sub-1042 1 0.91 reviewers\nmain/nlp Q0 sub-0007 2 0.77 reviewers\n"
QRELS = "main/nlp 0 sub-1042 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "TRACK Q0 SUBMISSION")


@pytest.mark.parametrize("text", [RUN, QRELS, "paper_id Q0 reviewer_email 1 0.5 score\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert peerreview_shape("x.run", text.splitlines()) is None and peerreview_head(text) is None


@pytest.mark.parametrize("text", [
    "#,Title\n1,x\n",  # a numbered list of titles, no decision: any table
    "paper_id,score\n1,0.5\n",
    "<collection id='photos'><item/></collection>\n",
    '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>a blog</title></feed>\n',
])
def test_near_misses_are_left_to_others(text):
    assert peerreview_shape("x.csv", text.splitlines()) is None and peerreview_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"notes": 1.0}}, [{"q1": {"d": 1.0}}], {"pid": "1042", "title": "x"}])
def test_runs_are_no_reviewing_documents(obj):
    assert peerreview_document(obj) is None


def test_json_that_is_no_such_file_is_not_named_so():
    shape = json_shape('{"q1": {"notes": 1.0, "forum": 0.5}, "q2": {"total": 1.0, "offset": 0.5}}')
    assert shape is None or "OpenReview" not in shape and "Semantic Scholar" not in shape


@pytest.mark.parametrize("text, what", [(NOTES, "OpenReview"), (HOTCRP, "HotCRP")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


@pytest.mark.parametrize("columns, what", [(["#", "Authors", "Title", "Decision"], "EasyChair"),
                                           (["paper_id", "reviewer_email", "score"], "TPMS")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert peerreview_columns(["qid", "docid", "run", "score"]) is None
