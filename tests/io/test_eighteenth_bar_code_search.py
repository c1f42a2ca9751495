"""Issue 45's eighteenth bar, a code-search engineer (scripts/reliability_bars/eighteenth_code.py): the fault class it
found.

* An evaluation harness's run table saved as CSV (``query,code_id,score,model``: the query's text, commas and quotes
  in it, as the query's key) was not told for what it is: given beside a TREC run or to ``rankagg evaluate`` it got
  "expected 6 fields, found 1"; alone, fused to ``-o fused.run``, "was read as ranked gene lists".  A run table saved
  as text was recognised only when its header used a name of a closed list (``qid``, ``docno``, ...); it is now
  recognised by its shape (:func:`rankagg.io.foreign_shapes.run_shape`): a header over rows where one column holds
  decimal scores and another repeats a query's value.  A table of gene lists, whose columns never repeat an item
  and whose numeric ids (Entrez) are whole numbers, is still read as one.
"""

from __future__ import annotations

import csv
import gzip
import io
from pathlib import Path
from typing import Any, Callable

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.gene_list_kind import not_gene_table

# the harnesses' own column names (query text, a code location, a score, a model); none is a name of the closed list
NAMINGS = [("query", "code_id", "score", "model"), ("Query", "GitHubUrl", "similarity", "retriever"),
           ("question", "func_name", "logit", "system"), ("nl", "path", "cosine", "encoder")]
SEPARATORS = {"comma": ",", "tab": "\t", "semicolon": ";"}
QUERIES = ['how to read a json file, "fast"', "sort a dict by value", "parse; then split"]


def _harness_table(names: tuple[str, ...], sep: str) -> str:
    """Two queries of three documents each, as a harness's to_csv writes them (quotes where a cell needs them)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\n")
    writer.writerow(names)
    for q, text in enumerate(QUERIES[:2]):
        for r in range(3):
            writer.writerow([text, f"src/mod{q}/io.py::read_{r}", -0.25 * (r + 1) - q, "unixcoder"])
    return out.getvalue()


def _write(folder: Path, name: str, text: str, gz: bool) -> Path:
    path = folder / (name + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    return path


TREC = "csn-0001 Q0 src/utils/io.py::read_json 1 14.2 bm25\ncsn-0001 Q0 lib/a.py::load 2 9.5 bm25\n"
QRELS = "csn-0001 0 src/utils/io.py::read_json 3\n"

DOORS: dict[str, Callable[[Path, Path], Any]] = {
    "fuse it beside a TREC run": lambda table, folder: rankagg.fuse([str(table), str(folder / "bm25.run")], "rrf"),
    "fuse it alone": lambda table, folder: rankagg.fuse(str(table), "rrf"),
    "evaluate it as a run": lambda table, folder: rankagg.evaluate(str(table), str(folder / "qrels.txt"), ["P@10"]),
}


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("sep", sorted(SEPARATORS))
@pytest.mark.parametrize("names", NAMINGS)
def test_a_harness_table_is_named_a_long_table(tmp_path: Path, names: tuple[str, ...], sep: str, gz: bool) -> None:
    table = _write(tmp_path, "harness.csv" if sep != "tab" else "harness.tsv", _harness_table(names, SEPARATORS[sep]), gz)
    shape = run_shape(str(table))
    assert shape is not None and shape.line == 1
    assert "long table" in shape.reason and repr(names[0]) in shape.reason and repr(names[2]) in shape.reason
    assert not_gene_table(str(table)) is not None  # so the gene-list reader does not take it


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("names", NAMINGS[:2])
def test_every_door_names_the_table_and_its_line(tmp_path: Path, door: str, names: tuple[str, ...]) -> None:
    (tmp_path / "bm25.run").write_text(TREC)
    (tmp_path / "qrels.txt").write_text(QRELS)
    table = _write(tmp_path, "harness.csv", _harness_table(names, ","), False)
    with pytest.raises(ValueError) as info:
        DOORS[door](table, tmp_path)
    message = str(info.value)
    assert "\n" not in message and "harness.csv:1" in message and "long table" in message, message


def test_the_command_fusing_it_to_a_run_names_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    table = _write(tmp_path, "harness.csv", _harness_table(NAMINGS[0], ","), False)
    assert main(["fuse", str(table), "--method", "rrf", "-o", str(tmp_path / "fused.run"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "harness.csv:1" in err and "long table" in err and "gene lists" not in err, err
    assert not (tmp_path / "fused.run").exists()


# tables of gene lists (one column of ids per list, a header naming the lists) that stay gene tables: Entrez ids are
# whole numbers; a list never repeats an item; a column of decimals beside no repeated column is a DE table's
GENE_TABLES = {
    "symbols": "study1,study2,study3\nTP53,MYC,EGFR\nMYC,TP53,KRAS\nEGFR,KRAS,TP53\n",
    "entrez ids": "study1\tstudy2\tstudy3\n7157\t4609\t1956\n4609\t7157\t3845\n1956\t3845\t7157\n",
    "uneven lists": "s1;s2;s3\nA1;B1;C1\nA2;B2;\nA3;;\n",
}


@pytest.mark.parametrize("kind", sorted(GENE_TABLES))
def test_gene_tables_are_not_taken_for_run_tables(tmp_path: Path, kind: str) -> None:
    table = _write(tmp_path, "lists.csv", GENE_TABLES[kind], False)
    assert run_shape(str(table)) is None
    assert not_gene_table(str(table)) is None
