"""A corporate legal department's outside counsel review's files, its in-house counsel's and legal operations
analysts' (issue 45's hundred-and-eighth bar, u108b_): LEDES 1998B invoices and LEDES 98BI V2 international invoices
(and their line items read as a frame), LEDES XML 2.2 invoices, Bodhala's spend-analytics API answers (its past
savings report and its inbox of LEDES imports, as saved and loaded in Python), and the team's typed rating sheets and
vote tallies, which name a firm by its US tax id (36-1234567, as LEDES' LAW_FIRM_ID carries it) on every line.  (A
PDF invoice is named by its bytes by the older readers; outputs named .ledes, .1998b or .98bi are the output names'
to refuse.)  A panel member's typed ballot (member, panel month, place, tax id,
slug) had been a SaTScan population record, whose covariates are now no tax id (rankagg.io.fields.epidemiology)."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a firm's US tax id (its EIN: two digits, '-', seven), as LEDES' LAW_FIRM_ID and the team's sheets carry it; a
#: firm's name or slug alone is no token of the field's
_EIN = r"\d\d-\d{7}(?![\w-])"
#: a UTBMS code (task L110, activity A101, expense E112, bankruptcy B110): a capital letter, three digits
_UTBMS = r"[A-Z]\d{3}(?![\w-])"
#: a slug or a word (baker-ames, settled); never a run's Q0 nor a qrels' 0 in a second field
_SLUG = r"(?!Q0[ \t])(?!0[ \t])[^\W\d_][\w.-]*"
#: a rating sheet's line: counsel, date, matter, the firm's tax id, UTBMS task code, outcome, hours billed, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+[^\s]+[ \t]+{_EIN}[ \t]+{_UTBMS}[ \t]+{_SLUG}[ \t]+"
           r"\d+(?:\.\d+)?[ \t]+\d(?:\.\d+)?[ \t]*\r?")
#: a panel member's ballot's line: member, the panel's month (or day), place (never a qrels' 0), tax id, slug
_BALLOT = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d(?:-\d\d)?[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_EIN}[ \t]+{_SLUG}[ \t]*\r?"
#: a vote tally's line: the firm's tax id, its slug, the preferred, retained and dropped votes, the decision
_TALLY = (rf"{_EIN}[ \t]+{_SLUG}(?:[ \t]+\d+){{3}}[ \t]+"
          r"(?i:preferred|retained|dropped|removed|probation|added|rejected)[ \t]*\r?")

# LEDES 1998B's 24 field names (the LEDES Oversight Committee's format; its parsers' fixtures), then 98BI V2's 28 more
_FIELDS_1998B = ("INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|"
                 "BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|"
                 "LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|"
                 "LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|"
                 "LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|"
                 "CLIENT_MATTER_ID")
_FIELDS_98BI = (_FIELDS_1998B + "|PO_NUMBER|CLIENT_TAX_ID|MATTER_NAME|INVOICE_TAX_TOTAL|INVOICE_NET_TOTAL|"
                "INVOICE_CURRENCY|TIMEKEEPER_LAST_NAME|TIMEKEEPER_FIRST_NAME|ACCOUNT_TYPE|LAW_FIRM_NAME|"
                "LAW_FIRM_ADDRESS_1|LAW_FIRM_ADDRESS_2|LAW_FIRM_CITY|LAW_FIRM_STATEorREGION|LAW_FIRM_POSTCODE|"
                "LAW_FIRM_COUNTRY|CLIENT_NAME|CLIENT_ADDRESS_1|CLIENT_ADDRESS_2|CLIENT_CITY|CLIENT_STATEorREGION|"
                "CLIENT_POSTCODE|CLIENT_COUNTRY|LINE_ITEM_TAX_RATE|LINE_ITEM_TAX_TOTAL|LINE_ITEM_TAX_TYPE|"
                "INVOICE_REPORTED_TAX_TOTAL|INVOICE_TAX_CURRENCY")
_ITEM_1998B = ("20261005|BA-2026-10-0417|ACME01|20419.007|18733.50|20260901|20260930|Professional services, "
               "September 2026|1|F|6.40|0|6080.00|20260904|L110||A101|TK-0112|Review of plaintiff's amended "
               "complaint|36-1234567|950.00|Ames, Caroline|PT|LIT-0417[]\n")
_ITEM_98BI = ("20261003|HL-LDN-88213|ACME01|HL/7730/0012|10740.00|20260901|20260930|Advice on UK employment "
              "tribunal claim|1|F|5.00|0|5100.00|20260908|L120||A104|HL-031|Analysis of ET1 claim|13-4567890|850.00|"
              "Lyle, Margaret|PARTNR|EMP-0211|PO-55120|GB998877665|Harlan v Acme UK Ltd|1790.00|8950.00|GBP|Lyle|"
              "Margaret|O|Harcourt Lyle LLP|12 Fenchurch Street||London||EC3M 3BY|GB|Acme Holdings Ltd|"
              "1 Canada Square||London||E14 5AB|GB|0.2|850.00|VAT|1790.00|GBP[]\n")

LEGALBILLING = Field(
    team="a corporate legal department's outside counsel review, its in-house counsel and legal operations analysts "
         "(u108b_)",
    advice="give each source's ranking of a matter's quarter's, a practice area's quarter's or a panel review's "
           "outside law firms (the billing-guideline violations, the rate variance against the panel rates, "
           "counsel's outcome ratings, the panel's votes) as a run, the matter's quarter a query "
           "(matter:2026-Q3/LIT-0417) and each firm a document (firm:36-1234567/baker-ames), the score higher for "
           "the firm to reward first: 'MATTER Q0 FIRM RANK SCORE SOURCE'; the panel's decisions are the qrels, "
           "'MATTER 0 FIRM GRADE' (2 preferred, 1 retained, 0 dropped)",
    files=(
        # each LEDES text format names itself on its first line, 'LEDES1998B[]' or 'LEDES98BI V2[]' (the spec's
        # format line): no other file opens so
        FieldFile("a LEDES 98BI international invoice (LEDES98BI V2[]: 52 pipe-separated fields, LEDES 1998B's, then "
                  "PO_NUMBER, CLIENT_TAX_ID, ..., LINE_ITEM_TAX_RATE, LINE_ITEM_TAX_TYPE, ..., each line ending '[]', "
                  "a line item a line)",
                  "LEDES98BI V2[]\n" + _FIELDS_98BI + "[]\n" + _ITEM_98BI, 1,
                  line=r"\A\ufeff?LEDES98BI(?: V2)?\[\][ \t]*\r?$"),
        FieldFile("a LEDES 1998B invoice (LEDES1998B[]: the 24 pipe-separated fields INVOICE_DATE, INVOICE_NUMBER, "
                  "..., LINE_ITEM_TASK_CODE, ..., LAW_FIRM_ID, ..., CLIENT_MATTER_ID, each line ending '[]', a line "
                  "item a line with its UTBMS task and activity codes)",
                  "LEDES1998B[]\n" + _FIELDS_1998B + "[]\n" + _ITEM_1998B, 1,
                  line=r"\A\ufeff?LEDES1998B\[\][ \t]*\r?$"),
        # the same invoices' line items as a table without the format line (read with pandas, sep='|',
        # skiprows=1): 98BI's tax fields first, as its table holds 1998B's fields too
        FieldFile("a LEDES 98BI international invoice's line items as a table (LEDES 1998B's fields, then PO_NUMBER, "
                  "CLIENT_TAX_ID, ..., LINE_ITEM_TAX_RATE, LINE_ITEM_TAX_TYPE, ...)",
                  _FIELDS_98BI + "[]\n" + _ITEM_98BI, 1,
                  columns=("LINE_ITEM_TAX_RATE", "CLIENT_TAX_ID", "LAW_FIRM_MATTER_ID", "LINE_ITEM_TASK_CODE")),
        FieldFile("a LEDES 1998B invoice's line items as a table (INVOICE_DATE, INVOICE_NUMBER, ..., "
                  "LINE_ITEM_TASK_CODE, ..., LAW_FIRM_ID, ..., CLIENT_MATTER_ID: a line item a row)",
                  _FIELDS_1998B + "[]\n" + _ITEM_1998B, 1,
                  columns=("LAW_FIRM_MATTER_ID", "LINE_ITEM_TASK_CODE", "LINE_ITEM_ACTIVITY_CODE", "LAW_FIRM_ID",
                           "TIMEKEEPER_CLASSIFICATION")),
        FieldFile("a LEDES XML 2.2 invoice (root ledesxmlebilling2.2: firm, client, invoice, matter with tk_sum and "
                  "fee items, task_code and task_activity as UTBMS codes)",
                  "<?xml version='1.0' encoding='UTF-8' ?>\n"
                  "<ledesxmlebilling2.2 xmlns='http://www.ledes.org/LEDES22.xsd'>\n   <firm>\n"
                  "      <lf_vendor_id>36-1234567</lf_vendor_id>\n      <lf_name>Baker Ames LLP</lf_name>\n"
                  "   </firm>\n</ledesxmlebilling2.2>\n", 2,
                  root="ledesxmlebilling2.2"),
        # Bodhala's answers wrap everything in 'result'; its reports' own sections and fields tell them
        FieldFile("Bodhala's spend-analytics past savings report (JSON from its API: result with rate_increase by "
                  "end_date and bh_classification, total_billed, total_hours, effective_rate, and overstaffing by "
                  "firm and matter)",
                  '{"result": {"rate_increase": [{"end_date": "2026-09-30", "rate_increase": [{"bh_classification": '
                  '"partner", "total_billed": 2210944.08, "effective_rate": 956.4151}]}], "overstaffing": '
                  '[{"timekeepers": 5, "firm_id": 30117, "firm_name": "BAKER AMES LLP", "client_matter_id": '
                  '"LIT-0417", "total_hours": 14.3}]}}', 1,
                  keys=("result", "rate_increase", "overstaffing")),
        FieldFile("Bodhala's inbox of LEDES imports (JSON from its API: result, each import's original_name, "
                  "message_subject, created_at, rejected_reason_PROD, client_id, client_name)",
                  '{"result": [{"content_length": "2214", "created_at": "2026-10-06 09:14:22.510233", '
                  '"message_subject": "Baker Ames LLP - September 2026 statement", "original_name": '
                  '"BA-2026-10-0417_ledes1998b.txt", "rejected_reason_PROD": "[]", "client_id": 612, '
                  '"client_name": "Acme Holdings"}]}', 1,
                  keys=("result", "rejected_reason_PROD", "original_name", "message_subject")),
        FieldFile("in-house counsel's rating sheet of outside law firms typed as text (counsel, date, matter, the "
                  "firm's tax id, UTBMS task code, outcome, hours billed, rating)",
                  "okonkwo 2026-09-30 LIT-0417 36-1234567 L110 settled 212.4 5\n"
                  "okonkwo 2026-09-30 LIT-0388 94-2271135 L310 dismissed 148.0 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("an outside counsel panel member's ballot typed as text (member, the panel's month, place, the "
                  "firm's tax id, its slug)",
                  "okoro 2026-10 1 13-4567890 harcourt-lyle\nokoro 2026-10 2 36-1234567 baker-ames\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        FieldFile("an outside counsel panel's vote tally typed as text (the firm's tax id, its slug, preferred, "
                  "retained and dropped votes, decision)",
                  "36-1234567 baker-ames 5 1 0 preferred\n94-2271135 quill-moreno 4 2 0 preferred\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
