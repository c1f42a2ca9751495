"""Reading TREC run and qrels text into columns, fast and strictly (no rank matrix, no numba).

Each file is parsed by ``pyarrow.csv`` (or the pandas C parser when pyarrow is
not installed): with the tab as delimiter when its fields are separated by single
tabs (real TREC runs), as it is when they are separated by single spaces, after
each odd blank is made a space when blanks are mixed one per gap, and only else
after runs of blanks are made single spaces.  The strict checks (six fields,
four for qrels; a finite score; an int64 rank, with ``trust_rank`` only, since
trec_eval never reads that column; no document twice for one query of one run)
are array expressions; when one fails,
the file is read again by the line-by-line reader (:func:`_parse_run_lines`,
:func:`_parse_qrels_lines`), which is the specification and reports the file and
the 1-based line of the first fault.  Plain or gzip (magic bytes); a UTF-8
byte-order mark is dropped, with a warning naming the file (trec_eval would read it
as part of the first qid).  :mod:`rankagg.io.trec` builds rankings on top.

This module holds the bytes, the fast parsers and the token rules; the parsed string columns are coded in
:mod:`rankagg.io._text_columns`, runs are read in :mod:`rankagg.io._run_text` and qrels in
:mod:`rankagg.io._qrels_text`.
"""

from __future__ import annotations

import csv
import io
import os
import re
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

# pandas is imported by the functions that return DataFrames or parse without pyarrow, not here:
# reading runs for fusion then costs no pandas import (about half a second of start-up)

from rankagg.io._errors import InputFormatError
from rankagg.io.text_input import BLANKS, InputFormatWarning, read_bytes, wide_text_at
from rankagg.exceptions import warn_caller
from rankagg.io.line_form_store import compiled

__all__ = ["RUN_FIELDS", "QRELS_FIELDS", "fields_by_line", "refuse_nul", "blank_run_comments"]

RUN_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
QRELS_FIELDS = ("qid", "iter", "docid", "rel")
_ODD_BLANKS = (b"\t", b"\r", b"\f", b"\v")
_TO_SPACE = bytes.maketrans(b"\t\r\f\v", b"    ")
# the line readers split on these (ASCII) blanks only, as trec_eval does (C's isspace) and as the fast
# parsers do: a no-break space or other Unicode blank is part of a field, on every path
_TEXT_BLANKS = BLANKS
_TEXT_SPLIT = compiled(r"[ \t\r\f\v]+")


#: the comment lines NIST trec_eval 10.0 skips: in a run, a line whose first non-blank byte is '#'
#: (get_trec_results.c); in qrels, a line whose first byte is '#' (get_qrels.c)
_RUN_COMMENT = compiled(rb"^[ \t\r\f\v]*#[^\n]*", re.M)
_QRELS_COMMENT = compiled(rb"^#[^\n]*", re.M)


#: the bytes a field starts after: a line's start, or an ASCII blank (trec_eval's isspace)
_FIELD_BREAKS = frozenset((_TEXT_BLANKS + "\n").encode("ascii"))


def _hex_in_integer_field(raw: bytes, names: Sequence[str], numeric: dict[str, str]) -> bool:
    """Whether a field read as an integer (a run's rank, a qrels grade) starts like ``0x`` (after a sign or not),
    which the fast parsers read as hexadecimal.  Only those fields: a docid such as CORD-19's ``0xfq7n2e``
    (TREC-COVID) is text, and sent every file that held one to the line reader (14 times slower on round 5 with
    trust_rank).  Each '0x' is found by NumPy (round 2's 74 MB hold 10,671, in docids) and its field counted on its
    line: a regular expression counting every line's fields to the integer's had taken 1.6 s of round 2's reading
    with trust_rank (30 ms a run), more than the rest of the job; this takes 0.07 s, less than asking whether
    the text holds '0x' at all (a search for two bytes is not memchr's)."""
    integers = {i for i, name in enumerate(names) if numeric.get(name) == "int64"}
    if not integers:
        return False
    codes = np.frombuffer(raw, dtype=np.uint8)
    # an 'x' or 'X' (a letter's lower case is its upper case with the bit 0x20 set), then the '0' before it: the
    # letters first, rarer than zeros in a run (four times faster than asking each byte pair)
    letters = np.flatnonzero((codes[1:] | 0x20) == 0x78)
    for at in letters[codes[letters] == 0x30].tolist():
        start = at - 1 if at and raw[at - 1] in b"+-" else at
        if start and raw[start - 1] not in _FIELD_BREAKS:
            continue  # within a field ('10x', 'a0x'), not at its start
        if len(raw[raw.rfind(b"\n", 0, start) + 1:start].split()) in integers:
            return True
    return False


