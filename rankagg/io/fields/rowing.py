"""A national rowing federation's selectors' and a club's head coach's files (issue 45's fifty-second bar, u52b_):
the Concept2 Logbook's season exports, stroke data and API results, NK SpeedCoach sessions, RowPro files, Time-Team
results pages, and seat-racing sheets, erg tests and regatta placings typed as text.  (FIT files and PDFs are named
by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

ROWING = Field(
    team="a national rowing federation's selectors and a club's head coach (u52b_)",
    advice="give each source's ranking of a selection's athletes or crews (2k erg times, seat-racing margins, "
           "on-the-water speed, the selectors' view) as a run, a selection or regatta a query "
           "(sel:m8+/spring-trials) and each athlete or crew a document (ath:okafor-k/hwm), the score higher for "
           "the faster one: 'SELECTION Q0 ATHLETE RANK SCORE SOURCE'; the crews chosen are the qrels, 'SELECTION 0 "
           "ATHLETE GRADE'",
    files=(
        FieldFile("the Concept2 Logbook's season export (Log ID, Date, Description, Work Time, Work Distance, Pace, "
                  "Drag Factor)",
                  '"Log ID",Date,Description,"Work Time (Formatted)","Work Time (Seconds)","Work Distance",Pace,'
                  '"Drag Factor"\n91234567,"2026-11-24 07:42:00",2000m,6:04.2,364.2,2000,1:31.0,112\n', 1,
                  columns=("Log ID", "Work Time (Formatted)", "Work Distance", "Drag Factor")),
        FieldFile("Concept2's stroke data (the Logbook's per-stroke export: Stroke Number, Time (seconds), Distance "
                  "(meters), Pace, Stroke Rate)",
                  '"Stroke Number","Time (seconds)","Distance (meters)","Pace (seconds per 500m","Stroke Rate"\n'
                  '"1","1.8","9.0","101.3","38"\n', 1,
                  columns=("Stroke Number", "Time (seconds)", "Distance (meters)", "Stroke Rate")),
        FieldFile("the Concept2 Logbook API's results (data: a workout a record, workout_type, stroke_count, "
                  "drag_factor)",
                  '{"data": [{"id": 91234567, "distance": 2000, "time": 3642, "workout_type": "FixedDistanceSplits", '
                  '"stroke_count": 194, "drag_factor": 112}]}\n', 1,
                  keys=("data", "workout_type", "stroke_count", "drag_factor")),
        FieldFile("an NK SpeedCoach session export (Session Information, Device Information and Oarlock sections, "
                  "then the session summary and the strokes)",
                  "Session Information:,,,,Device Information:,,,,Oarlock Information:,,,\nName:,JustGo-20261124,,,"
                  "Name:,M8+ Stroke,,,Firmware:,---,,\n", 1,
                  line=r"\ASession Information:,[^\n]*Device Information:"),
        FieldFile("a RowPro session file (Date, Comment, Password, ID, Version, RowfileId blocks, then the strokes)",
                  'Date,Comment,Password,ID,Version,RowfileId,Rowfile_Id\n11/24/2026 00:00:00,,"","512",,,0\n', 1,
                  line=r"\ADate,Comment,Password,ID,Version,RowfileId"),
        FieldFile("a Time-Team regatta results page (an HTML page of positions, lanes, crews and split times)",
                  '<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Holland Beker 2026 - Results - Time-Team</title>\n'
                  "</head>\n", 2,
                  line=r"(?i)^[ \t]*<html\b", marks=("Time-Team",)),
        FieldFile("a coach's seat racing sheet typed as text (race, date, the two boats, the margin, who switched; six "
                  "fields a line that pass for a TREC run's)",
                  "race date boat_a boat_b margin_s switched\nSR1 2026-11-21 M4-A M4-B 1.8 okafor/brandt\n", 1,
                  columns=("race", "boat_a", "boat_b", "margin_s"), lookalike=True),
        FieldFile("a squad's erg test typed as text (athlete, category, date, test, split, rate; six fields a line "
                  "that pass for a TREC run's)",
                  "athlete cat date test split_s rate\nokafor-k HWM 2026-12-05 2k 91.05 32\n", 1,
                  columns=("athlete", "test", "split_s", "rate"), lookalike=True),
        FieldFile("regatta placings typed as text (regatta, event, crew, place; four fields a line that pass for "
                  "qrels')",
                  "regatta event crew place\nhollandbeker2026 M8+ national-squad 1\n", 1,
                  columns=("regatta", "event", "crew", "place"), lookalike=True),
    ))
