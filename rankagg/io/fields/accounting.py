"""A corporate accounting and audit analytics team's files (issue 45's thirty-fifth bar, u35f_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

ACCOUNTING = Field(
    team="a corporate accounting and audit analytics team's files (u35f_)",
    advice="",
    files=())
