"""A minor-league club's analytics department's and a fantasy baseball league's commissioners' files (issue 45's
sixty-second bar, u62a_): Retrosheet's event files and game logs, Baseball Savant's Statcast search CSV, FanGraphs'
projection exports, MLB Stats API answers, TrackMan sessions, the Lahman database's tables, Yahoo Fantasy's API
XML, and the scorer's box scores, lineup cards and the league's fantasy points typed as text.  (The Lahman
database as SQLite is named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a box score's line: the batter's surname, at-bats (one to twelve in a game), runs, hits, runs batted in, walks
#: (under twenty each: a snooker league's table, 'Cue-Masters-A 14 11 3 62 36', had been told a box score, u73b_)
_BOX = r"[A-Z][a-z][\w.'-]*[ \t]+(?:[1-9]|1[0-2])(?:[ \t]+1?\d){4}[ \t]*"
#: a lineup card's line: batting order, uniform number, player, position
_LINEUP = r"[1-9][ \t]+\d{1,2}[ \t]+\S+[ \t]+(?:P|C|1B|2B|3B|SS|LF|CF|RF|DH)[ \t]*"
#: a fantasy points line: week, the player's MLB team, player, points
_FANTASY = r"W\d{1,2}[ \t]+[A-Z]{2,3}[ \t]+\S+[ \t]+-?\d{1,3}(?:\.\d+)?[ \t]*"

BASEBALL = Field(
    team="a minor-league club's analytics department and a fantasy league's commissioners (u62a_)",
    advice="give each source's ranking of a game's, series' or season's players (projections, Statcast's xwOBA, "
           "fantasy points, scouting grades) as a run, the game, series or season a query "
           "(game:mlb-2024/745444) and each player a document (mlbam:592450/aaron-judge), the score higher for the "
           "better: 'GAME Q0 PLAYER RANK SCORE SOURCE'; the season's WAR tiers are the qrels, 'SEASON 0 PLAYER "
           "GRADE'",
    files=(
        FieldFile("a Retrosheet event file (.EVA, .EVN: id, version, info, start and play records, comma-separated)",
                  "id,NYA201903280\nversion,2\ninfo,visteam,BAL\ninfo,hometeam,NYA\n", 1,
                  line=r"\Aid,[A-Z]{3}\d{9}[ \t]*\r?\nversion,\d", outputs=(".eva", ".evn", ".eba", ".ebn")),
        FieldFile("a Retrosheet game log (GL*.TXT: 161 comma-separated fields a game, the date, its number, the day, "
                  "the visitor, its league, ...; no header)",
                  '"20190328","0","Thu","BAL","AL",1,"NYA","AL",1,2,7,51,"D","","","","NYC21",46928\n', 1,
                  line=r'\A"\d{8}","\d","(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)","[A-Z0-9]{3}","[A-Z0-9]{2}",\d+,'),
        FieldFile("Baseball Savant's Statcast search CSV (pitch_type, game_date, release_speed, ..., player_name, "
                  "batter, pitcher, events; a pitch a row)",
                  '"pitch_type","game_date","release_speed","player_name","batter","pitcher","events"\n'
                  '"FF","2024-06-12","96.1","Cole, Gerrit","592450","543037","single"\n', 1,
                  columns=("pitch_type", "game_date", "release_speed", "player_name", "batter", "pitcher")),
        FieldFile("FanGraphs' projections export (Steamer, ZiPS: Name, Team, ..., WAR, RA9-WAR, ADP, PlayerId; a "
                  "player a row)",
                  'Name,Team,ERA,FIP,WAR,RA9-WAR,ADP,PlayerId\n'
                  '"Spencer Strider","ATL",3.18,2.95,4.7,4.5,24.1,"26094"\n', 1,
                  columns=("Name", "Team", "WAR", "RA9-WAR", "ADP", "PlayerId")),
        FieldFile("an MLB Stats API answer (JSON: copyright, leagueLeaders with leaderCategory, season and the "
                  "leaders)",
                  '{\n  "copyright" : "Copyright 2024 MLB Advanced Media, L.P.",\n  "leagueLeaders" : [ {\n'
                  '    "leaderCategory" : "homeRuns",\n    "season" : "2022"\n  } ]\n}\n', 1,
                  keys=("leagueLeaders", "copyright", "leaderCategory")),
        FieldFile("a TrackMan session (its CSV: PitchNo, Date, Time, ..., Pitcher, PitcherThrows, TaggedPitchType, "
                  "AutoPitchType, PitchCall, ..., RelSpeed; a pitch a row)",
                  "PitchNo,Date,Time,Pitcher,PitcherThrows,TaggedPitchType,AutoPitchType,PitchCall,RelSpeed\n"
                  "1,2024-06-12,18:35:12.41,\"Ortiz, Luis\",Right,Fastball,Four-Seam,StrikeCalled,94.7\n", 1,
                  columns=("PitchNo", "PitcherThrows", "TaggedPitchType", "AutoPitchType", "PitchCall", "RelSpeed")),
        FieldFile("a Lahman database table (Batting.csv, Pitching.csv, ...: playerID, yearID, stint, teamID, lgID, "
                  "then the season's counts)",
                  "playerID,yearID,stint,teamID,lgID,G,AB,R,H\nwainwad01,2014,1,SLN,NL,32,72,4,13\n", 1,
                  columns=("playerID", "yearID", "teamID", "lgID")),
        FieldFile("a Yahoo Fantasy Sports API answer (XML: fantasy_content with the league's players and their stats)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US" '
                  'xmlns:yahoo="http://www.yahooapis.com/v1/base.rng">\n</fantasy_content>\n', 2,
                  root="fantasy_content"),
        FieldFile("a baseball box score typed as text (batter, at-bats, runs, hits, runs batted in, walks; six fields "
                  "a line that pass for a TREC run's)",
                  "Castillo 4 1 2 0 1\nPilla 4 0 1 1 0\n", 1, line=rf"\A{_BOX}\r?\n{_BOX}$", lookalike=True),
        FieldFile("a baseball lineup card typed as text (batting order, uniform number, player, position; four fields "
                  "a line that pass for qrels')",
                  "1 7 Castillo SS\n2 22 Pilla CF\n", 1, line=rf"\A{_LINEUP}\r?\n{_LINEUP}$", lookalike=True),
        FieldFile("a fantasy baseball league's weekly points typed as text (week, team, player, points; four fields "
                  "a line that pass for qrels')",
                  "W12 NYY Judge 38.5\nW12 LAD Ohtani 41\n", 1, line=rf"\A{_FANTASY}\r?\n{_FANTASY}$",
                  lookalike=True),
    ))
