"""Issue 45's twenty-seventh bar, a sustainable-finance desk fusing MSCI's, Sustainalytics', ISS's, CDP's, LSEG's and
S&P's ratings of companies per universe: a file of the desk's given where a run, qrels or weights go was told by a
field count ("expected 6 fields 'qid Q0 docid rank score tag', found 3" for an XBRL instance, an inline XBRL report
and a taxonomy schema, "expected 'NAME WEIGHT'" for a Bloomberg export given as the weights) or as "a table of ranked
lists" (a Bloomberg, FactSet or LSEG download, a CDP response export, an EU Taxonomy table) instead of by name
(u27e_*_as_run, u27e_*_as_qrels, u27e_bloomberg_as_weights).

The members are generated: each file under its own name and neutral ones, plain, gzipped, with a byte-order mark and
CRLF ends, at the runs, qrels and weights doors; the XBRL roots with and without their declaration, their namespaces
over one line or many.  Near shapes keep their reading: TREC runs, qrels and weights under an ESG file's name, and
tables of another field that only share a word."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.esg_ratings_shapes import esg_filing_shape, esg_table_shape
from rankagg.io.foreign_shapes import qrels_shape, run_shape, weights_shape

#: how the file is saved: its text to bytes
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]
DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
INSTANCE = ('<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase">\n'
            '  <xbrli:context id="FY2025"/>\n</xbrli:xbrl>\n')
#: an inline report whose root declares its namespaces over several lines (the inlineXBRL one on the fourth)
INLINE = ('<html xmlns="http://www.w3.org/1999/xhtml"\n      xmlns:xbrli="http://www.xbrl.org/2003/instance"\n'
          '      xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12"\n'
          '      xmlns:ix="http://www.xbrl.org/2013/inlineXBRL">\n<head><title>Annual report</title></head>\n'
          '<body><ix:nonFraction name="ifrs-full:Revenue" contextRef="c1" unitRef="EUR">75,930</ix:nonFraction></body>\n'
          '</html>\n')
SCHEMA = ('<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance">\n'
          '  <xsd:import namespace="http://www.xbrl.org/2003/instance"/>\n</xsd:schema>\n')
LINKBASE = ('<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
            '  <link:labelLink xlink:type="extended"/>\n</link:linkbase>\n')
PACKAGE = ('<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package" xml:lang="en">\n'
           '  <tp:identifier>https://example.com/esef</tp:identifier>\n</tp:taxonomyPackage>\n')
#: (root text, a word the note must hold)
XML_FILES = [(INSTANCE, "XBRL instance"), (INLINE, "inline XBRL"), (SCHEMA, "taxonomy schema"),
             (LINKBASE, "linkbase"), (PACKAGE, "taxonomy package")]

#: (file, its text, a word the note must hold)
TABLES = [
    ("bbg_export.csv", "Ticker,Name,ISIN,MSCI_ESG_RATING,ESG_DISCLOSURE_SCORE\n"
     "AAPL UW Equity,APPLE INC,US0378331005,BBB,59.91\nBRK/B UN Equity,BERKSHIRE,US0846707026,#N/A N/A,37.6\n",
     "Bloomberg"),
    ("bbg_na.csv", "Security,ESG Score,Governance\nX,#N/A N/A,#N/A Field Not Applicable\n", "Bloomberg"),
    ("factset_screen.csv", '"Symbol","Company Name","ISIN","MSCI ESG Rating"\n"AAPL-US","Apple Inc.","US0378331005",'
     '"BBB"\n', "FactSet"),
    ("lseg.csv", "Instrument,Company Common Name,ESG Score,ESG Score Grade\nAAPL.OQ,Apple Inc,61.97,B+\n", "LSEG"),
    ("lseg.tsv", "Instrument\tESG Combined Score\tDate\nMSFT.OQ\t50.29\t2025-12-31\n", "LSEG"),
    ("msci_esg_manager.csv", "ISSUER_NAME,ISSUER_ISIN,IVA_COMPANY_RATING,IVA_RATING_DATE\nApple,US0378331005,BBB,"
     "20251031\n", "MSCI ESG Manager"),
    ("sustainalytics.csv", "Entity Name,ISIN,ESG Risk Score,ESG Risk Category\nApple Inc.,US0378331005,16.7,Low\n",
     "Sustainalytics"),
    ("cdp_climate_2025.csv", "Account number,Organization,Questionnaire,Question number,Response answer\n"
     "6592,Apple Inc.,Climate Change 2025,C6.1,55200\n", "CDP"),
    ("eet.csv", "00001_EET_Version;00002_EET_Producer_Name;00010_Financial_Instrument_Identifying_Data\n"
     "V1.1.2;Example AM;LU1234567890\n", "EET"),
    ("emt.csv", "00001_EMT_Version;00002_EMT_Producer_Name;00010_Portfolio_Issuer_Name\nV4.2;Example AM;Fund\n",
     "EMT"),
    ("taxonomy_kpi.csv", "Economic activities,Code,CapEx (EUR m),Proportion of CapEx,Minimum safeguards\n"
     "Manufacture of batteries,CCM 3.4,456.7,1.6%,Y\n", "EU Taxonomy"),
    ("controversies.csv", "ISIN,Company,Controversy Flag,Date\nUS0378331005,Apple Inc.,Orange,2026-08-14\n",
     "controversy"),
    ("ratings.tsv", "lei\tcompany\tesg_rating\n529900T8BM49AURSDO55\tSiemens AG\tAA\n", "ESG ratings table"),
]


def _write(path, data: bytes) -> str:
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


def _named_at_every_door(path: str, *words: str, line: int = 1) -> None:
    for shape in (run_shape(path), qrels_shape(path), weights_shape(path)):
        assert shape is not None and shape.line == line, shape
        assert all(w in shape.reason for w in words), shape.reason


@pytest.mark.parametrize("text,word", XML_FILES)
@pytest.mark.parametrize("declared", [True, False])
@pytest.mark.parametrize("rename", ["filing.xbrl", "agency.run", "judged.qrels.gz", "REPORT.XHTML"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_an_xbrl_file_is_named_at_every_door(tmp_path, text, word, declared, rename, saved):
    path = _write(tmp_path / rename, SAVED[saved]((DECL if declared else "") + text))
    _named_at_every_door(path, word, "UNIVERSE Q0 ISIN", line=2 if declared else 1)


@pytest.mark.parametrize("name,text,word", TABLES)
@pytest.mark.parametrize("rename", ["{name}", "agency.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_vendor_table_is_named_at_every_door(tmp_path, name, text, word, rename, saved):
    path = _write(tmp_path / rename.format(name=name), SAVED[saved](text))
    _named_at_every_door(path, word, "UNIVERSE Q0 ISIN")


@pytest.mark.parametrize("door", ["runs", "qrels", "weights"])
@pytest.mark.parametrize("name,text,word", [("siemens.xbrl.gz", DECL + INSTANCE, "XBRL instance"),
                                            ("bbg_esg_export.csv", TABLES[0][1], "Bloomberg")])
def test_the_command_names_the_file_and_line_at_each_door(tmp_path, capsys, door, name, text, word):
    path = _write(tmp_path / name, text.encode())
    run = _write(tmp_path / "msci.run", b"U Q0 US0378331005 1 7 msci\nU Q0 US5949181045 2 6 msci\n")
    out = tmp_path / "consensus.run"
    argv = {"runs": ["fuse", path, run, "-o", str(out)], "qrels": ["evaluate", run, "--qrels", path],
            "weights": ["fuse", run, "--weights", path, "-o", str(out)]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err
    line = 2 if name.endswith(".gz") else 1
    assert f"{name}:{line}" in err and word in err, err
    assert not out.exists()


RUN = b"MSCI_World_2026Q3 Q0 US0378331005 1 7 msci\nMSCI_World_2026Q3 Q0 US5949181045 2 6 msci\n"
QRELS = b"MSCI_World_2026Q3 0 US0378331005 1\nMSCI_World_2026Q3 0 US5949181045 0\n"


@pytest.mark.parametrize("name", ["filing.xbrl", "report.xhtml", "taxonomy.xsd", "bbg_esg_export.csv", "eet.csv"])
def test_trec_lines_under_an_esg_name_are_read(tmp_path, name):
    run = _write(tmp_path / name, RUN)
    assert run_shape(run) is None and weights_shape(run) is None
    assert main(["fuse", run, "--method", "rrf", "-o", str(tmp_path / "consensus.run")]) == 0
    assert (tmp_path / "consensus.run").read_text().split()[2] == "US0378331005"
    qrels = _write(tmp_path / ("j_" + name), QRELS)
    assert qrels_shape(qrels) is None


@pytest.mark.parametrize("text", ["msci 2\niss 1\n", "msci=2\niss=1\n", '{"msci": 2, "iss": 1}\n',
                                  "# weights of the desk\nmsci 2\niss 1\n", "msci = 2\niss = 1\n"])
def test_a_weights_file_is_read(tmp_path, text):
    weights = _write(tmp_path / "weights.txt", text.encode())
    assert weights_shape(weights) is None
    runs = [_write(tmp_path / f"{t}.run", RUN.replace(b"msci", t.encode())) for t in ("msci", "iss")]
    assert main(["fuse", *runs, "--method", "rrf", "--weights", weights, "-o", str(tmp_path / "c.run")]) == 0
    first = (tmp_path / "c.run").read_text().split("\n")[0].split()
    assert first[2] == "US0378331005" and abs(float(first[4]) - (2 / 61 + 1 / 61)) < 1e-12


@pytest.mark.parametrize("lines", [
    ["gene,log2FoldChange,padj", "TP53,2.1,0.001"],  # a DE table: no company, no ESG column
    ["isin,name,price", "US0378331005,Apple,187.2"],  # a price list: a company id, no rating
    ["html,body,p", "a,b,c"],
    ["ticker,name,sector", "AAPL UW Equity,Apple,Tech"],  # Bloomberg's key, no ESG field
    ["qid Q0 docid rank score tag"],
])
def test_other_tables_are_not_claimed(lines):
    assert esg_table_shape("t.csv", lines) is None


@pytest.mark.parametrize("text", ["<html><body><p>a report</p></body></html>\n",
                                  '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"/>\n',
                                  "<xbrl>no namespace</xbrl>\n", "U Q0 d 1 2.5 t\n", ""])
def test_other_xml_is_not_claimed(text):
    assert esg_filing_shape(text) is None
