"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, an ophthalmology reading centre ranking OCT scans and
fundus images per patient eye for grading (its cases, ids ``u37j_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each patient eye (``eye:RC-10482/OD``) is a query and each scan or image a document by its device,
date and number (``oct:spectralis/2026-11-02/0231``); the runs are a machine-learned OCT biomarker model's, a diabetic
retinopathy screening model's, an image quality index's and the certified graders' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each reader's record, and judged against the
adjudicated grades (2 referable disease, 1 non-referable finding, 0 none).  The mistakes and odd files: the field's
own files given where runs or qrels are read (a Humphrey HFA XML export, a JOIA autorefractor/keratometer XML from a
NIDEK, a Heidelberg .vol, a Topcon .fds, a DICOM visual field (OPV), a DICOM JSON of an OCT's metadata, dcmdump's
listing of a fundus photograph, the centre's ETDRS grading sheet, a REDCap grading export), and outputs named for the
field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_OPHTHALMOLOGY = ("45 Unseen inputs: a thirty-seventh bar, an ophthalmology reading centre ranking OCT "
                               "scans and fundus images per patient eye for grading (Humphrey HFA, JOIA, Heidelberg, "
                               "Topcon, DICOM OPV/OPT/OP, dcmdump, ETDRS grading, REDCap)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['oct_ai', 'dr_screening_ai', 'image_quality', 'graders'],
    items=['oct:spectralis/2026-11-02/0231', 'oct:cirrus/2026-11-02/0117', 'oct:maestro2/2026-11-02/0044',
           'cfp:trc-nw8/2026-11-02/0012', 'uwf:optos-california/2026-11-02/0910', 'faf:spectralis/2026-11-02/0232',
           'oct:spectralis/2026-10-05/0198', 'cfp:trc-nw8/2026-10-05/0009'],
    queries=['eye:RC-10482/OD', 'eye:RC-10482/OS', 'eye:RC-10517/OD', 'eye:RC-10517/OS', 'eye:RC-10533/OD',
             'eye:RC-10533/OS'],
    suffix='/month-12', generator='eye_images', judgements='referable') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "eye_images", "grading.run")

_RECS3 = ["oct_ai", "dr_screening_ai", "image_quality"]
_OUT = ("grading.run",)
_ONE_RUN = ("eye:RC-10482/OD Q0 oct:spectralis/2026-11-02/0231 1 0.91 graders\neye:RC-10482/OD Q0 "
            "oct:cirrus/2026-11-02/0117 2 0.77 graders\neye:RC-10482/OD Q0 cfp:trc-nw8/2026-11-02/0012 3 0.52 "
            "graders\n")
# the centre's files, as the perimeters, the OCTs, the refractors, the DICOM toolkits and the centre's forms write them
_HFA_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<HFA_EXPORT xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'version="1.0">\n  <PATIENT>\n    <PATIENT_ID>RC-10482</PATIENT_ID>\n    <FULL_NAME>^</FULL_NAME>\n'
            '    <BIRTH_DATE>1958-03-14</BIRTH_DATE>\n    <STUDY>\n      <VISIT_DATE>2026-11-02</VISIT_DATE>\n'
            '      <SERIES>\n        <FIELD_EXAM>\n          <EXAM_TIME>09:41:12</EXAM_TIME>\n'
            '          <STATIC_TEST>\n            <TEST_PATTERN>24-2</TEST_PATTERN>\n'
            '            <TEST_STRATEGY>SITA-Standard</TEST_STRATEGY>\n          </STATIC_TEST>\n'
            '        </FIELD_EXAM>\n      </SERIES>\n    </STUDY>\n  </PATIENT>\n</HFA_EXPORT>\n')
