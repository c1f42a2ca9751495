"""Issue 45's twenty-sixth bar, a protein team fusing database hits per query protein: the fused list written under a
search tool's name (``-o hits.m8``, ``.tblout``, ``.domtblout``, ``.blast``, ``.outfmt6``, a profile's ``.hmm``) was
TREC lines with exit 0 (u26a_out_*).  The members are each tool's suffix in the spellings a user types (upper case,
gzipped), through the writer and the command; the names a fused list takes keep being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

HOMOLOGY_NAMES = [".m8", ".blast", ".blastout", ".outfmt6", ".outfmt7", ".tblout", ".domtblout", ".domtbl", ".hmm",
                  ".hhm", ".stk", ".sth", ".stockholm"]
SPELLINGS = [lambda s: f"hits{s}", lambda s: f"D1HHOA_{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", HOMOLOGY_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_fused_list_under_a_search_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["hits.run", "blast_rrf.run", "m8_fused.txt", "hmmer.trec", "d1hhoa_.run.gz"])
def test_the_names_a_fused_list_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", HOMOLOGY_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "blastp.run", tmp_path / f"hits{suffix}"
    run.write_text("d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289.3 blastp\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"hits{suffix}" in capsys.readouterr().err and not out.exists()
