"""Gzip decompression for the readers: ISA-L's inflater when ``isal`` is installed, the standard library's else.

Decompressing is a third of reading a gzipped TREC run: the 28 runs of TREC-COVID round 5 (55 MB of text)
take 0.28 s of CPU with :mod:`gzip` (zlib) and 0.12 s with ``isal.igzip`` (Intel's ISA-L), 0.15-0.17 s
with ``zlib_ng``'s ``gzip_ng``; libdeflate (``deflate``) is as fast as ISA-L but decompresses whole
streams of a size known in advance only, no stream piece by piece.  So ``isal`` is used when it is
installed (the optional extra ``rankagg[fast]``), and the standard library otherwise.  It is optional, not
a dependency, because it is a compiled wheel (ISA-L) built for x86-64 and ARM64 only: elsewhere (ppc64le,
s390x, some BSDs) installing it means building ISA-L from source with an assembler, and a dependency
that fails to install would cost the whole package; the gain, a tenth of a ``rankagg fuse`` job, is worth
an extra, not that.

The bytes out are the same either way, and so is every failure: the standard library is the
specification.  When the fast inflater fails (a corrupt, truncated or otherwise bad stream, whose
messages differ between the two), the stream is decompressed again by :mod:`gzip`, whose error (or
result, were it to accept what ISA-L refused) is the one the reader sees.  ``RANKAGG_INFLATER=zlib``
forces the standard library (tests compare both paths).
"""

from __future__ import annotations

import functools
import gzip
import io
import os
import zlib
from typing import Any, BinaryIO, Callable

__all__ = ["GZIP_ERRORS", "INFLATERS", "inflater", "inflate_head", "gunzip", "GzipStream"]

#: what a bad gzip stream raises from the standard library's reader
GZIP_ERRORS: tuple[type[BaseException], ...] = (EOFError, gzip.BadGzipFile, zlib.error, OSError)
#: the environment variable that forces the standard library's inflater (``zlib``)
INFLATER_VAR = "RANKAGG_INFLATER"

#: the inflaters present: name -> GzipFile class (``isal`` first when installed)
INFLATERS: dict[str, Callable[..., Any]] = {}
#: what the fast inflater raises on a bad stream
_FAST_ERRORS: tuple[type[BaseException], ...] = GZIP_ERRORS
try:
    from isal import igzip, isal_zlib

    INFLATERS["isal"] = igzip.GzipFile
    _FAST_ERRORS += (isal_zlib.error,)  # type: ignore[operator]  # typed as an instance in its stubs
except ImportError:  # pragma: no cover - the reader then uses the standard library (tests force it too)
    pass
INFLATERS["zlib"] = gzip.GzipFile


def inflate_head(head: bytes, n: int) -> bytes:
    """The first ``n`` bytes of the gzip stream starting ``head`` (a file's first bytes), b"" for a corrupt stream,
    which the reader names.  Every door asks it of a run's head, for 8 to 16,384 bytes: a head inflated without
    error gives any shorter one as its prefix (zlib inflates in order), and the same head asked again is kept."""
    last = _LAST[-1] if _LAST else None
    if last is not None and last[0] is head and n <= last[1]:
        return last[2][:n]
    inflated = _inflated(head, n)
    if inflated is None:
        return b""
    if last is None or last[0] is not head or n > last[1]:
        _LAST[:] = [(head, n, inflated)]
    return inflated


#: the head last inflated without error, with the bytes asked and given (the caller's object: a prefix of it is asked
#: next, by the same door)
_LAST: list[tuple[bytes, int, bytes]] = []


@functools.lru_cache(maxsize=64)
def _inflated(head: bytes, n: int) -> bytes | None:
    try:
        return zlib.decompressobj(31).decompress(head, n)
    except zlib.error:
        return None


def inflater() -> str:
    """The inflater in use: ``isal`` when installed and not refused by ``RANKAGG_INFLATER=zlib``, else ``zlib``."""
    wanted = os.environ.get(INFLATER_VAR, "")
    if wanted and wanted not in ("isal", "zlib"):
        raise ValueError(f"{INFLATER_VAR} must be 'isal' or 'zlib', got {wanted!r}")
    return "zlib" if wanted == "zlib" or "isal" not in INFLATERS else "isal"


def _pieces(gzip_file: Callable[..., Any], raw: bytes, piece: int, limit: float,
            too_large: Callable[[], BaseException]) -> bytes:
    pieces, total = [], 0
    with gzip_file(fileobj=io.BytesIO(raw), mode="rb") as gz:  # BytesIO shares raw, no copy
        while chunk := gz.read(piece):
            total += len(chunk)
            if total > limit:
                raise too_large()
            pieces.append(chunk)
    return b"".join(pieces)


def gunzip(raw: bytes, *, limit: float, too_large: Callable[[], BaseException], piece: int = 1 << 24) -> bytes:
    """``raw`` (a whole gzip file) decompressed, ``piece`` bytes at a time; ``too_large()`` is raised past
    ``limit`` bytes out.  A bad stream raises what :mod:`gzip` raises (one of :data:`GZIP_ERRORS`)."""
    if inflater() == "isal":
        try:
            return _pieces(INFLATERS["isal"], raw, piece, limit, too_large)
        except _FAST_ERRORS:
            pass  # the standard library says what is wrong, in its words
    return _pieces(gzip.GzipFile, raw, piece, limit, too_large)


class GzipStream:
    """A gzip file's decompressed bytes, read in order (``read(n)``), by the fast inflater when there is one.
    When it fails, the stream is decompressed again by :mod:`gzip` up to the same place and read on from
    there, so that a bad stream raises what :mod:`gzip` raises (one of :data:`GZIP_ERRORS`)."""

    def __init__(self, fh: BinaryIO) -> None:
        self._raw = fh
        self._pos = 0
        self._fast = inflater() == "isal"
        self._gz: Any = INFLATERS[inflater()](fileobj=fh, mode="rb")

    def read(self, n: int) -> bytes:
        if not self._fast:
            out: bytes = self._gz.read(n)
        else:
            try:
                out = self._gz.read(n)
            except _FAST_ERRORS:
                self._fast = False
                self._gz.close()
                self._raw.seek(0)
                self._gz = gzip.GzipFile(fileobj=self._raw, mode="rb")
                self._gz.seek(self._pos)  # reads the bytes before again: the same place in the same stream
                out = self._gz.read(n)
        self._pos += len(out)
        return out

    def close(self) -> None:
        self._gz.close()
