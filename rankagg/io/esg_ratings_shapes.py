"""A sustainable-finance desk's files, told by their first lines, so that a run, qrels or weights door names what
they are and says what to give instead of a field count (issue 45's twenty-seventh bar, companies ranked across ESG
rating agencies: an XBRL instance, an inline XBRL report and a taxonomy schema were told "expected 6 fields, found
3", a Bloomberg, FactSet or LSEG download, a CDP response export and an EU Taxonomy table "a table of ranked lists").

* XML, by its root element and namespaces (the head of the file: an inline report declares its namespaces over
  many lines): an XBRL instance (``xbrli:xbrl``), an inline XBRL report (XHTML declaring the inlineXBRL namespace:
  ESEF's annual reports), an XBRL taxonomy schema or linkbase, a taxonomy package's ``taxonomyPackage.xml``.
* Tables, by their header (the first two lines): a Bloomberg terminal export (field mnemonics, ``#N/A N/A`` cells,
  ``AAPL UW Equity`` tickers), a FactSet screen, an LSEG Workspace (Refinitiv) download, MSCI ESG Manager's and
  Sustainalytics' exports, a CDP response export, FinDatEx's EET (SFDR) / EMT / EPT templates, an EU Taxonomy KPI
  table, a controversy monitor's list.

Each agency's ratings of a universe's companies, best first, are a run's list: the note says so."""

from __future__ import annotations

import csv
import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import xml_root

__all__ = ["esg_filing_shape", "esg_table_shape", "AS_RUN"]

#: what to do with a filing or a vendor's table: each agency's ratings of a universe's companies are a run
AS_RUN = ("give each rating agency as a run, a universe and date (MSCI_World_2026Q3, no blank) a query and its "
          "companies the documents, each by one token (its ISIN or LEI, not a name or a ticker with a blank), the "
          "score a number higher for the better company (letter grades as numbers, MSCI's AAA 7 down to CCC 1; "
          "Sustainalytics' ESG Risk and ISS's decile negated, lower is better there): 'UNIVERSE Q0 ISIN RANK SCORE "
          "AGENCY' (or rankagg.fuse({agency: {universe: {isin: score}}})); the companies judged later are the qrels, "
          "'UNIVERSE 0 ISIN 1' for one that kept its rating (or stayed free of controversy), 0 for one downgraded")
_NOT_LINES = "not TREC run, qrels or weights lines: "

_XBRL_INSTANCE_NS = "http://www.xbrl.org/2003/instance"
_INLINE_NS = ("http://www.xbrl.org/2013/inlinexbrl", "http://www.xbrl.org/2008/inlinexbrl")
def esg_filing_shape(text: str) -> tuple[int, str] | None:
    """(line, what it is and what to do) for an XBRL filing or taxonomy file starting ``text``, or None."""
    root = xml_root(text)
    if root is None:
        return None
    line, name = root.line, root.local
    low = text.lower()
    xbrl = "http://www.xbrl.org/" in low
    what = ("an XBRL instance (a filing's facts: contexts, units and tagged values; an ESRS or ISSB sustainability "
            "statement, a financial report)" if name == "xbrl" and _XBRL_INSTANCE_NS in low
            else "an inline XBRL (iXBRL) report (XHTML with ix: facts: an ESEF annual report, a filer's sustainability "
                 "statement)" if name == "html" and any(ns in low for ns in _INLINE_NS)
            else "an XBRL taxonomy schema (XML Schema declaring a taxonomy's concepts)" if name == "schema" and xbrl
            else "an XBRL linkbase (a taxonomy's labels, presentation or calculation arcs)"
            if name == "linkbase" and xbrl
            else "an XBRL taxonomy package's metadata (taxonomyPackage.xml)" if name == "taxonomyPackage" else None)
    if what is None:
        return None
    held = ("a company's reported facts" if name in ("xbrl", "html") else "a taxonomy's concepts, no company's facts")
    return line, (f"is {what}, {_NOT_LINES}it holds {held}, no agency's ranking; read the ratings (or the facts you "
                  "score companies by, with an XBRL processor such as Arelle) and " + AS_RUN)


