"""Issue 45's twenty-seventh bar, a particle physics analysis team fusing DeepJet's, ParticleNet's, a TMVA BDT's and a
GNN's scores of events per analysis region: a file of the team's given where a run, qrels or weights go was told by a
field count ("expected 6 fields 'qid Q0 docid rank score tag', found 2" for a HepMC3 record and a Les Houches Event
file, "found 5" for an SLHA spectrum, "found 3" for YODA histograms, "found 1" for a TTree::Scan dump; "expected
'NAME WEIGHT'" at the third line of TMVA's weight XML given to --weights), as "a JSON table" (a pyhf workspace, CMS's
luminosity JSON), as "NUL bytes between the characters" (a ROOT file) or as ranx's LZ4 JSON (a coffea output),
instead of by name (u27a_*_as_run, u27a_*_as_qrels, u27a_tmva_xml_as_weights).

The members are generated: each text file under its own name and a neutral one, plain, gzipped, with a byte-order
mark and CRLF ends, at the runs and the qrels door; HepMC's versions and listings, SLHA's cases and first sections,
the event tables' id columns and truth labels; each JSON document at both doors and under a .json name; each binary
file by its bytes at both doors; the weights door.  Near shapes keep their reading: TREC lines under a physics file's
name, a run or qrels whose first id is 'BLOCK', a run JSON keyed by run numbers, weights files that are weights."""

from __future__ import annotations

import json
import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import SAVED, named_at_both_doors, write_file

HEPMC3 = ("HepMC::Version 3.02.06\nHepMC::Asciiv3-START_EVENT_LISTING\nW 1\nN 1 \"Default\"\nE 0 1 3\nU GEV MM\n"
          "P 1 0 2212 0 0 6.8e+03 6.8e+03 9.38e-01 4\nHepMC::Asciiv3-END_EVENT_LISTING\n")
HEPMC2 = ("HepMC::Version 2.06.09\nHepMC::IO_GenEvent-START_EVENT_LISTING\nE 1 -1 -1 -1 -1 102 -3 4 1 2 0 1 1.0\n"
          "HepMC::IO_GenEvent-END_EVENT_LISTING\n")
LHE = ('<LesHouchesEvents version="{v}">\n<header>\n</header>\n<init>\n2212 2212 6.8e+03 6.8e+03 0 0 325300 325300 -4 1\n'
       '</init>\n<event>\n 4 1 +5.06e+02 1.73e+02 7.5e-03 1.18e-01\n</event>\n</LesHouchesEvents>\n')
SLHA = ("# SOFTSUSY 4.1.12 output\n{block} MASS  # Mass spectrum\n        25     1.25090000E+02   # h0\n"
        "   1000006     1.00000000E+03   # ~t_1\n")
TMVA = ('<MethodSetup Method="BDT::BDTG">\n  <GeneralInfo>\n    <Info name="TMVA Release" value="4.2.1 [262657]"/>\n'
        '  </GeneralInfo>\n</MethodSetup>\n')
YODA = ("BEGIN YODA_{kind}_V2 /CMS_2019_I1753680/d01-x01-y01\nPath: /CMS_2019_I1753680/d01-x01-y01\nType: Histo1D\n"
        "---\n2.0e+02\t2.5e+02\t1.8e+01\t4.1e-02\t4.1e+03\t9.3e+05\t7312\nEND YODA_{kind}_V2\n")
CUTFLOW = ("trigger   : pass=184322     all=1000000    -- eff=18.43 % cumulative eff=18.43 %\n"
           "MET>250   : pass=8321       all=184322     -- eff=4.51 % cumulative eff=0.83 %\n")
SCAN = ("************************************************\n*    Row   *       run *     event * Jet_btagD *\n"
        "************************************************\n*        0 *    358831 * 1.783e+09 * 0.9874000 *\n")
