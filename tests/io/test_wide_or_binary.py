"""A file whose first bytes are NUL-heavy is told UTF-16 or UTF-32 text only when its NULs fall where such text's do
(issue 45's thirty-first bar: a Vector BLF recording, an MDF4 file and a GRIB2 forecast were told "UTF-16 or UTF-32
text without a byte-order mark"); otherwise it is binary data, named with its first bytes.  Both keep the count of
NULs that every door reports at line 1."""

import string

from hypothesis import given
from hypothesis import strategies as st

import pytest

from rankagg.io.text_input import wide_text

ASCII_TEXT = st.text(alphabet=string.ascii_letters + string.digits + " .\t\n", min_size=4, max_size=200)


@given(ASCII_TEXT, st.sampled_from(["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"]))
def test_ascii_text_in_wide_encodings_is_told_so(text, codec):
    said = wide_text(text.encode(codec))
    assert said is not None and "UTF-16 or UTF-32 text" in said and said.startswith("NUL bytes between"), said


@pytest.mark.parametrize("head", [
    b"LOGG\x90\x00\x00\x00\x01\x00\x00\x00\x0d\x00\x00\x00" + b"\x00" * 32,  # Vector BLF
    b"MDF     4.10    amdfx1.0" + b"\x00" * 4 + (410).to_bytes(2, "little") + b"\x00" * 30,  # ASAM MDF4
    b"GRIB\x00\x00\x00\x02" + (1234).to_bytes(8, "big") + b"\x00\x00\x00\x15\x01\x00\x07\x00\x00\x02\x01\x01",
    b"\x00" * 512,  # a sparse file's hole
])
def test_binary_headers_are_binary(head):
    said = wide_text(head)
    assert said is not None and "binary data" in said and "UTF-16" not in said and repr(head[:4])[2:-1] in said, said


@given(st.binary(min_size=8, max_size=256))
def test_only_nul_heavy_heads_are_refused_and_each_is_one_or_the_other(head):
    said = wide_text(head)
    if head.count(0) * 4 < len(head) or head.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")):
        return  # no NUL-heavy head (or a byte-order mark, named by the encoding)
    assert said is not None and said.startswith("NUL bytes between")
    assert ("UTF-16 or UTF-32 text" in said) != ("binary data" in said), said
