"""Agriculture files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31c_):
a plant-breeding team's ranking of cultivars per trial site across seasons and traits (BrAPI JSON, Field Book exports, DSSAT and ICASA files, ASReml output, variety trial tables).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["AGRICULTURE_JSON", "AGRICULTURE_OUTPUTS", "agriculture_binary", "agriculture_columns", "agriculture_document", "agriculture_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
AGRICULTURE_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
AGRICULTURE_OUTPUTS: dict[str, str] = {}


def agriculture_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def agriculture_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def agriculture_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def agriculture_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
