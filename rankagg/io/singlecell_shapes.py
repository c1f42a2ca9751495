"""A single-cell lab's files, told by their first lines or bytes, so that a run or qrels door names the tool that wrote
them and says what to do instead of a header or a field count (issue 45's twenty-fifth bar, a lab fusing the marker
genes of its differential-expression tools per cell type: Seurat's FindAllMarkers CSV, scanpy's exported
``rank_genes_groups``, presto's, MAST's and edgeR's tables, CellTypist's and SingleR's predictions and PanglaoDB's
markers were told "starts with a header: a table", Cell Ranger's ``matrix.mtx`` "expected 6 fields, found 5", its
barcodes as qrels "found 1", and an AnnData ``.h5ad``, a Loom, an ``.h5Seurat`` or a 10x ``.h5`` "an HDF5 file
(h5py, PyTables or Keras arrays)", which says nothing of anndata, loompy, SeuratDisk or Cell Ranger).

* The DE tools' tables, by their header: Seurat's FindAllMarkers (``p_val, avg_log2FC, pct.1, pct.2, p_val_adj,
  cluster, gene``) and FindMarkers (the same without ``cluster`` and ``gene``: the genes are row names), scanpy's
  ``sc.get.rank_genes_groups_df`` (``names, scores, logfoldchanges, pvals, pvals_adj``), presto's ``wilcoxauc``
  (``feature, group, ..., auc, pval, padj``), MAST's summary (``primerid``, ``Pr(>Chisq)``, ``coef``), edgeR's
  ``topTags`` (``logFC, logCPM, PValue, FDR``), limma's ``topTable`` (``logFC, AveExpr, P.Value, adj.P.Val``), Cell
  Ranger's ``differential_expression.csv`` (``Feature ID, Feature Name, Cluster N Log2 fold change``).
* The annotation tools' tables, a row per cell: CellTypist's ``predicted_labels``, SingleR's ``labels`` and
  ``pruned.labels``, or any table whose first column holds 10x barcodes (``AAACCTGAGAAACCAT-1``).
* The marker databases: PanglaoDB's (``official gene symbol``, ``cell type``) and CellMarker's (``cell_name``,
  ``marker``, ``Symbol``; 1.0's ``cellName``, ``cellMarker``).
* Cell Ranger's matrix files: ``matrix.mtx`` (``%%MatrixMarket``), ``features.tsv`` (an Ensembl id, a symbol and a
  feature type) and ``barcodes.tsv`` (one barcode a line).
* The HDF5 containers, by their name or the group names in their first bytes: AnnData's ``.h5ad``, MuData's
  ``.h5mu``, Loom, SeuratDisk's ``.h5Seurat`` and Cell Ranger's ``.h5`` matrices.

A cell type's (or cluster's) genes ordered by one tool's statistic are a run's list: the note says so, with the pandas
that makes the frame rankagg.fuse reads where the header says which column is which."""

from __future__ import annotations

import shlex
from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled

__all__ = ["singlecell_binary", "singlecell_columns", "singlecell_shape"]

#: what to do with a DE tool's markers: each cell type's genes ordered by the tool's statistic are a run
_AS_RUN = ("give each DE tool's markers as a run, a cell type (or cluster) a query and its genes the documents, the "
           "score higher for the better marker (avg_log2FC, a z score, the AUC, -log10 of the adjusted p-value with "
           "its zeros capped): 'CELLTYPE Q0 GENE RANK SCORE TOOL', or read the table with pandas and give "
           "rankagg.fuse {tool: {cell type: {gene: score}}}; known markers (PanglaoDB's, CellMarker's) are the qrels "
           "'CELLTYPE 0 GENE 1'")
#: a long table's columns that hold the cell type, the gene and a score higher for the better marker (the first of
#: its spellings the header holds: Seurat 4 writes avg_log2FC, Seurat 3 avg_logFC), and its run's name
_LONG_COLUMNS = {"FindAllMarkers": ("cluster", "gene", "avg_log2FC|avg_logFC", "seurat"),
                 "rank_genes_groups": ("group", "names", "scores", "scanpy"), "presto": ("group", "feature", "auc", "presto")}
