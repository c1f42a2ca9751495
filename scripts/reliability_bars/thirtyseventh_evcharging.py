"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, an EV charging network operator ranking charging
stations and sessions per site across reliability and usage signals (its cases, ids ``u37g_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each charging site and week (``site:DE-BER-0042/2026-w48``) is a query and each charge point's EVSE
or charging session a document (``evse:DE*EVX*E0042A*1``, ``sess:TX-0042A-000917@evse-1``); the runs are the uptime
monitor's, the utilisation report's, a machine-learned fault model's and the operations team's rankings, scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each signal's record, and judged
against the field technicians' test-charge audits (2 charged first time, 1 charged after a remote reset, 0 failed).
The mistakes and odd files: the field's own files given where runs or qrels are read (OCPP 2.0.1 JSON-RPC frames, a
charge point's OCPP 1.6J firmware log, OCPI locations and CDRs, a ChargePoint session export, the AFDC's station
list, Open Charge Map's POIs, an OpenADR 2.0b event, ISO 15118-2 messages as XML and as a V2GTP/EXI stream, OCMF
signed meter values), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_EVCHARGING = ("45 Unseen inputs: a thirty-seventh bar, an EV charging network operator ranking charging "
                            "stations and sessions per site across reliability and usage signals (OCPP, OCPI, "
                            "ChargePoint, AFDC, Open Charge Map, OpenADR, ISO 15118, OCMF)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['uptime', 'utilisation', 'fault_model', 'ops_team'],
    items=['evse:DE*EVX*E0042A*1', 'evse:DE*EVX*E0042A*2', 'evse:DE*EVX*E0042B*1', 'evse:DE*EVX*E0042B*2',
           'evse:DE*EVX*E0042C*1', 'sess:TX-0042A-000917@evse-1', 'sess:TX-0042B-000388@evse-2',
           'cp:EVX-0042-D@ocpp2.0.1'],
    queries=['site:DE-BER-0042/2026-w48', 'site:DE-HAM-0017/2026-w48', 'site:NL-AMS-0008/2026-w48',
             'site:FR-PAR-0231/2026-w48', 'site:US-CA-PAO-0117/2026-w48', 'site:DE-A9-RASTHOF-0311/2026-w48'],
    suffix='/night', generator='chargers', judgements='audits') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "chargers", "chargers.run")

_RECS3 = ["uptime", "utilisation", "fault_model"]
_OUT = ("chargers.run",)
_ONE_RUN = ("site:DE-BER-0042/2026-w48 Q0 evse:DE*EVX*E0042A*1 1 0.91 uptime\nsite:DE-BER-0042/2026-w48 Q0 "
            "evse:DE*EVX*E0042A*2 2 0.77 uptime\n")
# the team's files, as the charge points, backends, roaming hubs and registries write them (a few lines)
_OCPP201 = ('[2,"b7a1c9e0-3f1d-4c1a-9e55-0f2d1a7c8e01","BootNotification",{"chargingStation":{"model":"DC150",'
            '"vendorName":"EVX","firmwareVersion":"4.2.1","serialNumber":"2231-0042-D"},"reason":"PowerUp"}]\n'
            '[3,"b7a1c9e0-3f1d-4c1a-9e55-0f2d1a7c8e01",{"currentTime":"2026-11-27T08:00:00.000Z","interval":300,'
            '"status":"Accepted"}]\n'
            '[2,"c2f04b1a-8d3e-4e7b-a1c6-5b9d0e2f3a44","StatusNotification",{"timestamp":"2026-11-27T08:00:01.000Z",'
            '"connectorStatus":"Available","evseId":1,"connectorId":1}]\n'
            '[2,"d39e7c25-1a0b-4f8e-9c3d-2e6f7a8b9c10","TransactionEvent",{"eventType":"Started","timestamp":'
            '"2026-11-27T08:03:12.000Z","triggerReason":"CablePluggedIn","seqNo":0,"transactionInfo":'
            '{"transactionId":"TX-0042D-000051"},"evse":{"id":1,"connectorId":1}}]\n')
