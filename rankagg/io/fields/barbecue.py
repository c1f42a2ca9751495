"""A barbecue sanctioning body's contest reps' and a state BBQ society's team-of-the-year office's files (issue 45's
sixty-fourth bar, u64a_): KCBS's contest results pages, kcbstats' contest and team files, a Team of the Year
standings sheet saved as CSV, and the judges' score cards, the table assignments and the turn-in order typed as
text.  (Workbooks, PDFs and iCalendar files are named by the older readers and rankagg.io.fields.calendars.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a score card's line: table, seat (1 to 6, never a run's Q0 or qrels' 0), box number, then appearance, taste and
#: tenderness, whole points 1 to 9
_CARD = r"\d{1,2}[ \t]+[1-6][ \t]+\d{3}[ \t]+[1-9][ \t]+[1-9][ \t]+[1-9][ \t]*"
#: a table assignment's line: table, seat (1 to 6), the judge's CBJ number, the judge's name (never a grade)
_SEAT = r"\d{1,2}[ \t]+[1-6][ \t]+\d{4,6}[ \t]+[A-Z][A-Za-z'\-]+[ \t]*"
#: a turn-in order's line: box number, turn-in time (never qrels' iteration field), category, the team's site
_TURN_IN = r"\d{1,4}[ \t]+\d{1,2}:\d{2}[ \t]+(?i:chicken|ribs|pork|brisket)[ \t]+\d{1,3}[ \t]*"

BARBECUE = Field(
    team="a barbecue sanctioning body's contest reps and a state BBQ society's team-of-the-year office (u64a_)",
    advice="give each source's ranking of a category's, contest's or season's cook teams (the judges' weighted "
           "scores, the places called, the prize money, the team-of-the-year points) as a run, the category or "
           "contest a query (contest:4811/chicken) and each cook team a document "
           "(team:13540/the-pork-whisperers), the score higher for the better team: 'CATEGORY Q0 TEAM RANK SCORE "
           "SOURCE'; the final standings are the qrels, 'SEASON 0 TEAM GRADE'",
    files=(
        FieldFile("a KCBS contest results page (HTML: the event head and subhead, 'Contest Number:', contestResults "
                  "tables of place, team and score per category)",
                  '<!DOCTYPE html>\n<html>\n<body>\n<h2 class="event_head">SC Festival of Discovery</h2>\n'
                  '<p>Contest Number: 4811</p>\n<table class="contestResults">\n<tr><th colspan="3">Chicken</th>'
                  '</tr>\n<tr><td>1</td><td>THE PORK WHISPERERS</td><td>180.0000</td></tr>\n</table>\n</body>\n'
                  '</html>\n', 2,
                  line=r"(?i)^[ \t]*<html\b", marks=('class="contestResults"', "Contest Number:")),
        FieldFile("kcbstats' contests file (contests_basic.json: a KCBS contest number, then its attendance, "
                  "is_state_champ, name, cbj_percentage, state, location, date_order, date_str, prize)",
                  '{\n    "4811": {\n        "attendance": 86, \n        "is_state_champ": true, \n'
                  '        "cbj_percentage": "100%", \n        "date_order": 140710, \n        "date_str": "7/10/14"'
                  '\n    }\n}', 1,
                  keys=("attendance", "is_state_champ", "cbj_percentage", "date_order", "date_str")),
        FieldFile("kcbstats' teams map (teams_map.json: a KCBS team's key, then its name as the results pages spell "
                  "it, as Python 2's json.dump wrote it, ', ' before each line end)",
                  '{\n    "13357": "TEMPLAR TEMPTATIONS", \n    "13356": "TEMECULA RUB COMPANY", \n'
                  '    "11542": "SMOKIN\' BILL\'S"\n}', 1,
                  line=r'\A\{\r?\n {4}"\d{1,6}": "[^"\n]*", \r?\n {4}"\d{1,6}": "'),
        FieldFile("a BBQ society's Team of the Year standings (CSV: Rank, Team, State, Contests, Points)",
                  'Rank,Team,State,Contests,Points\n1,THE PORK WHISPERERS,SC,10,"1,842.6856"\n', 1,
                  columns=("Rank", "Team", "State", "Contests", "Points")),
        FieldFile("a BBQ contest's judges' score cards typed as text (table, seat, box number, appearance, taste, "
                  "tenderness; six fields a line that pass for a TREC run's)",
                  "3 1 127 9 8 8\n3 2 127 8 8 9\n", 1, line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a BBQ contest's table assignments typed as text (table, seat, CBJ number, judge; four fields a "
                  "line that pass for qrels')",
                  "3 1 21734 Hargrove\n3 2 20211 Okafor\n", 1, line=rf"\A{_SEAT}\r?\n{_SEAT}$", lookalike=True),
        FieldFile("a BBQ contest's turn-in order typed as text (box number, turn-in time, category, site; four fields "
                  "a line that pass for qrels')",
                  "127 12:00 chicken 14\n131 12:00 chicken 3\n", 1, line=rf"\A{_TURN_IN}\r?\n{_TURN_IN}$",
                  lookalike=True),
    ))
