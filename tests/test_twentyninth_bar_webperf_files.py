"""Issue 45's twenty-ninth bar (u29i_*_as_run, u29i_*_as_qrels, u29i_out_*): a web performance team's files given as
a run or as qrels were told a field count ("expected 6 fields, found 1" for JMeter's .jtl) or a generic table or JSON
note; Lighthouse, PageSpeed Insights, axe-core, HAR, k6, CrUX, JMeter (.jtl, .jmx), Locust, Gatling and pa11y are now
named for their tool at both doors, plain and gzipped; a run of configurations stays read; outputs named .jtl, .jmx
are refused naming JMeter."""

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.webperf_shapes import webperf_head, webperf_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "report.json": ('{\n  "lighthouseVersion": "12.2.1",\n  "requestedUrl": "https://shop.example/"\n}\n', "Lighthouse"),
    "psi.json": ('{"captchaResult": "CAPTCHA_NOT_NEEDED", "kind": "pagespeedonline#result", "lighthouseResult": '
                 '{"lighthouseVersion": "12.2.1"}}\n', "PageSpeed Insights"),
    "axe.json": ('{"testEngine": {"name": "axe-core", "version": "4.10.2"}, "violations": []}\n', "axe-core"),
    "page.har": ('{"log": {"version": "1.2", "creator": {"name": "Firefox", "version": "133.0"}, "entries": []}}\n',
                 "HAR"),
    "summary.json": ('{"root_group": {"name": "", "groups": [], "checks": []}, "options": {}, "metrics": {}}\n', "k6"),
    "crux.json": ('{"record": {"key": {"origin": "https://shop.example"}, "metrics": {"largest_contentful_paint": '
                  '{"percentiles": {"p75": 2100}}}}}\n', "Chrome UX Report"),
    "results.jtl": ("timeStamp,elapsed,label,responseCode,responseMessage,threadName,success\n"
                    "1764500531123,245,GET /,200,OK,Thread Group 1-1,true\n", "JMeter"),
    "results_xml.jtl": ('<?xml version="1.0" encoding="UTF-8"?>\n<testResults version="1.2">\n'
                        '<httpSample t="245" lb="GET /" rc="200"/>\n</testResults>\n', "JMeter"),
    "plan.jmx": ('<?xml version="1.0" encoding="UTF-8"?>\n<jmeterTestPlan version="1.2" properties="5.0">\n'
                 '<hashTree/>\n</jmeterTestPlan>\n', "JMeter"),
    "stats.csv": ("Type,Name,Request Count,Failure Count,Median Response Time\nGET,/,1200,0,180\n", "Locust"),
    "old_stats.csv": ('"Type","Name","# requests","# failures","Median response time"\n"GET","/","1200","0","180"\n',
                      "Locust"),
    "simulation.log": ("RUN\tBasicSimulation\tbasicsimulation\t1764500531123\t \t3.10.5\n"
                       "REQUEST\t\trequest_1\t1764500531210\t1764500531455\tOK\t \n", "Gatling"),
    "pa11y.csv": ("pageUrl,documentTitle,code,type,typeCode,message\nhttps://shop.example/,Shop,H37,error,1,alt\n",
                  "pa11y"),
    "crux.csv": ("origin,form_factor.name,first_contentful_paint.histogram.bin.start\nhttps://shop.example,phone,0\n",
                 "Chrome UX Report"),
}
RUN = ("https://shop.example/product/8812?variant=blue Q0 cdn_a+http3 1 0.91 lighthouse\n"
       "https://shop.example/product/8812?variant=blue Q0 cdn_b+avif 2 0.77 lighthouse\n")
QRELS = "https://shop.example/product/8812?variant=blue 0 cdn_a+http3 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "PAGE Q0 CONFIGURATION" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "timeStamp Q0 elapsed 1 2.0 label\n", "RUN\tQ0\td\t1\t2.0\tt\n",
                                  "Type 0 Name 1\n", "pageUrl Q0 code 1 1 t\n", "origin 0 x.histogram.bin.start 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert webperf_shape("x.run", text.splitlines()) is None and webperf_head(text) is None


@pytest.mark.parametrize("text", ["Type,Name,Count\nGET,/,3\n", "RUN\tfast\n", "timeStamp,value\n1,2\n",
                                  '<?xml version="1.0"?>\n<testsuites><testsuite/></testsuites>\n'])
def test_other_tables_and_xml_are_left_to_others(text):
    assert webperf_shape("x.csv", text.splitlines()) is None and webperf_head(text) is None


def test_a_run_of_configurations_is_read(tmp_path):
    run, qrels = tmp_path / "lighthouse.run", tmp_path / "shipped.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out", ["ranked.jtl", "ranked.jmx"])
def test_outputs_named_for_jmeter_are_refused(tmp_path, capsys, out):
    run = tmp_path / "lighthouse.run"
    run.write_text(RUN)
    try:
        code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / out)])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and out in err and "JMeter" in err
    assert not (tmp_path / out).exists()
