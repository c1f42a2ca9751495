"""A bug bounty program's triage team's and security leads' files (issue 45's ninety-first bar, u91b_): HackerOne's
reports answers and CSV exports, Bugcrowd's submissions exports, OWASP ZAP's JSON reports and the triagers' rating
sheets as typed.  (Burp Suite's issues XML, nuclei's results and HAR captures are named by the older readers.)  By
decision the leads' ballots (a rank, a report's id, a researcher, points) and vote tallies (a report's id and three
counts) stay undeclared: they hold nothing of this field's own, the same forms as many fields' ballots and tallies;
their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a rating sheet's line: report id, asset (a host), CVSS score, severity, triager, the triager's rating
_RATING = (r"\d{4,9}[ \t]+[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}[ \t]+\d{1,2}\.\d[ \t]+"
           r"(?i:critical|high|medium|low|none|informational|info)[ \t]+\S+[ \t]+[0-5][ \t]*")

BUGBOUNTY = Field(
    team="a bug bounty program's triage team and security leads (u91b_)",
    advice="give each source's ranking of an asset's, severity's, month's or program's reports or researchers (the "
           "CVSS scores, the triagers' ratings, the scanners' findings, the leads' votes) as a run, the slice a query "
           "(asset:api.example.com/critical/2024-05) and each report a document (report:hackerone/2501687), the score "
           "higher for the report to reward first: 'SLICE Q0 REPORT RANK SCORE SOURCE'; the leads' verdicts are the "
           "qrels, 'SLICE 0 REPORT GRADE'",
    files=(
        FieldFile("HackerOne's reports answer (JSON:API from its v1 API: data, each report's id, type, attributes "
                  "with title, state, vulnerability_information, triaged_at, and relationships)",
                  '{"data":[{"id":"2501687","type":"report","attributes":{"title":"SSRF","state":"triaged",'
                  '"vulnerability_information":"Steps.","triaged_at":null},"relationships":{}}],"links":{}}\n', 1,
                  keys=("attributes", "vulnerability_information", "triaged_at", "relationships")),
        FieldFile("HackerOne's reports export (CSV: id, title, severity_rating, severity_score, state, substate, "
                  "weakness, ..., bounty, ..., structured_scope, ...)",
                  "id,title,severity_rating,severity_score,state,substate,weakness,reporter,bounty,structured_scope\n"
                  "2501687,SSRF,critical,9.1,open,triaged,SSRF,haxor01,,api.example.com\n", 1,
                  columns=("severity_rating", "substate", "structured_scope")),
        FieldFile("Bugcrowd's submissions export (CSV: reference_number, bounty_code, source, username, title, "
                  "caption, priority, ..., vrt_lineage, ...)",
                  "reference_number,bounty_code,source,username,title,priority,vrt_lineage,state\n3c9f1e07,acme,"
                  "platform,haxor01,SSRF,1,Server-Side Injection > SSRF,open\n", 1,
                  columns=("reference_number", "bounty_code", "vrt_lineage")),
        FieldFile("OWASP ZAP's JSON report (@programName, @version, @generated, site with each site's alerts)",
                  '{\n\t"@programName": "ZAP",\n\t"@version": "2.15.0",\n\t"@generated": "Tue, 14 May 2024",\n'
                  '\t"site":[ ]\n}\n', 1, keys=("@programName", "@version", "site")),
        FieldFile("a bug bounty triager's rating sheet typed as text (report id, asset, CVSS score, severity, triager, "
                  "rating; six fields a line that pass for a TREC run's)",
                  "2501687 api.example.com 9.1 critical mchen 5\n2487310 api.example.com 7.5 high mchen 4\n", 1,
                  line=rf"\A{_RATING}\r?\n{_RATING}$", lookalike=True),
    ))
