"""Issue 45's fortieth bar of scripts/reliability_matrix.py, a swim club's meet and coaching staff ranking swimmers per
event and round across meet managers, timing systems and coaches (its cases, ids ``u40a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each event and round of the club's championship meet (``ev:07/w-100-free/final``) is a query and each
swimmer a document, named as the club's roster names them (``sw:0412/okafor-a@NSAC``: the athlete number Meet Manager
gives, the family name and initial, the club code); the runs are the heat times, the seed times, the World Aquatics
(FINA) points table and the coaches' own ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each source's record, and judged against the coaches' squad selection for the national
championships (2 selected, 1 reserve, 0 not picked).  The mistakes and odd files: the field's own files given where
runs or qrels are read (a Lenex results file and its zipped .lxf, an SDIF v3 .cl2, a Hy-Tek .hy3 results export and a
Meet Manager .mdb database, a Colorado Time Systems Dolphin .do4 heat file, a Kazovision timing console heat file, a
Splash Meet Manager entries CSV, a World Aquatics results feed, the club's points sheet and the coaches' test-set log,
whose lines happen to have six fields), and outputs named for the field's files (.lxf, .hy3, .cl2, .do4).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTIETH_SWIMMING = ("45 Unseen inputs: a fortieth bar, a swim club's meet and coaching staff ranking swimmers per "
                     "event and round across meet managers, timing systems and coaches (Lenex .lef/.lxf, SDIF v3 .cl2, "
                     "Hy-Tek .hy3 and Meet Manager .mdb, CTS Dolphin, Kazovision, Splash entries CSV, World Aquatics "
                     "results and points)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['heat_times', 'seed_times', 'fina_points', 'coaches'],
    items=['sw:0412/okafor-a@NSAC', 'sw:0419/lindqvist-e@NSAC', 'sw:0433/moreau-c@NSAC', 'sw:0507/ibarra-l@NSAC',
           'sw:0519/chen-m@NSAC', 'sw:0526/novak-t@NSAC', 'sw:0538/adeyemi-k@NSAC', 'sw:0544/walsh-r@NSAC'],
    queries=['ev:07/w-100-free/final', 'ev:12/m-200-im/heats', 'ev:15/w-100-breast/final', 'ev:22/m-50-fly/heats',
             'ev:30/w-400-free/timed-final', 'ev:41/m-100-back/final'],
    suffix='/swim-off', generator='swims', judgements='squad_picks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "swims", "squad.run")

_RECS3 = ["heat_times", "seed_times", "fina_points"]
_OUT = ("squad.run",)
_ONE_RUN = ("ev:07/w-100-free/final Q0 sw:0412/okafor-a@NSAC 1 0.93 heat_times\nev:07/w-100-free/final Q0 "
            "sw:0419/lindqvist-e@NSAC 2 0.81 heat_times\n")

# the team's files, as the meet managers, timing systems and feeds write them (a few lines)
# a Lenex 3.0 results file (.lef): LENEX, CONSTRUCTOR with its CONTACT, MEETS/MEET, SESSIONS/SESSION/EVENTS/EVENT with
# its SWIMSTYLE, CLUBS/CLUB/ATHLETES/ATHLETE/RESULTS/RESULT (swimtime HH:MM:SS.hh, reactiontime in hundredths)
_LENEX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<LENEX version="3.0" created="2026-12-05T21:40:12">\n'
          '  <CONSTRUCTOR name="SPLASH Meet Manager 11" registration="Northside Swim Club" version="11.81215">\n'
          '    <CONTACT name="Splash Software Ltd." email="support@swimrankings.net" />\n'
          '  </CONSTRUCTOR>\n  <MEETS>\n'
          '    <MEET name="Northside Winter Championships 2026" city="Leeds" nation="GBR" course="LCM" '
          'timing="AUTOMATIC">\n'
          '      <SESSIONS>\n        <SESSION number="2" date="2026-12-05" daytime="17:30">\n          <EVENTS>\n'
          '            <EVENT eventid="1107" number="7" gender="F" round="FIN" daytime="17:42">\n'
          '              <SWIMSTYLE distance="100" relaycount="1" stroke="FREE" />\n            </EVENT>\n'
          '          </EVENTS>\n        </SESSION>\n      </SESSIONS>\n      <CLUBS>\n'
          '        <CLUB name="Northside Swim Club" code="NSAC" nation="GBR">\n          <ATHLETES>\n'
          '            <ATHLETE athleteid="412" lastname="Okafor" firstname="Amara" gender="F" '
          'birthdate="2009-03-14">\n              <RESULTS>\n'
          '                <RESULT resultid="5011" eventid="1107" swimtime="00:00:58.91" points="676" lane="4" '
          'reactiontime="+71" />\n              </RESULTS>\n            </ATHLETE>\n          </ATHLETES>\n'
          '        </CLUB>\n      </CLUBS>\n    </MEET>\n  </MEETS>\n</LENEX>\n')


def _lxf() -> bytes:
    """The same results zipped, as Lenex exchanges them (.lxf: a ZIP archive holding the .lef)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("NSAC_Winter_2026_results.lef", date_time=(2026, 12, 5, 21, 40, 12)), _LENEX)
    return buf.getvalue()


