"""The exceptions and warnings of rankagg, defined once here (the bottom layer: this module imports nothing).

Each one is also importable from the module a user meets it through
(``rankagg.methods.base``, ``rankagg.methods``, ``rankagg.data.validation``,
``rankagg.methods.state`` / ``rankagg.models``); they are the same classes.
Every error is a ``ValueError`` (bad input: catch ``ValueError`` for all of
them) except :class:`NotFittedError`, a ``RuntimeError`` (a call made too
early, not a bad value).
"""

from __future__ import annotations

__all__ = [
    "shown",
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
