"""The catalogue's line forms, compiled once on a machine instead of once in every process.

A door that asks the field catalogue (:mod:`rankagg.io.field_catalogue`) parses and compiles its line forms, about
seven hundred regular expressions, with ``re``'s parser, which is Python: 0.5 s of every command that reads a file
by its head (``rankagg fuse`` of two small runs took 0.8 s), paid again by each process.  What ``re``'s compiler
hands to ``_sre.compile`` (the program, its flags and groups) and what :mod:`rankagg.io.line_forms` reads off the
parsed form are plain numbers and texts: they are kept here, in a file beside Numba's cache (``NUMBA_CACHE_DIR``
when set, as :mod:`rankagg._numba_cache` sets it for a read-only install, else the package's ``__pycache__``), one
file per layout, CPython version, ``_sre`` program format and byte order.  An entry is used only when
``_sre.compile`` accepts its program (``_sre`` validates every program it is given: a damaged one raises); a
missing, unreadable or damaged file is a miss, and a file that cannot be written (a read-only install, a full
disk, ``ulimit -f``) is not written.  Nothing else changes: the rebuilt pattern equals ``re.compile``'s
(tests/io/test_line_form_store.py).  The io modules' own patterns, compiled at import, are kept the same way
(:func:`compiled`).  The file holds the entries in :mod:`marshal`'s format, which Python's own bytecode cache beside
it is written in (a store of 1,200 to 1,400 entries took 9 to 14 ms of every command to read as JSON, 5 to 8 as
marshal with its check), behind the CRC-32 of those bytes: a changed byte is a miss, never a value :mod:`marshal`
was not given."""

from __future__ import annotations

import array
import atexit
import base64
import binascii
import contextlib
import functools
import marshal
import os
import re
import re._compiler as _compiler  # type: ignore[import-not-found]
import re._parser as _parser  # type: ignore[import-not-found]
import sys
import zlib
from typing import Any

import _sre  # type: ignore[import-not-found]

__all__ = ["REFUSED", "built", "compiled", "entries_bytes", "parsed_program", "recalled", "remember", "store_path",
           "stored_entries", "stored_facts"]

#: a file of more entries than this (forms changed over many versions) is written again with this process's only
MOST_ENTRIES = 4096
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_new: dict[str, list[Any]] = {}


def store_path() -> str:
    """The store's file: its name says its layout, the interpreter, the ``_sre`` program format and the byte order
    its entries were made by."""
    folder = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(_PACKAGE, "__pycache__")
    return os.path.join(folder, f"rankagg-line-forms-{_LAYOUT}-{sys.implementation.cache_tag}-{_sre.MAGIC}-"
                                f"{sys.byteorder}.marshal")


#: the entries' layout: [the program's 32-bit words, deflated, as base64; then the caller's facts]: programs as JSON
#: lists of numbers took 40 ms of each command to load (1.4 MB), as text 5 ms (0.6 MB), each read only when asked;
#: 5: the file in marshal's format behind its CRC-32 (:func:`entries_bytes`)
_LAYOUT = 5
#: the array type of _sre's 32-bit words (None where there is none: nothing is kept)
_WORD = next((t for t in "IL" if array.array(t).itemsize == 4), None)


@functools.cache
def _stored() -> dict[str, Any]:
    if sys.implementation.name != "cpython" or _WORD is None:
        return {}
    try:
        with open(store_path(), "rb") as f:
            return stored_entries(f.read())
    except OSError:  # none yet, or unreadable
        return {}


def entries_bytes(entries: dict[str, Any]) -> bytes:
    """The store's bytes for ``entries``: the CRC-32 of their marshalled bytes, in hex, on a line, then those bytes."""
    data = marshal.dumps(entries)
    return b"%08x\n%s" % (zlib.crc32(data), data)


def stored_entries(raw: bytes) -> dict[str, Any]:
    """The entries the store's bytes ``raw`` hold, or none: a CRC-32 that is not its bytes' (a store cut short, a byte
    changed, a file of another layout) is a miss, so that only bytes :func:`entries_bytes` wrote reach
    :mod:`marshal` (which is not made to read any other)."""
    check, _, data = raw.partition(b"\n")
    if check != b"%08x" % zlib.crc32(data):
        return {}
    try:
        entries = marshal.loads(data)
    except (ValueError, EOFError, TypeError):  # bytes of another Python's marshal
        return {}
    return entries if isinstance(entries, dict) and all(isinstance(k, str) for k in entries) else {}


