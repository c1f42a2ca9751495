"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a bank's fraud operations team ranking alerts per
review queue across detection models (its cases, ids ``u31q_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each review queue and day (``cards/2026-11-27``) is a query and each alert a document by its case id
(``alrt:770413``); the runs are the rules engine's, the gradient-boosted model's, the graph model's and the
analysts' triage scores, in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
model's record, and judged against the investigations' outcomes (2 confirmed fraud, 1 suspicious, 0 cleared).  The
mistakes and odd files: the field's own files given where runs or qrels are read (a SWIFT MT940 statement, an ISO
20022 camt.053 statement, an OFX download, a Quicken QIF file, a NACHA ACH file, a FIX log, a BAI2 file, the
IEEE-CIS and PaySim tables), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_FRAUD = ("45 Unseen inputs: a thirty-first bar, a bank's fraud operations team ranking alerts per review "
                     "queue across detection models (SWIFT MT940, ISO 20022 camt.053, OFX, QIF, NACHA ACH, FIX, "
                     "BAI2, IEEE-CIS, PaySim)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['rules_engine', 'gbm', 'graph_model', 'analysts'],
    items=['alrt:770413', 'alrt:770407', 'alrt:770112', 'alrt:770931', 'alrt:770420', 'alrt:770077',
             'alrt:770118', 'alrt:770940'],
    queries=['cards/2026-11-27', 'cards/2026-11-28', 'wires/2026-11-27', 'ach/2026-11-27', 'p2p/2026-11-27',
          'onboarding/2026-11-27'],
    suffix='/escalated', generator='alerts', judgements='outcomes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "alerts", "alerts.run")

_RECS3 = ["rules_engine", "gbm", "graph_model"]
_OUT = ("alerts.run",)
_ONE_RUN = ("cards/2026-11-27 Q0 alrt:770413 1 0.91 gbm\ncards/2026-11-27 Q0 alrt:770407 2 0.77 gbm\n"
            "cards/2026-11-27 Q0 alrt:770112 3 0.52 gbm\n")
# the bank's files, as its core systems and networks write them (a few lines)
_MT940 = (":20:STMT2026112701\n:25:DE89370400440532013000\n:28C:00331/001\n:60F:C261126EUR12345,67\n"
          ":61:2611271127D250,00NTRFNONREF//ALRT770413\n:86:Card purchase ACME ONLINE\n:62F:C261127EUR12095,67\n")
_CAMT = ('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n'
         '  <BkToCstmrStmt>\n    <GrpHdr><MsgId>STMT-2026-11-27</MsgId></GrpHdr>\n  </BkToCstmrStmt>\n'
         '</Document>\n')
_OFX = ("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n"
        "COMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n")
_QIF = "!Type:Bank\nD11/27/2026\nT-250.00\nPACME ONLINE\nLCard purchase\n^\nD11/27/2026\nT-12.50\nPCOFFEE\n^\n"
_ACH = ("101 091000019 1234567892611270101A094101BANK OF EXAMPLE        ACME CORP                      \n"
        "5200ACME CORP                           1234567890PPDPAYROLL         261127   1091000010000001\n")
_FIX = ("8=FIX.4.4\x019=112\x0135=D\x0149=CLIENT\x0156=BROKER\x0134=215\x0152=20261127-10:00:00.000\x0111=ORD1\x01"
        "55=ACME\x0154=1\x0138=100\x0140=2\x0144=25.00\x0110=062\x01\n")
_BAI2 = ("01,BANKID,CUSTID,261127,0800,1,80,,2/\n02,CUSTID,BANKID,1,261126,2400,USD,2/\n"
         "03,0532013000,USD,010,1234567,,/\n16,195,25000,Z,ALRT770413,/\n49,1259567,3/\n98,1259567,1,5/\n"
         "99,1259567,1,7/\n")
_IEEE_CIS = ("TransactionID,isFraud,TransactionDT,TransactionAmt,ProductCD,card1,card2,card3,card4,card5,card6,addr1,"
             "addr2,dist1,dist2,P_emaildomain,R_emaildomain,C1,C2\n2987000,0,86400,68.5,W,13926,,150.0,discover,142.0,"
             "credit,315.0,87.0,19.0,,,,1.0,1.0\n")
_PAYSIM = ("step,type,amount,nameOrig,oldbalanceOrg,newbalanceOrig,nameDest,oldbalanceDest,newbalanceDest,isFraud,"
           "isFlaggedFraud\n1,PAYMENT,9839.64,C1231006815,170136.0,160296.36,M1979787155,0.0,0.0,0,0\n")


def thirtyfirst_bar_fraud_cases() -> list[Case]:
    G = THIRTYFIRST_FRAUD
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="alerts", judgements="outcomes", runs=_RECS3, stem="alerts", outputs=_OUT,
        item="alerts", rounded="graph_model",
        weights="{'rules_engine': 0.5, 'gbm': 2.0, 'graph_model': 1.5, 'analysts': 1.0}",
        lone_query="R['analysts']['sanctions/2026-11-27'] = {'alrt:771001': 0.9, 'alrt:771002': 0.4}\n",
        trust="gbm 2\ngraph_model 1.5\nrules_engine 0.5\n",
        trust_dict="{'gbm': 2, 'graph_model': 1.5, 'rules_engine': 0.5}",
        texts={
            "rrf": ("u31q_rrf_models",
                    "rankagg.fuse({model: {queue/day: {alert: score}}}, method='rrf'): four models, six queues "
                    "('cards/2026-11-27'), alerts by case id ('alrt:770413')"),
            "borda": ("u31q_borda_unscored_alerts",
                      "rankagg.fuse(..., method='borda'): the graph model did not score the alerts of new customers"),
            "combsum": ("u31q_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the graph model at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31q_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per queue: the GBM counts 2, the rules engine 0.5"),
            "frame": ("u31q_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the case manager's export, a "
                      "row per queue, alert and model"),
            "evaluate": ("u31q_evaluate_outcomes",
                         "rankagg.evaluate(fused ranking, the investigations, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the confirmed fraud"),
            "lone": ("u31q_one_model_queue",
                     "rankagg.fuse(..., method='rrf'): a queue only the analysts ranked (sanctions hits) beside "
                     "queues every model covers"),
            "cli_rrf": ("u31q_cli_rrf_runs",
                        "rankagg fuse rules_engine.run gbm.run graph_model.run --method rrf -o alerts.run: one run "
                        "per model, queues as queries"),
            "cli_borda": ("u31q_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the GBM counts "
                          "double)"),
            "cli_combsum": ("u31q_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four alerts an analyst works an hour"),
            "cli_evaluate": ("u31q_cli_evaluate_outcome_qrels",
                             "rankagg evaluate alerts.run --qrels outcomes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the investigations (0-2)"),
            "cli_parquet": ("u31q_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o alerts.parquet: gzipped runs from the scoring "
                            "service, a Parquet table for model risk")})

    # --- the bank's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31q_mt940_as_run", "a SWIFT MT940 statement (:20:, :25:, :28C:, :60F:, :61:, :86: fields)",
         "statement.sta", _MT940, "MT940", "statement.sta:1"),
        ("u31q_camt053_as_run", "an ISO 20022 camt.053 statement (Document, BkToCstmrStmt)", "camt053.xml", _CAMT,
         "camt.053", "camt053.xml:2"),
        ("u31q_ofx_as_run", "an OFX 1.x download (OFXHEADER:100, then SGML)", "download.ofx", _OFX, "OFX",
         "download.ofx:1"),
        ("u31q_qif_as_run", "a Quicken QIF export (!Type:Bank, then D, T, P, L lines and ^)", "export.qif", _QIF,
         "Quicken", "export.qif:1"),
        ("u31q_ach_as_run", "a NACHA ACH file (94-character records: 1 file header, 5 batch header, ...)",
         "payroll.ach", _ACH, "NACHA", "payroll.ach:1"),
        ("u31q_fix_log_as_run", "a FIX protocol log (8=FIX.4.4, SOH-separated tag=value fields)", "orders.log",
         _FIX, "FIX", "orders.log:1"),
        ("u31q_bai2_as_run", "a BAI2 balance and transaction report (01, 02, 03, 16, 49, 98, 99 records)",
         "prior_day.bai", _BAI2, "BAI2", "prior_day.bai:1"),
        ("u31q_ieee_cis_as_run", "the IEEE-CIS fraud detection table (TransactionID, isFraud, TransactionDT, ...)",
         "train_transaction.csv", _IEEE_CIS, "IEEE-CIS", "train_transaction.csv:1"),
        ("u31q_paysim_as_run", "the PaySim synthetic transactions (step, type, amount, nameOrig, ..., isFraud)",
         "PS_20174392719_1491204439457_log.csv", _PAYSIM, "PaySim", "PS_20174392719_1491204439457_log.csv:1")],
        one_run=("gbm.run", _ONE_RUN), stem="alerts",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31q_paysim_as_qrels", "PS_log.csv", _PAYSIM, "PaySim"),
        ("u31q_ieee_cis_as_qrels", "train_transaction.csv", _IEEE_CIS, "IEEE-CIS"),
        ("u31q_mt940_as_qrels", "statement.sta", _MT940, "MT940"),
        ("u31q_qif_as_qrels", "export.qif", _QIF, "Quicken")],
        one_run=("gbm.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31q_out_ofx", "alerts.ofx", "an OFX file"),
        ("u31q_out_qfx", "alerts.qfx", "a Quicken Web Connect file"),
        ("u31q_out_sta", "alerts.sta", "an MT940 statement"),
        ("u31q_out_ach", "alerts.ach", "a NACHA ACH file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the bank's tables given to the API ---------------------------------------------------------------------------
    cases += [
        bad("u31q_api_ieee_cis_frame",
            "rankagg.fuse(pd.read_csv(train_transaction.csv)): the IEEE-CIS transactions given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "IEEE-CIS", why="a table of runs has qid, docid, run and score columns; IEEE-CIS's has transactions",
            files={"t.csv": _IEEE_CIS}),
        bad("u31q_api_paysim_frame",
            "rankagg.fuse(pd.read_csv(PaySim's log)): the simulated transactions given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='rrf')\n",
            "PaySim", why="a table of runs has qid, docid, run and score columns; PaySim's has transactions",
            files={"p.csv": _PAYSIM}),
    ]
    return cases
