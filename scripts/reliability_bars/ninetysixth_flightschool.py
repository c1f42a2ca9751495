"""Issue 45's ninety-sixth bar of scripts/reliability_matrix.py, a flight school's training office and its chief flight
instructor, ranking student pilots, instructors and aircraft per course stage, month and checkride round from flight
hours, stage check grades, simulator scores, aircraft availability and the standards committee's votes (its cases, ids
``u96b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a stage's checks, a month's hours, a checkride round, a simulator's month, a quarter's ballots is a
query (``stage:ppl/stage-2/check`` the private pilot course's second stage check; ``checkride:ppl/round-3`` the third
round of checkrides; ``committee:2024-q2/ballots`` the standards committee's ballots) and each student a document
(``student:kpao-fs/2024-017``, the school's roster id space, then the student's enrolment number); the runs are the
stage check grades, the logbook's flight hours, the simulator's scores and the committee's votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the stage check grades weighted highest (each
given by a check instructor against the syllabus' completion standards), and judged against the committee's verdicts
(2 a student recommended for the checkride, 1 on track, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (ForeFlight's logbook export, LogTen Pro's tab-delimited export and its Core
Data store, a G1000's flight data log, aviationweather.gov's METAR answer, the FAA registry's MASTER.txt, a stage check
report as PDF, and an instructor's grade sheet, a committee member's ballot and the committee's vote tally as typed),
and outputs named for the field's files (an X-Plane flight data recorder replay .fdr, a Microsoft Flight Simulator
flight plan .pln, a Garmin flight plan .fpl, a saved aviationweather.gov METAR answer .metar.json).

Where the bytes were checked (stored public code, by the search tools): ForeFlight's export (its first line
'ForeFlight Logbook Import,This row is required for importing into ForeFlight. Do not delete or modify.', every row
padded with commas to the widest table, a comma row, 'Aircraft Table' and its header AircraftID, TypeCode, Year, Make,
Model, GearType, EngineType, equipType (FAA), aircraftClass (FAA), ..., then 'Flights Table' and its header Date,
AircraftID, From, To, Route, TimeOut, ..., PilotComments, as parsers' fixtures copied from real exports have them);
LogTen Pro's 'Export Flights (Tab)' (a tab-separated header of its field keys flight_flightDate, aircraft_aircraftID,
flight_from, flight_to, flight_totalTime, flight_pic, flight_dualReceived, ..., flight_selectedCrewInstructor,
flight_remarks; the columns chosen and their order vary with the pilot's configuration); LogTen's
LogTenCoreDataStore.sql (SQLite, Core Data's ZFLIGHT table with ZFLIGHT_FLIGHTDATE and times in minutes as
ZFLIGHT_TOTALTIME, ZFLIGHT_PIC, ..., with Z_PRIMARYKEY and Z_METADATA; built here with sqlite3, so its first bytes are
SQLite's own); the G1000's data log (log_YYMMDD_HHMMSS_ICAO.csv: '#airframe_info, log_version="1.00",
airframe_name=..., unit_software_part_number=..., system_id=..., mode=NORMAL,', the units line '#yyy-mm-dd,
hh:mm:ss,   hh:mm,  ident, ...' and the names line 'Lcl Date, Lcl Time, UTCOfst, AtvWpt, Latitude, ...', right
aligned); aviationweather.gov's /api/data/metar?format=json (an array of metar_id, icaoId, receiptTime, obsTime, ...,
rawOb, ..., clouds, with '/' escaped as '\\/'); the FAA's MASTER.txt (a UTF-8 BOM, the header N-NUMBER, SERIAL NUMBER,
MFR MDL CODE, ..., KIT MFR, ' KIT MODEL', MODE S CODE HEX and a trailing comma, fields space-padded to ardata.pdf's
widths); X-Plane's .fdr and MSFS's .pln as those tools' files.  The PDF is PDF 1.7's own syntax (header, binary
comment, objects, xref with byte offsets, trailer, startxref, %%EOF).
(Left out, as they could not be checked byte for byte: the G3X's data log (only a sniffer's one-line fixture stored);
X-Plane's .fdr as an input (its DATA lines' layout not stored in full); Redbird or other simulators' session exports
and replays (no stored file); EASA data files and TAF text beside METAR (no stored exact sample); Garmin Pilot's
logbook export (no stored header); FlightSchedulePro's or Flight Circle's aircraft availability exports (no stored
file); so aircraft availability is a run's name here, not a file.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSIXTH_FLIGHTSCHOOL = ("45 Unseen inputs: a ninety-sixth bar, a flight school's training office and chief flight "
                            "instructor ranking student pilots, instructors and aircraft per course stage, month and "
                            "checkride round from flight hours, stage check grades, simulator scores and the "
                            "standards committee's votes (ForeFlight's and LogTen's logbook exports, G1000 data logs, "
                            "METAR answers, the FAA registry, stage check PDFs, and grade sheets, ballots and vote "
                            "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['stage_check_grades', 'flight_hours', 'sim_scores', 'committee_votes'],
    items=['student:kpao-fs/2024-017', 'student:kpao-fs/2024-009', 'student:kpao-fs/2023-188',
           'student:kpao-fs/2024-031', 'student:kpao-fs/2023-201', 'student:kpao-fs/2024-002',
           'student:kpao-fs/2024-044', 'student:kpao-fs/2023-176'],
    queries=['stage:ppl/stage-2/check', 'month:2024-05/flight-hours', 'checkride:ppl/round-3',
             'stage:ir/stage-1/check', 'sim:redbird-td2/2024-05/scores', 'committee:2024-q2/ballots'],
    suffix='/regraded', generator='stage_rankings', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "stage_rankings", "stage_rankings.run")

_RECS3 = ["stage_check_grades", "flight_hours", "sim_scores"]
_OUT = ("stage_rankings.run",)
_ONE_RUN = ("stage:ppl/stage-2/check Q0 student:kpao-fs/2024-017 1 0.9412 stage_check_grades\n"
            "stage:ppl/stage-2/check Q0 student:kpao-fs/2024-009 2 0.8873 stage_check_grades\n")


# the team's files, as the logbook apps export them, as the avionics and the FAA write them, as typed
# ForeFlight's logbook export (plan.foreflight.com, Logbook, Export): the banner row, a comma row, the Aircraft Table,
# a comma row, the Flights Table; every row padded with commas to the widest table's width
_FF_AIRCRAFT = ["AircraftID", "TypeCode", "Year", "Make", "Model", "GearType", "EngineType", "equipType (FAA)",
                "aircraftClass (FAA)", "complexAircraft (FAA)", "taa (FAA)", "highPerformance (FAA)",
                "pressurized (FAA)"]
_FF_FLIGHTS = ["Date", "AircraftID", "From", "To", "Route", "TimeOut", "TimeOff", "TimeOn", "TimeIn", "OnDuty",
               "OffDuty", "TotalTime", "PIC", "SIC", "Night", "Solo", "CrossCountry", "NVG", "NVG Ops", "Distance",
               "DayTakeoffs", "DayLandingsFullStop", "NightTakeoffs", "NightLandingsFullStop", "AllLandings",
               "ActualInstrument", "SimulatedInstrument", "HobbsStart", "HobbsEnd", "TachStart", "TachEnd", "Holds",
               "Approach1", "Approach2", "Approach3", "Approach4", "Approach5", "Approach6", "DualGiven",
               "DualReceived", "SimulatedFlight", "GroundTraining", "InstructorName", "InstructorComments",
               "Person1", "Person2", "Person3", "Person4", "Person5", "Person6", "FlightReview", "Checkride", "IPC",
               "NVG Proficiency", "FAA6158", "PilotComments"]


def _ff_row(cells: list[str]) -> str:
    return ",".join(cells + [""] * (len(_FF_FLIGHTS) - len(cells)))


def _ff_flight(date: str, tail: str, frm: str, to: str, total: str, dual: str, solo: str, xc: str, ldg: str,
               cfi: str, remark: str) -> str:
    cells = {"Date": date, "AircraftID": tail, "From": frm, "To": to, "TotalTime": total, "PIC": solo, "SIC": "0.0",
             "Night": "0.0", "Solo": solo, "CrossCountry": xc, "NVG": "0.0", "NVG Ops": "0", "Distance": "0.00",
             "DayTakeoffs": ldg, "DayLandingsFullStop": ldg, "NightTakeoffs": "0", "NightLandingsFullStop": "0",
             "AllLandings": ldg, "ActualInstrument": "0.0", "SimulatedInstrument": "0.0", "HobbsStart": "0.00",
             "HobbsEnd": "0.00", "TachStart": "0.00", "TachEnd": "0.00", "Holds": "0", "DualGiven": "0.0",
             "DualReceived": dual, "SimulatedFlight": "0.0", "GroundTraining": "0.0", "InstructorName": cfi,
             "FlightReview": "false", "Checkride": "false", "IPC": "false", "NVG Proficiency": "false",
             "FAA6158": "false", "PilotComments": remark}
    return ",".join(cells.get(name, "") for name in _FF_FLIGHTS)


_FOREFLIGHT = "\n".join([
    _ff_row(["ForeFlight Logbook Import",
             "This row is required for importing into ForeFlight. Do not delete or modify."]),
    _ff_row([]), _ff_row(["Aircraft Table"]), _ff_row(_FF_AIRCRAFT),
    _ff_row(["N512SP", "C172", "2006", "Cessna", "172S Skyhawk SP", "fixed_tricycle", "Piston", "aircraft",
             "airplane_single_engine_land", "false", "false", "false", "false"]),
    _ff_row(["N738DA", "DA40", "2008", "Diamond", "DA40", "fixed_tricycle", "Piston", "aircraft",
             "airplane_single_engine_land", "false", "true", "false", "false"]),
    _ff_row([]), _ff_row(["Flights Table"]), ",".join(_FF_FLIGHTS),
    _ff_flight("2024-05-14", "N512SP", "KPAO", "KPAO", "1.3", "1.3", "0.0", "0.0", "6", "Dana Okafor",
               "Stage 2 check prep, slow flight, stalls"),
    _ff_flight("2024-05-16", "N738DA", "KPAO", "KMRY", "2.1", "0.0", "2.1", "2.1", "2", "",
               "Solo XC KPAO-KMRY-KPAO"),
]) + "\n"
_FOREFLIGHT_NAME = "logbook_2024-05-17.csv"

# LogTen Pro's Reports, Exporters, 'Export Flights (Tab)': a tab-separated header of LogTen's field keys, a flight a
# line, times in decimal hours
_LOGTEN_KEYS = ["flight_flightDate", "aircraft_aircraftID", "aircraftType_type", "flight_from", "flight_to",
                "flight_totalTime", "flight_pic", "flight_dualReceived", "flight_solo", "flight_night",
                "flight_crossCountry", "flight_simulatedInstrument", "flight_dayLandings", "flight_nightLandings",
                "flight_selectedCrewInstructor", "flight_remarks"]
_LOGTEN = "\n".join("\t".join(row) for row in [
    _LOGTEN_KEYS,
    ["2024-05-14", "N512SP", "C172", "KPAO", "KPAO", "1.3", "0", "1.3", "0", "0", "0", "0.4", "6", "0",
     "Dana Okafor", "Stage 2 check prep"],
    ["2024-05-18", "N738DA", "DA40", "KPAO", "KSNS", "1.6", "0", "1.6", "0", "0.8", "1.6", "0", "2", "1",
     "Luis Ferreira", "Night XC dual"]]) + "\n"
_LOGTEN_NAME = "Export Flights (Tab) - 2024-05-20 09-14-02.txt"


def _logten_store() -> bytes:
    """LogTen Pro's logbook as it keeps it, LogTenCoreDataStore.sql: a Core Data SQLite store (ZFLIGHT, its times in
    minutes and its dates in seconds since 2001-01-01, with Core Data's Z_PRIMARYKEY and Z_METADATA), written by
    sqlite3 so its first bytes are SQLite's own ('SQLite format 3\\0', the page size, ...)."""
    con = sqlite3.connect(":memory:")
    con.executescript(
        "CREATE TABLE ZFLIGHT ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZFLIGHT_FROMPLACE INTEGER, "
        "ZFLIGHT_TOPLACE INTEGER, ZFLIGHT_TOTALTIME INTEGER, ZFLIGHT_PIC INTEGER, ZFLIGHT_DUALRECEIVED INTEGER, "
        "ZFLIGHT_SOLO INTEGER, ZFLIGHT_NIGHT INTEGER, ZFLIGHT_CROSSCOUNTRY INTEGER, ZFLIGHT_FLIGHTDATE TIMESTAMP, "
        "ZFLIGHT_ROUTE VARCHAR, ZFLIGHT_REMARKS VARCHAR );\n"
        "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);\n"
        "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);\n"
        "INSERT INTO ZFLIGHT VALUES (1, 12, 3, 4, 4, 78, 0, 78, 0, 0, 0, 737337600, NULL, 'Stage 2 check prep');\n"
        "INSERT INTO ZFLIGHT VALUES (2, 12, 2, 4, 9, 126, 126, 0, 126, 0, 126, 737510400, NULL, 'Solo XC');\n"
        "INSERT INTO Z_PRIMARYKEY VALUES (12, 'Flight', 0, 2);\n"
        "INSERT INTO Z_METADATA VALUES (1, 'A3F1C2D4-5B6E-4F70-8A91-B2C3D4E5F607', NULL);\n")
    con.commit()
    data = con.serialize()
    con.close()
    return bytes(data)


