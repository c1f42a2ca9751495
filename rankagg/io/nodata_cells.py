"""NoData values in a table of lists: the marks a raster or a GIS export writes for a cell without data, refused at
their line (u22e_lists_nodata_pad).  A conservation team pads a shorter column of planning units with its NoData
value (``-9999``, as ESRI grids and R's exports write it; GDAL's float32 lowest, ``-3.4028235e+38``); read as an
item, the mark was a unit of every list it padded, ranked beside the real ones.  No id is written so: planning
units, grid cells and Entrez ids are never a run of nines below zero or a float type's lowest value, while a lat/lon
cell (``-12.5_36.25``) or a signed id of another shape (``-12``) is text the rule leaves alone."""

from __future__ import annotations

from typing import Sequence

from rankagg.io._errors import InputFormatError
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import is_number

__all__ = ["is_nodata_value", "check_nodata_cells"]

#: -999, -9999, -99999 (with '.0' or '.000' as a float column writes it), and the lowest float32 or float64 (GDAL's
#: and numpy's NoData: -3.4028235e+38, -3.40282346638529e+38, -1.7976931348623157e+308)
_NODATA = compiled(r"-9{3,}(?:\.0*)?|-3\.40282[0-9]*[eE]\+?38|-1\.79769[0-9]*[eE]\+?308")


def is_nodata_value(cell: str) -> bool:
    """``cell`` (stripped text) is a raster's or a GIS export's NoData value."""
    return _NODATA.fullmatch(cell) is not None


def check_nodata_cells(source: str, items: Sequence[str], lists: Sequence[str], lines: Sequence[int]) -> None:
    """Refuse the first NoData value of the table's cells at its line, naming its list: in a list of names
    (``PU_000123`` padded with ``-9999``), or anywhere in a table of whole-number ids.  A NoData-like number in a
    column of values beside a column of names (a table of values per row) is left to the rules of such tables,
    which refuse the whole table at its first line (tests/io/test_table_of_one_kind.py)."""
    found = [(item, name, line) for item, name, line in zip(items, lists, lines)
             if item[:1] == "-" and is_nodata_value(item)]  # the prefix first: a table of 20,000 genes costs no regex
    if not found:
        return
    named = {name for item, name in zip(items, lists) if not is_number(item)}
    for item, name, line in found:
        if name in named or not named:
            raise InputFormatError(source, line, f"{item!r} in list {name!r} is a NoData value (a raster's or a GIS "
                                   "export's mark for a cell without data), not an item (end a shorter list with "
                                   "empty cells; leave out items without an id)")
