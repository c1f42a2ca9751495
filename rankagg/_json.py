"""The one JSON encoder for rankagg's outputs (CLI listings, protocol results, reports).

``json.dumps(obj, default=json_default)`` writes NumPy scalars as Python
numbers and arrays as lists; anything else unknown is an error, never a silent
``str()``.  (Model files use their own typed encoding, :mod:`rankagg.models`,
which keeps dtypes for a bit-for-bit round trip.)
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

__all__ = ["json_default", "dumps"]


def json_default(o: Any) -> Any:
    """``default=`` hook of :func:`json.dumps` for NumPy values."""
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    raise TypeError(f"cannot serialise {type(o).__name__} as JSON")


def dumps(obj: Any, **kw: Any) -> str:
    """:func:`json.dumps` with :func:`json_default`."""
    return json.dumps(obj, default=json_default, **kw)
