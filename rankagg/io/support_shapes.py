"""A customer support team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31r_): Zendesk's, Freshdesk's, GitHub's and Intercom's API answers (files and loaded documents), Jira's CSV export and
Salesforce's case reports (files and frames) and ServiceNow's XML exports (their 'unload' root after the prolog).
They were told a field count or a generic header or JSON note; each is named for what it is, with what to give
instead."""

from __future__ import annotations

from typing import Any, Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "SUPPORT_JSON", "support_columns", "support_document", "support_head", "support_shape"]

#: what to do with tickets, issues and conversations: each triage model's ranking of a queue is a run
AS_RUN = ("give each triage model's ranking of the tickets (the urgency classifier's, the churn model's, the SLA "
          "clock's) as a run, a queue and shift a query and each ticket a document (its number, tkt:48213), the score "
          "higher for the sooner: 'QUEUE/SHIFT Q0 TICKET RANK SCORE MODEL'; the escalations are the qrels, "
          "'QUEUE/SHIFT 0 TICKET GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_TABLES = (
    (("Summary", "Issue key", "Issue id"), "a Jira CSV export (Summary, Issue key, Issue id, Issue Type, Status, ...)"),
    (("Case Number", "Case Origin"), "a Salesforce case report (Case Number, Subject, Status, Priority, Case Origin, "
                                     "...)"),
)


def support_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    what = named_table(header_cells(lines[0]), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def support_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a ServiceNow XML export (an 'unload' root with its date)."""
    root = xml_root(text)
    if root is None or root.local != "unload" or "unload_date" not in root.attributes:
        return None
    return root.line, ("is a ServiceNow XML export (unload: a record per incident, task or case), "
                       f"{_NOT_LINES}{AS_RUN}")


def support_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_ZENDESK = "Zendesk's tickets answer (tickets, next_page, previous_page, count), " + _NOT_LINES + AS_RUN
_FRESHDESK = ("Freshdesk's tickets answer (a list of tickets: fr_escalated, due_by, fr_due_by, ...), " + _NOT_LINES
              + AS_RUN)
_GITHUB = ("GitHub's issues answer (a list of issues: url, repository_url, labels_url, number, title, ...), "
           + _NOT_LINES + AS_RUN)
_INTERCOM = "Intercom's conversations answer (conversation.list: pages, conversations), " + _NOT_LINES + AS_RUN
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
SUPPORT_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"tickets"', '"next_page"', '"previous_page"'), _ZENDESK),
    (('"fr_escalated"', '"fr_due_by"'), _FRESHDESK),
    (('"repository_url"', '"labels_url"'), _GITHUB),
    (('"conversation.list"',), _INTERCOM),
)


def _record(obj: dict[Any, Any]) -> str | None:
    """A Freshdesk ticket or a GitHub issue (a list's record, read as one run)."""
    if "fr_escalated" in obj and "fr_due_by" in obj:
        return _FRESHDESK
    if isinstance(obj.get("repository_url"), str) and "number" in obj:
        return _GITHUB
    return None


def support_document(obj: object) -> str | None:
    """What a help desk's answer loaded in Python and given as runs is (or a record of a list of them), or None:
    only what no run ``{qid: {docid: score}}`` can be (a list, a number or a text for a query)."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("tickets"), list) and "next_page" in obj:
        return _ZENDESK
    if obj.get("type") == "conversation.list":
        return _INTERCOM
    return _record(obj)
