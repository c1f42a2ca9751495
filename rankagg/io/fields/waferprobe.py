"""A semiconductor fab's wafer sort and yield team's files (issue 45's thirty-sixth bar, u36a_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

WAFERPROBE = Field(
    team="a semiconductor fab's wafer sort and yield team's files (u36a_)",
    advice="",
    files=())
