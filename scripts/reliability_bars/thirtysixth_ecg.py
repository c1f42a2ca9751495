"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a cardiology ECG core lab ranking a thorough QT
study's recordings for review per timepoint across automated and human readers (its cases, ids ``u36b_``, registered
in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each study timepoint (``tqt:CL-4471/D1-predose``) is a query and each recording a document by its
subject and replicate (``ecg:S014-0207/r1``); the runs are the QTcF change outliers', the noise index's, a
machine-learned arrhythmia detector's and the core lab cardiologists' rankings, scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, weighted by each reader's record, and judged against the adjudication
(2 clinically significant finding, 1 minor finding, 0 normal).  The mistakes and odd files: the field's own files
given where runs or qrels are read (a PhysioNet WFDB header, rdann's listing of an annotation file, an HL7 aECG
document, a GE MUSE XML export, a Philips Sierra XML ECG, an SCP-ECG file, an ISHNE Holter file, PTB-XL's database
table, a Holter beat export, a FHIR Observation), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_ECG = ("45 Unseen inputs: a thirty-sixth bar, a cardiology ECG core lab ranking recordings for review per "
                   "study timepoint across automated and human readers (WFDB, rdann, HL7 aECG, GE MUSE, Philips "
                   "Sierra XML, SCP-ECG, ISHNE, PTB-XL, Holter exports, FHIR)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['qtc_outlier', 'noise_index', 'ml_arrhythmia', 'cardiologists'],
    items=['ecg:S014-0207/r1', 'ecg:S014-0211/r2', 'ecg:S022-0103/r1', 'ecg:S022-0118/r3', 'ecg:S031-0009/r2',
           'ecg:S031-0014/r1', 'ecg:S045-0220/r3', 'ecg:S045-0226/r2'],
    queries=['tqt:CL-4471/D1-predose', 'tqt:CL-4471/D1-1h', 'tqt:CL-4471/D1-2h', 'tqt:CL-4471/D1-4h',
             'tqt:CL-4471/D2-predose', 'tqt:CL-4471/D2-1h'],
    suffix='/replicate-2', generator='recordings', judgements='adjudicated') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "recordings", "review.run")

_RECS3 = ["qtc_outlier", "noise_index", "ml_arrhythmia"]
_OUT = ("review.run",)
_ONE_RUN = ("tqt:CL-4471/D1-predose Q0 ecg:S014-0207/r1 1 0.91 cardiologists\ntqt:CL-4471/D1-predose Q0 "
            "ecg:S014-0211/r2 2 0.77 cardiologists\ntqt:CL-4471/D1-predose Q0 ecg:S022-0103/r1 3 0.52 cardiologists\n")


# the team's files, as the carts, Holter systems, PhysioNet's tools and the ECG management systems write them
def _crc_ccitt(data: bytes) -> int:
    """CRC-CCITT (polynomial 0x1021, initial 0xFFFF), the check SCP-ECG and ISHNE store."""
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def _scp() -> bytes:
    """An SCP-ECG (EN 1064) record: its CRC and length, section 0 (a 16-byte section header whose reserved bytes read
    'SCPECG', then pointers to sections 0-11) and section 1 (the patient's and acquisition's tags)."""
    def section(sid: int, body: bytes) -> bytes:
        rest = struct.pack("<HIBB", sid, 16 + len(body), 20, 20) + b"SCPECG" + body
        return struct.pack("<H", _crc_ccitt(rest)) + rest

    def tag(t: int, value: bytes) -> bytes:
        return struct.pack("<BH", t, len(value)) + value

    body1 = (tag(2, b"S014-0207\x00") + tag(25, struct.pack("<HBB", 2026, 11, 26)) + tag(26, bytes([8, 30, 15]))
             + tag(255, b""))
    body1 += b"\x00" * (len(body1) % 2)
    sec1 = section(1, body1)
    len0 = 16 + 12 * 10
    pointers = b"".join(struct.pack("<HII", i, {0: len0, 1: len(sec1)}.get(i, 0), {0: 7, 1: 7 + len0}.get(i, 0))
                        for i in range(12))
    rec = struct.pack("<I", 6 + len0 + len(sec1)) + section(0, pointers) + sec1
    return struct.pack("<H", _crc_ccitt(rec)) + rec


