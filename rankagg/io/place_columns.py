"""Columns of places read as lists of items: a league table (one row per institution, a column of places per
published table) given where a table of lists is read (:mod:`rankagg.io.gene_lists`).

:func:`rankagg.io.gene_shapes.check_rank_columns` refuses a column holding 1 to m, each once; the places that league
tables publish rarely are: a subset of a world table keeps its world places (1, 5, 8, 22), shared places repeat
(THE's ``=3``, or 3 and 3), lower places come in bands (``201-250``, ``1001+``) and an institution assessed but not
ranked is ``Reporter`` or ``-``.  Read as lists, each such column would be a list of the items '1', '5', '=3', ranked
beside the institutions' names (u16u_wide_uk_subset_world_places).  The signs, each refused at the column's first
line:

* a column of places and unranked marks holding one at least that is no whole number (``=3``, ``12=``, ``#12``,
  ``201-250``, ``1001+``, ``Reporter``): no item id of any list is written so;
* a column of whole numbers (m >= 4) in strictly ascending order beside a column of names as long as it: the places
  of a table sorted by that ranker (ids in a best-first list are in no such order: m! orders, one of them
  ascending; a column of places with ties repeats a number, an item twice, refused as the tied places of
  :func:`~rankagg.io.gene_shapes.check_rank_columns` or as a repeated item);
* a column of whole numbers headed as places are (``Rank``, ``World Rank``, ``2025_rank``, QS's ``rank_display``).

Whole numbers in no order beside names of another length stay readable (Entrez ids beside the symbols of a longer
list: tests/io/test_fifth_bar_domains.py); as long as the names, :func:`~rankagg.io.gene_shapes.check_value_columns`
refuses them unless they share an item.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from rankagg.io._errors import InputFormatError
from rankagg.io.line_form_store import compiled

__all__ = ["check_place_columns", "headed_places"]

_WHOLE = compiled(r"[0-9]+")
#: a shared place as the tables print it: '=12' (THE, QS), '12=' (QS until 2019), '#12' (US News)
_SHARED = compiled(r"(?:=|#)[0-9]+|[0-9]+=")
#: a band of places: '201-250' (hyphen, en or em dash, blanks allowed around it), '1001+'
_BAND = compiled(r"[0-9]+\s*[-\u2013\u2014]\s*[0-9]+|[0-9]+\+")
#: what a table prints for an institution it assessed without a place
_UNRANKED = frozenset({"-", "\u2013", "\u2014", "reporter", "unranked", "not ranked", "nr", "n/r"})
#: a heading of places: the whole heading ('Rank', 'World Rank', '2025 rank', QS's 'rank_display', a fantasy sheet's 'PPR
#: Rank' and 'ECR', its expert consensus rank); a list named for
#: what ranked it ('screen_score_rank') is a list of ids
_PLACE_HEADING = compiled(r"(?:(?:world|overall|global|national|[0-9]{4}|(?:half[ _]?)?ppr|standard|std|consensus|"
                          r"expert)[ _]?)?(?:rank|ranks|ranking|place|position|pos|#)(?:[ _]?(?:display|[0-9]{4}))?"
                          r"|ecr", re.IGNORECASE)


def _kind(cell: str) -> str | None:
    """'whole', 'marked' (a place no id is written as) or None (an item)."""
    if _WHOLE.fullmatch(cell):
        return "whole"
    if _SHARED.fullmatch(cell) or _BAND.fullmatch(cell) or cell.strip().lower() in _UNRANKED:
        return "marked"
    return None


def headed_places(items: list[str], lists: list[str], names: Sequence[str]) -> str | None:
    """The first column headed as places (``Rank``) whose every cell is a whole number, or None: an expert's cheat
    sheet (``Rank,Player,Team,Pos,Bye``) is a table of ranks whatever its columns of names hold."""
    headed = [n for n in names if _PLACE_HEADING.fullmatch(n.strip())]
    if not headed:
        return None
    whole = {n: True for n in headed}
    for item, name in zip(items, lists):
        if name in whole and not _WHOLE.fullmatch(item):
            whole[name] = False
    return next((n for n in headed if whole[n] and n in set(lists)), None)


def check_place_columns(source: str, items: list[str], lists: list[str], lines: list[int], names: Sequence[str]
                        ) -> None:
    """Refuse a column of places (the signs above) at its first line, naming it."""
    cells: dict[str, list[tuple[str, int]]] = {}  # the lists whose every cell so far is a place or a mark
    marked: set[str] = set()
    items_seen: set[str] = set()  # lists holding a cell that is no place: a column of names
    for item, name, line in zip(items, lists, lines):
        if name in items_seen:
            continue
        kind = _kind(item)
        if kind is None:
            items_seen.add(name)
            cells.pop(name, None)
            continue
        cells.setdefault(name, []).append((item, line))
        if kind == "marked":
            marked.add(name)
    # a table of ranks has one row per item: its column of places is as long as a column of names beside it
    sizes = Counter(lists)
    name_lengths = {sizes[n] for n in items_seen} if len(items_seen) < len(names) else set()
    for name in names:
        column = cells.get(name)
        if not column or all(c.strip().lower() in _UNRANKED for c, _ in column):
            continue  # no place in it: a column of dashes alone says nothing
        whole = [int(c) for c, _ in column if _WHOLE.fullmatch(c)]
        if name in marked:
            sign = "places as league tables print them (shared places, bands, unranked marks)"
        elif _PLACE_HEADING.fullmatch(name.strip()):
            sign = "whole numbers under a heading of places"
        elif len(whole) >= 4 and len(column) in name_lengths and all(a < b for a, b in zip(whole, whole[1:])):
            sign = "whole numbers in ascending order beside a column of names: the places of a table sorted by them"
        else:
            continue
        shown = ", ".join(c for c, _ in column[:5])
        raise InputFormatError(source, column[0][1], f"list {name!r} holds {sign} ({shown}, ...), not item ids: a "
                               "table of ranks (one row per item, a column of places per ranker) is no table of "
                               "lists; give each ranker's items as a column, best first, or the places as a long "
                               "table (qid, docid, run, rank) to rankagg.fuse, or as PrefLib .toc/.toi for shared "
                               "places (docs/genes.md)")
