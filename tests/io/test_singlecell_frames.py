"""A single-cell DE tool's table given as a pandas frame (Seurat's FindAllMarkers read into pandas, scanpy's
``sc.get.rank_genes_groups_df``): the frame door named only the columns it lacked ('needs a column for qid ... it
has cluster, gene'), never the tool (u25a's report, issue 45).  It is now named for its tool with the rename that
makes it a run's frame, and that rename fuses."""

from __future__ import annotations

import pandas as pd
import pytest

import rankagg

CELLS = ["B", "B", "B", "NK", "NK"]
GENES = ["MS4A1", "CD79A", "CD74", "GNLY", "NKG7"]
SCORES = [2.5, 2.25, 0.75, 3.0, 2.0]

#: each tool's frame, as its own code returns it, and the words that name it
TOOLS = {
    "FindAllMarkers": (pd.DataFrame({"p_val": [1e-9] * 5, "avg_log2FC": SCORES, "pct.1": [0.9] * 5, "pct.2": [0.1] * 5,
                                     "p_val_adj": [1e-7] * 5, "cluster": CELLS, "gene": GENES}), "Seurat's FindAllMarkers"),
    "FindAllMarkers_v3": (pd.DataFrame({"p_val": [1e-9] * 5, "avg_logFC": SCORES, "pct.1": [0.9] * 5, "pct.2": [0.1] * 5,
                                        "p_val_adj": [1e-7] * 5, "cluster": CELLS, "gene": GENES}), "Seurat's FindAllMarkers"),
    "rank_genes_groups_df": (pd.DataFrame({"group": CELLS, "names": GENES, "scores": SCORES, "logfoldchanges": SCORES,
                                           "pvals": [1e-6] * 5, "pvals_adj": [1e-5] * 5}), "scanpy's rank_genes_groups"),
    "presto": (pd.DataFrame({"feature": GENES, "group": CELLS, "avgExpr": SCORES, "logFC": SCORES, "statistic": SCORES,
                             "auc": [0.9, 0.8, 0.6, 0.95, 0.85], "pval": [1e-4] * 5, "padj": [1e-3] * 5}), "presto"),
    "FindMarkers": (pd.DataFrame({"p_val": [1e-9] * 5, "avg_log2FC": SCORES, "pct.1": [0.9] * 5, "pct.2": [0.1] * 5,
                                  "p_val_adj": [1e-7] * 5}, index=GENES), "Seurat's FindMarkers"),
    "edgeR": (pd.DataFrame({"logFC": SCORES, "logCPM": SCORES, "F": SCORES, "PValue": [1e-4] * 5, "FDR": [1e-3] * 5},
                           index=GENES), "edgeR's topTags"),
    "MAST": (pd.DataFrame({"primerid": GENES, "Pr(>Chisq)": [1e-4] * 5, "coef": SCORES, "fdr": [1e-3] * 5}), "MAST"),
}


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_a_de_tools_frame_is_named_for_its_tool(tool):
    frame, words = TOOLS[tool]
    with pytest.raises(ValueError, match="dataframe: is " + words.replace("(", r"\(")) as raised:
        rankagg.fuse(frame)
    assert "'CELLTYPE Q0 GENE RANK SCORE TOOL'" in str(raised.value)


@pytest.mark.parametrize("tool", ["FindAllMarkers", "FindAllMarkers_v3", "rank_genes_groups_df", "presto"])
def test_the_rename_it_gives_makes_a_frame_that_fuses(tool):
    """The message's own pandas, evaluated on the frame, gives the run each tool means: each cell type's genes by
    the tool's score (one run: its fused order is the run's order; rankagg.fuse of a frame gives a frame)."""
    frame, _ = TOOLS[tool]
    with pytest.raises(ValueError) as raised:
        rankagg.fuse(frame)
    expression = str(raised.value).split("genes: ", 1)[1].split(" is a run's frame", 1)[0]
    run = eval(expression, {"frame": frame})  # the message's code, as a user pastes it
    fused = rankagg.fuse(run, method="rrf")
    score = {"FindAllMarkers": SCORES, "FindAllMarkers_v3": SCORES, "rank_genes_groups_df": SCORES,
             "presto": [0.9, 0.8, 0.6, 0.95, 0.85]}[tool]
    by_cell: dict[str, list[tuple[float, str]]] = {}
    for cell, gene, s in zip(CELLS, GENES, score):
        by_cell.setdefault(cell, []).append((-s, gene))
    got = {q: list(rows.sort_values("rank")["docid"]) for q, rows in fused.groupby("qid")}
    assert got == {c: [g for _, g in sorted(v)] for c, v in by_cell.items()}


def test_a_run_frame_with_the_tools_extra_columns_is_still_read():
    """A run's frame (qid, docid, score, run) that keeps a DE table's other columns is a run, not the tool's table."""
    frame = TOOLS["FindAllMarkers"][0].rename(columns={"cluster": "qid", "gene": "docid", "avg_log2FC": "score"})
    fused = rankagg.fuse(frame.assign(run="seurat"), method="rrf")
    assert list(fused[fused["qid"] == "B"].sort_values("rank")["docid"]) == ["MS4A1", "CD79A", "CD74"]
