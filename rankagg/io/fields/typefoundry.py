"""A type foundry's font QA team's files (issue 45's thirty-sixth bar, u36e_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

TYPEFOUNDRY = Field(
    team="a type foundry's font QA team's files (u36e_)",
    advice="",
    files=())
