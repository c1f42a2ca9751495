"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a metabolomics core's annotation candidate ranking (its cases, ids ``u24g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The core's day: an untargeted LC-MS/MS study gives a few thousand spectral features (MZmine's ``row ID`` or ids such
as ``mz_301.1402_rt_5.23``); five tools propose candidate structures for each feature: SIRIUS / CSI:FingerID (a
log-likelihood score, negative), GNPS library search (MQScore, a cosine in 0..1, only the matches above its
threshold, often none), MS-FINDER (a total score 0..10), CFM-ID's in-silico matching (a Jaccard-like score) and a
retention-time predictor (minus the RT error in minutes, many ties).  A feature is a query, a tool a ranker, a
candidate an item, named by its InChIKey (``BSYNRYMUTXBXSQ-UHFFFAOYSA-N``), its first block, a SMILES string
(brackets, ``#``, ``/`` and ``\\`` stereo) or a compound name (``β-alanine``, commas inside).  The core fuses with RRF,
Borda, CombSUM / CombMNZ (weights for the tools it trusts), keeps the first five candidates per feature, and checks
top-1 / top-5 accuracy against the spiked standards' true identities (qrels).  The mistakes: each tool's own export
given as a run or a table of lists (SIRIUS's ``structure_candidates.tsv`` and ``formula_candidates.tsv``, GNPS's
library search TSV whose header is a ``#Scan#`` line, MS-FINDER's structure export, MZmine's feature table, an MSP
spectral library, MS-FINDER's ``.mat`` spectra file), outputs named for the field's formats (an MZmine or SIRIUS
project, a GNPS molecular network as GraphML, a Cytoscape session, imzML, mzData, MS1, a SCIEX ``.wiff``), GNPS's
hits or the standards' MSP library given as qrels.

The references are computed here, never with rankagg's code: positions by trec_eval's rule (score descending, then
the id descending), Borda, RRF, min-max CombSUM / CombMNZ (references.RANKED_LISTS, LISTS_BY_QUERY), trec_eval's
P@k and RR (references.TREC_MEASURES), top-k accuracy counted by hand."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import PER_QUERY, RUN_TEXT, SEEDED_UNIFORM, STANDARD_REFERENCE, reference_namespace

TWENTYFOURTH_METABOLOMICS = "45 Unseen inputs: a twenty-fourth bar, a metabolomics core's annotation candidate ranking"

_DATA = SEEDED_UNIFORM + r'''TOOLS = ['sirius', 'gnps', 'msfinder', 'cfmid', 'rtpred']
LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
def inchikey(i, seed=0):
    """a well-formed InChIKey (14 letters, 10 letters, a protonation letter) drawn for candidate ``i``"""
    g = lcg(7919 * i + seed + 1)
    a = ''.join(LETTERS[int(26 * next(g))] for _ in range(14))
    b = ''.join(LETTERS[int(26 * next(g))] for _ in range(8))
    return '%s-%sSA-%s' % (a, b, 'N' if i % 3 else 'M')
SMILES = ['C(CN)C(=O)O', 'CC(C(=O)O)N', 'C#CC(=O)O', '[Na+].[Cl-]', 'C/C=C/C(=O)O', 'C/C=C\\C(=O)O',
          'OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O', 'c1ccc2[nH]ccc2c1', 'CC(=O)Oc1ccccc1C(=O)O', 'N#Cc1ccccc1',
          'O=C(O)CCC(=O)O', 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C', '[NH3+][C@@H](CC(=O)[O-])C(=O)[O-]', 'OCC(O)CO']
def smiles(i, seed=0):
    return SMILES[i] if i < len(SMILES) else 'C' * (i - len(SMILES) + 2) + 'O'
def feature(j):
    return 'mz_%.4f_rt_%.2f' % (90.055 + 13.1337 * j, 0.8 + 0.37 * j)
def scored(tool, u, true):
    """each tool's own score scale, higher is better: CSI:FingerID's log-likelihood (negative), GNPS's MQScore
    (0..1), MS-FINDER's total score (0..10), CFM-ID's similarity (0..1), minus the RT error (minutes, ties)"""
    if tool == 'sirius':
        return round(-250 + 150 * u + (90 if true else 0), 2)
    if tool == 'gnps':
        return round(min(1.0, 0.55 + 0.35 * u + (0.25 if true else 0)), 3)
    if tool == 'msfinder':
        return round(2 + 6 * u + (2 if true else 0), 2)
    if tool == 'cfmid':
        return round(0.1 + 0.6 * u + (0.3 if true else 0), 4)
    return -round(abs(1.5 * u - (0.4 if true else 0)), 1)
def annotate(tools=TOOLS, nfeat=6, n=15, seed=3, ids=inchikey, gnps_keep=4, gnps_none=(1, 4), features=feature):
    """{tool: {feature: {candidate: score}}}; GNPS keeps its ``gnps_keep`` best matches and finds none for the
    features numbered in ``gnps_none`` (no list for them)"""
    g = lcg(seed)
    out = {t: {} for t in tools}
    for j in range(nfeat):
        f = features(j)
        true = int(n * next(g))
        for t in tools:
            p = {ids(i): scored(t, next(g), i == true) for i in range(n)}
            if t == 'gnps':
                if j in gnps_none:
                    continue
                p = {d: p[d] for d in desc_order(p)[:gnps_keep]}
            out[t][f] = p
    return out
def standards(nfeat=6, n=15, seed=3, ids=inchikey, features=feature):
    """the spiked standards' true identities: one relevant candidate per feature (the generator's truth)"""
    g = lcg(seed)
    out = {}
    for j in range(nfeat):
        true = int(n * next(g))
        for _ in range(len(TOOLS) * n):
            next(g)
        out[features(j)] = {ids(true): 1}
    return out
''' + PER_QUERY + r'''def every_tool(runs):
    """per_query, a tool without a list for the feature given an empty list (rankagg methods borda: a ranker with
    no list for a query gives each candidate (n + 1) / 2 under unranked='share')"""
    qs = sorted({q for run in runs.values() for q in run})
    return {q: {name: run.get(q, {}) for name, run in runs.items()} for q in qs}
''' + RUN_TEXT + r'''def lists_table(lists, sep='\t', quote=False):
    """one column per tool, its candidates best first, shorter columns ending with empty cells"""
    cell = (lambda s: '"%s"' % s if quote and s else s)
    names = list(lists)
    rows = [sep.join(names)]
    for r in range(max(len(l) for l in lists.values())):
        rows.append(sep.join(cell(lists[m][r]) if r < len(lists[m]) else '' for m in names))
    return '\n'.join(rows) + '\n'
def as_scores(lists):
    """a list best first as {item: score} with scores n..1, for the references"""
    return {m: {d: float(len(l) - i) for i, d in enumerate(l)} for m, l in lists.items()}
def table_rows(path):
    import csv
    with open(path, newline='', encoding='utf-8') as f:
        return list(csv.DictReader(f, delimiter='\t' if path.endswith('.tsv') else ','))
def topk_accuracy(order_by_q, truth, k):
    """the share of features whose true identity is among the first k candidates (counted by hand)"""
    return sum(1 for q, t in truth.items() if set(order_by_q.get(q, [])[:k]) & set(t)) / len(truth)
'''

_REF = STANDARD_REFERENCE + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}

_TOOL_RUNS = [t + ".run" for t in ("sirius", "gnps", "msfinder", "cfmid", "rtpred")]
_OUT = ("consensus.run",)

_SIRIUS_STRUCTURES = (
    "rank\tformulaRank\t#adducts\t#predictedFPs\tConfidenceScore\tCSI:FingerIDScore\tZodiacScore\tSiriusScore\t"
    "molecularFormula\tadduct\tInChIkey2D\tInChI\tname\tsmiles\txlogp\tpubchemids\tlinks\tdbflags\n"
    "1\t1\t1\t1\t0.82\t-112.5\t0.99\t45.2\tC3H7NO2\t[M+H]+\tUCMIRNVEIXFBKS\tInChI=1S/C3H7NO2/c4-2-1-3(5)6/h1-2,4H2,"
    "(H,5,6)\tbeta-Alanine\tC(CN)C(=O)O\t-3.1\t239\tHMDB:(56)\t1\n"
    "2\t1\t1\t1\t0.82\t-140.2\t0.99\t45.2\tC3H7NO2\t[M+H]+\tQNAYBMKLOCPYGJ\tInChI=1S/C3H7NO2/c1-2(4)3(5)6/h2H,4H2,1H3,"
    "(H,5,6)\tAlanine\tCC(C(=O)O)N\t-2.8\t5950;602;71080\tHMDB:(161);KEGG:(C00041)\t3\n"
    "3\t1\t1\t1\t0.82\t-151.9\t0.99\t45.2\tC3H7NO2\t[M+H]+\tXLYOFNOQVPJJNP\tInChI=1S/C3H7NO2/c1-2-6-3(4)5/h2H2,1H3,"
    "(H2,4,5)\tEthyl carbamate\tCCOC(N)=O\t-0.2\t5641\t\t1\n")
_SIRIUS_FORMULAS = (
    "formulaRank\tmolecularFormula\tadduct\tprecursorFormula\tZodiacScore\tSiriusScore\tTreeScore\tIsotopeScore\t"
    "numExplainedPeaks\texplainedIntensity\tmedianMassErrorFragmentPeaks(ppm)\tmedianAbsoluteMassErrorFragmentPeaks"
    "(ppm)\tmassErrorPrecursor(ppm)\n"
    "1\tC3H7NO2\t[M+H]+\tC3H7NO2\t0.99\t45.2\t40.1\t5.1\t3\t0.91\t1.2\t1.5\t0.8\n"
    "2\tC2H3N3O\t[M+H]+\tC2H3N3O\t0.01\t12.2\t10.0\t2.2\t2\t0.5\t2.2\t2.5\t3.1\n")
_GNPS_COLUMNS = ("#Scan#\tSpectrumFile\tAnnotation\tOrigAnnotation\tProtein\tdbID\tCompound_Name\tOrganism\t"
                 "Ion_Source\tCompound_Source\tInstrument\tPI\tData_Collector\tAdduct\tPrecursor_MZ\tExactMass\t"
                 "Charge\tCAS_Number\tPubmed_ID\tSmiles\tINCHI\tINCHI_AUX\tLibrary_Class\tSpectrumID\tMQScore\t"
                 "TIC_Query\tRT_Query\tMZErrorPPM\tSharedPeaks\tLibMZ\tSpecMZ\tSpecCharge\tIonMode\n")
_GNPS = _GNPS_COLUMNS + (
    "17\tspectra/sample01.mzML\t*..*\t*..*\tN/A\tN/A\tbeta-Alanine\tGNPS-LIBRARY\tLC-ESI\tCommercial\tqTof\t"
    "Dorrestein\tLab\tM+H\t90.055\t89.048\t1\tN/A\tN/A\tC(CN)C(=O)O\tN/A\tN/A\t1\tCCMSLIB00000001547\t0.93\t"
    "12345\t70.2\t1.2\t8\t90.055\t90.0551\t1\tPositive\n"
    "301\tspectra/sample01.mzML\t*..*\t*..*\tN/A\tN/A\tCaffeine\tGNPS-LIBRARY\tLC-ESI\tCommercial\tOrbitrap\t"
    "Dorrestein\tLab\tM+H\t195.088\t194.080\t1\t58-08-2\tN/A\tCN1C=NC2=C1C(=O)N(C(=O)N2C)C\tN/A\tN/A\t1\t"
    "CCMSLIB00000085011\t0.88\t45012\t313.8\t0.7\t11\t195.0877\t195.0878\t1\tPositive\n")
_MSFINDER = ("File path\tFile name\tTitle\tMS1 count\tMS2 count\tPrecursor mz\tPrecursor type\tFormula rank 1\t"
             "Total score\tStructure rank 1\tTotal score\tDatabases\tInChIKey\tSMILES\n"
             "C:\\data\\F1.mat\tF1\tmz_90.0550_rt_1.23\t3\t12\t90.055\t[M+H]+\tC3H7NO2\t7.9\tbeta-Alanine\t7.52\t"
             "HMDB;KEGG\tUCMIRNVEIXFBKS-UHFFFAOYSA-N\tC(CN)C(=O)O\n"
             "C:\\data\\F2.mat\tF2\tmz_195.0877_rt_5.01\t2\t9\t195.0877\t[M+H]+\tC8H10N4O2\t8.8\tCaffeine\t8.31\t"
             "HMDB\tRYYVLZVUVIJVGH-UHFFFAOYSA-N\tCN1C=NC2=C1C(=O)N(C(=O)N2C)C\n")
_MZMINE = ("row ID,row m/z,row retention time,sample01.mzML Peak area,sample02.mzML Peak area,\n"
           "1,90.0550,1.23,120345.2,98000.1,\n2,301.1402,5.23,5500.0,6100.3,\n3,195.0877,5.01,880000.0,901234.5,\n")
_MSP = ("NAME: beta-Alanine\nPRECURSORMZ: 90.0550\nPRECURSORTYPE: [M+H]+\nFORMULA: C3H7NO2\n"
        "INCHIKEY: UCMIRNVEIXFBKS-UHFFFAOYSA-N\nSMILES: C(CN)C(=O)O\nRETENTIONTIME: 1.23\nIONMODE: Positive\n"
        "Num Peaks: 3\n44.0495\t100\n72.0444\t35\n90.0550\t12\n\n"
        "NAME: Caffeine\nPRECURSORMZ: 195.0877\nPRECURSORTYPE: [M+H]+\nNum Peaks: 2\n138.0662\t100\n110.0713\t22\n")
_MAT = ("NAME: mz_90.0550_rt_1.23\nSCANNUMBER: 17\nRETENTIONTIME: 1.23\nPRECURSORMZ: 90.0550\nPRECURSORTYPE: [M+H]+\n"
        "IONMODE: Positive\nSPECTRUMTYPE: Centroid\nMSTYPE: MS1\nNum Peaks: 2\n90.0550\t1000\n91.0583\t36\n"
        "MSTYPE: MS2\nNum Peaks: 2\n44.0495\t100\n72.0444\t35\n")

_RUN_S = ("mz_90.0550_rt_1.23 Q0 UCMIRNVEIXFBKS-UHFFFAOYSA-N 1 -112.5 sirius\n"
          "mz_90.0550_rt_1.23 Q0 QNAYBMKLOCPYGJ-REOHCLBHSA-N 2 -140.2 sirius\n"
          "mz_90.0550_rt_1.23 Q0 XLYOFNOQVPJJNP-UHFFFAOYSA-N 3 -151.9 sirius\n")
_RUN_G = ("mz_90.0550_rt_1.23 Q0 QNAYBMKLOCPYGJ-REOHCLBHSA-N 1 0.93 gnps\n"
          "mz_90.0550_rt_1.23 Q0 UCMIRNVEIXFBKS-UHFFFAOYSA-N 2 0.88 gnps\n")
_TWO_RUNS = {"sirius.run": _RUN_S, "gnps.run": _RUN_G}

#: three tools' candidates for one feature, best first, named as people name them (Greek letters, SMILES, commas)
_NAMED_LISTS = r'''
LISTS = {'sirius': ['β-alanine', 'L-alanine', 'sarcosine', 'urethane'],
         'gnps': ['L-alanine', 'β-alanine'],
         'msfinder': ['β-alanine', 'sarcosine', '1,2-dipalmitoyl-sn-glycero-3-phosphocholine', 'L-alanine'],
         'cfmid': ['sarcosine', 'β-alanine', 'L-alanine', '1,2-dipalmitoyl-sn-glycero-3-phosphocholine']}
'''[1:]
_SMILES_LISTS = r'''
LISTS = {'sirius': ['C(CN)C(=O)O', 'C#CC(=O)O', '[Na+].[Cl-]', 'C/C=C/C(=O)O'],
         'msfinder': ['C/C=C\\C(=O)O', 'C(CN)C(=O)O', 'OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O'],
         'cfmid': ['C#CC(=O)O', 'C(CN)C(=O)O', 'C/C=C\\C(=O)O', '[Na+].[Cl-]', 'C/C=C/C(=O)O']}
'''[1:]


def _reference_says(code: str, scope: dict) -> bool:
    """Whether the references, run on ``code`` with ``scope`` bound, print 'same'."""
    return prints_same(code, {**reference_namespace(_REF, "u24g_reference"), **scope})


def _runs_setup(data: str = "annotate()"):
    """each tool's candidates as a TREC run (its tag the tool's name), written with the references"""
    return reference_setup(_REF, f"RUNS = {data}\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n")


def _cli_check(method: str, data: str = "annotate()", weights: str = "", depth: int | None = None,
               output: str = "consensus.run"):
    """a check that recomputes the consensus of the runs ``data`` with the references and compares the written run
    (Borda's lists: every tool's, an empty one where a tool has none for the feature)"""
    lists = "every_tool" if method == "borda" else "per_query"
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in {lists}(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder)})


