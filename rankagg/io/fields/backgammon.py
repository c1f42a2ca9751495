"""A backgammon club's tournament director's and a federation's ratings team's files (issue 45's fifty-seventh bar,
u57b_): Jellyfish match files, GNU Backgammon's game records and match statistics, eXtreme Gammon's files and
position exports, FIBS session logs, Challonge's tournaments, and match results, ratings ledgers and brackets typed
as text.  (GNU Backgammon's HTML pages are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a typed match result: round, match, winner, loser, the winner's points, the loser's
_RESULT = r"R\d{1,2}[ \t]+M\d{1,3}[ \t]+\S+[ \t]+\S+[ \t]+\d{1,2}[ \t]+\d{1,2}[ \t]*"
#: a ratings ledger's line: date, player, opponent, W or L, the rating's change, the new rating
_LEDGER = r"\d{4}-\d{2}-\d{2}[ \t]+\S+[ \t]+\S+[ \t]+[WLD][ \t]+[+-]?\d+(?:\.\d+)?[ \t]+\d+(?:\.\d+)?[ \t]*"
#: a bracket's line: round, the two players, the score
_BRACKET = r"(?:R\d{1,2}|QF|SF|F)[ \t]+\S+[ \t]+\S+[ \t]+\d{1,2}-\d{1,2}[ \t]*"

BACKGAMMON = Field(
    team="a backgammon club's tournament director and a federation's ratings team (u57b_)",
    advice="give each source's ranking of an event's players (match results, the ratings, GNU Backgammon's "
           "performance rating, eXtreme Gammon's error rate) as a run, an event and flight a query "
           "(evt:club-monthly-2026-11/open) and each player a document (plr:fibs/alice_t), the score higher for the "
           "stronger player: 'EVENT Q0 PLAYER RANK SCORE SOURCE'; the season's standings are the qrels, 'EVENT 0 "
           "PLAYER GRADE'",
    files=(
        FieldFile("a Jellyfish match file (.mat: ' 11 point match', ' Game 1', the score line, the numbered moves)",
                  " 11 point match\n\n Game 1\n alice_t : 0                          bob-k : 0\n", 1,
                  line=r"\A[ \t]*\d+ point match[ \t]*\n"),
        FieldFile("a GNU Backgammon game record (SGF with GM[6], backgammon's game: MI, PW, PB, RU)",
                  "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:11]PW[alice_t]PB[bob-k]\n"
                  ";B[31hefe]\n)\n", 1, line=r"\A\(;FF\[4\]GM\[6\]"),
        FieldFile("GNU Backgammon's match statistics (Player, Checkerplay statistics, Error rate mEMG (MWC), Snowie "
                  "error rate)",
                  "Player                                  alice_t                   bob-k\n\n"
                  "Checkerplay statistics\n\nError rate mEMG (MWC)                   -4.1   ( -0.312%)\n", 1,
                  line=r"\APlayer[ \t]+\S+[ \t]+\S+[ \t]*\n(?:[^\n]*\n){0,16}?(?:Checkerplay statistics|"
                       r"Error rate mEMG)"),
        FieldFile("an eXtreme Gammon match (.xg: 'RGMH', its header, then the zipped games)",
                  b"RGMH\x01\x00\x00\x00( \x00\x00" + b"\x00" * 20, 0,
                  magic=b"RGMH", outputs=(".xg", ".xgp")),
        FieldFile("an eXtreme Gammon position export (XGID=..., the board, the analysis)",
                  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:11:10\n\nX:alice_t   O:bob-k\n", 1,
                  line=r"\AXGID="),
        FieldFile("a FIBS session log (CLIP messages: 1 the welcome, 5 a player's line, 6, then board: lines)",
                  "1 alice_t 1795500000 host-81-2-3-4.example.net\n5 alice_t - - 1 0 1712.38 2345 3 1795500000 host "
                  "GNU_Backgammon_1.07 -\n", 1,
                  line=r"\A1 \S+ \d{9,10} \S+[ \t]*\n5 "),
        FieldFile("a Challonge tournament (its API's tournament: tournament_type, state, participants_count, "
                  "participants, matches)",
                  '{"tournament": {"id": 14420573, "name": "Club Monthly", "tournament_type": "double elimination", '
                  '"state": "complete", "participants_count": 8}}\n', 1,
                  keys=("tournament", "tournament_type", "participants_count")),
        FieldFile("a backgammon club's match results typed as text (round, match, winner, loser, the points each; six "
                  "fields a line that pass for a TREC run's)",
                  "R1 M01 alice_t bob-k 11 7\nR1 M02 carla_m dmitri_v 11 9\n", 1,
                  line=rf"\A{_RESULT}\r?\n{_RESULT}$", lookalike=True),
        FieldFile("a backgammon club's ratings ledger typed as text (date, player, opponent, W or L, the change, the "
                  "new rating; six fields a line that pass for a TREC run's)",
                  "2026-11-21 alice_t bob-k W 6.42 1718.80\n2026-11-21 bob-k alice_t L -6.42 1643.60\n", 1,
                  line=rf"\A{_LEDGER}\r?\n{_LEDGER}$", lookalike=True),
        FieldFile("a backgammon tournament's bracket typed as text (round, the two players, the score; four fields a "
                  "line that pass for qrels')",
                  "R1 alice_t bob-k 11-7\nR1 carla_m dmitri_v 11-9\n", 1,
                  line=rf"\A{_BRACKET}\r?\n{_BRACKET}$", lookalike=True),
    ))
