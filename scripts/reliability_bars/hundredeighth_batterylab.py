"""Issue 45's hundred-and-eighth bar of scripts/reliability_matrix.py, a battery research lab's cell review, the
electrochemists, their students and the industry partner's engineers ranking the cells and chemistries to take forward
per test campaign, month and cycling protocol from capacity retention, coulombic efficiency, impedance growth and the
group's votes (its cases, ids ``u108a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The lab's review: each campaign, each month's cycling and each protocol (``campaign:2026-Q4/nmc811-si``,
``month:2026-10/cycling``, ``protocol:2026-10/fast-charge-3C``) is a query and each cell a document, as the lab writes
it: the chemistry, then the cell's number (``cell:NMC811-Si5/C017``); on the typed sheets the chemistry and cell
number as one field (``NMC811-Si5/C017``) and the cycler channel (``CH07``) beside it.  The runs are capacity
retention, coulombic efficiency, impedance growth and the group's votes, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, capacity retention weighted highest, and judged against the group's
decisions (2 scale up, 1 retest, 0 drop).  The mistakes and odd files: the field's own files given where runs or
qrels are read (BioLogic EC-Lab's binary .mpr and its .mpt text export, an Arbin cycler's CSV export, the Battery
Archive's timeseries CSV, a BEEP structured JSON file, a Gamry .DTA impedance spectrum, a ZView .z impedance file,
and a student's rating sheet, a member's ballot and the group's vote tally as the lab types them), and outputs named
for the field's files (an .mpr, an .mpt, a Gamry .DTA, a BEEP .json.gz).  (Checked: the .mpr's head from galvani's
reader (echemdata/galvani, galvani/BioLogic.py: MPR_MAGIC, b'BIO-LOGIC MODULAR FILE\\x1a' padded with spaces to 48
bytes then four zero bytes, then modules each opened by b'MODULE' and a header of a 10-byte short name ('VMP Set   '),
a 25-byte long name, the length and version as little-endian u4 and an 8-byte date mm/dd/yy); the settings module's
contents after its header are made up, cut short.  The .mpt from the same file (MPTfile and MPTfileCSV: the first
line 'EC-Lab ASCII FILE' ending CRLF, then 'Nb header lines : N' counting itself, the first line, the comment lines
and the column line; tab-separated columns mode, ox/red, error, control changes, Ns changes, counter inc., time/s,
control/V/mA, Ewe/V, dq/mA.h, P/W, <I>/mA, (Q-Qo)/mA.h, x, one of the header sets galvani accepts) and an mpt loader's
doctest found by code search; the comment lines' wording (technique, channel, cell's name) and the numbers' digits
from memory, a guess.  The Arbin CSV from BEEP's Arbin schema (TRI-AMDD/beep, beep/conversion_schemas/
arbin_conversion.yaml: data_point, test_time, datetime, step_time, step_index, cycle_index, current, voltage,
charge_capacity, discharge_capacity, charge_energy, discharge_energy, dv/dt, internal_resistance, temperature, read
case-insensitively, DateTime as Unix seconds; the file pattern '.*CH.*\\.csv') and a test fixture found by code search
with the capitalised names (Data_Point, Test_Time, DateTime, ...); the values made up.  The Battery Archive's
timeseries CSV from BEEP's reader (beep/structure/battery_archive.py: '*timeseries.csv', columns date_time, test_time
(s), cycle_index, current (a), voltage (v), charge_capacity (ah), discharge_capacity (ah), charge_energy (wh),
discharge_energy (wh), environment_temperature (c), cell_temperature (c), read lower-cased, Date_Time as
'%Y-%m-%d %H:%M:%S.%f'); the capitalisation and the columns' order as the archive writes them are a guess.  BEEP's
structured JSON from BEEPDatapath.as_dict and to_json_file (beep/structure/base.py: json.dump on one line of
'@module', '@class', raw_data, metadata, paths, barcode, protocol, channel_id, summary, cycles_interpolated,
diagnostic_summary, diagnostic_interpolated, each table a dict of column lists); the summary's columns from the same
file's _summary_cols, the tables cut to two or three rows and cycles_interpolated left null (a guess: an
unstructured-looking file).  The Gamry .DTA from a converter's own documentation of the files it writes
(mikexstudios/impconv, README.md and chi2gamry.go: EXPLAIN, TAG EISPOT, TITLE LABEL Potentiostatic EIS, DATE, TIME,
PSTAT, VDC, FREQINIT, FREQFINAL, PTSPERDEC, VAC, AREA, ..., EOC, then 'ZCURVE<TAB>TABLE', the column line Pt Time Freq
Zreal Zimag Zsig Zmod Zphz Idc Vdc IERange and its units line, tab-led rows, CRLF); the header cut as that README says
Echem Analyst allows, the values made up.  ZView's .z from the same README (the quoted 'ZView Calculated Data File:
Version 1.1' line, the quoted column line Freq (Hz) Ampl Bias Time(Sec) Z'(a) Z''(b) GD Err Range, comma-separated
rows in E+0004 notation).  Left out, as they could not be checked byte for byte here: Neware's .nda (binary; its
layout was not read), Neware's and Maccor's Excel or text exports, and galvani's Arbin .res (an Access database).
The rating sheet, the ballot and the vote tally are typed here as the lab's postdoc types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDEIGHTH_BATTERYLAB = ("45 Unseen inputs: a hundred-and-eighth bar, a university battery research lab "
                            "(electrochemists, their students and the industry partner's engineers) ranking cells "
                            "and chemistries to take forward per test campaign, month and cycling protocol from "
                            "capacity retention, coulombic efficiency, impedance growth and the group's votes "
                            "(BioLogic EC-Lab .mpr binaries and .mpt text exports, Arbin CSV exports, Battery Archive "
                            "timeseries CSV, BEEP structured JSON, Gamry .DTA and ZView .z impedance spectra, "
                            "students' rating sheets, members' ballots and the group's vote tallies as typed)")

_CELL = "NMC811-Si5/C017"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['capacity_retention', 'coulombic_efficiency', 'impedance_growth', 'group_votes'],
    items=[f'cell:{_CELL}', 'cell:NMC811-Si5/C021', 'cell:NMC811-Si10/C004', 'cell:NMC811-Si10/C009',
           'cell:LFP-Gr/C102', 'cell:NMC622-Gr/C033', 'cell:LMFP-Gr/C011', 'cell:NMC811-Si15/C002'],
    queries=['campaign:2026-Q4/nmc811-si', 'month:2026-10/cycling', 'protocol:2026-10/fast-charge-3C',
             'campaign:2026-Q4/lfp-lmfp', 'protocol:2026-10/c20-formation', 'month:2026-11/cycling'],
    suffix='/retest', generator='cell_scores', judgements='cell_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "cell_scores", "take_forward.run")

_RECS3 = ["capacity_retention", "coulombic_efficiency", "group_votes"]
_OUT = ("take_forward.run",)
_ONE_RUN = (f"campaign:2026-Q4/nmc811-si Q0 cell:{_CELL} 1 0.9188 group_votes\n"
            "campaign:2026-Q4/nmc811-si Q0 cell:NMC811-Si5/C021 2 0.8342 group_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the lab's files, as EC-Lab, the Arbin and BEEP tools, the Battery Archive, Gamry, ZView and the lab write them
# EC-Lab's .mpt text export: 'EC-Lab ASCII FILE', 'Nb header lines : N' (counting the first two lines, the comments
# and the column line), the comment lines, then the tab-separated table; CRLF line ends as galvani's reader expects
_MPT_COMMENTS = ["", "Galvanostatic Cycling with Potential Limitation", "",
                 "Run on channel : 7 (SN 0317)", "Electrode material : NMC811 | Si5-graphite",
                 "Comments : C017 cycle life, 1C/1C, 2.5-4.2 V, 25 degC", ""]
_MPT_COLUMNS = ["mode", "ox/red", "error", "control changes", "Ns changes", "counter inc.", "time/s",
                "control/V/mA", "Ewe/V", "dq/mA.h", "P/W", "<I>/mA", "(Q-Qo)/mA.h", "x"]
_MPT_ROWS = [["1", "1", "0", "0", "0", "0", "3.6000000000000000E+001", "4.2000000000000000E+001",
              "3.5188512802124023E+000", "4.2000000000000004E-001", "1.4779175817966461E-001",
              "4.2000000000000000E+001", "4.2000000000000004E-001", "0.0000000000000000E+000"],
             ["1", "1", "0", "0", "0", "0", "7.2000000000000000E+001", "4.2000000000000000E+001",
              "3.5611748695373535E+000", "4.2000000000000004E-001", "1.4956934452056885E-001",
              "4.2000000000000000E+001", "8.4000000000000008E-001", "0.0000000000000000E+000"],
             ["2", "0", "0", "1", "1", "0", "1.0801000000000000E+004", "4.2000000000000000E+000",
              "4.1999912261962891E+000", "-1.1666666666666667E-003", "-4.8999897241592407E-003",
              "-1.1666666666666667E+000", "4.1987333333333332E+001", "0.0000000000000000E+000"]]
_MPT = ("\r\n".join(["EC-Lab ASCII FILE", f"Nb header lines : {len(_MPT_COMMENTS) + 3}"] + _MPT_COMMENTS
                    + ["\t".join(_MPT_COLUMNS)] + ["\t".join(r) for r in _MPT_ROWS]) + "\r\n")
_MPT_NAME = "NMC811-Si5_C017_GCPL_C07.mpt"

# EC-Lab's binary .mpr: galvani's MPR_MAGIC (the text, 0x1a, spaces to 48 bytes, four zero bytes), then the first
# module: 'MODULE', a 10-byte short name, a 25-byte long name, its length and version (little-endian u4), its date
_MPR_MAGIC = b"BIO-LOGIC MODULAR FILE\x1a".ljust(48) + b"\x00\x00\x00\x00"
_MPR_SETTINGS = (bytes([0x1b]) + b"Galvanostatic Cycling with Potential Limitation".ljust(64, b"\x00")
                 + struct.pack("<I", 7) + b"NMC811-Si5 C017".ljust(48, b"\x00"))
_MPR = (_MPR_MAGIC + b"MODULE" + b"VMP Set   " + b"VMP settings".ljust(25) + struct.pack("<II", 4096, 0)
        + b"10/14/26" + _MPR_SETTINGS)
_MPR_NAME = "NMC811-Si5_C017_GCPL_C07.mpr"

# an Arbin cycler's CSV export as BEEP's Arbin reader takes it (name_of_file_CHXX.csv): DateTime in Unix seconds
_ARBIN_COLUMNS = ["Data_Point", "Test_Time", "DateTime", "Step_Time", "Step_Index", "Cycle_Index", "Current",
                  "Voltage", "Charge_Capacity", "Discharge_Capacity", "Charge_Energy", "Discharge_Energy", "dV/dt",
                  "Internal_Resistance", "Temperature"]
_ARBIN_ROWS = [["1", "30.0012", "1791949230.5", "30.0012", "1", "1", "0", "3.4127", "0", "0", "0", "0", "0",
                "0.0412", "25.31"],
               ["2", "60.0021", "1791949260.5", "30.0009", "2", "1", "0.21", "3.5512", "0.00175", "0", "0.006214",
                "0", "0.000412", "0.0413", "25.36"],
               ["3", "90.0034", "1791949290.5", "60.0022", "2", "1", "0.21", "3.5790", "0.00350", "0", "0.012480",
                "0", "0.000093", "0.0413", "25.42"]]
_ARBIN_CSV = _csv([_ARBIN_COLUMNS] + _ARBIN_ROWS)
_ARBIN_NAME = "NMC811-Si5_C017_cycle-life_CH07.csv"

# the Battery Archive's timeseries CSV (batteryarchive.org's standard, as BEEP's reader takes '*timeseries.csv')
_BA_COLUMNS = ["Date_Time", "Test_Time (s)", "Cycle_Index", "Current (A)", "Voltage (V)", "Charge_Capacity (Ah)",
               "Discharge_Capacity (Ah)", "Charge_Energy (Wh)", "Discharge_Energy (Wh)", "Environment_Temperature (C)",
               "Cell_Temperature (C)"]
_BA_ROWS = [["2026-10-14 09:00:30.000", "30.001", "1", "0.0", "3.413", "0.0", "0.0", "0.0", "0.0", "25.0", "25.31"],
            ["2026-10-14 09:01:00.000", "60.002", "1", "0.21", "3.551", "0.00175", "0.0", "0.006214", "0.0", "25.0",
             "25.36"],
            ["2026-10-14 12:31:00.000", "12660.118", "1", "-0.21", "3.204", "0.2031", "0.1958", "0.7622", "0.6911",
             "25.0", "26.02"]]
_BA_CSV = _csv([_BA_COLUMNS] + _BA_ROWS)
_BA_NAME = "UniLab_NMC811-Si5_C017_25C_0-100_1-1C_timeseries.csv"

# BEEP's structured file: BEEPDatapath.as_dict() written by json.dump on one line, tables as column lists
_BEEP = json.dumps({
    "@module": "beep.structure.arbin", "@class": "ArbinDatapath",
    "raw_data": {"data_point": [1, 2], "test_time": [30.0012, 60.0021], "date_time": [1791949230.5, 1791949260.5],
                 "step_time": [30.0012, 30.0009], "step_index": [1, 2], "cycle_index": [1, 1], "current": [0.0, 0.21],
                 "voltage": [3.4127, 3.5512], "charge_capacity": [0.0, 0.00175], "discharge_capacity": [0.0, 0.0],
                 "charge_energy": [0.0, 0.006214], "discharge_energy": [0.0, 0.0], "_dv/dt": [0.0, 0.000412],
                 "internal_resistance": [0.0412, 0.0413], "temperature": [25.31, 25.36],
                 "date_time_iso": ["2026-10-14T09:00:30.500000+00:00", "2026-10-14T09:01:00.500000+00:00"]},
    "metadata": {"barcode": "C017", "protocol": "1C-1C_2p5-4p2V.sdx", "channel_id": 7},
    "paths": {"raw": "/data/cycling/NMC811-Si5_C017_cycle-life_CH07.csv",
              "metadata": "/data/cycling/NMC811-Si5_C017_cycle-life_CH07_Metadata.csv"},
    "barcode": "C017", "protocol": "1C-1C_2p5-4p2V.sdx", "channel_id": 7,
    "summary": {"cycle_index": [1, 2, 3], "discharge_capacity": [0.1958, 0.1951, 0.1949],
                "charge_capacity": [0.2031, 0.1962, 0.1957], "discharge_energy": [0.6911, 0.6884, 0.6876],
                "charge_energy": [0.7622, 0.7358, 0.7341], "dc_internal_resistance": [0.0413, 0.0414, 0.0414],
                "temperature_maximum": [26.02, 25.98, 25.97], "temperature_average": [25.61, 25.58, 25.57],
                "temperature_minimum": [25.31, 25.29, 25.3],
                "date_time_iso": ["2026-10-14T09:00:30.500000+00:00", "2026-10-14T15:41:02.500000+00:00",
                                  "2026-10-14T22:20:48.500000+00:00"]},
    "cycles_interpolated": None, "diagnostic_summary": None, "diagnostic_interpolated": None})
_BEEP_NAME = "NMC811-Si5_C017_cycle-life_CH07_structure.json"

# Gamry's potentiostatic EIS .DTA as the Framework writes it (CRLF): EXPLAIN, TAG EISPOT, the labelled setup lines,
# then ZCURVE TABLE, the column line, the units line and tab-led rows
_DTA = "\r\n".join([
    "EXPLAIN", "TAG\tEISPOT", "TITLE\tLABEL\tPotentiostatic EIS\tTest &Identifier", "DATE\tLABEL\t10/14/2026\tDate",
    "TIME\tLABEL\t16:20:41\tTime", "NOTES\tNOTES\t1\t&Notes...", "C017 NMC811-Si5 after 100 cycles, 50% SOC", "\t",
    "PSTAT\tPSTAT\tIFC1010-30119\tPotentiostat", "VDC\tPOTEN\t0.00000E+000\tT\tDC &Voltage (V)",
    "FREQINIT\tQUANT\t1.00000E+005\tInitial Fre&q. (Hz)", "FREQFINAL\tQUANT\t1.00000E-002\tFinal Fre&q. (Hz)",
    "PTSPERDEC\tQUANT\t1.00000E+001\tPoints/&decade", "VAC\tQUANT\t1.00000E+001\tAC &Voltage (mV rms)",
    "AREA\tQUANT\t1.00000E+000\t&Area (cm^2)", "EOC\tQUANT\t3.7412\tOpen Circuit (V)",
    "ZCURVE\tTABLE", "\tPt\tTime\tFreq\tZreal\tZimag\tZsig\tZmod\tZphz\tIdc\tVdc\tIERange",
    "\t#\ts\tHz\tohm\tohm\tV\tohm\t\u00b0\tA\tV\t#",
    "\t0\t2\t100019.5\t0.04127\t-0.003912\t1\t0.04145\t-5.41437\t1.209823E-006\t3.741188\t9",
    "\t1\t3\t79511.72\t0.04133\t-0.002871\t1\t0.04143\t-3.97377\t1.188201E-006\t3.741190\t9",
    "\t2\t4\t63105.47\t0.04141\t-0.001906\t1\t0.04145\t-2.63532\t1.170356E-006\t3.741192\t9", ""])
_DTA_NAME = "C017_EIS_cycle100.DTA"

# ZView's .z as a converter writes it: the quoted title line, the quoted column line, comma-separated rows
_ZVIEW = ('"ZView Calculated Data File: Version 1.1"\r\n'
          '"  Freq (Hz)    Ampl     Bias   Time(Sec)   Z\'(a)    Z\'\'(b)    GD   Err   Range"\r\n'
          " 1.000195E+0005,  0.000000E+0000,  0.000000E+0000,  2.000000E+0000,  4.127000E-0002, -3.912000E-0003,"
          "  0.000000E+0000, 0, 0\r\n"
          " 7.951172E+0004,  0.000000E+0000,  0.000000E+0000,  3.000000E+0000,  4.133000E-0002, -2.871000E-0003,"
          "  0.000000E+0000, 0, 0\r\n")
_ZVIEW_NAME = "C017_EIS_cycle100.z"

# a student's rating sheet as typed after the month's review: student, date, cell (chemistry/number), channel,
# retention %, coulombic efficiency %, impedance growth %, rating (1-5): eight fields a line
_RATING_SHEET = (f"mbeki 2026-10-30 {_CELL} CH07 94.2 99.91 12.4 5\n"
                 "mbeki 2026-10-30 NMC811-Si5/C021 CH08 93.1 99.88 14.0 4\n"
                 "mbeki 2026-10-30 NMC811-Si10/C004 CH11 88.7 99.79 21.6 3\n"
                 "mbeki 2026-10-30 NMC811-Si15/C002 CH15 71.3 99.52 48.9 1\n"
                 "mbeki 2026-10-30 LFP-Gr/C102 CH21 97.8 99.97 6.1 4\n")
# a group member's ballot as typed for the decision meeting: member, month, place, cell, channel: five fields
_BALLOT = (f"lindqvist 2026-10 1 {_CELL} CH07\n"
           "lindqvist 2026-10 2 NMC811-Si5/C021 CH08\n"
           "lindqvist 2026-10 3 NMC811-Si10/C009 CH12\n"
           "lindqvist 2026-10 4 LFP-Gr/C102 CH21\n")
# the group's vote tally as the postdoc types it: cell, channel, scale-up, retest and drop votes, decision: six fields
_VOTE_TALLY = (f"{_CELL} CH07 7 1 0 scale-up\nNMC811-Si5/C021 CH08 5 3 0 scale-up\n"
               "NMC811-Si10/C004 CH11 2 5 1 retest\nNMC811-Si15/C002 CH15 0 1 7 drop\n")


def hundredeighth_bar_batterylab_cases() -> list[Case]:
    G = HUNDREDEIGHTH_BATTERYLAB
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="cell_scores", judgements="cell_decisions", runs=_RECS3,
        stem="take_forward", outputs=_OUT, item="cell", rounded="coulombic_efficiency",
        weights="{'capacity_retention': 2.0, 'impedance_growth': 1.5, 'coulombic_efficiency': 1.0, "
                "'group_votes': 1.0}",
        lone_query="R['capacity_retention']['campaign:2026-Q4/sodium-ion'] = "
                   "{'cell:LFP-Gr/C102': 0.9, 'cell:LMFP-Gr/C011': 0.4}\n",
        trust="capacity_retention 2\ncoulombic_efficiency 1\ngroup_votes 1\n",
        trust_dict="{'capacity_retention': 2, 'coulombic_efficiency': 1, 'group_votes': 1}",
        texts={
            "rrf": ("u108a_rrf_cell_scores",
                    "rankagg.fuse({source: {campaign, month or protocol: {cell: score}}}, method='rrf'): capacity "
                    "retention, coulombic efficiency, impedance growth and the group's votes, six rankings "
                    f"('campaign:2026-Q4/nmc811-si'), cells by chemistry and number ('cell:{_CELL}')"),
            "borda": ("u108a_borda_cell_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a cell built mid-campaign, with no impedance spectrum "
                      "after formation and no votes yet, so some sources have no score for it"),
            "combsum": ("u108a_combsum_rounded_coulombic_efficiency",
                        "rankagg.fuse(..., method='combsum'): coulombic efficiency as the lab rounds it to one "
                        "decimal (many ties), beside capacity retention and the group's votes"),
            "fuser": ("u108a_weighted_fuser_capacity_retention",
                      "rankagg.Fuser('rrf', weights=...) per campaign, month and protocol: capacity retention "
                      "counts 2, impedance growth 1.5, coulombic efficiency and the votes 1, as retention is what the "
                      "industry partner asks about first"),
            "frame": ("u108a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's cell review "
                      "tracker, a row per campaign, cell and source"),
            "evaluate": ("u108a_evaluate_cell_decisions",
                         "rankagg.evaluate(fused ranking, the group's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the scale-up cells first"),
            "lone": ("u108a_sodium_campaign_only_retention",
                     "rankagg.fuse(..., method='rrf'): the sodium-ion campaign, which only capacity retention covers "
                     "so far (no spectra, no votes), beside campaigns, months and protocols every source covers"),
            "cli_rrf": ("u108a_cli_rrf_runs",
                        "rankagg fuse capacity_retention.run coulombic_efficiency.run group_votes.run --method rrf -o "
                        "take_forward.run: one run per source, campaigns, months and protocols as queries"),
            "cli_borda": ("u108a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: capacity retention "
                          "counts double)"),
            "cli_combsum": ("u108a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four cells the pilot line can build "
                            "per campaign"),
            "cli_evaluate": ("u108a_cli_evaluate_decisions_qrels",
                             "rankagg evaluate take_forward.run --qrels cell_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the group's decisions (2 scale up, 1 retest, 0 drop)"),
            "cli_parquet": ("u108a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o take_forward.parquet: gzipped runs from the "
                            "nightly cycler export, a Parquet table for the lab's dashboard")})

    # --- the lab's files given where runs are read: named by their format or tool -------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u108a_eclab_mpt_as_run", "BioLogic EC-Lab's .mpt text export ('EC-Lab ASCII FILE', 'Nb header lines : 10', "
         "tab-separated mode, ox/red, ..., time/s, control/V/mA, Ewe/V, dq/mA.h, P/W, <I>/mA, (Q-Qo)/mA.h, x)",
         _MPT_NAME, _MPT, "EC-Lab", named_at(_MPT_NAME, _MPT)),
        ("u108a_eclab_mpr_as_run", "BioLogic EC-Lab's binary .mpr data file (magic 'BIO-LOGIC MODULAR FILE', then "
         "'MODULE' blocks: VMP Set, VMP data, VMP LOG)", _MPR_NAME, _MPR, "EC-Lab", _MPR_NAME),
        ("u108a_arbin_csv_as_run", "an Arbin cycler's CSV export of one channel (Data_Point, Test_Time, DateTime, "
         "Step_Time, Step_Index, Cycle_Index, Current, Voltage, Charge_Capacity, Discharge_Capacity, ...)",
         _ARBIN_NAME, _ARBIN_CSV, "Arbin", named_at(_ARBIN_NAME, _ARBIN_CSV)),
        ("u108a_battery_archive_timeseries_as_run", "the Battery Archive's standard timeseries CSV (Date_Time, "
         "Test_Time (s), Cycle_Index, Current (A), Voltage (V), Charge_Capacity (Ah), ..., Cell_Temperature (C))",
         _BA_NAME, _BA_CSV, "Battery Archive", named_at(_BA_NAME, _BA_CSV)),
        ("u108a_beep_structured_json_as_run", "BEEP's structured JSON file ('@module', '@class': ArbinDatapath, "
         "raw_data and summary as column lists, metadata, paths, barcode, protocol, channel_id)", _BEEP_NAME, _BEEP,
         "BEEP", f"{_BEEP_NAME}:1"),
        ("u108a_gamry_dta_eis_as_run", "a Gamry potentiostatic EIS file (.DTA: EXPLAIN, TAG EISPOT, labelled setup "
         "lines, ZCURVE TABLE with Pt, Time, Freq, Zreal, Zimag, Zsig, Zmod, Zphz, Idc, Vdc, IERange)", _DTA_NAME,
         _DTA, "Gamry", named_at(_DTA_NAME, _DTA)),
        ("u108a_zview_z_as_run", "a ZView impedance data file (.z: the quoted 'ZView Calculated Data File' line, "
         "Freq (Hz), Ampl, Bias, Time(Sec), Z'(a), Z''(b), GD, Err, Range as comma-separated rows)", _ZVIEW_NAME,
         _ZVIEW, "ZView", named_at(_ZVIEW_NAME, _ZVIEW)),
        ("u108a_student_rating_sheet_as_run", "a student's rating sheet as typed (eight fields a line: student, date, "
         "cell, channel, retention %, coulombic efficiency %, impedance growth %, rating)",
         "rating_sheet_mbeki_2026-10-30.txt", _RATING_SHEET, "rating sheet", "rating_sheet_mbeki_2026-10-30.txt:1"),
        ("u108a_member_ballot_as_run", "a group member's ballot as typed for the decision meeting (five fields a "
         "line: member, month, place, cell, channel)", "ballot_lindqvist_2026-10.txt", _BALLOT, "ballot",
         "ballot_lindqvist_2026-10.txt:1"),
        ("u108a_group_vote_tally_as_run", "the group's vote tally as the postdoc types it (six fields a line: cell, "
         "channel, scale-up, retest and drop votes, decision)", "vote_tally_2026-10.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_2026-10.txt:1")],
        one_run=("group_votes.run", _ONE_RUN), stem="take_forward",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a cell, a channel, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the lab can act on)",
        binary_why="trec_eval reads text; an EC-Lab .mpr read as lines gives no ranking (EC-Lab or galvani reads "
                   "it): named by what it is")

    # --- the judgements the lab gives ---------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u108a_member_ballot_as_qrels", "ballot_lindqvist_2026-10.txt", _BALLOT, "ballot"),
        ("u108a_group_vote_tally_as_qrels", "vote_tally_2026-10.txt", _VOTE_TALLY, "vote tally"),
        ("u108a_arbin_csv_as_qrels", _ARBIN_NAME, _ARBIN_CSV, "Arbin"),
        ("u108a_gamry_dta_as_qrels", _DTA_NAME, _DTA, "Gamry")],
        one_run=("group_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u108a_member_ballot_as_qrels": "a group member's ballot as typed, five fields a line",
            "u108a_group_vote_tally_as_qrels": "the group's vote tally as typed, six fields a line",
            "u108a_arbin_csv_as_qrels": "an Arbin cycler's CSV export of one channel",
            "u108a_gamry_dta_as_qrels": "a Gamry potentiostatic EIS file (.DTA)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u108a_out_eclab_mpr", "C017_GCPL.mpr", "an EC-Lab binary data file (.mpr, as EC-Lab and galvani open it)"),
        ("u108a_out_eclab_mpt", "C017_GCPL.mpt", "an EC-Lab text export (.mpt, 'EC-Lab ASCII FILE')"),
        ("u108a_out_gamry_dta", "C017_EIS.DTA", "a Gamry data file (.DTA, as Echem Analyst opens it)"),
        ("u108a_out_beep_json_gz", "C017_structure.json.gz", "a BEEP structured file (.json.gz, as BEEP's "
         "featurize step reads it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=108"))

    # --- the lab's documents and tables given to the API --------------------------------------------------------------
    cases += [
        bad("u108a_api_beep_structured_dict",
            "rankagg.fuse(json.load(structure.json)): BEEP's structured JSON file, loaded in Python, given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "BEEP", why="a run maps a query to {document: score}; BEEP's structured file is one cell's test "
            "('@module', '@class', raw_data and summary as column lists of cycle_index, capacities, energies, "
            "resistance, with metadata, paths, barcode, protocol and channel_id)",
            files={"r.json": _BEEP}),
        bad("u108a_api_battery_archive_csv_frame",
            "rankagg.fuse(pd.read_csv(timeseries.csv)): the Battery Archive's timeseries CSV (Date_Time, Test_Time "
            "(s), Cycle_Index, Current (A), Voltage (V), ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Battery Archive", why="a table of runs has qid, docid, run and score columns; a Battery Archive "
            "timeseries has a measurement a row (time, cycle, current, voltage, capacities, energies, temperatures), "
            "no score",
            files={"r.csv": _BA_CSV}),
    ]
    return cases
