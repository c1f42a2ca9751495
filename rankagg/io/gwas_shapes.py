"""A statistical geneticist's files, told by their first lines or bytes, so that a run or qrels door names the tool
that wrote them and says what to do instead of a field count (issue 45's twenty-fourth bar, GWAS loci prioritised by
fusing MAGMA, PoPS, fine-mapping PIPs, coloc, the nearest gene and eQTLs: MAGMA's ``.genes.out`` was told "expected
6 fields 'qid Q0 docid rank score tag', found 9", PLINK's ``.bim`` "score 'T' is not a number", a ``.bed`` "not valid
UTF-8 text", a BGEN, BCF or tabix index "NUL bytes between the characters", and a PLINK ``.fam``, whose six fields
parse as a TREC line, was fused as a run of fathers' ids).

* Each method's table, by its header: MAGMA's gene analysis (``GENE CHR START STOP NSNPS NPARAM N ZSTAT P``), PoPS'
  predictions (``ENSGID PoPS_Score``), SuSiE's credible-set variables (``variable variable_prob cs``, or ``cs
  variable pip``), FINEMAP's ``.snp`` (``rsid ... prob log10bf``) and ``.cred`` (``index cred1 prob1``), coloc's
  posteriors (``PP.H4.abf``), summary statistics (a variant, its position and its P, Z or beta: plain, LDSC's munged
  ``SNP A1 A2 N Z``, the GWAS Catalog's harmonised ``hm_*`` columns).
* A variant's record without a header of its own (a VCF's, whose ``##`` and ``#CHROM`` lines are comments to a run
  reader, or summary statistics under a ``#CHROM`` header): CHROM, an integer POS, an id, REF and ALT alleles.
* PLINK's ``.bim`` (chromosome, variant, cM, position, two alleles) and ``.fam`` (family, individual, father,
  mother, sex 0/1/2, phenotype: six fields a TREC reader takes for a run's, told by the name and the sex column).
* The binary files, by their magic bytes: PLINK's ``.bed``, BGEN, and htslib's BGZF-compressed BCF and ``.tbi`` /
  ``.csi`` indexes.

A locus's candidate genes (or variants) ordered by one method's score are a run's list: the note says so, with the
awk that writes one where the table's columns say which is the id and which the score."""

from __future__ import annotations

import os
import re
import zlib
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["gwas_shape", "gwas_binary", "plink_fam_lines"]

#: what to do with a method's table: each locus's genes (variants) ordered by the method's score are a run
_AS_RUN = ("give each method's scores as a run, a locus (or the trait) a query and its candidate genes or variants "
           "the documents, the score higher for the likelier causal one (-log10 P, a Z, a PIP, PP.H4): 'LOCUS Q0 GENE "
           "RANK SCORE METHOD' (or read it with pandas and give rankagg.fuse {method: {locus: {gene: score}}}); the "
           "known causal genes are the qrels, 'LOCUS 0 GENE 1'")