# a charge point's firmware log of its OCPP 1.6J traffic: a banner, then six fields a line (time, direction, charge
# box, action, message id, the payload as compact JSON)
_FW_LOG = ("=== EVX DC150 SN 2231-0042-A firmware 4.2.1 OCPP 1.6J log opened 2026-11-27T00:00:00Z ===\n"
           '2026-11-27T08:00:01.123Z CP->CS EVX-0042-A StatusNotification 19223201 {"connectorId":1,"errorCode":'
           '"NoError","status":"Available"}\n'
           "2026-11-27T08:00:01.311Z CS->CP EVX-0042-A StatusNotification 19223201 {}\n"
           '2026-11-27T08:03:12.004Z CP->CS EVX-0042-A StartTransaction 19223202 {"connectorId":1,"idTag":'
           '"04A2B3C4D5E6F7","meterStart":1234500,"timestamp":"2026-11-27T08:03:12Z"}\n'
           '2026-11-27T08:03:12.190Z CS->CP EVX-0042-A StartTransaction 19223202 {"idTagInfo":{"status":"Accepted"},'
           '"transactionId":917}\n')
_OCPI_LOCATIONS = ('{"data": [{"country_code": "DE", "party_id": "EVX", "id": "LOC0042", "publish": true, "name": '
                   '"Berlin Alexanderplatz P2", "address": "Karl-Liebknecht-Str. 13", "city": "Berlin", '
                   '"postal_code": "10178", "country": "DEU", "coordinates": {"latitude": "52.521918", "longitude": '
                   '"13.413215"}, "evses": [{"uid": "0042A1", "evse_id": "DE*EVX*E0042A*1", "status": "CHARGING", '
                   '"connectors": [{"id": "1", "standard": "IEC_62196_T2_COMBO", "format": "CABLE", "power_type": '
                   '"DC", "max_voltage": 920, "max_amperage": 200, "max_electric_power": 150000, "last_updated": '
                   '"2026-11-27T08:03:12Z"}], "last_updated": "2026-11-27T08:03:12Z"}], "time_zone": '
                   '"Europe/Berlin", "last_updated": "2026-11-27T08:03:12Z"}], "status_code": 1000, '
                   '"status_message": "Success", "timestamp": "2026-11-27T08:05:00Z"}\n')
_OCPI_CDRS = ('{"data": [{"country_code": "DE", "party_id": "EVX", "id": "CDR-0042A-000917", "start_date_time": '
              '"2026-11-27T08:03:12Z", "end_date_time": "2026-11-27T08:41:55Z", "session_id": "TX-0042A-000917", '
              '"cdr_token": {"country_code": "NL", "party_id": "EMP", "uid": "04A2B3C4D5E6F7", "type": "RFID", '
              '"contract_id": "NL-EMP-C12345678-X"}, "auth_method": "WHITELIST", "cdr_location": {"id": "LOC0042", '
              '"address": "Karl-Liebknecht-Str. 13", "city": "Berlin", "postal_code": "10178", "country": "DEU", '
              '"coordinates": {"latitude": "52.521918", "longitude": "13.413215"}, "evse_uid": "0042A1", '
              '"evse_id": "DE*EVX*E0042A*1", "connector_id": "1", "connector_standard": "IEC_62196_T2_COMBO", '
              '"connector_format": "CABLE", "connector_power_type": "DC"}, "currency": "EUR", "charging_periods": '
              '[{"start_date_time": "2026-11-27T08:03:12Z", "dimensions": [{"type": "ENERGY", "volume": 41.73}]}], '
              '"total_cost": {"excl_vat": 24.62, "incl_vat": 29.30}, "total_energy": 41.73, "total_time": 0.6453, '
              '"last_updated": "2026-11-27T08:42:10Z"}], "status_code": 1000, "status_message": "Success", '
              '"timestamp": "2026-11-27T09:00:00Z"}\n')
