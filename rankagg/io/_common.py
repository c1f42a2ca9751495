"""Shared helpers for readers and writers: opening (gzip-aware), errors, atomic output, interruption.

Rules every reader and writer of rankagg follows (``docs/reliability.md``):

* a reader names the file (and the 1-based line when there is one) in every
  error: a missing file, a directory, a truncated or corrupt gzip stream, text
  that is not UTF-8.  A UTF-8 byte-order mark at the start of a file is dropped.
* a writer writes through a temporary file beside the target and renames it
  (never a half-written output), after the one output guard
  (:func:`check_output_path`): never over one of its inputs (by identity), never
  onto a directory, a device, a FIFO or a socket; ``-`` is standard output where
  a command accepts it; a symlink is written through.  The output's permissions
  follow the umask like any file the user creates (``mkstemp`` alone would make
  it 0600); a temporary file a killed writer left behind is removed by the next
  write to that folder.
* :func:`exit_on_signal` (installed by the CLI) turns SIGINT, SIGTERM and SIGHUP into
  an immediate exit with a one-line message after removing the temporary files and
  folders of unfinished work; a temporary folder's name holds its process's pid
  (``rankagg-KIND-PID-XXXX``) and the next one made in that place sweeps those of
  processes that are gone (SIGKILL cannot be caught).
* a write that fails for lack of space, a file-size limit, a read-only file system or
  a failing disk names the file, or the temporary folder and how to move it
  (:func:`write_error`).
"""

from __future__ import annotations

import contextlib
import errno
import gzip
import os
import re
import signal
import sys
import tempfile
from pathlib import Path
from typing import IO, Any, Callable, Iterable, Iterator, Mapping

from rankagg.io._errors import InputFormatError, special_kind

__all__ = [
    "InputFormatError",
    "InputFormatWarning",
    "read_text",
    "atomic_write_text",
    "atomic_output",
    "check_not_input",
    "check_output_path",
    "check_outputs",
    "sweep_leftovers",
    "STDOUT",
    "exit_on_signal",
    "temporary_folder",
    "sweep_temporary_folders",
    "write_error",
    "WriteError",
    "same_file",
    "HANDLED_SIGNALS",
    "block_handled_signals",
]

