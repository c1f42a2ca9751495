"""Issue 45's twelfth bar, a bioinformatician's day (``u12g_*`` in ``scripts/reliability_matrix.py``): the fault
classes it found in gene-list aggregation, each generated over its members.

* RRA's exact p-value (``exact=True``, Kolde §2.3, R's ``correctBetaPvaluesExact``) was one minus Stuart's Q:
  for a small p-value Q is within rounding of 1, so 15 GWAS lists gave 0 where the p-value is 1e-31 (R gives
  6e-11 or a negative value there).  The reference is Stuart's recursion in exact rational arithmetic on the
  Beta quantiles (``1 - q`` taken exactly), and the bounds ``rho <= p <= n * rho`` (the first order statistic
  alone, and Bonferroni), which also hold where SciPy has no quantile (``rho`` below about 1e-200).
* The fly gene 'nan' (nanchung, FlyBase) was refused as a missing value; R's ``read.csv`` and
  ``aggregateRanks`` rank it as any other gene, in every layout.
* A list given in the dict form as a mapping of scores (direction unknown), a set, a string, a generator or a
  scalar crashed with ``TypeError: len() of unsized object``: it is refused naming the list; ordered sequences
  (list, tuple, array, Series, Index) are read as before.
* A one-list file (``.txt``, ``.lst``, ``.grp``) whose first line is the heading of a spreadsheet's gene column
  ('gene', 'Symbol', 'ensembl_gene_id', ...) ranked the heading as the list's top gene: refused at line 1 (after a
  '#name' line, as ``write_gene_list`` writes one, the first item is read whatever it is).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from scipy.special import betainc, betaincinv

from rankagg.api.gene_lists import aggregate_ranks, read_gene_lists, significance
from rankagg.io._errors import InputFormatError


def exact_p(rho: float, n: int) -> float | None:
    """1 - Stuart's Q of ``1 - qbeta(rho, k, n - k + 1)`` in exact rational arithmetic (None: no quantile)."""
    k = np.arange(1, n + 1, dtype=np.float64)
    q = betaincinv(k, n - k + 1.0, rho)
    if np.isnan(q).any():
        return None
    r = sorted(1 - Fraction(float(x)) for x in q)
    v = [Fraction(1)] * (n + 1)
    for i in range(1, n + 1):
        v[i] = sum((-1) ** (lag + 1) * v[i - lag] * r[n - i] ** lag / math.factorial(lag) for lag in range(1, i + 1))
    return float(1 - math.factorial(n) * v[n])


def rank_matrix(n: int, seed: int) -> pd.DataFrame:
    """Normalised ranks of 12 items over ``n`` lists, from 1e-300 to 1: every size of p-value."""
    rng = np.random.default_rng(seed)
    exponents = np.linspace(0, 300, 12)[:, None] * rng.uniform(0.5, 1.0, (12, n))
    return pd.DataFrame(10.0 ** -exponents, index=[f"g{i}" for i in range(12)], columns=[f"l{j}" for j in range(n)])


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 12])
def test_the_exact_p_value_of_rho_keeps_its_digits_at_every_size(n):
    frame = rank_matrix(n, seed=n)
    got = aggregate_ranks(rmat=frame, method="RRA", exact=True).set_index("Name")["Score"]
    checked = 0
    for name, row in frame.iterrows():
        x = np.sort(row.to_numpy())
        rho = float(np.min(betainc(np.arange(1, n + 1.0), n - np.arange(1, n + 1.0) + 1.0, x)))
        p = float(got[name])
        assert rho * (1 - 1e-9) <= p <= min(n * rho, 1.0) * (1 + 1e-9), (name, rho, p)
        ref = exact_p(rho, n)
        if ref is not None:
            assert math.isclose(p, ref, rel_tol=1e-9), (name, rho, p, ref)
            checked += 1
    assert checked >= 6


def test_the_exact_p_value_equals_bonferroni_s_for_one_list_and_one_at_rho_one():
    frame = pd.DataFrame({"a": [1e-250, 0.3, 1.0]}, index=["x", "y", "z"])
    got = aggregate_ranks(rmat=frame, exact=True).set_index("Name")["Score"]
    assert got.to_dict() == {"x": 1e-250, "y": 0.3, "z": 1.0}


