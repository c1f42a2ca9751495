"""Shared helpers for readers and writers: opening (gzip-aware), errors, atomic output, interruption.

Rules every reader and writer of rankagg follows (``docs/reliability.md``):

* a reader names the file (and the 1-based line when there is one) in every
  error: a missing file, a directory, a truncated or corrupt gzip stream, text
  that is not UTF-8.  A UTF-8 byte-order mark at the start of a file is dropped.
* a writer writes through a temporary file beside the target and renames it
  (never a half-written output), never over one of its inputs, never onto a
  directory; the output's permissions follow the umask like any file the user
  creates (``mkstemp`` alone would make it 0600).
* :func:`exit_on_signal` (installed by the CLI) turns SIGINT and SIGTERM into an
  immediate exit with a one-line message after removing the temporary files of
  unfinished outputs.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import os
import signal
import sys
import tempfile
import zlib
from pathlib import Path
from typing import IO, Callable, Iterable, Iterator

__all__ = [
    "InputFormatError",
    "InputFormatWarning",
    "read_text",
    "atomic_write_text",
    "atomic_output",
    "check_not_input",
    "check_output_path",
    "exit_on_signal",
    "temporary_folder",
]

BOM = "\ufeff"


class InputFormatError(ValueError):
    """Malformed input; the message names the file and the 1-based line."""

    def __init__(self, path: str | os.PathLike, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


class InputFormatWarning(UserWarning):
    """Input rankagg reads on purpose, but differently from trec_eval; the message names the file (once per
    file: each message is distinct, and Python shows a distinct warning once)."""


def read_bytes(path: str | os.PathLike) -> bytes:
    """Whole file as bytes, gzip decompressed (recognised by its magic bytes, not the name)."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such file")
    if p.is_dir():
        raise InputFormatError(p, None, "is a directory, expected a file")
    raw = p.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (EOFError, gzip.BadGzipFile, zlib.error, OSError) as exc:
            raise InputFormatError(p, None, f"corrupt or truncated gzip data ({exc or type(exc).__name__})") from None
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


def check_not_input(out: str | os.PathLike, inputs: Iterable[str | os.PathLike]) -> None:
    """Refuse to write over one of the inputs: the same file by identity (a hard link or another path to it
    counts), or by resolved path when the output does not exist yet."""
    out_p = Path(out).resolve()
    for inp in inputs:
        try:
            same = os.path.samefile(inp, out) if os.path.exists(out) else Path(inp).resolve() == out_p
        except OSError:
            continue
        if same:
            raise ValueError(f"refusing to overwrite input file {inp}")


def check_output_path(out: str | os.PathLike, inputs: Iterable[str | os.PathLike] = ()) -> Path:
    """An output path that can be written: not a directory, not an input, its folder creatable."""
    p = Path(out)
    if p.is_dir():
        raise ValueError(f"output {p} is a directory; give a file name")
    check_not_input(p, inputs)
    parent = p.parent
    if parent.exists() and not parent.is_dir():
        raise ValueError(f"output {p}: {parent} is not a directory")
    return p


# temporary files of outputs being written; exit_on_signal removes them
_PENDING: set[str] = set()
#: temporary folders of unfinished work (the streaming path's partitions), removed on SIGINT / SIGTERM too
_PENDING_DIRS: set[str] = set()


@contextlib.contextmanager
def temporary_folder(prefix: str = "rankagg-") -> Iterator[Path]:
    """A temporary folder (in ``TMPDIR``), removed at the end, on any error and by :func:`exit_on_signal`'s
    handler."""
    import shutil

    tmp = tempfile.mkdtemp(prefix=prefix)
    _PENDING_DIRS.add(tmp)
    try:
        yield Path(tmp)
    finally:
        _PENDING_DIRS.discard(tmp)
        shutil.rmtree(tmp, ignore_errors=True)


def remove_pending() -> None:
    """Remove the temporary files and folders of unfinished work (from a signal handler)."""
    import shutil

    for tmp in list(_PENDING):
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    for folder in list(_PENDING_DIRS):
        shutil.rmtree(folder, ignore_errors=True)


def _umask() -> int:
    """The process umask, read without changing it where Linux allows (no race with other threads)."""
    with contextlib.suppress(OSError, ValueError):
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike, *, inputs: Iterable[str | os.PathLike] = ()) -> Iterator[IO[bytes]]:
    """A binary file to write ``path`` through: a temporary file in the same folder, renamed on success.

    On any error (or interruption) the temporary file is removed and ``path`` is
    untouched.  Missing parent folders are created.  The file gets the mode a
    plain ``open(path, "w")`` would give (``0o666 & ~umask``).
    """
    p = check_output_path(path, inputs)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    _PENDING.add(tmp)
    try:
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as fh:
            yield fh
        os.replace(tmp, p)
    finally:
        _PENDING.discard(tmp)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def atomic_write_text(path: str | os.PathLike, text: str, *, inputs: Iterable[str | os.PathLike] = ()) -> None:
    """Write ``text`` atomically (:func:`atomic_output`); a name ending in ``.gz`` is gzip-compressed."""
    data = text.encode("utf-8")
    with atomic_output(path, inputs=inputs) as fh:
        if str(path).endswith(".gz"):
            # mtime=0: same input, same bytes
            with gzip.GzipFile(fileobj=fh, mode="wb", mtime=0) as gz:
                gz.write(data)
        else:
            fh.write(data)


def exit_on_signal(prog: str = "rankagg") -> Callable[[], None]:
    """Make SIGINT and SIGTERM remove unfinished outputs and exit at once (128 + signal number).

    Why exit from the handler instead of raising ``KeyboardInterrupt``: a
    Python-level exception raised while numba boxes a compiled kernel's return
    value (numba runs Python code there) leaves a half-built tuple behind, and
    unpacking it segfaults (``mc4`` interrupted on long runs: exit -11, 4 of 4
    tries).  Exiting from the handler never returns into that code.  Returns a
    function that restores the previous handlers.
    """

    def handler(signum: int, frame: object) -> None:
        remove_pending()
        with contextlib.suppress(Exception):
            sys.stderr.write(f"{prog}: interrupted by {signal.Signals(signum).name}; unfinished output removed\n")
            sys.stderr.flush()
        os._exit(128 + signum)

    previous = {}
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(ValueError):  # not the main thread: leave the handlers alone
            previous[sig] = signal.signal(sig, handler)

    def restore() -> None:
        for sig, h in previous.items():
            signal.signal(sig, h)

    return restore


def string_io(text: str) -> io.StringIO:
    return io.StringIO(text)
