"""A national Othello federation's ratings committee's and a club's tournament director's files (issue 45's
eighty-fourth bar, u84a_): WTHOR's game databases and its players' and tournaments' files, GGS's game records (GGF),
Edax's solve tables, and the TD's result sheets, pairings and standings as typed.  (The eOthello games dataset is
named by its header's own words.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: WTHOR's 16-byte header opens with the file's date: century (19, 20), year, month, day
_WTHOR_DATE = r"\A[\x13\x14][\x00-\x63][\x01-\x0c][\x01-\x1f]"
#: a result sheet's line: round, table (from 1: never a run's Q0), black, white (a letter in each: no line of numbers,
#: as a run's may be), black's and white's discs (0 to 64); a round's sheet is typed together, so the round repeats
_PLAYER = r"(?=\S*[A-Za-z])\S+"
_DISCS = r"(?:[0-5]?\d|6[0-4])"
_RESULT = rf"[ \t]+[1-9]\d{{0,2}}[ \t]+{_PLAYER}[ \t]+{_PLAYER}[ \t]+{_DISCS}[ \t]+{_DISCS}[ \t]*"
#: a pairing's line: round, table, black, white (players, never qrels' numeric relevance); the round repeats (a start
#: list's order and bib go on from line to line)
_PAIRING = rf"[ \t]+[1-9]\d{{0,2}}[ \t]+{_PLAYER}[ \t]+{_PLAYER}[ \t]*"
#: a standings line: place, player, points (halves), Brightwell (a decimal), discs, games
_STANDING = (rf"\d{{1,3}}[ \t]+{_PLAYER}[ \t]+\d{{1,2}}(?:\.5)?[ \t]+\d{{1,4}}\.\d{{1,2}}[ \t]+\d{{1,4}}[ \t]+"
             r"\d{1,2}[ \t]*")

OTHELLO = Field(
    team="a national Othello federation's ratings committee and a club's tournament director (u84a_)",
    advice="give each source's ranking of a round's, tournament's or season's players (the disc counts, the "
           "federation's ratings, an engine's analysis, the standings) as a run, the round a query "
           "(round:2026/nl-open/r3) and each player a document (player:NL/0412), the score higher for the better "
           "player: 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the committee's rankings are the qrels, 'ROUND 0 PLAYER "
           "GRADE'",
    files=(
        FieldFile("a WTHOR game database (.wtb: a 16-byte header of the date, the games' count and year and the board "
                  "size, then 68 bytes a game: tournament, players, discs and the 60 moves)",
                  bytes([20, 26, 3, 2, 1, 0, 0, 0, 0, 0, 0xEA, 0x07, 8, 0, 22, 0, 5, 0, 0xB1, 4, 0x6D, 3, 18, 18,
                         0x22, 0x35, 0x38]), 0,
                  magic=b"\x08", magic_at=12, line=rf"{_WTHOR_DATE}[\s\S]{{8}}\x08[\s\S]{{11}}[\x22\x2b\x38\x41]",
                  outputs=(".wtb",)),
        FieldFile("a WTHOR players' or tournaments' file (WTHOR.JOU, WTHOR.TRN: the 16-byte header, then a name of 20 "
                  "or 26 bytes a record)",
                  bytes([20, 26, 3, 2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0]) + b"Verhoeven Jan".ljust(20, b"\0"), 0,
                  magic=b"\x00\x00\x00\x00", magic_at=4,
                  line=rf"{_WTHOR_DATE}\x00{{4}}[\s\S]{{2}}\x00{{6}}[A-Za-z\xc0-\xff]", outputs=(".jou",)),
        FieldFile("a GGS game record (GGF: '(;GM[Othello]PC[GGS/os]...', the players, their ratings, the clock, the "
                  "board, then moves as B[d3//0.50])",
                  "(;GM[Othello]PC[GGS/os]DT[2026.03.01_20:14:52.CET]PB[jverhoeven]PW[hkato]RB[2087.44]RW[2131.90]"
                  "TI[05:00//02:00]TY[8]RE[-28.000]B[d3//0.50];)\n", 1,
                  line=r"\A\(;GM\[Othello\]", outputs=(".ggf",)),
        FieldFile("Edax's solve table (# | depth | score | time | nodes (N) | N/s | principal variation, a problem a "
                  "row)",
                  " # | depth|score|       time   |  nodes (N)  |   N/s    | principal variation\n"
                  "---+------+-----+--------------+-------------+----------+---------------------\n", 1,
                  line=r"\A[ \t]*#[ \t]*\|[ \t]*depth[ \t]*\|[ \t]*score[ \t]*\|"),
        FieldFile("an Othello round's result sheet typed as text (round, table, black, white, black's discs, white's "
                  "discs; six fields a line that pass for a TREC run's)",
                  "3 1 NL-0412 NL-0133 38 26\n3 2 BE-0057 NL-0871 29 35\n", 1,
                  line=rf"\A(\d{{1,2}}){_RESULT}\r?\n\1{_RESULT}$", lookalike=True),
        FieldFile("an Othello round's pairings typed as text (round, table, black, white; four fields a line that pass "
                  "for qrels')",
                  "4 1 NL-0871 NL-0412\n4 2 NL-0133 DE-1204\n", 1,
                  line=rf"\A(\d{{1,2}}){_PAIRING}\r?\n\1{_PAIRING}$", lookalike=True),
        FieldFile("an Othello tournament's standings typed as text (place, player, points, Brightwell, discs, games; "
                  "six fields a line that pass for a TREC run's)",
                  "1 NL-0412 3 97.0 112 3\n2 NL-0871 3 95.5 109 3\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
    ))
