"""An amateur radio contest club's files (issue 45's thirty-seventh bar, u37a_): placeholder, to be declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

HAMRADIO = Field(team="an amateur radio contest club's files (u37a_)", advice="", files=tuple[FieldFile, ...]())