_LOGTEN_STORE = _logten_store()
_LOGTEN_STORE_NAME = "LogTenCoreDataStore.sql"

# a G1000's flight data log, from the MFD's SD card (log_YYMMDD_HHMMSS_ICAO.csv): the airframe line, the units line,
# the names line, each right-aligned to its column, then a record a second
_G1000_COLS = [("yyy-mm-dd", "Lcl Date", 10), ("hh:mm:ss", "Lcl Time", 8), ("hh:mm", "UTCOfst", 7),
               ("ident", "AtvWpt", 6), ("degrees", "Latitude", 12), ("degrees", "Longitude", 12),
               ("ft Baro", "AltB", 7), ("inch", "BaroA", 5), ("ft msl", "AltMSL", 7), ("deg C", "OAT", 5),
               ("kt", "IAS", 6), ("kt", "GndSpd", 6), ("fpm", "VSpd", 7), ("deg", "Pitch", 6), ("deg", "Roll", 6),
               ("G", "LatAc", 6), ("G", "NormAc", 6), ("deg", "HDG", 5), ("deg", "TRK", 5), ("volts", "volt1", 5),
               ("gals", "FQtyL", 6), ("gals", "FQtyR", 6), ("gph", "E1 FFlow", 8), ("psi", "E1 FPres", 8),
               ("deg F", "E1 OilT", 7), ("psi", "E1 OilP", 7), ("Hg", "E1 MAP", 6), ("rpm", "E1 RPM", 6),
               ("deg F", "E1 CHT1", 7), ("deg F", "E1 EGT1", 7), ("ft wgs", "AltGPS", 7), ("kt", "TAS", 4)]