def _ishne() -> bytes:
    """An ISHNE Holter file (1.0): 'ISHNE1.0', the CRC of the 512-byte header, the header (block sizes and offsets,
    the subject, dates, leads, resolution, recorder, sampling rate), then interleaved 16-bit samples."""
    def text(s: str, n: int) -> bytes:
        return s.encode("ascii").ljust(n, b"\x00")

    header = (struct.pack("<iiiih", 0, 4, 522, 522, 1) + text("", 40) + text("", 40) + text("S014-0207", 20)
              + struct.pack("<hh", 1, 1) + struct.pack("<3h", 0, 0, 0) + struct.pack("<3h", 26, 11, 2026)
              + struct.pack("<3h", 27, 11, 2026) + struct.pack("<3h", 8, 30, 15) + struct.pack("<h", 3)
              + struct.pack("<12h", 3, 4, 5, *[-9] * 9) + struct.pack("<12h", 1, 1, 1, *[-9] * 9)
              + struct.pack("<12h", 2500, 2500, 2500, *[-9] * 9) + struct.pack("<h", 0)
              + text("DR180+ Holter", 40) + struct.pack("<h", 200) + text("", 80) + text("", 80) + text("", 88))
    assert len(header) == 512
    samples = struct.pack("<12h", -18, 4, 22, -17, 5, 23, -15, 7, 26, -11, 12, 31)
    return b"ISHNE1.0" + struct.pack("<H", _crc_ccitt(header)) + header + samples


_SCP = _scp()
_ISHNE = _ishne()
_HEA = ("S014-0207_r1 12 500 5000\n"
        + "".join(f"S014-0207_r1.dat 16 1000/mV 16 0 {v} {c} 0 {n}\n" for n, v, c in [
            ("I", -42, 21803), ("II", -17, -1204), ("III", 25, 17750), ("aVR", 30, -10311), ("aVL", -34, 11398),
            ("aVF", 4, 8324), ("V1", -5, -3572), ("V2", -11, 2411), ("V3", -7, -14820), ("V4", 12, 5022),
            ("V5", 21, -7719), ("V6", 18, 30561)])
        + "# Age: 41\n# Sex: M\n# Timepoint: D1-predose\n")
# rdann -r S014-0207_r1 -a atr -f 0:10: time, sample, type, subtype, channel, number (six fields, no header)
_RDANN = ("    0:10.012     5006     N    0    0    0\n"
          "    0:10.812     5406     N    0    0    0\n"
          "    0:11.612     5806     N    0    0    0\n"
          "    0:12.394     6197     A    0    0    0\n"
          "    0:13.236     6618     N    0    0    0\n")
_AECG = ('<?xml version="1.0" encoding="UTF-8"?>\n<AnnotatedECG xmlns="urn:hl7-org:v3" xmlns:voc="urn:hl7-org:v3/voc" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:hl7-org:v3 '
         '../schema/PORT_MT020001.xsd" classCode="OBS" moodCode="EVN">\n'
         '  <id root="61d1a24f-b47e-41aa-ae95-f8ac302f4eeb"/>\n'
         '  <code code="93000" codeSystem="2.16.840.1.113883.6.12" codeSystemName="CPT-4"/>\n'
         '  <effectiveTime>\n    <low value="20261126083015.000"/>\n    <high value="20261126083025.000"/>\n'
         '  </effectiveTime>\n</AnnotatedECG>\n')
