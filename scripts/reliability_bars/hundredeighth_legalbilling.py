"""Issue 45's hundred-and-eighth bar of scripts/reliability_matrix.py, a corporate legal department's outside counsel
review, the in-house counsel and the legal operations analysts ranking the outside law firms (and their invoices) to
challenge or reward per matter, quarter and panel review from billing-guideline violations, rate variance, in-house
counsel's outcome ratings and the panel's votes (its cases, ids ``u108b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each matter's quarter, each practice area's quarter and each panel review (``matter:2026-Q3/LIT-0417``,
``quarter:2026-Q3/employment``, ``panel:2026-10/ip-firms``) is a query and each firm a document, as the team writes it:
the firm's US tax id (its EIN, as LEDES' LAW_FIRM_ID carries it), then a slug (``firm:36-1234567/baker-ames``); on the
typed sheets the tax id, and the matter number or a UTBMS code, as fields of their own.  The runs are the
billing-guideline violations, the rate variance against the panel rates, in-house counsel's outcome ratings and the
panel's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the panel's
votes weighted highest, and judged against the panel's decisions (2 preferred, 1 retained, 0 dropped).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a LEDES 1998B invoice, a LEDES 98BI V2
international invoice, a LEDES XML 2.2 invoice, Bodhala's spend-analytics API answers (its rate-increase and
overstaffing report, its inbox of LEDES imports), a PDF invoice, and in-house counsel's rating sheet, a panel member's
ballot and the panel's vote tally as the team types them), and outputs named for the field's files (a .1998b, a
.ledes, a LEDES XML .xml, a .pdf).

(Checked: LEDES 1998B from a parser's test fixture (mikewagner/ledes_parser, spec/fixtures/ledes.txt: the
'LEDES1998B[]' first line, the 24 field names INVOICE_DATE ... CLIENT_MATTER_ID pipe-separated, each line ending
'[]', dates as YYYYMMDD, UTBMS task codes (L510) and activity codes (A102, A107), expense codes (E110, E111), the
firm's tax id '24-6437381' as LAW_FIRM_ID, EXP/FEE/INV_ADJ_TYPE F, E and IF) and its lib/ledes/entry.rb, and a
writer's field list (winkert/ledescreator, ledes.cs).  LEDES 98BI from a validator's and a writer's text found by
exact-string search (an OCaml checker's header 'LEDES98BI V2[]' and its 52 column names, the 24 of 1998B then
PO_NUMBER, CLIENT_TAX_ID, MATTER_NAME, INVOICE_TAX_TOTAL, INVOICE_NET_TOTAL, INVOICE_CURRENCY, TIMEKEEPER_LAST_NAME,
TIMEKEEPER_FIRST_NAME, ACCOUNT_TYPE, LAW_FIRM_NAME, the firm's and the client's addresses, LINE_ITEM_TAX_RATE,
LINE_ITEM_TAX_TOTAL, LINE_ITEM_TAX_TYPE, INVOICE_REPORTED_TAX_TOTAL, INVOICE_TAX_CURRENCY; its timekeeper
classifications PARTNR, ASSOC, PARALG; ACCOUNT_TYPE O or T; a Delphi writer's 'LEDES98BI V2[]' first line); the
tax arithmetic from a Python writer's docstring found the same way; the values made up.  LEDES XML from a TOTVS
Protheus writer found by exact-string search (its repository not named by the index): the declaration, the root
'<ledesxmlebilling2.2 xmlns='http://www.ledes.org/LEDES22.xsd'>', firm (lf_vendor_id, lf_id, lf_name, lf_address,
lf_billing_contact, source_app, app_version, file_item_nbr), client (cl_id, cl_lf_id, cl_name, cl_address), invoice
(inv_id, inv_date, inv_due_date, inv_currency, inv_start_date, inv_end_date, inv_desc, inv_total_net_due), matter
(cl_matter_id, lf_matter_id, matter_name, tk_sum with tk_id, tk_lname, tk_fname, tk_level, tk_rate; fee with
charge_date, tk_id, tk_level, charge_desc, task_code, task_activity, charge_type U, units, rate, base_amount,
total_amount) and the writer's indentation in spaces; the nesting of client inside firm and the closing tags from the
writer's order, partly a guess (the LEDES22.xsd itself was not read).  Bodhala's API answers from its analytics UI's
unit-test mocks (olganosova2/bodhala-analytics-ui, src/app/shared/unit-tests/mock-data/past-savings.ts: result with
rate_increase of end_date and per-classification total_billed, total_afa, total_spend, total_hours, effective_rate,
and overstaffing of timekeepers, firm_id, firm_name, line_item_date, total_billed, client_matter_id, matter_name,
total_hours; ledes-imports.ts: result of content_length, created_at, message_subject, original_name, client,
rejected_reason_PROD, client_id, client_name); that the service sends these as compact JSON is a guess.  The PDF from
memory of ISO 32000 (the '%PDF-1.7' header and a binary comment, numbered objects, a content stream, the xref table
of 20-byte entries, trailer, startxref, '%%EOF'), its offsets computed here, not checked against a source.  Left out,
as they could not be checked here: Legal Tracker's and CounselLink's API answers and exports (no writer or sample was
found), a matter management system's CSV export, and an Excel accrual sheet.  The rating sheet, the ballot and the
vote tally are typed here as the team's legal ops lead types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDEIGHTH_LEGALBILLING = ("45 Unseen inputs: a hundred-and-eighth bar, a corporate legal department's outside "
                              "counsel review (in-house counsel and legal operations analysts) ranking outside law "
                              "firms and their invoices to challenge or reward per matter, quarter and panel review "
                              "from billing-guideline violations, rate variance, counsel's outcome ratings and the "
                              "panel's votes (LEDES 1998B invoices, LEDES 98BI V2 international invoices, LEDES XML "
                              "2.2 invoices with UTBMS task and activity codes, Bodhala spend-analytics API JSON, PDF "
                              "invoices, counsel's rating sheets, panel members' ballots and the panel's vote "
                              "tallies as typed)")

_EIN = "36-1234567"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['guideline_violations', 'rate_variance', 'counsel_ratings', 'panel_votes'],
    items=[f'firm:{_EIN}/baker-ames', 'firm:13-4567890/harcourt-lyle', 'firm:94-2271135/quill-moreno',
           'firm:52-0918834/delacroix-penn', 'firm:75-3310029/whitcomb-saldana', 'firm:23-7784512/ostrander-fike',
           'firm:41-6602378/lindqvist-barr', 'firm:86-1049963/tamura-ellsworth'],
    queries=['matter:2026-Q3/LIT-0417', 'quarter:2026-Q3/employment', 'panel:2026-10/ip-firms',
             'matter:2026-Q3/LIT-0388', 'quarter:2026-Q3/commercial-contracts', 'panel:2026-10/litigation-firms'],
    suffix='/rebill', generator='firm_scores', judgements='panel_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "firm_scores", "firms_ranked.run")

_RECS3 = ["guideline_violations", "counsel_ratings", "panel_votes"]
_OUT = ("firms_ranked.run",)
_ONE_RUN = (f"matter:2026-Q3/LIT-0417 Q0 firm:{_EIN}/baker-ames 1 0.9184 panel_votes\n"
            "matter:2026-Q3/LIT-0417 Q0 firm:13-4567890/harcourt-lyle 2 0.7731 panel_votes\n")


# the team's files, as the firms' billing systems, the LEDES writers, Bodhala and the team write them
# a LEDES 1998B invoice as a firm's billing system writes it: 'LEDES1998B[]', the 24 field names, then a line item a
# line, pipe-separated, every line ending '[]'; the invoice's fields repeated on each line
_LEDES98B_FIELDS = ["INVOICE_DATE", "INVOICE_NUMBER", "CLIENT_ID", "LAW_FIRM_MATTER_ID", "INVOICE_TOTAL",
                    "BILLING_START_DATE", "BILLING_END_DATE", "INVOICE_DESCRIPTION", "LINE_ITEM_NUMBER",
                    "EXP/FEE/INV_ADJ_TYPE", "LINE_ITEM_NUMBER_OF_UNITS", "LINE_ITEM_ADJUSTMENT_AMOUNT",
                    "LINE_ITEM_TOTAL", "LINE_ITEM_DATE", "LINE_ITEM_TASK_CODE", "LINE_ITEM_EXPENSE_CODE",
                    "LINE_ITEM_ACTIVITY_CODE", "TIMEKEEPER_ID", "LINE_ITEM_DESCRIPTION", "LAW_FIRM_ID",
                    "LINE_ITEM_UNIT_COST", "TIMEKEEPER_NAME", "TIMEKEEPER_CLASSIFICATION", "CLIENT_MATTER_ID"]
_INV = ["20261005", "BA-2026-10-0417", "ACME01", "20419.007", "18733.50", "20260901", "20260930",
        "Professional services, September 2026"]
_LEDES98B_ITEMS = [
    ["1", "F", "6.40", "0", "6080.00", "20260904", "L110", "", "A101", "TK-0112",
     "Review of plaintiff's amended complaint and exhibits", _EIN, "950.00", "Ames, Caroline", "PT", "LIT-0417"],
    ["2", "F", "12.30", "-615.00", "7380.00", "20260911", "L310", "", "A103", "TK-0487",
     "Research on arbitrability of employment claims", _EIN, "650.00", "Whitfield, Daniel", "AS", "LIT-0417"],
    ["3", "F", "9.50", "0", "3230.00", "20260918", "L320", "", "A104", "TK-0733",
     "Prepare document production log", _EIN, "340.00", "Nakamura, Ellen", "PL", "LIT-0417"],
    ["4", "E", "1", "0", "2043.50", "20260922", "", "E112", "", "",
     "Court reporter, deposition of J. Harlan", _EIN, "2043.50", "", "", "LIT-0417"]]
_LEDES98B = ("LEDES1998B[]\n" + "|".join(_LEDES98B_FIELDS) + "[]\n"
             + "".join("|".join(_INV + row) + "[]\n" for row in _LEDES98B_ITEMS))
_LEDES98B_NAME = "BA-2026-10-0417_ledes1998b.txt"

# a LEDES 98BI V2 international invoice: 'LEDES98BI V2[]', the 52 field names (1998B's 24, then PO number, the
# client's tax id, the matter's name, the invoice's tax and net totals and currency, the timekeeper's names, the
# account type, the firm's and the client's names and addresses, the line's tax rate, total and type, the reported
# tax total and its currency), then a line item a line
_LEDES98BI_FIELDS = _LEDES98B_FIELDS + [
    "PO_NUMBER", "CLIENT_TAX_ID", "MATTER_NAME", "INVOICE_TAX_TOTAL", "INVOICE_NET_TOTAL", "INVOICE_CURRENCY",
    "TIMEKEEPER_LAST_NAME", "TIMEKEEPER_FIRST_NAME", "ACCOUNT_TYPE", "LAW_FIRM_NAME", "LAW_FIRM_ADDRESS_1",
    "LAW_FIRM_ADDRESS_2", "LAW_FIRM_CITY", "LAW_FIRM_STATEorREGION", "LAW_FIRM_POSTCODE", "LAW_FIRM_COUNTRY",
    "CLIENT_NAME", "CLIENT_ADDRESS_1", "CLIENT_ADDRESS_2", "CLIENT_CITY", "CLIENT_STATEorREGION", "CLIENT_POSTCODE",
    "CLIENT_COUNTRY", "LINE_ITEM_TAX_RATE", "LINE_ITEM_TAX_TOTAL", "LINE_ITEM_TAX_TYPE", "INVOICE_REPORTED_TAX_TOTAL",
    "INVOICE_TAX_CURRENCY"]
_BI_INV = ["20261003", "HL-LDN-88213", "ACME01", "HL/7730/0012", "10740.00", "20260901", "20260930",
           "Advice on UK employment tribunal claim"]
_BI_TAIL = ["PO-55120", "GB998877665", "Harlan v Acme UK Ltd", "1790.00", "8950.00", "GBP"]
_BI_FIRM = ["Harcourt Lyle LLP", "12 Fenchurch Street", "", "London", "", "EC3M 3BY", "GB", "Acme Holdings Ltd",
            "1 Canada Square", "", "London", "", "E14 5AB", "GB"]
_LEDES98BI_ITEMS = [
    (["1", "F", "5.00", "0", "5100.00", "20260908", "L120", "", "A104", "HL-031",
      "Analysis of ET1 claim and strategy call with in-house counsel", "13-4567890", "850.00", "Lyle, Margaret",
      "PARTNR", "EMP-0211"], ["Lyle", "Margaret", "O"], ["0.2", "850.00", "VAT"]),
    (["2", "F", "10.00", "0", "5640.00", "20260915", "L210", "", "A103", "HL-118",
      "Draft ET3 response and grounds of resistance", "13-4567890", "470.00", "Osei, Kwame", "ASSOC",
      "EMP-0211"], ["Osei", "Kwame", "O"], ["0.2", "940.00", "VAT"])]
_LEDES98BI = ("LEDES98BI V2[]\n" + "|".join(_LEDES98BI_FIELDS) + "[]\n"
              + "".join("|".join(_BI_INV + row + _BI_TAIL + tk + _BI_FIRM + tax + ["1790.00", "GBP"]) + "[]\n"
                        for row, tk, tax in _LEDES98BI_ITEMS))
_LEDES98BI_NAME = "HL-LDN-88213_98BI.txt"

# a LEDES XML 2.2 invoice as a billing system's writer puts it out: the declaration, the ledesxmlebilling2.2 root,
# the firm, its client, the invoice, the matter with its timekeepers' summary and fee items (UTBMS task and activity
# codes), indented in spaces
_LEDES_XML = f"""<?xml version='1.0' encoding='UTF-8' ?>
<ledesxmlebilling2.2 xmlns='http://www.ledes.org/LEDES22.xsd'>
   <firm>
      <lf_vendor_id>{_EIN}</lf_vendor_id>
      <lf_id>{_EIN}</lf_id>
      <lf_name>Baker Ames LLP</lf_name>
      <lf_address>
            <address_1>300 Park Avenue</address_1>
            <city>New York</city>
            <state_province>NY</state_province>
            <zip_postal_code>10022</zip_postal_code>
            <country>US</country>
      </lf_address>
      <source_app>Elite 3E</source_app>
      <app_version>2.0</app_version>
      <file_item_nbr>2</file_item_nbr>
   <client>
      <cl_id>ACME01</cl_id>
      <cl_lf_id>20419</cl_lf_id>
      <cl_name>Acme Holdings Inc.</cl_name>
         <invoice>
            <inv_id>BA-2026-10-0417</inv_id>
            <inv_date>2026-10-05</inv_date>
            <inv_currency>USD</inv_currency>
            <inv_start_date>2026-09-01</inv_start_date>
            <inv_end_date>2026-09-30</inv_end_date>
            <inv_desc>Professional services, September 2026</inv_desc>
            <inv_total_net_due>18733.5</inv_total_net_due>
            <file_item_nbr>5</file_item_nbr>
            <matter>
               <cl_matter_id>LIT-0417</cl_matter_id>
               <lf_matter_id>20419.007</lf_matter_id>
               <matter_name>Harlan v. Acme Holdings</matter_name>
               <tk_sum>
                  <tk_id>TK-0112</tk_id>
                  <tk_lname>Ames</tk_lname>
                  <tk_fname>Caroline</tk_fname>
                  <tk_level>PARTNR</tk_level>
                  <tk_rate>950</tk_rate>
                  <file_item_nbr>7</file_item_nbr>
               </tk_sum>
               <fee>
                  <charge_date>2026-09-04</charge_date>
                  <tk_id>TK-0112</tk_id>
                  <tk_level>PARTNR</tk_level>
                  <charge_desc>Review of plaintiff's amended complaint and exhibits</charge_desc>
                  <task_code>L110</task_code>
                  <task_activity>A101</task_activity>
                  <charge_type>U</charge_type>
                  <units>6.4</units>
                  <rate>950</rate>
                  <base_amount>6080</base_amount>
                  <item_disc_cred_amount>0</item_disc_cred_amount>
                  <total_amount>6080</total_amount>
                  <file_item_nbr>8</file_item_nbr>
               </fee>
            </matter>
         </invoice>
   </client>
   </firm>
