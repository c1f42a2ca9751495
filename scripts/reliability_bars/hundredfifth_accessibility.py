"""Issue 45's hundred-and-fifth bar of scripts/reliability_matrix.py, a government digital service's accessibility team
(auditors, designers and a panel of disabled testers), ranking the web pages and components to fix first per
service, audit cycle and WCAG principle from automated scanners' violation severity, the manual auditors' ratings,
the testers' panel ratings and the team's votes (its cases, ids ``u105b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each service's audit cycle, each cycle's WCAG principle across the services and each principle's
cycle (``service:renew-licence/2026-Q4``, the service, then the cycle; ``cycle:2026-Q4/perceivable``;
``principle:2026-Q4/operable``) is a query and each page or component a document (``page:renew-licence/check-answers``,
the service, then the page's slug, as the team's tickets write it; on the typed sheets the slug alone, with the WCAG
success criterion it fails, ``1.4.3`` or ``SC 2.4.7``); the runs are the automated scanners' violation severity, the
manual auditors' ratings, the testers' panel ratings and the team's votes, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the testers' panel weighted highest (the service standard puts
disabled users' experience first), and judged against the remediation board's priority (2 fix this sprint, 1 fix this
quarter, 0 backlog).  The mistakes and odd files: the field's own files given where runs or qrels are read
(axe-core's results JSON as @axe-core/cli saves it, Pa11y's JSON and CSV reporter output, Lighthouse's JSON report
(the lhr, accessibility only), the Nu Html Checker's JSON messages, the WCAG-EM Report Tool's saved evaluation
(JSON-LD with EARL assertions), an OpenACR accessibility conformance report (YAML), a PNG screenshot kept as audit
evidence, and the auditor's rating sheet, a tester's ballot and the panel's vote tally as the team types them), and
outputs named for the field's files (a SARIF log, a Lighthouse HTML report, an EARL .earl.json, a VPAT .vpat.docx).
(Checked: axe-core's results from @axe-core/cli's saveOutcome, found by code search without its repository path
shown (the default name 'axe-results-' + Date.now() + '.json'; a list of results, one per URL; an older version's
JSON.stringify(outcome, null, '  '), the newer's indent cut off where read, so two spaces and no closing newline are
that older version's) and from results users saved (testEngine {name axe-core, version}, testRunner {name axe},
testEnvironment, timestamp, url, toolOptions {runOnly, reporter v1}, inapplicable, passes, incomplete, violations, in
that order); a rule's id, impact, tags, description, help, helpUrl and nodes and a node's any, all, none, impact,
html, target and failureSummary from memory of the axe API's Results Object, checked against saved results; the
pages, selectors and the version illustrative.  Pa11y's JSON reporter from its source (pa11y/pa11y,
lib/reporters/json.js: bfj.streamify(results.issues), compact, then a newline) and an issue's code, type, typeCode,
message, context, selector from Pa11y's README, runner and runnerExtras from a TypeScript declaration of its issues
(their order a guess); the HTML_CodeSniffer codes and messages are from memory.  Pa11y's CSV reporter from its source
(lib/reporters/csv.js: the header '"type","code","message","context","selector"', each field JSON.stringify'd,
joined by ',' and the lines by '\\n'; the CLI's console.log adds the closing newline, from memory).  Lighthouse's
report from saved reports (lighthouseVersion, requestedUrl, mainDocumentUrl, finalDisplayedUrl, finalUrl, fetchTime,
gatherMode, runWarnings, userAgent, environment with credits axe-core, audits keyed by id (id, title, description,
score, scoreDisplayMode, details: a table of Failing Elements with node items: type, lhId, path, selector,
boundingRect, snippet, nodeLabel, explanation), configSettings, categories.accessibility (title, description,
manualDescription, supportedModes, auditRefs of id, weight, group, then id and score)), pretty at two spaces; trimmed
to a few audits, configSettings cut to a few keys, and i18n, timing, categoryGroups, stackPacks, entities and
fullPageScreenshot left out, the weights and score illustrative; the -o json file name (host_date.report.json)
from memory.  The Nu Html Checker's JSON
from its source (validator/validator, src/nu/validator/messages/JsonMessageEmitter.java: a root of url, messages and
language; a message's type, url, lastLine, firstLine when it differs, lastColumn, firstColumn when it differs,
subType, then message, extract, hiliteStart, hiliteLength) and the WHATWG wiki's 'Validator.nu JSON Output'; compact,
UTF-8 and the curly quotes in messages are from memory, the messages written as the checker words them from memory.
The WCAG-EM Report Tool's evaluation from its repository's example (w3c/wcag-em-report-tool,
docs/examples/evaluation-report-wcag21-v2.0.json: an @graph of the Evaluation, its @context of WCAG-EM, EARL, WCAG2,
dct, sch terms, evaluationScope, auditResult of earl Assertions with hasPart per sampled page, structuredSample and
randomSample of webpages, reliedUponTechnology, and the evaluator as a foaf Person), the @context trimmed,
reliedUponTechnology left out, the assertions cut to a few criteria, the WCAG22 namespace (the example's is WCAG21) a
guess by analogy, the publisher's release tag and the file name illustrative.  OpenACR from GSA's repository
(GSA/openacr, openacr/drupal-10-16.yaml: title, product, author, report_date, last_modified_date,
version, notes, evaluation_methods_used, legal_disclaimer, repository, feedback, license, related_openacrs, chapters
of success_criteria_level_a / _aa with criteria of num and components (web, electronic-docs, software,
authoring-tool) each with adherence level and notes); trimmed to two criteria a chapter, the web component only,
related_openacrs and the author's address and phone left out, the file name illustrative.  The PNG screenshot: the
signature, IHDR, IDAT and IEND chunks with their CRC-32s, as the PNG specification lays them out (from memory; the
bytes here are zlib's and binascii's own), a tiny image standing for a browser's capture.  Left out, as they could
not be checked byte for byte: a Word VPAT (.docx, ITI's template) and a PDF of the audit, axe DevTools' and WAVE's
exports, Accessibility Insights' saved assessments, SiteImprove's and Silktide's CSV exports.  The rating sheet, the
ballot and the vote tally are typed here as the team's delivery manager types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import binascii
import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFIFTH_ACCESSIBILITY = ("45 Unseen inputs: a hundred-and-fifth bar, a government digital service's "
                              "accessibility team (auditors, designers and a panel of disabled testers) ranking web "
                              "pages and components to fix first per service, audit cycle and WCAG principle from "
                              "scanners' violation severity, auditors' ratings, the testers' panel ratings and the "
                              "team's votes (axe-core results JSON, Pa11y's JSON and CSV reports, Lighthouse JSON "
                              "reports, Nu Html Checker JSON, WCAG-EM Report Tool JSON-LD (EARL), OpenACR YAML, PNG "
                              "screenshots, rating sheets, testers' ballots and the panel's vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['scanner_severity', 'auditor_ratings', 'panel_ratings', 'team_votes'],
    items=['page:renew-licence/check-answers', 'page:renew-licence/upload-photo', 'page:apply-permit/date-of-birth',
           'page:renew-licence/pay', 'page:apply-permit/address-lookup', 'page:report-change/start',
           'page:apply-permit/confirmation', 'page:report-change/cookie-banner'],
    queries=['service:renew-licence/2026-Q4', 'cycle:2026-Q4/perceivable', 'principle:2026-Q4/operable',
             'service:apply-permit/2026-Q4', 'service:report-change/2026-Q4', 'principle:2026-Q4/understandable'],
    suffix='/retest', generator='page_scores', judgements='remediation_priority'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "page_scores", "fix_first.run")

_RECS3 = ["scanner_severity", "auditor_ratings", "team_votes"]
_OUT = ("fix_first.run",)
_ONE_RUN = ("service:renew-licence/2026-Q4 Q0 page:renew-licence/check-answers 1 0.9127 team_votes\n"
            "service:renew-licence/2026-Q4 Q0 page:renew-licence/pay 2 0.7764 team_votes\n")

_BASE = "https://www.example.gov.uk/renew-licence"


# the team's files, as axe-core, Pa11y, Lighthouse, the Nu Html Checker, the WCAG-EM Report Tool, OpenACR, a browser's
# screenshot and the team's delivery manager write them
# axe-core's results as @axe-core/cli saves them (axe URL --save): a list of results, one per page, two-space JSON
def _axe_node(html: str, target: str, impact: str, check: str, message: str, data: dict, summary: str) -> dict:
    return {"any": [{"id": check, "data": data, "relatedNodes": [], "impact": impact, "message": message}],
            "all": [], "none": [], "impact": impact, "html": html, "target": [target], "failureSummary": summary}


def _axe_rule(rid: str, impact: str | None, tags: list[str], description: str, help: str, nodes: list) -> dict:
    return {"id": rid, "impact": impact, "tags": tags, "description": description, "help": help,
            "helpUrl": f"https://dequeuniversity.com/rules/axe/4.10/{rid}?application=axe-puppeteer", "nodes": nodes}


_AXE = json.dumps([{
    "testEngine": {"name": "axe-core", "version": "4.10.2"},
    "testRunner": {"name": "axe"},
    "testEnvironment": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                                     "HeadlessChrome/131.0.0.0 Safari/537.36",
                        "windowWidth": 800, "windowHeight": 600, "orientationAngle": 0,
                        "orientationType": "portrait-primary"},
    "timestamp": "2026-11-03T09:41:27.318Z",
    "url": f"{_BASE}/check-answers",
    "toolOptions": {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]},
                    "reporter": "v1"},
    "inapplicable": [_axe_rule("audio-caption", None, ["cat.time-and-media", "wcag2a", "wcag121", "section508"],
                               "Ensure <audio> elements have captions", "<audio> elements must have a captions "
                               "track", [])],
    "passes": [_axe_rule("document-title", "serious", ["cat.text-alternatives", "wcag2a", "wcag242"],
                         "Ensure each HTML document contains a non-empty <title> element",
                         "Documents must have <title> element to aid in navigation",
                         [{"any": [], "all": [], "none": [], "impact": None, "html": "<html lang=\"en\">",
                           "target": ["html"]}])],
    "incomplete": [],
    "violations": [
        _axe_rule("color-contrast", "serious", ["cat.color", "wcag2aa", "wcag143"],
                  "Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast "
                  "ratio thresholds", "Elements must meet minimum color contrast ratio thresholds",
                  [_axe_node("<span class=\"app-summary__hint\">Change</span>", ".app-summary__hint", "serious",
                             "color-contrast", "Element has insufficient color contrast of 3.54 (foreground color: "
                             "#8c9499, background color: #ffffff, font size: 12.0pt (16px), font weight: normal). "
                             "Expected contrast ratio of 4.5:1",
                             {"fgColor": "#8c9499", "bgColor": "#ffffff", "contrastRatio": 3.54,
                              "fontSize": "12.0pt (16px)", "fontWeight": "normal", "expectedContrastRatio": "4.5:1"},
                             "Fix any of the following:\n  Element has insufficient color contrast of 3.54 "
                             "(foreground color: #8c9499, background color: #ffffff, font size: 12.0pt (16px), "
                             "font weight: normal). Expected contrast ratio of 4.5:1")]),
        _axe_rule("label", "critical", ["cat.forms", "wcag2a", "wcag412", "section508", "section508.22.n"],
                  "Ensure every form element has a label", "Form elements must have labels",
                  [_axe_node("<input type=\"text\" id=\"licence-number\" name=\"licence-number\">", "#licence-number",
                             "critical", "implicit-label", "Element does not have an implicit (wrapped) <label>", {},
                             "Fix any of the following:\n  Element does not have an implicit (wrapped) <label>\n  "
                             "Element does not have an explicit <label>\n  aria-label attribute does not exist or "
                             "is empty")])]}], indent=2, ensure_ascii=False)
_AXE_NAME = "axe-results-1793698887318.json"

# Pa11y's JSON reporter (pa11y --reporter json URL): results.issues streamed by bfj, compact, then a newline
_PA11Y_ISSUES = [
    {"code": "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail", "type": "error", "typeCode": 1,
     "message": "This element has insufficient contrast at this conformance level. Expected a contrast ratio of at "
                "least 4.5:1, but text in this element has a contrast ratio of 3.54:1. Recommendation:  change text "
                "colour to #767676.",
     "context": "<span class=\"app-summary__hint\">Change</span>",
     "selector": "#main-content > dl > div:nth-child(2) > dd > a > span", "runner": "htmlcs", "runnerExtras": {}},
    {"code": "WCAG2AA.Principle1.Guideline1_3.1_3_1.F68", "type": "error", "typeCode": 1,
     "message": "This form field should be labelled in some way. Use the label element (either with a \"for\" "
                "attribute or wrapped around the form field), or \"title\", \"aria-label\" or \"aria-labelledby\" "
                "attributes as appropriate.",
     "context": "<input type=\"text\" id=\"licence-number\" name=\"licence-number\">", "selector": "#licence-number",
     "runner": "htmlcs", "runnerExtras": {}},
    {"code": "WCAG2AA.Principle2.Guideline2_4.2_4_2.H25.1.NoTitleEl", "type": "error", "typeCode": 1,
     "message": "A title should be provided for the document, using a non-empty title element in the head section.",
     "context": "<head><meta charset=\"utf-8\"><link rel=\"stylesheet\" ...</head>", "selector": "html > head",
     "runner": "htmlcs", "runnerExtras": {}}]
_PA11Y_JSON = json.dumps(_PA11Y_ISSUES, separators=(",", ":"), ensure_ascii=False) + "\n"
_PA11Y_JSON_NAME = "pa11y_renew-licence_check-answers.json"

# Pa11y's CSV reporter (pa11y --reporter csv URL): the quoted header, each field JSON.stringify'd, '\n' between lines
_PA11Y_CSV = "\n".join(['"type","code","message","context","selector"'] + [
    ",".join(json.dumps(i[k], ensure_ascii=False) for k in ("type", "code", "message", "context", "selector"))
    for i in _PA11Y_ISSUES]) + "\n"
_PA11Y_CSV_NAME = "pa11y_renew-licence_check-answers.csv"


# Lighthouse's JSON report (lighthouse URL --only-categories=accessibility --output json): the lhr, two-space JSON
def _lh_audit(aid: str, title: str, description: str, score: int | None, items: list) -> dict:
    audit = {"id": aid, "title": title, "description": description, "score": score,
             "scoreDisplayMode": "binary" if score is not None else "notApplicable"}
    if score is not None:
        audit["details"] = {"type": "table", "headings": [
            {"key": "node", "valueType": "node", "subItemsHeading": {"key": "relatedNode", "valueType": "node"},
             "label": "Failing Elements"}], "items": items}
    return audit


_UA = ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 "
       "Safari/537.36")
_LIGHTHOUSE = json.dumps({
    "lighthouseVersion": "12.2.1", "requestedUrl": f"{_BASE}/check-answers",
    "mainDocumentUrl": f"{_BASE}/check-answers", "finalDisplayedUrl": f"{_BASE}/check-answers",
    "finalUrl": f"{_BASE}/check-answers", "fetchTime": "2026-11-03T09:52:04.771Z", "gatherMode": "navigation",
    "runWarnings": [], "userAgent": _UA,
    "environment": {"networkUserAgent": _UA, "hostUserAgent": _UA, "benchmarkIndex": 2118.5,
                    "credits": {"axe-core": "4.10.2"}},
    "audits": {
        "accesskeys": _lh_audit("accesskeys", "`[accesskey]` values are unique", "Access keys let users quickly "
                                "focus a part of the page. For proper navigation, each access key must be unique. "
                                "[Learn more about access keys](https://dequeuniversity.com/rules/axe/4.10/"
                                "accesskeys).", None, []),
        "color-contrast": _lh_audit(
            "color-contrast", "Background and foreground colors do not have a sufficient contrast ratio.",
            "Low-contrast text is difficult or impossible for many users to read. [Learn how to provide sufficient "
            "color contrast](https://dequeuniversity.com/rules/axe/4.10/color-contrast).", 0,
            [{"node": {"type": "node", "lhId": "1-0-SPAN",
                       "path": "1,HTML,1,BODY,3,DIV,0,MAIN,1,DL,1,DIV,2,DD,0,A,0,SPAN",
                       "selector": "dl.govuk-summary-list > div.govuk-summary-list__row > dd > a > span",
                       "boundingRect": {"top": 412, "bottom": 437, "left": 611, "right": 668, "width": 57,
                                        "height": 25},
                       "snippet": "<span class=\"app-summary__hint\">", "nodeLabel": "Change",
                       "explanation": "Fix any of the following:\n  Element has insufficient color contrast of 3.54 "
                                      "(foreground color: #8c9499, background color: #ffffff, font size: 12.0pt "
                                      "(16px), font weight: normal). Expected contrast ratio of 4.5:1"}}]),
        "label": _lh_audit("label", "Form elements do not have associated labels", "Labels ensure that form "
                           "controls are announced properly by assistive technologies, like screen readers. [Learn "
                           "more about form element labels](https://dequeuniversity.com/rules/axe/4.10/label).", 0,
                           [{"node": {"type": "node", "lhId": "1-1-INPUT",
                                      "path": "1,HTML,1,BODY,3,DIV,0,MAIN,2,FORM,0,DIV,1,INPUT",
                                      "selector": "#licence-number",
                                      "boundingRect": {"top": 688, "bottom": 728, "left": 15, "right": 335,
                                                       "width": 320, "height": 40},
                                      "snippet": "<input type=\"text\" id=\"licence-number\" name=\"licence-number\">",
                                      "nodeLabel": "main > form > div > input#licence-number",
                                      "explanation": "Fix any of the following:\n  Element does not have an implicit "
                                                     "(wrapped) <label>\n  Element does not have an explicit "
                                                     "<label>"}}])},
    "configSettings": {"output": ["json"], "maxWaitForFcp": 30000, "maxWaitForLoad": 45000, "formFactor": "mobile",
                       "locale": "en-US", "onlyCategories": ["accessibility"], "channel": "cli"},
    "categories": {"accessibility": {
        "title": "Accessibility",
        "description": "These checks highlight opportunities to [improve the accessibility of your web app]"
                       "(https://developer.chrome.com/docs/lighthouse/accessibility/). Automatic detection can only "
                       "detect a subset of issues and does not guarantee the accessibility of your web app, so "
                       "[manual testing](https://web.dev/articles/how-to-review) is also encouraged.",
        "manualDescription": "These items address areas which an automated testing tool cannot cover. Learn more in "
                             "our guide on [conducting an accessibility review](https://web.dev/articles/"
                             "how-to-review).",
        "supportedModes": ["navigation", "snapshot"],
        "auditRefs": [{"id": "accesskeys", "weight": 0, "group": "a11y-navigation"},
                      {"id": "color-contrast", "weight": 7, "group": "a11y-color-contrast"},
                      {"id": "label", "weight": 7, "group": "a11y-names-labels"}],
        "id": "accessibility", "score": 0.82}}}, indent=2, ensure_ascii=False)
_LIGHTHOUSE_NAME = "www.example.gov.uk_2026-11-03_09-52-04.report.json"

# the Nu Html Checker's JSON (vnu.jar --format json, or ?out=json): url, messages, language; compact
_NU = json.dumps({"url": f"{_BASE}/check-answers", "messages": [
    {"type": "error", "url": f"{_BASE}/check-answers", "lastLine": 88, "lastColumn": 57, "firstColumn": 9,
     "message": "Duplicate ID \u201cmain-content\u201d.",
     "extract": "\n        <div class=\"govuk-grid-row\" id=\"main-content\">\n", "hiliteStart": 9,
     "hiliteLength": 49},
    {"type": "error", "url": f"{_BASE}/check-answers", "lastLine": 141, "lastColumn": 23, "firstColumn": 13,
     "message": "Element \u201cdiv\u201d not allowed as child of element \u201cspan\u201d in this context. "
                "(Suppressing further errors from this subtree.)",
     "extract": "<span class=\"app-tag\"><div class=\"app-tag__inner\">", "hiliteStart": 22, "hiliteLength": 11},
    {"type": "info", "url": f"{_BASE}/check-answers", "lastLine": 12, "lastColumn": 68, "firstColumn": 5,
     "subType": "warning", "message": "The \u201ctype\u201d attribute is unnecessary for JavaScript resources.",
     "extract": "\n    <script type=\"text/javascript\" src=\"/assets/all.js\"></script>", "hiliteStart": 5,
     "hiliteLength": 64}], "language": "en"}, separators=(",", ":"), ensure_ascii=False)
_NU_NAME = "vnu_renew-licence_check-answers.json"


# the WCAG-EM Report Tool's saved evaluation (JSON-LD: an @graph of the Evaluation and its evaluator), two-space JSON
def _em_assertion(test: str, outcome: str, parts: list[tuple[str, str, str]]) -> dict:
    return {"type": "Assertion", "test": f"WCAG2:{test}", "assertedBy": "_:evaluator", "subject": "_:website",
            "result": {"type": "TestResult", "outcome": f"earl:{outcome}", "description": "",
                       "date": "2026-11-05 14:02:11 +0000"},
            "mode": "earl:manual",
            "hasPart": [{"type": "Assertion", "assertedBy": "_:evaluator", "subject": [page],
                         "result": {"type": "TestResult", "description": note, "outcome": f"earl:{out}",
                                    "date": "2026-11-05 14:02:11 +0000"},
                         "multiPage": False, "mode": "earl:manual", "testcase": f"WCAG2:{test}"}
                        for page, out, note in parts]}


def _em_page(pid: str, url: str, title: str) -> dict:
    return {"type": ["TestSubject", "WebPage"], "id": pid, "description": url, "title": title, "tested": True}


_WCAG_EM = json.dumps({"@graph": [{
    "@context": {"@vocab": "http://www.w3.org/TR/WCAG-EM/#", "reporter": "https://github.com/w3c/wcag-em-report-tool/",
                 "wcagem": "http://www.w3.org/TR/WCAG-EM/#", "WCAG2": "http://www.w3.org/TR/WCAG22/#",
                 "earl": "http://www.w3.org/ns/earl#", "dct": "http://purl.org/dc/terms/",
                 "wai": "http://www.w3.org/WAI/", "sch": "http://schema.org/", "Evaluation": "wcagem:Evaluation",
                 "Assertion": "earl:Assertion", "TestResult": "earl:TestResult", "WebPage": "sch:WebPage",
                 "title": "dct:title", "evaluationScope": "step1", "structuredSample": "step3a",
                 "randomSample": "step3b", "auditResult": "step4", "hasPart": "dct:hasPart",
                 "outcome": {"@id": "earl:outcome", "@type": "@id"}, "id": "@id", "type": "@type",
                 "lang": "@language"},
    "type": "Evaluation", "publisher": "reporter:releases/tag/3.0.3", "lang": "en",
    "evaluationScope": {"type": "EvaluationScope", "conformanceTarget": "wai:WCAG2AA-Conformance",
                        "additionalEvalRequirement": "Tested with NVDA and JAWS on Windows, VoiceOver on iOS",
                        "website": {"type": ["TestSubject", "WebSite"], "id": "_:website",
                                    "siteName": "Renew your licence",
                                    "siteScope": "All pages of the renew-licence service, start page to confirmation"},
                        "accessibilitySupportBaseline": "Current versions of Chrome, Edge, Firefox and Safari"},
    "auditResult": [
        _em_assertion("contrast-minimum", "failed",
                      [("_:struct_0", "failed", "SC 1.4.3: 'Change' links at 3.54:1"), ("_:struct_1", "passed", "")]),
        _em_assertion("focus-visible", "failed",
                      [("_:struct_0", "failed", "SC 2.4.7: focus lost on summary list actions"),
                       ("_:rand_0", "passed", "")]),
        _em_assertion("labels-or-instructions", "passed", [("_:struct_1", "passed", "")])],
    "title": "Renew your licence: WCAG 2.2 AA audit, 2026-Q4", "commissioner": "Licensing service team",
    "summary": "Two AA failures on check answers; see the remediation board", "creator": "_:evaluator",
    "structuredSample": {"webpage": [_em_page("_:struct_0", f"{_BASE}/check-answers", "Check your answers"),
                                     _em_page("_:struct_1", f"{_BASE}/upload-photo", "Upload a photo")]},
    "randomSample": {"webpage": [_em_page("_:rand_0", f"{_BASE}/pay", "Pay for your licence")]}},
    {"@context": {"@vocab": "http://xmlns.com/foaf/0.1/", "id": "@id", "type": "@type"}, "id": "_:evaluator",
     "type": "Person", "name": "A. Mensah"}]}, indent=2, ensure_ascii=False)
_WCAG_EM_NAME = "renew-licence_2026-Q4_evaluation.json"

# an OpenACR accessibility conformance report (GSA's YAML form of a VPAT), trimmed to two criteria a chapter
_OPENACR = """title: Renew your licence Accessibility Conformance Report
product:
  name: Renew your licence
  version: "2026-Q4"
  description: >-
    The online service for renewing a licence: eligibility, photo upload, check
    answers and payment.
