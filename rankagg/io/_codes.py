"""Codes of the docids of many run files, and of their (query, document) pairs, for
:func:`rankagg.io.trec.entries_from_ranked` (the merge after the parallel parsing).

When every docid fits in 8 bytes (TREC-COVID's cord_uids, MS MARCO's), each file's dictionary is packed
and sorted in its reading thread (:func:`dictionary_keys`), and the merge sorts the keys of all files
once (a vectorised sort of 64-bit integers, no argsort) and numbers each file's strings by a binary
search, the files in two threads (:func:`_codes_from_keys`); :func:`pair_codes` marks and looks up the
pairs of each half of the lines in its own thread (:func:`merge_threads`: from 2^17 lines, on 2 cores or
more).  Round 5's merge (28 runs, 1.18 M lines, :func:`~rankagg.io.trec.entries_from_ranked`): 0.31 s of
wall time before, 0.14 s after (medians of 7, alternating, a loaded 2-core machine); packing and sorting
each file's dictionary in its reading thread costs 13 ms of CPU for round 2's 51 files.

:func:`sorted_codes` numbers the docids in code point order straight from the parsers' dictionaries: each
distinct dictionary's strings (a few hundred thousand for 30 runs, not one per line) are packed, bytes
first, into at most four 64-bit words, sorted as integers, and numbered; the lines take their dictionary
string's number.  UTF-8 keeps code point order byte by byte, and zero padding keeps a prefix first, so the
integer order is the string order (a string holding a NUL byte, or longer than 32 bytes, goes to the
general path, :func:`~rankagg.io._text_columns._factorize`).  It replaces pyarrow's unification of the
dictionaries and a sort of the unique strings (0.8 s and 0.1 s of a 28-run round on a loaded machine).

:func:`docid_ranks` orders the docids of tied lines (the tie rule's last key, asked while each file is ranked in
its reading thread) the same way, from the file's dictionary: ranking the 28 runs of round 5
(:func:`~rankagg.io.trec.rank_run_columns`) takes 0.12 s of CPU against 0.27 s with a Python string per tied
docid (:func:`~rankagg.io._text_columns.string_ranks`), whose loop also held the GIL the other reading thread
needed.

:func:`pair_codes` numbers the (query, document) pairs with a table of every possible pair when that
table is small (a few bytes per possible pair, at most a few times the lines), instead of sorting and
searching the pairs (:func:`~rankagg.io._text_columns._pair_codes`, which it falls back to).
"""

from __future__ import annotations

import os
import sys
from functools import partial
from typing import Any, Callable, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._text_columns import CodedText, _decoded, _is_text_column, _pair_codes, dictionary_buffers, string_ranks
from rankagg.io._trec_text import _numeric

__all__ = ["sorted_codes", "pair_codes", "docid_ranks", "dictionary_keys", "DictionaryKeys"]

_WORDS = 4  # longest docid packed: 32 bytes
#: a file's docid dictionary as one 64-bit key per string, sorted; the order that sorts the dictionary;
#: the longest string's length in bytes (:func:`dictionary_keys`)
DictionaryKeys = tuple[NDArray[np.uint64], NDArray[np.int64], int]


def _line_codes(part: Any) -> list[NDArray[np.int32]]:
    """Each chunk's codes into its dictionary, of a fast parser's column (pyarrow's or a :class:`CodedText`)."""
    if isinstance(part, CodedText):
        return [part.codes] if len(part) else []
    return [_numeric(c.indices, np.dtype(np.int32)) for c in part.chunks if len(c)]


def _dictionaries(parts: Sequence[Any]) -> tuple[list[Any], list[tuple[int, NDArray[np.int32]]]] | None:
    """The distinct dictionaries of the parts' chunks (chunks of one file share one after
    :func:`~rankagg.io._text_columns.file_codes`; a :class:`CodedText` is one), and per chunk (its dictionary's
    index, its codes)."""
    seen: dict[tuple[int, ...], int] = {}
    dicts: list[Any] = []
    chunks: list[tuple[int, NDArray[np.int32]]] = []
    for p in parts:
        if isinstance(p, CodedText):
            if len(p):
                chunks.append((len(dicts), p.codes))
                dicts.append(p)
            continue
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
            chunks.append((seen[key], _numeric(c.indices, np.dtype(np.int32))))
    return dicts, chunks


