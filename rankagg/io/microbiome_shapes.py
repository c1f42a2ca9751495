"""A microbiome lab's files, told by their first lines or bytes, so that a run or lists door names the tool that wrote
them and says what to do instead of a field count (issue 45's twenty-third bar, a lab fusing differential-abundance
methods: LEfSe's ``.res`` was told "expected 6 fields 'qid Q0 docid rank score tag', found 5", a Newick tree "found
1", DESeq2's ``write.csv(res)`` "found 1", ALDEx2's table "9 cells for 8 lists", ANCOM-BC's and MaAsLin2's results "a
run table saved as text", a QIIME 2 artifact "a zip archive: unzip it").

* Each method's results table, by its header: DESeq2 (``baseMean, log2FoldChange, lfcSE, stat, pvalue, padj``),
  ANCOM-BC (``lfc, se, W, p_val, q_val, diff_abn``, or ANCOM-BC2's ``lfc_<term>`` ... ``diff_<term>``), ALDEx2
  (``we.ep, we.eBH, wi.ep, wi.eBH, effect``), MaAsLin2's ``all_results.tsv`` (``feature, metadata, value, coef,
  stderr, ..., pval, qval``); LEfSe's headerless ``.res`` by its five tab-separated fields (the feature, the log10 of
  its highest class mean, the class, the LDA score, the p-value; an empty class and LDA and ``-`` where it is not
  discriminative).
* A phylogenetic tree: Newick (``(A:0.1,B:0.2)...;``) or NEXUS (``#NEXUS``).
* QIIME 2's ``.qza`` / ``.qzv``: a zip whose members sit in one folder named by the artifact's UUID.

Each such table tests every taxon; the lab's ranking is the order by the statistic it trusts, which the note says how
to give.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled

__all__ = ["microbiome_shape", "qiime_archive"]

#: what to do with a method's results table: a ranking is the taxa ordered by the statistic the lab trusts
#: (DESeq2's and MaAsLin2's tables are a gene lab's as often as a microbiome lab's: u25a_'s pseudobulk DESeq2 was told
#: "a row per taxon")
_AS_RUN = ("order its features (taxa, genes) by the statistic you trust and write them as a run, the score higher for "
           "the better one (-log10 of the adjusted p-value, or the effect's magnitude): 'COMPARISON Q0 FEATURE RANK "
           "SCORE METHOD' (or read it with pandas and give rankagg.fuse {method: {comparison: {feature: score}}}); a "
           "table of lists holds one column per method, its features best first (docs/genes.md)")
_NUMBER = compiled(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_UUID_MEMBER = compiled(rb"PK\x03\x04[\s\S]{26}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/")


def _method_table(cells: set[str]) -> str | None:
    """Which differential-abundance method's results table a header of ``cells`` heads, or None."""
    if {"basemean", "log2foldchange", "pvalue", "padj"} <= cells:
        return "DESeq2's results table (write.csv(results(dds)): baseMean, log2FoldChange, lfcSE, stat, pvalue, padj)"
    if {"lfc", "se", "w", "p_val", "q_val"} <= cells or (
            any(c.startswith("lfc_") for c in cells) and any(c.startswith("diff_") for c in cells)
            and any(c.startswith(("q_", "p_")) for c in cells)):
        return "ANCOM-BC's results table (lfc, se, W, p_val, q_val, diff_abn per taxon)"
    if {"we.ep", "we.ebh"} <= cells or {"wi.ep", "wi.ebh"} <= cells or {"rab.all", "diff.btw", "effect"} <= cells:
        return "ALDEx2's results table (aldex(): rab.all, diff.btw, effect, we.ep, we.eBH, wi.ep, wi.eBH per taxon)"
    if {"feature", "metadata", "value", "coef", "stderr", "pval", "qval"} <= cells:
        return "MaAsLin2's results table (all_results.tsv: feature, metadata, value, coef, stderr, N, pval, qval)"
    return None


def _lefse_line(line: str) -> bool:
    """Whether ``line`` is one of LEfSe's .res: feature, log10 mean, class, LDA, p-value ('-' when not called)."""
    fields = line.split("\t")
    if len(fields) != 5 or not fields[0].strip() or _NUMBER.fullmatch(fields[0].strip()):
        return False
    _, mean, group, lda, p = (f.strip() for f in fields)
    called = bool(group) and bool(_NUMBER.fullmatch(lda)) and bool(_NUMBER.fullmatch(p))
    uncalled = not group and not lda and p == "-"
    return bool(re.fullmatch(r"[-+]?\d*\.\d+(?:[eE][-+]?\d+)?", mean)) and (called or uncalled)


def microbiome_shape(lines: Sequence[str]) -> str | None:
    """What microbiome file ``lines`` (a file's first non-blank lines) begin, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    first = lines[0].strip()
    # '#NEXUS' is a comment line to the run readers, which start at its first block
    if first.upper() == "#NEXUS" or re.fullmatch(r"(?i)begin +(trees|taxa|data|characters|distances) *;", first):
        return ("is a NEXUS file (a phylogenetic tree or an alignment), not TREC lines: a tree ranks no taxa; give "
                "the methods' rankings of the taxa")
    # a tree on one line ends with ';'; one split over lines holds no blank in its first ('(a note), then' none)
    # a tree's first node follows its '(': '(;' opens an SGF game record (u32g_sgf_as_run)
    if (first.startswith("(") and not first.startswith("(;") and re.search(r"[,:]", first)
            and (first.endswith(";") or not re.search(r"\s", first))):
        return ("is a Newick tree (a phylogeny's '(taxon:length,...);'), not TREC lines: a tree ranks no taxa; give "
                "the methods' rankings of the taxa")
    method = _method_table(header_cells(lines[0]))
    if method is not None:
        return f"is {method}, a row per feature (a taxon, a gene) and no ranking, not TREC lines nor a table of lists: {_AS_RUN}"
    if all(_lefse_line(ln) for ln in lines):
        return ("is LEfSe's .res output (feature, log10 highest class mean, class, LDA score, p-value; '-' where a "
                "feature is not discriminative), not TREC lines nor a table of lists: " + _AS_RUN)
    return None


def qiime_archive(head: bytes) -> tuple[str, str] | None:
    """What QIIME 2 archive ``head`` starts (a zip whose first member sits in a folder named by a UUID), and what to
    do with it; None for anything else."""
    if not _UUID_MEMBER.match(head):
        return None
    return ("a QIIME 2 archive (a .qza artifact or a .qzv visualization: a zip of its data under a UUID folder)",
            "export its data (qiime tools export --input-path FILE --output-path DIR) and give the methods' rankings "
            "of the taxa as TREC run lines or a table of lists (docs/genes.md)")
