"""An FPV drone racing league's race directors' and timing crew's files (issue 45's seventy-eighth bar, u78a_):
RotorHazard's results and heats exports and its JSON export, Betaflight's blackbox logs, and heat sheets and a
season's points table typed as text.  (RotorHazard's database is named by its SQLite header; a lap sheet, which
every timed sport types alike, by :mod:`rankagg.io.fields.sporttiming`.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a lap's or a heat's time as m:ss.fff
_TIME = r"\d{1,2}:\d{2}\.\d{3}"
#: a heat sheet's line: heat, round (never qrels' 0 or a run's Q0), frequency channel, pilot, laps, total time
_HEAT = rf"\S+[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+[A-Z]\d[ \t]+\S+[ \t]+\d{{1,3}}[ \t]+{_TIME}[ \t]*"
#: a points table's line: rank, pilot, class, events, points, fastest lap
_POINTS = rf"\d{{1,3}}[ \t]+{NAME_FIELD}[ \t]+[a-z][\w-]*[ \t]+\d{{1,2}}[ \t]+\d{{1,4}}[ \t]+{_TIME}[ \t]*"

FPVRACING = Field(
    team="an FPV drone racing league's race directors and timing crew (u78a_)",
    advice="give each source's ranking of a heat's, class's, event's or season's pilots (the heat points, the "
           "fastest laps, the holeshots, the qualifying ranks) as a run, the heat a query (heat:2026-03-14/spec/h3) "
           "and each pilot a document (pilot:2026/spec/skitzo), the score higher for the better pilot: 'HEAT Q0 "
           "PILOT RANK SCORE SOURCE'; the podiums are the qrels, 'HEAT 0 PILOT GRADE'",
    files=(
        FieldFile("RotorHazard's results export (CSV, friendly: 'Event Leaderboards: Race Totals', then Rank, Pilot, "
                  "Laps, Total, Avg., Fastest, Consecutive, Team)",
                  '"Event Leaderboards: Race Totals"\n"Rank","Pilot","Laps","Total","Avg.","Fastest","Consecutive",'
                  '"Team"\n1,"Skitzo",14,"3:01.482","0:12.963","0:11.904","3/0:36.210","A"\n', 1,
                  line=r'\A\ufeff?"?(?:Event|Heat|Class|Round)[^"\r\n]* Leaderboards?: '),
        FieldFile("RotorHazard's heats export (CSV, friendly: Name, Class, Pilots, then a heat's pilots a row)",
                  '"Name","Class","Pilots"\n"Heat 1","Spec 5in","Skitzo","Vortex","Lowpass","-"\n', 1,
                  columns=("Name", "Class", "Pilots")),
        FieldFile("RotorHazard's JSON export (friendly: Pilots, Heats, Classes, Formats, Results)",
                  '{\n\t"Pilots": [\n\t\t{\n\t\t\t"Callsign": "Skitzo",\n\t\t\t"Name": "Sam Kitson"\n\t\t}\n\t],\n'
                  '\t"Heats": {},\n\t"Classes": [],\n\t"Formats": []\n}\n', 1,
                  keys=("Pilots", "Heats", "Classes", "Formats")),
        FieldFile("a Betaflight Blackbox flight log (.bfl, .bbl: 'H' header lines, then the flight's binary frames)",
                  b"H Product:Blackbox flight data recorder by Nicholas Sherlock\nH Data version:2\nH I interval:32\n"
                  b"I\x00\x8e\x01\x00", 0,
                  magic=b"H Product:Blackbox flight data recorder", outputs=(".bfl", ".bbl")),
        FieldFile("an FPV race's heat sheet typed as text (heat, round, channel, pilot, laps, total time; six fields a "
                  "line that pass for a TREC run's)",
                  "H3 2 R1 skitzo 14 3:01.482\nH3 2 R2 vortex 14 3:04.117\n", 1,
                  line=rf"\A{_HEAT}\r?\n{_HEAT}$", lookalike=True),
        FieldFile("an FPV league's points table typed as text (rank, pilot, class, events, points, fastest lap; six "
                  "fields a line that pass for a TREC run's)",
                  "1 skitzo spec 2 186 0:11.904\n2 vortex spec 2 171 0:12.288\n", 1,
                  line=rf"\A{_POINTS}\r?\n{_POINTS}$", lookalike=True),
    ))