_NUMBER = compiled(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?inf|nan", re.I)
_CHROM = compiled(r"(?i)(?:chr)?(?:[1-9]|1\d|2[0-6]|X|Y|XY|M|MT)")
_ALLELE = compiled(r"(?i)[ACGTN]+|[.*]|<[^>]+>")
_ALLELES = compiled(r"(?i)(?:[ACGTN]+|[.*]|<[^>]+>)(?:,(?:[ACGTN]+|[.*]|<[^>]+>))*")
#: a summary statistics header: a variant column, a position (or the variant's alleles) and a statistic
_VARIANT_HEADINGS = {"snp", "rsid", "rs_id", "snpid", "snp_id", "markername", "variant_id", "hm_variant_id"}
_POSITION_HEADINGS = {"bp", "pos", "position", "base_pair_location", "hm_pos", "bp_hg19", "bp_hg38", "genpos"}
_ALLELE_HEADINGS = {"a1", "a2", "ref", "alt", "effect_allele", "other_allele", "allele1", "allele2", "ea", "nea"}
_STATISTIC_HEADINGS = {"p", "pval", "p_value", "p-value", "pvalue", "p_bolt_lmm", "log10p", "z", "zscore", "beta",
                       "or", "se", "standard_error"}


def _cells(line: str) -> list[str]:
    """The header's cells, unquoted and lower-cased, at its separator (a tab, a comma, else blanks)."""
    line = line.lstrip("\ufeff").strip("\r\n")
    cells = line.split("\t") if "\t" in line else line.split(",") if "," in line else line.split()
    return [c.strip().strip("\"'").lower() for c in cells]


def _awk(name: str, cells: list[str], gene: str, score: str, tag: str, query: str) -> str:
    """The awk that writes a run of the table ``name`` (blank or tab separated, a header line), ``gene`` the id's
    heading and ``score`` the score's, one query ``query``."""
    word = "'" + name.replace("'", "'\\''") + "'"
    return (f"awk -v q={query} 'NR > 1 {{print q, \"Q0\", ${cells.index(gene) + 1}, NR - 1, ${cells.index(score) + 1}, "
            f"\"{tag}\"}}' {word} > {os.path.splitext(name)[0] or name}.run")


def _method_table(name: str, cells: list[str]) -> str | None:
    """Which prioritisation method's table a header of ``cells`` heads, with a run of it where one score says it."""
    have = set(cells)
    stem = re.sub(r"\W+", "_", name.split(".")[0]) or "trait"
    if {"gene", "nsnps", "nparam", "zstat"} <= have:
        return ("is MAGMA's gene analysis (.genes.out: GENE CHR START STOP NSNPS NPARAM N ZSTAT P, Entrez ids), a "
                "row per gene and no ranking, not TREC run or qrels lines: its genes by ZSTAT are a run of the trait: "
                + _awk(name, cells, "gene", "zstat", "magma", stem) + "; or " + _AS_RUN)
    if {"ensgid", "pops_score"} <= have:
        return ("is PoPS' predictions (.preds: ENSGID, PoPS_Score, Y, Y_proj, the gene masks), a row per gene and no "
                "ranking, not TREC run or qrels lines: its genes by PoPS_Score are a run of the trait: "
                + _awk(name, cells, "ensgid", "pops_score", "pops", stem) + "; or " + _AS_RUN)
    pip = next((c for c in ("variable_prob", "pip") if c in have), None)
    if "variable" in have and "cs" in have and pip is not None:
        return ("is SuSiE's credible-set variables (summary(fit)$vars: variable, variable_prob, cs; -1 outside every "
                f"credible set), not TREC run or qrels lines: its variables by {pip} are a run of the locus: "
                + _awk(name, cells, "variable", pip, "susie", stem) + " (the variable is the variant's column in X: "
                "name it by its id); or " + _AS_RUN)
    if {"rsid", "prob", "log10bf"} <= have:
        return ("is FINEMAP's .snp file (index rsid chromosome position ... prob log10bf ...), not TREC run or qrels "
                "lines: its variants by prob (the PIP) are a run of the locus: "
                + _awk(name, cells, "rsid", "prob", "finemap", stem) + "; or " + _AS_RUN)
    if {"index", "cred1", "prob1"} <= have:
        return ("is FINEMAP's .cred file (its credible sets, cred1 prob1 ...), not TREC run or qrels lines: rank the "
                "locus's variants by their PIP (the .snp file's prob column); " + _AS_RUN)
    if any(re.fullmatch(r"pp\.?h4(\.abf)?", c) for c in cells):
        return ("is coloc's posterior probabilities (nsnps, PP.H0.abf ... PP.H4.abf: PP.H4 a shared causal variant), "
                "not TREC run or qrels lines: a locus's genes by PP.H4 are a run; " + _AS_RUN)
    if any(c.startswith("hm_") for c in cells) and "p_value" in have:
        return ("is the GWAS Catalog's harmonised summary statistics (hm_variant_id, hm_rsid, ..., p_value: a row "
                "per variant), not TREC run or qrels lines: summary statistics rank no genes; run a prioritisation "
                "method on them (MAGMA, PoPS, fine-mapping) and " + _AS_RUN)
    if {"snp", "a1", "a2", "n", "z"} <= have and len(have) <= 6:
        return ("is LDSC's munged summary statistics (.sumstats: SNP A1 A2 N Z), not TREC run or qrels lines: summary "
                "statistics rank no genes; run a prioritisation method on them (MAGMA, PoPS, fine-mapping) and "
                + _AS_RUN)
    if have & _VARIANT_HEADINGS and have & (_POSITION_HEADINGS | _ALLELE_HEADINGS) and have & _STATISTIC_HEADINGS:
        return ("is GWAS summary statistics (a variant, its position or alleles and its statistics, e.g. CHR BP SNP "
                "A1 A2 BETA SE P), a row per variant, not TREC run or qrels lines: summary statistics rank no genes; "
                "run a prioritisation method on them (MAGMA, PoPS, fine-mapping) and " + _AS_RUN)
    return None


def _variant_record(line: str) -> bool:
    """Whether ``line`` is a variant's record: CHROM, an integer POS, an id, REF and ALT alleles, then more fields
    (a VCF's QUAL FILTER INFO, or summary statistics' numbers)."""
    fields = line.split("\t") if "\t" in line else line.split()
    return (len(fields) >= 7 and bool(_CHROM.fullmatch(fields[0])) and fields[1].isdigit()
            and bool(_ALLELE.fullmatch(fields[3])) and bool(_ALLELES.fullmatch(fields[4])))


def _bim_line(line: str) -> bool:
    """Whether ``line`` is one of PLINK's .bim: chromosome, variant id, cM, base-pair position, two alleles."""
    f = line.split()
    return (len(f) == 6 and bool(_CHROM.fullmatch(f[0]) or f[0] == "0") and bool(_NUMBER.fullmatch(f[2]))
            and f[3].lstrip("-").isdigit() and bool(_ALLELE.fullmatch(f[4])) and bool(_ALLELE.fullmatch(f[5])))


def plink_fam_lines(name: str, lines: Sequence[str]) -> bool:
    """Whether the file ``name`` (``.fam``, a ``.gz`` aside) whose first lines are ``lines`` is PLINK's sample file:
    family, individual, father, mother, sex (0, 1 or 2) and a phenotype number on each line.  Six such fields parse
    as a TREC run line, so the name tells it, and the sex column."""
    base = name.lower().removesuffix(".gz")
    if not base.endswith(".fam") or not lines:
        return False
    return all(len(f) == 6 and f[4] in ("0", "1", "2") and bool(_NUMBER.fullmatch(f[5]))
               for f in (ln.split() for ln in lines))


FAM_NOTE = ("is PLINK's .fam sample file (family, individual, father, mother, sex, phenotype: six fields that parse as "
            "a TREC run line, fused they would rank fathers' ids), not TREC run or qrels lines: it ranks nothing; "
            + _AS_RUN)


def gwas_shape(name: str, lines: Sequence[str]) -> str | None:
    """What GWAS file named ``name`` whose first non-comment lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    method = _method_table(name, _cells(lines[0]))
    if method is not None:
        return method
    if all(_variant_record(ln) for ln in lines):
        return ("is a variant's record (CHROM POS ID REF ALT ..., as a VCF or GWAS summary statistics under a "
                "'#CHROM' header write it: the '#' lines are comments to a run reader), not TREC run or qrels lines: "
                "variants and summary statistics rank no genes by themselves; " + _AS_RUN)
    if all(_bim_line(ln) for ln in lines):
        return ("is PLINK's .bim variant table (chromosome, variant, cM, position, two alleles), not TREC run or "
                "qrels lines: it ranks nothing; " + _AS_RUN)
    if plink_fam_lines(name, lines):
        return FAM_NOTE
    return None


def gwas_binary(head: bytes) -> tuple[str, str] | None:
    """What binary genetics file ``head`` starts (PLINK's .bed, BGEN, BCF, a tabix or CSI index) and what to do with
    it; None for anything else."""
    if head.startswith(b"\x6c\x1b\x01"):
        return ("PLINK's binary genotype file (.bed, magic 6c 1b 01; not a UCSC BED)",
                "genotypes rank no genes; " + _AS_RUN)
    if len(head) >= 20 and head[16:20] == b"bgen":
        return "a BGEN genotype file (the 'bgen' magic at byte 16)", "genotypes rank no genes; " + _AS_RUN
    if head[:2] == b"\x1f\x8b":
        try:
            inner = zlib.decompressobj(31).decompress(head, 8)
        except zlib.error:  # a corrupt stream: the reader names it
            return None
        found = {b"BCF\x02": "a BCF (binary VCF, BGZF-compressed)", b"TBI\x01": "a tabix index (.tbi)",
                 b"CSI\x01": "a CSI index (.csi)"}.get(inner[:4])
        if found is not None:
            fix = ("give the file it indexes its own way: variants rank no genes; " if "index" in found
                   else "variants rank no genes by themselves (bcftools view makes a VCF of it); ")
            return found, fix + _AS_RUN
    return None
