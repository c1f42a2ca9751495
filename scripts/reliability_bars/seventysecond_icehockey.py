"""Issue 45's seventy-second bar of scripts/reliability_matrix.py, an ice hockey league's statistics office and a
team's video and analytics staff, ranking players and goalies per game, week and season from game events (goals,
assists, shots, xG, time on ice, save percentage) and scouts' grades (its cases, ids ``u72b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a game's skaters or goalies, a week's or a season's, is a query (``game:2024020500/skaters`` the
skaters of the NHL's regular-season game 500 of 2024-25; ``week:2024-W46/goalies`` a week's goalies;
``season:20242025/skaters`` the season's table) and each player a document (``player:NHL/8478402``, the league,
then the player's id as the NHL's APIs number him); the runs are the NHL API's points, MoneyPuck's expected goals,
the scouts' grades and the video staff's own log, turned to scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, the NHL API's points weighted highest (the league's official game events), and judged
against the statistics office's verdicts (2 a player in the game's or week's three stars, 1 a player above the
team's line, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read
(the NHL API's boxscore and shift chart answers, a HockeyTech statviewfeed leaders answer as its JSONP, MoneyPuck's
goalies.csv, the scouts' grades as a workbook, and the game sheet's scoring summary, a goalie log, a line chart and
the three stars as typed), and outputs named for the field's files (MoneyPuck's 'skaters.csv' and 'shots_2024.csv',
a saved NHL API boxscore, the scouts' workbook).  (Left out, as they could not be checked byte for byte:
Evolving-Hockey's CSVs (behind a subscription; no stored export found); the NHL's HTML game reports (PL, TH, TV
.HTM) and league stat pages saved from a browser (no stored page whose spacing could be copied); MoneyPuck's
skaters.csv and shots CSVs as inputs (their headers, of more than a hundred columns, were not found whole);
HockeyTech's modulekit feeds (only re-serialised captures, not the bytes the feed sends).)

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

SEVENTYSECOND_ICEHOCKEY = ("45 Unseen inputs: a seventy-second bar, an ice hockey league's statistics office and a "
                           "team's video and analytics staff ranking players and goalies per game, week and season "
                           "from game events and scouts' grades (the NHL API's JSON answers, HockeyTech's JSONP "
                           "feeds, MoneyPuck's CSVs, scouting workbooks, game sheets, goalie logs, line charts and "
                           "three stars as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['nhl_api_points', 'moneypuck_xgoals', 'scouts_grades', 'video_staff_log'],
    items=['player:NHL/8478402', 'player:NHL/8477934', 'player:NHL/8477492', 'player:NHL/8480069',
           'player:NHL/8479318', 'player:NHL/8476453', 'player:NHL/8476945', 'player:NHL/8478048'],
    queries=['game:2024020500/skaters', 'game:2024020500/goalies', 'week:2024-W46/skaters', 'week:2024-W46/goalies',
             'season:20242025/skaters', 'season:20242025/goalies'],
    suffix='/revised', generator='player_rankings', judgements='stats_office_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "player_rankings", "player_rankings.run")

_RECS3 = ["nhl_api_points", "moneypuck_xgoals", "scouts_grades"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("game:2024020500/skaters Q0 player:NHL/8478402 1 0.9412 nhl_api_points\n"
            "game:2024020500/skaters Q0 player:NHL/8477934 2 0.8873 nhl_api_points\n")


# the team's files, as the NHL's APIs and HockeyTech's feeds answer, as MoneyPuck publishes, as a workbook, as typed
# the NHL's APIs (api-web.nhle.com, api.nhle.com/stats/rest) answer compact JSON, non-ASCII left as UTF-8
def _api(document: dict) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# a game's boxscore as /v1/gamecenter/{gameId}/boxscore answers it: id, season, gameType, limitedScoring, gameDate,
# venue, venueLocation, startTimeUTC, the offsets, tvBroadcasts, gameState, gameScheduleState, periodDescriptor,
# awayTeam, homeTeam, clock, then playerByGameStats (forwards, defense, goalies per team), the keys and their order
# as the Go client's boxscore test (TestBoxscore_Deserialization) and its skater and goalie records have them: a
# skater's playerId, sweaterNumber, name, position, goals, assists, points, plusMinus, pim, hits, powerPlayGoals,
# sog, faceoffWinningPctg, toi, blockedShots, shifts, giveaways, takeaways; a goalie's shots against by strength as
# 'saves/shots', savePctg, goals against, toi, starter, decision, shotsAgainst, saves; the lists cut to a few players
def _skater(pid: int, num: int, name: str, pos: str, g: int, a: int, pm: int, sog: int, fo: float, toi: str,
            shifts: int) -> dict:
    return {"playerId": pid, "sweaterNumber": num, "name": {"default": name}, "position": pos, "goals": g,
            "assists": a, "points": g + a, "plusMinus": pm, "pim": 0, "hits": 1, "powerPlayGoals": 0, "sog": sog,
            "faceoffWinningPctg": fo, "toi": toi, "blockedShots": 1, "shifts": shifts, "giveaways": 0,
            "takeaways": 1}


def _goalie(pid: int, num: int, name: str, ev: tuple[int, int], pp: tuple[int, int], toi: str, decision: str) -> dict:
    saves, shots = ev[0] + pp[0], ev[1] + pp[1]
    return {"playerId": pid, "sweaterNumber": num, "name": {"default": name}, "position": "G",
            "evenStrengthShotsAgainst": f"{ev[0]}/{ev[1]}", "powerPlayShotsAgainst": f"{pp[0]}/{pp[1]}",
            "shorthandedShotsAgainst": "0/0", "saveShotsAgainst": f"{saves}/{shots}",
            "savePctg": round(saves / shots, 6), "evenStrengthGoalsAgainst": ev[1] - ev[0],
            "powerPlayGoalsAgainst": pp[1] - pp[0], "shorthandedGoalsAgainst": 0, "pim": 0,
            "goalsAgainst": shots - saves, "toi": toi, "starter": True, "decision": decision, "shotsAgainst": shots,
            "saves": saves}


def _team(tid: int, common: str, abbrev: str, score: int, sog: int, place: str) -> dict:
    return {"id": tid, "commonName": {"default": common}, "abbrev": abbrev, "score": score, "sog": sog,
            "logo": f"https://assets.nhle.com/logos/nhl/svg/{abbrev}_light.svg",
            "darkLogo": f"https://assets.nhle.com/logos/nhl/svg/{abbrev}_dark.svg", "placeName": {"default": place},
            "placeNameWithPreposition": {"default": place}}


_BOXSCORE_DOC = {
    "id": 2024020500, "season": 20242025, "gameType": 2, "limitedScoring": False, "gameDate": "2024-11-14",
    "venue": {"default": "Rogers Place"}, "venueLocation": {"default": "Edmonton"},
    "startTimeUTC": "2024-11-15T02:00:00Z", "easternUTCOffset": "-05:00", "venueUTCOffset": "-07:00",
    "tvBroadcasts": [{"id": 281, "market": "N", "countryCode": "CA", "network": "SNW", "sequenceNumber": 32}],
    "gameState": "OFF", "gameScheduleState": "OK",
    "periodDescriptor": {"number": 3, "periodType": "REG", "maxRegulationPeriods": 3},
    "awayTeam": _team(21, "Avalanche", "COL", 2, 31, "Colorado"),
    "homeTeam": _team(22, "Oilers", "EDM", 4, 33, "Edmonton"),
    "clock": {"timeRemaining": "00:00", "secondsRemaining": 0, "running": False, "inIntermission": False},
    "playerByGameStats": {
        "awayTeam": {"forwards": [_skater(8477492, 29, "N. MacKinnon", "C", 1, 1, -1, 5, 0.55, "22:41", 24)],
                     "defense": [_skater(8480069, 8, "C. Makar", "D", 0, 1, -2, 3, 0.0, "25:12", 28)],
                     "goalies": [_goalie(8480382, 40, "A. Georgiev", (24, 27), (5, 5), "58:12", "L")]},
        "homeTeam": {"forwards": [_skater(8478402, 97, "C. McDavid", "C", 2, 1, 2, 6, 0.58, "21:33", 25),
                                  _skater(8477934, 29, "L. Draisaitl", "C", 1, 2, 2, 4, 0.52, "20:58", 24)],
                     "defense": [_skater(8480803, 2, "E. Bouchard", "D", 0, 1, 1, 2, 0.0, "23:05", 27)],
                     "goalies": [_goalie(8479973, 74, "S. Skinner", (26, 28), (3, 3), "60:00", "W")]}}}
_BOXSCORE = _api(_BOXSCORE_DOC)
_BOXSCORE_NAME = "boxscore_2024020500.json"

# a game's shifts as api.nhle.com/stats/rest/en/shiftcharts?cayenneExp=gameId={gameId} answers them: data, a shift a
# record (id, detailCode, duration, endTime, eventDescription, eventDetails, eventNumber, firstName, gameId,
# hexValue, lastName, period, playerId, shiftNumber, startTime, teamAbbrev, teamId, teamName, typeCode 517), then
# total: the keys and their order as a stored answer (the Rust polars fixture's shift_charts(), game 2023020573)
def _shift(sid: int, duration: str, end: str, event: int, first: str, last: str, pid: int, n: int,
           start: str) -> dict:
    return {"id": sid, "detailCode": 0, "duration": duration, "endTime": end, "eventDescription": None,
            "eventDetails": None, "eventNumber": event, "firstName": first, "gameId": 2024020500,
            "hexValue": "#FF4C00", "lastName": last, "period": 1, "playerId": pid, "shiftNumber": n,
            "startTime": start, "teamAbbrev": "EDM", "teamId": 22, "teamName": "Edmonton Oilers", "typeCode": 517}


_SHIFTS = _api({"data": [_shift(14231187, "00:47", "00:47", 8, "Connor", "McDavid", 8478402, 1, "00:00"),
                         _shift(14231188, "00:52", "02:31", 41, "Connor", "McDavid", 8478402, 2, "01:39"),
                         _shift(14231211, "00:45", "00:45", 8, "Leon", "Draisaitl", 8477934, 1, "00:00")],
                "total": 3})
_SHIFTS_NAME = "shiftcharts_2024020500.json"


# a league's leaders as HockeyTech's statviewfeed (view=leadersExtended) sends them to the league's stats pages:
# JSONP, 'angular.callbacks._N(' and ')' around PHP's json_encode (compact, '/' escaped as '\/', non-ASCII as
# \uXXXX: the AHL scraper's fixtures keep 'https:\/\/assets.leaguestat.com\/...'; fastRhockey strips
# 'angular.callbacks._5(' and the ')' after '}}]}]}]'); the keys of a leader as sportsdataverse-py's capture
# tests/fixtures/hockeytech/pwhl_leaders_5.json has them (rank, player_id, jersey_number, name, team_id, team_name,
# team_code, team_logo, team_logo_small, stat_formatted, type_formatted, photo, photo_small, position, division)
def _leader(rank: int, pid: str, num: str, name: str, tid: str, team: str, code: str, stat: str, pos: str) -> dict:
    logo = f"https://lscluster.hockeytech.com/download.php?file_path=img/logos/{tid}_5.jpg&liaf=1&client_code=pwhl"
    return {"rank": rank, "player_id": pid, "jersey_number": num, "name": name, "team_id": tid, "team_name": team,
            "team_code": code, "team_logo": logo, "team_logo_small": logo, "stat_formatted": stat,
            "type_formatted": "Points", "photo": f"https://assets.leaguestat.com/pwhl/120x160/{pid}.jpg",
            "photo_small": f"https://assets.leaguestat.com/pwhl/60x60/{pid}.jpg", "position": pos,
            "division": "PWHL"}


_LEADERS_DOC = {"skaters": {"Points": {"results": [
    _leader(1, "13", "21", "Hilary Knight", "1", "Boston Fleet", "BOS", "29", "RW"),
    _leader(2, "205", "10", "Sarah Fillier", "4", "New York Sirens", "NY", "29", "F"),
    _leader(3, "31", "29", "Marie-Philip Poulin", "3", "Montréal Victoire", "MTL", "26", "F")],
    "sortKey": "points"}}}
_LEADERS = ("angular.callbacks._3(" + json.dumps(_LEADERS_DOC, separators=(",", ":")).replace("/", "\\/") + ")")
_LEADERS_NAME = "leadersExtended_season5.json"

# a season's goalies as MoneyPuck publishes them (moneypuck.com/moneypuck/playerData/seasonSummary/{year}/regular/
# goalies.csv): the header as a mirror keeps it (dawg2324/moneypuck-mirror's data/goalies.csv), five rows a goalie
# (situation other, all, 5on5, 4on5, 5on4), numbers with one decimal ('1845.0'); LF
_GOALIES_HEADER = ("playerId,season,name,team,position,situation,games_played,icetime,xGoals,goals,"
                   "unblocked_shot_attempts,xRebounds,rebounds,xFreeze,freeze,xOnGoal,ongoal,xPlayStopped,playStopped,"
                   "xPlayContinuedInZone,playContinuedInZone,xPlayContinuedOutsideZone,playContinuedOutsideZone,"
                   "flurryAdjustedxGoals,lowDangerShots,mediumDangerShots,highDangerShots,lowDangerxGoals,"
                   "mediumDangerxGoals,highDangerxGoals,lowDangerGoals,mediumDangerGoals,highDangerGoals,"
                   "blocked_shot_attempts,penalityMinutes,penalties\n")
_GOALIES_CSV = (_GOALIES_HEADER
                + "8478048,2024,Igor Shesterkin,NYR,G,other,61,2012.0,6.31,5.0,91.0,4.3,4.0,9.6,2.0,50.1,40.0,0.8,"
                  "0.0,31.2,36.0,15.1,22.0,5.7,39.0,26.0,4.0,1.7,3.1,1.4,2.0,2.0,1.0,22.0,0.0,0.0\n"
                + "8478048,2024,Igor Shesterkin,NYR,G,all,61,216301.0,171.2,159.0,3521.0,128.4,207.0,451.2,316.0,"
                  "1862.4,1660.0,57.4,2.0,1011.1,875.0,719.3,997.0,161.5,1921.0,453.0,169.0,59.9,55.7,55.7,60.0,"
                  "44.0,40.0,982.0,4.0,2.0\n"
                + "8476945,2024,Connor Hellebuyck,WPG,G,all,63,226211.0,164.6,125.0,3265.0,125.9,164.0,409.8,283.0,"
                  "1723.6,1548.0,54.5,2.0,933.1,898.0,663.0,819.0,158.8,1715.0,462.0,181.0,51.8,56.4,59.4,48.0,"
                  "45.0,32.0,907.0,4.0,2.0\n")
_GOALIES_NAME = "goalies.csv"


def _grades_xlsx() -> bytes:
    """The scouts' grades as the staff keep them in a spreadsheet: an Office Open XML workbook, a ZIP (PK 03 04 14
    00 06 00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's 'super fast' flags,
    parts stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is [Content_Types].xml and
    second _rels/.rels, as Office orders them, each XML part opened by the standalone declaration and CRLF, then the
    workbook's relationships, the workbook and one sheet, 'Grades 2024-25' (NHL ID, player, team, position, the
    scouts' skating, shot, hockey sense and compete grades on the 20-80 scale, overall, scout), its text inline;
    the styles, theme and document properties left out (a spreadsheet opens it without them: openpyxl and pandas
    read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["NHL ID", "Player", "Team", "Pos", "Skating", "Shot", "Sense", "Compete",
                                 "Overall", "Scout"],
                                [8478402, "Connor McDavid", "EDM", "C", 80, 70, 80, 70, 78, "R. Lindqvist"],
                                [8477492, "Nathan MacKinnon", "COL", "C", 80, 75, 70, 75, 76, "R. Lindqvist"],
                                [8480069, "Cale Makar", "COL", "D", 80, 60, 75, 65, 74, "J. Tremblay"]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFGHIJ'[j]}{i}", v) for j, v in enumerate(r))
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
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Grades 2024-25" '
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


_XLSX = _grades_xlsx()
_XLSX_NAME = "Scouting_Grades_2024-25.xlsx"

# the game sheet's scoring summary as typed by the video staff: period, time, team, scorer, first and second assist
# ('-' for none): six fields
_GAME_SHEET = ("1 04:12 EDM McDavid Draisaitl Bouchard\n1 15:40 COL MacKinnon Makar -\n"
               "2 08:03 EDM Draisaitl McDavid -\n2 17:55 COL Nichushkin MacKinnon Makar\n"
               "3 06:21 EDM McDavid Hyman Draisaitl\n3 19:02 EDM Hyman - -\n")
# a goalie log as typed: date, opponent, goalie, shots against, saves, decision: six fields
_GOALIE_LOG = ("2024-11-14 COL Skinner 31 29 W\n2024-11-12 VGK Skinner 27 24 L\n2024-11-09 UTA Pickard 22 21 W\n"
               "2024-11-07 NSH Skinner 25 23 W\n")
# the line chart as typed for the game: line, left wing, centre, right wing: four fields a line
_LINE_CHART = ("L1 Hyman McDavid Arvidsson\nL2 Skinner Draisaitl Perry\nL3 Podkolzin Nugent-Hopkins Brown\n"
               "L4 Janmark Henrique Kapanen\n")
# the three stars as typed for each game: game, first, second, third star: four fields a line
_THREE_STARS = ("2024020500 McDavid Draisaitl Skinner\n2024020483 Eichel Hill Marner\n"
                "2024020467 Pickard Nugent-Hopkins Forsberg\n")


def seventysecond_bar_icehockey_cases() -> list[Case]:
    G = SEVENTYSECOND_ICEHOCKEY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="player_rankings", judgements="stats_office_verdicts", runs=_RECS3,
        stem="player_rankings", outputs=_OUT, item="player", rounded="scouts_grades",
        weights="{'nhl_api_points': 2.0, 'moneypuck_xgoals': 1.5, 'scouts_grades': 1.0, 'video_staff_log': 0.5}",
        lone_query="R['video_staff_log']['game:2024020500/shootout'] = "
                   "{'player:NHL/8478402': 0.9, 'player:NHL/8477934': 0.4}\n",
        trust="nhl_api_points 2\nmoneypuck_xgoals 1\nscouts_grades 1\n",
        trust_dict="{'nhl_api_points': 2, 'moneypuck_xgoals': 1, 'scouts_grades': 1}",
        texts={
            "rrf": ("u72b_rrf_player_rankings",
                    "rankagg.fuse({source: {game, week or season: {player: score}}}, method='rrf'): the NHL API's "
                    "points, MoneyPuck's expected goals, the scouts' grades and the video staff's log, six rankings "
                    "('game:2024020500/skaters'), players as 'player:NHL/8478402'"),
            "borda": ("u72b_borda_player_scratched",
                      "rankagg.fuse(..., method='borda'): a player scratched or injured mid-week has no score from "
                      "some sources"),
            "combsum": ("u72b_combsum_rounded_scouts_grades",
                        "rankagg.fuse(..., method='combsum'): the scouts' grades kept to one decimal (many ties) "
                        "beside the NHL API's points and MoneyPuck's expected goals"),
            "fuser": ("u72b_weighted_fuser_nhl_api",
                      "rankagg.Fuser('rrf', weights=...) per game, week and season: the NHL API's points count 2, "
                      "as they are the league's official game events"),
            "frame": ("u72b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analytics sheet, a row "
                      "per game, week or season, player and source"),
            "evaluate": ("u72b_evaluate_stats_office_verdicts",
                         "rankagg.evaluate(fused ranking, the statistics office's verdicts, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the three stars first"),
            "lone": ("u72b_video_log_only_shootout",
                     "rankagg.fuse(..., method='rrf'): a shootout only the video staff's log holds, beside games "
                     "every source covers"),
            "cli_rrf": ("u72b_cli_rrf_runs",
                        "rankagg fuse nhl_api_points.run moneypuck_xgoals.run scouts_grades.run --method rrf "
                        "-o player_rankings.run: one run per source, games, weeks and seasons as queries"),
            "cli_borda": ("u72b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the NHL API's "
                          "points count double)"),
            "cli_combsum": ("u72b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the coaches' report "
                            "shows per game"),
            "cli_evaluate": ("u72b_cli_evaluate_stats_office_verdicts_qrels",
                             "rankagg evaluate player_rankings.run --qrels stats_office_verdicts.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the statistics office's verdicts (0-2)"),
            "cli_parquet": ("u72b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "analytics scripts, a Parquet table for the season's review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u72b_nhl_api_boxscore_as_run", "a game's boxscore as the NHL API answers it (compact JSON: id, season, "
         "gameType, awayTeam, homeTeam, clock, playerByGameStats with goals, assists, sog, toi, savePctg)",
         _BOXSCORE_NAME, _BOXSCORE, "NHL API", f"{_BOXSCORE_NAME}:1"),
        ("u72b_nhl_shift_chart_as_run", "a game's shift chart as the NHL stats API answers it (compact JSON: data, "
         "a shift a record with playerId, shiftNumber, startTime, endTime, duration; total)", _SHIFTS_NAME,
         _SHIFTS, "shift chart", f"{_SHIFTS_NAME}:1"),
        ("u72b_hockeytech_leaders_as_run", "a league's points leaders as HockeyTech's statviewfeed sends them "
         "(JSONP: angular.callbacks._3({\"skaters\":{\"Points\":{\"results\":[...]}}}))", _LEADERS_NAME, _LEADERS,
         "HockeyTech", f"{_LEADERS_NAME}:1"),
        ("u72b_moneypuck_goalies_csv_as_run", "a season's goalies as MoneyPuck publishes them (goalies.csv: "
         "playerId, season, name, team, position, situation, games_played, icetime, xGoals, goals, ...)",
         _GOALIES_NAME, _GOALIES_CSV, "MoneyPuck", f"{_GOALIES_NAME}:1"),
        ("u72b_scouting_xlsx_as_run", "the scouts' grades as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Grades 2024-25')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u72b_game_sheet_as_run", "the game sheet's scoring summary as typed (six fields a line: period, time, "
         "team, scorer, two assists)", "game_sheet_2024020500.txt", _GAME_SHEET, "game sheet",
         "game_sheet_2024020500.txt:1"),
        ("u72b_goalie_log_as_run", "a goalie log as typed (six fields a line: date, opponent, goalie, shots "
         "against, saves, decision)", "goalie_log_2024-11.txt", _GOALIE_LOG, "goalie log",
         "goalie_log_2024-11.txt:1"),
        ("u72b_line_chart_as_run", "the line chart as typed (four fields a line: line, left wing, centre, right "
         "wing)", "lines_2024020500.txt", _LINE_CHART, "line chart", "lines_2024020500.txt:1"),
        ("u72b_three_stars_as_run", "the three stars as typed (four fields a line: game, first, second and third "
         "star)", "three_stars_2024-W46.txt", _THREE_STARS, "three stars", "three_stars_2024-W46.txt:1")],
        one_run=("nhl_api_points.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed game sheet's six are a period, a "
                 "time, a team and three players, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook's ZIP read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u72b_three_stars_as_qrels", "three_stars_2024-W46.txt", _THREE_STARS, "three stars"),
        ("u72b_line_chart_as_qrels", "lines_2024020500.txt", _LINE_CHART, "line chart"),
        ("u72b_moneypuck_goalies_csv_as_qrels", _GOALIES_NAME, _GOALIES_CSV, "MoneyPuck"),
        ("u72b_nhl_api_boxscore_as_qrels", _BOXSCORE_NAME, _BOXSCORE, "NHL API")],
        one_run=("nhl_api_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u72b_out_moneypuck_skaters_csv", "skaters.csv", "MoneyPuck's season summary of skaters (CSV)"),
        ("u72b_out_moneypuck_shots_csv", "shots_2024.csv", "MoneyPuck's shot data for a season (CSV)"),
        ("u72b_out_nhl_api_boxscore_json", "boxscore_2024020501.json", "a saved NHL API boxscore answer (JSON)"),
        ("u72b_out_scouting_xlsx", _XLSX_NAME, "the scouts' grades workbook (.xlsx)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=72"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u72b_api_nhl_boxscore_document",
            "rankagg.fuse(json.load(boxscore.json)): a game's boxscore as the NHL API answers it, loaded in Python, "
            "given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_BOXSCORE_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "NHL API", why="a run maps a query to {document: score}; the NHL API's boxscore is the game's id, date, "
            "venue, teams and clock, then each team's forwards, defence and goalies with their goals, assists, "
            "shots, time on ice and saves",
            files={_BOXSCORE_NAME: _BOXSCORE}),
        bad("u72b_api_moneypuck_goalies_frame",
            "rankagg.fuse(pd.read_csv(goalies.csv)): MoneyPuck's season summary of goalies (playerId, season, name, "
            "team, position, situation, games_played, icetime, xGoals, goals, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_GOALIES_NAME}'), method='borda')\n",
            "MoneyPuck", why="a table of runs has qid, docid, run and score columns; MoneyPuck's goalies.csv is a "
            "goalie and situation per row: games, ice time, expected and actual goals against, rebounds, freezes",
            files={_GOALIES_NAME: _GOALIES_CSV}),
    ]
    return cases
