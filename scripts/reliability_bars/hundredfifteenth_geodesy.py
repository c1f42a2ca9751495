"""Issue 45's hundred-and-fifteenth bar of scripts/reliability_matrix.py, a GNSS geodesy analysis centre's station and
solution review, the analysts who process the permanent stations and the combination coordinator who ranks station
solutions and stations per network, GPS week and reprocessing campaign from the solutions' residual RMS, the coordinate
repeatabilities, the data completeness, the analysts' grades and the working group's votes (its cases, ids
``u115b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The centre's review: each network's GPS week, each week's product line and each reprocessing campaign's region
(``network:EPN/wk2390``, ``gpsweek:2390/final``, ``campaign:repro3/europe``) is a query and each station or station
solution a document, as the centre writes them: a station by its RINEX 3 nine-character id (``WTZR00DEU``: four
characters, monument and receiver digits, ISO country code), a station's solution after a discontinuity by that id
and the SINEX solution number (``soln:GRAZ00AUT/2``), a marker by its IERS DOMES number (``domes:14106M003``) or a
station of the Nevada Geodetic Laboratory's or the PBO's time series by their four-character id (``ngl:P395``,
``pbo:AC12``); on the typed sheets the nine-character id and the week beside it.  The runs are the solutions' residual
RMS, the coordinate repeatabilities, the data completeness, the analysts' grades (A to D) and the working group's
votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the repeatability
weighted highest, and judged against the combination's decisions (2 reference station, 1 accepted, 0 rejected).  The
mistakes and odd files: the field's own files given where runs or qrels are read (a weekly SINEX solution as Bernese's
ADDNEQ2 writes it (.SNX), an IGS site log v2.0 (.log), Bernese GNSS Software's coordinate (.CRD), velocity (.VEL) and
station information (.STA) files, an NGL .tenv3 time series, a PBO station position time series (.pos) as GAMIT-GLOBK
and UNAVCO write it, an IGS network API answer (JSON), a RINEX 4 navigation file, and an analyst's grade sheet, a
working-group member's ballot and the working group's vote tally as the centre types them), and outputs named for the
field's files (a SINEX .SNX, a Bernese .CRD, an NGL .tenv3, a PBO .pos).  (Checked: the SINEX against Bernese's own
writer, ADDNEQ2's SR SINSTORE, found by string search (read): the header line written as '(A1, A1, A3, 1X,F4.2,
1X,A3, 1X,A12, 1X,A3, 1X,A12, 1X,A12, 1X,A1, 1X,I5.5, 1X,A1, 6(1X,A1))' ('%=SNX 2.02', the agencies, the creation,
start and end epochs as YY:DOY:SSSSS, the technique, the parameter count, the constraint code and six content
letters, blanks kept), a '*' and 79 dashes before each block, +FILE/REFERENCE copied from the input SINEX,
+SOLUTION/STATISTICS with '*_STATISTICAL PARAMETER________ __VALUE(S)____________' and its 'NUMBER OF OBSERVATIONS',
'NUMBER OF UNKNOWNS', 'NUMBER OF DEGREES OF FREEDOM', 'PHASE MEASUREMENTS SIGMA', 'SAMPLING INTERVAL (SECONDS)' and
'VARIANCE FACTOR' lines (1X,A30,1X then I22 or F22), +SITE/ID with '*CODE PT __DOMES__ T _STATION DESCRIPTION__
APPROX_LON_ APPROX_LAT_ _APP_H_' and rows (1X,A4, 1X,A2, 1X,A9, 1X,A1, 1X,A22, 2(1X,I3,1X,I2,1X,F4.1), 1X,F7.1),
+SOLUTION/EPOCHS with '*CODE PT SOLN T _DATA_START_ __DATA_END__ _MEAN_EPOCH_', +SOLUTION/ESTIMATE with '*INDEX
TYPE__ CODE PT SOLN _REF_EPOCH__ UNIT S __ESTIMATED VALUE____ _STD_DEV___' and rows (1X,I5, 1X,A6, 1X,A4, 1X,A2,
1X,A4, 1X,A12, 1X,A4, 1X,A1, 1X,E21.15, 1X,E11.6), Fortran's E format without the leading zero where the width needs
it ('-.240960109141758E+07' as midgard's SINEX parser quotes a row), and the column positions from midgard's parser
(read); '%ENDSNX' from several readers; the receiver, antenna, eccentricity, apriori and matrix blocks are cut, the
FILE/REFERENCE text, the stations' values and the DOMES numbers (from memory, not claimed) are ours.  The IGS site
log v2.0 from GeoscienceAustralia/gnssanalysis' test data (read: abmf00glp_20240710.log and aggo00arg_20230608.log
truncated there: '     ABMF00GLP Site Information Form (site log v2.0)', 'International GNSS Service', the
instructions' URL sitelog_instr_v2.0.txt, '0.   Form', '1.   Site Identification of the GNSS Monument' with 'Nine
Character ID', '2.   Site Location Information' with 'Country or Region' and the approximate position, '3.   GNSS
Receiver Information' with '3.1  Receiver Type' and the '3.x' template block, '4.   GNSS Antenna Information', the
labels padded to column 31 before ': ') and two site-log generators quoting the same title; the file is cut after
section 4 as the test data are, the station's details are ours.  Bernese's .CRD and .VEL against Bernese's SR WTSTAT
(read): the title as (A63,2X,A9,1X,A5) then 80 dashes, 'LOCAL GEODETIC DATUM: ' with the datum as A16, two blanks and
'EPOCH: ' with the epoch as A19 (a .VEL has no epoch), a blank line, 'NUM  STATION NAME' and the column titles ('X (M)',
'Y (M)', 'Z (M)', 'FLAG'; 'VX (M/Y)', 'VY (M/Y)', 'VZ (M/Y)', 'FLAG', 'PLATE') spaced as its format spaces them, a
blank line, the rows as (I3,2X,A16,3F15.5,4X,A5) and (I3,2X,A16,3F15.5,4X,A4,1X,A4) trimmed, and a footer of one
blank; a pybern reader and a midgard writer quote the same header.  Bernese's .STA against Bernese's SR WRITCRUX
(read): the title (a60,5x,a15), the dashes, 'FORMAT VERSION: 1.01', 'TECHNIQUE:      GNSS', 'TYPE 001: RENAMING OF
STATIONS', 'TYPE 002: STATION INFORMATION' and 'TYPE 003: HANDLING OF STATION PROBLEMS' with their column titles and
star lines, the rows as (A16,4x,2X,A3,2X,A40,2X,...) with the receiver, antenna and eccentricity fields of type 002;
the file is cut after type 003 (types 004 and 005 left out), the station's equipment is ours.  NGL's .tenv3 from
igps-ftk/iGPS' README_tenv3.txt (the columns and an example line, which the format used here reproduces character for
character) and the header line 'site YYMMMDD yyyy.yyyy __MJD week d reflon _e0(m) __east(m) ____n0(m) _north(m) u0(m)
____up(m) _ant(m) sig_e(m) sig_n(m) sig_u(m) __corr_en __corr_eu __corr_nu _latitude(deg) _longitude(deg)
__height(m)' from several readers' fixtures; the values are ours.  The PBO .pos from GAMIT-GLOBK's SR TSDESC (read:
the 'Start Field Description' to 'End Field Description' lines and the '*YYYYMMDD HHMMSS JJJJJ.JJJJ ...' header), the
nine header lines before it from readers' fixtures of format version 1.1.0 ('PBO Station Position Time Series.
Reference Frame : IGS14', '4-character ID', 'Station name', 'First Epoch', 'Last Epoch', 'Release Date', 'XYZ
Reference position' and 'NEU Reference position' with their frames) and a data line of a reader's docstring, which
the format used here reproduces character for character; the values are ours.  The IGS network API answer
(network.igs.org/api/public/stations/?format=json) from a Go client's decoder (read: recordsTotal, recordsFiltered and
data, each station with name, status, xyz, llh, satellite_system, real_time_systems, antenna_type,
antenna_serial_number, antenna_marker_une, receiver_type, serial_number, firmware, frequency_standard,
last_data_time, join_date, last_publish); the key order, the status code's meaning and the values are a guess or ours.
The RINEX 4 navigation file from a RINEX 4.00 merged navigation header quoted in a reader's tests (DLR's BRD400DLR:
'     4.00           NAVIGATION DATA     M                   RINEX VERSION / TYPE', PGM / RUN BY / DATE, COMMENT,
DOI, MERGED FILE, LEAP SECONDS, END OF HEADER, then '> EPH G01 LNAV' and the record's lines of four values in
D19.12 after four blanks); the record's values are ours.  Left out, as they could not be checked here: the IGS
station list CSV (IGSNetwork.csv: its column order was not found), EarthScope's and EUREF's time series CSVs, GipsyX's
and GAMIT's .org files and the Hatanaka-compressed RINEX.  The output suffixes: .SNX (SINEX, as Bernese, GAMIT-GLOBK
and the IGS combination write it), .CRD (Bernese coordinates), .tenv3 (NGL) and .pos (PBO, as GLOBK's tssum writes
it).  The grade sheet, the ballot and the vote tally are typed here as the centre's analysts, the working group's
members and its secretary type them; the stations are IGS and EPN stations by name, their values are not claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import datetime
import json

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFIFTEENTH_GEODESY = ("45 Unseen inputs: a hundred-and-fifteenth bar, a GNSS geodesy analysis centre (the "
                            "analysts who process the permanent stations and the combination coordinator who ranks "
                            "station solutions and stations) ranking stations and station solutions per network, GPS "
                            "week and reprocessing campaign from the solutions' residual RMS, the coordinate "
                            "repeatabilities, the data completeness, the analysts' grades and the working group's "
                            "votes (SINEX solutions, IGS site logs, Bernese .CRD, .VEL and .STA files, NGL .tenv3 "
                            "time series, PBO .pos time series as GAMIT-GLOBK writes them, IGS network API answers "
                            "(JSON), RINEX 4 navigation files, analysts' grade sheets, working-group ballots and the "
                            "working group's vote tallies as typed)")

_WTZR = "WTZR00DEU"
_ZIMM = "ZIMM00CHE"
_GRAZ = "soln:GRAZ00AUT/2"
_DOMES = "domes:14106M003"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['residual_rms', 'repeatability', 'completeness', 'analyst_grades', 'wg_votes'],
    items=[_WTZR, _ZIMM, _GRAZ, 'ONSA00SWE', _DOMES, 'ngl:P395', 'BRUX00BEL', 'pbo:AC12'],
    queries=['network:EPN/wk2390', 'gpsweek:2390/final', 'campaign:repro3/europe',
             'network:IGS/wk2391', 'gpsweek:2391/rapid', 'campaign:EPN-repro2/alps'],
    suffix='/re-run', generator='solution_scores', judgements='combination_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "solution_scores", "combination.run")

_RECS3 = ["residual_rms", "analyst_grades", "wg_votes"]
_OUT = ("combination.run",)
_ONE_RUN = (f"network:EPN/wk2390 Q0 {_WTZR} 1 0.9264 wg_votes\n"
            f"network:EPN/wk2390 Q0 {_ZIMM} 2 0.8519 wg_votes\n")

# GPS week 2390 began on Sunday 2025-10-26 (day 299, MJD 60974)
_WEEK0 = datetime.date(1980, 1, 6)
_MJD0 = datetime.date(1858, 11, 17)

# the stations: RINEX 3 name, Bernese name (four characters and the DOMES number), approximate ITRF X, Y, Z (m),
# latitude, longitude (degrees), ellipsoidal height (m); the values are approximate and ours
_STATIONS = [
    ("WTZR00DEU", "WTZR 14201M010", 4075580.3895, 931853.8622, 4801568.2305, 49.1441984, 12.8789122, 666.026),
    ("ZIMM00CHE", "ZIMM 14001M004", 4331296.9851, 567555.7652, 4633133.9217, 46.8771112, 7.4652811, 956.338),
    ("ONSA00SWE", "ONSA 10402M004", 3370658.4507, 711877.2207, 5349787.0179, 57.3952987, 11.9255130, 45.536),
    ("GRAZ00AUT", "GRAZ 11001M002", 4194424.0532, 1162702.5328, 4647245.3058, 47.0671302, 15.4934882, 538.303),
]


def _fortran_e(value: float, width: int, digits: int) -> str:
    """Fortran's Ew.d: '0.ddddE+ee', the leading zero dropped where the width needs it (gfortran's way)."""
    mantissa, exponent = f"{abs(value):.{digits - 1}e}".split("e")
    text = f"0.{mantissa.replace('.', '')}E{int(exponent) + 1 if value else 0:+03d}"
    text = ("-" if value < 0 else "") + text
    return text.rjust(width) if len(text) <= width else text.replace("0.", ".", 1).rjust(width)


def _dms(degrees: float) -> str:
    """SINEX's approximate longitude or latitude: (1X,I3,1X,I2,1X,F4.1), degrees, minutes and seconds."""
    whole = int(abs(degrees))
    minutes = int((abs(degrees) - whole) * 60)
    seconds = round(((abs(degrees) - whole) * 60 - minutes) * 60, 1)
    return f" {whole if degrees >= 0 else -whole:3d} {minutes:2d} {seconds:4.1f}"


