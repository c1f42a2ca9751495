"""A recruiting team's files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31e_):
JSON Resume documents, Greenhouse Harvest's applications and Lever's opportunities (files and loaded documents), a
Europass CV (its root after the prolog), ESCO's classification tables, O*NET's database files, LinkedIn's connections
export (its 'Notes:' preamble) and Codility's reports (files and frames).  They were told a field count or a generic
header or JSON note; each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "RECRUITING_JSON", "recruiting_columns", "recruiting_document", "recruiting_head",
           "recruiting_shape"]

#: what to do with candidates' profiles, applications and assessments: each source's ranking per role is a run
AS_RUN = ("give each source's ranking of the candidates (the screening model's, the scorecards', an assessment's) as "
          "a run, a role a query and each candidate a document (the application id, app:58213), the score higher for "
          "the better: 'ROLE Q0 APPLICATION RANK SCORE SOURCE'; the outcomes are the qrels, 'ROLE 0 APPLICATION "
          "GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("conceptType", "conceptUri", "preferredLabel"), "an ESCO classification table (skills_en.csv, occupations_en.csv:"
                                                      " conceptType, conceptUri, ..., preferredLabel, altLabels)"),
    (("O*NET-SOC Code",), "an O*NET database file (O*NET-SOC Code, Element ID, Element Name, Scale ID, Data Value)"),
    (("Candidate", "Test", "Similarity check"), "a Codility test report (Candidate, Email, Test, ..., Total score, "
                                                "Similarity check)"),
    (("First Name", "Last Name", "URL", "Connected On"), "LinkedIn's Connections.csv export (First Name, Last Name, "
                                                         "URL, Email Address, Company, Position, Connected On)"),
)


def recruiting_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    # the doors hand over the first two lines that hold text: the note LinkedIn writes above the header is the second
    if first == "Notes:" and any(ln.startswith("First Name,Last Name,") or "your connection data" in ln
                                 for ln in lines[1:]):
        what: str | None = ("LinkedIn's Connections.csv export (a 'Notes:' preamble, then First Name, Last Name, URL, "
                            "..., Connected On)")
    else:
        what = named_table(header_cells(first), _TABLES)
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def recruiting_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a Europass CV (its SkillsPassport root after the prolog)."""
    root = xml_root(text)
    if root is None or root.local != "SkillsPassport" or "europass" not in root.attributes.lower():
        return None
    return root.line, f"is a Europass CV (SkillsPassport XML: a candidate's CV), {_NOT_LINES}{AS_RUN}"


def recruiting_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_RESUME = "a JSON Resume (basics, work, education, skills: one candidate's CV), " + _NOT_LINES + AS_RUN
_GREENHOUSE = ("Greenhouse Harvest's applications (id, candidate_id, applied_at, ..., jobs, current_stage), "
               + _NOT_LINES + AS_RUN)
_LEVER = "Lever's opportunities answer (data: id, name, headline, stage, stageChanges; hasNext), " + _NOT_LINES + AS_RUN
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
RECRUITING_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"basics"', '"work"', '"education"'), _RESUME),
    (("jsonresume/resume-schema",), _RESUME),
    (('"candidate_id"', '"applied_at"', '"current_stage"'), _GREENHOUSE),
    (('"confidentiality"', '"stageChanges"'), _LEVER),
)


def recruiting_document(obj: object) -> str | None:
    """What a JSON Resume, a Greenhouse application or Lever's answer loaded in Python and given as runs is, or None:
    only what no run ``{qid: {docid: score}}`` can be (a str, a number or a list where a run holds mappings)."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("basics"), dict) and isinstance(obj.get("work", []), list) and (
            "work" in obj or "$schema" in obj):
        return _RESUME
    if "candidate_id" in obj and "applied_at" in obj and not isinstance(obj["candidate_id"], dict):
        return _GREENHOUSE
    if isinstance(obj.get("data"), list) and isinstance(obj.get("hasNext"), bool):
        return _LEVER
    return None
