"""Issue 45's hundred-and-ninth bar of scripts/reliability_matrix.py, a radiotherapy physics team's treatment plan
review, the medical physicists, dosimetrists and radiation oncologists of a hospital's radiotherapy department ranking
the treatment plans and planning techniques to adopt per treatment site, month and planning study from DVH metrics, plan
quality scores, delivery QA pass rates and the physicists' votes (its cases, ids ``u109a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's review: each treatment site's month, each month's replans and each planning study
(``site:2026-11/prostate-sib``, ``month:2026-10/hn-replans``, ``study:2026-Q4/vmat-vs-imrt``) is a query and each
treatment plan a document, as the team writes it: the patient's study number, then the plan's label
(``plan:PRO-0412/VMAT2A``); on the typed sheets the study number and label as one field (``PRO-0412/VMAT2A``) and
the technique (``VMAT``) beside it.  The runs are DVH metrics, plan quality scores, delivery QA (gamma) pass rates
and the physicists' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
the DVH metrics weighted highest, and judged against the plan review committee's decisions (2 adopt, 1 revise, 0
reject).  The mistakes and odd files: the field's own files given where runs or qrels are read (a DICOM RT Plan file,
Eclipse's DVH text export, a RayStation DVH export, a PTW VeriSoft .mcc measurement export from an OCTAVIUS array,
an ESAPI plan serialised to JSON by ESAPIX, DVH Analytics' CSV download, an Eclipse clinical protocol (XML), and a
physicist's rating sheet, a member's ballot and the committee's vote tally as the team types them), and outputs named
for the field's files (a DICOM RT Plan .dcm, a VeriSoft .mcc, a PTW .xcc, a .dvh).  (Checked: the DICOM file from
PS3.10 (found by code search: a 128-byte preamble, the 'DICM' prefix, then the File Meta Information group 0002 in
explicit VR little endian: (0002,0000) group length UL, (0002,0001) version OB 00 01, media storage SOP class and
instance UIDs, (0002,0010) transfer syntax, (0002,0012) implementation class UID) and the RT Plan Storage SOP class
UID 1.2.840.10008.5.1.4.1.1.481.5 from several DICOM dictionaries found by string search; the bytes built here were
read back with pydicom 3.0.2's dcmread (Modality RTPLAN, RTPlanLabel) before this bar was written; the instance and
implementation UIDs (under Varian's root 1.2.246.352, seen in ESAPIX's plan) and the few dataset elements kept are
made up, the beam sequences left out.  Eclipse's DVH export from DVHmetrics' reader (dwoll/DVHmetrics,
R/parseEclipse.R: the 'Patient Name :', 'Patient ID :', 'Plan:', 'Course:', 'Prescribed dose [cGy]:', '% for dose
(%):' header, 'Structure:' blocks with Volume [cm3], Min/Max/Mean/Median Dose and STD lines, then the column line
'Dose [cGy]  Relative dose [%]  Ratio of Total Structure Volume [%]') and a DVH parser's test text found by string
search (the padded 'Patient Name         :' keys, 'Exported by', 'Type : Cumulative Dose Volume Histogram', the
Description continuation lines, 'Approval Status', 'Dose Cover.[%]', 'Sampling Cover.[%]', 'NDR', 'Equiv. Sphere
Diam. [cm]', 'Conformity Index', 'Gradient Measure [cm]'); the column widths and CRLF line ends are a guess.  The
RayStation DVH export from DVHmetrics' R/parseRayStation.R ('#PatientName:', '#PatientId:', '#Dosename:', blocks
opened by '#RoiName:' with no space, '#Dose unit: cGy', then dose and volume columns); the tab between the columns
is a guess.  The VeriSoft .mcc from a real export kept as a test file of pymcc (tbezo/pymcc,
pymcc/testfiles_mcc/x729.mcc: BEGIN_SCAN_DATA, FORMAT=CC-Export V1.9, FILE_CREATION_DATE, BEGIN_SCAN n with
TASK_NAME, GROUP_NAME, PROGRAM=VeriSoft 5.1.0.35, SCAN_DEVICE=OCTAVIUS, DETECTOR=OCTAVIUS_729, SCAN_CURVETYPE, ...,
BEGIN_DATA rows of position, value and '#detector', END_DATA, END_SCAN n, END_SCAN_DATA), cut to one short scan,
its values made up.  The ESAPI JSON from ESAPIX's serialised PlanSetup (rexcardan/ESAPIX,
ESAPIX.OfflineObjects/Resources/plan.json: one line of Newtonsoft JSON, 'IsLive', 'ApprovalStatus', 'Beams' with
'BeamNumber', 'Blocks', 'Boluses', 'CalculationLogs' of 'Category' and 'MessageLines', 'ControlPoints', ... then
'Id', 'PlanNormalizationValue', 'CreationDateTime', 'Dose' with 'DoseMax3D' as Dose, Unit, UnitAsString,
ValueAsString, Decimals, 'DoseValuePresentation', 'Name', 'Comment', 'HistoryUserName', 'HistoryDateTime'); cut
hard (no control points, two beams' keys only) and the keys between Beams and Id left out, a guess at what a
team's script keeps.  DVH Analytics' CSV download from its Bokeh export callback (cutright/DVH-Analytics-Bokeh, found
by code search: a 'DVH Data' line, then mrn, uid, roi_name, roi_type, rx_dose, volume, min_dose, mean_dose,
max_dose, eud, a and the endpoint columns); the endpoint names and the rows are a guess.  The Eclipse clinical
protocol from the XML classes of WUSTL's ClinicalTemplateReader (WUSTL-ClinicalDev/ClinicalTemplateReader,
Models/Protocol.cs, Preview.cs, Phase.cs, Prescription.cs, MeasureItem.cs, TypeEnum.cs, MeasureItemModifierEnum.cs:
<Protocol> with a <Preview> of ID, Type, ApprovalStatus, TreatmentSite, TreatmentStyle, Description, LastModified
attributes and <Phases>/<Phase ID>/<Prescription>/<MeasureItem ID> of StructureCode, Type (4 = dose at relative
volume), Modifier, Value, TypeSpecifier, ReportDQPValueInAbsoluteUnits); the declaration's namespaces, the
attribute values and the structure codes are a guess.  The output suffixes: .dcm is DICOM's; .mcc as above; .xcc is
PTW's XML measurement file as pymcc's readmcc.py opens it (get_xcc_objects); .dvh was not checked against any
writer (a guess at a DVH file's name).  Left out, as they could not be checked byte for byte here: an ArcCHECK
(SNC Patient) gamma report, a PTW VeriSoft gamma CSV, a PlanIQ export, a dicompyler DVH export (dicompyler-core's
DVH class writes no file) and a pymedphys DVH table.  The rating sheet, the ballot and the vote tally are typed here
as the team's physicists type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDNINTH_RADIOTHERAPY = ("45 Unseen inputs: a hundred-and-ninth bar, a hospital's radiotherapy physics team "
                             "(medical physicists, dosimetrists and radiation oncologists) ranking treatment plans and "
                             "planning techniques to adopt per treatment site, month and planning study from DVH "
                             "metrics, plan quality scores, delivery QA pass rates and the physicists' votes (DICOM "
                             "RT Plan files, Eclipse and RayStation DVH text exports, PTW VeriSoft .mcc measurement "
                             "exports, ESAPI plans serialised to JSON, DVH Analytics CSV downloads, Eclipse clinical "
                             "protocols (XML), physicists' rating sheets, members' ballots and the committee's vote "
                             "tallies as typed)")

_PLAN = "PRO-0412/VMAT2A"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['dvh_metrics', 'plan_quality', 'delivery_qa', 'physicist_votes'],
    items=[f'plan:{_PLAN}', 'plan:PRO-0412/IMRT7F', 'plan:PRO-0419/VMAT2A', 'plan:HN-0233/VMAT3A',
           'plan:HN-0233/IMRT9F', 'plan:PRO-0427/SBRT-VMAT', 'plan:LUN-0108/VMAT2A', 'plan:HN-0241/REPLAN1'],
    queries=['site:2026-11/prostate-sib', 'month:2026-10/hn-replans', 'study:2026-Q4/vmat-vs-imrt',
             'site:2026-11/head-neck', 'month:2026-11/sbrt', 'study:2026-Q4/hypofractionation'],
    suffix='/second-look', generator='plan_scores', judgements='plan_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "plan_scores", "adopt.run")

_RECS3 = ["dvh_metrics", "delivery_qa", "physicist_votes"]
_OUT = ("adopt.run",)
_ONE_RUN = (f"site:2026-11/prostate-sib Q0 plan:{_PLAN} 1 0.9214 physicist_votes\n"
            "site:2026-11/prostate-sib Q0 plan:PRO-0412/IMRT7F 2 0.8377 physicist_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the team's files, as Eclipse, RayStation, VeriSoft, ESAPIX, DVH Analytics and the physicists write them
# a DICOM RT Plan: the 128-byte preamble, 'DICM', the File Meta Information (group 0002, explicit VR little endian),
# then a few of the plan's elements in the same transfer syntax (explicit VR little endian, 1.2.840.10008.1.2.1)
def _element(group: int, elem: int, vr: bytes, value: bytes) -> bytes:
    if len(value) % 2:
        value += b"\x00" if vr == b"UI" else b" "
    if vr in (b"OB", b"OW", b"SQ", b"UN", b"UT"):
        return struct.pack("<HH", group, elem) + vr + b"\x00\x00" + struct.pack("<I", len(value)) + value
    return struct.pack("<HH", group, elem) + vr + struct.pack("<H", len(value)) + value


_RTPLAN_CLASS = b"1.2.840.10008.5.1.4.1.1.481.5"
_RTPLAN_UID = b"1.2.246.352.71.5.427611840132.88412.20261021100211"
_META = (_element(0x0002, 0x0001, b"OB", b"\x00\x01") + _element(0x0002, 0x0002, b"UI", _RTPLAN_CLASS)
         + _element(0x0002, 0x0003, b"UI", _RTPLAN_UID) + _element(0x0002, 0x0010, b"UI", b"1.2.840.10008.1.2.1")
         + _element(0x0002, 0x0012, b"UI", b"1.2.246.352.70.2.1.160.3"))
_RTPLAN_DATASET = (_element(0x0008, 0x0016, b"UI", _RTPLAN_CLASS) + _element(0x0008, 0x0018, b"UI", _RTPLAN_UID)
                   + _element(0x0008, 0x0020, b"DA", b"20261021") + _element(0x0008, 0x0060, b"CS", b"RTPLAN")
                   + _element(0x0008, 0x0070, b"LO", b"Varian Medical Systems")
                   + _element(0x0010, 0x0010, b"PN", b"PRO-0412^Study") + _element(0x0010, 0x0020, b"LO", b"PRO-0412")
                   + _element(0x300A, 0x0002, b"SH", b"VMAT2A") + _element(0x300A, 0x0003, b"LO", b"SIB 70/57.5 Gy")
                   + _element(0x300A, 0x000C, b"CS", b"PATIENT"))
_RTPLAN = (b"\x00" * 128 + b"DICM" + _element(0x0002, 0x0000, b"UL", struct.pack("<I", len(_META))) + _META
           + _RTPLAN_DATASET)
_RTPLAN_NAME = "RP.PRO-0412.VMAT2A.dcm"

# Eclipse's DVH text export (CRLF): the padded header keys, the plan block, then a block per structure with its
# statistics and the dose/volume table under its column line
_ECLIPSE_LINES = [
    "Patient Name         : PRO-0412, Study",
    "Patient ID           : PRO-0412",
    "Comment              : DVHs for a plan",
    "Date                 : Wednesday, October 21, 2026 10:14:52",
    "Exported by          : dosimetry",
    "Type                 : Cumulative Dose Volume Histogram",
    "Description          : The cumulative DVH displays the percentage (relative)",
    "                       or volume (absolute) of structures that receive a dose",
    "                       equal to or greater than a given dose.",
    "",
    "Plan: VMAT2A",
    "Course: C1",
    "Plan Status: Treatment Approved Tuesday, October 20, 2026 16:41:07 by rossi",
    "Prescribed dose [cGy]: 7000.0",
    "% for dose (%): 100.0",
    "",
    "Structure: PTV_7000",
    "Approval Status: Approved",
    "Plan: VMAT2A",
    "Course: C1",
    "Volume [cm\u00b3]: 96.4",
    "Dose Cover.[%]: 100.0",
    "Sampling Cover.[%]: 100.0",
    "Min Dose [cGy]: 6251.8",
    "Max Dose [cGy]: 7391.2",
    "Mean Dose [cGy]: 7043.6",
    "Modal Dose [cGy]: 7061.0",
    "Median Dose [cGy]: 7049.3",
    "STD [cGy]: 61.7",
    "NDR: ",
    "Equiv. Sphere Diam. [cm]: 5.7",
    "Conformity Index: 1.04",
    "Gradient Measure [cm]: 0.61",
    "",
    "Dose [cGy]   Relative dose [%] Ratio of Total Structure Volume [%]",
    "         0                   0                       100",
    "        10            0.142857                       100",
    "      6650                  95                   98.7214",
    "      7000                 100                   61.0433",
    "      7390             105.571               2.14107e-003",
    ""]
_ECLIPSE = "\r\n".join(_ECLIPSE_LINES) + "\r\n"
_ECLIPSE_NAME = "PRO-0412_VMAT2A_DVH.txt"

# a RayStation DVH export: '#' header lines, a block per ROI opened by '#RoiName:' (no space), '#Dose unit: cGy',
# then dose and relative volume
_RAYSTATION = ("#PatientName: PRO-0412^Study\n#PatientId: PRO-0412\n#Dosename: VMAT2A 70 Gy\n"
               "#RoiName:PTV_7000\n#Dose unit: cGy\n0\t100\n6650\t98.69\n7000\t61.12\n7390\t0.21\n"
               "#RoiName:Rectum\n#Dose unit: cGy\n0\t100\n4000\t31.8\n6000\t14.2\n7000\t2.9\n")
_RAYSTATION_NAME = "PRO-0412_VMAT2A_RS_dvh.txt"

# PTW VeriSoft's .mcc export of an OCTAVIUS 729 measurement: BEGIN_SCAN_DATA, tab-indented KEY=VALUE lines,
# BEGIN_DATA rows (position, dose, detector number), END_DATA, END_SCAN n, END_SCAN_DATA
_MCC_HEAD = ["TASK_NAME=DOSE", "GROUP_NAME=PRO-0412_VMAT2A_arc1", "PROGRAM=VeriSoft 5.1.0.35",
             "MEAS_DATE=22-Oct-2026 07:41:18", "INPLANE_AXIS_DIR=TARGET_GUN", "CROSSPLANE_AXIS_DIR=LEFT_RIGHT",
             "DEPTH_AXIS_DIR=UP_DOWN", "GANTRY_UPRIGHT_POSITION=0", "GANTRY_ROTATION=CW", "SCAN_DEVICE=OCTAVIUS",
             "ELECTROMETER=DETECTOR_INTERFACE", "DETECTOR=OCTAVIUS_729", "DETECTOR_SN=000912",
             "SCAN_CURVETYPE=CROSSPLANE_PROFILE", "SCAN_DEPTH=0.00", "SCAN_OFFAXIS_INPLANE=0.00", "SCAN_ANGLE=0.00",
             "SCAN_DIAGONAL=NOT_DIAGONAL", "MEAS_PRESET=TIME_PRESET", "MEAS_TIME=96.400", "MEAS_UNIT=GY",
             "PRESSURE=1009.80", "TEMPERATURE=21.40", "NORM_TEMPERATURE=20.00", "CORRECTION_FACTOR=1.0000",
             "CORRECTIONS=AIR_DENSITY_CORR;"]
_MCC = "\n".join(
    ["BEGIN_SCAN_DATA", "\tFORMAT=CC-Export V1.9                  ", "\tFILE_CREATION_DATE=22-Oct-2026 07:43:02",
     "\tLAST_MODIFIED=22-Oct-2026 07:43:02", "\tBEGIN_SCAN  1"] + ["\t\t" + h for h in _MCC_HEAD]
    + ["\t\tBEGIN_DATA", "\t\t\t-20.00\t\t1.9874E+00\t\t#352", "\t\t\t-10.00\t\t2.0412E+00\t\t#353",
       "\t\t\t0.00\t\t2.0518E+00\t\t#354", "\t\t\t10.00\t\t2.0377E+00\t\t#355", "\t\tEND_DATA", "\tEND_SCAN  1",
       "END_SCAN_DATA", ""])
_MCC_NAME = "PRO-0412_VMAT2A_arc1.mcc"

# an ESAPI PlanSetup serialised by ESAPIX (Newtonsoft JSON on one line), cut to a few of its keys
_DOSE_VALUE = {"Dose": 107.1, "Unit": 3, "UnitAsString": "%", "ValueAsString": "107.1", "Decimals": 1}
_ESAPI = json.dumps({
    "IsLive": True, "ApprovalStatus": 4,
    "Beams": [{"IsLive": True, "Applicator": None, "ArcLength": 358.0, "AverageSSD": 912.4, "BeamNumber": n,
               "Blocks": [], "Boluses": [],
               "CalculationLogs": [{"IsLive": True, "Category": "Dose", "MessageLines": [
                   "Information: Acuros XB (Version 16.1.0)", "Information: Calculation grid size: 2.50 mm"]}],
               "Compensator": None, "ControlPoints": [], "Id": f"Arc{n}", "Name": "", "Comment": "",
               "HistoryUserName": "rossi", "HistoryDateTime": "2026-10-21T10:02:11"} for n in (1, 2)],
    "VerifiedPlan": None, "Id": "VMAT2A", "PlanNormalizationValue": 100.0, "CreationDateTime": "2026-10-19T14:27:40",
    "Dose": {"IsLive": True, "DoseMax3D": _DOSE_VALUE, "Isodoses": [], "SeriesUID":
             "1.2.246.352.71.2.427611840132.88412.20261021100211", "XRes": 2.5, "XSize": 158, "YRes": 2.5,
             "YSize": 101, "ZRes": 2.5, "ZSize": 100, "Id": "Dose", "Name": "", "Comment": "",
             "HistoryUserName": "rossi", "HistoryDateTime": "2026-10-21T10:02:11"},
    "DoseValuePresentation": 0, "Name": "", "Comment": "PRO-0412 SIB 70/57.5 Gy in 28",
    "HistoryUserName": "rossi", "HistoryDateTime": "2026-10-21T10:02:11"}, separators=(",", ":"))
_ESAPI_NAME = "PRO-0412_VMAT2A_plan.json"

# DVH Analytics' CSV download: a 'DVH Data' line, then the column line and a row per ROI
_DVHA_COLUMNS = ["mrn", "uid", "roi_name", "roi_type", "rx_dose", "volume", "min_dose", "mean_dose", "max_dose",
                 "eud", "a", "D_95%", "D_2%", "V_70Gy", "V_60Gy", "V_40Gy", "D_0.03cc", "V_20Gy", "Dmean"]
_DVHA_ROWS = [["PRO-0412", "1.2.246.352.71.5.427611840132.88412.20261021100211", "ptv_7000", "PTV", "70.0",
               "96.4", "62.52", "70.44", "73.91", "70.31", "-10", "68.41", "72.65", "61.04", "99.72", "100.0",
               "73.62", "100.0", "70.44"],
              ["PRO-0412", "1.2.246.352.71.5.427611840132.88412.20261021100211", "rectum", "OAR", "70.0", "71.9",
               "3.11", "31.27", "70.62", "48.93", "8", "5.02", "68.17", "2.93", "14.21", "31.84", "70.21", "52.66",
               "31.27"]]
_DVHA_CSV = "DVH Data\n" + _csv([_DVHA_COLUMNS] + _DVHA_ROWS)
_DVHA_NAME = "dvh_analytics_prostate_2026-10.csv"

# an Eclipse clinical protocol (XML) as the team's SIB technique is kept: Preview, then a phase's prescription items
_PROTOCOL = """<?xml version="1.0" encoding="utf-8"?>
<Protocol xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <Preview ID="PRO-SIB-70-57.5" Type="Protocol" ApprovalStatus="Approved" TreatmentSite="Prostate" \
TreatmentStyle="VMAT" Description="Prostate SIB 70/57.5 Gy in 28, VMAT 2 arcs" LastModified="10/19/2026 2:27:40 PM" />
  <Phases>
    <Phase ID="Phase 1">
      <Prescription>
        <MeasureItem ID="PTV_7000">
          <StructureCode CodeScheme="99VMS_STRUCTCODE" Code="PTVp" CodeVersion="1.0" />
          <Type>4</Type>
          <Modifier>3</Modifier>
          <Value>95</Value>
          <TypeSpecifier>7000</TypeSpecifier>
          <ReportDQPValueInAbsoluteUnits>false</ReportDQPValueInAbsoluteUnits>
        </MeasureItem>
        <MeasureItem ID="Rectum">
          <StructureCode CodeScheme="FMA" Code="14544" CodeVersion="3.2" />
          <Type>3</Type>
          <Modifier>4</Modifier>
          <Value>15</Value>
          <TypeSpecifier>6000</TypeSpecifier>
          <ReportDQPValueInAbsoluteUnits>false</ReportDQPValueInAbsoluteUnits>
        </MeasureItem>
      </Prescription>
    </Phase>
  </Phases>