def _cells(line: str) -> list[str]:
    """A header line's cells, split at its separator (CSV quoting kept), stripped and lower case."""
    sep = max((",", ";", "\t"), key=line.count)
    return [c.strip().lower() for c in next(csv.reader([line], delimiter=sep), [])]


_IDS = {"isin", "lei", "cusip", "sedol", "ticker", "symbol", "instrument", "issuer_isin", "issuer isin", "ric",
        "company isin", "entity id", "figi"}
_BBG_NA = compiled(r"#N/A (?:N/A|Field Not Applicable|Invalid Security|Requesting Data|Not Available)")
_YELLOW_KEY = compiled(r"\b[A-Z0-9/.]+ [A-Z]{2} (?:Equity|Corp|Govt|Index)\b")
_FINDATEX = compiled(r"\d{5}_(eet|emt|ept|cept)_version")


def _vendor(cells: list[str], header: str, text: str) -> str | None:
    """Which vendor's ESG table a header ``cells`` (the line ``header``) over rows ``text`` is, or None."""
    have = set(cells)
    esg = [c for c in cells if re.search(r"esg|msci|sustainalytics|cdp|sasb|truvalue|controvers|carbon|climate", c)]
    template = _FINDATEX.fullmatch(cells[0])
    if template is not None:
        kind = template.group(1).upper()
        return (f"FinDatEx's {kind} data template (numbered fields '00001_{kind}_Version;...': "
                + ("the EET, a fund's SFDR and MiFID sustainability data" if kind == "EET" else "a fund's data")
                + "), a product's disclosures, no company's rating")
    if {"account number", "questionnaire"} <= have and ("response answer" in have or "question number" in have):
        return "a CDP response export (a row per organisation's answer to each questionnaire question)"
    if any("economic activit" in c for c in cells) and any(re.search(r"turnover|capex|opex", c) for c in cells):
        return ("an EU Taxonomy KPI table (Article 8's turnover, CapEx or OpEx template: a row per economic "
                "activity), a company's own disclosure, no ranking of companies")
    if "instrument" in have and any(c.startswith("esg") for c in cells):
        return "an LSEG Workspace (Refinitiv Eikon) download (Instrument as a RIC, the ESG scores and grades)"
    if "iva_company_rating" in have or "issuer_isin" in have:
        return "an MSCI ESG Manager export (ISSUER_ISIN, IVA_COMPANY_RATING, ...)"
    # a Bloomberg field mnemonic is upper case with underscores (ESG_DISCLOSURE_SCORE); a security's yellow key
    # follows its ticker and exchange (AAPL UW Equity)
    mnemonic = any(re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", c.strip(" \"'")) for c in re.split(r"[,;\t]", header))
    if esg and (_BBG_NA.search(text) is not None or _YELLOW_KEY.search(text) is not None
                or (mnemonic and "ticker" in have)):
        return "a Bloomberg terminal export (BDP / BQL fields per security, '#N/A N/A' where a field has no value)"
    if ("symbol" in have or "fsym_id" in have or any("factset" in c for c in cells)) and esg:
        return "a FactSet screen or download (Symbol, Company Name, ...; a source and copyright footer)"
    if any(c.startswith("esg risk") for c in cells) and any("sustainalytics" in c or "entity" in c for c in cells):
        return "a Sustainalytics ESG Risk Ratings export (ESG Risk Score and Category: lower is better)"
    if have & _IDS and any("controvers" in c for c in cells):
        return "a controversy monitor's list (a company per row, its controversy flag or level)"
    if have & _IDS and esg:
        return "an ESG ratings table (a company per row, an agency's ratings in columns)"
    return None


def esg_table_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a data vendor's or a filer's table named ``name`` whose first lines are ``lines`` is, and what to do, or
    None.  A header of three cells or more, none a number, is asked: a TREC run's or qrels' first line holds numbers."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    cells = _cells(lines[0])
    if len(cells) < 3 or any(re.fullmatch(r"[-+]?\d+(?:\.\d*)?", c) for c in cells):
        return None
    vendor = _vendor(cells, lines[0], "\n".join(lines))
    if vendor is None:
        return None
    return (f"is {vendor}, {_NOT_LINES}read it with pandas (pd.read_csv with na_values=['#N/A N/A'], skipfooter= "
            "for a download's footer lines), convert each agency's grades to numbers and " + AS_RUN)
