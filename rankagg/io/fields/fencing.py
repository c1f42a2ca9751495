"""A national fencing federation's results office's and a club's tournament director's files (issue 45's
forty-eighth bar, u48a_): the FIE's XML results as Engarde, Fencing Time and BellePoule write them, FFF exports,
Cyrano scoring-machine logs, the FIE athletes ranking as JSON and as CSV, and pool sheets, tableaux and national
ranking points typed as text.  (PDFs and workbooks are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a national ranking points line: licence number, SURNAME_Initial, competition, points
_POINTS = r"\d{5,8}[ \t]+[A-Z][A-Z'-]*_[A-Z]\w*[ \t]+\S+[ \t]+\d+(?:\.\d+)?[ \t]*"

FENCING = Field(
    team="a national fencing federation's results office and a club's tournament director (u48a_)",
    advice="give each source's ranking of an event's fencers (the pool indicator, the tableau results, the national "
           "ranking points, the FIE ranking) as a run, an event's round or a season a query "
           "(cn3-melun/epee-hs/poules) and each fencer a document by licence (lic:100842/LEFORT-Enzo), the score "
           "higher for the better fencer: 'ROUND Q0 FENCER RANK SCORE SOURCE'; the final ranking is the qrels, "
           "'ROUND 0 FENCER GRADE'",
    files=(
        FieldFile("a competition in the FIE XML results format (CompetitionIndividuelle: Tireurs, Phases, "
                  "TourDePoules, as Engarde, Fencing Time and BellePoule export it)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<CompetitionIndividuelle Version="3.3" Arme="E" '
                  'Sexe="M" Categorie="S">\n  <Tireurs>\n', 2,
                  root="CompetitionIndividuelle"),
        FieldFile("a team competition in the FIE XML results format (CompetitionParEquipes: Equipes, Phases)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<CompetitionParEquipes Version="3.3" Arme="S" '
                  'Sexe="F" Categorie="S">\n  <Equipes>\n', 2,
                  root="CompetitionParEquipes"),
        FieldFile("an FFF results export (the French federation's format: FFF;WIN;competition;...;individuel, the "
                  "event's line, then a fencer a line ending in the place)",
                  "FFF;WIN;competition;CE Melun;individuel\n29/11/2026;E;M;S;CN3 EHS Melun;CN3 EHS Melun\n", 1,
                  line=r"\AFFF;[A-Z0-9-]*;[a-z]+;[^;\n]*;(?:individuel|equipe)"),
        FieldFile("a Cyrano scoring-machine log (the fencing piste protocol: |EFP1|HELLO|, |EFP1|INFO|... messages)",
                  "|EFP1|HELLO|1|\n|EFP1|INFO|1|CN3-EHS|2|A32|4|1|14:05|2:41|I|E|N|F|%|\n", 1,
                  line=r"^\|EFP[12](?:\.\d)?\|(?:HELLO|INFO|DISP|ACK|NAK|NEXT|PREV|DENY)\|"),
        FieldFile("a fencing pool sheet typed as text (pool, fencer, nation, victories, V/M and the indicator; six "
                  "fields a line that pass for a TREC run's)",
                  "pool fencer nation V V/M ind\nP1 LEFORT_E FRA 5 0.833 +15\n", 1,
                  columns=("pool", "fencer", "V", "V/M", "ind"), lookalike=True),
        FieldFile("a fencing tableau typed as text (tableau, seed, fencer, touches scored and received, opponent; six "
                  "fields a line that pass for a TREC run's)",
                  "tableau seed fencer TD TR opponent\nT32 1 LEFORT_E 15 9 KOVACS_M\n", 1,
                  columns=("tableau", "seed", "fencer", "TD", "TR"), lookalike=True),
        FieldFile("a federation's national ranking points typed as text (licence, fencer, competition and points; four "
                  "fields a line that pass for qrels')",
                  "100842 LEFORT_E CN3-EHS 32\n100913 MORI_K CN3-EHS 26\n", 1,
                  line=rf"\A{_POINTS}\r?\n{_POINTS}$", lookalike=True),
        FieldFile("the FIE athletes ranking as fie.org answers it (allAthletes: rank, points, name, country, weapon)",
                  '{"allAthletes": [{"rank": 1, "points": 248.0, "name": "LEFORT Enzo", "country": "FRA", '
                  '"weapon": "e", "gender": "m", "level": "s"}], "fetchPage": 1}\n', 1,
                  keys=("allAthletes",)),
        FieldFile("the FIE athletes ranking as a table (rank, points, name, country, weapon, gender, level)",
                  ",rank,points,name,country,weapon,gender,level\n0,1,248.0,LEFORT Enzo,FRA,e,m,s\n", 1,
                  columns=("rank", "points", "name", "country", "weapon", "gender")),
    ))
