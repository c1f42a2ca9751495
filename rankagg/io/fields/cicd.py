"""A software team's CI and test-report files (issue 45's thirty-fifth bar, u35h_): Cobertura coverage XML, TAP
streams, lcov tracefiles, go test's -json events and -bench output, JaCoCo's CSV reports and execution data, Allure's
suites.csv, gcovr's text reports, GitHub Actions job logs, Visual Studio TRX files and pytest-json-report's reports.
(JUnit XML was told before, by the older recognisers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_RULE = "-" * 78 + "\n"

CICD = Field(
    team="a software team's CI and test-report files (u35h_)",
    advice="give each CI signal's ranking of a repository's tests (the failure rate's, the rerun flips', the "
           "duration spread's, the triagers') as a run, a repository, branch and week a query and each test a "
           "document by its runner's id (test:tests/test_auth.py::test_login), the score higher for the likelier "
           "flaky: 'REPO/BRANCH@WEEK Q0 TEST RANK SCORE SIGNAL'; what the triage found (2 a flaky test "
           "quarantined, 1 an infrastructure flake, 0 stable or a real regression) is the qrels, "
           "'REPO/BRANCH@WEEK 0 TEST GRADE'",
    files=(
        FieldFile("a Cobertura XML coverage report (coverage.py's, gcovr's, Cobertura's: coverage with its "
                  "line-rate and branch-rate, sources, packages, classes, lines and their hits)",
                  '<?xml version="1.0" ?>\n<!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/'
                  'coverage-04.dtd">\n<coverage line-rate="0.72" branch-rate="0.5" lines-covered="18" '
                  'lines-valid="25" version="2.1.1" timestamp="1767225600000">\n  <sources><source>src</source>'
                  '</sources>\n</coverage>\n', 3, root="coverage", marks=("line-rate",)),
        FieldFile("a TAP stream (the Test Anything Protocol: 'TAP version 13', the plan '1..N', then 'ok N - ...' "
                  "and 'not ok N - ...' lines, YAML blocks)",
                  "TAP version 14\n1..3\nok 1 - parses the config\nnot ok 2 - retries on 503\n  ---\n"
                  "  severity: fail\n  ...\nok 3 - # SKIP no network\n", 1,
                  line=r"\A(?:TAP version 1[34]\n|1\.\.\d+(?: #[^\n]*)?\n(?:#[^\n]*\n)*(?:not )?ok\b)"),
        FieldFile("an lcov tracefile (lcov's and geninfo's coverage data: TN:, SF:, FN:, FNDA:, BRDA:, DA:, LF:, "
                  "LH:, end_of_record per source file)",
                  "TN:unit\nSF:src/lib/parse.c\nFN:10,parse_line\nFNDA:12,parse_line\nFNF:1\nFNH:1\nDA:10,12\n"
                  "DA:11,0\nLF:2\nLH:1\nend_of_record\n", 1,
                  line=r"\A(?:TN:[^\n]*\n)?SF:[^\n]+\n(?:VER|FN|FNL|FNA|FNDA|FNF|FNH|BRDA|BRF|BRH|DA|LF|LH):"),
        FieldFile("go test -json's events (test2json's JSON Lines: Time, Action, Package, Test, Output, Elapsed)",
                  '{"Time":"2026-03-02T10:02:11.5Z","Action":"run","Package":"example.com/kv","Test":"TestPut"}\n'
                  '{"Time":"2026-03-02T10:02:11.6Z","Action":"pass","Package":"example.com/kv","Test":"TestPut",'
                  '"Elapsed":0.01}\n', 1, keys=("Action", "Package", "Time")),
        FieldFile("JaCoCo's CSV coverage report (jacoco.csv: GROUP, PACKAGE, CLASS, then the missed and covered "
                  "instructions, branches, lines, complexity and methods)",
                  "GROUP,PACKAGE,CLASS,INSTRUCTION_MISSED,INSTRUCTION_COVERED,BRANCH_MISSED,BRANCH_COVERED,"
                  "LINE_MISSED,LINE_COVERED\nkv-store,org.example.kv,KvStore,12,240,3,17,4,55\n", 1,
                  columns=("GROUP", "PACKAGE", "CLASS", "INSTRUCTION_MISSED")),
        FieldFile("JaCoCo's execution data (jacoco.exec: binary blocks, the header 0x01 with the magic C0 C0 and "
                  "its format version, session infos, then each class's probes; jacoco:report or the JaCoCo CLI "
                  "makes its reports)", b"\x01\xc0\xc0\x10\x07\x10\x00\x09ci-runner" + b"\x00" * 16, 0,
                  magic=b"\x01\xc0\xc0"),
        FieldFile("Allure's suites.csv (the report's test results: Status, Start Time, Stop Time, Duration in ms, "
                  "Parent Suite, Suite, Sub Suite, Test Class, Test Method, Name, Description)",
                  '"Status","Start Time","Stop Time","Duration in ms","Parent Suite","Suite","Sub Suite",'
                  '"Test Class","Test Method","Name","Description"\n"passed","Mon Mar 02 10:02:11 UTC 2026",'
                  '"Mon Mar 02 10:02:12 UTC 2026","412","kv","test_put","","kv.test_put","","test_put",""\n', 1,
                  columns=("Status", "Duration in ms", "Parent Suite", "Test Method")),
        FieldFile("gcovr's text report (a rule, 'GCC Code Coverage Report', 'Directory: ...', then File, Lines, "
                  "Exec, Cover, Missing per source file and the TOTAL)",
                  _RULE + " " * 27 + "GCC Code Coverage Report\nDirectory: src\n" + _RULE
                  + "File                                       Lines    Exec  Cover   Missing\n" + _RULE
                  + "parse.c                                       25      18    72%   31-37\n", 2,
                  line=r"^ *GCC Code Coverage Report *\nDirectory: "),
        FieldFile("go test -bench's output (goos:, goarch:, pkg:, cpu:, then 'BenchmarkName-N  iterations  value "
                  "ns/op' lines, PASS and ok)",
                  "goos: darwin\ngoarch: arm64\npkg: example.com/kv\n"
                  "BenchmarkPut-8   \t 2841016\t       421.3 ns/op\nPASS\nok  \texample.com/kv\t2.104s\n", 1,
                  line=r"\Agoos: \S+\ngoarch: \S+\n"),
        FieldFile("a GitHub Actions job log (a runner's timestamp on every line, '##[group]' and '##[endgroup]' "
                  "markers around each step's output)",
                  "2026-03-02T10:02:11.0123456Z Requested labels: ubuntu-latest\n"
                  "2026-03-02T10:02:11.0124567Z ##[group]Run actions/checkout@v4\n"
                  "2026-03-02T10:02:11.0125678Z ##[endgroup]\n", 1,
                  line=r"\A\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z ", marks=("##[group]",)),
        FieldFile("a Visual Studio TRX file (a test run's results: TestRun in the TeamTest/2010 namespace, Times, "
                  "Results of UnitTestResult with their outcomes, ResultSummary)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<TestRun id="0b5e2c7a-1d3f-4e6a-9b8c-7d6e5f4a3b2c" '
                  'name="ci 2026-03-02" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">\n'
                  '  <Results/>\n</TestRun>\n', 2, root="TestRun", marks=("TeamTest/2010",)),
        FieldFile("pytest-json-report's report (.report.json: created, duration, exitcode, root, environment, "
                  "summary, collectors and the tests with their outcomes)",
                  '{"created": 1772445731.2, "duration": 0.84, "exitcode": 0, "root": "/src/kv", "environment": {}, '
                  '"summary": {"passed": 1, "total": 1}, "tests": [{"nodeid": "tests/test_put.py::test_put", '
                  '"outcome": "passed"}]}\n', 1, keys=("exitcode", "summary", "tests", "created", "duration")),
    ))
