"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a corporate accounting and audit analytics team
ranking journal entries per entity and period across risk scores (its cases, ids ``u35f_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each entity and closing period (``ent:DE01/FY2026-P11``) is a query and each journal entry a document
by its period, number and the user who posted it (``je:2026-11/JE-004512@mhoffmann``); the runs are Benford's test's
deviations, an isolation forest's anomaly scores, the journal entry testing rules' risk and the auditors' own
ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each score's
record, and judged against what the audit found (2 a misstatement that was adjusted, 1 an exception noted as a
control deficiency, 0 cleared).  The mistakes and odd files: the field's own files given where runs or qrels are read
(an XBRL instance, a UK iXBRL report, a Portuguese SAF-T file, a DATEV Buchungsstapel, a QuickBooks IIF, a GnuCash
book, a Swedish SIE 4 file, a Ledger price database, an xBRL-JSON report; a Ledger journal, a Beancount ledger, the
SIE file and the DATEV export as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_ACCOUNTING = ("45 Unseen inputs: a thirty-fifth bar, a corporate accounting and audit analytics team "
                          "ranking journal entries per entity and period across risk scores (XBRL, iXBRL, xBRL-JSON, "
                          "SAF-T, DATEV, QuickBooks IIF, GnuCash, Ledger, Beancount, SIE, SAP)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['benford', 'isolation_forest', 'je_rules', 'auditors'],
    items=['je:2026-11/JE-004512@mhoffmann', 'je:2026-11/JE-004513@mhoffmann', 'je:2026-11/AP-INV-88121@apbot',
           'je:2026-11/AR-CM-1207@skarlsson', 'je:2026-11/FA-DEP-0311@batch', 'je:2026-11/PR-RUN-47@payroll',
           'je:2026-11/IC-ELIM-0009@consol', 'je:2026-11/MAN-ACC-0152@cfo'],
    queries=['ent:DE01/FY2026-P11', 'ent:SE02/FY2026-P11', 'ent:US03/FY2026-P11', 'ent:GB04/FY2026-P11',
             'ent:NL05/FY2026-P11', 'ent:PT06/FY2026-P11'],
    suffix='/closing', generator='journal_entries', judgements='misstatements') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "journal_entries", "entries.run")

_RECS3 = ["benford", "isolation_forest", "je_rules"]
_OUT = ("entries.run",)
_ONE_RUN = ("ent:DE01/FY2026-P11 Q0 je:2026-11/JE-004512@mhoffmann 1 0.91 je_rules\n"
            "ent:DE01/FY2026-P11 Q0 je:2026-11/MAN-ACC-0152@cfo 2 0.77 je_rules\n")
# the team's files, as the ERPs, the bookkeeping programs and the regulators' formats write them (a few lines)
# an XBRL instance (the SEC's extracted instance of a 10-K): xbrli:xbrl, schemaRef, a context, a unit, a fact
_XBRL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" '
         'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" '
         'xmlns:us-gaap="http://fasb.org/us-gaap/2025" xmlns:dei="http://xbrl.sec.gov/dei/2025">\n'
         '  <link:schemaRef xlink:type="simple" xlink:href="acme-20261031.xsd"/>\n'
         '  <xbrli:context id="c-1">\n    <xbrli:entity>\n'
         '      <xbrli:identifier scheme="http://www.sec.gov/CIK">0001234567</xbrli:identifier>\n'
         '    </xbrli:entity>\n    <xbrli:period>\n      <xbrli:startDate>2025-11-01</xbrli:startDate>\n'
         '      <xbrli:endDate>2026-10-31</xbrli:endDate>\n    </xbrli:period>\n  </xbrli:context>\n'
         '  <xbrli:unit id="usd">\n    <xbrli:measure>iso4217:USD</xbrli:measure>\n  </xbrli:unit>\n'
         '  <us-gaap:Revenues contextRef="c-1" unitRef="usd" decimals="-3">48213000</us-gaap:Revenues>\n'
         '</xbrli:xbrl>\n')
