"""Issue 45's twenty-eighth bar, a power systems team's worst contingencies written under PSS/E's names: ``-o
worst50.raw`` and ``worst50.con`` were written as TREC lines that PSS/E reads as its case and contingency files
(u28g_out_raw, u28g_out_con: silent).  Each is refused before any work, case-blind, under ``.gz`` too, at every
writer of lines, and a run's names stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output

PSSE = [(".raw", "PSS/E"), (".con", "PSS/E")]
RUN = "summer_peak_2027 Q0 BR_101-102_CKT_1 1 182.5 pi\nsummer_peak_2027 Q0 GEN_3011_1 2 141.0 pi\n"


@pytest.mark.parametrize("suffix,word", PSSE)
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_psse_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, case, gz):
    run = tmp_path / "pi.run"
    run.write_text(RUN)
    out = tmp_path / ("worst50" + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", PSSE)
def test_the_explanation_refuses_it_too(tmp_path, capsys, suffix, word):
    run = tmp_path / "pi.run"
    run.write_text(RUN)
    out, why = tmp_path / "worst.run", tmp_path / f"why{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and word in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("name", ["worst50.run", "raw.txt", "con.run", "fused.rrf", "run.k60", "x.res", "x.dat"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    run = tmp_path / "pi.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / name)]) == 0
