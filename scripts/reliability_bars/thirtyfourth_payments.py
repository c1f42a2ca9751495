"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a bank's payments operations team ranking the held
payments per queue and business day across screening models and analysts (its cases, ids ``u34a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
in a later session, before any of its recognisers existed.)

The team's day: each payment queue and business day (``queue:swift-mt103-repair/2026-11-27``) is a query and each held
payment a document by its UETR (``uetr:eb6305c9-1f7f-49de-aed0-16487c27b42d``); the runs are the fraud model's, the
sanctions screening's, the repair rules engine's and the operations analysts' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each model's record, and judged against what became
of each payment (2 returned or blocked, 1 repaired and released, 0 released unchanged).  The mistakes and odd files:
the field's own files given where runs or qrels are read (a SWIFT MT103, an ISO 20022 pain.001 and camt.053, a NACHA
ACH file in ASCII and a return file in EBCDIC, a Quicken QIF export, an Open Banking payment, OFAC's SDN list, OFSI's
consolidated list, an MT940 statement, a BAI2 prior-day report, Fedwire messages, an OFX statement), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_PAYMENTS = ("45 Unseen inputs: a thirty-fourth bar, a bank's payments operations team ranking held "
                         "payments per queue and business day across screening models and analysts (SWIFT "
                         "MT103/MT940, pain.001, camt.053, NACHA, BAI2, Fedwire, OFX, QIF, Open Banking, OFAC, OFSI)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fraud_model', 'sanctions_screening', 'repair_rules', 'ops_analysts'],
    items=['uetr:eb6305c9-1f7f-49de-aed0-16487c27b42d', 'uetr:3f2c9a71-8d4e-4b1a-9c55-0e7d2b6a1f04',
           'uetr:8a1d5e20-4c7b-4f63-b2e9-51c0a7d9e3f6', 'uetr:c47e9b13-2a6f-4d85-8e1c-9f3b0d6a2c78',
           'uetr:1b9f7d42-e5a3-4c06-a8d7-3e2f61b0c9a5', 'uetr:6d0e2a8f-93b1-47c4-9f25-ab84c17e5d30',
           'uetr:95c3f6b0-7e2d-4a19-bd4e-02f8a6c3e1b7', 'uetr:2e7a4c91-b6d8-4f3e-915a-c8d0e3f7a264'],
    queries=['queue:swift-mt103-repair/2026-11-27', 'queue:sepa-sct-inbound/2026-11-27',
             'queue:fedwire-outbound/2026-11-27', 'queue:ach-returns/2026-11-27', 'queue:chaps-outbound/2026-11-27',
             'queue:rtp-held/2026-11-27'],
    suffix='/cutoff-2', generator='exceptions', judgements='outcomes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "exceptions", "exceptions.run")

_RECS3 = ["fraud_model", "sanctions_screening", "repair_rules"]
_OUT = ("exceptions.run",)
_ONE_RUN = ("queue:swift-mt103-repair/2026-11-27 Q0 uetr:eb6305c9-1f7f-49de-aed0-16487c27b42d 1 0.91 fraud_model\n"
            "queue:swift-mt103-repair/2026-11-27 Q0 uetr:3f2c9a71-8d4e-4b1a-9c55-0e7d2b6a1f04 2 0.77 fraud_model\n")
# the team's files, as SWIFT Alliance, the payment hub, the ACH operator, the banks' portals and the sanctions
# authorities write them (a few lines)
# a SWIFT MT103 as saved from the FIN interface: basic, application and user header blocks (the gpi UETR in field
# 121), then block 4's fields, one a line, ended by '-}'
_MT103 = ("{1:F01BANKBEBBAXXX0000000000}{2:I103BANKDEFFXXXXN}{3:{121:eb6305c9-1f7f-49de-aed0-16487c27b42d}}{4:\n"
          ":20:E2E261127-0418\n:23B:CRED\n:32A:261127EUR12500,00\n:33B:EUR12500,00\n:50K:/BE71096123456769\n"
          "ACME TRADING NV\nRUE DE LA LOI 42\n1040 BRUXELLES\n:59:/DE89370400440532013000\nMUELLER MASCHINENBAU GMBH\n"
          "HAUPTSTRASSE 5\n50667 KOELN\n:70:INVOICE 2026-1187\n:71A:SHA\n-}\n")
# an MT940 customer statement, as the correspondent sends it (an output block 2: 'O940')
_MT940 = ("{1:F01BANKBEBBAXXX0000000000}{2:O9400600261127BANKDEFFAXXX00000000002611270600N}{4:\n"
          ":20:STMT261127BE71\n:25:37040044/0532019900\n:28C:331/1\n:60F:C261126EUR1254300,45\n"
          ":61:2611271127D12500,00NTRFE2E261127-0418//FT26331A04KX\n"
          ":86:/EREF/E2E261127-0418/BENM//NAME/MUELLER MASCHINENBAU GMBH/REMI/USTD//INVOICE 2026-1187\n"
          ":62F:C261127EUR1241800,45\n-}\n")
_PAIN001 = ('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <CstmrCdtTrfInitn>\n    <GrpHdr>\n'
            '      <MsgId>ACME-20261127-0042</MsgId>\n      <CreDtTm>2026-11-27T08:30:00</CreDtTm>\n'
            '      <NbOfTxs>2</NbOfTxs>\n      <CtrlSum>14750.00</CtrlSum>\n'
            '      <InitgPty><Nm>ACME TRADING NV</Nm></InitgPty>\n    </GrpHdr>\n    <PmtInf>\n'
            '      <PmtInfId>PMT-0042-01</PmtInfId>\n      <PmtMtd>TRF</PmtMtd>\n'
            '      <ReqdExctnDt><Dt>2026-11-27</Dt></ReqdExctnDt>\n      <Dbtr><Nm>ACME TRADING NV</Nm></Dbtr>\n'
            '      <DbtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></DbtrAcct>\n'
            '      <DbtrAgt><FinInstnId><BICFI>BANKBEBBXXX</BICFI></FinInstnId></DbtrAgt>\n      <CdtTrfTxInf>\n'
            '        <PmtId><EndToEndId>E2E261127-0418</EndToEndId></PmtId>\n'
            '        <Amt><InstdAmt Ccy="EUR">12500.00</InstdAmt></Amt>\n'
            '        <Cdtr><Nm>MUELLER MASCHINENBAU GMBH</Nm></Cdtr>\n'
            '        <CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct>\n'
            '        <RmtInf><Ustrd>INVOICE 2026-1187</Ustrd></RmtInf>\n      </CdtTrfTxInf>\n    </PmtInf>\n'
            '  </CstmrCdtTrfInitn>\n</Document>\n')
_CAMT053 = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n  <BkToCstmrStmt>\n    <GrpHdr>\n'
            '      <MsgId>STMT-20261127-BE71</MsgId>\n'
            '      <CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm>\n    </GrpHdr>\n    <Stmt>\n'
            '      <Id>STMT-20261127-BE71-331</Id>\n      <ElctrncSeqNb>331</ElctrncSeqNb>\n'
            '      <CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm>\n'
            '      <Acct><Id><IBAN>BE71096123456769</IBAN></Id><Ccy>EUR</Ccy></Acct>\n'
            '      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1254300.45</Amt>'
            '<CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-27</Dt></Dt></Bal>\n'
            '      <Ntry>\n        <Amt Ccy="EUR">12500.00</Amt>\n        <CdtDbtInd>DBIT</CdtDbtInd>\n'
            '        <Sts><Cd>BOOK</Cd></Sts>\n        <BookgDt><Dt>2026-11-27</Dt></BookgDt>\n'
            '        <ValDt><Dt>2026-11-27</Dt></ValDt>\n'
            '        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>\n'
            '        <NtryDtls><TxDtls><Refs><EndToEndId>E2E261127-0418</EndToEndId>'
            '<UETR>eb6305c9-1f7f-49de-aed0-16487c27b42d</UETR></Refs></TxDtls></NtryDtls>\n      </Ntry>\n'
            '    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n')
