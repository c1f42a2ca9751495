"""How the registry recognises an input (rankagg.io.formats): each function returns None, or the reason the input
is not its format.  They look at a name, a type or a file's first bytes and never call a reader, so a reader's error
is never swallowed; :mod:`rankagg.io.formats` declares which format each one recognises."""

from __future__ import annotations

import csv
import os
import zlib
from typing import Any, Callable

from rankagg.io.comparison_shapes import judgment_header
from rankagg.io.field_catalogue import catalogue_head, head_text
from rankagg.io.foreign_shapes import (JSON_TABLE_FIX, Shape, container_of, first_lines, head_of, qrels_shape,
                                     run_shape, weights_shape)
from rankagg.io.judgement_exports import comparative_judgement_header
from rankagg.io.gene_list_kind import lists_given_as_runs, not_gene_table
from rankagg.io.guard import open_input
from rankagg.io.json_documents import JSON_DOCUMENT_FIX, json_keys, json_shape
from rankagg.io.preference_kinds import not_comparisons, table_suffix
from rankagg.io.pyterrier_columns import not_pyterrier
from rankagg.io.run_table import PARQUET_MAGIC, is_table_folder, open_parquet, parquet_files
from rankagg.io.text_input import BOM, refuse_wide_text


def _judgment_shape(path: str, head: bytes | None = None) -> Shape | None:
    """A ``.csv`` / ``.tsv`` (``.gz`` too) whose header is one of pairwise judgments or win counts, with how to write
    it as comparisons: the lists' reader names it (:func:`run_shape` leaves it to that reader), the runs' reader
    named only its first line's fields ('expected 6 fields') when such a table was given as runs."""
    base = path.lower()[:-3] if path.lower().endswith(".gz") else path.lower()
    if not base.endswith((".csv", ".tsv")):
        return None
    lines = first_lines(head_of(path) if head is None else head, 1)
    if not lines:
        return None
    cells = next(csv.reader([lines[0][1].lstrip(BOM)], delimiter="\t" if base.endswith(".tsv") else ","), [])
    names = [c.strip(" \t") for c in cells]
    note = judgment_header(names) or comparative_judgement_header(names)
    return None if note is None else Shape(lines[0][0], note)


def _first_line(head: bytes) -> int:
    """The number of the first non-blank line of a file starting with ``head`` (1 when none is in it)."""
    lines = first_lines(head, 1)
    return lines[0][0] if lines else 1


def _path(obj: Any) -> str | None:
    return os.fsdecode(os.fspath(obj)) if isinstance(obj, (str, bytes)) or hasattr(obj, "__fspath__") else None


def _first_bytes(path: str, n: int = 4) -> bytes:
    try:
        with open_input(path) as fh:  # a device or FIFO is refused here, before any reader opens it
            return bytes(fh.read(n))
    except OSError:
        return b""


