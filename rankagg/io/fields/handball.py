"""A handball league's statistics office's and a club's video and performance analysts' files (issue 45's
eighty-seventh bar, u87b_): Atrium Sports' fixtures answers, Kinexon's positions exports, and the scorers' match
sheets and the analysts' shot charts as typed.  (Sportscode's XML exports are named by the scouting readers.)  By
decision a goalkeeper save sheet (a shirt number, a keeper, saves and shots) stays undeclared: no form tells a number,
a name and two counts from many fields' sheets, and its refusal names the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a match sheet's line: minute (mm:ss), team, shirt number, player, event, the score after it
_SHEET = (r"\d{1,2}:\d\d[ \t]+[A-Z]{2,4}[ \t]+\d{1,2}[ \t]+\S+[ \t]+"
          r"(?i:goal|7m|7m-goal|7m-miss|2min|2-min|yellow|red|blue|save|miss|timeout|tto)[ \t]+\d{1,2}:\d{1,2}[ \t]*")
#: a shot chart's line: shirt number, player (a name: never a run's Q0), zone, shots, goals, efficiency
_SHOTS = (r"\d{1,2}[ \t]+(?!Q0[ \t])[^\W\d_][\w.'-]*[ \t]+(?i:pivot|wing|left-wing|right-wing|back|left-back|"
          r"right-back|centre-back|center-back|7m|breakthrough|fast-?break|6m|9m)[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+"
          r"\d{1,3}(?:\.\d)?[ \t]*")

HANDBALL = Field(
    team="a handball league's statistics office and a club's video and performance analysts (u87b_)",
    advice="give each source's ranking of a match's, round's or season's players or goalkeepers (the match reports, "
           "the video codings, the tracking loads, the analysts' ratings) as a run, the match a query "
           "(match:hbl/2024-25/r34/SGF-HSV/players) and each player a document (player:hbl/100417), the score higher "
           "for the better player: 'MATCH Q0 PLAYER RANK SCORE SOURCE'; the office's verdicts are the qrels, "
           "'MATCH 0 PLAYER GRADE'",
    files=(
        FieldFile("Atrium Sports' fixtures (JSON from its embed API: data of broadcastsLabels, config, entities, "
                  "fixtures with their competitors, scores, round and status)",
                  '{"data":{"broadcastsLabels":{"watch":"Watch"},"config":{"sport":"handball"},"entities":null,'
                  '"fixtures":[{"fixtureId":"a4b645c0","round":"Round: 34","competitors":[]}]}}\n', 1,
                  keys=("data", "fixtures", "broadcastsLabels")),
        FieldFile("Kinexon's positions export (CSV: ts in ms, formatted local time, sensor id, mapped id, number, "
                  "full name, ..., x in m, y in m, speed in m/s, ..., metabolic power in W/kg, acceleration load)",
                  "ts in ms,formatted local time,sensor id,mapped id,number,full name,x in m,y in m,speed in m/s,"
                  "metabolic power in W/kg\n1749387600050,08.06.2025 15:00:00.050,1187,4,6,Johannes Golla,21.37,"
                  "8.92,3.41,14.8\n", 1,
                  columns=("ts in ms", "sensor id", "mapped id", "metabolic power in W/kg")),
        FieldFile("a handball match sheet typed as text (minute, team, shirt number, player, event, score; six "
                  "fields a line that pass for a TREC run's)",
                  "03:12 SGF 6 Golla goal 2:1\n07:45 HSV 21 Weller 2min 4:3\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a handball shot chart typed as text (shirt number, player, zone, shots, goals, efficiency; six "
                  "fields a line that pass for a TREC run's)",
                  "6 Golla pivot 7 6 85.7\n11 Jakobsen wing 9 7 77.8\n", 1,
                  line=rf"\A{_SHOTS}\r?\n{_SHOTS}$", lookalike=True),
    ))
