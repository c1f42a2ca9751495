"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a multi-criteria decision analysis team's consensus ranking of alternatives across MCDA methods (TOPSIS, AHP with Saaty pairwise matrices, PROMETHEE, ELECTRE, decision matrices, DEXi and Super Decisions files) (its cases, ids ``u29d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each decision problem (``supplier_selection_2026``, ``site_choice/warehouse``) is a query and each
alternative (``A1_Mueller_GmbH``, ``A3_Dupont_SARL``) a document; the runs are the MCDA methods applied to one decision
matrix: TOPSIS closeness coefficients in (0, 1), PROMETHEE II net flows in (-1, 1) (negative too), AHP priorities that
sum to 1, the weighted sum (WSM), and VIKOR's Q (lower is better, so the team writes -Q as the score).  The methods'
rankings are fused into a consensus (Borda, Copeland, Kemeny: a standard step of MCDA papers), AHP experts' Saaty
pairwise judgements (1-9 with reciprocals '1/3') become comparisons, and the consensus is judged against the expert
panel's grades.  The mistakes and odd files: the field's own files given where runs, qrels or comparisons are read
(a decision matrix CSV with its weights and benefit/cost rows, plain and gzipped, a Saaty pairwise matrix with
fractions, pyDecision's printed ranking, a TOPSIS, VIKOR and PROMETHEE result table, an AHP consistency report, a
DEXi model (.dxi), an XMCDA document, an Excel workbook), scores in the field's forms (a decimal comma, '1/3'),
alternatives with blanks ('A1: Supplier Müller GmbH'), weights meant for criteria, and the consensus named for the
field's files (``.dxi``, ``.sdmod``, Expert Choice's ``.ahp``, Visual PROMETHEE's ``.vpg``, ``.xlsx``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five alternatives, Copeland and Borda of wins by hand."""

from __future__ import annotations

import gzip
import io
import zipfile

from .case import Case, command_cases, named_at, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_MCDA = "45 Unseen inputs: a twenty-ninth bar, a multi-criteria decision analysis team's consensus ranking of alternatives across MCDA methods (TOPSIS, AHP with Saaty pairwise matrices, PROMETHEE, ELECTRE, decision matrices, DEXi and Super Decisions files)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''METHODS = ['TOPSIS', 'PROMETHEE_II', 'AHP', 'WSM', 'VIKOR']
ALTS = ['A1_Mueller_GmbH', 'A2_Kowalski_SA', 'A3_Dupont_SARL', 'A4_Rossi_SpA', 'A5_Novak_sro']
MERIT = {'A1_Mueller_GmbH': 0.71, 'A2_Kowalski_SA': 0.58, 'A3_Dupont_SARL': 0.64, 'A4_Rossi_SpA': 0.42,
         'A5_Novak_sro': 0.30}
def problem(k):
    return ['supplier_selection_2026', 'site_choice/warehouse', 'site_choice/plant', 'fleet_renewal_2026',
            'erp_vendor', 'site_choice/depot_north', 'logistics_partner', 'packaging_supplier'][k % 8]
def scores(methods=METHODS, n_q=6, seed=3, drop=None, names=problem, noise=1.0):
    """{method: {problem: {alternative: score}}}: TOPSIS closeness in (0, 1), PROMETHEE II net flows in (-1, 1), AHP
    priorities summing to 1, WSM sums, VIKOR -Q (lower Q is better); ``drop``: {method: share of the alternatives
    a method's list lacks (ELECTRE-style kernels, screened alternatives), never A1}"""
    g = lcg(seed)
    out = {}
    for m in methods:
        out[m] = {}
        for k in range(n_q):
            raw = {}
            for a in ALTS:
                u, v = next(g), next(g)
                if a != ALTS[0] and v < (drop or {}).get(m, 0.0):
                    continue
                raw[a] = max(0.01, min(0.99, MERIT[a] + noise * 0.4 * (u - 0.5)))
            if m == 'PROMETHEE_II':
                mean = sum(raw.values()) / len(raw)
                p = {a: round(2.0 * (x - mean), 4) for a, x in raw.items()}
            elif m == 'AHP':
                t = sum(raw.values())
                p = {a: round(x / t, 4) for a, x in raw.items()}
            elif m == 'VIKOR':
                p = {a: -round(1.0 - x, 4) for a, x in raw.items()}
            elif m == 'WSM':
                p = {a: round(100.0 * x, 2) for a, x in raw.items()}
            else:
                p = {a: round(x, 4) for a, x in raw.items()}
            out[m][names(k)] = p
    return out
