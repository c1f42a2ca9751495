"""What a field module declares its files with: the declaration's classes (:class:`Field`, :class:`FieldFile`, kept in
:mod:`rankagg.io.field_declaration`, outside this package, so that the doors can build them without importing every
field) and the forms and heads the declarations share."""

from __future__ import annotations

import struct

from rankagg.io.field_declaration import Field, FieldFile

__all__ = ["Field", "FieldFile", "NAME_FIELD", "SQLITE_HEAD", "ranked_from_the_top", "stored_member"]

#: a typed sheet's field that holds a person's name (a player, a pilot): a letter first, and never a run's Q0, so that
#: a lookalike form asking for it in the second field claims no TREC run line
NAME_FIELD = r"(?!Q0[ \t])[^\W\d_][\w.'-]*"
#: an SQLite 3 database's 100-byte header (page size 4096, no application id): a declared database's example is
#: this, then its schema page's CREATE TABLE texts, where the declaration's marks are
SQLITE_HEAD = b"SQLite format 3\x00\x10\x00\x01\x01\x00\x40\x20\x20" + b"\x00" * 84


def ranked_from_the_top(rest: str) -> str:
    """A typed ranked list's ``line`` form: its first two lines ranked 1 and 2, each followed by ``rest`` (what comes
    after the rank).  A list typed by hand starts at its top; a form that let any number open a line claimed any
    sheet of a number and a few fields (a curator's shortlist and a mapper leaderboard: 103 of 20,000 random typed
    sheets)."""
    return rf"\A1{rest}\r?\n2{rest}$"


def stored_member(name: bytes, data: bytes, time: int, date: int) -> bytes:
    """A zip's local file header for ``name``, stored (not deflated), then its ``data``: the head of a zipped format
    for a declaration's example (``time`` and ``date`` in MS-DOS form; the CRC is left 0, the doors read heads)."""
    return (b"PK\x03\x04" + struct.pack("<5H3I2H", 20, 0, 0, time, date, 0, len(data), len(data), len(name), 0)
            + name + data)
