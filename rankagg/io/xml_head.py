"""The root element of an XML document, read from its head: what the recognisers of a field's XML files ask (a SCORM
manifest, a JMeter plan, an XBRL filing, a diagram, a NeTEx or SIRI document, a proteomics identification file).

Six recognisers had each written their own reading (issue 45's twenty-third to twenty-ninth bars), each skipping a
different part of the prolog: one the declaration and comments, one a DOCTYPE too, one every ``<!...>``.  Here is
the one reading: a byte-order mark, the XML declaration and processing instructions, comments and a DOCTYPE are
skipped, whitespace between them too, and the first element is the root (its line counted in ``text``)."""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["XmlRoot", "xml_root"]

#: what may stand before the root element: a declaration or processing instruction, a comment, a DOCTYPE
_PROLOG = re.compile(r"\s*(?:<\?.*?\?>|<!--.*?-->|<![^>]*>)", re.S)
#: an element's start: its name (a namespace prefix kept) and the rest of its tag as far as the head holds it
_ELEMENT = re.compile(r"<([A-Za-z_][\w.:-]*)([^>]*)")


class XmlRoot(NamedTuple):
    line: int  # the line of ``text`` the root element starts on, from 1
    name: str  # as written: ``imscp:manifest``
    local: str  # its namespace prefix aside: ``manifest``
    attributes: str  # the rest of its start tag (cut where the head ends)


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
