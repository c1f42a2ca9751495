"""Which preference input a path is (docs/preferences.md): a PrefLib election by its suffix, a comparison
table by its suffix and a header with an outcome column (so that a run named ``runs.csv`` stays a run), and why
a path is not a comparison table.  It sits with the readers, in ``rankagg/io``: no module above decides a
table's format by its name (issue 45).
"""

from __future__ import annotations

import os
from pathlib import Path

from rankagg.io.binary_containers import head_of as file_head
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.field_catalogue import catalogue_text
from rankagg.io.game_shapes import PGN_NOTE, pgn_head

__all__ = ["PREFLIB_SUFFIXES", "TABLE_SUFFIXES", "table_suffix", "not_comparisons", "preference_kind", "kind_named"]

PREFLIB_SUFFIXES = (".soc", ".soi", ".toc", ".toi")
TABLE_SUFFIXES = (".csv", ".tsv", ".jsonl", ".ndjson", ".parquet", ".json")


def table_suffix(path: str | os.PathLike) -> str:
    """The suffix that names a table's format, ``.gz`` aside (``a.CSV.gz`` -> ``.csv``)."""
    name = os.fspath(path).lower()
    return Path(name[:-3] if name.endswith(".gz") else name).suffix


def not_comparisons(path: str | os.PathLike) -> str | None:
    """Why ``path`` is not a comparison table, or None when it is one.  A table that cannot be read raises
    its reader's error (a truncated Parquet file, a .jsonl that is not JSON): it is not skipped as a run."""
    from rankagg.io.battles import is_battle_table
    from rankagg.io.pairwise import table_columns

    suffix = table_suffix(path)
    tags = file_head(os.fsdecode(os.fspath(path))) if suffix not in TABLE_SUFFIXES and os.path.isfile(path) else b""
    if pgn_head(tags):
        return PGN_NOTE if (declared := catalogue_text(tags)) is None else declared[1]  # PBN's tag pairs too
    if suffix not in TABLE_SUFFIXES:
        return f"its name does not end in {', '.join(TABLE_SUFFIXES)} (or those and .gz)"
    if not os.path.isfile(path):
        return "it is not a file"
    from rankagg.io.foreign_shapes import container_of, head_of, is_blank, trec_lines

    head = head_of(os.fsdecode(os.fspath(path)))
    binary = container_of(os.fsdecode(os.fspath(path)), head)  # a spreadsheet named .csv: the runs' door names it
    if binary is not None:
        return binary
    if is_blank(head):  # no header to tell a kind by: the runs' reader names it empty
        return "it is empty"
    declared = catalogue_text(head)  # a field's file named .csv: the declarations before this door's reading
    if declared is not None:
        return declared[1]
    if trec_lines(os.fsdecode(os.fspath(path)), head):  # a run named r.csv, tab-separated: no table with a separator
        return "its first lines are TREC run lines (a run, whatever its name)"
    if is_battle_table(path):
        return None
    if suffix == ".json":
        return "its first record has no model_a, model_b and winner columns (an arena battle table's)"
    columns = table_columns(path)
    if "outcome" not in {str(c).strip().lower() for c in columns}:
        note = pairwise_note([str(c) for c in columns])  # pairwise judgments, win counts, a click log: how to write them
        if note is not None:
            return note
        shown = ", ".join(map(str, columns[:8])) + (", ..." if len(columns) > 8 else "")
        return f"its header has no outcome column (columns: {shown})"
    return None


def preference_kind(path: str | os.PathLike) -> str | None:
    """``"preflib"``, ``"comparisons"`` or None (a run file or another input).  A declared field's file named as a
    PrefLib election is none: the runs' door names it (it had been read as an election, or 'the inputs mix kinds')."""
    if table_suffix(path) in PREFLIB_SUFFIXES:
        declared = os.path.isfile(path) and catalogue_text(file_head(os.fsdecode(os.fspath(path)))) is not None
        return None if declared else "preflib"
    return "comparisons" if table_suffix(path) in TABLE_SUFFIXES and not_comparisons(path) is None else None


def kind_named(path: str | os.PathLike, kind: str | None) -> str:
    """``path`` and its ``kind`` (:func:`preference_kind`) as an error naming mixed inputs gives them: at line 1 where
    the file shows it (a PrefLib election's '#' header, a comparison table's header or JSON records), else by its
    name (a Parquet table)."""
    name = os.fspath(path)
    if kind == "comparisons":  # a text table's header is its first line; a Parquet table's columns are at no line
        # imported here, as not_comparisons does: the battle readers bring numpy (67 ms), which the recognisers that
        # import this module skip until a comparison table meets a door
        from rankagg.io.battles import is_battle_table

        what = ("an arena battle table, as Chatbot Arena's: model_a, model_b and winner" if is_battle_table(path)
                else "a comparison table")
        if table_suffix(path) in (".csv", ".tsv"):
            return f"{name}:1 ({what}: its header)"
        if table_suffix(path) == ".parquet":
            return f"{name} ({what}: its columns)"
        # JSON records from line 1 on, their keys the columns (u77a_arena_battles_json_as_run named no line)
        return f"{name}:1 ({what}: its records)"
    if kind is None:
        return f"{name} (a run)"
    headed = os.path.isfile(path) and file_head(os.fsdecode(name)).lstrip(b"\xef\xbb\xbf").startswith(b"#")
    suffix = table_suffix(path)
    return f"{name}:1 (a PrefLib election: its '#' header, its name {suffix})" if headed else \
        f"{name} (a PrefLib election: its name ends in {suffix})"
