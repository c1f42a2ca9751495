"""A cognitive psychology lab's files (issue 45's thirty-sixth bar, u36i_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

PSYCHLAB = Field(
    team="a cognitive psychology lab's files (u36i_)",
    advice="",
    files=())
