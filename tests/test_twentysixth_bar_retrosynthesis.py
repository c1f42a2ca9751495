"""Issue 45's twenty-sixth bar, a medicinal chemistry team ranking candidate synthesis routes per target molecule by
fusing retrosynthesis planners: a file of the team's tools given where a run or qrels go was told by a field count
("expected 6 fields ..., found 1"), by another field's file (a list of InChIs as "a trn transcript file (sclite's)",
reaction SMILES with a confidence as "GSEA's .rnk") or by a generic header note, instead of by what it is: MDL
molfiles (V2000, V3000) and SD files, RXN files, RDfiles, SMILES files, reaction SMILES (bare, with a score, USPTO's
tables), InChI and InChIKey lists, AiZynthFinder's results CSV (u26b_*_as_run, u26b_*_as_qrels).

The members are generated: molecules of several shapes (rings, branches, stereo bonds, bracket atoms, charges) as a
molfile of either version under a named or a blank header line, SD files of one to three records, reactions with and
without agents, each under several names, plain and gzipped, at the runs and the qrels door and through the command;
and near shapes (runs whose ids are SMILES, reaction SMILES or InChIKeys; gene lists and ranked lists of gene names)
keep their reading."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape

MOLECULES = [("paracetamol", "CC(=O)Nc1ccc(O)cc1"), ("aspirin", "CC(=O)Oc1ccccc1C(=O)O"),
             ("erlotinib", "C#Cc1cccc(Nc2ncnc3cc(OCCOC)c(OCCOC)cc23)c1"), ("ethyl crotonate", "C/C=C/C(=O)OCC"),
             ("difluoroethene", "F/C=C\\F"), ("L-alanine", "C[C@@H](N)C(=O)O"), ("sodium acetate", "CC(=O)[O-].[Na+]"),
             ("caffeine", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C")]
REACTIONS = ["CC(=O)Cl.Nc1ccc(O)cc1>>CC(=O)Nc1ccc(O)cc1", "OC(=O)c1ccccc1O.CC(=O)OC(C)=O>>CC(=O)Oc1ccccc1C(=O)O",
             "Brc1ccccc1.OB(O)c1ccccc1>[Pd].C1CCOC1>c1ccc(-c2ccccc2)cc1", "C[C@@H](N)C#N>>C[C@@H](N)C(=O)O"]
INCHIS = ["InChI=1S/C8H9NO2/c1-6(10)9-7-2-4-8(11)5-3-7/h2-5,11H,1H3,(H,9,10)",
          "InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)",
          "InChI=1S/C3H7NO2/c1-2(4)3(5)6/h2H,4H2,1H3,(H,5,6)/t2-/m0/s1"]
INCHIKEYS = ["RZVAJINKPMORJF-UHFFFAOYSA-N", "BSYNRYMUTXBXSQ-UHFFFAOYSA-N", "QNAYBMKLOCPYGJ-REOHCLBHSA-N"]


def _molfile(name: str, version: str, atoms: int) -> str:
    if version == "V3000":
        return (f"{name}\n  Marvin  12012610002D\n\n  0  0  0     0  0            999 V3000\nM  V30 BEGIN CTAB\n"
                f"M  V30 COUNTS {atoms} {atoms} 0 0 0\nM  V30 END CTAB\nM  END\n")
    return (f"{name}\n     RDKit          2D\n\n{atoms:3d}{atoms:3d}  0  0  0  0  0  0  0  0999 V2000\n"
            "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n")


def _sdf(records: int, version: str, named: bool) -> str:
    return "".join(_molfile(f"CHEMBL{25 + k}" if named else "", version, 9 + k) + f">  <state_score>\n0.9{k}\n\n$$$$\n"
                   for k in range(records))


def _text_files():
    for version in ("V2000", "V3000"):
        for named in (True, False):
            line = 1 if named else 2  # a blank header line is skipped as a blank run line is
            yield _molfile("paracetamol" if named else "", version, 11), "molfile", line
            for records in (1, 3):
                yield _sdf(records, version, named), "SD file", line
    yield "$RXN\n\n      RDKit\n\n  2  1\n$MOL\n", "RXN file", 1
    yield "$RXN V3000\n\n  Marvin\n\nM  V30 COUNTS 2 1\n", "RXN file", 1
    yield "$RDFILE 1\n$DATM    12/01/26 10:42\n$RFMT $RIREG 3587961\n$RXN\n", "RDfile", 1
    yield "$MDL  REV  1\n$MOL\n$HDR\n", "RDfile", 1
    for sep in (" ", "\t"):
        yield "".join(f"{smi}{sep}{name.replace(' ', '_')}\n" for name, smi in MOLECULES), "SMILES file", 1
        yield "".join(f"{r}{sep}0.9{k}\n" for k, r in enumerate(REACTIONS)), "reaction SMILES", 1
        yield f"ReactionSmiles{sep}PatentNumber{sep}Year\n" + "".join(
            f"{r}{sep}US0394310{k}{sep}1976\n" for k, r in enumerate(REACTIONS)), "reaction SMILES", 1
        yield ("target,search_time,top_score,is_solved,number_of_steps\n".replace(",", sep)
               + f"CC(=O)Nc1ccc(O)cc1{sep}12.4{sep}0.99{sep}True{sep}1\n"), "AiZynthFinder", 1
    yield "".join(smi + "\n" for _, smi in MOLECULES), "SMILES file", 1
    yield "".join(r + "\n" for r in REACTIONS), "reaction SMILES", 1
    yield "\n".join(INCHIS) + "\n", "InChI", 1
    yield "".join(f"{i} target{k}\n" for k, i in enumerate(INCHIS)), "InChI", 1
    yield "\n".join(INCHIKEYS) + "\n", "InChIKey", 1


TEXT_FILES = list(_text_files())


@pytest.mark.parametrize("text,what,line", TEXT_FILES)
@pytest.mark.parametrize("name", ["planner_output.txt", "targets.dat", "routes.run.gz"])
def test_a_chemistry_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, line, name):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if name.endswith(".gz") else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == line and what in shape.reason, shape
        assert "TARGET Q0 ROUTE RANK SCORE PLANNER" in shape.reason


@pytest.mark.parametrize("text", [
    "".join(f"{smi} Q0 {r} {k + 1} {9 - k} aizynth\n" for k, ((_, smi), r) in enumerate(zip(MOLECULES, REACTIONS))),
    "".join(f"{k} Q0 {i} 1 0.5 inchikeys\n" for k, i in enumerate(INCHIKEYS)),
    "".join(f"{i} Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.5 t\n" for i in INCHIS),
])
def test_runs_whose_ids_are_chemistry_keep_their_reading(tmp_path, text):
    path = tmp_path / "aizynth.run"
    path.write_text(text)
    assert run_shape(str(path)) is None


@pytest.mark.parametrize("text", ["TP53\nCD44\nBRCA1\nIL6\n", "TP53 2.1\nCD44 1.0\nCCND1 0.5\n", "C3PO 1\nAC/DC 2\n",
                                  "Paris_(France)\nLyon\n"])
def test_gene_lists_and_words_are_no_molecules(tmp_path, text):
    path = tmp_path / "genes.txt"
    path.write_text(text)
    shape = run_shape(str(path))
    assert shape is None or not any(w in shape.reason for w in ("SMILES", "InChI", "molfile", "AiZynthFinder"))


@pytest.mark.parametrize("text,what,line", TEXT_FILES[::4])
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_the_command_names_the_file_and_line_and_writes_nothing(tmp_path, capsys, text, what, line, door):
    path, run, out = tmp_path / "planner.txt", tmp_path / "aizynth.run", tmp_path / "routes.run"
    path.write_text(text)
    run.write_text("CC(=O)Nc1ccc(O)cc1 Q0 CC(=O)Cl.Nc1ccc(O)cc1 1 0.99 aizynth\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"planner.txt:{line}" in err and what in err and not out.exists()
