"""TREC run text read piece by piece: the decompressed byte stream, whole-line chunks, and a first look.

:class:`ByteStream` gives a run file's bytes (gunzipped when the file starts with
gzip's magic bytes, as :func:`~rankagg.io._common.read_bytes` decides; the UTF-8
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

import gzip
import os
import warnings
import zlib
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.io._common import InputFormatError, InputFormatWarning
from rankagg.io._trec_text import _read_run_columns

__all__ = ["ByteStream", "FileScan", "scan_file", "chunk_columns", "shifted", "CHUNK_BYTES"]

#: bytes read at a time
CHUNK_BYTES = 1 << 24
_BLANK = np.zeros(256, dtype=bool)
_BLANK[list(b" \t\r\f\v")] = True
_NL = 10


class ByteStream:
    """A run file's bytes in order (gunzipped, byte-order mark dropped): :meth:`read` ``n`` bytes at a time,
    :meth:`skip_to` a position ahead.  Positions count the bytes after the byte-order mark."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = path
        fh: BinaryIO = open(path, "rb")
        self._gz = fh.read(2) == b"\x1f\x8b"
        fh.seek(0)
        self._fh: Any = gzip.GzipFile(fileobj=fh, mode="rb") if self._gz else fh
        self._raw = fh
        self.pos = 0
        head = self._read(3)
        if head == b"\xef\xbb\xbf":
            warnings.warn(f"{path}: UTF-8 byte-order mark at the start dropped; trec_eval would read it as part "
                          "of the first qid", InputFormatWarning, stacklevel=2)
            head = b""
        self._pending = head

    def _read(self, n: int) -> bytes:
        try:
            return self._fh.read(n)
        except (EOFError, gzip.BadGzipFile, zlib.error, OSError) as exc:
            raise InputFormatError(self.path, None, f"corrupt or truncated gzip data ({exc or type(exc).__name__})") \
                from None

    def read(self, n: int) -> bytes:
        """Up to ``n`` bytes (fewer only at the end)."""
        out = self._pending[:n]
        self._pending = self._pending[n:]
        if len(out) < n:
            out += self._read(n - len(out))
        self.pos += len(out)
        return out

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
    ``first_lines[i]``, and holds ``n_lines[i]`` non-blank lines; ``starts[-1]`` is the end of the text."""

    path: str
    qids: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    first_lines: list[int] = field(default_factory=list)
    n_lines: list[int] = field(default_factory=list)

    @property
    def grouped(self) -> bool:
        """Whether each query's lines are contiguous (no qid starts two runs)."""
        return len(set(self.qids)) == len(self.qids)

    @property
    def total_lines(self) -> int:
        return int(sum(self.n_lines))


