"""A mechanical engineering team's CAD, mesh and PLM files, told by their first lines or bytes, so that a run or
qrels door names what they are and says what to give instead (issue 45's twenty-seventh bar, 3D part search fused
across shape descriptors: a STEP part, an IFC model and a gzipped STEP part were told "expected 6 fields ... found
1", an IGES file "found 7", an ASCII STL "found 2", an OBJ mesh and its MTL "found 2" or "4", a glTF scene "JSON such
as BEIR's results", a PLM BOM export "a run table saved as text", a binary STL "UTF-16 or UTF-32 text", a GLB, a
Creo or CATIA part and a JT file "a NUL byte", a 3MF package "a zip archive: unzip it", a SolidWorks part "an Excel
97-2003 workbook").

* Text (:func:`shape_search_shape`, from a file's decoded head): ISO 10303-21 files (STEP AP203/AP214/AP242, and IFC
  by its ``FILE_SCHEMA``), IGES's 80-column records, ASCII STL, Wavefront OBJ and MTL, a PLM bill of materials.
* JSON (:data:`SHAPE_SEARCH_JSON`): a glTF scene.
* Binary (:func:`shape_search_binary`): binary STL, GLB, 3MF, SolidWorks, Creo, CATIA V5 and JT files.

A model's nearest catalogue parts per query part, nearest first, are a run's list: every note says so."""

from __future__ import annotations

import os
import re
import struct

from rankagg.io.line_form_store import compiled

__all__ = ["SHAPE_SEARCH_JSON", "shape_search_binary", "shape_search_shape"]

#: what to give rankagg instead of a CAD file: each shape descriptor's or retrieval model's results are a run
AS_RUN = ("give each shape search model's results as a run, a query part (QP-10442_rev_C, no blank) a query and the "
          "catalogue parts the documents, the score higher for the closer part (a distance negated, a cosine as it "
          "is): 'QUERY_PART Q0 PART RANK SCORE MODEL' (or rankagg.fuse({model: {query part: {part: score}}})); the "
          "engineers' judgements are the qrels, 'QUERY_PART 0 PART GRADE' (2 interchangeable, 1 similar, 0 "
          "unrelated)")
_GEOMETRY = "not TREC run or qrels lines: it holds a model's geometry, no ranking; run the shape search on it and "
#: an ISO 10303-21 file's schema: IFC's are buildings, the others STEP application protocols
_SCHEMA = compiled(r"FILE_SCHEMA\s*\(\s*\(\s*'([^'{ ]+)", re.I)
_AP = (("AP242", "AP242"), ("AP203", "AP203"), ("CONFIG_CONTROL_DESIGN", "AP203"), ("AUTOMOTIVE_DESIGN", "AP214"),
       ("AP214", "AP214"))
#: IGES's fixed records: 72 columns of data, the section letter (S, G, D, P, T) and a 7-column sequence number
_IGES = compiled(r"^.{72}[SGDPT][ \d]{6}\d\r?$")
_FLOAT = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_STL_FACET = compiled(rf"^\s*facet\s+normal\s+{_FLOAT}\s+{_FLOAT}\s+{_FLOAT}\s*$", re.M)
_OBJ_KEYS = frozenset({"v", "vn", "vt", "vp", "f", "l", "p", "o", "g", "s", "mtllib", "usemtl", "cstype", "deg",
                       "curv", "surf", "parm", "end"})
_MTL_KEYS = frozenset({"newmtl", "ns", "ka", "kd", "ks", "ke", "ni", "d", "tr", "tf", "illum", "map_kd", "map_ka",
                       "map_ks", "map_bump", "bump", "map_d", "disp", "refl", "pr", "pm", "ps", "pc", "pcr", "aniso",
                       "anisor", "norm", "map_pr", "map_pm", "map_ke", "sharpness"})
