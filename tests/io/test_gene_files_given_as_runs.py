"""A genomics tool's file given where runs are read gets its tool's name and what to do, at its line, instead of
a TREC line's "expected 6 fields" (u12g: MAGeCK's gene_summary.txt, GSEA's .rnk and .gmt): generated over the
shapes, file names and compressions; a TREC run of the same names still reads."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main

SHAPES = {  # shape -> (file name stem, text, words the refusal must say)
    "rnk": ("ranked", "TP53\t3.2\nBRCA1\t-2.1\n", ("2 fields", ".rnk", "one item per line")),
    "rnk_exponent": ("ranked", "TP53 1e-3\nBRCA1 2E+2\n", ("2 fields", ".rnk")),
    "mageck": ("gene_summary", "id\tnum\tneg|score\tneg|p-value\nTP53\t4\t1e-5\t2e-4\n", ("MAGeCK", "cut -f1")),
    "gmt": ("sets", "SET1\tdesc\tTP53\tBRCA1\n", ("gene-set", ".gmt")),
}
SUFFIX = {"rnk": (".rnk", ".txt"), "rnk_exponent": (".rnk",), "mageck": (".txt",), "gmt": (".gmt",)}
CASES = [(shape, suffix, gz) for shape in SHAPES for suffix in SUFFIX[shape] for gz in (False, True)]


def _write(path, text, gz):
    if gz:
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text)


@pytest.mark.parametrize(("shape", "suffix", "gz"), CASES)
def test_a_genomics_file_given_as_a_run_is_named_with_its_tool(tmp_path, capsys, shape, suffix, gz):
    stem, text, words = SHAPES[shape]
    name = stem + suffix + (".gz" if gz else "")
    _write(tmp_path / name, text, gz)
    (tmp_path / "b.run").write_text("q1 Q0 TP53 1 2.0 r\n")
    assert main(["fuse", str(tmp_path / name), str(tmp_path / "b.run"), "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and "docs/genes.md" in err, err
    for w in words:
        assert w in err, (w, err)
    assert "expected 6 fields" not in err and not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("name", ["ranked.rnk", "sets.gmt", "gene_summary.txt", "x.txt"])
def test_a_trec_run_so_named_still_reads(tmp_path, name):
    (tmp_path / name).write_text("q1 Q0 TP53 1 2.0 r\nq1 Q0 BRCA1 2 1.0 r\n")
    (tmp_path / "b.run").write_text("q1 Q0 BRCA1 1 2.0 s\n")
    assert main(["fuse", str(tmp_path / name), str(tmp_path / "b.run"), "-o", str(tmp_path / "o.run")]) == 0
    assert (tmp_path / "o.run").read_text().split()[2] == "BRCA1"
