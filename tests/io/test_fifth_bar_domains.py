"""Issue 45's fifth bar (``u5g_`` in ``scripts/reliability_matrix.py``): the fault classes it found, generated.

* **A CSV separated by semicolons** (what Excel writes where the decimal mark is a comma) was read by commas:
  a table of gene lists became one list of whole rows ('TP53;MYC').  Every delimited table the registry reads
  as a ``.csv`` (gene lists, comparisons, battles) goes through :func:`rankagg.io.separators.check_separator`;
  each is given such a file, with and without decimal commas, and must be refused at line 1.
* **Cells that are no gene**: R's ``NA`` (write.csv's padding of a shorter column), Excel's ``#N/A`` and its other
  error values, and a list whose every item is a decimal number (limma's ``logFC``, DESeq2's ``pvalue``) were
  ranked as genes.  Every missing-value cell, in both gene-list formats, is refused at its line; a list of
  integer ids (Entrez) is still read.  A ``winner,loser`` comparison table given as gene lists is refused.
* **Bradley-Terry scores that are no maximum** (davidson with ``alpha = 0``, arena): a group never compared with
  the others, or one that never wins or never loses, gave numbers where the solver stopped, unsaid.
  :func:`rankagg.data.comparisons.unbounded_scores` is checked against the definition (every split of the items
  has a win or tie across it both ways, and every pair is linked) by brute force over random small matrices,
  and the warning against each rule that maximises that likelihood.
* **An item one judge alone compared**: a bootstrap by judges gave it an interval narrower than well-judged
  items'; it now warns, naming the item, and stays quiet when every item has two judges.
"""

from __future__ import annotations

import itertools
import json
import re
import warnings

import numpy as np
import pytest

from rankagg.data.comparisons import Comparisons, ComparisonMatrices, unbounded_scores
from rankagg.io import InputFormatError
from rankagg.io.formats import FORMATS, read
from rankagg.io.gene_lists import MISSING_CELLS
from rankagg.io.pairwise import comparisons_from_frame
from rankagg.methods.comparisons.aggregate import aggregate_comparisons
from rankagg.methods.comparisons.bootstrap import FewUnitsWarning

# one table per kind the registry reads from a .csv, as Excel writes it with ';' (the second row of each holds a
# decimal comma where a number can stand, so a comma reader would see two fields there)
SEMICOLON_TABLES = {  # by the registry's format name
    "gene-lists": "\ufeffstudy1;study2\r\nTP53;MYC\r\nMYC;1-Mar\r\n",
    "comparisons": "query;item_a;item_b;outcome;weight\r\nq;a;b;win;0,5\r\nq;b;c;tie;1\r\n",
    "battles": "model_a;model_b;winner\r\ngpt;claude;model_a\r\nclaude;llama;tie\r\n",
}


@pytest.mark.parametrize("fmt", sorted(SEMICOLON_TABLES))
def test_every_csv_reader_refuses_semicolons_at_line_1(tmp_path, fmt):
    assert FORMATS[fmt].kind in ("gene_lists", "comparisons")
    path = tmp_path / "t.csv"
    path.write_text(SEMICOLON_TABLES[fmt], encoding="utf-8")
    with pytest.raises(InputFormatError, match=r"t\.csv:1: its fields are separated by semicolons"):
        list(read(str(path), fmt))


def test_a_comma_csv_with_semicolons_inside_a_cell_is_read(tmp_path):
    # one list whose items hold ';' is a legal comma table (the header has no ';')
    path = tmp_path / "l.csv"
    path.write_text("a,b\nTP53;x,MYC\nMYC,TP53\n", encoding="utf-8")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists == {"a": ["TP53;x", "MYC"], "b": ["MYC", "TP53"]}


@pytest.mark.parametrize("layout", ["table", "grp"])
def test_every_missing_value_cell_is_refused_at_its_line(tmp_path, layout):
    # in a one-list file a line starting with '#' is a comment (GSEA's GRP), so no '#N/A' is read there
    for k, cell in enumerate(sorted(c for c in MISSING_CELLS if layout == "table" or not c.startswith("#"))):
        if layout == "table":
            path, line = tmp_path / f"l{k}.csv", 4
            path.write_text(f"a,b\nTP53,MYC\nMYC,EGFR\nEGFR,{cell}\n", encoding="utf-8")
        else:
            path, line = tmp_path / f"l{k}.grp", 3
            path.write_text(f"#NAME up\nTP53\n{cell}\nMYC\n", encoding="utf-8")
        with pytest.raises(InputFormatError, match=rf"l{k}\.(csv|grp):{line}: '{re.escape(cell)}' in list .* is a missing value"):
            list(read(str(path), kind="gene_lists"))


@pytest.mark.parametrize("column,line", [("1.5,2.25,3e-4", 2), ("1e-6,0.001,0.05", 2), ("7,0.5,1", 2)])
def test_a_list_of_decimal_numbers_is_refused(tmp_path, column, line):
    cells = column.split(",")
    path = tmp_path / "l.tsv"
    path.write_text("ID\tlogFC\n" + "".join(f"G{i}\t{c}\n" for i, c in enumerate(cells)), encoding="utf-8")
    with pytest.raises(InputFormatError, match=rf"l\.tsv:{line}: list 'logFC' holds only numbers, decimal"):
        list(read(str(path), kind="gene_lists"))


