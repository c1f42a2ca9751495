"""The lists a :class:`~rankagg.fuser.Fuser` fuses, and their weights, for a service whose engines come and go.

A weight names a list.  Without ``lists=`` a weight naming a list the request lacks is refused: a misspelt name
would otherwise weigh nothing, silently; a retriever that returned nothing is then passed as an empty list.  A
meta-search or RAG service knows its engines once, and one of them timing out is an ordinary request: with
``Fuser(..., lists=("google", "bing", "ddg"))`` the weights are checked against the declared lists when the
fuser is made, a request may lack a declared list (fused as that engine's empty answer, as an engine fuses a leg
that returned nothing), and a list the declaration does not hold is refused by name.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from rankagg.io.run_weights import check_run_weights

__all__ = ["declared_lists", "with_declared", "list_weights"]


def declared_lists(lists: Any, weights: Mapping[str, float] | None) -> tuple[str, ...] | None:
    """``lists`` (the ``lists=`` of a fuser) checked: distinct non-empty names, every weight among them."""
    if lists is None:
        return None
    if isinstance(lists, (str, bytes, Mapping)) or not isinstance(lists, Iterable):
        raise ValueError(f"lists must be a sequence of list names (the engines a request may hold), got "
                         f"{type(lists).__name__}")
    names = list(lists)
    bad = [n for n in names if not isinstance(n, str) or not n]
    if bad or not names:
        raise ValueError(f"lists: each name must be a non-empty str, got {bad[0]!r}" if bad else
                         "lists: no list declared (give the names of the engines a request may hold)")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ValueError(f"lists: {', '.join(twice)} declared twice")
    unknown = [k for k in (weights or {}) if k not in set(names)]
    if unknown:
        raise ValueError(f"weights: {', '.join(unknown)} not among the declared lists ({', '.join(names)})")
    return tuple(sorted(names) if isinstance(lists, (set, frozenset)) else names)


def with_declared(lists: Any, declared: tuple[str, ...] | None) -> Any:
    """The request's lists with every declared list it lacks added empty; a list not declared refused."""
    if declared is None or not isinstance(lists, Mapping):
        return lists  # the request's reader refuses what is not a mapping, naming it
    known = set(declared)
    extra = [str(n) for n in lists if str(n) not in known]
    if extra:
        raise ValueError(f"list(s) {', '.join(map(repr, extra))} not among the declared lists "
                         f"({', '.join(declared)}; Fuser(lists=...))")
    given = {str(n) for n in lists}
    missing = [n for n in declared if n not in given]
    return {**lists, **{n: {} for n in missing}} if missing else lists


def list_weights(weights: Mapping[str, float] | None, names: list[str], tuned_on: str | None) -> list[float] | None:
    """Each list's weight, in the order of ``names`` (None: unweighted); a list the weights do not name weighs 1."""
    if weights is None:
        return None
    if tuned_on is not None:  # a list the model's weights leave out was never tuned (as fuse --model)
        check_run_weights(weights, names, tuned_on, every_run=True)
    unknown = [k for k in weights if k not in set(names)]
    if unknown:
        raise ValueError(f"weights: unknown list(s) {', '.join(unknown)}; the lists are {', '.join(names)} (an engine "
                         "that returned nothing is given as an empty list, or every engine declared once: "
                         "Fuser(..., lists=[...]))")
    out = [float(weights.get(n, 1.0)) for n in names]
    if out and not any(w > 0 for w in out):
        raise ValueError("weights: every list weighs 0, so every fused score would be 0")
    return out
