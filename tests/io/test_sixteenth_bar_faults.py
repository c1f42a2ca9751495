"""Issue 45's sixteenth bar, a fault-localisation researcher's day (u16f_fl_*): the CSV and TSV exports of FL tools
(GZoltar's ``name,suspiciousness_value``, a script's ``element,Suspiciousness``, a spreadsheet's ``Score (Ochiai)``, a
table with a column per technique ``ochiai_score,muse_score``) given to ``rankagg fuse`` were read as tables of gene
lists when the scores were whole numbers (killed mutants, failing tests covering a method): the score column was a
list of the 'genes' 9, 7, 5, fused and written, exit 0, or refused as 'item 7 appears twice'.  The heading rule
matched whole headings only (``score``, ``prediction``); the fix (rankagg/io/gene_shapes.py: is_score_heading) also
reads a heading's words.  Generated over FL headings, their spellings, both separators, the kinds of whole-number
scores and every door (the format reader, ``read_gene_lists``, the command); the headings the rule must leave alone
(a gene list named by a score and a list word, symbols under a score heading) are generated too."""

from __future__ import annotations

import csv
import gzip
import io
import itertools
import re

import pytest

from rankagg.api.gene_lists import read_gene_lists
from rankagg.cli import main
from rankagg.io import InputFormatError
from rankagg.io.formats import read

# what fault-localisation tools and scripts name their score column
FL_HEADINGS = ["suspiciousness_value", "suspiciousness", "Suspiciousness", "SuspiciousnessValue", "susp",
               "ochiai_score", "muse_score", "Score (Ochiai)", "score-dstar2", "predictedProbability", "fault_probability"]
# whole-number scores: killed mutants (distinct), failing tests covering (tied), a 0/1 learned label
SCORES = {"distinct": [9, 7, 5, 4, 2, 1], "tied": [9, 7, 7, 4, 2, 2], "binary": [1, 1, 0, 0, 0, 0]}
METHODS = ["org.apache.commons.lang3.StringUtils#isBlank(java.lang.CharSequence)",
           "org.apache.commons.lang3.math.NumberUtils#createNumber(java.lang.String)",
           "org.apache.commons.lang3.text.StrBuilder$StrBuilderReader#read(char[],int,int)",
           "org.apache.commons.lang3.ArrayUtils#<init>()", "Foo.java:123", "com.x.Y$Inner#m()"]


def _table(header, rows, sep: str) -> str:
    buf = io.StringIO()  # pandas' to_csv: a cell holding the separator is quoted
    csv.writer(buf, delimiter=sep, lineterminator="\n").writerows([header, *rows])
    return buf.getvalue()


def _write(tmp_path, heading: str, kind: str, sep: str, gz: bool = False):
    name = ("ranking.csv" if sep == "," else "ranking.tsv") + (".gz" if gz else "")
    text = _table(["name", heading], list(zip(METHODS, SCORES[kind])), sep)
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    return path


@pytest.mark.parametrize("heading,kind,sep", list(itertools.product(FL_HEADINGS, sorted(SCORES), (",", "\t"))))
def test_a_fault_localisation_export_is_refused_at_line_2_naming_its_score_column(tmp_path, heading, kind, sep):
    path = _write(tmp_path, heading, kind, sep)
    with pytest.raises(InputFormatError, match=rf"ranking\.(csv|tsv):2: list '{re.escape(heading)}' holds only numbers"):
        list(read(str(path), kind="gene_lists"))


@pytest.mark.parametrize("heading", FL_HEADINGS)
def test_read_gene_lists_refuses_it_too_gzipped(tmp_path, heading):
    path = _write(tmp_path, heading, "distinct", ",", gz=True)
    with pytest.raises(ValueError, match=r"ranking\.csv\.gz:2: list .* holds only numbers"):
        read_gene_lists(str(path))


@pytest.mark.parametrize("kind", sorted(SCORES))
def test_the_command_writes_nothing_for_two_gzoltar_exports(tmp_path, kind, capfd):
    for tech in ("muse", "metallaxis"):
        (tmp_path / f"{tech}.csv").write_text(_table(["name", "suspiciousness_value"],
                                                     list(zip(METHODS, SCORES[kind])), ","), encoding="utf-8")
    out = tmp_path / "fused.tsv"
    assert main(["fuse", str(tmp_path / "muse.csv"), str(tmp_path / "metallaxis.csv"), "-o", str(out), "--quiet"]) == 2
    assert "muse.csv:2: list 'suspiciousness_value' holds only numbers" in capfd.readouterr().err
    assert not out.exists()


