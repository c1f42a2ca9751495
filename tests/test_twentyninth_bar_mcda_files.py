"""Issue 45's twenty-ninth bar (u29d_*_as_run, u29d_*_as_qrels, u29d_cli_saaty_matrix_as_comparisons,
u29d_api_*_frame, u29d_out_*): a decision analysis team's files given as a run, as qrels, as comparisons or as a frame
were told a field count, "a header over a table", a card sort's similarity matrix or "needs a column for qid"; a
decision matrix, a Saaty pairwise matrix, TOPSIS / PROMETHEE result tables, pyDecision's printout, an AHP report, a
DEXi model and an XMCDA document are now named for what they are at both doors, plain and gzipped, and the models'
names (.dxi, .sdmod, .ahp, .vpg) are refused as output names; legal runs and qrels stay free."""

import random
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.mcda_shapes import mcda_shape
from tests.door_files import refusal_through_the_api

MATRIX = ("alternative,price_eur,quality_score,delivery_days,co2_t\nweight,0.35,0.30,0.20,0.15\n"
          "type,cost,benefit,cost,cost\nA1_Mueller_GmbH,41200,8.5,14,12.1\nA2_Kowalski_SA,37900,7.0,21,15.4\n")
SAATY = (",A1_Mueller_GmbH,A2_Kowalski_SA,A3_Dupont_SARL\nA1_Mueller_GmbH,1,3,1/2\nA2_Kowalski_SA,1/3,1,1/5\n"
         "A3_Dupont_SARL,2,5,1\n")
FILES = {
    "decision_matrix.csv": (MATRIX, "decision matrix"),
    "types_first.csv": ("Alternative,C1,C2,C3\nCriterion type,max,min,max\nWeights,0.5,0.3,0.2\nA1,1,2,3\n",
                        "decision matrix"),
    "entscheidungsmatrix.csv": ("Alternative;Preis;Qualitaet;Lieferzeit\nGewichte;0,5;0,3;0,2\nA1;41200;8,5;14\n",
                                "decision matrix"),
    "criteria_pairwise.csv": ("criterion,price,quality,delivery\nprice,1,3,5\nquality,1/3,1,3\ndelivery,1/5,1/3,1\n",
                              "pairwise comparison matrix"),
    "alternatives_pairwise.csv": (SAATY, "pairwise comparison matrix"),
    "topsis_pydecision.txt": ("a1: 0.5683\na2: 0.4102\na3: 0.6377\n", "pyDecision"),
    "topsis_result.csv": ("Alternative,D+,D-,Closeness,Rank\nA1,0.0412,0.0763,0.6494,1\n", "TOPSIS"),
    "promethee_flows.csv": ("action,phi_plus,phi_minus,phi\nA1,0.41,0.14,0.27\n", "PROMETHEE"),
    "vikor.csv": ("Alternative,S,R,Q,Rank\nA1,0.31,0.14,0.0,1\n", "VIKOR"),
    "ahp_priorities.tsv": ("AHP priorities (eigenvector method)\nCriterion\tWeight\nprice\t0.565\nCR\t0.043\n", "AHP"),
    "supplier.dxi": ('<?xml version="1.0" encoding="UTF-8"?>\n<DEXi>\n  <VERSION>5.05</VERSION>\n'
                     '  <NAME>Supplier selection</NAME>\n</DEXi>\n', "DEXi"),
    "closeness.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<xmcda:XMCDA xmlns:xmcda="http://www.decision-deck.org'
                      '/2019/XMCDA-3.1.1">\n  <alternativesValues/>\n</xmcda:XMCDA>\n', "XMCDA"),
}
RUN = ("supplier_selection_2026 Q0 A1_Mueller_GmbH 1 0.7312 TOPSIS\n"
       "supplier_selection_2026 Q0 A3_Dupont_SARL 2 0.6408 TOPSIS\n")