# the centre's files, as Bernese, the IGS, NGL, GAMIT-GLOBK and the RINEX writers write them, and as typed
# a weekly SINEX solution as Bernese's ADDNEQ2 writes it (SR SINSTORE): the header line, blocks between dash lines
def _sinex() -> str:
    rule = "*" + "-" * 79
    solns = {"GRAZ": "   2"}
    lines = ["%=SNX 2.02 LAC 25:310:41620 LAC 25:299:00000 25:305:86370 P 00012 2 S" + "  " * 5, rule,
             "+FILE/REFERENCE",
             " DESCRIPTION        EUREF Local Analysis Centre, weekly solution",
             " OUTPUT             EPN weekly solution, GPS week 2390, final orbits",
             " CONTACT            lac-processing@geodesy.example.org",
             " SOFTWARE           Bernese GNSS Software Version 5.4",
             " HARDWARE           Linux x86_64",
             " INPUT              Daily normal equations, GPS week 2390",
             "-FILE/REFERENCE", rule,
             "+SOLUTION/STATISTICS",
             "*_STATISTICAL PARAMETER________ __VALUE(S)____________",
             " NUMBER OF OBSERVATIONS         " + f"{1843207:22d}",
             " NUMBER OF UNKNOWNS             " + f"{41318:22d}",
             " NUMBER OF DEGREES OF FREEDOM   " + f"{1843207 - 41318:22d}",
             " PHASE MEASUREMENTS SIGMA       " + f"{0.001:22.5f}",
             " SAMPLING INTERVAL (SECONDS)    " + f"{180:22d}",
             " VARIANCE FACTOR                " + f"{1.438214509327104:22.15f}",
             "-SOLUTION/STATISTICS", rule,
             "+SITE/ID",
             "*CODE PT __DOMES__ T _STATION DESCRIPTION__ APPROX_LON_ APPROX_LAT_ _APP_H_"]
    lines += [f" {bern[:4]}  A {bern[5:]} P {bern:<22}{_dms(lon)}{_dms(lat)} {h:7.1f}"
              for _, bern, *_xyz, lat, lon, h in _STATIONS]
    lines += ["-SITE/ID", rule, "+SOLUTION/EPOCHS", "*CODE PT SOLN T _DATA_START_ __DATA_END__ _MEAN_EPOCH_"]
    lines += [f" {bern[:4]}  A {solns.get(bern[:4], '   1')} P 25:299:00000 25:305:86370 25:302:43185"
              for _, bern, *_ in _STATIONS]
    lines += ["-SOLUTION/EPOCHS", rule, "+SOLUTION/ESTIMATE",
              "*INDEX TYPE__ CODE PT SOLN _REF_EPOCH__ UNIT S __ESTIMATED VALUE____ _STD_DEV___"]
    index = 0
    for n, (_, bern, x, y, z, *_) in enumerate(_STATIONS):
        for axis, value in zip("XYZ", (x, y, z)):
            index += 1
            sigma = 0.00041 + 0.00013 * n + (0.00035 if axis == "Z" else 0.0)
            lines.append(f" {index:5d} STA{axis}   {bern[:4]}  A {solns.get(bern[:4], '   1')} 25:302:43200 m    2 "
                         f"{_fortran_e(value + 0.00317 * (n + 1), 21, 15)} {_fortran_e(sigma, 11, 6)}")
    lines += ["-SOLUTION/ESTIMATE", "%ENDSNX"]
    return "".join(line + "\n" for line in lines)


