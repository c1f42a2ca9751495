"""Recsys files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31a_):
a recommender-systems team's ranking of recommenders per user segment across offline metrics and A/B tests (RecBole atomic files, MovieLens, LensKit, Elliot, Microsoft Recommenders, implicit).  Each is named for what it is, with what to give instead (filled in by the persona's fixes)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["RECSYS_JSON", "RECSYS_OUTPUTS", "recsys_binary", "recsys_columns", "recsys_document", "recsys_shape"]

#: (keys a JSON document's first bytes hold, what it is and what to give instead)
RECSYS_JSON: tuple[tuple[tuple[str, ...], str], ...] = ()
#: the field's output names (a suffix, lower case: what a file so named is)
RECSYS_OUTPUTS: dict[str, str] = {}


def recsys_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    return None


def recsys_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return None


def recsys_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs in Python is, or None."""
    return None


def recsys_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary file starting with ``head``, or None."""
    return None
