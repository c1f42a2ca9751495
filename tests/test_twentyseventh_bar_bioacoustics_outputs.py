"""Issue 45's twenty-seventh bar, a bioacoustics lab's fused species lists written under a bioacoustics format's name:
``-o fused.svl``, ``fused.aup3``, ``fused.zc``, ``fused.w4v`` and ``--explain why.svl`` were written as lines that
Sonic Visualiser, Audacity, Anabat Insight and Kaleidoscope do not read (u27c_out_*, u27c_explain_svl: silent).  Each
name is refused before any work, case-blind, under ``.gz`` too, at every writer of lines (``fuse -o``,
``--explain``), and the names of a run stay free (``.sv``, a Sonic Visualiser session's, is also a run's per
language: ``run.sv``)."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
BIOACOUSTICS = [(".svl", "Sonic Visualiser"), (".aup3", "Audacity"), (".aup", "Audacity"), (".w4v", "Wildlife Acoustics"),
                (".wac", "Wildlife Acoustics"), (".zc", "zero-crossing")]
RUN = "SITE03.WAV Q0 amerob 1 0.8731 birdnet\nSITE03.WAV Q0 norcar 2 0.412 birdnet\n"


@pytest.mark.parametrize("suffix,word", BIOACOUSTICS)
@pytest.mark.parametrize("stem", ["fused", "SITE03_20260614_053000", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_bioacoustics_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    run = tmp_path / "birdnet.run"
    run.write_text(RUN)
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", BIOACOUSTICS)
def test_explain_refuses_it_too(tmp_path, capsys, suffix, word):
    run = tmp_path / "birdnet.run"
    run.write_text(RUN)
    out, why = tmp_path / "fused.run", tmp_path / f"why{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--explain", str(why), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert why.name in err and word in err, err
    assert not out.exists() and not why.exists()


@pytest.mark.parametrize("suffix,word", BIOACOUSTICS)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES


@pytest.mark.parametrize("name", ["fused.run", "fused.rrf", "run.k60", "run.txt", "x.res", "x.dat", "run.sv",
                                  "fused.sv", "birdnet.run", "SITE03.selections.txt", "svl.run", "zc.txt", "run.z",
                                  "perch_v2.run", "BirdNET.results.txt"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None


def test_a_run_named_sv_is_written_and_reads_back(tmp_path):
    run = tmp_path / "birdnet.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / "fused.sv")]) == 0
    rows = [ln.split() for ln in (tmp_path / "fused.sv").read_text().splitlines()]
    assert [r[2] for r in rows] == ["amerob", "norcar"]
    assert abs(float(rows[0][4]) - 1 / 61) < 1e-6  # RRF by hand: 1 / (60 + 1)
