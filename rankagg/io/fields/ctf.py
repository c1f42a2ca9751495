"""A capture-the-flag organising team's and a university security club's files (issue 45's forty-third bar, u43b_):
CTFd's scoreboard (its API's JSON, its CSV export) and its backups, rCTF's leaderboard, CTFtime's scoreboard feed and
event results, EnoEngine's ctf.json, an attack-defense game's flag submission transcripts and round scores, a club's
solve log and the first bloods.  (Packet captures are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, stored_member

#: the challenge categories a jeopardy CTF names its challenges by ('web/pastebin-revenge')
_CATEGORY = r"(?:web|pwn|crypto|rev|reversing|misc|forensics|osint|stego|hardware|blockchain|ppc)"
#: a first-blood line: challenge, team, minute of the event, bonus points
_FIRST_BLOOD = rf"{_CATEGORY}/\S+[ \t]+(?!(?:Q?0|1)[ \t])\S+[ \t]+\d+[ \t]+\d+[ \t]*"

CTF = Field(
    team="a capture-the-flag organising team and a university security club (u43b_)",
    advice="give each source's ranking of an event's or a category's teams (the platform's points, the first "
           "bloods, the solve times, the captains') as a run, an event's category or an attack-defense round a "
           "query (ev:kitctf-2026/web) and each team a document (team:7/kit-hackers), the score higher for the "
           "better team: 'CATEGORY Q0 TEAM RANK SCORE SOURCE'; the organisers' verified results are the qrels, "
           "'CATEGORY 0 TEAM GRADE'",
    files=(
        FieldFile("CTFd's scoreboard as its API gives it (/api/v1/scoreboard: success, data of pos, account_id, "
                  "account_type, name, score, members)",
                  '{"success": true, "data": [{"pos": 1, "account_id": 7, "account_url": "/teams/7", '
                  '"account_type": "team", "name": "kit-hackers", "score": 4215}]}\n', 1,
                  keys=("data", "account_id", "account_type", "pos")),
        FieldFile("CTFd's scoreboard CSV export (place, team, team id, score, member name, member email, ...: a "
                  "team's row, then its members')",
                  "place,team,team id,score,member name,member id,member email,member score\n"
                  "1,kit-hackers,7,4215,,,,\n", 1,
                  columns=("place", "team", "team id", "member name", "member email")),
        FieldFile("a CTFd backup (Admin, Backup: a zip of db/<table>.json, each {count, results, meta})",
                  stored_member(b"db/alembic_version.json", b'{"count": 1, "results": [{"version_num": '
                                b'"67ebab6de598"}], "meta": {}}', 0x4800, 0x5B7D), 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}db/[a-z_]+\.json"),
        FieldFile("rCTF's leaderboard as its API gives it (kind 'goodLeaderboard', message, data of total and "
                  "leaderboard)",
                  '{"kind":"goodLeaderboard","message":"The leaderboard was retrieved.","data":{"total":3,'
                  '"leaderboard":[{"id":"5b7c1e2a","name":"kit-hackers","score":2381}]}}\n', 1,
                  keys=("kind", "message", "data", "leaderboard"), marks=("goodLeaderboard",)),
        FieldFile("CTFtime's JSON scoreboard feed (tasks, standings of pos, team, score, taskStats, lastAccept)",
                  '{"tasks": ["web/pastebin-revenge"], "standings": [{"pos": 1, "team": "kit-hackers", "score": 482, '
                  '"taskStats": {"web/pastebin-revenge": {"points": 482, "time": 1795874592}}, "lastAccept": '
                  '1795874592}]}\n', 1,
                  keys=("standings", "tasks", "taskStats", "lastAccept")),
        FieldFile("CTFtime's event results (its API's /api/v1/results/YEAR/: an event's title, time and scores of "
                  "team_id, points, place)",
                  '{"2871": {"title": "KITCTF 2026", "scores": [{"team_id": 119, "points": "4215.0000", "place": 1}], '
                  '"time": 1795910400.0}}\n', 1,
                  keys=("scores", "title", "team_id", "place")),
        FieldFile("EnoEngine's ctf.json (an attack-defense game's settings: flagValidityInRounds, "
                  "roundLengthInSeconds, services, teams)",
                  '{"title": "ENOWARS 10", "flagValidityInRounds": 5, "checkedRoundsPerRound": 3, '
                  '"roundLengthInSeconds": 60, "teamSubnetBytesLength": 15, "services": [], "teams": []}\n', 1,
                  keys=("flagValidityInRounds", "roundLengthInSeconds", "teamSubnetBytesLength")),
        FieldFile("an attack-defense flag submission transcript (the game's submission service: its banner, an empty "
                  "line, then a flag a line answered OK, DUP, OLD, INV, OWN or ERR)",
                  "Welcome to the ENOWARS 10 flag submission!\nPlease submit one flag per line.\n\n"
                  "ENOBa3xQ9kLmW2pRt7vYz1cD4fGh6jK8nP0sU5wX OK\n", 1,
                  line=r"(?i)\A[^\n]*\bflag submission\b[^\n]*\n(?:[^\n]*\n){0,8}?[ \t\r]*\n"
                       r"\S+ (?:OK|DUP|OLD|INV|OWN|ERR)\b"),
        FieldFile("a CTF solve log (team, challenge, category, minute, points and first blood; six fields a line "
                  "that pass for a TREC run's)",
                  "team challenge category minute points first_blood\n"
                  "kit-hackers web/pastebin-revenge web 37 482.37 1\n", 1,
                  columns=("team", "challenge", "category", "points"), lookalike=True),
        FieldFile("an attack-defense game's round scores (round, team, service, offense, defense and SLA; six "
                  "fields a line that pass for a TREC run's)",
                  "round team service offense defense sla\n142 kit-hackers pasteable 38.50 -4.25 97.20\n", 1,
                  columns=("round", "team", "service", "offense", "defense", "sla"), lookalike=True),
        FieldFile("a CTF's first bloods (challenge as category/name, team, minute of the event and bonus points; "
                  "four fields a line that pass for qrels')",
                  "web/pastebin-revenge kit-hackers 37 50\npwn/heapnotes kit-hackers 149 50\n", 1,
                  line=rf"\A{_FIRST_BLOOD}\r?\n{_FIRST_BLOOD}$", lookalike=True),
    ))
