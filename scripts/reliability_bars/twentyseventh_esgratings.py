"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a sustainable-finance team's consensus ranking of companies across ESG rating agencies (letter grades, XBRL filings) (its cases, ids ``u27e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The desk's day: each universe and date (``MSCI_World_2026Q3``) is a query, each company (its ISIN,
``US0378331005``) a document, and the rating agencies the runs, each converted by the desk to a score higher for the
better company: MSCI's letter grades AAA..CCC as 7..1 (ties everywhere), Sustainalytics' ESG Risk (0-100, lower is
better) negated, ISS ESG's deciles (1 best) negated, CDP's A..F as 9..1, Refinitiv's 0-100 and S&P Global's CSA
0-100 (integers).  Coverage differs by agency (partial lists).  The agencies are fused per universe with Borda, RRF
and a weighted CombSUM (the desk's weighted mean), and the consensus judged against the later downgrades list
(relevance 1) and by Kendall's tau between two agencies.  The mistakes and odd files: the desk's own files given
where runs, qrels or weights are read (an XBRL instance, an inline XBRL annual report, an XBRL taxonomy schema, an
ESEF package, a Bloomberg export in xlsx and in CSV with ``#N/A N/A`` cells, FactSet and Refinitiv downloads with
their footers, the EET (the SFDR data template), a CDP response export, an EU Taxonomy KPI table), letter grades in
a TREC line's score column, company names with blanks, and the consensus named for a filing format (``.xbrl``,
``.xhtml``, ``.xsd``, ``.ixbrl``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, tau-b by hand."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, pandas_setup, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_ESGRATINGS = "45 Unseen inputs: a twenty-seventh bar, a sustainable-finance team's consensus ranking of companies across ESG rating agencies (letter grades, XBRL filings)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''AGENCIES = ['msci', 'sustainalytics', 'iss', 'cdp', 'refinitiv', 'spglobal']
MSCI = ['CCC', 'B', 'BB', 'BBB', 'A', 'AA', 'AAA']
CDP = ['F', 'D-', 'D', 'C-', 'C', 'B-', 'B', 'A-', 'A']
def universe(k):
    return '%s_2026Q%d' % (['MSCI_World', 'MSCI_EM', 'STOXX_600', 'SP_500', 'MSCI_ACWI'][k % 5], 1 + (k // 5) % 4)
def isin(k, i):
    return '%s%09d%d' % (['US', 'GB', 'DE', 'FR', 'JP', 'CH', 'NL'][(i + k) % 7], 37833100 + 7919 * i + 131 * k,
                         (3 * i + k) % 10)
def ratings(agencies=AGENCIES, n_q=10, n=14, seed=3, drop=None, cut=None, signal=0.3, ids=isin, names=universe):
    """{agency: {universe: {isin: score, higher better}}}; companies 0 and 1 are the ones never downgraded;
    MSCI and CDP letter grades (7 and 9 classes: ties), Sustainalytics' risk and ISS's decile negated"""
    g = lcg(seed)
    out = {}
    for e in agencies:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                q = min(0.999, 0.3 * u + 0.35 + (signal if i < 2 else 0.0) - 0.01 * i)
                if e == 'msci':
                    s = float(1 + int(q * 7))
                elif e == 'cdp':
                    s = float(1 + int(q * 9))
                elif e == 'sustainalytics':
                    s = -round(60.0 * (1.0 - q), 1)
                elif e == 'iss':
                    s = -float(10 - int(q * 10))
                elif e == 'refinitiv':
                    s = round(100.0 * q, 2)
                else:
                    s = float(int(100.0 * q))
                p[ids(k, i)] = s
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def downgrades(n_q=10, ids=isin, names=universe):
    """the judgement a year later: companies 0 and 1 kept their rating (1), 2 to 5 were downgraded (0)"""
    return {names(k): {ids(k, 0): 1, ids(k, 1): 1, ids(k, 2): 0, ids(k, 3): 0, ids(k, 4): 0, ids(k, 5): 0}
            for k in range(n_q)}
def tau_b(x, y):
    conc = disc = tx = ty = 0
    n = len(x)
    for i in range(n):
        for j in range(i + 1, n):
            a, b = x[i] - x[j], y[i] - y[j]
            if a == 0 and b == 0:
                continue
            if a == 0:
                tx += 1
            elif b == 0:
                ty += 1
            elif (a > 0) == (b > 0):
                conc += 1
            else:
                disc += 1
    return (conc - disc) / math.sqrt((conc + disc + tx) * (conc + disc + ty))
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "ratings", "consensus.run")


_RUNS = [f"{e}.run" for e in ("msci", "sustainalytics", "iss", "cdp", "refinitiv", "spglobal")]
_OUT = ("consensus.run",)
_ONE_RUN = ("MSCI_World_2026Q3 Q0 US0378331005 1 7 msci\n"
            "MSCI_World_2026Q3 Q0 US5949181045 2 6 msci\n")

# the desk's files, as their tools write them (a few rows)
_XBRL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" '
         'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" '
         'xmlns:esrs="https://xbrl.efrag.org/taxonomy/esrs/2023-12-22">\n'
         '  <link:schemaRef xlink:type="simple" xlink:href="https://xbrl.efrag.org/taxonomy/esrs/2023-12-22/esrs_all.xsd"/>\n'
         '  <xbrli:context id="FY2025">\n    <xbrli:entity>\n'
         '      <xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier>\n'
         '    </xbrli:entity>\n    <xbrli:period><xbrli:startDate>2025-01-01</xbrli:startDate>'
         '<xbrli:endDate>2025-12-31</xbrli:endDate></xbrli:period>\n  </xbrli:context>\n'
         '  <xbrli:unit id="tCO2e"><xbrli:measure>esrs:tCO2e</xbrli:measure></xbrli:unit>\n'
         '  <esrs:GrossScope1GreenhouseGasEmissions contextRef="FY2025" unitRef="tCO2e" decimals="0">'
         '182340</esrs:GrossScope1GreenhouseGasEmissions>\n</xbrli:xbrl>\n')
_IXBRL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" '
          'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:ifrs-full="https://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full" '
          'xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xml:lang="en">\n'
          '<head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/><title>Annual Financial Report 2025</title></head>\n'
          '<body>\n<div style="display:none"><ix:header><ix:hidden></ix:hidden><ix:references>'
          '<link:schemaRef xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
          'xlink:type="simple" xlink:href="siemens-2025-12-31.xsd"/></ix:references></ix:header></div>\n'
          '<p>Revenue <ix:nonFraction name="ifrs-full:Revenue" contextRef="c1" unitRef="EUR" decimals="-6" '
          'scale="6" format="ixt:num-dot-decimal">75,930</ix:nonFraction></p>\n</body>\n</html>\n')
