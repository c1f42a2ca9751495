"""A web archive's own files, told by their first lines, so that a run or qrels door names the format instead of a
field count (issue 45's twenty-fourth bar, a national library's team fusing crawl signals into a crawl queue: a CDXJ
index was told "expected 6 fields 'qid Q0 docid rank score tag', found 16", an 11-field CDX "found 12", a WARC or ARC
file "found 1" / "found 5", Heritrix's crawl.log "found 12", its seeds.txt "found 1").

* A capture index: CDX (its `` CDX N b a m s k r M S V g`` legend, or rows opening with a SURT key such as
  ``com,example)/page``, a 14-digit timestamp and the URL) and CDXJ (the SURT key, the timestamp, then a JSON block;
  pywb's ``!meta`` header line).
* A WARC file (every record opens with ``WARC/1.0`` or ``WARC/1.1``, ISO 28500) and an ARC file (its ``filedesc://``
  version block), plain or gzipped.
* Heritrix's ``crawl.log`` (an ISO timestamp, the fetch status, the size, the URL, the hop path, the via URL, ...)
  and a seed list (``seeds.txt``: one URL a line, a ``+`` or ``-`` before some, no rank nor score).

None of them ranks anything; the note says how to give a signal or the must-crawl list instead.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["webarchive_shape"]

_SURT = compiled(r"[a-z0-9-]+(?:,[a-z0-9-]+)*(?::\d+)?\)\S*", re.IGNORECASE)
_TIMESTAMP = compiled(r"\d{8,14}")
_ISO_TIME = compiled(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z")
_SEED = compiled(r"[+-]?(?:https?|ftp)://\S+", re.IGNORECASE)

#: how to give what such a file was meant to bring: a signal as a run, the must-crawl list as qrels
_INSTEAD = ("give each crawl signal as a TREC run, one line per URL: 'COLLECTION Q0 URL RANK SCORE SIGNAL' (the "
            "score higher for the URL to crawl first; negate a signal where lower is better, such as days since the "
            "last capture), or rankagg.fuse({signal: {collection: {url: score}}}); give the must-crawl URLs as qrels "
            "'COLLECTION 0 URL 1'")


def _what(lines: Sequence[str]) -> str | None:
    """Which web archive file the first non-blank lines ``lines`` open, or None."""
    first = lines[0].lstrip("\ufeff")
    fields = first.split()
    if first.startswith(("WARC/1.", "WARC/0.")):
        return "a WARC file of web captures (ISO 28500: 'WARC/1.1' opens every record)"
    if first.startswith("filedesc://"):
        return "an ARC file of web captures (the Internet Archive's format before WARC: its 'filedesc://' block)"
    if fields[:1] == ["CDX"] and len(fields) > 2 and all(len(f) == 1 for f in fields[1:]):
        return "a CDX index of web captures (its legend ' CDX " + " ".join(fields[1:]) + "')"
    if first.startswith(("!meta", "!OpenWayback-CDXJ")):
        return "a CDXJ index of web captures (pywb's, OpenWayback's: a SURT key, a timestamp and a JSON block a line)"
    if len(fields) >= 3 and _SURT.fullmatch(fields[0]) and _TIMESTAMP.fullmatch(fields[1]):
        if fields[2].startswith("{"):
            return ("a CDXJ index of web captures (pywb's, OpenWayback's: a SURT key, a timestamp and a JSON block "
                    "a line)")
        return "a CDX index of web captures (a SURT key, a timestamp, the URL, its MIME type, status, ... a line)"
    if (len(fields) >= 11 and _ISO_TIME.fullmatch(fields[0]) and re.fullmatch(r"-?\d+", fields[1])
            and ":" in fields[3]):
        return ("Heritrix's crawl.log (a timestamp, the fetch status, the size, the URL, the hop path, the via URL, "
                "... a line)")
    if all(len(ln.split()) == 1 and _SEED.fullmatch(ln.strip()) for ln in lines):
        return "a seed list (Heritrix's seeds.txt: one URL a line, no rank nor score)"
    return None


def webarchive_shape(lines: Sequence[str]) -> str | None:
    """What a web archive's file whose first non-blank, non-comment lines are ``lines`` is and what to do, or None."""
    if not lines or not lines[0].strip():
        return None
    what = _what(lines)
    return None if what is None else f"is {what}, which holds no ranking rankagg reads: {_INSTEAD}"
