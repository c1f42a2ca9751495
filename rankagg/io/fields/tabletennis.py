"""A table tennis league's results office's and a club's coaches' files (issue 45's seventy-second bar, u72a_):
click-TT's tournament export and its Spielplan as CSV, WTT's ITTF world ranking as its API answers it, a club's QTTR
list saved as CSV, ttSchweizer's round and players files, and a team match's score sheet, a group's table and a team
line-up typed as text.  (Workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a player, or a doubles pair as 'broll/gabler'
_PLAYERS = r"[^\W\d_][\w'.-]*(?:/[^\W\d_][\w'.-]*)?"
#: a team match's score sheet line: the match (D1 doubles, E3 singles), home and away, sets, games, running score
_SHEET = (rf"[DE]\d{{1,2}}[ \t]+{_PLAYERS}[ \t]+{_PLAYERS}[ \t]+\d:\d[ \t]+\d{{1,2}}:\d{{1,2}}(?:,\d{{1,2}}:\d{{1,2}})*"
          r"[ \t]+\d{1,2}:\d{1,2}[ \t]*")
#: a group's table line: place, player (never a run's Q0), matches, sets, balls and points as won:lost
_GROUP = r"\d{1,2}[ \t]+[^\W\d_][\w'-]*(?:[ \t]+\d{1,3}:\d{1,3}){4}[ \t]*"
#: a team line-up's line: team.position, licence number (never qrels' iteration field 0), player, rating
_LINEUP = r"\d{1,2}\.\d{1,2}[ \t]+\d{6,10}[ \t]+[^\W\d_][\w'-]*[ \t]+\d{3,4}[ \t]*"
#: ttSchweizer's players file's line: the player's name, a comma, the TTR rating
_RATED = r"[^\W\d_][\w'-]*(?: [^\W\d_][\w'-]*)+, \d{3,4}[ \t]*"

TABLETENNIS = Field(
    team="a table tennis league's results office and a club's coaches (u72a_)",
    advice="give each source's ranking of a competition's, league's or season's players (click-TT's results, the "
           "balls won, the QTTR values, the group's places) as a run, the competition a query "
           "(konkurrenz:2025-11-09/bezirksrangliste/herren-a) and each player a document (spieler:ByTTV/103028148), "
           "the score higher for the better player: 'COMPETITION Q0 PLAYER RANK SCORE SOURCE'; the podium is the "
           "qrels, 'COMPETITION 0 PLAYER GRADE'",
    files=(
        FieldFile("click-TT's (nuLiga's) tournament export (XML, TournamentPortal.dtd: a tournament's competitions, "
                  "players and persons with licence-nr and ttr)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE tournament SYSTEM '
                  '"http://liga.nu/dtd/TournamentPortal.dtd">\n<tournament end-date="2025-11-09" '
                  'start-date="2025-11-09" name="Bezirksrangliste Herren A">\n', 3,
                  root="tournament", marks=("TournamentPortal.dtd",)),
        FieldFile("WTT's answer for the ITTF world ranking (JSON: StatusCode, Result, each a player with IttfId, "
                  "PlayerName, RankingPointsYTD, CurrentRank)",
                  '{"StatusCode":200,"Result":[{"IttfId":"114715","PlayerName":"QIU Dang","SubEventCode":"MS",'
                  '"RankingPointsYTD":"3450","CurrentRank":"10"}]}\n', 1,
                  keys=("Result", "StatusCode", "IttfId", "RankingPointsYTD")),
        FieldFile("a table tennis club's QTTR list (CSV: Rang, Nachname, Vorname, Mannschaft, Lizenz-Nr, QTTR, TTR)",
                  "Rang;Nachname;Vorname;Mannschaft;Lizenz-Nr;QTTR;TTR;Spiele\r\n"
                  "1;Broll;Joachim;Herren I;103028148;1642;1651;702\r\n", 1, columns=("QTTR", "TTR", "Lizenz-Nr")),
        FieldFile("click-TT's Spielplan (CSV: Termin, Staffel, Runde, HeimMannschaft, ..., GastMannschaft, "
                  "BegegnungNr)",
                  "Termin;Staffel;Runde;HeimMannschaft;HalleName;GastVereinName;GastMannschaft;BegegnungNr\n"
                  "13.09.2025 18:30;Bezirksliga Ost;VR;SV Weichs;Mehrzweckhalle;TSV 66 Polling;TSV 66 Polling;4\n", 1,
                  columns=("Termin", "Staffel", "HeimMannschaft", "GastMannschaft")),
        FieldFile("a ttSchweizer round file (.tts: '# Runde N', then a match a line, 'A <> B ! 3:1 7 -9 5 8')",
                  "# Runde 5\n#\n# Ergebnisse bitte wie folgt eingeben (Spiel  Satz1, Satz2, Satz3 ...):\n\n"
                  "Joachim Broll <> Jochen Gabler ! 3:1 7 -9 5 8\n", 1,
                  line=r"\A# Runde \d+[ \t]*$", marks=(" <> ",), outputs=(".tts",)),
        FieldFile("ttSchweizer's players file (spieler.tts: a player's name, a comma and the TTR rating a line), or "
                  "players and ratings typed so",
                  "Joachim Broll, 1642\nMourad Djelassi, 1618\n", 1, line=rf"\A{_RATED}\r?\n{_RATED}$"),
        FieldFile("a table tennis team match's score sheet typed as text (match, home and away players, sets, games, "
                  "the running score; six fields a line that pass for a TREC run's)",
                  "D1 broll/gabler djelassi/hammer 3:1 11:8,9:11,11:7,11:5 1:0\n"
                  "E1 broll djelassi 3:2 11:9,8:11,11:13,11:6,11:7 2:1\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a table tennis group table typed as text (place, player, matches, sets, balls, points; six fields "
                  "a line that pass for a TREC run's)",
                  "1 broll 3:0 9:2 112:87 6:0\n2 gabler 2:1 7:4 109:96 4:2\n", 1,
                  line=rf"\A{_GROUP}\r?\n{_GROUP}$", lookalike=True),
        FieldFile("a table tennis team line-up typed as text (team and position, licence, player, rating; four fields "
                  "a line that pass for qrels')",
                  "1.1 103028148 broll 1642\n1.2 113017128 djelassi 1618\n", 1,
                  line=rf"\A{_LINEUP}\r?\n{_LINEUP}$", lookalike=True),
    ))
