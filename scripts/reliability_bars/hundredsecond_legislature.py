"""Issue 45's hundred-and-second bar of scripts/reliability_matrix.py, a state legislature's nonpartisan policy office,
its analysts and a committee of caucus staff ranking bills per session, committee, topic and hearing agenda from
fiscal-note impact scores, stakeholder testimony counts, analysts' priority ratings and the committee chairs' votes
(its cases, ids ``u102a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each session's committee docket, topic and hearing agenda (``session:2026/judiciary``, the session's
year, then the committee; ``topic:2026/housing``; ``agenda:2026-03-04/appropriations``, the hearing's date, then the
committee) is a query and each bill a document (``bill:2026-HB-1234/v2``, the session, the chamber's prefix and the
bill's number, then the version as the office counts them); the runs are the fiscal notes' impact scores, the
stakeholder testimony counts, the analysts' priority ratings and the committee chairs' votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the chairs' votes weighted highest (the chairs
set the hearing agendas), and judged against the hearing outcomes (2 reported out of committee, 1 heard, 0 not
heard).  The mistakes and odd files: the field's own files given where runs or qrels are read (LegiScan's
getMasterList and getBill answers (JSON), Open States' API v3 /bills answer (JSON) and its bulk bills CSV,
Congress.gov's API v3 bill list (JSON) for the federal companion bills, a USLM bill XML, the bill text as a PDF
(binary), and an analyst's rating sheet, a caucus member's ballot and the committee clerk's vote tally as the office
types them), and outputs named for the field's files (a PDF hearing agenda, a USLM-like .xml, an iCalendar .ics
hearing calendar, a LegiScan-like answer saved as .json).
(Checked: LegiScan's answers from its clients' typed models and a stored answer: getMasterList's {status: "OK",
masterlist: {session: {session_id, state_id, year_start, year_end, prefile, sine_die, prior, special, session_tag,
session_title, session_name}, "0": {bill_id, number, change_hash, url, status_date, status, last_action_date,
last_action, title, description}, "1": ...}} from several TypeScript and Rust clients' types (the MasterListSession
and LegiscanMasterListBill interfaces, the legiscan crate's MasterListBill) and a Go client's test answer; getBill's
bill keys and their order (bill_id, change_hash, session_id, session, url, state_link, completed, status, status_date,
progress, state, state_id, bill_number, bill_type, bill_type_id, body, body_id, current_body, current_body_id, title,
description, committee, pending_committee_id, history, sponsors, sasts, subjects, texts, votes, amendments,
supplements, calendar), its compact layout and PHP's escaped slashes ('https:\\/\\/legiscan.com\\/...') from a stored
LegiScan bill file (fanghuiz/legiscanrr, inst/extdata/bill/HB1044.json, a bulk dataset's {bill: ...}; the API's
{status: "OK", bill: ...} envelope from the clients' GetBillByIdResponse), the pending committee's {committee_id,
chamber, chamber_id, name} from the clients' types; getBill's session holds the stored file's six keys, the sponsor is
trimmed to a few of the stored keys, a subject's {subject_id, subject_name} is from the clients' types (the stored
bill had none), and the ids, hashes and the state's links are illustrative.  Open States' API v3 from its source
(openstates/api-v3, api/schemas.py, api/pagination.py, api/bills.py): a Bill's id, session, jurisdiction {id, name,
classification}, from_organization {id, name, classification}, identifier, title, classification, subject, extras,
created_at, updated_at, openstates_url, first_action_date, latest_action_date, latest_action_description,
latest_passage_date in that order, the list {results, pagination {per_page, page, max_page, total_items}}, None left
out (response_model_exclude_none), FastAPI's compact JSON; the uuids and dates are illustrative.  Open States' bulk
CSV from its exporter (openstates/openstates.org, bulk/management/commands/export_csv.py): {state}_{session}_bills.csv
written by csv.DictWriter (CRLF) from Django's values() of id, identifier, title, classification, subject, then
session_identifier, jurisdiction, organization_classification, the two ArrayFields written as Python lists
("['bill']").  Congress.gov's API v3 bill list from the Library of Congress's documentation
(LibraryOfCongress/api.congress.gov, Documentation/BillEndpoint.md: congress, type, originChamber, originChamberCode,
number, url, title, updateDateIncludingText, latestAction {actionDate, text}, updateDate) and clients' typed models of
the answer ({bills, pagination {count, next}, request {contentType, format}}, the bill's keys in alphabetical order);
the request's billType and congress, the indented layout and the key order of a live answer are from memory, not
checked.  USLM from GPO's bill samples (usgpo/uslm, bill-version-samples-september-2024/H2157_IH.XML): the XML
declaration, the xml-stylesheet instruction and the <bill xmlns="http://schemas.gpo.gov/xml/uslm" ...> root on one
line, then <meta> with dc:title, dc:type, docNumber, citableAs, docStage, currentChamber, dc:creator, processedBy,
processedDate, dc:publisher, dc:format, dc:language, dc:rights, congress, session, publicPrivate, then <preface> and
<main> with longTitle, enactingFormula and sections (the preface trimmed to its type, number and title); the bill
itself is illustrative (its root on line 1, where the refusal must point: case.named_at reads one prolog item before a
root, and this line holds two).  The PDF is ISO 32000's: the %PDF-1.7 header, a comment of four high bytes marking it
binary, six objects (catalog, pages, page, Helvetica font, content stream, info), a cross-reference table of 20-byte
entries at offsets computed here, the trailer, startxref and %%EOF; read back with pypdf 7.1.1 in strict mode (its
page, its title and its text); the producer is illustrative.  Left out, as they could not be checked: LegiScan's bulk
dataset ZIPs and its CSV exports, Open States' bulk JSON and PostgreSQL dumps, the states' own bill XML (each state's
schema its own, none stored), a fiscal note's own format (each state's, mostly PDF); the rating sheet, the ballot and
the vote tally are typed here as the office writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import dataclasses
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSECOND_LEGISLATURE = ("45 Unseen inputs: a hundred-and-second bar, a state legislature's nonpartisan policy "
                             "office (analysts and a committee of caucus staff) ranking bills per session, committee, "
                             "topic and hearing agenda from fiscal-note impact scores, stakeholder testimony counts, "
                             "analysts' priority ratings and the committee chairs' votes (LegiScan's getMasterList and "
                             "getBill JSON, Open States' /bills JSON and bulk bills CSV, Congress.gov's bill list "
                             "JSON, USLM bill XML, bill text PDFs, rating sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fiscal_notes', 'testimony_counts', 'analyst_ratings', 'chair_votes'],
    items=['bill:2026-HB-1234/v2', 'bill:2026-SB-0417/v1', 'bill:2026-HB-1502/v3', 'bill:2026-SB-0088/v2',
           'bill:2026-HB-0967/v1', 'bill:2026-HB-2210/v1', 'bill:2026-SB-0731/v2', 'bill:2026-HJR-4003/v1'],
    queries=['session:2026/judiciary', 'topic:2026/housing', 'agenda:2026-03-04/appropriations',
             'session:2026/finance', 'topic:2026/water-rights', 'agenda:2026-03-11/judiciary'],
    suffix='/substitute', generator='hearing_priority_scores', judgements='hearing_outcomes'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "hearing_priority_scores", "committee_rankings.run")

_RECS3 = ["fiscal_notes", "analyst_ratings", "chair_votes"]
_OUT = ("committee_rankings.run",)
_ONE_RUN = ("session:2026/judiciary Q0 bill:2026-HB-1234/v2 1 0.9312 chair_votes\n"
            "session:2026/judiciary Q0 bill:2026-SB-0417/v1 2 0.8847 chair_votes\n")


# the team's files, as LegiScan, Open States, Congress.gov, GPO, the bill drafting office and the analysts write them
def _php_json(obj: dict) -> str:
    """Compact JSON as PHP's json_encode writes it (LegiScan's answers): slashes escaped, non-ASCII as \\u escapes."""
    return json.dumps(obj, separators=(",", ":")).replace("/", "\\/")


_LS_SESSION = {"session_id": 2196, "state_id": 47, "year_start": 2025, "year_end": 2026, "prefile": 0, "sine_die": 0,
               "prior": 0, "special": 0, "session_tag": "Regular Session", "session_title": "2025-2026 Regular Session",
               "session_name": "69th Legislature"}


def _ls_bill(bill_id: int, number: str, change_hash: str, status_date: str, last_date: str, last_action: str,
             title: str) -> dict:
    return {"bill_id": bill_id, "number": number, "change_hash": change_hash,
            "url": f"https://legiscan.com/WA/bill/{number}/2025", "status_date": status_date, "status": 1,
            "last_action_date": last_date, "last_action": last_action, "title": title, "description": title}


# LegiScan's getMasterList answer (op=getMasterList&state=WA): the session, then a bill per numbered key; compact, the
# slashes escaped as PHP writes them
_LEGISCAN_MASTER = _php_json({"status": "OK", "masterlist": {
    "session": _LS_SESSION,
    "0": _ls_bill(1893412, "HB1234", "5f0c2a9d81e34b7e6a1c0d92f4b8e317", "2026-01-12", "2026-02-19",
                  "Executive action taken in the House Committee on Housing at 1:30 PM.",
                  "Concerning tenant screening reports."),
    "1": _ls_bill(1894077, "SB5417", "c9e1b04a7d26f3e85b0a4c71d2e96f08", "2026-01-13", "2026-02-20",
                  "Referred to Ways & Means.", "Concerning water rights adjudication funding."),
    "2": _ls_bill(1895502, "HB1502", "0a7d3e58c1f94b26e8d05a3c7b1f4e92", "2026-01-14", "2026-02-16",
                  "Public hearing in the House Committee on Appropriations at 3:30 PM.",
                  "Concerning the housing trust fund.")}})
_LEGISCAN_MASTER_NAME = "legiscan_masterlist_WA_2025.json"

# LegiScan's getBill answer (op=getBill&id=1893412): the bill's keys in the stored answer's order, its pending
# committee, history, a sponsor, its texts and votes; compact, slashes escaped
_LEGISCAN_BILL = _php_json({"status": "OK", "bill": {
    "bill_id": 1893412, "change_hash": "5f0c2a9d81e34b7e6a1c0d92f4b8e317", "session_id": 2196,
    "session": {"session_id": 2196, "session_name": "69th Legislature", "session_title": "2025-2026 Regular Session",
                "year_start": 2025, "year_end": 2026, "special": 0},
    "url": "https://legiscan.com/WA/bill/HB1234/2025",
    "state_link": "https://app.leg.wa.gov/billsummary?BillNumber=1234&Year=2025", "completed": 0, "status": 1,
    "status_date": "2026-01-12", "progress": [{"date": "2026-01-12", "event": 1}, {"date": "2026-02-19", "event": 9}],
    "state": "WA", "state_id": 47, "bill_number": "HB1234", "bill_type": "B", "bill_type_id": "1", "body": "H",
    "body_id": 91, "current_body": "H", "current_body_id": 91, "title": "Concerning tenant screening reports.",
    "description": "Concerning tenant screening reports.",
    "committee": {"committee_id": 3815, "chamber": "H", "chamber_id": 91, "name": "Housing"},
    "pending_committee_id": 3815,
    "history": [{"date": "2026-01-12", "action": "First reading, referred to Housing.", "chamber": "H",
                 "chamber_id": 91, "importance": 1},
                {"date": "2026-02-04", "action": "Public hearing in the House Committee on Housing at 1:30 PM.",
                 "chamber": "H", "chamber_id": 91, "importance": 0},
                {"date": "2026-02-19", "action": "Executive action taken in the House Committee on Housing at 1:30 PM.",
                 "chamber": "H", "chamber_id": 91, "importance": 0}],
    "sponsors": [{"people_id": 21984, "person_hash": "k3q8z1vd", "party_id": 1, "party": "D", "role_id": 1,
                  "role": "Rep", "name": "Ana Delgado", "district": "HD-036", "sponsor_type_id": 1,
                  "sponsor_order": 1, "committee_sponsor": 0, "committee_id": 0}],
    "sasts": [], "subjects": [{"subject_id": 4411, "subject_name": "Landlord And Tenant"}],
    "texts": [{"doc_id": 3120577, "date": "2026-01-12", "type": "Introduced", "type_id": 1, "mime": "application/pdf",
               "mime_id": 2, "url": "https://legiscan.com/WA/text/HB1234/id/3120577",
               "state_link": "https://lawfilesext.leg.wa.gov/biennium/2025-26/Pdf/Bills/House Bills/1234.pdf",
               "text_size": 48213}],
    "votes": [], "amendments": [], "supplements": [], "calendar": []}})
_LEGISCAN_BILL_NAME = "legiscan_getBill_1893412.json"

# Open States' API v3 answer to GET /bills?jurisdiction=wa&session=2025-2026: results (None fields left out), then the
# pagination; FastAPI's compact JSON
_OS_HOUSE = {"id": "ocd-organization/0b4cd2c6-3bd5-4f7a-a1c2-6e7a1d5e2c10", "name": "House", "classification": "lower"}
_OS_SENATE = {"id": "ocd-organization/8f2d6a0e-9c3b-4e1d-b7a5-2c4e6f8a0b13", "name": "Senate",
              "classification": "upper"}
_OS_JURISDICTION = {"id": "ocd-jurisdiction/country:us/state:wa/government", "name": "Washington",
                    "classification": "state"}


def _os_bill(uuid: str, org: dict, identifier: str, title: str, subject: list[str], updated: str, first: str,
             latest: str, latest_desc: str) -> dict:
    return {"id": f"ocd-bill/{uuid}", "session": "2025-2026", "jurisdiction": _OS_JURISDICTION,
            "from_organization": org, "identifier": identifier, "title": title, "classification": ["bill"],
            "subject": subject, "extras": {}, "created_at": "2026-01-09T19:42:07.118342+00:00",
            "updated_at": updated,
            "openstates_url": f"https://openstates.org/wa/bills/2025-2026/{identifier.replace(' ', '')}/",
            "first_action_date": first, "latest_action_date": latest, "latest_action_description": latest_desc}


_OPENSTATES_JSON = json.dumps({"results": [
    _os_bill("3e9a6c1f-5b2d-4a7e-9f08-c41d2b7e6a53", _OS_HOUSE, "HB 1234", "Concerning tenant screening reports.",
             ["Landlord And Tenant", "Housing"], "2026-02-20T08:14:51.602917+00:00", "2026-01-12", "2026-02-19",
             "Executive action taken in the House Committee on Housing at 1:30 PM."),
    _os_bill("a71f0d94-2c6e-4b38-8e15-7d9c3a0b5f26", _OS_SENATE, "SB 5417",
             "Concerning water rights adjudication funding.", ["Water Rights"], "2026-02-21T08:09:12.447120+00:00",
             "2026-01-13", "2026-02-20", "Referred to Ways & Means.")],
    "pagination": {"per_page": 2, "page": 1, "max_page": 812, "total_items": 1623}}, separators=(",", ":"))
_OPENSTATES_JSON_NAME = "openstates_bills_wa_2025-2026.json"

# Open States' bulk CSV (the session's ZIP, WA/2025-2026/WA_2025-2026_bills.csv): csv.DictWriter, CRLF, the two
# array fields written as Python lists
_OPENSTATES_CSV = (
    "id,identifier,title,classification,subject,session_identifier,jurisdiction,organization_classification\r\n"
    "ocd-bill/3e9a6c1f-5b2d-4a7e-9f08-c41d2b7e6a53,HB 1234,Concerning tenant screening reports.,['bill'],"
    "\"['Landlord And Tenant', 'Housing']\",2025-2026,Washington,lower\r\n"
    "ocd-bill/a71f0d94-2c6e-4b38-8e15-7d9c3a0b5f26,SB 5417,Concerning water rights adjudication funding.,['bill'],"
    "['Water Rights'],2025-2026,Washington,upper\r\n"
    "ocd-bill/5c2e8b17-0f4a-4d96-a3b1-9e6d7c2f0a84,HB 1502,Concerning the housing trust fund.,['bill'],"
    "\"['Housing', 'Appropriations']\",2025-2026,Washington,lower\r\n")
_OPENSTATES_CSV_NAME = "WA_2025-2026_bills.csv"


# Congress.gov's API v3 answer to GET /v3/bill/119/hr?format=json: the federal companion bills the office tracks, then
# the pagination and the request (the layout a guess)
def _cg_bill(number: str, title: str, action_date: str, action: str, updated: str) -> dict:
    return {"congress": 119, "latestAction": {"actionDate": action_date, "text": action}, "number": number,
            "originChamber": "House", "originChamberCode": "H", "title": title, "type": "HR", "updateDate": updated,
            "updateDateIncludingText": updated, "url": f"https://api.congress.gov/v3/bill/119/hr/{number}?format=json"}


_CONGRESS_JSON = json.dumps({
    "bills": [_cg_bill("2288", "Fair Tenant Screening Act", "2025-03-24",
                       "Referred to the House Committee on Financial Services.", "2026-01-30"),
              _cg_bill("3107", "Western Water Adjudication Support Act", "2025-05-01",
                       "Referred to the Subcommittee on Water, Wildlife and Fisheries.", "2026-02-11")],
    "pagination": {"count": 7941, "next": "https://api.congress.gov/v3/bill/119/hr?offset=2&limit=2&format=json"},
    "request": {"billType": "hr", "congress": "119", "contentType": "application/json", "format": "json"}},
    indent=4)
_CONGRESS_NAME = "congress_gov_bills_119_hr.json"

# a USLM bill (GPO's bill XML, as its samples are written): the declaration, the stylesheet and the root on line 1,
# then meta, preface and main
_USLM_XML = (
    '<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/css" href="uslm.css"?><bill '
    'xmlns="http://schemas.gpo.gov/xml/uslm" xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:html="http://www.w3.org/1999/xhtml" xmlns:uslm="http://schemas.gpo.gov/xml/uslm" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    'xsi:schemaLocation="http://schemas.gpo.gov/xml/uslm uslm-2.1.0.xsd" xml:lang="en" '
    'id="H7C2E19A04B3D4F6E8A1B5C9D0E2F4A6B"> <meta>\n'
    '<dc:title>119 HR 2288 IH: To require fair and accurate tenant screening reports.</dc:title>\n'
    '<dc:type>House Bill</dc:type>\n'
    '<docNumber>2288</docNumber>\n'
    '<citableAs>119 HR 2288 IH</citableAs>\n'
    '<citableAs>119hr2288ih</citableAs>\n'
    '<docStage>Introduced in House</docStage>\n'
    '<currentChamber>HOUSE</currentChamber>\n'
    '<dc:creator>United States House of Representatives</dc:creator>\n'
    '<processedBy>GPO XPub Bill to USLM Generator, version 0.5</processedBy>\n'
    '<processedDate>2025-03-26</processedDate>\n'
    '<dc:publisher>United States Government Publishing Office</dc:publisher>\n'
    '<dc:format>text/xml</dc:format>\n'
    '<dc:language>EN</dc:language>\n'
    '<dc:rights>Pursuant to Title 17 Section 105 of the United States Code, this file is not subject to copyright '
    'protection and is in the public domain.</dc:rights>\n'
    '<congress>119</congress>\n'
    '<session>1</session>\n'
    '<publicPrivate>public</publicPrivate></meta>\n'
    '<preface>\n'
    '<dc:type>H. R. </dc:type>\n'
    '<docNumber>2288</docNumber>\n'
    '<dc:title>To require fair and accurate tenant screening reports.</dc:title>\n'
    '</preface>\n'
    '<main id="H0D4B6F8A2C1E4B7D9F3A5C7E9B1D3F5A"><longTitle><docTitle>A BILL</docTitle><officialTitle>To require '
    'fair and accurate tenant screening reports.</officialTitle></longTitle><enactingFormula><i>Be it enacted by the '
    'Senate and House of Representatives of the United States of America in Congress assembled, </i>'
    '</enactingFormula>\n'
    '<section identifier="/us/bill/119/hr/2288/s1" id="H5A7C9E1B3D5F4A6C8E0B2D4F6A8C0E2B"><num value="1">SECTION 1. '
    '</num><heading>Short title.</heading><content>This Act may be cited as the '
    '<quotedText>Fair Tenant Screening Act</quotedText>.</content></section></main>\n'
    '</bill>\n')
_USLM_NAME = "BILLS-119hr2288ih.uslm.xml"


# the bill text as the state's bill drafting office publishes it: a one-page PDF (ISO 32000-1: the header, a binary
# comment, six objects, the cross-reference table at offsets counted here, the trailer)
def _bill_pdf() -> bytes:
    text = (b"BT /F1 12 Tf 72 720 Td (HOUSE BILL 1234) Tj 0 -18 Td (State of Washington 69th Legislature "
            b"2026 Regular Session) Tj 0 -18 Td (AN ACT Relating to tenant screening reports) Tj ET")
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> "
            b"/Contents 5 0 R >>",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
            b"<< /Title (HB 1234 - Tenant screening reports) /Producer (Bill Drafting System PDF export) "
            b"/CreationDate (D:20260112093000-08'00') >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for n, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f\r\n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n\r\n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return out


_PDF = _bill_pdf()
_PDF_NAME = "HB1234_v2_bill_text.pdf"

# an analyst's rating sheet as typed from the review binder: analyst, date read, bill, fiscal impact (1-5), policy
# urgency (1-5), overall: six fields a line
_RATING_SHEET = ("okoro 2026-02-23 HB1234 4 5 4.5\nokoro 2026-02-23 SB5417 3 4 3.5\n"
                 "lindqvist 2026-02-24 HB1502 5 4 4.5\nlindqvist 2026-02-24 SB5088 2 3 2.5\n"
                 "marsh 2026-02-25 HB0967 3 3 3.0\n")
# a caucus member's ballot as typed for the committee staff meeting: member, place, bill, short title: four fields a
# line
_BALLOT = ("delgado 1 HB1234 tenant-screening\ndelgado 2 HB1502 housing-trust-fund\n"
           "delgado 3 SB5417 water-adjudication\ndelgado 4 SB5088 court-interpreters\n")
# the committee clerk's vote tally as typed after executive session: bill, ayes, nays, excused, absent,
# recommendation: six fields a line
_VOTE_TALLY = ("HB1234 7 4 0 0 do-pass\nHB1502 9 2 0 0 do-pass-substitute\nSB5417 6 5 0 0 do-pass\n"
               "SB5088 3 7 1 0 without-recommendation\n")


def _described(cases: list[Case], texts: list[str]) -> list[Case]:
    """The qrels cases, each's text saying what its file is (the team's words for it, the tool's name among them)."""
    return [dataclasses.replace(c, what=c.what.replace("the field's file", t)) for c, t in zip(cases, texts)]


