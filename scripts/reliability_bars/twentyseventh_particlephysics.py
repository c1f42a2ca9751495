"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a particle physics analysis team's ranking of signal candidates across jet taggers and event classifiers (ROOT, HepMC, LHE, SLHA) (its cases, ids ``u27a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each analysis region or sample (``SR_2b_highMET``, ``ttbar_2L``) is a query, each collision event
(``run358831_lumi112_evt1782930044``) or physics object candidate (``evt1782930044/jet3``) a document, and the
taggers and event classifiers the runs: DeepJet and ParticleNet (probabilities in [0, 1] that saturate: many exact
1.0 and 0.0 ties), a TMVA BDT (an output in [-1, 1], negative for background-like events) and a GNN.  They are fused
per region with RRF, Borda and weighted CombSUM, cut to the top 100 candidates, and judged against the truth labels of
simulated samples (signal 1, background 0) by P@10, AP and nDCG.  The mistakes and odd files: the team's own files
given where runs, qrels or weights are read (a ROOT file, a HepMC3 ASCII event record, a Les Houches Event file, an
SLHA spectrum, TMVA's weight XML, a coffea output, a Parquet of awkward arrays, a NanoAOD branch dump, a cutflow, YODA
histograms, a pyhf workspace, a CMS lumi JSON), a TMVA '-nan', region names with blanks, and the fused candidates
named for a physics format (``.root``, ``.hepmc``, ``.lhe``, ``.slha``, ``.yoda``, ``.coffea``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, P@10 by hand."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_PARTICLEPHYSICS = "45 Unseen inputs: a twenty-seventh bar, a particle physics analysis team's ranking of signal candidates across jet taggers and event classifiers (ROOT, HepMC, LHE, SLHA)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TAGGERS = ['deepjet', 'particlenet', 'bdt', 'gnn']
REGIONS = ['SR_2b_highMET', 'SR_1b_lowMET', 'ttbar_2L', 'CR_Wjets', 'CR_Zll', 'VR_1L_midMT']
def region(k):
    return REGIONS[k % 6] + ('' if k < 6 else '_v%d' % (k // 6))
def event(k, i):
    return 'run%d_lumi%d_evt%d' % (358831 + k % 3, 112 + 7 * k, 1782930044 + 9973 * i + 31 * k)
def scores(taggers=TAGGERS, n_q=6, n=15, seed=3, drop=None, cut=None, signal=0.45, ids=event, names=region):
    """{tagger: {region: {event: score}}}; events 0, 1 and 2 are the simulated signal; DeepJet and ParticleNet
    saturate (exact 1.0 and 0.0 ties, 3 decimals), the BDT gives [-1, 1], the GNN 4 decimals;
    ``drop``: {tagger: share of events it has no score for}; ``cut``: {tagger: candidates it keeps}"""
    g = lcg(seed)
    out = {}
    for e in taggers:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                x = 0.5 * u + (signal if i < 3 else 0.0) - 0.15 - 0.002 * i
                if e in ('deepjet', 'particlenet'):
                    s = round(min(1.0, max(0.0, 2.0 * x - 0.3)), 3)
                elif e == 'bdt':
                    s = round(max(-1.0, min(1.0, 2.2 * x - 0.6)), 4)
                else:
                    s = round(min(1.0, max(0.0, x + 0.1)), 4)
                p[ids(k, i)] = s
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def truth(n_q=6, ids=event, names=region):
    """the simulated samples' truth labels: events 0-2 signal (1), 3-8 background (0)"""
    return {names(k): {ids(k, i): (1 if i < 3 else 0) for i in range(9)} for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "scores", "signal.run")


_RUNS = [f"{e}.run" for e in ("deepjet", "particlenet", "bdt", "gnn")]
_OUT = ("signal.run",)
_ONE_RUN = ("SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 1.0 deepjet\n"
            "SR_2b_highMET Q0 run358831_lumi112_evt1782940017 2 0.987 deepjet\n")

# the team's files, as their tools write them (a few records each)
_HEPMC3 = ("HepMC::Version 3.02.06\nHepMC::Asciiv3-START_EVENT_LISTING\nW 1\nN 1 \"Default\"\nT Pythia8 8.310 \n"
           "E 0 3 5\nU GEV MM\nW 1.0000000000000000e+00\nA 0 GenCrossSection 4.1028000000000000e+02 "
           "2.3100000000000000e+00 -1 -1\nA 0 signal_process_id 102\n"
           "P 1 0 2212 0.0000000000000000e+00 0.0000000000000000e+00 6.8000000000000000e+03 6.8000000000000000e+03 "
           "9.3827000000000005e-01 4\n"
           "P 2 0 2212 0.0000000000000000e+00 0.0000000000000000e+00 -6.8000000000000000e+03 6.8000000000000000e+03 "
           "9.3827000000000005e-01 4\n"
           "V -1 0 [1,2]\n"
           "P 3 -1 25 1.2345000000000000e+01 -3.4120000000000000e+01 2.1100000000000000e+02 2.4800000000000000e+02 "
           "1.2500000000000000e+02 2\n"
           "HepMC::Asciiv3-END_EVENT_LISTING\n")
_HEPMC2 = ("\nHepMC::Version 2.06.09\nHepMC::IO_GenEvent-START_EVENT_LISTING\n"
           "E 1 -1 -1.0000000000000000e+00 -1.0000000000000000e+00 -1.0000000000000000e+00 102 -3 4 1 2 0 1 "
           "1.0000000000000000e+00\nN 1 \"0\"\nU GEV MM\nC 4.1028000000000000e+02 2.3100000000000000e+00\n"
           "V -1 0 0 0 0 0 0 2 0\nP 1 2212 0 0 6.8000000000000000e+03 6.8000000000000000e+03 9.3827e-01 4 0 0 -1 0\n"
           "HepMC::IO_GenEvent-END_EVENT_LISTING\n")
_LHE = ('<LesHouchesEvents version="3.0">\n<header>\n<!--\n#*********************************************************\n'
        '#                        MadGraph5_aMC@NLO                *\n#*******************************************'
        '**************\n-->\n<MGVersion>\n3.5.1\n</MGVersion>\n<MGProcCard>\nimport model sm\n'
        'generate p p > t t~\n</MGProcCard>\n</header>\n<init>\n'
        '2212 2212 6.800000e+03 6.800000e+03 0 0 325300 325300 -4 1\n5.063247e+02 1.203110e+00 5.063247e+02 1\n'
        '</init>\n<event>\n 4      1 +5.0632470e+02 1.73000000e+02 7.54677100e-03 1.18000000e-01\n'
        '       21 -1    0    0  503  502 +0.0000000000e+00 +0.0000000000e+00 +4.1234567890e+02 4.1234567890e+02 '
        '0.0000000000e+00 0.0000e+00 1.0000e+00\n</event>\n</LesHouchesEvents>\n')
_SLHA = ("# SUSY Les Houches Accord 2 - MSSM spectrum + decays\nBLOCK SPINFO  # Program information\n"
         "     1   SOFTSUSY    # spectrum calculator\n     2   4.1.12      # version number\n"
         "BLOCK MODSEL  # Select model\n     1     1   # sugra\n"
         "BLOCK MASS  # Mass spectrum\n#  PDG code      mass       particle\n"
         "        25     1.25090000E+02   # h0\n   1000006     1.00000000E+03   # ~t_1\n"
         "   1000022     1.00000000E+02   # ~chi_10\n"
         "DECAY   1000006     1.23456789E+01   # stop1 decays\n"
         "     1.00000000E+00    2     1000022         6   # BR(~t_1 -> ~chi_10 t )\n")
_TMVA = ('<?xml version="1.0"?>\n<MethodSetup Method="BDT::BDTG">\n  <GeneralInfo>\n'
         '    <Info name="TMVA Release" value="4.2.1 [262657]"/>\n    <Info name="ROOT Release" value="6.30/04 [401924]"/>\n'
         '    <Info name="Creator" value="analyst"/>\n    <Info name="Training events" value="184322"/>\n'
         '    <Info name="AnalysisType" value="Classification"/>\n  </GeneralInfo>\n  <Options>\n'
         '    <Option name="NTrees" modified="Yes">850</Option>\n    <Option name="MaxDepth" modified="Yes">3</Option>\n'
         '  </Options>\n  <Variables NVar="2">\n'
         '    <Variable VarIndex="0" Expression="MET_pt" Label="MET_pt" Title="MET_pt" Unit="" Internal="MET_pt" '
         'Type="F" Min="2.00000000e+02" Max="1.85000000e+03"/>\n'
         '    <Variable VarIndex="1" Expression="nBJets" Label="nBJets" Title="nBJets" Unit="" Internal="nBJets" '
         'Type="I" Min="2.00000000e+00" Max="6.00000000e+00"/>\n  </Variables>\n</MethodSetup>\n')
_YODA = ("BEGIN YODA_HISTO1D_V2 /CMS_2019_I1753680/d01-x01-y01\nPath: /CMS_2019_I1753680/d01-x01-y01\n"
         "ScaledBy: 1.23e-04\nTitle: \nType: Histo1D\n---\n# Mean: 3.124567e+02\n# Area: 4.567890e+01\n"
         "# ID\t ID\t sumw\t sumw2\t sumwx\t sumwx2\t numEntries\n"
         "Total   \tTotal   \t4.567890e+01\t1.234000e-01\t5.630000e+03\t7.100000e+05\t18234\n"
         "Underflow\tUnderflow\t0.000000e+00\t0.000000e+00\t0.000000e+00\t0.000000e+00\t0\n"
         "Overflow\tOverflow\t1.200000e-01\t3.400000e-04\t5.100000e+01\t2.200000e+04\t47\n"
         "# xlow\t xhigh\t sumw\t sumw2\t sumwx\t sumwx2\t numEntries\n"
         "2.000000e+02\t2.500000e+02\t1.800000e+01\t4.100000e-02\t4.100000e+03\t9.300000e+05\t7312\n"
         "END YODA_HISTO1D_V2\n")
# ROOT's RDataFrame Report()->Print(): a line per filter
_CUTFLOW = ("trigger   : pass=184322     all=1000000    -- eff=18.43 % cumulative eff=18.43 %\n"
            "nJet>=4   : pass=62211      all=184322     -- eff=33.75 % cumulative eff=6.22 %\n"
            "nBJet>=2  : pass=20417      all=62211      -- eff=32.82 % cumulative eff=2.04 %\n"
            "MET>250   : pass=8321       all=20417      -- eff=40.76 % cumulative eff=0.83 %\n")
# TTree::Scan of a NanoAOD tree, Events->Scan("run:luminosityBlock:event:Jet_btagDeepFlavB")
_SCAN = ("***********************************************************************\n"
         "*    Row   * Instance *       run * luminosit *     event * Jet_btagD *\n"
         "***********************************************************************\n"
         "*        0 *        0 *    358831 *       112 * 1.783e+09 * 0.9874000 *\n"
         "*        0 *        1 *    358831 *       112 * 1.783e+09 * 0.0213000 *\n"
         "*        1 *        0 *    358831 *       112 * 1.783e+09 * 0.7712000 *\n")
# NanoAOD branches read with uproot and saved by pandas' to_csv (its index column first)
_NANO_CSV = (",run,luminosityBlock,event,nJet,Jet_btagDeepFlavB,MET_pt\n"
             "0,358831,112,1782930044,4,0.9874,312.4\n1,358831,112,1782940017,5,0.7712,287.9\n"
             "2,358831,119,1782950021,4,0.0213,251.3\n")
_TRUTH_CSV = ("run,luminosityBlock,event,sample,is_signal,genWeight\n"
              "358831,112,1782930044,T2tt_1000_100,1,0.0123\n358831,112,1782940017,TTTo2L2Nu,0,0.8871\n"
              "358831,112,1782950001,TTTo2L2Nu,0,0.8871\n")
_PYHF = json.dumps({
    "channels": [{"name": "SR_2b_highMET", "samples": [
        {"name": "signal", "data": [5.2, 3.1], "modifiers": [{"name": "mu", "type": "normfactor", "data": None}]},
        {"name": "ttbar", "data": [41.0, 12.5], "modifiers": [
            {"name": "ttbar_norm", "type": "normsys", "data": {"hi": 1.05, "lo": 0.95}}]}]}],
    "observations": [{"name": "SR_2b_highMET", "data": [44.0, 15.0]}],
    "measurements": [{"name": "meas", "config": {"poi": "mu", "parameters": []}}],
    "version": "1.0.0"}, indent=4) + "\n"
_LUMI = '{"355100": [[1, 43], [45, 410]],\n "355101": [[1, 58]],\n "358831": [[1, 112], [114, 602]]}\n'
# a ROOT file: the TFile header ('root', version, fBEGIN 100, fEND, fSeekFree, ..., compression 505), then its key
_ROOT_FILE = (b"root" + struct.pack(">iiiiiiiBiii", 62406, 100, 5432, 5310, 122, 1, 58, 4, 505, 4812, 498)
              + b"\x00\x01" + bytes(range(16))).ljust(100, b"\x00") + (
    struct.pack(">ihiHhi", 58, 4, 74, 0x6b3c, 58, 100) + b"\x05TFile\x13nano_skim_2022.root\x00" + b"\x00" * 64)
# coffea.util.save: a cloudpickled accumulator in an LZ4 frame (magic 04 22 4D 18), its block stored uncompressed
_PICKLE = (b"\x80\x05\x95\x40\x00\x00\x00\x00\x00\x00\x00}\x94(\x8c\x08ttbar_2L\x94}\x94\x8c\x07cutflow\x94}\x94"
           b"\x8c\x07trigger\x94J\x02\xd0\x02\x00ss\x8c\x0dSR_2b_highMET\x94}\x94u.")
_COFFEA = b"\x04\x22\x4d\x18\x64\x40\xa7" + struct.pack("<I", 0x80000000 | len(_PICKLE)) + _PICKLE + b"\x00" * 8


def twentyseventh_bar_particlephysics_cases() -> list[Case]:
    G = TWENTYSEVENTH_PARTICLEPHYSICS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27a_rrf_four_taggers_dict", "rankagg.fuse({tagger: {region: {event: score}}}, method='rrf'): DeepJet, "
        "ParticleNet, the TMVA BDT and the GNN over 6 regions of 15 events, DeepJet's and ParticleNet's saturated "
        "probabilities (exact 1.0 and 0.0 ties), the BDT's negative outputs",
        "import rankagg\nR = scores()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27a_borda_gnn_top5_bdt_partial", "rankagg.fuse(..., method='borda'): the GNN keeps its 5 best candidates, "
        "the BDT has no output for a third of the events (a failed preselection); Borda shares the missing ones' points",
        "import rankagg\nR = scores(seed=5, cut={'gnn': 5}, drop={'bdt': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each event a list lacks"))
    cases.append(ok(
        "u27a_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised scores (the BDT's [-1, 1] beside the taggers' [0, 1])",
        "import rankagg, pandas as pd\nW = {'deepjet': 1.0, 'particlenet': 1.5, 'bdt': 0.5, 'gnn': 2.0}\n"
        "R = scores(seed=11, drop={'gnn': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md)"))
    cases.append(ok(
        "u27a_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ, ParticleNet missing half "
        "of the events",
        "import rankagg, pandas as pd\nR = scores(seed=7, drop={'particlenet': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u27a_fuser_weighted_rrf_per_region", "rankagg.Fuser('rrf', weights=...) per region: ParticleNet 2, the GNN "
        "1.5, the BDT 0.5",
        "import rankagg\nW = {'deepjet': 1.0, 'particlenet': 2.0, 'bdt': 0.5, 'gnn': 1.5}\n"
        "R = scores(seed=9, cut={'gnn': 5})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27a_evaluate_truth_p10_ap_ndcg", "rankagg.evaluate(fused, truth, ['P@10', 'AP', 'nDCG@10']): the RRF "
        "ranking against the simulated samples' truth labels (signal 1, background 0)",
        "import rankagg\nR = scores(seed=13, signal=0.2)\nres = rankagg.fuse(R, method='rrf')\nqrels = truth()\n"
        "got = rankagg.evaluate(res, qrels, ['P@10', 'AP', 'nDCG@10'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "want['P@10'] = sum(prec(o, qrels[q], 10) for q, o in orders.items()) / len(orders)\n"
        "keys = ('P@10', 'AP', 'nDCG@10')\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in keys) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@10, AP, nDCG@10 (references.TREC_MEASURES; P@10 by hand over the fused order)"))
    cases.append(ok(
        "u27a_saturated_ties_by_hand", "rankagg.fuse({'deepjet': ..., 'particlenet': ...}, method='borda') of one "
        "region's four events, two at exactly 1.0 in both taggers and two at 0.0 in ParticleNet: the ties ordered by "
        "event id descending, as trec_eval orders them, Borda points by hand",
        "import rankagg\nq = 'SR_2b_highMET'\n"
        "a, b, c, d = ['run358831_lumi112_evt%d' % i for i in (1782930044, 1782930187, 1782930301, 1782930455)]\n"
        "DJ = {a: 1.0, b: 1.0, c: 0.7, d: 0.0}\nPN = {a: 1.0, b: 1.0, c: 0.0, d: 0.0}\n"
        "res = rankagg.fuse({'deepjet': {q: DJ}, 'particlenet': {q: PN}}, method='borda')[q]\n"
        "# deepjet: b a c d -> 4 3 2 1; particlenet: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u27a_top100_of_400_candidates", "rankagg.fuse: 40 regions x 400 candidates x 4 taggers, method='rrf', "
        "depth=100 (the top 100 candidates the team scans by eye)",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2027)\n"
        "qs = [region(k) for k in range(40)]\nruns = {e: {} for e in TAGGERS}\n"
        "for k, q in enumerate(qs):\n"
        "    es = [event(k, i) for i in range(400)]\n"
        "    base = rng.random(400)\n"
        "    for e in TAGGERS:\n"
        "        s = np.clip(1.6 * (0.5 * base + 0.5 * rng.random(400)) - 0.3, 0.0, 1.0)\n"
        "        runs[e][q] = dict(zip(es, np.round(2 * s - 1 if e == 'bdt' else s, 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=100)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in TAGGERS:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:100]\n"
        "    got = res[q]\n"
        "    if len(got) != 100 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 100 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u27a_jet_candidates_rrf", "rankagg.fuse(..., method='rrf'): physics object candidates as documents "
        "('evt1782930044/jet3', an event's jets, slash-separated), DeepJet's and ParticleNet's b-tag scores",
        "import rankagg\n"
        "R = scores(taggers=['deepjet', 'particlenet'], seed=17, ids=lambda k, i: 'evt%d/jet%d' % (1782930044 + 31 * k "
        "+ 9973 * (i // 4), i % 4))\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: an id is any token without a blank; Cormack et al. 2009"))
    cases.append(ok(
        "u27a_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the taggers' scores as Arrow "
        "(from the Parquet the coffea processor writes), RRF",
        "import rankagg, pyarrow as pa\nR = scores(seed=19, cut={'gnn': 5})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u27a_evaluate_each_tagger_qrels_frame", "rankagg.evaluate(each tagger's scores, truth as a DataFrame qid, "
        "docid, rel) for each tagger alone: which tagger separates signal best",
        "import rankagg, pandas as pd\nR = scores(seed=41, signal=0.2, cut={'gnn': 8})\nqrels = truth()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'AP', 'RR'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'RR')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27a_cli_rrf_tagger_runs", "rankagg fuse deepjet.run particlenet.run bdt.run gnn.run --method rrf -o "
        "signal.run: one run per tagger, regions as queries, events as documents",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "signal.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27a_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "the taggers' ROC AUCs on the validation sample)",
        ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o", "signal.run"],
        {"weights.txt": "deepjet 1\nparticlenet 1.5\nbdt 0.5\ngnn 1.25\n"},
        _cli_check("borda", "seed=25, cut={'gnn': 6}", "{'deepjet': 1, 'particlenet': 1.5, 'bdt': 0.5, 'gnn': 1.25}"),
        setup=_runs_setup("seed=25, cut={'gnn': 6}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27a_cli_weighted_combsum_depth_10", "rankagg fuse ... --method combsum --weights "
        "particlenet=2,bdt=0.5 --depth 10: the BDT and the GNN miss some events",
        ["fuse", *_RUNS, "--method", "combsum", "--weights", "particlenet=2,bdt=0.5", "--depth", "10", "-o",
         "signal.run"], None,
        _cli_check("combsum", "seed=27, drop={'bdt': 0.4, 'gnn': 0.3}", "{'particlenet': 2.0, 'bdt': 0.5}", depth=10),
        setup=_runs_setup("seed=27, drop={'bdt': 0.4, 'gnn': 0.3}"),
        why="rankagg fuse --help: --weights NAME=W,... (an unnamed run weighs 1); min-max CombSUM; --depth 10"))
    cases.append(cli_ok(
        "u27a_cli_combmnz_gz_parquet_out", "rankagg fuse deepjet.run.gz bdt.run.gz gnn.run.gz --method combmnz -o "
        "signal.parquet: gzipped runs from the grid jobs, the candidates as a Parquet table",
        ["fuse", "deepjet.run.gz", "bdt.run.gz", "gnn.run.gz", "--method", "combmnz", "-o", "signal.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/signal.parquet')\n"
            "R = scores(taggers=['deepjet', 'bdt', 'gnn'], seed=31)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in scores(taggers=['deepjet', 'bdt', 'gnn'], seed=31).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped; CombMNZ over min-max"))
    cases.append(cli_ok(
        "u27a_cli_input_depth_5", "rankagg fuse ... --method rrf --input-depth 5: only each tagger's five best "
        "candidates are fused",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "signal.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27a_cli_evaluate_truth", "rankagg evaluate signal.run --qrels truth.qrels -m P.10 -m map -m ndcg_cut.10: "
        "the fused candidates against the simulated samples' truth labels",
        ["evaluate", "signal.run", "--qrels", "truth.qrels", "-m", "P.10", "-m", "map", "-m", "ndcg_cut.10"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/signal.run').read())\nqrels = truth()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "p10 = sum(prec(o, qrels[q], 10) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower().replace('@', '_')] = float(f[-1])\n"
            "ap = nums.get('ap', nums.get('map'))\np = nums.get('p_10')\n"
            "nd = nums.get('ndcg_cut_10', nums.get('ndcg_10'))\n"
            "report('' if None not in (ap, p, nd) and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(p - p10) < 1e-4 and abs(nd - want['nDCG@10']) < 1e-4 else 'got %r want %r %r' "
            "% (nums, want, p10))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = scores(seed=33, signal=0.2)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('signal.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('truth.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in truth().items() for g, r in j.items()))\n"),
        why="trec_eval's P_10, map and ndcg_cut_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u27a_cli_evaluate_saturated_ties", "rankagg evaluate deepjet.run --qrels truth.qrels -q -m P.1 -m "
        "recip_rank: DeepJet's two best events both exactly 1.0, the signal one has the smaller event id",
        ["evaluate", "deepjet.run", "--qrels", "truth.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"deepjet.run": "SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 1.0 deepjet\n"
                        "SR_2b_highMET Q0 run358831_lumi112_evt1782940017 2 1.0 deepjet\n"
                        "SR_2b_highMET Q0 run358831_lumi112_evt1782950001 3 0.0 deepjet\n"
                        "ttbar_2L Q0 run358832_lumi126_evt1782930106 1 0.996 deepjet\n"
                        "ttbar_2L Q0 run358832_lumi126_evt1782940079 2 0.0 deepjet\n",
         "truth.qrels": "SR_2b_highMET 0 run358831_lumi112_evt1782930044 1\n"
                        "SR_2b_highMET 0 run358831_lumi112_evt1782940017 0\n"
                        "ttbar_2L 0 run358832_lumi126_evt1782940079 1\n"},
        lambda out, folder: (lambda nums: nums.get(("SR_2b_highMET", "p1")) == 0.0
                             and abs(nums.get(("SR_2b_highMET", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("ttbar_2L", "p1")) == 0.0
                             and abs(nums.get(("ttbar_2L", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "rr" if "rank" in f[0].lower() or f[0].lower() == "rr" else "p1"): float(f[-1])
             for f in map(str.split, out.splitlines()) if len(f) >= 3 and f[-2] in ("SR_2b_highMET", "ttbar_2L")}),
        why="trec_eval -q: equal scores by docid descending (evt1782940017 before evt1782930044 at 1.0: P_1 0, RR 1/2)"))
    cases.append(cli_ok(
        "u27a_cli_two_trainings_same_tag", "rankagg fuse deepjet_2022.run deepjet_2023.run bdt.run --method rrf: "
        "DeepJet's 2022 and 2023 trainings write the same tag 'deepjet'; runs named by their files",
        ["fuse", "deepjet_2022.run", "deepjet_2023.run", "bdt.run", "--method", "rrf", "-o", "signal.run"], None,
        lambda out, folder: _report(
            "R = scores(taggers=['deepjet_2022', 'deepjet_2023', 'bdt'], seed=37)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/signal.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "for t, run in scores(taggers=['deepjet_2022', 'deepjet_2023', 'bdt'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, 'deepjet' if t.startswith('deepjet') "
                              "else t))\n"),
        why="docs/conventions.md: ranker names are run tags, file names when tags repeat; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27a_cli_bdt_background_rises", "rankagg fuse gnn.run bdt.run --method rrf: the BDT's run exported as the "
        "background-likeness (-BDT output), ranked ascending (its score rises down every list)",
        ["fuse", "gnn.run", "bdt.run", "--method", "rrf", "-o", "signal.run"], None,
        lambda out, folder: _report(
            "R = scores(taggers=['gnn', 'bdt'], seed=39)\n"
            "R['bdt'] = {q: {d: -s for d, s in p.items()} for q, p in R['bdt'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/signal.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = scores(taggers=['gnn', 'bdt'], seed=39)\n"
                              "open(P('gnn.run'), 'w').write(run_text(R['gnn'], 'gnn'))\n"
                              "up = {q: {d: -s for d, s in p.items()} for q, p in R['bdt'].items()}\n"
                              "lines = ['%s Q0 %s %d %r bdt' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('bdt.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="bdt.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with a "
            "warning naming the file"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line -------------
    tool_files = [
        ("u27a_hepmc3_as_run", "a HepMC3 ASCII event record (HepMC::Version, HepMC::Asciiv3-START_EVENT_LISTING, E, "
         "V, P lines) written by Pythia8", "ttbar_2L.hepmc", _HEPMC3, "HepMC", "ttbar_2L.hepmc:1"),
        ("u27a_hepmc2_as_run", "a HepMC2 IO_GenEvent record (a blank line, HepMC::Version 2.06.09, "
         "HepMC::IO_GenEvent-START_EVENT_LISTING)", "signal_T2tt.hepmc2", _HEPMC2, "HepMC", "signal_T2tt.hepmc2:"),
        ("u27a_lhe_as_run", "a Les Houches Event file from MadGraph5_aMC@NLO (<LesHouchesEvents version=\"3.0\">, "
         "<header>, <init>, <event>)", "unweighted_events.lhe", _LHE, "Les Houches", "unweighted_events.lhe:1"),
        ("u27a_slha_as_run", "an SLHA spectrum from SOFTSUSY (BLOCK SPINFO, BLOCK MASS, DECAY)", "T2tt_1000_100.slha",
         _SLHA, "SLHA", "T2tt_1000_100.slha:"),
        ("u27a_tmva_xml_as_run", "TMVA's weight file of the BDT (<MethodSetup Method=\"BDT::BDTG\">, TMVA Release)",
         "stop_BDTG.weights.xml", _TMVA, "TMVA", "stop_BDTG.weights.xml:"),
        ("u27a_yoda_as_run", "Rivet's YODA histograms (BEGIN YODA_HISTO1D_V2, Path:, the bins, END YODA_HISTO1D_V2)",
         "CMS_2019_I1753680.yoda", _YODA, "YODA", "CMS_2019_I1753680.yoda:1"),
        ("u27a_cutflow_as_run", "a cutflow printed by ROOT's RDataFrame Report()->Print() ('trigger   : pass=184322 "
         "all=1000000 -- eff=18.43 % ...')", "report_SR_2b_highMET.txt", _CUTFLOW, "RDataFrame",
         "report_SR_2b_highMET.txt:1"),
        ("u27a_tree_scan_as_run", "a NanoAOD tree dumped by TTree::Scan (rows of '*' with Row, Instance, run, "
         "luminosit, event, Jet_btagD)", "nano_scan.txt", _SCAN, "TTree::Scan", "nano_scan.txt:1"),
        ("u27a_nanoaod_csv_as_run", "NanoAOD branches read with uproot and saved by pandas (,run,luminosityBlock,"
         "event,nJet,Jet_btagDeepFlavB,MET_pt)", "nano_branches.csv", _NANO_CSV, "NanoAOD", "nano_branches.csv:1"),
        ("u27a_pyhf_workspace_as_run", "a HistFactory workspace in pyhf's JSON (channels, samples, modifiers, "
         "observations, measurements)", "workspace_SR.json", _PYHF, "pyhf", "workspace_SR.json"),
        ("u27a_lumi_json_as_run", "CMS's certified luminosity JSON (the golden JSON: {\"run\": [[ls1, ls2]]})",
         "Cert_Collisions2022_355100_362760_Golden.json", _LUMI, "luminosity",
         "Cert_Collisions2022_355100_362760_Golden.json"),
    ]
    binaries = [
        ("u27a_root_file_as_run", "a ROOT file (the TFile header: magic 'root', then binary keys)",
         "nano_skim_2022.root", _ROOT_FILE, "ROOT"),
        ("u27a_coffea_as_run", "a coffea output (coffea.util.save: a cloudpickled accumulator in an LZ4 frame)",
         "output_ttbar.coffea", _COFFEA, "coffea.util"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (an event record's E line has 4, an XML tag one, "
                "an SLHA block two); the file is the generator's, the fitter's or the analysis framework's, named by "
                "what it is (a field count says nothing the team can act on)")
    binary_why = ("a binary container holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} deepjet.run -o signal.run: {what} given as a run",
            ["fuse", name, "deepjet.run", "--method", "rrf", "-o", "signal.run"],
            {name: content, "deepjet.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))
    cases.append(cli_bad(
        "u27a_awkward_parquet_as_run", "rankagg fuse events.parquet deepjet.run: a coffea processor's Parquet of "
        "awkward arrays (run, luminosityBlock, event, a Jet list of structs per event) given as a run table",
        ["fuse", "events.parquet", "--method", "rrf", "-o", "signal.run"], None, "events.parquet",
        setup=reference_setup(_REF, "import pyarrow as pa, pyarrow.parquet as pq\n"
                              "jet = pa.list_(pa.struct([('pt', pa.float32()), ('btagDeepFlavB', pa.float32())]))\n"
                              "t = pa.table({'run': pa.array([358831, 358831], pa.uint32()), "
                              "'luminosityBlock': pa.array([112, 112], pa.uint32()), "
                              "'event': pa.array([1782930044, 1782940017], pa.uint64()), "
                              "'Jet': pa.array([[{'pt': 87.5, 'btagDeepFlavB': 0.9874}], [{'pt': 41.2, "
                              "'btagDeepFlavB': 0.0213}, {'pt': 33.0, 'btagDeepFlavB': 0.771}]], jet)})\n"
                              "pq.write_table(t, P('events.parquet'))\n"),
        why="docs/conventions.md: a Parquet run table has q_id, doc_id, score (or rank) and run columns; a table of "
            "events without them is refused naming the file"))

    # --- the judgements, weights and comparisons the team gives ------------------------------------------------------
    for cid, what, name, content, mention in [
            ("u27a_truth_csv_as_qrels", "the truth labels exported from the simulated samples (run, luminosityBlock, "
             "event, sample, is_signal, genWeight)", "truth_labels.csv", _TRUTH_CSV, ("truth_labels.csv:1",)),
            ("u27a_lhe_as_qrels", "the signal sample's LHE file given as the judgements", "signal.lhe", _LHE,
             ("signal.lhe:1", "Les Houches")),
            ("u27a_lumi_json_as_qrels", "the golden JSON picked instead of truth.qrels", "golden.json", _LUMI,
             ("golden.json", "luminosity")),
            ("u27a_hepmc3_as_qrels", "the signal sample's HepMC3 record given as the judgements", "signal.hepmc",
             _HEPMC3, ("signal.hepmc:1", "HepMC")),
            ("u27a_root_as_qrels", "the truth tree's ROOT file given as the judgements", "truth.root", _ROOT_FILE,
             ("truth.root", "ROOT"))]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate deepjet.run --qrels {name}: {what}", ["evaluate", "deepjet.run", "--qrels", name],
            {"deepjet.run": _ONE_RUN, name: content}, *mention, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the team's own, named by what "
                "it is, with how to write the truth labels as qrels"))
    for cid, what, name, content, mention in [
            ("u27a_tmva_xml_as_weights", "TMVA's BDT weight file given to --weights (its name says weights)",
             "stop_BDTG.weights.xml", _TMVA, ("stop_BDTG.weights.xml", "TMVA")),
            ("u27a_pyhf_as_weights", "the pyhf workspace given to --weights", "workspace_SR.json", _PYHF,
             ("workspace_SR.json",)),
            ("u27a_lumi_json_as_weights", "the golden JSON given to --weights (a JSON object keyed by run number)",
             "golden.json", _LUMI, ("golden.json",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse deepjet.run bdt.run --weights {name}: {what}",
            ["fuse", "deepjet.run", "bdt.run", "--method", "rrf", "--weights", name, "-o", "signal.run"],
            {name: content}, *mention, setup=_runs_setup("taggers=['deepjet', 'bdt'], n_q=2"),
            why="rankagg fuse --help: --weights is a JSON object or 'NAME W' lines of numbers >= 0 naming runs; "
                "another file is refused naming it"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27a_tmva_nan_score", "rankagg fuse deepjet.run bdt.run: TMVA's reader returned NaN for an event with a "
        "missing input, printed by std::cout as '-nan'",
        ["fuse", "deepjet.run", "bdt.run", "--method", "rrf", "-o", "signal.run"],
        {"deepjet.run": _ONE_RUN,
         "bdt.run": "SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 0.8731 bdt\n"
                    "SR_2b_highMET Q0 run358831_lumi112_evt1782940017 2 -nan bdt\n"}, "bdt.run:2",
        why="docs/conventions.md: a NaN score is refused at its line (trec_eval's atof would read a value no run means)"))
    cases.append(cli_bad(
        "u27a_run_lumi_event_fields", "rankagg fuse deepjet.run gnn.run: the GNN's export wrote the event as three "
        "fields (run lumi event) instead of one id",
        ["fuse", "deepjet.run", "gnn.run", "--method", "rrf", "-o", "signal.run"],
        {"deepjet.run": _ONE_RUN,
         "gnn.run": "SR_2b_highMET Q0 358831 112 1782930044 1 0.9712 gnn\n"}, "gnn.run:1",
        why="trec_eval refuses a line of other than six fields (docs/conventions.md: refused at its line)"))
    cases.append(cli_bad(
        "u27a_region_with_blank", "rankagg fuse deepjet.run gnn.run: a region written by its plot label "
        "'SR 2b highMET' (blanks inside) in the first field",
        ["fuse", "deepjet.run", "gnn.run", "--method", "rrf", "-o", "signal.run"],
        {"deepjet.run": _ONE_RUN,
         "gnn.run": "SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 0.97 gnn\n"
                    "SR 2b highMET Q0 run358831_lumi112_evt1782940017 1 0.95 gnn\n"}, "gnn.run:2",
        why="trec_eval splits fields at blanks: eight fields (docs/conventions.md: refused at its line)"))
    cases.append(bad(
        "u27a_api_region_with_blank", "rankagg.fuse({'gnn': {'SR 2b highMET': {...}}, ...}): a region keyed by its "
        "plot label in memory",
        "import rankagg\nR = scores(taggers=['gnn', 'bdt'], n_q=2)\n"
        "R['gnn']['SR 2b highMET'] = {'run358831_lumi112_evt1782930044': 0.97, 'run358831_lumi112_evt1782940017': 0.2}\n"
        "rankagg.fuse(R, method='rrf')\n", "SR 2b highMET",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27a_api_weight_misspelt_tagger", "rankagg.fuse(R, method='rrf', weights={'particlnet': 2, 'bdt': 0.5}): a "
        "tagger's name misspelt in the weights",
        "import rankagg\nR = scores(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'particlnet': 2.0, 'bdt': 0.5})\n", "particlnet",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u27a_cli_negative_bdt_weight", "rankagg fuse ... --weights weights.txt: a negative weight for the BDT "
        "('bdt -1', meant to flip its sign)",
        ["fuse", "deepjet.run", "bdt.run", "--method", "rrf", "--weights", "weights.txt", "-o", "signal.run"],
        {"weights.txt": "deepjet 1\nbdt -1\n"}, "weights.txt:2", "bdt",
        setup=_runs_setup("taggers=['deepjet', 'bdt'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; a negative one is refused naming the file and line"))
    cases.append(bad(
        "u27a_api_nanoaod_frame", "rankagg.fuse(DataFrame of NanoAOD branches: run, luminosityBlock, event, "
        "Jet_btagDeepFlavB, as uproot's arrays(library='pd') gives them)",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame({'run': [358831, 358831], 'luminosityBlock': [112, 112], 'event': [1782930044, 1782940017], "
        "'Jet_btagDeepFlavB': [0.9874, 0.0213]})\nrankagg.fuse(df, method='rrf')\n", "qid",
        why="README: a long frame has qid, docid, score (or rank) and run columns; one without is refused naming them"))

    # --- the fused candidates written under a physics format's name ---------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u27a_out_root", ["-o", "signal.root"], "signal.root", "a ROOT file", ("ROOT",)),
            ("u27a_out_root_upper", ["-o", "SIGNAL.ROOT"], "SIGNAL.ROOT", "a ROOT file (upper case)", ("ROOT",)),
            ("u27a_out_hepmc", ["-o", "signal.hepmc"], "signal.hepmc", "a HepMC event record", ("HepMC",)),
            ("u27a_out_hepmc3", ["-o", "signal.hepmc3"], "signal.hepmc3", "a HepMC3 event record", ("HepMC",)),
            ("u27a_out_lhe", ["-o", "signal.lhe"], "signal.lhe", "a Les Houches Event file", ("Les Houches",)),
            ("u27a_out_lhe_gz", ["-o", "signal.lhe.gz"], "signal.lhe.gz", "a gzipped Les Houches Event file",
             ("Les Houches",)),
            ("u27a_out_slha", ["-o", "signal.slha"], "signal.slha", "an SLHA spectrum", ("SLHA",)),
            ("u27a_out_yoda", ["-o", "signal.yoda"], "signal.yoda", "Rivet's YODA histograms", ("YODA",)),
            ("u27a_out_coffea", ["-o", "signal.coffea"], "signal.coffea", "a coffea output", ("coffea",)),
            ("u27a_explain_root", ["-o", "signal.run", "--explain", "explain.root"], "explain.root",
             "--explain's JSON lines under a ROOT file's name", ("ROOT",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse deepjet.run bdt.run --method rrf {' '.join(argv_out)}: {what}; TREC lines under that "
            "name are read by no tool that opens it",
            ["fuse", "deepjet.run", "bdt.run", "--method", "rrf", *argv_out],
            None, out_name, *named, outputs=(out_name, "signal.run"),
            setup=_runs_setup("taggers=['deepjet', 'bdt'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