#: (file, its text, a word the note must hold, the line it is named at)
TEXT_FILES = [
    ("ttbar_2L.hepmc", HEPMC3, "HepMC3", 1),
    ("signal.hepmc2", "\n" + HEPMC2, "HepMC2", 2),
    ("events.hepmc", "HepMC::Asciiv3-START_EVENT_LISTING\nE 0 1 3\n", "HepMC", 1),
    ("unweighted_events.lhe", LHE.format(v="3.0"), "Les Houches", 1),
    ("pwgevents.lhe", LHE.format(v="1.0"), "Les Houches", 1),
    ("T2tt.slha", SLHA.format(block="BLOCK"), "SLHA", 2),
    ("spectrum.spc", SLHA.format(block="Block"), "SLHA", 2),
    ("decays.slha", "DECAY   1000006     1.23456789E+01   # stop1 decays\n     1.0E+00    2     1000022  6\n",
     "SLHA", 1),
    ("BDTG.weights.xml", '<?xml version="1.0"?>\n' + TMVA, "TMVA", 2),
    ("MLP.weights.xml", TMVA, "TMVA", 1),
    ("CMS_2019.yoda", YODA.format(kind="HISTO1D"), "YODA", 1),
    ("ratio.yoda", YODA.format(kind="SCATTER2D"), "YODA", 1),
    ("report.txt", CUTFLOW, "cutflow", 1),
    ("scan.txt", SCAN, "TTree::Scan", 1),
    ("nano.csv", ",run,luminosityBlock,event,Jet_btagDeepFlavB\n0,358831,112,1782930044,0.98\n", "NanoAOD", 1),
    ("nano.tsv", "run\tluminosityBlock\tevent\tMET_pt\n358831\t112\t1782930044\t312.4\n", "NanoAOD", 1),
    ("physlite.csv", "runNumber,lumiBlock,eventNumber,DL1dv01_pb\n456714,112,1782930044,0.98\n", "NanoAOD", 1),
    ("truth.csv", "run,luminosityBlock,event,sample,is_signal\n358831,112,1782930044,T2tt,1\n", "'is_signal'", 1),
    ("labels.tsv", "run\tluminosityBlock\tevent\tlabel\n358831\t112\t1782930044\t0\n", "'label'", 1),
]


