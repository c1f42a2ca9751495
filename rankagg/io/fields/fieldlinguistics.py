"""A field linguistics lab's files (issue 45's thirty-fourth bar, u34h_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

FIELDLINGUISTICS = Field(
    team="a field linguistics lab's files (u34h_)",
    advice="",
    files=())
