"""Aggregation methods, one module per family.

Every public module here registers its methods with :func:`rankagg.registry.register`;
:func:`rankagg.registry.list_methods` imports them all.  Modules starting with an
underscore hold shared kernels and are not auto-imported.
"""

from .base import Aggregator, ConvergenceWarning, NotFittedError

__all__ = ["Aggregator", "ConvergenceWarning", "NotFittedError"]
