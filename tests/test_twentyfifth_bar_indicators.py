"""Issue 45's twenty-fifth bar, a security operations centre ranking indicators of compromise per incident by fusing
threat-intelligence feeds and detectors: a file of the team's tools given where a run or qrels go was told by a field
count ("expected 6 fields ..., found 21"), a score ("score 'DNS' is not a number") or its name ("its name ends in
.json, a JSON table's") instead of by what it is: Zeek's logs (tab-separated under '#' headers, gzipped, or JSON
lines), Suricata's EVE, STIX 2.1 bundles and TAXII envelopes, MISP events and attribute CSVs, OpenIOC and STIX 1.x XML,
Sigma, YARA and Snort rules, and the exports of VirusTotal, AbuseIPDB and OTX (u25b_*_as_run, u25b_*_as_qrels).

The members are generated: each log of the paths Zeek writes, each rule of the actions and protocols the engines take
and of the layouts the rule languages allow, each export's header at a comma (quoted) or a tab, each JSON document
compact or indented; under several names, plain and gzipped, at the runs and the qrels door and through the command;
and near shapes (a run whose ids are the tools' words, a run under a '#fields' comment) keep their reading."""

from __future__ import annotations

import gzip
import json

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import root_line


def _zeek(path: str, fields: list[str], record: list[str]) -> str:
    return ("#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n"
            f"#path\t{path}\n#open\t2026-12-01-09-00-00\n#fields\t" + "\t".join(fields) + "\n#types\t"
            + "\t".join("string" for _ in fields) + "\n" + "\t".join(record) + "\n")


_ID = ["ts", "uid", "id.orig_h", "id.orig_p", "id.resp_h", "id.resp_p"]
_REC = ["1764579600.123456", "CHhAvVGS1DHFjwGM9", "10.0.0.12", "50465", "185.220.101.4", "443"]
#: the logs Zeek writes, each with a few of its own fields after the connection's id
ZEEK_LOGS = [("conn", ["proto", "service", "duration", "orig_bytes", "conn_state"], ["tcp", "ssl", "1.2", "10", "SF"]),
             ("dns", ["proto", "query", "qtype_name", "rcode_name", "answers"],
              ["udp", "evil-update.com", "A", "NOERROR", "185.220.101.4"]),
             ("http", ["method", "host", "uri", "status_code", "user_agent"],
              ["GET", "dl.badcdn.net", "/p/1.exe", "200", "Mozilla/5.0 (Windows NT 10.0)"]),
             ("ssl", ["version", "server_name", "ja3", "established"], ["TLSv12", "c2.evil.com", "72a589da", "T"]),
             ("notice", ["note", "msg", "sub"], ["Scan::Port_Scan", "10.0.0.12 scanned 44 ports", "-"]),
             ("weird", ["name", "addl", "notice"], ["bad_TCP_checksum", "-", "F"])]


def _zeek_files():
    for path, fields, record in ZEEK_LOGS:
        yield _zeek(path, _ID + fields, _REC + record), "Zeek", 9
    # files.log keys its records by the file's id, and starts with ts and fuid
    yield _zeek("files", ["ts", "fuid", "tx_hosts", "rx_hosts", "mime_type", "sha256"],
                ["1764579600.5", "FMnxxt3xjVcWNS2141", "185.220.101.4", "10.0.0.12", "application/x-dosexec",
                 "275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f"]), "Zeek", 9


def _sigma(order: list[str]) -> str:
    parts = {"title": "title: Suspicious DNS\n", "id": "id: 2f2b7f1a-1c2d-4e3f-9a8b-7c6d5e4f3a2b\n",
             "status": "status: test\n", "logsource": "logsource:\n    product: zeek\n    service: dns\n",
             "detection": "detection:\n    sel:\n        query|endswith: '.evil.com'\n    condition: sel\n",
             "level": "level: critical\n"}
    return "".join(parts[k] for k in order)


SIGMA = [_sigma(["title", "id", "status", "logsource", "detection", "level"]),
         _sigma(["title", "logsource", "detection"]), _sigma(["title", "status", "detection", "level", "logsource"])]
YARA = ['rule Beacon\n{\n    condition:\n        true\n}\n',
        'import "pe"\nimport "math"\n\nprivate rule IsPE { condition: uint16(0) == 0x5A4D }\n'
        'rule Loader : apt crime {\n  strings:\n    $s = "x"\n  condition:\n    IsPE and $s\n}\n',
        '// imported from the vendor\nglobal rule Size\n{\n    condition:\n        filesize < 10MB\n}\n']
SNORT = [f'{action} {proto} $HOME_NET any {arrow} $EXTERNAL_NET {port} (msg:"IOC hit"; sid:{sid}; rev:2;)\n'
         for sid, (action, proto, arrow, port) in enumerate(
             [("alert", "tcp", "->", "443"), ("drop", "udp", "->", "53"), ("alert", "http", "->", "any"),
              ("reject", "ip", "<>", "any"), ("pass", "dns", "->", "any"), ("alert", "tls", "->", "$HTTP_PORTS")],
             2000001)]
