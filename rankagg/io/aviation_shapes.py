"""Aviation files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31f_):
an airline operations team's ranking of routes and slots across delay forecasters (IGC logs, OpenFlights tables, ADS-B Exchange JSON, ARINC 424, OurAirports, BTS on-time tables).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["AVIATION_JSON", "AVIATION_OUTPUTS", "aviation_binary", "aviation_columns", "aviation_document", "aviation_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
AVIATION_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
AVIATION_OUTPUTS: dict[str, str] = {}


def aviation_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def aviation_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def aviation_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def aviation_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
