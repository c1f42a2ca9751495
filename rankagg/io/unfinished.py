"""The temporary files and folders of unfinished work: registered while in use, removed on an error or a
signal (:func:`remove_pending`, called by :func:`rankagg.io.signals.exit_on_signal`), and swept when their
process is gone.

A temporary folder's name holds its process's pid and where that pid means something (``rankagg-KIND-PID-hPLACE_XXXX``:
:func:`place_token`, the host and pid namespace) and the next one made in that place sweeps those of processes that
are gone (SIGKILL cannot be caught); a name made in another place (a pod on a shared volume, a Dask driver on
another host sharing ``--scratch``) is never taken for a leftover, since its pid says nothing here.
"""

from __future__ import annotations

import contextlib
import functools
import os
import tempfile
from pathlib import Path
from typing import Iterator

from rankagg.io.line_form_store import compiled
from rankagg.io.write_errors import write_error

__all__ = ["PENDING_FILES", "PENDING_NAMES", "PENDING_FOLDERS", "process_alive", "sweep_temporary_folders", "temporary_folder",
           "remove_pending", "place_token", "owner_gone"]

#: temporary files of outputs being written; exit_on_signal removes them
PENDING_FILES: set[str] = set()
#: glob patterns of temporary files about to be made (a folder and this process's prefix): a signal that lands
#: between a file's creation and its entry in PENDING_FILES finds the file by its name
PENDING_NAMES: set[str] = set()
#: temporary folders of unfinished work (the streaming path's partitions), removed on SIGINT / SIGTERM too
PENDING_FOLDERS: set[str] = set()


#: the temporary folders temporary_folder makes: rankagg-KIND-PID-hPLACE_RANDOM (the pid and its place tell a
#: leftover from live work; names without the place are an earlier version's)
_LEFTOVER_FOLDER = compiled(r"^rankagg-[a-z]+-(\d+)-(?:h([0-9a-f]{8})_)?[A-Za-z0-9_]+(?:\.removing)?$")


@functools.lru_cache(maxsize=1)
def place_token() -> str:
    """8 hex digits naming where this process's pid is meaningful: its host and its pid namespace.  Two pods
    writing into one shared volume, or a Dask driver on each of two hosts sharing a scratch folder, have pids that
    say nothing about each other: ``kill(pid, 0)`` here cannot tell whether the other's writer is alive."""
    import socket
    import zlib  # not hashlib: rankagg fuse --method rrf loads no module it does not need (test_fuse_imports)

    try:
        namespace = os.readlink("/proc/self/ns/pid")
    except OSError:  # no /proc (macOS): the host alone
        namespace = ""
    where = socket.gethostname() + "\0" + namespace
    return f"{zlib.crc32(where.encode()):08x}"


def owner_gone(pid: int, place: str | None) -> bool:
    """Whether the writer ``pid`` of a temporary name made at ``place`` (None: a name without one) is known to be
    gone: only a pid of this place can be asked; another place's writer may be running (left alone)."""
    return (place is None or place == place_token()) and not process_alive(pid)


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
            if m and owner_gone(int(m.group(1)), m.group(2)):
                shutil.rmtree(os.path.join(where, name), ignore_errors=True)
                removed.append(name)
    return removed


@contextlib.contextmanager
def temporary_folder(prefix: str = "rankagg-tmp-", folder: str | os.PathLike | None = None) -> Iterator[Path]:
    """A temporary folder (in ``folder``, default ``TMPDIR``) named ``PREFIX PID-hPLACE_RANDOM``, removed at the end, on
    any error and by :func:`exit_on_signal`'s handler; the folders of gone processes there are swept first
    (:func:`sweep_temporary_folders`).  ``prefix`` is ``rankagg-KIND-``."""
    import shutil

    sweep_temporary_folders(folder)
    try:
        tmp = tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-h{place_token()}_", dir=folder)
    except OSError as exc:  # a read-only or full TMPDIR
        raise write_error(exc, folder if folder is not None else tempfile.gettempdir(), temporary=True) from exc
    PENDING_FOLDERS.add(tmp)
    try:
        yield Path(tmp)
    except OSError as exc:  # a full or read-only TMPDIR: say that it is the partition, where, and how to move it
        raise write_error(exc, tmp, temporary=True) from exc
    finally:
        PENDING_FOLDERS.discard(tmp)
        shutil.rmtree(tmp, ignore_errors=True)


def remove_pending() -> None:
    """Remove the temporary files and folders of unfinished work (from a signal handler)."""
    import shutil

    import glob

    for tmp in [*PENDING_FILES, *(f for pattern in list(PENDING_NAMES) for f in glob.glob(pattern))]:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    for folder in list(PENDING_FOLDERS):
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


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` is running (this one is; another user's process counts as running)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True
