"""A mobile operator's network operations files (issue 45's thirty-fourth bar, u34b_): 3GPP PM measurement files
and Bulk CM exports, IPFIX flow files, OpenCelliD's cell towers, RFC 5424 syslog, Cisco IOS's 'show ip interface
brief' and running-config, SNMP MIB modules and snmpwalk's output, Junos's JSON and 'display set' configuration, and
a mediation system's CDR exports."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an IPFIX file's first message (RFC 7011): version 10, length, export time, sequence number, observation domain,
#: then a template set (id 2) of source and destination address and octet count
_IPFIX = (b"\x00\x0a\x00\x24\x67\xd3\xf2\xa0\x00\x00\x00\x01\x00\x00\x00\x00"
          b"\x00\x02\x00\x14\x01\x00\x00\x03\x00\x08\x00\x04\x00\x0c\x00\x04\x00\x01\x00\x08")

TELECOM = Field(
    team="a mobile operator's network operations files (u34b_)",
    advice="give each fault model's ranking of a region's degraded cells (the KPI anomaly detector's, the alarm "
           "correlator's, the complaints', the NOC engineers') as a run, a region and busy hour a query and each cell "
           "a document (its ECGI: ecgi:262-01-10247-3), the score higher for the likelier fault: 'REGION/HOUR Q0 "
           "CELL RANK SCORE MODEL'; what the field teams found (a hardware fault or outage, a fault fixed remotely, "
           "none) is the qrels, 'REGION/HOUR 0 CELL GRADE'",
    files=(
        FieldFile("a 3GPP PM measurement file (TS 32.435's XML: measCollecFile, fileHeader, measData with measInfo, "
                  "measType and measValue: a network element's performance counters for a granularity period)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<measCollecFile xmlns="http://www.3gpp.org/ftp/specs/'
                  'archive/32_series/32.435#measCollec">\n  <fileHeader fileFormatVersion="32.435 V10.0" '
                  'vendorName="Nokia"/>\n  <measData>\n    <managedElement localDn="MRBTS-1021"/>\n'
                  '    <measInfo measInfoId="LTE_Cell_Avail">\n      <measType p="1">pmCellDowntimeAuto</measType>\n'
                  '      <measValue measObjLdn="MRBTS-1021/LNCEL-2"><r p="1">0</r></measValue>\n    </measInfo>\n'
                  '  </measData>\n</measCollecFile>\n', 2, root="measCollecFile"),
        FieldFile("a 3GPP Bulk CM configuration file (TS 32.615's XML: bulkCmConfigDataFile, fileHeader, configData "
                  "with xn:SubNetwork, xn:MeContext, xn:ManagedElement, ...: the network's managed objects)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<bulkCmConfigDataFile xmlns="configData.xsd" '
                  'xmlns:xn="genericNrm.xsd">\n  <fileHeader fileFormatVersion="32.615 V6.3" vendorName="Huawei"/>\n'
                  '  <configData dnPrefix="DC=operator.example">\n    <xn:SubNetwork id="NORTH">\n'
                  '      <xn:MeContext id="SITE0187"/>\n    </xn:SubNetwork>\n  </configData>\n'
                  '  <fileFooter dateTime="2025-03-14T02:00:00Z"/>\n</bulkCmConfigDataFile>\n', 2,
                  root="bulkCmConfigDataFile"),
        FieldFile("an IPFIX file (RFC 7011's flow export messages, version 10, as a flow collector writes them: a "
                  "template set, then data sets of flow records; read it with a flow tool such as nfdump or "
                  "ipfixcol2)", _IPFIX, 0, magic=b"\x00\x0a", marks=("\x00\x02",), outputs=(".ipfix",)),
        FieldFile("OpenCelliD's cell towers (cell_towers.csv: radio, mcc, net, area, cell, unit, lon, lat, range, "
                  "samples, changeable, created, updated, averageSignal: a cell and its estimated position per row)",
                  "radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal\n"
                  "UMTS,262,1,40105,2214091,,13.388860,52.517037,1520,8,1,1312384815,1741900000,0\n"
                  "LTE,262,2,51020,26113027,144,13.401214,52.520820,907,35,1,1402914210,1741890000,-97\n", 1,
                  columns=("radio", "mcc", "net", "area", "cell", "lon", "lat", "samples")),
        FieldFile("an RFC 5424 syslog (a router's or server's log lines: <PRI>1, timestamp, host, app, procid, msgid, "
                  "structured data, message)",
                  "<30>1 2025-03-14T09:12:44.120Z edge-r1 chassisd 1874 CHASSISD_FRU_OFFLINE_NOTICE - Taking FPC 2 "
                  "offline: Error\n<189>1 2025-03-14T09:12:47.004+01:00 core-sw1 - - - [meta sequenceId=\"42\"] "
                  "Interface Te1/1/2 changed state to down\n", 1,
                  line=r"^<\d{1,3}>1 (?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)|-) "
                       r"\S{1,255} \S{1,48} \S{1,128} \S{1,32} (?:-|\[)"),
        FieldFile("Cisco IOS's 'show ip interface brief' (Interface, IP-Address, OK?, Method, Status, Protocol: an "
                  "interface per line)",
                  "Interface              IP-Address      OK? Method Status                Protocol\n"
                  "GigabitEthernet1       192.0.2.17      YES manual up                    up\n"
                  "GigabitEthernet2       unassigned      YES unset  administratively down down\n", 1,
                  line=r"^Interface\s+IP-Address\s+OK\?\s+Method\s+Status\s+Protocol\s*$"),
        FieldFile("a Cisco IOS configuration (show running-config or a saved -confg file: 'Building "
                  "configuration...', 'Current configuration : N bytes', then '!'-separated version, hostname, "
                  "interface, ... lines)",
                  "Building configuration...\n\nCurrent configuration : 1874 bytes\n!\nversion 15.9\n"
                  "service timestamps log datetime msec\n!\nhostname agg-sw3\n!\ninterface Vlan20\n"
                  " ip address 198.51.100.1 255.255.255.0\n!\nend\n", 1,
                  line=r"^(?:Building configuration\.\.\.|Current configuration : \d+ bytes|Using \d+ out of \d+ "
                       r"bytes)\s*$"),
        FieldFile("an SNMP MIB module (SMI's ASN.1 text: 'NAME DEFINITIONS ::= BEGIN', IMPORTS, MODULE-IDENTITY, "
                  "OBJECT-TYPE definitions; net-snmp and MIB browsers load it)",
                  "-- GATEWAY-ALARM-MIB: the alarms of a RAN gateway\n\n"
                  "GATEWAY-ALARM-MIB DEFINITIONS ::= BEGIN\n\nIMPORTS\n"
                  "    MODULE-IDENTITY, OBJECT-TYPE, enterprises FROM SNMPv2-SMI;\n\n"
                  "gatewayAlarmMIB MODULE-IDENTITY\n    LAST-UPDATED \"202503140000Z\"\n", 3,
                  line=r"^[A-Z][A-Za-z0-9-]*\s+DEFINITIONS\s*(?:(?:IMPLICIT|EXPLICIT|AUTOMATIC)\s+TAGS\s*)?::=\s*"
                       r"BEGIN\b",
                  outputs=(".mib", ".my")),
        FieldFile("an snmpwalk output (net-snmp's 'MIB::object.index = TYPE: value' lines: an agent's values)",
                  "SNMPv2-MIB::sysDescr.0 = STRING: Linux edge-gw 5.15.0\nIF-MIB::ifNumber.0 = INTEGER: 3\n"
                  "IF-MIB::ifOperStatus.2 = INTEGER: down(2)\n", 1,
                  line=r"^(?:[A-Za-z][\w-]*::[A-Za-z]\w*|\.?(?:iso|1)(?:\.\d+)+)(?:\.[\w.\"-]+)? = "
                       r"(?:STRING|INTEGER|Counter32|Counter64|Gauge32|Timeticks|OID|IpAddress|Hex-STRING|BITS|"
                       r"Opaque|Network Address|NULL|\"\"|No Such (?:Object|Instance)|No more variables)\b",
                  lookalike=True),
        FieldFile("Junos's 'show interfaces | display json' (interface-information, physical-interface, "
                  "logical-interface: each value a list of {\"data\": ...})",
                  '{\n    "interface-information" : [\n    {\n        "physical-interface" : [\n        {\n'
                  '            "name" : [\n            {\n                "data" : "ge-0/0/1"\n            }\n'
                  '            ]\n        }\n        ]\n    }\n    ]\n}\n', 1,
                  keys=("interface-information", "physical-interface")),
        FieldFile("Junos's JSON output of a command (| display json: the reply's element, its xmlns "
                  "http://xml.juniper.net/junos/..., each value a list of {\"data\": ...})",
                  '{\n    "route-summary-information" : [\n    {\n        "attributes" : {"xmlns" : '
                  '"http://xml.juniper.net/junos/20.4R3/junos-routing"},\n        "router-id" : [\n        {\n'
                  '            "data" : "192.0.2.1"\n        }\n        ]\n    }\n    ]\n}\n', 1,
                  keys=("attributes", "data"), marks=("xml.juniper.net/junos",)),
        FieldFile("a Junos configuration in set commands (show configuration | display set: 'set system ...', "
                  "'set interfaces ...', 'set protocols ...' lines)",
                  "set version 20.4R3.8\nset system host-name edge-r1\nset system max-configurations-on-flash 5\n"
                  "set interfaces ge-0/0/0 unit 0 family inet address 192.0.2.1/24\n"
                  "set protocols ospf area 0.0.0.0 interface ge-0/0/0.0\n", 1,
                  line=r"^set (?:version|system|interfaces|protocols|routing-options|policy-options|firewall|"
                       r"security|chassis|snmp|class-of-service|routing-instances|vlans|groups|apply-groups|"
                       r"forwarding-options|services|event-options|poe|access|bridge-domains|switch-options|"
                       r"applications|logical-systems) \S",
                  lookalike=True),
        FieldFile("a CDR export (call detail records as a mediation system exports them: 3GPP TS 32.298's fields "
                  "recordType, servedIMSI, servedIMEI, servedMSISDN, ..., causeForTerm: a call or session per row)",
                  "recordType,servedIMSI,servedIMEI,servedMSISDN,calledNumber,seizureTime,callDuration,causeForTerm\n"
                  "moCallRecord,262019876543210,3571230012345678,491701234567,493012345678,2025-03-14T09:01:02Z,"
                  "64,normalRelease\n", 1, columns=("recordType", "servedIMSI")),
    ))
