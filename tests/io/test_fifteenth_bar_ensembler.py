"""Issue 45's fifteenth bar, a Kaggle ensembler's day (u15k_cli_one_csv_int_predictions): a competition's submission
``id,prediction`` given to ``rankagg fuse`` was read as a table of two gene lists when its predictions were whole
numbers (counts, or probabilities written as 0 and 1), so the ids and the predictions were ranked together as genes
and a significance table written, exit 0.  The rule (rankagg/io/gene_shapes.py: check_score_columns): a list whose
heading names predictions or scores and whose every item is a number is refused at its first line.  Generated over
every heading, its case, both separators and the kinds of whole numbers; the lists the rule must leave alone are
generated too (Entrez ids under study names, symbols under a score heading)."""

from __future__ import annotations

import itertools

import pytest

from rankagg.cli import main
from rankagg.io import InputFormatError
from rankagg.io.formats import read
from rankagg.io.gene_shapes import SCORE_HEADINGS

# whole-number predictions as submissions hold them: counts, hard labels, ranks from 0, negative margins
PREDICTIONS = {"counts": [3, 40, 77, 12, 5], "labels": [0, 1, 1, 0, 1], "zero_ranks": [0, 3, 1, 4, 2],
               "margins": [-2, 7, -11, 0, 4]}


def _write(path, header, rows, sep):
    path.write_text(sep.join(header) + "\n" + "".join(sep.join(map(str, r)) + "\n" for r in rows), encoding="utf-8")


@pytest.mark.parametrize("heading,case,sep", [(h, c, s) for h, c, s in itertools.product(
    sorted(SCORE_HEADINGS), ("lower", "upper", "title"), (",", "\t"))])
def test_a_submission_with_whole_number_predictions_is_refused_at_line_2(tmp_path, heading, case, sep):
    name = getattr(heading, case)()
    path = tmp_path / ("sub.csv" if sep == "," else "sub.tsv")
    _write(path, ["id", name], [(100000 + i, v) for i, v in enumerate(PREDICTIONS["counts"])], sep)
    with pytest.raises(InputFormatError, match=rf"sub\.(csv|tsv):2: list '{name}' holds only numbers .* submission"):
        list(read(str(path), kind="gene_lists"))


@pytest.mark.parametrize("kind", sorted(PREDICTIONS))
def test_every_kind_of_whole_number_prediction_is_refused_by_the_command(tmp_path, kind, capfd):
    path = tmp_path / "sub.csv"
    _write(path, ["id", "prediction"], [(f"{i:03d}", v) for i, v in enumerate(PREDICTIONS[kind])], ",")
    out = tmp_path / "fused.tsv"
    assert main(["fuse", str(path), "-o", str(out), "--quiet"]) == 2
    assert "sub.csv:2: list 'prediction' holds only numbers" in capfd.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("heading", ["study1", "entrez", "screen_score_rank", "Scored"])
def test_whole_number_ids_under_other_headings_are_still_lists(tmp_path, heading):
    path = tmp_path / "l.csv"
    # lists of two lengths: a column of ids as long as the names beside it is one row per gene (test_table_of_one_kind)
    _write(path, [heading, "b"], [(7157, "TP53"), (672, "BRCA1"), (4609, "MYC"), ("", "EGFR")], ",")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists == {heading: ["7157", "672", "4609"], "b": ["TP53", "BRCA1", "MYC", "EGFR"]}


@pytest.mark.parametrize("heading", sorted(SCORE_HEADINGS))
def test_gene_symbols_under_a_score_heading_are_still_a_list(tmp_path, heading):
    path = tmp_path / "l.tsv"
    _write(path, [heading, "other"], [("TP53", 7157), ("MYC", 4609), ("EGFR", 1956), ("KRAS", "")], "\t")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists[heading] == ["TP53", "MYC", "EGFR", "KRAS"]
