"""Issue 45's twenty-fifth bar, a digital-humanities team's OCR / HTR consensus: written under a name of the field's
formats (``-o consensus.alto``, a line's ground truth ``.gt.txt``, Tesseract's ``.lstmf`` training file or
``.traineddata`` model) it was TREC lines with exit 0, which no engine or trainer opening such a name reads
(u25d_out_*).  Each suffix in the spellings a user types, at every writer of lines; and the names a run keeps."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

TRANSCRIPTION_NAMES = [".alto", ".gt.txt", ".lstmf", ".traineddata", ".unicharset"]
SPELLINGS = [lambda s: f"consensus{s}", lambda s: f"F132R_L07{s.upper()}", lambda s: f"lines/ang{s}.gz"]


@pytest.mark.parametrize("suffix", TRANSCRIPTION_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_transcription_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", TRANSCRIPTION_NAMES)
def test_the_command_refuses_it_before_any_work(tmp_path, capsys, suffix):
    run = tmp_path / "kraken.run"
    run.write_text("l07 Q0 Hwæt 1 0.91 kraken\nl07 Q0 Hwaet 2 0.40 kraken\n", encoding="utf-8")
    out = tmp_path / f"consensus{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"consensus{suffix}" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("name", ["consensus.run", "gt.run", "alto_rrf.run", "page_gt.txt", "lstm.txt",
                                  "traineddata.run", "f132r_l07.txt", "ground_truth.txt"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None
