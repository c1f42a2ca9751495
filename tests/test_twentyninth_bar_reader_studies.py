"""Issue 45's twenty-ninth bar (u29e_): a radiology AI team's reader-study files given as a run or as qrels were told
a field count ('expected 6 fields'), 'a table, not TREC run lines' or 'a JSON table's'; each is now named for its tool
at both doors, plain and gzipped, with its file and line; their frames are named too, the consensus is refused under
an imaging format's name, and runs and qrels whose ids are the field's words stay read."""

from __future__ import annotations

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.reader_study_shapes import reader_study_columns, reader_study_head, reader_study_json, reader_study_shape
from tests.door_files import refusal_through_the_api

IMRMC = ("Reader study DBT vs FFDM\nNR: 8\nN0: 12\nN1: 6\nNM: 2\n\nBEGIN DATA:\n-1,case_0400,truth,1\n"
         "R01,case_0400,DBT_2026,87\n")
FILES = {
    "dbt_study.imrmc": (IMRMC, "iMRMC", 1),
    "Truth.csv": ("CaseID,LesionID,Weight,ReaderID,ModalityID,Paradigm\n1,0,0,\"0, 1\",\"0, 1\",ROC\n", "RJafroc", 1),
    "TP.csv": ("ReaderID,ModalityID,CaseID,LesionID,TP_Rating\n0,0,70,1,5\n", "RJafroc", 1),
    "FP.csv": ("ReaderID,ModalityID,CaseID,FP_Rating\n0,0,1,2\n", "RJafroc", 1),
    "train.csv": ("Path,Sex,Age,Frontal/Lateral,AP/PA,No Finding,Cardiomegaly,Edema\n"
                  "CheXpert-v1.0-small/train/patient00001/study1/view1_frontal.jpg,Female,68,Frontal,AP,1.0,,-1.0\n",
                  "CheXpert", 1),
    "mimic-cxr-2.0.0-chexpert.csv": ("subject_id,study_id,Atelectasis,Cardiomegaly,No Finding\n10000032,50414267,,,1.0\n",
                                     "MIMIC-CXR", 1),
    "submission.csv": ("prediction_id,cancer\n10008_L,0.0213\n10008_R,0.0871\n", "RSNA", 1),
    "rsna_train.csv": ("site_id,patient_id,image_id,laterality,view,age,cancer,biopsy\n2,10006,462822612,L,CC,61.0,0,0\n",
                       "RSNA", 1),
    "rois.csv": ("ImageNo,RoiNo,RoiMean,RoiMin,RoiMax,RoiName\n12,0,412.53,118,902,mass_L1\n", "OsiriX", 1),
    "069.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<LidcReadMessage uid="1.3.6" xmlns="http://www.nih.gov">\n'
                "<readingSession><unblindedReadNodule><noduleID>Nodule 001</noduleID></unblindedReadNodule>"
                "</readingSession>\n</LidcReadMessage>\n", "LIDC-IDRI", 2),
    "case_0412.dump.txt": ("\n# Dicom-File-Format\n\n# Dicom-Meta-Information-Header\n"
                           "(0002,0000) UL 194                       #   4, 1 FileMetaInformationGroupLength\n",
                           "dcmdump", 2),
    "ds.txt": ("Dataset.file_meta -------------------------------\n"
               "(0008, 0016) SOP Class UID                       UI: Digital Mammography X-Ray Image Storage\n",
               "pydicom", 2),
    "case_0412_sr.json": ('[{"00080016": {"vr": "UI", "Value": ["1.2.840.10008.5.1.4.1.1.88.22"]}}]\n', "DICOM JSON", 1),
    "jobs.json": ('[{"pk": "5b3a", "algorithm_image": "https://grand-challenge.org/api/v1/algorithms/images/0a1b/", '
                  '"status": "Succeeded", "outputs": [{"value": 0.731}]}]\n', "Grand Challenge", 1),
}
RUN = "DBT_2026 Q0 case_0400 1 5 R01\nDBT_2026 Q0 case_0421 2 4 R01\n"
QRELS = "DBT_2026 0 case_0400 1\nDBT_2026 0 case_0421 0\n"
#: runs and qrels whose ids are the field's words, and rows of numbers: never claimed
LOOKALIKES = [RUN, QRELS, "BEGIN Q0 DATA: 1 1 R01\n", "NR: 0 N0: 1\n", "CaseID Q0 LesionID 1 2 Weight\n",
              "(0002,0000) Q0 UL 1 194 dcmdump\n", "prediction_id 0 cancer 1\n", "1 0 2 3\n", "1 Q0 2 3 4 5\n",
              "DBT-0042/L1 Q0 cad_vendorA_v3 1 0.9 DICOM\n"]


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:{line}" in message and what in message and "ARM Q0 CASE RANK RATING READER" in message, message