# ------------------------------------------------------------------ bytes
def _raw_bytes(path: str | os.PathLike, qrels: bool = False) -> bytes:
    """The file's bytes (gunzipped, see :func:`~rankagg.io.text_input.read_bytes`), UTF-8 BOM removed,
    comment lines emptied (:func:`refuse_nul`)."""
    raw = read_bytes(path)
    if raw[:3] != b"\xef\xbb\xbf":
        return refuse_nul(path, raw, qrels)
    raw = refuse_nul(path, raw[3:], qrels)  # the mark is dropped first: '# ...' after it is a comment line
    warn_caller(f"{path}: UTF-8 byte-order mark at the start dropped; trec_eval would read it as part of the "
                "first qid", InputFormatWarning)
    return raw


#: a UTF-8 byte-order mark; one that begins a line after the first (the file's own mark is dropped before) is
#: where ``cat`` joined two files that each began with one
_MARK = b"\xef\xbb\xbf"
_MARK_AFTER_NEWLINE = compiled(rb"\n\xef\xbb\xbf")


def refuse_nul(path: str | os.PathLike, raw: bytes, qrels: bool = False, continues: bool = False) -> bytes:
    """``raw`` (a file's text, or whole lines of it: the streaming reader's pieces), refused naming the line when
    it holds a NUL byte: trec_eval's C strings end there, so 'a' and 'a\\0' would be one docid for it, two here;
    or when a line after the file's first begins with a UTF-8 byte-order mark (files joined by ``cat``, each
    with its mark): trec_eval reads the mark as part of that line's qid, so the joined file's second part would
    be another query, invisibly ('\\ufeffq1' beside 'q1').  ``continues``: ``raw`` is a piece that starts
    after the file's first line (its first byte begins a later line).
    The comment lines trec_eval 10.0 skips (:data:`_RUN_COMMENT`, :data:`_QRELS_COMMENT` with ``qrels``) are
    made blanks, their lengths and line ends kept, so that every parser skips them as blank lines and lines keep their numbers
    (read as data, ``#1 Q0 d 1 1 t`` would be a query ``#1`` trec_eval never sees)."""
    nul = raw.find(b"\0")
    if nul >= 0:
        wide = None if continues else wide_text_at(raw)  # a Windows tool's UTF-16: said as such, not as one stray NUL
        if wide is not None:
            raise InputFormatError(path, wide[0], wide[1] if wide[1].startswith("NUL") else f"a NUL byte: {wide[1]}")
        raise InputFormatError(path, raw[:nul].count(b"\n") + 1, "a NUL byte: trec_eval reads a field only up to it, "
                               "so the result would differ from trec_eval's")
    # rare: a scan for its first byte at memchr's speed finds none in the common case (a search for the three bytes
    # is not memchr's: 60 ms over a TREC-COVID round's 74 MB of runs, eight times the byte's)
    if _MARK[:1] in raw and _MARK in raw:
        mark = 0 if continues and raw.startswith(_MARK) else _MARK_AFTER_NEWLINE.search(raw)
        if mark is not None:
            at = 0 if isinstance(mark, int) else mark.start() + 1
            raise InputFormatError(path, raw[:at].count(b"\n") + 1, "a UTF-8 byte-order mark begins this "
                                   "line (files joined with cat keep each file's mark): trec_eval would read it as "
                                   "part of the qid, another query; remove the marks after the first line")
    if b"#" not in raw:  # the common case: one scan at the speed of memchr
        return raw
    return (_QRELS_COMMENT if qrels else _RUN_COMMENT).sub(lambda m: b" " * len(m.group()), raw)


