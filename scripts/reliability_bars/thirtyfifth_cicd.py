"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a software team ranking flaky tests per repository,
branch and week across CI signals (its cases, ids ``u35h_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later session,
before any of its recognisers existed.)

The team's day: each repository, branch and week's pipelines (``ci:api-gateway/main@2026-w48``) is a query and each
test a document by its own id (``test:tests/test_auth.py::test_token_refresh``,
``test:com.acme.billing.InvoiceServiceTest#roundsHalfEven``, ``test:github.com/acme/cache/TestEvictLRU``); the runs
are the CI analytics' failure rate, the rate at which a rerun flips a failure to a pass, the spread of the tests'
durations and the triagers' own rankings of the tests likeliest to be flaky, scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, weighted by each signal's record, and judged against what the triage found (2
a flaky test confirmed and quarantined, 1 a flake from the runners or the network, fixed without quarantine, 0 a real
regression or a stable test).  The mistakes and odd files: the field's own files given where runs or qrels are read
(Surefire's JUnit XML, coverage.py's Cobertura XML, a TAP stream, an lcov tracefile, go test -json's events, JaCoCo's
CSV and its jacoco.exec, Allure's suites.csv, a gcovr report; go test -bench's output, a GitHub Actions log, a Visual
Studio TRX and pytest's JUnit XML as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_CICD = ("45 Unseen inputs: a thirty-fifth bar, a software team ranking flaky tests per repository, branch "
                    "and week across CI signals (JUnit, Cobertura, TAP, lcov, go test, JaCoCo, Allure, gcovr, "
                    "GitHub Actions, TRX, pytest-json-report)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['failure_rate', 'rerun_flips', 'duration_spread', 'triagers'],
    items=['test:tests/test_auth.py::test_token_refresh', 'test:com.acme.billing.InvoiceServiceTest#roundsHalfEven',
           'test:github.com/acme/cache/TestEvictLRU', 'test:web/src/cart.test.ts::applies_coupon_codes',
           'test:tests/integration/test_db.py::test_migrations_idempotent',
           'test:Acme.Orders.Tests.OrderPipelineTests.RetriesOnTimeout', 'test:github.com/acme/cache/TestConcurrentSet',
           'test:spec/models/user_spec.rb:42'],
    queries=['ci:api-gateway/main@2026-w48', 'ci:billing-service/main@2026-w48', 'ci:web-frontend/main@2026-w48',
             'ci:cache-lib/main@2026-w48', 'ci:mobile-app/release-4.2@2026-w48', 'ci:orders-dotnet/main@2026-w48'],
    suffix='/nightly', generator='flaky_signals', judgements='quarantined') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "flaky_signals", "flaky.run")

_RECS3 = ["failure_rate", "rerun_flips", "duration_spread"]
_OUT = ("flaky.run",)
_ONE_RUN = ("ci:api-gateway/main@2026-w48 Q0 test:tests/test_auth.py::test_token_refresh 1 0.91 rerun_flips\n"
            "ci:api-gateway/main@2026-w48 Q0 test:github.com/acme/cache/TestEvictLRU 2 0.77 rerun_flips\n")
# the team's files, as the test runners, coverage tools and CI services write them (a few lines)
# Maven Surefire's JUnit XML report (TEST-<class>.xml): testsuite with Surefire's 3.0 schema, properties, testcases
_SUREFIRE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             '<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://'
             'maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" '
             'name="com.acme.billing.InvoiceServiceTest" time="1.234" tests="2" errors="0" skipped="0" failures="1">\n'
             '  <properties>\n    <property name="java.version" value="21.0.5"/>\n'
             '    <property name="os.name" value="Linux"/>\n  </properties>\n'
             '  <testcase name="roundsHalfEven" classname="com.acme.billing.InvoiceServiceTest" time="0.012">\n'
             '    <failure message="expected: &lt;10.05&gt; but was: &lt;10.04&gt;" '
             'type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: '
             '<10.05> but was: <10.04>\n\tat com.acme.billing.InvoiceServiceTest.roundsHalfEven(InvoiceServiceTest'
             '.java:41)\n]]></failure>\n  </testcase>\n'
             '  <testcase name="appliesVat" classname="com.acme.billing.InvoiceServiceTest" time="0.004"/>\n'
             '</testsuite>\n')
