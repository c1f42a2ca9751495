"""Issue 45's twentieth bar: an output named for another format is refused before any work, at every writer of
lines and of models (u20c_output_named_pgn, u20t_out_fits_name, u20v_consensus_as_soc_name, ...: a fused run was
written as TREC lines under ``.pgn``, ``.fits``, ``.ecsv``, ``.vot``, ``.feather``, ``.avro``, ``.soc``; a tuned
model as JSON under ``.csv``).  The cases are generated from the one catalogue, :data:`OTHER_FORMATS`, crossed
with every writer, each name also upper-cased and gzipped; the names a run, qrels or model may take are kept."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.io.formats import FORMATS, check_text_output, writer_for
from rankagg.io.models import check_model_name
from rankagg.io.output_names import (FOREIGN_TO_JSON_LINES, FOREIGN_TO_SCORE_LINES, OTHER_FORMATS, PREFLIB_NAMES,
                                     foreign_output)

#: every other format's name but the run table's own (.parquet is the runs' table)
FOREIGN = sorted(s for s in OTHER_FORMATS if s != ".parquet")
#: each name as a user types it: plain, upper case, gzipped
SPELLINGS = [lambda s: f"out{s}", lambda s: f"OUT{s.upper()}", lambda s: f"out{s}.gz"]
RUN_NAMES = ["fused.run", "fused.txt", "fused", "fused.run.gz", "fused.out", "fused.trec", "fused.res", "run.k60",
             "bm25+rrf.run", "fused.runs", "fused.dat"]


def _unrefused(check, names, pattern) -> list[str]:
    """The names of ``names`` that ``check`` does not refuse with a one-line message matching ``pattern(name)``:
    the catalogue's 190 names crossed with each writer in one test each (a test item per name and writer cost the
    suite more than the checks)."""
    missed = []
    for name, suffix in names:
        try:
            check(name)
        except ValueError as exc:
            if not re.search(pattern(name, suffix), str(exc)) or "\n" in str(exc):
                missed.append(f"{name}: {exc}")
        else:
            missed.append(f"{name}: accepted")
    return missed


@pytest.mark.parametrize("kind", ["runs", "qrels", "rankings", "weights", "preferences"])
def test_a_text_writer_refuses_another_formats_name(kind):
    names = [(spell(s), s) for s in FOREIGN for spell in (SPELLINGS if kind == "runs" else SPELLINGS[:1])
             if not (kind == "preferences" and s in PREFLIB_NAMES)]
    assert _unrefused(lambda name: writer_for(name, kind), names,
                      lambda name, s: rf"^-o {re.escape(name)}: .* which no {re.escape(s)} reader reads "
                                      rf"\({re.escape(s)} names ") == []
    if kind == "preferences":
        assert all(writer_for(f"out{s}", kind) is FORMATS["preflib"] for s in PREFLIB_NAMES)  # PrefLib's own names


def test_the_explanation_and_the_table_outputs_refuse_it():
    explained = [(f"why{s}", s) for s in FOREIGN if s not in (".json", ".jsonl", ".ndjson", ".jsonlines")]
    assert _unrefused(lambda name: check_fuse_outputs(None, name), explained,
                      lambda name, s: rf"^--explain {re.escape(name)}: .*{re.escape(s)} names") == []
    for s in (".json", ".jsonl", ".ndjson", ".jsonlines"):
        check_fuse_outputs(None, f"why{s}")  # JSON lines: pandas' read_json(lines=True) reads them
    tables = [(f"why{s}", s) for s in FOREIGN if s not in (".csv", ".tsv", ".jsonl", ".ndjson")]
    assert _unrefused(check_table_output, tables, lambda name, s: rf"^-o {re.escape(name)}: .*{re.escape(s)} names") == []
    for s in (".csv", ".tsv", ".jsonl", ".ndjson"):
        check_table_output(f"why{s}")  # the comparison table's own


def test_a_model_name_of_another_format_is_refused():
    names = [(f"model{s}", s) for s in FOREIGN if s not in (".json", ".npz")]
    assert _unrefused(check_model_name, names, lambda name, s: rf"^-o {re.escape(name)}: a model is written as a JSON "
                                                               rf"document, .*name it \.json") == []
    check_model_name("model.json")
    check_model_name("model.npz")


def test_a_fusion_model_under_npz_is_refused_a_trained_one_kept():
    with pytest.raises(ValueError, match=r"\.npz names a NumPy array file"):
        check_model_name("model.npz", own=())
    check_model_name("model.npz", own=(".npz",))


@pytest.mark.parametrize("name", RUN_NAMES)
def test_the_names_a_run_takes_are_kept(name):
    assert writer_for(name) is FORMATS["trec"]
    assert foreign_output(name) is None
    check_fuse_outputs(name, name.replace("fused", "why") + ".jsonl")
    check_model_name(name)


def test_the_longest_suffix_decides():
    assert foreign_output("places.geojson") == ".geojson"  # also ends with .json
    assert foreign_output("runs.tar.gz") == ".tar"
    assert foreign_output("a.ECSV") == ".ecsv"
    assert foreign_output("scores.csv", FOREIGN_TO_SCORE_LINES) is None  # one column: a .csv
    assert foreign_output("why.json", FOREIGN_TO_JSON_LINES) is None


def test_every_refusal_names_what_the_name_is():
    for suffix in FOREIGN:
        with pytest.raises(ValueError) as err:
            check_text_output(f"x{suffix}", "a fused run", "give it another name")
        assert OTHER_FORMATS[suffix] in str(err.value)


@pytest.mark.parametrize("argv, out", [
    (["fuse", "a.run", "b.run", "-o", "ratings.pgn"], "ratings.pgn"),
    (["fuse", "a.run", "b.run", "--method", "rrf", "--explain", "why.fits", "-o", "f.run"], "why.fits"),
    (["fuse", "a.run", "b.run", "-o", "alerts.feather"], "alerts.feather"),
    (["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "model.csv"], "model.csv"),
])
def test_the_command_line_writes_nothing(tmp_path, argv, out):
    (tmp_path / "a.run").write_text("1 Q0 x 1 2 a\n1 Q0 y 2 1 a\n")
    (tmp_path / "b.run").write_text("1 Q0 y 1 2 b\n1 Q0 x 2 1 b\n")
    (tmp_path / "q.txt").write_text("1 0 x 1\n")
    got = subprocess.run([sys.executable, "-m", "rankagg.cli", *argv], cwd=tmp_path, capture_output=True, text=True)
    assert got.returncode == 2, got.stderr
    assert got.stderr.count("\n") == 1 and f" {out}: " in got.stderr and " names " in got.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "b.run", "q.txt"]
