"""A web performance team's files where a run or the judgements are read (issue 45's twenty-ninth bar, u29i_): a
Lighthouse report, a PageSpeed Insights response, axe-core's results, a HAR capture and k6's summary (JSON), JMeter's
results (.jtl as CSV or XML) and test plan (.jmx), Locust's stats, Gatling's simulation.log, pa11y's CSV and a Chrome
UX Report export.  Told a field count ("expected 6 fields, found 1" for a .jtl) or a generic table or JSON note, each
is named for its tool, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "WEBPERF_JSON", "webperf_head", "webperf_shape"]

#: what to do with a measuring tool's file: each tool's ranking of the configurations per page is a run
AS_RUN = ("give each measuring tool's ranking as a run, the page a query (its URL, no blank) and each configuration a "
          "document, the score higher for the faster or better (a load time negated: -LCP): 'PAGE Q0 CONFIGURATION "
          "RANK SCORE TOOL'; what the A/B test shipped is the qrels, 'PAGE 0 CONFIGURATION GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no configurations; "

#: each file by a pattern of its first line: what it is
_FILES = (
    (compiled(r'^"?timeStamp"?,"?elapsed"?,"?label"?,"?responseCode"?'),
     "JMeter's results file (.jtl saved as CSV: timeStamp, elapsed, label, responseCode: a sample per request)"),
    (compiled(r'^"?Type"?,"?Name"?,"?(?:Request Count|# requests)"?,"?(?:Failure Count|# failures)"?'),
     "Locust's stats CSV (Type, Name, Request Count, Failure Count, percentiles: a row per endpoint)"),
    (compiled(r"^RUN\t[^\t]+\t[^\t]*\t\d{13}\t"),
     "Gatling's simulation.log (tab-separated RUN, USER and REQUEST records: a load test's requests)"),
    (compiled(r'^"?pageUrl"?,"?documentTitle"?,"?code"?,"?type"?'),
     "pa11y's CSV report (pageUrl, documentTitle, code, type, message: an accessibility issue per row)"),
    (compiled(r'^"?origin"?,.*\.histogram\.bin\.'),
     "a Chrome UX Report export (CrUX from BigQuery: origin, connection type, metric histograms)"),
)
#: the root element of JMeter's XML: a test plan (.jmx) or results saved as XML (.jtl)

#: the field's JSON by the strings its text holds
WEBPERF_JSON = (
    (('"kind"', "pagespeedonline#result"),
     "a PageSpeed Insights API response (its lighthouseResult and loadingExperience: one page's audit), "
     + _NOT_LINES + AS_RUN),
    (('"lighthouseVersion"',),
     "a Lighthouse report (lighthouse --output=json: one page's audits and category scores), " + _NOT_LINES + AS_RUN),
    (('"testEngine"', "axe-core"),
     "axe-core's results (violations, passes, incomplete: one page's accessibility audit), " + _NOT_LINES + AS_RUN),
    (('"log"', '"creator"', '"version"'),
     "a HAR capture (HTTP Archive: a browser's log of one page load's requests), " + _NOT_LINES + AS_RUN),
    (('"root_group"', '"options"'),
     "k6's end-of-test summary (--summary-export: a load test's metrics and checks), " + _NOT_LINES + AS_RUN),
    (('"record"', '"key"', '"largest_contentful_paint"'),
     "a Chrome UX Report API record (CrUX: an origin's or page's field metrics), " + _NOT_LINES + AS_RUN),
)


def webperf_shape(name: str, lines: Sequence[str]) -> str | None:
    """What measuring tool's file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    for pattern, what in _FILES:
        if pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


def webperf_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is JMeter's XML (a test plan, results saved as XML); else None."""
    root = xml_root(text)
    if root is None or root.name not in ("jmeterTestPlan", "testResults"):
        return None
    what = ("a JMeter test plan (.jmx: thread groups, samplers and listeners)" if root.name == "jmeterTestPlan"
            else "JMeter's results saved as XML (.jtl: a sample per request)")
    return root.line, f"is {what}, " + _NOT_LINES + AS_RUN