_MUSE = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE RestingECG SYSTEM "restecg.dtd">\n<RestingECG>\n'
         '   <MuseInfo>\n      <MuseVersion>9.0.9.18167</MuseVersion>\n   </MuseInfo>\n   <PatientDemographics>\n'
         '      <PatientID>S014-0207</PatientID>\n   </PatientDemographics>\n   <TestDemographics>\n'
         '      <DataType>RESTING</DataType>\n      <AcquisitionDevice>MAC55</AcquisitionDevice>\n'
         '      <AcquisitionDate>11-26-2026</AcquisitionDate>\n      <AcquisitionTime>08:30:15</AcquisitionTime>\n'
         '   </TestDemographics>\n   <RestingECGMeasurements>\n      <VentricularRate>64</VentricularRate>\n'
         '      <QRSDuration>92</QRSDuration>\n      <QTInterval>402</QTInterval>\n'
         '      <QTCorrected>409</QTCorrected>\n   </RestingECGMeasurements>\n</RestingECG>\n')
_PHILIPS = ('<?xml version="1.0" encoding="UTF-8"?>\n<restingecgdata xmlns="http://www3.medical.philips.com" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www3.medical.philips.com '
            'PhilipsECG.xsd">\n  <documentinfo>\n    <documentname>S014-0207_20261126083015.xml</documentname>\n'
            '    <documenttype>PhilipsECG</documenttype>\n    <documentversion>1.04</documentversion>\n'
            '    <editor>PageWriter TC50</editor>\n  </documentinfo>\n'
            '  <dataacquisition date="2026-11-26" time="08:30:15">\n    <machine>PageWriter TC50</machine>\n'
            '  </dataacquisition>\n</restingecgdata>\n')
_PTBXL = ("ecg_id,patient_id,age,sex,height,weight,nurse,site,device,recording_date,report,scp_codes,heart_axis,"
          "infarction_stadium1,infarction_stadium2,validated_by,second_opinion,initial_autogenerated_report,"
          "validated_by_human,baseline_drift,static_noise,burst_noise,electrodes_problems,extra_beats,pacemaker,"
          "strat_fold,filename_lr,filename_hr\n"
          "1,15709.0,56.0,1,,63.0,2.0,0.0,CS-12   E,1984-11-09 09:17:34,sinusrhythmus periphere niederspannung,"
          "\"{'NORM': 100.0, 'LVOLT': 0.0, 'SR': 0.0}\",,,,,False,False,True,,\"   , I-V1,  \",,,,,3,"
          "records100/00000/00001_lr,records500/00000/00001_hr\n"
          "2,13243.0,19.0,0,,70.0,2.0,0.0,CS-12   E,1984-11-14 12:55:37,sinusbradykardie sonst normales ekg,"
          "\"{'NORM': 80.0, 'SBRAD': 0.0}\",,,,,False,False,True,,,,,,,2,"
          "records100/00000/00002_lr,records500/00000/00002_hr\n")
_HOLTER = ("# Recording: H-2026-1126-014  Subject: S014-0207  Start: 2026-11-26 08:02:11  Duration: 24:00:00\n"
           "# Sampling rate: 200 Hz  Leads: 3  Beats: 104212\n"
           "Beat,Time,Sample,RR_ms,Label,Template,HR_bpm\n1,08:02:11.235,247,,N,1,\n"
           "2,08:02:12.070,414,835,N,1,72\n3,08:02:12.585,517,515,V,4,117\n4,08:02:13.735,747,1150,N,1,52\n")
_FHIR = ('{"resourceType": "Observation", "id": "ecg-S014-0207-r1", "status": "final", "category": [{"coding": '
         '[{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "procedure"}]}], '
         '"code": {"coding": [{"system": "http://loinc.org", "code": "11524-6", "display": "EKG study"}]}, '
         '"subject": {"reference": "Patient/S014-0207"}, "effectiveDateTime": "2026-11-26T08:30:15Z", '
         '"component": [{"code": {"coding": [{"system": "urn:oid:2.16.840.1.113883.6.24", "code": "131329", '
         '"display": "MDC_ECG_ELEC_POTL_I"}]}, "valueSampledData": {"origin": {"value": 2048}, "period": 2, '
         '"factor": 1.612, "dimensions": 1, "data": "2041 2043 2037 2047 2060 2062 2051"}}]}\n')


