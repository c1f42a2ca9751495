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
from rankagg.io.app_store_shapes import app_store_wide
from rankagg.io.line_form_store import compiled
from rankagg.io.wide_marks import WIDE_TEXT, wide_decoded

__all__ = ["BOM", "BLANKS", "InputFormatWarning", "strict_float", "grade_value", "read_bytes", "read_text",
           "refuse_wide_text", "wide_text", "wide_text_at", "fields_of", "strip_blanks", "text_lines",
           "refuse_separator_hint", "run_or_qrels_line"]

BOM = "\ufeff"
#: the blanks that separate fields in every text format rankagg reads: C's ``isspace`` without the line end
#: (trec_eval splits there; so do the official LETOR tools and R's readers).  A no-break space, NEL, U+2028,
#: U+001C and the other characters Python's ``str.split``, ``strip`` and ``splitlines`` also take as blanks or
#: line ends are part of a field, on every reader, as in TREC runs (issue 45's "Unicode \\s in one place")
BLANKS = " \t\r\f\v"
_FIELD_SPLIT = compiled(r"[ \t\r\f\v]+")
_LINE_END = compiled(r"\r\n|\r|\n")


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


_NUMBER = compiled(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\Z", re.ASCII)


def strict_float(text: str) -> float:
    """A number token as C's ``strtod`` reads the whole of it: ASCII digits, an optional sign, point and
    exponent.  Python's ``float`` also takes ``1_0`` (10; C reads 1), other scripts' digits and words
    (``nan``, ``inf``): those raise ``ValueError`` here, so a reader can name the line."""
    if not _NUMBER.match(text):
        raise ValueError(f"not a number: {text!r}")
    return float(text)


def is_number(text: str) -> bool:
    """Whether ``text`` is a number by :func:`strict_float`'s rule (a table's cell, a column's value)."""
    return _NUMBER.match(text) is not None


def run_or_qrels_line(line: str) -> bool:
    """Whether ``line`` reads as a TREC run line (six fields, the fifth a number) or a qrels line (four, a whole
    grade last): what a field's recogniser must never claim, whatever words its ids happen to be."""
    fields = fields_of(line)
    return ((len(fields) == 6 and is_number(fields[4]))
            or (len(fields) == 4 and grade_value(fields[3]) is not None))


#: a grade's text where trec_eval's ``atol`` reads the number written: an integer, or an integral decimal (``2.0``,
#: ``-1.00``, ``+3.``: a float column written by pandas or R); ``1.5`` (atol: 1), ``1e1`` (atol: 1), ``0x1`` (atol: 0),
#: a blank-padded ``' 2'`` and other scripts' digits would be misread or are no token of a qrels line
_GRADE = compiled(r"([+-]?[0-9]+)(?:\.0*)?\Z", re.ASCII)


def grade_value(text: str) -> int | None:
    """A relevance grade given as text, read as a qrels file's grade is (every door: the qrels reader, and the
    in-process qrels of ``rankagg.evaluate``: a frame read with ``dtype=str``, a dict, an Arrow table of strings),
    or None when trec_eval would read another number than the one written."""
    found = _GRADE.match(text)
    return int(found.group(1)) if found else None


def read_bytes(path: str | os.PathLike) -> bytes:
    """Whole file as bytes, gzip decompressed (recognised by its magic bytes, not the name), through the input
    guard (:mod:`rankagg.io.guard`: a regular file, within the memory limit, no line longer than its cap)."""
    from rankagg.io.guard import check_line_lengths, read_input_bytes, require_input

    p = Path(path)
    require_input(p)
    if p.is_dir():
        raise InputFormatError(p, None, "is a directory, expected a file")
    raw = read_input_bytes(p)
    check_line_lengths(raw, p)
    return raw


_WIDE_HEAD = 256
#: what to do with an app store tool's export once it is UTF-8 (rankagg.io.app_store_shapes.AS_RUN, said short)
_APP_STORE_ADVICE = ("give each tracker's keyword ranks as a run ('QUERY Q0 APP RANK SCORE TRACKER', the keyword and "
                     "country a query, photo+editor|US) and the install estimates as qrels")


def refuse_wide_text(path: str | os.PathLike, raw: bytes) -> None:
    """Refuse UTF-16 and UTF-32 text at line 1, by its byte-order mark or, without one, by its NUL bytes (ASCII
    characters in UTF-16 are one NUL in two bytes, in UTF-32 three in four): without a BOM such a file is valid
    UTF-8, each character followed or preceded by NULs, and a reader would report whatever its parser trips on
    first ('not JSON', 'no header line', an item '\\x00B\\x00R...' on line 2).  A stray NUL further on is the
    readers' rule (a NUL in an id is refused; one in a LETOR comment is read by no one).  A declared field's text
    file in UTF-16 is named at its line (:func:`wide_text_at`)."""
    told = wide_text_at(raw)
    if told is not None:
        raise InputFormatError(path, *told)


def wide_text(raw: bytes) -> str | None:
    """Why ``raw`` (a file's first bytes, or all) is UTF-16 or UTF-32 text (:func:`refuse_wide_text`), or None."""
    told = wide_text_at(raw)
    return None if told is None else told[1]


def wide_text_at(raw: bytes) -> tuple[int, str] | None:
    """(line, why) when ``raw`` (a file's first bytes, or all) is UTF-16 or UTF-32 text, or None: line 1, unless the
    text behind its byte-order mark is a declared field's file (Microsoft's Keyboard Layout Creator saves its .klc
    sources in UTF-16: u58b_klc_as_run), named for what it is at the line its declaration names."""
    wide = wide_decoded(raw)
    if wide is not None:
        name, text = wide
        # a tool that writes UTF-16 by default is named by its header: Google Play Console's reports (u29f_)
        what = app_store_wide(text[:2048])
        if what is None:
            # imported here: the fields' hundred declarations load only when a UTF-16 file meets a door
            from rankagg.io.field_catalogue import catalogue_text
            declared = catalogue_text(raw[:WIDE_TEXT])
            if declared is not None:
                return declared[0], f"{name} text (its byte-order mark) that {declared[1]}; rankagg reads UTF-8"
        return 1, f"{name} text (its byte-order mark){'' if what is None else ' that ' + what}: rankagg reads " \
                  f"UTF-8; save the file as UTF-8{'' if what is None else ', and ' + _APP_STORE_ADVICE}"
    head = raw[:_WIDE_HEAD]
    if len(head) >= 4 and head.count(0) * 4 >= len(head):
        counted = f"NUL bytes between the characters ({head.count(0)} of the first {len(head)} bytes)"
        if _wide_ascii(head):
            return 1, f"{counted}: UTF-16 or UTF-32 text without a byte-order mark; rankagg reads UTF-8 text"
        # a recording's or an index's header (a BLF's 'LOGG', an MDF's 'MDF     ', a GRIB2 message) was told "UTF-16
        # or UTF-32 text": its NULs fall where no text's do, so it is named binary, with its first bytes to look up
        return 1, (f"{counted}: binary data, no text (its first bytes are {bytes(head[:12])!r}); rankagg reads "
                   "UTF-8 text")
    return None


def _wide_ascii(head: bytes) -> bool:
    """Whether ``head`` is ASCII text in UTF-16 or UTF-32 without a byte-order mark: in one of the code-unit widths
    and byte orders, nine in ten units are a printable ASCII character (or a tab or line end) beside NULs."""
    for width in (2, 4):
        units = [head[i:i + width] for i in range(0, len(head) - len(head) % width, width)]
        for low_first in (True, False):
            ascii_units = sum(1 for u in units
                              if (u[0] if low_first else u[-1]) in _TEXT_BYTES
                              and not any(u[1:] if low_first else u[:-1]))
            if units and ascii_units * 10 >= len(units) * 9:
                return True
    return False


#: the bytes of ASCII text: printable characters, tabs and line ends
_TEXT_BYTES = frozenset(range(0x20, 0x7f)) | {0x09, 0x0a, 0x0d}


def read_text(path: str | os.PathLike) -> str:
    """Whole file as text (plain or gzip), without a leading UTF-8 byte-order mark; UTF-16 and UTF-32 text
    refused naming the encoding (:func:`refuse_wide_text`)."""
    raw = read_bytes(path)
    refuse_wide_text(path, raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputFormatError(path, line, "not valid UTF-8 text") from None
    # a BOM (Windows editors) would otherwise become part of the first qid
    return text[1:] if text.startswith(BOM) else text


#: Excel's separator hint, as Excel writes and reads it (and quoted, as some exporters write it)
_SEPARATOR_HINT = compiled(r'"?sep=.?"?[ \t]*', re.IGNORECASE)


def refuse_separator_hint(path: str | os.PathLike, text: str) -> None:
    """Refuse a delimited table whose first line is Excel's separator hint (``sep=,``, ``sep=;``): a setting to
    Excel, which splits the file at that character, and the header to pandas, R and every CSV reader, which then
    read the real header as a row (a table of lists would rank its headings as items)."""
    lines = text_lines(text[:4096])
    first = next((i for i, line in enumerate(lines) if line.strip(BLANKS)), None)
    if first is not None and _SEPARATOR_HINT.fullmatch(lines[first]):
        raise InputFormatError(path, first + 1, f"{lines[first]!r} is Excel's separator hint, no header (pandas and R "
                                                "would read it as the header, and the table's header as a row): "
                                                "delete that line")
