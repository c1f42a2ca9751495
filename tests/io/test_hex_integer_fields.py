"""Where the fast parsers would read an integer field as hexadecimal (``rankagg.io._trec_text._hex_in_integer_field``,
the runs' rank with trust_rank and the qrels' grade): found by NumPy and each '0x' counted on its line, it must answer
as the regular expression it replaced (written out here: a line's start, blanks, that many fields each followed by
blanks, a sign or none, then '0x' or '0X'), on any text of those bytes, and on the real runs."""

from __future__ import annotations

import gzip
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io._trec_text import QRELS_FIELDS, RUN_FIELDS, _hex_in_integer_field

RUN_TRUSTED = {"rank": "int64", "score": "float64"}
QRELS = {"rel": "int64"}


def _by_expression(raw: bytes, names, numeric) -> bool:
    blank = rb"[ \t\r\f\v]"
    return any(re.search(rb"^%s*(?:[^ \t\r\f\v\n]+%s+){%d}[+-]?0[xX]" % (blank, blank, i), raw, re.M)
               for i, name in enumerate(names) if numeric.get(name) == "int64")


_TEXT = st.lists(st.sampled_from([b"0", b"x", b"X", b"0x", b"0X", b"+", b"-", b" ", b"\t", b"\r", b"\f", b"\v", b"\n",
                                  b"a", b"1", b"Q0", b"#", b"\xc3\xa4"]), max_size=60).map(b"".join)


@settings(max_examples=1000, deadline=None)
@given(raw=_TEXT)
def test_a_hexadecimal_integer_field_is_found_as_the_expression_finds_it(raw):
    for names, numeric in ((RUN_FIELDS, RUN_TRUSTED), (QRELS_FIELDS, QRELS), (RUN_FIELDS, {"score": "float64"})):
        assert _hex_in_integer_field(raw, names, numeric) == _by_expression(raw, names, numeric), raw


def test_hand_made_lines():
    assert _hex_in_integer_field(b"1 Q0 d 0x10 2.5 t\n", RUN_FIELDS, RUN_TRUSTED)
    assert _hex_in_integer_field(b"1 Q0 d 1 2.5 t\n1\tQ0\td\t-0X1\t2\tt\n", RUN_FIELDS, RUN_TRUSTED)
    assert not _hex_in_integer_field(b"1 Q0 0xfq7n2e 1 2.5 t\n", RUN_FIELDS, RUN_TRUSTED)  # a CORD-19 docid
    assert not _hex_in_integer_field(b"1 Q0 d 10x 2.5 t\n", RUN_FIELDS, RUN_TRUSTED)  # within the field
    assert not _hex_in_integer_field(b"1 Q0 d 1 0x2 t\n", RUN_FIELDS, RUN_TRUSTED)  # the score, a float
    assert _hex_in_integer_field(b"1 0 d +0x1\n", QRELS_FIELDS, QRELS)


def test_the_real_runs_hold_docids_like_0x_and_no_hexadecimal_rank(trec_covid_dir):
    runs = sorted((trec_covid_dir / "runs").glob("*.gz"))[:8]
    for path in runs:
        raw = gzip.decompress(path.read_bytes())
        assert _hex_in_integer_field(raw, RUN_FIELDS, RUN_TRUSTED) == _by_expression(raw, RUN_FIELDS, RUN_TRUSTED)
    assert any(re.search(rb"\s0x", gzip.decompress(p.read_bytes())) for p in runs)  # the case the rule is for
