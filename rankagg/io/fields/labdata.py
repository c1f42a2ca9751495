"""An analytical chemistry lab's files (issue 45's thirty-third bar, u33i_): AnIML documents, Allotrope Simple Model
JSON, JCAMP-DX spectra (whose points parse as qrels lines), Chromeleon's, ChemStation's and Empower's exports, NIST MS
Search's hit lists, Thermo RAW files and a LIMS's sample manifests."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

LABDATA = Field(
    team="an analytical chemistry lab's files (u33i_)",
    advice="give each matcher's ranking of a sample's candidate compounds (NIST MS Search's, MS-DIAL's, SIRIUS's, the "
           "analysts') as a run, a batch and sample a query and each candidate a document (cas:58-08-2@rt4.21), the "
           "score higher for the likelier identity: 'BATCH/SAMPLE Q0 CANDIDATE RANK SCORE MATCHER'; the identities "
           "the reference standards confirmed are the qrels, 'BATCH/SAMPLE 0 CANDIDATE GRADE'",
    files=(
        FieldFile("an AnIML document (XML, ASTM's Analytical Information Markup Language: SampleSet, "
                  "ExperimentStepSet, series of results)", '<?xml version="1.0" encoding="UTF-8"?>\n<AnIML xmlns="urn:'
                  'org:astm:animl:schema:core:draft:0.90" version="0.90">\n  <SampleSet/>\n</AnIML>\n', 2, root="AnIML",
                  outputs=(".animl",)),
        FieldFile("an Allotrope Simple Model document (ASM JSON: $asm.manifest, then an instrument's aggregate "
                  "document: its runs, measurements and peaks)", '{\n    "$asm.manifest": "http://purl.allotrope.org/'
                  'manifests/liquid-chromatography/BENCHLING/2023/09/liquid-chromatography.manifest",\n    '
                  '"liquid chromatography aggregate document": {}\n}\n', 1, keys=("$asm.manifest",)),
        FieldFile("a JCAMP-DX spectrum ('##TITLE=', '##JCAMP-DX=', '##DATA TYPE=' labels, then the points: lines of "
                  "numbers that trec_eval, skipping the '#' lines, would read as qrels)",
                  "##TITLE=Caffeine reference standard\n##JCAMP-DX=4.24\n##DATA TYPE=INFRARED SPECTRUM\n"
                  "##XYDATA=(X++(Y..Y))\n3976 0.0213 0.0215 0.0219\n", 1, line=r"\A##TITLE=", marks=("##JCAMP-DX=",),
                  lookalike=True),
        FieldFile("a Chromeleon export (Filepath, Channel, then 'Sample Information:', 'Raw Data Header Information:' "
                  "and 'Raw Data:' blocks)", "Filepath\tC:\\Chromel\\data\\B26-117\\S-0042.acd\nChannel\tUV_VIS_1\n\n"
                  "Sample Information:\nDatasource\tQCLAB-CM\n", 1, line=r"\AFilepath\t",
                  marks=("Sample Information:",)),
        FieldFile("Agilent ChemStation's report (REPORT.TXT: Data File, Sample Name, ..., then peak tables: Peak, "
                  "RetTime, Type, Width, Area, ...)", "Data File C:\\Chem32\\1\\DATA\\B26-117\\S-0042.D\nSample Name: "
                  "S-0042\n", 1, line=r"\AData File [A-Za-z]:\\", marks=("Sample Name:",)),
        FieldFile("a Waters Empower export (.arw: a quoted header of SampleName, Sample Set Name, Channel, ..., then "
                  "the points)", '"SampleName"\t"Sample Set Name"\t"Channel"\t"Vial"\n"S-0042"\t"B26-117"\t'
                  '"PDA Spectrum"\t"1:A,2"\n', 1, line=r'\A"SampleName"\t"Sample Set Name"'),
        FieldFile("NIST MS Search's hit list (SRCRESLT.TXT: 'Unknown: ...', then 'Hit N : <<name>>; <<formula>>; MF; "
                  "RMF; Prob; CAS; ...')", "Unknown: S-0042 scan 812 RT 4.210 min  Compound in Library Factor = 512\n"
                  "Hit 1  : <<Caffeine>>; <<C8H10N4O2>>; MF: 912; RMF: 934; Prob: 86.21; CAS:58-08-2; Mw: 194\n", 1,
                  line=r"\AUnknown: [^\n]*\n\s*Hit 1\s*: <<"),
        FieldFile("a Thermo RAW file (binary: 01 A1 and 'Finnigan' in UTF-16; ThermoRawFileParser or msconvert "
                  "writes its spectra as mzML)", b"\x01\xa1" + "Finnigan".encode("utf-16-le") + b"\x00" * 40, 0,
                  magic=b"\x01\xa1", marks=("F\x00i\x00n\x00n\x00i\x00g\x00a\x00n\x00",)),
        FieldFile("a LIMS sample manifest (LabWare's SAMPLE table: SAMPLE_NUMBER, TEXT_ID, STATUS, SAMPLE_TYPE, "
                  "...)", "SAMPLE_NUMBER,TEXT_ID,STATUS,SAMPLE_TYPE,PRODUCT,BATCH\n10442,S-0042,I,UNKNOWN,CAFF_TAB,"
                  "B26-117\n", 1, columns=("SAMPLE_NUMBER", "TEXT_ID", "SAMPLE_TYPE")),
    ))
