"""Q-methodology's own files and sheets, told by their shape, so that no door reads a Q study's files as runs or
ranked lists (issue 45's twenty-third bar, a psychology group's Q-sorts).

A participant sorts 30-60 statements into a forced quasi-normal grid, -4 (most disagree) to +4 (most agree).  The
tools the group uses write:

* PQMethod's project files: the ``.DAT`` (a first line of three 3-wide numbers and the study's title, a second line
  of the grid's lowest and highest column and the count of each column, then one fixed-width sort per line: 8-10
  characters of name, 2 per statement, as R's ``qmethod::import.pqmethod`` reads it), the ``.STA`` (a statement per
  line) and the ``.LIS`` listing (its analysis report).  Given as runs they were told by a TREC field count (``score
  'policy' is not a number``, ``expected 6 fields``) instead of by name.
* A sort typed by grid position, one line per column: ``-4: 12, 31``.
* A grid sheet, one column per position (headings ``-4 .. +4``) holding the statements placed there: read as ranked
  lists, each position was a ranker and its statements were ranked within it, with exit 0.

Each is refused at its first line with what it is and the form rankagg reads: each sort as a run (the study as the
query, a statement per line, its grid value as the score, higher is better) or as a PrefLib ``.toc`` whose tie
classes are the grid's columns (docs/preferences.md).
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["qsort_file_shape", "qsort_grid_header"]

#: how the group's sorts become rankagg's input, said by every refusal here
_AS_RUNS = ("give each sort as a run, a line per statement 'study Q0 S01 0 <grid value> P01' (higher is better; the "
            "grid's ties are broken by trec_eval's rule), a long table (qid, docid, run, score) to rankagg.fuse, or a "
            "PrefLib .toc whose tie classes are the grid's columns (docs/preferences.md)")

#: a grid position as a heading or a line's label: a signed whole number ('-4', '+3', '0', a typographic minus '−2')
_POSITION = compiled(r"[+\-\u2212]?\d{1,2}")
#: PQMethod's .DAT: three right-aligned 3-wide numbers (a flag, the sorts, the statements), then the title
_DAT_HEAD = compiled(r"[ \d]{2}\d[ \d]{2}\d[ \d]{2}\d(?:\s.*)?")
#: a sort typed by position: '-4: 12, 31' (statement numbers or codes after the column's label)
_BY_POSITION = compiled(r"\s*[+\-\u2212]?\d{1,2}\s*:\s*[\w.\-]+(?:\s*[,;]\s*[\w.\-]+|\s+[\w.\-]+)*\s*")
#: Bernese GNSS Software's station information file is a .STA too: its title and format line are no statements
#: (u115b_bernese_sta_as_run had been told PQMethod's), and the fields' declaration names it
_BERNESE_STA = compiled(r"STATION INFORMATION FILE|FORMAT VERSION: \d\.\d\d")


def _signed(text: str) -> int | None:
    cell = text.strip().replace("\u2212", "-")
    return int(cell) if _POSITION.fullmatch(cell) else None


def qsort_grid_header(names: Sequence[str]) -> str | None:
    """What a header of grid positions is (``-4, -3, ..., +4``: every column -k..+k once, k >= 2, other headings such
    as the participant's beside), or None for another header."""
    positions = [p for p in (_signed(str(n)) for n in names) if p is not None]
    low = min(positions, default=0)
    if low > -2 or sorted(positions) != list(range(low, -low + 1)):
        return None
    shown = ", ".join(str(n).strip() for n in names if _signed(str(n)) is not None)
    return (f"a header of Q-sort grid positions ({shown}) is a sort's grid sheet, one column per position holding the "
            f"statements placed there, not ranked lists one per column: {_AS_RUNS}")


def _dat_grid(line: str) -> bool:
    """Whether ``line`` is a .DAT's second line: the lowest and highest column, then one count per column."""
    cells = line.replace("\u2212", "-").split()
    if len(cells) < 5 or not all(re.fullmatch(r"-?\d+", c) for c in cells):
        return False
    low, high = int(cells[0]), int(cells[1])
    return low < 0 < high and len(cells) - 2 == high - low + 1


def qsort_file_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a file of a Q study is, given its name and first lines (not blank), or None: PQMethod's .DAT (by its
    two header lines), .STA and .LIS (by their names: a statement or a report line is any text), a sort typed by
    grid position."""
    if not lines:
        return None
    low = name.lower().removesuffix(".gz")
    if _DAT_HEAD.fullmatch(lines[0].rstrip()) and len(lines) > 1 and _dat_grid(lines[1]):
        return (f"is PQMethod's data file (.DAT: a header of the counts and the study's title, the grid "
                f"{' '.join(lines[1].split()[:2])}, then one fixed-width Q-sort per line), not TREC run lines: read "
                f"it with R's qmethod::import.pqmethod and {_AS_RUNS}")
    if low.endswith(".sta") and not any(_BERNESE_STA.search(line) for line in lines):
        return ("is PQMethod's statements file (.STA: a statement per line), not a run: number the statements and "
                + _AS_RUNS)
    if low.endswith(".lis") or lines[0].lstrip().lower().startswith("pqmethod"):
        return ("is PQMethod's listing (.LIS: its analysis report: correlations, loadings, factor arrays), not a run: "
                f"{_AS_RUNS}")
    if all(_BY_POSITION.fullmatch(line) for line in lines):
        return (f"holds a Q-sort typed by grid position ({lines[0].strip()[:40]!r}: a column's label, then its "
                f"statements), not TREC run lines: {_AS_RUNS}")
    return None
