"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a mobile operator's network operations team ranking
degraded cells per region and busy hour across fault models and engineers (its cases, ids ``u34b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each region and busy hour (``region:london-north/2026-11-27T18``) is a query and each cell a document
by its ECGI (``ecgi:234-15-41203-1``); the runs are the KPI anomaly detector's, the alarm correlator's, the customer
complaints' and the NOC engineers' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each model's record, and judged against what the field teams found (2 a hardware fault or outage,
1 a parameter or transmission fault fixed remotely, 0 no fault found).  The mistakes and odd files: the field's own
files given where runs or qrels are read (a 3GPP PM measCollec file, a 3GPP Bulk CM export, an IPFIX file,
OpenCelliD's cell towers, an RFC 5424 syslog, Cisco IOS's 'show ip interface brief' and running-config, an SNMP MIB
module, an snmpwalk, Junos's JSON and 'display set' configuration, a mediation export of CDRs), and outputs named for
the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_TELECOM = ("45 Unseen inputs: a thirty-fourth bar, a mobile operator's network operations team ranking "
                        "degraded cells per region and busy hour across fault models and engineers (3GPP PM "
                        "measCollec, Bulk CM, IPFIX, OpenCelliD, syslog, Cisco IOS, SNMP MIB, snmpwalk, Junos, CDR)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['kpi_anomaly', 'alarm_correlation', 'complaints', 'noc_engineers'],
    items=['ecgi:234-15-41203-1', 'ecgi:234-15-41203-2', 'ecgi:234-15-41203-3', 'ecgi:234-15-40871-1',
           'ecgi:234-15-40871-2', 'ecgi:234-15-42519-3', 'ecgi:234-15-39944-1', 'ecgi:234-15-39944-2'],
    queries=['region:london-north/2026-11-27T18', 'region:london-south/2026-11-27T18',
             'region:manchester/2026-11-27T18', 'region:birmingham/2026-11-27T18', 'region:glasgow/2026-11-27T18',
             'region:bristol/2026-11-27T18'],
    suffix='/nr', generator='cells', judgements='faults_found') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "cells", "cells.run")

_RECS3 = ["kpi_anomaly", "alarm_correlation", "complaints"]
_OUT = ("cells.run",)
_ONE_RUN = ("region:london-north/2026-11-27T18 Q0 ecgi:234-15-41203-1 1 0.91 alarm_correlation\n"
            "region:london-north/2026-11-27T18 Q0 ecgi:234-15-41203-2 2 0.77 alarm_correlation\n")
# the team's files, as the OSS, the routers, the flow collectors, the mediation and the public cell databases write
# them (a few lines)
# a 3GPP PM file (TS 32.435), named as TS 32.432 names them: its stylesheet instruction before the root
_MEASCOLLEC = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               '<?xml-stylesheet type="text/xsl" href="MeasDataCollection.xsl"?>\n'
               '<measCollecFile xmlns="http://www.3gpp.org/ftp/specs/archive/32_series/32.435#measCollec" '
               'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
               '  <fileHeader fileFormatVersion="32.435 V10.0" vendorName="Ericsson">\n'
               '    <fileSender elementType="ENodeBFunction" localDn="SubNetwork=LND,MeContext=LND0412"/>\n'
               '    <measCollec beginTime="2026-11-27T18:00:00+00:00"/>\n  </fileHeader>\n  <measData>\n'
               '    <managedElement localDn="SubNetwork=LND,MeContext=LND0412" swVersion="23.Q4"/>\n'
               '    <measInfo measInfoId="EUtranCellFDD">\n      <job jobId="PREDEF_10000"/>\n'
               '      <granPeriod duration="PT900S" endTime="2026-11-27T18:15:00+00:00"/>\n'
               '      <repPeriod duration="PT900S"/>\n      <measType p="1">pmRrcConnEstabSucc</measType>\n'
               '      <measType p="2">pmRrcConnEstabAtt</measType>\n'
               '      <measValue measObjLdn="ManagedElement=LND0412,ENodeBFunction=1,EUtranCellFDD=LND0412_L18_1">\n'
               '        <r p="1">1843</r>\n        <r p="2">1861</r>\n      </measValue>\n    </measInfo>\n'
               '  </measData>\n  <fileFooter>\n    <measCollec endTime="2026-11-27T18:15:00+00:00"/>\n'
               '  </fileFooter>\n</measCollecFile>\n')
