"""Issue 45's twenty-eighth bar (u28c_): a corpus linguistics team's CoNLL-U treebanks, Sketch Engine exports and
AntConc's collocate exports are named at the run and qrels doors, plain and gzipped, case-blind, while runs and
qrels stay read."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.collocations_shapes import AS_RUN
from rankagg.io.foreign_shapes import qrels_shape, run_shape

CONLLU = ("# sent_id = ewt-0001\n# text = They made a decision.\n"
          "1\tThey\tthey\tPRON\tPRP\tCase=Nom\t2\tnsubj\t_\t_\n1-2\tdon't\t_\t_\t_\t_\t_\t_\t_\t_\n"
          "2\tmade\tmake\tVERB\tVBD\tTense=Past\t0\troot\t_\t_\n")
SKETCH = ('"corpus: English Web 2020 (enTenTen20)"\n"subcorpus: -"\n"lemma: make"\n"pos: verb"\n'
          '"Item","Freq","Score"\n"decision","41233","9.87"\n')
ANTCONC = "Rank\tFreq\tFreq(L)\tFreq(R)\tStat\tCollocate\n1\t412\t12\t400\t7.912\tdecision\n"
FILES = [("en_ewt-ud-train.conllu", CONLLU, "CoNLL-U"), ("collocations_make.csv", SKETCH, "Sketch Engine"),
         ("antconc_results.txt", ANTCONC, "AntConc")]
RUN = b"make_VERB Q0 decision 1 14.2 logDice\nmake_VERB Q0 sure 2 13.1 logDice\n"


def _write(path, data: bytes) -> str:
    path.write_bytes(gzip.compress(data) if str(path).lower().endswith(".gz") else data)
    return str(path)


@pytest.mark.parametrize("name,text,word", FILES)
@pytest.mark.parametrize("rename", ["{name}", "{name}.gz", "{upper}", "{upper}.GZ"])
def test_a_corpus_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, rename):
    path = _write(tmp_path / rename.format(name=name, upper=name.upper()), text.encode())
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and word in shape.reason and AS_RUN in shape.reason, shape


@pytest.mark.parametrize("name,text,word", FILES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_the_file_and_tool(tmp_path, capsys, name, text, word, door):
    path = _write(tmp_path / name, text.encode())
    run = _write(tmp_path / "logdice.run", RUN)
    out = tmp_path / "fused.run"
    argv = (["fuse", path, run, "--method", "rrf", "-o", str(out)] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("text", [RUN.decode(), "make_VERB\tQ0\ta_decision\t1\t-2.5\tMI\n"])
def test_runs_stay_read(tmp_path, text):
    assert run_shape(_write(tmp_path / "run.txt", text.encode())) is None


def test_qrels_stay_read(tmp_path):
    assert qrels_shape(_write(tmp_path / "qrels.txt", b"make_VERB 0 decision 2\nmake_VERB 0 sure 1\n")) is None
