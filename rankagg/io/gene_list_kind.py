"""Whether a path is a gene-list file, without reading it as one (``rankagg fuse`` asks before it imports the
readers, so that a fuse of TREC runs loads no more than before; the formats ``gene-lists`` and ``gene-list``
of :data:`rankagg.io.formats.FORMATS` recognise their inputs with these)."""

from __future__ import annotations

import os
from typing import Any

from rankagg.io.text_input import fields_of, strip_blanks

__all__ = ["GENE_TABLE_SUFFIXES", "GENE_LIST_SUFFIXES", "not_gene_list", "not_gene_table"]

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
    if name.endswith((".grp", ".lst")):
        return None
    if not name.endswith(".txt"):
        return f"its name does not end in {' / '.join(GENE_LIST_SUFFIXES)}"
    if not os.path.isfile(path):
        return "is not a file"
    from rankagg.io.guard import open_input

    try:
        with open_input(path) as fh:
            head = bytes(fh.read(4096))
    except OSError as exc:
        return f"cannot be read ({exc.strerror})"
    if head[:2] == b"\x1f\x8b":
        import gzip
        import zlib

        try:
            head = gzip.decompress(head)
        except (OSError, EOFError, zlib.error):  # the first 4 KB of a longer file: read what there is
            try:
                head = zlib.decompressobj(31).decompress(head)
            except zlib.error:  # a corrupt stream: the reader of the format it is names the file
                return "its gzip stream is corrupt"
    for line in head.decode("utf-8", "replace").split("\n")[:50]:
        entry = strip_blanks(line)  # the ASCII blanks, as every reader
        if entry and not entry.startswith("#"):
            fields = len(fields_of(entry))
            return None if fields == 1 else f"its first line holds {fields} fields, not one item (a .txt gene list holds one per line)"
    return None


def not_gene_table(obj: Any) -> str | None:
    """Why ``obj`` is not a table of lists, or None: a path named ``.csv`` or ``.tsv`` (``.gz`` allowed) that is not
    empty and whose first lines are not a run's: neither TREC run lines (a run named ``bm25.tsv`` is a run, as
    trec_eval and ``rankagg evaluate`` read it) nor another tool's run (a saved frame's header ``qid,docno,...``, JSON,
    MS MARCO's ``qid pid rank``: :func:`rankagg.io.foreign_shapes.run_shape`), which the runs' recogniser names."""
    from rankagg.io.foreign_shapes import head_of, is_blank, run_shape, trec_lines

    if not isinstance(obj, (str, bytes)) and not hasattr(obj, "__fspath__"):
        return f"is a {type(obj).__name__}, not a path"
    path = os.fsdecode(os.fspath(obj))
    name = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
    if not name.endswith(GENE_TABLE_SUFFIXES):
        return f"its name does not end in {' / '.join(GENE_TABLE_SUFFIXES)}"
    if not os.path.isfile(path):
        return None  # a missing file is the reader's to name
    head = head_of(path)
    if is_blank(head):
        return "is empty (a table of lists has a header naming them)"
    if trec_lines(path, head):
        return "its first lines are TREC run lines (a run, whatever its name)"
    shape = run_shape(path, head)
    return None if shape is None else f"its line {shape.line} is a run's, not a header naming lists: {shape.reason}"
