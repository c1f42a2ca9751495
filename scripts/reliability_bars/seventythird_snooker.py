"""Issue 45's seventy-third bar of scripts/reliability_matrix.py, a snooker (and pool) tour's statisticians and a
club's league secretary, ranking players per event, season and league from frame scores, breaks (centuries), match
results, ranking points and handicaps (its cases, ids ``u73b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: an event's frames or breaks, a season's ranking or centuries, a league's week or table, is a query
(``event:1315/frames`` the frames of snooker.org's event 1315; ``season:2024/ranking`` the season's ranking;
``league:sheffield-div1/week:07`` the club league's seventh week) and each player a document
(``player:snookerorg/1``, the database, then the player's id as snooker.org's API numbers him); the runs are
snooker.org's match results, the tour's ranking points, the referees' frame and break records and the secretary's
league table, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, snooker.org's
results weighted highest (the tour's official results as the API relays them), and judged against the
statisticians' verdicts (2 a player in the event's last four or the league's top two, 1 a player above the cut, 0
otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (snooker.org's API
answers for an event's matches, the season's money rankings and an event, an event's matches saved as CSV with
pandas, a match exported from the Snooker Scorer web app, the league table as a workbook, and the referee's frame
scores, the century breaks and the league table as typed), and outputs named for the field's files (a saved
snooker.org rankings answer, the matches CSV, a Snooker Scorer export, the league workbook).  (Left out, as they
could not be checked byte for byte: CueTracker's pages and any export of it (HTML only, no stored page whose markup
could be copied; its data reached only through third-party scrapers); CueScore's JSON (no public API, only internal
endpoints whose answers no stored file keeps whole); LeagueRepublic's exports (no stored export found); WST's
published results and ranking pages and PDFs (no stored copy); the snooker.org API's whitespace: the keys and their
order are as stored captures have them (a Java client's Match and Event models, a Python script's printed answer,
the R client snookerorg's ranking columns), the compact spacing is this file's assumption.)

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

SEVENTYTHIRD_SNOOKER = ("45 Unseen inputs: a seventy-third bar, a snooker tour's statisticians and a club's league "
                        "secretary ranking players per event, season and league from frame scores, breaks, match "
                        "results, ranking points and handicaps (snooker.org's API answers, its matches as CSV, "
                        "Snooker Scorer's match exports, league workbooks, and frame scores, centuries and league "
                        "tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['snookerorg_results', 'tour_ranking_points', 'referee_frames', 'secretary_league_table'],
    items=['player:snookerorg/1', 'player:snookerorg/12', 'player:snookerorg/16', 'player:snookerorg/17',
           'player:snookerorg/39', 'player:snookerorg/97', 'player:snookerorg/224', 'player:snookerorg/237'],
    queries=['event:1315/frames', 'event:1315/breaks', 'season:2024/ranking', 'season:2024/centuries',
             'league:sheffield-div1/week:07', 'league:sheffield-div1/table'],
    suffix='/revised', generator='player_standings', judgements='statisticians_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "player_standings", "player_standings.run")

_RECS3 = ["snookerorg_results", "tour_ranking_points", "referee_frames"]
_OUT = ("player_standings.run",)
_ONE_RUN = ("event:1315/frames Q0 player:snookerorg/1 1 0.9412 snookerorg_results\n"
            "event:1315/frames Q0 player:snookerorg/12 2 0.8873 snookerorg_results\n")


# the team's files, as snooker.org's API answers, as pandas saves, as the Snooker Scorer app exports, as typed
# snooker.org's API (api.snooker.org/?t=6&e={event}, ?rt=MoneyRankings&s={season}, ?e={event}) answers a JSON array
# of records; compact here (the spacing is this file's assumption, the keys and their order are the captures')
def _api(records: list) -> str:
    return json.dumps(records, ensure_ascii=False, separators=(",", ":"))


# a match as ?t=6&e={event} answers it: the keys and their order as a Python script's printed answer (t=8, 2022: ID,
# EventID, Round, Number, Player1ID, Score1, Walkover1, Player2ID, Score2, Walkover2, WinnerID, Unfinished, OnBreak,
# Status, WorldSnookerID, LiveUrl, DetailsUrl, PointsDropped, ShowCommonNote, Estimated, Type, TableNo, VideoURL,
# InitDate, ModDate, StartDate, EndDate, ScheduledDate, FrameScores, Sessions, Note, ExtendedNote) and a Java
# client's Match model (the same without Status, 2015) have them
def _match(mid: int, rnd: int, num: int, p1: int, s1: int, p2: int, s2: int, wsid: int, start: str, end: str) -> dict:
    return {"ID": mid, "EventID": 1315, "Round": rnd, "Number": num, "Player1ID": p1, "Score1": s1,
            "Walkover1": False, "Player2ID": p2, "Score2": s2, "Walkover2": False, "WinnerID": p1 if s1 > s2 else p2,
            "Unfinished": False, "OnBreak": False, "Status": 3, "WorldSnookerID": wsid, "LiveUrl": "",
            "DetailsUrl": "", "PointsDropped": False, "ShowCommonNote": True, "Estimated": False, "Type": 1,
            "TableNo": 0, "VideoURL": "", "InitDate": "2024-06-08T07:36:05Z", "ModDate": end, "StartDate": start,
            "EndDate": end, "ScheduledDate": start[:11] + "13:00:00Z", "FrameScores": "", "Sessions": "",
            "Note": "", "ExtendedNote": ""}


_MATCHES = [_match(9267231, 13, 1, 1, 6, 17, 4, 955174, "2024-11-14T13:02:11Z", "2024-11-14T16:48:37Z"),
            _match(9267232, 13, 2, 12, 3, 16, 6, 955175, "2024-11-14T13:04:52Z", "2024-11-14T16:12:09Z"),
            _match(9267233, 13, 3, 39, 6, 97, 5, 955176, "2024-11-14T19:01:30Z", "2024-11-14T23:20:44Z")]
_MATCHES_JSON = _api(_MATCHES)
_MATCHES_NAME = "snookerorg_e1315_matches.json"

# the season's money rankings as ?rt=MoneyRankings&s={season} answers them: ID, Position, PlayerID, Season, Sum, Type
# (the R client snookerorg's ranking columns, in that order; 'Sum' the prize money in pounds)
_RANKINGS = _api([{"ID": 61001, "Position": 1, "PlayerID": 237, "Season": 2024, "Sum": 1338000,
                   "Type": "MoneyRankings"},
                  {"ID": 61002, "Position": 2, "PlayerID": 1, "Season": 2024, "Sum": 1072500,
                   "Type": "MoneyRankings"},
                  {"ID": 61003, "Position": 3, "PlayerID": 16, "Season": 2024, "Sum": 911000,
                   "Type": "MoneyRankings"}])
_RANKINGS_NAME = "MoneyRankings_2024.json"

# an event as ?e={event} answers it: one record in an array, the keys and their order as the Java client's Event
# model keeps a capture (Northern Ireland Open, 2018), through DefendingChampion and PreviousEdition
_EVENT = _api([{"ID": 1315, "Name": "Northern Ireland Open", "StartDate": "2024-11-10", "EndDate": "2024-11-17",
                "Sponsor": "BetVictor", "Season": 2024, "Type": "Ranking", "Num": 0, "Venue": "Waterfront Hall",
                "City": "Belfast", "Country": "Northern Ireland", "Discipline": "snooker", "Main": 1315,
                "Sex": "Both", "AgeGroup": "O", "Url": "", "Related": "Home Nations Series", "Stage": "F",
                "ValueType": "NIO", "ShortName": "", "WorldSnookerId": 19037, "RankingType": "WR",
                "EventPredictionID": 3809, "Team": False, "Format": 1, "Twitter": "",
                "HashTag": "NorthernIrelandOpen", "ConversionRate": 1, "AllRoundsAdded": True, "PhotoURLs": "",
                "NumCompetitors": 128, "NumUpcoming": 0, "NumActive": 0, "NumResults": 127, "Note": "",
                "CommonNote": "", "DefendingChampion": 12, "PreviousEdition": 1228}])
_EVENT_NAME = "snookerorg_e1315.json"


# an event's matches saved by the statisticians' script: pd.DataFrame(response.json()).to_csv(name, index=False),
# the API's keys as the header, booleans as True/False, empty strings as empty fields, LF
def _csv(records: list[dict]) -> str:
    rows = [list(records[0])] + [list(r.values()) for r in records]
    return "".join(",".join(str(v) for v in row) + "\n" for row in rows)


_MATCHES_CSV = _csv(_MATCHES)
_MATCHES_CSV_NAME = "matches_e1315.csv"


# a match exported from the Snooker Scorer web app (austinio7116/snookerscoringtool, 'Export': StorageManager's
# exportMatch, JSON.stringify(match, null, 2), no newline at the end, named snooker_match_{id}_{date}.json): the match
# as DataModel.createMatch builds it (id 'match_' + Date.now() + '_' + 9 base-36 characters, version '1.0', players,
# bestOf, created, updated, status, currentFrame, frames, statistics), then numberOfReds as app.js adds it; a frame
# as createFrame, a break as createBreak, a shot as createShot, each player's statistics as createPlayerStatistics
def _shot(t: str, ball: str, points: int) -> dict:
    return {"timestamp": t, "ball": ball, "potted": True, "points": points, "usedRest": False, "isSafety": False,
            "isEscape": False, "isFoul": False, "foulPoints": 0, "duration": 14}


def _stats(frames: int, points: int, high: int, breaks: int, shots: int, potted: int) -> dict:
    return {"framesWon": frames, "totalPoints": points, "highBreak": high,
            "breaks": {"total": breaks, "over20": 1, "over30": 1, "over40": 0, "over50": 0, "over60": 0,
                       "over70": 0, "over80": 0, "over90": 0, "over100": 0, "century": 0},
            "shots": {"total": shots, "potted": potted, "missed": shots - potted},
            "restShots": {"attempted": 1, "successful": 0}, "safeties": {"attempted": 4, "successful": 3},
            "escapes": {"attempted": 0, "successful": 0}, "fouls": 0, "totalShotTime": shots * 14,
            "visits": breaks + 3, "ballStats": {}}


_SCORER_ID = "match_1731594131000_k3v9x2q7d"
_SCORER = json.dumps({
    "id": _SCORER_ID, "version": "1.0", "players": ["Dave Hollins", "Raj Patel"], "bestOf": 3,
    "created": "2024-11-14T19:42:11.000Z", "updated": "2024-11-14T20:21:37.412Z", "status": "in-progress",
    "currentFrame": 0,
    "frames": [{"number": 1, "startTime": "2024-11-14T19:42:11.000Z", "endTime": None, "winner": None,
                "scores": [32, 9], "breaks": [{"player": 0, "startTime": "2024-11-14T19:47:02.118Z",
                                               "endTime": "2024-11-14T19:48:30.502Z", "points": 9,
                                               "shots": [_shot("2024-11-14T19:47:16.204Z", "red", 1),
                                                         _shot("2024-11-14T19:47:31.880Z", "black", 7),
                                                         _shot("2024-11-14T19:47:49.031Z", "red", 1)],
                                               "balls": ["red", "black", "red"], "highestBreak": False}],
                "currentBreak": None, "redsRemaining": 9,
                "colorsRemaining": ["yellow", "green", "brown", "blue", "pink", "black"], "activePlayer": 1,
                "duration": 2366, "isPaused": False, "pausedAt": None, "totalPausedTime": 0}],
    "statistics": {"player1": _stats(0, 32, 23, 3, 19, 11), "player2": _stats(0, 9, 9, 1, 12, 4)},
    "numberOfReds": 15}, ensure_ascii=False, indent=2)
_SCORER_NAME = f"snooker_match_{_SCORER_ID}_2024-11-14.json"


def _league_xlsx() -> bytes:
    """The league table as the secretary keeps it in a spreadsheet: an Office Open XML workbook, a ZIP (PK 03 04 14
    00 06 00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's 'super fast' flags,
    parts stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is [Content_Types].xml and
    second _rels/.rels, as Office orders them, each XML part opened by the standalone declaration and CRLF, then the
    workbook's relationships, the workbook and one sheet, 'Division 1 2024-25' (position, team, played, won, lost,
    frames for, frames against, points), its text inline; the styles, theme and document properties left out (a
    spreadsheet opens it without them: openpyxl and pandas read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["Pos", "Team", "P", "W", "L", "F", "A", "Pts"],
                                [1, "Cue Masters A", 14, 11, 3, 62, 36, 33],
                                [2, "Crucible Club", 14, 10, 4, 58, 40, 30],
                                [3, "Hillsborough WMC", 14, 8, 6, 51, 47, 24]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFGH'[j]}{i}", v) for j, v in enumerate(r))
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
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Division 1 2024-25" '
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


_XLSX = _league_xlsx()
_XLSX_NAME = "League_Table_2024-25.xlsx"

# the referee's frame scores as typed after the match: frame, player, points, opponent, points, the frame's highest
# break: six fields
_FRAME_SCORES = ("1 Trump 74 Robertson 32 68\n2 Robertson 101 Trump 0 101\n3 Trump 63 Robertson 58 41\n"
                 "4 Trump 88 Robertson 12 88\n5 Robertson 70 Trump 41 52\n6 Trump 77 Robertson 20 134\n")
# the century breaks as typed for the event: player, break, frame, round: four fields a line
_CENTURIES = ("Trump 134 6 QF\nRobertson 101 2 QF\nO'Sullivan 142 3 SF\nWilson 117 7 L16\n")
# the league table as typed by the secretary: team, played, won, lost, frames for, frames against: six fields
_LEAGUE_TABLE = ("Cue-Masters-A 14 11 3 62 36\nCrucible-Club 14 10 4 58 40\nHillsborough-WMC 14 8 6 51 47\n"
                 "Walkley-Legion 14 5 9 43 55\n")


def seventythird_bar_snooker_cases() -> list[Case]:
    G = SEVENTYTHIRD_SNOOKER
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="player_standings", judgements="statisticians_verdicts", runs=_RECS3,
        stem="player_standings", outputs=_OUT, item="player", rounded="referee_frames",
        weights="{'snookerorg_results': 2.0, 'tour_ranking_points': 1.5, 'referee_frames': 1.0, "
                "'secretary_league_table': 0.5}",
        lone_query="R['secretary_league_table']['league:sheffield-div1/handicap-cup'] = "
                   "{'player:snookerorg/1': 0.9, 'player:snookerorg/12': 0.4}\n",
        trust="snookerorg_results 2\ntour_ranking_points 1\nreferee_frames 1\n",
        trust_dict="{'snookerorg_results': 2, 'tour_ranking_points': 1, 'referee_frames': 1}",
        texts={
            "rrf": ("u73b_rrf_player_standings",
                    "rankagg.fuse({source: {event, season or league: {player: score}}}, method='rrf'): "
                    "snooker.org's results, the tour's ranking points, the referees' frames and the secretary's "
                    "league table, six rankings ('event:1315/frames'), players as 'player:snookerorg/1'"),
            "borda": ("u73b_borda_player_withdrawn",
                      "rankagg.fuse(..., method='borda'): a player who withdrew or was given a walkover has no "
                      "score from some sources"),
            "combsum": ("u73b_combsum_rounded_referee_frames",
                        "rankagg.fuse(..., method='combsum'): the referees' frame scores kept to one decimal (many "
                        "ties) beside snooker.org's results and the ranking points"),
            "fuser": ("u73b_weighted_fuser_snookerorg",
                      "rankagg.Fuser('rrf', weights=...) per event, season and league: snooker.org's results count "
                      "2, as they relay the tour's official results"),
            "frame": ("u73b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statisticians' sheet, "
                      "a row per event, season or league week, player and source"),
            "evaluate": ("u73b_evaluate_statisticians_verdicts",
                         "rankagg.evaluate(fused ranking, the statisticians' verdicts, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the last four first"),
            "lone": ("u73b_league_only_handicap_cup",
                     "rankagg.fuse(..., method='rrf'): a handicap cup only the secretary's league table holds, "
                     "beside events every source covers"),
            "cli_rrf": ("u73b_cli_rrf_runs",
                        "rankagg fuse snookerorg_results.run tour_ranking_points.run referee_frames.run --method "
                        "rrf -o player_standings.run: one run per source, events, seasons and leagues as queries"),
            "cli_borda": ("u73b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: snooker.org's "
                          "results count double)"),
            "cli_combsum": ("u73b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the last four the statisticians' report "
                            "shows per event"),
            "cli_evaluate": ("u73b_cli_evaluate_statisticians_verdicts_qrels",
                             "rankagg evaluate player_standings.run --qrels statisticians_verdicts.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the statisticians' verdicts (0-2)"),
            "cli_parquet": ("u73b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_standings.parquet: gzipped runs from the "
                            "statisticians' scripts, a Parquet table for the season's review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u73b_snookerorg_matches_as_run", "an event's matches as snooker.org's API answers them (a JSON array: ID, "
         "EventID, Round, Number, Player1ID, Score1, Player2ID, Score2, WinnerID, ...)", _MATCHES_NAME,
         _MATCHES_JSON, "snooker.org", f"{_MATCHES_NAME}:1"),
        ("u73b_snookerorg_rankings_as_run", "the season's money rankings as snooker.org's API answers them (a JSON "
         "array: ID, Position, PlayerID, Season, Sum, Type 'MoneyRankings')", _RANKINGS_NAME, _RANKINGS,
         "snooker.org", f"{_RANKINGS_NAME}:1"),
        ("u73b_snookerorg_event_as_run", "an event as snooker.org's API answers it (a JSON array of one record: ID, "
         "Name, StartDate, EndDate, Sponsor, Season, Type, Venue, ...)", _EVENT_NAME, _EVENT, "snooker.org",
         f"{_EVENT_NAME}:1"),
        ("u73b_snookerorg_matches_csv_as_run", "an event's matches from snooker.org saved as CSV with pandas (ID, "
         "EventID, Round, Number, Player1ID, Score1, Walkover1, ...)", _MATCHES_CSV_NAME, _MATCHES_CSV,
         "snooker.org", f"{_MATCHES_CSV_NAME}:1"),
        ("u73b_snooker_scorer_export_as_run", "a match exported from the Snooker Scorer web app (JSON, two-space "
         "indent: id, version, players, bestOf, frames with breaks and shots, statistics)", _SCORER_NAME, _SCORER,
         "Snooker Scorer", f"{_SCORER_NAME}:1"),
        ("u73b_league_xlsx_as_run", "the league table as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Division 1 2024-25')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u73b_frame_scores_as_run", "the referee's frame scores as typed (six fields a line: frame, player, "
         "points, opponent, points, highest break)", "frames_qf3.txt", _FRAME_SCORES, "frame scores",
         "frames_qf3.txt:1"),
        ("u73b_centuries_as_run", "the century breaks as typed (four fields a line: player, break, frame, round)",
         "centuries_e1315.txt", _CENTURIES, "century breaks", "centuries_e1315.txt:1"),
        ("u73b_league_table_as_run", "the league table as typed by the secretary (six fields a line: team, played, "
         "won, lost, frames for, frames against)", "div1_table.txt", _LEAGUE_TABLE, "league table",
         "div1_table.txt:1")],
        one_run=("snookerorg_results.run", _ONE_RUN), stem="player_standings",
        text_why="trec_eval refuses a line of other than six fields, and a typed frame score's six are a frame, two "
                 "players, their points and a break, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook's ZIP read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u73b_centuries_as_qrels", "centuries_e1315.txt", _CENTURIES, "century breaks"),
        ("u73b_league_table_as_qrels", "div1_table.txt", _LEAGUE_TABLE, "league table"),
        ("u73b_snookerorg_rankings_as_qrels", _RANKINGS_NAME, _RANKINGS, "snooker.org"),
        ("u73b_snookerorg_matches_csv_as_qrels", _MATCHES_CSV_NAME, _MATCHES_CSV, "snooker.org")],
        one_run=("snookerorg_results.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u73b_out_snookerorg_rankings_json", "MoneyRankings_2025.json",
         "a saved snooker.org money rankings answer (JSON)"),
        ("u73b_out_snookerorg_matches_csv", "matches_e1316.csv", "an event's matches from snooker.org as CSV"),
        ("u73b_out_snooker_scorer_json", "snooker_match_match_1731680531000_p8w2m4c1z_2024-11-15.json",
         "a Snooker Scorer match export (JSON)"),
        ("u73b_out_league_xlsx", _XLSX_NAME, "the league table workbook (.xlsx)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=73"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u73b_api_snookerorg_matches_document",
            "rankagg.fuse(json.load(matches.json)): an event's matches as snooker.org's API answers them, loaded in "
            "Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_MATCHES_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "snooker.org", why="a run maps a query to {document: score}; snooker.org's answer is a list of matches, "
            "each the event, round and number, the two players' ids and frames won, the winner and the dates",
            files={_MATCHES_NAME: _MATCHES_JSON}),
        bad("u73b_api_snookerorg_matches_frame",
            "rankagg.fuse(pd.read_csv(matches_e1315.csv)): an event's matches from snooker.org (ID, EventID, Round, "
            "Number, Player1ID, Score1, Walkover1, Player2ID, Score2, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_MATCHES_CSV_NAME}'), method='borda')\n",
            "snooker.org", why="a table of runs has qid, docid, run and score columns; snooker.org's matches are a "
            "match per row: the round, the two players' ids, the frames each won, the winner and the dates",
            files={_MATCHES_CSV_NAME: _MATCHES_CSV}),
    ]
    return cases
