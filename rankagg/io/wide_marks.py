"""UTF-16 and UTF-32 text told by its byte-order mark, decoded: the text reader's rule for such a file
(:func:`rankagg.io.text_input.wide_text_at`) and the fields' declarations
(:func:`rankagg.io.field_catalogue.catalogue_text`) read it here, so that neither imports the other."""

from __future__ import annotations

__all__ = ["WIDE_TEXT", "wide_decoded"]

#: the byte-order marks of the encodings Windows tools write by default (PowerShell's '>', Excel's "Unicode Text"),
#: UTF-32's before UTF-16's (UTF-32LE's mark opens with UTF-16LE's)
_WIDE_BOMS = ((b"\xff\xfe\0\0", "UTF-32", "utf-32-le"), (b"\0\0\xfe\xff", "UTF-32", "utf-32-be"),
              (b"\xff\xfe", "UTF-16", "utf-16-le"), (b"\xfe\xff", "UTF-16", "utf-16-be"))
#: how much of a file behind its byte-order mark is decoded to tell a declared field's file (32 KiB)
WIDE_TEXT = 1 << 15


def wide_decoded(raw: bytes) -> tuple[str, str] | None:
    """(the encoding's name, the text behind its byte-order mark, up to :data:`WIDE_TEXT` bytes of it) when ``raw`` (a
    file's first bytes) opens with a UTF-16 or UTF-32 byte-order mark; None for any other file."""
    for bom, name, codec in _WIDE_BOMS:
        if raw.startswith(bom):
            return name, raw[len(bom):WIDE_TEXT].decode(codec, "ignore")
    return None
