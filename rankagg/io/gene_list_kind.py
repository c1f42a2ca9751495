"""Whether a path is a gene-list file, without reading it as one (``rankagg fuse`` asks before it imports the
readers, so that a fuse of TREC runs loads no more than before; the formats ``gene-lists`` and ``gene-list``
of :data:`rankagg.io.formats.FORMATS` recognise their inputs with these)."""

from __future__ import annotations

import os
from typing import Any

from rankagg.io.text_input import fields_of, strip_blanks

__all__ = ["GENE_TABLE_SUFFIXES", "GENE_LIST_SUFFIXES", "not_gene_list"]

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