def _buffers(strings: Any) -> tuple[NDArray[np.int64], NDArray[np.uint8]] | None:
    """:func:`~rankagg.io._text_columns.dictionary_buffers` of a :class:`CodedText` or a pyarrow string array;
    None for a pyarrow array of another type."""
    if not isinstance(strings, CodedText):
        pa = sys.modules["pyarrow"]  # a pyarrow array: imported already
        if not (pa.types.is_string(strings.type) or pa.types.is_large_string(strings.type)):
            return None
    return dictionary_buffers(strings)


def _packed(strings: Any, rows: NDArray[np.int64] | None = None) -> tuple[NDArray[np.uint8], int] | None:
    """The strings of a pyarrow string array or a :class:`CodedText` (those at ``rows``, else all) as rows of
    ``8 * words`` bytes, each string's UTF-8 bytes first and zeros after, and the longest string's length; None
    when one is longer than ``8 * _WORDS`` bytes or holds a NUL byte (the packed order would not be the string
    order)."""
    got = _buffers(strings)
    return None if got is None else _packed_buffers(*got, rows)


def _packed_buffers(offsets: NDArray[np.int64], data: NDArray[np.uint8], rows: NDArray[np.int64] | None = None
                    ) -> tuple[NDArray[np.uint8], int] | None:
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


def dictionary_keys(col: Any) -> DictionaryKeys | None:
    """One file's docid dictionary (the column's chunks share one after
    :func:`~rankagg.io._text_columns.file_codes`) packed into one 64-bit key per string and sorted, in the
    file's reading thread: the keys sorted, the order that sorts them, the longest string's length.  None
    when the column is not the fast parser's or a docid is longer than 8 bytes or holds a NUL byte (the
    general paths)."""
    if not isinstance(col, CodedText) and not _is_text_column(col):
        return None
    if not isinstance(col, CodedText) and col.num_chunks == 0:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int64), 0
    got = _packed(col if isinstance(col, CodedText) else col.chunk(0).dictionary)
    if got is None or got[0].shape[1] != 8:
        return None
    keys = _keys(got[0])[:, 0]
    order = np.argsort(keys)
    return keys[order], order, got[1]


def _codes_from_keys(parts: Sequence[Any], keys: Sequence[DictionaryKeys], threads: int
                     ) -> tuple[NDArray[np.int64], NDArray[np.str_]]:
    """:func:`sorted_codes` from each file's sorted dictionary keys (:func:`dictionary_keys`): the distinct
    docids are the distinct keys of one sort of them all (the vectorised sort of 64-bit integers, a
    quarter of the time of the argsort :func:`sorted_codes` needs), each file's strings are numbered by
    a binary search of its sorted keys among them (increasing needles), and each line takes its string's
    number.  The files' searches and the docids' strings run in ``threads`` threads (NumPy releases the
    GIL): the merge's longest steps, after the parallel reading."""
    everything = np.sort(np.concatenate([k for k, _, _ in keys])) if keys else np.zeros(0, dtype=np.uint64)
    distinct = everything[np.r_[True, everything[1:] != everything[:-1]]] if len(everything) else everything
    del everything

    def number_lines(files: range) -> list[NDArray[np.int64]]:
        codes: list[NDArray[np.int64]] = []
        for f in files:
            if not len(parts[f]):
                continue
            sorted_keys, order, _ = keys[f]
            number = np.empty(len(order), dtype=np.int64)
            number[order] = np.searchsorted(distinct, sorted_keys)
            codes.extend(number[c] for c in _line_codes(parts[f]))
        return codes

    def strings() -> NDArray[np.str_]:
        as_bytes = distinct.astype(">u8").view("S8")
        if not bool(np.all(distinct & np.uint64(0x8080808080808080) == 0)):  # not ASCII: decoded one by one
            return np.array([b.decode("utf-8") for b in as_bytes.tolist()], dtype=str)
        return as_bytes.astype(f"U{max(max((n for _, _, n in keys), default=0), 1)}")

    groups = _file_groups([len(k[1]) for k in keys], threads)
    calls: list[Callable[[], Any]] = [strings, *(partial(number_lines, g) for g in groups)]
    # one thread below merge_threads' line count: a pool's thread for the strings beside one group cost more than
    # it saved (the contract faces' small runs: a thread started and joined on every read)
    done = in_threads(calls) if threads >= 2 else [c() for c in calls]
    codes = [c for group in done[1:] for c in group]
    return (np.concatenate(codes) if codes else np.zeros(0, dtype=np.int64)), done[0]


