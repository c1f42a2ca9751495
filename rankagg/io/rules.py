"""The input rules every reader applies, written once (``docs/reliability.md``, "One set of input rules").

Every reader of runs (the TREC text reader, the Parquet run table and its folders, pandas DataFrames,
Arrow tables and Python mappings; :mod:`rankagg.io.formats`) gives its columns to these functions, so a
value is accepted or refused the same way whatever the form it came in:

* **ids** (``q_id``, ``doc_id``): the text of one token of a TREC line, so that a run written from
  them reads back: not empty, no blank, newline (`` \\t\\n\\r\\f\\v``) or NUL (C strings end there), at most :data:`MAX_ID_CHARS`
  characters.  A run's name (a column of names), which no line holds, need only not be empty.  A column
  holds one type: strings, or integers (written as decimals).  A float column is refused, not guessed:
  ``1.0`` has two texts (Arrow writes ``1``, Python ``1.0``) and trec_eval reads ``1`` and ``1.0`` as two
  queries.  A missing value (None, NaN, null), bytes and booleans are refused, and so is a mix of
  strings and integers (``{1: .5, "1": .9}`` would fuse two documents as one).
* **numbers** (scores): trec_eval's ``atof`` acceptance, as the text reader reads a score token
  (:func:`rankagg.io.text_input.strict_float`): a string score is ASCII digits with an optional sign, point and
  exponent, so ``'1_5'`` and ``'١٠'`` (which Python's ``float`` reads as 15 and 10) are refused; a numeric
  column is read as it is, a ``decimal.Decimal`` (a database driver's ``numeric``, Arrow's ``decimal128``) as the
  double its digits read as (:func:`number_value`); booleans are refused; the score must be finite.
* **amounts** (a comparison's ``count`` and ``weight``; :func:`check_counts`, :func:`check_weights`): numbers by
  the same rule, positive and in range: a count is a whole number up to :data:`MAX_COUNT` (every integer up to
  2^53 is exact as a double; ``1e308`` would swamp every other row into rounding), a weight is within
  [:data:`MIN_WEIGHT`, :data:`MAX_WEIGHT`], so that a weight times a count, summed over any table, stays a
  finite, normal double.
* **names that are not ids** (a PrefLib alternative's name may hold blanks): :func:`trec_safe_id` writes them
  as one token, ``%`` and each blank percent-encoded (``urllib.parse.unquote`` gives the name back).

A reader's block of columns goes through these rules in :func:`rankagg.io.blocks.check_block`.

Each message names the source (the file, or ``dataframe`` / ``runs`` / ``Arrow table`` for objects in memory), the row or
line where there is one (1-based in a file, 0-based in a DataFrame, as pandas counts) and the value.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.data.model_documents import keys_once  # the rule of every JSON record (models' too)
from rankagg.data.named_keys import check_names_once, named_weights  # the methods' too (no io there)
from rankagg.io.text_input import strict_float
from rankagg.io._errors import InputFormatError, RowOf, fault_at, frame_row, frame_rows
from rankagg.io.amount_rules import MAX_COUNT, MAX_WEIGHT, MIN_WEIGHT, check_counts, check_weights
from rankagg.io.guard import MAX_LINE_BYTES
from rankagg.exceptions import shown as shown_value
from rankagg.io.line_form_store import compiled

__all__ = ["ID_BLANKS", "MAX_ID_CHARS", "MAX_COUNT", "MIN_WEIGHT", "MAX_WEIGHT", "check_ids", "check_scores",
           "check_counts", "check_weights", "number_value", "check_written_ids", "check_names_once", "check_columns_once", "records_of", "named_weights", "named_runs", "keys_once", "id_fault", "fault_at", "frame_row", "frame_rows", "trec_safe_id",
           "RowOf", "is_integer_id", "type_fault", "not_finite", "MISSING_SCORE"]

#: the characters an id may not hold: the TREC text reader splits a line at them
ID_BLANKS = " \t\n\r\f\v"
#: the longest id: two ids of 4-byte characters stay within the text reader's line cap
MAX_ID_CHARS = MAX_LINE_BYTES // 16
_BLANK = compiled("[" + re.escape(ID_BLANKS) + "]")
_INTEGERS = (int, np.integer)



def _not_unicode(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (``"\\ud800"`` from a JSON escape or a Python string): no UTF-8
    file can hold it, so every writer would fail on it with an error naming no input."""
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


#: why a text with a lone surrogate is refused (:func:`_not_unicode`)
NOT_UNICODE = "holds a lone surrogate (not Unicode text: no UTF-8 file can hold it)"


