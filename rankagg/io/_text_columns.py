"""The string columns of parsed TREC text, coded: per file and across files, in code point order, and the
duplicate checks on their codes (no ``np.unique``, no ``pyarrow.compute``: start-up time).

A column is one of the forms :func:`~rankagg.io._trec_text._parse_table` gives: a pyarrow ``ChunkedArray``
(dictionary-encoded for the hashed columns), without pyarrow a NumPy object array, or the compiled parser's
:class:`CodedText` (NumPy codes and strings), which the fuse job's reader takes as it is: a job that reads its
runs with that parser imports no pyarrow (50 to 70 ms of every job's start, measured by
``benchmarks/bench_fuse_startup.py``).
"""

from __future__ import annotations

import sys
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io._trec_text import _numeric

__all__ = ["CodedText", "strings_at", "first_string", "file_codes", "string_ranks", "longest_bytes",
           "check_parsed_ids", "dictionary_buffers"]

#: memory a parsed line takes besides its ids (codes, scores, the text, the checks' temporaries): 1M-line qrels
#: measured 285 bytes a line with ids of 3 and 10 characters, a run read whole 219
PARSED_BYTES_PER_LINE = 200


class CodedText:
    """A file's string column as the compiled parser codes it (:mod:`rankagg.io._run_native`): each line's ``codes``
    (int32, numbered in first appearance, as pyarrow's dictionary encoding numbers them) into the file's distinct
    strings, whose UTF-8 bytes ``data`` are cut at ``offsets`` (int32, one more than the strings).  The same
    content as the pyarrow dictionary column :meth:`arrow` makes of it, which readers other than the fuse job's
    are given."""

    __slots__ = ("codes", "offsets", "data")

    def __init__(self, codes: NDArray[np.int32], offsets: NDArray[np.int32], data: bytes) -> None:
        self.codes, self.offsets, self.data = codes, offsets, data

    def __len__(self) -> int:
        return len(self.codes)

    @property
    def count(self) -> int:
        """How many distinct strings."""
        return len(self.offsets) - 1

    def strings(self, at: Any = None) -> list[str]:
        """The distinct strings numbered ``at`` (all when None), decoded."""
        return _decoded(self.offsets, self.data, range(self.count) if at is None else at)

    def arrow(self) -> Any:
        """The column as pyarrow's CSV reader gives a dictionary-encoded one (a chunked
        ``dictionary<int32, string>``)."""
        import pyarrow as pa  # only for a reader that is not the fuse job's: that job imports no pyarrow

        dictionary = pa.Array.from_buffers(pa.string(), self.count,
                                           [None, pa.py_buffer(self.offsets), pa.py_buffer(self.data)])
        indices = pa.Array.from_buffers(pa.int32(), len(self.codes), [None, pa.py_buffer(self.codes)])
        return pa.chunked_array([pa.DictionaryArray.from_arrays(indices, dictionary, safe=False)])


def _decoded(offsets: Any, data: bytes, at: Any) -> list[str]:
    bounds = np.asarray(offsets).tolist()
    return [data[bounds[i]: bounds[i + 1]].decode("utf-8") for i in np.asarray(at, dtype=np.int64).tolist()]


def _pyarrow() -> Any:
    """pyarrow, for a column that is pyarrow's (so it is imported already)."""
    return sys.modules["pyarrow"]


def dictionary_buffers(strings: Any) -> tuple[NDArray[np.int64], NDArray[np.uint8]]:
    """The offsets (int64) and UTF-8 bytes of a pyarrow string array, or of a :class:`CodedText`'s strings."""
    if isinstance(strings, CodedText):
        return strings.offsets.astype(np.int64), np.frombuffer(strings.data, dtype=np.uint8)
    wide = strings.type.id == _pyarrow().large_string().id
    width = np.dtype(np.int64 if wide else np.int32)
    offsets = np.frombuffer(strings.buffers()[1], dtype=width, count=len(strings) + 1,
                            offset=strings.offset * width.itemsize).astype(np.int64)
    data = strings.buffers()[2]
    return offsets, (np.frombuffer(data, dtype=np.uint8) if data is not None else np.zeros(0, dtype=np.uint8))


def strings_at(strings: Any, at: NDArray[np.int64]) -> list[str]:
    """The values at positions ``at`` of a pyarrow string array (or a :class:`CodedText`'s distinct strings), read
    from its buffers (``Array.take`` would import pyarrow.compute, and with it pandas: start-up time)."""
    offsets, data = dictionary_buffers(strings)
    return _decoded(offsets, data.tobytes(), at)