def _file_groups(sizes: Sequence[int], n: int) -> list[range]:
    """The files cut into at most ``n`` consecutive groups of about as many strings each."""
    if n < 2 or len(sizes) < 2:
        return [range(len(sizes))]
    cuts = np.searchsorted(np.cumsum(sizes), np.arange(1, n) * (sum(sizes) / n)) + 1
    bounds = sorted({0, len(sizes), *(int(c) for c in cuts if 0 < c < len(sizes))})
    return [range(a, b) for a, b in zip(bounds[:-1], bounds[1:])]


def merge_threads(n_lines: int) -> int:
    """How many threads the merge's steps use for ``n_lines`` lines: one below 2^17 lines (starting
    threads would cost more than they save), else two when the machine has two cores or more."""
    return 2 if n_lines >= 1 << 17 and (os.cpu_count() or 1) >= 2 else 1


def in_threads(calls: Sequence[Callable[[], Any]]) -> list[Any]:
    """Each call's result, the calls run in as many threads (the first in this one); errors surface in
    call order."""
    if len(calls) < 2:
        return [c() for c in calls]
    from concurrent.futures import ThreadPoolExecutor

    from rankagg.io.signals import block_handled_signals

    with ThreadPoolExecutor(max_workers=len(calls) - 1, initializer=block_handled_signals) as pool:
        others = [pool.submit(c) for c in calls[1:]]
        first = calls[0]()
        return [first, *(f.result() for f in others)]


def sorted_codes(parts: Sequence[Any], file_keys: Sequence[DictionaryKeys | None] | None = None, threads: int = 1
                 ) -> tuple[NDArray[np.int64], NDArray[np.str_]] | None:
    """Each line's docid as its position among the distinct docids of all ``parts`` (the parsers' string
    columns, concatenated) in code point order, and those docids sorted; None when a part is not a
    dictionary column of the fast parser, a docid is longer than 32 bytes or holds a NUL byte.
    ``file_keys``: each part's :func:`dictionary_keys`, when every one of them packed (from the reading
    threads): then only their merge is left (:func:`_codes_from_keys`)."""
    if file_keys is not None and len(file_keys) == len(parts) and all(k is not None for k in file_keys) \
            and all(isinstance(p, CodedText) or _is_text_column(p) or not len(p) for p in parts):
        return _codes_from_keys(parts, [k for k in file_keys if k is not None], threads)
    found = _dictionaries(parts)
    if found is None:
        return None
    dicts, chunks = found
    if not dicts:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=str)
    buffers = [_buffers(d) for d in dicts]
    if any(b is None for b in buffers):
        return None
    # the dictionaries' strings one after another: their offsets moved by the bytes before them
    sizes = np.cumsum([0] + [len(b[1]) for b in buffers if b is not None])
    offsets = np.concatenate([b[0][:-1] - b[0][0] + shift for b, shift in zip(buffers, sizes) if b is not None]
                             + [np.array([sizes[-1]], dtype=np.int64)])
    data = np.concatenate([b[1][b[0][0]: b[0][-1]] for b in buffers if b is not None])
    got = _packed_buffers(offsets, data)
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
        uniques = np.array(_decoded(offsets, data.tobytes(), first), dtype=str)
    starts = np.cumsum([0] + [len(b[0]) - 1 for b in buffers if b is not None])
    codes = [number[starts[k] + ind] for k, ind in chunks]
    return np.concatenate(codes), uniques


