"""A tenpin bowling league's secretary's and a national federation's tournament office's files (issue 45's sixtieth
bar, u60a_): LeagueSecretary.com's standings grid, the BITS results system's match results, LaneTalk's games, a
bowling centre's lane-scoring export, a Kegel oil pattern's load table, and recap sheets, average lists and brackets
typed as text.  (Standings PDFs and Excel histories are named by the older readers; a Kegel lane machine's .kosi
program by rankagg.io.field_output_names.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a Kegel load table's line: step, start board, stop board (2L, 10R), loads, microlitres, speed
_KEGEL = r"\d{1,2}[ \t]+\d{1,2}[LR][ \t]+\d{1,2}[LR][ \t]+\d{1,2}[ \t]+\d{1,3}(?:\.\d+)?[ \t]+\d{1,2}(?:\.\d+)?[ \t]*"
#: a recap sheet's line: week, lane, bowler, three games
_RECAP = r"(?:wk|W)\d{1,2}[ \t]+L\d{1,2}[ \t]+\S+[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]*"
#: an average list's line: USBC member id, surname, first name, games, pins, average
_AVERAGE = r"\d{3,5}-\d{4,6}[ \t]+\S+[ \t]+\S+[ \t]+\d{1,3}[ \t]+\d{3,6}[ \t]+\d{2,3}[ \t]*"
#: a bracket's line: the scratch or handicap bracket, the game, the bowler, the score
_BRACKET = r"[SH]B\d{1,2}[ \t]+G\d{1,2}[ \t]+\S+[ \t]+\d{1,3}[ \t]*"

BOWLING = Field(
    team="a tenpin bowling league's secretary and a federation's tournament office (u60a_)",
    advice="give each source's ranking of a series', squad's or tournament's bowlers (scratch and handicap pinfall, "
           "averages, match points) as a run, the series, squad or tournament a query "
           "(series:2026-02-10/tue-mixed-wk19) and each bowler a document (usbc:8041-20317/kowalski-j), the score "
           "higher for the better: 'SERIES Q0 BOWLER RANK SCORE SOURCE'; the all-star selection is the qrels, "
           "'SERIES 0 BOWLER GRADE'",
    files=(
        # a Kendo grid's answer (Data, Total, AggregateResults, Errors) is any site's: the standings' columns tell it
        FieldFile("LeagueSecretary.com's standings grid (JSON: Data, a row per team with Place, TeamName, "
                  "PercentWinLoss, AverageAfterBowling, HighScratchSeries; Total)",
                  '{"Data":[{"Place":1,"TeamNum":3,"TeamName":"Pin Pals","PercentWinLoss":0.625,'
                  '"AverageAfterBowling":812,"HighScratchSeries":2611}],"Total":1,"AggregateResults":null,'
                  '"Errors":null}\n', 1,
                  keys=("Data", "TeamName", "PercentWinLoss", "AverageAfterBowling", "HighScratchSeries")),
        FieldFile("a BITS match result (the Swedish Bowling Federation's results system, JSON: playerListHome and "
                  "playerListAway, a bowler each with licNbr, result1-4, totalResult, place)",
                  '{"playerListHome":[{"player":"Per Lindqvist (M140389PLI01)","licNbr":"M140389PLI01",'
                  '"result1":212,"totalResult":826,"place":1}],"playerListAway":[]}\n', 1,
                  keys=("playerListHome", "playerListAway", "licNbr", "totalResult")),
        FieldFile("a LaneTalk game (JSON: id, playerName, teamName, game, lane, startTime, endTime, throws, scores, "
                  "score)",
                  '{"id":581268919,"playerName":"Jan Kowalski","teamName":"Pin Pals","game":2,"lane":7,'
                  '"startTime":1770773400,"endTime":1770774660,"throws":["X",""],"scores":[20],"score":193}\n', 1,
                  keys=("playerName", "lane", "startTime", "throws", "scores")),
        FieldFile("a bowling centre's lane-scoring export (CSV: Bowler name, Scratch, Game number, Team name, Lane "
                  "number, Game name; a bowler's game a row)",
                  "Bowler name,Scratch,Game number,Team name,Lane number,Game name\n"
                  "Jan Kowalski,212,1,Pin Pals,7,03/07 2:30 PM  T1-Teams 1\n", 1,
                  columns=("Bowler name", "Scratch", "Game number", "Lane number")),
        FieldFile("a Kegel oil pattern's load table typed as text (step, start board, stop board, loads, microlitres, "
                  "speed; six fields a line that pass for a TREC run's)",
                  "1 2L 2R 3 50 10\n2 4L 4R 2 50 14\n", 1, line=rf"\A{_KEGEL}\r?\n{_KEGEL}$", lookalike=True),
        FieldFile("a bowling league's recap sheet typed as text (week, lane, bowler, three games; six fields a line "
                  "that pass for a TREC run's)",
                  "wk19 L7 J.Kowalski 212 189 224\nwk19 L7 T.Okafor 176 201 193\n", 1,
                  line=rf"\A{_RECAP}\r?\n{_RECAP}$", lookalike=True),
        FieldFile("a bowling average list typed as text (USBC member id, surname, first name, games, pins, average; "
                  "six fields a line that pass for a TREC run's)",
                  "8041-20317 Kowalski Jan 84 17136 204\n8041-31562 Okafor Tunde 81 15471 191\n", 1,
                  line=rf"\A{_AVERAGE}\r?\n{_AVERAGE}$", lookalike=True),
        FieldFile("a bowling tournament's bracket results typed as text (bracket, game, bowler, score; four fields a "
                  "line that pass for qrels')",
                  "SB1 G1 J.Kowalski 224\nSB1 G1 M.Reyes 198\n", 1,
                  line=rf"\A{_BRACKET}\r?\n{_BRACKET}$", lookalike=True),
    ))
