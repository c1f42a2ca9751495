"""Issue 45's twenty-seventh bar, a chip design team's worst paths written under an EDA format's name: ``-o
worst.lib``, ``worst.lef``, ``worst.spef``, ``worst.saif``, ``worst.upf`` and ``worst.lib.gz`` and ``--explain
why.spef`` / ``why.lef`` were written as TREC or JSON lines that OpenSTA, OpenROAD, KLayout or a power tool do not
read (u27b_out_*, u27b_explain_*: silent), and ``.def``, ``.sdc``, ``.vcd``, ``.gds`` and ``.oas`` were refused as an
ESRI project, a StarCalc sheet, a CD link, Galaxy's GDS CSV and a Fujitsu Oasys document.  Each name is refused
before any work, named for what the team means by it, case-blind, under ``.gz`` too, at every writer of lines
(``fuse -o``, ``--explain``), and the names of a run stay free (Verilog's one-letter ``.v`` among them)."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
CHIP_DESIGN = [(".lib", "Liberty"), (".lef", "LEF"), (".def", "DEF"), (".spef", "SPEF"), (".dspf", "DSPF"),
               (".sdc", "SDC"), (".vcd", "VCD"), (".fsdb", "FSDB"), (".saif", "SAIF"), (".gds", "GDSII"),
               (".gdsii", "GDSII"), (".gds2", "GDSII"), (".oas", "OASIS"), (".oasis", "OASIS"), (".upf", "UPF")]
RUN = "core_top/ss Q0 path/u_alu/reg_17/D 1 0.06 opensta\ncore_top/ss Q0 path/u_alu/reg_24/D 2 0.04 opensta\n"


@pytest.mark.parametrize("suffix,word", CHIP_DESIGN)
@pytest.mark.parametrize("stem", ["worst", "core_top_ss_0p72v_125c", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_an_eda_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    run = tmp_path / "opensta.run"
    run.write_text(RUN)
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", CHIP_DESIGN)
def test_the_explanation_refuses_it_too(tmp_path, capsys, suffix, word):
    run = tmp_path / "opensta.run"
    run.write_text(RUN)
    out, why = tmp_path / "worst.run", tmp_path / f"why{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and word in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("suffix,word", CHIP_DESIGN)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES


@pytest.mark.parametrize("name", ["worst.run", "worst.v", "worst.V.gz", "core_top.txt", "paths.res", "lib.run",
                                  "worst.lib.run", "def.txt", "fused.rrf", "run.k60", "x.dat", "gds.bm25"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    run = tmp_path / "opensta.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / name).exists()
