"""A rodeo association's results secretary's and a pro circuit's standings office's files (issue 45's sixty-third
bar, u63a_): ProRodeo's results, standings and rodeo answers and its results releases, a standings sheet saved as
CSV, and the judges' score cards, the timers' times and the slack order typed as text.  (Workbooks are named by the
older readers, the circuit's iCalendar by rankagg.io.fields.calendars.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a score card's line: back number, rider (never a run's Q0), horse or bull, judge A's and judge B's marks, the
#: score
_CARD = (r"\d{1,4}[ \t]+(?!Q0\b|0\b)\S+[ \t]+\S+[ \t]+\d{2}(?:\.5)?[ \t]+\d{2}(?:\.5)?[ \t]+"
         r"\d{2,3}(?:\.5)?[ \t]*")
#: a timer's line: go-round, back number (never qrels' iteration field, 0: float grades are qrels' rule, u17k_),
#: contestant, time in seconds; a sheet is one go-round's, so its lines name the same go-round (a ranked list typed 1,
#: 2, 3 had been one: of 20,000 typed ranked lists, 80)
_TIME = r"([1-9])[ \t]+(?!0\b)\d{1,4}[ \t]+\S+[ \t]+\d{1,2}\.\d{1,2}[ \t]*"
_TIME_ON = r"\1[ \t]+(?!0\b)\d{1,4}[ \t]+\S+[ \t]+\d{1,2}\.\d{1,2}[ \t]*"
#: a slack order's line: position, the event's code, back number, contestant
_SLACK = r"\d{1,3}[ \t]+(?:BB|SB|BR|TD|TR|TRH|TRL|SW|GB|BA|LBR|STR)[ \t]+\d{1,4}[ \t]+\S+[ \t]*"

RODEO = Field(
    team="a rodeo association's results secretary and a pro circuit's standings office (u63a_)",
    advice="give each source's ranking of a go-round's, rodeo's or season's contestants (the judges' marks, the "
           "timers' clock, money won, standings points) as a run, the go-round or rodeo a query (go:18161/SW/1) and "
           "each contestant a document (prca:96898/stetson-wright), the score higher for the better (a time "
           "negated): 'GO Q0 CONTESTANT RANK SCORE SOURCE'; the year-end money tiers are the qrels, 'SEASON 0 "
           "CONTESTANT GRADE'",
    files=(
        FieldFile("a ProRodeo results answer (JSON: error, data, a rodeo with RodeoName, RodeoId, ApResults, its "
                  "events' go-rounds and runs)",
                  '{\n  "error": null,\n  "data": [\n    {\n      "RodeoName": "Guymon Pioneer Days Rodeo",\n'
                  '      "RodeoId": 18161,\n      "ApResults": "<P></P>"\n    }\n  ]\n}\n', 1,
                  keys=("data", "error", "RodeoName", "RodeoId", "ApResults")),
        FieldFile("a ProRodeo standings answer (JSON: error, data, a contestant each with ContestantId, Earnings, "
                  "Points, Place, Event, StandingId)",
                  '{\n  "error": null,\n  "data": [\n    {\n      "FirstName": "Stetson",\n'
                  '      "ContestantId": 96898,\n'
                  '      "Earnings": 218821.95,\n      "Place": 1,\n      "StandingId": 1\n    }\n  ]\n}\n', 1,
                  keys=("data", "error", "ContestantId", "Earnings", "StandingId")),
        FieldFile("a ProRodeo rodeo answer (JSON: error, data with Events, Tours, Circuit, Winners)",
                  '{\n  "error": null,\n  "data": {\n    "Events": [],\n    "Tours": [],\n    "Circuit": {},\n'
                  '    "Winners": []\n  }\n}\n', 1, keys=("data", "error", "Events", "Circuit", "Winners")),
        FieldFile("a ProRodeo results release (its AP text: the rodeo in <STRONG>, then each event's places, "
                  "'1. Carson Hildre, 87 points on ...', on one line)",
                  '<FONT STYLE="font-size: 14pt;"><STRONG>Guymon Pioneer Days Rodeo</STRONG></FONT><P></P>Guymon, '
                  'Okla., May 1-3<P></P><B>Bareback riding: </B>1. Carson Hildre, 87 points\n', 1,
                  line=r'\A<FONT STYLE="font-size: \d+pt;"><STRONG>[^<\n]+</STRONG></FONT><P></P>[^<\n]*<P></P><B>'),
        FieldFile("a rodeo office's standings sheet (CSV: Place, Member No., Contestant, Hometown, Event, Earnings)",
                  'Place,Member No.,Contestant,Hometown,Event,Earnings\n1,96898,Stetson Wright,"Beaver, UT",AA,'
                  '"$218,821.95"\n', 1, columns=("Place", "Member No.", "Contestant", "Hometown", "Earnings")),
        FieldFile("a rodeo's judges' score cards typed as text (back number, rider, horse, judge A, judge B, score; "
                  "six fields a line that pass for a TREC run's)",
                  "114 Hildre CafeRisque 44 43 87\n203 Feild 7J 41.5 41 82.5\n", 1,
                  line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a rodeo's timer times typed as text (go-round, back number, contestant, time; four fields a line "
                  "that pass for qrels')",
                  "1 207 Urbanek-Wade 17.46\n1 118 Jones 17.55\n", 1, line=rf"\A{_TIME}\r?\n{_TIME_ON}$",
                  lookalike=True),
        FieldFile("a rodeo's slack order typed as text (position, event, back number, contestant; four fields a line "
                  "that pass for qrels')",
                  "1 SW 412 Peterson\n2 SW 388 Fox\n", 1, line=rf"\A{_SLACK}\r?\n{_SLACK}$", lookalike=True),
    ))