_G1000_ROWS = [
    ["2024-05-14", "10:42:17", "-07:00", "KPAO", "37.4611450", "-122.1150890", "4", "30.02", "7", "17.8", "0.0",
     "0.3", "0", "2.1", "0.4", "0.00", "1.00", "312.4", "", "27.9", "23.4", "23.1", "9.8", "", "178", "71.2",
     "28.9", "2230", "311", "1310", "-26", "0"],
    ["2024-05-14", "10:42:18", "-07:00", "KPAO", "37.4611452", "-122.1150893", "4", "30.02", "7", "17.8", "0.0",
     "0.4", "0", "2.1", "0.4", "0.00", "1.00", "312.5", "", "27.9", "23.4", "23.1", "9.8", "", "178", "71.3",
     "28.9", "2240", "312", "1312", "-26", "0"]]


def _g1000_line(cells: list[str]) -> str:
    return ", ".join(cell.rjust(width) for cell, (_, _, width) in zip(cells, _G1000_COLS))


_G1000 = "\n".join([
    '#airframe_info, log_version="1.00", airframe_name="Cessna 172S", unit_software_part_number="006-B0319-A5", '
    'unit_software_version="15.07", system_software_part_number="006-B0858-11", system_id="P9T4K8Q21", '
    'mode=NORMAL,',
    "#" + _g1000_line([unit for unit, _, _ in _G1000_COLS])[1:],
    _g1000_line([name for _, name, _ in _G1000_COLS]),
    *[_g1000_line(row) for row in _G1000_ROWS]]) + "\n"
