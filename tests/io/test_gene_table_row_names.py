"""A table of lists saved with its row names (u17b's routed note): pandas' ``DataFrame.to_csv`` and R's ``write.csv``
write a first column of row numbers under an empty heading by default (``,sys1,sys2`` then ``0,TP53,MYC``; R quotes
``"","sys1"`` then ``"1","TP53"`` and pads shorter lists with NA).  The reader refused the empty heading; the column
is now skipped once every row shows it holds the row numbers (0, 1, ... or 1, 2, ...), and anything else under an
empty heading is still a list without a name, refused at the header naming the cell.

The files are written here by pandas itself and, where R is installed (CI installs it: .ci/run), by R itself; the
lists read back must be the lists written."""

from __future__ import annotations

import os
import shutil
import subprocess

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.cli import main
from rankagg.io import InputFormatError
from rankagg.io.formats import read

GENES = ["TP53", "MYC", "EGFR", "KRAS", "BRCA1", "PTEN", "RB1", "CDKN2A", "7157", "nan", "1-Mar"]


@st.composite
def gene_lists(draw):
    k = draw(st.integers(1, 4))
    lists = {}
    for j in range(k):
        lists[f"study{j + 1}"] = draw(st.lists(st.sampled_from(GENES), min_size=1, max_size=8, unique=True))
    # one list at least as long as the others, so the frame's rows are the longest list's places
    return lists


def _frame(lists: dict[str, list[str]]) -> pd.DataFrame:
    m = max(len(v) for v in lists.values())
    return pd.DataFrame({k: pd.Series(v + [None] * (m - len(v)), dtype=object) for k, v in lists.items()})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lists=gene_lists(), sep=st.sampled_from([",", "\t"]), gz=st.booleans())
def test_pandas_to_csv_with_its_index_reads_back_the_lists(tmp_path_factory, lists, sep, gz):
    suffix = (".csv" if sep == "," else ".tsv") + (".gz" if gz else "")
    path = tmp_path_factory.mktemp("t") / f"lists{suffix}"
    _frame(lists).to_csv(path, sep=sep)  # the default: the index as a first column under an empty heading
    (got,) = read(str(path), kind="gene_lists")
    assert got == lists


def _r_available() -> bool:
    if shutil.which("Rscript"):
        return True
    if os.environ.get("CI") == "true":
        pytest.fail("Rscript is missing: .ci/run installs r-base with r-cran-robustrankaggreg")
    return False


def test_r_write_csv_with_its_row_names_reads_back_the_lists(tmp_path):
    if not _r_available():
        pytest.skip("R is not installed")
    script = ('l <- list(study1 = c("TP53", "MYC", "EGFR", "KRAS"), study2 = c("MYC", "TP53"), study3 = c("EGFR"));'
              'm <- max(lengths(l)); d <- as.data.frame(lapply(l, function(x) c(x, rep(NA, m - length(x)))));'
              f'write.csv(d, "{tmp_path / "r.csv"}")')
    subprocess.run(["Rscript", "-e", script], check=True, capture_output=True, timeout=120)
    assert (tmp_path / "r.csv").read_text().startswith('"","study1","study2","study3"\n"1","TP53","MYC","EGFR"')
    (got,) = read(str(tmp_path / "r.csv"), kind="gene_lists")
    assert got == {"study1": ["TP53", "MYC", "EGFR", "KRAS"], "study2": ["MYC", "TP53"], "study3": ["EGFR"]}


@pytest.mark.parametrize("first,bad,line", [(["0", "1", "3"], "3", 4), (["1", "2", "2"], "2", 4),
                                            (["TP53", "MYC", "EGFR"], "TP53", 2), (["2", "3", "4"], "2", 2)])
def test_a_first_column_under_an_empty_heading_that_is_no_row_numbers_is_refused(tmp_path, first, bad, line, capfd):
    path = tmp_path / "lists.csv"
    path.write_text(",s1,s2\n" + "".join(f"{f},{a},{b}\n" for f, a, b in zip(first, ["A", "B", "C"], ["C", "A", "B"])),
                    encoding="utf-8")
    with pytest.raises(InputFormatError, match=rf"lists\.csv:1: the header must name every list .* it holds "
                                               rf"'{bad}' at line {line}\)"):
        list(read(str(path), kind="gene_lists"))
    out = tmp_path / "rra.tsv"
    assert main(["fuse", str(path), "-o", str(out), "--quiet"]) == 2
    assert "lists.csv:1: the header must name every list" in capfd.readouterr().err
    assert not out.exists()
