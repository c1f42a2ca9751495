"""Write errors that say where and what to do.

A write that fails for lack of space, a file-size limit, a read-only file system or
a failing disk names the file, or the temporary folder and how to move it
(:func:`write_error`).
"""

from __future__ import annotations

import errno
import os

__all__ = ["WriteError", "write_error"]

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
