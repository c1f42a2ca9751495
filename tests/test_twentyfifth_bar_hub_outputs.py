"""Issue 45's twenty-fifth bar, an epidemic forecasting hub.  One fault class: the leaderboard written under the name
of one of the team's formats (a Stan, JAGS or BUGS model's program, Parquet's short ``.pqt``, Zstandard's ``.zstd``,
a CSVY table) was TREC lines with exit 0, read by no tool that opens such a name (u25c_out_*).  Each name in the
spellings a user types, at every writer of lines; the names a run takes are kept."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, FOREIGN_TO_SCORE_LINES, foreign_output

HUB_NAMES = [".stan", ".jags", ".bug", ".bugs", ".pqt", ".zstd", ".csvy"]
SPELLINGS = [lambda s: f"leaderboard{s}", lambda s: f"FLUSIGHT_2024-11-16{s.upper()}", lambda s: f"ensemble{s}.gz",
             lambda s: f"models/weekly.run{s}"]


@pytest.mark.parametrize("suffix", HUB_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_hub_teams_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    assert foreign_output(name, FOREIGN_TO_JSON_LINES) == suffix
    assert foreign_output(name, FOREIGN_TO_SCORE_LINES) == suffix
    with pytest.raises(ValueError, match=r"a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", HUB_NAMES)
def test_the_command_line_refuses_and_writes_nothing(tmp_path, capsys, suffix):
    run = tmp_path / "2024-11-16.run"
    run.write_text("06 Q0 UMass-flusion 1 -12.4 2024-11-16\n06 Q0 PSI-PROF 2 -15.9 2024-11-16\n")
    out = tmp_path / f"leaderboard{suffix}"
    assert main(["fuse", str(run), "--method", "borda", "--quiet", "-o", str(out)]) == 2
    assert f"leaderboard{suffix}" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("name", ["leaderboard.run", "stan_models.run", "weekly.bug.run", "risk.parquet",
                                  "flusight.txt", "ensemble.run.gz", "pqt.trec"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None
