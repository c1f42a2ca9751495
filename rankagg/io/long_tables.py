"""A long run table told by its shape, whatever its columns are named: a header, then rows of a query, an item and a
score (:func:`rankagg.io.foreign_shapes.run_shape` names it where runs are read; the gene-list reader leaves the
significance table rankagg writes to its own reader)."""

from __future__ import annotations

import csv

from rankagg.io.gene_shapes import is_score_heading
from rankagg.io.text_input import is_number

#: the rows under a header that :func:`long_table` looks at
LONG_ROWS = 40
#: the first columns of the significance table rankagg writes (rankagg.api.gene_lists.significance): a long table
#: too, which the gene-list reader names for what it is
SIGNIFICANCE_COLUMNS = ("query", "rank", "item", "score")


def long_table(lines: list[tuple[int, str]]) -> str | None:
    """What makes a header and the rows under it a long run table whatever its columns are named (query text in a
    ``query`` column, ``code_id``, ``url``, ``model``: the names of :data:`_QUERY_COLUMNS` are a harness's choice, so a
    table's shape is read, not its names): at one separator (tab, comma, semicolon; quotes as CSV's) the header holds
    three cells or more and no number, every row as many cells, one column a number on every row, a decimal one among
    them or its heading a score's (a score; a table of numeric ids, such as Entrez genes, holds none), and another
    column the same value on two rows in a row (a query's, on each of its documents: no ranked list repeats an item).  None otherwise."""
    if len(lines) < 3:
        return None
    header_line = lines[0][1]
    sep = next((c for c in "\t,;" if c in header_line), None)
    if sep is None:
        return None
    try:
        header, *rows = csv.reader([ln for _, ln in lines], delimiter=sep)
    except csv.Error:
        return None
    width = len(header)
    if tuple(c.strip().lower() for c in header[:4]) == SIGNIFICANCE_COLUMNS:
        return None
    if width < 3 or any(not c.strip() or is_number(c.strip()) for c in header) or any(len(r) != width for r in rows):
        return None
    # a column of whole numbers under a score's heading is one too (an applicant tracker's 'Fit Score': u21j_)
    scores = [j for j in range(width) if all(is_number(r[j].strip()) for r in rows)
              and (any(ch in r[j] for r in rows for ch in ".eE") or is_score_heading(header[j]))]
    repeated = [(j, a[j]) for j in range(width) if j not in scores for a, b in zip(rows, rows[1:]) if a[j] == b[j]]
    if not scores or not repeated:
        return None
    j, value = repeated[0]
    return f"column {header[j]!r} repeats {value[:40]!r}, column {header[scores[0]]!r} holds its scores"
