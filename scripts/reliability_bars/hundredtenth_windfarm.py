"""Issue 45's hundred-and-tenth bar of scripts/reliability_matrix.py, a wind farm performance team's turbine and upgrade
review, the performance engineers, site managers and asset managers of a wind farm operator ranking turbines,
control-software upgrades and blade retrofits per site, month and study from power-curve deviations, availability, AEP
gain estimates, SCADA anomaly scores and the engineers' votes (its cases, ids ``u110b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's review: each site's month, each month's underperformers and each upgrade study
(``site:2026-11/hornsea-2``, ``month:2026-10/wtg-underperformers``, ``study:2026-Q4/vg-retrofit``) is a query and each
turbine trial a document, as the team writes it: the site code and turbine position, then the trial's label
(``wtg:HOW02-A17/yaw-v3``); on the typed sheets the position and label as one field (``HOW02-A17/yaw-v3``) and the
kind of upgrade (``yaw``) beside it.  The runs are power-curve deviations, availability, AEP gain estimates, SCADA
anomaly scores and the engineers' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, the power-curve deviations weighted highest, and judged against the investment board's decisions (2 roll
out, 1 extend the trial, 0 stop).  The mistakes and odd files: the field's own files given where runs or qrels are
read (a Greenbyte 10-minute SCADA export, an OpenFAST text output .out and binary output .outb, a WAsP observed wind
climate .tab and generalised wind climate .lib, NREL OpenOA's plant metadata JSON, a PCWG power curve (XML) of an IEC
61400-12-1 measured curve, a Greenbyte status log, and an engineer's rating sheet, a member's ballot and the
investment committee's vote tally as the team types them), and outputs named for the field's files (an OpenFAST .out
and .outb, a WAsP .tab and .lib).  (Checked: the OpenFAST text output from OpenFAST's FAST_Subs.f90 (found by string
search: FileDescLines(1) 'Predictions were generated on DATE at TIME using ' and the version, (2) ' linked with '
then the NWTC Subroutine Library and the modules joined by '; ', (3) 'Description from the FAST input file: ' and the
title, written as WRITE '(/,A)' (so a blank first line), '(1X,A)', a blank line, '(A)', a blank line, then the
channel names and the units, each joined by the delimiter, a tab by default) and openfast_toolbox's (weio's)
fast_output_file.py reader (the header is what comes before the line whose first word is 'Time'; units in
parentheses); the version text after 'using' follows a v4.1 summary file found by code search ('OpenFAST, compiled
on ... as a 64-bit application using single precision at commit v4.1.0'); the channels, the number formats and the
values are a guess.  The binary .outb from OpenFAST's NWTC_IO.f90 (read: FileFmtID_WithTime = 1,
FileFmtID_WithoutTime = 2, FileFmtID_NoCompressWithoutTime = 3, FileFmtID_ChanLen_In = 4, INTEGER(B2Ki), the drivers
calling WrBinFAST with FileFmtID_ChanLen_In) and the byte layout from weio's load_binary_output and writeBinary and
OpenFAST/matlab-toolbox's ReadFASTbinary.m: the file ID as an int16 (4: the first two bytes 04 00, little endian),
the name length as an int16, the channel count and the time step count as int32, the first time and the time
increment as float64, a float32 scale and offset per channel, the description's length as an int32 and its bytes,
the names and units (time first) padded to the name length, then the int16 data; the description joins the three
header lines as the drivers do ('; '), the values and their packing are made up.  The WAsP .tab from a .tab parser
found by code search (TabFileParser, 'Parses .tab (observed wind climate) files as documented by WAsP': the third
line the number of sectors, a speed factor and the first sector's direction, the fourth the sector frequencies in
per cent, then rows of a wind speed bin and one frequency per sector in per mille, each sector's column summing to
1000); the first line's title and the second line's latitude, longitude and height are a guess (the parser skips
them), so are the bins and numbers.  The WAsP .lib from windkit's generalised wind climate reader (DTU Wind Energy,
_read_lib_file, found by string search: a description line that may hold '<coordinates>lon,lat,height</coordinates>',
then the number of roughness classes, heights and sectors, the roughness lengths, the heights, then for each
roughness class a line of sector frequencies and an A line and a k line per height); 5 roughness classes, 5 heights
and 12 sectors as the European Wind Atlas has them, the numbers made up.  The Greenbyte SCADA export from headers
of Kelmarsh's and Penmanshiel's open data files quoted in several repositories (found by string search: '# This file
was exported by Greenbyte at ... Please see https://www.greenbyte.com for more information about Greenbyte.', '#',
'# Turbine:', '# Turbine type:', '# Time zone: UTC', '# Time interval:', '#', '# Data that is missing or is erroneous
has been marked with the value "NaN"', '#', then the column line opened by '# Date and time,Wind speed (m/s),"Wind
speed, Standard deviation (m/s)",...' and 10-minute rows); the columns after the first five (Power (kW), 'Power,
Minimum (kW)', Nacelle position, Time-based System Avail., Generator RPM) follow a test's copy of the layout, their
choice and the rows are a guess.  The Greenbyte status log's column line from the same files' tests ('Timestamp
start,Timestamp end,Duration,Status,Code,Message,Comment,Service contract category,IEC category' after a '#' banner);
the banner's lines, the codes, messages and categories are a guess.  OpenOA's plant metadata from NREL/OpenOA's
examples/data/plant_meta.json (read: asset, curtail, latitude, longitude, meter, reanalysis with era5 and merra2,
scada mapping OpenOA's names to the SCADA columns, sorted keys, two-space indent), kept with its keys and our site's
numbers.  The PCWG power curve from the PCWG Analysis Tool's configuration.py (found by string search:
PowerCurveConfiguration.save writes a <PowerCurve> root in the http://www.pcwg.org namespace with Name,
PowerCurveDensity, PowerCurveTurbulence and a <PowerCurveLevel> per bin of PowerCurveLevelWindSpeed and
PowerCurveLevelPower; its defaults show floats at six decimals and an '<?xml version="1.0" ?>' declaration); the tab
indent (minidom's) and the curve are a guess, the IEC 61400-12-1 table itself was not read (the standard is not
public).  The output suffixes: .out and .outb are OpenFAST's (WrBinFAST's '.outb', FAST_Subs' '.out'); .tab and .lib
are WAsP's, as the readers above open them.  Left out, as they could not be checked here: a Windographer export and
an MCP export (no stored writer or example), the IEC 61400-12-1 table as a standard's report prints it, and a
turbine maker's own SCADA or CMS export (Siemens Gamesa's, Vestas', a Bachmann or SKF CMS: nothing stored).  The
rating sheet, the ballot and the vote tally are typed here as the team's engineers type them.)

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

HUNDREDTENTH_WINDFARM = ("45 Unseen inputs: a hundred-and-tenth bar, a wind farm operator's performance engineering "
                         "team (performance engineers, site managers and the asset managers who approve upgrades) "
                         "ranking turbines, control-software upgrades and blade retrofits per site, month and study "
                         "from power-curve deviations, availability, AEP gain estimates, SCADA anomaly scores and the "
                         "engineers' votes (Greenbyte 10-minute SCADA exports and status logs, OpenFAST text and "
                         "binary outputs (.out, .outb), WAsP observed and generalised wind climates (.tab, .lib), "
                         "OpenOA plant metadata JSON, PCWG power curves (XML), engineers' rating sheets, members' "
                         "ballots and the investment committee's vote tallies as typed)")

_TRIAL = "HOW02-A17/yaw-v3"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['power_curve', 'availability', 'aep_gain', 'scada_anomaly', 'engineer_votes'],
    items=[f'wtg:{_TRIAL}', 'wtg:HOW02-A17/vg-retrofit', 'wtg:HOW02-B04/yaw-v3', 'wtg:HOW02-C11/pitch-opt-2',
           'wtg:HOW02-C11/baseline', 'wtg:KEL01-T03/vg-retrofit', 'wtg:KEL01-T05/le-tape', 'wtg:HOW02-D09/yaw-v3'],
    queries=['site:2026-11/hornsea-2', 'month:2026-10/wtg-underperformers', 'study:2026-Q4/vg-retrofit',
             'site:2026-11/kelmarsh', 'month:2026-11/yaw-misalignment', 'study:2026-Q4/pitch-optimisation'],
    suffix='/re-run', generator='turbine_scores', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "turbine_scores", "rollout.run")

_RECS3 = ["power_curve", "aep_gain", "engineer_votes"]
_OUT = ("rollout.run",)
_ONE_RUN = (f"site:2026-11/hornsea-2 Q0 wtg:{_TRIAL} 1 0.9214 engineer_votes\n"
            "site:2026-11/hornsea-2 Q0 wtg:HOW02-A17/vg-retrofit 2 0.8377 engineer_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the team's files, as Greenbyte, OpenFAST, WAsP, OpenOA, the PCWG tool and the engineers write them
# a Greenbyte 10-minute SCADA export: the '#' banner, the '# Date and time,...' column line, then 10-minute rows
_GREENBYTE_BANNER = [
    "# This file was exported by Greenbyte at 2026-11-02 07:41:18. Please see https://www.greenbyte.com for more "
    "information about Greenbyte.",
    "#",
    "# Turbine: Hornsea 2 A17",
    "# Turbine type: SG 8.0-167 DD",
    "# Time zone: UTC",
    "# Time interval: 2026-10-01 00:00:00 - 2026-11-01 00:00:00 (31 days)",
    "#"]
_GREENBYTE_COLUMNS = ["# Date and time", "Wind speed (m/s)", "Wind speed, Standard deviation (m/s)",
                      "Wind speed, Minimum (m/s)", "Wind speed, Maximum (m/s)", "Long Term Wind (m/s)", "Power (kW)",
                      "Power, Minimum (kW)", "Nacelle position (\u00b0)", "Time-based System Avail.",
                      "Generator RPM (RPM)"]
_GREENBYTE_ROWS = [
    ["2026-10-01 00:00:00", "9.84000015258789", "1.12999999523163", "7.40999984741211", "12.6099996566772", "10.2",
     "5912.41015625", "4388.2001953125", "241.3", "1", "9.81"],
    ["2026-10-01 00:10:00", "10.2299995422363", "1.04999995231628", "8.02000045776367", "12.8800001144409", "10.2",
     "6387.9501953125", "4911.06982421875", "242.1", "1", "10.02"],
    ["2026-10-01 00:20:00", "NaN", "NaN", "NaN", "NaN", "10.2", "NaN", "NaN", "NaN", "0", "NaN"],
    ["2026-10-01 00:30:00", "11.0500001907349", "1.22000002861023", "8.68999958038330", "13.9700002670288", "10.2",
     "7204.3798828125", "5630.580078125", "243.0", "1", "10.48"]]
_GREENBYTE = ("\n".join(_GREENBYTE_BANNER + [
    "# Data that is missing or is erroneous has been marked with the value \"NaN\"", "#"]) + "\n"
    + _csv([_GREENBYTE_COLUMNS] + _GREENBYTE_ROWS))
_GREENBYTE_NAME = "Turbine_Data_Hornsea_2_A17_2026-10-01_-_2026-11-01_4417.csv"

# a Greenbyte status log of the same turbine: the banner, then the status columns and a row per event
_STATUS_COLUMNS = ["Timestamp start", "Timestamp end", "Duration", "Status", "Code", "Message", "Comment",
                   "Service contract category", "IEC category"]
_STATUS_ROWS = [
    ["2026-10-04 11:20:03", "2026-10-04 13:02:41", "01:42:38", "Stop", "3130", "Yaw misalignment too high", "",
     "Forced outage", "Forced outage"],
    ["2026-10-09 06:00:00", "2026-10-09 14:30:00", "08:30:00", "Stop", "9", "Service mode",
     "yaw-v3 controller update", "Scheduled maintenance", "Scheduled maintenance"],
    ["2026-10-17 22:41:12", "2026-10-17 22:51:12", "00:10:00", "Warning", "5720", "Blade pitch deviation", "",
     "Full performance", "Full performance"]]
_STATUS_LOG = "\n".join(_GREENBYTE_BANNER) + "\n" + _csv([_STATUS_COLUMNS] + _STATUS_ROWS)
_STATUS_NAME = "Status_Hornsea_2_A17_2026-10-01_-_2026-11-01_4417.csv"

# OpenFAST's text output: a blank line, the three description lines (the second indented by one space), a blank
# line between, then the channel names and the units, tab-separated, then the time series
_OF_CHANNELS = ["Time", "Wind1VelX", "GenPwr", "RotSpeed", "BldPitch1", "NacYaw", "YawBrTAxp"]
_OF_UNITS = ["(s)", "(m/s)", "(kW)", "(rpm)", "(deg)", "(deg)", "(m/s^2)"]
_OF_ROWS = [[0.0, 11.4, 7521.0, 9.912, 0.412, 2.5, 0.0213],
            [0.05, 11.43, 7538.0, 9.914, 0.418, 2.5, 0.0241],
            [0.1, 11.47, 7560.0, 9.917, 0.431, 2.5, 0.0198],
            [0.15, 11.52, 7589.0, 9.921, 0.449, 2.5, 0.0177]]
_OF_DESC = ["Predictions were generated on 21-Oct-2026 at 10:14:52 using OpenFAST, compiled on Sep 30 2026 at "
            "11:02:47 as a 64-bit application using double precision at commit v4.1.2",
            "linked with  NWTC Subroutine Library; ElastoDyn; InflowWind; AeroDyn; ServoDyn",
            "Description from the FAST input file: HOW02-A17 SG 8.0-167 DD, yaw-v3 controller, DLC 1.2 at 11.4 m/s"]
_OPENFAST_OUT = ("\n" + _OF_DESC[0] + "\n " + _OF_DESC[1] + "\n\n" + _OF_DESC[2] + "\n\n"
                 + "\t".join(_OF_CHANNELS) + "\n" + "\t".join(_OF_UNITS) + "\n"
                 + "".join("%10.4f" % r[0] + "".join("\t%10.3E" % v for v in r[1:]) + "\n" for r in _OF_ROWS))
_OPENFAST_OUT_NAME = "HOW02-A17_yaw-v3_DLC1.2_11.4.out"


# OpenFAST's binary output in FileFmtID_ChanLen_In (4): int16 file ID, int16 name length, int32 channels, int32 time
# steps, float64 first time and increment, float32 scales and offsets, int32 description length and its bytes, the
# names and units padded to the name length (time first), then int16 data, row by row
def _outb() -> bytes:
    data = [r[1:] for r in _OF_ROWS]
    n, nt, width = len(_OF_CHANNELS) - 1, len(_OF_ROWS), 10
    scl, off = [], []
    for j in range(n):
        lo, hi = min(r[j] for r in data), max(r[j] for r in data)
        s = 65535.0 / ((hi - lo) or 1.0)
        scl.append(s)
        off.append(-32768.0 - lo * s)
    desc = (_OF_DESC[0] + " " + _OF_DESC[1] + "; " + _OF_DESC[2]).encode("ascii")
    out = struct.pack("<hhii", 4, width, n, nt) + struct.pack("<dd", 0.0, 0.05)
    out += struct.pack(f"<{n}f", *scl) + struct.pack(f"<{n}f", *off) + struct.pack("<i", len(desc)) + desc
    out += b"".join(c.ljust(width).encode("ascii") for c in _OF_CHANNELS)
    out += b"".join(u.ljust(width).encode("ascii") for u in _OF_UNITS)
    for r in data:
        out += struct.pack(f"<{n}h", *[max(-32768, min(32767, round(v * scl[j] + off[j]))) for j, v in enumerate(r)])
    return out


_OPENFAST_OUTB = _outb()
_OPENFAST_OUTB_NAME = "HOW02-A17_yaw-v3_DLC1.2_11.4.outb"

# a WAsP observed wind climate (.tab): title, position and height, sectors / speed factor / first direction, the
# sector frequencies (%), then per speed bin a frequency per sector in per mille (each sector's column sums to 1000)
_SECTOR_FREQ = [6.21, 5.02, 5.13, 6.77, 7.45, 8.01, 11.24, 14.62, 12.88, 9.41, 7.06, 6.20]
_BINS = [2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 15.0, 20.0]
_TAB_ROWS = [[31.0 + s, 97.0 - s, 164.0 + s, 201.0 + 2 * s, 187.0 - 2 * s, 148.0 + s, 118.0 - s, 54.0 - s]
             for s in range(12)]
_WASP_TAB = ("HOW02 met mast M1 at 140 m, 10-min 2024-10-01 to 2026-09-30\n"
             "  53.9250    1.6550  140.0\n"
             "   12  1.00    0.00\n"
             + "      " + "".join("%6.2f" % f for f in _SECTOR_FREQ) + "\n"
             + "".join("%6.1f" % b + "".join("%6.1f" % _TAB_ROWS[s][i] for s in range(12)) + "\n"
                       for i, b in enumerate(_BINS)))
_WASP_TAB_NAME = "HOW02_M1_140m.tab"

# a WAsP generalised wind climate (.lib): a description, then roughness classes, heights and sectors, the roughness
# lengths, the heights, and per roughness class a frequency line, then an A line and a k line per height
_ROUGH = [0.0, 0.03, 0.1, 0.4, 1.5]
_HEIGHTS = [10.0, 25.0, 50.0, 100.0, 200.0]


def _lib() -> str:
    lines = ["HOW02 M1 generalised wind climate 2024-2026 <coordinates>1.6550,53.9250,140.0</coordinates>",
             "  5  5 12", " ".join("%7.3f" % z for z in _ROUGH), " ".join("%7.1f" % h for h in _HEIGHTS)]
    for i in range(len(_ROUGH)):
        lines.append(" ".join("%7.2f" % (f + 0.1 * i) for f in _SECTOR_FREQ))
        for j, h in enumerate(_HEIGHTS):
            lines.append(" ".join("%7.2f" % (7.4 + 0.9 * j - 0.6 * i + 0.05 * s) for s in range(12)))
            lines.append(" ".join("%7.3f" % (2.05 + 0.04 * j - 0.02 * i + 0.01 * (s % 4)) for s in range(12)))
    return "\n".join(lines) + "\n"


_WASP_LIB = _lib()
_WASP_LIB_NAME = "HOW02_M1.lib"

# OpenOA's plant metadata (examples/data/plant_meta.json's keys, our site's numbers), two-space indent, sorted keys
_OPENOA_META = json.dumps({
    "asset": {"elevation": "elevation_m", "hub_height": "Hub_height_m", "id": "id", "latitude": "Latitude",
              "longitude": "Longitude", "rated_power": "Rated_power", "rotor_diameter": "Rotor_diameter_m"},
    "curtail": {"IAVL_DnWh": "availability_kwh", "IAVL_ExtPwrDnWh": "curtailment_kwh", "frequency": "10T",
                "net_energy": "net_energy_kwh", "time": "time"},
    "latitude": 53.925, "longitude": 1.655,
    "meter": {"energy": "net_energy_kwh", "time": "time"},
    "reanalysis": {"era5": {"frequency": "H", "surface_pressure": "surf_pres", "temperature": "t_2m",
                            "time": "datetime", "windspeed_u": "u_100", "windspeed_v": "v_100"},
                   "merra2": {"frequency": "H", "surface_pressure": "surface_pressure", "temperature": "temp_10m",
                              "time": "datetime", "windspeed_u": "u_50", "windspeed_v": "v_50"}},
    "scada": {"frequency": "10T", "id": "Wind_turbine_name", "pitch": "Ba_avg", "power": "P_avg",
              "temperature": "Ot_avg", "time": "Date_time", "wind_direction": "Wa_avg", "windspeed": "Ws_avg"}},
    indent=2, sort_keys=True) + "\n"
_OPENOA_NAME = "plant_meta_hornsea-2.json"

# a PCWG power curve (XML) of the trial's IEC 61400-12-1 measured curve: Name, density, turbulence, then the levels
_PCWG_LEVELS = [(4.0, 312.0), (6.0, 1297.0), (8.0, 3183.0), (10.0, 5954.0), (12.0, 7844.0), (14.0, 8000.0)]
_PCWG = ('<?xml version="1.0" ?>\n<PowerCurve xmlns="http://www.pcwg.org">\n'
         "\t<Name>HOW02-A17 yaw-v3 measured (IEC 61400-12-1)</Name>\n"
         "\t<PowerCurveDensity>1.225000</PowerCurveDensity>\n"
         "\t<PowerCurveTurbulence>0.080000</PowerCurveTurbulence>\n"
         + "".join("\t<PowerCurveLevel>\n\t\t<PowerCurveLevelWindSpeed>%f</PowerCurveLevelWindSpeed>\n"
                   "\t\t<PowerCurveLevelPower>%f</PowerCurveLevelPower>\n\t</PowerCurveLevel>\n" % lv
                   for lv in _PCWG_LEVELS)
         + "</PowerCurve>\n")
_PCWG_NAME = "HOW02-A17_yaw-v3_power_curve.xml"

# an engineer's rating sheet as typed after the month's review: engineer, date, trial (position/label), upgrade kind,
# power-curve deviation %, availability %, AEP gain %, rating (1-5): eight fields a line
_RATING_SHEET = (f"nakamura 2026-11-03 {_TRIAL} yaw +1.8 98.6 1.4 5\n"
                 "nakamura 2026-11-03 HOW02-A17/vg-retrofit vg +1.1 97.9 0.9 4\n"
                 "nakamura 2026-11-03 HOW02-B04/yaw-v3 yaw +0.6 96.2 0.5 3\n"
                 "nakamura 2026-11-03 KEL01-T05/le-tape blade -0.4 99.1 -0.2 2\n"
                 "nakamura 2026-11-03 HOW02-C11/pitch-opt-2 pitch +0.9 98.0 0.7 4\n")
# a board member's ballot as typed for the investment committee: member, month, place, trial, site: five fields
_BALLOT = (f"lindqvist 2026-11 1 {_TRIAL} HOW02\n"
           "lindqvist 2026-11 2 HOW02-A17/vg-retrofit HOW02\n"
           "lindqvist 2026-11 3 HOW02-C11/pitch-opt-2 HOW02\n"
           "lindqvist 2026-11 4 KEL01-T03/vg-retrofit KEL01\n")
# the investment committee's vote tally as the asset manager types it: trial, upgrade kind, roll-out, extend and stop
# votes, decision: six fields a line
_VOTE_TALLY = (f"{_TRIAL} yaw 5 1 0 roll-out\nHOW02-A17/vg-retrofit vg 4 2 0 roll-out\n"
               "HOW02-B04/yaw-v3 yaw 1 4 1 extend\nKEL01-T05/le-tape blade 0 1 5 stop\n")


def hundredtenth_bar_windfarm_cases() -> list[Case]:
    G = HUNDREDTENTH_WINDFARM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="turbine_scores", judgements="board_decisions", runs=_RECS3,
        stem="rollout", outputs=_OUT, item="turbine trial", rounded="availability",
        weights="{'power_curve': 2.0, 'aep_gain': 1.5, 'availability': 1.0, 'scada_anomaly': 1.0, "
                "'engineer_votes': 1.0}",
        lone_query="R['power_curve']['study:2026-Q4/nacelle-lidar-calibration'] = "
                   "{'wtg:HOW02-A17/yaw-v3': 0.9, 'wtg:HOW02-D09/yaw-v3': 0.4}\n",
        trust="power_curve 2\naep_gain 1\nengineer_votes 1\n",
        trust_dict="{'power_curve': 2, 'aep_gain': 1, 'engineer_votes': 1}",
        texts={
            "rrf": ("u110b_rrf_turbine_scores",
                    "rankagg.fuse({source: {site, month or study: {turbine trial: score}}}, method='rrf'): "
                    "power-curve deviations, availability, AEP gain estimates, SCADA anomaly scores and the "
                    "engineers' votes, six rankings ('site:2026-11/hornsea-2'), trials by site code, turbine position "
                    f"and label ('wtg:{_TRIAL}')"),
            "borda": ("u110b_borda_trial_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a retrofit fitted mid-month, with too few 10-minute records "
                      "for a power-curve deviation and not yet voted on, so some sources have no score for it"),
            "combsum": ("u110b_combsum_rounded_availability",
                        "rankagg.fuse(..., method='combsum'): availability as the site managers round it to one "
                        "decimal (many ties), beside power-curve deviations and the votes"),
            "fuser": ("u110b_weighted_fuser_power_curve",
                      "rankagg.Fuser('rrf', weights=...) per site, month and study: power-curve deviations count 2, "
                      "AEP gain estimates 1.5, availability, SCADA anomaly scores and the votes 1, as measured "
                      "performance decides first"),
            "frame": ("u110b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's upgrade "
                      "tracker, a row per site, turbine trial and source"),
            "evaluate": ("u110b_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the board's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the trials rolled out first"),
            "lone": ("u110b_lidar_study_only_power_curve",
                     "rankagg.fuse(..., method='rrf'): the nacelle lidar calibration study, which only the power-curve "
                     "deviations cover so far (no AEP estimate, no votes), beside sites, months and studies every "
                     "source covers"),
            "cli_rrf": ("u110b_cli_rrf_runs",
                        "rankagg fuse power_curve.run aep_gain.run engineer_votes.run --method rrf -o rollout.run: "
                        "one run per source, sites, months and studies as queries"),
            "cli_borda": ("u110b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: power-curve "
                          "deviations count double)"),
            "cli_combsum": ("u110b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four trials the investment committee "
                            "can review per site in one meeting"),
            "cli_evaluate": ("u110b_cli_evaluate_board_qrels",
                             "rankagg evaluate rollout.run --qrels board_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the board's decisions (2 roll out, 1 extend trial, 0 stop)"),
            "cli_parquet": ("u110b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o rollout.parquet: gzipped runs from the nightly "
                            "performance pipeline, a Parquet table for the asset managers' dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u110b_greenbyte_scada_export_as_run", "a Greenbyte 10-minute SCADA export of one turbine ('# This file was "
         "exported by Greenbyte', '# Turbine:', '# Time zone: UTC', then '# Date and time,Wind speed (m/s),...' and "
         "10-minute rows)", _GREENBYTE_NAME, _GREENBYTE, "Greenbyte", named_at(_GREENBYTE_NAME, _GREENBYTE)),
        ("u110b_openfast_out_as_run", "an OpenFAST text output ('Predictions were generated on ... using OpenFAST', "
         "' linked with  NWTC Subroutine Library; ElastoDyn; ...', 'Description from the FAST input file:', then "
         "Time, Wind1VelX, GenPwr, ... channels and their (s), (m/s), (kW) units)", _OPENFAST_OUT_NAME,
         _OPENFAST_OUT, "OpenFAST", named_at(_OPENFAST_OUT_NAME, _OPENFAST_OUT)),
        ("u110b_openfast_outb_as_run", "an OpenFAST binary output .outb (file ID 4, FileFmtID_ChanLen_In: int16 04 "
         "00, the name length, channel and step counts, scales and offsets, the description, names, units, then "
         "int16 data)", _OPENFAST_OUTB_NAME, _OPENFAST_OUTB, "OpenFAST", _OPENFAST_OUTB_NAME),
        ("u110b_wasp_tab_as_run", "a WAsP observed wind climate .tab (a title, the mast's position and height, "
         "'12 1.00 0.00', the sector frequencies, then per-mille rows per wind speed bin)", _WASP_TAB_NAME,
         _WASP_TAB, "WAsP", named_at(_WASP_TAB_NAME, _WASP_TAB)),
        ("u110b_wasp_lib_as_run", "a WAsP generalised wind climate .lib ('<coordinates>...</coordinates>', '5 5 12', "
         "roughness lengths, heights, then frequency, A and k lines)", _WASP_LIB_NAME, _WASP_LIB, "WAsP",
         named_at(_WASP_LIB_NAME, _WASP_LIB)),
        ("u110b_openoa_plant_meta_as_run", "NREL OpenOA's plant metadata JSON ('asset', 'curtail', 'latitude', "
         "'meter', 'reanalysis' with era5 and merra2, 'scada' mapping OpenOA's names to Wind_turbine_name, P_avg, "
         "Ws_avg columns)", _OPENOA_NAME, _OPENOA_META, "OpenOA", f"{_OPENOA_NAME}:1"),
        ("u110b_pcwg_power_curve_xml_as_run", "a PCWG power curve (XML: <PowerCurve xmlns=\"http://www.pcwg.org\"> "
         "with Name, PowerCurveDensity, PowerCurveTurbulence and <PowerCurveLevel> bins of the trial's IEC "
         "61400-12-1 measured curve)", _PCWG_NAME, _PCWG, "PCWG", named_at(_PCWG_NAME, _PCWG)),
        ("u110b_engineer_rating_sheet_as_run", "a performance engineer's rating sheet as typed (eight fields a line: "
         "engineer, date, trial, upgrade kind, power-curve deviation %, availability %, AEP gain %, rating)",
         "rating_sheet_nakamura_2026-11-03.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_nakamura_2026-11-03.txt:1"),
        ("u110b_member_ballot_as_run", "an investment committee member's ballot as typed (five fields a line: "
         "member, month, place, trial, site)", "ballot_lindqvist_2026-11.txt", _BALLOT, "ballot",
         "ballot_lindqvist_2026-11.txt:1"),
        ("u110b_committee_vote_tally_as_run", "the investment committee's vote tally as the asset manager types it "
         "(six fields a line: trial, upgrade kind, roll-out, extend and stop votes, decision)",
         "vote_tally_2026-11.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-11.txt:1")],
        one_run=("engineer_votes.run", _ONE_RUN), stem="rollout",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a trial, an upgrade "
                 "kind, three vote counts and a decision, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an OpenFAST .outb read as lines gives no ranking (OpenFAST's readers, "
                   "openfast_toolbox or pyDatView, open it): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u110b_member_ballot_as_qrels", "ballot_lindqvist_2026-11.txt", _BALLOT, "ballot"),
        ("u110b_committee_vote_tally_as_qrels", "vote_tally_2026-11.txt", _VOTE_TALLY, "vote tally"),
        ("u110b_greenbyte_status_log_as_qrels", _STATUS_NAME, _STATUS_LOG, "Greenbyte"),
        ("u110b_wasp_tab_as_qrels", _WASP_TAB_NAME, _WASP_TAB, "WAsP")],
        one_run=("engineer_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u110b_member_ballot_as_qrels": "an investment committee member's ballot as typed, five fields a line",
            "u110b_committee_vote_tally_as_qrels": "the investment committee's vote tally as typed, six fields a line",
            "u110b_greenbyte_status_log_as_qrels": "a Greenbyte status log of one turbine's stops and warnings",
            "u110b_wasp_tab_as_qrels": "a WAsP observed wind climate (.tab) of the site's met mast"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u110b_out_openfast_out", "HOW02-A17_yaw-v3_DLC1.2_11.4.out", "an OpenFAST text output (.out, as OpenFAST "
         "writes a simulation's channels and openfast_toolbox reads them)"),
        ("u110b_out_openfast_outb", "HOW02-A17_yaw-v3_DLC1.2_11.4.outb", "an OpenFAST binary output (.outb, "
         "WrBinFAST's file)"),
        ("u110b_out_wasp_tab", "HOW02_M1_140m.tab", "a WAsP observed wind climate (.tab, as WAsP and windkit open "
         "it)"),
        ("u110b_out_wasp_lib", "HOW02_M1.lib", "a WAsP generalised wind climate (.lib, as WAsP and windkit open it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=110"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u110b_api_openoa_plant_meta_dict",
            "rankagg.fuse(json.load(plant_meta.json)): NREL OpenOA's plant metadata JSON, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OpenOA", why="a run maps a query to {document: score}; OpenOA's plant metadata maps its table names "
            "('asset', 'curtail', 'meter', 'reanalysis', 'scada') to the column names of a plant's data, with the "
            "plant's latitude and longitude, no ranking",
            files={"r.json": _OPENOA_META}),
        bad("u110b_api_greenbyte_scada_frame",
            "rankagg.fuse(pd.read_csv(greenbyte.csv, skiprows=9)): a Greenbyte 10-minute SCADA export ('# Date and "
            "time', Wind speed (m/s), ..., Power (kW), Nacelle position, Time-based System Avail. columns) given as "
            "runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', skiprows=9), method='borda')\n",
            "Greenbyte", why="a table of runs has qid, docid, run and score columns; a Greenbyte export has a "
            "10-minute record a row (timestamp, wind speeds, power, nacelle position, availability, generator "
            "speed), no query, document or score",
            files={"r.csv": _GREENBYTE}),
    ]
    return cases