_COMMENT_AFTER_NEWLINE = compiled(rb"\n[ \t\r\f\v]*#[^\n]*")
_ALL_BLANKS = compiled(rb"[ \t\r\f\v]*\Z")


def blank_run_comments(data: bytes, state: list[bool]) -> bytes:
    """``data`` (the next bytes of a run file, cut anywhere) with the bytes of the comment lines trec_eval 10.0
    skips made spaces (their lengths kept: byte positions count), as :func:`refuse_nul` empties them in a whole
    text.  ``state`` is ``[in_comment, at_line_head]`` of the bytes before ``data`` (``[False, True]`` at the
    file's start), updated: a comment cut by the end of ``data`` goes on in the next piece."""
    in_comment, head = state
    if not data or (not in_comment and b"#" not in data):
        nl = data.rfind(b"\n")
        state[1] = bool(_ALL_BLANKS.match(data, nl + 1)) and (nl >= 0 or head)
        return data
    buf = bytearray(data)
    start = 0
    if in_comment:
        end = data.find(b"\n")
        stop = len(data) if end < 0 else end
        buf[:stop] = b" " * stop
        if end < 0:
            return bytes(buf)
        start, head = end, True  # the comment's line end: a new line starts after it
    probe = (b"\n" if head and start == 0 else b"") + data[start:]
    shift = start - (1 if head and start == 0 else 0)
    in_comment = False
    for m in _COMMENT_AFTER_NEWLINE.finditer(probe):
        a, b = m.start() + 1 + shift, m.end() + shift
        buf[a:b] = b" " * (b - a)
        in_comment = b == len(data)
    nl = data.rfind(b"\n")
    state[0] = in_comment
    state[1] = not in_comment and bool(_ALL_BLANKS.match(data, nl + 1)) and (nl >= 0 or head)
    return bytes(buf)


