"""Issue 45's twenty-sixth bar, a protein team fusing database hits per query protein across BLAST+, DIAMOND, MMseqs2,
Foldseek and HMMER: a search tool's file given where a run or qrels go was told by a field count ("expected 6 fields
'qid Q0 docid rank score tag', found 12"; HMMER's tables "found 27"; BLAST's XML "found 2"), as a table's header, or
as "an Elasticsearch _search response" (BLAST's JSON), and Foldseek's six-column --format-output was read as a run
whose hits were its E-values (u26a_*_as_run, u26a_*_as_qrels).

The members are generated: the m8 table of each tool (BLAST+'s and DIAMOND's pident 0..100, MMseqs2's and Foldseek's
fident 0..1, Foldseek's extra columns, -outfmt 7's comment lines), HMMER's --tblout and --domtblout with descriptions
of blanks, Stockholm alignments, BLAST's XML and JSON, Foldseek's six columns; under several names, plain and
gzipped, at the runs and the qrels door and through the command; near shapes (a TREC run with tabs, numeric ids or
a decimal docid under a run tag) keep their reading."""

from __future__ import annotations

import gzip
import json

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import root_line

HITS = [("sp|P69905|HBA_HUMAN", "sp|P01942|HBA_MOUSE"), ("d1hhoa_", "UniRef90_P69905"),
        ("d1hhoa_.pdb", "AF-P02144-F1-model_v4.pdb"), ("T1024", "tr|A0A024R0Y4|A0A024R0Y4_HUMAN")]


def _m8(query: str, target: str, ident: float, extra: list[str]) -> str:
    cols = [query, target, f"{ident:.3f}", "141", "19", "0", "1", "141", "2", "142", "2.34e-88", "253"] + extra
    return "\t".join(cols) + "\n"


def _m8_tables():
    for query, target in HITS:
        for ident, tools in ((86.525, "BLAST+"), (0.865, "MMseqs2")):
            for extra in ([], ["0.8123", "1.000"], ["142", "147"]):  # Foldseek's alntmscore, prob; qlen, slen
                yield _m8(query, target, ident, extra) * 2, tools


def _tblout(desc: str) -> str:
    return ("# target name        accession  query name           accession    E-value  score  bias   E-value  score  "
            "bias   exp reg clu  ov env dom rep inc description of target\n"
            "#------------------- ---------- -------------------- ---------- --------- ------ ----- --------- ------ "
            "-----   --- --- --- --- --- --- --- --- ---------------------\n"
            f"sp|P69905|HBA_HUMAN  -          Globin               PF00042.25   1.9e-32  112.4   0.1   2.2e-32  112.2   "
            f"0.1   1.0   1   0   0   1   1   1   1 {desc}\n")


def _domtblout(desc: str) -> str:
    return ("# target name        accession   tlen query name           accession   qlen   E-value  score  bias   #  of"
            "  c-Evalue  i-Evalue  score  bias  from    to  from    to  from    to  acc description of target\n"
            f"sp|P69905|HBA_HUMAN  -            142 Globin               PF00042.25   110   1.9e-32  112.4   0.1   1   1"
            f"   2.4e-36   2.2e-32  112.2   0.1     1   110    29   137    29   138 0.98 {desc}\n")


DESCRIPTIONS = ["Hemoglobin subunit alpha OS=Homo sapiens OX=9606 GN=HBA1 PE=1 SV=2", "-", "Globin"]


def _stockholm(names: list[str]) -> str:
    rows = "".join(f"{n:<20}VLSPADKTNVKAAWGKVGAHAG..EYGAEALERM\n" for n in names)
    return f"# STOCKHOLM 1.0\n#=GF ID   Globin\n\n{rows}//\n"


