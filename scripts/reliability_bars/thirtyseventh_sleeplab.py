"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a sleep medicine lab ranking the scored epochs of
overnight recordings for rescoring across its autoscorer, technologists and physician (its cases, ids ``u37d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each night and bed of the lab (``night:2026-11-27/bed-1``) is a query and each scored 30-second epoch
a document by its study and epoch number (``epoch:PSG26-0412/0387``); the runs are the autoscorer's doubt, two sleep
technologists' and the reviewing physician's rankings of the epochs to rescore, scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, weighted by each one's record, and judged against the consensus rescoring
(2 stage changed, 1 an event changed, 0 unchanged).  The mistakes and odd files: the field's own files given where
runs or qrels are read (an EDF polysomnogram, NSRR's and Compumedics Profusion's XML scoring, a RemLogic event list,
ActiGraph's CSV and .gt3x, EDFbrowser's annotations, a Fitbit sleep log, a ResMed SD card's Identification.tgt, a
Sleep-EDF hypnogram), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_SLEEPLAB = ("45 Unseen inputs: a thirty-seventh bar, a sleep medicine lab ranking overnight recordings' "
                          "scored epochs for rescoring across its autoscorer, technologists and physician (EDF/EDF+, "
                          "NSRR, Compumedics Profusion, RemLogic, ActiGraph, EDFbrowser, Fitbit, ResMed, Sleep-EDF)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['autoscorer', 'tech_a', 'tech_b', 'physician'],
    items=['epoch:PSG26-0412/0387', 'epoch:PSG26-0412/0388', 'epoch:PSG26-0415/0112', 'epoch:PSG26-0415/0641',
           'epoch:PSG26-0419/0023', 'epoch:PSG26-0419/0904', 'epoch:HSAT26-0077/0301', 'epoch:PSG26-0421/0755'],
    queries=['night:2026-11-27/bed-1', 'night:2026-11-27/bed-2', 'night:2026-11-27/bed-4', 'night:2026-11-28/bed-1',
             'night:2026-11-28/bed-3', 'night:2026-11-28/hsat-7'],
    suffix='/rescore', generator='epochs', judgements='rescored') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "epochs", "epochs.run")

_RECS3 = ["autoscorer", "tech_a", "tech_b"]
_OUT = ("epochs.run",)
_ONE_RUN = ("night:2026-11-27/bed-1 Q0 epoch:PSG26-0412/0387 1 0.91 tech_a\nnight:2026-11-27/bed-1 Q0 "
            "epoch:PSG26-0412/0388 2 0.77 tech_a\n")


def _edf(patient: str, recording: str, reserved: str, records: int, duration: str,
         signals: list[tuple[str, str, str, int, int, int, int, str, int]], data: bytes) -> bytes:
    """An EDF/EDF+ file: the 256-byte header ('0', patient, recording, start date and time, header bytes, reserved,
    records, duration, signals), each signal's fields in turn (label, transducer, dimension, physical and digital
    minima and maxima, prefiltering, samples a record, reserved), then the records."""
    def f(text: object, width: int) -> bytes:
        return str(text).ljust(width)[:width].encode("ascii")
    head = (f("0", 8) + f(patient, 80) + f(recording, 80) + f("27.11.26", 8) + f("22.14.05", 8)
            + f(256 * (1 + len(signals)), 8) + f(reserved, 44) + f(records, 8) + f(duration, 8) + f(len(signals), 4))
    for k, width in enumerate((16, 80, 8, 8, 8, 8, 8, 80, 8)):
        head += b"".join(f(s[k], width) for s in signals)
    head += b" " * 32 * len(signals)
    return head + data


# a polysomnogram: EEG, EOG and chin EMG, one 1-second record at 256 Hz
_EDF = _edf("PSG26-0412 M 14-MAR-1971 X", "Startdate 27-NOV-2026 PSG26-0412 TechA Embla_N7000", "", 1, "1",
            [("EEG C4-M1", "AgAgCl electrode", "uV", -3200, 3200, -32768, 32767, "HP:0.3Hz LP:35Hz", 256),
             ("EOG E1-M2", "AgAgCl electrode", "uV", -3200, 3200, -32768, 32767, "HP:0.3Hz LP:35Hz", 256),
             ("EMG Chin1-Chin2", "AgAgCl electrode", "uV", -500, 500, -32768, 32767, "HP:10Hz LP:100Hz", 256)],
            (b"\x10\x00\xf0\xff" * 64 + b"\x00\x00" * 128) * 3)
