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
from rankagg.io.field_catalogue import CATALOGUE_OUTPUTS, _BINARIES, _door_files, _first_files, declared_files
from rankagg.io.field_declaration import FieldFile
from rankagg.io.field_store import (declared_fields, door_digest, door_fields, fields_key, first_asked, kept_fields,
                                    recalled, remember)
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
    first = recalled(path, KEY, part=0)
    assert first == first_asked(declared_fields()) and 0 < sum(len(f.files) for f in first) < sum(
        len(f.files) for f in again) / 2
    assert all(f.magic or f.lookalike or f.outputs for field in first for f in field.files)


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


def _signed(*parts: object) -> bytes:
    rest = b"\n".join(json.dumps(part).encode() for part in parts)
    return b"%s\n%08x\n%s" % (KEY.encode(), zlib.crc32(rest), rest)


def _parts(good: bytes) -> list[dict]:
    return [json.loads(part) for part in good.split(b"\n", 2)[2].split(b"\n")]


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
@pytest.mark.parametrize("part", [0, 1])
def test_a_store_of_other_values_is_a_miss(tmp_path, damage, part):
    path, good = _store(tmp_path)
    stored = _parts(good)
    damage(stored[part])
    Path(path).write_bytes(_signed(*stored))
    assert recalled(path, KEY, part=part) is None
    Path(path).write_bytes(_signed(*_parts(good)))
    assert recalled(path, KEY) == declared_fields()  # the same store, undamaged and signed so, is read
    assert recalled(path, KEY, part=0) == first_asked(declared_fields())


@pytest.mark.parametrize("parts", [1, 3])
def test_a_store_of_another_number_of_parts_is_a_miss(tmp_path, parts):
    path, good = _store(tmp_path)
    Path(path).write_bytes(_signed(*(_parts(good) * 2)[:parts]))
    assert recalled(path, KEY) is None and recalled(path, KEY, part=0) is None


def test_the_files_every_door_asks_first_are_the_catalogues_in_its_order():
    first = [(field.team, f) for field, f in _first_files()]
    assert first == [(field.team, f) for field, f in _door_files() if f.magic or f.lookalike or f.outputs]
    assert door_digest() == first_asked(door_fields())
    assert [f for _, f in _BINARIES] == [f for _, f in _door_files() if f.magic]
    assert CATALOGUE_OUTPUTS == {suffix: f.what for _, f in _door_files() for suffix in f.outputs}


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
            "c.catalogue_binary(b'PK\\x03\\x04'); print(c.door_fields.cache_info().currsize, "
            "sorted(m for m in sys.modules if m.startswith('rankagg.io.fields')))")
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
            for _ in range(2)]
    assert "'rankagg.io.fields.accessibility'" in runs[0]  # no store yet: imported, then kept
    assert runs[1].strip() == "0 []"  # nor are all the declarations read: a run's door asks the first part alone
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("rankagg-fields-")] == [
        os.path.basename(field_store.field_store_path())]
