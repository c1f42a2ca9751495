"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a drug safety team ranking adverse-event signals per
product and quarter across disproportionality methods (its cases, ids ``u32f_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each product and quarter (``prod:atorvastatin/2026Q3``) is a query and each adverse event a document
by its MedDRA preferred term's code (``pt:10028411``); the runs are the PRR's, the ROR's, BCPNN's information component
and the safety physicians' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each method's record, and judged against the signals the safety committee validated (2 a label change, 1
monitored, 0 refuted).  The mistakes and odd files: the field's own files given where runs or qrels are read (FAERS's
quarterly ASCII files, VAERS's data, an openFDA answer, MedDRA's ASCII files, an E2B(R3) ICSR, SIDER's side effects),
and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_PHARMACOVIGILANCE = ("45 Unseen inputs: a thirty-second bar, a drug safety team ranking adverse-event "
                                  "signals per product and quarter across disproportionality methods (FAERS, VAERS, "
                                  "openFDA, MedDRA, E2B(R3), SIDER)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['prr', 'ror', 'bcpnn_ic', 'physicians'],
    items=['pt:10028411', 'pt:10028372', 'pt:10019851', 'pt:10003239', 'pt:10040836', 'pt:10016256', 'pt:10028813',
           'pt:10047700'],
    queries=['prod:atorvastatin/2026Q3', 'prod:atorvastatin/2026Q2', 'prod:semaglutide/2026Q3',
             'prod:apixaban/2026Q3', 'prod:dupilumab/2026Q3', 'prod:tirzepatide/2026Q3'],
    suffix='/serious', generator='signals', judgements='validated') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "signals", "signals.run")

_RECS3 = ["prr", "ror", "bcpnn_ic"]
_OUT = ("signals.run",)
_ONE_RUN = ("prod:atorvastatin/2026Q3 Q0 pt:10028411 1 0.91 prr\nprod:atorvastatin/2026Q3 Q0 pt:10028372 2 0.77 prr\n"
            "prod:atorvastatin/2026Q3 Q0 pt:10019851 3 0.52 prr\n")
# the team's files, as the regulators, dictionaries and safety databases publish them (a few lines)
_FAERS_DEMO = ("primaryid$caseid$caseversion$i_f_code$event_dt$mfr_dt$init_fda_dt$fda_dt$rept_cod$auth_num$mfr_num$"
               "mfr_sndr$lit_ref$age$age_cod$age_grp$sex$e_sub$wt$wt_cod$rept_dt$to_mfr$occp_cod$reporter_country$"
               "occr_country\n100000123$10000012$3$F$20260801$20260815$20260820$20260905$EXP$$US-PFIZER-2026123$"
               "PFIZER$$67$YR$E$F$Y$71$KG$20260905$$MD$US$US\n")
_FAERS_REAC = "primaryid$caseid$pt$drug_rec_act\n100000123$10000012$Myalgia$\n100000123$10000012$Rhabdomyolysis$\n"
_VAERS = ("VAERS_ID,RECVDATE,STATE,AGE_YRS,CAGE_YR,CAGE_MO,SEX,RPT_DATE,SYMPTOM_TEXT,DIED,DATEDIED,L_THREAT,ER_VISIT,"
          "HOSPITAL,HOSPDAYS\n2801234,11/02/2026,CA,67.0,67,,F,,Myalgia and fatigue two days after the dose,,,,Y,,\n")
_OPENFDA = ('{"meta": {"disclaimer": "Do not rely on openFDA to make decisions regarding medical care.", "terms": '
            '"https://open.fda.gov/terms/", "license": "https://open.fda.gov/license/", "last_updated": "2026-11-20", '
            '"results": {"skip": 0, "limit": 1, "total": 1845523}}, "results": [{"safetyreportid": "10003300", '
            '"serious": "1", "patient": {"reaction": [{"reactionmeddrapt": "Myalgia"}], "drug": [{"medicinalproduct": '
            '"ATORVASTATIN"}]}}]}\n')
_MEDDRA_LLT = ("10000001$Ventricle wall thinning$10047284$$$$$$$Y$$\n10000002$Abdominal pain$10000081$$$$$$$Y$$\n"
               "10028411$Myalgia$10028411$$$$$$$Y$$\n")
_E2B = ('<?xml version="1.0" encoding="UTF-8"?>\n<MCCI_IN200100UV01 xmlns="urn:hl7-org:v3" ITSVersion="XML_1.0">\n'
        '  <id extension="US-PFIZER-2026123-batch" root="2.16.840.1.113883.3.989.2.1.3.22"/>\n'
        '  <creationTime value="20261127080000"/>\n  <PORR_IN049016UV>\n    <id extension="US-PFIZER-2026123"/>\n'
        '  </PORR_IN049016UV>\n</MCCI_IN200100UV01>\n')
_SIDER = ("CID100000085\tCID000010917\tC0000729\tLLT\tC0000729\tAbdominal cramps\n"
          "CID100000085\tCID000010917\tC0000737\tPT\tC0000737\tAbdominal pain\n")