# a Sleep-EDF hypnogram: EDF+ with one 'EDF Annotations' signal of time-stamped annotation lists
_TALS = (b"+0\x14\x14\x00+0\x1530630\x14Sleep stage W\x14\x00+30630\x15120\x14Sleep stage 1\x14\x00"
         b"+30750\x15390\x14Sleep stage 2\x14\x00")
_HYPNOGRAM = _edf("X F X Female_33yr", "Startdate 27-NOV-2026 X X X", "EDF+C", 1, "0",
                  [("EDF Annotations", "", "", -1, 1, -32768, 32767, "", 60)], _TALS.ljust(120, b"\x00"))
_NSRR = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<PSGAnnotation>\n'
         '<SoftwareVersion>Compumedics</SoftwareVersion>\n<EpochLength>30</EpochLength>\n<ScoredEvents>\n'
         '<ScoredEvent>\n<EventType/>\n<EventConcept>Recording Start Time</EventConcept>\n<Start>0</Start>\n'
         '<Duration>30630.0</Duration>\n<ClockTime>00.00.00 22.14.05</ClockTime>\n</ScoredEvent>\n<ScoredEvent>\n'
         '<EventType>Stages|Stages</EventType>\n<EventConcept>Wake|0</EventConcept>\n<Start>0.0</Start>\n'
         '<Duration>330.0</Duration>\n</ScoredEvent>\n<ScoredEvent>\n<EventType>Respiratory|Respiratory</EventType>\n'
         '<EventConcept>Obstructive apnea|Obstructive Apnea</EventConcept>\n<Start>11550.3</Start>\n'
         '<Duration>18.4</Duration>\n<SignalLocation>ABDO RES</SignalLocation>\n</ScoredEvent>\n</ScoredEvents>\n'
         '</PSGAnnotation>\n')
_PROFUSION = ('<?xml version="1.0" encoding="utf-8"?>\n<CMPStudyConfig>\n<EpochLength>30</EpochLength>\n'
              '<ScoredEvents>\n<ScoredEvent>\n<Name>Obstructive Apnea</Name>\n<Start>11550.3</Start>\n'
              '<Duration>18.4</Duration>\n<Input>ABDO RES</Input>\n</ScoredEvent>\n</ScoredEvents>\n<SleepStages>\n'
              '<SleepStage>0</SleepStage>\n<SleepStage>0</SleepStage>\n<SleepStage>1</SleepStage>\n'
              '<SleepStage>2</SleepStage>\n</SleepStages>\n</CMPStudyConfig>\n')
# RemLogic's event list: a preamble, the column header at line 11, then six tab-separated fields a line
_REMLOGIC = ("Patient ID:\tPSG26-0412\nRecording Date:\t27/11/2026\nEvents Included:\nSLEEP-S0\nSLEEP-S1\nSLEEP-S2\n"
             "SLEEP-S3\nSLEEP-REM\nScoring Session:\tTechA\n\n"
             "Sleep Stage\tPosition\tTime [hh:mm:ss]\tEvent\tDuration[s]\tLocation\n"
             "W\tSupine\t22:14:05\tSLEEP-S0\t30\tC4-M1\nW\tSupine\t22:14:35\tSLEEP-S0\t30\tC4-M1\n"
             "S1\tSupine\t22:15:05\tSLEEP-S1\t30\tC4-M1\nS2\tLeft\t22:15:35\tSLEEP-S2\t30\tC4-M1\n")
_ACTIGRAPH = ("------------ Data File Created By ActiGraph GT3X+ ActiLife v6.13.4 Firmware v1.9.2 date format M/d/yyyy "
              "at 30 Hz  Filter Normal -----------\nSerial Number: MOS2E22180349\nStart Time 22:00:00\n"
              "Start Date 11/27/2026\nEpoch Period (hh:mm:ss) 00:01:00\nDownload Time 09:12:44\n"
              "Download Date 11/28/2026\nCurrent Memory Address: 0\nCurrent Battery Voltage: 4.18     Mode = 61\n"
              "--------------------------------------------------\n"
              "Date,Time,Axis1,Axis2,Axis3,Steps,Lux,Inclinometer Off,Inclinometer Standing,Inclinometer Sitting,"
              "Inclinometer Lying,Vector Magnitude\n11/27/2026,22:00:00,112,87,140,0,3,0,0,0,60,200.29\n"
              "11/27/2026,22:01:00,0,4,2,0,0,0,0,0,60,4.47\n")


