"""The binary files of a public health team's GIS work (issue 45's twenty-eighth bar, u28b_): an ESRI shapefile's
geometry and index (.shp, .shx), its dBASE attribute table (.dbf) and a SAS dataset (.sas7bdat), told by their
bytes where runs or qrels are read, so the message says what the file is instead of counting NUL bytes; and by its
first line, a CDC WONDER export and a shapefile's projection (.prj, WKT), which got a field count."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["health_gis_binary", "health_gis_shape"]

_AS_RUN = ("write the index's scores as a run, one line per county: 'query Q0 FIPS rank score tag', the FIPS code "
           "as text with its leading zeros (docs/conventions.md)")
_SAS_MAGIC = b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xc2\xea\x81\x60\xb3\x14\x11\xcf\xbd\x92\x08\x00" \
             b"\x09\xc7\x31\x8c\x18\x1f\x10\x11"


def _shapefile(head: bytes) -> bool:
    # the file code 9994 big-endian, five unused zeros, then version 1000 little-endian: no text starts so
    return (len(head) >= 32 and head[:4] == b"\x00\x00\x27\x0a" and head[4:24] == bytes(20)
            and head[28:32] == b"\xe8\x03\x00\x00")


def _dbase(head: bytes, name: str) -> bool:
    # a dBASE header has no magic: its version byte, a plausible date and a header length ending at the 0x0d
    # terminator of its field descriptors; asked only of a .dbf so a text file is never claimed
    if not name.lower().endswith(".dbf") or len(head) < 33 or head[0] not in (0x03, 0x83, 0x8B, 0xF5, 0x30, 0x31):
        return False
    header = int.from_bytes(head[8:10], "little")
    return 1 <= head[2] <= 12 and 1 <= head[3] <= 31 and header >= 33 and (header - 1) % 32 == 0 \
        and (len(head) < header or head[header - 1] == 0x0D)


def health_gis_binary(head: bytes, name: str = "") -> tuple[str, str] | None:
    """What binary GIS or statistics file ``head`` starts and what to do with it; None for anything else."""
    if _shapefile(head):
        return ("an ESRI shapefile's geometry or index (.shp/.shx: file code 9994, binary)",
                "read the layer's attribute table (geopandas.read_file, or the .dbf beside it) and " + _AS_RUN)
    if _dbase(head, name):
        return ("a dBASE table (.dbf: a shapefile's attributes, binary)",
                "read it (geopandas.read_file or dbfread) and " + _AS_RUN)
    if head.startswith(_SAS_MAGIC):
        return ("a SAS dataset (.sas7bdat, binary)", "read it (pandas.read_sas) and " + _AS_RUN)
    return None


#: a projection's WKT (a shapefile's .prj, OGC WKT 1 and ISO 19162 WKT 2): a keyword and '[' no run line starts with
_WKT = compiled(r"^(?:GEOGCS|PROJCS|GEOCCS|COMPD_CS|GEOGCRS|PROJCRS|GEODCRS|BASEGEOGCRS|COMPOUNDCRS)\[")
#: CDC WONDER's tab-separated export: its first column is the query's "Notes" (its footer the dataset's notes)
_WONDER = compiled(r'^"Notes"\t"')


def health_gis_shape(name: str, lines: Sequence[str]) -> str | None:
    """What text file of a public health team's GIS work ``lines`` begin (u28b_wonder_txt_as_run,
    u28b_prj_as_run), and what to do with it, or None."""
    first = next((ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()), "")
    if _WKT.match(first):
        return ("is a projection in WKT (a shapefile's .prj: its coordinate system), not TREC run or qrels lines: "
                "it ranks nothing; " + _AS_RUN)
    if _WONDER.match(first):
        return ("is a CDC WONDER export (tab-separated, its first column 'Notes', the query's notes as a footer), "
                "not TREC run or qrels lines: read it (pandas.read_csv(sep='\\t'), dropping the footer's rows) "
                "and " + _AS_RUN)
    return None
