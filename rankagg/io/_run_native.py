"""TREC run text split into columns by the compiled parser ``rankagg._read_native`` (issue 35 item 3).

Parsing was half of the CPU of ``rankagg fuse`` on the real rounds: pyarrow's CSV reader tokenises all six
fields of every line, then converts and dictionary-encodes column by column.  The compiled parser
(``rankagg/_native/read/``, built at install like the Fuser's kernel) splits each line once, codes its qid and
docid in hash tables (first appearance, as pyarrow's dictionary encoding does) and reads its score, without
the GIL.  Its columns are :class:`~rankagg.io._text_columns.CodedText` (the codes and the distinct strings as
NumPy holds them): the fuse job's reader takes them as they are, importing no pyarrow; every other reader is
handed the same pyarrow dictionary arrays the CSV reader gives (:meth:`~rankagg.io._text_columns.CodedText.arrow`).
It reads a subset of what the general parser reads, to the same values (the C file says which), and declines
the rest (non-ASCII text, a rank column to read, an odd score): the general parser then reads the file as before.
On TREC-COVID round 2 (51 runs, 74 MB of text) it parses in 0.29 s of CPU against pyarrow's 0.51 s (one thread, a
loaded machine); ``benchmarks/bench_trec.py --section rounds`` measures the whole job.  Its hash tables are keyed
per process (SipHash-1-3 under a key from ``os.urandom``, issue 45 item 6): ids chosen to collide cost what random
ids do (``benchmarks/bench_parser_hash.py``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from rankagg.io._text_columns import CodedText

try:  # the compiled parser, built at install; absent only without a C compiler
    import rankagg._read_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler: the general parser alone
    _native = None  # type: ignore[assignment]

__all__ = ["native_run_coded"]


def _coded(codes: bytes, strings: tuple[bytes, bytes, int], n: int) -> CodedText:
    offsets, data, count = strings
    return CodedText(np.frombuffer(codes, dtype=np.int32, count=n), np.frombuffer(offsets, dtype=np.int32,
                                                                                   count=count + 1), data)


def native_run_coded(text: bytes, delimiter: str) -> dict[str, Any] | None:
    """Columns ``qid, docid`` (:class:`~rankagg.io._text_columns.CodedText`), ``score`` (float64) and ``tag`` (the
    first line's, a str) of a run whose fields are separated by one ``delimiter`` each; None when the compiled
    parser is absent or declines (the general parser reads the text then)."""
    if _native is None or not text.isascii():
        return None
    got = _native.read_run(text, delimiter)
    if got is None or got[0] == 0:
        return None
    n, qid_codes, qids, docid_codes, docids, scores, tag = got
    return {"qid": _coded(qid_codes, qids, n), "docid": _coded(docid_codes, docids, n),
            "score": np.frombuffer(scores, dtype=np.float64), "tag": tag.decode("ascii")}

