"""Issue 45's thirty-second bar (u32a_*_as_run, u32a_*_as_qrels, u32a_out_*, u32a_api_*): a subsurface team's files
given as a run or as qrels were told a field count, a NUL byte or a generic note; LAS well logs, SEG-Y volumes, DLIS
files, WITSML and RESQML documents, RESQML packages, Petrel's well tops, ZMAP+ grids, ECLIPSE decks and grids, the NPD
FactPages' tables and well logs' curves are now named at both doors, plain and gzipped, and at the API; -o .sgy,
.dlis and .epc are refused."""

import io
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.io.subsurface_shapes import (SUBSURFACE_OUTPUTS, subsurface_binary, subsurface_columns, subsurface_head,
                                          subsurface_shape)
from tests.door_files import refusal_through_the_api, refused_output, named_through_the_api

LAS = ("~VERSION INFORMATION\n VERS.   2.0 :   CWLS LOG ASCII STANDARD -VERSION 2.0\n WRAP.  NO :\n~WELL INFORMATION\n"
       " STRT.M  1670.0 :\n~CURVE INFORMATION\n DEPT.M  :  1  DEPTH\n~A  DEPTH  GR\n1670.000  45.21\n")
TOPS = ('# Petrel well tops\nVERSION 2\nBEGIN HEADER\nX\nY\nZ\nWell\nSurface\nEND HEADER\n'
        '456123.50 6789012.30 -2450.50 "34/10-A-12" "Top Brent"\n')
ZMAP = ("! ZMAP+ grid\n! exported\n@BRENT_DEPTH, GRID, 4\n15, 1.0E+30, , 4, 1\n3, 4, 456000.0, 458000.0, 6789000.0, "
        "6791000.0\n0.0, 0.0, 0.0\n@\n  -2450.1234  -2455.5678  -2460.9012  -2466.2345\n")
DECK = "-- sector model\n-- 2027\nRUNSPEC\nTITLE\n   NSEA 34-10\n\nDIMENS\n   46 112 22 /\n"
GRDECL = "-- exported grid\nSPECGRID\n 46 112 22 1 F /\nCOORD\n 0 0 0 0 0 1 /\n"
WITSML = ('<?xml version="1.0"?>\n<logs xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">\n'
          '<log uid="L-1"/>\n</logs>\n')
RESQML_XML = ('<?xml version="1.0"?>\n<resqml2:HorizonInterpretation xmlns:resqml2="http://www.energistics.org/energyml/'
              'data/resqmlv2">\n</resqml2:HorizonInterpretation>\n')
NPD = "wlbWellboreName,wlbWell,wlbDrillingOperator\n34/10-A-12,34/10-A-12,Equinor Energy AS\n"
CURVES = "DEPT,GR,RHOB,NPHI\n1670.0,45.2,2450.0,0.21\n"


def _segy(ebcdic: bool = True) -> bytes:
    cards = b"".join(f"C{k:2d} CLIENT ACME".ljust(80).encode("cp037" if ebcdic else "ascii") for k in range(1, 41))
    return cards + b"\x00" * 16 + (4000).to_bytes(2, "big") + b"\x00" * 382 + b"\x00" * 240 + b"\x3f\x80\x00\x00" * 4


def _epc() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("_rels/.rels", "<Relationships/>")
        z.writestr("obj_IjkGridRepresentation_5b1c.xml", "<IjkGridRepresentation/>")
    return buf.getvalue()


DLIS = b"   1V1.00RECORD08192" + b"Default Storage Set".ljust(60) + b"\x00\x7c\xff\x01" + b"\x00" * 100

FILES = {
    "34_10-A-12.las": (LAS, "LAS well log", 1),
    "well_tops.txt": (TOPS, "Petrel's well tops", 1),
    "tops_no_comment.txt": (TOPS.split("\n", 1)[1], "Petrel's well tops", 1),
    "brent_depth.dat": (ZMAP, "ZMAP+ grid", 3),
    "SECTOR.DATA": (DECK, "ECLIPSE simulation deck", 3),
    "grid.GRDECL": (GRDECL, "GRDECL grid", 2),
    "log.xml": (WITSML, "WITSML", 2),
    "horizon.xml": (RESQML_XML, "RESQML object", 2),
    "wellbore_exploration_all.csv": (NPD, "NPD FactPages", 1),
    "curves.csv": (CURVES, "well log's curves", 1),
}
RUN = "nsea/34-10/brent Q0 pros:gullfaks-sw 1 0.91 geologists\nnsea/34-10/brent Q0 pros:tordis-n 2 0.77 geologists\n"
QRELS = "nsea/34-10/brent 0 pros:gullfaks-sw 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "BLOCK/PLAY Q0 PROSPECT")


@pytest.mark.parametrize("data, what", [(_segy(), "SEG-Y"), (_segy(ebcdic=False), "SEG-Y"), (DLIS, "DLIS"),
                                        (_epc(), "RESQML package")])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_binary_files_are_named(tmp_path, data, what, door):
    message = refusal_through_the_api(tmp_path, "volume.bin", data, RUN, door)
    assert "volume.bin" in message and what in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "~q Q0 d 1 0.5 t\n", "-- a Q0 b 1 0.5 t\n", "RUNSPEC Q0 d 1 0.5 t\n"])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert subsurface_shape("x.run", lines) is None and subsurface_head(text) is None


@pytest.mark.parametrize("text", [
    "~ a tilde note\n",  # no ~V section
    "-- a comment\nRUNSPEC is a word here\n",  # a keyword line holds the keyword alone
    "! note\n@ a mention, not a grid\n",
    "# Petrel\nVERSION 2\nno header\n",
    '<?xml version="1.0"?>\n<logs xmlns="urn:example:logs">\n</logs>\n',
    "DEPT,NAME\n1,a\n",  # a depth and no curves
])
def test_near_misses_are_left_to_others(text):
    assert subsurface_shape("x.txt", text.splitlines()) is None and subsurface_head(text) is None


def test_other_binaries_are_left_to_others():
    assert subsurface_binary(b"C" + b"\x00" * 4000) is None  # no card at 80 and 160
    plain = io.BytesIO()
    with zipfile.ZipFile(plain, "w") as z:
        z.writestr("obj_notes.xml", "<a/>")
    assert subsurface_binary(plain.getvalue()) is None


@pytest.mark.parametrize("output", [".sgy", ".segy", ".dlis", ".epc", ".grdecl"])
def test_a_fused_run_is_not_written_as_a_subsurface_file(tmp_path, capsys, output):
    assert output in SUBSURFACE_OUTPUTS or output == ".segy"  # .segy: the suffix net's (PRONOM)
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "prospects" + output)


@pytest.mark.parametrize("text, what", [(NPD, "NPD"), (CURVES, "well log")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="rrf")
    assert subsurface_columns(["qid", "docid", "run", "score"]) is None
    assert subsurface_columns(["qid", "docid", "run", "depth"]) is None
