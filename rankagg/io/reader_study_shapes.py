"""A radiology AI team's reader-study files where a run, the qrels or a frame is read (issue 45's twenty-ninth bar,
u29e_): an iMRMC input file and dcmdump's text were told "expected 6 fields", a LIDC-IDRI read XML "expected 6 fields,
found 3", RJafroc's Truth / TP / FP sheets saved as CSV, CheXpert's and MIMIC-CXR's label CSVs, a Kaggle RSNA
submission or train.csv and an OsiriX / Horos ROI export "a table, not TREC run lines" or "a run table saved as
text", a Grand Challenge jobs list and a DICOM JSON document "a JSON table's", their frames "needs a column for qid"
(u29e_imrmc_input_as_run, u29e_rjafroc_*, u29e_chexpert_*, u29e_mimic_cxr_labels_as_run, u29e_lidc_xml_*,
u29e_kaggle_rsna_*, u29e_grand_challenge_json_as_run, u29e_osirix_roi_csv_as_run, u29e_dicom_json_as_run,
u29e_dcmdump_as_run, u29e_api_imrmc_frame, u29e_api_chexpert_frame_as_qrels).

* Tables by their header (:func:`reader_study_columns`, asked by :mod:`rankagg.io.tool_files` for a file's first line
  and by :func:`rankagg.io.comparison_shapes.pairwise_note` for a frame's columns): each needs two or more of its
  tool's own column names, none of which a run or qrels line's first field is.
* Heads (:func:`reader_study_head`, asked by :mod:`rankagg.io.head_files`): iMRMC's ``BEGIN DATA:`` line (or its
  ``NR:``, ``N0:``, ``N1:``, ``NM:`` counts), a LIDC-IDRI root element, dcmdump's ``# Dicom-File-Format`` and its
  ``(0002,0000) UL`` element lines, pydicom's printed ``(0008, 0016) SOP Class UID  UI:`` lines.
* JSON (:func:`reader_study_json`, asked by :func:`rankagg.io.json_documents.json_shape`): the DICOM JSON model (an
  eight-digit tag holding its ``"vr"``) and Grand Challenge's algorithm jobs (``"algorithm_image"`` with ``"pk"``);
  a DICOM JSON document loaded in Python (:func:`reader_study_document`, asked by
  :func:`rankagg.io.json_documents.document_shape`; an OCT's metadata, u37j_api_dicom_json_list).

A TREC run or qrels line is never claimed: its six or four fields hold no ``BEGIN DATA:``, no XML tag, no comma
header of these names and no dcmdump element line (tests/test_twentyninth_bar_reader_studies.py)."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["READER_STUDY_FIX", "reader_study_columns", "reader_study_document", "reader_study_head",
           "reader_study_json", "reader_study_shape"]

#: what to give rankagg instead of a reader study's file
READER_STUDY_FIX = ("give each reader's (or algorithm's) ratings as a run, a study arm or modality (DBT_2026) a query and "
                    "each case or lesion (case_0412, DBT-0042/L1, no blank) a document, the score its rating (BI-RADS "
                    "1-5 or a 0-100 probability of malignancy, higher more suspicious): 'ARM Q0 CASE RANK RATING "
                    "READER' (or rankagg.fuse({reader: {arm: {case: rating}}})); the truth as qrels 'ARM 0 CASE 1' for "
                    "a cancer, 0 for a benign or normal case")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by the lower-cased column names each needs all of: what each is
_TABLES: tuple[tuple[frozenset[str], str], ...] = (
    (frozenset({"readerid", "caseid", "modalityid", "score"}),
     "iMRMC's data rows (readerID, caseID, modalityID, score: the truth rows have reader -1, which would be fused "
     "as a reader)"),
    (frozenset({"caseid", "lesionid", "weight"}),
     "RJafroc's Truth sheet (CaseID, LesionID, Weight, ReaderID, ModalityID, Paradigm: an ROC or FROC dataset's truth)"),
    (frozenset({"readerid", "modalityid", "caseid", "tp_rating"}),
     "RJafroc's TP sheet (ReaderID, ModalityID, CaseID, LesionID, TP_Rating: the lesions' ratings)"),
    (frozenset({"readerid", "modalityid", "caseid", "fp_rating"}),
     "RJafroc's FP sheet (ReaderID, ModalityID, CaseID, FP_Rating: the non-lesion marks' ratings)"),
    (frozenset({"path", "frontal/lateral", "no finding"}),
     "CheXpert's labels (Path, Sex, Age, Frontal/Lateral, AP/PA and 14 observations as 1.0, 0.0, -1.0 for "
     "uncertain or blank)"),
    (frozenset({"subject_id", "study_id", "no finding", "atelectasis"}),
     "MIMIC-CXR's CheXpert or NegBio labels (subject_id, study_id and 14 observations as 1.0, 0.0, -1.0 or blank)"),
    (frozenset({"prediction_id", "cancer"}),
     "a Kaggle RSNA Screening Mammography submission (prediction_id, cancer: a patient and side's probability)"),
    (frozenset({"patient_id", "image_id", "laterality", "view", "cancer"}),
     "the Kaggle RSNA Screening Mammography train.csv (site_id, patient_id, image_id, laterality, view, ..., cancer, "
     "BIRADS)"),
    (frozenset({"imageno", "roino", "roimean"}),
     "an OsiriX / Horos ROI export (ImageNo, RoiNo, RoiMean, ..., RoiName: a region's pixel statistics)"),
)


def reader_study_columns(names: Sequence[object]) -> str | None:
    """What a table whose header (or frame's columns) is ``names`` is when a reader study's tool wrote it, with what
    to give instead; or None."""
    have = {str(n).strip().strip("\"'").lower() for n in names}
    for needed, what in _TABLES:
        if needed <= have:
            if "prediction_id" in needed and len(have) != 2:
                continue  # a submission is these two columns only
            return f"is {what}, " + _NOT_LINES + READER_STUDY_FIX
    return None


def reader_study_shape(name: str, lines: Sequence[str]) -> str | None:
    """What reader-study table named ``name`` whose first lines (comments and blank lines skipped) are ``lines``
    begins, by its header, and what to do, or None."""
    if not lines:
        return None
    first = lines[0].lstrip("\ufeff").strip()
    return reader_study_columns(re.split(r"[,\t;]", first)) if _CSV_HEADER.match(first) else None


#: a header line: cells separated by commas, tabs or semicolons (two or more)
_CSV_HEADER = compiled(r"^[^,\t;]+(?:[,\t;][^,\t;]*)+$")
#: iMRMC's input file: its data start line and the study's counts above it
_IMRMC_BEGIN = compiled(r"^BEGIN DATA:\s*$", re.M)
_IMRMC_COUNT = compiled(r"^N[R01M]:\s*\d+\s*$", re.M)
#: a LIDC-IDRI read (its CT reads' LidcReadMessage, its radiographs' IdriReadMessage)
_LIDC_ROOT = compiled(r"<(LidcReadMessage|IdriReadMessage)\b")
#: dcmdump's header comments and element lines, pydicom's printed elements
_DCMDUMP = compiled(r"^# Dicom-(?:File-Format|Meta-Information-Header|Data-Set)\s*$"
                    r"|^\([0-9a-fA-F]{4},[0-9a-fA-F]{4}\) [A-Z][A-Z] ", re.M)
_PYDICOM = compiled(r"^\([0-9A-Fa-f]{4}, [0-9A-Fa-f]{4}\) .+ [A-Z][A-Z]: ", re.M)


def _line_of(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def reader_study_head(name: str, text: str) -> tuple[int, str] | None:
    """(line, what it is and what to do) for the head ``text`` of a reader study's text file (iMRMC, LIDC-IDRI's XML,
    dcmdump's or pydicom's dump), else None."""
    text = text.lstrip("\ufeff")
    begin = _IMRMC_BEGIN.search(text)
    if begin is not None or len(_IMRMC_COUNT.findall(text)) >= 2:
        return 1, ("is an iMRMC input file (a study's description, its NR, N0, N1, NM counts, then BEGIN DATA: and "
                   "readerID, caseID, modalityID, score rows, the truth rows with reader -1), " + _NOT_LINES
                   + READER_STUDY_FIX)
    stripped = text.lstrip()
    root = _LIDC_ROOT.search(text) if stripped.startswith("<") else None
    if root is not None:
        return _line_of(text, root.start()), (
            f"is a LIDC-IDRI read (XML, {root.group(1)}: each radiologist's nodule reads, their characteristics "
            "and malignancy 1-5), " + _NOT_LINES + "take each reader's malignancy rating of each nodule and "
            + READER_STUDY_FIX)
    dump = _DCMDUMP.search(text) or _PYDICOM.search(text)
    if dump is not None:
        return _line_of(text, dump.start()), (
            "is a DICOM dump (dcmdump's or pydicom's text: a DICOM file's elements, tag, VR and value), " + _NOT_LINES
            + "read the study's ratings from the readers' reports or its DICOM SR and " + READER_STUDY_FIX)
    return None


#: the DICOM JSON model (PS3.18 F.2): an attribute's eight hex digits holding its value representation
_DICOM_JSON = compiled(r'"[0-9A-Fa-f]{8}"\s*:\s*\{\s*"vr"\s*:')
_GRAND_CHALLENGE = compiled(r'"algorithm_image"\s*:')
_DICOM_TAG = compiled(r"[0-9A-Fa-f]{8}")
_DICOM_JSON_WHAT = ("a DICOM JSON document (PS3.18's JSON model, as dcm2json or DICOMweb write it: each attribute's "
                    "tag, vr and Value; a DICOM SR's findings), no ranking of cases: read its findings and ")


def reader_study_json(text: str) -> str | None:
    """What a reader study's JSON ``text`` (a file's first bytes) is, with what to do, or None."""
    if _DICOM_JSON.search(text):
        return _DICOM_JSON_WHAT + READER_STUDY_FIX
    if _GRAND_CHALLENGE.search(text) and '"pk"' in text:
        return ("Grand Challenge's algorithm jobs (JSON: pk, algorithm_image, status, inputs, outputs: each job's "
                "output values), no ranking of cases: take each algorithm's score per case from its outputs and "
                + READER_STUDY_FIX)
    return None


def reader_study_document(obj: object) -> str | None:
    """What a parsed object given as runs is when it is DICOM JSON (a dataset, or a list of them as DICOMweb's
    metadata answers): its first attribute an eight-digit tag holding a mapping with a text ``"vr"``.  A run's query
    may be named '00080016', but its documents' scores are numbers, never the value representation 'UI'."""
    first = obj[0] if isinstance(obj, list) and obj else obj
    if not isinstance(first, dict) or not first:
        return None
    tag, attribute = next(iter(first.items()))
    if (isinstance(tag, str) and _DICOM_TAG.fullmatch(tag) and isinstance(attribute, dict)
            and isinstance(attribute.get("vr"), str)):
        return _DICOM_JSON_WHAT + READER_STUDY_FIX
    return None