def longest_bytes(col: Any) -> int:
    """The longest value of a string column in UTF-8 bytes (a pyarrow column: from its dictionaries' or its
    own offsets, no value read); a character is at least a byte, so ids within the character cap
    (:data:`~rankagg.io.rules.MAX_ID_CHARS`) in bytes are within it in characters."""
    if isinstance(col, CodedText):
        return int(np.diff(col.offsets).max(initial=0))
    if not _is_text_column(col):
        return max((len(str(v).encode("utf-8")) for v in np.asarray(col, dtype=object).tolist()), default=0)
    longest = 0
    pa = _pyarrow()
    for chunk in col.chunks:
        strings = chunk.dictionary if pa.types.is_dictionary(chunk.type) else chunk
        if len(strings):
            wide = strings.type.id == pa.large_string().id
            offsets = np.frombuffer(strings.buffers()[1], dtype=np.int64 if wide else np.int32,
                                    count=len(strings) + 1, offset=strings.offset * (8 if wide else 4))
            longest = max(longest, int(np.diff(offsets).max()))
    return longest


def check_parsed_ids(path: Any, cols: dict[str, Any], n_lines: int) -> None:
    """Refuse, before the per-line id arrays are built, text whose lines would take more than the memory limit:
    an id column is a fixed-width array (4 bytes a character of its longest id, on every line and again in its
    distinct values), so one id of 20,000 characters among a million lines asked for 74.5 GiB (a 31 MB qrels
    file): refused here naming the file, the estimate and ``RANKAGG_MEMORY_LIMIT_GB`` (bytes bound characters)."""
    from rankagg._settings import check_memory

    widest = {c: longest_bytes(cols[c]) for c in ("qid", "docid")}
    need = float(n_lines) * (PARSED_BYTES_PER_LINE + 8.0 * (widest["qid"] + widest["docid"]))
    wide = 8.0 * (widest["qid"] + widest["docid"]) > PARSED_BYTES_PER_LINE  # the ids' width is most of it
    check_memory(str(path), need, f"its {n_lines:,} lines, their ids as fixed-width text (the longest docid "
                 f"{widest['docid']:,} bytes, the longest qid {widest['qid']:,} bytes)",
                 "An id is stored at the width of the longest on every line: shorten or hash very long ids" if wide else "")


def _is_text_column(col: Any) -> bool:
    """Whether ``col`` is pyarrow's column (not imported: then no column is pyarrow's)."""
    pa = sys.modules.get("pyarrow")
    return pa is not None and isinstance(col, pa.ChunkedArray)


def first_string(col: Any) -> str:
    """The first value of a string column (:func:`_parse_table`'s any form)."""
    if isinstance(col, CodedText):
        return col.strings(col.codes[:1])[0]
    return str(col[0].as_py()) if _is_text_column(col) else str(col[0])


def _to_object(col: Any) -> NDArray:
    if isinstance(col, CodedText):
        return np.asarray(col.strings(), dtype=object)[col.codes] if len(col) else np.zeros(0, dtype=object)
    if _is_text_column(col):
        values = [np.asarray(c.dictionary.to_pylist(), dtype=object)[_numeric(c.indices, np.dtype(np.int32))]
                  for c in col.chunks]
        return np.concatenate(values) if values else np.zeros(0, dtype=object)
    return np.asarray(col, dtype=object)


def file_codes(col: Any) -> tuple[Any, NDArray[np.int64], int]:
    """A file's string column coded within the file: the column (its chunks now sharing one dictionary),
    each line's code and the number of distinct strings.  Codes mean nothing across files
    (:func:`_factorize` codes several files' columns together)."""
    if isinstance(col, CodedText):
        return col, col.codes.astype(np.int64), col.count
    if _is_text_column(col):
        if col.num_chunks > 1:
            col = col.unify_dictionaries(_pyarrow().system_memory_pool())
        if col.num_chunks == 0:
            return col, np.zeros(0, dtype=np.int64), 0
        codes = np.concatenate([_numeric(c.indices, np.dtype(np.int32)) for c in col.chunks]).astype(np.int64)
        return col, codes, len(col.chunk(0).dictionary)
    uniques, codes = np.unique(np.asarray(col, dtype=object).astype(str), return_inverse=True)
    return col, codes.ravel().astype(np.int64), len(uniques)


def string_ranks(col: Any, codes: NDArray[np.int64], at: NDArray[np.int64]) -> NDArray[np.int64]:
    """The code point order of the strings at lines ``at`` of a file's column (see :func:`file_codes`), as
    integers (equal strings, equal integers): the docid key of the tie rule, asked only where scores tie."""
    if isinstance(col, CodedText) or _is_text_column(col):  # the distinct strings asked for only, not all
        asked = codes[at]
        by_code = np.argsort(asked, kind="stable")
        new = np.r_[True, asked[by_code][1:] != asked[by_code][:-1]] if len(asked) else np.zeros(0, dtype=bool)
        which = np.empty(len(asked), dtype=np.int64)
        which[by_code] = np.cumsum(new) - 1
        distinct = strings_at(col if isinstance(col, CodedText) else col.chunk(0).dictionary, asked[by_code][new])
        strings = np.array(distinct, dtype=str)[which] if distinct else np.zeros(0, dtype=str)
    else:
        strings = np.asarray(col, dtype=object)[at].astype(str)
    order = np.argsort(strings, kind="stable")
    ranks = np.empty(len(order), dtype=np.int64)
    ranks[order] = np.cumsum(np.r_[True, strings[order][1:] != strings[order][:-1]]) - 1
    return ranks


