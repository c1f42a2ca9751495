"""Issue 45's thirtieth bar, a brain-computer-interface team's pipeline ranking written under its field's names: ``-o
ranking.edf``, ``.vhdr`` and ``.set`` were written as TREC lines that MNE, EEGLAB and the recorders' viewers open as
recordings (u30d_out_edf, u30d_out_vhdr, u30d_out_set: silent), and ``ranking_raw.fif`` was told only 'no .fif
reader' (a fractal image, per PRONOM: vague).  Each is refused before any work naming the format, case-blind, under
``.gz`` too, for ``--explain`` as well, and a run's names stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output

NAMES = [(".edf", "EDF"), (".gdf", "GDF"), (".vhdr", "BrainVision"), (".vmrk", "BrainVision"), (".eeg", "BrainVision"),
         ("_raw.fif", "FIF"), ("-epo.fif", "FIF"), (".set", "EEGLAB"), (".fdt", "EEGLAB"), (".xdf", "XDF")]
RUN = "BNCI2014_001/subject_3 Q0 TS+LR 1 0.8125 fold1\nBNCI2014_001/subject_3 Q0 MDM 2 0.6528 fold1\n"


#: the output's spelling: lower case, upper case, gzipped, and as --explain's file
SPELLINGS = ["ranking{}", "RANKING{}", "ranking{}.gz", "RANKING{}.GZ", "why{}"]


@pytest.mark.parametrize("suffix,word", NAMES)
@pytest.mark.parametrize("spelling", SPELLINGS)
def test_an_eeg_format_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, spelling):
    run = tmp_path / "fold1.run"
    run.write_text(RUN)
    name = spelling.format(suffix.upper() if spelling.startswith("RANKING") else suffix)
    explain = spelling.startswith("why")
    out, target = tmp_path / ("ranking.run" if explain else name), tmp_path / name
    argv = ["fuse", str(run), "--method", "rrf", "-o", str(out)] + (["--explain", str(target)] if explain else [])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err.replace(name, ""), err  # the name itself says no format
    assert not out.exists() and not target.exists()


@pytest.mark.parametrize("name", ["fold1.run", "ranking.txt", "pipelines.parquet", "sub-03.trec", "ranking.e01",
                                  "edf_ranking.run", "set1.run", "ranking.eeg.run"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None