def id_fault(text: str) -> str | None:
    """Why ``text`` would not read back as one token of a TREC line, or None when it would."""
    if not text:
        return "is empty"
    if _not_unicode(text):
        return NOT_UNICODE
    if _BLANK.search(text):
        return "holds a blank or a newline"
    if "\0" in text:  # C strings end there: trec_eval would read 'a\0b' as 'a'
        return "holds a NUL character"
    if len(text) > MAX_ID_CHARS:
        return f"is longer than {MAX_ID_CHARS} characters"
    return None


def first_bad_id(texts: list[str]) -> int | None:
    """The index of the first text :func:`id_fault` refuses, else None; the common case (all good) is
    answered in C: ``all`` for the empty ones, a substring search of the joined texts per blank character
    (a regular expression's class is ten times slower here), the joined length for the longest."""
    if not texts:
        return None
    joined = "".join(texts)  # single characters are searched for: no separator needed
    if (all(texts) and not any(blank in joined for blank in ID_BLANKS + "\0")
            and (len(joined) <= MAX_ID_CHARS or max(map(len, texts)) <= MAX_ID_CHARS) and not _not_unicode(joined)):
        return None
    return next(i for i, t in enumerate(texts) if id_fault(t) is not None)


def shown(value: Any, cap: int = 80) -> str:
    """A value as an error message shows it: its ``repr``, cut after ``cap`` characters (an id over the length
    cap is 65537 characters or more; the message says how long it is instead).  Every value a refusal quotes from
    the data goes through here, any type: a score token holding a 768-dimension embedding, or an hour's transcript
    read as a weight, printed one line of 6 KB and 850 KB (issue 45's nineteenth bar, u19p_score_embedding_token
    and u19p_weights_stt_json)."""
    if not isinstance(value, str):
        return shown_value(value, cap)
    return repr(value) if len(value) <= cap else f"{value[:cap // 2]!r}... ({len(value)} characters)"


def _is_integer(v: Any) -> bool:
    return isinstance(v, _INTEGERS) and not isinstance(v, (bool, np.bool_))


is_integer_id = _is_integer  # the rule's integer id (a Python or NumPy int, not a bool), for the API's answers


def type_fault(v: Any) -> str | None:
    """Why a single id value of another type than ``str`` and integer is refused."""
    if v is None or (isinstance(v, (float, np.floating)) and math.isnan(v)) or type(v).__name__ in ("NAType", "NaTType"):
        return "is missing (None, NaN or null)"  # pd.NA and pd.NaT too (was: "is a NAType; ids are str")
    if isinstance(v, (bytes, bytearray)):
        return "is bytes; ids are str (or all int)"
    if isinstance(v, (bool, np.bool_)):
        return "is a bool; ids are str (or all int)"
    if isinstance(v, (float, np.floating)):
        return ("is a float; ids are str (or all int): a float has no one text (1.0 is '1' to Arrow, '1.0' to "
                "Python, and trec_eval reads those as two ids)")
    if not isinstance(v, (str, *_INTEGERS)):
        return f"is a {type(v).__name__}; ids are str (or all int)"
    return None


def check_ids(source: str, column: str, values: Sequence[Any], row_of: RowOf | None = None, *,
              names: bool = False) -> list[str]:
    """The ids of a column (its distinct values will do) as the texts written and compared, by the rule of
    the module docstring; a refused value raises :class:`InputFormatError` naming ``source``, the row
    ``row_of(i)`` of the ``i``-th value and the value.  ``names=True`` (a column of run names, which no run
    line holds: they meet weights and models by name) asks one type and no empty name, and lets a name hold
    blanks (``"BM25 + RM3"``, as ranx and PyTerrier name runs)."""
    kinds = set(map(type, values))
    if kinds <= {str}:
        texts = list(values)
    elif all(issubclass(k, str) for k in kinds):
        texts = list(map(str, values))
    elif all(issubclass(k, _INTEGERS) and not issubclass(k, (bool, np.bool_)) for k in kinds):
        texts = [str(int(v)) for v in values]
    else:
        bad = next((i for i, v in enumerate(values) if type_fault(v) is not None), None)
        if bad is not None:
            row = row_of(bad) if row_of is not None else None
            raise fault_at(source, row, f"{column} {values[bad]!r} {type_fault(values[bad])}")
        first_str = next(i for i, v in enumerate(values) if isinstance(v, str))
        first_int = next(i for i, v in enumerate(values) if _is_integer(v))
        row = row_of(max(first_str, first_int)) if row_of is not None else None
        raise fault_at(source, row, f"{column} mixes str and int ({values[first_str]!r} and {values[first_int]!r}); "
                                  "give ids of one type")
    bad = next((i for i, t in enumerate(texts) if _name_fault(t)), None) if names else first_bad_id(texts)
    if bad is not None:
        row = row_of(bad) if row_of is not None else None
        fault = _name_fault(texts[bad]) if names else f"{id_fault(texts[bad])}: a TREC line could not hold it"
        raise fault_at(source, row, f"{column} {shown(texts[bad])} {fault}")
    return texts


