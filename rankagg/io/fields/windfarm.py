"""A wind farm operator's performance engineering team's turbine and upgrade review files, its performance engineers',
site managers' and asset managers' (issue 45's hundred-and-tenth bar, u110b_): Greenbyte's 10-minute SCADA exports
(also read as a frame) and status logs, OpenFAST's text (.out) and binary (.outb) outputs, WAsP's observed (.tab) and
generalised (.lib) wind climates, NREL OpenOA's plant metadata JSON (as saved, and loaded in Python), PCWG power
curves (XML), and the team's typed rating sheets, ballots and vote tallies, which name a turbine trial by its site
code, turbine position and label (HOW02-A17/yaw-v3) on every line, beside the kind of upgrade or the site.  (Outputs
named .outb, .tab or .lib are the output names' to refuse; OpenFAST's .out is left to the user there, as '.out' names
every program's output.  A Windographer or MCP export, a turbine maker's own SCADA or CMS export are left to the older
readers, whose generic notes name them as tables.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a turbine trial as the team types it: the site's code (HOW02, KEL01), '-', the turbine's position in the farm's
#: layout (A17, T03), '/', then the trial's label (yaw-v3, vg-retrofit, baseline); a label alone could be any slug
_TRIAL = r"[A-Z]{2,5}\d{1,3}-[A-Z]{1,3}\d{1,3}/[A-Za-z0-9][\w.+-]*(?![\w/])"
#: the kind of upgrade beside the trial, a closed set of the field's words (yaw, vortex generators, pitch, blade,
#: leading-edge tape or protection, serrations, ...): never a run's Q0 in a second field
_KIND = (r"(?i:yaw|vgs?|pitch|blade|aero|le-tape|lep|serrations?|dte|gurney|tip|controller|ctrl|software|firmware|"
         r"lidar|baseline|derate|uprate|drivetrain|gearbox|converter)(?![\w-])")
#: a deviation or a share in per cent (a power-curve deviation may be signed)
_NUM = r"[+-]?\d{1,3}(?:\.\d+)?"
#: the investment committee's decisions as the team types them, case and all: every tally line holds one of these
#: texts (three letters or more), which lets the catalogue skip the search of a run's head that holds none
_DECISION = r"(?:roll-?out|rolled-?out|extend(?:ed)?|stop(?:ped)?|hold)(?![\w-])"
#: an engineer's rating sheet's line: engineer, date, trial, kind, power-curve deviation %, availability %, AEP gain %,
#: rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_TRIAL}[ \t]+{_KIND}[ \t]+{_NUM}[ \t]+{_NUM}[ \t]+{_NUM}"
           r"[ \t]+[0-9][ \t]*\r?")


def _ballot(group: str) -> str:
    """A member's ballot's line: member, month (or day), place (never a qrels' 0), trial, then the trial's own site
    code again (``group`` names it, one a line): the repeated code is what tells a ballot's five fields."""
    return (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d(?:-\d\d)?[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+"
            rf"(?P<{group}>[A-Z]{{2,5}}\d{{1,3}})"
            rf"-[A-Z]{{1,3}}\d{{1,3}}/[A-Za-z0-9][\w.+-]*(?![\w/])[ \t]+(?P={group})(?![\w-])[ \t]*\r?")


#: the committee's vote tally's line: trial, kind, the roll-out, extend and stop votes, the decision
_TALLY = rf"{_TRIAL}[ \t]+{_KIND}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: Greenbyte's export banner, its first line in every file it exports (a SCADA export, a status log)
_GREENBYTE = r"\A\ufeff?# This file was exported by Greenbyte"
_BANNER = ("# This file was exported by Greenbyte at 2026-11-02 07:41:18. Please see https://www.greenbyte.com for "
           "more information about Greenbyte.\n#\n# Turbine: Hornsea 2 A17\n# Time zone: UTC\n#\n")


def _tab(sectors: int) -> str:
    """A WAsP observed wind climate's head: a title, the position and height (three numbers), the sector count, speed
    factor and first direction, the sectors' frequencies (as many as it says), then a wind speed bin's row of one
    frequency per sector: all numbers after the title, so the counts that agree are what tell it."""
    num = r"-?\d+(?:\.\d+)?"
    return (rf"[^\n]*\n[ \t]*{num}[ \t]+{num}[ \t]+{num}[ \t]*\r?\n[ \t]*{sectors}[ \t]+\d+(?:\.\d+)?[ \t]+{num}"
            rf"[ \t]*\r?\n(?:[ \t]*\d{{1,3}}\.\d+){{{sectors}}}[ \t]*\r?\n[ \t]*\d+(?:\.\d+)?"
            rf"(?:[ \t]+\d+(?:\.\d+)?){{{sectors}}}[ \t]*\r?$")


#: a WAsP generalised wind climate's head: a description, the roughness classes', heights' and sectors' counts, the
#: roughness lengths, the heights, then the first class's sector frequencies
_LIB = (r"\A[^\n]*\n[ \t]*[1-9][ \t]+[1-9]\d?[ \t]+(?:8|12|16|18|24|36)[ \t]*\r?\n(?:[ \t]*\d+\.\d+)+[ \t]*\r?\n"
        r"(?:[ \t]*\d+\.\d+)+[ \t]*\r?\n(?:[ \t]*\d+\.\d+){8,36}[ \t]*\r?$")

#: OpenFAST's description as its drivers write it (FAST_Subs.f90's FileDescLines), where the text output opens
_PREDICTIONS = "Predictions were generated on 21-Oct-2026 at 10:14:52 using OpenFAST, compiled on Sep 30 2026"
#: WrBinFAST's header in FileFmtID_ChanLen_In (4): file ID, name length, channels, steps, first time and step, a scale
#: and offset per channel, the description's length and text, then the names and units
_OUTB = (struct.pack("<hhii", 4, 10, 2, 4) + struct.pack("<dd", 0.0, 0.05) + struct.pack("<2f", 8.1, 7.4)
         + struct.pack("<2f", -32768.0, -32768.0) + struct.pack("<i", len(_PREDICTIONS)) + _PREDICTIONS.encode()
         + b"Time      Wind1VelX GenPwr    (s)       (m/s)     (kW)      ")

WINDFARM = Field(
    team="a wind farm operator's performance engineering team's turbine and upgrade review, its performance "
         "engineers, site managers and asset managers (u110b_)",
    advice="give each source's ranking of a site's month's, a month's underperformers' or an upgrade study's turbine "
           "trials (the power-curve deviations, the availability, the AEP gain estimates, the SCADA anomaly scores, "
           "the engineers' votes) as a run, the site's month a query (site:2026-11/hornsea-2) and each trial a "
           "document (wtg:HOW02-A17/yaw-v3), the score higher for the trial to roll out first: 'SITE Q0 TRIAL RANK "
           "SCORE SOURCE'; the investment board's decisions are the qrels, 'SITE 0 TRIAL GRADE' (2 roll out, "
           "1 extend the trial, 0 stop)",
    files=(
        # Greenbyte opens every export with its banner; a status log's columns tell it from a SCADA export
        FieldFile("a Greenbyte status log of a turbine ('# This file was exported by Greenbyte', '# Turbine:', then "
                  "Timestamp start, Timestamp end, Duration, Status, Code, Message, Comment, Service contract "
                  "category, IEC category, a stop or warning a row)",
                  _BANNER + "Timestamp start,Timestamp end,Duration,Status,Code,Message,Comment,Service contract "
                  "category,IEC category\n2026-10-04 11:20:03,2026-10-04 13:02:41,01:42:38,Stop,3130,Yaw "
                  "misalignment too high,,Forced outage,Forced outage\n", 1,
                  line=_GREENBYTE, marks=("Timestamp start",)),
        FieldFile("a Greenbyte 10-minute SCADA export of a turbine ('# This file was exported by Greenbyte', "
                  "'# Turbine:', '# Time zone:', then '# Date and time', Wind speed (m/s), 'Wind speed, Standard "
                  "deviation (m/s)', ..., Power (kW), ... columns, a 10-minute record a row)",
                  _BANNER + '# Date and time,Wind speed (m/s),"Wind speed, Standard deviation (m/s)",Long Term Wind '
                  '(m/s),Power (kW)\n2026-10-01 00:00:00,9.84,1.13,10.2,5912.41\n', 1,
                  line=_GREENBYTE),
        # the same export read without its banner (pandas' skiprows), or its frame: Greenbyte's own column names
        # for the long-term wind and the time stamp (the header is a '#' line; its quoted cells hold commas, so
        # only cells without one are asked)
        FieldFile("a Greenbyte 10-minute SCADA export's table ('# Date and time', Wind speed (m/s), 'Wind speed, "
                  "Standard deviation (m/s)', ..., Long Term Wind (m/s), Power (kW), ... columns, a 10-minute record "
                  "a row)",
                  '# Date and time,Wind speed (m/s),"Wind speed, Standard deviation (m/s)","Wind speed, Minimum '
                  '(m/s)",Long Term Wind (m/s),Power (kW),Generator RPM (RPM)\n2026-10-01 00:00:00,9.84,1.13,7.41,'
                  '10.2,5912.41,9.81\n', 1,
                  columns=("Long Term Wind (m/s)", "Wind speed (m/s)"), cell=r"^#?\s*date and time$"),
        FieldFile("a Greenbyte status log's table (Timestamp start, Timestamp end, Duration, Status, Code, Message, "
                  "Comment, Service contract category, IEC category, a stop or warning a row)",
                  "Timestamp start,Timestamp end,Duration,Status,Code,Message,Comment,Service contract category,"
                  "IEC category\n2026-10-04 11:20:03,2026-10-04 13:02:41,01:42:38,Stop,3130,Yaw misalignment,,"
                  "Forced outage,Forced outage\n", 1,
                  columns=("Service contract category", "Timestamp start", "Timestamp end", "IEC category")),
        # FAST_Subs.f90 writes a blank line, then its description's first line ('Predictions were generated on DATE
        # at TIME using' the version: OpenFAST, or FAST v8 before it)
        FieldFile("an OpenFAST text output (.out: 'Predictions were generated on ... using OpenFAST', ' linked with "
                  "NWTC Subroutine Library; ...', 'Description from the FAST input file:', then the channels Time, "
                  "Wind1VelX, GenPwr, ..., their units (s), (m/s), (kW), ..., and a time step a row; "
                  "openfast_toolbox or pyDatView reads it)",
                  "\n" + _PREDICTIONS + " at commit v4.1.2\n linked with  NWTC Subroutine Library; ElastoDyn\n\n"
                  "Description from the FAST input file: HOW02-A17 yaw-v3\n\nTime\tWind1VelX\tGenPwr\n(s)\t(m/s)\t"
                  "(kW)\n    0.0000\t 1.140E+01\t 7.521E+03\n", 1,
                  line=r"\A\ufeff?(?:[ \t]*\r?\n)?Predictions were generated on [^\n]*using (?:OpenFAST|FAST)"),
        # WrBinFAST's file ID (4, FileFmtID_ChanLen_In, as an int16) is two bytes any binary file could open with:
        # the description the drivers write into the header tells it
        FieldFile("an OpenFAST binary output (.outb, WrBinFAST's file: file ID 4, the channels' scales and offsets, "
                  "the description 'Predictions were generated on ... using OpenFAST', names, units, then int16 data; "
                  "openfast_toolbox, pyDatView or ReadFASTbinary.m reads it)",
                  _OUTB, 0, magic=b"\x04\x00", marks=("Predictions were generated on ",)),
        FieldFile("a WAsP observed wind climate (.tab: a title, the mast's position and height, the sector count, "
                  "speed factor and first direction, the sectors' frequencies in per cent, then per wind speed bin a "
                  "frequency per sector in per mille; WAsP or windkit reads it)",
                  "HOW02 met mast M1 at 140 m\n  53.9250    1.6550  140.0\n   12  1.00    0.00\n"
                  + "      " + "  8.33" * 12 + "\n   2.0" + "  31.0" * 12 + "\n", 1,
                  line=r"\A(?:" + "|".join(_tab(n) for n in (8, 12, 16, 36)) + ")"),
        FieldFile("a WAsP generalised wind climate (.lib: a description, perhaps '<coordinates>lon,lat,height"
                  "</coordinates>', the roughness classes', heights' and sectors' counts, the roughness lengths, the "
                  "heights, then per roughness class a sector frequency line and an A and a k line per height; WAsP "
                  "or windkit reads it)",
                  "HOW02 M1 <coordinates>1.6550,53.9250,140.0</coordinates>\n  5  5 12\n"
                  "  0.000   0.030   0.100   0.400   1.500\n   10.0    25.0    50.0   100.0   200.0\n"
                  + " ".join(["   8.33"] * 12) + "\n", 1,
                  line=_LIB),
        # OpenOA's PlantMetaData maps its tables' names to a plant's columns: 'curtail' and 'reanalysis' beside
        # 'scada', 'meter' and 'asset' are its own
        FieldFile("NREL OpenOA's plant metadata JSON (plant_meta.json: 'asset', 'curtail', 'latitude', 'longitude', "
                  "'meter', 'reanalysis' with era5 and merra2, 'scada', each mapping OpenOA's names to a plant's "
                  "column names)",
                  '{\n  "asset": {"id": "id"},\n  "curtail": {"IAVL_DnWh": "availability_kwh"},\n  "latitude": '
                  '53.925,\n  "longitude": 1.655,\n  "meter": {"energy": "net_energy_kwh"},\n  "reanalysis": '
                  '{"era5": {"windspeed_u": "u_100"}},\n  "scada": {"power": "P_avg", "windspeed": "Ws_avg"}\n}\n', 1,
                  keys=("reanalysis", "curtail", "meter", "scada", "asset")),
        # PowerCurve is a generic root's name: the PCWG tool's levels tell it
        FieldFile("a PCWG power curve (XML: <PowerCurve> in the http://www.pcwg.org namespace, Name, "
                  "PowerCurveDensity, PowerCurveTurbulence, then <PowerCurveLevel> bins of PowerCurveLevelWindSpeed "
                  "and PowerCurveLevelPower; the PCWG Analysis Tool reads it)",
                  '<?xml version="1.0" ?>\n<PowerCurve xmlns="http://www.pcwg.org">\n\t<Name>HOW02-A17 yaw-v3</Name>\n'
                  "\t<PowerCurveDensity>1.225000</PowerCurveDensity>\n\t<PowerCurveLevel>\n\t\t"
                  "<PowerCurveLevelWindSpeed>4.000000</PowerCurveLevelWindSpeed>\n", 2,
                  root="PowerCurve", marks=("<PowerCurveLevel",)),
        FieldFile("a wind farm performance engineer's rating sheet typed as text (engineer, date, turbine trial as "
                  "site code, position and label, kind of upgrade, power-curve deviation %, availability %, AEP gain "
                  "%, rating)",
                  "nakamura 2026-11-03 HOW02-A17/yaw-v3 yaw +1.8 98.6 1.4 5\n"
                  "nakamura 2026-11-03 HOW02-A17/vg-retrofit vg +1.1 97.9 0.9 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a wind farm investment committee member's ballot typed as text (member, month, place, turbine "
                  "trial as site code, position and label, site code)",
                  "lindqvist 2026-11 1 HOW02-A17/yaw-v3 HOW02\nlindqvist 2026-11 2 KEL01-T03/vg-retrofit KEL01\n", 1,
                  line=rf"^{_ballot('wf_site1')}\n{_ballot('wf_site2')}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a wind farm investment committee's vote tally typed as text (turbine trial as site code, position "
                  "and label, kind of upgrade, roll-out, extend and stop votes, decision)",
                  "HOW02-A17/yaw-v3 yaw 5 1 0 roll-out\nHOW02-B04/yaw-v3 yaw 1 4 1 extend\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
