"""A YAML stream told from its head: a document of settings, assets or metadata given where runs, qrels or weights
are read (issue 45's thirty-fourth bar: a Unity asset's '%YAML 1.1' line was told "holds 2 fields, an item and its
score (GSEA's .rnk)").  A stream that opens with its directives ('%YAML 1.2', '%TAG !u! tag:unity3d.com,2011:') or
with a document marker ('---', a tag may follow) is YAML whatever tool wrote it; its tags name the vocabulary, as
an XML document's namespace does (:func:`rankagg.io.xml_head.xml_document_head`).  No TREC line starts with '%'
or is '---' alone."""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import NOT_LINES

__all__ = ["yaml_document_head"]

#: a directive, or a document's start marker with its tag or anchor ('--- !u!114 &11400000'), alone on its line
_OPENING = compiled(r"%YAML[ \t]+\d+\.\d+[ \t]*|%TAG[ \t]+!\S*[ \t]+\S+[ \t]*|---(?:[ \t]+[!&]\S*)*[ \t]*")
#: a tag directive's handle and prefix (Unity's 'tag:unity3d.com,2011:')
_TAG = compiled(r"^%TAG[ \t]+(\S+)[ \t]+(\S+)", re.M)


def yaml_document_head(text: str) -> tuple[int, str] | None:
    """(line, reason) for the head ``text`` of a YAML stream: at its first line that is no comment or blank, when
    that line is a directive or a document marker; None for anything else."""
    for number, line in enumerate(text.lstrip("\ufeff").split("\n")[:40], 1):
        line = line.rstrip("\r")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if _OPENING.fullmatch(line) is None:
            return None
        tags = "; ".join(f"{handle} {prefix}"[:80] for handle, prefix in _TAG.findall(text)[:3])
        said = f", its tags {tags}" if tags else ""
        return number, f"holds a YAML document{said}, {NOT_LINES}"
    return None