def _name_fault(text: str) -> str | None:
    """Why ``text`` cannot be a name (a run's, a judge's), or None: empty, a lone surrogate, or a NUL, where C
    strings end and which NumPy's text arrays drop at a name's end (``'judge 1\\0'`` read as ``'judge 1'``)."""
    if not text:
        return "is empty"
    if _not_unicode(text):
        return NOT_UNICODE
    if "\0" in text:
        return "holds a NUL character (C strings and NumPy's text arrays end there)"
    return None


def number_value(v: Any) -> float | None:
    """``v`` as a float when it is a number (int, float, NumPy's, or a ``decimal.Decimal``: psycopg's and DuckDB's
    ``numeric``, Arrow's ``decimal128``), else None; booleans are not numbers.  A Decimal is the double its digits
    read as (``float(Decimal)`` is ``float(str(d))``: trec_eval's ``atof`` of the same digits); a NaN Decimal
    (quiet or signalling) is NaN; an int beyond the doubles is infinite.  Every in-process score goes through
    this one rule: the forms' readers (:func:`check_scores`), ``rankagg.evaluate`` and the ``Fuser``'s lists."""
    if isinstance(v, (bool, np.bool_)):
        return None
    if isinstance(v, Decimal):
        return math.nan if v.is_nan() else float(v)
    if not isinstance(v, (int, float, np.integer, np.floating)):
        return None
    try:
        return float(v)
    except OverflowError:
        return math.inf


def _score(v: Any) -> tuple[float | None, str]:
    """One score value as a float by the numbers rule, or None and why it is refused."""
    if isinstance(v, str):
        try:
            x = strict_float(v)
        except ValueError:
            return None, ("is not a number as trec_eval reads one (ASCII digits, an optional sign, point and "
                          "exponent)")
    else:
        number = number_value(v)
        if number is None:
            return None, (f"is not a number ({MISSING_SCORE})" if str(type_fault(v)).startswith("is missing")
                          else f"is not a number (a {type(v).__name__})")
        x = number
    return (x, "") if math.isfinite(x) else (None, not_finite(x))


#: a score or grade that is missing (None, NaN, pandas' NA): what to do instead of guessing a rank for it
MISSING_SCORE = "None, NaN and pandas' NA are missing values: drop the row or fill it in"


def not_finite(x: float) -> str:
    """Why a score ``x`` that is not finite is refused: NaN is how pandas and NumPy hold a missing value."""
    return f"is not finite ({MISSING_SCORE})" if math.isnan(x) else "is not finite"


def check_scores(source: str, values: Any, row_of: RowOf | None = None, what: str = "score") -> NDArray[np.float64]:
    """The scores of a column as float64 by the numbers rule (module docstring): a numeric array as it is,
    other values one by one; a refused or non-finite score raises :class:`InputFormatError` naming
    ``source``, the row and the value."""
    arr = np.asarray(values) if not isinstance(values, list) else None
    if arr is not None and arr.dtype.kind in "iuf":
        out = arr.astype(np.float64)
        bad = np.flatnonzero(~np.isfinite(out))
        if not bad.size:
            return out
        i = int(bad[0])
        raise fault_at(source, row_of(i) if row_of is not None else None,
                       f"{what} {arr[i].item()!r} {not_finite(float(arr[i]))}")
    seq = values if isinstance(values, list) else np.asarray(values, dtype=object).tolist()
    if set(map(type, seq)) <= {float, int}:  # the common case (a mapping's or an object column's numbers)
        try:
            return check_scores(source, np.asarray(seq, dtype=np.float64), row_of, what)
        except OverflowError:  # an int too large for a float: said at its row below
            pass
    out = np.empty(len(seq), dtype=np.float64)
    for i, v in enumerate(seq):
        x, why = _score(v)
        if x is None:
            raise fault_at(source, row_of(i) if row_of is not None else None, f"{what} {shown(v)} {why}")
        out[i] = x
    return out


def _as_texts(ids: Any) -> list[str]:
    texts = ids.tolist() if isinstance(ids, np.ndarray) else list(ids)
    return texts if set(map(type, texts)) <= {str} else list(map(str, texts))


