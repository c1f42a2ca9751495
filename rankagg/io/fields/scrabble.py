"""A national Scrabble association's ratings committee's and a tournament director's files (issue 45's fiftieth bar,
u50a_): GCG game records, the Tournament Shell's (tsh) division files, ABSP results sheets, cross-tables.com's
player records, Macondo's CGP positions, Zyzzyva's quizzes, word lists a word a line, and standings typed as text.
(tsh's config.tsh and Zyzzyva's SQLite lexicons are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a tsh division file's line: the name, the rating, the opponents; the scores (then extra fields such as p12)
_TSH = r"[A-Za-z][^;\n\d]*?[ \t]+\d{1,4}(?:[ \t]+\d+)*[ \t]*;[ \t]*-?\d+(?:[ \t]+-?\d+)*[ \t]*(?:;[^\n]*)?"
#: a typed standings line: place, first name, surname, the won-lost record, the spread, the rating
_STANDING = r"\d+[ \t]+\S+[ \t]+\S+[ \t]+\d+(?:\.5)?-\d+(?:\.5)?[ \t]+[+-]?\d+[ \t]+\d{3,4}[ \t]*"

SCRABBLE = Field(
    team="a national Scrabble association's ratings committee and a tournament director (u50a_)",
    advice="give each source's ranking of a round's or a division's players (wins and spread, the rating, a "
           "simulation's equity, the director's seeding) as a run, a division and round a query "
           "(div:A/rd-07@nsc-2026) and each player a document by membership id (naspa:AA000636/sherman-joel), the "
           "score higher for the better player: 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the final standings are the "
           "qrels, 'ROUND 0 PLAYER GRADE'",
    files=(
        FieldFile("a GCG game record (a Scrabble game's '#player1' and '#player2' pragmata, then '>player: rack "
                  "position word +score total' moves, six fields that pass for a TREC run's)",
                  "#character-encoding UTF-8\n#player1 joel Joel Sherman\n#player2 nigel Nigel Richards\n"
                  ">joel: AEINRST 8D NASTIER +72 72\n", 1,
                  line=r"\A(?:#[a-z-]+[^\n]*\n)*#player[12][ \t]+\S+", lookalike=True),
        FieldFile("a tsh division file (the Tournament Shell's .t: a player a line, the name, the rating and the "
                  "opponents; the scores; extra fields such as p12)",
                  "Sherman, Joel            2131 2 3 4; 432 401 388; p12 1 2 1\n"
                  "Richards, Nigel          2240 1 4 3; 389 455 470; p12 2 1 2\n", 1,
                  line=rf"\A{_TSH}\r?\n{_TSH}$"),
        FieldFile("an ABSP results sheet (tsh2csv's: Division, Round, Player1, Score1, Player2, Score2)",
                  "Division,Round,Player1,Score1,Player2,Score2\nA,1,Joel Sherman,432,Nigel Richards,389\n", 1,
                  columns=("Division", "Round", "Player1", "Score1", "Player2", "Score2")),
        FieldFile("cross-tables.com's player records (players: playerid, twlrating, cswrating, naspa_id)",
                  '{"players": [{"playerid": "6003", "name": "Joel Sherman", "twlrating": "2131", "cswrating": '
                  '"1990", "naspa_id": "AA000636"}]}\n', 1,
                  keys=("players", "playerid", "twlrating", "cswrating")),
        FieldFile("a Macondo position (CGP: the board's fifteen rows, the racks, the scores, the scoreless turns, then "
                  "opcodes such as lex)",
                  "15/15/15/15/15/15/15/3NASTIER5/15/15/15/15/15/15/15 EIJLOTU/ADEGIOR 0/72 0 lex NWL23;\n", 1,
                  line=r"^[0-9A-Za-z?]+(?:/[0-9A-Za-z?]+){14}[ \t]+[A-Z?]*/[A-Z?]*[ \t]+-?\d+/-?\d+[ \t]+\d+"),
        FieldFile("a Zyzzyva quiz (zyzzyva-quiz: its question source, a zyzzyva-search, the randomizer and progress)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE zyzzyva-quiz SYSTEM '
                  "'http://boshvark.com/dtd/zyzzyva-quiz.dtd'>\n<zyzzyva-quiz lexicon=\"CSW21\" type=\"Anagrams\">\n",
                  3, root="zyzzyva-quiz", outputs=(".zzq",)),
        FieldFile("a word list (a word a line in capitals, as Collins Scrabble Words and NWL are given)",
                  "AA\nAAH\nAAHED\nAAHING\nAAHS\n", 1,
                  line=r"\A(?:[A-Z]{2,15}\r?\n){4}"),
        FieldFile("a word-game tournament's standings typed as text (place, name, the won-lost record, the spread, the "
                  "rating; six fields a line that pass for a TREC run's)",
                  "1 Joel Sherman 6-1 +612 2131\n2 Nigel Richards 5-2 +455 2240\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
    ))
