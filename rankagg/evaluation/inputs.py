"""One validator for the runs and qrels given to evaluation, shared by ``rankagg evaluate`` and ``rankagg.evaluate``.

The file readers (:mod:`rankagg.io.trec`) already refuse a bad line naming the
file and line; this checks the columns that reach the evaluation from anywhere
(a DataFrame, a dict, a ranx object, or the readers' columns), with trec_eval's
rules, and names the parameter (``run`` / ``qrels``), the query and the document:

* a score must be a finite number (trec_eval reads a number; NaN has no order);
* a grade must be an integer (trec_eval reads grades as integers: ``0.5`` would
  silently become 0) in int64's range; NaN is refused;
* a document appears once per query, in the run and in the qrels;
* query and document ids follow the readers' id rule (:func:`rankagg.io.rules.id_fault`: not empty, no
  blank or newline of :data:`~rankagg.io.rules.ID_BLANKS`, the length cap), so an id evaluated is one
  ``rankagg fuse`` reads and writes (a no-break space is part of an id, as it is to trec_eval, whose
  tokenizer is C's ``isspace``); and no NUL ('a' and 'a\\0' would be one id to trec_eval's C strings).
"""

from __future__ import annotations

import math
from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.id_forms import int_ids
from rankagg.io.text_input import grade_value, strict_float
from rankagg.io._errors import InputFormatError
from rankagg.io.json_documents import refuse_document
from rankagg.io.rules import (ID_BLANKS, MAX_ID_CHARS, MISSING_SCORE, check_ids, first_bad_id, id_fault, not_finite,
                               number_value, shown, type_fault)

try:  # built at install (setup.py); without it the Python path reads the runs (the same values, slower)
    import rankagg._eval_native as _native
except ImportError:  # pragma: no cover - an install without a C compiler
    _native = None  # type: ignore[assignment]

__all__ = ["check_eval_columns", "checked_run_mapping", "mapping_columns", "Checked"]


#: the characters an id may not hold (the readers' blanks, and NUL): deleted in one C pass to look for any
_ASCII_REFUSED = (ID_BLANKS + "\0").encode("ascii")


def _check_strings(strs: list[str], what: str, column: str, joined: str | None = None,
                   has_empty: bool | None = None) -> None:
    """Each string an id by the readers' rule (:func:`~rankagg.io.rules.id_fault`), without NUL (``strs``: the
    distinct ones, in input order; ``joined``: their concatenation, and ``has_empty``: whether one is empty,
    when the caller knows)."""
    joined = "".join(strs) if joined is None else joined
    if joined.isascii():  # the common case: a byte translation in C, ten times the regular expression's speed
        nonempty = all(strs) if has_empty is None else not has_empty
        plain = nonempty and len(joined.encode("ascii").translate(None, _ASCII_REFUSED)) == len(joined)
        if plain and (len(joined) <= MAX_ID_CHARS or max(map(len, strs)) <= MAX_ID_CHARS):
            return
    at = first_bad_id(strs)
    if at is not None:
        raise ValueError(f"{what}: {column} {strs[at]!r} {id_fault(strs[at])} (a TREC line could not hold it)")
    if "\0" in joined:  # the readers refuse NUL bytes too; 'a' and 'a\0' would be one id to C string code
        bad = next(x for x in strs if "\0" in x)
        raise ValueError(f"{what}: {column} {bad!r} holds a NUL character")


