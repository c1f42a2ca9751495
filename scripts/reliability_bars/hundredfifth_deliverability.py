"""Issue 45's hundred-and-fifth bar of scripts/reliability_matrix.py, a mail operations team's deliverability review,
an email service provider's postmasters and abuse desk ranking the sending IP addresses and customer sending domains
to act on first per IP pool, week and incident from DMARC failure rates, blocklist hits, bounce and complaint rates
and the postmasters' triage votes (its cases, ids ``u105a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each IP pool's week, each week of a traffic stream and each incident (``pool:2026-W41/transactional``,
the ISO week, then the pool; ``week:2026-W41/marketing``; ``incident:2026-10-14/yahoo-deferrals``, the day it opened,
then what it is) is a query and each sender a document (``sender:203.0.113.25/news.example.com``, the sending IP,
then the customer's sending domain, as the team's tickets write it; on the typed sheets the IP and the domain as two
fields); the runs are the DMARC failure rates (from the aggregate reports), the blocklist hits, the bounce and
complaint rates and the postmasters' triage votes, turned to scores in [0, 1] at four decimals.  They are fused with
RRF, Borda and CombSUM, the triage votes weighted highest (the abuse desk's runbook gives the postmasters on duty the
call), and judged against the team's actions (2 suspended, 1 throttled, 0 no action).  The mistakes and odd files:
the field's own files given where runs or qrels are read (a DMARC aggregate report (RFC 7489 XML, root
``feedback``), the same as a receiver mails it, gzipped (.xml.gz, binary), Google Postmaster Tools' trafficStats
answer (JSON), a Postfix mail log excerpt, an ARF feedback-loop complaint (RFC 5965, .eml), Microsoft SNDS's data
export (CSV), rspamd's /checkv2 answer (JSON), the postmasters' triage rating sheet, a team member's ballot and the
weekly vote tally as the team types them), and outputs named for the field's files (an .eml message, an mbox, a DMARC
report .xml.gz, Postfix's main.cf).
(Checked: the DMARC aggregate report against RFC 7489 appendix C's schema as parsedmarc's sample reports follow it
(domainaware/parsedmarc, samples/aggregate/protection.outlook.com!example.com!1711756800!1711843200.xml: the prolog
'<?xml version="1.0"?>', root ``feedback`` with the xsd and xsi namespaces, version, report_metadata (org_name,
email, report_id, date_range begin and end), policy_published (domain, adkim, aspf, p, sp, pct, fo), record (row with
source_ip, count, policy_evaluated disposition, dkim, spf; identifiers envelope_to, envelope_from, header_from;
auth_results spf domain, scope, result), two-space indents); the DKIM auth_results' order (domain, selector, result)
from the RFC's schema as remembered, not read here; the IPs, domains, counts and report ids illustrative.  The
gzipped report: the file name form 'receiver!domain!begin!end.xml.gz' from parsedmarc's samples
(fastmail.com!example.com!1516060800!1516147199!102675056.xml.gz), the gzip magic 1f 8b Python's gzip module's own;
that Yahoo sends its reports gzipped and Yahoo's org_name and email are from memory, a guess.  Google Postmaster
Tools' answer from Google's REST reference (developers.google.com/gmail/postmaster/reference/rest/v1/
domains.trafficStats: name 'domains/{domain}/trafficStats/{yyyymmdd}', userReportedSpamRatio, ipReputations of
reputation, ipCount, sampleIps, one entry per category HIGH, MEDIUM, LOW, BAD; domainReputation, spammyFeedbackLoops
of id and spamRatio, spfSuccessRatio, dkimSuccessRatio, dmarcSuccessRatio, outboundEncryptionRatio,
inboundEncryptionRatio, deliveryErrors) and the .NET client's IpReputation (ipCount an int64, so a JSON string);
deliveryErrors' errorClass, errorType and errorRatio and their enum values (TEMPORARY_ERROR, RATE_LIMIT_EXCEEDED,
IP_IN_RBL), the list answer's trafficStats and nextPageToken keys and the two-space indent are from memory; values
illustrative.  The Postfix log from parsers of real logs (SEKOIA-IO/documentation's postfix samples: 'QUEUEID:
to=<...>, relay=host[ip]:25, delay=, delays=a/b/c/d, dsn=, status=bounced (...)'; grok patterns with the syslog
prefix 'Mmm dd hh:mm:ss host postfix/smtp[pid]:'); the qmgr 'from=<>, size=, nrcpt= (queue active)' and 'removed'
lines and the receivers' reply texts (Yahoo's TSS04, Outlook's S3150) are from memory, the IPs documentation
addresses.  The ARF complaint after RFC 5965's example as fixtures copy it (multipart/report;
report-type=feedback-report, a text/plain part, a message/feedback-report part with Feedback-Type: abuse,
User-Agent, Version: 1, Original-Mail-From, Original-Rcpt-To, Arrival-Date, Reporting-MTA, Source-IP,
Authentication-Results, Reported-Domain, then the message/rfc822 part) and Sisimai's RFC5965 field list; LF line ends
as a mail client saves an .eml is a guess.  Microsoft SNDS's data export from sndslib (undersfx/sndslib,
sndslib/sndslib.py search_ip_status and tests/conftest.py's DATA_VALUE: no header; IP, activity start, activity end,
RCPT commands, DATA commands, message recipients, filter result GREEN/YELLOW/RED, complaint rate '< 0.1%', trap
message period start and end, trap hits, sample HELO, sample MAIL FROM (JMR), comments; 'M/D/YYYY h:mm AM' times,
CRLF line ends); the filled-in sample HELO and MAIL FROM illustrative.  rspamd's answer from rspamd's protocol page
(rspamd/docs.rspamd.com, docs/developers/protocol.md: is_skipped, score, required_score, action 'add header' or
'reject', symbols by name of name, score, options; urls, emails, message-id; compact on the wire), the symbol names
R_SPF_FAIL, R_DKIM_REJECT, DMARC_POLICY_REJECT, RBL_SPAMHAUS_SBL from rspamd configurations and clients that name
them; their scores and options illustrative.  Left out, as they could not be checked byte for byte: a DNSBL lookup
tool's report (each tool its own), SpamAssassin's report text, Yahoo's and AOL's own complaint feeds, Google's zipped
DMARC reports (kept to the gzipped one).  The triage rating sheet, the ballot and the vote tally are typed here as
the postmasters write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFIFTH_DELIVERABILITY = ("45 Unseen inputs: a hundred-and-fifth bar, an email service provider's mail "
                               "operations team (postmasters and the abuse desk) ranking sending IPs and customer "
                               "sending domains to act on per IP pool, week and incident from DMARC failure rates, "
                               "blocklist hits, bounce and complaint rates and the postmasters' triage votes (DMARC "
                               "aggregate reports as XML and gzipped, Google Postmaster Tools' trafficStats JSON, "
                               "Postfix mail logs, ARF feedback-loop complaints, Microsoft SNDS data CSV, rspamd's "
                               "JSON answers, triage rating sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['dmarc_failures', 'blocklist_hits', 'bounce_complaint_rates', 'triage_votes'],
    items=['sender:203.0.113.25/news.example.com', 'sender:203.0.113.41/deals.example.net',
           'sender:198.51.100.12/billing.example.org', 'sender:203.0.113.77/promo.example.com',
           'sender:198.51.100.30/alerts.example.net', 'sender:203.0.113.9/mail.example.org',
           'sender:198.51.100.64/receipts.example.com', 'sender:198.51.100.88/updates.example.net'],
    queries=['pool:2026-W41/transactional', 'week:2026-W41/marketing', 'incident:2026-10-14/yahoo-deferrals',
             'pool:2026-W41/marketing', 'pool:2026-W42/transactional', 'incident:2026-10-16/outlook-blocks'],
    suffix='/recheck', generator='sender_scores', judgements='team_actions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "sender_scores", "senders_to_act_on.run")

_RECS3 = ["dmarc_failures", "blocklist_hits", "triage_votes"]
_OUT = ("senders_to_act_on.run",)
_ONE_RUN = ("pool:2026-W41/transactional Q0 sender:203.0.113.25/news.example.com 1 0.9127 triage_votes\n"
            "pool:2026-W41/transactional Q0 sender:203.0.113.41/deals.example.net 2 0.7764 triage_votes\n")


# the team's files, as the receivers' DMARC reporters, Google Postmaster Tools, Postfix, a feedback loop, Microsoft
# SNDS, rspamd and the postmasters write them
# a DMARC aggregate report (RFC 7489 appendix C) as Outlook.com's reporter writes it: the bare prolog, root feedback
def _dmarc_record(ip: str, count: int, disposition: str, dkim: str, spf: str, to: str, domain: str,
                  dkim_result: str, spf_result: str) -> str:
    return (f"  <record>\n    <row>\n      <source_ip>{ip}</source_ip>\n      <count>{count}</count>\n"
            f"      <policy_evaluated>\n        <disposition>{disposition}</disposition>\n        <dkim>{dkim}</dkim>\n"
            f"        <spf>{spf}</spf>\n      </policy_evaluated>\n    </row>\n    <identifiers>\n"
            f"      <envelope_to>{to}</envelope_to>\n      <envelope_from>{domain}</envelope_from>\n"
            f"      <header_from>{domain}</header_from>\n    </identifiers>\n    <auth_results>\n"
            f"      <dkim>\n        <domain>{domain}</domain>\n        <selector>s2026</selector>\n"
            f"        <result>{dkim_result}</result>\n      </dkim>\n"
            f"      <spf>\n        <domain>{domain}</domain>\n        <scope>mfrom</scope>\n"
            f"        <result>{spf_result}</result>\n      </spf>\n    </auth_results>\n  </record>\n")


def _dmarc(org: str, email: str, report_id: str, begin: int, end: int, domain: str, p: str, records: str,
           namespaces: bool = True) -> str:
    ns = (' xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
          if namespaces else "")
    return (f'<?xml version="1.0"?>\n<feedback{ns}>\n  <version>1.0</version>\n  <report_metadata>\n'
            f"    <org_name>{org}</org_name>\n    <email>{email}</email>\n    <report_id>{report_id}</report_id>\n"
            f"    <date_range>\n      <begin>{begin}</begin>\n      <end>{end}</end>\n    </date_range>\n"
            f"  </report_metadata>\n  <policy_published>\n    <domain>{domain}</domain>\n    <adkim>r</adkim>\n"
            f"    <aspf>r</aspf>\n    <p>{p}</p>\n    <sp>{p}</sp>\n    <pct>100</pct>\n    <fo>0</fo>\n"
            f"  </policy_published>\n{records}</feedback>\n")


_DMARC_XML = _dmarc(
    "Outlook.com", "dmarcreport@microsoft.com", "8f3c1d2e9a7b4c60b5d41e2f0a9c7b13", 1760400000, 1760486400,
    "news.example.com", "quarantine",
    _dmarc_record("203.0.113.25", 1843, "quarantine", "fail", "fail", "outlook.com", "news.example.com", "fail",
                  "softfail")
    + _dmarc_record("198.51.100.12", 9120, "none", "pass", "pass", "hotmail.com", "news.example.com", "pass",
                    "pass"))
_DMARC_XML_NAME = "protection.outlook.com!news.example.com!1760400000!1760486400.xml"

# the same kind of report as Yahoo mails it, gzipped (magic 1f 8b), no namespaces on its root
_DMARC_GZ = gzip.compress(_dmarc(
    "Yahoo", "dmarchelp@yahooinc.com", "1760486399.713205", 1760400000, 1760486399, "deals.example.net", "none",
    _dmarc_record("203.0.113.41", 5207, "none", "fail", "pass", "yahoo.com", "deals.example.net", "fail", "pass")
    + _dmarc_record("198.51.100.30", 412, "none", "pass", "pass", "yahoo.com", "deals.example.net", "pass", "pass"),
    namespaces=False).encode(), mtime=1760490000)
_DMARC_GZ_NAME = "yahoo.com!deals.example.net!1760400000!1760486399.xml.gz"

# Google Postmaster Tools' answer (GET .../v1/domains/news.example.com/trafficStats?startDate...): a page of
# TrafficStats, one a day; ipReputations one entry per category, ipCount an int64 written as a string
_POSTMASTER = json.dumps({"trafficStats": [
    {"name": "domains/news.example.com/trafficStats/20261014", "userReportedSpamRatio": 0.0041,
     "ipReputations": [{"reputation": "HIGH", "ipCount": "3", "sampleIps": ["198.51.100.12", "198.51.100.13"]},
                       {"reputation": "MEDIUM", "ipCount": "1", "sampleIps": ["203.0.113.25"]},
                       {"reputation": "LOW", "ipCount": "1", "sampleIps": ["203.0.113.41"]},
                       {"reputation": "BAD"}],
     "domainReputation": "MEDIUM", "spammyFeedbackLoops": [{"id": "cmp-2026-10-13-autumn", "spamRatio": 0.0118}],
     "spfSuccessRatio": 0.998, "dkimSuccessRatio": 0.991, "dmarcSuccessRatio": 0.987, "outboundEncryptionRatio": 1,
     "inboundEncryptionRatio": 0.9993,
     "deliveryErrors": [{"errorClass": "TEMPORARY_ERROR", "errorType": "RATE_LIMIT_EXCEEDED", "errorRatio": 0.0132},
                        {"errorClass": "PERMANENT_ERROR", "errorType": "IP_IN_RBL", "errorRatio": 0.0021}]},
    {"name": "domains/news.example.com/trafficStats/20261013", "userReportedSpamRatio": 0.0019,
     "ipReputations": [{"reputation": "HIGH", "ipCount": "4",
                        "sampleIps": ["198.51.100.12", "198.51.100.13", "203.0.113.25"]},
                       {"reputation": "MEDIUM"}, {"reputation": "LOW"}, {"reputation": "BAD"}],
     "domainReputation": "HIGH", "spfSuccessRatio": 0.999, "dkimSuccessRatio": 0.995, "dmarcSuccessRatio": 0.993,
     "outboundEncryptionRatio": 1, "inboundEncryptionRatio": 0.9991}],
    "nextPageToken": "CgwI8K6PwAYQgKLx5QI"}, indent=2)
_POSTMASTER_NAME = "postmaster_trafficStats_news.example.com_2026-10.json"

# a Postfix mail log excerpt (/var/log/mail.log on an outbound MTA): syslog lines of qmgr, smtp and bounce, a
# deferral and a bounce for two of the pool's IPs
_POSTFIX_LOG = (
    "Oct 14 09:12:03 mta-out-03 postfix/qmgr[1123]: 7C1F2A3B4D: from=<bounce+8c1f2e@news.example.com>, "
    "size=48213, nrcpt=1 (queue active)\n"
    "Oct 14 09:12:04 mta-out-03 postfix/smtp[21877]: 7C1F2A3B4D: to=<reader.one@yahoo.com>, "
    "relay=mta7.am0.yahoodns.net[192.0.2.72]:25, delay=1.4, delays=0.02/0.01/0.61/0.76, dsn=4.7.0, "
    "status=deferred (host mta7.am0.yahoodns.net[192.0.2.72] said: 421 4.7.0 [TSS04] Messages from "
    "203.0.113.25 temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see "
    "https://postmaster.yahooinc.com/error-codes (in reply to MAIL FROM command))\n"
    "Oct 14 09:12:05 mta-out-03 postfix/qmgr[1123]: 9E4D5C6B7A: from=<bounce+31aa07@deals.example.net>, "
    "size=51877, nrcpt=1 (queue active)\n"
    "Oct 14 09:12:06 mta-out-03 postfix/smtp[21880]: 9E4D5C6B7A: to=<j.doe@outlook.com>, "
    "relay=outlook-com.olc.protection.outlook.com[192.0.2.51]:25, delay=0.93, delays=0.01/0/0.42/0.5, dsn=5.7.1, "
    "status=bounced (host outlook-com.olc.protection.outlook.com[192.0.2.51] said: 550 5.7.1 Unfortunately, "
    "messages from [203.0.113.41] weren't sent. Please contact your Internet service provider since part of their "
    "network is on our block list (S3150). (in reply to MAIL FROM command))\n"
    "Oct 14 09:12:06 mta-out-03 postfix/bounce[21884]: 9E4D5C6B7A: sender non-delivery notification: 0B2C3D4E5F\n"
    "Oct 14 09:12:06 mta-out-03 postfix/qmgr[1123]: 9E4D5C6B7A: removed\n")
_POSTFIX_LOG_NAME = "mail.log.mta-out-03"

# an ARF complaint from a mailbox provider's feedback loop (RFC 5965): multipart/report with a human part, the
# message/feedback-report part and the reported message
_ARF = ('From: <fbl@feedback.mailbox.example>\nDate: Wed, 14 Oct 2026 10:02:11 +0000\n'
        'Subject: FW: Autumn deals inside\nTo: <fbl-reports@esp.example>\nMIME-Version: 1.0\n'
        'Content-Type: multipart/report; report-type=feedback-report;\n'
        '\tboundary="_----ARF_2026101410021100_7731"\n\n'
        '--_----ARF_2026101410021100_7731\nContent-Type: text/plain; charset="US-ASCII"\n'
        'Content-Transfer-Encoding: 7bit\n\n'
        'This is an email abuse report for an email message received from IP\n'
        '203.0.113.41 on Wed, 14 Oct 2026 08:47:30 +0000.\n\n'
        '--_----ARF_2026101410021100_7731\nContent-Type: message/feedback-report\n\n'
        'Feedback-Type: abuse\nUser-Agent: MailboxFBL/2.1\nVersion: 1\n'
        'Original-Mail-From: <bounce+31aa07@deals.example.net>\nOriginal-Rcpt-To: <reader.two@mailbox.example>\n'
        'Arrival-Date: Wed, 14 Oct 2026 08:47:30 +0000\nReporting-MTA: dns; mx3.mailbox.example\n'
        'Source-IP: 203.0.113.41\nAuthentication-Results: mx3.mailbox.example;\n'
        '        spf=pass smtp.mailfrom=bounce+31aa07@deals.example.net;\n'
        '        dkim=fail header.d=deals.example.net\nReported-Domain: deals.example.net\n\n'
        '--_----ARF_2026101410021100_7731\nContent-Type: message/rfc822\nContent-Disposition: inline\n\n'
        'Received: from mta-out-03.esp.example (mta-out-03.esp.example [203.0.113.41])\n'
        '        by mx3.mailbox.example with ESMTPS id 4f1a2b3c; Wed, 14 Oct 2026 08:47:30 +0000\n'
        'From: Deals <offers@deals.example.net>\nTo: <reader.two@mailbox.example>\nSubject: Autumn deals inside\n'
        'Message-ID: <20261014084729.9E4D5C6B7A@mta-out-03.esp.example>\nDate: Wed, 14 Oct 2026 08:47:29 +0000\n'
        'MIME-Version: 1.0\nContent-Type: text/plain\n\nThis week only: 40% off everything.\n'
        '--_----ARF_2026101410021100_7731--\n')
_ARF_NAME = "fbl_complaint_2026-10-14_0847.eml"

# Microsoft SNDS's data export (snds/data.aspx?key=...): no header, fourteen fields a line, CRLF
_SNDS = ("203.0.113.25,10/14/2026 12:00 AM,10/14/2026 11:00 PM,48211,48090,51377,YELLOW,0.3%,10/14/2026 8:07 AM,"
         "10/14/2026 6:41 PM,12,mta-out-03.esp.example,bounce+8c1f2e@news.example.com,\r\n"
         "203.0.113.41,10/14/2026 1:00 AM,10/14/2026 10:00 PM,30712,30702,31044,RED,1.1%,10/14/2026 7:58 AM,"
         "10/14/2026 9:12 PM,57,mta-out-03.esp.example,bounce+31aa07@deals.example.net,\r\n"
         "198.51.100.12,10/14/2026 12:00 AM,10/14/2026 11:00 PM,91207,91207,90981,GREEN,< 0.1%,,,0,,,\r\n"
         "198.51.100.30,10/14/2026 2:00 AM,10/14/2026 9:00 PM,4121,4121,4120,GREEN,< 0.1%,,,0,,,\r\n")
_SNDS_NAME = "snds_data_2026-10-14.csv"

# rspamd's answer to a test send through the team's seed box (curl --data-binary @seed.eml .../checkv2), compact
_RSPAMD = json.dumps({
    "is_skipped": False, "score": 16.4, "required_score": 15.0, "action": "reject",
    "symbols": {"R_SPF_FAIL": {"name": "R_SPF_FAIL", "score": 1.0, "options": ["-all"]},
                "R_DKIM_REJECT": {"name": "R_DKIM_REJECT", "score": 1.0, "options": ["deals.example.net:s=s2026"]},
                "DMARC_POLICY_REJECT": {"name": "DMARC_POLICY_REJECT", "score": 2.0,
                                        "options": ["deals.example.net : No valid SPF, No valid DKIM", "reject"]},
                "RBL_SPAMHAUS_SBL": {"name": "RBL_SPAMHAUS_SBL", "score": 4.0, "options": ["203.0.113.41:from"]},
                "BAYES_SPAM": {"name": "BAYES_SPAM", "score": 5.1, "options": ["97.21%"]},
                "MIME_HTML_ONLY": {"name": "MIME_HTML_ONLY", "score": 0.2},
                "FROM_NEQ_ENVFROM": {"name": "FROM_NEQ_ENVFROM", "score": 0.0,
                                     "options": ["offers@deals.example.net", "bounce+31aa07@deals.example.net"]},
                "ONCE_RECEIVED": {"name": "ONCE_RECEIVED", "score": 0.1}},
    "urls": ["deals.example.net", "click.deals.example.net"], "emails": ["offers@deals.example.net"],
    "message-id": "20261014084729.9E4D5C6B7A@mta-out-03.esp.example"}, separators=(",", ":"))
_RSPAMD_NAME = "rspamd_checkv2_203.0.113.41.json"

# the postmasters' triage rating sheet as typed on shift: date, postmaster, IP, domain, auth, blocklist,
# complaints, overall: eight fields a line
_RATING_SHEET = ("2026-10-14 akovalenko 203.0.113.25 news.example.com 3 2 4 3.0\n"
                 "2026-10-14 akovalenko 203.0.113.41 deals.example.net 4 5 5 4.7\n"
                 "2026-10-14 tnguyen 198.51.100.12 billing.example.org 1 1 1 1.0\n"
                 "2026-10-14 tnguyen 203.0.113.77 promo.example.com 3 3 2 2.7\n"
                 "2026-10-14 tnguyen 198.51.100.30 alerts.example.net 1 2 1 1.3\n")
# a team member's ballot for the weekly review: member, place, IP, domain, proposed action: five fields a line
_BALLOT = ("mbrandt 1 203.0.113.41 deals.example.net suspend\nmbrandt 2 203.0.113.25 news.example.com throttle\n"
           "mbrandt 3 203.0.113.77 promo.example.com throttle\nmbrandt 4 198.51.100.30 alerts.example.net none\n")
# the weekly vote tally as the desk lead types it after the review: IP, domain, suspend, throttle, no-action votes,
# decision: six fields a line
_VOTE_TALLY = ("203.0.113.41 deals.example.net 6 1 0 suspended\n203.0.113.25 news.example.com 2 5 0 throttled\n"
               "203.0.113.77 promo.example.com 1 4 2 throttled\n198.51.100.30 alerts.example.net 0 1 6 none\n")


def hundredfifth_bar_deliverability_cases() -> list[Case]:
    G = HUNDREDFIFTH_DELIVERABILITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="sender_scores", judgements="team_actions", runs=_RECS3,
        stem="senders_to_act_on", outputs=_OUT, item="sender", rounded="bounce_complaint_rates",
        weights="{'dmarc_failures': 1.0, 'blocklist_hits': 1.0, 'bounce_complaint_rates': 0.5, 'triage_votes': 2.0}",
        lone_query="R['blocklist_hits']['incident:2026-10-17/spamhaus-sbl-listing'] = "
                   "{'sender:203.0.113.41/deals.example.net': 0.9, 'sender:203.0.113.77/promo.example.com': 0.4}\n",
        trust="dmarc_failures 1\nblocklist_hits 1\ntriage_votes 2\n",
        trust_dict="{'dmarc_failures': 1, 'blocklist_hits': 1, 'triage_votes': 2}",
        texts={
            "rrf": ("u105a_rrf_sender_scores",
                    "rankagg.fuse({source: {pool, week or incident: {sender: score}}}, method='rrf'): the DMARC "
                    "failure rates, the blocklist hits, the bounce and complaint rates and the postmasters' triage "
                    "votes, six rankings ('pool:2026-W41/transactional'), senders as "
                    "'sender:203.0.113.25/news.example.com'"),
            "borda": ("u105a_borda_sender_without_dmarc_reports",
                      "rankagg.fuse(..., method='borda'): a sender whose domain gets no DMARC reports yet and no "
                      "blocklist lists, so some sources have no score for it"),
            "combsum": ("u105a_combsum_rounded_complaint_rates",
                        "rankagg.fuse(..., method='combsum'): the bounce and complaint rates rounded to one "
                        "decimal (many ties), beside the DMARC failure rates and the triage votes"),
            "fuser": ("u105a_weighted_fuser_triage_votes",
                      "rankagg.Fuser('rrf', weights=...) per pool, week and incident: the postmasters' triage votes "
                      "count 2, the bounce and complaint rates 0.5, as the abuse desk's runbook gives the "
                      "postmasters on duty the call"),
            "frame": ("u105a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the desk's review sheet, a "
                      "row per pool week, sender and source"),
            "evaluate": ("u105a_evaluate_team_actions",
                         "rankagg.evaluate(fused ranking, the team's actions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the senders the team suspended first"),
            "lone": ("u105a_sbl_incident_only_blocklist_hits",
                     "rankagg.fuse(..., method='rrf'): a Spamhaus SBL listing incident, which only the blocklist "
                     "hits cover, beside pools, weeks and incidents every source covers"),
            "cli_rrf": ("u105a_cli_rrf_runs",
                        "rankagg fuse dmarc_failures.run blocklist_hits.run triage_votes.run --method rrf -o "
                        "senders_to_act_on.run: one run per source, pools, weeks and incidents as queries"),
            "cli_borda": ("u105a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the triage votes "
                          "count double)"),
            "cli_combsum": ("u105a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four senders the desk can work per "
                            "pool in a shift"),
            "cli_evaluate": ("u105a_cli_evaluate_team_actions_qrels",
                             "rankagg evaluate senders_to_act_on.run --qrels team_actions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the team's actions (0-2)"),
            "cli_parquet": ("u105a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o senders_to_act_on.parquet: gzipped runs from the "
                            "nightly reputation job, a Parquet table for the weekly review's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u105a_dmarc_aggregate_xml_as_run", "a DMARC aggregate report (RFC 7489 XML, root feedback: "
         "report_metadata, policy_published, a record per source_ip with its count, policy_evaluated and "
         "auth_results)", _DMARC_XML_NAME, _DMARC_XML, "DMARC", named_at(_DMARC_XML_NAME, _DMARC_XML)),
        ("u105a_dmarc_report_xml_gz_as_run", "a DMARC aggregate report as Yahoo mails it, gzipped (.xml.gz, "
         "1f 8b)", _DMARC_GZ_NAME, _DMARC_GZ, "DMARC", _DMARC_GZ_NAME),
        ("u105a_postmaster_tools_json_as_run", "Google Postmaster Tools' trafficStats answer (JSON: a day's "
         "userReportedSpamRatio, ipReputations, domainReputation, spammyFeedbackLoops, the auth ratios and "
         "deliveryErrors)", _POSTMASTER_NAME, _POSTMASTER, "Postmaster Tools", f"{_POSTMASTER_NAME}:1"),
        ("u105a_postfix_mail_log_as_run", "a Postfix mail log excerpt (syslog lines of postfix/qmgr, postfix/smtp "
         "with to=, relay=, delays=, dsn=, status=deferred or bounced, postfix/bounce)", _POSTFIX_LOG_NAME,
         _POSTFIX_LOG, "Postfix", named_at(_POSTFIX_LOG_NAME, _POSTFIX_LOG)),
        ("u105a_arf_complaint_eml_as_run", "an ARF feedback-loop complaint (RFC 5965 .eml: multipart/report with "
         "a message/feedback-report part, Feedback-Type: abuse, Source-IP, then the reported message)", _ARF_NAME,
         _ARF, "ARF", named_at(_ARF_NAME, _ARF)),
        ("u105a_snds_data_csv_as_run", "Microsoft SNDS's data export (CSV without a header: IP, activity window, "
         "RCPT and DATA commands, recipients, GREEN/YELLOW/RED, complaint rate, trap hits, sample HELO and MAIL "
         "FROM)", _SNDS_NAME, _SNDS, "SNDS", named_at(_SNDS_NAME, _SNDS)),
        ("u105a_rspamd_checkv2_json_as_run", "rspamd's /checkv2 answer (JSON: is_skipped, score, required_score, "
         "action, symbols with name, score and options, urls, emails, message-id)", _RSPAMD_NAME, _RSPAMD,
         "rspamd", f"{_RSPAMD_NAME}:1"),
        ("u105a_triage_rating_sheet_as_run", "a postmaster's triage rating sheet as typed (eight fields a line: "
         "date, postmaster, IP, domain, auth, blocklist, complaints, overall)", "triage_ratings_2026-10-14.txt",
         _RATING_SHEET, "rating sheet", "triage_ratings_2026-10-14.txt:1"),
        ("u105a_review_ballot_as_run", "a team member's ballot as typed for the weekly review (five fields a line: "
         "member, place, IP, domain, proposed action)", "ballot_mbrandt_2026-W41.txt", _BALLOT, "ballot",
         "ballot_mbrandt_2026-W41.txt:1"),
        ("u105a_vote_tally_as_run", "the weekly vote tally as the desk lead types it (six fields a line: IP, "
         "domain, suspend, throttle and no-action votes, decision)", "vote_tally_2026-W41.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026-W41.txt:1")],
        one_run=("triage_votes.run", _ONE_RUN), stem="senders_to_act_on",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an IP, a domain, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped DMARC report read as lines gives no ranking (and unzipped it "
                   "is XML): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u105a_review_ballot_as_qrels", "ballot_mbrandt_2026-W41.txt", _BALLOT, "ballot"),
        ("u105a_vote_tally_as_qrels", "vote_tally_2026-W41.txt", _VOTE_TALLY, "vote tally"),
        ("u105a_snds_data_csv_as_qrels", _SNDS_NAME, _SNDS, "SNDS"),
        ("u105a_dmarc_aggregate_xml_as_qrels", _DMARC_XML_NAME, _DMARC_XML, "DMARC")],
        one_run=("triage_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u105a_review_ballot_as_qrels": "a team member's ballot as typed, five fields a line",
            "u105a_vote_tally_as_qrels": "the weekly vote tally as typed, six fields a line",
            "u105a_snds_data_csv_as_qrels": "Microsoft SNDS's data export, fourteen comma-separated fields a line",
            "u105a_dmarc_aggregate_xml_as_qrels": "a DMARC aggregate report (RFC 7489 XML)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u105a_out_eml_message", "abuse_escalation_2026-10-14.eml", "an email message (.eml, as an ARF "
         "complaint is saved)"),
        ("u105a_out_mbox_mailbox", "fbl_complaints_2026-W41.mbox", "an mbox mailbox of feedback-loop complaints"),
        ("u105a_out_dmarc_xml_gz", "yahoo.com!news.example.com!1760400000!1760486399.xml.gz",
         "a DMARC aggregate report, gzipped (.xml.gz)"),
        ("u105a_out_postfix_main_cf", "main.cf", "Postfix's main.cf configuration")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=105"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u105a_api_postmaster_tools_dict",
            "rankagg.fuse(json.load(postmaster_trafficStats_news.example.com_2026-10.json)): Google Postmaster "
            "Tools' trafficStats answer, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Postmaster Tools", why="a run maps a query to {document: score}; a Postmaster Tools answer is a page of "
            "one domain's days (its spam ratio, its IPs' reputation categories, its domain reputation, its "
            "feedback-loop ids, its SPF, DKIM and DMARC ratios and its delivery errors)",
            files={"r.json": _POSTMASTER}),
        bad("u105a_api_snds_data_frame",
            "rankagg.fuse(pd.read_csv(snds_data_2026-10-14.csv, header=None)): Microsoft SNDS's data export (IP, "
            "activity window, command counts, filter result, complaint rate, trap hits) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', header=None), method='borda')\n",
            "SNDS", why="a table of runs has qid, docid, run and score columns; SNDS's export has a sending IP's day "
            "a row (its RCPT and DATA command counts, its GREEN, YELLOW or RED filter result, its complaint rate "
            "and spam-trap hits)",
            files={"r.csv": _SNDS}),
    ]
    return cases
