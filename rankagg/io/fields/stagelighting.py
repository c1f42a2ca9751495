"""A theatre and live-events lighting department's files (issue 45's thirty-seventh bar, u37c_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

STAGELIGHTING = Field(team="a theatre and live-events lighting department's files (u37c_)", advice="", files=tuple[FieldFile, ...]())