_LXF = _lxf()


def _fixed(code: str, fields: dict[int, str], width: int = 160) -> str:
    """One fixed-width record: ``code`` at column 1, each field at its 1-based start column."""
    line = list(code.ljust(width))
    for start, text in fields.items():
        line[start - 1:start - 1 + len(text)] = text
    return "".join(line)[:width]


# SDIF v3 (US Swimming, April 1998) as Meet Manager's .cl2 writes it: 160-column records, A0 file description, B1 meet,
# C1 team, D0 individual event, Z0 file terminator
_SDIF = "\r\n".join([
    _fixed("A0", {3: "1", 4: "V3      ", 12: "02", 44: "Hy-Tek, Ltd", 64: "MM5 8.0Gk", 74: "Northside Swim Club",
                  94: "1135550182", 106: "12052026"}),
    _fixed("B1", {3: "1", 12: "Northside Winter Champs 2026", 86: "Leeds", 118: "GBR", 121: "1", 122: "12042026",
                  130: "12062026", 150: "L"}),
    _fixed("C1", {3: "1", 12: "GBNSAC", 18: "Northside Swim Club", 48: "NSAC", 140: "GBR"}),
    _fixed("D0", {3: "1", 12: "Okafor, Amara", 40: "031409AMA*OK", 52: "A", 53: "GBR", 56: "03142009", 64: "17",
                  66: "F", 67: "F", 68: " 100", 72: "1", 73: "   7", 77: "UNOV", 81: "12052026", 89: "   59.40",
                  97: "L", 116: "   58.91", 124: "L", 129: " 1", 131: " 4", 136: "  1", 139: "  20"}),
    _fixed("Z0", {3: "1", 12: "02", 14: "Northside Winter Champs 2026", 44: "  1", 47: "  1", 50: "   1",
                  54: "   1", 58: "     1"}),
]) + "\r\n"


def _hy3_line(body: str) -> str:
    """A Hy-Tek .hy3 record: 128 data columns and the two-digit checksum Meet Manager writes in columns 129-130."""
    data = body.ljust(128)[:128]
    raw = data.encode("cp1252")
    result = (2 * sum(raw[1::2]) + sum(raw[0::2])) // 21 + 205
    return data + f"{result % 10}{(result // 10) % 10}"


# Hy-Tek Meet Manager's results for Team Manager (.hy3): A1 file, B1 meet, C1 team, D1 athlete, E1 entry, E2 result
_HY3 = "\r\n".join(_hy3_line(b) for b in [
    "A107Results From MM to TM    Hy-Tek, Ltd    MM5 8.0Gk     12052026  9:41 PMNorthside Swim Club",
    "B1" + "Northside Winter Championships 2026".ljust(45) + "John Charles Centre for Sport".ljust(45)
    + "12042026" + "12062026" + "12042026" + "   0",
    "C1" + "NSAC ".ljust(5) + "Northside Swim Club".ljust(30) + "NSAC".ljust(15) + " NE",
    "D1F  412" + "Okafor".ljust(20) + "Amara".ljust(20) + "Amara".ljust(20) + " " + "031409AMA*OKAF" + "    0"
    + "03142009" + " 17",
    "E1F  412OkafoFW   100A     7  0S  0.00 17    59.40L   59.40L    0.00    0.00   NN               N",
    "E2F   58.91L       0  1  4  1   1  0   58.93   58.90    0.00        58.91     0.00     12052026",
]) + "\r\n"
# a Colorado Time Systems Dolphin heat file (.do4): 'event;heat;splits;round', a 'LaneN;watch;watch;watch' line a lane,
# then the file's hash
_DOLPHIN = ("7;1;1;All\nLane1;0;0;0\nLane2;61.04;61.10;60.98\nLane3;59.52;59.47;59.55\nLane4;58.93;58.88;58.91\n"
            "Lane5;59.41;59.37;59.36\nLane6;60.12;60.02;60.05\nLane7;0;0;0\nLane8;0;0;0\nLane9;0;0;0\nLane10;0;0;0\n"
            "9B41E07C2AD3F615\n")
