"""A snooker tour's statisticians' and a club's league secretary's files (issue 45's seventy-third bar, u73b_):
snooker.org's API answers (an event's matches, the rankings, an event) and its matches saved as CSV, Snooker Scorer's
match export, and the referee's frame scores, the century breaks and the league table typed as text.  (Workbooks are
named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a player or a team as typed: a capitalised name ("O'Sullivan", 'Cue-Masters-A')
_NAME = r"[A-Z][\w'.-]*"
#: a frame's line: frame, a player and his points, the other and his, the highest break
_FRAME = rf"\d{{1,2}}[ \t]+{_NAME}[ \t]+\d{{1,3}}[ \t]+{_NAME}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]*"
#: a century's line: player, break (100 to 147), frame, round
_CENTURY = rf"{_NAME}[ \t]+1[0-4]\d[ \t]+\d{{1,2}}[ \t]+(?:L\d{{1,3}}|R\d{{1,2}}|QF|SF|F|W\d)[ \t]*"
#: a league table's line: team (never a run's query with a Q0 after it), played, won, lost, for, against
_TABLE = rf"{_NAME}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]*"

SNOOKER = Field(
    team="a snooker tour's statisticians and a club's league secretary (u73b_)",
    advice="give each source's ranking of an event's, season's or league's players (snooker.org's results, the "
           "ranking points, the referees' frames, the league table) as a run, the event a query (event:1315/frames) "
           "and each player a document (player:snookerorg/1), the score higher for the better player: 'EVENT Q0 "
           "PLAYER RANK SCORE SOURCE'; the statisticians' verdicts are the qrels, 'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("snooker.org's matches (JSON from api.snooker.org: ID, EventID, Round, Number, Player1ID, Score1, "
                  "Player2ID, Score2, WinnerID, ..., WorldSnookerID)",
                  '[{"ID":9267231,"EventID":1315,"Round":13,"Number":1,"Player1ID":1,"Score1":6,"Player2ID":17,'
                  '"Score2":4,"WinnerID":1,"WorldSnookerID":955174}]\n', 1,
                  keys=("Player1ID", "Player2ID", "WinnerID", "WorldSnookerID")),
        FieldFile("snooker.org's rankings (JSON from api.snooker.org: ID, Position, PlayerID, Season, Sum, Type)",
                  '[{"ID":61001,"Position":1,"PlayerID":237,"Season":2024,"Sum":1338000,"Type":"MoneyRankings"}]\n', 1,
                  keys=("PlayerID", "Position", "Season", "Sum", "Type")),
        FieldFile("snooker.org's event (JSON from api.snooker.org: ID, Name, StartDate, ..., WorldSnookerId, "
                  "DefendingChampion, PreviousEdition)",
                  '[{"ID":1315,"Name":"Northern Ireland Open","Season":2024,"Discipline":"snooker",'
                  '"WorldSnookerId":0,"DefendingChampion":16,"PreviousEdition":1200}]\n', 1,
                  keys=("WorldSnookerId", "Discipline", "DefendingChampion", "PreviousEdition")),
        FieldFile("snooker.org's matches saved as CSV (ID, EventID, Round, Number, Player1ID, Score1, ..., WinnerID, "
                  "WorldSnookerID)",
                  "ID,EventID,Round,Number,Player1ID,Score1,Player2ID,Score2,WinnerID,WorldSnookerID\n"
                  "9267231,1315,13,1,1,6,17,4,1,955174\n", 1,
                  columns=("Player1ID", "Player2ID", "WinnerID", "WorldSnookerID")),
        FieldFile("Snooker Scorer's match export (JSON: id, version, players, bestOf, frames with their breaks, "
                  "statistics, numberOfReds)",
                  '{\n  "id": "match_1731594131000_k3v9x2q7d",\n  "players": [\n    "Dave Hollins",\n    "Raj Patel"\n'
                  '  ],\n  "bestOf": 3,\n  "currentFrame": 0,\n  "frames": [],\n  "numberOfReds": 15\n}\n', 1,
                  keys=("frames", "bestOf", "currentFrame", "numberOfReds")),
        FieldFile("a snooker referee's frame scores typed as text (frame, a player and his points, the other and his, "
                  "the highest break; six fields a line that pass for a TREC run's)",
                  "1 Trump 74 Robertson 32 68\n2 Robertson 101 Trump 0 101\n", 1,
                  line=rf"\A{_FRAME}\r?\n{_FRAME}$", lookalike=True),
        FieldFile("a snooker event's century breaks typed as text (player, break, frame, round; four fields a line "
                  "that pass for qrels')",
                  "Trump 134 6 QF\nRobertson 101 2 QF\n", 1, line=rf"\A{_CENTURY}\r?\n{_CENTURY}$", lookalike=True),
        FieldFile("a league table typed as text (team, played, won, lost, and the frames or points for and against; "
                  "six fields a line that pass for a TREC run's)",
                  "Cue-Masters-A 14 11 3 62 36\nCrucible-Club 14 10 4 58 40\n", 1,
                  line=rf"\A{_TABLE}\r?\n{_TABLE}$", lookalike=True),
    ))
