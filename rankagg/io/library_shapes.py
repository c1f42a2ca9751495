"""Library files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31g_):
a university library's ranking of e-resources and search results across discovery layers and usage reports (MARC 21, MARCXML, COUNTER 5 reports, KBART, OAI-PMH, Primo and Summon exports).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["LIBRARY_JSON", "LIBRARY_OUTPUTS", "library_binary", "library_columns", "library_document", "library_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
LIBRARY_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
LIBRARY_OUTPUTS: dict[str, str] = {}


def library_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def library_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def library_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def library_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
