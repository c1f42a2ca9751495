"""A state legislature's nonpartisan policy office's and caucus staff committee's files (issue 45's hundred-and-second
bar, u102a_): LegiScan's getMasterList and getBill answers, Open States' API v3 /bills answers and bulk bills CSVs,
Congress.gov's API v3 bill lists, GPO's USLM bill XML, and the analysts' typed rating sheets, the caucus members'
typed ballots and the committee clerk's typed vote tallies, which name a bill by its chamber's prefix and number
(HB1234, SB-5417) on every line.  (Bill text PDFs are named by the older readers; outputs named '.pdf', '.xml',
'.ics' or '.json' are refused by them too, so no suffix is declared here.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a bill as the office types it: the chamber's prefix (a House or Senate bill, joint, concurrent or simple
#: resolution or memorial; an Assembly or Nebraska's Legislative bill) and its number, LegiScan's 'HB1234', a dash
#: allowed; never a run's Q0 or a qrels' 0, and a token every line of the office's typed files holds
_BILL = r"(?:[HS](?:B|JR|CR|JM|R)|AB|LB)-?\d{1,5}"
_RATING = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_BILL}[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]*\r?"
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d+[ \t]+{_BILL}[ \t]+[\w.'-]+[ \t]*\r?"
# the ayes (the second field) never a qrels' 0: a tally a bill got no aye on is not told by this form
_TALLY = rf"{_BILL}[ \t]+(?!0[ \t])\d+[ \t]+\d+[ \t]+\d+[ \t]+\d+[ \t]+[A-Za-z][\w-]*[ \t]*\r?"

LEGISLATURE = Field(
    team="a state legislature's nonpartisan policy office and its committee of caucus staff (u102a_)",
    advice="give each source's ranking of a session's, topic's or hearing agenda's bills (the fiscal notes' impact "
           "scores, the testimony counts, the analysts' ratings, the chairs' votes) as a run, the docket a query "
           "(session:2026/judiciary) and each bill a document (bill:2026-HB-1234/v2), the score higher for the bill "
           "to hear first: 'SESSION Q0 BILL RANK SCORE SOURCE'; the hearing outcomes are the qrels, 'SESSION 0 BILL "
           "GRADE'",
    files=(
        # the master list's bills sit under numbered keys ('0', '1', ...) beside its session: 'masterlist' itself is
        # LegiScan's, its session record one level down
        FieldFile("LegiScan's getMasterList answer (JSON from its API: status, then masterlist: the session, then "
                  "the bills keyed 0, 1, ... with bill_id, number, change_hash, url, status, last_action, title)",
                  '{"status":"OK","masterlist":{"session":{"session_id":2196,"state_id":47,"year_start":2025},'
                  '"0":{"bill_id":1893412,"number":"HB1234","change_hash":"5f0c2a9d81e34b7e6a1c0d92f4b8e317"}}}\n',
                  1, keys=("masterlist", "status", "session")),
        FieldFile("LegiScan's getBill answer (JSON from its API or bulk dataset: bill, its bill_id, change_hash, "
                  "session, state_link, progress, committee, history, sponsors, texts, votes, ...)",
                  '{"status":"OK","bill":{"bill_id":1893412,"change_hash":"5f0c2a9d81e34b7e6a1c0d92f4b8e317",'
                  '"session_id":2196,"url":"https:\\/\\/legiscan.com\\/WA\\/bill\\/HB1234\\/2025",'
                  '"state_link":"https:\\/\\/app.leg.wa.gov\\/billsummary?BillNumber=1234&Year=2025"}}\n',
                  1, keys=("bill", "bill_id", "change_hash", "state_link")),
        FieldFile("Open States' API v3 /bills answer (JSON: results, each a bill's id, session, jurisdiction, "
                  "from_organization, identifier, title, ..., openstates_url, then pagination)",
                  '{"results":[{"id":"ocd-bill/3e9a6c1f-5b2d-4a7e-9f08-c41d2b7e6a53","session":"2025-2026",'
                  '"from_organization":{"name":"House","classification":"lower"},"identifier":"HB 1234",'
                  '"openstates_url":"https://openstates.org/wa/bills/2025-2026/HB1234/"}],'
                  '"pagination":{"per_page":1,"page":1,"max_page":1623,"total_items":1623}}\n',
                  1, keys=("results", "openstates_url", "from_organization", "pagination")),
        FieldFile("Open States' bulk bills CSV (id, identifier, title, classification, subject, session_identifier, "
                  "jurisdiction, organization_classification)",
                  "id,identifier,title,classification,subject,session_identifier,jurisdiction,"
                  "organization_classification\r\n"
                  "ocd-bill/3e9a6c1f-5b2d-4a7e-9f08-c41d2b7e6a53,HB 1234,Concerning tenant screening reports.,"
                  "['bill'],['Housing'],2025-2026,Washington,lower\r\n", 1,
                  columns=("organization_classification", "session_identifier", "identifier", "jurisdiction")),
        FieldFile("Congress.gov's API v3 bill list (JSON: bills, each a bill's congress, latestAction, number, "
                  "originChamber, title, type, updateDateIncludingText, url, then pagination and request)",
                  '{\n    "bills": [\n        {\n            "congress": 119,\n            "latestAction": '
                  '{"actionDate": "2025-03-24", "text": "Referred to the House Committee on Financial Services."},'
                  '\n            "number": "2288",\n            "originChamberCode": "H",\n'
                  '            "updateDateIncludingText": "2026-01-30"\n        }\n    ],\n'
                  '    "pagination": {"count": 7941}\n}\n',
                  1, keys=("bills", "latestAction", "originChamberCode", "updateDateIncludingText")),
        # the root's name, 'bill', is any schema's: USLM's namespace tells GPO's
        FieldFile("a USLM bill XML (GPO's United States Legislative Markup: <bill> in the "
                  "http://schemas.gpo.gov/xml/uslm namespace, then meta, preface, main and its sections)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<bill xmlns="http://schemas.gpo.gov/xml/uslm" '
                  'xmlns:dc="http://purl.org/dc/elements/1.1/" xml:lang="en"> <meta>\n'
                  '<dc:title>119 HR 2288 IH: To require fair and accurate tenant screening reports.</dc:title>\n',
                  2, root="bill", marks=("http://schemas.gpo.gov/xml/uslm",)),
        FieldFile("a legislative analyst's bill rating sheet typed as text (analyst, date read, bill number, fiscal "
                  "impact, urgency, overall)",
                  "okoro 2026-02-23 HB1234 4 5 4.5\nokoro 2026-02-23 SB5417 3 4 3.5\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$", lookalike=True),
        FieldFile("a caucus member's bill ballot typed as text (member, place, bill number, short title)",
                  "delgado 1 HB1234 tenant-screening\ndelgado 2 HB1502 housing-trust-fund\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$", lookalike=True),
        FieldFile("a legislative committee clerk's vote tally typed as text (bill number, ayes, nays, excused, "
                  "absent, recommendation)",
                  "HB1234 7 4 0 0 do-pass\nHB1502 9 2 0 0 do-pass-substitute\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
