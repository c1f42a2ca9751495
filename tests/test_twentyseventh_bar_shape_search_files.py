"""Issue 45's twenty-seventh bar, a mechanical engineering team fusing shape descriptors' part search (a light-field
descriptor, PointNet, a B-rep network, a text search over part metadata): a CAD, mesh or PLM file given where a run
or qrels go was told by a field count ("expected 6 fields ... found 1" for a STEP part, an IFC model and a gzipped
STEP part, "found 7" for IGES, "found 2" for an ASCII STL, an OBJ mesh and its MTL), as "JSON such as BEIR's results"
(a glTF scene), "a run table saved as text" (a PLM bill of materials), "UTF-16 or UTF-32 text" (a binary STL), "a NUL
byte" (GLB, Creo, CATIA, JT), "a zip archive: unzip it" (3MF) or "an Excel 97-2003 workbook" (a SolidWorks part)
instead of by name (u27f_*_as_run, u27f_*_as_qrels).

The members are generated: each text file under its own name and neutral ones, plain, gzipped, with a byte-order mark
and CRLF ends, at the runs and the qrels door; each STEP schema; each binary file by its bytes under its name and
others.  Near shapes keep their reading: TREC lines and qrels under a CAD file's name, a 'v' query's run."""

from __future__ import annotations

import gzip
import io
import struct
import zipfile

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape

#: how the file is saved: its text to bytes
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]
STEP = ("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('p.step','2026-11-30',(''),(''),'','','');\n"
        "FILE_SCHEMA(('{schema}'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\n"
        "END-ISO-10303-21;\n")
SCHEMAS = [("AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF { 1 0 10303 442 1 1 4 }", "STEP AP242"),
           ("AUTOMOTIVE_DESIGN { 1 0 10303 214 3 1 1 }", "STEP AP214"),
           ("CONFIG_CONTROL_DESIGN", "STEP AP203"), ("IFC4", "IFC"), ("IFC2X3", "IFC"), ("IFC4X3_ADD2", "IFC")]


def _iges(text: str, section: str, n: int) -> str:
    return f"{text:<72}{section}{n:>7}\n"


IGES = (_iges("part exported from NX 2312", "S", 1) + _iges("1H,,1H;,4Hpart,8Hpart.igs,;", "G", 1)
        + _iges("     110       1       0       0       0       0       0       000000000", "D", 1)
        + _iges(f"{'110,0.,0.,0.,25.,0.,0.;':<64}{1:>8}", "P", 1) + _iges("S      1G      1D      1P      1", "T", 1))
STL = ("solid part\n facet normal 0 0 -1\n  outer loop\n   vertex 0 0 0\n   vertex 25 0 0\n   vertex 25 12 0\n"
       "  endloop\n endfacet\nendsolid part\n")
OBJ = "# Blender 4.2.3\nmtllib p.mtl\no part\nv 0.0 0.0 0.0\nv 25.0 0.0 0.0\nv 25 12 0\nvn 0 0 -1\nf 1//1 2//1 3//1\n"
MTL = "# Blender MTL File\nnewmtl steel\nNs 250.0\nKa 1 1 1\nKd 0.8 0.8 0.8\nillum 2\n"
#: (file, its text, a word the note must hold)
TEXT_FILES = [
    ("bracket.step", STEP.format(schema=SCHEMAS[0][0]), "STEP"),
    ("bracket.igs", IGES, "IGES"),
    ("bracket.stl", STL, "STL"),
    ("bracket.obj", OBJ, "OBJ"),
    ("points.obj", "v 1 2 3.5\nv 4 5 6\nvt 0.5 0.5\nf 1 2 3\n", "OBJ"),
    ("colour.obj", "v 1 2 3 0.5 0.5 0.5\nv 4 5 6 1 0 0\nf 1 2 1\n", "OBJ"),
    ("bracket.mtl", MTL, "MTL"),
    ("bom.csv", "Level,Number,Name,Version,Quantity,Unit\n0,ASM-1,assy,A,1,each\n1,PN-2,bracket,B,2,each\n", "BOM"),
    ("bom.tsv", "Item No\tPart Number\tDescription\tQty\n1\tPN-2\tbracket\t2\n", "BOM"),
    ("bom_semicolon.csv", "BOM Level;Component;Qty;Material\n1;PN-2;2;S235JR\n", "BOM"),
    ("scene.gltf", '{"asset": {"version": "2.0", "generator": "Khronos glTF Blender I/O"}, "scenes": [], '
                   '"nodes": []}\n', "glTF"),
    ("plain.gltf", '{\n  "asset": {"version": "2.0"},\n  "meshes": [{"primitives": []}]\n}\n', "glTF"),
]


def _write(path, data: bytes):
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


def _named_at_both_doors(path: str, *words: str, line: int = 1) -> None:
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and shape.line == line, shape
        assert all(w in shape.reason for w in words), shape.reason


@pytest.mark.parametrize("name,text,word", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "lfd.run", "{name}.gz", "{upper}"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_cad_text_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, rename, saved):
    path = _write(tmp_path / rename.format(name=name, upper=name.upper()), SAVED[saved](text))
    _named_at_both_doors(path, word, "QUERY_PART Q0 PART")


@pytest.mark.parametrize("text", ["v 1 2 3\nv 4 5 6\nv 7 8 9\nf 1 2 3\n", "v 0.0 0.0 0.0\nv 25.0 1.0 0.0\n"])
def test_an_obj_of_four_field_lines_is_left_to_the_readers(tmp_path, capsys, text):
    # 'v 1 2 3' is a qrels line (query v, iteration 1, document 2, grade 3): trec_eval reads it, and so does rankagg
    path = _write(tmp_path / "points.obj", text.encode())
    assert all(s is None or "OBJ" not in s.reason for s in (run_shape(path), qrels_shape(path)))
    run = _write(tmp_path / "pointnet.run", b"v Q0 2 1 0.9 pointnet\n")
    assert main(["evaluate", run, "--qrels", path, "-m", "P.1"]) == 0
    assert main(["fuse", path, "-o", str(tmp_path / "fused.run")]) == 2
    assert "points.obj:1" in capsys.readouterr().err


