"""A dog agility club's trial secretary's and a kennel club's results team's files (issue 45's sixtieth bar,
u60b_): an ALGE Timy's timing log, Agility Record Book files, DogAgilityCompetition's run results, and the judges'
score sheets, a class's running order and a club's season standings typed as text.  (FAST's FileMaker files are
rankagg.io.fields.databases', a run video's ffprobe metadata rankagg.io.fields.media's, the videos the older
readers'; a Clean Run Course Designer course's .agl name rankagg.io.field_output_names'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the jump heights of the agility classes (inches; the Kennel Club's and FCI's in centimetres)
_HEIGHT = r"(?:4|8|12|14|16|20|24|26|30|35|40|45|50|55|60|65)"
#: a score sheet's line: class, armband, dog, course faults, time, Q or NQ (E eliminated)
_SHEET = r"\S+[ \t]+\d{1,4}[ \t]+\S+[ \t]+\d{1,3}[ \t]+\d{1,3}\.\d{1,3}[ \t]+(?:Q|NQ|E|ABS)[ \t]*"
#: a running order's line: class (a letter in it), jump height, place in the order, armband; a class's order is typed
#: together, so its second line names the same class (a hive inspection sheet's 'H07 14 8 5', 'H09 12 7 4' names a
#: hive a line: u83b_inspection_sheet_as_qrels had been told an agility running order)
_ORDER = rf"((?=\S*[A-Za-z])\S+)[ \t]+{_HEIGHT}[ \t]+\d{{1,3}}[ \t]+\d{{1,4}}[ \t]*"
_ORDER_ON = rf"\1[ \t]+{_HEIGHT}[ \t]+\d{{1,3}}[ \t]+\d{{1,4}}[ \t]*"
#: a season standing's line: place, team (a dog's and a handler's names: a letter in it, so never qrels' numeric
#: iteration field, nor Q0), jump height, points; a line of four numbers is valid qrels (a judo league's points table,
#: '1 20 50 100', had been told an agility club's standings: u70a_points_table_)
_STANDING = rf"\d{{1,3}}[ \t]+(?!Q0\b)(?=\S*[A-Za-z])\S+[ \t]+{_HEIGHT}[ \t]+\d{{1,4}}[ \t]*"

AGILITY = Field(
    team="a dog agility club's trial secretary and a kennel club's results team (u60b_)",
    advice="give each source's ranking of a class's or trial's dog-and-handler teams (the trial results, the "
           "electronic timing, the scribes' faults, season points) as a run, the class a query "
           "(event:2025031614/ExB-STD-20) and each team a document (akc:DN61204503/rook), the score higher for the "
           "better (a time or faults negated): 'CLASS Q0 TEAM RANK SCORE SOURCE'; the team selection is the qrels, "
           "'CLASS 0 TEAM GRADE'",
    files=(
        # the Timy's RS232 strings, each ended by a CR alone: the lines a reader meets are one
        FieldFile("an ALGE Timy timing log (its RS232 strings: start number, channel c0 or c1, time of day, group; "
                  "CR-ended)",
                  "  204 c0  10:14:23.1234 00    \r  204 c1  10:15:01.5334 00    \r", 1,
                  line=r"\A[ \t]*\d{1,5}[ \t]+c\d{1,2}[ \t]+\d{2}:\d{2}:\d{2}\.\d{1,4}[ \t]+\d{2}\b", lookalike=True),
        FieldFile("an Agility Record Book file (.arb: AgilityBook, its dogs, trials and runs; David Connet's ARB)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<AgilityBook Book="15.7" platform="win64" '
                  'ver="4.0.3.131">\n\t<Dog CallName="Rook"/>\n</AgilityBook>\n', 2, root="AgilityBook"),
        FieldFile("DogAgilityCompetition's run results (its CSV export: CompetitorNumber, HandlerName, DogName, ..., "
                  "FinishTime, FaultCount, RefusalCount, IsEliminated, Placement)",
                  "CompetitorNumber,HandlerName,DogName,CountryCode,FinishTime,FaultCount,RefusalCount,IsEliminated,"
                  "Placement\n204,Sarah Whitfield,Rook,US,38.410,0,0,False,1\n", 1,
                  columns=("CompetitorNumber", "HandlerName", "DogName", "FinishTime", "FaultCount", "IsEliminated")),
        FieldFile("an agility judge's score sheet typed as text (class, armband, dog, course faults, time, Q or NQ; "
                  "six fields a line that pass for a TREC run's)",
                  "ExB-JWW-20 204 rook 0 38.41 Q\nExB-JWW-20 117 pip 5 39.87 NQ\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("an agility class's running order typed as text (class, jump height, place in the order, armband; "
                  "four fields a line that pass for qrels')",
                  "ExB-STD 20 1 204\nExB-STD 20 2 117\n", 1, line=rf"\A{_ORDER}\r?\n{_ORDER_ON}$", lookalike=True),
        FieldFile("an agility club's season standings typed as text (place, team, jump height, qualifying points; "
                  "four fields a line that pass for qrels')",
                  "1 rook-whitfield 20 412\n2 zip-lindqvist 20 388\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
    ))
