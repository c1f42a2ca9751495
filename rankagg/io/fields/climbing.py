"""A national climbing federation's results team's and a gym's route-setting crew's files (issue 45's fifty-fifth
bar, u55a_): the IFSC results service's event rankings, Digital ROCK's results, OpenBeta's climbs, Mountain Project's
ticks, and speed timing logs, bouldering scorecards and judges' sheets typed as text.  (SQLite logbooks, PDFs and GPX
waypoints are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a judges' sheet's line: bib, boulder (W1, M3; never Q0, a qrels' iteration), attempts to top, attempts to zone
_TOPS = r"\d{2,5}[ \t]+[A-PR-Z]\d{1,2}[ \t]+\d+[ \t]+\d+[ \t]*"

CLIMBING = Field(
    team="a national climbing federation's results team and a gym's route-setting crew (u55a_)",
    advice="give each source's ranking of a round's climbers or a gym's problems (the judges' sheets, the IFSC's "
           "results, logbook grades, the setters' view) as a run, a round or season a query "
           "(round:wc-innsbruck-2026/boulder-women/semi) and each climber or problem a document "
           "(bib:1042/MORAN-Ella), the score higher for the stronger climber: 'ROUND Q0 CLIMBER RANK SCORE "
           "SOURCE'; the selection is the qrels, 'ROUND 0 CLIMBER GRADE'",
    files=(
        FieldFile("the IFSC results service's event ranking (event, dcat, status, category_rounds, ranking)",
                  '{"event": "IFSC World Cup Innsbruck 2026", "dcat": "BOULDER Women", "status": "finished", '
                  '"category_rounds": [], "ranking": [{"athlete_id": 20417, "rank": 1}]}\n', 1,
                  keys=("event", "dcat", "category_rounds", "ranking")),
        FieldFile("Digital ROCK's results (the eGroupware ranking's json.php: WetId, GrpId, participants with PerId, "
                  "start_order, result_rank)",
                  '{"WetId": "12871", "GrpId": "2", "route_name": "Finale", "participants": [{"PerId": "77301", '
                  '"lastname": "BRANDT", "start_order": "8", "result_rank": "1"}]}\n', 1,
                  keys=("participants", "WetId", "GrpId", "PerId")),
        FieldFile("OpenBeta's climbs (JSON lines: route_name, grade in several systems, fa, metadata)",
                  '{"route_name": "Epinephrine", "grade": {"YDS": "5.9"}, "fa": "Jorge Urioste, 1978", "metadata": '
                  '{"mp_route_id": "105732422"}}\n', 1,
                  keys=("route_name", "grade", "fa", "metadata")),
        FieldFile("Mountain Project's ticks export (Date, Route, Rating, Pitches, Style, Lead Style, Route Type)",
                  "Date,Route,Rating,Notes,URL,Pitches,Location,Avg Stars,Your Stars,Style,Lead Style,Route Type\n"
                  "2026-10-03,Epinephrine,5.9,,https://www.mountainproject.com/route/105732422,13,Red Rock,3.8,4,"
                  "Lead,Onsight,Trad\n", 1,
                  columns=("Date", "Route", "Rating", "Pitches", "Lead Style", "Route Type")),
        FieldFile("a speed climbing wall's speed timing log (LANE, BIB, HEAT, REACTION, TIME, STATUS; six fields a "
                  "line that pass for a TREC run's)",
                  "LANE BIB HEAT REACTION TIME STATUS\nA 1042 Q1 0.182 6.914 VALID\n", 1,
                  columns=("LANE", "BIB", "HEAT", "REACTION", "TIME"), lookalike=True),
        FieldFile("bouldering scorecards typed as text (bib, boulder, attempts to zone and to top, zone, top; six "
                  "fields a line that pass for a TREC run's)",
                  "bib boulder zone_att top_att zone top\n1042 W1 1 2 1 1\n", 1,
                  columns=("bib", "boulder", "zone_att", "top_att"), lookalike=True),
        FieldFile("a bouldering judges' sheet typed as text (bib, boulder, attempts to top, attempts to zone; four "
                  "fields a line that pass for qrels')",
                  "1042 W1 2 1\n1042 W2 4 2\n", 1,
                  line=rf"\A{_TOPS}\r?\n{_TOPS}$", lookalike=True),
    ))
