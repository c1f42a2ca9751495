"""Issue 45's twenty-eighth bar (u28d_): a scene's metadata files given as a run or as qrels were told a field count
('expected 6 fields', 'starts with a header'); each is now named by what it is at both doors, plain and gzipped,
with its file and line, and a run or qrels whose ids look like the field's stays read."""

import pytest

import rankagg

from rankagg.io.remote_sensing_shapes import remote_sensing_shape
from tests.door_files import refusal_through_the_api

L9 = "LC09_L2SP_198024_20260711_20260712_02_T1"
FILES = {
    f"{L9}_MTL.txt": ("GROUP = LANDSAT_METADATA_FILE\n  GROUP = PRODUCT_CONTENTS\n    CLOUD_COVER = 12.37\n"
                      "  END_GROUP = PRODUCT_CONTENTS\nEND_GROUP = LANDSAT_METADATA_FILE\nEND\n", "Landsat"),
    "B04.hdr": ("ENVI\nsamples = 10980\nlines   = 10980\nbands   = 1\ninterleave = bsq\n", "ENVI header"),
    "B04.gdalinfo.txt": ("Driver: GTiff/GeoTIFF\nFiles: B04.tif\nSize is 10980, 10980\n", "gdalinfo"),
    "manifest.safe": ('<?xml version="1.0" encoding="UTF-8"?>\n<xfdu:XFDU xmlns:xfdu="urn:ccsds:schema:xfdu:1">\n'
                      "</xfdu:XFDU>\n", "SAFE manifest"),
    "MTD_MSIL2A.xml": ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<n1:Level-2A_User_Product '
                       'xmlns:n1="https://psd-14.sentinel2.eo.esa.int/PSD/User_Product_Level-2A.xsd">\n'
                       "</n1:Level-2A_User_Product>\n", "Sentinel-2"),
    "cdse_search.csv": ("Id,Name,ContentLength,OriginDate,PublicationDate,ModificationDate,Online,Footprint\n"
                        "0f6c,S2B_MSIL2A_20260714T103629.SAFE,1093452871,2026-07-14T13:51:02.000Z,x,y,True,z\n",
                        "Copernicus"),
}
RUN = f"AOI_Lagos_2026-07 Q0 {L9} 1 0.9 usability\nAOI_Lagos_2026-07 Q0 ENVI 2 0.5 usability\n"
QRELS = f"AOI_Lagos_2026-07 0 {L9} 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    data = content if isinstance(content, bytes) else content.encode()
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert f"{name}:" in message and what in message and "Q0 product_id" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "GROUP Q0 d 1 1 t\n", "ENVI Q0 d 1 1 t\n", "Driver: 0 d 1\n",
                                  "Id 0 Name 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert remote_sensing_shape("x.txt", text.splitlines()) is None


def test_a_run_and_qrels_with_the_fields_ids_are_read(tmp_path):
    run, qrels = tmp_path / "scenes.run", tmp_path / "picks.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0
