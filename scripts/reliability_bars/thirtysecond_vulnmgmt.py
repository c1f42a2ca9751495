"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a vulnerability management team ranking findings per
network segment across scanners and risk scores (its cases, ids ``u32i_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each network segment and week (``seg:dmz/2026-w48``) is a query and each finding a document
(``vuln:CVE-2026-21412@10.0.4.12``); the runs are the CVSS base scores', EPSS's, the scanner's own risk and the
analysts' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
score's record, and judged against what was exploited or escalated (2 exploited, 1 escalated, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (Nmap's XML, a .nessus file, EPSS's
scores, CISA's KEV catalogue, NVD's CVE API answer, a Greenbone report, Nuclei's JSONL, Burp's issues, a Qualys
export), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_VULNMGMT = ("45 Unseen inputs: a thirty-second bar, a vulnerability management team ranking findings "
                         "per network segment across scanners and risk scores (Nmap, Nessus, EPSS, CISA KEV, NVD, "
                         "Greenbone, Nuclei, Burp, Qualys)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['cvss', 'epss', 'scanner_risk', 'analysts'],
    items=['vuln:CVE-2026-21412@10.0.4.12', 'vuln:CVE-2026-0113@10.0.4.7', 'vuln:CVE-2025-49704@10.0.4.12',
           'vuln:CVE-2026-3301@10.0.4.30', 'vuln:CVE-2025-6018@10.0.4.7', 'vuln:CVE-2026-1122@10.0.4.41',
           'vuln:CVE-2024-3400@10.0.4.2', 'vuln:CVE-2026-0875@10.0.4.30'],
    queries=['seg:dmz/2026-w48', 'seg:corp/2026-w48', 'seg:ot/2026-w48', 'seg:cloud-prod/2026-w48',
             'seg:vpn/2026-w48', 'seg:lab/2026-w48'],
    suffix='/external', generator='findings', judgements='exploited') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "findings", "findings.run")

_RECS3 = ["cvss", "epss", "scanner_risk"]
_OUT = ("findings.run",)
_ONE_RUN = ("seg:dmz/2026-w48 Q0 vuln:CVE-2026-21412@10.0.4.12 1 0.91 epss\nseg:dmz/2026-w48 Q0 "
            "vuln:CVE-2026-0113@10.0.4.7 2 0.77 epss\n")
# the team's files, as the scanners, feeds and trackers write them (a few lines)
_NMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE nmaprun>\n<?xml-stylesheet href="file:///usr/bin/../share/'
         'nmap/nmap.xsl" type="text/xsl"?>\n<nmaprun scanner="nmap" args="nmap -sV -oX dmz.xml 10.0.4.0/24" '
         'start="1795248000" version="7.95" xmloutputversion="1.05">\n<host><address addr="10.0.4.12" '
         'addrtype="ipv4"/></host>\n</nmaprun>\n')
_NESSUS = ('<?xml version="1.0" ?>\n<NessusClientData_v2>\n<Policy><policyName>Weekly DMZ</policyName></Policy>\n'
           '<Report name="dmz-2026-w48"><ReportHost name="10.0.4.12"><ReportItem port="443" pluginID="19506" '
           'severity="3"/></ReportHost></Report>\n</NessusClientData_v2>\n')
_EPSS = ("#model_version:v2025.03.14,score_date:2026-11-27T00:00:00+0000\ncve,epss,percentile\n"
         "CVE-2026-21412,0.94321,0.99912\nCVE-2026-0113,0.00043,0.12034\n")
_KEV = ('{"title": "CISA Catalog of Known Exploited Vulnerabilities", "catalogVersion": "2026.11.26", '
        '"dateReleased": "2026-11-26T17:00:00.000Z", "count": 1482, "vulnerabilities": [{"cveID": "CVE-2024-3400", '
        '"vendorProject": "Palo Alto Networks", "product": "PAN-OS", "dateAdded": "2024-04-12", '
        '"requiredAction": "Apply mitigations", "dueDate": "2024-04-19"}]}\n')
_NVD = ('{"resultsPerPage": 1, "startIndex": 0, "totalResults": 1, "format": "NVD_CVE", "version": "2.0", '
        '"timestamp": "2026-11-27T08:00:00.000", "vulnerabilities": [{"cve": {"id": "CVE-2026-21412", '
        '"sourceIdentifier": "secure@microsoft.com", "published": "2026-02-13T18:15:49.000", "vulnStatus": '
        '"Analyzed"}}]}\n')
