"""Issue 45's twenty-seventh bar, a sustainable-finance desk's consensus written under a filing format's name: ``-o
consensus.xbrl`` (any case, ``.gz`` too) and ``--explain why.xbrl`` were written as TREC or JSON lines that no XBRL
processor reads (u27e_out_xbrl, u27e_out_ixbrl_upper, u27e_out_xbrl_gz, u27e_explain_xbrl: silent).  Each XBRL name
(an instance's ``.xbrl``, Report Package 1.0's ``.xbr`` and ``.xbri``) is refused before any work at every writer of
lines, and the names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

XBRL = [".xbrl", ".xbr", ".xbri"]


def _run(tmp_path) -> str:
    run = tmp_path / "msci.run"
    run.write_text("U Q0 US0378331005 1 7 msci\nU Q0 US5949181045 2 6 msci\n")
    return str(run)


@pytest.mark.parametrize("suffix", XBRL)
@pytest.mark.parametrize("stem", ["consensus", "siemens-2025-12-31", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_an_xbrl_name_is_refused_before_any_work(tmp_path, capsys, suffix, stem, case, gz):
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and "XBRL" in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix", XBRL)
def test_explain_refuses_an_xbrl_name(tmp_path, capsys, suffix):
    out, why = tmp_path / "consensus.run", tmp_path / f"why{suffix}"
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out), "--explain", str(why)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and "XBRL" in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("suffix", XBRL)
def test_the_catalogue_names_the_format(suffix):
    assert foreign_output(f"x{suffix}") == suffix and "XBRL" in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES


@pytest.mark.parametrize("name", ["consensus.run", "fused.rrf", "run.k60", "run.txt", "x.res", "x.dat", "msci.xb",
                                  "xbrl.run", "consensus.xbrl.run", "esg.x", "run.bak"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / name).read_text().split()[2] == "US0378331005"