# a NACHA ACH file: 94-character records (1 file header, 5 batch header, 6 entries, 8 batch control, 9 file control)
# and blocks of ten, filled with records of nines; an entry's blank-padded fields make six words a line
_NACHA = ("101 09100001914112345672611270830A094101WELLS FARGO BANK       ACME TRADING INC       PAYRLW48\n"
          "5220ACME TRADING INC                    1411234567PPDPAYROLL   NOV 27261130   1091000010000001\n"
          "6220210000214000123456789    0000250000EMP0418        DOE JANE A              0091000010000001\n"
          "6221210003587700012345       0000187550EMP0422        SMITH JOHN R            0091000010000002\n"
          "822000000200142000370000000000000000004375501411234567                         091000010000001\n"
          "9000001000001000000020014200037000000000000000000437550                                       \n"
          + ("9" * 94 + "\n") * 4)
# the Federal Reserve's return file, as a mainframe keeps it: the same 94-byte records in EBCDIC (code page 037),
# fixed-length, without line ends (an R01 return of the payroll credit, with its 799 addenda)
_NACHA_EBCDIC = "".join([
    "101 091000019 0110000152611270215A094101WELLS FARGO BANK       FEDERAL RESERVE BANK           ",
    "5220ACME TRADING INC                    1411234567PPDPAYROLL   NOV 252611253311021000020000014",
    "6210910000194000123456789    0000250000EMP0418        DOE JANE A              1021000020000381",
    "799R01091000010000001      02100002                                            021000020000381",
    "822000000200091000010000000000000000002500001411234567                         021000020000014",
    "9000001000001000000020009100001000000000000000000250000                                       ",
    "9" * 94 * 4]).encode("cp037")
