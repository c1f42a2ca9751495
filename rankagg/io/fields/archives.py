"""A national archive's digital-preservation files (issue 45's thirty-fourth bar, u34g_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

ARCHIVES = Field(
    team="a national archive's digital-preservation files (u34g_)",
    advice="",
    files=())
