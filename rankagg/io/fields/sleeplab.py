"""A sleep medicine lab's files (issue 45's thirty-seventh bar, u37d_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

SLEEPLAB = Field(team="a sleep medicine lab's files (u37d_)", advice="", files=tuple[FieldFile, ...]())
