"""Issue 45's twenty-ninth bar, an automated-reasoning team's solver ranking written under its field's names: ``-o
ranking.smt2``, ``.drat``, ``.lrat``, ``.aig`` were written as TREC lines that SMT solvers, proof checkers and AIGER
tools read as their own (u29a_out_*: silent), and ``.cnf`` was told only 'no .cnf reader' (an INI file, per
Linguist: vague).  Each is refused before any work naming the format, case-blind, under ``.gz`` too, for
``--explain`` as well, and a run's names stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output

NAMES = [(".cnf", "DIMACS"), (".wcnf", "WCNF"), (".opb", "OPB"), (".smt2", "SMT-LIB"), (".drat", "DRAT"),
         (".frat", "FRAT"), (".lrat", "LRAT"), (".aig", "AIGER"), (".aag", "AIGER")]
RUN = "sat2024/hw/6s133 Q0 kissat_4.0.1 1 -41.2 seed1\nsat2024/hw/6s133 Q0 minisat_2.2 2 -10000 seed1\n"


@pytest.mark.parametrize("suffix,word", NAMES)
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_solver_format_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, case, gz):
    run = tmp_path / "seed1.run"
    run.write_text(RUN)
    out = tmp_path / ("ranking" + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", NAMES)
def test_the_explanation_refuses_it_too(tmp_path, capsys, suffix, word):
    run = tmp_path / "seed1.run"
    run.write_text(RUN)
    out, why = tmp_path / "ranking.run", tmp_path / f"why{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and word in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("name", ["ranking.run", "cnf.run", "smt2.txt", "drat.run", "par2.run", "seed1.rrf"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    run = tmp_path / "seed1.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / name)]) == 0
