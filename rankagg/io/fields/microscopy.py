"""A light-microscopy imaging core's files (issue 45's thirty-sixth bar, u36f_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

MICROSCOPY = Field(
    team="a light-microscopy imaging core's files (u36f_)",
    advice="",
    files=())