@pytest.mark.parametrize("schema,word", SCHEMAS)
@pytest.mark.parametrize("name", ["part.stp", "model.ifc", "part.step.gz", "x.run"])
def test_an_iso_10303_21_file_is_named_by_its_schema(tmp_path, schema, word, name):
    path = _write(tmp_path / name, STEP.format(schema=schema).encode())
    _named_at_both_doors(path, word)
    assert ("IFC" in word) == ("IFC" in (run_shape(path).reason.split("(")[0]))  # a building is told as no STEP part


def test_the_command_names_a_step_part_at_line_1(tmp_path, capsys):
    part = _write(tmp_path / "bracket_L_m6.step", STEP.format(schema=SCHEMAS[0][0]).encode())
    run = _write(tmp_path / "pointnet.run", b"QP-10442_rev_C Q0 PN-7781-220-00 1 0.93 pointnet\n")
    assert main(["fuse", part, run, "-o", str(tmp_path / "fused.run")]) == 2
    err = capsys.readouterr().err
    assert "bracket_L_m6.step:1" in err and "STEP AP242" in err
    assert not (tmp_path / "fused.run").exists()


def _zip(members: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, text in members.items():
            z.writestr(name, text)
    return out.getvalue()


_TRIANGLES = struct.pack("<12fH", 0, 0, -1, 0, 0, 0, 25, 0, 0, 25, 12, 0, 0) * 3
BINARIES = [
    ("part.stl", b"solid part by SOLIDWORKS".ljust(80, b" ") + struct.pack("<I", 3) + _TRIANGLES, "STL"),
    ("zeros.stl", bytes(80) + struct.pack("<I", 3) + _TRIANGLES, "STL"),
    ("scan.stl", b"Exported from MeshLab".ljust(80, b"\x00") + struct.pack("<I", 3) + _TRIANGLES, "STL"),
    ("scene.glb", b"glTF" + struct.pack("<III", 2, 40, 20) + b"JSON" + b'{"asset":{"version":"2.0"}}'.ljust(20),
     "glTF"),
    ("print.3mf", _zip({"[Content_Types].xml": "<Types/>", "_rels/.rels": "<Relationships/>",
                        "3D/3dmodel.model": "<model/>"}), "3MF"),
    ("bracket.sldprt", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504), "SolidWorks"),
    ("ASSY.SLDASM", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504), "SolidWorks"),
    ("new.sldprt", b"\x14\x00\x06\x00\x08\x00" + bytes(200), "SolidWorks"),
    ("shaft.ipt", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504), "Inventor"),
    ("housing.prt.3", b"#UGC:2 PART 2247 1020 1 1 1 15 2500 2024170 000001c2 \\\n#- VERS 10.0\n" + bytes(64), "Creo"),
    ("bracket.CATPart", b"V5_CFV2\x00" + bytes(64), "CATIA"),
    ("assy.jt", b"Version 10.5 JT".ljust(80) + b"\x00" + bytes(64), "JT"),
    ("old.jt", b"Version 8.1 JT ".ljust(80) + b"\x01" + bytes(64), "JT"),
]


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("rename", ["{name}", "model.run", "judged.qrels"])
def test_a_cad_binary_is_named_by_its_bytes(tmp_path, name, data, word, rename):
    if rename != "{name}" and word in ("SolidWorks", "Inventor"):
        pytest.skip("told by its name: its bytes are a compound file's, an Office document's too")
    path = _write(tmp_path / rename.format(name=name), data)
    reason = container_of(path)
    assert reason is not None and word in reason and "QUERY_PART Q0 PART" in reason, reason


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_a_cad_binary_at_each_door(tmp_path, capsys, name, data, word, door):
    path = _write(tmp_path / name, data)
    run = _write(tmp_path / "pointnet.run", b"QP-1 Q0 PN-1 1 0.9 pointnet\n")
    argv = (["fuse", path, run, "-o", str(tmp_path / "fused.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err
    assert not (tmp_path / "fused.run").exists()


def test_an_office_compound_file_is_still_a_workbook(tmp_path):
    reason = container_of(_write(tmp_path / "scores.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)))
    assert reason is not None and "Excel" in reason and "SolidWorks" not in reason


RUN = b"v Q0 PN-7781-220-00 1 0.93 pointnet\nv Q0 PN-7781-221-01 2 0.88 pointnet\n"


@pytest.mark.parametrize("name", ["bracket.step", "part.stl", "mesh.obj", "steel.mtl", "bom.csv", "assy.jt",
                                  "scene.gltf", "part.igs", "bin.stl"])
def test_trec_lines_under_a_cad_name_are_read(tmp_path, name):
    path = _write(tmp_path / name, RUN)
    assert run_shape(path) is None and container_of(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "fused.run")]) == 0
    assert (tmp_path / "fused.run").read_text().split()[2] == "PN-7781-220-00"


@pytest.mark.parametrize("name", ["bracket.step", "part.stl", "mesh.obj", "bom.csv"])
def test_qrels_under_a_cad_name_are_read(tmp_path, name):
    path = _write(tmp_path / name, b"v 0 PN-7781-220-00 2\nv 0 PN-7781-221-01 0\n")
    assert qrels_shape(path) is None and container_of(path) is None
    run = _write(tmp_path / "pointnet.run", RUN)
    assert main(["evaluate", run, "--qrels", path, "-m", "P.1"]) == 0