def _tokens(arr: NDArray[np.uint8], starts: NDArray[np.int64], ends: NDArray[np.int64]
            ) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The first field of every non-blank line: (line indexes, field start, field length)."""
    blank = _BLANK[arr]
    nonblank = np.concatenate([[0], np.cumsum(~blank)])
    keep = np.flatnonzero(nonblank[ends] - nonblank[starts] > 0)
    s, e = starts[keep], ends[keep]
    lead = blank[np.minimum(s, len(arr) - 1)] if len(arr) else np.zeros(0, dtype=bool)
    if lead.any():  # a line starting with blanks: its first field starts after them (rare; one line at a time)
        for i in np.flatnonzero(lead):
            j = int(s[i])
            while _BLANK[arr[j]]:
                j += 1
            s[i] = j
    bp = np.flatnonzero(blank)
    nxt = np.searchsorted(bp, s)
    tok_end = e.copy()
    has = nxt < len(bp)
    tok_end[has] = np.minimum(bp[nxt[has]], e[has])
    return keep, s, tok_end - s


def _changes(arr: NDArray[np.uint8], s: NDArray[np.int64], n: NDArray[np.int64]) -> NDArray[np.bool_]:
    """``out[i]``: whether field ``i`` differs from field ``i - 1`` (``out[0]`` is False)."""
    out = np.zeros(len(s), dtype=bool)
    if len(s) < 2:
        return out
    out[1:] = n[1:] != n[:-1]
    width = int(n.max())
    for w0 in range(0, width, 16):
        cols = np.arange(w0, min(width, w0 + 16))
        idx = np.minimum(s[:, None] + cols, len(arr) - 1)
        vals = np.where(cols < n[:, None], arr[idx], 0)
        out[1:] |= np.any(vals[1:] != vals[:-1], axis=1)
    return out


def scan_file(path: str | os.PathLike, size: int = CHUNK_BYTES) -> FileScan:
    """The query runs of a run file (:class:`FileScan`), from one pass over its bytes."""
    scan = FileScan(str(path))
    last: bytes | None = None
    pos = 0
    with ByteStream(path) as stream:
        carry, line = b"", 1
        while True:
            block = stream.read(size)
            buf = carry + block
            cut = len(buf) if not block else buf.rfind(b"\n") + 1
            if cut == 0 and block:
                carry = buf
                continue
            data, carry = buf[:cut], buf[cut:]
            arr = np.frombuffer(data, dtype=np.uint8)
            nl = np.flatnonzero(arr == _NL)
            ends = nl if (len(data) and data[-1] == _NL) else np.concatenate([nl, [len(data)]]).astype(np.int64)
            starts = np.concatenate([[0], nl + 1])[:len(ends)].astype(np.int64)
            idx, s, n = _tokens(arr, starts, ends.astype(np.int64))
            if len(idx):
                change = _changes(arr, s, n)
                change[0] = data[s[0]:s[0] + n[0]] != last
                at = np.flatnonzero(change)
                # lines of the run going on from the previous piece, then of each run starting here
                counts = np.diff(np.concatenate([[0], at, [len(idx)]])).tolist()
                if counts[0]:
                    scan.n_lines[-1] += counts[0]
                for k, i in enumerate(at.tolist()):
                    scan.qids.append(data[s[i]:s[i] + n[i]].decode("utf-8", errors="surrogateescape"))
                    scan.starts.append(pos + int(starts[idx[i]]))
                    scan.first_lines.append(line + int(idx[i]))
                    scan.n_lines.append(counts[k + 1])
                last = data[s[-1]:s[-1] + n[-1]]
            pos += len(data)
            line += len(nl)
            if not block:
                break
    scan.starts.append(pos)
    return scan


def shifted(exc: InputFormatError, first_line: int) -> InputFormatError:
    """``exc`` (raised on a piece of a file whose first line is ``first_line``) with the file's line number."""
    where = f"{exc.path}:{exc.line}" if exc.line is not None else exc.path
    message = str(exc)[len(where) + 2:]
    return InputFormatError(exc.path, None if exc.line is None else exc.line + first_line - 1, message)


def chunk_columns(path: str | os.PathLike, raw: bytes, first_line: int, trust_rank: bool) -> dict[str, Any]:
    """Whole lines of a run file parsed as the in-memory reader parses a file (``_read_run_columns``), a
    fault named with its line in the file; ``first_line`` is kept in the columns."""
    try:
        cols = _read_run_columns(path, trust_rank, raw=raw)
    except InputFormatError as exc:
        raise shifted(exc, first_line) from None
    cols["first_line"] = first_line
    return cols


def text_size(path: str | os.PathLike) -> int:
    """The size of a run file's text, without reading it: the file's size, or for gzip the size its trailer
    records (modulo 4 GiB, as gzip keeps it; at least the compressed size)."""
    size = os.path.getsize(path)
    with open(path, "rb") as fh:
        if fh.read(2) != b"\x1f\x8b" or size < 18:
            return size
        fh.seek(-4, os.SEEK_END)
        recorded = int.from_bytes(fh.read(4), "little")
    while recorded < size:  # a text over 4 GiB: the trailer holds its size modulo 2**32
        recorded += 1 << 32
    return recorded


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
