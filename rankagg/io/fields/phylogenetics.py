"""A molecular phylogenetics lab's files (issue 45's thirty-fifth bar, u35e_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

PHYLOGENETICS = Field(
    team="a molecular phylogenetics lab's files (u35e_)",
    advice="",
    files=())
