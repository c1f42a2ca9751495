"""LETOR 4.0 aggregation files and the score files the official evaluator reads.

Format, one line per (query, document)::

    LABEL qid:QID 1:R1 2:R2 ... K:RK #docid = DOCID inc = X prob = Y

``k:NULL`` means ranker ``k`` did not rank the document.  Lines of a query are
contiguous.  Plain or gzip (recognised by content).  Line order is kept: item
``i`` of the returned :class:`~rankagg.data.rankings.Rankings` is the ``i``-th
non-blank line, so score files stay aligned with it.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.io._errors import InputFormatError
from rankagg.io.atomic import atomic_write_text
from rankagg.io.line_form_store import compiled
from rankagg.io.rules import shown
from rankagg.io.text_input import BLANKS, fields_of, read_text, strict_float

__all__ = ["read_letor", "read_scores", "write_scores", "write_letor"]

# fields are separated by the ASCII blanks only (rankagg.io.text_input.BLANKS): Python's \s and \S would split
# at a no-break space, NEL or U+001C too
_DOCID = compiled(r"docid[ \t\r\f\v]*=[ \t\r\f\v]*([^ \t\r\f\v\n]+)")
# one well-formed line: LABEL qid:QID fields #... docid = DOCID ... (the comment starts at the first '#', as SVMlight's
# does and the slow path below and write_letor have it: a qid holds no '#')
_LINE = compiled(r"^[ \t\r\f\v]*([^ \t\r\f\v\n]+)[ \t\r\f\v]+qid:([^ \t\r\f\v\n#]+)[ \t\r\f\v]*([^#\n]*)#"
                 r"[^\n]*?docid[ \t\r\f\v]*=[ \t\r\f\v]*([^ \t\r\f\v\n]+)[^\n]*$", re.M)


_TO_SPACE = str.maketrans("\t\r\f\v", "    ")
# a ranker field that is not one 'k:rank' token: no colon, two colons, or an empty side
_BAD_TOKEN = compiled(r"(?:^|[ \t\r\f\v])[^ \t\r\f\v:\n]+(?=[ \t\r\f\v\n]|$)|:[^ \t\r\f\v\n]*:"
                      r"|:(?=[ \t\r\f\v\n]|$)|(?:^|[ \t\r\f\v]):", re.M)
# largest integer a float64 holds exactly: a rank above it could not be written back as read
MAX_RANK = 2**53
# LETOR 4.0 relevance grades are 0, 1, 2 (the ERR of the St.Agg paper assumes y_max = 2)
MAX_LABEL = 2


def read_letor(path: str | os.PathLike, *, n_rankers: int | None = None, max_label: int | None = MAX_LABEL,
               ranks: bool = True) -> Rankings:
    """Read a LETOR 4.0 aggregation file into :class:`~rankagg.data.rankings.Rankings`.

    Parameters
    ----------
    path
        ``.txt`` or gzip file.
    n_rankers
        Expected number of rankers; by default taken from the first line.
    max_label
        Largest relevance label accepted (LETOR 4.0: 2); ``None`` accepts any
        non-negative integer label.
    ranks
        ``False`` reads only the labels, qids and docids, as the official evaluator does: the fields between
        ``qid:`` and ``#`` may then be any model's features (MQ2007's ``1:0.031310``, sparse or zero-based
        SVMlight indices), and the result has no rankers.

    Raises
    ------
    InputFormatError
        Naming the file and line, for a wrong field count, a token that is not
        ``k:value``, a ranker index out of order or range, a rank that is not a
        positive integer of at most 2**53, a label that is not an integer in
        ``0..max_label``, a missing docid, a document twice in one query, or a
        query whose lines are not contiguous.  A file or gzip stream that cannot
        be read is an :class:`InputFormatError` naming the file.

    Notes
    -----
    An empty file gives a Rankings with no queries.  A document that no ranker
    ranked (968 of them in MQ2007-agg) is kept, with all ranks NaN.
    """
    text = read_text(path)
    raw_lines = text.split("\n")
    line_no = [i + 1 for i, ln in enumerate(raw_lines) if ln.strip(BLANKS)]
    lines = [raw_lines[i - 1] for i in line_no]
    if not lines:
        k = n_rankers or 0
        return Rankings(
            offsets=np.zeros(1, np.int64),
            ranks=np.zeros((0, k)),
            qids=np.array([], dtype=str),
            docids=np.array([], dtype=str),
            ranker_names=tuple(f"R{i + 1}" for i in range(k)),
            labels=np.zeros(0, np.int64),
        )

    if "\r" in text:  # most files hold none: one scan
        _refuse_inner_cr(path, lines, line_no)
    rows = _LINE.findall(text)
    if len(rows) == len(lines):
        labels_txt = [r[0] for r in rows]
        qids_txt = [r[1] for r in rows]
        rests = [r[2] for r in rows]
        docids = [r[3] for r in rows]
    else:  # some line does not have the LETOR shape: find it and say why
        labels_txt, qids_txt, rests, docids = [], [], [], []
        for n, ln in zip(line_no, lines):
            head, _, comment = ln.partition("#")
            m = _DOCID.search(comment)
            if m is None:
                raise InputFormatError(path, n, "no '#docid = ...' comment")
            parts = fields_of(head, 2)
            if len(parts) < 2 or not parts[1].startswith("qid:") or len(parts[1]) == 4:
                raise InputFormatError(path, n, "expected 'LABEL qid:QID k:rank ...'")
            docids.append(m.group(1))
            labels_txt.append(parts[0])
            qids_txt.append(parts[1][4:])
            rests.append(parts[2] if len(parts) == 3 else "")

    if not ranks:  # a feature file: the features are the model's, not rankers' places (Eval-Score-4.0 skips them)
        rests, n_rankers = [""] * len(rests), 0
    counts = np.fromiter((r.count(":") for r in rests), dtype=np.int64, count=len(rests))
    k = int(n_rankers if n_rankers is not None else counts[0])
    bad = np.flatnonzero(counts != k)
    if bad.size:
        i = int(bad[0])
        raise InputFormatError(
            path, line_no[i], f"expected {k} ranker fields 'k:rank', found {len(fields_of(rests[i]))} fields"
        )

    if _BAD_TOKEN.search("\n".join(rests)):  # a field that is not one 'k:rank' ('2:' then '7', 'x'): name it
        _locate_bad_token(path, rests, line_no, k)
    for kind, names in (("qid", qids_txt), ("docid", docids)):  # C strings end at a NUL: the id rule refuses it
        if "\0" in "".join(names):
            i = next(i for i, n in enumerate(names) if "\0" in n)
            raise InputFormatError(path, line_no[i], f"{kind} {names[i]!r} holds a NUL character")

    labels = _parse_labels(path, labels_txt, line_no, max_label)

    if k > 0:
        table = _parse_rank_table(path, rests, line_no, k)
    else:
        table = np.zeros((len(lines), 0))

    qids_arr = np.asarray(qids_txt)
    change = np.ones(len(qids_arr), dtype=bool)
    change[1:] = qids_arr[1:] != qids_arr[:-1]
    starts = np.flatnonzero(change)
    q_order = qids_arr[starts]
    uniq, first = np.unique(q_order, return_index=True)
    if len(uniq) != len(q_order):
        seen = set()
        for s in starts:
            q = qids_arr[s]
            if q in seen:
                raise InputFormatError(
                    path, line_no[s], f"qid {q} reappears after other queries; lines of a query must be contiguous"
                )
            seen.add(q)
    offsets = np.append(starts, len(qids_arr)).astype(np.int64)

    docids_arr = np.asarray(docids)
    qidx = np.repeat(np.arange(len(starts)), np.diff(offsets))
    key = pd.DataFrame({"q": qidx, "d": docids_arr})
    dup = key.duplicated().to_numpy()
    if dup.any():
        i = int(np.flatnonzero(dup)[0])
        raise InputFormatError(path, line_no[i], f"document {docids_arr[i]} appears twice in query {qids_arr[i]}")

    return Rankings(
        offsets=offsets,
        ranks=table,
        qids=q_order,
        docids=docids_arr,
        ranker_names=tuple(f"R{i + 1}" for i in range(k)),
        labels=labels,
    )


_C_INTEGER = compiled(r"[+-]?[0-9]+", re.ASCII)


def _parse_labels(path, labels_txt: list[str], line_no: list[int], max_label: int | None) -> NDArray[np.int64]:
    """The labels as C's ``strtol`` reads a whole token: ASCII digits with an optional sign (NumPy's and Python's
    int() also read '１', '١' and '1_0', which the LETOR tools refuse: a label no tool reads would be silent)."""
    try:
        if not "".join(labels_txt).isascii() or any("_" in t for t in labels_txt):
            raise ValueError("not C's digits")
        labels = np.asarray(labels_txt).astype(np.int64)
    except (ValueError, OverflowError):
        for i, t in enumerate(labels_txt):
            try:
                if not _C_INTEGER.fullmatch(t):
                    raise ValueError(t)
                np.int64(int(t))
            except (ValueError, OverflowError):
                raise InputFormatError(path, line_no[i], f"label {shown(t)} is not an integer") from None
        raise  # pragma: no cover - numpy and int() disagree
    high = np.iinfo(np.int64).max if max_label is None else max_label
    bad = np.flatnonzero((labels < 0) | (labels > high))
    if bad.size:
        i = int(bad[0])
        allowed = ("a non-negative integer" if max_label is None else
                   f"in 0..{max_label} (LETOR 4.0's grades; rankagg.io.read_letor takes max_label= for more)")
        raise InputFormatError(path, line_no[i], f"label {labels_txt[i]} is not {allowed}")
    return labels


def _parse_rank_table(path, rests: list[str], line_no: list[int], k: int) -> NDArray[np.float64]:
    """``k:value`` tokens to a float table, NaN for NULL, with exact error lines."""
    # every ASCII blank a space: the C parser's whitespace separator is the space and the tab, and it ends a
    # line at a CR
    body = "\n".join(rests).replace(":", " ").translate(_TO_SPACE)
    try:
        frame = pd.read_csv(
            io.StringIO(body),
            sep=r"\s+",
            header=None,
            na_values=["NULL"],
            keep_default_na=False,
            engine="c",
        )
        ok = frame.shape == (len(rests), 2 * k) and all(
            pd.api.types.is_numeric_dtype(dt) for dt in frame.dtypes
        )
    except (ValueError, pd.errors.ParserError):
        ok = False
    if not ok:
        _locate_bad_token(path, rests, line_no, k)
        # every token is well formed (the parser declined something else): read them one at a time
        frame = pd.DataFrame([[np.nan if v == "NULL" else strict_float(v) for t in fields_of(r)
                               for v in t.partition(":")[::2]] for r in rests], dtype=np.float64)
    values = frame.to_numpy(dtype=np.float64)
    index = values[:, 0::2]
    ranks = values[:, 1::2]
    # the C parser reads 'nan'/'inf' as floats: only NULL may mean "not ranked"
    n_null = np.fromiter((r.count("NULL") for r in rests), dtype=np.int64, count=len(rests))
    if np.any(np.isnan(ranks).sum(axis=1) != n_null) or np.any(np.isnan(index)):
        _locate_bad_token(path, rests, line_no, k)
    expected = np.arange(1, k + 1, dtype=np.float64)
    bad_rows = np.flatnonzero(np.any(index != expected, axis=1))
    if bad_rows.size:
        i = int(bad_rows[0])
        j = int(np.flatnonzero(index[i] != expected)[0])
        idx = index[i, j]
        what = "out of range" if (np.isnan(idx) or idx < 1 or idx > k) else "out of order"
        raise InputFormatError(
            path, line_no[i], f"ranker index {_fmt(idx)} {what}: expected {j + 1} (indices 1..{k} in order)"
        )
    finite = ~np.isnan(ranks)
    bad = finite & ((ranks < 1) | (ranks != np.floor(ranks)) | ~np.isfinite(ranks) | (ranks > MAX_RANK))
    if bad.any():
        i, j = (int(x) for x in np.argwhere(bad)[0])
        raise InputFormatError(
            path, line_no[i], f"rank {_fmt(ranks[i, j])} of ranker {j + 1} is not a positive integer <= 2**53"
        )
    return ranks


def _fmt(x: float) -> str:
    return str(int(x)) if np.isfinite(x) and x == int(x) else repr(float(x))


def _locate_bad_token(path, rests: list[str], line_no: list[int], k: int) -> None:
    """Slow path, only on malformed input: find the first offending token."""
    for i, rest in enumerate(rests):
        for j, tok in enumerate(fields_of(rest)):
            idx, sep, val = tok.partition(":")
            if not sep:
                raise InputFormatError(path, line_no[i], f"field {tok!r} is not 'k:rank'")
            try:
                if not (idx.isascii() and idx.isdigit()):  # int() takes '1_0' and other scripts' digits
                    raise ValueError(idx)
                idx_v = int(idx)
            except ValueError:
                raise InputFormatError(path, line_no[i], f"ranker index {shown(idx)} is not an integer") from None
            if idx_v < 1 or idx_v > k:
                raise InputFormatError(path, line_no[i], f"ranker index {idx_v} out of range 1..{k}")
            if val == "NULL":
                continue
            try:
                v = strict_float(val)  # C's reading of the whole token: '1_0', 'nan' and other digits refused
            except ValueError:
                kind = "not a number" if _not_float(val) else "not a positive integer <= 2**53"
                raise InputFormatError(path, line_no[i], f"rank {val!r} of ranker {idx} is {kind}") from None
            if not np.isfinite(v) or v < 1 or v != int(v) or v > MAX_RANK:
                raise InputFormatError(path, line_no[i], f"rank {val!r} of ranker {idx} is not a positive integer <= 2**53")


def _not_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return True
    return False


def _refuse_inner_cr(path: str | os.PathLike, lines: list[str], line_no: list[int]) -> None:
    """A CR alone inside a line's ``#`` comment, text after it: a file whose lines end in CR (old Mac) is one line
    for every LETOR reader (the official evaluator and svmlight split at LF), whose comment swallows every other
    document, so it would read as one document of many.  A CR before the LF (CRLF), or among the fields' blanks,
    is a blank, as trec_eval's family reads it."""
    for n, line in zip(line_no, lines):
        if "\r" in line.partition("#")[2].rstrip(BLANKS):
            raise InputFormatError(path, n, "a carriage return inside the '#' comment, text after it: are the line "
                                   "ends CR alone (old Mac)? A LETOR line ends with LF (or CRLF)")