# coverage.py's Cobertura XML (coverage xml): '<?xml version="1.0" ?>', coverage with its rates, two comments, sources,
# packages, classes, lines; indented with tabs
_COBERTURA = ('<?xml version="1.0" ?>\n'
              '<coverage version="7.6.8" timestamp="1795767242123" lines-valid="172" lines-covered="143" '
              'line-rate="0.8314" branches-covered="0" branches-valid="0" branch-rate="0" complexity="0">\n'
              '\t<!-- Generated by coverage.py: https://coverage.readthedocs.io/en/7.6.8 -->\n'
              '\t<!-- Based on https://raw.githubusercontent.com/cobertura/web/master/htdocs/xml/coverage-04.dtd -->\n'
              '\t<sources>\n\t\t<source>/builds/acme/api-gateway/src</source>\n\t</sources>\n\t<packages>\n'
              '\t\t<package name="gateway" line-rate="0.8314" branch-rate="0" complexity="0">\n\t\t\t<classes>\n'
              '\t\t\t\t<class name="auth.py" filename="gateway/auth.py" complexity="0" line-rate="0.9" '
              'branch-rate="0">\n\t\t\t\t\t<methods/>\n\t\t\t\t\t<lines>\n'
              '\t\t\t\t\t\t<line number="1" hits="1"/>\n\t\t\t\t\t\t<line number="2" hits="1"/>\n'
              '\t\t\t\t\t\t<line number="14" hits="0"/>\n\t\t\t\t\t</lines>\n\t\t\t\t</class>\n\t\t\t</classes>\n'
              '\t\t</package>\n\t</packages>\n</coverage>\n')
# a TAP 13 stream: 'TAP version 13', the plan, 'ok N - description' lines of six fields, a YAML block for the failure
_TAP = ("TAP version 13\n1..4\nok 1 - refreshes expired tokens\nnot ok 2 - evicts LRU\n  ---\n"
        "  message: 'expected 2 entries, got 3'\n  severity: fail\n  data:\n    got: 3\n    expect: 2\n  ...\n"
        "ok 3 - applies coupon codes\nok 4 - migrations stay idempotent\n")
# an lcov tracefile (geninfo): TN, SF, FN/FNDA/FNF/FNH, BRDA/BRF/BRH, DA/LF/LH, end_of_record
_LCOV = ("TN:\nSF:/builds/acme/web-frontend/src/cart.ts\nFN:12,applyCoupon\nFN:31,total\nFNDA:41,applyCoupon\n"
         "FNDA:0,total\nFNF:2\nFNH:1\nBRDA:13,0,0,38\nBRDA:13,0,1,3\nBRF:2\nBRH:2\nDA:12,41\nDA:13,41\nDA:14,3\n"
         "DA:31,0\nDA:32,0\nLF:5\nLH:3\nend_of_record\n")
# go test -json's events (test2json): a JSON object a line, Time, Action, Package, Test, Output, Elapsed
_GO_JSON = ('{"Time":"2026-11-27T08:14:02.123456789Z","Action":"start","Package":"github.com/acme/cache"}\n'
            '{"Time":"2026-11-27T08:14:02.124012345Z","Action":"run","Package":"github.com/acme/cache",'
            '"Test":"TestEvictLRU"}\n'
            '{"Time":"2026-11-27T08:14:02.124034567Z","Action":"output","Package":"github.com/acme/cache",'
            '"Test":"TestEvictLRU","Output":"=== RUN   TestEvictLRU\\n"}\n'
            '{"Time":"2026-11-27T08:14:02.125101234Z","Action":"output","Package":"github.com/acme/cache",'
            '"Test":"TestEvictLRU","Output":"    lru_test.go:41: got 3 entries, want 2\\n"}\n'
            '{"Time":"2026-11-27T08:14:02.125123456Z","Action":"output","Package":"github.com/acme/cache",'
            '"Test":"TestEvictLRU","Output":"--- FAIL: TestEvictLRU (0.00s)\\n"}\n'
            '{"Time":"2026-11-27T08:14:02.125134567Z","Action":"fail","Package":"github.com/acme/cache",'
            '"Test":"TestEvictLRU","Elapsed":0}\n')
