"""Issue 45's twenty-sixth bar, a computational materials team: the fused ranking written under a structure's,
volume's or trajectory's name (``-o top.vasp``, ``.poscar``, ``.traj``, ``.cube``, ``.lammpstrj``) was TREC
lines with exit 0 (u26d_out_*).  The members are each format's suffix in the spellings a user types (upper case,
gzipped), through the writer and the command; the names a ranking takes keep being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

MATERIALS_NAMES = [".vasp", ".poscar", ".contcar", ".xdatcar", ".traj", ".cube", ".lammpstrj",
                   ".lammps-dump-text"]
SPELLINGS = [lambda s: f"top{s}", lambda s: f"LLZO-screen{s.upper()}", lambda s: f"ranking{s}.gz"]


@pytest.mark.parametrize("suffix", MATERIALS_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_ranking_under_a_materials_format_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["top.run", "vasp_rrf.run", "poscar.txt", "traj_top20.run", "cube.trec",
                                  "e_hull.run.gz", "top.res"])
def test_the_names_a_ranking_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", MATERIALS_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "mace.run", tmp_path / f"top{suffix}"
    run.write_text("e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 mace\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"top{suffix}" in capsys.readouterr().err and not out.exists()