_GREENBONE = ('<?xml version="1.0" encoding="UTF-8"?>\n<report id="2f0a8c52-1d4e-4b5a-9f3e-7c6d5e4f3a2b" '
              'format_id="a994b278-1f62-11e1-96ac-406186ea4fc5" extension="xml" content_type="text/xml">\n'
              '<owner><name>admin</name></owner>\n<report id="2f0a8c52-1d4e-4b5a-9f3e-7c6d5e4f3a2b">\n'
              '<gmp><version>22.4</version></gmp>\n<results><result><host>10.0.4.12</host><nvt oid="1.3.6.1.4.1.25623.'
              '1.0.12345"/></result></results>\n</report>\n</report>\n')
_NUCLEI = ('{"template-id": "CVE-2024-3400", "info": {"name": "PAN-OS GlobalProtect command injection", "severity": '
           '"critical"}, "type": "http", "host": "https://10.0.4.2", "matched-at": "https://10.0.4.2/ssl-vpn/'
           'hipreport.esp", "timestamp": "2026-11-27T08:00:00Z", "matcher-status": true}\n')
_BURP = ('<?xml version="1.0"?>\n<!DOCTYPE issues [\n<!ELEMENT issues (issue*)>\n]>\n<issues burpVersion="2026.1" '
         'exportTime="Fri Nov 27 08:00:00 UTC 2026">\n  <issue>\n    <serialNumber>1234567890</serialNumber>\n'
         '    <type>1049088</type>\n    <name>SQL injection</name>\n    <severity>High</severity>\n  </issue>\n'
         '</issues>\n')
_QUALYS = ('"IP","DNS","NetBIOS","OS","IP Status","QID","Title","Type","Severity","Port","Protocol","FQDN","SSL",'
           '"CVE ID","Vendor Reference","Bugtraq ID","CVSS Base","CVSS Temporal","Threat","Impact","Solution"\n'
           '"10.0.4.12","web01.example.com","WEB01","Windows Server 2022","host scanned, found vuln","91234",'
           '"Microsoft Windows Security Update","Vuln","4","443","tcp","","over ssl","CVE-2026-21412","","",'
           '"8.8","7.7","","",""\n')


