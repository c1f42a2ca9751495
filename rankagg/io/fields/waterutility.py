"""A water utility's network operations and asset management files (issue 45's thirty-eighth bar, u38a_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

WATERUTILITY = Field(team="a water utility's network operations files (u38a_)", advice="", files=tuple[FieldFile, ...]())
