"""A sim racing league's stewards' and statisticians' files (issue 45's seventy-sixth bar, u76b_): Assetto Corsa
Competizione's server results and entry list, iRacing's data API results, results CSV export and telemetry, and the
stewards' penalty log and the league's power rankings typed as text.  (rFactor 2's results XML and MoTeC's logs are
named by the older readers; a lap sheet, which every timed sport types alike, by
:mod:`rankagg.io.fields.sporttiming`.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a penalty's token: seconds added, a drive-through, a stop-and-go, a warning, a disqualification, grid places
_PENALTY = r"(?:\+\d{1,3}s|DT|SG\d{0,2}|SH\d{0,2}|WARN|DSQ|DQ|GRID\d{0,2}|\+\d{1,2}pts?)"
#: a penalty log's line: round, lap (never qrels' 0 or a run's Q0), car number, driver, penalty, reason
_PENALTY_LINE = rf"\S+[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\S+[ \t]+{_PENALTY}[ \t]+\S+[ \t]*"
#: a power ranking's line: week, rank, driver, iRating, licence class and safety rating, points
_POWER = r"\S+[ \t]+(?!0[ \t])\d{1,3}[ \t]+\S+[ \t]+\d{3,5}[ \t]+[RDCBAP]\d\.\d{2}[ \t]+\d{1,4}[ \t]*"

SIMRACING = Field(
    team="a sim racing league's stewards and statisticians (u76b_)",
    advice="give each source's ranking of a race's, split's or season's drivers (the classification, the lap times, "
           "the incident points, the iRating model) as a run, the race a query (race:2026s1/r04-spa) and each driver "
           "a document (driver:iracing/482913), the score higher for the better driver: 'RACE Q0 DRIVER RANK SCORE "
           "SOURCE'; the stewards' classification is the qrels, 'RACE 0 DRIVER GRADE'",
    files=(
        FieldFile("Assetto Corsa Competizione's (ACC's) server results (JSON: trackName, sessionType, sessionResult "
                  "with its leaderBoardLines, laps, penalties)",
                  '{\n    "trackName": "spa",\n    "sessionType": "R",\n    "sessionResult": {\n        "bestlap": '
                  '137912,\n        "leaderBoardLines": []\n    },\n    "laps": [],\n    "penalties": []\n}\n', 1,
                  keys=("sessionResult", "trackName", "sessionType", "leaderBoardLines")),
        FieldFile("Assetto Corsa Competizione's (ACC's) entrylist, its server's entry list (JSON: entries of drivers, "
                  "raceNumber, forcedCarModel, defaultGridPosition)",
                  '{\n    "entries": [\n        {\n            "drivers": [\n                {\n'
                  '                    "firstName": "Marek",\n                    "playerID": "S76561198047123395"\n'
                  '                }\n            ],\n            "raceNumber": 27,\n'
                  '            "forcedCarModel": -1\n        }\n    ],\n    "forceEntryList": 1\n}\n', 1,
                  keys=("entries", "drivers", "raceNumber", "forcedCarModel")),
        FieldFile("iRacing's results from its data API (JSON: subsession_id, season, track, session_results of "
                  "cust_id, finish_position, incidents, oldi_rating, newi_rating)",
                  '{"subsession_id":81234567,"season_id":5210,"event_strength_of_field":3187,"session_results":'
                  '[{"simsession_number":0,"results":[{"cust_id":482913,"finish_position":0,"incidents":2}]}]}\n', 1,
                  keys=("subsession_id", "session_results", "event_strength_of_field")),
        FieldFile("iRacing's results CSV export (a session's summary of Start Time, Track, Series, ..., Strength of "
                  "Field, then its results: Fin Pos, Car ID, ..., Cust ID, Name, ..., Inc, Old iRating, New iRating)",
                  '"Start Time","Track","Series","Race Week","Strength of Field"\n'
                  '"2026-02-14T20:00:00Z","Circuit de Spa-Francorchamps","SRL GT3 Pro","4","3187"\n', 1,
                  columns=("Start Time", "Track", "Series", "Strength of Field")),
        FieldFile("iRacing's results read as a table (Fin Pos, Car ID, ..., Cust ID, Name, ..., Inc, Old iRating, New "
                  "iRating)",
                  '"Fin Pos","Car ID","Cust ID","Name","Inc","Old iRating","New iRating"\n'
                  '"1","132","482913","Marek Kowalski","2","3412","3468"\n', 1,
                  columns=("Fin Pos", "Cust ID", "Old iRating", "New iRating")),
        FieldFile("an iRacing telemetry file (IBT: irsdk's header, version 2, the disk sub-header, then its "
                  "variables' headers from SessionTime)",
                  b"\x02\x00\x00\x00\x01\x00\x00\x00<\x00\x00\x00\x01\x00\x00\x00" + bytes(8) + b"\x1c\x01\x00\x00"
                  b"\x90\x00\x00\x00" + bytes(128) + b"SessionTime" + bytes(21), 0,
                  magic=b"\x02\x00\x00\x00", line=r"\A\x02\x00{3}[\s\S]{156}SessionTime\x00", outputs=(".ibt",)),
        FieldFile("a sim racing league's stewards' penalty log typed as text (round, lap, car, driver, penalty, "
                  "reason; six fields a line that pass for a TREC run's)",
                  "R04 12 27 kowalski +5s track-limits\nR04 17 8 lindqvist DT unsafe-rejoin\n", 1,
                  line=rf"\A{_PENALTY_LINE}\r?\n{_PENALTY_LINE}$", lookalike=True),
        FieldFile("a sim racing league's power rankings typed as text (week, rank, driver, iRating, licence and "
                  "safety rating, points; six fields a line that pass for a TREC run's)",
                  "W06 1 kowalski 3468 A3.34 148\nW06 2 moreau 3511 A2.79 139\n", 1,
                  line=rf"\A{_POWER}\r?\n{_POWER}$", lookalike=True),
    ))
