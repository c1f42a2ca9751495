"""A club DJ collective's and label's files (issue 45's thirty-seventh bar, u37b_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

DJING = Field(team="a club DJ collective's and label's files (u37b_)", advice="", files=tuple[FieldFile, ...]())
