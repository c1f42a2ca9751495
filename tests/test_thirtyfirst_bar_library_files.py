"""Issue 45's thirty-first bar (u31g_*_as_run, u31g_*_as_qrels, u31g_out_kbart, u31g_api_*): a university library's
files given as a run or as qrels were told a field count or a generic header or JSON note; MARC 21 records, MARCXML,
MarcEdit's mnemonic text, COUNTER reports (Release 5 text and SUSHI JSON, a Release 4 header), KBART holdings, an
OAI-PMH response, a RIS export, Primo's, Summon's and Crossref's answers and an EZproxy log are now named at both
doors, plain and gzipped; the documents and tables loaded in Python are named at the API; -o x.kbart is refused."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.library_shapes import library_columns, library_document, library_head, library_shape
from tests.door_files import refused_output, named_through_the_api

MARC = ("00285nas a2200097 a 4500001001000000008004100010022001400051245002700065\x1e12345678\x1e"
        "750101c19009999dcuwr p       0   a0eng  \x1e  \x1fa0009-2665\x1e00\x1faChemical reviews.\x1e\x1d")
FILES = {
    "serials.mrc": (MARC, "MARC 21", 1),
    "serials.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n'
                    '<record><leader>00285nas a2200097 a 4500</leader></record>\n</collection>\n', "MARCXML", 2),
    "one_record.xml": ('<marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>00285nas a2200097 a '
                       '4500</marc:leader></marc:record>\n', "MARCXML", 1),
    "serials.mrk.txt": ("=LDR  00285nas a2200097 a 4500\n=001  12345678\n=245  00$aChemical reviews.\n", "MarcEdit", 1),
    "TR_J1.tsv": ("Report_Name\tJournal Requests (Excluding OA_Gold)\nReport_ID\tTR_J1\nRelease\t5\n", "COUNTER", 1),
    "TR_J1.csv": ('"Report_Name","Journal Requests (Excluding OA_Gold)"\n"Report_ID","TR_J1"\n', "COUNTER", 1),
    "JR1_R4.csv": ("Journal Report 1 (R4),Number of Successful Full-Text Article Requests by Month and Journal\n"
                   "Example University\n", "COUNTER", 1),
    "sushi.json": ('{"Report_Header": {"Created": "2026-11-02T09:15:00Z", "Report_ID": "TR_J1", "Release": "5"}, '
                   '"Report_Items": []}\n', "COUNTER", 1),
    "kbart.txt": ("publication_title\tprint_identifier\tonline_identifier\tdate_first_issue_online\ttitle_url\n"
                  "Chemical Reviews\t0009-2665\t1520-6890\t1924-01-01\thttps://pubs.acs.org/journal/chreay\n",
                  "KBART", 1),
    "oai.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">\n'
                '<responseDate>2026-11-27T10:00:00Z</responseDate>\n</OAI-PMH>\n', "OAI-PMH", 2),
    "export.ris": ("TY  - JOUR\nTI  - Chemical reviews\nSN  - 0009-2665\nER  - \n", "RIS", 1),
    "primo.json": ('{"info": {"total": 1432, "first": 1, "last": 10}, "docs": [{"pnx": {"display": {"title": ["x"]}}}],'
                   ' "facets": []}\n', "Primo", 1),
    "summon.json": ('{"recordCount": 532, "pageCount": 54, "documents": [{"Title": ["x"]}], "facetFields": []}\n',
                    "Summon", 1),
    "crossref.json": ('{"status":"ok","message-type":"work-list","message-version":"1.0.0","message":{"items":[]}}\n',
                      "Crossref", 1),
    "ezproxy.log": ('10.1.2.3 - jdoe [27/Nov/2026:10:00:00 -0500] "GET https://pubs.acs.org:443/doi/x HTTP/1.1" 200 '
                    '51234\n', "EZproxy", 1),
}
RUN = ("chemistry/2026-fall Q0 issn_0009-2665 1 0.91 primo\nchemistry/2026-fall Q0 issn_0002-7863 2 0.77 primo\n")
QRELS = "chemistry/2026-fall 0 issn_0009-2665 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "SUBJECT Q0 TITLE")


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "TY Q0 JOUR 1 2.0 ris\n",  # a run whose ids are RIS' tags
    "=LDR 0 00285nas 1\n",  # qrels whose query is a MarcEdit tag
    "Report_Name Q0 TR_J1 1 0.5 counter\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert library_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "00285 is a number that opens a sentence\n",  # digits, no MARC leader
    "00285nas a2200097 a 4500 without any field terminator\n",  # a leader's text alone, no 0x1E: no record
    "=LDR is a word\n",
    "publication_title\tauthor\n",  # one KBART column, no holdings file
    "TY  - a lower-case type\n",
    "10.1.2.3 - - no time here\n",
])
def test_near_misses_are_left_to_others(text):
    assert library_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("text", ['<collection xmlns="http://example.org/photos"><record/></collection>\n',
                                  "<?xml version='1.0'?>\n<OAI-PMHX/>\n", "no XML at all\n"])
def test_other_xml_is_left_to_others(text):
    assert library_head(text) is None


@pytest.mark.parametrize("text", ['{"q1": {"info": 1.0, "docs": 0.5}}',  # a run whose docids are Primo's keys
                                  '{"Report_Header": 0.9}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "Primo" not in shape and "COUNTER" not in shape
    assert library_document(json.loads(text)) is None


@pytest.mark.parametrize("name", ["sushi.json", "primo.json", "summon.json", "crossref.json"])
def test_documents_loaded_in_python_are_named(name):
    content, what, _ = FILES[name]
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(content), method="rrf")


@pytest.mark.parametrize("columns, what", [
    (["publication_title", "print_identifier", "online_identifier", "title_url"], "KBART"),
    (["Title", "Publisher", "Platform", "Metric_Type", "Reporting_Period_Total", "Jan-2026"], "COUNTER"),
])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["x"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert library_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("out", ["journals.kbart", "JOURNALS.KBART.gz"])
def test_kbart_output_is_refused(tmp_path, capsys, out):
    assert "KBART" in refused_output(tmp_path, capsys, RUN, out)
