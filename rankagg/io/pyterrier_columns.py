"""The shape of PyTerrier's result frames, told without reading them (issue 50): the registry's recogniser of
the ``pyterrier`` runs format and how its runs are named.  It imports neither pandas nor a reader, so that the
registry (:mod:`rankagg.io.formats`) imports it at start-up; the reader is :mod:`rankagg.io.pyterrier_frames`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["COLUMNS", "is_frame", "not_pyterrier", "named_frames"]

#: the columns that tell a PyTerrier result frame
COLUMNS = ("qid", "docno", "score")


def is_frame(obj: Any) -> bool:
    return any(c.__module__.split(".")[0] == "pandas" and c.__name__ == "DataFrame" for c in type(obj).__mro__)


def not_pyterrier(obj: Any) -> str | None:
    """a DataFrame with qid, docno and score (PyTerrier's result frame), a list of them or {name: frame}

    The registry's recogniser of the format: None for such an input, else the reason ``obj`` is not one."""
    if not (is_frame(obj) or isinstance(obj, (Mapping, list, tuple))):
        return f"is a {type(obj).__name__}, not a PyTerrier result frame (a DataFrame with qid, docno, score)"
    frames = list(obj.values()) if isinstance(obj, Mapping) else list(obj) if isinstance(obj, (list, tuple)) else [obj]
    if not frames:
        return "holds no PyTerrier result frame"
    for f in frames:
        if not is_frame(f):
            return f"holds a {type(f).__name__}, not a PyTerrier result frame (a DataFrame with qid, docno, score)"
        missing = [c for c in COLUMNS if c not in f.columns]
        if missing:
            return f"has a DataFrame without {' / '.join(missing)} (a PyTerrier result frame has qid, docno, score)"
    return None


def named_frames(obj: Any) -> list[tuple[str, Any]]:
    """``(run name, frame)`` of each run of a PyTerrier input: the keys of ``{name: frame}``, ``run1``, ``run2``...
    in a list, ``run1`` for a single frame (whose reader may name its runs by a run column)."""
    if isinstance(obj, Mapping):
        from rankagg.io.rules import check_names_once  # {1: f, "1": g} would be one run named '1'

        return list(zip(check_names_once("PyTerrier frames", list(obj), "run"), obj.values()))
    if isinstance(obj, (list, tuple)):
        return [(f"run{i + 1}", f) for i, f in enumerate(obj)]
    return [("run1", obj)]
