"""A contract bridge club's tournament directors' files (issue 45's thirty-ninth bar, u39b_): placeholder, to be
declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

BRIDGE = Field(team="a contract bridge club's tournament directors' files (u39b_)", advice="",
               files=tuple[FieldFile, ...]())