def thirtysecond_bar_vulnmgmt_cases() -> list[Case]:
    G = THIRTYSECOND_VULNMGMT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="findings", judgements="exploited", runs=_RECS3, stem="findings", outputs=_OUT,
        item="findings", rounded="cvss",
        weights="{'cvss': 0.5, 'epss': 2.0, 'scanner_risk': 1.0, 'analysts': 1.5}",
        lone_query="R['analysts']['seg:guest-wifi/2026-w48'] = {'vuln:CVE-2026-9001@10.9.0.5': 0.9, "
                   "'vuln:CVE-2026-9002@10.9.0.6': 0.4}\n",
        trust="epss 2\nscanner_risk 1\ncvss 0.5\n",
        trust_dict="{'epss': 2, 'scanner_risk': 1, 'cvss': 0.5}",
        texts={
            "rrf": ("u32i_rrf_scores",
                    "rankagg.fuse({score: {segment/week: {finding: value}}}, method='rrf'): four scores, six "
                    "segments ('seg:dmz/2026-w48'), findings as CVE@host"),
            "borda": ("u32i_borda_unscored_findings",
                      "rankagg.fuse(..., method='borda'): EPSS has no score for CVEs published this week"),
            "combsum": ("u32i_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): CVSS at one decimal (many ties) beside the others"),
            "fuser": ("u32i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per segment: EPSS counts 2, CVSS 0.5"),
            "frame": ("u32i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the risk register, a row per "
                      "segment, finding and score"),
            "evaluate": ("u32i_evaluate_exploited",
                         "rankagg.evaluate(fused ranking, what was exploited, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the findings attackers used"),
            "lone": ("u32i_one_score_segment",
                     "rankagg.fuse(..., method='rrf'): a segment only the analysts ranked (guest Wi-Fi) beside "
                     "segments every score covers"),
            "cli_rrf": ("u32i_cli_rrf_runs",
                        "rankagg fuse cvss.run epss.run scanner_risk.run --method rrf -o findings.run: one run per "
                        "score, segments as queries"),
            "cli_borda": ("u32i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: EPSS counts double)"),
            "cli_combsum": ("u32i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four findings patched this sprint"),
            "cli_evaluate": ("u32i_cli_evaluate_exploited_qrels",
                             "rankagg evaluate findings.run --qrels exploited.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what was exploited (0-2)"),
            "cli_parquet": ("u32i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o findings.parquet: gzipped runs from the scanners' "
                            "connectors, a Parquet table for the risk dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32i_nmap_xml_as_run", "Nmap's XML output (nmaprun, host, address, ports)", "dmz.xml", _NMAP, "Nmap",
         "dmz.xml:4"),
        ("u32i_nessus_as_run", "a Nessus export (.nessus: NessusClientData_v2, Policy, Report, ReportHost)",
         "dmz.nessus", _NESSUS, "Nessus", "dmz.nessus:2"),
        ("u32i_epss_as_run", "EPSS's scores ('#model_version...,score_date...', then cve, epss, percentile)",
         "epss_scores-2026-11-27.csv", _EPSS, "EPSS", "epss_scores-2026-11-27.csv:1"),
        ("u32i_kev_as_run", "CISA's Known Exploited Vulnerabilities catalogue (title, catalogVersion, ..., "
         "vulnerabilities)", "known_exploited_vulnerabilities.json", _KEV, "KEV",
         "known_exploited_vulnerabilities.json:1"),
        ("u32i_nvd_as_run", "NVD's CVE API 2.0 answer (resultsPerPage, ..., format NVD_CVE, vulnerabilities)",
         "nvd_cves.json", _NVD, "NVD", "nvd_cves.json:1"),
        ("u32i_greenbone_as_run", "a Greenbone / OpenVAS XML report (report, owner, gmp, results)",
         "report-2f0a8c52.xml", _GREENBONE, "Greenbone", "report-2f0a8c52.xml:2"),
        ("u32i_nuclei_jsonl_as_run", "Nuclei's JSONL results (template-id, info, type, host, matched-at, ...)",
         "nuclei.jsonl", _NUCLEI, "Nuclei", "nuclei.jsonl:1"),
        ("u32i_burp_xml_as_run", "Burp Suite's issues export (issues burpVersion=..., issue: serialNumber, type, "
         "name, severity)", "burp_issues.xml", _BURP, "Burp", "burp_issues.xml:5"),
        ("u32i_qualys_csv_as_run", "a Qualys scan export (IP, DNS, NetBIOS, OS, ..., QID, Title, ..., CVSS Base)",
         "Scan_Report_dmz.csv", _QUALYS, "Qualys", "Scan_Report_dmz.csv:1")],
        one_run=("epss.run", _ONE_RUN), stem="findings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32i_kev_as_qrels", "known_exploited_vulnerabilities.json", _KEV, "KEV"),
        ("u32i_epss_as_qrels", "epss.csv", _EPSS, "EPSS"),
        ("u32i_qualys_as_qrels", "Scan_Report_dmz.csv", _QUALYS, "Qualys"),
        ("u32i_nessus_as_qrels", "dmz.nessus", _NESSUS, "Nessus")],
        one_run=("epss.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32i_out_nessus", "findings.nessus", "a Nessus export"),
        ("u32i_out_gnmap", "findings.gnmap", "Nmap's grepable output"),
        ("u32i_out_nmap", "findings.nmap", "Nmap's normal output")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u32i_api_kev_dict",
            "rankagg.fuse(json.load(known_exploited_vulnerabilities.json)): CISA's KEV catalogue loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('k.json')), method='rrf')\n",
            "KEV", why="a run maps a query to {document: score}; the KEV catalogue's 'title' is text and "
            "'vulnerabilities' a list", files={"k.json": _KEV}),
        bad("u32i_api_qualys_frame",
            "rankagg.fuse(pd.read_csv(Scan_Report_dmz.csv)): a Qualys export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('q.csv'), method='borda')\n",
            "Qualys", why="a table of runs has qid, docid, run and score columns; Qualys's has a finding per row",
            files={"q.csv": _QUALYS}),
    ]
    return cases
