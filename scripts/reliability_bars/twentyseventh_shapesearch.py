"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a mechanical engineering team's 3D part search fused across shape descriptors (STEP, STL, OBJ, IFC) (its cases, ids ``u27f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each query part (``QP-10442_rev_C``) is a query, each catalogue part (``PN-7781-220-04``, or a file
name such as ``k03_bracket_L_m6.step``) a document, and the shape search models the runs: a light-field descriptor
(LFD: a distance, smaller is closer, written negated), a point-cloud network on sampled meshes and a B-rep graph
network (cosine similarities, the B-rep one to 2 decimals: ties are common) and a text search over the part
metadata (BM25).  Top-50 lists are fused with RRF, Borda and CombSUM (weights from the last reuse review) and judged
against the engineers' relevance (0 unrelated, 1 similar, 2 interchangeable) by nDCG@10 and P@5.  The mistakes and
odd files: the CAD and PLM files given where runs, qrels or weights are read (STEP AP214/AP242, IGES, STL ASCII and
binary, Wavefront OBJ and its MTL, PLY, glTF and GLB, 3MF, IFC, a PLM BOM export, SolidWorks, Creo and CATIA native
parts, a JT file), distances written in the score column as the descriptor gives them, decimal commas, part numbers
with blanks, and the fused list named for a CAD format (``.step``, ``.stl``, ``.igs``, ``.glb``, ...).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's nDCG@10 and P@5 from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import io
import struct
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_SHAPESEARCH = "45 Unseen inputs: a twenty-seventh bar, a mechanical engineering team's 3D part search fused across shape descriptors (STEP, STL, OBJ, IFC)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MODELS = ['lfd', 'pointnet', 'brepnet', 'textsearch']
def qpart(k):
    return 'QP-%05d_rev_%s' % (10442 + 37 * k, 'ABCDE'[k % 5])
def part(k, i):
    return ('k%02d_bracket_L_m%d.step' % (k, i)) if i % 5 == 4 else 'PN-%04d-%03d-%02d' % (7781 + k, 220 + i, i % 7)
def search(models=MODELS, n_q=8, n=14, seed=3, drop=None, cut=None, signal=0.3, ids=part, names=qpart):
    """{model: {query part: {catalogue part: score}}}; parts 0 and 1 are interchangeable with the query, 2 and 3
    similar; LFD gives a distance (smaller is closer), written negated; PointNet a cosine to 3 decimals, the B-rep
    network one to 2 (ties), the text search a BM25 score; ``drop``: {model: share of parts it misses};
    ``cut``: {model: parts it returns}"""
    g = lcg(seed)
    out = {}
    for e in models:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                s = min(1.0, 0.3 + 0.5 * u + (signal if i < 2 else signal / 2 if i < 4 else 0.0) - 0.01 * i)
                if e == 'lfd':
                    s = -round(2.0 * (1.0 - s), 4)
                elif e == 'pointnet':
                    s = round(2.0 * s - 1.0, 3)
                elif e == 'brepnet':
                    s = round(2.0 * s - 1.0, 2)
                else:
                    s = round(25.0 * s, 3)
                p[ids(k, i)] = s
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def relevance(n_q=8, ids=part, names=qpart):
    """the engineers' judgements: parts 0 and 1 interchangeable (2), 2 and 3 similar (1), 4 to 7 unrelated (0)"""
    return {names(k): {ids(k, i): (2 if i < 2 else 1 if i < 4 else 0) for i in range(8)} for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "search", "fused.run")


_RUNS = [f"{e}.run" for e in ("lfd", "pointnet", "brepnet", "textsearch")]
_OUT = ("fused.run",)
_ONE_RUN = ("QP-10442_rev_C Q0 PN-7781-220-00 1 0.93 pointnet\n"
            "QP-10442_rev_C Q0 PN-7781-221-01 2 0.88 pointnet\n")

# the team's files, as their tools write them (a few records)
_STEP_AP242 = ("ISO-10303-21;\nHEADER;\n"
               "FILE_DESCRIPTION(('SolidWorks 2024 STEP AP242'),'2;1');\n"
               "FILE_NAME('bracket_L_m6.step','2026-11-30T09:12:44',('jschmidt'),('ACME Mechanical'),"
               "'SwSTEP 2.0','SolidWorks 2024','');\n"
               "FILE_SCHEMA(('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF { 1 0 10303 442 1 1 4 }'));\n"
               "ENDSEC;\nDATA;\n"
               "#1=APPLICATION_PROTOCOL_DEFINITION('international standard',"
               "'ap242_managed_model_based_3d_engineering',2020,#2);\n"
               "#2=APPLICATION_CONTEXT('managed model based 3d engineering');\n"
               "#10=PRODUCT('PN 7781-220-04','bracket L M6','',(#11));\n"
               "#20=CARTESIAN_POINT('',(0.,0.,0.));\n"
               "ENDSEC;\nEND-ISO-10303-21;\n")