# --------------------------------------------------------------------- scores
def read_scores(path: str | os.PathLike, n_expected: int | None = None) -> NDArray[np.float64]:
    """One score per line (the official evaluator's prediction file)."""
    text = read_text(path)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out = np.empty(len(lines))
    try:
        out[:] = np.asarray(lines, dtype=np.float64) if lines else out
    except ValueError:
        for i, t in enumerate(lines):
            try:
                float(t)
            except ValueError:
                raise InputFormatError(path, i + 1, f"score {shown(t)} is not a number") from None
    bad = np.flatnonzero(~np.isfinite(out))
    if bad.size:
        raise InputFormatError(path, int(bad[0]) + 1, f"score {lines[bad[0]].strip()!r} is not finite")
    if n_expected is not None and len(out) != n_expected:
        raise InputFormatError(path, None, f"{len(out)} scores for {n_expected} lines of the LETOR file")
    return out


def write_scores(path: str | os.PathLike, scores: NDArray[np.float64], *, inputs: Sequence[str | os.PathLike] = ()) -> None:
    """Write one score per line, full precision, atomically."""
    scores = np.asarray(scores, dtype=np.float64)
    if np.any(~np.isfinite(scores)):
        raise ValueError("scores to write must be finite")
    atomic_write_text(path, "".join(f"{s!r}\n" for s in scores.tolist()), inputs=inputs, stdout=True)


