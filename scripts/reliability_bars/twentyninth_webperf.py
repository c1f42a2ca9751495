"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a web performance team's ranking of page
configurations (CDNs, image formats, HTTP versions) per page across measuring tools (Lighthouse, WebPageTest, CrUX,
load tests) (its cases, ids ``u29i_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each page (``https://shop.example/product/8812?variant=blue``, a URL with '?' and '=') is a query
and each configuration (``cdn_a+http3``, ``cdn_b+avif``) a document; the runs are the tools, scores in [0, 1] (a
Lighthouse performance score, four decimals: ties happen; a load time in ms negated so that higher is better).  The
lists are fused with RRF, Borda and CombSUM, weighted by the tool's trust (field data over lab data), and judged
against the configuration the A/B test shipped (2 shipped, 1 kept as a fallback, 0 dropped).  The mistakes and odd
files: the field's own files given where runs or qrels are read (a Lighthouse report, a PageSpeed Insights response,
axe-core's results, a HAR capture, JMeter's results (.jtl, CSV) and test plan (.jmx), Locust's stats CSV, Gatling's
simulation.log, k6's summary JSON, pa11y's CSV, a CrUX BigQuery export), and outputs named for the tools' files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

TWENTYNINTH_WEBPERF = ("45 Unseen inputs: a twenty-ninth bar, a web performance team's ranking of page configurations "
                       "across measuring tools (Lighthouse, WebPageTest, CrUX, JMeter, k6, Locust, Gatling)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['lighthouse', 'webpagetest', 'crux_field', 'k6_load']
RESOURCES = ['cdn_a+http3', 'cdn_a+http2', 'cdn_b+avif', 'cdn_b+webp', 'origin+brotli', 'origin+gzip',
             'edge_ssr+http3', 'spa+lazyload']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def page(k):
    return 'https://shop.example/product/%d?variant=blue' % (8812 + k)
def measurements(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{tool: {page: {configuration: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    configurations a tool did not measure on a page"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][page(k)] = p
    return out
def shipped(n_q=6):
    """what the A/B test shipped per page: 2 for the best two configurations, 1 for the next three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {page(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "measurements", "ranked.run")

_RECS3 = ["lighthouse", "webpagetest", "crux_field"]
_OUT = ("ranked.run",)
_ONE_RUN = ("https://shop.example/product/8812?variant=blue Q0 cdn_a+http3 1 0.91 lighthouse\n"
            "https://shop.example/product/8812?variant=blue Q0 cdn_b+avif 2 0.77 lighthouse\n"
            "https://shop.example/product/8812?variant=blue Q0 origin+gzip 3 0.52 lighthouse\n")
# the team's files, as their tools write them (a few lines)
_LIGHTHOUSE = ('{\n  "lighthouseVersion": "12.2.1",\n  "requestedUrl": "https://shop.example/product/8812?variant=blue",\n'
               '  "finalDisplayedUrl": "https://shop.example/product/8812?variant=blue",\n'
               '  "fetchTime": "2026-11-30T10:02:11.123Z",\n  "categories": {"performance": {"score": 0.91}}\n}\n')
_PSI = ('{\n  "captchaResult": "CAPTCHA_NOT_NEEDED",\n  "kind": "pagespeedonline#result",\n  "id": '
        '"https://shop.example/",\n  "lighthouseResult": {"lighthouseVersion": "12.2.1"}\n}\n')
_AXE = ('{"testEngine": {"name": "axe-core", "version": "4.10.2"}, "testRunner": {"name": "axe"}, "url": '
        '"https://shop.example/", "violations": [{"id": "image-alt", "impact": "critical"}]}\n')
_HAR = ('{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "WebInspector", "version": "537.36"},\n'
        '    "pages": [],\n    "entries": []\n  }\n}\n')
_JTL = ("timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,"
        "sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n"
        "1764500531123,245,GET /product,200,OK,Thread Group 1-1,text,true,,51234,123,10,10,"
        "https://shop.example/product/8812,201,0,35\n")
_JMX = ('<?xml version="1.0" encoding="UTF-8"?>\n<jmeterTestPlan version="1.2" properties="5.0" jmeter="5.6.3">\n'
        '  <hashTree>\n  </hashTree>\n</jmeterTestPlan>\n')
_LOCUST = ("Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time,Min Response Time,"
           "Max Response Time,Average Content Size,Requests/s,Failures/s,50%,66%,75%,80%,90%,95%,98%,99%,99.9%,"
           "99.99%,100%\nGET,/product,1200,0,180,201.5,35,1900,51234,20.1,0.0,180,210,230,250,310,420,600,800,1500,"
           "1900,1900\n")
_GATLING = ("RUN\tcomputerdatabase.BasicSimulation\tbasicsimulation\t1764500531123\t \t3.10.5\n"
            "USER\tScenario Name\tSTART\t1764500531200\n"
            "REQUEST\t\trequest_1\t1764500531210\t1764500531455\tOK\t \n")
_K6 = ('{"root_group": {"name": "", "path": "", "groups": [], "checks": []}, "options": {"summaryTrendStats": '
       '["avg", "min", "med", "max", "p(90)", "p(95)"]}, "state": {"isStdOutTTY": false, "testRunDurationMs": '
       '30012.5}, "metrics": {"http_req_duration": {"type": "trend", "contains": "time", "values": '
       '{"avg": 201.5}}}}\n')
_PA11Y = ('pageUrl,documentTitle,code,type,typeCode,message,context,selector,runner\n'
          'https://shop.example/,Shop,WCAG2AA.Principle1.Guideline1_1.1_1_1.H37,error,1,Img element missing an alt '
          'attribute.,"<img src=""a.png"">",html > body > img,htmlcs\n')
_CRUX = ("origin,effective_connection_type.effective_type,largest_contentful_paint.histogram.bin.start,"
         "largest_contentful_paint.histogram.bin.density\nhttps://shop.example,4G,0,0.0123\n")


def twentyninth_bar_webperf_cases() -> list[Case]:
    G = TWENTYNINTH_WEBPERF
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="measurements", judgements="shipped", runs=_RECS3, stem="ranked", outputs=_OUT,
        item="configuration", rounded="lighthouse",
        weights="{'lighthouse': 1.0, 'webpagetest': 0.5, 'crux_field': 2.0, 'k6_load': 1.0}",
        lone_query="R['crux_field']['https://shop.example/checkout?step=2'] = {'cdn_a+http3': 1.0, 'spa+lazyload': 0.5}\n",
        trust="crux_field 2\nwebpagetest 0.5\nlighthouse 1\n",
        trust_dict="{'crux_field': 2, 'webpagetest': 0.5, 'lighthouse': 1}",
        texts={
            "rrf": ("u29i_rrf_tools",
                    "rankagg.fuse({tool: {page URL: {configuration: score}}}, method='rrf'): four tools, six pages "
                    "keyed by URL ('https://shop.example/product/8812?variant=blue'), configuration ids with '+'"),
            "borda": ("u29i_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): CrUX has no field data for a third of the configurations "
                      "of some pages (too little traffic)"),
            "combsum": ("u29i_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): Lighthouse's scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u29i_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per page: field data (CrUX) counts 2, WebPageTest's single "
                      "lab run 0.5"),
            "frame": ("u29i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the measurements as the "
                      "team's BigQuery returns them, a row per page, configuration and tool"),
            "evaluate": ("u29i_evaluate_shipped",
                         "rankagg.evaluate(fused ranking, the A/B test's outcome, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first what the A/B test shipped"),
            "lone": ("u29i_one_tool_page",
                     "rankagg.fuse(..., method='rrf'): a page only CrUX covers (the checkout, which lab tools cannot "
                     "log into) beside pages every tool covers"),
            "cli_rrf": ("u29i_cli_rrf_runs",
                        "rankagg fuse lighthouse.run webpagetest.run crux_field.run --method rrf -o ranked.run: one "
                        "run per tool, page URLs as queries"),
            "cli_borda": ("u29i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: field data counts "
                          "double)"),
            "cli_combsum": ("u29i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four configurations the team tests next"),
            "cli_evaluate": ("u29i_cli_evaluate_shipped_qrels",
                             "rankagg evaluate ranked.run --qrels shipped.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the A/B test shipped (0-2)"),
            "cli_parquet": ("u29i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o ranked.parquet: gzipped runs from the nightly "
                            "job, a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_why = ("trec_eval refuses a line of other than six fields; the file is the field's tool's, named by what it "
                "is (a field count says nothing the team can act on)")
    cases += files_as_runs(cli_bad, [
        ("u29i_lighthouse_as_run", "a Lighthouse report (lighthouse --output=json)", "product-8812.report.json",
         _LIGHTHOUSE, "Lighthouse", "product-8812.report.json"),
        ("u29i_psi_as_run", "a PageSpeed Insights API response", "psi.json", _PSI, "PageSpeed Insights",
         "psi.json"),
        ("u29i_axe_as_run", "axe-core's results (testEngine axe-core, violations)", "axe-results.json", _AXE,
         "axe-core", "axe-results.json"),
        ("u29i_har_as_run", "a HAR capture of the page load (log, version, creator, entries)", "product.har",
         _HAR, "HAR", "product.har"),
        ("u29i_jtl_as_run", "JMeter's results file (.jtl written as CSV: timeStamp, elapsed, label, ...)",
         "results.jtl", _JTL, "JMeter", "results.jtl:1"),
        ("u29i_jmx_as_run", "a JMeter test plan (.jmx)", "checkout.jmx", _JMX, "JMeter", "checkout.jmx:2"),
        ("u29i_locust_stats_as_run", "Locust's stats CSV (Type, Name, Request Count, ...)", "run_stats.csv",
         _LOCUST, "Locust", "run_stats.csv:1"),
        ("u29i_gatling_log_as_run", "Gatling's simulation.log (RUN, USER, REQUEST records)", "simulation.log",
         _GATLING, "Gatling", "simulation.log:1"),
        ("u29i_k6_summary_as_run", "k6's end-of-test summary (--summary-export)", "summary.json", _K6, "k6",
         "summary.json"),
        ("u29i_pa11y_csv_as_run", "pa11y's CSV report (pageUrl, documentTitle, code, type, ...)", "pa11y.csv",
         _PA11Y, "pa11y", "pa11y.csv:1"),
        ("u29i_crux_export_as_run", "a Chrome UX Report export from BigQuery (origin, "
         "effective_connection_type.effective_type, ...histogram.bin...)", "crux_202611.csv", _CRUX,
         "Chrome UX Report", "crux_202611.csv:1")], one_run=("lighthouse.run", _ONE_RUN), stem="ranked",
        text_why=text_why)

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u29i_jtl_as_qrels", "results.jtl", _JTL, "JMeter"),
        ("u29i_har_as_qrels", "product.har", _HAR, "HAR"),
        ("u29i_gatling_log_as_qrels", "simulation.log", _GATLING, "Gatling"),
        ("u29i_lighthouse_as_qrels", "product-8812.report.json", _LIGHTHOUSE, "Lighthouse")], one_run=("lighthouse.run", _ONE_RUN))

    # --- outputs named for the tools' files ---------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u29i_out_jtl", "ranked.jtl", "JMeter's results file"),
        ("u29i_out_har", "ranked.har", "a HAR capture"),
        ("u29i_out_jmx", "ranked.jmx", "a JMeter test plan")], runs=_RECS3,
        setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
