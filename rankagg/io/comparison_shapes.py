"""Tables of pairwise judgments in another tool's shape, told by their header, so that a reader that would take them
for something else (a table of ranked gene lists) names what they are and how to write them as the comparison table
rankagg reads (``query, item_a, item_b, outcome``: docs/preferences.md).

A campaign's export names the two compared items by columns that differ only in a last ``a``/``b`` or ``1``/``2``
(``system_a, system_b``; ``sys1, sys2``; ``model_a, model_b``) or ``left, right``, and the verdict by a column naming
the preferred item (``winner``, ``preferred``, ``better``, ...); choix's tables name ``winner, loser``.  Read as lists,
such a table was told "item en-de appears twice in list lp" (issue 45's eighteenth bar, a WMT campaign's export).
"""

from __future__ import annotations

import re
from typing import Sequence

__all__ = ["judgment_header"]

#: the columns that name the verdict of a pairwise judgment in the tools' exports
_VERDICTS = ("winner", "preferred", "preference", "better", "choice", "verdict", "judgment", "judgement", "result")
_PAIR = re.compile(r"(.*?)[_\- ]?([ab12])")
_COMPARISONS = ("rankagg reads comparisons as columns query, item_a, item_b, outcome (win, loss or tie of item_a "
                "against item_b; an optional judge and count)")


def judgment_header(names: Sequence[str]) -> str | None:
    """What a header of pairwise judgments is and how to write it as a comparison table, or None for another
    header (a table of lists whose list names merely end in a or b has no verdict column)."""
    lowered = [str(n).strip().lower() for n in names]
    shown = ", ".join(map(str, names[:6]))
    if {"winner", "loser"} <= set(lowered):
        return f"a header naming winner and loser ({shown}) is a table of comparisons, not ranked lists: {_COMPARISONS}"
    verdict = next((n for n in lowered if n in _VERDICTS), None)
    if verdict is None or "outcome" in lowered:
        return None
    pair = _item_columns(lowered)
    if pair is None:
        return None
    written = {low: str(n).strip() for low, n in zip(lowered, names)}  # named as the header spells them
    return (f"a header naming two compared items and a verdict ({shown}) is a table of pairwise judgments, not ranked "
            f"lists: {_COMPARISONS}; name the columns {written[pair[0]]} and {written[pair[1]]} item_a and item_b, and "
            f"write outcome from {written[verdict]} (win where it names item_a, loss where item_b, tie otherwise)")


def _item_columns(lowered: Sequence[str]) -> tuple[str, str] | None:
    """The two columns naming the compared items: ``left, right``, or two names equal but for a last a/b or 1/2."""
    if "left" in lowered and "right" in lowered:
        return "left", "right"
    stems: dict[tuple[str, str], str] = {}
    for name in lowered:
        m = _PAIR.fullmatch(name)
        if m is None or not m.group(1):
            continue
        first = m.group(2) in "a1"
        key = (m.group(1), "ab" if m.group(2) in "ab" else "12")
        if key in stems and (stems[key] != name) and first != (stems[key][-1] in "a1"):
            return (name, stems[key]) if first else (stems[key], name)
        stems[key] = name
    return None
