"""Opening an input: the one text opener (gzip-aware, BOM dropped) and trec_eval's number.

A reader names the file (and the 1-based line when there is one) in every
error: a missing file, a directory, a truncated or corrupt gzip stream, text
that is not UTF-8.  A UTF-8 byte-order mark at the start of a file is dropped
(``docs/reliability.md``).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from rankagg.io._errors import InputFormatError

__all__ = ["BOM", "BLANKS", "InputFormatWarning", "strict_float", "read_bytes", "read_text", "fields_of",
           "strip_blanks", "text_lines"]

BOM = "\ufeff"
#: the blanks that separate fields in every text format rankagg reads: C's ``isspace`` without the line end
#: (trec_eval splits there; so do the official LETOR tools and R's readers).  A no-break space, NEL, U+2028,
#: U+001C and the other characters Python's ``str.split``, ``strip`` and ``splitlines`` also take as blanks or
#: line ends are part of a field, on every reader, as in TREC runs (issue 45's "Unicode \\s in one place")
BLANKS = " \t\r\f\v"
_FIELD_SPLIT = re.compile(r"[ \t\r\f\v]+")
_LINE_END = re.compile(r"\r\n|\r|\n")


def fields_of(line: str, maxsplit: int = 0) -> list[str]:
    """The fields of ``line`` split at :data:`BLANKS` only (``maxsplit`` as ``re.split``'s); none for a blank line."""
    line = line.strip(BLANKS)
    return _FIELD_SPLIT.split(line, maxsplit) if line else []


def strip_blanks(text: str) -> str:
    """``text`` without :data:`BLANKS` at its ends (``str.strip`` would also drop a no-break space)."""
    return text.strip(BLANKS)


def text_lines(text: str) -> list[str]:
    """The lines of a text: ended by LF, CRLF or CR (Python's universal newlines), never by VT, FF, U+001C..U+001E,
    NEL or U+2028/2029, which ``str.splitlines`` also takes as line ends."""
    return _LINE_END.split(text)


class InputFormatWarning(UserWarning):
    """Input rankagg reads on purpose, but differently from trec_eval; the message names the file (once per
    file: each message is distinct, and Python shows a distinct warning once)."""


_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\Z", re.ASCII)


def strict_float(text: str) -> float:
    """A number token as C's ``strtod`` reads the whole of it: ASCII digits, an optional sign, point and
    exponent.  Python's ``float`` also takes ``1_0`` (10; C reads 1), other scripts' digits and words
    (``nan``, ``inf``): those raise ``ValueError`` here, so a reader can name the line."""
    if not _NUMBER.match(text):
        raise ValueError(f"not a number: {text!r}")
    return float(text)


def read_bytes(path: str | os.PathLike) -> bytes:
    """Whole file as bytes, gzip decompressed (recognised by its magic bytes, not the name), through the input
    guard (:mod:`rankagg.io.guard`: a regular file, within the memory limit, no line longer than its cap)."""
    from rankagg.io.guard import check_line_lengths, read_input_bytes

    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such file")
    if p.is_dir():
        raise InputFormatError(p, None, "is a directory, expected a file")
    raw = read_input_bytes(p)
    check_line_lengths(raw, p)
    return raw


def read_text(path: str | os.PathLike) -> str:
    """Whole file as text (plain or gzip), without a leading UTF-8 byte-order mark."""
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputFormatError(path, line, "not valid UTF-8 text") from None
    # a BOM (Windows editors) would otherwise become part of the first qid
    return text[1:] if text.startswith(BOM) else text
