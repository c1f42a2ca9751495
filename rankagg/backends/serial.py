"""The in-process backend (:class:`SerialBackend`, ``--backend local``): the backends' interface with ``map`` a
list comprehension."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator

import numpy as np
from numpy.typing import NDArray

from rankagg.backends.chunks import _concat_scores, query_chunks, select_chunk
from rankagg.backends.method_shipping import _prepare
from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator

__all__ = ["SerialBackend"]


class SerialBackend:
    """The in-process path: ``map`` is a list comprehension."""

    name = "local"

    def map(self, fn: Callable, items: Iterable, *args: Any) -> list:
        return [fn(*args, it) for it in items]

    def imap_unordered(self, fn: Callable, items: Iterable, *args: Any) -> Iterator:
        return (fn(*args, it) for it in items)

    def share(self, obj: Any) -> Any:
        return obj

    def aggregate(self, method: Aggregator | str, data: Rankings, *, chunk_queries: int | None = None) -> NDArray[np.float64]:
        """Scores of ``method`` on ``data`` (chunked when ``chunk_queries`` is given)."""
        m = _prepare(method)
        if chunk_queries is None or not m.get_tags().per_query:
            return m.aggregate(data)
        return _concat_scores(data, [m.aggregate(select_chunk(data, ix)) for ix in query_chunks(data, chunk_queries)])

    def close(self) -> None:
        pass

    def __enter__(self) -> "SerialBackend":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
