"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a protein bioinformatics team's homology-search hits fused across BLAST, HMMER, MMseqs2 and Foldseek (its cases, ids ``u26a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each query protein (a SCOPe domain, ``d1hhoa_``) is a query, the database hits the items (UniProt
ids with pipes, ``sp|P69905|HBA_HUMAN``), and the search tools the rankers: BLAST+ and DIAMOND bit scores, HMMER's
sequence score, MMseqs2's bits, Foldseek's bits (and its TM-score).  They fuse per query with RRF (deep lists,
k = 60), CombSUM / CombMNZ of min-max bit scores (Foldseek weighted 2 for remote homologues), Borda, keep the top 50
or 10, and judge against SCOPe labels (2 same family, 1 same superfamily, 0 other fold) by nDCG@10, AP and P@5.
The mistakes: the tools' own files given where runs or qrels are read (BLAST tabular -outfmt 6 and 7, MMseqs2's,
DIAMOND's and Foldseek's m8, HMMER's --tblout and --domtblout, BLAST XML and JSON, Stockholm alignments), the
fused list written under those tools' names (``-o hits.m8``, ``.tblout``, ``.domtblout``, ``.blast``, ``.hhr``,
``.hmm``, ``.stk``), a hit id with its description's blanks, E-values taken as scores, an E-value of 0.0 turned into
an infinite -log10.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_HOMOLOGY = "45 Unseen inputs: a twenty-sixth bar, a protein bioinformatics team's homology-search hits fused across BLAST, HMMER, MMseqs2 and Foldseek"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TOOLS = ['blastp', 'hmmscan', 'mmseqs', 'foldseek', 'diamond']
QUERIES = ['d1hhoa_', 'd1a00a_', 'd2hbga_', 'd1mbna_', 'd3sdhb_', 'd1ecda_']
def hit(q, i):
    """the query's i-th database hit, as UniProt writes it (db|accession|entry name)"""
    return ('sp' if i % 3 else 'tr') + '|%s%05d|%s_%s' % ('PQO'[i % 3], 10 * QUERIES.index(q) + i,
                                                          'HB%c' % (65 + i % 26), ['HUMAN', 'MOUSE', 'BOVIN'][i % 3])
def shape(tool, x):
    """a tool's score of a hit of strength x in [0, 1.5): bit scores, HMMER's score, Foldseek's bits"""
    y = min(x / 1.5, 0.999999)
    if tool in ('blastp', 'diamond'):
        return round(20 + 300 * y, 1)
    if tool == 'hmmscan':
        return round(5 + 250 * y, 1)
    if tool == 'mmseqs':
        return int(18 + 290 * y)
    return int(30 + 600 * y)
def searches(tools=TOOLS, n=20, seed=3, drop=None, ids=hit, signal=0.6, queries=QUERIES):
    """{tool: {query: {hit: score}}}, higher = better; each query's hits 0..3 are its family's; ``drop``: {tool:
    share of hits it did not report (below its E-value cut-off)}"""
    g = lcg(seed)
    out = {}
    for t in tools:
        out[t] = {}
        for q in queries:
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(t, 0.0):
                    continue
                p[ids(q, i)] = shape(t, (signal if i < 4 else signal / 2 if i < 7 else 0.0) + u)
            out[t][q] = p
    return out
