"""A software security team's static-analysis reports, told by their first lines, so that a run or qrels door names
the analyser that wrote them and says what to do instead of a field count (issue 45's twenty-sixth bar, warnings
ranked per repository by fusing analysers: a Checkstyle or SpotBugs XML was told by a field count, Bandit's CSV
"expected 6 fields", a SARIF log or Semgrep's JSON "its name ends in .json, a JSON table's").

* JSON reports by the keys their text holds (:data:`STATICANALYSIS_JSON`, joined to
  :mod:`rankagg.io.json_documents`' shapes, so every JSON door names them): a SARIF log (CodeQL's and every SARIF
  writer's), Semgrep's, Bandit's, ESLint's JSON, SonarQube's issues answer, a GitHub code-scanning alerts export.
* XML and CSV reports by their text (:func:`staticanalysis_shape`, given a file's decoded head): Checkstyle, PMD,
  SpotBugs / FindBugs, JUnit XML, Bandit's CSV and CodeQL's header-less CSV.

An analyser's warnings of a repository are one run's list, scored higher for the worse: every note says so."""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["STATICANALYSIS_JSON", "staticanalysis_shape"]

#: what to do with an analyser's report: each analyser's scores of a repository's warnings are a run
AS_RUN = ("give each analyser's warnings as a run, a repository (or a file) a query and its warnings the documents, "
          "each named without blanks (PATH:LINE:COLUMN:RULE, a blank as %20), the score higher for the worse "
          "(security-severity, severity x confidence, a triage model's probability; SpotBugs' rank negated): "
          "'REPOSITORY Q0 WARNING RANK SCORE ANALYSER' (or rankagg.fuse({analyser: {repository: {warning: score}}}) "
          "in Python); the warnings developers fixed are the qrels, 'REPOSITORY 0 WARNING 1' (0 for one dismissed)")
_READ = "read its results in Python (json, xml.etree or pandas, ids as text) and "


def _findings(what: str) -> str:
    return f"{what}, findings, not a ranking: " + _READ + AS_RUN


#: the analysers' JSON reports (the strings their text holds, what they are), for rankagg.io.json_documents
STATICANALYSIS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"runs"', '"driver"'), _findings("a SARIF log (JSON, SARIF 2.1.0: runs[].tool.driver and results[] with ruleId, "
                                       "level and locations; CodeQL's, Semgrep's, ESLint's and GitHub code "
                                       "scanning's)")),
    (('"check_id"', '"extra"'), _findings("Semgrep's JSON (semgrep --json: results[] with check_id, path, start, "
                                          "extra.severity and extra.metadata.confidence)")),
    (('"issue_severity"', '"test_id"'), _findings("Bandit's JSON (bandit -f json: results[] with test_id, filename, "
                                                  "line_number, issue_severity, issue_confidence)")),
    (('"filePath"', '"messages"', '"errorCount"'), _findings("ESLint's JSON (its json formatter: a file's filePath "
                                                             "and messages[] with ruleId, severity 1 or 2, line)")),
    (('"issues"', '"paging"'), _findings("SonarQube's issues (JSON, api/issues/search: issues[] with key, rule, "
                                         "severity, component, line)")),
    (('"most_recent_instance"', '"rule"'), _findings("a GitHub code scanning alerts export (JSON, GET /repos/OWNER/"
                                                     "REPO/code-scanning/alerts: number, rule, tool, "
                                                     "most_recent_instance; its state 'fixed' or 'dismissed' a "
                                                     "grade)")),
)

#: XML reports by their root element: what each is
_XML_ROOTS = (
    ("<checkstyle", "Checkstyle's XML report (<checkstyle><file name><error line severity message source>; also "
                    "ESLint's, ktlint's and detekt's checkstyle formatter)"),
    ("<pmd", "PMD's XML report (<pmd><file><violation beginline rule ruleset priority 1..5>)"),
    ("<BugCollection", "SpotBugs' (FindBugs') XML report (<BugCollection><BugInstance type priority rank 1..20>)"),
    ("<testsuites", "a JUnit XML report (<testsuites><testsuite><testcase><failure>: semgrep --junit-xml, ESLint's "
                    "junit formatter, a test run)"),
    ("<testsuite", "a JUnit XML report (<testsuite><testcase><failure>: semgrep --junit-xml, ESLint's junit "
                   "formatter, a test run)"),
)
_BANDIT_CSV = {"filename", "test_name", "test_id", "issue_severity", "issue_confidence"}
#: CodeQL's CSV (``codeql database analyze --format=csv``) has no header: name, description, severity, message, path,
#: start line, start column, end line, end column, each quoted
_CODEQL_CSV = compiled(r'"[^"]*","(?:[^"]|"")*","(?:error|warning|recommendation|note)","(?:[^"]|"")*",'
                       r'"/[^"]*","\d+","\d+","\d+","\d+"\s*$')


def _first_record(text: str) -> tuple[int, str] | None:
    """The first non-blank line of ``text`` with its 1-based number."""
    for number, line in enumerate(text.split("\n")[:200], 1):
        if line.strip():
            return number, line.rstrip("\r").lstrip("\ufeff")
    return None


def staticanalysis_shape(text: str) -> tuple[int, str] | None:
    """The line and the note of an analyser's XML or CSV report whose decoded head is ``text``, or None."""
    first = _first_record(text)
    if first is None:
        return None
    at, line = first
    head = text[:1 << 14]
    if line.lstrip().startswith("<"):
        root = re.search(r"<(?![?!])[A-Za-z][\w:.-]*", head)
        found = next((what for tag, what in _XML_ROOTS
                      if root is not None and re.fullmatch(re.escape(tag) + r"(?:\s|$)", root.group(0) + " ")), None)
        if found is not None:
            return at, f"is {found}, not TREC run or qrels lines: " + _READ + AS_RUN
        return None
    cells = {c.strip().strip("\"'").lower() for c in line.split(",")}
    if _BANDIT_CSV <= cells:
        return at, ("is Bandit's CSV (bandit -f csv: filename, test_name, test_id, issue_severity, issue_confidence, "
                    "..., line_number), not TREC run or qrels lines: " + _READ + AS_RUN)
    if _CODEQL_CSV.match(line):
        return at, ("is CodeQL's CSV (codeql database analyze --format=csv: no header; name, description, severity, "
                    "message, path, start line and column, end line and column), not TREC run or qrels lines: "
                    + _READ + AS_RUN)
    return None
