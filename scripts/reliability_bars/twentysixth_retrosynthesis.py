"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a medicinal chemistry team's retrosynthesis route rankings (AiZynthFinder, ASKCOS, SMILES, reaction files) (its cases, ids ``u26b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each target molecule is a query, its id the target's SMILES (``CC(=O)Nc1ccc(O)cc1``, with ``(``,
``=``, ``#``, ``/``, ``\\``, ``@`` and brackets), its candidate routes the documents, each named by its starting
materials joined by ``.`` (or by its first step's reaction SMILES, ``A.B>>T``), and the planners the rankers:
AiZynthFinder's state score (0..1), ASKCOS's plausibility (0..1), IBM RXN's confidence (0..1) and SYNTHIA's price
(written negated, so higher is cheaper).  Planners miss routes.  The team fuses the planners per target with RRF (what
they trust), Borda or CombSUM / CombMNZ (weights from the routes they ran last quarter), keeps the top 5 or 10 for the
bench, and judges the list against the routes the chemists ran (2 made the target, 1 stalled at the last step, 0
failed) by P@5, nDCG@10 and AP.  The mistakes: the planners' and the cheminformatics tools' own files given where
runs or qrels are read (an SD file with its ``$$$$`` records, a V3000 molfile, an RXN and a Reaxys RDF file, a SMILES
file, reaction SMILES, InChI and InChIKey lists, AiZynthFinder's JSON output, route trees and CSV, ASKCOS's and IBM
RXN's JSON, AiZynthFinder's HDF5), the fused list written under a chemistry format's name (``-o routes.rsmi``,
``.smiles``, ``.inchikey``, ``.ket``, ``.mrv``, ``.cxsmiles``, ``.smarts``), a SMILES given with its name after a blank,
a route twice in one planner's list, a price typed as ``$1,240``, the number of steps written as the score.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_RETROSYNTHESIS = "45 Unseen inputs: a twenty-sixth bar, a medicinal chemistry team's retrosynthesis route rankings (AiZynthFinder, ASKCOS, SMILES, reaction files)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''PLANNERS = ['aizynth', 'askcos', 'ibmrxn', 'synthia']
TARGETS = ['CC(=O)Nc1ccc(O)cc1', 'CC(=O)Oc1ccccc1C(=O)O', 'C#Cc1cccc(Nc2ncnc3cc(OCCOC)c(OCCOC)cc23)c1',
           'C/C=C/C(=O)OCC', 'F/C=C\\F', 'C[C@@H](N)C(=O)O', 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C', 'O=C(O)[C@@H]1CCCN1']
BLOCKS = ['CC(=O)Cl', 'Nc1ccc(O)cc1', 'OB(O)c1ccccc1', 'Brc1ccccc1', 'C=CC(=O)OC', 'CC(C)(C)OC(=O)N', 'N#Cc1ccccc1',
          'O=C1CCC(=O)N1Br', 'C[Si](C)(C)C#C', 'Ic1ccccc1', 'OC(=O)[C@@H](N)C', 'Cl/C=C/Cl', 'F/C=C\\Cl',
          '[Na+].[OH-]']
PAIRS = [(a, b) for a in range(len(BLOCKS)) for b in range(a + 1, len(BLOCKS))]
def route(t, i):
    """the target's i-th candidate route, named by its starting materials"""
    a, b = PAIRS[(5 * i + t) % len(PAIRS)]
    return BLOCKS[a] + '.' + BLOCKS[b]
def rxn_route(t, i):
    """the same route named by its first step's reaction SMILES"""
    return route(t, i) + '>>' + TARGETS[t]
def shape(planner, x):
    """a planner's score for a route of quality x in [0, 1.5): each planner's own scale"""
    y = min(x / 1.5, 0.999999)
    if planner == 'aizynth':
        return round(y, 4)  # state score
    if planner == 'askcos':
        return round(y, 3)  # plausibility
    if planner == 'synthia':
        return -round((1 - y) * 900, 2)  # minus the price in dollars: higher is cheaper
    if planner == 'steps':
        return -(1 + int((1 - y) * 6))  # minus the number of steps: many ties
    return round(y, 3)  # IBM RXN's confidence
def planners(names=PLANNERS, n_t=8, n=20, seed=3, drop=None, ids=route, signal=0.6):
    """{planner: {target: {route: score}}}, higher = better; each target's routes 0..2 are those that worked at the
    bench; ``drop``: {planner: share of routes it did not propose}"""
    g = lcg(seed)
    out = {}
    for f in names:
        out[f] = {}
        for t in range(n_t):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(f, 0.0):
                    continue
                p[ids(t, i)] = shape(f, (signal if i < 3 else 0.0) + u)
            out[f][TARGETS[t]] = p
    return out
def bench(n_t=8, n=20, ids=route):
    """the chemists' outcomes: 2 made the target (routes 0..2), 1 stalled at the last step (3, 4), 0 failed"""
    return {TARGETS[t]: {ids(t, i): 2 if i < 3 else 1 if i < 5 else 0 for i in range(n)} for t in range(n_t)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per planner (its tag the planner's name), targets as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = planners({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "routes.run",
               cut: str = ""):
    code = (f"RUNS = planners({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    """An API snippet: the planners of ``planners(args)`` as a long frame (qid, docid, run, score), fused by
    ``method`` with ``weights``, the frame's result checked against the reference"""
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = planners({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_PLANNER_RUNS = [f"{p}.run" for p in ("aizynth", "askcos", "ibmrxn", "synthia")]
_OUT = ("routes.run",)
_ONE_RUN = "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.9947 aizynth\n" \
           "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)OC(C)=O.Nc1ccc(O)cc1 2 0.8120 aizynth\n"

# the team's tools' files, as each writes them (a few records)
_SDF = ("CHEMBL25\n     RDKit          2D\n\n 13 13  0  0  0  0  0  0  0  0999 V2000\n"
        "    1.2990   -0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\n"
        "    2.5981   -0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0\n"
        "  1  2  2  0\nM  END\n>  <route_score>  (1) \n0.9947\n\n>  <SMILES>  (1) \nCC(=O)Oc1ccccc1C(=O)O\n\n$$$$\n"
        "CHEMBL112\n     RDKit          2D\n\n 11 11  0  0  0  0  0  0  0  0999 V2000\n"
        "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n"
        ">  <route_score>  (2) \n0.8120\n\n$$$$\n")
_MOL_V3000 = ("paracetamol\n  Marvin  12012610002D\n\n  0  0  0     0  0            999 V3000\nM  V30 BEGIN CTAB\n"
              "M  V30 COUNTS 11 11 0 0 0\nM  V30 BEGIN ATOM\nM  V30 1 C 0.0 0.0 0 0\nM  V30 END ATOM\n"
              "M  V30 END CTAB\nM  END\n")
_RXN = ("$RXN\n\n      RDKit\n\n  2  1\n$MOL\n\n     RDKit          2D\n\n  4  3  0  0  0  0  0  0  0  0999 V2000\n"
        "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n$MOL\n\n"
        "     RDKit          2D\n\n  8  8  0  0  0  0  0  0  0  0999 V2000\nM  END\n$MOL\n\n     RDKit          2D\n\n"
        " 11 11  0  0  0  0  0  0  0  0999 V2000\nM  END\n")
_RDF = ("$RDFILE 1\n$DATM    12/01/26 10:42\n$RFMT $RIREG 3587961\n$RXN\n\n  -REAXYS-   1201261042\n\n  2  1\n$MOL\n\n"
        "  -REAXYS-\n\n  4  3  0  0  0  0  0  0  0  0999 V2000\nM  END\n$DTYPE RXN:VARIATION(1):CONDITIONS(1):YIELD\n"
        "$DATUM 92\n$DTYPE RXN:VARIATION(1):STAGES(1):REAGENT(1)\n$DATUM pyridine\n")
_SMI = ("CC(=O)Nc1ccc(O)cc1 paracetamol\nCC(=O)Oc1ccccc1C(=O)O aspirin\n"
        "C#Cc1cccc(Nc2ncnc3cc(OCCOC)c(OCCOC)cc23)c1 erlotinib\n")
_RSMI = ("ReactionSmiles\tPatentNumber\tParagraphNum\tYear\tTextMinedYield\n"
         "CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1\tUS03943102\t0012\t1976\t92%\n"
         "OC(=O)c1ccccc1O.CC(=O)OC(C)=O>>CC(=O)Oc1ccccc1C(=O)O\tUS04163015\t0031\t1979\t85%\n")
_RXN_SMILES_SCORES = ("CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1 0.97\n"
                      "CC(=O)OC(C)=O.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1 0.91\n")
_INCHI = ("InChI=1S/C8H9NO2/c1-6(10)9-7-2-4-8(11)5-3-7/h2-5,11H,1H3,(H,9,10)\n"
          "InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)\n")
_INCHIKEY = "RZVAJINKPMORJF-UHFFFAOYSA-N\nBSYNRYMUTXBXSQ-UHFFFAOYSA-N\nAAOVKJBEBIDNHE-UHFFFAOYSA-N\n"
_TREE = {"type": "mol", "hide": False, "smiles": "CC(=O)Nc1ccc(O)cc1", "is_chemical": True, "in_stock": False,
         "children": [{"type": "reaction", "hide": False, "smiles": "CC(=O)Nc1ccc(O)cc1>>CC(=O)Cl.Nc1ccc(O)cc1",
                       "is_reaction": True, "metadata": {"template_hash": "4d8a3f", "classification":
                                                         "10.1.1 N-acylation", "library_occurence": 812,
                                                         "policy_probability": 0.9312, "policy_name": "uspto"},
                       "children": [{"type": "mol", "hide": False, "smiles": "CC(=O)Cl", "is_chemical": True,
                                     "in_stock": True},
                                    {"type": "mol", "hide": False, "smiles": "Nc1ccc(O)cc1", "is_chemical": True,
                                     "in_stock": True}]}],
         "scores": {"state score": 0.9947, "number of reactions": 1, "number of pre-cursors": 2,
                    "number of pre-cursors in stock": 2}}
_AIZYNTH_TABLE = json.dumps({"schema": {"fields": [{"name": "index", "type": "integer"},
                                                   {"name": "target", "type": "string"},
                                                   {"name": "search_time", "type": "number"},
                                                   {"name": "is_solved", "type": "boolean"},
                                                   {"name": "top_score", "type": "number"},
                                                   {"name": "number_of_steps", "type": "integer"},
                                                   {"name": "trees", "type": "string"}],
                                        "primaryKey": ["index"], "pandas_version": "1.4.0"},
                             "data": [{"index": 0, "target": "CC(=O)Nc1ccc(O)cc1", "search_time": 12.4,
                                       "first_solution_time": 0.8, "number_of_nodes": 412, "number_of_routes": 25,
                                       "number_of_solved_routes": 7, "top_score": 0.9947, "is_solved": True,
                                       "number_of_steps": 1, "number_of_precursors": 2,
                                       "number_of_precursors_in_stock": 2, "top_scores": "0.9947, 0.9812, 0.9620",
                                       "trees": [_TREE]}]})
_AIZYNTH_ROUTES = json.dumps([_TREE], indent=2) + "\n"
_AIZYNTH_CSV = ("target,search_time,first_solution_time,number_of_nodes,number_of_routes,number_of_solved_routes,"
                "top_score,is_solved,number_of_steps,number_of_precursors,number_of_precursors_in_stock,top_scores\n"
                "CC(=O)Nc1ccc(O)cc1,12.4,0.8,412,25,7,0.9947,True,1,2,2,\"0.9947, 0.9812, 0.9620\"\n"
                "CC(=O)Oc1ccccc1C(=O)O,30.1,2.2,1190,25,3,0.9402,True,2,3,3,\"0.9402, 0.9100\"\n")
_ASKCOS = json.dumps({"request": {"smiles": "CC(=O)Nc1ccc(O)cc1", "max_depth": 4, "expansion_time": 60},
                      "output": [{"smiles": "CC(=O)Nc1ccc(O)cc1", "is_chemical": True, "ppg": 0.0, "as_reactant": 3,
                                  "as_product": 41, "children": [
                                      {"smiles": "CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1", "is_reaction": True,
                                       "plausibility": 0.9931, "template_score": 0.1874, "num_examples": 1203,
                                       "necessary_reagent": "", "tforms": ["5e1f4b6a"], "children": []}]}],
                      "stats": {"total_chemicals": 12, "total_reactions": 9, "total_templates": 314,
                                "total_paths": 5}}, indent=1) + "\n"
_IBMRXN = json.dumps({"payload": {"sequences": [{"sequenceId": "6a1f0c2e9b", "confidence": 0.981, "tree": {
    "smiles": "CC(=O)Nc1ccc(O)cc1", "confidence": 0.981, "rclass": "Acylation", "isExpandable": True,
    "isCommercial": False, "children": [{"smiles": "CC(=O)Cl", "confidence": 1.0, "isCommercial": True,
                                         "children": []}]}}], "status": "SUCCESS"}}) + "\n"
_HDF5 = b"\x89HDF\r\n\x1a\n" + b"\x00" * 8 + b"\x08\x08\x00\x04\x00\x10\x00\x00" + b"\x00" * 488


def twentysixth_bar_retrosynthesis_cases() -> list[Case]:
    G = TWENTYSIXTH_RETROSYNTHESIS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26b_rrf_planners_dict", "rankagg.fuse({planner: {target SMILES: {route: score}}}, method='rrf'): "
        "AiZynthFinder's state score, ASKCOS's plausibility, IBM RXN's confidence and SYNTHIA's minus price over 8 "
        "targets of 20 routes (ids the starting materials joined by '.')",
        "import rankagg\nR = planners()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); each planner's ties ordered as trec_eval orders them, the id "
            "descending (docs/conventions.md)"))
    cases.append(ok(
        "u26b_borda_partial_planners", "rankagg.fuse(..., method='borda'): ASKCOS proposes 60% of the routes, "
        "IBM RXN half, SYNTHIA a third (those priced from its catalogue); Borda shares the missing places",
        "import rankagg\nR = planners(seed=5, drop={'askcos': 0.4, 'ibmrxn': 0.5, 'synthia': 0.67})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26b_combmnz_long_frame", "rankagg.fuse(DataFrame target, route, planner, score renamed qid, docid, run, "
        "score), CombMNZ: a route more planners propose rises",
        _frame_fusion("combmnz", "seed=7, drop={'askcos': 0.5, 'synthia': 0.3}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26b_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per target, as the team's notebook calls it: "
        "weights from last quarter's bench outcomes (AiZynthFinder 1.5, ASKCOS 1, IBM RXN 0.5, SYNTHIA 2)",
        "import rankagg\nW = {'aizynth': 1.5, 'askcos': 1.0, 'ibmrxn': 0.5, 'synthia': 2.0}\n"
        "R = planners(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26b_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised planner scores (SYNTHIA's minus price included), IBM RXN scoring half of the routes",
        _frame_fusion("combsum", "seed=11, drop={'ibmrxn': 0.5}", "{'aizynth': 2.0, 'askcos': 1.0, 'ibmrxn': 0.25, "
                      "'synthia': 1.5}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u26b_evaluate_bench_outcomes", "rankagg.evaluate(routes, bench, ['P@5', 'nDCG@10', 'AP', 'RR']): the RRF "
        "list per target against the routes the chemists ran (2 made it, 1 stalled, 0 failed)",
        "import rankagg\nR = planners(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = bench()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, nDCG@10 (gains the grades), AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26b_steps_ties_by_hand", "rankagg.fuse({'steps': ..., 'aizynth': ...}, method='borda') of one target's "
        "four routes, three of them 2 steps (scored -2): the tied routes placed as trec_eval places them (id "
        "descending as bytes), Borda points by hand",
        "import rankagg\nT = 'CC(=O)Nc1ccc(O)cc1'\n"
        "S = {'CC(=O)Cl.Nc1ccc(O)cc1': -2, 'CC(=O)OC(C)=O.Nc1ccc(O)cc1': -2, 'CC(=O)O.Nc1ccc(O)cc1': -2, "
        "'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl': -3}\n"
        "A = {'CC(=O)Cl.Nc1ccc(O)cc1': 0.99, 'CC(=O)OC(C)=O.Nc1ccc(O)cc1': 0.95, 'CC(=O)O.Nc1ccc(O)cc1': 0.5, "
        "'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl': 0.2}\n"
        "res = rankagg.fuse({'steps': {T: S}, 'aizynth': {T: A}}, method='borda')[T]\n"
        "# steps, the tie at -2 by id descending as bytes: after 'CC(=O)' 'O' (0x4f) > 'C' (0x43), and "
        "'CC(=O)OC' > 'CC(=O)O.' ('C' 0x43 > '.' 0x2e)\n"
        "# so: CC(=O)OC(C)=O.N (4) CC(=O)O.N (3) CC(=O)Cl.N (2) O=[N+]... (1)\n"
        "# aizynth: CC(=O)Cl.N (4) CC(=O)OC(C)=O.N (3) CC(=O)O.N (2) O=[N+]... (1)\n"
        "want = {'CC(=O)OC(C)=O.Nc1ccc(O)cc1': 7.0, 'CC(=O)Cl.Nc1ccc(O)cc1': 6.0, 'CC(=O)O.Nc1ccc(O)cc1': 5.0, "
        "'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl': 2.0}\n"
        "order = ['CC(=O)OC(C)=O.Nc1ccc(O)cc1', 'CC(=O)Cl.Nc1ccc(O)cc1', 'CC(=O)O.Nc1ccc(O)cc1', "
        "'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u26b_reaction_smiles_ids", "rankagg.fuse(..., method='rrf'): routes named by their first step's reaction "
        "SMILES ('CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1': '>>', '.', brackets, '@', '/', '\\\\'), kept as given",
        "import rankagg\nR = planners(seed=17, ids=rxn_route, drop={'ibmrxn': 0.3})\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/reliability.md rules: an id is any token without a blank; Cormack et al. 2009"))
    cases.append(ok(
        "u26b_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the planners' table as Arrow "
        "(the ELN's export read by pyarrow), RRF",
        "import rankagg, pyarrow as pa\nR = planners(seed=19, drop={'askcos': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u26b_synthia_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): SYNTHIA's and a chemist's "
        "shortlist give only their order (rank 1 the best), with AiZynthFinder's, RRF over those ranks",
        "import rankagg, pandas as pd\nR = planners(names=['synthia', 'chemist', 'aizynth'], seed=15, "
        "drop={'chemist': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26b_top5_for_bench", "rankagg.fuse(runs, method='rrf', depth=5): 300 targets of a library x 40 routes x 4 "
        "planners, the top 5 per target for the bench, by brute force",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['C%sN' % ('C' * (k % 7)) + '(=O)' * (k // 7 % 3) + '[C@@H](O)c1ccc(F)cc1/C=C/%d' % k for k in range(300)]\n"
        "runs = {p: {} for p in PLANNERS}\n"
        "for k, q in enumerate(qs):\n"
        "    rs = ['%s.%s' % (BLOCKS[i % 14], BLOCKS[(i * 3 + 1) % 14]) + '>>%d' % i for i in range(40)]\n"
        "    base = rng.random(40)\n"
        "    for p in PLANNERS:\n"
        "        runs[p][q] = dict(zip(rs, np.round(0.5 * base + 0.5 * rng.random(40), 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=5)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for p in PLANNERS:\n"
        "        for r, d in enumerate(desc_order(runs[p][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:5]\n"
        "    got = res[q]\n"
        "    if len(got) != 5 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 5 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [  # id, what, method, options, files, the runs' arguments, weights, depth, why
        ("u26b_cli_rrf_planner_runs", "one run per planner, target SMILES as queries", "rrf", [], None, "seed=23", "",
         None, "Cormack et al. 2009; TREC lines ranked by score then docid (docs/conventions.md)"),
        ("u26b_cli_borda_weights_file", "'NAME W' lines from last quarter's bench outcomes", "borda",
         ["--weights", "weights.txt"], {"weights.txt": "aizynth 1.5\naskcos 1\nibmrxn 0.5\nsynthia 2\n"}, "seed=25",
         "{'aizynth': 1.5, 'askcos': 1, 'ibmrxn': 0.5, 'synthia': 2}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26b_cli_combmnz_top10_partial", "ASKCOS and SYNTHIA propose half of the routes; the bench's top 10 per "
         "target", "combmnz", ["--depth", "10"], None, "seed=27, drop={'askcos': 0.5, 'synthia': 0.5}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the route; --depth 10"),
        ("u26b_cli_combsum_inline_weight", "SYNTHIA's price weighted on the command line, the others 1", "combsum",
         ["--weights", "synthia=2"], None, "seed=29", "{'synthia': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse aizynth.run askcos.run ibmrxn.run synthia.run {' '.join(['--method', method, *options])}: "
            f"{what}", ["fuse", *_PLANNER_RUNS, "--method", method, *options, "-o", "routes.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26b_cli_gzipped_planners", "rankagg fuse aizynth.run.gz ... --method rrf: the overnight planner batch kept "
        "gzipped", ["fuse", *[r + ".gz" for r in _PLANNER_RUNS], "--method", "rrf", "-o", "routes.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26b_cli_input_depth_planners", "rankagg fuse ... --method rrf --input-depth 8: each planner's best 8 routes "
        "only, as the chemists review them",
        ["fuse", *_PLANNER_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "routes.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    cases.append(cli_ok(
        "u26b_cli_reaction_smiles_ids", "rankagg fuse ... --method borda: routes named by reaction SMILES "
        "('A.B>>T' with '@', '/', '\\\\', '#', brackets), targets by SMILES",
        ["fuse", *_PLANNER_RUNS, "--method", "borda", "-o", "routes.run"], None,
        _cli_check("borda", "seed=35, ids=rxn_route, drop={'synthia': 0.4}"),
        setup=_runs_setup("seed=35, ids=rxn_route, drop={'synthia': 0.4}"),
        why="docs/reliability.md rules: an id is a token without a blank, any punctuation; rankagg methods borda"))
    out = "all\tmap\tAP\tP_5\tP@5\tndcg_cut_10\tnDCG@10"
    cases.append(cli_ok(
        "u26b_cli_evaluate_bench", "rankagg evaluate routes.run --qrels bench.qrels -m map -m P.5 -m ndcg_cut.10: the "
        "fused list against the routes the chemists ran",
        ["evaluate", "routes.run", "--qrels", "bench.qrels", "-m", "map", "-m", "P.5", "-m", "ndcg_cut.10"], None,
        lambda out_, folder: _report(
            "R = planners(seed=37, signal=0.3)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "want, _ = measures({q: trec_order(r[0]) for q, r in refs.items()}, bench())\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 2 and f[-2] == 'all' or len(f) == 2:\n"
            "        try:\n            nums[f[0]] = float(f[-1])\n        except ValueError:\n            pass\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out_)), folder),
        setup=reference_setup(_REF, "R = planners(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('routes.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('bench.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in bench().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_5 and ndcg_cut_10 (references.TREC_MEASURES; nDCG's gains the grades)"))
    del out
    cases.append(cli_ok(
        "u26b_cli_evaluate_per_target", "rankagg evaluate fused.run --qrels bench.qrels -q -m P.1 -m recip_rank: was "
        "the first route the bench tried one that made the target, target by target",
        ["evaluate", "fused.run", "--qrels", "bench.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"fused.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 3.0 f\n"
                      "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)O.Nc1ccc(O)cc1 2 2.0 f\n"
                      "F/C=C\\F Q0 F/C=C\\Cl.[Na+].[OH-] 1 3.0 f\nF/C=C\\F Q0 Cl/C=C/Cl.F 2 2.5 f\n"
                      "F/C=C\\F Q0 Cl/C=C/Cl.[F-] 3 2.5 f\n"
                      "C[C@@H](N)C(=O)O Q0 OC(=O)[C@@H](N)C 1 0.5 f\nC[C@@H](N)C(=O)O Q0 OC(=O)[C@H](N)C 2 0.5 f\n",
         "bench.qrels": "CC(=O)Nc1ccc(O)cc1 0 CC(=O)Cl.Nc1ccc(O)cc1 2\nF/C=C\\F 0 Cl/C=C/Cl.F 2\n"
                        "F/C=C\\F 0 F/C=C\\Cl.[Na+].[OH-] 0\nC[C@@H](N)C(=O)O 0 OC(=O)[C@H](N)C 1\n"},
        lambda out_, folder: (lambda nums: nums.get(("CC(=O)Nc1ccc(O)cc1", "p1")) == 1.0
                              and nums.get(("F/C=C\\F", "p1")) == 0.0
                              and nums.get(("C[C@@H](N)C(=O)O", "p1")) == 1.0
                              and abs(nums.get(("F/C=C\\F", "rr"), -1) - 1 / 3) < 1e-4
                              and abs(nums.get(("C[C@@H](N)C(=O)O", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out_.splitlines()) if len(f) >= 3 and f[-2] in ("CC(=O)Nc1ccc(O)cc1", "F/C=C\\F", "C[C@@H](N)C(=O)O")}),
        why="trec_eval -q: ties by docid descending as bytes, the rank column unread: Cl/C=C/Cl.[F-] before "
            "Cl/C=C/Cl.F at 2.5 ('[' 0x5b > 'F' 0x46): RR 1/3; OC(=O)[C@H](N)C before OC(=O)[C@@H](N)C at 0.5 ('H' "
            "0x48 > '@' 0x40) although ranked 2: P_1 1"))
    cases.append(cli_ok(
        "u26b_cli_steps_as_score_warns", "rankagg fuse steps.run aizynth.run --method rrf: the number of steps "
        "written as the score beside its rank (1, 2, 2, 3), rising down every list",
        ["fuse", "steps.run", "aizynth.run", "--method", "rrf", "-o", "routes.run"],
        {"steps.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 1 steps\n"
                      "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)O.Nc1ccc(O)cc1 2 2 steps\n"
                      "CC(=O)Nc1ccc(O)cc1 Q0 O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl 3 3 steps\n"
                      "C[C@@H](N)C(=O)O Q0 OC(=O)[C@@H](N)C 1 1 steps\nC[C@@H](N)C(=O)O Q0 C[C@@H](N)C#N 2 2 steps\n",
         "aizynth.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.9947 aizynth\n"
                        "CC(=O)Nc1ccc(O)cc1 Q0 O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl 2 0.71 aizynth\n"
                        "C[C@@H](N)C(=O)O Q0 C[C@@H](N)C#N 1 0.88 aizynth\n"},
        lambda out_, folder: _report(
            "T1, T2 = 'CC(=O)Nc1ccc(O)cc1', 'C[C@@H](N)C(=O)O'\n"
            "R = {'steps': {T1: {'CC(=O)Cl.Nc1ccc(O)cc1': 1, 'CC(=O)O.Nc1ccc(O)cc1': 2, "
            "'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl': 3}, T2: {'OC(=O)[C@@H](N)C': 1, 'C[C@@H](N)C#N': 2}}, "
            "'aizynth': {T1: {'CC(=O)Cl.Nc1ccc(O)cc1': 0.9947, 'O=[N+]([O-])c1ccc(O)cc1.CC(=O)Cl': 0.71}, "
            "T2: {'C[C@@H](N)C#N': 0.88}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/routes.run').read()), refs))\n", folder),
        warns="steps.run",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (rankagg/io/score_direction.py); trec_eval reads the scores"))
    cases.append(cli_ok(
        "u26b_cli_parquet_routes", "rankagg fuse ... --method rrf --depth 5 -o routes.parquet: the bench's top 5 "
        "per target as a Parquet table for the ELN",
        ["fuse", *_PLANNER_RUNS, "--method", "rrf", "--depth", "5", "-o", "routes.parquet"], None,
        lambda out_, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/routes.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = planners(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 5))\n", folder),
        setup=_runs_setup("seed=39"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet: q_id, doc_id, score, run, rank "
            "columns); Cormack et al. 2009"))

    # --- the team's tools' own files given where runs are read: named by the tool ----------------------------------
    tool_files = [
        ("u26b_sdf_records_as_run", "an SD file of the targets with their route scores (CHEMBL25 ... V2000 ... M  END, "
         "> <route_score>, $$$$)", "targets.sdf", _SDF, "targets.sdf:1", "SDF"),
        ("u26b_molfile_v3000_as_run", "a V3000 molfile from Marvin (paracetamol, counts line '999 V3000', M  V30 "
         "blocks)", "paracetamol.mol", _MOL_V3000, "paracetamol.mol:1", "molfile"),
        ("u26b_rxnfile_as_run", "an MDL RXN file of a route's first step ($RXN, counts '  2  1', $MOL blocks)",
         "step1.rxn", _RXN, "step1.rxn:1", "RXN"),
        ("u26b_reaxys_rdf_as_run", "a Reaxys RDfile export ($RDFILE 1, $RFMT $RIREG, $RXN, $DTYPE ... YIELD)",
         "reaxys_export.rdf", _RDF, "reaxys_export.rdf:1", "RDfile"),
        ("u26b_smiles_file_as_run", "a SMILES file of the targets ('SMILES name' per line)", "targets.smi", _SMI,
         "targets.smi:1", "SMILES"),
        ("u26b_uspto_rsmi_as_run", "a USPTO reaction SMILES table (ReactionSmiles, PatentNumber, ..., "
         "TextMinedYield)", "uspto_routes.rsmi", _RSMI, "uspto_routes.rsmi:1", "reaction SMILES"),
        ("u26b_rxn_smiles_scores_as_run", "reaction SMILES with IBM RXN's confidence ('A.B>>T 0.97' per line)",
         "ibm_rxn_steps.txt", _RXN_SMILES_SCORES, "ibm_rxn_steps.txt:1", "reaction SMILES"),
        ("u26b_inchi_list_as_run", "the targets' standard InChIs, one per line", "targets.inchi.txt", _INCHI,
         "targets.inchi.txt:1", "InChI"),
        ("u26b_inchikey_list_as_run", "the in-stock building blocks' InChIKeys, one per line", "stock_keys.txt",
         _INCHIKEY, "stock_keys.txt:1", "InChIKey"),
        ("u26b_aizynth_output_json_as_run", "aizynthcli's output.json (pandas' table JSON: schema, data: target, "
         "is_solved, top_score, number_of_steps, trees)", "output.json", _AIZYNTH_TABLE, "output.json:1",
         "AiZynthFinder"),
        ("u26b_aizynth_routes_json_as_run", "AiZynthFinder's route trees (a list of mol / reaction nodes: smiles, "
         "is_chemical, in_stock, children, scores 'state score')", "routes.json", _AIZYNTH_ROUTES, "routes.json:1",
         "AiZynthFinder"),
        ("u26b_aizynth_csv_as_run", "AiZynthFinder's results saved as CSV (target, search_time, ..., top_score, "
         "is_solved, number_of_steps)", "aizynth_results.csv", _AIZYNTH_CSV, "aizynth_results.csv:1",
         "AiZynthFinder"),
        ("u26b_askcos_json_as_run", "an ASKCOS tree builder result (request, output: chemical and reaction nodes with "
         "ppg, plausibility, template_score; stats)", "askcos_tree.json", _ASKCOS, "askcos_tree.json:1", "ASKCOS"),
        ("u26b_ibmrxn_json_as_run", "IBM RXN's retrosynthesis answer (payload.sequences[]: sequenceId, confidence, "
         "tree)", "rxn_retro.json", _IBMRXN, "rxn_retro.json:1", "IBM RXN"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} aizynth.run -o routes.run: {what} given as a run",
            ["fuse", name, "aizynth.run", "--method", "rrf", "-o", "routes.run"],
            {name: text, "aizynth.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "tool's, named by the tool and with how to make a planner's run of it (a field count says nothing "
                "the chemist can act on)"))
    cases.append(cli_bad(
        "u26b_aizynth_hdf5_as_run", "rankagg fuse output.hdf5 aizynth.run: aizynthcli's default output (a pandas "
        "HDFStore) given as a run", ["fuse", "output.hdf5", "aizynth.run", "--method", "rrf", "-o", "routes.run"],
        {"output.hdf5": _HDF5, "aizynth.run": _ONE_RUN}, "output.hdf5", "HDF5",
        why="a binary file holds no TREC line; docs/conventions.md: an HDF5 file is named for what it is"))

    # --- the bench outcomes given as judgements --------------------------------------------------------------------
    qrels_files = [
        ("u26b_sdf_as_qrels", "made.sdf", _SDF, "made.sdf:1", "SDF", "an SD file of the compounds the bench made"),
        ("u26b_aizynth_csv_as_qrels", "aizynth_results.csv", _AIZYNTH_CSV, "aizynth_results.csv:1", "AiZynthFinder",
         "AiZynthFinder's results CSV (is_solved taken for outcomes)"),
        ("u26b_rsmi_as_qrels", "ran.rsmi", _RSMI, "ran.rsmi:1", "reaction SMILES",
         "the reactions the chemists ran, as reaction SMILES with yields"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate fused.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "fused.run", "--qrels", name], {"fused.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write the bench's outcomes as 'TARGET 0 ROUTE GRADE'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26b_smiles_with_name", "rankagg fuse askcos.run aizynth.run: a route pasted from a .smi file with its name "
        "('CC(=O)Cl.Nc1ccc(O)cc1 acetyl_chloride_route'), seven fields on line 2",
        ["fuse", "askcos.run", "aizynth.run", "--method", "rrf", "-o", "routes.run"],
        {"askcos.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)OC(C)=O.Nc1ccc(O)cc1 1 0.99 askcos\n"
                       "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 acetyl_chloride_route 2 0.93 askcos\n",
         "aizynth.run": _ONE_RUN}, "askcos.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line; trec_eval would read "
            "'acetyl_chloride_route' as the rank and '2' as the score"))
    cases.append(cli_bad(
        "u26b_route_twice_in_planner", "rankagg fuse ibmrxn.run aizynth.run: IBM RXN proposes the same starting "
        "materials twice for one target (two sequences, two confidences)",
        ["fuse", "ibmrxn.run", "aizynth.run", "--method", "rrf", "-o", "routes.run"],
        {"ibmrxn.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.981 ibmrxn\n"
                       "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)OC(C)=O.Nc1ccc(O)cc1 2 0.95 ibmrxn\n"
                       "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 3 0.52 ibmrxn\n", "aizynth.run": _ONE_RUN},
        "ibmrxn.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line (which score counts would "
            "be a guess)"))
    cases.append(cli_bad(
        "u26b_price_with_dollar", "rankagg fuse synthia.run aizynth.run: SYNTHIA's price typed as '$1,240'",
        ["fuse", "synthia.run", "aizynth.run", "--method", "rrf", "-o", "routes.run"],
        {"synthia.run": "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 $1,240 synthia\n"
                        "CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)OC(C)=O.Nc1ccc(O)cc1 2 $2,310 synthia\n",
         "aizynth.run": _ONE_RUN}, "synthia.run:1", "$1,240",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 0 for every route)"))
    cases.append(bad(
        "u26b_api_weights_unknown_planner", "rankagg.fuse(runs, method='rrf', weights={'aizynthfinder': 2}): the "
        "planner's name spelt as the tool, not as the run", "import rankagg\nR = planners(names=['aizynth', 'askcos'])\n"
        "rankagg.fuse(R, method='rrf', weights={'aizynthfinder': 2.0})\n", "aizynthfinder",
        why="a weight for no given run would silently weigh the real planner 1 (README: unnamed runs weigh 1)"))

    # --- the fused routes written under a chemistry format's name --------------------------------------------------
    for cid, out_name, what in [
            ("u26b_out_rsmi", "routes.rsmi", "a reaction SMILES file"),
            ("u26b_out_smiles", "routes.smiles", "a SMILES file"),
            ("u26b_out_cxsmiles", "routes.cxsmiles", "a ChemAxon extended SMILES file"),
            ("u26b_out_smarts", "routes.smarts", "a SMARTS pattern file"),
            ("u26b_out_inchikey", "routes.inchikey", "an InChIKey list"),
            ("u26b_out_ketcher", "routes.ket", "a Ketcher document (JSON)"),
            ("u26b_out_marvin", "routes.mrv", "a Marvin document (XML)"),
            ("u26b_out_rxnfile", "routes.rxn", "an MDL RXN file")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse aizynth.run askcos.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "aizynth.run", "askcos.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("names=['aizynth', 'askcos'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
