"""A hotel metasearch team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31n_): OpenTravel (OTA) messages and Google Hotel Center price feeds (their root after the prolog), Amadeus',
Tripadvisor's and Expedia Rapid's API answers (files and loaded documents), Inside Airbnb's listings and Booking.com's
reviews dataset (files and frames).  They were told a field count or a generic header or JSON note; each is named for
what it is, with what to give instead."""

from __future__ import annotations

from typing import Any, Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "TRAVEL_JSON", "travel_columns", "travel_document", "travel_head", "travel_shape"]

#: what to do with offers, content and reviews: each ranking model's order of a stay's hotels is a run
AS_RUN = ("give each ranking model's order (the price model's, the review model's, a partner's) as a run, a "
          "destination and stay a query and each hotel a document (its property id, htl:88213), the score higher for "
          "the better: 'DESTINATION/STAY Q0 HOTEL RANK SCORE MODEL'; the bookings are the qrels, 'DESTINATION/STAY 0 "
          "HOTEL GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("listing_url", "scrape_id", "host_id"), "Inside Airbnb's listings (id, listing_url, scrape_id, ..., price, "
                                              "review_scores_rating)"),
    (("Hotel_Address", "Hotel_Name", "Reviewer_Score"), "Booking.com's hotel reviews dataset (Hotel_Address, ..., "
                                                        "Reviewer_Score, Tags)"),
)


def travel_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    what = named_table(header_cells(lines[0]), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def travel_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an OpenTravel message or a Google Hotel Center price feed."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local.startswith("OTA_") and "opentravel.org" in root.attributes:
        what = f"an OpenTravel message ({root.local}: the OTA XML a hotel's distribution system answers with)"
    elif root.local == "Transaction" and "<Result" in text and ("<Baserate" in text or "<Property>" in text):
        what = "a Google Hotel Center price feed (Transaction: a Result per Property, Checkin, Nights, Baserate)"
    else:
        return None
    return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"


def travel_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_AMADEUS = "Amadeus' Hotel Search answer (data: hotel-offers, each a hotel and its offers), " + _NOT_LINES + AS_RUN
_TRIPADVISOR = ("Tripadvisor's Content API answer (data: location_id, name, address_obj), " + _NOT_LINES + AS_RUN)
_EXPEDIA = ("Expedia Rapid's property content ({property_id: name, address, ratings, location}), " + _NOT_LINES
            + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
TRAVEL_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"hotel-offers"', '"hotelId"'), _AMADEUS),
    (('"location_id"', '"address_obj"'), _TRIPADVISOR),
    (('"property_id"', '"ratings"', '"address"'), _EXPEDIA),
)


def _first_record(obj: dict[Any, Any]) -> Any:
    data = obj.get("data")
    return data[0] if isinstance(data, list) and data else None


def travel_document(obj: object) -> str | None:
    """What Amadeus', Tripadvisor's or Expedia Rapid's answer loaded in Python and given as runs is, or None: only
    what no run ``{qid: {docid: score}}`` can be (a list, or text where a run holds mappings)."""
    if not isinstance(obj, dict) or not obj:
        return None
    record = _first_record(obj)
    if isinstance(record, dict) and (record.get("type") == "hotel-offers" or isinstance(record.get("hotel"), dict)):
        return _AMADEUS
    if isinstance(record, dict) and "location_id" in record and isinstance(record.get("address_obj"), dict):
        return _TRIPADVISOR
    if all(isinstance(v, dict) and isinstance(v.get("property_id"), str) for v in obj.values()):
        return _EXPEDIA
    return None
