"""A wildlife telemetry group's files (issue 45's thirty-fourth bar, u34i_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

ANIMALTRACKING = Field(
    team="a wildlife telemetry group's files (u34i_)",
    advice="",
    files=())
