"""An amateur radio contest club's files (issue 45's thirty-seventh bar, u37a_): ADIF logs (WSJT-X's wsjtx_log.adi and
any logger's .adi), ADX logs, N1MM Logger+'s contactinfo broadcasts, Cabrillo logs, TQSL's LoTW uploads (.tq5, gzipped
.tq8), the Reverse Beacon Network's spot archives, SOTA's CSV V2 logs, POTA's spot lists, a DX cluster's sh/dx
answers, WSJT-X's ALL.TXT and EDI (REG1TEST) VHF contest logs."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an ADIF data specifier, '<NAME:LENGTH>' or '<NAME:LENGTH:TYPE>' (ADIF 3.1, "Data-Specifiers"), names case-blind
_SPEC = r"<[A-Za-z][A-Za-z0-9_]*:\d{1,6}(?::[A-Za-z])?>"

HAMRADIO = Field(
    team="an amateur radio contest club's files (u37a_)",
    advice="give each source's ranking of a contest band-hour's logs (the claimed scores', the log checker's, the "
           "Reverse Beacon Network skimmers', the referees') as a run, a contest, band and hour a query and each "
           "operator's log a document by its callsign (log:DL1ABC/P), the score higher for the better log: "
           "'CONTEST/BAND@HOUR Q0 LOG RANK SCORE SOURCE'; the log checks are the qrels, 'CONTEST/BAND@HOUR 0 LOG "
           "GRADE' (2 a clean log, 1 a few busted calls, 0 penalised)",
    files=(
        # WSJT-X's own log before any ADIF: its header says so ('WSJT-X ADIF Export<eoh>', or <programid:6>WSJT-X
        # since 2.3), and the club names the program that wrote it
        FieldFile("WSJT-X's ADIF log (wsjtx_log.adi: 'WSJT-X ADIF Export<eoh>' or an ADIF header with "
                  "<programid:6>WSJT-X, then a QSO a line: <call:N>, <gridsquare:N>, <mode:N>, ..., <eor>)",
                  "WSJT-X ADIF Export<eoh>\n<call:5>K1ABC <gridsquare:4>FN42 <mode:3>FT8 <rst_sent:3>-12 "
                  "<rst_rcvd:3>-08 <qso_date:8>20261128 <time_on:6>080015 <band:3>20m <freq:9>14.075412 "
                  "<station_callsign:5>W1XYZ <eor>\n", 1,
                  line=r"\AWSJT-X ADIF Export[ \t]*(?i:<eoh>)|^(?i:<programid:6>)WSJT-X\b"),
        # TQSL's signed file: GABBI records after its TQSL_IDENT, the certificate first; a .tq8 is it gzipped, and
        # the doors read a gzipped head inflated
        FieldFile("a signed LoTW upload (TQSL's .tq8, gzipped, or .tq5: TQSL_IDENT, then GABBI records: tCERT, "
                  "tSTATION, tCONTACT with their signatures)",
                  "<TQSL_IDENT:54>TQSL V2.7.5 Lib: V2.7 Config: V11.31 AllowDupes: false\n\n<Rec_Type:5>tCERT\n"
                  "<CERT_UID:1>1\n<CERTIFICATE:20>MIIDlDCCAvygAwIBAgID\n<eor>\n\n<Rec_Type:8>tSTATION\n"
                  "<STATION_UID:1>1\n<CALL:5>W1XYZ\n<eor>\n", 1,
                  line=r"\A<TQSL_IDENT:\d+>TQSL", marks=("<Rec_Type:5>tCERT",), outputs=(".tq8", ".tq5")),
        # ADIF (adif.org): a header (free text, then data specifiers, ended by <EOH>) unless the file starts with '<',
        # then records of data specifiers each ended by <EOR>; told at its <ADIF_VER:N> or at a record's line
        FieldFile("an ADIF log (ADIF, the Amateur Data Interchange Format: a header with <ADIF_VER:N>, <PROGRAMID:N> "
                  "and <EOH>, then <CALL:N>, <QSO_DATE:8>, <BAND:N>, <MODE:N>, ... <EOR> records)",
                  "Generated on 2026-11-30 at 09:12:44Z for W1XYZ\n\n<adif_ver:5>3.1.4\n<programid:12>N1MM Logger+\n"
                  "<EOH>\n<CALL:5>K1ABC <QSO_DATE:8>20261128 <TIME_ON:6>080012 <BAND:3>20m <MODE:2>CW <EOR>\n", 3,
                  line=rf"^[ \t]*(?i:<adif_ver:\d{{1,2}}(?::s)?>)\d\.\d"
                       rf"|^[ \t]*(?:{_SPEC}[^<\n]*){{2,}}(?i:<eor>)[ \t]*$",
                  outputs=(".adi", ".adif")),
        FieldFile("an ADX log (ADIF's XML form: ADX, HEADER with ADIF_VER, then RECORDS of RECORD with CALL, "
                  "QSO_DATE, BAND, MODE, ...)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<ADX>\n  <HEADER>\n    <ADIF_VER>3.1.4</ADIF_VER>\n'
                  '  </HEADER>\n  <RECORDS>\n    <RECORD>\n      <CALL>K1ABC</CALL>\n    </RECORD>\n  </RECORDS>\n'
                  '</ADX>\n', 2, root="ADX", marks=("<RECORDS",)),
        # the contact broadcast N1MM Logger+ sends over UDP (DXLog and others send the same), saved by a listener
        FieldFile("N1MM Logger+'s contact broadcast (its UDP contactinfo XML: app, contestname, mycall, band, call, "
                  "snt, rcv, points, ...)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<contactinfo>\n\t<app>N1MM</app>\n'
                  '\t<contestname>CQWWCW</contestname>\n\t<mycall>W1XYZ</mycall>\n\t<call>K1ABC</call>\n'
                  '\t<snt>599</snt>\n\t<rcv>599</rcv>\n</contactinfo>\n', 2,
                  root="contactinfo", marks=("<contestname>", "<mycall>")),
        # Cabrillo (WWROF's specification): 'START-OF-LOG: 3.0' (2.0 in older logs) is its first line
        FieldFile("a Cabrillo log (a contest's entry: START-OF-LOG: 3.0, CONTEST, CALLSIGN, CATEGORY-..., "
                  "CLAIMED-SCORE, then a QSO: line per contact, END-OF-LOG:)",
                  "START-OF-LOG: 3.0\nCONTEST: CQ-WW-CW\nCALLSIGN: W1XYZ\nCATEGORY-OPERATOR: SINGLE-OP\n"
                  "QSO: 14025 CW 2026-11-28 0800 W1XYZ         599  05     K1ABC         599  05     0\n"
                  "END-OF-LOG:\n", 1, line=r"\A(?i:START-OF-LOG):[ \t]*[1-3]\.0[ \t]*$"),
        # the Reverse Beacon Network's daily archives (reversebeacon.net's raw data): the skimmer, its prefix and
        # continent, then the spotted station's
        FieldFile("the Reverse Beacon Network's spots (RBN's raw data: callsign, de_pfx, de_cont, freq, band, dx, "
                  "dx_pfx, dx_cont, mode, db, date, speed, tx_mode)",
                  "callsign,de_pfx,de_cont,freq,band,dx,dx_pfx,dx_cont,mode,db,date,speed,tx_mode\n"
                  "DK8NE,DL,EU,14025.1,20m,K1ABC,K,NA,CQ,18,2026-11-28 08:00:03,28,CW\n", 1,
                  columns=("callsign", "de_pfx", "de_cont", "dx_pfx", "dx_cont", "tx_mode")),
        # SOTA's CSV upload, version 2: V2, my callsign, my summit (empty for a chaser), dd/mm/yy, HHMM, the band as
        # a frequency, the mode, the other callsign, its summit, notes
        FieldFile("a SOTA log (Summits on the Air's CSV V2: V2, callsign, summit, date, time, band, mode, the station "
                  "worked, its summit, notes)",
                  "V2,G4ABC/P,G/LD-003,28/11/26,1012,14MHz,CW,DL1ABC/P,DL/AM-001,s2s tnx\n"
                  "V2,G4ABC/P,G/LD-003,28/11/26,1015,14MHz,CW,K1ABC,,\n", 1,
                  line=r"^V2,[A-Za-z0-9/]+,(?:[A-Z0-9]{1,4}/[A-Z]{2}-\d{3})?,\d{2}/\d{2}/\d{2}(?:\d{2})?,"
                       r"\d{2}:?\d{2},\d+(?:\.\d+)?[ \t]?[kMG]Hz,[A-Za-z0-9-]+,"),
        FieldFile("POTA's spots (Parks on the Air's api.pota.app spot list: spotId, activator, frequency, mode, "
                  "reference, parkName, spotTime, spotter, ...)",
                  '[{"spotId": 31245871, "activator": "K1ABC", "frequency": "14062.0", "mode": "CW", '
                  '"reference": "US-0585", "spotTime": "2026-11-28T14:02:15", "spotter": "W1XYZ"}]\n', 1,
                  keys=("spotId", "activator", "frequency", "reference", "spotter")),
        # DX Spider's and AR-Cluster's sh/dx: frequency, call, dd-Mon-yyyy, HHMMZ, a comment, <spotter>; six
        # fields when the comment is one word (a '599' is a number): its date and 'Z' time are no run's rank
        FieldFile("a DX cluster's spots (a DX Spider or AR-Cluster sh/dx answer: frequency in kHz, call, date, time "
                  "in Z, comment, <spotter>, six fields a line that pass for a TREC run's)",
                  "  14025.0  K1ABC       28-Nov-2026 0800Z  599                            <DK8NE>\n"
                  "   7012.3  JA1XYZ      28-Nov-2026 0759Z  CQ                             <VE7CC>\n", 1,
                  line=r"^[ \t]*\d+\.\d[ \t]+[A-Za-z0-9/]+[ \t]+\d{1,2}-[A-Z][a-z]{2}-\d{4}[ \t]+\d{4}Z[ \t][^\n]*"
                       r"<[A-Za-z0-9/#-]+>[ \t]*$", lookalike=True),
        # WSJT-X's decodes and transmissions (ALL.TXT since 2.1): yymmdd_hhmmss, MHz, Rx or Tx, the mode, SNR, DT,
        # the audio offset in Hz, then the message
        FieldFile("WSJT-X's ALL.TXT (its decodes and transmissions: date_time, MHz, Rx or Tx, mode, SNR, DT, audio "
                  "Hz, message)",
                  "261128_080015    14.074 Rx FT8    -12  0.2 1234 CQ K1ABC FN42\n"
                  "261128_080030    14.074 Tx FT8      0  0.0 1500 K1ABC W1XYZ FN31\n", 1,
                  line=r"^\d{6}_\d{6}[ \t]+\d+\.\d{3}[ \t]+[RT]x[ \t]+(?:FT8|FT4|JT65|JT9|JT4|Q65|MSK144|FST4W?|WSPR|"
                       r"FreqCal|Echo)[ \t]+-?\d+[ \t]+-?\d+\.\d[ \t]+\d+[ \t]+\S"),
        # EDI, the IARU Region 1 VHF contest log: its first line names the format
        FieldFile("an EDI VHF contest log (the IARU Region 1 REG1TEST format: [REG1TEST;1], TName, TDate, PCall, "
                  "PWWLo, ..., then [QSORecords;N] of ';'-separated QSOs)",
                  "[REG1TEST;1]\nTName=IARU Region 1 VHF Contest\nTDate=20260905;20260906\nPCall=G4ABC/P\n"
                  "PWWLo=IO91VL\n[QSORecords;1]\n260905;1405;DL1ABC;1;59;001;59;012;;JO31NF;612;;N;;\n[END;]\n", 1,
                  line=r"\A\[REG1TEST;\d\][ \t]*$"),
    ))
