"""TREC run files (``qid Q0 docid rank score tag``) and qrels (``qid 0 docid rel``).

Several run files are read into one :class:`~rankagg.data.rankings.Rankings`, one ranker
per file.  Ranks come from scores by the trec_eval rule (score descending, then
docid descending) unless ``trust_rank=True``, which orders each list by its rank
column instead.  Plain or gzip (recognised by its magic bytes); a UTF-8 byte-order
mark is dropped.

Reading is vectorised: each file is parsed by ``pyarrow.csv`` (or the pandas C
parser when pyarrow is not installed) after runs of blanks and tabs are made single
spaces.  The strict checks (six fields, four for qrels; an integer rank >= 1; a
finite score; no document twice for one query of one run) are array expressions;
when one fails, the file is read again by the line-by-line reader
:func:`_parse_run_lines`, which is the specification and reports the file and the
1-based line of the first fault.

Writing (:func:`write_trec_run`) puts the method's own fused score in the score
column; :func:`trec_scores` explains how trec_eval's order is kept equal to the
file's order on exact ties.
"""

from __future__ import annotations

import csv
import gzip
import io
import os
import re
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.io._common import InputFormatError, atomic_write_text

__all__ = [
    "read_trec_run",
    "read_trec_runs",
    "read_qrels",
    "write_trec_run",
    "qrels_labels",
    "trec_scores",
    "run_summary",
    "read_run_frame",
]

RUN_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
QRELS_FIELDS = ("qid", "iter", "docid", "rel")
_ODD_BLANKS = (b"\t", b"\r", b"\f", b"\v")
_BLANKS = re.compile(rb"[ \t\r\f\v]+")
_EDGE_BLANK = re.compile(rb"^ | $", re.M)