# a Kazovision timing console's real-time heat file (Session-Event-Heat.txt): a row per lane 00-09, the lane, the final
# time, the splits (one: a 50 in a 50 m pool) and the reaction time, each 00:00.00, separated by one space
_KAZOVISION = ("00 00:00.00 00:00.00 00:00.00\n01 00:27.84 00:27.84 00:00.69\n02 00:27.12 00:27.12 00:00.64\n"
               "03 00:26.58 00:26.58 00:00.66\n04 00:26.31 00:26.31 00:00.61\n05 00:26.47 00:26.47 00:00.63\n"
               "06 00:26.95 00:26.95 00:00.70\n07 00:27.60 00:27.60 00:00.72\n08 00:00.00 00:00.00 00:00.00\n"
               "09 00:00.00 00:00.00 00:00.00\n")
# a Splash Meet Manager entries CSV (swimrankings wiki, 'Meet Manager:Entries CSV File Format'): the meet on line 1
# (name; city; nation; course; date), the column names upper case on line 2, an entry a line, ';'-separated
_SPLASH_CSV = ("Northside Winter Championships 2026;Leeds;GBR;LCM;05.12.2026\n"
               "LASTNAME;FIRSTNAME;GENDER;BIRTHDATE;NATION;LICENSE;CLUBCODE;CLUBNAME;CLUBNATION;DISTANCE;STROKE;"
               "ENTRYTIME\n"
               "Okafor;Amara;F;14.03.2009;GBR;1204412;NSAC;Northside Swim Club;GBR;100;FREE;59.40\n"
               "Lindqvist;Ebba;F;02.07.2009;SWE;1204419;NSAC;Northside Swim Club;GBR;100;FREE;1:00.02\n"
               "Moreau;Chloe;F;21.11.2010;FRA;1204433;NSAC;Northside Swim Club;GBR;100;FREE;1:00.75\n")
# a World Aquatics results feed (api.worldaquatics.com/fina/events/<id>): the event, its heats, each with its results
_WORLD_AQUATICS = ('{"Id": "f3a1c2d4-7b6e-4c1a-9d2e-1b7f0a5c8e31", "DisciplineName": "Women 100m Freestyle", '
                   '"Heats": [{"Name": "Final", "PhaseName": "Final", "PhaseCode": "FNL", "Results": [{"ResultId": '
                   '"R2210458", "Rank": 1, "HeatRank": 1, "Lane": 4, "NAT": "GBR", "FullName": "OKAFOR Amara", '
                   '"FirstName": "Amara", "LastName": "OKAFOR", "Time": "58.91", "RT": "0.71", "Points": 676, '
                   '"Splits": [{"Time": "28.40", "Distance": "50", "Order": 1, "DifferentialTime": "28.40"}, '
                   '{"Time": "58.91", "Distance": "100", "Order": 2, "DifferentialTime": "30.51"}]}, {"ResultId": '
                   '"R2210459", "Rank": 2, "HeatRank": 2, "Lane": 5, "NAT": "SWE", "FullName": "LINDQVIST Ebba", '
                   '"FirstName": "Ebba", "LastName": "LINDQVIST", "Time": "59.37", "RT": "0.68", "Points": 661, '
                   '"Splits": []}]}]}\n')


def _mdb() -> bytes:
    """Hy-Tek Meet Manager's meet database, a Microsoft Access (Jet 4) file: its first page opens with 00 01 00 00,
    'Standard Jet DB' and a NUL, the Jet version (1: Jet 4) at byte 0x14; a 4 KB page."""
    head = b"\x00\x01\x00\x00Standard Jet DB\x00" + b"\x01\x00\x00\x00"
    return head + b"\xb5n\x03b`\t\xc2U\xe9\xa9gr@?\x00\x9c~\x9f\x90\xff\x85\x9a1\xc5y\xba\xed0\xbc\xdf\xcc\x9d" + bytes(
        4096 - len(head) - 32)


