"""The declared fields' files (:mod:`rankagg.io.fields`) and the cases the generated tests give each of them, as lines
of the registry's section of ``docs/reliability.md`` (:mod:`rankagg.io.registry_doc`), from the declarations alone:
a file declared in a field's module appears there, and gets its cases in ``tests/io/test_field_catalogue.py``, with
no other change."""

from __future__ import annotations

from rankagg.io.field_catalogue import declared_files
from rankagg.io.field_declaration import FieldFile

__all__ = ["catalogue_cases", "catalogue_lines"]


def catalogue_cases(f: FieldFile) -> int:
    """How many cases ``tests/io/test_field_catalogue.py`` generates for the declaration ``f``: a text file at both
    doors saved three ways, plain and gzipped (12), as weights and told as itself (unless JSON), its frame, its
    document loaded in Python; a binary file by its bytes; each output name; its near miss (the example without its
    magic, root, first key or first column is not claimed by it)."""
    if isinstance(f.example, bytes):
        told = 1
    else:
        told = 12 + (0 if f.keys else 2) + (1 if f.keys and not f.marks else 0)
    near_miss = 1 if f.magic or f.root or f.keys or f.columns else 0
    return told + (1 if f.columns or f.cell else 0) + len(f.outputs) + near_miss


def _told_by(f: FieldFile) -> str:
    """How the doors tell the file, in a table cell."""
    if f.magic:
        how = f"its bytes {f.magic!r} at {f.magic_at}"
    elif f.root:
        how = f"its XML root `<{f.root}>`"
    elif f.keys:
        how = "JSON keys " + ", ".join(f"`{k}`" for k in f.keys)
    elif f.columns or f.cell:
        cells = [f"`{c}`" for c in f.columns] + ([f"a cell `{f.cell}`"] if f.cell else [])
        how = "a header holding " + ", ".join(cells)
    else:
        how = f"a line `{f.line}`"
    marks = f", holding {', '.join(repr(m) for m in f.marks)}" if f.marks else ""
    return (how + marks + ("; asked before its lines are read as a run's or qrels'" if f.lookalike else "")
            ).replace("|", "\\|")


def catalogue_lines() -> list[str]:
    """The Markdown of the declared fields' files and their generated cases."""
    pairs = list(declared_files())
    lines = ["", "### The fields' own files", "",
             "A field's own files, given where runs, qrels or weights are read, loaded in Python or named as an "
             "output, are declared once (`rankagg/io/fields/`, a module a field; `rankagg/io/field_catalogue.py` "
             "tells them at every door): how each is told, what it is, an example and the line a door names in it, "
             "the names its tool gives it.  `tests/io/test_field_catalogue.py` gives every example to every door "
             "(runs and qrels through the API, plain, with a byte-order mark, with CRLF ends and gzipped; weights; "
             "frames read by pandas; documents loaded in Python; binary files by their bytes), refuses every name "
             "as an output, gives each its near miss (the example without the magic, root, first key or first "
             "column it is told by is not claimed by it), and checks that no TREC-COVID run or qrels of rounds 2 to "
             "5 and no generated run is claimed.", "",
             "| field | file | told by | named at (its example) | refused as `-o` | generated cases |",
             "|---|---|---|---|---|---:|"]
    for field, f in pairs:
        at = f"line {f.at}" if f.at else "the file (binary)"
        outs = ", ".join(f"`{o}`" for o in f.outputs) or "-"
        what = f.what.replace("|", "\\|")
        lines.append(f"| {field.team} | {what} | {_told_by(f)} | {at} | {outs} | {catalogue_cases(f)} |")
    fields = len({field.team for field, _ in pairs})
    lines += ["", f"{fields} fields, {len(pairs)} files, {sum(catalogue_cases(f) for _, f in pairs)} generated "
              "cases."]
    return lines
