"""Issue 45's twenty-sixth bar, a music information retrieval lab fusing cover-song identification systems per query
song: the fused list written under a music tool's name (``-o fused.jams``, ``.krn``, ``.mscz``, ``.gp5``, ``.cue``) was
TREC lines with exit 0 (u26c_out_*).  The members are each format's suffix in the spellings a user types (upper case,
gzipped), through the writer and the command; the names a fused list takes keep being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

MUSIC_NAMES = [".jams", ".krn", ".hum", ".mscz", ".mscx", ".gp", ".gp3", ".gp4", ".gp5", ".gtp", ".ptb", ".cue",
               ".musicxml", ".mxl", ".mei"]
SPELLINGS = [lambda s: f"fused{s}", lambda s: f"P_546120{s.upper()}", lambda s: f"covers_rrf{s}.gz"]


@pytest.mark.parametrize("suffix", MUSIC_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_fused_list_under_a_music_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["fused.run", "jams_rrf.run", "cue.txt", "krn_borda.run", "gp5.trec",
                                  "P_100001.run.gz", "covers80.run"])
def test_the_names_a_fused_list_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", MUSIC_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "cqtnet.run", tmp_path / f"fused{suffix}"
    run.write_text("P_100001 Q0 P_546120 1 0.91 cqtnet\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"fused{suffix}" in capsys.readouterr().err and not out.exists()
