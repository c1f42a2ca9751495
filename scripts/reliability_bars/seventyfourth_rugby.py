"""Issue 45's seventy-fourth bar of scripts/reliability_matrix.py, a rugby union (and league) competition's
statistics office and a club's performance analysts, ranking players and teams per match, round and season from
match events (tries, conversions, tackles, carries, metres, line breaks, turnovers), team sheets and referees'
reports (its cases, ids ``u74a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each match, round, season list or a league's round (``match:2025-26/urc/r7/leinster-v-munster``, the
season, the competition, the round then the fixture; ``round:2025-26/urc/r7``; ``season:2025-26/urc/try-scorers``;
``round:2026/nrl/r12`` a league round) is a query and each player a document (``player:urc/leinster/1021877``, the
competition, the club, then the union's registration number); the runs are ESPN's match statistics, the Sportscode
coders' event counts, Catapult's GPS work rate and the coaches' ratings, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, the coded match events weighted highest (the analysts trust their own
coding), and judged against the match awards (2 player of the match, 1 nominated, 0 otherwise).  The mistakes and
odd files: the field's own files given where runs or qrels are read (World Rugby's rankings answer from the pulselive
API, ESPN's scoreboard answer, a Sportscode XML timeline export, a Catapult OpenField export (CSV), the matchday
squad as an Excel workbook, the league table as Excel's CSV, the scoring log, the team sheet and the tackle sheet as
the officials and analysts type them), and outputs named for the field's files (a Sportscode .SCTimeline, a
Sportscode XML export, the squad workbook, a LongoMatch .lgm project).  (Checked: World Rugby's rankings answer
(GET api.wr-rims-prod.pulselive.com/rugby/v3/rankings/mru: label, entries of team {id, altId, name, abbreviation,
countryCode, annotations}, pts, pos, previousPts, previousPos, then effective {millis, gmtOffset, label}; ids as
strings) from a course's str() of the live answer (kcoombs' R scraping lecture, 2023-10-09's list); ESPN's rugby
scoreboard (leagues, season, day, events; an event's uid 's:300~l:10659~e:598587', competitions, competitors with
homeAway, winner, team, score as a string, statistics of name / abbreviation / displayValue) from a saved answer in
markom9822/rugbyRadar_app (rugbyApp/src/store/mockData.ts); Sportscode's XML export (<file><ALL_INSTANCES><instance>
with ID, start, end, code and label group / text) from kloppy's test file (kloppy/tests/files/code_xml.xml), whose
'<?xml version="1.0"?>' prolog and four-space indent are kept; Catapult OpenField's export header ('# OpenField
Export : ...', Reference time, CentisecTime (centiseconds of the reference time), DeviceId, units, Period, Athlete,
then Timestamp,Seconds,Velocity,Acceleration,Odometer,Latitude,Longitude,Heart Rate,Player Load) from an export
quoted in a club's script (it had been through Excel: its ';' padding is not OpenField's and is left out); that
Sportscode writes .SCTimeline timelines and LongoMatch .lgm projects (tools that import them).  Left out, as they
could not be checked: pulselive's match /stats and /summary answers' full keys (only their use by clients found),
Hudl's and Nacsport's own exports, Catapult's per-period summary CSVs and the Catapult Connect API, the RFU's and
NRL's team sheets as files (typed here as the officials write them); the squad workbook is the seventy-third bar's
checked Office ZIP header, its columns the club's own; the league table's columns are the office's own.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFOURTH_RUGBY = ("45 Unseen inputs: a seventy-fourth bar, a rugby competition's statistics office and a club's "
                       "performance analysts ranking players and teams per match, round and season from tries, "
                       "tackles, carries, metres and turnovers (World Rugby's pulselive rankings JSON, ESPN's "
                       "scoreboard JSON, Sportscode XML timelines, Catapult OpenField CSVs, squad workbooks, league "
                       "tables, scoring logs, team sheets and tackle sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['espn_match_stats', 'sportscode_events', 'catapult_workrate', 'coach_ratings'],
    items=['player:urc/leinster/1021877', 'player:urc/leinster/1009342', 'player:urc/munster/1017755',
           'player:urc/leinster/1031206', 'player:urc/munster/1004419', 'player:urc/munster/1026683',
           'player:urc/leinster/1012950', 'player:urc/munster/1035127'],
    queries=['match:2025-26/urc/r7/leinster-v-munster', 'round:2025-26/urc/r7', 'season:2025-26/urc/try-scorers',
             'match:2025-26/champions-cup/pool-2/r2/leinster-v-bath', 'round:2026/nrl/r12',
             'season:2025-26/leinster/players-player'],
    suffix='/second-half', generator='rugby_scores', judgements='match_awards'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rugby_scores", "player_rankings.run")

_RECS3 = ["espn_match_stats", "sportscode_events", "catapult_workrate"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("match:2025-26/urc/r7/leinster-v-munster Q0 player:urc/leinster/1021877 1 0.9312 sportscode_events\n"
            "match:2025-26/urc/r7/leinster-v-munster Q0 player:urc/leinster/1009342 2 0.8847 sportscode_events\n")


# the team's files, as World Rugby's API, ESPN, Sportscode, Catapult, Excel and the officials write them
# World Rugby's rankings answer (api.wr-rims-prod.pulselive.com/rugby/v3/rankings/mru?language=en): label, entries
# (team, pts, pos, previousPts, previousPos; the team's id a string), effective; compact, trimmed to four teams
def _wr_entry(tid: str, alt: str, name: str, abbr: str, country: str, pts: float, pos: int, prev: float,
              prev_pos: int) -> dict:
    return {"team": {"id": tid, "altId": alt, "name": name, "abbreviation": abbr, "countryCode": country,
                     "annotations": None}, "pts": pts, "pos": pos, "previousPts": prev, "previousPos": prev_pos}


_WR_RANKINGS = json.dumps({"label": "Mens Rugby Union", "entries": [
    _wr_entry("39", "a49729a5-a9e7-4a53-b18b-13b81d4752f4", "South Africa", "RSA", "ZAF", 93.94250716137886, 1,
              93.0401832937301, 1),
    _wr_entry("37", "ec6ede05-0367-4b75-a66d-2d7a58950dcd", "New Zealand", "NZL", "NZL", 90.3277124590233, 2,
              90.33107617187437, 2),
    _wr_entry("34", "b543a019-7df4-4ba0-b1e9-bc796d20df88", "England", "ENG", "ENG", 89.41188478305407, 3,
              88.82466193680156, 3),
    _wr_entry("36", "f683c048-abc7-4713-9286-4dd1921a3285", "Ireland", "IRE", "IRL", 86.68540432467127, 4,
              87.44903729358003, 4)],
    "effective": {"millis": 1764547200000, "gmtOffset": 0, "label": "2025-12-01"}}, separators=(",", ":"))
_WR_RANKINGS_NAME = "rankings_mru_2025-12-01.json"

# ESPN's rugby scoreboard answer (site.api.espn.com .../rugby/<league>/scoreboard): leagues, season, day, events; an
# event's competitions with competitors (homeAway, winner, team, score as a string, statistics name /
# abbreviation / displayValue); compact, trimmed to one event and two statistics a side
def _espn_side(tid: str, order: int, home: str, win: bool, name: str, abbr: str, score: str, tries: str,
               metres: str) -> dict:
    return {"id": tid, "uid": f"s:300~l:10659~t:{tid}", "type": "team", "order": order, "homeAway": home,
            "winner": win, "team": {"id": tid, "uid": f"s:300~t:{tid}", "name": name, "abbreviation": abbr,
                                    "displayName": name, "shortDisplayName": name},
            "score": score, "statistics": [{"name": "tries", "abbreviation": "T", "displayValue": tries},
                                           {"name": "carriesMetres", "abbreviation": "CM", "displayValue": metres}]}


_ESPN = json.dumps({
    "leagues": [{"id": "10659", "uid": "s:300~l:10659", "name": "International Test Match", "abbreviation": "",
                 "slug": "289234"}],
    "season": {"year": 2025, "type": 1, "slug": "international-test-match"}, "day": {},
    "events": [{"id": "600512", "uid": "s:300~l:10659~e:600512", "date": "2025-11-22T17:40Z",
                "name": "Ireland vs South Africa", "shortName": "IRE VS RSA",
                "competitions": [{"id": "600512", "uid": "s:300~l:10659~e:600512~c:600512",
                                  "date": "2025-11-22T17:40Z", "attendance": 51700, "competitors": [
                                      _espn_side("3", 0, "home", False, "Ireland", "IRE", "13", "1", "412"),
                                      _espn_side("5", 1, "away", True, "South Africa", "RSA", "24", "3", "538")]}]}]},
    separators=(",", ":"))
_ESPN_NAME = "espn_scoreboard_20251122.json"

# a Sportscode timeline exported as XML (File > Export > Edit List XML): <file><ALL_INSTANCES>, each <instance> an ID,
# start and end in seconds, the code and label group / text pairs; kloppy's test file's prolog and indentation
_SPORTSCODE_XML = (
    '<?xml version="1.0"?>\n<file>\n    <ALL_INSTANCES>\n'
    + "".join(f"        <instance>\n            <ID>{i}</ID>\n            <start>{s}</start>\n"
              f"            <end>{e}</end>\n            <code>{code}</code>\n"
              + "".join(f"            <label>\n                <group>{g}</group>\n                <text>{t}</text>\n"
                        "            </label>\n" for g, t in labels)
              + "        </instance>\n"
              for i, s, e, code, labels in [
                  (1, 212.4, 219.8, "LEINSTER Tackle", [("Player", "Sheehan"), ("Outcome", "Dominant")]),
                  (2, 388.0, 401.6, "LEINSTER Carry", [("Player", "Lowe"), ("Metres", "23"),
                                                       ("Outcome", "Line break")]),
                  (3, 402.1, 409.3, "LEINSTER Try", [("Player", "Lowe"), ("Points", "5")])])
    + "    </ALL_INSTANCES>\n</file>\n")
_SPORTSCODE_NAME = "URC_R7_Leinster_v_Munster.xml"

# Catapult OpenField's export of a player's period: '# key : value' header lines (the reference time's centiseconds
# since 1970 as CentisecTime), then the 10 Hz samples under their column names
_CATAPULT_CSV = ("# OpenField Export : 22.11.2025 18:41:07\n"
                 "# Reference time : 22.11.2025 15:02:40 UTC\n"
                 "# CentisecTime : 176382376000\n"
                 "# DeviceId : 64906\n"
                 "# Speed Units : Kilometers Per Hour\n"
                 "# Distance Units : Meters\n"
                 '# Period: "Leinster v Munster 1st Half"\n'
                 '# Athlete: "Sheehan"\n'
                 "Timestamp,Seconds,Velocity,Acceleration,Odometer,Latitude,Longitude,Heart Rate,Player Load\n"
                 "22.11.2025 15:02,0,2.91,0.06,0,53.3352317,-6.2284571,142,0\n"
                 "22.11.2025 15:02,0.1,3.02,0.11,0.08,53.3352321,-6.2284566,142,0.02\n"
                 "22.11.2025 15:02,0.2,3.17,0.15,0.17,53.3352326,-6.2284560,143,0.05\n")
_CATAPULT_NAME = "OpenField_Export_Sheehan_1st_Half.csv"

# the matchday squad as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes
# (50 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01) and names
# [Content_Types].xml, the first part of an OOXML package, deflated; the rest of the package left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _squad_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _squad_xlsx()
_XLSX_NAME = "Matchday_Squad_URC_R7.xlsx"

# the league table as Excel saves it ('CSV (Comma delimited)'): no byte order mark, ',' between fields, rows ended
# by CRLF; the columns are the office's own (position, team, played, won, drawn, lost, points for and against, the
# difference, tries for, try and losing bonus points, table points)
_TABLE_CSV = ("Pos,Team,P,W,D,L,PF,PA,PD,TF,TB,LB,Pts\r\n"
              "1,Leinster,7,6,0,1,231,118,113,33,5,1,30\r\n"
              "2,Glasgow Warriors,7,5,0,2,204,137,67,28,4,2,26\r\n"
              "3,Bulls,7,5,0,2,219,162,57,30,4,1,25\r\n"
              "4,Munster,7,4,1,2,176,150,26,23,2,1,21\r\n").encode("cp1252")
_TABLE_CSV_NAME = "URC_2025-26_table_R7.csv"

# the scoring log as the match official's assistant types it from the referee's card: minute, team, shirt number,
# player, score, points: six fields a line
_SCORING_LOG = ("9 LEI 11 lowe try 5\n10 LEI 10 prendergast conversion 2\n23 MUN 10 crowley penalty 3\n"
                "38 LEI 2 sheehan try 5\n61 MUN 14 nash try 5\n")
# the team sheet as typed for the match report: shirt number, registration number, player, position: four fields
_TEAM_SHEET = ("1 1012950 porter loosehead\n2 1021877 sheehan hooker\n3 1031206 furlong tighthead\n"
               "10 1009342 prendergast flyhalf\n11 1026683 lowe wing\n")
# the tackle sheet as an analyst types it from the coding: shirt number, player, made, missed, dominant, turnovers
# won: six fields a line
_TACKLE_SHEET = ("2 sheehan 14 1 4 2\n7 van-der-flier 19 2 3 1\n4 ryan 12 0 2 0\n6 deeny 16 3 5 3\n")


def seventyfourth_bar_rugby_cases() -> list[Case]:
    G = SEVENTYFOURTH_RUGBY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rugby_scores", judgements="match_awards", runs=_RECS3,
        stem="player_rankings", outputs=_OUT, item="player", rounded="catapult_workrate",
        weights="{'espn_match_stats': 1.0, 'sportscode_events': 2.0, 'catapult_workrate': 0.5, "
                "'coach_ratings': 1.5}",
        lone_query="R['coach_ratings']['match:2025-26/urc/r7/leinster-a-v-munster-a'] = "
                   "{'player:urc/leinster/1031206': 0.9, 'player:urc/munster/1035127': 0.4}\n",
        trust="espn_match_stats 1\nsportscode_events 2\ncatapult_workrate 1\n",
        trust_dict="{'espn_match_stats': 1, 'sportscode_events': 2, 'catapult_workrate': 1}",
        texts={
            "rrf": ("u74a_rrf_rugby_scores",
                    "rankagg.fuse({source: {match, round or season: {player: score}}}, method='rrf'): ESPN's match "
                    "statistics, the Sportscode event counts, Catapult's work rate and the coaches' ratings, six "
                    "rankings ('match:2025-26/urc/r7/leinster-v-munster'), players as 'player:urc/leinster/1021877'"),
            "borda": ("u74a_borda_replacement_not_tracked",
                      "rankagg.fuse(..., method='borda'): a replacement on for the last ten minutes has no GPS "
                      "unit and no coded events, so some sources have no score for him"),
            "combsum": ("u74a_combsum_rounded_catapult_workrate",
                        "rankagg.fuse(..., method='combsum'): Catapult's work rate at one decimal (many ties), "
                        "beside ESPN's match statistics and the coded events"),
            "fuser": ("u74a_weighted_fuser_sportscode_events",
                      "rankagg.Fuser('rrf', weights=...) per match and round: the Sportscode coders' events count "
                      "2, as the analysts trust their own coding"),
            "frame": ("u74a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statistics office's "
                      "sheet, a row per match, player and source"),
            "evaluate": ("u74a_evaluate_match_awards",
                         "rankagg.evaluate(fused ranking, the match awards, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the player of the match first"),
            "lone": ("u74a_a_team_match_only_coach_ratings",
                     "rankagg.fuse(..., method='rrf'): an 'A' team match only the coaches' ratings cover, beside "
                     "matches every source covers"),
            "cli_rrf": ("u74a_cli_rrf_runs",
                        "rankagg fuse espn_match_stats.run sportscode_events.run catapult_workrate.run --method rrf "
                        "-o player_rankings.run: one run per source, matches and rounds as queries"),
            "cli_borda": ("u74a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the coded events "
                          "count double)"),
            "cli_combsum": ("u74a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players put up for the award"),
            "cli_evaluate": ("u74a_cli_evaluate_match_awards_qrels",
                             "rankagg evaluate player_rankings.run --qrels match_awards.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the match awards (0-2)"),
            "cli_parquet": ("u74a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "analysts' scripts, a Parquet table for the season's review notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u74a_world_rugby_rankings_json_as_run", "World Rugby's rankings answer from the pulselive API (label, "
         "entries of team, pts, pos, previousPts, previousPos; effective)", _WR_RANKINGS_NAME, _WR_RANKINGS,
         "World Rugby", f"{_WR_RANKINGS_NAME}:1"),
        ("u74a_espn_scoreboard_json_as_run", "ESPN's rugby scoreboard answer (leagues, season, day, events with "
         "competitions, competitors, score, statistics)", _ESPN_NAME, _ESPN, "ESPN", f"{_ESPN_NAME}:1"),
        ("u74a_sportscode_xml_as_run", "a Sportscode timeline exported as XML (file, ALL_INSTANCES, instance with "
         "ID, start, end, code, label group and text)", _SPORTSCODE_NAME, _SPORTSCODE_XML, "Sportscode",
         named_at(_SPORTSCODE_NAME, _SPORTSCODE_XML)),
        ("u74a_catapult_openfield_csv_as_run", "a Catapult OpenField export ('# OpenField Export', Reference time, "
         "CentisecTime, DeviceId, Period, Athlete, then Timestamp, Velocity ... Player Load)", _CATAPULT_NAME,
         _CATAPULT_CSV, "Catapult", named_at(_CATAPULT_NAME, _CATAPULT_CSV)),
        ("u74a_squad_xlsx_as_run", "the matchday squad as Excel saves it (a ZIP: PK 03 04 14 00 06 00 08 00, "
         "[Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u74a_league_table_csv_as_run", "the league table saved from Excel as CSV (Pos, Team, P, W, D, L, PF, PA, "
         "PD, TF, TB, LB, Pts; CRLF)", _TABLE_CSV_NAME, _TABLE_CSV, "league table",
         named_at(_TABLE_CSV_NAME, _TABLE_CSV)),
        ("u74a_scoring_log_as_run", "the scoring log as typed from the referee's card (six fields a line: minute, "
         "team, shirt number, player, score, points)", "scoring_log_leinster_v_munster.txt", _SCORING_LOG,
         "scoring log", "scoring_log_leinster_v_munster.txt:1"),
        ("u74a_team_sheet_as_run", "the team sheet as typed for the match report (four fields a line: shirt "
         "number, registration number, player, position)", "team_sheet_leinster_r7.txt", _TEAM_SHEET,
         "team sheet", "team_sheet_leinster_r7.txt:1"),
        ("u74a_tackle_sheet_as_run", "the tackle sheet as an analyst types it (six fields a line: shirt number, "
         "player, made, missed, dominant, turnovers won)", "tackles_leinster_r7.txt", _TACKLE_SHEET,
         "tackle sheet", "tackles_leinster_r7.txt:1")],
        one_run=("sportscode_events.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a scoring log's six are a minute, a team, "
                 "a shirt number, a player, the score and its points, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u74a_team_sheet_as_qrels", "team_sheet_leinster_r7.txt", _TEAM_SHEET, "team sheet"),
        ("u74a_scoring_log_as_qrels", "scoring_log_leinster_v_munster.txt", _SCORING_LOG, "scoring log"),
        ("u74a_catapult_openfield_csv_as_qrels", _CATAPULT_NAME, _CATAPULT_CSV, "Catapult"),
        ("u74a_league_table_csv_as_qrels", _TABLE_CSV_NAME, _TABLE_CSV, "league table")],
        one_run=("sportscode_events.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u74a_out_sportscode_sctimeline", "URC_R8_Leinster_v_Ulster.SCTimeline", "a Sportscode timeline"),
        ("u74a_out_sportscode_xml", "URC_R8_Leinster_v_Ulster_timeline.xml", "a Sportscode XML timeline export"),
        ("u74a_out_squad_xlsx", "Matchday_Squad_URC_R8.xlsx", "the matchday squad workbook"),
        ("u74a_out_longomatch_lgm", "Leinster_v_Ulster.lgm", "a LongoMatch project")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=74"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u74a_api_world_rugby_rankings_dict",
            "rankagg.fuse(json.load(rankings_mru_2025-12-01.json)): World Rugby's rankings answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "World Rugby", why="a run maps a query to {document: score}; a rankings answer is a label, a list of "
            "entries (a team, its points and position, then and before) and the date it took effect",
            files={"r.json": _WR_RANKINGS}),
        bad("u74a_api_catapult_frame",
            "rankagg.fuse(pd.read_csv(OpenField export, comment='#')): a Catapult OpenField export (Timestamp, "
            "Seconds, Velocity, Acceleration, Odometer, Latitude, Longitude, Heart Rate, Player Load) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', comment='#'), method='borda')\n",
            "Catapult", why="a table of runs has qid, docid, run and score columns; an OpenField export has a GPS "
            "sample per row (a tenth of a second) and the speed, position, heart rate and load per column",
            files={"r.csv": _CATAPULT_CSV}),
    ]
    return cases
