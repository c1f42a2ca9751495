"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a functional-genomics lab's CRISPR screen hit-calling consensus (its cases, ids ``u23g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: pooled CRISPR knockout screens (HAP1 and RPE1 cells, DMSO and a drug arm) scored by several tools,
MAGeCK RRA and MLE, BAGEL2, drugZ, CRISPhieRmix and JACKS; a screen x condition is a query, a tool a ranker, a gene
an item.  Each tool's score is turned so that higher means more essential (BF as is, -beta, -normZ, -log10 p) and
the tools are fused with Borda, RRF, CombSUM / CombMNZ per screen, or their hit lists (best gene first) by Robust
Rank Aggregation (Kolde et al. 2012: what MAGeCK itself uses) into a p-value per gene.  The consensus is judged
against Hart et al.'s core-essential genes (CEG2, relevant) and non-essential genes (NEG, judged 0): AP and P@k.
The mistakes and odd files: the tools' own outputs given where runs are read (BAGEL2's ``.bf`` and ``.pr``,
drugZ's two-direction table, MAGeCK MLE's ``gene_summary.txt`` and RRA's ``sgrna_summary.txt``, CRISPhieRmix's
table, JACKS' ``gene_JACKS_results.txt``), the output named for a genomics format (GSEA's ``.rnk``, ``.gct``,
``.gmt``, ``.grp``, BAGEL2's ``.bf``, reads ``.fastq``), a reference list of genes given as qrels, scores where
lower is better.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, RRA's rho and
p-value from Kolde et al.'s formula with SciPy's Beta distribution, BH q-values with SciPy."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT, SEEDED_UNIFORM,
    TREC_MEASURES)

TWENTYTHIRD_CRISPR = "45 Unseen inputs: a twenty-third bar, a functional-genomics lab's CRISPR screen hit-calling consensus"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TOOLS = ['mageck_rra', 'mageck_mle', 'bagel2', 'drugz', 'jacks']
SCREENS = ['HAP1_DMSO', 'HAP1_olaparib', 'RPE1_DMSO']
CEG = ['RPL3', 'PSMA1', 'POLR2A', 'SF3B1', 'RPS6', 'CDC20', 'PCNA', 'SNRPD1', 'RAN', 'KIF11']
NEG = ['OR4F5', 'OR2T4', 'TAS2R1', 'DEFB4A', 'KRTAP5-1', 'LCE1A', 'MAGEA4', 'PRM1']
def gene(i):
    if i < len(CEG):
        return CEG[i]
    if i < len(CEG) + len(NEG):
        return NEG[i - len(CEG)]
    return ['BRCA1', 'TP53', 'ATM', 'RB1', 'PTEN', 'MARCHF1', 'SEPTIN2', 'C1orf112', 'HLA-A', 'NKX2-1'][i % 10] + ('' if i < 28 else '_%d' % i)