</ledesxmlebilling2.2>
"""
_LEDES_XML_NAME = "BA-2026-10-0417.xml"

# Bodhala's spend-analytics answers: the past-savings report (rate increases by classification and year, days on
# which four or more timekeepers billed a matter) and its inbox of LEDES imports, each a 'result'
_BODHALA_SAVINGS = json.dumps({"result": {
    "rate_increase": [
        {"end_date": "2026-09-30", "rate_increase": [
            {"bh_classification": "associate", "total_billed": 1841207.5521, "total_afa": 0,
             "total_spend": 1841207.5521, "total_hours": 2893.4, "effective_rate": 636.3479},
            {"bh_classification": "partner", "total_billed": 2210944.08, "total_afa": 41500,
             "total_spend": 2252444.08, "total_hours": 2311.7, "effective_rate": 956.4151}]},
        {"end_date": "2025-09-30", "rate_increase": [
            {"bh_classification": "associate", "total_billed": 1602288.19, "total_afa": 0,
             "total_spend": 1602288.19, "total_hours": 2741.2, "effective_rate": 584.5134},
            {"bh_classification": "partner", "total_billed": 1988120.4, "total_afa": 0,
             "total_spend": 1988120.4, "total_hours": 2187.9, "effective_rate": 908.6798}]}],
    "overstaffing": [
        {"timekeepers": 5, "firm_id": 30117, "firm_name": "BAKER AMES LLP", "line_item_date": "2026-09-11",
         "total_billed": 9412.5, "client_matter_id": "LIT-0417", "matter_name": "Harlan v. Acme Holdings",
         "total_hours": 14.3},
        {"timekeepers": 4, "firm_id": 30288, "firm_name": "QUILL MORENO PC", "line_item_date": "2026-09-17",
         "total_billed": 3120.75, "client_matter_id": "LIT-0388", "matter_name": "Acme v. Ferrant Logistics",
         "total_hours": 6.9}]}})
_BODHALA_SAVINGS_NAME = "bodhala_past_savings_2026-Q3.json"

_BODHALA_IMPORTS = json.dumps({"result": [
    {"content_length": "2214", "created_at": "2026-10-06 09:14:22.510233",
     "message_subject": "Baker Ames LLP - September 2026 statement, LIT-0417",
     "original_name": "BA-2026-10-0417_ledes1998b.txt", "client": "ledes+acme@bodhala.com",
     "rejected_reason_PROD": "[]", "attachment_mime": "text/plain", "client_id": 612,
     "client_name": "Acme Holdings"},
    {"content_length": "3391", "created_at": "2026-10-06 11:02:47.118904",
     "message_subject": "Harcourt Lyle invoice HL-LDN-88213",
     "original_name": "HL-LDN-88213_98BI.txt", "client": "ledes+acme@bodhala.com",
     "rejected_reason_PROD": "[\"Could not find firm\"]", "attachment_mime": "text/plain", "client_id": 612,
     "client_name": "Acme Holdings"}]})
_BODHALA_IMPORTS_NAME = "bodhala_ledes_imports_2026-10.json"


# a PDF invoice as a firm's billing system prints it: the header and a binary comment, a catalog, a page tree, a
# page, its content stream and a font, the cross-reference table (offsets computed here), trailer and '%%EOF'
def _pdf(lines: list[str]) -> bytes:
    text = "BT /F1 10 Tf 72 740 Td 14 TL " + " ".join(f"({s}) '" for s in lines) + " ET"
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> "
            b"/Contents 4 0 R >>",
            b"<< /Length %d >>\nstream\n" % len(text) + text.encode("latin-1") + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


_PDF = _pdf(["Baker Ames LLP   Tax ID 36-1234567", "Invoice BA-2026-10-0417   October 5, 2026",
             "Matter LIT-0417  Harlan v. Acme Holdings", "L110 A101  6.4 h  950.00  6,080.00",
             "Total due  USD 18,733.50"])
_PDF_NAME = "BA-2026-10-0417.pdf"

# in-house counsel's rating sheet as typed after the quarter's review: counsel, date, matter, firm's tax id, UTBMS
# task code, outcome, hours billed, rating (1-5): eight fields a line
_RATING_SHEET = (f"okonkwo 2026-09-30 LIT-0417 {_EIN} L110 settled 212.4 5\n"
                 "okonkwo 2026-09-30 LIT-0388 94-2271135 L310 dismissed 148.0 4\n"
                 "okonkwo 2026-09-30 EMP-0211 13-4567890 L120 pending 61.5 3\n"
                 "brandt 2026-09-30 LIT-0402 52-0918834 L210 lost 301.2 2\n"
                 "brandt 2026-09-30 IP-0077 86-1049963 L160 won 96.8 5\n")
# a panel member's ballot as typed for the panel review: member, panel, place, firm's tax id, slug: five fields
_BALLOT = (f"reyes 2026-10 1 {_EIN} baker-ames\n"
           "reyes 2026-10 2 94-2271135 quill-moreno\n"
           "reyes 2026-10 3 13-4567890 harcourt-lyle\n"
           "reyes 2026-10 4 23-7784512 ostrander-fike\n")
# the panel's vote tally as the legal ops lead types it: firm's tax id, slug, preferred, retained and dropped votes,
# decision: six fields a line
_VOTE_TALLY = (f"{_EIN} baker-ames 5 1 0 preferred\n94-2271135 quill-moreno 4 2 0 preferred\n"
               "13-4567890 harcourt-lyle 2 3 1 retained\n86-1049963 tamura-ellsworth 0 1 5 dropped\n")


def hundredeighth_bar_legalbilling_cases() -> list[Case]:
    G = HUNDREDEIGHTH_LEGALBILLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="firm_scores", judgements="panel_decisions", runs=_RECS3,
        stem="firms_ranked", outputs=_OUT, item="law firm", rounded="counsel_ratings",
        weights="{'panel_votes': 2.0, 'guideline_violations': 1.5, 'rate_variance': 1.0, 'counsel_ratings': 1.0}",
        lone_query="R['panel_votes']['panel:2026-10/regulatory-firms'] = "
                   "{'firm:52-0918834/delacroix-penn': 0.9, 'firm:41-6602378/lindqvist-barr': 0.4}\n",
        trust="panel_votes 2\nguideline_violations 1\ncounsel_ratings 1\n",
        trust_dict="{'panel_votes': 2, 'guideline_violations': 1, 'counsel_ratings': 1}",
        texts={
            "rrf": ("u108b_rrf_firm_scores",
                    "rankagg.fuse({source: {matter, quarter or panel: {firm: score}}}, method='rrf'): "
                    "billing-guideline violations, rate variance, counsel's outcome ratings and the panel's votes, "
                    "six rankings ('matter:2026-Q3/LIT-0417'), firms by tax id and slug "
                    f"('firm:{_EIN}/baker-ames')"),
            "borda": ("u108b_borda_firm_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a firm newly added to the panel mid-quarter, with no "
                      "invoices reviewed for guideline violations and no outcome rating yet, so some sources have "
                      "no score for it"),
            "combsum": ("u108b_combsum_rounded_counsel_ratings",
                        "rankagg.fuse(..., method='combsum'): counsel's outcome ratings (1 to 5, scaled) at one "
                        "decimal (many ties), beside the guideline violations and the panel's votes"),
            "fuser": ("u108b_weighted_fuser_panel_votes",
                      "rankagg.Fuser('rrf', weights=...) per matter, quarter and panel: the panel's votes count 2, "
                      "billing-guideline violations 1.5, rate variance and counsel's ratings 1, as the panel "
                      "decides who stays on it"),
            "frame": ("u108b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the legal ops team's "
                      "outside counsel scorecard, a row per matter quarter, firm and source"),
            "evaluate": ("u108b_evaluate_panel_decisions",
                         "rankagg.evaluate(fused ranking, the panel's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the preferred firms first"),
            "lone": ("u108b_regulatory_panel_only_votes",
                     "rankagg.fuse(..., method='rrf'): the regulatory panel, which only the panel's votes cover so "
                     "far (no invoices reviewed, no ratings), beside matters, quarters and panels every source "
                     "covers"),
            "cli_rrf": ("u108b_cli_rrf_runs",
                        "rankagg fuse guideline_violations.run counsel_ratings.run panel_votes.run --method rrf -o "
                        "firms_ranked.run: one run per source, matters, quarters and panels as queries"),
            "cli_borda": ("u108b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the panel's votes "
                          "count double)"),
            "cli_combsum": ("u108b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four firms a matter's shortlist "
                            "holds"),
            "cli_evaluate": ("u108b_cli_evaluate_panel_decisions_qrels",
                             "rankagg evaluate firms_ranked.run --qrels panel_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the panel's decisions (2 preferred, 1 retained, 0 dropped)"),
            "cli_parquet": ("u108b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o firms_ranked.parquet: gzipped runs from the "
                            "nightly e-billing extract, a Parquet table for the legal ops dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u108b_ledes_1998b_invoice_as_run", "a LEDES 1998B invoice as a firm's billing system writes it "
         "('LEDES1998B[]', the 24 pipe-separated field names INVOICE_DATE ... CLIENT_MATTER_ID, line items ending "
         "'[]' with UTBMS task and activity codes L110, A101)", _LEDES98B_NAME, _LEDES98B, "LEDES 1998B",
         named_at(_LEDES98B_NAME, _LEDES98B)),
        ("u108b_ledes_98bi_invoice_as_run", "a LEDES 98BI V2 international invoice ('LEDES98BI V2[]', 52 "
         "pipe-separated fields: 1998B's, then PO_NUMBER, CLIENT_TAX_ID, ..., LINE_ITEM_TAX_RATE, VAT in GBP)",
         _LEDES98BI_NAME, _LEDES98BI, "LEDES 98BI", named_at(_LEDES98BI_NAME, _LEDES98BI)),
        ("u108b_ledes_xml_invoice_as_run", "a LEDES XML 2.2 invoice (root ledesxmlebilling2.2: firm, client, "
         "invoice, matter with tk_sum and fee items, task_code L110, task_activity A101)", _LEDES_XML_NAME,
         _LEDES_XML, "LEDES XML", named_at(_LEDES_XML_NAME, _LEDES_XML)),
        ("u108b_bodhala_past_savings_json_as_run", "Bodhala's spend-analytics API answer (result: rate_increase by "
         "end_date and bh_classification with total_billed, effective_rate; overstaffing by firm and matter)",
         _BODHALA_SAVINGS_NAME, _BODHALA_SAVINGS, "Bodhala", f"{_BODHALA_SAVINGS_NAME}:1"),
        ("u108b_bodhala_ledes_imports_json_as_run", "Bodhala's inbox of LEDES imports as its API answers (result: "
         "original_name, message_subject, rejected_reason_PROD, client_name)", _BODHALA_IMPORTS_NAME,
         _BODHALA_IMPORTS, "Bodhala", f"{_BODHALA_IMPORTS_NAME}:1"),
        ("u108b_pdf_invoice_as_run", "a law firm's PDF invoice (magic %PDF-1.7)", _PDF_NAME, _PDF, "PDF",
         _PDF_NAME),
        ("u108b_counsel_rating_sheet_as_run", "in-house counsel's rating sheet as typed (eight fields a line: "
         "counsel, date, matter, firm's tax id, UTBMS task code, outcome, hours, rating)",
         "rating_sheet_okonkwo_2026-Q3.txt", _RATING_SHEET, "rating sheet", "rating_sheet_okonkwo_2026-Q3.txt:1"),
        ("u108b_panel_ballot_as_run", "a panel member's ballot as typed for the panel review (five fields a line: "
         "member, panel, place, firm's tax id, slug)", "ballot_reyes_2026-10.txt", _BALLOT, "ballot",
         "ballot_reyes_2026-10.txt:1"),
        ("u108b_panel_vote_tally_as_run", "the panel's vote tally as the legal ops lead types it (six fields a "
         "line: firm's tax id, slug, preferred, retained and dropped votes, decision)", "vote_tally_2026-10.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-10.txt:1")],
        one_run=("panel_votes.run", _ONE_RUN), stem="firms_ranked",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a tax id, a slug, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF invoice read as lines gives no ranking (a PDF reader opens it): "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u108b_panel_ballot_as_qrels", "ballot_reyes_2026-10.txt", _BALLOT, "ballot"),
        ("u108b_panel_vote_tally_as_qrels", "vote_tally_2026-10.txt", _VOTE_TALLY, "vote tally"),
        ("u108b_ledes_1998b_invoice_as_qrels", _LEDES98B_NAME, _LEDES98B, "LEDES 1998B"),
        ("u108b_ledes_xml_invoice_as_qrels", _LEDES_XML_NAME, _LEDES_XML, "LEDES XML")],
        one_run=("panel_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u108b_panel_ballot_as_qrels": "a panel member's ballot as typed, five fields a line",
            "u108b_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u108b_ledes_1998b_invoice_as_qrels": "a LEDES 1998B invoice, pipe-separated, lines ending '[]'",
            "u108b_ledes_xml_invoice_as_qrels": "a LEDES XML 2.2 invoice (root ledesxmlebilling2.2)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u108b_out_ledes_1998b", "BA-2026-10-0417.1998b", "a LEDES 1998B invoice (.1998b, as e-billing platforms "
         "take uploads)"),
        ("u108b_out_ledes_file", "panel_2026-10.ledes", "a LEDES invoice file (.ledes, as e-billing platforms "
         "take uploads)"),
        ("u108b_out_ledes_xml", "ledes_invoice_LIT-0417.xml", "a LEDES XML 2.2 invoice (.xml, as e-billing "
         "platforms read it)"),
        ("u108b_out_pdf_invoice", "BA-2026-10-0417.pdf", "a PDF invoice (.pdf, as a PDF reader opens it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=108"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u108b_api_bodhala_json_dict",
            "rankagg.fuse(json.load(bodhala_past_savings.json)): Bodhala's spend-analytics API answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Bodhala", why="a run maps a query to {document: score}; Bodhala's report is a result holding "
            "rate_increase (per year, per timekeeper classification: total_billed, total_hours, effective_rate) "
            "and overstaffing (firm_id, firm_name, client_matter_id, timekeepers, total_billed)",
            files={"r.json": _BODHALA_SAVINGS}),
        bad("u108b_api_ledes_1998b_frame",
            "rankagg.fuse(pd.read_csv(invoice.txt, sep='|', skiprows=1)): a LEDES 1998B invoice read with pandas "
            "(INVOICE_DATE, INVOICE_NUMBER, ..., LINE_ITEM_TASK_CODE, LAW_FIRM_ID, ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.txt', sep='|', skiprows=1), "
            "method='borda')\n",
            "LEDES 1998B", why="a table of runs has qid, docid, run and score columns; a LEDES 1998B invoice has a "
            "line item a row (the invoice, the matter, UTBMS codes, the timekeeper, units and amounts), no score",
            files={"r.txt": _LEDES98B}),
    ]
    return cases