def _gt3x() -> bytes:
    """An ActiGraph .gt3x file: a zip of info.txt (serial number, device, .NET tick dates) and log.bin's records
    (0x1E, type, timestamp, size, payload, checksum)."""
    info = ("Serial Number: MOS2E22180349\r\nDevice Type: wGT3XBT\r\nFirmware: 1.9.2\r\nBattery Voltage: 4.18\r\n"
            "Sample Rate: 30\r\nStart Date: 639314136000000000\r\nStop Date: 0\r\n"
            "Last Sample Time: 639314424000000000\r\nTimeZone: 00:00:00\r\nDownload Date: 639314539640000000\r\n"
            "Board Revision: 4\r\nUnexpected Resets: 0\r\nAcceleration Scale: 256.0\r\nAcceleration Min: -8.0\r\n"
            "Acceleration Max: 8.0\r\nSubject Name: PSG26-0412\r\n")
    log = b"\x1e\x02" + (1795860000).to_bytes(4, "little") + (4).to_bytes(2, "little") + b"\x9a\x01\x00\x00" + b"\x3c"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, content in (("info.txt", info.encode()), ("log.bin", log)):
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 28, 9, 12, 44)), content)
    return buf.getvalue()


_EDFBROWSER = ("Onset,Duration,Annotation\n+0.0000000,30,Sleep stage W\n+30.0000000,30,Sleep stage N1\n"
               "+60.0000000,30,Sleep stage N2\n+11550.3000000,18.4,Obstructive apnea\n")
_FITBIT = ('[{"logId": 48211377213, "dateOfSleep": "2026-11-28", "startTime": "2026-11-27T22:41:30.000", "endTime": '
           '"2026-11-28T06:33:00.000", "duration": 28260000, "minutesToFallAsleep": 0, "minutesAsleep": 412, '
           '"minutesAwake": 59, "minutesAfterWakeup": 0, "timeInBed": 471, "efficiency": 92, "type": "stages", '
           '"infoCode": 0, "levels": {"summary": {"deep": {"count": 4, "minutes": 71, "thirtyDayAvgMinutes": 68}}, '
           '"data": [{"dateTime": "2026-11-27T22:41:30.000", "level": "wake", "seconds": 630}]}, "mainSleep": true}]\n')
_RESMED_TGT = ("#IMF 0001\n#VIR 0064\n#RIR 0064\n#PVR 0064\n#PVD 001A\n#CID CX036-001-001-001-100-100-100\n#RSC 0\n"
               "#SRN 23201234567\n#SID SX567-0401\n#PNA AirSense_10_AutoSet\n#PCD 37028\n#PCB 0\n#MID 0024\n"
               "#FGT 21_M21_V24\n#BID SX567-0401\n")


