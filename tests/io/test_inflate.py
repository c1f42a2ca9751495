"""The gzip inflaters (rankagg.io._inflate): ISA-L's (the extra ``fast``) and the standard library's give the
same bytes, the same errors in the same words, and the same fused runs, in memory and streamed.

Every case is run with the inflater the machine has and with ``RANKAGG_INFLATER=zlib`` (the standard
library, the specification); the tests that need ISA-L say so in their name and need it installed (CI
installs the extra)."""

from __future__ import annotations

import gzip
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.api import fuse_files
from rankagg.io import InputFormatError
from rankagg.io._inflate import INFLATERS, GzipStream, inflate_head, inflater
from rankagg.io.guard import read_input_bytes
from rankagg.stream.text import ByteStream
from tests.stream.test_fuse_parts import write_runs

TEXT = "".join(f"{q} Q0 d{(7 * q + i) % 23} {i + 1} {10 - i / 3:.4f} run\n" for q in range(40) for i in range(12)).encode()
GOOD = gzip.compress(TEXT, mtime=0)
#: bad streams of every kind the two libraries word differently, or might accept differently
BAD = {
    "truncated": GOOD[: len(GOOD) // 2],
    "corrupt": GOOD[:20] + bytes(40) + GOOD[60:],
    "bad method": b"\x1f\x8bXX" + GOOD[4:],
    "trailing garbage": GOOD + b"junk",
    "bad crc": GOOD[:-8] + b"\0\0\0\0" + GOOD[-4:],
    "bad length": GOOD[:-4] + b"\1\0\0\0",
    "magic only": b"\x1f\x8b",
    "header only": GOOD[:10],
}
#: streams both read: zero padding after the member, two members, an empty member
ODD_BUT_GOOD = {"zero padding": GOOD + bytes(10), "two members": GOOD + gzip.compress(b"1 Q0 x 1 1 run\n"),
                "empty member": gzip.compress(b"") + GOOD}


def _outcome(fn):
    try:
        return "ok", fn()
    except InputFormatError as exc:
        return "error", str(exc)


def _both(monkeypatch, fn):
    """``fn()``'s outcome with the inflater the machine has, and with the standard library's."""
    monkeypatch.delenv("RANKAGG_INFLATER", raising=False)
    mine = _outcome(fn)
    monkeypatch.setenv("RANKAGG_INFLATER", "zlib")
    assert inflater() == "zlib"
    return mine, _outcome(fn)


def test_isal_is_installed_and_used():
    """CI installs the extra 'fast': the fast path is the one its tests run (else this fails, not skips)."""
    assert "isal" in INFLATERS and inflater() == "isal"


def test_the_inflater_can_be_chosen_and_refuses_another_name(monkeypatch):
    monkeypatch.setenv("RANKAGG_INFLATER", "zlib")
    assert inflater() == "zlib"
    monkeypatch.setenv("RANKAGG_INFLATER", "zstd")
    with pytest.raises(ValueError, match="RANKAGG_INFLATER must be 'isal' or 'zlib', got 'zstd'"):
        inflater()


@pytest.mark.parametrize("case", sorted(BAD) + sorted(ODD_BUT_GOOD))
def test_whole_file_reads_agree_byte_for_byte_and_word_for_word(case, tmp_path, monkeypatch):
    path = tmp_path / "r.gz"
    path.write_bytes({**BAD, **ODD_BUT_GOOD}[case])
    mine, stdlib = _both(monkeypatch, lambda: read_input_bytes(path))
    assert mine == stdlib
    assert mine[0] == ("error" if case in BAD else "ok")
    if case in BAD:
        assert f"{path}: corrupt or truncated gzip data" in mine[1]


@pytest.mark.parametrize("case", sorted(BAD) + sorted(ODD_BUT_GOOD))
@pytest.mark.parametrize("piece", [7, 1000, 1 << 20])
def test_streamed_reads_agree_byte_for_byte_and_word_for_word(case, piece, tmp_path, monkeypatch):
    path = tmp_path / "r.gz"
    path.write_bytes({**BAD, **ODD_BUT_GOOD}[case])

    def stream() -> bytes:
        out = []
        with ByteStream(path) as s:
            while block := s.read(piece):
                out.append(block)
        return b"".join(out)

    mine, stdlib = _both(monkeypatch, stream)
    assert mine == stdlib
    assert mine[0] == ("error" if case in BAD else "ok")


def test_isal_failure_mid_stream_resumes_with_the_standard_library_at_the_same_place(tmp_path):
    """A stream ISA-L fails on after some good bytes: what was read stays, and gzip's own error follows."""
    if "isal" not in INFLATERS:
        pytest.fail("isal is not installed (pip install rankagg[fast])")
    big = np.random.default_rng(3).integers(0, 256, 1 << 20, dtype=np.uint8).tobytes()
    damaged = bytearray(gzip.compress(big, mtime=0))
    damaged[len(damaged) // 2: len(damaged) // 2 + 64] = bytes(64)
    path = tmp_path / "d.gz"
    path.write_bytes(bytes(damaged))
    with open(path, "rb") as fh:
        s = GzipStream(fh)
        first = s.read(1000)
        assert first == big[:1000]
        with pytest.raises((EOFError, gzip.BadGzipFile, zlib.error, OSError)) as raised:
            while s.read(1 << 16):
                pass
    with gzip.open(path, "rb") as ref, pytest.raises(type(raised.value)) as expected:
        ref.read()
    assert str(raised.value) == str(expected.value)


def test_the_memory_limit_applies_with_both_inflaters(tmp_path, monkeypatch):
    path = tmp_path / "bomb.gz"
    path.write_bytes(gzip.compress(b"\n" * 200_000))
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", str(100_000 / 2**30))
    mine, stdlib = _both(monkeypatch, lambda: read_input_bytes(path))
    assert mine == stdlib and mine[0] == "error" and "its gzip stream expands past" in mine[1]


RUNS = st.lists(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 40), st.integers(-3, 3)),
                         min_size=1, max_size=60), min_size=1, max_size=4)


