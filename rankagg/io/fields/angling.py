"""A bass team trail's weigh-in director's and a club's anglers' files (issue 45's sixty-eighth bar, u68b_):
Humminbird's waypoint exports, Lowrance's sonar logs, USGS Water Services' gauge answers, a day's results saved as
CSV, and the weigh-in sheet, the angler-of-the-year points and the catch-photo-release lengths typed as text.
(GPX waypoints and workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a weigh-in sheet's line: boat, team (anglers' names at '/': never a run's Q0), fish, weight, big bass, dead fish
_WEIGH_IN = (r"\d{1,3}[ \t]+[A-Z][A-Za-z'-]*(?:/[A-Z][A-Za-z'-]*)*[ \t]+\d{1,2}[ \t]+\d{1,3}\.\d{1,2}[ \t]+"
             r"\d{1,2}\.\d{1,2}[ \t]+\d{1,2}[ \t]*")
#: an angler-of-the-year line: angler, the event's date (never qrels' iteration field), place, points
_AOY = r"[A-Z][A-Za-z'-]*[ \t]+\d{4}-\d{2}-\d{2}[ \t]+\d{1,3}[ \t]+\d{1,4}[ \t]*"
#: a catch-photo-release line: angler, fish (never qrels' iteration field 0), inches to the quarter, the photo's time
_CPR = r"[A-Za-z][A-Za-z'-]*[ \t]+(?!0\b)\d{1,2}[ \t]+\d{1,2}(?:\.(?:0|00|25|5|50|75))?[ \t]+\d{1,2}:\d{2}[ \t]*"

ANGLING = Field(
    team="a bass team trail's weigh-in director and a club's anglers (u68b_)",
    advice="give each source's ranking of a tournament day's, event's or season's teams (the scale's weights, the "
           "catch-photo-release lengths, the big bass, the angler-of-the-year points) as a run, the day a query "
           "(day:2025-06-14/potomac/day1) and each team a document (team:2025/ptt-014), the score higher for the "
           "better team: 'DAY Q0 TEAM RANK SCORE SOURCE'; the final standings are the qrels, 'DAY 0 TEAM GRADE'",
    files=(
        FieldFile("a Humminbird waypoints file (.hwr: 36-byte big-endian records opened by 02 02 00 24)",
                  b"\x02\x02\x00\x24\x00\x00\x00\x00\x00\x00\x01\x03\x01\xc9\x68\x4d\x4b\x0f", 0,
                  magic=b"\x02\x02\x00\x24", outputs=(".hwr",)),
        # SL2's header: format 2, version 0 or 1, block size (1970 or 3200), a zero
        FieldFile("a Lowrance sonar log (.sl2: its header, then frames of a 144-byte header and a sounding)",
                  b"\x02\x00\x00\x00\x80\x0c\x00\x00\x08\x00\x00\x00", 0, magic=b"\x02\x00",
                  line=r"\A\x02\x00[\x00\x01]\x00(?:\x80\x0c|\xb2\x07)\x00\x00", outputs=(".sl2", ".sl3")),
        FieldFile("a USGS Water Services answer (WaterML as JSON: name, declaredType, scope, value with queryInfo and "
                  "timeSeries)",
                  '{"name":"ns1:timeSeriesResponseType","declaredType":"org.cuahsi.waterml.TimeSeriesResponseType",'
                  '"scope":"javax.xml.bind.JAXBElement$GlobalScope","value":{"queryInfo":{},"timeSeries":[]},'
                  '"nil":false,"globalScope":true,"typeSubstituted":false}\n', 1,
                  keys=("declaredType", "scope", "value", "globalScope")),
        FieldFile("a bass tournament's weigh-in results (CSV: Place, Boat, Team, Fish, Dead, Weight, Penalty, "
                  "Big Bass, Total)",
                  "Place,Boat,Team,Fish,Dead,Weight,Penalty,Big Bass,Total\r\n"
                  "1,14,Harlan / Ruiz,5,0,17.42,0.00,5.08,17.42\r\n", 1,
                  columns=("Big Bass", "Weight", "Team")),
        FieldFile("a bass tournament's weigh-in sheet typed as text (boat, team, fish, weight, big bass, dead fish; "
                  "six fields a line that pass for a TREC run's)",
                  "14 Harlan/Ruiz 5 17.42 5.08 0\n31 Okafor/Lindqvist 5 16.97 4.61 1\n", 1,
                  line=rf"\A{_WEIGH_IN}\r?\n{_WEIGH_IN}$", lookalike=True),
        FieldFile("a bass club's AOY points typed as text (angler, event date, place, angler-of-the-year points; "
                  "four fields a line that pass for qrels')",
                  "Harlan 2025-06-14 1 300\nOkafor 2025-06-14 2 299\n", 1,
                  line=rf"\A{_AOY}\r?\n{_AOY}$", lookalike=True),
        FieldFile("a bass tournament's CPR lengths typed as text (catch-photo-release: angler, fish, inches, the "
                  "photo's time; four fields a line that pass for qrels')",
                  "ruiz 1 18.25 07:42\nlindqvist 1 19.75 08:03\n", 1,
                  line=rf"\A{_CPR}\r?\n{_CPR}$", lookalike=True),
    ))