def _check(code: str):
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder), "OUT": out})


def twentyfourth_bar_metabolomics_cases() -> list[Case]:
    G = TWENTYFOURTH_METABOLOMICS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    def api(cid: str, what: str, call: str, ref: str, why: str, data: str = "annotate()", lists: str = "per_query",
            **kw) -> Case:
        return ok(cid, what, f"import rankagg\nR = {data}\nW = None\nres = {call}\n"
                  f"refs = {{q: {ref} for q, l in {lists}(R).items()}}\n"
                  "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
                  why=why, **kw)

    cases.append(api(
        "u24g_rrf_five_tools_inchikeys", "rankagg.fuse({tool: {feature: {InChIKey: score}}}, method='rrf'): five "
        "tools, features named mz_<m/z>_rt_<rt> (dots in the query ids), GNPS silent on two features",
        "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "Cormack et al. 2009: sum 1 / (60 + r) over the tools that list the candidate (references.RANKED_LISTS)"))
    cases.append(api(
        "u24g_borda_gnps_partial", "rankagg.fuse(..., method='borda'): GNPS returns only its 3 best library matches "
        "(none for features 1 and 4); the candidates it left out share its leftover points",
        "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for a list's missing candidate",
        data="annotate(seed=5, gnps_keep=3)", lists="every_tool"))
    cases.append(api(
        "u24g_combsum_score_scales", "rankagg.fuse(..., method='combsum'): CSI:FingerID's negative log-likelihoods, "
        "GNPS's MQScore, MS-FINDER's 0..10, CFM-ID's 0..1 and minus the RT error, min-max normalised per list",
        "rankagg.fuse(R, method='combsum')", "combsum_minmax_ref(l)",
        "rankagg methods combsum: min-max per list, a list of equal scores counts 1 each (docs/conventions.md)",
        data="annotate(seed=7)"))
    cases.append(api(
        "u24g_combmnz_tools_agree", "rankagg.fuse(..., method='combmnz'): a candidate proposed by more tools counts "
        "more (GNPS's lists of 4, none on two features)", "rankagg.fuse(R, method='combmnz')", "combmnz_ref(l)",
        "rankagg methods combmnz: min-max CombSUM times the lists holding the candidate (references.LISTS_BY_QUERY)",
        data="annotate(seed=9)"))
    cases.append(ok(
        "u24g_weights_trust_sirius", "rankagg.fuse(..., method='combsum', weights=...): the core trusts "
        "CSI:FingerID and GNPS twice as much as the RT predictor",
        "import rankagg\nR = annotate(seed=11)\nW = {'sirius': 2.0, 'gnps': 2.0, 'msfinder': 1.0, 'cfmid': 1.0, "
        "'rtpred': 0.5}\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994)"))
    cases.append(api(
        "u24g_rrf_smiles_ids", "rankagg.fuse(..., method='rrf'): candidates named by SMILES ('[Na+].[Cl-]', "
        "'C#CC(=O)O', 'C/C=C\\\\C(=O)O', '[C@@H]')", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "Cormack et al. 2009; an id is a token of text (docs/conventions.md)",
        data="annotate(seed=13, n=14, ids=smiles)"))
    cases.append(api(
        "u24g_rt_ties_borda", "rankagg.fuse(..., method='borda'): the RT predictor alone, its errors rounded to 0.1 "
        "min so many candidates tie: placed by trec_eval's rule (the id descending)",
        "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "docs/conventions.md: equal scores are ordered as trec_eval orders them (the docid descending)",
        data="annotate(tools=['rtpred'], seed=15, n=25)"))
    cases.append(ok(
        "u24g_frame_long_rrf", "rankagg.fuse(DataFrame feature, InChIKey, tool, score renamed qid, docid, run, "
        "score): a frame back, RRF",
        "import rankagg, pandas as pd\nR = annotate(seed=17)\n"
        "df = pd.DataFrame([(q, d, t, s) for t, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\nres = rankagg.fuse(df, method='rrf')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\nreport(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; Cormack et al. 2009"))
    cases.append(ok(
        "u24g_fuser_per_feature", "rankagg.Fuser('borda') called feature by feature on the tools' {InChIKey: score} "
        "(a feature GNPS has no list for is fused from four tools)",
        "import rankagg\nR = annotate(seed=19)\nf = rankagg.Fuser('borda')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), borda_ref(lists), written=False)\nreport(msg)\n",
        why="README's Fuser; rankagg methods borda"))
    cases.append(ok(
        "u24g_evaluate_top1_top5", "rankagg.evaluate(rrf consensus, the spiked standards) P@1 and RR: top-1 accuracy "
        "and the mean reciprocal rank of the true identity, counted by hand",
        "import rankagg\nR = annotate(seed=21, nfeat=8)\nres = rankagg.fuse(R, method='rrf')\n"
        "truth = standards(seed=21, nfeat=8)\ngot = rankagg.evaluate(res, truth, ['P@1', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "top1 = topk_accuracy(orders, truth, 1)\n"
        "mrr = sum(rr(orders[q], truth[q]) for q in truth) / len(truth)\n"
        "report('' if abs(got['P@1'] - top1) < 1e-9 and abs(got['RR'] - mrr) < 1e-9 else '%r want %r' % (got, "
        "(top1, mrr)))\n",
        why="trec_eval P@1 is top-1 accuracy with one relevant candidate per feature; RR its reciprocal rank"))
    cases.append(ok(
        "u24g_volume_5000_features", "rankagg.fuse: 5,000 features x 50 candidates x 4 tools (1,000,000 scores), "
        "method='rrf', the first 5 per feature kept",
        "import rankagg\nR = annotate(tools=['sirius', 'msfinder', 'cfmid', 'rtpred'], nfeat=5000, n=50, seed=23, "
        "ids=lambda i: 'C%05d' % i, features=lambda j: 'FT%05d' % j)\n"
        "res = rankagg.fuse(R, method='rrf', depth=5)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    sc = rrf_ref(lists)[0]\n    got = res[q]\n    top = sorted(sc.values(), reverse=True)\n"
        "    if len(got) != 5 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < top[4] - 1e-12:\n"
        "        msg = msg or q + ': the first 5 differ'\nreport(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the command line: one run per tool, the consensus out ------------------------------------------------------
    cases.append(cli_ok(
        "u24g_cli_rrf_tool_runs", "rankagg fuse sirius.run gnps.run msfinder.run cfmid.run rtpred.run --method rrf: "
        "one run per tool, features as queries, InChIKeys as docids",
        ["fuse", *_TOOL_RUNS, "--method", "rrf", "-o", "consensus.run"], None, _cli_check("rrf", "annotate(seed=25)"),
        setup=_runs_setup("annotate(seed=25)"), why="Cormack et al. 2009; TREC lines by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u24g_cli_borda_depth5", "rankagg fuse ... --method borda --depth 5: the five candidates per feature the core "
        "sends to manual review", ["fuse", *_TOOL_RUNS, "--method", "borda", "--depth", "5", "-o", "consensus.run"],
        None, _cli_check("borda", "annotate(seed=27)", depth=5), setup=_runs_setup("annotate(seed=27)"),
        why="rankagg fuse --help: --depth writes at most 5 per query; rankagg methods borda"))
    cases.append(cli_ok(
        "u24g_cli_weights_json", "rankagg fuse ... --method combmnz --weights tools.json: the core's trust per tool",
        ["fuse", *_TOOL_RUNS, "--method", "combmnz", "--weights", "tools.json", "-o", "consensus.run"],
        {"tools.json": '{"sirius": 2, "gnps": 1.5, "msfinder": 1, "cfmid": 1, "rtpred": 0.5}'},
        _cli_check("combmnz", "annotate(seed=29)", "{'sirius': 2, 'gnps': 1.5, 'msfinder': 1, 'cfmid': 1, "
                   "'rtpred': 0.5}"), setup=_runs_setup("annotate(seed=29)"),
        why="rankagg fuse --help: --weights FILE, a JSON object of run tags; CombMNZ of weighted min-max scores"))
    cases.append(cli_ok(
        "u24g_cli_smiles_docids_combsum", "rankagg fuse ... --method combsum: SMILES docids with '#', '[', '/', '\\\\' "
        "and '@' in TREC lines", ["fuse", *_TOOL_RUNS, "--method", "combsum", "-o", "consensus.run"], None,
        _cli_check("combsum", "annotate(seed=31, n=14, ids=smiles)"),
        setup=_runs_setup("annotate(seed=31, n=14, ids=smiles)"),
        why="trec_eval: a docid is any blank-free token; min-max CombSUM (docs/conventions.md)"))
    cases.append(cli_ok(
        "u24g_cli_input_depth_top10", "rankagg fuse ... --input-depth 10 --method rrf: each tool's first 10 "
        "candidates only", ["fuse", *_TOOL_RUNS, "--input-depth", "10", "--method", "rrf", "-o", "consensus.run"],
        None, _cli_check("rrf", "{t: {q: {d: p[d] for d in desc_order(p)[:10]} for q, p in run.items()} "
                                "for t, run in annotate(seed=33, n=20).items()}"),
        setup=_runs_setup("annotate(seed=33, n=20)"),
        why="rankagg fuse --help: --input-depth keeps each run's first N documents per query before fusing"))
    cases.append(cli_ok(
        "u24g_cli_trust_rank_sirius", "rankagg fuse --trust-rank --method rrf: SIRIUS's rank column (its "
        "log-likelihoods tie at -112.5) beside GNPS's", ["fuse", "sirius.run", "gnps.run", "--trust-rank", "--method",
                                                          "rrf", "-o", "consensus.run"],
        {"sirius.run": "F7 Q0 AAAAAAAAAAAAAA-UHFFFAOYSA-N 1 -112.5 sirius\nF7 Q0 ZZZZZZZZZZZZZZ-UHFFFAOYSA-N 2 "
                       "-112.5 sirius\nF7 Q0 MMMMMMMMMMMMMM-UHFFFAOYSA-N 3 -150.0 sirius\n",
         "gnps.run": "F7 Q0 MMMMMMMMMMMMMM-UHFFFAOYSA-N 1 0.91 gnps\nF7 Q0 AAAAAAAAAAAAAA-UHFFFAOYSA-N 2 0.80 gnps\n"},
        _check("L = {'sirius': {'AAAAAAAAAAAAAA-UHFFFAOYSA-N': 1, 'ZZZZZZZZZZZZZZ-UHFFFAOYSA-N': 2, "
               "'MMMMMMMMMMMMMM-UHFFFAOYSA-N': 3}, 'gnps': {'MMMMMMMMMMMMMM-UHFFFAOYSA-N': 1, "
               "'AAAAAAAAAAAAAA-UHFFFAOYSA-N': 2}}\nref = rrf_ranks(L)\n"
               "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), {'F7': ref}))\n"),
        why="rankagg fuse --help: --trust-rank orders lists by their rank column; RRF over those places"))
    cases.append(cli_ok(
        "u24g_cli_parquet_out", "rankagg fuse ... --method rrf -o consensus.parquet: the consensus for the core's "
        "pandas notebook", ["fuse", *_TOOL_RUNS, "--method", "rrf", "-o", "consensus.parquet"], None,
        lambda out, folder: _parquet_agrees(folder, "annotate(seed=35)"), setup=_runs_setup("annotate(seed=35)"),
        why="rankagg fuse --help: .parquet out; RRF"))
    cases.append(cli_ok(
        "u24g_cli_evaluate_top1_top5", "rankagg evaluate consensus.run --qrels standards.qrels -m P.1,5 -m "
        "recip_rank: top-1 and top-5 precision and MRR of the consensus against the spiked standards",
        ["evaluate", "consensus.run", "--qrels", "standards.qrels", "-m", "P.1,5", "-m", "recip_rank"], None,
        _check("R = annotate(seed=37, nfeat=8)\ntruth = standards(seed=37, nfeat=8)\n"
               "run = read_run(open(FOLDER + '/consensus.run').read())\n"
               "orders = {q: trec_order(dict(r)) for q, r in run.items()}\n"
               "want = {'p_1': topk_accuracy(orders, truth, 1), 'p_5': topk_accuracy(orders, truth, 5) / 5, "
               "'recip_rank': sum(rr(orders[q], truth[q]) for q in truth) / len(truth)}\n"
               "nums = {}\nfor line in OUT.splitlines():\n    f = line.replace('\\t', ' ').split()\n"
               "    if len(f) >= 3 and f[1] == 'all':\n        nums[f[0].lower().replace('@', '_')] = float(f[2])\n"
               "alias = {'p_1': ('p_1',), 'p_5': ('p_5',), 'recip_rank': ('recip_rank', 'rr')}\n"
               "bad = [m for m, v in want.items() if not any(abs(nums.get(a, -1) - v) < 1e-4 for a in alias[m])]\n"
               "report('' if not bad else 'measures %r want %r' % (nums, want))\n"),
        setup=reference_setup(_REF, "R = annotate(seed=37, nfeat=8)\nW = None\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "open(P('consensus.run'), 'w').write(''.join('%s Q0 %s %d %r rrf\\n' % (q, d, i, "
                              "refs[q][0][d]) for q in refs for i, d in enumerate(fused_order(refs[q]), 1)))\n"
                              "open(P('standards.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in standards(seed=37, nfeat=8).items() for d, g in j.items()))\n"),
        why="trec_eval -m P.1,5 -m recip_rank: with one true identity per feature, P@1 is top-1 accuracy and "
            "P@5 x 5 top-5 accuracy"))
    cases.append(cli_ok(
        "u24g_cli_explain_contributions", "rankagg fuse ... --method rrf --explain why.jsonl: each tool's rank and "
        "contribution 1 / (60 + r) to a candidate's RRF score",
        ["fuse", "sirius.run", "gnps.run", "--method", "rrf", "--explain", "why.jsonl", "-o", "consensus.run"],
        _TWO_RUNS, lambda out, folder: _explain_agrees(folder), why="Cormack et al. 2009: a list's contribution is "
                                                                   "1 / (60 + r)"))
    cases.append(cli_ok(
        "u24g_lists_greek_names_borda", "rankagg fuse candidates.tsv --method borda -o consensus.tsv: one column "
        "per tool, compound names best first ('β-alanine', a name holding commas), shorter columns ending",
        ["fuse", "candidates.tsv", "--method", "borda", "-o", "consensus.tsv"], None,
        _check(_NAMED_LISTS + "ROWS = table_rows(FOLDER + '/consensus.tsv')\nsc = borda_ref(as_scores(LISTS))[0]\n"
               "got = {r['item']: float(r['score']) for r in ROWS}\n"
               "report('' if set(got) == set(sc) and all(close(got[d], sc[d]) for d in sc) else '%r want %r' % "
               "(got, sc))\n"),
        setup=reference_setup(_REF, _NAMED_LISTS + "open(P('candidates.tsv'), 'w', encoding='utf-8')"
                              ".write(lists_table(LISTS))\n"),
        why="docs/genes.md: a table of lists, one column per list; rankagg methods borda: missing items share "
            "(n - k + 1) / 2"))
    cases.append(cli_ok(
        "u24g_lists_quoted_commas_csv", "rankagg fuse candidates.csv --method borda -o consensus.csv: the same lists "
        "as a CSV whose cells are quoted ('\"1,2-dipalmitoyl-sn-glycero-3-phosphocholine\"')",
        ["fuse", "candidates.csv", "--method", "borda", "-o", "consensus.csv"], None,
        _check(_NAMED_LISTS + "ROWS = table_rows(FOLDER + '/consensus.csv')\nsc = borda_ref(as_scores(LISTS))[0]\n"
               "got = {r['item']: float(r['score']) for r in ROWS}\n"
               "report('' if set(got) == set(sc) and all(close(got[d], sc[d]) for d in sc) else '%r want %r' % "
               "(got, sc))\n"),
        setup=reference_setup(_REF, _NAMED_LISTS + "open(P('candidates.csv'), 'w', encoding='utf-8')"
                              ".write(lists_table(LISTS, ',', quote=True))\n"),
        why="RFC 4180: a quoted cell holds its commas; rankagg methods borda"))
    cases.append(cli_ok(
        "u24g_lists_smiles_hash_borda", "rankagg fuse smiles.tsv --method borda: SMILES in a table of lists, one "
        "starting a cell with 'C#C' and another '[Na+].[Cl-]'", ["fuse", "smiles.tsv", "--method", "borda", "-o",
                                                                "consensus.tsv"], None,
        _check(_SMILES_LISTS + "ROWS = table_rows(FOLDER + '/consensus.tsv')\nsc = borda_ref(as_scores(LISTS))[0]\n"
               "got = {r['item']: float(r['score']) for r in ROWS}\n"
               "report('' if set(got) == set(sc) and all(close(got[d], sc[d]) for d in sc) else '%r want %r' % "
               "(got, sc))\n"),
        setup=reference_setup(_REF, _SMILES_LISTS + "open(P('smiles.tsv'), 'w').write(lists_table(LISTS))\n"),
        why="a '#' inside a cell is no comment (only a line's first character starts one); rankagg methods borda"))
    cases.append(Case(
        "u24g_methods_borda", G, "rankagg methods borda: what Borda does with a candidate a tool did not return",
        argv=["methods", "borda"], expect="ok", check=stdout_has("unranked"), memory_gb=4.0, timeout=60,
        why="rankagg methods NAME describes the method's parameters (unranked= for missing items)"))

    # --- the mistakes: outputs named for the field's own formats -----------------------------------------------
    for cid, name, what in (
            ("u24g_out_mzmine", "annotations.mzmine", "an MZmine project (a zip MZmine opens)"),
            ("u24g_out_sirius", "annotations.sirius", "a SIRIUS project space (a zip SIRIUS opens)"),
            ("u24g_out_graphml", "network.graphml", "a GNPS molecular network as GraphML (Cytoscape imports it)"),
            ("u24g_out_cys", "network.cys", "a Cytoscape session"),
            ("u24g_out_imzml", "annotations.imzML", "an imzML imaging mass spectrometry file"),
            ("u24g_out_mzdata", "annotations.mzData", "an mzData spectra file (XML)"),
            ("u24g_out_ms1", "annotations.ms1", "an MS1 spectra file (ProteoWizard's text format)"),
            ("u24g_out_wiff", "annotations.wiff", "a SCIEX raw data file")):
        cases.append(cli_bad(
            cid, f"rankagg fuse sirius.run gnps.run -o {name}: {what}; TREC lines under that name",
            ["fuse", "sirius.run", "gnps.run", "--method", "rrf", "-o", name], _TWO_RUNS, name, outputs=(name,),
            fast=cid == "u24g_out_sirius",
            why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is refused (no MZmine, "
                "SIRIUS, Cytoscape or spectra reader reads TREC lines)"))
    cases.append(cli_bad(
        "u24g_lists_out_graphml", "rankagg fuse candidates.tsv -o network.graphml: the lists' table under a GraphML "
        "name", ["fuse", "candidates.tsv", "-o", "network.graphml"], None, "network.graphml",
        outputs=("network.graphml",), setup=reference_setup(_REF, _NAMED_LISTS + "open(P('candidates.tsv'), 'w', "
                                                            "encoding='utf-8').write(lists_table(LISTS))\n"),
        why="docs/genes.md: the significance table is written as .tsv, .csv or .parquet"))

    # --- each tool's own export given as it is ----------------------------------------------------------------------
    for cid, name, data, what, mention in (
            ("u24g_in_sirius_structures", "structure_candidates.tsv", _SIRIUS_STRUCTURES,
             "SIRIUS's structure_candidates.tsv (rank, CSI:FingerIDScore, InChIkey2D, ';'-joined pubchemids)",
             ("structure_candidates.tsv:1", "SIRIUS")),
            ("u24g_in_sirius_formulas", "formula_candidates.tsv", _SIRIUS_FORMULAS,
             "SIRIUS's formula_candidates.tsv (formulaRank, molecularFormula, SiriusScore)",
             ("formula_candidates.tsv:1", "SIRIUS")),
            ("u24g_in_gnps_tsv", "gnps_results.tsv", _GNPS, "GNPS's library search results (a '#Scan#' header, "
                                                            "N/A cells, MQScore)", ("gnps_results.tsv:", "GNPS")),
            ("u24g_in_msfinder_export", "msfinder_structures.txt", _MSFINDER,
             "MS-FINDER's structure export (File path, Title, Structure rank 1, Total score)",
             ("msfinder_structures.txt:1", "MS-FINDER")),
            ("u24g_in_mzmine_csv", "features.csv", _MZMINE, "MZmine's feature table (row ID, row m/z, row "
                                                           "retention time, a trailing comma)",
             ("features.csv:1", "MZmine")),
            ("u24g_in_msp_library", "library.msp", _MSP, "an MSP spectral library (NAME:, PRECURSORMZ:, Num Peaks:)",
             ("library.msp:1", "MSP")),
            ("u24g_in_msfinder_mat", "F1.mat", _MAT, "MS-FINDER's .mat file of one feature's spectra",
             ("F1.mat:1", "MS-FINDER"))):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} sirius.run: {what} given as a run",
            ["fuse", name, "sirius.run", "-o", "consensus.run"], {name: data, "sirius.run": _RUN_S}, *mention,
            why="no run reader reads it; the refusal names the file and the tool that wrote it, not a field count"))
    for cid, name, data, mention in (
            ("u24g_lists_sirius_alone", "structure_candidates.tsv", _SIRIUS_STRUCTURES,
             ("structure_candidates.tsv:1", "SIRIUS")),
            ("u24g_lists_gnps_alone", "gnps_results.tsv", _GNPS, ("gnps_results.tsv:", "GNPS")),
            ("u24g_lists_mzmine_alone", "features.csv", _MZMINE, ("features.csv:1", "MZmine"))):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} -o consensus.tsv: the tool's table given alone, to the lists door",
            ["fuse", name, "-o", "consensus.tsv"], {name: data}, *mention, outputs=("consensus.tsv",),
            fast=cid == "u24g_lists_mzmine_alone",
            why="a tool's table of results is no table of lists: read so, its columns (rank, scores, N/A) would be "
                "ranked as candidates"))
    cases.append(cli_bad(
        "u24g_qrels_msp_standards", "rankagg evaluate --qrels standards.msp sirius.run: the standards' spectral "
        "library given as the qrels", ["evaluate", "--qrels", "standards.msp", "sirius.run"],
        {"standards.msp": _MSP, "sirius.run": _RUN_S}, "standards.msp:1", "MSP", fast=True,
        why="trec_eval reads qrels as 'qid iter docid rel' lines; an MSP library holds none"))
    cases.append(cli_bad(
        "u24g_qrels_gnps_hits", "rankagg evaluate --qrels gnps_results.tsv consensus.run: GNPS's library hits taken "
        "for the standards' identities", ["evaluate", "--qrels", "gnps_results.tsv", "consensus.run"],
        {"gnps_results.tsv": _GNPS, "consensus.run": _RUN_S}, "gnps_results.tsv:", "GNPS", outputs=(),
        why="trec_eval reads qrels as 'qid iter docid rel' lines; GNPS's results are a tool's candidates, not "
            "judgments"))
    cases.append(cli_bad(
        "u24g_lists_msfinder_alone", "rankagg fuse msfinder_structures.txt -o consensus.tsv: MS-FINDER's export "
        "given alone, as a .txt the lists door reads as one item a line", ["fuse", "msfinder_structures.txt", "-o",
                                                                          "consensus.tsv"],
        {"msfinder_structures.txt": _MSFINDER}, "msfinder_structures.txt:1", "MS-FINDER", outputs=("consensus.tsv",),
        why="docs/genes.md: a .txt gene list holds one item a line; a tool's export is neither a list nor a run"))
    cases.append(ok(
        "u24g_evaluate_each_tool_top1", "rankagg.evaluate([sirius, gnps, consensus], standards, ['P@1']): which tool's "
        "first candidate is right most often, beside the RRF consensus (GNPS silent on two features)",
        "import rankagg\nR = annotate(seed=41, nfeat=8, gnps_none=(2, 5))\ntruth = standards(seed=41, nfeat=8)\n"
        "fused = rankagg.fuse(R, method='rrf')\n"
        "got = rankagg.evaluate([R['sirius'], R['gnps'], fused], truth, ['P@1'])\n"
        "vals = [g['P@1'] for g in got] if isinstance(got, list) else [got[k]['P@1'] for k in got]\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "def mean_top1(orders):\n"
        "    qs = [q for q in truth if q in orders]\n"
        "    return sum(1 for q in qs if orders[q][:1] and orders[q][0] in truth[q]) / len(qs)\n"
        "want = [mean_top1({q: desc_order(p) for q, p in R['sirius'].items()}), "
        "mean_top1({q: desc_order(p) for q, p in R['gnps'].items()}), "
        "mean_top1({q: fused_order(r) for q, r in refs.items()})]\n"
        "report('' if len(vals) == 3 and all(abs(a - b) < 1e-9 for a, b in zip(vals, want)) else '%r want %r' % "
        "(got, want))\n",
        why="trec_eval P@1 over the features both judged and in the run (docs/trec.md); rankagg.evaluate takes a list "
            "of runs"))
    cases.append(cli_ok(
        "u24g_cli_evaluate_per_feature_rr", "rankagg evaluate -q --json -m recip_rank sirius.run: the reciprocal rank "
        "of each feature's true identity in CSI:FingerID's list", ["evaluate", "-q", "--json", "-m", "recip_rank",
                                                                   "--qrels", "standards.qrels", "sirius.run"], None,
        _check("R = annotate(seed=43, nfeat=5)\ntruth = standards(seed=43, nfeat=5)\n"
               "want = {q: rr(desc_order(R['sirius'][q]), truth[q]) for q in truth}\n"
               "doc = json.loads(OUT)\nflat = {}\n"
               "def walk(x, path):\n"
               "    if isinstance(x, dict):\n"
               "        for k, v in x.items(): walk(v, path + [str(k)])\n"
               "    elif isinstance(x, (int, float)) and not isinstance(x, bool):\n"
               "        flat[tuple(path)] = float(x)\n"
               "walk(doc, [])\n"
               "bad = [q for q in want if not any(q in k and abs(v - want[q]) < 1e-9 for k, v in flat.items())]\n"
               "report('' if not bad else 'per-feature RR missing or wrong for %r: %r' % (bad, want))\n"),
        setup=reference_setup(_REF, "R = annotate(seed=43, nfeat=5)\n"
                              "open(P('sirius.run'), 'w').write(run_text(R['sirius'], 'sirius'))\n"
                              "open(P('standards.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in standards(seed=43, nfeat=5).items() for d, g in j.items()))\n"),
        why="trec_eval -q -m recip_rank: 1 / the place of the first relevant candidate, per query"))
    cases.append(cli_ok(
        "u24g_cli_weight_zero_rtpred", "rankagg fuse ... --method combsum --weights rtpred=0,...: the RT predictor "
        "switched off for a run of unstable chromatography", ["fuse", *_TOOL_RUNS, "--method", "combsum", "--weights",
                                                              "sirius=1,gnps=1,msfinder=1,cfmid=1,rtpred=0", "-o",
                                                              "consensus.run"], None,
        _cli_check("combsum", "annotate(seed=45)", "{'sirius': 1, 'gnps': 1, 'msfinder': 1, 'cfmid': 1, 'rtpred': 0}"),
        setup=_runs_setup("annotate(seed=45)"),
        why="rankagg fuse --help: a weight is finite and >= 0; CombSUM of w x min-max scores (a weight 0 adds "
            "nothing)"))
    return cases


def _parquet_agrees(folder: Path, data: str) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "consensus.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = (f"R = {data}\nrefs = {{q: rrf_ref(l) for q, l in per_query(R).items()}}\nrows = {{}}\n"
            "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _reference_says(code, {"ROWS": rows})


def _explain_agrees(folder: Path) -> bool:
    """Each explained candidate's contributions are 1 / (60 + r) at its place in each tool's list (by hand)."""
    import json

    places = {"sirius": {"UCMIRNVEIXFBKS-UHFFFAOYSA-N": 1, "QNAYBMKLOCPYGJ-REOHCLBHSA-N": 2,
                         "XLYOFNOQVPJJNP-UHFFFAOYSA-N": 3},
              "gnps": {"QNAYBMKLOCPYGJ-REOHCLBHSA-N": 1, "UCMIRNVEIXFBKS-UHFFFAOYSA-N": 2}}
    seen = set()
    for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        doc = rec["docid"]
        got = {t: float(v["contribution"]) for t, v in rec["lists"].items() if v.get("contribution") is not None}
        want = {t: 1.0 / (60 + p[doc]) for t, p in places.items() if doc in p}
        if set(got) != set(want) or any(abs(got[t] - want[t]) > 1e-12 for t in want):
            return False
        seen.add(doc)
    return seen == {"UCMIRNVEIXFBKS-UHFFFAOYSA-N", "QNAYBMKLOCPYGJ-REOHCLBHSA-N", "XLYOFNOQVPJJNP-UHFFFAOYSA-N"}
