"""Whether a path is a gene-list file, without reading it as one (``rankagg fuse`` asks before it imports the
readers, so that a fuse of TREC runs loads no more than before; the formats ``gene-lists`` and ``gene-list``
of :data:`rankagg.io.formats.FORMATS` recognise their inputs with these)."""

from __future__ import annotations

import gzip
import os
import re
import zlib
from typing import Any

from rankagg.io.foreign_shapes import container_of, head_of, is_blank, run_shape, trec_lines
from rankagg.io.guard import open_input
from rankagg.io.text_input import fields_of, is_number, strip_blanks
from rankagg.io.wide_marks import wide_decoded

__all__ = ["GENE_TABLE_SUFFIXES", "GENE_LIST_SUFFIXES", "not_gene_list", "not_gene_table", "list_taken_for_run",
           "lists_given_as_runs"]

GENE_TABLE_SUFFIXES = (".csv", ".tsv")
GENE_LIST_SUFFIXES = (".grp", ".lst", ".txt")


def not_gene_list(obj: Any) -> str | None:
    """Why ``obj`` is not a one-list file, or None: a path named ``.grp`` or ``.lst`` (``.gz`` allowed), or
    ``.txt`` whose first line that is neither blank nor a ``#`` comment holds one token (a TREC run's lines,
    also often named ``.txt``, hold six)."""
    if not isinstance(obj, (str, bytes)) and not hasattr(obj, "__fspath__"):
        return f"is a {type(obj).__name__}, not a path"
    path = os.fsdecode(os.fspath(obj))
    name = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
    if not name.endswith(GENE_LIST_SUFFIXES):
        return f"its name does not end in {' / '.join(GENE_LIST_SUFFIXES)}"
    # a PDF's or a spreadsheet's first line may be one token ('%PDF-1.7'): named as what it is, not read as genes
    binary = container_of(path) if os.path.isfile(path) else None
    if binary is not None:
        return binary
    if name.endswith((".grp", ".lst")):
        return None
    first = _first_entry(path)
    if first is None or isinstance(first, str):
        return first
    number, entry = first
    fields = len(fields_of(entry))
    # a section's heading is one token: a Pabulib file renamed .txt is the runs' recogniser's to name (u23d_pb_renamed_txt)
    shape = run_shape(path) if fields == 1 and entry in ("META", "PROJECTS", "VOTES") else None
    if shape is not None:
        return f"its line {shape.line} {shape.reason}"
    return None if fields == 1 else f"its line {number} holds {fields} fields, not one item (a .txt gene list holds one per line)"


def _head_lines(path: str) -> list[str] | str:
    """The lines of the first 4 KB of ``path`` (gzip read; lines end at LF, CRLF or CR, as the gene-list reader splits
    them), or a str saying why the file cannot be looked at."""
    if not os.path.isfile(path):
        return "is not a file"
    try:
        with open_input(path) as fh:
            head = bytes(fh.read(4096))
    except OSError as exc:
        return f"cannot be read ({exc.strerror})"
    if head[:2] == b"\x1f\x8b":
        try:
            head = gzip.decompress(head)
        except (OSError, EOFError, zlib.error):  # the first 4 KB of a longer file: read what there is
            try:
                head = zlib.decompressobj(31).decompress(head)
            except zlib.error:  # a corrupt stream: the reader of the format it is names the file
                return "its gzip stream is corrupt"
    return re.split(r"\r\n|\r|\n", head.decode("utf-8", "replace"))[:50]


def _first_entry(path: str) -> tuple[int, str] | str | None:
    """The first line that is neither blank nor a ``#`` comment among the first 4 KB of ``path``, with its 1-based
    number; a str saying why the file cannot be looked at; None when there is no such line."""
    lines = _head_lines(path)
    if isinstance(lines, str):
        return lines
    for number, line in enumerate(lines, 1):
        entry = strip_blanks(line)  # the ASCII blanks, as every reader
        if entry and not entry.startswith("#"):
            return number, entry
    return None


def list_taken_for_run(path: str | os.PathLike) -> str | None:
    """Why a file named as a one-list gene file (``.txt``) was taken for a run, naming its file and line, when its
    first entry is neither one item nor a TREC run line: the line a refusal must point at (a multiword entity,
    'epidermal growth factor', or a numbered answer, '1. EGF', is three or two fields; the refusal of the output's
    name alone told nothing of it, u17b_list_answers_multiword_entities).  None for any other file."""
    name = os.fsdecode(os.fspath(path))
    lowered = name.lower()[:-3] if name.lower().endswith(".gz") else name.lower()
    if not lowered.endswith(".txt") or trec_lines(name):
        return None  # another name, or a run
    first = _first_entry(name)
    if first is None or isinstance(first, str):
        return None
    number, entry = first
    fields = len(fields_of(entry))
    if fields == 1:
        return None  # a gene list
    if "\x00" in entry:  # UTF-16 read as UTF-8: its fields are no one's
        return (f"{name}:{number} holds NUL bytes, so it was taken for a run: a gene list is UTF-8 text (Excel's "
                "'Unicode Text' is UTF-16: save a table as 'CSV UTF-8', a list as UTF-8 text)")
    shape = run_shape(name)  # another tool's file (drugZ's table, u23g_drugz_to_table): named by what it is
    if shape is not None:
        return f"{name}:{shape.line}: {shape.reason}"
    text = entry if len(entry) <= 60 else entry[:57] + "..."
    return (f"{name}:{number} holds {fields} fields ({text!r}), so it was taken for a run: a .txt gene list holds one "
            "item a line with no blank inside it (docs/genes.md); a TREC run line holds six fields")