author:
  name: Accessibility team
  company_name: Licensing Digital Service
  email: accessibility@example.gov.uk
  website: "https://www.example.gov.uk/renew-licence"
report_date: "2026-11-12"
last_modified_date: "2026-11-12"
version: 3
notes: >-
  Evaluated against WCAG 2.2 AA following WCAG-EM, with automated scans and a
  panel of disabled testers.
evaluation_methods_used: >-
  Automated testing with axe-core, Pa11y and Lighthouse; manual testing with
  keyboard only, NVDA, JAWS, VoiceOver and Dragon.
legal_disclaimer: >-
  The information herein is provided in good faith based on the analysis of the
  service at the time of the review.
repository: ""
feedback: "mailto:accessibility@example.gov.uk"
license: CC-BY-4.0
chapters:
  success_criteria_level_a:
    notes: ""
    criteria:
      - num: 1.1.1
        components:
          - name: web
            adherence:
              level: supports
              notes: >-
                Images have text alternatives; the photo preview's alt text
                names the uploaded file.
      - num: 1.3.1
        components:
          - name: web
            adherence:
              level: partially-supports
              notes: >-
                The licence number field on check answers has no programmatic
                label.
  success_criteria_level_aa:
    notes: ""
    criteria:
      - num: 1.4.3
        components:
          - name: web
            adherence:
              level: does-not-support
              notes: >-
                'Change' links in the summary list have a contrast ratio of
                3.54:1.
      - num: 2.4.7
        components:
          - name: web
            adherence:
              level: partially-supports
              notes: >-
                Focus is not visible on summary list actions.
