"""One id written as a number on one side of an evaluation and as text on the other (issue 45's nineteenth bar).

trec_eval compares ids as text, and so does rankagg: an int id is its decimal.  A reader that takes ids for
numbers (pandas' ``read_csv``, a spreadsheet) drops their leading zeros, so an employee number ``000417`` in the
qrels and the run's ``417`` (read from the same file's ``000417``) never meet, and every measure is 0 without a
word; a topic ``052`` of the qrels and the run's ``52`` leave that topic out of the mean.  ``rankagg.fuse`` refuses
runs that mix str and int ids; evaluation meets a run and qrels read by different hands, where ids of one kind on
each side are the common case (int qids ``52`` against the text ``'52'`` mean one query).  So the refusal is
kept to what would be a wrong answer: a text id that is a number written another way (``000417``, ``+42``)
whose decimal is an id of the side that holds numbers.  Every door of evaluation meets here: the runs and qrels
``rankagg.evaluate`` checked (a frame, a dict, a fused result, ir_measures rows) and a run file beside qrels of
numbers (read for its ids only then)."""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import numpy as np

__all__ = ["int_ids", "same_numbers_as_text", "check_runs_against_qrels", "check_table_run"]


class _Ids(NamedTuple):
    name: str
    numbers: tuple[bool, bool]  # whether the qids, the docids were given as numbers
    texts: tuple[Sequence[str], Sequence[str]]  # the qids and docids as texts (repeats allowed)


def int_ids(values: Any) -> bool:
    """Whether an id column (already checked: one type) holds numbers, whose texts are their decimals."""
    if isinstance(values, np.ndarray):
        if values.dtype.kind in "iu":
            return True
        if values.dtype.kind != "O" or not len(values):
            return False
        first = values[0]
    else:
        first = next(iter(values), None)
    return isinstance(first, (int, np.integer)) and not isinstance(first, (bool, np.bool_))


def _checked(checked: Any, name: str) -> _Ids:
    """The ids of :class:`~rankagg.evaluation.inputs.Checked` columns (their distinct strings)."""
    return _Ids(name, checked.int_ids, (checked.codes[0], checked.codes[2]))


def _file(path: str) -> _Ids:
    """A run file's ids (text), read again: only beside qrels that hold numbers."""
    from rankagg.io._run_text import _read_run_columns  # the run reader, only on this rare path

    cols = _read_run_columns(path)
    texts = tuple([str(x) for x in (c.to_pylist() if hasattr(c, "to_pylist") else c)] for c in (cols["qid"], cols["docid"]))
    return _Ids(path, (False, False), (texts[0], texts[1]))


def _refuse_clash(run: _Ids, qrels: _Ids) -> None:
    for flag, column in ((0, "query id"), (1, "document id")):
        if run.numbers[flag] == qrels.numbers[flag]:
            continue
        numbers, texts = (run, qrels) if run.numbers[flag] else (qrels, run)
        decimals = set(numbers.texts[flag])
        for text in map(str, dict.fromkeys(texts.texts[flag])):  # str: NumPy's str_ would show as np.str_('0042')
            digits = text.lstrip("+-")
            if text.isascii() and digits.isdigit():
                decimal = str(int(text))
                if decimal != text and decimal in decimals:
                    raise ValueError(
                        f"{numbers.name}: {column} {decimal} is a number where {texts.name} has {text!r}: ids read "
                        "as numbers lose their leading zeros (pandas' read_csv: dtype=str keeps them), and the two "
                        "would never match: give the ids as text on both sides")


def same_numbers_as_text(run: Any, qrels: Any, run_name: str, qrels_name: str) -> None:
    """Refuse ``run`` and ``qrels`` (checked columns) when one side holds an id column of numbers and the other
    writes one of those numbers another way (leading zeros, a sign)."""
    _refuse_clash(_checked(run, run_name), _checked(qrels, qrels_name))


def check_runs_against_qrels(runs: Sequence[Any], names: Sequence[str], qrels: Any, qrels_name: str) -> None:
    """:func:`same_numbers_as_text` of each run (checked columns, or a run file's path) and the qrels."""
    judged = _checked(qrels, qrels_name)
    for run, name in zip(runs, names):
        if not isinstance(run, str):
            _refuse_clash(_checked(run, name), judged)
        elif any(judged.numbers):  # a file's ids are text: only qrels of numbers can clash with them
            _refuse_clash(_file(run), judged)


def check_table_run(path: str, qids: Sequence[str], docids: Sequence[str], qrels: Any) -> None:
    """:func:`same_numbers_as_text` of a Parquet run table (its ids read as text: ``qids``, ``docids``), whose id
    columns may hold integers, and the qrels of a file (a :class:`~rankagg.evaluation.trec_batch.QrelsTable`)."""
    from rankagg.io.run_table_ids import integer_id_columns  # pyarrow's footer, only for a Parquet run

    numbers = integer_id_columns(path)
    if any(numbers):
        _refuse_clash(_Ids(path, numbers, (qids, docids)), _Ids("the qrels", (False, False), (qrels.qids, qrels.docids)))
