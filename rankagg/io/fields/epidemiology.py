"""A public-health surveillance unit's files (issue 45's thirty-fourth bar, u34d_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

EPIDEMIOLOGY = Field(
    team="a public-health surveillance unit's files (u34d_)",
    advice="",
    files=())
