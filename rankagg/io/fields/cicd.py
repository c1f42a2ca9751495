"""A software team's CI and test-report files (issue 45's thirty-fifth bar, u35h_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

CICD = Field(
    team="a software team's CI and test-report files (u35h_)",
    advice="",
    files=())
