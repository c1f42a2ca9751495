"""A remote sensing team's files where a run or the judgements are read (issue 45's twenty-eighth bar, u28d_): by
their bytes, BigTIFF (a Cloud-Optimized GeoTIFF over 4 GB), a JPEG 2000 band (Sentinel-2's .jp2) and an HDF4 /
HDF-EOS granule (MODIS), which read as text got 'NUL bytes between the characters: UTF-16 or UTF-32 text'; by their
first lines, a scene's metadata (Landsat's MTL, an ENVI header, a gdalinfo dump, Sentinel's SAFE manifest and MTD
XML, a Copernicus search export), which got a field count.  An AOI's shapefile is
:mod:`rankagg.io.health_gis_shapes`'."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup, xml_root

_FIX = ("a scene, a band or an AOI holds no ranking: give rankagg the scorers' rankings of the scenes as TREC lines "
        "(AOI Q0 product_id rank score scorer), one run per scorer")
_NOT_LINES = f"not TREC run or qrels lines: {_FIX}; an analyst's picks are the qrels (AOI 0 product_id 1)"
#: each starts with a NUL or a byte no first line of text holds, so no run or qrels file is taken for one
_MAGIC = (
    (b"II+\x00", "a BigTIFF image (a Cloud-Optimized GeoTIFF or another GDAL raster)"),
    (b"MM\x00+", "a BigTIFF image (a Cloud-Optimized GeoTIFF or another GDAL raster)"),
    (b"\x00\x00\x00\x0cjP  \r\n\x87\n", "a JPEG 2000 image (a Sentinel-2 band's .jp2)"),
    (b"\x0e\x03\x13\x01", "an HDF4 file (HDF-EOS: a MODIS or ASTER granule)"),
)


def remote_sensing_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a remote sensing binary file; None for anything else."""
    for magic, what in _MAGIC:
        if head.startswith(magic):
            return what, _FIX
    return None


#: a scene's metadata files, by a line of their head: what each is (u28d_*_as_run, u28d_*_as_qrels)
_METADATA = (
    (compiled(r"^GROUP = (?:LANDSAT_METADATA_FILE|L1_METADATA_FILE)$"),
     "Landsat's scene metadata (_MTL.txt: GROUP = LANDSAT_METADATA_FILE, CLOUD_COVER = ...)"),
    (compiled(r"^ENVI$"), "an ENVI header (.hdr: samples, lines, bands, map info of a raster beside it)"),
    (compiled(r"^Driver: \S+/"), "a gdalinfo dump (Driver:, Size is, Coordinate System is: a raster's description)"),
    (compiled(r"<xfdu:XFDU\b"), "a Sentinel SAFE manifest (manifest.safe, XFDU XML: the product's contents)"),
    (compiled(r"^Id,Name,ContentLength,(?:OriginDate|PublicationDate)\b"),
     "a Copernicus Data Space search export (its OData catalogue's Id, Name, ContentLength, ... columns)"),
)


_SENTINEL2 = compiled(r"Level-(?:1B|1C|2A)_(?:User_Product|Tile_ID)")


def remote_sensing_head(text: str) -> tuple[int, str] | None:
    """(line, reason) for Sentinel-2's product metadata (MTD_MSIL1C.xml / MTD_MSIL2A.xml), at its root's line: read
    from its first lines it was named at its declaration's (u33d_s2_mtd_as_run)."""
    root = xml_root(text)
    if root is None or not _SENTINEL2.fullmatch(root.local):
        return None
    return root.line, ("is Sentinel-2's product metadata (MTD_MSIL1C.xml / MTD_MSIL2A.xml: cloud coverage, quality "
                       f"indicators), {_NOT_LINES}")


def remote_sensing_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a scene's metadata file whose first lines are ``lines`` is, and what to give instead, or None: each
    pattern holds a word no run or qrels line's first field takes (``GROUP =``, ``Driver:``, an XML tag)."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines[:8] if ln.strip()]
    for pattern, what in _METADATA:
        markup = not pattern.pattern.startswith("<") or opens_markup(head)  # a tag: the file's, not a cell's
        if markup and any(pattern.search(ln) for ln in head[:3]):
            return f"is {what}, {_NOT_LINES}"
    return None
