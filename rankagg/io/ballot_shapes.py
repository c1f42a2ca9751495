"""Cast vote records told by their header, so that no door takes a ranked-choice election's ballots for ranked lists.

A voting system's export (Dominion's and ES&S's CVR files, Hart's, a city's public CVR) has one row per ballot and a
column per choice position: ``BallotID, Precinct, Choice 1, ..., Choice 6``, ``1st Choice, 2nd Choice``, ``Rank 1``,
``DEM Mayor Choice 1 of 5``.  Read as ranked lists (one per column), ``Choice 1`` was a ranker whose items were the
first choices in ballot order: three complete ballots were fused as three gene lists with exit 0, and other exports
were told "list 'BallotID' holds whole numbers" or "a competition's submission" (issue 45's twentieth bar, an
election office).  Which ballots count, and how (an overvote, a skipped ranking, a candidate ranked twice), is the
jurisdiction's rule, so rankagg refuses the table and says how to give the ballots: a PrefLib election.
"""

from __future__ import annotations

import re
from typing import Sequence

__all__ = ["ballot_header"]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
#: a choice position's column: ``Choice 1``, ``choice_2``, ``Rank3``, ``Ranking #4``, ``Preference 5``, ``1st Choice``,
#: ``2nd rank``, ``first choice``, also inside a contest's heading (``DEM Mayor Choice 1 of 5 Citywide``)
_POSITION = re.compile(r"(?:\b(?:choice|rank|ranking|preference|pref)[ _#\-.]*(\d{1,2})(?!\d)"
                       r"|\b(\d{1,2})(?:st|nd|rd|th)?[ _\-.]*(?:choice|rank|ranking|preference|pref)\b"
                       r"|\b(" + "|".join(_ORDINALS) + r")[ _\-.]*(?:choice|rank|ranking|preference|pref)\b)")


def _position(name: str) -> int | None:
    m = _POSITION.search(name.strip().lower())
    if m is None:
        return None
    number, ordinal, word = m.groups()
    return int(number or ordinal) if (number or ordinal) else _ORDINALS[word]


def ballot_header(names: Sequence[str]) -> str | None:
    """What a cast vote record's header is and how to give its ballots to rankagg, or None for another header: a
    header with columns for choice positions 1 and 2 (each ballot's first and second choice)."""
    positions = {n: _position(str(n)) for n in names}
    held = [n for n, p in positions.items() if p is not None]
    if not {1, 2} <= {positions[n] for n in held}:
        return None
    shown = ", ".join(map(str, held[:3])) + (", ..." if len(held) > 3 else "")
    return (f"a header of choice positions ({shown}) is a cast vote record, one ballot per row, not ranked lists "
            "one per column: give the ballots as a PrefLib election (docs/preferences.md), a .soi file with one "
            "line per ballot, its candidates best first ('1: 3,1,2'; identical ballots as one line with their "
            "count; a .toi where a ballot ranks candidates equal), after resolving the overvotes, undervotes, "
            "skipped and repeated rankings by the jurisdiction's rule")