def test_a_table_with_a_column_per_technique_is_refused_at_its_first_score_column(tmp_path):
    path = tmp_path / "Lang-6.csv"
    path.write_text(_table(["method", "ochiai_score", "muse_score"], [(m, i % 3, 9 - i) for i, m in enumerate(METHODS)],
                           ","), encoding="utf-8")
    with pytest.raises(InputFormatError, match=r"Lang-6\.csv:2: list 'ochiai_score' holds only numbers"):
        list(read(str(path), kind="gene_lists"))


@pytest.mark.parametrize("heading", ["screen_score_rank", "top_scores", "score_ranked_genes", "Scored", "study1",
                                     "predicted_targets", "target_genes", "ochiai2019", "HighScoreGenes"])
def test_entrez_ids_under_a_list_heading_are_still_a_list(tmp_path, heading):
    path = tmp_path / "l.csv"
    # lists of two lengths: ids as long as the names beside them are one row per gene (test_table_of_one_kind)
    path.write_text(_table([heading, "b"], [(7157, "TP53"), (672, "BRCA1"), (4609, "MYC"), ("", "EGFR")], ","),
                    encoding="utf-8")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists == {heading: ["7157", "672", "4609"], "b": ["TP53", "BRCA1", "MYC", "EGFR"]}


@pytest.mark.parametrize("heading", FL_HEADINGS)
def test_ids_under_a_score_heading_are_still_a_list(tmp_path, heading):
    path = tmp_path / "l.tsv"
    path.write_text(_table([heading, "other"], [("TP53", 7157), ("MYC", 4609), ("EGFR", 1956), ("KRAS", "")], "\t"),
                    encoding="utf-8")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists[heading] == ["TP53", "MYC", "EGFR", "KRAS"]


# u16f_fl_wide_rank_table_tied_places: a table of places per technique, ties ranked alike (fault localisation ranks
# methods of equal suspiciousness together) was refused as 'item 1 appears twice', a duplicate that is not there
TIED_RANKS = {"competition": [1, 1, 3, 4, 5, 5], "modified_competition": [2, 2, 3, 5, 5, 6],
              "dense": [1, 1, 2, 3, 3, 4], "all_tied": [1, 1, 1, 1, 1, 1]}


@pytest.mark.parametrize("rule,sep,heading", list(itertools.product(sorted(TIED_RANKS), (",", "\t"),
                                                                     ("ochiai", "Ochiai rank", "E_inspect"))))
def test_a_table_of_tied_places_is_refused_at_line_2_as_ranks(tmp_path, rule, sep, heading):
    path = tmp_path / ("ranks.csv" if sep == "," else "ranks.tsv")
    path.write_text(_table(["method", heading, "other"], [(m, r, i + 1) for i, (m, r) in
                                                          enumerate(zip(METHODS, TIED_RANKS[rule]))], sep),
                    encoding="utf-8")
    with pytest.raises(InputFormatError, match=rf"ranks\.(csv|tsv):2: list '{re.escape(heading)}' holds tied places"):
        list(read(str(path), kind="gene_lists"))


def test_the_command_names_the_tied_rank_column(tmp_path, capfd):
    path = tmp_path / "ranks.csv"
    path.write_text(_table(["method", "ochiai", "tarantula"], [(m, r, 7 - i) for i, (m, r) in
                                                               enumerate(zip(METHODS, TIED_RANKS["competition"]))], ","),
                    encoding="utf-8")
    out = tmp_path / "fused.tsv"
    assert main(["fuse", str(path), "-o", str(out), "--quiet"]) == 2
    assert "ranks.csv:2: list 'ochiai' holds tied places of 6 rows" in capfd.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("column", [[7157, 7157, 672, 4609], [1, 1, 5, 6], [0, 0, 1, 2], [3, 3, 3, 9]])
def test_a_repeated_id_that_is_no_places_is_still_a_duplicate(tmp_path, column):
    path = tmp_path / "l.csv"
    # five genes beside four ids: no row per gene (a column as long as the names is refused as values first)
    rows = [(v, g) for v, g in zip(column + [""], ["TP53", "MYC", "EGFR", "KRAS", "PTEN"])]
    path.write_text(_table(["study1", "b"], rows, ","), encoding="utf-8")
    with pytest.raises(InputFormatError, match=r"l\.csv:3: item .* appears twice"):
        list(read(str(path), kind="gene_lists"))
