"""A national caving association's cave survey and conservation committee's files, its surveyors' (who reduce the clubs'
and expeditions' survey data) and committee's (which ranks caves and survey passages per karst area, expedition and
review for the next expedition's resurvey and for access and conservation measures) (issue 45's
hundred-and-eighteenth bar, u118a_): Survex data files (.svx), cavern's processed surveys (.3d, binary) and its
loop-closure statistics (.err), survexport's station positions (.pos, CSV, also read as a frame) and its JSON (also
loaded in Python), Therion survey files (.th), Compass survey data (.DAT) and project files (.MAK), Visual Topo files
(.tro), and the committee's typed grade sheets, ballots and vote tallies, which name a cave by its Kataster slug
(1623-161), a passage by its Survex prefix (1623.161.dtime, easegill.lancaster.wretched_rabbit) or a traverse, a
Therion, Compass or Visual Topo survey by its scheme on every line.  (Outputs named .lox and .th2 are the output
names' to refuse; a .plt already was, as an HPGL plot's name.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a cave or passage as the surveyors name it: a cave by its Kataster area and number (1623-161, 1626-359b), a
#: passage by its Survex prefix, in an Austrian area (1623.161.dtime) or three dotted names at least
#: (easegill.lancaster.wretched_rabbit), a traverse, Therion, Compass or Visual Topo survey by its scheme
#: (traverse:1623.204.rhino.7-1623.204.rhino.15, therion:hobbit@pippikin.easegill, compass:EASEGILL.DAT/WR,
#: vtopo:Gouffre-Berger).  No name, date or number has these shapes
_ITEM = (r"(?:16\d\d-\d{1,4}[a-z]?|16\d\d\.\d{1,4}[a-z]?(?:\.[\w-]+)+|[a-z][a-z\d_]*(?:\.[a-z][a-z\d_-]*){2,}"
         r"|traverse:[\w.-]+|therion:[\w.@-]+|compass:[\w.]+/[\w-]+|vtopo:[\w.-]+)(?![\w.:/@-])")
#: an expedition or a review on the sheets (Austria-2025, resurvey/2026): a letter first, never a run's Q0 nor a
#: qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the committee's decisions and proposed measures as typed: every tally line holds one, so that a run's head holding
#: none is not searched
_DECISION = (r"(?:[Rr]esurvey(?:ed)?|[Ww]atch(?:-?list(?:ed)?)?|[Ll]eave|[Ll]eft|[Cc]onserv(?:e|ation)|[Aa]ccess)"
             r"(?![\w-])")
#: a surveyor's grade sheet's line: surveyor, date, perhaps the expedition, survey or cave, perhaps the BCRA grade (1
#: to 6, X), the surveyor's grade (A to D), then the misclosure and the legs resurveyed (one to three numbers)
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d(?:[ \t]+{_WORD})?[ \t]+{_ITEM}(?:[ \t]+[1-6Xx][a-d]?)?"
          r"[ \t]+[A-Da-d][+-]?(?:[ \t]+-?\d*\.?\d+%?){1,3}[ \t]*\r?")
#: a committee member's ballot's line: member, review (never a run's Q0 nor a qrels' 0), place (never 0), cave or
#: passage, perhaps the proposed measure
_BALLOT = (rf"{NAME_FIELD}[ \t]+(?!0[ \t]){_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_ITEM}(?:[ \t]+{_DECISION})?"
           r"[ \t]*\r?")
#: the committee's vote tally's line: cave or passage, review, the resurvey, watch and leave votes, the decision
_TALLY = rf"{_ITEM}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: Survex's commands, as a data file opens with them (after ';' comments and blank lines)
_SVX_COMMAND = (r"(?:begin|title|date|team|data|include|cs|declination|units|calibrate|equate|fix|export|ref|"
                r"instrument|sd|set|case|infer|require|entrance|flags|alias|copyright|solve|truncate)")

SPELEOLOGY = Field(
    team="a national caving association's cave survey and conservation committee, its surveyors and committee "
         "(u118a_)",
    advice="give each source's ranking of a karst area's, an expedition's or a review's caves and survey passages "
           "(the loop-closure errors, the BCRA survey grades, the survey age, the surveyors' grades, the committee's "
           "votes) as a run, the area, expedition or review a query (area:1623/Loser-Plateau, "
           "expedition:Austria-2025/Loser, review:resurvey/2026) and each cave or passage a document (1623-161, "
           "1623.161.dtime, traverse:1623.204.rhino.7-1623.204.rhino.15, therion:hobbit@pippikin.easegill), the "
           "score higher for the one to resurvey or protect first: 'AREA Q0 CAVE RANK SCORE SOURCE'; the committee's "
           "decisions are the qrels, 'AREA 0 CAVE GRADE' (2 resurvey or conservation measures now, 1 watch list or "
           "a partial resurvey, 0 left as surveyed)",
    files=(
        # its legs' lines are five to six fields of stations and numbers: read as a run it had been a field count
        # (u118a_survex_svx_as_run); the form takes the head from line 1, so that the door names the file's start
        FieldFile("a Survex data file (.svx: ';' comments, '*begin' and '*end' with the survey's name, '*title', "
                  "'*date', '*team', '*data normal from to tape compass clino', then the legs; Survex's cavern "
                  "reads it, aven shows the result)",
                  "; 1623-161 Kaninchenhoehle: Dreamtime, resurveyed on the 2025 expedition\n*begin dtime\n"
                  "*title \"Dreamtime\"\n*date 2025.07.24\n*team \"Owen Blake\" compass clino tape\n", 1,
                  line=rf"\A(?:[ \t]*(?:;[^\n]*)?\r?\n){{0,40}}[ \t]*\*{_SVX_COMMAND}(?:[ \t]|\r?$)",
                  marks=(r"^[ \t]*\*(?:begin|data|fix|equate|include|title|date|team)\b",)),
        # read as lines it had been 'a NUL byte' (u118a_survex_3d_as_run): its first bytes say what it is
        FieldFile("a Survex processed survey (.3d, binary: 'Survex 3D Image File', the format's version, the title "
                  "and coordinate system, then the stations, legs and loop-closure errors; cavern writes it, aven, "
                  "survexport and dump3d open it)",
                  b"Survex 3D Image File\nv8\nKaninchenh\xc3\xb6hle\x00+proj=tmerc +lat_0=0 +lon_0=13d20\n"
                  b"@1760371200\n\x00\x11\x00\x00", 0,
                  magic=b"Survex 3D Image File\n", outputs=(".3d",)),
        FieldFile("Survex's loop-closure statistics (.err, as cavern writes it: four lines a traverse, its two ends, "
                  "'Original length ... moved ... Error ...%', E, 'H: ... V: ...', then a blank line; sorterr and a "
                  "surveyor read it)",
                  "1623.204.rhino.7 - 1623.204.rhino.15\n"
                  "Original length  11.04m (  3 legs), moved   0.32m ( 0.11m/leg). Error   2.90%\n"
                  "2.118734\nH: 1.874102 V: 0.962260\n", 1,
                  line=r"\A\S+ - \S+[ \t]*\r?\nOriginal length +\d+\.\d+m \( *\d+ legs?\), moved "),
        FieldFile("Survex station positions (.pos, as cavern and survexport write it: the heading '( Easting, "
                  "Northing, Altitude )', then '(x, y, z ) station' a line, sorted by name)",
                  "( Easting, Northing, Altitude )\n(36598.11, 83301.64,  1852.33 ) 1623.161.dtime.1\n"
                  "(36594.21, 83297.74,  1849.46 ) 1623.161.dtime.2\n", 1,
                  line=r"\A\( Easting, Northing, Altitude \)[ \t]*\r?$"),
        # a header of words: read as runs it had been 'starts with a header' (u118a_survexport_csv_as_run), and as a
        # frame a missing qid column (u118a_api_survexport_csv_frame)
        FieldFile("Survex station positions as CSV (as survexport --csv writes it: Easting, Northing, Altitude, "
                  "Station Name columns, a station a row)",
                  "Easting,Northing,Altitude,Station Name\n36598.11,83301.64,1852.33,1623.161.dtime.1\n", 1,
                  columns=("easting", "northing", "altitude", "station name")),
        FieldFile("Survex's JSON of a survey (as survexport --json writes it: bounds, six numbers, and traverses, "
                  "lists of [x, z, y] points; a web viewer reads it)",
                  '{"bounds":[36512.40,1731.62,83138.96,36598.11,1852.33,83301.64],\n"traverses":[\n'
                  "[[36512.40,1741.05,83140.22],[36515.71,1738.47,83138.96]]\n]}\n", 1,
                  keys=("bounds", "traverses")),
        # Therion's encoding command may only open a file; its survey block's centreline says the rest
        FieldFile("a Therion survey file (.th: 'encoding', 'survey NAME -title ...', 'centreline', 'date', 'team', "
                  "'data normal from to compass clino tape', the shots, 'endcentreline', 'endsurvey'; therion reads "
                  "it, as its thconfig's 'source' says)",
                  "encoding  utf-8\n\nsurvey pippikin -title \"Pippikin Pot\"\n\n"
                  "  survey hobbit -title \"The Hobbit\"\n\n    centreline\n", 1,
                  line=r"\A(?:encoding[ \t]+[\w-]+[ \t]*\r?\n)?(?:[ \t]*(?:#[^\n]*)?\r?\n){0,40}[ \t]*survey[ \t]+"
                       r"[\w.-]+(?:[ \t][^\n]*)?\r?$",
                  marks=(r"^[ \t]*(?:centreline|centerline|endsurvey|input|scrap|map)\b",)),
        FieldFile("a Compass survey data file (.DAT: a page a survey, the cave's name, 'SURVEY NAME:', 'SURVEY DATE:', "
                  "'SURVEY TEAM:', 'DECLINATION: ... FORMAT: ...', the 'FROM TO LENGTH BEARING INC ...' header, the "
                  "shots in feet, a form feed; Compass, Survex and Therion read it)",
                  "Ease Gill Cave System\r\nSURVEY NAME: WR\r\n"
                  "SURVEY DATE: 9 20 2025  COMMENT:Wretched Rabbit entrance series resurvey\r\nSURVEY TEAM:\r\n", 1,
                  line=r"\A[^\n]*\r?\nSURVEY NAME: ?[^\n]*\r?\nSURVEY DATE: "),
        # '@' the base location (easting, northing, elevation, UTM zone, convergence), then the data files ('#')
        FieldFile("a Compass project file (.MAK: '/' comments, '@' the base location, '&' the datum, '$' the UTM "
                  "zone, '#' each survey data file and its fixed stations; Compass and Survex read it)",
                  "/ Ease Gill Cave System, 2025 resurvey\r\n@529318.400,6006874.100,362.000,30,0.000;\r\n"
                  "&WGS 1984;\r\n$30;\r\n#EASEGILL.DAT,\r\n", 2,
                  line=r"^@-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?,-?\d+,-?\d+(?:\.\d+)?;[ \t]*\r?$",
                  marks=(r"^#[^\n]*\.[Dd][Aa][Tt][,;]",)),
        FieldFile("a Visual Topo file (.tro: 'Version 5.02', 'Trou' the cave, its coordinates and projection, "
                  "'Entree', 'Param ...', the shots, '[Configuration ...]'; Visual Topo opens it)",
                  "Version 5.02\r\n\r\nTrou Gouffre Berger,707.812,5009.954,1460,UTM31\r\nEntree B0\r\n", 1,
                  line=r"\AVersion \d+\.\d+[ \t]*\r?\n(?:[ \t]*\r?\n)*Trou [^\n]*,"),
        FieldFile("a cave surveyor's grade sheet typed as text (surveyor, date, expedition, survey or cave, BCRA "
                  "grade, surveyor's grade A to D, misclosure, legs resurveyed)",
                  "hprice 2025-09-14 Austria-2025 1623.161.dtime 5 A 1.64 8\n"
                  "hprice 2025-09-14 Austria-2025 1623-204 5 B 2.90 3\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a cave survey committee member's ballot typed as text (member, review, place, cave or passage, "
                  "proposed measure)",
                  "oblake resurvey/2026 1 1623-204 resurvey\noblake resurvey/2026 2 1623.161.dtime resurvey\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a cave survey committee's vote tally typed as text (cave or passage, review, resurvey, watch and "
                  "leave votes, decision)",
                  "1623-204 resurvey/2026 9 1 0 resurvey\n1623.161.dtime resurvey/2026 7 2 1 resurvey\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
