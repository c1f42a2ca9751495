"""Sports timing devices' logs and lap sheets, which every timed sport shares (issue 45's athletics, alpine skiing,
sim racing and FPV racing bars, u40b_, u41b_, u76b_ and u78a_): ALGE's Timy and TdC 8001 lines, a TAG Heuer CP 540's
memory dump, RACE RESULT's decoder passings, and lap times typed a line each.  A race's own results files are its
sport's (:mod:`rankagg.io.fields.athletics`, :mod:`rankagg.io.fields.skiing`)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a lap sheet's line: the driver, rider or pilot; the round, race or heat (never a run's Q0 or qrels' 0); the lap;
#: its time as m:ss.fff (a sim racing league's and an FPV race director's alike: u76b_ told the other's as its own)
_LAP = r"\S+[ \t]+(?!Q0[ \t]|0[ \t])\S+[ \t]+\d{1,3}[ \t]+\d{1,2}:\d{2}\.\d{3}[ \t]*"

SPORTTIMING = Field(
    team="sports timing devices' logs and lap sheets, met by a track and field federation (u40b_), an alpine ski club "
         "(u41b_), a sim racing league (u76b_) and an FPV drone racing league (u78a_)",
    advice="a timing log holds impulses (a start number and a time of day), not a ranking: rank each race's "
           "competitors from their times first (the faster the higher score), a race a query and each competitor a "
           "document: 'RACE Q0 COMPETITOR RANK SCORE SOURCE', a run per timing source; judgements are 'RACE 0 "
           "COMPETITOR GRADE' lines",
    files=(
        # ALGE's RS232 and printer lines: a flag ('?': no start number), the start number, the channel (C0 the
        # start, C1 the finish, M by hand; RT a run time), the time of day to the ten-thousandth, the group: four
        # fields that pass for qrels'
        FieldFile("an ALGE Timy or TdC 8001 timing log (a time a line: start number, channel, time of day, group; "
                  "four fields a line that pass for qrels')",
                  " 0001 c0 15:43:49,8863 00\n 0001 c1 15:44:00,0712 00\n", 1,
                  line=r"\A[ \t?]?[ \t]*\d{4}[ \t]+(?:[cC]\d{1,2}M?|RT|DT)[ \t]+\d\d?:\d\d:\d\d[,.]\d{1,4}[ \t]+\d\d"
                       r"[ \t]*$",
                  lookalike=True),
        # a CP 540's dump: 'DS' opens it, an 'RR' line an impulse (its rank, the start number, the time of day to
        # the hundred-thousandth), 'DE' closes it
        FieldFile("a TAG Heuer CP 540 memory dump (DS, then an 'RR rank number time' line an impulse, then DE; four "
                  "fields a line that pass for qrels')",
                  "DS 01 245 TIME\nRR 0001 0007   10:02:11.28410\nRR 0002 0007   10:03:13.59720\nDE 01\n", 1,
                  line=r"\A(?:DS \d\d \d+ [A-Z]+[ \t]*\r?\n)?RR \d{4} +\d{1,4} +\d\d?:\d\d:\d\d\.\d+[ \t]*$",
                  lookalike=True),
        # RACE RESULT's raw data record: passing number; bib or transponder; date; time of day to the millisecond;
        # event id; hits; max RSSI; ...
        FieldFile("a RACE RESULT decoder passings file (PassingNo;Bib;Date;Time;EventID;Hits;MaxRSSI;...: a chip "
                  "passing a line)",
                  "1;412;2026-08-09;10:02:31.448;0;38;118;;0;;;;;;;;FINISH;177;2;D-50432\n", 1,
                  line=r"\A\d+;[^;\n]*;\d{4}-\d\d-\d\d;\d\d:\d\d:\d\d\.\d{3};\d+;\d+;\d+;"),
        FieldFile("a lap sheet typed as text (lap times: the driver, rider or pilot, the round, race or heat, the lap "
                  "and its time as m:ss.fff; four fields a line that pass for qrels')",
                  "kowalski R04 9 2:17.912\nmoreau R04 11 2:18.104\n", 1,
                  line=rf"\A{_LAP}\r?\n{_LAP}$", lookalike=True),
    ))