OPENIOC = ['<?xml version="1.0" encoding="us-ascii"?>\n<ioc xmlns="http://schemas.mandiant.com/2010/ioc" id="a">\n'
           '<definition/></ioc>\n',
           '<?xml version="1.0" encoding="UTF-8"?>\n<OpenIOC xmlns="http://openioc.org/schemas/OpenIOC_1.1" id="b">\n'
           '<criteria/></OpenIOC>\n',
           '<stix:STIX_Package xmlns:stix="http://stix.mitre.org/stix-1" id="example:Package-1" version="1.2">\n'
           '</stix:STIX_Package>\n']


def _export(cells: list[str], row: list[str], sep: str) -> str:
    quote = (lambda c: f'"{c}"') if sep == "," else (lambda c: c)
    return sep.join(quote(c) for c in cells) + "\n" + sep.join(quote(c) for c in row) + "\n"


EXPORTS = [(["uuid", "event_id", "category", "type", "value", "comment", "to_ids", "date"],
            ["5f3c1a2e-9b1d-4c1e-8a7b-0242ac120002", "1421", "Network activity", "ip-dst", "185.220.101.4", "C2", "1",
             "1764460800"], "MISP"),
           (["md5", "sha256", "positives", "total", "scan_date"],
            ["44d88612fea8a8f36de82e1278abb02f", "275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f",
             "61", "72", "2026-11-30"], "VirusTotal"),
           (["id", "type", "malicious", "suspicious", "undetected", "harmless"],
            ["evil-update.com", "domain", "12", "2", "60", "20"], "VirusTotal"),
           (["IP", "abuseConfidenceScore", "countryCode", "totalReports"], ["185.220.101.4", "100", "DE", "2143"],
            "AbuseIPDB"),
           (["IP", "Categories", "ReportDate", "Comment"], ["185.220.101.4", "18,22", "2026-12-01T08:51:12Z", "ssh"],
            "AbuseIPDB"),
           (["Indicator type", "Indicator", "Description"], ["IPv4", "185.220.101.4", "C2"], "OTX")]


def _text_files():
    yield from _zeek_files()
    yield from ((text, "Sigma", 1) for text in SIGMA)
    yield from ((text, "YARA", 1) for text in YARA)  # a "//" comment is a line to a run reader
    yield from ((text, "Snort", 1) for text in SNORT)
    yield "# Emerging Threats\n#\n# alert tcp any any -> any any (sid:1;)\n" + SNORT[0], "Snort", 4
    yield from ((text, "OpenIOC" if "ioc" in text.lower() else "STIX 1.x", root_line(text)) for text in OPENIOC)
    for cells, row, what in EXPORTS:
        for sep in (",", "\t"):
            yield _export(cells, row, sep), what, 1


TEXT_FILES = list(_text_files())


@pytest.mark.parametrize("text,what,line", TEXT_FILES)
@pytest.mark.parametrize("name", ["feed.tsv", "feed.run", "data", "export.txt.gz"])
def test_a_security_tools_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, line, name):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if name.endswith(".gz") else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == line and what in shape.reason, shape


_STIX = {"type": "bundle", "id": "bundle--5d0092c5-5f74-4287-9642-33f4c354e56d", "objects": [
    {"type": "indicator", "spec_version": "2.1", "id": "indicator--8e2e2d2b", "pattern": "[ipv4-addr:value = '1.2.3.4']",
     "pattern_type": "stix", "valid_from": "2026-11-30T12:00:00Z"}]}
JSON_DOCUMENTS = [(_STIX, "STIX 2.1 bundle"), ({"more": False, "objects": _STIX["objects"]}, "TAXII"),
                  ({"Event": {"id": "1", "threat_level_id": "1", "Attribute": [{"type": "ip-dst", "value": "1.2.3.4"}]}},
                   "MISP event"),
                  ({"response": [{"Event": {"id": "1", "Attribute": []}}]}, "MISP event"),
                  ({"timestamp": "2026-12-01T09:00:01+0000", "flow_id": 1, "event_type": "alert", "src_ip": "10.0.0.1",
                    "dest_ip": "1.2.3.4", "alert": {"signature_id": 1, "severity": 1}}, "Suricata"),
                  ({"ts": 1764579600.2, "uid": "CmES5u32sYpV7JYN", "id.orig_h": "10.0.0.12", "query": "evil.com"},
                   "Zeek")]


@pytest.mark.parametrize("doc,what", JSON_DOCUMENTS)
@pytest.mark.parametrize("indent", [None, 2])
def test_a_security_json_document_is_named_compact_or_indented(doc, what, indent):
    text = json.dumps(doc, indent=indent) + "\n"
    assert what in (json_shape(text) or "")