def write_letor(path: str | os.PathLike, data: Rankings, *, inputs: Sequence[str | os.PathLike] = ()) -> None:
    """Write a Rankings in the LETOR aggregation format (labels 0 when absent), atomically.

    Only what :func:`read_letor` reads back identically is written: ranks must be
    integers of at most 2**53, labels non-negative, qids and docids single words.
    """
    ranked = data.ranks[~np.isnan(data.ranks)]
    if np.any((ranked != np.floor(ranked)) | (ranked > MAX_RANK)):
        raise ValueError("LETOR files hold integer ranks of at most 2**53; these ranks are not")
    labels = data.labels if data.labels is not None else np.zeros(data.n_items, np.int64)
    if np.any(labels < 0):
        raise ValueError("LETOR labels must be non-negative")
    for kind, names, forbidden in (("qid", data.qids, "#"), ("docid", data.docids, "")):
        bad = [n for n in names if not n or any(c in BLANKS or c in "\n\0" or c in forbidden for c in n)]
        if bad:
            raise ValueError(f"LETOR {kind}s must be non-empty words without spaces or '#', got {bad[0]!r}")
    qidx = data.query_of_item
    out = []
    for i in range(data.n_items):
        fields = " ".join(
            f"{r + 1}:{'NULL' if np.isnan(v) else int(v)}" for r, v in enumerate(data.ranks[i])
        )
        out.append(f"{labels[i]} qid:{data.qids[qidx[i]]} {fields} #docid = {data.docids[i]}\n")
    atomic_write_text(path, "".join(out), inputs=inputs)


def letor_paths(folder: Path) -> dict[str, Path]:
    """Files of a LETOR aggregation dataset folder, by subset name (S1..S5)."""
    found: dict[str, Path] = {}
    for i in range(1, 6):
        for suffix in (".txt", ".txt.gz"):
            p = folder / f"S{i}{suffix}"
            if p.exists():
                found[f"S{i}"] = p
                break
    return found