BOM = "\ufeff"


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


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether two paths name one file: by identity when both exist (a hard link, a symlink or another
    spelling of the path counts), else by resolved path."""
    try:
        if os.path.exists(a) and os.path.exists(b):
            return os.path.samefile(a, b)
    except OSError:
        return False
    return os.path.realpath(a) == os.path.realpath(b)


def check_not_input(out: str | os.PathLike, inputs: Iterable[str | os.PathLike], param: str = "output") -> None:
    """Refuse to write over one of the inputs: the same file by identity (a hard link or another path to it
    counts), or by resolved path when the output does not exist yet."""
    for inp in inputs:
        if same_file(inp, out):
            raise ValueError(f"{param} {os.fspath(out)!s}: refusing to overwrite input file {os.fspath(inp)!s}")


#: the output name that means standard output (for the text outputs that accept it)
STDOUT = "-"

def check_output_path(out: str | os.PathLike, inputs: Iterable[str | os.PathLike] = (), *, param: str = "output",
                      stdout: bool = False) -> Path | None:
    """The one output guard (``docs/reliability.md``, "Where output goes"): the regular file a writer may
    replace for ``out``, or ``None`` for standard output (``-``, where ``stdout`` allows it).

    Refused, with ``param`` and the path named: ``-`` where standard output is not accepted; an empty
    name; a directory or a name ending in ``/``; a device node, FIFO or socket (a writer renames a new
    file into place, which would replace them); a path whose folder is a file or not writable; and any of
    ``inputs``, compared by identity.  A symlink is written through: the file it points to is replaced
    (checked like any target), the link stays.
    """
    s = os.fsdecode(os.fspath(out))
    if s == STDOUT:
        if stdout:
            return None
        raise ValueError(f"{param} '-': standard output is not accepted for this output; give a file name")
    if not s:
        raise ValueError(f"{param}: empty file name")
    if s.endswith(("/", os.sep)) or os.path.isdir(s):
        raise ValueError(f"{param} {s}: is a directory; give a file name")
    try:
        st: os.stat_result | None = os.stat(s)  # follows a symlink: what would be replaced
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise ValueError(f"{param} {s}: {exc.strerror or exc}") from None
    kind = None if st is None else special_kind(st.st_mode)
    if kind is not None:
        raise ValueError(f"{param} {s}: is a {kind}, not a regular file; rankagg writes regular files only "
                         "('-' is standard output where a command accepts it)")
    check_not_input(s, inputs, param)
    target = Path(os.path.realpath(s))
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise ValueError(f"{param} {s}: {folder} is not a directory")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(f"{param} {s}: the folder {folder} is not writable")
    return target


def check_outputs(outputs: Mapping[str, str | os.PathLike | None], inputs: Iterable[str | os.PathLike | None] = (),
                  *, stdout: Iterable[str] = ()) -> None:
    """Every output of one command (``{parameter: path}``) through :func:`check_output_path`, against every
    input of that command and against each other; ``stdout`` names the parameters that accept ``-``."""
    ins = [i for i in inputs if i is not None and os.path.exists(i)]
    allowed = set(stdout)
    seen: list[tuple[str, str | os.PathLike]] = []
    for param, out in outputs.items():
        if out is None:
            continue
        if check_output_path(out, ins, param=param, stdout=param in allowed) is None:
            continue
        for other_param, other in seen:
            if same_file(other, out):
                raise ValueError(f"{param} {os.fspath(out)!s} and {other_param} name the same file")
        seen.append((param, out))


#: the errors of a write that the user must act on: they name the file, what happened and what to do
_WRITE_ERRORS = {errno.ENOSPC: "no space left on the device", errno.EDQUOT: "disk quota exceeded",
                 errno.EFBIG: "file too large (past the file-size limit, ulimit -f, or the file system's)",
                 errno.EROFS: "read-only file system", errno.EIO: "input/output error (a failing disk or a lost mount)"}


class WriteError(OSError):
    """A failed write, naming the file (or the temporary folder) and what to do (:func:`write_error`)."""


def write_error(exc: OSError, path: str | os.PathLike, *, temporary: bool = False) -> OSError:
    """``exc`` as a :class:`WriteError` naming ``path`` and what to do, when it is one of the write errors a user
    must act on (a full or read-only file system, a file-size limit, a failing disk); else ``exc`` itself.
    ``temporary``: ``path`` is the temporary folder of a streamed job (the partition of the input), which can
    be moved elsewhere."""
    if isinstance(exc, WriteError) or exc.errno not in _WRITE_ERRORS:
        return exc
    where = os.fsdecode(os.fspath(path))
    if temporary:
        advice = (f"writing the temporary partition in {where} (it takes about the size of the input): put it on a "
                  "file system with room and write access, TMPDIR=DIR rankagg ... (with --backend dask, --scratch DIR)")
    elif where == "standard output":
        advice = "writing standard output: free space where it goes, or write to a file (-o FILE)"
    else:
        advice = f"writing {where}: nothing was written there; free space or write it elsewhere (-o)"
    return WriteError(exc.errno, f"{_WRITE_ERRORS[exc.errno]}, {advice}")


# temporary files of outputs being written; exit_on_signal removes them
_PENDING: set[str] = set()
#: temporary folders of unfinished work (the streaming path's partitions), removed on SIGINT / SIGTERM too
_PENDING_DIRS: set[str] = set()


#: the temporary folders temporary_folder makes: rankagg-KIND-PID-RANDOM (the pid tells a leftover from live work)
_LEFTOVER_FOLDER = re.compile(r"^rankagg-[a-z]+-(\d+)-[A-Za-z0-9_]+(?:\.removing)?$")


def sweep_temporary_folders(folder: str | os.PathLike | None = None) -> list[str]:
    """Remove the temporary folders of ours in ``folder`` (default: ``TMPDIR``) whose process is gone (killed by
    SIGKILL or the out-of-memory killer, or the machine stopped); returns their names.  A folder of a process
    still running, or of another user's, is left alone."""
    import shutil

    where = tempfile.gettempdir() if folder is None else os.fspath(folder)
    removed = []
    with contextlib.suppress(OSError):
        for name in os.listdir(where):
            m = _LEFTOVER_FOLDER.match(name)
            if m and not _alive(int(m.group(1))):
                shutil.rmtree(os.path.join(where, name), ignore_errors=True)
                removed.append(name)
    return removed


@contextlib.contextmanager
def temporary_folder(prefix: str = "rankagg-tmp-", folder: str | os.PathLike | None = None) -> Iterator[Path]:
    """A temporary folder (in ``folder``, default ``TMPDIR``) named ``PREFIX PID-RANDOM``, removed at the end, on
    any error and by :func:`exit_on_signal`'s handler; the folders of gone processes there are swept first
    (:func:`sweep_temporary_folders`).  ``prefix`` is ``rankagg-KIND-``."""
    import shutil

    sweep_temporary_folders(folder)
    try:
        tmp = tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=folder)
    except OSError as exc:  # a read-only or full TMPDIR
        raise write_error(exc, folder if folder is not None else tempfile.gettempdir(), temporary=True) from exc
    _PENDING_DIRS.add(tmp)
    try:
        yield Path(tmp)
    except OSError as exc:  # a full or read-only TMPDIR: say that it is the partition, where, and how to move it
        raise write_error(exc, tmp, temporary=True) from exc
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
        # other threads may still be creating files in it: move it aside first (a new file under the old path
        # then fails instead of landing in a folder being removed), then remove what it holds
        doomed = f"{folder}.removing"
        try:
            os.rename(folder, doomed)
        except OSError:
            doomed = folder
        for _ in range(3):
            shutil.rmtree(doomed, ignore_errors=True)
            if not os.path.exists(doomed):
                break