#: a 10x Genomics cell barcode: 16 bases (v2, v3; 14 in v1) and the GEM well
_BARCODE = compiled(r"[ACGTN]{12,18}-\d{1,3}")
_ENSEMBL = compiled(r"ENS[A-Z]*G\d{11}(?:\.\d+)?")
_FEATURE_TYPES = {"gene expression", "antibody capture", "crispr guide capture", "multiplexing capture", "peaks",
                  "custom"}
_HDF5 = b"\x89HDF\r\n\x1a\n"


def _frame_fix(tool: str, cells: Sequence[str], table: str) -> str:
    """The pandas that makes a long DE table (``table``: the expression that reads it) the frame rankagg.fuse reads,
    its columns' own spelling kept."""
    query, gene, scores, run = _LONG_COLUMNS[tool]
    spelt = {c.strip().strip("\"'").lower(): c.strip().strip("\"'") for c in cells}
    score = next((s for s in scores.split("|") if s.lower() in spelt), scores.split("|")[0])
    names = [spelt.get(c.lower(), c) for c in (query, gene, score)]
    return (f"its rows are each {names[0]}'s genes: {table}"
            f".rename(columns={{{names[0]!r}: 'qid', {names[1]!r}: 'docid', {names[2]!r}: 'score'}})"
            f".assign(run={run!r}) is a run's frame for rankagg.fuse (one per tool, concatenated); or ")


def _de_table(cells: set[str]) -> tuple[str, str | None] | None:
    """Which DE tool's results table a header of ``cells`` heads, and the long-table key of :data:`_LONG_COLUMNS`."""
    if {"p_val", "pct.1", "pct.2", "p_val_adj"} <= cells and cells & {"avg_log2fc", "avg_logfc"}:
        if {"cluster", "gene"} <= cells:
            return ("Seurat's FindAllMarkers table (p_val, avg_log2FC, pct.1, pct.2, p_val_adj, cluster, gene: a row "
                    "per cluster and gene)", "FindAllMarkers")
        return ("Seurat's FindMarkers table (p_val, avg_log2FC, pct.1, pct.2, p_val_adj per gene of one comparison, "
                "the genes as row names)", None)
    if {"names", "scores", "pvals", "pvals_adj"} <= cells:
        return ("scanpy's rank_genes_groups as a table (sc.get.rank_genes_groups_df: group, names, scores, "
                "logfoldchanges, pvals, pvals_adj)", "rank_genes_groups" if "group" in cells else None)
    if {"feature", "group", "auc"} <= cells and cells & {"pval", "padj"}:
        return "presto's wilcoxauc table (feature, group, avgExpr, logFC, statistic, auc, pval, padj, pct_in, pct_out)", \
            "presto"
    if "primerid" in cells and cells & {"pr(>chisq)", "coef", "fdr"}:
        return "MAST's hurdle-model summary (primerid, Pr(>Chisq), coef, ci.hi, ci.lo, fdr per gene)", None
    if {"logfc", "logcpm"} <= cells and cells & {"pvalue", "fdr"}:
        return "edgeR's topTags table (logFC, logCPM, F or LR, PValue, FDR per gene)", None
    if {"logfc", "aveexpr", "p.value", "adj.p.val"} <= cells:
        return "limma's topTable (logFC, AveExpr, t, P.Value, adj.P.Val, B per gene)", None
    if {"feature id", "feature name"} <= cells and any(c.startswith("cluster ") and "fold change" in c for c in cells):
        return ("Cell Ranger's differential_expression.csv (Feature ID, Feature Name, then each cluster's Mean "
                "Counts, Log2 fold change and Adjusted p value)", None)
    return None


