"""A sports-science and wearables team's files (issue 45's thirty-fourth bar, u34j_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

FITNESS = Field(
    team="a sports-science and wearables team's files (u34j_)",
    advice="",
    files=())