def _strings(values: Any, what: str, column: str, beside: tuple[str, Any] | None = None
             ) -> tuple[NDArray, list[str], NDArray[np.int64], Any]:
    """The column as strings (an object or string array), its distinct strings (first-appearance order), each
    line's index among them and, when pyarrow hashed them, the distinct strings as a pyarrow array; the
    distinct strings checked (:func:`_check_strings`).  ``beside``: (what it is, the other id column), whose value
    on a refused id's line says where that id is (``query 'Q42|P27|?'``: a dict or frame has no line number)."""
    arr = values if isinstance(values, np.ndarray) else np.asarray(values, dtype=object)
    if arr.dtype.kind == "U":  # the readers' columns: sorted in C, then put in first-appearance order
        uniques, first, inverse = np.unique(arr, return_index=True, return_inverse=True)
        order = np.argsort(first, kind="stable")
        place = np.empty(len(order), dtype=np.int64)
        place[order] = np.arange(len(order))
        strs, codes, arrow = uniques[order].tolist(), place[inverse.ravel()], None
    elif (encoded := _arrow_encoded(arr)) is not None:  # every value a str: the column is its own string form
        strs, arrow = encoded.dictionary.to_pylist(), encoded.dictionary
        codes = np.frombuffer(encoded.indices.buffers()[1], dtype=np.int32, count=len(encoded),
                              offset=encoded.indices.offset * 4).astype(np.int64)
    else:  # numbers or mixed objects: the ids of the registry's type rule (str, or all int; None, NaN, floats,
        # bytes, bools and lists refused, as every form refuses them), hashed by a dict
        values_list = arr.tolist()  # Python ints (a frame's int64 column among them) are their decimals, at once
        column_strs = list(map(str, values_list)) if set(map(type, values_list)) <= {int} else \
            _named_ids(what, column, values_list, beside)
        index: dict[str, int] = {}
        codes = np.fromiter((index.setdefault(x, len(index)) for x in column_strs), dtype=np.int64, count=len(arr))
        strs, arrow, arr = list(index), None, np.asarray(column_strs, dtype=object)
    _check_strings(strs, what, column)
    return arr, strs, codes, arrow


def _named_ids(what: str, column: str, values: list[Any], beside: tuple[str, Any] | None) -> list[str]:
    """:func:`~rankagg.io.rules.check_ids` of the values, a refused one named with the id beside it on its line
    (was: "qrels: document id None is missing", in qrels of thousands of queries)."""
    try:
        return check_ids(what, column, values, row_of=None if beside is None else (lambda i: i))
    except InputFormatError as exc:
        if beside is None or exc.line is None:
            raise
        said = str(exc)[len(f"{exc.path}:{exc.line}: "):]
        other = np.asarray(beside[1], dtype=object)[exc.line]
        raise InputFormatError(what, None, f"{beside[0]} {other!r}: {said}") from None


def _arrow_encoded(arr: NDArray) -> Any:
    """The column dictionary-encoded by pyarrow (hashed in C) when every value is a ``str``, else None."""
    if arr.dtype.kind != "O" or not len(arr):
        return None
    try:
        import pyarrow as pa

        strings = pa.array(arr, from_pandas=False)  # its type inferred: pa.string() would decode bytes as text
    except (ImportError, TypeError, ValueError, OverflowError):  # ArrowTypeError / ArrowInvalid: not all strings;
        return None  # OverflowError: an int beyond int64 (hnswlib's uint64 labels, a 64-bit hash), read as its decimals
    if strings.null_count or not pa.types.is_string(strings.type):
        return None
    return strings.dictionary_encode()


