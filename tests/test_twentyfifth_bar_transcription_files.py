"""Issue 45's twenty-fifth bar, a digital-humanities team fusing OCR / HTR engines' readings per text line and
stylometry methods' candidate authors per disputed text.  Two fault classes of the files it gives where runs or qrels
are read:

* a file of the team's engines and tools was told by a field count ("expected 6 fields ..., found 3"), a grade
  ("relevance 'standalone="yes"?>' is not an integer") or as another kind ("a run table saved as text") instead of by
  name: ALTO, PAGE, TEI, METS and FoLiA XML, hOCR, Tesseract's TSV, stylo's distance and frequency tables, JGAAP's
  results, a ground-truth line, a IIIF manifest (as a file, and loaded in Python) (u25d_*_as_run, _as_qrels);
* a Tesseract box file, whose six fields parse as a TREC line, was fused as a run (u25d_tesseract_box_as_run).

The members are generated: each XML root under every prolog the tools write (none, a declaration, an ``xml-model``
line, a DOCTYPE over two lines, a comment), namespaced or not, under neutral names and gzipped, at the runs and the
qrels door; stylo's matrices of every size from 2 to 7 texts; and near shapes that must keep their reading."""

from __future__ import annotations

import gzip
import json

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import root_line

#: (root element with its attributes, the body's first line, what the note names)
ROOTS = [
    ('alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"', '<Layout><Page ID="p1">', "ALTO"),
    ('alto:alto xmlns:alto="http://www.loc.gov/standards/alto/ns-v3#"', "<alto:Layout>", "ALTO"),
    ('PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"', "<Metadata>", "PAGE"),
    ('pc:PcGts xmlns:pc="http://schema.primaresearch.org/PAGE/gts/pagecontent/2013-07-15"', "<pc:Page>", "PAGE"),
    ('TEI xmlns="http://www.tei-c.org/ns/1.0"', "<teiHeader><fileDesc>", "TEI"),
    ('teiCorpus xmlns="http://www.tei-c.org/ns/1.0"', "<teiHeader/>", "TEI"),
    ('mets:mets xmlns:mets="http://www.loc.gov/METS/"', "<mets:metsHdr/>", "METS"),
    ('FoLiA xmlns="http://ilk.uvt.nl/folia" xml:id="beowulf" version="2.5"', "<metadata/>", "FoLiA"),
    ('html xmlns="http://www.w3.org/1999/xhtml"', "<head><meta name='ocr-system' content='tesseract 5.3.0' />",
     "hOCR"),
    ("html", "<body><div class='ocr_page' id='page_1' title='bbox 0 0 2480 3508'>", "hOCR"),
]
PROLOGS = ["", '<?xml version="1.0" encoding="UTF-8"?>\n',
           '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<?xml-model href="tei_all.rng" '
           'type="application/xml"?>\n',
           '<?xml version="1.0"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"\n'
           '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n',
           "<!-- exported by eScriptorium -->\n"]
NAMES = ["page.xml", "f132r", "engine.run", "page_0001.txt.gz"]


def _write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if name.endswith(".gz") else text.encode())
    return path