def thirtysecond_bar_pharmacovigilance_cases() -> list[Case]:
    G = THIRTYSECOND_PHARMACOVIGILANCE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="signals", judgements="validated", runs=_RECS3, stem="signals", outputs=_OUT,
        item="signals", rounded="bcpnn_ic",
        weights="{'prr': 1.0, 'ror': 1.0, 'bcpnn_ic': 1.5, 'physicians': 2.0}",
        lone_query="R['physicians']['prod:lecanemab/2026Q3'] = {'pt:10067108': 0.9, 'pt:10019005': 0.4}\n",
        trust="bcpnn_ic 1.5\nprr 1\nror 1\n",
        trust_dict="{'bcpnn_ic': 1.5, 'prr': 1, 'ror': 1}",
        texts={
            "rrf": ("u32f_rrf_methods",
                    "rankagg.fuse({method: {product/quarter: {event: score}}}, method='rrf'): four methods, six "
                    "products ('prod:atorvastatin/2026Q3'), events by MedDRA code ('pt:10028411')"),
            "borda": ("u32f_borda_unscored_events",
                      "rankagg.fuse(..., method='borda'): the ROR is not computed for events with under three "
                      "reports"),
            "combsum": ("u32f_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the information component at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u32f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per product: the physicians count 2, the PRR 1"),
            "frame": ("u32f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the signal tracker, a row per "
                      "product, event and method"),
            "evaluate": ("u32f_evaluate_validated_signals",
                         "rankagg.evaluate(fused ranking, the validated signals, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the signals that changed a label"),
            "lone": ("u32f_one_method_product",
                     "rankagg.fuse(..., method='rrf'): a product only the physicians ranked (too few reports for "
                     "statistics) beside products every method covers"),
            "cli_rrf": ("u32f_cli_rrf_runs",
                        "rankagg fuse prr.run ror.run bcpnn_ic.run --method rrf -o signals.run: one run per method, "
                        "products as queries"),
            "cli_borda": ("u32f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the IC counts 1.5)"),
            "cli_combsum": ("u32f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four signals the committee reviews"),
            "cli_evaluate": ("u32f_cli_evaluate_validated_qrels",
                             "rankagg evaluate signals.run --qrels validated.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the validated signals (0-2)"),
            "cli_parquet": ("u32f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o signals.parquet: gzipped runs from the signal "
                            "detection jobs, a Parquet table for the periodic report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32f_faers_demo_as_run", "FAERS's quarterly DEMO file ('$'-separated: primaryid, caseid, caseversion, ...)",
         "DEMO26Q3.txt", _FAERS_DEMO, "FAERS", "DEMO26Q3.txt:1"),
        ("u32f_faers_reac_as_run", "FAERS's quarterly REAC file ('$'-separated: primaryid, caseid, pt, "
         "drug_rec_act)", "REAC26Q3.txt", _FAERS_REAC, "FAERS", "REAC26Q3.txt:1"),
        ("u32f_vaers_as_run", "VAERS's data file (VAERS_ID, RECVDATE, STATE, AGE_YRS, ..., SYMPTOM_TEXT, ...)",
         "2026VAERSDATA.csv", _VAERS, "VAERS", "2026VAERSDATA.csv:1"),
        ("u32f_openfda_as_run", "an openFDA drug event answer (meta: disclaimer, terms, license, results; results)",
         "event.json", _OPENFDA, "openFDA", "event.json:1"),
        ("u32f_meddra_llt_as_run", "MedDRA's ASCII lowest level terms ('$'-separated: llt_code, llt_name, pt_code, "
         "...)", "llt.asc", _MEDDRA_LLT, "MedDRA", "llt.asc:1"),
        ("u32f_e2b_icsr_as_run", "an E2B(R3) individual case safety report (HL7 v3 XML: MCCI_IN200100UV01, "
         "PORR_IN049016UV)", "icsr_US-PFIZER-2026123.xml", _E2B, "E2B", "icsr_US-PFIZER-2026123.xml:2"),
        ("u32f_sider_as_run", "SIDER's side effects (meddra_all_se.tsv: STITCH ids, UMLS ids, term kind, name)",
         "meddra_all_se.tsv", _SIDER, "SIDER", "meddra_all_se.tsv:1")],
        one_run=("prr.run", _ONE_RUN), stem="signals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32f_vaers_as_qrels", "2026VAERSDATA.csv", _VAERS, "VAERS"),
        ("u32f_faers_reac_as_qrels", "REAC26Q3.txt", _FAERS_REAC, "FAERS"),
        ("u32f_openfda_as_qrels", "event.json", _OPENFDA, "openFDA"),
        ("u32f_sider_as_qrels", "meddra_all_se.tsv", _SIDER, "SIDER")],
        one_run=("prr.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32f_out_xpt", "signals.xpt", "a SAS transport file"),
        ("u32f_out_sas7bdat", "signals.sas7bdat", "a SAS dataset"),
        ("u32f_out_asc", "signals.asc", "a MedDRA ASCII file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))
    # no tool writes or opens a '.e2b' file (E2B reports are XML files): a run written under that name is read by no
    # tool that would misread it, so it is written as asked (measured silent before this was decided)
    cases.append(cli_ok("u32f_out_e2b", "rankagg fuse ... -o signals.e2b: the fused ranking named like an E2B case "
                        "report, whose files are .xml", ["fuse", *[f"{r}.run" for r in _RECS3], "--method", "rrf",
                                                         "-o", "signals.e2b"], None,
                        _cli_check("rrf", f"recs={_RECS3}, seed=32", output="signals.e2b"),
                        why="accepted: no tool opens a '.e2b' name (E2B reports are XML files); written as the RRF "
                            "of the three runs", setup=_runs_setup(f"recs={_RECS3}, seed=32")))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u32f_api_openfda_dict",
            "rankagg.fuse(json.load(event.json)): an openFDA answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json')), method='rrf')\n",
            "openFDA", why="a run maps a query to {document: score}; openFDA's 'meta' holds its terms and 'results' a "
            "list of reports", files={"e.json": _OPENFDA}),
        bad("u32f_api_vaers_frame",
            "rankagg.fuse(pd.read_csv(2026VAERSDATA.csv)): VAERS's reports given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('v.csv', encoding='latin-1'), method='borda')\n",
            "VAERS", why="a table of runs has qid, docid, run and score columns; VAERS's has reports",
            files={"v.csv": _VAERS}),
    ]
    return cases
