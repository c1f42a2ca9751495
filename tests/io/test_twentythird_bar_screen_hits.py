"""A CRISPR screen tool's table given where runs or qrels are read is named with its tool at its first line, with a
command that makes a run of it (issue 45's twenty-third bar, u23g_: BAGEL2's .bf was told "a run table saved as
text", drugZ's output "expected 6 fields, found 9"); and a fused run is not written under a genomics tool's own
name (GSEA's .rnk, .gct, .gmt, .grp; BAGEL2's .bf; MAGeCK's summaries).  Generated over the tools, the doors (fuse's
runs, evaluate's qrels, a .txt taken for a run beside a table's output name) and gzip; each pasted command's run is
checked against the order the tool's own score gives, written out by hand."""

from __future__ import annotations

import gzip
import re
import subprocess
from pathlib import Path

import pytest

from rankagg.cli import main

BF = "Gene\tBF\tSTD\tNumObs\nPSMA1\t70.118\t2.207\t4\nRPL3\t85.213\t3.102\t4\nOR4F5\t-40.3\t5.011\t4\nBRCA1\t12.004\t1.5\t4\n"
PR = "Gene\tBF\tRecall\tPrecision\tFDR\nRPL3\t85.2\t0.1\t1.0\t0.0\nBRCA1\t12.0\t0.2\t0.667\t0.333\nPSMA1\t70.1\t0.2\t1\t0\n"
DRUGZ = ("GENE\tsumZ\tnormZ\tpval_synth\trank_synth\tfdr_synth\tpval_supp\trank_supp\tfdr_supp\n"
         "BRCA1\t1.1\t0.52\t0.698\t3\t0.8\t0.301\t2\t0.5\nRPL3\t-20.1\t-9.51\t1e-20\t1\t1e-18\t1\t4\t1\n"
         "OR4F5\t5.3\t2.51\t0.994\t4\t1\t0.006\t1\t0.024\nPSMA1\t-10.2\t-5.02\t2.6e-07\t2\t5.2e-06\t1\t3\t1\n")
MLE = ("Gene\tsgRNA\tdrug|beta\tdrug|z\tdrug|p-value\tdrug|fdr\tdrug|wald-p-value\tdrug|wald-fdr\n"
       "OR4F5\t4\t0.05\t0.21\t0.83\t0.95\t0.83\t0.95\nRPL3\t4\t-1.21\t-5.02\t1e-05\t0.0001\t5.2e-07\t1e-05\n"
       "BRCA1\t4\t-0.83\t-3.11\t0.0012\t0.01\t0.0019\t0.02\n")
SGRNA = ("sgrna\tGene\tcontrol_count\ttreatment_count\tcontrol_mean\ttreat_mean\tLFC\tcontrol_var\tadj_var\tscore\t"
         "p.low\tp.high\tp.twosided\tFDR\thigh_in_treatment\n"
         "BRCA1_sg1\tBRCA1\t300/310\t250/240\t305\t245\t-0.31\t50\t55\t8.1\t0.21\t0.79\t0.42\t0.88\tFalse\n"
         "RPL3_sg1\tRPL3\t512/488\t10/8\t500\t9\t-5.71\t144\t150\t39.1\t1e-300\t1\t2e-300\t1e-296\tFalse\n"
         "RPL3_sg2\tRPL3\t402/420\t22/19\t411\t21\t-4.28\t88\t93\t40.4\t1e-300\t1\t2e-300\t1e-296\tFalse\n")
CRISPHIERMIX = '"","genes","locfdr","FDR"\n"1","RPL3",1.2e-09,1.1e-09\n"2","BRCA1",0.41,0.21\n"3","OR4F5",0.99,0.61\n'
JACKS = "Gene\tHAP1\tRPE1\nRPL3\t-2.812\t-2.431\nBRCA1\t-0.512\t-0.221\nOR4F5\t0.041\t-1.5\n"

