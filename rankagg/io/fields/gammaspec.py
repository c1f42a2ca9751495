"""A gamma spectrometry laboratory's files (issue 45's thirty-sixth bar, u36c_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

GAMMASPEC = Field(
    team="a gamma spectrometry laboratory's files (u36c_)",
    advice="",
    files=())
