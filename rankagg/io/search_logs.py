"""Two tables of a search team's logs that no door of rankagg reads as they are, told by their header and rows, so
that each door names what they are and what to write instead (issue 45's twentieth bar, a travel site's hotel
rankers with Kaggle's 'Personalize Expedia Hotel Searches' files):

* :func:`ranked_id_table`: a table of ids in ranked order without scores, one row per query and document, the
  query's id repeated on each of its rows (a Kaggle submission ``SearchId,PropertyId``).  Given as a run it was
  told "expected 6 fields"; given to ``fuse`` it was read as two gene lists named ``SearchId`` and ``PropertyId``
  and refused as "item 2 appears twice in list SearchId".
* :func:`label_flags_note`: a judgements table whose labels are flag columns (``click_bool``, ``booking_bool``)
  rather than one grade: given as qrels it was told to name "its columns qid, docid, rel" without saying which.
"""

from __future__ import annotations

import csv
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import is_number

__all__ = ["RANKED_ID_FIX", "is_query_name", "label_flags_note", "ranked_id_table", "repeated_query_column"]

#: what to do with a table of ids in ranked order (no score): a frame with a rank column, or TREC run lines
RANKED_ID_FIX = ("read it with pandas, ids as text, name its query and document columns qid and docid, number each "
                 "query's rows from 1 as its rank (frame.groupby('qid').cumcount() + 1), add a run column and give "
                 "rankagg.fuse the frame, or write TREC run lines with a score falling with the rank")
#: a column flagging what a user did with a shown result (Expedia's click_bool and booking_bool, a shop's purchased)
_FLAG = compiled(r"(is_|has_)?(click|clicked|book|booked|booking|purchase|purchased|buy|bought|order|ordered|"
                 r"conversion|converted|cart|add_to_cart)(_bool|_flag)?")
#: the names of a query's id column in a search team's tables (Kaggle's Expedia SearchId, srch_id; a session's), and
#: in an applicant tracker's export (Greenhouse's Job ID, Workday's Requisition, req_id: a row per opening and candidate)
_QUERY_NAME = compiled(r"(search|srch|session|query|q|request|user|customer|visitor|impression|topic|job|req|"
                       r"requisition|opening|posting|vacancy)[_ \-]?"
                       r"(id|no|number|key)?")
#: the flags of a transaction, which weigh more than a click
_STRONG = compiled(r"book|purchas|buy|bought|order|conver")


def is_query_name(name: str) -> bool:
    """Whether a column's name reads as a query's, search's or session's id (``SearchId``, ``srch_id``, ``qid``)."""
    return _QUERY_NAME.fullmatch(name.strip().lower()) is not None


def repeated_query_column(columns: dict[str, list[str]]) -> tuple[str, str] | None:
    """The column named as a query's, search's or session's id whose value repeats on consecutive rows on at least
    half of them (a query's id on each of its documents), with its first repeated value; None when there is none or
    no other column beside it.  The name too, since a column of places or whole-number scores repeats on its ties
    (1 1 3 4 of a fault-localisation table, a league table's places: tests/io/test_sixteenth_bar_faults.py)."""
    if len(columns) < 2:
        return None
    for name, cells in columns.items():
        if not is_query_name(name):
            continue
        repeats = [a for a, b in zip(cells, cells[1:]) if a == b and a.strip()]
        if len(cells) >= 3 and len(repeats) >= 2 and 2 * len(repeats) >= len(cells) - 1:
            return name, repeats[0]
    return None


def ranked_id_table(lines: Sequence[str]) -> str | None:
    """What makes a header and the rows under it a table of ids in ranked order (``lines`` its first lines): at one
    separator (tab, comma, semicolon) two cells or more, none a number, every row as many cells, a column repeating
    its value on consecutive rows (:func:`repeated_query_column`) and no column of decimal numbers (a score would
    make it a long run table, named elsewhere).  None otherwise."""
    if len(lines) < 4:
        return None
    sep = next((c for c in "\t,;" if c in lines[0]), None)
    if sep is None:
        return None
    try:
        header, *rows = csv.reader(lines, delimiter=sep)
    except csv.Error:
        return None
    header = [c.strip() for c in header]
    if len(header) < 2 or any(not c or is_number(c) for c in header) or any(len(r) != len(header) for r in rows):
        return None
    columns = {h: [r[j].strip() for r in rows] for j, h in enumerate(header)}
    if any(is_number(c) and any(ch in c for ch in ".eE") for cells in columns.values() for c in cells):
        return None
    found = repeated_query_column(columns)
    if found is None:
        return None
    # the documents' column is the first that does not repeat as the query's does (an applicant tracker's export
    # keeps the requisition beside the job id: u21j_)
    docs = next((h for h in header if h != found[0] and not any(a == b for a, b in zip(columns[h], columns[h][1:]))),
                next(h for h in header if h != found[0]))
    return (f"column {found[0]!r} repeats {found[1][:40]!r} on consecutive rows, a query's id on each of its "
            f"documents, column {docs!r} its documents in ranked order, no score: a run saved as a table, as a "
            f"competition's submission is")


def label_flags_note(names: Sequence[str]) -> str | None:
    """How to make one grade of a judgements table whose labels are flag columns (two or more, or one beside no
    grade), or None when its header names no such column."""
    flags = [str(n).strip() for n in names if _FLAG.fullmatch(str(n).strip().lower())]
    if not flags:
        return None
    shown = ", ".join(flags)
    strong = next((f for f in flags if _STRONG.search(f.lower())), None)
    weak = next((f for f in flags if f != strong), None)
    grade = (f"5 where {strong} is 1, else 1 where {weak} is 1, else 0 (Kaggle's Expedia NDCG@38 labels)"
             if strong and weak else f"1 where {flags[0]} is 1, else 0")
    return (f"its labels are the flag column{'s' if len(flags) > 1 else ''} {shown}, not one grade: make one grade per "
            f"row, e.g. {grade}, and write it as the rel of qrels lines 'qid 0 docid rel' (or a frame with columns "
            "qid, docid, rel)")
