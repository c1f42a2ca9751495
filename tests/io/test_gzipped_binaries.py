"""A binary file kept gzipped (``plain.wav.gz``, ``scores.npy.gz``, ``ranking.xlsx.gz``) given where runs or qrels
are read was told "a NUL byte" at some line, while the same file plain was named for what it is (found by the u27c
helper for a recorder's audio); it is now named alike, said to be gzip-compressed, with how to inflate it.  And a
refusal that says what the input is no longer trails every other format's 'is neither a Parquet file ...'.
Generated: every kind of binary head the container check names, at both doors, under its own name and another."""

from __future__ import annotations

import gzip
import pickle
import struct
import zipfile
from io import BytesIO

import numpy as np
import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.formats import recognise


def _npy() -> bytes:
    out = BytesIO()
    np.save(out, np.arange(6, dtype=np.float32))
    return out.getvalue()


def _zip(member: str) -> bytes:
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr(member, "a")
    return out.getvalue()


_WAV = (b"RIFF" + struct.pack("<I", 44) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 16000, 32000, 2, 16)
        + b"data" + struct.pack("<I", 8) + bytes(8))
#: (name, bytes, a word of what the plain file is said to be)
BINARIES = [
    ("audio.wav", _WAV, "WAV"),
    ("scores.npy", _npy(), "NumPy"),
    ("runs.zip", _zip("bm25.run"), "ZIP archive"),
    ("book.xlsx", _zip("xl/workbook.xml"), "Excel"),
    ("lists.pkl", pickle.dumps({"q": ["a"]}, protocol=4), "pickle"),
    ("vectors.h5", b"\x89HDF\r\n\x1a\n" + bytes(64), "HDF5"),
    ("figure.png", b"\x89PNG\r\n\x1a\n" + bytes(64), "PNG"),
    ("runs.7z", b"7z\xbc\xaf\x27\x1c" + bytes(64), "7-Zip"),
    ("runs.run.xz", b"\xfd7zXZ\x00" + bytes(64), "xz"),
]


@pytest.mark.parametrize("name,raw,word", BINARIES, ids=[b[0] for b in BINARIES])
def test_the_container_check_names_it_gzipped_as_plain(tmp_path, name, raw, word):
    plain = tmp_path / name
    plain.write_bytes(raw)
    said_plain = container_of(str(plain))
    assert said_plain is not None and word in said_plain
    packed = tmp_path / (name + ".gz")
    packed.write_bytes(gzip.compress(raw, mtime=0))
    said = container_of(str(packed))
    assert said is not None and said.startswith(f"is gzip-compressed (gunzip -k {packed} first), and inflated it is")
    assert word in said


@pytest.mark.parametrize("door", ["runs", "qrels"])
@pytest.mark.parametrize("renamed", [False, True])
@pytest.mark.parametrize("name,raw,word", BINARIES, ids=[b[0] for b in BINARIES])
def test_both_doors_name_it_and_only_it(tmp_path, capsys, door, renamed, name, raw, word):
    """Under its own name and under a run's (runs/bm25.gz): the bytes decide; the message holds what the file
    is and none of the other formats' reasons."""
    packed = tmp_path / (("bm25" if renamed else name) + ".gz")
    packed.write_bytes(gzip.compress(raw, mtime=0))
    run = tmp_path / "a.run"
    run.write_text("1 Q0 d1 1 2.0 a\n1 Q0 d2 2 1.0 a\n")
    out = tmp_path / "out.run"
    argv = (["fuse", str(packed), str(run), "--method", "rrf", "-o", str(out)] if door == "runs"
            else ["evaluate", "--qrels", str(packed), str(run)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert str(packed) in err and "gzip-compressed" in err and word in err, err
    assert "is neither a Parquet" not in err and "pyterrier:" not in err, err
    assert not out.exists()


def test_a_gzipped_run_is_still_a_run(tmp_path):
    packed = tmp_path / "bm25.run.gz"
    packed.write_bytes(gzip.compress(b"1 Q0 d1 1 2.0 a\n1 Q0 d2 2 1.0 a\n", mtime=0))
    assert container_of(str(packed)) is None
    assert recognise(str(packed)).name == "trec"


def test_a_reason_of_what_it_is_stands_alone(tmp_path):
    """Without a reason that says what the input is, every format's reason is listed (the registry's catalogue)."""
    folder = tmp_path / "empty"
    folder.mkdir()
    with pytest.raises(ValueError) as info:
        recognise(str(folder))
    assert "trec:" in str(info.value) and "parquet:" in str(info.value)
