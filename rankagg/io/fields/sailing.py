"""A sailing club's race committee and a class association's files (issue 45's forty-first bar, u41a_): Sailwave
series files (.blw), ORC's rating data (its JSON and its fixed-width RMS download), Expedition's logs, the race
officer's finish sheet and the finish recorder's, and a fleet's PHRF list.  (World Sailing's XRR, NMEA 0183, GPX
and FIT are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a Sailwave line: a quoted key (sername, compsailno, rpos, ...), its value, the competitor's and the race's ids
_BLW_LINE = r'"(?:ser|comp|scr|r)[a-z]+","[^"\n]*","\d*","\d*"[ \t]*'
#: a PHRF list's line: sail number, yacht, design, fleet, rating (seconds a mile), sail plan
_PHRF_LINE = r"[A-Z]{3}[- ]?\d+[ \t]+\S+[ \t]+\S+[ \t]+PHRF[-\w]*[ \t]+-?\d{1,3}[ \t]+(?:SPIN|NFS|NS|JIB)[ \t]*"
#: a finish record's line: race, sail number, finish time, place
_FINISH_LINE = r"R\d+[ \t]+[A-Z]{3}-?\d+[ \t]+\d\d?:\d\d:\d\d[ \t]+\d+[ \t]*"

SAILING = Field(
    team="a sailing club's race committee and a class association's files (u41a_)",
    advice="give each source's ranking of a race's boats (the finish places, the PHRF and ORC corrected times, the "
           "tracker's) as a run, a race a query (race:spring-series/r3) and each boat a document by sail number and "
           "name (sail:GBR-1234/jupiter), the score higher for the better finish: 'RACE Q0 BOAT RANK SCORE SOURCE'; "
           "the jury's results after protests are the qrels, 'RACE 0 BOAT GRADE'",
    files=(
        FieldFile("a Sailwave series file (.blw: quoted name, value, competitor and race fields, a setting, boat or "
                  "result a line: sername, compsailno, rpos, rcod)",
                  '"sername","Spring Series 2026","",""\n"compsailno","GBR-1234","1",""\n"rpos","1","1","3"\n', 1,
                  line=rf"\A{_BLW_LINE}\r?\n{_BLW_LINE}$", outputs=(".blw",)),
        FieldFile("ORC's rating data as JSON (an 'rms' list of certificates: SailNo, YachtName, GPH, TN_...)",
                  '{"rms": [{"NatAuth": "GBR", "SailNo": "GBR 1234", "YachtName": "JUPITER", "GPH": 641.3}]}\n', 1,
                  keys=("rms", "SailNo", "YachtName", "GPH")),
        FieldFile("ORC's RMS download (fixed-width certificates under a header: NATCERTN.FILE_ID, SAILNUMB, NAME, ..., "
                  "GPH)",
                  "NATCERTN.FILE_ID SAILNUMB    NAME                    TYPE              GPH\n"
                  "GBR12340GB12340  GBR 1234    JUPITER                 J/109             641.3\n", 1,
                  line=r"\ANATCERTN\.FILE_ID +SAILNUMB +NAME\b"),
        FieldFile("an Expedition log ('!Boat,Utc,...' channel names, '!boat,0,1,...' their numbers, the version, "
                  "then sparse channel, value rows)",
                  "!Boat,Utc,BSP,AWA,AWS,TWA,TWS\n!boat,0,1,2,3,4,5\n!v12.5.1\n0,46159.459722,1,6.81,2,-31.35\n", 1,
                  columns=("!Boat", "Utc", "BSP")),
        FieldFile("a race officer's finish sheet (race, sail number, class, finish time, elapsed seconds and code; six "
                  "fields a line that pass for a TREC run's)",
                  "race sail_no class finish elapsed_s code\nR3 GBR-1234 J/109 12:37:05 5525 FIN\n", 1,
                  columns=("race", "class", "finish"), cell=r"^sail_?(?:no|number)$", lookalike=True),
        FieldFile("a fleet's PHRF list (sail number, yacht, design, fleet, rating in seconds a mile and sail plan; six "
                  "fields a line that pass for a TREC run's)",
                  "USA-60123 Rascal J/105 PHRF-A 81 SPIN\nUSA-1717 Windward-Passage Farr-40 PHRF-A 30 SPIN\n", 1,
                  line=rf"\A{_PHRF_LINE}\r?\n{_PHRF_LINE}$", lookalike=True),
        FieldFile("a sailing race's finish record (race, sail number, finish time and place; four fields a line that "
                  "pass for qrels')",
                  "R3 GBR-1234 12:37:05 1\nR3 GBR-1502 12:38:41 2\n", 1,
                  line=rf"\A{_FINISH_LINE}\r?\n{_FINISH_LINE}$", lookalike=True),
    ))
