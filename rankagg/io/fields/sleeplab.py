"""A sleep medicine lab's files (issue 45's thirty-seventh bar, u37d_): NSRR's and Compumedics Profusion's XML scorings,
RemLogic's event lists, ActiLife's CSV exports, ActiGraph's .gt3x files and .agd databases, EDFbrowser's annotation
exports and Fitbit's sleep logs.  (EDF and EDF+ recordings, Sleep-EDF's hypnograms among them, and Actiwatch's .awd
are named by older readers: rankagg.io.output_names and the binary doors'.)  A ResMed SD card's Identification.tgt
is '#KEY value' lines only, comments to trec_eval: the doors ask the declarations of a file of comments alone."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import SQLITE_HEAD, Field, FieldFile, stored_member


def _stored(name: bytes, data: bytes) -> bytes:
    return stored_member(name, data, 0x4966, 0x5B7C)


#: a .gt3x's members as ActiLife zips them: info.txt (the device, its serial number, .NET tick dates), log.bin
_GT3X = (_stored(b"info.txt", b"Serial Number: MOS2E22180349\r\nDevice Type: wGT3XBT\r\nFirmware: 1.9.2\r\n"
                              b"Sample Rate: 30\r\nStart Date: 639314136000000000\r\n")
         + _stored(b"log.bin", b"\x1e\x02" + struct.pack("<IH", 1795860000, 4) + b"\x9a\x01\x00\x00\x3c"))


#: an ActiGraph .agd's head: an SQLite header, then the schema page's definitions of ActiLife's tables, its data
#: table of epochs (dataTimestamp in .NET ticks, axis1 ...) and its settings (settingName, settingValue)
_AGD = (SQLITE_HEAD
        + b"CREATE TABLE data (dataTimestamp INTEGER NOT NULL, axis1 INTEGER NOT NULL, axis2 INTEGER NOT NULL, "
          b"axis3 INTEGER NOT NULL, steps INTEGER NOT NULL, lux INTEGER NOT NULL)CREATE TABLE settings (settingID "
          b"INTEGER NOT NULL, settingName VARCHAR(64) NOT NULL, settingValue VARCHAR(64) NOT NULL)")


SLEEPLAB = Field(
    team="a sleep medicine lab's files (u37d_)",
    advice="give each scorer's ranking of a night's scored epochs to rescore (the autoscorer's, each technologist's, "
           "the physician's) as a run, a night and bed a query (night:2026-11-27/bed-1) and each epoch a document by "
           "its study and number (epoch:PSG26-0412/0387), the score higher for the likelier to be misscored: "
           "'NIGHT/BED Q0 EPOCH RANK SCORE SCORER'; the consensus rescoring is the qrels, 'NIGHT/BED 0 EPOCH GRADE' "
           "(2 stage changed, 1 event changed, 0 kept)",
    files=(
        # the National Sleep Research Resource's annotations (its studies' *-nsrr.xml)
        FieldFile("NSRR's XML scoring (the National Sleep Research Resource's annotation file: PSGAnnotation, "
                  "SoftwareVersion, EpochLength, ScoredEvents of EventType, EventConcept, Start and Duration; a "
                  "night's sleep stages and events, not a ranking)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<PSGAnnotation>\n'
                  '<SoftwareVersion>Compumedics</SoftwareVersion>\n<EpochLength>30</EpochLength>\n<ScoredEvents>\n'
                  '<ScoredEvent>\n<EventType>Stages|Stages</EventType>\n<EventConcept>Wake|0</EventConcept>\n'
                  '<Start>0.0</Start>\n<Duration>330.0</Duration>\n</ScoredEvent>\n</ScoredEvents>\n'
                  '</PSGAnnotation>\n', 2, root="PSGAnnotation", marks=("<ScoredEvent",)),
        # Profusion's scoring beside its recording (the .edf.XML NSRR ships): epoch length, events, a stage an epoch
        FieldFile("Compumedics Profusion's XML scoring (CMPStudyConfig: EpochLength, ScoredEvents of Name, Start, "
                  "Duration and Input, SleepStages a stage an epoch; a night's scoring, not a ranking)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<CMPStudyConfig>\n<EpochLength>30</EpochLength>\n'
                  '<ScoredEvents>\n<ScoredEvent>\n<Name>Obstructive Apnea</Name>\n<Start>11550.3</Start>\n'
                  '<Duration>18.4</Duration>\n<Input>ABDO RES</Input>\n</ScoredEvent>\n</ScoredEvents>\n'
                  '<SleepStages>\n<SleepStage>0</SleepStage>\n<SleepStage>2</SleepStage>\n</SleepStages>\n'
                  '</CMPStudyConfig>\n', 2, root="CMPStudyConfig", marks=("<EpochLength>",)),
        # RemLogic's (Embla's) event export: a preamble (Patient ID, Events Included, ...), then its header
        FieldFile("a RemLogic event list (Natus Embla RemLogic's tab-separated event export: a preamble, then Sleep "
                  "Stage, Position, Time [hh:mm:ss], Event, Duration[s], Location, an event a row)",
                  "Patient ID:\tPSG26-0412\nRecording Date:\t27/11/2026\nEvents Included:\nSLEEP-S0\nSLEEP-S2\n\n"
                  "Sleep Stage\tPosition\tTime [hh:mm:ss]\tEvent\tDuration[s]\tLocation\n"
                  "W\tSupine\t22:14:05\tSLEEP-S0\t30\tC4-M1\nS2\tLeft\t22:15:35\tSLEEP-S2\t30\tC4-M1\n", 7,
                  columns=("Sleep Stage", "Time [hh:mm:ss]", "Event", "Duration[s]")),
        # ActiLife's CSV export opens with its dashed banner, then the device's and download's lines, then the table
        FieldFile("an ActiLife CSV export (ActiGraph's ActiLife: '---- Data File Created By ActiGraph ... ActiLife "
                  "v6 ...', the serial number, start, epoch period and download lines, then Date, Time, Axis1, "
                  "Axis2, Axis3, Steps, ..., an epoch a row)",
                  "------------ Data File Created By ActiGraph GT3X+ ActiLife v6.13.4 Firmware v1.9.2 date format "
                  "M/d/yyyy at 30 Hz  Filter Normal -----------\nSerial Number: MOS2E22180349\nStart Time 22:00:00\n"
                  "Start Date 11/27/2026\nEpoch Period (hh:mm:ss) 00:01:00\n"
                  "--------------------------------------------------\nDate,Time,Axis1,Axis2,Axis3,Steps\n"
                  "11/27/2026,22:00:00,112,87,140,0\n", 1,
                  line=r"^-{4,}[ \t]*Data File Created By ActiGraph [^\n]*\bActiLife v\d"),
        # ActiGraph's GT3X File Format: a zip holding info.txt and log.bin (the NHANES format's activity.bin)
        FieldFile("an ActiGraph GT3X file (.gt3x: a zip of info.txt, the device and its dates, and log.bin, the raw "
                  "accelerometer's records; read with ActiLife, pygt3x or read.gt3x)", _GT3X, 0,
                  magic=b"PK\x03\x04", line=r"\A(?=[\x00-\xff]*?info\.txt)(?=[\x00-\xff]*?(?:log|activity)\.bin)"
                                            r"PK\x03\x04[\x00-\xff]{26}(?:info\.txt|log\.bin|activity\.bin)",
                  outputs=(".gt3x",)),
        FieldFile("an ActiGraph AGD file (.agd: ActiLife's SQLite database of epochs, its data table of "
                  "dataTimestamp, axis1, axis2, axis3, steps, ... and its settings)", _AGD, 0,
                  magic=b"SQLite format 3\x00", marks=("dataTimestamp", "settingName"), outputs=(".agd",)),
        # EDFbrowser's Tools > Export annotations, as CSV: onset and duration in seconds, the annotation's text
        FieldFile("EDFbrowser's annotation export (EDFbrowser's CSV of an EDF+ file's annotations: Onset, Duration, "
                  "Annotation, an annotation a row)",
                  "Onset,Duration,Annotation\n+0.0000000,30,Sleep stage W\n+30.0000000,30,Sleep stage N1\n", 1,
                  columns=("Onset", "Duration", "Annotation")),
        # Fitbit's sleep logs (the Web API's and the account export's sleep-DATE.json): a record a sleep
        FieldFile("a Fitbit sleep log (Fitbit's sleep records: logId, dateOfSleep, startTime, endTime, "
                  "minutesAsleep, efficiency, levels with their summary and data, mainSleep; a night, not a "
                  "ranking)",
                  '[{"logId": 48211377213, "dateOfSleep": "2026-11-28", "startTime": "2026-11-27T22:41:30.000", '
                  '"endTime": "2026-11-28T06:33:00.000", "duration": 28260000, "minutesAsleep": 412, '
                  '"efficiency": 92, "type": "stages", "levels": {"summary": {}, "data": []}, "mainSleep": true}]\n',
                  1, keys=("logId", "dateOfSleep", "levels", "mainSleep")),
        # a ResMed AirSense's SD card: Identification.tgt names the device, three-letter '#' keys and their values
        FieldFile("a ResMed SD card's Identification.tgt (a ResMed AirSense or AirCurve device's identification: "
                  "'#KEY value' lines, #IMF, #SRN its serial number, #PNA its product name, #PCD its product code)",
                  "#IMF 0001\n#VIR 0064\n#RIR 0064\n#SRN 23201234567\n#SID SX567-0401\n#PNA AirSense_10_AutoSet\n"
                  "#PCD 37028\n", 1, line=r"\A#IMF [0-9A-F]{4}[ \t]*\n(?:#[A-Z]{3} [^\n]*\n)*?#SRN \d{6,}[ \t]*$",
                  marks=("#PNA ", "#PCD ")),
    ))