def scope(n=20, ids=hit, queries=QUERIES):
    """SCOPe labels: 2 the query's family (hits 0..3), 1 its superfamily (4..6), 0 another fold"""
    return {q: {ids(q, i): 2 if i < 4 else 1 if i < 7 else 0 for i in range(n)} for q in queries}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", gz: bool = False):
    """one TREC run per tool (its tag the tool's name), query proteins as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = searches({args})\nfor t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n")


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "hits.run",
               cut: str = ""):
    code = (f"RUNS = searches({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = searches({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_TOOL_RUNS = [f"{t}.run" for t in ("blastp", "hmmscan", "mmseqs", "foldseek", "diamond")]
_OUT = ("hits.run",)
_ONE_RUN = "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289.3 blastp\nd1hhoa_ Q0 sp|P68871|HBB_HUMAN 2 98.2 blastp\n"

# the tools' files as each writes them (a few records, real headers)
_OUTFMT6 = ("sp|P69905|HBA_HUMAN\tsp|P69905|HBA_HUMAN\t100.000\t142\t0\t0\t1\t142\t1\t142\t1.21e-102\t289\n"
            "sp|P69905|HBA_HUMAN\tsp|P01942|HBA_MOUSE\t86.525\t141\t19\t0\t1\t141\t1\t141\t2.34e-88\t253\n"
            "sp|P69905|HBA_HUMAN\tsp|P68871|HBB_HUMAN\t43.165\t139\t75\t2\t3\t141\t4\t142\t8.01e-36\t118\n")
_OUTFMT7 = ("# BLASTP 2.14.0+\n# Query: sp|P69905|HBA_HUMAN Hemoglobin subunit alpha OS=Homo sapiens OX=9606 GN=HBA1\n"
            "# Database: uniprot_sprot.fasta\n# Fields: query acc.ver, subject acc.ver, % identity, alignment length, "
            "mismatches, gap opens, q. start, q. end, s. start, s. end, evalue, bit score\n# 3 hits found\n" + _OUTFMT6
            + "# BLAST processed 1 queries\n")
_MMSEQS_M8 = ("d1hhoa_\tP69905\t1.000\t141\t0\t0\t1\t141\t2\t142\t1.097E-95\t272\n"
              "d1hhoa_\tP01942\t0.865\t141\t19\t0\t1\t141\t2\t142\t5.362E-83\t241\n")
_FOLDSEEK_M8 = ("d1hhoa_.pdb\tAF-P69905-F1-model_v4.pdb\t0.993\t141\t1\t0\t1\t141\t2\t142\t3.552E-25\t862\n"
                "d1hhoa_.pdb\tAF-P02144-F1-model_v4.pdb\t0.262\t140\t103\t0\t1\t141\t3\t146\t2.011E-16\t512\n")
_DIAMOND = ("sp|P69905|HBA_HUMAN\tsp|P01942|HBA_MOUSE\t86.5\t141\t19\t0\t1\t141\t1\t141\t9.72e-87\t249\n"
            "sp|P69905|HBA_HUMAN\tsp|P68871|HBB_HUMAN\t43.2\t139\t75\t2\t3\t141\t4\t142\t3.2e-35\t117\n")
_TBLOUT = ("#                                                                --- full sequence ---- --- best 1 domain ---- --- domain number estimation ----\n"
           "# target name        accession  query name           accession    E-value  score  bias   E-value  score  bias   exp reg clu  ov env dom rep inc description of target\n"
           "#------------------- ---------- -------------------- ---------- --------- ------ ----- --------- ------ -----   --- --- --- --- --- --- --- --- ---------------------\n"
           "sp|P69905|HBA_HUMAN  -          Globin               PF00042.25   1.9e-32  112.4   0.1   2.2e-32  112.2   0.1   1.0   1   0   0   1   1   1   1 Hemoglobin subunit alpha OS=Homo sapiens OX=9606 GN=HBA1 PE=1 SV=2\n"
           "sp|P68871|HBB_HUMAN  -          Globin               PF00042.25   4.1e-29  101.7   0.0   4.6e-29  101.5   0.0   1.0   1   0   0   1   1   1   1 Hemoglobin subunit beta OS=Homo sapiens OX=9606 GN=HBB PE=1 SV=2\n"
           "#\n# Program:         hmmsearch\n# Version:         3.3.2 (Nov 2020)\n# [ok]\n")
_DOMTBLOUT = ("#                                                                            --- full sequence --- -------------- this domain -------------   hmm coord   ali coord   env coord\n"
              "# target name        accession   tlen query name           accession   qlen   E-value  score  bias   #  of  c-Evalue  i-Evalue  score  bias  from    to  from    to  from    to  acc description of target\n"
              "#------------------- ---------- ----- -------------------- ---------- ----- --------- ------ ----- --- --- --------- --------- ------ ----- ----- ----- ----- ----- ----- ----- ---- ---------------------\n"
              "sp|P69905|HBA_HUMAN  -            142 Globin               PF00042.25   110   1.9e-32  112.4   0.1   1   1   2.4e-36   2.2e-32  112.2   0.1     1   110    29   137    29   138 0.98 Hemoglobin subunit alpha OS=Homo sapiens\n"
              "sp|P68871|HBB_HUMAN  -            147 Globin               PF00042.25   110   4.1e-29  101.7   0.0   1   1   5.3e-33   4.6e-29  101.5   0.0     2   110    34   143    33   143 0.97 Hemoglobin subunit beta OS=Homo sapiens\n")
_BLAST_XML = ('<?xml version="1.0"?>\n<!DOCTYPE BlastOutput PUBLIC "-//NCBI//NCBI BlastOutput/EN" '
              '"http://www.ncbi.nlm.nih.gov/dtd/NCBI_BlastOutput.dtd">\n<BlastOutput>\n'
              '  <BlastOutput_program>blastp</BlastOutput_program>\n  <BlastOutput_version>BLASTP 2.14.0+</BlastOutput_version>\n'
              '  <BlastOutput_db>uniprot_sprot.fasta</BlastOutput_db>\n  <BlastOutput_query-ID>Query_1</BlastOutput_query-ID>\n'
              '  <BlastOutput_iterations>\n    <Iteration>\n      <Iteration_hits>\n        <Hit>\n'
              '          <Hit_id>sp|P69905|HBA_HUMAN</Hit_id>\n          <Hit_hsps><Hsp><Hsp_bit-score>289.3</Hsp_bit-score>'
              '<Hsp_evalue>1.21e-102</Hsp_evalue></Hsp></Hit_hsps>\n        </Hit>\n      </Iteration_hits>\n'
              '    </Iteration>\n  </BlastOutput_iterations>\n</BlastOutput>\n')
_BLAST_JSON = ('{\n  "BlastOutput2": [\n  {\n    "report": {\n      "program": "blastp",\n      "version": "BLASTP 2.14.0+",\n'
               '      "search_target": {"db": "uniprot_sprot.fasta"},\n      "results": {"search": {"query_id": "Query_1", '
               '"hits": [{"num": 1, "description": [{"id": "sp|P69905|HBA_HUMAN", "accession": "P69905"}], '
               '"hsps": [{"num": 1, "bit_score": 289.262, "score": 739, "evalue": 1.21e-102}]}]}}\n    }\n  }\n  ]\n}\n')
_STOCKHOLM = ("# STOCKHOLM 1.0\n#=GF ID   Globin\n#=GF AC   PF00042.25\n\n"
              "HBA_HUMAN/2-142     VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF.DLSHGSAQVKGHGKKVADALTNAVAHV\n"
              "HBB_HUMAN/3-147     LTPEEKSAVTALWGKVN..VDEVGGEALGRLLVVYPWTQRFFESFGDLSTPDAVMGNPKVKAHGKKVLGAFSDGLAHL\n"
              "#=GC seq_cons       ltpeeKsaVtalWgKv...vdevGgeaLgRLlvvYPwTqryFesFGDLst\n//\n")
_A3M = ("#142 1\n>d1hhoa_\nVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKK\n"
        ">UniRef100_P01942 Hemoglobin subunit alpha n=3 Tax=Mus musculus\nVLSGEDKSNIKAAWGKIGGHGAEYGAEALERMFASFPTTKTYFPHFDVSHGSAQVKGHGKK\n")
_FASTA = (">sp|P69905|HBA_HUMAN Hemoglobin subunit alpha OS=Homo sapiens OX=9606 GN=HBA1 PE=1 SV=2\n"
          "MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKL\n")
_MMCIF = ("data_1HHO\n#\n_entry.id   1HHO\n#\nloop_\n_atom_site.group_PDB\n_atom_site.id\n_atom_site.type_symbol\n"
          "_atom_site.label_atom_id\n_atom_site.label_comp_id\n_atom_site.label_asym_id\n_atom_site.Cartn_x\n"
          "_atom_site.Cartn_y\n_atom_site.Cartn_z\nATOM 1 N N VAL A 6.204 16.869 4.854\nATOM 2 C CA VAL A 6.913 17.759 4.607\n")
_PDB = ("HEADER    OXYGEN TRANSPORT                        14-MAY-84   1HHO              \n"
        "ATOM      1  N   VAL A   1       6.204  16.869   4.854  1.00 49.05           N  \n"
        "ATOM      2  CA  VAL A   1       6.913  17.759   4.607  1.00 43.14           C  \n")


def twentysixth_bar_homology_cases() -> list[Case]:
    G = TWENTYSIXTH_HOMOLOGY
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API ------------------------------------------------------------------
    cases.append(ok(
        "u26a_rrf_tools_dict", "rankagg.fuse({tool: {query: {hit: bits}}}, method='rrf'): BLAST+, hmmscan, MMseqs2, "
        "Foldseek and DIAMOND over 6 SCOPe domains of 20 UniProt hits (sp|P69905|HBA_HUMAN ids with pipes)",
        "import rankagg\nR = searches()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); tied bit scores ordered as trec_eval orders them, the id "
            "descending (docs/conventions.md)"))
    cases.append(ok(
        "u26a_borda_cutoffs", "rankagg.fuse(..., method='borda'): hmmscan reports 60% of the hits under its "
        "E-value cut-off, Foldseek half, DIAMOND a third; Borda shares the missing places",
        "import rankagg\nR = searches(seed=5, drop={'hmmscan': 0.4, 'foldseek': 0.5, 'diamond': 0.67})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26a_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ of min-max bit scores: "
        "a hit found by more tools rises", _frame_fusion("combmnz", "seed=7, drop={'hmmscan': 0.5, 'mmseqs': 0.3}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26a_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per query protein: Foldseek 2 (remote "
        "homologues), hmmscan 1.5, DIAMOND 0.5",
        "import rankagg\nW = {'blastp': 1.0, 'hmmscan': 1.5, 'mmseqs': 1.0, 'foldseek': 2.0, 'diamond': 0.5}\n"
        "R = searches(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26a_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): weighted CombSUM of "
        "min-max bit scores, Foldseek 2", _frame_fusion("combsum", "seed=11, drop={'foldseek': 0.5}",
                                                         "{'blastp': 1.0, 'hmmscan': 1.0, 'mmseqs': 1.0, "
                                                         "'foldseek': 2.0, 'diamond': 0.5}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u26a_evaluate_scope", "rankagg.evaluate(fused, scope, ['P@5', 'nDCG@10', 'AP', 'RR']): the RRF list per "
        "domain against SCOPe labels (2 family, 1 superfamily, 0 other fold)",
        "import rankagg\nR = searches(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = scope()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, nDCG@10 (gains the grades), AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26a_identical_hits_tied_by_hand", "rankagg.fuse({'blastp': ..., 'diamond': ...}, method='borda'): three "
        "identical globins all at BLAST's capped bit score 289, Borda points by hand",
        "import rankagg\nB = {'sp|P69905|HBA_HUMAN': 289.0, 'sp|P69905|HBA_PANTR': 289.0, 'sp|P69907|HBA_PANPA': 289.0, "
        "'sp|P68871|HBB_HUMAN': 118.0, 'tr|Q6LBM9|Q6LBM9_HUMAN': 40.2}\n"
        "D = {'sp|P69905|HBA_HUMAN': 285.0, 'sp|P69905|HBA_PANTR': 120.0, 'sp|P69907|HBA_PANPA': 285.0, "
        "'sp|P68871|HBB_HUMAN': 30.0, 'tr|Q6LBM9|Q6LBM9_HUMAN': 40.0}\n"
        "res = rankagg.fuse({'blastp': {'d1hhoa_': B}, 'diamond': {'d1hhoa_': D}}, method='borda')['d1hhoa_']\n"
        "# blastp by id descending among the 289s: HBA_PANPA(P69907) HBA_PANTR HBA_HUMAN HBB Q6LBM9 -> 5 4 3 2 1\n"
        "# diamond: HBA_PANPA HBA_HUMAN (285, id descending) HBA_PANTR Q6LBM9 HBB -> 5 4 3 2 1\n"
        "want = {'sp|P69907|HBA_PANPA': 10.0, 'sp|P69905|HBA_PANTR': 7.0, 'sp|P69905|HBA_HUMAN': 7.0, "
        "'sp|P68871|HBB_HUMAN': 3.0, 'tr|Q6LBM9|Q6LBM9_HUMAN': 3.0}\n"
        "# ties: HBA_HUMAN (best 2) before HBA_PANTR (best 2) by the smaller id; HBB (best 4) and Q6LBM9 (best 4): "
        "smaller id first\n"
        "order = ['sp|P69907|HBA_PANPA', 'sp|P69905|HBA_HUMAN', 'sp|P69905|HBA_PANTR', 'sp|P68871|HBB_HUMAN', "
        "'tr|Q6LBM9|Q6LBM9_HUMAN']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u26a_volume_proteome", "rankagg.fuse: a proteome's 1,500 query proteins x 100 hits x 4 tools, method='rrf', "
        "depth=50",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "T = ['blastp', 'hmmscan', 'mmseqs', 'foldseek']\n"
        "qs = ['sp|Q%05d|Y%04d_YEAST' % (k, k) for k in range(1500)]\nruns = {t: {} for t in T}\n"
        "for k, q in enumerate(qs):\n"
        "    hits = ['UniRef50_P%05d' % (k * 7 + i) for i in range(100)]\n"
        "    base = rng.random(100)\n"
        "    for t in T:\n"
        "        runs[t][q] = dict(zip(hits, np.round(300 * (0.5 * base + 0.5 * rng.random(100)), 1).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=50)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for t in T:\n"
        "        for r, d in enumerate(desc_order(runs[t][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:50]\n"
        "    got = res[q]\n"
        "    if len(got) != 50 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 50 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u26a_evalue_ranks_frame", "rankagg.fuse(frame qid, docid, run, rank): jackhmmer's and PSI-BLAST's hits given "
        "only as their rank by E-value (1 the best), RRF over the ranks",
        "import rankagg, pandas as pd\nR = searches(tools=['jackhmmer', 'psiblast', 'foldseek'], seed=15, "
        "drop={'psiblast': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26a_neglog_evalue_dict", "rankagg.fuse({tool: {query: {hit: -log10(E)}}}, method='combsum'): E-values "
        "such as 1e-180 turned into -log10(E) (higher better), E = 0.0 capped at 180 by the team",
        "import rankagg\nE = {'blastp': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 0.0, 'sp|P01942|HBA_MOUSE': 1e-180, "
        "'sp|P68871|HBB_HUMAN': 8.01e-36, 'sp|P02144|MYG_HUMAN': 2.3e-05}}, "
        "'mmseqs': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 1.097e-95, 'sp|P01942|HBA_MOUSE': 5.362e-83, "
        "'sp|P02144|MYG_HUMAN': 0.0031}}}\n"
        "S = {t: {q: {d: (180.0 if e == 0.0 else min(180.0, -math.log10(e))) for d, e in p.items()} "
        "for q, p in run.items()} for t, run in E.items()}\n"
        "res = rankagg.fuse(S, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum over min-max scores (docs/conventions.md: the default norm is min-max when runs "
            "carry scores)"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [
        ("u26a_cli_rrf_tool_runs", "one run per tool, SCOPe domains as queries", "rrf", [], None, "seed=23", "", None,
         "Cormack et al. 2009; TREC lines ranked by score then docid (docs/conventions.md)"),
        ("u26a_cli_borda_weights_file", "'NAME W' lines: Foldseek 2, DIAMOND 0.5", "borda",
         ["--weights", "weights.txt"],
         {"weights.txt": "blastp 1\nhmmscan 1.5\nmmseqs 1\nfoldseek 2\ndiamond 0.5\n"}, "seed=25",
         "{'blastp': 1, 'hmmscan': 1.5, 'mmseqs': 1, 'foldseek': 2, 'diamond': 0.5}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26a_cli_combmnz_top10_cutoffs", "hmmscan and Foldseek report half the hits; the top 10 per domain",
         "combmnz", ["--depth", "10"], None, "seed=27, drop={'hmmscan': 0.5, 'foldseek': 0.5}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the hit; --depth 10"),
        ("u26a_cli_combsum_foldseek_weight", "Foldseek weighted on the command line, the others 1", "combsum",
         ["--weights", "foldseek=2"], None, "seed=29", "{'foldseek': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse blastp.run ... diamond.run {' '.join(['--method', method, *options])}: {what}",
            ["fuse", *_TOOL_RUNS, "--method", method, *options, "-o", "hits.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26a_cli_gzipped_runs", "rankagg fuse blastp.run.gz ... --method rrf: the cluster's runs kept gzipped",
        ["fuse", *[r + ".gz" for r in _TOOL_RUNS], "--method", "rrf", "-o", "hits.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26a_cli_input_depth", "rankagg fuse ... --method rrf --input-depth 8: each tool's 8 best hits only",
        ["fuse", *_TOOL_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "hits.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['sp|P%05d|HBA_HUMAN' % i, 'UniRef90_A0A%03dB' % i, 'AF-P%05d-F1-model_v4' % i, "
              "'1hho_A:%d-141' % i, 'PF00042.25#%d' % i, 'tr|A0A0%d|A0A0_9PRIM/1-142' % i][i % 6]\n")
    cases.append(cli_ok(
        "u26a_cli_punctuated_ids", "rankagg fuse blastp.run foldseek.run --method rrf: hit ids with pipes, "
        "UniRef and AlphaFold DB names, a PDB chain's range, a '#' inside an id, a Stockholm-style /start-end",
        ["fuse", "blastp.run", "foldseek.run", "--method", "rrf", "-o", "hits.run"], None,
        lambda out, folder: _report(
            _PUNCT + "R = searches(tools=['blastp', 'foldseek'], seed=35, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/hits.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, _PUNCT + "for t, run in searches(tools=['blastp', 'foldseek'], seed=35, "
                              "ids=ids).items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: an id is any token without blanks ('#' inside a line is no comment); Cormack et al."))
    cases.append(cli_ok(
        "u26a_cli_evaluate_scope", "rankagg evaluate hits.run --qrels scope.qrels -m map -m P.5 -m ndcg_cut.10: the "
        "fused list against SCOPe's graded labels",
        ["evaluate", "hits.run", "--qrels", "scope.qrels", "-m", "map", "-m", "P.5", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/hits.run').read())\nqrels = scope()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = searches(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('hits.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('scope.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in scope().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_5 and ndcg_cut_10 (references.TREC_MEASURES; nDCG's gains the grades)"))
    cases.append(cli_ok(
        "u26a_cli_evaluate_per_domain", "rankagg evaluate hits.run --qrels scope.qrels -q -m P.1 -m recip_rank: was "
        "the first hit of each domain in its family, tied bit scores included",
        ["evaluate", "hits.run", "--qrels", "scope.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"hits.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289.0 f\nd1hhoa_ Q0 sp|P02144|MYG_HUMAN 2 50.0 f\n"
                     "d1mbna_ Q0 sp|P02185|MYG_PHYMC 1 300.0 f\nd1mbna_ Q0 sp|P02144|MYG_HUMAN 2 120.5 f\n"
                     "d1mbna_ Q0 sp|P68871|HBB_HUMAN 3 120.5 f\n"
                     "d1ecda_ Q0 sp|P02213|GLB3_CHITH 1 80.0 f\nd1ecda_ Q0 sp|P02214|GLB4_CHITH 2 80.0 f\n",
         "scope.qrels": "d1hhoa_ 0 sp|P69905|HBA_HUMAN 2\nd1mbna_ 0 sp|P02144|MYG_HUMAN 2\n"
                        "d1mbna_ 0 sp|P02185|MYG_PHYMC 0\nd1ecda_ 0 sp|P02214|GLB4_CHITH 1\n"},
        lambda out, folder: (lambda nums: nums.get(("d1hhoa_", "p1")) == 1.0 and nums.get(("d1mbna_", "p1")) == 0.0
                             and nums.get(("d1ecda_", "p1")) == 1.0
                             and abs(nums.get(("d1mbna_", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("d1ecda_", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2].startswith("d1")}),
        why="trec_eval -q: ties by docid descending (sp|P68871|HBB_HUMAN before sp|P02144|MYG_HUMAN at 120.5: RR "
            "1/3; GLB4 before GLB3 at 80.0: P_1 1)"))
    cases.append(cli_ok(
        "u26a_cli_raw_evalues_warn", "rankagg fuse evalues.run blastp.run --method rrf: E-values written as the "
        "score beside their rank, rising down every list (lower is better): read by score, with a warning",
        ["fuse", "evalues.run", "blastp.run", "--method", "rrf", "-o", "hits.run"],
        {"evalues.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 1e-180 phmmer\nd1hhoa_ Q0 sp|P01942|HBA_MOUSE 2 2.3e-88 phmmer\n"
                        "d1hhoa_ Q0 sp|P68871|HBB_HUMAN 3 8e-36 phmmer\nd1mbna_ Q0 sp|P02185|MYG_PHYMC 1 0.0 phmmer\n"
                        "d1mbna_ Q0 sp|P02144|MYG_HUMAN 2 4e-99 phmmer\n",
         "blastp.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289 blastp\nd1hhoa_ Q0 sp|P68871|HBB_HUMAN 2 118 blastp\n"
                       "d1mbna_ Q0 sp|P02144|MYG_HUMAN 1 210 blastp\n"},
        lambda out, folder: _report(
            "R = {'phmmer': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 1e-180, 'sp|P01942|HBA_MOUSE': 2.3e-88, "
            "'sp|P68871|HBB_HUMAN': 8e-36}, 'd1mbna_': {'sp|P02185|MYG_PHYMC': 0.0, 'sp|P02144|MYG_HUMAN': 4e-99}}, "
            "'blastp': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 289, 'sp|P68871|HBB_HUMAN': 118}, "
            "'d1mbna_': {'sp|P02144|MYG_HUMAN': 210}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/hits.run').read()), refs))\n", folder),
        warns="evalues.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with "
            "a warning naming the file: lower is better there"))
    cases.append(cli_ok(
        "u26a_cli_parquet_table", "rankagg fuse searches.parquet --method combmnz: the team's notebook writes one "
        "long Parquet table (q_id, doc_id, score, run) of all tools",
        ["fuse", "searches.parquet", "--method", "combmnz", "-o", "hits.run"], None,
        _cli_check("combmnz", "seed=39, drop={'diamond': 0.3}"),
        setup=reference_setup(_REF, "import pandas as pd\nR = searches(seed=39, drop={'diamond': 0.3})\n"
                              "pd.DataFrame(frame_rows(R), columns=['q_id', 'doc_id', 'run', 'score'])"
                              ".to_parquet(P('searches.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run; rankagg methods combmnz"))

    # --- the tools' own files given as runs ------------------------------------------------------------------------
    run_files = [
        ("u26a_blast_outfmt6_as_run", "blastp_vs_sprot.tsv", _OUTFMT6, "blastp_vs_sprot.tsv:1", "BLAST",
         "BLAST+ tabular output (-outfmt 6: qaccver saccver pident length ... evalue bitscore)"),
        ("u26a_blast_outfmt7_as_run", "blastp_vs_sprot.out", _OUTFMT7, "blastp_vs_sprot.out:6", "BLAST",
         "BLAST+ tabular with comment lines (-outfmt 7: '# Fields:' header), the first hit on line 6"),
        ("u26a_mmseqs_m8_as_run", "mmseqs_result.m8", _MMSEQS_M8, "mmseqs_result.m8:1", "MMseqs2",
         "MMseqs2's easy-search result (BLAST m8 columns, fident 0..1)"),
        ("u26a_foldseek_m8_as_run", "aln.m8", _FOLDSEEK_M8, "aln.m8:1", "Foldseek",
         "Foldseek's easy-search result (m8 columns, structure file names as ids)"),
        ("u26a_diamond_as_run", "diamond.tsv.gz", None, "diamond.tsv.gz:1", "BLAST",
         "DIAMOND blastp's gzipped tabular output (--outfmt 6 --compress 1)"),
        ("u26a_hmmer_tblout_as_run", "globin.tblout", _TBLOUT, "globin.tblout:4", "HMMER",
         "hmmsearch --tblout (space-aligned, '#' header, descriptions with blanks)"),
        ("u26a_hmmer_domtblout_as_run", "globin.domtblout", _DOMTBLOUT, "globin.domtblout:4", "HMMER",
         "hmmscan --domtblout (one line per domain, 23 columns and a description)"),
        ("u26a_blast_xml_as_run", "blastp.xml", _BLAST_XML, "blastp.xml", "BLAST",
         "BLAST+ XML (-outfmt 5: BlastOutput)"),
        ("u26a_blast_json_as_run", "blastp.json", _BLAST_JSON, "blastp.json", "BLAST",
         "BLAST+ single-file JSON (-outfmt 15: BlastOutput2)"),
        ("u26a_stockholm_as_run", "PF00042.sto", _STOCKHOLM, "PF00042.sto", "Stockholm",
         "a Pfam seed alignment in Stockholm format"),
        ("u26a_hhblits_a3m_as_run", "d1hhoa_.a3m", _A3M, "d1hhoa_.a3m", "A3M",
         "an HHblits A3M alignment with its '#' length line"),
    ]
    for cid, name, text, where, tool, what in run_files:
        if text is None:
            files = None
            setup = (lambda folder, n=name: (folder / n).write_bytes(__import__("gzip").compress(_DIAMOND.encode())))
        else:
            files, setup = {name: text}, None
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} blastp.run --method rrf: {what} given as a run",
            ["fuse", name, "blastp.run", "--method", "rrf", "-o", "hits.run"],
            {**(files or {}), "blastp.run": _ONE_RUN}, where, tool, setup=setup,
            why="trec_eval refuses a run line of other than six fields (or reads a wrong one); the file is the "
                "tool's, named by the tool with how to write 'QUERY Q0 HIT RANK BITSCORE TOOL'"))
    cases.append(cli_bad(
        "u26a_foldseek_six_columns_as_run", "rankagg fuse foldseek6.m8 blastp.run: Foldseek's --format-output "
        "query,target,evalue,bits,alntmscore,prob: six columns, the E-value where a run's docid stands",
        ["fuse", "foldseek6.m8", "blastp.run", "--method", "rrf", "-o", "hits.run"],
        {"foldseek6.m8": "d1hhoa_\tAF-P69905-F1-model_v4\t3.552E-25\t862\t0.9931\t1.000\n"
                         "d1hhoa_\tAF-P02144-F1-model_v4\t2.011E-16\t512\t0.7410\t1.000\n",
         "blastp.run": _ONE_RUN}, "foldseek6.m8:1", "Foldseek",
        why="the file is named for m8 and its six fields read as 'qid Q0 docid rank score tag' would make the E-value "
            "the hit and the TM-score its score: a wrong answer (issue 45: a correct answer or a clear error)"))

    # --- the tools' files given as the SCOPe judgements ------------------------------------------------------------
    qrels_files = [
        ("u26a_blast_outfmt6_as_qrels", "scope_hits.tsv", _OUTFMT6, "scope_hits.tsv:1", "BLAST"),
        ("u26a_tblout_as_qrels", "pfam.tblout", _TBLOUT, "pfam.tblout:4", "HMMER"),
        ("u26a_fasta_as_qrels", "scope_family.fa", _FASTA, "scope_family.fa:1", "FASTA"),
        ("u26a_mmcif_as_qrels", "1hho.cif", _MMCIF, "1hho.cif", "mmCIF"),
    ]
    for cid, name, text, where, tool in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate hits.run --qrels {name}: the tool's file given as the SCOPe judgements",
            ["evaluate", "hits.run", "--qrels", name], {"hits.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named with how to "
                "write 'QUERY 0 HIT GRADE'"))
    cases.append(bad(
        "u26a_api_evaluate_pdb_path", "rankagg.evaluate('hits.run', '1hho.pdb'): a PDB entry's path given as qrels",
        "import rankagg\nopen('hits.run', 'w').write(" + repr(_ONE_RUN) + ")\nopen('1hho.pdb', 'w').write("
        + repr(_PDB) + ")\nrankagg.evaluate('hits.run', '1hho.pdb', ['map'])\n", "1hho.pdb", "PDB",
        why="a PDB coordinate file holds no judgements; trec_eval refuses its lines"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26a_description_blank", "rankagg fuse hmmscan.run blastp.run: the hit written with its description "
        "('sp|P69905|HBA_HUMAN Hemoglobin subunit alpha'), line 2 of nine fields",
        ["fuse", "hmmscan.run", "blastp.run", "--method", "rrf", "-o", "hits.run"],
        {"hmmscan.run": "d1hhoa_ Q0 sp|P68871|HBB_HUMAN 1 101.7 hmmscan\n"
                        "d1hhoa_ Q0 sp|P69905|HBA_HUMAN Hemoglobin subunit alpha 2 112.4 hmmscan\n",
         "blastp.run": _ONE_RUN}, "hmmscan.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line"))
    cases.append(cli_bad(
        "u26a_hit_twice_hsps", "rankagg fuse blastp_hsps.run mmseqs.run: BLAST's two HSPs of one subject written as "
        "two lines of the same hit", ["fuse", "blastp_hsps.run", "mmseqs.run", "--method", "rrf", "-o", "hits.run"],
        {"blastp_hsps.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289 blastp\nd1hhoa_ Q0 sp|P68871|HBB_HUMAN 2 118 blastp\n"
                            "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 3 41.2 blastp\n",
         "mmseqs.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 272 mmseqs\n"}, "blastp_hsps.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line"))
    cases.append(cli_bad(
        "u26a_neglog_zero_evalue_inf", "rankagg fuse neglog.run blastp.run: -log10(E) of an E-value 0.0 written as "
        "'inf'", ["fuse", "neglog.run", "blastp.run", "--method", "combsum", "-o", "hits.run"],
        {"neglog.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 inf blastp_nl\nd1hhoa_ Q0 sp|P68871|HBB_HUMAN 2 35.1 blastp_nl\n",
         "blastp.run": _ONE_RUN}, "neglog.run:1",
        why="docs/reliability.md Rules: 'inf' and 'nan' are refused as scores (atof reads them as values no run "
            "means); cap E = 0.0 at a finite -log10"))
    cases.append(cli_bad(
        "u26a_evalue_with_comma", "rankagg fuse blastp_de.run mmseqs.run: bit scores written with a decimal comma "
        "('289,3') by a German locale's spreadsheet",
        ["fuse", "blastp_de.run", "mmseqs.run", "--method", "rrf", "-o", "hits.run"],
        {"blastp_de.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289,3 blastp\n",
         "mmseqs.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 272 mmseqs\n"}, "blastp_de.run:1", "289,3",
        why="docs/reliability.md Rules: a score follows strtod on the whole token; atof would read 289"))
    cases.append(bad(
        "u26a_api_weights_unknown_tool", "rankagg.fuse(runs, method='rrf', weights={'foldseek2': 2}): a tool's name "
        "misspelt in the weights", "import rankagg\nR = searches(tools=['blastp', 'foldseek'])\n"
        "rankagg.fuse(R, method='rrf', weights={'foldseek2': 2.0})\n", "foldseek2",
        why="a weight for no given run would silently weigh the real tool 1 (README: unnamed runs weigh 1)"))
    cases.append(bad(
        "u26a_api_nan_bitscore", "rankagg.fuse({'diamond': {'d1hhoa_': {hit: float('nan')}}, ...}): a hit DIAMOND "
        "reported without a bit score, NaN in the frame", "import rankagg\n"
        "rankagg.fuse({'diamond': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 249.0, 'sp|P68871|HBB_HUMAN': float('nan')}}, "
        "'blastp': {'d1hhoa_': {'sp|P69905|HBA_HUMAN': 289.0}}}, method='rrf')\n", "diamond", "HBB_HUMAN",
        why="docs/conventions.md: a missing score (NaN) is refused as one"))
    cases.append(bad(
        "u26a_api_query_with_blank", "rankagg.fuse({'blastp': {'sp|P69905|HBA_HUMAN Hemoglobin alpha': {...}}}): a "
        "query id taken from the FASTA header with its description", "import rankagg\n"
        "rankagg.fuse({'blastp': {'sp|P69905|HBA_HUMAN Hemoglobin alpha': {'sp|P01942|HBA_MOUSE': 253.0}}}, "
        "method='rrf')\n", "HBA_HUMAN Hemoglobin",
        why="docs/reliability.md Rules: an id holds no blank (trec_eval would split it)"))
    cases.append(cli_bad(
        "u26a_cli_wrong_k_option", "rankagg fuse blastp.run mmseqs.run --method rrf --k 30: RRF's k given as an "
        "option of its own", ["fuse", "blastp.run", "mmseqs.run", "--method", "rrf", "--k", "30", "-o", "hits.run"],
        {"blastp.run": _ONE_RUN, "mmseqs.run": "d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 272 mmseqs\n"}, "--k",
        why="rankagg fuse --help: a method's parameter is --param k=30 or 'rrf(k=30)'"))

    # --- the fused list written under a homology tool's format name ------------------------------------------------
    for cid, out_name, what in [
            ("u26a_out_m8", "hits.m8", "BLAST / MMseqs2 / Foldseek m8 tabular"),
            ("u26a_out_tblout", "hits.tblout", "HMMER's per-sequence table"),
            ("u26a_out_domtblout", "hits.domtblout", "HMMER's per-domain table"),
            ("u26a_out_blast", "hits.blast", "BLAST's report"),
            ("u26a_out_hhr", "hits.hhr", "HH-suite's result file"),
            ("u26a_out_hmm", "globin.hmm", "a HMMER profile"),
            ("u26a_out_stk", "hits.stk", "a Stockholm alignment"),
            ("u26a_out_outfmt6", "hits.outfmt6", "BLAST tabular output")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse blastp.run mmseqs.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "blastp.run", "mmseqs.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("tools=['blastp', 'mmseqs'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
