"""Issue 45's thirty-second bar (u32b_*_as_run, u32b_*_as_qrels, u32b_out_*, u32b_api_*): a breeding company's files
given as a run or as qrels were told a field count or a generic note; BLUPF90's parameter and solutions files,
GenomeStudio final reports, DSSAT files, ISA-Tab investigations, BrAPI answers and sire proof sheets are now named at
both doors, plain and gzipped, and at the API; -o .par, .wth, .bpm and .egt are refused."""

import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.breeding_shapes import (BREEDING_OUTPUTS, breeding_columns, breeding_document, breeding_head,
                                        breeding_shape)
from rankagg.io.json_documents import json_shape
from tests.door_files import refused_output, named_through_the_api

PAR = "# BLUPF90 parameter file created by RENUMF90\nDATAFILE\n renf90.dat\nNUMBER_OF_TRAITS\n           1\n"
PAR_BARE = "DATAFILE\n renf90.dat\nNUMBER_OF_TRAITS\n 1\n"
SOLUTIONS = "trait/effect level  solution\n   1   1         1         12.34567890\n"
FINAL = "[Header]\nGSGT Version\t2.0.4\nProcessing Date\t11/27/2026\n[Data]\nSNP Name\tSample ID\n"
WTH = "*WEATHER DATA : Gainesville, FL\n\n@ INSI      LAT     LONG  ELEV\n  UFGA   29.630  -82.370    40\n"
FILEX = "*EXP.DETAILS: UFGA2601SB SOYBEAN TRIAL\n\n*GENERAL\n@PEOPLE\n"
ISA = "ONTOLOGY SOURCE REFERENCE\nTerm Source Name\tCO_322\nINVESTIGATION\n"
PROOFS = "ID,Name,NM$,CM$,PTAM,PTAF\nHOLUSAM003012845567,SIEMERS,1186,1204,1422,98\n"
BRAPI = {"metadata": {"datafiles": [], "pagination": {"currentPage": 0, "pageSize": 1000, "totalCount": 1,
                                                      "totalPages": 1}, "status": []},
         "result": {"data": [{"germplasmDbId": "g-1", "germplasmName": "HOLDEUM000355184712"}]}}
FILES = {
    "renf90.par": (PAR, "BLUPF90's parameter file", 1),
    "bare.par": (PAR_BARE, "BLUPF90's parameter file", 1),
    "solutions": (SOLUTIONS, "BLUPF90's solutions file", 1),
    "FinalReport.txt": (FINAL, "GenomeStudio final report", 1),
    "UFGA2601.WTH": (WTH, "DSSAT", 1),
    "UFGA2601.SBX": (FILEX, "DSSAT", 1),
    "i_investigation.txt": (ISA, "ISA-Tab", 1),
    "proofs.csv": (PROOFS, "CDCB", 1),
    "germplasm.json": (json.dumps(BRAPI), "BrAPI", 1),
}
RUN = ("holstein/nm/2026-12 Q0 bull:HOLDEUM000355184712 1 0.91 gblup\n"
       "holstein/nm/2026-12 Q0 bull:HOLUSAM003012845567 2 0.77 gblup\n")
QRELS = "holstein/nm/2026-12 0 bull:HOLDEUM000355184712 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    message = named_through_the_api(tmp_path, FILES, name, door, gz, RUN)
    assert "BREED/INDEX Q0 ID" in message or "{query: {document: grade}}" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "DATAFILE Q0 d 1 0.5 t\n", "*WEATHER 0 d 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert breeding_shape("x.run", lines) is None and breeding_head(text) is None


@pytest.mark.parametrize("text", [
    "# a comment\nDATAFILES are here\n",  # not the keyword alone
    "# notes\nq1 Q0 d1 1 0.5 t\nDATAFILE\n",  # a run line comes first
    "[Header]\nVersion 2\n",  # an INI file, not GenomeStudio's
    "*bold text\n",
    "ONTOLOGY\n",
    "ID,Name,NM\n1,a,2\n",
])
def test_near_misses_are_left_to_others(text):
    assert breeding_shape("x.txt", text.splitlines()) is None and breeding_head(text) is None


def test_brapi_is_told_by_its_metadata():
    assert "BrAPI" in json_shape(json.dumps(BRAPI))
    assert breeding_document(BRAPI) is not None
    assert breeding_document({"metadata": {"pagination": {}}, "result": {}}) is None  # no datafiles: another API's
    assert breeding_document({"q1": {"d1": 1.0}}) is None


def test_a_brapi_answer_in_python_is_named():
    with pytest.raises(ValueError, match="BrAPI"):
        rankagg.fuse(BRAPI, method="rrf")


@pytest.mark.parametrize("output", sorted(BREEDING_OUTPUTS))
def test_a_fused_run_is_not_written_as_a_breeding_file(tmp_path, capsys, output):
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "sires" + output)


def test_a_proof_sheet_frame_is_named():
    with pytest.raises(ValueError, match="CDCB"):
        rankagg.fuse(pd.read_csv(io.StringIO(PROOFS)), method="borda")
    assert breeding_columns(["qid", "docid", "run", "score"]) is None
