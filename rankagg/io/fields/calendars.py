"""Calendars, which many tools export and no field owns: iCalendar (RFC 5545; issue 45's sixty-third bar met a rodeo
circuit's, exported from Google Calendar: u63a_circuit_calendar_as_run)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

CALENDARS = Field(
    team="any tool's calendars (no field's own)",
    advice="a calendar holds events, no ranking: give each source's ranking as 'QUERY Q0 DOCUMENT RANK SCORE TAG' "
           "lines, a line a ranked document",
    files=(
        FieldFile("an iCalendar file (.ics: BEGIN:VCALENDAR, PRODID, VERSION, a VEVENT per event)",
                  "BEGIN:VCALENDAR\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nVERSION:2.0\n", 1,
                  line=r"\ABEGIN:VCALENDAR[ \t]*\r?\n(?:[A-Z-]+[:;][^\n]*\r?\n){0,8}?(?:PRODID|VERSION):"),
    ),
    generic=True)
