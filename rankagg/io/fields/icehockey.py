"""An ice hockey league's statistics office's and a team's video and analytics staff's files (issue 45's
seventy-second bar, u72b_): the NHL API's boxscores and shift charts, HockeyTech's statistics feeds as JSONP,
MoneyPuck's goalies table, and a game sheet's scoring summary, a goalie log, a line chart and the three stars typed as
text.  (Workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a player's last name as a game sheet gives it
_NAME = r"[A-Z][A-Za-z'-]+"
#: a game sheet's goal: period (never a run's Q0), time, team, scorer and two assists ('-' for none)
_GOAL = (rf"(?:[1-5]|OT|SO)[ \t]+\d{{1,2}}:\d{{2}}[ \t]+[A-Z]{{2,3}}[ \t]+{_NAME}[ \t]+(?:{_NAME}|-)[ \t]+"
         rf"(?:{_NAME}|-)[ \t]*")
#: a goalie log's game: date, opponent, goalie, shots, saves, decision
_START = (rf"\d{{4}}-\d{{2}}-\d{{2}}[ \t]+[A-Z]{{2,3}}[ \t]+{_NAME}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+"
          r"(?:W|L|OTL|SOL|ND|-)[ \t]*")
#: a line chart's line: forward line (L1..L4), defence pair (D1..D3) or goalies (G), then its players
_UNIT = rf"(?:L[1-4]|D[1-3]|G|PP[12]|PK[12])(?:[ \t]+{_NAME}){{2,3}}[ \t]*"
#: the three stars of a game: the NHL's game id, then the first, second and third star
_STARS = rf"20\d{{8}}(?:[ \t]+{_NAME}){{3}}[ \t]*"

ICEHOCKEY = Field(
    team="an ice hockey league's statistics office and a team's video and analytics staff (u72b_)",
    advice="give each source's ranking of a game's, week's or season's skaters or goalies (the NHL API's points, "
           "MoneyPuck's expected goals, the scouts' grades, the video staff's log) as a run, the game a query "
           "(game:2024020500/skaters) and each player a document (player:NHL/8478402), the score higher for the "
           "better player: 'GAME Q0 PLAYER RANK SCORE SOURCE'; the statistics office's verdicts are the qrels, "
           "'GAME 0 PLAYER GRADE'",
    files=(
        FieldFile("the NHL API's boxscore (api-web.nhle.com's JSON of a game: id, season, gameType, awayTeam, "
                  "homeTeam, playerByGameStats with each skater's goals, assists, hits and toi)",
                  '{"id":2024020500,"season":20242025,"gameType":2,"gameState":"OFF","gameScheduleState":"OK",'
                  '"awayTeam":{"abbrev":"COL"},"homeTeam":{"abbrev":"EDM"},"playerByGameStats":{"awayTeam":'
                  '{"forwards":[{"playerId":8477492,"goals":1,"assists":1,"hits":1,"toi":"21:14"}]}}}\n', 1,
                  keys=("playerByGameStats", "gameScheduleState", "awayTeam", "homeTeam")),
        FieldFile("the NHL API's shift chart (JSON: data, each shift with gameId, playerId, period, shiftNumber, "
                  "startTime, endTime, duration, detailCode; total)",
                  '{"data":[{"id":14231187,"detailCode":0,"duration":"00:47","endTime":"00:47","eventNumber":8,'
                  '"gameId":2024020500,"period":1,"playerId":8478402,"shiftNumber":1,"startTime":"00:00"}],'
                  '"total":1}\n', 1, keys=("data", "shiftNumber", "detailCode", "eventNumber")),
        FieldFile("HockeyTech's (LeagueStat's) statistics feed as JSONP (a callback's name, then its JSON: skaters or "
                  "goalies, each leader with rank, player_id, jersey_number, team_code)",
                  'angular.callbacks._3({"skaters":{"Points":{"results":[{"rank":1,"player_id":"13",'
                  '"jersey_number":"21","name":"Hilary Knight","team_code":"BOS"}]}}})\n', 1,
                  line=r"\A[A-Za-z_$][\w$.]*\(\s*[\[{]", marks=('"player_id"', '"jersey_number"', '"team_code"')),
        FieldFile("MoneyPuck's players table (CSV: playerId, season, name, team, position, situation, games_played, "
                  "icetime, xGoals, goals, ...)",
                  "playerId,season,name,team,position,situation,games_played,icetime,xGoals,goals,"
                  "flurryAdjustedxGoals\n8478048,2024,Igor Shesterkin,NYR,G,other,61,2012.0,6.31,5.0,5.7\n", 1,
                  columns=("playerId", "situation", "icetime", "xGoals")),
        FieldFile("an ice hockey game sheet's scoring summary typed as text (period, time, team, scorer, two assists; "
                  "six fields a line that pass for a TREC run's)",
                  "1 04:12 EDM McDavid Draisaitl Bouchard\n1 15:40 COL MacKinnon Makar -\n", 1,
                  line=rf"\A{_GOAL}\r?\n{_GOAL}$", lookalike=True),
        FieldFile("an ice hockey goalie log typed as text (date, opponent, goalie, shots, saves, decision; six fields "
                  "a line that pass for a TREC run's)",
                  "2024-11-14 COL Skinner 31 29 W\n2024-11-12 VGK Skinner 27 24 L\n", 1,
                  line=rf"\A{_START}\r?\n{_START}$", lookalike=True),
        FieldFile("an ice hockey line chart typed as text (a line, pair or goalies, then their players)",
                  "L1 Hyman McDavid Arvidsson\nL2 Skinner Draisaitl Perry\n", 1,
                  line=rf"\A{_UNIT}\r?\n{_UNIT}$", lookalike=True),
        FieldFile("an ice hockey week's three stars typed as text (the NHL's game id, the first, second and third "
                  "star; four fields a line that pass for qrels')",
                  "2024020500 McDavid Draisaitl Skinner\n2024020483 Eichel Hill Marner\n", 1,
                  line=rf"\A{_STARS}\r?\n{_STARS}$", lookalike=True),
    ))
