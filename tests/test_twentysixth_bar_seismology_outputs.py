"""Issue 45's twenty-sixth bar, a seismology team: the candidate list written under a seismology format's name
(``-o candidates.quakeml``, ``.miniseed``, ``.stationxml``, ``.sc3ml``, NonLinLoc's ``.hyp``, HypoInverse's ``.phs``,
``.gse2``, ``.asdf``) was TREC lines with exit 0 (u26e_out_*).  The members are each suffix in the spellings a user
types (upper case, gzipped), through the writer and the command; the names a candidate list takes keep being
written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

SEISMOLOGY_NAMES = [".quakeml", ".stationxml", ".sc3ml", ".scml", ".miniseed", ".ms3", ".gse2", ".gse", ".asdf",
                    ".wfdisc", ".hyp", ".phs", ".pha", ".nordic", ".ndk"]
SPELLINGS = [lambda s: f"candidates{s}", lambda s: f"CI.PAS..BHZ@2026-12-01{s.upper()}", lambda s: f"catalog{s}.gz"]


@pytest.mark.parametrize("suffix", SEISMOLOGY_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_list_under_a_seismology_formats_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["candidates.run", "quakeml_rrf.run", "hyp.txt", "CI.PAS..BHZ@2026-12-01.run",
                                  "phs.trec", "picks.run.gz"])
def test_the_names_a_list_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", SEISMOLOGY_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "phasenet.run", tmp_path / f"candidates{suffix}"
    run.write_text("CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"candidates{suffix}" in capsys.readouterr().err and not out.exists()
