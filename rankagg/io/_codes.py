"""Codes of the docids of many run files, and of their (query, document) pairs, for
:func:`rankagg.io.trec.entries_from_ranked` (the single-threaded merge after the parallel parsing).

:func:`sorted_codes` numbers the docids in code point order straight from the parsers' dictionaries: each
distinct dictionary's strings (a few hundred thousand for 30 runs, not one per line) are packed, bytes
first, into at most four 64-bit words, sorted as integers, and numbered; the lines take their dictionary
string's number.  UTF-8 keeps code point order byte by byte, and zero padding keeps a prefix first, so the
integer order is the string order (a string holding a NUL byte, or longer than 32 bytes, goes to the
general path, :func:`~rankagg.io._trec_text._factorize`).  It replaces pyarrow's unification of the
dictionaries and a sort of the unique strings (0.8 s and 0.1 s of a 28-run round on a loaded machine).

:func:`docid_ranks` orders the docids of tied lines (the tie rule's last key, asked while each file is ranked in
its reading thread) the same way, from the file's dictionary: ranking the 28 runs of round 5
(:func:`~rankagg.io.trec.rank_run_columns`) takes 0.12 s of CPU against 0.27 s with a Python string per tied
docid (:func:`~rankagg.io._trec_text.string_ranks`), whose loop also held the GIL the other reading thread
needed.

:func:`pair_codes` numbers the (query, document) pairs with a table of every possible pair when that
table is small (a few bytes per possible pair, at most a few times the lines), instead of sorting and
searching the pairs (:func:`~rankagg.io._trec_text._pair_codes`, which it falls back to).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._trec_text import _is_text_column, _numeric, _pair_codes, string_ranks, strings_at

__all__ = ["sorted_codes", "pair_codes", "docid_ranks"]

_WORDS = 4  # longest docid packed: 32 bytes


def _dictionaries(parts: Sequence[Any]) -> tuple[list[Any], list[tuple[int, Any]]] | None:
    """The distinct dictionaries of the parts' chunks (chunks of one file share one after
    :func:`~rankagg.io._trec_text.file_codes`), and per chunk (its dictionary's index, its indices)."""
    seen: dict[tuple[int, ...], int] = {}
    dicts: list[Any] = []
    chunks: list[tuple[int, Any]] = []
    for p in parts:
        if not _is_text_column(p):
            return None
        for c in p.chunks:
            if not len(c):
                continue
            d = c.dictionary
            key = tuple(b.address if b is not None else 0 for b in d.buffers()) + (d.offset, len(d))
            if key not in seen:
                seen[key] = len(dicts)
                dicts.append(d)
            chunks.append((seen[key], c.indices))
    return dicts, chunks


def _packed(strings: Any, rows: NDArray[np.int64] | None = None) -> tuple[NDArray[np.uint8], int] | None:
    """The strings of a pyarrow string array (those at ``rows``, else all) as rows of ``8 * words`` bytes,
    each string's UTF-8 bytes first and zeros after, and the longest string's length; None when one is
    longer than ``8 * _WORDS`` bytes or holds a NUL byte (the packed order would not be the string order)."""
    import pyarrow as pa

    if not (pa.types.is_string(strings.type) or pa.types.is_large_string(strings.type)):
        return None
    width = np.dtype(np.int64 if pa.types.is_large_string(strings.type) else np.int32)
    offsets = np.frombuffer(strings.buffers()[1], dtype=width, count=len(strings) + 1,
                            offset=strings.offset * width.itemsize).astype(np.int64)
    data = np.frombuffer(strings.buffers()[2], dtype=np.uint8) if strings.buffers()[2] is not None \
        else np.zeros(0, dtype=np.uint8)
    starts = offsets[:-1] if rows is None else offsets[rows]
    lengths = (offsets[1:] if rows is None else offsets[rows + 1]) - starts
    n, longest = len(lengths), int(lengths.max(initial=0))
    if longest > 8 * _WORDS:
        return None
    words = max(1, -(-longest // 8))
    packed = np.zeros((n, 8 * words), dtype=np.uint8)
    if rows is None:  # every string: their bytes are one stretch of the buffer
        values = data[offsets[0]: offsets[-1]]
    if n and int(lengths.min()) == longest:  # one length (most collections): a reshape, or a gather
        packed[:, :longest] = values.reshape(n, longest) if rows is None else data[starts[:, None] + np.arange(longest)]
        has_nul = bool((packed == 0).any()) if longest == 8 * words else bool((packed[:, :longest] == 0).any())
    else:
        within = np.arange(int(lengths.sum())) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        if rows is not None:
            values = data[np.repeat(starts, lengths) + within]
        has_nul = bool((values == 0).any())
        packed.reshape(-1)[np.repeat(np.arange(0, packed.size, 8 * words), lengths) + within] = values
    return None if has_nul else (packed, longest)


def _keys(packed: NDArray[np.uint8]) -> NDArray[np.uint64]:
    return packed.view(">u8").astype(np.uint64)  # bytes first: the integer order is the byte order


def _key_order(keys: NDArray[np.uint64]) -> NDArray[np.int64]:
    return np.argsort(keys[:, 0]) if keys.shape[1] == 1 else np.lexsort(keys.T[::-1])


def sorted_codes(parts: Sequence[Any]) -> tuple[NDArray[np.int64], NDArray[np.str_]] | None:
    """Each line's docid as its position among the distinct docids of all ``parts`` (the parsers' string
    columns, concatenated) in code point order, and those docids sorted; None when a part is not a
    dictionary column of the fast parser, a docid is longer than 32 bytes or holds a NUL byte."""
    found = _dictionaries(parts)
    if found is None:
        return None
    dicts, chunks = found
    if not dicts:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=str)
    import pyarrow as pa

    strings = pa.concat_arrays(dicts)
    got = _packed(strings)
    if got is None:
        return None
    packed, longest = got
    keys = _keys(packed)
    order = _key_order(keys)
    ranked = keys[order]
    new = np.ones(len(order), dtype=bool)
    new[1:] = (ranked[1:] != ranked[:-1]).any(axis=1)
    number = np.empty(len(order), dtype=np.int64)
    number[order] = np.cumsum(new) - 1
    first = order[new]
    first_bytes = packed[first]
    if bool(first_bytes.max(initial=0) < 128):  # ASCII: the packed bytes are the characters
        uniques = first_bytes.view(f"S{packed.shape[1]}").ravel().astype(f"U{longest}")
    else:
        uniques = np.array(strings_at(strings, first), dtype=str)
    starts = np.cumsum([0] + [len(d) for d in dicts])
    codes = [number[starts[k] + _numeric(ind, np.dtype(np.int32))] for k, ind in chunks]
    return np.concatenate(codes), uniques


def docid_ranks(col: Any, codes: NDArray[np.int64], at: NDArray[np.int64]) -> NDArray[np.int64]:
    """:func:`~rankagg.io._trec_text.string_ranks` (the code point order of the docids at lines ``at`` of a
    file's column, equal docids equal integers), from the dictionary's bytes packed into integers: no
    Python string per tied docid, and NumPy sorts that release the GIL for the other reading threads.
    The general path when the column is not the fast parser's or a docid does not pack."""
    if not _is_text_column(col) or not len(at):
        return string_ranks(col, codes, at)
    asked = codes[at]
    distinct = np.flatnonzero(np.bincount(asked))
    got = _packed(col.chunk(0).dictionary, distinct)  # the chunks share one dictionary (file_codes)
    if got is None:
        return string_ranks(col, codes, at)
    rank_of = np.zeros(int(distinct[-1]) + 1, dtype=np.int64)
    rank_of[distinct[_key_order(_keys(got[0]))]] = np.arange(len(distinct))  # a dictionary's strings differ
    return rank_of[asked]


def pair_codes(query: NDArray[np.int64], doc: NDArray[np.int64], n_queries: int, n_docs: int
               ) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """``np.unique(query * n_docs + doc, return_inverse=True)``: from a table over every (query, document)
    pair when it holds at most 8 pairs per line, else :func:`~rankagg.io._trec_text._pair_codes`."""
    n_pairs = n_queries * max(n_docs, 1)
    if n_pairs > 8 * len(query) + (1 << 16):
        return _pair_codes(query, doc, n_docs)
    key = np.asarray(query, dtype=np.int64) * max(n_docs, 1) + np.asarray(doc, dtype=np.int64)
    seen = np.zeros(n_pairs, dtype=bool)
    seen[key] = True
    keys = np.flatnonzero(seen)
    position = np.zeros(n_pairs, dtype=np.int64 if len(keys) >= 2**31 else np.int32)  # touched where seen only
    position[keys] = np.arange(len(keys))
    return keys.astype(np.int64), position[key].astype(np.int64)
