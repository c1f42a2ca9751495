"""Lists read by sorted access, a block at a time, for the certified top-k (:mod:`rankagg.fuser.topk`).

A :class:`SortedList` reads one list best first without reading the rest: a mapping docid -> score in
best-first order, a pair ``(ids, scores)`` of sequences sorted best first, a sequence of docids (best
first) or an iterator of docids or of ``(docid, score)`` pairs.  What it has read obeys the rules of
:class:`~rankagg.fuser.lists.Request` (docids ``str`` or all ``int``, once a list, by the readers' id rule;
scores finite numbers), checked block by block, and its scores must not rise (a list that is not sorted
best first is refused at the first entry read that rises: the unread tail is trusted, which is the point
of reading less).  The *settled* prefix is the part whose ranks are final: trec_eval orders equal scores
by docid descending, so a run of equal scores is settled only once the entry after it scores lower (or the
list ends).  Mappings and pairs also give their lowest score in one look at their last entry (what
``minmax`` needs); the look counts as one entry read.
"""

from __future__ import annotations

from itertools import islice
from typing import Any, Iterator, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.fuser.lists import _number
from rankagg.io.rules import first_bad_id, id_fault

__all__ = ["SortedList", "check_id_kinds"]


class SortedList:
    """One list read best first (see the module docstring).  ``ids`` and ``scores`` are the entries read
    (raw order), ``settled`` how many of them have final ranks, ``done`` whether the list (or its ``window``)
    has been read to its end, ``length`` its length when known without reading, ``lowest`` its lowest score
    when known (the last entry's, looked at; or once read to the end), ``peeks`` the entries looked at out
    of order."""

    __slots__ = ("name", "scored", "length", "lowest", "peeks", "ids", "scores", "settled", "done", "kind",
                 "_window", "_slice", "_iter", "_seen", "_order", "_raw", "_runs")

    def __init__(self, name: str, obj: Any, window: int | None) -> None:
        self.name, self._window = name, window
        self._slice: tuple[Any, Any] | None = None
        self._iter: Iterator[Any] | None = None
        self.length: int | None = None
        self.lowest: float | None = None
        self.peeks = 0
        if isinstance(obj, Mapping):
            self.scored, self.length, self._iter = True, len(obj), iter(obj.items())
            if obj and (window is None or window >= len(obj)):  # the last entry: a mapping iterates backwards too
                self.lowest, self.peeks = _number(name, "(last)", next(reversed(obj.values()))), 1  # type: ignore[call-overload]
        elif (isinstance(obj, tuple) and len(obj) == 2 and not isinstance(obj[0], (str, bytes))
              and hasattr(obj[0], "__len__") and hasattr(obj[1], "__len__")):
            if len(obj[0]) != len(obj[1]):
                raise ValueError(f"list {name!r}: {len(obj[0])} ids but {len(obj[1])} scores")
            self.scored, self.length, self._slice = True, len(obj[0]), (obj[0], obj[1])
            last = self.length if window is None else min(window, self.length)
            if last:
                self.lowest, self.peeks = _number(name, obj[0][last - 1], obj[1][last - 1]), 1
        elif isinstance(obj, (list, tuple, np.ndarray)):
            # an empty sequence is read as either form, as an empty iterator is below (lists._ranked)
            self.scored, self.length, self._slice = len(obj) == 0, len(obj), (obj, None)
        elif hasattr(obj, "__iter__") and not isinstance(obj, (str, bytes)):
            it = iter(obj)
            first = next(it, None)
            self.scored = first is None or (isinstance(first, tuple) and len(first) == 2)  # empty: either
            self._iter = it if first is None else _chain_one(first, it)
            if first is None:
                self.length = 0
        else:
            raise ValueError(f"list {name!r}: expected a mapping docid -> score, (ids, scores), a sequence of "
                             f"docids or an iterator, got {type(obj).__name__}")
        self._raw = self.length  # the entries as given (a window keeps fewer; the share is of these)
        self.ids: list[str] = []
        self.scores: list[float] = []
        self.settled, self.done, self.kind, self._runs = 0, self.length == 0, "", 0
        self._seen: set[str] = set()
        self._order: NDArray[np.intp] | None = None

    def read_to(self, n: int) -> int:
        """Read entries until ``n`` have been read (or the list ends); returns how many were read now."""
        want = n - len(self.ids)
        if self.done or want <= 0:
            return 0
        if self._window is not None and len(self.ids) <= self._window:
            want = min(want, self._window + 1 - len(self.ids))  # one past the window tells whether its last run ended
        a = len(self.ids)
        if self._slice is not None:
            ids_src, sc_src = self._slice
            ids = list(ids_src[a: a + want])
            scores = None if sc_src is None else list(sc_src[a: a + want])
        else:
            assert self._iter is not None
            block = list(islice(self._iter, want))
            if self.scored:
                bad = next((e for e in block if not (isinstance(e, tuple) and len(e) == 2)), None)
                if bad is not None:
                    raise ValueError(f"list {self.name!r}: entry {bad!r} is not a (docid, score) pair")
                ids, scores = [e[0] for e in block], [e[1] for e in block]
            else:
                ids, scores = block, None
        got = len(ids)
        self._append(ids, scores)
        if got < want or len(self.ids) == self._raw:
            self.done = True
        self._settle()
        return got

    def _append(self, ids: list[Any], scores: list[Any] | None) -> None:
        """Check a block by the rules of the module docstring and keep it."""
        if not ids:
            return
        kinds = set(map(type, ids))
        if kinds != {str}:
            if all(issubclass(k, str) for k in kinds):
                kind = "str"
            elif all(issubclass(k, (int, np.integer)) and not issubclass(k, (bool, np.bool_)) for k in kinds):
                kind = "int"
            else:
                bad = next((d for d in ids if not isinstance(d, (str, int, np.integer))
                            or isinstance(d, (bool, np.bool_))), None)
                if bad is None:
                    raise ValueError(f"list {self.name!r}: docids mix str and int; give docids of one type")
                raise ValueError(f"list {self.name!r}: docid {bad!r} is a {type(bad).__name__}; docids are str "
                                 "(or all int)")
            ids = list(map(str, ids))
        else:
            kind = "str"
        if self.kind and kind != self.kind:
            raise ValueError(f"list {self.name!r}: docids mix str and int; give docids of one type")
        self.kind = kind
        bad_at = first_bad_id(ids)
        if bad_at is not None:
            raise ValueError(f"list {self.name!r}: docid {ids[bad_at]!r} {id_fault(ids[bad_at])}")
        seen = self._seen
        for d in ids:
            if d in seen:
                raise ValueError(f"list {self.name!r}: docid {d!r} appears twice")
            seen.add(d)
        if scores is not None:
            if set(map(type, scores)) != {float}:
                scores = [_number(self.name, d, s) for d, s in zip(ids, scores)]
            sc = np.asarray(scores, dtype=np.float64)
            if not np.isfinite(sc).all():
                i = int(np.flatnonzero(~np.isfinite(sc))[0])
                raise ValueError(f"list {self.name!r}: document {ids[i]!r}: score {scores[i]!r} is not a finite number")
            prev = self.scores[-1] if self.scores else np.inf
            rises = np.flatnonzero(sc > np.concatenate(([prev], sc[:-1])))  # compared, not subtracted: no overflow
            if rises.size:
                i = int(rises[0])
                raise ValueError(f"list {self.name!r}: entry {len(self.ids) + i + 1} (docid {ids[i]!r}) scores "
                                 f"{scores[i]!r}, above the entry before it: a top-k reads lists sorted best first")
            self.scores.extend(scores)
        self.ids.extend(ids)

    def _settle(self) -> None:
        """The settled prefix (module docstring), its trec_eval order, and ``done`` at the window."""
        n = len(self.ids)
        if self.done or not self.scored or n == 0:
            settled = n
        else:  # the entries scoring above the last one read; sorted descending, found by bisection
            sc = np.asarray(self.scores)
            settled = int(np.searchsorted(-sc, -sc[-1], side="left"))
        self._runs = settled  # whole runs of equal scores, ordered before the window cuts one
        if self._window is not None and settled >= self._window:
            settled, self.done = self._window, True
        self.settled = settled
        self._order = None
        if self.done and self.lowest is None and self.scored and settled:
            self.lowest = self.scores[settled - 1]

    def ranked(self) -> tuple[list[str], NDArray[np.float64] | None]:
        """The settled prefix in trec_eval's order (score descending, then docid descending): docids, scores."""
        ids, n, runs = self.ids, self.settled, self._runs
        if not self.scored:
            return ids[:n], None
        sc = np.asarray(self.scores[:runs], dtype=np.float64)
        if runs > 1 and (sc[1:] == sc[:-1]).any():  # equal scores: docid descending within each run
            order = np.lexsort((np.asarray(ids[:runs]), sc))[::-1][:n]
            return [ids[i] for i in order.tolist()], sc[order]
        return ids[:n], sc[:n]

    def next_score(self) -> float:
        """A score no unsettled or unread entry exceeds: the first unsettled entry's, or the last read."""
        return self.scores[self.settled] if self.settled < len(self.scores) else self.scores[-1]


def _chain_one(first: Any, rest: Iterator[Any]) -> Iterator[Any]:
    yield first
    yield from rest


def check_id_kinds(lists: list[SortedList]) -> None:
    """Docids of one type across the lists (``{1: 0.5}`` and ``{"1": 0.9}`` would fuse two documents as one)."""
    kinds = {s.kind for s in lists if s.kind}
    if len(kinds) > 1:
        a = next(s for s in lists if s.kind == "str")
        b = next(s for s in lists if s.kind == "int")
        raise ValueError(f"docids mix str and int (list {a.name!r}, list {b.name!r}); give docids of one type")