# a 3GPP Bulk CM export (TS 32.615) from the OSS, its prefixes bound to the NRM schemas
_BULK_CM = ('<?xml version="1.0" encoding="UTF-8"?>\n<bulkCmConfigDataFile xmlns:un="utranNrm.xsd" '
            'xmlns:xn="genericNrm.xsd" xmlns:gn="geranNrm.xsd" xmlns="configData.xsd" '
            'xmlns:es="EricssonSpecificAttributes.xsd">\n'
            '  <fileHeader fileFormatVersion="32.615 V4.5" vendorName="Ericsson"/>\n'
            '  <configData dnPrefix="Undefined">\n    <xn:SubNetwork id="LND">\n      <xn:MeContext id="LND0412">\n'
            '        <xn:ManagedElement id="1">\n'
            '          <xn:attributes><xn:userLabel>LND0412</xn:userLabel></xn:attributes>\n'
            '        </xn:ManagedElement>\n      </xn:MeContext>\n    </xn:SubNetwork>\n  </configData>\n'
            '  <fileFooter dateTime="2026-11-27T18:00:00Z"/>\n</bulkCmConfigDataFile>\n')


def _ipfix() -> bytes:
    """An IPFIX file (RFC 5655): one message (RFC 7011: version 10, length, export time, sequence number, observation
    domain), a template set (id 2) of source and destination address and port, protocol, octets, packets, start and
    end in milliseconds, then a data set of two flows under that template (id 256)."""
    fields = [(8, 4), (12, 4), (7, 2), (11, 2), (4, 1), (1, 8), (2, 8), (152, 8), (153, 8)]
    template = struct.pack("!HH", 256, len(fields)) + b"".join(struct.pack("!HH", e, n) for e, n in fields)
    start = 1795802400000
    flows = [(bytes([10, 20, 1, 1]), bytes([10, 255, 0, 12]), 179, 51234, 6, 918273, 1204, start, start + 899000),
             (bytes([10, 40, 12, 4]), bytes([10, 20, 1, 2]), 36412, 2152, 17, 734003200, 512000, start + 1000,
              start + 898000)]
    records = b"".join(struct.pack("!4s4sHHBQQQQ", *f) for f in flows)
    body = (struct.pack("!HH", 2, 4 + len(template)) + template
            + struct.pack("!HH", 256, 4 + len(records)) + records)
    return struct.pack("!HHIII", 10, 16 + len(body), 1795803300, 48213, 1) + body


_OPENCELLID = ("radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal\n"
               "LTE,234,15,4120,10547969,301,-0.126831,51.569012,1000,23,1,1459813005,1795790000,0\n"
               "LTE,234,15,4120,10547970,302,-0.126831,51.569012,1000,17,1,1459813005,1795790000,0\n"
               "LTE,234,15,4087,10462978,118,-0.098254,51.541388,812,41,1,1462011740,1795712400,0\n")
# RFC 5424 syslog from the routers: <PRI>VERSION, timestamp, host, app, procid, msgid, structured data, message
_SYSLOG = ('<28>1 2026-11-27T18:04:11.003Z lnd-mx-01 rpd 2214 BGP_NEIGHBOR_STATE_CHANGED [junos@2636.1.1.1.2.25 '
           'peer-name="10.255.0.12" old-state="Established" new-state="Idle" event-name="HoldTime" '
           'instance="master"] BGP peer 10.255.0.12 (Internal AS 64512) changed state from Established to Idle '
           '(event HoldTime) (instance master)\n'
           '<28>1 2026-11-27T18:04:12.118Z lnd-mx-01 mib2d 2190 SNMP_TRAP_LINK_DOWN [junos@2636.1.1.1.2.25 '
           'snmp-interface-index="527" admin-status="up(1)" operational-status="down(2)" interface-name="xe-0/1/0"] '
           'ifIndex 527, ifAdminStatus up(1), ifOperStatus down(2), ifName xe-0/1/0\n'
           '<38>1 2026-11-27T18:05:40.771Z lnd-mx-01 sshd 30112 - - Accepted publickey for noc from 10.1.2.3 port '
           '52144 ssh2\n')