# ------------------------------------------------------------------ bytes
def _raw_bytes(path: str | os.PathLike) -> bytes:
    """The file's bytes: gunzipped when it is gzip (magic bytes), BOM removed; errors name the file."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such file")
    raw = p.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as exc:
            raise InputFormatError(p, None, f"not a readable gzip file ({exc})") from None
    if raw[:3] == b"\xef\xbb\xbf":
        raw = raw[3:]
    return raw


def _decode(path: str | os.PathLike, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputFormatError(path, raw[: exc.start].count(b"\n") + 1, "not valid UTF-8 text") from None


def _regular(raw: bytes, n_fields: int) -> bytes:
    """Fields separated by exactly one space, no blank at a line's ends (what the fast parsers need).

    A file with ``n_fields - 1`` spaces per line and no other blank is left as it
    is (the common case, checked by counting); a line that is still irregular then
    fails to parse or leaves an empty field, and the line reader reports it.
    """
    n_lines = raw.count(b"\n") + (raw[-1:] != b"\n")
    if raw.count(b" ") == (n_fields - 1) * n_lines and not any(sep in raw for sep in _ODD_BLANKS):
        return raw
    return _EDGE_BLANK.sub(b"", _BLANKS.sub(b" ", raw))


try:  # the faster parser; pandas' C parser otherwise
    import pyarrow as _pa
    import pyarrow.compute as _pc
    import pyarrow.csv as _pacsv
except ImportError:  # pragma: no cover - exercised by forcing _pa = None in a test
    _pa = None


def _parse_table(raw: bytes, names: Sequence[str], numeric: dict[str, str]) -> dict[str, Any] | None:
    """Columns of a whitespace-separated file, or None when it does not parse as ``len(names)`` typed fields.

    String columns come back as pyarrow arrays (or numpy object arrays without
    pyarrow), ``numeric`` columns (``"int64"`` / ``"float64"``) as numpy arrays.
    """
    raw = _regular(raw, len(names))
    if not raw or raw.isspace():
        return {n: (np.zeros(0, dtype=numeric[n]) if n in numeric else np.zeros(0, dtype=object)) for n in names}
    try:
        if _pa is not None:
            types = {n: (_pa.int64() if numeric.get(n) == "int64" else _pa.float64() if n in numeric else _pa.string())
                     for n in names}
            table = _pacsv.read_csv(
                _pa.py_buffer(raw),
                read_options=_pacsv.ReadOptions(column_names=list(names), use_threads=False, block_size=1 << 24),
                parse_options=_pacsv.ParseOptions(delimiter=" ", quote_char=False, escape_char=False,
                                                  ignore_empty_lines=True),
                convert_options=_pacsv.ConvertOptions(column_types=types, null_values=[], strings_can_be_null=False),
            )
            out: dict[str, Any] = {}
            for n in names:
                col = table.column(n)
                if col.null_count:
                    return None
                col = col.combine_chunks() if col.num_chunks != 1 else col.chunk(0)
                if n not in numeric and len(col) and _pc.min(_pc.binary_length(col)).as_py() == 0:
                    return None
                out[n] = col.to_numpy(zero_copy_only=False) if n in numeric else col
            return out
        frame = pd.read_csv(
            io.BytesIO(raw), sep=" ", header=None, names=list(names), engine="c", quoting=csv.QUOTE_NONE,
            dtype={n: (numeric[n] if n in numeric else object) for n in names}, na_filter=False,
            skip_blank_lines=True, encoding="utf-8",
        )
        last = frame[names[-1]].to_numpy()
        if any(v is None or v == "" for v in last[:1]) or (last == "").any():
            return None
        return {n: frame[n].to_numpy() for n in names}
    except Exception:  # any parse fault: the line reader will name it
        return None


def _to_object(col: Any) -> NDArray:
    return col.to_numpy(zero_copy_only=False) if _pa is not None and isinstance(col, _pa.Array) else np.asarray(col, dtype=object)


def _factorize(parts: Sequence[Any]) -> tuple[NDArray[np.int64], NDArray[np.str_], NDArray[np.int64]]:
    """Codes (first-appearance order) of the concatenated string columns, their uniques, and each unique's
    position in string (code point) order."""
    if _pa is not None and all(isinstance(p, _pa.Array) for p in parts):
        arr = _pa.concat_arrays([p.cast(_pa.string()) for p in parts]) if parts else _pa.array([], _pa.string())
        enc = arr.dictionary_encode()
        codes = enc.indices.to_numpy(zero_copy_only=False).astype(np.int64)
        order = _pc.sort_indices(enc.dictionary).to_numpy()
        uniques = np.asarray(enc.dictionary.to_numpy(zero_copy_only=False), dtype=str)
    else:
        cat = np.concatenate([_to_object(p) for p in parts]) if parts else np.zeros(0, dtype=object)
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


def _dense_codes(key: NDArray[np.int64], n_keys: int) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """``np.unique(key, return_inverse=True)`` for keys in ``0..n_keys-1``, by a table when it is small."""
    if n_keys > 8 * len(key) + 1024:
        return np.unique(key, return_inverse=True)
    present = np.zeros(n_keys, dtype=bool)
    present[key] = True
    code = np.cumsum(present) - 1
    return np.flatnonzero(present), code[key]


# ------------------------------------------------------------------ runs
def _parse_run_lines(path: str | os.PathLike, raw: bytes) -> tuple[pd.DataFrame, str]:
    """The line-by-line reader: the reference for every check, with the file and line of a fault."""
    text = _decode(path, raw)
    qids, docids, ranks, scores, tags = [], [], [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        f = line.split()
        if len(f) != 6:
            raise InputFormatError(path, n, f"expected 6 fields 'qid Q0 docid rank score tag', found {len(f)}")
        q, _, d, rk, sc, tag = f
        try:
            rv = int(rk)
        except ValueError:
            raise InputFormatError(path, n, f"rank {rk!r} is not an integer") from None
        if rv < 0:
            raise InputFormatError(path, n, f"rank {rv} is negative")
        if rv == 0:
            raise InputFormatError(path, n, "rank 0: ranks start at 1")
        try:
            sv = float(sc)
        except ValueError:
            raise InputFormatError(path, n, f"score {sc!r} is not a number") from None
        if not np.isfinite(sv):
            raise InputFormatError(path, n, f"score {sc!r} is not finite")
        key = (q, d)
        if key in seen:
            raise InputFormatError(path, n, f"document {d} appears twice for query {q} (first at line {seen[key]})")
        seen[key] = n
        qids.append(q)
        docids.append(d)
        ranks.append(rv)
        scores.append(sv)
        tags.append(tag)
    frame = pd.DataFrame({"qid": qids, "docid": docids, "rank": np.asarray(ranks, dtype=np.int64),
                          "score": np.asarray(scores, dtype=np.float64)})
    return frame, (tags[0] if tags else Path(path).name)


def _read_run_columns(path: str | os.PathLike) -> dict[str, Any]:
    """One run file as columns ``qid, docid`` (strings), ``rank`` (int64), ``score`` (float64) and its ``tag``."""
    raw = _raw_bytes(path)
    cols = _parse_table(raw, RUN_FIELDS, {"rank": "int64", "score": "float64"})
    if cols is not None and (np.any(cols["rank"] < 1) or not np.all(np.isfinite(cols["score"]))):
        cols = None
    if cols is None:
        frame, tag = _parse_run_lines(path, raw)  # raises with the file and line of the fault
        return {"qid": frame["qid"].to_numpy(dtype=object), "docid": frame["docid"].to_numpy(dtype=object),
                "rank": frame["rank"].to_numpy(), "score": frame["score"].to_numpy(), "tag": tag, "raw": raw}
    tag = str(cols["tag"][0]) if len(cols["rank"]) else Path(path).name
    return {"qid": cols["qid"], "docid": cols["docid"], "rank": cols["rank"], "score": cols["score"], "tag": tag,
            "raw": raw}


def read_run_frame(path: str | os.PathLike) -> pd.DataFrame:
    """One TREC run as a DataFrame ``qid, docid, score`` (strictly checked; no rank matrix built)."""
    cols = _read_run_columns(path)
    q_code, q_uniques, _ = _factorize([cols["qid"]])
    d_code, d_uniques, d_sorted = _factorize([cols["docid"]])
    if _first_duplicate(q_code, d_sorted[d_code], len(d_uniques)) is not None:
        _parse_run_lines(path, cols["raw"])  # raises with the line of the second occurrence
    return pd.DataFrame({"qid": q_uniques[q_code], "docid": d_uniques[d_code], "score": cols["score"]})


def _presorted(group: NDArray[np.int64], doc: NDArray[np.int64], score: NDArray[np.float64],
               rank: NDArray[np.int64] | None) -> NDArray[np.int64] | None:
    """``arange`` when the entries already come as contiguous (run, query) blocks, each in the order
    to rank it by (the usual layout of a run file), else None (then they are sorted)."""
    if len(group) < 2:
        return np.arange(len(group))
    same = group[1:] == group[:-1]
    n_blocks = len(group) - int(same.sum())
    if n_blocks != len(np.unique(group)):
        return None
    if rank is None:
        ok = (score[:-1] > score[1:]) | ((score[:-1] == score[1:]) & (doc[:-1] > doc[1:]))
    else:
        ok = (rank[:-1] < rank[1:]) | ((rank[:-1] == rank[1:]) & (
            (score[:-1] > score[1:]) | ((score[:-1] == score[1:]) & (doc[:-1] > doc[1:])))
        )
    return np.arange(len(group)) if bool(np.all(ok | ~same)) else None


def _ranker_names(paths: Sequence[str | os.PathLike], tags: list[str], names: Sequence[str] | None) -> list[str]:
    if names is not None:
        if len(names) != len(paths):
            raise ValueError("one name per run file expected")
        return [str(n) for n in names]
    if len(set(tags)) != len(tags):
        tags = [Path(p).name for p in paths]
        if len(set(tags)) != len(tags):
            tags = [f"{t}#{i + 1}" for i, t in enumerate(tags)]
    return tags


def read_trec_runs(
    paths: Sequence[str | os.PathLike],
    *,
    trust_rank: bool = False,
    names: Sequence[str] | None = None,
    input_depth: int | None = None,
    progress: Callable[[str], None] | None = None,
    keep_scores: bool = True,
) -> Rankings:
    """Read several TREC runs (one ranker each) into one :class:`Rankings`.

    Items of a query are the union of the documents the runs returned for it
    (sorted by docid); queries keep their first-appearance order.  Ranker names
    are the runs' tags (the file name when tags repeat), or ``names``.  An empty
    run file contributes a ranker that ranked nothing.  ``input_depth`` keeps
    only each run's first ``input_depth`` documents per query (after ordering).
    ``progress`` (optional) is called with a short message after each file.
    ``keep_scores=False`` leaves out the score matrix (for methods that read ranks
    only; halves the memory).
    """
    if not paths:
        raise ValueError("no run files given")
    if input_depth is not None and (isinstance(input_depth, bool) or int(input_depth) != input_depth or input_depth < 1):
        raise ValueError(f"input_depth must be an integer >= 1, got {input_depth!r}")
    runs = []
    # files are parsed in a few threads (the parsers release the GIL); errors surface in file order
    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        for i, (p, cols) in enumerate(zip(paths, pool.map(_read_run_columns, paths))):
            runs.append(cols)
            if progress is not None:
                progress(f"read {i + 1}/{len(paths)} runs ({Path(p).name}: {len(cols['rank'])} lines)")
    tags = _ranker_names(paths, [r["tag"] for r in runs], names)
    sizes = np.array([len(r["rank"]) for r in runs], dtype=np.int64)
    if sizes.sum() == 0:
        raise ValueError("all run files are empty")
    ranker = np.repeat(np.arange(len(runs), dtype=np.int64), sizes)
    q_code, q_uniques, _ = _factorize([r["qid"] for r in runs])
    d_code, d_uniques, d_sorted = _factorize([r["docid"] for r in runs])
    d_key = d_sorted[d_code]
    rank_col = np.concatenate([np.asarray(r["rank"], dtype=np.int64) for r in runs])
    score = np.concatenate([np.asarray(r["score"], dtype=np.float64) for r in runs])
    n_q = len(q_uniques)
    group = ranker * n_q + q_code
    dup = _first_duplicate(group, d_key, len(d_uniques))
    if dup is not None:
        j = int(ranker[dup])
        _parse_run_lines(paths[j], runs[j]["raw"])  # raises with the line of the second occurrence
        raise ValueError(f"{paths[j]}: document {d_uniques[d_code[dup]]} appears twice for one query")  # pragma: no cover
    # trec_eval order within each (run, query): score desc, then docid desc; or the rank column first
    order = _presorted(group, d_key, score, rank_col if trust_rank else None)
    if order is None:
        keys = (-d_key, -score, rank_col, group) if trust_rank else (-d_key, -score, group)
        order = np.lexsort(keys)
    g_sorted = group[order]
    start = np.ones(len(order), dtype=bool)
    start[1:] = g_sorted[1:] != g_sorted[:-1]
    pos = np.arange(len(order))
    first = np.maximum.accumulate(np.where(start, pos, 0))
    rank = np.empty(len(order), dtype=np.float64)
    rank[order] = pos - first + 1
    if input_depth is not None:
        keep = rank <= input_depth
        ranker, q_code, d_key, d_code, rank, score = (a[keep] for a in (ranker, q_code, d_key, d_code, rank, score))
    item_key = q_code * max(len(d_uniques), 1) + d_key
    item_uniq, rows = _dense_codes(item_key, n_q * max(len(d_uniques), 1))
    item_q = item_uniq // max(len(d_uniques), 1)
    first_entry = np.zeros(len(item_uniq), dtype=np.int64)
    first_entry[rows[::-1]] = np.arange(len(rows))[::-1]
    offsets = np.zeros(n_q + 1, dtype=np.int64)
    np.cumsum(np.bincount(item_q, minlength=n_q), out=offsets[1:])
    n_items, n_rankers = len(item_uniq), len(runs)
    ranks = np.full((n_items, n_rankers), np.nan)
    ranks[rows, ranker] = rank
    scores = None
    if keep_scores:
        scores = np.full((n_items, n_rankers), np.nan)
        scores[rows, ranker] = score
    data = Rankings(offsets=offsets, ranks=ranks, qids=q_uniques, docids=d_uniques[d_code[first_entry]],
                    ranker_names=tuple(tags), scores=scores)
    # every list was ranked 1..k above, so its ranks already are the local (compacted) ranks:
    # recorded so that positional methods do not recompute them over the whole matrix
    data._cache["local_ranks"] = data.ranks
    return data


def read_trec_run(path: str | os.PathLike, *, trust_rank: bool = False, input_depth: int | None = None) -> Rankings:
    """One TREC run as a one-ranker :class:`Rankings`."""
    return read_trec_runs([path], trust_rank=trust_rank, input_depth=input_depth)


def run_summary(data: Rankings) -> str:
    """One line saying what was read: runs, queries, documents, shortest and longest list."""
    nonempty_q = data.offsets[:-1][data.sizes > 0]
    if data.n_items:
        # TREC lists are ranked 1..k, so a list's length is its largest local rank
        lengths = np.fmax.reduceat(data.local_ranks(), nonempty_q, axis=0)  # fmax skips NaN
    else:
        lengths = np.zeros(0)
    nonempty = lengths[np.nan_to_num(lengths) > 0]
    lo = int(nonempty.min()) if nonempty.size else 0
    hi = int(nonempty.max()) if nonempty.size else 0
    return (f"{data.n_rankers} runs, {data.n_queries} queries, {data.n_items} documents "
            f"(up to {int(data.sizes.max()) if data.n_queries else 0} per query), lists of {lo} to {hi}")


# ------------------------------------------------------------------ qrels
def _parse_qrels_lines(path: str | os.PathLike, raw: bytes) -> pd.DataFrame:
    text = _decode(path, raw)
    qids, docids, rels = [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        f = line.split()
        if len(f) != 4:
            raise InputFormatError(path, n, f"expected 4 fields 'qid iter docid rel', found {len(f)}")
        try:
            rel = int(f[3])
        except ValueError:
            raise InputFormatError(path, n, f"relevance {f[3]!r} is not an integer") from None
        key = (f[0], f[2])
        if key in seen:
            raise InputFormatError(path, n, f"document {f[2]} judged twice for query {f[0]} (first at line {seen[key]})")
        seen[key] = n
        qids.append(f[0])
        docids.append(f[2])
        rels.append(rel)
    return pd.DataFrame({"qid": qids, "docid": docids, "rel": np.asarray(rels, dtype=np.int64)})


def read_qrels(path: str | os.PathLike) -> pd.DataFrame:
    """TREC qrels ``qid iter docid rel`` as a DataFrame ``qid, docid, rel``."""
    raw = _raw_bytes(path)
    cols = _parse_table(raw, QRELS_FIELDS, {"rel": "int64"})
    if cols is not None:
        q_code, q_uniques, _ = _factorize([cols["qid"]])
        d_code, d_uniques, _ = _factorize([cols["docid"]])
        if _first_duplicate(q_code, d_code, len(d_uniques)) is None:
            return pd.DataFrame({"qid": q_uniques[q_code], "docid": d_uniques[d_code], "rel": cols["rel"]})
    return _parse_qrels_lines(path, raw)  # raises with the file and line of the fault


def qrels_labels(data: Rankings, qrels: pd.DataFrame) -> NDArray[np.int64]:
    """Labels of ``data``'s items from qrels (unjudged = 0)."""
    key = pd.DataFrame({"qid": data.qids[data.query_of_item], "docid": data.docids})
    merged = key.merge(qrels[["qid", "docid", "rel"]], on=["qid", "docid"], how="left")
    return merged["rel"].fillna(0).astype(np.int64).to_numpy()


