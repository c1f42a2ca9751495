"""Issue 45's thirty-second bar (u32f_*_as_run, u32f_*_as_qrels, u32f_api_*): a drug safety team's files given as a
run or as qrels were told a field count or a generic note; FAERS's quarterly files, MedDRA's ASCII files, SIDER's
side effects, VAERS's data, openFDA answers and E2B ICSRs are now named at both doors, plain and gzipped, and at the
API."""

import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.pharmacovigilance_shapes import (pharmacovigilance_columns, pharmacovigilance_document,
                                                 pharmacovigilance_head, pharmacovigilance_shape)
from tests.door_files import named_through_the_api

DEMO = "primaryid$caseid$caseversion$i_f_code$event_dt\n100000123$10000012$3$F$20260801\n"
REAC = "primaryid$caseid$pt$drug_rec_act\n100000123$10000012$Myalgia$\n"
DRUG = "primaryid$caseid$drug_seq$role_cod$drugname\n100000123$10000012$1$PS$LIPITOR\n"
LLT = "10000001$Ventricle wall thinning$10047284$$$$$$$Y$$\n10000002$Abdominal pain$10000081$$$$$$$Y$$\n"
SIDER = "CID100000085\tCID000010917\tC0000729\tLLT\tC0000729\tAbdominal cramps\n"
VAERS = "VAERS_ID,RECVDATE,STATE,AGE_YRS,SEX,SYMPTOM_TEXT\n2801234,11/02/2026,CA,67.0,F,Myalgia\n"
OPENFDA = {"meta": {"disclaimer": "Do not rely on openFDA.", "terms": "https://open.fda.gov/terms/",
                    "license": "https://open.fda.gov/license/", "results": {"skip": 0, "limit": 1, "total": 9}},
           "results": [{"safetyreportid": "10003300"}]}
E2B_R3 = ('<?xml version="1.0" encoding="UTF-8"?>\n<MCCI_IN200100UV01 xmlns="urn:hl7-org:v3" ITSVersion="XML_1.0">\n'
          '<id extension="batch-1"/>\n</MCCI_IN200100UV01>\n')
E2B_R2 = '<?xml version="1.0"?>\n<!DOCTYPE ichicsr SYSTEM "icsr21xml.dtd">\n<ichicsr lang="en">\n</ichicsr>\n'
FILES = {
    "DEMO26Q3.txt": (DEMO, "FAERS's DEMO file", 1),
    "REAC26Q3.txt": (REAC, "FAERS's REAC file", 1),
    "DRUG26Q3.txt": (DRUG, "FAERS's DRUG file", 1),
    "llt.asc": (LLT, "MedDRA's ASCII", 1),
    "meddra_all_se.tsv": (SIDER, "SIDER", 1),
    "2026VAERSDATA.csv": (VAERS, "VAERS's data file", 1),
    "event.json": (json.dumps(OPENFDA), "openFDA", 1),
    "icsr.xml": (E2B_R3, "E2B(R3)", 2),
    "icsr_r2.xml": (E2B_R2, "E2B(R2)", 3),
}
RUN = "prod:atorvastatin/2026Q3 Q0 pt:10028411 1 0.91 prr\nprod:atorvastatin/2026Q3 Q0 pt:10028372 2 0.77 prr\n"
QRELS = "prod:atorvastatin/2026Q3 0 pt:10028411 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "PRODUCT/QUARTER Q0 EVENT")


@pytest.mark.parametrize("text", [RUN, QRELS, "10000001$a Q0 d 1 0.5 t\n", "CID100000085 Q0 d 1 0.5 t\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert pharmacovigilance_shape("x.run", text.splitlines()) is None and pharmacovigilance_head(text) is None


@pytest.mark.parametrize("text", [
    "primaryid$name\n1$a\n",  # no caseid
    "1000000$seven digits$x\n",
    "10000001$a$b\nnot a MedDRA line\n",  # the second line is no term's
    "CID1\tCID2\tx\n",
    "VAERS_ID,NOTE\n1,a\n",
    '<?xml version="1.0"?>\n<PORR_IN049016UV xmlns="urn:example">\n</PORR_IN049016UV>\n',  # not HL7 v3's namespace
])
def test_near_misses_are_left_to_others(text):
    assert pharmacovigilance_shape("x.txt", text.splitlines()) is None and pharmacovigilance_head(text) is None


def test_an_openfda_answer_in_python_is_named():
    assert pharmacovigilance_document(OPENFDA) is not None
    assert pharmacovigilance_document({"meta": {"disclaimer": "x", "terms": "elsewhere"}, "results": []}) is None
    with pytest.raises(ValueError, match="openFDA"):
        rankagg.fuse(OPENFDA, method="rrf")


@pytest.mark.parametrize("text, sep, what", [(VAERS, ",", "VAERS"), (DEMO, "$", "FAERS")])
def test_frames_are_named(text, sep, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text), sep=sep), method="borda")
    assert pharmacovigilance_columns(["qid", "docid", "run", "score"]) is None
