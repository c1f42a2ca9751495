"""A public procurement office's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31d_): OCDS release and record packages (files and loaded documents) and OCDS releases flattened by flatten-tool,
UBL documents by their root (a TED eForms notice, an ESPD request or response, a Tender, any other UBL 2 document),
TED's open data CSVs, USAspending.gov's award downloads (files and frames), SAM.gov's and Prozorro's API answers.
They were told a field count or a generic header or JSON note; each is named for what it is, with what to give
instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "PROCUREMENT_JSON", "procurement_columns", "procurement_document", "procurement_head",
           "procurement_shape"]

#: what to do with notices, awards and bids: each panel's scores of a lot's bids are a run
AS_RUN = ("give each evaluation panel's scores (the technical panel's, the price formula's, past performance) as a "
          "run, a tender's lot a query and each bid a document (bid:0042), the score higher for the better: "
          "'TENDER/LOT Q0 BID RANK SCORE PANEL'; the award decisions are the qrels, 'TENDER/LOT 0 BID GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("ocid", "id", "date", "tag"), "an OCDS release flattened by flatten-tool (main.csv: ocid, id, date, tag, "
                                    "tender/..., awards/...)"),
    (("contract_award_unique_key", "award_id_piid"), "a USAspending.gov award download (contract_transaction_unique"
                                                     "_key, award_id_piid, ..., federal_action_obligation)"),
    (("ID_NOTICE_CAN",), "TED's open data CSV of contract award notices (ID_NOTICE_CAN, ..., CAE_NAME, WIN_NAME)"),
    (("ID_NOTICE_CN",), "TED's open data CSV of contract notices (ID_NOTICE_CN, ..., CAE_NAME, CPV)"),
)
#: UBL 2's namespaces: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
_UBL = "urn:oasis:names:specification:ubl:schema:xsd:"
_EFORMS_NOTICES = frozenset({"ContractNotice", "ContractAwardNotice", "PriorInformationNotice"})
_ESPD = frozenset({"QualificationApplicationRequest", "QualificationApplicationResponse"})


def procurement_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is (a table of notices, releases or awards),
    with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    what = named_table(header_cells(lines[0]), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def procurement_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a UBL 2 document (an eForms notice, an ESPD, a Tender...), told by its
    root element's namespace after the prolog."""
    root = xml_root(text)
    if root is None or _UBL not in root.attributes:
        return None
    if root.local in _EFORMS_NOTICES:
        what = f"a TED eForms notice (UBL {root.local}-2: the notice the Publications Office publishes)"
    elif root.local in _ESPD:
        what = f"an ESPD document (the European Single Procurement Document: UBL {root.local}-2)"
    else:
        what = f"a UBL {root.local} document (OASIS Universal Business Language: {root.local}-2)"
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def procurement_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_OCDS = ("an OCDS {package} package (the Open Contracting Data Standard: uri, publisher, publishedDate, {package}s "
         "with ocid), " + _NOT_LINES + AS_RUN)
_SAM = "SAM.gov's Get Opportunities answer (totalRecords, limit, offset, opportunitiesData), " + _NOT_LINES + AS_RUN
_PROZORRO = ("a Prozorro tender from its public API (data: tenderID, procurementMethodType, status, bids, lots), "
             + _NOT_LINES + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
PROCUREMENT_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    # a record package's records hold their releases too: asked first
    (('"records"', '"ocid"', '"compiledRelease"'), _OCDS.format(package="record")),
    (('"releases"', '"ocid"', '"publisher"'), _OCDS.format(package="release")),
    (('"totalRecords"', '"opportunitiesData"'), _SAM),
    (('"tenderID"', '"procurementMethodType"'), _PROZORRO),
)


def procurement_document(obj: object) -> str | None:
    """What an OCDS package, SAM.gov's or Prozorro's answer loaded in Python and given as runs is, or None: only
    what no run ``{qid: {docid: score}}`` can be (a str, a number or a list where a run holds mappings)."""
    if not isinstance(obj, dict):
        return None
    for package in ("record", "release"):
        items = obj.get(f"{package}s")
        # an OCDS sign beside the list: its publisher, or an ocid in its first item (any document may hold a uri and
        # an empty list of records: u34's empty-list property)
        if not isinstance(items, list):
            continue
        signed = isinstance(obj.get("publisher"), dict) or bool(items and isinstance(items[0], dict)
                                                                 and "ocid" in items[0])
        if signed and isinstance(obj.get("uri", obj.get("publishedDate")), str):
            return _OCDS.format(package=package)
    if isinstance(obj.get("opportunitiesData"), list):
        return _SAM
    data = obj.get("data")
    if isinstance(data, dict) and isinstance(data.get("tenderID"), str):
        return _PROZORRO
    return None
