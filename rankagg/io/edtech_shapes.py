"""An ed-tech team's files where a run or the judgements are read (issue 45's twenty-ninth bar, u29h_): an LMS's
gradebook export, a learning-analytics log (PSLC DataShop's step table, the KDD Cup 2010 and Riiid! tables, EdNet),
IMS OneRoster's roster, a quiz in GIFT or Aiken text, a content package's manifest or a QTI item, xAPI statements,
Caliper events and Open edX's tracking log.  Told a field count ("expected 6 fields, found 43" for DataShop's header)
or a generic table or JSON note, each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "EDTECH_JSON", "edtech_head", "edtech_shape"]

#: what to do with a learning platform's file: each recommender's picks per course unit are a run
AS_RUN = ("give each recommender's picks as a run, the course unit a query and each learning resource a document (no "
          "blank: oer:khan/linear-eq), the score higher for the better pick: 'UNIT Q0 RESOURCE RANK SCORE "
          "RECOMMENDER'; the mastery learners showed after a resource is the qrels, 'UNIT 0 RESOURCE GRADE' (0 none, "
          "1 some, 2 mastered)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no learning resources; "


def _header(*cells: str, sep: str = ",") -> re.Pattern[str]:
    """A header line starting with ``cells`` (each perhaps quoted) at the separator ``sep``."""
    quoted = [r'"?' + re.escape(c) + r'"?' for c in cells]
    return re.compile("^" + re.escape(sep).join(quoted) + r"(?:" + re.escape(sep) + r"|$)")


#: each file by a pattern of its first lines (a run's door shows two, the qrels' door one): what it is
_FILES = (
    (compiled(r'^"?First name"?,"?(?:Last name|Surname)"?,.*"?Email address"?'),
     "a Moodle gradebook export (First name, Last name, ..., Email address, a column per graded item: a learner's "
     "grades, no ranking)"),
    (_header("Student", "ID", "SIS User ID"),
     "a Canvas gradebook export (Student, ID, SIS User ID, ..., a Points Possible row: a learner's grades)"),
    (compiled(r"^(?:Row\t)?Anon Student Id\t(?:.*\t)?(?:Problem Name|Problem Hierarchy|Step Name)\b"),
     "a PSLC DataShop step or transaction export (the KDD Cup 2010 format: Anon Student Id, Problem Name, Step Name, "
     "Correct First Attempt: a learner's attempts)"),
    (_header("row_id", "timestamp", "user_id", "content_id", "content_type_id"),
     "the Riiid! Answer Correctness Prediction table (EdNet's KT1 data as Kaggle gave it: row_id, user_id, "
     "content_id, answered_correctly: a learner's answers)"),
    (compiled(r"^timestamp,(?:solving_id,question_id,user_answer,elapsed_time|action_type,item_id,source)\b"),
     "an EdNet learner file (KT1: timestamp, solving_id, question_id, user_answer, elapsed_time; KT2-KT4: "
     "action_type, item_id: a learner's interactions)"),
    (_header("sourcedId", "status", "dateLastModified"),
     "an IMS OneRoster CSV (sourcedId, status, dateLastModified, ...: a school's roster of users, classes or "
     "enrollments)"),
    (compiled(r"^::[^:\n]{1,200}::|^//\s*question:\s*\d+\s+name:|^\$CATEGORY:"),
     "a quiz in Moodle's GIFT format (::title:: a question {=right ~wrong})"),
)
#: the Aiken format: a question, then its options 'A. ' or 'A) ' (its 'ANSWER: B' line comes after them)
_AIKEN_OPTION = compiled(r"^A[.)]\s+\S")
#: the root of a content package's manifest (SCORM, IMS Common Cartridge) or a QTI item, test or bank
_PACKAGE_ROOTS = ("manifest", "assessmentItem", "assessmentTest", "questestinterop", "qti-assessment-item",
                  "qti-assessment-test")
_PACKAGE_NAMESPACES = ("imsproject.org/xsd/imscp", "imsglobal.org/xsd/imscp", "imsglobal.org/xsd/imscc",
                       "imsglobal.org/profile/cc", "adlnet.org/xsd/adlcp")
#: the field's JSON by the strings its text holds: xAPI statements, Caliper events, Open edX's tracking log
EDTECH_JSON = (
    (('"verb"', "adlnet.gov/expapi/verbs"),
     "xAPI statements (a learning record store's actor, verb, object and result: what learners did, no ranking), "
     + _NOT_LINES + AS_RUN),
    (('"actor"', '"verb"', '"object"', '"timestamp"'),
     "xAPI statements (a learning record store's actor, verb, object and result: what learners did, no ranking), "
     + _NOT_LINES + AS_RUN),
    (("purl.imsglobal.org/ctx/caliper",),
     "IMS Caliper events (a learning platform's actor, action and object: what learners did, no ranking), "
     + _NOT_LINES + AS_RUN),
    (('"event_type"', '"event_source"', '"username"'),
     "an Open edX tracking log (a JSON event per line: username, event_type, context's course_id), "
     + _NOT_LINES + AS_RUN),
)


def edtech_shape(name: str, lines: Sequence[str]) -> str | None:
    """What learning platform's file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:2]
    if head and run_or_qrels_line(head[0]):
        return None  # a run's or qrels' line whose ids are the field's words ('::Q1:: Q0 d 1 1 t')
    for pattern, what in _FILES:
        if head and pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    if len(head) == 2 and head[0].rstrip().endswith("?") and _AIKEN_OPTION.match(head[1]):
        return ("is a quiz in the Aiken format (a question, its options A. B. C., then ANSWER: B), " + _NOT_LINES
                + AS_RUN)
    return None


def edtech_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a content package's manifest (imsmanifest.xml: SCORM, IMS Common
    Cartridge) or a QTI item, test or bank: XML whose first lines are its prolog; else None."""
    root = xml_root(text)
    if root is None or root.local not in _PACKAGE_ROOTS:
        return None
    kind, attributes = root.local, root.attributes.lower()
    if kind == "manifest":
        if not any(ns in attributes for ns in _PACKAGE_NAMESPACES):
            return None  # an Android manifest, a Maven or an IIIF one: not a learning package's
        what = ("a content package's manifest (imsmanifest.xml of a SCORM package or an IMS Common Cartridge: its "
                "organizations and resources, no ranking)")
    else:
        what = "a QTI assessment file (IMS Question and Test Interoperability: an item's or a test's questions)"
    return root.line, f"is {what}, " + _NOT_LINES + AS_RUN
