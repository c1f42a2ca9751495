"""TREC run text split into columns by the compiled parser ``rankagg._read_native`` (issue 35 item 3).

Parsing was half of the CPU of ``rankagg fuse`` on the real rounds: pyarrow's CSV reader tokenises all six
fields of every line, then converts and dictionary-encodes column by column.  The compiled parser
(``rankagg/_native/read/``, built at install like the Fuser's kernel) splits each line once, codes its qid and
docid in hash tables (first appearance, as pyarrow's dictionary encoding does) and reads its score, without
the GIL, and its columns are handed on as the same pyarrow dictionary arrays, so everything after the parse
is unchanged.  It reads a subset of what the general parser reads, to the same values (the C file says
which), and declines the rest (non-ASCII text, a rank column to read, an odd score): the general parser then
reads the file as before.  On TREC-COVID round 2 (51 runs, 74 MB of text) it parses in 0.29 s of CPU
against pyarrow's 0.51 s (one thread, a loaded machine); ``benchmarks/bench_trec.py --section rounds``
measures the whole job.  Its hash tables are keyed per process (SipHash-1-3 under a key from
``os.urandom``, issue 45 item 6): ids chosen to collide cost what random ids do
(``benchmarks/bench_parser_hash.py``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

try:  # the compiled parser, built at install; absent only without a C compiler
    import rankagg._read_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler: the general parser alone
    _native = None  # type: ignore[assignment]

try:
    import pyarrow as _pa
except ImportError:  # pragma: no cover - without pyarrow the columns are the pandas parser's
    _pa = None

__all__ = ["native_run_columns"]


def _dictionary_column(codes: bytes, strings: tuple[bytes, bytes, int], n: int) -> Any:
    """The column as the CSV reader gives a dictionary-encoded one: a chunked ``dictionary<int32, string>``."""
    offsets, data, count = strings
    dictionary = _pa.Array.from_buffers(_pa.string(), count, [None, _pa.py_buffer(offsets), _pa.py_buffer(data)])
    indices = _pa.Array.from_buffers(_pa.int32(), n, [None, _pa.py_buffer(codes)])
    return _pa.chunked_array([_pa.DictionaryArray.from_arrays(indices, dictionary, safe=False)])


def native_run_columns(text: bytes, delimiter: str) -> dict[str, Any] | None:
    """Columns ``qid, docid`` (dictionary arrays), ``score`` (float64) and ``tag`` (the first line's, a str) of
    a run whose fields are separated by one ``delimiter`` each; None when the compiled parser is absent or
    declines (the general parser reads the text then)."""
    if _native is None or _pa is None or not text.isascii():
        return None
    got = _native.read_run(text, delimiter)
    if got is None or got[0] == 0:
        return None
    n, qid_codes, qids, docid_codes, docids, scores, tag = got
    return {"qid": _dictionary_column(qid_codes, qids, n), "docid": _dictionary_column(docid_codes, docids, n),
            "score": np.frombuffer(scores, dtype=np.float64), "tag": tag.decode("ascii")}
