"""Issue 45's twenty-seventh bar, a particle physics analysis team's fused candidates written under a physics format's
name: ``-o signal.root``, ``signal.hepmc``, ``signal.hepmc3``, ``signal.lhe`` (and ``.lhe.gz``), ``signal.slha``,
``signal.yoda``, ``signal.coffea`` and ``--explain explain.root`` were written as TREC lines that ROOT, HepMC's
readers, the Les Houches readers, the SLHA tools, Rivet's YODA and coffea.util.load do not read (u27a_out_*,
u27a_explain_root: silent).  Each name is refused before any work, case-blind, under ``.gz`` too, at every writer of
lines (``fuse -o``, ``--explain``), and the names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
PHYSICS = [(".root", "ROOT"), (".hepmc", "HepMC"), (".hepmc2", "HepMC"), (".hepmc3", "HepMC"), (".hepevt", "HepMC"),
           (".lhe", "Les Houches"), (".lhef", "Les Houches"), (".slha", "SLHA"), (".yoda", "YODA"),
           (".coffea", "coffea")]


def _run(tmp_path):
    run = tmp_path / "deepjet.run"
    run.write_text("SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 1.0 deepjet\n"
                   "SR_2b_highMET Q0 run358831_lumi112_evt1782940017 2 0.98 deepjet\n")
    return str(run)


@pytest.mark.parametrize("suffix,word", PHYSICS)
@pytest.mark.parametrize("stem", ["signal", "SR_2b_highMET_top100", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_physics_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", PHYSICS)
def test_explain_under_a_physics_name_is_refused(tmp_path, capsys, suffix, word):
    explain, out = tmp_path / f"explain{suffix}", tmp_path / "signal.run"
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out), "--explain", str(explain)]) == 2
    err = capsys.readouterr().err
    assert explain.name in err and word in err, err
    assert not explain.exists() and not out.exists()


@pytest.mark.parametrize("suffix,word", PHYSICS)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES  # --explain's JSON lines may not take it either


@pytest.mark.parametrize("name", ["signal.run", "signal.txt", "fused.rrf", "run.k60", "x.res", "x.dat", "run.b",
                                  "signal.root.run", "root.run", "lhe.txt", "rootsmagic.run", "hepmc_fused.run"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    out = tmp_path / name
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    assert out.read_text().split()[2] == "run358831_lumi112_evt1782930044"