_JOIA = ('<?xml version="1.0" encoding="UTF-8"?>\n<Ophthalmology xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'xmlns:nsCommon="http://www.joia.or.jp/standardized/namespaces/Common" '
         'xmlns:nsREF="http://www.joia.or.jp/standardized/namespaces/REF" '
         'xmlns:nsKM="http://www.joia.or.jp/standardized/namespaces/KM" '
         'xsi:schemaLocation="http://www.joia.or.jp/standardized/namespaces/Common Common_schema.xsd '
         'http://www.joia.or.jp/standardized/namespaces/REF REF_schema.xsd '
         'http://www.joia.or.jp/standardized/namespaces/KM KM_schema.xsd">\n'
         '  <nsCommon:Common>\n    <nsCommon:Company>NIDEK</nsCommon:Company>\n'
         '    <nsCommon:ModelName>ARK-1s</nsCommon:ModelName>\n    <nsCommon:MachineNo>830412</nsCommon:MachineNo>\n'
         '    <nsCommon:Date>2026-11-02</nsCommon:Date>\n    <nsCommon:Time>09:12:40</nsCommon:Time>\n'
         '    <nsCommon:Patient>\n      <nsCommon:ID>RC-10482</nsCommon:ID>\n    </nsCommon:Patient>\n'
         '  </nsCommon:Common>\n  <nsREF:Measure Type="REF">\n    <nsREF:R>\n      <nsREF:Median>\n'
         '        <nsREF:Sphere unit="D">-1.25</nsREF:Sphere>\n'
         '        <nsREF:Cylinder unit="D">-0.50</nsREF:Cylinder>\n'
         '        <nsREF:Axis unit="deg">175</nsREF:Axis>\n      </nsREF:Median>\n    </nsREF:R>\n'
         '  </nsREF:Measure>\n</Ophthalmology>\n')


def _vol() -> bytes:
    """A Heidelberg Spectralis .vol: the 2048-byte file header ('HSF-OCT-103', SizeX, NumBScans, SizeZ, scales, the
    SLO's size, ScanPosition, ..., PatientID), then the SLO image and the B-scans (a few bytes here)."""
    head = struct.pack("<12sIII3d2I2dId4sQII16s16sI21s3sdI24sd", b"HSF-OCT-103", 512, 49, 496, 0.011393, 0.123077,
                       0.003872, 768, 768, 0.011393, 0.011393, 30, 0.05, b"OD\x00\x00", 134078868720000000, 1, 256,
                       b"3MP2X7UE", b"", 4712, b"RC-10482", b"", 21258.0, 9120, b"M12", 46328.0)
    return head.ljust(2048, b"\x00") + bytes(range(64))


def _fds() -> bytes:
    """A Topcon .fds (3D OCT-1 Maestro2): 'FOCT', 'FDA', two version words, then chunks each named by a byte-counted
    '@NAME' and a 32-bit size (@HW_INFO_03: the model and serial number, @PATIENT_INFO_02)."""
    def chunk(name: bytes, body: bytes) -> bytes:
        return bytes([len(name)]) + name + struct.pack("<I", len(body)) + body
    hw = b"3D OCT-1".ljust(16, b"\x00") + b"2214873".ljust(16, b"\x00") + b"\x00" * 32
    patient = b"RC-10482".ljust(32, b"\x00") + b"\x00" * 64
    return b"FOCT" + b"FDA" + struct.pack("<II", 1, 3) + chunk(b"@HW_INFO_03", hw) + chunk(b"@PATIENT_INFO_02", patient)


def _dicom_opv() -> bytes:
    """A Humphrey visual field stored as DICOM (Ophthalmic Visual Field Static Perimetry Measurements, modality OPV):
    the 128-byte preamble, 'DICM', the file meta group and the first data elements, explicit VR little endian."""
    def el(group: int, elem: int, vr: str, value: bytes) -> bytes:
        if len(value) % 2:
            value += b"\x00" if vr == "UI" else b" "
        if vr in ("OB", "OW", "SQ", "UN", "UT"):
            return struct.pack("<HH2s2xI", group, elem, vr.encode(), len(value)) + value
        return struct.pack("<HH2sH", group, elem, vr.encode(), len(value)) + value
    sop, uid = b"1.2.840.10008.5.1.4.1.1.80.1", b"1.2.276.0.75.2.5.80.25.3.261102094112.1048201"
    meta = (el(2, 1, "OB", b"\x00\x01") + el(2, 2, "UI", sop) + el(2, 3, "UI", uid)
            + el(2, 0x10, "UI", b"1.2.840.10008.1.2.1") + el(2, 0x12, "UI", b"1.2.276.0.75.2.5.10"))
    data = (el(8, 0x16, "UI", sop) + el(8, 0x18, "UI", uid) + el(8, 0x60, "CS", b"OPV")
            + el(8, 0x70, "LO", b"Carl Zeiss Meditec") + el(8, 0x1090, "LO", b"HFA3 860")
            + el(0x10, 0x20, "LO", b"RC-10482") + el(0x20, 0x60, "CS", b"R"))
    return b"\x00" * 128 + b"DICM" + el(2, 0, "UL", struct.pack("<I", len(meta))) + meta + data


