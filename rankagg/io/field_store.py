"""The fields' declarations as the doors read them, kept once on a machine instead of imported by every process.

Every door asks the field catalogue (:mod:`rankagg.io.field_catalogue`), and importing the two hundred modules that
declare the fields' files (:mod:`rankagg.io.fields`) took 60 to 75 ms of every command, a twentieth of fusing a round
of TREC-COVID; reading them back from the store takes 15 to 25.  What a door reads of a declaration (what the file is,
how it is told, what to give instead) is text, numbers and bytes, so it is kept in a file beside the line forms' store
(the folder :func:`rankagg.io.line_form_store.store_path` names, one file per installed package): a line of its key,
the declaring modules' names, sizes and modification times (what Python keeps a module's bytecode by, to the
nanosecond here) and the declarations' attribute names; a line of the rest's CRC-32; then the declarations as JSON,
a column an attribute: on a line those a fusion of good runs asks (:func:`first_asked`), on the next all.  An
added, removed or changed module, or a store that is missing, unreadable, damaged or of another key, is a miss: the
modules are imported and the store written again where it can be (never raising: a read-only install or a full disk
only costs the import).  The doors' declarations hold no ``example``: the tests give those to every door from
:data:`rankagg.io.fields.FIELDS`, which no door reads."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import json
import os
import zlib
from typing import Any, Sequence

from rankagg.io.field_declaration import Field, FieldFile
from rankagg.io.line_form_store import store_path

__all__ = ["declared_fields", "door_digest", "door_fields", "field_store_path", "fields_key", "first_asked",
           "kept_fields", "recalled", "remember"]

#: the store's layout (changed with what a declaration is kept as, and how): 2, the digest's line then all's
_LAYOUT = 2
_FIELDS_FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fields")
#: what a door's declaration holds of each attribute: the example is the tests'
_FILE_ATTRIBUTES = tuple(f.name for f in dataclasses.fields(FieldFile) if f.name != "example")
_FIELD_ATTRIBUTES = tuple(f.name for f in dataclasses.fields(Field) if f.name != "files")


def field_store_path(folder: str = _FIELDS_FOLDER) -> str:
    """The store of the declarations in ``folder``: one a package, named by its folder's path (two checkouts sharing
    ``NUMBA_CACHE_DIR`` keep one each instead of writing over each other's)."""
    tag = zlib.crc32(os.fsencode(os.path.abspath(folder)))
    return os.path.join(os.path.dirname(store_path()), f"rankagg-fields-{_LAYOUT}-{tag:08x}")