@pytest.mark.parametrize("root,body,what", ROOTS)
@pytest.mark.parametrize("prolog", range(len(PROLOGS)))
@pytest.mark.parametrize("name", NAMES)
def test_an_ocr_or_edition_xml_file_is_named_at_the_runs_and_qrels_doors(tmp_path, root, body, what, prolog, name):
    text = f"{PROLOGS[prolog]}<{root}>\n  {body}\n"
    path = _write(tmp_path, name, text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == root_line(text) and what in shape.reason, shape


@pytest.mark.parametrize("html", ["<!DOCTYPE html>\n<html><head><title>Beowulf</title></head>\n<body><p>Hwæt</p>\n",
                                  '<?xml version="1.0"?>\n<catalogue><book id="1"/>\n'])
def test_an_xml_or_html_page_of_no_ocr_tool_is_not_named_as_one(tmp_path, html):
    path = _write(tmp_path, "page.xml", html)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or not any(w in shape.reason for w in ("hOCR", "ALTO", "PAGE XML", "TEI"))


TESSERACT_HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"


@pytest.mark.parametrize("end", ["\n", "\r\n"])
@pytest.mark.parametrize("name", ["f132r.tsv", "f132r.txt", "out.tsv.gz", "tesseract.run"])
@pytest.mark.parametrize("rows", [1, 2, 7])
def test_tesseract_tsv_is_named_at_both_doors(tmp_path, end, name, rows):
    body = [f"5\t1\t1\t1\t1\t{k}\t{210 + 200 * k}\t300\t180\t60\t{90 - k}.5\tword{k}" for k in range(1, rows + 1)]
    path = _write(tmp_path, name, end.join([TESSERACT_HEADER, *body]) + end)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "Tesseract's TSV" in shape.reason


def _stylo_matrix(n: int, square: bool) -> str:
    texts = [f"Author{k}_Text{k}" for k in range(n)]
    rows = texts if square else ["ond", "þæt", "on", "he", "ða", "se", "to"][:n]
    lines = [" ".join(f'"{t}"' for t in texts)]
    for i, r in enumerate(rows):
        cells = ["0" if square and i == j else f"{0.7 + 0.01 * (i + 1) * (j + 2):.5f}" for j in range(n)]
        lines.append(f'"{r}" ' + " ".join(cells))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("n", range(2, 8))
@pytest.mark.parametrize("square,what", [(True, "stylo's distance table"), (False, "stylo's frequency table")])
@pytest.mark.parametrize("name", ["distance_table.txt", "table_with_frequencies.txt", "delta.run"])
def test_stylo_tables_are_named_at_both_doors(tmp_path, n, square, what, name):
    path = _write(tmp_path, name, _stylo_matrix(n, square))
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason


@pytest.mark.parametrize("drivers", ["EventDrivers", "EventDriver"])
@pytest.mark.parametrize("authors", [1, 3])
def test_jgaap_results_are_named(tmp_path, drivers, authors):
    text = ("Riddle_60.txt /home/dh/unknown/Riddle_60.txt\nCanonicizers: Unify Case\n"
            f"{drivers}: Words\nAnalysis: Centroid Driver with metric Cosine Distance\n"
            + "".join(f"{k}. Author{k} 0.{k}1234\n" for k in range(1, authors + 1)))
    path = _write(tmp_path, "results.txt", text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "JGAAP" in shape.reason


@pytest.mark.parametrize("name", ["f132r_l07.gt.txt", "LINE_0001.GT.TXT", "l07.gt.txt.gz"])
@pytest.mark.parametrize("line", ["Hwæt we gardena in geardagum", "μῆνιν ἄειδε θεὰ", "þæt"])
def test_a_ground_truth_line_is_named_at_the_qrels_door(tmp_path, name, line):
    path = _write(tmp_path, name, line + "\n")
    shape = qrels_shape(str(path))
    assert shape is not None and shape.line == 1 and "ground-truth transcription line" in shape.reason


MANIFESTS = [{"@context": "http://iiif.io/api/presentation/3/context.json", "id": "https://x/manifest", "type":
              "Manifest", "label": {"en": ["Cotton MS Vitellius A XV"]}, "items": []},
             {"@context": "http://iiif.io/api/presentation/2/context.json", "@id": "https://x/manifest", "@type":
              "sc:Manifest", "label": "Junius 11", "sequences": []},
             {"@context": ["http://www.w3.org/ns/anno.jsonld", "http://iiif.io/api/presentation/3/context.json"],
              "id": "https://x/m", "type": "Manifest", "items": []}]


@pytest.mark.parametrize("manifest", range(len(MANIFESTS)))
@pytest.mark.parametrize("name", ["manifest.json", "manifest", "manifest.json.gz"])
def test_a_iiif_manifest_file_is_named_at_both_doors(tmp_path, capsys, manifest, name):
    path = _write(tmp_path, name, json.dumps(MANIFESTS[manifest], indent=2))
    out = tmp_path / "consensus.run"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 2
    assert "IIIF" in capsys.readouterr().err and not out.exists()
    run = _write(tmp_path, "c.run", "l1 Q0 Hwæt 1 0.9 c\n")
    assert main(["evaluate", str(run), "--qrels", str(path)]) == 2
    assert "IIIF" in capsys.readouterr().err


@pytest.mark.parametrize("manifest", range(len(MANIFESTS)))
def test_a_loaded_iiif_manifest_is_named_in_python(manifest):
    with pytest.raises(ValueError, match="run 'kraken': a IIIF manifest"):
        rankagg.fuse({"kraken": MANIFESTS[manifest], "tesseract": {"l07": {"Hwæt": 91.0}}}, method="rrf")
    with pytest.raises(ValueError, match="IIIF"):
        rankagg.evaluate({"l07": {"Hwæt": 1.0}}, MANIFESTS[manifest], ["P@1"])


BOXES = ["H 210 3208 250 3268 0\nw 252 3208 290 3248 0\n", "æ -2 0 38 40 0\nþ 40 0 70 60 1\n",
         "Ἄ 12 30 52 90 0\n"]


@pytest.mark.parametrize("name", ["f132r.box", "F132R.BOX", "f132r.box.gz"])
@pytest.mark.parametrize("text", BOXES)
def test_a_box_file_is_refused_though_its_lines_parse_as_a_run(tmp_path, capsys, name, text):
    path = _write(tmp_path, name, text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and "Tesseract box file" in shape.reason
    out = tmp_path / "consensus.run"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 2
    assert f"{name}:1" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("name,text", [
    ("f132r.box", "l07 Q0 Hwæt 1 0.91 kraken\n"),  # a run's lines under a box's name: its score is a decimal
    ("tesseract.run", "H 210 3208 250 3268 0\n"),  # six whole numbers under a run's name are a run's
    ("f132r_l07.gt.txt", "l07 0 Hwæt 1\n"),  # qrels under a ground truth's name
    ("distance.run", '"Beowulf" Q0 "Judith" 1 0.91 delta\n'),  # quoted ids are ids
])
def test_near_shapes_keep_their_reading(tmp_path, capsys, name, text):
    path = _write(tmp_path, name, text)
    out = tmp_path / "consensus.run"
    if len(text.split()) == 4:
        run = _write(tmp_path, "c.run", "l07 Q0 Hwæt 1 0.9 c\n")
        assert main(["evaluate", str(run), "--qrels", str(path), "-m", "P.1"]) == 0
    else:
        assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
        assert out.read_text(encoding="utf-8").split()[2] == text.split()[2]
