"""Issue 45's twenty-ninth bar, an HPC benchmarking team's fused order written under its tools' names: ``-o
order.rsf`` (a SPEC raw result file) and ``-o HPL.dat`` (xhpl's input) were written as TREC lines that SPEC's
rawformat and xhpl read as their own (u29c_out_rsf, u29c_out_hpl_dat, u29c_explain_rsf: silent).  Each is refused
before any work, case-blind, under ``.gz`` too, at ``-o`` and ``--explain``, and a run's names stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output

NAMES = [("order.rsf", "SPEC"), ("HPL.dat", "HPL")]
RUN = "HPL_N180000 Q0 epyc9654_2s_ddr5 1 1.8220e+04 lab_a\nHPL_N180000 Q0 xeon8480_hbm 2 1.6950e+04 lab_a\n"


@pytest.mark.parametrize("name,word", NAMES)
@pytest.mark.parametrize("case", [str.lower, str.upper, str])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_benchmark_tool_name_is_refused_before_any_work(tmp_path, capsys, name, word, case, gz):
    run = tmp_path / "lab_a.run"
    run.write_text(RUN)
    out = tmp_path / (case(name) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("name,word", NAMES)
def test_the_explanation_refuses_it_too(tmp_path, capsys, name, word):
    run = tmp_path / "lab_a.run"
    run.write_text(RUN)
    out, why = tmp_path / "order.run", tmp_path / name
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and word in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("name", ["order.run", "hpl.run", "stream.txt", "rsf.run", "x.dat", "spec.res", "HPL.run"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    run = tmp_path / "lab_a.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / name)]) == 0
