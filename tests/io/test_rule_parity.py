"""Issue 45 item 2: each rule gives the same verdict on the fast paths as on the registry's (slow) path.

Generated from the registry's rules (:data:`rankagg.io.formats.RULES`): every rule of the runs kind has its
bad cases in each form that has a fast path (TREC run text; DataFrames and Arrow tables), and each case is fed
through every path that reads the form; all of them must accept it, or all refuse it with the same message:

* TREC text: the registry (:func:`rankagg.io.formats.read`: the text reader, then ``check_block``), the line
  reader (the specification), ``rankagg fuse``'s reader (the compiled parser and ``rank_run_columns``), the same
  without the compiled parser (pyarrow's), the whole ``fuse_files`` job in memory and streamed, and
  ``rankagg evaluate``'s reader;
* DataFrames: the registry's ``pandas`` format and :func:`rankagg.io.frame.from_dataframe`; Arrow tables: the
  registry's ``arrow`` format and :func:`rankagg.io.frame.from_arrow`.

A rule added to the registry without a case here fails :func:`test_every_rule_of_the_runs_kind_has_cases`.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("pyarrow")

from rankagg.io import formats  # noqa: E402
from rankagg.io.formats import FORMATS, RULES  # noqa: E402
from rankagg.io.rules import MAX_ID_CHARS  # noqa: E402

LONG = "x" * (MAX_ID_CHARS + 1)
WIDE = "\U0001d400" * (MAX_ID_CHARS // 4 + 1)  # 4 bytes a character: over the cap in bytes, within it in characters
GOOD = ["1 Q0 a 1 3 t", "1 Q0 b 2 2 t", "2 Q0 a 1 1 t"]


def _lines(*changed: tuple[int, str]) -> str:
    lines = list(GOOD)
    for i, line in changed:
        lines[i] = line
    return "\n".join(lines) + "\n"


#: each rule of the runs kind as TREC text: (case, text).  Some classes cannot be written in text (a field
#: is never empty, never null, never an int): their nearest text is there, whose verdict must agree too.
TEXT_CASES: dict[str, list[tuple[str, str | bytes]]] = {
    "empty id": [("a missing docid field", _lines((1, "1 Q0  2 2 t"))), ("an empty qid", _lines((0, " Q0 a 1 3 t")))],
    "blank in id": [("a vertical tab in a docid", _lines((1, "1 Q0 b\x0bc 2 2 t"))),
                    ("a no-break space in a docid (part of the field)", _lines((1, "1 Q0 b\u00a0c 2 2 t"))),
                    ("a line separator U+2028 in a docid", _lines((1, "1 Q0 b\u2028c 2 2 t"))),
                    ("a NUL in a docid", _lines((1, "1 Q0 b\0c 2 2 t")))],
    "null id": [("the text 'nan' as a docid", _lines((1, "1 Q0 nan 2 2 t"))),
                ("the text 'None' as a qid", _lines((2, "None Q0 a 1 1 t")))],
    "mixed id types": [("numeric and text qids", _lines((2, "x Q0 a 1 1 t")))],
    "score not finite": [(f"score {s}", _lines((1, f"1 Q0 b 2 {s} t"))) for s in ("inf", "-inf", "nan", "1e999", "-1e400")]
    + [("score 1_5", _lines((1, "1 Q0 b 2 1_5 t"))), ("score in Arabic digits", _lines((1, "1 Q0 b 2 \u0661\u0660 t"))),
       ("a 5000-digit score", _lines((1, "1 Q0 b 2 " + "9" * 5000 + " t"))),
       ("a denormal score", _lines((1, "1 Q0 b 2 5e-324 t")))],
    "duplicate": [("a document twice in a query", _lines((1, "1 Q0 a 2 2 t"))),
                  ("a document in two queries", _lines((2, "2 Q0 b 1 1 t")))],
    "name twice": [("two tags in one file (the first names the run)", _lines((2, "2 Q0 a 1 1 other")))],
    "id too long": [("a docid one over the cap", _lines((1, f"1 Q0 {LONG} 2 2 t"))),
                    ("a qid one over the cap", _lines((2, f"{LONG} Q0 a 1 1 t"))),
                    ("a docid at the cap", _lines((1, f"1 Q0 {LONG[1:]} 2 2 t"))),
                    ("a docid of 4-byte characters, over the cap in bytes only", _lines((1, f"1 Q0 {WIDE} 2 2 t")))],
    # not rules of the registry: the text's own classes, whose verdict must agree on every path too
    "line ends and encoding": [("a UTF-8 byte-order mark", "\ufeff" + _lines()), ("CRLF line ends", _lines().replace("\n", "\r\n")),
                               ("mixed LF and CRLF", _lines((1, "1 Q0 b 2 2 t\r"))), ("CR line ends only", _lines().replace("\n", "\r")),
                               ("no final newline", _lines().rstrip("\n")), ("blank lines and a line of spaces", "\n   \n" + _lines() + "\n\n"),
                               ("tabs and spaces mixed", _lines((1, "1\tQ0 b\t 2  2\tt"))),
                               ("a form feed line end", _lines((1, "1 Q0 b 2 2 t\f"))),
                               ("a 5-field last line", _lines() + "2 Q0 c 2 1\n")],
    "bytes": [("invalid UTF-8 in a docid", _lines().encode() + b"2 Q0 \xff\xfe 2 1 t\n"),
              ("Latin-1 text", _lines().encode() + "2 Q0 caf\u00e9 2 1 t\n".encode("latin-1")),
              ("a UTF-16 file", _lines().encode("utf-16"))],
}


def _verdict(read: Callable[[], Any]) -> str:
    try:
        read()
    except (ValueError, OSError) as exc:  # InputFormatError and ProblemTooLargeError are ValueErrors
        return f"refused: {exc}"
    return "accepted"


def _text_paths(path: Path, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Callable[[], Any]]:
    from rankagg.api import fuse_files
    from rankagg.evaluation.files import evaluate_trec_files
    from rankagg.io import _run_native
    from rankagg.io._run_text import _parse_run_lines
    from rankagg.io._trec_text import _raw_bytes
    from rankagg.io.trec import read_trec_entries

    qrels = tmp / "qrels"
    qrels.write_text("1 0 a 1\n2 0 a 0\n")

    def general_parser() -> Any:
        with monkeypatch.context() as m:
            m.setattr(_run_native, "_native", None)
            return read_trec_entries([path])

    def fused(stream: bool) -> Callable[[], Any]:
        def run() -> Any:
            out = tmp / f"out-{stream}.run"
            if out.exists():
                out.unlink()
            return fuse_files([path], out, method="rrf", stream=stream)
        return run

    return {"registry": lambda: list(formats.read(path, "trec")),
            "line reader": lambda: _parse_run_lines(path, _raw_bytes(path)),
            "fuse reader (compiled parser)": lambda: read_trec_entries([path]),
            "fuse reader (pyarrow)": general_parser,
            "fuse_files in memory": fused(False), "fuse_files streamed": fused(True),
            "evaluate": lambda: evaluate_trec_files(qrels, [path], ["P@1"])}


TEXT = [(rule, case, text) for rule in TEXT_CASES for case, text in TEXT_CASES[rule]]


def test_every_rule_of_the_runs_kind_has_cases():
    assert set(RULES["runs"]) <= set(TEXT_CASES) and set(RULES["runs"]) <= set(FRAME_CASES)


@pytest.mark.parametrize("rule,case,text", TEXT, ids=[f"{r}: {c}" for r, c, _ in TEXT])
def test_a_rule_gives_one_verdict_on_every_path_of_trec_text(rule, case, text, tmp_path, monkeypatch):
    path = tmp_path / "in.run"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    verdicts = {name: _verdict(read) for name, read in _text_paths(path, tmp_path, monkeypatch).items()}
    assert len(set(verdicts.values())) == 1, "\n".join(f"{k}: {v[:150]}" for k, v in verdicts.items())
    said = next(iter(verdicts.values()))
    if said.startswith("refused"):
        assert f"{path}:" in said  # the file and its line


def test_the_id_cap_is_the_registry_rule_on_the_fast_path(tmp_path):
    """Not vacuous: the cap's cases are refused (one over) and accepted (at it, and 4-byte characters)."""
    from rankagg.io.trec import read_trec_entries

    for case, text in TEXT_CASES["id too long"]:
        path = tmp_path / "in.run"
        path.write_bytes(text.encode("utf-8"))
        got = _verdict(lambda: read_trec_entries([path]))
        if "over the cap" in case and "bytes only" not in case:
            assert got.startswith(f"refused: {path}:") and "is longer than 65536 characters" in got, got
            assert "(65537 characters)" in got  # the id shown cut, not 65537 characters of message
        else:
            assert got == "accepted", (case, got)