_CHARGEPOINT = ("Station Name,MAC Address,Org Name,Start Date,Start Time Zone,End Date,End Time Zone,Transaction Date "
                "(Pacific Time),Total Duration (hh:mm:ss),Charging Time (hh:mm:ss),Energy (kWh),GHG Savings (kg),"
                "Gasoline Savings (gallons),Port Type,Port Number,Plug Type,EVSE ID,Address 1,City,State/Province,"
                "Postal Code,Country,Latitude,Longitude,Currency,Fee,Ended By,Plug In Event Id,Driver Postal Code,"
                "User ID,County,System S/N,Model Number\n"
                "EVX PALO ALTO / HAMILTON #1,0024:B100:0002:6C2E,EVX Charging,11/24/2026 07:12,PST,11/24/2026 09:03,"
                "PST,11/24/2026 09:03,1:51:24,1:32:10,9.604,4.034,1.205,Level 2,2,J1772,115137,445 Bryant St,"
                "Palo Alto,California,94301,United States,37.446153,-122.160711,USD,2.88,Plug Out at Vehicle,3417,"
                "94306,284917,Santa Clara County,141041000351,CT4020-HD-GW\n")
_AFDC = ("Fuel Type Code,Station Name,Street Address,Intersection Directions,City,State,ZIP,Plus4,Station Phone,"
         "Status Code,Expected Date,Groups With Access Code,Access Days Time,Cards Accepted,BD Blends,NG Fill Type "
         "Code,NG PSI,EV Level1 EVSE Num,EV Level2 EVSE Num,EV DC Fast Count,EV Other Info,EV Network,EV Network Web,"
         "Geocode Status,Latitude,Longitude,Date Last Confirmed,ID,Updated At,Owner Type Code,Federal Agency ID,"
         "Federal Agency Name,Open Date,Hydrogen Status Link,NG Vehicle Class,LPG Primary,E85 Blender Pump,"
         "EV Connector Types,Country\n"
         "ELEC,Hamilton Avenue Garage,445 Bryant St,,Palo Alto,CA,94301,,888-758-4389,E,,Public,24 hours daily,,,,,,"
         "4,2,,ChargePoint Network,http://www.chargepoint.com/,GPS,37.446153,-122.160711,2026-11-20,152347,"
         "2026-11-20 15:04:11 UTC,LG,,,2019-05-01,,,,,J1772 J1772COMBO,US\n")
_OCM = ('[{"IsRecentlyVerified": true, "DateLastVerified": "2026-11-20T09:14:00Z", "ID": 187342, "UUID": '
        '"6C4F5B1E-2D1A-4F0C-9A7B-3E2D1C0B9A88", "DataProviderID": 1, "OperatorID": 3534, "UsageTypeID": 1, '
        '"UsageCost": "0,59 EUR/kWh", "AddressInfo": {"ID": 187683, "Title": "EVX Berlin Alexanderplatz P2", '
        '"AddressLine1": "Karl-Liebknecht-Str. 13", "Town": "Berlin", "Postcode": "10178", "CountryID": 87, '
        '"Latitude": 52.521918, "Longitude": 13.413215, "DistanceUnit": 0}, "Connections": [{"ID": 301245, '
        '"ConnectionTypeID": 33, "StatusTypeID": 50, "LevelID": 3, "Amps": 200, "Voltage": 920, "PowerKW": 150.0, '
        '"CurrentTypeID": 30, "Quantity": 2}], "NumberOfPoints": 4, "StatusTypeID": 50, "DateLastStatusUpdate": '
        '"2026-11-20T09:14:00Z", "DataQualityLevel": 1, "DateCreated": "2023-04-11T12:00:00Z", '
        '"SubmissionStatusTypeID": 200}]\n')