# JaCoCo's CSV report (jacoco.csv): GROUP, PACKAGE, CLASS, then missed and covered counters
_JACOCO_CSV = ("GROUP,PACKAGE,CLASS,INSTRUCTION_MISSED,INSTRUCTION_COVERED,BRANCH_MISSED,BRANCH_COVERED,LINE_MISSED,"
               "LINE_COVERED,COMPLEXITY_MISSED,COMPLEXITY_COVERED,METHOD_MISSED,METHOD_COVERED\n"
               "billing-service,com.acme.billing,InvoiceService,45,320,8,18,12,71,5,14,2,11\n"
               "billing-service,com.acme.billing.vat,VatRates,3,88,1,5,1,19,1,6,0,5\n"
               "billing-service,com.acme.billing,InvoiceRepository,0,64,0,2,0,15,0,4,0,3\n")


def _jacoco_exec() -> bytes:
    """JaCoCo's execution data (jacoco.exec, as ExecutionDataWriter writes it): the header block (0x01, the magic
    0xC0C0, the format version 0x1007), a session info block (0x10: id, start and dump times) and a block per class
    (0x11: the class id, its VM name, its probes as a varint length and packed bits)."""
    def utf(text: str) -> bytes:
        return struct.pack(">H", len(text)) + text.encode()

    def probes(bits: list[bool]) -> bytes:
        out, buf, size = bytes([len(bits)]), 0, 0
        for i, bit in enumerate(bits):
            buf |= int(bit) << size
            size += 1
            if size == 8 or i == len(bits) - 1:
                out, buf, size = out + bytes([buf]), 0, 0
        return out
    return (b"\x01" + struct.pack(">HH", 0xC0C0, 0x1007)
            + b"\x10" + utf("fv-az1234-567-7f3c2a1e") + struct.pack(">qq", 1795767220123, 1795767242456)
            + b"\x11" + struct.pack(">q", 0x5F3A9C2E1B7D4E60) + utf("com/acme/billing/InvoiceService")
            + probes([True, True, False, True, True, True, False, False, True, True])
            + b"\x11" + struct.pack(">q", 0x1C44B07E93A2D5F1) + utf("com/acme/billing/vat/VatRates")
            + probes([True, True, True, False, True]))


# Allure's suites.csv (allure generate: data/suites.csv): quoted Status, Start Time, ..., Name, Description
_ALLURE = ('"Status","Start Time","Stop Time","Duration in ms","Parent Suite","Suite","Sub Suite","Test Class",'
           '"Test Method","Name","Description"\n'
           '"failed","Fri Nov 27 08:14:03 UTC 2026","Fri Nov 27 08:14:03 UTC 2026","512","tests","test_auth","",'
           '"tests.test_auth","","test_token_refresh",""\n'
           '"passed","Fri Nov 27 08:14:03 UTC 2026","Fri Nov 27 08:14:04 UTC 2026","731","tests.integration",'
           '"test_db","","tests.integration.test_db","","test_migrations_idempotent",""\n')
# gcovr's text report: a rule of dashes, the centred 'GCC Code Coverage Report' title (line 2), 'Directory: .', then
# the File, Lines, Exec, Cover, Missing table between rules, and TOTAL
_RULE = "-" * 78 + "\n"
_GCOVR = (_RULE + " " * 27 + "GCC Code Coverage Report\nDirectory: .\n" + _RULE
          + f"{'File':<40}{'Lines':>8}{'Exec':>8}{'Cover':>7}   Missing\n" + _RULE
          + f"{'src/cache.c':<40}{130:>8}{101:>8}{'77%':>7}   15-19,130-136,148-153\n"
          + f"{'src/lru.c':<40}{42:>8}{42:>8}{'100%':>7}   \n" + _RULE
          + f"{'TOTAL':<40}{172:>8}{143:>8}{'83%':>7}\n" + _RULE)
# the judgements' mistakes: go test -bench's output (goos, goarch, pkg, cpu, then 'BenchmarkName-N  iterations
# value ns/op': four fields a line), a GitHub Actions job log (a timestamp on every line, '##[group]' markers), a
# Visual Studio TRX (TestRun in the TeamTest/2010 namespace), pytest's JUnit XML (--junitxml: all on one line)
_GO_BENCH = ("goos: linux\ngoarch: amd64\npkg: github.com/acme/cache\n"
             "cpu: AMD EPYC 7763 64-Core Processor                \n"
             "BenchmarkEvictLRU-4       \t 1134566\t      1052 ns/op\n"
             "BenchmarkGetHit-4         \t19607844\t        61.27 ns/op\n"
             "BenchmarkConcurrentSet-4  \t 4878049\t       245.9 ns/op\n"
             "PASS\nok  \tgithub.com/acme/cache\t4.213s\n")
