"""A localisation team's own files, told by their first lines or their header, so that no door reads a translation
memory, a bilingual file or a CAT tool's match export as TREC lines or ranked lists (issue 45's twenty-fourth bar, a
team ranking translation-memory and machine-translation candidates per source segment).

The team's tools write:

* TMX translation memories (``<tmx>``: ``<tu>`` units of ``<tuv xml:lang=..><seg>`` texts), XLIFF 1.2 / 2.0
  bilingual files (``<xliff>``; Trados' ``.sdlxliff`` and memoQ's ``.mqxliff`` are XLIFF 1.2 with their own
  namespaces) and TBX termbases (``<martif type="TBX">``, ``<tbx>``): read as runs their XML declaration was
  "expected 6 fields 'qid Q0 docid rank score tag', found 3", as qrels "expected 4 fields".
* gettext catalogues (``.po``, ``.pot``: ``msgctxt`` / ``msgid`` / ``msgstr`` entries): "found 2".
* A CAT tool's CSV export of its matches, one row per candidate (``Source, Target, Match %, Origin``): read as ranked
  lists, each column was a list and the source sentence an item ("holds a blank: a name of words").

Each is refused with what it is and the form rankagg reads: each matcher's scores as a run, the segment id as the
query and a candidate id (never the target text, which holds blanks) as the document.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup

__all__ = ["cat_export_header", "localisation_shape"]

#: how the team's matches become rankagg's input, said by every refusal here
_AS_RUNS = ("give each matcher's scores (fuzzy match %, QE, term hits, reviewer votes) as a run, a line per candidate "
            "'seg-0001 Q0 tm-0001-0 1 100 fuzzy' (the segment id as the query, a candidate id, not its target text, "
            "as the document, higher is better: negate TER or edit distances), or a long table (qid, docid, run, "
            "score) to rankagg.fuse; the reviewer's choices as qrels 'seg-0001 0 tm-0001-0 2'")

#: an XML root (or its DOCTYPE) of the formats, and what each is
_XML_ROOTS = (
    (compiled(r"<(?:!DOCTYPE\s+)?tmx\b", re.IGNORECASE), "a TMX translation memory (<tmx>: translation units of "
                                                          "source and target segments)"),
    (compiled(r"<(?:!DOCTYPE\s+)?xliff\b", re.IGNORECASE), "an XLIFF bilingual file (<xliff>: the segments of a "
                                                            "translation job, as Trados' .sdlxliff and memoQ's "
                                                            ".mqxliff write it)"),
    (compiled(r"<(?:!DOCTYPE\s+)?(?:martif\b|tbx\b)", re.IGNORECASE), "a TBX termbase (terms per language)"),
)
#: a gettext entry's keyword and its quoted string: 'msgid "Save"', 'msgctxt "menu"', 'msgstr[0] ""'
_PO_LINE = compiled(r'(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"')

#: the headings of a CAT tool's match export: a source or target text column and a match score column
_TEXT_HEADINGS = {"source", "target", "source text", "target text", "source segment", "target segment", "translation"}
#: a CAT export holds the source text beside its match score: 'Match' and 'Target' alone head an archery bracket
#: (u47a_api_bracket_frame), a tournament's match and target number
_SOURCE_HEADINGS = {"source", "source text", "source segment"}
_MATCH_HEADING = compiled(r"(?:tm\s*)?match(?:\s*(?:%|rate|percent|percentage|score|value))?|fuzzy(?:\s*%)?|"
                          r"match\s*quality", re.IGNORECASE)


def localisation_shape(lines: Sequence[str]) -> str | None:
    """What a localisation tool's file is and how to give its matches to rankagg, or None: ``lines``, a file's first
    non-blank lines, open an XML TMX, XLIFF or TBX document or a gettext catalogue's entries."""
    head = " ".join(ln.lstrip("\ufeff") for ln in lines[:2])
    what = next((w for root, w in _XML_ROOTS if root.search(head)), None) if opens_markup(lines) else None
    if what is None and any(_PO_LINE.match(ln.lstrip("\ufeff").strip()) for ln in lines[:2]):
        what = ("a gettext catalogue (.po / .pot: msgctxt, msgid and msgstr entries, as Poedit, Weblate and "
                "msgmerge write them)")
    if what is None:
        return None
    return f"is {what}, not TREC lines, which rankagg does not read: {_AS_RUNS}"


def cat_export_header(names: Sequence[str]) -> str | None:
    """What a CAT tool's match export is (its header ``names``: a source or target text column beside a match score
    such as ``Match %``), or None for another header."""
    lowered = [str(n).strip().lower() for n in names]
    score = next((str(n).strip() for n in names if _MATCH_HEADING.fullmatch(str(n).strip())), None)
    if score is None or not _SOURCE_HEADINGS & set(lowered):
        return None
    return (f"is a CAT tool's match export (one row per candidate translation, its {score!r} beside the source and "
            f"target texts), not ranked lists one per column: {_AS_RUNS}")