# Cisco IOS's 'show ip interface brief', saved from the terminal: six blank-separated words a line
_IP_INT_BRIEF = ("Interface              IP-Address      OK? Method Status                Protocol\n"
                 "GigabitEthernet0/0/0   10.20.1.1       YES NVRAM  up                    up\n"
                 "GigabitEthernet0/0/1   10.20.2.1       YES NVRAM  up                    up\n"
                 "GigabitEthernet0/0/2   10.20.3.1       YES NVRAM  down                  down\n"
                 "TenGigabitEthernet0/1/0 10.30.0.1       YES NVRAM  up                    up\n"
                 "Loopback0              10.255.0.11     YES NVRAM  up                    up\n")
# an SNMP MIB module (SMIv2): its '--' comment banner before 'NAME DEFINITIONS ::= BEGIN' (line 7)
_MIB = ("-- *****************************************************************\n"
        "-- ACME-RAN-ALARM-MIB.my: the alarms the RAN alarm gateway forwards\n--\n"
        "-- Copyright (c) 2026 by ACME Mobile Ltd.\n"
        "-- *****************************************************************\n\n"
        "ACME-RAN-ALARM-MIB DEFINITIONS ::= BEGIN\n\nIMPORTS\n"
        "    MODULE-IDENTITY, OBJECT-TYPE, NOTIFICATION-TYPE, Unsigned32, enterprises\n        FROM SNMPv2-SMI\n"
        "    DisplayString, DateAndTime\n        FROM SNMPv2-TC;\n\nacmeRanAlarmMIB MODULE-IDENTITY\n"
        '    LAST-UPDATED "202611270000Z"\n    ORGANIZATION "ACME Mobile Ltd, Network Operations"\n'
        '    CONTACT-INFO "noc@acme-mobile.example"\n'
        '    DESCRIPTION  "The alarms the RAN alarm gateway forwards."\n    ::= { enterprises 99999 1 }\n')
# Junos's 'show interfaces terse | display json': every value a list of {"data": ...}
_JUNOS_JSON = ('{\n    "interface-information" : [\n    {\n        "attributes" : {"xmlns" : '
               '"http://xml.juniper.net/junos/21.4R0/junos-interface",\n'
               '                        "junos:style" : "terse"\n                       },\n'
               '        "physical-interface" : [\n        {\n            "name" : [\n            {\n'
               '                "data" : "xe-0/1/0"\n            }\n            ],\n            "admin-status" : [\n'
               '            {\n                "data" : "up"\n            }\n            ],\n'
               '            "oper-status" : [\n            {\n                "data" : "down"\n            }\n'
               '            ]\n        }\n        ]\n    }\n    ]\n}\n')
# a mediation export of the MSC's CDRs (3GPP TS 32.298's record fields as the header)
_CDR = ("recordType,servedIMSI,servedIMEI,servedMSISDN,callingNumber,calledNumber,recordingEntity,location,"
        "seizureTime,answerTime,releaseTime,callDuration,causeForTerm,diagnostics,callReference,systemType\n"
        "moCallRecord,234150123456789,3548960912345671,447700900123,447700900123,447700900456,447785016005,"
        "234-15-1201-30417,2026-11-27T18:04:11Z,2026-11-27T18:04:14Z,2026-11-27T18:06:02Z,108,normalRelease,,"
        "4F21A7,gERAN\n"
        "mtCallRecord,234150987654321,3520990876543210,447700900456,447700900123,447700900456,447785016005,"
        "234-15-1201-30418,2026-11-27T18:04:12Z,2026-11-27T18:04:14Z,2026-11-27T18:05:31Z,77,abnormalRelease,,"
        "4F21A8,gERAN\n")
# net-snmp's snmpwalk of IF-MIB: 'MIB::object.index = TYPE: value', four blank-separated words a line
_SNMPWALK = ("IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0/0\nIF-MIB::ifDescr.2 = STRING: GigabitEthernet0/0/1\n"
             "IF-MIB::ifOperStatus.1 = INTEGER: up(1)\nIF-MIB::ifOperStatus.2 = INTEGER: down(2)\n"
             "IF-MIB::ifHCInOctets.1 = Counter64: 918273645512\nIF-MIB::ifHCInOctets.2 = Counter64: 0\n")
