"""Issue 45's twenty-fifth bar, a clinical decision-support team fusing differential diagnoses: the consensus
written under a name of the field's own formats (``-o ddx.hl7``, ``.er7``, ``.ccda``, ``.c32``, ``.ccr``, ``.x12``)
was TREC lines with exit 0 (u25f_out_*).  The members are generated: each name as a user types it (upper case, gzipped,
mixed case), at the writer of runs and at the command, and the names a run keeps."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

CLINICAL_NAMES = [".hl7", ".er7", ".ccda", ".c32", ".ccr", ".x12", ".edi"]
SPELLINGS = [lambda s: f"ddx{s}", lambda s: f"DDX{s.upper()}", lambda s: f"ddx{s}.gz",
             lambda s: f"case_0001.ddx{s[:2]}{s[2:].upper()}"]


@pytest.mark.parametrize("suffix", CLINICAL_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_clinical_formats_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", CLINICAL_NAMES)
def test_the_command_writes_nothing_under_such_a_name(tmp_path, capsys, suffix):
    run = tmp_path / "ada.run"
    run.write_text("case-0001 Q0 J18.9 1 62.5 ada\ncase-0001 Q0 J20.9 2 21.0 ada\n")
    out = tmp_path / f"ddx{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    assert suffix in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("name", ["ddx.run", "hl7_consensus.run", "case-0001.txt", "ccda.run", "x12.res", "ddx.1"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None
