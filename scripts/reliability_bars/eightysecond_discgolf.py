"""Issue 45's eighty-second bar of scripts/reliability_matrix.py, a disc golf club's tournament directors and league
statisticians, ranking players per round, division, event and season from scores, ratings and league points (its
cases, ids ``u82a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each round, division, event or season (``round:2026/maple-hill-open/r1``, the year, the event, then
the round; ``division:2026/maple-hill-open/MA1``; ``season:2026/tuesday-league``) is a query and each player a
document (``player:pdga/84512``, by PDGA number, or ``player:udisc/jmoreau`` for a league player with no PDGA number,
by UDisc username); the runs are the UDisc scores, the TD's scorecards, the PDGA ratings and the league points,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the TD's scorecards
weighted highest (the signed cards are the official record), and judged against the final standings (2 podium, 1 in
the cash or top ten, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (UDisc's scorecard export (CSV), the PDGA API's player statistics answer (JSON), Disc Golf Metrix's results
answer (JSON), a GPS track (GPX), a course map (KML) and the same map zipped (KMZ, binary), the TD's typed
scorecards, the tee sheet and the league points table as the club types them), and outputs named for the field's
files (a .gpx track, a .kml and a .kmz course map, UDisc's 'UDisc Scorecards.csv').
(Checked: UDisc's export (You > Rounds > Export, saved as 'UDisc Scorecards.csv'): the header 'PlayerName,
CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,...,HoleN', a 'Par' row opening each round
(Total the layout's par, +/- and RoundRating empty), dates as 'YYYY-MM-DD HHMM', from several importers' tests and
type definitions reading real exports (older exports had no RoundRating, and a single Date column); the PDGA API's
player statistics answer (GET /services/json/player-statistics: players[] of first_name, last_name, pdga_number,
rating, year, class, gender, division_name, division_code, country, state_prov, tournaments, rating_rounds_used,
points, last_modified, all strings) from PDGAApi.Net's response models, the envelope's sessid and status from its
BaseResponse (not checked against a live answer); Disc Golf Metrix's api.php?content=result&id= answer
({"Competition": {ID, Name, Type, TourDateStart, TourDateEnd, Date, Time, Comment, CourseName, CourseID,
MetrixMode, ShowPreviousRoundsSum, HasSubcompetitions, WeeklyHCSummary, WeeklyHC, Results, Tracks}, "Errors": []},
Results of UserID, ScorecardID, Name, ClassName, CountryCode, Group, PlayerResults, Sum, Diff, DNF, Place, ...;
Tracks of Number, NumberAlt, Par as strings) from a club's typed client (FlaktveitFrisbee/flakka4life) and a saved
answer in another client's comments; the values illustrative.  GPX 1.1 (namespace
http://www.topografix.com/GPX/1/1, gpx / trk / trkseg / trkpt lat lon, ele, time), KML 2.2 (namespace
http://www.opengis.net/kml/2.2, Document / Placemark / Point coordinates lon,lat,alt) and KMZ (a ZIP whose first
entry is doc.kml, local file header PK 03 04, built here with zipfile at a fixed date) are common knowledge of the
formats' specifications, the creator strings illustrative.  Left out, as they could not be checked in the time:
Disc Golf Scene's results export and API, the PDGA's TD report (results upload) files, PDGA Live's JSON, UDisc's
league and event exports; the TD's scorecards, the tee sheet and the league points table are typed here as the club
writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSECOND_DISCGOLF = ("45 Unseen inputs: an eighty-second bar, a disc golf club's tournament directors and league "
                         "statisticians ranking players per round, division, event and season from scores, ratings "
                         "and league points (UDisc's scorecard export, the PDGA API's JSON, Disc Golf Metrix's "
                         "results JSON, GPX tracks, KML and KMZ course maps, the TD's scorecards, tee sheets and "
                         "league points tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['udisc_scores', 'td_scorecards', 'pdga_ratings', 'league_points'],
    items=['player:pdga/84512', 'player:pdga/121877', 'player:pdga/97033', 'player:pdga/150214',
           'player:pdga/68841', 'player:udisc/jmoreau', 'player:udisc/tkowalski', 'player:pdga/203517'],
    queries=['round:2026/maple-hill-open/r1', 'division:2026/maple-hill-open/MA1', 'event:2026/maple-hill-open',
             'season:2026/tuesday-league', 'division:2026/tuesday-league/MA3', 'round:2026/ice-bowl/r2'],
    suffix='/pool-b', generator='club_scores', judgements='final_standings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "club_scores", "club_standings.run")

_RECS3 = ["udisc_scores", "td_scorecards", "pdga_ratings"]
_OUT = ("club_standings.run",)
_ONE_RUN = ("round:2026/maple-hill-open/r1 Q0 player:pdga/84512 1 0.9312 td_scorecards\n"
            "round:2026/maple-hill-open/r1 Q0 player:pdga/121877 2 0.8847 td_scorecards\n")


# the team's files, as UDisc, the PDGA's API, Disc Golf Metrix, the GPS apps, Google Earth and the club write them
# UDisc's scorecard export (You > Rounds > Export): the header, then per round a 'Par' row (the layout's par in
# Total, +/- and RoundRating empty) and a row per player; times as 'YYYY-MM-DD HHMM'; a 9-hole league layout here
_UDISC_CSV = (
    "PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3,Hole4,Hole5,Hole6,"
    "Hole7,Hole8,Hole9\n"
    "Par,Maple Hill Disc Golf Course,Red Tees,2026-05-12 1804,2026-05-12 1931,28,,,3,3,4,3,3,3,3,3,3\n"
    "Jules Moreau,Maple Hill Disc Golf Course,Red Tees,2026-05-12 1804,2026-05-12 1931,26,-2,221,3,2,4,3,3,2,3,3,3\n"
    "Tomasz Kowalski,Maple Hill Disc Golf Course,Red Tees,2026-05-12 1804,2026-05-12 1931,29,1,187,3,3,5,3,3,3,3,"
    "3,3\n"
    "Dana Whitfield,Maple Hill Disc Golf Course,Red Tees,2026-05-12 1804,2026-05-12 1931,31,3,164,4,3,4,4,3,3,3,4,"
    "3\n")
_UDISC_NAME = "UDisc Scorecards.csv"

# the PDGA API's player statistics answer (GET /services/json/player-statistics?division_code=MA1&...): compact,
# every value a string; the envelope's sessid and status as the client's models read them
_PDGA = json.dumps({
    "sessid": "k3Vq9Xo2bZr7Lw1mT8yN4cHd6sPf0aJe", "status": 0, "players": [
        {"first_name": "Dana", "last_name": "Whitfield", "pdga_number": "150214", "rating": "912", "year": "2026",
         "class": "A", "gender": "F", "division_name": "Mixed Amateur 1", "division_code": "MA1", "country": "US",
         "state_prov": "VT", "tournaments": "6", "rating_rounds_used": "14", "points": "1840",
         "last_modified": "2026-05-05"},
        {"first_name": "Sam", "last_name": "Okafor", "pdga_number": "121877", "rating": "934", "year": "2026",
         "class": "A", "gender": "M", "division_name": "Mixed Amateur 1", "division_code": "MA1", "country": "US",
         "state_prov": "VT", "tournaments": "8", "rating_rounds_used": "20", "points": "2315",
         "last_modified": "2026-05-05"}]}, separators=(",", ":"))
_PDGA_NAME = "pdga_player_statistics_MA1.json"

# Disc Golf Metrix's results answer (discgolfmetrix.com/api.php?content=result&id=...): compact, Competition then
# Errors; Results with per-hole PlayerResults, Tracks' numbers and pars as strings; trimmed to one player, two
# holes and the best-known keys (the throw-statistics totals left out); the values illustrative
_METRIX = json.dumps({
    "Competition": {
        "ID": 3312845, "Name": "Tuesday League 2026 - Week 7", "Type": "1", "TourDateStart": None,
        "TourDateEnd": None, "Date": "2026-05-12", "Time": "18:00:00", "Comment": "",
        "CourseName": "Maple Hill Disc Golf Course", "CourseID": "41733", "MetrixMode": "1",
        "ShowPreviousRoundsSum": None, "HasSubcompetitions": 0, "WeeklyHCSummary": None, "WeeklyHC": [],
        "Results": [
            {"UserID": "207154", "ScorecardID": "18813402", "Name": "Jules Moreau", "ClassName": "MA3",
             "CountryCode": "US", "Group": "1",
             "PlayerResults": [{"Result": "3", "Diff": 0, "BUE": "0", "GRH": "0", "OCP": "0", "ICP": "0", "IBP": "0",
                                "PEN": "0"}, {"Result": "2", "Diff": -1, "BUE": "0", "GRH": "0", "OCP": "0",
                                              "ICP": "0", "IBP": "0", "PEN": "0"}],
             "Penalty": None, "Sum": 26, "Diff": -2, "DNF": None, "Place": 1, "OrderNumber": 1}],
        "Tracks": [{"Number": "1", "NumberAlt": "", "Par": "3"}, {"Number": "2", "NumberAlt": "", "Par": "3"}]},
    "Errors": []}, separators=(",", ":"))
_METRIX_NAME = "metrix_result_3312845.json"

# a GPS track of the round as a phone app exports it (GPX 1.1): the prolog, the root on line 2, two-space indentation
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="Open GPX Tracker for iOS" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        "  <metadata>\n    <name>Maple Hill Open R1, card A4</name>\n    <time>2026-05-16T08:31:02Z</time>\n"
        "  </metadata>\n"
        "  <trk>\n    <name>Maple Hill Open R1</name>\n    <trkseg>\n"
        '      <trkpt lat="44.260412" lon="-72.575318">\n        <ele>212.4</ele>\n'
        "        <time>2026-05-16T08:31:02Z</time>\n      </trkpt>\n"
        '      <trkpt lat="44.260538" lon="-72.574977">\n        <ele>213.1</ele>\n'
        "        <time>2026-05-16T08:32:47Z</time>\n      </trkpt>\n"
        "    </trkseg>\n  </trk>\n</gpx>\n")
_GPX_NAME = "Maple_Hill_Open_R1_cardA4.gpx"

# the course map the TD draws in Google Earth (KML 2.2): tees and baskets as Placemarks, coordinates lon,lat,alt
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">\n'
        "<Document>\n\t<name>Maple Hill DGC - Red Tees</name>\n"
        "\t<Placemark>\n\t\t<name>Hole 1 tee</name>\n\t\t<Point>\n"
        "\t\t\t<coordinates>-72.575318,44.260412,0</coordinates>\n\t\t</Point>\n\t</Placemark>\n"
        "\t<Placemark>\n\t\t<name>Hole 1 basket</name>\n\t\t<Point>\n"
        "\t\t\t<coordinates>-72.574581,44.260897,0</coordinates>\n\t\t</Point>\n\t</Placemark>\n"
        "</Document>\n</kml>\n")
_KML_NAME = "Maple_Hill_Red_Tees.kml"


# the same map saved as KMZ: a ZIP whose first entry is doc.kml (deflated), at a fixed date so the bytes are the same
# every run
def _course_kmz() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("doc.kml", date_time=(2026, 5, 10, 19, 42, 8)), _KML, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_KMZ = _course_kmz()
_KMZ_NAME = "Maple_Hill_Red_Tees.kmz"

# the TD's scorecards as typed from the paper cards after the round: card, PDGA number, division, front nine, back
# nine, total: six fields a line
_TD_CARDS = ("A1 84512 MA1 27 29 56\nA1 121877 MA1 28 29 57\nA1 97033 MA1 29 30 59\nA2 150214 MA1 28 32 60\n"
             "A2 68841 MA1 31 30 61\n")
# the tee sheet for the shotgun start: starting hole, card, tee time, PDGA number: four fields a line
_TEE_SHEET = ("H01 A1 08:30 84512\nH01 A1 08:30 121877\nH02 A2 08:30 150214\nH02 A2 08:30 68841\n")
# the league points table as the statistician types it each week: week, place, player, division, score to par,
# points: six fields a line
_LEAGUE_POINTS = ("wk07 1 jmoreau MA3 -2 20\nwk07 2 tkowalski MA3 1 17\nwk07 3 84512 MA1 -5 20\n"
                  "wk07 4 150214 MA1 3 15\n")


def eightysecond_bar_discgolf_cases() -> list[Case]:
    G = EIGHTYSECOND_DISCGOLF
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="club_scores", judgements="final_standings", runs=_RECS3,
        stem="club_standings", outputs=_OUT, item="player", rounded="league_points",
        weights="{'udisc_scores': 1.0, 'td_scorecards': 2.0, 'pdga_ratings': 0.5, 'league_points': 1.0}",
        lone_query="R['league_points']['season:2026/doubles-league'] = "
                   "{'player:udisc/jmoreau': 0.9, 'player:pdga/203517': 0.4}\n",
        trust="udisc_scores 1\ntd_scorecards 2\npdga_ratings 1\n",
        trust_dict="{'udisc_scores': 1, 'td_scorecards': 2, 'pdga_ratings': 1}",
        texts={
            "rrf": ("u82a_rrf_club_scores",
                    "rankagg.fuse({source: {round, division, event or season: {player: score}}}, method='rrf'): "
                    "UDisc's scores, the TD's scorecards, the PDGA ratings and the league points, six rankings "
                    "('round:2026/maple-hill-open/r1'), players as 'player:pdga/84512'"),
            "borda": ("u82a_borda_player_missing_from_some_sources",
                      "rankagg.fuse(..., method='borda'): a league player with no PDGA number and a late card the "
                      "UDisc round never had, so some sources have no score for them"),
            "combsum": ("u82a_combsum_rounded_league_points",
                        "rankagg.fuse(..., method='combsum'): the league points at one decimal (many ties), beside "
                        "UDisc's scores and the TD's scorecards"),
            "fuser": ("u82a_weighted_fuser_td_scorecards",
                      "rankagg.Fuser('rrf', weights=...) per round and division: the TD's signed scorecards count "
                      "2, as they are the official record"),
            "frame": ("u82a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statistician's sheet, "
                      "a row per round, player and source"),
            "evaluate": ("u82a_evaluate_final_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the podium first"),
            "lone": ("u82a_doubles_league_only_league_points",
                     "rankagg.fuse(..., method='rrf'): the doubles league, which only the league points table "
                     "covers, beside rounds every source covers"),
            "cli_rrf": ("u82a_cli_rrf_runs",
                        "rankagg fuse udisc_scores.run td_scorecards.run pdga_ratings.run --method rrf -o "
                        "club_standings.run: one run per source, rounds, divisions and seasons as queries"),
            "cli_borda": ("u82a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the TD's scorecards "
                          "count double)"),
            "cli_combsum": ("u82a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players of a card"),
            "cli_evaluate": ("u82a_cli_evaluate_final_standings_qrels",
                             "rankagg evaluate club_standings.run --qrels final_standings.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the final standings (0-2)"),
            "cli_parquet": ("u82a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o club_standings.parquet: gzipped runs from the "
                            "club's scripts, a Parquet table for the statistician's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u82a_udisc_csv_as_run", "UDisc's scorecard export (PlayerName, CourseName, LayoutName, StartDate, EndDate, "
         "Total, +/-, RoundRating, Hole1...)", _UDISC_NAME, _UDISC_CSV, "UDisc", named_at(_UDISC_NAME, _UDISC_CSV)),
        ("u82a_pdga_statistics_json_as_run", "the PDGA API's player statistics answer (sessid, status, players of "
         "pdga_number, rating, division_code, points ...)", _PDGA_NAME, _PDGA, "PDGA", f"{_PDGA_NAME}:1"),
        ("u82a_metrix_result_json_as_run", "Disc Golf Metrix's results answer (Competition: ID, Name, CourseName, "
         "Results, Tracks; Errors)", _METRIX_NAME, _METRIX, "Metrix", f"{_METRIX_NAME}:1"),
        ("u82a_gpx_track_as_run", "a GPS track of the round (GPX 1.1: gpx, trk, trkseg, trkpt lat lon, ele, time)",
         _GPX_NAME, _GPX, "GPX", named_at(_GPX_NAME, _GPX)),
        ("u82a_kml_course_map_as_run", "the course map from Google Earth (KML 2.2: kml, Document, Placemark, Point "
         "coordinates)", _KML_NAME, _KML, "KML", named_at(_KML_NAME, _KML)),
        ("u82a_kmz_course_map_as_run", "the course map zipped (KMZ: a ZIP, PK 03 04, whose first entry is doc.kml)",
         _KMZ_NAME, _KMZ, "KMZ", _KMZ_NAME),
        ("u82a_td_scorecards_as_run", "the TD's scorecards as typed (six fields a line: card, PDGA number, division, "
         "front nine, back nine, total)", "td_cards_r1.txt", _TD_CARDS, "scorecard", "td_cards_r1.txt:1"),
        ("u82a_tee_sheet_as_run", "the tee sheet for the shotgun start as typed (four fields a line: starting hole, "
         "card, tee time, PDGA number)", "tee_sheet_r1.txt", _TEE_SHEET, "tee sheet", "tee_sheet_r1.txt:1"),
        ("u82a_league_points_as_run", "the league points table as the statistician types it (six fields a line: "
         "week, place, player, division, score to par, points)", "league_points_wk07.txt", _LEAGUE_POINTS,
         "league points", "league_points_wk07.txt:1")],
        one_run=("td_scorecards.run", _ONE_RUN), stem="club_standings",
        text_why="trec_eval refuses a line of other than six fields, and a scorecard's six are a card, a PDGA "
                 "number, a division and three scores, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a KMZ course map (a ZIP archive) read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u82a_league_points_as_qrels", "league_points_wk07.txt", _LEAGUE_POINTS, "league points"),
        ("u82a_tee_sheet_as_qrels", "tee_sheet_r1.txt", _TEE_SHEET, "tee sheet"),
        ("u82a_udisc_csv_as_qrels", _UDISC_NAME, _UDISC_CSV, "UDisc"),
        ("u82a_metrix_result_json_as_qrels", _METRIX_NAME, _METRIX, "Metrix")],
        one_run=("td_scorecards.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u82a_out_gpx", "Maple_Hill_Open_final.gpx", "a GPX track"),
        ("u82a_out_kml", "Maple_Hill_Open_final.kml", "a KML course map"),
        ("u82a_out_kmz", "Maple_Hill_Open_final.kmz", "a KMZ course map"),
        ("u82a_out_udisc_scorecards_csv", "UDisc Scorecards.csv", "UDisc's scorecard export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=82"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u82a_api_metrix_result_dict",
            "rankagg.fuse(json.load(metrix_result_3312845.json)): Disc Golf Metrix's results answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Metrix", why="a run maps a query to {document: score}; a Metrix results answer is one competition's "
            "record (its id, name, date, course, each player's class, hole results, sum and place, the holes' pars)",
            files={"r.json": _METRIX}),
        bad("u82a_api_udisc_frame",
            "rankagg.fuse(pd.read_csv('UDisc Scorecards.csv')): UDisc's scorecard export (PlayerName, CourseName, "
            "LayoutName, ... Hole1...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "UDisc", why="a table of runs has qid, docid, run and score columns; a UDisc export has a player's round "
            "a row (course, layout, start and end, total, +/-, round rating and each hole's throws), a 'Par' row "
            "opening each round",
            files={"r.csv": _UDISC_CSV}),
    ]
    return cases
