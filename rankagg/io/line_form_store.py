"""The catalogue's line forms, compiled once on a machine instead of once in every process.

A door that asks the field catalogue (:mod:`rankagg.io.field_catalogue`) parses and compiles its line forms, about
seven hundred regular expressions, with ``re``'s parser, which is Python: 0.5 s of every command that reads a file
by its head (``rankagg fuse`` of two small runs took 0.8 s), paid again by each process.  What ``re``'s compiler
hands to ``_sre.compile`` (the program, its flags and groups) and what :mod:`rankagg.io.line_forms` reads off the
parsed form are plain numbers and texts: they are kept here, in a JSON file beside Numba's cache (``NUMBA_CACHE_DIR``
when set, as :mod:`rankagg._numba_cache` sets it for a read-only install, else the package's ``__pycache__``), one
file per CPython version and ``_sre`` program format.  An entry is used only when ``_sre.compile`` accepts its
program (``_sre`` validates every program it is given: a damaged one raises); a missing, unreadable or damaged file
is a miss, and a file that cannot be written (a read-only install, a full disk, ``ulimit -f``) is not written.
Nothing else changes: the rebuilt pattern equals ``re.compile``'s (tests/io/test_line_form_store.py)."""

from __future__ import annotations

import atexit
import contextlib
import functools
import json
import os
import sys
from typing import Any

import _sre  # type: ignore[import-not-found]

__all__ = ["recalled", "remember", "store_path"]

#: a file of more entries than this (forms changed over many versions) is written again with this process's only
MOST_ENTRIES = 4096
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_new: dict[str, list[Any]] = {}


def store_path() -> str:
    """The store's file: its name says the interpreter and the ``_sre`` program format its entries were made by."""
    folder = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(_PACKAGE, "__pycache__")
    return os.path.join(folder, f"rankagg-line-forms-{sys.implementation.cache_tag}-{_sre.MAGIC}.json")


@functools.cache
def _stored() -> dict[str, Any]:
    if sys.implementation.name != "cpython":
        return {}
    try:
        with open(store_path(), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError):  # none yet, unreadable, or cut short
        return {}
    return data if isinstance(data, dict) else {}


def recalled(line: str) -> list[Any] | None:
    """The entry an earlier process kept for the form ``line`` (unchecked: the caller rebuilds it or ignores it)."""
    entry = _stored().get(line)
    return entry if isinstance(entry, list) else None


def remember(line: str, entry: list[Any]) -> None:
    """Keep ``entry`` for the form ``line``: written when the process ends."""
    if not _new:
        atexit.register(_save)
    _new[line] = entry


def _save() -> None:
    stored = _stored()
    entries = {**stored, **_new} if len(stored) + len(_new) <= MOST_ENTRIES else dict(_new)
    path = store_path()
    part = f"{path}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(part, "w", encoding="utf-8") as f:
            json.dump(entries, f, separators=(",", ":"))
        os.replace(part, path)  # readers see the old file or the new one, never half of one
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(part)