_VOL = _vol()
_FDS = _fds()
_OPV = _dicom_opv()
# a DICOMweb (QIDO-RS / WADO-RS metadata) answer in DICOM's JSON model for an OCT volume (Ophthalmic Tomography, OPT)
_DICOM_JSON = ('[{"00080016": {"vr": "UI", "Value": ["1.2.840.10008.5.1.4.1.1.77.1.5.4"]}, "00080018": {"vr": "UI", '
               '"Value": ["1.2.276.0.75.2.2.42.50126110209411231"]}, "00080020": {"vr": "DA", "Value": ["20261102"]}, '
               '"00080060": {"vr": "CS", "Value": ["OPT"]}, "00080070": {"vr": "LO", "Value": ["Heidelberg '
               'Engineering"]}, "00100020": {"vr": "LO", "Value": ["RC-10482"]}, "00200062": {"vr": "CS", "Value": '
               '["R"]}, "00280008": {"vr": "IS", "Value": [49]}}]\n')


def _dcmdump_line(tag: str, vr: str, value: str, length: int, name: str) -> str:
    return f"({tag}) {vr} {value:<40} #{length:>4}, 1 {name}\n"


# dcmdump's listing of a fundus photograph (Ophthalmic Photography 8 Bit Image Storage, modality OP)
_DCMDUMP = ("\n# Dicom-File-Format\n\n# Dicom-Meta-Information-Header\n# Used TransferSyntax: Little Endian Explicit\n"
            + _dcmdump_line("0002,0000", "UL", "196", 4, "FileMetaInformationGroupLength")
            + _dcmdump_line("0002,0001", "OB", "00\\01", 2, "FileMetaInformationVersion")
            + _dcmdump_line("0002,0002", "UI", "=OphthalmicPhotography8BitImageStorage", 32,
                            "MediaStorageSOPClassUID")
            + _dcmdump_line("0002,0003", "UI", "[1.2.392.200106.1651.6.2.1.20261102094112.1]", 42,
                            "MediaStorageSOPInstanceUID")
            + _dcmdump_line("0002,0010", "UI", "=JPEGBaseline", 22, "TransferSyntaxUID")
            + "\n# Dicom-Data-Set\n# Used TransferSyntax: JPEG Baseline\n"
            + _dcmdump_line("0008,0016", "UI", "=OphthalmicPhotography8BitImageStorage", 32, "SOPClassUID")
            + _dcmdump_line("0008,0060", "CS", "[OP]", 2, "Modality")
            + _dcmdump_line("0008,0070", "LO", "[TOPCON]", 6, "Manufacturer")
            + _dcmdump_line("0010,0020", "LO", "[RC-10482]", 8, "PatientID")
            + _dcmdump_line("0020,0062", "CS", "[R]", 2, "ImageLaterality"))
_ETDRS = ("study_id,subject_id,eye,visit,image_set,grader_id,grade_date,drss_level,drss_step,csme,ma,he,hma,cwp,"
          "vb,irma,nvd,nve,vh_prh,gradability\n"
          "RC-DR-07,RC-10482,OD,M12,7F-stereo,GR-03,2026-11-03,53,A,Y,3,2,3,1,0,2,0,0,0,gradable\n"
          "RC-DR-07,RC-10482,OS,M12,7F-stereo,GR-03,2026-11-03,43,A,N,2,1,2,0,0,1,0,0,0,gradable\n")
