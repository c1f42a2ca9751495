"""An Olympic weightlifting federation's results office's and a club's coaches' files (issue 45's seventy-third bar,
u73a_): OWLCMS's database export, OpenWeightlifting's meet results and leaderboard, a club's Sinclair list saved as
CSV, and the attempt cards, the start list and the results sheet typed as text.  (OWLCMS's protocol sheets and the
workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a lifter as the marshals type them
_LIFTER = r"[^\W\d_][\w'-]*"
#: an attempt card's line: lot number, lifter (never a run's Q0), the lift, three attempts (minus: no lift)
_CARD = (rf"\d{{1,3}}[ \t]+{_LIFTER}[ \t]+(?i:snatch|cj|c&j|clean-and-jerk|rei(?:ss|ß)en|sto(?:ss|ß)en)"
         r"(?:[ \t]+-?\d{2,3}){3}[ \t]*")
#: a start list's line: lot number, licence (never qrels' iteration field 0), lifter, weight category
_START = rf"\d{{1,3}}[ \t]+\d{{5,7}}[ \t]+{_LIFTER}[ \t]+[MW]\d{{2,3}}\+?[ \t]*"
#: a results sheet's line: place, lifter, body weight, best snatch, best clean and jerk, total
_RESULT = rf"\d{{1,2}}[ \t]+{_LIFTER}[ \t]+\d{{2,3}}[.,]\d{{1,2}}(?:[ \t]+\d{{2,3}}){{3}}[ \t]*"

WEIGHTLIFTING = Field(
    team="an Olympic weightlifting federation's results office and a club's coaches (u73a_)",
    advice="give each source's ranking of a category's, competition's or season's lifters (OWLCMS's totals, the "
           "Sinclair or Robi points, the snatch and clean and jerk places) as a run, the category a query "
           "(wettkampf:2025-11-15/bayerische-meisterschaft/M81) and each lifter a document (heber:BVDG/104523), the "
           "score higher for the better lifter: 'CATEGORY Q0 LIFTER RANK SCORE SOURCE'; the medals are the qrels, "
           "'CATEGORY 0 LIFTER GRADE'",
    files=(
        FieldFile("OWLCMS's database export (JSON: config, competition, athletes with their attempts, records)",
                  '{\n  "config" : {\n    "id" : 1\n  },\n  "competition" : {\n    "id" : 1,\n'
                  '    "competitionName" : "Bayerische Meisterschaft 2025"\n  },\n  "athletes" : [ ],\n'
                  '  "records" : [ ]\n}\n', 1, keys=("competition", "athletes", "config", "competitionName")),
        FieldFile("OpenWeightlifting's meet results (CSV: event, date, gender, lifter, body_weight_(kg), "
                  "snatch_lift_1..3, c&j_lift_1..3, best_snatch, best_c&j, total)",
                  "event,date,gender,lifter,body_weight_(kg),snatch_lift_1,snatch_lift_2,snatch_lift_3,c&j_lift_1,"
                  "c&j_lift_2,c&j_lift_3,best_snatch,best_c&j,total\n"
                  "European Junior Championships,2025-10-18,male,Maximilian Huber,80.42,118,123,-127,150,155,-160,"
                  "123,155,278\n", 1, columns=("lifter", "body_weight_(kg)", "snatch_lift_1", "best_c&j")),
        FieldFile("OpenWeightlifting's leaderboard (JSON: size, data, each a lift with lifter_name, bodyweight, "
                  "snatch_1..3, cj_1..3, total, sinclair)",
                  '{"size":1,"data":[{"event":"European Junior Championships","lifter_name":"Maximilian Huber",'
                  '"bodyweight":80.42,"snatch_1":118,"cj_1":150,"total":278,"sinclair":334.61}]}\n', 1,
                  keys=("data", "size", "lifter_name", "snatch_1", "cj_1")),
        FieldFile("a weightlifting club's Sinclair list (CSV: Platz, Name, Vorname, Startpass, Körpergewicht, Reißen, "
                  "Stoßen, Zweikampf, Sinclair)",
                  "Platz;Name;Vorname;Startpass;K\u00f6rpergewicht;Rei\u00dfen;Sto\u00dfen;Zweikampf;"
                  "Sinclair\r\n"
                  "1;Huber;Maximilian;104523;80,42;125;160;285;343,02\r\n", 1,
                  columns=("Sinclair", "Zweikampf", "Rei\u00dfen", "Sto\u00dfen")),
        FieldFile("a weightlifting attempt card typed as text (lot number, lifter, lift, three attempts; six fields a "
                  "line that pass for a TREC run's)",
                  "14 huber snatch 120 125 -128\n14 huber cj 152 157 160\n", 1,
                  line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a weightlifting start list typed as text (lot number, licence, lifter, category; four fields a "
                  "line that pass for qrels')",
                  "3 104523 huber M81\n7 117208 wagner M81\n", 1, line=rf"\A{_START}\r?\n{_START}$", lookalike=True),
        FieldFile("a weightlifting results sheet typed as text (place, lifter, body weight, snatch, clean and jerk, "
                  "total; six fields a line that pass for a TREC run's)",
                  "1 huber 80.42 125 160 285\n2 wagner 80.86 122 150 272\n", 1,
                  line=rf"\A{_RESULT}\r?\n{_RESULT}$", lookalike=True),
    ))
