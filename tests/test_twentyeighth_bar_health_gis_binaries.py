"""A shapefile's .shp/.shx, its .dbf and a SAS dataset given where runs or qrels are read are named by what they
are (issue 45's twenty-eighth bar, u28b_shp_as_run, u28b_dbf_as_run, u28b_sas_as_run), not by their NUL bytes."""

from __future__ import annotations

import struct

import pytest

import rankagg
from rankagg.io.health_gis_shapes import health_gis_binary

SHP = struct.pack(">7i", 9994, 0, 0, 0, 0, 0, 50) + struct.pack("<2i4d", 1000, 5, -124.4, 32.5, -114.1, 42.0) + bytes(32)
DBF = bytes([3, 125, 12, 1]) + struct.pack("<IHH", 2, 97, 12) + bytes(20) + b"GEOID".ljust(11, b"\0") + b"C" \
    + bytes(4) + bytes([5, 0]) + bytes(14) + b"\r" + b" 01001 06037\x1a"
SAS = bytes(12) + b"\xc2\xea\x81\x60\xb3\x14\x11\xcf\xbd\x92\x08\x00\x09\xc7\x31\x8c\x18\x1f\x10\x11" + bytes(200)
FILES = [("tl_2022_us_county.shp", SHP, "shapefile"), ("tl_2022_us_county.SHX", SHP, "shapefile"),
         ("tl_2022_us_county.dbf", DBF, "dBASE"), ("TL_2022_US_COUNTY.DBF", DBF, "dBASE"),
         ("svi_extract.sas7bdat", SAS, "SAS dataset")]
RUN = "overdose_2025 Q0 06037 1 0.98 svi\noverdose_2025 Q0 01001 2 0.71 svi\n"


@pytest.mark.parametrize("name,content,what", FILES)
def test_named_as_run(tmp_path, name, content, what):
    path = tmp_path / name
    path.write_bytes(content)
    (tmp_path / "svi.run").write_text(RUN)
    with pytest.raises(Exception) as err:
        rankagg.fuse([str(path), str(tmp_path / "svi.run")], method="rrf")
    assert name in str(err.value) and what in str(err.value)


@pytest.mark.parametrize("name,content,what", FILES)
def test_named_as_qrels(tmp_path, name, content, what):
    path = tmp_path / name
    path.write_bytes(content)
    (tmp_path / "svi.run").write_text(RUN)
    with pytest.raises(Exception) as err:
        rankagg.evaluate(str(tmp_path / "svi.run"), str(path))
    assert name in str(err.value) and what in str(err.value)


@pytest.mark.parametrize("head,name", [(RUN.encode(), "x.dbf"), (RUN.encode(), "run.txt"),
                                       (b"06037 0 01001 1\n", "qrels.dbf"), (DBF, "fused.rrf")])
def test_runs_and_qrels_stay_free(head, name):
    assert health_gis_binary(head, name) is None
