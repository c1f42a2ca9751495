"""An electronics contract manufacturer's PCB assembly files (issue 45's thirty-fifth bar, u35a_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

PCBASSEMBLY = Field(
    team="an electronics contract manufacturer's PCB assembly files (u35a_)",
    advice="",
    files=())