_G1000_NAME = "log_240514_104217_KPAO.csv"


# aviationweather.gov's METAR answer (/api/data/metar?ids=KPAO,KSQL&format=json): an array of observations, keys in
# the API's order, compact, '/' escaped as the API sends it
def _metar(mid: int, icao: str, obs: int, temp: int, dewp: int, wdir: int, wspd: int, altim: float, raw: str,
           lat: float, lon: float, elev: int, name: str, clouds: list) -> dict:
    return {"metar_id": mid, "icaoId": icao, "receiptTime": "2024-05-14 17:56:21", "obsTime": obs,
            "reportTime": "2024-05-14 18:00:00", "temp": temp, "dewp": dewp, "wdir": wdir, "wspd": wspd,
            "wgst": None, "visib": "10+", "altim": altim, "slp": None, "qcField": 2, "wxString": None,
            "presTend": None, "maxT": None, "minT": None, "maxT24": None, "minT24": None, "precip": None,
            "pcp3hr": None, "pcp6hr": None, "pcp24hr": None, "snow": None, "vertVis": None, "metarType": "METAR",
            "rawOb": raw, "mostRecent": 1, "lat": lat, "lon": lon, "elev": elev, "prior": 3, "name": name,
            "clouds": clouds}


_METAR = json.dumps([
    _metar(512730441, "KPAO", 1715709300, 18, 9, 320, 8, 1016.6, "KPAO 141755Z 32008KT 10SM FEW012 18/09 A3002",
           37.461, -122.115, 2, "Palo Alto Arpt, CA, US", [{"cover": "FEW", "base": 1200}]),
    _metar(512730502, "KSQL", 1715709180, 19, 9, 330, 7, 1016.3, "KSQL 141753Z 33007KT 10SM CLR 19/09 A3001",
           37.512, -122.250, 2, "San Carlos Arpt, CA, US", [{"cover": "CLR", "base": None}])],
    separators=(",", ":")).replace("/", "\\/")
