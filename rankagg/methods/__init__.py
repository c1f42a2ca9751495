"""Aggregation methods, one folder per family (``rankagg/methods/<family>/``).

A method is one module in its family folder whose class carries
``@register("name")``.  The registry (:mod:`rankagg.methods.registry`) finds
the names by reading the family sources, and imports a family only when one of
its methods is asked for, so ``make_method("rrf")`` imports the positional
family and the core, nothing else.
"""

from rankagg.methods.base import Aggregator, ConvergenceWarning, NotFittedError

__all__ = ["Aggregator", "ConvergenceWarning", "NotFittedError"]
