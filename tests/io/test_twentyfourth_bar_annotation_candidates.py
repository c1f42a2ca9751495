"""Issue 45's twenty-fourth bar, a metabolomics core fusing its annotation tools' candidates per spectral feature.
Two fault classes:

* the consensus written under a name of the core's own formats (``-o annotations.mzmine``, ``.sirius``, a GNPS
  network's ``.graphml``, a Cytoscape ``.cys``, ``.imzML``, ``.mzData``, ``.ms1``, a SCIEX ``.wiff``) was TREC lines
  with exit 0 (u24g_out_*);
* a file of the core's tools given where a run, qrels or a table of lists goes was told by a field count or as "a run
  table saved as text" instead of by name: SIRIUS's structure and formula candidates, GNPS's library search results
  (a ``#Scan#`` header), MS-FINDER's export, MZmine's and MS-DIAL's feature tables, an MSP library, MS-FINDER's
  ``.mat`` (u24g_in_*, u24g_lists_*, u24g_qrels_*).

The members are generated: each name as a user types it, each file under its own name and neutral ones, at the
runs, qrels and lists doors; and files of near shapes that must keep their old reading."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.gene_list_kind import not_gene_table
from rankagg.io.output_names import foreign_output

CORE_NAMES = [".mzmine", ".sirius", ".graphml", ".gexf", ".xgmml", ".cys", ".imzml", ".mzdata", ".mzmlb", ".ms1",
              ".wiff", ".wiff2", ".baf", ".lcd"]
SPELLINGS = [lambda s: f"annotations{s}", lambda s: f"ANNOTATIONS{s.upper()}", lambda s: f"annotations{s}.gz",
             lambda s: f"annotations{s[:3]}{s[3:].upper()}"]


@pytest.mark.parametrize("suffix", CORE_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_core_formats_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["annotations.run", "sirius.run", "mzmine_consensus.run", "graphml.txt",
                                  "wiff.run", "msp_hits.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_SIRIUS_STRUCTURES = ("rank\tformulaRank\t#adducts\tConfidenceScore\tCSI:FingerIDScore\tmolecularFormula\tadduct\t"
                      "InChIkey2D\tInChI\tname\tsmiles\tpubchemids\n"
                      "1\t1\t1\t0.82\t-112.5\tC3H7NO2\t[M+H]+\tUCMIRNVEIXFBKS\tInChI=1S/C3H7NO2\tbeta-Alanine\t"
                      "C(CN)C(=O)O\t239\n2\t1\t1\t0.82\t-140.2\tC3H7NO2\t[M+H]+\tQNAYBMKLOCPYGJ\tInChI=1S/C3H7NO2\t"
                      "Alanine\tCC(C(=O)O)N\t5950;602\n")
_SIRIUS4_COMPOUNDS = ("id\tinchikey2D\tinchi\tmolecularFormula\trank\tscore\tname\tsmiles\txlogp\tpubchemids\n"
                      "1_sample01_17\tUCMIRNVEIXFBKS\tInChI=1S/C3H7NO2\tC3H7NO2\t1\t-112.5\tbeta-Alanine\t"
                      "C(CN)C(=O)O\t-3.1\t239\n")
_SIRIUS_FORMULAS = ("formulaRank\tmolecularFormula\tadduct\tprecursorFormula\tZodiacScore\tSiriusScore\tTreeScore\n"
                    "1\tC3H7NO2\t[M+H]+\tC3H7NO2\t0.99\t45.2\t40.1\n2\tC2H3N3O\t[M+H]+\tC2H3N3O\t0.01\t12.2\t10.0\n")
_GNPS_HEADER = ("#Scan#\tSpectrumFile\tAnnotation\tOrigAnnotation\tProtein\tdbID\tCompound_Name\tOrganism\t"
                "Ion_Source\tCompound_Source\tInstrument\tPI\tData_Collector\tAdduct\tPrecursor_MZ\tExactMass\t"
                "Charge\tCAS_Number\tPubmed_ID\tSmiles\tINCHI\tINCHI_AUX\tLibrary_Class\tSpectrumID\tMQScore\n")
_GNPS_ROW = ("17\tspectra/s01.mzML\t*..*\t*..*\tN/A\tN/A\tbeta-Alanine\tGNPS-LIBRARY\tLC-ESI\tCommercial\tqTof\t"
             "PI\tLab\tM+H\t90.055\t89.048\t1\tN/A\tN/A\tC(CN)C(=O)O\tN/A\tN/A\t1\tCCMSLIB00000001547\t0.93\n")
_GNPS = _GNPS_HEADER + _GNPS_ROW
_GNPS_NO_HASH = ("Compound_Name,MQScore,SpectrumID,Scan\nbeta-Alanine,0.93,CCMSLIB00000001547,17\n")
_MSFINDER = ("File path\tFile name\tTitle\tPrecursor mz\tPrecursor type\tStructure rank 1\tTotal score\n"
             "C:\\data\\F1.mat\tF1\tF1\t90.055\t[M+H]+\tbeta-Alanine\t7.52\n")
_MZMINE = "row ID,row m/z,row retention time,s01.mzML Peak area,\n1,90.0550,1.23,120345.2,\n"
_MSDIAL = "Alignment ID\tAverage Rt(min)\tAverage Mz\tMetabolite name\n0\t1.23\t90.0550\tUnknown\n"
_MSP = "NAME: beta-Alanine\nPRECURSORMZ: 90.0550\nNum Peaks: 1\n44.0495\t100\n"
_MSP_LOWER = "Name: Caffeine\nSynon: 1,3,7-trimethylxanthine\nDB#: MoNA000123\nNum Peaks: 1\n138.0662 100\n"
_MAT = "NAME: F1\nSCANNUMBER: 17\nPRECURSORMZ: 90.0550\nNum Peaks: 1\n90.0550\t1000\n"
#: (file text, what the note names)
CORE_FILES = [(_SIRIUS_STRUCTURES, "SIRIUS"), (_SIRIUS4_COMPOUNDS, "SIRIUS"), (_SIRIUS_FORMULAS, "SIRIUS"),
              (_GNPS, "GNPS"), (_GNPS_NO_HASH, "GNPS"), (_MSFINDER, "MS-FINDER"), (_MZMINE, "MZmine"),
              (_MSDIAL, "MS-DIAL"), (_MSP, "MSP"), (_MSP_LOWER, "MSP")]


def _line(text: str) -> int:
    return 2 if text.startswith("#") else 1


@pytest.mark.parametrize("text,what", CORE_FILES)
@pytest.mark.parametrize("name", ["results.tsv", "results.csv", "tool.run", "data"])
def test_a_core_file_is_named_at_the_runs_door(tmp_path, text, what, name):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == _line(text) and what in shape.reason


@pytest.mark.parametrize("text,what", CORE_FILES)
def test_a_core_file_is_named_at_the_qrels_door(tmp_path, text, what):
    path = tmp_path / "standards.qrels"
    path.write_text(text, encoding="utf-8")
    shape = qrels_shape(str(path))
    assert shape is not None and what in shape.reason


@pytest.mark.parametrize("text,what", CORE_FILES)
def test_the_lists_door_leaves_it_to_the_runs_door(tmp_path, text, what):
    path = tmp_path / ("results.tsv" if "\t" in text else "results.csv")
    path.write_text(text, encoding="utf-8")
    reason = not_gene_table(str(path))
    assert reason is not None and what in reason


@pytest.mark.parametrize("name", ["F1.mat", "feature_0017.MAT"])
def test_ms_finders_mat_is_named_by_its_name(tmp_path, name):
    path = tmp_path / name
    path.write_text(_MAT, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "MS-FINDER" in shape.reason


@pytest.mark.parametrize("text,what", [CORE_FILES[0], CORE_FILES[3], CORE_FILES[6], CORE_FILES[8]])
@pytest.mark.parametrize("output", ["consensus.run", "consensus.tsv"])
def test_the_command_names_it_at_its_line(tmp_path, capsys, text, what, output):
    name = "results.tsv" if "\t" in text else "results.csv"
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:{_line(text)}:" in err and what in err and err.count("\n") == 1
    assert not (tmp_path / output).exists()


@pytest.mark.parametrize("text", [
    "F1 Q0 UCMIRNVEIXFBKS-UHFFFAOYSA-N 1 -112.5 sirius\nF1 Q0 QNAYBMKLOCPYGJ-UHFFFAOYSA-N 2 -140.2 sirius\n",
    "sirius\tgnps\tmsfinder\nUCMIRNVEIXFBKS\tCCMSLIB00000001547\tQNAYBMKLOCPYGJ\n",  # a table of lists
    "id\tmolecularFormula\tscore\nF1\tC3H7NO2\t0.9\n",  # a formula column, no SIRIUS score
    "name\tscore\nbeta-Alanine\t0.9\n",  # 'name' as a header cell, no 'NAME:' line
    "Name: beta-Alanine, the standard of plate 3\nq1 Q0 d1 1 2.5 run\n",  # a note, then a run
])
def test_near_shapes_keep_their_reading(tmp_path, text):
    path = tmp_path / "x.tsv"
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is None or not any(w in shape.reason for w in ("SIRIUS", "GNPS", "MS-FINDER", "MZmine", "MSP"))
