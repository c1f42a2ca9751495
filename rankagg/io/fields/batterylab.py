"""A university battery research lab's cell review files, its electrochemists', students' and the industry partner's
engineers' (issue 45's hundred-and-eighth bar, u108a_): BioLogic EC-Lab's binary .mpr data files and .mpt text
exports, an Arbin cycler's CSV export of a channel and the Battery Archive's timeseries CSV (each also read as a
frame), BEEP's structured JSON files (as saved, and loaded in Python), Gamry's .DTA and ZView's .z impedance spectra,
and the lab's typed rating sheets, ballots and vote tallies, which name a cell by its chemistry and number
(NMC811-Si5/C017) and its cycler channel (CH07) on every line.  (Outputs named .mpr, .mpt, .DTA or .json.gz are the
output names' to refuse; Neware's .nda, Maccor's and Neware's exports and Arbin's .res databases are left to the
older readers, whose generic notes name them as binary or as tables.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a cell as the lab types it: its cathode chemistry (a closed set of the field's names: NMC811, NCA, LFP, ...), perhaps
#: its anode after '-' (Si5, Gr), then '/' and the cell's number (C017); a cell number alone is no token of the field's
_CHEMISTRY = r"(?:NMC\d{3}|NCM\d{3}|NCMA|NCA|LFP|LMFP|LCO|LMO|LNMO|LNO|LTO|NFPP|NVP|NaNMO|SIB|NIB)"
_CELL = rf"{_CHEMISTRY}(?:-[A-Za-z][\w.]*)?/C\d{{2,5}}(?![\w./-])"
#: a cycler's channel as its software names it (CH07), beside the cell on every typed line
_CHANNEL = r"CH\d{1,3}(?![\w-])"
_NUM = r"\d{1,3}(?:\.\d+)?"
#: the review's decisions as the lab types them
_DECISION = r"(?i:scale-?up|retest|re-test|drop|hold)(?![\w-])"
#: a student's rating sheet's line: student, date, cell, channel, retention %, coulombic efficiency %, impedance
#: growth %, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_CELL}[ \t]+{_CHANNEL}[ \t]+{_NUM}[ \t]+{_NUM}[ \t]+{_NUM}"
           r"[ \t]+[0-9][ \t]*\r?")
#: a member's ballot's line: member, month (or date), place (never a qrels' 0), cell, channel
_BALLOT = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d(?:-\d\d)?[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_CELL}[ \t]+{_CHANNEL}[ \t]*\r?"
#: a vote tally's line: cell, channel (never a run's Q0), the scale-up, retest and drop votes, the decision
_TALLY = rf"{_CELL}[ \t]+{_CHANNEL}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: galvani's MPR_MAGIC (the text, 0x1a, spaces to 48 bytes, four zero bytes), then the first module's header: 'MODULE',
#: its short and long names, its length and version (little-endian u4) and its date
_MPR = (b"BIO-LOGIC MODULAR FILE\x1a".ljust(48) + b"\x00\x00\x00\x00" + b"MODULE" + b"VMP Set   "
        + b"VMP settings".ljust(25) + struct.pack("<II", 4096, 0) + b"10/14/26"
        + b"\x1bGalvanostatic Cycling with Potential Limitation")

BATTERYLAB = Field(
    team="a university battery research lab's cell review, its electrochemists, students and the industry partner's "
         "engineers (u108a_)",
    advice="give each source's ranking of a test campaign's, a month's cycling or a protocol's cells (the capacity "
           "retention, the coulombic efficiency, the impedance growth, the group's votes) as a run, the campaign a "
           "query (campaign:2026-Q4/nmc811-si) and each cell a document (cell:NMC811-Si5/C017), the score higher for "
           "the cell to take forward first: 'CAMPAIGN Q0 CELL RANK SCORE SOURCE'; the group's decisions are the "
           "qrels, 'CAMPAIGN 0 CELL GRADE' (2 scale up, 1 retest, 0 drop)",
    files=(
        # EC-Lab's binary files all open with this text (galvani's MPR_MAGIC): 23 bytes no other file holds
        FieldFile("a BioLogic EC-Lab binary data file (.mpr: 'BIO-LOGIC MODULAR FILE', then MODULE blocks, VMP Set, "
                  "VMP data, VMP LOG; EC-Lab or galvani reads it, or export it as text)",
                  _MPR, 0, magic=b"BIO-LOGIC MODULAR FILE\x1a"),
        # EC-Lab's text export opens with its own title line, then the count of its header lines
        FieldFile("a BioLogic EC-Lab text export (.mpt: 'EC-Lab ASCII FILE', 'Nb header lines : N', the technique's "
                  "settings, then tab-separated columns mode, ox/red, ..., time/s, Ewe/V, <I>/mA, (Q-Qo)/mA.h, ...)",
                  "EC-Lab ASCII FILE\r\nNb header lines : 10\r\n\r\nGalvanostatic Cycling with Potential "
                  "Limitation\r\n\r\n", 1,
                  line=r"\A\ufeff?EC-Lab ASCII FILE[ \t]*\r?$", marks=("Nb header lines",)),
        # Data_Point and Step_Index are Arbin's own (MITS Pro writes them with or without units after the time and
        # capacity columns: Test_Time or Test_Time(s)); the Battery Archive's timeseries has neither
        FieldFile("an Arbin cycler's CSV export of a channel (Data_Point, Test_Time, DateTime, Step_Time, Step_Index, "
                  "Cycle_Index, Current, Voltage, Charge_Capacity, Discharge_Capacity, ..., a data point a row)",
                  "Data_Point,Test_Time,DateTime,Step_Time,Step_Index,Cycle_Index,Current,Voltage,Charge_Capacity,"
                  "Discharge_Capacity\n1,30.0012,1791949230.5,30.0012,1,1,0,3.4127,0,0\n", 1,
                  columns=("Data_Point", "Step_Index", "Cycle_Index"), cell=r"^test_time(?:\s*\(s\))?$"),
        # the Battery Archive's standard names carry their units in parentheses
        FieldFile("the Battery Archive's timeseries CSV (batteryarchive.org's standard, *_timeseries.csv: Date_Time, "
                  "Test_Time (s), Cycle_Index, Current (A), Voltage (V), Charge_Capacity (Ah), ..., "
                  "Cell_Temperature (C), a measurement a row)",
                  "Date_Time,Test_Time (s),Cycle_Index,Current (A),Voltage (V),Charge_Capacity (Ah),"
                  "Discharge_Capacity (Ah),Charge_Energy (Wh),Discharge_Energy (Wh),Environment_Temperature (C),"
                  "Cell_Temperature (C)\n2026-10-14 09:00:30.000,30.001,1,0.0,3.413,0.0,0.0,0.0,0.0,25.0,25.31\n", 1,
                  columns=("Test_Time (s)", "Cycle_Index", "Charge_Capacity (Ah)", "Discharge_Capacity (Ah)")),
        # BEEPDatapath.as_dict's tables are BEEP's own keys ('@module' and '@class' are any MSONable object's)
        FieldFile("BEEP's structured JSON file (a BEEPDatapath's as_dict: '@module', '@class', raw_data, summary, "
                  "cycles_interpolated, diagnostic_summary and diagnostic_interpolated as column lists, metadata, "
                  "paths, barcode, protocol, channel_id)",
                  '{"@module": "beep.structure.arbin", "@class": "ArbinDatapath", "raw_data": {"cycle_index": [1]}, '
                  '"metadata": {"barcode": "C017"}, "paths": {}, "summary": {"cycle_index": [1]}, '
                  '"cycles_interpolated": null, "diagnostic_summary": null, "diagnostic_interpolated": null}\n', 1,
                  keys=("cycles_interpolated", "raw_data", "summary", "diagnostic_summary", "diagnostic_interpolated")),
        # Gamry's Framework opens every data file with EXPLAIN, then TAG and the experiment's tag (EISPOT, CV, ...)
        FieldFile("a Gamry data file (.DTA, as the Gamry Framework writes it and Echem Analyst opens it: EXPLAIN, "
                  "TAG and the experiment, e.g. EISPOT, labelled setup lines, then ZCURVE or CURVE TABLE)",
                  "EXPLAIN\r\nTAG\tEISPOT\r\nTITLE\tLABEL\tPotentiostatic EIS\tTest &Identifier\r\n"
                  "DATE\tLABEL\t10/14/2026\tDate\r\n", 1,
                  line=r"\AEXPLAIN[ \t]*\r?\nTAG\t[A-Z_0-9]+[ \t]*\r?$"),
        # ZView's files open with their quoted title line
        FieldFile("a ZView impedance data file (.z: the quoted 'ZView Calculated Data File' line, then Freq (Hz), "
                  "Ampl, Bias, Time(Sec), Z'(a), Z''(b), GD, Err, Range as comma-separated rows)",
                  '"ZView Calculated Data File: Version 1.1"\r\n"  Freq (Hz)    Ampl     Bias   Time(Sec)   Z\'(a)'
                  '    Z\'\'(b)    GD   Err   Range"\r\n', 1,
                  line=r"\A\"ZView Calculated Data File[^\n]*$"),
        FieldFile("a battery lab student's rating sheet typed as text (student, date, cell as chemistry and number, "
                  "cycler channel, retention %, coulombic efficiency %, impedance growth %, rating)",
                  "mbeki 2026-10-30 NMC811-Si5/C017 CH07 94.2 99.91 12.4 5\n"
                  "mbeki 2026-10-30 NMC811-Si5/C021 CH08 93.1 99.88 14.0 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a battery lab member's ballot typed as text (member, month, place, cell as chemistry and number, "
                  "cycler channel)",
                  "lindqvist 2026-10 1 NMC811-Si5/C017 CH07\nlindqvist 2026-10 2 NMC811-Si5/C021 CH08\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a battery lab's vote tally typed as text (cell as chemistry and number, cycler channel, scale-up, "
                  "retest and drop votes, decision)",
                  "NMC811-Si5/C017 CH07 7 1 0 scale-up\nNMC811-Si5/C021 CH08 5 3 0 scale-up\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