def panel_grades(n_q=6, names=problem):
    """the expert panel's verdict: 3 the chosen supplier, 2 acceptable, 1 fallback, 0 rejected"""
    g = {'A1_Mueller_GmbH': 3, 'A3_Dupont_SARL': 2, 'A2_Kowalski_SA': 2, 'A4_Rossi_SpA': 1, 'A5_Novak_sro': 0}
    return {names(k): dict(g) for k in range(n_q)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
def saaty(seed=5, experts=4):
    """each expert's Saaty pairwise judgements of the alternatives (upper triangle, 1-9 and reciprocals) as records
    (problem, a, b, outcome): a_ij > 1 a win of a, < 1 a loss, 1 a tie"""
    g = lcg(seed)
    scale = [1 / 9, 1 / 7, 1 / 5, 1 / 3, 1, 3, 5, 7, 9]
    out = []
    for e in range(experts):
        for i in range(len(ALTS)):
            for j in range(i + 1, len(ALTS)):
                a, b = ALTS[i], ALTS[j]
                d = (MERIT[a] - MERIT[b]) * 10.0 + 6.0 * (next(g) - 0.5)
                v = scale[max(0, min(8, 4 + int(round(d))))]
                out.append(('supplier_selection_2026', a, b, 'win' if v > 1 else ('loss' if v < 1 else 'tie'), 'E%d' % (e + 1)))
    return out
def copeland_ref(records):
    y = {}
    for a, b, o in records:
        w = {'win': (1.0, 0.0), 'loss': (0.0, 1.0), 'tie': (0.5, 0.5)}[o]
        y[(a, b)] = y.get((a, b), 0.0) + w[0]
        y[(b, a)] = y.get((b, a), 0.0) + w[1]
    items = sorted({x for a, b, _ in records for x in (a, b)})
    sc = {i: 0.0 for i in items}
    for a in items:
        for b in items:
            if a != b and (a, b) in y:
                sc[a] += (y[(a, b)] > y[(b, a)]) - (y[(a, b)] < y[(b, a)])
    return sc
def wins_ref(records):
    sc = {}
    for a, b, o in records:
        w = {'win': (1.0, 0.0), 'loss': (0.0, 1.0), 'tie': (0.5, 0.5)}[o]
        sc[a] = sc.get(a, 0.0) + w[0]
        sc[b] = sc.get(b, 0.0) + w[1]
    return sc
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "scores", "consensus.run")


_M4 = ["TOPSIS", "PROMETHEE_II", "AHP", "VIKOR"]
_RUNS4 = [f"{m}.run" for m in _M4]
_OUT = ("consensus.run",)
_ONE_RUN = ("supplier_selection_2026 Q0 A1_Mueller_GmbH 1 0.7312 TOPSIS\n"
            "supplier_selection_2026 Q0 A3_Dupont_SARL 2 0.6408 TOPSIS\n"
            "supplier_selection_2026 Q0 A2_Kowalski_SA 3 0.5519 TOPSIS\n"
            "supplier_selection_2026 Q0 A4_Rossi_SpA 4 0.4120 TOPSIS\n"
            "supplier_selection_2026 Q0 A5_Novak_sro 5 0.2987 TOPSIS\n")

# the team's files, as their tools and spreadsheets write them (a few rows)
# a decision matrix: alternatives x criteria, with the criteria weights row and the benefit/cost (max/min) row
_MATRIX = ("alternative,price_eur,quality_score,delivery_days,co2_t\n"
           "weight,0.35,0.30,0.20,0.15\n"
           "type,cost,benefit,cost,cost\n"
           "A1_Mueller_GmbH,41200,8.5,14,12.1\n"
           "A2_Kowalski_SA,37900,7.0,21,15.4\n"
           "A3_Dupont_SARL,39800,8.0,10,13.0\n"
           "A4_Rossi_SpA,45100,6.5,18,9.8\n")
_MATRIX_SEMI = ("Alternative;Price (EUR);Quality;Delivery (days);CO2 (t)\n"
                "Weights;0,35;0,30;0,20;0,15\n"
                "Criterion type;min;max;min;min\n"
                "A1: Supplier Müller GmbH;41200;8,5;14;12,1\n"
                "A2: Kowalski S.A.;37900;7,0;21;15,4\n")
