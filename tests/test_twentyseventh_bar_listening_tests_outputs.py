"""Issue 45's twenty-seventh bar, a speech synthesis team's consensus written under a speech tool's name: ``-o
order.PitchTier``, ``order.mlf``, ``order.htsvoice`` and ``order.lf0`` were written as TREC lines that Praat, HTK,
hts_engine and SPTK do not read (u27g_out_*: silent).  Each name is refused before any work, case-blind, under
``.gz`` too, at every writer of lines (``fuse -o``, ``--explain``), and the names of a run stay free (``.w64``, a
letter and digits, among them: docs/conventions.md)."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
SPEECH = [(".pitchtier", "Praat"), (".intensitytier", "Praat"), (".durationtier", "Praat"), (".mlf", "HTK"),
          (".htsvoice", "HTS"), (".lf0", "log F0"), (".mgc", "cepstra"), (".bap", "aperiodicities"),
          (".mcep", "SPTK")]
RUN = "LJ050-0241 Q0 xtts_v2 1 81 L01\nLJ050-0241 Q0 vits 2 70 L01\n"


@pytest.mark.parametrize("suffix,word", SPEECH)
@pytest.mark.parametrize("stem", ["order", "LJ050-0241", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper, lambda s: s[:3] + s[3:].capitalize()])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_speech_tools_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    run = tmp_path / "L01.run"
    run.write_text(RUN)
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "borda", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", SPEECH)
def test_explain_refuses_it_too(tmp_path, capsys, suffix, word):
    run = tmp_path / "L01.run"
    run.write_text(RUN)
    why = tmp_path / f"why{suffix}"
    assert main(["fuse", str(run), "--method", "borda", "-o", str(tmp_path / "order.run"), "--explain",
                 str(why)]) == 2
    assert why.name in capsys.readouterr().err
    assert not why.exists() and not (tmp_path / "order.run").exists()


@pytest.mark.parametrize("suffix,word", SPEECH)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES


@pytest.mark.parametrize("name", ["order.run", "order.txt", "fused.rrf", "run.k60", "x.res", "x.dat", "order.w64",
                                  "order.w12", "lf0.run", "mgc.txt", "order.mlf.run", "pitchtier.res", "run.a"])
def test_a_runs_names_stay_free(tmp_path, name):
    assert foreign_output(name) is None
    run = tmp_path / "L01.run"
    run.write_text(RUN)
    assert main(["fuse", str(run), "--method", "borda", "-o", str(tmp_path / name), "--quiet"]) == 0
    assert (tmp_path / name).read_text().split()[2] == "xtts_v2"