def thirtyseventh_bar_sleeplab_cases() -> list[Case]:
    G = THIRTYSEVENTH_SLEEPLAB
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="epochs", judgements="rescored", runs=_RECS3, stem="epochs", outputs=_OUT,
        item="epoch", rounded="tech_b",
        weights="{'autoscorer': 0.5, 'tech_a': 1.5, 'tech_b': 1.0, 'physician': 2.0}",
        lone_query="R['physician']['night:2026-11-26/bed-2/mslt'] = {'epoch:MSLT26-0031/0004': 0.9, "
                   "'epoch:MSLT26-0031/0017': 0.4}\n",
        trust="tech_a 1.5\ntech_b 1\nautoscorer 0.5\n",
        trust_dict="{'tech_a': 1.5, 'tech_b': 1, 'autoscorer': 0.5}",
        texts={
            "rrf": ("u37d_rrf_scorers",
                    "rankagg.fuse({scorer: {night/bed: {epoch: score}}}, method='rrf'): four rankings, six beds "
                    "('night:2026-11-27/bed-1'), epochs by study and number ('epoch:PSG26-0412/0387')"),
            "borda": ("u37d_borda_unranked_epochs",
                      "rankagg.fuse(..., method='borda'): the autoscorer gives no score for epochs it marked as "
                      "artefact"),
            "combsum": ("u37d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the second technologist's scores at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u37d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per bed: the physician counts 2, the autoscorer 0.5"),
            "frame": ("u37d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rescoring queue, a row "
                      "per bed, epoch and scorer"),
            "evaluate": ("u37d_evaluate_rescored",
                         "rankagg.evaluate(fused ranking, the consensus rescoring, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the epochs whose stage changed"),
            "lone": ("u37d_one_scorer_night",
                     "rankagg.fuse(..., method='rrf'): a nap study only the physician ranked (an MSLT) beside beds "
                     "every scorer covers"),
            "cli_rrf": ("u37d_cli_rrf_runs",
                        "rankagg fuse autoscorer.run tech_a.run tech_b.run --method rrf -o epochs.run: one run per "
                        "scorer, beds as queries"),
            "cli_borda": ("u37d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the autoscorer counts "
                          "half)"),
            "cli_combsum": ("u37d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four epochs a morning review takes"),
            "cli_evaluate": ("u37d_cli_evaluate_rescored_qrels",
                             "rankagg evaluate epochs.run --qrels rescored.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the consensus rescoring (0-2)"),
            "cli_parquet": ("u37d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o epochs.parquet: gzipped runs from the scoring "
                            "stations, a Parquet table for the lab's quality review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37d_edf_as_run", "an EDF polysomnogram (a 256-byte ASCII header from '0       ', a header per signal, "
         "then 16-bit samples)", "PSG26-0412.edf", _EDF, "EDF", "PSG26-0412.edf"),
        ("u37d_nsrr_xml_as_run", "NSRR's XML scoring (PSGAnnotation, SoftwareVersion, EpochLength, ScoredEvents)",
         "PSG26-0412-nsrr.xml", _NSRR, "NSRR", "PSG26-0412-nsrr.xml:2"),
        ("u37d_profusion_xml_as_run", "Compumedics Profusion's XML scoring (CMPStudyConfig, EpochLength, "
         "ScoredEvents, SleepStages)", "PSG26-0412.edf.XML", _PROFUSION, "Profusion", "PSG26-0412.edf.XML:2"),
        ("u37d_remlogic_as_run", "a RemLogic event list (Patient ID, Events Included, ..., then Sleep Stage, "
         "Position, Time, Event, Duration, Location: six fields a line)", "PSG26-0412_events.txt", _REMLOGIC,
         "RemLogic", "PSG26-0412_events.txt:11"),
        ("u37d_actigraph_csv_as_run", "an ActiLife CSV export ('Data File Created By ActiGraph ...' preamble, then "
         "Date, Time, Axis1, ...)", "MOS2E22180349_60sec.csv", _ACTIGRAPH, "ActiGraph",
         "MOS2E22180349_60sec.csv:1"),
        ("u37d_gt3x_as_run", "an ActiGraph .gt3x file (a zip of info.txt and log.bin)", "MOS2E22180349.gt3x",
         _gt3x(), "GT3X", "MOS2E22180349.gt3x"),
        ("u37d_edfbrowser_csv_as_run", "EDFbrowser's annotation export (Onset, Duration, Annotation)",
         "PSG26-0412_annotations.txt", _EDFBROWSER, "EDFbrowser", "PSG26-0412_annotations.txt:1"),
        ("u37d_fitbit_json_as_run", "a Fitbit sleep log (logId, dateOfSleep, ..., levels, mainSleep)",
         "sleep-2026-11-28.json", _FITBIT, "Fitbit", "sleep-2026-11-28.json:1"),
        ("u37d_resmed_tgt_as_run", "a ResMed SD card's Identification.tgt (#IMF, #SRN, #PNA, #PCD ... lines)",
         "Identification.tgt", _RESMED_TGT, "ResMed", "Identification.tgt:1")],
        one_run=("tech_a.run", _ONE_RUN), stem="epochs",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a recording or a zipped device file read as lines gives no ranking: named "
                   "by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37d_sleepedf_hypnogram_as_qrels", "SC4271F0-Hypnogram.edf", _HYPNOGRAM, "EDF"),
        ("u37d_remlogic_as_qrels", "PSG26-0412_events.txt", _REMLOGIC, "RemLogic"),
        ("u37d_edfbrowser_as_qrels", "PSG26-0412_annotations.txt", _EDFBROWSER, "EDFbrowser"),
        ("u37d_actigraph_as_qrels", "MOS2E22180349_60sec.csv", _ACTIGRAPH, "ActiGraph")],
        one_run=("tech_a.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37d_out_edf", "epochs.edf", "an EDF recording"),
        ("u37d_out_agd", "epochs.agd", "an ActiGraph epoch file"),
        ("u37d_out_gt3x", "epochs.gt3x", "an ActiGraph raw file"),
        ("u37d_out_awd", "epochs.awd", "an Actiwatch recording")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37d_api_fitbit_list",
            "rankagg.fuse(json.load(sleep-2026-11-28.json)): a patient's Fitbit sleep log loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "Fitbit", why="a run maps a query to {document: score}; a Fitbit sleep log is a list of nights with "
            "'levels'", files={"s.json": _FITBIT}),
        bad("u37d_api_edfbrowser_frame",
            "rankagg.fuse(pd.read_csv(PSG26-0412_annotations.txt)): EDFbrowser's annotations given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.txt'), method='borda')\n",
            "EDFbrowser", why="a table of runs has qid, docid, run and score columns; EDFbrowser's has an annotation "
            "per row", files={"a.txt": _EDFBROWSER}),
    ]
    return cases
