"""Issue 45's twenty-sixth bar, a software security team ranking static analysers' warnings per repository: an
analyser's own report given where a run or qrels go was told by a field count ("expected 6 fields ..., found 3"), a
header ("starts with a header") or its name ("its name ends in .json, a JSON table's", "holds JSON such as BEIR's
results") instead of by what it is: a SARIF log, Semgrep's, Bandit's and ESLint's JSON, SonarQube's issues, a GitHub
code scanning alerts export, Checkstyle's, PMD's, SpotBugs' and JUnit XML, Bandit's CSV and CodeQL's header-less CSV
(u26f_*_as_run, u26f_*_as_qrels).

The members are generated: each report compact or indented, with or without its XML declaration, plain and gzipped,
under several names, at the runs and the qrels door and through the command; and near shapes (a run whose ids are the
tools' words, an XML-looking query id) keep their reading."""

from __future__ import annotations

import gzip
import json

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape

_LOC = {"physicalLocation": {"artifactLocation": {"uri": "src/app/main.py"}, "region": {"startLine": 42}}}
#: the analysers' JSON reports (a record or two each), with the name the note must hold
JSON_REPORTS = [
    ({"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "runs": [{"tool": {"driver": {"name": "CodeQL"}}, "results": [
          {"ruleId": "py/sql-injection", "level": "error", "locations": [_LOC]}]}]}, "SARIF"),
    ({"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "Semgrep OSS", "rules": []}}, "results": []}]},
     "SARIF"),
    ({"version": "1.97.0", "results": [{"check_id": "python.lang.security.audit.eval-detected", "path": "a.py",
                                        "start": {"line": 3, "col": 1}, "extra": {"severity": "WARNING"}}],
      "errors": []}, "Semgrep"),
    ({"errors": [], "generated_at": "2026-12-01T09:00:00Z", "metrics": {}, "results": [
        {"filename": "a.py", "issue_confidence": "HIGH", "issue_severity": "LOW", "line_number": 3,
         "test_id": "B101", "test_name": "assert_used"}]}, "Bandit"),
    ([{"filePath": "/ci/web/a.js", "messages": [{"ruleId": "no-eval", "severity": 2, "line": 1, "column": 1}],
       "errorCount": 1, "warningCount": 0}], "ESLint"),
    ({"total": 1, "p": 1, "ps": 100, "paging": {"pageIndex": 1, "pageSize": 100, "total": 1},
      "issues": [{"key": "AZ1", "rule": "python:S5334", "severity": "MAJOR", "component": "acme:a.py", "line": 3}]},
     "SonarQube"),
    ([{"number": 7, "state": "fixed", "rule": {"id": "js/xss", "severity": "error"},
       "tool": {"name": "CodeQL"}, "most_recent_instance": {"location": {"path": "a.js", "start_line": 9}}}],
     "code scanning"),
]

