"""TREC run text read piece by piece: the decompressed byte stream, whole-line chunks, and a first look.

:class:`ByteStream` gives a run file's bytes (gunzipped when the file starts with
gzip's magic bytes, as :func:`~rankagg.io.text_input.read_bytes` decides; the UTF-8
byte-order mark dropped with the same warning) in order, a piece at a time.
:func:`scan_file` is the cheap first look of the streaming path: one pass over the
bytes that records where each *query run* (a maximal stretch of lines with the
same qid) starts, in bytes and in lines, and how many lines it has, without
parsing a field besides the qid (NumPy over each 16 MB piece).  From it the
streaming path knows the queries' output order, whether each file is grouped by
query, and each query's byte range.  :func:`chunk_columns` parses whole lines
with the in-memory reader's parser, naming a fault's line in the whole file.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.io._errors import InputFormatError
from rankagg.io.text_input import InputFormatWarning
from rankagg.io._inflate import GZIP_ERRORS, GzipStream
from rankagg.io._run_text import _read_run_columns
from rankagg.io._trec_text import blank_run_comments
from rankagg.io.guard import check_line_lengths, open_input
from rankagg.exceptions import warn_caller

__all__ = ["ByteStream", "FileScan", "scan_file", "chunk_columns", "shifted", "CHUNK_BYTES", "STREAM_MIN_BYTES", "line_bounds", "first_fields",
           "field_keys", "text_size", "estimate_lines", "line_chunks"]

#: bytes read at a time
CHUNK_BYTES = 1 << 24
#: a run file smaller than this (its text) is evaluated whole (``rankagg evaluate``); fusion's threshold,
#: over all its files, is :data:`rankagg.stream.run.FUSE_STREAM_MIN_BYTES`.  Measured for fusion when it
#: was the one threshold (CPU seconds, peak RSS; RRF): the 28 TREC-COVID runs, 55 MB of gzip text, 3.9 s in
#: memory against 5.7 s streamed (two decompressions); 1.6 M generated lines (107 MB) 3.9 s / 0.52 GB
#: against 3.9 s / 0.35 GB; 8 M lines (538 MB) 22.8 s / 2.2 GB against 15.8 s / 0.43 GB
STREAM_MIN_BYTES = 64 << 20
_BLANK = np.zeros(256, dtype=bool)
_BLANK[list(b" \t\r\f\v")] = True
_NL = 10


class ByteStream:
    """A run file's bytes in order (gunzipped, byte-order mark dropped): :meth:`read` ``n`` bytes at a time,
    :meth:`skip_to` a position ahead.  Positions count the bytes after the byte-order mark."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = path
        fh: BinaryIO = open_input(path)  # a regular file: never a device or a FIFO
        self._gz = fh.read(2) == b"\x1f\x8b"
        fh.seek(0)
        self._fh: Any = GzipStream(fh) if self._gz else fh
        self._raw = fh
        self.pos = 0
        head = self._read(3)
        if head == b"\xef\xbb\xbf":
            warn_caller(f"{path}: UTF-8 byte-order mark at the start dropped; trec_eval would read it as part "
                        "of the first qid", InputFormatWarning)
            head = b""
        self._pending = head
        self._comments = [False, True]  # blank_run_comments' state: trec_eval 10.0 skips a comment line

    def _read(self, n: int) -> bytes:
        try:
            return self._fh.read(n)
        except GZIP_ERRORS as exc:
            raise InputFormatError(self.path, None, f"corrupt or truncated gzip data ({exc or type(exc).__name__})") \
                from None

    def read(self, n: int) -> bytes:
        """Up to ``n`` bytes (fewer only at the end)."""
        out = self._pending[:n]
        self._pending = self._pending[n:]
        if len(out) < n:
            out += self._read(n - len(out))
        self.pos += len(out)
        return blank_run_comments(out, self._comments)

    def skip_to(self, pos: int) -> None:
        while self.pos < pos:
            if not self.read(min(pos - self.pos, CHUNK_BYTES)):
                break

    def close(self) -> None:
        self._fh.close()
        self._raw.close()

    def __enter__(self) -> "ByteStream":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def line_chunks(path: str | os.PathLike, size: int = CHUNK_BYTES) -> Iterator[tuple[bytes, int]]:
    """The file's text in pieces of whole lines, about ``size`` bytes each, with the 1-based number of each
    piece's first line."""
    with ByteStream(path) as s:
        carry, line = b"", 1
        while True:
            block = s.read(size)
            buf = carry + block
            if not block:
                if buf:
                    yield buf, line
                return
            check_line_lengths(buf, path, line)  # the unfinished last line too: never carried past the cap
            cut = buf.rfind(b"\n") + 1
            if cut == 0:
                carry = buf
                continue
            yield buf[:cut], line
            line += buf.count(b"\n", 0, cut)
            carry = buf[cut:]


