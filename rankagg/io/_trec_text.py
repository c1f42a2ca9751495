"""Reading TREC run and qrels text into columns, fast and strictly (no rank matrix, no numba).

Each file is parsed by ``pyarrow.csv`` (or the pandas C parser when pyarrow is
not installed): with the tab as delimiter when its fields are separated by single
tabs (real TREC runs), as it is when they are separated by single spaces, after
each odd blank is made a space when blanks are mixed one per gap, and only else
after runs of blanks are made single spaces.  The strict checks (six fields,
four for qrels; a finite score; an int64 rank, with ``trust_rank`` only, since
trec_eval never reads that column; no document twice for one query of one run)
are array expressions; when one fails,
the file is read again by the line-by-line reader (:func:`_parse_run_lines`,
:func:`_parse_qrels_lines`), which is the specification and reports the file and
the 1-based line of the first fault.  Plain or gzip (magic bytes); a UTF-8
byte-order mark is dropped, with a warning naming the file (trec_eval would read it
as part of the first qid).  :mod:`rankagg.io.trec` builds rankings on top.
"""

from __future__ import annotations

import csv
import io
import os
import re
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

# pandas is imported by the functions that return DataFrames or parse without pyarrow, not here:
# reading runs for fusion then costs no pandas import (about half a second of start-up)

from rankagg.io._errors import InputFormatError

from rankagg.io.text_input import InputFormatWarning, read_bytes
from rankagg.io._run_native import native_run_columns

__all__ = ["file_codes", "string_ranks", "first_string", "read_qrels", "read_qrels_columns", "read_run_frame",
           "read_run_checked", "RUN_FIELDS", "QRELS_FIELDS"]

RUN_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
QRELS_FIELDS = ("qid", "iter", "docid", "rel")
_ODD_BLANKS = (b"\t", b"\r", b"\f", b"\v")
_TO_SPACE = bytes.maketrans(b"\t\r\f\v", b"    ")
# the line readers split on these (ASCII) blanks only, as trec_eval does (C's isspace) and as the fast
# parsers do: a no-break space or other Unicode blank is part of a field, on every path
_TEXT_BLANKS = " \t\r\f\v"
_TEXT_SPLIT = re.compile(r"[ \t\r\f\v]+")


# ------------------------------------------------------------------ bytes
def _raw_bytes(path: str | os.PathLike) -> bytes:
    """The file's bytes (gunzipped, see :func:`~rankagg.io.text_input.read_bytes`), UTF-8 BOM removed."""
    raw = read_bytes(path)
    nul = raw.find(b"\0")
    if nul >= 0:  # trec_eval's C strings end there: 'a' and 'a\0' would be one docid for it, two for Python
        raise InputFormatError(path, raw[:nul].count(b"\n") + 1, "a NUL byte: trec_eval reads a field only up to it, "
                               "so the result would differ from trec_eval's")
    if raw[:3] != b"\xef\xbb\xbf":
        return raw
    warnings.warn(f"{path}: UTF-8 byte-order mark at the start dropped; trec_eval would read it as part of the "
                  "first qid", InputFormatWarning, stacklevel=2)
    return raw[3:]


