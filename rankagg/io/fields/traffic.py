"""A city traffic engineering department's files (issue 45's thirty-seventh bar, u37h_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

TRAFFIC = Field(team="a city traffic engineering department's files (u37h_)", advice="", files=tuple[FieldFile, ...]())