@dataclass
class FileScan:
    """Where a file's query runs start: run ``i`` has qid ``qids[i]``, starts at byte ``starts[i]`` and line
    ``first_lines[i]``, and holds ``n_lines[i]`` non-blank lines; ``starts[-1]`` is the end of the text.

    A file whose queries are not grouped (a qid starts a second run) is partitioned, never read by byte
    ranges: from that qid on the scan keeps one entry per query (``qids`` in first-appearance order,
    ``n_lines`` their line counts) and no positions, so its memory grows with the queries, not the lines."""

    path: str
    qids: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    first_lines: list[int] = field(default_factory=list)
    n_lines: list[int] = field(default_factory=list)
    ungrouped: bool = False

    @property
    def grouped(self) -> bool:
        """Whether each query's lines are contiguous (no qid starts two runs)."""
        return not self.ungrouped and len(set(self.qids)) == len(self.qids)

    @property
    def total_lines(self) -> int:
        return int(sum(self.n_lines))


def line_bounds(data: bytes) -> tuple[NDArray[np.uint8], NDArray[np.int64], NDArray[np.int64]]:
    """The bytes of whole lines as an array, and each line's start and end (exclusive of its newline)."""
    arr = np.frombuffer(data, dtype=np.uint8)
    nl = np.flatnonzero(arr == _NL)
    ends = nl if (len(data) and data[-1] == _NL) else np.concatenate([nl, [len(data)]])
    starts = np.concatenate([[0], nl + 1])[:len(ends)]
    return arr, starts.astype(np.int64), ends.astype(np.int64)


@dataclass
class Fields:
    """The first field of every non-blank line of a piece: ``lines`` (their indexes among all lines) and
    ``change`` (whether line ``i``'s field differs from line ``i - 1``'s; ``change[0]`` is False);
    :meth:`field` gives one field's bytes, :meth:`fields` many at once."""

    data: bytes
    starts: NDArray[np.int64]
    ends: NDArray[np.int64]
    lines: NDArray[np.int64]
    change: NDArray[np.bool_]
    #: every line's field (:func:`field_keys`), when the piece needed them all (lines not grouped)
    keys: NDArray[Any] | None = None

    def field(self, i: int) -> bytes:
        line = int(self.lines[i])
        return _first_word(self.data, int(self.starts[line]), int(self.ends[line])) or b""

    def fields(self, idx: NDArray[np.int64]) -> NDArray[Any]:
        """The fields of lines ``idx`` (indexes into :attr:`lines`), as :func:`field_keys` gives them."""
        if self.keys is not None:
            return self.keys[idx]
        return field_keys(self.data, self.starts[self.lines[idx]], self.ends[self.lines[idx]])


def _first_word(data: bytes, start: int, end: int) -> bytes | None:
    words = data[start:end].split(None, 1)  # bytes.split(): the ASCII blanks, as the parsers split
    return words[0] if words else None


_ONES = np.uint64(0x0101010101010101)
_HIGH = np.uint64(0x8080808080808080)


def _has_blank(w: NDArray[np.uint64]) -> NDArray[np.bool_]:
    """Whether each 8-byte word holds a blank or a newline (the classic exact test for a zero byte, per
    value)."""
    out = np.zeros(len(w), dtype=bool)
    for v in b" \t\n\v\f\r":
        x = w ^ (np.uint64(v) * _ONES)
        out |= ((x - _ONES) & ~x & _HIGH) != 0
    return out


def _window_fields(data: bytes, starts: NDArray[np.int64], w: int) -> tuple[NDArray[Any], NDArray[np.bool_]]:
    """The first field of each line from the line's first ``w`` bytes, as ``S<w>`` (zeros after the field),
    and whether that is exact (the field ends within them and holds no NUL: the fixed width drops NULs)."""
    padded = np.frombuffer(data + b"\n" * w, dtype=np.uint8)
    win = np.lib.stride_tricks.as_strided(padded, shape=(len(data) + 1, w), strides=(1, 1))[starts]
    blank = _BLANK[win] | (win == _NL)
    col = np.arange(w)
    first = np.argmax(~blank, axis=1)  # the field's first byte (0 when the window is all blank: not exact)
    after = blank & (col >= first[:, None])
    end = np.where(after.any(axis=1), np.argmax(after, axis=1), w)
    inside = (col >= first[:, None]) & (col < end[:, None])
    exact = (end < w) & ~blank.all(axis=1) & ~(inside & (win == 0)).any(axis=1)
    win[col >= end[:, None]] = 0  # the field's bytes, then zeros (win is a copy of the padded bytes)
    led = np.flatnonzero(first)  # blanks before the field: shift it to the start (rare)
    if len(led):
        take = np.minimum(first[led, None] + col, w - 1)
        win[led] = np.where(col < (end - first)[led, None], np.take_along_axis(win[led], take, axis=1), 0)
    return win.view(f"S{w}").reshape(len(starts)), exact


