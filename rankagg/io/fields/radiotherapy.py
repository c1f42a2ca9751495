"""A hospital radiotherapy physics team's treatment plan review files, its medical physicists', dosimetrists' and
radiation oncologists' (issue 45's hundred-and-ninth bar, u109a_): Varian Eclipse's DVH text exports, RayStation's
DVH exports, PTW VeriSoft's .mcc measurement exports, ESAPI plans serialised to JSON by ESAPIX (as saved, and loaded
in Python), DVH Analytics' CSV downloads (also read as a frame), Eclipse clinical protocols (XML), and the team's
typed rating sheets, ballots and vote tallies, which name a plan by its patient's study number and label
(PRO-0412/VMAT2A) and its delivery technique (VMAT, IMRT, SBRT, ...) on every line.  (A DICOM RT Plan is named by its
bytes by the older readers, as a DICOM object; outputs named .dcm, .mcc, .xcc or .dvh are the output names' to
refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a plan as the team types it: the patient's study number (a site's letters, '-', digits: PRO-0412, HN-0233), '/',
#: then the plan's label as the planning system keeps it (VMAT2A, IMRT7F, SBRT-VMAT, REPLAN1)
_PLAN = r"[A-Z]{2,5}-\d{3,6}/[A-Za-z0-9][\w.+-]*(?![\w/])"
#: a delivery technique, a closed set of the field's names, beside the plan on every typed line: a plan's label alone
#: could be any slug, the technique is the field's own token (never a run's Q0 in a second field)
_TECHNIQUE = (r"(?:VMAT|IMRT|IMAT|3D-?CRT|SBRT|SABR|SRS|FSRT|SRT|IMPT|PBS|DCAT|TOMO|HT|HDR|LDR|ELECTRON|"
              r"(?i:Tomo(?:therapy)?|RapidArc|HyperArc|CyberKnife))(?![\w-])")
_NUM = r"\d{1,3}(?:\.\d+)?"
#: the plan review committee's decisions as the team types them
_DECISION = r"(?i:adopt(?:ed)?|revise[d]?|reject(?:ed)?|replan|approve[d]?|hold)(?![\w-])"
#: a physicist's rating sheet's line: physicist, date, plan, technique, PTV D95 %, rectum V70 %, gamma pass %, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_PLAN}[ \t]+{_TECHNIQUE}[ \t]+{_NUM}[ \t]+{_NUM}[ \t]+{_NUM}"
           r"[ \t]+[0-9][ \t]*\r?")
#: a member's ballot's line: member, month (or day), place (never a qrels' 0), plan, technique
_BALLOT = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d(?:-\d\d)?[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_PLAN}[ \t]+{_TECHNIQUE}[ \t]*\r?"
#: a vote tally's line: plan, technique, the adopt, revise and reject votes, the decision
_TALLY = rf"{_PLAN}[ \t]+{_TECHNIQUE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

RADIOTHERAPY = Field(
    team="a hospital radiotherapy physics team's treatment plan review, its medical physicists, dosimetrists and "
         "radiation oncologists (u109a_)",
    advice="give each source's ranking of a treatment site's month's, a month's replans' or a planning study's "
           "treatment plans (the DVH metrics, the plan quality scores, the delivery QA gamma pass rates, the "
           "physicists' votes) as a run, the site's month a query (site:2026-11/prostate-sib) and each plan a "
           "document (plan:PRO-0412/VMAT2A), the score higher for the plan to adopt first: 'SITE Q0 PLAN RANK SCORE "
           "SOURCE'; the plan review committee's decisions are the qrels, 'SITE 0 PLAN GRADE' (2 adopt, 1 revise, "
           "0 reject)",
    files=(
        # Eclipse's export opens with its padded 'Patient Name :' and 'Patient ID :' keys (DVHmetrics' parseEclipse
        # reads them), and a block per structure opens with 'Structure: ', which no other such header is followed by
        FieldFile("a Varian Eclipse DVH text export (Eclipse's 'Patient Name :', 'Patient ID :', 'Type : Cumulative "
                  "Dose Volume Histogram', 'Plan:', 'Prescribed dose [cGy]:', then 'Structure:' blocks with their "
                  "statistics and Dose [cGy], Relative dose [%], Ratio of Total Structure Volume [%] columns)",
                  "Patient Name         : PRO-0412, Study\r\nPatient ID           : PRO-0412\r\n"
                  "Type                 : Cumulative Dose Volume Histogram\r\n\r\nPlan: VMAT2A\r\n"
                  "Prescribed dose [cGy]: 7000.0\r\n\r\nStructure: PTV_7000\r\nVolume [cm\u00b3]: 96.4\r\n\r\n"
                  "Dose [cGy]   Relative dose [%] Ratio of Total Structure Volume [%]\r\n"
                  "         0                   0                       100\r\n", 1,
                  line=r"\A\ufeff?Patient Name[ \t]*:[^\n]*\nPatient ID[ \t]*:", marks=(r"^Structure: ",)),
        # RayStation's export: '#' header keys without spaces, then a block per ROI opened by '#RoiName:'
        # (DVHmetrics' parseRayStation)
        FieldFile("a RayStation DVH export ('#PatientName:', '#PatientId:', '#Dosename:', then '#RoiName:' blocks, "
                  "'#Dose unit: cGy' and dose and volume columns)",
                  "#PatientName: PRO-0412^Study\n#PatientId: PRO-0412\n#Dosename: VMAT2A 70 Gy\n"
                  "#RoiName:PTV_7000\n#Dose unit: cGy\n0\t100\n6650\t98.69\n", 1,
                  line=r"\A\ufeff?#PatientName:[^\n]*\n#PatientId:", marks=("#RoiName:",)),
        # PTW's CC-Export files (VeriSoft's and Mephysto's .mcc) open with BEGIN_SCAN_DATA, then BEGIN_SCAN n blocks
        FieldFile("a PTW VeriSoft (or Mephysto) .mcc measurement export (BEGIN_SCAN_DATA, FORMAT=CC-Export, "
                  "BEGIN_SCAN n blocks of KEY=VALUE lines such as PROGRAM=VeriSoft and DETECTOR=OCTAVIUS_729, "
                  "BEGIN_DATA rows of position, dose and detector, END_DATA, END_SCAN n, END_SCAN_DATA)",
                  "BEGIN_SCAN_DATA\n\tFORMAT=CC-Export V1.9\n\tFILE_CREATION_DATE=22-Oct-2026 07:43:02\n"
                  "\tBEGIN_SCAN  1\n\t\tTASK_NAME=DOSE\n\t\tPROGRAM=VeriSoft 5.1.0.35\n\t\tBEGIN_DATA\n"
                  "\t\t\t0.00\t\t2.0518E+00\t\t#354\n\t\tEND_DATA\n\tEND_SCAN  1\nEND_SCAN_DATA\n", 1,
                  line=r"\A\ufeff?BEGIN_SCAN_DATA[ \t]*\r?$", marks=(r"^[ \t]*BEGIN_SCAN[ \t]+\d",)),
        # ESAPIX serialises ESAPI's PlanSetup with its own IsLive flag beside the plan's normalization, its approval
        # status and its beams
        FieldFile("an ESAPI PlanSetup (a Varian Eclipse treatment plan) serialised to JSON by ESAPIX ('IsLive', "
                  "'ApprovalStatus', 'Beams' with their control points and calculation logs, 'Id', "
                  "'PlanNormalizationValue', 'Dose' with 'DoseMax3D')",
                  '{"IsLive":true,"ApprovalStatus":4,"Beams":[{"IsLive":true,"BeamNumber":1,"ControlPoints":[],'
                  '"Id":"Arc1"}],"Id":"VMAT2A","PlanNormalizationValue":100.0,"Dose":{"IsLive":true,"DoseMax3D":'
                  '{"Dose":107.1,"Unit":3}},"DoseValuePresentation":0}\n', 1,
                  keys=("PlanNormalizationValue", "IsLive", "ApprovalStatus", "Beams")),
        # DVH Analytics' download opens with its 'DVH Data' title line, the header of its ROIs' columns under it
        FieldFile("a DVH Analytics CSV download ('DVH Data', then mrn, uid, roi_name, roi_type, rx_dose, volume, "
                  "min_dose, mean_dose, max_dose, eud, a and the DVH endpoint columns, a structure a row)",
                  "DVH Data\nmrn,uid,roi_name,roi_type,rx_dose,volume,min_dose,mean_dose,max_dose,eud,a,D_95%\n"
                  "PRO-0412,1.2.246.352.71.5.4276,ptv_7000,PTV,70.0,96.4,62.52,70.44,73.91,70.31,-10,68.41\n", 1,
                  line=r"\A\ufeff?DVH Data[ \t,]*\r?$", marks=("roi_name", "roi_type", "rx_dose")),
        # the same table read without its title line (pandas' skiprows=1), or its frame: DVH Analytics' own
        # column names for a structure's prescription, type and EUD
        FieldFile("a DVH Analytics CSV download's table (mrn, uid, roi_name, roi_type, rx_dose, volume, min_dose, "
                  "mean_dose, max_dose, eud, a and the DVH endpoint columns, a structure a row)",
                  "mrn,uid,roi_name,roi_type,rx_dose,volume,min_dose,mean_dose,max_dose,eud,a,D_95%\n"
                  "PRO-0412,1.2.246.352.71.5.4276,ptv_7000,PTV,70.0,96.4,62.52,70.44,73.91,70.31,-10,68.41\n", 1,
                  columns=("roi_type", "roi_name", "rx_dose", "min_dose", "mean_dose", "max_dose", "eud")),
        # Protocol is a generic root's name: an Eclipse clinical protocol's Preview element, with its approval
        # status and treatment site, tells it
        FieldFile("a Varian Eclipse clinical protocol (XML: <Protocol>, a <Preview> of its ID, ApprovalStatus, "
                  "TreatmentSite and TreatmentStyle, <Phases>/<Phase>/<Prescription> of <MeasureItem> goals)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<Protocol xmlns:xsi="http://www.w3.org/2001/'
                  'XMLSchema-instance">\n  <Preview ID="PRO-SIB-70-57.5" Type="Protocol" ApprovalStatus="Approved" '
                  'TreatmentSite="Prostate" TreatmentStyle="VMAT" />\n  <Phases>\n  </Phases>\n</Protocol>\n', 2,
                  root="Protocol", marks=("<Preview ", "ApprovalStatus=", "TreatmentSite=")),
        FieldFile("a radiotherapy physicist's plan rating sheet typed as text (physicist, date, plan as study number "
                  "and label, delivery technique, PTV D95 %, rectum V70 %, gamma pass %, rating)",
                  "okafor 2026-11-02 PRO-0412/VMAT2A VMAT 98.7 2.9 99.4 5\n"
                  "okafor 2026-11-02 PRO-0412/IMRT7F IMRT 97.9 4.1 98.8 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a radiotherapy plan review committee member's ballot typed as text (member, month, place, plan as "
                  "study number and label, delivery technique)",
                  "haddad 2026-11 1 PRO-0412/VMAT2A VMAT\nhaddad 2026-11 2 PRO-0412/IMRT7F IMRT\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a radiotherapy plan review committee's vote tally typed as text (plan as study number and label, "
                  "delivery technique, adopt, revise and reject votes, decision)",
                  "PRO-0412/VMAT2A VMAT 6 1 0 adopt\nPRO-0412/IMRT7F IMRT 4 3 0 adopt\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