_METAR_NAME = "metar.json"

# the FAA registry's MASTER.txt (ReleasableAircraft.zip): a UTF-8 BOM, the header with its trailing comma and
# ' KIT MODEL', every field space-padded to ardata.pdf's width
_MASTER_COLS = [("N-NUMBER", 5), ("SERIAL NUMBER", 30), ("MFR MDL CODE", 7), ("ENG MFR MDL", 5), ("YEAR MFR", 4),
                ("TYPE REGISTRANT", 1), ("NAME", 50), ("STREET", 33), ("STREET2", 33), ("CITY", 18), ("STATE", 2),
                ("ZIP CODE", 10), ("REGION", 1), ("COUNTY", 3), ("COUNTRY", 2), ("LAST ACTION DATE", 8),
                ("CERT ISSUE DATE", 8), ("CERTIFICATION", 10), ("TYPE AIRCRAFT", 1), ("TYPE ENGINE", 2),
                ("STATUS CODE", 2), ("MODE S CODE", 8), ("FRACT OWNER", 1), ("AIR WORTH DATE", 8),
                ("OTHER NAMES(1)", 50), ("OTHER NAMES(2)", 50), ("OTHER NAMES(3)", 50), ("OTHER NAMES(4)", 50),
                ("OTHER NAMES(5)", 50), ("EXPIRATION DATE", 8), ("UNIQUE ID", 8), ("KIT MFR", 30),
                (" KIT MODEL", 20), ("MODE S CODE HEX", 10)]