_SNX = _sinex()
_SNX_NAME = "LAC0OPSFIN_20252990000_07D_07D_SOL.SNX"


# an IGS site log, version 2.0, as the IGS Site Log Manager exports it (cut after section 4, as the test data are)
def _field(label: str, value: str, indent: int = 5) -> str:
    return f"{' ' * indent}{label:<{25 - (indent - 5)}}: {value}".rstrip()


_SITE_LOG = "\n".join([
    f"     {_WTZR} Site Information Form (site log v2.0)",
    "     International GNSS Service",
    "     See Instructions at:",
    "       https://files.igs.org/pub/station/general/sitelog_instr_v2.0.txt",
    "",
    "0.   Form",
    "",
    _field("Prepared by (full name)", "Station Operations Team"),
    _field("Date Prepared", "2025-10-30"),
    _field("Report Type", "UPDATE"),
    "     If Update:",
    _field("Previous Site Log", "wtzr00deu_20250612.log", 6),
    _field("Modified/Added Sections", "3.7, 4.5", 6),
    "",
    "",
    "1.   Site Identification of the GNSS Monument",
    "",
    _field("Site Name", "Bad Koetzting"),
    _field("Nine Character ID", _WTZR),
    _field("Monument Inscription", "NONE"),
    _field("IERS DOMES Number", "14201M010"),
    _field("CDP Number", "WTZR"),
    _field("Monument Description", "CONCRETE PILLAR"),
    _field("Height of the Monument", "2.1 m", 7),
    _field("Monument Foundation", "CONCRETE BLOCK", 7),
    _field("Foundation Depth", "2.5 m", 7),
    _field("Marker Description", "BRASS PLATE WITH CENTERING BOLT"),
    _field("Date Installed", "1995-04-19T00:00Z"),
    _field("Geologic Characteristic", "BEDROCK"),
    _field("Bedrock Type", "METAMORPHIC", 7),
    _field("Bedrock Condition", "FRESH", 7),
    _field("Fracture Spacing", "11-50 cm", 7),
    _field("Fault zones nearby", "NO", 7),
    _field("Distance/activity", "", 9),
    _field("Additional Information", ""),
    "",
    "",
    "2.   Site Location Information",
    "",
    _field("City or Town", "Bad Koetzting"),
    _field("State or Province", "Bavaria"),
    _field("Country or Region", "DEU"),
    _field("Tectonic Plate", "EURASIAN"),
    "     Approximate Position (ITRF)",
    _field("X coordinate (m)", "4075580.4", 7),
    _field("Y coordinate (m)", "931853.9", 7),
    _field("Z coordinate (m)", "4801568.2", 7),
    _field("Latitude (N is +)", "+490839.11", 7),
    _field("Longitude (E is +)", "+0125244.08", 7),
    _field("Elevation (m,ellips.)", "666.0", 7),
    _field("Additional Information", ""),
    "",
    "",
    "3.   GNSS Receiver Information",
    "",
    "3.1  Receiver Type            : LEICA GR50",
    _field("Satellite System", "GPS+GLO+GAL+BDS+QZSS+SBAS"),
    _field("Serial Number", "1831551"),
    _field("Firmware Version", "4.50/7.710"),
    _field("Elevation Cutoff Setting", "0 deg"),
    _field("Date Installed", "2025-10-28T09:15Z"),
    _field("Date Removed", "(CCYY-MM-DDThh:mmZ)"),
    _field("Temperature Stabiliz.", "none"),
    _field("Additional Information", ""),
    "",
    "3.x  Receiver Type            : (A20, from rcvr_ant.tab; see instructions)",
    _field("Satellite System", "(GPS+GLO+GAL+BDS+QZSS+SBAS)"),
    _field("Serial Number", "(A20, but note the first A5 is used in SINEX)"),
    _field("Firmware Version", "(A11)"),
    _field("Elevation Cutoff Setting", "(deg)"),
    _field("Date Installed", "(CCYY-MM-DDThh:mmZ)"),
    _field("Date Removed", "(CCYY-MM-DDThh:mmZ)"),
    _field("Temperature Stabiliz.", "(none or tolerance in degrees C)"),
    _field("Additional Information", "(multiple lines)"),
    "",
    "",
    "4.   GNSS Antenna Information",
    "",
    "4.1  Antenna Type             : LEIAR25.R3      LEIT",
    _field("Serial Number", "09260001"),
    _field("Antenna Reference Point", "BPA"),
    _field("Marker->ARP Up Ecc. (m)", "000.0710"),
    _field("Marker->ARP North Ecc(m)", "000.0000"),
    _field("Marker->ARP East Ecc(m)", "000.0000"),
    _field("Alignment from True N", "0 deg"),
    _field("Antenna Radome Type", "LEIT"),
    _field("Radome Serial Number", ""),
    _field("Antenna Cable Type", ""),
    _field("Antenna Cable Length", "30.0 m"),
    _field("Date Installed", "2010-01-20T10:00Z"),
    _field("Date Removed", "(CCYY-MM-DDThh:mmZ)"),
    _field("Additional Information", ""),
    ""]) + "\n"