def field_keys(data: bytes, starts: NDArray[np.int64], ends: NDArray[np.int64]) -> NDArray[Any]:
    """The first field (``bytes.split()``'s first word) of the lines ``starts[i]:ends[i]`` of ``data``, as a
    NumPy array of fixed-width bytes: ``S8`` when every field fits in its line's first 8 bytes (the common
    qid), else ``S32``, in a few array passes over the lines.  A line whose field does not end within its
    first 32 bytes or holds a NUL byte is split by Python, and then the array holds ``bytes`` objects.
    Equal fields give equal elements."""
    keys, exact = _window_fields(data, starts, 8)
    if exact.all():
        return keys
    keys, exact = _window_fields(data, starts, 32)
    if exact.all():
        return keys
    obj = keys.astype(object)
    for i in np.flatnonzero(~exact).tolist():
        obj[i] = _first_word(data, int(starts[i]), int(ends[i])) or b""
    return obj


def first_fields(data: bytes) -> Fields:
    """:class:`Fields` of a piece of whole lines.

    The first 8 bytes of each line are read as one 64-bit word: two lines whose words are equal and
    hold a blank have the same first field.  Only the other lines (a query's first line, a blank line,
    a blank first, a field of 8 bytes or more) are split one at a time, so a piece costs a few array
    passes over its lines, not over its bytes.  When those are more than a quarter of the lines (a file
    not grouped by query), every field is read at once by :func:`field_keys` instead."""
    arr, starts, ends = line_bounds(data)
    n = len(starts)
    padded = np.frombuffer(data + b"\n" * 8, dtype=np.uint8)
    win = np.lib.stride_tricks.as_strided(padded, shape=(len(arr) + 1, 8), strides=(1, 1))[starts]
    word = np.ascontiguousarray(win).view("<u8").reshape(n)
    odd = _BLANK[win[:, 0]] | (win[:, 0] == _NL)  # a blank first, or an empty line
    drop = [i for i in np.flatnonzero(odd).tolist() if _first_word(data, int(starts[i]), int(ends[i])) is None]
    keep = np.ones(n, dtype=bool)
    keep[drop] = False
    lines = np.flatnonzero(keep)
    change = np.zeros(len(lines), dtype=bool)
    if len(lines) > 1:
        w, o = word[lines], odd[lines]
        sure = (w[1:] == w[:-1]) & _has_blank(w[1:]) & ~o[1:] & ~o[:-1]
        unsure = np.flatnonzero(~sure) + 1
        if 4 * len(unsure) > len(lines):  # mostly one query run per line (not grouped): every field at once
            keys = field_keys(data, starts[lines], ends[lines])
            change[1:] = keys[1:] != keys[:-1]
            return Fields(data=data, starts=starts, ends=ends, lines=lines, change=change, keys=keys)
        if len(unsure):
            def at(i: int) -> bytes | None:
                return _first_word(data, int(starts[lines[i]]), int(ends[lines[i]]))

            fields = {i: at(i) for i in np.union1d(unsure, unsure - 1).tolist()}
            change[unsure] = [fields[i] != fields[i - 1] for i in unsure.tolist()]
    return Fields(data=data, starts=starts, ends=ends, lines=lines, change=change)


