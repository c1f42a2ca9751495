"""A table of ranked lists given where only runs are read (``rankagg.fuse(path)``, a table among runs): the
command fuses such tables, the runs' door named only a field count ("expected 6 fields 'qid Q0 docid rank score
tag', found 1", u24e_api_optimalsort_csv_path).  Each member is refused at its line 1, naming the table's header
and the command and function that read it; a run named ``.tsv``, ``.csv`` or ``.txt`` is still a run."""

from __future__ import annotations

import gzip
import itertools

import pytest

import rankagg
from rankagg.io import InputFormatError

HEADERS = [("studyA", "studyB"), ("Participant ID", "Card", "Category", "Position"), ("GSE1", "GSE2", "GSE3"),
           ("respondent", "option", "rank")]
ROWS = {2: ["TP53,BRCA1", "BRCA1,EGFR", "EGFR,TP53"], 3: ["TP53,BRCA1,EGFR", "EGFR,TP53,BRCA1"],
        4: ["101,Billing,Account,1", "101,Profile,Account,2", "102,Profile,Account,1"]}
RUN = "q1 Q0 d1 1 2.5 bm25\nq1 Q0 d2 2 1.5 bm25\n"


def _write(path, text: str) -> None:
    data = text.encode("utf-8")
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)


def _refusal(given):
    with pytest.raises(InputFormatError) as caught:
        rankagg.fuse(given, method="borda")
    return str(caught.value)


@pytest.mark.parametrize("header, suffix, among_runs",
                         list(itertools.product(HEADERS, (".csv", ".tsv", ".csv.gz"), (False, True))))
def test_a_table_of_lists_is_told_with_its_header(tmp_path, header, suffix, among_runs):
    sep = "\t" if suffix == ".tsv" else ","
    rows = [r.replace(",", sep) for r in ROWS[min(len(header), 4)]]
    table = tmp_path / f"lists{suffix}"
    _write(table, sep.join(header) + "\n" + "\n".join(rows) + "\n")
    run = tmp_path / "bm25.run"
    run.write_text(RUN, encoding="utf-8")
    message = _refusal([str(run), str(table)] if among_runs else str(table))
    assert f"{table}:1" in message and "expected 6 fields" not in message
    assert all(repr(cell) in message for cell in header) and "rankagg fuse FILE" in message
    assert "read_gene_lists" in message


@pytest.mark.parametrize("suffix", [".tsv", ".txt", ".csv"])
def test_a_run_under_a_tables_or_a_lists_name_is_still_a_run(tmp_path, suffix):
    """trec_eval reads a run whatever its name: two such runs are fused (Borda by hand: d1 2+2, d2 1+1)."""
    a, b = tmp_path / f"a{suffix}", tmp_path / f"b{suffix}"
    a.write_text(RUN, encoding="utf-8")
    b.write_text(RUN.replace("bm25", "dense"), encoding="utf-8")
    fused = rankagg.fuse([str(a), str(b)], method="borda")
    assert list(fused["q1"]) == ["d1", "d2"]


@pytest.mark.parametrize("first, named", [("1,TP53,7.5", "a row of values and no header"),
                                          ("rank,gene,score", "a header ('rank', 'gene', 'score')"),
                                          ("country,2020,2021", "a header ('country', '2020', '2021')")])
def test_a_first_row_holding_a_number_is_no_header(tmp_path, first, named):
    """A table's first row is called its header only when its first cell is no number (u30c's top list,
    '1,google.com', was told 'starts with a header ('1', 'google.com')'; years head a wide table's columns)."""
    table = tmp_path / "values.csv"
    table.write_text(first + "\n2,BRCA1,6.1\n3,EGFR,5.0\n", encoding="utf-8")
    run = tmp_path / "bm25.run"
    run.write_text(RUN, encoding="utf-8")
    message = _refusal([str(run), str(table)])
    assert f"{table}:1: " in message and f"starts with {named}" in message, message
