"""Biodiversity files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31b_):
a biodiversity team's ranking of species and sites for conservation across distribution models and surveys (Darwin Core Archives, GBIF downloads, iNaturalist exports, Maxent outputs, IUCN Red List tables).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["BIODIVERSITY_JSON", "BIODIVERSITY_OUTPUTS", "biodiversity_binary", "biodiversity_columns", "biodiversity_document", "biodiversity_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
BIODIVERSITY_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
BIODIVERSITY_OUTPUTS: dict[str, str] = {}


def biodiversity_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def biodiversity_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def biodiversity_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def biodiversity_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
