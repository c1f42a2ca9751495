"""The root element of an XML document, read from its head: what the recognisers of a field's XML files ask (a SCORM
manifest, a JMeter plan, an XBRL filing, a diagram, a NeTEx or SIRI document, a proteomics identification file).

Six recognisers had each written their own reading (issue 45's twenty-third to twenty-ninth bars), each skipping a
different part of the prolog: one the declaration and comments, one a DOCTYPE too, one every ``<!...>``.  Here is
the one reading: a byte-order mark, the XML declaration and processing instructions, comments and a DOCTYPE are
skipped, whitespace between them too, and the first element is the root (its line counted in ``text``)."""

from __future__ import annotations

import re
from typing import NamedTuple, Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["NOT_LINES", "XmlRoot", "opens_markup", "prolog_root_line", "xml_document_head", "xml_root"]

#: what may stand before the root element: a declaration or processing instruction, a comment, a DOCTYPE
_PROLOG = compiled(r"\s*(?:<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^\[>]*\[.*?\]\s*>|<![^>]*>)", re.S)
#: a namespace declaration in a start tag: ``xmlns="URI"`` or ``xmlns:PREFIX='URI'``
_XMLNS = compiled(r"""\bxmlns(?::([\w.-]+))?\s*=\s*(["'])(.*?)\2""", re.S)
#: a schema named by location, when the root declares no namespace of its own
_SCHEMA = compiled(r"""\b(?:xsi:)?noNamespaceSchemaLocation\s*=\s*(["'])(.*?)\1""", re.S)
#: a start of an element's name: what a document's first element starts with (an SGML TREC topic '<top>' too)
_ROOT_START = compiled(r"\s*<[A-Za-z_?!]")
#: the markup of IR's own files and the web's, named by their root element (no XML declaration need precede them)
_MARKUP = {"top": "TREC topics (SGML: <top>, <num>, <title>)", "topics": "TREC topics (XML: <topics>, then a <topic "
           "number=...> each, as TREC-COVID's)", "doc": "a TREC document collection's file (SGML: "
           "<DOC>, <DOCNO>, <TEXT>)", "html": "an HTML page", "rss": "an RSS feed", "feed": "an Atom feed",
           "svg": "an SVG image"}
#: an element closed: an end tag or an empty element's '/>'
_CLOSED = compiled(r"</[A-Za-z_]|/>")
#: what the doors take instead, said for any door (runs, judgements, weights) of any document (XML, YAML)
NOT_LINES = ("not lines of whitespace-separated fields (TREC runs 'qid Q0 docid rank score tag', qrels 'qid iter "
              "docid rel', weights 'NAME W'): export the rankings from the tool that wrote it as TREC runs, or load "
              "it in Python and give rankagg.fuse {run: {query: {document: score}}} and rankagg.evaluate {query: "
              "{document: grade}}")

#: an element's start: its name (a namespace prefix kept) and the rest of its tag as far as the head holds it
_ELEMENT = compiled(r"<([A-Za-z_][\w.:-]*)([^>]*)")


class XmlRoot(NamedTuple):
    line: int  # the line of ``text`` the root element starts on, from 1
    name: str  # as written: ``imscp:manifest``
    local: str  # its namespace prefix aside: ``manifest``
    attributes: str  # the rest of its start tag (cut where the head ends)


def opens_markup(lines: Sequence[str]) -> bool:
    """Whether the first non-blank of a file's ``lines`` opens markup (a tag, a declaration, a comment): a
    recogniser that looks for an element (``<tmx``, ``<stix:STIX_Package``) asks this first, since a table's cell
    may hold the same word (a gene list's item ``<tmx>`` or ``BlastOutput`` on its second line named the list a TMX
    memory or a BLAST report: tests/io/test_constants_as_ids.py)."""
    first = next((ln for ln in lines if ln.strip("\ufeff \t\r\n")), "")
    return first.lstrip("\ufeff \t").startswith("<")


def xml_root(text: str) -> XmlRoot | None:
    """The root element of the XML document whose head is ``text``, or None when ``text``, its prolog aside, does not
    start with an element."""
    body, at = text.lstrip("\ufeff"), 0
    while (prolog := _PROLOG.match(body, at)) is not None and prolog.end() > at:
        at = prolog.end()
    start = at + len(body[at:]) - len(body[at:].lstrip())
    element = _ELEMENT.match(body, start)
    if element is None:
        return None
    name = element.group(1)
    return XmlRoot(body.count("\n", 0, start) + 1, name, name.rsplit(":", 1)[-1], element.group(2))


def prolog_root_line(text: str) -> int | None:
    """The line of the root element of the XML document whose head is ``text`` when a prolog (a declaration, a
    comment, a DOCTYPE) opens it, else None: a door names a document at the line that says what it is."""
    if not text.lstrip("\ufeff \t\r\n").startswith(("<?", "<!")):
        return None
    root = xml_root(text)
    return None if root is None else root.line


def xml_document_head(text: str) -> tuple[int, str] | None:
    """(line, reason) for the head ``text`` of any XML document, at its root's line: the root element and the namespace
    (or schema) it declares, which name the vocabulary, or None when ``text`` is no XML document.

    The doors ask every field's recogniser first; this is what is left.  An XML file no recogniser knew was told
    "expected 6 fields, found 3" at its declaration's line, which names neither what the file is nor where it says
    so (issue 45's thirty-first bar: 25 such rows, from an ISO 20022 statement to an OPC UA NodeSet)."""
    body = text.lstrip("\ufeff")
    # markup closes an element somewhere in its head; a line of fields whose first id is '<q1>' closes none
    root = xml_root(body) if _ROOT_START.match(body) and _CLOSED.search(body) else None
    if root is None:
        return None
    prefix = root.name.split(":", 1)[0] if ":" in root.name else None
    space = next((m.group(3) for m in _XMLNS.finditer(root.attributes) if m.group(1) == prefix), None)
    schema = _SCHEMA.search(root.attributes)
    said = (f" in the namespace {space[:120]}" if space else
            f" (its schema {schema.group(2)[:120]})" if schema else "")
    what = _MARKUP.get(root.local.lower()) or ("an XML document" if body.lstrip().startswith("<?xml") else
                                                "a markup document (XML or SGML)")
    return root.line, f"holds {what}, its root element <{root.name}>{said}, {NOT_LINES}"