def screens(tools=TOOLS, names=SCREENS, n=60, seed=3, decimals=3, drop=None, ids=gene):
    """{tool: {screen: {gene: score}}}, higher = more essential; ``drop``: {tool: share of genes it leaves out}"""
    g = lcg(seed)
    out = {}
    for t in tools:
        out[t] = {}
        for s in names:
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if v < (drop or {}).get(t, 0.0):
                    continue
                signal = 0.45 if i < len(CEG) else (-0.3 if i < len(CEG) + len(NEG) else 0.0)
                p[ids(i)] = round(signal + u, decimals)
            out[t][s] = p
    return out
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS + r'''def hit_lists(runs, screen, top=None):
    """each tool's genes of one screen, best first (trec_eval's order), cut at ``top``"""
    return {t: desc_order(run[screen])[:top] for t, run in runs.items()}
def rra_ref(lists, N=None):
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
def table_agrees(rows, ref, tol=1e-9):
    """rows [(item, score, p_value)] in the table's order: each gene's rho and p equal the reference's, p ascending"""
    if sorted(r[0] for r in rows) != sorted(ref):
        return 'genes differ'
    for g, rho, p in rows:
        if abs(rho - ref[g][0]) > tol * max(1e-300, ref[g][0]) + 1e-15 or abs(p - ref[g][1]) > tol * max(1e-300, ref[g][1]) + 1e-15:
            return '%s: rho %r p %r, expected %r' % (g, rho, p, ref[g])
    ps = [r[2] for r in rows]
    if any(b < a * (1 - 1e-12) for a, b in zip(ps, ps[1:])):
        return 'p-values not ascending'
    return ''
def read_table(path):
    import pandas as pd
    t = pd.read_csv(path, sep='\t' if path.endswith('.tsv') else ',', dtype={'item': str})
    return list(zip(t['item'], t['score'], t['p_value'])), t
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = ""):
    """one TREC run per tool (its tag the tool's name), screens as queries, written with the references"""
    return reference_setup(_REF, f"RUNS = screens({args})\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "consensus.run"):
    code = (f"RUNS = screens({args})\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _table_check(name: str, lists_code: str, n: str = "None"):
    """the significance table ``name`` against Kolde's formula on the lists ``lists_code`` builds"""
    code = (f"L = {lists_code}\nrows, _ = read_table(FOLDER + '/{name}')\n"
            f"report(table_agrees(rows, rra_ref(L, {n})))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{t}.run" for t in ("mageck_rra", "mageck_mle", "bagel2", "drugz", "jacks")]
_OUT = ("consensus.run",)

# the tools' own outputs, as each writes them (a few genes)
_BAGEL_BF = "Gene\tBF\tSTD\tNumObs\nRPL3\t85.213\t3.102\t4\nPSMA1\t70.118\t2.207\t4\nBRCA1\t12.004\t1.5\t4\nOR4F5\t-40.3\t5.011\t4\n"
_BAGEL_PR = ("Gene\tBF\tRecall\tPrecision\tFDR\nRPL3\t85.213\t0.1\t1.0\t0.0\nPSMA1\t70.118\t0.2\t1.0\t0.0\n"
             "BRCA1\t12.004\t0.2\t0.667\t0.333\nOR4F5\t-40.3\t0.2\t0.5\t0.5\n")
_DRUGZ = ("GENE\tsumZ\tnormZ\tpval_synth\trank_synth\tfdr_synth\tpval_supp\trank_supp\tfdr_supp\n"
          "RPL3\t-20.1\t-9.51\t1e-20\t1\t1e-18\t1\t4\t1\nPSMA1\t-10.2\t-5.02\t2.6e-07\t2\t5.2e-06\t1\t3\t1\n"
          "BRCA1\t1.1\t0.52\t0.698\t3\t0.8\t0.301\t2\t0.5\nOR4F5\t5.3\t2.51\t0.994\t4\t1\t0.006\t1\t0.024\n")
_MLE = ("Gene\tsgRNA\tolaparib|beta\tolaparib|z\tolaparib|p-value\tolaparib|fdr\tolaparib|wald-p-value\t"
        "olaparib|wald-fdr\nRPL3\t4\t-1.21\t-5.02\t1e-05\t0.0001\t5.2e-07\t1e-05\n"
        "BRCA1\t4\t-0.83\t-3.11\t0.0012\t0.01\t0.0019\t0.02\nOR4F5\t4\t0.05\t0.21\t0.83\t0.95\t0.83\t0.95\n")
_SGRNA = ("sgrna\tGene\tcontrol_count\ttreatment_count\tcontrol_mean\ttreat_mean\tLFC\tcontrol_var\tadj_var\t"
          "score\tp.low\tp.high\tp.twosided\tFDR\thigh_in_treatment\n"
          "RPL3_sg1\tRPL3\t512.3/488.1\t10.2/8.9\t500.2\t9.55\t-5.71\t144\t150.1\t39.1\t1e-300\t1\t2e-300\t1e-296\tFalse\n"
          "RPL3_sg2\tRPL3\t402.1/420.7\t22.4/19.8\t411.4\t21.1\t-4.28\t88.5\t93.2\t40.4\t1e-300\t1\t2e-300\t1e-296\tFalse\n"
          "BRCA1_sg1\tBRCA1\t300.2/310.5\t250.1/240.3\t305.35\t245.2\t-0.31\t50.1\t55.4\t8.1\t0.21\t0.79\t0.42\t0.88\tFalse\n")
_RRA_SUMMARY = ("id\tnum\tneg|score\tneg|p-value\tneg|fdr\tneg|rank\tneg|goodsgrna\tneg|lfc\tpos|score\t"
                "pos|p-value\tpos|fdr\tpos|rank\tpos|goodsgrna\tpos|lfc\n"
                "RPL3\t4\t1.2e-09\t2.6e-07\t0.00041\t1\t4\t-3.21\t1\t1\t1\t300\t0\t-3.21\n"
                "BRCA1\t4\t0.0031\t0.012\t0.29\t2\t2\t-0.82\t0.88\t0.9\t1\t210\t0\t-0.82\n")
_CRISPHIERMIX = ('"","genes","locfdr","score","FDR"\n"1","RPL3",1.2e-09,0.999,1.1e-09\n"2","PSMA1",3.4e-06,0.998,'
                 '1.8e-06\n"3","BRCA1",0.41,0.59,0.21\n"4","OR4F5",0.99,0.01,0.61\n')
_JACKS = ("Gene\tHAP1_DMSO\tHAP1_olaparib\tRPE1_DMSO\nRPL3\t-2.812\t-2.905\t-2.431\nPSMA1\t-2.104\t-2.211\t-1.998\n"
          "BRCA1\t-0.512\t-1.203\t-0.221\nOR4F5\t0.041\t0.012\t0.103\n")


def twentythird_bar_crispr_cases() -> list[Case]:
    G = TWENTYTHIRD_CRISPR
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u23g_borda_tools_dict", "rankagg.fuse({tool: {screen: {gene: score}}}, method='borda'): five tools' "
        "essentiality scores (BF, -beta, -normZ, ...) per screen, rounded to three decimals (ties)",
        "import rankagg\nR = screens()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points; references.RANKED_LISTS", fast=True))
    cases.append(ok(
        "u23g_rrf_tools_drop_genes", "rankagg.fuse(..., method='rrf'): JACKS and drugZ leave out a third and a "
        "fifth of the genes (too few guides, filtered counts); RRF sums over the tools that rank a gene",
        "import rankagg\nR = screens(seed=5, drop={'jacks': 0.33, 'drugz': 0.2})\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the item"))
    cases.append(ok(
        "u23g_combmnz_long_frame", "rankagg.fuse(DataFrame screen, gene, tool, score renamed qid, docid, run, "
        "score), CombMNZ, with MAGeCK MLE leaving out a quarter of the genes",
        "import rankagg, pandas as pd\nR = screens(seed=7, drop={'mageck_mle': 0.25})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994)"))
    cases.append(ok(
        "u23g_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per screen: the lab trusts BAGEL2 and MAGeCK "
        "MLE twice as much as the others (their benchmark AUC on CEG2/NEG)",
        "import rankagg\nW = {'mageck_rra': 1.0, 'mageck_mle': 2.0, 'bagel2': 2.0, 'drugz': 1.0, 'jacks': 1.0}\n"
        "R = screens(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u23g_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised essentiality scores",
        "import rankagg, pandas as pd\nW = {'mageck_rra': 0.5, 'mageck_mle': 1.5, 'bagel2': 2.0, 'drugz': 1.0, 'jacks': 0.75}\n"
        "R = screens(seed=11)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u23g_evaluate_ceg2_neg", "rankagg.evaluate(consensus, qrels): Hart's core-essential genes (CEG2) judged "
        "1 and non-essential (NEG) judged 0 in every screen; AP, P@5, nDCG@10 and RR of the Borda consensus",
        "import rankagg\nR = screens(seed=13)\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = {q: {**{g: 1 for g in CEG}, **{g: 0 for g in NEG}} for q in SCREENS}\n"
        "got = rankagg.evaluate(res, qrels, ['AP', 'P@5', 'nDCG@10', 'RR'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('AP', 'P@5', 'nDCG@10', 'RR')) else '%r %r' % "
        "(got, want))\n",
        why="trec_eval's AP, P@5, nDCG@10 and RR (references.TREC_MEASURES); NEG judged 0 is not relevant"))
    cases.append(ok(
        "u23g_ap_stepwise_by_hand", "the AP of the RRF consensus of one screen against CEG2 equals the step-wise "
        "AP over every gene (sum of (R_n - R_n-1) P_n, as scikit-learn's average_precision_score defines it; NEG "
        "and unjudged genes 0), every CEG2 gene ranked",
        "import rankagg\nR = screens(seed=15, names=['HAP1_DMSO'])\n"
        "res = rankagg.fuse(R, method='rrf')['HAP1_DMSO']\norder = list(res)\n"
        "y = [1 if d in CEG else 0 for d in order]\n"
        "sk = sum((1 / sum(y)) * (sum(y[:n]) / n) for n in range(1, len(y) + 1) if y[n - 1])\n"
        "got = rankagg.evaluate({'HAP1_DMSO': res}, {'HAP1_DMSO': {**{g: 1 for g in CEG}, **{g: 0 for g in NEG}}}, "
        "['AP'])['AP']\n"
        "report('' if abs(got - sk) < 1e-12 and sk < 1 and order == fused_order(rrf_ref(per_query(R)['HAP1_DMSO'])) "
        "else 'AP %r, step-wise %r' % (got, sk))\n",
        why="AP = mean over relevant genes of precision at their rank; the step-wise AP (scikit-learn's definition) "
            "is the same when every relevant gene is ranked and no score ties"))
    cases.append(ok(
        "u23g_mageck_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): each tool's own rank column "
        "(MAGeCK's neg|rank, drugZ's rank_synth) instead of scores, RRF over those ranks",
        "import rankagg, pandas as pd\nR = screens(seed=49, drop={'drugz': 0.2})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: a frame with a rank column is fused by rank; Cormack et al. 2009 over the given ranks"))
    cases.append(ok(
        "u23g_significance_rra_dict", "rankagg.api.gene_lists.significance({tool: genes best first}, 'rra'): the "
        "five tools' hit lists of one screen, RRA's rho and p-value per gene",
        "from rankagg.api.gene_lists import significance\nR = screens(seed=17)\nL = hit_lists(R, 'HAP1_DMSO')\n"
        "t = significance(L, 'rra')\n"
        "report(table_agrees(list(zip(t['item'], t['score'], t['p_value'])), rra_ref(L)))\n",
        why="Kolde et al. 2012 §2.2-2.3: rho = min_k Beta(k, n-k+1) cdf of the k-th normalised rank, p = min(n rho, 1)",
        fast=True))
    cases.append(ok(
        "u23g_significance_top100_N", "significance(lists, 'rra', N=19114): each tool's top 100 of the 19,114 genes "
        "of the Brunello library (ranks divided by N, a missing gene at 1)",
        "from rankagg.api.gene_lists import significance\n"
        "R = screens(seed=19, n=400, ids=lambda i: gene(i) if i < 28 else 'GENE%05d' % i)\n"
        "L = hit_lists(R, 'HAP1_olaparib', top=100)\nt = significance(L, 'rra', N=19114)\n"
        "report(table_agrees(list(zip(t['item'], t['score'], t['p_value'])), rra_ref(L, 19114)))\n",
        why="Kolde et al. 2012 §2.4 / docs/genes.md: ranks divided by N, a missing gene takes the normalised rank 1"))
    cases.append(ok(
        "u23g_rra_tiny_p_ten_screens", "significance: ten screens' top-50 lists of 20,000 genes all rank RPL3 first; "
        "its p-value is 10 x (1/20000)^10-ish, far below 1e-40, to 1e-9 relative",
        "from rankagg.api.gene_lists import significance\n"
        "L = {'screen%d' % k: ['RPL3'] + ['G%05d' % ((k * 37 + i * 11) % 19999) for i in range(49)] for k in range(10)}\n"
        "t = significance(L, 'rra', N=20000)\nref = rra_ref(L, 20000)\n"
        "report(table_agrees(list(zip(t['item'], t['score'], t['p_value'])), ref) or "
        "('' if t['item'].iloc[0] == 'RPL3' and ref['RPL3'][1] < 1e-40 else 'RPL3 not first'))\n",
        why="Kolde et al. 2012: rho = min_k pbeta(r_(k), k, n-k+1); pbeta(x, 10, 1) = x^10"))
    cases.append(ok(
        "u23g_qvalue_bh_scipy", "significance(...)'s q_value equals SciPy's Benjamini-Hochberg of its p_value "
        "(false_discovery_control), the 5% FDR hits the lab reports",
        "from rankagg.api.gene_lists import significance\nfrom scipy.stats import false_discovery_control\n"
        "import numpy as np\nR = screens(seed=21, n=120)\nL = hit_lists(R, 'RPE1_DMSO', top=60)\n"
        "t = significance(L, 'rra', N=120)\nref = rra_ref(L, 120)\n"
        "p = np.array([ref[g][1] for g in t['item']])\nq = false_discovery_control(p)\n"
        "report(table_agrees(list(zip(t['item'], t['score'], t['p_value'])), ref) or "
        "('' if np.allclose(t['q_value'].to_numpy(), q, rtol=1e-9, atol=0) else 'q %r vs %r' % "
        "(t['q_value'].to_numpy()[:4], q[:4])))\n",
        why="Benjamini & Hochberg 1995 within the query (docs/genes.md: q_value); SciPy's false_discovery_control"))
    cases.append(ok(
        "u23g_volume_20000_genes", "rankagg.fuse: 10 screens x 5 tools x 20,000 genes (1,000,000 scores), "
        "method='rrf', the top 200 hits per screen",
        "import rankagg, numpy as np\nrng = np.random.default_rng(45)\nn = 20000\n"
        "genes = ['G%05d' % i for i in range(n)]\nbase = rng.random(n)\n"
        "qs = ['screen%02d' % k for k in range(10)]\n"
        "runs = {t: {q: dict(zip(genes, np.round(0.5 * base + 0.5 * rng.random(n), 5).tolist())) for q in qs} "
        "for t in TOOLS}\n"
        "res = rankagg.fuse(runs, method='rrf', depth=200)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for t in TOOLS:\n"
        "        for r, d in enumerate(desc_order(runs[t][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:200]\n"
        "    got = res[q]\n"
        "    if len(got) != 200 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 200 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u23g_cli_rrf_tool_runs", "rankagg fuse mageck_rra.run ... jacks.run --method rrf -o consensus.run: one run "
        "per tool, screens as queries", ["fuse", *_RUNS, "--method", "rrf", "-o", "consensus.run"], None,
        _cli_check("rrf", "seed=23"), setup=_runs_setup("seed=23"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)", fast=True))
    cases.append(cli_ok(
        "u23g_cli_borda_weights_lines", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: "
        "BAGEL2 2, MAGeCK MLE 1.5)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o",
                                      "consensus.run"],
        {"weights.txt": "mageck_rra 1\nmageck_mle 1.5\nbagel2 2\ndrugz 1\njacks 0.5\n"},
        _cli_check("borda", "seed=25", "{'mageck_rra': 1, 'mageck_mle': 1.5, 'bagel2': 2, 'drugz': 1, 'jacks': 0.5}"),
        setup=_runs_setup("seed=25"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u23g_cli_combmnz_dropped_genes", "rankagg fuse ... --method combmnz --depth 10: JACKS leaves out 40% of the "
        "genes; the top 10 hits per screen",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "10", "-o", "consensus.run"], None,
        _cli_check("combmnz", "seed=27, drop={'jacks': 0.4}", depth=10), setup=_runs_setup("seed=27, drop={'jacks': 0.4}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the gene; --depth 10"))
    cases.append(cli_ok(
        "u23g_cli_sgrna_coordinate_ids", "rankagg fuse of two sgRNA-level runs whose ids are 'BRCA1_sg1' and "
        "'chr17:43044295-43044317' (guide coordinates: colons and a dash), RRF",
        ["fuse", "rra_guides.run", "mle_guides.run", "--method", "rrf", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "ids = lambda i: ('chr17:%d-%d' % (43044295 + 40 * i, 43044317 + 40 * i)) if i % 2 else 'BRCA1_sg%d' % i\n"
            "R = screens(tools=['rra_guides', 'mle_guides'], seed=29, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "ids = lambda i: ('chr17:%d-%d' % (43044295 + 40 * i, 43044317 + 40 * i)) "
                              "if i % 2 else 'BRCA1_sg%d' % i\n"
                              "for t, run in screens(tools=['rra_guides', 'mle_guides'], seed=29, ids=ids).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: an id is any token without blanks; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u23g_cli_pvalue_one_ties", "rankagg fuse drugz.run bagel2.run --method borda: drugZ's scores are "
        "-log10(p) and half of its genes have p = 1 (score 0, tied): trec_eval orders the ties by gene descending",
        ["fuse", "drugz.run", "bagel2.run", "--method", "borda", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "R = screens(tools=['drugz', 'bagel2'], seed=31)\n"
            "R['drugz'] = {q: {d: (s if s > 1.0 else 0.0) for d, s in p.items()} for q, p in R['drugz'].items()}\n"
            "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = screens(tools=['drugz', 'bagel2'], seed=31)\n"
                              "R['drugz'] = {q: {d: (s if s > 1.0 else 0.0) for d, s in p.items()} "
                              "for q, p in R['drugz'].items()}\n"
                              "for t, run in R.items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="trec_eval ranks by score, ties by docid descending (docs/conventions.md); rankagg methods borda"))
    cases.append(cli_ok(
        "u23g_cli_parquet_consensus", "rankagg fuse ... --method rrf -o consensus.parquet: the consensus as a table "
        "for the lab's notebook", ["fuse", *_RUNS, "--method", "rrf", "-o", "consensus.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\ndf = pd.read_parquet(FOLDER + '/consensus.parquet')\n"
            "qc = 'q_id' if 'q_id' in df.columns else 'qid'\ndc = 'doc_id' if 'doc_id' in df.columns else 'docid'\n"
            "df = df.sort_values([qc, 'rank'], kind='stable') if 'rank' in df.columns else df\n"
            "rows = {}\nfor q, d, s in zip(df[qc].astype(str), df[dc].astype(str), df['score'].astype(float)):\n"
            "    rows.setdefault(q, []).append((d, s))\n"
            "R = screens(seed=33)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: .parquet writes a Parquet table; RRF"))
    cases.append(cli_ok(
        "u23g_cli_rra_tools_table", "rankagg fuse hits.tsv -o rra.tsv: a table of the five tools' hit lists of "
        "one screen (a column each, best gene first), RRA by default",
        ["fuse", "hits.tsv", "-o", "rra.tsv", "--quiet"], None,
        _table_check("rra.tsv", "hit_lists(screens(seed=35), 'HAP1_DMSO')"),
        setup=reference_setup(_REF, "L = hit_lists(screens(seed=35), 'HAP1_DMSO')\n"
                              "rows = ['\\t'.join(L)] + ['\\t'.join(l[i] for l in L.values()) for i in range(60)]\n"
                              "open(P('hits.tsv'), 'w').write('\\n'.join(rows) + '\\n')\n"),
        why="docs/genes.md: a table of lists; Kolde et al. 2012's rho and Bonferroni p"))
    cases.append(cli_ok(
        "u23g_cli_rra_grp_per_tool", "rankagg fuse mageck.grp bagel2.grp drugz.grp -o rra.csv: one GSEA .grp per "
        "tool (a '#NAME' first line, the top 25 genes)",
        ["fuse", "mageck.grp", "bagel2.grp", "drugz.grp", "-o", "rra.csv", "--quiet"], None,
        _table_check("rra.csv", "{t: l for t, l in hit_lists(screens(tools=['mageck', 'bagel2', 'drugz'], seed=37), "
                                "'HAP1_olaparib', top=25).items()}"),
        setup=reference_setup(_REF, "L = hit_lists(screens(tools=['mageck', 'bagel2', 'drugz'], seed=37), "
                              "'HAP1_olaparib', top=25)\n"
                              "for t, l in L.items():\n    open(P(t + '.grp'), 'w').write('#' + t + '\\n' + "
                              "'\\n'.join(l) + '\\n')\n"),
        why="docs/genes.md: .grp files, a first line '#NAME' names the list; Kolde et al. 2012"))
    cases.append(cli_ok(
        "u23g_cli_rra_N_library", "rankagg fuse top.tsv --param N=18000 -o rra.tsv: each tool's top 40 of a "
        "library of 18,000 genes (the genes scored), a missing gene at the bottom",
        ["fuse", "top.tsv", "--param", "N=18000", "-o", "rra.tsv", "--quiet"], None,
        _table_check("rra.tsv", "hit_lists(screens(seed=39, n=300, ids=lambda i: gene(i) if i < 28 else "
                                "'GENE%05d' % i), 'RPE1_DMSO', top=40)", "18000"),
        setup=reference_setup(_REF, "L = hit_lists(screens(seed=39, n=300, ids=lambda i: gene(i) if i < 28 else "
                              "'GENE%05d' % i), 'RPE1_DMSO', top=40)\n"
                              "rows = ['\\t'.join(L)] + ['\\t'.join(l[i] for l in L.values()) for i in range(40)]\n"
                              "open(P('top.tsv'), 'w').write('\\n'.join(rows) + '\\n')\n"),
        why="docs/genes.md: --param N=...; Kolde et al. 2012 §2.4"))
    cases.append(cli_ok(
        "u23g_cli_evaluate_map_ceg2", "rankagg evaluate consensus.run --qrels ceg2_neg.qrels -m map -m P.5: the "
        "consensus against CEG2 (1) and NEG (0) per screen",
        ["evaluate", "consensus.run", "--qrels", "ceg2_neg.qrels", "-m", "map", "-m", "P.5"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/consensus.run').read())\n"
            "qrels = {q: {**{g: 1 for g in CEG}, **{g: 0 for g in NEG}} for q in SCREENS}\n"
            "want, _ = measures({q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0].split('@')[0].lower()] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "report('' if ap is not None and p5 is not None and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(p5 - want['P@5']) < 1e-4 else 'got %r want %r' % (nums, want))\n".replace("OUT", repr(out)),
            folder),
        setup=reference_setup(_REF, "R = screens(seed=41)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('consensus.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('ceg2_neg.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, int(g in CEG)) "
                              "for q in SCREENS for g in CEG + NEG))\n"),
        why="trec_eval's map and P_5 (references.TREC_MEASURES): NEG judged 0 counts as judged, not relevant"))
    cases.append(cli_ok(
        "u23g_cli_methods_lists_rra", "rankagg methods: does rankagg offer MAGeCK's robust rank aggregation? "
        "(rra listed)", ["methods"], None, lambda out, folder: "rra" in out.split(),
        why="docs/genes.md: rra, R's aggregateRanks(method='RRA')", timeout=60))

    # --- the tools' own outputs given where runs are read: named by the tool, at line 1 -----------------------------
    tool_files = [
        ("u23g_bagel2_bf_as_run", "BAGEL2's Bayes-factor file (Gene, BF, STD, NumObs)", "screen.bf", _BAGEL_BF,
         "BAGEL"),
        ("u23g_bagel2_pr_as_run", "BAGEL2's precision-recall file (Gene, BF, Recall, Precision, FDR)", "screen.pr",
         _BAGEL_PR, "BAGEL"),
        ("u23g_drugz_as_run", "drugZ's output (GENE, sumZ, normZ, pval_synth, ..., fdr_supp: both directions)",
         "drugz.txt", _DRUGZ, "drugZ"),
        ("u23g_mageck_mle_as_run", "MAGeCK MLE's gene_summary.txt (Gene, sgRNA, olaparib|beta, |z, |p-value, ...)",
         "olaparib.gene_summary.txt", _MLE, "MAGeCK"),
        ("u23g_mageck_sgrna_as_run", "MAGeCK RRA's sgrna_summary.txt (sgrna, Gene, control_count, ..., LFC, score, "
         "p.low, p.high; p-values of 1e-300 and 1)", "screen.sgrna_summary.txt", _SGRNA, "MAGeCK"),
        ("u23g_crisphiermix_as_run", "CRISPhieRmix's results as R's write.csv writes them (\"\", genes, locfdr, "
         "score, FDR)", "crisphiermix.csv", _CRISPHIERMIX, "CRISPhieRmix"),
        ("u23g_jacks_as_run", "JACKS' gene_JACKS_results.txt (Gene, then one column of essentiality per cell line "
         "and condition)", "screen_gene_JACKS_results.txt", _JACKS, "JACKS"),
    ]
    for cid, what, name, text, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} mageck_rra.run -o consensus.run: {what} given as a run", ["fuse", name,
                                                                                                   "mageck_rra.run",
                                                                                                   "-o", "consensus.run"],
            {name: text, "mageck_rra.run": "HAP1_DMSO Q0 RPL3 1 9.5 mageck_rra\nHAP1_DMSO Q0 BRCA1 2 3.1 mageck_rra\n"},
            f"{name}:1", tool,
            why="trec_eval refuses a line of other than six fields; the file is the tool's table, named by the tool "
                "(a field count or a 'long table' says nothing the lab can act on)"))

    # --- the consensus written under a genomics format's name ------------------------------------------------------
    for cid, out_name, what in [
            ("u23g_out_gsea_rnk", "hits.rnk", "GSEA's preranked list (gene<TAB>score)"),
            ("u23g_out_gsea_gct", "consensus.gct", "GSEA's expression table (#1.2, dims, NAME, Description)"),
            ("u23g_out_gsea_gmt", "hits.gmt", "GSEA's gene-set file"),
            ("u23g_out_gsea_grp", "hits.grp", "a GSEA gene list (rankagg reads .grp as one gene per line)"),
            ("u23g_out_bagel_bf", "consensus.bf", "BAGEL2's Bayes-factor table"),
            ("u23g_out_reads_fastq", "hits.fastq", "sequencing reads")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse ... --method rrf -o {out_name}: {what}; TREC lines under that name are read by no "
            "tool that opens it", ["fuse", "mageck_rra.run", "bagel2.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("tools=['mageck_rra', 'bagel2'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_bad(
        "u23g_lists_out_rnk", "rankagg fuse hits.tsv -o hits.rnk: the RRA table of gene lists named for GSEA's "
        "preranked input", ["fuse", "hits.tsv", "-o", "hits.rnk", "--quiet"],
        {"hits.tsv": "mageck\tbagel2\nRPL3\tPSMA1\nPSMA1\tRPL3\nBRCA1\tTP53\nTP53\tBRCA1\n"}, "hits.rnk",
        outputs=("hits.rnk",), why="docs/genes.md: a significance table is written as .csv, .tsv or .parquet"))

    # --- the lab's other mistakes ----------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u23g_ceg2_list_as_qrels", "rankagg evaluate consensus.run --qrels CEGv2.txt: Hart's gene list as "
        "downloaded (a 'GENE' header, one gene a line) given as qrels",
        ["evaluate", "consensus.run", "--qrels", "CEGv2.txt"],
        {"consensus.run": "HAP1_DMSO Q0 RPL3 1 9.5 c\nHAP1_DMSO Q0 BRCA1 2 3.1 c\n",
         "CEGv2.txt": "GENE\nRPL3\nPSMA1\nPOLR2A\n"}, "CEGv2.txt:1", outputs=(),
        why="trec_eval refuses a qrels line of one field; qrels are 'qid iter docid rel'"))
    cases.append(cli_bad(
        "u23g_mageck_summary_as_qrels", "rankagg evaluate consensus.run --qrels screen.gene_summary.txt: MAGeCK's "
        "RRA gene summary (the hits the lab trusts) given as the judgments", ["evaluate", "consensus.run", "--qrels",
                                                                            "screen.gene_summary.txt"],
        {"consensus.run": "HAP1_DMSO Q0 RPL3 1 9.5 c\nHAP1_DMSO Q0 BRCA1 2 3.1 c\n",
         "screen.gene_summary.txt": _RRA_SUMMARY}, "screen.gene_summary.txt:1", "MAGeCK", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is MAGeCK's, named by the tool"))
    cases.append(cli_bad(
        "u23g_drugz_to_table", "rankagg fuse drugz.txt -o hits.tsv: drugZ's output given alone, the lab asking for "
        "a table back", ["fuse", "drugz.txt", "-o", "hits.tsv"], {"drugz.txt": _DRUGZ}, "drugz.txt:1", "drugZ",
        outputs=("hits.tsv",),
        why="the file is drugZ's table, no run nor gene list: named by the tool, not by its field count"))
    cases.append(cli_bad(
        "u23g_weights_on_gene_lists", "rankagg fuse hits.tsv --weights bagel2=2 -o rra.tsv: tool weights on gene "
        "lists (RRA has none)", ["fuse", "hits.tsv", "--weights", "bagel2=2", "-o", "rra.tsv"],
        {"hits.tsv": "mageck\tbagel2\nRPL3\tPSMA1\nPSMA1\tRPL3\nBRCA1\tTP53\nTP53\tBRCA1\n"}, "--weights",
        outputs=("rra.tsv",), why="docs/genes.md: the options of runs do not apply to gene lists and are refused by name"))
    cases.append(cli_bad(
        "u23g_rra_N_below_genes", "rankagg fuse hits.tsv --param N=3 -o rra.tsv: N typed as the number of tools, "
        "below the 4 genes the lists name", ["fuse", "hits.tsv", "--param", "N=3", "-o", "rra.tsv"],
        {"hits.tsv": "mageck\tbagel2\nRPL3\tPSMA1\nPSMA1\tRPL3\nBRCA1\tTP53\nTP53\tBRCA1\n"}, "N",
        outputs=("rra.tsv",), why="docs/genes.md: an N below the number of distinct genes is refused"))
    cases.append(cli_bad(
        "u23g_drugz_tsv_as_lists", "rankagg fuse drugz.tsv -o rra.tsv: drugZ's table saved as .tsv, read where "
        "gene lists are read (its rank_synth column holds 1..4, its pval columns numbers)",
        ["fuse", "drugz.tsv", "-o", "rra.tsv"], {"drugz.tsv": _DRUGZ}, "drugz.tsv:", outputs=("rra.tsv",),
        why="docs/genes.md: a table of values per row (a rank or a statistics column) is refused at its line"))
    cases.append(cli_bad(
        "u23g_bagel_tsv_as_lists", "rankagg fuse bagel2.tsv -o rra.tsv: BAGEL2's BF table saved as .tsv (Gene, BF, "
        "STD, NumObs)", ["fuse", "bagel2.tsv", "-o", "rra.tsv"], {"bagel2.tsv": _BAGEL_BF}, "bagel2.tsv:",
        outputs=("rra.tsv",),
        why="docs/genes.md: a statistics column (decimals) and a count column are no gene lists"))
    cases.append(Case(
        "u23g_rra_scores_lower_better_warn", G, "rankagg.fuse(frame) whose score column is MAGeCK's neg|score "
        "(lower is better), rows written best first: the rise is told", code=_REF + (
            "import rankagg, pandas as pd\nR = screens(tools=['mageck_rra', 'bagel2'], seed=47)\n"
            "R['mageck_rra'] = {q: {d: round(1e-6 * (10 - s), 9) for d, s in p.items()} for q, p in R['mageck_rra'].items()}\n"
            "rows = [(q, d, 'mageck_rra', s) for q, p in R['mageck_rra'].items() for d, s in sorted(p.items(), key=lambda x: x[1])]\n"
            "rows += [(q, d, 'bagel2', s) for q, p in R['bagel2'].items() for d, s in sorted(p.items(), key=lambda x: -x[1])]\n"
            "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])\n"
            "res = rankagg.fuse(df, method='rrf')\nprint('same')\n"),
        expect="ok", check=stdout_has("same"), warns="lower is better", memory_gb=4.0, timeout=120,
        why="docs/conventions.md: a run whose scores rise down every list is read by score and told"))
    return cases
