"""The merge's codes (rankagg.io._codes): docids numbered in code point order from the parsers' dictionaries,
and (query, document) pairs numbered from a table, equal to the general path (_factorize, np.unique) on
generated docids of every length and alphabet; the docids it cannot pack go to the general path."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io._codes import dictionary_keys, docid_ranks, pair_codes, sorted_codes
from rankagg.io._text_columns import _factorize, file_codes, string_ranks

DOCIDS = st.text(st.sampled_from(list("ab0Z_-é€\x01")), min_size=1, max_size=20)


def _column(values: list[list[str]]) -> pa.ChunkedArray:
    """One file's docid column as the parser gives it: chunks of dictionary arrays."""
    return pa.chunked_array([pa.array(v, type=pa.string()).dictionary_encode() for v in values if v],
                            type=pa.dictionary(pa.int32(), pa.string()))


def _general(parts: list[pa.ChunkedArray]) -> tuple[np.ndarray, np.ndarray]:
    codes, uniques, position = _factorize(parts)
    return position[codes], uniques[np.argsort(position)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.lists(DOCIDS, min_size=1, max_size=8), min_size=1, max_size=3), min_size=1, max_size=4))
def test_sorted_codes_equal_the_general_path(files):
    parts = [_column(chunks) for chunks in files]
    got = sorted_codes(parts)
    if max(len(d.encode()) for chunks in files for ids in chunks for d in ids) > 32:
        assert got is None  # longer than four 64-bit words: the general path
        return
    assert got is not None
    codes, uniques = got
    want_codes, want_uniques = _general(parts)
    assert codes.tolist() == want_codes.tolist()
    assert uniques.tolist() == want_uniques.tolist() == sorted(set(uniques.tolist()))
    assert uniques.dtype == want_uniques.dtype


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.lists(DOCIDS, min_size=0, max_size=8), min_size=0, max_size=3), min_size=1, max_size=5),
       st.integers(1, 3))
def test_sorted_codes_from_the_files_keys_equal_the_general_path(files, threads):
    """The merge of the files' sorted dictionary keys (computed in the reading threads), in 1 to 3 threads:
    the codes and docids of the general path, for docids of up to 8 bytes (any alphabet, empty files
    too); a file with a longer docid has no keys, and the merge takes the packed path (up to 32 bytes)
    or leaves the docids to the general path."""
    parts = [file_codes(_column(chunks))[0] for chunks in files]
    keys = [dictionary_keys(p) for p in parts]
    longest = max((len(d.encode()) for chunks in files for ids in chunks for d in ids), default=0)
    assert all(k is not None for k in keys) == (longest <= 8)
    got = sorted_codes(parts, keys, threads)
    if longest > 32:  # longer than four 64-bit words: the general path, as without keys
        assert got is None
        return
    assert got is not None
    codes, uniques = got
    if not any(len(p) for p in parts):
        assert codes.tolist() == [] and uniques.tolist() == []
        return
    want_codes, want_uniques = _general(parts)
    assert codes.tolist() == want_codes.tolist()
    assert uniques.tolist() == want_uniques.tolist()
    assert uniques.dtype == want_uniques.dtype


def test_codes_from_keys_by_hand():
    """Two files (c, ba, é) and (b, c): sorted b, ba, c, é (UTF-8 bytes order), one search per file."""
    parts = [file_codes(_column([["c", "ba"], ["\u00e9"]]))[0], file_codes(_column([["b", "c"]]))[0]]
    keys = [dictionary_keys(p) for p in parts]
    assert keys[1] is not None and keys[1][1].tolist() == [0, 1] and keys[1][2] == 1
    codes, uniques = sorted_codes(parts, keys, threads=2)
    assert uniques.tolist() == ["b", "ba", "c", "\u00e9"]
    assert codes.tolist() == [2, 1, 3, 0, 2]


def test_hand_computed_codes():
    """Docids of three lengths across two files: sorted b, ba, c (a prefix first)."""
    codes, uniques = sorted_codes([_column([["c", "ba"]]), _column([["b", "c"]])])
    assert uniques.tolist() == ["b", "ba", "c"]
    assert codes.tolist() == [2, 1, 0, 2]