# a UK company's accounts in Inline XBRL (as filed at Companies House): XHTML with the ix namespaces, ix:header's
# references and resources, then the tagged figures
_IXBRL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" '
          'xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" '
          'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" '
          'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" '
          'xmlns:core="http://xbrl.frc.org.uk/fr/2023-01-01/core" '
          'xmlns:bus="http://xbrl.frc.org.uk/cd/2023-01-01/business" xml:lang="en">\n'
          '<head>\n<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>\n'
          '<title>Acme UK Limited - Annual Report and Financial Statements 2026</title>\n</head>\n<body>\n'
          '<div style="display: none">\n<ix:header>\n<ix:references>\n'
          '<link:schemaRef xlink:type="simple" '
          'xlink:href="https://xbrl.frc.org.uk/FRS-102/2023-01-01/FRS-102-2023-01-01.xsd"/>\n'
          '</ix:references>\n<ix:resources>\n<xbrli:context id="FY2026">\n<xbrli:entity>'
          '<xbrli:identifier scheme="http://www.companieshouse.gov.uk/">01234567</xbrli:identifier></xbrli:entity>\n'
          '<xbrli:period><xbrli:startDate>2025-11-01</xbrli:startDate><xbrli:endDate>2026-10-31</xbrli:endDate>'
          '</xbrli:period>\n</xbrli:context>\n<xbrli:unit id="GBP"><xbrli:measure>iso4217:GBP</xbrli:measure>'
          '</xbrli:unit>\n</ix:resources>\n</ix:header>\n</div>\n'
          '<p>Turnover <ix:nonFraction name="core:TurnoverRevenue" contextRef="FY2026" unitRef="GBP" decimals="0" '
          'format="ixt:num-dot-decimal">12,480,000</ix:nonFraction></p>\n</body>\n</html>\n')
# a Portuguese SAF-T (PT) file: AuditFile in the OECD namespace, its Header, then MasterFiles and the GeneralLedger
_SAFT = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:PT_1.04_01" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
         '  <Header>\n    <AuditFileVersion>1.04_01</AuditFileVersion>\n    <CompanyID>509876543</CompanyID>\n'
         '    <TaxRegistrationNumber>509876543</TaxRegistrationNumber>\n'
         '    <TaxAccountingBasis>C</TaxAccountingBasis>\n'
         '    <CompanyName>Acme Portugal, Lda</CompanyName>\n    <FiscalYear>2026</FiscalYear>\n'
         '    <StartDate>2026-01-01</StartDate>\n    <EndDate>2026-11-30</EndDate>\n'
         '    <CurrencyCode>EUR</CurrencyCode>\n    <DateCreated>2026-12-02</DateCreated>\n'
         '    <TaxEntity>Global</TaxEntity>\n    <ProductCompanyTaxID>501234567</ProductCompanyTaxID>\n'
         '    <SoftwareCertificateNumber>0</SoftwareCertificateNumber>\n'
         '    <ProductID>ERP Contabilidade/Acme Software, Lda</ProductID>\n    <ProductVersion>12.4</ProductVersion>\n'
         '  </Header>\n</AuditFile>\n')
# a DATEV Buchungsstapel (EXTF format 700) in Windows-1252: the header record (EXTF, version, category 21, ...,
# Berater- and Mandantennummer, the fiscal year, the account length, the period), the column names, the postings
_DATEV = ('"EXTF";700;21;"Buchungsstapel";13;20261202081245123;;"RE";"";"";29098;55003;20260101;4;20261101;20261130;'
          '"Buchungen 11/2026";"MH";1;0;0;"EUR";;"";;;"03";;;"";""\r\n'
          "Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;WKZ Basis-Umsatz;Konto;"
          "Gegenkonto (ohne BU-Schl\u00fcssel);BU-Schl\u00fcssel;Belegdatum;Belegfeld 1;Belegfeld 2;Skonto;"
          "Buchungstext\r\n"
          '4200,00;"S";"EUR";;;;4210;1200;"";2711;"JE-004512";"";;"Miete November 2026"\r\n'
          '1190,00;"H";"EUR";;;;8400;10001;"";2611;"AR-2026-1187";"";;"Erl\u00f6se 19% USt"\r\n').encode("cp1252")