def hundredsecond_bar_legislature_cases() -> list[Case]:
    G = HUNDREDSECOND_LEGISLATURE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="hearing_priority_scores", judgements="hearing_outcomes", runs=_RECS3,
        stem="committee_rankings", outputs=_OUT, item="bill", rounded="analyst_ratings",
        weights="{'fiscal_notes': 1.0, 'testimony_counts': 0.5, 'analyst_ratings': 1.0, 'chair_votes': 2.0}",
        lone_query="R['testimony_counts']['agenda:2026-03-18/public-hearing'] = "
                   "{'bill:2026-HB-2210/v1': 0.9, 'bill:2026-SB-0731/v2': 0.4}\n",
        trust="fiscal_notes 1\nanalyst_ratings 1\nchair_votes 2\n",
        trust_dict="{'fiscal_notes': 1, 'analyst_ratings': 1, 'chair_votes': 2}",
        texts={
            "rrf": ("u102a_rrf_hearing_priority_scores",
                    "rankagg.fuse({source: {session, topic or agenda: {bill: score}}}, method='rrf'): the fiscal "
                    "notes' impact scores, the testimony counts, the analysts' ratings and the chairs' votes, six "
                    "rankings ('session:2026/judiciary'), bills as 'bill:2026-HB-1234/v2'"),
            "borda": ("u102a_borda_bill_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a bill no stakeholder testified on yet and one analyst "
                      "never rated, so some sources have no score for it"),
            "combsum": ("u102a_combsum_rounded_analyst_ratings",
                        "rankagg.fuse(..., method='combsum'): the analysts' priority ratings as averages at one "
                        "decimal (many ties), beside the fiscal notes and the chairs' votes"),
            "fuser": ("u102a_weighted_fuser_chair_votes",
                      "rankagg.Fuser('rrf', weights=...) per session, topic and agenda: the chairs' votes count 2, "
                      "as the chairs set the hearing agendas"),
            "frame": ("u102a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's tracking "
                      "sheet, a row per docket, bill and source"),
            "evaluate": ("u102a_evaluate_hearing_outcomes",
                         "rankagg.evaluate(fused ranking, the hearing outcomes, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the bills reported out of committee first"),
            "lone": ("u102a_public_hearing_only_testimony_counts",
                     "rankagg.fuse(..., method='rrf'): a public hearing's sign-in sheets, which only the testimony "
                     "counts cover, beside sessions and agendas every source covers"),
            "cli_rrf": ("u102a_cli_rrf_runs",
                        "rankagg fuse fiscal_notes.run analyst_ratings.run chair_votes.run --method rrf -o "
                        "committee_rankings.run: one run per source, sessions, topics and agendas as queries"),
            "cli_borda": ("u102a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the chairs' votes "
                          "count double)"),
            "cli_combsum": ("u102a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bills a hearing agenda holds"),
            "cli_evaluate": ("u102a_cli_evaluate_hearing_outcomes_qrels",
                             "rankagg evaluate committee_rankings.run --qrels hearing_outcomes.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the hearing outcomes (0-2)"),
            "cli_parquet": ("u102a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o committee_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the analysts' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u102a_legiscan_masterlist_json_as_run", "LegiScan's getMasterList answer (status; masterlist: session, "
         "then bills keyed 0, 1, ... of bill_id, number, change_hash, url, status, last_action, title)",
         _LEGISCAN_MASTER_NAME, _LEGISCAN_MASTER, "LegiScan", f"{_LEGISCAN_MASTER_NAME}:1"),
        ("u102a_legiscan_getbill_json_as_run", "LegiScan's getBill answer (status; bill: bill_id, change_hash, "
         "session, progress, committee, history, sponsors, texts, votes, ...)", _LEGISCAN_BILL_NAME, _LEGISCAN_BILL,
         "LegiScan", f"{_LEGISCAN_BILL_NAME}:1"),
        ("u102a_openstates_bills_json_as_run", "Open States' API v3 /bills answer (results of id, session, "
         "jurisdiction, from_organization, identifier, title, ...; pagination)", _OPENSTATES_JSON_NAME,
         _OPENSTATES_JSON, "Open States", f"{_OPENSTATES_JSON_NAME}:1"),
        ("u102a_openstates_bills_csv_as_run", "Open States' bulk bills CSV (id, identifier, title, classification, "
         "subject, session_identifier, jurisdiction, organization_classification)", _OPENSTATES_CSV_NAME,
         _OPENSTATES_CSV, "Open States", named_at(_OPENSTATES_CSV_NAME, _OPENSTATES_CSV)),
        ("u102a_congress_gov_bills_json_as_run", "Congress.gov's API v3 bill list (bills of congress, latestAction, "
         "number, originChamber, title, type, url; pagination; request)", _CONGRESS_NAME, _CONGRESS_JSON,
         "Congress.gov", f"{_CONGRESS_NAME}:1"),
        ("u102a_uslm_bill_xml_as_run", "a USLM bill XML from GPO (<bill xmlns=\"http://schemas.gpo.gov/xml/uslm\">: "
         "meta, preface, main, sections)", _USLM_NAME, _USLM_XML, "USLM", f"{_USLM_NAME}:1"),
        ("u102a_bill_text_pdf_as_run", "the bill text as the drafting office's PDF (%PDF-1.7, objects, an xref "
         "table, %%EOF)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u102a_rating_sheet_as_run", "an analyst's rating sheet as typed (six fields a line: analyst, date read, "
         "bill, fiscal impact, urgency, overall)", "analyst_ratings_2026-W09.txt", _RATING_SHEET, "rating sheet",
         "analyst_ratings_2026-W09.txt:1"),
        ("u102a_caucus_ballot_as_run", "a caucus member's ballot as typed for the staff meeting (four fields a line: "
         "member, place, bill, short title)", "ballot_delgado_2026-03-04.txt", _BALLOT, "ballot",
         "ballot_delgado_2026-03-04.txt:1"),
        ("u102a_vote_tally_as_run", "the committee clerk's vote tally as typed after executive session (six fields "
         "a line: bill, ayes, nays, excused, absent, recommendation)", "vote_tally_2026-03-04.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026-03-04.txt:1")],
        one_run=("chair_votes.run", _ONE_RUN), stem="committee_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a bill, four counts "
                 "and a recommendation, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a bill's PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += _described(files_as_qrels(cli_bad, [
        ("u102a_caucus_ballot_as_qrels", "ballot_delgado_2026-03-04.txt", _BALLOT, "ballot"),
        ("u102a_vote_tally_as_qrels", "vote_tally_2026-03-04.txt", _VOTE_TALLY, "vote tally"),
        ("u102a_openstates_bills_csv_as_qrels", _OPENSTATES_CSV_NAME, _OPENSTATES_CSV, "Open States"),
        ("u102a_legiscan_masterlist_json_as_qrels", _LEGISCAN_MASTER_NAME, _LEGISCAN_MASTER, "LegiScan")],
        one_run=("chair_votes.run", _ONE_RUN)),
        ["a caucus member's ballot (member, place, bill, short title: four fields, no grade)",
         "the committee clerk's vote tally (bill, ayes, nays, excused, absent, recommendation)",
         "Open States' bulk bills CSV (the session's bills, no outcome)",
         "LegiScan's getMasterList answer (the session's bills and their last actions)"])

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u102a_out_pdf_agenda", "appropriations_agenda_2026-03-04.pdf", "a PDF hearing agenda"),
        ("u102a_out_uslm_xml", "HB1234_v2.uslm.xml", "a USLM bill XML"),
        ("u102a_out_ics_calendar", "committee_hearings_2026-03.ics", "an iCalendar hearing calendar"),
        ("u102a_out_legiscan_json", "masterlist_2026.legiscan.json", "a LegiScan getMasterList answer saved as JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=102"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u102a_api_legiscan_masterlist_dict",
            "rankagg.fuse(json.load(legiscan_masterlist_WA_2025.json)): LegiScan's getMasterList answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "LegiScan", why="a run maps a query to {document: score}; a LegiScan master list is a status and the "
            "session's bills keyed '0', '1', ... (each bill's id, number, change hash, URL, status, last action and "
            "title) beside the session's own record",
            files={"r.json": _LEGISCAN_MASTER}),
        bad("u102a_api_openstates_csv_frame",
            "rankagg.fuse(pd.read_csv(WA_2025-2026_bills.csv)): Open States' bulk bills CSV (id, identifier, title, "
            "..., organization_classification) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Open States", why="a table of runs has qid, docid, run and score columns; Open States' bills CSV has a "
            "bill a row (its Open Civic Data id, identifier, title, classification, subjects, session, jurisdiction "
            "and chamber)",
            files={"r.csv": _OPENSTATES_CSV}),
    ]
    return cases
