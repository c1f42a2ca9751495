"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a football club's recruitment department ranking
players per position and league across scouting models (its cases, ids ``u32c_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each position, league and window (``cb/eredivisie/2027-summer``) is a query and each player a document
by the club's id (``plr:80321``); the runs are an expected-goals model's, a data provider's player rating, the scouts'
grades and a similarity model's, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each model's record, and judged against the signings' first seasons (2 a starter, 1 a squad player, 0
neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (StatsBomb's and
Wyscout's events, an Opta F24 feed, Metrica's tracking data, a Transfermarkt table, an FBref table, Understat's shots,
a Sportscode timeline), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_SCOUTING = ("45 Unseen inputs: a thirty-second bar, a football club's recruitment department ranking "
                         "players per position and league across scouting models (StatsBomb, Wyscout, Opta F24, "
                         "Metrica, Transfermarkt, FBref, Understat, Sportscode)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['xg_model', 'provider_rating', 'scouts', 'similarity'],
    items=['plr:80321', 'plr:80417', 'plr:79002', 'plr:81533', 'plr:80090', 'plr:78814', 'plr:81207', 'plr:79965'],
    queries=['cb/eredivisie/2027-summer', 'cb/primeira/2027-summer', 'st/eredivisie/2027-summer',
             'cm/belgian-pro/2027-summer', 'fb/allsvenskan/2027-summer', 'st/championship/2027-summer'],
    suffix='/u21', generator='grades', judgements='first_seasons') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "grades", "shortlist.run")

_RECS3 = ["xg_model", "provider_rating", "scouts"]
_OUT = ("shortlist.run",)
_ONE_RUN = ("cb/eredivisie/2027-summer Q0 plr:80321 1 0.91 scouts\ncb/eredivisie/2027-summer Q0 plr:80417 2 0.77 "
            "scouts\ncb/eredivisie/2027-summer Q0 plr:79002 3 0.52 scouts\n")
# the department's files, as the data providers and video tools write them (a few lines)
_STATSBOMB = ('[{"id": "9f6e2ee7-f0e2-4cd5-a1a0-1e2c1a5b7a11", "index": 1, "period": 1, "timestamp": "00:00:00.000", '
              '"minute": 0, "second": 0, "type": {"id": 35, "name": "Starting XI"}, "possession": 1, '
              '"possession_team": {"id": 217, "name": "Ajax"}, "play_pattern": {"id": 1, "name": "Regular Play"}, '
              '"team": {"id": 217, "name": "Ajax"}, "duration": 0.0}]\n')
_WYSCOUT = ('[{"eventId": 8, "subEventName": "Simple pass", "tags": [], "playerId": 25413, "positions": [{"y": 49, '
            '"x": 49}, {"y": 78, "x": 31}], "matchId": 2499719, "eventName": "Pass", "teamId": 1609, "matchPeriod": '
            '"1H", "eventSec": 2.758, "subEventId": 85, "id": 177959171}]\n')
_F24 = ('<?xml version="1.0" encoding="utf-8"?>\n<Games timestamp="2026-11-27T20:00:00">\n'
        '  <Game id="2301234" away_team_id="8" away_team_name="PSV" home_team_id="3" home_team_name="Ajax" '
        'competition_id="9" season_id="2026">\n    <Event id="1123" event_id="1" type_id="34" period_id="16" min="0" '
        'sec="0" team_id="3" outcome="1" x="0.0" y="0.0">\n      <Q id="2001" qualifier_id="44" value="1, 2, 2"/>\n'
        '    </Event>\n  </Game>\n</Games>\n')
_METRICA = (",,,Home,,Home,,Home,,Home\n,,,11,,1,,2,,3\nPeriod,Frame,Time [s],Player11,,Player1,,Player2,,Player3\n"
            "1,1,0.04,0.00082,0.48238,0.32648,0.65322,0.33701,0.48863\n")