# a QuickBooks Desktop import file (.iif): '!TRNS', '!SPL', '!ENDTRNS' header rows, then a journal entry's rows
_IIF = ("!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO\n"
        "!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO\n!ENDTRNS\n"
        "TRNS\t\tGENERAL JOURNAL\t11/27/2026\tRent Expense\t\t\t4200.00\tJE-004512\tNovember rent\n"
        "SPL\t\tGENERAL JOURNAL\t11/27/2026\tChecking\t\t\t-4200.00\tJE-004512\tNovember rent\nENDTRNS\n")


def _gnucash() -> bytes:
    """A GnuCash book (.gnucash) as GnuCash saves it by default: its XML (gnc-v2 and GnuCash's namespaces, the book's
    counts, a transaction and its splits) compressed with gzip."""
    xml = ('<?xml version="1.0" encoding="utf-8" ?>\n<gnc-v2\n'
           + "".join(f'     xmlns:{p}="http://www.gnucash.org/XML/{p}"\n'
                     for p in ("gnc", "act", "book", "cd", "cmdty", "price", "slot", "split", "sx", "trn", "ts"))[:-1]
           + '>\n<gnc:count-data cd:type="book">1</gnc:count-data>\n<gnc:book version="2.0.0">\n'
           '<book:id type="guid">9c1f0e5a4b7d4e2f8a3c6b1d0e9f8a7b</book:id>\n'
           '<gnc:count-data cd:type="account">42</gnc:count-data>\n'
           '<gnc:count-data cd:type="transaction">1187</gnc:count-data>\n'
           '<gnc:transaction version="2.0.0">\n  <trn:id type="guid">4f2a9c7e1b3d4a6f8e0c2b5d7a9f1e3c</trn:id>\n'
           '  <trn:currency>\n    <cmdty:space>CURRENCY</cmdty:space>\n    <cmdty:id>EUR</cmdty:id>\n'
           '  </trn:currency>\n  <trn:num>JE-004512</trn:num>\n  <trn:date-posted>\n'
           '    <ts:date>2026-11-27 10:59:00 +0000</ts:date>\n  </trn:date-posted>\n'
           '  <trn:description>Office rent November</trn:description>\n  <trn:splits>\n    <trn:split>\n'
           '      <split:id type="guid">b3e1d2c4a5f6470889a0b1c2d3e4f506</split:id>\n'
           '      <split:reconciled-state>n</split:reconciled-state>\n      <split:value>420000/100</split:value>\n'
           '      <split:quantity>420000/100</split:quantity>\n'
           '      <split:account type="guid">0a1b2c3d4e5f40718293a4b5c6d7e8f9</split:account>\n    </trn:split>\n'
           '  </trn:splits>\n</gnc:transaction>\n</gnc:book>\n</gnc-v2>\n\n<!-- Local variables: -->\n'
           '<!-- mode: xml        -->\n<!-- End:             -->\n')
    return gzip.compress(xml.encode("utf-8"), mtime=0)


