"""A card-sorting tool's exports told for what they are when given as a table of lists (:mod:`rankagg.io.gene_lists`),
so that the refusal names the table's shape and its columns (issue 45's twenty-fourth bar, a UX team's card sorts).

* A long table of rankings, a row per ranker and item (OptimalSort's ``Participant ID, Card, Category, Position``,
  UXtweak's ``Respondent, Option, Rank``, a ballot export ``voter, project, rank``): its place column was told as
  "the ranks of a table with one row per item and a column of ranks per ranker", the shape it is not, and its ranker
  and item columns went unnamed.
* A similarity or distance matrix (a row and a column per card, the header naming the first column's rows, the share
  of participants who grouped each pair): told as "the header must name every list" or as a list of whole numbers.
"""

from __future__ import annotations

import csv
import itertools
from typing import Sequence

from rankagg.io._errors import InputFormatError
from rankagg.io.text_input import is_number

__all__ = ["check_long_rankings", "matrix_row", "matrix_shape"]


def _blocks_of_places(columns: dict[str, list[str]], place: str, values: list[int], start: int) -> list[str] | None:
    """The fewest columns (one or two) that repeat a value on consecutive rows and cut the rows into blocks, each
    holding the places from ``start`` once and two of them two places or more, or None."""
    keep = [n for n, c in columns.items() if n != place and any(a == b for a, b in zip(c, c[1:]))]
    for rankers in itertools.chain(([n] for n in keep), (list(p) for p in itertools.combinations(keep, 2))):
        cuts = [0] + [i for i in range(1, len(values)) if any(columns[n][i] != columns[n][i - 1] for n in rankers)]
        blocks = list(zip(cuts, cuts[1:] + [len(values)]))
        # two blocks of two places or more: blocks of one row each hold the place 'start' by chance (a column of
        # 0s and 1s beside another, a table of small counts: tests/io/test_table_of_one_kind.py's draw)
        if (sum(b - a >= 2 for a, b in blocks) >= 2
                and all(sorted(values[a:b]) == list(range(start, start + b - a)) for a, b in blocks)):
            return rankers
    return None


def _long_rankings(names: Sequence[str], columns: dict[str, list[str]]) -> str | None:
    """What a table is whose full ``columns`` (its cells in row order) show a long table of rankings, or None: a
    column of places (whole numbers from 0 or 1) that, within each block of rows where one or two columns (the
    ranker's, the category's) keep their value, holds each place from the first once, over two blocks at least (rows
    in any order of place: an export sorted by card too)."""
    for place, column in columns.items():
        if len(column) < 4 or not all(c.isdigit() for c in column):
            continue
        values = [int(c) for c in column]
        start = min(values)
        if start > 1 or len(set(values)) < 2:  # places count from 0 or 1, and a ranking holds two at least
            continue
        rankers = _blocks_of_places(columns, place, values, start)
        if rankers is None:
            continue
        others = [n for n in names if n != place and n not in rankers]
        who = " and ".join(map(repr, rankers))
        plus = " (plus 1: ranks count from 1)" if start == 0 else ""
        item = f", the item ({' or '.join(map(repr, others))}) as docid" if others else ""
        return (f"a long table of rankings, a row per ranker and item (columns {', '.join(map(repr, names))}: the "
                f"places in {place!r} count from {start} again within each {who}, {', '.join(column[:6])}, ...), not "
                f"ranked lists one per column nor TREC run lines; read it with pandas and give rankagg.fuse the frame "
                f"with {place!r} as rank{plus}, {who} as run (the ranker) and qid (a category, or one value for "
                f"all){item}, or give each ranker's items as a column, best first")
    return None


def check_long_rankings(source: str, items: list[str], lists: list[str], lines: list[int],
                        names: Sequence[str]) -> None:
    """Refuse a long table of rankings read as a table of lists, naming its columns (:func:`_long_rankings`: places
    from 0 or 1 within each ranker's rows).  Read as lists, the places would be ranked as items beside the cards
    (every such table repeats a place in its column, so it was refused before, but told as a wide table of ranks)."""
    rows = sorted(set(lines))
    cells: dict[str, dict[int, str]] = {}
    for item, name, line in zip(items, lists, lines):
        cells.setdefault(name, {})[line] = item
    found = _long_rankings(names, {n: [cells[n][r] for r in rows] for n in names
                                   if len(cells.get(n, {})) == len(rows)})
    if found is not None:
        raise InputFormatError(source, rows[0], f"is {found}")


def matrix_row(header: Sequence[str], row: Sequence[str]) -> str | None:
    """What a table is whose first data row ``row`` is a similarity or distance matrix's (its first cell an item the
    header names, every other cell a number or empty, a number or nothing on the diagonal), or None."""
    if len(header) < 3 or len(row) < 2:
        return None
    label = str(row[0]).strip()
    columns = [str(h).strip() for h in header]
    values = [str(c).strip() for c in row[1:]]
    if not label or label not in columns[1:] or not all(v == "" or is_number(v) for v in values):
        return None
    if not any(values):
        return None
    return ("a similarity or distance matrix (a row and a column per item, the header naming the first column's rows, "
            "a number per pair: a card sort's share of participants who grouped two cards), not ranked lists: give "
            "the participants' own sorts instead, a long table to rankagg.fuse (qid the category, docid the card, run "
            "the participant, rank its position) or each participant's cards as a column, best first")


def matrix_shape(lines: Sequence[str]) -> str | None:
    """:func:`matrix_row` of a file's first two non-blank lines (its header and first row, split at the header's
    separator) where runs or qrels are read: a matrix whose diagonal holds decimals is sniffed as a run table there,
    before a table of lists' reader sees it."""
    if len(lines) < 2:
        return None
    head = lines[0].lstrip("\ufeff")
    sep = max(",\t;", key=head.count)
    header, row = (next(csv.reader([ln.strip("\r\n")], delimiter=sep)) for ln in (head, lines[1]))
    found = matrix_row(header, row)
    return None if found is None else f"is {found}"
