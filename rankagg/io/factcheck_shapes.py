"""A fact-checking lab's files, told by their first lines or their JSON keys, so that a run or qrels door names the
task or tool that wrote them and says what to do instead of a field count or "a table" (issue 45's twenty-fifth bar,
a lab fusing CLEF CheckThat! check-worthiness and verified-claim rankings: a task-1 submission was told "starts with
a header", the task's gold TSV "a judgements table saved as text", FEVER's JSON lines "no comparison table", a
ClaimReview JSON-LD "JSON such as BEIR's results").

* CheckThat! task 1's TSV files, by their header or by a row: submissions (``topic_id``, ``tweet_id``, ``score`` or
  ``class_label``, ``run_id``; a row ``covid-19 <tweet id> 0.87 Model_1``), gold files (``tweet_id`` with
  ``check_worthiness`` / ``class_label`` / ``tweet_text``; 2023's ``Sentence_id``, ``Text``, ``class_label``) and
  task 2's claims tables (``iclaim_id``, ``iclaim``; ``vclaim_id`` with ``vclaim`` or ``title``).  Task 2's runs and
  gold are TREC lines, read as such.
* JSON documents (:func:`factcheck_json`, asked by :func:`rankagg.io.json_documents.json_shape`): tweets as the
  Twitter API writes them, FEVER's claims and its scorer's predictions, AVeriTeC's claims, schema.org ClaimReview
  JSON-LD and the Google Fact Check Tools API's ``claims:search`` response.
"""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import is_number

__all__ = ["factcheck_json", "factcheck_shape"]

#: what to do with a task's or a model's scores: one TREC run per model, the gold as TREC qrels
_AS_RUN = ("write each model's scores as a TREC run, a topic (task 1) or an input claim (task 2) a query: "
           "'TOPIC Q0 TWEET_ID RANK SCORE MODEL' (awk -F'\\t' '{print $1, \"Q0\", $2, NR, $3, $4}' of a "
           "submission), or read it with pandas, ids as text, and give rankagg.fuse {model: {topic: {tweet_id: "
           "score}}}; the gold labels are qrels 'TOPIC 0 TWEET_ID LABEL'")
_AS_QRELS = ("write the gold labels as TREC qrels 'TOPIC 0 TWEET_ID LABEL' (awk -F'\\t' 'NR > 1 {print $1, 0, $2, "
             "$NF}' of the gold TSV), or read it with pandas, ids as text, and give rankagg.evaluate {topic: "
             "{tweet_id: label}}")
_TWEET_ID = compiled(r"\d{15,20}")  # a tweet id of the tasks' years (2020 on: 19 digits)


def _task_table(cells: set[str]) -> str | None:
    """Which CheckThat! file a header of ``cells`` heads, or None."""
    topic = cells & {"topic_id", "topic"}
    if "tweet_id" in cells and "run_id" in cells:
        return ("a CheckThat! task-1 submission (topic_id, tweet_id, score or class_label, run_id: one model's "
                "check-worthiness scores per tweet)")
    if "tweet_id" in cells and (topic or cells & {"tweet_text", "tweet_url"}) and cells & {
            "check_worthiness", "class_label", "claim", "tweet_text", "tweet_url"}:
        return ("a CheckThat! task-1 gold or data file (topic_id, tweet_id, tweet_url, tweet_text, check_worthiness "
                "or class_label: the tweets and their labels)")
    if {"sentence_id", "class_label"} <= cells:
        return ("a CheckThat! check-worthiness file of sentences (Sentence_id, Text, class_label, or a submission's "
                "run_id)")
    if {"iclaim_id", "iclaim"} <= cells:
        return "CheckThat! task 2's input claims (iclaim_id, iclaim: the tweets to match, no ranking)"
    if "vclaim_id" in cells and cells & {"vclaim", "title"}:
        return "CheckThat! task 2's verified claims (vclaim_id, title, vclaim: the collection, no ranking)"
    return None


def _submission_row(line: str) -> bool:
    """Whether ``line`` is a headerless task-1 submission row: topic, tweet id, score, run id at tabs or blanks."""
    cells = line.split()
    return (len(cells) == 4 and _TWEET_ID.fullmatch(cells[1]) is not None and is_number(cells[2])
            and not is_number(cells[3]))


def factcheck_shape(name: str, lines: Sequence[str]) -> str | None:
    """What CheckThat! file named ``name`` whose first non-blank, non-comment lines are ``lines`` is, and what to
    do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    table = _task_table(header_cells(lines[0]))
    if table is None and _submission_row(lines[0]):
        table = ("a CheckThat! task-1 submission (topic_id, tweet_id, score, run_id at tabs, no header: one model's "
                 "check-worthiness scores per tweet)")
    if table is None:
        return None
    fix = _AS_QRELS if "gold" in table or "sentences" in table else _AS_RUN
    if "task 2's" in table:
        fix = ("task 2's rankings are the retrievers' TREC runs 'ICLAIM_ID Q0 VCLAIM_ID RANK SCORE TAG' and its gold "
               "the qrels 'ICLAIM_ID 0 VCLAIM_ID 1': give those")
    return f"is {table}, not TREC lines (runs or qrels): {fix}"


#: JSON documents of the field: the strings their text holds, what they are
_JSON_SHAPES = (
    (('"@type"', '"ClaimReview"'), "a schema.org ClaimReview (JSON-LD: claimReviewed, reviewRating, a fact-checker's "
                                   "verdict on one claim"),
    (('"claimReview"', '"textualRating"'), "a Google Fact Check Tools API response (claims:search: claims[] with "
                                            "their claimReview[] verdicts, nextPageToken"),
    (('"claim"', '"justification"', '"questions"'), "AVeriTeC's claims (JSON: claim, label, justification and the "
                                                   "questions and answers of its evidence"),
    (('"predicted_label"', '"predicted_evidence"'), "a FEVER scorer's predictions (JSON lines: id, predicted_label, "
                                                    "predicted_evidence"),
    (('"claim"', '"evidence"', '"label"'), "FEVER's claims (JSON lines: id, verifiable, label, claim and the evidence "
                                           "sentences"),
    (('"id_str"', '"created_at"'), "tweets as the Twitter API writes them (JSON: id, id_str, created_at, text or "
                                   "full_text"),
)
#: what to make of such a document, inside its description's parentheses
_JSON_FIX = ("; no ranking: the lab's models' scores for its claims or tweets are TREC runs 'QUERY Q0 ID RANK SCORE "
             "MODEL', ids as text (id_str: a JSON number above 2**53 is rounded by most readers), and its labels "
             "qrels 'QUERY 0 ID LABEL')")


def factcheck_json(text: str) -> str | None:
    """What the JSON ``text`` (a file's first bytes) is when it is a fact-checking dataset's or tool's document, with
    what to make of it, else None."""
    what = next((what for keys, what in _JSON_SHAPES if all(k in text for k in keys)), None)
    return None if what is None else what + _JSON_FIX
