"""A programming contest's judges' and a competitive programming club's coaches' files (issue 45's seventy-sixth
bar, u76a_): the ICPC Contest API's (CLICS) scoreboard and event feed, DOMjudge's results and scoreboard TSV,
Codeforces' standings and rating answers, AtCoder's contest history, a Kattis problem package, and a coach's
training ranking and a judge's difficulty ballot typed as text.  (A club's line-ups, four handles a line, are left
to the field count: their form is any four words.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the event feed's types (the Contest API 2020-03 to 2023-06), its line's first key or the one after its id
_EVENT_TYPES = ("contests?|judgement-types|languages|problems|groups|organizations|teams|accounts|persons|state|"
                "submissions|judgements|runs|clarifications|awards|commentary|map-info")
#: a training ranking's line: place, team (never a run's Q0), solved, penalty minutes, last solve, rating
_TRAINING = r"\d{1,3}[ \t]+(?!Q0[ \t])[^\W\d_][\w.-]*[ \t]+\d{1,2}[ \t]+\d{1,5}[ \t]+\d{1,3}[ \t]+\d{3,4}[ \t]*"
#: a difficulty ballot's line: contest, problem letter (never qrels' 0 or a run's Q0), judge, rating in hundreds
_DIFFICULTY = r"\S+[ \t]+(?!Q0[ \t])[A-Z]\d?[ \t]+\S+[ \t]+[1-3]?\d00[ \t]*"

COMPPROG = Field(
    team="a programming contest's judges and a competitive programming club's coaches (u76a_)",
    advice="give each source's ranking of a contest's, camp day's or season's teams (the scoreboard's places, "
           "Codeforces' standings, AtCoder's performances, the coach's ranking) as a run, the contest a query "
           "(contest:nwerc-2024/scoreboard) and each team a document (team:icpc/884215), the score higher for the "
           "better team (solved problems first, then less penalty time): 'CONTEST Q0 TEAM RANK SCORE SOURCE'; the "
           "coaches' verdicts are the qrels, 'CONTEST 0 TEAM GRADE'",
    files=(
        FieldFile("a contest's scoreboard from the ICPC Contest API (CLICS, as DOMjudge serves it: JSON of time, "
                  "contest_time, state and rows of rank, team_id, score and problems)",
                  '{"time":"2024-11-24T15:02:11.418+01","contest_time":"5:02:11.418","state":{"started":'
                  '"2024-11-24T10:00:00+01"},"rows":[{"rank":1,"team_id":"884215","score":{"num_solved":3,'
                  '"total_time":241}}]}\n', 1,
                  keys=("contest_time", "state", "rows")),
        FieldFile("a contest's event feed from the ICPC Contest API (CLICS NDJSON: a line per event, its type, id "
                  "and data: problems, teams, submissions, judgements)",
                  '{"type":"problems","id":null,"data":[{"id":"asteroids","label":"A","name":"Asteroid Rangers"}]}\n'
                  '{"type":"submissions","id":"187","data":{"id":"187","team_id":"884215","problem_id":"asteroids"}}\n',
                  1, line=rf'^\{{(?:"id":\s*(?:null|"[^"]*"),\s*)?"type":\s*"(?:{_EVENT_TYPES})"'),
        FieldFile("DOMjudge's results or scoreboard TSV (the ICPC CCS export: 'results 1', then team id, rank, award, "
                  "solved, total time, last solve and group winner a line)",
                  "results\t1\n884215\t1\tGold Medal\t3\t241\t142\tNorthwestern Europe\n", 1,
                  line=r"\A\ufeff?(?:results|scoreboard)\t1[ \t]*\r?$"),
        FieldFile("DOMjudge's results read as a table (team_id, rank, award, num_solved, total_time, "
                  "time_of_last_submission, group_winner)",
                  "team_id\trank\taward\tnum_solved\ttotal_time\ttime_of_last_submission\tgroup_winner\n"
                  "884215\t1\tGold Medal\t3\t241\t142\tNorthwestern Europe\n", 1,
                  columns=("team_id", "award", "num_solved", "total_time")),
        FieldFile("a round's standings from Codeforces' API (contest.standings, JSON: status, then result's contest, "
                  "problems and rows of party, rank, points, penalty and problemResults)",
                  '{"status":"OK","result":{"contest":{"id":1901,"name":"Educational Codeforces Round 158",'
                  '"type":"ICPC","phase":"FINISHED"},"problems":[{"contestId":1901,"index":"A"}],"rows":[{"party":'
                  '{"contestId":1901,"members":[{"handle":"anna_k"}]},"rank":412,"points":2.0,"penalty":31}]}}\n', 1,
                  keys=("result", "contest", "problems", "rows")),
        FieldFile("a contestant's rating changes from Codeforces' API (user.rating, JSON: status, then result's "
                  "contestId, contestName, handle, rank, ratingUpdateTimeSeconds, oldRating, newRating)",
                  '{"status":"OK","result":[{"contestId":1900,"contestName":"Codeforces Round 911 (Div. 2)",'
                  '"handle":"anna_k","rank":1290,"ratingUpdateTimeSeconds":1701018960,"oldRating":1642,'
                  '"newRating":1688}]}\n', 1,
                  keys=("result", "ratingUpdateTimeSeconds", "oldRating", "newRating")),
        FieldFile("a contestant's contest history from AtCoder (JSON records of IsRated, Place, OldRating, NewRating, "
                  "Performance, InnerPerformance, ContestScreenName, EndTime)",
                  '[{"IsRated":true,"Place":1423,"OldRating":1380,"NewRating":1402,"Performance":1561,'
                  '"InnerPerformance":1561,"ContestScreenName":"abc349.contest.atcoder.jp"}]\n', 1,
                  keys=("IsRated", "Place", "OldRating", "InnerPerformance", "ContestScreenName")),
        FieldFile("a problem package (Kattis' format, zipped: problem.yaml, data/sample and data/secret with their "
                  ".in and .ans files)",
                  b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x80\xa8tY@1V\x1cr\x00\x00\x00r\x00\x00\x00\x16\x00\x00\x00"
                  b"asteroids/problem.yamlauthor: Judge Two\nsource: NWERC 2024\n", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\s\S]{26}(?:[^/\x00]*/)?problem\.yaml", outputs=(".kpp",)),
        FieldFile("a coach's training ranking typed as text (place, team, solved, penalty, last solve, rating; six "
                  "fields a line that pass for a TREC run's)",
                  "1 uni-alpha 9 1043 287 2391\n2 uni-beta 8 912 279 2214\n", 1,
                  line=rf"\A{_TRAINING}\r?\n{_TRAINING}$", lookalike=True),
        FieldFile("a judge's problem difficulty ballot typed as text (contest, problem, judge, rating; four fields a "
                  "line that pass for qrels')",
                  "nwerc2024 A judge2 800\nnwerc2024 B judge2 1400\n", 1,
                  line=rf"\A{_DIFFICULTY}\r?\n{_DIFFICULTY}$", lookalike=True),
    ))
