"""Issue 45's twenty-fifth bar, a single-cell lab fusing its DE tools' marker genes per cell type: the consensus
written under a single-cell container's name (``-o markers.h5ad``, ``.h5Seurat``, ``.h5mu``, ``.cloupe``) was TREC
lines with exit 0 (u25a_out_*), though anndata, mudata, SeuratDisk and Loupe Browser open only their own binaries.
The members are each name in the spellings a user types; the names a run of markers takes stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

SINGLE_CELL_NAMES = [".h5ad", ".h5mu", ".h5seurat", ".loom", ".cloupe"]
SPELLINGS = [lambda s: f"markers{s}", lambda s: f"PBMC_3K{s.upper()}", lambda s: f"consensus.v2{s}.gz",
             lambda s: f"pbmc{s.replace('seurat', 'Seurat')}"]


@pytest.mark.parametrize("suffix", SINGLE_CELL_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_single_cell_container_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", [".h5ad", ".cloupe"])
def test_the_command_writes_nothing_under_such_a_name(tmp_path, capsys, suffix):
    run = tmp_path / "seurat.run"
    run.write_text("B_naive Q0 MS4A1 1 3.1 seurat\nB_naive Q0 CD79A 2 2.8 seurat\n")
    out = tmp_path / f"markers{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"markers{suffix}" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("name", ["markers.run", "h5ad_markers.run", "loom.txt", "b_naive.seurat.run",
                                  "cloupe_clusters.trec", "markers.h5ad.run"])
def test_the_names_a_run_of_markers_takes_are_kept(name):
    assert foreign_output(name) is None