_VERTEX = compiled(rf"^v\s+{_FLOAT}\s+{_FLOAT}\s+{_FLOAT}(?:\s+{_FLOAT}){{0,4}}\s*$")
#: a PLM bill of materials' columns (Windchill's, Teamcenter's, ENOVIA's, SolidWorks PDM's exports)
_BOM_LEVEL = {"level", "bom level", "indent", "find number", "find no", "item", "item no", "item no."}
_BOM_PART = {"number", "part number", "part no", "part no.", "item number", "component", "part", "pn"}
_BOM_QTY = {"quantity", "qty", "qty.", "amount"}
#: glTF's JSON: its 'asset' object with the 'version' glTF requires (Blender's, three.js', Khronos' exporters)
SHAPE_SEARCH_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"asset"', '"version"', '"generator"'), "a glTF scene (JSON: asset, scenes, nodes, meshes, accessors): a 3D "
                                              "model, no ranking; run the shape search on it and " + AS_RUN),
    (('"asset"', '"version"', '"meshes"'), "a glTF scene (JSON: asset, scenes, nodes, meshes, accessors): a 3D model, "
                                           "no ranking; run the shape search on it and " + AS_RUN),
)


def _numbered(text: str) -> list[tuple[int, str]]:
    return [(i, ln.rstrip("\r")) for i, ln in enumerate(text.lstrip("\ufeff").split("\n")[:60], 1) if ln.strip()]


def _step(head: str) -> str:
    schema = _SCHEMA.search(head)
    name = "" if schema is None else schema.group(1).upper()
    if name.startswith("IFC"):
        return (f"an IFC building model (ISO 10303-21 with FILE_SCHEMA {name}: IfcOpenShell, Revit, ArchiCAD), "
                + _GEOMETRY)
    ap = next((f" {ap}" for key, ap in _AP if key in name), "")
    return f"a STEP{ap} file (ISO 10303-21: HEADER, FILE_SCHEMA, DATA; a CAD export of parts), " + _GEOMETRY


def _table(line: str) -> str | None:
    sep = "\t" if "\t" in line else "," if "," in line else ";" if ";" in line else None
    if sep is None:
        return None
    cells = {c.strip(" \"'").lower() for c in line.split(sep)}
    if cells & _BOM_LEVEL and cells & _BOM_PART and cells & _BOM_QTY:
        return ("a bill of materials (BOM) exported from a PLM system (Windchill, Teamcenter, ENOVIA, SolidWorks PDM: a "
                "row per part with its level, number and quantity), not TREC run or qrels lines: it lists an "
                "assembly's parts, no ranking; its part numbers are the catalogue's ids; " + AS_RUN)
    return None


def shape_search_shape(name: str, text: str) -> tuple[int, str] | None:
    """The line and the note of a CAD, mesh or PLM file whose decoded head is ``text`` (its base name ``name``), or
    None."""
    numbered = _numbered(text)
    if not numbered:
        return None
    at, first = numbered[0]
    if first.strip() == "ISO-10303-21;":
        return at, "is " + _step(text) + AS_RUN
    if len(numbered) > 1 and _IGES.match(first) and first[72] == "S" and _IGES.match(numbered[1][1]):
        return at, ("is an IGES file (80-column records: start, global, directory and parameter sections; a CAD "
                    "export of parts), " + _GEOMETRY + AS_RUN)
    if re.match(r"solid(\s|$)", first.strip()) and _STL_FACET.search(text):
        return at, "is an STL mesh (ASCII: solid, facet normal, outer loop, vertex), " + _GEOMETRY + AS_RUN
    body = [ln.strip() for _, ln in numbered if not ln.lstrip().startswith("#")]
    keys = [ln.split()[0].lower() for ln in body]
    if body and "newmtl" in keys and all(k in _MTL_KEYS for k in keys):
        return at, ("is a Wavefront material library (MTL: an OBJ mesh's materials, newmtl, Ka, Kd, Ks, illum), "
                    "not TREC run or qrels lines: it holds a mesh's materials, no ranking; " + AS_RUN)
    vertices = [ln for ln in body if ln.split()[0] == "v"]
    # 'v x y z' and 'f a b c' alone parse as qrels lines (trec_eval reads 'v 0.0 0.0 0.0' as query v, document 0.0):
    # such a mesh is left to the readers, which name the line that is wrong for their door
    if vertices and all(k in _OBJ_KEYS for k in keys) and all(_VERTEX.match(v) for v in vertices) \
            and any(len(ln.split()) != 4 for ln in body):
        return at, "is a Wavefront OBJ mesh (v, vn, vt and f lines), " + _GEOMETRY + AS_RUN
    table = _table(first)
    return None if table is None else (at, "is " + table)


