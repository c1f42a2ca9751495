"""The fields' files told from their declarations (:mod:`rankagg.io.fields`), at every door: a file given as a run,
as qrels or as weights (its head: an XML root, a JSON document's keys, a table's header, a line's form), a binary
file (its first bytes), a frame given to ``rankagg.fuse`` (its columns), a document loaded in Python (its keys), and
an output named for such a file (its suffix).  Thirty-two bars of unseen cases each brought a field's recogniser
module, a hundred lines of the same lookups; a field is now a declaration, and its tests come from it."""

from __future__ import annotations

import functools
import json
from typing import Any, Iterator, Sequence

from rankagg.io._inflate import inflate_head
from rankagg.io.header_tables import separated_cells
from rankagg.io.field_index import Lookalikes, TextIndex
from rankagg.io.line_forms import (ascii_lowered as _ascii_lowered, first_match_line as _first_match,
                                   head_holds as _holds, line_pattern as _pattern)
from rankagg.io.wide_marks import wide_decoded
from rankagg.io.field_store import door_digest, door_fields
from rankagg.io.field_declaration import Field, FieldFile
from rankagg.io.xml_head import XmlRoot, xml_root

__all__ = ["CATALOGUE_OUTPUTS", "catalogue_binary", "catalogue_columns", "catalogue_document", "catalogue_head",
           "catalogue_json", "catalogue_lookalike", "declared_files"]

_NOT_LINES = "not TREC run or qrels lines: "
#: how far into a file the head is read for a header or a line's form (a preamble of forty lines is allowed)
_HEAD_LINES = 40
_HEAD_CHARS = 1 << 14


def declared_files() -> Iterator[tuple[Field, FieldFile]]:
    """Every declared file with its field (its example too, for the tests and docs), in the catalogue's order (the
    order the doors ask them in): the fields' own forms in FIELDS' order, then those whose lines hold no token of
    their field (``FieldFile.tokenless``), then the generic fields' (tables of numbers, last in FIELDS)."""
    # imported here, not at the top: the doors read the declarations from the store (_door_files), not the modules
    from rankagg.io.fields import FIELDS

    return iter(_in_order(FIELDS))


def _in_order(fields: Sequence[Field]) -> list[tuple[Field, FieldFile]]:
    own = [(field, f) for field in fields if not field.generic for f in field.files]
    return [*((field, f) for field, f in own if not f.tokenless), *((field, f) for field, f in own if f.tokenless),
            *((field, f) for field in fields if field.generic for f in field.files)]


@functools.cache
def _door_files() -> tuple[tuple[Field, FieldFile], ...]:
    """:func:`declared_files` as the doors ask them: without examples, kept on the machine (:mod:`field_store`)."""
    return tuple(_in_order(door_fields()))


@functools.lru_cache(maxsize=None)
def _lowered(columns: tuple[str, ...]) -> frozenset[str]:
    return frozenset(c.lower() for c in columns)


def _has_columns(cells: set[str], columns: Sequence[str], cell: str = "") -> bool:
    """Whether a header's ``cells`` hold every one of ``columns``, and one matching ``cell`` when it is given."""
    if not columns and not cell:
        return False
    return _lowered(tuple(columns)) <= cells and (not cell or any(_pattern(cell).search(c) for c in cells))


def _has_marks(f: FieldFile, text: str) -> bool:
    """Whether the head ``text`` holds every one of ``f``'s marks (one starting with '^': a line's start it matches)."""
    return all(_pattern(m).search(text) is not None if m.startswith("^") else m in text for m in f.marks)


def _told_at(f: FieldFile, text: str, lines: list[str], cells: list[set[str]], root: XmlRoot | None) -> int | None:
    """The line at which the head ``text`` (its ``lines``, their ``cells``, its XML ``root``) shows it is ``f``, or
    None."""
    if f.marks and not _has_marks(f, text):
        return None
    if f.root:
        return root.line if root is not None and root.local == f.root else None
    if f.keys:
        first = next((k for k, ln in enumerate(lines) if ln.strip("\ufeff \t\r")), None)
        if first is None or not lines[first].lstrip("\ufeff \t").startswith(("{", "[")):
            return None
        return first + 1 if _keys_placed(f, text) else None
    if f.columns or f.cell:
        return next((k + 1 for k, line_cells in enumerate(cells) if _has_columns(line_cells, f.columns, f.cell)), None)
    if f.line:
        if not _holds(f.line, text):
            return None
        found = _first_match(f.line, text)
        return None if found is None else found[0]
    return None


