"""Issue 45's twenty-seventh bar, a mechanical engineering team's fused part search written under a CAD or mesh
format's name: ``-o fused.step``, ``FUSED.STP``, ``fused.stl``, ``fused.igs``, ``fused.iges.gz``, ``fused.gltf``,
``fused.glb``, ``fused.3mf``, ``fused.ifc``, ``fused.sldprt``, ``--explain contributions.stl`` and ``why.step`` were
refused as "a file of the registered media type model/step" (or PRONOM's "Solidworks Design Document"), which says
nothing of the CAD system that opens it (u27f_out_*, u27f_explain_*: vague).  Each name is refused before any work
naming its format, case-blind, under ``.gz`` too, at every writer of lines (``fuse -o``, ``--explain``), and the
names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
CAD = [(".step", "STEP"), (".stp", "STEP"), (".p21", "STEP"), (".igs", "IGES"), (".iges", "IGES"), (".stl", "STL"),
       (".gltf", "glTF"), (".glb", "glTF"), (".3mf", "3MF"), (".ifc", "IFC"), (".ifczip", "IFC"), (".mtl", "material"),
       (".sldprt", "SolidWorks"), (".sldasm", "SolidWorks"), (".catpart", "CATIA"), (".catproduct", "CATIA"),
       (".jt", "JT"), (".x_t", "Parasolid"), (".ipt", "Inventor"), (".iam", "Inventor")]

RUN = "QP-10442_rev_C Q0 PN-7781-220-00 1 0.93 pointnet\nQP-10442_rev_C Q0 PN-7781-221-01 2 0.88 pointnet\n"


@pytest.mark.parametrize("suffix,word", CAD)
@pytest.mark.parametrize("stem", ["fused", "QP-10442_rev_C", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_cad_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    run = tmp_path / "pointnet.run"
    run.write_text(RUN)
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", CAD)
def test_explain_refuses_a_cad_name(tmp_path, capsys, suffix, word):
    run = tmp_path / "pointnet.run"
    run.write_text(RUN)
    explain, out = tmp_path / f"why{suffix}", tmp_path / "fused.run"
    assert main(["fuse", str(run), "--method", "rrf", "--explain", str(explain), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert explain.name in err and word in err, err
    assert not explain.exists() and not out.exists()


@pytest.mark.parametrize("suffix,word", CAD)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES  # --explain's JSON lines may not take it either


@pytest.mark.parametrize("name", ["fused.rrf", "run.k60", "run.txt", "x.res", "x.dat", "fused.run", "step.run",
                                  "stl.txt", "lfd.run", "brepnet.res", "run.jt1", "fused.step2"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None
