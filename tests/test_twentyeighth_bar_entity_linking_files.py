"""Issue 45's twenty-eighth bar (u28f_*_as_run, u28f_*_as_qrels): an entity linking team's RDF (N-Triples, N-Quads,
Turtle and NIF) and AIDA-CoNLL files given where runs or qrels are read are named at their first line with what they
are, plain and gzipped; runs and qrels whose ids look like the field's stay read."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main

_RUN = "m1 Q0 Q90 1 0.9 blink\nm1 Q0 Q42 2 0.4 blink\n"

FILES = [
    ("links.nt", "<http://ex.org/d#char=3,9> <http://www.w3.org/2005/11/its/rdf#taIdentRef> "
                 "<http://www.wikidata.org/entity/Q90> .\n", "N-Triples"),
    ("links.NT", '_:b0 <http://www.w3.org/2000/01/rdf-schema#label> "Paris, Texas"@en .\n', "N-Triples"),
    ("links.nq", "<http://ex.org/d#char=3,9> <http://www.w3.org/2005/11/its/rdf#taIdentRef> "
                 "<http://dbpedia.org/resource/Paris> <http://ex.org/g1> .\n", "N-Quads"),
    ("corpus.ttl", "@prefix nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#> .\n"
                   "<http://ex.org/d#char=0,9> a nif:Context .\n", "NIF corpus in Turtle"),
    ("kb.ttl", "PREFIX wd: <http://www.wikidata.org/entity/>\nwd:Q42 a wd:Q5 .\n", "RDF in Turtle"),
    ("AIDA-YAGO2-dataset.tsv", "-DOCSTART- (1 EU)\nEU\tB\tEU\t--NME--\n", "AIDA-CoNLL"),
]


def _write(tmp_path, name, text, gz):
    path = tmp_path / (name + gz)
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    return str(path)


@pytest.mark.parametrize("gz", ["", ".gz"])
@pytest.mark.parametrize("door", ["runs", "qrels"])
@pytest.mark.parametrize("name,text,word", FILES)
def test_the_fields_file_is_named_at_its_first_line(tmp_path, capsys, name, text, word, door, gz):
    path = _write(tmp_path, name, text, gz)
    run = _write(tmp_path, "blink.run", _RUN, "")
    argv = (["fuse", path, run, "--method", "rrf", "-o", str(tmp_path / "fused.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}{gz}:1" in err and word in err, err
    assert not (tmp_path / "fused.run").exists()


# ids in angle brackets, an '@' qid and a '-DOCSTART-' docid are legal: six (or four) fields stay a run (or qrels)
RUNS = ["<http://ex.org/m1> Q0 <http://www.wikidata.org/entity/Q42> 1 0.9 .\n",
        "@prefix Q0 Q42 1 0.9 blink\n",
        "m1 Q0 -DOCSTART- 1 0.9 blink\n"]


@pytest.mark.parametrize("text", RUNS)
def test_run_lines_with_the_fields_ids_are_read(tmp_path, text):
    path = _write(tmp_path, "linker.nt", text, "")
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "fused.run")]) == 0
    assert (tmp_path / "fused.run").read_text().count("\n") == 1


def test_qrels_with_bracketed_ids_are_read(tmp_path, capsys):
    qrels = _write(tmp_path, "gold.nt", "<http://ex.org/m1> 0 <http://www.wikidata.org/entity/Q42> 1\n", "")
    run = _write(tmp_path, "blink.run", "<http://ex.org/m1> Q0 Q90 1 0.9 b\n"
                 "<http://ex.org/m1> Q0 <http://www.wikidata.org/entity/Q42> 2 0.4 b\n", "")
    assert main(["evaluate", run, "--qrels", qrels, "-m", "recip_rank"]) == 0
    assert "0.5000" in capsys.readouterr().out  # the gold entity second: RR 1/2 by hand
