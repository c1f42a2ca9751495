"""A race team's telemetry, timing and models (issue 45's thirty-third bar, u33c_): MoTeC's logs, CSV exports and
workbooks, FastF1's laps, the Ergast (Jolpica) API's answers, Al Kamel's timing, Pi Toolbox's and AiM's exports,
Pacejka tyre files and rFactor 2's results."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

# a MoTeC .ld log: its 0x40 marker, pointers, then the logger's name ('ADL') among its header's fields
_LD = b"\x40\x00\x00\x00" + b"\x00" * 4 + b"H4\x00\x000Z" + b"\x00" * 22 + b"\xe2\x06" + b"\x00" * 30 + b"ADL\x00"

MOTORSPORT = Field(
    team="a race team's telemetry and timing files (u33c_)",
    advice="give each model's ranking of a session's setup changes (the lap simulation's, the driver-in-the-loop's, "
           "the tyre model's, the engineers') as a run, a circuit and session a query and each change a document "
           "(chg:rwing+1deg), the score higher for the larger gain: 'CIRCUIT/YEAR/SESSION Q0 CHANGE RANK SCORE "
           "MODEL'; the gains measured on track are the qrels, 'CIRCUIT/YEAR/SESSION 0 CHANGE GRADE'",
    files=(
        FieldFile("a MoTeC i2 CSV export ('Format','MoTeC CSV File', the venue, vehicle and driver, then the channels, "
                  "their units and samples)", '"Format","MoTeC CSV File",,,"Workbook","Spa FP2.ldx"\n'
                  '"Venue","Spa-Francorchamps"\n', 1, line=r'\A"?Format"?,"?MoTeC CSV File'),
        FieldFile("a MoTeC log (.ld: binary samples of a logger's channels; MoTeC i2 reads it)", _LD, 0,
                  magic=b"\x40\x00\x00\x00", marks=("ADL",), outputs=(".ld",)),
        FieldFile("a MoTeC i2 workbook's details (.ldx: LDXFile, Layers, MarkerBlock: a log's laps and markers)",
                  '<?xml version="1.0"?>\n<LDXFile Locale="English_United Kingdom.1252" Version="1.6">\n <Layers/>\n'
                  '</LDXFile>\n', 2, root="LDXFile", outputs=(".ldx",)),
        FieldFile("FastF1's laps (Session.laps saved by pandas: Time, Driver, DriverNumber, LapTime, LapNumber, "
                  "Stint, ...)", ",Time,Driver,DriverNumber,LapTime,LapNumber,Stint,Compound\n"
                  "0,0 days 01:02:45.123000,VER,1,0 days 00:01:51.204000,7.0,2.0,MEDIUM\n", 1,
                  columns=("Time", "Driver", "DriverNumber", "LapTime", "LapNumber")),
        FieldFile("an Ergast API answer (JSON, as the Jolpica mirror serves it: MRData, then RaceTable, Races, Laps "
                  "or Results)", '{"MRData": {"xmlns": "", "series": "f1", "url": "https://api.jolpi.ca/ergast/f1/'
                  '2026/13/laps/1/", "limit": "30", "offset": "0", "total": "20", "RaceTable": {"Races": []}}}\n', 1,
                  keys=("MRData", "series")),
        FieldFile("Al Kamel's timing and scoring analysis (NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; S1; ...: "
                  "a lap per row, semicolon-separated)", "NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; S1; S2; S3\n"
                  "7;1;1;2:08.612;39.874;55.102;33.636\n", 1,
                  columns=("NUMBER", "DRIVER_NUMBER", "LAP_NUMBER", "LAP_TIME")),
        FieldFile("a Pi Toolbox ASCII export (PiToolboxVersionedASCIIDataSet, {OutingInformation}, then its "
                  "channels' samples)", "PiToolboxVersionedASCIIDataSet\nVersion\t2\n\n{OutingInformation}\n"
                  "CarName\tCar 7\n", 1, line=r"\APiToolboxVersionedASCIIDataSet\b"),
        FieldFile("a Pacejka tyre property file (.tir: [MDI_HEADER], FILE_TYPE='tir', the Magic Formula's "
                  "coefficients)", "[MDI_HEADER]\nFILE_TYPE                ='tir'\nFILE_VERSION             =3.0\n", 2,
                  line=r"^FILE_TYPE\s*=\s*'tir'", outputs=(".tir",)),
        FieldFile("rFactor 2's race results (rFactorXML, RaceResults: the sessions' drivers, laps and times)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<rFactorXML version="1.0">\n<RaceResults/>\n'
                  '</rFactorXML>\n', 2, root="rFactorXML"),
        FieldFile("an AiM RaceStudio CSV export ('Format','AiM CSV File', the venue, vehicle and driver, then the "
                  "channels' samples)", '"Format","AiM CSV File"\n"Venue","Spa-Francorchamps"\n', 1,
                  line=r'\A"?Format"?,"?AiM CSV File', outputs=(".xrk", ".drk")),
    ))
