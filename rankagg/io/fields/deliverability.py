"""An email service provider's mail operations team's files, its postmasters' and abuse desk's (issue 45's
hundred-and-fifth bar, u105a_): DMARC aggregate reports (RFC 7489 XML, as receivers mail them, gzipped or not: the
doors read a gzipped file's inflated text), Google Postmaster Tools' trafficStats answers, Postfix mail logs, ARF
feedback-loop complaints (RFC 5965), Microsoft SNDS's data export, rspamd's /checkv2 answers, and the postmasters'
typed triage rating sheets, ballots and vote tallies, which name a sender by its sending IP address and its sending
domain on every line.  (Outputs named '.eml', '.mbox' or '.xml.gz' are refused by the older readers; Postfix's
main.cf is the output names' own list's.)  By decision SNDS's export read as a frame without a header
(pd.read_csv(header=None)) stays unnamed: its columns are the numbers 0 to 13, which no declaration's columns can
tell; its refusal names the columns a run needs."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a sending IP address as the team types it: IPv4 dotted (each octet 0 to 255), or IPv6 (a pool's v6 senders)
_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
_IPV4 = rf"(?:{_OCTET}\.){{3}}{_OCTET}(?![\w.])"
#: an IPv6 address written whole (eight groups) or shortened with '::' (a clock's 09:12:03 is neither)
_H = "[0-9A-Fa-f]{1,4}"
_IP = rf"{_IPV4}|{_H}(?::{_H}){{7}}(?![\w:])|(?:{_H}(?::{_H})*)?::(?:{_H}(?::{_H})*)?(?![\w:])"
#: a sending domain: two labels at least, its top level letters (news.example.com); with the IP before it, the
#: sender the team's tickets write 'sender:IP/DOMAIN', the token every line of the typed forms holds
_DOMAIN = r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w.-])"
_SENDER = rf"(?:{_IP})[ \t]+{_DOMAIN}"
#: the abuse desk's actions as its ballots propose them and its tallies decide them
_ACTION = r"(?i:suspend(?:ed)?|throttle(?:d)?|none|no-action|monitor(?:ed)?|warn(?:ed)?|block(?:ed)?)"
_RATING = (rf"\d{{4}}-\d\d-\d\d[ \t]+{NAME_FIELD}[ \t]+{_SENDER}(?:[ \t]+\d{{1,2}}){{3}}[ \t]+\d{{1,2}}(?:\.\d+)?"
           r"[ \t]*\r?")
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_SENDER}[ \t]+{_ACTION}[ \t]*\r?"
_TALLY = rf"{_SENDER}(?:[ \t]+\d+){{3}}[ \t]+{_ACTION}[ \t]*\r?"

#: syslog's timestamp (BSD 'Oct 14 09:12:03', or rsyslog's and journald's RFC 3339 one), the host, then a Postfix
#: daemon ('postfix/smtp[21877]:', a second instance's 'postfix-out/smtp', submission's 'postfix/submission/smtpd')
_POSTFIX = (r"^(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?"
            r"(?:Z|[+-]\d\d:?\d\d)) \S+ postfix(?:-[\w.-]+)?/[\w./-]+\[\d+\]: ")
#: SNDS's times as its export writes them ('10/14/2026 12:00 AM')
_SNDS_TIME = r"\d{1,2}/\d{1,2}/\d{4} \d{1,2}:\d\d(?: [AP]M)?"
#: its line: the IP, the activity window, three counts, the filter result, the complaint rate ('< 0.1%' when low)
_SNDS = (rf"\A{_IPV4},{_SNDS_TIME},{_SNDS_TIME},\d+,\d+,\d+,(?:GREEN|YELLOW|RED),(?:< )?\d+(?:\.\d+)?%,")

DELIVERABILITY = Field(
    team="an email service provider's mail operations team, its postmasters and abuse desk (u105a_)",
    advice="give each source's ranking of an IP pool's week's, a traffic stream's week's or an incident's senders "
           "(the DMARC failure rates, the blocklist hits, the bounce and complaint rates, the postmasters' triage "
           "votes) as a run, the pool's week a query (pool:2026-W41/transactional) and each sender a document "
           "(sender:203.0.113.25/news.example.com), the score higher for the sender to act on first: 'POOL Q0 SENDER "
           "RANK SCORE SOURCE'; the team's actions are the qrels, 'POOL 0 SENDER GRADE' (2 suspended, 1 throttled, "
           "0 no action)",
    files=(
        # 'feedback' alone is any feedback form's root: the report's metadata and published policy tell it (DMARCbis
        # reports keep both under its namespace)
        FieldFile("a DMARC aggregate report (RFC 7489 XML, root feedback, as a receiver mails it, gzipped (.xml.gz) "
                  "or zipped: report_metadata, policy_published, then a record per source_ip with its count, "
                  "policy_evaluated and auth_results)",
                  '<?xml version="1.0"?>\n<feedback>\n  <version>1.0</version>\n  <report_metadata>\n'
                  "    <org_name>Outlook.com</org_name>\n    <email>dmarcreport@microsoft.com</email>\n"
                  "  </report_metadata>\n  <policy_published>\n    <domain>news.example.com</domain>\n", 2,
                  root="feedback", marks=("report_metadata", "policy_published")),
        FieldFile("Google Postmaster Tools' traffic stats (JSON from its API, domains.trafficStats.list: "
                  "trafficStats, a day each, its name, userReportedSpamRatio, ipReputations, domainReputation, "
                  "spammyFeedbackLoops, the SPF, DKIM and DMARC success ratios, deliveryErrors)",
                  '{"trafficStats":[{"name":"domains/news.example.com/trafficStats/20261014","userReportedSpamRatio":'
                  '0.0041,"ipReputations":[{"reputation":"HIGH","ipCount":"3","sampleIps":["198.51.100.12"]}],'
                  '"domainReputation":"MEDIUM"}],"nextPageToken":"CgwI8K6PwAYQgKLx5QI"}\n', 1,
                  keys=("trafficStats", "ipReputations", "name")),
        # one day's (domains.trafficStats.get): ipReputations is there every day, an entry per reputation category
        FieldFile("Google Postmaster Tools' traffic stats of a day (JSON from its API, domains.trafficStats.get: "
                  "name, userReportedSpamRatio, ipReputations, domainReputation, spammyFeedbackLoops, the SPF, DKIM "
                  "and DMARC success ratios, deliveryErrors)",
                  '{"name":"domains/news.example.com/trafficStats/20261014","userReportedSpamRatio":0.0041,'
                  '"ipReputations":[{"reputation":"HIGH","ipCount":"3"},{"reputation":"BAD"}],"domainReputation":'
                  '"MEDIUM","dmarcSuccessRatio":0.987}\n', 1,
                  keys=("ipReputations", "name", "domainReputation")),
        # not at the head's start: a mail.log interleaves other daemons' lines (opendkim, dovecot)
        FieldFile("a Postfix mail log (syslog lines of postfix/qmgr, postfix/smtp, postfix/bounce, ...: a queue id, "
                  "then from=, to=, relay=, delays=, dsn=, status=sent, deferred or bounced)",
                  "Oct 14 09:12:03 mta-out-03 postfix/qmgr[1123]: 7C1F2A3B4D: from=<bounce+8c1f2e@news.example.com>, "
                  "size=48213, nrcpt=1 (queue active)\n"
                  "Oct 14 09:12:04 mta-out-03 postfix/smtp[21877]: 7C1F2A3B4D: to=<reader.one@yahoo.com>, "
                  "relay=mta7.am0.yahoodns.net[192.0.2.72]:25, delay=1.4, dsn=4.7.0, status=deferred\n", 1,
                  line=_POSTFIX),
        # any e-mail opens with a header (or an mbox's 'From ' line): the feedback report's part and field tell it
        FieldFile("an ARF feedback-loop complaint (an RFC 5965 e-mail, .eml: multipart/report; "
                  "report-type=feedback-report, a message/feedback-report part with Feedback-Type, User-Agent, "
                  "Version, Source-IP, Reported-Domain, ..., then the complained-of message)",
                  "From: <fbl@feedback.mailbox.example>\nDate: Wed, 14 Oct 2026 10:02:11 +0000\n"
                  "Content-Type: multipart/report; report-type=feedback-report;\n\tboundary=\"ARF_7731\"\n\n"
                  "--ARF_7731\nContent-Type: message/feedback-report\n\nFeedback-Type: abuse\n"
                  "Source-IP: 203.0.113.41\n", 1,
                  line=r"\A(?:From [^\n]*\n)?[A-Za-z][A-Za-z0-9-]*:[ \t]",
                  marks=("message/feedback-report", r"^(?i:feedback-type):[ \t]*\w")),
        # no header: a sending IP's day a line, its window, command counts, filter result, complaint rate, ...
        FieldFile("Microsoft SNDS's data export (CSV without a header: IP, activity start and end, RCPT and DATA "
                  "commands, message recipients, filter result GREEN, YELLOW or RED, complaint rate, trap message "
                  "period, trap hits, sample HELO and MAIL FROM, comments)",
                  "203.0.113.25,10/14/2026 12:00 AM,10/14/2026 11:00 PM,48211,48090,51377,YELLOW,0.3%,"
                  "10/14/2026 8:07 AM,10/14/2026 6:41 PM,12,mta-out-03.esp.example,bounce+8c1f2e@news.example.com,\r\n"
                  "198.51.100.12,10/14/2026 12:00 AM,10/14/2026 11:00 PM,91207,91207,90981,GREEN,< 0.1%,,,0,,,\r\n",
                  1, line=_SNDS),
        FieldFile("rspamd's scan answer (JSON from its /checkv2: is_skipped, score, required_score, action, symbols "
                  "by name with their score and options, urls, emails, message-id)",
                  '{"is_skipped":false,"score":16.4,"required_score":15.0,"action":"reject","symbols":{"R_SPF_FAIL":'
                  '{"name":"R_SPF_FAIL","score":1.0,"options":["-all"]}},"urls":["deals.example.net"]}\n', 1,
                  keys=("required_score", "is_skipped", "action", "symbols")),
        FieldFile("a postmaster's triage rating sheet typed as text (date, postmaster, sending IP, sending domain, "
                  "auth, blocklist, complaints, overall)",
                  "2026-10-14 akovalenko 203.0.113.25 news.example.com 3 2 4 3.0\n"
                  "2026-10-14 akovalenko 203.0.113.41 deals.example.net 4 5 5 4.7\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a mail operations team member's ballot typed as text (member, place, sending IP, sending domain, "
                  "proposed action)",
                  "mbrandt 1 203.0.113.41 deals.example.net suspend\n"
                  "mbrandt 2 203.0.113.25 news.example.com throttle\n", 1, line=rf"^{_BALLOT}\n{_BALLOT}$"),
        FieldFile("a mail operations team's weekly vote tally typed as text (sending IP, sending domain, suspend, "
                  "throttle and no-action votes, decision)",
                  "203.0.113.41 deals.example.net 6 1 0 suspended\n203.0.113.25 news.example.com 2 5 0 throttled\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
