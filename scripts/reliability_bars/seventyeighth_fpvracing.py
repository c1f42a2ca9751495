"""Issue 45's seventy-eighth bar of scripts/reliability_matrix.py, an FPV drone racing league's race directors and
timing crew, ranking pilots per heat, class, event and season from lap times, holeshots, heat points and qualifying
rounds (its cases, ids ``u78a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each heat, qualifying round, class, event or season (``heat:2026-03-14/spec/h3``, the race day, the
class, then the heat; ``qual:2026-03-14/spec/r2``; ``event:2026/round-02``; ``season:2026/spec``) is a query and each
pilot a document (``pilot:2026/spec/skitzo``, the season, the class the pilot flies, then the callsign); the runs are
the heat points, the fastest laps, the holeshots and the qualifying ranks, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the heat points weighted highest (the league's rules rank by
points first), and judged against the podiums (2 on the podium, 1 in the final, 0 otherwise).  The mistakes and odd
files: the field's own files given where runs or qrels are read (RotorHazard's CSV (Friendly) / Results and / Heats
exports, its JSON (Friendly) / All export, its database (SQLite), a Betaflight blackbox log off the quad's SD card
(.BFL), the heat sheet, the lap sheet and the points table as the race director types them), and outputs named for
the field's files (a blackbox .BFL and .bbl, a RotorHazard database backup .db, a RotorHazard JSON export).
(Checked: RotorHazard's exporters in its repository (src/server/bundled_plugins/rh_data_export_csv and
rh_data_export_json): the CSV written by csv.writer with QUOTE_NONNUMERIC (so CRLF line ends, strings quoted, numbers
bare), the Results export opening 'Event Leaderboards: Race Totals' then Rank, Pilot, Laps, Total, Avg., Fastest,
Consecutive ('3/0:36.210'), Team; the Heats export's Name, Class, Pilots header and a row per heat with the callsigns
after; the JSON written by json.dumps(indent='\\t') with Pilots (Callsign, Name, Team), Heats keyed by heat id (Name,
Class, Pilots by node), Classes (Name, Description, Race Format), Formats (Name, Mode, Duration (seconds), ...,
First Crossing) and Results; times as format_time_to_str writes them ('{m}:{s}.{d}', seconds and milliseconds
zero-padded); the download's name 'RotorHazard Export YYYYmmdd_HHMMSS ' + the exporter's name cleaned by cleanVarName
+ '.csv'/'.json'; the database 'database.db', backed up as db_bkp/database_YYYYmmdd_HHMMSS.db, kept in WAL mode.
The Results part of the JSON is trimmed here to the event leaderboard's race totals, the order of its entries' keys
a guess.  SQLite's header (the 'SQLite format 3\\0' magic, page size, write and read versions 2 for WAL, payload
fractions 64/32/32, change counter, page count, schema format 4, UTF-8, version-valid-for, library version, then page
1's leaf table b-tree header 0x0D) from the file format and compared with a file Python's sqlite3 wrote here.  The
Betaflight blackbox log: the opening 'H Product:Blackbox flight data recorder by Nicholas Sherlock' and 'H Data
version:2' from Betaflight's blackbox.c and blackbox-tools' parser.c (LOG_START_MARKER), the 'H Field I ...' lines'
form, the event frame 'E' 0xFF 'End of log\\0' (parser.c) and the SD card's LOG<5 digits>.BFL name (blackbox_io.c's
LOGFILE_PREFIX and LOGFILE_SUFFIX); the order of the sysinfo lines after the field definitions is a guess and the
frame bytes are a short illustrative I frame.  The configurator's 'BTFL_BLACKBOX_LOG_..._<date>_<time>_<board>.bbl'
name is from a user's test suite, not from the configurator's source.  Left out, as they could not be checked in the
time given: FPVTrackside's event folders and exports, MultiGP's API answers, Velocidrone's and Liftoff's leaderboards,
blackbox_decode's CSV header; the heat sheet, the lap sheet and the points table are typed here as the race director
writes them.)

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

SEVENTYEIGHTH_FPVRACING = ("45 Unseen inputs: a seventy-eighth bar, an FPV drone racing league's race directors and "
                           "timing crew ranking pilots per heat, class, event and season from lap times, holeshots, "
                           "heat points and qualifying rounds (RotorHazard's CSV and JSON exports and its SQLite "
                           "database, Betaflight blackbox logs, heat sheets, lap sheets and points tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['heat_points', 'fastest_laps', 'holeshots', 'qualifying_ranks'],
    items=['pilot:2026/spec/skitzo', 'pilot:2026/spec/vortex', 'pilot:2026/spec/lowpass', 'pilot:2026/open/mr-kite',
           'pilot:2026/open/gatecrash', 'pilot:2026/open/nitro-jay', 'pilot:2026/whoop/tinyhawk-tom',
           'pilot:2026/whoop/pixie'],
    queries=['heat:2026-03-14/spec/h3', 'qual:2026-03-14/spec/r2', 'class:2026-03-14/open', 'event:2026/round-02',
             'season:2026/spec', 'class:2026-03-14/whoop'],
    suffix='/wildcard', generator='race_scores', judgements='podium_results'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "race_scores", "league_rankings.run")

_RECS3 = ["heat_points", "fastest_laps", "holeshots"]
_OUT = ("league_rankings.run",)
_ONE_RUN = ("heat:2026-03-14/spec/h3 Q0 pilot:2026/spec/skitzo 1 0.9412 heat_points\n"
            "heat:2026-03-14/spec/h3 Q0 pilot:2026/spec/vortex 2 0.8875 heat_points\n")


# the team's files, as RotorHazard, Betaflight and the race director write them
def _rh_csv(rows: list) -> str:
    """RotorHazard's CSV exporter: csv.writer(QUOTE_NONNUMERIC) into a StringIO, so CRLF line ends."""
    out = io.StringIO()
    csv.writer(out, quoting=csv.QUOTE_NONNUMERIC).writerows(rows)
    return out.getvalue()