@pytest.mark.parametrize("name", ["dbt_study.imrmc", "Truth.csv", "069.xml"])
def test_the_command_names_it_and_writes_nothing(tmp_path, capsys, name):
    content, what, line = FILES[name]
    (tmp_path / name).write_text(content)
    (tmp_path / "R01.run").write_text(RUN)
    out = tmp_path / "consensus.run"
    assert main(["fuse", str(tmp_path / name), str(tmp_path / "R01.run"), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:{line}" in err and what in err, err
    assert not out.exists()


def test_an_imrmc_frame_is_named():
    frame = pd.DataFrame({"readerID": ["-1", "R01"], "caseID": ["case_0400"] * 2, "modalityID": ["truth", "DBT"],
                          "score": [1, 87]})
    with pytest.raises(ValueError, match="iMRMC"):
        rankagg.fuse(frame, method="borda")


@pytest.mark.parametrize("loaded", [
    [{"00080016": {"vr": "UI", "Value": ["1.2.840.10008.5.1.4.1.1.77.1.5.4"]}, "00100020": {"vr": "LO"}}],
    {"00080060": {"vr": "CS", "Value": ["OPT"]}}])
def test_dicom_json_loaded_in_python_is_named(loaded):
    """json.load of an OCT's DICOMweb metadata (a list of datasets) or of one dataset, given as the runs: it was told
    "query '00080016', document 'vr': score 'UI' is not a number" (u37j_api_dicom_json_list)."""
    with pytest.raises(ValueError, match="a DICOM JSON document"):
        rankagg.fuse(loaded, method="rrf")


def test_a_run_keyed_by_dicom_tags_stays_read():
    """A run's queries may be eight hex digits and its documents 'vr': its scores are numbers, never a VR's name."""
    fused = rankagg.fuse({"A": {"00080016": {"vr": 2.0, "Value": 1.0}}, "B": {"00080016": {"vr": 1.0}}},
                         method="rrf")
    assert list(fused["00080016"]) == ["vr", "Value"]


def test_a_chexpert_frame_as_qrels_is_named():
    frame = pd.DataFrame({"Path": ["p/view1_frontal.jpg"], "Frontal/Lateral": ["Frontal"], "No Finding": [1.0]})
    with pytest.raises(ValueError, match="CheXpert"):
        rankagg.evaluate({"DBT_2026": {"case_0400": 5.0}}, frame, ["AP"])


@pytest.mark.parametrize("text", LOOKALIKES)
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert reader_study_shape("x.txt", lines) is None and reader_study_head("x.txt", text) is None
    assert reader_study_json(text) is None


def test_a_run_of_the_fields_words_stays_read(tmp_path):
    run = tmp_path / "R01.run"
    run.write_text("DBT-0042/L1 Q0 BEGIN 1 5 iMRMC\nDBT-0042/L1 Q0 CaseID 2 4 iMRMC\n")
    qrels = tmp_path / "truth.qrels"
    qrels.write_text("DBT-0042/L1 0 BEGIN 1\nDBT-0042/L1 0 CaseID 0\n")
    assert list(rankagg.fuse([str(run)], method="rrf")["DBT-0042/L1"]) == ["BEGIN", "CaseID"]
    assert rankagg.evaluate(str(run), str(qrels), ["AP"])["AP"] == 1.0
    looks = tmp_path / "looks.run"
    looks.write_text("CaseID Q0 LesionID 1 2 Weight\n(0002,0000) Q0 UL 2 1 dcmdump\n")
    assert set(rankagg.fuse([str(looks)], method="rrf")) == {"CaseID", "(0002,0000)"}


def test_a_frame_of_runs_is_not_a_reader_study_table():
    assert reader_study_columns(["qid", "docid", "run", "score"]) is None
    assert reader_study_columns(["prediction_id", "cancer", "run"]) is None


_PREAMBLE = b"\x00" * 128 + b"DICM" + b"\x02\x00\x02\x00UI\x1a\x00"


@pytest.mark.parametrize("sop,what,advice", [
    (b"1.2.840.10008.5.1.4.1.1.1.2\x00", "DICOM object (an image", "an image holds no ranking"),
    (b"1.2.840.10008.5.1.4.1.1.66.4", "DICOM segmentation object (SEG)", "an image holds no ranking"),
    (b"1.2.840.10008.5.1.4.1.1.88.33", "DICOM structured report", "differential")])
def test_a_dicom_file_gets_the_advice_of_what_it_holds(tmp_path, sop, what, advice):
    """A mammogram or a mask is no report: it was told to read its content items as a differential (u29e_dicom_as_run,
    u29e_dicom_seg_as_run); a structured report keeps that advice."""
    message = refusal_through_the_api(tmp_path, "case_0412.dcm", _PREAMBLE + sop + b"\x00" * 64, RUN, "run")
    assert what in message and advice in message, message
