"""A track and field federation's results and selection files (issue 45's fortieth bar, u40b_): FinishLynx's data
files (its .lif results, the lynx.evt start lists and the lynx.ppl people file, FinishLynx's "Database Files" manual;
FieldLynx keeps field events' results as .lff), Hy-Tek Track & Field Meet Manager's semicolon results export, an
OpenTrack competition's JSON, a World Athletics top list saved as CSV, and the federation's own six-field sheets
(season bests, performance scores).  The timing devices' logs the federation shares with other sports (ALGE, RACE
RESULT) are :mod:`rankagg.io.fields.sporttiming`'s."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a FinishLynx header line: event, round and heat numbers, then the event's name
_LYNX_EVENT = r"\d+,\d+,\d+,[^,\n]*"
#: a name in a FinishLynx line: it opens with a letter (Unicode: 'Ødegård')
_NAME = r"[^\W\d_][^,\n]*"
#: a name in lynx.ppl, capitalised as people files write them: a headerless comparison table ('1,alice,bob,win')
#: has the same four fields
_PERSON = r"[A-Z\u00c0-\u00d6\u00d8-\u00de][^,\n]*"

ATHLETICS = Field(
    team="a track and field federation's results and selection team's files (u40b_)",
    advice="give each source's ranking of an event's athletes (the fully automatic times, the meet manager's places, "
           "the World Athletics ranking points, the coaches') as a run, an event at a meet a query "
           "(ev:m100/bislett-games-2026) and each athlete a document by licence (ath:NOR-04512/haugen-k), the score "
           "higher for the better mark: 'EVENT Q0 ATHLETE RANK SCORE SOURCE'; the selection panel's decisions are the "
           "qrels, 'EVENT 0 ATHLETE GRADE' (2 selected, 1 reserve, 0 not selected)",
    files=(
        # a .lif: the event line (event, round, heat, name, wind, wind unit, template, ..., distance, start time),
        # then a result a line (place, ID, lane, last name, first name, affiliation, time, ...)
        FieldFile("a FinishLynx result file (.lif: the event, round, heat, name and wind on line 1, then a result a "
                  "line: place, ID, lane, last name, first name, affiliation, time; FieldLynx writes field events' "
                  "results as .lff)",
                  "3,1,2,100m Men Final,+0.8,m/s,,,,100,19:42:10.012\n"
                  "1,412,4,Haugen,Kristian,IL Tyrving,10.21,NOR-04512,10.21,0.142,,,,,,\n", 1,
                  line=rf"\A{_LYNX_EVENT},[-+]?\d*(?:\.\d+)?,(?:m/s)?,[^\n]*\n[^,\n]*,\d*,\d*,{_NAME},",
                  outputs=(".lff",)),
        # lynx.evt: an event line, then its competitors, each line opening with a comma, a tab or a blank
        FieldFile("a FinishLynx start list (lynx.evt: an event's number, round, heat and name, then a line a "
                  "competitor opening with a comma: ID, lane, last name, first name, affiliation)",
                  "3,1,2,100m Men Final\n,412,4,Haugen,Kristian,IL Tyrving\n,517,5,Lie,Magnus,Ski IL\n", 1,
                  line=rf"\A{_LYNX_EVENT}(?:,[^\n]*)?\n[,\t ]\d*,\d*,{_NAME}"),
        FieldFile("a FinishLynx people file (lynx.ppl: a competitor a line, ID, last name, first name and "
                  "affiliation)",
                  "412,Haugen,Kristian,IL Tyrving\n517,Lie,Magnus,Ski IL\n", 1,
                  line=rf"\A\d+,{_PERSON},{_PERSON},[^,\n]*\r?\n\d+,{_PERSON},{_PERSON},[^,\n]*$"),
        FieldFile("a Hy-Tek Track & Field Meet Manager results export (semicolon records: H the meet, its dates and "
                  "the Meet Manager version, then E an athlete's mark in an event and round)",
                  "H;Bislett Games 2026;06/12/2026;06/12/2026;Hy-Tek's MEET MANAGER 8.0Gf;06/12/2026;\n"
                  "E;T;3;;100;M;;;;F;10.21;M;0.8;1;1;2;;;;0;Haugen;Kristian;;M;412;TYR;IL Tyrving\n", 1,
                  line=r"\AH;[^;\n]*;\d\d?/\d\d?/\d{4};\d\d?/\d\d?/\d{4};[^;\n]*(?:MEET MANAGER|Meet Manager)"),
        FieldFile("an OpenTrack competition (its JSON: fullName, competitors, and events with their units and "
                  "results)",
                  '{"fullName": "Norwegian Championships 2026", "slug": "nc-2026", "competitors": [{"competitorId": '
                  '"1", "lastName": "Haugen", "sortBib": "0412"}], "events": [{"eventId": "T01", "name": "M 100m", '
                  '"units": [{"heat": 1, "results": [{"bib": "412", "place": "1", "performance": "10.21"}]}]}]}\n', 1,
                  keys=("fullName", "competitors", "events")),
        FieldFile("a World Athletics top list (Rank, Mark, Wind, Competitor, DOB, Nat, Pos, Venue, Date, Results "
                  "Score: a performance a row)",
                  "Rank,Mark,Wind,Competitor,DOB,Nat,Pos,Venue,Date,Results Score\n"
                  "14,10.21,+0.8,Kristian HAUGEN,02 FEB 2002,NOR,1,\"Bislett Stadion, Oslo (NOR)\",12 JUN 2026,1152\n",
                  1, columns=("Mark", "Competitor", "Nat", "Results Score")),
        # the federation's own sheets: six fields a line that pass for a TREC run's, told by their headers
        FieldFile("an athletics season-best list (an athlete's best mark in an event: licence, event, date, place, "
                  "mark and wind; six fields a line that pass for a TREC run's)",
                  "licence event date place mark wind\nNOR-04512 100m 2026-06-12 1 10.21 +0.8\n", 1,
                  columns=("event", "mark", "wind"), cell=r"^licen[cs]e(?:_?(?:no|number|id))?$", lookalike=True),
        FieldFile("an athletics performance score sheet (World Athletics performance scores: athlete id, event, "
                  "date, competition category, performance score and place; six fields a line that pass for a TREC "
                  "run's)",
                  "athlete_id event date category perf_score place\n14872201 100m 2026-06-12 GW 1187 1\n", 1,
                  columns=("event", "category", "place"), cell=r"^perf(?:ormance)?_?score$", lookalike=True),
    ))