def shaped_input(paths: list) -> str | None:
    """The first of ``paths`` whose first line is another tool's output (:func:`rankagg.io.foreign_shapes.run_shape`:
    a Pabulib file, JSON, a saved frame), named at its line with what it is: a refusal of the output's name alone
    told the inputs "were taken for runs" and nothing of what they are (u23d_pb_ordinal_as_run)."""
    for path in paths:
        name = os.fsdecode(os.fspath(path))
        shape = run_shape(name) if os.path.isfile(name) else None
        if shape is not None:
            return f"{name}:{shape.line}: {shape.reason}"
    return None


def not_gene_table(obj: Any) -> str | None:
    """Why ``obj`` is not a table of lists, or None: a path named ``.csv`` or ``.tsv`` (``.gz`` allowed) that is not
    empty and whose first lines are not a run's: neither TREC run lines (a run named ``bm25.tsv`` is a run, as
    trec_eval and ``rankagg evaluate`` read it) nor another tool's run (a saved frame's header ``qid,docno,...``, JSON,
    MS MARCO's ``qid pid rank``: :func:`rankagg.io.foreign_shapes.run_shape`), which the runs' recogniser names."""
    if not isinstance(obj, (str, bytes)) and not hasattr(obj, "__fspath__"):
        return f"is a {type(obj).__name__}, not a path"
    path = os.fsdecode(os.fspath(obj))
    name = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
    if not name.endswith(GENE_TABLE_SUFFIXES):
        return f"its name does not end in {' / '.join(GENE_TABLE_SUFFIXES)}"
    if not os.path.isfile(path):
        return None  # a missing file is the reader's to name
    head = head_of(path)
    binary = container_of(path, head)  # a spreadsheet named .csv (Excel's 'Save as' kept the name) is no text
    if binary is not None:
        return binary
    if wide_decoded(head) is not None:  # UTF-16 or UTF-32 behind its byte-order mark: the text readers' rule names
        return "is UTF-16 or UTF-32 text (its byte-order mark)"  # it, a declared field's file at its own line
    if is_blank(head):
        return "is empty (a table of lists has a header naming them)"
    if trec_lines(path, head):
        return "its first lines are TREC run lines (a run, whatever its name)"
    shape = run_shape(path, head)
    return None if shape is None else f"its line {shape.line} is a run's, not a header naming lists: {shape.reason}"


def lists_given_as_runs(path: str) -> tuple[int, str] | None:
    """(line, what to do) with a table of lists given where only runs are read (``rankagg.fuse(path)``, a table among
    runs), or None for any other file: the command reads such tables, the runs' door does not, and its 'expected 6
    fields, found 1' named no column (u24e_api_optimalsort_csv_path).  A one-list file among runs is the command's to
    explain (:func:`list_taken_for_run` names the line that made the lists runs).  A header written as a '#' line
    (the Danish Maritime Authority's AIS table, u29j_dma_ais_as_run) is named as such: the tables' reader skips it
    as a comment and would take the first row for the header (the note had called that row the header, at line 1)."""
    lists = "rankagg.api.gene_lists.read_gene_lists(path) in Python (docs/genes.md)"
    if not_gene_table(path) is None:
        name = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
        sep = "\t" if name.endswith(".tsv") else ","
        entry, lines = _first_entry(path), _head_lines(path)
        at, line = entry if isinstance(entry, tuple) else (1, "")
        above = strip_blanks(lines[at - 2]) if at > 1 and isinstance(lines, list) else ""
        if above.startswith("#") and len(above.lstrip("#").split(sep)) == len(line.split(sep)) > 1:
            header = [c.strip().strip("\"'") for c in above.lstrip("#").split(sep)]
            at, heading = at - 1, "a header written as a '#' comment, which the tables' reader skips"
        else:
            header = [c.strip().strip("\"'") for c in line.split(sep)]
            # a first cell that is a number heads no column: the table has no header (a top list's '1,google.com';
            # a year heads a wide table's column, 'country,2020,2021', after a name)
            heading = "a row of values and no header" if header and is_number(header[0]) else "a header"
        return at, (f"starts with {heading} ({', '.join(map(repr, header[:8]))}{', ...' if len(header) > 8 else ''}): "
                    "a table, not TREC run lines; a table of ranked lists (a column per list, best first) is fused by "
                    f"'rankagg fuse FILE' or {lists}; a table of a row per query, item and ranker is read with "
                    "pandas and given to rankagg.fuse as a frame with qid, docid, run and score (or rank) columns")
    return None
