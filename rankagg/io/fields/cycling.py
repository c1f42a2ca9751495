"""A cycling club's race office's and a team's performance analysts' files (issue 45's forty-fourth bar, u44b_): SRM
power files, Golden Cheetah's ride files, Strava's segment leaderboards, the UCI rankings saved as a table, the
commissaires' finish-line judge sheets, a track sprint's qualifying times and the race office's time gaps.  (FIT,
TCX, GPX, Strava's activities and TrainingPeaks' exports are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a flying 200 m qualifying line: rank, bib, rider, nation, time (s), speed (km/h)
_QUALIFYING = r"\d+[ \t]+\d+[ \t]+[A-Z][A-Z'-]+[ \t]+[A-Z]{3}[ \t]+\d{1,2}\.\d{3}[ \t]+\d{2}\.\d{2,3}[ \t]*"

CYCLING = Field(
    team="a cycling club's race office and a team's performance analysts (u44b_)",
    advice="give each source's ranking of a stage's or a classification's riders (the stage times, the GC model's, "
           "the power model's, the directeurs') as a run, a classification a query (gc:tds-2026/s03) and each rider "
           "a document by bib and name (bib:011/pogacar-tadej), the score higher for the better rider: 'STAGE Q0 "
           "RIDER RANK SCORE SOURCE'; the commissaires' classification is the qrels, 'STAGE 0 RIDER GRADE'",
    files=(
        FieldFile("an SRM power file (SRM5 to SRM7: the athlete marker, blocks of watts, cadence, heart rate and speed "
                  "records)",
                  b"SRM7" + b"\x41\xbc\x08\x07\x01\x00\x01\x00\x00\x00\x00\x00" + b"\x00" * 48, 0,
                  magic=b"SRM", line=r"\ASRM[5-7]", outputs=(".srm",)),
        FieldFile("a Golden Cheetah ride file (its JSON: RIDE, STARTTIME, RECINTSECS, DEVICETYPE, TAGS, SAMPLES)",
                  '{\n"RIDE":{\n\t"STARTTIME":"2026/06/10 10:12:00 UTC ",\n\t"RECINTSECS":1,\n'
                  '\t"DEVICETYPE":"Garmin FIT ",\n\t"SAMPLES":[]\n}\n}\n', 2,
                  line=r'^[ \t]*"RIDE"[ \t]*:[ \t]*\{', marks=('"STARTTIME"', '"RECINTSECS"')),
        FieldFile("a Strava segment leaderboard (effort_count, entry_count, kom_type, entries of athlete_name, "
                  "elapsed_time, rank)",
                  '{"effort_count": 48211, "entry_count": 31877, "kom_type": "kom", "entries": [{"athlete_name": '
                  '"Tadej P.", "elapsed_time": 1462, "rank": 1}]}\n', 1,
                  keys=("effort_count", "entry_count", "entries")),
        FieldFile("the UCI rankings saved as a table (Rank, Name, Nationality, Team, Age, Points)",
                  "Rank,Name,Nationality,Team,Age,Points\n1,POGACAR Tadej,SLO,UAE TEAM EMIRATES XRG,27,11680\n", 1,
                  columns=("Rank", "Name", "Nationality", "Team", "Age", "Points")),
        FieldFile("a cycling race's finish-line judge sheet (place, bib, rider, team, gap and bonus seconds; six "
                  "fields a line that pass for a TREC run's)",
                  "Pl Bib Rider Team Gap Bonus\n1 11 POGACAR UAD 0 10\n", 1,
                  columns=("Pl", "Bib", "Rider", "Gap"), lookalike=True),
        FieldFile("a track sprint qualifying's times (the flying 200 m: rank, bib, rider, nation, time and speed; "
                  "six fields a line that pass for a TREC run's)",
                  "1 12 LAVREYSEN NED 9.088 79.225\n2 3 RICHARDSON AUS 9.174 78.483\n", 1,
                  line=rf"\A{_QUALIFYING}\r?\n{_QUALIFYING}$", lookalike=True),
        FieldFile("a cycling race office's time gaps (position, bib, team and the gap in seconds; four fields a line "
                  "that pass for qrels')",
                  "Pos Bib Team Gap\n1 11 UAD 0\n", 1,
                  columns=("Pos", "Bib", "Team", "Gap"), lookalike=True),
    ))