# RotorHazard's 'CSV (Friendly) / Results' export (Format > Data Export): the event leaderboard's race totals first
_RH_RESULTS_CSV = _rh_csv([
    ["Event Leaderboards: Race Totals"],
    ["Rank", "Pilot", "Laps", "Total", "Avg.", "Fastest", "Consecutive", "Team"],
    [1, "Skitzo", 14, "3:01.482", "0:12.963", "0:11.904", "3/0:36.210", "A"],
    [2, "Vortex", 14, "3:04.117", "0:13.151", "0:12.288", "3/0:37.402", "A"],
    [3, "Lowpass", 13, "2:58.930", "0:13.763", "0:12.517", "3/0:38.115", "B"],
    [""],
])
_RH_RESULTS_NAME = "RotorHazard Export 20260314_171205 CSV__Friendly____Results.csv"

# RotorHazard's 'CSV (Friendly) / Heats' export: Name, Class, Pilots, then a row per heat, a callsign per seat
_RH_HEATS_CSV = _rh_csv([
    ["Name", "Class", "Pilots"],
    ["Heat 1", "Spec 5in", "Skitzo", "Vortex", "Lowpass", "-"],
    ["Heat 2", "Open 5in", "Mr Kite", "Gatecrash", "Nitro Jay", "-"],
    ["Heat 3", "Whoop", "Tinyhawk Tom", "Pixie", "-", "-"],
])
_RH_HEATS_NAME = "RotorHazard Export 20260314_171348 CSV__Friendly____Heats.csv"