# a Swedish SIE 4 file in PC8 (code page 437), CR LF lines: #FLAGGA, #PROGRAM, #FORMAT, #GEN, #SIETYP, the company,
# its fiscal year and accounts, then a voucher (#VER) and its transactions (#TRANS account {} amount: four fields)
_SIE = ('#FLAGGA 0\r\n#PROGRAM "Fortnox" 3.0\r\n#FORMAT PC8\r\n#GEN 20261202\r\n#SIETYP 4\r\n'
        '#FNAMN "Acme Sverige AB"\r\n#ORGNR 556677-8899\r\n#RAR 0 20260101 20261231\r\n#KPTYP BAS2024\r\n'
        '#KONTO 1930 "F\u00f6retagskonto"\r\n#KONTO 5010 "Lokalhyra"\r\n'
        '#VER A 1129 20261127 "Hyra november"\r\n{\r\n   #TRANS 5010 {} 42000.00\r\n   #TRANS 1930 {} -42000.00\r\n'
        '}\r\n').encode("cp437")
# a Ledger price database as pricehist writes it ('P date time commodity price currency': six fields a line), under
# the team's comment line
_PRICEDB = ("; ECB euro foreign exchange reference rates (pricehist fetch ecb)\n"
            "P 2026-11-26 00:00:00 EUR 1.0487 USD\nP 2026-11-26 00:00:00 EUR 0.83215 GBP\n"
            "P 2026-11-26 00:00:00 EUR 11.4795 SEK\nP 2026-11-27 00:00:00 EUR 1.0512 USD\n")
# an xBRL-JSON report (the OIM's JSON, as Arelle saves it): documentInfo (documentType, namespaces, taxonomy), facts
_XBRL_JSON = ('{\n    "documentInfo": {\n        "documentType": "https://xbrl.org/2021/xbrl-json",\n'
              '        "namespaces": {\n            "cik": "http://www.sec.gov/CIK",\n'
              '            "dei": "http://xbrl.sec.gov/dei/2025",\n'
              '            "iso4217": "http://www.xbrl.org/2003/iso4217",\n'
              '            "us-gaap": "http://fasb.org/us-gaap/2025",\n            "xbrl": "https://xbrl.org/2021"\n'
              '        },\n        "taxonomy": [\n'
              '            "https://xbrl.fasb.org/us-gaap/2025/entire/us-gaap-entryPoint-std-2025.xsd"\n'
              '        ]\n    },\n    "facts": {\n        "f-1": {\n            "value": "48213000",\n'
              '            "decimals": -3,\n            "dimensions": {\n'
              '                "concept": "us-gaap:Revenues",\n                "entity": "cik:0001234567",\n'
              '                "period": "2025-11-01T00:00:00/2026-11-01T00:00:00",\n'
              '                "unit": "iso4217:USD"\n            }\n        }\n    }\n}\n')
# the judgements' mistakes: a Ledger journal (a transaction's first line 'date * (code) payee': four fields; indented
# postings), a Beancount ledger (option lines, 'date open account currency': four fields; a transaction)
_LEDGER = ("; Acme GmbH general journal, November 2026\n"
           "2026/11/27 * (JE-004512) Vonovia\n    ; Office rent November\n"
           "    Expenses:Rent                          EUR 4200.00\n    Assets:Bank:Checking\n\n"
           "2026/11/28 ! (JE-004513) Stadtwerke\n    Expenses:Utilities                      EUR 812.40\n"
           "    Liabilities:AccountsPayable\n")
_BEANCOUNT = (';; -*- mode: beancount -*-\noption "title" "Acme Holdings"\noption "operating_currency" "EUR"\n\n'
              "2026-01-01 open Assets:Bank:Checking EUR\n2026-01-01 open Expenses:Rent EUR\n\n"
              '2026-11-27 * "Vonovia" "Office rent November" ^JE-004512\n'
              "  Expenses:Rent           4200.00 EUR\n  Assets:Bank:Checking   -4200.00 EUR\n")
# SAP's Universal Journal (table ACDOCA) extracted for journal entry testing: a row per line item
_ACDOCA = ("RLDNR,RBUKRS,GJAHR,BELNR,DOCLN,POPER,BUDAT,BLDAT,BLART,RACCT,DRCRK,HSL,RHCUR,USNAM,SGTXT\n"
           "0L,1000,2026,0100004512,000001,011,2026-11-27,2026-11-27,SA,0000470000,S,4200.00,EUR,MHOFFMANN,"
           "Miete November 2026\n"
           "0L,1000,2026,0100004512,000002,011,2026-11-27,2026-11-27,SA,0000113100,H,-4200.00,EUR,MHOFFMANN,"
           "Miete November 2026\n")

