"""A university library's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31g_): MARC 21 records (ISO 2709), MARCXML, MarcEdit's mnemonic text, COUNTER reports (Release 5 tab-separated
text and SUSHI JSON, Release 4 headers), KBART holdings, OAI-PMH responses, RIS exports, Primo's, Summon's and
Crossref's API answers and an EZproxy (web server) access log.  They were told a field count ("expected 6 fields",
"expected 4 fields") or a generic header or JSON note; each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "LIBRARY_JSON", "LIBRARY_OUTPUTS", "library_binary", "library_columns", "library_document",
           "library_head", "library_shape"]

#: what to do with a catalogue's, a usage report's or a discovery layer's file: each source's ranking is a run
AS_RUN = ("give each source's ranking (a discovery layer's relevance, usage counted from COUNTER, a librarian's "
          "list) as a run, a subject or search a query and each title a document (its ISSN or ISBN, issn_0009-2665), "
          "the score higher for the better: 'SUBJECT Q0 TITLE RANK SCORE SOURCE'; the faculty's or assessors' grades "
          "are the qrels, 'SUBJECT 0 TITLE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: ISO 2709's leader as MARC 21 fills it: the record length, status, type, level, ..., 'a22', the base address of
#: data, ..., '4500' (its entry map); its fields end in 0x1E, its subfields start with 0x1F, a record ends in 0x1D
_MARC_LEADER = compiled(r"^\d{5}[acdnp][a-z][a-z ][ a]a22\d{5}[ 0-9A-Za-z][ a-z]{2}4500")
#: MarcEdit's mnemonic form (.mrk): '=LDR  ' and the leader, then '=TAG  ' lines
_MRK = compiled(r"^=(?:LDR|\d{3}) {2}\S")
#: COUNTER Release 5's report header (tab-separated or CSV), and Release 4's first cell
_COUNTER_R5 = compiled(r'^"?Report_Name"?[\t,]')
_COUNTER_R4 = compiled(r'^"?(?:Journal|Book|Database|Platform|Multimedia|Title) Report \d+\w* ?\(R4\)')
_KBART = ("publication_title", "print_identifier", "online_identifier")
#: RIS (the Research Information Systems tagged format): 'TY  - JOUR' opens a reference, 'ER  - ' ends it
_RIS = compiled(r"^TY {2}- [A-Z]{2,6}\s*$")
#: the NCSA/Apache common log format EZproxy writes by default (%h %l %u %t "%r" %s %b)
_ACCESS_LOG = compiled(r'^\S+ \S+ \S+ \[\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}\] "[A-Z]+ ')
_COUNTER_BODY = ("Title", "Platform", "Metric_Type", "Reporting_Period_Total")


def library_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff")
    what = None
    if _MARC_LEADER.match(first) and "\x1e" in first:
        what = ("MARC 21 records in ISO 2709 (a 24-character leader, a directory, fields ending in 0x1E: a "
                "catalogue's export; pymarc or MarcEdit read it)")
    elif _MRK.match(first):
        what = "MarcEdit's mnemonic MARC text (.mrk: '=LDR  ' and '=TAG  ' lines, subfields after '$')"
    elif _COUNTER_R5.match(first) or _COUNTER_R4.match(first):
        what = ("a COUNTER usage report (its header block: Report_Name, Report_ID, Release, ..., then a row per title "
                "and metric, counts by month), read it with pandas past its header")
    elif all(k in first.split("\t") for k in _KBART):
        what = ("a KBART holdings file (publication_title, print_identifier, online_identifier, coverage dates, "
                "title_url: a provider's title list), read it with pandas")
    elif _RIS.match(first):
        what = "a RIS export (tagged references: 'TY  - JOUR', 'TI  - ', 'SN  - ', 'ER  - ')"
    elif _ACCESS_LOG.match(first):
        what = ("an EZproxy or web server access log (the NCSA common log format: host, user, [time], \"request\", "
                "status, bytes), requests to count, no ranking yet")
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def library_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is MARCXML or an OAI-PMH response (their root after the XML prolog)."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local in ("collection", "record") and "loc.gov/MARC21/slim" in root.attributes:
        what = "MARCXML (MARC 21 records as XML: collection, record, leader, controlfield, datafield)"
    elif root.local == "OAI-PMH":
        what = "an OAI-PMH response (a repository's harvest: responseDate, request, ListRecords or GetRecord)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def library_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    cells = {str(n) for n in names}
    if all(k in cells for k in _KBART):
        return f"is a KBART holdings file (publication_title, print_identifier, online_identifier, ...), no runs: {AS_RUN}"
    if all(k in cells for k in _COUNTER_BODY):
        return ("is a COUNTER usage report's table (Title, Platform, Metric_Type, Reporting_Period_Total, a column "
                f"per month), no runs: its counts per title are a run's scores once chosen; {AS_RUN}")
    return None


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
LIBRARY_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"Report_Header"', '"Report_ID"'),
     "a COUNTER usage report from SUSHI (Report_Header, Report_Items with Performance counts), " + _NOT_LINES + AS_RUN),
    (('"info"', '"docs"', '"pnx"'),
     "a Primo search API answer (info, docs with their pnx records, facets), " + _NOT_LINES + AS_RUN),
    (('"recordCount"', '"documents"', '"facetFields"'),
     "a Summon API answer (recordCount, documents, facetFields), " + _NOT_LINES + AS_RUN),
    (('"message-type"', '"message-version"', '"message"'),
     "a Crossref REST API answer (status, message-type, message with its items), " + _NOT_LINES + AS_RUN),
)


def library_document(obj: object) -> str | None:
    """What a SUSHI report or a discovery layer's answer loaded in Python and given as runs is, or None: their headers
    and records are text and lists, where a run's queries hold mappings."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("Report_Header"), dict):
        return LIBRARY_JSON[0][1]
    if isinstance(obj.get("docs"), list) and isinstance(obj.get("info"), dict):
        return LIBRARY_JSON[1][1]
    if isinstance(obj.get("documents"), list) and "recordCount" in obj:
        return LIBRARY_JSON[2][1]
    if isinstance(obj.get("message-type"), str) and "message" in obj:
        return LIBRARY_JSON[3][1]
    return None


def library_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``: none of the library's
    files is binary (MARC 21 is text with control characters, told by :func:`library_shape`)."""
    return None


#: the field's output names: a KBART file is read by the knowledge bases by its columns, no TREC line
LIBRARY_OUTPUTS: dict[str, str] = {
    ".kbart": "a KBART holdings file (a knowledge base's tab-separated title list)",
}