def _numbers(values: Any, what: str, column: str, qid: NDArray, docid: NDArray) -> NDArray[np.float64]:
    arr = np.asarray(values)
    if arr.dtype.kind == "u" and len(arr) and int(arr.max()) >= 2**63:
        arr = arr.astype(object)  # beyond int64: found and named below
    if arr.dtype.kind in "iu" or (arr.dtype.kind == "f" and np.isfinite(arr).all()
                                  and (column != "rel" or (np.abs(arr) < 2.0**63).all() and (arr == np.round(arr)).all())):
        return arr.astype(np.float64)  # the common case, checked at once; else find the first fault below
    raw = np.asarray(values, dtype=object)
    out = np.empty(len(raw), dtype=np.float64)
    for i, v in enumerate(raw.tolist()):
        if column == "score" and isinstance(v, str):  # read by trec_eval's rule, as every form reads a score
            try:                                      # given as text ('1_5' and '١٠' are not numbers)
                v = strict_float(v)
            except ValueError:
                raise ValueError(f"{what}: score {shown(v)} of document {docid[i]} for query {qid[i]} is not a number "
                                 "as trec_eval reads one") from None
        if column == "rel" and isinstance(v, str):  # a grade's text (a frame read with dtype=str, a dict of a
            grade = grade_value(v)                     # spreadsheet's cells) is read as the qrels file's grade is
            if grade is None:
                raise ValueError(f"{what}: grade {shown(v)} of document {docid[i]} for query {qid[i]} is not an integer "
                                 "as trec_eval reads a grade (ASCII digits, an optional sign)")
            v = grade
        number = number_value(v)  # the one number rule of the in-process forms (a Decimal is its digits' double)
        if number is None and column == "rel" and isinstance(v, (bool, np.bool_)):  # DPR's has_answer flags
            raise ValueError(f"{what}: rel {shown(v)} of document {docid[i]} for query {qid[i]} is a bool, not a grade: "
                             "give the judgments as grades (True as 1, False as 0: .astype(int))")
        if number is None:
            missing = f" ({MISSING_SCORE})" if str(type_fault(v)).startswith("is missing") else ""
            raise ValueError(f"{what}: {column} {shown(v)} of document {docid[i]} for query {qid[i]} is not a number"
                             + missing)
        if isinstance(v, (int, np.integer)) and math.isinf(number):
            raise ValueError(f"{what}: {column} {shown(v)} of document {docid[i]} for query {qid[i]} is out of range")
        out[i] = number
        if not np.isfinite(out[i]):
            label = "grade" if column == "rel" else column
            raise ValueError(f"{what}: {label} {shown(v)} of document {docid[i]} for query {qid[i]} "
                             f"{not_finite(out[i])}")
        if column == "rel" and (float(v) != int(v) or not -(2**63) <= int(v) < 2**63):
            raise ValueError(f"{what}: grade {shown(v)} of document {docid[i]} for query {qid[i]} is not an integer "
                             "(trec_eval reads grades as integers)")
    return out


def _once(qid: NDArray, docid: NDArray, what: str, q_uniques: list[str], q_code: NDArray[np.int64],
          d_uniques: list[str], d_code: NDArray[np.int64]) -> None:
    """A document twice for one query is refused, naming the first such pair (in input order)."""
    n_docs = max(len(d_uniques), 1)
    key = q_code * n_docs + d_code
    if len(q_uniques) * n_docs <= 32 * len(key) + 1024:  # a table of the pairs when it is small: no sort
        seen = np.zeros(len(q_uniques) * n_docs, dtype=bool)
        seen[key] = True
        if int(np.count_nonzero(seen)) == len(key):
            return
    order = np.argsort(key, kind="stable")
    repeated = np.flatnonzero(key[order][1:] == key[order][:-1])
    if not len(repeated):
        return
    i = int(np.min(order[repeated + 1]))  # the first line (in input order) that repeats an earlier pair
    raise ValueError(f"{what}: document {docid[i]} appears twice for query {qid[i]}")


class Checked(dict):
    """Columns :func:`check_eval_columns` returned (given again, they are not checked twice), with the
    distinct qids and docids (first-appearance order) and each line's index among them (``codes``; from
    :func:`checked_run_mapping`, the docids are each line's own, distinct within a query)."""

    kind = ""
    codes: tuple[list[str], NDArray[np.int64], list[str], NDArray[np.int64]]
    docid_strings: Any = None  # the distinct docids as a pyarrow array, when pyarrow coded them
    by_query: list[Mapping[str, Any]] | None = None  # from checked_run_mapping: each query's {docid: score}
    int_ids: tuple[bool, bool] = (False, False)  # whether the qids, the docids were given as numbers (id_forms)

    def columns(self) -> "Checked":
        """These columns with ``qid`` and ``docid`` as arrays (:func:`checked_run_mapping` makes them only
        when asked: the evaluation reads the codes)."""
        if "qid" not in self:
            q_uniques, q_code, d_uniques, d_code = self.codes
            self["qid"] = np.asarray(q_uniques, dtype=object)[q_code]
            self["docid"] = np.asarray(d_uniques, dtype=object)[d_code]
        return self


