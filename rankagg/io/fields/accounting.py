"""A corporate accounting and audit analytics team's files (issue 45's thirty-fifth bar, u35f_): SAF-T audit files,
DATEV's EXTF exports, QuickBooks' IIF files, GnuCash books, Swedish SIE files, Ledger's journals and price databases,
Beancount ledgers and SAP's Universal Journal (ACDOCA) extracts.  (XBRL instances and inline XBRL reports are told by
rankagg.io.esg_ratings_shapes, which met them first (u27_); an xBRL-JSON report is the reinsurance field's
declaration.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a ledger's date: 2026-11-27, 2026/11/27, 2026.11.27
_DATE = r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"

ACCOUNTING = Field(
    team="a corporate accounting and audit analytics team's files (u35f_)",
    advice="give each risk score's ranking of an entity and period's journal entries (Benford's test's, an isolation "
           "forest's, the journal entry testing rules', the auditors') as a run, an entity and closing period a query "
           "and each journal entry a document (je:2026-11/JE-004512@user), the score higher for the riskier entry: "
           "'ENTITY/PERIOD Q0 ENTRY RANK SCORE SCORER'; what the audit found is the qrels, 'ENTITY/PERIOD 0 ENTRY "
           "GRADE' (2 a misstatement adjusted, 1 an exception noted, 0 cleared)",
    files=(
        FieldFile("a SAF-T file (the OECD's Standard Audit File for Tax: AuditFile, its Header, MasterFiles, "
                  "GeneralLedgerEntries and SourceDocuments)",
                  '<?xml version="1.0" encoding="Windows-1252"?>\n<AuditFile xmlns="urn:StandardAuditFile-Taxation-'
                  'Financial:NO">\n  <Header><AuditFileVersion>1.30</AuditFileVersion></Header>\n</AuditFile>\n', 2,
                  root="AuditFile", marks=("StandardAuditFile",), outputs=(".saft",)),
        FieldFile("a DATEV export (DATEV's EXTF format: its header record '\"EXTF\";700;21;\"Buchungsstapel\";...', "
                  "the column names, then the postings: a Buchungsstapel or master data, in Windows-1252)",
                  '"EXTF";700;16;"Debitoren/Kreditoren";5;20260105093011000;;"RE";"";"";1001;20001;20260101;4;;;"";'
                  '"";;;;"";;"";;;"";;;"";""\r\nKonto;Name (Adressattyp Unternehmen);Unternehmensgegenstand\r\n'
                  '10001;"Muster GmbH";""\r\n', 1,
                  line=r'\A"?(?:EXTF|DTVF)"?;\d{2,3};\d{1,3};"?[^;\n"]*"?;\d+;'),
        FieldFile("a QuickBooks import file (.iif, QuickBooks Desktop's Intuit Interchange Format: '!TRNS', '!SPL', "
                  "'!ENDTRNS' or '!ACCNT' header rows, then tab-separated rows)",
                  "!ACCNT\tNAME\tACCNTTYPE\tDESC\tACCNUM\nACCNT\tOffice Supplies\tEXP\tStationery\t6410\n", 1,
                  line=r"\A!(?:HDR|ACCNT|TRNS|SPL|CUST|VEND|EMP|OTHERNAME|INVITEM|CLASS|TIMEACT|CTYPE)\t[A-Z]+",
                  outputs=(".iif",)),
        FieldFile("a GnuCash book (GnuCash's XML, gzip-compressed as it saves it: gnc-v2, gnc:book, its accounts, "
                  "gnc:transaction and splits)",
                  '<?xml version="1.0" encoding="utf-8" ?>\n<gnc-v2\n     xmlns:gnc="http://www.gnucash.org/XML/gnc"'
                  '\n     xmlns:act="http://www.gnucash.org/XML/act">\n<gnc:count-data cd:type="book">1'
                  '</gnc:count-data>\n</gnc-v2>\n', 2, root="gnc-v2", outputs=(".gnucash",)),
        FieldFile("a SIE file (the Swedish SIE format, in PC8: #FLAGGA, #PROGRAM, #FORMAT, #SIETYP, the company's "
                  "#KONTO accounts, then #VER vouchers and their #TRANS lines)",
                  '#FLAGGA 1\n#PROGRAM "Visma eEkonomi" 1.0\n#FORMAT PC8\n#SIETYP 4\n#FNAMN "Exempel AB"\n'
                  '#KONTO 1910 "Kassa"\n#KONTO 6110 "Kontorsmateriel"\n#VER "" 7 20260105 "Papper"\n{\n'
                  '#TRANS 6110 {} 312.50\n#TRANS 1910 {} -312.50\n}\n', 1,
                  line=r"\A#FLAGGA[ \t]+[01][ \t]*$", marks=("#SIETYP",),
                  outputs=(".se", ".si", ".sie")),
        FieldFile("a Ledger price database (Ledger's or hledger's P directives: 'P date [time] commodity price', as "
                  "pricehist writes them)",
                  "P 2026/01/02 BTC 38210.50 EUR\nP 2026/01/02 VWRL 104.12 EUR\n", 1,
                  line=r"^P[ \t]+" + _DATE + r"(?:[ \t]+\d{1,2}:\d{2}(?::\d{2})?)?[ \t]+\S+[ \t]+[^\s\d]{0,3}-?\d[\d,]*"
                       r"(?:\.\d+)?(?:[ \t]+\S+)?[ \t]*$"),
        FieldFile("a Beancount ledger (Beancount's plain-text accounting: option lines, 'date open Account', "
                  "transactions of quoted payees and narrations and their postings)",
                  ';; -*- mode: beancount -*-\noption "operating_currency" "USD"\n2026-01-01 open Assets:Cash USD\n'
                  '2026-01-05 * "Staples" "Printer paper"\n  Expenses:Office   38.20 USD\n  Assets:Cash\n', 2,
                  line=r'^(?:option[ \t]+"\w+"[ \t]+"|' + r"\d{4}-\d{2}-\d{2}[ \t]+(?:open|close|commodity|balance|pad)"
                       r"[ \t]+[A-Z][\w-]*(?::|[ \t]*$))", outputs=(".beancount", ".bean")),
        FieldFile("a Ledger journal (Ledger's or hledger's plain-text accounting: a transaction's 'date [*|!] [(code)] "
                  "payee' line, then its indented postings to Account:Subaccount)",
                  "; household journal\n2026/01/05 * Staples\n    Expenses:Office           $38.20\n    Assets:Cash\n",
                  2, line=r"^" + _DATE + r"(?:=" + _DATE + r")?[ \t]+(?:[*!][ \t]*)?(?:\([^)\n]*\)[ \t]*)?"
                          r"[^\"\s;][^\n]*\n(?:[ \t]+;[^\n]*\n)*[ \t]+[A-Z][\w-]*(?::[\w-]+)+",
                  outputs=(".ledger", ".hledger")),
        FieldFile("SAP's Universal Journal line items (an ACDOCA extract: RLDNR, RBUKRS, GJAHR, BELNR, DOCLN, RACCT, "
                  "HSL, ...: a journal entry's line item per row)",
                  "RCLNT,RLDNR,RBUKRS,GJAHR,BELNR,DOCLN,RACCT,HSL,RHCUR\n"
                  "100,0L,2000,2026,1900000017,000001,0000400000,120.00,USD\n", 1,
                  columns=("RBUKRS", "GJAHR", "BELNR", "RACCT")),
    ))