# ------------------------------------------------------------------ DataFrames and Arrow tables
def _frame(**changed: tuple[int, Any]) -> pd.DataFrame:
    cols: dict[str, list[Any]] = {"run": ["r", "r", "s"], "q_id": ["1", "1", "1"], "doc_id": ["a", "b", "a"],
                                  "score": [1.0, 2.0, 3.0]}
    for column, (i, value) in changed.items():
        cols[column][i] = value
    return pd.DataFrame({k: pd.Series(v, dtype=object if k != "score" or any(isinstance(x, str) for x in v) else None)
                         for k, v in cols.items()})


FRAME_CASES: dict[str, list[tuple[str, pd.DataFrame]]] = {
    "empty id": [("an empty docid", _frame(doc_id=(1, ""))), ("an empty run name", _frame(run=(1, "")))],
    "blank in id": [("a blank in a docid", _frame(doc_id=(1, "d 1"))), ("a newline in a qid", _frame(q_id=(1, "1\n"))),
                    ("a no-break space in a docid (allowed: trec_eval splits at ASCII blanks)", _frame(doc_id=(1, "d\u00a01"))),
                    ("a NUL in a docid", _frame(doc_id=(1, "b\0c"))),
                    ("a blank in a run name (allowed)", _frame(run=(1, "BM25 + RM3")))],
    "null id": [("None as a docid", _frame(doc_id=(1, None))), ("NaN as a qid", _frame(q_id=(1, math.nan))),
                ("None as a run", _frame(run=(1, None)))],
    "mixed id types": [("an int among str docids", _frame(doc_id=(1, 7))), ("bytes as a docid", _frame(doc_id=(1, b"b"))),
                       ("a bool as a qid", _frame(q_id=(1, True))), ("a float as a qid", _frame(q_id=(1, 1.0)))],
    "score not finite": [("score inf", _frame(score=(1, math.inf))), ("score NaN", _frame(score=(1, math.nan))),
                         ("score '1_5'", _frame(score=(1, "1_5"))), ("score True", _frame(score=(1, True))),
                         ("score 10**400", _frame(score=(1, 10**400))), ("score None", _frame(score=(1, None)))],
    "duplicate": [("a document twice for a run and query", _frame(doc_id=(1, "a"), run=(2, "r"))),
                  ("one document in two runs (allowed)", _frame())],
    "name twice": [("a run name as str and int", _frame(run=(1, 5)))],
    "id too long": [("a docid one over the cap", _frame(doc_id=(1, LONG))),
                    ("a docid at the cap", _frame(doc_id=(1, LONG[1:])))],
}
FRAMES = [(rule, case, frame) for rule in RULES["runs"] for case, frame in FRAME_CASES.get(rule, [])]


