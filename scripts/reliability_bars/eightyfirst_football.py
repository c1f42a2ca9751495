"""Issue 45's eighty-first bar of scripts/reliability_matrix.py, a football (soccer) club's analysts and a tipsters'
league, ranking players and teams per match, round and season from event data (xG, passes, pressures), ratings, odds
and tipsters' picks (its cases, ids ``u81a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each match, round or season (``match:2025-26/md27/home-rivers``, the season, the matchday, then the
fixture; ``round:2025-26/md28``; ``season:2025-26/league``) is a query and each player a document
(``player:2025-26/first-team/09``, the season, the squad, then the shirt number); the runs are the event data's xG
and pressures model, the analysts' ratings, the odds' implied chances and the tipsters' picks, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the analysts' ratings weighted highest (the
head of analysis signs the ranking off), and judged against the staff's verdicts (2 player of the match or of the
round, 1 named in the team of the week, 0 otherwise).  The mistakes and odd files: the field's own files given where
runs or qrels are read (StatsBomb's open data events and lineups JSON, Wyscout's public events JSON, Opta's F24 XML,
a Hudl Sportscode XML export, football-data.co.uk's results and odds CSV, the Odds API's answer (JSON), a match video
(MP4, binary), the analysts' ratings, the tipsters' picks and the tipsters' league table as typed), and outputs named
for the field's files (an MP4 clip reel, Opta's f24-...-eventdetails.xml, a Sportscode .SCTimeline, a TRACAB .dat).
(Checked: StatsBomb's events file as its open data writes it ('[ {', two-space indents, ' : ' between key and value;
id, index, period, timestamp, minute, second, type {id 35, 'Starting XI'}, possession, possession_team, play_pattern,
team, duration, tactics {formation, lineup [player, position, jersey_number]}) and its lineups file (team_id,
team_name, lineup [player_id, player_name, player_nickname, jersey_number, country, ...]) from copies of the open data
quoted in public repositories; Wyscout's public events (eventId, subEventName, tags, playerId, positions, matchId,
eventName, teamId, matchPeriod, eventSec, subEventId, id, in that order, json.dumps' separators) from quotes of
events_England.json; Opta's F24 (the prolog, Games timestamp, Game with id, away_team_id, away_team_name,
competition_id, ... season_name, Event with id, event_id, type_id, period_id, min, sec, player_id, team_id, outcome,
x, y, timestamp, last_modified, version, Q with id, qualifier_id, value) and its file name
'f24-{competition}-{season}-{game}-eventdetails.xml' from F24 readers (a Haskell F24 module, socceraction's loader,
kloppy's tests); Sportscode's XML (file, ALL_INSTANCES, instance with ID, start, end, code, label group/text; ROWS,
row code R G B) from kloppy's SportsCodeSerializer test and importers; '.SCTimeline' from a script opening a
Sportscode package; football-data.co.uk's E0.csv header (Div, Date, Time, HomeTeam, AwayTeam, FTHG, FTAG, FTR, HTHG,
HTAG, HTR, Referee, HS, AS, HST, AST, HF, AF, HC, AC, HY, AY, HR, AR, B365H, B365D, B365A, ...) from importers' column
lists and its notes; the header is cut here after Bet365's three prices (the real one runs on to 100-odd columns);
the Odds API's v4 odds answer (id, sport_key 'soccer_epl', sport_title, commence_time, home_team, away_team,
bookmakers [key, title, last_update, markets [key 'h2h', last_update, outcomes [name, price]]]) from clients' test
answers, compact as the API sends it (not checked byte for byte); an MP4 as FFmpeg writes it (ftyp box of 0x20 bytes:
'isom', minor 0x200, 'isomiso2avc1mp41'; then 'free' and 'mdat') from ffprobe outputs and test fixtures; TRACAB's
'<game>.dat' beside '<game>_metadata.xml' from a tracking loader.  Left out, as they could not be checked in the
time: FBref's exported tables (their two-row headers), Betfair's exchange API answers (listMarketBook), Wyscout's v3
API JSON; the analysts' ratings, the tipsters' picks and the league table are typed here as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFIRST_FOOTBALL = ("45 Unseen inputs: an eighty-first bar, a football club's analysts and a tipsters' league "
                        "ranking players and teams per match, round and season from event data, ratings, odds and "
                        "tipsters' picks (StatsBomb's events and lineups JSON, Wyscout's events JSON, Opta's F24 XML, "
                        "a Hudl Sportscode XML export, football-data.co.uk's CSV, the Odds API's JSON, a match video "
                        "(MP4), analysts' ratings, tipsters' picks and league tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['event_xg', 'analyst_ratings', 'odds_implied', 'tipster_picks'],
    items=['player:2025-26/first-team/09', 'player:2025-26/first-team/10', 'player:2025-26/first-team/07',
           'player:2025-26/first-team/23', 'player:2025-26/first-team/04', 'player:2025-26/academy/31',
           'player:2025-26/academy/44', 'player:2025-26/loan/18'],
    queries=['match:2025-26/md27/home-rivers', 'round:2025-26/md28', 'season:2025-26/league',
             'match:2025-26/cup-r5/away-harbour', 'round:2025-26/md29', 'season:2025-26/cup'],
    suffix='/rescheduled', generator='matchday_scores', judgements='staff_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "matchday_scores", "player_rankings.run")

_RECS3 = ["event_xg", "analyst_ratings", "tipster_picks"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("match:2025-26/md27/home-rivers Q0 player:2025-26/first-team/09 1 0.9124 analyst_ratings\n"
            "match:2025-26/md27/home-rivers Q0 player:2025-26/first-team/10 2 0.8713 analyst_ratings\n")


# the team's files, as StatsBomb, Wyscout, Opta, Sportscode, football-data.co.uk, the Odds API, FFmpeg and the team
# StatsBomb's open data events file (data/events/<match_id>.json) as it is written: '[ {', ' : ', two-space indents;
# the first event (Starting XI) cut after two of the eleven, then closed
_STATSBOMB_EVENTS = """[ {
  "id" : "8f4b2c71-0d3e-4a6f-9b15-2e7c9a0d5f43",
  "index" : 1,
  "period" : 1,
  "timestamp" : "00:00:00.000",
  "minute" : 0,
  "second" : 0,
  "type" : {
    "id" : 35,
    "name" : "Starting XI"
  },
  "possession" : 1,
  "possession_team" : {
    "id" : 1475,
    "name" : "Northfield Town"
  },
  "play_pattern" : {
    "id" : 1,
    "name" : "Regular Play"
  },
  "team" : {
    "id" : 1475,
    "name" : "Northfield Town"
  },
  "duration" : 0.0,
  "tactics" : {
    "formation" : 4231,
    "lineup" : [ {
      "player" : {
        "id" : 40218,
        "name" : "Tomas Lindqvist"
      },
      "position" : {
        "id" : 1,
        "name" : "Goalkeeper"
      },
      "jersey_number" : 1
    }, {
      "player" : {
        "id" : 38872,
        "name" : "Daniel Okafor"
      },
      "position" : {
        "id" : 23,
        "name" : "Center Forward"
      },
      "jersey_number" : 9
    } ]
  }
} ]"""
_STATSBOMB_EVENTS_NAME = "3895302.json"

# StatsBomb's open data lineups file (data/lineups/<match_id>.json): a team a block, its players
_STATSBOMB_LINEUPS = """[ {
  "team_id" : 1475,
  "team_name" : "Northfield Town",
  "lineup" : [ {
    "player_id" : 38872,
    "player_name" : "Daniel Okafor",
    "player_nickname" : null,
    "jersey_number" : 9,
    "country" : {
      "id" : 160,
      "name" : "Nigeria"
    }
  }, {
    "player_id" : 40218,
    "player_name" : "Tomas Lindqvist",
    "player_nickname" : null,
    "jersey_number" : 1,
    "country" : {
      "id" : 202,
      "name" : "Sweden"
    }
  } ]
} ]"""
_STATSBOMB_LINEUPS_NAME = "lineups_3895302.json"

# Wyscout's public events (events_<competition>.json): a list of events, json.dumps' separators, keys in its order
_WYSCOUT = json.dumps([
    {"eventId": 8, "subEventName": "Simple pass", "tags": [{"id": 1801}], "playerId": 25413,
     "positions": [{"y": 49, "x": 49}, {"y": 78, "x": 31}], "matchId": 2576335, "eventName": "Pass", "teamId": 3158,
     "matchPeriod": "1H", "eventSec": 2.7586489999999912, "subEventId": 85, "id": 253668302},
    {"eventId": 1, "subEventName": "Ground attacking duel", "tags": [{"id": 703}, {"id": 1801}], "playerId": 21315,
     "positions": [{"y": 78, "x": 31}, {"y": 61, "x": 44}], "matchId": 2576335, "eventName": "Duel",
     "teamId": 3158, "matchPeriod": "1H", "eventSec": 4.946850000000012, "subEventId": 11, "id": 253668304}])
_WYSCOUT_NAME = "events_Italy.json"

# Opta's F24 event details (f24-<competition>-<season>-<game>-eventdetails.xml): the prolog, Games on line 2, a Game
# with its attributes, events with their qualifiers
_F24 = ('<?xml version="1.0" encoding="utf-8"?>\n'
        '<Games timestamp="2026-03-08T18:12:44">\n'
        '  <Game id="2431187" away_score="1" away_team_id="1512" away_team_name="Rivers United" competition_id="8" '
        'competition_name="English Barclays Premier League" game_date="2026-03-08T15:00:00" home_score="2" '
        'home_team_id="1475" home_team_name="Northfield Town" matchday="27" period_1_start="2026-03-08T15:00:07" '
        'period_2_start="2026-03-08T16:03:41" season_id="2025" season_name="Season 2025/2026">\n'
        '    <Event id="2598431177" event_id="3" type_id="1" period_id="1" min="0" sec="0" player_id="38872" '
        'team_id="1475" outcome="1" x="50.1" y="49.8" timestamp="2026-03-08T15:00:07.412" '
        'last_modified="2026-03-08T15:00:09" version="1772982009118">\n'
        '      <Q id="3914402381" qualifier_id="140" value="38.6" />\n'
        '      <Q id="3914402383" qualifier_id="141" value="57.2" />\n'
        '    </Event>\n'
        '  </Game>\n'
        '</Games>\n')
_F24_NAME = "f24-8-2025-2431187-eventdetails.xml"

# a Hudl Sportscode XML export (Edit List > Export XML): the prolog, file on line 2, the instances with their labels,
# then the rows' colours
_SPORTSCODE = ('<?xml version="1.0" encoding="utf-8"?>\n'
               "<file>\n"
               "  <ALL_INSTANCES>\n"
               "    <instance>\n"
               "      <ID>1</ID>\n"
               "      <start>412.4</start>\n"
               "      <end>421.9</end>\n"
               "      <code>PRESS HIGH</code>\n"
               "      <label>\n"
               "        <group>Player</group>\n"
               "        <text>9 Okafor</text>\n"
               "      </label>\n"
               "      <label>\n"
               "        <group>Outcome</group>\n"
               "        <text>Regain</text>\n"
               "      </label>\n"
               "    </instance>\n"
               "  </ALL_INSTANCES>\n"
               "  <ROWS>\n"
               "    <row>\n"
               "      <code>PRESS HIGH</code>\n"
               "      <R>65535</R>\n"
               "      <G>32896</G>\n"
               "      <B>0</B>\n"
               "    </row>\n"
               "  </ROWS>\n"
               "</file>\n")
_SPORTSCODE_NAME = "MD27_Northfield_v_Rivers.xml"

# football-data.co.uk's results and odds (mmz4281/2526/E0.csv): its header cut after Bet365's prices, dd/mm/yyyy dates
_FOOTBALL_DATA = (
    "Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,Referee,HS,AS,HST,AST,HF,AF,HC,AC,HY,AY,HR,AR,"
    "B365H,B365D,B365A\n"
    "E0,07/03/2026,15:00,Brentford,Fulham,2,2,D,1,0,H,S Hooper,14,11,5,4,10,12,6,3,2,1,0,0,2.3,3.5,3.1\n"
    "E0,07/03/2026,17:30,Arsenal,Everton,3,0,H,2,0,H,M Oliver,19,6,8,1,8,11,9,2,0,2,0,0,1.36,5.25,8.5\n"
    "E0,08/03/2026,14:00,Chelsea,Wolves,1,1,D,0,1,A,A Taylor,16,9,4,3,12,9,7,4,1,3,0,0,1.57,4.2,5.5\n")
_FOOTBALL_DATA_NAME = "E0.csv"

# the Odds API's v4 answer (GET /v4/sports/soccer_epl/odds?regions=uk&markets=h2h): compact, one event, one bookmaker
_ODDS_API = json.dumps([{
    "id": "e912d3b0c5a8f4d61b7e20c93a5f8d14", "sport_key": "soccer_epl", "sport_title": "EPL",
    "commence_time": "2026-03-14T15:00:00Z", "home_team": "Arsenal", "away_team": "Chelsea",
    "bookmakers": [{"key": "williamhill", "title": "William Hill", "last_update": "2026-03-12T09:41:27Z",
                    "markets": [{"key": "h2h", "last_update": "2026-03-12T09:41:27Z",
                                 "outcomes": [{"name": "Arsenal", "price": 1.91}, {"name": "Chelsea", "price": 4.2},
                                              {"name": "Draw", "price": 3.6}]}]}]}], separators=(",", ":"))
_ODDS_API_NAME = "odds_soccer_epl_h2h.json"


# the match video as FFmpeg writes it (MP4, not fast-started): the ftyp box (0x20 bytes: major brand isom, minor
# version 0x200, compatible isom iso2 avc1 mp41), an empty 'free' box, then the 'mdat' box's header; the rest left out
def _match_mp4() -> bytes:
    ftyp = struct.pack(">I", 32) + b"ftyp" + b"isom" + struct.pack(">I", 0x200) + b"isomiso2avc1mp41"
    free = struct.pack(">I", 8) + b"free"
    mdat = struct.pack(">I", 1_873_264_119) + b"mdat"
    return ftyp + free + mdat


_MP4 = _match_mp4()
_MP4_NAME = "MD27_Northfield_v_Rivers_tactical.mp4"

# the analysts' player ratings as typed after the review: round, shirt, player, minutes, rating, xG: six fields a line
_RATINGS = ("md27 09 okafor 90 8.0 0.71\nmd27 10 marsh 84 7.5 0.22\nmd27 07 dube 90 7.0 0.35\n"
            "md27 23 haldorsen 62 6.5 0.04\nmd27 04 price 90 7.0 0.00\n")
# the tipsters' picks as typed for the league: tipster, round, fixture, pick (1, X or 2): four fields a line
_PICKS = ("dazza md28 ARS-CHE 1\ndazza md28 NOR-RIV X\ndazza md28 BRE-FUL 2\nmo_tips md28 ARS-CHE 1\n")
# the tipsters' league table as typed each round: round, tipster, picks, correct, points, season total: six fields
_TABLE = ("md27 dazza 10 7 21 164\nmd27 mo_tips 10 6 18 171\nmd27 kezza 10 5 15 149\nmd27 bigal 9 4 12 138\n")


def eightyfirst_bar_football_cases() -> list[Case]:
    G = EIGHTYFIRST_FOOTBALL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="matchday_scores", judgements="staff_verdicts", runs=_RECS3,
        stem="player_rankings", outputs=_OUT, item="player", rounded="analyst_ratings",
        weights="{'event_xg': 1.0, 'analyst_ratings': 2.0, 'odds_implied': 0.5, 'tipster_picks': 0.5}",
        lone_query="R['analyst_ratings']['match:2025-26/friendly/preseason-3'] = "
                   "{'player:2025-26/academy/31': 0.9, 'player:2025-26/loan/18': 0.4}\n",
        trust="event_xg 1\nanalyst_ratings 2\ntipster_picks 1\n",
        trust_dict="{'event_xg': 1, 'analyst_ratings': 2, 'tipster_picks': 1}",
        texts={
            "rrf": ("u81a_rrf_matchday_scores",
                    "rankagg.fuse({source: {match, round or season: {player: score}}}, method='rrf'): the event "
                    "data's xG model, the analysts' ratings, the odds and the tipsters' picks, six rankings "
                    "('match:2025-26/md27/home-rivers'), players as 'player:2025-26/first-team/09'"),
            "borda": ("u81a_borda_player_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a substitute on for ten minutes the tipsters never picked "
                      "and one analyst left unrated, so some sources have no score for him"),
            "combsum": ("u81a_combsum_rounded_analyst_ratings",
                        "rankagg.fuse(..., method='combsum'): the analysts' ratings at one decimal (7.0, 7.5: many "
                        "ties), beside the xG model and the tipsters' picks"),
            "fuser": ("u81a_weighted_fuser_analyst_ratings",
                      "rankagg.Fuser('rrf', weights=...) per match and round: the analysts' ratings count 2, as the "
                      "head of analysis signs the ranking off"),
            "frame": ("u81a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' sheet, a row "
                      "per match, player and source"),
            "evaluate": ("u81a_evaluate_staff_verdicts",
                         "rankagg.evaluate(fused ranking, the staff's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the players of the match first"),
            "lone": ("u81a_preseason_friendly_only_analyst_ratings",
                     "rankagg.fuse(..., method='rrf'): a pre-season friendly only the analysts rated (no event "
                     "data, no odds, no picks), beside matches every source covers"),
            "cli_rrf": ("u81a_cli_rrf_runs",
                        "rankagg fuse event_xg.run analyst_ratings.run tipster_picks.run --method rrf -o "
                        "player_rankings.run: one run per source, matches, rounds and seasons as queries"),
            "cli_borda": ("u81a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the analysts' "
                          "ratings count double)"),
            "cli_combsum": ("u81a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players shortlisted for the "
                            "team of the week per match"),
            "cli_evaluate": ("u81a_cli_evaluate_staff_verdicts_qrels",
                             "rankagg evaluate player_rankings.run --qrels staff_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the staff's verdicts (0-2)"),
            "cli_parquet": ("u81a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "analysts' pipeline, a Parquet table for the recruitment team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u81a_statsbomb_events_json_as_run", "StatsBomb's open data events file (id, index, period, timestamp, "
         "type 'Starting XI', possession_team, play_pattern, tactics)", _STATSBOMB_EVENTS_NAME, _STATSBOMB_EVENTS,
         "StatsBomb", named_at(_STATSBOMB_EVENTS_NAME, _STATSBOMB_EVENTS)),
        ("u81a_wyscout_events_json_as_run", "Wyscout's public events (eventId, subEventName, tags, playerId, "
         "positions, matchId, eventName, ... eventSec)", _WYSCOUT_NAME, _WYSCOUT, "Wyscout",
         named_at(_WYSCOUT_NAME, _WYSCOUT)),
        ("u81a_opta_f24_xml_as_run", "Opta's F24 event details (Games, Game, Event type_id, period_id, min, sec, "
         "outcome, x, y, Q qualifier_id)", _F24_NAME, _F24, "F24", named_at(_F24_NAME, _F24)),
        ("u81a_sportscode_xml_as_run", "a Hudl Sportscode XML export (file, ALL_INSTANCES, instance ID, start, end, "
         "code, label; ROWS)", _SPORTSCODE_NAME, _SPORTSCODE, "Sportscode", named_at(_SPORTSCODE_NAME, _SPORTSCODE)),
        ("u81a_football_data_csv_as_run", "football-data.co.uk's results and odds (Div, Date, Time, HomeTeam, "
         "AwayTeam, FTHG, FTAG, FTR, ... B365H, B365D, B365A)", _FOOTBALL_DATA_NAME, _FOOTBALL_DATA,
         "football-data", named_at(_FOOTBALL_DATA_NAME, _FOOTBALL_DATA)),
        ("u81a_odds_api_json_as_run", "the Odds API's odds answer (id, sport_key, commence_time, home_team, "
         "away_team, bookmakers, markets h2h, outcomes, price)", _ODDS_API_NAME, _ODDS_API, "Odds API",
         named_at(_ODDS_API_NAME, _ODDS_API)),
        ("u81a_match_mp4_as_run", "a match video (MP4: ftyp box 'isom', 'isomiso2avc1mp41', then free and mdat)",
         _MP4_NAME, _MP4, "MP4", _MP4_NAME),
        ("u81a_analyst_ratings_as_run", "the analysts' player ratings as typed (six fields a line: round, shirt, "
         "player, minutes, rating, xG)", "ratings_md27.txt", _RATINGS, "ratings sheet", "ratings_md27.txt:1"),
        ("u81a_tipster_picks_as_run", "the tipsters' picks as typed (four fields a line: tipster, round, fixture, "
         "pick)", "picks_md28.txt", _PICKS, "picks sheet", "picks_md28.txt:1"),
        ("u81a_tipster_table_as_run", "the tipsters' league table as typed (six fields a line: round, tipster, "
         "picks, correct, points, season total)", "tipsters_table_md27.txt", _TABLE, "league table",
         "tipsters_table_md27.txt:1")],
        one_run=("analyst_ratings.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a ratings line's six are a round, a shirt "
                 "number, a player, minutes, a rating and an xG, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a match video read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u81a_tipster_picks_as_qrels", "picks_md28.txt", _PICKS, "picks sheet"),
        ("u81a_analyst_ratings_as_qrels", "ratings_md27.txt", _RATINGS, "ratings sheet"),
        ("u81a_statsbomb_lineups_json_as_qrels", _STATSBOMB_LINEUPS_NAME, _STATSBOMB_LINEUPS, "StatsBomb"),
        ("u81a_football_data_csv_as_qrels", _FOOTBALL_DATA_NAME, _FOOTBALL_DATA, "football-data")],
        one_run=("analyst_ratings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u81a_out_mp4", "MD27_pressing_clips.mp4", "a match video (MP4)"),
        ("u81a_out_opta_f24_xml", "f24-8-2025-2431188-eventdetails.xml", "Opta's F24 event details"),
        ("u81a_out_sctimeline", "MD27_Northfield_v_Rivers.SCTimeline", "a Hudl Sportscode timeline"),
        ("u81a_out_tracab_dat", "2431187.dat", "a TRACAB tracking data file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=81"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u81a_api_statsbomb_events_list",
            "rankagg.fuse(json.load(3895302.json)): StatsBomb's open data events file, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "StatsBomb", why="a run maps a query to {document: score}; an events file is a list of one match's "
            "events (their ids, periods, timestamps, types, teams, players and locations)",
            files={"r.json": _STATSBOMB_EVENTS}),
        bad("u81a_api_football_data_frame",
            "rankagg.fuse(pd.read_csv(E0.csv)): football-data.co.uk's results and odds (Div, Date, HomeTeam, AwayTeam, "
            "FTHG, FTAG, ... B365A) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "football-data", why="a table of runs has qid, docid, run and score columns; football-data.co.uk's file "
            "has a match a row (its division, date, teams, goals, result, match statistics and bookmakers' prices)",
            files={"r.csv": _FOOTBALL_DATA}),
    ]
    return cases
