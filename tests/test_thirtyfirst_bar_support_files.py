"""Issue 45's thirty-first bar (u31r_*_as_run, u31r_*_as_qrels, u31r_api_*): a support team's files given as a run or
as qrels were told a field count or a generic header or JSON note; Zendesk's, Freshdesk's, GitHub's and Intercom's
answers, Jira's and Salesforce's exports and ServiceNow's XML are now named at both doors, plain and gzipped, and at
the API."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.support_shapes import support_columns, support_document, support_head, support_shape
from tests.door_files import named_through_the_api

ZENDESK = ('{"tickets": [{"id": 48213, "subject": "Charged twice", "status": "open"}], "next_page": null, '
           '"previous_page": null, "count": 1}\n')
FRESHDESK = '[{"fr_escalated": false, "spam": false, "id": 48213, "due_by": "2026-11-28", "fr_due_by": "2026-11-27"}]\n'
GITHUB = ('[{"url": "https://api.github.com/repos/a/b/issues/1", "repository_url": "https://api.github.com/repos/a/b", '
          '"labels_url": "https://api.github.com/repos/a/b/issues/1/labels{/name}", "number": 1, "title": "x"}]\n')
INTERCOM = '{"type": "conversation.list", "pages": {"page": 1}, "total_count": 57, "conversations": []}\n'
FILES = {
    "tickets.json": (ZENDESK, "Zendesk", 1),
    "freshdesk.json": (FRESHDESK, "Freshdesk", 1),
    "issues.json": (GITHUB, "GitHub", 1),
    "conversations.json": (INTERCOM, "Intercom", 1),
    "Jira.csv": ("Summary,Issue key,Issue id,Status\nCharged twice,SUP-1,104213,Open\n", "Jira", 1),
    "cases.csv": ('"Case Number","Subject","Case Origin"\n"00048213","Charged twice","Email"\n', "Salesforce", 1),
    "incident.xml": ('<?xml version="1.0"?>\n<unload unload_date="2026-11-27 10:00:00">\n<incident/>\n</unload>\n',
                     "ServiceNow", 2),
}
RUN = "billing/emea Q0 tkt:48213 1 0.91 urgency\nbilling/emea Q0 tkt:48190 2 0.77 urgency\n"
QRELS = "billing/emea 0 tkt:48213 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "QUEUE/SHIFT Q0 TICKET")


@pytest.mark.parametrize("text", [RUN, QRELS, "Summary Q0 Issue_key 1 0.5 Jira\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert support_shape("x.run", text.splitlines()) is None and support_head(text) is None


@pytest.mark.parametrize("text", ["Summary,Status\nx,Open\n", '"Case Number","Subject"\n1,x\n',
                                  '<?xml version="1.0"?>\n<unload>\n</unload>\n'])
def test_near_misses_are_left_to_others(text):
    assert support_shape("x.csv", text.splitlines()) is None and support_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"d1": 1.0}}, {"tickets": {"q": {"d": 1.0}}}, {"type": {"d": 1.0}},
                                 {"repository_url": {"d": 1.0}}])
def test_runs_are_no_help_desk_documents(obj):
    assert support_document(obj) is None


def test_json_that_is_no_such_document_is_not_named_so():
    shape = json_shape('{"q1": {"tickets": 1.0, "next_page": 0.5}, "q2": {"repository_url": 1.0}}')
    assert shape is None or ("Zendesk" not in shape and "GitHub" not in shape)


@pytest.mark.parametrize("text, what", [(ZENDESK, "Zendesk"), (FRESHDESK, "Freshdesk"), (GITHUB, "GitHub"),
                                        (INTERCOM, "Intercom")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


@pytest.mark.parametrize("columns, what", [(["Summary", "Issue key", "Issue id"], "Jira"),
                                           (["Case Number", "Subject", "Case Origin"], "Salesforce")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert support_columns(["qid", "docid", "run", "score"]) is None