@functools.cache
def _text_files() -> TextIndex:
    """The declared text files' index, built at a door's first question, not at import: parsing and compiling the
    forms of both indexes at import took about half of every process's start (``rankagg --help``: 1.0 s, 0.5 s
    without them), paid again by each command the suite runs as a process, though most ask neither index (a
    refused option) or only :func:`_lookalikes` (a fuse of runs)."""
    return TextIndex([(field, f) for field, f in _door_files() if not f.magic])


@functools.cache
def _lookalikes() -> Lookalikes:
    """The look-alikes every run is asked (built at the first run a door reads)."""
    return Lookalikes([(field, f) for field, f in _first_files() if f.lookalike])


@functools.cache
def _first_files() -> tuple[tuple[Field, FieldFile], ...]:
    """The files every door asks of every file, in the catalogue's order (:func:`~rankagg.io.field_store.first_asked`:
    a subsequence of :func:`_door_files`, read without the rest)."""
    return tuple(_in_order(door_digest()))


# the declarations each door's question can meet, in the catalogue's order: every door asks of every file, and a
# scan of all thousand declarations for the hundred with magic bytes took 0.3 ms a file
_BINARIES = tuple((field, f) for field, f in _first_files() if f.magic)
#: the declarations with magic, by where their magic is and its first byte: a head is asked only those whose first
#: byte it has there (every run file is asked three times; a scan of them all took 0.15 ms)
def _binary_starts() -> dict[int, dict[int, list[int]]]:
    starts: dict[int, dict[int, list[int]]] = {}
    for k, (_, f) in enumerate(_BINARIES):
        starts.setdefault(f.magic_at, {}).setdefault(f.magic[0], []).append(k)
    return starts


_BINARY_STARTS = _binary_starts()


@functools.cache
def _tables() -> tuple[tuple[Field, FieldFile], ...]:
    """The tables' declarations (columns, or a cell's pattern), asked of a frame's columns."""
    return tuple((field, f) for field, f in _door_files() if f.columns or f.cell)


@functools.cache
def _keyed() -> tuple[tuple[Field, FieldFile, str], ...]:
    """The JSON documents' declarations, each with its first key quoted (a text without it is none of them)."""
    return tuple((field, f, f'"{f.keys[0]}"') for field, f in _door_files() if f.keys)


def _plain(text: str) -> str:
    """A head as the declarations read it: a byte-order mark aside, CRLF ends as LF (the lines keep their numbers)."""
    return text[:_HEAD_CHARS].removeprefix("\ufeff").replace("\r\n", "\n")


