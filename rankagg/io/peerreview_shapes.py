"""A conference programme committee's files where a run, the judgements or a table are read (issue 45's thirty-first
bar, u31m_): OpenReview's notes, HotCRP's JSON export, EasyChair's and Microsoft CMT's exports, the ACL Anthology's
XML, DBLP records, Semantic Scholar's and arXiv's API answers and paper-reviewer affinity scores (the Toronto Paper
Matching System's).  They were told a field count, a generic header or JSON note; each is named for what it is, with
what to give instead (files, loaded documents and frames)."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "PEERREVIEW_JSON", "PEERREVIEW_OUTPUTS", "peerreview_binary", "peerreview_columns",
           "peerreview_document", "peerreview_head", "peerreview_shape"]

#: what to do with a reviewing system's export: each source's ranking of the submissions is a run
AS_RUN = ("give each source's ranking (the reviewers' mean score, the area chairs', calibrated scores) as a run, a "
          "track or area a query and each submission a document (sub-1042), the score higher for the better: "
          "'TRACK Q0 SUBMISSION RANK SCORE SOURCE'; the decisions are the qrels, 'TRACK 0 SUBMISSION GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the exports, by their systems' columns: (columns every such export has, what it is)
_TABLES = (
    (("#", "Authors", "Title", "Decision"),
     "EasyChair's submissions export (#, Authors, Title, Submitted, ..., Decision)"),
    (("Paper ID", "Paper Title", "Track Name"), "Microsoft CMT's papers export (Paper ID, Paper Title, Track Name, "
                                                "..., Status)"),
    (("paper_id", "reviewer_email", "score"),
     "paper-reviewer affinity scores (paper_id, reviewer_email, score: the Toronto Paper Matching System's, "
     "TPMS, as OpenReview imports them)"),
)


def peerreview_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    what = named_table(header_cells(lines[0]), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def peerreview_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is the ACL Anthology's XML, a DBLP record or an arXiv API answer (their
    root after the XML prolog), or an EasyChair export whose header starts with '#' (which the readers skip)."""
    first = text.lstrip("\ufeff").split("\n", 1)[0].strip()
    if first.startswith("#,") and named_table(first.split(","), _TABLES) is not None:
        return 1, f"is {named_table(first.split(','), _TABLES)}, read it with pandas, {_NOT_LINES}{AS_RUN}"
    root = xml_root(text)
    if root is None:
        return None
    if root.local == "collection" and re.search(r'\bid="\d{4}\.[a-z]', root.attributes) and "<volume" in text:
        what = "the ACL Anthology's XML (collection, volume, paper: a venue's proceedings)"
    elif root.local == "dblp":
        what = "a DBLP record (dblp, inproceedings or article: authors, title, venue, year)"
    elif root.local == "feed" and "arxiv.org/api" in text:
        what = "an arXiv API answer (an Atom feed of entries: id, title, summary, authors)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def peerreview_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_OPENREVIEW = ("OpenReview's notes (notes with id, forum, number, invitations and content; count: a venue's "
               "submissions or reviews), " + _NOT_LINES + AS_RUN)
_HOTCRP = ("HotCRP's JSON export (a paper per record: pid, title, status, authors, reviews), " + _NOT_LINES + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
PEERREVIEW_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"notes"', '"forum"', '"invitation'), _OPENREVIEW),
    (('"pid"', '"title"', '"status"', '"authors"'), _HOTCRP),
    (('"total"', '"offset"', '"paperId"'),
     "a Semantic Scholar API answer (total, offset, next, data with paperId and title), " + _NOT_LINES + AS_RUN),
)


def peerreview_document(obj: object) -> str | None:
    """What OpenReview's notes or HotCRP's export loaded in Python and given as runs is, or None."""
    # notes that are there: an empty list holds no forum (ArchivesSpace's records hold "notes": []: u34g_api_)
    if isinstance(obj, dict) and isinstance(obj.get("notes"), list) and obj["notes"] \
            and all(isinstance(n, dict) and "forum" in n for n in obj["notes"][:3]):
        return _OPENREVIEW
    # the export is a list of papers: given as runs, each paper is read as one run (run1, run2, ...)
    papers = obj if isinstance(obj, list) and obj else [obj]
    if all(isinstance(p, dict) and isinstance(p.get("pid"), int) and "title" in p and ("status" in p or "authors" in p)
           for p in papers[:3]):
        return _HOTCRP
    return None


def peerreview_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead): none of the reviewing systems' exports is binary."""
    return None


#: the field's output names: every name the committee writes (.bib, .tex, .ics) is already catalogued
PEERREVIEW_OUTPUTS: dict[str, str] = {}