FILES = ([(text, tool, "aln.m8") for text, tool in _m8_tables()]
         + [(_m8("q1", "s1", 99.0, []), "BLAST", "blastp_vs_sprot.tsv"),
            ("# BLASTP 2.14.0+\n# Query: q1\n# Fields: query acc.ver, subject acc.ver, % identity\n# 1 hits found\n"
             + _m8("q1", "sp|P1|X_HUMAN", 99.0, []), "BLAST", "hits.out")]
         + [(_tblout(d), "HMMER", "globin.tblout") for d in DESCRIPTIONS]
         + [(_domtblout(d), "HMMER", "globin.domtblout") for d in DESCRIPTIONS]
         + [(_stockholm(["HBA_HUMAN/2-142", "HBB_HUMAN/3-147"]), "Stockholm", "seed.txt"),
            (_stockholm(["HBA_HUMAN", "HBB_HUMAN"]), "Stockholm", "PF00042.sto"),
            (_stockholm(["HBA_HUMAN", "HBB_HUMAN"]), "Stockholm", "PF00042.stk")]
         + [('<?xml version="1.0"?>\n<!DOCTYPE BlastOutput PUBLIC "-//NCBI//NCBI BlastOutput/EN" "x.dtd">\n'
             '<BlastOutput>\n</BlastOutput>\n', "BLAST", "blastp.xml"),
            ('<?xml version="1.0"?>\n<BlastXML2 xmlns="http://www.ncbi.nlm.nih.gov">\n</BlastXML2>\n', "BLAST",
             "blastp.xml")]
         + [("d1hhoa_\tAF-P69905-F1-model_v4\t3.552E-25\t862\t0.9931\t1.000\n"
             "d1hhoa_\tAF-P02144-F1-model_v4\t2.011E-16\t512\t0.7410\t1.000\n", "Foldseek", "foldseek.m8"),
            ("q1\tsp|P69905|HBA_HUMAN\t0.00012\t55.1\t0.41\t0.97\n", "Foldseek", "result.tsv")])


def _first_data_line(text: str) -> int:
    """The line a door names: an XML document's root, else the first line that is no blank or '#' comment."""
    if text.startswith("<?"):
        return root_line(text)
    return next(i for i, ln in enumerate(text.splitlines(), 1) if ln.strip() and not ln.lstrip().startswith("#"))


@pytest.mark.parametrize("text, tool, name", FILES)
@pytest.mark.parametrize("gz", [False, True])
def test_a_search_tools_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, tool, name, gz):
    path = tmp_path / (name + ".gz" if gz else name)
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    shape = run_shape(str(path))
    assert shape is not None and tool in shape.reason and "'QUERY Q0 HIT RANK BITSCORE TOOL'" in shape.reason
    assert shape.line == _first_data_line(text)
    qrels = qrels_shape(str(path))
    assert qrels is not None and tool in qrels.reason and "'QUERY 0 HIT GRADE'" in qrels.reason


@pytest.mark.parametrize("indent", [None, 2])
def test_blast_json_is_named_not_taken_for_a_search_engines_response(indent):
    doc = {"BlastOutput2": [{"report": {"program": "blastp", "results": {"search": {"query_id": "Query_1", "hits": [
        {"num": 1, "description": [{"id": "sp|P69905|HBA_HUMAN"}], "hsps": [{"bit_score": 289.3, "evalue": 1e-102}]}
    ]}}}}]}
    what = json_shape(json.dumps(doc, indent=indent))
    assert what is not None and what.startswith("BLAST+'s JSON report") and "Elasticsearch" not in what


@pytest.mark.parametrize("text, tool, name", FILES[::5])
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_the_command_names_the_file_and_line_and_writes_nothing(tmp_path, capsys, text, tool, name, door):
    path, run, out = tmp_path / name, tmp_path / "blastp.run", tmp_path / "hits.run"
    path.write_text(text)
    run.write_text("d1hhoa_ Q0 sp|P69905|HBA_HUMAN 1 289.3 blastp\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:{_first_data_line(text)}:" in err and tool in err and not out.exists()


NEAR = ["d1hhoa_\tQ0\tsp|P69905|HBA_HUMAN\t1\t289.3\tblastp\n",  # a run with tabs
        "101\t0\t12345\t1\t9.5\t2\n",  # numeric ids, a numeric tag: the docid an integer
        "d1hhoa_ Q0 3.5 1 0.25 blastp\nd1hhoa_ Q0 2.5 2 0.125 blastp\n",  # a decimal docid under a run tag, blanks
        "q1\tQ0\t0.00012\t1\t55.1\t0.97\n"]  # a Q0 column: a run, whatever its ids


@pytest.mark.parametrize("text", NEAR)
def test_near_shapes_keep_their_reading(tmp_path, text):
    path = tmp_path / "hits.run"
    path.write_text(text)
    assert run_shape(str(path)) is None
