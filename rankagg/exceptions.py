"""The exceptions and warnings of rankagg, defined once here (the bottom layer: this module imports nothing).

Each one is also importable from the module a user meets it through
(``rankagg.methods.base``, ``rankagg.methods``, ``rankagg.data.validation``,
``rankagg.methods.state`` / ``rankagg.models``); they are the same classes.
Every error is a ``ValueError`` (bad input: catch ``ValueError`` for all of
them) except :class:`NotFittedError`, a ``RuntimeError`` (a call made too
early, not a bad value).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from types import FrameType

__all__ = [
    "shown",
    "warn_caller",
    "ConvergenceWarning",
    "InvalidParameterError",
    "InvalidStateError",
    "ModelFileError",
    "NotFittedError",
    "ProblemTooLargeError",
]


class ConvergenceWarning(UserWarning):
    """An iterative method stopped at ``max_iter`` before reaching ``tol``."""


class NotFittedError(RuntimeError):
    """A supervised method was used before ``fit``."""


class ProblemTooLargeError(ValueError):
    """The input is too large for a method; raised before anything large is allocated."""


class InvalidParameterError(ValueError):
    """A hyper-parameter value outside its declared constraint."""


class InvalidStateError(ValueError):
    """Fitted state (from a model file, a copy or a worker) that does not fit its declaration."""


class ModelFileError(ValueError):
    """A model file or document that cannot be read as a rankagg model."""


def shown(value: object, width: int = 80) -> str:
    """``repr(value)`` for an error message, its middle elided past ``width`` characters: a 400-digit integer, a
    long list or a 5,000-digit option text is named, not printed whole (every message is one readable line)."""
    try:
        text = repr(value)
    except ValueError:  # an int past Python's limit on the digits it converts to text
        return "an integer too long to print"
    half = (width - 4) // 2
    return text if len(text) <= width else f"{text[:half]}...{text[-half:]} ({len(text)} characters)"


def warn_caller(message: str, category: type[Warning] = UserWarning) -> None:
    """``warnings.warn(message, category)`` at the caller's line: the first frame outside the rankagg package (a
    notebook cell, a script, a test), however deep inside rankagg the warning arises, and from a worker thread of
    rankagg's (the run files are read by a pool) the line of the main thread that called rankagg.  A fixed
    ``stacklevel`` named a line of rankagg's own (``io/_run_text.py``, ``methods/mallows/mallows_em.py``) whenever
    the path to the warning was one call longer or shorter than its author counted."""
    import sys
    import threading
    import warnings

    frame = _outside(sys._getframe(1))
    if frame is None and threading.current_thread() is not threading.main_thread():
        main = sys._current_frames().get(threading.main_thread().ident or -1)
        frame = None if main is None else _outside(main)
    if frame is None:
        warnings.warn(message, category, stacklevel=2)
        return
    g = frame.f_globals
    warnings.warn_explicit(message, category, frame.f_code.co_filename, frame.f_lineno, module=g.get("__name__"),
                           registry=g.setdefault("__warningregistry__", {}))  # not module_globals: its loader
    # would be asked for the source (a notebook's or ``python -c``'s __main__ has none to give: ImportError)


#: the modules a thread pool's frames belong to: a warning never names a line of them
_POOL_MODULES = ("threading", "concurrent.futures._base", "concurrent.futures.thread", "queue")


def _outside(frame: FrameType | None) -> FrameType | None:
    """The first frame from ``frame`` outward that is neither rankagg's nor a thread pool's, or None."""
    import os

    package = os.path.dirname(os.path.abspath(__file__)) + os.sep
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        inside = name == "rankagg" or name.startswith("rankagg.") or \
            os.path.abspath(frame.f_code.co_filename).startswith(package)
        if not inside and name not in _POOL_MODULES:
            return frame
        frame = frame.f_back
    return None
