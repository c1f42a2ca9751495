"""Issue 45's twenty-fourth bar, a neuroimaging group building a consensus ranking of brain regions from several
studies.  Three fault classes:

* the consensus written under a name of the field's own formats (``-o consensus.func.gii``, ``.annot``, ``.mgh``,
  ``.label``, ``.1D``) was TREC lines with exit 0, and ``.mgz`` was refused as a "magazine" (u24a_out_*);
* a table of the field's tools given where a run or a table of lists goes was told by a field count or as a column
  of statistics instead of by name: FSL's cluster table, FreeSurfer's ``.stats``, ``asegstats2table`` and
  ``aparcstats2table`` output, BIDS ``participants.tsv`` and ``_events.tsv``, AFNI's ``.1D``, a GIfTI, a FreeSurfer
  label (u24a_in_*, u24a_lists_*);
* an image given as a run (NIfTI-1, NIfTI-2 / CIFTI-2, plain or gzipped, FreeSurfer's MGZ and ``.annot``) was told
  "NUL bytes ... UTF-16 or UTF-32 text, or binary data" (u24a_in_nifti*, u24a_in_cifti, u24a_in_mgz, u24a_in_annot).

The members are generated: each name as a user types it, each file under its own name and, where its header tells
it, a neutral one, at the runs door and at the lists door; and files of near shapes that must keep their reading."""

from __future__ import annotations

import gzip
import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.formats import writer_for
from rankagg.io.gene_list_kind import not_gene_table
from rankagg.io.output_names import foreign_output
from tests.door_files import root_line

FIELD_NAMES = [".gii", ".annot", ".mgz", ".mgh", ".label", ".1d"]
SPELLINGS = [lambda s: f"consensus{s}", lambda s: f"lh.consensus.func{s.upper()}", lambda s: f"consensus{s}.gz"]


