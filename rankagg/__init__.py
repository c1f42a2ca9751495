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
# the subpackages the docs call through the package (``rankagg.api.as_written``), imported on first use too
_SUBPACKAGES = ("api", "engines", "exceptions")


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    if name in _SUBPACKAGES:  # was an AttributeError until something else had imported it
        import importlib

        return importlib.import_module(f"rankagg.{name}")
    raise AttributeError(f"module 'rankagg' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_LAZY))
