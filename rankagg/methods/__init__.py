"""Aggregation methods, one folder per family (``rankagg/methods/<family>/``).

A method is one module in its family folder whose class carries
``@register("name")``.  The registry (:mod:`rankagg.methods.registry`) finds
the names by reading the family sources, and imports a family only when one of
its methods is asked for, so ``make_method("rrf")`` imports the positional
family and the core, nothing else.

The layers above the methods (the API, streaming, the fusers, the backends) import the methods core only:
the few things of a family they use are named in :data:`FAMILY_EXPORTS` and reached through this package
(``from rankagg.methods import aggregate_comparisons``), which imports the family's module when the name is
first asked for, as the registry does for a method (``tests/package/test_layers.py`` refuses an import of a
family's module from above).
"""

from __future__ import annotations

import importlib
from typing import Any

from rankagg.methods.base import Aggregator, ConvergenceWarning, NotFittedError

__all__ = ["Aggregator", "ConvergenceWarning", "NotFittedError", "FAMILY_EXPORTS"]

#: name -> the family module that defines it: what the layers above the methods use of a family
FAMILY_EXPORTS: dict[str, str] = {
    # comparison data (A beat B): its one entry point (rankagg.fuse_comparisons)
    "aggregate_comparisons": "rankagg.methods.comparisons.aggregate",
    "COMPARISON_RULES": "rankagg.methods.comparisons",  # the rules' names, without loading SciPy
    "COMPARISON_RULE_PARAMETERS": "rankagg.methods.comparisons",  # their summaries, papers and parameters
    # the quality-weighted fusions, streamed in passes (rankagg.stream.run: their own block_* methods)
    "QualityWeightedFusion": "rankagg.methods.quality.core",
    # the supervised learners on a candidate pool: the fusion that ranks outside it (experiments.tune_supervised)
    "POOL_RRF": "rankagg.methods.supervised.pooled",
}


def __getattr__(name: str) -> Any:
    """A name of :data:`FAMILY_EXPORTS`, from its family's module (imported now, once)."""
    module = FAMILY_EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'rankagg.methods' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