# an AHP pairwise comparison matrix of the criteria on Saaty's 1-9 scale, reciprocals as fractions
_SAATY = ("criterion,price,quality,delivery,co2\n"
          "price,1,3,5,7\n"
          "quality,1/3,1,3,5\n"
          "delivery,1/5,1/3,1,3\n"
          "co2,1/7,1/5,1/3,1\n")
_SAATY_ALTS = (",A1_Mueller_GmbH,A2_Kowalski_SA,A3_Dupont_SARL\n"
               "A1_Mueller_GmbH,1,3,1/2\n"
               "A2_Kowalski_SA,1/3,1,1/5\n"
               "A3_Dupont_SARL,2,5,1\n")
# pyDecision's verbose output of topsis_method (a1: closeness), as the team pipes it to a file
_PYDECISION = "a1: 0.5683\na2: 0.4102\na3: 0.6377\na4: 0.3021\na5: 0.2214\n"
_TOPSIS_TABLE = ("Alternative,D+,D-,Closeness,Rank\n"
                 "A1_Mueller_GmbH,0.0412,0.0763,0.6494,1\n"
                 "A3_Dupont_SARL,0.0455,0.0701,0.6064,2\n"
                 "A2_Kowalski_SA,0.0598,0.0502,0.4564,3\n")
_PROMETHEE_TABLE = ("action,phi_plus,phi_minus,phi\n"
                    "A1_Mueller_GmbH,0.4125,0.1375,0.2750\n"
                    "A3_Dupont_SARL,0.3500,0.2250,0.1250\n"
                    "A2_Kowalski_SA,0.1875,0.3250,-0.1375\n"
                    "A4_Rossi_SpA,0.1000,0.4125,-0.3125\n")
_AHP_REPORT = ("AHP priorities (eigenvector method)\n"
               "Criterion\tWeight\n"
               "price\t0.5650\n"
               "quality\t0.2622\n"
               "delivery\t0.1175\n"
               "co2\t0.0553\n"
               "lambda_max\t4.1170\n"
               "CI\t0.0390\n"
               "CR\t0.0433\n")
# a DEXi model (DEXi 5's XML: attributes, scales, utility functions, the options = the alternatives)
_DEXI = ('<?xml version="1.0" encoding="UTF-8"?>\n<DEXi>\n  <VERSION>5.05</VERSION>\n'
         '  <CREATED>2026-11-30T10:12:41</CREATED>\n  <NAME>Supplier selection</NAME>\n'
         '  <OPTION>A1 Mueller GmbH</OPTION>\n  <OPTION>A2 Kowalski SA</OPTION>\n'
         '  <ATTRIBUTE>\n    <NAME>SUPPLIER</NAME>\n    <SCALE>\n'
         '      <SCALEVALUE><NAME>unacc</NAME><GROUP>BAD</GROUP></SCALEVALUE>\n'
         '      <SCALEVALUE><NAME>acc</NAME></SCALEVALUE>\n'
         '      <SCALEVALUE><NAME>good</NAME><GROUP>GOOD</GROUP></SCALEVALUE>\n    </SCALE>\n'
         '    <FUNCTION><LOW>001122</LOW></FUNCTION>\n    <OPTION>2</OPTION>\n    <OPTION>1</OPTION>\n'
         '  </ATTRIBUTE>\n</DEXi>\n')
# an XMCDA v3 document (decision-deck's exchange format, what diviz's TOPSIS and PROMETHEE modules read and write)
_XMCDA = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<xmcda:XMCDA xmlns:xmcda="http://www.decision-deck.org/2019/XMCDA-3.1.1"\n'
          '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
          '  <alternativesValues mcdaConcept="closeness">\n'
          '    <alternativeValue><alternativeID>A1_Mueller_GmbH</alternativeID>'
          '<values><value><real>0.6494</real></value></values></alternativeValue>\n'
          '  </alternativesValues>\n</xmcda:XMCDA>\n')
# an Excel workbook as Excel writes it (an OOXML zip: [Content_Types].xml, _rels/.rels, then the workbook under xl/)
def _xlsx() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (
                ("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://'
                 'schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="'
                 'application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
                 'officedocument.spreadsheetml.sheet.main+xml"/></Types>'),
                ("_rels/.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://'
                 'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
                 'openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
                 '</Relationships>'),
                ("xl/workbook.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://'
                 'schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Decision matrix" '
                 'sheetId="1"/></sheets></workbook>'),
                ("xl/worksheets/sheet1.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet '
                 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>')):
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 30, 10, 0, 0)), text)
    return out.getvalue()


_XLSX = _xlsx()