def _master_row(values: list[str]) -> str:
    return "".join(value.ljust(width) + "," for value, (_, width) in zip(values, _MASTER_COLS))


_MASTER = ("\ufeff" + "".join(name + "," for name, _ in _MASTER_COLS) + "\n"
           + _master_row(["512SP", "172S10277", "2072738", "41514", "2006", "3", "PALO ALTO FLIGHT ACADEMY LLC",
                          "1901 EMBARCADERO RD", "", "PALO ALTO", "CA", "943033139", "4", "085", "US", "20230612",
                          "20190301", "1N", "4", "1", "V", "52234027", "", "20060412", "", "", "", "", "",
                          "20260331", "01024561", "", "", "A8F4B2"]) + "\n"
           + _master_row(["738DA", "40.1012", "1150204", "41532", "2008", "3", "PALO ALTO FLIGHT ACADEMY LLC",
                          "1901 EMBARCADERO RD", "", "PALO ALTO", "CA", "943033139", "4", "085", "US", "20231104",
                          "20200715", "1N", "4", "1", "V", "52374226", "", "20080229", "", "", "", "", "",
                          "20270731", "01093318", "", "", "A9F0A4"]) + "\n")
_MASTER_NAME = "MASTER.txt"


def _stage_check_pdf() -> bytes:
    """A stage check report as the school's PDF form writes it: PDF 1.7's header and binary comment, a catalog, a
    page tree, one page with its content stream (the student, the stage, the result), a font, the xref table with
    each object's byte offset, the trailer, startxref and %%EOF."""
    text = (b"BT /F1 12 Tf 72 720 Td (Stage Check Report - Private Pilot Stage 2) Tj 0 -18 Td "
            b"(Student 2024-017  Check instructor D. Okafor  Result SATISFACTORY) Tj ET")
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


_PDF = _stage_check_pdf()
_PDF_NAME = "StageCheck_PPL_Stage2_2024-017.pdf"

# an instructor's grade sheet as typed after a lesson: student, stage, lesson, maneuver, grade (1-4), instructor: six
# fields
_GRADE_SHEET = ("2024-017 S2 L14 steep_turns 3 Okafor\n2024-017 S2 L14 power_off_stall 4 Okafor\n"
                "2024-009 S2 L14 slow_flight 2 Ferreira\n2023-188 S2 L15 short_field_landing 3 Ferreira\n")
# a committee member's ballot as typed for the checkride round: rank, student, stage, member: four fields a line
_BALLOT = ("1 2024-017 PPL-S3 Okafor\n2 2024-009 PPL-S3 Okafor\n3 2023-188 PPL-S3 Okafor\n"
           "4 2024-031 PPL-S3 Okafor\n")
# the committee's vote tally as typed by the training office: student, stage, round, yes, no, abstain: six fields
_TALLY = ("2024-017 PPL-S3 R3 5 0 0\n2024-009 PPL-S3 R3 4 1 0\n2023-188 PPL-S3 R3 3 1 1\n"
          "2024-031 PPL-S3 R3 1 4 0\n")


