"""An ophthalmology reading centre's files (issue 45's thirty-seventh bar, u37j_): the Humphrey Field Analyzer's XML
exports, JOIA's XML from refractors, keratometers and tonometers, Heidelberg's .vol and E2E exports, Topcon's .fds and
.fda, and the centre's ETDRS grading sheets."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

OPHTHALMOLOGY = Field(
    team="an ophthalmology reading centre's files (u37j_)",
    advice="give each reader's ranking of an eye's scans and images (an OCT model's, a screening model's, an image "
           "quality index's, the graders') as a run, a patient's eye a query and each scan or image a document by "
           "its device, date and number (oct:cirrus/2026-03-09/0012), the score higher for the more urgent: "
           "'PATIENT/EYE Q0 IMAGE RANK SCORE READER'; the adjudicated grades are the qrels (2 referable, 1 a "
           "finding, 0 none), 'PATIENT/EYE 0 IMAGE GRADE'",
    files=(
        FieldFile("a Humphrey Field Analyzer XML export (HFA_EXPORT, as the HFA or Zeiss FORUM writes a visual field: "
                  "PATIENT, STUDY, SERIES, FIELD_EXAM with its test pattern, strategy and thresholds)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<HFA_EXPORT version="1.0">\n  <PATIENT>\n'
                  '    <PATIENT_ID>00417</PATIENT_ID>\n    <STUDY>\n      <SERIES>\n        <FIELD_EXAM>\n'
                  '          <STATIC_TEST><TEST_PATTERN>10-2</TEST_PATTERN></STATIC_TEST>\n        </FIELD_EXAM>\n'
                  '      </SERIES>\n    </STUDY>\n  </PATIENT>\n</HFA_EXPORT>\n', 2, root="HFA_EXPORT"),
        FieldFile("a JOIA XML (the Japan Ophthalmic Instruments Association's output of autorefractors, "
                  "keratometers, tonometers and lensmeters: Ophthalmology, nsCommon:Common with the device and "
                  "patient, then each measure)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<Ophthalmology xmlns:nsCommon="http://www.joia.or.jp/'
                  'standardized/namespaces/Common" xmlns:nsTM="http://www.joia.or.jp/standardized/namespaces/TM">\n'
                  '  <nsCommon:Common>\n    <nsCommon:Company>TOMEY</nsCommon:Company>\n'
                  '    <nsCommon:ModelName>FT-1000</nsCommon:ModelName>\n  </nsCommon:Common>\n'
                  '  <nsTM:Measure Type="TM"/>\n</Ophthalmology>\n', 2, root="Ophthalmology", marks=("joia.or.jp",)),
        FieldFile("a Heidelberg .vol (Heidelberg Eye Explorer's raw OCT export from a Spectralis: 'HSF-OCT-1xx', a "
                  "2048-byte header, the SLO image, then the B-scans)",
                  b"HSF-OCT-103\x00" + bytes.fromhex("00020000" "61000000" "00020000") + b"\x00" * 48, 0,
                  magic=b"HSF-OCT-", outputs=(".vol",)),
        FieldFile("a Heidelberg Heyex E2E export (.e2e: 'CMDb', then 'MDbMDir' directories of chunks: the patient, "
                  "the studies, the series, the SLO and B-scan images)",
                  b"CMDb" + b"\x00" * 8 + bytes.fromhex("64000000") + b"\x00" * 20 + b"MDbMDir" + b"\x00" * 5
                  + bytes.fromhex("64000000") + b"\x00" * 20, 0, magic=b"CMDb\x00", marks=("MDbMDir",),
                  outputs=(".e2e",)),
        FieldFile("a Topcon .fds or .fda (a Topcon OCT's file: 'FOCT', 'FDA', then chunks each named by a length byte: "
                  "'@FDA_FILE_INFO', '@PATIENT_INFO_02', '@IMG_SCAN_03', '@IMG_JPEG', ...)",
                  b"FOCTFDA" + bytes.fromhex("0100000003000000") + b"\x0e@FDA_FILE_INFO" + bytes.fromhex("10000000")
                  + b"\x01\x00\x00\x00" + b"8.00.0.0" + b"\x00" * 4, 0, magic=b"FOCTFDA", outputs=(".fda",)),
        FieldFile("an ETDRS grading sheet (a reading centre's grades of an eye's fundus photographs on the ETDRS "
                  "Diabetic Retinopathy Severity Scale: eye, visit, the DRSS level, CSME, the lesions, gradability)",
                  "patient,eye,visit,field_set,grader,drss_level,csme,ma_he,venous_beading,irma,nvd,nve,gradable\n"
                  "0417,OS,BL,7F,AB,47,N,3,1,2,0,0,Y\n", 1,
                  columns=("eye",), cell=r"^(?:etdrs_)?drss(?:_level|_step|_score|_grade)?$"),
    ))
