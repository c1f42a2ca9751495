"""A music-notation and MIR team's files (issue 45's thirty-fifth bar, u35b_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

MUSICNOTATION = Field(
    team="a music-notation and MIR team's files (u35b_)",
    advice="",
    files=())