@settings(max_examples=25, deadline=None)
@given(RUNS, st.sampled_from(["rrf", "combsum"]), st.booleans())
def test_fused_runs_are_the_same_bytes_with_either_inflater(tmp_path_factory, runs, method, stream):
    """Generated gzipped runs fused in memory or streamed: the same bytes with ISA-L and with zlib."""
    import os

    root = tmp_path_factory.mktemp("runs")
    paths = write_runs(root, runs, gz=True, sep="\t")
    out = {}
    old = os.environ.pop("RANKAGG_INFLATER", None)
    try:
        for name in ("mine", "zlib"):
            if name == "zlib":
                os.environ["RANKAGG_INFLATER"] = "zlib"
            fuse_files(paths, root / f"{name}.run", method=method, stream=stream)
            out[name] = (root / f"{name}.run").read_bytes()
    finally:
        os.environ.pop("RANKAGG_INFLATER", None)
        if old is not None:
            os.environ["RANKAGG_INFLATER"] = old
    assert out["mine"] == out["zlib"] and out["mine"]


def _head_inflated(head: bytes, n: int) -> bytes:
    try:
        return zlib.decompressobj(31).decompress(head, n)
    except zlib.error:
        return b""


@given(st.binary(max_size=400), st.integers(0, 500), st.integers(0, 255), st.integers(0, 500),
       st.lists(st.sampled_from([1, 8, 12, 16, 64, 262, 1024, 16384]), min_size=1, max_size=6))
def test_a_head_inflated_in_pieces_of_any_length_is_zlibs_inflation(data, at, byte, cut, sizes):
    """The doors ask a head's first 8 to 16,384 bytes in any order: a shorter one is the prefix of a longer one
    inflated without error, and a corrupt or truncated stream gives b"" where zlib fails (inflate_head)."""
    good = gzip.compress(data, mtime=0)
    for head in (good, good[:cut], good[:at] + bytes([byte]) + good[at + 1:]):
        assert [inflate_head(head, n) for n in sizes] == [_head_inflated(head, n) for n in sizes]