_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
#: the analysers' XML and CSV reports, with the name the note must hold
TEXT_REPORTS = [
    ('<checkstyle version="10.20.1">\n<file name="A.java">\n<error line="3" severity="warning" message="m" '
     'source="x.Check"/>\n</file>\n</checkstyle>\n', "Checkstyle"),
    ('<checkstyle version="4.3"><file name="/ci/web/a.js"><error line="1" column="1" severity="error" '
     'message="eval can be harmful. (no-eval)" source="eslint.rules.no-eval" /></file></checkstyle>\n', "Checkstyle"),
    ('<pmd xmlns="http://pmd.sourceforge.net/report/2.0.0" version="7.7.0">\n<file name="A.java">\n'
     '<violation beginline="3" rule="SystemPrintln" ruleset="Best Practices" priority="2">x</violation>\n'
     '</file>\n</pmd>\n', "PMD"),
    ('<BugCollection version="4.8.6" sequence="0" timestamp="1">\n<BugInstance type="SQL_INJECTION_JDBC" '
     'priority="1" rank="3" category="SECURITY"/>\n</BugCollection>\n', "SpotBugs"),
    ('<testsuites name="semgrep results" tests="1" failures="1">\n<testsuite name="semgrep" tests="1">\n'
     '<testcase name="r" classname="a.py" file="a.py" line="1"><failure type="ERROR"/></testcase>\n</testsuite>\n'
     '</testsuites>\n', "JUnit"),
    ('<testsuite name="eslint" tests="1" errors="1">\n<testcase time="0" name="org.eslint.no-eval" classname="a">'
     '<failure message="eval"/></testcase>\n</testsuite>\n', "JUnit"),
    ("filename,test_name,test_id,issue_severity,issue_confidence,issue_cwe,issue_text,line_number,col_offset,"
     "end_col_offset,line_range,more_info\na.py,assert_used,B101,LOW,HIGH,https://cwe.mitre.org/data/definitions/"
     "703.html,Use of assert detected.,3,0,20,[3],https://bandit.readthedocs.io/\n", "Bandit"),
    ("filename,test_name,test_id,issue_severity,issue_confidence,issue_text,line_number,line_range,more_info\n"
     "a.py,exec_used,B102,MEDIUM,HIGH,Use of exec detected.,9,[9],https://bandit.readthedocs.io/\n", "Bandit"),
    ('"Uncontrolled command line","Using externally controlled strings in a command line.","error","This '
     'command line depends on a [[""user-provided value""|""relative:///a.py:1:1:1:5""]].","/a.py","42","7","42",'
     '"58"\n', "CodeQL"),
    ('"Unused import","Import is not required.","recommendation","Import of ""os"" is not used.",'
     '"/src/lib/b.py","1","1","1","9"\n', "CodeQL"),
]


def _json_texts():
    for doc, what in JSON_REPORTS:
        for indent in (None, 2):
            yield json.dumps(doc, indent=indent) + "\n", what


def _text_files():
    for text, what in TEXT_REPORTS:
        yield text, what
        if text.startswith("<"):
            yield _DECL + text, what
            yield "\ufeff" + _DECL + "\n" + text, what


@pytest.mark.parametrize("text,what", list(_json_texts()))
def test_an_analysers_json_report_is_named(text, what):
    found = json_shape(text)
    assert found is not None and what in found and "REPOSITORY Q0 WARNING" in found


@pytest.mark.parametrize("name", ["report.txt", "results.sarif", "scan.out"])
@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("text,what", list(_json_texts()) + list(_text_files()))
def test_an_analysers_report_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, name, gz):
    path = tmp_path / (name + (".gz" if gz else ""))
    data = text.encode()
    path.write_bytes(gzip.compress(data, mtime=0) if gz else data)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and what in shape.reason, shape
        assert "REPOSITORY Q0 WARNING" in shape.reason


#: each report under the names its tool gives it (a JSON report under a JSON name, an XML or CSV one under its own)
_COMMAND_CASES = ([(text, what, name) for text, what in list(_json_texts())[::2]
                   for name in ("bandit-report.json", "results.sarif", "scan.txt")]
                  + [(text, what, name) for text, what in TEXT_REPORTS
                     for name in ("checkstyle-result.xml", "bandit.csv", "scan.txt")])


@pytest.mark.parametrize("door", ["fuse", "evaluate"])
@pytest.mark.parametrize("text,what,name", _COMMAND_CASES)
def test_the_command_names_the_file_line_and_tool_and_writes_nothing(tmp_path, capsys, text, what, name, door):
    path, run, out = tmp_path / name, tmp_path / "codeql.run", tmp_path / "queue.run"
    path.write_text(text)
    run.write_text("acme/api Q0 src/app/main.py:42:7:B602 1 9.8 codeql\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and what in err and not out.exists()


@pytest.mark.parametrize("text", [
    "acme/api Q0 src/app/main.py:42:7:B602 1 9.8 codeql\n",
    "<checkstyle Q0 A.java:3:1:x 1 2.0 checkstyle\n",  # a legal run line whose query is the tool's word
    "pmd Q0 testsuite 1 3 bandit\nfilename Q0 test_id 2 1 bandit\n",
    "# filename,test_name,test_id,issue_severity,issue_confidence\nacme/api Q0 a.py:1:1:B101 1 1 bandit\n",
])
def test_near_shapes_keep_their_reading(tmp_path, text):
    path = tmp_path / "bandit.run"
    path.write_text(text)
    assert run_shape(str(path)) is None
