"""Issue 45's hundred-and-sixth bar of scripts/reliability_matrix.py, a freight forwarder's carrier selection team, its
procurement analysts and operations desk, ranking the carriers to award loads to per trade lane, week and
tender from on-time performance, tender acceptance, rate competitiveness and the desk's votes (its cases, ids
``u106a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each lane's week, each week's equipment and each quarter's tender (``lane:2026-W41/USLAX-USCHI``, the
week, then the lane as its UN/LOCODE pair; ``week:2026-W41/ftl-dry``; ``tender:2026-Q4/reefer-midwest``) is a query
and each carrier a document (``carrier:ODFL/old-dominion``, its SCAC, then a slug, as the team's TMS notes write it;
on the typed sheets the SCAC alone, beside the lane's UN/LOCODE pair ``USLAX-USCHI``); the runs are on-time
performance, tender acceptance, rate competitiveness and the desk's votes, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, on-time performance weighted highest (a missed appointment
costs the customer more than a dearer rate), and judged against the awards (2 primary carrier, 1 backup, 0 not
awarded).  The mistakes and odd files: the field's own files given where runs or qrels are read (an ANSI X12 214
shipment status message and an X12 990 response to a load tender as the carriers' EDI sends them, a UN/EDIFACT IFTSTA
status report, a GS1 EPCIS 2.0 JSON-LD document of shipping events, project44's truckload tracking answer, FMCSA's
company census CSV the team vets carriers with, an Excel rate sheet (.xlsx), and the analyst's rating sheet, a desk
member's ballot and the award tally as the team types them), and outputs named for the field's files (an X12 .edi
and .x12 message, an EDIFACT .edifact interchange, an EPCIS .jsonld document).
(Checked: the X12 214 against the two samples in apimeister/x12-types, src/v004010/_214_test.rs (1EDISource's and a
forwarder agent's EDI214 PDF: the ISA of fixed-width fields ending in the component separator, GS with functional
identifier QM, ST*214, B10, L11, N1, LX, AT7 with status code, reason, date, time and time code, AT8 weights, SE
counting ST to SE, GE, IEA; a segment a line, each ending '~'), B10's three elements (the carrier's reference, the
shipment id, the SCAC) as those samples give them, B1's (SCAC, reference, date, reservation action code) from that
crate's src/v004010/segment/b.rs; the N1 entity codes SH and CN, the L11 qualifiers and the AT7 codes (X3 arrived at
pick-up, AF departed, D1 delivered, NS normal) from memory.  The X12 990 from EdiFabric's 004050 template
(vgavril0v/ediexamples, X124050/EF_X12_004050_990.cs: ST, B1, L11, SE) with the functional identifier GF and B1's A
(accepted) and D (declined) as generators found by string search write them (no repository path shown); ISA12 00405
for a 004050 group is from memory.  The EDIFACT IFTSTA
from apimeister/edifact-types' test-data/d00b_iftsta.edi (UNB, UNH with IFTSTA:D:00B:UN, BGM+23, DTM+137 in format
203, NAD+CA, RFF+BM, CNI, STS, DTM+334, LOC+175, UNT counting UNH to UNT, UNZ; a segment a line, each ending "'"),
its UNA service string advice from the same crate's src/d00b/message/test_iftmin.rs (Bring's guide, whose UNA has a
decimal comma; the decimal point here, 'UNA:+.? ', is the default from memory); STS's status code D1 with agency HS
copies the sample's form, the code itself a guess.  GS1 EPCIS 2.0 from gs1/EPCIS,
JSON-simple-context/Example_9.6.1-ObjectEvent.jsonld (an EPCISDocument: @context, type, schemaVersion "2.0",
creationDate, epcisBody.eventList of ObjectEvents with eventID, action, bizStep, disposition, epcList, eventTime,
eventTimeZoneOffset, readPoint, bizLocation, bizTransactionList), the published context
https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld from EPCIS servers' code found by string search; the
bizSteps departing and arriving, the transaction type bol and SSCC EPC URIs from memory of CBV 2.0, the eventIDs
illustrative (not hashes of the events).  project44's truckload tracking answer from clients' models found by string
search (a Java client's TrackLoadStatusResponse: shipment, infoMessages, latestStatusUpdate, statusUpdates,
latestStopStatuses, mapUrl; a stop status's stopNumber, statusCode, arrivalCode, stopType, stopId; a test harness's
carrierIdentifier {type SCAC, value} and shipmentIdentifiers of type BILL_OF_LADING), no repository path shown; a
status update's fields (timestamp, statusCode, statusReason, address, geoCoordinates), the shipment stops' fields
and the key order are from memory and a guess; compact, as an API answers.  FMCSA's company census file from two
clients of it found by string search (one header with CELL_PHONE, one, older, without: DOT_NUMBER, LEGAL_NAME,
DBA_NAME, CARRIER_OPERATION, HM_FLAG, PC_FLAG, the physical and mailing address, TELEPHONE, FAX, CELL_PHONE,
EMAIL_ADDRESS, MCS150_DATE, MCS150_MILEAGE, MCS150_MILEAGE_YEAR, ADD_DATE, OIC_STATE, NBR_POWER_UNIT,
DRIVER_TOTAL); the newer header is used, the date form (as the census writes it), the quoting and the DOT numbers,
addresses and counts are guesses or illustrative.  The Excel rate sheet: the parts and namespaces of a SpreadsheetML
package as jaraco/xlsxcessive (xlsxcessive/markup.py) and PydPiper/pylightxl (pylightxl/writexl.py) write them
([Content_Types].xml, _rels/.rels with the officeDocument relationship, xl/workbook.xml with its sheets,
xl/_rels/workbook.xml.rels, xl/worksheets/sheet1.xml), inline strings from memory of ECMA-376, docProps and styles
left out; the ZIP bytes are Python's zipfile's, so the file opens with the 'PK\\x03\\x04' magic.  Left out, as they
could not be checked byte for byte: a TMS's carrier scorecard CSV (no TMS's export, McLeod's, MercuryGate's or Oracle
OTM's, is public; FMCSA's census file stands for the CSV the team keeps), FourKites' API answers, a PDF bill of
lading and a SQLite TMS database.  The rating sheet, the ballot and the award tally are typed here as the team's
procurement lead types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSIXTH_FREIGHT = ("45 Unseen inputs: a hundred-and-sixth bar, a freight forwarder's carrier selection team "
                        "(procurement analysts and the operations desk) ranking carriers to award loads to per trade "
                        "lane, week and tender from on-time performance, tender acceptance, rate competitiveness and "
                        "the desk's votes (ANSI X12 214 shipment status and 990 tender response EDI messages, "
                        "UN/EDIFACT IFTSTA status reports, GS1 EPCIS 2.0 JSON-LD event documents, project44 tracking "
                        "JSON, FMCSA census CSV, Excel rate sheets (.xlsx), analysts' rating sheets, desk ballots and "
                        "award tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['on_time', 'tender_acceptance', 'rate_competitiveness', 'desk_votes'],
    items=['carrier:HJBT/jb-hunt', 'carrier:ODFL/old-dominion', 'carrier:WERN/werner', 'carrier:SAIA/saia',
           'carrier:FXFE/fedex-freight', 'carrier:EXLA/estes-express', 'carrier:ABFS/abf-freight',
           'carrier:RLCA/rl-carriers'],
    queries=['lane:2026-W41/USLAX-USCHI', 'week:2026-W41/ftl-dry', 'tender:2026-Q4/reefer-midwest',
             'lane:2026-W41/USSAV-USATL', 'lane:2026-W41/USHOU-USDFW', 'week:2026-W41/ltl'],
    suffix='/rebid', generator='carrier_scores', judgements='awards'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "carrier_scores", "award_ranking.run")

_RECS3 = ["on_time", "tender_acceptance", "desk_votes"]
_OUT = ("award_ranking.run",)
_ONE_RUN = ("lane:2026-W41/USLAX-USCHI Q0 carrier:HJBT/jb-hunt 1 0.9312 desk_votes\n"
            "lane:2026-W41/USLAX-USCHI Q0 carrier:WERN/werner 2 0.8045 desk_votes\n")


# the team's files, as the carriers' EDI, GS1 EPCIS, project44, FMCSA, Excel and the team's procurement lead write them
# ANSI X12: the ISA's fixed-width fields, then a segment a line, each ended by '~'
def _isa(sender_q: str, sender: str, receiver: str, date: str, time: str, version: str, control: str) -> str:
    return "*".join(["ISA", "00", " " * 10, "00", " " * 10, sender_q, sender.ljust(15), "ZZ", receiver.ljust(15),
                     date, time, "U", version, control, "0", "P", ">"]) + "~"


def _x12(isa: str, gs: list[str], kind: str, sets: list[list[str]], control: str) -> str:
    lines, group = [isa, "*".join(["GS", *gs]) + "~"], gs[5]
    for n, body in enumerate(sets, 1):
        st = f"{n:04d}"
        segs = [f"ST*{kind}*{st}", *body]
        lines += [s + "~" for s in segs] + [f"SE*{len(segs) + 1}*{st}~"]
    return "\n".join(lines + [f"GE*{len(sets)}*{group}~", f"IEA*1*{control}~"]) + "\n"


# an X12 214 shipment status message from Old Dominion (004010): picked up in Los Angeles, delivered in Chicago
_X12_214 = _x12(_isa("02", "ODFL", "FWDCARRSEL", "261009", "1432", "00401", "000004127"),
                ["QM", "ODFL", "FWDCARRSEL", "20261009", "1432", "4127", "X", "004010"], "214",
                [["B10*71940238*SH2641-0417*ODFL", "L11*BOL2641041701*BM", "L11*T2026W41-0417*CR",
                  "N1*SH*PACIFIC COAST IMPORTS", "N1*CN*LAKESHORE DISTRIBUTION", "LX*1",
                  "AT7*X3*NS***20261007*0712*PT", "AT8*G*L*8420*12", "LX*2", "AT7*AF*NS***20261007*0905*PT",
                  "LX*3", "AT7*D1*NS***20261009*1410*CT"]], "000004127")
_X12_214_NAME = "214_ODFL_20261009_4127.edi"

# an X12 990 response to two load tenders from J.B. Hunt (004050): the first accepted, the second declined
_X12_990 = _x12(_isa("02", "HJBT", "FWDCARRSEL", "261006", "0917", "00405", "000000882"),
                ["GF", "HJBT", "FWDCARRSEL", "20261006", "0917", "882", "X", "004050"], "990",
                [["B1*HJBT*T2026W41-0417*20261006*A", "L11*SH2641-0417*SI"],
                 ["B1*HJBT*T2026W41-0418*20261006*D", "L11*SH2641-0418*SI"]], "000000882")
_X12_990_NAME = "990_HJBT_20261006_0882.x12"

# a UN/EDIFACT IFTSTA (D.00B) status report: UNA's service string advice, then a segment a line, each ended by "'"
_IFTSTA_BODY = ["UNH+1+IFTSTA:D:00B:UN", "BGM+23+ST2641041701+9", "DTM+137:202610091432:203",
                "NAD+CA+ODFL:172++OLD DOMINION FREIGHT LINE", "RFF+BM:BOL2641041701", "CNI+1",
                "STS+1+D1::HS:Delivered", "RFF+BM:BOL2641041701", "DTM+334:202610091410:203",
                "LOC+175+USCHI:139::CHICAGO, IL, US"]
_IFTSTA = "\n".join(["UNA:+.? '", "UNB+UNOC:3+ODFL:ZZZ+FWDCARRSEL:ZZZ+261009:1432+IC4127'"]
                    + [s + "'" for s in _IFTSTA_BODY]
                    + [f"UNT+{len(_IFTSTA_BODY) + 1}+1'", "UNZ+1+IC4127'"]) + "\n"
_IFTSTA_NAME = "IFTSTA_ODFL_20261009_IC4127.edi"


# a GS1 EPCIS 2.0 document of the pallets' shipping events (JSON-LD), two-space JSON
def _epcis_event(n: int, step: str, disposition: str, time: str, offset: str, sgln: str) -> dict:
    return {"eventID": f"ni:///sha-256;{n:064x}?ver=CBV2.0", "type": "ObjectEvent", "action": "OBSERVE",
            "bizStep": step, "disposition": disposition,
            "epcList": ["urn:epc:id:sscc:0614141.1026410417", "urn:epc:id:sscc:0614141.1026410418"],
            "eventTime": time, "eventTimeZoneOffset": offset, "readPoint": {"id": sgln},
            "bizLocation": {"id": sgln.rsplit(".", 1)[0] + ".0"},
            "bizTransactionList": [{"type": "bol",
                                    "bizTransaction": "urn:epcglobal:cbv:bt:0614141000005:BOL2641041701"},
                                   {"type": "po", "bizTransaction": "urn:epcglobal:cbv:bt:0614141000005:PO88213"}]}


_EPCIS = json.dumps({
    "@context": ["https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld"],
    "type": "EPCISDocument", "schemaVersion": "2.0", "creationDate": "2026-10-09T19:30:00.000Z",
    "epcisBody": {"eventList": [
        _epcis_event(0x41a7, "departing", "in_transit", "2026-10-07T09:05:00.000-07:00", "-07:00",
                     "urn:epc:id:sgln:0614141.00077.1"),
        _epcis_event(0x41a8, "arriving", "in_progress", "2026-10-09T14:10:00.000-05:00", "-05:00",
                     "urn:epc:id:sgln:0614141.00312.4")]}}, indent=2, ensure_ascii=False)
_EPCIS_NAME = "epcis_BOL2641041701.jsonld"

# project44's truckload tracking answer for one shipment (GET the shipment's tracking status), compact
_P44 = json.dumps({
    "shipment": {"id": 918273645,
                 "shipmentIdentifiers": [{"type": "BILL_OF_LADING", "value": "BOL2641041701"},
                                         {"type": "ORDER", "value": "SH2641-0417"}],
                 "carrierIdentifier": {"type": "SCAC", "value": "HJBT"},
                 "equipmentIdentifiers": [{"type": "MOBILE_PHONE_NUMBER", "value": "5555550147"}],
                 "shipmentStops": [
                     {"stopNumber": 1, "stopType": "ORIGIN",
                      "appointmentWindow": {"startDateTime": "2026-10-07T07:00:00",
                                            "endDateTime": "2026-10-07T09:00:00",
                                            "localTimeZoneIdentifier": "America/Los_Angeles"},
                      "location": {"address": {"postalCode": "90021", "addressLines": ["1400 E 7th St"],
                                               "city": "Los Angeles", "state": "CA", "country": "US"}}},
                     {"stopNumber": 2, "stopType": "DESTINATION",
                      "appointmentWindow": {"startDateTime": "2026-10-09T13:00:00",
                                            "endDateTime": "2026-10-09T15:00:00",
                                            "localTimeZoneIdentifier": "America/Chicago"},
                      "location": {"address": {"postalCode": "60638", "addressLines": ["5100 S Central Ave"],
                                               "city": "Chicago", "state": "IL", "country": "US"}}}]},
    "latestStatusUpdate": {"timestamp": "2026-10-09T19:10:00+0000", "statusCode": "COMPLETED",
                           "statusReason": {"code": "DELIVERED", "description": "Delivered at stop 2"},
                           "address": {"postalCode": "60638", "city": "Chicago", "state": "IL", "country": "US"},
                           "geoCoordinates": {"latitude": 41.8002, "longitude": -87.7619}},
    "statusUpdates": [{"timestamp": "2026-10-07T16:05:00+0000", "statusCode": "IN_MOTION",
                       "statusReason": {"code": "IN_TRANSIT", "description": "Departed stop 1"},
                       "geoCoordinates": {"latitude": 34.0341, "longitude": -118.2396}}],
    "latestStopStatuses": [{"stopNumber": 1, "statusCode": "DEPARTED", "arrivalCode": "ON_TIME", "stopType": "ORIGIN",
                            "stopId": 55012},
                           {"stopNumber": 2, "statusCode": "DEPARTED", "arrivalCode": "ON_TIME",
                            "stopType": "DESTINATION", "stopId": 55013}],
    "infoMessages": [],
    "mapUrl": "https://na12.voc.project44.com/shipments/918273645/map"}, separators=(",", ":"), ensure_ascii=False)
_P44_NAME = "p44_tracking_BOL2641041701.json"

# FMCSA's company census file (the carriers the team vets): its header and three carriers, '\n' lines, unquoted
_CENSUS_HEADER = ("DOT_NUMBER,LEGAL_NAME,DBA_NAME,CARRIER_OPERATION,HM_FLAG,PC_FLAG,PHY_STREET,PHY_CITY,PHY_STATE,"
                  "PHY_ZIP,PHY_COUNTRY,MAILING_STREET,MAILING_CITY,MAILING_STATE,MAILING_ZIP,MAILING_COUNTRY,TELEPHONE,"
                  "FAX,CELL_PHONE,EMAIL_ADDRESS,MCS150_DATE,MCS150_MILEAGE,MCS150_MILEAGE_YEAR,ADD_DATE,OIC_STATE,"
                  "NBR_POWER_UNIT,DRIVER_TOTAL")
_CENSUS = "\n".join([_CENSUS_HEADER,
                     "90849,OLD DOMINION FREIGHT LINE INC,,A,Y,N,500 OLD DOMINION WAY,THOMASVILLE,NC,27360,US,"
                     "500 OLD DOMINION WAY,THOMASVILLE,NC,27360,US,(336) 889-5000,,,,15-JAN-26,986000000,2025,"
                     "01-JUL-74,NC,11920,12871",
                     "39874,J B HUNT TRANSPORT INC,,A,Y,N,615 J B HUNT CORPORATE DR,LOWELL,AR,72745,US,"
                     "PO BOX 130,LOWELL,AR,72745,US,(479) 820-0000,,,,03-MAR-26,1740000000,2025,01-JAN-74,AR,"
                     "21480,24113",
                     "29124,SAIA MOTOR FREIGHT LINE LLC,SAIA LTL FREIGHT,A,Y,N,11465 JOHNS CREEK PKWY,JOHNS CREEK,GA,"
                     "30097,US,11465 JOHNS CREEK PKWY,JOHNS CREEK,GA,30097,US,(770) 232-5067,,,,20-FEB-26,512000000,"
                     "2025,01-JUL-74,GA,7140,8015"]) + "\n"
_CENSUS_NAME = "FMCSA_CENSUS1_2026Oct.csv"


# an Excel rate sheet (.xlsx): a SpreadsheetML package in a ZIP, one sheet of inline strings and numbers
def _cell(ref: str, value: str | float) -> str:
    if isinstance(value, str):
        return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
    return f'<c r="{ref}"><v>{value}</v></c>'


def _rate_sheet() -> bytes:
    rows = [["Lane", "SCAC", "Carrier", "Equipment", "Linehaul USD", "Fuel %", "All-in USD"],
            ["USLAX-USCHI", "HJBT", "J.B. Hunt", "53' dry van", 4180, 28.5, 5371.3],
            ["USLAX-USCHI", "WERN", "Werner", "53' dry van", 4025, 29.0, 5192.25],
            ["USLAX-USCHI", "ODFL", "Old Dominion", "LTL 12 pallets", 3610, 31.2, 4736.32]]
    cells = "".join(f'<row r="{r}">' + "".join(_cell(f"{'ABCDEFG'[c]}{r}", v) for c, v in enumerate(row)) + "</row>"
                    for r, row in enumerate(rows, 1))
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    parts = {
        "[Content_Types].xml": decl + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": decl + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": decl + f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets>'
        '<sheet name="Q4 LAX-CHI" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": decl + '<Relationships '
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": decl + f'<worksheet xmlns="{main}" xmlns:r="{rel}"><sheetData>{cells}'
        '</sheetData></worksheet>'}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, (2026, 10, 5, 9, 0, 0)), text.encode("utf-8"), zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_RATE_SHEET = _rate_sheet()
_RATE_SHEET_NAME = "rates_2026-Q4_USLAX-USCHI.xlsx"

# the analyst's rating sheet as typed from the scorecards: analyst, week, lane (UN/LOCODE pair), SCAC, on-time %,
# acceptance %, rate index, rating (1-5): eight fields a line
_RATING_SHEET = ("okonkwo 2026-W41 USLAX-USCHI HJBT 97.2 94 1.02 5\n"
                 "okonkwo 2026-W41 USLAX-USCHI WERN 95.8 88 0.97 4\n"
                 "okonkwo 2026-W41 USLAX-USCHI ODFL 98.9 91 1.11 4\n"
                 "okonkwo 2026-W41 USSAV-USATL SAIA 93.1 79 0.94 3\n"
                 "okonkwo 2026-W41 USHOU-USDFW EXLA 90.4 72 0.91 2\n")
# a desk member's ballot as typed after the Monday call: member, week, place, SCAC, lane: five fields a line
_BALLOT = ("rivera 2026-W41 1 HJBT USLAX-USCHI\nrivera 2026-W41 2 WERN USLAX-USCHI\n"
           "rivera 2026-W41 3 ODFL USLAX-USCHI\nrivera 2026-W41 4 SAIA USLAX-USCHI\n")
# the award tally as the procurement lead types it: lane, SCAC, award, for, against, abstain: six fields a line
_AWARD_TALLY = ("USLAX-USCHI HJBT primary 5 1 0\nUSLAX-USCHI WERN backup 4 1 1\n"
                "USLAX-USCHI ODFL none 2 3 1\nUSSAV-USATL SAIA primary 6 0 0\n")


def hundredsixth_bar_freight_cases() -> list[Case]:
    G = HUNDREDSIXTH_FREIGHT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="carrier_scores", judgements="awards", runs=_RECS3,
        stem="award_ranking", outputs=_OUT, item="carrier", rounded="tender_acceptance",
        weights="{'on_time': 2.0, 'tender_acceptance': 1.0, 'rate_competitiveness': 1.5, 'desk_votes': 0.5}",
        lone_query="R['rate_competitiveness']['tender:2026-Q4/hazmat-southeast'] = "
                   "{'carrier:EXLA/estes-express': 0.9, 'carrier:RLCA/rl-carriers': 0.4}\n",
        trust="on_time 2\ntender_acceptance 1\ndesk_votes 1\n",
        trust_dict="{'on_time': 2, 'tender_acceptance': 1, 'desk_votes': 1}",
        texts={
            "rrf": ("u106a_rrf_carrier_scores",
                    "rankagg.fuse({source: {lane, week or tender: {carrier: score}}}, method='rrf'): on-time "
                    "performance, tender acceptance, rate competitiveness and the desk's votes, six rankings "
                    "('lane:2026-W41/USLAX-USCHI'), carriers as 'carrier:ODFL/old-dominion'"),
            "borda": ("u106a_borda_carrier_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a carrier new to the lane, with no on-time history yet and "
                      "no rate on file, so some sources have no score for it"),
            "combsum": ("u106a_combsum_rounded_tender_acceptance",
                        "rankagg.fuse(..., method='combsum'): tender acceptance as a ratio at one decimal (many ties), "
                        "beside on-time performance and the desk's votes"),
            "fuser": ("u106a_weighted_fuser_on_time",
                      "rankagg.Fuser('rrf', weights=...) per lane, week and tender: on-time performance counts 2, "
                      "rate competitiveness 1.5, tender acceptance 1, the desk's votes 0.5, as a missed appointment "
                      "costs the customer more than a dearer rate"),
            "frame": ("u106a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's award workbook "
                      "exported long, a row per lane week, carrier and source"),
            "evaluate": ("u106a_evaluate_awards",
                         "rankagg.evaluate(fused ranking, the awards, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the primary and backup carriers first"),
            "lone": ("u106a_spot_tender_only_priced",
                     "rankagg.fuse(..., method='rrf'): the Q4 hazmat spot tender, which only the rate benchmark "
                     "covers so far, beside lanes, weeks and tenders every source covers"),
            "cli_rrf": ("u106a_cli_rrf_runs",
                        "rankagg fuse on_time.run tender_acceptance.run desk_votes.run --method rrf -o "
                        "award_ranking.run: one run per source, lanes, weeks and tenders as queries"),
            "cli_borda": ("u106a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: on-time performance "
                          "counts double)"),
            "cli_combsum": ("u106a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four carriers of a lane's routing guide"),
            "cli_evaluate": ("u106a_cli_evaluate_awards_qrels",
                             "rankagg evaluate award_ranking.run --qrels awards.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the awards (2 primary, 1 backup, 0 not awarded)"),
            "cli_parquet": ("u106a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o award_ranking.parquet: gzipped runs from the TMS's "
                            "nightly export, a Parquet table for the procurement dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u106a_x12_214_edi_as_run", "an ANSI X12 214 shipment status message as a carrier's EDI sends it (ISA, GS "
         "QM, ST*214, B10, L11, N1, LX and AT7 status segments, '~' terminators)", _X12_214_NAME, _X12_214, "X12",
         f"{_X12_214_NAME}:1"),
        ("u106a_x12_990_as_run", "an ANSI X12 990 response to a load tender (ISA, GS GF, ST*990, B1 with the "
         "accept or decline code, L11, '~' terminators)", _X12_990_NAME, _X12_990, "X12", f"{_X12_990_NAME}:1"),
        ("u106a_edifact_iftsta_as_run", "a UN/EDIFACT IFTSTA status report (UNA, UNB, UNH, BGM, NAD, CNI, STS, LOC, "
         "UNT, UNZ, \"'\" terminators)", _IFTSTA_NAME, _IFTSTA, "EDIFACT", f"{_IFTSTA_NAME}:1"),
        ("u106a_epcis_jsonld_as_run", "a GS1 EPCIS 2.0 document as JSON-LD (@context, type EPCISDocument, "
         "schemaVersion, epcisBody.eventList of ObjectEvents with bizStep, epcList of SSCCs, readPoint)",
         _EPCIS_NAME, _EPCIS, "EPCIS", f"{_EPCIS_NAME}:1"),
        ("u106a_project44_tracking_json_as_run", "project44's truckload tracking answer (shipment with "
         "carrierIdentifier SCAC and shipmentStops, latestStatusUpdate, statusUpdates, latestStopStatuses, mapUrl)",
         _P44_NAME, _P44, "project44", f"{_P44_NAME}:1"),
        ("u106a_fmcsa_census_csv_as_run", "FMCSA's company census CSV the team vets carriers with (DOT_NUMBER, "
         "LEGAL_NAME, DBA_NAME, CARRIER_OPERATION, ... NBR_POWER_UNIT, DRIVER_TOTAL)", _CENSUS_NAME, _CENSUS, "FMCSA",
         named_at(_CENSUS_NAME, _CENSUS)),
        ("u106a_excel_rate_sheet_as_run", "an Excel rate sheet (.xlsx: a ZIP with the 'PK\\x03\\x04' magic holding "
         "[Content_Types].xml, xl/workbook.xml and a worksheet of lanes, SCACs and rates)", _RATE_SHEET_NAME,
         _RATE_SHEET, "Excel", _RATE_SHEET_NAME),
        ("u106a_analyst_rating_sheet_as_run", "the analyst's rating sheet as typed (eight fields a line: analyst, "
         "week, lane, SCAC, on-time %, acceptance %, rate index, rating)", "rating_sheet_okonkwo_2026-W41.txt",
         _RATING_SHEET, "rating sheet", "rating_sheet_okonkwo_2026-W41.txt:1"),
        ("u106a_desk_ballot_as_run", "a desk member's ballot as typed after the Monday call (five fields a line: "
         "member, week, place, SCAC, lane)", "ballot_rivera_2026-W41.txt", _BALLOT, "ballot",
         "ballot_rivera_2026-W41.txt:1"),
        ("u106a_award_tally_as_run", "the award tally as the procurement lead types it (six fields a line: lane, "
         "SCAC, award, for, against, abstain)", "award_tally_2026-W41.txt", _AWARD_TALLY, "award tally",
         "award_tally_2026-W41.txt:1")],
        one_run=("desk_votes.run", _ONE_RUN), stem="award_ranking",
        text_why="trec_eval refuses a line of other than six fields, and an award tally's six are a lane, a SCAC, an "
                 "award and three counts, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Excel workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u106a_award_tally_as_qrels", "award_tally_2026-W41.txt", _AWARD_TALLY, "award tally"),
        ("u106a_desk_ballot_as_qrels", "ballot_rivera_2026-W41.txt", _BALLOT, "ballot"),
        ("u106a_x12_990_as_qrels", _X12_990_NAME, _X12_990, "X12"),
        ("u106a_edifact_iftsta_as_qrels", _IFTSTA_NAME, _IFTSTA, "EDIFACT")],
        one_run=("desk_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u106a_award_tally_as_qrels": "the award tally as typed, six fields a line",
            "u106a_desk_ballot_as_qrels": "a desk member's ballot as typed, five fields a line",
            "u106a_x12_990_as_qrels": "an X12 990 response to a load tender, its accepts taken for awards",
            "u106a_edifact_iftsta_as_qrels": "a UN/EDIFACT IFTSTA status report"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u106a_out_x12_edi", "awards_2026-W41.edi", "an X12 EDI message (as a 204 load tender goes to the carriers)"),
        ("u106a_out_x12", "routing_guide_2026-W41.x12", "an X12 interchange"),
        ("u106a_out_edifact", "IFTMIN_2026-W41.edifact", "a UN/EDIFACT IFTMIN instruction interchange"),
        ("u106a_out_epcis_jsonld", "awards_2026-W41.epcis.jsonld", "a GS1 EPCIS 2.0 JSON-LD document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=106"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u106a_api_project44_tracking_dict",
            "rankagg.fuse(json.load(p44_tracking.json)): project44's truckload tracking answer for one shipment, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "project44", why="a run maps a query to {document: score}; project44's answer is one shipment's tracking "
            "(its identifiers, the carrier's SCAC, the stops and their appointment windows, the latest status and "
            "the stops' statuses)",
            files={"r.json": _P44}),
        bad("u106a_api_fmcsa_census_frame",
            "rankagg.fuse(pd.read_csv(census.csv)): FMCSA's company census CSV (DOT_NUMBER, LEGAL_NAME, ... "
            "NBR_POWER_UNIT, DRIVER_TOTAL) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "FMCSA", why="a table of runs has qid, docid, run and score columns; FMCSA's census has a carrier a row "
            "(its USDOT number, legal name, operation, addresses, MCS-150 filing, power units and drivers), no score",
            files={"r.csv": _CENSUS}),
    ]
    return cases