QRELS = "supplier_selection_2026 0 A1_Mueller_GmbH 3\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_what_it_is_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "PROBLEM Q0 ALTERNATIVE RANK SCORE METHOD" in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS, "AHP Q0 A1 1 0.5 TOPSIS\n", "a1 Q0 d 1 0.5683 pyDecision\n", "weight Q0 price 1 0.35 w\n",
    "weight 0 price 1\n", "1 0 3 5\n", "1 Q0 1 1 1 1\n2 Q0 3 2 0.5 1\n", "DEXi Q0 A1 1 1 t\n",
    "AHP 1\nTOPSIS 2\n", "TOPSIS=1,AHP=0.5\n", "q,d,score\n1,2,0.5\n", "qid,docid,rank\nq1,d1,1\n",
    "gene,study1,study2\nTP53,1,2\n", "x,y,z\n1,1,1\n",
    "gene,degree,betweenness,closeness\nTP53,MYC,EGFR,TP53\n", "date,net_flow,inflow\n2026-01-01,3,4\n",
    "q,r,s\n1,2,3\n", ",a,b,c\na,1,0.3,0.25\n", ",a,b,c\na,1,1,0.5\n", "weight,1,2\nx,3,4\n"])
def test_runs_qrels_weights_and_tables_are_never_claimed(text):
    assert mcda_shape("x.run", text.splitlines()) is None


def test_a_run_of_alternatives_is_read(tmp_path):
    run, qrels = tmp_path / "TOPSIS.run", tmp_path / "panel.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


def test_a_saaty_matrix_given_as_comparisons_is_named(tmp_path):
    path = tmp_path / "ahp_alternatives_pairwise.csv"
    path.write_text(SAATY)
    with pytest.raises(Exception) as err:
        rankagg.fuse(str(path), method="copeland")
    assert "ahp_alternatives_pairwise.csv" in str(err.value) and "pairwise comparison matrix" in str(err.value)


@pytest.mark.parametrize("text, kwargs, what", [
    (MATRIX, {}, "decision matrix"), (SAATY, {"index_col": 0}, "pairwise comparison matrix"),
    ("Alternative,D+,D-,Closeness,Rank\nA1,0.04,0.07,0.64,1\n", {}, "TOPSIS")])
def test_a_frame_of_an_mcda_table_is_named(tmp_path, text, kwargs, what):
    path = tmp_path / "table.csv"
    path.write_text(text)
    with pytest.raises(Exception) as err:
        rankagg.fuse(pd.read_csv(path, **kwargs), method="borda")
    assert what in str(err.value), str(err.value)


@pytest.mark.parametrize("out, what", [("consensus.dxi", "DEXi"), ("consensus.sdmod", "Super Decisions"),
                                       ("CONSENSUS.AHP.gz", "Expert Choice"), ("consensus.vpg", "PROMETHEE")])
def test_mcda_model_names_are_refused_as_outputs(tmp_path, capsys, out, what):
    (tmp_path / "TOPSIS.run").write_text(RUN)
    (tmp_path / "AHP.run").write_text(RUN.replace("TOPSIS", "AHP"))
    try:
        code = main(["fuse", str(tmp_path / "TOPSIS.run"), str(tmp_path / "AHP.run"), "--method", "borda", "-o",
                     str(tmp_path / out)])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and what in err and not (tmp_path / out).exists(), err


@pytest.mark.parametrize("first,want", [("docProps/thumbnail.jpeg", "Excel workbook"), ("media/big.bin", "ZIP archive")])
def test_a_workbook_whose_first_member_is_large_is_named_from_its_central_directory(tmp_path, first, want):
    """A workbook saved with a thumbnail (or any large member) before ``xl/``: its head holds no ``xl/`` member, its
    central directory at the end names one (u29d's helper: 'a zip archive: unzip it' for a spreadsheet)."""
    rng = random.Random(7)
    path = tmp_path / "criteria.xlsx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr(first, bytes(rng.getrandbits(8) for _ in range(40000)))
        if want == "Excel workbook":
            z.writestr("xl/workbook.xml", "<workbook/>")
    message = refusal_through_the_api(tmp_path, "criteria.xlsx", path.read_bytes(), RUN, "run")
    assert "criteria.xlsx" in message and want in message, message
