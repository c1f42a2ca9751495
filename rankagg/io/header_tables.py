"""A field's table named by its header: the lookup every field's recogniser makes (issue 45's thirty-first bar had
written it twelve times), for a file's first line and for a frame's or a comparison table's columns alike; and the
header's cells as the tables' recognisers read them (first written for the microbiome and metabolomics tables)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["columns_note", "header_cells", "named_table", "separated_cells"]


def header_cells(line: str) -> set[str]:
    """The header's cells, unquoted and lower-cased, at its separator (a tab, else a comma), a byte-order mark
    aside; the metabolomics tables' recogniser reads its headers so too."""
    line = line.lstrip("\ufeff")
    cells = line.split("\t") if "\t" in line else line.split(",")
    return {c.strip().strip("\"'").lower() for c in cells}


def separated_cells(line: str) -> set[str]:
    """A header's cells, unquoted and lower-cased, at the separator it holds most of (a tab, ';', ',' or '|': Al
    Kamel's timing is ';'-separated, SSURGO's '|'), else at blanks (a run card's columns), a byte-order mark and the
    line's end aside: how the declared fields' headers are read (:mod:`rankagg.io.field_catalogue`)."""
    line = line.strip("\ufeff\r\n")
    counts = {sep: line.count(sep) for sep in ("\t", ";", ",", "|")}
    sep = max(counts, key=lambda s: counts[s])
    return {c.strip().strip("\"'").strip().lower() for c in (line.split(sep) if counts[sep] else line.split())}


def named_table(cells: Sequence[object] | set[str], tables: Sequence[tuple[tuple[str, ...], str]]) -> str | None:
    """What the table whose header cells (or a frame's columns) are ``cells`` is: the first of ``tables`` (columns
    every such table has, what it is) whose columns are all among them, case and quotes aside; else None."""
    names = {str(c).strip().strip("\"'").lower() for c in cells}
    return next((what for keys, what in tables if all(k.lower() in names for k in keys)), None)


def columns_note(names: Sequence[object], tables: Sequence[tuple[tuple[str, ...], str]], advice: str) -> str | None:
    """'is WHAT, no runs: ADVICE' for a table (a frame, a comparison table given as runs) whose columns ``names`` are
    one of a field's ``tables``, else None: what every field's ``*_columns`` recogniser says."""
    what = named_table(names, tables)
    return None if what is None else f"is {what}, no runs: {advice}"