def thirtysixth_bar_ecg_cases() -> list[Case]:
    G = THIRTYSIXTH_ECG
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="recordings", judgements="adjudicated", runs=_RECS3, stem="review", outputs=_OUT,
        item="recordings", rounded="noise_index",
        weights="{'qtc_outlier': 1.5, 'noise_index': 0.5, 'ml_arrhythmia': 1.0, 'cardiologists': 2.0}",
        lone_query="R['cardiologists']['tqt:CL-4471/unscheduled'] = {'ecg:S031-0014/u1': 0.9, "
                   "'ecg:S045-0220/u1': 0.4}\n",
        trust="qtc_outlier 1.5\nml_arrhythmia 1\nnoise_index 0.5\n",
        trust_dict="{'qtc_outlier': 1.5, 'ml_arrhythmia': 1, 'noise_index': 0.5}",
        texts={
            "rrf": ("u36b_rrf_readers",
                    "rankagg.fuse({reader: {timepoint: {recording: score}}}, method='rrf'): four readers, six "
                    "timepoints ('tqt:CL-4471/D1-predose'), recordings by subject and replicate ('ecg:S014-0207/r1')"),
            "borda": ("u36b_borda_unscored_recordings",
                      "rankagg.fuse(..., method='borda'): the arrhythmia model did not score the recordings it "
                      "rejected as too noisy"),
            "combsum": ("u36b_combsum_rounded_noise",
                        "rankagg.fuse(..., method='combsum'): the noise index at one decimal (many ties) beside the "
                        "QTcF and arrhythmia scores"),
            "fuser": ("u36b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per timepoint: the cardiologists count 2, the noise index "
                      "0.5"),
            "frame": ("u36b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the review worklist, a row "
                      "per timepoint, recording and reader"),
            "evaluate": ("u36b_evaluate_adjudicated",
                         "rankagg.evaluate(fused ranking, the adjudication, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the recordings with clinically significant findings"),
            "lone": ("u36b_one_reader_timepoint",
                     "rankagg.fuse(..., method='rrf'): an unscheduled ECG only the cardiologists ranked beside "
                     "timepoints every reader covers"),
            "cli_rrf": ("u36b_cli_rrf_runs",
                        "rankagg fuse qtc_outlier.run noise_index.run ml_arrhythmia.run --method rrf -o review.run: "
                        "one run per reader, timepoints as queries"),
            "cli_borda": ("u36b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the QTcF outliers "
                          "count 1.5)"),
            "cli_combsum": ("u36b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four recordings a cardiologist "
                            "over-reads per timepoint"),
            "cli_evaluate": ("u36b_cli_evaluate_adjudicated_qrels",
                             "rankagg evaluate review.run --qrels adjudicated.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the adjudication (0-2)"),
            "cli_parquet": ("u36b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o review.parquet: gzipped runs from the core lab's "
                            "readers, a Parquet table for the sponsor's review dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36b_wfdb_header_as_run", "a PhysioNet WFDB header (.hea: record line 'name signals frequency samples', "
         "a line per signal, '#' comments)", "S014-0207_r1.hea", _HEA, "WFDB", "S014-0207_r1.hea:1"),
        ("u36b_rdann_listing_as_run", "rdann's listing of a WFDB annotation file (time, sample, type, subtype, "
         "channel, number: six fields a line, no header)", "S014-0207_r1_atr.txt", _RDANN, "rdann",
         "S014-0207_r1_atr.txt:1"),
        ("u36b_aecg_as_run", "an HL7 aECG document (AnnotatedECG in urn:hl7-org:v3: id, code, effectiveTime)",
         "S014-0207_r1_aecg.xml", _AECG, "aECG", "S014-0207_r1_aecg.xml:2"),
        ("u36b_muse_xml_as_run", "a GE MUSE XML export (DOCTYPE RestingECG: MuseInfo, PatientDemographics, "
         "TestDemographics, RestingECGMeasurements)", "MUSE_20261126_083015_S014-0207.xml", _MUSE, "MUSE",
         "MUSE_20261126_083015_S014-0207.xml:3"),
        ("u36b_scp_ecg_as_run", "an SCP-ECG record (CRC, length, section 0's header reading 'SCPECG', pointers, "
         "section 1's tags)", "S014-0207_r1.scp", _SCP, "SCP-ECG", "S014-0207_r1.scp"),
        ("u36b_ishne_as_run", "an ISHNE Holter file ('ISHNE1.0', CRC, a 512-byte header, 16-bit samples)",
         "H-2026-1126-014.ecg", _ISHNE, "ISHNE", "H-2026-1126-014.ecg"),
        ("u36b_ptbxl_csv_as_run", "PTB-XL's database table (ecg_id, patient_id, age, sex, ..., scp_codes, ..., "
         "filename_lr, filename_hr)", "ptbxl_database.csv", _PTBXL, "PTB-XL", "ptbxl_database.csv:1"),
        ("u36b_holter_beats_as_run", "a Holter system's beat export ('#' recording preamble, then Beat, Time, "
         "Sample, RR_ms, Label, Template, HR_bpm)", "H-2026-1126-014_beats.csv", _HOLTER, "Holter",
         "H-2026-1126-014_beats.csv:3"),
        ("u36b_fhir_observation_as_run", "a FHIR Observation of an ECG (resourceType Observation, LOINC 11524-6, "
         "component valueSampledData)", "ecg-S014-0207-r1.json", _FHIR, "FHIR", "ecg-S014-0207-r1.json:1")],
        one_run=("cardiologists.run", _ONE_RUN), stem="review",
        text_why="trec_eval refuses a line of other than six fields, and reads rdann's six as a run of nonsense; the "
                 "file is the field's own, named by what it is (a field count or a generic note says nothing the team "
                 "can act on)",
        binary_why="trec_eval reads text; a binary ECG record read as lines gives no ranking: named by its "
                   "identifying bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36b_wfdb_header_as_qrels", "S014-0207_r1.hea", _HEA, "WFDB"),
        ("u36b_rdann_listing_as_qrels", "S014-0207_r1_atr.txt", _RDANN, "rdann"),
        ("u36b_ptbxl_as_qrels", "ptbxl_database.csv", _PTBXL, "PTB-XL"),
        ("u36b_philips_xml_as_qrels", "S014-0207_20261126083015.xml", _PHILIPS, "Philips")],
        one_run=("cardiologists.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36b_out_hea", "review.hea", "a WFDB header"),
        ("u36b_out_atr", "review.atr", "a WFDB annotation file"),
        ("u36b_out_edf", "review.edf", "an EDF+ recording"),
        ("u36b_out_scp", "review.scp", "an SCP-ECG record")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36b_api_fhir_dict",
            "rankagg.fuse(json.load(ecg-S014-0207-r1.json)): a FHIR Observation of an ECG loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('o.json')), method='rrf')\n",
            "FHIR", why="a run maps a query to {document: score}; a FHIR resource's 'resourceType' is text and "
            "'component' a list", files={"o.json": _FHIR}),
        bad("u36b_api_ptbxl_frame",
            "rankagg.fuse(pd.read_csv(ptbxl_database.csv)): PTB-XL's database table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "PTB-XL", why="a table of runs has qid, docid, run and score columns; PTB-XL's has a recording per row "
            "and its SCP codes", files={"p.csv": _PTBXL}),
    ]
    return cases