_IOS_CONFIG = ("Building configuration...\n\nCurrent configuration : 8421 bytes\n!\n"
               "! Last configuration change at 17:59:02 UTC Fri Nov 27 2026 by noc\n"
               "! NVRAM config last updated at 17:59:05 UTC Fri Nov 27 2026 by noc\n!\nversion 17.9\n"
               "service timestamps debug datetime msec\nservice timestamps log datetime msec\n!\n"
               "hostname lnd-pe-01\n!\ninterface GigabitEthernet0/0/0\n description LND0412 S1 backhaul\n"
               " ip address 10.20.1.1 255.255.255.252\n negotiation auto\n!\nend\n")
_JUNOS_SET = ("set version 21.4R3-S5\nset system host-name lnd-mx-01\n"
              'set interfaces xe-0/1/0 description "LND0412 S1 backhaul"\n'
              "set interfaces xe-0/1/0 unit 0 family inet address 10.20.1.2/30\n"
              "set protocols bgp group IBGP neighbor 10.255.0.12\n")


def thirtyfourth_bar_telecom_cases() -> list[Case]:
    G = THIRTYFOURTH_TELECOM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="cells", judgements="faults_found", runs=_RECS3, stem="cells", outputs=_OUT,
        item="cell", rounded="complaints",
        weights="{'kpi_anomaly': 1.5, 'alarm_correlation': 2.0, 'complaints': 0.5, 'noc_engineers': 1.0}",
        lone_query="R['noc_engineers']['region:isle-of-wight/2026-11-27T18'] = {'ecgi:234-15-47110-1': 0.9, "
                   "'ecgi:234-15-47110-2': 0.4}\n",
        trust="alarm_correlation 2\nkpi_anomaly 1.5\ncomplaints 0.5\n",
        trust_dict="{'alarm_correlation': 2, 'kpi_anomaly': 1.5, 'complaints': 0.5}",
        texts={
            "rrf": ("u34b_rrf_models",
                    "rankagg.fuse({model: {region/hour: {cell: score}}}, method='rrf'): four rankings, six regions at "
                    "the busy hour ('region:london-north/2026-11-27T18'), cells by ECGI"),
            "borda": ("u34b_borda_unscored_cells",
                      "rankagg.fuse(..., method='borda'): the KPI anomaly detector has no score for the cells whose "
                      "PM files came late"),
            "combsum": ("u34b_combsum_rounded_complaints",
                        "rankagg.fuse(..., method='combsum'): the complaints' score at one decimal (many ties) beside "
                        "the models"),
            "fuser": ("u34b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per region: the alarm correlator counts 2, the complaints "
                      "0.5"),
            "frame": ("u34b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the dispatch sheet, a row "
                      "per region, cell and model"),
            "evaluate": ("u34b_evaluate_faults_found",
                         "rankagg.evaluate(fused ranking, what the field teams found, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the cells with a hardware fault"),
            "lone": ("u34b_one_model_region",
                     "rankagg.fuse(..., method='rrf'): a region only the NOC engineers ranked (an island whose "
                     "backhaul is down, no PM files) beside regions every model covers"),
            "cli_rrf": ("u34b_cli_rrf_runs",
                        "rankagg fuse kpi_anomaly.run alarm_correlation.run complaints.run --method rrf -o "
                        "cells.run: one run per model, regions as queries"),
            "cli_borda": ("u34b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the alarm correlator "
                          "counts double)"),
            "cli_combsum": ("u34b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four cells a field team reaches in a "
                            "shift"),
            "cli_evaluate": ("u34b_cli_evaluate_faults_qrels",
                             "rankagg evaluate cells.run --qrels faults_found.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the field teams found (0-2)"),
            "cli_parquet": ("u34b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o cells.parquet: gzipped runs from the models' "
                            "quarter-hour jobs, a Parquet table for the NOC's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34b_meascollec_as_run", "a 3GPP PM file (TS 32.435: an xml-stylesheet instruction, then measCollecFile, "
         "fileHeader, measData, measInfo, measType, measValue)", "A20261127.1800+0000-1815+0000_LND0412.xml",
         _MEASCOLLEC, "3GPP", "A20261127.1800+0000-1815+0000_LND0412.xml:3"),
        ("u34b_bulk_cm_as_run", "a 3GPP Bulk CM export (TS 32.615: bulkCmConfigDataFile, fileHeader, configData, "
         "xn:SubNetwork, xn:MeContext)", "CM_EXPORT_LND_20261127.xml", _BULK_CM, "Bulk CM",
         "CM_EXPORT_LND_20261127.xml:2"),
        ("u34b_ipfix_as_run", "an IPFIX file (RFC 7011 messages: version 10, a template set, a data set of flows)",
         "lnd-pe-01_202611271800.ipfix", _ipfix(), "IPFIX", "lnd-pe-01_202611271800.ipfix"),
        ("u34b_opencellid_as_run", "OpenCelliD's cell towers (radio, mcc, net, area, cell, unit, lon, lat, range, "
         "samples, changeable, created, updated, averageSignal)", "cell_towers.csv", _OPENCELLID, "OpenCelliD",
         "cell_towers.csv:1"),
        ("u34b_syslog_as_run", "an RFC 5424 syslog ('<28>1 2026-11-27T18:04:11.003Z lnd-mx-01 rpd 2214 "
         "BGP_NEIGHBOR_STATE_CHANGED [junos@2636...]')", "lnd-mx-01.log", _SYSLOG, "syslog", "lnd-mx-01.log:1"),
        ("u34b_ip_int_brief_as_run", "Cisco IOS's 'show ip interface brief' (Interface, IP-Address, OK?, Method, "
         "Status, Protocol: six words a line)", "lnd-pe-01_ip_int_brief.txt", _IP_INT_BRIEF, "Cisco IOS",
         "lnd-pe-01_ip_int_brief.txt:1"),
        ("u34b_mib_as_run", "an SNMP MIB module ('--' banner, then 'ACME-RAN-ALARM-MIB DEFINITIONS ::= BEGIN', "
         "IMPORTS, MODULE-IDENTITY)", "ACME-RAN-ALARM-MIB.my", _MIB, "MIB", "ACME-RAN-ALARM-MIB.my:7"),
        ("u34b_junos_json_as_run", "Junos's 'show interfaces terse | display json' (interface-information, "
         "physical-interface, each value a list of {\"data\": ...})", "lnd-mx-01_interfaces.json", _JUNOS_JSON,
         "Junos", "lnd-mx-01_interfaces.json:1"),
        ("u34b_cdr_csv_as_run", "a mediation export of the MSC's CDRs (recordType, servedIMSI, servedIMEI, "
         "servedMSISDN, ..., causeForTerm, ...)", "MSC_LND01_20261127_1800.csv", _CDR, "CDR",
         "MSC_LND01_20261127_1800.csv:1")],
        one_run=("alarm_correlation.run", _ONE_RUN), stem="cells",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a flow export's binary messages read as lines give no ranking: named by "
                   "its header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34b_snmpwalk_as_qrels", "lnd-pe-01_ifmib.txt", _SNMPWALK, "snmpwalk"),
        ("u34b_ios_config_as_qrels", "lnd-pe-01-confg", _IOS_CONFIG, "Cisco IOS"),
        ("u34b_junos_set_as_qrels", "lnd-mx-01.set", _JUNOS_SET, "Junos"),
        ("u34b_cdr_as_qrels", "MSC_LND01_20261127_1800.csv", _CDR, "CDR")],
        one_run=("alarm_correlation.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34b_out_trp", "cells.trp", "a TEMS Investigation logfile"),
        ("u34b_out_mib", "cells.mib", "an SNMP MIB module"),
        ("u34b_out_ipfix", "cells.ipfix", "an IPFIX file"),
        ("u34b_out_pcap", "cells.pcap", "a packet capture (tcpdump, Wireshark)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34b_api_junos_json_dict",
            "rankagg.fuse(json.load(lnd-mx-01_interfaces.json)): Junos's interfaces as JSON loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('i.json')), method='rrf')\n",
            "Junos", why="a run maps a query to {document: score}; Junos's JSON maps 'interface-information' to a "
            "list of objects whose values are lists of {'data': ...}", files={"i.json": _JUNOS_JSON}),
        bad("u34b_api_opencellid_frame",
            "rankagg.fuse(pd.read_csv(cell_towers.csv)): OpenCelliD's cell towers given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "OpenCelliD", why="a table of runs has qid, docid, run and score columns; OpenCelliD's has a cell and "
            "its estimated position per row", files={"t.csv": _OPENCELLID}),
    ]
    return cases
