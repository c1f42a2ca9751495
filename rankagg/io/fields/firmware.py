"""An embedded firmware team's files (issue 45's thirty-sixth bar, u36h_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

FIRMWARE = Field(
    team="an embedded firmware team's files (u36h_)",
    advice="",
    files=())