def catalogue_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` of a file (decoded, inflated) is a declared field's text file."""
    return _catalogue_head(_plain(text))


@functools.lru_cache(maxsize=256)
def _catalogue_head(text: str) -> tuple[int, str] | None:
    """:func:`catalogue_head` of a plain head: kept, since every door of one run asks it of the same head."""
    lines, root = text.split("\n")[:_HEAD_LINES], xml_root(text)
    cells = [separated_cells(line) for line in lines]  # once, not once for each declared table
    index = _text_files()
    for k in index.candidates(text, lines, cells, root):
        field, f = index.files[k]
        at = _told_at(f, text, lines, cells, root)
        if at is not None:
            return at, f"is {f.what}, {_NOT_LINES}{field.advice}"
    return None


def head_text(head: bytes) -> str:
    """The text of a file's first bytes ``head``, inflated when gzip's: UTF-8 up to the first byte it cannot decode,
    Windows-1252 (legacy exports' encoding) from there, so that a UTF-8 head cut in a character differs only there."""
    if head[:2] == b"\x1f\x8b":
        head = inflate_head(head, _HEAD_CHARS)
    try:
        return head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return head[:exc.start].decode("utf-8") + head[exc.start:].decode("cp1252", "replace")


def catalogue_text(head: bytes) -> tuple[int, str] | None:
    """(line, reason) when a file whose first bytes are ``head`` (gzip-compressed or not) is a declared field's text
    file or JSON document (its first line then).  From its first byte no UTF-8 reader decodes, the head is read as
    Windows-1252, the legacy exports' encoding: a door that reads a table by its name (.csv, .jsonl) asks this first,
    so that DATEV's export is named for what it is, not 'not valid UTF-8 text' (u35f_datev_as_run).  Behind a UTF-16
    or UTF-32 byte-order mark, the text is read in that encoding (MSKLC's .klc: u58b_klc_as_run)."""
    wide = wide_decoded(head)
    text = head_text(head) if wide is None else wide[1]
    told = catalogue_head(text)
    if told is not None:
        return told
    what = catalogue_json(text)
    first = next((i for i, line in enumerate(_plain(text).split("\n"), 1) if line.strip()), 1)
    return None if what is None else (first, f"holds {what}")


def catalogue_lookalike(head: bytes) -> bool:
    """Whether a file whose first bytes are ``head`` (gzip-compressed or not), and whose first lines parse as TREC run
    or qrels lines, is a declared field's file that only looks so (YOLO's detections, JCAMP-DX's points), told within
    its first forty lines: the doors then name it instead of reading it."""
    if head[:2] == b"\x1f\x8b":
        head = inflate_head(head, _HEAD_CHARS)
    return _lookalike(_plain(head.decode("utf-8", "replace")))


@functools.lru_cache(maxsize=256)
def _lookalike(text: str) -> bool:
    # told within its first forty lines, as a header is: a run's head is 16 KB, some 250 lines, and the literal texts
    # and line forms asked of every run cost 2 ms a run over it (on the bars' 16,608 files, the same answers)
    lines = text.split("\n")[:_HEAD_LINES]
    text = "\n".join(lines)
    # every run is asked this: a header's cells only when a lookalike is a table whose first column the head could
    # hold as a cell (an ASCII head's cells, lower-cased, are in its lower-cased text; 1 ms a run to split its lines)
    lookalikes = _lookalikes()
    if lookalikes.forms.found(text):
        return True
    index = lookalikes.index
    lowered = _ascii_lowered(text)
    asked = index.tables and (lowered is None or index.cells or (
        index.first_cells is not None and index.first_cells.search(lowered) is not None))
    cells = [separated_cells(line) for line in lines] if asked else []
    return any(_told_at(index.files[k][1], text, lines, cells, None) is not None
               for k in index.candidates(text, lines, cells, None))


def catalogue_json(text: str) -> str | None:
    """What the JSON ``text`` (a file's head) is when it is a declared field's document, with what to give instead:
    its keys in the text and, when the head parses (a whole document, or a JSON Lines file's first record), where a
    loaded document holds them (:func:`_holds_keys`), unless its ``marks`` tell it: ESPN's scoreboard holds an
    OpenTrack competition's three keys, but 'fullName' and 'competitors' deep in its events
    (u85a_espn_scoreboard_json_as_run had been told one)."""
    return next((f"{f.what}, {_NOT_LINES}{field.advice}" for field, f, first in _keyed()
                 if first in text and _keys_placed(f, text) and _has_marks(f, text)), None)


def _keys_placed(f: FieldFile, text: str) -> bool:
    """Whether the JSON head ``text`` holds ``f``'s keys: in its text, and, when it parses and ``f`` has no marks to
    tell it, where a loaded document holds them."""
    if not all(f'"{k}"' in text for k in f.keys):
        return False
    document = None if f.marks else _parsed(text)
    return document is None or _holds_keys(document, f.keys)


@functools.lru_cache(maxsize=4)  # a head is asked of every keyed declaration in turn
def _parsed(text: str) -> Any:
    """The JSON document ``text`` holds whole, else its first line's (a JSON Lines file), else None (a head cut
    short)."""
    for candidate in (text, text.lstrip("\ufeff").split("\n", 1)[0]):
        try:
            return json.loads(candidate.lstrip("\ufeff"))
        except (ValueError, RecursionError):  # not JSON, cut short, or nested past the parser's depth
            continue
    return None


def _holds_keys(obj: Any, keys: tuple[str, ...]) -> bool:
    """Whether a loaded document holds ``keys`` as :func:`catalogue_document` asks: the first at its top level (or
    its first record's), the others there or one level down, or so in its first value's first value (records kept
    under ids)."""
    record = obj[0] if isinstance(obj, list) and obj else obj
    for _ in range(_NESTED):
        if not isinstance(record, dict):
            return False
        if _holds_here(record, keys):
            return True
        record = _first_value(record)
    return False


def _holds_here(record: dict, keys: tuple[str, ...]) -> bool:
    """Whether ``record`` holds the first of ``keys`` and the others there or one level down."""
    return keys[0] in record and set(keys) <= _document_keys(record, keys[0])


def _first_value(record: dict) -> Any:
    """``record``'s first value (a list's first item): where records kept under ids are."""
    inner = next(iter(record.values()), None)
    return inner[0] if isinstance(inner, list) and inner else inner


def catalogue_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) when its first bytes ``head`` are a declared field's binary file."""
    asked = sorted(k for at, by_byte in _BINARY_STARTS.items() if len(head) > at for k in by_byte.get(head[at], ()))
    for field, f in (_BINARIES[k] for k in asked):
        if head.startswith(f.magic, f.magic_at) and _has_marks(f, head.decode("latin-1")) and (
                not f.line or _pattern(f.line).search(head.decode("latin-1")) is not None):
            return f.what, field.advice
    return None


def catalogue_columns(names: Sequence[object]) -> str | None:
    """What a frame (or a comparison table) whose columns are ``names`` is when it is a declared field's table."""
    cells = {str(n).strip().strip("\"'").strip().lower() for n in names}
    return next((f"is {f.what}, no runs: {field.advice}" for field, f in _tables()
                 if _has_columns(cells, f.columns, f.cell)), None) or next(
        # a frame read from a declared JSON Lines file (pd.read_json(lines=True)): its columns its records' keys, two
        # at least (one key alone, 'SourceFile', is too little to tell a table by)
        (f"is {f.what}, no runs: {field.advice}" for field, f, _ in _keyed()
         if not f.marks and len(f.keys) > 1 and {k.lower() for k in f.keys} <= cells), None)


def _document_keys(record: dict, first: str) -> set[str]:
    """The keys of ``record`` and of what its key ``first`` holds (a mapping, or a list's first mapping): where a
    document's keys are ('MRData' holds 'series', 'populations' records holding 'gateSetId')."""
    inner = record[first]
    inner = inner[0] if isinstance(inner, list) and inner else inner
    return set(record) | (set(inner) if isinstance(inner, dict) else set())


#: how many levels of ids a document's records may be kept under, each followed through its first value
_NESTED = 4


def catalogue_document(obj: Any, one_level_short: bool = False) -> str | None:
    """What a document loaded in Python (a dict, or a list of records) and given as runs is when it is a declared
    field's: the keys its top level (or its first record) holds, the first of them there and the others there or one
    level down (a declaration that needs ``marks`` in the text is not asked), or so in its first value's first value
    (records kept under ids).  Cheap: the in-memory doors ask it of every run, whose keys are queries.
    ``one_level_short``: ``obj`` was given as {run: {qid: {docid: score}}} and its values are {docid: score}, so that
    form no longer clears it (ddstable's {hand: {strain: tricks}})."""
    record = obj[0] if isinstance(obj, list) and obj else obj
    if not isinstance(record, dict) or (not one_level_short and all(map(_scores, record.values()))):
        return None  # a run, {query: {docid: score}}, whose queries bear a document's key names (TPD's 'I', 'G', ...)
    for _ in range(_NESTED):
        found = next((f"{f.what}, {_NOT_LINES}{field.advice}" for field, f, _ in _keyed()
                      if not f.marks and _holds_here(record, f.keys)), None)
        if found is not None:
            return found
        # a document's records kept under ids (rpscrape's racecards: region, course, off time, then the race): its
        # first value, down to where a run's {docid: score} would be
        inner = _first_value(record)
        if not isinstance(inner, dict) or _scores(inner) or all(map(_scores, inner.values())):
            return None
        record = inner
    return None


def _scores(value: Any) -> bool:
    """Whether a value is a query's scored documents, ``{docid: score}`` (a FontBakery report's 'result' counts
    look so too, but its 'sections' beside them are a list, which no run holds)."""
    return isinstance(value, dict) and bool(value) and all(
        isinstance(x, (int, float)) and not isinstance(x, bool) for x in value.values())


#: the declared files' names, refused as outputs: what each is
CATALOGUE_OUTPUTS: dict[str, str] = {suffix: f.what for _, f in _first_files() for suffix in f.outputs}
