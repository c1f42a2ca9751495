"""An audio post-production and mastering studio's files (issue 45's thirty-sixth bar, u36j_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

AUDIOPOST = Field(
    team="an audio post-production and mastering studio's files (u36j_)",
    advice="",
    files=())
