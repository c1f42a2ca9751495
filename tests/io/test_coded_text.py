"""The compiled parser's columns as NumPy holds them (:class:`~rankagg.io._text_columns.CodedText`), which the fuse
job's reader takes without importing pyarrow, against the same columns as pyarrow's dictionary arrays, which
every other reader is given: each function that codes, ranks, packs or merges string columns gives the same
answer for both forms, and for files of different forms merged (a file the compiled parser declined, read by
pyarrow's parser or the line reader, beside one it read).  Ids run from 1 to 40 characters, so docids take each of
the merge's paths (packed in one word, in four, neither)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg.io._run_native as run_native
from rankagg.io._codes import dictionary_keys, docid_ranks, sorted_codes
from rankagg.io._text_columns import CodedText, _factorize, _to_object, file_codes, first_string, longest_bytes
from rankagg.io._text_columns import string_ranks
from rankagg.io.trec import entries_from_ranked, rank_run_columns
from tests.io.test_read_native import run_texts

if run_native._native is None:
    pytest.skip("rankagg._read_native is not built (tests/io/test_read_native.py fails under CI=true)",
                allow_module_level=True)


def _both(text: bytes, delimiter: str) -> tuple[dict, dict]:
    """A run's columns as the compiled parser codes them, and as pyarrow's columns."""
    coded = run_native.native_run_coded(text, delimiter)
    assert coded is not None
    return coded, {**coded, "qid": coded["qid"].arrow(), "docid": coded["docid"].arrow()}


def _same(a, b) -> None:
    assert type(a) is type(b)
    if isinstance(a, tuple):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            _same(x, y)
    elif isinstance(a, np.ndarray):
        assert a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b)
    else:
        assert a == b


@settings(max_examples=150, deadline=None)
@given(run_texts())
def test_one_files_column_reads_the_same_in_both_forms(case):
    coded, arrow = _both(*case)
    for k in ("qid", "docid"):
        c, a = coded[k], arrow[k]
        assert isinstance(c, CodedText)
        assert longest_bytes(c) == longest_bytes(a)
        assert first_string(c) == first_string(a)
        _same(_to_object(c), _to_object(a))
        _, c_codes, c_n = file_codes(c)
        _, a_codes, a_n = file_codes(a)
        _same((c_codes, c_n), (a_codes, a_n))
        at = np.arange(0, len(c), 2, dtype=np.int64)
        _same(string_ranks(c, c_codes, at), string_ranks(a, a_codes, at))
        keys = dictionary_keys(c)
        _same(keys, dictionary_keys(a))
        _same(docid_ranks(c, c_codes, at, keys), docid_ranks(a, a_codes, at, keys))
        _same(docid_ranks(c, c_codes, at), docid_ranks(a, a_codes, at))


def _as(form: str, coded: dict, arrow: dict) -> dict:
    """A file's columns in ``form``: the compiled parser's, pyarrow's, or NumPy strings (as the line reader gives)."""
    if form == "object":
        return {**coded, "qid": _to_object(coded["qid"]), "docid": _to_object(coded["docid"])}
    return coded if form == "coded" else arrow


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(run_texts(), st.sampled_from(["coded", "arrow", "object"])), min_size=1, max_size=3))
def test_several_files_merge_the_same_in_either_form_or_mixed(cases):
    """Each file in one of the three forms: the merge's answers are those of all pyarrow's."""
    pairs = [_both(*case) for case, _ in cases]
    forms = [_as(form, *pair) for (_, form), pair in zip(cases, pairs)]
    arrows = [arrow for _, arrow in pairs]
    for k in ("qid", "docid"):
        _same(_factorize([f[k] for f in forms]), _factorize([a[k] for a in arrows]))
    keys = [dictionary_keys(f["docid"]) for f in forms]
    if all(not isinstance(f["docid"], np.ndarray) for f in forms):  # NumPy strings: no fast parser's merge
        _same(sorted_codes([f["docid"] for f in forms], keys), sorted_codes([a["docid"] for a in arrows], keys))
        _same(sorted_codes([f["docid"] for f in forms]), sorted_codes([a["docid"] for a in arrows]))
    else:
        assert sorted_codes([f["docid"] for f in forms]) is None
    try:
        want = [rank_run_columns("run", {**a, "rank": None, "raw": b""}, False) for a in arrows]
    except ValueError:  # a document twice in a list (the line reader names it): refused alike
        with pytest.raises(ValueError, match="appears twice"):
            [rank_run_columns("run", {**f, "rank": None, "raw": b""}, False) for f in forms]
        return
    ranked = [rank_run_columns("run", {**f, "rank": None, "raw": b""}, False) for f in forms]
    got_entries = entries_from_ranked(ranked, [f"r{i}" for i in range(len(forms))])
    want_entries = entries_from_ranked(want, [f"r{i}" for i in range(len(forms))])
    for field in ("offsets", "qids", "docids", "item", "ranker", "rank", "score"):
        _same(getattr(got_entries, field), getattr(want_entries, field))


def test_a_coded_column_by_hand():
    """Codes in first appearance; the strings cut from one buffer; pyarrow's column made of them."""
    coded = run_native.native_run_coded(b"q2\tQ0\tdb\t1\t2\tt\nq1\tQ0\tda\t1\t1\tt\nq2\tQ0\tdaa\t2\t0.5\tt\n", "\t")
    docid = coded["docid"]
    assert docid.codes.tolist() == [0, 1, 2] and docid.strings() == ["db", "da", "daa"] and docid.count == 3
    assert coded["qid"].codes.tolist() == [0, 1, 0] and coded["qid"].strings() == ["q2", "q1"]
    assert longest_bytes(docid) == 3 and first_string(coded["qid"]) == "q2"
    assert docid.arrow().to_pylist() == ["db", "da", "daa"]
    codes, uniques, in_order = _factorize([coded["qid"]])
    assert codes.tolist() == [0, 1, 0] and uniques.tolist() == ["q2", "q1"] and in_order.tolist() == [1, 0]
