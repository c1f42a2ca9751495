"""A biathlon federation's results office's and its team's coaches' files (issue 45's eighty-sixth bar, u86a_): the
IBU's race results and cup standings as its API answers them, Garmin Connect's activities export, and the coaches'
shooting cards, range logs and start lists as typed.  (FIT activities, GPX tracks and TCX files are named by their
own recognisers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a shooting card's line: bib, stage (P1 to P4 prone, S1 to S4 standing), hits, misses, range time, penalty loops
_CARD = r"\d{1,3}[ \t]+[PS][1-4][ \t]+[0-5][ \t]+[0-5][ \t]+\d{1,3}\.\d[ \t]+[0-5][ \t]*"
#: a range log's line: clock time, lane (from 1: never qrels' 0), bib, hits
_RANGE = r"\d{1,2}:\d\d:\d\d[ \t]+(?!0+[ \t])\d{1,2}[ \t]+\d{1,3}[ \t]+[0-5][ \t]*"
#: a start list's line: bib, IBU id (BT, the nation, digits), family name, given name, nation, start time
_START = r"\d{1,3}[ \t]+BT[A-Z]{3}\d{8,12}[ \t]+\S+[ \t]+\S+[ \t]+[A-Z]{3}[ \t]+\d{1,2}:\d\d(?::\d\d)?[ \t]*"

BIATHLON = Field(
    team="a biathlon federation's results office and its team's coaches (u86a_)",
    advice="give each source's ranking of a race's, shooting stage's, World Cup stop's or season's athletes (the ski "
           "times, the shooting, the range times, the World Cup points) as a run, the race a query "
           "(race:BT2526SWRLCP03SMSP) and each athlete a document (athlete:2526/BTNOR11207199501), the score higher "
           "for the better athlete (a time negated): 'RACE Q0 ATHLETE RANK SCORE SOURCE'; the coaches' selections "
           "are the qrels, 'RACE 0 ATHLETE GRADE'",
    files=(
        FieldFile("the IBU's race results (JSON from its datacenter's API: Competition, then Results of IBUId, Name, "
                  "Nat, Bib, Rank, Shootings, ShootingTotal, RunTime, TotalTime, Behind, WC)",
                  '{"Competition":{"RaceId":"BT2526SWRLCP03SMSP","Description":"Men 10 km Sprint Competition"},'
                  '"Results":[{"ResultOrder":1,"IBUId":"BTNOR11207199501","Name":"BAKKEN Eirik","Shootings":"0+0",'
                  '"ShootingTotal":"0","TotalTime":"23:41.2"}]}\n', 1,
                  keys=("Results", "Competition", "IBUId", "ShootingTotal")),
        FieldFile("the IBU's cup standings (JSON from its datacenter's API: Rows of Rank, ResultOrder, IBUId, Name, "
                  "ShortName, Nat, Score)",
                  '{"Rows":[{"Rank":"1","ResultOrder":1,"IBUId":"BTNOR11207199501","Name":"BAKKEN Eirik",'
                  '"Nat":"NOR","Score":"412"}]}\n', 1,
                  keys=("Rows", "IBUId", "ResultOrder", "Score")),
        FieldFile("Garmin Connect's activities export (Activities.csv: Activity Type, Date, Favorite, Title, Distance, "
                  "Calories, Time, Avg HR, Max HR, Aerobic TE, ...)",
                  "Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Aerobic TE,Total Ascent\n"
                  'Running,2025-08-14 09:12:40,false,"Ruhpolding Running","12.41","868","01:02:15","148","181",'
                  '"3.4","412"\n', 1,
                  columns=("Activity Type", "Favorite", "Avg HR", "Aerobic TE")),
        FieldFile("a biathlon shooting card typed as text (bib, stage, hits, misses, range time, penalty loops; six "
                  "fields a line that pass for a TREC run's)",
                  "12 P1 5 0 26.8 0\n12 S1 4 1 31.2 1\n", 1, line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a biathlon range log typed as text (clock time, lane, bib, hits; four fields a line that pass for "
                  "qrels')",
                  "14:36:12 07 12 5\n14:37:40 11 31 4\n", 1, line=rf"\A{_RANGE}\r?\n{_RANGE}$", lookalike=True),
        FieldFile("a biathlon start list typed as text (bib, IBU id, family name, given name, nation, start time; six "
                  "fields a line that pass for a TREC run's)",
                  "7 BTNOR10503199801 HAUGEN Sindre NOR 14:33:00\n12 BTNOR11207199501 BAKKEN Eirik NOR 14:35:30\n", 1,
                  line=rf"\A{_START}\r?\n{_START}$", lookalike=True),
    ))
