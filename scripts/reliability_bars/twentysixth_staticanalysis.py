"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a software security team's prioritisation of static-analysis warnings across analysers (SARIF, CodeQL, Semgrep) (its cases, ids ``u26f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The security team's day: each repository (``acme/payments-api``) is a query, its warnings the items, named
``PATH:LINE:COLUMN:RULE`` as the team's dashboard names them (``src/app/main.py:42:7:B602``,
``src/main/java/com/acme/Db.java:88:12:java/sql-injection``), and the analysers the rankers: CodeQL's
security-severity (0.0..10.0, one decimal), Semgrep's confidence (1 LOW .. 3 HIGH: many ties), SonarQube's severity
(1 INFO .. 5 BLOCKER), SpotBugs' bug rank turned scarier-higher (21 - rank), Infer's, Bandit's severity x confidence
(1..9) and ESLint's (1 warn, 2 error) and a triage model's probability.  Analysers see only the languages they know.
The team fuses them per repository into one review queue with RRF, Borda or CombSUM / CombMNZ (weights from last
quarter's fixes), keeps the top 10 or 20, and judges the queue against the warnings developers fixed (1 fixed, a true
positive; 0 dismissed) by P@5, nDCG@10 and AP.  The mistakes: the analysers' own reports given where runs or qrels are
read (SARIF 2.1.0, Checkstyle / PMD / SpotBugs XML, SonarQube's issues JSON, Semgrep's, Bandit's and ESLint's JSON,
Bandit's CSV, CodeQL's CSV, JUnit XML, a GitHub code-scanning alerts export), the queue written under those tools'
names (``-o queue.bqrs``, ``.qls``, ``.lcov``, ``.trx``), a path with a blank, a warning reported twice, a severity
typed as a word.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_STATICANALYSIS = "45 Unseen inputs: a twenty-sixth bar, a software security team's prioritisation of static-analysis warnings across analysers (SARIF, CodeQL, Semgrep)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TOOLS = ['codeql', 'semgrep', 'sonarqube', 'spotbugs', 'bandit', 'triage_model']
REPOS = ['acme/payments-api', 'acme/web-frontend', 'acme/auth-service', 'acme/data-pipeline', 'acme/mobile-ios',
         'acme/infra-terraform']
RULES = ['B602', 'java/sql-injection', 'javascript/xss', 'python.lang.security.audit.eval-detected',
         'S2076', 'SQL_INJECTION_JDBC', 'no-eval', 'go/path-injection']
FILES = ['src/app/main.py', 'src/main/java/com/acme/Db.java', 'web/src/components/Login.tsx', 'lib/util/exec.py',
         'cmd/server/handlers.go', 'app/(auth)/page.tsx']
def warning(q, i):
    """the repository's i-th warning, as the dashboard names it: PATH:LINE:COLUMN:RULE"""
    return '%s:%d:%d:%s' % (FILES[(q + i) % 6], 10 + 7 * i, 1 + i % 13, RULES[i % 8])
def shape(tool, x):
    """an analyser's score for a warning of strength x in [0, 1.5): each tool's own scale, higher = worse"""
    y = min(x / 1.5, 0.999999)
    if tool == 'codeql':
        return round(10 * y, 1)  # security-severity
    if tool == 'semgrep':
        return 1 + int(y * 3)  # confidence LOW, MEDIUM, HIGH
    if tool == 'sonarqube':
        return 1 + int(y * 5)  # INFO .. BLOCKER
    if tool == 'spotbugs':
        return 21 - (1 + int((1 - y) * 20))  # bug rank 1 (scariest) .. 20, turned higher-is-worse
    if tool == 'bandit':
        return (1 + int(y * 3)) * (1 + int(((y * 7) % 1) * 3))  # severity x confidence
    return round(y, 4)  # a triage model's probability
def repos(tools=TOOLS, n_rep=6, n=20, seed=3, drop=None, ids=warning, signal=0.6):
    """{tool: {repository: {warning: score}}}; each repository's warnings 0..3 are the ones developers fixed;
    ``drop``: {tool: share of warnings it does not report}"""
    g = lcg(seed)
    out = {}
    for t in tools:
        out[t] = {}
        for q in range(n_rep):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(t, 0.0):
                    continue
                p[ids(q, i)] = shape(t, (signal if i < 4 else 0.0) + u)
            out[t][REPOS[q]] = p
    return out