def _decode(path: str | os.PathLike, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputFormatError(path, raw[: exc.start].count(b"\n") + 1, "not valid UTF-8 text") from None


def _regularised(raw: bytes) -> bytes:
    """Fields separated by exactly one space, no blank at a line's ends (what the fast parsers need).

    Every odd blank made a space (CR too: a CRLF line end becomes a blank at the line's end), runs of
    spaces halved until none is left, then the one blank left at a line's ends dropped: bytes methods
    only, each at the speed of a copy (a regular expression replacing every separator was 3x slower)."""
    text = raw.translate(_TO_SPACE)
    while b"  " in text:
        text = text.replace(b"  ", b" ")
    return text.replace(b"\n ", b"\n").replace(b" \n", b"\n").strip(b" ")


#: pyarrow, imported by the first parse that asks for it (:func:`_arrow`): the compiled parser's columns need none,
#: and a job that reads its runs with it imports no pyarrow; None without pyarrow (pandas' C parser then)
_pa: Any = ...
_pacsv: Any = None


def _arrow() -> Any:
    """pyarrow with its CSV reader, the faster general parser (imported on the first call); None without it."""
    global _pa, _pacsv
    if _pa is ...:
        try:  # here, not at the top: a job whose runs the compiled parser reads never asks
            import pyarrow
            import pyarrow.csv
        except ImportError:  # pragma: no cover - exercised by forcing _pa = None in a test
            _pa = None
        else:
            _pa, _pacsv = pyarrow, pyarrow.csv
    return _pa

# no pyarrow.compute (Array.dictionary_encode imports it): about 30 ms of start-up, a twentieth of fusing
# MQ2007-agg from the command line.  Tables are made in the system allocator's memory: they live for
# milliseconds, and pyarrow's default (mimalloc, per-thread segments) keeps more fresh memory touched.


#: bytes per parsed block: a larger file comes in several chunks, each with its own dictionaries
_BLOCK_SIZE = 1 << 24


def _parse_table(raw: bytes, names: Sequence[str], numeric: dict[str, str], hashed: Sequence[str] = (),
                 split: Callable[[bytes, str], dict[str, Any] | None] | None = None) -> dict[str, Any] | None:
    """Columns of a whitespace-separated file, or None when it does not parse as ``len(names)`` typed fields.

    String columns come back as pyarrow ``ChunkedArray``s, dictionary-encoded for
    the ``hashed`` ones (the parser hashes each file's strings in its own thread;
    :func:`~rankagg.io._text_columns._factorize` then unifies a few small dictionaries instead of hashing
    every line again; the others are only checked, so hashing them would be
    wasted), or numpy object arrays without pyarrow; ``numeric`` columns
    (``"int64"`` / ``"float64"``) as numpy arrays.  ``split``: a faster parser tried first on the same text, and on
    it regularised before pyarrow is asked (:func:`~rankagg.io._run_native.native_run_coded`, whose string columns
    are :class:`~rankagg.io._text_columns.CodedText`), which gives its columns or declines (None).
    """
    if not raw or raw.isspace():
        return _no_lines(names, numeric)
    if raw[:3] == b"\xef\xbb\xbf" or _hex_in_integer_field(raw, names, numeric):
        # the fast parsers drop a byte-order mark at the start of their buffer (a second one, after the file's
        # first was dropped, is part of the first qid for trec_eval) and read '0x10' as the integer 16 (trec_eval's
        # atol reads 0): the line reader reads the one and refuses the other, at its line
        return None
    # Fields separated by one blank each are parsed as they are: a tab (real TREC runs are tab-separated)
    # or another odd blank is made a space first (bytes.translate, at the speed of a copy), CRLF made LF.
    # Irregular spacing (two blanks, a blank at a line's end) makes an empty field or a wrong field count,
    # which fails the parse; only then is the file normalised by a regular expression and parsed again
    # (checking the spacing first would cost more than the parse).
    # A file of tabs and no spaces (most real runs) is parsed with the tab as the delimiter, without a copy.
    delimiter, spaced = " ", raw
    if any(sep in raw for sep in _ODD_BLANKS):
        if b" " not in raw and not any(sep in raw for sep in _ODD_BLANKS[1:]):
            delimiter = "\t"
        else:
            spaced = raw.replace(b"\r\n", b"\n").translate(_TO_SPACE)
    cols = split(spaced, delimiter) if split is not None else None
    if cols is not None:
        return cols
    if split is not None:  # irregular blanks (a run with empty fields): the compiled parser reads them regularised
        # before pyarrow is asked (imported) at all; where both read a text they read the same fields
        regular = _regularised(raw)
        cols = split(regular, " ") if regular and not regular.isspace() else None
        if cols is not None:
            return cols
    cols = _parse_spaced(spaced, names, numeric, hashed, delimiter)
    if cols is not None:
        return cols
    raw = _regularised(raw)
    if not raw or raw.isspace():
        return _no_lines(names, numeric)
    return _parse_spaced(raw, names, numeric, hashed)


def _no_lines(names: Sequence[str], numeric: dict[str, str]) -> dict[str, Any]:
    return {n: (np.zeros(0, dtype=numeric[n]) if n in numeric else np.zeros(0, dtype=object)) for n in names}


def _parse_spaced(raw: bytes, names: Sequence[str], numeric: dict[str, str], hashed: Sequence[str],
                  delimiter: str = " ") -> dict[str, Any] | None:
    """:func:`_parse_table` of a file whose fields are separated by one ``delimiter`` each (else None)."""
    try:
        if _arrow() is not None:
            text = _pa.dictionary(_pa.int32(), _pa.string())
            types = {n: (_pa.int64() if numeric.get(n) == "int64" else _pa.float64() if n in numeric
                         else text if n in hashed else _pa.string()) for n in names}
            table = _pacsv.read_csv(
                _pa.py_buffer(raw),
                read_options=_pacsv.ReadOptions(column_names=list(names), use_threads=False, block_size=_BLOCK_SIZE),
                parse_options=_pacsv.ParseOptions(delimiter=delimiter, quote_char=False, escape_char=False,
                                                  ignore_empty_lines=True),
                convert_options=_pacsv.ConvertOptions(column_types=types, null_values=[], strings_can_be_null=False),
                memory_pool=_pa.system_memory_pool(),
            )
            out: dict[str, Any] = {}
            for n in names:
                col = table.column(n)
                if col.null_count:
                    return None
                if n in numeric:
                    col = col.combine_chunks() if col.num_chunks != 1 else col.chunk(0)
                    out[n] = _numeric(col, np.dtype(numeric[n]))
                elif any(_has_empty_string(c.dictionary if n in hashed else c) for c in col.chunks):
                    return None  # an empty field: the line reader names the line
                else:
                    out[n] = col
            return out
        import pandas as pd

        frame = pd.read_csv(
            io.BytesIO(raw), sep=delimiter, header=None, names=list(names), engine="c", quoting=csv.QUOTE_NONE,
            dtype={n: (numeric[n] if n in numeric else object) for n in names}, na_filter=False,
            skip_blank_lines=True, encoding="utf-8",
        )
        out = {n: frame[n].to_numpy() for n in names}
        if any((out[n] == "").any() for n in names if n not in numeric):
            return None  # an empty field: the line reader names the line
        return out
    except Exception:  # any parse fault: the line reader will name it
        return None


def _has_empty_string(strings: Any) -> bool:
    """Whether a pyarrow string array holds an empty string (from its offsets, without pyarrow.compute)."""
    offsets = np.frombuffer(strings.buffers()[1], dtype=np.int32, count=len(strings) + 1, offset=strings.offset * 4)
    return bool(len(strings)) and bool(np.any(offsets[1:] == offsets[:-1]))


def _numeric(col: Any, dtype: np.dtype) -> NDArray:
    """A null-free numeric pyarrow array as NumPy, read from its buffer (``Array.to_numpy`` imports pandas)."""
    return np.frombuffer(col.buffers()[1], dtype=dtype, count=len(col), offset=col.offset * dtype.itemsize)



def fields_by_line(text: str) -> Iterator[tuple[int, list[str]]]:
    """The line readers' lines: each non-blank line's 1-based number and its fields, split on the ASCII
    blanks only (:data:`_TEXT_SPLIT`), as trec_eval splits."""
    for n, line in enumerate(text.split("\n"), start=1):
        line = line.strip(_TEXT_BLANKS)
        if not line:
            continue
        yield n, _TEXT_SPLIT.split(line)


# ------------------------------------------------------------------ tokens
def _c_number(token: str) -> bool:
    """Whether Python reads ``token`` as C's strtod/strtol would: ASCII, no ``_`` (``float("1_0")`` is 10.0
    and ``int("\u0663")`` is 3, where trec_eval's atof reads 1 and 0)."""
    return token.isascii() and "_" not in token


def _number(path: str | os.PathLike, n: int, token: str, cast: type, message: str) -> Any:
    """``cast(token)`` (int or float) when C reads the token the same way (:func:`_c_number`), else an
    error naming the file and line."""
    if _c_number(token):
        try:
            return cast(token)
        except ValueError:
            pass
    raise InputFormatError(path, n, message)
