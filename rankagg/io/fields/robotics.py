"""An FRC team's strategy and scouting crew's and a regional's alliance-selection analysts' files (issue 45's
fifty-first bar, u51a_): The Blue Alliance's API answers, the FRC Events API's rankings and schedules, Statbotics'
team-year tables, scouting apps' exports and ScoutingPASS QR scans, RobotEvents' API pages, WPILib data logs and
Driver Station logs, and pick lists, OPR tables and driver ratings typed as text."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a typed pick list's line: place, team number, nickname, role (a word, where a run has a rank), a number, the pick
#: (first-pick, second-pick, dnp: a paragliding task's results, place, number, pilot, nation, points and glider,
#: have this form but no pick, u56a_task_result_text_as_run)
_PICK = (r"\d+[ \t]+[1-9]\d{0,4}[ \t]+\S+[ \t]+[A-Za-z][\w-]*[ \t]+\d+(?:\.\d+)?[ \t]+"
         r"(?i:\S*pick\S*|dnp)[ \t]*")
#: a driver rating's line: match, team number, scout's initials, rating 1 to 5
_RATING = r"(?:qm|qf|sf|f|pm)\d+[ \t]+[1-9]\d{0,4}[ \t]+[A-Za-z]{1,4}[ \t]+[1-5][ \t]*"

ROBOTICS = Field(
    team="an FRC team's strategy and scouting crew and a regional's alliance-selection analysts (u51a_)",
    advice="give each source's ranking of an event's teams (OPR, EPA, the scouts' ratings, the strategy crew's "
           "list) as a run, an event and match type a query (2026casj/qm) and each team a document by its key "
           "(frc254), the score higher for the stronger team: 'EVENT Q0 TEAM RANK SCORE SOURCE'; the alliance "
           "picks are the qrels, 'EVENT 0 TEAM GRADE'",
    files=(
        FieldFile("The Blue Alliance's matches (API v3: key, comp_level, alliances with team_keys and score, "
                  "winning_alliance)",
                  '[{"key": "2026casj_qm1", "comp_level": "qm", "alliances": {"red": {"score": 142, "team_keys": '
                  '["frc254"]}}, "winning_alliance": "red", "event_key": "2026casj"}]\n', 1,
                  keys=("key", "comp_level", "alliances", "winning_alliance")),
        FieldFile("The Blue Alliance's event rankings (API v3: rankings, sort_order_info, extra_stats_info)",
                  '{"rankings": [{"rank": 1, "team_key": "frc254", "sort_orders": [3.17]}], "extra_stats_info": [], '
                  '"sort_order_info": [{"name": "Ranking Score", "precision": 2}]}\n', 1,
                  keys=("rankings", "sort_order_info", "extra_stats_info")),
        FieldFile("the FRC Events API's rankings (Rankings: rank, teamNumber, sortOrder1 to sortOrder6)",
                  '{"Rankings": [{"rank": 1, "teamNumber": 254, "sortOrder1": 3.17, "wins": 11}]}\n', 1,
                  keys=("Rankings", "teamNumber", "sortOrder1")),
        FieldFile("the FRC Events API's schedule (Schedule: tournamentLevel, matchNumber, teams by station)",
                  '{"Schedule": [{"field": "Primary", "tournamentLevel": "Qualification", "matchNumber": 1, '
                  '"teams": [{"teamNumber": 254, "station": "Red1"}]}]}\n', 1,
                  keys=("Schedule", "tournamentLevel", "matchNumber")),
        FieldFile("Statbotics' team-years table (team, year, epa_start, epa_end, total_epa_rank)",
                  "team,year,name,epa_start,epa_end,wins,losses,total_epa_rank\n254,2026,The Cheesy Poofs,52.31,"
                  "63.02,11,1,1\n", 1,
                  columns=("team", "year", "epa_start", "epa_end")),
        FieldFile("a robotics scouting app's export (scouter, match_number, team_number, then the scored actions)",
                  "scouter,event,match_level,match_number,robot,team_number,driver_skill\nJL,2026casj,qm,12,r1,254,5\n",
                  1, columns=("scouter", "match_number", "team_number")),
        FieldFile("ScoutingPASS QR scans (s=scouter;e=event;l=level;m=match;r=robot;t=team; then the scored actions)",
                  "s=JL;e=2026casj;l=qm;m=12;r=r1;t=254;as=Y;acl4=3\n", 1,
                  line=r"^s=[^;\n]*;e=[^;\n]*;l=[^;\n]*;m=\d+;r=[rb][1-3];t=\d+;"),
        FieldFile("RobotEvents' API (a page of meta with current_page and data, as its division rankings)",
                  '{"meta": {"current_page": 1, "path": "https://www.robotevents.com/api/v2/events/58913/divisions/1/'
                  'rankings"}, "data": [{"rank": 1, "team": {"name": "1010X"}}]}\n', 1,
                  keys=("meta", "data", "current_page"), marks=("robotevents.com/api",)),
        FieldFile("a WPILib data log (.wpilog: 'WPILOG', its version, then records)",
                  b"WPILOG\x00\x01\x0c\x00\x00\x00AdvantageKit0\x001\xe8\x03\x00\x00", 0,
                  magic=b"WPILOG", outputs=(".wpilog",)),
        FieldFile("an FRC Driver Station log (.dslog: version 4, a LabVIEW timestamp, then records)",
                  b"\x00\x00\x00\x04\x00\x00\x00\x00\xe5\xda\xeb\xff\x00\x00\x00\x00\x00\x00\x00\x00\x0c\x00", 0,
                  magic=b"\x00\x00\x00\x04", line=r"\A\x00\x00\x00\x04\x00\x00\x00\x00[\xd0-\xff]",
                  outputs=(".dslog", ".dsevents")),
        FieldFile("an FRC pick list typed as text (place, team, nickname, role, EPA and note; six fields a line that "
                  "pass for a TREC run's)",
                  "1 254 Cheesy-Poofs scorer 63.02 first-pick\n2 1678 Citrus-Circuits scorer 60.77 first-pick\n", 1,
                  line=rf"\A{_PICK}\r?\n{_PICK}$", lookalike=True),
        FieldFile("an FRC OPR table (team, opr, dpr, ccwm, rank, record; six fields a line that pass for a TREC run's)",
                  "team opr dpr ccwm rank record\n254 62.31 18.40 43.91 1 11-1-0\n", 1,
                  columns=("team", "opr", "dpr", "ccwm"), lookalike=True),
        FieldFile("a scouting crew's driver ratings typed as text (match, team, scout, rating 1 to 5; four fields a "
                  "line that pass for qrels')",
                  "qm12 254 JL 5\nqm12 2056 MP 4\n", 1,
                  line=rf"\A{_RATING}\r?\n{_RATING}$", lookalike=True),
    ))