def check_written_ids(qids: Any, docids: Any, qidx: Any, tag: str, *, text: bool = False) -> None:
    """Refuse to write a run line whose query or document id would not read back (:func:`id_fault`), naming
    the id and its query: the writers' half of the id rule (the readers refuse such ids; a
    :class:`~rankagg.data.rankings.Rankings` built by hand may still hold one).  ``text``: the lines of a TREC
    text file, whose run tag must be one token too and whose query id may not start with ``#`` (NIST trec_eval
    10.0 skips such a line as a comment, and so does rankagg's reader) nor with a byte-order mark (the readers
    drop it on the first line and refuse it on a later one: ``rankagg.io._trec_text.refuse_nul``)."""
    qs = _as_texts(qids)
    bad = first_bad_id(qs)
    if bad is not None:
        raise ValueError(f"run {tag}: query id {qs[bad]!r} {id_fault(qs[bad])}: the run would not read back")
    if text and id_fault(tag) is not None:
        raise ValueError(f"run tag {tag!r} {id_fault(tag)}: the run would not read back (a TREC line's sixth field)")
    if text and any(q.startswith("#") for q in qs):
        q = next(q for q in qs if q.startswith("#"))
        raise ValueError(f"run {tag}: query id {q!r} starts with '#': trec_eval 10.0 skips such a line as a comment, "
                         "so the run would not read back")
    if text and any(q.startswith("\ufeff") for q in qs):  # u15f_cat_bom_shards_mid_file's rule, from the writer's side
        q = next(q for q in qs if q.startswith("\ufeff"))
        raise ValueError(f"run {tag}: query id {q!r} starts with a byte-order mark (U+FEFF): a reader drops it on the "
                         "first line and refuses it on another (files joined with cat), so the run would not read back")
    ds = _as_texts(docids)
    bad = first_bad_id(ds)
    if bad is not None:
        raise ValueError(f"run {tag}: document id {ds[bad]!r} of query {qs[int(qidx[bad])]!r} {id_fault(ds[bad])}: "
                         "the run would not read back")


def trec_safe_id(name: str) -> str:
    """``name`` as one token of a TREC line: ``%`` and every blank (any Unicode white space, as some readers
    split there) percent-encoded as UTF-8 (``"Park Lane"`` -> ``"Park%20Lane"``); a name without them is
    its own id, and ``urllib.parse.unquote`` gives the name back.  The empty name stays empty (for the
    caller to refuse)."""
    if "%" not in name and not any(c.isspace() for c in name):
        return name
    return "".join("".join(f"%{b:02X}" for b in c.encode("utf-8")) if c == "%" or c.isspace() else c
                   for c in name)


def check_columns_once(source: str, columns: Any) -> None:
    """Refuse a frame or table naming a column twice (``pd.concat(axis=1)`` makes one): which of the two is the
    score, the docid or the winner would be a guess (pandas gives both as a 2-D block or keeps the last, Arrow
    refuses to pick one)."""
    seen: set[Any] = set()
    for c in columns:
        if c in seen:
            raise InputFormatError(source, None, f"the column {c!r} is given twice; give each column once")
        seen.add(c)


def records_of(table: Any, source: str) -> list[Any]:
    """The records (one mapping per row) of a table given in memory: a DataFrame (pandas or polars), an Arrow
    table or record batch (its rows, not its columns), or any iterable of mappings (a generator too), each column
    named once."""
    if type(table).__module__.startswith("pyarrow") and hasattr(table, "to_pylist"):
        check_columns_once(source, table.column_names)
        return list(table.to_pylist())
    if type(table).__module__.startswith("polars") and hasattr(table, "to_dicts"):  # its to_dict takes no orient
        check_columns_once(source, table.columns)
        return list(table.to_dicts())
    if hasattr(table, "to_dict") and hasattr(table, "columns"):  # a DataFrame
        check_columns_once(source, table.columns)
        return list(table.to_dict("records"))
    from collections.abc import Mapping

    if isinstance(table, (str, bytes, Mapping)) or not hasattr(table, "__iter__"):
        raise InputFormatError(source, None, f"expected a DataFrame, an Arrow table or records (mappings), got a "
                                             f"{type(table).__name__}")
    records = list(table)
    bad = next((i for i, r in enumerate(records) if not isinstance(r, Mapping)), None)
    if bad is not None:
        raise InputFormatError(source, None, f"row {bad}: a record is a mapping of column -> value, got a "
                                             f"{type(records[bad]).__name__}")
    return records


def named_runs(runs: Any, source: str = "runs") -> list[tuple[str, Any]]:
    """``(name, run)`` of runs given in memory, named by one rule for every reader: ``{name: run}`` by its keys as
    text (two keys of one text refused: :func:`check_names_once`), a sequence by each run's ``.name`` (ranx's) or
    ``run1``, ``run2``..., names that repeat in a sequence told apart by place (``bm25#1``, ``bm25#2``)."""
    from collections.abc import Mapping

    if isinstance(runs, Mapping):
        return list(zip(check_names_once(source, list(runs), "run"), runs.values()))
    named = [(str(getattr(v, "name", None) or f"run{i + 1}"), v) for i, v in enumerate(runs)]
    if len({n for n, _ in named}) != len(named):
        named = [(f"{n}#{i + 1}", v) for i, (n, v) in enumerate(named)]
    return named