def test_integer_ids_and_a_list_with_one_decimal_looking_gene_are_read(tmp_path):
    path = tmp_path / "l.csv"
    path.write_text("entrez,mixed\n7157,1.5\n00672,TP53\n672,\n", encoding="utf-8")
    (lists,) = read(str(path), kind="gene_lists")
    assert lists == {"entrez": ["7157", "00672", "672"], "mixed": ["1.5", "TP53"]}  # as R's read.csv(colClasses=)


@pytest.mark.parametrize("header", ["winner,loser", "Winner,Loser,count", "query,winner,loser"])
def test_a_winner_loser_table_is_not_read_as_gene_lists(tmp_path, header):
    path = tmp_path / "w.csv"
    n = len(header.split(","))
    path.write_text(header + "\n" + ",".join(["A", "B", "1"][:n]) + "\n", encoding="utf-8")
    with pytest.raises(InputFormatError, match=r"w\.csv:1: a header naming winner and loser .* outcome"):
        list(read(str(path), kind="gene_lists"))


# ---------------------------------------------------------------- Bradley-Terry's maximum, by its definition
def _mats(W: np.ndarray, T: np.ndarray) -> ComparisonMatrices:
    n = len(W)
    return ComparisonMatrices(["q"], [[f"i{k}" for k in range(n)]], np.array([0, n]), np.array([0, n * n]),
                              W.ravel().astype(float), T.ravel().astype(float))


def _has_maximum(W: np.ndarray, T: np.ndarray) -> bool:
    """Every split of the items into two non-empty groups has a win or a tie across it in both directions."""
    beat = (W + T) > 0
    n = len(W)
    for size in range(1, n):
        for group in itertools.combinations(range(n), size):
            rest = [j for j in range(n) if j not in group]
            if not beat[np.ix_(group, rest)].any() or not beat[np.ix_(rest, group)].any():
                return False
    return True


def test_unbounded_scores_agrees_with_the_definition_on_random_matrices():
    rng = np.random.default_rng(45)
    seen = {True: 0, False: 0}
    for _ in range(400):
        n = int(rng.integers(2, 6))
        W = (rng.random((n, n)) < rng.uniform(0.1, 0.6)) * rng.integers(1, 4, (n, n))
        np.fill_diagonal(W, 0)
        T = np.triu((rng.random((n, n)) < 0.1) * 1.0, 1)
        T = T + T.T
        exists = _has_maximum(W, T)
        seen[exists] += 1
        assert (unbounded_scores(_mats(W, T)) == []) == exists, (W, T)
    assert min(seen.values()) > 50  # both answers drawn often


CONNECTED = [("A", "B", "win"), ("B", "C", "win"), ("C", "A", "win")]


@pytest.mark.parametrize("extra,said", [([("A", "D", "win")], "D never beats"),
                                        ([("D", "A", "win")], "D never loses to"),
                                        ([("D", "E", "win"), ("E", "D", "win")], "never compared with"),
                                        ([("D", "A", "tie")], None)])
@pytest.mark.parametrize("spec", ["davidson", "arena", "davidson(alpha=0.5)", "rank_centrality(alpha=0.1)"])
def test_each_rule_says_when_its_maximum_is_not_unique_or_finite(spec, extra, said):
    rows = [{"query": "q", "item_a": a, "item_b": b, "outcome": o} for a, b, o in CONNECTED + extra]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        aggregate_comparisons(comparisons_from_frame(rows), spec)
    said_now = [str(w.message) for w in caught if "maximum-likelihood" in str(w.message)]
    if said is None or "alpha" in spec:  # a tie bounds the pair both ways; a penalty has its finite optimum
        assert said_now == []
    else:
        assert len(said_now) == 1 and said in said_now[0] and "query 'q'" in said_now[0]


# ---------------------------------------------------------------- items one judge alone compared
def _judged(lone: bool) -> Comparisons:
    rng = np.random.default_rng(1)
    rows = []
    for k in range(12):
        for _ in range(10):
            a, b = rng.choice(["a", "b", "c", "d"], 2, replace=False)
            rows.append({"item_a": str(a), "item_b": str(b), "outcome": "win" if rng.random() < 0.6 else "loss",
                         "judge": f"j{k}"})
    rows += [{"item_a": "e", "item_b": "a", "outcome": "win", "judge": "j0"},
             {"item_a": "e", "item_b": "b", "outcome": "loss", "judge": "j0" if lone else "j1"}]
    return comparisons_from_frame(rows)


@pytest.mark.parametrize("spec", ["davidson", "borda_wins"])
@pytest.mark.parametrize("lone", [True, False])
def test_a_bootstrap_by_judges_names_the_items_one_judge_alone_compared(spec, lone):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        aggregate_comparisons(_judged(lone), spec, bootstrap=20)
    said = [str(w.message) for w in caught if issubclass(w.category, FewUnitsWarning) and "one judge" in str(w.message)]
    assert said == ([] if not lone else said) and (len(said) == 1) == lone
    if lone:
        assert "'e' (query '1')" in said[0] and "1 item(s)" in said[0]


def test_the_one_judge_refusal_names_the_judge_plainly(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text("".join(json.dumps({"item_a": a, "item_b": b, "outcome": "win", "judge": "solo"}) + "\n"
                            for a, b in [("x", "y"), ("y", "z"), ("z", "x")]), encoding="utf-8")
    (comps,) = read(str(path), kind="comparisons")
    with pytest.raises(ValueError, match=r"names one \('solo'\)$"):
        aggregate_comparisons(comps, "davidson", bootstrap=5, by="judges")
