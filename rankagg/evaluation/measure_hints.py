"""What an unknown measure name most likely meant: the names other fields give trec_eval's measures, and a near
spelling of a name the registry knows (issue 45's eighteenth bar: a knowledge-graph researcher's ``Hits@10`` was
told "unknown measure" and handed the list of measures, with no pointer; README promises a "did you mean").

* Link prediction's and recommenders' **Hits@k** (PyKEEN's ``hits_at_k``, results tables' ``H@k``, ``HR@k``,
  ``HitRate@k``, ranx's ``hit_rate@k``): the share of queries with a relevant document among the first k, trec_eval's
  ``success_k``, rankagg's ``Success@k``.  ranx's own ``hits@k`` counts the relevant documents there (k x ``P@k``),
  so neither meaning is taken for the name: the message gives both.
* ``mean_reciprocal_rank`` (PyKEEN's ``inverse_harmonic_mean_rank``) is ``RR``.
* The **mean rank** (``MR``, ``mean_rank``, PyKEEN's ``arithmetic_mean_rank``) has no trec_eval measure: said so.
* Anything else: up to three known names ``difflib`` finds close (``nDGC@10``: ``nDCG@10``).
"""

from __future__ import annotations

import difflib
import re
from typing import Iterable

__all__ = ["measure_hint"]

_HITS = re.compile(r"^(?:hits?|h|hr|hit_?rate|hit_?ratio)(?:_at_|_at|_|-)?(\d*)$")
_RECIPROCAL = frozenset({"mean_reciprocal_rank", "inverse_harmonic_mean_rank", "reciprocal_rank", "mean_recip_rank"})
_MEAN_RANK = frozenset({"mr", "mean_rank", "arithmetic_mean_rank", "amr", "average_rank", "avg_rank"})


def measure_hint(text: str, known: Iterable[tuple[str, str, str]], trec: bool = True) -> str:
    """``"; did you mean ..."`` (or what the name means elsewhere) for the unknown measure ``text``, else ``""``.

    ``known``: (lower-case name or alias, printed name, cutoff rule: ``none``, ``optional``, ``required`` or
    ``fraction``, a required recall level between 0 and 1) of the
    family's measures, a near name suggested only where its rule takes the cutoff given (or its absence); ``trec``:
    the family is trec_eval's (the other fields' names are of its measures)."""
    head, at, cut = text.strip().partition("@")
    key = head.strip().lower().replace("-", "_")
    if trec:
        hits = _HITS.match(key)
        if hits and not (hits.group(1) and at):  # 'hits_at_10@5' is no name
            k = hits.group(1) or cut.strip() or "k"
            return (f"; did you mean Success@{k}? (Hits@{k} of link prediction and recommenders, the share of queries "
                    f"with a relevant document in the first {k}, is trec_eval's success_{k}; ranx's hits@{k}, the "
                    f"count of relevant documents there, is {k} x P@{k})")
        if key in _RECIPROCAL:
            return f"; did you mean RR{'@' + cut.strip() if at else ''}? (the mean reciprocal rank, trec_eval's recip_rank)"
        if key in _MEAN_RANK:
            return ("; the mean rank of the first relevant document has no trec_eval measure (RR is the mean of its "
                    "reciprocal)")
    fits = {k: name for k, name, rule in known if _takes(rule, cut.strip() if at else None)}
    close = difflib.get_close_matches(key, sorted(fits), n=3, cutoff=0.75)
    names = list(dict.fromkeys(fits[c] + ("@" + cut.strip() if at else "") for c in close))
    return f"; did you mean {' or '.join(names)}?" if names else ""


def _takes(rule: str, cut: str | None) -> bool:
    """Whether a measure of cutoff ``rule`` takes the cutoff ``cut`` (None: none given)."""
    if cut is None:
        return rule in ("none", "optional")
    if rule == "fraction":
        return re.fullmatch(r"0?\.\d+|[01](\.0*)?", cut) is not None
    return rule != "none" and cut.isdigit()