_STEP_AP214 = ("ISO-10303-21;\r\nHEADER;\r\n/* Generated by software containing ST-Developer\r\n"
               " * from STEP Tools, Inc. (www.steptools.com)\r\n */\r\n"
               "FILE_DESCRIPTION(\r\n/* description */ (''),\r\n/* implementation_level */ '2;1');\r\n"
               "FILE_NAME(\r\n/* name */ 'housing_7781-000',\r\n/* time_stamp */ '2026-11-29T14:05:31+01:00',\r\n"
               "/* author */ (''),\r\n/* organization */ (''),\r\n/* preprocessor_version */ 'ST-DEVELOPER v18',\r\n"
               "/* originating_system */ 'Creo Parametric 10.0',\r\n/* authorisation */ '');\r\n"
               "FILE_SCHEMA (('AUTOMOTIVE_DESIGN { 1 0 10303 214 3 1 1 }'));\r\nENDSEC;\r\n\r\nDATA;\r\n"
               "#10=PRODUCT('7781-000','housing','',(#11));\r\nENDSEC;\r\nEND-ISO-10303-21;\r\n")


def _iges_record(text: str, section: str, number: int) -> str:
    return f"{text:<72}{section}{number:>7}\n"


_IGES = (_iges_record("bracket_L_m6 exported from SolidWorks 2024", "S", 1)
         + _iges_record("1H,,1H;,12Hbracket_L_m6,16Hbracket_L_m6.igs,15HSolidWorks 2024,", "G", 1)
         + _iges_record("15HSolidWorks 2024,32,308,15,308,15,12Hbracket_L_m6,1.,2,2HMM,50,0.125,", "G", 2)
         + _iges_record("15H20261130.091244,1E-08,500.,7Hjschmidt,4HACME,11,0,;", "G", 3)
         + _iges_record("     110       1       0       0       0       0       0       000000000", "D", 1)
         + _iges_record("     110       0       0       1       0                               0", "D", 2)
         + _iges_record(f"{'110,0.,0.,0.,25.,0.,0.;':<64}{1:>8}", "P", 1)
         + _iges_record("S      1G      3D      2P      1", "T", 1))
_STL_ASCII = ("solid bracket_L_m6\n"
              "  facet normal 0.000000e+00 0.000000e+00 -1.000000e+00\n"
              "    outer loop\n"
              "      vertex 0.000000e+00 0.000000e+00 0.000000e+00\n"
              "      vertex 2.500000e+01 0.000000e+00 0.000000e+00\n"
              "      vertex 2.500000e+01 1.200000e+01 0.000000e+00\n"
              "    endloop\n"
              "  endfacet\n"
              "endsolid bracket_L_m6\n")
_TRIANGLES = [(0, 0, -1, 0, 0, 0, 25, 0, 0, 25, 12, 0), (0, 0, -1, 0, 0, 0, 25, 12, 0, 0, 12, 0)]
# a binary STL: an 80-byte header (SolidWorks starts it with 'solid', as ASCII STL does), the triangle count, then
# 50 bytes a triangle (normal, three vertices as float32, a 16-bit attribute)
_STL_BINARY = (b"solid bracket_L_m6 exported by SOLIDWORKS".ljust(80, b" ") + struct.pack("<I", len(_TRIANGLES))
               + b"".join(struct.pack("<12fH", *t, 0) for t in _TRIANGLES))
_OBJ = ("# Blender 4.2.3\n# www.blender.org\nmtllib bracket_L_m6.mtl\no bracket_L_m6\n"
        "v 0.000000 0.000000 0.000000\nv 25.000000 0.000000 0.000000\nv 25.000000 12.000000 0.000000\n"
        "vn -0.0000 -0.0000 -1.0000\nvt 0.000000 0.000000\ns 0\nusemtl steel_brushed\nf 1/1/1 2/1/1 3/1/1\n")
_OBJ_PLAIN = ("v 0.0 0.0 0.0\nv 25.0 0.0 0.0\nv 25.0 12.0 0.0\nv 0.0 12.0 0.0\nf 1 2 3\nf 1 3 4\n")
_MTL = ("# Blender 4.2.3 MTL File: 'None'\n# www.blender.org\n\nnewmtl steel_brushed\nNs 250.000000\n"
        "Ka 1.000000 1.000000 1.000000\nKd 0.800000 0.800000 0.800000\nKs 0.500000 0.500000 0.500000\n"
        "Ke 0.000000 0.000000 0.000000\nNi 1.450000\nd 1.000000\nillum 2\n")
_PLY = ("ply\nformat ascii 1.0\ncomment VCGLIB generated\nelement vertex 3\nproperty float x\nproperty float y\n"
        "property float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n"
        "0 0 0\n25 0 0\n25 12 0\n3 0 1 2\n")
_GLTF = ('{\n    "asset" : {\n        "generator" : "Khronos glTF Blender I/O v4.2.57",\n        "version" : "2.0"\n'
         '    },\n    "scene" : 0,\n    "scenes" : [\n        {\n            "name" : "Scene",\n'
         '            "nodes" : [\n                0\n            ]\n        }\n    ],\n'
         '    "nodes" : [\n        {\n            "mesh" : 0,\n            "name" : "bracket_L_m6"\n        }\n    ],\n'
         '    "meshes" : [\n        {\n            "name" : "bracket_L_m6",\n            "primitives" : [\n'
         '                {\n                    "attributes" : {\n                        "POSITION" : 0\n'
         '                    }\n                }\n            ]\n        }\n    ],\n'
         '    "buffers" : [\n        {\n            "byteLength" : 36,\n            "uri" : "bracket_L_m6.bin"\n'
         '        }\n    ]\n}\n')