_TEXT_WHY = ("trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is (a "
             "field count or a generic note says nothing the team can act on)")


def thirtyfifth_bar_accounting_cases() -> list[Case]:
    G = THIRTYFIFTH_ACCOUNTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="journal_entries", judgements="misstatements", runs=_RECS3, stem="entries", outputs=_OUT,
        item="entries", rounded="je_rules",
        weights="{'benford': 0.5, 'isolation_forest': 1.0, 'je_rules': 1.5, 'auditors': 2.0}",
        lone_query="R['auditors']['ent:LU07/FY2026-P11'] = {'je:2026-11/IC-LOAN-0003@treasury': 0.9, "
                   "'je:2026-11/IC-FEE-0012@treasury': 0.4}\n",
        trust="je_rules 2\nisolation_forest 1\nbenford 0.5\n",
        trust_dict="{'je_rules': 2, 'isolation_forest': 1, 'benford': 0.5}",
        texts={
            "rrf": ("u35f_rrf_risk_scores",
                    "rankagg.fuse({score: {entity/period: {entry: value}}}, method='rrf'): four risk scores, six "
                    "entities ('ent:DE01/FY2026-P11'), entries as period/number@user"),
            "borda": ("u35f_borda_unscored_entries",
                      "rankagg.fuse(..., method='borda'): the isolation forest has no score for entries posted after "
                      "its nightly run"),
            "combsum": ("u35f_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the journal entry rules' risk at one decimal (many ties) "
                        "beside the models"),
            "fuser": ("u35f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per entity: the auditors count 2, Benford's test 0.5"),
            "frame": ("u35f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the audit workpaper, a row "
                      "per entity, entry and score"),
            "evaluate": ("u35f_evaluate_misstatements",
                         "rankagg.evaluate(fused ranking, what the audit found, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the entries that had to be adjusted"),
            "lone": ("u35f_one_score_entity",
                     "rankagg.fuse(..., method='rrf'): a holding company only the auditors reviewed (no ERP extract) "
                     "beside entities every score covers"),
            "cli_rrf": ("u35f_cli_rrf_runs",
                        "rankagg fuse benford.run isolation_forest.run je_rules.run --method rrf -o entries.run: one "
                        "run per score, entities as queries"),
            "cli_borda": ("u35f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the rules count "
                          "double)"),
            "cli_combsum": ("u35f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four entries per entity the sample "
                            "takes"),
            "cli_evaluate": ("u35f_cli_evaluate_misstatement_qrels",
                             "rankagg evaluate entries.run --qrels misstatements.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against what the audit found (0-2)"),
            "cli_parquet": ("u35f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o entries.parquet: gzipped runs from the analytics "
                            "platform, a Parquet table for the audit file")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35f_xbrl_instance_as_run", "an XBRL instance (xbrli:xbrl, schemaRef, context, unit, us-gaap facts)",
         "acme-20261031_htm.xml", _XBRL, "XBRL", "acme-20261031_htm.xml:2"),
        ("u35f_ixbrl_as_run", "a UK company's accounts in Inline XBRL (XHTML with xmlns:ix, ix:header, "
         "ix:nonFraction)", "01234567_accounts_2026-10-31.xhtml", _IXBRL, "iXBRL",
         "01234567_accounts_2026-10-31.xhtml:2"),
        ("u35f_saft_pt_as_run", "a Portuguese SAF-T file (AuditFile xmlns=urn:OECD:StandardAuditFile-Tax:PT_1.04_01, "
         "Header)", "SAFT_PT_509876543_2026-11.xml", _SAFT, "SAF-T", "SAFT_PT_509876543_2026-11.xml:2"),
        ("u35f_datev_as_run", "a DATEV Buchungsstapel in Windows-1252 ('\"EXTF\";700;21;\"Buchungsstapel\";...', the "
         "column names, the postings)", "EXTF_Buchungsstapel_2026-11.csv", _DATEV, "DATEV",
         "EXTF_Buchungsstapel_2026-11.csv:1"),
        ("u35f_quickbooks_iif_as_run", "a QuickBooks import file (.iif: !TRNS, !SPL, !ENDTRNS, then TRNS and SPL "
         "rows)", "JE_2026-11.iif", _IIF, "QuickBooks", "JE_2026-11.iif:1"),
        ("u35f_sie_as_run", "a Swedish SIE 4 file in PC8 (#FLAGGA, #PROGRAM, #FORMAT, #SIETYP 4, ..., #VER, #TRANS)",
         "SIE4_Acme_Sverige_2026.se", _SIE, "SIE", "SIE4_Acme_Sverige_2026.se:1"),
        ("u35f_ledger_pricedb_as_run", "a Ledger price database under a comment line ('P 2026-11-26 00:00:00 EUR "
         "1.0487 USD': six fields a line)", "prices.db", _PRICEDB, "Ledger", "prices.db:2"),
        ("u35f_xbrl_json_as_run", "an xBRL-JSON report (documentInfo: documentType https://xbrl.org/2021/xbrl-json, "
         "namespaces, taxonomy; facts)", "acme-20261031.json", _XBRL_JSON, "xBRL-JSON", "acme-20261031.json:1")],
        one_run=("je_rules.run", _ONE_RUN), stem="entries", text_why=_TEXT_WHY)
    cases += files_as_runs(cli_bad, [
        ("u35f_gnucash_book_as_run", "a GnuCash book (.gnucash: gzip-compressed XML, gnc-v2, gnc:book, "
         "gnc:transaction)", "books.gnucash", _gnucash(), "GnuCash", "books.gnucash")],
        one_run=("je_rules.run", _ONE_RUN), stem="entries", text_why=_TEXT_WHY,
        binary_why="trec_eval reads text; a compressed book read as lines gives no ranking: named by its magic bytes "
                   "and what they hold")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35f_ledger_journal_as_qrels", "november.ledger", _LEDGER, "Ledger"),
        ("u35f_beancount_as_qrels", "acme.beancount", _BEANCOUNT, "Beancount"),
        ("u35f_sie_as_qrels", "SIE4_Acme_Sverige_2026.se", _SIE, "SIE"),
        ("u35f_datev_as_qrels", "EXTF_Buchungsstapel_2026-11.csv", _DATEV, "DATEV")],
        one_run=("je_rules.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35f_out_iif", "entries.iif", "a QuickBooks import file"),
        ("u35f_out_se", "entries.se", "a Swedish SIE file"),
        ("u35f_out_beancount", "entries.beancount", "a Beancount ledger"),
        ("u35f_out_xbrl", "entries.xbrl", "an XBRL instance")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35f_api_xbrl_json_dict",
            "rankagg.fuse(json.load(acme-20261031.json)): an xBRL-JSON report loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('x.json')), method='rrf')\n",
            "xBRL-JSON", why="a run maps a query to {document: score}; an xBRL-JSON report's 'documentInfo' holds its "
            "namespaces and taxonomy and 'facts' each fact's value and dimensions", files={"x.json": _XBRL_JSON}),
        bad("u35f_api_sap_acdoca_frame",
            "rankagg.fuse(pd.read_csv(ACDOCA_1000_2026_011.csv)): SAP's Universal Journal line items given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.csv'), method='borda')\n",
            "SAP", why="a table of runs has qid, docid, run and score columns; SAP's ACDOCA has a journal entry's line "
            "item per row (company code, document number, account, amount)", files={"a.csv": _ACDOCA}),
    ]
    return cases
