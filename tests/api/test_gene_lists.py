"""Issue 52 item 4 and issue 50's ``rankagg methods NAME``: gene lists through ``rankagg fuse`` and the API."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from rankagg.api.gene_list_inputs import gene_list_inputs
from rankagg.api.gene_lists import aggregate_ranks, read_gene_lists, significance
from rankagg.cli import main
from rankagg.io._errors import InputFormatError

LISTS = {"a": ["TP53", "MYC", "EGFR", "KRAS"], "b": ["TP53", "EGFR", "MYC"], "c": ["MYC", "TP53"]}


def _table(path, lists=LISTS, sep="\t"):
    depth = max(len(v) for v in lists.values())
    pd.DataFrame({k: v + [""] * (depth - len(v)) for k, v in lists.items()}).to_csv(path, sep=sep, index=False)
    return path


@pytest.mark.parametrize("output", ["out.tsv", "out.csv", "out.parquet", "out.tsv.gz"])
def test_fuse_writes_the_significance_table(tmp_path, output, capsys):
    src = _table(tmp_path / "lists.tsv")
    assert main(["fuse", str(src), "-o", str(tmp_path / output), "--quiet"]) == 0
    out = tmp_path / output
    got = pd.read_parquet(out) if output.endswith(".parquet") else pd.read_csv(out, sep="\t" if ".tsv" in output else ",")
    want = significance(LISTS)
    assert got["item"].tolist() == want["item"].tolist() == ["TP53", "MYC", "EGFR", "KRAS"]
    np.testing.assert_array_equal(got["p_value"].to_numpy(), want["p_value"].to_numpy())  # read back exactly
    assert list(got.columns) == ["query", "rank", "item", "score", "p_value", "q_value", "n_lists"]


def test_one_list_per_file_and_the_table_give_the_same_answer(tmp_path, capsys):
    files = []
    for name, items in LISTS.items():
        (tmp_path / f"{name}.grp").write_text("\n".join(items) + "\n")
        files.append(str(tmp_path / f"{name}.grp"))
    assert gene_list_inputs(files)
    assert main(["fuse", *files, "--method", "stuart", "-o", str(tmp_path / "s.csv"), "--quiet"]) == 0
    assert pd.read_csv(tmp_path / "s.csv")["p_value"].tolist() == significance(LISTS, "stuart")["p_value"].tolist()


def test_bad_input_is_named_with_its_file_and_line(tmp_path):
    bad = tmp_path / "bad.tsv"
    bad.write_text("a\tb\nTP53\tMYC\n\tEGFR\nKRAS\t\n")  # list a ends at line 3, then holds KRAS
    with pytest.raises(InputFormatError, match=r"bad\.tsv:4: list 'a' ended at line 3"):
        read_gene_lists(bad)
    dup = _table(tmp_path / "dup.tsv", {"a": ["x", "y", "x"]})
    with pytest.raises(InputFormatError, match=r"dup\.tsv:4: .*x.* appears twice"):
        read_gene_lists(dup)
    blank = _table(tmp_path / "blank.tsv", {"a": ["x", "y z"]})
    with pytest.raises(InputFormatError, match=r"blank\.tsv:3: .*'y z' holds a blank"):
        read_gene_lists(blank)


def test_run_options_are_refused_and_the_input_is_never_overwritten(tmp_path, capsys):
    src = _table(tmp_path / "lists.tsv")
    before = src.read_bytes()
    assert main(["fuse", str(src), "--weights", "a=2", "-o", str(tmp_path / "o.tsv")]) != 0
    assert "--weights applies to runs or LETOR, not to gene lists (" in capsys.readouterr().err
    assert main(["fuse", str(src), "-o", str(src), "--quiet"]) != 0
    assert src.read_bytes() == before
    assert main(["fuse", str(src), "-o", str(tmp_path / "o.run")]) != 0
    assert "significance table is written as" in capsys.readouterr().err
    assert not (tmp_path / "o.tsv").exists() and not (tmp_path / "o.run").exists()


def test_a_trec_run_named_txt_stays_a_run(tmp_path):
    run = tmp_path / "run.txt"
    run.write_text("q1 Q0 d1 1 2.0 r\nq1 Q0 d2 2 1.0 r\n")
    assert not gene_list_inputs([run])
    one = tmp_path / "genes.txt"
    one.write_text("#mine\nTP53\nMYC\n")
    assert gene_list_inputs([one]) and list(read_gene_lists(one)) == ["mine"]


def test_aggregate_ranks_takes_r_s_names_and_an_rmat():
    rmat = pd.DataFrame({"a": [0.25, 0.5, np.nan], "b": [0.5, 0.25, 0.75]}, index=["x", "y", "z"])
    out = aggregate_ranks(rmat=rmat, method="min")
    assert out["Name"].tolist() == ["x", "y", "z"] and out["Score"].tolist() == [0.25, 0.25, 0.75]
    with pytest.raises(ValueError, match="method should be one of"):
        aggregate_ranks(LISTS, method="borda")
    assert aggregate_ranks(LISTS, method="geom.mean")["Name"].iloc[0] == "TP53"


def test_methods_marks_p_values_and_describes_one(capsys):
    assert main(["methods"]) == 0
    listing = capsys.readouterr().out
    assert "\nrra  (unsupervised, p-values)" in listing and "\nrrf  (unsupervised)" in listing
    assert main(["methods", "RRA"]) == 0
    one = capsys.readouterr().out
    assert one.startswith("rra  (family significance; unsupervised; p-values: yes)")
    for part in ("paper: Kolde", "§2.2", "top_cutoff = None", "faces:", "significance table"):
        assert part in one, part
    assert main(["methods", "rrf", "--json"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["name"] == "rrf" and row["p_values"] is False and row["family"] == "positional"
    assert row["params"]["k"]["default"] == 60 and any("Fuser" in f for f in row["faces"])
    assert main(["methods", "rrff"]) != 0
    assert "did you mean 'rrf'" in capsys.readouterr().err