_GLB_JSON = (b'{"asset":{"generator":"Khronos glTF Blender I/O v4.2.57","version":"2.0"},"scene":0,'
             b'"scenes":[{"nodes":[0]}],"nodes":[{"mesh":0,"name":"bracket_L_m6"}],'
             b'"buffers":[{"byteLength":36}]}')
_GLB_JSON = _GLB_JSON.ljust((len(_GLB_JSON) + 3) // 4 * 4, b" ")
_GLB_BIN = struct.pack("<9f", 0, 0, 0, 25, 0, 0, 25, 12, 0)
_GLB = (b"glTF" + struct.pack("<II", 2, 12 + 8 + len(_GLB_JSON) + 8 + len(_GLB_BIN))
        + struct.pack("<I", len(_GLB_JSON)) + b"JSON" + _GLB_JSON + struct.pack("<I", len(_GLB_BIN)) + b"BIN\x00"
        + _GLB_BIN)


def _zip(members: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in members.items():
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 30, 9, 12, 44)), text)
    return out.getvalue()


_3MF = _zip({
    "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/'
                           'package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
                           'openxmlformats-package.relationships+xml"/><Default Extension="model" ContentType="'
                           'application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>',
    "_rels/.rels": '<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/'
                   'package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://'
                   'schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>',
    "3D/3dmodel.model": '<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" xmlns='
                        '"http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources><object id="1" type='
                        '"model"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="25" y="0" z="0"/><vertex x='
                        '"25" y="12" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh>'
                        '</object></resources><build><item objectid="1"/></build></model>'})
_IFC = ("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');\n"
        "FILE_NAME('plant_hall_B.ifc','2026-11-28T16:40:02',(''),(''),'IfcOpenShell 0.8.0','Revit 2025','');\n"
        "FILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n"
        "#1=IFCPROJECT('2O2Fr$t4X7Zf8NOew3FLOH',$,'Plant Hall B',$,$,$,$,(#20),#7);\n"
        "#30=IFCBUILDINGELEMENTPROXY('3vB2YO$MX4xv5uCqZZG05x',$,'Gearbox mount PN 7781-000',$,$,#31,#32,$,$);\n"
        "ENDSEC;\nEND-ISO-10303-21;\n")
_BOM = ("Level,Number,Name,Version,State,Quantity,Unit,Material,Mass (kg),Source\n"
        "0,ASM-7781-000,gearbox housing assy,C.2,RELEASED,1,each,,12.40,Make\n"
        "1,PN-7781-220-04,bracket L M6,B.1,RELEASED,2,each,S235JR,0.118,Make\n"
        "1,DIN912-M6x20,socket head cap screw M6x20,A.1,RELEASED,4,each,8.8,0.006,Buy\n")
_SHAPE_EXPORT = ("query_part,result_rank,part_number,lfd_distance,thumbnail\n"
                 "QP-10442_rev_C,1,PN-7781-220-00,0.1184,thumbs/PN-7781-220-00.png\n"
                 "QP-10442_rev_C,2,PN-7781-221-01,0.1530,thumbs/PN-7781-221-01.png\n")
_JUDGEMENTS = ("query_part,candidate_part,engineer,judgement,comment\n"
               "QP-10442_rev_C,PN-7781-220-00,mweber,interchangeable,same hole pattern\n"
               "QP-10442_rev_C,PN-7781-221-01,mweber,similar,M8 instead of M6\n")
# native CAD parts: SolidWorks' (an OLE2 compound document), Creo's (a '#UGC:2 PART' line, then binary), CATIA V5's
# (V5_CFV2), and a JT file (an 80-byte version string, then binary)
_SLDPRT = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + struct.pack("<HHHH", 0x3E, 3, 0xFFFE, 9)
           + b"\x00" * 482 + b"\xff" * 512)
_CREO_PRT = (b"#UGC:2 PART 2247 1020 1 1 1 15 2500 2024170 000001c2 \\\n"
             b"#- VERS 10.0 DEC 5 2026 09:12:44 \\\n#- HOST x86e_win64 \\\n#- LONG_ID 0 \\\n#- END_OF_UGC \\\n"
             b"#P_object\x00\x00\x01\x2c\x00\x00\x00\x00" + bytes(range(256)))
_CATPART = b"V5_CFV2\x00" + b"\x00\x00\x00\x04\x00\x00\x00\x10" + bytes(range(256)) * 2
def _gz(text: str) -> bytes:
    return gzip.compress(text.encode(), mtime=0)


_JT = (b"Version 10.5 JT".ljust(80, b" ") + b"\x00" + struct.pack("<iq", 0, 137)
       + bytes.fromhex("e8b1df1e2ffb4a2f8f3e9d8aa5a3c1d0") + bytes(range(128)))


