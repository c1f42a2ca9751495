"""A national weather service's forecast verification team's files (issue 45's thirty-sixth bar, u36g_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

METEOROLOGY = Field(
    team="a national weather service's forecast verification team's files (u36g_)",
    advice="",
    files=())
