"""Issue 45's seventy-fourth bar of scripts/reliability_matrix.py, an American football program's analytics staff and
a fantasy football league's commissioner, ranking players per game, week and season from play-by-play (EPA, yards,
targets), snap counts, film grades and fantasy points (its cases, ids ``u74b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: a game's EPA, a week's fantasy points or yards, a season's targets or grades, a fantasy league's week
is a query (``game:2024_07_KC_SF/epa`` the EPA of nflverse's game 2024_07_KC_SF; ``season:2024/targets`` the season's
targets; ``league:1124838194302517248/week:07`` the Sleeper league's seventh week) and each player a document
(``player:gsis/00-0033873``, the id space, then the player's GSIS id as nflverse's play-by-play keys him); the runs
are nflverse's play-by-play EPA, the coaches' film grades, the Sleeper league's fantasy points and the staff's
snap-count sheet, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, nflverse's
EPA weighted highest (every play of every game, the same model for every team), and judged against the analysts'
verdicts (2 a player in the week's top two, 1 a starter worth his snaps, 0 otherwise).  The mistakes and odd files:
the field's own files given where runs or qrels are read (nflverse's snap counts and depth charts as its releases'
CSV, a Sleeper league's matchups and rosters and an ESPN fantasy league as their APIs answer, the depth chart as a
workbook, and the box score, the fantasy points and the film grades as typed), and outputs named for the field's
files (nflverse's snap counts as R's .rds and as CSV, a saved Sleeper matchups answer, the depth chart workbook).
(Left out, as they could not be checked byte for byte: nflverse's play-by-play CSV (372 columns; the column names
and order are in nflreadr's dictionary_pbp.csv, but how the release writes its many NA cells, empty or 'NA', no
stored file shows); any Parquet, .rds or .qs release built by hand (their bytes come from arrow and R's serializer,
not from a header this file could copy); Hudl's breakdown exports (Hudl's help pages name the columns, ODK, QTR, DN,
DIST, YARD LN, GN/LS, OFF FORM, but no stored export shows their order or the file's bytes); PFF's grade CSVs (paid,
no stored export); ESPN's site API's scoreboard and summary answers (too large to copy whole from any capture).  The
snap counts' and depth charts' columns are nflreadr's data dictionaries', in their order (dictionary_snap_counts.csv,
dictionary_depth_charts.csv), written as data.table's fwrite writes (no quotes unless needed, LF); the depth chart's
code values (pos_grp_id, pos_id) are this file's assumption.  The Sleeper answers' keys are docs.sleeper.com's
(matchups: starters, roster_id, players, matchup_id, points, custom_points, with starters_points and players_points
as the API adds them; rosters: starters, settings, roster_id, reserve, players, owner_id, league_id), their order
and the compact spacing this file's assumption; the ESPN league answer (lm-api-reads' leagues/{id} with no view) has
the keys and order of a stored walk-through of its views (gameId, id, members, scoringPeriodId, seasonId, segmentId,
settings, status, teams), compact spacing assumed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFOURTH_GRIDIRON = ("45 Unseen inputs: a seventy-fourth bar, a football program's analytics staff and a fantasy "
                          "league's commissioner ranking players per game, week and season from play-by-play (EPA, "
                          "yards, targets), snap counts, film grades and fantasy points (nflverse's snap counts and "
                          "depth charts, Sleeper's and ESPN's API answers, depth chart workbooks, and box scores, "
                          "fantasy points and film grades as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['nflverse_pbp_epa', 'coaches_film_grades', 'sleeper_fantasy_points', 'staff_snap_counts'],
    items=['player:gsis/00-0033873', 'player:gsis/00-0034857', 'player:gsis/00-0034796', 'player:gsis/00-0036322',
           'player:gsis/00-0036900', 'player:gsis/00-0036358', 'player:gsis/00-0033280', 'player:gsis/00-0034844'],
    queries=['game:2024_07_KC_SF/epa', 'week:2024/07/fantasy', 'week:2024/07/yards', 'season:2024/targets',
             'season:2024/grades', 'league:1124838194302517248/week:07'],
    suffix='/revised', generator='player_rankings', judgements='analysts_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "player_rankings", "player_rankings.run")

_RECS3 = ["nflverse_pbp_epa", "coaches_film_grades", "sleeper_fantasy_points"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("game:2024_07_KC_SF/epa Q0 player:gsis/00-0033873 1 0.9412 nflverse_pbp_epa\n"
            "game:2024_07_KC_SF/epa Q0 player:gsis/00-0034857 2 0.8873 nflverse_pbp_epa\n")


# the team's files, as nflverse's releases write them, as Sleeper's and ESPN's APIs answer, as typed
# nflverse's snap counts (github.com/nflverse/nflverse-data/releases/download/snap_counts/snap_counts_2024.csv): the
# columns of nflreadr's dictionary_snap_counts.csv in its order; the shares of snaps as fractions
_SNAPS_HEADER = ("game_id,pfr_game_id,season,game_type,week,player,pfr_player_id,position,team,opponent,offense_snaps,"
                 "offense_pct,defense_snaps,defense_pct,st_snaps,st_pct\n")
_SNAPS = _SNAPS_HEADER + (
    "2024_07_KC_SF,202410200sfo,2024,REG,7,Patrick Mahomes,MahoPa00,QB,KC,SF,62,1,0,0,0,0\n"
    "2024_07_KC_SF,202410200sfo,2024,REG,7,Travis Kelce,KelcTr00,TE,KC,SF,55,0.89,0,0,3,0.12\n"
    "2024_07_KC_SF,202410200sfo,2024,REG,7,Kareem Hunt,HuntKa00,RB,KC,SF,41,0.66,0,0,5,0.19\n"
    "2024_07_KC_SF,202410200sfo,2024,REG,7,Xavier Worthy,WortXa00,WR,KC,SF,48,0.77,0,0,2,0.08\n")
_SNAPS_NAME = "snap_counts_2024.csv"

# nflverse's depth charts from 2025 on (depth_charts_2025.csv): the columns of nflreadr's dictionary_depth_charts.csv
# in its order (dt, team, player_name, espn_id, gsis_id, pos_grp_id, pos_grp, pos_id, pos_name, pos_abb, pos_slot,
# pos_rank); the code values are this file's assumption
_DEPTH = ("dt,team,player_name,espn_id,gsis_id,pos_grp_id,pos_grp,pos_id,pos_name,pos_abb,pos_slot,pos_rank\n"
          "2025-10-14T12:03:41Z,KC,Patrick Mahomes,3139477,00-0033873,1,Base 3WR 1TE,8,Quarterback,QB,1,1\n"
          "2025-10-14T12:03:41Z,KC,Gardner Minshew,3115378,00-0035289,1,Base 3WR 1TE,8,Quarterback,QB,1,2\n"
          "2025-10-14T12:03:41Z,KC,Travis Kelce,15847,00-0030506,1,Base 3WR 1TE,7,Tight End,TE,2,1\n")
_DEPTH_NAME = "depth_charts_2025.csv"


# Sleeper's API answers (api.sleeper.app/v1/league/{id}/matchups/{week}, .../rosters): a JSON array, compact
def _api(records: list) -> str:
    return json.dumps(records, ensure_ascii=False, separators=(",", ":"))


def _matchup(roster: int, matchup: int, starters: dict[str, float], bench: dict[str, float]) -> dict:
    points = round(sum(starters.values()), 2)
    return {"roster_id": roster, "matchup_id": matchup, "points": points, "custom_points": None,
            "starters": list(starters), "starters_points": list(starters.values()),
            "players": list(starters) + list(bench), "players_points": {**starters, **bench}}


_MATCHUPS = _api([
    _matchup(1, 1, {"4046": 18.48, "4866": 21.3, "6794": 14.9, "4983": 11.2, "KC": 6.0}, {"7564": 9.4}),
    _matchup(2, 1, {"4984": 27.76, "4034": 19.1, "7525": 16.5, "5859": 8.7, "SF": 3.0}, {"8146": 0.0}),
    _matchup(3, 2, {"4881": 24.02, "6813": 12.6, "6786": 22.4, "4035": 7.3, "PHI": 9.0}, {"2133": 4.1})])
_MATCHUPS_NAME = "matchups_week7.json"

_ROSTERS = _api([
    {"starters": ["4046", "4866", "6794", "4983", "KC"],
     "settings": {"wins": 5, "waiver_position": 7, "waiver_budget_used": 0, "total_moves": 3, "ties": 0,
                  "losses": 2, "fpts_decimal": 78, "fpts_against_decimal": 32, "fpts_against": 702, "fpts": 811},
     "roster_id": 1, "reserve": [], "players": ["4046", "4866", "6794", "4983", "KC", "7564"],
     "owner_id": "188815879448829952", "league_id": "1124838194302517248"},
    {"starters": ["4984", "4034", "7525", "5859", "SF"],
     "settings": {"wins": 4, "waiver_position": 3, "waiver_budget_used": 12, "total_moves": 6, "ties": 0,
                  "losses": 3, "fpts_decimal": 4, "fpts_against_decimal": 90, "fpts_against": 745, "fpts": 790},
     "roster_id": 2, "reserve": [], "players": ["4984", "4034", "7525", "5859", "SF", "8146"],
     "owner_id": "336791062405824512", "league_id": "1124838194302517248"}])
_ROSTERS_NAME = "rosters.json"

# an ESPN fantasy league as lm-api-reads.fantasy.espn.com/apis/v3/games/ffl/seasons/2024/segments/0/leagues/{id}
# answers with no view: gameId, id, members, scoringPeriodId, seasonId, segmentId, settings, status, teams
_ESPN = json.dumps({
    "gameId": 1, "id": 695660,
    "members": [{"displayName": "gridironguy", "id": "{4C1C5F2E-6A8B-4E3D-9C1C-5F2E6A8B4E3D}",
                 "isLeagueManager": True},
                {"displayName": "tdmachine", "id": "{8D2E1A7B-3F4C-4B5A-AE1F-2B3C4D5E6F70}",
                 "isLeagueManager": False}],
    "scoringPeriodId": 7, "seasonId": 2024, "segmentId": 0, "settings": {"name": "Office Gridiron League"},
    "status": {"currentMatchupPeriod": 7, "isActive": True, "latestScoringPeriod": 7},
    "teams": [{"abbrev": "GRID", "id": 1, "location": "Gridiron", "nickname": "Guys",
               "owners": ["{4C1C5F2E-6A8B-4E3D-9C1C-5F2E6A8B4E3D}"]},
              {"abbrev": "TDM", "id": 2, "location": "Touchdown", "nickname": "Machines",
               "owners": ["{8D2E1A7B-3F4C-4B5A-AE1F-2B3C4D5E6F70}"]}]}, separators=(",", ":"))
_ESPN_NAME = "espn_league_695660_2024.json"


def _depth_xlsx() -> bytes:
    """The depth chart as the staff keeps it in a spreadsheet: an Office Open XML workbook, a ZIP (PK 03 04 14 00 06
    00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's 'super fast' flags, parts
    stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is [Content_Types].xml and second
    _rels/.rels, as Office orders them, each XML part opened by the standalone declaration and CRLF, then the
    workbook's relationships, the workbook and one sheet, 'Offense Wk7' (position, starter, second, third, snaps,
    grade), its text inline; the styles, theme and document properties left out (a spreadsheet opens it without
    them: openpyxl and pandas read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["Pos", "Starter", "Second", "Third", "Snaps", "Grade"],
                                ["QB", "Mahomes", "Minshew", "Wentz", 62, 84],
                                ["RB", "Hunt", "Perine", "Steele", 41, 71],
                                ["TE", "Kelce", "Gray", "Wiley", 55, 78]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEF'[j]}{i}", v) for j, v in enumerate(r))
                    + "</row>" for i, r in enumerate(rows, 1))
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                                '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
                                'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
                                f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
                                f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/>'
                                '</Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" Type="{rel}/officeDocument" '
                        'Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Offense Wk7" '
                            'sheetId="1" r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" '
                                       f'Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{main}"><sheetData>{sheet}</sheetData></worksheet>')]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.create_system = 0
            z.writestr(info, head + xml, zipfile.ZIP_DEFLATED)
        offsets = [info.header_offset for info in z.infolist()]
    data = bytearray(out.getvalue())
    directory = struct.unpack_from("<I", data, data.rfind(b"PK\x05\x06") + 16)[0]
    for offset in offsets:  # the flags zipfile cannot be told to write: in the local and the central headers
        data[offset + 6] = 0x06
        data[directory + 8] = 0x06
        directory += 46 + sum(struct.unpack_from("<HHH", data, directory + 28))
    return bytes(data)


