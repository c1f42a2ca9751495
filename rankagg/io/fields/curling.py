"""A curling association's competitions office's and a club's league draw-master's files (issue 45's sixty-fourth
bar, u64b_): Curling I/O's event and competitions documents, World Curling's live scores feed and its results pages
saved from a browser, a league's standings sheet saved as CSV, and the line scores, last stone draws and draw schedule
typed as text.  (Scoreboard photos, PDFs and iCalendar files are named by the older readers and
rankagg.io.fields.calendars.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a line score's line: draw, sheet (a letter, never a run's Q0), skip, hammer in the first end (1 or 0), the score,
#: W, L or T
_LINE_SCORE = r"\d{1,2}[ \t]+[A-H][ \t]+\S+[ \t]+[01][ \t]+\d{1,2}[ \t]+[WLT][ \t]*"
#: a last stone draw's line: draw, skip (never qrels' iteration field), rotation, the distance to the pin in cm at one
#: decimal (never a grade)
_LSD = r"\d{1,2}[ \t]+(?!Q0\b|0\b)\S+[ \t]+(?i:cw|ccw|in|out)[ \t]+\d{1,3}\.\d[ \t]*"
#: a draw schedule's line: draw, start time (never qrels' iteration field), sheet, the game's two skips
_DRAW = r"\d{1,2}[ \t]+\d{1,2}:\d{2}[ \t]+[A-H][ \t]+[^\s-]+-\S+[ \t]*"

CURLING = Field(
    team="a provincial curling association's competitions office and a club's league draw-master (u64b_)",
    advice="give each source's ranking of a draw's, event's or season's teams (the win-loss records, the line scores, "
           "the ranking points, the draw shot challenge) as a run, the draw or event a query "
           "(draw:2026-on-tankard/07) and each team a document (team:granite/lindqvist), the score higher for the "
           "better team (a distance negated): 'DRAW Q0 TEAM RANK SCORE SOURCE'; the final standings are the qrels, "
           "'EVENT 0 TEAM GRADE'",
    files=(
        FieldFile("a Curling I/O event (JSON from its API: id, name, teams, stages with standings and games, "
                  "sheet_names, end_scores_enabled, number_of_ends, draws)",
                  '{"id":27431,"name":"2026 Ontario Men\'s Tankard","teams":[],"stages":[],"sheet_names":["A","B"],'
                  '"end_scores_enabled":true,"number_of_ends":10,"draws":[]}\n', 1,
                  keys=("sheet_names", "end_scores_enabled", "number_of_ends", "draws")),
        FieldFile("Curling I/O's competitions (JSON from its items API: seasons, then items with id, name, "
                  "occurs_on, publish_results)",
                  '{"seasons":[{"display":"2025 / 2026","delta":0}],"items":[{"id":27431,"name":"2026 Ontario '
                  'Men\'s Tankard","occurs_on":"Feb 04 - Feb 08","publish_results":true}]}\n', 1,
                  keys=("items", "seasons", "occurs_on", "publish_results")),
        FieldFile("World Curling's live scores feed (JSON: games with gamesTitle, sheet, status, cEnd, homeTeam and "
                  "awayTeam with their totals and hammer, lsfe, and the ends)",
                  '[{"gamesTitle":"Session 14 - Draw 14","sheet":"B","status":"official","cEnd":null,'
                  '"homeTeam":{"noc":"CAN","total":7,"lsfe":true},"awayTeam":{"noc":"SUI","total":5,"lsfe":false}}]\n',
                  1, keys=("homeTeam", "gamesTitle", "awayTeam", "cEnd", "lsfe")),
        FieldFile("a World Curling results page saved from the browser (results.worldcurling.org: HTML game tables "
                  "of sheet, team, hammer, ends and total)",
                  '<!DOCTYPE html>\n<!-- saved from url=(0053)https://results.worldcurling.org/Championship/Details/'
                  '1042 -->\n<html class=" js"><head>\n<title>Tournament details</title>\n'
                  '<table class="table game-table">\n</table>\n</html>\n', 3,
                  line=r"(?i)^[ \t]*<html\b", marks=("results.worldcurling.org", "game-table")),
        FieldFile("a curling league's standings sheet (CSV: Rank, Team, Skip, GP, W, L, T, PF, PA, Pts, DSC)",
                  'Rank,Team,Skip,GP,W,L,T,PF,PA,Pts,DSC (cm)\n1,Granite 1,Lindqvist,9,8,1,0,71,42,16,28.4\n', 1,
                  columns=("Skip", "GP", "W", "L", "PF", "PA")),
        FieldFile("a curling draw's line scores typed as text (draw, sheet, skip, hammer, score, W or L; six fields a "
                  "line that pass for a TREC run's)",
                  "7 A lindqvist 1 8 W\n7 A obrien 0 5 L\n", 1, line=rf"\A{_LINE_SCORE}\r?\n{_LINE_SCORE}$",
                  lookalike=True),
        FieldFile("a curling event's last stone draws typed as text (draw, skip, rotation, distance in cm; four "
                  "fields a line that pass for qrels')",
                  "7 lindqvist cw 23.4\n7 lindqvist ccw 61.0\n", 1, line=rf"\A{_LSD}\r?\n{_LSD}$", lookalike=True),
        FieldFile("a curling event's draw schedule typed as text (draw, start time, sheet, game; four fields a line "
                  "that pass for qrels')",
                  "7 14:00 A lindqvist-obrien\n7 14:00 C chen-macleod\n", 1, line=rf"\A{_DRAW}\r?\n{_DRAW}$",
                  lookalike=True),
    ))
