"""The catalogue's line forms kept between processes (rankagg.io.line_form_store): a form rebuilt from the store is
the form ``re.compile`` makes (``Pattern`` equality compares the flags, the text and the program), its answers are
those of a fresh parse, and a store that is missing, damaged or cannot be written is a miss, never an error."""

from __future__ import annotations

import array
import base64
import importlib
import json
import marshal
import pkgutil
import re
import zlib
from pathlib import Path

import pytest

import rankagg.io
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


def _answers() -> list[tuple[re.Pattern[str], tuple[bool, bool, str], tuple[str, ...], bool]]:
    return [(line_forms.line_pattern(f), line_forms.line_form(f), line_forms.required_texts(f), line_forms._known(f)[3])
            for f in FORMS]


def test_a_kept_form_is_rebuilt_as_re_compiles_it_and_answers_as_a_fresh_parse(folder):
    cold = _answers()
    assert len(cold) > 600 and all(p == re.compile(f, re.M) for (p, _, _, _), f in zip(cold, FORMS))
    assert len(store._new) == len(FORMS)
    store._save()
    assert Path(store.store_path()).parent == folder and not list(folder.glob("*.part"))
    _forget()
    warm = _answers()
    assert warm == cold and not store._new  # every form rebuilt from the store, none parsed again


def _words(code: list[int]) -> str:
    return base64.b64encode(zlib.compress(array.array("I", code).tobytes())).decode()


def _entry_damage(raw: bytes, change) -> bytes:
    entries = store.stored_entries(raw)
    first = next(iter(entries))
    entries[first] = change(entries[first])
    return store.entries_bytes(entries)


def _signed(data: bytes) -> bytes:
    """``data`` behind its own CRC-32, as the store writes its bytes: what a damaged store passing the check holds."""
    return b"%08x\n%s" % (zlib.crc32(data), data)


DAMAGE = {
    "garbage": lambda raw: b"\x00\x80 not a store",
    "truncated": lambda raw: raw[: len(raw) // 2],
    "a byte changed": lambda raw: raw[:len(raw) // 3] + bytes([raw[len(raw) // 3] ^ 0x5A]) + raw[len(raw) // 3 + 1:],
    "the old layout's JSON": lambda raw: json.dumps(store.stored_entries(raw)).encode(),
    "a list": lambda raw: _signed(marshal.dumps([1, 2, 3])),
    "keys that are numbers": lambda raw: _signed(marshal.dumps({1: ["x"]})),
    "marshal cut short": lambda raw: _signed(raw.partition(b"\n")[2][:-9]),
    "a program _sre refuses": lambda text: _entry_damage(text, lambda e: [_words([999, 1, 2]), *e[1:]]),
    "a program that is no base64": lambda text: _entry_damage(text, lambda e: ["!not base64!", *e[1:]]),
    "a program cut in a word": lambda text: _entry_damage(
        text, lambda e: [base64.b64encode(zlib.compress(b"abc")).decode(), *e[1:]]),
    "a program not deflated": lambda text: _entry_damage(text, lambda e: [base64.b64encode(b"abcd").decode(), *e[1:]]),
    "a program as numbers": lambda text: _entry_damage(text, lambda e: [[17, 1, 2], *e[1:]]),
    "a flag of another type": lambda text: _entry_damage(text, lambda e: [*e[:5], "yes", *e[6:]]),
    "an entry cut short": lambda text: _entry_damage(text, lambda e: e[:4]),
    "a required text that is a number": lambda text: _entry_damage(text, lambda e: [*e[:8], [7], e[9]]),
    "a line-starts flag that is a number": lambda text: _entry_damage(text, lambda e: [*e[:9], 1]),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_store_is_a_miss_and_is_written_anew(folder, damage):
    reference = _answers()
    store._save()
    path = Path(store.store_path())
    path.write_bytes(DAMAGE[damage](path.read_bytes()))
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


#: patterns as the modules write them: flags given and inline, bytes, named groups, and one re's parser rewrites
PATTERNS = [(r"^(?P<q>\S+)[ \t]+Q0\b", re.M), (rb"\x89HDF\r\n\x1a\n", 0), ("(?i)qid|docno", 0),
            ("é+\\w", re.I | re.M), (rb"(?P<a>x)(?P=a)", re.S), ("a|ab|abc", 0)]


def test_a_modules_pattern_is_kept_and_rebuilt_as_re_compiles_it(folder):
    cold = [store.compiled(p, f) for p, f in PATTERNS]
    assert cold == [re.compile(p, f) for p, f in PATTERNS]
    assert [c.groupindex for c in cold] == [re.compile(p, f).groupindex for p, f in PATTERNS]
    store._save()
    _forget()
    warm = [store.compiled(p, f) for p, f in PATTERNS]
    assert warm == cold and not store._new and [w.groupindex for w in warm] == [c.groupindex for c in cold]
    assert not any(line_forms.line_pattern(f) is None for f in FORMS[:3])  # the line forms' keys are apart


def test_a_modules_pattern_whose_entry_is_damaged_is_compiled_anew(folder):
    store.compiled(*PATTERNS[0])
    store._save()
    path = Path(store.store_path())
    path.write_bytes(_entry_damage(path.read_bytes(), lambda e: [_words([999, 1]), *e[1:]]))
    _forget()
    assert store.compiled(*PATTERNS[0]) == re.compile(*PATTERNS[0]) and store._new


def test_every_pattern_the_io_modules_hold_is_the_one_re_compiles():
    """The io modules' patterns, compiled through the store at import (rankagg.io.line_form_store.compiled)."""
    held = []
    for info in pkgutil.walk_packages(rankagg.io.__path__, "rankagg.io."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            for item in (value if isinstance(value, (tuple, list)) else value.values() if isinstance(value, dict)
                         else (value,)):
                if isinstance(item, re.Pattern):
                    held.append(item)
    assert len(held) > 300  # those held by name or in a table; the others are inside deeper tables
    assert [p for p in held if p != re.compile(p.pattern, p.flags)] == []