_SITE_LOG_NAME = "wtzr00deu_20251030.log"

# Bernese's station coordinate file (SR WTSTAT): title and date, dashes, datum and epoch, the stations, a blank footer
_TITLE = f"{'EUR: EPN WEEKLY SOLUTION, GPS WEEK 2390':<63}  06-NOV-25 11:33"
_CRD = "\n".join([
    _TITLE, "-" * 80,
    f"LOCAL GEODETIC DATUM: {'IGS20':<16}  EPOCH: 2025-10-29 12:00:00", "",
    "NUM  STATION NAME           X (M)          Y (M)          Z (M)     FLAG", "",
    *[f"{n:3d}  {bern:<16}{x:15.5f}{y:15.5f}{z:15.5f}    {flag}"
      for n, ((_, bern, x, y, z, *_), flag) in enumerate(zip(_STATIONS, ["A", "A", "W", "A"]), 1)],
    " "]) + "\n"
_CRD_NAME = "EPN22390.CRD"

# Bernese's station velocity file (SR WTSTAT without an epoch): the plate after the flag
_VEL_VALUES = [(-0.01568, 0.01724, 0.00961), (-0.01402, 0.01847, 0.01153), (-0.01466, 0.01465, 0.01093),
               (-0.01601, 0.01683, 0.01058)]
_VEL = "\n".join([
    f"{'EUR: EPN VELOCITIES, CUMULATIVE SOLUTION C2390':<63}  06-NOV-25 11:33", "-" * 80,
    f"LOCAL GEODETIC DATUM: {'IGS20':<16}", "",
    "NUM  STATION NAME           VX (M/Y)       VY (M/Y)       VZ (M/Y)  FLAG   PLATE", "",
    *[f"{n:3d}  {bern:<16}{vx:15.5f}{vy:15.5f}{vz:15.5f}    {'A':<4} EURA"
      for n, ((_, bern, *_), (vx, vy, vz)) in enumerate(zip(_STATIONS, _VEL_VALUES), 1)],
    " "]) + "\n"
_VEL_NAME = "EPN_C2390.VEL"


