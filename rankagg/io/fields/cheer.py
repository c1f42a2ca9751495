"""An all-star cheer and dance event producer's scoring office's and a gym's coaches' files (issue 45's sixty-seventh
bar, u67a_): a division's results saved as CSV, and the panel judges' score sheets, the performance order, the
deduction log and the bid list typed as text.  (Results PDFs, music mixes, routine videos and bid list workbooks are
named by the older readers, Google Sheets' answers by rankagg.io.fields.services.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an all-star division's name as the office types it: its level first (L5-Senior-Coed)
_DIVISION = r"L\d[\w-]*"
#: a score sheet's line: the panel judge, the team (never a run's Q0), the division, the category, the score, the day
_SHEET = (rf"(?i:panel|judge)[\w-]*[ \t]+(?!Q0\b|0\b)\S+[ \t]+{_DIVISION}[ \t]+"
          r"(?i:building|tumbling|overall[\w-]*|stunts?|pyramids?|tosses|jumps|motions|dance|technique)[ \t]+"
          r"\d{1,3}(?:\.\d{1,2})?[ \t]+\S+[ \t]*")
#: a performance order's line: the order, the time on the mat (never a run's Q0), division, gym, team, mat
_ORDER = rf"\d{{1,3}}[ \t]+\d{{1,2}}:\d{{2}}[ \t]+{_DIVISION}[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]*"
#: a deduction log's line: team, division (never qrels' iteration field), the deduction, its points
_DEDUCTION = (rf"\S+[ \t]+{_DIVISION}[ \t]+(?i:[\w-]*(?:fall|boundary|time|violation|drop|illegal)[\w-]*)[ \t]+"
              r"\d\.\d{1,2}[ \t]*")
#: a bid list's line: event, division, team, the bid (never a grade)
_BID = rf"\S+[ \t]+{_DIVISION}[ \t]+\S+[ \t]+(?i:paid|at-large|partial|full|wildcard|none)[ \t]*"

CHEER = Field(
    team="an all-star cheer and dance event producer's scoring office and a gym's coaches (u67a_)",
    advice="give each source's ranking of a division's, event's or season's teams (building, tumbling, overall "
           "impression, the bid standings) as a run, the division a query "
           "(division:2026-spirit-classic/l5-senior-coed) and each team a document (team:coastal-elite/sapphire), "
           "the score higher for the better team: 'DIVISION Q0 TEAM RANK SCORE SOURCE'; the season's finals are the "
           "qrels, 'SEASON 0 TEAM GRADE'",
    files=(
        FieldFile("an all-star cheer division's results (CSV: Place, Team, Gym, Building, Tumbling, Overall "
                  "Impression, Deductions, Final Score)",
                  "Place,Team,Gym,Building,Tumbling,Overall Impression,Deductions,Final Score\n"
                  "1,Sapphire,Coastal Elite,44.2,26.1,27.15,1.0,96.45\n", 1,
                  columns=("Building", "Tumbling", "Overall Impression", "Deductions")),
        FieldFile("an all-star cheer panel judge's score sheet typed as text (judge, team, division, category, "
                  "score, day; six fields a line that pass for a TREC run's)",
                  "panel-2 Sapphire L5-Senior-Coed building 44.2 day2\n"
                  "panel-2 Sapphire L5-Senior-Coed tumbling 26.1 day2\n", 1, line=rf"\A{_SHEET}\r?\n{_SHEET}$",
                  lookalike=True),
        FieldFile("an all-star cheer event's performance order typed as text (order, time, division, gym, team, mat; "
                  "six fields a line that pass for a TREC run's)",
                  "14 10:42 L5-Senior-Coed CoastalElite Sapphire mat-B\n"
                  "15 10:46 L5-Senior-Coed LakeshoreAllstars Reign mat-B\n", 1, line=rf"\A{_ORDER}\r?\n{_ORDER}$",
                  lookalike=True),
        FieldFile("an all-star cheer event's deduction log typed as text (team, division, deduction, points; four "
                  "fields a line that pass for qrels')",
                  "Sapphire L5-Senior-Coed building-fall 0.75\nReign L5-Senior-Coed boundary 0.25\n", 1,
                  line=rf"\A{_DEDUCTION}\r?\n{_DEDUCTION}$", lookalike=True),
        FieldFile("an all-star cheer gym's bid list typed as text (event, division, team, bid; four fields a line "
                  "that pass for qrels')",
                  "the-summit L5-Senior-Coed CoastalElite-Sapphire paid\nworlds L6-Open-Coed SummitSpirit-Onyx paid\n",
                  1, line=rf"\A{_BID}\r?\n{_BID}$", lookalike=True),
    ))