_XSD = ('<?xml version="1.0" encoding="utf-8"?>\n'
        '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance" '
        'xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'targetNamespace="http://www.siemens.com/xbrl/2025-12-31" elementFormDefault="qualified">\n'
        '  <xsd:annotation><xsd:appinfo><link:linkbaseRef xlink:type="simple" xlink:href="siemens-2025-12-31_pre.xml" '
        'xlink:role="http://www.xbrl.org/2003/role/presentationLinkbaseRef"/></xsd:appinfo></xsd:annotation>\n'
        '  <xsd:import namespace="https://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full" '
        'schemaLocation="https://xbrl.ifrs.org/taxonomy/2023-03-23/full_ifrs_entry_point_2023-03-23.xsd"/>\n'
        '</xsd:schema>\n')
_BBG_CSV = ("Ticker,Name,ISIN,MSCI_ESG_RATING,SUSTAINALYTICS_RISK_SCORE,ESG_DISCLOSURE_SCORE,CDP_CLIMATE_CHANGE_SCORE\n"
            "AAPL UW Equity,APPLE INC,US0378331005,BBB,16.7,59.91,B\n"
            "MSFT UW Equity,MICROSOFT CORP,US5949181045,AAA,15.2,68.44,A\n"
            "BRK/B UN Equity,BERKSHIRE HATHAWAY INC-CL B,US0846707026,#N/A N/A,#N/A N/A,37.60,#N/A N/A\n")
_FACTSET = ('"Symbol","Company Name","ISIN","MSCI ESG Rating","MSCI ESG Score","Truvalue SASB Pulse Score"\n'
            '"AAPL-US","Apple Inc.","US0378331005","BBB","4.9","56.1"\n'
            '"MSFT-US","Microsoft Corporation","US5949181045","AAA","8.7","63.2"\n'
            '\n"Source: FactSet Research Systems Inc., MSCI ESG Research LLC"\n'
            '"Copyright 2026 FactSet Research Systems Inc. All rights reserved."\n')
_REFINITIV = ("Instrument,Company Common Name,ESG Score,ESG Score Grade,ESG Combined Score,ESG Controversies Score,Date\n"
              "AAPL.OQ,Apple Inc,61.97,B+,61.97,100,2025-12-31\n"
              "MSFT.OQ,Microsoft Corp,83.23,A-,50.29,17.35,2025-12-31\n"
              "SIEGn.DE,Siemens AG,86.41,A,78.62,70.83,2025-12-31\n"
              "\nData provided by LSEG Data & Analytics. Source: LSEG Workspace\n")
_EET = ("00001_EET_Version;00002_EET_Producer_Name;00003_EET_Producer_LEI;00005_File_Generation_Date_And_Time;"
        "00006_EET_Data_Reporting_SFDR_Pre_Contractual;00010_Financial_Instrument_Identifying_Data;"
        "00020_Type_Of_Identification_Code_For_The_Financial_Instrument;00030_Financial_Instrument_Name;"
        "20040_Financial_Instrument_SFDR_Product_Type\n"
        "V1.1.2;Example Asset Management SA;5493001KJTIIGC8Y1R12;2026-10-01 09:12:44;Y;LU1234567890;1;"
        "Example Global Sustainable Equity Fund;9\n")
