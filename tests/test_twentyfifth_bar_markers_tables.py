"""Issue 45's twenty-fifth bar, a single-cell lab fusing the marker genes of its DE tools per cell type: a file of the
lab's tools given where runs or qrels go was told by its header ("starts with a header: a table, not TREC run
lines"), a field count ("expected 6 fields ..., found 5", "expected 4 fields ..., found 1") or as a generic run table,
instead of by name: Seurat's FindAllMarkers and FindMarkers CSVs, scanpy's rank_genes_groups table, presto's, MAST's,
edgeR's and limma's tables, Cell Ranger's differential_expression.csv, CellTypist's and SingleR's predictions,
PanglaoDB's and CellMarker's marker tables, Cell Ranger's matrix.mtx, features.tsv and barcodes.tsv
(u25a_*_as_run, u25a_*_as_qrels).

The members are generated: each file under its own name and neutral ones, plain and gzipped, at the runs and the
qrels door, the DE tables' headers quoted or not, at a comma or a tab; and near shapes (a run whose documents are
barcodes, a table of marker lists, a gene list, a CRISPR library's guides) that must keep their reading."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.tool_files import tool_file_shape

#: (header cells, a row, what the note names); each written at a comma and at a tab, quoted and not
DE_TABLES = [
    (["", "p_val", "avg_log2FC", "pct.1", "pct.2", "p_val_adj", "cluster", "gene"],
     ["CD3D", "0", "2.41", "0.982", "0.211", "0", "0", "CD3D"], "FindAllMarkers"),
    (["p_val", "avg_logFC", "pct.1", "pct.2", "p_val_adj", "cluster", "gene"],  # Seurat 3's
     ["0", "2.41", "0.982", "0.211", "0", "CD4+_T", "CD3D"], "FindAllMarkers"),
    (["", "p_val", "avg_logFC", "pct.1", "pct.2", "p_val_adj"], ["CD8A", "1e-150", "2.9", "0.88", "0.05", "2e-146"],
     "FindMarkers"),
    (["", "group", "names", "scores", "logfoldchanges", "pvals", "pvals_adj"],
     ["0", "B_naive", "MS4A1", "45.1", "3.2", "0.0", "0.0"], "rank_genes_groups"),
    (["names", "scores", "pvals", "pvals_adj"], ["MS4A1", "45.1", "0.0", "0.0"], "rank_genes_groups"),
    (["feature", "group", "avgExpr", "logFC", "statistic", "auc", "pval", "padj", "pct_in", "pct_out"],
     ["MS4A1", "B", "2.1", "1.9", "1.2e7", "0.91", "0", "0", "95.1", "4.3"], "presto"),
    (["primerid", "Pr(>Chisq)", "coef", "ci.hi", "ci.lo", "fdr"], ["MS4A1", "1e-50", "2.1", "2.3", "1.9", "2e-47"],
     "MAST"),
    (["genes", "logFC", "logCPM", "F", "PValue", "FDR"], ["MS4A1", "3.1", "9.2", "512", "1e-30", "2e-27"], "edgeR"),
    (["", "logFC", "logCPM", "LR", "PValue", "FDR"], ["MS4A1", "3.1", "9.2", "512", "1e-30", "2e-27"], "edgeR"),
    (["", "logFC", "AveExpr", "t", "P.Value", "adj.P.Val", "B"], ["MS4A1", "3.1", "9.2", "21", "1e-30", "2e-27", "58"],
     "limma"),
    (["Feature ID", "Feature Name", "Cluster 1 Mean Counts", "Cluster 1 Log2 fold change",
      "Cluster 1 Adjusted p value"], ["ENSG00000163736", "PPBP", "0.03", "-5.1", "1e-10"], "Cell Ranger"),
    (["", "predicted_labels", "over_clustering", "majority_voting"],
     ["AAACCTGAGAAACCAT-1", "B cells", "3", "B cells"], "CellTypist"),
    (["", "scores.B_cell", "scores.T_cells", "labels", "delta.next", "pruned.labels"],
     ["AAACCTGAGAAACCAT-1", "0.47", "0.22", "B_cell", "0.25", "B_cell"], "SingleR"),
    (["", "B cells", "CD8+ T cells", "Monocytes"], ["AAACCTGAGAAACCAT-1", "0.01", "0.97", "0.02"], "a row per cell"),
    (["species", "official gene symbol", "cell type", "nicknames", "ubiquitousness index", "canonical marker"],
     ["Mm Hs", "MS4A1", "B cells", "CD20", "0.012", "1"], "PanglaoDB"),
    (["species", "tissue_class", "cell_name", "marker", "Symbol", "GeneID"],
     ["Human", "Blood", "B cell", "CD20", "MS4A1", "931"], "CellMarker"),
]


def _table(header, row, sep, quote):
    q = (lambda c: f'"{c}"') if quote else (lambda c: c)
    return sep.join(map(q, header)) + "\n" + sep.join(map(q, row)) + "\n"


def _write(path, text):
    path.write_bytes(gzip.compress(text.encode()) if path.name.endswith(".gz") else text.encode())


@pytest.mark.parametrize("header,row,what", DE_TABLES)
@pytest.mark.parametrize("sep,quote", [(",", True), (",", False), ("\t", False)])
@pytest.mark.parametrize("name", ["markers.csv", "tool.run", "b_naive.txt.gz"])
def test_a_single_cell_table_is_named_at_the_runs_and_qrels_doors(tmp_path, header, row, what, sep, quote, name):
    path = tmp_path / name
    _write(path, _table(header, row, sep, quote))
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason


MTX = '%%MatrixMarket matrix coordinate integer general\n%metadata_json: {"format_version": 2}\n33538 737280 9\n1 1 3\n'
FEATURES = "ENSG00000243485\tMIR1302-2HG\tGene Expression\nENSG00000237613\tFAM138A\tGene Expression\n"
MOUSE_FEATURES = "ENSMUSG00000051951\tXkr4\tGene Expression\nCD3_TotalSeqB\tCD3\tAntibody Capture\n"
BARCODES = "AAACCTGAGAAACCAT-1\nAAACCTGAGAAACCGC-1\n"
#: (the file's text, its names, what the note names)
MATRIX_FILES = [(MTX, ["matrix.mtx", "matrix.mtx.gz", "counts.txt"], "Matrix Market"),
                (FEATURES, ["features.tsv.gz", "features.tsv", "rows.txt"], "features.tsv"),
                (MOUSE_FEATURES.splitlines()[0] + "\n", ["features.tsv.gz", "genes_mouse.txt"], "features.tsv"),
                (BARCODES, ["barcodes.tsv.gz", "barcodes.tsv", "cells.txt"], "barcodes.tsv"),
                ("ENSG00000243485\tMIR1302-2HG\nENSG00000237613\tFAM138A\n", ["genes.tsv", "genes.tsv.gz"],
                 "genes.tsv")]


@pytest.mark.parametrize("text,name,what", [(t, n, w) for t, names, w in MATRIX_FILES for n in names])
def test_a_cell_ranger_matrix_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, name, what):
    path = tmp_path / name
    _write(path, text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason and "Cell Ranger" in shape.reason


def test_the_findallmarkers_note_gives_the_frame_of_its_own_columns(tmp_path, capsys):
    path = tmp_path / "pbmc_markers.csv"
    path.write_text(_table(*DE_TABLES[0][:2], ",", True))
    out = tmp_path / "markers.run"
    assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "pbmc_markers.csv:1" in err and "FindAllMarkers" in err and not out.exists()
    assert "rename(columns={'cluster': 'qid', 'gene': 'docid', 'avg_log2FC': 'score'})" in err


@pytest.mark.parametrize("name,text", [
    ("cells.run", "B_naive Q0 AAACCTGAGAAACCAT-1 1 0.93 celltypist\n"),  # a run whose documents are barcodes
    ("leiden.csv", "0,1,2\nCD3D,MS4A1,LYZ\nIL7R,CD79A,S100A8\n"),  # scanpy's names frame: a table of lists
    ("b_naive.txt", "MS4A1\nCD79A\nHLA-DRA\n"),  # a gene list
    ("guides.txt", "GACCGGAACGATCTCGCGTA\nAAACCTGAGAAACCAT\n"),  # a CRISPR library's guides: no GEM well
    ("long.csv", "qid,docid,run,score\nB_naive,MS4A1,seurat,3.1\n"),  # a run table a frame wrote
    ("deg.csv", "gene,cluster,score\nMS4A1,B_naive,3.1\n"),  # a long table of the lab's own, no tool's header
])
def test_near_shapes_keep_their_reading(name, text):
    assert tool_file_shape(name, text.splitlines()) is None


def test_a_table_of_marker_lists_is_still_fused(tmp_path, capsys):
    path = tmp_path / "leiden_names.csv"
    path.write_text("seurat,scanpy,presto\nMS4A1,CD79A,MS4A1\nCD79A,MS4A1,CD79A\nHLA-DRA,BANK1,BANK1\n")
    out = tmp_path / "rra.tsv"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 0
    assert out.read_text().splitlines()[1].split("\t")[2] in ("MS4A1", "CD79A")
