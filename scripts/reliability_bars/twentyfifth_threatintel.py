"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a security operations team's ranking of indicators of compromise across threat-intelligence feeds (its cases, ids ``u25b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The security operations centre's day: each incident (``INC-2041``) is a query, its indicators of compromise the
items (IPv4 and IPv6 addresses, ``ip:port`` pairs, domains and URLs, often defanged as ``hxxp://evil[.]com/a.exe?id=3``,
SHA-256 hashes), and the feeds and detectors the rankers: VirusTotal (engines detecting, 0..72), AbuseIPDB's
confidence (0..100, many ties at 100), OTX's pulse count, a MISP community's threat score, Suricata's alert count and
a sandbox's verdict score (0..10).  Feeds see only some indicators.  The team fuses them per incident into one triage
queue with RRF (the default they trust), Borda or CombSUM / CombMNZ (weights from last quarter's confirmed
incidents), keeps the top 10 or 20 for the analysts, and judges the queue against the analysts' verdicts (2 confirmed
malicious, 1 suspicious, 0 benign) by P@5, nDCG@10 and AP.  The mistakes and odd files: the team's own tools' files
given where runs or qrels are read (Zeek's conn.log and dns.log with their ``#fields`` headers, plain, gzipped or as
JSON lines; Suricata's EVE JSON lines; a STIX 2.1 bundle; a TAXII 2.1 envelope; a MISP event's JSON and a MISP
attribute CSV; an OpenIOC XML; a Sigma rule; YARA rules; Snort / Suricata rules; PCAP and PCAPNG captures; a Windows
EVTX log; the CSV exports of VirusTotal, AbuseIPDB and OTX), the queue written under those tools' names
(``-o triage.rules``, ``.ioc``, ``.evtx``, ClamAV's signature databases, Nessus' and nmap's outputs), indicators whose
text holds a blank, one feed reporting the same indicator twice, a detection ratio typed as ``61/72``.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json
import struct
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_THREATINTEL = "45 Unseen inputs: a twenty-fifth bar, a security operations team's ranking of indicators of compromise across threat-intelligence feeds"

_DATA = r'''
import hashlib, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''FEEDS = ['virustotal', 'abuseipdb', 'otx', 'misp', 'suricata', 'sandbox']
def ioc(q, i):
    """the incident's i-th indicator, in the forms the feeds write them"""
    k = i % 6
    if k == 0:
        return '185.220.%d.%d' % (q, i + 1)
    if k == 1:
        return '2001:db8:%x::%x' % (q + 1, i)
    if k == 2:
        return 'c2-%d-%d.evil-update[.]com' % (q, i)
    if k == 3:
        return 'hxxp://dl-%d.badcdn[.]net/p/%d.exe?id=%d&u=%%2F' % (q, i, i)
    if k == 4:
        return hashlib.sha256(b'%d-%d' % (q, i)).hexdigest()
    return '45.33.%d.%d:%d' % (q, i, 4444 + i)
def shape(feed, x):
    """a feed's score for an indicator of strength x in [0, 1.5): each feed's own scale"""
    y = min(x / 1.5, 0.999999)
    if feed == 'virustotal':
        return int(y * 73)  # engines detecting it, of 72
    if feed == 'abuseipdb':
        return min(100, int(y * 130))  # confidence, 100 for many
    if feed == 'otx':
        return int(y * 40)  # pulses naming it
    if feed == 'suricata':
        return int(y * 12)  # alerts
    if feed == 'sandbox':
        return round(10 * y, 1)
    return round(100 * y, 2)
def incidents(feeds=FEEDS, n_inc=8, n=24, seed=3, drop=None, ids=ioc, signal=0.6):
    """{feed: {incident: {indicator: score}}}, higher = more severe; each incident's indicators 0..2 are the
    confirmed malicious ones; ``drop``: {feed: share of indicators it has no record of}"""
    g = lcg(seed)
    out = {}
    for f in feeds:
        out[f] = {}
        for q in range(n_inc):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(f, 0.0):
                    continue
                p[ids(q, i)] = shape(f, (signal if i < 3 else 0.0) + u)
            out[f]['INC-%04d' % (2041 + q)] = p
    return out
def verdicts(n_inc=8, n=24, ids=ioc):
    """the analysts' verdicts: 2 confirmed malicious (indicators 0..2), 1 suspicious (3, 4), 0 benign"""
    return {'INC-%04d' % (2041 + q): {ids(q, i): 2 if i < 3 else 1 if i < 5 else 0 for i in range(n)}
            for q in range(n_inc)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per feed (its tag the feed's name), incidents as queries, written with the references"""
    suffix, opener = (".run.gz", "__import__('gzip').open(P(t + '.run.gz'), 'wt')") if gz else \
        (".run", "open(P(t + '.run'), 'w')")
    return reference_setup(_REF, f"RUNS = incidents({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "triage.run",
               cut: str = ""):
    code = (f"RUNS = incidents({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    """An API snippet: the feeds of ``incidents(args)`` as a long frame (qid, docid, run, score), fused by ``method``
    with ``weights``, the frame's result checked against the reference"""
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = incidents({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_FEED_RUNS = [f"{f}.run" for f in ("virustotal", "abuseipdb", "otx", "misp", "suricata", "sandbox")]
_OUT = ("triage.run",)
_ONE_RUN = "INC-2041 Q0 185.220.101.4 1 61 virustotal\nINC-2041 Q0 evil-update[.]com 2 44 virustotal\n"

# the team's tools' files, as each writes them (a few records)
_ZEEK_HEAD = ("#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n#path\t{path}\n"
              "#open\t2026-12-01-09-00-00\n#fields\t{fields}\n#types\t{types}\n")
_CONN = _ZEEK_HEAD.format(
    path="conn", fields="ts\tuid\tid.orig_h\tid.orig_p\tid.resp_h\tid.resp_p\tproto\tservice\tduration\torig_bytes\t"
    "resp_bytes\tconn_state\tlocal_orig\tlocal_resp\tmissed_bytes\thistory\torig_pkts\torig_ip_bytes\tresp_pkts\t"
    "resp_ip_bytes\ttunnel_parents", types="time\tstring\taddr\tport\taddr\tport\tenum\tstring\tinterval\tcount\t"
    "count\tstring\tbool\tbool\tcount\tstring\tcount\tcount\tcount\tcount\tset[string]") + (
    "1764579600.123456\tCHhAvVGS1DHFjwGM9\t10.0.0.12\t50465\t185.220.101.4\t443\ttcp\tssl\t12.503311\t1200\t53211\tSF"
    "\tT\tF\t0\tShADadFf\t40\t3280\t52\t55311\t-\n"
    "1764579601.500212\tC4J4Th3PJpwUYZZ6gc\t10.0.0.15\t53001\t45.33.32.156\t80\ttcp\thttp\t0.310022\t420\t1822\tSF"
    "\tT\tF\t0\tShADadFf\t6\t740\t5\t2090\t-\n#close\t2026-12-01-10-00-00\n")
_DNS = _ZEEK_HEAD.format(
    path="dns", fields="ts\tuid\tid.orig_h\tid.orig_p\tid.resp_h\tid.resp_p\tproto\ttrans_id\trtt\tquery\tqclass\t"
    "qclass_name\tqtype\tqtype_name\trcode\trcode_name\tAA\tTC\tRD\tRA\tZ\tanswers\tTTLs\trejected",
    types="time\tstring\taddr\tport\taddr\tport\tenum\tcount\tinterval\tstring\tcount\tstring\tcount\tstring\tcount\t"
    "string\tbool\tbool\tbool\tbool\tcount\tvector[string]\tvector[interval]\tbool") + (
    "1764579600.200000\tCmES5u32sYpV7JYN\t10.0.0.12\t51234\t10.0.0.2\t53\tudp\t8204\t0.012\tevil-update.com\t1\t"
    "C_INTERNET\t1\tA\t0\tNOERROR\tF\tF\tT\tT\t0\t185.220.101.4\t300.000000\tF\n"
    "1764579602.931000\tCq1lNb2Ux8Gk2NQ3Dj\t10.0.0.15\t51240\t10.0.0.2\t53\tudp\t1191\t-\tcdn.badcdn.net\t1\t"
    "C_INTERNET\t28\tAAAA\t3\tNXDOMAIN\tF\tF\tT\tT\t0\t-\t-\tF\n")
_ZEEK_JSON = "".join(json.dumps(r) + "\n" for r in (
    {"ts": 1764579600.2, "uid": "CmES5u32sYpV7JYN", "id.orig_h": "10.0.0.12", "id.orig_p": 51234,
     "id.resp_h": "10.0.0.2", "id.resp_p": 53, "proto": "udp", "trans_id": 8204, "query": "evil-update.com",
     "qtype_name": "A", "rcode_name": "NOERROR", "answers": ["185.220.101.4"], "TTLs": [300.0]},
    {"ts": 1764579602.931, "uid": "Cq1lNb2Ux8Gk2NQ3Dj", "id.orig_h": "10.0.0.15", "id.orig_p": 51240,
     "id.resp_h": "10.0.0.2", "id.resp_p": 53, "proto": "udp", "trans_id": 1191, "query": "cdn.badcdn.net",
     "qtype_name": "AAAA", "rcode_name": "NXDOMAIN"}))
_EVE = "".join(json.dumps(r) + "\n" for r in (
    {"timestamp": "2026-12-01T09:00:01.123456+0000", "flow_id": 1234567890123456, "in_iface": "eth0",
     "event_type": "alert", "src_ip": "10.0.0.12", "src_port": 50465, "dest_ip": "185.220.101.4", "dest_port": 443,
     "proto": "TCP", "alert": {"action": "allowed", "gid": 1, "signature_id": 2024897, "rev": 3,
                               "signature": "ET MALWARE Cobalt Strike Beacon Observed", "category":
                               "A Network Trojan was detected", "severity": 1}},
    {"timestamp": "2026-12-01T09:00:02.000211+0000", "flow_id": 2233445566778899, "in_iface": "eth0",
     "event_type": "dns", "src_ip": "10.0.0.12", "src_port": 51234, "dest_ip": "10.0.0.2", "dest_port": 53,
     "proto": "UDP", "dns": {"type": "query", "id": 8204, "rrname": "evil-update.com", "rrtype": "A"}}))
_STIX = json.dumps({"type": "bundle", "id": "bundle--5d0092c5-5f74-4287-9642-33f4c354e56d", "objects": [
    {"type": "indicator", "spec_version": "2.1", "id": "indicator--8e2e2d2b-17d4-4cbf-938f-98ee46b3cd3f",
     "created": "2026-11-30T12:00:00.000Z", "modified": "2026-11-30T12:00:00.000Z", "name": "Cobalt Strike C2 domain",
     "pattern": "[domain-name:value = 'evil-update.com']", "pattern_type": "stix",
     "valid_from": "2026-11-30T12:00:00Z", "confidence": 85},
    {"type": "indicator", "spec_version": "2.1", "id": "indicator--0d2f6a1b-5c3e-4b8a-9f7e-2a1b3c4d5e6f",
     "created": "2026-11-30T12:00:00.000Z", "modified": "2026-11-30T12:00:00.000Z",
     "pattern": "[ipv4-addr:value = '185.220.101.4']", "pattern_type": "stix", "valid_from": "2026-11-30T12:00:00Z",
     "confidence": 70}]}, indent=4) + "\n"
_TAXII = json.dumps({"more": False, "objects": [
    {"type": "indicator", "spec_version": "2.1", "id": "indicator--8e2e2d2b-17d4-4cbf-938f-98ee46b3cd3f",
     "created": "2026-11-30T12:00:00.000Z", "modified": "2026-11-30T12:00:00.000Z",
     "pattern": "[ipv4-addr:value = '185.220.101.4']", "pattern_type": "stix", "valid_from": "2026-11-30T12:00:00Z"}]})
_MISP_JSON = json.dumps({"Event": {
    "id": "1421", "orgc_id": "2", "info": "Cobalt Strike C2 infrastructure", "threat_level_id": "1", "analysis": "2",
    "date": "2026-11-30", "published": True, "uuid": "5f3c1a2e-9b1d-4c1e-8a7b-0242ac120001",
    "Attribute": [{"id": "91", "type": "ip-dst", "category": "Network activity", "to_ids": True,
                   "value": "185.220.101.4"},
                  {"id": "92", "type": "domain", "category": "Network activity", "to_ids": True,
                   "value": "evil-update.com"}]}}, indent=2) + "\n"
_MISP_CSV = ("uuid,event_id,category,type,value,comment,to_ids,date,object_relation,attribute_tag,object_uuid,"
             "object_name,object_meta_category\n"
             "5f3c1a2e-9b1d-4c1e-8a7b-0242ac120002,1421,Network activity,ip-dst,185.220.101.4,C2,1,1764460800,,"
             "tlp:amber,,,\n"
             "5f3c1a2e-9b1d-4c1e-8a7b-0242ac120003,1421,Network activity,domain,evil-update.com,,1,1764460800,,,,,\n")
_OPENIOC = ('<?xml version="1.0" encoding="us-ascii"?>\n<ioc xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'xmlns:xsd="http://www.w3.org/2001/XMLSchema" id="6d2a1b7b-3f44-4e8c-a0c9-14b0a1d5f6e2" '
            'last-modified="2026-11-30T12:00:00" xmlns="http://schemas.mandiant.com/2010/ioc">\n'
            '  <short_description>APT C2</short_description>\n  <definition>\n'
            '    <Indicator operator="OR" id="a1b2">\n      <IndicatorItem id="b1c2" condition="is">\n'
            '        <Context document="Network" search="Network/DNS" type="mir" />\n'
            '        <Content type="string">evil-update.com</Content>\n      </IndicatorItem>\n'
            '    </Indicator>\n  </definition>\n</ioc>\n')
_SIGMA = ("title: Cobalt Strike Beacon DNS Query\nid: 2f2b7f1a-1c2d-4e3f-9a8b-7c6d5e4f3a2b\nstatus: experimental\n"
          "description: DNS queries for the C2 domain\nauthor: SOC\ndate: 2026-11-30\nlogsource:\n    category: dns\n"
          "detection:\n    selection:\n        query|endswith: '.evil-update.com'\n    condition: selection\n"
          "level: high\n")
_YARA = ('import "pe"\n\nrule CobaltStrike_Beacon : apt\n{\n    meta:\n        author = "soc"\n'
         '        severity = 90\n    strings:\n        $a = "beacon.dll" ascii wide\n        $b = { 4D 5A 90 00 }\n'
         '    condition:\n        pe.is_pe and ($a or $b)\n}\n')
_SNORT = ("# Emerging Threats local additions\n#\n"
          'alert tcp $HOME_NET any -> 185.220.101.4 443 (msg:"ET MALWARE Cobalt Strike Beacon"; '
          'flow:established,to_server; sid:1000001; rev:1; classtype:trojan-activity; priority:1;)\n'
          'alert dns $HOME_NET any -> any any (msg:"DNS query evil-update.com"; dns.query; content:"evil-update.com"; '
          'nocase; sid:1000002; rev:1;)\n')
_VT = ("sha256,positives,total,scan_date,permalink\n"
       "275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f,61,72,2026-11-30 08:12:44,"
       "https://www.virustotal.com/gui/file/275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f\n"
       "ed01ebfbc9eb5bbea545af4d01bf5f1071661840480439c6e5babe8e080e41aa,3,72,2026-11-30 08:13:02,"
       "https://www.virustotal.com/gui/file/ed01ebfbc9eb5bbea545af4d01bf5f1071661840480439c6e5babe8e080e41aa\n")
_ABUSEIPDB = ("IP,abuseConfidenceScore,countryCode,isp,domain,totalReports,lastReportedAt\n"
              "185.220.101.4,100,DE,Zwiebelfreunde e.V.,torservers.net,2143,2026-12-01T08:51:12+00:00\n"
              "45.33.32.156,37,US,Linode,linode.com,12,2026-11-29T10:02:00+00:00\n")
_OTX = ("Indicator type,Indicator,Description\nIPv4,185.220.101.4,Cobalt Strike C2\ndomain,evil-update.com,\n"
        "FileHash-SHA256,275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f,\n")
_PCAP = struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1) + struct.pack("<IIII", 1764579600, 0, 60, 60) \
    + bytes(12) + b"\x08\x00E\x00" + bytes(44)
_PCAPNG = (struct.pack("<IIIHHq", 0x0A0D0D0A, 28, 0x1A2B3C4D, 1, 0, -1) + struct.pack("<I", 28)
           + struct.pack("<IIHHII", 1, 20, 1, 0, 262144, 20))
_EVTX = b"ElfFile\x00" + struct.pack("<QQQIHHHH", 0, 3, 4, 128, 1, 3, 4096, 1) + bytes(4096 - 40)


def twentyfifth_bar_threatintel_cases() -> list[Case]:
    G = TWENTYFIFTH_THREATINTEL
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u25b_rrf_feeds_dict", "rankagg.fuse({feed: {incident: {indicator: score}}}, method='rrf'): six feeds "
        "(VirusTotal detections of 72, AbuseIPDB confidence, OTX pulses, MISP threat score, Suricata alerts, a "
        "sandbox's 0..10) over 8 incidents of 24 indicators (IPv4, IPv6, defanged domains and URLs, SHA-256, ip:port)",
        "import rankagg\nR = incidents()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); each feed's ties (AbuseIPDB's many 100s) ordered as trec_eval "
            "orders them, the id descending (docs/conventions.md)"))
    cases.append(ok(
        "u25b_borda_partial_feeds", "rankagg.fuse(..., method='borda'): OTX knows 60% of the indicators, Suricata "
        "alerted on half, the sandbox detonated only a third (the hashes and URLs it was given); Borda shares the "
        "missing places",
        "import rankagg\nR = incidents(seed=5, drop={'otx': 0.4, 'suricata': 0.5, 'sandbox': 0.67})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u25b_combmnz_long_frame", "rankagg.fuse(DataFrame incident, indicator, feed, score renamed qid, docid, run, "
        "score), CombMNZ: an indicator seen by more feeds rises",
        _frame_fusion("combmnz", "seed=7, drop={'otx': 0.5, 'misp': 0.3}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u25b_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per incident, as the SOAR playbook calls it: "
        "weights from last quarter's confirmed incidents (Suricata 2, the sandbox 1.5, OTX 0.5)",
        "import rankagg\nW = {'virustotal': 1.0, 'abuseipdb': 1.0, 'otx': 0.5, 'misp': 1.25, 'suricata': 2.0, "
        "'sandbox': 1.5}\n"
        "R = incidents(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25b_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised feed scores, the sandbox scoring half of the indicators",
        _frame_fusion("combsum", "seed=11, drop={'sandbox': 0.5}", "{'virustotal': 2.0, 'abuseipdb': 1.0, 'otx': 0.25, "
                      "'misp': 1.0, 'suricata': 1.5, 'sandbox': 0.75}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u25b_evaluate_verdicts", "rankagg.evaluate(queue, verdicts, ['P@5', 'nDCG@10', 'AP', 'RR']): the RRF "
        "queue per incident against the analysts' verdicts (2 confirmed malicious, 1 suspicious, 0 benign)",
        "import rankagg\nR = incidents(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = verdicts()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, nDCG@10 (gains the grades), AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u25b_abuseipdb_ties_by_hand", "rankagg.fuse({'abuseipdb': ..., 'virustotal': ...}, method='borda') of one "
        "incident's five addresses, three at AbuseIPDB's 100: the tied addresses ordered as trec_eval orders them (id "
        "descending), Borda points by hand",
        "import rankagg\nA = {'185.220.101.4': 100, '185.220.101.5': 100, '45.33.32.156': 100, '10.9.8.7': 37, "
        "'2001:db8::1': 0}\n"
        "V = {'185.220.101.4': 61, '185.220.101.5': 12, '45.33.32.156': 61, '10.9.8.7': 0, '2001:db8::1': 3}\n"
        "res = rankagg.fuse({'abuseipdb': {'INC-2041': A}, 'virustotal': {'INC-2041': V}}, method='borda')['INC-2041']\n"
        "# abuseipdb: 45.33.32.156 185.220.101.5 185.220.101.4 10.9.8.7 2001:db8::1 -> 5 4 3 2 1\n"
        "# virustotal: 45.33.32.156 185.220.101.4 185.220.101.5 2001:db8::1 10.9.8.7 -> 5 4 3 2 1\n"
        "want = {'45.33.32.156': 10.0, '185.220.101.5': 7.0, '185.220.101.4': 7.0, '10.9.8.7': 3.0, "
        "'2001:db8::1': 3.0}\n"
        "# ties: 185.220.101.5 and .4 both in 2 lists, best places 2 and 2 -> the smaller id first; "
        "10.9.8.7 (best 4) before 2001:db8::1 (best 4) by the smaller id\n"
        "order = ['45.33.32.156', '185.220.101.4', '185.220.101.5', '10.9.8.7', '2001:db8::1']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u25b_volume_2000_incidents", "rankagg.fuse: a month's 2,000 incidents x 30 indicators x 6 feeds (360,000 "
        "scores), method='rrf', the top 10 per incident for the analysts",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['INC-%05d' % k for k in range(2000)]\nruns = {f: {} for f in FEEDS}\n"
        "for k, q in enumerate(qs):\n"
        "    iocs = ['10.%d.%d.%d' % (k // 250, k % 250, i) for i in range(30)]\n"
        "    base = rng.random(30)\n"
        "    for f in FEEDS:\n"
        "        runs[f][q] = dict(zip(iocs, np.round(0.5 * base + 0.5 * rng.random(30), 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=10)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for f in FEEDS:\n"
        "        for r, d in enumerate(desc_order(runs[f][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:10]\n"
        "    got = res[q]\n"
        "    if len(got) != 10 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 10 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u25b_watchlist_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): two curated watchlists give only "
        "their order (rank 1 the worst), with the sandbox's ranks, RRF over those ranks",
        "import rankagg, pandas as pd\nR = incidents(feeds=['watchlist_a', 'watchlist_b', 'sandbox'], seed=15, "
        "drop={'watchlist_b': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u25b_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the feeds' table as Arrow "
        "(the SIEM's export read by pyarrow), RRF",
        "import rankagg, pyarrow as pa\nR = incidents(seed=19, drop={'otx': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [  # id, what, method, options, files, the runs' arguments, weights, depth, why
        ("u25b_cli_rrf_feed_runs", "one run per feed, incidents as queries, indicators defanged and undefanged",
         "rrf", [], None, "seed=23", "", None, "Cormack et al. 2009; TREC lines ranked by score then docid "
         "(docs/conventions.md)"),
        ("u25b_cli_borda_weights_file", "'NAME W' lines from last quarter's review", "borda",
         ["--weights", "weights.txt"],
         {"weights.txt": "virustotal 1\nabuseipdb 0.5\notx 0.5\nmisp 1.5\nsuricata 2\nsandbox 1.5\n"}, "seed=25",
         "{'virustotal': 1, 'abuseipdb': 0.5, 'otx': 0.5, 'misp': 1.5, 'suricata': 2, 'sandbox': 1.5}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u25b_cli_combmnz_top10_partial", "OTX and the sandbox know half of the indicators; the "
         "analysts' top 10 per incident", "combmnz", ["--depth", "10"], None,
         "seed=27, drop={'otx': 0.5, 'sandbox': 0.5}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the indicator; --depth 10"),
        ("u25b_cli_combsum_inline_weight", "the detector weighted on the command line, the "
         "others 1", "combsum", ["--weights", "suricata=2"], None, "seed=29", "{'suricata': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse virustotal.run ... sandbox.run {' '.join(['--method', method, *options])}: {what}",
            ["fuse", *_FEED_RUNS, "--method", method, *options, "-o", "triage.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u25b_cli_gzipped_feeds", "rankagg fuse virustotal.run.gz ... --method rrf: the nightly feed pulls kept "
        "gzipped", ["fuse", *[r + ".gz" for r in _FEED_RUNS], "--method", "rrf", "-o", "triage.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25b_cli_input_depth_feeds", "rankagg fuse ... --method rrf --input-depth 8: each feed's 8 worst-rated "
        "indicators only, as the paging SLA reads them",
        ["fuse", *_FEED_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "triage.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['hxxps://evil[.]com/a?b=c&d=e#frag%d' % i, '[2001:db8::%x]:8443' % (i + 1), "
              "'phish-%d@evil-mail[.]ru' % i, 'C:\\\\Users\\\\Public\\\\svc%d.exe' % i, "
              "'tcp://185.220.101.%d:9001/' % i, 'xn--80ak6aa92e-%d.com' % i][i % 6]\n")
    cases.append(cli_ok(
        "u25b_cli_punctuated_indicators", "rankagg fuse virustotal.run otx.run --method rrf: indicators with a URL's "
        "? & # and brackets, a bracketed IPv6 with its port, a defanged e-mail, a Windows path's backslashes, a "
        "punycode domain", ["fuse", "virustotal.run", "otx.run", "--method", "rrf", "-o", "triage.run"], None,
        lambda out, folder: _report(
            _PUNCT + "R = incidents(feeds=['virustotal', 'otx'], seed=35, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/triage.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, _PUNCT + "for t, run in incidents(feeds=['virustotal', 'otx'], seed=35, "
                              "ids=ids).items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks ('#' inside a line is no "
            "comment); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25b_cli_evaluate_verdicts", "rankagg evaluate triage.run --qrels verdicts.qrels -m map -m P.5 -m "
        "ndcg_cut.10: the queue against the analysts' graded verdicts",
        ["evaluate", "triage.run", "--qrels", "verdicts.qrels", "-m", "map", "-m", "P.5", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/triage.run').read())\nqrels = verdicts()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = incidents(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r queue' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('triage.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('verdicts.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in verdicts().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_5 and ndcg_cut_10 (references.TREC_MEASURES; nDCG's gains the grades)"))
    cases.append(cli_ok(
        "u25b_cli_evaluate_per_incident", "rankagg evaluate queue.run --qrels verdicts.qrels -q -m P.1 -m recip_rank: "
        "was the first indicator an analyst opened malicious, incident by incident",
        ["evaluate", "queue.run", "--qrels", "verdicts.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"queue.run": "INC-2041 Q0 185.220.101.4 1 3.0 q\nINC-2041 Q0 evil-update[.]com 2 2.0 q\n"
                      "INC-2042 Q0 45.33.32.156:4444 1 3.0 q\nINC-2042 Q0 hxxp://a[.]io/x 2 2.5 q\n"
                      "INC-2042 Q0 hxxp://b[.]io/y 3 2.5 q\n"
                      "INC-2043 Q0 2001:db8::1 1 0.5 q\nINC-2043 Q0 2001:db8::2 2 0.5 q\n",
         "verdicts.qrels": "INC-2041 0 185.220.101.4 2\nINC-2042 0 hxxp://a[.]io/x 2\nINC-2042 0 45.33.32.156:4444 0\n"
                           "INC-2043 0 2001:db8::2 1\n"},
        lambda out, folder: (lambda nums: nums.get(("INC-2041", "p1")) == 1.0 and nums.get(("INC-2042", "p1")) == 0.0
                             and nums.get(("INC-2043", "p1")) == 1.0
                             and abs(nums.get(("INC-2042", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("INC-2043", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2].startswith("INC-")}),
        why="trec_eval -q: ties by docid descending (hxxp://b[.]io/y before hxxp://a[.]io/x at 2.5: RR 1/3; "
            "2001:db8::2 before 2001:db8::1 at 0.5: P_1 1)"))
    cases.append(cli_ok(
        "u25b_cli_misp_threat_level_warns", "rankagg fuse misp_levels.run virustotal.run --method rrf: MISP's "
        "threat_level_id (1 high .. 4 undefined) written as the score beside its rank, rising down every list",
        ["fuse", "misp_levels.run", "virustotal.run", "--method", "rrf", "-o", "triage.run"],
        {"misp_levels.run": "INC-2041 Q0 185.220.101.4 1 1 misp\nINC-2041 Q0 evil-update[.]com 2 2 misp\n"
                            "INC-2041 Q0 45.33.32.156 3 3 misp\nINC-2042 Q0 10.9.8.7 1 1 misp\n"
                            "INC-2042 Q0 2001:db8::1 2 4 misp\n",
         "virustotal.run": "INC-2041 Q0 185.220.101.4 1 61 virustotal\nINC-2041 Q0 45.33.32.156 2 40 virustotal\n"
                           "INC-2042 Q0 10.9.8.7 1 12 virustotal\n"},
        lambda out, folder: _report(
            "R = {'misp': {'INC-2041': {'185.220.101.4': 1, 'evil-update[.]com': 2, '45.33.32.156': 3}, "
            "'INC-2042': {'10.9.8.7': 1, '2001:db8::1': 4}}, "
            "'virustotal': {'INC-2041': {'185.220.101.4': 61, '45.33.32.156': 40}, 'INC-2042': {'10.9.8.7': 12}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/triage.run').read()), refs))\n", folder),
        warns="misp_levels.run",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (rankagg/io/score_direction.py); trec_eval reads the scores"))
    cases.append(cli_ok(
        "u25b_cli_parquet_queue", "rankagg fuse ... --method rrf --depth 20 -o triage.parquet: the queue as a "
        "Parquet table for the SIEM's lookup",
        ["fuse", *_FEED_RUNS, "--method", "rrf", "--depth", "20", "-o", "triage.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/triage.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = incidents(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 20))\n", folder),
        setup=_runs_setup("seed=39"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet: q_id, doc_id, score, run, rank "
            "columns); Cormack et al. 2009"))

    # --- the team's tools' own files given where runs are read: named by the tool ----------------------------------
    tool_files = [
        ("u25b_zeek_conn_as_run", "Zeek's conn.log (its #separator ... #fields ... #types header, a connection per "
         "line)", "conn.log", _CONN, "conn.log:9", "Zeek"),
        ("u25b_zeek_dns_as_run", "Zeek's dns.log (#fields ts uid ... query ... answers)", "dns.log", _DNS,
         "dns.log:9", "Zeek"),
        ("u25b_zeek_rotated_gz_as_run", "Zeek's rotated log, gzipped (conn.09:00:00-10:00:00.log.gz)",
         "conn.09:00:00-10:00:00.log.gz", gzip.compress(_CONN.encode(), mtime=0), "conn.09:00:00-10:00:00.log.gz:9",
         "Zeek"),
        ("u25b_zeek_json_as_run", "Zeek's dns.log as JSON lines (LogAscii::use_json: ts, uid, id.orig_h, query)",
         "dns.log", _ZEEK_JSON, "dns.log:1", "Zeek"),
        ("u25b_suricata_eve_as_run", "Suricata's EVE JSON lines (eve.json: event_type alert / dns, flow_id, src_ip)",
         "eve.json", _EVE, "eve.json:1", "Suricata"),
        ("u25b_stix_bundle_as_run", "a STIX 2.1 bundle of indicators (type bundle, objects, patterns)",
         "cobalt_strike.stix.json", _STIX, "cobalt_strike.stix.json:1", "STIX"),
        ("u25b_taxii_envelope_as_run", "a TAXII 2.1 collection's objects (the envelope: more, objects)",
         "collection-objects.json", _TAXII, "collection-objects.json:1", "TAXII"),
        ("u25b_misp_event_json_as_run", "a MISP event's JSON export (Event, threat_level_id, Attribute)",
         "misp_event_1421.json", _MISP_JSON, "misp_event_1421.json:1", "MISP"),
        ("u25b_misp_csv_as_run", "a MISP attribute CSV export (uuid,event_id,category,type,value,...,to_ids)",
         "misp_attributes.csv", _MISP_CSV, "misp_attributes.csv:1", "MISP"),
        ("u25b_openioc_as_run", "an OpenIOC 1.1 XML (<ioc xmlns=\"http://schemas.mandiant.com/2010/ioc\">)",
         "apt_c2.ioc", _OPENIOC, "apt_c2.ioc:2", "OpenIOC"),
        ("u25b_sigma_rule_as_run", "a Sigma rule (YAML: title, id, logsource, detection, level)",
         "cobalt_dns.yml", _SIGMA, "cobalt_dns.yml:1", "Sigma"),
        ("u25b_yara_rules_as_run", "a YARA rule file (import \"pe\", rule NAME : tag { meta strings condition })",
         "apt_rules.yar", _YARA, "apt_rules.yar:1", "YARA"),
        ("u25b_snort_rules_as_run", "Snort / Suricata rules (alert tcp $HOME_NET any -> ... (msg; sid; rev)) under "
         "two comment lines", "local.rules", _SNORT, "local.rules:3", "Snort"),
        ("u25b_virustotal_csv_as_run", "a VirusTotal export (sha256, positives, total, scan_date, permalink)",
         "vt_report.csv", _VT, "vt_report.csv:1", "VirusTotal"),
        ("u25b_abuseipdb_csv_as_run", "an AbuseIPDB export (IP, abuseConfidenceScore, countryCode, ...)",
         "abuseipdb_check.csv", _ABUSEIPDB, "abuseipdb_check.csv:1", "AbuseIPDB"),
        ("u25b_otx_pulse_csv_as_run", "an OTX pulse's indicators export (Indicator type, Indicator, Description)",
         "otx_pulse.csv", _OTX, "otx_pulse.csv:1", "OTX"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} virustotal.run -o triage.run: {what} given as a run",
            ["fuse", name, "virustotal.run", "--method", "rrf", "-o", "triage.run"],
            {name: text, "virustotal.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "tool's, named by the tool and with how to make a feed's run of it (a field count says nothing the "
                "analyst can act on)"))
    binaries = [
        ("u25b_pcap_as_run", "a libpcap capture (magic a1b2c3d4, written little-endian)", "incident_2041.pcap", _PCAP,
         "libpcap"),
        ("u25b_pcapng_as_run", "a PCAPNG capture (Section Header Block 0a0d0d0a, byte-order magic 1a2b3c4d)",
         "incident_2041.pcapng", _PCAPNG, "PCAPNG"),
        ("u25b_evtx_as_run", "a Windows event log (.evtx: 'ElfFile' magic) exported from the domain controller",
         "Security.evtx", _EVTX, "EVTX"),
    ]
    for cid, what, name, data, tool in binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} virustotal.run -o triage.run: {what} given as a run",
            ["fuse", name, "virustotal.run", "--method", "rrf", "-o", "triage.run"],
            {name: data, "virustotal.run": _ONE_RUN}, name, tool,
            why="a binary capture or log holds no TREC line (trec_eval reads garbage or stops at a NUL); named by its "
                "magic bytes, with what to run on it first"))

    # --- the judgements the analysts give --------------------------------------------------------------------------
    qrels_files = [
        ("u25b_misp_csv_as_qrels", "misp_attributes.csv", _MISP_CSV, "misp_attributes.csv:1", "MISP",
         "a MISP attribute CSV (the community's to_ids flags taken for verdicts)"),
        ("u25b_stix_as_qrels", "cobalt_strike.stix.json", _STIX, "cobalt_strike.stix.json:1", "STIX",
         "a STIX bundle of the confirmed indicators"),
        ("u25b_zeek_dns_as_qrels", "dns.log", _DNS, "dns.log:9", "Zeek", "Zeek's dns.log (the lookups seen)"),
        ("u25b_abuseipdb_as_qrels", "abuseipdb_check.csv", _ABUSEIPDB, "abuseipdb_check.csv:1", "AbuseIPDB",
         "an AbuseIPDB export (its confidence taken for grades)"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate queue.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "queue.run", "--qrels", name], {"queue.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write the analysts' verdicts as 'INCIDENT 0 INDICATOR GRADE'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u25b_url_with_blank", "rankagg fuse urlhaus.run virustotal.run: a URL indicator copied with its blank "
        "('hxxp://evil[.]com/invoice 2041.pdf'), seven fields on line 2",
        ["fuse", "urlhaus.run", "virustotal.run", "--method", "rrf", "-o", "triage.run"],
        {"urlhaus.run": "INC-2041 Q0 hxxp://evil[.]com/a.exe 1 9 urlhaus\n"
                        "INC-2041 Q0 hxxp://evil[.]com/invoice 2041.pdf 2 8 urlhaus\n",
         "virustotal.run": _ONE_RUN}, "urlhaus.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line; trec_eval would read "
            "'2041.pdf' as the rank and '2' as the score"))
    cases.append(cli_bad(
        "u25b_indicator_twice_in_feed", "rankagg fuse otx.run virustotal.run: OTX lists 185.220.101.4 twice in "
        "INC-2041 (two pulses, two scores)", ["fuse", "otx.run", "virustotal.run", "--method", "rrf", "-o",
                                              "triage.run"],
        {"otx.run": "INC-2041 Q0 185.220.101.4 1 31 otx\nINC-2041 Q0 evil-update[.]com 2 12 otx\n"
                    "INC-2041 Q0 185.220.101.4 3 4 otx\n", "virustotal.run": _ONE_RUN}, "otx.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line (which score counts would "
            "be a guess)"))
    cases.append(cli_bad(
        "u25b_detection_ratio_score", "rankagg fuse vt_ratio.run abuseipdb.run: VirusTotal's detections typed as "
        "'61/72'", ["fuse", "vt_ratio.run", "abuseipdb.run", "--method", "rrf", "-o", "triage.run"],
        {"vt_ratio.run": "INC-2041 Q0 185.220.101.4 1 61/72 virustotal\nINC-2041 Q0 evil-update[.]com 2 3/72 virustotal\n",
         "abuseipdb.run": "INC-2041 Q0 185.220.101.4 1 100 abuseipdb\n"}, "vt_ratio.run:1", "61/72",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 61, the ratio's "
            "meaning lost)"))
    cases.append(bad(
        "u25b_api_weights_unknown_feed", "rankagg.fuse(runs, method='rrf', weights={'virustotl': 2}): a feed's "
        "name misspelt in the weights", "import rankagg\nR = incidents(feeds=['virustotal', 'otx'])\n"
        "rankagg.fuse(R, method='rrf', weights={'virustotl': 2.0})\n", "virustotl",
        why="a weight for no given run would silently weigh the real feed 1 (README: unnamed runs weigh 1)"))

    # --- the queue written under a security tool's format name -----------------------------------------------------
    for cid, out_name, what in [
            ("u25b_out_snort_rules", "triage.rules", "Snort / Suricata rules"),
            ("u25b_out_openioc", "triage.ioc", "an OpenIOC indicator file"),
            ("u25b_out_evtx", "triage.evtx", "a Windows event log"),
            ("u25b_out_clamav_hdb", "triage.hdb", "a ClamAV hash signature database"),
            ("u25b_out_clamav_ndb", "triage.ndb", "a ClamAV body signature database"),
            ("u25b_out_nessus", "triage.nessus", "a Nessus scan export (XML)"),
            ("u25b_out_gnmap", "triage.gnmap", "nmap's grepable output")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse virustotal.run otx.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "virustotal.run", "otx.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("feeds=['virustotal', 'otx'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