def _other_table(name: str, cells: set[str], first: list[str], row: list[str]) -> str | None:
    """Which annotation tool's per-cell table or marker database a header of ``cells`` heads (``first`` its cells
    in order, ``row`` the next line's), with what to do, or None."""
    if "predicted_labels" in cells and cells & {"majority_voting", "over_clustering", "conf_score"}:
        return ("is CellTypist's predictions (predicted_labels.csv: a cell's barcode, predicted_labels, "
                "over_clustering, majority_voting), a label per cell and no ranking of genes, not TREC lines (runs or "
                "qrels): " + _AS_RUN)
    if {"labels", "pruned.labels"} <= cells or ("labels" in cells and any(c.startswith("scores.") for c in cells)):
        return ("is SingleR's predictions (a cell per row: scores.<label>, labels, delta.next, pruned.labels), a label "
                "per cell and no ranking of genes, not TREC lines (runs or qrels): " + _AS_RUN)
    if {"official gene symbol", "cell type"} <= cells:
        return ("is PanglaoDB's marker table (species, official gene symbol, cell type, ..., canonical marker), not "
                "TREC lines: its markers of a cell type are judgements, qrels 'CELLTYPE 0 GENE 1' (e.g. awk -F'\\t' "
                f"'NR > 1 && $8 == 1 {{gsub(/ /, \"_\", $3); print $3, 0, $2, 1}}' {shlex.quote(name)} > panglao.qrels: "
                "a query holds no blank), or read it with pandas and give rankagg.evaluate {cell type: {gene: 1}}")
    if ({"cell_name", "marker", "symbol"} <= cells) or {"cellname", "cellmarker"} <= cells:
        return ("is CellMarker's marker table (species, tissue, cell_name, marker, Symbol, ...), not TREC lines: its "
                "markers of a cell type are judgements, qrels 'CELLTYPE 0 GENE 1' (a cell type's blanks as '_'), or "
                "read it with pandas and give rankagg.evaluate {cell type: {gene: 1}}")
    if first and not first[0].strip().strip("\"'") and row and _BARCODE.fullmatch(row[0].strip().strip("\"'")):
        return ("is a table of a row per cell (its first column 10x barcodes such as "
                f"{row[0].strip()[:24]!r}: AnnData's obs, a classifier's probabilities), no ranking of genes, not TREC "
                "lines (runs or qrels): " + _AS_RUN)
    return None


def _cellranger_text(name: str, lines: Sequence[str]) -> str | None:
    """What Cell Ranger matrix file (Matrix Market, features, barcodes) ``lines`` begin, or None."""
    if lines[0].lower().startswith("%%matrixmarket"):
        return ("is a Matrix Market matrix (%%MatrixMarket: Cell Ranger's matrix.mtx, counts as 'gene cell count' "
                "triplets), counts and no ranking, not TREC lines (runs or qrels): rank the genes with a DE tool "
                "(Seurat's FindAllMarkers, scanpy's rank_genes_groups on sc.read_10x_mtx) and " + _AS_RUN)
    rows = [ln.split("\t") for ln in lines if ln.strip()]
    if rows and all(len(r) == 3 and _ENSEMBL.fullmatch(r[0]) and r[2].strip().lower() in _FEATURE_TYPES
                    for r in rows):
        return ("is Cell Ranger's features.tsv (a feature's Ensembl id, its symbol and type per line: the matrix's row "
                "names), no ranking, not TREC lines (runs or qrels): " + _AS_RUN)
    if rows and all(len(r) == 1 and _BARCODE.fullmatch(r[0].strip()) for r in rows):
        return ("is Cell Ranger's barcodes.tsv (a cell barcode per line: the matrix's column names), no ranking or "
                "judgement, not TREC lines (runs or qrels): " + _AS_RUN)
    if name.lower().startswith("genes.tsv") and rows and all(len(r) == 2 and _ENSEMBL.fullmatch(r[0]) for r in rows):
        return ("is Cell Ranger's genes.tsv (an Ensembl id and a symbol per line: the matrix's row names), no ranking, "
                "not TREC lines (runs or qrels): " + _AS_RUN)
    return None