# Bernese's station information file (SR WRITCRUX), types 001 to 003
def _sta() -> str:
    stars = "****************      ***  YYYY MM DD HH MM SS  YYYY MM DD HH MM SS  "
    names = "STATION NAME          FLG          FROM                   TO         "
    lines = [f"{'STATION INFORMATION FILE FOR BERNESE GNSS SOFTWARE 5.4':<60}     06-NOV-25 11:30", "-" * 80, "",
             "FORMAT VERSION: 1.01", "TECHNIQUE:      GNSS", "",
             "TYPE 001: RENAMING OF STATIONS", "------------------------------", "",
             names + "OLD STATION NAME      REMARK", stars + "********************  ************************"]
    since = {"WTZR": "1995 04 19", "ZIMM": "1993 05 01", "ONSA": "1993 01 01", "GRAZ": "1992 04 30"}
    lines += [f"{bern:<16}      001  {since[bern[:4]] + ' 00 00 00':<40}  {bern[:4] + '*':<16}      "
              f"{rinex.lower()}_20251030.log" for rinex, bern, *_ in _STATIONS]
    lines += ["", "", "TYPE 002: STATION INFORMATION", "-----------------------------", "",
              names + "RECEIVER TYPE         RECEIVER SERIAL NBR   REC #   ANTENNA TYPE          ANTENNA SERIAL NBR    "
                      "ANT #    NORTH      EAST      UP      DESCRIPTION             REMARK",
              stars + "********************  ********************  ******  ********************  "
                      "********************  ******  ***.****  ***.****  ***.****  **********************  "
                      "************************"]
    equipment = [("2022 06 14 08 30 00  2025 10 28 09 10 00", "LEICA GR30", "1830462", "LEIAR25.R3      LEIT",
                  "09260001", 0.071, "Bad Koetzting"),
                 ("2025 10 28 09 15 00", "LEICA GR50", "1831551", "LEIAR25.R3      LEIT", "09260001", 0.071,
                  "Bad Koetzting")]
    lines += [f"{'WTZR 14201M010':<16}      001  {span:<40}  {rec:<20}  {rser:<20}  {999999:6d}  {ant:<20}  "
              f"{aser:<20}  {999999:6d}  {0.0:8.4f}  {0.0:8.4f}  {up:8.4f}  {desc:<22}  wtzr00deu_20251030.log"
              for span, rec, rser, ant, aser, up, desc in equipment]
    lines += ["", "", "TYPE 003: HANDLING OF STATION PROBLEMS", "--------------------------------------", "",
              names + "REMARK", stars + "*" * 60,
              f"{'GRAZ 11001M002':<16}      003  {'2025 10 27 06 00 00  2025 10 27 14 00 00':<40}  "
              "power outage, data gap"]
    return "".join(line + "\n" for line in lines)


_STA = _sta()
_STA_NAME = "EUREF54.STA"


# NGL's .tenv3 time series of a station: the header line, then a day a line
def _tenv3() -> str:
    lines = ["site YYMMMDD yyyy.yyyy __MJD week d reflon _e0(m) __east(m) ____n0(m) _north(m) u0(m) ____up(m) _ant(m) "
             "sig_e(m) sig_n(m) sig_u(m) __corr_en __corr_eu __corr_nu _latitude(deg) _longitude(deg) __height(m)"]
    for k in range(7):
        day = _WEEK0 + datetime.timedelta(days=2390 * 7 + k)
        doy = day.timetuple().tm_yday
        east, north, up = -0.317904 + 0.00021 * k, 0.552810 - 0.00017 * k, 0.284116 + 0.0011 * (k % 3)
        lines.append(f"WTZR {day.strftime('%y%b%d').upper()} {day.year + (doy - 0.5) / 365.25:.4f} "
                     f"{(day - _MJD0).days:5d} {2390:4d} {k:1d} {12.9:6.1f} {-1536:6d} {east:9.6f} {5444711:9d} "
                     f"{north:9.6f} {666:5d} {up:9.6f} {0.0710:7.4f} {0.000684:8.6f} {0.000771:8.6f} {0.003112:8.6f} "
                     f"{0.041273:9.6f} {-0.118254:9.6f} {0.062918:9.6f} {49.1441984 + 0.0000000012 * k:14.10f} "
                     f"{12.8789122 + 0.0000000021 * k:15.10f} {666.02610 + 0.0011 * (k % 3):11.5f}")
    return "".join(line + "\n" for line in lines)


_TENV3 = _tenv3()
_TENV3_NAME = "WTZR.tenv3"


# a PBO station position time series (.pos) as GAMIT-GLOBK's tssum writes it: nine header lines, the field
# description (SR TSDESC), the column header, then a day a line
_POS_FIELDS = [
    "Start Field Description",
    "YYYYMMDD      Year, month, day for the given position epoch",
    "HHMMSS        Hour, minute, second for the given position epoch",
    "JJJJJ.JJJJJ   Modified Julian day for the given position epoch",
    "X             X coordinate, Specified Reference Frame, meters",
    "Y             Y coordinate, Specified Reference Frame, meters",
    "Z             Z coordinate, Specified Reference Frame, meters",
    "Sx            Standard deviation of the X position, meters",
    "Sy            Standard deviation of the Y position, meters",
    "Sz            Standard deviation of the Z position, meters",
    "Rxy           Correlation of the X and Y position",
    "Rxz           Correlation of the X and Z position",
    "Ryz           Correlation of the Y and Z position",
    "Nlat          North latitude, WGS-84 ellipsoid, decimal degrees",
    "Elong         East longitude, WGS-84 ellipsoid, decimal degrees",
    "Height (Up)   Height relative to WGS-84 ellipsoid, m",
    "dN            Difference in North component from NEU reference position, meters",
    "dE            Difference in East component from NEU reference position, meters",
    "du            Difference in vertical component from NEU reference position, meters",
    "Sn            Standard deviation of dN, meters",
    "Se            Standard deviation of dE, meters",
    "Su            Standard deviation of dU, meters",
    "Rne           Correlation of dN and dE",
    "Rnu           Correlation of dN and dU",
    "Reu           Correlation of dEand dU",
    "Soln          \"rapid\", \"final\", \"suppl/suppf\", \"campd\", or \"repro\" corresponding to products  "
    "generated with rapid or final orbit products, in supplemental processing, campaign data processing or "
    "reprocessing",
    "End Field Description",
    "*YYYYMMDD HHMMSS JJJJJ.JJJJ         X             Y             Z            Sx        Sy       Sz     Rxy   Rxz"
    "    Ryz            NLat         Elong         Height         dN        dE        dU         Sn       Se       Su"
    "      Rne    Rnu    Reu  Soln"]


