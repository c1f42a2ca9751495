"""A retailer's merchandising and point-of-sale files (issue 45's thirty-fourth bar, u34c_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

RETAIL = Field(
    team="a retailer's merchandising and point-of-sale files (u34c_)",
    advice="",
    files=())
