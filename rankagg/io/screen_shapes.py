"""A CRISPR screen's hit-calling tables, told by their headers, so that a run or qrels door names the tool and says
what to do instead of a field count (issue 45's twenty-third bar, a lab fusing MAGeCK, BAGEL2, drugZ, CRISPhieRmix
and JACKS per screen: BAGEL2's ``.bf`` was told "a run table saved as text", drugZ's output "expected 6 fields
'qid Q0 docid rank score tag', found 9", CRISPhieRmix's CSV "found 1").

Each tool writes a row per gene (or guide) with its scores; a screen's genes ordered by one score are a run's list,
so the note ends with the awk that writes one (tab-separated tables: the tools write them so), the screen (the
file's name) as the query and the tool as the tag.  A score where lower means more essential (MAGeCK MLE's beta,
drugZ's normZ, a JACKS score, a guide's LFC, a local FDR) is negated, as docs/conventions.md advises, so that the
most depleted genes come first.  MAGeCK RRA's gene summary is ranked already: its id column in the file's order is
a gene list (docs/genes.md).  JACKS' table has no heading of its own (a gene, then a column per condition): its
name tells it, ``*_gene_JACKS_results.txt`` as JACKS writes it."""

from __future__ import annotations

import os
import re

from rankagg.io.binary_containers import output_beside, shell_word

__all__ = ["screen_shape"]

#: (what the table is, the headings only that tool writes, the id heading, the score heading, lower is better)
_TOOLS = (
    ("drugZ's gene table (normZ, then p-values, ranks and FDRs of both directions)", {"normz", "pval_synth"},
     "gene", "normz", True),
    ("BAGEL2's precision-recall table (Gene, BF, Recall, Precision, FDR)", {"bf", "recall", "precision"}, "gene",
     "bf", False),
    ("BAGEL2's Bayes-factor table (Gene, BF, STD, NumObs)", {"bf", "numobs"}, "gene", "bf", False),
    ("MAGeCK's sgRNA summary (a guide a row)", {"sgrna", "control_count", "treatment_count"}, "sgrna", "lfc", True),
    ("CRISPhieRmix's gene table (genes, locfdr, FDR)", {"genes", "locfdr"}, "genes", "locfdr", True),
)
_QRELS = "the reference genes, Hart's core essentials judged 1 and non-essentials 0, are the qrels: 'SCREEN 0 GENE 1'"


def _run_note(what: str, command: str | None, score: str, lower: bool) -> str:
    order = f"{'-' if lower else ''}{score}, higher more essential"
    how = (f"write one run per tool and screen, 'SCREEN Q0 GENE RANK SCORE TOOL', the score {order}"
           + (f": {command}" if command else " (read the table with pandas, ids as text: its cells are quoted)"))
    return f"is {what}, not TREC run or qrels lines ({_QRELS}): {how}"


def screen_shape(cells: list[str], path: str, stem: str, reading: str) -> str | None:
    """What CRISPR screen tool wrote the table whose header is ``cells`` (lower-cased, unquoted) and what to do, or
    None.  ``reading`` is the shell's reading of ``path`` with ``AWK`` where the program goes; ``stem`` (the file's
    name without its suffix) names the screen in the suggested run."""
    screen = shell_word(re.sub(r"\s+", "_", stem))
    run_out = output_beside(path, stem + ".run")
    if any(c.startswith(("neg|", "pos|")) for c in cells):
        return ("starts with MAGeCK's gene-summary header (id, num, neg|score, ...), not TREC run or qrels lines "
                f"({_QRELS}): its id column in the file's order (neg|rank) is a ranked list: "
                + reading.replace("AWK", "cut -f1") + f" | tail -n +2 > {output_beside(path, 'genes.txt')}")
    beta = next((c for c in cells if c.endswith("|beta")), None)
    if beta is not None and "gene" in cells:
        tool = ("MAGeCK MLE's gene summary (Gene, sgRNA, a condition's |beta, |z, |p-value, |fdr)", "gene", beta,
                True, "mageck_mle")
    elif re.search(r"_(gene|grna)(_std|_pval)?_jacks_results", os.path.basename(path).lower()) and len(cells) > 1:
        awk = ("awk -F'\\t' 'NR == 1 {for (i = 2; i <= NF; i++) q[i] = $i; next} {for (i = 2; i <= NF; i++) "
               "print q[i], \"Q0\", $1, NR - 1, -$i, \"jacks\"}'")
        return _run_note("JACKS' results (a gene, then its essentiality score per condition: a condition is a "
                         "screen)", reading.replace("AWK", awk) + f" > {run_out}", "the score", True)
    else:
        found = next((t for t in _TOOLS if t[1] <= set(cells)), None)
        if found is None:
            return None
        tool = (found[0], found[2], found[3], found[4], found[0].split("'")[0].lower().replace(" ", "_"))
    what, gene, score, lower, tag = tool
    csv_named = re.sub(r"\.gz$", "", path.lower()).endswith(".csv")  # R's write.csv: quoted cells, row names
    if gene not in cells or score not in cells or csv_named or cells[0] == "":
        return _run_note(what, None, score, lower)
    awk = (f"awk -F'\\t' -v screen={screen} 'NR > 1 {{print screen, \"Q0\", ${cells.index(gene) + 1}, NR - 1, "
           f"{'-' if lower else ''}${cells.index(score) + 1}, \"{tag}\"}}'")
    return _run_note(what, reading.replace("AWK", awk) + f" > {run_out}", score, lower)