def fields_key(folder: str = _FIELDS_FOLDER) -> str:
    """What the declarations in ``folder`` are kept under (a line of JSON): the folder, every module's name, size and
    modification time in nanoseconds, and the attributes a declaration has."""
    with os.scandir(folder) as entries:
        sources = sorted((e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in entries
                         if e.name.endswith(".py") and e.is_file())
    return json.dumps([_LAYOUT, os.path.abspath(folder), sources, _FILE_ATTRIBUTES, _FIELD_ATTRIBUTES])


def _kind(value: Any) -> type:
    """The type an attribute's ``value`` is kept as: bytes as Latin-1 text, a tuple as a list, others as they are."""
    kept: dict[type, type] = {bytes: str, tuple: list}
    return kept.get(type(value), type(value))


_DEFAULT_FILE = FieldFile(what="", example="", at=0)
#: each attribute's kind as kept, from a declaration of defaults
_FILE_KINDS = [_kind(getattr(_DEFAULT_FILE, a)) for a in _FILE_ATTRIBUTES]
_FIELD_KINDS = [_kind(getattr(Field(team="", advice="", files=()), a)) for a in _FIELD_ATTRIBUTES]
#: the attributes that hold bytes (kept as Latin-1 text)
_BYTES = frozenset(a for a in _FILE_ATTRIBUTES if isinstance(getattr(_DEFAULT_FILE, a), bytes))


def _column(objects: Sequence[Any], attribute: str) -> list[Any]:
    values = [getattr(o, attribute) for o in objects]
    if values and isinstance(values[0], bytes):
        return [v.decode("latin-1") for v in values]
    return [list(v) for v in values] if values and isinstance(values[0], tuple) else values


def _as_stored(fields: tuple[Field, ...]) -> dict[str, Any]:
    """The declarations as columns, an attribute each (a file's example left out): a store is read by map's loops,
    not Python's (1,700 declarations of fourteen attributes each took 20 ms as lists of attributes)."""
    files = [f for field in fields for f in field.files]
    return {"fields": {a: _column(fields, a) for a in _FIELD_ATTRIBUTES},
            "files": {a: _column(files, a) for a in _FILE_ATTRIBUTES},
            "counts": [len(field.files) for field in fields]}


def _checked(columns: Any, attributes: tuple[str, ...], kinds: list[type], rows: int) -> list[list[Any]]:
    """The kept ``columns`` of ``attributes``, each of ``rows`` values of its kind, as the attributes hold them (bytes,
    tuples); ValueError when one is not so."""
    if type(columns) is not dict or set(columns) != set(attributes):
        raise ValueError("not the declarations' attributes")
    out = []
    for attribute, kind in zip(attributes, kinds):
        column = columns[attribute]
        if type(column) is not list or len(column) != rows or not set(map(type, column)) <= {kind}:
            raise ValueError(f"not a column of {attribute}")
        if kind is list:
            if not set(map(type, itertools.chain.from_iterable(column))) <= {str}:
                raise ValueError(f"not a column of {attribute}")
            column = list(map(tuple, column))
        elif attribute in _BYTES:
            column = [v.encode("latin-1") for v in column]  # UnicodeEncodeError (a ValueError) beyond Latin-1
        out.append(column)
    return out


def _from_stored(stored: Any) -> tuple[Field, ...]:
    """The declarations a store holds; ValueError when it holds anything else."""
    counts = stored["counts"]
    if type(counts) is not list or not set(map(type, counts)) <= {int} or min(counts, default=0) < 0:
        raise ValueError("not the fields' counts of files")
    field_columns = _checked(stored["fields"], _FIELD_ATTRIBUTES, _FIELD_KINDS, len(counts))
    file_columns = _checked(stored["files"], _FILE_ATTRIBUTES, _FILE_KINDS, sum(counts))
    files = []
    for values in zip(*file_columns):
        # set as pickle sets them, not through the frozen class's __init__ (an object.__setattr__ for each of
        # fifteen attributes: 10 ms); the class has no __post_init__ to miss
        f = object.__new__(FieldFile)
        f.__dict__.update(zip(_FILE_ATTRIBUTES, values), example="")
        files.append(f)
    ends = list(itertools.accumulate(counts))
    return tuple(Field(files=tuple(files[end - n:end]), **dict(zip(_FIELD_ATTRIBUTES, values)))
                 for n, end, values in zip(counts, ends, zip(*field_columns)))


def first_asked(fields: Sequence[Field]) -> tuple[Field, ...]:
    """``fields`` with only the files every door asks of every file it meets (those told by their magic bytes, those
    whose lines can pass for a run's, those named by an output's suffix), in the same order: a fusion of good runs
    reads these alone (:func:`door_digest`)."""
    kept = (dataclasses.replace(field, files=tuple(f for f in field.files if f.magic or f.lookalike or f.outputs))
            for field in fields)
    return tuple(field for field in kept if field.files)


def recalled(path: str, key: str, part: int = 1) -> tuple[Field, ...] | None:
    """The declarations the store ``path`` keeps under ``key`` (``part`` 0: those :func:`first_asked` keeps), or
    None: none, another key's, unreadable, or damaged (its first line holds the key, its second the rest's CRC-32, so
    that a changed byte is a miss, not a changed declaration; the rest is a line for each part)."""
    try:
        with open(path, "rb") as f:
            first, _, rest = f.read().partition(b"\n")
            check, _, rest = rest.partition(b"\n")
        if first != key.encode() or check != b"%08x" % zlib.crc32(rest):
            return None
        parts = rest.split(b"\n")  # JSON written compact holds no line end: one line a part
        return _from_stored(json.loads(parts[part])) if len(parts) == 2 else None
    except (OSError, ValueError, KeyError, TypeError, RecursionError):  # unreadable, or written by no rankagg
        return None


def remember(path: str, key: str, fields: tuple[Field, ...]) -> None:
    """Keep ``fields`` under ``key`` in the store ``path``, where it can be written (else nothing is kept): the
    files every door asks first (:func:`first_asked`) on a line, then all."""
    rest = b"\n".join(json.dumps(_as_stored(part), separators=(",", ":")).encode()
                      for part in (first_asked(fields), fields))
    part = f"{path}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(part, "wb") as f:
            f.write(b"%s\n%08x\n%s" % (key.encode(), zlib.crc32(rest), rest))
        os.replace(part, path)  # readers see the old store or the new one, never half of one
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(part)


def declared_fields() -> tuple[Field, ...]:
    """:data:`rankagg.io.fields.FIELDS`, imported, each declaration without its example."""
    # imported here, not at the top: a door that finds the store never imports the two hundred modules
    from rankagg.io.fields import FIELDS

    return tuple(dataclasses.replace(field, files=tuple(dataclasses.replace(f, example="") for f in field.files))
                 for field in FIELDS)


def kept_fields(path: str, key: str) -> tuple[Field, ...]:
    """The declarations as :func:`door_fields` gives them, from the store ``path`` when it holds them under ``key``,
    else imported and kept there."""
    stored = recalled(path, key)
    if stored is not None:
        return stored
    fields = declared_fields()
    remember(path, key, fields)
    return fields


@functools.cache
def door_fields() -> tuple[Field, ...]:
    """The fields' declarations as the doors read them (:data:`rankagg.io.fields.FIELDS` without the examples), from
    the store when it holds those of the modules as they are now, else imported (and kept)."""
    return kept_fields(field_store_path(), _key())


@functools.cache
def door_digest() -> tuple[Field, ...]:
    """:func:`door_fields` as :func:`first_asked` keeps them, read alone from the store (a third of it: 7 ms of a
    fusion's start instead of 16) when it holds them, else from all."""
    digest = recalled(field_store_path(), _key(), part=0)
    return first_asked(door_fields()) if digest is None else digest


@functools.cache
def _key() -> str:
    return fields_key()
