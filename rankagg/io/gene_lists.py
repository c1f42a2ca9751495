"""Ranked gene lists, as R's RobustRankAggreg takes them (``glist``: a list of character vectors, best first).

Two files hold them (the formats ``gene-lists`` and ``gene-list`` of :data:`rankagg.io.formats.FORMATS`):

* **a table of lists** (``.csv`` / ``.tsv``, plain or gzip): a header row naming the lists, then one row per
  rank, one column per list, the first row the top of every list.  A shorter list ends with empty cells; a
  cell after the end of its list is refused (its line and column named), as it would be read as rank 1 of
  nothing.  This is the layout of R's ``rankMatrix`` input written as a table (``write.csv`` of padded lists); in a
  table whose header is quoted, as ``write.csv`` writes it, an ``NA`` cell ends a list as an empty cell does (R's
  ``read.csv`` reads it as missing); elsewhere ``NA`` is refused, being no gene.
* **one list per file** (``.grp`` / ``.lst`` / ``.txt``): one item per line, best first, blank lines and
  ``#`` comment lines skipped, as GSEA's GRP files; the list is named by a first line ``#NAME`` if there is
  one, else by the file's name without its suffix.

An item given twice in one list is refused (R silently keeps the later place).  Ids follow the registry's
rules (:mod:`rankagg.io.rules`).  :func:`gene_lists_to_rankings` makes the one-query
:class:`~rankagg.data.rankings.Rankings` the methods read, the items in the order of R's ``rankMatrix`` rows.
"""

from __future__ import annotations

import csv
import io
import os
from typing import Any, Iterator, Mapping, Sequence

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io._errors import InputFormatError
from rankagg.io.atomic import atomic_write_text
from rankagg.io.blocks import Block, Checked
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.game_shapes import crosstable_row
from rankagg.io.long_tables import SIGNIFICANCE_COLUMNS
from rankagg.io.gene_list_kind import GENE_LIST_SUFFIXES
from rankagg.io.gene_shapes import (check_count_columns, check_query_column, check_rank_columns, check_rank_rows,
                                     check_ranking_cells, check_score_columns, check_value_cells, check_value_columns)
from rankagg.io.nodata_cells import check_nodata_cells
from rankagg.io.place_columns import check_place_columns
from rankagg.io.rules import check_ids, check_written_ids
from rankagg.io.sort_exports import check_long_rankings, matrix_row
from rankagg.io.separators import check_separator
from rankagg.io.text_input import BLANKS, is_number, read_text, strip_blanks, text_lines

__all__ = ["GeneLists", "gene_lists_to_rankings", "gene_table_blocks", "gene_list_blocks", "write_gene_table",
           "write_gene_list"]



class GeneLists(dict[str, list[str]]):
    """Ranked lists by name, best item first, in the order given (R's ``glist``)."""