@pytest.mark.parametrize("name,text,word,line", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "tagger.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_physics_text_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, line, rename, saved):
    path = write_file(tmp_path / rename.format(name=name), SAVED[saved](text))
    named_at_both_doors(path, word, "REGION Q0 EVENT", line=line)


PYHF = json.dumps({"channels": [{"name": "SR", "samples": [{"name": "signal", "data": [5.2], "modifiers": []}]}],
                   "observations": [{"name": "SR", "data": [44.0]}], "measurements": [], "version": "1.0.0"})
JSON_FILES = [(PYHF, "pyhf"), (json.dumps(json.loads(PYHF), indent=4), "pyhf"),
              ('{"355100": [[1, 43], [45, 410]], "355101": [[1, 58]]}', "luminosity JSON"),
              ('{\n  "355100": [\n    [1, 43]\n  ]\n}\n', "luminosity JSON"),
              ('{"1": [[1, 5]]}'.replace('"1"', '"2018"'), "luminosity JSON")]


@pytest.mark.parametrize("text,word", JSON_FILES)
@pytest.mark.parametrize("name", ["workspace.json", "golden.json.gz", "tagger.run", "truth.qrels"])
def test_a_physics_json_document_is_named_at_every_door(tmp_path, capsys, text, word, name):
    assert word in (json_shape(text) or "")
    path = write_file(tmp_path / name, text.encode())
    run = write_file(tmp_path / "deepjet.run", b"SR Q0 e1 1 0.9 deepjet\n")
    for argv in (["fuse", path, run, "--method", "rrf", "-o", str(tmp_path / "signal.run")],
                 ["evaluate", run, "--qrels", path]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert name in err and word in err, err
    assert not (tmp_path / "signal.run").exists()


ROOT = (b"root" + struct.pack(">iiiiiiiBiii", 62406, 100, 5432, 5310, 122, 1, 58, 4, 505, 4812, 498)).ljust(300, b"\0")
BIG_ROOT = (b"root" + struct.pack(">iiqqiiiBiq", 1062804, 100, 2 ** 33, 2 ** 33 - 90, 90, 1, 58, 8, 505, 2 ** 33 - 200)
            ).ljust(300, b"\0")
COFFEA = b"\x04\x22\x4d\x18\x64\x40\xa7" + struct.pack("<I", 0x80000010) + b"\x80\x05}\x94." + bytes(24)
BINARIES = [("nano.root", ROOT, "ROOT file"), ("skim_2024.root", BIG_ROOT, "ROOT file"),
            ("output.coffea", COFFEA, "coffea output"), ("OUTPUT.COFFEA", COFFEA, "coffea output")]


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_a_physics_binary_file_is_named_by_its_bytes_at_each_door(tmp_path, capsys, name, data, word, door):
    path = write_file(tmp_path / name, data)
    assert word in (container_of(path) or "")
    run = write_file(tmp_path / "bdt.run", b"SR Q0 e1 1 0.9 bdt\n")
    argv = (["fuse", path, run, "--method", "rrf", "-o", str(tmp_path / "signal.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err and "REGION Q0 EVENT" in err, err


def test_an_lz4_frame_under_another_name_is_still_ranx_s(tmp_path):
    path = write_file(tmp_path / "run.lz4", COFFEA)
    reason = container_of(path) or ""
    assert "LZ4" in reason and "coffea" not in reason


@pytest.mark.parametrize("name,text,word", [("stop_BDTG.weights.xml", '<?xml version="1.0"?>\n' + TMVA, "TMVA"),
                                            ("weights.txt", HEPMC3, "HepMC3"), ("w.txt", SLHA.format(block="BLOCK"),
                                                                                 "SLHA")])
def test_a_physics_file_given_as_weights_is_named(tmp_path, capsys, name, text, word):
    runs = [write_file(tmp_path / f"{t}.run", f"SR Q0 e1 1 0.9 {t}\nSR Q0 e2 2 0.1 {t}\n".encode()) for t in ("dj", "bdt")]
    weights = write_file(tmp_path / name, text.encode())
    assert main(["fuse", *runs, "--method", "rrf", "--weights", weights, "-o", str(tmp_path / "s.run")]) == 2
    err = capsys.readouterr().err
    assert f"{name}:" in err and word in err and "'NAME W'" in err, err
    assert not (tmp_path / "s.run").exists()


def test_a_weights_line_of_no_known_file_is_still_shown(tmp_path, capsys):
    runs = [write_file(tmp_path / f"{t}.run", f"SR Q0 e1 1 0.9 {t}\n".encode()) for t in ("dj", "bdt")]
    weights = write_file(tmp_path / "w.txt", b"dj 1\nbdt 0.5 extra\n")
    assert main(["fuse", *runs, "--method", "rrf", "--weights", weights, "-o", str(tmp_path / "s.run")]) == 2
    assert "w.txt:2: expected 'NAME WEIGHT', got 'bdt 0.5 extra'" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["events.hepmc", "T2tt.slha", "unweighted.lhe", "hist.yoda", "nano.csv.run",
                                  "cutflow.txt"])
def test_trec_lines_under_a_physics_name_are_read(tmp_path, name):
    path = write_file(tmp_path / name, b"SR_2b_highMET Q0 run358831_lumi112_evt1782930044 1 1.0 deepjet\n"
                                   b"SR_2b_highMET Q0 run358831_lumi112_evt1782940017 2 0.98 deepjet\n")
    assert run_shape(path) is None and container_of(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "signal.run")]) == 0
    assert (tmp_path / "signal.run").read_text().split()[2] == "run358831_lumi112_evt1782930044"


def test_a_run_and_qrels_whose_first_query_is_block_are_read(tmp_path, capsys):
    run = write_file(tmp_path / "r.run", b"BLOCK Q0 e1 1 0.9 t\nBLOCK Q0 e2 2 0.5 t\n")
    qrels = write_file(tmp_path / "q.qrels", b"BLOCK 0 e1 1\nBLOCK 0 e2 0\n")
    assert run_shape(run) is None and qrels_shape(qrels) is None
    assert main(["evaluate", run, "--qrels", qrels, "-m", "P.1"]) == 0
    assert "1.0000" in capsys.readouterr().out


def test_a_run_json_keyed_by_run_numbers_is_no_luminosity_json():
    assert json_shape('{"355100": {"evt1": 0.9, "evt2": 0.1}}') is None
    assert json_shape('{"355100": [["evt1", 0.9]]}') is None


def test_an_events_table_of_a_run_s_columns_is_no_physics_table(tmp_path):
    path = write_file(tmp_path / "run.csv", b"qid,docid,score,run\nSR,e1,0.9,deepjet\n")
    shape = run_shape(path)
    assert shape is None or "NanoAOD" not in shape.reason
