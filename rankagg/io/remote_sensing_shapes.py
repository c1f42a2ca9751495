"""A remote sensing team's binary files, told by their bytes where a run or the judgements are read (issue 45's
twenty-eighth bar, u28d_): BigTIFF (a Cloud-Optimized GeoTIFF over 4 GB), a JPEG 2000 band (Sentinel-2's .jp2),
an HDF4 / HDF-EOS granule (MODIS) and an ESRI shapefile (the AOI).  Read as text each got 'NUL bytes between the
characters: UTF-16 or UTF-32 text', which sent the team looking for an encoding."""

from __future__ import annotations

_FIX = ("a scene, a band or an AOI holds no ranking: give rankagg the scorers' rankings of the scenes as TREC lines "
        "(AOI Q0 product_id rank score scorer), one run per scorer")
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
    # an ESRI shapefile (.shp, .shx): the file code 9994 big-endian, then version 1000 little-endian at byte 28
    if head[:4] == b"\x00\x00\x27\x0a" and head[28:32] == b"\xe8\x03\x00\x00":
        return "an ESRI shapefile (an AOI's geometry)", _FIX
    return None
