"""The input guard: what rankagg agrees to read (``docs/reliability.md``, "Reading is bounded").

Every file a reader opens goes through :func:`open_input` (or, where a library opens it, through
:func:`check_input_path` first), and every command checks each of its input options through
:func:`check_input_path` before any work (``rankagg.api.commands.check_command_files``):

* an input is a regular file.  A device (``/dev/zero`` grew the process to 21.7 GB and ignored Ctrl-C),
  a FIFO (blocked forever), a socket, a directory (where a folder is not expected) or a symlink to any of
  them is refused before its first byte is read, naming the option and the path.  The file is opened
  without blocking and checked again on the open descriptor, so a FIFO put in its place after the check
  cannot hang the open.  ``-`` is standard input only where a command says so (none reads it today).
* a file read whole is bounded by the memory limit (``RANKAGG_MEMORY_LIMIT_GB``): its size, and for gzip
  the bytes it expands to, counted as they are decompressed.
* a file named ``*.gz`` of zero bytes is no gzip data (``gzip -d`` refuses it): read as empty, a run or
  a list would be dropped unseen.
* a line of a text format (TREC run or qrels, LETOR, weights) is at most :data:`MAX_LINE_BYTES` long: a
  longer one is refused with its file and line (the streaming reader would otherwise carry it whole).
"""

from __future__ import annotations

import os
from typing import BinaryIO

from rankagg._settings import MEMORY_LIMIT_VAR, memory_limit_bytes
from rankagg.io._errors import InputFormatError, special_kind
from rankagg.io._inflate import GZIP_ERRORS, gunzip

__all__ = ["MAX_LINE_BYTES", "STDIN", "check_input_path", "open_input", "read_input_bytes", "check_line_lengths",
           "read_input_text", "require_input", "special_kind"]

#: the longest line of a text input: a LETOR line of 700 features is ~15 kB, a TREC line ~100 bytes
MAX_LINE_BYTES = 1 << 20
#: the input name that means standard input, where a command accepts it
STDIN = "-"
_GZIP_PIECE = 1 << 24

def _refuse(path: str, param: str, kind: str) -> InputFormatError:
    target = os.path.realpath(path)
    via = f" (a symlink to {target})" if os.path.islink(path) and target != path else ""
    return InputFormatError(f"{param} {path}" if param else path, None,
                            f"is a {kind}{via}, not a regular file; rankagg reads regular files only")


def check_input_path(path: str | os.PathLike, param: str = "", *, folder: bool = False, stdin: bool = False) -> None:
    """Refuse an input that is not a regular file (a folder too, with ``folder=True``), naming ``param`` (the
    option, e.g. ``--qrels``) and the path; symlinks are followed.  A missing file passes: the reader says
    so.  ``-`` passes where ``stdin`` allows it."""
    s = os.fsdecode(os.fspath(path))
    if s == STDIN and stdin:
        return
    try:
        st = os.stat(s)
    except OSError:
        if s == STDIN:  # the Unix convention the user meant; "-: No such file or directory" did not say so
            raise InputFormatError(f"{param} {s}" if param else s, None, "standard input is not read (no rankagg "
                                   "command reads an input from it): save it to a file and give that name "
                                   "(a file named '-': ./-)") from None
        return  # missing or unreadable: the reader names it when it opens the file
    kind = special_kind(st.st_mode)
    if kind is not None and not (folder and kind == "directory"):
        raise _refuse(s, param, kind)
    if kind is None and st.st_size == 0 and s.lower().endswith(".gz"):  # gzip -d: "unexpected end of file"
        raise InputFormatError(f"{param} {s}" if param else s, None, "is empty, not gzip data (even an empty gzip "
                               "stream has a header): a failed download or compression? (gzip -d refuses it too)")


