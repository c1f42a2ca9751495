"""The address-space limit (``ulimit -v``) of this process, and how the command line lives under one.

A leaf module (standard library only): :mod:`rankagg.cli` asks it before NumPy and Numba load."""

from __future__ import annotations

import os
import sys

#: glibc's variable for its number of malloc arenas; read once, when the process starts
ARENAS_VAR = "MALLOC_ARENA_MAX"


def address_space_limit() -> int | None:
    """The address-space limit (``ulimit -v``, RLIMIT_AS) in bytes, or None when there is none."""
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    except (ImportError, ValueError, OSError):  # pragma: no cover - not POSIX
        return None
    return None if soft == resource.RLIM_INFINITY or soft <= 0 else int(soft)


def restart_with_few_arenas() -> None:
    """Under an address-space limit, run this command again (the same process: ``exec``) with glibc's malloc arenas
    capped at 2, unless the user set :data:`ARENAS_VAR`.  glibc reserves 64 MiB of address space for each thread's
    arena; Numba's LLVM, its threads and OpenBLAS's start several, and under ``ulimit -v 600M`` LLVM then found no
    room for a compiled kernel and ended the process itself (``LLVM ERROR: Unable to allocate section memory``,
    SIGABRT), where no Python handler can answer.  With two arenas the same command answered (``fuse --method
    condorcet`` under 500 to 800 MiB, every try; without, 600 MiB aborted every time).  The variable only counts at
    start (glibc reads it once: setting it through ``mallopt`` later did not help), hence the ``exec``; nothing has
    been read or written yet, and the arguments are the ones the interpreter was started with."""
    if ARENAS_VAR in os.environ or not sys.platform.startswith("linux") or address_space_limit() is None:
        return
    argv = getattr(sys, "orig_argv", None)
    if not sys.executable or not argv:  # pragma: no cover - an embedded interpreter: run as is
        return
    os.environ[ARENAS_VAR] = "2"
    for stream in (sys.stdout, sys.stderr):  # None when the process started with that descriptor closed (>&-)
        if stream is not None:
            stream.flush()
    try:
        os.execv(sys.executable, list(argv))
    except OSError:  # pragma: no cover - exec refused (no memory for it): run as is, the limit's messages still apply
        del os.environ[ARENAS_VAR]
