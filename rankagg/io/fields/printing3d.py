"""An additive-manufacturing print farm's files (issue 45's thirty-fifth bar, u35c_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

PRINTING3D = Field(
    team="an additive-manufacturing print farm's files (u35c_)",
    advice="",
    files=())
