"""A run's first line as the names are read from it (``rankagg.io.run_names._first_line``): for a gzipped run it is
taken from the head the doors inflate when a line ends within it, and must equal what reading the stream with
:mod:`gzip` gives, on any mix of blank, comment, long and cut lines, a byte-order mark, several members and corrupt or
truncated streams
(where a line ends before the fault, it is the first line, as it was for a run longer than 64 KB)."""

from __future__ import annotations

import gzip
import io
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io import run_names
from rankagg.io.binary_containers import HEAD
from rankagg.io.run_names import _first_line, peek_tag

_BLANKS = b" \t\r\f\v"


def _gzip_rule(data: bytes) -> bytes:
    """The first line rankagg named runs by before: 64 KB read with gzip's reader, written out independently."""
    try:
        with gzip.open(io.BytesIO(data), "rb") as fh:
            chunk = fh.read(1 << 16)
            chunk = chunk.removeprefix(b"\xef\xbb\xbf")
            start = len(chunk) - len(chunk.lstrip(_BLANKS + b"\n"))
            if b"\n" not in chunk[start:] and len(chunk) >= (1 << 16) - 3:
                chunk += fh.read(start + (1 << 20) + 1 - len(chunk))
    except (OSError, EOFError, zlib.error):
        return b""
    return next((ln for ln in chunk.split(b"\n") if ln.strip(_BLANKS) and not ln.lstrip(_BLANKS).startswith(b"#")),
                b"")


def _first_member_text(data: bytes) -> bytes:
    """The first gzip member's text as zlib inflates it, up to where the data is cut short; b"" for bad data."""
    try:
        return zlib.decompressobj(31).decompress(data)
    except zlib.error:
        return b""


def _by_gzip(data: bytes) -> bytes:
    """The rule: a line that ends within the head the doors inflate (the first member's text, as far as the data goes
    and none of it bad) is the first line, as a run longer than 64 KB always had it (gzip's reader stopped at a fault only within them); else gzip's
    reading as before.  A faulty stream is refused by the reader, with the file's name."""
    text = _first_member_text(data[:1 << 14])[:1 << 14].removeprefix(b"\xef\xbb\xbf")
    ended = text.split(b"\n")[:-1]
    line = next((ln for ln in ended if ln.strip(_BLANKS) and not ln.lstrip(_BLANKS).startswith(b"#")), None)
    return _gzip_rule(data) if line is None else line


_LINE = st.one_of(
    st.just(b""), st.just(b"   \t"), st.just(b"# a comment q0 Q0 d 1 1 tag"),
    st.builds(lambda q, d, t: b"%s Q0 %s 1 2.5 %s" % (q, d, t), st.sampled_from([b"1", b"q7"]),
              st.sampled_from([b"doc1", b"d" * 30_000]), st.sampled_from([b"tagA", b"t\xc3\xa4g", b"bad\xff"])),
    st.binary(max_size=40).map(lambda b: b.replace(b"\n", b" ")),
)


@settings(max_examples=150, deadline=None)
@given(lines=st.lists(_LINE, max_size=12), bom=st.booleans(), members=st.integers(1, 3), level=st.sampled_from([0, 6]),
       cut=st.one_of(st.none(), st.integers(0, 200)), end=st.booleans(), flip=st.one_of(st.none(), st.integers(10, 400)))
def test_a_gzipped_runs_first_line_equals_gzips_reading(tmp_path_factory, lines, bom, members, level, cut, end, flip):
    text = (b"\xef\xbb\xbf" if bom else b"") + b"\n".join(lines) + (b"\n" if end else b"")
    step = max(1, len(text) // members)
    data = b"".join(gzip.compress(text[i:i + step], compresslevel=level, mtime=0)
                    for i in range(0, len(text), step)) or gzip.compress(b"", mtime=0)
    if cut is not None:
        data = data[:max(2, len(data) - cut)]
    if flip is not None and flip < len(data):  # a damaged byte: the header, the deflated data or the trailer
        data = data[:flip] + bytes([data[flip] ^ 0x5A]) + data[flip + 1:]
    path = tmp_path_factory.mktemp("peek") / "run.gz"
    path.write_bytes(data)
    assert _first_line(path) == _by_gzip(data)


def test_the_head_asked_is_the_doors():
    # the doors inflate HEAD bytes of each run; the peek asks the same head, so the inflation is kept, not redone
    assert run_names._GZIP_HEAD == HEAD


def test_the_real_runs_tags_are_read_from_the_inflated_head(trec_covid_dir, monkeypatch):
    runs = sorted((trec_covid_dir / "runs").glob("*.gz"))
    expected = [_gzip_rule(p.read_bytes()).split()[5].decode() for p in runs]

    def refused(*args, **kwargs):
        raise AssertionError("gzip's reader was asked: the inflated head held no ended first line")

    monkeypatch.setattr(run_names.gzip, "open", refused)
    assert [run_names._peek_tag(p) for p in runs] == expected
    assert [peek_tag(p) for p in runs] == expected
