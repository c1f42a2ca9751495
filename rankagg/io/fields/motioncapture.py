"""A biomechanics motion-capture lab's files (issue 45's thirty-fifth bar, u35j_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

MOTIONCAPTURE = Field(
    team="a biomechanics motion-capture lab's files (u35j_)",
    advice="",
    files=())