# a Quicken QIF export: its options and the account block before the !Type:Bank header, then one transaction per '^'
_QIF = ("!Option:AutoSwitch\n!Account\nNOperating account BE71\nTBank\n^\n!Clear:AutoSwitch\n!Type:Bank\n"
        "D11/27'26\nT-12,500.00\nNWIRE\nPMUELLER MASCHINENBAU GMBH\nMINVOICE 2026-1187\n^\n"
        "D11/27'26\nT-2,500.00\nNACH\nPDOE JANE A\nMPAYROLL W48\n^\n")
_OPEN_BANKING = ('{"Data": {"DomesticPaymentId": "58923-001", "ConsentId": "58923", "Status": '
                 '"AcceptedSettlementInProcess", "CreationDateTime": "2026-11-27T08:30:12+00:00", '
                 '"StatusUpdateDateTime": "2026-11-27T08:30:14+00:00", "Initiation": {"InstructionIdentification": '
                 '"ACME412", "EndToEndIdentification": "E2E261127-0418", "InstructedAmount": {"Amount": "165.88", '
                 '"Currency": "GBP"}, "CreditorAccount": {"SchemeName": "UK.OBIE.SortCodeAccountNumber", '
                 '"Identification": "08080021325698", "Name": "ACME Inc", "SecondaryIdentification": "0002"}, '
                 '"RemittanceInformation": {"Reference": "FRESCO-101", "Unstructured": "Internal ops code 5120101"}}}, '
                 '"Links": {"Self": "https://api.alphabank.com/open-banking/v3.1/pisp/domestic-payments/58923-001"}, '
                 '"Meta": {}}\n')