def gene_lists_to_rankings(lists: Mapping[str, Sequence[Any]], query: str = "genes", source: str = "gene lists"
                           ) -> Rankings:
    """One query whose items are the distinct items of ``lists`` in order of first appearance (list by list,
    R's ``unique(c(glist, recursive = TRUE))``), each list a ranker whose rank is the item's place.  An empty
    list is a ranker that ranks nothing (R's ``rankMatrix`` gives it the worst rank for every item); lists with
    no item at all, or a rank matrix over ``RANKAGG_MEMORY_LIMIT_GB``, are refused naming ``source``."""
    import pandas as pd

    from rankagg._settings import check_memory

    names = [str(n) for n in lists]
    if not names:
        raise ValueError(f"{source}: no lists given")
    if len(set(names)) != len(names):
        raise ValueError(f"a list name is given twice: {names}")
    columns = [_ranked(name, lists[n]) for name, n in zip(names, lists)]
    lengths = np.array([len(c) for c in columns], dtype=np.int64)
    # every item as text, as R's c(glist) makes one character vector (1 and "1" are one item)
    flat = pd.Series(np.concatenate(columns) if lengths.sum() else [], dtype=object).astype(str).to_numpy(dtype=object)
    codes, uniques = pd.factorize(flat, sort=False)  # first appearance, list by list (R's unique(c(glist)))
    if not len(uniques):
        raise ValueError(f"{source}: no items: every list is empty")
    # the items x lists rank matrix, and the methods' sorted copy and normalised ranks of it, before allocating
    check_memory(source, 3 * 8.0 * len(uniques) * len(names),
                 f"the rank matrix of {len(uniques)} items by {len(names)} lists", "give fewer lists or items")
    which = np.repeat(np.arange(len(names)), lengths)
    place = np.arange(len(flat)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    pair = which * len(uniques) + codes
    order = np.argsort(pair, kind="stable")
    twice = np.flatnonzero(pair[order][1:] == pair[order][:-1])
    if twice.size:
        first, again = order[twice[0]], order[twice[0] + 1]
        raise ValueError(f"list {names[which[first]]!r}: item {flat[first]!r} at places {place[first] + 1} and {place[again] + 1}")
    ranks = np.full((len(uniques), len(names)), np.nan)
    ranks[codes, which] = place + 1.0
    order = uniques
    return Rankings(offsets=np.array([0, len(order)], dtype=np.int64), ranks=ranks, qids=np.array([query]),
                    docids=np.asarray(order, dtype=str), ranker_names=tuple(names))


def _ranked(name: str, items: Any) -> np.ndarray:
    """A list's items best first, as one column: an ordered sequence (list, tuple, array, Series).  A mapping
    (a gene's score or p-value: which end is best is not said), a set (no order), a string (one name) or a scalar
    is refused naming the list, as no order of items can be read from it."""
    kind = ("a mapping" if isinstance(items, Mapping) else "a set" if isinstance(items, (set, frozenset))
            else "a string" if isinstance(items, (str, bytes)) else None)
    column = np.asarray(items, dtype=object) if kind is None and hasattr(items, "__len__") else None
    if column is None or column.ndim != 1:
        what = kind or ("a table of several columns" if column is not None else f"of type {type(items).__name__}")
        raise ValueError(f"list {name!r} is {what}, not items best first: give a list of ids (for scores or "
                         "p-values, the ids sorted so that the best comes first)")
    return column


def _build(c: Checked, names: Sequence[str]) -> GeneLists:
    items, lists = c.strings("item"), c.strings("list")
    out = GeneLists()
    for name in names:  # every list named, an empty one too: R's rankMatrix gives it a column of worst ranks
        out[name] = []
    for name, item in zip(lists.tolist(), items.tolist()):
        out[name].append(item)
    return out


#: cells that are a missing value or a spreadsheet's error, not a gene: R's NA (also what write.csv pads a shorter
#: column with), Excel's #N/A (a failed lookup of a probe's symbol) and its other error values.  Not 'nan': it is
#: a Drosophila gene (nanchung, FlyBase), which R's read.csv and aggregateRanks rank as any other
MISSING_CELLS = frozenset({"NA", "N/A", "#N/A", "NaN", "#NAME?", "#VALUE!", "#REF!", "#DIV/0!", "#NUM!", "#NULL!"})
#: a person's mark for a cell with nothing in it, in any case: a dash of any width ('—' where a leaderboard did not run
#: a model on a task), n/a, N.A., null, None.  No id is written so; ranked, the mark was an item of every list it padded
#: (u18l_lists_pad_em_dash); and a statistics package's missing value, which a breeding trial's export writes for a
#: lost plot: SAS's and Stata's '.' with their special ones ('.A' to '.Z', '._'), GenStat's '*' (u23c_lists_sas_dot_pad).
#: Looked at after the columns of places, where a dash marks an institution without one
EMPTY_MARKS = frozenset({"-", "--", "---", "\u2013", "\u2014", "\u2212", "n/a", "n.a.", "n.a", "null", "none",
                         ".", "._", "*",
                         *(f".{letter}" for letter in "abcdefghijklmnopqrstuvwxyz")})

#: a first item of a one-list file without a '#name' line that is the heading of a spreadsheet's gene column, not a
#: gene (no HGNC, MGI or FlyBase symbol): ranked, it would be the list's top gene
HEADINGS = frozenset({"gene", "genes", "gene_symbol", "genesymbol", "gene.symbol", "gene symbol", "symbol",
                      "gene_name", "genename", "gene name", "gene_id", "geneid", "gene id", "id", "ensembl",
                      "ensembl_id", "ensembl_gene_id", "entrez", "entrez_id", "entrezid", "entrez_gene_id",
                      "hgnc_symbol", "probe", "probe_id", "name"})


def _check_cells(source: str, items: list[str], lists: list[str], lines: list[int], names: Sequence[str]) -> None:
    """Refuse what would be ranked as a gene but is none: a missing value (:data:`MISSING_CELLS`, and after the columns
    of places :data:`EMPTY_MARKS`), and a list whose
    every item is a number and one at least a decimal one (a point or an exponent: a column of statistics, limma's
    logFC, DESeq2's pvalue, where R writes 1 for a p-value of 1), at the list's first line.  A list of whole
    numbers is read: Entrez ids are genes.  R would rank them as genes named 'NA' or '2.1', and the p-values of
    every real gene would change with them."""
    check_ranking_cells(source, items, lists, lines, names)  # first: a submission's 'None' is no missing gene
    check_value_cells(source, items, lists, lines)
    for item, name, line in zip(items, lists, lines):
        if item in MISSING_CELLS:
            raise InputFormatError(source, line, f"{item!r} in list {name!r} is a missing value, not a gene (end a "
                                   "shorter list with empty cells; leave out items without an id)")
    check_nodata_cells(source, items, lists, lines)
    numeric: dict[str, list[tuple[str, int]]] = {}  # the lists whose every item so far is a number
    other: set[str] = set()
    decimal: set[str] = set()
    for item, name, line in zip(items, lists, lines):
        if name in other:
            continue
        if is_number(item):  # strict_float's rule: 1_0, inf and other scripts' digits are text, as C reads them
            numeric.setdefault(name, []).append((item, line))
            if any(ch in item for ch in ".eE"):
                decimal.add(name)
        else:
            other.add(name)
            numeric.pop(name, None)
    for name in names:
        if name in numeric and name in decimal:
            first = numeric[name]
            hint = _long_table_hint(items, lists, lines, decimal & set(numeric)) or _VALUES_HINT
            raise InputFormatError(source, first[0][1], f"list {name!r} holds only numbers, decimal ones among them "
                                   f"({', '.join(i for i, _ in first[:3])}): a column of statistics, not of gene ids; "
                                   "give one column of ids per list, best first" + hint)
    check_query_column(source, items, lists, lines)  # before the places: a query's ids 1 1 1 4 4 pass for tied ones
    check_score_columns(source, numeric)
    check_count_columns(source, numeric)
    check_long_rankings(source, items, lists, lines, names)  # before the ranks: its places would be told as theirs
    check_rank_columns(source, numeric)
    check_place_columns(source, items, lists, lines, names)  # before the values: a place column says more
    for item, name, line in zip(items, lists, lines):
        if item.casefold() in EMPTY_MARKS:
            raise InputFormatError(source, line, f"{item!r} in list {name!r} marks an empty cell, not an item (end a "
                                   "shorter list with empty cells; leave out items without an id)")
    check_rank_rows(source, items, lists, lines, names)
    check_value_columns(source, numeric, items, lists, names)  # last: the rules above name what the values are


#: what to do with a table of values per row (a leaderboard's scores of a model per task; docs/genes.md)
_VALUES_HINT = ("; or, as each row holds one item's values (a leaderboard's scores per task), a table of values: give it "
                "to rankagg.fuse as a long table, a row per item and column (pandas melt: columns qid, docid, run, "
                "score)")


def _long_table_hint(items: list[str], lists: list[str], lines: list[int], scores: set[str]) -> str:
    """What to do with a long table (a row per query and document, its score: a notebook's or a database's export)
    read as lists: a column repeating a value (a query's id on each of its rows) is its sign, as no list repeats an
    item (u17k_fuse_notebook_csv: 'patient_id,trial_id,score' was told to give one column of ids per list).  The
    columns of decimal ``scores`` are not looked at: tied scores repeat too (two models at 68.4 on one task of a
    wide leaderboard made it a long table: u18l_wide_scores_csv)."""
    seen: dict[tuple[str, str], int] = {}
    for item, name, line in zip(items, lists, lines):
        if name in scores:
            continue
        if (name, item) in seen:
            return (f"; or, as list {name!r} repeats {item!r} (lines {seen[name, item]} and {line}), a long table of a "
                    "row per query and document: give it to rankagg.fuse as a pandas DataFrame (columns qid, docid, "
                    "score, run) or as TREC run lines")
        seen[name, item] = line
    return ""


def _block(source: str, items: list[str], lists: list[str], lines: list[int], names: Sequence[str]) -> Block:
    _check_cells(source, items, lists, lines, names)
    return Block(source, ids={"item": np.array(items, dtype=object)}, names={"list": np.array(lists, dtype=object)},
                 unique=("list", "item"), row_of=lambda i: lines[i], what="item", build=lambda c: _build(c, names))


class _Lines:
    """The lines of a text for :func:`csv.reader`, noting when the reader asked past the last one: a record it
    then returns ran to the end of the file inside a quoted cell (the non-strict reader closes it silently)."""

    def __init__(self, text: str) -> None:
        self._lines = iter(io.StringIO(text, newline=""))
        self.exhausted = False

    def __iter__(self) -> "_Lines":
        return self

    def __next__(self) -> str:
        try:
            return next(self._lines)
        except StopIteration:
            self.exhausted = True
            raise


def _closed(lines: _Lines, source: str, line: int) -> None:
    """Refuse the record starting at ``line`` if it ran to the end of the file inside a quote: the rest of the file
    would be one cell (a list named by every row below, or a gene holding them), read without a word; R's
    ``read.csv`` warns "EOF within quoted string" and gives another table."""
    if lines.exhausted:
        raise InputFormatError(source, line, "a quote opened in this row is never closed: the rest of the file "
                                             "would be read as one cell")


def gene_table_blocks(path: str | os.PathLike) -> Iterator[Block]:
    """A table of lists (``.csv``, ``.tsv``; see the module docstring) as one block: item, list, line."""
    source = os.fspath(path)
    text = read_text(path)
    name = source.lower()[:-3] if source.lower().endswith(".gz") else source.lower()
    check_separator(source, text, "\t" if name.endswith(".tsv") else ",")
    lines_in = _Lines(text)
    rows = csv.reader(lines_in, delimiter="\t" if name.endswith(".tsv") else ",")
    header: list[str] = []
    while not header:  # blank lines before the header are skipped, as R's read.csv skips them
        first = rows.line_num + 1
        try:
            header = next(rows)
        except StopIteration:
            raise InputFormatError(source, 1, "empty: expected a header row naming the lists") from None
        _closed(lines_in, source, first)
    at = rows.line_num
    # a first column of row numbers under an empty heading is the row names pandas' to_csv and R's write.csv write by
    # default (0, 1, 2, ... or "1", "2", ...): skipped once every row shows it is one (_row_names)
    headings = header  # a crosstable's first heading may be empty, as row names' is
    row_names: list[tuple[int, str]] | None = [] if len(header) > 1 and not strip_blanks(header[0]) else None
    if row_names is not None:
        header = header[1:]
    if any(not strip_blanks(h) for h in header):
        raise InputFormatError(source, at, "the header must name every list (an empty column name)")
    names = check_ids(source, "list", [strip_blanks(h) for h in header], lambda i: at, names=True)  # an empty list too
    judgments = pairwise_note(names)
    if judgments is not None:
        raise InputFormatError(source, at, judgments)
    if [n.lower() for n in names[:4]] == list(SIGNIFICANCE_COLUMNS):
        raise InputFormatError(source, at, f"is a significance table ({', '.join(names[:6])}: what rankagg fuse writes "
                               "of gene lists), not ranked lists (a header naming the lists, one column per list)")
    # R's write.csv quotes every name and pads a shorter column with NA, which R's read.csv reads back as missing:
    # in a table so written (its header quoted), NA ends a list as an empty cell does
    padding = {"", "NA"} if next((ln for ln in text_lines(text) if strip_blanks(ln)), "").lstrip(BLANKS).startswith('"') \
        else {""}
    ended: list[int | None] = [None] * len(names)
    items: list[str] = []
    lists: list[str] = []
    lines: list[int] = []
    end = at
    for row in rows:
        line, end = end + 1, rows.line_num  # the record's first line: a quoted cell may hold line ends
        _closed(lines_in, source, line)
        if not row:
            continue
        cross = (crosstable_row(headings, row) or matrix_row(headings, row)) if not items else None  # its first row
        if cross is not None:
            raise InputFormatError(source, line, cross)
        if row_names is not None:
            row_names.append((line, row[0]))
            row = row[1:]
        if len(row) > len(names):
            raise InputFormatError(source, line, f"{len(row)} cells for {len(names)} lists named in the header")
        for j, cell in enumerate(row):
            if cell in padding:
                if ended[j] is None:
                    ended[j] = line
                continue
            if ended[j] is not None:
                raise InputFormatError(source, line, f"list {names[j]!r} ended at line {ended[j]} (an empty cell"
                                       f"{' or NA' if 'NA' in padding else ''}), then holds {cell!r}")
            items.append(cell)
            lists.append(names[j])
            lines.append(line)
        for j in range(len(row), len(names)):
            if ended[j] is None:
                ended[j] = line
    if row_names is not None:
        _row_names(source, at, row_names)
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        raise InputFormatError(source, at, f"list {twice!r} is named twice in the header")
    yield _block(source, items, lists, lines, names)


def _row_names(source: str, at: int, cells: list[tuple[int, str]]) -> None:
    """Refuse a first column under an empty heading unless it holds the row numbers, from 0 (pandas) or 1 (R), in
    order: anything else in it is a list without a name."""
    start = 0 if cells and cells[0][1] == "0" else 1
    wrong = next(((line, cell) for k, (line, cell) in enumerate(cells) if cell != str(start + k)), None)
    if wrong is not None or not cells:
        shown = f"; it holds {wrong[1]!r} at line {wrong[0]}" if wrong else ""
        raise InputFormatError(source, at, "the header must name every list (an empty column name: a first column of "
                               f"row numbers 0, 1, 2, ... or 1, 2, 3, ..., as pandas and R write them, is skipped{shown})")


def gene_list_blocks(path: str | os.PathLike) -> Iterator[Block]:
    """One list per file (``.grp``, ``.lst``, ``.txt``; see the module docstring) as one block."""
    source = os.fspath(path)
    text = read_text(path)
    stem = os.path.basename(source)
    for suffix in (".gz", *GENE_LIST_SUFFIXES):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
    name, named = stem, False
    items: list[str] = []
    lines: list[int] = []
    # LF, CRLF or CR alone end a line (R's readLines, GSEA's readers); not splitlines: U+2028 is no line break here
    for line, raw in enumerate(text_lines(text), start=1):
        entry = strip_blanks(raw)  # the ASCII blanks only: a no-break space is part of an item, as in a run
        if line == 1 and entry.startswith("#") and strip_blanks(entry[1:]):
            name, named = strip_blanks(entry[1:]), True
            continue
        if not entry or entry.startswith("#"):
            continue
        if not items and not named and entry.lower() in HEADINGS:  # write_gene_list's '#name' file reads back
            raise InputFormatError(source, line, f"{entry!r} is a column heading, not a gene (it would rank first): "
                                   f"remove the line (a first line '#{name}' names the list)")
        items.append(entry)
        lines.append(line)
    check_ids(source, "list", [name], lambda i: 1, names=True)  # the '#NAME' line's, checked with or without items
    yield _block(source, items, [name] * len(items), lines, [name])


def _check_written(lists: Mapping[str, Sequence[Any]], where: str) -> None:
    check_ids(where, "list", [str(name) for name in lists], names=True)  # the names rule the readers apply
    for name, col in lists.items():
        if not str(name) or any(ch in str(name) for ch in "\n\r"):
            raise ValueError(f"{where}: the list name {name!r} would not read back")
        ids = np.array([str(x) for x in col], dtype=object)
        check_written_ids(ids, ids, np.zeros(len(ids), dtype=np.int64), str(name))
        # the readers take these for an empty cell (_check_cells): written, the list would not read back
        mark = next((x for x in ids.tolist() if x in MISSING_CELLS or x.casefold() in EMPTY_MARKS), None)
        if mark is not None:
            raise ValueError(f"{where}: item {mark!r} of list {name!r} would read back as a missing value, not an item")


def write_gene_table(lists: Mapping[str, Sequence[Any]], path: str | os.PathLike) -> None:
    """Lists as a table (``.tsv``: tab-separated, else comma), padded with empty cells, atomically."""
    _check_written(lists, os.fspath(path))
    out = io.StringIO()
    name = os.fspath(path).lower()
    writer = csv.writer(out, delimiter="\t" if name.removesuffix(".gz").endswith(".tsv") else ",", lineterminator="\n")
    names = [str(n) for n in lists]
    if any(n != strip_blanks(n) for n in names):
        raise ValueError("a list name with leading or trailing blanks would not read back")
    writer.writerow(names)
    cols = [[str(x) for x in lists[n]] for n in lists]
    for i in range(max((len(c) for c in cols), default=0)):
        writer.writerow([c[i] if i < len(c) else "" for c in cols])
    atomic_write_text(path, out.getvalue())


def write_gene_list(lists: Mapping[str, Sequence[Any]], path: str | os.PathLike) -> None:
    """One list as one item per line, headed by ``#NAME``, atomically."""
    if len(lists) != 1:
        raise ValueError(f"a gene-list file holds one list; {len(lists)} given")
    _check_written(lists, os.fspath(path))
    (name, col), = lists.items()
    items = [str(x) for x in col]
    if name != strip_blanks(name) or any(x != strip_blanks(x) or x.startswith("#") for x in items):
        raise ValueError("an item or name with leading or trailing blanks, or an item starting with '#', "
                         "would not read back from a gene-list file")
    atomic_write_text(path, "".join(f"{line}\n" for line in [f"#{name}", *items]))
