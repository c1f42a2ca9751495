"""Codes of the docids of many run files, and of their (query, document) pairs, for
:func:`rankagg.io.trec.entries_from_ranked` (the single-threaded merge after the parallel parsing).

:func:`sorted_codes` numbers the docids in code point order straight from the parsers' dictionaries: each
distinct dictionary's strings (a few hundred thousand for 30 runs, not one per line) are packed, bytes
first, into at most four 64-bit words, sorted as integers, and numbered; the lines take their dictionary
string's number.  UTF-8 keeps code point order byte by byte, and zero padding keeps a prefix first, so the
integer order is the string order (a string holding a NUL byte, or longer than 32 bytes, goes to the
general path, :func:`~rankagg.io._trec_text._factorize`).  It replaces pyarrow's unification of the
dictionaries and a sort of the unique strings (0.8 s and 0.1 s of a 28-run round on a loaded machine).

:func:`pair_codes` numbers the (query, document) pairs with a table of every possible pair when that
table is small (a few bytes per possible pair, at most a few times the lines), instead of sorting and
searching the pairs (:func:`~rankagg.io._trec_text._pair_codes`, which it falls back to).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._trec_text import _is_text_column, _numeric, _pair_codes, strings_at

__all__ = ["sorted_codes", "pair_codes"]

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
    if not (pa.types.is_string(strings.type) or pa.types.is_large_string(strings.type)):
        return None
    width = np.dtype(np.int64 if pa.types.is_large_string(strings.type) else np.int32)
    offsets = np.frombuffer(strings.buffers()[1], dtype=width, count=len(strings) + 1,
                            offset=strings.offset * width.itemsize).astype(np.int64)
    data = np.frombuffer(strings.buffers()[2], dtype=np.uint8) if strings.buffers()[2] is not None \
        else np.zeros(0, dtype=np.uint8)
    data = data[offsets[0]: offsets[-1]]
    lengths = np.diff(offsets)
    longest = int(lengths.max())
    if longest > 8 * _WORDS or (data == 0).any():
        return None
    words = max(1, -(-longest // 8))
    packed = np.zeros((len(strings), 8 * words), dtype=np.uint8)
    if int(lengths.min()) == longest:  # docids of one length (most collections): the bytes as they are
        packed[:, :longest] = data.reshape(len(strings), longest)
    else:
        row_start = np.arange(0, packed.size, 8 * words) - (offsets[:-1] - offsets[0])
        packed.reshape(-1)[np.arange(len(data)) + np.repeat(row_start, lengths)] = data
    keys = packed.view(">u8").astype(np.uint64)  # bytes first: the integer order is the byte order
    order = np.argsort(keys[:, 0]) if words == 1 else np.lexsort(keys.T[::-1])
    ranked = keys[order]
    new = np.ones(len(order), dtype=bool)
    new[1:] = (ranked[1:] != ranked[:-1]).any(axis=1)
    number = np.empty(len(order), dtype=np.int64)
    number[order] = np.cumsum(new) - 1
    first = order[new]
    first_bytes = packed[first]
    if bool(first_bytes.max(initial=0) < 128):  # ASCII: the packed bytes are the characters
        uniques = first_bytes.view(f"S{8 * words}").ravel().astype(f"U{longest}")
    else:
        uniques = np.array(strings_at(strings, first), dtype=str)
    starts = np.cumsum([0] + [len(d) for d in dicts])
    codes = [number[starts[k] + _numeric(ind, np.dtype(np.int32))] for k, ind in chunks]
    return np.concatenate(codes), uniques


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