@pytest.mark.parametrize("rule,case,frame", FRAMES, ids=[f"{r}: {c}" for r, c, _ in FRAMES])
def test_a_rule_gives_one_verdict_on_every_path_of_a_dataframe(rule, case, frame):
    from rankagg.io.frame import from_dataframe

    verdicts = {"registry": _verdict(lambda: list(FORMATS["pandas"].read(frame.copy()))),
                "from_dataframe": _verdict(lambda: from_dataframe(frame.copy()))}
    assert verdicts["registry"] == verdicts["from_dataframe"], verdicts


@pytest.mark.parametrize("rule,case,frame", FRAMES, ids=[f"{r}: {c}" for r, c, _ in FRAMES])
def test_a_rule_gives_one_verdict_on_every_path_of_an_arrow_table(rule, case, frame):
    import pyarrow as pa

    from rankagg.io.frame import from_arrow

    try:
        table = pa.Table.from_pandas(frame, preserve_index=False)
    except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError):
        pytest.skip("Arrow holds no such column (mixed types): the DataFrame test covers the case")
    verdicts = {"registry": _verdict(lambda: list(FORMATS["arrow"].read(table))),
                "from_arrow": _verdict(lambda: from_arrow(table))}
    assert verdicts["registry"] == verdicts["from_arrow"], verdicts


def test_the_frame_cases_are_not_vacuous():
    """Each rule has a case refused and the allowed ones accepted, on the registry's path."""
    for rule, cases in FRAME_CASES.items():
        got = {case: _verdict(lambda: list(FORMATS["pandas"].read(frame.copy()))) for case, frame in cases}
        for case, verdict in got.items():
            assert verdict.startswith("refused: dataframe: row") != ("allowed" in case or "at the cap" in case), \
                (rule, case, verdict)
    assert os.sep  # (the module's imports are used)