@pytest.mark.parametrize("suffix", FIELD_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_field_formats_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


def test_mgz_is_named_for_freesurfer():
    with pytest.raises(ValueError, match="FreeSurfer"):
        writer_for("consensus.mgz", "runs")


@pytest.mark.parametrize("name", ["consensus.run", "labels.run", "gii_consensus.run", "annot.txt", "1d.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_FSL_MM = ("Cluster Index\tVoxels\tP\t-log10(P)\tZ-MAX\tZ-MAX X (mm)\tZ-MAX Y (mm)\tZ-MAX Z (mm)\n"
           "3\t1520\t1.2e-12\t11.9\t5.82\t42\t-60\t38\n2\t830\t3.4e-07\t6.47\t4.91\t-20\t-70\t40\n")
_FSL_VOX = "Cluster Index\tVoxels\tMAX\tMAX X (vox)\tMAX Y (vox)\tMAX Z (vox)\n3\t1520\t5.82\t45\t60\t38\n"
_ASEG2TABLE = "Measure:volume\tLeft-Hippocampus\tRight-Hippocampus\nsub-01\t4210.3\t4302.2\nsub-02\t3980.5\t4105.9\n"
_APARC2TABLE = "lh.aparc.thickness\tlh_bankssts_thickness\tlh_cuneus_thickness\nsub-01\t2.581\t1.981\nsub-02\t2.44\t1.9\n"
_APARC2TABLE_CSV = "rh.aparc.a2009s.area,rh_G_front_sup_area\nsub-01,4012\nsub-02,3987\n"
_PARTICIPANTS = "participant_id\tage\tsex\nsub-01\t71\tM\nsub-02\tn/a\tF\n"
_EVENTS = "onset\tduration\ttrial_type\n0.0\t2.0\tfaces\n4.5\t2.0\thouses\n"
_GIFTI = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE GIFTI SYSTEM "http://www.nitrc.org/gifti/gifti.dtd">\n'
          '<GIFTI Version="1.0" NumberOfDataArrays="1">\n</GIFTI>\n')
#: (file text, what the note names): each told by its header whatever its name
HEADED = [(_FSL_MM, "FSL"), (_FSL_VOX, "FSL"), (_ASEG2TABLE, "asegstats2table"), (_APARC2TABLE, "aparcstats2table"),
          (_APARC2TABLE_CSV, "aparcstats2table"), (_PARTICIPANTS, "BIDS"), (_EVENTS, "BIDS"), (_GIFTI, "GIfTI")]
_ASEG = ("# Title Segmentation Statistics\n# ColHeaders Index SegId NVoxels Volume_mm3 StructName normMean normStdDev "
         "normMin normMax normRange\n  1   4    6512     6512.0  Left-Lateral-Ventricle   34.1   11.2    12.0   92.0  "
         "  80.0\n  2   17   4210     4210.3  Left-Hippocampus   78.2   9.1    40.0   110.0   70.0\n")
_APARC = ("# hemi lh\n# ColHeaders StructName NumVert SurfArea GrayVol ThickAvg\n"
          "bankssts 1422 973 2342 2.581\ncuneus 1012 701 2038 1.981\n")
_AFNI = "# 3dClusterize\n#Voxels  CM RL  CM AP  CM IS\n  1520  -44.2  -58.1   37.5\n   830   21.3  -69.8   41.2\n"
_LABEL = "#!ascii label  , from subject fsaverage\n2\n101  -40.1  -20.3  50.2 0.000000\n102 -41.0 -21.3 51.0 0.0\n"
#: (name, file text, what the note names, the line named): told by their name, their header a comment
NAMED = [("aseg.stats", _ASEG, "FreeSurfer", 3), ("lh.aparc.DKTatlas.stats", _APARC, "FreeSurfer", 3),
         ("clust_table.1D", _AFNI, "AFNI", 3), ("roi_stats.1d", _AFNI, "AFNI", 3),
         ("lh.BA1.label", _LABEL, "FreeSurfer", 2), ("lh.thickness.func.gii", _GIFTI, "GIfTI", root_line(_GIFTI))]


@pytest.mark.parametrize("text,what", HEADED)
@pytest.mark.parametrize("name", ["cluster_zstat1.txt", "table.tsv", "study.run", "data"])
def test_a_headed_tool_table_is_named_at_the_runs_door(tmp_path, text, what, name):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == root_line(text) and what in shape.reason


@pytest.mark.parametrize("name,text,what,line", NAMED)
@pytest.mark.parametrize("gz", [False, True])
def test_a_named_tool_file_is_named_at_the_runs_door(tmp_path, name, text, what, line, gz):
    path = tmp_path / (name + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    shape = run_shape(str(path))
    assert shape is not None and shape.line == line and what in shape.reason


@pytest.mark.parametrize("text,what", [h for h in HEADED if "\t" in h[0] or "," in h[0].split("\n")[0]])
def test_the_lists_door_leaves_it_to_the_runs_door(tmp_path, text, what):
    path = tmp_path / ("results.tsv" if "\t" in text else "results.csv")
    path.write_text(text, encoding="utf-8")
    reason = not_gene_table(str(path))
    assert reason is not None and what in reason


@pytest.mark.parametrize("text,what", [HEADED[0], HEADED[3], HEADED[6]])
@pytest.mark.parametrize("output", ["consensus.run", "consensus.tsv"])
def test_the_command_names_it_at_its_line(tmp_path, capsys, text, what, output):
    path = tmp_path / "table.tsv"
    path.write_text(text, encoding="utf-8")
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert "table.tsv:1:" in err and what in err and err.count("\n") == 1
    assert not (tmp_path / output).exists()


def _nifti1(order: str, magic: bytes) -> bytes:
    hdr = struct.pack(order + "i", 348) + bytes(36) + struct.pack(order + "8h", 3, 91, 109, 91, 1, 1, 1, 1)
    return hdr + bytes(344 - len(hdr)) + magic + bytes(4) + struct.pack(order + "4f", 0.0, 1.2, -2.1, 5.8)


def _nifti2(order: str) -> bytes:
    return struct.pack(order + "i", 540) + b"n+2\x00\r\n\x1a\n" + bytes(560)


_MGH = struct.pack(">7i", 1, 256, 256, 256, 1, 3, 0) + bytes(300)
_ANNOT = struct.pack(">i", 4) + struct.pack(">8i", 0, 1639705, 1, 1639705, 2, 3294840, 3, 3294840) + bytes(44)
#: (name, bytes, what the note names)
IMAGES = [(n, b, w) for order in "<>" for n, b, w in (
    ("zstat1.nii", _nifti1(order, b"n+1\x00"), "NIfTI-1"), ("anat.img", _nifti1(order, b"ni1\x00"), "NIfTI-1"),
    ("thickness.dscalar.nii", _nifti2(order), "NIfTI-2"), ("image", _nifti1(order, b"n+1\x00"), "NIfTI-1"))] + [
    ("aseg.mgz", _MGH, "MGH"), ("lh.thickness.mgh", _MGH, "MGH"), ("lh.aparc.annot", _ANNOT, "annotation")]


@pytest.mark.parametrize("name,data,what", IMAGES)
@pytest.mark.parametrize("gz", [False, True])
def test_an_image_is_named_whatever_its_compression(tmp_path, name, data, what, gz):
    path = tmp_path / (name + (".gz" if gz and not name.endswith(".mgz") else ""))
    path.write_bytes(gzip.compress(data, mtime=0) if gz or name.endswith(".mgz") else data)
    reason = container_of(str(path))
    assert reason is not None and what in reason and "nibabel" in reason


@pytest.mark.parametrize("output", ["consensus.run", "consensus.tsv"])
def test_the_command_names_an_image(tmp_path, capsys, output):
    path = tmp_path / "zstat1.nii.gz"
    path.write_bytes(gzip.compress(_nifti1("<", b"n+1\x00"), mtime=0))
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert "zstat1.nii.gz" in err and "NIfTI-1" in err and err.count("\n") == 1
    assert not (tmp_path / output).exists()


@pytest.mark.parametrize("name,text", [
    ("a.run", "q1 Q0 d1 1 2.5 run\nq1 Q0 d2 2 1.5 run\n"),  # a TREC run
    ("lists.tsv", "adni\toasis3\nLeft-Hippocampus\tctx-lh-entorhinal\n"),  # a table of lists
    ("regions.tsv", "region\tstudy\tcluster\nLeft-Hippocampus\tadni\t3\n"),  # a long table, no tool's header
    ("a.label", "q1 Q0 d1 1 2.5 run\n"),  # a run named .label
    ("genes.stats.run", "q1 Q0 d1 1 2.5 run\n"),
])
def test_near_shapes_keep_their_reading(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is None or not any(w in shape.reason for w in ("FSL", "FreeSurfer", "BIDS", "AFNI", "GIfTI"))


@pytest.mark.parametrize("data", [b"\x00\x00\x00\x01" + bytes(60), struct.pack("<i", 348) + bytes(400)])
def test_binary_near_images_are_not_named_images(tmp_path, data):
    path = tmp_path / "vectors.bin"  # an MGH's version word and a header size without a NIfTI magic
    path.write_bytes(data)
    reason = container_of(str(path))
    assert reason is None or not any(w in reason for w in ("NIfTI", "MGH", "FreeSurfer"))