def singlecell_shape(name: str, lines: Sequence[str]) -> str | None:
    """What single-cell file named ``name`` whose first non-blank, non-comment lines are ``lines`` is, and what to
    do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    matrix = _cellranger_text(name, lines)
    if matrix is not None:
        return matrix
    sep = "\t" if "\t" in lines[0] else ","
    first = lines[0].split(sep)
    cells = header_cells(lines[0])
    de = _de_table(cells)
    if de is not None:
        reading = f"pd.read_csv({name!r}{', sep=chr(9)' if sep == chr(9) else ''})"
        fix = _frame_fix(de[1], first, reading) if de[1] is not None else ""
        return f"is {de[0]}, not TREC lines (runs or qrels) nor a table of lists: {fix}{_AS_RUN}"
    return _other_table(name, cells, first, lines[1].split(sep) if len(lines) > 1 else [])


def singlecell_columns(names: Sequence[object]) -> str | None:
    """What a frame of the column ``names`` is when a single-cell DE tool made it (FindAllMarkers' data.frame
    read into pandas, scanpy's sc.get.rank_genes_groups_df), with what to do; or None.  The frame door named only
    the columns it lacked ('needs a column for qid ... it has cluster, gene': u25a's report)."""
    cells = [str(n) for n in names]
    de = _de_table({c.strip().lower() for c in cells})
    if de is None:
        return None
    fix = _frame_fix(de[1], cells, "frame") if de[1] is not None else ""
    return f"is {de[0]}, no run's frame: {fix}{_AS_RUN}"


def singlecell_binary(head: bytes, name: str) -> tuple[str, str] | None:
    """What single-cell HDF5 container ``head`` starts (told by ``name``'s suffix or the group names near its
    start), and what to do with it; None for anything else (a plain HDF5 file is the containers' to name)."""
    if not head.startswith(_HDF5):
        return None
    low = name.lower()
    if low.endswith(".h5ad") or (b"encoding-type" in head and b"anndata" in head):
        return ("an AnnData file (.h5ad: HDF5 of X, obs, var, uns; scanpy's)",
                "read it with scanpy (adata = sc.read_h5ad(FILE)), rank each cell type's genes "
                "(sc.tl.rank_genes_groups(adata, 'cell_type')) and give rankagg.fuse sc.get.rank_genes_groups_df(adata, "
                "None) with group, names, scores renamed qid, docid, score and a run column; or " + _AS_RUN)
    if low.endswith(".h5mu"):
        return ("a MuData file (.h5mu: HDF5 of AnnData modalities)",
                "read it with mudata (mu.read_h5mu) and rank each modality's genes with scanpy; " + _AS_RUN)
    if low.endswith(".loom") or (b"row_attrs" in head and b"col_attrs" in head):
        return ("a Loom file (HDF5 of matrix, layers, row_attrs, col_attrs)",
                "read it with scanpy (sc.read_loom) or loompy, rank each cell type's genes with a DE tool and "
                + _AS_RUN)
    if low.endswith(".h5seurat") or (b"active.assay" in head and b"assays" in head):
        return ("SeuratDisk's .h5Seurat (HDF5 of a Seurat object's assays, meta.data, reductions)",
                "load it in R (SeuratDisk::LoadH5Seurat), run FindAllMarkers and write its rows as TREC lines "
                "(cluster, 'Q0', gene, rank, avg_log2FC, 'seurat'); or " + _AS_RUN)
    if low.endswith(("feature_bc_matrix.h5", "molecule_info.h5")) or (b"barcodes" in head and b"feature_type" in head):
        return ("a Cell Ranger HDF5 matrix (filtered_feature_bc_matrix.h5: counts, barcodes and features)",
                "read it with scanpy (sc.read_10x_h5) or Seurat (Read10X_h5), rank each cluster's genes with a DE "
                "tool and " + _AS_RUN)
    return None
