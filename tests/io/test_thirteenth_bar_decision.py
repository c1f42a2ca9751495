"""Issue 45's thirteenth bar, a decision analyst's day (``u13d_`` in scripts/reliability_matrix.py): its two fault
classes, generated over their members.

1. **Outputs named as a table but written as TREC lines.**  ``rankagg fuse RUNS -o consensus.csv`` (or ``.json``,
   ``.xlsx``, ``.tsv``, any case, ``.gz`` too) wrote six space-separated fields a line under a name that pandas,
   ``json.load`` and a spreadsheet open as a table; a PrefLib or comparison table under a ``.json`` name did the
   same.  The registry's writer (``rankagg.io.formats.writer_for``, ``check_text_output``) refuses such a name
   before any work, naming it; the names the run writer writes (``.run``, ``.txt``, no suffix, ``.parquet``) are
   written as before.
2. **A table of ranks read as a table of lists.**  A wide table (one row per alternative: a column of names and a
   column of ranks per league table or criterion) given to ``rankagg fuse`` was read as gene lists: each column of
   ranks a list of the items '1', '2', ..., so the consensus ranked numbers beside the names.  The gene-list
   reader (``rankagg.io.gene_lists._check_rank_columns``) refuses, naming the file and line, a column holding the
   whole numbers 1..m each once (m >= 4); lists of names and lists of Entrez-like ids (whole numbers that are not
   1..m, also beside a list of names) are read as before.
"""

from __future__ import annotations

import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.api.gene_lists import read_gene_lists
from rankagg.cli import main
from rankagg.io.formats import FORMATS, writer_for
from rankagg.io.gene_lists import MISSING_CELLS

RUN_A = "decision Q0 Oxford 1 3 qs\ndecision Q0 MIT 2 2 qs\ndecision Q0 Caltech 3 1 qs\n"
RUN_B = "decision Q0 MIT 1 3 the\ndecision Q0 Caltech 2 2 the\ndecision Q0 Oxford 3 1 the\n"
SOC = ("# FILE NAME: c.soc\n# TITLE: committee\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 2\n"
       "# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: P1\n# ALTERNATIVE NAME 2: P2\n# ALTERNATIVE NAME 3: P3\n"
       "1: 1,2,3\n1: 2,1,3\n")
TABLE_NAMES = ["consensus.csv", "consensus.CSV", "consensus.tsv", "consensus.json", "consensus.xlsx", "consensus.xls",
               "consensus.ods", "consensus.csv.gz", "consensus.json.gz", "consensus.jsonl", "consensus.ndjson"]
RUN_NAMES = ["consensus.run", "consensus.txt", "consensus", "consensus.run.gz", "consensus.out"]


@pytest.fixture
def inputs(tmp_path):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    (tmp_path / "c.soc").write_text(SOC)
    return tmp_path


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_the_registry_refuses_a_table_name_for_a_text_output(name):
    with pytest.raises(ValueError, match=rf"-o {name}: .*which no \.\w+ reader reads"):
        writer_for(name)


@pytest.mark.parametrize("name", RUN_NAMES)
def test_the_registry_keeps_the_run_names(name):
    assert writer_for(name) is FORMATS["trec"]
    assert writer_for(name.replace("consensus", "c") + ".parquet") is FORMATS["parquet"]


@pytest.mark.parametrize("given, name", [("runs", n) for n in TABLE_NAMES] + [  # an election's table is CSV / TSV /
    ("election", n) for n in TABLE_NAMES  # and JSON lines
    if not n.lower().removesuffix(".gz").endswith((".csv", ".tsv", ".jsonl", ".ndjson"))])
