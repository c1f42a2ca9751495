"""A surfing federation's contest director's and a regional tour's rankings office's files (issue 45's sixty-fifth
bar, u65a_): LiveHeats' events and series rankings as its GraphQL API answers them, the WSL's rankings pages, a tour's
rankings sheet saved as CSV, NDBC's buoy observations, NOAA CO-OPS' tide predictions, and the heat draw and the
priority log typed as text.  (GRIB2 forecasts and the judges' wave score sheets are named by older declarations.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a heat draw's line: round, heat (never qrels' iteration field 0), the surfer's jersey colour (never a document id
#: of a run or qrels), the seed
_DRAW = (r"\d{1,2}[ \t]+(?!0\b)\d{1,2}[ \t]+(?i:red|white|green|blue|yellow|black|pink|orange)[ \t]+\d{1,3}[ \t]*")
#: a priority log's line: heat, the time called (never qrels' iteration field), jersey colour, the priority held
_PRIORITY = (r"\S+[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]+(?i:red|white|green|blue|yellow|black|pink|orange)[ \t]+"
             r"[1-4][ \t]*")

SURFING = Field(
    team="a surfing federation's contest director and a regional tour's rankings office (u65a_)",
    advice="give each source's ranking of a heat's, event's or season's surfers (the judges' best two waves, the "
           "heat placings, the seeding, the tour points) as a run, the heat or event a query "
           "(heat:429674/open-men/qf-2) and each surfer a document (athlete:2291407/kai-mercer), the score higher for "
           "the better surfer: 'HEAT Q0 SURFER RANK SCORE SOURCE'; the year-end ratings are the qrels, 'SEASON 0 "
           "SURFER GRADE'",
    files=(
        FieldFile("a LiveHeats event (JSON from its GraphQL API: data, event with its status, eventDivisions, heats "
                  "with competitors and results)",
                  '{\n    "data": {\n        "event": {\n            "id": "429674",\n'
                  '            "status": "results_published",\n            "eventDivisions": []\n        }\n    }\n}',
                  1, keys=("event", "eventDivisions", "status")),
        FieldFile("a LiveHeats series' rankings (JSON from its GraphQL API: data, series, rankings of athlete, place "
                  "and points)",
                  '{\n    "data": {\n        "series": {\n            "rankings": [\n                {\n'
                  '                    "athlete": {\n                        "id": "2291407"\n                    },\n'
                  '                    "place": 1,\n                    "points": 3450\n                }\n'
                  '            ]\n        }\n    }\n}', 1,
                  keys=("series", "rankings"), marks=('"athlete"', '"place"', '"points"')),
        FieldFile("a WSL tour rankings page (HTML: the World Surf League's tableType-athlete table of rank, athlete, "
                  "each event's result and tour points)",
                  '<!doctype html>\n<html lang="en">\n<head>\n<meta property="og:site_name" content="World Surf '
                  'League">\n</head>\n<body>\n<table class="tableType-athlete">\n</table>\n</body>\n</html>\n', 2,
                  line=r"(?i)^[ \t]*<html\b", marks=("tableType-athlete", "World Surf League")),
        FieldFile("a surf tour's rankings sheet (CSV: Rank, Surfer, Division, Events, Points)",
                  'Rank,Surfer,Division,Events,Points\n1,Kai Mercer,Open Mens,5,"3,450"\n', 1,
                  columns=("Surfer", "Rank", "Division", "Events", "Points")),
        FieldFile("an NDBC buoy's realtime observations (#YY MM DD hh mm WDIR WSPD GST WVHT DPD APD MWD ..., a units "
                  "line, fixed-width rows, MM for missing)",
                  "#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES  ATMP  WTMP  DEWP  VIS PTDY  TIDE\n"
                  "#yr  mo dy hr mn degT m/s  m/s     m   sec   sec degT   hPa  degC  degC  degC  nmi  hPa    ft\n",
                  1, line=r"\A#YY +MM +DD +hh +mm +WDIR +WSPD +GST +WVHT"),
        FieldFile("NOAA CO-OPS tide predictions (CSV from its data API: Date Time, Prediction, Type, a high or low "
                  "tide a line)",
                  "Date Time, Prediction, Type\n2026-07-14 03:41,-0.412,L\n", 1,
                  columns=("Date Time", "Prediction", "Type")),
        FieldFile("a surf contest's heat draw typed as text (round, heat, jersey, seed; four fields a line that pass "
                  "for qrels')",
                  "1 3 red 17\n1 3 white 8\n", 1, line=rf"\A{_DRAW}\r?\n{_DRAW}$", lookalike=True),
        FieldFile("a surf contest's priority log typed as text (heat, time, jersey, priority held; four fields a line "
                  "that pass for qrels')",
                  "qf2 07:41:10 red 1\nqf2 07:41:10 white 2\n", 1, line=rf"\A{_PRIORITY}\r?\n{_PRIORITY}$",
                  lookalike=True),
    ))