_CDP = ("Account number,Organization,Country/Area,Questionnaire,Question number,Question name,Column number,"
        "Column name,Row number,Row name,Response answer\n"
        "6592,Apple Inc.,United States of America,Climate Change 2025,C6.1,What were your organization's gross global "
        "Scope 1 emissions in metric tons CO2e?,1,Gross global Scope 1 emissions (metric tons CO2e),1,Reporting year,"
        "55200\n"
        "6592,Apple Inc.,United States of America,Climate Change 2025,C4.1,Did you have an emissions target that was "
        "active in the reporting year?,1,,1,,Absolute target\n")
_TAXONOMY = ("Economic activities,Code,Turnover (EUR m),Proportion of turnover 2025,Climate change mitigation,"
             "Climate change adaptation,DNSH climate change adaptation,Minimum safeguards,"
             "Taxonomy-aligned proportion of turnover 2024,Category enabling activity,Category transitional activity\n"
             "Manufacture of renewable energy technologies,CCM 3.1,1234.5,4.2%,Y,N,Y,Y,3.8%,E,\n"
             "Manufacture of batteries,CCM 3.4,456.7,1.6%,Y,N,Y,Y,1.1%,E,\n")
_CONTROVERSY = ("ISIN,Company,Controversy Flag,Controversy Level,Date\n"
                "US0378331005,Apple Inc.,Orange,3,2026-08-14\n"
                "US5949181045,Microsoft Corp.,Green,0,2026-08-14\n")