def test_fuse_refuses_a_table_name_it_would_fill_with_trec_lines(inputs, capsys, name, given):
    """u13d_cli_runs_to_csv, u13d_cli_runs_to_json: refused before any work, one line naming the output."""
    args = [str(inputs / "a.run"), str(inputs / "b.run")] if given == "runs" else [str(inputs / "c.soc")]
    out = inputs / name
    assert main(["fuse", *args, "--method", "borda", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and str(out) in err, err
    assert not out.exists() and sorted(p.name for p in inputs.iterdir()) == ["a.run", "b.run", "c.soc"]


@pytest.mark.parametrize("name", RUN_NAMES)
def test_fuse_still_writes_runs_under_run_names(inputs, name):
    out = inputs / name
    assert main(["fuse", str(inputs / "a.run"), str(inputs / "b.run"), "--method", "borda", "--quiet", "-o",
                 str(out)]) == 0
    assert out.exists()


# ------------------------------------------------ class 2: a table of ranks is not a table of lists
def _write_table(path, columns: dict[str, list[str]]) -> None:
    depth = max(len(v) for v in columns.values())
    rows = [",".join(columns)] + [",".join(v[i] if i < len(v) else "" for v in columns.values()) for i in range(depth)]
    path.write_text("\n".join(rows) + "\n")


@st.composite
def rank_tables(draw):
    """A wide table of ranks: n alternatives (names, or whole-number ids such as project numbers), k rankers, each
    a permutation of 1..n; a ranker that rated only its top m (m >= 4) ends with empty cells."""
    n = draw(st.integers(4, 9))
    k = draw(st.integers(1, 4))
    numbered = draw(st.booleans())
    if numbered:
        ids = [str(x) for x in draw(st.lists(st.integers(100, 999), min_size=n, max_size=n, unique=True))]
    else:
        ids = draw(st.lists(st.text(string.ascii_letters, min_size=2, max_size=6).filter(
            lambda t: t not in MISSING_CELLS), min_size=n, max_size=n, unique=True))  # 'NaN' is refused as missing
    columns = {"alternative": ids}
    for j in range(k):
        ranks = draw(st.permutations(range(1, n + 1)))
        columns[f"judge{j}"] = [str(r) for r in ranks]
    return numbered, columns


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=rank_tables())
def test_a_table_of_ranks_is_refused_naming_its_file_and_line(tmp_path, table):
    """u13d_cli_wide_rank_table: read as lists, the consensus would rank the numbers 1..n beside the names."""
    numbered, columns = table
    path = tmp_path / "league.csv"
    _write_table(path, columns)
    with pytest.raises(ValueError, match=r"league\.csv:2: list 'judge\d' holds "):
        read_gene_lists(str(path))


def test_the_command_refuses_the_analysts_wide_table(tmp_path, capsys):
    path = tmp_path / "league.csv"
    path.write_text("alternative,QS,THE,ARWU\nOxford,3,1,6\nCambridge,5,5,4\nStanford,6,4,2\nMIT,1,2,3\n"
                    "Harvard,4,3,1\nCaltech,7,6,5\nImperial,2,7,7\n")
    assert main(["fuse", str(path), "-o", str(tmp_path / "out.csv")]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2: list 'QS' holds the whole numbers 1 to 7" in err and err.count("\n") == 1, err
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("columns", [
    {"up": ["TP53", "MYC", "EGFR"], "down": ["MYC", "KRAS", "TP53"]},  # names
    {"s1": ["7157", "4609", "1956", "3845"], "s2": ["4609", "7157", "3845"]},  # Entrez ids, not 1..m
    {"s1": ["1", "2", "3"], "s2": ["2", "1", "3"]},  # A1BG, A2M, A2MP1: three ids, below the rule's m >= 4
    {"s1": ["1", "2", "9", "10"], "s2": ["10", "9", "2", "1"]},  # whole numbers with a gap: ids, not places
    {"entrez": ["7157", "4609", "1956", "3845"], "symbols": ["TP53", "MYC"]},  # ids beside names
])
def test_lists_of_names_or_of_ids_are_read_as_before(tmp_path, columns):
    path = tmp_path / "lists.csv"
    _write_table(path, columns)
    lists = read_gene_lists(str(path))
    assert {k: list(map(str, v)) for k, v in dict(lists).items()} == columns
