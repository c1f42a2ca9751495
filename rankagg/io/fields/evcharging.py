"""An EV charging network operator's files (issue 45's thirty-seventh bar, u37g_): OCPP-J frames (OCPP 1.6J and
2.0.1's JSON-RPC messages), a charge point's log of its OCPP traffic, OCPI locations and CDRs answers, ChargePoint's
session export, the AFDC's alternative fuel stations, Open Charge Map's POIs, OpenADR 2.0 payloads and ISO 15118-2
messages, as XML and as V2GTP frames of EXI, and OCMF signed meter values.  (The .exi, .pcapng and .geojson outputs
are named by older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an OCPP-J message (OCPP-J 1.6 and OCPP 2.0.1 part 4, 4.1.3): [2, id, action, payload] a CALL, [3, id, payload] a
#: CALLRESULT, [4, id, error code, description, details] a CALLERROR; the message id is at most 36 characters
_FRAME = (r'\[[ \t]*(?:2[ \t]*,[ \t]*"[^"\n]{1,36}"[ \t]*,[ \t]*"[A-Z][A-Za-z0-9]+"[ \t]*,[ \t]*\{'
          r'|3[ \t]*,[ \t]*"[^"\n]{1,36}"[ \t]*,[ \t]*\{'
          r'|4[ \t]*,[ \t]*"[^"\n]{1,36}"[ \t]*,[ \t]*"[A-Z][A-Za-z]+"[ \t]*,[ \t]*")')


def _v2gtp(payload: str) -> bytes:
    """A V2GTP frame (ISO 15118-2, 7.8.3) of the EXI message ``payload`` (hex): version 0x01 and its inverse 0xFE,
    payload type 0x8001 (an EXI-encoded V2G message), the payload's length in 4 bytes, then the payload."""
    return b"\x01\xfe\x80\x01" + (len(payload) // 2).to_bytes(4, "big") + bytes.fromhex(payload)


#: an SECC's dump: the supportedAppProtocolRes (OK, schema 1), then a second message (its EXI bytes illustrative)
_SESSION = _v2gtp("80400040") + _v2gtp("809a0211d0000000000000000000")

EVCHARGING = Field(
    team="an EV charging network operator's files (u37g_)",
    advice="give each signal's ranking of a site's charge points or sessions (the uptime monitor's, the utilisation "
           "report's, a fault model's, the operations team's) as a run, a site and week a query and each EVSE or "
           "session a document by its eMI3 EVSE id or transaction (evse:DE*EVX*E0042A*1, sess:TX-0042A-000917@evse-1), "
           "the score higher for the better: 'SITE/WEEK Q0 EVSE RANK SCORE SIGNAL'; the technicians' test-charge "
           "audits are the qrels, 'SITE/WEEK 0 EVSE GRADE' (2 charged first time, 1 after a remote reset, 0 failed)",
    files=(
        FieldFile("a file of OCPP-J frames (OCPP 1.6J or 2.0.1 JSON-RPC messages between a charge point and its CSMS, "
                  "one a line: [2, id, action, payload] calls, [3, id, payload] results, [4, id, error, ...] errors)",
                  '[2,"19223201","BootNotification",{"chargingStation":{"model":"DC150","vendorName":"EVX"},'
                  '"reason":"PowerUp"}]\n[3,"19223201",{"currentTime":"2026-11-27T08:00:00Z","interval":300,'
                  '"status":"Accepted"}]\n', 1, line=r"^[ \t]*" + _FRAME),
        # a charge point's or CSMS's own log of the traffic: an ISO 8601 time, the direction, the charge box, the
        # action, the message id and the payload as compact JSON, six fields that pass for a run's; a banner may come
        # first, so the log is named from its first line
        FieldFile("a charge point's log of its OCPP traffic (time, direction CP->CS or CS->CP, charge box, action, "
                  "message id, payload a line, as firmware and CSMS logs write OCPP messages)",
                  "=== OCPP 1.6J log opened 2026-11-27T00:00:00Z ===\n2026-11-27T08:00:01.123Z CP->CS EVX-0042-A "
                  'StatusNotification 19223201 {"connectorId":1,"errorCode":"NoError","status":"Available"}\n'
                  "2026-11-27T08:00:01.311Z CS->CP EVX-0042-A StatusNotification 19223201 {}\n", 1,
                  line=r"\A(?:[^\n]*\n){0,5}?[ \t]*\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?"
                       r"(?:Z|[+-]\d\d:?\d\d)?\]?[ \t]+(?:CP->CS|CS->CP|CP->CSMS|CSMS->CP)[ \t]+\S+[ \t]+"
                       r"[A-Z][A-Za-z0-9]+[ \t]+\S+[ \t]+[\[{]", lookalike=True),
        FieldFile("an OCPI locations answer (OCPI 2.x: data, a list of locations with country_code, party_id, id, "
                  "coordinates, evses and their connectors; status_code, status_message, timestamp)",
                  '{"data": [{"country_code": "DE", "party_id": "EVX", "id": "LOC0042", "coordinates": {"latitude": '
                  '"52.521918", "longitude": "13.413215"}, "evses": []}], "status_code": 1000, "status_message": '
                  '"Success", "timestamp": "2026-11-27T08:05:00Z"}\n', 1,
                  keys=("data", "status_code", "status_message", "country_code", "party_id", "coordinates", "evses")),
        FieldFile("an OCPI CDRs answer (OCPI 2.x charge detail records: data, a list of CDRs with country_code, "
                  "party_id, cdr_token, cdr_location, charging_periods, total_cost; status_code, status_message)",
                  '{"data": [{"country_code": "DE", "party_id": "EVX", "id": "CDR-0042A-000917", "cdr_token": '
                  '{"uid": "04A2B3C4D5E6F7", "type": "RFID"}, "cdr_location": {"id": "LOC0042"}, "currency": "EUR", '
                  '"charging_periods": [], "total_cost": {"excl_vat": 24.62}, "total_energy": 41.73}], '
                  '"status_code": 1000, "status_message": "Success"}\n', 1,
                  keys=("data", "status_code", "status_message", "country_code", "party_id", "cdr_token",
                        "charging_periods", "total_cost")),
        FieldFile("a ChargePoint session export (ChargePoint's charging sessions: Station Name, MAC Address, Org Name, "
                  "Start Date, ..., Total Duration (hh:mm:ss), Charging Time (hh:mm:ss), Energy (kWh), GHG Savings "
                  "(kg), ..., Plug In Event Id)",
                  "Station Name,MAC Address,Org Name,Start Date,Start Time Zone,End Date,End Time Zone,"
                  "Total Duration (hh:mm:ss),Charging Time (hh:mm:ss),Energy (kWh),GHG Savings (kg),"
                  "Gasoline Savings (gallons),Port Type,Port Number,Plug Type,Plug In Event Id\n"
                  "PALO ALTO CA / HAMILTON #1,0024:B100:0002:6C2E,City of Palo Alto,7/30/2011 0:00,PDT,"
                  "7/30/2011 0:02,PDT,0:02:03,0:01:54,0.211,0.089,0.027,Level 2,2,J1772,3\n", 1,
                  columns=("Station Name", "MAC Address", "Org Name", "Total Duration (hh:mm:ss)",
                           "Charging Time (hh:mm:ss)", "Energy (kWh)", "GHG Savings (kg)")),
        FieldFile("the AFDC's alternative fuel stations (the U.S. DOE Alternative Fuels Data Center's station list: "
                  "Fuel Type Code, Station Name, ..., EV Level1 EVSE Num, EV Level2 EVSE Num, EV DC Fast Count, "
                  "EV Network, ...)",
                  "Fuel Type Code,Station Name,Street Address,City,State,ZIP,Status Code,NG Fill Type Code,"
                  "EV Level1 EVSE Num,EV Level2 EVSE Num,EV DC Fast Count,EV Network,Latitude,Longitude,ID\n"
                  "ELEC,Hamilton Avenue Garage,445 Bryant St,Palo Alto,CA,94301,E,,,4,2,ChargePoint Network,"
                  "37.446153,-122.160711,152347\n", 1,
                  columns=("Fuel Type Code", "Station Name", "EV Level1 EVSE Num", "EV Level2 EVSE Num",
                           "EV DC Fast Count", "EV Network")),
        FieldFile("Open Charge Map's POIs (its API's charging locations: ID, UUID, DataProviderID, OperatorID, "
                  "UsageTypeID, AddressInfo, Connections, StatusTypeID, SubmissionStatusTypeID)",
                  '[{"ID": 187342, "UUID": "6C4F5B1E-2D1A-4F0C-9A7B-3E2D1C0B9A88", "DataProviderID": 1, '
                  '"OperatorID": 3534, "UsageTypeID": 1, "AddressInfo": {"ID": 187683, "Title": "Alexanderplatz P2", '
                  '"Latitude": 52.521918, "Longitude": 13.413215}, "Connections": [], "SubmissionStatusTypeID": 200}]'
                  "\n", 1, keys=("AddressInfo", "Connections", "DataProviderID", "UsageTypeID",
                                 "SubmissionStatusTypeID")),
        FieldFile("an OpenADR 2.0 payload (oadrPayload in the OpenADR 2.0a/2.0b namespace: oadrSignedObject, "
                  "oadrDistributeEvent and its eiEvent, or a report or registration)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<oadr:oadrPayload '
                  'xmlns:oadr="http://openadr.org/oadr-2.0b/2012/07">\n  <oadr:oadrSignedObject>\n'
                  '    <oadr:oadrDistributeEvent/>\n  </oadr:oadrSignedObject>\n</oadr:oadrPayload>\n', 2,
                  root="oadrPayload", marks=("http://openadr.org/oadr-2.0",)),
        FieldFile("an ISO 15118-2 message decoded to XML (V2G_Message in urn:iso:15118:2:2013:MsgDef, its Header with "
                  "the SessionID and its Body: SessionSetupReq, ChargeParameterDiscoveryReq, ...)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<v2gci_d:V2G_Message xmlns:v2gci_d="urn:iso:15118:2:2013:'
                  'MsgDef" xmlns:v2gci_h="urn:iso:15118:2:2013:MsgHeader">\n  <v2gci_d:Header><v2gci_h:SessionID>'
                  '3A7F21C90B4D5E60</v2gci_h:SessionID></v2gci_d:Header>\n  <v2gci_d:Body/>\n</v2gci_d:V2G_Message>\n',
                  2, root="V2G_Message", marks=("urn:iso:15118:2:",)),
        # OCMF (the Open Charge Metering Format, S.A.F.E. e.V.): 'OCMF|', the payload as JSON (its pagination PG, 'T'
        # a transaction's or 'F' a fiscal count), '|', the signature as JSON (its data SD); its blanks, inside the
        # JSON, make its field count anything, so it is declared as a lookalike too
        FieldFile("OCMF signed meter values (the Open Charge Metering Format of a calibration-law meter: 'OCMF|', "
                  "the payload with FV, GI, GS, PG, ..., its readings RD, then '|' and the signature SA, SD)",
                  'OCMF|{"FV":"1.0","GI":"ABL SBC-301","GS":"808829900001","GV":"1.4p3","PG":"T12345","MV":"Phoenix '
                  'Contact","MS":"2020900001","IS":false,"RD":[{"TM":"2026-11-27T09:03:12,000+0100 S","TX":"B",'
                  '"RV":2935.6,"RI":"01-00:B2.08.00*FF","RU":"kWh","ST":"G"}]}|{"SA":"ECDSA-secp256r1-SHA256",'
                  '"SD":"304402201B"}\n', 1,
                  line=r'^OCMF\|\{[^\n]*"PG"[ \t]*:[ \t]*"[TF]\d+"[^\n]*\}\|\{[^\n]*"SD"[ \t]*:', lookalike=True),
        FieldFile("an ISO 15118-2 session dump (V2GTP frames between an EV and a charger's SECC: version 0x01, 0xFE, "
                  "payload type 0x8001, its length, then an EXI-encoded V2G message)", _SESSION, 0,
                  # the length's high bytes zero (a V2G message is far below 64 KiB), then the EXI header: an optional
                  # '$EXI' cookie, then the distinguishing bits '10'
                  magic=b"\x01\xfe\x80\x01", line=r"\A\x01\xfe\x80\x01\x00\x00[\x00-\xff]{2}(?:\$EXI)?[\x80-\xbf]"),
    ))