_GHA_LOG = ("2026-11-27T08:13:58.1234567Z Current runner version: '2.321.0'\n"
            "2026-11-27T08:13:58.1268901Z ##[group]Operating System\n2026-11-27T08:13:58.1269432Z Ubuntu\n"
            "2026-11-27T08:13:58.1269745Z 24.04.1\n2026-11-27T08:13:58.1270003Z LTS\n"
            "2026-11-27T08:13:58.1270290Z ##[endgroup]\n"
            "2026-11-27T08:14:02.4567890Z ##[group]Run pytest -q --junitxml=junit.xml\n"
            "2026-11-27T08:14:02.4568123Z pytest -q --junitxml=junit.xml\n"
            "2026-11-27T08:14:02.4592110Z shell: /usr/bin/bash -e {0}\n2026-11-27T08:14:02.4592456Z ##[endgroup]\n"
            "2026-11-27T08:14:05.1234567Z FAILED tests/test_auth.py::test_token_refresh - AssertionError: assert 401 "
            "== 200\n2026-11-27T08:14:05.1301234Z 1 failed, 2 passed in 2.48s\n"
            "2026-11-27T08:14:05.2001234Z ##[error]Process completed with exit code 1.\n")
_TRX = ('<?xml version="1.0" encoding="utf-8"?>\n'
        '<TestRun id="5b2a7c3e-9d41-4f8a-b6e2-1c0d3f4a5e6b" name="runner@fv-az1234-567 2026-11-27 08:14:02" '
        'runUser="runner" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">\n'
        '  <Times creation="2026-11-27T08:14:02.1234567+00:00" queuing="2026-11-27T08:14:02.1234567+00:00" '
        'start="2026-11-27T08:14:00.9876543+00:00" finish="2026-11-27T08:14:05.4321098+00:00" />\n'
        '  <TestSettings name="default" id="0f1e2d3c-4b5a-4978-8a9b-0c1d2e3f4a5b">\n'
        '    <Deployment runDeploymentRoot="runner_fv-az1234-567_2026-11-27_08_14_02" />\n  </TestSettings>\n'
        '  <Results>\n    <UnitTestResult executionId="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" '
        'testId="9f8e7d6c-5b4a-3928-1706-f5e4d3c2b1a0" testName="RetriesOnTimeout" computerName="fv-az1234-567" '
        'duration="00:00:02.0123456" startTime="2026-11-27T08:14:03.1234567+00:00" '
        'endTime="2026-11-27T08:14:05.1358023+00:00" testType="13cdc9d9-ddb5-4fa4-a97d-d965ccfc6d4b" '
        'outcome="Failed" testListId="8c84fa94-04c1-424b-9868-57a2d4851a1d" '
        'relativeResultsDirectory="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d">\n'
        '      <Output>\n        <ErrorInfo>\n          <Message>Assert.Equal() Failure: Values differ\n'
        'Expected: Completed\nActual:   TimedOut</Message>\n        </ErrorInfo>\n      </Output>\n'
        '    </UnitTestResult>\n  </Results>\n  <ResultSummary outcome="Failed">\n'
        '    <Counters total="1" executed="1" passed="0" failed="1" error="0" timeout="0" aborted="0" '
        'inconclusive="0" passedButRunAborted="0" notRunnable="0" notExecuted="0" disconnected="0" warning="0" '
        'completed="0" inProgress="0" pending="0" />\n  </ResultSummary>\n</TestRun>\n')
_PYTEST_JUNIT = ('<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="1" '
                 'skipped="0" tests="3" time="2.481" timestamp="2026-11-27T08:14:02.641802+00:00" '
                 'hostname="fv-az1234-567"><testcase classname="tests.test_auth" name="test_token_refresh" '
                 'time="0.512"><failure message="AssertionError: assert 401 == 200">tests/test_auth.py:48: in '
                 'test_token_refresh\n    assert resp.status_code == 200\nE   AssertionError: assert 401 == 200'
                 '</failure></testcase><testcase classname="tests.test_auth" name="test_login" time="0.203" />'
                 '<testcase classname="tests.integration.test_db" name="test_migrations_idempotent" time="0.731" />'
                 '</testsuite></testsuites>')