def twentyninth_bar_mcda_cases() -> list[Case]:
    G = TWENTYNINTH_MCDA
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29d_borda_five_methods", "rankagg.fuse({method: {problem: {alternative: score}}}, method='borda'): TOPSIS, "
        "PROMETHEE II (negative flows), AHP priorities, WSM and VIKOR (-Q) over six decision problems",
        "import rankagg\nR = scores()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Borda n - r + 1 (rankagg methods borda), each method's list ranked by its own score"))
    cases.append(ok(
        "u29d_kemeny_five_alternatives", "rankagg.fuse(..., method='kemeny') of the five methods' orders of five "
        "alternatives: the consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = scores(seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(ALTS))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: least total Kendall distance, brute force over 5! orders"))
    cases.append(ok(
        "u29d_combsum_promethee_negative", "rankagg.fuse(..., method='combsum'): PROMETHEE II net flows all negative "
        "on some problems beside TOPSIS closeness and AHP priorities (min-max per list)",
        "import rankagg\nR = scores(methods=['TOPSIS', 'PROMETHEE_II', 'AHP'], seed=13)\n"
        "for q in list(R['PROMETHEE_II'])[:3]:\n"
        "    R['PROMETHEE_II'][q] = {a: v - 1.5 for a, v in R['PROMETHEE_II'][q].items()}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: min-max per list, so a negative flow is a score like any other"))
    cases.append(ok(
        "u29d_partial_lists_borda", "rankagg.fuse(..., method='borda'): ELECTRE-style kernels and screened "
        "alternatives leave some methods' lists partial",
        "import rankagg\nR = scores(seed=15, drop={'AHP': 0.4, 'VIKOR': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each alternative a list lacks"))
    cases.append(ok(
        "u29d_weighted_rrf_methods", "rankagg.Fuser('rrf', weights=...) over the methods (TOPSIS 2, PROMETHEE 1.5, "
        "AHP 1, VIKOR 0.5), per problem",
        "import rankagg\nW = {'TOPSIS': 2.0, 'PROMETHEE_II': 1.5, 'AHP': 1.0, 'VIKOR': 0.5}\n"
        "R = scores(methods=list(W), seed=17)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29d_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the methods' "
        "results stacked as the team's pandas frame",
        "import rankagg, pandas as pd\nR = scores(seed=19, drop={'WSM': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29d_evaluate_panel_grades", "rankagg.evaluate(Borda consensus, the expert panel's grades, ['nDCG@3', 'AP', "
        "'P@2']): does the methods' consensus agree with the panel",
        "import rankagg\nR = scores(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = panel_grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.2 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u29d_saaty_copeland_records", "rankagg.fuse(records query, item_a, item_b, outcome, method='copeland'): four "
        "AHP experts' Saaty judgements (a_ij > 1 a win, 1 a tie) as comparisons",
        "import rankagg\nrec = saaty()\n"
        "res = rankagg.fuse([{'query': q, 'item_a': a, 'item_b': b, 'outcome': o} for q, a, b, o, _ in rec], "
        "method='copeland')\n"
        "want = copeland_ref([(a, b, o) for _, a, b, o, _ in rec])\n"
        "got = dict(zip(res['item'], res['score']))\n"
        "order = list(res.sort_values('rank')['item'])\n"
        "report('' if got == want and all(want[x] >= want[y] for x, y in zip(order, order[1:])) "
        "else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: a tie counts half each way; Copeland 1951: majority wins minus losses"))
    cases.append(ok(
        "u29d_saaty_borda_wins_frame", "rankagg.fuse(DataFrame query, item_a, item_b, outcome, judge, "
        "method='borda_wins'): the Saaty judgements with the expert as judge",
        "import rankagg, pandas as pd\nrec = saaty(seed=23)\n"
        "df = pd.DataFrame(rec, columns=['query', 'item_a', 'item_b', 'outcome', 'judge'])\n"
        "res = rankagg.fuse(df, method='borda_wins')\n"
        "want = wins_ref([(a, b, o) for _, a, b, o, _ in rec])\n"
        "got = dict(zip(res['item'], res['score']))\n"
        "report('' if set(got) == set(want) and all(abs(got[k] - want[k]) < 1e-12 for k in want) "
        "else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: borda_wins counts wins, a tie half"))
    cases.append(ok(
        "u29d_umlaut_ids_rrf", "rankagg.fuse(..., method='rrf'): alternatives named with their umlauts and "
        "accents ('A1_Müller_GmbH', 'A3_Dupont_Société'), one problem only AHP judged",
        "import rankagg\nR = scores(methods=['TOPSIS', 'AHP', 'WSM'], seed=25)\n"
        "ren = {'A1_Mueller_GmbH': 'A1_Müller_GmbH', 'A3_Dupont_SARL': 'A3_Dupont_Société'}\n"
        "R = {m: {q: {ren.get(a, a): s for a, s in p.items()} for q, p in run.items()} for m, run in R.items()}\n"
        "R['AHP']['tender_2027_pilot'] = {'A1_Müller_GmbH': 0.5, 'A2_Kowalski_SA': 0.3, 'A4_Rossi_SpA': 0.2}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009; an id is any token without a blank (UTF-8); a query fused over the runs holding it"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29d_cli_rrf_method_runs", "rankagg fuse TOPSIS.run PROMETHEE_II.run AHP.run VIKOR.run --method rrf -o "
        "consensus.run: one run per MCDA method, problems as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "consensus.run"], None,
        _cli_check("rrf", f"methods={_M4}, seed=31"), setup=_runs_setup(f"methods={_M4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score, negative flows and -Q included (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29d_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "outranking method counts double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "consensus.run"],
        {"weights.txt": "TOPSIS 1\nPROMETHEE_II 2\nAHP 1\nVIKOR 0.5\n"},
        _cli_check("borda", f"methods={_M4}, seed=33", "{'TOPSIS': 1, 'PROMETHEE_II': 2, 'AHP': 1, 'VIKOR': 0.5}"),
        setup=_runs_setup(f"methods={_M4}, seed=33"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29d_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3: the shortlist of three per problem, "
        "AHP's lists partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "consensus.run"], None,
        _cli_check("combsum", f"methods={_M4}, seed=35, drop={{'AHP': 0.4}}", depth=3),
        setup=_runs_setup(f"methods={_M4}, seed=35, drop={{'AHP': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u29d_cli_slash_problems_gz_parquet", "rankagg fuse TOPSIS.run.gz AHP.run.gz WSM.run.gz --method rrf -o "
        "consensus.parquet: problem ids with a slash (site_choice/warehouse), gzipped runs, a Parquet table out",
        ["fuse", "TOPSIS.run.gz", "AHP.run.gz", "WSM.run.gz", "--method", "rrf", "-o", "consensus.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/consensus.parquet')\n"
            "R = scores(methods=['TOPSIS', 'AHP', 'WSM'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in scores(methods=['TOPSIS', 'AHP', 'WSM'], seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u29d_cli_evaluate_panel_qrels", "rankagg evaluate consensus.run --qrels panel.qrels -m ndcg_cut.3 -m map: "
        "the consensus against the expert panel's grades (0-3)",
        ["evaluate", "consensus.run", "--qrels", "panel.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/consensus.run').read())\nqrels = panel_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = scores(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('consensus.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('panel.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in panel_grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u29d_cli_saaty_comparisons_csv", "rankagg fuse saaty_comparisons.csv --method copeland -o "
        "supplier_ranking.csv: the experts' Saaty judgements written as rankagg's comparison table",
        ["fuse", "saaty_comparisons.csv", "--method", "copeland", "-o", "supplier_ranking.csv"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_csv(FOLDER + '/supplier_ranking.csv')\nrec = saaty(seed=41)\n"
            "want = copeland_ref([(a, b, o) for _, a, b, o, _ in rec])\n"
            "got = dict(zip(t['item'], t['score']))\n"
            "report('' if got == want else '%r vs %r' % (got, want))\n", folder),
        setup=reference_setup(_REF, "open(P('saaty_comparisons.csv'), 'w').write('query,item_a,item_b,outcome\\n' + "
                              "''.join('%s,%s,%s,%s\\n' % r[:4] for r in saaty(seed=41)))\n"),
        why="docs/preferences.md: a CSV with an outcome column is a comparison table; a tie half each way; Copeland"))
    cases.append(cli_ok(
        "u29d_cli_kemeny_exact_methods", "rankagg fuse TOPSIS.run ... VIKOR.run --method 'kemeny(solver=exact)': "
        "the proven Kemeny consensus of four methods over five alternatives",
        ["fuse", *_RUNS4, "--method", "kemeny(solver=exact)", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            f"R = scores(methods={_M4}, seed=43, noise=2.5)\nrows = read_run(open(FOLDER + '/consensus.run').read())\n"
            "msg = ''\nfor q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
            "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(ALTS))\n"
            "    got = kemeny_cost([d for d, _ in rows[q]], ls)\n"
            "    msg = msg or ('' if got == best else '%s: cost %d, optimum %d' % (q, got, best))\n"
            "report(msg)\n", folder),
        setup=_runs_setup(f"methods={_M4}, seed=43, noise=2.5"),
        why="Kemeny 1959 by brute force over 5! orders; docs/preferences.md: solver=exact proves the optimum"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u29d_decision_matrix_csv_as_run", "a decision matrix CSV (alternative x criteria, a weight row and a "
         "benefit/cost row)", "decision_matrix.csv", _MATRIX, "decision matrix", "decision_matrix.csv:1"),
        ("u29d_decision_matrix_semicolon_as_run", "a decision matrix from a German Excel (semicolons, decimal commas, "
         "'Weights' and 'Criterion type' rows)", "entscheidungsmatrix.csv", _MATRIX_SEMI, "decision matrix",
         "entscheidungsmatrix.csv:1"),
        ("u29d_decision_matrix_gz_as_run", "a decision matrix CSV gzipped", "decision_matrix.csv.gz",
         gzip.compress(_MATRIX.encode(), mtime=0), "decision matrix", "decision_matrix.csv.gz:1"),
        ("u29d_saaty_matrix_as_run", "an AHP pairwise comparison matrix on Saaty's scale (reciprocals '1/3')",
         "ahp_criteria_pairwise.csv", _SAATY, "pairwise", "ahp_criteria_pairwise.csv:1"),
        ("u29d_pydecision_output_as_run", "pyDecision's printed TOPSIS ranking ('a1: 0.5683')", "topsis_pydecision.txt",
         _PYDECISION, "pyDecision", "topsis_pydecision.txt:1"),
        ("u29d_topsis_table_as_run", "a TOPSIS result table (D+, D-, Closeness, Rank)", "topsis_result.csv",
         _TOPSIS_TABLE, "TOPSIS", "topsis_result.csv:1"),
        ("u29d_promethee_flows_as_run", "PROMETHEE's flow table (phi_plus, phi_minus, phi)", "promethee_flows.csv",
         _PROMETHEE_TABLE, "PROMETHEE", "promethee_flows.csv:1"),
        ("u29d_ahp_report_as_run", "an AHP priorities report with its consistency ratio (lambda_max, CI, CR)",
         "ahp_priorities.tsv", _AHP_REPORT, "AHP", "ahp_priorities.tsv:1"),
        ("u29d_dexi_model_as_run", "a DEXi model (.dxi: XML with <DEXi>, attributes, scales, options)",
         "supplier.dxi", _DEXI, "DEXi", "supplier.dxi:2"),
        ("u29d_xmcda_as_run", "an XMCDA v3 document (decision-deck's alternativesValues, as diviz writes them)",
         "closeness.xml", _XMCDA, "XMCDA", "closeness.xml:2"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a CSV's one field, a DEXi or XMCDA line's one or "
                "two, pyDecision's two); the file is the MCDA tool's, named by what it is (a field count says nothing "
                "the team can act on)")
    for cid, what, name, content, tool, where in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} TOPSIS.run -o consensus.run: {what} given as a run",
            ["fuse", name, "TOPSIS.run", "--method", "rrf", "-o", "consensus.run"],
            {name: content, "TOPSIS.run": _ONE_RUN}, where, tool, why=text_why))
    cases.append(cli_bad(
        "u29d_xlsx_as_run", "rankagg fuse decision_matrix.xlsx TOPSIS.run: the decision matrix as an Excel workbook",
        ["fuse", "decision_matrix.xlsx", "TOPSIS.run", "--method", "rrf", "-o", "consensus.run"],
        {"decision_matrix.xlsx": _XLSX, "TOPSIS.run": _ONE_RUN}, "decision_matrix.xlsx", "Excel",
        why="a zip holds no TREC line (trec_eval reads garbage); named by what it is, with what to give instead"))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29d_decision_matrix_as_qrels", "decision_matrix.csv", _MATRIX, "decision matrix"),
            ("u29d_decision_matrix_gz_as_qrels", "decision_matrix.csv.gz", gzip.compress(_MATRIX.encode(), mtime=0),
             "decision matrix"),
            ("u29d_saaty_alternatives_as_qrels", "ahp_alternatives_pairwise.csv", _SAATY_ALTS, "pairwise"),
            ("u29d_promethee_flows_as_qrels", "promethee_flows.csv", _PROMETHEE_TABLE, "PROMETHEE"),
            ("u29d_dexi_model_as_qrels", "supplier.dxi", _DEXI, "DEXi")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate TOPSIS.run --qrels {name}: the MCDA file given as the judgements",
            ["evaluate", "TOPSIS.run", "--qrels", name], {"TOPSIS.run": _ONE_RUN, name: content},
            named_at(name, content), tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the MCDA tool's, "
                            "named by what it is, with how to write the panel's grades as qrels"))

    # --- the pairwise matrices and decision matrices where comparisons or frames are read ---------------------------
    cases.append(cli_bad(
        "u29d_cli_saaty_matrix_as_comparisons", "rankagg fuse ahp_alternatives_pairwise.csv --method copeland: the "
        "Saaty pairwise matrix itself given as the comparison table",
        ["fuse", "ahp_alternatives_pairwise.csv", "--method", "copeland", "-o", "supplier_ranking.csv"],
        {"ahp_alternatives_pairwise.csv": _SAATY_ALTS}, "ahp_alternatives_pairwise.csv", "pairwise",
        outputs=("supplier_ranking.csv",),
        why="docs/preferences.md: a comparison table names item_a, item_b and outcome; a square matrix of '1/3' "
            "names none, so it is told how to write the judgements"))
    cases.append(bad(
        "u29d_api_decision_matrix_frame", "rankagg.fuse(pd.read_csv('decision_matrix.csv'), method='borda'): the "
        "decision matrix as a frame",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('decision_matrix.csv'), method='borda')\n",
        "decision matrix", files={"decision_matrix.csv": _MATRIX},
        why="README: a frame of runs has qid, docid, score (and run) columns; a decision matrix's are told so"))
    cases.append(bad(
        "u29d_api_saaty_frame", "rankagg.fuse(pd.read_csv('ahp_alternatives_pairwise.csv', index_col=0), "
        "method='copeland'): the Saaty matrix as a frame",
        "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('ahp_alternatives_pairwise.csv', index_col=0), method='copeland')\n",
        "pairwise", files={"ahp_alternatives_pairwise.csv": _SAATY_ALTS},
        why="docs/preferences.md: comparisons need item_a, item_b, outcome; told what the table is"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u29d_closeness_decimal_comma", "rankagg fuse TOPSIS.run AHP.run: AHP priorities written by a German "
        "spreadsheet, '0,3289'", ["fuse", "TOPSIS.run", "AHP.run", "--method", "rrf", "-o", "consensus.run"],
        {"TOPSIS.run": _ONE_RUN, "AHP.run": "supplier_selection_2026 Q0 A1_Mueller_GmbH 1 0,3289 AHP\n"
                                            "supplier_selection_2026 Q0 A3_Dupont_SARL 2 0,2068 AHP\n"},
        "AHP.run:1", why="trec_eval's atof reads '0,3289' as 0; docs/conventions.md: a score is strtod on the whole "
                         "token, a non-numeric one refused at its line"))
    cases.append(cli_bad(
        "u29d_score_saaty_fraction", "rankagg fuse TOPSIS.run AHP.run: a score written as a Saaty fraction '1/3'",
        ["fuse", "TOPSIS.run", "AHP.run", "--method", "rrf", "-o", "consensus.run"],
        {"TOPSIS.run": _ONE_RUN, "AHP.run": "supplier_selection_2026 Q0 A1_Mueller_GmbH 1 3 AHP\n"
                                            "supplier_selection_2026 Q0 A2_Kowalski_SA 2 1/3 AHP\n"},
        "AHP.run:2", why="docs/conventions.md: a non-numeric score is refused at its line (trec_eval's atof reads 1)"))
    cases.append(cli_bad(
        "u29d_alternative_with_blanks", "rankagg fuse TOPSIS.run AHP.run: an alternative named 'A1: Supplier Müller "
        "GmbH' (blanks) in the third field", ["fuse", "TOPSIS.run", "AHP.run", "--method", "rrf", "-o", "consensus.run"],
        {"TOPSIS.run": _ONE_RUN, "AHP.run": "supplier_selection_2026 Q0 A2_Kowalski_SA 1 0.41 AHP\n"
                                            "supplier_selection_2026 Q0 A1: Supplier Müller GmbH 2 0.33 AHP\n"},
        "AHP.run:2", why="trec_eval splits fields at blanks: nine fields (a wrong field count, refused at its line)"))
    cases.append(bad(
        "u29d_api_alternative_with_blank", "rankagg.fuse({'TOPSIS': {'supplier_selection_2026': {'A1: Supplier "
        "Müller GmbH': 0.73, ...}}}): an alternative keyed by its display name",
        "import rankagg\nR = scores(methods=['TOPSIS', 'AHP'], n_q=2)\n"
        "R['AHP']['supplier_selection_2026']['A1: Supplier Müller GmbH'] = 0.33\nrankagg.fuse(R, method='borda')\n",
        "A1: Supplier Müller GmbH",
        why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u29d_api_weight_unrun_method", "rankagg.fuse(runs, method='rrf', weights={..., 'ELECTRE_III': 2}): a weight "
        "for a method the team did not run",
        "import rankagg\nR = scores(methods=['TOPSIS', 'AHP', 'VIKOR'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'TOPSIS': 1.0, 'AHP': 1.0, 'VIKOR': 1.0, 'ELECTRE_III': 2.0})\n",
        "ELECTRE_III", why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(bad(
        "u29d_api_criteria_weights", "rankagg.fuse(runs, method='borda', weights={'price': 0.35, 'quality': 0.30, "
        "...}): the criteria weights of the decision matrix given as the methods' weights",
        "import rankagg\nR = scores(methods=['TOPSIS', 'AHP', 'VIKOR'], n_q=2)\n"
        "rankagg.fuse(R, method='borda', weights={'price_eur': 0.35, 'quality_score': 0.30, 'delivery_days': 0.20, "
        "'co2_t': 0.15})\n", "price_eur",
        why="docs/reliability.md: weights that name no run are refused naming them (else every method weighs 0)"))
    cases.append(bad(
        "u29d_api_promethee_nan", "rankagg.fuse(frame) where PROMETHEE left an alternative's net flow empty (NaN)",
        "import rankagg, pandas as pd\nR = scores(methods=['TOPSIS', 'PROMETHEE_II'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[7, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))
    cases.append(cli_bad(
        "u29d_cli_weights_saaty_fraction", "rankagg fuse ... --weights TOPSIS=1,AHP=1/3: a method weight written as a "
        "Saaty fraction", ["fuse", "TOPSIS.run", "AHP.run", "--method", "rrf", "--weights", "TOPSIS=1,AHP=1/3",
                           "-o", "consensus.run"], None,
        "1/3", setup=_runs_setup("methods=['TOPSIS', 'AHP'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; '1/3' is refused naming it"))
    cases.append(cli_bad(
        "u29d_cli_negative_weight_vikor", "rankagg fuse ... --weights TOPSIS=1,VIKOR=-1: a negative weight meant to "
        "turn VIKOR's Q (lower is better) around",
        ["fuse", "TOPSIS.run", "VIKOR.run", "--method", "rrf", "--weights", "TOPSIS=1,VIKOR=-1", "-o", "consensus.run"],
        None, "VIKOR", setup=_runs_setup("methods=['TOPSIS', 'VIKOR'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0"))

    # --- the consensus written under an MCDA tool's name ----------------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u29d_out_dxi", ["-o", "consensus.dxi"], "consensus.dxi", "a DEXi model", ("DEXi",)),
            ("u29d_out_sdmod", ["-o", "consensus.sdmod"], "consensus.sdmod", "a Super Decisions model",
             ("Super Decisions",)),
            ("u29d_out_expert_choice_ahp", ["-o", "consensus.ahp"], "consensus.ahp", "an Expert Choice model",
             ("Expert Choice",)),
            ("u29d_out_vpg", ["-o", "consensus.vpg"], "consensus.vpg", "a Visual PROMETHEE file", ("PROMETHEE",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse TOPSIS.run AHP.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines "
            "under that name are read by no tool that opens it",
            ["fuse", "TOPSIS.run", "AHP.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "consensus.run"), setup=_runs_setup("methods=['TOPSIS', 'AHP'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u29d_out_method_name_stays_free", "rankagg fuse TOPSIS.run AHP.run --method borda -o consensus.topsis: a "
        "run named for the method that made it is written",
        ["fuse", "TOPSIS.run", "AHP.run", "--method", "borda", "-o", "consensus.topsis"], None,
        _cli_check("borda", "methods=['TOPSIS', 'AHP'], seed=45", output="consensus.topsis"),
        setup=_runs_setup("methods=['TOPSIS', 'AHP'], seed=45"),
        why="docs/conventions.md: a run's own names stay free (no format writes .topsis); Borda n - r + 1"))
    return cases