def check_eval_columns(columns: Mapping[str, Any], what: str, value: str) -> Checked:
    """``columns`` (``qid, docid`` and ``value``: ``"score"`` for a run, ``"rel"`` for qrels; ``what`` names
    them in errors: the parameter or the file) checked (module docstring) and returned as arrays: strings,
    float64 scores, int64 grades."""
    if value not in ("score", "rel"):
        raise ValueError(f"value must be 'score' or 'rel', got {value!r}")
    if isinstance(columns, Checked) and columns.kind == value:
        return columns
    for c in ("qid", "docid", value):
        if c not in columns:
            raise ValueError(f"{what}: needs a {c!r} column")
    qid, q_uniques, q_code, _ = _strings(columns["qid"], what, "query id", ("document", columns["docid"]))
    docid, d_uniques, d_code, d_arrow = _strings(columns["docid"], what, "document id", ("query", qid))
    raw = columns[value]
    if not len(qid) == len(docid) == len(raw if hasattr(raw, "__len__") else np.asarray(raw, dtype=object)):
        raise ValueError(f"{what}: columns of different lengths")
    vals = _numbers(raw, what, value, qid, docid)
    _once(qid, docid, what, q_uniques, q_code, d_uniques, d_code)
    grades = np.asarray(raw).astype(np.int64) if np.asarray(raw).dtype.kind in "iu" else None
    out = Checked(qid=qid, docid=docid,
                  **{value: (grades if grades is not None else vals.astype(np.int64)) if value == "rel" else vals})
    out.kind, out.codes, out.docid_strings = value, (q_uniques, q_code, d_uniques, d_code), d_arrow
    out.int_ids = (int_ids(columns["qid"]), int_ids(columns["docid"]))
    return out


def checked_run_mapping(run: Mapping[str, Mapping[str, Any]], what: str) -> Checked | None:
    """A run given as ``{qid: {docid: score}}`` checked as :func:`check_eval_columns` checks its columns, in a
    few passes of C-level builtins over its entries (``rankagg.evaluate`` of loaded runs: issue 35).

    Its ids need no hashing: a dict's keys are distinct, so when every qid and docid is a ``str`` (``"".join``
    refuses anything else) no document appears twice for a query, and the docids are coded by their line
    (``codes``: each line's own docid).  None when an id is not a ``str`` or a score not a plain finite number
    (:func:`check_eval_columns` then reads the columns, and names the fault); the same rules, the same
    values.  ``run``'s values must be mappings (the caller checked).  A dict of dicts of str ids and float
    scores is read in one pass in C (:func:`_native_run_mapping`)."""
    from itertools import chain

    if (native := _native_run_mapping(run, what)) is not None:
        return native
    docs = list(run.values())
    sizes = np.fromiter(map(len, docs), dtype=np.int64, count=len(docs))
    qids = list(run)
    if not sizes.all():  # no line here; rankagg.evaluate adds such a judged query back (its empty_queries)
        qids = [q for q, n in zip(qids, sizes.tolist()) if n]
        sizes = sizes[sizes > 0]
    docids = list(chain.from_iterable(docs))
    try:
        q_joined, d_joined = "".join(qids), "".join(docids)
    except TypeError:
        return None
    values = list(chain.from_iterable(d.values() for d in docs))
    # as the columns are read: np.asarray, then check_eval_columns' rule.  Python floats (a parsed run) come out
    # as float64, their type found in C: 47 ms for round 5's 28 runs against 62 ms for a set of the values'
    # types and np.fromiter (min of 5)
    score = _values(values)  # a bool among the numbers: refused by check_eval_columns, named
    if not (score.dtype.kind == "i" or (score.dtype.kind == "f" and np.isfinite(score).all())):
        return None
    _check_strings(qids, what, "query id", q_joined, "" in run)
    _check_strings(docids, what, "document id", d_joined, any("" in d for d in docs))  # str keys: a dict lookup
    out = Checked(score=score.astype(np.float64))
    q_code = np.repeat(np.arange(len(qids), dtype=np.int64), sizes)
    out.kind, out.codes = "score", (qids, q_code, docids, np.arange(len(docids), dtype=np.int64))
    out.by_query = [d for d in docs if len(d)]
    return out


