"""The fields' declarations kept between processes (rankagg.io.field_store): what the store gives back equals the
declarations the modules make (each without its example), a store of another key or a damaged one is a miss, never an
error or another declaration, the key changes with any declaring module, and a door whose store is kept imports none
of the two hundred modules."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io import field_store
from rankagg.io.field_catalogue import _door_files, declared_files
from rankagg.io.field_declaration import FieldFile
from rankagg.io.field_store import declared_fields, door_fields, fields_key, kept_fields, recalled, remember
from rankagg.io.fields import FIELDS

KEY = "k" * 64


def test_the_doors_declarations_are_the_modules_without_their_examples():
    made = declared_fields()
    assert len(made) == len(FIELDS) and [f.team for f in made] == [f.team for f in FIELDS]
    for mine, theirs in zip(made, FIELDS):
        assert mine.files == tuple(dataclasses.replace(f, example="") for f in theirs.files)
        assert dataclasses.replace(mine, files=theirs.files) == theirs
    assert door_fields() == made  # as this process has it, kept or imported


def test_a_kept_store_gives_back_what_was_kept(tmp_path):
    path = str(tmp_path / "store")
    assert kept_fields(path, KEY) == declared_fields()  # a miss: imported, then kept
    assert os.path.isfile(path) and not list(tmp_path.glob("*.part"))
    again = recalled(path, KEY)
    assert again == declared_fields()
    assert all(type(f) is FieldFile and f.example == "" for field in again for f in field.files)
    assert {type(f.magic) for field in again for f in field.files} == {bytes}
    assert recalled(path, "x" * 64) is None  # another key's store


def test_a_store_that_cannot_be_written_is_not_kept_and_raises_nothing(tmp_path):
    (tmp_path / "a file").write_text("")
    path = str(tmp_path / "a file" / "store")  # its folder is a file
    assert kept_fields(path, KEY) == declared_fields()
    assert recalled(path, KEY) is None


def _store(tmp_path: Path) -> tuple[str, bytes]:
    path = str(tmp_path / "store")
    remember(path, KEY, declared_fields())
    return path, Path(path).read_bytes()


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_damaged_store_is_a_miss(tmp_path_factory, data):
    path, good = _store(tmp_path_factory.mktemp("store"))
    how = data.draw(st.sampled_from(["cut", "byte", "gone"]))
    if how == "cut":
        bad = good[:data.draw(st.integers(0, len(good) - 1))]
    elif how == "byte":
        at = data.draw(st.integers(0, len(good) - 1))
        bad = good[:at] + bytes([good[at] ^ data.draw(st.integers(1, 255))]) + good[at + 1:]
    else:
        bad = b""
    Path(path).write_bytes(bad)
    assert recalled(path, KEY) is None


def _signed(payload: object) -> bytes:
    rest = json.dumps(payload).encode()
    return b"%s\n%08x\n%s" % (KEY.encode(), zlib.crc32(rest), rest)


@pytest.mark.parametrize("damage", [
    lambda s: s["files"]["what"].__setitem__(0, 7),  # a text as a number
    lambda s: s["files"]["lookalike"].__setitem__(0, 1),  # a flag as a number
    lambda s: s["files"]["at"].__setitem__(0, True),  # a number as a flag
    lambda s: s["files"]["keys"].__setitem__(0, "k"),  # a tuple as a text
    lambda s: s["files"]["keys"].__setitem__(0, [1]),  # a tuple of numbers
    lambda s: s["files"]["magic"].__setitem__(0, "\u0394"),  # bytes beyond Latin-1
    lambda s: s["files"]["root"].pop(),  # a column short
    lambda s: s["files"].pop("line"),  # an attribute missing
    lambda s: s["files"].__setitem__("example", s["files"]["what"]),  # an attribute no declaration has
    lambda s: s["counts"].__setitem__(0, -1),
    lambda s: s["counts"].append(0),
    lambda s: s.pop("counts"),
    lambda s: s["fields"]["generic"].__setitem__(0, "no"),
])
def test_a_store_of_other_values_is_a_miss(tmp_path, damage):
    path, good = _store(tmp_path)
    stored = json.loads(good.split(b"\n", 2)[2])
    damage(stored)
    Path(path).write_bytes(_signed(stored))
    assert recalled(path, KEY) is None
    Path(path).write_bytes(_signed(json.loads(good.split(b"\n", 2)[2])))
    assert recalled(path, KEY) == declared_fields()  # the same store, undamaged and signed so, is read


def test_the_key_changes_with_every_declaring_module(tmp_path):
    (tmp_path / "a.py").write_text("A = 1\n")
    (tmp_path / "b.py").write_text("B = 2\n")
    first = fields_key(str(tmp_path))
    (tmp_path / "notes.txt").write_text("not a module")
    assert fields_key(str(tmp_path)) == first
    st_a = os.stat(tmp_path / "a.py")
    os.utime(tmp_path / "a.py", ns=(st_a.st_atime_ns, st_a.st_mtime_ns + 1))  # touched, one nanosecond on
    touched = fields_key(str(tmp_path))
    (tmp_path / "a.py").write_text("A = 10\n")  # a byte more
    os.utime(tmp_path / "a.py", ns=(st_a.st_atime_ns, st_a.st_mtime_ns + 1))
    grown = fields_key(str(tmp_path))
    (tmp_path / "c.py").write_text("")
    added = fields_key(str(tmp_path))
    (tmp_path / "b.py").unlink()
    removed = fields_key(str(tmp_path))
    assert len({first, touched, grown, added, removed}) == 5


def test_the_doors_ask_the_declarations_the_store_keeps_in_the_catalogues_order():
    doors = [(field.team, f) for field, f in _door_files()]
    assert doors == [(field.team, dataclasses.replace(f, example="")) for field, f in declared_files()]


def test_a_door_whose_store_is_kept_imports_no_field(tmp_path):
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)}
    code = ("import sys, rankagg.io.field_catalogue as c; c.catalogue_lookalike(b'1 Q0 d 1 2.5 t\\n'); "
            "print(sorted(m for m in sys.modules if m.startswith('rankagg.io.fields')))")
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
            for _ in range(2)]
    assert "'rankagg.io.fields.accessibility'" in runs[0]  # no store yet: imported, then kept
    assert runs[1].strip() == "[]"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("rankagg-fields-")] == [
        os.path.basename(field_store.field_store_path())]