</Protocol>
"""
_PROTOCOL_NAME = "PRO-SIB-70-57.5_protocol.xml"

# a physicist's rating sheet as typed after the month's review: physicist, date, plan (study number/label),
# technique, PTV D95 %, rectum V70 %, gamma pass %, rating (1-5): eight fields a line
_RATING_SHEET = (f"okafor 2026-11-02 {_PLAN} VMAT 98.7 2.9 99.4 5\n"
                 "okafor 2026-11-02 PRO-0412/IMRT7F IMRT 97.9 4.1 98.8 4\n"
                 "okafor 2026-11-02 PRO-0419/VMAT2A VMAT 96.2 5.6 97.1 3\n"
                 "okafor 2026-11-02 PRO-0427/SBRT-VMAT VMAT 95.1 1.2 93.6 2\n"
                 "okafor 2026-11-02 HN-0233/VMAT3A VMAT 97.4 0.0 98.2 4\n")
# a committee member's ballot as typed for the plan review meeting: member, month, place, plan, technique: five fields
_BALLOT = (f"haddad 2026-11 1 {_PLAN} VMAT\n"
           "haddad 2026-11 2 PRO-0412/IMRT7F IMRT\n"
           "haddad 2026-11 3 HN-0233/VMAT3A VMAT\n"
           "haddad 2026-11 4 PRO-0419/VMAT2A VMAT\n")
# the committee's vote tally as the physics lead types it: plan, technique, adopt, revise and reject votes, decision:
# six fields a line
_VOTE_TALLY = (f"{_PLAN} VMAT 6 1 0 adopt\nPRO-0412/IMRT7F IMRT 4 3 0 adopt\n"
               "PRO-0419/VMAT2A VMAT 2 4 1 revise\nPRO-0427/SBRT-VMAT VMAT 0 2 5 reject\n")


def hundredninth_bar_radiotherapy_cases() -> list[Case]:
    G = HUNDREDNINTH_RADIOTHERAPY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="plan_scores", judgements="plan_decisions", runs=_RECS3,
        stem="adopt", outputs=_OUT, item="plan", rounded="delivery_qa",
        weights="{'dvh_metrics': 2.0, 'delivery_qa': 1.5, 'plan_quality': 1.0, 'physicist_votes': 1.0}",
        lone_query="R['dvh_metrics']['study:2026-Q4/proton-comparison'] = "
                   "{'plan:PRO-0412/VMAT2A': 0.9, 'plan:HN-0233/IMRT9F': 0.4}\n",
        trust="dvh_metrics 2\ndelivery_qa 1\nphysicist_votes 1\n",
        trust_dict="{'dvh_metrics': 2, 'delivery_qa': 1, 'physicist_votes': 1}",
        texts={
            "rrf": ("u109a_rrf_plan_scores",
                    "rankagg.fuse({source: {site, month or study: {plan: score}}}, method='rrf'): DVH metrics, plan "
                    "quality scores, delivery QA pass rates and the physicists' votes, six rankings "
                    f"('site:2026-11/prostate-sib'), plans by study number and label ('plan:{_PLAN}')"),
            "borda": ("u109a_borda_plan_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a replan made mid-month, not yet measured on the OCTAVIUS "
                      "and not yet voted on, so some sources have no score for it"),
            "combsum": ("u109a_combsum_rounded_gamma_pass_rates",
                        "rankagg.fuse(..., method='combsum'): delivery QA gamma pass rates as the physicists round "
                        "them to one decimal (many ties), beside DVH metrics and the votes"),
            "fuser": ("u109a_weighted_fuser_dvh_metrics",
                      "rankagg.Fuser('rrf', weights=...) per site, month and study: DVH metrics count 2, delivery QA "
                      "1.5, plan quality and the votes 1, as target coverage and organ-at-risk sparing decide first"),
            "frame": ("u109a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's plan review "
                      "tracker, a row per site, plan and source"),
            "evaluate": ("u109a_evaluate_plan_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the adopted plans first"),
            "lone": ("u109a_proton_study_only_dvh",
                     "rankagg.fuse(..., method='rrf'): the proton comparison study, which only the DVH metrics cover "
                     "so far (no QA measured, no votes), beside sites, months and studies every source covers"),
            "cli_rrf": ("u109a_cli_rrf_runs",
                        "rankagg fuse dvh_metrics.run delivery_qa.run physicist_votes.run --method rrf -o adopt.run: "
                        "one run per source, sites, months and studies as queries"),
            "cli_borda": ("u109a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: DVH metrics count "
                          "double)"),
            "cli_combsum": ("u109a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four plans the committee can review "
                            "per site in one meeting"),
            "cli_evaluate": ("u109a_cli_evaluate_decisions_qrels",
                             "rankagg evaluate adopt.run --qrels plan_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the committee's decisions (2 adopt, 1 revise, 0 reject)"),
            "cli_parquet": ("u109a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o adopt.parquet: gzipped runs from the nightly "
                            "planning-system export, a Parquet table for the department's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u109a_dicom_rtplan_as_run", "a DICOM RT Plan file exported from Eclipse (binary: a 128-byte preamble, "
         "'DICM', the file meta group, SOP class RT Plan Storage, Modality RTPLAN, RT Plan Label VMAT2A)",
         _RTPLAN_NAME, _RTPLAN, "DICOM", _RTPLAN_NAME),
        ("u109a_eclipse_dvh_export_as_run", "Eclipse's DVH text export ('Patient Name :', 'Plan: VMAT2A', "
         "'Prescribed dose [cGy]: 7000.0', 'Structure: PTV_7000' with its statistics, then Dose [cGy], Relative "
         "dose [%], Ratio of Total Structure Volume [%] columns)", _ECLIPSE_NAME, _ECLIPSE, "Eclipse",
         named_at(_ECLIPSE_NAME, _ECLIPSE)),
        ("u109a_raystation_dvh_export_as_run", "a RayStation DVH export ('#PatientName:', '#PatientId:', "
         "'#Dosename:', '#RoiName:' blocks, '#Dose unit: cGy', dose and volume columns)", _RAYSTATION_NAME,
         _RAYSTATION, "RayStation", named_at(_RAYSTATION_NAME, _RAYSTATION)),
        ("u109a_verisoft_mcc_as_run", "PTW VeriSoft's .mcc measurement export of an OCTAVIUS 729 plan QA "
         "(BEGIN_SCAN_DATA, FORMAT=CC-Export V1.9, BEGIN_SCAN 1, PROGRAM=VeriSoft, KEY=VALUE lines, BEGIN_DATA rows "
         "of position, dose and detector)", _MCC_NAME, _MCC, "VeriSoft", named_at(_MCC_NAME, _MCC)),
        ("u109a_esapi_plan_json_as_run", "an ESAPI PlanSetup serialised to JSON by the team's ESAPIX script "
         "('IsLive', 'ApprovalStatus', 'Beams', 'Id': VMAT2A, 'PlanNormalizationValue', 'Dose' with 'DoseMax3D')",
         _ESAPI_NAME, _ESAPI, "ESAPI", f"{_ESAPI_NAME}:1"),
        ("u109a_dvh_analytics_csv_as_run", "DVH Analytics' CSV download ('DVH Data', then mrn, uid, roi_name, "
         "roi_type, rx_dose, volume, min_dose, mean_dose, max_dose, eud, a and the endpoint columns)", _DVHA_NAME,
         _DVHA_CSV, "DVH Analytics", named_at(_DVHA_NAME, _DVHA_CSV)),
        ("u109a_eclipse_clinical_protocol_as_run", "an Eclipse clinical protocol (XML: <Protocol>, a <Preview> of "
         "the technique, <Phases>/<Phase>/<Prescription> of <MeasureItem> goals)", _PROTOCOL_NAME, _PROTOCOL,
         "Eclipse", named_at(_PROTOCOL_NAME, _PROTOCOL)),
        ("u109a_physicist_rating_sheet_as_run", "a physicist's rating sheet as typed (eight fields a line: "
         "physicist, date, plan, technique, PTV D95 %, rectum V70 %, gamma pass %, rating)",
         "rating_sheet_okafor_2026-11-02.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_okafor_2026-11-02.txt:1"),
        ("u109a_member_ballot_as_run", "a committee member's ballot as typed for the plan review meeting (five "
         "fields a line: member, month, place, plan, technique)", "ballot_haddad_2026-11.txt", _BALLOT, "ballot",
         "ballot_haddad_2026-11.txt:1"),
        ("u109a_committee_vote_tally_as_run", "the committee's vote tally as the physics lead types it (six fields "
         "a line: plan, technique, adopt, revise and reject votes, decision)", "vote_tally_2026-11.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-11.txt:1")],
        one_run=("physicist_votes.run", _ONE_RUN), stem="adopt",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a plan, a technique, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a DICOM RT Plan read as lines gives no ranking (a DICOM reader such as "
                   "pydicom or the planning system opens it): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u109a_member_ballot_as_qrels", "ballot_haddad_2026-11.txt", _BALLOT, "ballot"),
        ("u109a_committee_vote_tally_as_qrels", "vote_tally_2026-11.txt", _VOTE_TALLY, "vote tally"),
        ("u109a_eclipse_dvh_export_as_qrels", _ECLIPSE_NAME, _ECLIPSE, "Eclipse"),
        ("u109a_verisoft_mcc_as_qrels", _MCC_NAME, _MCC, "VeriSoft")],
        one_run=("physicist_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u109a_member_ballot_as_qrels": "a committee member's ballot as typed, five fields a line",
            "u109a_committee_vote_tally_as_qrels": "the committee's vote tally as typed, six fields a line",
            "u109a_eclipse_dvh_export_as_qrels": "Eclipse's DVH text export of one plan",
            "u109a_verisoft_mcc_as_qrels": "PTW VeriSoft's .mcc measurement export of a plan's QA"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u109a_out_dicom_rtplan_dcm", "RP.PRO-0412.VMAT2A.dcm", "a DICOM RT Plan file (.dcm, as the planning "
         "system and pydicom open it)"),
        ("u109a_out_verisoft_mcc", "PRO-0412_VMAT2A_arc1.mcc", "a PTW VeriSoft measurement export (.mcc, "
         "'BEGIN_SCAN_DATA')"),
        ("u109a_out_ptw_xcc", "PRO-0412_VMAT2A_arc1.xcc", "a PTW XML measurement file (.xcc, as VeriSoft and "
         "pymcc open it)"),
        ("u109a_out_dvh_file", "PRO-0412_VMAT2A.dvh", "a DVH file (.dvh, as the team's DVH tools name their "
         "exports)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=109"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u109a_api_esapi_plan_dict",
            "rankagg.fuse(json.load(plan.json)): an ESAPI PlanSetup serialised to JSON by ESAPIX, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ESAPI", why="a run maps a query to {document: score}; an ESAPI plan is one treatment plan ('IsLive', "
            "'ApprovalStatus', 'Beams' with their calculation logs, 'Id', 'PlanNormalizationValue', 'Dose' with "
            "'DoseMax3D'), no ranking",
            files={"r.json": _ESAPI}),
        bad("u109a_api_dvh_analytics_csv_frame",
            "rankagg.fuse(pd.read_csv(dvh_analytics.csv, skiprows=1)): DVH Analytics' CSV download (mrn, uid, "
            "roi_name, roi_type, rx_dose, volume, min_dose, mean_dose, max_dose, ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', skiprows=1), method='borda')\n",
            "DVH Analytics", why="a table of runs has qid, docid, run and score columns; a DVH Analytics download "
            "has a structure a row (patient, plan UID, ROI, prescription, volume, doses, EUD and DVH endpoints), no "
            "score",
            files={"r.csv": _DVHA_CSV}),
    ]
    return cases
