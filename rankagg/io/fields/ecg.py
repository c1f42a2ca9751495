"""A cardiology ECG core lab's files (issue 45's thirty-sixth bar, u36b_): PhysioNet WFDB headers and annotation files,
rdann's listings, HL7 aECG documents, GE MUSE and Philips (Sierra) XML ECGs, SCP-ECG records, PTB-XL's database table
and Holter systems' beat exports.  (ISHNE Holter files, FHIR Observations and EDF recordings are named by older
readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

# an SCP-ECG record's start: its CRC and length, then section 0's header (CRC, id 0, length, section and protocol
# versions 2.0, and its six reserved bytes, 'SCPECG')
_SCP = (b"\x5b\xa1" + b"\x9e\x00\x00\x00" + b"\x31\xc4" + b"\x00\x00" + b"\x88\x00\x00\x00" + b"\x14\x14" + b"SCPECG"
        + b"\x00\x00\x88\x00\x00\x00\x07\x00\x00\x00" + b"\x01\x00\x16\x00\x00\x00\x8f\x00\x00\x00")
# a WFDB annotation file (MIT format) written with its time resolution: a NOTE at 0 (0x5800), an AUX of that length
# (0xFC00 | 24), then '## time resolution: 500', then the beats' 16-bit codes and intervals
_ATR = b"\x00\x58\x18\xfc## time resolution: 500\x00\x00\x5e\x04\x90\x05\x00\x00"

ECG = Field(
    team="a cardiology ECG core lab's files (u36b_)",
    advice="give each reader's ranking of a study timepoint's recordings (the QTcF change outliers', the noise "
           "index's, an arrhythmia model's, the core lab cardiologists') as a run, a timepoint a query and each "
           "recording a document by its subject and replicate (ecg:S003-0101/r2), the score higher for the more in "
           "need of review: 'TIMEPOINT Q0 RECORDING RANK SCORE READER'; the adjudication's findings are the qrels, "
           "'TIMEPOINT 0 RECORDING GRADE'",
    files=(
        # the record line 'name[/segments] signals [frequency[/counter[(base)]] [samples [time [date]]]]', then a
        # line per signal 'file format[xsamples][:skew][+offset] [gain[(baseline)][/units] ...]'
        FieldFile("a PhysioNet WFDB header (.hea: the record line 'name signals frequency samples', then a line per "
                  "signal 'file format gain(baseline)/units ...'; wfdb and the WFDB tools read it with its .dat)",
                  "rec0412 2 250 650000 10:04:17 03/12/2026\nrec0412.dat 212 200/mV 11 1024 995 21940 0 MLII\n"
                  "rec0412.dat 212 200/mV 11 1024 1011 -7331 0 V5\n# Age: 58 Sex: F\n", 1,
                  line=r"\A(?:#[^\n]*\n)*[A-Za-z0-9][\w-]*(?:/\d+)? \d+ \d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)?"
                       r"(?:\(-?\d+\))?(?: \d+)?[^\n]*\n(?:#[^\n]*\n)*[\w.-]+\.\w+ "
                       r"(?:8|16|24|32|61|80|160|212|310|311|508|516|524)(?:x\d+)?(?::\d+)?(?:\+\d+)?(?= |\n|\Z)",
                  lookalike=True, outputs=(".hea",)),
        FieldFile("a WFDB annotation file (MIT format: 16-bit annotation codes and sample intervals, its time "
                  "resolution first; rdann lists it)", _ATR, 0, magic=b"## time resolution: ", magic_at=4,
                  outputs=(".atr",)),
        FieldFile("rdann's listing of a WFDB annotation file (time, sample, type, subtype, channel, number: a beat "
                  "or rhythm annotation per line)", "    0:00.214       77     N    0    0    0\n"
                  "    0:00.936      337     N    0    0    0\n    0:01.433      516     V    0    0    0\n"
                  "    0:01.944      700     N    0    0    0\n", 1,
                  line=r"^[ \t]*\[?(?:\d+:)?\d{1,2}:\d{2}\.\d{3}(?: \d{2}/\d{2}/\d{4})?\]?[ \t]+\d+[ \t]+\S[ \t]+"
                       r"-?\d+[ \t]+\d+[ \t]+-?\d+(?:[ \t][^\n]*)?$", lookalike=True),
        FieldFile("an HL7 aECG document (the annotated ECG of HL7 v3, the FDA's format for a study's ECGs: "
                  "AnnotatedECG in urn:hl7-org:v3, its waveforms and annotations)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<AnnotatedECG xmlns="urn:hl7-org:v3" classCode="OBS" '
                  'moodCode="EVN">\n  <id root="2.16.840.1.113883.3.1234"/>\n  <code code="93000" '
                  'codeSystem="2.16.840.1.113883.6.12"/>\n</AnnotatedECG>\n', 2, root="AnnotatedECG"),
        FieldFile("a GE MUSE XML export (a resting ECG from GE's MUSE: RestingECG, MuseInfo, PatientDemographics, "
                  "TestDemographics, RestingECGMeasurements, Waveform)", '<?xml version="1.0" encoding="ISO-8859-1"?>'
                  '\n<!DOCTYPE RestingECG SYSTEM "restecg.dtd">\n<RestingECG>\n  <MuseInfo><MuseVersion>8.0.2.10132'
                  '</MuseVersion></MuseInfo>\n</RestingECG>\n', 3, root="RestingECG"),
        FieldFile("a Philips Sierra ECG XML (a PageWriter or TraceMaster resting ECG: restingecgdata, documentinfo, "
                  "dataacquisition, measurements, waveforms)", '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<restingecgdata xmlns="http://www3.medical.philips.com">\n  <documentinfo><documenttype>PhilipsECG'
                  '</documenttype><documentversion>1.03</documentversion></documentinfo>\n</restingecgdata>\n', 2,
                  root="restingecgdata"),
        FieldFile("an SCP-ECG record (the Standard Communications Protocol for computer-assisted ECG, EN 1064: a CRC, "
                  "its length, section 0's header reading 'SCPECG' and its pointers, then the tagged sections)",
                  _SCP, 0, magic=b"SCPECG", magic_at=16),
        FieldFile("PTB-XL's database table (ptbxl_database.csv: ecg_id, patient_id, age, sex, ..., scp_codes, ..., "
                  "strat_fold, filename_lr, filename_hr: a recording per row and its SCP-ECG statements)",
                  "ecg_id,patient_id,age,sex,scp_codes,strat_fold,filename_lr,filename_hr\n"
                  "17,4408.0,63.0,0,\"{'NORM': 100.0}\",7,records100/00000/00017_lr,records500/00000/00017_hr\n",
                  1, columns=("ecg_id", "scp_codes")),
        FieldFile("a Holter system's beat export (a beat per row: its number, time, RR interval, label, template: "
                  "a 24-hour recording's beats)", "# Recording 1203-07  Subject 0033  Start 2026-12-03 09:12:40\n"
                  "# 128 Hz, 2 leads\nBeat,Time,Sample,RR_ms,Label,Template\n1,09:12:40.602,77,,N,1\n"
                  "2,09:12:41.441,184,839,N,1\n", 3, columns=("Beat", "RR_ms")),
    ))
