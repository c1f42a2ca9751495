"""A property search platform's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31j_): RESO Web API answers, RETS search replies (COMPACT format), Zillow's ZHVI and ZORI tables, Redfin's market
tracker, realtor.com's inventory tables, the Ames housing data (Kaggle's House Prices), Walk Score's and ATTOM's API
answers and MISMO documents.  They were told a field count, a generic header or JSON note; each is named for what it
is, with what to give instead (files, loaded documents and frames)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "REALESTATE_JSON", "REALESTATE_OUTPUTS", "realestate_binary", "realestate_columns",
           "realestate_document", "realestate_head", "realestate_shape"]

#: what to do with a listing feed, a market table or a valuation: each ranker's ordering of the listings is a run
AS_RUN = ("give each ranker's ordering of the listings (a value model's, a matching model's, the agents' picks) as a "
          "run, a buyer profile or neighbourhood a query and each listing a document (its MLS id, mls:ACT1234567), the "
          "score higher for the better match: 'PROFILE Q0 LISTING RANK SCORE RANKER'; what buyers did (tours, offers) "
          "is the qrels, 'PROFILE 0 LISTING GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by the columns their publishers give them: (columns every such table has, what it is)
_TABLES = (
    (("RegionID", "SizeRank", "RegionName", "RegionType"),
     "a Zillow Research table (ZHVI or ZORI: RegionID, SizeRank, RegionName, RegionType, ..., a column per month)"),
    (("period_begin", "period_end", "period_duration", "region_type"),
     "Redfin's market tracker (Redfin Data Center: period_begin, period_end, region, property_type, "
     "median_sale_price, ...)"),
    (("month_date_yyyymm", "median_listing_price"),
     "a realtor.com research table (month_date_yyyymm, postal_code or cbsa_code, median_listing_price, ...)"),
    (("MSSubClass", "MSZoning", "LotArea"),
     "the Ames housing data (Kaggle's House Prices: Id, MSSubClass, MSZoning, ..., SalePrice: a row per house)"),
)
_RETS = compiled(r'^<RETS\s+ReplyCode="\d+"')


def realestate_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    if _RETS.match(first):
        return (f"is a RETS reply (the Real Estate Transaction Standard: RETS ReplyCode, COUNT, DELIMITER, COLUMNS and "
                f"DATA rows of listings), {_NOT_LINES}{AS_RUN}")
    what = named_table(header_cells(first), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def realestate_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a MISMO document or a RETS reply after an XML prolog."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local == "MESSAGE" and "mismo.org" in root.attributes:
        what = "a MISMO document (the mortgage industry's XML: MESSAGE, DEAL_SETS, an appraisal or a loan)"
    elif root.local == "RETS" and "ReplyCode" in root.attributes:
        what = "a RETS reply (the Real Estate Transaction Standard: COLUMNS and DATA rows of listings)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def realestate_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
REALESTATE_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    # an OData answer holds its records in 'value', a Walk Score answer its status and description beside the score:
    # a run whose documents are named @odata.context and ListingKey (or walkscore and ws_link) is neither
    (('"@odata.context"', '"value"', '"ListingKey"'),
     "a RESO Web API answer (OData: @odata.context, value with ListingKey, ListPrice, StandardStatus), "
     + _NOT_LINES + AS_RUN),
    (('"status"', '"walkscore"', '"description"', '"ws_link"'),
     "a Walk Score API answer (status, walkscore, description, ws_link, transit, bike: one address's scores), "
     + _NOT_LINES + AS_RUN),
    (('"status"', '"msg"', '"property"', '"identifier"'),
     "an ATTOM property API answer (status with msg and total, property with identifier, address, avm), "
     + _NOT_LINES + AS_RUN),
)


def realestate_document(obj: object) -> str | None:
    """What a RESO page or an ATTOM answer loaded in Python and given as runs is, or None: their fields are text and
    lists, where a run's queries hold mappings."""
    if not isinstance(obj, dict):
        return None
    if "@odata.context" in obj and isinstance(obj.get("value"), list):
        return REALESTATE_JSON[0][1]
    if isinstance(obj.get("status"), dict) and isinstance(obj.get("property"), list):
        return REALESTATE_JSON[2][1]
    return None


def realestate_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead): none of the platform's feeds is binary."""
    return None


#: the floor plans' and models' names (SketchUp's and Revit's own binaries), which their programs open, no TREC line
REALESTATE_OUTPUTS: dict[str, str] = {
    ".skp": "a SketchUp model (binary)",
    ".rvt": "a Revit model (binary)",
}