_OPENADR = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<oadr:oadrPayload xmlns:oadr="http://openadr.org/oadr-2.0b/2012/07" '
            'xmlns:ei="http://docs.oasis-open.org/ns/energyinterop/201110" '
            'xmlns:pyld="http://docs.oasis-open.org/ns/energyinterop/201110/payloads" '
            'xmlns:xcal="urn:ietf:params:xml:ns:icalendar-2.0">\n'
            '  <oadr:oadrSignedObject>\n    <oadr:oadrDistributeEvent ei:schemaVersion="2.0b">\n'
            '      <pyld:requestID>req-2026-11-27-0042</pyld:requestID>\n      <ei:vtnID>VTN-STADTWERK-01</ei:vtnID>\n'
            '      <oadr:oadrEvent>\n        <ei:eiEvent>\n          <ei:eventDescriptor>\n'
            '            <ei:eventID>evt-peak-1127</ei:eventID>\n'
            '            <ei:modificationNumber>0</ei:modificationNumber>\n'
            '            <ei:createdDateTime>2026-11-27T06:00:00Z</ei:createdDateTime>\n'
            '            <ei:eventStatus>far</ei:eventStatus>\n          </ei:eventDescriptor>\n'
            '        </ei:eiEvent>\n        <oadr:oadrResponseRequired>always</oadr:oadrResponseRequired>\n'
            '      </oadr:oadrEvent>\n    </oadr:oadrDistributeEvent>\n  </oadr:oadrSignedObject>\n'
            '</oadr:oadrPayload>\n')
_ISO15118_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                 '<v2gci_d:V2G_Message xmlns:v2gci_d="urn:iso:15118:2:2013:MsgDef" '
                 'xmlns:v2gci_h="urn:iso:15118:2:2013:MsgHeader" xmlns:v2gci_b="urn:iso:15118:2:2013:MsgBody" '
                 'xmlns:v2gci_t="urn:iso:15118:2:2013:MsgDataTypes">\n'
                 '  <v2gci_d:Header><v2gci_h:SessionID>3A7F21C90B4D5E60</v2gci_h:SessionID></v2gci_d:Header>\n'
                 '  <v2gci_d:Body>\n    <v2gci_b:ChargeParameterDiscoveryReq>\n'
                 '      <v2gci_b:RequestedEnergyTransferMode>DC_extended</v2gci_b:RequestedEnergyTransferMode>\n'
                 '      <v2gci_t:DC_EVChargeParameter>\n'
                 '        <v2gci_t:DC_EVStatus><v2gci_t:EVReady>true</v2gci_t:EVReady><v2gci_t:EVErrorCode>NO_ERROR'
                 '</v2gci_t:EVErrorCode><v2gci_t:EVRESSSOC>23</v2gci_t:EVRESSSOC></v2gci_t:DC_EVStatus>\n'
                 '      </v2gci_t:DC_EVChargeParameter>\n    </v2gci_b:ChargeParameterDiscoveryReq>\n'
                 '  </v2gci_d:Body>\n</v2gci_d:V2G_Message>\n')


def _v2gtp(hex_payload: str) -> bytes:
    """A V2GTP frame (ISO 15118-2): version 0x01, its inverse 0xFE, payload type 0x8001 (an EXI-encoded V2G message),
    the payload's length, then the EXI body (its header byte 0x80: distinguishing bits, no options)."""
    payload = bytes.fromhex(hex_payload)
    return b"\x01\xfe\x80\x01" + len(payload).to_bytes(4, "big") + payload


# a SECC's dump of a session: supportedAppProtocolReq, its answer, SessionSetupReq (as captured from a car)
_V2G_EXI = (_v2gtp("8000dbab9371d3234b71d1b981899189d191818991d26b9b3a232b30020000040040") + _v2gtp("80400040")
            + _v2gtp("809a0011d00000"))