# ------------------------------------------------------------------ writing
def _key32(x: NDArray[np.float64]) -> NDArray[np.int64]:
    """float32 values -> integers with the same order, consecutive floats -> consecutive integers,
    and -0.0 -> the key of +0.0 (they compare equal)."""
    b = np.asarray(x, dtype=np.float32).view(np.int32).astype(np.int64)
    k = b ^ ((b >> 31) & np.int64(0x7FFFFFFF))
    return k + (k < 0)


def _unkey32(k: NDArray[np.int64]) -> NDArray[np.float64]:
    k = k - (k < 0)
    b = k ^ ((k >> 31) & np.int64(0x7FFFFFFF))
    return b.astype(np.int32).view(np.float32).astype(np.float64)


def trec_scores(scores: NDArray[np.float64], offsets: NDArray[np.int64]) -> NDArray[np.float64]:
    """The score column to write: the fused ``scores`` (given in consensus order), changed only where
    trec_eval would otherwise reorder the lines.

    trec_eval re-sorts a run by score descending and breaks ties by docno
    descending, which would undo rankagg's tie rule; and it stores scores in
    single precision (``float sim``; pytrec_eval too), so two doubles closer than
    about 6e-8 (relative) are a tie for it.  Each value is therefore kept as the
    exact double when its single-precision value is below the previous line's,
    and otherwise replaced by the single-precision number one step (one float32
    ulp) below the previous line's: ``out[t] = min(f32(score[t]), out[t-1] - 1 ulp)``
    in float32 order.  Exact ties, near-ties and NaN (no score, last) are the only
    lines that change, each by a few float32 ulps at most per tied neighbour.
    Values are written with ``repr`` (the shortest decimal that reads back as the
    same double), so trec_eval's order is exactly the file's order.
    """
    s = np.array(scores, dtype=np.float64)
    f32max = float(np.finfo(np.float32).max)
    bad = np.isnan(s) | (s == -np.inf)
    clipped = np.clip(np.where(bad, 0.0, s), -f32max, f32max)
    key = _key32(clipped)
    big = np.int64(np.iinfo(np.int64).max // 2)
    key[bad] = big
    out = key.copy()
    for q in range(len(offsets) - 1):
        a, b = int(offsets[q]), int(offsets[q + 1])
        if b == a:
            continue
        seg = key[a:b].copy()
        if seg[0] == big:
            seg[0] = 0  # a query whose first line has no score starts at 0.0
        if b - a > 1 and not np.any(seg[1:] >= seg[:-1]):
            out[a:b] = seg
            continue
        t = np.arange(b - a, dtype=np.int64)
        # out[t] = min(key[t], out[t-1] - 1)  <=>  out[t] + t = running minimum of key[t] + t
        out[a:b] = np.minimum.accumulate(seg + t) - t
    out = np.maximum(out, _key32(np.array([-f32max]))[0])
    as32 = _unkey32(out)
    return np.where((out == key) & ~bad & (np.abs(s) <= f32max), s, as32)


def _top_candidates(data: Rankings, scores: NDArray[np.float64], depth: int) -> tuple[Rankings, NDArray[np.float64],
                                                                                   NDArray[np.int64]]:
    """The items that can be in the first ``depth`` of their query, as a smaller :class:`Rankings`.

    Every item scoring at least the ``depth``-th best score of its query is kept,
    so a tie at the cut is kept whole; the house tie rule compares items by their
    own keys (count of rankers, best local rank, docid), so the consensus order of
    the kept items is the full consensus order restricted to them.  Their local
    ranks are those of the full data.
    """
    key = np.where(np.isnan(scores), -np.inf, scores)
    qi = data.query_of_item
    order = np.lexsort((-key, qi))
    big = data.sizes > depth
    threshold = np.full(data.n_queries, -np.inf)
    threshold[big] = key[order[data.offsets[:-1][big] + depth - 1]]
    rows = np.flatnonzero(key >= threshold[qi])
    offsets = np.zeros(data.n_queries + 1, dtype=np.int64)
    np.cumsum(np.bincount(qi[rows], minlength=data.n_queries), out=offsets[1:])
    sub = Rankings(offsets=offsets, ranks=data.ranks[rows], qids=data.qids, docids=data.docids[rows],
                   ranker_names=data.ranker_names)
    sub._cache["local_ranks"] = data.local_ranks()[rows]  # ranks within the full lists, not the subset
    return sub, np.asarray(scores, dtype=np.float64)[rows], rows


def _format_floats(x: NDArray[np.float64]) -> list[str]:
    return list(map(float.__repr__, x.tolist()))


def write_trec_run(
    path: str | os.PathLike,
    data: Rankings,
    scores: NDArray[np.float64],
    *,
    tag: str = "rankagg",
    inputs: Sequence[str | os.PathLike] = (),
    depth: int | None = None,
    score_column: str = "fused",
) -> None:
    """Write the consensus as a TREC run, atomically, never over an input file.

    Lines follow the consensus order (house tie rule), ranks 1..n per query.
    ``score_column="fused"`` writes the method's own score (``scores``, higher is
    better), exact except on lines trec_eval would see as tied (single precision),
    which are lowered by a few float32 steps so that trec_eval's order equals the
    file's (:func:`trec_scores`); ``"rank"`` writes ``n - rank + 1``.
    ``depth`` keeps the first ``depth`` documents of each query.
    """
    if not tag or any(c.isspace() for c in tag):
        raise ValueError("the run tag must be a non-empty word without spaces")
    if score_column not in ("fused", "rank"):
        raise ValueError(f"score_column must be 'fused' or 'rank', got {score_column!r}")
    if depth is not None and (isinstance(depth, bool) or int(depth) != depth or depth < 1):
        raise ValueError(f"depth must be an integer >= 1, got {depth!r}")
    scores = np.asarray(scores, dtype=np.float64)
    if scores.shape != (data.n_items,):
        raise ValueError(f"expected one score per item ({data.n_items}), got shape {scores.shape}")
    if depth is not None and data.n_queries and int(data.sizes.max()) > depth:
        data, scores, _ = _top_candidates(data, scores, int(depth))
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    rank = np.arange(data.n_items) - data.offsets[qidx] + 1
    if score_column == "fused":
        written = trec_scores(np.asarray(scores, dtype=np.float64)[order], data.offsets)
    else:
        written = (data.sizes[qidx] - rank + 1).astype(np.float64)
    if depth is not None:
        keep = rank <= depth
        order, qidx, rank, written = order[keep], qidx[keep], rank[keep], written[keep]
    frame = pd.DataFrame({
        "qid": data.qids[qidx], "q0": "Q0", "docid": data.docids[order], "rank": rank,
        "score": _format_floats(written), "tag": tag,
    })
    text = frame.to_csv(sep=" ", header=False, index=False, quoting=csv.QUOTE_NONE, lineterminator="\n")
    atomic_write_text(path, text, inputs=inputs)