_TRANSFERMARKT = ("player_id,first_name,last_name,name,last_season,current_club_id,player_code,country_of_birth,"
                  "date_of_birth,sub_position,position,foot,height_in_cm,market_value_in_eur,"
                  "highest_market_value_in_eur\n80321,Jan,de Vries,Jan de Vries,2026,610,jan-de-vries,Netherlands,"
                  "2004-03-02,Centre-Back,Defender,left,188,12000000,12000000\n")
_FBREF = ("Rk,Player,Nation,Pos,Squad,Age,Born,MP,Starts,Min,90s,Gls,Ast,G+A,G-PK,PK,PKatt,CrdY,CrdR,xG,npxG,xAG\n"
          "1,Jan de Vries,nl NED,DF,Ajax,22-270,2004,14,14,1260,14.0,1,2,3,1,0,0,2,0,0.8,0.8,1.1\n")
_UNDERSTAT = ('[{"id": "14614", "minute": "3", "result": "MissedShots", "X": "0.882", "Y": "0.373", "xG": '
              '"0.0503", "player": "Jan de Vries", "h_a": "h", "player_id": "8032", "situation": "OpenPlay", '
              '"season": "2026", "shotType": "Head", "match_id": "22775", "h_team": "Ajax", "a_team": "PSV"}]\n')
_SPORTSCODE = ("<file>\n  <ALL_INSTANCES>\n    <instance>\n      <ID>1</ID>\n      <start>12.30</start>\n"
               "      <end>20.10</end>\n      <code>Jan de Vries - Progressive pass</code>\n    </instance>\n"
               "  </ALL_INSTANCES>\n</file>\n")


