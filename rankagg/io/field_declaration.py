"""What a field's own file is, declared once (issue 45: "adding a format is one declaration"): how each door tells it
(an XML root, a JSON document's keys, a table's header, a line's form, its first bytes), what it is, where it shows
what it is in an example of it, and the names its tool gives it.  :mod:`rankagg.io.field_catalogue` tells the files
from these declarations at every door, and the tests check every declaration's example there.  Outside the fields'
package (:mod:`rankagg.io.fields`, whose modules import these from :mod:`rankagg.io.fields.declaration`), so that the
doors can build declarations from the store (:mod:`rankagg.io.field_store`) without importing every field."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Field", "FieldFile"]


@dataclass(frozen=True)
class FieldFile:
    """One of a field's file formats.  A file is told by the first of these its declaration gives that it meets:

    - ``root``: its XML root element's local name (``Workspace``), at the root's line;
    - ``keys``: keys every such JSON document (or JSON Lines record) holds, at its first line; loaded in Python (a
      dict, or a list of records), its first record holds the first key and the others there or one level down;
    - ``columns``: the cells every such table's header holds (case and quotes aside, at a tab, ';', ',' or '|', else
      at blanks), at the header's line among the first forty (a preamble above it is allowed); with ``cell``, a
      regular expression one of its cells (or a frame's columns) matches, lower-cased (a FlowJo table's
      'lymphocytes | freq. of parent');
    - ``line``: a regular expression one of the head's lines matches (``re.M``), at that line;
    - ``magic``: its bytes at ``magic_at`` (a binary file, named without a line); with ``line``, a form its first
      bytes (read as Latin-1) must also hold, where two bytes of magic say too little (Ortec's .Chn: -1, then a
      date at byte 16; an Arrow IPC stream also opens with 0xFFFF).

    ``marks`` are texts its head must also hold (a namespace, a keyword; one starting with '^', a regular expression a
    line's start must match: where a text means something only at the start of a line).  ``lookalike`` says its lines
    would parse as TREC run or qrels lines (six fields, or four), so that those doors ask its declaration before
    reading them.  ``tokenless`` says its lines hold no token of its field, only ids, numbers and dates (SaTScan's
    records): it is asked after every form of a field that does hold one, so that a file both would tell is named by
    the form that needs more of it (SaTScan's population record had told CAMELS' streamflow lines, u109b_).
    ``example`` is a few real lines of such a file (bytes for a binary one) and ``at`` the line a door names in it
    (0: none): the tests give every example to every door."""

    what: str
    example: str | bytes
    at: int
    root: str = ""
    keys: tuple[str, ...] = ()
    columns: tuple[str, ...] = ()
    cell: str = ""
    line: str = ""
    magic: bytes = b""
    magic_at: int = 0
    marks: tuple[str, ...] = ()
    lookalike: bool = False
    outputs: tuple[str, ...] = ()
    tokenless: bool = False


@dataclass(frozen=True)
class Field:
    """A field's files (``team``: whose, and the bar's case ids that met them) and what to give rankagg instead
    (``advice``: how the field's rankings are runs and its outcomes qrels).  ``generic``: forms any tool writes, no
    field's own (tables of numbers), asked after every field's declarations; they may claim a file whose own tool
    no declaration knows yet.  ``supersedes``: the older bars' personas (case id prefixes, 'u23b_') whose files this
    field's declarations tell, deliberately, in this field's words instead of the older reading's (a Newick tree is
    the phylogenetics lab's as much as the microbiome team's); ``scripts/reliability_matrix.py --claims`` refuses a
    claim on any other older bar's file."""

    team: str
    advice: str
    files: tuple[FieldFile, ...]
    generic: bool = False
    supersedes: tuple[str, ...] = ()
