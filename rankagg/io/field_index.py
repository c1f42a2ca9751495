"""The field catalogue's indexes (:mod:`rankagg.io.field_catalogue`): the declared text files by what a head must show
before a declaration can tell it (:class:`TextIndex`), and the look-alikes every run is asked (:class:`Lookalikes`)."""

from __future__ import annotations

import re
from typing import Any, Sequence

from rankagg.io.field_declaration import Field, FieldFile
from rankagg.io.line_form_store import compiled
from rankagg.io.line_forms import (FormUnion, ascii_lowered as _ascii_lowered, line_form as _form,
                                   line_pattern as _pattern, required_texts as _required)
from rankagg.io.xml_head import XmlRoot

__all__ = ["Lookalikes", "TextIndex", "plain_form"]


class TextIndex:
    """The declared text files (no magic) in the catalogue's order, indexed by what a head must show before a
    declaration can tell it: an XML root's name, a JSON document's opening, a table's first column among the head's
    cells, a line form's match at the head's start or a literal text it holds
    (:func:`~rankagg.io.line_forms.required_texts`).  A head is then asked only the declarations it could be (a few
    dozen of five hundred), in the same order: the first that tells it still wins.  The line forms' tests are the ones
    :func:`~rankagg.io.field_catalogue._told_at` makes, in a tight loop (a form asked through it cost 4 us, a head
    2.4 ms, most of the doors' time in the suite)."""

    def __init__(self, files: Sequence[tuple[Field, FieldFile]]) -> None:
        self.files = tuple(files)
        self.by_root: dict[str, list[int]] = {}
        self.by_column: dict[str, list[int]] = {}
        self.documents: list[tuple[int, str]] = []  # a JSON document's: (k, its first key quoted)
        self.always: list[int] = []  # a cell's pattern, or a line's form with no anchor or text: asked of every head
        self.anchored: list[tuple[int, Any]] = []  # a line's form matched at the head's start: (k, its match)
        self.holding: list[tuple[int, tuple[str, ...]]] = []  # a line's form holding one of these texts
        self.holding_blind: list[tuple[int, tuple[str, ...]]] = []  # ... in a case-blind form, lower-cased
        self.tables = any(f.columns or f.cell for _, f in self.files)  # whether a head's cells are asked at all
        for k, (_, f) in enumerate(self.files):
            if f.root:
                self.by_root.setdefault(f.root, []).append(k)
            elif f.keys:
                self.documents.append((k, f'"{f.keys[0]}"'))
            elif f.columns:
                self.by_column.setdefault(f.columns[0].lower(), []).append(k)
            elif f.line and not f.cell and _form(f.line)[1]:
                self.anchored.append((k, _pattern(f.line).match))
            elif f.line and not f.cell and _required(f.line):
                (self.holding_blind if _form(f.line)[0] else self.holding).append((k, _required(f.line)))
            elif f.cell or f.line:
                self.always.append(k)
        # whether a cell's pattern is asked of every head (a table's is asked when its first column is a cell)
        self.cells = any(self.files[k][1].cell for k in self.always)
        # a first column as an ASCII head's lower-cased text can hold it as a cell: between a line's ends, blanks,
        # quotes or separators (a cell is a line's piece between its separators or blanks, stripped of both)
        # kept compiled on the machine (a column of each table: re's parser took 4 ms of every run door's first)
        self.first_cells = compiled(r"(?<![^\s\"';,|])(?:" + "|".join(map(re.escape, sorted(self.by_column)))
                                    + r")(?![^\s\"';,|])") if self.by_column else None

    def candidates(self, text: str, lines: list[str], cells: list[set[str]], root: XmlRoot | None) -> list[int]:
        """The declarations that could tell the head ``text`` (its ``lines``, their ``cells``, its XML ``root``), in
        order."""
        found = list(self.always)
        found += [k for k, match in self.anchored if match(text)]
        found += [k for k, required in self.holding if any(r in text for r in required)]
        lowered = _ascii_lowered(text)  # beyond ASCII, a case fold ('ſ' for 's') makes containment no test
        found += [k for k, required in self.holding_blind if lowered is None or any(r in lowered for r in required)]
        if root is not None:
            found += self.by_root.get(root.local, ())
        first = next((ln for ln in lines if ln.strip("\ufeff \t\r")), "")
        if first.lstrip("\ufeff \t").startswith(("{", "[")):
            found += [k for k, key in self.documents if key in text]
        for cell in set().union(*cells) if cells else ():
            found += self.by_column.get(cell, ())
        return sorted(found)


def plain_form(f: FieldFile) -> bool:
    """Whether ``f`` is told by its line form alone (:func:`~rankagg.io.field_catalogue._told_at`: it is, where the
    form is found)."""
    return bool(f.line) and not (f.marks or f.root or f.keys or f.columns or f.cell)


class Lookalikes:
    """The declared files whose lines can parse as TREC lines, which every run is asked: those told by their line
    form alone asked together (:class:`~rankagg.io.line_forms.FormUnion`), the others by their index."""

    def __init__(self, files: Sequence[tuple[Field, FieldFile]]) -> None:
        self.forms = FormUnion([f.line for _, f in files if plain_form(f)])
        self.index = TextIndex([(field, f) for field, f in files if not plain_form(f)])
