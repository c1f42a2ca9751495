"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a statistical geneticist's GWAS variant and gene prioritisation (its cases, ids ``u24d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The geneticist's day: a trait's GWAS loci (``locus_01``, or a region ``chr1:1000000-2000000``) are queries, each
locus's candidate genes (Ensembl ids with their versions) or variants (``rs123``, ``1:12345:A:G``,
``chr1_12345_A_G_b38``) the items, and the prioritisation methods the rankers: MAGMA (-log10 P), PoPS scores,
SuSiE and FINEMAP PIPs (0..1, most of them near zero and tied), coloc's PP.H4, the nearest gene (-distance) and eQTL
evidence; some methods score only some genes.  The methods are fused per locus with Borda, RRF, CombSUM / CombMNZ
(weights from a benchmark), and the consensus is judged against a silver standard of known causal genes (OMIM, drug
targets: one per locus) by P@1, AP and RR.  The mistakes and odd files: the tools' own outputs given where runs or
qrels are read (MAGMA's ``.genes.out``, PoPS' ``.preds``, a SuSiE credible-set table, FINEMAP's ``.snp``, coloc's
table, summary statistics plain, VCF-like or GWAS Catalog harmonised, PLINK's ``.bim`` / ``.fam`` / ``.bed``, BGEN,
BCF, tabix indexes), and the consensus named for a genomics format (``.vcf``, ``.bgen``, ``.bcf``, ``.tbi``,
``.locuszoom``, MAGMA's, PoPS', FINEMAP's, LDSC's and BGEN's own names).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, RRA's rho and p-value
from Kolde et al.'s formula with SciPy's Beta distribution."""

from __future__ import annotations

import gzip
import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT, SEEDED_UNIFORM,
    TREC_MEASURES)

TWENTYFOURTH_GWAS = "45 Unseen inputs: a twenty-fourth bar, a statistical geneticist's GWAS variant and gene prioritisation"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''METHODS = ['magma', 'pops', 'susie_pip', 'finemap_pip', 'coloc_h4', 'nearest_gene', 'eqtl']
def ensg(locus, i):
    return 'ENSG%011d.%d' % (139618 + 1000 * locus + 7 * i, 1 + (locus + i) % 19)
def loci(methods=METHODS, n_loci=12, n=20, seed=3, decimals=3, drop=None, ids=ensg, names=None, signal=0.6):
    """{method: {locus: {gene: score}}}, higher = more likely causal; the locus's gene 0 is its causal gene; PIPs and
    PP.H4 in 0..1 (most near zero: ties at 0.0); ``drop``: {method: share of genes it leaves out}"""
    g = lcg(seed)
    out = {}
    for m in methods:
        out[m] = {}
        for L in range(n_loci):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(m, 0.0):
                    continue
                x = (signal if i == 0 else 0.0) + u
                if m.endswith(('_pip', '_h4')):
                    x = (x / 1.6) ** 8
                p[ids(L, i)] = round(x, decimals)
            out[m][(names or (lambda L: 'locus_%02d' % (L + 1)))(L)] = p
    return out
def silver(n_loci=12, ids=ensg, names=None):
    """the known causal gene of each locus judged 1, its other candidates 0"""
    return {(names or (lambda L: 'locus_%02d' % (L + 1)))(L): {ids(L, i): int(i == 0) for i in range(20)}
            for L in range(n_loci)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS + r'''def rra_ref(lists, N=None):
    """Kolde et al. 2012: normalised ranks (missing: 1), rho = min_k pbeta(r_(k), k, n - k + 1), p = min(n rho, 1)"""
    from scipy.stats import beta
    genes = list(dict.fromkeys(g for l in lists.values() for g in l))
    N = N or len(genes)
    n = len(lists)
    out = {}
    for g in genes:
        r = sorted((l.index(g) + 1) / N if g in l else 1.0 for l in lists.values())
        rho = min(beta.cdf(x, k, n - k + 1) for k, x in enumerate(r, 1))
        out[g] = (rho, min(n * rho, 1.0))
    return out
def rra_agrees(items, rhos, ps, ref, tol=1e-9):
    if sorted(items) != sorted(ref):
        return 'genes differ'
    for g, rho, p in zip(items, rhos, ps):
        if abs(rho - ref[g][0]) > tol * ref[g][0] + 1e-15 or abs(p - ref[g][1]) > tol * ref[g][1] + 1e-15:
            return '%s: rho %r p %r, expected %r' % (g, rho, p, ref[g])
    return '' if all(b >= a * (1 - 1e-12) for a, b in zip(ps, ps[1:])) else 'p-values not ascending'
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = ""):
    """one TREC run per method (its tag the method's name), loci as queries, written with the references"""
    return reference_setup(_REF, f"RUNS = loci({args})\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "genes.run"):
    code = (f"RUNS = loci({args})\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{m}.run" for m in ("magma", "pops", "susie_pip", "finemap_pip", "coloc_h4", "nearest_gene", "eqtl")]
_OUT = ("genes.run",)
_ONE_RUN = "locus_01 Q0 ENSG00000139618.15 1 7.2 magma\nlocus_01 Q0 ENSG00000012048.23 2 3.1 magma\n"

# the tools' own outputs, as each writes them (a few rows)
_MAGMA = ("GENE       CHR      START       STOP  NSNPS  NPARAM       N        ZSTAT            P\n"
          "148398       1     859993     879961     45      12   337199      2.1053      0.017634\n"
          "26155        1     879583     894679     38      10   337199     0.46712       0.32021\n"
          "339451       1     895967     901099     21       7   337199      5.9914    1.0421e-09\n")
_POPS = ("ENSGID\tPoPS_Score\tY\tY_proj\tproject_out_covariates_gene_mask\tfeature_selection_gene_mask\t"
         "training_gene_mask\nENSG00000187634\t0.0731\t2.1053\t1.8712\tTrue\tTrue\tTrue\n"
         "ENSG00000188976\t-0.0112\t0.46712\t0.4012\tTrue\tTrue\tTrue\nENSG00000187961\t0.2143\t5.9914\t5.1301\t"
         "True\tTrue\tFalse\n")
_SUSIE = ("variable\tvariable_prob\tcs\n412\t0.9713\t1\n408\t0.0211\t1\n1187\t0.5523\t2\n1190\t0.4102\t2\n"
          "3\t2.1e-05\t-1\n")
_FINEMAP = ("index rsid chromosome position allele1 allele2 maf beta se z prob log10bf mean sd mean_incl sd_incl\n"
            "412 rs7412 19 44908822 C T 0.078 -0.154 0.009 -17.1 0.9713 61.2 -0.149 0.021 -0.154 0.009\n"
            "408 rs429358 19 44908684 T C 0.151 0.061 0.007 8.71 0.0211 1.02 0.001 0.009 0.058 0.007\n")
_COLOC = ("gene,nsnps,PP.H0.abf,PP.H1.abf,PP.H2.abf,PP.H3.abf,PP.H4.abf\n"
          "ENSG00000130203.10,812,1.2e-12,3.4e-05,2.1e-09,0.0412,0.9587\n"
          "ENSG00000130204.13,790,2.2e-10,0.1102,1.4e-07,0.7712,0.1186\n")
_SUMSTATS = ("CHR BP SNP A1 A2 BETA SE P\n19 44908822 rs7412 T C -0.154 0.009 1e-320\n"
             "19 44908684 rs429358 C T 0.061 0.007 5E-8\n1 55039974 rs11591147 T G -0.42 0.02 0\n")
_VCF_LIKE = ("#CHROM\tPOS\tID\tREF\tALT\tBETA\tSE\tP\n19\t44908822\trs7412\tC\tT\t-0.154\t0.009\t1e-320\n"
             "19\t44908684\trs429358\tT\tC\t0.061\t0.007\t5E-8\n")
_VCF = ("##fileformat=VCFv4.2\n##INFO=<ID=PIP,Number=1,Type=Float,Description=\"SuSiE PIP\">\n"
        "#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\n19\t44908822\trs7412\tC\tT\t.\tPASS\tPIP=0.9713\n"
        "19\t44908684\trs429358\tT\tC\t.\tPASS\tPIP=0.0211\n")
_HARMONISED = ("hm_variant_id\thm_rsid\thm_chrom\thm_pos\thm_other_allele\thm_effect_allele\thm_beta\thm_odds_ratio\t"
               "hm_ci_lower\thm_ci_upper\thm_effect_allele_frequency\thm_code\tvariant_id\tp_value\tchromosome\t"
               "base_pair_location\tother_allele\teffect_allele\tbeta\tstandard_error\n"
               "19_44908822_C_T\trs7412\t19\t44908822\tC\tT\t-0.154\tNA\tNA\tNA\t0.078\t10\trs7412\t1e-320\t19\t"
               "44908822\tC\tT\t-0.154\t0.009\n")
_BIM = "19\trs7412\t0\t44908822\tT\tC\n19\trs429358\t0\t44908684\tC\tT\n1\trs11591147\t0\t55039974\tT\tG\n"
_FAM = "fam1 ind1 0 0 1 -9\nfam2 ind2 0 0 2 -9\nfam3 ind3 0 0 1 1\n"
#: the files whose first lines are '#' comments (a VCF's meta lines, a '#CHROM' header): the first record's line
_FIRST_RECORD = {"ldl_sumstats.tsv": 2, "finemapped.vcf": 4}
_LDSC = "SNP\tA1\tA2\tN\tZ\nrs7412\tT\tC\t337199.000\t-17.111\nrs429358\tC\tT\t337199.000\t8.714\n"


def _bgzf(data: bytes) -> bytes:
    """one BGZF block (gzip with the 'BC' extra field), as htslib writes .bcf, .tbi and .vcf.gz"""
    deflated = gzip.compress(data)[10:]
    extra = b"BC" + struct.pack("<HH", 2, 0)
    return b"\x1f\x8b\x08\x04\x00\x00\x00\x00\x00\xff" + struct.pack("<H", len(extra)) + extra + deflated


_PLINK_BED = b"\x6c\x1b\x01" + bytes([0b11011000, 0b00101101, 0xff, 0x03] * 8)
_BGEN = (struct.pack("<IIII", 20, 20, 3, 500) + b"bgen" + struct.pack("<I", 0b1001)
         + b"\x02\x00\x00\x00" + b"\x00" * 64)
_BCF = _bgzf(b"BCF\x02\x02" + struct.pack("<I", 40) + b"##fileformat=VCFv4.2\n#CHROM\tPOS\tID\n\x00" + b"\x00" * 32)
_TBI = _bgzf(b"TBI\x01" + struct.pack("<iiiiiiii", 1, 2, 1, 2, 0, ord("#"), 0, 3) + b"19\x00" + b"\x00" * 24)
_VCF_GZ = _bgzf(_VCF.encode())


def twentyfourth_bar_gwas_cases() -> list[Case]:
    G = TWENTYFOURTH_GWAS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u24d_borda_methods_dict", "rankagg.fuse({method: {locus: {gene: score}}}, method='borda'): seven "
        "prioritisation methods (MAGMA, PoPS, SuSiE and FINEMAP PIPs, coloc PP.H4, nearest gene, eQTL) over 12 loci "
        "of 20 candidate genes (Ensembl ids with versions); PIPs mostly 0.0 (tied)",
        "import rankagg\nR = loci()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points; ties in a list ordered as trec_eval (docs/conventions.md)",
        fast=True))
    cases.append(ok(
        "u24d_rrf_partial_methods", "rankagg.fuse(..., method='rrf'): coloc tests only the genes with an eQTL "
        "(60% left out), the eQTL method half of them, PoPS a tenth less; RRF sums over the methods that rank a gene",
        "import rankagg\nR = loci(seed=5, drop={'coloc_h4': 0.6, 'eqtl': 0.5, 'pops': 0.1})\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the item"))
    cases.append(ok(
        "u24d_combmnz_long_frame", "rankagg.fuse(DataFrame locus, ensembl_gene_id, method, score renamed qid, docid, "
        "run, score), CombMNZ, the nearest-gene method scoring -distance (negative scores)",
        "import rankagg, pandas as pd\nR = loci(seed=7, drop={'coloc_h4': 0.5})\n"
        "R['nearest_gene'] = {q: {d: -round(1e5 * (2 - s)) for d, s in p.items()} for q, p in R['nearest_gene'].items()}\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u24d_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per locus: weights from a benchmark of the "
        "methods against known causal genes (PoPS 2, fine-mapping 1.5, nearest gene 0.5)",
        "import rankagg\nW = {'magma': 1.0, 'pops': 2.0, 'susie_pip': 1.5, 'finemap_pip': 1.5, 'coloc_h4': 1.0, "
        "'nearest_gene': 0.5, 'eqtl': 1.0}\n"
        "R = loci(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u24d_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised method scores, coloc leaving out half of the genes",
        "import rankagg, pandas as pd\nW = {'magma': 0.5, 'pops': 2.0, 'susie_pip': 1.5, 'finemap_pip': 1.0, "
        "'coloc_h4': 1.25, 'nearest_gene': 0.25, 'eqtl': 1.0}\n"
        "R = loci(seed=11, drop={'coloc_h4': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u24d_evaluate_silver_standard", "rankagg.evaluate(consensus, qrels, ['P@1', 'AP', 'RR']): the Borda "
        "consensus per locus against a silver standard of one known causal gene per locus (its 19 other candidates "
        "judged 0)",
        "import rankagg\nR = loci(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='borda')\nqrels = silver()\n"
        "got = rankagg.evaluate(res, qrels, ['P@1', 'AP', 'RR'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if abs(got['P@1'] - p1) < 1e-9 and abs(got['AP'] - want['AP']) < 1e-9 and "
        "abs(got['RR'] - want['RR']) < 1e-9 and 0 < p1 < 1 else '%r vs P@1 %r %r' % (got, p1, want))\n",
        why="trec_eval's P@1, AP and RR (references.TREC_MEASURES); with one relevant gene AP equals RR"))
    cases.append(ok(
        "u24d_pip_ties_by_hand", "rankagg.fuse({'susie': ..., 'finemap': ...}, method='borda') of one locus's five "
        "variants whose PIPs are 0.97, 0.02 and three 0.0: the tied variants ordered as trec_eval orders them (id "
        "descending), Borda points checked by hand",
        "import rankagg\nS = {'rs7412': 0.97, 'rs429358': 0.02, 'rs1': 0.0, 'rs2': 0.0, 'rs3': 0.0}\n"
        "F = {'rs7412': 0.91, 'rs429358': 0.0, 'rs1': 0.0, 'rs2': 0.05, 'rs3': 0.0}\n"
        "res = rankagg.fuse({'susie': {'APOE': S}, 'finemap': {'APOE': F}}, method='borda')['APOE']\n"
        "# susie: rs7412 rs429358 rs3 rs2 rs1 -> 5 4 3 2 1; finemap: rs7412 rs2 rs429358 rs3 rs1 -> 5 4 3 2 1\n"
        "want = {'rs7412': 10.0, 'rs429358': 7.0, 'rs2': 6.0, 'rs3': 5.0, 'rs1': 2.0}\n"
        "report('' if dict(res) == want and list(res)[0] == 'rs7412' and list(res)[-1] == 'rs1' else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1 points"))
    cases.append(ok(
        "u24d_volume_1000_loci", "rankagg.fuse: 1,000 loci x 20 genes x 8 methods (160,000 scores), method='rrf', "
        "the top 5 genes per locus",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2024)\n"
        "ms = METHODS + ['depict']\nqs = ['locus_%04d' % k for k in range(1000)]\nruns = {m: {} for m in ms}\n"
        "for k, q in enumerate(qs):\n"
        "    genes = ['ENSG%011d' % (20 * k + i) for i in range(20)]\n"
        "    base = rng.random(20)\n"
        "    for m in ms:\n"
        "        runs[m][q] = dict(zip(genes, np.round(0.5 * base + 0.5 * rng.random(20), 4).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=5)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for m in ms:\n"
        "        for r, d in enumerate(desc_order(runs[m][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:5]\n"
        "    got = res[q]\n"
        "    if len(got) != 5 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 5 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u24d_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): MAGMA's and PoPS' gene ranks within "
        "each locus instead of their scores, RRF over those ranks",
        "import rankagg, pandas as pd\nR = loci(methods=['magma', 'pops', 'eqtl'], seed=15, drop={'eqtl': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: a frame with a rank column is fused by rank; Cormack et al. 2009 over the given ranks"))
    cases.append(ok(
        "u24d_significance_trait_rra", "rankagg.api.gene_lists.significance({method: genes best first}, 'rra', "
        "N=19000): each method's genome-wide top 50 genes for the trait (symbols), RRA's rho and p-value per gene",
        "from rankagg.api.gene_lists import significance\n"
        "sym = lambda L, i: ['APOE', 'PCSK9', 'LDLR', 'HMGCR', 'SORT1'][L] if i == 0 else 'GENE%05d' % (97 * L + 13 * i)\n"
        "R = loci(methods=['magma', 'pops', 'depict', 'nearest_gene'], seed=17, n_loci=5, n=60, ids=sym)\n"
        "L = {m: desc_order({g: s for p in run.values() for g, s in p.items()})[:50] for m, run in R.items()}\n"
        "t = significance(L, 'rra', N=19000)\n"
        "report(rra_agrees(list(t['item']), list(t['score']), list(t['p_value']), rra_ref(L, 19000)))\n",
        why="Kolde et al. 2012 §2.2-2.4: ranks divided by N, rho = min_k Beta(k, n-k+1) cdf, p = min(n rho, 1)"))
    cases.append(ok(
        "u24d_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the methods' table as "
        "Arrow (from a Parquet file the pipeline wrote), RRF",
        "import rankagg, pyarrow as pa\nR = loci(seed=19, drop={'coloc_h4': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in sorted(zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]), "
        "key=lambda x: (x[0], -x[2])):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u24d_cli_rrf_method_runs", "rankagg fuse magma.run ... eqtl.run --method rrf -o genes.run: one run per "
        "method, loci as queries, Ensembl ids with versions", ["fuse", *_RUNS, "--method", "rrf", "-o", "genes.run"],
        None, _cli_check("rrf", "seed=23"), setup=_runs_setup("seed=23"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)", fast=True))
    cases.append(cli_ok(
        "u24d_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "the benchmark)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o", "genes.run"],
        {"weights.txt": "magma 1\npops 2\nsusie_pip 1.5\nfinemap_pip 1.5\ncoloc_h4 1\nnearest_gene 0.5\neqtl 1\n"},
        _cli_check("borda", "seed=25", "{'magma': 1, 'pops': 2, 'susie_pip': 1.5, 'finemap_pip': 1.5, 'coloc_h4': 1, "
                   "'nearest_gene': 0.5, 'eqtl': 1}"),
        setup=_runs_setup("seed=25"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u24d_cli_combmnz_depth_partial", "rankagg fuse ... --method combmnz --depth 3: coloc and eQTL score half "
        "of the genes; the top 3 candidates per locus",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "3", "-o", "genes.run"], None,
        _cli_check("combmnz", "seed=27, drop={'coloc_h4': 0.5, 'eqtl': 0.5}", depth=3),
        setup=_runs_setup("seed=27, drop={'coloc_h4': 0.5, 'eqtl': 0.5}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the gene; --depth 3"))
    cases.append(cli_ok(
        "u24d_cli_region_variant_ids", "rankagg fuse susie.run finemap.run --method rrf: queries are regions "
        "'chr19:44000000-46000000', variants named in four forms (rs7412, 19:44908822:C:T, chr19_44908822_C_T_b38, "
        "19-44908822-C-T)", ["fuse", "susie.run", "finemap.run", "--method", "rrf", "-o", "genes.run"], None,
        lambda out, folder: _report(
            "ids = lambda L, i: ['rs%d' % (7412 + i), '%d:%d:C:T' % (L + 1, 44908822 + i), "
            "'chr%d_%d_C_T_b38' % (L + 1, 44908822 + i), '%d-%d-A-G' % (L + 1, 44908822 + i)][i % 4]\n"
            "nm = lambda L: 'chr%d:%d-%d' % (L + 1, 44000000, 46000000)\n"
            "R = loci(methods=['susie', 'finemap'], seed=29, ids=ids, names=nm)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/genes.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "ids = lambda L, i: ['rs%d' % (7412 + i), '%d:%d:C:T' % (L + 1, 44908822 + i), "
                              "'chr%d_%d_C_T_b38' % (L + 1, 44908822 + i), '%d-%d-A-G' % (L + 1, 44908822 + i)][i % 4]\n"
                              "nm = lambda L: 'chr%d:%d-%d' % (L + 1, 44000000, 46000000)\n"
                              "for t, run in loci(methods=['susie', 'finemap'], seed=29, ids=ids, names=nm).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u24d_cli_subnormal_pips", "rankagg fuse susie.run finemap.run --method rrf: PIPs written as 1e-320, "
        "5e-321 and 0 (subnormal doubles, as R prints them) must keep their order",
        ["fuse", "susie.run", "finemap.run", "--method", "rrf", "-o", "genes.run"],
        {"susie.run": "L1 Q0 rs1 1 0.93 susie\nL1 Q0 rs2 2 1e-320 susie\nL1 Q0 rs3 3 5e-321 susie\n"
                      "L1 Q0 rs4 4 0 susie\n",
         "finemap.run": "L1 Q0 rs4 1 2e-300 finemap\nL1 Q0 rs3 2 1e-310 finemap\nL1 Q0 rs1 3 4.9e-324 finemap\n"
                        "L1 Q0 rs2 4 0 finemap\n"},
        lambda out, folder: _report(
            "R = {'susie': {'L1': {'rs1': 0.93, 'rs2': 1e-320, 'rs3': 5e-321, 'rs4': 0.0}}, "
            "'finemap': {'L1': {'rs4': 2e-300, 'rs3': 1e-310, 'rs1': 4.9e-324, 'rs2': 0.0}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/genes.run').read()), refs))\n", folder),
        why="trec_eval reads scores with atof (subnormals kept); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u24d_cli_evaluate_silver_qrels", "rankagg evaluate genes.run --qrels silver.qrels -m map -m P.1: the "
        "consensus against the silver standard (one causal gene per locus judged 1)",
        ["evaluate", "genes.run", "--qrels", "silver.qrels", "-m", "map", "-m", "P.1"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/genes.run').read())\nqrels = silver()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0].split('@')[0].lower()] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\ngot1 = nums.get('P@1', nums.get('P_1'))\n"
            "report('' if ap is not None and got1 is not None and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(got1 - p1) < 1e-4 else 'got %r want %r %r' % (nums, want, p1))\n".replace("OUT", repr(out)),
            folder),
        setup=reference_setup(_REF, "R = loci(seed=31)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('genes.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('silver.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in silver().items() for g, r in j.items()))\n"),
        why="trec_eval's map and P_1 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u24d_cli_rra_methods_table", "rankagg fuse trait_top.tsv -o rra.tsv: a table of four methods' genome-wide "
        "top 30 genes (a column each, Entrez-free symbols), RRA by default",
        ["fuse", "trait_top.tsv", "-o", "rra.tsv", "--quiet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_csv(FOLDER + '/rra.tsv', sep='\\t', dtype={'item': str})\n"
            "sym = lambda L, i: ['APOE', 'PCSK9', 'LDLR', 'HMGCR'][L] if i == 0 else 'GENE%05d' % (89 * L + 11 * i)\n"
            "R = loci(methods=['magma', 'pops', 'depict', 'nearest_gene'], seed=33, n_loci=4, n=40, ids=sym)\n"
            "L = {m: desc_order({g: s for p in run.values() for g, s in p.items()})[:30] for m, run in R.items()}\n"
            "report(rra_agrees(list(t['item']), list(t['score']), list(t['p_value']), rra_ref(L)))\n", folder),
        setup=reference_setup(_REF, "sym = lambda L, i: ['APOE', 'PCSK9', 'LDLR', 'HMGCR'][L] if i == 0 else "
                              "'GENE%05d' % (89 * L + 11 * i)\n"
                              "R = loci(methods=['magma', 'pops', 'depict', 'nearest_gene'], seed=33, n_loci=4, n=40, "
                              "ids=sym)\n"
                              "L = {m: desc_order({g: s for p in run.values() for g, s in p.items()})[:30] "
                              "for m, run in R.items()}\n"
                              "rows = ['\\t'.join(L)] + ['\\t'.join(l[i] for l in L.values()) for i in range(30)]\n"
                              "open(P('trait_top.tsv'), 'w').write('\\n'.join(rows) + '\\n')\n"),
        why="docs/genes.md: a table of lists; Kolde et al. 2012's rho and Bonferroni p"))

    # --- the tools' own outputs given where runs are read: named by the tool, at line 1 -----------------------------
    tool_files = [
        ("u24d_magma_genes_out_as_run", "MAGMA's gene analysis (GENE CHR START STOP NSNPS NPARAM N ZSTAT P, "
         "Entrez ids, padded with blanks)", "height.genes.out", _MAGMA, "MAGMA"),
        ("u24d_pops_preds_as_run", "PoPS' predictions (ENSGID, PoPS_Score, Y, Y_proj, the gene masks)",
         "height.preds", _POPS, "PoPS"),
        ("u24d_susie_cs_as_run", "SuSiE's credible-set variables (summary(fit)$vars: variable, variable_prob, cs)",
         "locus_12_cs.tsv", _SUSIE, "SuSiE"),
        ("u24d_finemap_snp_as_run", "FINEMAP's .snp file (index rsid chromosome position ... prob log10bf ...)",
         "locus_12.snp", _FINEMAP, "FINEMAP"),
        ("u24d_coloc_csv_as_run", "coloc's summary per gene (gene, nsnps, PP.H0.abf ... PP.H4.abf)",
         "ldl_eqtlgen.csv", _COLOC, "coloc"),
        ("u24d_sumstats_as_run", "GWAS summary statistics (CHR BP SNP A1 A2 BETA SE P; p-values 1e-320, 5E-8, 0)",
         "ldl.sumstats.txt", _SUMSTATS, "summary statistics"),
        ("u24d_sumstats_vcf_header_as_run", "summary statistics with a VCF-like header (#CHROM POS ID REF ALT "
         "BETA SE P)", "ldl_sumstats.tsv", _VCF_LIKE, "summary statistics"),
        ("u24d_vcf_as_run", "a VCF of the fine-mapped variants (##fileformat=VCFv4.2, PIP in INFO)",
         "finemapped.vcf", _VCF, "VCF"),
        ("u24d_ldsc_sumstats_as_run", "LDSC's munged summary statistics (SNP A1 A2 N Z)", "ldl.sumstats",
         _LDSC, "LDSC"),
        ("u24d_plink_bim_as_run", "PLINK's .bim (chromosome, variant, cM, position, two alleles: six fields)",
         "chr19.bim", _BIM, "PLINK"),
        ("u24d_plink_fam_as_run", "PLINK's .fam (FID IID father mother sex phenotype: six fields that parse as a "
         "TREC line)", "cohort.fam", _FAM, "PLINK"),
    ]
    for cid, what, name, text, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} magma.run -o genes.run: {what} given as a run",
            ["fuse", name, "magma.run", "-o", "genes.run"], {name: text, "magma.run": _ONE_RUN},
            f"{name}:{_FIRST_RECORD.get(name, 1)}", tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number (a .fam's six fields "
                "would rank the father's id by the mother's); the file is the tool's, named by the tool (a field "
                "count says nothing the geneticist can act on)"))
    cases.append(cli_bad(
        "u24d_harmonised_gz_as_run", "rankagg fuse 34594039-GCST90002407.h.tsv.gz magma.run: the GWAS Catalog's "
        "harmonised summary statistics (hm_variant_id, hm_rsid, ..., p_value), gzipped, given as a run",
        ["fuse", "GCST90002407.h.tsv.gz", "magma.run", "-o", "genes.run"],
        {"GCST90002407.h.tsv.gz": gzip.compress(_HARMONISED.encode(), mtime=0), "magma.run": _ONE_RUN},
        "GCST90002407.h.tsv.gz:1", "summary statistics",
        why="trec_eval refuses a line of 20 fields; the GWAS Catalog's harmonised format is named by what it is"))
    binaries = [
        ("u24d_plink_bed_as_run", "PLINK's .bed genotypes (magic 6c 1b 01)", "chr19.bed", _PLINK_BED, "PLINK"),
        ("u24d_bgen_as_run", "a BGEN v1.2 genotype file (the 'bgen' magic at byte 16)", "chr19.bgen", _BGEN, "BGEN"),
        ("u24d_bcf_as_run", "a BCF (BGZF-compressed, 'BCF\\2\\2' inside)", "finemapped.bcf", _BCF, "BCF"),
        ("u24d_tabix_tbi_as_run", "a tabix index (.tbi: BGZF, 'TBI\\1' inside) picked instead of its .vcf.gz",
         "finemapped.vcf.gz.tbi", _TBI, "tabix"),
        ("u24d_vcf_gz_as_run", "a bgzipped VCF (.vcf.gz, BGZF blocks)", "finemapped.vcf.gz", _VCF_GZ, "VCF"),
    ]
    for cid, what, name, data, tool in binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} magma.run -o genes.run: {what} given as a run",
            ["fuse", name, "magma.run", "-o", "genes.run"], {name: data, "magma.run": _ONE_RUN}, name, tool,
            why="a binary genotype or index file holds no TREC line (trec_eval reads garbage or stops at a NUL); named "
                "by its magic bytes, with the command that makes text of it"))

    # --- the qrels the geneticist gives -----------------------------------------------------------------------------
    cases.append(cli_bad(
        "u24d_silver_csv_as_qrels", "rankagg evaluate genes.run --qrels silver.csv: the silver standard kept as "
        "'locus,gene' rows (OMIM and drug-target genes per locus)", ["evaluate", "genes.run", "--qrels", "silver.csv"],
        {"genes.run": _ONE_RUN, "silver.csv": "locus,gene\nlocus_01,ENSG00000139618.15\nlocus_02,ENSG00000130203.10\n"},
        "silver.csv:1", outputs=(), why="trec_eval refuses a qrels line of other than four fields"))
    cases.append(cli_bad(
        "u24d_magma_as_qrels", "rankagg evaluate genes.run --qrels height.genes.out: MAGMA's gene table (the genes "
        "the geneticist trusts) given as the judgments", ["evaluate", "genes.run", "--qrels", "height.genes.out"],
        {"genes.run": _ONE_RUN, "height.genes.out": _MAGMA}, "height.genes.out:1", "MAGMA", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is MAGMA's, named by the tool"))
    cases.append(cli_bad(
        "u24d_coloc_as_qrels", "rankagg evaluate genes.run --qrels ldl_eqtlgen.tsv: coloc's PP.H4 table (tab-separated) "
        "given as the judgments", ["evaluate", "genes.run", "--qrels", "ldl_eqtlgen.tsv"],
        {"genes.run": _ONE_RUN, "ldl_eqtlgen.tsv": _COLOC.replace(",", "\t")}, "ldl_eqtlgen.tsv:1", "coloc", outputs=(),
        why="trec_eval refuses a qrels line of seven fields; the file is coloc's, named by the tool"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(ok(
        "u24d_rrf_locus_one_method", "rankagg.fuse(..., method='rrf'): a new locus (locus_13) only PoPS scores "
        "(no credible set, no eQTL there yet), beside twelve every method scores",
        "import rankagg\nR = loci(seed=45)\nR['pops']['locus_13'] = {'ENSG00000141510.18': 0.31, "
        "'ENSG00000171862.11': 0.12, 'ENSG00000012048.23': 0.12}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a locus is fused over the methods that rank it (PER_QUERY: a ranker only where it "
            "holds the query)"))
    cases.append(cli_ok(
        "u24d_cli_evaluate_per_locus", "rankagg evaluate genes.run --qrels silver.qrels -q -m P.1 -m recip_rank: "
        "the hit at 1 and the reciprocal rank of the causal gene, locus by locus",
        ["evaluate", "genes.run", "--qrels", "silver.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"genes.run": "L1 Q0 APOE 1 3.0 c\nL1 Q0 TOMM40 2 2.0 c\nL1 Q0 APOC1 3 1.0 c\n"
                      "L2 Q0 CELSR2 1 3.0 c\nL2 Q0 SORT1 2 2.5 c\nL2 Q0 PSRC1 3 2.5 c\n"
                      "L3 Q0 HMGCR 1 0.5 c\nL3 Q0 COL4A3BP 2 0.5 c\n",
         "silver.qrels": "L1 0 APOE 1\nL2 0 SORT1 1\nL2 0 CELSR2 0\nL3 0 HMGCR 1\n"},
        lambda out, folder: (lambda nums: nums.get(("L1", "p1")) == 1.0 and nums.get(("L2", "p1")) == 0.0
                             and nums.get(("L3", "p1")) == 1.0 and abs(nums.get(("L2", "rr"), -1) - 0.5) < 1e-4
                             and abs(nums.get(("L3", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2] in ("L1", "L2", "L3")}),
        why="trec_eval -q: ties by docid descending (SORT1 and PSRC1 at 2.5: SORT1 second, RR 1/2, P_1 0; "
            "HMGCR before COL4A3BP at 0.5: P_1 1, RR 1)"))

    # --- the consensus written under a genomics format's name ------------------------------------------------------
    for cid, out_name, what in [
            ("u24d_out_vcf", "genes.vcf", "a VCF"),
            ("u24d_out_bgen", "genes.bgen", "a BGEN genotype file"),
            ("u24d_out_bcf", "genes.bcf", "a BCF"),
            ("u24d_out_tbi", "genes.vcf.gz.tbi", "a tabix index"),
            ("u24d_out_locuszoom", "locus_12.locuszoom", "LocusZoom's input"),
            ("u24d_out_magma_genes_out", "prioritised.genes.out", "MAGMA's gene analysis output"),
            ("u24d_out_pops_preds", "prioritised.preds", "PoPS' predictions"),
            ("u24d_out_finemap_snp", "locus_12.snp", "FINEMAP's variant table"),
            ("u24d_out_finemap_cred", "locus_12.cred", "FINEMAP's credible sets"),
            ("u24d_out_bgen_sample", "genes.sample", "a BGEN / IMPUTE sample file"),
            ("u24d_out_ldsc_sumstats", "genes.sumstats", "LDSC's summary statistics")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse magma.run pops.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "magma.run", "pops.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("methods=['magma', 'pops'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