def ninetysixth_bar_flightschool_cases() -> list[Case]:
    G = NINETYSIXTH_FLIGHTSCHOOL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="stage_rankings", judgements="committee_verdicts", runs=_RECS3,
        stem="stage_rankings", outputs=_OUT, item="student", rounded="stage_check_grades",
        weights="{'stage_check_grades': 2.0, 'flight_hours': 1.0, 'sim_scores': 1.0, 'committee_votes': 1.5}",
        lone_query="R['sim_scores']['sim:redbird-td2/2024-06/night'] = "
                   "{'student:kpao-fs/2024-017': 0.9, 'student:kpao-fs/2024-009': 0.4}\n",
        trust="stage_check_grades 2\nflight_hours 1\nsim_scores 1\n",
        trust_dict="{'stage_check_grades': 2, 'flight_hours': 1, 'sim_scores': 1}",
        texts={
            "rrf": ("u96b_rrf_stage_rankings",
                    "rankagg.fuse({source: {stage, month, checkride round: {student: score}}}, method='rrf'): the "
                    "stage check grades, the logbook's hours, the simulator's scores and the committee's votes, "
                    "six rankings ('stage:ppl/stage-2/check'), students as 'student:kpao-fs/2024-017'"),
            "borda": ("u96b_borda_student_absent",
                      "rankagg.fuse(..., method='borda'): a student who missed a simulator month or a stage check "
                      "has no score from some sources"),
            "combsum": ("u96b_combsum_rounded_grades",
                        "rankagg.fuse(..., method='combsum'): the stage check grades kept to the syllabus' 1-4 "
                        "scale (many ties) beside the logbook's hours and the simulator's scores"),
            "fuser": ("u96b_weighted_fuser_stage_check_grades",
                      "rankagg.Fuser('rrf', weights=...) per stage, month and round: the stage check grades count "
                      "2, as each is given by a check instructor against the completion standards"),
            "frame": ("u96b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the training office's "
                      "sheet, a row per stage, month or round, student and source"),
            "evaluate": ("u96b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the students recommended for the checkride first"),
            "lone": ("u96b_sim_only_night_month",
                     "rankagg.fuse(..., method='rrf'): a month of night simulator sessions only the simulator's "
                     "scores hold, beside stages and rounds every source covers"),
            "cli_rrf": ("u96b_cli_rrf_runs",
                        "rankagg fuse stage_check_grades.run flight_hours.run sim_scores.run --method rrf -o "
                        "stage_rankings.run: one run per source, stages, months and rounds as queries"),
            "cli_borda": ("u96b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the stage check "
                          "grades count double)"),
            "cli_combsum": ("u96b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four checkride slots the examiner "
                            "offers per round"),
            "cli_evaluate": ("u96b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate stage_rankings.run --qrels committee_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u96b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o stage_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the chief instructor's monthly review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u96b_foreflight_logbook_as_run", "a student's logbook as ForeFlight exports it (CSV: 'ForeFlight Logbook "
         "Import,This row is required ...', the Aircraft Table, the Flights Table: Date, AircraftID, From, To, ...)",
         _FOREFLIGHT_NAME, _FOREFLIGHT, "ForeFlight", f"{_FOREFLIGHT_NAME}:1"),
        ("u96b_logten_tab_export_as_run", "an instructor's logbook as LogTen Pro's 'Export Flights (Tab)' writes it "
         "(tab-separated: flight_flightDate, aircraft_aircraftID, ..., flight_totalTime, flight_dualReceived, ...)",
         _LOGTEN_NAME, _LOGTEN, "LogTen", f"{_LOGTEN_NAME}:1"),
        ("u96b_logten_store_as_run", "LogTen Pro's logbook store copied from a Mac (LogTenCoreDataStore.sql: "
         "SQLite, Core Data's ZFLIGHT, Z_PRIMARYKEY and Z_METADATA)", _LOGTEN_STORE_NAME, _LOGTEN_STORE, "LogTen",
         _LOGTEN_STORE_NAME),
        ("u96b_g1000_data_log_as_run", "a flight's data log from the G1000's SD card (CSV: '#airframe_info, "
         "log_version=\"1.00\", airframe_name=...', the units line, Lcl Date, Lcl Time, UTCOfst, AtvWpt, ...)",
         _G1000_NAME, _G1000, "G1000", f"{_G1000_NAME}:1"),
        ("u96b_metar_json_as_run", "the morning's METARs as aviationweather.gov's API answers them (a JSON array of "
         "metar_id, icaoId, receiptTime, obsTime, ..., rawOb, ..., clouds)", _METAR_NAME, _METAR, "METAR",
         f"{_METAR_NAME}:1"),
        ("u96b_faa_master_as_run", "the fleet's lines of the FAA aircraft registry (MASTER.txt: a BOM, N-NUMBER, "
         "SERIAL NUMBER, MFR MDL CODE, ..., MODE S CODE HEX, fields space-padded)", _MASTER_NAME, _MASTER, "FAA",
         f"{_MASTER_NAME}:1"),
        ("u96b_stage_check_pdf_as_run", "a stage check report left in the same folder (PDF: '%PDF-1.7', objects, "
         "xref, trailer, %%EOF)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u96b_grade_sheet_as_run", "an instructor's grade sheet as typed (six fields a line: student, stage, "
         "lesson, maneuver, grade, instructor)", "grade_sheet.txt", _GRADE_SHEET, "grade sheet",
         "grade_sheet.txt:1"),
        ("u96b_ballot_as_run", "a committee member's ballot as typed (four fields a line: rank, student, stage, "
         "member)", "ballot_okafor.txt", _BALLOT, "ballot", "ballot_okafor.txt:1"),
        ("u96b_vote_tally_as_run", "the committee's vote tally as typed (six fields a line: student, stage, round, "
         "yes, no, abstain)", "vote_tally.txt", _TALLY, "tally", "vote_tally.txt:1")],
        one_run=("stage_check_grades.run", _ONE_RUN), stem="stage_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed grade sheet's six are a student, a "
                 "stage, a lesson, a maneuver, a grade and an instructor, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or LogTen's SQLite store read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u96b_ballot_as_qrels", "ballot_okafor.txt", _BALLOT, "ballot"),
        ("u96b_vote_tally_as_qrels", "vote_tally.txt", _TALLY, "tally"),
        ("u96b_grade_sheet_as_qrels", "grade_sheet.txt", _GRADE_SHEET, "grade sheet"),
        ("u96b_foreflight_logbook_as_qrels", _FOREFLIGHT_NAME, _FOREFLIGHT, "ForeFlight")],
        one_run=("stage_check_grades.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u96b_out_xplane_fdr", "N512SP_20240514.fdr", "an X-Plane flight data recorder replay (.fdr)"),
        ("u96b_out_msfs_flight_plan_pln", "KPAO-KMRY.pln", "a Microsoft Flight Simulator flight plan (.pln)"),
        ("u96b_out_garmin_flight_plan_fpl", "KPAO-KMRY.fpl", "a Garmin flight plan (.fpl)"),
        ("u96b_out_metar_json", "KPAO.metar.json", "a saved aviationweather.gov METAR answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=96"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u96b_api_metar_document",
            "rankagg.fuse(json.load(metar.json)): the morning's METARs as aviationweather.gov's API answers them, "
            "loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_METAR_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "METAR", why="a run maps a query to {document: score}; aviationweather.gov's answer is a list of "
            "observations, each a station's icaoId, obsTime, temp, wind, altim and rawOb",
            files={_METAR_NAME: _METAR}),
        bad("u96b_api_g1000_data_log_frame",
            "rankagg.fuse(pd.read_csv(log_240514_104217_KPAO.csv, skiprows=2)): a G1000's flight data log (Lcl "
            "Date, Lcl Time, UTCOfst, AtvWpt, Latitude, Longitude, AltB, ...) read by pandas and given as runs",
            "import pandas as pd, rankagg\n"
            f"frame = pd.read_csv('{_G1000_NAME}', skiprows=2, skipinitialspace=True)\n"
            "rankagg.fuse(frame, method='borda')\n",
            "G1000", why="a table of runs has qid, docid, run and score columns; a G1000 data log is a second per "
            "row: the date, time, position, altitudes, speeds, attitude and engine readings",
            files={_G1000_NAME: _G1000}),
    ]
    return cases
