"""A national archery federation's results team's and a shooting club's range office's files (issue 45's
forty-seventh bar, u47a_): World Archery's results API answers, SIUS electronic targets' shot records, club score
cards, ISSF decimal series lists, head-to-head brackets, Archery GB score sheets, shoot-off measurements and set
points.  (ISSF PDFs are named by their bytes.  Ianseo's .ianseo files are a zlib stream with no mark of their own:
a door names them as bytes that are no UTF-8 text, and their name is free as an output.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_ARROW = r"(?:X|M|10|\d)"
#: a score card's line: bib (the target and the archer's letter, 12A), end, three arrows (X an inner ten, M a miss),
#: the end's total
_END = rf"\d{{1,4}}[A-D][ \t]+\d+[ \t]+{_ARROW}[ \t]+{_ARROW}[ \t]+{_ARROW}[ \t]+\d{{1,2}}[ \t]*"
#: a decimal series line: start number, relay, three 20-shot subtotals, the total
_SERIES = r"\d+[ \t]+\d[ \t]+\d{3}\.\d[ \t]+\d{3}\.\d[ \t]+\d{3}\.\d[ \t]+\d{3}\.\d[ \t]*"
#: a set points line: match, archer (NOC-number), set points, sets won
_SETS = r"M\d+[ \t]+[A-Z]{3}-\d+[ \t]+[0-7][ \t]+[0-3][ \t]*"

ARCHERY = Field(
    team="a national archery federation's results team and a shooting club's range office (u47a_)",
    advice="give each source's ranking of a round's archers or shooters (the qualification scores, the arrow "
           "averages, the decimal scores, the coaches') as a run, a round or final a query "
           "(evt:nats-2026/RM-70m-qual) and each archer a document (arc:GBR-0412/s.hall), the score higher for the "
           "better archer: 'ROUND Q0 ARCHER RANK SCORE SOURCE'; the eliminations are the qrels, 'ROUND 0 ARCHER "
           "GRADE'",
    files=(
        FieldFile("World Archery's results API answer (items of Rnk, Points, Athlete; pageInfo)",
                  '{"items": [{"Rnk": 1, "Points": 312.5, "Athlete": {"Id": 14331, "FName": "HALL"}}], '
                  '"pageInfo": {"page": 1, "perPage": 10, "total": 1}}\n', 1,
                  keys=("items", "pageInfo", "Rnk")),
        FieldFile("SIUS electronic targets' shot records (StartNr, PrimaryScore, MatchShot, FiringPoint, "
                  "SecondaryScore, ..., InnerTen, X, Y: a shot a row)",
                  "StartNr;PrimaryScore;MatchShot;FiringPoint;SecondaryScore;Divisions;Time;InnerTen;X;Y\n"
                  "7731;10;1;12;10.6;182;10:14:03.21;1;-1.21;0.84\n", 1,
                  columns=("StartNr", "PrimaryScore", "SecondaryScore", "InnerTen")),
        FieldFile("an archery score card (bib as target and letter, end, three arrows and the end's total; six fields "
                  "a line that pass for a TREC run's)",
                  "0412A 1 X 10 9 29\n0412A 2 10 10 9 29\n", 1,
                  line=rf"\A{_END}\r?\n{_END}$", lookalike=True),
        FieldFile("an ISSF decimal series list (start number, relay, three 20-shot subtotals and the total; six "
                  "fields a line that pass for a TREC run's)",
                  "7731 2 209.4 210.1 208.7 628.2\n3310 2 207.9 208.8 209.6 626.3\n", 1,
                  line=rf"\A{_SERIES}\r?\n{_SERIES}$", lookalike=True),
        FieldFile("an archery head-to-head bracket (Match, Phase, Target, the archers and their set points, the "
                  "shoot-offs)",
                  "Match,Phase,Target,Archer1,NOC1,SetPoints1,Archer2,NOC2,SetPoints2,ShootOff1,ShootOff2\n"
                  "M01,1/8,1,HALL Sam,GBR,6,EVANS Rhys,GBR,2,,\n", 1,
                  columns=("Match", "Phase", "Target", "SetPoints1", "SetPoints2")),
        FieldFile("an Archery GB score sheet (the archer, the round, then ends of arrows with E/T, Hits, Golds, R/T)",
                  "ARCHERY GB SCORE SHEET\nName: Sam Hall    Club: Lilleshall Bowmen    AGB No: 2104412\n", 1,
                  line=r"(?i)\AARCHERY GB SCORE SHEET\b"),
        FieldFile("an archery shoot-off measurement sheet (the match, then each archer's arrow and its distance to "
                  "the centre)",
                  "SHOOT-OFF MEASUREMENT  Match M03  1/8 Elimination  Target 3\n", 1,
                  line=r"(?i)\ASHOOT-OFF MEASUREMENT\b"),
        FieldFile("an archery match's set points (match, archer, set points and sets won; four fields a line that "
                  "pass for qrels')",
                  "M01 GBR-0412 6 3\nM01 GBR-2045 2 1\n", 1,
                  line=rf"\A{_SETS}\r?\n{_SETS}$", lookalike=True),
    ))