def twentyseventh_bar_shapesearch_cases() -> list[Case]:
    G = TWENTYSEVENTH_SHAPESEARCH
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27f_rrf_four_models_dict", "rankagg.fuse({model: {query part: {catalogue part: score}}}, method='rrf'): "
        "LFD's distances negated, PointNet's cosines, the B-rep network's cosines to 2 decimals (ties), BM25 over the "
        "part metadata, 8 query parts of 14 candidates",
        "import rankagg\nR = search()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27f_borda_text_top5_brep_partial", "rankagg.fuse(..., method='borda'): the text search returns 5 parts, the "
        "B-rep network misses a third of the catalogue (parts without a B-rep: meshes only)",
        "import rankagg\nR = search(seed=5, cut={'textsearch': 5}, drop={'brepnet': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each part a list lacks"))
    cases.append(ok(
        "u27f_combsum_long_frame_negated_distances", "rankagg.fuse(DataFrame qid, docid, run, score, method="
        "'combsum'): LFD's negated distances (all below 0) beside cosines and BM25, min-max normalised",
        "import rankagg, pandas as pd\nR = search(seed=7, drop={'pointnet': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combsum: sum of min-max scores"))
    cases.append(ok(
        "u27f_fuser_weighted_rrf_per_part", "rankagg.Fuser('rrf', weights=...) per query part, as the PLM search "
        "service fuses: B-rep 2, PointNet 1.5, LFD 1, text 0.5",
        "import rankagg\nW = {'lfd': 1.0, 'pointnet': 1.5, 'brepnet': 2.0, 'textsearch': 0.5}\n"
        "R = search(seed=9, cut={'textsearch': 6})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27f_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): weights from the last reuse "
        "review, BM25 on another scale than the cosines",
        "import rankagg, pandas as pd\nW = {'lfd': 0.75, 'pointnet': 1.25, 'brepnet': 2.0, 'textsearch': 0.25}\n"
        "R = search(seed=11, drop={'brepnet': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md)"))
    cases.append(ok(
        "u27f_evaluate_graded_ndcg_p5", "rankagg.evaluate(fused, judgements, ['nDCG@10', 'P@5']): the RRF list against "
        "the engineers' grades (2 interchangeable, 1 similar, 0 unrelated)",
        "import rankagg\nR = search(seed=13, signal=0.15)\nres = rankagg.fuse(R, method='rrf')\nqrels = relevance()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5')) and 0 < want['nDCG@10'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.10 (gain = grade, log2 discount) and P_5 (grade >= 1 relevant): references"))
    cases.append(ok(
        "u27f_brep_ties_by_hand", "rankagg.fuse({'brepnet': ..., 'pointnet': ...}, method='borda') of one query "
        "part's four candidates, two at cosine 0.97 in both (2-decimal B-rep output): the tie ordered by part number "
        "descending, as trec_eval orders it, Borda points by hand",
        "import rankagg\nq = 'QP-10442_rev_C'\n"
        "a, b, c, d = 'PN-7781-220-00', 'PN-7781-221-01', 'PN-7781-222-02', 'PN-7781-223-03'\n"
        "B = {a: 0.97, b: 0.97, c: 0.81, d: 0.40}\nP = {a: 0.97, b: 0.97, c: 0.12, d: 0.55}\n"
        "res = rankagg.fuse({'brepnet': {q: B}, 'pointnet': {q: P}}, method='borda')[q]\n"
        "# brepnet: b a c d -> 4 3 2 1; pointnet: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u27f_volume_top50_catalogue", "rankagg.fuse: 800 query parts x top-50 x 4 models from a 60-part neighbourhood "
        "each (160,000 scores), method='rrf', the 50 parts shown to the engineer",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['QP-%05d_rev_%s' % (10000 + k, 'ABC'[k % 3]) for k in range(800)]\n"
        "runs = {e: {} for e in MODELS}\n"
        "for k, q in enumerate(qs):\n"
        "    ps = ['PN-%04d-%03d-%02d' % (k, i, i % 7) for i in range(60)]\n"
        "    base = rng.random(60)\n"
        "    for e in MODELS:\n"
        "        s = np.round(0.5 * base + 0.5 * rng.random(60), 3)\n"
        "        keep = np.argsort(-s, kind='stable')[:50]\n"
        "        runs[e][q] = {ps[i]: float(s[i]) for i in keep}\n"
        "res = rankagg.fuse(runs, method='rrf', depth=50)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in MODELS:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:50]\n"
        "    got = res[q]\n"
        "    if len(got) != 50 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 50 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u27f_rank_column_frame_text_search", "rankagg.fuse(frame qid, docid, run, rank): the PLM text search exports "
        "its hit order only, no score column; RRF over those ranks",
        "import rankagg, pandas as pd\nR = search(models=['lfd', 'brepnet', 'textsearch'], seed=15, cut={'textsearch': 6})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u27f_evaluate_each_model_qrels_frame", "rankagg.evaluate(each model's run, qrels as a DataFrame qid, docid, "
        "rel from the engineers' sheet, ['nDCG@10', 'P@5']): which descriptor the engineers agree with",
        "import rankagg, pandas as pd\nR = search(seed=41, signal=0.2, cut={'textsearch': 5})\nqrels = relevance()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'P@5'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27f_part_only_text_search", "rankagg.fuse(..., method='rrf'): a query part that exists only as a drawing "
        "number (no mesh, no B-rep), found by the text search alone, beside eight every model ranks",
        "import rankagg\nR = search(seed=45)\nR['textsearch']['QP-20991_rev_A'] = "
        "{'PN-9100-001-00': 12.5, 'PN-9100-002-01': 7.25, 'PN-9100-003-02': 7.25}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))
    cases.append(ok(
        "u27f_arrow_table_cosines", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the embedding service's "
        "results as Arrow, RRF",
        "import rankagg, pyarrow as pa\nR = search(seed=19, cut={'textsearch': 5})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27f_cli_rrf_four_models", "rankagg fuse lfd.run pointnet.run brepnet.run textsearch.run --method rrf -o "
        "fused.run: one run per model, catalogue parts by number and by file name (k03_bracket_L_m4.step)",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "fused.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27f_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from the "
        "reuse review)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o", "fused.run"],
        {"weights.txt": "lfd 1\npointnet 1.5\nbrepnet 2\ntextsearch 0.5\n"},
        _cli_check("borda", "seed=25, cut={'textsearch': 5}", "{'lfd': 1, 'pointnet': 1.5, 'brepnet': 2, "
                   "'textsearch': 0.5}"),
        setup=_runs_setup("seed=25, cut={'textsearch': 5}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27f_cli_combsum_depth_10", "rankagg fuse ... --method combsum --depth 10: LFD's negated distances beside "
        "cosines, the B-rep network missing parts; the ten shown on the first page",
        ["fuse", *_RUNS, "--method", "combsum", "--depth", "10", "-o", "fused.run"], None,
        _cli_check("combsum", "seed=27, drop={'brepnet': 0.4}", depth=10),
        setup=_runs_setup("seed=27, drop={'brepnet': 0.4}"),
        why="rankagg methods combsum: sum of min-max scores (negative scores too); --depth 10"))
    cases.append(cli_ok(
        "u27f_cli_input_depth_5", "rankagg fuse ... --method rrf --input-depth 5: each model's five nearest parts only",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27f_cli_gzip_runs_parquet_out", "rankagg fuse lfd.run.gz pointnet.run.gz brepnet.run.gz --method rrf -o "
        "fused.parquet: gzipped runs from the search cluster, the fused list as a Parquet table for the PLM dashboard",
        ["fuse", "lfd.run.gz", "pointnet.run.gz", "brepnet.run.gz", "--method", "rrf", "-o", "fused.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/fused.parquet')\n"
            "R = search(models=['lfd', 'pointnet', 'brepnet'], seed=31)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in search(models=['lfd', 'pointnet', 'brepnet'], seed=31).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u27f_cli_evaluate_ndcg10_p5", "rankagg evaluate fused.run --qrels parts.qrels -m ndcg_cut.10 -m P.5: the "
        "fused list against the engineers' grades 0/1/2",
        ["evaluate", "fused.run", "--qrels", "parts.qrels", "-m", "ndcg_cut.10", "-m", "P.5"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/fused.run').read())\nqrels = relevance()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "report('' if abs(nums.get('nDCG@10', -1) - want['nDCG@10']) < 1e-4 and abs(nums.get('P@5', -1) - "
            "want['P@5']) < 1e-4 and 0 < want['nDCG@10'] < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = search(seed=33, signal=0.1)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('parts.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in relevance().items() for g, r in j.items()))\n"),
        why="trec_eval's ndcg_cut.10 and P_5, printed under their ir_measures names (docs/trec.md)"))
    cases.append(cli_ok(
        "u27f_cli_lfd_distances_rise", "rankagg fuse pointnet.run lfd.run --method rrf: LFD's run exported with its "
        "raw distances (smaller is closer, not negated), nearest first: the score rises down every list",
        ["fuse", "pointnet.run", "lfd.run", "--method", "rrf", "-o", "fused.run"], None,
        lambda out, folder: _report(
            "R = search(models=['pointnet', 'lfd'], seed=39)\n"
            "R['lfd'] = {q: {d: -s for d, s in p.items()} for q, p in R['lfd'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/fused.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = search(models=['pointnet', 'lfd'], seed=39)\n"
                              "open(P('pointnet.run'), 'w').write(run_text(R['pointnet'], 'pointnet'))\n"
                              "up = {q: {d: -s for d, s in p.items()} for q, p in R['lfd'].items()}\n"
                              "lines = ['%s Q0 %s %d %r lfd' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('lfd.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="lfd.run",
        why="docs/conventions.md: a run whose scores rise down every list (distances) is read by score (trec_eval's "
            "rule), with a warning naming the file: lower is better there"))
    cases.append(cli_ok(
        "u27f_cli_evaluate_brep_ties", "rankagg evaluate brepnet.run --qrels parts.qrels -q -m P.1 -m recip_rank: the "
        "B-rep network's two best candidates both 0.97, the interchangeable one has the smaller part number",
        ["evaluate", "brepnet.run", "--qrels", "parts.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"brepnet.run": "QP-10442_rev_C Q0 PN-7781-220-00 1 0.97 brepnet\n"
                        "QP-10442_rev_C Q0 PN-7781-221-01 2 0.97 brepnet\n"
                        "QP-10442_rev_C Q0 PN-7781-222-02 3 0.81 brepnet\n"
                        "QP-10479_rev_D Q0 PN-7782-220-00 1 0.88 brepnet\n"
                        "QP-10479_rev_D Q0 PN-7782-221-01 2 0.64 brepnet\n",
         "parts.qrels": "QP-10442_rev_C 0 PN-7781-220-00 2\nQP-10442_rev_C 0 PN-7781-221-01 0\n"
                        "QP-10479_rev_D 0 PN-7782-221-01 1\n"},
        lambda out, folder: (lambda nums: nums.get(("QP-10442_rev_C", "p1")) == 0.0
                             and abs(nums.get(("QP-10442_rev_C", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("QP-10479_rev_D", "p1")) == 0.0
                             and abs(nums.get(("QP-10479_rev_D", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "rr" if "rank" in f[0].lower() or f[0].lower() == "rr" else "p1"): float(f[-1])
             for f in map(str.split, out.splitlines()) if len(f) >= 3 and f[-2].startswith("QP-")}),
        why="trec_eval -q: equal scores by docid descending (221-01 before 220-00 at 0.97: P_1 0, RR 1/2)"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_files = [
        ("u27f_step_ap242_as_run", "a STEP AP242 part (ISO-10303-21;, HEADER;, FILE_SCHEMA AP242) exported from "
         "SolidWorks", "bracket_L_m6.step", _STEP_AP242, "STEP", "bracket_L_m6.step:1"),
        ("u27f_step_ap214_stp_as_run", "a STEP AP214 assembly from Creo (.stp, CRLF, ST-Developer's comments in the "
         "header)", "housing_7781-000.stp", _STEP_AP214, "STEP", "housing_7781-000.stp:1"),
        ("u27f_iges_as_run", "an IGES file (80-column records, the S section first)", "bracket_L_m6.igs", _IGES,
         "IGES", "bracket_L_m6.igs:1"),
        ("u27f_stl_ascii_as_run", "an ASCII STL mesh (solid, facet normal, outer loop, vertex)", "bracket_L_m6.stl",
         _STL_ASCII, "STL", "bracket_L_m6.stl:1"),
        ("u27f_obj_as_run", "a Wavefront OBJ mesh from Blender (mtllib, o, v, vn, vt, usemtl, f)", "bracket_L_m6.obj",
         _OBJ, "OBJ", "bracket_L_m6.obj:"),
        ("u27f_obj_plain_as_run", "a bare OBJ mesh from a point-cloud script (v and f lines only: 4 fields a line, "
         "which parse as qrels lines: named as one at its line, never claimed as a mesh)", "sampled_7781-220.obj",
         _OBJ_PLAIN, "sampled_7781-220.obj:1"),
        ("u27f_mtl_as_run", "the OBJ's material library (.mtl: newmtl, Ns, Ka, Kd, illum)", "bracket_L_m6.mtl", _MTL,
         "MTL", "bracket_L_m6.mtl:"),
        ("u27f_ply_mesh_as_run", "a PLY mesh from MeshLab (ply, format ascii 1.0, element vertex, element face)",
         "bracket_L_m6.ply", _PLY, "PLY", "bracket_L_m6.ply:1"),
        ("u27f_gltf_as_run", "a glTF 2.0 scene from Blender's exporter (JSON: asset, scenes, nodes, meshes)",
         "bracket_L_m6.gltf", _GLTF, "glTF", "bracket_L_m6.gltf"),
        ("u27f_ifc_as_run", "an IFC4 building model (ISO-10303-21; with FILE_SCHEMA(('IFC4')))", "plant_hall_B.ifc",
         _IFC, "IFC", "plant_hall_B.ifc:1"),
        ("u27f_bom_csv_as_run", "a PLM BOM export (Level, Number, Name, Version, State, Quantity, Unit, Material, ...)",
         "bom_ASM-7781-000.csv", _BOM, "BOM", "bom_ASM-7781-000.csv:1"),
        ("u27f_shape_export_csv_as_run", "the shape search tool's own CSV export (query_part, result_rank, "
         "part_number, lfd_distance, thumbnail)", "lfd_results.csv", _SHAPE_EXPORT, "lfd_results.csv:1"),
    ]
    binaries = [
        ("u27f_stl_binary_as_run", "a binary STL (80-byte header starting 'solid' as SolidWorks writes it, a "
         "triangle count, 50 bytes a triangle)", "bracket_L_m6_bin.stl", _STL_BINARY, "STL"),
        ("u27f_glb_as_run", "a binary glTF (GLB: 'glTF' magic, a JSON chunk, a BIN chunk)", "bracket_L_m6.glb", _GLB,
         "glTF"),
        ("u27f_3mf_as_run", "a 3MF print package (a zip: [Content_Types].xml, 3D/3dmodel.model)", "bracket_L_m6.3mf",
         _3MF, "3MF"),
        ("u27f_sldprt_as_run", "a SolidWorks part (.sldprt: an OLE2 compound document)", "bracket_L_m6.SLDPRT", _SLDPRT,
         "SolidWorks"),
        ("u27f_creo_prt_as_run", "a Creo Parametric part (.prt: '#UGC:2 PART', then binary)", "housing_7781.prt.7",
         _CREO_PRT, "Creo"),
        ("u27f_catpart_as_run", "a CATIA V5 part (.CATPart: V5_CFV2, binary)", "bracket_L_m6.CATPart", _CATPART,
         "CATIA"),
        ("u27f_jt_as_run", "a JT file (Siemens' visualisation format: 'Version 10.5 JT' in an 80-byte header)",
         "gearbox_assy.jt", _JT, "JT"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a STEP header's one, an STL facet's five, an OBJ "
                "vertex's four, a CSV export's one); the file is a CAD or PLM file, named by what it is (a field "
                "count says nothing the team can act on)")
    binary_why = ("a binary CAD file holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, *mention in text_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} pointnet.run -o fused.run: {what} given as a run",
            ["fuse", name, "pointnet.run", "--method", "rrf", "-o", "fused.run"],
            {name: content, "pointnet.run": _ONE_RUN},
            *((name, *mention) if binary else mention[::-1]), why=binary_why if binary else text_why))

    # --- the judgements and weights doors ----------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27f_judgement_sheet_as_qrels", "rankagg evaluate pointnet.run --qrels judgements.csv: the engineers' sheet "
        "(query_part, candidate_part, engineer, judgement 'interchangeable'/'similar') given as the qrels",
        ["evaluate", "pointnet.run", "--qrels", "judgements.csv"],
        {"pointnet.run": _ONE_RUN, "judgements.csv": _JUDGEMENTS}, "judgements.csv:1", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the grades are words here, to be mapped to "
            "2, 1, 0"))
    cases.append(cli_bad(
        "u27f_bom_as_qrels", "rankagg evaluate pointnet.run --qrels bom_ASM-7781-000.csv: the BOM export picked "
        "instead of parts.qrels", ["evaluate", "pointnet.run", "--qrels", "bom_ASM-7781-000.csv"],
        {"pointnet.run": _ONE_RUN, "bom_ASM-7781-000.csv": _BOM}, "bom_ASM-7781-000.csv:1", "BOM", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a PLM bill of materials, named so"))
    cases.append(cli_bad(
        "u27f_step_as_qrels", "rankagg evaluate pointnet.run --qrels bracket_L_m6.step: a STEP part given as the "
        "judgements", ["evaluate", "pointnet.run", "--qrels", "bracket_L_m6.step"],
        {"pointnet.run": _ONE_RUN, "bracket_L_m6.step": _STEP_AP242}, "bracket_L_m6.step:1", "STEP", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a STEP part, named so"))
    cases.append(cli_bad(
        "u27f_stl_binary_as_qrels", "rankagg evaluate pointnet.run --qrels part.stl: a binary STL given as the "
        "judgements", ["evaluate", "pointnet.run", "--qrels", "part.stl"],
        {"pointnet.run": _ONE_RUN, "part.stl": _STL_BINARY}, "part.stl", "STL", outputs=(),
        why="a binary mesh holds no qrels line; named by what it is"))
    cases.append(cli_bad(
        "u27f_step_gz_as_run", "rankagg fuse bracket_L_m6.step.gz pointnet.run: a gzipped STEP part (as the PLM vault "
        "stores it) given as a run", ["fuse", "bracket_L_m6.step.gz", "pointnet.run", "--method", "rrf", "-o",
                                     "fused.run"],
        {"bracket_L_m6.step.gz": _gz(_STEP_AP242), "pointnet.run": _ONE_RUN}, "bracket_L_m6.step.gz:1", "STEP",
        why="gzipped runs are read inflated (docs/conventions.md); a STEP part's lines are no TREC lines"))
    cases.append(cli_bad(
        "u27f_weights_is_step", "rankagg fuse ... --weights bracket_L_m6.step: a STEP file picked by tab completion "
        "instead of weights.txt", ["fuse", "lfd.run", "pointnet.run", "--method", "rrf", "--weights",
                                   "bracket_L_m6.step", "-o", "fused.run"],
        {"bracket_L_m6.step": _STEP_AP242}, "bracket_L_m6.step", setup=_runs_setup("models=['lfd', 'pointnet'], n_q=3"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; any other file is refused naming it"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27f_decimal_comma_distance", "rankagg fuse pointnet.run lfd.run: LFD's distances written by a German-locale "
        "export with a decimal comma ('-0,1184')",
        ["fuse", "pointnet.run", "lfd.run", "--method", "rrf", "-o", "fused.run"],
        {"pointnet.run": _ONE_RUN,
         "lfd.run": "QP-10442_rev_C Q0 PN-7781-220-00 1 -0,1184 lfd\nQP-10442_rev_C Q0 PN-7781-221-01 2 -0,1530 lfd\n"},
        "lfd.run:1", "-0,1184",
        why="trec_eval's atof would read '-0,1184' as -0 (a wrong order); docs/conventions.md: a non-numeric score is "
            "refused at its line"))
    cases.append(cli_bad(
        "u27f_distance_with_unit", "rankagg fuse pointnet.run lfd.run: the distance written with its unit "
        "('0.1184 mm') as the viewer shows it",
        ["fuse", "pointnet.run", "lfd.run", "--method", "rrf", "-o", "fused.run"],
        {"pointnet.run": _ONE_RUN, "lfd.run": "QP-10442_rev_C Q0 PN-7781-220-00 1 0.1184 mm lfd\n"}, "lfd.run:1",
        why="trec_eval refuses a line of other than six fields (docs/conventions.md: refused at its line)"))
    cases.append(cli_bad(
        "u27f_part_number_with_blank", "rankagg fuse pointnet.run textsearch.run: the text search writes the part "
        "number as the PLM shows it, 'PN 7781-220-04' (a blank inside)",
        ["fuse", "pointnet.run", "textsearch.run", "--method", "rrf", "-o", "fused.run"],
        {"pointnet.run": _ONE_RUN,
         "textsearch.run": "QP-10442_rev_C Q0 PN-7781-220-00 1 18.2 textsearch\n"
                           "QP-10442_rev_C Q0 PN 7781-220-04 2 11.9 textsearch\n"},
        "textsearch.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(bad(
        "u27f_api_query_with_blank", "rankagg.fuse({'textsearch': {'QP-10442 rev C': {...}}, ...}): a query part keyed "
        "by its drawing title in memory",
        "import rankagg\nR = search(models=['pointnet', 'textsearch'], n_q=2)\n"
        "R['textsearch']['QP-10442 rev C'] = {'PN-7781-220-00': 12.0, 'PN-7781-221-01': 3.5}\n"
        "rankagg.fuse(R, method='rrf')\n", "QP-10442 rev C",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27f_api_weight_misspelt_model", "rankagg.fuse(R, method='rrf', weights={'brepnet': 2, 'pointnet++': 1.5}): "
        "a model named by its paper in the weights",
        "import rankagg\nR = search(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'brepnet': 2.0, 'pointnet++': 1.5})\n", "pointnet++",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u27f_cli_negative_weight", "rankagg fuse ... --weights weights.txt: a negative weight for the text search "
        "('textsearch -1', meant to demote it)", ["fuse", "pointnet.run", "textsearch.run", "--method", "rrf",
                                                  "--weights", "weights.txt", "-o", "fused.run"],
        {"weights.txt": "pointnet 1.5\ntextsearch -1\n"}, "weights.txt:2", "textsearch",
        setup=_runs_setup("models=['pointnet', 'textsearch'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; a negative one is refused naming the file and line"))
    cases.append(cli_bad(
        "u27f_trust_rank_distances_combsum", "rankagg fuse lfd.run pointnet.run --method combsum --trust-rank: LFD's "
        "raw distances beside their ranks (the distance grows down the rank column)",
        ["fuse", "lfd.run", "pointnet.run", "--method", "combsum", "--trust-rank", "-o", "fused.run"],
        {"lfd.run": "QP-10442_rev_C Q0 PN-7781-220-00 1 0.1184 lfd\nQP-10442_rev_C Q0 PN-7781-221-01 2 0.1530 lfd\n",
         "pointnet.run": _ONE_RUN}, "lfd.run:2",
        why="docs/conventions.md: with --trust-rank and a method that reads scores, a score above the one ranked "
            "before it (a distance) is refused naming the line"))

    # --- the fused list written under a CAD format's name ----------------------------------------------------------
    for cid, out_name, what, named in [
            ("u27f_out_step", "fused.step", "a STEP file", ("STEP",)),
            ("u27f_out_stp_upper", "FUSED.STP", "a STEP file (upper case, as Windows tools write it)", ("STEP",)),
            ("u27f_out_stl", "fused.stl", "an STL mesh", ("STL",)),
            ("u27f_out_igs", "fused.igs", "an IGES file", ("IGES",)),
            ("u27f_out_iges_gz", "fused.iges.gz", "a gzipped IGES file", ("IGES",)),
            ("u27f_out_gltf", "fused.gltf", "a glTF scene", ("glTF",)),
            ("u27f_out_glb", "fused.glb", "a binary glTF", ("glTF",)),
            ("u27f_out_3mf", "fused.3mf", "a 3MF package", ("3MF",)),
            ("u27f_out_ifc", "fused.ifc", "an IFC model", ("IFC",)),
            ("u27f_out_sldprt", "fused.sldprt", "a SolidWorks part", ("SolidWorks",)),
            ("u27f_out_catpart", "fused.CATPart", "a CATIA part", ("CATIA",)),
            ("u27f_out_jt", "fused.jt", "a JT file", ("JT",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse pointnet.run brepnet.run --method rrf -o {out_name}: {what}; TREC lines under that "
            "name are read by no tool that opens it", ["fuse", "pointnet.run", "brepnet.run", "--method", "rrf", "-o",
                                                        out_name],
            None, out_name, *named, outputs=(out_name,),
            setup=_runs_setup("models=['pointnet', 'brepnet'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_bad(
        "u27f_explain_stl", "rankagg fuse ... --explain contributions.stl: the explanation named for the mesh viewer",
        ["fuse", "pointnet.run", "brepnet.run", "--method", "rrf", "--explain", "contributions.stl", "-o",
         "fused.run"], None, "contributions.stl", "STL", outputs=("contributions.stl", "fused.run"),
        setup=_runs_setup("models=['pointnet', 'brepnet'], seed=47"),
        why="--explain writes JSON lines; a mesh format's name is refused as -o's is (rankagg/io/output_names.py)"))
    cases.append(cli_bad(
        "u27f_explain_step", "rankagg fuse ... --explain why.step", ["fuse", "pointnet.run", "brepnet.run", "--method",
                                                                     "rrf", "--explain", "why.step", "-o",
                                                                     "fused.run"],
        None, "why.step", "STEP", outputs=("why.step", "fused.run"),
        setup=_runs_setup("models=['pointnet', 'brepnet'], seed=49"),
        why="--explain writes JSON lines; a STEP name is refused as -o's is (rankagg/io/output_names.py)"))
    return cases
