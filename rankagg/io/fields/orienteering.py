"""An orienteering club's results and coaching team's files (issue 45's thirty-ninth bar, u39a_): placeholder, to be
declared."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

ORIENTEERING = Field(team="an orienteering club's results and coaching team's files (u39a_)", advice="",
                     files=tuple[FieldFile, ...]())
