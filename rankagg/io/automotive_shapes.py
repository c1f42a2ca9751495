"""Automotive files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31h_):
a driver-assistance team's ranking of perception stacks per scenario across test drives (Vector DBC and ASC logs, BLF, MDF4, OpenSCENARIO, OpenDRIVE, CARLA leaderboard results).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["AUTOMOTIVE_JSON", "AUTOMOTIVE_OUTPUTS", "automotive_binary", "automotive_columns", "automotive_document", "automotive_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
AUTOMOTIVE_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
AUTOMOTIVE_OUTPUTS: dict[str, str] = {}


def automotive_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def automotive_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def automotive_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def automotive_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
