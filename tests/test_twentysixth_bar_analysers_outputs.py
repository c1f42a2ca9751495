"""Issue 45's twenty-sixth bar, a software security team fusing static analysers' warnings into one review queue: the
queue written under a static-analysis or build tool's name (``-o queue.bqrs``, CodeQL's ``.ql`` / ``.qls``, ``.lcov``,
``.trx``, ``jacoco.exec``, ``sonar-project.properties``) was TREC lines with exit 0 (u26f_out_*), and ``.sarif`` was
told only by its media type.  The members are each suffix in the spellings a user types (upper case, gzipped), through
the writer and the command; the names a queue takes keep being written."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import OTHER_FORMATS, foreign_output

ANALYSIS_NAMES = [".sarif", ".bqrs", ".ql", ".qls", ".lcov", ".trx", ".exec", ".properties"]
SPELLINGS = [lambda s: f"queue{s}", lambda s: f"ACME-PAYMENTS{s.upper()}", lambda s: f"review{s}.gz"]


@pytest.mark.parametrize("suffix", ANALYSIS_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_queue_under_an_analysers_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix and suffix in OTHER_FORMATS
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["queue.run", "sarif_rrf.run", "codeql.txt", "lcov_queue.run", "trx.trec",
                                  "acme-payments.run.gz", "queue.parquet"])
def test_the_names_a_queue_takes_are_kept(name):
    assert foreign_output(name) is None or name.endswith(".parquet")


@pytest.mark.parametrize("suffix", ANALYSIS_NAMES)
def test_the_command_refuses_before_any_work_and_writes_nothing(tmp_path, capsys, suffix):
    run, out = tmp_path / "codeql.run", tmp_path / f"queue{suffix}"
    run.write_text("acme/payments-api Q0 src/app/main.py:42:7:B602 1 9.8 codeql\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"queue{suffix}" in err and OTHER_FORMATS[suffix] in err and not out.exists()
