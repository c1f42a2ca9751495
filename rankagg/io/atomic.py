"""Atomic output: a writer writes through a temporary file beside the target and renames it.

A writer writes through a temporary file beside the target and renames it
(never a half-written output), after the one output guard
(:func:`~rankagg.io.output_guard.check_output_path`): never over one of its inputs (by identity), never
onto a directory, a device, a FIFO or a socket; ``-`` is standard output where
a command accepts it; a symlink is written through.  The output's permissions
follow the umask like any file the user creates, or stay those of the file replaced (``mkstemp`` alone would make
it 0600); a temporary file a killed writer left behind is removed by the next
write to that folder.
"""

from __future__ import annotations

import contextlib
import glob
import gzip
import os
import signal
import stat
import sys
import tempfile
from typing import IO, Callable, Iterable, Iterator

from rankagg.io.line_form_store import compiled
from rankagg.io.output_guard import check_output_path
from rankagg.io.signals import HANDLED_SIGNALS
from rankagg.io.unfinished import PENDING_FILES, PENDING_NAMES, owner_gone, place_token
from rankagg.io.write_errors import write_error

__all__ = ["sweep_leftovers", "atomic_output", "atomic_write_text"]

# the temporary files atomic_output makes: .NAME.rankagg-PID.hPLACE_RANDOM.tmp (the pid and its place, the host and
# pid namespace, tell a leftover from a live write; names without the place are an earlier version's)
_TMP_PREFIX = ".rankagg-"
_LEFTOVER = compiled(r"^\..+\.rankagg-(\d+)\.(?:h([0-9a-f]{8})_)?[A-Za-z0-9_]+\.tmp$")


def sweep_leftovers(folder: str | os.PathLike) -> list[str]:
    """Remove the temporary files of ours in ``folder`` whose writer is gone (killed by SIGKILL, or the
    machine stopped, mid-write); returns their names.  A temporary file of a process still running (another
    job writing into the same folder), or made in another place (a pod or host sharing the volume, whose pid
    says nothing here: :func:`~rankagg.io.unfinished.owner_gone`), is left alone."""
    removed = []
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            m = _LEFTOVER.match(name)
            if m and owner_gone(int(m.group(1)), m.group(2)):
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(folder, name))
                    removed.append(name)
    return removed


#: the random part mkstemp adds and the suffix: ``XXXXXXXX.tmp``
_TMP_TAIL = 8 + len(".tmp")


def _temporary_prefix(p: os.PathLike) -> str:
    """``.NAME.rankagg-PID.hPLACE_`` for the temporary file of ``p``, its NAME cut (by whole characters) so that the
    temporary name fits the folder's longest name: a legal 255-byte output name must not fail on the
    temporary file beside it (ENAMETOOLONG naming a file the user never asked for)."""
    from pathlib import Path

    p = Path(p)
    try:
        longest = os.pathconf(p.parent, "PC_NAME_MAX")
    except (OSError, ValueError):
        longest = 255
    owner = f"{_TMP_PREFIX}{os.getpid()}.h{place_token()}_"
    name = p.name
    while name and len(os.fsencode("." + name + owner)) + _TMP_TAIL > longest:
        name = name[:-1]
    return f".{name}{owner}"


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
def _signals_held() -> Iterator[None]:
    """Hold the signals the CLI handles (:data:`rankagg.io.signals.HANDLED_SIGNALS`) inside the block: one that
    comes then is delivered, and its handler run, when the block ends."""
    try:
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, HANDLED_SIGNALS)
    except (AttributeError, OSError, ValueError):  # pragma: no cover - not POSIX
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class _WholeWrites:
    """Standard output's binary stream, each write written whole or failing: a buffered write into a pipe whose
    reader went away (``rankagg fuse -o - | head -1``) returned the count of the bytes the pipe took and raised
    nothing, so the run was cut and the command exited 0; here the rest is written again, which fails
    (``BrokenPipeError``: exit 141, as SIGPIPE gives)."""

    def __init__(self, raw: IO[bytes]) -> None:
        self._raw = raw

    def write(self, data: bytes) -> int:
        view = memoryview(data).cast("B")
        while len(view):
            n = self._raw.write(view)
            if not n:  # a stream that says it took nothing: no reader (a non-blocking one waits: rankagg._process)
                raise BrokenPipeError(32, "standard output took no more bytes")
            view = view[n:]
        return len(data)

    def flush(self) -> None:
        self._raw.flush()

    def __getattr__(self, name: str) -> object:  # flush, fileno, closed, ...: the stream's own
        return getattr(self._raw, name)


