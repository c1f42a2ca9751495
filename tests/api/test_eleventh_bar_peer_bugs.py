"""Issue 45's eleventh bar (the bugs the peers shipped): a refusal of ``-o`` for inputs whose kind rankagg guessed
names those inputs and the kind they were taken as.

PyFLAGR's own documented CSV (``Query,Voter,Item,Score,Dataset``) is no layout rankagg declares; ``rankagg fuse
flagr.csv -o out.run`` recognised it as a table of ranked gene lists and refused only the output's suffix
(``-o: a significance table is written as ...``), so the user was told to change the one thing that was right.
Every input set read as gene lists, with every output suffix a significance table does not take, must name the
files taken as gene lists (bar case ``u11k_flagr_documented_csv_five_columns``); since the twenty-first bar the files
are read first, so PyFLAGR's file, which is no table of lists, is refused for itself at its line whatever ``-o`` is
(u21f_expert_sheet_as_is)."""

from __future__ import annotations

import pytest

from rankagg.cli import main

FLAGR = "q1,V1,a,3.0,ds\nq1,V1,b,2.0,ds\nq1,V2,b,3.0,ds\nq1,V2,c,2.0,ds\n"

# input sets the gene-list recogniser takes: PyFLAGR's CSV and TSV, a gene table, one-list files of each suffix
INPUTS = {
    "flagr_csv": {"flagr.csv": FLAGR},
    "flagr_tsv": {"flagr.tsv": FLAGR.replace(",", "\t")},
    "gene_table": {"genes.csv": "up,down\nTP53,MYC\nMYC,TP53\nEGFR,KRAS\n"},
    "grp_pair": {"a.grp": "TP53\nMYC\n", "b.grp": "MYC\nEGFR\n"},
    "lst_txt": {"c.lst": "TP53\nMYC\n", "d.txt": "MYC\nKRAS\n"},
    "five_lists": {f"l{i}.grp": "TP53\nMYC\n" for i in range(5)},
}
OUTPUTS = ["out.run", "out.txt", "out.json", "out", "out.run.gz"]


@pytest.mark.parametrize("output", OUTPUTS)
@pytest.mark.parametrize("inputs", sorted(INPUTS))
def test_output_refusal_names_the_gene_list_inputs(tmp_path, capsys, inputs, output):
    files = INPUTS[inputs]
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    paths = [str(tmp_path / n) for n in files]
    assert main(["fuse", *paths, "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    if inputs.startswith("flagr"):  # no table of lists: its own refusal, as under a table's name
        assert f"{paths[0]}:2: " in err and "long table" in err, err
        assert not (tmp_path / output).exists()
        return
    assert "read as ranked gene lists" in err and "significance table is written as" in err
    named = paths[:3]
    assert all(p in err for p in named), err
    if len(paths) > 3:
        assert f"and {len(paths) - 3} more" in err
    assert not (tmp_path / output).exists()


def test_flagr_csv_with_a_table_output_is_refused_naming_its_line(tmp_path, capsys):
    """With a table's suffix the same file reaches the reader, which refuses it naming the file and line."""
    (tmp_path / "flagr.csv").write_text(FLAGR)
    assert main(["fuse", str(tmp_path / "flagr.csv"), "--quiet", "-o", str(tmp_path / "out.csv")]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / 'flagr.csv'}:" in err and "Traceback" not in err
    assert not (tmp_path / "out.csv").exists()