def thirtysecond_bar_scouting_cases() -> list[Case]:
    G = THIRTYSECOND_SCOUTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="grades", judgements="first_seasons", runs=_RECS3, stem="shortlist", outputs=_OUT,
        item="players", rounded="scouts",
        weights="{'xg_model': 1.5, 'provider_rating': 1.0, 'scouts': 2.0, 'similarity': 0.5}",
        lone_query="R['scouts']['gk/ekstraklasa/2027-summer'] = {'plr:82001': 0.9, 'plr:82002': 0.4}\n",
        trust="scouts 2\nxg_model 1.5\nprovider_rating 1\n",
        trust_dict="{'scouts': 2, 'xg_model': 1.5, 'provider_rating': 1}",
        texts={
            "rrf": ("u32c_rrf_models",
                    "rankagg.fuse({model: {position/league/window: {player: score}}}, method='rrf'): four models, "
                    "six searches ('cb/eredivisie/2027-summer'), players by id ('plr:80321')"),
            "borda": ("u32c_borda_unscored_players",
                      "rankagg.fuse(..., method='borda'): the scouts did not see every player"),
            "combsum": ("u32c_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the scouts' grades at one decimal (many ties) beside "
                        "the models"),
            "fuser": ("u32c_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per search: the scouts count 2, the similarity model 0.5"),
            "frame": ("u32c_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the recruitment sheet, a row "
                      "per search, player and model"),
            "evaluate": ("u32c_evaluate_first_seasons",
                         "rankagg.evaluate(fused ranking, the signings' first seasons, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the players who became starters"),
            "lone": ("u32c_one_model_search",
                     "rankagg.fuse(..., method='rrf'): a search only the scouts ranked (goalkeepers in Poland) beside "
                     "searches every model covers"),
            "cli_rrf": ("u32c_cli_rrf_runs",
                        "rankagg fuse xg_model.run provider_rating.run scouts.run --method rrf -o shortlist.run: one "
                        "run per model, searches as queries"),
            "cli_borda": ("u32c_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the scouts count "
                          "double)"),
            "cli_combsum": ("u32c_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the sporting director "
                            "watches"),
            "cli_evaluate": ("u32c_cli_evaluate_season_qrels",
                             "rankagg evaluate shortlist.run --qrels first_seasons.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the signings' first seasons (0-2)"),
            "cli_parquet": ("u32c_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o shortlist.parquet: gzipped runs from the data "
                            "platform, a Parquet table for the recruitment meeting")})

    # --- the department's files given where runs are read: named by their format or tool ------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32c_statsbomb_events_as_run", "StatsBomb's open data events (a list: id, index, period, timestamp, type, "
         "possession_team, ...)", "3788741.json", _STATSBOMB, "StatsBomb", "3788741.json:1"),
        ("u32c_wyscout_events_as_run", "Wyscout's v2 events (a list: eventId, subEventName, tags, playerId, "
         "positions, ...)", "events_Netherlands.json", _WYSCOUT, "Wyscout", "events_Netherlands.json:1"),
        ("u32c_opta_f24_as_run", "an Opta F24 feed (Games, Game, Event with type_id, Q qualifiers)",
         "f24-9-2026-2301234-eventdetails.xml", _F24, "Opta", "f24-9-2026-2301234-eventdetails.xml:2"),
        ("u32c_metrica_tracking_as_run", "Metrica Sports' tracking data (two header rows of teams and jerseys, then "
         "Period, Frame, Time [s], Player11, ...)", "Sample_Game_1_RawTrackingData_Home_Team.csv", _METRICA,
         "Metrica", "Sample_Game_1_RawTrackingData_Home_Team.csv:1"),
        ("u32c_transfermarkt_players_as_run", "Transfermarkt's players table (player_id, first_name, ..., "
         "market_value_in_eur)", "players.csv", _TRANSFERMARKT, "Transfermarkt", "players.csv:1"),
        ("u32c_fbref_table_as_run", "an FBref standard stats table (Rk, Player, Nation, Pos, Squad, ..., xG, npxG, "
         "xAG)", "fbref_standard.csv", _FBREF, "FBref", "fbref_standard.csv:1"),
        ("u32c_understat_shots_as_run", "Understat's shots (a list: id, minute, result, X, Y, xG, ..., h_a, "
         "situation)", "shots_22775.json", _UNDERSTAT, "Understat", "shots_22775.json:1"),
        ("u32c_sportscode_xml_as_run", "a Sportscode timeline's XML export (file, ALL_INSTANCES, instance: ID, "
         "start, end, code)", "match_timeline.xml", _SPORTSCODE, "Sportscode", "match_timeline.xml:1")],
        one_run=("scouts.run", _ONE_RUN), stem="shortlist",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32c_transfermarkt_as_qrels", "players.csv", _TRANSFERMARKT, "Transfermarkt"),
        ("u32c_fbref_as_qrels", "fbref_standard.csv", _FBREF, "FBref"),
        ("u32c_statsbomb_as_qrels", "3788741.json", _STATSBOMB, "StatsBomb"),
        ("u32c_sportscode_as_qrels", "match_timeline.xml", _SPORTSCODE, "Sportscode")],
        one_run=("scouts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32c_out_sctimeline", "shortlist.SCTimeline", "a Sportscode timeline package"),
        ("u32c_out_fmf", "shortlist.fmf", "a Football Manager editor file"),
        ("u32c_out_dvw", "shortlist.dvw", "a DataVolley scout file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the department's documents and tables given to the API -------------------------------------------------------
    cases += [
        bad("u32c_api_statsbomb_list",
            "rankagg.fuse(json.load(3788741.json)): StatsBomb's events loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json')), method='rrf')\n",
            "StatsBomb", why="a list of runs holds {query: {document: score}} mappings; StatsBomb's events hold ids, "
            "timestamps and types", files={"e.json": _STATSBOMB}),
        bad("u32c_api_transfermarkt_frame",
            "rankagg.fuse(pd.read_csv(players.csv)): Transfermarkt's players given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Transfermarkt", why="a table of runs has qid, docid, run and score columns; Transfermarkt's has players",
            files={"p.csv": _TRANSFERMARKT}),
    ]
    return cases
