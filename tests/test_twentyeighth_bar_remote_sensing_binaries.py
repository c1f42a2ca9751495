"""Issue 45's twenty-eighth bar (u28d_): a remote sensing team's binary files given as a run or as qrels are named
by what they are, at both doors and gzipped; a legal run and qrels stay read."""

import struct

import pytest

from rankagg.io.remote_sensing_shapes import remote_sensing_binary
from tests.door_files import refusal_through_the_api

FILES = {
    "cog.tif": (b"II+\x00" + struct.pack("<HHQ", 8, 0, 16) + b"\0" * 8, "BigTIFF"),
    "cog_be.tif": (b"MM\x00+" + struct.pack(">HHQ", 8, 0, 16) + b"\0" * 8, "BigTIFF"),
    "B04_10m.jp2": (b"\x00\x00\x00\x0cjP  \r\n\x87\n\x00\x00\x00\x14ftypjp2 ", "JPEG 2000"),
    "MOD09GA.hdf": (b"\x0e\x03\x13\x01\x00\x1e\x00\x01" + b"\0" * 24, "HDF4"),
    "aoi.shp": (struct.pack(">7I", 9994, 0, 0, 0, 0, 0, 50) + struct.pack("<2I", 1000, 5) + b"\0" * 32, "shapefile"),
}
RUN = "AOI_Lagos_2026-07 Q0 LC09_L2SP_198024_20260711_20260712_02_T1 1 0.9 usability\n"
QRELS = "AOI_Lagos_2026-07 0 LC09_L2SP_198024_20260711_20260712_02_T1 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    data = content if isinstance(content, bytes) else content.encode()
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert name in message and what in message


@pytest.mark.parametrize("text", [RUN, QRELS, "II+ Q0 d 1 1 t\n", "\x0e\x03 0 d 1\n"])
def test_text_is_never_claimed(text):
    assert remote_sensing_binary(text.encode()) is None
