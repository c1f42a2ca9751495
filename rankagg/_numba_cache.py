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

A cache file that cannot be read back (an index or a kernel cut short by a full disk or an interrupted copy,
overwritten, or written by something else) is a cache miss: the kernel is compiled again and its entry written
anew (:func:`tolerate_damaged_cache`).  Numba caught only ``OSError`` there, so a damaged file stopped every
command that needed the kernel with ``UnpicklingError`` (issue 45's eighth bar, ``u8r_numba_cache_foreign``).
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


class _CachingHook:
    """A one-shot import hook: when ``numba.core.caching`` is imported, :func:`tolerate_damaged_cache` is applied
    to it (numba itself is not imported for that: ``rankagg fuse --method rrf`` loads no numba)."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> object:
        if fullname != "numba.core.caching":
            return None
        if self in sys.meta_path:
            sys.meta_path.remove(self)  # type: ignore[arg-type]
        import importlib.util

        spec = importlib.util.find_spec(fullname)
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        exec_module = loader.exec_module

        def exec_and_patch(module: object) -> None:
            exec_module(module)
            tolerate_damaged_cache(module)

        loader.exec_module = exec_and_patch
        return spec


def tolerate_damaged_cache(caching: object) -> None:
    """Numba's cache files that cannot be read back are misses, never errors: the index of a function
    (``.nbi``) that does not unpickle is an empty index, a kernel (``.nbc``) that does not unpickle is not
    there; numba then compiles the function and writes both again.  An entry that cannot be written (a full
    disk, a quota, ``ulimit -f``) is not written: the kernel compiled runs uncached.  Numba let that ``OSError``
    through, so with a cold cache under ``ulimit -f`` a command stopped with "standard output: File too large",
    before its own output was reached (``u6s_out_fsize_keeps_previous_model`` on a fresh checkout)."""
    cls = getattr(caching, "IndexDataCacheFile", None)
    load_index, load_data = getattr(cls, "_load_index", None), getattr(cls, "_load_data", None)
    save = getattr(cls, "save", None)
    if load_index is None or load_data is None or save is None or getattr(load_index, "_rankagg", False):
        return

    def _save(self: object, key: object, data: object) -> None:
        try:
            save(self, key, data)
        except OSError:  # numba writes through a temporary file it removes on failure: nothing half-written stays
            pass

    def _load_index(self: object) -> dict:
        try:
            return load_index(self)
        except Exception:  # noqa: BLE001 - any content that does not unpickle: a miss
            return {}

    def _load_data(self: object, name: str) -> object:
        try:
            return load_data(self, name)
        except OSError:
            raise
        except Exception as exc:  # noqa: BLE001 - numba's load() takes an OSError for a miss
            raise OSError(f"numba cache file {name} cannot be read back: {type(exc).__name__}") from exc

    _load_index._rankagg = True  # type: ignore[attr-defined]
    cls._load_index, cls._load_data, cls.save = _load_index, _load_data, _save  # type: ignore[union-attr]


def _watch_numba_caching() -> None:
    """Apply :func:`tolerate_damaged_cache` to numba's caching module now, or when it is imported."""
    caching = sys.modules.get("numba.core.caching")
    if caching is not None:
        tolerate_damaged_cache(caching)
    elif not any(isinstance(f, _CachingHook) for f in sys.meta_path):
        sys.meta_path.insert(0, _CachingHook())  # type: ignore[arg-type]


def choose_numba_cache() -> str | None:
    """Make Numba's cache writable or absent for rankagg (module docstring); returns the cache folder chosen
    (None: Numba's own choice, or no cache)."""
    _watch_numba_caching()
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