def _distinct(x: NDArray[np.int64]) -> NDArray[np.int64]:
    """``np.unique(x)`` (which imports numpy.ma, 10 ms of a command's start-up)."""
    x = np.sort(x)
    return x[np.r_[True, x[1:] != x[:-1]]] if len(x) else x


def _factorize(parts: Sequence[Any]) -> tuple[NDArray[np.int64], NDArray[np.str_], NDArray[np.int64]]:
    """Codes (first-appearance order) of the concatenated string columns, their uniques, and each unique's
    position in string (code point) order."""
    parts = [p for p in parts if len(p)]
    if any(_is_text_column(p) for p in parts):  # the compiled parser's beside pyarrow's: all as pyarrow's
        parts = [p.arrow() if isinstance(p, CodedText) else p for p in parts]
    if parts and all(isinstance(p, CodedText) for p in parts):
        # each file's distinct strings numbered in file order: codes stay in first-appearance order
        number: dict[str, int] = {}
        codes = np.concatenate([np.array([number.setdefault(s, len(number)) for s in p.strings()],
                                         dtype=np.int64)[p.codes] for p in parts])
        uniques = np.array(list(number), dtype=str)
        order = np.argsort(uniques, kind="stable")
    elif parts and all(_is_text_column(p) for p in parts):
        # the parser's per-chunk dictionaries, unified in chunk order: codes stay in first-appearance order
        chunks = [c for p in parts for c in p.chunks if len(c)]
        pa = _pyarrow()
        unified = pa.chunked_array(chunks, type=chunks[0].type).unify_dictionaries(pa.system_memory_pool())
        codes = np.concatenate([_numeric(c.indices, np.dtype(np.int32)) for c in unified.chunks]).astype(np.int64)
        uniques = np.array(unified.chunk(0).dictionary.to_pylist(), dtype=str)
        order = np.argsort(uniques, kind="stable")
    else:
        cat = np.concatenate([_to_object(p) for p in parts]) if parts else np.zeros(0, dtype=object)
        import pandas as pd

        codes, uniq = pd.factorize(cat, sort=False)
        uniques = np.asarray(uniq, dtype=str)
        order = np.argsort(uniques, kind="stable")
        codes = codes.astype(np.int64)
    sorted_pos = np.empty(len(uniques), dtype=np.int64)
    sorted_pos[order] = np.arange(len(uniques))
    return codes, uniques, sorted_pos


def _first_duplicate(group: NDArray[np.int64], doc: NDArray[np.int64], n_docs: int) -> int | None:
    """Index of an entry whose (group, doc) occurs more than once, or None."""
    if group.size < 2:
        return None
    key = group * max(n_docs, 1) + doc
    srt = np.sort(key)
    same = np.flatnonzero(srt[1:] == srt[:-1])
    return int(np.flatnonzero(key == srt[same[0]])[-1]) if same.size else None


def _has_duplicate(key: NDArray[np.int64], n_keys: int) -> bool:
    """Whether a key in ``0..n_keys-1`` occurs twice: a table of seen keys when it is small, else a sort."""
    if n_keys <= 32 * len(key) + 1024:
        seen = np.zeros(n_keys, dtype=bool)
        seen[key] = True
        return int(np.count_nonzero(seen)) != len(key)
    return _first_duplicate(key, np.zeros_like(key), 1) is not None


def _pair_codes(query: NDArray[np.int64], doc: NDArray[np.int64], n_docs: int
                ) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """``np.unique(query * n_docs + doc, return_inverse=True)``, without sorting or hashing every entry.

    Each document is given a "home" query, one of the queries it occurs with. The
    (query, document) pairs are then the documents at home (one per document) and
    the other pairs, which are few when documents rarely recur across queries (none
    in LETOR); only these two small sets are sorted, and an entry at home finds its
    pair through a table over the documents.
    """
    query = np.asarray(query, dtype=np.int64)
    doc = np.asarray(doc, dtype=np.int64)
    home = np.full(max(n_docs, 1), -1, dtype=np.int64)
    home[doc] = query  # any one of the doc's queries: the result does not depend on which
    at_home = home[doc] == query
    docs = np.flatnonzero(home >= 0)
    home_keys = home[docs] * n_docs + docs
    away = np.flatnonzero(~at_home)
    away_keys = query[away] * n_docs + doc[away]
    keys = np.sort(np.concatenate([home_keys, _distinct(away_keys)]))  # disjoint sets: no pair twice
    position = np.zeros(len(home), dtype=np.int64)
    position[docs] = np.searchsorted(keys, home_keys)
    rows = position[doc]
    if away.size:
        rows[away] = np.searchsorted(keys, away_keys)
    return keys, rows
