"""A film and TV post-production team's files (issue 45's thirty-fifth bar, u35d_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

POSTPRODUCTION = Field(
    team="a film and TV post-production team's files (u35d_)",
    advice="",
    files=())
