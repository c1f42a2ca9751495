"""A football (soccer) club's analysts' and a tipsters' league's files (issue 45's eighty-first bar, u81a_): the
Odds API's answers, StatsBomb's lineups, and an analyst's ratings sheet, tipsters' picks and their league table typed
as text.  (StatsBomb's and Wyscout's events, Opta's F24, Sportscode's XML and match videos are named by the older
readers.  football-data.co.uk's results are not declared: they are match results, which the comparisons' door reads
and refuses for want of an outcome column, u14s_football_data_csv_davidson; a declaration, asked first, would take
that reason away.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a name a line starts a field with: never a run's Q0 or Q1 (an iteration)
_NAME = r"(?!Q\d+[ \t])[^\W\d_][\w.'-]*"
#: a ratings sheet's line: round, shirt number (never qrels' 0), player, minutes, rating, xG
_RATING = rf"\S+[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+{_NAME}[ \t]+\d{{1,3}}[ \t]+\d{{1,2}}\.\d[ \t]+\d{{1,2}}\.\d{{2}}[ \t]*"
#: a pick's line: tipster, round (never qrels' 0 or a run's Q0), fixture as HOME-AWAY codes, the pick 1, X or 2
_PICK = r"\S+[ \t]+(?!0[ \t]|Q0[ \t])\S+[ \t]+[A-Z]{2,4}-[A-Z]{2,4}[ \t]+[12X][ \t]*"
#: a tipsters' table's line: round (a matchday: md27, GW3, R12 or 27; not an id, a decimal or a meeting's code, as an
#: admissions vote tally's '6150443515 PhD-CS 8 0 0 1' and an advisory board's 'CAB-2026Q3 PROD-1042 12 7 3 41' open
#: with: u86b_vote_tally_as_run and u90a_vote_tally_as_run had been told a tipsters' table), tipster, picks, correct
#: picks, points, season total
_ROUND = r"(?i:md|mw|gw|gd|rd|r|round|matchday|matchweek|gameweek|week|wk)?[-_]?\d{1,2}"
_TABLE = rf"{_ROUND}[ \t]+{_NAME}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\d{{1,4}}[ \t]*"

FOOTBALL = Field(
    team="a football club's analysts and a tipsters' league (u81a_)",
    advice="give each source's ranking of a match's, round's or season's players or teams (the event data's xG, "
           "the analysts' ratings, the odds' implied chances, the tipsters' picks) as a run, the match a query "
           "(match:2025-26/md27/home-rivers) and each player a document (player:2025-26/first-team/09), the score "
           "higher for the better player: 'MATCH Q0 PLAYER RANK SCORE SOURCE'; the staff's verdicts are the qrels, "
           "'MATCH 0 PLAYER GRADE'",
    files=(
        FieldFile("odds from the Odds API (v4, JSON: events of id, sport_key, sport_title, commence_time, home_team, "
                  "away_team, bookmakers with their markets and outcomes)",
                  '[{"id":"e912d3b0","sport_key":"soccer_epl","sport_title":"EPL","commence_time":'
                  '"2026-03-14T15:00:00Z","home_team":"Arsenal","away_team":"Chelsea","bookmakers":[]}]\n', 1,
                  keys=("sport_key", "commence_time", "home_team", "bookmakers")),
        FieldFile("a match's lineups from StatsBomb's open data (JSON: team_id, team_name, lineup of player_id, "
                  "player_name, player_nickname, jersey_number, country, ...)",
                  '[ {\n  "team_id" : 1475,\n  "team_name" : "Northfield Town",\n  "lineup" : [ {\n'
                  '    "player_id" : 38872,\n    "player_name" : "Daniel Okafor",\n    "player_nickname" : null,\n'
                  '    "jersey_number" : 9\n  } ]\n} ]\n', 1,
                  keys=("lineup", "team_name", "player_nickname", "jersey_number")),
        FieldFile("a football analyst's ratings sheet typed as text (round, shirt number, player, minutes, rating, "
                  "xG; six fields a line that pass for a TREC run's)",
                  "md27 09 okafor 90 8.0 0.71\nmd27 10 marsh 84 7.5 0.22\n", 1,
                  line=rf"\A{_RATING}\r?\n{_RATING}$", lookalike=True),
        FieldFile("a tipsters' league picks sheet typed as text (tipster, round, fixture, the pick 1, X or 2; four "
                  "fields a line that pass for qrels')",
                  "dazza md28 ARS-CHE 1\ndazza md28 NOR-RIV X\n", 1,
                  line=rf"\A{_PICK}\r?\n{_PICK}$", lookalike=True),
        FieldFile("a tipsters' league table typed as text (round, tipster, picks, correct picks, points, season "
                  "total; six fields a line that pass for a TREC run's)",
                  "md27 dazza 10 7 21 164\nmd27 mo_tips 10 6 18 171\n", 1,
                  line=rf"\A{_TABLE}\r?\n{_TABLE}$", lookalike=True),
    ))
