"""A rugby competition's statistics office's and a club's performance analysts' files (issue 45's seventy-fourth bar,
u74a_): World Rugby's rankings as its API answers them, Catapult's OpenField exports, a league table saved as CSV,
and the scoring log, the team sheet and the tackle sheet typed as text.  (Sportscode's XML timelines are named by the
older readers, and so are workbooks; ESPN's scoreboards, which every sport's analysts read, are
:mod:`rankagg.io.fields.tournaments`'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a player as the officials type them ('sheehan', 'van-der-flier')
_PLAYER = r"[^\W\d_][\w'-]*"
#: a scoring log's line: minute, team, shirt number, player, the score, its points
_SCORE = (rf"\d{{1,2}}[ \t]+[A-Z]{{2,4}}[ \t]+\d{{1,2}}[ \t]+{_PLAYER}[ \t]+"
          r"(?i:try|penalty-try|conversion|con|penalty|pen|drop-goal|dg)[ \t]+[1-7][ \t]*")
#: a team sheet's line: shirt number, the union's player id (never qrels' iteration field 0), player, position
_SHEET = (rf"\d{{1,2}}[ \t]+\d{{5,8}}[ \t]+{_PLAYER}[ \t]+(?i:loosehead|tighthead|prop|hooker|lock|flanker|blindside|"
          r"openside|number-?8|no8|scrum-?half|fly-?half|wing|centre|center|inside-centre|outside-centre|"
          r"full-?back|replacement)[ \t]*")
#: a tackle sheet's line: shirt number, player (never a run's Q0), tackles made, missed, dominant, turnovers won
_TACKLES = rf"\d{{1,2}}[ \t]+{_PLAYER}[ \t]+\d{{1,2}}(?:[ \t]+\d{{1,2}}){{3}}[ \t]*"

RUGBY = Field(
    team="a rugby competition's statistics office and a club's performance analysts (u74a_)",
    advice="give each source's ranking of a match's, round's or season's players (ESPN's match statistics, "
           "Sportscode's events, Catapult's work rate, the coaches' ratings) as a run, the match a query "
           "(match:2025-26/urc/r7/leinster-v-munster) and each player a document (player:urc/leinster/1021877), the "
           "score higher for the better player: 'MATCH Q0 PLAYER RANK SCORE SOURCE'; the match awards are the "
           "qrels, 'MATCH 0 PLAYER GRADE'",
    files=(
        FieldFile("World Rugby's rankings (JSON from its pulselive API: label, entries with each team's pts, pos, "
                  "previousPts, previousPos; effective)",
                  '{"label":"Mens Rugby Union","entries":[{"team":{"id":"39","name":"South Africa"},"pts":93.94,'
                  '"pos":1,"previousPts":93.04,"previousPos":1}],"effective":{"millis":1764547200000}}\n', 1,
                  keys=("entries", "label", "effective", "previousPts", "previousPos")),
        FieldFile("Catapult's OpenField export (CSV: '# OpenField Export', device, units, period and athlete lines, "
                  "then Timestamp, Seconds, Velocity, Acceleration, Odometer, ..., Player Load)",
                  "# OpenField Export : 22.11.2025 18:41:07\n# Reference time : 22.11.2025 15:02:40 UTC\n"
                  "Timestamp,Seconds,Velocity,Acceleration,Odometer,Heart Rate,Player Load\n", 1,
                  line=r"\A# OpenField Export :"),
        FieldFile("Catapult's OpenField export read as a table (Timestamp, Seconds, Velocity, Acceleration, Odometer, "
                  "..., Player Load)",
                  "Timestamp,Seconds,Velocity,Acceleration,Odometer,Heart Rate,Player Load\n"
                  "22.11.2025 15:02,0,2.91,0.06,0,142,0\n", 1, columns=("Velocity", "Odometer", "Player Load")),
        FieldFile("a rugby league table (CSV: Pos, Team, P, W, D, L, PF, PA, PD, TF, TB, LB, Pts)",
                  "Pos,Team,P,W,D,L,PF,PA,PD,TF,TB,LB,Pts\n1,Leinster,7,6,0,1,231,118,113,33,5,1,30\n", 1,
                  columns=("PF", "PA", "TB", "LB", "Pts")),
        FieldFile("a rugby match's scoring log typed as text (minute, team, shirt number, player, score, points; six "
                  "fields a line that pass for a TREC run's)",
                  "9 LEI 11 lowe try 5\n10 LEI 10 prendergast conversion 2\n", 1,
                  line=rf"\A{_SCORE}\r?\n{_SCORE}$", lookalike=True),
        FieldFile("a rugby team sheet typed as text (shirt number, player id, player, position; four fields a line "
                  "that pass for qrels')",
                  "1 1012950 porter loosehead\n2 1021877 sheehan hooker\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a rugby tackle sheet typed as text (shirt number, player, tackles made, missed, dominant, turnovers "
                  "won; six fields a line that pass for a TREC run's)",
                  "2 sheehan 14 1 4 2\n7 van-der-flier 19 2 3 1\n", 1,
                  line=rf"\A{_TACKLES}\r?\n{_TACKLES}$", lookalike=True),
    ))