# RotorHazard's 'JSON (Friendly) / All' export: json.dumps(indent='\t'); Results trimmed to the race totals
_RH_JSON = json.dumps({
    "Pilots": [{"Callsign": "Skitzo", "Name": "Sam Kitson", "Team": "A"},
               {"Callsign": "Vortex", "Name": "Vera Ortiz", "Team": "A"},
               {"Callsign": "Lowpass", "Name": "Liam Powell", "Team": "B"}],
    "Heats": {"1": {"Name": "Heat 1", "Class": "Spec 5in", "Pilots": {"0": "Skitzo", "1": "Vortex", "2": "Lowpass",
                                                                      "3": None}}},
    "Classes": [{"Name": "Spec 5in", "Description": "Spec motors and props, 4S", "Race Format": "MultiGP Qualifier"}],
    "Formats": [{"Name": "MultiGP Qualifier", "Mode": "Fixed Time", "Duration (seconds)": 120,
                 "Minimum Start Delay": 500, "Maximum Start Delay": 3500, "Staging Tones": "Each Second",
                 "Win Condition": 4, "Laps to Win": 3, "Team Racing": False, "First Crossing": "Hole Shot"}],
    "Results": {"event_leaderboard": {"by_race_time": [
        {"pilot_id": 1, "callsign": "Skitzo", "team_name": "A", "laps": 14, "starts": 3, "total_time": "3:01.482",
         "average_lap": "0:12.963", "fastest_lap": "0:11.904", "consecutives": "0:36.210", "consecutives_base": 3,
         "position": 1},
        {"pilot_id": 2, "callsign": "Vortex", "team_name": "A", "laps": 14, "starts": 3, "total_time": "3:04.117",
         "average_lap": "0:13.151", "fastest_lap": "0:12.288", "consecutives": "0:37.402", "consecutives_base": 3,
         "position": 2}],
        "meta": {"primary_leaderboard": "by_race_time", "win_condition": 4, "team_racing_mode": False,
                 "start_behavior": 0, "consecutives_count": 3}},
        "consecutives_count": 3}}, indent="\t")
_RH_JSON_NAME = "RotorHazard Export 20260314_171502 JSON__Friendly____All.json"


# RotorHazard's database (database.db, SQLite in WAL mode): the 100-byte file header, then page 1's b-tree header
# (a leaf table page holding sqlite_schema's rows); the rest of the page and file left out
def _rh_database() -> bytes:
    head = (b"SQLite format 3\x00" + struct.pack(">HBBBBBB", 4096, 2, 2, 0, 64, 32, 32)
            + struct.pack(">IIIIIIIIIIII", 0x2F, 14, 0, 0, 17, 4, 0, 0, 1, 0, 0, 0) + bytes(20)
            + struct.pack(">II", 0x2F, 3045001))
    return head + struct.pack(">BHHHB", 0x0D, 0, 13, 0x0A48, 0)


_RH_DB = _rh_database()
_RH_DB_NAME = "database.db"


# a Betaflight blackbox log off the quad's SD card (LOG00007.BFL): 'H name:value' header lines, then binary frames
# (an I frame: loop iteration and time as unsigned variable-byte ints, ...) and the log-end event frame
def _blackbox_log() -> bytes:
    header = ("H Product:Blackbox flight data recorder by Nicholas Sherlock\n"
              "H Data version:2\n"
              "H I interval:32\n"
              "H P interval:1/2\n"
              "H Field I name:loopIteration,time,axisP[0],axisP[1],axisP[2]\n"
              "H Field I signed:0,0,1,1,1\n"
              "H Field I predictor:0,0,0,0,0\n"
              "H Field I encoding:1,1,0,0,0\n"
              "H Field P predictor:6,2,0,0,0\n"
              "H Field P encoding:9,0,0,0,0\n"
              "H Firmware type:Cleanflight\n"
              "H Firmware revision:Betaflight 4.5.1 (77d01ba3b) STM32F7X2\n"
              "H Firmware date:Nov 26 2024 11:35:59\n"
              "H Board information:SPBE SPEEDYBEEF7V3\n"
              "H Log start datetime:2026-03-14T15:42:07.000+00:00\n"
              "H Craft name:SKITZO\n").encode("ascii")

    def uvb(n: int) -> bytes:
        out = bytearray()
        while n >= 0x80:
            out.append((n & 0x7F) | 0x80)
            n >>= 7
        return bytes(out + bytes([n]))
    frame = b"I" + uvb(0) + uvb(183_402_113) + bytes([0x2A, 0x13, 0x05])
    return header + frame + b"E\xffEnd of log\x00"


_BBL = _blackbox_log()
_BBL_NAME = "LOG00007.BFL"

# the heat sheet as the race director types it from the timing screen: heat, round, channel, callsign, laps, total
# time: six fields a line
_HEAT_SHEET = ("H3 2 R1 skitzo 14 3:01.482\nH3 2 R2 vortex 14 3:04.117\nH3 2 R7 lowpass 13 2:58.930\n"
               "H4 2 R1 mr-kite 12 2:59.004\nH4 2 R8 gatecrash 12 3:02.771\n")
