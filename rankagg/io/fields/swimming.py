"""A swim club's meet and coaching files (issue 45's fortieth bar, u40a_): Lenex results and entries (.lef, zipped as
.lxf), SDIF v3 files (.sd3, .cl2), Hy-Tek Meet Manager's exports for Team Manager (.hy3), Colorado Time Systems
Dolphin heat files (.do4), a Kazovision timing console's heat files, Splash Meet Manager's entries CSV, World
Aquatics' results feed, a club's points sheet and the coaches' test-set log.  (Meet Manager's own database is an
Access file, named by :mod:`rankagg.io.fields.databases`: its first page does not say which program wrote it.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, stored_member

_LENEX = ('<?xml version="1.0" encoding="UTF-8"?>\n<LENEX version="3.0">\n  <CONSTRUCTOR name="SPLASH Meet Manager 11" '
          'version="11.81215" />\n  <MEETS>\n    <MEET name="Club Championships" city="Leeds" nation="GBR" '
          'course="LCM">\n      <SESSIONS />\n    </MEET>\n  </MEETS>\n</LENEX>\n')
#: a time as a timing console writes it, minutes and seconds to the hundredth
_TIME = r"\d\d:\d\d\.\d\d"
#: a Kazovision heat file's line: the lane (00 to 09), then its final time, splits and reaction time
_KAZO_LINE = rf"0\d(?: {_TIME}){{2,}}[ \t]*\n"

SWIMMING = Field(
    team="a swim club's meet and coaching staff's files (u40a_)",
    advice="give each source's ranking of an event's swimmers (the heat times, the seed times, the World Aquatics "
           "points, the coaches') as a run, an event and round a query (ev:07/w-100-free/final) and each swimmer a "
           "document by athlete number, name and club (sw:0412/okafor-a@NSAC), the score higher for the better swim: "
           "'EVENT Q0 SWIMMER RANK SCORE SOURCE'; the squad selection is the qrels, 'EVENT 0 SWIMMER GRADE' "
           "(2 selected, 1 reserve, 0 not picked)",
    files=(
        FieldFile("a Lenex file (the swimming data exchange format, Lenex 3.0: LENEX with its CONSTRUCTOR, MEETS, "
                  "SESSIONS, EVENTS, CLUBS, ATHLETES and their ENTRIES or RESULTS)", _LENEX, 2, root="LENEX"),
        # (-o x.lef is left to the older readers: .lef also names the chip designers' Library Exchange Format)
        # Lenex travels zipped (.lxf): a zip whose first member is the .lef
        FieldFile("a zipped Lenex file (.lxf: a zip archive holding the meet's .lef)",
                  stored_member(b"NSAC_results.lef", _LENEX.encode(), 0xAD06, 0x5B85), 0, magic=b"PK\x03\x04",
                  marks=(".lef",), outputs=(".lxf",)),
        # SDIF v3's A0 record: the organisation code in column 3, the SDIF version 'V3' in columns 4-11
        FieldFile("an SDIF v3 file (US Swimming's Standard Data Interchange Format: 160-column records, A0 the file, "
                  "B1 the meet, C1 a team, D0 a swim, Z0 the end; .sd3 or Meet Manager's .cl2)",
                  "A01V3      02                              Hy-Tek, Ltd         MM5 8.0Gk "
                  "Club                                                    \nB11        Club Championships\n", 1,
                  line=r"\AA0[0-9 ]V3 {6}", lookalike=True, outputs=(".sd3", ".cl2")),
        # a .hy3's records are 128 columns and a two-digit checksum; its A1 record names Hy-Tek as the writer
        FieldFile("a Hy-Tek .hy3 file (Meet Manager's and Team Manager's exchange records: A1 the file, B1 the meet, "
                  "C1 a team, D1 an athlete, E1 and E2 an entry and its result, each with its checksum)",
                  "A107Results From MM to TM    Hy-Tek, Ltd    MM5 8.0Gk     12052026  9:41 PMClub"
                  "                                         56\n", 1,
                  line=r"\AA1\d\d[^\n]{0,40}Hy-Tek, Ltd", lookalike=True, outputs=(".hy3",)),
        # CTS Dolphin: 'event;heat;splits;round', then a line a lane of the watches' times
        FieldFile("a Colorado Time Systems Dolphin heat file (.do4: 'event;heat;splits;round', then a "
                  "'LaneN;time;time;time' line a lane and the file's hash)",
                  "7;1;1;All\nLane1;0;0;0\nLane2;61.04;61.10;60.98\nLane3;59.52;59.47;59.55\n", 1,
                  line=r"\A\d+;\d+;\d+;[A-Za-z]+[ \t]*\nLane\d+;", outputs=(".do4",)),
        FieldFile("a Kazovision timing console heat file (a lane a line, 00 to 09, then its final, split and "
                  "reaction times as MM:SS.hh: four fields a line that pass for qrels)",
                  "00 00:00.00 00:00.00 00:00.00\n01 00:27.84 00:27.84 00:00.69\n02 00:27.12 00:27.12 00:00.64\n", 1,
                  line=rf"\A{_KAZO_LINE}{_KAZO_LINE}", lookalike=True),
        # Splash's entries CSV opens with the meet (name, city, nation, course, date), then the upper-case header
        FieldFile("a Splash Meet Manager entries CSV (the meet's name, city, nation, course and date on line 1, then "
                  "LASTNAME;FIRSTNAME;...;ENTRYTIME: an entry a line)",
                  "Club Championships;Leeds;GBR;LCM;05.12.2026\nLASTNAME;FIRSTNAME;GENDER;BIRTHDATE;NATION;CLUBCODE;"
                  "DISTANCE;STROKE;ENTRYTIME\nOkafor;Amara;F;14.03.2009;GBR;NSAC;100;FREE;59.40\n", 1,
                  line=r"\A[^;\n]+;[^;\n]*;[A-Z]{3};(?:LCM|SCM|SCY);\d\d\.\d\d\.\d{4}[ \t]*$", marks=("ENTRYTIME",)),
        FieldFile("a Splash Meet Manager entries table (LASTNAME, FIRSTNAME, ..., CLUBCODE, DISTANCE, STROKE, "
                  "ENTRYTIME: an entry a row)",
                  "LASTNAME;FIRSTNAME;GENDER;BIRTHDATE;NATION;CLUBCODE;DISTANCE;STROKE;ENTRYTIME\n"
                  "Okafor;Amara;F;14.03.2009;GBR;NSAC;100;FREE;59.40\n", 1,
                  columns=("LASTNAME", "FIRSTNAME", "CLUBCODE", "ENTRYTIME")),
        FieldFile("a World Aquatics results feed (its API's event: DisciplineName, Heats with PhaseName and Results, "
                  "each swim's Rank, HeatRank, Lane, NAT, Time, RT, Points and Splits)",
                  '{"Id": "f3a1c2d4", "DisciplineName": "Women 100m Freestyle", "Heats": [{"Name": "Final", '
                  '"PhaseName": "Final", "Results": [{"Rank": 1, "HeatRank": 1, "Lane": 4, "NAT": "GBR", '
                  '"FullName": "OKAFOR Amara", "Time": "58.91", "RT": "0.71", "Points": 676}]}]}\n', 1,
                  keys=("Heats", "DisciplineName", "PhaseName", "Results")),
        # a club's own sheets: their six fields pass for a TREC run's, told by the header's swimming columns
        FieldFile("a swimming points sheet (World Aquatics points per swim: swimmer, event, course, place, time and "
                  "points; six fields a line that pass for a TREC run's)",
                  "swimmer event course place time points\nSW0412 100FR LCM 1 58.91 676\n", 1,
                  columns=("swimmer", "event", "course", "points"), lookalike=True),
        FieldFile("a coaches' test-set log (a swimmer's repeats of a training test set: swimmer, date, set, repeat, "
                  "time and stroke rate; six fields a line that pass for a TREC run's)",
                  "swimmer date set rep time stroke_rate\nSW0412 2026-12-01 6x100FR 1 63.41 38\n", 1,
                  columns=("swimmer", "set"), cell=r"^stroke_?rate$", lookalike=True),
    ))
