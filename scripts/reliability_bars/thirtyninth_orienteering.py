"""Issue 45's thirty-ninth bar of scripts/reliability_matrix.py, an orienteering club's results and coaching team
ranking runners per course and per leg across its electronic timing, GPS route analysis and coaches (its cases, ids
``u39a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each course of a race and each leg of a course (``course:long-a/2026-11-22``, ``leg:long-a/31-32``)
is a query and each runner, known by the SportIdent card they punch with, a document
(``runner:2047481/svensson-anna``); the runs are the electronic timing's split ranks (SportIdent read out into MeOS),
RouteGadget's route-choice analysis of the GPS tracks, Winsplits' performance index and the coaches' own ranking,
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and
judged against the coaches' post-race review (2 a clean leg, 1 a small loss, 0 a mistake).  The mistakes and odd
files: the field's own files given where runs or qrels are read (an IOF XML 3.0 result list from MeOS, an IOF XML
course file from OCAD, a StartList, a SportIdent SI-Config card readout and a station backup, an OE2010 CSV, a
Purple Pen event, a GPX track and a FIT file from a watch, an OCAD map, the club's split sheet and track points),
outputs named for the field's files, and a Liveresults class result and a readout table given to the API.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYNINTH_ORIENTEERING = ("45 Unseen inputs: a thirty-ninth bar, an orienteering club's results and coaching team "
                            "ranking runners per course and leg across electronic timing, GPS routes and coaches "
                            "(IOF XML 3.0, SportIdent, MeOS, OE2010, OCAD, Purple Pen, GPX, FIT, RouteGadget, "
                            "Liveresults)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['si_timing', 'routegadget', 'winsplits', 'coaches'],
    items=['runner:2047481/svensson-anna', 'runner:2047471/lindqvist-erik', 'runner:8004512/berg-maja',
           'runner:7203318/holm-johan', 'runner:2150912/nyberg-sara', 'runner:1043377/ek-oskar',
           'runner:8650021/dahl-ida', 'runner:500734/falk-nils'],
    queries=['course:long-a/2026-11-22', 'leg:long-a/31-32', 'leg:long-a/34-35', 'course:middle-b/2026-11-23',
             'leg:middle-b/47-48', 'course:sprint-c/2026-11-29'],
    suffix='/night', generator='splits', judgements='coach_review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "splits", "splits.run")

_RECS3 = ["si_timing", "routegadget", "winsplits"]
_OUT = ("splits.run",)
_ONE_RUN = ("leg:long-a/31-32 Q0 runner:2047481/svensson-anna 1 0.91 si_timing\nleg:long-a/31-32 Q0 "
            "runner:2047471/lindqvist-erik 2 0.77 si_timing\n")
# the team's files, as the timing, course-setting and GPS tools write them (a few lines)
_IOF_NS = ('xmlns="http://www.orienteering.org/datastandard/3.0" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" iofVersion="3.0"')
# IOF XML 3.0 ResultList (the IOF data standard's root, Event, ClassResult, PersonResult, Result with ControlCard and
# SplitTime in the schema's order), as MeOS exports it for Winsplits and Eventor
_RESULT_LIST = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<ResultList {_IOF_NS} createTime="2026-11-22T14:31:07+01:00" creator="MeOS 4.1" '
                'status="Complete">\n'
                '  <Event>\n    <Name>Club long distance, Hagaskogen</Name>\n'
                '    <StartTime><Date>2026-11-22</Date><Time>10:00:00+01:00</Time></StartTime>\n  </Event>\n'
                '  <ClassResult>\n    <Class><Name>Long A</Name></Class>\n'
                '    <Course><Length>7400</Length><Climb>210</Climb><NumberOfControls>18</NumberOfControls></Course>\n'
                '    <PersonResult>\n'
                '      <Person><Name><Family>Svensson</Family><Given>Anna</Given></Name></Person>\n'
                '      <Organisation><Name>OK Linné</Name><Country code="SWE">Sweden</Country></Organisation>\n'
                '      <Result>\n        <StartTime>2026-11-22T10:02:00+01:00</StartTime>\n'
                '        <FinishTime>2026-11-22T11:03:41+01:00</FinishTime>\n        <Time>3701</Time>\n'
                '        <TimeBehind>0</TimeBehind>\n        <Position>1</Position>\n        <Status>OK</Status>\n'
                '        <ControlCard>2047481</ControlCard>\n'
                '        <SplitTime><ControlCode>31</ControlCode><Time>402</Time></SplitTime>\n'
                '        <SplitTime><ControlCode>32</ControlCode><Time>731</Time></SplitTime>\n'
                '      </Result>\n    </PersonResult>\n  </ClassResult>\n</ResultList>\n')
# IOF XML 3.0 CourseData (RaceCourseData: Map, Control, Course, CourseControl with LegLength), OCAD's course export
_COURSE_DATA = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<CourseData {_IOF_NS} createTime="2026-11-18T21:04:12" creator="OCAD 2023.1.5">\n'
                '  <Event>\n    <Name>Club long distance, Hagaskogen</Name>\n  </Event>\n  <RaceCourseData>\n'
                '    <Map>\n      <Scale>10000</Scale>\n'
                '      <MapPositionTopLeft x="-182.3" y="141.6" unit="mm"/>\n'
                '      <MapPositionBottomRight x="181.9" y="-118.2" unit="mm"/>\n    </Map>\n'
                '    <Control type="Start">\n      <Id>S1</Id>\n      <Position lng="18.031472" lat="59.363811"/>\n'
                '      <MapPosition x="-41.2" y="12.8" unit="mm"/>\n    </Control>\n'
                '    <Control type="Control">\n      <Id>31</Id>\n      <Position lng="18.036904" lat="59.366120"/>\n'
                '      <MapPosition x="-10.4" y="38.5" unit="mm"/>\n    </Control>\n'
                '    <Course>\n      <Name>Long A</Name>\n      <Length>7400</Length>\n      <Climb>210</Climb>\n'
                '      <CourseControl type="Start">\n        <Control>S1</Control>\n      </CourseControl>\n'
                '      <CourseControl type="Control">\n        <Control>31</Control>\n'
                '        <LegLength>420</LegLength>\n      </CourseControl>\n    </Course>\n'
                '  </RaceCourseData>\n</CourseData>\n')
# IOF XML 3.0 StartList (ClassStart, PersonStart, Start with StartTime and ControlCard), MeOS's start list
_START_LIST = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               f'<StartList {_IOF_NS} createTime="2026-11-21T19:12:44+01:00" creator="MeOS 4.1">\n'
               '  <Event>\n    <Name>Club long distance, Hagaskogen</Name>\n  </Event>\n'
               '  <ClassStart>\n    <Class><Name>Long A</Name></Class>\n'
               '    <PersonStart>\n'
               '      <Person><Name><Family>Svensson</Family><Given>Anna</Given></Name></Person>\n'
               '      <Organisation><Name>OK Linné</Name></Organisation>\n'
               '      <Start>\n        <StartTime>2026-11-22T10:02:00+01:00</StartTime>\n'
               '        <ControlCard>2047481</ControlCard>\n      </Start>\n    </PersonStart>\n'
               '  </ClassStart>\n</StartList>\n')


def _si_readout() -> str:
    """SportIdent SI-Config's card readout CSV (';'-separated, the header MeOS's csvparser checks: No;Read on;SIID;
    Start no;Clear ...;No. of records, then 'Record N CN/DOW/time' triples), two cards read out."""
    fixed = ["No", "Read on", "SIID", "Start no"]
    for station in ("Clear", "Clear_r", "Check", "Start", "Start_r", "Finish", "Finish_r"):
        fixed += [f"{station} CN", f"{station} DOW", f"{station} time"]
    fixed += ["Class", "First name", "Last name", "Club", "Country", "Email", "Date of birth", "Sex", "Phone",
              "Street", "ZIP", "City", "Hardware version", "Software version", "Battery date", "Battery voltage",
              "Clear count", "Character set", "SEL_FEEDBACK", "No. of records"]
    header = fixed + [f"Record {n} {f}" for n in range(1, 65) for f in ("CN", "DOW", "time")]

    def row(no: int, siid: str, first: str, last: str, start: str, finish: str, punches: list[tuple[str, str]]):
        values = [str(no), "22.11.2026 11:04:12", siid, "", "1", "Su", "09:55:40", "", "", "", "2", "Su", "09:57:03",
                  "3", "Su", start, "", "", "", "4", "Su", finish, "", "", "", "Long A", first, last, "OK Linné",
                  "SWE", "", "", "", "", "", "", "", "", "", "", "", "", "", "", str(len(punches))]
        for code, time in punches:
            values += [code, "Su", time]
        return ";".join(values + [""] * (len(header) - len(values))) + ";"

    return "\n".join([";".join(header) + ";",
                      row(1, "2047481", "Anna", "Svensson", "10:02:00", "11:03:41",
                          [("31", "10:08:42"), ("32", "10:14:11")]),
                      row(2, "2047471", "Erik", "Lindqvist", "10:04:00", "11:09:02",
                          [("31", "10:11:05"), ("32", "10:17:40")])]) + "\n"


_SI_READOUT = _si_readout()
# SportIdent Config+'s station backup memory readout (a punch a row: SIID, Code number, Punch DateTime, ...)
_SI_BACKUP = ("No;Read on;SIID;Control time;Battery voltage;Serial number;Code number;DayOfWeek;Punch DateTime;"
              "Operating mode;SIAC number;SIAC Count;SIAC radio mode;SIAC is battery low;SIAC is card full;"
              "SIAC beacon mode;SIAC is gate mode;\n"
              "1;2026-11-22 14:10:31;2047481;22/11/2026   10:08:42.000;;;31;Su;10:08:42.000;Control;0;1;;;;;;\n"
              "2;2026-11-22 14:10:31;2047471;22/11/2026   10:11:05.000;;;31;Su;10:11:05.000;Control;0;1;;;;;;\n"
              "3;2026-11-22 14:10:31;8004512;22/11/2026   10:12:58.000;;;31;Su;10:12:58.000;Control;0;1;;;;;;\n")
# SportSoftware OE2010's entry/result CSV (English header from OE0001 to Course controls, ';'-separated), as MeOS and
# OE2010 export it for one another
_OE_HEADER = ("OE0001;Stno;XStno;Chipno;Database Id;Surname;First name;YB;S;Block;nc;Start;Finish;Time;Classifier;"
              "Credit -;Penalty +;Comment;Club no.;Cl.name;City;Nat;Location;Region;Cl. no.;Short;Long;Entry cl. No;"
              "Entry class (short);Entry class (long);Rank;Ranking points;Num1;Num2;Num3;Text1;Text2;Text3;"
              "Addr. surname;Addr. first name;Street;Line2;Zip;Addr. city;Phone;Mobile;Fax;EMail;Rented;Start fee;"
              "Paid;Team;Course no.;Course;km;m;Course controls")


def _oe_row(stno: str, chip: str, surname: str, first: str, start: str, finish: str, time: str) -> str:
    values = ["", stno, "", chip, "", surname, first, "91", "F", "", "0", start, finish, time, "0", "", "", "",
              "1043", "OK Linné", "Solna", "SWE", "", "", "1", "Long A", "Long A"]
    tail = ["1", "Long A", "7.4", "210", "18"]  # Course no.;Course;km;m;Course controls
    return ";".join(values + [""] * (_OE_HEADER.count(";") + 1 - len(values) - len(tail)) + tail)


_OE2010 = _OE_HEADER + "\n" + "\n".join([
    _oe_row("101", "2047481", "Svensson", "Anna", "10:02:00", "11:03:41", "61:41"),
    _oe_row("102", "2047471", "Lindqvist", "Erik", "10:04:00", "11:09:02", "65:02")]) + "\n"
# Purple Pen's event file (.ppen: course-scribe-event, event, control, course, course-control)
_PPEN = ('<?xml version="1.0" encoding="utf-8"?>\n<course-scribe-event>\n  <event id="1">\n'
         '    <title>Club long distance, Hagaskogen</title>\n'
         '    <map kind="OCAD" scale="10000" ignore-missing-fonts="false" '
         'absolute-path="C:\\Maps\\hagaskogen_2026.ocd">hagaskogen_2026.ocd</map>\n'
         '    <standards map="2017" description="2018" />\n'
         '    <all-controls print-scale="10000" description-kind="symbols" />\n  </event>\n'
         '  <control id="1" kind="start">\n    <location x="-41.2" y="12.8" />\n  </control>\n'
         '  <control id="2" kind="normal">\n    <code>31</code>\n    <location x="-10.4" y="38.5" />\n'
         '    <description box="D" iof-2004-ref="5.2" />\n  </control>\n'
         '  <course id="1" kind="normal" order="1">\n    <name>Long A</name>\n    <labels label-kind="sequence" />\n'
         '    <first course-control="1" />\n  </course>\n'
         '  <course-control id="1" control="1">\n    <next course-control="2" />\n  </course-control>\n'
         '  <course-control id="2" control="2" />\n</course-scribe-event>\n')
# GPX 1.1 as Garmin Connect exports a watch's track (trk, trkseg, trkpt with ele, time and the heart-rate extension)
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx creator="Garmin Connect" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        '  <metadata>\n    <time>2026-11-22T09:02:00.000Z</time>\n  </metadata>\n'
        '  <trk>\n    <name>Club long distance, Hagaskogen</name>\n    <type>running</type>\n    <trkseg>\n'
        '      <trkpt lat="59.363811" lon="18.031472">\n        <ele>41.2</ele>\n'
        '        <time>2026-11-22T09:02:00.000Z</time>\n        <extensions>\n'
        '          <ns3:TrackPointExtension>\n            <ns3:hr>148</ns3:hr>\n'
        '          </ns3:TrackPointExtension>\n        </extensions>\n      </trkpt>\n'
        '      <trkpt lat="59.363902" lon="18.031611">\n        <ele>41.6</ele>\n'
        '        <time>2026-11-22T09:02:03.000Z</time>\n      </trkpt>\n    </trkseg>\n  </trk>\n</gpx>\n')

_FIT_CRC = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401, 0xA001, 0x6C00, 0x7800, 0xB401, 0x5000,
            0x9C01, 0x8801, 0x4400]


def _fit_crc(data: bytes) -> int:
    """The FIT protocol's CRC-16 (the SDK's nibble table)."""
    crc = 0
    for byte in data:
        for nibble in (byte & 0xF, byte >> 4):
            tmp = _FIT_CRC[crc & 0xF]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ tmp ^ _FIT_CRC[nibble]
    return crc


def _fit() -> bytes:
    """A watch's FIT activity file: the 14-byte header ('.FIT' at bytes 8-11, protocol 2.0, profile 21.94), a
    definition and a data message of file_id (type activity, manufacturer garmin, product, serial, time created),
    then the file CRC."""
    definition = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 5) + bytes([3, 4, 0x8C, 4, 4, 0x86, 1, 2, 0x84, 2, 2,
                                                                        0x84, 0, 1, 0x00])
    data = b"\x00" + struct.pack("<IIHHB", 3398412471, 1164272520, 1, 4315, 4)
    records = definition + data
    header = struct.pack("<BBHI4s", 14, 0x20, 2194, len(records), b".FIT")
    header += struct.pack("<H", _fit_crc(header))
    body = header + records
    return body + struct.pack("<H", _fit_crc(body))


_FIT = _fit()


def _ocad() -> bytes:
    """An OCAD 12 map file (.ocd): the file header (OCAD mark 0x0CAD, file type, status, version 12, subversions, the
    index blocks' positions, the file name's position and size), then the file name."""
    name = b"hagaskogen_2026.ocd"
    header = struct.pack("<HBBHBBII16sIIII", 0x0CAD, 0, 0, 12, 0, 5, 0, 0, b"\0" * 16, 0, 48, len(name), 0)
    return header + name + b"\0" * (64 - len(name))


_OCAD = _ocad()
# the club's split sheet from its own analysis script: six fields a line (course, leg, runner, control, split in
# seconds, place on the leg)
_SPLITS = ("course leg runner control split_s place\nlong-a 1 svensson-anna 31 402 1\n"
           "long-a 1 lindqvist-erik 31 425 2\nlong-a 2 svensson-anna 32 329 2\nlong-a 2 lindqvist-erik 32 395 5\n")
# the coaches' track points, a watch's GPS track flattened by the club's script: six fields a line (runner, time,
# latitude, longitude, elevation in metres, heart rate)
_TRACK = ("runner time lat lon ele_m hr\nsvensson-anna 10:02:00 59.363811 18.031472 41.2 148\n"
          "svensson-anna 10:02:03 59.363902 18.031611 41.6 151\nsvensson-anna 10:02:06 59.364010 18.031744 42.1 153\n")
# the coaches' leg times sheet: four fields a line (leg, runner, leg time in seconds, place on the leg)
_LEG_TIMES = ("long-a/31-32 svensson-anna 329 2\nlong-a/31-32 lindqvist-erik 395 5\n"
              "long-a/31-32 berg-maja 301 1\nlong-a/34-35 svensson-anna 188 1\n")
# Liveresults' public API, getclassresults (status, className, splitcontrols, results with place, name, club, result,
# status, timeplus, progress, start; hash)
_LIVERESULTS = ('{"status": "OK", "className": "Long A", "splitcontrols": [], "results": [{"place": "1", "name": '
                '"Anna Svensson", "club": "OK Linné", "result": "61:41", "status": 0, "timeplus": "+00:00", '
                '"progress": 100, "start": 3612000}, {"place": "2", "name": "Erik Lindqvist", "club": "OK Linné", '
                '"result": "65:02", "status": 0, "timeplus": "+03:21", "progress": 100, "start": 3624000}], '
                '"hash": "5f2b7c1e9a04d3b86e1f0a7c2d9b4e31"}\n')


def thirtyninth_bar_orienteering_cases() -> list[Case]:
    G = THIRTYNINTH_ORIENTEERING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="splits", judgements="coach_review", runs=_RECS3, stem="splits", outputs=_OUT,
        item="runner", rounded="winsplits",
        weights="{'si_timing': 2.0, 'routegadget': 0.5, 'winsplits': 1.0, 'coaches': 1.5}",
        lone_query="R['coaches']['course:relay-d/2026-12-06'] = {'runner:2047481/svensson-anna': 0.9, "
                   "'runner:8004512/berg-maja': 0.4}\n",
        trust="si_timing 2\nroutegadget 0.5\nwinsplits 1\n",
        trust_dict="{'si_timing': 2, 'routegadget': 0.5, 'winsplits': 1}",
        texts={
            "rrf": ("u39a_rrf_timing_routes_coaches",
                    "rankagg.fuse({source: {course or leg: {runner: score}}}, method='rrf'): four sources, six "
                    "courses and legs ('leg:long-a/31-32'), runners as 'runner:2047481/svensson-anna' (SportIdent "
                    "card, name)"),
            "borda": ("u39a_borda_runners_without_track",
                      "rankagg.fuse(..., method='borda'): RouteGadget has no score for a runner whose watch lost "
                      "its GPS track"),
            "combsum": ("u39a_combsum_rounded_winsplits",
                        "rankagg.fuse(..., method='combsum'): Winsplits' performance index at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u39a_weighted_fuser_timing_first",
                      "rankagg.Fuser('rrf', weights=...) per course and leg: the electronic timing counts 2, "
                      "RouteGadget 0.5"),
            "frame": ("u39a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coaching sheet, a row "
                      "per course or leg, runner and source"),
            "evaluate": ("u39a_evaluate_coach_review",
                         "rankagg.evaluate(fused ranking, the coaches' post-race review, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the runners who ran clean legs"),
            "lone": ("u39a_one_source_relay_course",
                     "rankagg.fuse(..., method='rrf'): a relay course only the coaches ranked (no timing export "
                     "yet) beside courses every source covers"),
            "cli_rrf": ("u39a_cli_rrf_runs",
                        "rankagg fuse si_timing.run routegadget.run winsplits.run --method rrf -o splits.run: one run "
                        "per source, courses and legs as queries"),
            "cli_borda": ("u39a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the timing counts "
                          "double)"),
            "cli_combsum": ("u39a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four runners a coach reviews per course "
                            "or leg"),
            "cli_evaluate": ("u39a_cli_evaluate_coach_review_qrels",
                             "rankagg evaluate splits.run --qrels coach_review.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the coaches' post-race review (0-2)"),
            "cli_parquet": ("u39a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o splits.parquet: gzipped runs from the club's "
                            "results server, a Parquet table for the coaching dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u39a_iof_resultlist_as_run", "an IOF XML 3.0 result list from MeOS (ResultList, Event, ClassResult, "
         "PersonResult, SplitTime)", "long_a_results.xml", _RESULT_LIST, "IOF XML", "long_a_results.xml:2"),
        ("u39a_iof_coursedata_as_run", "an IOF XML 3.0 course file exported from OCAD (CourseData, RaceCourseData, "
         "Control, Course, CourseControl)", "hagaskogen_courses.xml", _COURSE_DATA, "IOF XML",
         "hagaskogen_courses.xml:2"),
        ("u39a_si_config_readout_as_run", "SportIdent SI-Config's card readout CSV (No;Read on;SIID;Start no;Clear "
         "CN;...;No. of records;Record 1 CN;...)", "si_readout_2026-11-22.csv", _SI_READOUT, "SportIdent",
         "si_readout_2026-11-22.csv:1"),
        ("u39a_oe2010_csv_as_run", "an OE2010 CSV export (OE0001;Stno;XStno;Chipno;...;Course controls)",
         "long_a_oe2010.csv", _OE2010, "OE2010", "long_a_oe2010.csv:1"),
        ("u39a_purple_pen_as_run", "a Purple Pen event file (course-scribe-event, event, control, course, "
         "course-control)", "hagaskogen.ppen", _PPEN, "Purple Pen", "hagaskogen.ppen:2"),
        ("u39a_gpx_track_as_run", "a GPX 1.1 track from Garmin Connect (gpx, metadata, trk, trkseg, trkpt)",
         "svensson_anna_long_a.gpx", _GPX, "GPX", "svensson_anna_long_a.gpx:2"),
        ("u39a_fit_activity_as_run", "a watch's FIT activity file (a 14-byte header with '.FIT', file_id)",
         "2026-11-22-10-02-00.fit", _FIT, "FIT", "2026-11-22-10-02-00.fit"),
        ("u39a_ocad_map_as_run", "an OCAD 12 map (.ocd: the 0x0CAD mark, version 12)", "hagaskogen_2026.ocd", _OCAD,
         "OCAD", "hagaskogen_2026.ocd"),
        ("u39a_split_sheet_as_run", "the club's split sheet (six fields a line: course, leg, runner, control, split "
         "seconds, place)", "long_a_splits.txt", _SPLITS, "split", "long_a_splits.txt:1"),
        ("u39a_track_points_as_run", "the coaches' GPS track points (six fields a line: runner, time, latitude, "
         "longitude, elevation, heart rate)", "svensson_anna_track.txt", _TRACK, "track",
         "svensson_anna_track.txt:1")],
        one_run=("si_timing.run", _ONE_RUN), stem="splits",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a watch's FIT file or an OCAD map read as lines gives no ranking: named by "
                   "its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u39a_si_backup_as_qrels", "si_backup_control31.csv", _SI_BACKUP, "SportIdent"),
        ("u39a_iof_startlist_as_qrels", "long_a_startlist.xml", _START_LIST, "IOF XML"),
        ("u39a_oe2010_csv_as_qrels", "long_a_oe2010.csv", _OE2010, "OE2010"),
        ("u39a_leg_times_as_qrels", "leg_times.txt", _LEG_TIMES, "leg times")],
        one_run=("si_timing.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u39a_out_ppen", "splits.ppen", "a Purple Pen event"),
        ("u39a_out_ocd", "splits.ocd", "an OCAD map"),
        ("u39a_out_gpx", "splits.gpx", "a GPX track"),
        ("u39a_out_fit", "splits.fit", "a FIT activity")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u39a_api_liveresults_dict",
            "rankagg.fuse(json.load(liveresults_long_a.json)): a Liveresults class result (getclassresults) loaded "
            "in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "Liveresults", why="a run maps a query to {document: score}; Liveresults' 'results' is a list of runners "
            "and 'status' and 'className' are text", files={"l.json": _LIVERESULTS}),
        bad("u39a_api_si_readout_frame",
            "rankagg.fuse(pd.read_csv(si_readout_2026-11-22.csv, sep=';')): SportIdent SI-Config's card readout given "
            "as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', sep=';'), method='borda')\n",
            "SportIdent", why="a table of runs has qid, docid, run and score columns; SI-Config's readout has a card "
            "read out per row", files={"r.csv": _SI_READOUT}),
    ]
    return cases
