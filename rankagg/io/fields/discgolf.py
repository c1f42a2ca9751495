"""A disc golf club's tournament directors' and league statisticians' files (issue 45's eighty-second bar, u82a_):
UDisc's scorecard export, the PDGA API's player statistics, Disc Golf Metrix's results, and the TD's scorecards, tee
sheets and league points tables as the club types them.  (GPX tracks and KML or KMZ course maps are named by their
own recognisers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a PDGA division: MPO, FPO, MA1 to MA4, FA1, MP40, MJ18, ...
_DIVISION = r"[MF][A-Z]{1,2}\d{0,2}"
#: a typed scorecard's line: card, PDGA number (never a run's Q0), division, front nine, back nine, total
_CARD = rf"[A-Z]\d{{1,2}}[ \t]+[1-9]\d{{2,6}}[ \t]+{_DIVISION}[ \t]+\d{{2,3}}[ \t]+\d{{2,3}}[ \t]+\d{{2,3}}[ \t]*"
#: a tee sheet's line for a shotgun start: starting hole, card, tee time, PDGA number
_TEE = r"H\d{1,2}[A-Z]?[ \t]+[A-Z]\d{1,2}[ \t]+\d{1,2}:\d\d[ \t]+[1-9]\d{2,6}[ \t]*"
#: a league points line: week, place (from 1: never qrels' 0), player, division, score to par, points
_POINTS = (rf"(?:[Ww]k|[Ww]eek)\d{{1,2}}[ \t]+[1-9]\d{{0,2}}[ \t]+\S+[ \t]+{_DIVISION}[ \t]+(?:[+-]?\d{{1,2}}|E)[ \t]+"
           r"\d{1,3}[ \t]*")

DISCGOLF = Field(
    team="a disc golf club's tournament directors and league statisticians (u82a_)",
    advice="give each source's ranking of a round's, division's, event's or season's players (UDisc's scores, the "
           "TD's scorecards, the PDGA ratings, the league points) as a run, the round a query "
           "(round:2026/maple-hill-open/r1) and each player a document (player:pdga/84512), the score higher for the "
           "better player (a round's strokes negated): 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the final standings are "
           "the qrels, 'ROUND 0 PLAYER GRADE'",
    files=(
        FieldFile("UDisc's scorecard export (PlayerName, CourseName, LayoutName, StartDate, EndDate, Total, +/-, "
                  "RoundRating, Hole1, ...: a 'Par' row, then a row per player's round)",
                  "PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2\n"
                  "Par,Maple Hill,Red Tees,2026-05-12 1804,2026-05-12 1931,6,,,3,3\n", 1,
                  columns=("PlayerName", "CourseName", "LayoutName", "Total")),
        FieldFile("the PDGA API's player statistics (JSON: players of first_name, last_name, pdga_number, rating, "
                  "division_code, tournaments, points, ...)",
                  '{"sessid":"k3Vq9Xo2","status":0,"players":[{"first_name":"Dana","last_name":"Whitfield",'
                  '"pdga_number":"150214","rating":"912","division_code":"MA1","points":"1840"}]}\n', 1,
                  keys=("players", "pdga_number", "division_code")),
        FieldFile("Disc Golf Metrix's results (JSON: Competition with ID, Name, CourseName, MetrixMode, Results of "
                  "each player's class, hole results, Sum and Place, Tracks of the holes' pars; Errors)",
                  '{"Competition":{"ID":3312845,"Name":"Tuesday League - Week 7","MetrixMode":"1","Results":'
                  '[{"Name":"Jules Moreau","ClassName":"MA3","Sum":26,"Place":1}],"Tracks":[{"Number":"1",'
                  '"Par":"3"}]},"Errors":[]}\n', 1,
                  keys=("Competition", "Results", "Tracks", "MetrixMode")),
        FieldFile("a disc golf TD's scorecards typed as text (card, PDGA number, division, front nine, back nine, "
                  "total; six fields a line that pass for a TREC run's)",
                  "A1 84512 MA1 27 29 56\nA1 121877 MA1 28 29 57\n", 1,
                  line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a disc golf tee sheet for a shotgun start typed as text (starting hole, card, tee time, PDGA "
                  "number; four fields a line that pass for qrels')",
                  "H01 A1 08:30 84512\nH01 A1 08:30 121877\n", 1,
                  line=rf"\A{_TEE}\r?\n{_TEE}$", lookalike=True),
        FieldFile("a disc golf league points table typed as text (week, place, player, division, score to par, "
                  "points; six fields a line that pass for a TREC run's)",
                  "wk07 1 jmoreau MA3 -2 20\nwk07 2 tkowalski MA3 1 17\n", 1,
                  line=rf"\A{_POINTS}\r?\n{_POINTS}$", lookalike=True),
    ))
