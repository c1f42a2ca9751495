"""Issue 45's twenty-fourth bar (a web archive team fusing crawl signals into a crawl queue): a web archive's own file
(CDX, CDXJ, WARC, ARC, Heritrix's crawl.log and seeds.txt) at a run or qrels door is named for what it is at its
first line, and an output named for an ARC or CDX file is refused before any work, naming the web archive format."""

from __future__ import annotations

import gzip

import pytest

import rankagg
from rankagg.cli import main

_FILES = {
    "CDXJ": ('com,example)/ 20240101120000 {"url": "http://example.com/", "status": "200"}\n'
             'com,example)/about 20240102120000 {"url": "http://example.com/about", "status": "404"}\n'),
    "CDXJ index": ('!meta 0 {"format": "cdxj-gzip-1.0"}\n'
                   'uk,gov,www)/ 20231231235959 {"url": "https://www.gov.uk/", "mime": "text/html"}\n'),
    "CDX index": (" CDX N b a m s k r M S V g\n"
                  "uk,bl,www)/ 20240101120000 http://www.bl.uk/ text/html 200 AAAA - - 1234 0 c.warc.gz\n"),
    "CDX": "uk,bl,www)/ 20240101120000 http://www.bl.uk/ text/html 200 AAAA - - 1234 0 c.warc.gz\n",
    "WARC": ("WARC/1.1\nWARC-Type: warcinfo\nWARC-Date: 2024-01-01T12:00:00Z\nContent-Length: 0\n\n"),
    "WARC ": "WARC/1.0\nWARC-Type: response\nWARC-Target-URI: http://example.com/\n\n",
    "ARC": "filedesc://x.arc 0.0.0.0 20040101120000 text/plain 76\n1 0 Alexa\nURL IP-address Archive-date\n",
    "Heritrix": ("2024-01-01T12:00:00.123Z   200      12345 http://example.com/ - - text/html #001 "
                 "20240101120000000+100 sha1:ABCD - -\n"
                 "2024-01-01T12:00:01.456Z   -9          - dns:example.com P http://example.com/ text/dns #002 - - - -\n"),
    "seed list": "# collection: elections\nhttp://www.gov.uk/\n+https://www.parliament.uk/\nhttp://bücher.de/\n",
}
#: the word each message must hold: the format's name
_NAMED = {key: key.split()[0] if key != "seed list" else "seed list" for key in _FILES}
_FIRST = {key: 2 if key == "seed list" else 1 for key in _FILES}


#: each form's bytes of a file's text: as saved, gzipped by the nightly job, or from Windows (a BOM, CRLF ends)
_ENCODED = {"plain": lambda text: text.encode("utf-8"),
            "gzip": lambda text: gzip.compress(text.encode("utf-8"), mtime=0),
            "windows": lambda text: ("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8")}


FORMS = [(key, name, form) for key in _FILES
         for name, form in (("file.cdxj", "plain"), ("file.warc.gz", "gzip"), ("file.txt", "windows"),
                            ("crawl.log", "plain"), ("file.run", "plain"))]


@pytest.mark.parametrize("key, name, form", FORMS)
def test_a_web_archive_file_is_named_at_its_first_line_by_the_api(tmp_path, key, name, form):
    path = tmp_path / name
    path.write_bytes(_ENCODED[form](_FILES[key]))
    (tmp_path / "a.run").write_text("uk-gov Q0 http://www.gov.uk/ 1 0.9 pagerank\n")
    with pytest.raises(ValueError) as err:
        rankagg.fuse([str(path), str(tmp_path / "a.run")], method="rrf")
    message = str(err.value)
    assert f"{path}:{_FIRST[key]}" in message and _NAMED[key] in message and "\n" not in message


@pytest.mark.parametrize("key", list(_FILES))
@pytest.mark.parametrize("argv", [["fuse", "{p}", "{d}/a.run", "--quiet", "-o", "{d}/queue.run"],
                                  ["evaluate", "--qrels", "{p}", "{d}/a.run"]])
def test_the_commands_name_a_web_archive_file_and_write_nothing(tmp_path, capsys, key, argv):
    path = tmp_path / "index.dat"
    path.write_text(_FILES[key], encoding="utf-8")
    (tmp_path / "a.run").write_text("uk-gov Q0 http://www.gov.uk/ 1 0.9 pagerank\n")
    assert main([a.format(p=path, d=tmp_path) for a in argv]) == 2
    err = capsys.readouterr().err
    assert f"{path}:{_FIRST[key]}" in err and _NAMED[key] in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "index.dat"]


@pytest.mark.parametrize("docid", ["com,example)/page?a=1", "uk,gov,www)/", "http://bücher.de/", "20240101120000"])
def test_runs_and_qrels_of_surt_and_url_ids_are_still_read(tmp_path, capsys, docid):
    """A TREC line whose docid is a SURT key or a URL is a run line; a web archive's file is only what its lines are."""
    (tmp_path / "a.run").write_text(f"uk-gov Q0 {docid} 1 0.9 a\nuk-gov Q0 other 2 0.5 a\n", encoding="utf-8")
    (tmp_path / "b.run").write_text(f"uk-gov Q0 other 1 0.8 b\nuk-gov Q0 {docid} 2 0.1 b\n", encoding="utf-8")
    (tmp_path / "m.qrels").write_text(f"uk-gov 0 {docid} 1\n", encoding="utf-8")
    out = tmp_path / "queue.run"
    assert main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", "rrf", "--quiet",
                 "-o", str(out)]) == 0
    rows = [ln.split() for ln in out.read_text(encoding="utf-8").splitlines()]
    # by hand: both ids 1/61 + 1/62; equal scores, then the smaller id first (docs/conventions.md's house rule)
    assert [r[2] for r in rows] == sorted([docid, "other"])
    assert main(["evaluate", "--qrels", str(tmp_path / "m.qrels"), str(out), "--measures", "P@1", "--json"]) == 0
    assert '"P@1": %s' % (1.0 if docid < "other" else 0.0) in capsys.readouterr().out


@pytest.mark.parametrize("name, word", [("queue.arc", "ARC"), ("queue.arc.gz", "ARC"), ("QUEUE.ARC.GZ", "ARC"),
                                        ("queue.cdx", "CDX"), ("queue.cdx.gz", "CDX"), ("queue.cdxj", "CDXJ"),
                                        ("queue.warc.gz", "WARC"), ("queue.wacz", "WACZ")])
def test_a_queue_named_for_a_web_archive_format_is_refused(tmp_path, capsys, name, word):
    (tmp_path / "a.run").write_text("uk-gov Q0 http://www.gov.uk/ 1 0.9 a\n")
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "rrf", "--quiet", "-o", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert name in err and word in err
    assert [p.name for p in tmp_path.iterdir()] == ["a.run"]