_OCMF = ('OCMF|{"FV":"1.0","GI":"EVX DC150","GS":"2231-0042-A","GV":"4.2.1","PG":"T917","MV":"Phoenix Contact",'
         '"MM":"EEM-DC-500","MS":"DC5002231004","MF":"1.2","IS":true,"IL":"VERIFIED","IF":["RFID_PLAIN",'
         '"OCPP_RS_TLS"],"IT":"ISO14443","ID":"04A2B3C4D5E6F7","CT":"EVSEID","CI":"DE*EVX*E0042A*1","RD":[{"TM":'
         '"2026-11-27T09:03:12,000+0100 S","TX":"B","RV":1234.5,"RI":"01-00:01.08.00.FF","RU":"kWh","RT":"DC",'
         '"EF":"","ST":"G"},{"TM":"2026-11-27T09:41:55,000+0100 S","TX":"E","RV":1276.23,"RI":"01-00:01.08.00.FF",'
         '"RU":"kWh","RT":"DC","EF":"","ST":"G"}]}|{"SA":"ECDSA-secp256r1-SHA256","SD":"3045022100B1E4A6F0C2D8'
         '7E9A1B3C5D7E9F0A2B4C6D8E0F1A3B5C7D9E1F2A4B6C8D0E2F0220412A6C8E0B2D4F6A8C0E2B4D6F8A0C2E4B6D8F0A2C4E6B8D0F2'
         'A4C6E8B0D2F4A6C8E"}\n')