def _take_mode(fd: int, target: os.PathLike) -> None:
    """Give the temporary file ``fd`` the mode a plain ``open(target, "w")`` would leave: an existing regular file's
    own (its permission bits, and its group where this user may set it), else ``0o666 & ~umask``.  Replacing a
    shared, group-writable 0664 output under umask 022 made it 0644, locking the group out of a file it could
    write before."""
    try:
        st = os.stat(target)
    except OSError:  # a new file
        st = None
    if st is None or not stat.S_ISREG(st.st_mode):
        os.fchmod(fd, 0o666 & ~_umask())
        return
    with contextlib.suppress(OSError):  # another's group (or owner, for root): as open() would, kept where allowed
        os.fchown(fd, st.st_uid if os.geteuid() == 0 else -1, st.st_gid)
    os.fchmod(fd, stat.S_IMODE(st.st_mode) & 0o777)


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike, *, inputs: Iterable[str | os.PathLike] = (), param: str = "output",
                  stdout: bool = False, check: Callable[[str], None] | None = None) -> Iterator[IO[bytes]]:
    """A binary file to write ``path`` through: a temporary file in the same folder, renamed on success.

    ``path`` passes the output guard first (:func:`check_output_path`; ``-`` is standard output where
    ``stdout`` allows it).  On any error (or interruption) the temporary file is removed and ``path`` is
    untouched; a temporary file an earlier, killed writer left in that folder is removed
    (:func:`sweep_leftovers`).  Missing parent folders are created.  The file gets the mode a plain
    ``open(path, "w")`` would give (``0o666 & ~umask``, or the mode of the file it replaces).  ``check``: called with the temporary file's path once
    it is written and closed, before the rename; what it raises leaves ``path`` untouched (the temporary file
    removed), so a written file that fails a read-back never replaces anything.
    """
    p = check_output_path(path, inputs, param=param, stdout=stdout)
    if p is None:
        try:
            sys.stdout.flush()
            out = _WholeWrites(sys.stdout.buffer)
            yield out  # type: ignore[misc]
            out.flush()
        except OSError as exc:
            raise write_error(exc, "standard output") from exc
        return
    p.parent.mkdir(parents=True, exist_ok=True)
    sweep_leftovers(p.parent)
    # a signal between the file's creation and its registration left it behind (SIGALRM sent the moment
    # .o.run.rankagg-PID.XXXX.tmp appeared): held there, and its name (this process's prefix) known before it
    # is made, for a signal the mask does not hold
    prefix = _temporary_prefix(p)
    names = os.path.join(glob.escape(str(p.parent)), glob.escape(prefix) + "*.tmp")
    PENDING_NAMES.add(names)
    try:
        with _signals_held():
            fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=p.parent)
            PENDING_FILES.add(tmp)
    finally:
        PENDING_NAMES.discard(names)
    try:
        _take_mode(fd, p)
        with os.fdopen(fd, "wb") as fh:
            yield fh
        if check is not None:
            check(tmp)
        os.replace(tmp, p)
    except OSError as exc:  # ENOSPC, EFBIG, EROFS, EIO: name the output and what to do
        raise write_error(exc, p) from exc
    finally:
        PENDING_FILES.discard(tmp)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def atomic_write_text(path: str | os.PathLike, text: str, *, inputs: Iterable[str | os.PathLike] = (),
                      param: str = "output", stdout: bool = False) -> None:
    """Write ``text`` atomically (:func:`atomic_output`) as UTF-8; a name ending in ``.gz`` is gzip-compressed.  A file
    name that is no UTF-8 (byte 0xff, held by Python as the lone surrogate ``\\udcff``) is written escaped, as the
    error messages show it: ``report`` of ``r<0xff>.json`` failed with "'utf-8' codec can't encode character"."""
    data = text.encode("utf-8", errors="backslashreplace")
    with atomic_output(path, inputs=inputs, param=param, stdout=stdout) as fh:
        if str(path).endswith(".gz"):
            # mtime=0: same input, same bytes
            with gzip.GzipFile(fileobj=fh, mode="wb", mtime=0) as gz:
                gz.write(data)
        else:
            fh.write(data)
