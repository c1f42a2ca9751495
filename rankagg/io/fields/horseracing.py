"""A horse racing handicapping syndicate's files (issue 45's thirty-eighth bar, u38b_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

HORSERACING = Field(team="a horse racing handicapping syndicate's files (u38b_)", advice="", files=tuple[FieldFile, ...]())