def twentyseventh_bar_esgratings_cases() -> list[Case]:
    G = TWENTYSEVENTH_ESGRATINGS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27e_rrf_six_agencies_dict", "rankagg.fuse({agency: {universe: {isin: score}}}, method='rrf'): MSCI, "
        "Sustainalytics, ISS, CDP, Refinitiv and S&P over 10 universes of 14 companies, MSCI's and CDP's letter grades "
        "as 7 and 9 classes (ties), Sustainalytics' risk and ISS's decile negated",
        "import rankagg\nR = ratings()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27e_borda_partial_coverage", "rankagg.fuse(..., method='borda'): CDP covers 60% of the universe (companies "
        "that answered the questionnaire), ISS its 8 best; Borda shares the missing ones' points",
        "import rankagg\nR = ratings(seed=5, cut={'iss': 8}, drop={'cdp': 0.4})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each company a list lacks"))
    cases.append(ok(
        "u27e_weighted_mean_frame", "rankagg.fuse(DataFrame qid, docid, run, score, method='combsum', weights=...): "
        "the desk's weighted mean of min-max normalised scores (Sustainalytics' negative risks on another scale)",
        "import rankagg, pandas as pd\nW = {'msci': 2.0, 'sustainalytics': 1.5, 'iss': 1.0, 'cdp': 0.5, "
        "'refinitiv': 1.0, 'spglobal': 1.0}\nR = ratings(seed=11, drop={'spglobal': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md)"))
    cases.append(ok(
        "u27e_combmnz_long_frame", "rankagg.fuse(DataFrame, method='combmnz'): Refinitiv missing half the companies",
        "import rankagg, pandas as pd\nR = ratings(seed=7, drop={'refinitiv': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u27e_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per universe: MSCI 2, Sustainalytics 1.5, CDP 0.5",
        "import rankagg\nW = {'msci': 2.0, 'sustainalytics': 1.5, 'iss': 1.0, 'cdp': 0.5, 'refinitiv': 1.0, "
        "'spglobal': 1.0}\nR = ratings(seed=9, cut={'iss': 6})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27e_evaluate_downgrades", "rankagg.evaluate(consensus, downgrades, ['AP', 'P@5', 'nDCG@10', 'RR']): the RRF "
        "consensus against the companies not downgraded a year later",
        "import rankagg\nR = ratings(seed=13, signal=0.05)\nres = rankagg.fuse(R, method='rrf')\nqrels = downgrades()\n"
        "got = rankagg.evaluate(res, qrels, ['AP', 'P@5', 'nDCG@10', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "keys = ('AP', 'P@5', 'nDCG@10', 'RR')\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in keys) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's AP, P@5, nDCG@10, RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27e_letter_grade_ties_by_hand", "rankagg.fuse({'msci': ..., 'cdp': ...}, method='borda') of four companies, "
        "two AA at MSCI and A- at CDP: the tie ordered by ISIN descending, as trec_eval orders it, Borda by hand",
        "import rankagg\nq = 'MSCI_World_2026Q3'\n"
        "a, b, c, d = 'CH0012005267', 'DE0007236101', 'FR0000120271', 'US0378331005'\n"
        "M = {a: 6.0, b: 6.0, c: 4.0, d: 2.0}\nC = {a: 8.0, b: 8.0, c: 3.0, d: 5.0}\n"
        "res = rankagg.fuse({'msci': {q: M}, 'cdp': {q: C}}, method='borda')[q]\n"
        "# msci: b a c d -> 4 3 2 1; cdp: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u27e_kendall_tau_agencies", "rankagg.evaluation.measures.kendall_tau(MSCI's ranks, ISS's ranks): the "
        "'aggregate confusion' between two agencies on one universe, both with ties (letter grades, deciles)",
        "from rankagg.evaluation.measures import kendall_tau\nR = ratings(agencies=['msci', 'iss'], seed=17)\n"
        "q = universe(0)\nids = sorted(set(R['msci'][q]) & set(R['iss'][q]))\n"
        "x = [-R['msci'][q][d] for d in ids]\ny = [-R['iss'][q][d] for d in ids]\n"
        "got = kendall_tau(x, y)\nwant = tau_b(x, y)\n"
        "report('' if abs(got - want) < 1e-12 and len(set(x)) < len(x) else '%r vs %r' % (got, want))\n",
        why="Kendall's tau-b (ties in both), by hand over every pair"))
    cases.append(ok(
        "u27e_volume_3000_companies", "rankagg.fuse: 12 universes x 250 companies x 6 agencies, method='rrf', the "
        "consensus's 50 best per universe",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = [universe(k % 5) + '_%02d' % k for k in range(12)]\n"
        "runs = {e: {} for e in AGENCIES}\n"
        "for k, q in enumerate(qs):\n"
        "    cs = [isin(k, i) for i in range(250)]\n"
        "    base = rng.random(250)\n"
        "    for e in AGENCIES:\n"
        "        runs[e][q] = dict(zip(cs, np.round(0.5 * base + 0.5 * rng.random(250), 2).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=50)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in AGENCIES:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:50]\n"
        "    got = res[q]\n"
        "    if len(got) != 50 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 50 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u27e_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): each agency's published league table "
        "order (no score column), RRF over those ranks",
        "import rankagg, pandas as pd\nR = ratings(agencies=['refinitiv', 'sustainalytics', 'spglobal'], seed=15, "
        "cut={'spglobal': 6})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u27e_evaluate_qrels_frame_per_agency", "rankagg.evaluate(each agency's run, qrels as a DataFrame qid, docid, "
        "rel): which agency anticipated the downgrades",
        "import rankagg, pandas as pd\nR = ratings(seed=41, signal=0.15, cut={'iss': 6})\nqrels = downgrades()\n"
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
        "u27e_cli_rrf_agency_runs", "rankagg fuse msci.run sustainalytics.run iss.run cdp.run refinitiv.run "
        "spglobal.run --method rrf -o consensus.run: one run per agency, ISINs as documents",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "consensus.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27e_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "desk's trust in each agency)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o",
                                         "consensus.run"],
        {"weights.txt": "msci 2\nsustainalytics 1.5\niss 1\ncdp 0.5\nrefinitiv 1\nspglobal 0.75\n"},
        _cli_check("borda", "seed=25, cut={'iss': 7}", "{'msci': 2, 'sustainalytics': 1.5, 'iss': 1, 'cdp': 0.5, "
                   "'refinitiv': 1, 'spglobal': 0.75}"),
        setup=_runs_setup("seed=25, cut={'iss': 7}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27e_cli_combsum_weighted_depth", "rankagg fuse ... --method combsum --weights weights.txt --depth 10: the "
        "weighted mean's ten best companies (the desk's best-in-class list)",
        ["fuse", *_RUNS, "--method", "combsum", "--weights", "weights.txt", "--depth", "10", "-o", "consensus.run"],
        {"weights.txt": "msci 2\nsustainalytics 1.5\niss 1\ncdp 0.5\nrefinitiv 1\nspglobal 1\n"},
        _cli_check("combsum", "seed=27, drop={'cdp': 0.4, 'refinitiv': 0.3}", "{'msci': 2, 'sustainalytics': 1.5, "
                   "'iss': 1, 'cdp': 0.5, 'refinitiv': 1, 'spglobal': 1}", depth=10),
        setup=_runs_setup("seed=27, drop={'cdp': 0.4, 'refinitiv': 0.3}"),
        why="rankagg methods combsum: weighted min-max CombSUM; --depth 10"))
    cases.append(cli_ok(
        "u27e_cli_input_depth_5", "rankagg fuse ... --method rrf --input-depth 5: each agency's five best (its "
        "leaders)", ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "consensus.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27e_cli_gzip_runs_parquet_out", "rankagg fuse msci.run.gz iss.run.gz refinitiv.run.gz --method rrf -o "
        "consensus.parquet: gzipped runs from the data team, the consensus as a Parquet table",
        ["fuse", "msci.run.gz", "iss.run.gz", "refinitiv.run.gz", "--method", "rrf", "-o", "consensus.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/consensus.parquet')\n"
            "R = ratings(agencies=['msci', 'iss', 'refinitiv'], seed=31)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in ratings(agencies=['msci', 'iss', 'refinitiv'], seed=31).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u27e_cli_evaluate_downgrades", "rankagg evaluate consensus.run --qrels downgrades.qrels -m map -m P.5 -m "
        "recip_rank: the consensus against the later downgrades",
        ["evaluate", "consensus.run", "--qrels", "downgrades.qrels", "-m", "map", "-m", "P.5", "-m", "recip_rank"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/consensus.run').read())\nqrels = downgrades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower().replace('@', '_')] = float(f[-1])\n"
            "ap = nums.get('ap', nums.get('map'))\np5 = nums.get('p_5', nums.get('p.5'))\n"
            "rr = nums.get('rr', nums.get('recip_rank'))\n"
            "report('' if None not in (ap, p5, rr) and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(p5 - want['P@5']) < 1e-4 and abs(rr - want['RR']) < 1e-4 else 'got %r want %r' "
            "% (nums, want))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = ratings(seed=33, signal=0.1)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('consensus.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('downgrades.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in downgrades().items() for g, r in j.items()))\n"),
        why="trec_eval's map, P_5 and recip_rank"))
    cases.append(cli_ok(
        "u27e_cli_evaluate_letter_ties", "rankagg evaluate msci.run --qrels downgrades.qrels -q -m recip_rank: two "
        "companies both AA (7 classes: the score 6), the one kept has the smaller ISIN",
        ["evaluate", "msci.run", "--qrels", "downgrades.qrels", "-q", "-m", "recip_rank"],
        {"msci.run": "MSCI_World_2026Q3 Q0 CH0012005267 1 6 msci\n"
                     "MSCI_World_2026Q3 Q0 US0378331005 2 6 msci\n"
                     "MSCI_World_2026Q3 Q0 FR0000120271 3 4 msci\n"
                     "MSCI_EM_2026Q3 Q0 TW0002330008 1 5 msci\n"
                     "MSCI_EM_2026Q3 Q0 KR7005930003 2 5 msci\n",
         "downgrades.qrels": "MSCI_World_2026Q3 0 CH0012005267 1\n"
                             "MSCI_World_2026Q3 0 US0378331005 0\n"
                             "MSCI_EM_2026Q3 0 KR7005930003 1\n"},
        lambda out, folder: (lambda nums: abs(nums.get("MSCI_World_2026Q3", -1) - 0.5) < 1e-4
                             and abs(nums.get("MSCI_EM_2026Q3", -1) - 0.5) < 1e-4)(
            {f[-2]: float(f[-1]) for f in map(str.split, out.splitlines())
             if len(f) >= 3 and f[-2].startswith("MSCI_") and ("rank" in f[0].lower() or f[0].lower() == "rr")}),
        why="trec_eval -q: equal scores by docid descending (US... before CH... at 6; TW... before KR... at 5: RR 1/2)"))
    cases.append(cli_ok(
        "u27e_cli_two_vintages_same_tag", "rankagg fuse msci_2025.run msci_2026.run iss.run --method rrf: two vintages "
        "of MSCI's ratings with the same tag 'msci'; runs named by their files",
        ["fuse", "msci_2025.run", "msci_2026.run", "iss.run", "--method", "rrf", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "R = ratings(agencies=['msci_2025', 'msci_2026', 'iss'], seed=37)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "for t, run in ratings(agencies=['msci_2025', 'msci_2026', 'iss'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, 'msci' if t.startswith('msci') "
                              "else t))\n"),
        why="docs/conventions.md: ranker names are run tags, file names when tags repeat; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27e_cli_risk_score_rises", "rankagg fuse refinitiv.run sustainalytics.run --method rrf: Sustainalytics' "
        "run written with the raw ESG Risk ranked ascending (lower risk first: the score rises down every list)",
        ["fuse", "refinitiv.run", "sustainalytics.run", "--method", "rrf", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "R = ratings(agencies=['refinitiv', 'sustainalytics'], seed=39)\n"
            "R['sustainalytics'] = {q: {d: -s for d, s in p.items()} for q, p in R['sustainalytics'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = ratings(agencies=['refinitiv', 'sustainalytics'], seed=39)\n"
                              "open(P('refinitiv.run'), 'w').write(run_text(R['refinitiv'], 'refinitiv'))\n"
                              "up = {q: {d: -s for d, s in p.items()} for q, p in R['sustainalytics'].items()}\n"
                              "lines = ['%s Q0 %s %d %r sustainalytics' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('sustainalytics.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="sustainalytics.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with a "
            "warning naming the file"))

    # --- the desk's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u27e_xbrl_instance_as_run", "an XBRL instance (an ESRS sustainability statement: <xbrli:xbrl>, contexts, "
         "facts)", "siemens-2025-12-31.xbrl", _XBRL, "XBRL", "siemens-2025-12-31.xbrl:"),
        ("u27e_ixbrl_report_as_run", "an inline XBRL annual report (XHTML with ix:header and ix:nonFraction facts)",
         "siemens-2025-12-31.xhtml", _IXBRL, "XBRL", "siemens-2025-12-31.xhtml:"),
        ("u27e_xsd_taxonomy_as_run", "the filer's XBRL taxonomy extension schema (<xsd:schema>, linkbaseRef)",
         "siemens-2025-12-31.xsd", _XSD, "XBRL", "siemens-2025-12-31.xsd:"),
        ("u27e_bloomberg_csv_as_run", "a Bloomberg terminal export saved as CSV (Ticker, Name, ISIN, MSCI_ESG_RATING, "
         "..., '#N/A N/A' where an agency covers no company)", "bbg_esg_export.csv", _BBG_CSV, "Bloomberg",
         "bbg_esg_export.csv:1"),
        ("u27e_factset_csv_as_run", "a FactSet screen downloaded as CSV (quoted header Symbol, Company Name, ISIN, "
         "MSCI ESG Rating; a source and copyright footer)", "factset_screen.csv", _FACTSET, "FactSet",
         "factset_screen.csv:1"),
        ("u27e_refinitiv_csv_as_run", "an LSEG Workspace (Refinitiv) download (Instrument, Company Common Name, "
         "ESG Score, ESG Score Grade, ...; a 'Data provided by LSEG' footer)", "refinitiv_esg.csv", _REFINITIV,
         "Refinitiv", "refinitiv_esg.csv:1"),
        ("u27e_eet_sfdr_as_run", "the European ESG Template (EET, the SFDR data file: 00001_EET_Version;...)",
         "eet_v1.1.2.csv", _EET, "EET", "eet_v1.1.2.csv:1"),
        ("u27e_cdp_export_as_run", "a CDP response export (Account number, Organization, Questionnaire, Question "
         "number, ..., Response answer)", "cdp_climate_2025.csv", _CDP, "CDP", "cdp_climate_2025.csv:1"),
        ("u27e_taxonomy_kpi_as_run", "an EU Taxonomy turnover KPI table (Economic activities, Code, Turnover, "
         "Proportion of turnover, DNSH, Minimum safeguards)", "taxonomy_turnover_2025.csv", _TAXONOMY, "Taxonomy",
         "taxonomy_turnover_2025.csv:1"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (an XML declaration's three, a CSV header's one); "
                "the file is a filing's or a data vendor's, named by what it is (a field count says nothing the desk "
                "can act on)")
    for cid, what, name, content, tool, where in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} msci.run -o consensus.run: {what} given as a run",
            ["fuse", name, "msci.run", "--method", "rrf", "-o", "consensus.run"],
            {name: content, "msci.run": _ONE_RUN}, where, tool, why=text_why))
    cases.append(cli_bad(
        "u27e_xbrl_gz_as_run", "rankagg fuse siemens-2025-12-31.xbrl.gz msci.run: the gzipped XBRL instance the "
        "filings database serves", ["fuse", "siemens-2025-12-31.xbrl.gz", "msci.run", "--method", "rrf", "-o",
                                    "consensus.run"], None, "siemens-2025-12-31.xbrl.gz", "XBRL",
        setup=lambda folder: ((folder / "msci.run").write_text(_ONE_RUN),
                              (folder / "siemens-2025-12-31.xbrl.gz").write_bytes(__import__("gzip").compress(
                                  _XBRL.encode(), mtime=0)))[-1] and None,
        why="a gzipped run is read as its text (docs/conventions.md); the text is an XBRL instance, named so"))
    cases.append(cli_bad(
        "u27e_esef_zip_as_run", "rankagg fuse siemens-2025-12-31.zip msci.run: the ESEF report package (a zip with "
        "META-INF/taxonomyPackage.xml and reports/*.xhtml)",
        ["fuse", "siemens-2025-12-31.zip", "msci.run", "--method", "rrf", "-o", "consensus.run"], None,
        "siemens-2025-12-31.zip",
        setup=lambda folder: _esef(folder),
        why="docs/conventions.md: an archive is named at every door that reads a run"))
    cases.append(cli_bad(
        "u27e_bloomberg_xlsx_as_run", "rankagg fuse bbg_esg_export.xlsx msci.run: the Bloomberg terminal's Excel "
        "export, '#N/A N/A' cells and all",
        ["fuse", "bbg_esg_export.xlsx", "msci.run", "--method", "rrf", "-o", "consensus.run"], None,
        "bbg_esg_export.xlsx", "read_excel",
        setup=pandas_setup(
            "df = pd.DataFrame({'Ticker': ['AAPL UW Equity', 'MSFT UW Equity'], 'MSCI_ESG_RATING': ['BBB', 'AAA'], "
            "'SUSTAINALYTICS_RISK_SCORE': [16.7, '#N/A N/A']})\n"
            "df.to_excel(folder / 'bbg_esg_export.xlsx', index=False)\n"
            "(folder / 'msci.run').write_text(" + repr(_ONE_RUN) + ")\n"),
        why="docs/conventions.md: a spreadsheet is named at every door, with pandas.read_excel"))

    # --- the judgements the desk gives -------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27e_controversy_csv_as_qrels", "rankagg evaluate msci.run --qrels controversies.csv: the controversy "
        "monitor's export (ISIN, Company, Controversy Flag, Level, Date) given as the judgements",
        ["evaluate", "msci.run", "--qrels", "controversies.csv"],
        {"msci.run": _ONE_RUN, "controversies.csv": _CONTROVERSY}, "controversies.csv:1", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields"))
    cases.append(cli_bad(
        "u27e_xbrl_as_qrels", "rankagg evaluate msci.run --qrels siemens-2025-12-31.xbrl: a filing picked instead of "
        "the downgrades' qrels", ["evaluate", "msci.run", "--qrels", "siemens-2025-12-31.xbrl"],
        {"msci.run": _ONE_RUN, "siemens-2025-12-31.xbrl": _XBRL}, "siemens-2025-12-31.xbrl:", "XBRL", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is an XBRL instance, named so"))
    cases.append(cli_bad(
        "u27e_ixbrl_as_qrels", "rankagg evaluate msci.run --qrels report.xhtml: the inline XBRL report as judgements",
        ["evaluate", "msci.run", "--qrels", "report.xhtml"],
        {"msci.run": _ONE_RUN, "report.xhtml": _IXBRL}, "report.xhtml:", "XBRL", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is an inline XBRL report, named so"))
    cases.append(cli_bad(
        "u27e_cdp_as_qrels", "rankagg evaluate msci.run --qrels cdp_climate_2025.csv: the CDP export as judgements",
        ["evaluate", "msci.run", "--qrels", "cdp_climate_2025.csv"],
        {"msci.run": _ONE_RUN, "cdp_climate_2025.csv": _CDP}, "cdp_climate_2025.csv:1", "CDP", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a CDP response export, named so"))
    cases.append(cli_bad(
        "u27e_bloomberg_as_weights", "rankagg fuse ... --weights bbg_esg_export.csv: the Bloomberg export given as "
        "the agencies' weights", ["fuse", "msci.run", "iss.run", "--method", "rrf", "--weights", "bbg_esg_export.csv",
                                  "-o", "consensus.run"],
        {"bbg_esg_export.csv": _BBG_CSV}, "bbg_esg_export.csv", "Bloomberg",
        setup=_runs_setup("agencies=['msci', 'iss'], n_q=3"),
        why="a weights file holds 'NAME W' lines; the file is a Bloomberg export, named so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27e_letter_grade_in_score", "rankagg fuse msci.run iss.run: MSCI's letter grades written in the score "
        "column ('AA')", ["fuse", "msci.run", "iss.run", "--method", "rrf", "-o", "consensus.run"],
        {"msci.run": "MSCI_World_2026Q3 Q0 US0378331005 1 AAA msci\nMSCI_World_2026Q3 Q0 US5949181045 2 AA msci\n",
         "iss.run": "MSCI_World_2026Q3 Q0 US0378331005 1 -1 iss\n"}, "msci.run:1", "AAA",
        why="trec_eval's atof would read it as 0 (every company tied); docs/conventions.md: a non-numeric score is "
            "refused at its line"))
    cases.append(cli_bad(
        "u27e_cdp_minus_grade_in_score", "rankagg fuse cdp.run iss.run: CDP's grades 'A-', 'B' in the score column",
        ["fuse", "cdp.run", "iss.run", "--method", "rrf", "-o", "consensus.run"],
        {"cdp.run": "MSCI_World_2026Q3 Q0 US0378331005 1 A- cdp\nMSCI_World_2026Q3 Q0 US5949181045 2 B cdp\n",
         "iss.run": "MSCI_World_2026Q3 Q0 US0378331005 1 -1 iss\n"}, "cdp.run:1", "A-",
        why="atof('A-') is 0; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u27e_bbg_na_in_score", "rankagg fuse msci.run sustainalytics.run: Bloomberg's '#N/A' written as the score "
        "of an uncovered company", ["fuse", "msci.run", "sustainalytics.run", "--method", "rrf", "-o",
                                    "consensus.run"],
        {"msci.run": _ONE_RUN,
         "sustainalytics.run": "MSCI_World_2026Q3 Q0 US0378331005 1 -16.7 sustainalytics\n"
                               "MSCI_World_2026Q3 Q0 US0846707026 2 #N/A sustainalytics\n"},
        "sustainalytics.run:2", "#N/A",
        why="docs/conventions.md: a non-numeric score is refused at its line (atof would read 0)"))
    cases.append(cli_bad(
        "u27e_ticker_with_blank", "rankagg fuse msci.run bbg.run: companies by Bloomberg ticker 'AAPL UW' (a blank "
        "inside) in the document field", ["fuse", "msci.run", "bbg.run", "--method", "rrf", "-o", "consensus.run"],
        {"msci.run": _ONE_RUN,
         "bbg.run": "MSCI_World_2026Q3 Q0 AAPL UW 1 59.91 bbg\nMSCI_World_2026Q3 Q0 MSFT UW 2 68.44 bbg\n"},
        "bbg.run:1",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(bad(
        "u27e_api_company_name_with_blank", "rankagg.fuse({'refinitiv': {'MSCI_World_2026Q3': {'Apple Inc': 61.97}}, "
        "...}): companies keyed by their names in memory",
        "import rankagg\nR = ratings(agencies=['msci', 'refinitiv'], n_q=2)\n"
        "R['refinitiv']['MSCI_World_2026Q3'] = {'Apple Inc': 61.97, 'Microsoft Corp': 83.23}\n"
        "rankagg.fuse(R, method='rrf')\n", "Apple Inc",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27e_api_letter_grades_in_memory", "rankagg.fuse({'msci': {universe: {isin: 'AA'}}}): MSCI's letters kept "
        "as the scores", "import rankagg\nR = ratings(agencies=['iss'], n_q=1)\n"
        "R['msci'] = {universe(0): {isin(0, 0): 'AAA', isin(0, 1): 'AA', isin(0, 2): 'BBB'}}\n"
        "rankagg.fuse(R, method='rrf')\n", "AAA",
        why="a score is a number (docs/conventions.md); a letter is refused naming it"))
    cases.append(bad(
        "u27e_api_bloomberg_nan_frame", "rankagg.fuse(frame) of the Bloomberg export read by pandas: '#N/A N/A' "
        "became NaN in the score column",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame({'qid': ['MSCI_World_2026Q3'] * 3, 'docid': ['US0378331005', 'US5949181045', "
        "'US0846707026'], 'run': ['sustainalytics'] * 3, 'score': [-16.7, -15.2, float('nan')]})\n"
        "rankagg.fuse(df, method='rrf')\n", "row 2", "missing",
        why="docs/conventions.md: a missing score (NaN) is refused as one, named at its frame's row"))
    cases.append(bad(
        "u27e_api_weight_misspelt_agency", "rankagg.fuse(R, method='combsum', weights={'msci': 2, 'sustainanalytics': "
        "1.5}): an agency misspelt in the weights",
        "import rankagg\nR = ratings(n_q=2)\n"
        "rankagg.fuse(R, method='combsum', weights={'msci': 2.0, 'sustainanalytics': 1.5})\n", "sustainanalytics",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(cli_bad(
        "u27e_cli_percent_weight", "rankagg fuse ... --weights weights.txt: weights written as percentages "
        "('msci 40%')", ["fuse", "msci.run", "iss.run", "--method", "rrf", "--weights", "weights.txt", "-o",
                         "consensus.run"],
        {"weights.txt": "msci 40%\niss 60%\n"}, "weights.txt:1", "40%",
        setup=_runs_setup("agencies=['msci', 'iss'], n_q=3"),
        why="a weight is a number (strtod on the whole token); '40%' is refused naming the file and line"))
    cases.append(bad(
        "u27e_api_tau_uncovered_company", "kendall_tau(MSCI's ranks, CDP's ranks) with NaN for companies CDP does not "
        "cover", "from rankagg.evaluation.measures import kendall_tau\n"
        "kendall_tau([1, 2, 3, 4], [2, 1, float('nan'), 3])\n", "finite",
        why="an uncovered company has no rank to compare; the measure refuses rather than guess"))

    # --- the consensus written under a filing format's name ----------------------------------------------------------
    for cid, out_name, what, named in [
            ("u27e_out_xbrl", "consensus.xbrl", "an XBRL instance", ("XBRL",)),
            ("u27e_out_xhtml", "consensus.xhtml", "an (inline XBRL) XHTML report", ()),
            ("u27e_out_xsd", "consensus.xsd", "an XML schema (an XBRL taxonomy)", ()),
            ("u27e_out_ixbrl_upper", "CONSENSUS.XBRL", "an XBRL instance, upper case", ("XBRL",)),
            ("u27e_out_xbrl_gz", "consensus.xbrl.gz", "a gzipped XBRL instance", ("XBRL",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse msci.run iss.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "msci.run", "iss.run", "--method", "rrf", "-o", out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("agencies=['msci', 'iss'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_bad(
        "u27e_explain_xbrl", "rankagg fuse msci.run iss.run --explain why.xbrl: the explanation named as a filing",
        ["fuse", "msci.run", "iss.run", "--method", "rrf", "-o", "consensus.run", "--explain", "why.xbrl"], None,
        "why.xbrl", "XBRL", outputs=("consensus.run", "why.xbrl"), setup=_runs_setup("agencies=['msci', 'iss'], seed=43"),
        why="--explain writes JSON lines: an XBRL name is read by no XBRL processor"))
    return cases


def _esef(folder: Path) -> None:
    """an ESEF report package as the filer's tool zips it, beside the MSCI run"""
    import zipfile  # the case's setup only

    (folder / "msci.run").write_text(_ONE_RUN)
    with zipfile.ZipFile(folder / "siemens-2025-12-31.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("siemens-2025-12-31/META-INF/taxonomyPackage.xml",
                   '<?xml version="1.0" encoding="UTF-8"?>\n<tp:taxonomyPackage '
                   'xmlns:tp="http://xbrl.org/2016/taxonomy-package"><tp:identifier>siemens</tp:identifier>'
                   '</tp:taxonomyPackage>\n')
        z.writestr("siemens-2025-12-31/reports/siemens-2025-12-31.xhtml", _IXBRL)
        z.writestr("siemens-2025-12-31/www.siemens.com/siemens-2025-12-31.xsd", _XSD)