def _pos() -> str:
    lines = ["PBO Station Position Time Series. Reference Frame : IGS20", "Format Version: 1.1.0",
             "4-character ID: WTZR", "Station name  : WTZR", "First Epoch   : 20251026 120000",
             "Last Epoch    : 20251101 120000", "Release Date  : 20251106 113412",
             "XYZ Reference position :    4075580.38950   931853.86220  4801568.23050 (IGS20)",
             "NEU Reference position :     49.1441984000   12.8789122000  666.02610 (IGS20/WGS84)", *_POS_FIELDS]
    for k in range(7):
        day = _WEEK0 + datetime.timedelta(days=2390 * 7 + k)
        dn, de, du = 0.00041 - 0.0002 * k, -0.00033 + 0.00015 * k, 0.0011 * (k % 3) - 0.0009
        lines.append(f" {day.strftime('%Y%m%d')} 120000 {(day - _MJD0).days + 0.5:10.4f} {4075580.38950 + de:14.5f} "
                     f"{931853.86220 + dn:14.5f} {4801568.23050 + du:14.5f} {0.00121:8.5f} {0.00064:8.5f} "
                     f"{0.00138:8.5f} {0.412:6.3f} {0.687:6.3f} {0.331:6.3f} {49.1441984 + dn / 111200:18.10f} "
                     f"{12.8789122 + de / 72800:15.10f} {666.02610 + du:10.5f} {dn:11.5f} {de:9.5f} {du:9.5f} "
                     f"{0.00058:10.5f} {0.00047:8.5f} {0.00201:8.5f} {0.021:6.3f} {-0.104:6.3f} {0.088:6.3f} final")
    return "".join(line + "\n" for line in lines)


_POS = _pos()
_POS_NAME = "WTZR.pbo.igs20.pos"

# an IGS network API answer (network.igs.org/api/public/stations/?format=json): the counts, then a station a record
_IGS_JSON = json.dumps({
    "recordsTotal": 2,
    "recordsFiltered": 2,
    "data": [
        {"name": _WTZR, "status": 4, "xyz": [4075580.389, 931853.862, 4801568.231],
         "llh": [49.144198, 12.878912, 666.0], "satellite_system": ["GPS", "GLO", "GAL", "BDS", "QZSS", "SBAS"],
         "real_time_systems": ["GPS", "GLO", "GAL"], "antenna_type": "LEIAR25.R3", "antenna_serial_number": "09260001",
         "antenna_marker_une": [0.071, 0.0, 0.0], "receiver_type": "LEICA GR50", "serial_number": "1831551",
         "firmware": "4.50/7.710", "frequency_standard": "EXTERNAL H-MASER", "last_data_time": "2025-11-05T23:59:30Z",
         "join_date": "1995-04-19", "last_publish": "2025-10-30T14:02:11Z"},
        {"name": _ZIMM, "status": 4, "xyz": [4331296.985, 567555.765, 4633133.922],
         "llh": [46.877111, 7.465281, 956.3], "satellite_system": ["GPS", "GLO", "GAL", "BDS"],
         "real_time_systems": [], "antenna_type": "TRM59800.00", "antenna_serial_number": "5000118529",
         "antenna_marker_une": [0.0, 0.0, 0.0], "receiver_type": "TRIMBLE ALLOY", "serial_number": "6026R40021",
         "firmware": "6.50", "frequency_standard": "INTERNAL", "last_data_time": "2025-11-05T23:59:30Z",
         "join_date": "1993-05-01", "last_publish": "2025-07-14T08:40:55Z"}]}, separators=(",", ":"))
_IGS_JSON_NAME = "igs_network_stations.json"

# a RINEX 4 merged navigation file (header, then a GPS LNAV ephemeris record): labels in columns 61-80
_RINEX4_NAV = "".join(f"{body:<60}{label}\n" for body, label in [
    (f"{'4.00':>9}{'':11}{'NAVIGATION DATA':<20}{'M':<20}", "RINEX VERSION / TYPE"),
    ("BCEmerge            congo               20251027 004311 GMT", "PGM / RUN BY / DATE"),
    ("Merged GPS/GLO/GAL/BDS/QZS/SBAS/IRNSS navigation file", "COMMENT"),
    ("based on CONGO and IGS tracking data", "COMMENT"),
    ("https://doi.org/10.57677/BRD400DLR", "DOI"),
    ("      112", "MERGED FILE"),
    ("    18    18  1929     7", "LEAP SECONDS"),
    ("", "END OF HEADER")]) + "> EPH G01 LNAV\n" + "".join(
    lead + "".join(f"{v: .12e}" for v in values) + "\n" for lead, values in [
        ("G01 2025 10 26 02 00 00", [2.318415790796e-04, -8.981260180007e-12, 0.0]),
        ("    ", [7.1e+01, -3.1406250e+01, 4.129815442511e-09, 1.278564218823e+00]),
        ("    ", [-1.639127731323e-06, 1.065837149508e-02, 8.625909686089e-06, 5.153610919952e+03]),
        ("    ", [7.2e+03, 1.862645149231e-08, -2.123282284601e-01, -3.911554813385e-08]),
        ("    ", [9.880158046548e-01, 2.160937500000e+02, 9.411478712339e-01, -8.027834391681e-09]),
        ("    ", [-4.014452964437e-10, 1.0, 2.390000000000e+03, 0.0]),
        ("    ", [2.0, 0.0, 5.587935447693e-09, 7.1e+01]),
        ("    ", [4.218e+03, 4.0])])
_RINEX4_NAV_NAME = "BRD400DLR_S_20252990000_01D_MN.rnx"

# an analyst's grade sheet as typed after the week's processing: analyst, date, GPS week, station, grade (A-D),
# residual RMS (mm), N/E/U repeatability (mm), data completeness (%): eight fields a line
_GRADE_SHEET = (f"novak 2025-11-05 2390 {_WTZR} A 1.2 0.9/1.1/3.4 99.7\n"
                f"novak 2025-11-05 2390 {_ZIMM} A 1.3 1.0/1.2/3.8 99.1\n"
                "novak 2025-11-05 2390 GRAZ00AUT B 1.6 1.2/1.4/4.9 95.3\n"
                "novak 2025-11-05 2390 ONSA00SWE A 1.4 1.1/1.0/4.1 98.8\n"
                "novak 2025-11-05 2390 BRUX00BEL C 2.3 1.9/2.2/6.7 88.4\n")