@pytest.mark.parametrize("doc,what", JSON_DOCUMENTS)
@pytest.mark.parametrize("name,door", [("feed.json", "fuse"), ("eve.log", "fuse"), ("verdicts.json", "evaluate"),
                                       ("verdicts.txt", "evaluate")])
def test_a_security_json_document_is_named_through_the_command(tmp_path, capsys, doc, what, name, door):
    path, run, out = tmp_path / name, tmp_path / "feed.run", tmp_path / "triage.run"
    path.write_text(json.dumps(doc) + "\n")
    run.write_text("INC-2041 Q0 1.2.3.4 1 9 feed\n")
    argv = (["fuse", str(path), str(run), "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and what in err and not out.exists()


@pytest.mark.parametrize("text", [
    "INC-2041 Q0 alert 1 9 snort\nINC-2041 Q0 rule 2 8 snort\n",  # the tools' words as ids
    "#separator \\x09\n#fields\tqid\titer\tdocid\trank\tscore\ttag\nINC-2041 Q0 185.220.101.4 1 9 zeek\n",
    "title Q0 logsource 1 9 sigma\n",
    "INC-2041 Q0 hxxp://evil[.]com/a?b=c#frag 1 9 urlhaus\n",
])
@pytest.mark.parametrize("name", ["conn.log", "local.rules", "feed.run"])
def test_near_shapes_keep_their_reading(tmp_path, text, name):
    path = tmp_path / name
    path.write_text(text)
    assert run_shape(str(path)) is None and container_of(str(path)) is None


@pytest.mark.parametrize("text,what,line", TEXT_FILES[::3])
def test_the_command_names_the_file_and_line_and_writes_nothing(tmp_path, capsys, text, what, line):
    path, run, out = tmp_path / "feed.txt", tmp_path / "virustotal.run", tmp_path / "triage.run"
    path.write_text(text)
    run.write_text("INC-2041 Q0 185.220.101.4 1 61 virustotal\n")
    assert main(["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"feed.txt:{line}" in err and what in err and not out.exists()


#: Zeek logs whose records pass for a run's six fields (a number fifth) or a qrels' four, once the '#' header is
#: skipped as trec_eval skips comments: they were fused silently (u37e_zeek_log_as_run)
LOOKALIKE_LOGS = [("capture_loss", ["ts", "ts_delta", "peer", "gaps", "acks", "percent_lost"],
                   ["1795767300.000012", "900.000008", "zeek", "0", "31244", "0.0"]),
                  ("stats", ["ts", "peer", "mem", "pkts_proc", "bytes_recv", "events_proc"],
                   ["1795767300.5", "zeek", "512", "10422", "9123311", "2231"]),
                  ("reporter", ["ts", "level", "message", "location"],
                   ["1767434400.0", "Reporter::INFO", "processing_suspended", "-"]),
                  ("loaded_scripts", ["name", "a", "b", "c"], ["/opt/zeek/base/init.zeek", "x", "1", "2"])]


@pytest.mark.parametrize("path_name,fields,record", LOOKALIKE_LOGS)
@pytest.mark.parametrize("name", ["capture_loss.log", "feed.run", "export.txt.gz"])
@pytest.mark.parametrize("crlf", [False, True])
def test_a_zeek_log_whose_records_pass_for_trec_lines_is_named(tmp_path, path_name, fields, record, name, crlf):
    text = _zeek(path_name, fields, record)
    text = text.replace("\n", "\r\n") if crlf else text
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if name.endswith(".gz") else text.encode())
    shape = run_shape(str(path)) if len(fields) == 6 else qrels_shape(str(path))
    assert shape is not None and shape.line == 9 and f"Zeek {path_name}.log" in shape.reason, shape


def test_a_zeek_log_of_run_lines_is_refused_by_the_command(tmp_path, capsys):
    path, run, out = tmp_path / "capture_loss.log", tmp_path / "examiners.run", tmp_path / "triage.run"
    path.write_text(_zeek(*LOOKALIKE_LOGS[0]))
    run.write_text("INC-2041 Q0 185.220.101.4 1 61 examiners\n")
    assert main(["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "capture_loss.log:9" in err and "Zeek capture_loss.log" in err and not out.exists()


@pytest.mark.parametrize("text", [
    "#separator \\x09\n#fields\tqid\titer\tdocid\trank\tscore\ttag\nq1 Q0 d1 1 9 zeek\n",  # no '#types': a note
    "#fields\tts\tpeer\n#types\ttime\tstring\nq1 Q0 d1 1 9 zeek\n",  # no '#separator' first
    "q1 Q0 d1 1 9 zeek\n#separator \\x09\n#fields\ta\n#types\tb\n"])  # a run first
def test_a_run_under_part_of_a_zeek_header_stays_a_run(tmp_path, text):
    path = tmp_path / "a.run"
    path.write_text(text)
    assert run_shape(str(path)) is None