GENE_NAN = {"screen1": ["nan", "Notch", "dpp"], "screen2": ["dpp", "nan", "hh"]}


def _write(folder, layout):
    if layout in ("csv", "tsv"):
        sep = "," if layout == "csv" else "\t"
        rows = [sep.join(GENE_NAN)] + [sep.join(c[i] for c in GENE_NAN.values()) for i in range(3)]
        path = folder / f"s.{layout}"
        path.write_text("\n".join(rows) + "\n", encoding="utf-8")
        return [str(path)]
    paths = []
    for name, genes in GENE_NAN.items():
        path = folder / f"{name}.{layout}"
        path.write_text("\n".join(genes) + "\n", encoding="utf-8")
        paths.append(str(path))
    return paths


@pytest.mark.parametrize("layout", ["csv", "tsv", "grp", "lst", "txt"])
def test_the_fly_gene_nan_is_a_gene_in_every_layout(tmp_path, layout):
    assert dict(read_gene_lists(_write(tmp_path, layout))) == GENE_NAN


NOT_RANKED = {"a mapping of p-values": {"TP53": 1e-12, "MYC": 1e-6}, "a set": {"TP53", "MYC"}, "a string": "TP53",
              "bytes": b"TP53", "a generator": (g for g in ["TP53", "MYC"]), "an int": 5, "None": None,
              "a 0-d array": np.array("TP53"), "nested lists": [["TP53"], ["MYC"]]}


@pytest.mark.parametrize("what", list(NOT_RANKED))
def test_a_list_that_holds_no_order_is_refused_naming_it(what):
    with pytest.raises(ValueError, match=r"list 's1' is .*not items best first"):
        significance({"s1": NOT_RANKED[what], "s2": ["MYC", "TP53"]}, "rra")


@pytest.mark.parametrize("column", [["TP53", "MYC"], ("TP53", "MYC"), np.array(["TP53", "MYC"]),
                                    pd.Series(["TP53", "MYC"]), pd.Index(["TP53", "MYC"])],
                         ids=["list", "tuple", "array", "series", "index"])
def test_an_ordered_sequence_is_read_in_its_order(column):
    table = significance({"s1": column, "s2": ["MYC", "TP53", "EGFR"]}, "rra")
    assert table["item"].tolist() == ["TP53", "MYC", "EGFR"]
    # R: places 1/3 and 2/3 give rho = min(1 - (2/3)^2, (2/3)^2) = 4/9 and p = 2 rho; EGFR is last in both
    assert np.allclose(table["p_value"].to_numpy(), [8 / 9, 8 / 9, 1.0], rtol=1e-12, atol=0)


HEADINGS = ["gene", "Gene", "GENE", "genes", "Symbol", "gene_symbol", "Gene.symbol", "gene_name", "GeneID",
            "ensembl_gene_id", "Entrez_ID", "ID", "probe_id", "hgnc_symbol", "Name"]


@pytest.mark.parametrize("heading", HEADINGS)
@pytest.mark.parametrize("suffix", ["txt", "lst", "grp"])
def test_a_column_heading_on_line_one_is_refused_at_that_line(tmp_path, heading, suffix):
    path = tmp_path / f"up.{suffix}"
    path.write_text(f"{heading}\nTP53\nMYC\n", encoding="utf-8")
    with pytest.raises(InputFormatError, match=rf"up\.{suffix}:1: '{heading}' is a column heading"):
        read_gene_lists(str(path))


def test_a_name_line_or_a_gene_spelt_like_a_heading_is_read(tmp_path):
    named = tmp_path / "a.grp"
    named.write_text("#up\nID\nMYC\n", encoding="utf-8")  # a named list, as write_gene_list writes it, reads back
    later = tmp_path / "b.txt"
    later.write_text("TP53\nGENE1\nIDH1\n", encoding="utf-8")  # real symbols that start like headings
    assert dict(read_gene_lists([str(named), str(later)])) == {"up": ["ID", "MYC"], "b": ["TP53", "GENE1", "IDH1"]}