def _decode(path: str | os.PathLike, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputFormatError(path, raw[: exc.start].count(b"\n") + 1, "not valid UTF-8 text") from None


def _regularised(raw: bytes) -> bytes:
    """Fields separated by exactly one space, no blank at a line's ends (what the fast parsers need).

    Every odd blank made a space (CR too: a CRLF line end becomes a blank at the line's end), runs of
    spaces halved until none is left, then the one blank left at a line's ends dropped: bytes methods
    only, each at the speed of a copy (a regular expression replacing every separator was 3x slower)."""
    text = raw.translate(_TO_SPACE)
    while b"  " in text:
        text = text.replace(b"  ", b" ")
    return text.replace(b"\n ", b"\n").replace(b" \n", b"\n").strip(b" ")


try:  # the faster parser; pandas' C parser otherwise
    import pyarrow as _pa
    import pyarrow.csv as _pacsv
except ImportError:  # pragma: no cover - exercised by forcing _pa = None in a test
    _pa = _pacsv = None
# no pyarrow.compute (Array.dictionary_encode imports it): about 30 ms of start-up, a twentieth of fusing
# MQ2007-agg from the command line.  Tables are made in the system allocator's memory: they live for
# milliseconds, and pyarrow's default (mimalloc, per-thread segments) keeps more fresh memory touched.


#: bytes per parsed block: a larger file comes in several chunks, each with its own dictionaries
_BLOCK_SIZE = 1 << 24


def _parse_table(raw: bytes, names: Sequence[str], numeric: dict[str, str], hashed: Sequence[str] = (),
                 split: Callable[[bytes, str], dict[str, Any] | None] | None = None) -> dict[str, Any] | None:
    """Columns of a whitespace-separated file, or None when it does not parse as ``len(names)`` typed fields.

    String columns come back as pyarrow ``ChunkedArray``s, dictionary-encoded for
    the ``hashed`` ones (the parser hashes each file's strings in its own thread;
    :func:`_factorize` then unifies a few small dictionaries instead of hashing
    every line again; the others are only checked, so hashing them would be
    wasted), or numpy object arrays without pyarrow; ``numeric`` columns
    (``"int64"`` / ``"float64"``) as numpy arrays.  ``split``: a faster parser tried first on the same text
    (:func:`~rankagg.io._run_native.native_run_columns`), which gives these columns or declines (None).
    """
    if not raw or raw.isspace():
        return _no_lines(names, numeric)
    # Fields separated by one blank each are parsed as they are: a tab (real TREC runs are tab-separated)
    # or another odd blank is made a space first (bytes.translate, at the speed of a copy), CRLF made LF.
    # Irregular spacing (two blanks, a blank at a line's end) makes an empty field or a wrong field count,
    # which fails the parse; only then is the file normalised by a regular expression and parsed again
    # (checking the spacing first would cost more than the parse).
    # A file of tabs and no spaces (most real runs) is parsed with the tab as the delimiter, without a copy.
    delimiter, spaced = " ", raw
    if any(sep in raw for sep in _ODD_BLANKS):
        if b" " not in raw and not any(sep in raw for sep in _ODD_BLANKS[1:]):
            delimiter = "\t"
        else:
            spaced = raw.replace(b"\r\n", b"\n").translate(_TO_SPACE)
    cols = split(spaced, delimiter) if split is not None else None
    if cols is not None:
        return cols
    cols = _parse_spaced(spaced, names, numeric, hashed, delimiter)
    if cols is not None:
        return cols
    raw = _regularised(raw)
    if not raw or raw.isspace():
        return _no_lines(names, numeric)
    return _parse_spaced(raw, names, numeric, hashed)


def _no_lines(names: Sequence[str], numeric: dict[str, str]) -> dict[str, Any]:
    return {n: (np.zeros(0, dtype=numeric[n]) if n in numeric else np.zeros(0, dtype=object)) for n in names}


def _parse_spaced(raw: bytes, names: Sequence[str], numeric: dict[str, str], hashed: Sequence[str],
                  delimiter: str = " ") -> dict[str, Any] | None:
    """:func:`_parse_table` of a file whose fields are separated by one ``delimiter`` each (else None)."""
    try:
        if _pa is not None:
            text = _pa.dictionary(_pa.int32(), _pa.string())
            types = {n: (_pa.int64() if numeric.get(n) == "int64" else _pa.float64() if n in numeric
                         else text if n in hashed else _pa.string()) for n in names}
            table = _pacsv.read_csv(
                _pa.py_buffer(raw),
                read_options=_pacsv.ReadOptions(column_names=list(names), use_threads=False, block_size=_BLOCK_SIZE),
                parse_options=_pacsv.ParseOptions(delimiter=delimiter, quote_char=False, escape_char=False,
                                                  ignore_empty_lines=True),
                convert_options=_pacsv.ConvertOptions(column_types=types, null_values=[], strings_can_be_null=False),
                memory_pool=_pa.system_memory_pool(),
            )
            out: dict[str, Any] = {}
            for n in names:
                col = table.column(n)
                if col.null_count:
                    return None
                if n in numeric:
                    col = col.combine_chunks() if col.num_chunks != 1 else col.chunk(0)
                    out[n] = _numeric(col, np.dtype(numeric[n]))
                elif any(_has_empty_string(c.dictionary if n in hashed else c) for c in col.chunks):
                    return None  # an empty field: the line reader names the line
                else:
                    out[n] = col
            return out
        import pandas as pd

        frame = pd.read_csv(
            io.BytesIO(raw), sep=delimiter, header=None, names=list(names), engine="c", quoting=csv.QUOTE_NONE,
            dtype={n: (numeric[n] if n in numeric else object) for n in names}, na_filter=False,
            skip_blank_lines=True, encoding="utf-8",
        )
        out = {n: frame[n].to_numpy() for n in names}
        if any((out[n] == "").any() for n in names if n not in numeric):
            return None  # an empty field: the line reader names the line
        return out
    except Exception:  # any parse fault: the line reader will name it
        return None


def _has_empty_string(strings: Any) -> bool:
    """Whether a pyarrow string array holds an empty string (from its offsets, without pyarrow.compute)."""
    offsets = np.frombuffer(strings.buffers()[1], dtype=np.int32, count=len(strings) + 1, offset=strings.offset * 4)
    return bool(len(strings)) and bool(np.any(offsets[1:] == offsets[:-1]))


def strings_at(strings: Any, at: NDArray[np.int64]) -> list[str]:
    """The values at positions ``at`` of a pyarrow string array, read from its buffers (``Array.take`` would
    import pyarrow.compute, and with it pandas: start-up time)."""
    wide = strings.type.id == _pa.large_string().id
    width = np.dtype(np.int64 if wide else np.int32)
    offsets = np.frombuffer(strings.buffers()[1], dtype=width, count=len(strings) + 1,
                            offset=strings.offset * width.itemsize).tolist()
    data = strings.buffers()[2]
    raw = data.to_pybytes() if data is not None else b""
    return [raw[offsets[i]: offsets[i + 1]].decode("utf-8") for i in np.asarray(at).tolist()]


def _is_text_column(col: Any) -> bool:
    return _pa is not None and isinstance(col, _pa.ChunkedArray)


def first_string(col: Any) -> str:
    """The first value of a string column (:func:`_parse_table`'s either form)."""
    return str(col[0].as_py()) if _is_text_column(col) else str(col[0])


def _numeric(col: Any, dtype: np.dtype) -> NDArray:
    """A null-free numeric pyarrow array as NumPy, read from its buffer (``Array.to_numpy`` imports pandas)."""
    return np.frombuffer(col.buffers()[1], dtype=dtype, count=len(col), offset=col.offset * dtype.itemsize)


def _to_object(col: Any) -> NDArray:
    if _is_text_column(col):
        values = [np.asarray(c.dictionary.to_pylist(), dtype=object)[_numeric(c.indices, np.dtype(np.int32))]
                  for c in col.chunks]
        return np.concatenate(values) if values else np.zeros(0, dtype=object)
    return np.asarray(col, dtype=object)


def file_codes(col: Any) -> tuple[Any, NDArray[np.int64], int]:
    """A file's string column coded within the file: the column (its chunks now sharing one dictionary),
    each line's code and the number of distinct strings.  Codes mean nothing across files
    (:func:`_factorize` codes several files' columns together)."""
    if _is_text_column(col):
        if col.num_chunks > 1:
            col = col.unify_dictionaries(_pa.system_memory_pool())
        if col.num_chunks == 0:
            return col, np.zeros(0, dtype=np.int64), 0
        codes = np.concatenate([_numeric(c.indices, np.dtype(np.int32)) for c in col.chunks]).astype(np.int64)
        return col, codes, len(col.chunk(0).dictionary)
    uniques, codes = np.unique(np.asarray(col, dtype=object).astype(str), return_inverse=True)
    return col, codes.ravel().astype(np.int64), len(uniques)


def string_ranks(col: Any, codes: NDArray[np.int64], at: NDArray[np.int64]) -> NDArray[np.int64]:
    """The code point order of the strings at lines ``at`` of a file's column (see :func:`file_codes`), as
    integers (equal strings, equal integers): the docid key of the tie rule, asked only where scores tie."""
    if _is_text_column(col):  # the distinct strings asked for only, not the file's whole dictionary
        asked = codes[at]
        by_code = np.argsort(asked, kind="stable")
        new = np.r_[True, asked[by_code][1:] != asked[by_code][:-1]] if len(asked) else np.zeros(0, dtype=bool)
        which = np.empty(len(asked), dtype=np.int64)
        which[by_code] = np.cumsum(new) - 1
        distinct = strings_at(col.chunk(0).dictionary, asked[by_code][new])
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
    if parts and all(_is_text_column(p) for p in parts):
        # the parser's per-chunk dictionaries, unified in chunk order: codes stay in first-appearance order
        chunks = [c for p in parts for c in p.chunks if len(c)]
        unified = _pa.chunked_array(chunks, type=chunks[0].type).unify_dictionaries(_pa.system_memory_pool())
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


# ------------------------------------------------------------------ runs
def _c_number(token: str) -> bool:
    """Whether Python reads ``token`` as C's strtod/strtol would: ASCII, no ``_`` (``float("1_0")`` is 10.0
    and ``int("\u0663")`` is 3, where trec_eval's atof reads 1 and 0)."""
    return token.isascii() and "_" not in token


def _number(path: str | os.PathLike, n: int, token: str, cast: type, message: str) -> Any:
    """``cast(token)`` (int or float) when C reads the token the same way (:func:`_c_number`), else an
    error naming the file and line."""
    if _c_number(token):
        try:
            return cast(token)
        except ValueError:
            pass
    raise InputFormatError(path, n, message)


def _run_rank(path: str | os.PathLike, n: int, token: str) -> int:
    """The rank column as an integer (read only with ``trust_rank``: any sign, int64)."""
    value = _number(path, n, token, int, f"rank {token!r} is not an integer (trust_rank orders by it)")
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
    qids, docids, ranks, scores, tags = [], [], [], [], []
    seen: dict[tuple[str, str], int] = {}
    seen_rank: dict[tuple[str, int], tuple[int, float]] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        line = line.strip(_TEXT_BLANKS)
        if not line:
            continue
        f = _TEXT_SPLIT.split(line)
        if len(f) != 6:
            raise InputFormatError(path, n, f"expected 6 fields 'qid Q0 docid rank score tag', found {len(f)}")
        q, _, d, rk, sc, tag = f
        sv = _number(path, n, sc, float, f"score {sc!r} is not a number")
        if not np.isfinite(sv):
            raise InputFormatError(path, n, f"score {sc!r} is not finite")
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
    import pandas as pd

    frame = pd.DataFrame({"qid": qids, "docid": docids, "rank": np.asarray(ranks, dtype=np.int64),
                          "score": np.asarray(scores, dtype=np.float64)})
    return frame, (tags[0] if tags else Path(path).name)


def _read_run_columns(path: str | os.PathLike, trust_rank: bool = False, raw: bytes | None = None) -> dict[str, Any]:
    """One run file as columns ``qid, docid`` (strings), ``score`` (float64), ``rank`` (int64, with
    ``trust_rank``; else None: the column is not read) and its ``tag``.  ``raw``: the text to read
    (whole lines of the file, for the streaming reader) instead of the file's."""
    raw = _raw_bytes(path) if raw is None else raw
    numeric = {"rank": "int64", "score": "float64"} if trust_rank else {"score": "float64"}
    cols = _parse_table(raw, RUN_FIELDS, numeric, hashed=("qid", "docid"),
                        split=None if trust_rank else native_run_columns)
    if cols is not None and not np.all(np.isfinite(cols["score"])):
        cols = None
    if cols is None:
        frame, tag = _parse_run_lines(path, raw, trust_rank)  # raises with the file and line of the fault
        return {"qid": frame["qid"].to_numpy(dtype=object), "docid": frame["docid"].to_numpy(dtype=object),
                "rank": frame["rank"].to_numpy() if trust_rank else None, "score": frame["score"].to_numpy(),
                "tag": tag, "raw": raw}
    tag = (cols["tag"] if isinstance(cols["tag"], str) else first_string(cols["tag"])) if len(cols["score"]) \
        else Path(path).name
    return {"qid": cols["qid"], "docid": cols["docid"], "rank": cols["rank"] if trust_rank else None,
            "score": cols["score"], "tag": tag,
            "raw": raw}


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


# ------------------------------------------------------------------ qrels
def _parse_qrels_lines(path: str | os.PathLike, raw: bytes) -> pd.DataFrame:
    text = _decode(path, raw)
    qids, docids, rels = [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        line = line.strip(_TEXT_BLANKS)
        if not line:
            continue
        f = _TEXT_SPLIT.split(line)
        if len(f) != 4:
            raise InputFormatError(path, n, f"expected 4 fields 'qid iter docid rel', found {len(f)}")
        rel = _number(path, n, f[3], int, f"relevance {f[3]!r} is not an integer")
        if not -(2**63) <= rel < 2**63:
            raise InputFormatError(path, n, f"relevance {f[3]} is out of range")
        key = (f[0], f[2])
        if key in seen:
            raise InputFormatError(path, n, f"document {f[2]} judged twice for query {f[0]} (first at line {seen[key]})")
        seen[key] = n
        qids.append(f[0])
        docids.append(f[2])
        rels.append(rel)
    import pandas as pd

    return pd.DataFrame({"qid": qids, "docid": docids, "rel": np.asarray(rels, dtype=np.int64)})


def read_qrels_columns(path: str | os.PathLike) -> dict[str, NDArray]:
    """TREC qrels ``qid iter docid rel`` as columns ``qid, docid`` (str arrays) and ``rel`` (int64)."""
    raw = _raw_bytes(path)
    cols = _parse_table(raw, QRELS_FIELDS, {"rel": "int64"}, hashed=("qid", "docid"))
    if cols is not None:
        q_code, q_uniques, _ = _factorize([cols["qid"]])
        d_code, d_uniques, _ = _factorize([cols["docid"]])
        if _first_duplicate(q_code, d_code, len(d_uniques)) is None:
            return {"qid": q_uniques[q_code], "docid": d_uniques[d_code], "rel": cols["rel"]}
    frame = _parse_qrels_lines(path, raw)  # raises with the file and line of the fault
    return {c: frame[c].to_numpy() for c in ("qid", "docid", "rel")}


def read_qrels(path: str | os.PathLike) -> pd.DataFrame:
    """TREC qrels ``qid iter docid rel`` as a DataFrame ``qid, docid, rel``."""
    import pandas as pd

    return pd.DataFrame(read_qrels_columns(path))
