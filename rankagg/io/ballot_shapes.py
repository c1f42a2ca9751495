"""Cast vote records told by their header, so that no door takes a ranked-choice election's ballots for ranked lists.

A voting system's export (Dominion's and ES&S's CVR files, Hart's, a city's public CVR) has one row per ballot and a
column per choice position: ``BallotID, Precinct, Choice 1, ..., Choice 6``, ``1st Choice, 2nd Choice``, ``Rank 1``,
``DEM Mayor Choice 1 of 5``.  Read as ranked lists (one per column), ``Choice 1`` was a ranker whose items were the
first choices in ballot order: three complete ballots were fused as three gene lists with exit 0, and other exports
were told "list 'BallotID' holds whole numbers" or "a competition's submission" (issue 45's twentieth bar, an
election office).  Which ballots count, and how (an overvote, a skipped ranking, a candidate ranked twice), is the
jurisdiction's rule, so rankagg refuses the table and says how to give the ballots: a PrefLib election.

A poll's sheet names its positions without a choice word: ``critic, 1, 2, ..., 10``, ``#1``, ``1st``, ``Film 1``,
``Pick 1``, ``No. 1`` (a critics' poll, issue 45's twenty-second bar: read as lists, each column was one place over
the critics and a film in two critics' first places was "an item given twice in list 1").  Bare numbers are
positions only as 1..k (k >= 3) beside a column that names the ballot (the critic): headings 1, 2, 3 alone may name
lists (replicates), and 0, 1, 2 are pandas' default column names.
"""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["ballot_header"]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
#: a choice position's column: ``Choice 1``, ``choice_2``, ``Rank3``, ``Ranking #4``, ``Preference 5``, ``1st Choice``,
#: ``2nd rank``, ``first choice``, also inside a contest's heading (``DEM Mayor Choice 1 of 5 Citywide``)
_POSITION = compiled(r"(?:\b(?:choice|rank|ranking|preference|pref)[ _#\-.]*(\d{1,2})(?!\d)"
                     r"|\b(\d{1,2})(?:st|nd|rd|th)?[ _\-.]*(?:choice|rank|ranking|preference|pref)\b"
                     r"|\b(" + "|".join(_ORDINALS) + r")[ _\-.]*(?:choice|rank|ranking|preference|pref)\b)")


#: a poll's position heading: ``#1``, ``1st``, ``No. 1``, ``Film 1``, ``Movie #2``, ``Pick 3``, ``Place 5``
_POLL_POSITION = compiled(r"(?:(?:film|movie|title|pick|place|position|slot|spot|no\.?|number|#)[ _#\-.]*"
                          r"|(?=\d{1,2}(?:st|nd|rd|th)$))(\d{1,2})(?:st|nd|rd|th)?")


def _position(name: str) -> int | None:
    low = name.strip().lower()
    m = _POSITION.search(low)
    if m is None:
        poll = _POLL_POSITION.fullmatch(low)
        return int(poll.group(1)) if poll else None
    number, ordinal, word = m.groups()
    return int(number or ordinal) if (number or ordinal) else _ORDINALS[word]


def _bare_positions(names: Sequence[str]) -> list[str]:
    """The headings 1..k (k >= 3, each once) of a sheet that also has a column naming its ballots, else []."""
    bare = [n for n in names if n.strip().isdigit()]
    others = [n for n in names if n.strip() and not n.strip().isdigit()]
    numbers = sorted(int(n) for n in bare)
    return bare if others and len(bare) >= 3 and numbers == list(range(1, len(bare) + 1)) else []


#: a column of one side of a pair: a name, then the side's number ('shikona1', 'player_2', 'Team 1')
_SIDE = compiled(r"(.*?[A-Za-z])[ _\-.]*([12])")


def _two_sides(names: Sequence[str], positions: dict) -> bool:
    """Whether the header holds, beside its numbered positions, two other columns for side 1 and side 2 each
    (SumoDB's bouts: 'rank1, shikona1, result1, ..., rank2, shikona2, result2'): a record of two sides, each with its
    rank, name and result, is a bout's or a match's, not a ballot's (u71b_sumodb_results_csv_as_run had been told a
    cast vote record).  One such pair ('Write-in 1', 'Write-in 2') may be a ballot's own."""
    sides: dict[str, set[str]] = {}
    for name in names:
        m = _SIDE.fullmatch(str(name).strip().lower())
        if m is not None and positions.get(name) is None:
            sides.setdefault(m.group(1), set()).add(m.group(2))
    return sum(found == {"1", "2"} for found in sides.values()) >= 2


def ballot_header(names: Sequence[str]) -> str | None:
    """What a cast vote record's header is and how to give its ballots to rankagg, or None for another header: a
    header with columns for choice positions 1 and 2 (each ballot's first and second choice)."""
    positions = {n: _position(str(n)) for n in names}
    positions.update((n, int(n)) for n in _bare_positions([str(n) for n in names]))
    held = [n for n, p in positions.items() if p is not None]
    if not {1, 2} <= {positions[n] for n in held} or _two_sides(names, positions):
        return None
    shown = ", ".join(map(str, held[:3])) + (", ..." if len(held) > 3 else "")
    return (f"a header of choice positions ({shown}) is a cast vote record or a poll's ballot "
            "sheet, one ballot per row, not ranked lists "
            "one per column: give the ballots as a PrefLib election (docs/preferences.md), a .soi file with one "
            "line per ballot, its candidates best first ('1: 3,1,2'; identical ballots as one line with their "
            "count; a .toi where a ballot ranks candidates equal), after resolving the overvotes, undervotes, "
            "skipped and repeated rankings by the jurisdiction's (or the poll's) rule")
