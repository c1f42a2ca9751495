"""Issue 45's twenty-first bar, a structural-biology lab ranking CASP models by fused QA scores.

Two classes of fault, each generated here over its members:

* the lab's files given to a run or qrels door (a CASP QA submission in QMODE 1 or 2, gzipped, with ``X`` for a
  model not scored; another CASP prediction; a PDB file whatever its first record; an mmCIF file; a FASTA or A3M
  alignment) got a field count ("expected 6 fields ..., found 2") or "score '01-DEC-26' is not a number": they are
  named for what they are at their first line (u21p_casp_qa_file_as_run, u21p_pdb_as_run, u21p_a3m_as_run, ...), and
  the awk the QA note gives writes the run trec_eval reads (its lines checked against the submission's own);
* a fused run written under a structure file's name (``-o fused.pdb``, ``.cif``, ``.a3m``, ``.fasta``, gzipped or
  upper-cased) was TREC lines with exit 0 (u21p_out_pdb_name, ...): refused at every writer of lines and models.
"""

from __future__ import annotations

import gzip
import shlex
import subprocess

import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.models import check_model_name

QA_SCORES = {"T1024TS427_1": "0.734", "T1024TS427_2": "0.612", "T1024TS001_1": "X", "T1024TS229_3": "7.1e-01"}


def _qa(qmode: int = 1, pfrmat: str = "PFRMAT QA") -> str:
    per_residue = " 5.21 X 3.10" if qmode == 2 else ""
    body = "".join(f"{m} {s}{per_residue}\n" for m, s in QA_SCORES.items())
    return (f"{pfrmat}\nTARGET T1024\nAUTHOR 1234-5678-9000\nMETHOD ModFOLD9\nMODEL 1\nQMODE {qmode}\n{body}END\n")


_ATOM = "ATOM      1  N   MET A   1      11.104  13.207   2.100  1.00 85.20           N\n"
#: (file name, its text, what the message names)
MEMBERS = [
    ("T1024_modfold.qa", _qa(1), "CASP QA prediction"),
    ("T1024_qmean.txt", _qa(2), "CASP QA prediction"),
    ("lower.qa", _qa(1, "pfrmat qa"), "CASP QA prediction"),
    ("bom.qa", "\ufeff" + _qa(1), "CASP QA prediction"),
    ("T1024TS427_1.ts", "PFRMAT TS\nTARGET T1024\nMODEL 1\nPARENT N/A\n" + _ATOM + "END\n", "CASP prediction"),
    ("header.pdb", "HEADER    DE NOVO PROTEIN                         01-DEC-26   XXXX\n" + _ATOM, "PDB"),
    ("atoms.pdb", _ATOM + _ATOM.replace("     1  N ", "     2  CA"), "PDB"),
    ("remark.pdb", "REMARK   1 PREDICTED BY ALPHAFOLD\n" + _ATOM, "PDB"),
    ("cryst.ent", "CRYST1    1.000    1.000    1.000  90.00  90.00  90.00 P 1           1\n" + _ATOM, "PDB"),
    ("model.txt", "MODEL        1\n" + _ATOM, "PDB"),
    ("ranked_0.cif", "data_ranked_0\n#\nloop_\n_atom_site.group_PDB\nATOM 1 N\n", "mmCIF"),
    ("T1024.a3m", ">T1024\nMKVLAAGIVGL\n>UniRef100_A0A0\nMKV-AAGlIVGL\n", "alignment"),
    ("T1024.fasta", ">T1024 hypothetical protein\nMKVLAAGIVGL\n", "alignment"),
]


def _write(tmp_path, name: str, text: str, gz: bool):
    path = tmp_path / (name + ".gz" if gz else name)
    data = text.encode("utf-8")
    path.write_bytes(gzip.compress(data, mtime=0) if gz else data)
    return str(path)