"""
_OPENACR_NAME = "renew-licence-2026-Q4.openacr.yaml"


# a screenshot kept as audit evidence (a PNG: the signature, IHDR, IDAT, IEND, each chunk with its CRC-32)
def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", binascii.crc32(kind + body) & 0xFFFFFFFF)


def _screenshot() -> bytes:
    width, height = 24, 12
    rows = b"".join(b"\x00" + b"".join(bytes((0x8C, 0x94, 0x99)) if 6 <= x < 18 and 4 <= y < 8
                                       else b"\xff\xff\xff" for x in range(width)) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + _png_chunk(b"IDAT", zlib.compress(rows, 9)) + _png_chunk(b"IEND", b""))


_SCREENSHOT = _screenshot()
_SCREENSHOT_NAME = "check-answers_SC-2.4.7_focus.png"

# the auditor's rating sheet as typed from the audit notes: auditor, date, page slug, success criterion, level,
# outcome, severity (1-4): seven fields a line
_RATING_SHEET = ("mensah 2026-11-03 renew-licence/check-answers 1.4.3 AA fail 3\n"
                 "mensah 2026-11-03 renew-licence/check-answers 2.4.7 AA fail 4\n"
                 "mensah 2026-11-04 renew-licence/upload-photo 1.1.1 A pass 0\n"
                 "okafor 2026-11-04 apply-permit/date-of-birth 3.3.1 A fail 3\n"
                 "okafor 2026-11-05 report-change/cookie-banner 2.1.1 A fail 2\n")
# a tester's ballot as typed after the panel session: tester, place, 'SC', the criterion, page slug: five fields
_BALLOT = ("P07 1 SC 2.4.7 renew-licence/check-answers\nP07 2 SC 3.3.1 apply-permit/date-of-birth\n"
           "P07 3 SC 1.4.3 renew-licence/check-answers\nP07 4 SC 2.1.1 report-change/cookie-banner\n")
# the panel's vote tally as the delivery manager types it: criterion, page slug, for, against, abstain, decision:
# six fields a line
_VOTE_TALLY = ("2.4.7 renew-licence/check-answers 7 1 0 sprint\n1.4.3 renew-licence/check-answers 6 2 0 sprint\n"
               "3.3.1 apply-permit/date-of-birth 5 2 1 quarter\n2.1.1 report-change/cookie-banner 3 4 1 backlog\n")


def hundredfifth_bar_accessibility_cases() -> list[Case]:
    G = HUNDREDFIFTH_ACCESSIBILITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="page_scores", judgements="remediation_priority", runs=_RECS3,
        stem="fix_first", outputs=_OUT, item="page", rounded="panel_ratings",
        weights="{'scanner_severity': 0.5, 'auditor_ratings': 1.5, 'panel_ratings': 2.0, 'team_votes': 1.0}",
        lone_query="R['scanner_severity']['service:book-test/alpha'] = "
                   "{'page:report-change/start': 0.9, 'page:apply-permit/confirmation': 0.4}\n",
        trust="scanner_severity 1\nauditor_ratings 2\nteam_votes 1\n",
        trust_dict="{'scanner_severity': 1, 'auditor_ratings': 2, 'team_votes': 1}",
        texts={
            "rrf": ("u105b_rrf_page_scores",
                    "rankagg.fuse({source: {service, cycle or principle: {page: score}}}, method='rrf'): the "
                    "scanners' violation severity, the auditors' ratings, the testers' panel ratings and the team's "
                    "votes, six rankings ('service:renew-licence/2026-Q4'), pages as "
                    "'page:renew-licence/check-answers'"),
            "borda": ("u105b_borda_page_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a page the scanners cannot reach (behind sign-in) and the "
                      "panel has not tested yet, so some sources have no score for it"),
            "combsum": ("u105b_combsum_rounded_panel_ratings",
                        "rankagg.fuse(..., method='combsum'): the testers' panel ratings as averages at one decimal "
                        "(many ties), beside the scanners' severity and the team's votes"),
            "fuser": ("u105b_weighted_fuser_panel_ratings",
                      "rankagg.Fuser('rrf', weights=...) per service, cycle and principle: the testers' panel "
                      "counts 2, the auditors 1.5, the scanners 0.5, as the service standard puts disabled users' "
                      "experience first"),
            "frame": ("u105b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's audit tracker, a "
                      "row per service cycle, page and source"),
            "evaluate": ("u105b_evaluate_remediation_priority",
                         "rankagg.evaluate(fused ranking, the remediation board's priority, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put this sprint's fixes first"),
            "lone": ("u105b_alpha_prototype_only_scanned",
                     "rankagg.fuse(..., method='rrf'): the book-test alpha prototype, which only the scanners cover "
                     "so far, beside services, cycles and principles every source covers"),
            "cli_rrf": ("u105b_cli_rrf_runs",
                        "rankagg fuse scanner_severity.run auditor_ratings.run team_votes.run --method rrf -o "
                        "fix_first.run: one run per source, services, cycles and principles as queries"),
            "cli_borda": ("u105b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the auditors' "
                          "ratings count double)"),
            "cli_combsum": ("u105b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four pages a sprint can fix per "
                            "service"),
            "cli_evaluate": ("u105b_cli_evaluate_remediation_priority_qrels",
                             "rankagg evaluate fix_first.run --qrels remediation_priority.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the remediation board's priority (0-2)"),
            "cli_parquet": ("u105b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fix_first.parquet: gzipped runs from the nightly "
                            "scan job, a Parquet table for the team's accessibility dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u105b_axe_core_results_json_as_run", "axe-core's results as @axe-core/cli saves them (a list of results: "
         "testEngine, testRunner, testEnvironment, url, toolOptions, inapplicable, passes, incomplete, violations)",
         _AXE_NAME, _AXE, "axe-core", f"{_AXE_NAME}:1"),
        ("u105b_pa11y_json_as_run", "Pa11y's JSON reporter output (an array of issues: code, type, typeCode, "
         "message, context, selector, runner)", _PA11Y_JSON_NAME, _PA11Y_JSON, "Pa11y", f"{_PA11Y_JSON_NAME}:1"),
        ("u105b_pa11y_csv_as_run", "Pa11y's CSV reporter output (\"type\",\"code\",\"message\",\"context\","
         "\"selector\", a quoted row per issue)", _PA11Y_CSV_NAME, _PA11Y_CSV, "Pa11y",
         named_at(_PA11Y_CSV_NAME, _PA11Y_CSV)),
        ("u105b_lighthouse_json_as_run", "Lighthouse's JSON report, accessibility only (lighthouseVersion, "
         "requestedUrl, audits with Failing Elements, categories.accessibility with auditRefs and score)",
         _LIGHTHOUSE_NAME, _LIGHTHOUSE, "Lighthouse", f"{_LIGHTHOUSE_NAME}:1"),
        ("u105b_nu_html_checker_json_as_run", "the Nu Html Checker's JSON output (url, messages of type, lastLine, "
         "lastColumn, firstColumn, message, extract, hiliteStart, hiliteLength, language)", _NU_NAME, _NU,
         "Nu Html Checker", f"{_NU_NAME}:1"),
        ("u105b_wcag_em_report_json_ld_as_run", "a WCAG-EM Report Tool evaluation saved as JSON-LD (an @graph: "
         "Evaluation, evaluationScope, auditResult of EARL assertions per sampled page, structuredSample)",
         _WCAG_EM_NAME, _WCAG_EM, "WCAG-EM", f"{_WCAG_EM_NAME}:1"),
        ("u105b_openacr_yaml_as_run", "an OpenACR accessibility conformance report (YAML: title, product, author, "
         "chapters of success criteria with components and adherence levels)", _OPENACR_NAME, _OPENACR, "OpenACR",
         named_at(_OPENACR_NAME, _OPENACR)),
        ("u105b_png_screenshot_as_run", "a PNG screenshot kept as audit evidence (the '\\x89PNG' signature, IHDR, "
         "IDAT, IEND chunks)", _SCREENSHOT_NAME, _SCREENSHOT, "PNG", _SCREENSHOT_NAME),
        ("u105b_auditor_rating_sheet_as_run", "the auditor's rating sheet as typed (seven fields a line: auditor, "
         "date, page slug, success criterion, level, outcome, severity)", "rating_sheet_mensah_2026-Q4.txt",
         _RATING_SHEET, "rating sheet", "rating_sheet_mensah_2026-Q4.txt:1"),
        ("u105b_tester_ballot_as_run", "a tester's ballot as typed after the panel session (five fields a line: "
         "tester, place, 'SC', the criterion, page slug)", "ballot_P07_2026-Q4.txt", _BALLOT, "ballot",
         "ballot_P07_2026-Q4.txt:1"),
        ("u105b_panel_vote_tally_as_run", "the panel's vote tally as the delivery manager types it (six fields a "
         "line: criterion, page slug, for, against, abstain, decision)", "vote_tally_2026-Q4.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026-Q4.txt:1")],
        one_run=("team_votes.run", _ONE_RUN), stem="fix_first",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a success criterion, "
                 "a page slug, three counts and a decision, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG screenshot read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u105b_tester_ballot_as_qrels", "ballot_P07_2026-Q4.txt", _BALLOT, "ballot"),
        ("u105b_panel_vote_tally_as_qrels", "vote_tally_2026-Q4.txt", _VOTE_TALLY, "vote tally"),
        ("u105b_pa11y_csv_as_qrels", _PA11Y_CSV_NAME, _PA11Y_CSV, "Pa11y"),
        ("u105b_axe_core_results_json_as_qrels", _AXE_NAME, _AXE, "axe-core")],
        one_run=("team_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u105b_tester_ballot_as_qrels": "a tester's ballot as typed, five fields a line",
            "u105b_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u105b_pa11y_csv_as_qrels": "Pa11y's CSV reporter output",
            "u105b_axe_core_results_json_as_qrels": "axe-core's results as @axe-core/cli saves them"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u105b_out_sarif", "renew-licence_2026-Q4.sarif", "a SARIF log (as axe-sarif-converter writes axe-core's "
         "results for code scanning)"),
        ("u105b_out_lighthouse_html_report", "www.example.gov.uk_2026-11-03.report.html", "a Lighthouse HTML report"),
        ("u105b_out_earl_json", "renew-licence_2026-Q4.earl.json", "an EARL report (JSON-LD, as the WCAG-EM Report "
         "Tool and axe's EARL reporter write)"),
        ("u105b_out_vpat_docx", "renew-licence_2026-Q4.vpat.docx", "an accessibility conformance report (a VPAT in "
         "Word)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=105"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u105b_api_axe_core_results_dict",
            "rankagg.fuse(json.load(axe-results.json)[0]): axe-core's results for one page, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8'))[0], method='rrf')\n",
            "axe-core", why="a run maps a query to {document: score}; axe-core's results are one page's scan (the "
            "engine and browser, the options, and the rules that were inapplicable, passed, incomplete or violated, "
            "each with its impact, WCAG tags and failing nodes)",
            files={"r.json": _AXE}),
        bad("u105b_api_pa11y_csv_frame",
            "rankagg.fuse(pd.read_csv(pa11y.csv, escapechar='\\\\')): Pa11y's CSV reporter output (type, code, "
            "message, context, selector; its quotes JSON-escaped, so read with a backslash escape) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', escapechar='\\\\'), method='borda')\n",
            "Pa11y", why="a table of runs has qid, docid, run and score columns; Pa11y's CSV has an issue a row (its "
            "type, HTML_CodeSniffer code, message, the offending markup and its CSS selector), no score",
            files={"r.csv": _PA11Y_CSV}),
    ]
    return cases
