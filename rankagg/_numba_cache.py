"""Where Numba caches rankagg's compiled kernels: somewhere writable, or nowhere; never an error.

rankagg's kernels are compiled with ``cache=True``.  Numba looks for a folder to cache a function in when
the function is defined (at the import of its module): ``NUMBA_CACHE_DIR`` when it is set, then the
``__pycache__`` beside the source, then the user's cache folder (``~/.cache/numba``); when none of them is
writable (a read-only install and a read-only ``HOME``, as in a container) it raises "cannot cache function"
and the module does not import (issue 46 item 6).  :func:`choose_numba_cache` runs at ``import rankagg``,
before any Numba import reads its configuration:

* ``NUMBA_CACHE_DIR`` set by the user, or a writable ``__pycache__`` in the package: nothing to do;
* else the first writable of the user's cache folder (``$XDG_CACHE_HOME`` or ``~/.cache``, then ``numba``)
  and a folder of this user's in the temporary folder becomes ``NUMBA_CACHE_DIR``;
* else nothing can be written: rankagg's kernels are compiled on each run, without a cache (slower to start,
  the same results).
"""

from __future__ import annotations

import os
import sys

__all__ = ["choose_numba_cache", "writable"]

# os and sys only at ``import rankagg`` (``rankagg fuse --method rrf`` loads no more: tests/cli/test_fuse_imports.py)
_PACKAGE = os.path.dirname(os.path.abspath(__file__))


def writable(folder: str) -> bool:
    """Whether a file can be made in ``folder`` (made if missing), as Numba checks it (permission bits alone
    do not say: a read-only mount, or root)."""
    probe = os.path.join(folder, f".rankagg-probe-{os.getpid()}")
    try:
        os.makedirs(folder, exist_ok=True)
        os.close(os.open(probe, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        os.unlink(probe)
    except OSError:
        return False
    return True


def _user_cache() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "numba")


def _temporary_cache() -> str | None:
    """This user's folder in the temporary folder; None when no temporary folder is writable (``gettempdir``
    raises then)."""
    import tempfile  # only for a read-only install

    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    try:
        return os.path.join(tempfile.gettempdir(), f"rankagg-numba-cache-{user}")
    except OSError:
        return None


def choose_numba_cache() -> str | None:
    """Make Numba's cache writable or absent for rankagg (module docstring); returns the cache folder chosen
    (None: Numba's own choice, or no cache)."""
    if os.environ.get("NUMBA_CACHE_DIR") or writable(os.path.join(_PACKAGE, "__pycache__")):
        return None
    for folder in (_user_cache(), _temporary_cache()):
        if folder is not None and writable(folder):
            os.environ["NUMBA_CACHE_DIR"] = folder
            config = sys.modules.get("numba.core.config")
            if config is not None:  # numba imported before rankagg: its configuration is read already
                config.CACHE_DIR = folder  # type: ignore[attr-defined]
            return folder
    _compile_without_cache()
    return None


def _compile_without_cache() -> None:
    """Nothing is writable: rankagg's functions are compiled without a cache (Numba's own cache for the
    functions of other packages is left as it is)."""
    from numba.core.dispatcher import Dispatcher

    enable_caching = Dispatcher.enable_caching
    if getattr(enable_caching, "_rankagg", False):
        return
    package = _PACKAGE + os.sep

    def enable_caching_outside_rankagg(self: Dispatcher) -> None:
        if not os.path.abspath(self.py_func.__code__.co_filename).startswith(package):
            enable_caching(self)

    enable_caching_outside_rankagg._rankagg = True  # type: ignore[attr-defined]
    Dispatcher.enable_caching = enable_caching_outside_rankagg  # type: ignore[method-assign]
