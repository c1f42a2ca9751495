"""A government digital service's accessibility team's files (issue 45's hundred-and-fifth bar, u105b_): axe-core's
results as @axe-core/cli saves them (and one page's results loaded in Python), Pa11y's JSON and CSV reporter output
(and its CSV read as a frame), the Nu Html Checker's JSON messages, the WCAG-EM Report Tool's saved evaluation
(JSON-LD), OpenACR conformance reports (YAML), and the team's typed rating sheets, testers' ballots and panel vote
tallies, which name a WCAG 2 success criterion (1.4.3, SC 2.4.7) on every line.  (Lighthouse's JSON report and a PNG
screenshot are named by the older readers; outputs named .sarif, .report.html, .earl.json or .vpat.docx are the
output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a WCAG 2.2 success criterion's number, only those the Recommendation has (1.1.1 to 4.1.3): a dotted triple alone
#: (a version, a score) is no token of this field's
_SC = (r"(?:1\.1\.1|1\.2\.[1-9]|1\.3\.[1-6]|1\.4\.(?:1[0-3]|[1-9])|2\.1\.[1-4]|2\.2\.[1-6]|2\.3\.[1-3]"
       r"|2\.4\.(?:1[0-3]|[1-9])|2\.5\.[1-8]|3\.1\.[1-6]|3\.2\.[1-6]|3\.3\.[1-9]|4\.1\.[1-3])(?![\w.])")
#: a page's slug as the team types it (service/page); never a run's Q0 nor a qrels' 0, where it is a second field
_SLUG = r"(?!Q0[ \t])(?!0[ \t])[\w~-][\w.~-]*(?:/[\w.~-]+)*"
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_SLUG}[ \t]+{_SC}[ \t]+A{{1,3}}[ \t]+"
           r"(?i:pass(?:ed)?|fail(?:ed)?|partial|n/?a|not-applicable|cannot-tell|untested)[ \t]+\d(?:\.\d+)?[ \t]*\r?")
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+SC[ \t]+{_SC}[ \t]+{_SLUG}[ \t]*\r?"
_TALLY = (rf"{_SC}[ \t]+{_SLUG}(?:[ \t]+\d+){{3}}[ \t]+"
          r"(?i:sprint|quarter|backlog|next-sprint|deferred|won't-fix|wont-fix)[ \t]*\r?")

ACCESSIBILITY = Field(
    team="a government digital service's accessibility team and panel of disabled testers (u105b_)",
    advice="give each source's ranking of a service's audit cycle's, a cycle's or a WCAG principle's pages (the "
           "scanners' violation severity, the auditors' ratings, the testers' panel ratings, the team's votes) as a "
           "run, the service's cycle a query (service:renew-licence/2026-Q4) and each page a document "
           "(page:renew-licence/check-answers), the score higher for the page to fix first: 'SERVICE Q0 PAGE RANK "
           "SCORE SOURCE'; the remediation board's priorities are the qrels, 'SERVICE 0 PAGE GRADE' (2 fix this "
           "sprint, 1 this quarter, 0 backlog)",
    # Pa11y's CSV header's cells are in the web performance team's older pa11y CSV too (u29i_, with pageUrl and
    # documentTitle before them): it is the same tool's report, named here (its case asks for 'pa11y', lower-case)
    supersedes=("u29i_",),
    files=(
        # passes, incomplete and inapplicable with testEngine: axe's full results, not a summary of violations
        FieldFile("axe-core's results (JSON as @axe-core/cli saves them: a result per page, its testEngine, "
                  "testRunner, testEnvironment, url, toolOptions, inapplicable, passes, incomplete, violations)",
                  '[{"testEngine":{"name":"axe-core","version":"4.10.2"},"testRunner":{"name":"axe"},"url":'
                  '"https://www.example.gov.uk/renew-licence/check-answers","inapplicable":[],"passes":[],'
                  '"incomplete":[],"violations":[{"id":"color-contrast","impact":"serious","nodes":[]}]}]\n', 1,
                  keys=("testEngine", "testRunner", "inapplicable", "passes", "incomplete", "violations")),
        # typeCode is Pa11y's own (1 error, 2 warning, 3 notice)
        FieldFile("Pa11y's JSON reporter output (pa11y --reporter json: an array of issues, each its code, type, "
                  "typeCode, message, context, selector, runner)",
                  '[{"code":"WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail","type":"error","typeCode":1,"message":'
                  '"This element has insufficient contrast at this conformance level.","context":"<span>Change</span>",'
                  '"selector":"#main-content > dl > div > dd > a > span","runner":"htmlcs","runnerExtras":{}}]\n', 1,
                  keys=("typeCode", "code", "type", "message", "context", "selector")),
        # lib/reporters/csv.js's header; a frame read from it has these columns too
        FieldFile("Pa11y's CSV reporter output (pa11y --reporter csv: type, code, message, context, selector, an "
                  "accessibility issue a row)",
                  '"type","code","message","context","selector"\n"error","WCAG2AA.Principle1.Guideline1_3.1_3_1.H42.2",'
                  '"Heading tag found with no content.","<h2></h2>","#main-content > h2"\n', 1,
                  columns=("selector", "context", "code", "message", "type")),
        # hiliteStart and hiliteLength are the checker's JsonMessageEmitter's own
        FieldFile("the Nu Html Checker's JSON output (vnu.jar --format json: url, messages of type, lastLine, "
                  "lastColumn, firstColumn, message, extract, hiliteStart, hiliteLength, then language)",
                  '{"url":"https://www.example.gov.uk/renew-licence/check-answers","messages":[{"type":"error",'
                  '"lastLine":88,"lastColumn":57,"firstColumn":9,"message":"Duplicate ID \u201cmain-content\u201d.",'
                  '"extract":"<div id=\\"main-content\\">","hiliteStart":9,"hiliteLength":49}],"language":"en"}\n', 1,
                  keys=("messages", "lastLine", "lastColumn", "extract", "hiliteStart", "hiliteLength")),
        FieldFile("a WCAG-EM Report Tool evaluation (JSON-LD: an @graph of the Evaluation, its evaluationScope, "
                  "auditResult of EARL assertions, structuredSample and randomSample of pages, and its evaluator)",
                  '{"@graph": [{"type": "Evaluation", "evaluationScope": {"conformanceTarget": '
                  '"wai:WCAG2AA-Conformance"}, "auditResult": [], "structuredSample": {"webpage": []}, '
                  '"randomSample": {"webpage": []}}]}\n', 1,
                  keys=("@graph", "evaluationScope", "auditResult", "structuredSample")),
        # GSA's OpenACR: title and product first, then author, report_date, ..., chapters of success criteria
        FieldFile("an OpenACR accessibility conformance report (YAML: title, product, author, report_date, ..., "
                  "chapters of success criteria, each component's adherence level)",
                  "title: Renew your licence Accessibility Conformance Report\nproduct:\n  name: Renew your licence\n"
                  "author:\n  name: Accessibility team\nreport_date: \"2026-11-12\"\nchapters:\n"
                  "  success_criteria_level_a:\n", 1,
                  line=r"\A\ufeff?title:[ \t]*[^\n]*\nproduct:[ \t]*\r?$",
                  marks=(r"^author:", r"^report_date:", r"^chapters:")),
        FieldFile("an accessibility auditor's rating sheet typed as text (auditor, date, page slug, WCAG success "
                  "criterion, level, outcome, severity)",
                  "mensah 2026-11-03 renew-licence/check-answers 1.4.3 AA fail 3\n"
                  "mensah 2026-11-03 renew-licence/check-answers 2.4.7 AA fail 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("an accessibility testers' panel ballot typed as text (tester, place, 'SC', the WCAG success "
                  "criterion, page slug)",
                  "P07 1 SC 2.4.7 renew-licence/check-answers\nP07 2 SC 3.3.1 apply-permit/date-of-birth\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        FieldFile("an accessibility panel's vote tally typed as text (WCAG success criterion, page slug, for, "
                  "against, abstain, decision)",
                  "2.4.7 renew-licence/check-answers 7 1 0 sprint\n1.4.3 renew-licence/check-answers 6 2 0 sprint\n",
                  1, line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