#: native CAD formats by their magic bytes, and what wrote them
_NATIVE = ((b"#UGC:", "a Creo Parametric (Pro/ENGINEER) part or assembly (#UGC: header, then binary)"),
           (b"V5_CFV2", "a CATIA V5 document (.CATPart, .CATProduct: V5_CFV2, binary)"))
_JT = compiled(rb"Version \d+\.\d+ JT")
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: the compound-file (OLE2) parts of SolidWorks and Inventor, told from an Office file by their names
_OLE2_CAD = {".sldprt": "a SolidWorks part", ".sldasm": "a SolidWorks assembly", ".slddrw": "a SolidWorks drawing",
             ".ipt": "an Autodesk Inventor part", ".iam": "an Autodesk Inventor assembly"}
_FIX = "export each model's search results and " + AS_RUN


def _binary_stl(head: bytes, base: str, size: int | None) -> bool:
    """An 80-byte header, a triangle count, 50 bytes a triangle: the file's size says so, whatever the header holds
    (SolidWorks starts it with 'solid', as ASCII STL does), or its name, when a NUL is in the count or the first
    triangle."""
    if len(head) < 84 or b"\x00" not in head[80:134]:  # a count below 2**24, a 0.0 float: no text holds a NUL
        return False
    count = struct.unpack("<I", head[80:84])[0]
    # by size, a mesh of one triangle at least: 84 bytes of anything with a zero count would be any 84-byte file
    # (dedupe's pickled settings: u27d_dedupe_settings_as_run)
    return (count > 0 and size == 84 + 50 * count) or base.lower().endswith(".stl")


def shape_search_binary(head: bytes, path: str) -> tuple[str, str] | None:
    """What binary CAD or mesh file ``head`` starts (``path`` the file: its name and size) and what to do with it;
    None for anything else."""
    base = os.path.basename(path)
    try:
        size: int | None = os.path.getsize(path)
    except OSError:
        size = None
    if head.startswith(b"glTF") and head[4:8] in (b"\x01\x00\x00\x00", b"\x02\x00\x00\x00"):
        return "a binary glTF scene (GLB: glTF magic, a JSON chunk, a BIN chunk)", _FIX
    if head.startswith(b"PK\x03\x04") and b"3D/3dmodel.model" in head:
        return "a 3MF package (a zip: [Content_Types].xml, 3D/3dmodel.model; a 3D printing model)", _FIX
    for magic, what in _NATIVE:
        if head.startswith(magic):
            return what, _FIX
    if _JT.match(head):
        return "a JT file (Siemens' visualisation format: 'Version ... JT' header, binary segments)", _FIX
    suffix = os.path.splitext(base)[1].lower()
    if suffix in _OLE2_CAD and (head.startswith(_OLE2) or b"\x00" in head[:512]):  # SolidWorks 2015 on: no OLE2
        return f"{_OLE2_CAD[suffix]} (a native CAD file: a compound document, binary)", _FIX
    if _binary_stl(head, base, size):
        return "an STL mesh (binary: an 80-byte header, a triangle count, 50 bytes a triangle)", _FIX
    return None
