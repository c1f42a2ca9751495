"""Issue 45's ninety-first bar of scripts/reliability_matrix.py, a bug bounty program's triage team and its security
leads, ranking vulnerability reports and researchers per asset, severity, month and program from CVSS scores,
triagers' ratings, scanners' findings and the leads' votes (its cases, ids ``u91b_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a
persona session, before any of its recognisers existed.)

The team's day: an asset's reports of a severity in a month, a program's leads' vote, a month's researchers is a query
(``asset:api.example.com/critical/2024-05`` the critical reports against one asset in May; ``program:acme-bbp/2024-05/
leads-vote`` the leads' vote on a program's month; ``month:2024-05/researchers`` the month's researchers) and each
report a document (``report:hackerone/2501687``, the platform, then its report id); the runs are HackerOne's CVSS
scores, the triagers' ratings, the scanners' findings matched to the reports and the leads' votes, turned to scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, HackerOne's CVSS scores weighted highest
(every report's vector set by the triager who reproduced it), and judged against the leads' verdicts (2 a report the
leads put in the month's bonus pool, 1 a valid report, 0 otherwise).  The mistakes and odd files: the field's own files
given where runs or qrels are read (HackerOne's reports as its API v1 answers them and as its CSV export, Bugcrowd's
submissions export, OWASP ZAP's traditional JSON report, Burp Suite's issues XML, nuclei's JSONL, a proof of
concept's HAR capture and its PNG screenshot, and a triager's rating sheet, a lead's ballot and the vote tally as
typed), and outputs named for the field's files (a SARIF log .sarif and .sarif.json, a HAR capture .har, a Burp
project .burp).
Where the bytes were checked: HackerOne's reports answer has the shape of a recorded api.hackerone.com/v1/reports
answer (oreoshake/hackerone-client, fixtures/vcr_cassettes/report_list.yml: data, each id, type 'report', attributes
title, state, created_at, vulnerability_information, triaged_at, ..., last_activity_at, then relationships reporter,
program, severity (rating, author_type, user_id, created_at, score, the CVSS 3 metrics), vulnerability_types,
bounties; then links), pretty-printed by two spaces as the API sent it.  HackerOne's CSV export has the columns of
DefectDojo's fixture (unittests/scans/h1/bug_bounty_one.csv: id, title, severity_rating, severity_score, state,
substate, weakness, reported_at, ... duplicate_report_ids); Bugcrowd's submissions export the columns of
unittests/scans/bugcrowd/BugCrowd-one.csv (reference_number, bounty_code, source, username, title, caption, priority,
amount, points, paid_at, vrt_lineage, ..., vulnerability_references).  ZAP's traditional JSON report follows the
reports add-on's template (zap-extensions, addOns/reports/.../traditional-json/report.json: tab-indented, @programName,
@version, @generated, created, site with @name, @host, @port, @ssl and alerts, each pluginid, alertRef, alert, name,
riskcode, confidence, riskdesc, desc, instances, count, systemic, solution, otherinfo, reference, cweid, wascid,
sourceid).  Burp's issues XML follows an export Burp 2020.12.1 wrote (DefectDojo, unittests/scans/burp/
one_finding_with_cwe.xml: the XML declaration, the DOCTYPE with its inline DTD, issues burpVersion and exportTime,
each issue's serialNumber, type, name, host ip, path, location, severity, confidence, ...).  nuclei's JSONL follows
its ResultEvent and Info structs (projectdiscovery/nuclei, pkg/output/output.go and pkg/model/model.go: template,
template-url, template-id, template-path, info (name, author, tags, description, reference, severity, metadata,
classification), type, host, port, scheme, url, matched-at, ip, timestamp, curl-command, matcher-status), compact, one
result a line, the request and response left out (-omit-raw).  The PNG is built here: the signature, IHDR, IDAT
(zlib) and IEND chunks with their CRC-32s.  The HAR follows the HAR 1.2 spec's objects (log: version, creator, pages,
entries; an entry's startedDateTime, time, request, response, cache, timings) in the spec's order, two-space indented;
no browser's own export was checked, so its key order is the spec's, not Chrome's or Firefox's.  The output suffixes:
.sarif (the SARIF tools' own, e.g. MSVC's /experimental:log, MegaLinter), .sarif.json (CODESYS Static Analysis writes
*.sarif.json), .har, .burp (Burp Suite Professional's project files).
(Left out, as they could not be checked byte for byte: HackerOne's GraphQL answers and its newer reports answer's
added attributes (only the 2017 recording was stored), Bugcrowd's REST API answers (no stored answer), SARIF as a
run file (kept to an output name: no scanner's full log was opened here), the video proof of concept as MP4 (no
stored file to check an encoder's first boxes against), CVSS calculators' exports (no tool's file is a fixed
format), Intigriti's and YesWeHack's exports (no stored export).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFIRST_BUGBOUNTY = ("45 Unseen inputs: a ninety-first bar, a bug bounty program's triage team and its security "
                         "leads ranking vulnerability reports and researchers per asset, severity, month and program "
                         "from CVSS scores, triagers' ratings, scanners' findings and the leads' votes (HackerOne's "
                         "and Bugcrowd's exports and API answers, ZAP, Burp and nuclei reports, proofs of concept, and "
                         "rating sheets, ballots and tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['hackerone_cvss', 'triager_ratings', 'scanner_findings', 'lead_votes'],
    items=['report:hackerone/2501687', 'report:hackerone/2487310', 'report:hackerone/2476105',
           'report:hackerone/2469932', 'report:hackerone/2455018', 'report:hackerone/2450771',
           'report:hackerone/2441206', 'report:hackerone/2438594'],
    queries=['asset:api.example.com/critical/2024-05', 'program:acme-bbp/2024-05/leads-vote',
             'severity:high/2024-05', 'month:2024-05/researchers', 'asset:app.example.com/high/2024-05',
             'program:acme-bbp/2024-q2/bonus-pool'],
    suffix='/retriaged', generator='triage_board', judgements='leads_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "triage_board", "triage_board.run")

_RECS3 = ["hackerone_cvss", "triager_ratings", "scanner_findings"]
_OUT = ("triage_board.run",)
_ONE_RUN = ("asset:api.example.com/critical/2024-05 Q0 report:hackerone/2501687 1 0.9412 hackerone_cvss\n"
            "asset:api.example.com/critical/2024-05 Q0 report:hackerone/2487310 2 0.8873 hackerone_cvss\n")


# the team's files, as HackerOne's API and exports, Bugcrowd's export and the scanners write them, as typed
# HackerOne's reports (GET api.hackerone.com/v1/reports?filter[program][]=acme-bbp), pretty-printed as the API sends it
def _h1_report(rid: str, title: str, state: str, created: str, triaged: str | None, reporter: tuple[str, str, str],
               severity: tuple[str, str, str, float | None], weakness: tuple[str, str]) -> dict:
    uid, username, name = reporter
    sid, rating, screated, score = severity
    sev = {"rating": rating, "author_type": "User", "user_id": int(uid), "created_at": screated}
    if score is not None:
        sev.update({"score": score, "attack_complexity": "low", "attack_vector": "network", "availability": "none",
                    "confidentiality": "high", "integrity": "high", "privileges_required": "none",
                    "user_interaction": "none", "scope": "unchanged"})
    return {"id": rid, "type": "report", "attributes": {
        "title": title, "state": state, "created_at": created, "vulnerability_information": "Steps in the report.",
        "triaged_at": triaged, "closed_at": None, "last_reporter_activity_at": created,
        "first_program_activity_at": triaged, "last_program_activity_at": triaged, "bounty_awarded_at": None,
        "swag_awarded_at": None, "disclosed_at": None, "last_activity_at": triaged or created},
        "relationships": {
            "reporter": {"data": {"id": uid, "type": "user", "attributes": {
                "username": username, "name": name, "disabled": False, "created_at": "2019-03-02T10:11:12.345Z",
                "profile_picture": {size: f"/assets/avatars/default-{uid}.png"
                                    for size in ("62x62", "82x82", "110x110", "260x260")}}}},
            "program": {"data": {"id": "48211", "type": "program", "attributes": {
                "handle": "acme-bbp", "created_at": "2018-09-12T17:40:03.091Z",
                "updated_at": "2024-05-10T08:18:04.114Z"}}},
            "severity": {"data": {"id": sid, "type": "severity", "attributes": sev}},
            "vulnerability_types": {"data": [{"id": weakness[0], "type": "vulnerability-type", "attributes": {
                "name": weakness[1], "description": "nope", "created_at": "2016-01-28T13:34:08.945Z"}}]},
            "bounties": {"data": []}}}


_H1_REPORTS = json.dumps({"data": [
    _h1_report("2501687", "SSRF in the PDF export of api.example.com", "triaged", "2024-05-12T04:05:27.118Z",
               "2024-05-14T22:14:16.402Z", ("1843211", "haxor01", "Ana Haxor"),
               ("3391022", "critical", "2024-05-12T04:05:27.201Z", 9.1), ("25112", "Server-Side Request Forgery")),
    _h1_report("2487310", "IDOR on /v2/invoices/{id}", "new", "2024-05-09T18:26:13.283Z", None,
               ("2210934", "bytebandit", "Lee Park"), ("3379415", "high", "2024-05-09T18:26:13.373Z", None),
               ("25110", "Information Disclosure"))], "links": {}}, indent=2, ensure_ascii=False)
_H1_REPORTS_NAME = "hackerone_reports.json"

# HackerOne's CSV export of a program's reports (Reports > Export as CSV), the columns of a stored export
_H1_CSV = (
    "id,title,severity_rating,severity_score,state,substate,weakness,reported_at,first_response_at,triaged_at,"
    "closed_at,awarded_at,assigned,reporter,source,bounty,bonus,public,reference,reference_url,structured_scope,"
    "structured_scope_reference,original_report_id,cve_ids,collaborating_users,duplicate_report_ids\n"
    "2501687,SSRF in the PDF export of api.example.com,critical,9.1,open,triaged,Server-Side Request Forgery (SSRF),"
    "2024-05-12 04:05:27 UTC,2024-05-12 09:41:02 UTC,2024-05-14 22:14:16 UTC,,,Group acme Triage,haxor01,,,,no,,,"
    "api.example.com,,,\"\",,\n"
    "2487310,IDOR on /v2/invoices/{id},high,7.5,open,new,Insecure Direct Object Reference (IDOR),"
    "2024-05-09 18:26:13 UTC,2024-05-10 07:02:51 UTC,,,,,bytebandit,,,,no,,,api.example.com,,,\"\",,\n"
    "2476105,Stored XSS in the support widget,medium,6.1,open,triaged,Cross-site Scripting (XSS) - Stored,"
    "2024-05-03 11:52:40 UTC,2024-05-03 15:20:09 UTC,2024-05-06 10:08:33 UTC,,2024-05-20 16:40:24 UTC,"
    "Group acme Triage,nullbyte,,750.0,,no,,,app.example.com,,,\"\",,\n")
_H1_CSV_NAME = "acme-bbp_reports.csv"

# Bugcrowd's submissions export (CSV), the columns of a stored export, priorities P1 to P5
_BUGCROWD = (
    "reference_number,bounty_code,source,username,title,caption,priority,amount,points,paid_at,vrt_lineage,"
    "substate,state,duplicate,bug_url,description,http_request,extra_info,submitted_at,validated_at,closed_at,"
    "target_name,target_category,remediation_advice,vulnerability_references\n"
    "3c9f1e07a41b5d26e8f0c7b39a12d4e6f8a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7,acme,platform,haxor01,"
    "SSRF in the PDF export,SSRF in the PDF export,1,4500,40,2024-05-20 10:58:24 UTC,"
    "Server-Side Injection > Server-Side Request Forgery (SSRF) > Internal High Impact,unresolved,open,FALSE,"
    "https://api.example.com/v1/export/pdf,\"The export fetches any URL it is given.\",,,2024-05-12 06:15:06 UTC,"
    "2024-05-14 16:09:59 UTC,,api.example.com,api,\"Fetch only allowed hosts.\",\"* [CWE-918](https://cwe.mitre.org/"
    "data/definitions/918)\"\n"
    "7e1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8,acme,platform,nullbyte,"
    "Stored XSS in the support widget,Stored XSS in the support widget,3,750,10,,"
    "Cross-Site Scripting (XSS) > Stored > Non-Privileged User to Anyone,unresolved,open,FALSE,"
    "https://app.example.com/support,\"The widget renders the name unescaped.\",,,2024-05-03 12:01:44 UTC,"
    "2024-05-06 10:11:02 UTC,,app.example.com,website,\"Escape the name.\",\"* [CWE-79](https://cwe.mitre.org/"
    "data/definitions/79)\"\n")
_BUGCROWD_NAME = "bugcrowd_submissions.csv"


# OWASP ZAP's traditional JSON report (zap-report.json, the reports add-on's traditional-json template), tab-indented
def _zap_alert(plugin: str, ref: str, name: str, risk: int, conf: int, riskdesc: str, uri: str, method: str,
               param: str, evidence: str, cwe: str, wasc: str) -> str:
    return ("\n\t\t\t\t{\n"
            f"\t\t\t\t\t\"pluginid\": \"{plugin}\",\n\t\t\t\t\t\"alertRef\": \"{ref}\",\n"
            f"\t\t\t\t\t\"alert\": \"{name}\",\n\t\t\t\t\t\"name\": \"{name}\",\n"
            f"\t\t\t\t\t\"riskcode\": \"{risk}\",\n\t\t\t\t\t\"confidence\": \"{conf}\",\n"
            f"\t\t\t\t\t\"riskdesc\": \"{riskdesc}\",\n"
            f"\t\t\t\t\t\"desc\": \"<p>{name} was found.</p>\",\n"
            "\t\t\t\t\t\"instances\":[ \n\t\t\t\t\t\t{\n"
            f"\t\t\t\t\t\t\t\"id\": \"{int(plugin) % 97 + 11}\",\n\t\t\t\t\t\t\t\"uri\": \"{uri}\",\n"
            f"\t\t\t\t\t\t\t\"nodeName\": \"{uri}\",\n"
            f"\t\t\t\t\t\t\t\"method\": \"{method}\",\n\t\t\t\t\t\t\t\"param\": \"{param}\",\n"
            "\t\t\t\t\t\t\t\"attack\": \"\",\n"
            f"\t\t\t\t\t\t\t\"evidence\": \"{evidence}\",\n\t\t\t\t\t\t\t\"otherinfo\": \"\"\n"
            "\t\t\t\t\t\t}\n\t\t\t\t\t],\n"
            "\t\t\t\t\t\"count\": \"1\",\n\t\t\t\t\t\"systemic\": false,\n"
            f"\t\t\t\t\t\"solution\": \"<p>Fix the {name.lower()}.</p>\",\n"
            "\t\t\t\t\t\"otherinfo\": \"\",\n"
            "\t\t\t\t\t\"reference\": \"<p>https://owasp.org/www-project-top-ten/</p>\",\n"
            f"\t\t\t\t\t\"cweid\": \"{cwe}\",\n\t\t\t\t\t\"wascid\": \"{wasc}\",\n\t\t\t\t\t\"sourceid\": \"14\"\n"
            "\t\t\t\t}")


_ZAP = ("{\n\t\"@programName\": \"ZAP\",\n\t\"@version\": \"2.15.0\",\n"
        "\t\"@generated\": \"Tue, 14 May 2024 09:12:44\",\n\t\"created\": \"2024-05-14T09:12:44.718913Z\",\n"
        "\t\"site\":[ \n\t\t{\n\t\t\t\"@name\": \"https://api.example.com\",\n\t\t\t\"@host\": \"api.example.com\",\n"
        "\t\t\t\"@port\": \"443\",\n\t\t\t\"@ssl\": \"true\",\n\t\t\t\"alerts\": [ "
        + _zap_alert("40018", "40018", "SQL Injection", 3, 2, "High (Medium)",
                     "https://api.example.com/v2/search?q=1", "GET", "q", "", "89", "19") + ","
        + _zap_alert("10038", "10038-1", "Content Security Policy (CSP) Header Not Set", 2, 3, "Medium (High)",
                     "https://api.example.com/", "GET", "", "", "693", "15")
        + "\n\t\t\t]\n\t\t}\n\t]\n\n}\n")
_ZAP_NAME = "zap-report.json"

# Burp Suite's issues XML (Target > Site map > Report issues, XML), the DOCTYPE and its DTD as Burp writes them
_BURP_DTD = "\n".join([
    "<!DOCTYPE issues [", "<!ELEMENT issues (issue*)>", "<!ATTLIST issues burpVersion CDATA \"\">",
    "<!ATTLIST issues exportTime CDATA \"\">",
    "<!ELEMENT issue (serialNumber, type, name, host, path, location, severity, confidence, issueBackground?, "
    "remediationBackground?, references?, vulnerabilityClassifications?, issueDetail?, issueDetailItems?, "
    "remediationDetail?, requestresponse*, collaboratorEvent*, infiltratorEvent*, staticAnalysis*, "
    "dynamicAnalysis*)>",
    "<!ELEMENT serialNumber (#PCDATA)>", "<!ELEMENT type (#PCDATA)>", "<!ELEMENT name (#PCDATA)>",
    "<!ELEMENT host (#PCDATA)>", "<!ATTLIST host ip CDATA \"\">", "<!ELEMENT path (#PCDATA)>",
    "<!ELEMENT location (#PCDATA)>", "<!ELEMENT severity (#PCDATA)>", "<!ELEMENT confidence (#PCDATA)>",
    "<!ELEMENT issueBackground (#PCDATA)>", "<!ELEMENT remediationBackground (#PCDATA)>",
    "<!ELEMENT references (#PCDATA)>", "<!ELEMENT vulnerabilityClassifications (#PCDATA)>",
    "<!ELEMENT issueDetail (#PCDATA)>", "<!ELEMENT issueDetailItems (issueDetailItem*)>",
    "<!ELEMENT issueDetailItem (#PCDATA)>", "<!ELEMENT remediationDetail (#PCDATA)>",
    "<!ELEMENT requestresponse (request?, response?, responseRedirected?)>", "<!ELEMENT request (#PCDATA)>",
    "<!ATTLIST request method CDATA \"\">", "<!ATTLIST request base64 (true|false) \"false\">",
    "<!ELEMENT response (#PCDATA)>", "<!ATTLIST response base64 (true|false) \"false\">",
    "<!ELEMENT responseRedirected (#PCDATA)>", "<!ELEMENT sender (#PCDATA)>", "<!ELEMENT message (#PCDATA)>",
    "<!ELEMENT conversation (#PCDATA)>", "<!ELEMENT recipient (#PCDATA)>", "<!ELEMENT recipients (recipient*)>",
    "<!ELEMENT smtp (sender, recipients, message, conversation)>",
    "<!ELEMENT collaboratorEvent (interactionType, originIp, time, lookupType?, lookupHost?, requestresponse?, "
    "smtp?)>",
    "<!ELEMENT interactionType (#PCDATA)>", "<!ELEMENT originIp (#PCDATA)>", "<!ELEMENT time (#PCDATA)>",
    "<!ELEMENT lookupType (#PCDATA)>", "<!ELEMENT lookupHost (#PCDATA)>",
    "<!ELEMENT infiltratorEvent (parameterName, platform, signature, stackTrace?, parameterValue?, "
    "collaboratorEvent)>",
    "<!ELEMENT parameterName (#PCDATA)>", "<!ELEMENT platform (#PCDATA)>", "<!ELEMENT signature (#PCDATA)>",
    "<!ELEMENT stackTrace (#PCDATA)>", "<!ELEMENT parameterValue (#PCDATA)>",
    "<!ELEMENT dynamicAnalysis (source, sink, sourceStackTrace, sinkStackTrace, eventListenerStackTrace, "
    "sourceValue, sinkValue, eventHandlerData, eventHandlerDataType, eventHandlerManipulatedData, poc, origin, "
    "isOriginChecked, sourceElementId, sourceElementName, eventFiredEventName, eventFiredElementId, "
    "eventFiredElementName, eventFiredOuterHtml)>",
    "<!ELEMENT staticAnalysis (source, sink, codeSnippets)>", "<!ELEMENT source (#PCDATA)>",
    "<!ELEMENT sink (#PCDATA)>", "<!ELEMENT sourceStackTrace (#PCDATA)>", "<!ELEMENT sinkStackTrace (#PCDATA)>",
    "<!ELEMENT eventListenerStackTrace (#PCDATA)>", "<!ELEMENT sourceValue (#PCDATA)>",
    "<!ELEMENT sinkValue (#PCDATA)>", "<!ELEMENT eventHandlerData (#PCDATA)>",
    "<!ELEMENT eventHandlerDataType (#PCDATA)>", "<!ELEMENT sourceElementId (#PCDATA)>",
    "<!ELEMENT sourceElementName (#PCDATA)>", "<!ELEMENT eventFiredEventName (#PCDATA)>",
    "<!ELEMENT eventFiredElementId (#PCDATA)>", "<!ELEMENT eventFiredElementName (#PCDATA)>",
    "<!ELEMENT eventFiredOuterHtml (#PCDATA)>", "<!ELEMENT eventHandlerManipulatedData (#PCDATA)>",
    "<!ELEMENT poc (#PCDATA)>", "<!ELEMENT origin (#PCDATA)>", "<!ELEMENT isOriginChecked (#PCDATA)>",
    "<!ELEMENT codeSnippets (codeSnippet*)>", "<!ELEMENT codeSnippet (#PCDATA)>", "]>"])


def _burp_issue(serial: str, kind: str, name: str, path: str, severity: str, confidence: str) -> str:
    return ("  <issue>\n"
            f"    <serialNumber>{serial}</serialNumber>\n    <type>{kind}</type>\n"
            f"    <name><![CDATA[{name}]]></name>\n"
            "    <host ip=\"203.0.113.24\">https://api.example.com</host>\n"
            f"    <path><![CDATA[{path}]]></path>\n    <location><![CDATA[{path}]]></location>\n"
            f"    <severity>{severity}</severity>\n    <confidence>{confidence}</confidence>\n"
            "  </issue>\n")


_BURP = ("<?xml version=\"1.0\"?>\n" + _BURP_DTD + "\n"
         "<issues burpVersion=\"2024.3.1.4\" exportTime=\"Tue May 14 09:40:12 UTC 2024\">\n"
         + _burp_issue("8214437653765735424", "3146240", "External service interaction (HTTP)", "/v1/export/pdf",
                       "High", "Certain")
         + _burp_issue("5530912287460128768", "2097920", "Cross-site scripting (reflected)", "/v2/search",
                       "High", "Firm")
         + "</issues>\n")
_BURP_NAME = "burp_issues_api.example.com.xml"


# nuclei's JSONL (nuclei -l assets.txt -jsonl -omit-raw -o nuclei.jsonl): one result a line, compact as Go writes it
def _nuclei(tid: str, name: str, tags: list[str], severity: str, classification: dict, url: str, at: str,
            ts: str) -> str:
    return json.dumps({
        "template": f"http/cves/2024/{tid}.yaml",
        "template-url": f"https://cloud.projectdiscovery.io/public/{tid}",
        "template-id": tid, "template-path": f"/root/nuclei-templates/http/cves/2024/{tid}.yaml",
        "info": {"name": name, "author": ["pdteam"], "tags": tags, "description": f"{name}.",
                 "reference": [f"https://nvd.nist.gov/vuln/detail/{tid.upper()}"], "severity": severity,
                 "metadata": {"max-request": 1, "verified": True}, "classification": classification},
        "type": "http", "host": "api.example.com", "port": "443", "scheme": "https", "url": url,
        "matched-at": at, "ip": "203.0.113.24", "timestamp": ts,
        "curl-command": f"curl -X 'GET' -H 'User-Agent: Mozilla/5.0' '{at}'", "matcher-status": True},
        ensure_ascii=False, separators=(",", ":")) + "\n"


_NUCLEI = (_nuclei("cve-2024-3400", "Palo Alto Networks PAN-OS GlobalProtect - Command Injection",
                   ["cve", "cve2024", "kev", "rce", "globalprotect"], "critical",
                   {"cve-id": ["CVE-2024-3400"], "cwe-id": ["CWE-77"],
                    "cvss-metrics": "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", "cvss-score": 10},
                   "https://api.example.com", "https://api.example.com/ssl-vpn/hipreport.esp",
                   "2024-05-14T09:31:02.118273541Z")
           + _nuclei("cve-2024-4577", "PHP CGI - Argument Injection",
                     ["cve", "cve2024", "php", "cgi", "rce", "kev"], "critical",
                     {"cve-id": ["CVE-2024-4577"], "cwe-id": ["CWE-78"],
                      "cvss-metrics": "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", "cvss-score": 9.8},
                     "https://api.example.com", "https://api.example.com/php-cgi/php-cgi.exe",
                     "2024-05-14T09:31:07.530981207Z"))
_NUCLEI_NAME = "nuclei.jsonl"

# a proof of concept's HAR capture (HAR 1.2: log, version, creator, pages, entries), two-space indented
_HAR = json.dumps({"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"},
                           "pages": [{"startedDateTime": "2024-05-12T04:01:09.412Z", "id": "page_1",
                                      "title": "https://api.example.com/v1/export/pdf",
                                      "pageTimings": {"onContentLoad": -1, "onLoad": -1}}],
                           "entries": [{"startedDateTime": "2024-05-12T04:01:09.410Z", "time": 412.7,
                                        "request": {"method": "POST", "url": "https://api.example.com/v1/export/pdf",
                                                    "httpVersion": "http/2.0", "cookies": [],
                                                    "headers": [{"name": "content-type",
                                                                 "value": "application/json"}],
                                                    "queryString": [],
                                                    "postData": {"mimeType": "application/json",
                                                                 "text": "{\"url\":\"http://169.254.169.254/\"}"},
                                                    "headersSize": -1, "bodySize": 33},
                                        "response": {"status": 200, "statusText": "", "httpVersion": "http/2.0",
                                                     "cookies": [], "headers": [],
                                                     "content": {"size": 1024, "mimeType": "application/pdf"},
                                                     "redirectURL": "", "headersSize": -1, "bodySize": 1024},
                                        "cache": {}, "timings": {"blocked": 1.2, "dns": -1, "connect": -1,
                                                                 "send": 0.3, "wait": 402.1, "receive": 9.1,
                                                                 "ssl": -1}, "pageref": "page_1"}]}}, indent=2)
_HAR_NAME = "poc_2501687.har"


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def _png_screenshot() -> bytes:
    """A proof of concept's screenshot as PNG: the signature 89 'PNG' 0D 0A 1A 0A, IHDR (4 by 2 pixels, 8-bit RGB,
    deflate, adaptive filtering, no interlace), IDAT (each row's filter byte 0, then its pixels, zlib) and IEND, each
    chunk its length, type, data and CRC-32."""
    width, height = 4, 2
    rows = b"".join(b"\x00" + bytes([200, 30, 30] * width) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + _png_chunk(b"IDAT", zlib.compress(rows, 9)) + _png_chunk(b"IEND", b""))


_PNG = _png_screenshot()
_PNG_NAME = "Screenshot 2024-05-12 at 06.02.11.png"

# a triager's rating sheet as typed: report id, asset, CVSS score, severity, triager, rating (1-5): six fields a line
_RATINGS = ("2501687 api.example.com 9.1 critical mchen 5\n2487310 api.example.com 7.5 high mchen 4\n"
            "2476105 app.example.com 6.1 medium jdiaz 3\n2469932 app.example.com 4.3 medium jdiaz 2\n")
# a lead's ballot as typed for the month's bonus pool: rank, report id, researcher, points: four fields a line
_BALLOT = "1 2501687 haxor01 10\n2 2487310 bytebandit 8\n3 2476105 nullbyte 6\n4 2469932 r00tkit 3\n"
# the leads' vote tally as typed after the meeting: report id, votes for, votes against, abstentions: four fields
_TALLY = "2501687 5 0 0\n2487310 4 1 0\n2476105 3 1 1\n2469932 1 3 1\n"


def ninetyfirst_bar_bugbounty_cases() -> list[Case]:
    G = NINETYFIRST_BUGBOUNTY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="triage_board", judgements="leads_verdicts", runs=_RECS3,
        stem="triage_board", outputs=_OUT, item="report", rounded="triager_ratings",
        weights="{'hackerone_cvss': 2.0, 'triager_ratings': 1.5, 'scanner_findings': 0.5, 'lead_votes': 1.0}",
        lone_query="R['lead_votes']['program:acme-vdp/2024-05/leads-vote'] = "
                   "{'report:hackerone/2501687': 0.9, 'report:hackerone/2487310': 0.4}\n",
        trust="hackerone_cvss 2\ntriager_ratings 1\nscanner_findings 1\n",
        trust_dict="{'hackerone_cvss': 2, 'triager_ratings': 1, 'scanner_findings': 1}",
        texts={
            "rrf": ("u91b_rrf_triage_board",
                    "rankagg.fuse({source: {asset, severity, month or program: {report: score}}}, method='rrf'): "
                    "HackerOne's CVSS scores, the triagers' ratings, the scanners' findings and the leads' votes, "
                    "six rankings ('asset:api.example.com/critical/2024-05'), reports as 'report:hackerone/2501687'"),
            "borda": ("u91b_borda_report_unscanned",
                      "rankagg.fuse(..., method='borda'): a report on an asset no scanner covers, or not yet voted "
                      "on, has no score from some sources"),
            "combsum": ("u91b_combsum_rounded_triager_ratings",
                        "rankagg.fuse(..., method='combsum'): the triagers' ratings kept to one decimal (many ties) "
                        "beside HackerOne's CVSS scores and the scanners' findings"),
            "fuser": ("u91b_weighted_fuser_hackerone_cvss",
                      "rankagg.Fuser('rrf', weights=...) per asset, severity, month and program: HackerOne's CVSS "
                      "scores count 2, as each vector is set by the triager who reproduced the report"),
            "frame": ("u91b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the triage sheet, a row per "
                      "asset, severity, month or program, report and source"),
            "evaluate": ("u91b_evaluate_leads_verdicts",
                         "rankagg.evaluate(fused ranking, the leads' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the bonus pool's reports first"),
            "lone": ("u91b_lead_votes_only_vdp_program",
                     "rankagg.fuse(..., method='rrf'): the VDP's month only the leads' votes hold (no CVSS, no "
                     "scanner), beside assets and months every source covers"),
            "cli_rrf": ("u91b_cli_rrf_runs",
                        "rankagg fuse hackerone_cvss.run triager_ratings.run scanner_findings.run --method rrf "
                        "-o triage_board.run: one run per source, assets, severities, months and programs as queries"),
            "cli_borda": ("u91b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: HackerOne's CVSS "
                          "scores count double)"),
            "cli_combsum": ("u91b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the leads' meeting discusses "
                            "per asset"),
            "cli_evaluate": ("u91b_cli_evaluate_leads_verdicts_qrels",
                             "rankagg evaluate triage_board.run --qrels leads_verdicts.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the leads' verdicts (0-2)"),
            "cli_parquet": ("u91b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o triage_board.parquet: gzipped runs from the "
                            "triage scripts, a Parquet table for the program's monthly report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u91b_hackerone_reports_api_as_run", "a program's reports as HackerOne's API v1 answers them (JSON: data, "
         "each id, type 'report', attributes title, state, created_at, ..., relationships reporter, program, "
         "severity rating and score, then links)", _H1_REPORTS_NAME, _H1_REPORTS, "HackerOne",
         f"{_H1_REPORTS_NAME}:1"),
        ("u91b_hackerone_csv_export_as_run", "a program's reports as HackerOne's CSV export (id, title, "
         "severity_rating, severity_score, state, substate, weakness, reported_at, ..., duplicate_report_ids)",
         _H1_CSV_NAME, _H1_CSV, "HackerOne", f"{_H1_CSV_NAME}:1"),
        ("u91b_bugcrowd_submissions_as_run", "a program's submissions as Bugcrowd's CSV export (reference_number, "
         "bounty_code, source, username, title, caption, priority, amount, points, ..., vrt_lineage, ...)",
         _BUGCROWD_NAME, _BUGCROWD, "Bugcrowd", f"{_BUGCROWD_NAME}:1"),
        ("u91b_zap_json_report_as_run", "an asset's scan as OWASP ZAP's traditional JSON report (@programName, "
         "@version, @generated, created, site @name, @host, @port, @ssl, alerts pluginid, riskcode, riskdesc, ...)",
         _ZAP_NAME, _ZAP, "ZAP", f"{_ZAP_NAME}:1"),
        ("u91b_burp_issues_xml_as_run", "an asset's issues as Burp Suite's XML export (<?xml?>, the DOCTYPE issues "
         "DTD, issues burpVersion and exportTime, each issue serialNumber, type, name, host, ..., severity)",
         _BURP_NAME, _BURP, "Burp", f"{_BURP_NAME}:1"),
        ("u91b_nuclei_jsonl_as_run", "a scan's results as nuclei's JSONL (a result a line: template, template-url, "
         "template-id, ..., info severity and classification, type, host, matched-at, timestamp, matcher-status)",
         _NUCLEI_NAME, _NUCLEI, "nuclei", f"{_NUCLEI_NAME}:1"),
        ("u91b_har_poc_capture_as_run", "a proof of concept's browser capture attached to a report (HAR 1.2 JSON: "
         "log version, creator, pages, entries' request and response)", _HAR_NAME, _HAR, "HAR", f"{_HAR_NAME}:1"),
        ("u91b_png_poc_screenshot_as_run", "a proof of concept's screenshot attached to a report (PNG: 89 'PNG' "
         "0D 0A 1A 0A, IHDR, IDAT, IEND)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u91b_rating_sheet_as_run", "a triager's rating sheet as typed (six fields a line: report id, asset, CVSS "
         "score, severity, triager, rating)", "ratings_mchen.txt", _RATINGS, "rating sheet", "ratings_mchen.txt:1"),
        ("u91b_ballot_as_run", "a lead's ballot for the month's bonus pool as typed (four fields a line: rank, "
         "report id, researcher, points)", "ballot_lead2.txt", _BALLOT, "ballot", "ballot_lead2.txt:1")],
        one_run=("hackerone_cvss.run", _ONE_RUN), stem="triage_board",
        text_why="trec_eval refuses a line of other than six fields, and a typed rating's six are a report, an "
                 "asset, a CVSS score, a severity, a triager and a rating, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG screenshot read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u91b_vote_tally_as_qrels", "vote_tally_2024-05.txt", _TALLY, "vote tally"),
        ("u91b_rating_sheet_as_qrels", "ratings_mchen.txt", _RATINGS, "rating sheet"),
        ("u91b_hackerone_csv_export_as_qrels", _H1_CSV_NAME, _H1_CSV, "HackerOne"),
        ("u91b_nuclei_jsonl_as_qrels", _NUCLEI_NAME, _NUCLEI, "nuclei")],
        one_run=("hackerone_cvss.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u91b_out_sarif_log", "findings.sarif", "a SARIF log (.sarif)"),
        ("u91b_out_sarif_json_log", "findings.sarif.json", "a SARIF log saved as .sarif.json"),
        ("u91b_out_har_capture", "poc_2501687.har", "a HAR capture (.har)"),
        ("u91b_out_burp_project", "acme-bbp.burp", "a Burp Suite project file (.burp)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=91"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u91b_api_hackerone_reports_document",
            "rankagg.fuse(json.load(hackerone_reports.json)): a program's reports as HackerOne's API v1 answers them, "
            "loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_H1_REPORTS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "HackerOne", why="a run maps a query to {document: score}; HackerOne's answer is a JSON:API document, "
            "data a list of reports each with id, type, attributes and relationships, then links",
            files={_H1_REPORTS_NAME: _H1_REPORTS}),
        bad("u91b_api_hackerone_csv_frame",
            "rankagg.fuse(pd.read_csv(acme-bbp_reports.csv)): a program's reports as HackerOne's CSV export (id, "
            "title, severity_rating, severity_score, state, substate, weakness, ...) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_H1_CSV_NAME}'), method='borda')\n",
            "HackerOne", why="a table of runs has qid, docid, run and score columns; HackerOne's export is a report "
            "per row: its id, title, severity rating and CVSS score, state, weakness, dates, reporter and bounty",
            files={_H1_CSV_NAME: _H1_CSV}),
    ]
    return cases