# the lap sheet as the timing crew types it for a protest: callsign, heat, lap, lap time: four fields a line
_LAP_SHEET = ("skitzo H3 1 0:12.204\nskitzo H3 2 0:11.904\nvortex H3 1 0:12.288\nvortex H3 2 0:12.871\n"
              "lowpass H3 1 0:12.517\n")
# the season's points table as the league secretary types it: place, callsign, class, events flown, points, best
# lap: six fields a line
_POINTS_TABLE = ("1 skitzo spec 2 186 0:11.904\n2 vortex spec 2 171 0:12.288\n3 lowpass spec 2 150 0:12.517\n"
                 "4 mr-kite open 2 142 0:11.633\n5 gatecrash open 1 77 0:12.006\n")


def seventyeighth_bar_fpvracing_cases() -> list[Case]:
    G = SEVENTYEIGHTH_FPVRACING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="race_scores", judgements="podium_results", runs=_RECS3,
        stem="league_rankings", outputs=_OUT, item="pilot", rounded="holeshots",
        weights="{'heat_points': 2.0, 'fastest_laps': 1.0, 'holeshots': 0.5, 'qualifying_ranks': 1.5}",
        lone_query="R['qualifying_ranks']['class:2026-03-14/micro-exhibition'] = "
                   "{'pilot:2026/whoop/pixie': 0.9, 'pilot:2026/whoop/tinyhawk-tom': 0.4}\n",
        trust="heat_points 2\nfastest_laps 1\nholeshots 1\n",
        trust_dict="{'heat_points': 2, 'fastest_laps': 1, 'holeshots': 1}",
        texts={
            "rrf": ("u78a_rrf_race_scores",
                    "rankagg.fuse({source: {heat, class, event or season: {pilot: score}}}, method='rrf'): the heat "
                    "points, the fastest laps, the holeshots and the qualifying ranks, six rankings "
                    "('heat:2026-03-14/spec/h3'), pilots as 'pilot:2026/spec/skitzo'"),
            "borda": ("u78a_borda_pilot_missed_a_heat",
                      "rankagg.fuse(..., method='borda'): a wildcard pilot who flew one heat and never a qualifying "
                      "round, so some sources have no score for the pilot"),
            "combsum": ("u78a_combsum_rounded_holeshots",
                        "rankagg.fuse(..., method='combsum'): the holeshots as reaction scores at one decimal (many "
                        "ties), beside the heat points and the fastest laps"),
            "fuser": ("u78a_weighted_fuser_heat_points",
                      "rankagg.Fuser('rrf', weights=...) per heat and class: the heat points count 2, as the "
                      "league's rules rank by points first"),
            "frame": ("u78a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the timing crew's sheet, a "
                      "row per heat, pilot and source"),
            "evaluate": ("u78a_evaluate_podium_results",
                         "rankagg.evaluate(fused ranking, the podiums, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the podium pilots first"),
            "lone": ("u78a_micro_exhibition_only_qualifying",
                     "rankagg.fuse(..., method='rrf'): the micro class exhibition, only the qualifying ranks "
                     "cover, beside heats every source covers"),
            "cli_rrf": ("u78a_cli_rrf_runs",
                        "rankagg fuse heat_points.run fastest_laps.run holeshots.run --method rrf -o "
                        "league_rankings.run: one run per source, heats and classes as queries"),
            "cli_borda": ("u78a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the heat points "
                          "count double)"),
            "cli_combsum": ("u78a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four seats of a final"),
            "cli_evaluate": ("u78a_cli_evaluate_podium_results_qrels",
                             "rankagg evaluate league_rankings.run --qrels podium_results.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the podiums (0-2)"),
            "cli_parquet": ("u78a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league_rankings.parquet: gzipped runs from the "
                            "timing crew's scripts, a Parquet table for the league's standings notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u78a_rotorhazard_results_csv_as_run", "RotorHazard's 'CSV (Friendly) / Results' export ('Event "
         "Leaderboards: Race Totals', then Rank, Pilot, Laps, Total, Avg., Fastest, Consecutive, Team)",
         _RH_RESULTS_NAME, _RH_RESULTS_CSV, "RotorHazard", named_at(_RH_RESULTS_NAME, _RH_RESULTS_CSV)),
        ("u78a_rotorhazard_heats_csv_as_run", "RotorHazard's 'CSV (Friendly) / Heats' export (Name, Class, Pilots, "
         "a callsign per seat)", _RH_HEATS_NAME, _RH_HEATS_CSV, "RotorHazard",
         named_at(_RH_HEATS_NAME, _RH_HEATS_CSV)),
        ("u78a_rotorhazard_json_as_run", "RotorHazard's 'JSON (Friendly) / All' export (Pilots, Heats, Classes, "
         "Formats, Results)", _RH_JSON_NAME, _RH_JSON, "RotorHazard", f"{_RH_JSON_NAME}:1"),
        ("u78a_rotorhazard_database_as_run", "RotorHazard's database (database.db, SQLite: 'SQLite format 3\\0', "
         "WAL)", _RH_DB_NAME, _RH_DB, "SQLite", _RH_DB_NAME),
        ("u78a_blackbox_bfl_as_run", "a Betaflight blackbox log off the SD card (LOG00007.BFL: 'H Product:Blackbox "
         "flight data recorder by Nicholas Sherlock', then binary frames)", _BBL_NAME, _BBL, "Blackbox", _BBL_NAME),
        ("u78a_heat_sheet_as_run", "the heat sheet as typed (six fields a line: heat, round, channel, callsign, "
         "laps, total time)", "heats_round2.txt", _HEAT_SHEET, "heat sheet", "heats_round2.txt:1"),
        ("u78a_lap_sheet_as_run", "the lap sheet as typed for a protest (four fields a line: callsign, heat, lap, "
         "lap time)", "laps_h3.txt", _LAP_SHEET, "lap sheet", "laps_h3.txt:1"),
        ("u78a_points_table_as_run", "the season's points table as typed (six fields a line: place, callsign, "
         "class, events, points, best lap)", "points_2026.txt", _POINTS_TABLE, "points table", "points_2026.txt:1"),
        ("u78a_rotorhazard_results_csv_renamed_as_run", "RotorHazard's Results export saved by the director as "
         "results.csv", "results.csv", _RH_RESULTS_CSV, "RotorHazard", named_at("results.csv", _RH_RESULTS_CSV))],
        one_run=("heat_points.run", _ONE_RUN), stem="league_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a heat sheet's six are a heat, a round, a "
                 "channel, a callsign, laps and a total time, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a blackbox log or an SQLite database read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u78a_points_table_as_qrels", "points_2026.txt", _POINTS_TABLE, "points table"),
        ("u78a_lap_sheet_as_qrels", "laps_h3.txt", _LAP_SHEET, "lap sheet"),
        ("u78a_rotorhazard_results_csv_as_qrels", _RH_RESULTS_NAME, _RH_RESULTS_CSV, "RotorHazard"),
        ("u78a_rotorhazard_json_as_qrels", _RH_JSON_NAME, _RH_JSON, "RotorHazard")],
        one_run=("heat_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u78a_out_blackbox_bfl", "LOG00012.BFL", "a Betaflight blackbox log"),
        ("u78a_out_blackbox_bbl", "BTFL_BLACKBOX_LOG_SKITZO_20260314_154207_SPEEDYBEEF7V3.bbl",
         "a Betaflight blackbox log saved by the configurator"),
        ("u78a_out_rotorhazard_db", "database_20260314_171205.db", "a RotorHazard database backup"),
        ("u78a_out_rotorhazard_json", "RotorHazard Export 20260314_171502 JSON__Friendly____Results.json",
         "a RotorHazard JSON export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=78"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u78a_api_rotorhazard_json_dict",
            "rankagg.fuse(json.load(RotorHazard Export ... JSON__Friendly____All.json)): RotorHazard's export, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "RotorHazard", why="a run maps a query to {document: score}; RotorHazard's export is the event's record "
            "(its pilots, heats, classes, race formats and the leaderboards' lap counts and times)",
            files={"r.json": _RH_JSON}),
        bad("u78a_api_rotorhazard_heats_frame",
            "rankagg.fuse(pd.read_csv(... CSV__Friendly____Heats.csv)): RotorHazard's heats export (Name, Class, "
            "Pilots) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "RotorHazard", why="a table of runs has qid, docid, run and score columns; RotorHazard's heats export has "
            "a heat a row (its name, its class) and the callsigns in its seats",
            files={"r.csv": _RH_HEATS_CSV}),
    ]
    return cases
