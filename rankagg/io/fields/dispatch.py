"""An emergency communications centre's files (issue 45's thirty-third bar, u33g_): NEMSIS datasets, NFIRS exports,
CAP alerts, CAD incident exports, NENA i3 logs and run cards."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

DISPATCH = Field(
    team="an emergency communications centre's files (u33g_)",
    advice="give each model's ranking of the units for an incident type and district (the drive-time model's, the "
           "AVL ETAs', the coverage model's, the supervisors') as a run, a district and incident type a query and each "
           "unit a document (unit:E12@st12), the score higher for the better choice: 'DISTRICT/TYPE Q0 UNIT RANK "
           "SCORE MODEL'; the units that arrived first are the qrels, 'DISTRICT/TYPE 0 UNIT GRADE'",
    files=(
        FieldFile("a NEMSIS v3 EMS dataset (EMSDataSet: the agency's header, then each patient care report's eTimes, "
                  "eResponse, eDisposition, ...)", '<?xml version="1.0" encoding="UTF-8"?>\n<EMSDataSet xmlns="http://'
                  'www.nemsis.org">\n  <Header/>\n</EMSDataSet>\n', 2, root="EMSDataSet"),
        FieldFile("an NFIRS 5.0 export (caret-delimited: STATE^FDID^INC_DATE^INC_NO^EXP_NO^..., a fire incident "
                  "module's rows)", "STATE^FDID^INC_DATE^INC_NO^EXP_NO^VERSION^DEPT_STA^INC_TYPE\n"
                  "NY^31004^11272026^2600042^0^5.0^012^111\n", 1, line=r"\ASTATE\^FDID\^INC_DATE\^INC_NO\^"),
        FieldFile("a CAP alert (the Common Alerting Protocol's XML: identifier, sender, sent, status, msgType, info)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">\n'
                  '  <identifier>ECC-2026-11-27-0042</identifier>\n</alert>\n', 2, root="alert",
                  marks=("urn:oasis:names:tc:emergency:cap",)),
        FieldFile("a CAD incident export (IncidentNumber, CallReceived, Dispatched, EnRoute, OnScene, Unit, ...: a "
                  "unit's response per row)", "IncidentNumber,CallReceived,Dispatched,EnRoute,OnScene,Unit,Priority\n"
                  "F26112700042,2026-11-27 08:00:12,2026-11-27 08:01:05,2026-11-27 08:01:48,"
                  "2026-11-27 08:05:31,E12,1\n", 1, columns=("IncidentNumber", "Dispatched", "OnScene", "Unit")),
        FieldFile("NENA i3 log events (JSON: logEventType, timestamp, elementId, agencyId, ...: an NG9-1-1 call's "
                  "logged events)", '{"logEventType": "CallStartLogEvent", "timestamp": '
                  '"2026-11-27T08:00:12.118-05:00", "elementId": "bcf1.county.example.gov", "agencyId": '
                  '"psap.county.example.gov"}\n', 1,
                  keys=("logEventType", "elementId", "agencyId")),
        FieldFile("a CAD's runcard table (ZONE, CALLTYPE, UNIT, ORDER, ...: the units each call type gets in each "
                  "zone, in order)", "; exported 2026-11-27 06:00 by cadadmin\n; district 04, all shifts\n"
                  "ZONE  CALLTYPE  UNIT  ORDER  ETA_MIN  PLAN\n0412  STRUC     E12   1      4.2      SF-1ALM\n", 3,
                  columns=("ZONE", "CALLTYPE", "UNIT", "ORDER")),
    ))