def _native_run_mapping(run: Mapping[str, Mapping[str, Any]], what: str) -> Checked | None:
    """:func:`checked_run_mapping`'s answer read by ``rankagg._eval_native.run_columns`` (one pass over the
    entries in C: a dict of dicts of str ids and finite float scores, whose doubles np.asarray would give
    unchanged), or None (no kernel, or it declined: the Python path reads the run).  Ids that are not all
    plain ASCII are checked here as the Python path checks them (the same error)."""
    got = _native.run_columns(run, MAX_ID_CHARS) if _native is not None else None
    if got is None:
        return None
    qids, sizes, docids, scores, by_query, plain = got
    if not plain:
        _check_strings(qids, what, "query id")
        _check_strings(docids, what, "document id")
    out = Checked(score=np.frombuffer(scores, dtype=np.float64))
    q_code = np.repeat(np.arange(len(qids), dtype=np.int64), np.frombuffer(sizes, dtype=np.int64))
    out.kind, out.codes = "score", (qids, q_code, docids, np.arange(len(docids), dtype=np.int64))
    out.by_query = by_query
    return out


def mapping_columns(x: Mapping[Any, Any], value: str, what: str) -> Mapping[str, Any]:
    """``{qid: {docid: value}}`` as the evaluation's columns (``value``: ``"score"`` or ``"rel"``; ``what`` names
    it in errors): a run of string ids already checked (:func:`checked_run_mapping`), else the columns to check."""
    from itertools import chain

    docs = list(x.values())
    refuse_document(what, x, "{qid: {docid: value}}")  # its values may be mappings (OpenTripPlanner's 'plan')
    for q, d in x.items():
        if not isinstance(d, Mapping):  # named, as a wrong entry is everywhere: {name: frame} is no run of queries
            refuse_document(what, x, "{qid: {docid: value}}")
            several = " (several runs go in a list: [run, ...])" if value == "score" else ""
            raise ValueError(f"{what}: query {q!r} holds a {type(d).__name__}, not {{docid: value}}: {what} must be "
                             f"a path, a DataFrame, a dict {{qid: {{docid: value}}}} or a ranx object{several}")
    if value == "score" and (checked := checked_run_mapping(x, what)) is not None:
        return checked  # string ids: checked without hashing them (issue 35)
    sizes = np.fromiter((len(d) for d in docs), dtype=np.int64, count=len(docs))
    # the ids as given (the type rule reads them: str(None) was the query 'None', {1: .., '1': ..} one query); a
    # tuple stays one value (np.asarray made it a row of two)
    qids = np.fromiter(x, dtype=object, count=len(docs))
    docids = np.fromiter(chain.from_iterable(docs), dtype=object, count=int(sizes.sum()))
    return {"qid": np.repeat(qids, sizes), "docid": docids, value: _values(list(chain.from_iterable(d.values() for d in docs)))}


def _values(values: list[Any]) -> NDArray:
    """Scores or grades as an array for :func:`_numbers`: numbers as NumPy makes them, but an array of objects when
    a bool or a text is among them (NumPy made ``[True, 0.5]`` the scores 1.0, 0.5, and ``[1.0, 'abc']`` the texts
    '1.0', 'abc'), so that the value refused is the one named."""
    try:
        arr = np.asarray(values)
    except ValueError:  # sequences of several lengths among the values: NumPy refuses to stack them
        arr = None
    # a sequence per value ('logits[i].tolist()', a 1-element array) stacked to 2-D: each is a value to refuse,
    # named, where a 2-D array failed later with NumPy's 'could not broadcast' (issue 45's nineteenth bar)
    if arr is not None and arr.ndim == 1 and arr.dtype.kind in "iuf" and not {bool, np.bool_} & set(map(type, values)):
        return arr
    return np.fromiter(values, dtype=object, count=len(values))  # each value one object, a list too
