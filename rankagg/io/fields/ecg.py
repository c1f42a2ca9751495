"""A cardiology ECG core lab's files (issue 45's thirty-sixth bar, u36b_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

ECG = Field(
    team="a cardiology ECG core lab's files (u36b_)",
    advice="",
    files=())
