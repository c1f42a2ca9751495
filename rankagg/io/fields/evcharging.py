"""An EV charging network operator's files (issue 45's thirty-seventh bar, u37g_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

EVCHARGING = Field(team="an EV charging network operator's files (u37g_)", advice="", files=tuple[FieldFile, ...]())
