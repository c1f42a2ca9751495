"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a single-cell biology lab's marker-gene rankings across clustering and DE tools (scanpy, Seurat, edgeR pseudobulk) (its cases, ids ``u25a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: each annotated cell type (``B_naive``, ``CD4+_T_naive``, ``FCGR3A+_Mono``; Leiden clusters ``0`` to
``10`` before annotation) is a query, its candidate marker genes (symbols with the field's punctuation: ``HLA-DRA``,
``MT-CO1``, ``RP11-34P13.7``, ``AC233755.1``; Ensembl ids with versions; mouse ``Cd3e``) the items, and the
differential-expression tools the rankers: Seurat's FindAllMarkers (avg_log2FC, ties at two decimals), scanpy's
rank_genes_groups (t-test scores), MAST's coefficient, presto's AUC (0.5..1, three decimals), edgeR pseudobulk
(-log10 FDR, capped at 300 where the p-value underflows to 0) and DESeq2 pseudobulk (the Wald statistic).  The tools
are fused per cell type with RRF, Borda, CombSUM / CombMNZ (weights from a benchmark) or RRA over top-k tables, and
the consensus is judged against PanglaoDB's canonical markers as qrels (P@5, AP, RR).  The mistakes: the tools' own
outputs given where runs or qrels are read (FindAllMarkers and FindMarkers CSVs, scanpy's exported DataFrames, presto's,
MAST's and edgeR's tables, CellTypist's and SingleR's predictions, PanglaoDB's and CellMarker's marker
tables, Cell Ranger's matrix.mtx.gz, features.tsv.gz, barcodes.tsv.gz and differential_expression.csv, AnnData
.h5ad, Loom, h5Seurat and 10x .h5 files), the consensus named for the field's formats (``.h5ad``,
``.h5Seurat``, ``.h5mu``, ``.cloupe``, ``.loom``), -log10(0) written as ``Inf``, a cell type
with a blank, raw p-values as scores.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, RRA's rho from Kolde
et al.'s formula with SciPy's Beta distribution."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_SINGLECELL = "45 Unseen inputs: a twenty-fifth bar, a single-cell biology lab's marker-gene rankings across clustering and DE tools (scanpy, Seurat, edgeR pseudobulk)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TOOLS = ['seurat_wilcox', 'scanpy_t', 'mast', 'presto_auc', 'edger_pb', 'deseq2_pb']
CANON = {'B_naive': ['MS4A1', 'CD79A', 'CD79B', 'BANK1'], 'CD4+_T_naive': ['CCR7', 'IL7R', 'LEF1', 'TCF7'],
         'CD8+_T_eff': ['CD8A', 'CD8B', 'GZMK', 'NKG7'], 'NK': ['GNLY', 'KLRD1', 'PRF1', 'NCAM1'],
         'CD14+_Mono': ['CD14', 'LYZ', 'S100A8', 'S100A9'], 'FCGR3A+_Mono': ['FCGR3A', 'MS4A7', 'CDKN1C', 'LST1'],
         'pDC': ['LILRA4', 'IL3RA', 'CLEC4C', 'TCF4'], 'Platelet': ['PPBP', 'PF4', 'GP9', 'ITGA2B']}
POOL = ['HLA-DRA', 'HLA-DQA1', 'HLA-DPB1', 'MT-CO1', 'MT-ND4', 'MT-ATP6', 'RP11-34P13.7', 'AC233755.1', 'RPL13A',
        'RPS27', 'MALAT1', 'NEAT1', 'CD3D', 'CD3E', 'CD2', 'ACTB', 'TMSB4X', 'B2M', 'FTL', 'FTH1', 'CST3', 'TYROBP',
        'FCER1G', 'LGALS1', 'S100A4', 'ANXA1', 'GAPDH', 'IFITM3', 'ISG15', 'JUN', 'FOS', 'DUSP1', 'KLF6', 'CXCR4',
        'TXNIP', 'EEF1A1', 'TPT1', 'HLA-A', 'HLA-B', 'HLA-C', 'LINC00926', 'RP11-290F20.3', 'AL627309.1', 'CTD-2192J16.24']
def markers(tools=TOOLS, cts=None, n=24, seed=3, drop=None, signal=0.8, ids=None):
    """{tool: {cell type: {gene: score}}}, higher = better marker; each cell type's 4 canonical markers plus
    n - 4 other genes; each tool's score shape; ``drop``: {tool: share of non-canonical genes it does not test}"""
    g = lcg(seed)
    cts = cts or list(CANON)
    out = {t: {} for t in tools}
    for c, ct in enumerate(cts):
        canon = CANON.get(ct) or CANON[list(CANON)[c % len(CANON)]]
        others = sorted((x for x in POOL if x not in canon), key=lambda x: next(g))[:n - len(canon)]
        genes = canon + others
        for t in tools:
            p = {}
            for i, gene in enumerate(genes):
                u, v = next(g), next(g)
                if i >= len(canon) and v < (drop or {}).get(t, 0.0):
                    continue
                x = (signal if i < len(canon) else 0.0) + u
                if t.startswith('seurat'):
                    s = round(0.25 + 3 * x, 1)
                elif t.startswith('scanpy'):
                    s = round(2 + 30 * x, 2)
                elif t.startswith('mast'):
                    s = round(2.5 * x - 0.6, 3)
                elif t.startswith('presto'):
                    s = round(min(1.0, 0.5 + x / 3.6), 3)
                elif t.startswith('edger'):
                    s = min(300.0, round(280 * x ** 3, 1))
                else:
                    s = round(3 + 25 * x, 2)
                p[(ids or (lambda ct, gene: gene))(ct, gene)] = s
            out[t][ct] = p
    return out
