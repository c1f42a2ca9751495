"""Names users already know: method names in any case, and other tools' names for rankagg's methods.

``resolve_name("RRF")`` is ``("rrf", {})``; ``resolve_name("wmnz")`` (ranx) is
``("combmnz", {"factor": "weights"})``; ``resolve_name("BordaCount")`` (PyFLAGR) is ``("borda", {})``.
A name rankagg does not know gets a "did you mean", and a peer's method with no counterpart here says
so.  docs/names.md is the table of these names (with the measures' names); tests/methods/test_names.py
checks every entry, and the ranx entries against ranx's own fusion (tests/test_engines.py).

Each parameter has one name; :data:`PARAMETER_NAMES` holds the others it had (the quality family's
``rrf_k`` is RRF's ``k``), and :func:`canonical_params` is the one place that maps them, for every way a
method is made (specs, the API, saved model files: :class:`~rankagg.methods.base.Aggregator`).
"""

from __future__ import annotations

import difflib
from typing import Any, Iterable, Mapping

__all__ = ["OTHER_NAMES", "NO_COUNTERPART", "PARAMETER_NAMES", "canonical_params", "resolve_name",
           "unknown_method_message"]

#: another tool's name (lower case) -> (rankagg method, parameters the name fixes, whose name)
OTHER_NAMES: dict[str, tuple[str, dict[str, Any], str]] = {
    # ranx.fuse(method=...): ranx's score methods min-max normalise by default (norm="min-max")
    "sum": ("combsum", {}, "ranx"), "wsum": ("combsum", {}, "ranx"),
    "mnz": ("combmnz", {}, "ranx"), "wmnz": ("combmnz", {"factor": "weights"}, "ranx"),
    # a peer's name gives the peer's answer: ranx's min, med and anz run over the lists that returned the item
    # (rankagg's own names default to unranked="bottom", chosen on validation), its logn_isr has sigma 0.01
    "max": ("combmax", {}, "ranx"), "min": ("combmin", {"unranked": "ignore"}, "ranx"),
    "med": ("combmed", {"unranked": "ignore"}, "ranx"), "anz": ("combanz", {"unranked": "ignore"}, "ranx"),
    "bordafuse": ("borda", {}, "ranx"), "w_bordafuse": ("borda", {}, "ranx"),
    "logn_isr": ("log_isr", {"sigma": 0.01}, "ranx"),
    # PyFLAGR's class names (pyflagr.Linear, .Majoritarian, .MarkovChains, .Kemeny, .Weighted); CondorcetWinners
    # counts pairwise majority wins with unretrieved documents below (docs/implicit.md)
    "bordacount": ("borda", {}, "PyFLAGR"),
    "condorcetwinners": ("condorcet", {"rule": "wins", "unranked": "below"}, "PyFLAGR"),
    "copelandwinners": ("copeland", {}, "PyFLAGR"), "kemenyoptimal": ("kemeny", {}, "PyFLAGR"),
    # the literature's spellings
    "reciprocal_rank_fusion": ("rrf", {}, "Cormack et al. 2009"),
    "borda_count": ("borda", {}, "literature"), "inverse_square_rank": ("isr", {}, "Mourão et al. 2014"),
}

#: a peer's method name with no rankagg counterpart -> what it is
NO_COUNTERPART: dict[str, str] = {
    "rbc": "ranx's rank-biased centroids (Bailey et al. 2017)",
    "gmnz": "ranx's CombGMNZ (CombMNZ with an exponent on the count)",
    "w_condorcet": "ranx's weighted Condorcet",
    "bayesfuse": "ranx's supervised BayesFuse", "mapfuse": "ranx's supervised MAPFuse",
    "posfuse": "ranx's supervised PosFuse", "probfuse": "ranx's supervised ProbFuse",
    "segfuse": "ranx's supervised SegFuse", "slidefuse": "ranx's supervised SlideFuse",
    "mixed": "ranx's supervised Mixed fusion",
    "outrankingapproach": "PyFLAGR's outranking approach",
}


def _key(name: str) -> str:
    return name.strip().lower().replace("-", "_")


def resolve_name(name: str, registered: Iterable[str]) -> tuple[str, dict[str, Any]]:
    """The registered method ``name`` means, and the parameters the name fixes (``{}`` for most).

    ``registered``: the registry's names.  Raises ValueError with a "did you mean" for an unknown name."""
    known = set(registered)
    if name in known:
        return name, {}
    key = _key(name)
    if key in known:
        return key, {}
    if key in OTHER_NAMES:
        target, fixed, _ = OTHER_NAMES[key]
        return target, dict(fixed)
    raise ValueError(unknown_method_message(name, known))


def unknown_method_message(name: str, known: Iterable[str]) -> str:
    """``unknown method 'x'``, with what a peer's name is, or the closest names rankagg knows."""
    known = sorted(known)
    key = _key(name)
    if key in NO_COUNTERPART:
        return f"unknown method {name!r}: {NO_COUNTERPART[key]} has no rankagg counterpart; known methods: {', '.join(known)}"
    close = difflib.get_close_matches(key, known + sorted(OTHER_NAMES), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown method {name!r}{hint} (known methods: {', '.join(known)}; docs/names.md maps other tools' names)"


#: another name a parameter had -> its one name (the model files and specs written with the old name still load)
PARAMETER_NAMES: dict[str, str] = {"rrf_k": "k"}


def canonical_params(method: str, params: Mapping[str, Any], accepted: Iterable[str]) -> dict[str, Any]:
    """``params`` with each other name of a parameter the method takes (``accepted``) replaced by its one name;
    a ValueError naming both when both are given."""
    accepted = set(accepted)
    out: dict[str, Any] = {}
    for key, value in params.items():
        name = PARAMETER_NAMES[key] if key not in accepted and PARAMETER_NAMES.get(key) in accepted else key
        if name != key and name in params:
            raise ValueError(f"{method}: {key} is another name of {name}; give one of them")
        out[name] = value
    return out
