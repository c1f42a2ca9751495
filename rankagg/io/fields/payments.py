"""A bank's payments operations files (issue 45's thirty-fourth bar, u34a_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

PAYMENTS = Field(
    team="a bank's payments operations files (u34a_)",
    advice="",
    files=())
