"""A cryo-electron microscopy facility's files (issue 45's thirty-fifth bar, u35i_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

CRYOEM = Field(
    team="a cryo-electron microscopy facility's files (u35i_)",
    advice="",
    files=())