def is_parquet(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a Parquet table: a file starting with Parquet's magic bytes (whatever its
    name), or a folder holding ``_rankagg.json`` or ``.parquet`` files."""
    p = os.fsdecode(os.fspath(path))
    if os.path.isdir(p):
        return is_table_folder(p)
    return _first_bytes(p) == PARQUET_MAGIC


def parquet_output(path: str | os.PathLike) -> bool:
    """Whether an output is written as a Parquet table (its name ends in ``.parquet``), not text."""
    return os.fsdecode(os.fspath(path)).lower().endswith(".parquet")


def _schema_names(path: str) -> list[str]:
    return list(open_parquet(parquet_files(path)[0]).schema_arrow.names)


# ------------------------------------------------------------------ recognition: None, or why not
class ForeignReason(str):
    """A reason that says what the file is (another tool's file: a spreadsheet, an archive, BEIR's qrels table), not
    only that it is not this format: :func:`rankagg.io.formats.read` gives it even when the caller names the format,
    where another reason (a battle table without its columns) leaves the reader to name the fault it meets."""


class LineReason(ForeignReason):
    """A reason that is about one line of the file (:func:`rankagg.io.formats.recognise` names the file and line)."""

    line: int

    def __new__(cls, reason: str, line: int) -> "LineReason":
        made = super().__new__(cls, reason)
        made.line = line
        return made


def _text_file(obj: Any) -> str | None:
    """a path that is not a folder, Parquet (PAR1), or compressed or archived data (bzip2, xz, zstd, LZ4, zip, tar)

    Compressed or archived data gets what it is and the command that makes it text
    (:func:`rankagg.io.foreign_shapes.container_of`)."""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if os.path.isdir(p):
        return "is a folder (a folder is a Parquet table)"
    if is_parquet(p):
        return "is a Parquet file (its first bytes are PAR1), not text"
    binary = container_of(p) if os.path.isfile(p) else None  # a missing or unreadable file is the reader's to name
    return None if binary is None else ForeignReason(binary)


def _qrels_text(obj: Any) -> str | None:
    """a text file whose first line is no other tool's judgements (JSON, a table with a header, a run line)

    :func:`rankagg.io.foreign_shapes.qrels_shape` (MIND's behaviors.tsv too): such a first line is the reason, at its line (:class:`LineReason`),
    with what to do (BEIR's ``qrels/test.tsv`` got "expected 4 fields 'qid iter docid rel', found 3")."""
    why = _text_file(obj)
    p = _path(obj)
    if why is not None or p is None or not os.path.isfile(p):
        return why
    shape = qrels_shape(p)
    return None if shape is None else LineReason(shape.reason, shape.line)


#: what a weights file holds, after what a field's file given as one is (its runs-door advice alone says runs)
WEIGHTS_TAKE = "; --weights takes 'NAME W' lines (NAME WEIGHT: a run's name and its weight) or a JSON object of numbers"


def _weights_text(obj: Any) -> str | None:
    """a text file whose first line is no field tool's (a data vendor's export, a filing, as the runs door tells them)

    :func:`rankagg.io.foreign_shapes.weights_shape`: the file is named at its line (:class:`LineReason`), what it is
    and what to do (a Bloomberg export got "expected 'NAME WEIGHT'": u27e_bloomberg_as_weights)."""
    why, p = _text_file(obj), _path(obj)
    shape = weights_shape(p) if why is None and p is not None and os.path.isfile(p) else None
    return why if shape is None else LineReason(shape.reason + WEIGHTS_TAKE, shape.line)


#: JSON tables' names: no TREC run is JSON, so a file so named is not taken for one (read as one, a comparison
#: table named .json or a battle table saved as UTF-16 got a TREC line's error: 'expected 6 fields', 'a NUL byte')
JSON_SUFFIXES = (".json", ".jsonl", ".ndjson")


def _trec_text(obj: Any) -> str | None:
    """a text file (as qrels), not named .json / .jsonl / .ndjson, whose first line is no other tool's run shape

    A file named as a JSON table (.gz allowed) in UTF-16 or UTF-32 raises the text opener's error.  A first line
    that is no TREC run line but another tool's output (JSON, a saved frame's header, MS MARCO's 'qid pid rank', a
    qrels line: :func:`rankagg.io.foreign_shapes.run_shape`) is the reason, at its line (:class:`LineReason`)."""
    why = _text_file(obj)
    p = _path(obj)
    if why is not None or p is None or not os.path.isfile(p):
        return why
    if table_suffix(p) not in JSON_SUFFIXES:
        shape = run_shape(p) or _judgment_shape(p)  # another tool's output (JSON, a saved frame, MS MARCO's lines,
        # pairwise judgments): the reason, at its line
        if shape is None:
            lists = lists_given_as_runs(p)
            return None if lists is None else LineReason(lists[1], lists[0])
        return LineReason(shape.reason, shape.line)

    head = _first_bytes(p, 1 << 16)
    if head[:2] == b"\x1f\x8b":
        try:
            head = zlib.decompressobj(31).decompress(head, 256)
        except zlib.error:  # a corrupt stream: the reader names it
            head = b""
    refuse_wide_text(p, head)  # UTF-16 or UTF-32: the text opener's error, at line 1, is the reason
    text = head_text(head)  # a field's text file named .json: named as under any other name, not for
    declared = None if json_shape(text) else catalogue_head(text)  # the JSON table it is not (a document: 'holds')
    if declared is not None:
        return LineReason(declared[1], declared[0])
    # at its first line, where the record that is no comparison's starts (an MTEB or harness result was named
    # without a line, and told only what it is not: u18l_mteb_result_json)
    why_not = not_comparisons(p)
    # another tool's JSON document (a GeoJSON layer, a search engine's response) is named for what it is, as under
    # any other name (u19g_geojson_json_name), not only for the comparison table it is not
    what = json_shape(head.decode("utf-8", "replace")) if why_not is not None else None
    if what is not None:
        return LineReason(f"holds {what}, not TREC run lines: {JSON_DOCUMENT_FIX}", _first_line(head))
    keys = json_keys(head.decode("utf-8", "replace"))
    return LineReason(f"its name ends in {table_suffix(p)}, a JSON table's, not TREC text, and it is no comparison "
                      f"table: {why_not}{'' if keys is None else '; ' + keys}; {JSON_TABLE_FIX}", _first_line(head))


def _run_table(obj: Any) -> str | None:
    """a file starting with PAR1, or a folder holding _rankagg.json or .parquet files"""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if not is_parquet(p):  # the layout (long, or score:<run> columns) is the reader's to check and name
        return ("is neither a Parquet file (its first bytes are not PAR1) nor a folder of .parquet files"
                if os.path.exists(p) else "does not exist")
    return None


def _rankings_table(obj: Any) -> str | None:
    """a Parquet file or folder whose columns include rank:<ranker>"""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if not is_parquet(p):
        return "is neither a Parquet file (its first bytes are not PAR1) nor a folder of .parquet files"
    if not any(c.startswith("rank:") for c in _schema_names(p)):
        return "has no rank:<ranker> column (a rankings dataset has one per ranker)"
    return None


def _suffix(*suffixes: str) -> Callable[[Any], str | None]:
    def recognise(obj: Any) -> str | None:
        p = _path(obj)
        if p is None:
            return f"is a {type(obj).__name__}, not a path"
        name = p.lower()[:-3] if p.lower().endswith(".gz") else p.lower()
        return None if name.endswith(suffixes) else f"its name does not end in {' / '.join(suffixes)}"
    recognise.__doc__ = f"a path whose name ends in {' / '.join(suffixes)} (.gz allowed)"
    return recognise


def _type(module: str, *names: str) -> Callable[[Any], str | None]:
    def recognise(obj: Any) -> str | None:
        t = type(obj)
        if any(c.__module__.split(".")[0] == module and c.__name__ in names for c in t.__mro__):
            return None  # the class or a subclass of it
        return f"is a {t.__module__}.{t.__name__}, not a {module} {' / '.join(names)}"
    recognise.__doc__ = f"an object of the class {module}.{' / '.join(names)} (or a subclass)"
    return recognise


def _ranx(obj: Any) -> str | None:
    """ranx Run objects: one, a list of them, or {name: Run}"""
    from collections.abc import Mapping

    runs = list(obj.values()) if isinstance(obj, Mapping) else list(obj) if isinstance(obj, (list, tuple)) else [obj]
    if runs and all(type(r).__name__ == "Run" and type(r).__module__.startswith("ranx") for r in runs):
        return None
    return "is not ranx Run objects ({name: Run}, a list of them, or one)"


def _arrow_stream(obj: Any) -> str | None:
    """a table of another library that exports the Arrow C stream (``__arrow_c_stream__``: polars, DuckDB, ...);
    pandas frames and pyarrow tables are their own formats"""
    if not hasattr(type(obj), "__arrow_c_stream__"):
        return f"is a {type(obj).__name__}, not a table exporting the Arrow C stream (__arrow_c_stream__)"
    if _type("pandas", "DataFrame")(obj) is None or _type("pyarrow", "Table")(obj) is None:
        return "is a pandas DataFrame or a pyarrow Table (their own formats)"
    return None


def _long_frame(obj: Any) -> str | None:
    """a DataFrame that is not a PyTerrier result frame (those are the pyterrier format)"""
    why = _type("pandas", "DataFrame")(obj)
    return why if why is not None else None if not_pyterrier(obj) is not None else \
        "is a PyTerrier result frame (qid, docno, score: the pyterrier format)"


def _mapping(obj: Any) -> str | None:
    """a Mapping {run: {q_id: {doc_id: score}}} or a list of them (not ranx objects, not a path)"""
    from collections.abc import Mapping

    if _path(obj) is not None:
        return "is a path"
    if _ranx(obj) is None:
        return "is ranx Run objects (the ranx format)"
    if not_pyterrier(obj) is None:
        return "is PyTerrier result frames (the pyterrier format)"
    if isinstance(obj, Mapping) and not type(obj).__module__.startswith("ranx"):
        return None
    if isinstance(obj, (list, tuple)) and obj and all(isinstance(r, Mapping) for r in obj):
        return None  # a sequence of runs, named run1, run2, ... (or their .name)
    return f"is a {type(obj).__name__}, not a mapping {{run: {{q_id: {{doc_id: score}}}}}} (or a list of runs)"


_table_suffix = _suffix(".csv", ".tsv", ".jsonl", ".ndjson", ".parquet")


def _battles(obj: Any) -> str | None:
    """a .json / .jsonl / .csv / .parquet file (.gz allowed) whose first record has model_a, model_b, winner"""
    from rankagg.io.battles import BATTLE_SUFFIXES, is_battle_table

    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    name = p.lower()[:-3] if p.lower().endswith(".gz") else p.lower()
    if not name.endswith(BATTLE_SUFFIXES):
        return f"its name does not end in {' / '.join(BATTLE_SUFFIXES)}"
    return None if is_battle_table(p) else "its first record has no model_a, model_b and winner columns"


def _comparison_table(obj: Any) -> str | None:
    """a path whose name ends in .csv / .tsv / .jsonl / .ndjson / .parquet (.gz allowed), not a battle table"""
    why = _table_suffix(obj)
    if why is None and _battles(obj) is None:
        return "is an arena battle table (model_a, model_b, winner: the battles format)"
    return why


def _not_gene_list(obj: Any) -> str | None:
    """a path named .grp / .lst, or .txt whose first item line holds one token (.gz allowed)"""
    from rankagg.io.gene_list_kind import not_gene_list

    return not_gene_list(obj)


def _not_gene_table(obj: Any) -> str | None:
    """a non-empty path named .csv / .tsv (.gz allowed) whose first lines are no run's (TREC lines, a frame, JSON)

    :func:`rankagg.io.gene_list_kind.not_gene_table`: a run named ``.tsv`` is a run; another tool's run (a saved
    frame's header over its rows) is the reason at its line, so a table read as gene lists on request names it too."""
    why = not_gene_table(obj)
    p = _path(obj)
    if why is None or p is None or not os.path.isfile(p):
        return why
    shape = run_shape(p)
    return why if shape is None else LineReason(why, shape.line)