TOOLS = {  # tool -> (file name, text, the word the refusal names, the run a pasted command makes: {query: genes
    #          best first} by the tool's score by hand, or None where no command is given)
    "bagel2_bf": ("screen.bf", BF, "BAGEL2", {"screen": ["RPL3", "PSMA1", "BRCA1", "OR4F5"]}),
    "bagel2_pr": ("screen.pr", PR, "BAGEL2", {"screen": ["RPL3", "PSMA1", "BRCA1"]}),
    "drugz": ("drugz.txt", DRUGZ, "drugZ", {"drugz": ["RPL3", "PSMA1", "BRCA1", "OR4F5"]}),
    "mageck_mle": ("drug.gene_summary.txt", MLE, "MAGeCK MLE", {"drug.gene_summary": ["RPL3", "BRCA1", "OR4F5"]}),
    "mageck_sgrna": ("s.sgrna_summary.txt", SGRNA, "MAGeCK", {"s.sgrna_summary": ["RPL3_sg1", "RPL3_sg2", "BRCA1_sg1"]}),
    "crisphiermix": ("crisphiermix.csv", CRISPHIERMIX, "CRISPhieRmix", None),
    "jacks": ("hap1_gene_JACKS_results.txt", JACKS, "JACKS' results",
              {"HAP1": ["RPL3", "BRCA1", "OR4F5"], "RPE1": ["RPL3", "OR4F5", "BRCA1"]}),
}
RUN = "HAP1 Q0 RPL3 1 9.5 r\nHAP1 Q0 BRCA1 2 3.1 r\n"
DOORS = {  # door -> the command, given the tool's file name
    "fuse": lambda name: ["fuse", name, "b.run", "-o", "o.run"],
    "qrels": lambda name: ["evaluate", "b.run", "--qrels", name],
}
CASES = [(tool, door, gz) for tool in TOOLS for door in DOORS for gz in (False, True)]


def _write(path: Path, text: str, gz: bool) -> None:
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())


@pytest.mark.parametrize(("tool", "door", "gz"), CASES)
def test_a_screen_tools_table_is_named_with_its_tool(tmp_path, capsys, tool, door, gz):
    name, text, word, _ = TOOLS[tool]
    name += ".gz" if gz else ""
    _write(tmp_path / name, text, gz)
    (tmp_path / "b.run").write_text(RUN)
    assert main([str(tmp_path / a) if a in (name, "b.run", "o.run") else a for a in DOORS[door](name)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and word in err, err
    assert "expected 6 fields" not in err and "long table" not in err and not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("tool", [t for t, v in TOOLS.items() if v[3] is not None])
@pytest.mark.parametrize("gz", [False, True])
def test_the_command_a_refusal_gives_makes_the_tools_run(tmp_path, capsys, tool, gz):
    name, text, _, want = TOOLS[tool]
    name += ".gz" if gz else ""
    _write(tmp_path / name, text, gz)
    (tmp_path / "b.run").write_text(RUN)
    assert main(["fuse", str(tmp_path / name), str(tmp_path / "b.run"), "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    found = re.search(r"((?:gzip -dc|awk) .*?) \(docs/genes\.md\)", err)
    assert found, err
    subprocess.run(["sh", "-c", found.group(1)], cwd=tmp_path, check=True,
                   capture_output=True, timeout=30)
    out = next(p for p in tmp_path.glob("*.run") if p.name not in ("b.run", "o.run"))
    rows = [line.split() for line in out.read_text().splitlines()]
    assert all(len(r) == 6 for r in rows), rows
    got: dict[str, list[str]] = {}
    for q, _, d, _, s, _ in sorted(rows, key=lambda r: (r[0], -float(r[4]))):
        got.setdefault(q, []).append(d)
    assert got == want
    assert main(["fuse", str(out), "-o", str(tmp_path / "fused.run"), "--method", "rrf", "--quiet"]) == 0


def test_a_tools_txt_beside_a_tables_output_name_is_named(tmp_path, capsys):
    (tmp_path / "drugz.txt").write_text(DRUGZ)
    assert main(["fuse", str(tmp_path / "drugz.txt"), "-o", str(tmp_path / "hits.tsv")]) == 2
    err = capsys.readouterr().err
    assert "drugz.txt:1" in err and "drugZ" in err and "holds 9 fields" not in err, err
    assert not (tmp_path / "hits.tsv").exists()


GENOMICS_OUTPUTS = ["hits.rnk", "consensus.gct", "sets.gmt", "sets.gmx", "hits.grp", "annot.chip", "screen.bf",
                    "screen.pr", "screen.foldchange", "hap1.gene_summary.txt", "hap1.sgrna_summary.txt"]


@pytest.mark.parametrize("output", GENOMICS_OUTPUTS + [n.upper() for n in GENOMICS_OUTPUTS[:3]] + ["hits.rnk.gz"])
def test_a_fused_run_is_not_written_under_a_genomics_tools_name(tmp_path, capsys, output):
    (tmp_path / "a.run").write_text(RUN)
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "rrf", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert f"-o {tmp_path / output}" in err and "parquet" in err, err
    assert not (tmp_path / output).exists()


@pytest.mark.parametrize("output", ["consensus.run", "consensus.txt", "hits.run.gz", "summary.txt"])
def test_a_runs_own_names_still_write(tmp_path, output):
    (tmp_path / "a.run").write_text(RUN)
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "rrf", "-o", str(tmp_path / output), "--quiet"]) == 0
    assert (tmp_path / output).exists()