def docid_ranks(col: Any, codes: NDArray[np.int64], at: NDArray[np.int64], keys: DictionaryKeys | None = None
                ) -> NDArray[np.int64]:
    """:func:`~rankagg.io._text_columns.string_ranks` (the code point order of the docids at lines ``at`` of a
    file's column, equal docids equal integers), from the dictionary's bytes packed into integers: no
    Python string per tied docid, and NumPy sorts that release the GIL for the other reading threads.
    The general path when the column is not the fast parser's or a docid does not pack.  ``keys``: the
    column's :func:`dictionary_keys`, when computed: then each docid's integer is its rank in the whole
    dictionary, not among those asked (the same order; a dictionary's strings differ)."""
    if not (isinstance(col, CodedText) or _is_text_column(col)) or not len(at):
        return string_ranks(col, codes, at)
    asked = codes[at]
    if keys is not None:
        in_dictionary = np.empty(len(keys[1]), dtype=np.int64)
        in_dictionary[keys[1]] = np.arange(len(keys[1]))
        return in_dictionary[asked]
    distinct = np.flatnonzero(np.bincount(asked))
    # the chunks share one dictionary (file_codes)
    got = _packed(col if isinstance(col, CodedText) else col.chunk(0).dictionary, distinct)
    if got is None:
        return string_ranks(col, codes, at)
    rank_of = np.zeros(int(distinct[-1]) + 1, dtype=np.int64)
    rank_of[distinct[_key_order(_keys(got[0]))]] = np.arange(len(distinct))  # a dictionary's strings differ
    return rank_of[asked]


def pair_codes(query: NDArray[np.int64], doc: NDArray[np.int64], n_queries: int, n_docs: int, threads: int = 1
               ) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """``np.unique(query * n_docs + doc, return_inverse=True)``: from a table over every (query, document)
    pair when it holds at most 8 pairs per line, else :func:`~rankagg.io._text_columns._pair_codes`.  The
    lines are cut into ``threads`` parts, each marking its pairs in a table of its own (the tables are
    then joined) and looking its pairs' numbers up in its thread."""
    n_pairs = n_queries * max(n_docs, 1)
    if n_pairs > 8 * len(query) + (1 << 16):
        return _pair_codes(query, doc, n_docs)
    cuts = np.linspace(0, len(query), max(threads, 1) + 1).astype(np.int64).tolist()
    parts = list(zip(cuts[:-1], cuts[1:]))

    def mark(lo: int, hi: int) -> tuple[NDArray[np.int64], NDArray[np.bool_]]:
        key = np.asarray(query[lo:hi], dtype=np.int64) * max(n_docs, 1) + np.asarray(doc[lo:hi], dtype=np.int64)
        seen = np.zeros(n_pairs, dtype=bool)
        seen[key] = True
        return key, seen

    marked = in_threads([partial(mark, lo, hi) for lo, hi in parts])
    seen = marked[0][1]
    for _, more in marked[1:]:
        seen |= more
    keys = np.flatnonzero(seen)
    line_keys = [k for k, _ in marked]
    del seen, marked  # the tables
    position = np.zeros(n_pairs, dtype=np.int64 if len(keys) >= 2**31 else np.int32)  # touched where seen only
    position[keys] = np.arange(len(keys))
    rows = np.empty(len(query), dtype=np.int64)

    def look_up(lo: int, hi: int, key: NDArray[np.int64]) -> None:
        rows[lo:hi] = position[key]

    in_threads([partial(look_up, lo, hi, key) for (lo, hi), key in zip(parts, line_keys)])
    return keys.astype(np.int64), rows