_XLSX = _depth_xlsx()
_XLSX_NAME = "Depth_Chart_Wk7.xlsx"

# the box score as typed by the staff after the game: passer, attempts, completions, yards, touchdowns,
# interceptions: six fields
_BOX_SCORE = ("Mahomes 34 26 262 1 1\nPurdy 31 19 198 0 3\nAllen 30 20 233 2 0\nJackson 25 17 203 2 0\n")
# the fantasy points as typed by the commissioner for the week: player, position, team, points: four fields a line
_FANTASY = ("Mahomes QB KC 18.48\nMcCaffrey RB SF 21.30\nJefferson WR MIN 24.02\nChase WR CIN 22.40\n")
# the coaches' film grades as typed after grading the film: player, position, snaps graded, pluses, minuses, grade:
# six fields
_GRADES = ("Thuney LG 62 58 4 94\nSmith LT 62 55 7 89\nHumphrey C 62 57 5 92\nTaylor RT 62 51 11 82\n")


def seventyfourth_bar_gridiron_cases() -> list[Case]:
    G = SEVENTYFOURTH_GRIDIRON
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="player_rankings", judgements="analysts_verdicts", runs=_RECS3,
        stem="player_rankings", outputs=_OUT, item="player", rounded="coaches_film_grades",
        weights="{'nflverse_pbp_epa': 2.0, 'coaches_film_grades': 1.5, 'sleeper_fantasy_points': 1.0, "
                "'staff_snap_counts': 0.5}",
        lone_query="R['staff_snap_counts']['game:2024_07_KC_SF/special-teams'] = "
                   "{'player:gsis/00-0033873': 0.9, 'player:gsis/00-0034857': 0.4}\n",
        trust="nflverse_pbp_epa 2\ncoaches_film_grades 1\nsleeper_fantasy_points 1\n",
        trust_dict="{'nflverse_pbp_epa': 2, 'coaches_film_grades': 1, 'sleeper_fantasy_points': 1}",
        texts={
            "rrf": ("u74b_rrf_player_rankings",
                    "rankagg.fuse({source: {game, week, season or league week: {player: score}}}, method='rrf'): "
                    "nflverse's EPA, the coaches' film grades, Sleeper's fantasy points and the staff's snap counts, "
                    "six rankings ('game:2024_07_KC_SF/epa'), players as 'player:gsis/00-0033873'"),
            "borda": ("u74b_borda_player_inactive",
                      "rankagg.fuse(..., method='borda'): a player inactive or on a bye has no score from some "
                      "sources"),
            "combsum": ("u74b_combsum_rounded_film_grades",
                        "rankagg.fuse(..., method='combsum'): the coaches' film grades kept to one decimal (many "
                        "ties) beside nflverse's EPA and Sleeper's fantasy points"),
            "fuser": ("u74b_weighted_fuser_nflverse_epa",
                      "rankagg.Fuser('rrf', weights=...) per game, week and season: nflverse's EPA counts 2, as it "
                      "scores every play with one model for every team"),
            "frame": ("u74b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' sheet, a row "
                      "per game, week or season, player and source"),
            "evaluate": ("u74b_evaluate_analysts_verdicts",
                         "rankagg.evaluate(fused ranking, the analysts' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the week's top two first"),
            "lone": ("u74b_snap_counts_only_special_teams",
                     "rankagg.fuse(..., method='rrf'): a game's special teams only the staff's snap counts hold, "
                     "beside games and weeks every source covers"),
            "cli_rrf": ("u74b_cli_rrf_runs",
                        "rankagg fuse nflverse_pbp_epa.run coaches_film_grades.run sleeper_fantasy_points.run "
                        "--method rrf -o player_rankings.run: one run per source, games, weeks and seasons as "
                        "queries"),
            "cli_borda": ("u74b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: nflverse's EPA "
                          "counts double)"),
            "cli_combsum": ("u74b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the weekly report shows "
                            "per game"),
            "cli_evaluate": ("u74b_cli_evaluate_analysts_verdicts_qrels",
                             "rankagg evaluate player_rankings.run --qrels analysts_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the analysts' verdicts (0-2)"),
            "cli_parquet": ("u74b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "analysts' scripts, a Parquet table for the season's review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u74b_nflverse_snap_counts_as_run", "a season's snap counts as nflverse's release writes them (CSV: "
         "game_id, pfr_game_id, season, game_type, week, player, pfr_player_id, position, team, opponent, ...)",
         _SNAPS_NAME, _SNAPS, "nflverse", f"{_SNAPS_NAME}:1"),
        ("u74b_nflverse_depth_charts_as_run", "a season's depth charts as nflverse's release writes them (CSV: dt, "
         "team, player_name, espn_id, gsis_id, pos_grp_id, ..., pos_slot, pos_rank)", _DEPTH_NAME, _DEPTH,
         "nflverse", f"{_DEPTH_NAME}:1"),
        ("u74b_sleeper_matchups_as_run", "a week's matchups as Sleeper's API answers them (a JSON array: roster_id, "
         "matchup_id, points, custom_points, starters, starters_points, players, players_points)", _MATCHUPS_NAME,
         _MATCHUPS, "Sleeper", f"{_MATCHUPS_NAME}:1"),
        ("u74b_sleeper_rosters_as_run", "a league's rosters as Sleeper's API answers them (a JSON array: starters, "
         "settings with wins and fpts, roster_id, reserve, players, owner_id, league_id)", _ROSTERS_NAME, _ROSTERS,
         "Sleeper", f"{_ROSTERS_NAME}:1"),
        ("u74b_espn_league_as_run", "a fantasy league as ESPN's fantasy API answers it (a JSON object: gameId, id, "
         "members, scoringPeriodId, seasonId, segmentId, settings, status, teams)", _ESPN_NAME, _ESPN, "ESPN",
         f"{_ESPN_NAME}:1"),
        ("u74b_depth_chart_xlsx_as_run", "the depth chart as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Offense Wk7')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u74b_box_score_as_run", "the box score as typed by the staff (six fields a line: passer, attempts, "
         "completions, yards, touchdowns, interceptions)", "box_score_wk7.txt", _BOX_SCORE, "box score",
         "box_score_wk7.txt:1"),
        ("u74b_fantasy_points_as_run", "the week's fantasy points as typed by the commissioner (four fields a line: "
         "player, position, team, points)", "fantasy_points_wk7.txt", _FANTASY, "fantasy points",
         "fantasy_points_wk7.txt:1"),
        ("u74b_film_grades_as_run", "the coaches' film grades as typed (six fields a line: player, position, snaps "
         "graded, pluses, minuses, grade)", "film_grades_wk7.txt", _GRADES, "film grades",
         "film_grades_wk7.txt:1")],
        one_run=("nflverse_pbp_epa.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed box score's six are a passer and "
                 "five counts, not a run's; the file is the field's own, named by what it is (a field count or a "
                 "generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook's ZIP read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u74b_fantasy_points_as_qrels", "fantasy_points_wk7.txt", _FANTASY, "fantasy points"),
        ("u74b_film_grades_as_qrels", "film_grades_wk7.txt", _GRADES, "film grades"),
        ("u74b_sleeper_matchups_as_qrels", _MATCHUPS_NAME, _MATCHUPS, "Sleeper"),
        ("u74b_nflverse_snap_counts_as_qrels", _SNAPS_NAME, _SNAPS, "nflverse")],
        one_run=("nflverse_pbp_epa.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u74b_out_nflverse_snap_counts_rds", "snap_counts_2025.rds", "nflverse's snap counts as R's .rds"),
        ("u74b_out_nflverse_snap_counts_csv", "snap_counts_2025.csv", "nflverse's snap counts as CSV"),
        ("u74b_out_sleeper_matchups_json", "sleeper_matchups_2024_wk08.json",
         "a saved Sleeper matchups answer (JSON)"),
        ("u74b_out_depth_chart_xlsx", _XLSX_NAME, "the depth chart workbook (.xlsx)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=74"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u74b_api_sleeper_matchups_document",
            "rankagg.fuse(json.load(matchups_week7.json)): a week's matchups as Sleeper's API answers them, loaded "
            "in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_MATCHUPS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Sleeper", why="a run maps a query to {document: score}; Sleeper's answer is a list of rosters, each its "
            "matchup, points, starters and each player's points keyed by Sleeper's player ids",
            files={_MATCHUPS_NAME: _MATCHUPS}),
        bad("u74b_api_nflverse_snap_counts_frame",
            "rankagg.fuse(pd.read_csv(snap_counts_2024.csv)): nflverse's snap counts (game_id, pfr_game_id, season, "
            "game_type, week, player, pfr_player_id, position, team, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_SNAPS_NAME}'), method='borda')\n",
            "nflverse", why="a table of runs has qid, docid, run and score columns; nflverse's snap counts are a "
            "player's game per row: the game, the player, his team and opponent, his snaps and shares by phase",
            files={_SNAPS_NAME: _SNAPS}),
    ]
    return cases
