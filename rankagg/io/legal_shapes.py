"""A legal research team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31o_): CourtListener's search answers and bulk opinions, Caselaw Access Project cases (files and loaded documents),
Akoma Ntoso and USLM documents (their root after the prolog), COLIEE's case law labels (files, and loaded as runs or
qrels: ``{case: [noticed cases]}``) and a list of case citations (a brief's table of authorities, whose '(1994)' had
been read as an sclite utterance id).  They were told a field count or a generic header or JSON note; each is named
for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "LEGAL_JSON", "legal_citations", "legal_columns", "legal_document", "legal_head", "legal_json",
           "legal_shape"]

#: what to do with cases, statutes and labels: each source's ranking of the authorities per question is a run
AS_RUN = ("give each source's ranking of the authorities (BM25's, a dense retriever's, the citator's) as a run, a "
          "research question a query and each authority a document (its citation key, cap:12345 or usc:17-107), the "
          "score higher for the better: 'QUESTION Q0 AUTHORITY RANK SCORE SOURCE'; the partners' picks are the qrels, "
          "'QUESTION 0 AUTHORITY GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: a reported case's citation at a line's end: volume, reporter, first page, (court and) year: '510 U.S. 569 (1994)',
#: '804 F.3d 202 (2d Cir. 2015)'
_CITATION = compiled(r"\b\d{1,4} [A-Z][\w.]*(?: [A-Z][\w.]*){0,3} \d{1,5}(?:, \d{1,5})? \([^()]*\b\d{4}\)$")
#: COLIEE's task 1 labels: {"001.txt": ["014.txt", ...], ...}
_COLIEE = compiled(r'^\s*\{\s*"[^"\\]+\.txt"\s*:\s*\[\s*(?:"[^"\\]+\.txt"\s*[,\]])')
_COLIEE_FIX = ("COLIEE's case law labels (JSON {query case: [noticed cases]}), not a ranking: as qrels, each noticed "
               "case graded 1: {case: {noticed: 1 for noticed in cases} for case, cases in labels.items()}")

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("plain_text", "html_with_citations", "cluster_id"), "CourtListener's bulk opinions (id, date_created, ..., "
                                                          "plain_text, html, ..., cluster_id)"),
)


def legal_citations(lines: Sequence[str]) -> str | None:
    """What a file whose first lines are all case citations is: asked before sclite's trn files, whose lines end
    with '(utterance id)' as a citation's end with '(1994)'."""
    body = [ln.strip() for ln in lines if ln.strip()]
    if not body or not all(_CITATION.search(ln) for ln in body):
        return None
    return ("is a list of case citations (a table of authorities: 'Campbell v. Acuff-Rose Music, Inc., 510 U.S. 569 "
            "(1994)'), not TREC run or qrels lines: resolve each to an id (eyecite, CourtListener's citation lookup), "
            f"then {AS_RUN}")


def legal_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    what = named_table(header_cells(lines[0]), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def legal_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an Akoma Ntoso or a USLM document (their root after the prolog)."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local == "akomaNtoso":
        what = "an Akoma Ntoso document (OASIS LegalDocML: akomaNtoso, an act or judgment, meta, body)"
    elif root.local in ("uscDoc", "lawDoc") and "uslm" in root.attributes:
        what = "a USLM document (the US Code's or a law's XML: uscDoc, meta, main)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def legal_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


def legal_json(text: str) -> str | None:
    """What a JSON file's first bytes ``text`` are when they are COLIEE's labels (no fixed key to look for)."""
    return _COLIEE_FIX if _COLIEE.match(text.lstrip("\ufeff")) else None


_COURTLISTENER = ("CourtListener's search answer (count, next, previous, results with caseName, court, dateFiled), "
                  + _NOT_LINES + AS_RUN)
_CAP = ("a Caselaw Access Project case (id, name, decision_date, citations, court, casebody), " + _NOT_LINES
        + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
LEGAL_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"absolute_url"', '"caseName"'), _COURTLISTENER),
    (('"name_abbreviation"', '"decision_date"'), _CAP),
)


def legal_document(obj: object) -> str | None:
    """What CourtListener's answer, a CAP case or COLIEE's labels loaded in Python and given as runs or qrels is, or
    None: only what no run or qrels ``{qid: {docid: value}}`` can be (a list, a number or a text for a query)."""
    if not isinstance(obj, dict) or not obj:
        return None
    results = obj.get("results")
    if isinstance(results, list) and results and isinstance(results[0], dict) and "caseName" in results[0]:
        return _COURTLISTENER
    if isinstance(obj.get("name_abbreviation"), str) and "decision_date" in obj:
        return _CAP
    if all(isinstance(k, str) and k.endswith(".txt") and isinstance(v, list) and all(
            isinstance(c, str) for c in v) for k, v in obj.items()):
        return _COLIEE_FIX
    return None
