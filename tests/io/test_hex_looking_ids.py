"""Ids that start like a hexadecimal number (CORD-19's ``0xfq7n2e``, in TREC-COVID's runs and qrels) are text.

The fast column parser reads an integer field written ``0x10`` as 16, so a file with such a rank or grade goes to
the line reader, which refuses it at its line.  That check once looked at every field: one docid starting ``0x``
sent the whole file to the line reader (22.4 s instead of 3.9 s for round 5's 28 runs with trust_rank).  Here,
for each reader with an integer field and each place a ``0x`` token can take, the answer is the line reader's and
only an integer field written in hexadecimal reaches the line reader.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import rankagg.io._qrels_text as qrels_text
import rankagg.io._run_text as run_text
from rankagg.io import InputFormatError

RUN = ["1 Q0 {doc} {rank} 2.5 tag", "1 Q0 b 2 1.5 tag", "{qid} Q0 c 1 9.0 tag"]
QRELS = ["1 0 {doc} {rank}", "1 0 b 0", "{qid} 0 c 1"]
HEXISH = ["0x1f", "0XAB", "+0x1", "-0x2", "0x"]


def _text(lines: list[str], doc: str, rank: str, qid: str, blank: str) -> bytes:
    return ("\n".join(lines).format(doc=doc, rank=rank, qid=qid) + "\n").replace(" ", blank).encode()


def _no_line_reader(monkeypatch, module, name):
    def refuse(*args, **kwargs):
        raise AssertionError("the line reader was asked")

    monkeypatch.setattr(module, name, refuse)


READERS = {
    "run": (RUN, lambda p: run_text._read_run_columns(p, trust_rank=True), run_text, "_parse_run_lines"),
    "qrels": (QRELS, qrels_text.read_qrels_columns, qrels_text, "_parse_qrels_lines"),
}


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("token, blank", list(itertools.product(HEXISH, [" ", "\t"])))
def test_a_hex_looking_id_is_text_read_by_the_fast_parser(tmp_path, monkeypatch, reader, token, blank):
    lines, read, module, line_reader = READERS[reader]
    path = tmp_path / "f.txt"
    path.write_bytes(_text(lines, doc=token + "doc", rank="1", qid=token, blank=blank))
    with monkeypatch.context() as m:
        _no_line_reader(m, module, line_reader)
        fast = read(path)
    frame = getattr(module, line_reader)(path, path.read_bytes(), *([True] if reader == "run" else []))
    slow = frame[0] if isinstance(frame, tuple) else frame
    assert [str(x) for x in fast["qid"]] == slow["qid"].tolist() == ["1", "1", token]
    assert [str(x) for x in fast["docid"]] == slow["docid"].tolist()
    integer = "rank" if reader == "run" else "rel"
    assert np.asarray(fast[integer]).tolist() == slow[integer].tolist()


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("token", HEXISH[:4])
def test_an_integer_field_written_in_hex_is_refused_at_its_line(tmp_path, reader, token):
    lines, read, _, _ = READERS[reader]
    path = tmp_path / "f.txt"
    path.write_bytes(_text(lines, doc="a", rank=token, qid="2", blank="\t"))
    with pytest.raises(InputFormatError, match=r"f\.txt:1"):
        read(path)
