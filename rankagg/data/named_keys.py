"""Names given as keys: runs, lists, rankers and pipelines meet their weights and options by name as text, the one
way every entry point does (:func:`named_weights` for the methods' ``weights``, :func:`rankagg.api.make_fusion`,
the ``Fuser`` and engine export; :func:`check_names_once` for every reader, :mod:`rankagg.io.rules`):
``{1: 2}`` weighs the run named ``"1"``, and ``{1: 2, "1": 3}`` is refused, never resolved to the last."""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

__all__ = ["check_names_once", "mapping_of", "named_weights", "ordered_weights"]


def check_names_once(source: str, keys: Any, what: str = "name") -> list[str]:
    """Names (the keys of ``{name: run}``, ``{name: list}``, ``{name: pipeline}``) as the texts they are known by
    (``str(key)``), refused when two keys give one text: ``{1: a, "1": b}`` would be one run, list or pipeline,
    the other silently dropped or merged, and weights by name would meet both."""
    texts = [str(k) for k in keys]
    seen: dict[str, Any] = {}
    for k, t in zip(keys, texts):
        if t in seen:
            raise ValueError(f"{source}: the {what} {t!r} is given twice ({seen[t]!r} and {k!r}); give each once")
        seen[t] = k
    return texts


def mapping_of(source: str, weights: Any) -> Any:
    """A pandas Series as the mapping of its index to its values (``df.set_index("run")["w"]``: names with their
    weights, which ``weights`` given in order was not), its labels given once (:func:`check_names_once`); anything
    else as it is.  pandas is not imported here: a Series comes from a program that has imported it."""
    if type(weights).__name__ != "Series" or not type(weights).__module__.startswith("pandas"):
        return weights
    labels = weights.index.tolist()
    check_names_once(source, labels, "name")
    return dict(zip(labels, weights.tolist()))


def ordered_weights(source: str, weights: Any) -> Any:
    """Weights given in the runs' order (not a mapping) must have one: a set or a dict view does not (``{1.0,
    2.0}`` gave each run a weight by hash order), nor does text; a sequence or an array is returned as it is."""
    if isinstance(weights, (str, bytes)) or not isinstance(weights, (Sequence, np.ndarray)):
        raise ValueError(f"{source}: give a mapping name -> weight or one weight per run in the runs' order, not a "
                         f"{type(weights).__name__} (it has no order to meet the runs by)")
    return weights


def named_weights(source: str, weights: Any) -> dict[str, Any]:
    """A mapping name -> weight (of runs, lists, rankers) keyed by the names as text, the one way every entry point
    meets weights (:func:`rankagg.api.make_fusion`, the methods' ``weights`` parameter, the ``Fuser``, engine
    export): ``{1: 2}`` weighs the run named ``"1"``; two keys of one text (``{1: 2, "1": 3}``) are refused
    (:func:`check_names_once`), not resolved to the last; a NumPy number is the Python number it equals (values
    are judged by the caller)."""
    texts = check_names_once(source, list(weights), "name")
    values = [v.item() if isinstance(v, (np.integer, np.floating)) else v for v in weights.values()]
    return dict(zip(texts, values))