def scan_file(path: str | os.PathLike, size: int = CHUNK_BYTES) -> FileScan:
    """The query runs of a run file (:class:`FileScan`), from one pass over its bytes."""
    scan = FileScan(str(path))
    last: bytes | None = None
    pos = 0
    seen: set[str] = set()
    counts_by_query: dict[str, int] = {}  # once ungrouped: lines per query, in first-appearance order
    current = ""
    for data, line in line_chunks(path, size):  # pieces of whole lines, each with its first line's number
        f = first_fields(data)
        if len(f.lines):
            change = f.change.copy()
            change[0] = f.field(0) != last
            at = np.flatnonzero(change)
            # lines of the run going on from the previous piece, then of each run starting here
            counts = np.diff(np.concatenate([[0], at, [len(f.lines)]]))
            if counts[0]:
                if scan.ungrouped:
                    counts_by_query[current] += int(counts[0])
                else:
                    scan.n_lines[-1] += int(counts[0])
            keys, k = f.fields(at), 0
            while k < len(at) and not scan.ungrouped:  # grouped so far: one run per query
                current = keys[k].decode("utf-8", errors="surrogateescape")
                if current in seen:  # a second run of this query: not grouped
                    scan.ungrouped = True
                    for q, n in zip(scan.qids, scan.n_lines):
                        counts_by_query[q] = counts_by_query.get(q, 0) + n
                    scan.qids, scan.starts, scan.first_lines, scan.n_lines = [], [], [], []
                    seen.clear()
                    break
                seen.add(current)
                scan.qids.append(current)
                scan.starts.append(pos + int(f.starts[f.lines[at[k]]]))
                scan.first_lines.append(line + int(f.lines[at[k]]))
                scan.n_lines.append(int(counts[k + 1]))
                k += 1
            if k < len(at):  # not grouped: the lines of the piece's runs added up per query, in NumPy
                current = _add_counts(counts_by_query, keys[k:], counts[k + 1:])
            last = f.field(len(f.lines) - 1)
        pos += len(data)
    if scan.ungrouped:
        scan.qids, scan.n_lines = list(counts_by_query), list(counts_by_query.values())
        return scan
    scan.starts.append(pos)
    return scan


def _add_counts(counts_by_query: dict[str, int], keys: NDArray[Any], counts: NDArray[np.int64]) -> str:
    """Add the lines of runs (their qids ``keys``, their ``counts``) to ``counts_by_query``, a new qid
    entering where its first run is; returns the last run's qid.  Python works once per qid, not per run."""
    fast = keys.dtype == np.dtype("S8")  # sorted as 64-bit integers (equal fields, equal integers)
    uniq, first, inv = np.unique(keys.view(np.uint64) if fast else keys, return_index=True, return_inverse=True)
    if fast:
        uniq = uniq.view("S8")
    total = np.bincount(inv.reshape(-1), weights=counts, minlength=len(uniq))
    for j in np.argsort(first, kind="stable").tolist():
        q = uniq[j].decode("utf-8", errors="surrogateescape")
        counts_by_query[q] = counts_by_query.get(q, 0) + int(total[j])
    return str(keys[-1].decode("utf-8", errors="surrogateescape"))


def shifted(exc: InputFormatError, first_line: int) -> InputFormatError:
    """``exc`` (raised on a piece of a file whose first line is ``first_line``) with the file's line number."""
    where = f"{exc.path}:{exc.line}" if exc.line is not None else exc.path
    message = str(exc)[len(where) + 2:]
    return InputFormatError(exc.path, None if exc.line is None else exc.line + first_line - 1, message)


def chunk_columns(path: str | os.PathLike, raw: bytes, first_line: int, trust_rank: bool) -> dict[str, Any]:
    """Whole lines of a run file parsed as the in-memory reader parses a file (``_read_run_columns``), a
    fault named with its line in the file; ``first_line`` is kept in the columns."""
    try:
        cols = _read_run_columns(path, trust_rank, raw=raw, first_line=first_line)
    except InputFormatError as exc:
        raise shifted(exc, first_line) from None
    cols["first_line"] = first_line
    return cols


def text_size(path: str | os.PathLike) -> int:
    """The size of a run file's text, without reading it: the file's size, or for gzip the size its trailer
    records (modulo 4 GiB, as gzip keeps it: an estimate above that)."""
    with open_input(path) as fh:
        size = os.fstat(fh.fileno()).st_size
        if fh.read(2) != b"\x1f\x8b" or size < 18:
            return size
        fh.seek(-4, os.SEEK_END)
        recorded = int.from_bytes(fh.read(4), "little")
    # the trailer holds the size modulo 2**32: over 4 GiB of text, take the wrap that makes the text about
    # 4 times the compressed file (run files compress 4-8 times), never fewer than 0 wraps
    wraps = max(0, round((4 * size - recorded) / (1 << 32)))
    return recorded + wraps * (1 << 32)


def estimate_lines(paths: list[str | os.PathLike]) -> int:
    """About how many lines the run files hold: their text size over the mean length of their first lines."""
    total = 0
    for p in paths:
        size = text_size(p)
        with ByteStream(p) as s:
            head = s.read(1 << 16)
        n = head.count(b"\n")
        total += size * n // len(head) if n and len(head) < size else max(n, int(bool(head)))
    return total