def panglao(cts=None, ids=None):
    """PanglaoDB's canonical markers of each cell type judged 1 (as qrels)"""
    return {ct: {(ids or (lambda ct, gene: gene))(ct, gene): 1 for gene in CANON[ct]} for ct in (cts or CANON)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS + r'''def rra_ref(lists, N=None):
    """Kolde et al. 2012: normalised ranks (missing: 1), rho = min_k pbeta(r_(k), k, n - k + 1)"""
    from scipy.stats import beta
    genes = list(dict.fromkeys(x for l in lists.values() for x in l))
    N = N or len(genes)
    n = len(lists)
    return {x: min(beta.cdf(r, k, n - k + 1) for k, r in enumerate(sorted((l.index(x) + 1) / N if x in l else 1.0
                                                                            for l in lists.values()), 1))
            for x in genes}
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per DE tool (its tag the tool's name), cell types as queries, written with the references"""
    write = ("    open(P(t + '.run.gz'), 'wb').write(__import__('gzip').compress(run_text(run, t).encode(), mtime=0))\n"
             if gz else "    open(P(t + '.run'), 'w').write(run_text(run, t))\n")
    return reference_setup(_REF, f"RUNS = markers({args})\nfor t, run in RUNS.items():\n" + write + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None,
               output: str = "markers.run"):
    code = (f"RUNS = markers({args})\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{t}.run" for t in ("seurat_wilcox", "scanpy_t", "mast", "presto_auc", "edger_pb", "deseq2_pb")]
_OUT = ("markers.run",)
_ONE_RUN = "B_naive Q0 MS4A1 1 3.1 seurat_wilcox\nB_naive Q0 CD79A 2 2.8 seurat_wilcox\n"

# the tools' own files, as each writes them (a few rows)
_FIND_ALL = ('"p_val","avg_log2FC","pct.1","pct.2","p_val_adj","cluster","gene"\n'
             '"MS4A1",0,3.12,0.951,0.043,0,"B_naive","MS4A1"\n'
             '"CD79A",1.2e-289,2.87,0.932,0.061,2.4e-285,"B_naive","CD79A"\n'
             '"CCR7",3.1e-120,1.41,0.702,0.188,6.2e-116,"CD4+_T_naive","CCR7"\n')
_FIND_MARKERS = ('"","p_val","avg_log2FC","pct.1","pct.2","p_val_adj"\n"CD8A",1.1e-150,2.9,0.88,0.05,2.2e-146\n'
                 '"CD8B",3.4e-120,2.4,0.8,0.07,6.8e-116\n"GZMK",2.2e-98,2.1,0.61,0.09,4.4e-94\n')
_RGG_LONG = (",group,names,scores,logfoldchanges,pvals,pvals_adj\n0,B_naive,MS4A1,45.12,3.21,0.0,0.0\n"
             "1,B_naive,CD79A,38.7,2.8,1.2e-200,3.1e-197\n2,NK,GNLY,51.3,5.2,0.0,0.0\n")
_PRESTO = ("feature\tgroup\tavgExpr\tlogFC\tstatistic\tauc\tpval\tpadj\tpct_in\tpct_out\n"
           "MS4A1\tB_naive\t2.1\t1.9\t1.2e7\t0.91\t0\t0\t95.1\t4.3\nCD79A\tB_naive\t2.5\t2.2\t1.1e7\t0.95\t0\t0\t93.2\t6.1\n")
_MAST = ("primerid\tPr(>Chisq)\tcoef\tci.hi\tci.lo\tfdr\nMS4A1\t1e-50\t2.1\t2.3\t1.9\t2e-47\n"
         "CD79A\t3e-40\t1.5\t1.7\t1.3\t4e-37\n")
_EDGER = ("genes\tlogFC\tlogCPM\tF\tPValue\tFDR\nMS4A1\t3.1\t9.2\t512.1\t1e-30\t2e-27\n"
          "CD79A\t2.2\t7.1\t301.2\t1e-20\t1e-17\n")
_CELLTYPIST = (",predicted_labels,over_clustering,majority_voting\nAAACCTGAGAAACCAT-1,CD8+ T cells,12,CD8+ T cells\n"
               "AAACCTGAGAAACCGC-1,B cells,3,B cells\n")
_SINGLER = (",scores.B_cell,scores.T_cells,scores.Monocyte,labels,delta.next,pruned.labels\n"
            "AAACCTGAGAAACCAT-1,0.21,0.43,0.19,T_cells,0.22,T_cells\nAAACCTGAGAAACCGC-1,0.47,0.22,0.2,B_cell,0.25,B_cell\n")
_PANGLAO = ("species\tofficial gene symbol\tcell type\tnicknames\tubiquitousness index\tproduct description\t"
            "gene type\tcanonical marker\tgerm layer\torgan\tsensitivity_human\tsensitivity_mouse\tspecificity_human\t"
            "specificity_mouse\nMm Hs\tMS4A1\tB cells\tCD20|B1|S7\t0.012\tmembrane spanning 4-domains A1\t"
            "protein-coding gene\t1\tMesoderm\tImmune system\t0.927\t0.891\t0.0019\t0.0142\n"
            "Mm Hs\tCD79A\tB cells\tIGA|MB-1\t0.021\tCD79a molecule\tprotein-coding gene\t1\tMesoderm\t"
            "Immune system\t0.964\t0.902\t0.0023\t0.0135\n")
_CELLMARKER = ("species,tissue_class,tissue_type,uberonongology_id,cancer_type,cell_type,cell_name,cellontology_id,"
               "marker,Symbol,GeneID,Genetype,Genename,UNIPROTID,technology_seq,marker_source,PMID,Title,journal,year\n"
               "Human,Blood,Peripheral blood,UBERON_0000178,Normal,Normal cell,B cell,CL_0000236,CD20,MS4A1,931,"
               "protein_coding,membrane spanning 4-domains A1,P11836,10x Chromium,Single-cell sequencing,31209336,"
               "A single-cell atlas,Nature,2019\n")
_MTX = ('%%MatrixMarket matrix coordinate integer general\n%metadata_json: {"software_version": "cellranger-7.1.0", '
        '"format_version": 2}\n33538 737280 2624\n33509 1 1\n32 2 4\n')
_FEATURES = "ENSG00000243485\tMIR1302-2HG\tGene Expression\nENSG00000237613\tFAM138A\tGene Expression\n"
_BARCODES = "AAACCTGAGAAACCAT-1\nAAACCTGAGAAACCGC-1\nAAACCTGAGAAAGTGG-1\n"
_CR_DIFFEXP = ("Feature ID,Feature Name,Cluster 1 Mean Counts,Cluster 1 Log2 fold change,Cluster 1 Adjusted p value,"
               "Cluster 2 Mean Counts,Cluster 2 Log2 fold change,Cluster 2 Adjusted p value\n"
               "ENSG00000163736,PPBP,0.03,-5.1,1e-10,0.02,-4.2,2e-8\nENSG00000105374,NKG7,0.41,-2.2,3e-5,2.1,3.4,1e-40\n")


def _hdf5(*names: bytes) -> bytes:
    """an HDF5 file's first bytes (the signature and a version 0 superblock), then its groups' and attributes' names
    as its object headers and local heaps hold them"""
    return (b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00" + b"\x00" * 78
            + b"HEAP" + b"\x00" * 12 + b"\x00".join(names) + b"\x00" * 200)


_H5AD = _hdf5(b"X", b"obs", b"var", b"uns", b"obsm", b"encoding-type", b"anndata", b"encoding-version", b"0.1.0")
_LOOM = _hdf5(b"matrix", b"layers", b"row_attrs", b"col_attrs", b"row_graphs", b"col_graphs", b"LOOM_SPEC_VERSION")
_H5SEURAT = _hdf5(b"assays", b"RNA", b"active.assay", b"cell.names", b"meta.data", b"reductions", b"project")
_TENX_H5 = _hdf5(b"matrix", b"barcodes", b"data", b"indices", b"indptr", b"shape", b"features", b"feature_type",
                 b"genome", b"id", b"name", b"_all_tag_keys")


def twentyfifth_bar_singlecell_cases() -> list[Case]:
    G = TWENTYFIFTH_SINGLECELL
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    def api(cid: str, what: str, call: str, ref: str, why: str, data: str = "markers()", weights: str = "None") -> Case:
        return ok(cid, what, f"import rankagg\nR = {data}\nW = {weights}\nres = {call}\n"
                  f"refs = {{q: {ref} for q, l in per_query(R).items()}}\n"
                  "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n", why=why)

    cases.append(api(
        "u25a_rrf_six_de_tools", "rankagg.fuse({tool: {cell type: {gene: score}}}, method='rrf'): six DE tools "
        "(FindAllMarkers' avg_log2FC, scanpy's t scores, MAST's coef, presto's AUC, edgeR's -log10 FDR capped at 300, "
        "DESeq2's stat) over eight PBMC cell types ('CD4+_T_naive'), 24 genes each", "rankagg.fuse(R, method='rrf')",
        "rrf_ref(l)", "Cormack et al. 2009: sum 1 / (60 + r), ties in a list by trec_eval's rule (docs/conventions.md)"))
    cases.append(api(
        "u25a_borda_every_tool", "rankagg.fuse(..., method='borda'): every tool tests every gene of the cell type; "
        "presto's AUC ties at three decimals, edgeR's many 300.0 (p-values that underflow to 0)",
        "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: n - r + 1 points; equal scores ordered as trec_eval (docs/conventions.md)",
        data="markers(seed=5)"))
    cases.append(api(
        "u25a_rrf_min_pct_filter", "rankagg.fuse(..., method='rrf'): MAST and presto test only the genes above "
        "min.pct (40% and 25% of the others left out), edgeR a tenth less; RRF sums over the tools that list a gene",
        "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "Cormack et al. 2009: a gene is scored by the lists that hold it",
        data="markers(seed=7, drop={'mast': 0.4, 'presto_auc': 0.25, 'edger_pb': 0.1})"))
    cases.append(api(
        "u25a_combsum_weighted", "rankagg.fuse(..., method='combsum', weights=...): min-max CombSUM weighted by a "
        "benchmark of the tools (pseudobulk edgeR 2, DESeq2 1.5, presto 0.5), MAST's negative coefficients",
        "rankagg.fuse(R, method='combsum', weights=W)", "combsum_minmax_ref(l, W)",
        "rankagg methods combsum: sum of w x min-max scores (docs/conventions.md: a list of equal scores counts 1)",
        data="markers(seed=9)", weights="{'seurat_wilcox': 1.0, 'scanpy_t': 1.0, 'mast': 1.0, 'presto_auc': 0.5, "
                                        "'edger_pb': 2.0, 'deseq2_pb': 1.5}"))
    cases.append(api(
        "u25a_combmnz_partial", "rankagg.fuse(..., method='combmnz'): CombMNZ of min-max scores times the tools "
        "that list the gene, MAST leaving out half of the genes",
        "rankagg.fuse(R, method='combmnz')", "combmnz_ref(l)",
        "rankagg methods combmnz (Fox & Shaw 1994) over min-max scores", data="markers(seed=11, drop={'mast': 0.5})"))
    cases.append(api(
        "u25a_leiden_clusters_mouse", "rankagg.fuse(..., method='rrf'): Leiden clusters '0' to '10' as queries "
        "before annotation (digits, '10' after '1'), mouse symbols ('Cd3e', 'mt-Co1', 'Gm42418')",
        "rankagg.fuse(R, method='rrf')", "rrf_ref(l)", "Cormack et al. 2009; a query id is any token without blanks",
        data="markers(seed=13, cts=[str(k) for k in range(11)], ids=lambda ct, g: g[0] + g[1:].lower() "
             "if not g.startswith('MT-') else 'mt-' + g[3:].capitalize())"))
    cases.append(ok(
        "u25a_long_frame_findallmarkers", "rankagg.fuse(DataFrame cluster, gene, tool, avg_log2FC renamed qid, "
        "docid, run, score), method='rrf': FindAllMarkers' rows of each tool stacked",
        "import rankagg, pandas as pd\nR = markers(seed=15, drop={'presto_auc': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['cluster', 'gene', 'tool', 'avg_log2FC'])\n"
        "df = df.rename(columns={'cluster': 'qid', 'gene': 'docid', 'tool': 'run', 'avg_log2FC': 'score'})\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; Cormack et al. 2009"))
    cases.append(ok(
        "u25a_frames_per_tool", "rankagg.fuse({tool: frame}, method='borda'): one frame per tool, each with its own "
        "column names (ranx's q_id, doc_id, score for scanpy's; qid, docid, score for the others, Seurat's first)",
        "import rankagg, pandas as pd\nR = markers(seed=17)\nF = {}\n"
        "for t, run in R.items():\n"
        "    rows = [(q, d, s) for q, p in run.items() for d, s in p.items()]\n"
        "    cols = ['q_id', 'doc_id', 'score'] if t == 'scanpy_t' else ['qid', 'docid', 'score']\n"
        "    F[t] = pd.DataFrame(rows, columns=cols)\n"
        "res = rankagg.fuse(F, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="docs/conventions.md: {name: frame} each read by its own column names; rankagg methods borda"))
    cases.append(ok(
        "u25a_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per cell type: weights from the lab's "
        "benchmark on sorted populations (pseudobulk tools 2, Wilcoxon 1, t-test 0.5)",
        "import rankagg\nW = {'seurat_wilcox': 1.0, 'scanpy_t': 0.5, 'mast': 1.0, 'presto_auc': 1.0, "
        "'edger_pb': 2.0, 'deseq2_pb': 2.0}\n"
        "R = markers(seed=19)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25a_evaluate_panglao", "rankagg.evaluate(consensus, qrels, ['P@5', 'AP', 'RR']): the RRF consensus per "
        "cell type against PanglaoDB's four canonical markers of each",
        "import rankagg\nR = markers(seed=21, signal=0.35)\nres = rankagg.fuse(R, method='rrf')\nqrels = panglao()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'AP', 'RR'])\n"
        "orders = {q: fused_order(rrf_ref(l)) for q, l in per_query(R).items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('P@5', 'AP', 'RR')) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, AP and RR (references.TREC_MEASURES); docs/conventions.md: evaluate(fuse(runs)) "
            "measures the consensus order"))
    cases.append(ok(
        "u25a_zero_pvalue_ties_by_hand", "rankagg.fuse({'edger_pb': ..., 'deseq2_pb': ...}, method='borda') of "
        "five genes, three with FDR 0 (-log10 capped at 300): the tied genes ordered by id descending, points by hand",
        "import rankagg\nE = {'MS4A1': 300.0, 'CD79A': 300.0, 'CD79B': 300.0, 'HLA-DRA': 12.5, 'MT-CO1': 0.3}\n"
        "D = {'MS4A1': 41.2, 'CD79A': 40.1, 'CD79B': 12.0, 'HLA-DRA': 18.9, 'MT-CO1': -2.0}\n"
        "res = rankagg.fuse({'edger_pb': {'B_naive': E}, 'deseq2_pb': {'B_naive': D}}, method='borda')['B_naive']\n"
        "# edger: MS4A1 CD79B CD79A (ids descending) HLA-DRA MT-CO1 -> 5 4 3 2 1; deseq2: MS4A1 CD79A HLA-DRA CD79B "
        "MT-CO1 -> 5 4 3 2 1\n"
        "want = {'MS4A1': 10.0, 'CD79A': 7.0, 'CD79B': 6.0, 'HLA-DRA': 5.0, 'MT-CO1': 2.0}\n"
        "report('' if dict(res) == want and list(res) == list(want) else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1 points"))
    cases.append(ok(
        "u25a_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): scanpy's names order and Seurat's "
        "row order (ranks, no scores), RRF over those ranks",
        "import rankagg, pandas as pd\nR = markers(tools=['seurat_wilcox', 'scanpy_t', 'mast'], seed=23, "
        "drop={'mast': 0.3})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: a frame with a rank column (no score) is fused by rank; Cormack et al. 2009"))
    cases.append(ok(
        "u25a_depth_top10", "rankagg.fuse(..., method='rrf', depth=10): the ten best markers per cell type for the "
        "dot plot", "import rankagg\nR = markers(seed=25)\nres = rankagg.fuse(R, method='rrf', depth=10)\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 10, written=False))\n",
        why="README: depth= keeps each query's first N; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u25a_cli_rrf_tool_runs", "rankagg fuse seurat_wilcox.run ... deseq2_pb.run --method rrf -o markers.run: "
        "one run per DE tool, cell types as queries", ["fuse", *_RUNS, "--method", "rrf", "-o", "markers.run"],
        None, _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u25a_cli_borda_weights_json", "rankagg fuse ... --method borda --weights weights.json (the benchmark's "
        "weights as a JSON object)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.json", "-o",
                                      "markers.run"],
        {"weights.json": '{"seurat_wilcox": 1, "scanpy_t": 0.5, "mast": 1, "presto_auc": 1, "edger_pb": 2, '
                         '"deseq2_pb": 1.5}'},
        _cli_check("borda", "seed=33", "{'seurat_wilcox': 1, 'scanpy_t': 0.5, 'mast': 1, 'presto_auc': 1, "
                   "'edger_pb': 2, 'deseq2_pb': 1.5}"),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: --weights FILE (a JSON object); weighted Borda"))
    cases.append(cli_ok(
        "u25a_cli_combmnz_depth", "rankagg fuse ... --method combmnz --depth 5: MAST and presto test half of the "
        "genes; the top 5 markers per cell type",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "5", "-o", "markers.run"], None,
        _cli_check("combmnz", "seed=35, drop={'mast': 0.5, 'presto_auc': 0.5}", depth=5),
        setup=_runs_setup("seed=35, drop={'mast': 0.5, 'presto_auc': 0.5}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the gene; --depth 5"))
    cases.append(cli_ok(
        "u25a_cli_gz_runs_combsum", "rankagg fuse *.run.gz --method combsum --weights edger_pb=2,deseq2_pb=2: the "
        "runs gzipped by the pipeline", ["fuse", *[r + ".gz" for r in _RUNS], "--method", "combsum", "--weights",
                                         "edger_pb=2,deseq2_pb=2", "-o", "markers.run"], None,
        _cli_check("combsum", "seed=37", "{'edger_pb': 2, 'deseq2_pb': 2}"), setup=_runs_setup("seed=37", gz=True),
        why="docs/conventions.md: runs plain or gzip; weights by run name (others 1); min-max CombSUM"))
    cases.append(cli_ok(
        "u25a_cli_ensembl_versioned_ids", "rankagg fuse --method rrf: genes as Ensembl ids with versions "
        "('ENSG00000156738.18'), cell types 'NK/NKT'-like ids with '+', '/' and '.' ('CD16+_NK.bright', "
        "'MAIT/gdT')", ["fuse", "seurat_wilcox.run", "scanpy_t.run", "presto_auc.run", "--method", "rrf", "-o",
                        "markers.run"], None,
        lambda out, folder: _report(
            "ids = lambda ct, g: 'ENSG%011d.%d' % (100000 + sum(map(ord, g)) * 37 % 99991, 1 + len(g) % 19)\n"
            "R = markers(tools=['seurat_wilcox', 'scanpy_t', 'presto_auc'], seed=39, cts=['CD16+_NK.bright', "
            "'MAIT/gdT', 'B.naive'], ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/markers.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "ids = lambda ct, g: 'ENSG%011d.%d' % (100000 + sum(map(ord, g)) * 37 % 99991, "
                              "1 + len(g) % 19)\n"
                              "R = markers(tools=['seurat_wilcox', 'scanpy_t', 'presto_auc'], seed=39, "
                              "cts=['CD16+_NK.bright', 'MAIT/gdT', 'B.naive'], ids=ids)\n"
                              "for t, run in R.items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25a_cli_evaluate_panglao_qrels", "rankagg evaluate markers.run --qrels panglao.qrels -m map -m P.5: the "
        "consensus against PanglaoDB's canonical markers written as qrels",
        ["evaluate", "markers.run", "--qrels", "panglao.qrels", "-m", "map", "-m", "P.5"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/markers.run').read())\nqrels = panglao()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0].split('@')[0].lower()] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "report('' if ap is not None and p5 is not None and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(p5 - want['P@5']) < 1e-4 else 'got %r want %r' % (nums, want))\n".replace("OUT", repr(out)),
            folder),
        setup=reference_setup(_REF, "R = markers(seed=41, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('markers.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('panglao.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in panglao().items() for g, r in j.items()))\n"),
        why="trec_eval's map and P_5 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u25a_cli_evaluate_per_celltype", "rankagg evaluate markers.run --qrels canon.qrels -q -m P.1 -m recip_rank: "
        "the first marker and the reciprocal rank per cell type, ties by gene id",
        ["evaluate", "markers.run", "--qrels", "canon.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"markers.run": "B_naive Q0 MS4A1 1 3.0 c\nB_naive Q0 HLA-DRA 2 2.0 c\nB_naive Q0 CD79A 3 1.0 c\n"
                        "NK Q0 NKG7 1 3.0 c\nNK Q0 GNLY 2 2.5 c\nNK Q0 MT-CO1 3 2.5 c\n"
                        "pDC Q0 LILRA4 1 0.5 c\npDC Q0 IL3RA 2 0.5 c\n",
         "canon.qrels": "B_naive 0 MS4A1 1\nNK 0 GNLY 1\nNK 0 NKG7 0\npDC 0 IL3RA 1\n"},
        lambda out, folder: (lambda nums: nums.get(("B_naive", "p1")) == 1.0 and nums.get(("NK", "p1")) == 0.0
                             and nums.get(("pDC", "p1")) == 0.0 and abs(nums.get(("NK", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("pDC", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2] in ("B_naive", "NK", "pDC")}),
        why="trec_eval -q: ties by docid descending (MT-CO1 before GNLY at 2.5: GNLY third, RR 1/3; LILRA4 before "
            "IL3RA at 0.5: P_1 0, RR 1/2)"))
    cases.append(cli_ok(
        "u25a_cli_rra_top30_table", "rankagg fuse b_naive_top30.tsv -o rra.tsv: one cell type's top 30 markers "
        "from four tools, a column each (scanpy's names, Seurat's gene column), RRA by default",
        ["fuse", "b_naive_top30.tsv", "-o", "rra.tsv", "--quiet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_csv(FOLDER + '/rra.tsv', sep='\\t', dtype={'item': str})\n"
            "R = markers(tools=['seurat_wilcox', 'scanpy_t', 'mast', 'deseq2_pb'], seed=43, cts=['B_naive'], n=40)\n"
            "L = {t: desc_order(run['B_naive'])[:30] for t, run in R.items()}\nref = rra_ref(L)\n"
            "items, rho, p = list(t['item']), list(t['score']), list(t['p_value'])\n"
            "bad = [g for g, r, q in zip(items, rho, p) if abs(r - ref[g]) > 1e-9 * ref[g] + 1e-15 "
            "or abs(q - min(4 * ref[g], 1.0)) > 1e-9 * q + 1e-15]\n"
            "report('' if sorted(items) == sorted(ref) and not bad and p == sorted(p) else 'differs at %r' % "
            "bad[:3])\n", folder),
        setup=reference_setup(_REF, "R = markers(tools=['seurat_wilcox', 'scanpy_t', 'mast', 'deseq2_pb'], seed=43, "
                              "cts=['B_naive'], n=40)\n"
                              "L = {t: desc_order(run['B_naive'])[:30] for t, run in R.items()}\n"
                              "rows = ['\\t'.join(L)] + ['\\t'.join(l[i] for l in L.values()) for i in range(30)]\n"
                              "open(P('b_naive_top30.tsv'), 'w').write('\\n'.join(rows) + '\\n')\n"),
        why="docs/genes.md: a table of lists, RRA by default, rows by p-value; Kolde et al. 2012's rho and p = min(n rho, 1)"))
    cases.append(cli_ok(
        "u25a_cli_raw_pvalues_rise", "rankagg fuse seurat_pval.run mast.run --method rrf: Seurat's raw p_val "
        "written as the score (it rises down every list): read by score as trec_eval reads it, with a warning",
        ["fuse", "seurat_pval.run", "mast.run", "--method", "rrf", "-o", "markers.run"],
        {"seurat_pval.run": "B_naive Q0 MS4A1 1 1e-300 seurat\nB_naive Q0 CD79A 2 2e-250 seurat\n"
                            "B_naive Q0 HLA-DRA 3 4e-40 seurat\nB_naive Q0 MT-CO1 4 0.2 seurat\n",
         "mast.run": "B_naive Q0 CD79A 1 2.1 mast\nB_naive Q0 MS4A1 2 1.9 mast\nB_naive Q0 MT-CO1 3 0.1 mast\n"},
        lambda out, folder: _report(
            "R = {'seurat': {'B_naive': {'MS4A1': 1e-300, 'CD79A': 2e-250, 'HLA-DRA': 4e-40, 'MT-CO1': 0.2}}, "
            "'mast': {'B_naive': {'CD79A': 2.1, 'MS4A1': 1.9, 'MT-CO1': 0.1}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/markers.run').read()), refs))\n", folder),
        warns="rise down every list",
        why="docs/conventions.md: a run whose scores rise down every list is read by score, with a warning naming "
            "the file (trec_eval's order)"))
    cases.append(cli_ok(
        "u25a_cli_parquet_out", "rankagg fuse ... --method rrf -o markers.parquet: the consensus as a Parquet table "
        "for the notebook", ["fuse", "seurat_wilcox.run", "edger_pb.run", "--method", "rrf", "-o", "markers.parquet"],
        None, lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/markers.parquet')\n"
            "qc = [c for c in t.columns if c in ('q_id', 'qid')][0]\ndc = [c for c in t.columns if c in ('doc_id', "
            "'docid')][0]\nR = markers(tools=['seurat_wilcox', 'edger_pb'], seed=45)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "rows = {q: [(d, s) for d, s in zip(g[dc], g['score'])] for q, g in t.groupby(qc, sort=False)}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=_runs_setup("tools=['seurat_wilcox', 'edger_pb'], seed=45"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet); Cormack et al. 2009"))

    # --- the tools' own files given where runs are read: named by the tool, at its line -----------------------------
    tool_files = [
        ("u25a_findallmarkers_csv_as_run", "Seurat's FindAllMarkers table (write.csv: p_val, avg_log2FC, pct.1, "
         "pct.2, p_val_adj, cluster, gene)", "pbmc_markers.csv", _FIND_ALL, "FindAllMarkers"),
        ("u25a_findmarkers_csv_as_run", "Seurat's FindMarkers table for one cluster (genes as row names: an empty "
         "first heading)", "cd8_vs_rest.csv", _FIND_MARKERS, "FindMarkers"),
        ("u25a_scanpy_rgg_df_as_run", "scanpy's sc.get.rank_genes_groups_df(adata, None).to_csv (group, names, "
         "scores, logfoldchanges, pvals, pvals_adj)", "leiden_de.csv", _RGG_LONG, "rank_genes_groups"),
        ("u25a_presto_tsv_as_run", "presto's wilcoxauc table (feature, group, avgExpr, logFC, statistic, auc, pval, "
         "padj, pct_in, pct_out)", "wilcoxauc_b_naive.tsv", _PRESTO, "presto"),
        ("u25a_mast_tsv_as_run", "MAST's zlm summary (primerid, Pr(>Chisq), coef, ci.hi, ci.lo, fdr)",
         "mast_b_naive.tsv", _MAST, "MAST"),
        ("u25a_edger_toptags_as_run", "edgeR's topTags table (genes, logFC, logCPM, F, PValue, FDR)",
         "pseudobulk_edger.tsv", _EDGER, "edgeR"),
        ("u25a_celltypist_labels_as_run", "CellTypist's predicted_labels.csv (a 10x barcode per row, "
         "predicted_labels, over_clustering, majority_voting)", "predicted_labels.csv", _CELLTYPIST, "CellTypist"),
        ("u25a_singler_table_as_run", "SingleR's predictions as a data frame (scores.*, labels, delta.next, "
         "pruned.labels per cell)", "singler_pred.csv", _SINGLER, "SingleR"),
        ("u25a_panglao_tsv_as_run", "PanglaoDB's marker table (species, official gene symbol, cell type, ...)",
         "markers_db.tsv", _PANGLAO, "PanglaoDB"),
        ("u25a_mtx_as_run", "Cell Ranger's matrix.mtx (%%MatrixMarket header, then 'gene cell count' triplets)",
         "matrix.mtx", _MTX, "Matrix Market"),
        ("u25a_cellranger_diffexp_as_run", "Cell Ranger's differential_expression.csv (Feature ID, Feature Name, "
         "Cluster N Mean Counts, Log2 fold change, Adjusted p value)", "differential_expression.csv", _CR_DIFFEXP,
         "Cell Ranger"),
    ]
    gz_files = [
        ("u25a_mtx_gz_as_run", "Cell Ranger's filtered_feature_bc_matrix/matrix.mtx.gz", "matrix.mtx.gz", _MTX,
         "Matrix Market"),
        ("u25a_features_gz_as_run", "Cell Ranger's features.tsv.gz (gene id, symbol, 'Gene Expression')",
         "features.tsv.gz", _FEATURES, "Cell Ranger"),
    ]
    binaries = [
        ("u25a_h5ad_as_run", "an AnnData .h5ad (HDF5: X, obs, var, uns; encoding-type anndata)", "pbmc3k.h5ad",
         _H5AD, "AnnData"),
        ("u25a_loom_as_run", "a Loom file (HDF5: matrix, row_attrs, col_attrs)", "pbmc.loom", _LOOM, "Loom"),
        ("u25a_h5seurat_as_run", "SeuratDisk's .h5Seurat (HDF5: assays, meta.data, reductions)", "pbmc.h5Seurat",
         _H5SEURAT, "SeuratDisk"),
        ("u25a_10x_h5_as_run", "Cell Ranger's filtered_feature_bc_matrix.h5 (HDF5: matrix/barcodes, features)",
         "filtered_feature_bc_matrix.h5", _TENX_H5, "Cell Ranger"),
    ]
    _TEXT_WHY = ("trec_eval refuses a line of other than six fields; the file is the tool's, named by the tool (a "
                 "header or a field count says nothing the lab can act on)")
    _BINARY_WHY = ("a binary container holds no TREC line (trec_eval reads garbage or stops at a NUL); named by its "
                   "format, with how to get the rankings out of it")
    for cid, what, name, data, tool in [*tool_files,
                                        *[(c, w, n, gzip.compress(t.encode(), mtime=0), o) for c, w, n, t, o in gz_files],
                                        *binaries]:
        binary = isinstance(data, bytes) and not name.endswith(".gz")
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} seurat_wilcox.run --method rrf -o markers.run: {what} given as a run",
            ["fuse", name, "seurat_wilcox.run", "--method", "rrf", "-o", "markers.run"],
            {name: data, "seurat_wilcox.run": _ONE_RUN}, name if binary else f"{name}:1", tool,
            why=_BINARY_WHY if binary else _TEXT_WHY + ("; gzipped, it is still the tool's" if name.endswith(".gz")
                                                        else "")))

    # --- the qrels the lab gives ------------------------------------------------------------------------------------
    for cid, what, name, text, tool in [
            ("u25a_panglao_as_qrels", "PanglaoDB's marker table, the canonical markers the lab trusts",
             "markers_db.tsv", _PANGLAO, "PanglaoDB"),
            ("u25a_cellmarker_as_qrels", "CellMarker 2.0's download (species, tissue_class, ..., cell_name, marker, "
             "Symbol, ...)", "Cell_marker_Human.csv", _CELLMARKER, "CellMarker"),
            ("u25a_findallmarkers_as_qrels", "FindAllMarkers' table (the markers Seurat found) given as the "
             "judgments", "pbmc_markers.csv", _FIND_ALL, "FindAllMarkers"),
            ("u25a_barcodes_as_qrels", "Cell Ranger's barcodes.tsv (one 10x barcode a line)", "barcodes.tsv",
             _BARCODES, "Cell Ranger")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate markers.run --qrels {name}: {what}",
            ["evaluate", "markers.run", "--qrels", name], {"markers.run": _ONE_RUN, name: text}, f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the tool's (a "
                            "marker database, a DE table, a barcode list), named by what it is"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u25a_cli_inf_score", "rankagg fuse edger_pb.run seurat_wilcox.run --method rrf: -log10(FDR) of an FDR of "
        "0 written by R as 'Inf' on the first line", ["fuse", "edger_pb.run", "seurat_wilcox.run", "--method", "rrf",
                                                     "-o", "markers.run"],
        {"edger_pb.run": "B_naive Q0 MS4A1 1 Inf edger_pb\nB_naive Q0 CD79A 2 284.1 edger_pb\n",
         "seurat_wilcox.run": _ONE_RUN}, "edger_pb.run:1",
        why="docs/conventions.md: an infinite score is refused naming the file and line (its order against another "
            "Inf would be arbitrary)"))
    cases.append(cli_bad(
        "u25a_cli_celltype_with_blanks", "rankagg fuse seurat.run ...: the cell type written as CellTypist names it, "
        "'CD8+ T cells' (blanks), as the query", ["fuse", "seurat.run", "seurat_wilcox.run", "--method", "rrf", "-o",
                                                  "markers.run"],
        {"seurat.run": "CD8+ T cells Q0 CD8A 1 2.9 seurat\nCD8+ T cells Q0 CD8B 2 2.4 seurat\n",
         "seurat_wilcox.run": _ONE_RUN}, "seurat.run:1",
        why="docs/conventions.md: a query with a blank is refused (trec_eval splits the line into 8 fields)"))
    cases.append(bad(
        "u25a_api_inf_score", "rankagg.fuse({'edger_pb': {'B_naive': {'MS4A1': math.inf, ...}}}): -np.log10(0) "
        "as a score", "import rankagg, math\nrankagg.fuse({'edger_pb': {'B_naive': {'MS4A1': math.inf, 'CD79A': "
        "284.1}}, 'mast': {'B_naive': {'MS4A1': 2.1}}}, method='rrf')\n", "edger_pb", "MS4A1", "inf",
        why="docs/conventions.md: a non-finite score is refused, naming the run, query and document"))
    cases.append(bad(
        "u25a_api_deseq2_na_padj", "rankagg.fuse(...) of DESeq2's padj read from its CSV: NA where independent "
        "filtering dropped the gene (NaN)", "import rankagg\nrankagg.fuse({'deseq2_pb': {'B_naive': {'MS4A1': 41.2, "
        "'RP11-34P13.7': float('nan')}}, 'mast': {'B_naive': {'MS4A1': 2.1}}}, method='rrf')\n",
        "deseq2_pb", "RP11-34P13.7",
        why="docs/conventions.md: a missing score (NaN) is refused as one, naming the run and document"))
    cases.append(bad(
        "u25a_api_findallmarkers_frame", "rankagg.fuse(pd.read_csv('pbmc_markers.csv', index_col=0), "
        "method='rrf'): FindAllMarkers' frame as read, its columns not renamed",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('pbmc_markers.csv', index_col=0), method='rrf')\n",
        "qid", "cluster", files={"pbmc_markers.csv": _FIND_ALL},
        why="README: a long frame needs qid, docid and run columns; the message names the columns it has"))
    cases.append(bad(
        "u25a_api_weights_unknown_tool", "rankagg.fuse(..., weights={'edgeR': 2}): the weight keyed by the tool's "
        "name, not the run's ('edger_pb')", "import rankagg\nR = markers(tools=['edger_pb', 'mast'], seed=47)\n"
        "rankagg.fuse(R, method='rrf', weights={'edgeR': 2.0})\n", "edgeR", "edger_pb",
        why="docs/conventions.md: a mapping keys each run by its name; an unknown name would silently weigh nothing"))

    # --- the consensus written under a single-cell format's name ---------------------------------------------------
    for cid, out_name, what in [
            ("u25a_out_h5ad", "markers.h5ad", "an AnnData file"),
            ("u25a_out_h5seurat", "markers.h5Seurat", "SeuratDisk's h5Seurat"),
            ("u25a_out_h5mu", "markers.h5mu", "a MuData file"),
            ("u25a_out_cloupe", "markers.cloupe", "a Loupe Browser file"),
            ("u25a_out_loom", "markers.loom", "a Loom file")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse seurat_wilcox.run edger_pb.run --method rrf -o {out_name}: {what}; TREC lines under "
            "that name are read by no tool that opens it",
            ["fuse", "seurat_wilcox.run", "edger_pb.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("tools=['seurat_wilcox', 'edger_pb'], seed=49"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