_REDCAP = ("record_id,redcap_event_name,redcap_data_access_group,eye_graded,grader_initials,grade_date,oct_gradable,"
           "srf_present,irf_present,ped_present,ga_present,final_grade,oct_grading_complete\n"
           "RC-10482,month_12_arm_1,site_04,1,JW,2026-11-03,1,0,1,0,0,2,2\n"
           "RC-10482,month_12_arm_1,site_04,2,JW,2026-11-03,1,0,0,0,0,0,2\n")


def thirtyseventh_bar_ophthalmology_cases() -> list[Case]:
    G = THIRTYSEVENTH_OPHTHALMOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="eye_images", judgements="referable", runs=_RECS3, stem="grading", outputs=_OUT,
        item="images", rounded="image_quality",
        weights="{'oct_ai': 1.0, 'dr_screening_ai': 1.0, 'image_quality': 0.5, 'graders': 2.0}",
        lone_query="R['graders']['eye:RC-10601/OS'] = {'oct:cirrus/2026-11-03/0140': 0.9, "
                   "'cfp:trc-nw8/2026-11-03/0021': 0.4}\n",
        trust="oct_ai 1.5\ndr_screening_ai 1\nimage_quality 0.5\n",
        trust_dict="{'oct_ai': 1.5, 'dr_screening_ai': 1, 'image_quality': 0.5}",
        texts={
            "rrf": ("u37j_rrf_readers",
                    "rankagg.fuse({reader: {eye: {image: score}}}, method='rrf'): four readers, six eyes "
                    "('eye:RC-10482/OD'), scans and images by device, date and number"),
            "borda": ("u37j_borda_unread_images",
                      "rankagg.fuse(..., method='borda'): the OCT model has no score for the fundus photographs"),
            "combsum": ("u37j_combsum_rounded_quality",
                        "rankagg.fuse(..., method='combsum'): the image quality index at one decimal (many ties) "
                        "beside the models"),
            "fuser": ("u37j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per eye: the graders count 2, the quality index 0.5"),
            "frame": ("u37j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the grading queue, a row per "
                      "eye, image and reader"),
            "evaluate": ("u37j_evaluate_referable",
                         "rankagg.evaluate(fused ranking, the adjudicated grades, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the images showing referable disease"),
            "lone": ("u37j_one_reader_eye",
                     "rankagg.fuse(..., method='rrf'): an eye only the graders ranked (a late enrolment) beside eyes "
                     "every reader covers"),
            "cli_rrf": ("u37j_cli_rrf_runs",
                        "rankagg fuse oct_ai.run dr_screening_ai.run image_quality.run --method rrf -o grading.run: "
                        "one run per reader, eyes as queries"),
            "cli_borda": ("u37j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the OCT model counts "
                          "1.5)"),
            "cli_combsum": ("u37j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four images a grader reads per eye"),
            "cli_evaluate": ("u37j_cli_evaluate_referable_qrels",
                             "rankagg evaluate grading.run --qrels referable.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the adjudicated grades (0-2)"),
            "cli_parquet": ("u37j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o grading.parquet: gzipped runs from the models' "
                            "servers, a Parquet table for the centre's workload report")})

    # --- the centre's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37j_hfa_xml_as_run", "a Humphrey Field Analyzer XML export (HFA_EXPORT, PATIENT, STUDY, SERIES, "
         "FIELD_EXAM, STATIC_TEST)", "RC-10482_OD_24-2.xml", _HFA_XML, "Humphrey", "RC-10482_OD_24-2.xml:2"),
        ("u37j_joia_refractor_as_run", "a JOIA autorefractor/keratometer XML from a NIDEK ARK-1s (Ophthalmology, "
         "nsCommon:Common, nsREF:Measure)", "ARK-1s_20261102_091240.xml", _JOIA, "JOIA",
         "ARK-1s_20261102_091240.xml:2"),
        ("u37j_heidelberg_vol_as_run", "a Heidelberg Spectralis .vol ('HSF-OCT-103', a 2048-byte header, the SLO, "
         "B-scans)", "RC-10482_OD.vol", _VOL, "Heidelberg", "RC-10482_OD.vol"),
        ("u37j_topcon_fds_as_run", "a Topcon .fds ('FOCT', 'FDA', then '@HW_INFO_03', '@PATIENT_INFO_02' chunks)",
         "RC-10482_OD.fds", _FDS, "Topcon", "RC-10482_OD.fds"),
        ("u37j_dicom_opv_as_run", "a DICOM visual field (a 128-byte preamble, 'DICM', Ophthalmic Visual Field Static "
         "Perimetry Measurements, modality OPV)", "RC-10482_OD_VF.dcm", _OPV, "DICOM", "RC-10482_OD_VF.dcm"),
        ("u37j_dicom_json_as_run", "DICOM's JSON model of an OCT volume's metadata ('00080016', 'vr', 'Value': "
         "Ophthalmic Tomography, modality OPT)", "RC-10482_OD_oct_metadata.json", _DICOM_JSON, "DICOM",
         "RC-10482_OD_oct_metadata.json:1"),
        ("u37j_dcmdump_as_run", "dcmdump's listing of a fundus photograph (an empty line, '# Dicom-File-Format', then "
         "'(gggg,eeee) VR value # length, VM name' lines)", "RC-10482_OD_cfp.txt", _DCMDUMP, "dcmdump",
         "RC-10482_OD_cfp.txt:2"),
        ("u37j_etdrs_grading_as_run", "the centre's ETDRS grading sheet (study_id, subject_id, eye, visit, ..., "
         "drss_level, csme, ..., gradability)", "etdrs_grades_M12.csv", _ETDRS, "ETDRS", "etdrs_grades_M12.csv:1"),
        ("u37j_redcap_grading_as_run", "a REDCap grading export (record_id, redcap_event_name, "
         "redcap_data_access_group, ..., oct_grading_complete)", "OCTGrading_DATA_2026-11-03_1700.csv", _REDCAP,
         "REDCap", "OCTGrading_DATA_2026-11-03_1700.csv:1")],
        one_run=("graders.run", _ONE_RUN), stem="grading",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary scan or DICOM file read as lines gives no ranking: named by its "
                   "magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37j_etdrs_grading_as_qrels", "etdrs_grades_M12.csv", _ETDRS, "ETDRS"),
        ("u37j_redcap_grading_as_qrels", "OCTGrading_DATA_2026-11-03_1700.csv", _REDCAP, "REDCap"),
        ("u37j_hfa_xml_as_qrels", "RC-10482_OD_24-2.xml", _HFA_XML, "Humphrey"),
        ("u37j_dcmdump_as_qrels", "RC-10482_OD_cfp.txt", _DCMDUMP, "dcmdump")],
        one_run=("graders.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37j_out_e2e", "grading.e2e", "a Heidelberg Heyex E2E export"),
        ("u37j_out_vol", "grading.vol", "a Heidelberg .vol"),
        ("u37j_out_fds", "grading.fds", "a Topcon .fds"),
        ("u37j_out_dcm", "grading.dcm", "a DICOM file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the centre's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u37j_api_dicom_json_list",
            "rankagg.fuse(json.load(RC-10482_OD_oct_metadata.json)): an OCT's DICOM JSON metadata loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "DICOM", why="a run maps a query to {document: score}; DICOM's JSON model is a list of datasets keyed by "
            "tags ('00080016') holding 'vr' and 'Value'", files={"m.json": _DICOM_JSON}),
        bad("u37j_api_etdrs_frame",
            "rankagg.fuse(pd.read_csv(etdrs_grades_M12.csv)): the centre's ETDRS grading sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('g.csv'), method='borda')\n",
            "ETDRS", why="a table of runs has qid, docid, run and score columns; the grading sheet has an eye and its "
            "grades per row", files={"g.csv": _ETDRS}),
    ]
    return cases