# the temporary files atomic_output makes: .NAME.rankagg-PID.RANDOM.tmp (the pid tells a leftover from a live write)
_TMP_PREFIX = ".rankagg-"
_LEFTOVER = re.compile(r"^\..+\.rankagg-(\d+)\.[A-Za-z0-9_]+\.tmp$")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def sweep_leftovers(folder: str | os.PathLike) -> list[str]:
    """Remove the temporary files of ours in ``folder`` whose writer is gone (killed by SIGKILL, or the
    machine stopped, mid-write); returns their names.  A temporary file of a process still running (another
    job writing into the same folder) is left alone."""
    removed = []
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            m = _LEFTOVER.match(name)
            if m and not _alive(int(m.group(1))):
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(folder, name))
                    removed.append(name)
    return removed


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
def atomic_output(path: str | os.PathLike, *, inputs: Iterable[str | os.PathLike] = (), param: str = "output",
                  stdout: bool = False) -> Iterator[IO[bytes]]:
    """A binary file to write ``path`` through: a temporary file in the same folder, renamed on success.

    ``path`` passes the output guard first (:func:`check_output_path`; ``-`` is standard output where
    ``stdout`` allows it).  On any error (or interruption) the temporary file is removed and ``path`` is
    untouched; a temporary file an earlier, killed writer left in that folder is removed
    (:func:`sweep_leftovers`).  Missing parent folders are created.  The file gets the mode a plain
    ``open(path, "w")`` would give (``0o666 & ~umask``).
    """
    p = check_output_path(path, inputs, param=param, stdout=stdout)
    if p is None:
        try:
            sys.stdout.flush()
            yield sys.stdout.buffer
            sys.stdout.buffer.flush()
        except OSError as exc:
            raise write_error(exc, "standard output") from exc
        return
    p.parent.mkdir(parents=True, exist_ok=True)
    sweep_leftovers(p.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}{_TMP_PREFIX}{os.getpid()}.", suffix=".tmp", dir=p.parent)
    _PENDING.add(tmp)
    try:
        os.fchmod(fd, 0o666 & ~_umask())
        with os.fdopen(fd, "wb") as fh:
            yield fh
        os.replace(tmp, p)
    except OSError as exc:  # ENOSPC, EFBIG, EROFS, EIO: name the output and what to do
        raise write_error(exc, p) from exc
    finally:
        _PENDING.discard(tmp)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def atomic_write_text(path: str | os.PathLike, text: str, *, inputs: Iterable[str | os.PathLike] = (),
                      param: str = "output", stdout: bool = False) -> None:
    """Write ``text`` atomically (:func:`atomic_output`); a name ending in ``.gz`` is gzip-compressed."""
    data = text.encode("utf-8")
    with atomic_output(path, inputs=inputs, param=param, stdout=stdout) as fh:
        if str(path).endswith(".gz"):
            # mtime=0: same input, same bytes
            with gzip.GzipFile(fileobj=fh, mode="wb", mtime=0) as gz:
                gz.write(data)
        else:
            fh.write(data)


#: the signals the CLI turns into a clean exit: Ctrl-C, kill, and a closed terminal (SIGHUP)
HANDLED_SIGNALS = tuple(getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n))


def block_handled_signals() -> None:
    """Initializer of every worker thread: block SIGINT, SIGTERM and SIGHUP in it, so that the kernel delivers
    them to the main thread.  A signal that lands in a worker only sets CPython's flag, and a main thread
    blocked on a lock (waiting for that worker's result) would run the handler only once the worker is done:
    minutes for a large file, where Ctrl-C must act at once."""
    with contextlib.suppress(AttributeError, ValueError, OSError):
        signal.pthread_sigmask(signal.SIG_BLOCK, HANDLED_SIGNALS)


def exit_on_signal(prog: str = "rankagg") -> Callable[[], None]:
    """Make SIGINT, SIGTERM and SIGHUP remove unfinished outputs and exit at once (128 + signal number).

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
    for sig in HANDLED_SIGNALS:
        with contextlib.suppress(ValueError):  # not the main thread: leave the handlers alone
            previous[sig] = signal.signal(sig, handler)

    def restore() -> None:
        for sig, h in previous.items():
            signal.signal(sig, h)

    return restore

