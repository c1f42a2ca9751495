"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, an analytical chemistry lab ranking candidate compound
identifications per sample and batch across spectral library matchers and analysts (its cases, ids ``u33i_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each batch and sample (``batch:B26-117/S-0042``) is a query and each candidate identification a
document, a CAS number at the peak's retention time (``cas:58-08-2@rt4.21``); the runs are NIST MS Search's, MS-DIAL's,
SIRIUS's and the analysts' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each matcher's record, and judged against what the reference standards confirmed (2 confirmed against a
standard, 1 putative, 0 rejected).  The mistakes and odd files: the field's own files given where runs or qrels are
read (an AnIML document, an mzML file, an Allotrope ASM document, a JCAMP-DX spectrum, Chromeleon's ASCII export, a
ChemStation REPORT.TXT, an Empower ARW export, NIST MS Search's hit list, a Thermo .raw file, a LIMS sample manifest,
an MSP library), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_LABDATA = ("45 Unseen inputs: a thirty-third bar, an analytical chemistry lab ranking candidate compound "
                       "identifications per sample and batch across spectral library matchers and analysts (AnIML, "
                       "mzML, Allotrope ASM, JCAMP-DX, Chromeleon, ChemStation, Empower, NIST MS Search, Thermo .raw, "
                       "LIMS, MSP)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['nist_mssearch', 'msdial', 'sirius', 'analysts'],
    items=['cas:58-08-2@rt4.21', 'cas:58-55-9@rt3.05', 'cas:83-67-0@rt2.87', 'cas:611-59-6@rt3.12',
           'cas:103-90-2@rt2.44', 'cas:298-46-4@rt7.96', 'cas:15687-27-1@rt9.31', 'cas:15307-86-5@rt9.02'],
    queries=['batch:B26-117/S-0042', 'batch:B26-117/S-0043', 'batch:B26-118/S-0051', 'batch:B26-118/QC-MID',
             'batch:B26-119/S-0060', 'batch:B26-119/SPK-02'],
    suffix='/reinj', generator='candidates', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidates", "candidates.run")

_RECS3 = ["nist_mssearch", "msdial", "sirius"]
_OUT = ("candidates.run",)
_ONE_RUN = ("batch:B26-117/S-0042 Q0 cas:58-08-2@rt4.21 1 0.91 sirius\nbatch:B26-117/S-0042 Q0 "
            "cas:58-55-9@rt3.05 2 0.77 sirius\n")
# the team's files, as the instruments, data systems, search programs and the LIMS write them (a few lines)
_ANIML = ('<?xml version="1.0" encoding="UTF-8"?>\n<AnIML xmlns="urn:org:astm:animl:schema:core:draft:0.90" '
          'version="0.90">\n  <SampleSet>\n    <Sample name="S-0042" sampleID="B26-117-S-0042"/>\n  </SampleSet>\n'
          '  <ExperimentStepSet>\n    <ExperimentStep name="LC-UV 273 nm" experimentStepID="ES-1">\n'
          '      <Technique name="Chromatography" uri="https://www.animl.org/technique/chromatography.atdd"/>\n'
          '      <Result name="Peak table">\n        <SeriesSet name="Peaks" length="2">\n'
          '          <Series name="Retention time" seriesID="RT" dependency="independent" seriesType="Float64">\n'
          '            <IndividualValueSet><D>2.873</D><D>4.210</D></IndividualValueSet>\n          </Series>\n'
          '        </SeriesSet>\n      </Result>\n    </ExperimentStep>\n  </ExperimentStepSet>\n</AnIML>\n')
_MZML = ('<?xml version="1.0" encoding="utf-8"?>\n<mzML xmlns="http://psi.hupo.org/ms/mzml" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://psi.hupo.org/ms/mzml '
         'http://psidev.info/files/ms/mzML/xsd/mzML1.1.0.xsd" id="S-0042" version="1.1.0">\n  <cvList count="2">\n'
         '    <cv id="MS" fullName="Proteomics Standards Initiative Mass Spectrometry Ontology" version="4.1.30" '
         'URI="https://raw.githubusercontent.com/HUPO-PSI/psi-ms-CV/master/psi-ms.obo"/>\n'
         '    <cv id="UO" fullName="Unit Ontology" version="09:04:2014" '
         'URI="https://raw.githubusercontent.com/bio-ontology-research-group/unit-ontology/master/unit.obo"/>\n'
         '  </cvList>\n  <fileDescription>\n    <fileContent>\n'
         '      <cvParam cvRef="MS" accession="MS:1000579" name="MS1 spectrum" value=""/>\n    </fileContent>\n'
         '    <sourceFileList count="1">\n'
         '      <sourceFile id="RAW1" name="S-0042.raw" location="file:///D:/Data/B26-117">\n'
         '        <cvParam cvRef="MS" accession="MS:1000563" name="Thermo RAW format" value=""/>\n'
         '      </sourceFile>\n    </sourceFileList>\n  </fileDescription>\n</mzML>\n')
_ASM = ('{\n    "$asm.manifest": "http://purl.allotrope.org/manifests/liquid-chromatography/BENCHLING/2023/09/'
        'liquid-chromatography.manifest",\n    "liquid chromatography aggregate document": {\n'
        '        "device system document": {"asset management identifier": "LC-1260-02", "model number": '
        '"1260 Infinity II"},\n        "liquid chromatography document": [{\n            "analyst": "K.Lindqvist",\n'
        '            "measurement aggregate document": {"measurement document": [{\n'
        '                "measurement identifier": "B26-117-S-0042-UV273",\n'
        '                "sample document": {"sample identifier": "B26-117-S-0042", "written name": "S-0042"},\n'
        '                "peak list": {"peak": [{"identifier": "2", "written name": "Caffeine", '
        '"retention time": {"value": 4.21, "unit": "min"}, "peak area": {"value": 592.44, "unit": "mAU.s"}}]}\n'
        '            }]}\n        }]\n    }\n}\n')
# a JCAMP-DX infrared spectrum: '##' labelled data records, then (X++(Y..Y)) lines of an X and three Ys (four fields)
_JCAMP = ("##TITLE=Caffeine reference standard, KBr pellet\n##JCAMP-DX=4.24\n##DATA TYPE=INFRARED SPECTRUM\n"
          "##ORIGIN=QC lab, batch B26-117\n##OWNER=QC lab\n##CAS REGISTRY NO=58-08-2\n##MOLFORM=C 8 H 10 N 4 O 2\n"
          "##XUNITS=1/CM\n##YUNITS=TRANSMITTANCE\n##XFACTOR=1.0\n##YFACTOR=0.001\n##FIRSTX=4000.0\n##LASTX=3968.0\n"
          "##DELTAX=-4.0\n##NPOINTS=9\n##FIRSTY=0.951\n##XYDATA=(X++(Y..Y))\n4000 951 950 948\n3988 947 945 944\n"
          "3976 940 938 935\n##END=\n")
# Chromeleon's ASCII export: tab-separated 'Name<TAB>value' sections, then 'Raw Data:' and the signal's header
_CHROMELEON = ("Filepath\tC:\\Chromel\\data\\B26-117\\UV_VIS_1.CHL\\S-0042.acd\nChannel\tUV_VIS_1\n\n"
               "Sample Information:\nDatasource\tQCLAB-CM\nSequence\tB26-117\nSample\tS-0042\nSample Position\tRA2\n"
               "Type\tunknown\nStatus\tfinished\nDate\t27.11.2026\nTime\t08:14:02\n"
               "Injection Volume (\u00b5l)\t5.000\n\n"
               "Raw Data Header Information:\nData Points\t3\nDetector\tUV\nData System\tChromeleon\n\n"
               "Signal Parameter Information:\nSignal Info\tWVL:273 nm\nWavelength\t273 nm\n\nRaw Data:\n"
               "Time(min)\tStep(sec)\tValue(mAU)\n0.000000\t0.00\t0.125090\n0.001667\t0.10\t0.125010\n"
               "0.003333\t0.10\t0.124540\n")
# ChemStation's External Standard Report: its peak rows (RetTime, Type, Area, Amt/Area, Amount, Name) are six fields
_CHEMSTATION = ("Data File C:\\Chem32\\1\\DATA\\B26-117\\S-0042.D\nSample Name: S-0042\n\n"
                "=====================================================================\n"
                "Acq. Operator   : K.Lindqvist                     Seq. Line :   3\n"
                "Acq. Instrument : LC-1260-02                      Location : Vial 12\n"
                "Injection Date  : 11/27/2026 8:14:02 AM                Inj :   1\n"
                "                                                Inj Volume : 5.000 \u00b5l\n"
                "Acq. Method     : C:\\Chem32\\1\\DATA\\B26-117\\LC_CAFF.M\n"
                "Last changed    : 11/26/2026 4:35:09 PM by K.Lindqvist\n"
                "=====================================================================\n"
                "                       External Standard Report\n"
                "=====================================================================\n\n"
                "Sorted By             :      Signal\nCalib. Data Modified  :      11/26/2026 5:02:32 PM\n"
                "Multiplier            :      1.0000\nDilution              :      1.0000\n"
                "Use Multiplier & Dilution Factor with ISTDs\n\nSignal 1: DAD1 A, Sig=273,4 Ref=360,100\n\n"
                "RetTime Type    Area    Amt/Area   Amount   Grp   Name\n"
                "  [min]       [mAU*s]              [ug/ml]\n"
                "-------|------|----------|----------|----------|--|------------------\n"
                "  2.873 BV      75.23456 1.66182e-2    1.25027    Theobromine\n"
                "  4.210 VB     592.44012 4.19793e-2   24.87003    Caffeine\n"
                "  5.034 BB      31.90772 3.20118e-2    1.02143    Theophylline\n\n"
                "Totals :                               27.14173\n\n"
                "=====================================================================\n"
                "                          *** End of Report ***\n")
# Empower's ARW export of a PDA channel: two tab-separated rows of the sample's fields, then "Wavelength" and "Time"
# rows, then a time and five absorbances a line (six fields)
_EMPOWER = ('"SampleName"\t"Sample Set Name"\t"Channel"\t"Instrument Method Name"\t"Date Acquired"\t"Vial"\t'
            '"Injection"\n"S-0042"\t"B26-117"\t"PDA Spectrum"\t"LC_Caffeine_Gradient"\t"11/27/2026 8:14:02 AM CET"\t'
            '"1:A,2"\t"1"\n"Wavelength"\t210.00\t211.20\t212.40\t213.60\t214.80\n"Time"\n'
            "0.0033\t-0.0012\t0.0004\t0.0009\t0.0011\t0.0013\n0.0067\t-0.0010\t0.0005\t0.0010\t0.0012\t0.0014\n"
            "0.0100\t-0.0011\t0.0005\t0.0009\t0.0012\t0.0013\n")
# NIST MS Search's hit list (SRCRESLT.TXT, written in automation mode)
_NIST_HITS = ("Unknown: S-0042 scan 812 RT 4.210 min  Compound in Library Factor = 512\n"
              "Hit 1  : <<Caffeine>>; <<C8H10N4O2>>; MF: 912; RMF: 934; Prob: 86.21; CAS:58-08-2; Mw: 194; "
              "Lib: <<mainlib>>; Id: 12417.\n"
              "Hit 2  : <<1H-Purine-2,6-dione, 3,7-dihydro-1,3,7-trimethyl->>; <<C8H10N4O2>>; MF: 897; RMF: 921; "
              "Prob: 9.84; CAS:58-08-2; Mw: 194; Lib: <<replib>>; Id: 3391.\n"
              "Hit 3  : <<Theophylline>>; <<C7H8N4O2>>; MF: 702; RMF: 745; Prob: 1.12; CAS:58-55-9; Mw: 180; "
              "Lib: <<mainlib>>; Id: 11502.\n")
# a Thermo .raw file's header: the magic 0xA101 (bytes 01 A1), 'Finnigan' in UTF-16LE, four unknown words, the file
# version (66), then the audit trail and the instrument's name, also UTF-16LE
_THERMO_RAW = (b"\x01\xa1" + "Finnigan\x00".encode("utf-16-le") + b"\x00" * 16 + (66).to_bytes(4, "little")
               + b"\x00" * 112 + "Thermo Scientific Q Exactive Plus".encode("utf-16-le") + b"\x00" * 128)
# a LabWare LIMS sample manifest (the SAMPLE table's columns, as its export writes them)
_LIMS = ("SAMPLE_NUMBER,TEXT_ID,STATUS,SAMPLE_TYPE,PRODUCT,BATCH,LOGIN_DATE,LOGIN_BY,DUE_DATE,LOCATION_ID,DESCRIPTION\n"
         '10442,S-0042,I,UNKNOWN,CAFF_TAB_200MG,B26-117,27-NOV-2026 07:52:11,KLINDQVIST,04-DEC-2026,QC-LC-02,'
         '"Tablet extract, 1:100 in MeOH"\n'
         '10443,S-0043,I,UNKNOWN,CAFF_TAB_200MG,B26-117,27-NOV-2026 07:52:40,KLINDQVIST,04-DEC-2026,QC-LC-02,'
         '"Tablet extract, 1:100 in MeOH"\n'
         '10451,QC-MID,P,QC,CAFF_STD_25UG,B26-118,27-NOV-2026 08:03:02,KLINDQVIST,27-NOV-2026,QC-LC-02,'
         '"Mid-level check standard"\n')
# an MSP library entry (NIST's text format for spectra: 'Name:', ..., 'Num Peaks:', then 'm/z intensity;' pairs)
_MSP = ("Name: Caffeine\nSynon: 1H-Purine-2,6-dione, 3,7-dihydro-1,3,7-trimethyl-\nFormula: C8H10N4O2\nMW: 194\n"
        "CAS#: 58-08-2;  NIST#: 12417\nDB#: 1\nComments: EI, 70 eV; QC lab in-house library B26\nNum Peaks: 8\n"
        "55 88; 67 62; 82 149; 94 55;\n109 480; 110 44; 193 65; 194 999;\n\n")


def thirtythird_bar_labdata_cases() -> list[Case]:
    G = THIRTYTHIRD_LABDATA
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidates", judgements="confirmed", runs=_RECS3, stem="candidates", outputs=_OUT,
        item="candidates", rounded="nist_mssearch",
        weights="{'nist_mssearch': 1.0, 'msdial': 0.5, 'sirius': 1.5, 'analysts': 2.0}",
        lone_query="R['analysts']['batch:B26-120/S-0071'] = {'cas:50-78-2@rt3.42': 0.9, "
                   "'cas:69-72-7@rt5.88': 0.4}\n",
        trust="sirius 2\nnist_mssearch 1\nmsdial 0.5\n",
        trust_dict="{'sirius': 2, 'nist_mssearch': 1, 'msdial': 0.5}",
        texts={
            "rrf": ("u33i_rrf_matchers",
                    "rankagg.fuse({matcher: {batch/sample: {candidate: score}}}, method='rrf'): four matchers, six "
                    "samples ('batch:B26-117/S-0042'), candidates as CAS@retention time"),
            "borda": ("u33i_borda_unmatched_candidates",
                      "rankagg.fuse(..., method='borda'): MS-DIAL has no score for candidates outside its library"),
            "combsum": ("u33i_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): NIST MS Search's match factors at one decimal (many "
                        "ties) beside the other matchers"),
            "fuser": ("u33i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per sample: the analysts count 2, MS-DIAL 0.5"),
            "frame": ("u33i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the review sheet, a row per "
                      "sample, candidate and matcher"),
            "evaluate": ("u33i_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, what the standards confirmed, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the identifications a reference standard confirmed"),
            "lone": ("u33i_one_matcher_sample",
                     "rankagg.fuse(..., method='rrf'): a sample only the analysts ranked (a complaint sample run by "
                     "hand) beside samples every matcher covers"),
            "cli_rrf": ("u33i_cli_rrf_runs",
                        "rankagg fuse nist_mssearch.run msdial.run sirius.run --method rrf -o candidates.run: one "
                        "run per matcher, samples as queries"),
            "cli_borda": ("u33i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: SIRIUS counts "
                          "double)"),
            "cli_combsum": ("u33i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four candidates the lab buys "
                            "standards for"),
            "cli_evaluate": ("u33i_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate candidates.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the standards' confirmations (0-2)"),
            "cli_parquet": ("u33i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o candidates.parquet: gzipped runs from the "
                            "processing server, a Parquet table for the LIMS dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33i_animl_as_run", "an AnIML document (AnIML xmlns='urn:org:astm:animl:schema:core:draft:0.90', "
         "SampleSet, ExperimentStepSet)", "S-0042_LC-UV.animl", _ANIML, "AnIML", "S-0042_LC-UV.animl:2"),
        ("u33i_mzml_as_run", "an mzML file (mzML xmlns='http://psi.hupo.org/ms/mzml', cvList, fileDescription)",
         "S-0042.mzML", _MZML, "mzML", "S-0042.mzML:2"),
        ("u33i_asm_json_as_run", "an Allotrope ASM document ($asm.manifest, liquid chromatography aggregate "
         "document)", "S-0042.asm.json", _ASM, "Allotrope", "S-0042.asm.json:1"),
        ("u33i_jcamp_as_run", "a JCAMP-DX infrared spectrum ('##TITLE=', '##JCAMP-DX=4.24', ..., '##XYDATA=')",
         "caffeine_std.jdx", _JCAMP, "JCAMP-DX", "caffeine_std.jdx:1"),
        ("u33i_chromeleon_txt_as_run", "Chromeleon's ASCII export (Filepath, Channel, 'Sample Information:', ..., "
         "'Raw Data:', then Time(min), Step(sec), Value(mAU))", "S-0042_UV_VIS_1.txt", _CHROMELEON, "Chromeleon",
         "S-0042_UV_VIS_1.txt:1"),
        ("u33i_chemstation_report_as_run", "ChemStation's REPORT.TXT ('Data File C:\\Chem32\\...', an External "
         "Standard Report whose peak rows are six fields)", "REPORT.TXT", _CHEMSTATION, "ChemStation",
         "REPORT.TXT:1"),
        ("u33i_empower_arw_as_run", "an Empower ARW export (\"SampleName\", \"Channel\", ... rows, \"Wavelength\", "
         "then a time and five absorbances a line)", "S-0042.arw", _EMPOWER, "Empower", "S-0042.arw:1"),
        ("u33i_nist_hitlist_as_run", "NIST MS Search's hit list (SRCRESLT.TXT: 'Unknown: ...', 'Hit 1  : <<...>>; "
         "MF: ...')", "SRCRESLT.TXT", _NIST_HITS, "NIST MS Search", "SRCRESLT.TXT:1"),
        ("u33i_thermo_raw_as_run", "a Thermo .raw file (01 A1, then 'Finnigan' in UTF-16LE)", "S-0042.raw",
         _THERMO_RAW, "Thermo", "S-0042.raw")],
        one_run=("sirius.run", _ONE_RUN), stem="candidates",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an instrument's binary file read as lines gives no ranking: named by its "
                   "magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33i_lims_manifest_as_qrels", "manifest_B26-117.csv", _LIMS, "LIMS"),
        ("u33i_jcamp_as_qrels", "caffeine_std.jdx", _JCAMP, "JCAMP-DX"),
        ("u33i_msp_as_qrels", "inhouse_B26.msp", _MSP, "MSP"),
        ("u33i_chemstation_as_qrels", "REPORT.TXT", _CHEMSTATION, "ChemStation")],
        one_run=("sirius.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33i_out_animl", "candidates.animl", "an AnIML document"),
        ("u33i_out_jdx", "candidates.jdx", "a JCAMP-DX spectrum"),
        ("u33i_out_mzml", "candidates.mzML", "an mzML file"),
        ("u33i_out_msp", "candidates.msp", "an MSP spectral library")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33i_api_asm_dict",
            "rankagg.fuse(json.load(S-0042.asm.json)): an Allotrope ASM document loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "Allotrope", why="a run maps a query to {document: score}; the ASM document's '$asm.manifest' is text and "
            "its aggregate document nested measurements", files={"a.json": _ASM}),
        bad("u33i_api_lims_frame",
            "rankagg.fuse(pd.read_csv(manifest_B26-117.csv)): a LIMS sample manifest given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "LIMS", why="a table of runs has qid, docid, run and score columns; the LIMS manifest has a sample per row",
            files={"m.csv": _LIMS}),
    ]
    return cases
