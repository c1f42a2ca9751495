"""A method shipped to a worker: what it needs to rebuild it (:func:`method_state`: registry name or class,
hyper-parameters, fitted state through :meth:`Aggregator.get_state`, never a pickled model), the method rebuilt
and validated there (:func:`method_from_state`), and the check made on the driver before anything is sent
(:func:`_prepare`)."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method, method_class

__all__ = ["method_state", "method_from_state"]


def method_state(method: Aggregator | str) -> dict[str, Any]:
    """What a worker needs to rebuild ``method``: class, hyper-parameters, fitted state.

    Registered methods travel by registry name (the worker imports rankagg);
    other :class:`Aggregator` subclasses by class reference.  Fitted state is
    :meth:`Aggregator.get_state` (arrays, numbers, strings, lists), never a
    pickled model.
    """
    if isinstance(method, str):
        method = make_method(method)
    if not isinstance(method, Aggregator):
        raise TypeError(f"method must be a registry name, spec string or Aggregator, got {type(method).__name__}")
    cls = type(method)
    try:
        registered = method_class(cls.name) is cls and cls.__module__.startswith("rankagg.")
    except ValueError:
        registered = False
    state = method.get_state()
    return {
        "name": cls.name if registered else None,
        "cls": None if registered else cls,
        "params": method.get_params(),
        "state": state,
    }


def method_from_state(spec: Mapping[str, Any]) -> Aggregator:
    """Inverse of :func:`method_state`."""
    cls = method_class(spec["name"]) if spec["name"] is not None else spec["cls"]
    return cls(**spec["params"]).set_state(spec["state"])


def _aggregate_chunk(spec: Mapping[str, Any], chunk: Rankings) -> NDArray[np.float64]:
    return method_from_state(spec).aggregate(chunk)


def _prepare(method: Aggregator | str) -> Aggregator:
    m = make_method(method) if isinstance(method, str) else method
    if not isinstance(m, Aggregator):
        raise TypeError(f"method must be a registry name, spec string or Aggregator, got {type(m).__name__}")
    m.check_fitted()  # before shipping; each chunk is scored by m.aggregate (Aggregator.fuse_input)
    return m