def fixed(n_rep=6, n=20, ids=warning):
    """the developers' fixes: 1 for a warning fixed (a true positive: 0..3), 0 for one dismissed"""
    return {REPOS[q]: {ids(q, i): 1 if i < 4 else 0 for i in range(n)} for q in range(n_rep)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per analyser (its tag the tool's name), repositories as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = repos({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "queue.run",
               cut: str = ""):
    code = (f"RUNS = repos({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = repos({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_TOOL_RUNS = [f"{t}.run" for t in ("codeql", "semgrep", "sonarqube", "spotbugs", "bandit", "triage_model")]
_OUT = ("queue.run",)
_ONE_RUN = ("acme/payments-api Q0 src/app/main.py:42:7:B602 1 8.8 codeql\n"
            "acme/payments-api Q0 src/main/java/com/acme/Db.java:88:12:java/sql-injection 2 7.5 codeql\n")

# the analysers' own reports, as each writes them (a few records)
_SARIF = json.dumps({
    "$schema": "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json",
    "version": "2.1.0", "runs": [{
        "tool": {"driver": {"name": "CodeQL", "organization": "GitHub", "semanticVersion": "2.19.3", "rules": [
            {"id": "py/command-line-injection", "name": "py/command-line-injection",
             "properties": {"security-severity": "9.8", "tags": ["security", "external/cwe/cwe-078"]}}]}},
        "results": [
            {"ruleId": "py/command-line-injection", "ruleIndex": 0, "level": "error",
             "message": {"text": "This command line depends on a user-provided value."},
             "locations": [{"physicalLocation": {"artifactLocation": {"uri": "src/app/main.py",
                                                                      "uriBaseId": "%SRCROOT%"},
                                                 "region": {"startLine": 42, "startColumn": 7}}}],
             "partialFingerprints": {"primaryLocationLineHash": "39fa2ee980eb94b0:1"}}]}]}, indent=2) + "\n"
_SEMGREP = json.dumps({"version": "1.97.0", "results": [
    {"check_id": "python.lang.security.audit.subprocess-shell-true.subprocess-shell-true", "path": "src/app/main.py",
     "start": {"line": 42, "col": 7, "offset": 1180}, "end": {"line": 42, "col": 58, "offset": 1231},
     "extra": {"message": "Found 'subprocess' function with 'shell=True'.", "severity": "ERROR",
               "metadata": {"confidence": "HIGH", "cwe": ["CWE-78"]}, "lines": "requires login"}}],
    "errors": [], "paths": {"scanned": ["src/app/main.py"]}}) + "\n"
_BANDIT_JSON = json.dumps({"errors": [], "generated_at": "2026-12-01T09:12:44Z", "metrics": {"_totals": {
    "SEVERITY.HIGH": 1, "CONFIDENCE.HIGH": 1, "loc": 1412}}, "results": [
    {"code": "41 \n42 subprocess.call(cmd, shell=True)\n", "col_offset": 6, "filename": "src/app/main.py",
     "issue_confidence": "HIGH", "issue_cwe": {"id": 78, "link": "https://cwe.mitre.org/data/definitions/78.html"},
     "issue_severity": "HIGH", "issue_text": "subprocess call with shell=True identified, security issue.",
     "line_number": 42, "line_range": [42], "more_info": "https://bandit.readthedocs.io/en/1.7.10/plugins/b602_subprocess_popen_with_shell_equals_true.html",
     "test_id": "B602", "test_name": "subprocess_popen_with_shell_equals_true"}]}, indent=4) + "\n"
_BANDIT_CSV = ("filename,test_name,test_id,issue_severity,issue_confidence,issue_cwe,issue_text,line_number,col_offset,"
               "end_col_offset,line_range,more_info\n"
               "src/app/main.py,subprocess_popen_with_shell_equals_true,B602,HIGH,HIGH,"
               "https://cwe.mitre.org/data/definitions/78.html,\"subprocess call with shell=True identified, security "
               "issue.\",42,6,40,[42],https://bandit.readthedocs.io/en/1.7.10/plugins/b602.html\n"
               "lib/util/exec.py,blacklist,B404,LOW,HIGH,https://cwe.mitre.org/data/definitions/78.html,"
               "Consider possible security implications associated with the subprocess module.,3,0,17,[3],"
               "https://bandit.readthedocs.io/en/1.7.10/blacklists/blacklist_imports.html\n")
_ESLINT = json.dumps([{"filePath": "/home/ci/web/src/components/Login.tsx", "messages": [
    {"ruleId": "no-eval", "severity": 2, "message": "eval can be harmful.", "line": 17, "column": 5,
     "nodeType": "CallExpression", "messageId": "unexpected", "endLine": 17, "endColumn": 22}],
    "suppressedMessages": [], "errorCount": 1, "fatalErrorCount": 0, "warningCount": 0, "fixableErrorCount": 0,
    "fixableWarningCount": 0, "source": "", "usedDeprecatedRules": []}]) + "\n"
_SONAR = json.dumps({"total": 1, "p": 1, "ps": 100, "paging": {"pageIndex": 1, "pageSize": 100, "total": 1},
                     "issues": [{"key": "AZLx-2c6nN0yX3vQ9p1e", "rule": "javasecurity:S3649", "severity": "BLOCKER",
                                 "component": "acme_payments-api:src/main/java/com/acme/Db.java",
                                 "project": "acme_payments-api", "line": 88, "status": "OPEN",
                                 "message": "Change this code to not construct SQL queries directly from user-controlled "
                                            "data.", "effort": "30min", "type": "VULNERABILITY",
                                 "impacts": [{"softwareQuality": "SECURITY", "severity": "HIGH"}]}],
                     "components": [], "facets": []}, indent=2) + "\n"
_GH_ALERTS = json.dumps([{"number": 42, "created_at": "2026-11-20T10:02:11Z",
                          "url": "https://api.github.com/repos/acme/payments-api/code-scanning/alerts/42",
                          "html_url": "https://github.com/acme/payments-api/security/code-scanning/42", "state": "open",
                          "dismissed_by": None, "dismissed_reason": None,
                          "rule": {"id": "py/command-line-injection", "severity": "error",
                                   "security_severity_level": "critical", "tags": ["security"]},
                          "tool": {"name": "CodeQL", "guid": None, "version": "2.19.3"},
                          "most_recent_instance": {"ref": "refs/heads/main", "state": "open",
                                                   "location": {"path": "src/app/main.py", "start_line": 42,
                                                                "end_line": 42, "start_column": 7, "end_column": 58}}}],
                        indent=2) + "\n"
_CHECKSTYLE = ('<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="10.20.1">\n'
               '<file name="src/main/java/com/acme/Db.java">\n'
               '<error line="88" column="12" severity="error" message="Avoid string concatenation in SQL" '
               'source="com.puppycrawl.tools.checkstyle.checks.coding.IllegalTokenCheck"/>\n</file>\n</checkstyle>\n')
_PMD = ('<?xml version="1.0" encoding="UTF-8"?>\n<pmd xmlns="http://pmd.sourceforge.net/report/2.0.0"\n'
        '    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n'
        '    xsi:schemaLocation="http://pmd.sourceforge.net/report/2.0.0 '
        'https://pmd.github.io/schema/report_2_0_0.xsd"\n    version="7.7.0" timestamp="2026-12-01T09:12:44.123">\n'
        '<file name="/home/ci/payments-api/src/main/java/com/acme/Db.java">\n'
        '<violation beginline="88" endline="88" begincolumn="12" endcolumn="40" rule="AvoidStringConcatInSql" '
        'ruleset="Security" package="com.acme" class="Db" priority="1">\nSQL built by concatenation\n</violation>\n'
        '</file>\n</pmd>\n')
_SPOTBUGS = ('<?xml version="1.0" encoding="UTF-8"?>\n\n<BugCollection version="4.8.6" sequence="0" '
             'timestamp="1764579600000" analysisTimestamp="1764579612345" release="">\n'
             '  <Project projectName="payments-api">\n    <Jar>/home/ci/payments-api/target/classes</Jar>\n  </Project>\n'
             '  <BugInstance type="SQL_NONCONSTANT_STRING_PASSED_TO_EXECUTE" priority="1" rank="5" abbrev="SQL" '
             'category="SECURITY">\n    <Class classname="com.acme.Db"/>\n'
             '    <SourceLine classname="com.acme.Db" start="88" end="88" sourcefile="Db.java" '
             'sourcepath="com/acme/Db.java"/>\n  </BugInstance>\n</BugCollection>\n')
_JUNIT = ('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="semgrep results" tests="2" failures="2">\n'
          '  <testsuite name="semgrep" tests="2" failures="2">\n'
          '    <testcase name="python.lang.security.audit.subprocess-shell-true" classname="src/app/main.py" '
          'file="src/app/main.py" line="42">\n'
          '      <failure type="ERROR" message="Found subprocess with shell=True">subprocess.call(cmd, '
          'shell=True)</failure>\n    </testcase>\n  </testsuite>\n</testsuites>\n')
_CODEQL_CSV = ('"Uncontrolled command line","Using externally controlled strings in a command line may allow a '
               'malicious user to change the meaning of the command.","error","This command line depends on a '
               '[[""user-provided value""|""relative:///src/app/routes.py:12:17:12:23""]].","/src/app/main.py",'
               '"42","7","42","58"\n'
               '"SQL query built from user-controlled sources","Building a SQL query from user-controlled sources is '
               'vulnerable to insertion of malicious SQL code by the user.","error","This SQL query depends on a '
               '[[""user-provided value""|""relative:///src/app/routes.py:20:9:20:15""]].","/src/app/db.py","88","12",'
               '"88","40"\n')


def twentysixth_bar_staticanalysis_cases() -> list[Case]:
    G = TWENTYSIXTH_STATICANALYSIS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26f_rrf_analysers_dict", "rankagg.fuse({tool: {repository: {warning: score}}}, method='rrf'): CodeQL's "
        "security-severity, Semgrep's confidence (1..3, many ties), SonarQube's severity, SpotBugs' rank turned, "
        "Bandit's severity x confidence and a triage model over 6 repositories of 20 warnings 'PATH:LINE:COL:RULE'",
        "import rankagg\nR = repos()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); each tool's ties (Semgrep's three levels) ordered as trec_eval "
            "orders them, the id descending (docs/conventions.md)"))
    cases.append(ok(
        "u26f_borda_languages_partial", "rankagg.fuse(..., method='borda'): SpotBugs reads only the Java files (30% "
        "of the warnings), Bandit only Python (40%), Semgrep skips 20%; Borda shares the missing places",
        "import rankagg\nR = repos(seed=5, drop={'spotbugs': 0.7, 'bandit': 0.6, 'semgrep': 0.2})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26f_combmnz_long_frame", "rankagg.fuse(DataFrame repository, warning, tool, score as qid, docid, run, score), "
        "CombMNZ: a warning more analysers agree on rises",
        _frame_fusion("combmnz", "seed=7, drop={'spotbugs': 0.5, 'bandit': 0.5}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26f_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per repository, as the CI job calls it: weights "
        "from last quarter's fix rates (CodeQL 2, Semgrep 1.5, SonarQube 0.5, the model 1.25)",
        "import rankagg\nW = {'codeql': 2.0, 'semgrep': 1.5, 'sonarqube': 0.5, 'spotbugs': 1.0, 'bandit': 0.75, "
        "'triage_model': 1.25}\n"
        "R = repos(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26f_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised severities, Bandit scoring only the Python half",
        _frame_fusion("combsum", "seed=11, drop={'bandit': 0.5}", "{'codeql': 2.0, 'semgrep': 1.0, 'sonarqube': 0.5, "
                      "'spotbugs': 1.0, 'bandit': 0.75, 'triage_model': 1.5}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u26f_evaluate_fixed", "rankagg.evaluate(queue, fixed, ['P@5', 'nDCG@10', 'AP', 'RR']): the RRF queue per "
        "repository against the warnings developers fixed (1) or dismissed (0)",
        "import rankagg\nR = repos(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = fixed()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, nDCG@10, AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26f_semgrep_ties_by_hand", "rankagg.fuse({'semgrep': ..., 'codeql': ...}, method='borda') of one "
        "repository's four warnings, three at Semgrep's HIGH (3): tied warnings ordered as trec_eval orders them (id "
        "descending), Borda points by hand",
        "import rankagg\nA = {'src/app/main.py:42:7:B602': 3, 'src/app/main.py:9:1:B404': 3, "
        "'lib/util/exec.py:3:1:B404': 3, 'web/src/a.ts:5:2:no-eval': 1}\n"
        "V = {'src/app/main.py:42:7:B602': 9.8, 'src/app/main.py:9:1:B404': 2.0, 'lib/util/exec.py:3:1:B404': 7.5, "
        "'web/src/a.ts:5:2:no-eval': 6.1}\n"
        "res = rankagg.fuse({'semgrep': {'acme/api': A}, 'codeql': {'acme/api': V}}, method='borda')['acme/api']\n"
        "# semgrep: web/ < src/app/main.py:9 vs :42 -> ids descending: 'src/app/main.py:9:1:B404' > "
        "'src/app/main.py:42:7:B602' > 'lib/...' -> 4 3 2, then web 1\n"
        "# codeql: main:42 4, lib 3, web 2, main:9 1\n"
        "want = {'src/app/main.py:42:7:B602': 7.0, 'src/app/main.py:9:1:B404': 5.0, 'lib/util/exec.py:3:1:B404': 5.0, "
        "'web/src/a.ts:5:2:no-eval': 3.0}\n"
        "# tie at 5: both in 2 lists, best places 1 (main:9 in semgrep) and 2 (lib in semgrep, codeql) -> main:9 first\n"
        "order = ['src/app/main.py:42:7:B602', 'src/app/main.py:9:1:B404', 'lib/util/exec.py:3:1:B404', "
        "'web/src/a.ts:5:2:no-eval']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u26f_spotbugs_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): SpotBugs' and Infer's orders as ranks "
        "only (rank 1 the scariest), with the model's ranks, RRF over those ranks",
        "import rankagg, pandas as pd\nR = repos(tools=['spotbugs', 'infer', 'triage_model'], seed=15, "
        "drop={'infer': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26f_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the warehouse's findings "
        "table read by pyarrow, RRF",
        "import rankagg, pyarrow as pa\nR = repos(seed=19, drop={'bandit': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [
        ("u26f_cli_rrf_tool_runs", "one run per analyser, repositories as queries", "rrf", [], None, "seed=23", "",
         None, "Cormack et al. 2009; TREC lines ranked by score then docid (docs/conventions.md)"),
        ("u26f_cli_borda_weights_file", "'NAME W' lines from last quarter's fix rates", "borda",
         ["--weights", "weights.txt"],
         {"weights.txt": "codeql 2\nsemgrep 1.5\nsonarqube 0.5\nspotbugs 1\nbandit 0.75\ntriage_model 1.25\n"},
         "seed=25", "{'codeql': 2, 'semgrep': 1.5, 'sonarqube': 0.5, 'spotbugs': 1, 'bandit': 0.75, "
         "'triage_model': 1.25}", None, "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26f_cli_combmnz_top10_partial", "SpotBugs and Bandit see half of the warnings; the reviewers' top 10 per "
         "repository", "combmnz", ["--depth", "10"], None, "seed=27, drop={'spotbugs': 0.5, 'bandit': 0.5}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the warning; --depth 10"),
        ("u26f_cli_combsum_inline_weight", "CodeQL weighted on the command line, the others 1", "combsum",
         ["--weights", "codeql=2"], None, "seed=29", "{'codeql': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse codeql.run ... triage_model.run {' '.join(['--method', method, *options])}: {what}",
            ["fuse", *_TOOL_RUNS, "--method", method, *options, "-o", "queue.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26f_cli_gzipped_tool_runs", "rankagg fuse codeql.run.gz ... --method rrf: the nightly scans' runs kept "
        "gzipped", ["fuse", *[r + ".gz" for r in _TOOL_RUNS], "--method", "rrf", "-o", "queue.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26f_cli_input_depth_tools", "rankagg fuse ... --method rrf --input-depth 8: each analyser's 8 worst "
        "warnings only, as the review budget reads them",
        ["fuse", *_TOOL_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "queue.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['C:\\\\build\\\\src\\\\Db.cs:%d:5:CA2100' % (i + 1), "
              "'src/main/java/com/acme/Db.java:%d:12:java/sql-injection' % i, "
              "'app/(auth)/[id]/page.tsx:%d:3:react/no-danger' % i, 'pkg/@scope/x/index.js:%d:1:security/detect-eval' % i, "
              "'https://github.com/acme/api/blob/main/a.py#L%d' % i, 'src/a%%20b.py:%d:1:B301' % i][i % 6]\n")
    cases.append(cli_ok(
        "u26f_cli_punctuated_warning_ids", "rankagg fuse codeql.run semgrep.run --method rrf: warning ids with "
        "colons, slashes, a Windows path's backslashes, Next.js' (auth) and [id] folders, an npm @scope, a URL's #L "
        "anchor and a %20-escaped blank", ["fuse", "codeql.run", "semgrep.run", "--method", "rrf", "-o", "queue.run"],
        None,
        lambda out, folder: _report(
            _PUNCT + "R = repos(tools=['codeql', 'semgrep'], seed=35, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/queue.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, _PUNCT + "for t, run in repos(tools=['codeql', 'semgrep'], seed=35, "
                              "ids=ids).items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks ('#' inside a line is no "
            "comment); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26f_cli_evaluate_fixed", "rankagg evaluate queue.run --qrels fixed.qrels -m map -m P.5 -m ndcg_cut.10: the "
        "queue against the warnings developers fixed",
        ["evaluate", "queue.run", "--qrels", "fixed.qrels", "-m", "map", "-m", "P.5", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/queue.run').read())\nqrels = fixed()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = repos(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r queue' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('queue.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('fixed.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in fixed().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_5 and ndcg_cut_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u26f_cli_evaluate_per_repo_ties", "rankagg evaluate queue.run --qrels fixed.qrels -q -m P.1 -m recip_rank: "
        "was the first warning a reviewer opened a real one, repository by repository (Semgrep's tied confidences)",
        ["evaluate", "queue.run", "--qrels", "fixed.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"queue.run": "acme/api Q0 src/a.py:1:1:B602 1 3 semgrep\nacme/api Q0 src/b.py:2:1:B404 2 2 semgrep\n"
                      "acme/web Q0 web/x.ts:5:2:no-eval 1 3 semgrep\nacme/web Q0 web/a.ts:7:1:xss 2 2 semgrep\n"
                      "acme/web Q0 web/b.ts:9:1:xss 3 2 semgrep\n"
                      "acme/ios Q0 ios/A.swift:1:1:S1 1 1 semgrep\nacme/ios Q0 ios/B.swift:1:1:S1 2 1 semgrep\n",
         "fixed.qrels": "acme/api 0 src/a.py:1:1:B602 1\nacme/web 0 web/a.ts:7:1:xss 1\nacme/web 0 web/x.ts:5:2:no-eval 0\n"
                        "acme/ios 0 ios/B.swift:1:1:S1 1\n"},
        lambda out, folder: (lambda nums: nums.get(("acme/api", "p1")) == 1.0 and nums.get(("acme/web", "p1")) == 0.0
                             and nums.get(("acme/ios", "p1")) == 1.0
                             and abs(nums.get(("acme/web", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("acme/ios", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2].startswith("acme/")}),
        why="trec_eval -q: ties by docid descending (web/b.ts before web/a.ts at 2: RR 1/3; ios/B.swift before "
            "ios/A.swift at 1: P_1 1)"))
    cases.append(cli_ok(
        "u26f_cli_spotbugs_rank_warns", "rankagg fuse spotbugs_rank.run codeql.run --method rrf: SpotBugs' bug rank "
        "(1 scariest .. 20) written as the score beside its place, rising down every list",
        ["fuse", "spotbugs_rank.run", "codeql.run", "--method", "rrf", "-o", "queue.run"],
        {"spotbugs_rank.run": "acme/api Q0 Db.java:88:SQL_INJECTION 1 1 spotbugs\n"
                              "acme/api Q0 Db.java:120:PATH_TRAVERSAL_IN 2 4 spotbugs\n"
                              "acme/api Q0 Util.java:9:DM_DEFAULT_ENCODING 3 19 spotbugs\n"
                              "acme/web Q0 Api.java:3:XSS_SERVLET 1 3 spotbugs\nacme/web Q0 Api.java:7:URLCONNECTION_SSRF_FD 2 7 spotbugs\n",
         "codeql.run": "acme/api Q0 Db.java:88:SQL_INJECTION 1 9.8 codeql\nacme/api Q0 Util.java:9:DM_DEFAULT_ENCODING 2 2.1 codeql\n"
                       "acme/web Q0 Api.java:3:XSS_SERVLET 1 6.1 codeql\n"},
        lambda out, folder: _report(
            "R = {'spotbugs': {'acme/api': {'Db.java:88:SQL_INJECTION': 1, 'Db.java:120:PATH_TRAVERSAL_IN': 4, "
            "'Util.java:9:DM_DEFAULT_ENCODING': 19}, 'acme/web': {'Api.java:3:XSS_SERVLET': 3, "
            "'Api.java:7:URLCONNECTION_SSRF_FD': 7}}, "
            "'codeql': {'acme/api': {'Db.java:88:SQL_INJECTION': 9.8, 'Util.java:9:DM_DEFAULT_ENCODING': 2.1}, "
            "'acme/web': {'Api.java:3:XSS_SERVLET': 6.1}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/queue.run').read()), refs))\n", folder),
        warns="spotbugs_rank.run",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (rankagg/io/score_direction.py); trec_eval reads the scores"))
    cases.append(cli_ok(
        "u26f_cli_parquet_queue", "rankagg fuse ... --method rrf --depth 20 -o queue.parquet: the queue as a Parquet "
        "table for the dashboard", ["fuse", *_TOOL_RUNS, "--method", "rrf", "--depth", "20", "-o", "queue.parquet"],
        None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/queue.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = repos(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 20))\n", folder),
        setup=_runs_setup("seed=39"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet); Cormack et al. 2009"))

    # --- the analysers' own reports given where runs are read: named by the tool -----------------------------------
    tool_files = [
        ("u26f_sarif_as_run", "CodeQL's SARIF 2.1.0 log ($schema, version, runs[].tool.driver, results[] with ruleId, "
         "level, locations)", "codeql-python.sarif", _SARIF, "codeql-python.sarif:1", "SARIF"),
        ("u26f_sarif_gz_as_run", "the same SARIF log as the CI artifact keeps it, gzipped",
         "results.sarif.gz", gzip.compress(_SARIF.encode(), mtime=0), "results.sarif.gz:1", "SARIF"),
        ("u26f_semgrep_json_as_run", "Semgrep's JSON (semgrep --json: version, results[] with check_id, path, start, "
         "extra.severity)", "semgrep.json", _SEMGREP, "semgrep.json:1", "Semgrep"),
        ("u26f_bandit_json_as_run", "Bandit's JSON (bandit -f json: errors, generated_at, metrics, results[] with "
         "test_id, issue_severity, issue_confidence)", "bandit-report.json", _BANDIT_JSON, "bandit-report.json:1",
         "Bandit"),
        ("u26f_bandit_csv_as_run", "Bandit's CSV (bandit -f csv: filename,test_name,test_id,issue_severity,...)",
         "bandit.csv", _BANDIT_CSV, "bandit.csv:1", "Bandit"),
        ("u26f_eslint_json_as_run", "ESLint's JSON formatter (a list of files: filePath, messages[] with ruleId, "
         "severity, line, column, errorCount)", "eslint-report.json", _ESLINT, "eslint-report.json:1", "ESLint"),
        ("u26f_sonarqube_issues_as_run", "SonarQube's api/issues/search answer (total, paging, issues[] with key, "
         "rule, severity, component, line)", "sonar-issues.json", _SONAR, "sonar-issues.json:1", "SonarQube"),
        ("u26f_github_alerts_as_run", "a GitHub code-scanning alerts export (GET /repos/.../code-scanning/alerts: "
         "number, rule, tool, most_recent_instance)", "code-scanning-alerts.json", _GH_ALERTS,
         "code-scanning-alerts.json:1", "code scanning"),
        ("u26f_checkstyle_xml_as_run", "Checkstyle's XML report (<checkstyle version=...><file><error line severity "
         "message source>)", "checkstyle-result.xml", _CHECKSTYLE, "checkstyle-result.xml:2", "Checkstyle"),
        ("u26f_pmd_xml_as_run", "PMD's XML report (<pmd xmlns=\"http://pmd.sourceforge.net/report/2.0.0\"> "
         "<violation priority=...>)", "pmd.xml", _PMD, "pmd.xml:2", "PMD"),
        ("u26f_spotbugs_xml_as_run", "SpotBugs' XML (<BugCollection> <BugInstance type priority rank>)",
         "spotbugsXml.xml", _SPOTBUGS, "spotbugsXml.xml:3", "SpotBugs"),
        ("u26f_junit_xml_as_run", "Semgrep's JUnit XML (semgrep --junit-xml: <testsuites><testcase><failure>)",
         "semgrep-junit.xml", _JUNIT, "semgrep-junit.xml:2", "JUnit"),
        ("u26f_codeql_csv_as_run", "CodeQL's CSV (codeql database analyze --format=csv: no header, name, "
         "description, severity, message, path, start line, column, end line, column)", "codeql-results.csv",
         _CODEQL_CSV, "codeql-results.csv:1", "CodeQL"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} codeql.run -o queue.run: {what} given as a run",
            ["fuse", name, "codeql.run", "--method", "rrf", "-o", "queue.run"],
            {name: text, "codeql.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "analyser's report, named by the tool and with how to make its run (a field count or a JSON note "
                "says nothing the reviewer can act on)"))

    # --- the fixes given as judgements ----------------------------------------------------------------------------
    qrels_files = [
        ("u26f_sarif_as_qrels", "fixed.sarif", _SARIF, "fixed.sarif:1", "SARIF",
         "a SARIF log of the warnings still open after the fixes"),
        ("u26f_bandit_csv_as_qrels", "bandit.csv", _BANDIT_CSV, "bandit.csv:1", "Bandit",
         "Bandit's CSV (its severities taken for grades)"),
        ("u26f_junit_as_qrels", "semgrep-junit.xml", _JUNIT, "semgrep-junit.xml:2", "JUnit",
         "the JUnit XML of the CI's findings"),
        ("u26f_github_alerts_as_qrels", "code-scanning-alerts.json", _GH_ALERTS, "code-scanning-alerts.json:1",
         "code scanning", "GitHub's alerts export (its state: fixed or dismissed, taken for grades)"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate queue.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "queue.run", "--qrels", name], {"queue.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write the fixes as 'REPOSITORY 0 WARNING GRADE'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26f_path_with_blank", "rankagg fuse semgrep.run codeql.run: a warning id of a path with a blank "
        "('docs/My Notes/setup.py:3:1:B105'), seven fields on line 2",
        ["fuse", "semgrep.run", "codeql.run", "--method", "rrf", "-o", "queue.run"],
        {"semgrep.run": "acme/payments-api Q0 src/app/main.py:42:7:B602 1 3 semgrep\n"
                        "acme/payments-api Q0 docs/My Notes/setup.py:3:1:B105 2 2 semgrep\n",
         "codeql.run": _ONE_RUN}, "semgrep.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line; trec_eval would read "
            "'Notes/setup.py:3:1:B105' as the rank and '2' as the score"))
    cases.append(cli_bad(
        "u26f_warning_twice_in_tool", "rankagg fuse sonarqube.run codeql.run: SonarQube lists one warning twice in "
        "acme/payments-api (two rules at one place, two scores)",
        ["fuse", "sonarqube.run", "codeql.run", "--method", "rrf", "-o", "queue.run"],
        {"sonarqube.run": "acme/payments-api Q0 src/main/java/com/acme/Db.java:88:12:S3649 1 5 sonarqube\n"
                          "acme/payments-api Q0 src/app/main.py:42:7:S4721 2 4 sonarqube\n"
                          "acme/payments-api Q0 src/main/java/com/acme/Db.java:88:12:S3649 3 2 sonarqube\n",
         "codeql.run": _ONE_RUN}, "sonarqube.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line (which score counts would "
            "be a guess)"))
    cases.append(cli_bad(
        "u26f_severity_word_score", "rankagg fuse semgrep_levels.run codeql.run: Semgrep's severity typed as the word "
        "'ERROR' in the score column", ["fuse", "semgrep_levels.run", "codeql.run", "--method", "rrf", "-o",
                                         "queue.run"],
        {"semgrep_levels.run": "acme/payments-api Q0 src/app/main.py:42:7:B602 1 ERROR semgrep\n"
                               "acme/payments-api Q0 lib/util/exec.py:3:1:B404 2 WARNING semgrep\n",
         "codeql.run": _ONE_RUN}, "semgrep_levels.run:1", "ERROR",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 0 for every level)"))
    cases.append(cli_bad(
        "u26f_repo_with_blank", "rankagg fuse codeql.run bandit.run: a repository named by its display name "
        "('ACME Payments API') in the query column", ["fuse", "codeql.run", "bandit.run", "--method", "rrf", "-o",
                                                       "queue.run"],
        {"bandit.run": "ACME Payments API Q0 src/app/main.py:42:7:B602 1 9 bandit\n", "codeql.run": _ONE_RUN},
        "bandit.run:1",
        why="docs/conventions.md: a query with a blank is refused (a wrong field count, eight fields); trec_eval would "
            "read 'Payments' as Q0 and 'API' as the document"))
    cases.append(bad(
        "u26f_api_weights_unknown_tool", "rankagg.fuse(runs, method='rrf', weights={'sonarcube': 2}): an analyser's "
        "name misspelt in the weights", "import rankagg\nR = repos(tools=['sonarqube', 'codeql'])\n"
        "rankagg.fuse(R, method='rrf', weights={'sonarcube': 2.0})\n", "sonarcube",
        why="a weight for no given run would silently weigh the real analyser 1 (README: unnamed runs weigh 1)"))

    # --- the queue written under a static-analysis tool's format name ----------------------------------------------
    for cid, out_name, what in [
            ("u26f_out_sarif", "queue.sarif", "a SARIF log (JSON), which GitHub's upload-sarif and the SARIF viewers "
             "parse"),
            ("u26f_out_bqrs", "queue.bqrs", "CodeQL's binary query result set (codeql bqrs decode reads it)"),
            ("u26f_out_ql", "queue.ql", "a CodeQL query"),
            ("u26f_out_qls", "queue.qls", "a CodeQL query suite (YAML)"),
            ("u26f_out_lcov", "queue.lcov", "an LCOV coverage tracefile"),
            ("u26f_out_trx", "queue.trx", "a Visual Studio test results file (XML)"),
            ("u26f_out_jacoco_exec", "jacoco.exec", "JaCoCo's binary execution data"),
            ("u26f_out_properties", "sonar-project.properties", "SonarScanner's Java properties file")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse codeql.run semgrep.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "codeql.run", "semgrep.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("tools=['codeql', 'semgrep'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