# a working-group member's ballot for the week's reference stations, as typed: member, network and week, place,
# station, proposed class: five fields a line
_BALLOT = (f"lindqvist EPN-wk2390 1 {_WTZR} reference\n"
           f"lindqvist EPN-wk2390 2 {_ZIMM} reference\n"
           "lindqvist EPN-wk2390 3 ONSA00SWE reference\n"
           "lindqvist EPN-wk2390 4 GRAZ00AUT accepted\n")
# the working group's vote tally as its secretary types it: station, network and week, reference, accept and
# reject votes, decision: six fields a line
_VOTE_TALLY = (f"{_WTZR} EPN-wk2390 7 1 0 reference\n"
               f"{_ZIMM} EPN-wk2390 6 2 0 reference\n"
               "GRAZ00AUT EPN-wk2390 2 5 1 accepted\n"
               "BRUX00BEL EPN-wk2390 0 3 5 rejected\n")


def hundredfifteenth_bar_geodesy_cases() -> list[Case]:
    G = HUNDREDFIFTEENTH_GEODESY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="solution_scores", judgements="combination_decisions", runs=_RECS3,
        stem="combination", outputs=_OUT, item="station or solution", rounded="analyst_grades",
        weights="{'repeatability': 2.0, 'residual_rms': 1.5, 'analyst_grades': 1.0, 'completeness': 0.5}",
        lone_query="R['residual_rms']['network:NKG/wk2392'] = "
                   f"{{'{_WTZR}': 0.9, 'pbo:AC12': 0.4}}\n",
        trust="analyst_grades 2\nresidual_rms 1\nwg_votes 1\n",
        trust_dict="{'analyst_grades': 2, 'residual_rms': 1, 'wg_votes': 1}",
        texts={
            "rrf": ("u115b_rrf_solution_scores",
                    "rankagg.fuse({source: {network, GPS week or campaign: {station or solution: score}}}, "
                    "method='rrf'): the solutions' residual RMS, the coordinate repeatabilities, data completeness, "
                    "the analysts' grades and the working group's votes, six rankings ('network:EPN/wk2390'), "
                    f"stations by their nine-character ids ('{_WTZR}'), a solution after a discontinuity "
                    f"('{_GRAZ}'), a marker by its DOMES number ('{_DOMES}') and NGL and PBO ids ('ngl:P395', "
                    "'pbo:AC12')"),
            "borda": ("u115b_borda_station_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): stations that joined the network this week, too new for a "
                      "repeatability and not yet graded or voted on, so some sources have no score for them"),
            "combsum": ("u115b_combsum_rounded_analyst_grades",
                        "rankagg.fuse(..., method='combsum'): the analysts' A to D grades turned to scores at one "
                        "decimal (many ties), beside the residual RMS and the votes"),
            "fuser": ("u115b_weighted_fuser_repeatability",
                      "rankagg.Fuser('rrf', weights=...) per network, week and campaign: the coordinate "
                      "repeatability counts 2, the residual RMS 1.5, the analysts' grades 1 and data completeness "
                      "0.5, as the working group's guidelines for reference stations put stability first"),
            "frame": ("u115b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the centre's solution "
                      "tracker, a row per network or week, station and source"),
            "evaluate": ("u115b_evaluate_combination_decisions",
                         "rankagg.evaluate(fused ranking, the combination's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the stations the combination kept as reference stations first"),
            "lone": ("u115b_new_network_only_residual_rms",
                     "rankagg.fuse(..., method='rrf'): a densification network (NKG) added this week that only the "
                     "residual RMS covers so far (no repeatability, grades or votes), beside networks, weeks and "
                     "campaigns every source covers"),
            "cli_rrf": ("u115b_cli_rrf_runs",
                        "rankagg fuse residual_rms.run analyst_grades.run wg_votes.run --method rrf -o "
                        "combination.run: one run per source, networks, weeks and campaigns as queries"),
            "cli_borda": ("u115b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the analysts' grades "
                          "count double)"),
            "cli_combsum": ("u115b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four stations per network the "
                            "coordinator reviews with the analysts each week"),
            "cli_evaluate": ("u115b_cli_evaluate_combination_qrels",
                             "rankagg evaluate combination.run --qrels combination_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the combination's decisions (2 reference station, 1 "
                             "accepted, 0 rejected)"),
            "cli_parquet": ("u115b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o combination.parquet: gzipped runs from the "
                            "centre's nightly processing job, a Parquet table for the working group's dashboard")})

    # --- the centre's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u115b_sinex_snx_as_run", "a weekly SINEX solution as Bernese's ADDNEQ2 writes it ('%=SNX 2.02 LAC "
         "25:310:41620 ...', +FILE/REFERENCE, +SOLUTION/STATISTICS, +SITE/ID, +SOLUTION/EPOCHS, +SOLUTION/ESTIMATE "
         "rows of STAX, STAY, STAZ, '%ENDSNX')", _SNX_NAME, _SNX, "SINEX", f"{_SNX_NAME}:1"),
        ("u115b_igs_site_log_as_run", "an IGS site log, version 2.0 ('     WTZR00DEU Site Information Form (site log "
         "v2.0)', 'International GNSS Service', '0.   Form', '1.   Site Identification of the GNSS Monument', "
         "Nine Character ID, receiver and antenna sections)", _SITE_LOG_NAME, _SITE_LOG, "site log",
         f"{_SITE_LOG_NAME}:1"),
        ("u115b_bernese_crd_as_run", "a Bernese GNSS Software coordinate file, .CRD (a title and date, dashes, "
         "'LOCAL GEODETIC DATUM: IGS20 ... EPOCH: 2025-10-29 12:00:00', 'NUM  STATION NAME  X (M)  Y (M)  Z (M)  "
         "FLAG', rows like '  1  WTZR 14201M010 ...  A')", _CRD_NAME, _CRD, "Bernese", f"{_CRD_NAME}:1"),
        ("u115b_bernese_sta_as_run", "a Bernese station information file, .STA ('STATION INFORMATION FILE FOR "
         "BERNESE GNSS SOFTWARE 5.4', 'FORMAT VERSION: 1.01', 'TECHNIQUE:      GNSS', TYPE 001 renamings, TYPE 002 "
         "receivers and antennas, TYPE 003 station problems)", _STA_NAME, _STA, "Bernese", f"{_STA_NAME}:1"),
        ("u115b_ngl_tenv3_as_run", "a Nevada Geodetic Laboratory time series, .tenv3 ('site YYMMMDD yyyy.yyyy __MJD "
         "week d reflon _e0(m) __east(m) ...' then 'WTZR 25OCT26 2025.8179 60974 2390 0 ...', 23 fields a line)",
         _TENV3_NAME, _TENV3, "tenv3", f"{_TENV3_NAME}:1"),
        ("u115b_pbo_pos_as_run", "a PBO station position time series, .pos, as GAMIT-GLOBK writes it ('PBO Station "
         "Position Time Series. Reference Frame : IGS20', 'Format Version: 1.1.0', '4-character ID: WTZR', the field "
         "description, '*YYYYMMDD HHMMSS JJJJJ.JJJJ X Y Z ...', 25 fields a day)", _POS_NAME, _POS, "PBO",
         f"{_POS_NAME}:1"),
        ("u115b_igs_network_json_as_run", "an IGS network API answer (JSON from network.igs.org/api/public/stations/: "
         "recordsTotal, recordsFiltered, data of stations with name, status, xyz, llh, satellite_system, "
         "antenna_type, receiver_type, last_data_time)", _IGS_JSON_NAME, _IGS_JSON, "IGS", f"{_IGS_JSON_NAME}:1"),
        ("u115b_analyst_grade_sheet_as_run", "an analyst's grade sheet as typed (eight fields a line: analyst, date, "
         "GPS week, station, grade A-D, residual RMS, N/E/U repeatability, completeness)",
         "grades_novak_wk2390.txt", _GRADE_SHEET, "grade sheet", "grades_novak_wk2390.txt:1"),
        ("u115b_wg_ballot_as_run", "a working-group member's ballot as typed (five fields a line: member, network "
         "and week, place, station, proposed class)", "ballot_lindqvist_wk2390.txt", _BALLOT, "ballot",
         "ballot_lindqvist_wk2390.txt:1"),
        ("u115b_wg_vote_tally_as_run", "the working group's vote tally as its secretary types it (six fields a line: "
         "station, network and week, reference, accept and reject votes, decision)", "vote_tally_EPN_wk2390.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_EPN_wk2390.txt:1")],
        one_run=("wg_votes.run", _ONE_RUN), stem="combination",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a station, a week, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the centre can act on)")

    # --- the judgements the centre gives --------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u115b_wg_vote_tally_as_qrels", "vote_tally_EPN_wk2390.txt", _VOTE_TALLY, "vote tally"),
        ("u115b_analyst_grade_sheet_as_qrels", "grades_novak_wk2390.txt", _GRADE_SHEET, "grade sheet"),
        ("u115b_bernese_vel_as_qrels", _VEL_NAME, _VEL, "Bernese"),
        ("u115b_rinex4_nav_as_qrels", _RINEX4_NAV_NAME, _RINEX4_NAV, "RINEX")],
        one_run=("wg_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u115b_wg_vote_tally_as_qrels": "the working group's vote tally as typed, six fields a line",
            "u115b_analyst_grade_sheet_as_qrels": "an analyst's grade sheet as typed, eight fields a line",
            "u115b_bernese_vel_as_qrels": "a Bernese velocity file, .VEL ('LOCAL GEODETIC DATUM: IGS20', 'NUM  "
                                          "STATION NAME  VX (M/Y)  VY (M/Y)  VZ (M/Y)  FLAG   PLATE', rows ending "
                                          "'A    EURA')",
            "u115b_rinex4_nav_as_qrels": "a RINEX 4 merged navigation file ('4.00  NAVIGATION DATA  M  RINEX VERSION "
                                         "/ TYPE', header labels in columns 61-80, '> EPH G01 LNAV' records)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files ----------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u115b_out_sinex_snx", "EPN_wk2390_combination.SNX", "a SINEX solution (.SNX, as Bernese, GAMIT-GLOBK and "
         "the IGS and EUREF combinations read it)"),
        ("u115b_out_bernese_crd", "EPN_wk2390.CRD", "a Bernese coordinate file (.CRD, as Bernese's programs read "
         "it)"),
        ("u115b_out_ngl_tenv3", "combination_wk2390.tenv3", "an NGL time series (.tenv3, as MIDAS and the time series "
         "tools read it)"),
        ("u115b_out_pbo_pos", "combination_wk2390.pos", "a PBO station position time series (.pos, as GLOBK's tssum "
         "writes it and UNAVCO's readers open it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=115"))

    # --- the centre's documents and tables given to the API -------------------------------------------------------
    cases += [
        bad("u115b_api_igs_network_json_dict",
            "rankagg.fuse(json.load(igs_network_stations.json)): an IGS network API answer, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "IGS", why="a run maps a query to {document: score}; an IGS network answer maps 'recordsTotal' and "
            "'recordsFiltered' to counts and 'data' to a list of stations (name, status, xyz, llh, receiver and "
            "antenna), no ranking",
            files={"r.json": _IGS_JSON}),
        bad("u115b_api_ngl_tenv3_frame",
            "rankagg.fuse(pd.read_csv(WTZR.tenv3, sep=r'\\s+')): an NGL .tenv3 time series (site, YYMMMDD, "
            "yyyy.yyyy, __MJD, week, ..., __height(m) columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.tenv3', sep=r'\\s+'), method='borda')\n",
            "tenv3", why="a table of runs has qid, docid, run and score columns; a .tenv3 table has a day a row "
            "(date, MJD, GPS week, east, north and up positions, their sigmas and correlations), no query, document "
            "or score",
            files={"r.tenv3": _TENV3}),
    ]
    return cases