# pytest-json-report's .report.json: created, duration, exitcode, root, environment, summary, collectors, tests
_PYTEST_JSON = ('{"created": 1795767245.123, "duration": 2.481, "exitcode": 1, "root": "/builds/acme/api-gateway", '
                '"environment": {"Python": "3.12.7", "Platform": "Linux-6.8.0-1017-azure-x86_64-with-glibc2.39", '
                '"Packages": {"pytest": "8.3.3", "pluggy": "1.5.0"}, "Plugins": {"json-report": "1.5.0", '
                '"metadata": "3.1.1"}}, "summary": {"failed": 1, "passed": 2, "total": 3, "collected": 3}, '
                '"collectors": [{"nodeid": "", "outcome": "passed", "result": [{"nodeid": "tests", "type": '
                '"Package"}]}], "tests": [{"nodeid": "tests/test_auth.py::test_token_refresh", "lineno": 41, '
                '"outcome": "failed", "keywords": ["test_token_refresh", "test_auth.py", "tests", "api-gateway", ""], '
                '"setup": {"duration": 0.0003, "outcome": "passed"}, "call": {"duration": 0.512, "outcome": '
                '"failed", "crash": {"path": "/builds/acme/api-gateway/tests/test_auth.py", "lineno": 48, '
                '"message": "AssertionError: assert 401 == 200"}}, "teardown": {"duration": 0.0002, "outcome": '
                '"passed"}}]}\n')