def _unreachable(s: str, exc: OSError) -> OSError:
    """The error of an input the system would not open, naming it: ``no such file`` only when there is none (a
    symlink to a missing file says so), else the system's reason, without Python's ``[Errno N]`` form."""
    if isinstance(exc, FileNotFoundError):
        link = f" (a symbolic link to {os.readlink(s)}, which is missing)" if os.path.islink(s) else ""
        return FileNotFoundError(f"{s}: no such file{link}")
    refused = OSError(f"{s}: {exc.strerror or exc}")
    refused.errno = exc.errno
    return refused


def require_input(path: str | os.PathLike) -> None:
    """Refuse an input that cannot be reached, saying why (:func:`_unreachable`; a loop of symlinks said "no such
    file", u11h_fuser_from_model_symlink_loop, and "[Errno 40] Too many levels of symbolic links: 'd/l.json'")."""
    s = os.fsdecode(os.fspath(path))
    try:
        os.stat(s)
    except OSError as exc:
        raise _unreachable(s, exc) from None


def open_input(path: str | os.PathLike, param: str = "") -> BinaryIO:
    """``path`` opened for reading in binary, refused unless it is a regular file (:func:`check_input_path`),
    checked again on the descriptor: opened without blocking, so a FIFO never hangs the open."""
    check_input_path(path, param)
    s = os.fsdecode(os.fspath(path))
    try:
        fd = os.open(s, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise _unreachable(s, exc) from None
    try:
        kind = special_kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise _refuse(s, param, kind)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _read_whole(path: str | os.PathLike, param: str, limit: float) -> bytes:
    with open_input(path, param) as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > limit:
            raise InputFormatError(path, None, f"{size / 2**30:.1f} GiB, more than the {limit / 2**30:g} GiB a file "
                                   f"read whole may take ({MEMORY_LIMIT_VAR})")
        return fh.read()


def read_input_bytes(path: str | os.PathLike, param: str = "") -> bytes:
    """The whole of a regular file, gunzipped when it starts with gzip's magic bytes, refused past the memory
    limit (its size, or the bytes its gzip stream expands to, counted while decompressing)."""
    limit = memory_limit_bytes()
    raw = _read_whole(path, param, limit)
    if raw[:2] != b"\x1f\x8b":
        return raw

    def too_large() -> InputFormatError:
        return InputFormatError(path, None, f"its gzip stream expands past the {limit / 2**30:g} GiB a file "
                                f"read whole may take ({MEMORY_LIMIT_VAR})")

    try:
        return gunzip(raw, limit=limit, too_large=too_large, piece=_GZIP_PIECE)
    except GZIP_ERRORS as exc:
        raise InputFormatError(path, None, f"corrupt or truncated gzip data ({exc or type(exc).__name__})") from None


def read_input_text(path: str | os.PathLike, param: str = "", *, encoding: str = "utf-8") -> str:
    """A whole text file (JSON, TOML) through :func:`open_input`, refused past the memory limit; bytes that are
    not ``encoding`` refused naming the file and the line (an experiment file saved as Latin-1 said only
    "'utf-8' codec can't decode byte 0xe9 in position 23", u11h_toml_invalid_utf8)."""
    raw = _read_whole(path, param, memory_limit_bytes())
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputFormatError(path, line, f"not valid {encoding.upper()} text (byte 0x{raw[exc.start]:02x})") from None


def check_line_lengths(data: bytes, path: str | os.PathLike, first_line: int = 1, cap: int = MAX_LINE_BYTES) -> None:
    """Refuse text with a line longer than ``cap`` bytes, naming the file and the line (``first_line`` is the
    number of ``data``'s first line).  Each step looks back from ``cap`` bytes ahead for the last newline, so
    the scan is linear and does not allocate."""
    start, n = 0, len(data)
    while n - start > cap:
        nl = data.rfind(b"\n", start, start + cap + 1)
        if nl < 0:
            line = first_line + data.count(b"\n", 0, start)
            raise InputFormatError(path, line, f"a line longer than {cap} bytes (the cap on a line of text input; "
                                   "is this the right file?)")
        start = nl + 1