def thirtyseventh_bar_evcharging_cases() -> list[Case]:
    G = THIRTYSEVENTH_EVCHARGING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="chargers", judgements="audits", runs=_RECS3, stem="chargers", outputs=_OUT,
        item="EVSE or session", rounded="utilisation",
        weights="{'uptime': 2.0, 'utilisation': 1.0, 'fault_model': 0.5, 'ops_team': 1.5}",
        lone_query="R['ops_team']['site:DE-LEJ-0450/2026-w48'] = {'evse:DE*EVX*E0450A*1': 0.9, "
                   "'evse:DE*EVX*E0450A*2': 0.4}\n",
        trust="uptime 2\nutilisation 1\nfault_model 0.5\n",
        trust_dict="{'uptime': 2, 'utilisation': 1, 'fault_model': 0.5}",
        texts={
            "rrf": ("u37g_rrf_signals",
                    "rankagg.fuse({signal: {site/week: {EVSE or session: score}}}, method='rrf'): four signals, six "
                    "sites ('site:DE-BER-0042/2026-w48'), EVSEs by eMI3 id ('evse:DE*EVX*E0042A*1')"),
            "borda": ("u37g_borda_unscored_evses",
                      "rankagg.fuse(..., method='borda'): the fault model has no score for EVSEs that sent no OCPP "
                      "StatusNotification this week"),
            "combsum": ("u37g_combsum_rounded_utilisation",
                        "rankagg.fuse(..., method='combsum'): utilisation at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u37g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per site: uptime counts 2, the fault model 0.5"),
            "frame": ("u37g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the network's reliability "
                      "sheet, a row per site, EVSE and signal"),
            "evaluate": ("u37g_evaluate_audits",
                         "rankagg.evaluate(fused ranking, the test-charge audits, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the EVSEs that charged first time"),
            "lone": ("u37g_one_signal_site",
                     "rankagg.fuse(..., method='rrf'): a site only the operations team ranked (commissioned this "
                     "week, no uptime history) beside sites every signal covers"),
            "cli_rrf": ("u37g_cli_rrf_runs",
                        "rankagg fuse uptime.run utilisation.run fault_model.run --method rrf -o chargers.run: one "
                        "run per signal, sites as queries"),
            "cli_borda": ("u37g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: uptime counts "
                          "double)"),
            "cli_combsum": ("u37g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four EVSEs per site a technician visits "
                            "in a shift"),
            "cli_evaluate": ("u37g_cli_evaluate_audit_qrels",
                             "rankagg evaluate chargers.run --qrels audits.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the test-charge audits (0-2)"),
            "cli_parquet": ("u37g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o chargers.parquet: gzipped runs from the CSMS's "
                            "nightly jobs, a Parquet table for the network dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37g_ocpp201_frames_as_run", "OCPP 2.0.1 JSON-RPC frames, one a line ([2, id, 'BootNotification', {...}], "
         "[3, id, {...}])", "cs-evx-0042-d_ocpp.jsonl", _OCPP201, "OCPP", "cs-evx-0042-d_ocpp.jsonl:1"),
        ("u37g_firmware_ocpp16_log_as_run", "a charge point's firmware log of its OCPP 1.6J traffic (a banner, then "
         "six fields a line: time, direction, charge box, action, message id, payload)", "EVX-0042-A_ocpp.log",
         _FW_LOG, "OCPP", "EVX-0042-A_ocpp.log:1"),
        ("u37g_ocpi_locations_as_run", "an OCPI 2.2.1 locations answer (data: country_code, party_id, id, ..., evses, "
         "connectors; status_code 1000)", "ocpi_locations.json", _OCPI_LOCATIONS, "OCPI", "ocpi_locations.json:1"),
        ("u37g_chargepoint_sessions_as_run", "a ChargePoint session export (Station Name, MAC Address, Org Name, "
         "Start Date, ..., Energy (kWh), ..., Model Number)", "ChargePoint_sessions_2026-11.csv", _CHARGEPOINT,
         "ChargePoint", "ChargePoint_sessions_2026-11.csv:1"),
        ("u37g_afdc_stations_as_run", "the AFDC's alternative fuel stations (Fuel Type Code, Station Name, ..., "
         "EV Level2 EVSE Num, EV DC Fast Count, EV Network, ...)", "alt_fuel_stations.csv", _AFDC, "AFDC",
         "alt_fuel_stations.csv:1"),
        ("u37g_open_charge_map_as_run", "Open Charge Map's POIs (ID, UUID, DataProviderID, OperatorID, AddressInfo, "
         "Connections, ...)", "ocm_poi_berlin.json", _OCM, "Open Charge Map", "ocm_poi_berlin.json:1"),
        ("u37g_openadr_event_as_run", "an OpenADR 2.0b event (oadrPayload, oadrDistributeEvent, eiEvent)",
         "oadrDistributeEvent_1127.xml", _OPENADR, "OpenADR", "oadrDistributeEvent_1127.xml:2"),
        ("u37g_iso15118_xml_as_run", "an ISO 15118-2 message decoded to XML (V2G_Message in urn:iso:15118:2:2013:"
         "MsgDef, Header, Body, ChargeParameterDiscoveryReq)", "ChargeParameterDiscoveryReq.xml", _ISO15118_XML,
         "ISO 15118", "ChargeParameterDiscoveryReq.xml:2"),
        ("u37g_v2gtp_exi_as_run", "an ISO 15118-2 session dump (V2GTP frames: 0x01 0xFE, payload type 0x8001, then "
         "EXI-encoded messages)", "secc_session_0042A.v2g", _V2G_EXI, "ISO 15118", "secc_session_0042A.v2g")],
        one_run=("uptime.run", _ONE_RUN), stem="chargers",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an EXI stream read as lines gives no ranking: named by its V2GTP header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37g_ocpi_cdrs_as_qrels", "ocpi_cdrs.json", _OCPI_CDRS, "OCPI"),
        ("u37g_ocmf_as_qrels", "TX-0042A-000917_ocmf.txt", _OCMF, "OCMF"),
        ("u37g_chargepoint_as_qrels", "ChargePoint_sessions_2026-11.csv", _CHARGEPOINT, "ChargePoint"),
        ("u37g_firmware_log_as_qrels", "EVX-0042-A_ocpp.log", _FW_LOG, "OCPP")],
        one_run=("uptime.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37g_out_exi", "chargers.exi", "an EXI document (ISO 15118's encoding)"),
        ("u37g_out_pcapng", "chargers.pcapng", "a capture of the chargers' OCPP and V2G traffic"),
        ("u37g_out_geojson", "chargers.geojson", "the network map's GeoJSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37g_api_ocpi_locations_dict",
            "rankagg.fuse(json.load(ocpi_locations.json)): an OCPI locations answer loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "OCPI", why="a run maps a query to {document: score}; OCPI's 'data' is a list of locations and "
            "'status_code' a number", files={"l.json": _OCPI_LOCATIONS}),
        bad("u37g_api_chargepoint_frame",
            "rankagg.fuse(pd.read_csv(ChargePoint_sessions_2026-11.csv)): a ChargePoint session export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "ChargePoint", why="a table of runs has qid, docid, run and score columns; ChargePoint's has a charging "
            "session per row", files={"s.csv": _CHARGEPOINT}),
    ]
    return cases