_MDB = _mdb()
# the club's World Aquatics points sheet, as its spreadsheet exports it: six fields a line (swimmer, event, course,
# place, time in seconds, points)
_POINTS = ("swimmer event course place time points\nSW0412 100FR LCM 1 58.91 676\nSW0419 100FR LCM 2 59.37 661\n"
           "SW0433 100FR LCM 3 60.02 639\n")
# the coaches' test-set log from the pool deck: six fields a line (swimmer, date, set, repeat, time in seconds, stroke
# rate)
_TEST_SETS = ("swimmer date set rep time stroke_rate\nSW0412 2026-12-01 6x100FR 1 63.41 38\n"
              "SW0412 2026-12-01 6x100FR 2 62.97 39\nSW0419 2026-12-01 6x100FR 1 64.02 37\n")


def fortieth_bar_swimming_cases() -> list[Case]:
    G = FORTIETH_SWIMMING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="swims", judgements="squad_picks", runs=_RECS3, stem="squad", outputs=_OUT,
        item="swimmer", rounded="seed_times",
        weights="{'heat_times': 2.0, 'seed_times': 0.5, 'fina_points': 1.0, 'coaches': 1.5}",
        lone_query="R['coaches']['ev:52/x-200-medley-relay/final'] = {'sw:0507/ibarra-l@NSAC': 0.9, "
                   "'sw:0519/chen-m@NSAC': 0.4}\n",
        trust="heat_times 2\nfina_points 1\nseed_times 0.5\n",
        trust_dict="{'heat_times': 2, 'fina_points': 1, 'seed_times': 0.5}",
        texts={
            "rrf": ("u40a_rrf_sources",
                    "rankagg.fuse({source: {event/round: {swimmer: score}}}, method='rrf'): four sources, six events "
                    "('ev:07/w-100-free/final'), swimmers as 'sw:0412/okafor-a@NSAC'"),
            "borda": ("u40a_borda_unscored_swimmers",
                      "rankagg.fuse(..., method='borda'): the heat times have no score for a swimmer who scratched "
                      "or was disqualified"),
            "combsum": ("u40a_combsum_rounded_seed_times",
                        "rankagg.fuse(..., method='combsum'): the seed times hand-timed at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u40a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per event: the touchpad heat times count 2, the seed times "
                      "0.5"),
            "frame": ("u40a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the head coach's selection "
                      "sheet, a row per event, swimmer and source"),
            "evaluate": ("u40a_evaluate_squad_selection",
                         "rankagg.evaluate(fused ranking, the coaches' squad selection, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the swimmers picked for nationals"),
            "lone": ("u40a_one_source_relay_event",
                     "rankagg.fuse(..., method='rrf'): an event only the coaches ranked (the new mixed 4x50 medley "
                     "relay, no heat or seed times yet) beside events every source covers"),
            "cli_rrf": ("u40a_cli_rrf_runs",
                        "rankagg fuse heat_times.run seed_times.run fina_points.run --method rrf -o squad.run: one run "
                        "per source, events as queries"),
            "cli_borda": ("u40a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the touchpad times "
                          "count double)"),
            "cli_combsum": ("u40a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four swimmers a relay takes per event"),
            "cli_evaluate": ("u40a_cli_evaluate_squad_qrels",
                             "rankagg evaluate squad.run --qrels squad_picks.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the coaches' squad selection (0-2)"),
            "cli_parquet": ("u40a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o squad.parquet: gzipped runs from the club's nightly "
                            "results job, a Parquet table for the coaches' dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u40a_lenex_lef_as_run", "a Lenex 3.0 results file (LENEX, CONSTRUCTOR, MEETS, SESSIONS, EVENT, SWIMSTYLE, "
         "CLUBS, ATHLETE, RESULT swimtime)", "NSAC_Winter_2026_results.lef", _LENEX, "Lenex",
         "NSAC_Winter_2026_results.lef:2"),
        ("u40a_lenex_lxf_as_run", "a zipped Lenex file (.lxf: a ZIP archive, 'PK\\x03\\x04', holding the .lef)",
         "NSAC_Winter_2026_results.lxf", _LXF, "Lenex", "NSAC_Winter_2026_results.lxf"),
        ("u40a_sdif_cl2_as_run", "an SDIF v3 results file (.cl2: 160-column A0, B1, C1, D0 and Z0 records)",
         "NSAC_Winter_2026.cl2", _SDIF, "SDIF", "NSAC_Winter_2026.cl2:1"),
        ("u40a_hy3_as_run", "Hy-Tek Meet Manager's results for Team Manager (.hy3: A1 'Results From MM to TM', B1, "
         "C1, D1, E1, E2 records with their checksums)", "Meet Results-Northside Winter-05Dec2026-001.hy3", _HY3,
         "Hy-Tek", "Meet Results-Northside Winter-05Dec2026-001.hy3:1"),
        ("u40a_dolphin_do4_as_run", "a Colorado Time Systems Dolphin heat file ('7;1;1;All', 'LaneN;...' lines, a "
         "hash)", "001-007-001A-0021.do4", _DOLPHIN, "Dolphin", "001-007-001A-0021.do4:1"),
        ("u40a_splash_entries_csv_as_run", "a Splash Meet Manager entries CSV (the meet on line 1, then LASTNAME;"
         "FIRSTNAME;GENDER;...;ENTRYTIME)", "NSAC_entries.csv", _SPLASH_CSV, "Splash", "NSAC_entries.csv:1"),
        ("u40a_world_aquatics_json_as_run", "a World Aquatics results feed (DisciplineName, Heats, Results with Rank, "
         "Lane, NAT, Time, RT, Points)", "w100free_final.json", _WORLD_AQUATICS, "World Aquatics",
         "w100free_final.json:1"),
        ("u40a_meet_manager_mdb_as_run", "Hy-Tek Meet Manager's meet database (.mdb: a Jet 4 file, 'Standard Jet "
         "DB')", "NSAC_Winter_2026.mdb", _MDB, "Meet Manager", "NSAC_Winter_2026.mdb"),
        ("u40a_points_sheet_as_run", "the club's World Aquatics points sheet (six fields a line: swimmer, event, "
         "course, place, time, points)", "fina_points_2026-12-05.txt", _POINTS, "points",
         "fina_points_2026-12-05.txt:1"),
        ("u40a_test_set_log_as_run", "the coaches' test-set log (six fields a line: swimmer, date, set, repeat, time, "
         "stroke rate)", "test_sets_2026-12-01.txt", _TEST_SETS, "test-set", "test_sets_2026-12-01.txt:1")],
        one_run=("heat_times.run", _ONE_RUN), stem="squad",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a ZIP archive or an Access database read as lines gives no ranking: named "
                   "by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u40a_kazovision_as_qrels", "01-22-03.txt", _KAZOVISION, "Kazovision"),
        ("u40a_sdif_as_qrels", "NSAC_Winter_2026.cl2", _SDIF, "SDIF"),
        ("u40a_lenex_as_qrels", "NSAC_Winter_2026_results.lef", _LENEX, "Lenex"),
        ("u40a_points_sheet_as_qrels", "fina_points_2026-12-05.txt", _POINTS, "points")],
        one_run=("heat_times.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u40a_out_lxf", "squad.lxf", "a zipped Lenex file"),
        ("u40a_out_hy3", "squad.hy3", "a Hy-Tek results export"),
        ("u40a_out_cl2", "squad.cl2", "an SDIF results file"),
        ("u40a_out_do4", "squad.do4", "a Dolphin heat file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u40a_api_world_aquatics_dict",
            "rankagg.fuse(json.load(w100free_final.json)): a World Aquatics results feed loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('w.json')), method='rrf')\n",
            "World Aquatics", why="a run maps a query to {document: score}; the feed's 'Heats' is a list of heats and "
            "'DisciplineName' text", files={"w.json": _WORLD_AQUATICS}),
        bad("u40a_api_splash_entries_frame",
            "rankagg.fuse(pd.read_csv(NSAC_entries.csv, sep=';', skiprows=1)): a Splash entries CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv', sep=';', skiprows=1), method='borda')\n",
            "Splash", why="a table of runs has qid, docid, run and score columns; Splash's has an entry per row "
            "(LASTNAME, FIRSTNAME, ..., ENTRYTIME)", files={"e.csv": _SPLASH_CSV}),
    ]
    return cases
