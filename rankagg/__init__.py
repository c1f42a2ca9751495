"""rankagg: rank aggregation that reproduces the literature, fast.

``rankagg.fuse(runs, method="rrf", weights=None, **params)`` and
``rankagg.evaluate(run, qrels, ["nDCG@10", ...])`` are the one-liners
(:mod:`rankagg.api`); :class:`Rankings` is the data model.  Attributes are
imported on first use, so ``import rankagg`` (and ``rankagg --help``) stays light.
"""

from typing import Any

from rankagg._numba_cache import choose_numba_cache as _choose_numba_cache

_choose_numba_cache()  # before any kernel is compiled: a read-only install caches elsewhere, or not at all

__version__ = "0.1.0"
__all__ = ["Rankings", "Fuser", "fuse", "evaluate", "__version__"]

_LAZY = {"Rankings": "rankagg.data.rankings", "fuse": "rankagg.api.fuse_forms", "evaluate": "rankagg.api.evaluate_runs",
         "Fuser": "rankagg.fuser"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'rankagg' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_LAZY))
