"""An ad platform's files where a run, the judgements or a table are read (issue 45's thirty-second bar, u32j_):
OpenRTB bid requests and responses and sellers.json files (files and documents loaded in Python), VAST and VMAP tags
(their roots), ads.txt files, and Google Ad Manager reports and Prebid's bid logs (files and frames).  They were told
a field count or a generic note; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import xml_root

__all__ = ["ADTECH_JSON", "AS_RUN", "adtech_columns", "adtech_document", "adtech_head", "adtech_shape"]

#: what to do with bid requests, tags and reports: each model's ranking of a placement's creatives is a run
AS_RUN = ("give each model's ranking of the creatives (a click-through model's, a conversion model's, the account "
          "managers') as a run, a placement and audience a query and each creative a document (cr:88231), the score "
          "higher for the better: 'PLACEMENT/AUDIENCE Q0 CREATIVE RANK SCORE MODEL'; the A/B tests' lift is the "
          "qrels, 'PLACEMENT/AUDIENCE 0 CREATIVE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_PREBID = "Prebid's bid log (auctionId, adUnitCode, bidder, cpm, currency, timeToRespond, status, ...)"
_TABLES = ((("auctionId", "adUnitCode", "bidder", "cpm"), _PREBID),)
_REQUEST = "an OpenRTB bid request (id, imp with banner, video or native, site or app, device, user)"
_RESPONSE = "an OpenRTB bid response (id, seatbid with bid: impid, price, adm, ...)"
_SELLERS = ("a sellers.json file (IAB Tech Lab: contact_email, version, identifiers, sellers with seller_id, "
            "seller_type)")
ADTECH_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"imp"', '"device"'), f"{_REQUEST}, {_NOT_LINES}{AS_RUN}"),
    (('"seatbid"', '"impid"'), f"{_RESPONSE}, {_NOT_LINES}{AS_RUN}"),
    (('"sellers"', '"seller_id"', '"seller_type"'), f"{_SELLERS}, {_NOT_LINES}{AS_RUN}"),
)
_ADS_TXT = compiled(r"^[\w.-]+\.[A-Za-z]{2,}\s*,\s*[^,\s]+\s*,\s*(?:DIRECT|RESELLER)\b", re.I)


def _gam(cells: Sequence[str]) -> bool:
    return any(c.startswith("dimension.") for c in cells) and any(c.startswith("column.") for c in cells)


def adtech_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines:
        return None
    first = lines[0].lstrip("\ufeff").strip()
    cells = header_cells(first)
    if _ADS_TXT.match(first):
        what: str | None = ("an ads.txt file (IAB Tech Lab's Authorized Digital Sellers: domain, account id, DIRECT or "
                            "RESELLER, certification id)")
    elif _gam(sorted(cells)):
        what = "a Google Ad Manager report (Dimension.* and Column.* columns), read it with pandas"
    else:
        what = named_table(cells, _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def adtech_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a VAST or VMAP tag."""
    root = xml_root(text)
    if root is not None and root.local in ("VAST", "VMAP"):
        what = ("a VAST ad tag (IAB's Video Ad Serving Template: Ad, InLine or Wrapper, Creatives)" if root.local ==
                "VAST" else "a VMAP playlist (IAB's Video Multiple Ad Playlist: AdBreak, AdSource)")
        return root.line, f"is {what}, {_NOT_LINES}{AS_RUN}"
    return None


def adtech_document(obj: object) -> str | None:
    """What an OpenRTB message or a sellers.json file loaded in Python and given as runs is, or None."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("imp"), list) and ("site" in obj or "app" in obj or "device" in obj):
        return f"{_REQUEST}, {_NOT_LINES}{AS_RUN}"
    if isinstance(obj.get("seatbid"), list):
        return f"{_RESPONSE}, {_NOT_LINES}{AS_RUN}"
    if isinstance(obj.get("sellers"), list) and "version" in obj:
        return f"{_SELLERS}, {_NOT_LINES}{AS_RUN}"
    return None


def adtech_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    lowered = [str(n).strip().lower() for n in names]
    what = ("a Google Ad Manager report (Dimension.* and Column.* columns)" if _gam(lowered)
            else named_table(names, _TABLES))
    return None if what is None else f"is {what}, no runs: {AS_RUN}"
