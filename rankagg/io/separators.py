"""A delimited table whose separator is not the one its name gives (a CSV named .tsv, Excel's semicolons in a .csv),
refused at its header: read by its name each row would be one value.  When the lines are a field tool's own file
(:func:`rankagg.io.tool_files.tool_file_shape`: an OMOP vocabulary, a seismic picker's table), it is named as that
instead.  Apart from :mod:`rankagg.io.text_input`, which the field recognisers import, so that every recogniser is
asked here, not one field's each time."""

from __future__ import annotations

import os

from rankagg.io._errors import InputFormatError
from rankagg.io.field_catalogue import catalogue_head
from rankagg.io.text_input import BLANKS, refuse_separator_hint, text_lines
from rankagg.io.tool_files import tool_file_shape

__all__ = ["check_separator"]

_SEPARATOR_NAMES = {",": "commas", "\t": "tabs", ";": "semicolons"}


def check_separator(path: str | os.PathLike, text: str, separator: str) -> None:
    """Refuse a CSV named .tsv (or a TSV named .csv): a table whose header and first row hold no ``separator`` (the
    one its name gives) but the same number, one or more, of the other.  Read by its name it would be one column,
    each row one value ('1,x,y,win'): a comparison table taken for a gene list, a table of lists for one list.
    A ``.csv`` separated by semicolons (what Excel writes where the decimal mark is a comma) is refused too: its
    header holds no comma and its first row as many semicolons as the header (the row's commas are decimal
    commas), and read by commas each row would be one value ('TP53;MYC') or split at its decimal commas."""
    refuse_separator_hint(path, text)
    other = "\t" if separator == "," else ","
    rows = [line for line in text_lines(text[:1 << 16]) if line.strip(BLANKS)][:2]
    if len(rows) < 2:
        return
    if separator == "," and separator not in rows[0] and rows[0].count(";") >= 1 \
            and rows[1].count(";") == rows[0].count(";"):
        _refuse_declared(path, text)  # a declared field's file at its line (RailSys's table under its preamble)
        what = tool_file_shape(os.path.basename(os.fsdecode(path)), rows)  # EQcorrscan's detections (u26e_)
        raise InputFormatError(path, text_lines(text).index(rows[0]) + 1, what if what is not None else
                               f"its fields are separated by semicolons (a CSV saved by Excel where the decimal mark "
                               f"is a comma; header {rows[0][:80]!r}), not commas: save it with commas as the "
                               "separator and points as the decimal mark, or as tab-separated text named .tsv")
    if any(separator in r for r in rows):
        return
    counts = {r.count(other) for r in rows}
    if len(counts) == 1 and counts != {0}:
        name, suffix = _SEPARATOR_NAMES[other], ".tsv" if other == "\t" else ".csv"
        # a tool's own file is named as what it is, whatever its separator: Athena ships its OMOP vocabulary
        # tab-separated as CONCEPT.csv, renamed .tsv it is refused again (u25f_qrels_athena_concept); SeisBench's
        # picks come tab-separated as .csv (u26e_)
        _refuse_declared(path, text)
        what = tool_file_shape(os.path.basename(os.fsdecode(path)), rows)
        raise InputFormatError(path, text_lines(text).index(rows[0]) + 1, what if what is not None else
                               f"its fields are separated by {name}, not {_SEPARATOR_NAMES[separator]} as its name "
                               f"says (header {rows[0][:80]!r}); name it {suffix}")


def _refuse_declared(path: str | os.PathLike, text: str) -> None:
    """Refuse a declared field's file (:mod:`rankagg.io.field_catalogue`) as what it is, at its line, before its
    separator is remarked on: its header may be below a preamble the first rows are."""
    found = catalogue_head(text[:1 << 16])
    if found is not None:
        raise InputFormatError(path, found[0], found[1])