def thirtyfifth_bar_cicd_cases() -> list[Case]:
    G = THIRTYFIFTH_CICD
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="flaky_signals", judgements="quarantined", runs=_RECS3, stem="flaky", outputs=_OUT,
        item="tests", rounded="failure_rate",
        weights="{'failure_rate': 1.0, 'rerun_flips': 2.0, 'duration_spread': 0.5, 'triagers': 1.5}",
        lone_query="R['triagers']['ci:docs-site/main@2026-w48'] = {'test:docs/links.spec.ts::no_broken_links': 0.9, "
                   "'test:docs/build.spec.ts::renders_sitemap': 0.4}\n",
        trust="rerun_flips 2\nfailure_rate 1\nduration_spread 0.5\n",
        trust_dict="{'rerun_flips': 2, 'failure_rate': 1, 'duration_spread': 0.5}",
        texts={
            "rrf": ("u35h_rrf_ci_signals",
                    "rankagg.fuse({signal: {repository/branch@week: {test: score}}}, method='rrf'): four CI "
                    "signals, six repositories ('ci:api-gateway/main@2026-w48'), tests by their runners' ids "
                    "('test:tests/test_auth.py::test_token_refresh')"),
            "borda": ("u35h_borda_unscored_tests",
                      "rankagg.fuse(..., method='borda'): the rerun signal has no score for tests never retried this "
                      "week"),
            "combsum": ("u35h_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the failure rate at one decimal (many ties) beside the "
                        "other signals"),
            "fuser": ("u35h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per repository: the rerun flips count 2, the duration "
                      "spread 0.5"),
            "frame": ("u35h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the flaky-test dashboard's "
                      "table, a row per repository, test and signal"),
            "evaluate": ("u35h_evaluate_quarantined",
                         "rankagg.evaluate(fused ranking, what the triage found, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the tests confirmed flaky and quarantined"),
            "lone": ("u35h_one_signal_repository",
                     "rankagg.fuse(..., method='rrf'): a repository only the triagers ranked (no CI analytics on it "
                     "yet) beside repositories every signal covers"),
            "cli_rrf": ("u35h_cli_rrf_runs",
                        "rankagg fuse failure_rate.run rerun_flips.run duration_spread.run --method rrf -o "
                        "flaky.run: one run per signal, repositories as queries"),
            "cli_borda": ("u35h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the rerun flips count "
                          "double)"),
            "cli_combsum": ("u35h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four tests the sprint's flake budget "
                            "fixes"),
            "cli_evaluate": ("u35h_cli_evaluate_quarantine_qrels",
                             "rankagg evaluate flaky.run --qrels quarantined.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the triage found (0-2)"),
            "cli_parquet": ("u35h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o flaky.parquet: gzipped runs from the CI analytics "
                            "job, a Parquet table for the weekly flakiness review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35h_surefire_junit_xml_as_run", "Maven Surefire's JUnit XML report (testsuite, properties, testcase, "
         "failure)", "TEST-com.acme.billing.InvoiceServiceTest.xml", _SUREFIRE, "JUnit",
         "TEST-com.acme.billing.InvoiceServiceTest.xml:2"),
        ("u35h_cobertura_xml_as_run", "coverage.py's Cobertura XML (coverage line-rate=..., sources, packages, "
         "classes, lines)", "coverage.xml", _COBERTURA, "Cobertura", "coverage.xml:2"),
        ("u35h_tap_as_run", "a TAP 13 stream ('TAP version 13', the plan '1..4', 'ok 1 - refreshes expired tokens': "
         "six fields a line, a YAML block)", "node-test.tap", _TAP, "TAP", "node-test.tap:1"),
        ("u35h_lcov_tracefile_as_run", "an lcov tracefile (TN:, SF:, FN:, FNDA:, ..., DA:, LF:, LH:, end_of_record)",
         "lcov.info", _LCOV, "lcov", "lcov.info:1"),
        ("u35h_go_test_json_as_run", "go test -json's events (a JSON object a line: Time, Action, Package, Test, "
         "Output, Elapsed)", "go-test.json", _GO_JSON, "go test -json", "go-test.json:1"),
        ("u35h_jacoco_csv_as_run", "JaCoCo's CSV report (GROUP, PACKAGE, CLASS, INSTRUCTION_MISSED, ...)",
         "jacoco.csv", _JACOCO_CSV, "JaCoCo", "jacoco.csv:1"),
        ("u35h_jacoco_exec_as_run", "JaCoCo's execution data (jacoco.exec: the block 0x01, the magic C0 C0, the "
         "version 0x1007, session info, class blocks of probes)", "jacoco.exec", _jacoco_exec(), "JaCoCo",
         "jacoco.exec"),
        ("u35h_allure_suites_csv_as_run", "Allure's suites.csv (\"Status\",\"Start Time\",\"Stop Time\",\"Duration "
         "in ms\",\"Parent Suite\",...)", "suites.csv", _ALLURE, "Allure", "suites.csv:1"),
        ("u35h_gcovr_report_as_run", "gcovr's text report (a rule, 'GCC Code Coverage Report', 'Directory: .', then "
         "File, Lines, Exec, Cover, Missing)", "coverage.txt", _GCOVR, "gcovr", "coverage.txt:2")],
        one_run=("rerun_flips.run", _ONE_RUN), stem="flaky",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; binary execution data read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35h_go_bench_as_qrels", "bench.txt", _GO_BENCH, "go test -bench"),
        ("u35h_github_actions_log_as_qrels", "0_test.txt", _GHA_LOG, "GitHub Actions"),
        ("u35h_trx_as_qrels", "runner_fv-az1234-567_2026-11-27_08_14_02.trx", _TRX, "TRX"),
        ("u35h_pytest_junit_as_qrels", "junit.xml", _PYTEST_JUNIT, "JUnit")],
        one_run=("rerun_flips.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35h_out_trx", "flaky.trx", "a Visual Studio TRX file"),
        ("u35h_out_tap", "flaky.tap", "a TAP stream"),
        ("u35h_out_lcov", "flaky.lcov", "an lcov tracefile"),
        ("u35h_out_exec", "flaky.exec", "JaCoCo's execution data")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35h_api_pytest_json_report_dict",
            "rankagg.fuse(json.load(.report.json)): pytest-json-report's report loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "pytest-json-report", why="a run maps a query to {document: score}; pytest-json-report's report holds "
            "'created', 'duration', 'environment', 'summary' and a list of 'tests'", files={"r.json": _PYTEST_JSON}),
        bad("u35h_api_jacoco_csv_frame",
            "rankagg.fuse(pd.read_csv(jacoco.csv)): JaCoCo's coverage counters given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('j.csv'), method='borda')\n",
            "JaCoCo", why="a table of runs has qid, docid, run and score columns; JaCoCo's has a class and its missed "
            "and covered counters per row", files={"j.csv": _JACOCO_CSV}),
    ]
    return cases
