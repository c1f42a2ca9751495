"""Issue 45's twenty-sixth bar, a medicinal chemistry team fusing retrosynthesis planners: the fused routes written
under a chemistry format's name (``-o routes.rsmi``, ``.smiles``, ``.cxsmiles``, ``.smarts``, ``.inchikey``, Ketcher's
``.ket``, Marvin's ``.mrv``) were TREC lines with exit 0 (u26b_out_*).  The members are each format's suffix in the
spellings a user types (upper case, gzipped), through the writer and the command; the names a route list takes keep
being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

CHEMISTRY_NAMES = [".smiles", ".cxsmiles", ".smarts", ".inchikey", ".rsmi", ".rxn", ".ket", ".mrv", ".cdxml", ".mae",
                   ".maegz"]
SPELLINGS = [lambda s: f"routes{s}", lambda s: f"CHEMBL25{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", CHEMISTRY_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_routes_under_a_chemistry_formats_name_are_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["routes.run", "smiles_rrf.run", "aizynth.txt", "rsmi_routes.run", "ket.trec",
                                  "CHEMBL25.run.gz"])
def test_the_names_a_route_list_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", CHEMISTRY_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "aizynth.run", tmp_path / f"routes{suffix}"
    run.write_text("CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.99 aizynth\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"routes{suffix}" in capsys.readouterr().err and not out.exists()
