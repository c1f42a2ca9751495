"""The catalogue's line forms kept between processes (rankagg.io.line_form_store): a form rebuilt from the store is
the form ``re.compile`` makes (``Pattern`` equality compares the flags, the text and the program), its answers are
those of a fresh parse, and a store that is missing, damaged or cannot be written is a miss, never an error."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rankagg.io import line_form_store as store
from rankagg.io import line_forms
from rankagg.io.field_catalogue import declared_files

FORMS = sorted({f.line for _, f in declared_files() if f.line} | {f.cell for _, f in declared_files() if f.cell}
               | {m for _, f in declared_files() for m in f.marks if m.startswith("^")})


def _forget() -> None:
    store._stored.cache_clear()
    line_forms._known.cache_clear()
    store._new.clear()


@pytest.fixture
def folder(monkeypatch, tmp_path):
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(store, "_new", {})
    _forget()
    yield tmp_path
    _forget()


def _answers() -> list[tuple[re.Pattern[str], tuple[bool, bool, str], tuple[str, ...]]]:
    return [(line_forms.line_pattern(f), line_forms.line_form(f), line_forms.required_texts(f)) for f in FORMS]


def test_a_kept_form_is_rebuilt_as_re_compiles_it_and_answers_as_a_fresh_parse(folder):
    cold = _answers()
    assert len(cold) > 600 and all(p == re.compile(f, re.M) for (p, _, _), f in zip(cold, FORMS))
    assert len(store._new) == len(FORMS)
    store._save()
    assert Path(store.store_path()).parent == folder and not list(folder.glob("*.part"))
    _forget()
    warm = _answers()
    assert warm == cold and not store._new  # every form rebuilt from the store, none parsed again


def _entry_damage(text: str, change) -> str:
    entries = json.loads(text)
    first = next(iter(entries))
    entries[first] = change(entries[first])
    return json.dumps(entries)


DAMAGE = {
    "garbage": lambda text: "\x00\x80 not json",
    "truncated": lambda text: text[: len(text) // 2],
    "a list": lambda text: "[1, 2, 3]",
    "a program _sre refuses": lambda text: _entry_damage(text, lambda e: [e[0], [999, 1, 2], *e[2:]]),
    "a flag of another type": lambda text: _entry_damage(text, lambda e: [*e[:5], "yes", *e[6:]]),
    "an entry cut short": lambda text: _entry_damage(text, lambda e: e[:4]),
    "a required text that is a number": lambda text: _entry_damage(text, lambda e: [*e[:8], [7]]),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_store_is_a_miss_and_is_written_anew(folder, damage):
    reference = _answers()
    store._save()
    path = Path(store.store_path())
    path.write_text(DAMAGE[damage](path.read_text(encoding="utf-8")), encoding="utf-8")
    _forget()
    assert _answers() == reference
    store._save()
    _forget()
    assert _answers() == reference and not store._new  # written anew, whole


def test_a_store_that_cannot_be_written_is_not_written(folder, monkeypatch):
    blocker = folder / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocker))
    _forget()
    reference = _answers()
    store._save()  # no error
    assert [p.name for p in folder.iterdir()] == ["a file"] and blocker.read_text() == "not a folder"
    assert reference == _answers()
