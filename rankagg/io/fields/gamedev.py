"""A game studio's live-ops and telemetry files (issue 45's thirty-fourth bar, u34e_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

GAMEDEV = Field(
    team="a game studio's live-ops and telemetry files (u34e_)",
    advice="",
    files=())
