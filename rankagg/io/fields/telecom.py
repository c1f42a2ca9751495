"""A mobile operator's network operations files (issue 45's thirty-fourth bar, u34b_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

TELECOM = Field(
    team="a mobile operator's network operations files (u34b_)",
    advice="",
    files=())