# OFAC's SDN list in its legacy CSV: no header, '-0- ' for an empty field, CR LF line ends and a closing Ctrl-Z
_SDN = ('36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n'
        '173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n'
        '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'."\r\n\x1a')
# OFSI's consolidated list (ConList.csv): a 'Last Updated' line before the header, one row per name of a target
_OFSI = ("Last Updated,27/11/2026\r\n"
         "Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Title,Name Non-Latin Script,Non-Latin Script Type,"
         "Non-Latin Script Language,DOB,Town of Birth,Country of Birth,Nationality,Passport Number,Passport Details,"
         "National Identification Number,National Identification Details,Position,Address 1,Address 2,Address 3,"
         "Address 4,Address 5,Address 6,Post/Zip Code,Country,Other Information,Group Type,Alias Type,Alias Quality,"
         "Regime,Listed On,UK Sanctions List Date Designated,Last Updated,Group ID\r\n"
         "NORTHERN STAR SHIPPING LLC,,,,,,,,,,,,,,,,,,,Office 12,Port Rashid,,,,Dubai,,United Arab Emirates,"
         "\"(UK Sanctions List Ref):RUS2841. IMO: 9318709.\",Entity,Primary name,,Russia,09/05/2024,09/05/2024,"
         "27/11/2026,16511\r\n"
         "SEVERNAYA ZVEZDA,,,,,,,,,,,,,,,,,,,,,,,,,,,,Entity,AKA,Good quality,Russia,09/05/2024,09/05/2024,"
         "27/11/2026,16511\r\n")
# a BAI2 prior-day report: 01 file, 02 group, 03 account, 16 transaction, 49/98/99 trailers, each record ended by '/'
_BAI2 = ("01,121000358,ACMETRADNG,261127,0600,1,80,,2/\n02,ACMETRADNG,121000358,1,261126,2400,USD,2/\n"
         "03,4000123456,USD,010,125430045,,,015,124180045,,/\n16,495,1250000,Z,FW26331000418,E2E261127-0418/\n"
         "88,OUTGOING FEDWIRE MUELLER MASCHINENBAU GMBH\n49,250860090,4/\n98,250860090,1,6/\n99,250860090,1,8/\n")
# Fedwire Funds messages in the FAIM tag format, one message a line ({1500} sender supplied, {1520} IMAD, ...)
_FEDWIRE = ("{1500}30OPSQ0418P {1510}1000{1520}20261127QMGFT015000418{2000}000001250000"
            "{3100}121000358BANK OF AMERICA N.A.*{3320}E2E261127-0418*{3400}021000021JPMORGAN CHASE BANK*"
            "{3600}CTR{4200}D4000123456*MUELLER MASCHINENBAU GMBH*{5000}D7700012345*ACME TRADING INC*"
            "{6000}INVOICE 2026-1187*\n"
            "{1500}30OPSQ0419P {1510}1000{1520}20261127QMGFT015000419{2000}000000437550"
            "{3100}121000358BANK OF AMERICA N.A.*{3320}E2E261127-0419*{3400}091000019WELLS FARGO BANK*"
            "{3600}CTR{4200}D7700012345*ACME TRADING INC*{5000}D4000123456*ACME TRADING INC*"
            "{6000}PAYROLL FUNDING W48*\n")
# an OFX 1.02 statement download: the SGML header lines, a blank line, then <OFX> with unclosed leaf elements
_OFX = ("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\n"
        "OLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n"
        "</STATUS>\n<DTSERVER>20261127060000\n<LANGUAGE>ENG\n</SONRS>\n</SIGNONMSGSRSV1>\n<BANKMSGSRSV1>\n"
        "<STMTTRNRS>\n<TRNUID>1\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>121000358\n<ACCTID>4000123456\n"
        "<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20261126\n<DTEND>20261127\n<STMTTRN>\n"
        "<TRNTYPE>DEBIT\n<DTPOSTED>20261127\n<TRNAMT>-12500.00\n<FITID>261127000418\n"
        "<NAME>MUELLER MASCHINENBAU GMBH\n</STMTTRN>\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n"
        "</OFX>\n")


def thirtyfourth_bar_payments_cases() -> list[Case]:
    G = THIRTYFOURTH_PAYMENTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="exceptions", judgements="outcomes", runs=_RECS3, stem="exceptions", outputs=_OUT,
        item="payment", rounded="repair_rules",
        weights="{'fraud_model': 2.0, 'sanctions_screening': 1.0, 'repair_rules': 0.5, 'ops_analysts': 1.5}",
        lone_query="R['ops_analysts']['queue:camt056-recalls/2026-11-27'] = "
                   "{'uetr:0c5b8e3a-71d2-4e96-a4f0-6b9c2d8e1f53': 0.9, "
                   "'uetr:d81f3a6c-0b5e-4c27-93a8-e4f6120b7d9c': 0.4}\n",
        trust="fraud_model 2\nsanctions_screening 1\nrepair_rules 0.5\n",
        trust_dict="{'fraud_model': 2, 'sanctions_screening': 1, 'repair_rules': 0.5}",
        texts={
            "rrf": ("u34a_rrf_models",
                    "rankagg.fuse({model: {queue/day: {payment: score}}}, method='rrf'): four rankings, six queues "
                    "('queue:swift-mt103-repair/2026-11-27'), payments by UETR"),
            "borda": ("u34a_borda_unscored_payments",
                      "rankagg.fuse(..., method='borda'): the fraud model has no score for the payments that "
                      "bypassed it (book transfers, returns)"),
            "combsum": ("u34a_combsum_rounded_rules",
                        "rankagg.fuse(..., method='combsum'): the repair rules engine at one decimal (many ties) "
                        "beside the models"),
            "fuser": ("u34a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per queue: the fraud model counts 2, the repair rules 0.5"),
            "frame": ("u34a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the exceptions worklist, a "
                      "row per queue, payment and model"),
            "evaluate": ("u34a_evaluate_outcomes",
                         "rankagg.evaluate(fused ranking, what became of the payments, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the payments returned or blocked"),
            "lone": ("u34a_one_model_queue",
                     "rankagg.fuse(..., method='rrf'): a queue only the analysts ranked (camt.056 recall "
                     "requests) beside queues every model covers"),
            "cli_rrf": ("u34a_cli_rrf_runs",
                        "rankagg fuse fraud_model.run sanctions_screening.run repair_rules.run --method rrf -o "
                        "exceptions.run: one run per model, queues as queries"),
            "cli_borda": ("u34a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the fraud model "
                          "counts double)"),
            "cli_combsum": ("u34a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four payments an investigator clears "
                            "before the cut-off"),
            "cli_evaluate": ("u34a_cli_evaluate_outcome_qrels",
                             "rankagg evaluate exceptions.run --qrels outcomes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what became of the payments (0-2)"),
            "cli_parquet": ("u34a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o exceptions.parquet: gzipped runs from the "
                            "models' nightly jobs, a Parquet table for the payments operations dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34a_mt103_as_run", "a SWIFT MT103 as saved from FIN ({1:F01...}{2:I103...}{3:{121:UETR}}{4:, then :20:, "
         ":23B:, :32A:, ... fields and '-}')", "E2E261127-0418.fin", _MT103, "MT103", "E2E261127-0418.fin:1"),
        ("u34a_pain001_as_run", "an ISO 20022 pain.001.001.09 payment initiation (Document xmlns='urn:iso:std:iso:"
         "20022:tech:xsd:pain.001.001.09', CstmrCdtTrfInitn, GrpHdr, PmtInf)", "ACME_PAYRUN_20261127.xml", _PAIN001,
         "pain.001", "ACME_PAYRUN_20261127.xml:2"),
        ("u34a_camt053_as_run", "an ISO 20022 camt.053.001.08 statement (Document, BkToCstmrStmt, Stmt, Bal, Ntry)",
         "BE71096123456769_20261127.xml", _CAMT053, "camt.053", "BE71096123456769_20261127.xml:2"),
        ("u34a_nacha_as_run", "a NACHA ACH file (94-character records 1, 5, 6, 8, 9 and blocks filled with nines; "
         "each entry six blank-separated words)", "PAYROLL_W48.ach", _NACHA, "NACHA", "PAYROLL_W48.ach:1"),
        ("u34a_nacha_ebcdic_as_run", "the Federal Reserve's ACH return file in EBCDIC (94-byte records without line "
         "ends, '101 ' in code page 037)", "FED.ACHRET.D261127", _NACHA_EBCDIC, "NACHA", "FED.ACHRET.D261127"),
        ("u34a_qif_as_run", "a Quicken QIF export ('!Option:AutoSwitch', an !Account block, then !Type:Bank and "
         "D, T, N, P, M lines ended by '^')", "operating_be71.qif", _QIF, "QIF", "operating_be71.qif:1"),
        ("u34a_open_banking_as_run", "an Open Banking (OBIE v3.1) domestic payment (Data: DomesticPaymentId, "
         "ConsentId, Status, Initiation; Links; Meta)", "domestic-payment-58923-001.json", _OPEN_BANKING,
         "Open Banking", "domestic-payment-58923-001.json:1"),
        ("u34a_ofac_sdn_as_run", "OFAC's SDN list (sdn.csv: no header; ent_num, \"name\", type, program, ... with "
         "'-0- ' for an empty field)", "sdn.csv", _SDN, "OFAC", "sdn.csv:1"),
        ("u34a_ofsi_conlist_as_run", "OFSI's consolidated list ('Last Updated,27/11/2026', then Name 6, Name 1, ..., "
         "Group Type, Alias Type, Regime, ..., Group ID)", "ConList.csv", _OFSI, "OFSI", "ConList.csv:2")],
        one_run=("fraud_model.run", _ONE_RUN), stem="exceptions",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an EBCDIC file read as lines gives no ranking: named by its records' "
                   "EBCDIC header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34a_mt940_as_qrels", "statement_be71_20261127.sta", _MT940, "MT940"),
        ("u34a_bai2_as_qrels", "prior_day_20261127.bai", _BAI2, "BAI2"),
        ("u34a_fedwire_as_qrels", "fedwire_out_20261127.txt", _FEDWIRE, "Fedwire"),
        ("u34a_ofx_as_qrels", "checking_4000123456.ofx", _OFX, "OFX")],
        one_run=("fraud_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34a_out_sta", "exceptions.sta", "an MT940 statement"),
        ("u34a_out_ach", "exceptions.ach", "a NACHA ACH file"),
        ("u34a_out_qif", "exceptions.qif", "a Quicken QIF export"),
        ("u34a_out_ofx", "exceptions.ofx", "an OFX statement")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34a_api_open_banking_dict",
            "rankagg.fuse(json.load(domestic-payment-58923-001.json)): an Open Banking payment loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "Open Banking", why="a run maps a query to {document: score}; an Open Banking payment's 'Data' holds its "
            "status and initiation, 'Meta' is empty", files={"p.json": _OPEN_BANKING}),
        bad("u34a_api_ofsi_frame",
            "rankagg.fuse(pd.read_csv(ConList.csv, skiprows=1)): OFSI's consolidated list given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv', skiprows=1), method='borda')\n",
            "OFSI", why="a table of runs has qid, docid, run and score columns; OFSI's has a name of a sanctioned "
            "target per row", files={"c.csv": _OFSI}),
    ]
    return cases
