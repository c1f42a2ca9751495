"""Issue 45's twenty-fifth bar, a security operations centre ranking indicators of compromise per incident: the triage
queue written under a security tool's name (``-o triage.rules``, ``.ioc``, ``.evtx``, ClamAV's ``.hdb`` / ``.ndb``,
``.nessus``, ``.gnmap``) was TREC lines with exit 0 (u25b_out_*).  The members are each tool's suffix in the spellings
a user types (upper case, gzipped), through the writer and the command; the names a queue takes keep being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

SOC_NAMES = [".rules", ".ioc", ".evtx", ".evt", ".hdb", ".hsb", ".ndb", ".cvd", ".nessus", ".gnmap", ".nmap"]
SPELLINGS = [lambda s: f"triage{s}", lambda s: f"INC-2041{s.upper()}", lambda s: f"queue{s}.gz"]


@pytest.mark.parametrize("suffix", SOC_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_queue_under_a_security_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["triage.run", "rules_rrf.run", "ioc.txt", "evtx_queue.run", "nessus.trec",
                                  "INC-2041.run.gz"])
def test_the_names_a_queue_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", SOC_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "virustotal.run", tmp_path / f"triage{suffix}"
    run.write_text("INC-2041 Q0 185.220.101.4 1 61 virustotal\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"triage{suffix}" in capsys.readouterr().err and not out.exists()