@pytest.mark.parametrize("docid", ["x" * 33, "a\x00b"])
def test_docids_it_cannot_pack_go_to_the_general_path(docid):
    assert sorted_codes([_column([["a", docid]])]) is None


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 6), st.integers(1, 30), st.lists(st.tuples(st.integers(0, 5), st.integers(0, 29)), max_size=60))
def test_pair_codes_equal_np_unique(n_queries, n_docs, pairs):
    pairs = [(q % n_queries, d % n_docs) for q, d in pairs]
    q = np.array([p[0] for p in pairs], dtype=np.int64)
    d = np.array([p[1] for p in pairs], dtype=np.int64)
    keys, rows = pair_codes(q, d, n_queries, n_docs)
    want_keys, want_rows = np.unique(q * n_docs + d, return_inverse=True)
    assert keys.tolist() == want_keys.tolist() and rows.tolist() == want_rows.ravel().tolist()


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 6), st.integers(1, 30), st.lists(st.tuples(st.integers(0, 5), st.integers(0, 29)), max_size=60),
       st.integers(2, 4))
def test_pair_codes_in_threads_equal_in_one(n_queries, n_docs, pairs, threads):
    """The lines cut into 2 to 4 parts, each marked and looked up in its own thread: the same keys and rows
    as in one thread (and np.unique's)."""
    pairs = [(q % n_queries, d % n_docs) for q, d in pairs]
    q = np.array([p[0] for p in pairs], dtype=np.int64)
    d = np.array([p[1] for p in pairs], dtype=np.int64)
    keys, rows = pair_codes(q, d, n_queries, n_docs, threads)
    one_keys, one_rows = pair_codes(q, d, n_queries, n_docs)
    want_keys, want_rows = np.unique(q * n_docs + d, return_inverse=True)
    assert keys.tolist() == one_keys.tolist() == want_keys.tolist()
    assert rows.tolist() == one_rows.tolist() == want_rows.ravel().tolist()


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(DOCIDS | st.text(st.sampled_from(list("ab")), min_size=30, max_size=40), min_size=1,
                         max_size=12), min_size=1, max_size=3), st.data())
def test_docid_ranks_equal_the_string_ranks(chunks, data):
    """The tie rule's docid ranks from packed bytes equal the ranks of the Python strings: every length and
    alphabet (multi-byte UTF-8, docids over 32 bytes go to the general path), several chunks sharing one
    dictionary, any subset of lines asked for, twice or not at all."""
    col, codes, _ = file_codes(_column(chunks))
    at = np.array(data.draw(st.lists(st.integers(0, len(codes) - 1), max_size=2 * len(codes))), dtype=np.int64)
    got = docid_ranks(col, codes, at)
    assert got.tolist() == string_ranks(col, codes, at).tolist()
    lines = [d for chunk in chunks for d in chunk]
    asked = sorted({lines[i] for i in at.tolist()})
    assert got.tolist() == [asked.index(lines[i]) for i in at.tolist()]  # by hand: the position in code point order
    keys = dictionary_keys(col)
    if keys is not None:  # the whole dictionary's ranks: other integers, the same order and ties
        whole = docid_ranks(col, codes, at, keys)
        assert np.argsort(whole, kind="stable").tolist() == np.argsort(got, kind="stable").tolist()
        assert (whole[:, None] == whole[None, :]).tolist() == (got[:, None] == got[None, :]).tolist()


def test_docid_ranks_by_hand():
    """Lines b, ab, a\u00e9, ab, b (one chunk): asking lines 0, 1, 2 and 4 ranks ab 0, a\u00e9 1, b 2 (UTF-8 bytes
    order as code points: 'b' < '\u00e9'; 'ab' < 'a\u00e9')."""
    col, codes, n = file_codes(_column([["b", "ab", "a\u00e9", "ab", "b"]]))
    assert n == 3
    assert docid_ranks(col, codes, np.array([0, 1, 2, 4])).tolist() == [2, 0, 1, 2]
    assert docid_ranks(col, codes, np.zeros(0, dtype=np.int64)).tolist() == []
    keys = dictionary_keys(col)  # the dictionary b, ab, a\u00e9 sorted: ab, a\u00e9, b
    assert keys is not None and keys[1].tolist() == [1, 2, 0] and keys[2] == 3
    assert docid_ranks(col, codes, np.array([0, 2]), keys).tolist() == [2, 1]  # ranks in the whole dictionary
    assert docid_ranks(col, codes, np.array([0, 2])).tolist() == [1, 0]  # among those asked


def test_a_docid_past_32_bytes_with_keys_goes_to_the_general_path():
    """Found by hypothesis: one 33-byte docid (18 characters, 3-byte euros) has no keys and is too long to pack."""
    parts = [file_codes(_column([["0000000000\u00e9" + "\u20ac" * 7]]))[0]]
    keys = [dictionary_keys(p) for p in parts]
    assert keys == [None]
    assert sorted_codes(parts, keys, 1) is None
