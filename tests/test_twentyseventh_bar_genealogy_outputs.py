"""Issue 45's twenty-seventh bar, a genealogy team's fused candidates written under a family tree format's name:
``-o matches.gedx``, ``matches.gramps``, ``matches.ftm``, ``matches.rmtree`` and ``--explain matches.gramps`` were
written as TREC lines (JSON lines) that FamilySearch, Gramps, Family Tree Maker and RootsMagic do not read
(u27d_out_*, u27d_explain_gramps: silent); ``.ged`` and ``.gdz`` were refused as registered media types, now named as
GEDCOM.  Each name is refused before any work, case-blind, under ``.gz`` too, at every writer of lines (``fuse -o``,
``--explain``), and the names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
GENEALOGY = [(".ged", "GEDCOM"), (".gdz", "GEDZip"), (".gedx", "GEDCOM X"), (".gramps", "Gramps"),
             (".ftm", "Family Tree Maker"), (".ftmb", "Family Tree Maker"), (".rmtree", "RootsMagic")]


def _run(tmp_path):
    run = tmp_path / "splink.run"
    run.write_text("@I0042@ Q0 @I1037@ 1 8.25 splink\n@I0042@ Q0 FS:L000K-M01P 2 -1.5 splink\n")
    return str(run)


@pytest.mark.parametrize("suffix,word", GENEALOGY)
@pytest.mark.parametrize("stem", ["matches", "FS:LZ7K-M3P", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_genealogy_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", GENEALOGY)
def test_the_explanation_may_not_take_a_genealogy_name(tmp_path, capsys, suffix, word):
    out, explain = tmp_path / "m.run", tmp_path / f"matches{suffix}"
    assert main(["fuse", _run(tmp_path), "--method", "rrf", "-o", str(out), "--explain", str(explain)]) == 2
    err = capsys.readouterr().err
    assert explain.name in err and word in err, err
    assert not out.exists() and not explain.exists()


@pytest.mark.parametrize("suffix,word", GENEALOGY)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES


@pytest.mark.parametrize("name", ["fused.rrf", "run.k60", "run.txt", "x.res", "x.dat", "matches.run", "tree.ged.run",
                                  "gramps.txt", "ftm.res", "rmtree.run", "splink.k60"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None
