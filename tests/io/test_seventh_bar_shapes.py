"""Issue 45's seventh bar (the files the field's other tools write): each class of fault it found, generated over
the registry's formats and kinds and over the shapes, not one test per case.

* compressed or archived data rankagg does not open (bzip2, xz, Zstandard, LZ4, zip, 7-Zip, tar) was read as text
  and refused for "a NUL byte": every kind now refuses it naming what it is and the command that makes it text;
* a run under a table's name (``bm25.tsv``) was taken for a table of gene lists by ``rankagg fuse`` (an error about
  ``-o``), and other tools' runs (JSON, a saved frame, MS MARCO's ``qid pid rank``) got a gene-list reader's error:
  a TREC run is a run whatever its name, the others get their shape and line;
* R's ``write.csv`` of lists of different lengths (quoted names, NA padding) was refused: NA is R's missing there.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import tarfile
import warnings
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.methods.registry import make_method
from rankagg.io._errors import InputFormatError
from rankagg.io.foreign_shapes import run_shape, trec_lines
from rankagg.io.formats import FORMATS, KINDS, recognise, which
from rankagg.io.text_input import InputFormatWarning

RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 d 1 1.0 t\n"
QRELS = "1 0 a 1\n1 0 b 0\n2 0 d 2\n"


def _tar(gzipped: bool) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz" if gzipped else "w") as t:
        info = tarfile.TarInfo("a.run")
        info.size = len(RUN)
        t.addfile(info, io.BytesIO(RUN.encode()))
    return buf.getvalue()


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("a.run", RUN)
    return buf.getvalue()


#: each container rankagg does not open: its bytes (of a run) and the words its reason must hold
CONTAINERS = {
    "bzip2": (lambda: bz2.compress(RUN.encode()), "bzip2"),
    "xz": (lambda: lzma.compress(RUN.encode()), "xz-compressed"),
    "zstd": (lambda: b"(\xb5/\xfd\x04X\xc1\x00\x001 0 a 1\n1 0 b 0\n2 0 d 2\nG\xa4\xcd\x05", "Zstandard"),
    "lz4": (lambda: b"\x04\x22\x4d\x18\x64\x40\xa7" + b"\x00" * 8, "LZ4"),
    "zip": (_zip, "ZIP archive"),
    "7z": (lambda: b"7z\xbc\xaf\x27\x1c\x00\x04" + b"\x00" * 24, "7-Zip"),
    "tar": (lambda: _tar(False), "tar archive"),
    "tar.gz": (lambda: _tar(True), "tar archive (gzip-compressed)"),
}
#: the kinds whose formats read text files: a container given as one is named as such (the other kinds' formats go
#: by a name a container's does not have, and say so)
TEXT_KINDS = sorted({f.kind for f in FORMATS.values() if f.targets and f.targets[0].endswith(".txt")})


@pytest.mark.parametrize("container", sorted(CONTAINERS))
def test_every_kind_refuses_compressed_or_archived_data_naming_it(container, tmp_path):
    make, words = CONTAINERS[container]
    path = tmp_path / f"input.{container}"
    path.write_bytes(make())
    assert TEXT_KINDS == ["qrels", "rankings", "runs", "weights"]
    for kind in KINDS:
        assert which(path, kind) is None, (container, kind)  # no format of any kind takes it
        with pytest.raises(InputFormatError) as err:
            recognise(path, kind)
        if kind in TEXT_KINDS:
            assert words in str(err.value) and "gzip" in str(err.value), (kind, str(err.value))


def test_the_api_and_evaluate_refuse_a_container_before_reading_it_as_text(tmp_path):
    """rankagg.fuse of paths read the text without asking the registry (its names are peeked from each first line)."""
    (tmp_path / "q.txt").write_text(QRELS)
    for container, (make, words) in CONTAINERS.items():
        path = tmp_path / f"a.{container}"
        path.write_bytes(make())
        with pytest.raises(InputFormatError, match=words.split(" (")[0]):
            rankagg.fuse([str(path)], "rrf")
        with pytest.raises(InputFormatError, match=words.split(" (")[0]):  # a method object: the same registry
            rankagg.fuse([str(path)], make_method("rrf"))
        with pytest.raises(InputFormatError, match=words.split(" (")[0]):
            rankagg.evaluate(str(path), str(tmp_path / "q.txt"), ["P@1"])


def test_gzip_text_is_still_read(tmp_path):
    (tmp_path / "a.run.gz").write_bytes(gzip.compress(RUN.encode()))
    (tmp_path / "a.run").write_text(RUN)
    assert rankagg.fuse([str(tmp_path / "a.run.gz")], "rrf") == rankagg.fuse([str(tmp_path / "a.run")], "rrf")


# ------------------------------------------------------------------ runs under other names and other tools' runs
TAB_RUN = RUN.replace(" ", "\t")
#: other tools' runs: content -> (the words of the runs' reason, the 1-based line it names)
SHAPES = {
    '{"1": {"a": 3.0, "b": 2.0}, "2": {"d": 1.0}}': "BEIR's results",
    '{"took": 2, "hits": {"hits": [{"_id": "a", "_score": 3.0}]}}': "Elasticsearch",
    '{"root": {"children": [{"id": "id:n:d::a", "relevance": 3.0}]}}': "Vespa",
    "qid,docno,score,rank\n1,a,3.0,0\n1,b,2.0,1\n": "header line",
    "query_id\tdoc_id\tscore\n1\ta\t3.0\n": "header line",
    "\n1\ta\t1\n1\tb\t2\n": "MS MARCO",
    "1 0 a 1\n1 0 b 0\n": "a qrels line",
}


@pytest.mark.parametrize("suffix", [".tsv", ".csv", ".txt"])
def test_a_trec_run_is_a_run_whatever_its_name(suffix, tmp_path):
    """A run with tab separators named bm25.tsv was taken for a table of gene lists by rankagg fuse; trec_eval and
    rankagg evaluate read it as the run it is."""
    (tmp_path / "plain.run").write_text(RUN)
    for i, text in enumerate((RUN, TAB_RUN, "\ufeff" + TAB_RUN.replace("\n", "\r\n"))):
        path = tmp_path / f"bm25{i}{suffix}"
        path.write_text(text, newline="")
        assert which(path, "gene_lists") is None
        assert recognise(path, "runs").name == "trec"
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", InputFormatWarning)  # the BOM's, said once
            assert rankagg.fuse([str(path)], "rrf") == rankagg.fuse([str(tmp_path / "plain.run")], "rrf")


@pytest.mark.parametrize("suffix", [".tsv", ".csv", ".run"])
def test_another_tools_run_gets_its_shape_and_line(suffix, tmp_path):
    for i, (content, words) in enumerate(SHAPES.items()):
        path = tmp_path / f"r{i}{suffix}"
        path.write_text(content)
        line = 2 if content.startswith("\n") else 1
        assert which(path, "gene_lists") is None, content
        with pytest.raises(InputFormatError) as err:
            recognise(path, "runs")
        assert str(err.value).startswith(f"{path}:{line}: ") and words in str(err.value), str(err.value)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.text(st.characters(min_codepoint=33, max_codepoint=0x2FF, exclude_characters=",\""),
                                  min_size=1, max_size=8).filter(lambda q: not q.startswith("#")),  # a comment line
                          st.text(st.characters(min_codepoint=33, max_codepoint=0x2FF), min_size=1, max_size=8),
                          st.floats(allow_nan=False, allow_infinity=False), st.sampled_from([" ", "\t", "  "])),
                min_size=1, max_size=3))
def test_no_trec_run_line_is_taken_for_another_shape(rows):
    """What the TREC reader reads is never refused for a shape: a first line of six fields with a number fifth (a
    line starting with '#' is a comment, which trec_eval 10.0 and the reader skip)."""
    text = "".join(f"{q}{sep}Q0{sep}{d}{sep}{i + 1}{sep}{s!r}{sep}t\n" for i, (q, d, s, sep) in enumerate(rows))
    head = text.encode()
    assert run_shape("r.tsv", head) is None and trec_lines("r.tsv", head)


def test_a_table_of_lists_is_still_one(tmp_path):
    for i, table in enumerate(["L1,L2,L3\nTP53,MYC,EGFR\nMYC,TP53,\n", "up,down\nTP53,MYC\nMYC,EGFR\n",
                               '"a","b"\n"7157","4609"\n"4609","1956"\n',  # Entrez ids: numbers, and genes
                               "qid_list,doc_list\nTP53,MYC\n"]):  # names that only look like a run table's
        path = tmp_path / f"l{i}.csv"
        path.write_text(table)
        assert which(path, "gene_lists").name == "gene-lists", table


def test_an_empty_table_name_is_no_kind_and_is_named_empty(tmp_path):
    for suffix in (".tsv", ".csv"):
        path = tmp_path / f"run{suffix}"
        path.write_text("\n \n")
        assert which(path, "gene_lists") is None  # nor a comparison table for rankagg fuse (no header tells one)
        with pytest.raises(ValueError, match="empty"):
            rankagg.fuse([str(path)], "rrf")


# ------------------------------------------------------------------ R's write.csv of lists of different lengths
def test_r_write_csv_na_padding_is_the_empty_cells_of_a_shorter_list(tmp_path):
    from rankagg.api.gene_lists import read_gene_lists

    r = tmp_path / "r.csv"
    r.write_text('"L1","L2","L3"\n"TP53","MYC","TP53"\n"MYC","TP53","EGFR"\n"EGFR",NA,"MYC"\n"BRCA1",NA,NA\n')
    plain = tmp_path / "p.csv"
    plain.write_text("L1,L2,L3\nTP53,MYC,TP53\nMYC,TP53,EGFR\nEGFR,,MYC\nBRCA1,,\n")
    assert dict(read_gene_lists(r)) == dict(read_gene_lists(plain)) == {
        "L1": ["TP53", "MYC", "EGFR", "BRCA1"], "L2": ["MYC", "TP53"], "L3": ["TP53", "EGFR", "MYC"]}
    r.write_text('"L1","L2"\n"TP53",NA\n"MYC","EGFR"\n')  # NA, then a gene: the list ended, then holds one
    with pytest.raises(InputFormatError, match=r"r\.csv:3: list 'L2' ended at line 2 \(an empty cell or NA\)"):
        read_gene_lists(r)
    plain.write_text("a,b\nTP53,MYC\nMYC,EGFR\nEGFR,NA\n")  # unquoted: NA may be a name; refused as before
    with pytest.raises(InputFormatError, match=r"p\.csv:4: 'NA' in list 'b' is a missing value"):
        read_gene_lists(plain)


def test_the_page_lists_every_root_rule(tmp_path):
    """The registry's page says how the text formats and the gene tables are recognised now."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "reliability.md").read_text()
    assert "compressed or archived data (bzip2, xz, zstd, LZ4, zip, tar)" in doc
    assert "whose first lines are no run's" in doc


@pytest.mark.parametrize("stat", ["hits", "blocks", "shots"])
@pytest.mark.parametrize("nested", [False, True])
def test_a_count_of_hits_is_no_search_engines_answer(tmp_path, stat, nested):
    """u72b_nhl_api_boxscore_as_run: a boxscore's skaters count their hits ('"hits":1'), and any document holding the
    key '"hits"' had been told an Elasticsearch response.  A search engine's hits have a '_score' each; a document
    without one is not named so, whatever else holds the word."""
    import json

    skater = {"playerId": 8478402, "goals": 1, stat: 3, "toi": "21:14"}
    doc = {"id": 2024020500, "playerByGameStats": {"homeTeam": {"forwards": [skater]}}} if nested else skater
    path = tmp_path / "boxscore.json"
    path.write_text(json.dumps(doc))
    shape = run_shape(path.name, path.read_bytes())
    assert shape is None or "Elasticsearch" not in shape.reason, shape
    hits = {"took": 2, "hits": {"hits": [{"_id": "a", "_score": 3.0, "_source": doc}]}}
    path.write_text(json.dumps(hits))
    assert "Elasticsearch" in run_shape(path.name, path.read_bytes()).reason
