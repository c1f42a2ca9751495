"""Shared helpers for readers and writers: opening (gzip-aware), errors, atomic output."""

from __future__ import annotations

import gzip
import io
import os
import tempfile
from pathlib import Path
from typing import Iterable

__all__ = ["InputFormatError", "read_text", "atomic_write_text", "check_not_input"]


class InputFormatError(ValueError):
    """Malformed input; the message names the file and the 1-based line."""

    def __init__(self, path: str | os.PathLike, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


def read_text(path: str | os.PathLike) -> str:
    """Whole file as text; gzip is recognised by its magic bytes, not the name."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such file")
    raw = p.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputFormatError(p, line, "not valid UTF-8 text") from None


def check_not_input(out: str | os.PathLike, inputs: Iterable[str | os.PathLike]) -> None:
    """Refuse to write over one of the inputs."""
    out_p = Path(out).resolve()
    for inp in inputs:
        try:
            if Path(inp).resolve() == out_p:
                raise ValueError(f"refusing to overwrite input file {inp}")
        except OSError:
            continue


def atomic_write_text(path: str | os.PathLike, text: str, *, inputs: Iterable[str | os.PathLike] = ()) -> None:
    """Write through a temporary file in the same folder, then rename (never a half-written file).

    A name ending in ``.gz`` is written gzip-compressed.
    """
    p = Path(path)
    check_not_input(p, inputs)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            data = text.encode("utf-8")
            if p.name.endswith(".gz"):
                # mtime=0: same input, same bytes
                with gzip.GzipFile(fileobj=fh, mode="wb", mtime=0) as gz:
                    gz.write(data)
            else:
                fh.write(data)
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def string_io(text: str) -> io.StringIO:
    return io.StringIO(text)
