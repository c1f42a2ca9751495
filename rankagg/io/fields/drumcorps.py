"""A marching arts circuit's chief judge's and tabulator's and a band director's staff's files (issue 45's
sixty-fifth bar, u65b_): DCI's scores as its scores API answered them, CompetitionSuite's recap pages, a recap
sheet saved as CSV, and the caption score sheets, the recap placements and the performance schedule typed as text.
(Recap PDFs and workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a caption score sheet's line: the caption, the judge (never a run's Q0), the unit, the two sub-captions' scores
#: and the caption's
_SHEET = (r"(?:GE ?\d?|VP|VA|CG|BRS|Brass|MA|Perc|PERC|Music|Visual)[ \t]+(?!Q0\b|0\b)\S+[ \t]+\S+[ \t]+"
          r"\d{1,2}\.\d{1,3}[ \t]+\d{1,2}\.\d{1,3}[ \t]+\d{1,3}\.\d{1,3}[ \t]*")
#: a recap placement's line: the show's date, the class (never qrels' iteration field), the place, the unit (never
#: a grade)
_PLACE = r"\d{4}-\d{2}-\d{2}[ \t]+(?!Q0\b|0\b)[A-Za-z][\w-]*[ \t]+\d{1,2}[ \t]+[A-Za-z][\w-]*[ \t]*"
#: a performance schedule's line: the order, the step-off time (never qrels' iteration field), the class, the unit
_SLOT = r"\d{1,3}[ \t]+\d{1,2}:\d{2}[ \t]+[A-Za-z][\w-]*[ \t]+[A-Za-z][\w-]*[ \t]*"

DRUMCORPS = Field(
    team="a marching arts circuit's chief judge and tabulator and a band director's staff (u65b_)",
    advice="give each caption's ranking of a show's, class's or season's units (general effect, visual, music, the "
           "recap placements) as a run, the show or class a query (show:2025-07-19/dci-southwestern) and each unit a "
           "document (corps:world/bluecoats), the score higher for the better unit: 'SHOW Q0 UNIT RANK SCORE "
           "CAPTION'; the final placements are the qrels, 'SEASON 0 UNIT GRADE'",
    files=(
        FieldFile("DCI's scores of a show (JSON from its scores API: performances with categories of captions and "
                  "sub-captions, groupName, orgGroupIdentifier, totalScore, rank, subtotalScore, competition)",
                  '[{"categories":[],"divisionName":"World Class","round":"Finals","groupName":"Bluecoats",'
                  '"orgGroupIdentifier":"9c1f0e2d","totalScore":96.8,"rank":1,"subtotalScore":96.8,'
                  '"competitionGuid":"4b0e9c53"}]\n', 1,
                  keys=("orgGroupIdentifier", "groupName", "subtotalScore", "competitionGuid", "divisionName")),
        FieldFile("a CompetitionSuite recap page (HTML as recaps.competitionsuite.com serves it: its generation "
                  "comment, the title 'CompetitionSuite', a round's captions, judges and sub-captions, a row per unit)",
                  "<!-- 3/14/2026 10:52:17 PM --><html><head><meta charset=\"utf-8\" /><title>CompetitionSuite"
                  "</title></head><body><a name='top' />\n<table class='scoreTable'></table>\n", 1,
                  line=r"^<!-- \d{1,2}/\d{1,2}/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M --><html><head>",
                  marks=("<title>CompetitionSuite</title>",)),
        FieldFile("a marching arts recap sheet (CSV: Place, Corps, Class, the captions GE1, GE2, VP, VA, CG, Brass, MA, "
                  "Perc and their totals, Pen, Total)",
                  "Place,Corps,Class,GE1,GE2,GE,VP,VA,CG,Visual,Brass,MA,Perc,Music,Pen,Total\n"
                  "1,Bluecoats,World,19.350,19.400,38.750,19.300,19.400,19.200,28.950,19.400,19.300,19.500,29.100,"
                  "0.000,96.800\n", 1, columns=("GE1", "GE2", "VP", "VA", "CG", "MA")),
        FieldFile("a marching arts judge's caption score sheets typed as text (caption, judge, unit, two sub-captions, "
                  "the caption's score; six fields a line that pass for a TREC run's)",
                  "GE1 hale bluecoats 9.70 9.65 19.35\nGE1 hale boston-crusaders 9.60 9.60 19.20\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a marching arts show's recap placements typed as text (show date, class, place, unit; four fields "
                  "a line that pass for qrels')",
                  "2025-07-19 world 1 bluecoats\n2025-07-19 world 2 boston-crusaders\n", 1,
                  line=rf"\A{_PLACE}\r?\n{_PLACE}$", lookalike=True),
        FieldFile("a marching arts show's performance schedule typed as text (order, step-off time, class, unit; four "
                  "fields a line that pass for qrels')",
                  "1 19:00 open spartans\n2 19:14 world mandarins\n", 1, line=rf"\A{_SLOT}\r?\n{_SLOT}$",
                  lookalike=True),
    ))
