"""Reading one TREC run file (``qid Q0 docid rank score tag``) into checked columns.

The fast parsers (:mod:`rankagg.io._trec_text`: the compiled TREC parser, pyarrow or pandas' C parser) read
the file; when one of their checks fails, the line-by-line reader (:func:`_parse_run_lines`, the
specification) reads it again and names the file and the 1-based line of the first fault.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

from rankagg.io._errors import InputFormatError
from rankagg.io._run_native import native_run_coded
from rankagg.io._text_columns import CodedText, _factorize, _first_duplicate, _to_object, check_parsed_ids, first_string
from rankagg.io._text_columns import longest_bytes
from rankagg.io.rules import MAX_ID_CHARS, check_ids, shown
from rankagg.io.score_direction import warn_if_scores_rise
from rankagg.io._trec_text import RUN_FIELDS, _decode, _number, _parse_table, _raw_bytes, fields_by_line, refuse_nul

__all__ = ["read_run_checked", "read_run_frame"]


def _run_rank(path: str | os.PathLike, n: int, token: str) -> int:
    """The rank column as an integer (read only with ``trust_rank``: any sign, int64)."""
    value = _number(path, n, token, int, f"rank {shown(token)} is not an integer (trust_rank orders by it)")
    if not -(2**63) <= value < 2**63:
        raise InputFormatError(path, n, f"rank {token} is out of range (trust_rank orders by it)")
    return int(value)


def _parse_run_lines(path: str | os.PathLike, raw: bytes, trust_rank: bool = False) -> tuple[pd.DataFrame, str]:
    """The line-by-line reader: the reference for every check, with the file and line of a fault.

    The rank column is any token, as for trec_eval, which never reads it; with
    ``trust_rank`` it is an integer, and two lines of a query with the same rank
    must have the same score (a tie the file declares, e.g. ranks 1 1 3).  The
    frame's ``rank`` column is then the rank, else 0."""
    text = _decode(path, raw)
    qids, docids, ranks, scores, tags, lines = [], [], [], [], [], []
    seen: dict[tuple[str, str], int] = {}
    seen_rank: dict[tuple[str, int], tuple[int, float]] = {}
    for n, f in fields_by_line(text):
        if len(f) != 6:
            raise InputFormatError(path, n, f"expected 6 fields 'qid Q0 docid rank score tag', found {len(f)}")
        q, _, d, rk, sc, tag = f
        sv = _number(path, n, sc, float, f"score {shown(sc)} is not a number")
        if not np.isfinite(sv):
            raise InputFormatError(path, n, f"score {shown(sc)} is not finite")
        key = (q, d)
        if key in seen:
            raise InputFormatError(path, n, f"document {d} appears twice for query {q} (first at line {seen[key]})")
        seen[key] = n
        rv = _run_rank(path, n, rk) if trust_rank else 0
        if trust_rank:
            first = seen_rank.setdefault((q, rv), (n, sv))
            if first[1] != sv:
                raise InputFormatError(path, n, f"rank {rk} given twice for query {q} with different scores (first at "
                                                f"line {first[0]}): trust_rank cannot order them")
        qids.append(q)
        docids.append(d)
        ranks.append(rv)
        scores.append(sv)
        tags.append(tag)
        lines.append(n)
    for column, values in (("q_id", qids), ("doc_id", docids)):  # the registry's id rule, its message, the line
        distinct = dict.fromkeys(values)
        if len(distinct) and max(map(len, distinct)) > MAX_ID_CHARS:
            first_at = {v: i for i, v in reversed(list(enumerate(values)))}
            keys = list(distinct)
            check_ids(os.fspath(path), column, keys, lambda i: lines[first_at[keys[i]]])
    import pandas as pd

    frame = pd.DataFrame({"qid": qids, "docid": docids, "rank": np.asarray(ranks, dtype=np.int64),
                          "score": np.asarray(scores, dtype=np.float64)})
    return frame, (tags[0] if tags else Path(path).name)


