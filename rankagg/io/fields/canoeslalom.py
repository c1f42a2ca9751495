"""A canoe slalom federation's results office's and a race's judges' files (issue 45's eighty-fourth bar, u84b_):
C123 Server's messages (JSON, and their rows as a table), and the gate judges' penalty sheets, the chief judge's run
sheets and the start lists as typed.  (Canoe123's XML, its live messages and the Olympic Data Feed's results are
named by their roots already.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a race's run: the first and second runs, heats, a semi-final, a final
_RUN = r"(?:BR[12]|HT[12]|SF|FNL|Q[12])"
#: a penalty sheet's line: bib, run, gate, penalty (0, 2 or 50 seconds), section, time of day
_PENALTY = rf"\d{{1,3}}[ \t]+{_RUN}[ \t]+\d{{1,2}}[ \t]+(?:0|2|50)[ \t]+S\d{{1,2}}[ \t]+\d{{1,2}}:\d\d:\d\d[ \t]*"
#: a run sheet's line: bib, run, raw time, penalty seconds, total, status
_RUN_LINE = (rf"\d{{1,3}}[ \t]+{_RUN}[ \t]+\d{{2,3}}\.\d\d[ \t]+\d{{1,3}}[ \t]+\d{{2,3}}\.\d\d[ \t]+"
             r"(?:OK|DNS|DNF|DSQ|DSQ-R)[ \t]*")
#: a start list's line: start order, bib (from 1: never qrels' 0), family name in capitals, NOC
_START = r"\d{1,3}[ \t]+[1-9]\d{0,2}[ \t]+[A-ZÀ-Ý][A-ZÀ-Ý'-]+[ \t]+[A-Z]{3}[ \t]*"

CANOESLALOM = Field(
    team="a canoe slalom federation's results office and a race's gate judges and chief judge (u84b_)",
    advice="give each source's ranking of a run's, heat's, event's or season's athletes (the timing's totals, the "
           "judges' penalties, the ranking points) as a run, the run a query (run:K1M_ST_BR1_6/total) and each "
           "athlete a document (athlete:icf/12054), the score higher for the better athlete (a total time negated): "
           "'RUN Q0 ATHLETE RANK SCORE SOURCE'; the chief judge's verdicts are the qrels, 'RUN 0 ATHLETE GRADE'",
    files=(
        FieldFile("a C123 Server message (JSON from its WebSocket: type, timestamp, data of raceId, classId, "
                  "isCurrent, rows of rank, bib, name, gates, pen, time, total)",
                  '{"type":"Results","timestamp":"2024-04-06T10:30:46.456Z","data":{"raceId":"K1M_ST_BR2_6",'
                  '"classId":"K1M_ST","isCurrent":true,"rows":[{"rank":1,"bib":"1","gates":"0 0 2","pen":2}]}}\n', 1,
                  keys=("data", "raceId", "classId", "isCurrent")),
        FieldFile("C123 Server's result rows as a table (rank, bib, name, givenName, familyName, club, nat, "
                  "startOrder, startTime, gates, pen, time, total, behind)",
                  "rank,bib,name,givenName,familyName,club,nat,startOrder,startTime,gates,pen,time,total,behind\n"
                  "1,1,PRSKAVEC Jiří,Jiří,PRSKAVEC,USK Praha,,1,10:06:45,0 0 2,2,76.99,78.99,\n", 1,
                  columns=("startOrder", "gates", "pen", "behind", "familyName")),
        FieldFile("a canoe slalom gate judge's penalty sheet typed as text (bib, run, gate, penalty, section, time of "
                  "day; six fields a line that pass for a TREC run's)",
                  "9 BR2 4 2 S1 16:14:31\n9 BR2 7 2 S1 16:14:52\n", 1,
                  line=rf"\A{_PENALTY}\r?\n{_PENALTY}$", lookalike=True),
        FieldFile("a canoe slalom chief judge's run sheet typed as text (bib, run, raw time, penalty seconds, total, "
                  "status; six fields a line that pass for a TREC run's)",
                  "1 BR1 76.99 2 78.99 OK\n2 BR1 79.50 0 79.50 OK\n", 1,
                  line=rf"\A{_RUN_LINE}\r?\n{_RUN_LINE}$", lookalike=True),
        FieldFile("a canoe slalom start list typed as text (start order, bib, family name, NOC; four fields a line "
                  "that pass for qrels')",
                  "1 1 PRSKAVEC CZE\n2 2 FUKSA CZE\n", 1, line=rf"\A{_START}\r?\n{_START}$", lookalike=True),
    ))
