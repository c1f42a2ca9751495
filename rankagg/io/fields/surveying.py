"""A land-survey and geodesy office's files (issue 45's thirty-fourth bar, u34f_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

SURVEYING = Field(
    team="a land-survey and geodesy office's files (u34f_)",
    advice="",
    files=())
