"""An analytical chemistry lab's spectral files (issue 45's thirty-fifth bar, u35g_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

SPECTROSCOPY = Field(
    team="an analytical chemistry lab's spectral files (u35g_)",
    advice="",
    files=())
