"""A county darts league's statisticians' and a professional tour's data team's files (issue 45's fifty-ninth bar,
u59a_): DartConnect's report exports, n01's online match data and the Windows n01's saved matches, and the league's
result sheets and fixtures and the PDC Order of Merit typed as text.  (Excel's workbooks are named by the older
readers.  The persona's output names .n01, .oom and .dartconnect are no tool's files, so a run may be written
under them.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a result sheet's line: week, board, player, legs won, three-dart average, checkout %
_RESULT = r"wk\d{1,2}[ \t]+B\d{1,2}[ \t]+\S+[ \t]+\d{1,2}[ \t]+\d{1,3}\.\d+[ \t]+\d{1,3}(?:\.\d+)?[ \t]*"
#: a fixture's line: week, date, home team, 'v', away team, start time
_FIXTURE = r"wk\d{1,2}[ \t]+\d{4}-\d{2}-\d{2}[ \t]+\S+[ \t]+v[ \t]+\S+[ \t]+\d{1,2}:\d{2}[ \t]*"
#: an Order of Merit's line: position, first name, surname, the ranking money in pounds
_MERIT = r"\d{1,3}[ \t]+\S+[ \t]+\S+[ \t]+£\d{1,3}(?:,\d{3})*[ \t]*"

DARTS = Field(
    team="a county darts league's statisticians and a professional tour's data team (u59a_)",
    advice="give each source's ranking of a match's, event's or season's players (three-dart averages, checkout "
           "percentages, legs won, ranking money) as a run, the match, event or season a query "
           "(season:2025-26/county-div1) and each player a document (player:dc-10482/parry-d), the score higher "
           "for the better: 'SEASON Q0 PLAYER RANK SCORE SOURCE'; the county's selection is the qrels, 'SEASON 0 "
           "PLAYER GRADE'",
    files=(
        FieldFile("DartConnect's 'Season: Perf. by Legs' export (CSV: Report Name, League ID, ..., 3DA, Hi Turn, DO, "
                  "..., Report Link, Event Link; a leg a row)",
                  '"Report Name","League ID","Membership","Team","Win","Darts","3DA","Hi Turn","DO","Report Link"\n'
                  '"Season: Perf. by Legs","KentCDL","Premium","Crown & Anchor A","W","18","83.5","140","40",'
                  '"https://recap.dartconnect.com/history/report/match/67ac1f3be4b0a1c9d2f05e11"\n', 1,
                  columns=("Report Name", "League ID", "3DA", "Hi Turn", "Report Link")),
        FieldFile("DartConnect's 01 leaderboard (CSV: Last, First, Gender, Team, ..., 3DA, First 9, ..., CO %, O-3DA; "
                  "a player a row)",
                  '"Last","First","Gender","Team","Legs","3DA","First 9","100+","CO %","O-3DA"\n'
                  '"Parry","Dave","M","Crown & Anchor A","38","47.95","56.8311","31","30.68","44.10"\n', 1,
                  columns=("Last", "First", "3DA", "First 9", "CO %", "O-3DA")),
        FieldFile("an n01 online match (n01's match data, JSON: mid, title, startScore, legData with each player's "
                  "scores, statsData with winLegs, allScore, allDarts)",
                  '{"mid":"Kc4fR2tQ_1770925845000","title":"Kent CDL Div 1 - Board 2","startScore":501,'
                  '"legData":[],"statsData":[{"name":"Dave Parry","winLegs":1,"allScore":501,"allDarts":17}]}\n', 1,
                  keys=("mid", "startScore", "legData", "statsData")),
        # line 1 holds the date and the two names only: the Totals line tells it
        FieldFile("a match saved by the Windows n01 (its CSV: the date and the names, then Totals, Averages, Finish "
                  "Stats, Counts, and each leg's Round, Scored, To Go)",
                  "12/02/2026 20:14:05,Dave Parry,,Mick Lowe,\nTotals,Sets,1,Sets,0\n,Legs,1,Legs,0\n"
                  ",Tons,2,Tons,2\n", 2,
                  line=r"^Totals,Sets,\d+,Sets,\d+\r?\n,Legs,\d+,Legs,\d+\r?$"),
        FieldFile("a darts league's result sheet typed as text (week, board, player, legs won, three-dart average, "
                  "checkout percentage; six fields a line that pass for a TREC run's)",
                  "wk19 B1 D.Parry 3 47.82 37.5\nwk19 B1 M.Lowe 1 41.06 20.0\n", 1,
                  line=rf"\A{_RESULT}\r?\n{_RESULT}$", lookalike=True),
        FieldFile("a darts league's fixtures typed as text (week, date, home team, v, away team, start time; six "
                  "fields a line that pass for a TREC run's)",
                  "wk20 2026-02-19 crown-anchor-a v red-lion-b 20:00\nwk20 2026-02-19 fox-hounds-a v swan-b 20:00\n",
                  1, line=rf"\A{_FIXTURE}\r?\n{_FIXTURE}$", lookalike=True),
        FieldFile("the PDC Order of Merit typed as text (position, first name, surname, ranking money in pounds; four "
                  "fields a line that pass for qrels')",
                  "1 Dean Harrow £1,506,500\n2 Toby Vance £1,191,250\n", 1,
                  line=rf"\A{_MERIT}\r?\n{_MERIT}$", lookalike=True),
    ))