@pytest.mark.parametrize("gz", [False, True], ids=["plain", "gzipped"])
@pytest.mark.parametrize("name,text,what", MEMBERS, ids=[m[0] for m in MEMBERS])
def test_a_structure_file_is_named_at_the_run_and_qrels_doors(tmp_path, name, text, what, gz):
    path = _write(tmp_path, name, text, gz)
    run = tmp_path / "modfold.run"
    run.write_text("T1024 Q0 T1024TS427_1 1 0.73 modfold\n")
    base = path.rsplit("/", 1)[1]
    with pytest.raises(ValueError) as runs:
        rankagg.fuse([path, str(run)], method="rrf")
    with pytest.raises(ValueError) as qrels:
        rankagg.evaluate(str(run), path, ["P@1"])
    for err in (runs.value, qrels.value):
        message = str(err)
        assert f"{base}:1: " in message, message
        assert what in message and "\n" not in message


def test_the_qa_note_writes_the_run_of_the_submission(tmp_path):
    """The awk the note gives (plain and gzipped, a name with a blank) writes the submission's scored models as the
    run trec_eval reads: the 'X' model left out, every other line's id and score as submitted."""
    for name, gz in (("T1024 modfold.qa", False), ("qmean.qa", True)):
        path = _write(tmp_path, name, _qa(2 if gz else 1), gz)
        with pytest.raises(ValueError) as err:
            rankagg.fuse([path], method="rrf")
        command = str(err.value).split("are a run: ", 1)[1].split(" (one such run per method", 1)[0]
        subprocess.run(["bash", "-c", command], check=True, cwd=tmp_path)
        out = shlex.split(command.rsplit(" > ", 1)[1])[0]
        lines = [ln.split() for ln in (tmp_path / out).read_text().splitlines()]
        assert [(f[0], f[1], f[2], f[4]) for f in lines] == [
            ("T1024", "Q0", m, s) for m, s in QA_SCORES.items() if s != "X"]
        assert len({f[5] for f in lines}) == 1 and all(len(f) == 6 for f in lines)
        fused = rankagg.fuse([str(tmp_path / out)], method="rrf")
        assert list(fused["T1024"]) == ["T1024TS427_1", "T1024TS229_3", "T1024TS427_2"]


@pytest.mark.parametrize("first", ["ATOM Q0 T1024TS427_1 1 0.73 pdb", "HEADER Q0 d 1 0.5 t", "data_1 Q0 d 1 0.5 t",
                                   "PFRMAT Q0 QA 1 0.5 t"])
def test_a_run_line_that_begins_with_a_record_name_is_still_a_run(tmp_path, first):
    run = tmp_path / "odd.run"
    run.write_text(first + "\n")
    qid, _, doc, _, score, _ = first.split()
    assert rankagg.fuse([str(run)], method="combsum") == {qid: {doc: 1.0}}


@pytest.mark.parametrize("text", ["REMARKABLE\nEND1\n", "ATOMIC\nTER2\n", "data_sets are many\n", "> 3\nabc\n",
                                  ">T1024\n0.5 0.7\n", "PFRMAT\n"])
def test_lines_that_only_look_like_a_structure_file_are_left_to_the_reader(tmp_path, text):
    path = tmp_path / "genes.txt"
    path.write_text(text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or not any(w in shape.reason for w in ("CASP", "PDB", "mmCIF", "alignment")), shape


STRUCTURE_NAMES = [".pdb", ".ent", ".cif", ".mmcif", ".bcif", ".a3m", ".sto", ".fasta", ".fa", ".faa"]


@pytest.mark.parametrize("suffix", STRUCTURE_NAMES)
def test_a_structure_files_name_is_refused_at_every_writer(suffix):
    for name in (f"fused{suffix}", f"FUSED{suffix.upper()}", f"fused{suffix}.gz"):
        for kind in ("runs", "qrels", "rankings"):
            with pytest.raises(ValueError, match=rf"^-o {name}: .*\{suffix} names "):
                writer_for(name, kind)
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: "):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: "):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"^-o model{suffix}: a model is written as a JSON document"):
        check_model_name(f"model{suffix}")