def _read_run_columns(path: str | os.PathLike, trust_rank: bool = False, raw: bytes | None = None,
                      first_line: int = 1, *, coded: bool = False) -> dict[str, Any]:
    """One run file as columns ``qid, docid`` (strings), ``score`` (float64), ``rank`` (int64, with
    ``trust_rank``; else None: the column is not read) and its ``tag``.  ``raw``: the text to read
    (whole lines of the file, for the streaming reader) instead of the file's.  ``coded``: the caller takes the
    compiled parser's :class:`~rankagg.io._text_columns.CodedText` as it is (the fuse job's reader); else those
    columns come as pyarrow's dictionary columns, as the general parser gives them."""
    # a piece of the file (its first line ``first_line``): the same rule
    whole = raw is None
    raw = _raw_bytes(path) if raw is None else refuse_nul(path, raw, continues=first_line > 1)
    numeric = {"rank": "int64", "score": "float64"} if trust_rank else {"score": "float64"}
    cols = _parse_table(raw, RUN_FIELDS, numeric, hashed=("qid", "docid"),
                        split=None if trust_rank else native_run_coded)
    if cols is not None and not np.all(np.isfinite(cols["score"])):
        cols = None
    if cols is not None and max(longest_bytes(cols["qid"]), longest_bytes(cols["docid"])) > MAX_ID_CHARS:
        cols = None  # maybe an id over the cap (bytes bound characters): the line reader applies the rule
    if cols is not None:
        check_parsed_ids(path, cols, len(cols["score"]))
    if cols is None:
        frame, tag = _parse_run_lines(path, raw, trust_rank)  # raises with the file and line of the fault
        read = {"qid": frame["qid"].to_numpy(dtype=object), "docid": frame["docid"].to_numpy(dtype=object),
                "rank": frame["rank"].to_numpy() if trust_rank else None, "score": frame["score"].to_numpy(),
                "tag": tag, "raw": raw}
    else:
        tag = (cols["tag"] if isinstance(cols["tag"], str) else first_string(cols["tag"])) if len(cols["score"]) \
            else Path(path).name
        read = {"qid": cols["qid"], "docid": cols["docid"], "rank": cols["rank"] if trust_rank else None,
                "score": cols["score"], "tag": tag, "raw": raw}
        if not coded:
            read.update({k: _uncoded(read[k]) for k in ("qid", "docid")})
    if not trust_rank and whole:  # a streamed piece (of a file over 64 MiB) holds some lists only: it cannot judge
        warn_if_scores_rise(path, read["qid"], read["score"])
    return read


def _uncoded(col: Any) -> Any:
    """A :class:`~rankagg.io._text_columns.CodedText` as pyarrow's dictionary column (as NumPy strings without
    pyarrow, as the pandas parser gives them); any other column as it is."""
    if not isinstance(col, CodedText):
        return col
    try:
        return col.arrow()
    except ImportError:  # pragma: no cover - pyarrow is a dependency of the fast readers
        return _to_object(col)


def read_run_checked(path: str | os.PathLike) -> dict[str, NDArray]:
    """One TREC run as columns ``qid, docid`` (str arrays) and ``score`` (strictly checked; no rank matrix)."""
    cols = _read_run_columns(path)
    q_code, q_uniques, _ = _factorize([cols["qid"]])
    d_code, d_uniques, d_sorted = _factorize([cols["docid"]])
    if _first_duplicate(q_code, d_sorted[d_code], len(d_uniques)) is not None:
        _parse_run_lines(path, cols["raw"])  # raises with the line of the second occurrence
    return {"qid": q_uniques[q_code], "docid": d_uniques[d_code], "score": cols["score"]}


def read_run_frame(path: str | os.PathLike) -> pd.DataFrame:
    """One TREC run as a DataFrame ``qid, docid, score`` (strictly checked; no rank matrix built)."""
    import pandas as pd

    return pd.DataFrame(read_run_checked(path))
