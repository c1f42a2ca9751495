"""Issue 45's twenty-ninth bar (u29e_out_, u29e_explain_dcm): a radiology AI team's consensus written under an
imaging format's name: ``-o consensus.mha`` and ``consensus.imrmc`` were written as TREC lines (silent), ``.dcm``,
``.nii.gz`` and ``.nrrd`` refused naming a media type or PRONOM's long title, not DICOM, NIfTI or NRRD.  Each is
refused before any work, naming the format as the field calls it, and a run's names stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output

RUN = "DBT_2026 Q0 case_0400 1 5 R01\nDBT_2026 Q0 case_0421 2 4 R01\n"


@pytest.mark.parametrize("name,word", [("consensus.dcm", "DICOM"), ("CONSENSUS.NII.GZ", "NIfTI"),
                                       ("consensus.nrrd", "NRRD"), ("consensus.mha", "MetaImage"),
                                       ("consensus.mhd", "MetaImage"), ("consensus.imrmc", "iMRMC")])
def test_an_imaging_name_is_refused_before_any_work(tmp_path, capsys, name, word):
    run = tmp_path / "R01.run"
    run.write_text(RUN)
    out = tmp_path / name
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err
    assert not out.exists()


def test_the_explanation_refuses_dicom_too(tmp_path, capsys):
    run = tmp_path / "R01.run"
    run.write_text(RUN)
    out, why = tmp_path / "consensus.run", tmp_path / "why.dcm"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert "why.dcm" in err and "DICOM" in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("name", ["consensus.r01", "dicom.run", "nii.txt", "imrmc.run"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None