def recalled(key: str) -> tuple[list[int], list[Any]] | None:
    """The program and facts an earlier process kept for ``key`` (a form's text), or None (the facts unchecked: the
    caller rebuilds the pattern or ignores the entry)."""
    entry = _stored().get(key)
    if not (isinstance(entry, list) and entry and isinstance(entry[0], str)) or _WORD is None:
        return None
    words = array.array(_WORD)
    try:
        words.frombytes(zlib.decompress(base64.b64decode(entry[0], validate=True)))
    except (ValueError, binascii.Error, zlib.error):  # not base64, not deflated, or not whole words
        return None
    return words.tolist(), entry[1:]


def stored_facts(key: str) -> list[Any] | None:
    """The facts an earlier process kept for ``key`` beside its program, the program left as kept (the caller checks
    the facts), or None."""
    entry = _stored().get(key)
    return entry[1:] if isinstance(entry, list) and entry and isinstance(entry[0], str) else None


def remember(key: str, code: list[int], facts: list[Any]) -> None:
    """Keep the program ``code`` and the ``facts`` for ``key``: written when the process ends."""
    if _WORD is None:
        return
    if not _new:
        atexit.register(_save)
    _new[key] = [base64.b64encode(zlib.compress(array.array(_WORD, code).tobytes())).decode("ascii"), *facts]


def _save() -> None:
    stored = _stored()
    entries = {**stored, **_new} if len(stored) + len(_new) <= MOST_ENTRIES else dict(_new)
    path = store_path()
    part = f"{path}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(part, "wb") as f:
            f.write(entries_bytes(entries))
        os.replace(part, path)  # readers see the old file or the new one, never half of one
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(part)


def parsed_program(tree: Any, flags: int) -> tuple[list[int], list[Any]]:
    """What ``re``'s compiler hands ``_sre.compile`` for the parsed pattern ``tree``: its program, and its flags,
    groups' count, group names and indexes (``re._compiler.compile``'s)."""
    names: list[str | None] = [None] * tree.state.groups
    for name, k in tree.state.groupdict.items():
        names[k] = name
    return _compiler._code(tree, flags), [int(flags | tree.state.flags), tree.state.groups - 1,
                                          dict(tree.state.groupdict), names]


def built(pattern: str | bytes, code: list[int], made: list[Any]) -> re.Pattern[Any]:
    """The pattern ``_sre`` builds from a program and :func:`parsed_program`'s facts; ``_sre`` validates the program
    and raises (TypeError, ValueError, RuntimeError, OverflowError) on one it cannot run, as on facts of another
    layout."""
    made_flags, groups, groupdict, names = made
    return _sre.compile(pattern, made_flags, code, groups, groupdict, tuple(names))


#: what _sre refuses a kept entry with
REFUSED = (TypeError, ValueError, RuntimeError, OverflowError)


def compiled(pattern: str | bytes, flags: int = 0) -> re.Pattern[Any]:
    """``re.compile(pattern, flags)``, its program kept in the store: the shape modules' four hundred patterns,
    compiled at import, took 0.15 to 0.2 s of every command.  Kept under a key no line form has (a form's key is its
    text; this one starts with a NUL, its flags and whether it is bytes); equal to ``re.compile``'s pattern
    (tests/io/test_line_form_store.py)."""
    flags = int(flags)
    key = f"\0{flags}{'b' if isinstance(pattern, bytes) else 's'}\0" + (
        pattern.decode("latin-1") if isinstance(pattern, bytes) else pattern)
    entry = recalled(key)
    if entry is not None:
        with contextlib.suppress(*REFUSED):  # not an entry _sre runs: compiled anew
            return built(pattern, *entry)
    code, made = parsed_program(_parser.parse(pattern, flags), flags)
    remember(key, code, made)
    return built(pattern, code, made)
